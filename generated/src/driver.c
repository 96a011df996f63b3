/* *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * Spec and templates hash: 1de706b0345197bf
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of cuda.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libcuda.so.1 on first use; one the library lacks stays at its stand-in,
 * which answers CUDA_ERROR_NOT_SUPPORTED. */
#include "cubound/driver.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_driver_library;

BD_SUPPRESS_DEPRECATED_BEGIN

static CUresult bd_gen_first_cuGetErrorString(CUresult error, const char **pStr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGetErrorString,
                       (bd_gen_fn)bd_gen_first_cuGetErrorString, "cuGetErrorString")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGetErrorString)(error, pStr);
    }
    (void)error;
    (void)pStr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGetErrorName(CUresult error, const char **pStr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGetErrorName,
                       (bd_gen_fn)bd_gen_first_cuGetErrorName, "cuGetErrorName")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGetErrorName)(error, pStr);
    }
    (void)error;
    (void)pStr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuInit(unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuInit,
                       (bd_gen_fn)bd_gen_first_cuInit, "cuInit")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuInit)(Flags);
    }
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDriverGetVersion(int *driverVersion)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDriverGetVersion,
                       (bd_gen_fn)bd_gen_first_cuDriverGetVersion, "cuDriverGetVersion")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDriverGetVersion)(driverVersion);
    }
    (void)driverVersion;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGet(CUdevice *device, int ordinal)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGet,
                       (bd_gen_fn)bd_gen_first_cuDeviceGet, "cuDeviceGet")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGet)(device, ordinal);
    }
    (void)device;
    (void)ordinal;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetCount(int *count)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetCount,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetCount, "cuDeviceGetCount")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetCount)(count);
    }
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetName(char *name, int len, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetName,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetName, "cuDeviceGetName")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetName)(name, len, dev);
    }
    (void)name;
    (void)len;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetUuid,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetUuid, "cuDeviceGetUuid")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetUuid)(uuid, dev);
    }
    (void)uuid;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetLuid,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetLuid, "cuDeviceGetLuid")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetLuid)(luid, deviceNodeMask, dev);
    }
    (void)luid;
    (void)deviceNodeMask;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceTotalMem(size_t *bytes, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceTotalMem,
                       (bd_gen_fn)bd_gen_first_cuDeviceTotalMem, "cuDeviceTotalMem")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceTotalMem)(bytes, dev);
    }
    (void)bytes;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, CUarray_format format, unsigned int numChannels, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetTexture1DLinearMaxWidth,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetTexture1DLinearMaxWidth, "cuDeviceGetTexture1DLinearMaxWidth")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetTexture1DLinearMaxWidth)(maxWidthInElements, format, numChannels, dev);
    }
    (void)maxWidthInElements;
    (void)format;
    (void)numChannels;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetAttribute,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetAttribute, "cuDeviceGetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetAttribute)(pi, attrib, dev);
    }
    (void)pi;
    (void)attrib;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetHostAtomicCapabilities,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetHostAtomicCapabilities, "cuDeviceGetHostAtomicCapabilities")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetHostAtomicCapabilities)(capabilities, operations, count, dev);
    }
    (void)capabilities;
    (void)operations;
    (void)count;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, CUdevice dev, int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetNvSciSyncAttributes,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetNvSciSyncAttributes, "cuDeviceGetNvSciSyncAttributes")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetNvSciSyncAttributes)(nvSciSyncAttrList, dev, flags);
    }
    (void)nvSciSyncAttrList;
    (void)dev;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceSetMemPool,
                       (bd_gen_fn)bd_gen_first_cuDeviceSetMemPool, "cuDeviceSetMemPool")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceSetMemPool)(dev, pool);
    }
    (void)dev;
    (void)pool;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetMemPool,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetMemPool, "cuDeviceGetMemPool")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetMemPool)(pool, dev);
    }
    (void)pool;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetDefaultMemPool(CUmemoryPool *pool_out, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetDefaultMemPool,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetDefaultMemPool, "cuDeviceGetDefaultMemPool")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetDefaultMemPool)(pool_out, dev);
    }
    (void)pool_out;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetExecAffinitySupport(int *pi, CUexecAffinityType type, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetExecAffinitySupport,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetExecAffinitySupport, "cuDeviceGetExecAffinitySupport")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetExecAffinitySupport)(pi, type, dev);
    }
    (void)pi;
    (void)type;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFlushGPUDirectRDMAWrites(CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFlushGPUDirectRDMAWrites,
                       (bd_gen_fn)bd_gen_first_cuFlushGPUDirectRDMAWrites, "cuFlushGPUDirectRDMAWrites")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFlushGPUDirectRDMAWrites)(target, scope);
    }
    (void)target;
    (void)scope;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetProperties(CUdevprop *prop, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetProperties,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetProperties, "cuDeviceGetProperties")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetProperties)(prop, dev);
    }
    (void)prop;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceComputeCapability(int *major, int *minor, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceComputeCapability,
                       (bd_gen_fn)bd_gen_first_cuDeviceComputeCapability, "cuDeviceComputeCapability")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceComputeCapability)(major, minor, dev);
    }
    (void)major;
    (void)minor;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDevicePrimaryCtxRetain,
                       (bd_gen_fn)bd_gen_first_cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxRetain)(pctx, dev);
    }
    (void)pctx;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDevicePrimaryCtxRelease(CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDevicePrimaryCtxRelease,
                       (bd_gen_fn)bd_gen_first_cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxRelease)(dev);
    }
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDevicePrimaryCtxSetFlags,
                       (bd_gen_fn)bd_gen_first_cuDevicePrimaryCtxSetFlags, "cuDevicePrimaryCtxSetFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxSetFlags)(dev, flags);
    }
    (void)dev;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDevicePrimaryCtxGetState,
                       (bd_gen_fn)bd_gen_first_cuDevicePrimaryCtxGetState, "cuDevicePrimaryCtxGetState")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxGetState)(dev, flags, active);
    }
    (void)dev;
    (void)flags;
    (void)active;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDevicePrimaryCtxReset(CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDevicePrimaryCtxReset,
                       (bd_gen_fn)bd_gen_first_cuDevicePrimaryCtxReset, "cuDevicePrimaryCtxReset")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxReset)(dev);
    }
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxCreate(CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxCreate,
                       (bd_gen_fn)bd_gen_first_cuCtxCreate, "cuCtxCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxCreate)(pctx, ctxCreateParams, flags, dev);
    }
    (void)pctx;
    (void)ctxCreateParams;
    (void)flags;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxDestroy(CUcontext ctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxDestroy,
                       (bd_gen_fn)bd_gen_first_cuCtxDestroy, "cuCtxDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxDestroy)(ctx);
    }
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxPushCurrent(CUcontext ctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxPushCurrent,
                       (bd_gen_fn)bd_gen_first_cuCtxPushCurrent, "cuCtxPushCurrent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxPushCurrent)(ctx);
    }
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxPopCurrent(CUcontext *pctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxPopCurrent,
                       (bd_gen_fn)bd_gen_first_cuCtxPopCurrent, "cuCtxPopCurrent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxPopCurrent)(pctx);
    }
    (void)pctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxSetCurrent(CUcontext ctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxSetCurrent,
                       (bd_gen_fn)bd_gen_first_cuCtxSetCurrent, "cuCtxSetCurrent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetCurrent)(ctx);
    }
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetCurrent(CUcontext *pctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetCurrent,
                       (bd_gen_fn)bd_gen_first_cuCtxGetCurrent, "cuCtxGetCurrent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetCurrent)(pctx);
    }
    (void)pctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetDevice(CUdevice *device)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetDevice,
                       (bd_gen_fn)bd_gen_first_cuCtxGetDevice, "cuCtxGetDevice")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevice)(device);
    }
    (void)device;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetDevice_v2,
                       (bd_gen_fn)bd_gen_first_cuCtxGetDevice_v2, "cuCtxGetDevice_v2")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevice_v2)(device, ctx);
    }
    (void)device;
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetFlags(unsigned int *flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetFlags,
                       (bd_gen_fn)bd_gen_first_cuCtxGetFlags, "cuCtxGetFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetFlags)(flags);
    }
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxSetFlags(unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxSetFlags,
                       (bd_gen_fn)bd_gen_first_cuCtxSetFlags, "cuCtxSetFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetFlags)(flags);
    }
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetId(CUcontext ctx, unsigned long long *ctxId)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetId,
                       (bd_gen_fn)bd_gen_first_cuCtxGetId, "cuCtxGetId")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetId)(ctx, ctxId);
    }
    (void)ctx;
    (void)ctxId;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxSynchronize(void)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxSynchronize,
                       (bd_gen_fn)bd_gen_first_cuCtxSynchronize, "cuCtxSynchronize")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSynchronize)();
    }
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxSynchronize_v2(CUcontext ctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxSynchronize_v2,
                       (bd_gen_fn)bd_gen_first_cuCtxSynchronize_v2, "cuCtxSynchronize_v2")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSynchronize_v2)(ctx);
    }
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxSetLimit(CUlimit limit, size_t value)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxSetLimit,
                       (bd_gen_fn)bd_gen_first_cuCtxSetLimit, "cuCtxSetLimit")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetLimit)(limit, value);
    }
    (void)limit;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetLimit(size_t *pvalue, CUlimit limit)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetLimit,
                       (bd_gen_fn)bd_gen_first_cuCtxGetLimit, "cuCtxGetLimit")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetLimit)(pvalue, limit);
    }
    (void)pvalue;
    (void)limit;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetCacheConfig(CUfunc_cache *pconfig)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetCacheConfig,
                       (bd_gen_fn)bd_gen_first_cuCtxGetCacheConfig, "cuCtxGetCacheConfig")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetCacheConfig)(pconfig);
    }
    (void)pconfig;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxSetCacheConfig(CUfunc_cache config)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxSetCacheConfig,
                       (bd_gen_fn)bd_gen_first_cuCtxSetCacheConfig, "cuCtxSetCacheConfig")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetCacheConfig)(config);
    }
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetApiVersion(CUcontext ctx, unsigned int *version)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetApiVersion,
                       (bd_gen_fn)bd_gen_first_cuCtxGetApiVersion, "cuCtxGetApiVersion")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetApiVersion)(ctx, version);
    }
    (void)ctx;
    (void)version;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetStreamPriorityRange,
                       (bd_gen_fn)bd_gen_first_cuCtxGetStreamPriorityRange, "cuCtxGetStreamPriorityRange")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetStreamPriorityRange)(leastPriority, greatestPriority);
    }
    (void)leastPriority;
    (void)greatestPriority;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxResetPersistingL2Cache(void)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxResetPersistingL2Cache,
                       (bd_gen_fn)bd_gen_first_cuCtxResetPersistingL2Cache, "cuCtxResetPersistingL2Cache")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxResetPersistingL2Cache)();
    }
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetExecAffinity(CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetExecAffinity,
                       (bd_gen_fn)bd_gen_first_cuCtxGetExecAffinity, "cuCtxGetExecAffinity")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetExecAffinity)(pExecAffinity, type);
    }
    (void)pExecAffinity;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxRecordEvent,
                       (bd_gen_fn)bd_gen_first_cuCtxRecordEvent, "cuCtxRecordEvent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxRecordEvent)(hCtx, hEvent);
    }
    (void)hCtx;
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxWaitEvent,
                       (bd_gen_fn)bd_gen_first_cuCtxWaitEvent, "cuCtxWaitEvent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxWaitEvent)(hCtx, hEvent);
    }
    (void)hCtx;
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxAttach(CUcontext *pctx, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxAttach,
                       (bd_gen_fn)bd_gen_first_cuCtxAttach, "cuCtxAttach")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxAttach)(pctx, flags);
    }
    (void)pctx;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxDetach(CUcontext ctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxDetach,
                       (bd_gen_fn)bd_gen_first_cuCtxDetach, "cuCtxDetach")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxDetach)(ctx);
    }
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetSharedMemConfig(CUsharedconfig *pConfig)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetSharedMemConfig,
                       (bd_gen_fn)bd_gen_first_cuCtxGetSharedMemConfig, "cuCtxGetSharedMemConfig")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetSharedMemConfig)(pConfig);
    }
    (void)pConfig;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxSetSharedMemConfig(CUsharedconfig config)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxSetSharedMemConfig,
                       (bd_gen_fn)bd_gen_first_cuCtxSetSharedMemConfig, "cuCtxSetSharedMemConfig")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetSharedMemConfig)(config);
    }
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleLoad(CUmodule *module, const char *fname)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleLoad,
                       (bd_gen_fn)bd_gen_first_cuModuleLoad, "cuModuleLoad")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoad)(module, fname);
    }
    (void)module;
    (void)fname;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleLoadData(CUmodule *module, const void *image)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleLoadData,
                       (bd_gen_fn)bd_gen_first_cuModuleLoadData, "cuModuleLoadData")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadData)(module, image);
    }
    (void)module;
    (void)image;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleLoadDataEx,
                       (bd_gen_fn)bd_gen_first_cuModuleLoadDataEx, "cuModuleLoadDataEx")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadDataEx)(module, image, numOptions, options, optionValues);
    }
    (void)module;
    (void)image;
    (void)numOptions;
    (void)options;
    (void)optionValues;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleLoadFatBinary,
                       (bd_gen_fn)bd_gen_first_cuModuleLoadFatBinary, "cuModuleLoadFatBinary")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadFatBinary)(module, fatCubin);
    }
    (void)module;
    (void)fatCubin;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleUnload(CUmodule hmod)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleUnload,
                       (bd_gen_fn)bd_gen_first_cuModuleUnload, "cuModuleUnload")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleUnload)(hmod);
    }
    (void)hmod;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleGetLoadingMode(CUmoduleLoadingMode *mode)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleGetLoadingMode,
                       (bd_gen_fn)bd_gen_first_cuModuleGetLoadingMode, "cuModuleGetLoadingMode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetLoadingMode)(mode);
    }
    (void)mode;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleGetFunction,
                       (bd_gen_fn)bd_gen_first_cuModuleGetFunction, "cuModuleGetFunction")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetFunction)(hfunc, hmod, name);
    }
    (void)hfunc;
    (void)hmod;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleGetFunctionCount(unsigned int *count, CUmodule mod)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleGetFunctionCount,
                       (bd_gen_fn)bd_gen_first_cuModuleGetFunctionCount, "cuModuleGetFunctionCount")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetFunctionCount)(count, mod);
    }
    (void)count;
    (void)mod;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleEnumerateFunctions(CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleEnumerateFunctions,
                       (bd_gen_fn)bd_gen_first_cuModuleEnumerateFunctions, "cuModuleEnumerateFunctions")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleEnumerateFunctions)(functions, numFunctions, mod);
    }
    (void)functions;
    (void)numFunctions;
    (void)mod;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleGetGlobal,
                       (bd_gen_fn)bd_gen_first_cuModuleGetGlobal, "cuModuleGetGlobal")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetGlobal)(dptr, bytes, hmod, name);
    }
    (void)dptr;
    (void)bytes;
    (void)hmod;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLinkCreate(unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLinkCreate,
                       (bd_gen_fn)bd_gen_first_cuLinkCreate, "cuLinkCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkCreate)(numOptions, options, optionValues, stateOut);
    }
    (void)numOptions;
    (void)options;
    (void)optionValues;
    (void)stateOut;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLinkAddData(CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLinkAddData,
                       (bd_gen_fn)bd_gen_first_cuLinkAddData, "cuLinkAddData")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkAddData)(state, type, data, size, name, numOptions, options, optionValues);
    }
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

static CUresult bd_gen_first_cuLinkAddFile(CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLinkAddFile,
                       (bd_gen_fn)bd_gen_first_cuLinkAddFile, "cuLinkAddFile")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkAddFile)(state, type, path, numOptions, options, optionValues);
    }
    (void)state;
    (void)type;
    (void)path;
    (void)numOptions;
    (void)options;
    (void)optionValues;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLinkComplete,
                       (bd_gen_fn)bd_gen_first_cuLinkComplete, "cuLinkComplete")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkComplete)(state, cubinOut, sizeOut);
    }
    (void)state;
    (void)cubinOut;
    (void)sizeOut;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLinkDestroy(CUlinkState state)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLinkDestroy,
                       (bd_gen_fn)bd_gen_first_cuLinkDestroy, "cuLinkDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkDestroy)(state);
    }
    (void)state;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleGetTexRef(CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleGetTexRef,
                       (bd_gen_fn)bd_gen_first_cuModuleGetTexRef, "cuModuleGetTexRef")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetTexRef)(pTexRef, hmod, name);
    }
    (void)pTexRef;
    (void)hmod;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuModuleGetSurfRef(CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuModuleGetSurfRef,
                       (bd_gen_fn)bd_gen_first_cuModuleGetSurfRef, "cuModuleGetSurfRef")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetSurfRef)(pSurfRef, hmod, name);
    }
    (void)pSurfRef;
    (void)hmod;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLibraryLoadData(CUlibrary *library, const void *code, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLibraryLoadData,
                       (bd_gen_fn)bd_gen_first_cuLibraryLoadData, "cuLibraryLoadData")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryLoadData)(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    }
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

static CUresult bd_gen_first_cuLibraryLoadFromFile(CUlibrary *library, const char *fileName, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLibraryLoadFromFile,
                       (bd_gen_fn)bd_gen_first_cuLibraryLoadFromFile, "cuLibraryLoadFromFile")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryLoadFromFile)(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    }
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

static CUresult bd_gen_first_cuLibraryUnload(CUlibrary library)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLibraryUnload,
                       (bd_gen_fn)bd_gen_first_cuLibraryUnload, "cuLibraryUnload")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryUnload)(library);
    }
    (void)library;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLibraryGetKernel,
                       (bd_gen_fn)bd_gen_first_cuLibraryGetKernel, "cuLibraryGetKernel")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetKernel)(pKernel, library, name);
    }
    (void)pKernel;
    (void)library;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLibraryGetKernelCount,
                       (bd_gen_fn)bd_gen_first_cuLibraryGetKernelCount, "cuLibraryGetKernelCount")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetKernelCount)(count, lib);
    }
    (void)count;
    (void)lib;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary lib)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLibraryEnumerateKernels,
                       (bd_gen_fn)bd_gen_first_cuLibraryEnumerateKernels, "cuLibraryEnumerateKernels")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryEnumerateKernels)(kernels, numKernels, lib);
    }
    (void)kernels;
    (void)numKernels;
    (void)lib;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLibraryGetModule(CUmodule *pMod, CUlibrary library)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLibraryGetModule,
                       (bd_gen_fn)bd_gen_first_cuLibraryGetModule, "cuLibraryGetModule")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetModule)(pMod, library);
    }
    (void)pMod;
    (void)library;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuKernelGetFunction,
                       (bd_gen_fn)bd_gen_first_cuKernelGetFunction, "cuKernelGetFunction")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetFunction)(pFunc, kernel);
    }
    (void)pFunc;
    (void)kernel;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuKernelGetLibrary,
                       (bd_gen_fn)bd_gen_first_cuKernelGetLibrary, "cuKernelGetLibrary")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetLibrary)(pLib, kernel);
    }
    (void)pLib;
    (void)kernel;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLibraryGetGlobal,
                       (bd_gen_fn)bd_gen_first_cuLibraryGetGlobal, "cuLibraryGetGlobal")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetGlobal)(dptr, bytes, library, name);
    }
    (void)dptr;
    (void)bytes;
    (void)library;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLibraryGetManaged,
                       (bd_gen_fn)bd_gen_first_cuLibraryGetManaged, "cuLibraryGetManaged")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetManaged)(dptr, bytes, library, name);
    }
    (void)dptr;
    (void)bytes;
    (void)library;
    (void)name;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLibraryGetUnifiedFunction(void **fptr, CUlibrary library, const char *symbol)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLibraryGetUnifiedFunction,
                       (bd_gen_fn)bd_gen_first_cuLibraryGetUnifiedFunction, "cuLibraryGetUnifiedFunction")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetUnifiedFunction)(fptr, library, symbol);
    }
    (void)fptr;
    (void)library;
    (void)symbol;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuKernelGetAttribute,
                       (bd_gen_fn)bd_gen_first_cuKernelGetAttribute, "cuKernelGetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetAttribute)(pi, attrib, kernel, dev);
    }
    (void)pi;
    (void)attrib;
    (void)kernel;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuKernelSetAttribute,
                       (bd_gen_fn)bd_gen_first_cuKernelSetAttribute, "cuKernelSetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelSetAttribute)(attrib, val, kernel, dev);
    }
    (void)attrib;
    (void)val;
    (void)kernel;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuKernelSetCacheConfig,
                       (bd_gen_fn)bd_gen_first_cuKernelSetCacheConfig, "cuKernelSetCacheConfig")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelSetCacheConfig)(kernel, config, dev);
    }
    (void)kernel;
    (void)config;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuKernelGetName(const char **name, CUkernel hfunc)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuKernelGetName,
                       (bd_gen_fn)bd_gen_first_cuKernelGetName, "cuKernelGetName")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetName)(name, hfunc);
    }
    (void)name;
    (void)hfunc;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuKernelGetParamInfo,
                       (bd_gen_fn)bd_gen_first_cuKernelGetParamInfo, "cuKernelGetParamInfo")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetParamInfo)(kernel, paramIndex, paramOffset, paramSize);
    }
    (void)kernel;
    (void)paramIndex;
    (void)paramOffset;
    (void)paramSize;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemGetInfo(size_t *free, size_t *total)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemGetInfo,
                       (bd_gen_fn)bd_gen_first_cuMemGetInfo, "cuMemGetInfo")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetInfo)(free, total);
    }
    (void)free;
    (void)total;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemAlloc(CUdeviceptr *dptr, size_t bytesize)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemAlloc,
                       (bd_gen_fn)bd_gen_first_cuMemAlloc, "cuMemAlloc")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAlloc)(dptr, bytesize);
    }
    (void)dptr;
    (void)bytesize;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemAllocPitch(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemAllocPitch,
                       (bd_gen_fn)bd_gen_first_cuMemAllocPitch, "cuMemAllocPitch")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocPitch)(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
    }
    (void)dptr;
    (void)pPitch;
    (void)WidthInBytes;
    (void)Height;
    (void)ElementSizeBytes;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemFree(CUdeviceptr dptr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemFree,
                       (bd_gen_fn)bd_gen_first_cuMemFree, "cuMemFree")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFree)(dptr);
    }
    (void)dptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemGetAddressRange(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemGetAddressRange,
                       (bd_gen_fn)bd_gen_first_cuMemGetAddressRange, "cuMemGetAddressRange")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAddressRange)(pbase, psize, dptr);
    }
    (void)pbase;
    (void)psize;
    (void)dptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemAllocHost(void **pp, size_t bytesize)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemAllocHost,
                       (bd_gen_fn)bd_gen_first_cuMemAllocHost, "cuMemAllocHost")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocHost)(pp, bytesize);
    }
    (void)pp;
    (void)bytesize;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemFreeHost(void *p)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemFreeHost,
                       (bd_gen_fn)bd_gen_first_cuMemFreeHost, "cuMemFreeHost")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeHost)(p);
    }
    (void)p;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemHostAlloc,
                       (bd_gen_fn)bd_gen_first_cuMemHostAlloc, "cuMemHostAlloc")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostAlloc)(pp, bytesize, Flags);
    }
    (void)pp;
    (void)bytesize;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemHostGetDevicePointer(CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemHostGetDevicePointer,
                       (bd_gen_fn)bd_gen_first_cuMemHostGetDevicePointer, "cuMemHostGetDevicePointer")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostGetDevicePointer)(pdptr, p, Flags);
    }
    (void)pdptr;
    (void)p;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemHostGetFlags(unsigned int *pFlags, void *p)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemHostGetFlags,
                       (bd_gen_fn)bd_gen_first_cuMemHostGetFlags, "cuMemHostGetFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostGetFlags)(pFlags, p);
    }
    (void)pFlags;
    (void)p;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemAllocManaged,
                       (bd_gen_fn)bd_gen_first_cuMemAllocManaged, "cuMemAllocManaged")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocManaged)(dptr, bytesize, flags);
    }
    (void)dptr;
    (void)bytesize;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceRegisterAsyncNotification(CUdevice device, CUasyncCallback callbackFunc, void *userData, CUasyncCallbackHandle *callback)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceRegisterAsyncNotification,
                       (bd_gen_fn)bd_gen_first_cuDeviceRegisterAsyncNotification, "cuDeviceRegisterAsyncNotification")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceRegisterAsyncNotification)(device, callbackFunc, userData, callback);
    }
    (void)device;
    (void)callbackFunc;
    (void)userData;
    (void)callback;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceUnregisterAsyncNotification(CUdevice device, CUasyncCallbackHandle callback)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceUnregisterAsyncNotification,
                       (bd_gen_fn)bd_gen_first_cuDeviceUnregisterAsyncNotification, "cuDeviceUnregisterAsyncNotification")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceUnregisterAsyncNotification)(device, callback);
    }
    (void)device;
    (void)callback;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetByPCIBusId(CUdevice *dev, const char *pciBusId)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetByPCIBusId,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetByPCIBusId, "cuDeviceGetByPCIBusId")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetByPCIBusId)(dev, pciBusId);
    }
    (void)dev;
    (void)pciBusId;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetPCIBusId,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetPCIBusId, "cuDeviceGetPCIBusId")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetPCIBusId)(pciBusId, len, dev);
    }
    (void)pciBusId;
    (void)len;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuIpcGetEventHandle,
                       (bd_gen_fn)bd_gen_first_cuIpcGetEventHandle, "cuIpcGetEventHandle")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcGetEventHandle)(pHandle, event);
    }
    (void)pHandle;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuIpcOpenEventHandle,
                       (bd_gen_fn)bd_gen_first_cuIpcOpenEventHandle, "cuIpcOpenEventHandle")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcOpenEventHandle)(phEvent, handle);
    }
    (void)phEvent;
    (void)handle;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuIpcGetMemHandle,
                       (bd_gen_fn)bd_gen_first_cuIpcGetMemHandle, "cuIpcGetMemHandle")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcGetMemHandle)(pHandle, dptr);
    }
    (void)pHandle;
    (void)dptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuIpcOpenMemHandle,
                       (bd_gen_fn)bd_gen_first_cuIpcOpenMemHandle, "cuIpcOpenMemHandle")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcOpenMemHandle)(pdptr, handle, Flags);
    }
    (void)pdptr;
    (void)handle;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuIpcCloseMemHandle(CUdeviceptr dptr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuIpcCloseMemHandle,
                       (bd_gen_fn)bd_gen_first_cuIpcCloseMemHandle, "cuIpcCloseMemHandle")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcCloseMemHandle)(dptr);
    }
    (void)dptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemHostRegister(void *p, size_t bytesize, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemHostRegister,
                       (bd_gen_fn)bd_gen_first_cuMemHostRegister, "cuMemHostRegister")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostRegister)(p, bytesize, Flags);
    }
    (void)p;
    (void)bytesize;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemHostUnregister(void *p)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemHostUnregister,
                       (bd_gen_fn)bd_gen_first_cuMemHostUnregister, "cuMemHostUnregister")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostUnregister)(p);
    }
    (void)p;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy,
                       (bd_gen_fn)bd_gen_first_cuMemcpy, "cuMemcpy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy)(dst, src, ByteCount);
    }
    (void)dst;
    (void)src;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy_ptds(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpy_ptds, "cuMemcpy_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy_ptds)(dst, src, ByteCount);
    }
    (void)dst;
    (void)src;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyPeer,
                       (bd_gen_fn)bd_gen_first_cuMemcpyPeer, "cuMemcpyPeer")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeer)(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
    }
    (void)dstDevice;
    (void)dstContext;
    (void)srcDevice;
    (void)srcContext;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyPeer_ptds(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyPeer_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpyPeer_ptds, "cuMemcpyPeer_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeer_ptds)(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
    }
    (void)dstDevice;
    (void)dstContext;
    (void)srcDevice;
    (void)srcContext;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyHtoD(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyHtoD,
                       (bd_gen_fn)bd_gen_first_cuMemcpyHtoD, "cuMemcpyHtoD")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoD)(dstDevice, srcHost, ByteCount);
    }
    (void)dstDevice;
    (void)srcHost;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyHtoD_ptds(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyHtoD_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpyHtoD_ptds, "cuMemcpyHtoD_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoD_ptds)(dstDevice, srcHost, ByteCount);
    }
    (void)dstDevice;
    (void)srcHost;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyDtoH(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyDtoH,
                       (bd_gen_fn)bd_gen_first_cuMemcpyDtoH, "cuMemcpyDtoH")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoH)(dstHost, srcDevice, ByteCount);
    }
    (void)dstHost;
    (void)srcDevice;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyDtoH_ptds(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyDtoH_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpyDtoH_ptds, "cuMemcpyDtoH_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoH_ptds)(dstHost, srcDevice, ByteCount);
    }
    (void)dstHost;
    (void)srcDevice;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyDtoD(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyDtoD,
                       (bd_gen_fn)bd_gen_first_cuMemcpyDtoD, "cuMemcpyDtoD")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoD)(dstDevice, srcDevice, ByteCount);
    }
    (void)dstDevice;
    (void)srcDevice;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyDtoD_ptds(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyDtoD_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpyDtoD_ptds, "cuMemcpyDtoD_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoD_ptds)(dstDevice, srcDevice, ByteCount);
    }
    (void)dstDevice;
    (void)srcDevice;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyDtoA(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyDtoA,
                       (bd_gen_fn)bd_gen_first_cuMemcpyDtoA, "cuMemcpyDtoA")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoA)(dstArray, dstOffset, srcDevice, ByteCount);
    }
    (void)dstArray;
    (void)dstOffset;
    (void)srcDevice;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyDtoA_ptds(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyDtoA_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpyDtoA_ptds, "cuMemcpyDtoA_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoA_ptds)(dstArray, dstOffset, srcDevice, ByteCount);
    }
    (void)dstArray;
    (void)dstOffset;
    (void)srcDevice;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyAtoD(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyAtoD,
                       (bd_gen_fn)bd_gen_first_cuMemcpyAtoD, "cuMemcpyAtoD")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoD)(dstDevice, srcArray, srcOffset, ByteCount);
    }
    (void)dstDevice;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyAtoD_ptds(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyAtoD_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpyAtoD_ptds, "cuMemcpyAtoD_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoD_ptds)(dstDevice, srcArray, srcOffset, ByteCount);
    }
    (void)dstDevice;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyHtoA(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyHtoA,
                       (bd_gen_fn)bd_gen_first_cuMemcpyHtoA, "cuMemcpyHtoA")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoA)(dstArray, dstOffset, srcHost, ByteCount);
    }
    (void)dstArray;
    (void)dstOffset;
    (void)srcHost;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyHtoA_ptds(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyHtoA_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpyHtoA_ptds, "cuMemcpyHtoA_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoA_ptds)(dstArray, dstOffset, srcHost, ByteCount);
    }
    (void)dstArray;
    (void)dstOffset;
    (void)srcHost;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyAtoH(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyAtoH,
                       (bd_gen_fn)bd_gen_first_cuMemcpyAtoH, "cuMemcpyAtoH")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoH)(dstHost, srcArray, srcOffset, ByteCount);
    }
    (void)dstHost;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyAtoH_ptds(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyAtoH_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpyAtoH_ptds, "cuMemcpyAtoH_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoH_ptds)(dstHost, srcArray, srcOffset, ByteCount);
    }
    (void)dstHost;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyAtoA(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyAtoA,
                       (bd_gen_fn)bd_gen_first_cuMemcpyAtoA, "cuMemcpyAtoA")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoA)(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
    }
    (void)dstArray;
    (void)dstOffset;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyAtoA_ptds(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyAtoA_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpyAtoA_ptds, "cuMemcpyAtoA_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoA_ptds)(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
    }
    (void)dstArray;
    (void)dstOffset;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy2D(const CUDA_MEMCPY2D *pCopy)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy2D,
                       (bd_gen_fn)bd_gen_first_cuMemcpy2D, "cuMemcpy2D")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2D)(pCopy);
    }
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy2D_ptds(const CUDA_MEMCPY2D *pCopy)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy2D_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpy2D_ptds, "cuMemcpy2D_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2D_ptds)(pCopy);
    }
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *pCopy)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy2DUnaligned,
                       (bd_gen_fn)bd_gen_first_cuMemcpy2DUnaligned, "cuMemcpy2DUnaligned")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DUnaligned)(pCopy);
    }
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy2DUnaligned_ptds(const CUDA_MEMCPY2D *pCopy)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy2DUnaligned_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpy2DUnaligned_ptds, "cuMemcpy2DUnaligned_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DUnaligned_ptds)(pCopy);
    }
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy3D(const CUDA_MEMCPY3D *pCopy)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy3D,
                       (bd_gen_fn)bd_gen_first_cuMemcpy3D, "cuMemcpy3D")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3D)(pCopy);
    }
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy3D_ptds(const CUDA_MEMCPY3D *pCopy)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy3D_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpy3D_ptds, "cuMemcpy3D_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3D_ptds)(pCopy);
    }
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy3DPeer(const CUDA_MEMCPY3D_PEER *pCopy)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy3DPeer,
                       (bd_gen_fn)bd_gen_first_cuMemcpy3DPeer, "cuMemcpy3DPeer")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeer)(pCopy);
    }
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy3DPeer_ptds(const CUDA_MEMCPY3D_PEER *pCopy)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy3DPeer_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemcpy3DPeer_ptds, "cuMemcpy3DPeer_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeer_ptds)(pCopy);
    }
    (void)pCopy;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpyAsync, "cuMemcpyAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAsync)(dst, src, ByteCount, hStream);
    }
    (void)dst;
    (void)src;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyAsync_ptsz(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpyAsync_ptsz, "cuMemcpyAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAsync_ptsz)(dst, src, ByteCount, hStream);
    }
    (void)dst;
    (void)src;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyPeerAsync(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyPeerAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpyPeerAsync, "cuMemcpyPeerAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeerAsync)(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
    }
    (void)dstDevice;
    (void)dstContext;
    (void)srcDevice;
    (void)srcContext;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyPeerAsync_ptsz(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyPeerAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpyPeerAsync_ptsz, "cuMemcpyPeerAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeerAsync_ptsz)(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
    }
    (void)dstDevice;
    (void)dstContext;
    (void)srcDevice;
    (void)srcContext;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyHtoDAsync(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyHtoDAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoDAsync)(dstDevice, srcHost, ByteCount, hStream);
    }
    (void)dstDevice;
    (void)srcHost;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyHtoDAsync_ptsz(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyHtoDAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpyHtoDAsync_ptsz, "cuMemcpyHtoDAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoDAsync_ptsz)(dstDevice, srcHost, ByteCount, hStream);
    }
    (void)dstDevice;
    (void)srcHost;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyDtoHAsync(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyDtoHAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoHAsync)(dstHost, srcDevice, ByteCount, hStream);
    }
    (void)dstHost;
    (void)srcDevice;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyDtoHAsync_ptsz(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyDtoHAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpyDtoHAsync_ptsz, "cuMemcpyDtoHAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoHAsync_ptsz)(dstHost, srcDevice, ByteCount, hStream);
    }
    (void)dstHost;
    (void)srcDevice;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyDtoDAsync(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyDtoDAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoDAsync)(dstDevice, srcDevice, ByteCount, hStream);
    }
    (void)dstDevice;
    (void)srcDevice;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyDtoDAsync_ptsz(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyDtoDAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpyDtoDAsync_ptsz, "cuMemcpyDtoDAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoDAsync_ptsz)(dstDevice, srcDevice, ByteCount, hStream);
    }
    (void)dstDevice;
    (void)srcDevice;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyHtoAAsync(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyHtoAAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpyHtoAAsync, "cuMemcpyHtoAAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoAAsync)(dstArray, dstOffset, srcHost, ByteCount, hStream);
    }
    (void)dstArray;
    (void)dstOffset;
    (void)srcHost;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyHtoAAsync_ptsz(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyHtoAAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpyHtoAAsync_ptsz, "cuMemcpyHtoAAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoAAsync_ptsz)(dstArray, dstOffset, srcHost, ByteCount, hStream);
    }
    (void)dstArray;
    (void)dstOffset;
    (void)srcHost;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyAtoHAsync(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyAtoHAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpyAtoHAsync, "cuMemcpyAtoHAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoHAsync)(dstHost, srcArray, srcOffset, ByteCount, hStream);
    }
    (void)dstHost;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyAtoHAsync_ptsz(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyAtoHAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpyAtoHAsync_ptsz, "cuMemcpyAtoHAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoHAsync_ptsz)(dstHost, srcArray, srcOffset, ByteCount, hStream);
    }
    (void)dstHost;
    (void)srcArray;
    (void)srcOffset;
    (void)ByteCount;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy2DAsync(const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy2DAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpy2DAsync, "cuMemcpy2DAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DAsync)(pCopy, hStream);
    }
    (void)pCopy;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy2DAsync_ptsz(const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy2DAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpy2DAsync_ptsz, "cuMemcpy2DAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DAsync_ptsz)(pCopy, hStream);
    }
    (void)pCopy;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy3DAsync(const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy3DAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpy3DAsync, "cuMemcpy3DAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DAsync)(pCopy, hStream);
    }
    (void)pCopy;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy3DAsync_ptsz(const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy3DAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpy3DAsync_ptsz, "cuMemcpy3DAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DAsync_ptsz)(pCopy, hStream);
    }
    (void)pCopy;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy3DPeerAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpy3DPeerAsync, "cuMemcpy3DPeerAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeerAsync)(pCopy, hStream);
    }
    (void)pCopy;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy3DPeerAsync_ptsz(const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy3DPeerAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpy3DPeerAsync_ptsz, "cuMemcpy3DPeerAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeerAsync_ptsz)(pCopy, hStream);
    }
    (void)pCopy;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpyBatchAsync(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyBatchAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpyBatchAsync, "cuMemcpyBatchAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyBatchAsync)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
    }
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

static CUresult bd_gen_first_cuMemcpyBatchAsync_ptsz(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpyBatchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpyBatchAsync_ptsz, "cuMemcpyBatchAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyBatchAsync_ptsz)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
    }
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

static CUresult bd_gen_first_cuMemcpy3DBatchAsync(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy3DBatchAsync,
                       (bd_gen_fn)bd_gen_first_cuMemcpy3DBatchAsync, "cuMemcpy3DBatchAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DBatchAsync)(numOps, opList, flags, hStream);
    }
    (void)numOps;
    (void)opList;
    (void)flags;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemcpy3DBatchAsync_ptsz(size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemcpy3DBatchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemcpy3DBatchAsync_ptsz, "cuMemcpy3DBatchAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DBatchAsync_ptsz)(numOps, opList, flags, hStream);
    }
    (void)numOps;
    (void)opList;
    (void)flags;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD8(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD8,
                       (bd_gen_fn)bd_gen_first_cuMemsetD8, "cuMemsetD8")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8)(dstDevice, uc, N);
    }
    (void)dstDevice;
    (void)uc;
    (void)N;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD8_ptds(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD8_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemsetD8_ptds, "cuMemsetD8_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8_ptds)(dstDevice, uc, N);
    }
    (void)dstDevice;
    (void)uc;
    (void)N;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD16(CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD16,
                       (bd_gen_fn)bd_gen_first_cuMemsetD16, "cuMemsetD16")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16)(dstDevice, us, N);
    }
    (void)dstDevice;
    (void)us;
    (void)N;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD16_ptds(CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD16_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemsetD16_ptds, "cuMemsetD16_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16_ptds)(dstDevice, us, N);
    }
    (void)dstDevice;
    (void)us;
    (void)N;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD32(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD32,
                       (bd_gen_fn)bd_gen_first_cuMemsetD32, "cuMemsetD32")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32)(dstDevice, ui, N);
    }
    (void)dstDevice;
    (void)ui;
    (void)N;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD32_ptds(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD32_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemsetD32_ptds, "cuMemsetD32_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32_ptds)(dstDevice, ui, N);
    }
    (void)dstDevice;
    (void)ui;
    (void)N;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D8(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D8,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D8, "cuMemsetD2D8")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8)(dstDevice, dstPitch, uc, Width, Height);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)uc;
    (void)Width;
    (void)Height;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D8_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D8_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D8_ptds, "cuMemsetD2D8_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8_ptds)(dstDevice, dstPitch, uc, Width, Height);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)uc;
    (void)Width;
    (void)Height;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D16(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D16,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D16, "cuMemsetD2D16")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16)(dstDevice, dstPitch, us, Width, Height);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)us;
    (void)Width;
    (void)Height;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D16_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D16_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D16_ptds, "cuMemsetD2D16_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16_ptds)(dstDevice, dstPitch, us, Width, Height);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)us;
    (void)Width;
    (void)Height;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D32(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D32,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D32, "cuMemsetD2D32")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32)(dstDevice, dstPitch, ui, Width, Height);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)ui;
    (void)Width;
    (void)Height;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D32_ptds(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D32_ptds,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D32_ptds, "cuMemsetD2D32_ptds")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32_ptds)(dstDevice, dstPitch, ui, Width, Height);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)ui;
    (void)Width;
    (void)Height;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD8Async,
                       (bd_gen_fn)bd_gen_first_cuMemsetD8Async, "cuMemsetD8Async")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8Async)(dstDevice, uc, N, hStream);
    }
    (void)dstDevice;
    (void)uc;
    (void)N;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD8Async_ptsz(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD8Async_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemsetD8Async_ptsz, "cuMemsetD8Async_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8Async_ptsz)(dstDevice, uc, N, hStream);
    }
    (void)dstDevice;
    (void)uc;
    (void)N;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD16Async(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD16Async,
                       (bd_gen_fn)bd_gen_first_cuMemsetD16Async, "cuMemsetD16Async")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16Async)(dstDevice, us, N, hStream);
    }
    (void)dstDevice;
    (void)us;
    (void)N;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD16Async_ptsz(CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD16Async_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemsetD16Async_ptsz, "cuMemsetD16Async_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16Async_ptsz)(dstDevice, us, N, hStream);
    }
    (void)dstDevice;
    (void)us;
    (void)N;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD32Async,
                       (bd_gen_fn)bd_gen_first_cuMemsetD32Async, "cuMemsetD32Async")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32Async)(dstDevice, ui, N, hStream);
    }
    (void)dstDevice;
    (void)ui;
    (void)N;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD32Async_ptsz(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD32Async_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemsetD32Async_ptsz, "cuMemsetD32Async_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32Async_ptsz)(dstDevice, ui, N, hStream);
    }
    (void)dstDevice;
    (void)ui;
    (void)N;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D8Async,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D8Async, "cuMemsetD2D8Async")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8Async)(dstDevice, dstPitch, uc, Width, Height, hStream);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)uc;
    (void)Width;
    (void)Height;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D8Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D8Async_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D8Async_ptsz, "cuMemsetD2D8Async_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8Async_ptsz)(dstDevice, dstPitch, uc, Width, Height, hStream);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)uc;
    (void)Width;
    (void)Height;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D16Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D16Async,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D16Async, "cuMemsetD2D16Async")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16Async)(dstDevice, dstPitch, us, Width, Height, hStream);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)us;
    (void)Width;
    (void)Height;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D16Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D16Async_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D16Async_ptsz, "cuMemsetD2D16Async_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16Async_ptsz)(dstDevice, dstPitch, us, Width, Height, hStream);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)us;
    (void)Width;
    (void)Height;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D32Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D32Async,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D32Async, "cuMemsetD2D32Async")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32Async)(dstDevice, dstPitch, ui, Width, Height, hStream);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)ui;
    (void)Width;
    (void)Height;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemsetD2D32Async_ptsz(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemsetD2D32Async_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemsetD2D32Async_ptsz, "cuMemsetD2D32Async_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32Async_ptsz)(dstDevice, dstPitch, ui, Width, Height, hStream);
    }
    (void)dstDevice;
    (void)dstPitch;
    (void)ui;
    (void)Width;
    (void)Height;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuArrayCreate(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuArrayCreate,
                       (bd_gen_fn)bd_gen_first_cuArrayCreate, "cuArrayCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayCreate)(pHandle, pAllocateArray);
    }
    (void)pHandle;
    (void)pAllocateArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuArrayGetDescriptor,
                       (bd_gen_fn)bd_gen_first_cuArrayGetDescriptor, "cuArrayGetDescriptor")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetDescriptor)(pArrayDescriptor, hArray);
    }
    (void)pArrayDescriptor;
    (void)hArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuArrayGetSparseProperties,
                       (bd_gen_fn)bd_gen_first_cuArrayGetSparseProperties, "cuArrayGetSparseProperties")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetSparseProperties)(sparseProperties, array);
    }
    (void)sparseProperties;
    (void)array;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMipmappedArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMipmappedArrayGetSparseProperties,
                       (bd_gen_fn)bd_gen_first_cuMipmappedArrayGetSparseProperties, "cuMipmappedArrayGetSparseProperties")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetSparseProperties)(sparseProperties, mipmap);
    }
    (void)sparseProperties;
    (void)mipmap;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuArrayGetMemoryRequirements,
                       (bd_gen_fn)bd_gen_first_cuArrayGetMemoryRequirements, "cuArrayGetMemoryRequirements")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetMemoryRequirements)(memoryRequirements, array, device);
    }
    (void)memoryRequirements;
    (void)array;
    (void)device;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMipmappedArrayGetMemoryRequirements,
                       (bd_gen_fn)bd_gen_first_cuMipmappedArrayGetMemoryRequirements, "cuMipmappedArrayGetMemoryRequirements")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetMemoryRequirements)(memoryRequirements, mipmap, device);
    }
    (void)memoryRequirements;
    (void)mipmap;
    (void)device;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuArrayGetPlane(CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuArrayGetPlane,
                       (bd_gen_fn)bd_gen_first_cuArrayGetPlane, "cuArrayGetPlane")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetPlane)(pPlaneArray, hArray, planeIdx);
    }
    (void)pPlaneArray;
    (void)hArray;
    (void)planeIdx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuArrayDestroy(CUarray hArray)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuArrayDestroy,
                       (bd_gen_fn)bd_gen_first_cuArrayDestroy, "cuArrayDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayDestroy)(hArray);
    }
    (void)hArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuArray3DCreate(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuArray3DCreate,
                       (bd_gen_fn)bd_gen_first_cuArray3DCreate, "cuArray3DCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArray3DCreate)(pHandle, pAllocateArray);
    }
    (void)pHandle;
    (void)pAllocateArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuArray3DGetDescriptor,
                       (bd_gen_fn)bd_gen_first_cuArray3DGetDescriptor, "cuArray3DGetDescriptor")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArray3DGetDescriptor)(pArrayDescriptor, hArray);
    }
    (void)pArrayDescriptor;
    (void)hArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMipmappedArrayCreate(CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMipmappedArrayCreate,
                       (bd_gen_fn)bd_gen_first_cuMipmappedArrayCreate, "cuMipmappedArrayCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayCreate)(pHandle, pMipmappedArrayDesc, numMipmapLevels);
    }
    (void)pHandle;
    (void)pMipmappedArrayDesc;
    (void)numMipmapLevels;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMipmappedArrayGetLevel,
                       (bd_gen_fn)bd_gen_first_cuMipmappedArrayGetLevel, "cuMipmappedArrayGetLevel")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetLevel)(pLevelArray, hMipmappedArray, level);
    }
    (void)pLevelArray;
    (void)hMipmappedArray;
    (void)level;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMipmappedArrayDestroy,
                       (bd_gen_fn)bd_gen_first_cuMipmappedArrayDestroy, "cuMipmappedArrayDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayDestroy)(hMipmappedArray);
    }
    (void)hMipmappedArray;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemGetHandleForAddressRange(void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemGetHandleForAddressRange,
                       (bd_gen_fn)bd_gen_first_cuMemGetHandleForAddressRange, "cuMemGetHandleForAddressRange")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetHandleForAddressRange)(handle, dptr, size, handleType, flags);
    }
    (void)handle;
    (void)dptr;
    (void)size;
    (void)handleType;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemBatchDecompressAsync(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemBatchDecompressAsync,
                       (bd_gen_fn)bd_gen_first_cuMemBatchDecompressAsync, "cuMemBatchDecompressAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemBatchDecompressAsync)(paramsArray, count, flags, errorIndex, stream);
    }
    (void)paramsArray;
    (void)count;
    (void)flags;
    (void)errorIndex;
    (void)stream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemBatchDecompressAsync_ptsz(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemBatchDecompressAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemBatchDecompressAsync_ptsz, "cuMemBatchDecompressAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemBatchDecompressAsync_ptsz)(paramsArray, count, flags, errorIndex, stream);
    }
    (void)paramsArray;
    (void)count;
    (void)flags;
    (void)errorIndex;
    (void)stream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemAddressReserve,
                       (bd_gen_fn)bd_gen_first_cuMemAddressReserve, "cuMemAddressReserve")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAddressReserve)(ptr, size, alignment, addr, flags);
    }
    (void)ptr;
    (void)size;
    (void)alignment;
    (void)addr;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemAddressFree(CUdeviceptr ptr, size_t size)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemAddressFree,
                       (bd_gen_fn)bd_gen_first_cuMemAddressFree, "cuMemAddressFree")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAddressFree)(ptr, size);
    }
    (void)ptr;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemCreate,
                       (bd_gen_fn)bd_gen_first_cuMemCreate, "cuMemCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemCreate)(handle, size, prop, flags);
    }
    (void)handle;
    (void)size;
    (void)prop;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemRelease(CUmemGenericAllocationHandle handle)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemRelease,
                       (bd_gen_fn)bd_gen_first_cuMemRelease, "cuMemRelease")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRelease)(handle);
    }
    (void)handle;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemMap,
                       (bd_gen_fn)bd_gen_first_cuMemMap, "cuMemMap")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMap)(ptr, size, offset, handle, flags);
    }
    (void)ptr;
    (void)size;
    (void)offset;
    (void)handle;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemMapArrayAsync(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemMapArrayAsync,
                       (bd_gen_fn)bd_gen_first_cuMemMapArrayAsync, "cuMemMapArrayAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMapArrayAsync)(mapInfoList, count, hStream);
    }
    (void)mapInfoList;
    (void)count;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemMapArrayAsync_ptsz(CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemMapArrayAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemMapArrayAsync_ptsz, "cuMemMapArrayAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMapArrayAsync_ptsz)(mapInfoList, count, hStream);
    }
    (void)mapInfoList;
    (void)count;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemUnmap(CUdeviceptr ptr, size_t size)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemUnmap,
                       (bd_gen_fn)bd_gen_first_cuMemUnmap, "cuMemUnmap")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemUnmap)(ptr, size);
    }
    (void)ptr;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemSetAccess,
                       (bd_gen_fn)bd_gen_first_cuMemSetAccess, "cuMemSetAccess")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemSetAccess)(ptr, size, desc, count);
    }
    (void)ptr;
    (void)size;
    (void)desc;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemGetAccess,
                       (bd_gen_fn)bd_gen_first_cuMemGetAccess, "cuMemGetAccess")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAccess)(flags, location, ptr);
    }
    (void)flags;
    (void)location;
    (void)ptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemExportToShareableHandle(void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemExportToShareableHandle,
                       (bd_gen_fn)bd_gen_first_cuMemExportToShareableHandle, "cuMemExportToShareableHandle")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemExportToShareableHandle)(shareableHandle, handle, handleType, flags);
    }
    (void)shareableHandle;
    (void)handle;
    (void)handleType;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemImportFromShareableHandle,
                       (bd_gen_fn)bd_gen_first_cuMemImportFromShareableHandle, "cuMemImportFromShareableHandle")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemImportFromShareableHandle)(handle, osHandle, shHandleType);
    }
    (void)handle;
    (void)osHandle;
    (void)shHandleType;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop, CUmemAllocationGranularity_flags option)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemGetAllocationGranularity,
                       (bd_gen_fn)bd_gen_first_cuMemGetAllocationGranularity, "cuMemGetAllocationGranularity")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAllocationGranularity)(granularity, prop, option);
    }
    (void)granularity;
    (void)prop;
    (void)option;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemGetAllocationPropertiesFromHandle,
                       (bd_gen_fn)bd_gen_first_cuMemGetAllocationPropertiesFromHandle, "cuMemGetAllocationPropertiesFromHandle")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAllocationPropertiesFromHandle)(prop, handle);
    }
    (void)prop;
    (void)handle;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemRetainAllocationHandle,
                       (bd_gen_fn)bd_gen_first_cuMemRetainAllocationHandle, "cuMemRetainAllocationHandle")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRetainAllocationHandle)(handle, addr);
    }
    (void)handle;
    (void)addr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemFreeAsync,
                       (bd_gen_fn)bd_gen_first_cuMemFreeAsync, "cuMemFreeAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeAsync)(dptr, hStream);
    }
    (void)dptr;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemFreeAsync_ptsz(CUdeviceptr dptr, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemFreeAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemFreeAsync_ptsz, "cuMemFreeAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeAsync_ptsz)(dptr, hStream);
    }
    (void)dptr;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemAllocAsync,
                       (bd_gen_fn)bd_gen_first_cuMemAllocAsync, "cuMemAllocAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocAsync)(dptr, bytesize, hStream);
    }
    (void)dptr;
    (void)bytesize;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemAllocAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemAllocAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemAllocAsync_ptsz, "cuMemAllocAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocAsync_ptsz)(dptr, bytesize, hStream);
    }
    (void)dptr;
    (void)bytesize;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPoolTrimTo,
                       (bd_gen_fn)bd_gen_first_cuMemPoolTrimTo, "cuMemPoolTrimTo")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolTrimTo)(pool, minBytesToKeep);
    }
    (void)pool;
    (void)minBytesToKeep;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPoolSetAttribute,
                       (bd_gen_fn)bd_gen_first_cuMemPoolSetAttribute, "cuMemPoolSetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolSetAttribute)(pool, attr, value);
    }
    (void)pool;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPoolGetAttribute,
                       (bd_gen_fn)bd_gen_first_cuMemPoolGetAttribute, "cuMemPoolGetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolGetAttribute)(pool, attr, value);
    }
    (void)pool;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPoolSetAccess,
                       (bd_gen_fn)bd_gen_first_cuMemPoolSetAccess, "cuMemPoolSetAccess")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolSetAccess)(pool, map, count);
    }
    (void)pool;
    (void)map;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPoolGetAccess,
                       (bd_gen_fn)bd_gen_first_cuMemPoolGetAccess, "cuMemPoolGetAccess")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolGetAccess)(flags, memPool, location);
    }
    (void)flags;
    (void)memPool;
    (void)location;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPoolCreate,
                       (bd_gen_fn)bd_gen_first_cuMemPoolCreate, "cuMemPoolCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolCreate)(pool, poolProps);
    }
    (void)pool;
    (void)poolProps;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPoolDestroy(CUmemoryPool pool)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPoolDestroy,
                       (bd_gen_fn)bd_gen_first_cuMemPoolDestroy, "cuMemPoolDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolDestroy)(pool);
    }
    (void)pool;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemGetDefaultMemPool(CUmemoryPool *pool_out, CUmemLocation *location, CUmemAllocationType type)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemGetDefaultMemPool,
                       (bd_gen_fn)bd_gen_first_cuMemGetDefaultMemPool, "cuMemGetDefaultMemPool")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetDefaultMemPool)(pool_out, location, type);
    }
    (void)pool_out;
    (void)location;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemGetMemPool(CUmemoryPool *pool, CUmemLocation *location, CUmemAllocationType type)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemGetMemPool,
                       (bd_gen_fn)bd_gen_first_cuMemGetMemPool, "cuMemGetMemPool")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetMemPool)(pool, location, type);
    }
    (void)pool;
    (void)location;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemSetMemPool(CUmemLocation *location, CUmemAllocationType type, CUmemoryPool pool)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemSetMemPool,
                       (bd_gen_fn)bd_gen_first_cuMemSetMemPool, "cuMemSetMemPool")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemSetMemPool)(location, type, pool);
    }
    (void)location;
    (void)type;
    (void)pool;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemAllocFromPoolAsync,
                       (bd_gen_fn)bd_gen_first_cuMemAllocFromPoolAsync, "cuMemAllocFromPoolAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocFromPoolAsync)(dptr, bytesize, pool, hStream);
    }
    (void)dptr;
    (void)bytesize;
    (void)pool;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemAllocFromPoolAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemAllocFromPoolAsync_ptsz, "cuMemAllocFromPoolAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocFromPoolAsync_ptsz)(dptr, bytesize, pool, hStream);
    }
    (void)dptr;
    (void)bytesize;
    (void)pool;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPoolExportToShareableHandle(void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPoolExportToShareableHandle,
                       (bd_gen_fn)bd_gen_first_cuMemPoolExportToShareableHandle, "cuMemPoolExportToShareableHandle")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolExportToShareableHandle)(handle_out, pool, handleType, flags);
    }
    (void)handle_out;
    (void)pool;
    (void)handleType;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPoolImportFromShareableHandle(CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPoolImportFromShareableHandle,
                       (bd_gen_fn)bd_gen_first_cuMemPoolImportFromShareableHandle, "cuMemPoolImportFromShareableHandle")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolImportFromShareableHandle)(pool_out, handle, handleType, flags);
    }
    (void)pool_out;
    (void)handle;
    (void)handleType;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPoolExportPointer(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPoolExportPointer,
                       (bd_gen_fn)bd_gen_first_cuMemPoolExportPointer, "cuMemPoolExportPointer")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolExportPointer)(shareData_out, ptr);
    }
    (void)shareData_out;
    (void)ptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPoolImportPointer(CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPoolImportPointer,
                       (bd_gen_fn)bd_gen_first_cuMemPoolImportPointer, "cuMemPoolImportPointer")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolImportPointer)(ptr_out, pool, shareData);
    }
    (void)ptr_out;
    (void)pool;
    (void)shareData;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMulticastCreate(CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMulticastCreate,
                       (bd_gen_fn)bd_gen_first_cuMulticastCreate, "cuMulticastCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastCreate)(mcHandle, prop);
    }
    (void)mcHandle;
    (void)prop;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMulticastAddDevice(CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMulticastAddDevice,
                       (bd_gen_fn)bd_gen_first_cuMulticastAddDevice, "cuMulticastAddDevice")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastAddDevice)(mcHandle, dev);
    }
    (void)mcHandle;
    (void)dev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMulticastBindMem(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMulticastBindMem,
                       (bd_gen_fn)bd_gen_first_cuMulticastBindMem, "cuMulticastBindMem")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastBindMem)(mcHandle, mcOffset, memHandle, memOffset, size, flags);
    }
    (void)mcHandle;
    (void)mcOffset;
    (void)memHandle;
    (void)memOffset;
    (void)size;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMulticastBindAddr(CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMulticastBindAddr,
                       (bd_gen_fn)bd_gen_first_cuMulticastBindAddr, "cuMulticastBindAddr")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastBindAddr)(mcHandle, mcOffset, memptr, size, flags);
    }
    (void)mcHandle;
    (void)mcOffset;
    (void)memptr;
    (void)size;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMulticastUnbind(CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMulticastUnbind,
                       (bd_gen_fn)bd_gen_first_cuMulticastUnbind, "cuMulticastUnbind")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastUnbind)(mcHandle, dev, mcOffset, size);
    }
    (void)mcHandle;
    (void)dev;
    (void)mcOffset;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMulticastGetGranularity(size_t *granularity, const CUmulticastObjectProp *prop, CUmulticastGranularity_flags option)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMulticastGetGranularity,
                       (bd_gen_fn)bd_gen_first_cuMulticastGetGranularity, "cuMulticastGetGranularity")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastGetGranularity)(granularity, prop, option);
    }
    (void)granularity;
    (void)prop;
    (void)option;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuPointerGetAttribute,
                       (bd_gen_fn)bd_gen_first_cuPointerGetAttribute, "cuPointerGetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerGetAttribute)(data, attribute, ptr);
    }
    (void)data;
    (void)attribute;
    (void)ptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPrefetchAsync,
                       (bd_gen_fn)bd_gen_first_cuMemPrefetchAsync, "cuMemPrefetchAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchAsync)(devPtr, count, location, flags, hStream);
    }
    (void)devPtr;
    (void)count;
    (void)location;
    (void)flags;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPrefetchAsync_ptsz(CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPrefetchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemPrefetchAsync_ptsz, "cuMemPrefetchAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchAsync_ptsz)(devPtr, count, location, flags, hStream);
    }
    (void)devPtr;
    (void)count;
    (void)location;
    (void)flags;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemAdvise,
                       (bd_gen_fn)bd_gen_first_cuMemAdvise, "cuMemAdvise")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAdvise)(devPtr, count, advice, location);
    }
    (void)devPtr;
    (void)count;
    (void)advice;
    (void)location;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPrefetchBatchAsync,
                       (bd_gen_fn)bd_gen_first_cuMemPrefetchBatchAsync, "cuMemPrefetchBatchAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    }
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

static CUresult bd_gen_first_cuMemPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemPrefetchBatchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemPrefetchBatchAsync_ptsz, "cuMemPrefetchBatchAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    }
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

static CUresult bd_gen_first_cuMemDiscardBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemDiscardBatchAsync,
                       (bd_gen_fn)bd_gen_first_cuMemDiscardBatchAsync, "cuMemDiscardBatchAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardBatchAsync)(dptrs, sizes, count, flags, hStream);
    }
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)flags;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemDiscardBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemDiscardBatchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemDiscardBatchAsync_ptsz, "cuMemDiscardBatchAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardBatchAsync_ptsz)(dptrs, sizes, count, flags, hStream);
    }
    (void)dptrs;
    (void)sizes;
    (void)count;
    (void)flags;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemDiscardAndPrefetchBatchAsync,
                       (bd_gen_fn)bd_gen_first_cuMemDiscardAndPrefetchBatchAsync, "cuMemDiscardAndPrefetchBatchAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardAndPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    }
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

static CUresult bd_gen_first_cuMemDiscardAndPrefetchBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemDiscardAndPrefetchBatchAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuMemDiscardAndPrefetchBatchAsync_ptsz, "cuMemDiscardAndPrefetchBatchAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardAndPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    }
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

static CUresult bd_gen_first_cuMemRangeGetAttribute(void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemRangeGetAttribute,
                       (bd_gen_fn)bd_gen_first_cuMemRangeGetAttribute, "cuMemRangeGetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRangeGetAttribute)(data, dataSize, attribute, devPtr, count);
    }
    (void)data;
    (void)dataSize;
    (void)attribute;
    (void)devPtr;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuMemRangeGetAttributes(void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuMemRangeGetAttributes,
                       (bd_gen_fn)bd_gen_first_cuMemRangeGetAttributes, "cuMemRangeGetAttributes")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRangeGetAttributes)(data, dataSizes, attributes, numAttributes, devPtr, count);
    }
    (void)data;
    (void)dataSizes;
    (void)attributes;
    (void)numAttributes;
    (void)devPtr;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuPointerSetAttribute(const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuPointerSetAttribute,
                       (bd_gen_fn)bd_gen_first_cuPointerSetAttribute, "cuPointerSetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerSetAttribute)(value, attribute, ptr);
    }
    (void)value;
    (void)attribute;
    (void)ptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuPointerGetAttributes(unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuPointerGetAttributes,
                       (bd_gen_fn)bd_gen_first_cuPointerGetAttributes, "cuPointerGetAttributes")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerGetAttributes)(numAttributes, attributes, data, ptr);
    }
    (void)numAttributes;
    (void)attributes;
    (void)data;
    (void)ptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamCreate(CUstream *phStream, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamCreate,
                       (bd_gen_fn)bd_gen_first_cuStreamCreate, "cuStreamCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCreate)(phStream, Flags);
    }
    (void)phStream;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamCreateWithPriority,
                       (bd_gen_fn)bd_gen_first_cuStreamCreateWithPriority, "cuStreamCreateWithPriority")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCreateWithPriority)(phStream, flags, priority);
    }
    (void)phStream;
    (void)flags;
    (void)priority;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetPriority(CUstream hStream, int *priority)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetPriority,
                       (bd_gen_fn)bd_gen_first_cuStreamGetPriority, "cuStreamGetPriority")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetPriority)(hStream, priority);
    }
    (void)hStream;
    (void)priority;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetPriority_ptsz(CUstream hStream, int *priority)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetPriority_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamGetPriority_ptsz, "cuStreamGetPriority_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetPriority_ptsz)(hStream, priority);
    }
    (void)hStream;
    (void)priority;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetDevice(CUstream hStream, CUdevice *device)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetDevice,
                       (bd_gen_fn)bd_gen_first_cuStreamGetDevice, "cuStreamGetDevice")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetDevice)(hStream, device);
    }
    (void)hStream;
    (void)device;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetDevice_ptsz(CUstream hStream, CUdevice *device)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetDevice_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamGetDevice_ptsz, "cuStreamGetDevice_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetDevice_ptsz)(hStream, device);
    }
    (void)hStream;
    (void)device;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetFlags(CUstream hStream, unsigned int *flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetFlags,
                       (bd_gen_fn)bd_gen_first_cuStreamGetFlags, "cuStreamGetFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetFlags)(hStream, flags);
    }
    (void)hStream;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetFlags_ptsz(CUstream hStream, unsigned int *flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetFlags_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamGetFlags_ptsz, "cuStreamGetFlags_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetFlags_ptsz)(hStream, flags);
    }
    (void)hStream;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetId(CUstream hStream, unsigned long long *streamId)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetId,
                       (bd_gen_fn)bd_gen_first_cuStreamGetId, "cuStreamGetId")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetId)(hStream, streamId);
    }
    (void)hStream;
    (void)streamId;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetId_ptsz(CUstream hStream, unsigned long long *streamId)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetId_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamGetId_ptsz, "cuStreamGetId_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetId_ptsz)(hStream, streamId);
    }
    (void)hStream;
    (void)streamId;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetCtx(CUstream hStream, CUcontext *pctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetCtx,
                       (bd_gen_fn)bd_gen_first_cuStreamGetCtx, "cuStreamGetCtx")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx)(hStream, pctx);
    }
    (void)hStream;
    (void)pctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetCtx_ptsz(CUstream hStream, CUcontext *pctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetCtx_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamGetCtx_ptsz, "cuStreamGetCtx_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_ptsz)(hStream, pctx);
    }
    (void)hStream;
    (void)pctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetCtx_v2(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetCtx_v2,
                       (bd_gen_fn)bd_gen_first_cuStreamGetCtx_v2, "cuStreamGetCtx_v2")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_v2)(hStream, pCtx, pGreenCtx);
    }
    (void)hStream;
    (void)pCtx;
    (void)pGreenCtx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetCtx_v2_ptsz(CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetCtx_v2_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamGetCtx_v2_ptsz, "cuStreamGetCtx_v2_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_v2_ptsz)(hStream, pCtx, pGreenCtx);
    }
    (void)hStream;
    (void)pCtx;
    (void)pGreenCtx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamWaitEvent,
                       (bd_gen_fn)bd_gen_first_cuStreamWaitEvent, "cuStreamWaitEvent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitEvent)(hStream, hEvent, Flags);
    }
    (void)hStream;
    (void)hEvent;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamWaitEvent_ptsz(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamWaitEvent_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamWaitEvent_ptsz, "cuStreamWaitEvent_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitEvent_ptsz)(hStream, hEvent, Flags);
    }
    (void)hStream;
    (void)hEvent;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamAddCallback(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamAddCallback,
                       (bd_gen_fn)bd_gen_first_cuStreamAddCallback, "cuStreamAddCallback")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAddCallback)(hStream, callback, userData, flags);
    }
    (void)hStream;
    (void)callback;
    (void)userData;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamAddCallback_ptsz(CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamAddCallback_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamAddCallback_ptsz, "cuStreamAddCallback_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAddCallback_ptsz)(hStream, callback, userData, flags);
    }
    (void)hStream;
    (void)callback;
    (void)userData;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamBeginCapture(CUstream hStream, CUstreamCaptureMode mode)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamBeginCapture,
                       (bd_gen_fn)bd_gen_first_cuStreamBeginCapture, "cuStreamBeginCapture")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCapture)(hStream, mode);
    }
    (void)hStream;
    (void)mode;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamBeginCapture_ptsz(CUstream hStream, CUstreamCaptureMode mode)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamBeginCapture_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamBeginCapture_ptsz, "cuStreamBeginCapture_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCapture_ptsz)(hStream, mode);
    }
    (void)hStream;
    (void)mode;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamBeginCaptureToGraph,
                       (bd_gen_fn)bd_gen_first_cuStreamBeginCaptureToGraph, "cuStreamBeginCaptureToGraph")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCaptureToGraph)(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
    }
    (void)hStream;
    (void)hGraph;
    (void)dependencies;
    (void)dependencyData;
    (void)numDependencies;
    (void)mode;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamBeginCaptureToGraph_ptsz(CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamBeginCaptureToGraph_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamBeginCaptureToGraph_ptsz, "cuStreamBeginCaptureToGraph_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCaptureToGraph_ptsz)(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
    }
    (void)hStream;
    (void)hGraph;
    (void)dependencies;
    (void)dependencyData;
    (void)numDependencies;
    (void)mode;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuThreadExchangeStreamCaptureMode,
                       (bd_gen_fn)bd_gen_first_cuThreadExchangeStreamCaptureMode, "cuThreadExchangeStreamCaptureMode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuThreadExchangeStreamCaptureMode)(mode);
    }
    (void)mode;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamEndCapture(CUstream hStream, CUgraph *phGraph)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamEndCapture,
                       (bd_gen_fn)bd_gen_first_cuStreamEndCapture, "cuStreamEndCapture")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamEndCapture)(hStream, phGraph);
    }
    (void)hStream;
    (void)phGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamEndCapture_ptsz(CUstream hStream, CUgraph *phGraph)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamEndCapture_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamEndCapture_ptsz, "cuStreamEndCapture_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamEndCapture_ptsz)(hStream, phGraph);
    }
    (void)hStream;
    (void)phGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamIsCapturing,
                       (bd_gen_fn)bd_gen_first_cuStreamIsCapturing, "cuStreamIsCapturing")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamIsCapturing)(hStream, captureStatus);
    }
    (void)hStream;
    (void)captureStatus;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamIsCapturing_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamIsCapturing_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamIsCapturing_ptsz, "cuStreamIsCapturing_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamIsCapturing_ptsz)(hStream, captureStatus);
    }
    (void)hStream;
    (void)captureStatus;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetCaptureInfo(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetCaptureInfo,
                       (bd_gen_fn)bd_gen_first_cuStreamGetCaptureInfo, "cuStreamGetCaptureInfo")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCaptureInfo)(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    }
    (void)hStream;
    (void)captureStatus_out;
    (void)id_out;
    (void)graph_out;
    (void)dependencies_out;
    (void)edgeData_out;
    (void)numDependencies_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetCaptureInfo_ptsz(CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetCaptureInfo_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamGetCaptureInfo_ptsz, "cuStreamGetCaptureInfo_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCaptureInfo_ptsz)(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    }
    (void)hStream;
    (void)captureStatus_out;
    (void)id_out;
    (void)graph_out;
    (void)dependencies_out;
    (void)edgeData_out;
    (void)numDependencies_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamUpdateCaptureDependencies,
                       (bd_gen_fn)bd_gen_first_cuStreamUpdateCaptureDependencies, "cuStreamUpdateCaptureDependencies")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamUpdateCaptureDependencies)(hStream, dependencies, dependencyData, numDependencies, flags);
    }
    (void)hStream;
    (void)dependencies;
    (void)dependencyData;
    (void)numDependencies;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamUpdateCaptureDependencies_ptsz(CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamUpdateCaptureDependencies_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamUpdateCaptureDependencies_ptsz, "cuStreamUpdateCaptureDependencies_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamUpdateCaptureDependencies_ptsz)(hStream, dependencies, dependencyData, numDependencies, flags);
    }
    (void)hStream;
    (void)dependencies;
    (void)dependencyData;
    (void)numDependencies;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamAttachMemAsync(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamAttachMemAsync,
                       (bd_gen_fn)bd_gen_first_cuStreamAttachMemAsync, "cuStreamAttachMemAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAttachMemAsync)(hStream, dptr, length, flags);
    }
    (void)hStream;
    (void)dptr;
    (void)length;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamAttachMemAsync_ptsz(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamAttachMemAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamAttachMemAsync_ptsz, "cuStreamAttachMemAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAttachMemAsync_ptsz)(hStream, dptr, length, flags);
    }
    (void)hStream;
    (void)dptr;
    (void)length;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamQuery(CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamQuery,
                       (bd_gen_fn)bd_gen_first_cuStreamQuery, "cuStreamQuery")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamQuery)(hStream);
    }
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamQuery_ptsz(CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamQuery_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamQuery_ptsz, "cuStreamQuery_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamQuery_ptsz)(hStream);
    }
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamSynchronize(CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamSynchronize,
                       (bd_gen_fn)bd_gen_first_cuStreamSynchronize, "cuStreamSynchronize")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSynchronize)(hStream);
    }
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamSynchronize_ptsz(CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamSynchronize_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamSynchronize_ptsz, "cuStreamSynchronize_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSynchronize_ptsz)(hStream);
    }
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamDestroy(CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamDestroy,
                       (bd_gen_fn)bd_gen_first_cuStreamDestroy, "cuStreamDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamDestroy)(hStream);
    }
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamCopyAttributes(CUstream dst, CUstream src)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamCopyAttributes,
                       (bd_gen_fn)bd_gen_first_cuStreamCopyAttributes, "cuStreamCopyAttributes")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCopyAttributes)(dst, src);
    }
    (void)dst;
    (void)src;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamCopyAttributes_ptsz(CUstream dst, CUstream src)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamCopyAttributes_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamCopyAttributes_ptsz, "cuStreamCopyAttributes_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCopyAttributes_ptsz)(dst, src);
    }
    (void)dst;
    (void)src;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetAttribute(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetAttribute,
                       (bd_gen_fn)bd_gen_first_cuStreamGetAttribute, "cuStreamGetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetAttribute)(hStream, attr, value_out);
    }
    (void)hStream;
    (void)attr;
    (void)value_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetAttribute_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamGetAttribute_ptsz, "cuStreamGetAttribute_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetAttribute_ptsz)(hStream, attr, value_out);
    }
    (void)hStream;
    (void)attr;
    (void)value_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamSetAttribute(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamSetAttribute,
                       (bd_gen_fn)bd_gen_first_cuStreamSetAttribute, "cuStreamSetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSetAttribute)(hStream, attr, value);
    }
    (void)hStream;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamSetAttribute_ptsz(CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamSetAttribute_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamSetAttribute_ptsz, "cuStreamSetAttribute_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSetAttribute_ptsz)(hStream, attr, value);
    }
    (void)hStream;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuEventCreate(CUevent *phEvent, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuEventCreate,
                       (bd_gen_fn)bd_gen_first_cuEventCreate, "cuEventCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventCreate)(phEvent, Flags);
    }
    (void)phEvent;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuEventRecord(CUevent hEvent, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuEventRecord,
                       (bd_gen_fn)bd_gen_first_cuEventRecord, "cuEventRecord")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecord)(hEvent, hStream);
    }
    (void)hEvent;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuEventRecord_ptsz(CUevent hEvent, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuEventRecord_ptsz,
                       (bd_gen_fn)bd_gen_first_cuEventRecord_ptsz, "cuEventRecord_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecord_ptsz)(hEvent, hStream);
    }
    (void)hEvent;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuEventRecordWithFlags,
                       (bd_gen_fn)bd_gen_first_cuEventRecordWithFlags, "cuEventRecordWithFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecordWithFlags)(hEvent, hStream, flags);
    }
    (void)hEvent;
    (void)hStream;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuEventRecordWithFlags_ptsz(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuEventRecordWithFlags_ptsz,
                       (bd_gen_fn)bd_gen_first_cuEventRecordWithFlags_ptsz, "cuEventRecordWithFlags_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecordWithFlags_ptsz)(hEvent, hStream, flags);
    }
    (void)hEvent;
    (void)hStream;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuEventQuery(CUevent hEvent)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuEventQuery,
                       (bd_gen_fn)bd_gen_first_cuEventQuery, "cuEventQuery")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventQuery)(hEvent);
    }
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuEventSynchronize(CUevent hEvent)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuEventSynchronize,
                       (bd_gen_fn)bd_gen_first_cuEventSynchronize, "cuEventSynchronize")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventSynchronize)(hEvent);
    }
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuEventDestroy(CUevent hEvent)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuEventDestroy,
                       (bd_gen_fn)bd_gen_first_cuEventDestroy, "cuEventDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventDestroy)(hEvent);
    }
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuEventElapsedTime,
                       (bd_gen_fn)bd_gen_first_cuEventElapsedTime, "cuEventElapsedTime")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventElapsedTime)(pMilliseconds, hStart, hEnd);
    }
    (void)pMilliseconds;
    (void)hStart;
    (void)hEnd;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuImportExternalMemory(CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuImportExternalMemory,
                       (bd_gen_fn)bd_gen_first_cuImportExternalMemory, "cuImportExternalMemory")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuImportExternalMemory)(extMem_out, memHandleDesc);
    }
    (void)extMem_out;
    (void)memHandleDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuExternalMemoryGetMappedBuffer(CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuExternalMemoryGetMappedBuffer,
                       (bd_gen_fn)bd_gen_first_cuExternalMemoryGetMappedBuffer, "cuExternalMemoryGetMappedBuffer")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuExternalMemoryGetMappedBuffer)(devPtr, extMem, bufferDesc);
    }
    (void)devPtr;
    (void)extMem;
    (void)bufferDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuExternalMemoryGetMappedMipmappedArray(CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuExternalMemoryGetMappedMipmappedArray,
                       (bd_gen_fn)bd_gen_first_cuExternalMemoryGetMappedMipmappedArray, "cuExternalMemoryGetMappedMipmappedArray")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuExternalMemoryGetMappedMipmappedArray)(mipmap, extMem, mipmapDesc);
    }
    (void)mipmap;
    (void)extMem;
    (void)mipmapDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDestroyExternalMemory(CUexternalMemory extMem)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDestroyExternalMemory,
                       (bd_gen_fn)bd_gen_first_cuDestroyExternalMemory, "cuDestroyExternalMemory")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDestroyExternalMemory)(extMem);
    }
    (void)extMem;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuImportExternalSemaphore(CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuImportExternalSemaphore,
                       (bd_gen_fn)bd_gen_first_cuImportExternalSemaphore, "cuImportExternalSemaphore")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuImportExternalSemaphore)(extSem_out, semHandleDesc);
    }
    (void)extSem_out;
    (void)semHandleDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuSignalExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuSignalExternalSemaphoresAsync,
                       (bd_gen_fn)bd_gen_first_cuSignalExternalSemaphoresAsync, "cuSignalExternalSemaphoresAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSignalExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream);
    }
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuSignalExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuSignalExternalSemaphoresAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuSignalExternalSemaphoresAsync_ptsz, "cuSignalExternalSemaphoresAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSignalExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream);
    }
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuWaitExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuWaitExternalSemaphoresAsync,
                       (bd_gen_fn)bd_gen_first_cuWaitExternalSemaphoresAsync, "cuWaitExternalSemaphoresAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuWaitExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream);
    }
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuWaitExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuWaitExternalSemaphoresAsync_ptsz,
                       (bd_gen_fn)bd_gen_first_cuWaitExternalSemaphoresAsync_ptsz, "cuWaitExternalSemaphoresAsync_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuWaitExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream);
    }
    (void)extSemArray;
    (void)paramsArray;
    (void)numExtSems;
    (void)stream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDestroyExternalSemaphore(CUexternalSemaphore extSem)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDestroyExternalSemaphore,
                       (bd_gen_fn)bd_gen_first_cuDestroyExternalSemaphore, "cuDestroyExternalSemaphore")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDestroyExternalSemaphore)(extSem);
    }
    (void)extSem;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamWaitValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamWaitValue32,
                       (bd_gen_fn)bd_gen_first_cuStreamWaitValue32, "cuStreamWaitValue32")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue32)(stream, addr, value, flags);
    }
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamWaitValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamWaitValue32_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamWaitValue32_ptsz, "cuStreamWaitValue32_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue32_ptsz)(stream, addr, value, flags);
    }
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamWaitValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamWaitValue64,
                       (bd_gen_fn)bd_gen_first_cuStreamWaitValue64, "cuStreamWaitValue64")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue64)(stream, addr, value, flags);
    }
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamWaitValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamWaitValue64_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamWaitValue64_ptsz, "cuStreamWaitValue64_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue64_ptsz)(stream, addr, value, flags);
    }
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamWriteValue32(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamWriteValue32,
                       (bd_gen_fn)bd_gen_first_cuStreamWriteValue32, "cuStreamWriteValue32")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue32)(stream, addr, value, flags);
    }
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamWriteValue32_ptsz(CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamWriteValue32_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamWriteValue32_ptsz, "cuStreamWriteValue32_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue32_ptsz)(stream, addr, value, flags);
    }
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamWriteValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamWriteValue64,
                       (bd_gen_fn)bd_gen_first_cuStreamWriteValue64, "cuStreamWriteValue64")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue64)(stream, addr, value, flags);
    }
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamWriteValue64_ptsz(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamWriteValue64_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamWriteValue64_ptsz, "cuStreamWriteValue64_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue64_ptsz)(stream, addr, value, flags);
    }
    (void)stream;
    (void)addr;
    (void)value;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamBatchMemOp(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamBatchMemOp,
                       (bd_gen_fn)bd_gen_first_cuStreamBatchMemOp, "cuStreamBatchMemOp")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBatchMemOp)(stream, count, paramArray, flags);
    }
    (void)stream;
    (void)count;
    (void)paramArray;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamBatchMemOp_ptsz(CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamBatchMemOp_ptsz,
                       (bd_gen_fn)bd_gen_first_cuStreamBatchMemOp_ptsz, "cuStreamBatchMemOp_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBatchMemOp_ptsz)(stream, count, paramArray, flags);
    }
    (void)stream;
    (void)count;
    (void)paramArray;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFuncGetAttribute(int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFuncGetAttribute,
                       (bd_gen_fn)bd_gen_first_cuFuncGetAttribute, "cuFuncGetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetAttribute)(pi, attrib, hfunc);
    }
    (void)pi;
    (void)attrib;
    (void)hfunc;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFuncSetAttribute,
                       (bd_gen_fn)bd_gen_first_cuFuncSetAttribute, "cuFuncSetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetAttribute)(hfunc, attrib, value);
    }
    (void)hfunc;
    (void)attrib;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFuncSetCacheConfig,
                       (bd_gen_fn)bd_gen_first_cuFuncSetCacheConfig, "cuFuncSetCacheConfig")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetCacheConfig)(hfunc, config);
    }
    (void)hfunc;
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFuncGetModule(CUmodule *hmod, CUfunction hfunc)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFuncGetModule,
                       (bd_gen_fn)bd_gen_first_cuFuncGetModule, "cuFuncGetModule")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetModule)(hmod, hfunc);
    }
    (void)hmod;
    (void)hfunc;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFuncGetName(const char **name, CUfunction hfunc)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFuncGetName,
                       (bd_gen_fn)bd_gen_first_cuFuncGetName, "cuFuncGetName")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetName)(name, hfunc);
    }
    (void)name;
    (void)hfunc;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFuncGetParamInfo(CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFuncGetParamInfo,
                       (bd_gen_fn)bd_gen_first_cuFuncGetParamInfo, "cuFuncGetParamInfo")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetParamInfo)(func, paramIndex, paramOffset, paramSize);
    }
    (void)func;
    (void)paramIndex;
    (void)paramOffset;
    (void)paramSize;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFuncIsLoaded(CUfunctionLoadingState *state, CUfunction function)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFuncIsLoaded,
                       (bd_gen_fn)bd_gen_first_cuFuncIsLoaded, "cuFuncIsLoaded")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncIsLoaded)(state, function);
    }
    (void)state;
    (void)function;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFuncLoad(CUfunction function)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFuncLoad,
                       (bd_gen_fn)bd_gen_first_cuFuncLoad, "cuFuncLoad")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncLoad)(function);
    }
    (void)function;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunchKernel,
                       (bd_gen_fn)bd_gen_first_cuLaunchKernel, "cuLaunchKernel")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernel)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
    }
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

static CUresult bd_gen_first_cuLaunchKernel_ptsz(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunchKernel_ptsz,
                       (bd_gen_fn)bd_gen_first_cuLaunchKernel_ptsz, "cuLaunchKernel_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernel_ptsz)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
    }
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

static CUresult bd_gen_first_cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunchKernelEx,
                       (bd_gen_fn)bd_gen_first_cuLaunchKernelEx, "cuLaunchKernelEx")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernelEx)(config, f, kernelParams, extra);
    }
    (void)config;
    (void)f;
    (void)kernelParams;
    (void)extra;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLaunchKernelEx_ptsz(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunchKernelEx_ptsz,
                       (bd_gen_fn)bd_gen_first_cuLaunchKernelEx_ptsz, "cuLaunchKernelEx_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernelEx_ptsz)(config, f, kernelParams, extra);
    }
    (void)config;
    (void)f;
    (void)kernelParams;
    (void)extra;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLaunchCooperativeKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunchCooperativeKernel,
                       (bd_gen_fn)bd_gen_first_cuLaunchCooperativeKernel, "cuLaunchCooperativeKernel")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchCooperativeKernel)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
    }
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

static CUresult bd_gen_first_cuLaunchCooperativeKernel_ptsz(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunchCooperativeKernel_ptsz,
                       (bd_gen_fn)bd_gen_first_cuLaunchCooperativeKernel_ptsz, "cuLaunchCooperativeKernel_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchCooperativeKernel_ptsz)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
    }
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

static CUresult bd_gen_first_cuLaunchCooperativeKernelMultiDevice(CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunchCooperativeKernelMultiDevice,
                       (bd_gen_fn)bd_gen_first_cuLaunchCooperativeKernelMultiDevice, "cuLaunchCooperativeKernelMultiDevice")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchCooperativeKernelMultiDevice)(launchParamsList, numDevices, flags);
    }
    (void)launchParamsList;
    (void)numDevices;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunchHostFunc,
                       (bd_gen_fn)bd_gen_first_cuLaunchHostFunc, "cuLaunchHostFunc")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchHostFunc)(hStream, fn, userData);
    }
    (void)hStream;
    (void)fn;
    (void)userData;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLaunchHostFunc_ptsz(CUstream hStream, CUhostFn fn, void *userData)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunchHostFunc_ptsz,
                       (bd_gen_fn)bd_gen_first_cuLaunchHostFunc_ptsz, "cuLaunchHostFunc_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchHostFunc_ptsz)(hStream, fn, userData);
    }
    (void)hStream;
    (void)fn;
    (void)userData;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFuncSetBlockShape(CUfunction hfunc, int x, int y, int z)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFuncSetBlockShape,
                       (bd_gen_fn)bd_gen_first_cuFuncSetBlockShape, "cuFuncSetBlockShape")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetBlockShape)(hfunc, x, y, z);
    }
    (void)hfunc;
    (void)x;
    (void)y;
    (void)z;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFuncSetSharedSize(CUfunction hfunc, unsigned int bytes)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFuncSetSharedSize,
                       (bd_gen_fn)bd_gen_first_cuFuncSetSharedSize, "cuFuncSetSharedSize")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetSharedSize)(hfunc, bytes);
    }
    (void)hfunc;
    (void)bytes;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuParamSetSize(CUfunction hfunc, unsigned int numbytes)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuParamSetSize,
                       (bd_gen_fn)bd_gen_first_cuParamSetSize, "cuParamSetSize")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetSize)(hfunc, numbytes);
    }
    (void)hfunc;
    (void)numbytes;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuParamSeti(CUfunction hfunc, int offset, unsigned int value)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuParamSeti,
                       (bd_gen_fn)bd_gen_first_cuParamSeti, "cuParamSeti")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSeti)(hfunc, offset, value);
    }
    (void)hfunc;
    (void)offset;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuParamSetf(CUfunction hfunc, int offset, float value)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuParamSetf,
                       (bd_gen_fn)bd_gen_first_cuParamSetf, "cuParamSetf")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetf)(hfunc, offset, value);
    }
    (void)hfunc;
    (void)offset;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuParamSetv(CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuParamSetv,
                       (bd_gen_fn)bd_gen_first_cuParamSetv, "cuParamSetv")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetv)(hfunc, offset, ptr, numbytes);
    }
    (void)hfunc;
    (void)offset;
    (void)ptr;
    (void)numbytes;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLaunch(CUfunction f)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunch,
                       (bd_gen_fn)bd_gen_first_cuLaunch, "cuLaunch")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunch)(f);
    }
    (void)f;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLaunchGrid(CUfunction f, int grid_width, int grid_height)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunchGrid,
                       (bd_gen_fn)bd_gen_first_cuLaunchGrid, "cuLaunchGrid")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchGrid)(f, grid_width, grid_height);
    }
    (void)f;
    (void)grid_width;
    (void)grid_height;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLaunchGridAsync(CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLaunchGridAsync,
                       (bd_gen_fn)bd_gen_first_cuLaunchGridAsync, "cuLaunchGridAsync")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchGridAsync)(f, grid_width, grid_height, hStream);
    }
    (void)f;
    (void)grid_width;
    (void)grid_height;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuParamSetTexRef(CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuParamSetTexRef,
                       (bd_gen_fn)bd_gen_first_cuParamSetTexRef, "cuParamSetTexRef")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetTexRef)(hfunc, texunit, hTexRef);
    }
    (void)hfunc;
    (void)texunit;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuFuncSetSharedMemConfig,
                       (bd_gen_fn)bd_gen_first_cuFuncSetSharedMemConfig, "cuFuncSetSharedMemConfig")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetSharedMemConfig)(hfunc, config);
    }
    (void)hfunc;
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphCreate(CUgraph *phGraph, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphCreate,
                       (bd_gen_fn)bd_gen_first_cuGraphCreate, "cuGraphCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphCreate)(phGraph, flags);
    }
    (void)phGraph;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddKernelNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddKernelNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddKernelNode, "cuGraphAddKernelNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddKernelNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphKernelNodeGetParams(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphKernelNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphKernelNodeGetParams, "cuGraphKernelNodeGetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeGetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphKernelNodeSetParams(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphKernelNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphKernelNodeSetParams, "cuGraphKernelNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeSetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddMemcpyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddMemcpyNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddMemcpyNode, "cuGraphAddMemcpyNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemcpyNode)(phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)copyParams;
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphMemcpyNodeGetParams(CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphMemcpyNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphMemcpyNodeGetParams, "cuGraphMemcpyNodeGetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemcpyNodeGetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphMemcpyNodeSetParams(CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphMemcpyNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphMemcpyNodeSetParams, "cuGraphMemcpyNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemcpyNodeSetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddMemsetNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddMemsetNode, "cuGraphAddMemsetNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemsetNode)(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)memsetParams;
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphMemsetNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphMemsetNodeGetParams, "cuGraphMemsetNodeGetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemsetNodeGetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphMemsetNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphMemsetNodeSetParams, "cuGraphMemsetNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemsetNodeSetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddHostNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddHostNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddHostNode, "cuGraphAddHostNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddHostNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphHostNodeGetParams(CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphHostNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphHostNodeGetParams, "cuGraphHostNodeGetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphHostNodeGetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphHostNodeSetParams(CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphHostNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphHostNodeSetParams, "cuGraphHostNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphHostNodeSetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddChildGraphNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddChildGraphNode, "cuGraphAddChildGraphNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddChildGraphNode)(phGraphNode, hGraph, dependencies, numDependencies, childGraph);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)childGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphChildGraphNodeGetGraph,
                       (bd_gen_fn)bd_gen_first_cuGraphChildGraphNodeGetGraph, "cuGraphChildGraphNodeGetGraph")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphChildGraphNodeGetGraph)(hNode, phGraph);
    }
    (void)hNode;
    (void)phGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddEmptyNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddEmptyNode, "cuGraphAddEmptyNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEmptyNode)(phGraphNode, hGraph, dependencies, numDependencies);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddEventRecordNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddEventRecordNode, "cuGraphAddEventRecordNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEventRecordNode)(phGraphNode, hGraph, dependencies, numDependencies, event);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphEventRecordNodeGetEvent,
                       (bd_gen_fn)bd_gen_first_cuGraphEventRecordNodeGetEvent, "cuGraphEventRecordNodeGetEvent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventRecordNodeGetEvent)(hNode, event_out);
    }
    (void)hNode;
    (void)event_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphEventRecordNodeSetEvent,
                       (bd_gen_fn)bd_gen_first_cuGraphEventRecordNodeSetEvent, "cuGraphEventRecordNodeSetEvent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventRecordNodeSetEvent)(hNode, event);
    }
    (void)hNode;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddEventWaitNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddEventWaitNode, "cuGraphAddEventWaitNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEventWaitNode)(phGraphNode, hGraph, dependencies, numDependencies, event);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent *event_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphEventWaitNodeGetEvent,
                       (bd_gen_fn)bd_gen_first_cuGraphEventWaitNodeGetEvent, "cuGraphEventWaitNodeGetEvent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventWaitNodeGetEvent)(hNode, event_out);
    }
    (void)hNode;
    (void)event_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphEventWaitNodeSetEvent,
                       (bd_gen_fn)bd_gen_first_cuGraphEventWaitNodeSetEvent, "cuGraphEventWaitNodeSetEvent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventWaitNodeSetEvent)(hNode, event);
    }
    (void)hNode;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddExternalSemaphoresSignalNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddExternalSemaphoresSignalNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddExternalSemaphoresSignalNode, "cuGraphAddExternalSemaphoresSignalNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddExternalSemaphoresSignalNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExternalSemaphoresSignalNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExternalSemaphoresSignalNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExternalSemaphoresSignalNodeGetParams, "cuGraphExternalSemaphoresSignalNodeGetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresSignalNodeGetParams)(hNode, params_out);
    }
    (void)hNode;
    (void)params_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExternalSemaphoresSignalNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExternalSemaphoresSignalNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExternalSemaphoresSignalNodeSetParams, "cuGraphExternalSemaphoresSignalNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresSignalNodeSetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddExternalSemaphoresWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddExternalSemaphoresWaitNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddExternalSemaphoresWaitNode, "cuGraphAddExternalSemaphoresWaitNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddExternalSemaphoresWaitNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExternalSemaphoresWaitNodeGetParams(CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExternalSemaphoresWaitNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExternalSemaphoresWaitNodeGetParams, "cuGraphExternalSemaphoresWaitNodeGetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresWaitNodeGetParams)(hNode, params_out);
    }
    (void)hNode;
    (void)params_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExternalSemaphoresWaitNodeSetParams(CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExternalSemaphoresWaitNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExternalSemaphoresWaitNodeSetParams, "cuGraphExternalSemaphoresWaitNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresWaitNodeSetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddBatchMemOpNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddBatchMemOpNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddBatchMemOpNode, "cuGraphAddBatchMemOpNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddBatchMemOpNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphBatchMemOpNodeGetParams(CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphBatchMemOpNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphBatchMemOpNodeGetParams, "cuGraphBatchMemOpNodeGetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphBatchMemOpNodeGetParams)(hNode, nodeParams_out);
    }
    (void)hNode;
    (void)nodeParams_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphBatchMemOpNodeSetParams(CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphBatchMemOpNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphBatchMemOpNodeSetParams, "cuGraphBatchMemOpNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphBatchMemOpNodeSetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecBatchMemOpNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecBatchMemOpNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExecBatchMemOpNodeSetParams, "cuGraphExecBatchMemOpNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecBatchMemOpNodeSetParams)(hGraphExec, hNode, nodeParams);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddMemAllocNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddMemAllocNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddMemAllocNode, "cuGraphAddMemAllocNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemAllocNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphMemAllocNodeGetParams(CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphMemAllocNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphMemAllocNodeGetParams, "cuGraphMemAllocNodeGetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemAllocNodeGetParams)(hNode, params_out);
    }
    (void)hNode;
    (void)params_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddMemFreeNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddMemFreeNode, "cuGraphAddMemFreeNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemFreeNode)(phGraphNode, hGraph, dependencies, numDependencies, dptr);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)numDependencies;
    (void)dptr;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphMemFreeNodeGetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphMemFreeNodeGetParams, "cuGraphMemFreeNodeGetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemFreeNodeGetParams)(hNode, dptr_out);
    }
    (void)hNode;
    (void)dptr_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGraphMemTrim(CUdevice device)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGraphMemTrim,
                       (bd_gen_fn)bd_gen_first_cuDeviceGraphMemTrim, "cuDeviceGraphMemTrim")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGraphMemTrim)(device);
    }
    (void)device;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetGraphMemAttribute,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetGraphMemAttribute, "cuDeviceGetGraphMemAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetGraphMemAttribute)(device, attr, value);
    }
    (void)device;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceSetGraphMemAttribute,
                       (bd_gen_fn)bd_gen_first_cuDeviceSetGraphMemAttribute, "cuDeviceSetGraphMemAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceSetGraphMemAttribute)(device, attr, value);
    }
    (void)device;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphClone,
                       (bd_gen_fn)bd_gen_first_cuGraphClone, "cuGraphClone")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphClone)(phGraphClone, originalGraph);
    }
    (void)phGraphClone;
    (void)originalGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphNodeFindInClone,
                       (bd_gen_fn)bd_gen_first_cuGraphNodeFindInClone, "cuGraphNodeFindInClone")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeFindInClone)(phNode, hOriginalNode, hClonedGraph);
    }
    (void)phNode;
    (void)hOriginalNode;
    (void)hClonedGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphNodeGetType,
                       (bd_gen_fn)bd_gen_first_cuGraphNodeGetType, "cuGraphNodeGetType")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetType)(hNode, type);
    }
    (void)hNode;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphGetNodes,
                       (bd_gen_fn)bd_gen_first_cuGraphGetNodes, "cuGraphGetNodes")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetNodes)(hGraph, nodes, numNodes);
    }
    (void)hGraph;
    (void)nodes;
    (void)numNodes;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphGetRootNodes,
                       (bd_gen_fn)bd_gen_first_cuGraphGetRootNodes, "cuGraphGetRootNodes")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetRootNodes)(hGraph, rootNodes, numRootNodes);
    }
    (void)hGraph;
    (void)rootNodes;
    (void)numRootNodes;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphGetEdges(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphGetEdges,
                       (bd_gen_fn)bd_gen_first_cuGraphGetEdges, "cuGraphGetEdges")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetEdges)(hGraph, from, to, edgeData, numEdges);
    }
    (void)hGraph;
    (void)from;
    (void)to;
    (void)edgeData;
    (void)numEdges;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphNodeGetDependencies(CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphNodeGetDependencies,
                       (bd_gen_fn)bd_gen_first_cuGraphNodeGetDependencies, "cuGraphNodeGetDependencies")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetDependencies)(hNode, dependencies, edgeData, numDependencies);
    }
    (void)hNode;
    (void)dependencies;
    (void)edgeData;
    (void)numDependencies;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphNodeGetDependentNodes(CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphNodeGetDependentNodes,
                       (bd_gen_fn)bd_gen_first_cuGraphNodeGetDependentNodes, "cuGraphNodeGetDependentNodes")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetDependentNodes)(hNode, dependentNodes, edgeData, numDependentNodes);
    }
    (void)hNode;
    (void)dependentNodes;
    (void)edgeData;
    (void)numDependentNodes;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddDependencies,
                       (bd_gen_fn)bd_gen_first_cuGraphAddDependencies, "cuGraphAddDependencies")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddDependencies)(hGraph, from, to, edgeData, numDependencies);
    }
    (void)hGraph;
    (void)from;
    (void)to;
    (void)edgeData;
    (void)numDependencies;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphRemoveDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphRemoveDependencies,
                       (bd_gen_fn)bd_gen_first_cuGraphRemoveDependencies, "cuGraphRemoveDependencies")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphRemoveDependencies)(hGraph, from, to, edgeData, numDependencies);
    }
    (void)hGraph;
    (void)from;
    (void)to;
    (void)edgeData;
    (void)numDependencies;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphDestroyNode(CUgraphNode hNode)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphDestroyNode,
                       (bd_gen_fn)bd_gen_first_cuGraphDestroyNode, "cuGraphDestroyNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDestroyNode)(hNode);
    }
    (void)hNode;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphInstantiate,
                       (bd_gen_fn)bd_gen_first_cuGraphInstantiate, "cuGraphInstantiate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiate)(phGraphExec, hGraph, flags);
    }
    (void)phGraphExec;
    (void)hGraph;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphInstantiateWithParams(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphInstantiateWithParams,
                       (bd_gen_fn)bd_gen_first_cuGraphInstantiateWithParams, "cuGraphInstantiateWithParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiateWithParams)(phGraphExec, hGraph, instantiateParams);
    }
    (void)phGraphExec;
    (void)hGraph;
    (void)instantiateParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphInstantiateWithParams_ptsz(CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphInstantiateWithParams_ptsz,
                       (bd_gen_fn)bd_gen_first_cuGraphInstantiateWithParams_ptsz, "cuGraphInstantiateWithParams_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiateWithParams_ptsz)(phGraphExec, hGraph, instantiateParams);
    }
    (void)phGraphExec;
    (void)hGraph;
    (void)instantiateParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecGetFlags(CUgraphExec hGraphExec, cuuint64_t *flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecGetFlags,
                       (bd_gen_fn)bd_gen_first_cuGraphExecGetFlags, "cuGraphExecGetFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecGetFlags)(hGraphExec, flags);
    }
    (void)hGraphExec;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecKernelNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecKernelNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExecKernelNodeSetParams, "cuGraphExecKernelNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecKernelNodeSetParams)(hGraphExec, hNode, nodeParams);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecMemcpyNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecMemcpyNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExecMemcpyNodeSetParams, "cuGraphExecMemcpyNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecMemcpyNodeSetParams)(hGraphExec, hNode, copyParams, ctx);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)copyParams;
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecMemsetNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExecMemsetNodeSetParams, "cuGraphExecMemsetNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecMemsetNodeSetParams)(hGraphExec, hNode, memsetParams, ctx);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)memsetParams;
    (void)ctx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecHostNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecHostNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExecHostNodeSetParams, "cuGraphExecHostNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecHostNodeSetParams)(hGraphExec, hNode, nodeParams);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecChildGraphNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExecChildGraphNodeSetParams, "cuGraphExecChildGraphNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecChildGraphNodeSetParams)(hGraphExec, hNode, childGraph);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)childGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecEventRecordNodeSetEvent,
                       (bd_gen_fn)bd_gen_first_cuGraphExecEventRecordNodeSetEvent, "cuGraphExecEventRecordNodeSetEvent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecEventRecordNodeSetEvent)(hGraphExec, hNode, event);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecEventWaitNodeSetEvent,
                       (bd_gen_fn)bd_gen_first_cuGraphExecEventWaitNodeSetEvent, "cuGraphExecEventWaitNodeSetEvent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecEventWaitNodeSetEvent)(hGraphExec, hNode, event);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)event;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecExternalSemaphoresSignalNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecExternalSemaphoresSignalNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExecExternalSemaphoresSignalNodeSetParams, "cuGraphExecExternalSemaphoresSignalNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecExternalSemaphoresSignalNodeSetParams)(hGraphExec, hNode, nodeParams);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecExternalSemaphoresWaitNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecExternalSemaphoresWaitNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExecExternalSemaphoresWaitNodeSetParams, "cuGraphExecExternalSemaphoresWaitNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecExternalSemaphoresWaitNodeSetParams)(hGraphExec, hNode, nodeParams);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphNodeSetEnabled,
                       (bd_gen_fn)bd_gen_first_cuGraphNodeSetEnabled, "cuGraphNodeSetEnabled")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeSetEnabled)(hGraphExec, hNode, isEnabled);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)isEnabled;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphNodeGetEnabled,
                       (bd_gen_fn)bd_gen_first_cuGraphNodeGetEnabled, "cuGraphNodeGetEnabled")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetEnabled)(hGraphExec, hNode, isEnabled);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)isEnabled;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphUpload(CUgraphExec hGraphExec, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphUpload,
                       (bd_gen_fn)bd_gen_first_cuGraphUpload, "cuGraphUpload")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphUpload)(hGraphExec, hStream);
    }
    (void)hGraphExec;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphUpload_ptsz(CUgraphExec hGraphExec, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphUpload_ptsz,
                       (bd_gen_fn)bd_gen_first_cuGraphUpload_ptsz, "cuGraphUpload_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphUpload_ptsz)(hGraphExec, hStream);
    }
    (void)hGraphExec;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphLaunch(CUgraphExec hGraphExec, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphLaunch,
                       (bd_gen_fn)bd_gen_first_cuGraphLaunch, "cuGraphLaunch")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphLaunch)(hGraphExec, hStream);
    }
    (void)hGraphExec;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphLaunch_ptsz(CUgraphExec hGraphExec, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphLaunch_ptsz,
                       (bd_gen_fn)bd_gen_first_cuGraphLaunch_ptsz, "cuGraphLaunch_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphLaunch_ptsz)(hGraphExec, hStream);
    }
    (void)hGraphExec;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecDestroy(CUgraphExec hGraphExec)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecDestroy,
                       (bd_gen_fn)bd_gen_first_cuGraphExecDestroy, "cuGraphExecDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecDestroy)(hGraphExec);
    }
    (void)hGraphExec;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphDestroy(CUgraph hGraph)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphDestroy,
                       (bd_gen_fn)bd_gen_first_cuGraphDestroy, "cuGraphDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDestroy)(hGraph);
    }
    (void)hGraph;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecUpdate(CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecUpdate,
                       (bd_gen_fn)bd_gen_first_cuGraphExecUpdate, "cuGraphExecUpdate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecUpdate)(hGraphExec, hGraph, resultInfo);
    }
    (void)hGraphExec;
    (void)hGraph;
    (void)resultInfo;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphKernelNodeCopyAttributes,
                       (bd_gen_fn)bd_gen_first_cuGraphKernelNodeCopyAttributes, "cuGraphKernelNodeCopyAttributes")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeCopyAttributes)(dst, src);
    }
    (void)dst;
    (void)src;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphKernelNodeGetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphKernelNodeGetAttribute,
                       (bd_gen_fn)bd_gen_first_cuGraphKernelNodeGetAttribute, "cuGraphKernelNodeGetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeGetAttribute)(hNode, attr, value_out);
    }
    (void)hNode;
    (void)attr;
    (void)value_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphKernelNodeSetAttribute(CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphKernelNodeSetAttribute,
                       (bd_gen_fn)bd_gen_first_cuGraphKernelNodeSetAttribute, "cuGraphKernelNodeSetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeSetAttribute)(hNode, attr, value);
    }
    (void)hNode;
    (void)attr;
    (void)value;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphDebugDotPrint(CUgraph hGraph, const char *path, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphDebugDotPrint,
                       (bd_gen_fn)bd_gen_first_cuGraphDebugDotPrint, "cuGraphDebugDotPrint")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDebugDotPrint)(hGraph, path, flags);
    }
    (void)hGraph;
    (void)path;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuUserObjectCreate(CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuUserObjectCreate,
                       (bd_gen_fn)bd_gen_first_cuUserObjectCreate, "cuUserObjectCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectCreate)(object_out, ptr, destroy, initialRefcount, flags);
    }
    (void)object_out;
    (void)ptr;
    (void)destroy;
    (void)initialRefcount;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuUserObjectRetain(CUuserObject object, unsigned int count)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuUserObjectRetain,
                       (bd_gen_fn)bd_gen_first_cuUserObjectRetain, "cuUserObjectRetain")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectRetain)(object, count);
    }
    (void)object;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuUserObjectRelease(CUuserObject object, unsigned int count)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuUserObjectRelease,
                       (bd_gen_fn)bd_gen_first_cuUserObjectRelease, "cuUserObjectRelease")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectRelease)(object, count);
    }
    (void)object;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphRetainUserObject(CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphRetainUserObject,
                       (bd_gen_fn)bd_gen_first_cuGraphRetainUserObject, "cuGraphRetainUserObject")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphRetainUserObject)(graph, object, count, flags);
    }
    (void)graph;
    (void)object;
    (void)count;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphReleaseUserObject(CUgraph graph, CUuserObject object, unsigned int count)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphReleaseUserObject,
                       (bd_gen_fn)bd_gen_first_cuGraphReleaseUserObject, "cuGraphReleaseUserObject")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphReleaseUserObject)(graph, object, count);
    }
    (void)graph;
    (void)object;
    (void)count;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphAddNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphAddNode,
                       (bd_gen_fn)bd_gen_first_cuGraphAddNode, "cuGraphAddNode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddNode)(phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams);
    }
    (void)phGraphNode;
    (void)hGraph;
    (void)dependencies;
    (void)dependencyData;
    (void)numDependencies;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphNodeSetParams(CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphNodeSetParams, "cuGraphNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeSetParams)(hNode, nodeParams);
    }
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphExecNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphExecNodeSetParams,
                       (bd_gen_fn)bd_gen_first_cuGraphExecNodeSetParams, "cuGraphExecNodeSetParams")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecNodeSetParams)(hGraphExec, hNode, nodeParams);
    }
    (void)hGraphExec;
    (void)hNode;
    (void)nodeParams;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphConditionalHandleCreate,
                       (bd_gen_fn)bd_gen_first_cuGraphConditionalHandleCreate, "cuGraphConditionalHandleCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphConditionalHandleCreate)(pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
    }
    (void)pHandle_out;
    (void)hGraph;
    (void)ctx;
    (void)defaultLaunchValue;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuOccupancyMaxActiveBlocksPerMultiprocessor,
                       (bd_gen_fn)bd_gen_first_cuOccupancyMaxActiveBlocksPerMultiprocessor, "cuOccupancyMaxActiveBlocksPerMultiprocessor")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveBlocksPerMultiprocessor)(numBlocks, func, blockSize, dynamicSMemSize);
    }
    (void)numBlocks;
    (void)func;
    (void)blockSize;
    (void)dynamicSMemSize;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags,
                       (bd_gen_fn)bd_gen_first_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(numBlocks, func, blockSize, dynamicSMemSize, flags);
    }
    (void)numBlocks;
    (void)func;
    (void)blockSize;
    (void)dynamicSMemSize;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuOccupancyMaxPotentialBlockSize,
                       (bd_gen_fn)bd_gen_first_cuOccupancyMaxPotentialBlockSize, "cuOccupancyMaxPotentialBlockSize")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialBlockSize)(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit);
    }
    (void)minGridSize;
    (void)blockSize;
    (void)func;
    (void)blockSizeToDynamicSMemSize;
    (void)dynamicSMemSize;
    (void)blockSizeLimit;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuOccupancyMaxPotentialBlockSizeWithFlags,
                       (bd_gen_fn)bd_gen_first_cuOccupancyMaxPotentialBlockSizeWithFlags, "cuOccupancyMaxPotentialBlockSizeWithFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialBlockSizeWithFlags)(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags);
    }
    (void)minGridSize;
    (void)blockSize;
    (void)func;
    (void)blockSizeToDynamicSMemSize;
    (void)dynamicSMemSize;
    (void)blockSizeLimit;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuOccupancyAvailableDynamicSMemPerBlock,
                       (bd_gen_fn)bd_gen_first_cuOccupancyAvailableDynamicSMemPerBlock, "cuOccupancyAvailableDynamicSMemPerBlock")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyAvailableDynamicSMemPerBlock)(dynamicSmemSize, func, numBlocks, blockSize);
    }
    (void)dynamicSmemSize;
    (void)func;
    (void)numBlocks;
    (void)blockSize;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuOccupancyMaxPotentialClusterSize(int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuOccupancyMaxPotentialClusterSize,
                       (bd_gen_fn)bd_gen_first_cuOccupancyMaxPotentialClusterSize, "cuOccupancyMaxPotentialClusterSize")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialClusterSize)(clusterSize, func, config);
    }
    (void)clusterSize;
    (void)func;
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuOccupancyMaxActiveClusters(int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuOccupancyMaxActiveClusters,
                       (bd_gen_fn)bd_gen_first_cuOccupancyMaxActiveClusters, "cuOccupancyMaxActiveClusters")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveClusters)(numClusters, func, config);
    }
    (void)numClusters;
    (void)func;
    (void)config;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetArray(CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetArray,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetArray, "cuTexRefSetArray")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetArray)(hTexRef, hArray, Flags);
    }
    (void)hTexRef;
    (void)hArray;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetMipmappedArray(CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetMipmappedArray,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetMipmappedArray, "cuTexRefSetMipmappedArray")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmappedArray)(hTexRef, hMipmappedArray, Flags);
    }
    (void)hTexRef;
    (void)hMipmappedArray;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetAddress(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetAddress,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetAddress, "cuTexRefSetAddress")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddress)(ByteOffset, hTexRef, dptr, bytes);
    }
    (void)ByteOffset;
    (void)hTexRef;
    (void)dptr;
    (void)bytes;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetAddress2D(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetAddress2D,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetAddress2D, "cuTexRefSetAddress2D")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddress2D)(hTexRef, desc, dptr, Pitch);
    }
    (void)hTexRef;
    (void)desc;
    (void)dptr;
    (void)Pitch;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetFormat(CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetFormat,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetFormat, "cuTexRefSetFormat")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFormat)(hTexRef, fmt, NumPackedComponents);
    }
    (void)hTexRef;
    (void)fmt;
    (void)NumPackedComponents;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetAddressMode(CUtexref hTexRef, int dim, CUaddress_mode am)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetAddressMode,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetAddressMode, "cuTexRefSetAddressMode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddressMode)(hTexRef, dim, am);
    }
    (void)hTexRef;
    (void)dim;
    (void)am;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetFilterMode,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetFilterMode, "cuTexRefSetFilterMode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFilterMode)(hTexRef, fm);
    }
    (void)hTexRef;
    (void)fm;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetMipmapFilterMode(CUtexref hTexRef, CUfilter_mode fm)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetMipmapFilterMode,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetMipmapFilterMode, "cuTexRefSetMipmapFilterMode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapFilterMode)(hTexRef, fm);
    }
    (void)hTexRef;
    (void)fm;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetMipmapLevelBias(CUtexref hTexRef, float bias)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetMipmapLevelBias,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetMipmapLevelBias, "cuTexRefSetMipmapLevelBias")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapLevelBias)(hTexRef, bias);
    }
    (void)hTexRef;
    (void)bias;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetMipmapLevelClamp(CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetMipmapLevelClamp,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetMipmapLevelClamp, "cuTexRefSetMipmapLevelClamp")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapLevelClamp)(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp);
    }
    (void)hTexRef;
    (void)minMipmapLevelClamp;
    (void)maxMipmapLevelClamp;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetMaxAnisotropy(CUtexref hTexRef, unsigned int maxAniso)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetMaxAnisotropy,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetMaxAnisotropy, "cuTexRefSetMaxAnisotropy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMaxAnisotropy)(hTexRef, maxAniso);
    }
    (void)hTexRef;
    (void)maxAniso;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetBorderColor(CUtexref hTexRef, float *pBorderColor)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetBorderColor,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetBorderColor, "cuTexRefSetBorderColor")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetBorderColor)(hTexRef, pBorderColor);
    }
    (void)hTexRef;
    (void)pBorderColor;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefSetFlags(CUtexref hTexRef, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefSetFlags,
                       (bd_gen_fn)bd_gen_first_cuTexRefSetFlags, "cuTexRefSetFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFlags)(hTexRef, Flags);
    }
    (void)hTexRef;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetAddress(CUdeviceptr *pdptr, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetAddress,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetAddress, "cuTexRefGetAddress")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetAddress)(pdptr, hTexRef);
    }
    (void)pdptr;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetArray(CUarray *phArray, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetArray,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetArray, "cuTexRefGetArray")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetArray)(phArray, hTexRef);
    }
    (void)phArray;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetMipmappedArray(CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetMipmappedArray,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetMipmappedArray, "cuTexRefGetMipmappedArray")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmappedArray)(phMipmappedArray, hTexRef);
    }
    (void)phMipmappedArray;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetAddressMode(CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetAddressMode,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetAddressMode, "cuTexRefGetAddressMode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetAddressMode)(pam, hTexRef, dim);
    }
    (void)pam;
    (void)hTexRef;
    (void)dim;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetFilterMode,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetFilterMode, "cuTexRefGetFilterMode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFilterMode)(pfm, hTexRef);
    }
    (void)pfm;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetFormat(CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetFormat,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetFormat, "cuTexRefGetFormat")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFormat)(pFormat, pNumChannels, hTexRef);
    }
    (void)pFormat;
    (void)pNumChannels;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetMipmapFilterMode(CUfilter_mode *pfm, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetMipmapFilterMode,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetMipmapFilterMode, "cuTexRefGetMipmapFilterMode")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapFilterMode)(pfm, hTexRef);
    }
    (void)pfm;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetMipmapLevelBias(float *pbias, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetMipmapLevelBias,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetMipmapLevelBias, "cuTexRefGetMipmapLevelBias")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapLevelBias)(pbias, hTexRef);
    }
    (void)pbias;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetMipmapLevelClamp(float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetMipmapLevelClamp,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetMipmapLevelClamp, "cuTexRefGetMipmapLevelClamp")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapLevelClamp)(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef);
    }
    (void)pminMipmapLevelClamp;
    (void)pmaxMipmapLevelClamp;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetMaxAnisotropy(int *pmaxAniso, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetMaxAnisotropy,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetMaxAnisotropy, "cuTexRefGetMaxAnisotropy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMaxAnisotropy)(pmaxAniso, hTexRef);
    }
    (void)pmaxAniso;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetBorderColor(float *pBorderColor, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetBorderColor,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetBorderColor, "cuTexRefGetBorderColor")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetBorderColor)(pBorderColor, hTexRef);
    }
    (void)pBorderColor;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefGetFlags(unsigned int *pFlags, CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefGetFlags,
                       (bd_gen_fn)bd_gen_first_cuTexRefGetFlags, "cuTexRefGetFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFlags)(pFlags, hTexRef);
    }
    (void)pFlags;
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefCreate(CUtexref *pTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefCreate,
                       (bd_gen_fn)bd_gen_first_cuTexRefCreate, "cuTexRefCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefCreate)(pTexRef);
    }
    (void)pTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexRefDestroy(CUtexref hTexRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexRefDestroy,
                       (bd_gen_fn)bd_gen_first_cuTexRefDestroy, "cuTexRefDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefDestroy)(hTexRef);
    }
    (void)hTexRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuSurfRefSetArray(CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuSurfRefSetArray,
                       (bd_gen_fn)bd_gen_first_cuSurfRefSetArray, "cuSurfRefSetArray")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfRefSetArray)(hSurfRef, hArray, Flags);
    }
    (void)hSurfRef;
    (void)hArray;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuSurfRefGetArray(CUarray *phArray, CUsurfref hSurfRef)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuSurfRefGetArray,
                       (bd_gen_fn)bd_gen_first_cuSurfRefGetArray, "cuSurfRefGetArray")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfRefGetArray)(phArray, hSurfRef);
    }
    (void)phArray;
    (void)hSurfRef;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexObjectCreate(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexObjectCreate,
                       (bd_gen_fn)bd_gen_first_cuTexObjectCreate, "cuTexObjectCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectCreate)(pTexObject, pResDesc, pTexDesc, pResViewDesc);
    }
    (void)pTexObject;
    (void)pResDesc;
    (void)pTexDesc;
    (void)pResViewDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexObjectDestroy(CUtexObject texObject)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexObjectDestroy,
                       (bd_gen_fn)bd_gen_first_cuTexObjectDestroy, "cuTexObjectDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectDestroy)(texObject);
    }
    (void)texObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexObjectGetResourceDesc,
                       (bd_gen_fn)bd_gen_first_cuTexObjectGetResourceDesc, "cuTexObjectGetResourceDesc")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetResourceDesc)(pResDesc, texObject);
    }
    (void)pResDesc;
    (void)texObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexObjectGetTextureDesc,
                       (bd_gen_fn)bd_gen_first_cuTexObjectGetTextureDesc, "cuTexObjectGetTextureDesc")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetTextureDesc)(pTexDesc, texObject);
    }
    (void)pTexDesc;
    (void)texObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTexObjectGetResourceViewDesc,
                       (bd_gen_fn)bd_gen_first_cuTexObjectGetResourceViewDesc, "cuTexObjectGetResourceViewDesc")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetResourceViewDesc)(pResViewDesc, texObject);
    }
    (void)pResViewDesc;
    (void)texObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuSurfObjectCreate(CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuSurfObjectCreate,
                       (bd_gen_fn)bd_gen_first_cuSurfObjectCreate, "cuSurfObjectCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectCreate)(pSurfObject, pResDesc);
    }
    (void)pSurfObject;
    (void)pResDesc;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuSurfObjectDestroy(CUsurfObject surfObject)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuSurfObjectDestroy,
                       (bd_gen_fn)bd_gen_first_cuSurfObjectDestroy, "cuSurfObjectDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectDestroy)(surfObject);
    }
    (void)surfObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuSurfObjectGetResourceDesc,
                       (bd_gen_fn)bd_gen_first_cuSurfObjectGetResourceDesc, "cuSurfObjectGetResourceDesc")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectGetResourceDesc)(pResDesc, surfObject);
    }
    (void)pResDesc;
    (void)surfObject;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuTensorMapEncodeTiled(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const cuuint32_t *boxDim, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTensorMapEncodeTiled,
                       (bd_gen_fn)bd_gen_first_cuTensorMapEncodeTiled, "cuTensorMapEncodeTiled")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTensorMapEncodeTiled)(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, boxDim, elementStrides, interleave, swizzle, l2Promotion, oobFill);
    }
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

static CUresult bd_gen_first_cuTensorMapEncodeIm2col(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTensorMapEncodeIm2col,
                       (bd_gen_fn)bd_gen_first_cuTensorMapEncodeIm2col, "cuTensorMapEncodeIm2col")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTensorMapEncodeIm2col)(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, pixelBoxLowerCorner, pixelBoxUpperCorner, channelsPerPixel, pixelsPerColumn, elementStrides, interleave, swizzle, l2Promotion, oobFill);
    }
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

static CUresult bd_gen_first_cuTensorMapEncodeIm2colWide(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTensorMapEncodeIm2colWide,
                       (bd_gen_fn)bd_gen_first_cuTensorMapEncodeIm2colWide, "cuTensorMapEncodeIm2colWide")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTensorMapEncodeIm2colWide)(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, pixelBoxLowerCornerWidth, pixelBoxUpperCornerWidth, channelsPerPixel, pixelsPerColumn, elementStrides, interleave, mode, swizzle, l2Promotion, oobFill);
    }
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

static CUresult bd_gen_first_cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuTensorMapReplaceAddress,
                       (bd_gen_fn)bd_gen_first_cuTensorMapReplaceAddress, "cuTensorMapReplaceAddress")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTensorMapReplaceAddress)(tensorMap, globalAddress);
    }
    (void)tensorMap;
    (void)globalAddress;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceCanAccessPeer,
                       (bd_gen_fn)bd_gen_first_cuDeviceCanAccessPeer, "cuDeviceCanAccessPeer")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceCanAccessPeer)(canAccessPeer, dev, peerDev);
    }
    (void)canAccessPeer;
    (void)dev;
    (void)peerDev;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxEnablePeerAccess,
                       (bd_gen_fn)bd_gen_first_cuCtxEnablePeerAccess, "cuCtxEnablePeerAccess")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxEnablePeerAccess)(peerContext, Flags);
    }
    (void)peerContext;
    (void)Flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxDisablePeerAccess(CUcontext peerContext)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxDisablePeerAccess,
                       (bd_gen_fn)bd_gen_first_cuCtxDisablePeerAccess, "cuCtxDisablePeerAccess")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxDisablePeerAccess)(peerContext);
    }
    (void)peerContext;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attrib, CUdevice srcDevice, CUdevice dstDevice)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetP2PAttribute,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetP2PAttribute, "cuDeviceGetP2PAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetP2PAttribute)(value, attrib, srcDevice, dstDevice);
    }
    (void)value;
    (void)attrib;
    (void)srcDevice;
    (void)dstDevice;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice srcDevice, CUdevice dstDevice)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetP2PAtomicCapabilities,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetP2PAtomicCapabilities, "cuDeviceGetP2PAtomicCapabilities")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetP2PAtomicCapabilities)(capabilities, operations, count, srcDevice, dstDevice);
    }
    (void)capabilities;
    (void)operations;
    (void)count;
    (void)srcDevice;
    (void)dstDevice;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphicsUnregisterResource(CUgraphicsResource resource)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphicsUnregisterResource,
                       (bd_gen_fn)bd_gen_first_cuGraphicsUnregisterResource, "cuGraphicsUnregisterResource")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnregisterResource)(resource);
    }
    (void)resource;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphicsSubResourceGetMappedArray(CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphicsSubResourceGetMappedArray,
                       (bd_gen_fn)bd_gen_first_cuGraphicsSubResourceGetMappedArray, "cuGraphicsSubResourceGetMappedArray")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsSubResourceGetMappedArray)(pArray, resource, arrayIndex, mipLevel);
    }
    (void)pArray;
    (void)resource;
    (void)arrayIndex;
    (void)mipLevel;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphicsResourceGetMappedMipmappedArray(CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphicsResourceGetMappedMipmappedArray,
                       (bd_gen_fn)bd_gen_first_cuGraphicsResourceGetMappedMipmappedArray, "cuGraphicsResourceGetMappedMipmappedArray")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceGetMappedMipmappedArray)(pMipmappedArray, resource);
    }
    (void)pMipmappedArray;
    (void)resource;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphicsResourceGetMappedPointer(CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphicsResourceGetMappedPointer,
                       (bd_gen_fn)bd_gen_first_cuGraphicsResourceGetMappedPointer, "cuGraphicsResourceGetMappedPointer")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceGetMappedPointer)(pDevPtr, pSize, resource);
    }
    (void)pDevPtr;
    (void)pSize;
    (void)resource;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphicsResourceSetMapFlags(CUgraphicsResource resource, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphicsResourceSetMapFlags,
                       (bd_gen_fn)bd_gen_first_cuGraphicsResourceSetMapFlags, "cuGraphicsResourceSetMapFlags")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceSetMapFlags)(resource, flags);
    }
    (void)resource;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphicsMapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphicsMapResources,
                       (bd_gen_fn)bd_gen_first_cuGraphicsMapResources, "cuGraphicsMapResources")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsMapResources)(count, resources, hStream);
    }
    (void)count;
    (void)resources;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphicsMapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphicsMapResources_ptsz,
                       (bd_gen_fn)bd_gen_first_cuGraphicsMapResources_ptsz, "cuGraphicsMapResources_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsMapResources_ptsz)(count, resources, hStream);
    }
    (void)count;
    (void)resources;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphicsUnmapResources,
                       (bd_gen_fn)bd_gen_first_cuGraphicsUnmapResources, "cuGraphicsUnmapResources")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnmapResources)(count, resources, hStream);
    }
    (void)count;
    (void)resources;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGraphicsUnmapResources_ptsz(unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGraphicsUnmapResources_ptsz,
                       (bd_gen_fn)bd_gen_first_cuGraphicsUnmapResources_ptsz, "cuGraphicsUnmapResources_ptsz")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnmapResources_ptsz)(count, resources, hStream);
    }
    (void)count;
    (void)resources;
    (void)hStream;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags, CUdriverProcAddressQueryResult *symbolStatus)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGetProcAddress,
                       (bd_gen_fn)bd_gen_first_cuGetProcAddress, "cuGetProcAddress")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGetProcAddress)(symbol, pfn, cudaVersion, flags, symbolStatus);
    }
    (void)symbol;
    (void)pfn;
    (void)cudaVersion;
    (void)flags;
    (void)symbolStatus;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCoredumpGetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCoredumpGetAttribute,
                       (bd_gen_fn)bd_gen_first_cuCoredumpGetAttribute, "cuCoredumpGetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpGetAttribute)(attrib, value, size);
    }
    (void)attrib;
    (void)value;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCoredumpGetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCoredumpGetAttributeGlobal,
                       (bd_gen_fn)bd_gen_first_cuCoredumpGetAttributeGlobal, "cuCoredumpGetAttributeGlobal")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpGetAttributeGlobal)(attrib, value, size);
    }
    (void)attrib;
    (void)value;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCoredumpSetAttribute(CUcoredumpSettings attrib, void *value, size_t *size)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCoredumpSetAttribute,
                       (bd_gen_fn)bd_gen_first_cuCoredumpSetAttribute, "cuCoredumpSetAttribute")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpSetAttribute)(attrib, value, size);
    }
    (void)attrib;
    (void)value;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCoredumpSetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCoredumpSetAttributeGlobal,
                       (bd_gen_fn)bd_gen_first_cuCoredumpSetAttributeGlobal, "cuCoredumpSetAttributeGlobal")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpSetAttributeGlobal)(attrib, value, size);
    }
    (void)attrib;
    (void)value;
    (void)size;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGetExportTable(const void **ppExportTable, const CUuuid *pExportTableId)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGetExportTable,
                       (bd_gen_fn)bd_gen_first_cuGetExportTable, "cuGetExportTable")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGetExportTable)(ppExportTable, pExportTableId);
    }
    (void)ppExportTable;
    (void)pExportTableId;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGreenCtxCreate,
                       (bd_gen_fn)bd_gen_first_cuGreenCtxCreate, "cuGreenCtxCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxCreate)(phCtx, desc, dev, flags);
    }
    (void)phCtx;
    (void)desc;
    (void)dev;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGreenCtxDestroy(CUgreenCtx hCtx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGreenCtxDestroy,
                       (bd_gen_fn)bd_gen_first_cuGreenCtxDestroy, "cuGreenCtxDestroy")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxDestroy)(hCtx);
    }
    (void)hCtx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxFromGreenCtx,
                       (bd_gen_fn)bd_gen_first_cuCtxFromGreenCtx, "cuCtxFromGreenCtx")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxFromGreenCtx)(pContext, hCtx);
    }
    (void)pContext;
    (void)hCtx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDeviceGetDevResource(CUdevice device, CUdevResource *resource, CUdevResourceType type)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDeviceGetDevResource,
                       (bd_gen_fn)bd_gen_first_cuDeviceGetDevResource, "cuDeviceGetDevResource")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetDevResource)(device, resource, type);
    }
    (void)device;
    (void)resource;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCtxGetDevResource(CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCtxGetDevResource,
                       (bd_gen_fn)bd_gen_first_cuCtxGetDevResource, "cuCtxGetDevResource")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevResource)(hCtx, resource, type);
    }
    (void)hCtx;
    (void)resource;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGreenCtxGetDevResource,
                       (bd_gen_fn)bd_gen_first_cuGreenCtxGetDevResource, "cuGreenCtxGetDevResource")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxGetDevResource)(hCtx, resource, type);
    }
    (void)hCtx;
    (void)resource;
    (void)type;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDevSmResourceSplitByCount(CUdevResource *result, unsigned int *nbGroups, const CUdevResource *input, CUdevResource *remaining, unsigned int useFlags, unsigned int minCount)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDevSmResourceSplitByCount,
                       (bd_gen_fn)bd_gen_first_cuDevSmResourceSplitByCount, "cuDevSmResourceSplitByCount")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevSmResourceSplitByCount)(result, nbGroups, input, remaining, useFlags, minCount);
    }
    (void)result;
    (void)nbGroups;
    (void)input;
    (void)remaining;
    (void)useFlags;
    (void)minCount;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources, unsigned int nbResources)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuDevResourceGenerateDesc,
                       (bd_gen_fn)bd_gen_first_cuDevResourceGenerateDesc, "cuDevResourceGenerateDesc")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevResourceGenerateDesc)(phDesc, resources, nbResources);
    }
    (void)phDesc;
    (void)resources;
    (void)nbResources;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGreenCtxRecordEvent,
                       (bd_gen_fn)bd_gen_first_cuGreenCtxRecordEvent, "cuGreenCtxRecordEvent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxRecordEvent)(hCtx, hEvent);
    }
    (void)hCtx;
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGreenCtxWaitEvent,
                       (bd_gen_fn)bd_gen_first_cuGreenCtxWaitEvent, "cuGreenCtxWaitEvent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxWaitEvent)(hCtx, hEvent);
    }
    (void)hCtx;
    (void)hEvent;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuStreamGetGreenCtx(CUstream hStream, CUgreenCtx *phCtx)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuStreamGetGreenCtx,
                       (bd_gen_fn)bd_gen_first_cuStreamGetGreenCtx, "cuStreamGetGreenCtx")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetGreenCtx)(hStream, phCtx);
    }
    (void)hStream;
    (void)phCtx;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGreenCtxStreamCreate,
                       (bd_gen_fn)bd_gen_first_cuGreenCtxStreamCreate, "cuGreenCtxStreamCreate")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxStreamCreate)(phStream, greenCtx, flags, priority);
    }
    (void)phStream;
    (void)greenCtx;
    (void)flags;
    (void)priority;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuGreenCtxGetId,
                       (bd_gen_fn)bd_gen_first_cuGreenCtxGetId, "cuGreenCtxGetId")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxGetId)(greenCtx, greenCtxId);
    }
    (void)greenCtx;
    (void)greenCtxId;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLogsRegisterCallback(CUlogsCallback callbackFunc, void *userData, CUlogsCallbackHandle *callback_out)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLogsRegisterCallback,
                       (bd_gen_fn)bd_gen_first_cuLogsRegisterCallback, "cuLogsRegisterCallback")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLogsRegisterCallback)(callbackFunc, userData, callback_out);
    }
    (void)callbackFunc;
    (void)userData;
    (void)callback_out;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLogsUnregisterCallback(CUlogsCallbackHandle callback)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLogsUnregisterCallback,
                       (bd_gen_fn)bd_gen_first_cuLogsUnregisterCallback, "cuLogsUnregisterCallback")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLogsUnregisterCallback)(callback);
    }
    (void)callback;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLogsCurrent(CUlogIterator *iterator_out, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLogsCurrent,
                       (bd_gen_fn)bd_gen_first_cuLogsCurrent, "cuLogsCurrent")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLogsCurrent)(iterator_out, flags);
    }
    (void)iterator_out;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLogsDumpToFile(CUlogIterator *iterator, const char *pathToFile, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLogsDumpToFile,
                       (bd_gen_fn)bd_gen_first_cuLogsDumpToFile, "cuLogsDumpToFile")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLogsDumpToFile)(iterator, pathToFile, flags);
    }
    (void)iterator;
    (void)pathToFile;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuLogsDumpToMemory(CUlogIterator *iterator, char *buffer, size_t *size, unsigned int flags)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuLogsDumpToMemory,
                       (bd_gen_fn)bd_gen_first_cuLogsDumpToMemory, "cuLogsDumpToMemory")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLogsDumpToMemory)(iterator, buffer, size, flags);
    }
    (void)iterator;
    (void)buffer;
    (void)size;
    (void)flags;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCheckpointProcessGetRestoreThreadId(int pid, int *tid)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCheckpointProcessGetRestoreThreadId,
                       (bd_gen_fn)bd_gen_first_cuCheckpointProcessGetRestoreThreadId, "cuCheckpointProcessGetRestoreThreadId")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessGetRestoreThreadId)(pid, tid);
    }
    (void)pid;
    (void)tid;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCheckpointProcessGetState(int pid, CUprocessState *state)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCheckpointProcessGetState,
                       (bd_gen_fn)bd_gen_first_cuCheckpointProcessGetState, "cuCheckpointProcessGetState")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessGetState)(pid, state);
    }
    (void)pid;
    (void)state;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCheckpointProcessLock(int pid, CUcheckpointLockArgs *args)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCheckpointProcessLock,
                       (bd_gen_fn)bd_gen_first_cuCheckpointProcessLock, "cuCheckpointProcessLock")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessLock)(pid, args);
    }
    (void)pid;
    (void)args;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCheckpointProcessCheckpoint(int pid, CUcheckpointCheckpointArgs *args)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCheckpointProcessCheckpoint,
                       (bd_gen_fn)bd_gen_first_cuCheckpointProcessCheckpoint, "cuCheckpointProcessCheckpoint")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessCheckpoint)(pid, args);
    }
    (void)pid;
    (void)args;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCheckpointProcessRestore(int pid, CUcheckpointRestoreArgs *args)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCheckpointProcessRestore,
                       (bd_gen_fn)bd_gen_first_cuCheckpointProcessRestore, "cuCheckpointProcessRestore")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessRestore)(pid, args);
    }
    (void)pid;
    (void)args;
    return CUDA_ERROR_NOT_SUPPORTED;
}

static CUresult bd_gen_first_cuCheckpointProcessUnlock(int pid, CUcheckpointUnlockArgs *args)
{
    if (bd_gen_resolve(&bd_gen_driver_library, &bd_gen_driver.pfn_cuCheckpointProcessUnlock,
                       (bd_gen_fn)bd_gen_first_cuCheckpointProcessUnlock, "cuCheckpointProcessUnlock")) {
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessUnlock)(pid, args);
    }
    (void)pid;
    (void)args;
    return CUDA_ERROR_NOT_SUPPORTED;
}

struct bd_gen_driver_table bd_gen_driver = {
    .pfn_cuGetErrorString = bd_gen_first_cuGetErrorString,
    .pfn_cuGetErrorName = bd_gen_first_cuGetErrorName,
    .pfn_cuInit = bd_gen_first_cuInit,
    .pfn_cuDriverGetVersion = bd_gen_first_cuDriverGetVersion,
    .pfn_cuDeviceGet = bd_gen_first_cuDeviceGet,
    .pfn_cuDeviceGetCount = bd_gen_first_cuDeviceGetCount,
    .pfn_cuDeviceGetName = bd_gen_first_cuDeviceGetName,
    .pfn_cuDeviceGetUuid = bd_gen_first_cuDeviceGetUuid,
    .pfn_cuDeviceGetLuid = bd_gen_first_cuDeviceGetLuid,
    .pfn_cuDeviceTotalMem = bd_gen_first_cuDeviceTotalMem,
    .pfn_cuDeviceGetTexture1DLinearMaxWidth = bd_gen_first_cuDeviceGetTexture1DLinearMaxWidth,
    .pfn_cuDeviceGetAttribute = bd_gen_first_cuDeviceGetAttribute,
    .pfn_cuDeviceGetHostAtomicCapabilities = bd_gen_first_cuDeviceGetHostAtomicCapabilities,
    .pfn_cuDeviceGetNvSciSyncAttributes = bd_gen_first_cuDeviceGetNvSciSyncAttributes,
    .pfn_cuDeviceSetMemPool = bd_gen_first_cuDeviceSetMemPool,
    .pfn_cuDeviceGetMemPool = bd_gen_first_cuDeviceGetMemPool,
    .pfn_cuDeviceGetDefaultMemPool = bd_gen_first_cuDeviceGetDefaultMemPool,
    .pfn_cuDeviceGetExecAffinitySupport = bd_gen_first_cuDeviceGetExecAffinitySupport,
    .pfn_cuFlushGPUDirectRDMAWrites = bd_gen_first_cuFlushGPUDirectRDMAWrites,
    .pfn_cuDeviceGetProperties = bd_gen_first_cuDeviceGetProperties,
    .pfn_cuDeviceComputeCapability = bd_gen_first_cuDeviceComputeCapability,
    .pfn_cuDevicePrimaryCtxRetain = bd_gen_first_cuDevicePrimaryCtxRetain,
    .pfn_cuDevicePrimaryCtxRelease = bd_gen_first_cuDevicePrimaryCtxRelease,
    .pfn_cuDevicePrimaryCtxSetFlags = bd_gen_first_cuDevicePrimaryCtxSetFlags,
    .pfn_cuDevicePrimaryCtxGetState = bd_gen_first_cuDevicePrimaryCtxGetState,
    .pfn_cuDevicePrimaryCtxReset = bd_gen_first_cuDevicePrimaryCtxReset,
    .pfn_cuCtxCreate = bd_gen_first_cuCtxCreate,
    .pfn_cuCtxDestroy = bd_gen_first_cuCtxDestroy,
    .pfn_cuCtxPushCurrent = bd_gen_first_cuCtxPushCurrent,
    .pfn_cuCtxPopCurrent = bd_gen_first_cuCtxPopCurrent,
    .pfn_cuCtxSetCurrent = bd_gen_first_cuCtxSetCurrent,
    .pfn_cuCtxGetCurrent = bd_gen_first_cuCtxGetCurrent,
    .pfn_cuCtxGetDevice = bd_gen_first_cuCtxGetDevice,
    .pfn_cuCtxGetDevice_v2 = bd_gen_first_cuCtxGetDevice_v2,
    .pfn_cuCtxGetFlags = bd_gen_first_cuCtxGetFlags,
    .pfn_cuCtxSetFlags = bd_gen_first_cuCtxSetFlags,
    .pfn_cuCtxGetId = bd_gen_first_cuCtxGetId,
    .pfn_cuCtxSynchronize = bd_gen_first_cuCtxSynchronize,
    .pfn_cuCtxSynchronize_v2 = bd_gen_first_cuCtxSynchronize_v2,
    .pfn_cuCtxSetLimit = bd_gen_first_cuCtxSetLimit,
    .pfn_cuCtxGetLimit = bd_gen_first_cuCtxGetLimit,
    .pfn_cuCtxGetCacheConfig = bd_gen_first_cuCtxGetCacheConfig,
    .pfn_cuCtxSetCacheConfig = bd_gen_first_cuCtxSetCacheConfig,
    .pfn_cuCtxGetApiVersion = bd_gen_first_cuCtxGetApiVersion,
    .pfn_cuCtxGetStreamPriorityRange = bd_gen_first_cuCtxGetStreamPriorityRange,
    .pfn_cuCtxResetPersistingL2Cache = bd_gen_first_cuCtxResetPersistingL2Cache,
    .pfn_cuCtxGetExecAffinity = bd_gen_first_cuCtxGetExecAffinity,
    .pfn_cuCtxRecordEvent = bd_gen_first_cuCtxRecordEvent,
    .pfn_cuCtxWaitEvent = bd_gen_first_cuCtxWaitEvent,
    .pfn_cuCtxAttach = bd_gen_first_cuCtxAttach,
    .pfn_cuCtxDetach = bd_gen_first_cuCtxDetach,
    .pfn_cuCtxGetSharedMemConfig = bd_gen_first_cuCtxGetSharedMemConfig,
    .pfn_cuCtxSetSharedMemConfig = bd_gen_first_cuCtxSetSharedMemConfig,
    .pfn_cuModuleLoad = bd_gen_first_cuModuleLoad,
    .pfn_cuModuleLoadData = bd_gen_first_cuModuleLoadData,
    .pfn_cuModuleLoadDataEx = bd_gen_first_cuModuleLoadDataEx,
    .pfn_cuModuleLoadFatBinary = bd_gen_first_cuModuleLoadFatBinary,
    .pfn_cuModuleUnload = bd_gen_first_cuModuleUnload,
    .pfn_cuModuleGetLoadingMode = bd_gen_first_cuModuleGetLoadingMode,
    .pfn_cuModuleGetFunction = bd_gen_first_cuModuleGetFunction,
    .pfn_cuModuleGetFunctionCount = bd_gen_first_cuModuleGetFunctionCount,
    .pfn_cuModuleEnumerateFunctions = bd_gen_first_cuModuleEnumerateFunctions,
    .pfn_cuModuleGetGlobal = bd_gen_first_cuModuleGetGlobal,
    .pfn_cuLinkCreate = bd_gen_first_cuLinkCreate,
    .pfn_cuLinkAddData = bd_gen_first_cuLinkAddData,
    .pfn_cuLinkAddFile = bd_gen_first_cuLinkAddFile,
    .pfn_cuLinkComplete = bd_gen_first_cuLinkComplete,
    .pfn_cuLinkDestroy = bd_gen_first_cuLinkDestroy,
    .pfn_cuModuleGetTexRef = bd_gen_first_cuModuleGetTexRef,
    .pfn_cuModuleGetSurfRef = bd_gen_first_cuModuleGetSurfRef,
    .pfn_cuLibraryLoadData = bd_gen_first_cuLibraryLoadData,
    .pfn_cuLibraryLoadFromFile = bd_gen_first_cuLibraryLoadFromFile,
    .pfn_cuLibraryUnload = bd_gen_first_cuLibraryUnload,
    .pfn_cuLibraryGetKernel = bd_gen_first_cuLibraryGetKernel,
    .pfn_cuLibraryGetKernelCount = bd_gen_first_cuLibraryGetKernelCount,
    .pfn_cuLibraryEnumerateKernels = bd_gen_first_cuLibraryEnumerateKernels,
    .pfn_cuLibraryGetModule = bd_gen_first_cuLibraryGetModule,
    .pfn_cuKernelGetFunction = bd_gen_first_cuKernelGetFunction,
    .pfn_cuKernelGetLibrary = bd_gen_first_cuKernelGetLibrary,
    .pfn_cuLibraryGetGlobal = bd_gen_first_cuLibraryGetGlobal,
    .pfn_cuLibraryGetManaged = bd_gen_first_cuLibraryGetManaged,
    .pfn_cuLibraryGetUnifiedFunction = bd_gen_first_cuLibraryGetUnifiedFunction,
    .pfn_cuKernelGetAttribute = bd_gen_first_cuKernelGetAttribute,
    .pfn_cuKernelSetAttribute = bd_gen_first_cuKernelSetAttribute,
    .pfn_cuKernelSetCacheConfig = bd_gen_first_cuKernelSetCacheConfig,
    .pfn_cuKernelGetName = bd_gen_first_cuKernelGetName,
    .pfn_cuKernelGetParamInfo = bd_gen_first_cuKernelGetParamInfo,
    .pfn_cuMemGetInfo = bd_gen_first_cuMemGetInfo,
    .pfn_cuMemAlloc = bd_gen_first_cuMemAlloc,
    .pfn_cuMemAllocPitch = bd_gen_first_cuMemAllocPitch,
    .pfn_cuMemFree = bd_gen_first_cuMemFree,
    .pfn_cuMemGetAddressRange = bd_gen_first_cuMemGetAddressRange,
    .pfn_cuMemAllocHost = bd_gen_first_cuMemAllocHost,
    .pfn_cuMemFreeHost = bd_gen_first_cuMemFreeHost,
    .pfn_cuMemHostAlloc = bd_gen_first_cuMemHostAlloc,
    .pfn_cuMemHostGetDevicePointer = bd_gen_first_cuMemHostGetDevicePointer,
    .pfn_cuMemHostGetFlags = bd_gen_first_cuMemHostGetFlags,
    .pfn_cuMemAllocManaged = bd_gen_first_cuMemAllocManaged,
    .pfn_cuDeviceRegisterAsyncNotification = bd_gen_first_cuDeviceRegisterAsyncNotification,
    .pfn_cuDeviceUnregisterAsyncNotification = bd_gen_first_cuDeviceUnregisterAsyncNotification,
    .pfn_cuDeviceGetByPCIBusId = bd_gen_first_cuDeviceGetByPCIBusId,
    .pfn_cuDeviceGetPCIBusId = bd_gen_first_cuDeviceGetPCIBusId,
    .pfn_cuIpcGetEventHandle = bd_gen_first_cuIpcGetEventHandle,
    .pfn_cuIpcOpenEventHandle = bd_gen_first_cuIpcOpenEventHandle,
    .pfn_cuIpcGetMemHandle = bd_gen_first_cuIpcGetMemHandle,
    .pfn_cuIpcOpenMemHandle = bd_gen_first_cuIpcOpenMemHandle,
    .pfn_cuIpcCloseMemHandle = bd_gen_first_cuIpcCloseMemHandle,
    .pfn_cuMemHostRegister = bd_gen_first_cuMemHostRegister,
    .pfn_cuMemHostUnregister = bd_gen_first_cuMemHostUnregister,
    .pfn_cuMemcpy = bd_gen_first_cuMemcpy,
    .pfn_cuMemcpy_ptds = bd_gen_first_cuMemcpy_ptds,
    .pfn_cuMemcpyPeer = bd_gen_first_cuMemcpyPeer,
    .pfn_cuMemcpyPeer_ptds = bd_gen_first_cuMemcpyPeer_ptds,
    .pfn_cuMemcpyHtoD = bd_gen_first_cuMemcpyHtoD,
    .pfn_cuMemcpyHtoD_ptds = bd_gen_first_cuMemcpyHtoD_ptds,
    .pfn_cuMemcpyDtoH = bd_gen_first_cuMemcpyDtoH,
    .pfn_cuMemcpyDtoH_ptds = bd_gen_first_cuMemcpyDtoH_ptds,
    .pfn_cuMemcpyDtoD = bd_gen_first_cuMemcpyDtoD,
    .pfn_cuMemcpyDtoD_ptds = bd_gen_first_cuMemcpyDtoD_ptds,
    .pfn_cuMemcpyDtoA = bd_gen_first_cuMemcpyDtoA,
    .pfn_cuMemcpyDtoA_ptds = bd_gen_first_cuMemcpyDtoA_ptds,
    .pfn_cuMemcpyAtoD = bd_gen_first_cuMemcpyAtoD,
    .pfn_cuMemcpyAtoD_ptds = bd_gen_first_cuMemcpyAtoD_ptds,
    .pfn_cuMemcpyHtoA = bd_gen_first_cuMemcpyHtoA,
    .pfn_cuMemcpyHtoA_ptds = bd_gen_first_cuMemcpyHtoA_ptds,
    .pfn_cuMemcpyAtoH = bd_gen_first_cuMemcpyAtoH,
    .pfn_cuMemcpyAtoH_ptds = bd_gen_first_cuMemcpyAtoH_ptds,
    .pfn_cuMemcpyAtoA = bd_gen_first_cuMemcpyAtoA,
    .pfn_cuMemcpyAtoA_ptds = bd_gen_first_cuMemcpyAtoA_ptds,
    .pfn_cuMemcpy2D = bd_gen_first_cuMemcpy2D,
    .pfn_cuMemcpy2D_ptds = bd_gen_first_cuMemcpy2D_ptds,
    .pfn_cuMemcpy2DUnaligned = bd_gen_first_cuMemcpy2DUnaligned,
    .pfn_cuMemcpy2DUnaligned_ptds = bd_gen_first_cuMemcpy2DUnaligned_ptds,
    .pfn_cuMemcpy3D = bd_gen_first_cuMemcpy3D,
    .pfn_cuMemcpy3D_ptds = bd_gen_first_cuMemcpy3D_ptds,
    .pfn_cuMemcpy3DPeer = bd_gen_first_cuMemcpy3DPeer,
    .pfn_cuMemcpy3DPeer_ptds = bd_gen_first_cuMemcpy3DPeer_ptds,
    .pfn_cuMemcpyAsync = bd_gen_first_cuMemcpyAsync,
    .pfn_cuMemcpyAsync_ptsz = bd_gen_first_cuMemcpyAsync_ptsz,
    .pfn_cuMemcpyPeerAsync = bd_gen_first_cuMemcpyPeerAsync,
    .pfn_cuMemcpyPeerAsync_ptsz = bd_gen_first_cuMemcpyPeerAsync_ptsz,
    .pfn_cuMemcpyHtoDAsync = bd_gen_first_cuMemcpyHtoDAsync,
    .pfn_cuMemcpyHtoDAsync_ptsz = bd_gen_first_cuMemcpyHtoDAsync_ptsz,
    .pfn_cuMemcpyDtoHAsync = bd_gen_first_cuMemcpyDtoHAsync,
    .pfn_cuMemcpyDtoHAsync_ptsz = bd_gen_first_cuMemcpyDtoHAsync_ptsz,
    .pfn_cuMemcpyDtoDAsync = bd_gen_first_cuMemcpyDtoDAsync,
    .pfn_cuMemcpyDtoDAsync_ptsz = bd_gen_first_cuMemcpyDtoDAsync_ptsz,
    .pfn_cuMemcpyHtoAAsync = bd_gen_first_cuMemcpyHtoAAsync,
    .pfn_cuMemcpyHtoAAsync_ptsz = bd_gen_first_cuMemcpyHtoAAsync_ptsz,
    .pfn_cuMemcpyAtoHAsync = bd_gen_first_cuMemcpyAtoHAsync,
    .pfn_cuMemcpyAtoHAsync_ptsz = bd_gen_first_cuMemcpyAtoHAsync_ptsz,
    .pfn_cuMemcpy2DAsync = bd_gen_first_cuMemcpy2DAsync,
    .pfn_cuMemcpy2DAsync_ptsz = bd_gen_first_cuMemcpy2DAsync_ptsz,
    .pfn_cuMemcpy3DAsync = bd_gen_first_cuMemcpy3DAsync,
    .pfn_cuMemcpy3DAsync_ptsz = bd_gen_first_cuMemcpy3DAsync_ptsz,
    .pfn_cuMemcpy3DPeerAsync = bd_gen_first_cuMemcpy3DPeerAsync,
    .pfn_cuMemcpy3DPeerAsync_ptsz = bd_gen_first_cuMemcpy3DPeerAsync_ptsz,
    .pfn_cuMemcpyBatchAsync = bd_gen_first_cuMemcpyBatchAsync,
    .pfn_cuMemcpyBatchAsync_ptsz = bd_gen_first_cuMemcpyBatchAsync_ptsz,
    .pfn_cuMemcpy3DBatchAsync = bd_gen_first_cuMemcpy3DBatchAsync,
    .pfn_cuMemcpy3DBatchAsync_ptsz = bd_gen_first_cuMemcpy3DBatchAsync_ptsz,
    .pfn_cuMemsetD8 = bd_gen_first_cuMemsetD8,
    .pfn_cuMemsetD8_ptds = bd_gen_first_cuMemsetD8_ptds,
    .pfn_cuMemsetD16 = bd_gen_first_cuMemsetD16,
    .pfn_cuMemsetD16_ptds = bd_gen_first_cuMemsetD16_ptds,
    .pfn_cuMemsetD32 = bd_gen_first_cuMemsetD32,
    .pfn_cuMemsetD32_ptds = bd_gen_first_cuMemsetD32_ptds,
    .pfn_cuMemsetD2D8 = bd_gen_first_cuMemsetD2D8,
    .pfn_cuMemsetD2D8_ptds = bd_gen_first_cuMemsetD2D8_ptds,
    .pfn_cuMemsetD2D16 = bd_gen_first_cuMemsetD2D16,
    .pfn_cuMemsetD2D16_ptds = bd_gen_first_cuMemsetD2D16_ptds,
    .pfn_cuMemsetD2D32 = bd_gen_first_cuMemsetD2D32,
    .pfn_cuMemsetD2D32_ptds = bd_gen_first_cuMemsetD2D32_ptds,
    .pfn_cuMemsetD8Async = bd_gen_first_cuMemsetD8Async,
    .pfn_cuMemsetD8Async_ptsz = bd_gen_first_cuMemsetD8Async_ptsz,
    .pfn_cuMemsetD16Async = bd_gen_first_cuMemsetD16Async,
    .pfn_cuMemsetD16Async_ptsz = bd_gen_first_cuMemsetD16Async_ptsz,
    .pfn_cuMemsetD32Async = bd_gen_first_cuMemsetD32Async,
    .pfn_cuMemsetD32Async_ptsz = bd_gen_first_cuMemsetD32Async_ptsz,
    .pfn_cuMemsetD2D8Async = bd_gen_first_cuMemsetD2D8Async,
    .pfn_cuMemsetD2D8Async_ptsz = bd_gen_first_cuMemsetD2D8Async_ptsz,
    .pfn_cuMemsetD2D16Async = bd_gen_first_cuMemsetD2D16Async,
    .pfn_cuMemsetD2D16Async_ptsz = bd_gen_first_cuMemsetD2D16Async_ptsz,
    .pfn_cuMemsetD2D32Async = bd_gen_first_cuMemsetD2D32Async,
    .pfn_cuMemsetD2D32Async_ptsz = bd_gen_first_cuMemsetD2D32Async_ptsz,
    .pfn_cuArrayCreate = bd_gen_first_cuArrayCreate,
    .pfn_cuArrayGetDescriptor = bd_gen_first_cuArrayGetDescriptor,
    .pfn_cuArrayGetSparseProperties = bd_gen_first_cuArrayGetSparseProperties,
    .pfn_cuMipmappedArrayGetSparseProperties = bd_gen_first_cuMipmappedArrayGetSparseProperties,
    .pfn_cuArrayGetMemoryRequirements = bd_gen_first_cuArrayGetMemoryRequirements,
    .pfn_cuMipmappedArrayGetMemoryRequirements = bd_gen_first_cuMipmappedArrayGetMemoryRequirements,
    .pfn_cuArrayGetPlane = bd_gen_first_cuArrayGetPlane,
    .pfn_cuArrayDestroy = bd_gen_first_cuArrayDestroy,
    .pfn_cuArray3DCreate = bd_gen_first_cuArray3DCreate,
    .pfn_cuArray3DGetDescriptor = bd_gen_first_cuArray3DGetDescriptor,
    .pfn_cuMipmappedArrayCreate = bd_gen_first_cuMipmappedArrayCreate,
    .pfn_cuMipmappedArrayGetLevel = bd_gen_first_cuMipmappedArrayGetLevel,
    .pfn_cuMipmappedArrayDestroy = bd_gen_first_cuMipmappedArrayDestroy,
    .pfn_cuMemGetHandleForAddressRange = bd_gen_first_cuMemGetHandleForAddressRange,
    .pfn_cuMemBatchDecompressAsync = bd_gen_first_cuMemBatchDecompressAsync,
    .pfn_cuMemBatchDecompressAsync_ptsz = bd_gen_first_cuMemBatchDecompressAsync_ptsz,
    .pfn_cuMemAddressReserve = bd_gen_first_cuMemAddressReserve,
    .pfn_cuMemAddressFree = bd_gen_first_cuMemAddressFree,
    .pfn_cuMemCreate = bd_gen_first_cuMemCreate,
    .pfn_cuMemRelease = bd_gen_first_cuMemRelease,
    .pfn_cuMemMap = bd_gen_first_cuMemMap,
    .pfn_cuMemMapArrayAsync = bd_gen_first_cuMemMapArrayAsync,
    .pfn_cuMemMapArrayAsync_ptsz = bd_gen_first_cuMemMapArrayAsync_ptsz,
    .pfn_cuMemUnmap = bd_gen_first_cuMemUnmap,
    .pfn_cuMemSetAccess = bd_gen_first_cuMemSetAccess,
    .pfn_cuMemGetAccess = bd_gen_first_cuMemGetAccess,
    .pfn_cuMemExportToShareableHandle = bd_gen_first_cuMemExportToShareableHandle,
    .pfn_cuMemImportFromShareableHandle = bd_gen_first_cuMemImportFromShareableHandle,
    .pfn_cuMemGetAllocationGranularity = bd_gen_first_cuMemGetAllocationGranularity,
    .pfn_cuMemGetAllocationPropertiesFromHandle = bd_gen_first_cuMemGetAllocationPropertiesFromHandle,
    .pfn_cuMemRetainAllocationHandle = bd_gen_first_cuMemRetainAllocationHandle,
    .pfn_cuMemFreeAsync = bd_gen_first_cuMemFreeAsync,
    .pfn_cuMemFreeAsync_ptsz = bd_gen_first_cuMemFreeAsync_ptsz,
    .pfn_cuMemAllocAsync = bd_gen_first_cuMemAllocAsync,
    .pfn_cuMemAllocAsync_ptsz = bd_gen_first_cuMemAllocAsync_ptsz,
    .pfn_cuMemPoolTrimTo = bd_gen_first_cuMemPoolTrimTo,
    .pfn_cuMemPoolSetAttribute = bd_gen_first_cuMemPoolSetAttribute,
    .pfn_cuMemPoolGetAttribute = bd_gen_first_cuMemPoolGetAttribute,
    .pfn_cuMemPoolSetAccess = bd_gen_first_cuMemPoolSetAccess,
    .pfn_cuMemPoolGetAccess = bd_gen_first_cuMemPoolGetAccess,
    .pfn_cuMemPoolCreate = bd_gen_first_cuMemPoolCreate,
    .pfn_cuMemPoolDestroy = bd_gen_first_cuMemPoolDestroy,
    .pfn_cuMemGetDefaultMemPool = bd_gen_first_cuMemGetDefaultMemPool,
    .pfn_cuMemGetMemPool = bd_gen_first_cuMemGetMemPool,
    .pfn_cuMemSetMemPool = bd_gen_first_cuMemSetMemPool,
    .pfn_cuMemAllocFromPoolAsync = bd_gen_first_cuMemAllocFromPoolAsync,
    .pfn_cuMemAllocFromPoolAsync_ptsz = bd_gen_first_cuMemAllocFromPoolAsync_ptsz,
    .pfn_cuMemPoolExportToShareableHandle = bd_gen_first_cuMemPoolExportToShareableHandle,
    .pfn_cuMemPoolImportFromShareableHandle = bd_gen_first_cuMemPoolImportFromShareableHandle,
    .pfn_cuMemPoolExportPointer = bd_gen_first_cuMemPoolExportPointer,
    .pfn_cuMemPoolImportPointer = bd_gen_first_cuMemPoolImportPointer,
    .pfn_cuMulticastCreate = bd_gen_first_cuMulticastCreate,
    .pfn_cuMulticastAddDevice = bd_gen_first_cuMulticastAddDevice,
    .pfn_cuMulticastBindMem = bd_gen_first_cuMulticastBindMem,
    .pfn_cuMulticastBindAddr = bd_gen_first_cuMulticastBindAddr,
    .pfn_cuMulticastUnbind = bd_gen_first_cuMulticastUnbind,
    .pfn_cuMulticastGetGranularity = bd_gen_first_cuMulticastGetGranularity,
    .pfn_cuPointerGetAttribute = bd_gen_first_cuPointerGetAttribute,
    .pfn_cuMemPrefetchAsync = bd_gen_first_cuMemPrefetchAsync,
    .pfn_cuMemPrefetchAsync_ptsz = bd_gen_first_cuMemPrefetchAsync_ptsz,
    .pfn_cuMemAdvise = bd_gen_first_cuMemAdvise,
    .pfn_cuMemPrefetchBatchAsync = bd_gen_first_cuMemPrefetchBatchAsync,
    .pfn_cuMemPrefetchBatchAsync_ptsz = bd_gen_first_cuMemPrefetchBatchAsync_ptsz,
    .pfn_cuMemDiscardBatchAsync = bd_gen_first_cuMemDiscardBatchAsync,
    .pfn_cuMemDiscardBatchAsync_ptsz = bd_gen_first_cuMemDiscardBatchAsync_ptsz,
    .pfn_cuMemDiscardAndPrefetchBatchAsync = bd_gen_first_cuMemDiscardAndPrefetchBatchAsync,
    .pfn_cuMemDiscardAndPrefetchBatchAsync_ptsz = bd_gen_first_cuMemDiscardAndPrefetchBatchAsync_ptsz,
    .pfn_cuMemRangeGetAttribute = bd_gen_first_cuMemRangeGetAttribute,
    .pfn_cuMemRangeGetAttributes = bd_gen_first_cuMemRangeGetAttributes,
    .pfn_cuPointerSetAttribute = bd_gen_first_cuPointerSetAttribute,
    .pfn_cuPointerGetAttributes = bd_gen_first_cuPointerGetAttributes,
    .pfn_cuStreamCreate = bd_gen_first_cuStreamCreate,
    .pfn_cuStreamCreateWithPriority = bd_gen_first_cuStreamCreateWithPriority,
    .pfn_cuStreamGetPriority = bd_gen_first_cuStreamGetPriority,
    .pfn_cuStreamGetPriority_ptsz = bd_gen_first_cuStreamGetPriority_ptsz,
    .pfn_cuStreamGetDevice = bd_gen_first_cuStreamGetDevice,
    .pfn_cuStreamGetDevice_ptsz = bd_gen_first_cuStreamGetDevice_ptsz,
    .pfn_cuStreamGetFlags = bd_gen_first_cuStreamGetFlags,
    .pfn_cuStreamGetFlags_ptsz = bd_gen_first_cuStreamGetFlags_ptsz,
    .pfn_cuStreamGetId = bd_gen_first_cuStreamGetId,
    .pfn_cuStreamGetId_ptsz = bd_gen_first_cuStreamGetId_ptsz,
    .pfn_cuStreamGetCtx = bd_gen_first_cuStreamGetCtx,
    .pfn_cuStreamGetCtx_ptsz = bd_gen_first_cuStreamGetCtx_ptsz,
    .pfn_cuStreamGetCtx_v2 = bd_gen_first_cuStreamGetCtx_v2,
    .pfn_cuStreamGetCtx_v2_ptsz = bd_gen_first_cuStreamGetCtx_v2_ptsz,
    .pfn_cuStreamWaitEvent = bd_gen_first_cuStreamWaitEvent,
    .pfn_cuStreamWaitEvent_ptsz = bd_gen_first_cuStreamWaitEvent_ptsz,
    .pfn_cuStreamAddCallback = bd_gen_first_cuStreamAddCallback,
    .pfn_cuStreamAddCallback_ptsz = bd_gen_first_cuStreamAddCallback_ptsz,
    .pfn_cuStreamBeginCapture = bd_gen_first_cuStreamBeginCapture,
    .pfn_cuStreamBeginCapture_ptsz = bd_gen_first_cuStreamBeginCapture_ptsz,
    .pfn_cuStreamBeginCaptureToGraph = bd_gen_first_cuStreamBeginCaptureToGraph,
    .pfn_cuStreamBeginCaptureToGraph_ptsz = bd_gen_first_cuStreamBeginCaptureToGraph_ptsz,
    .pfn_cuThreadExchangeStreamCaptureMode = bd_gen_first_cuThreadExchangeStreamCaptureMode,
    .pfn_cuStreamEndCapture = bd_gen_first_cuStreamEndCapture,
    .pfn_cuStreamEndCapture_ptsz = bd_gen_first_cuStreamEndCapture_ptsz,
    .pfn_cuStreamIsCapturing = bd_gen_first_cuStreamIsCapturing,
    .pfn_cuStreamIsCapturing_ptsz = bd_gen_first_cuStreamIsCapturing_ptsz,
    .pfn_cuStreamGetCaptureInfo = bd_gen_first_cuStreamGetCaptureInfo,
    .pfn_cuStreamGetCaptureInfo_ptsz = bd_gen_first_cuStreamGetCaptureInfo_ptsz,
    .pfn_cuStreamUpdateCaptureDependencies = bd_gen_first_cuStreamUpdateCaptureDependencies,
    .pfn_cuStreamUpdateCaptureDependencies_ptsz = bd_gen_first_cuStreamUpdateCaptureDependencies_ptsz,
    .pfn_cuStreamAttachMemAsync = bd_gen_first_cuStreamAttachMemAsync,
    .pfn_cuStreamAttachMemAsync_ptsz = bd_gen_first_cuStreamAttachMemAsync_ptsz,
    .pfn_cuStreamQuery = bd_gen_first_cuStreamQuery,
    .pfn_cuStreamQuery_ptsz = bd_gen_first_cuStreamQuery_ptsz,
    .pfn_cuStreamSynchronize = bd_gen_first_cuStreamSynchronize,
    .pfn_cuStreamSynchronize_ptsz = bd_gen_first_cuStreamSynchronize_ptsz,
    .pfn_cuStreamDestroy = bd_gen_first_cuStreamDestroy,
    .pfn_cuStreamCopyAttributes = bd_gen_first_cuStreamCopyAttributes,
    .pfn_cuStreamCopyAttributes_ptsz = bd_gen_first_cuStreamCopyAttributes_ptsz,
    .pfn_cuStreamGetAttribute = bd_gen_first_cuStreamGetAttribute,
    .pfn_cuStreamGetAttribute_ptsz = bd_gen_first_cuStreamGetAttribute_ptsz,
    .pfn_cuStreamSetAttribute = bd_gen_first_cuStreamSetAttribute,
    .pfn_cuStreamSetAttribute_ptsz = bd_gen_first_cuStreamSetAttribute_ptsz,
    .pfn_cuEventCreate = bd_gen_first_cuEventCreate,
    .pfn_cuEventRecord = bd_gen_first_cuEventRecord,
    .pfn_cuEventRecord_ptsz = bd_gen_first_cuEventRecord_ptsz,
    .pfn_cuEventRecordWithFlags = bd_gen_first_cuEventRecordWithFlags,
    .pfn_cuEventRecordWithFlags_ptsz = bd_gen_first_cuEventRecordWithFlags_ptsz,
    .pfn_cuEventQuery = bd_gen_first_cuEventQuery,
    .pfn_cuEventSynchronize = bd_gen_first_cuEventSynchronize,
    .pfn_cuEventDestroy = bd_gen_first_cuEventDestroy,
    .pfn_cuEventElapsedTime = bd_gen_first_cuEventElapsedTime,
    .pfn_cuImportExternalMemory = bd_gen_first_cuImportExternalMemory,
    .pfn_cuExternalMemoryGetMappedBuffer = bd_gen_first_cuExternalMemoryGetMappedBuffer,
    .pfn_cuExternalMemoryGetMappedMipmappedArray = bd_gen_first_cuExternalMemoryGetMappedMipmappedArray,
    .pfn_cuDestroyExternalMemory = bd_gen_first_cuDestroyExternalMemory,
    .pfn_cuImportExternalSemaphore = bd_gen_first_cuImportExternalSemaphore,
    .pfn_cuSignalExternalSemaphoresAsync = bd_gen_first_cuSignalExternalSemaphoresAsync,
    .pfn_cuSignalExternalSemaphoresAsync_ptsz = bd_gen_first_cuSignalExternalSemaphoresAsync_ptsz,
    .pfn_cuWaitExternalSemaphoresAsync = bd_gen_first_cuWaitExternalSemaphoresAsync,
    .pfn_cuWaitExternalSemaphoresAsync_ptsz = bd_gen_first_cuWaitExternalSemaphoresAsync_ptsz,
    .pfn_cuDestroyExternalSemaphore = bd_gen_first_cuDestroyExternalSemaphore,
    .pfn_cuStreamWaitValue32 = bd_gen_first_cuStreamWaitValue32,
    .pfn_cuStreamWaitValue32_ptsz = bd_gen_first_cuStreamWaitValue32_ptsz,
    .pfn_cuStreamWaitValue64 = bd_gen_first_cuStreamWaitValue64,
    .pfn_cuStreamWaitValue64_ptsz = bd_gen_first_cuStreamWaitValue64_ptsz,
    .pfn_cuStreamWriteValue32 = bd_gen_first_cuStreamWriteValue32,
    .pfn_cuStreamWriteValue32_ptsz = bd_gen_first_cuStreamWriteValue32_ptsz,
    .pfn_cuStreamWriteValue64 = bd_gen_first_cuStreamWriteValue64,
    .pfn_cuStreamWriteValue64_ptsz = bd_gen_first_cuStreamWriteValue64_ptsz,
    .pfn_cuStreamBatchMemOp = bd_gen_first_cuStreamBatchMemOp,
    .pfn_cuStreamBatchMemOp_ptsz = bd_gen_first_cuStreamBatchMemOp_ptsz,
    .pfn_cuFuncGetAttribute = bd_gen_first_cuFuncGetAttribute,
    .pfn_cuFuncSetAttribute = bd_gen_first_cuFuncSetAttribute,
    .pfn_cuFuncSetCacheConfig = bd_gen_first_cuFuncSetCacheConfig,
    .pfn_cuFuncGetModule = bd_gen_first_cuFuncGetModule,
    .pfn_cuFuncGetName = bd_gen_first_cuFuncGetName,
    .pfn_cuFuncGetParamInfo = bd_gen_first_cuFuncGetParamInfo,
    .pfn_cuFuncIsLoaded = bd_gen_first_cuFuncIsLoaded,
    .pfn_cuFuncLoad = bd_gen_first_cuFuncLoad,
    .pfn_cuLaunchKernel = bd_gen_first_cuLaunchKernel,
    .pfn_cuLaunchKernel_ptsz = bd_gen_first_cuLaunchKernel_ptsz,
    .pfn_cuLaunchKernelEx = bd_gen_first_cuLaunchKernelEx,
    .pfn_cuLaunchKernelEx_ptsz = bd_gen_first_cuLaunchKernelEx_ptsz,
    .pfn_cuLaunchCooperativeKernel = bd_gen_first_cuLaunchCooperativeKernel,
    .pfn_cuLaunchCooperativeKernel_ptsz = bd_gen_first_cuLaunchCooperativeKernel_ptsz,
    .pfn_cuLaunchCooperativeKernelMultiDevice = bd_gen_first_cuLaunchCooperativeKernelMultiDevice,
    .pfn_cuLaunchHostFunc = bd_gen_first_cuLaunchHostFunc,
    .pfn_cuLaunchHostFunc_ptsz = bd_gen_first_cuLaunchHostFunc_ptsz,
    .pfn_cuFuncSetBlockShape = bd_gen_first_cuFuncSetBlockShape,
    .pfn_cuFuncSetSharedSize = bd_gen_first_cuFuncSetSharedSize,
    .pfn_cuParamSetSize = bd_gen_first_cuParamSetSize,
    .pfn_cuParamSeti = bd_gen_first_cuParamSeti,
    .pfn_cuParamSetf = bd_gen_first_cuParamSetf,
    .pfn_cuParamSetv = bd_gen_first_cuParamSetv,
    .pfn_cuLaunch = bd_gen_first_cuLaunch,
    .pfn_cuLaunchGrid = bd_gen_first_cuLaunchGrid,
    .pfn_cuLaunchGridAsync = bd_gen_first_cuLaunchGridAsync,
    .pfn_cuParamSetTexRef = bd_gen_first_cuParamSetTexRef,
    .pfn_cuFuncSetSharedMemConfig = bd_gen_first_cuFuncSetSharedMemConfig,
    .pfn_cuGraphCreate = bd_gen_first_cuGraphCreate,
    .pfn_cuGraphAddKernelNode = bd_gen_first_cuGraphAddKernelNode,
    .pfn_cuGraphKernelNodeGetParams = bd_gen_first_cuGraphKernelNodeGetParams,
    .pfn_cuGraphKernelNodeSetParams = bd_gen_first_cuGraphKernelNodeSetParams,
    .pfn_cuGraphAddMemcpyNode = bd_gen_first_cuGraphAddMemcpyNode,
    .pfn_cuGraphMemcpyNodeGetParams = bd_gen_first_cuGraphMemcpyNodeGetParams,
    .pfn_cuGraphMemcpyNodeSetParams = bd_gen_first_cuGraphMemcpyNodeSetParams,
    .pfn_cuGraphAddMemsetNode = bd_gen_first_cuGraphAddMemsetNode,
    .pfn_cuGraphMemsetNodeGetParams = bd_gen_first_cuGraphMemsetNodeGetParams,
    .pfn_cuGraphMemsetNodeSetParams = bd_gen_first_cuGraphMemsetNodeSetParams,
    .pfn_cuGraphAddHostNode = bd_gen_first_cuGraphAddHostNode,
    .pfn_cuGraphHostNodeGetParams = bd_gen_first_cuGraphHostNodeGetParams,
    .pfn_cuGraphHostNodeSetParams = bd_gen_first_cuGraphHostNodeSetParams,
    .pfn_cuGraphAddChildGraphNode = bd_gen_first_cuGraphAddChildGraphNode,
    .pfn_cuGraphChildGraphNodeGetGraph = bd_gen_first_cuGraphChildGraphNodeGetGraph,
    .pfn_cuGraphAddEmptyNode = bd_gen_first_cuGraphAddEmptyNode,
    .pfn_cuGraphAddEventRecordNode = bd_gen_first_cuGraphAddEventRecordNode,
    .pfn_cuGraphEventRecordNodeGetEvent = bd_gen_first_cuGraphEventRecordNodeGetEvent,
    .pfn_cuGraphEventRecordNodeSetEvent = bd_gen_first_cuGraphEventRecordNodeSetEvent,
    .pfn_cuGraphAddEventWaitNode = bd_gen_first_cuGraphAddEventWaitNode,
    .pfn_cuGraphEventWaitNodeGetEvent = bd_gen_first_cuGraphEventWaitNodeGetEvent,
    .pfn_cuGraphEventWaitNodeSetEvent = bd_gen_first_cuGraphEventWaitNodeSetEvent,
    .pfn_cuGraphAddExternalSemaphoresSignalNode = bd_gen_first_cuGraphAddExternalSemaphoresSignalNode,
    .pfn_cuGraphExternalSemaphoresSignalNodeGetParams = bd_gen_first_cuGraphExternalSemaphoresSignalNodeGetParams,
    .pfn_cuGraphExternalSemaphoresSignalNodeSetParams = bd_gen_first_cuGraphExternalSemaphoresSignalNodeSetParams,
    .pfn_cuGraphAddExternalSemaphoresWaitNode = bd_gen_first_cuGraphAddExternalSemaphoresWaitNode,
    .pfn_cuGraphExternalSemaphoresWaitNodeGetParams = bd_gen_first_cuGraphExternalSemaphoresWaitNodeGetParams,
    .pfn_cuGraphExternalSemaphoresWaitNodeSetParams = bd_gen_first_cuGraphExternalSemaphoresWaitNodeSetParams,
    .pfn_cuGraphAddBatchMemOpNode = bd_gen_first_cuGraphAddBatchMemOpNode,
    .pfn_cuGraphBatchMemOpNodeGetParams = bd_gen_first_cuGraphBatchMemOpNodeGetParams,
    .pfn_cuGraphBatchMemOpNodeSetParams = bd_gen_first_cuGraphBatchMemOpNodeSetParams,
    .pfn_cuGraphExecBatchMemOpNodeSetParams = bd_gen_first_cuGraphExecBatchMemOpNodeSetParams,
    .pfn_cuGraphAddMemAllocNode = bd_gen_first_cuGraphAddMemAllocNode,
    .pfn_cuGraphMemAllocNodeGetParams = bd_gen_first_cuGraphMemAllocNodeGetParams,
    .pfn_cuGraphAddMemFreeNode = bd_gen_first_cuGraphAddMemFreeNode,
    .pfn_cuGraphMemFreeNodeGetParams = bd_gen_first_cuGraphMemFreeNodeGetParams,
    .pfn_cuDeviceGraphMemTrim = bd_gen_first_cuDeviceGraphMemTrim,
    .pfn_cuDeviceGetGraphMemAttribute = bd_gen_first_cuDeviceGetGraphMemAttribute,
    .pfn_cuDeviceSetGraphMemAttribute = bd_gen_first_cuDeviceSetGraphMemAttribute,
    .pfn_cuGraphClone = bd_gen_first_cuGraphClone,
    .pfn_cuGraphNodeFindInClone = bd_gen_first_cuGraphNodeFindInClone,
    .pfn_cuGraphNodeGetType = bd_gen_first_cuGraphNodeGetType,
    .pfn_cuGraphGetNodes = bd_gen_first_cuGraphGetNodes,
    .pfn_cuGraphGetRootNodes = bd_gen_first_cuGraphGetRootNodes,
    .pfn_cuGraphGetEdges = bd_gen_first_cuGraphGetEdges,
    .pfn_cuGraphNodeGetDependencies = bd_gen_first_cuGraphNodeGetDependencies,
    .pfn_cuGraphNodeGetDependentNodes = bd_gen_first_cuGraphNodeGetDependentNodes,
    .pfn_cuGraphAddDependencies = bd_gen_first_cuGraphAddDependencies,
    .pfn_cuGraphRemoveDependencies = bd_gen_first_cuGraphRemoveDependencies,
    .pfn_cuGraphDestroyNode = bd_gen_first_cuGraphDestroyNode,
    .pfn_cuGraphInstantiate = bd_gen_first_cuGraphInstantiate,
    .pfn_cuGraphInstantiateWithParams = bd_gen_first_cuGraphInstantiateWithParams,
    .pfn_cuGraphInstantiateWithParams_ptsz = bd_gen_first_cuGraphInstantiateWithParams_ptsz,
    .pfn_cuGraphExecGetFlags = bd_gen_first_cuGraphExecGetFlags,
    .pfn_cuGraphExecKernelNodeSetParams = bd_gen_first_cuGraphExecKernelNodeSetParams,
    .pfn_cuGraphExecMemcpyNodeSetParams = bd_gen_first_cuGraphExecMemcpyNodeSetParams,
    .pfn_cuGraphExecMemsetNodeSetParams = bd_gen_first_cuGraphExecMemsetNodeSetParams,
    .pfn_cuGraphExecHostNodeSetParams = bd_gen_first_cuGraphExecHostNodeSetParams,
    .pfn_cuGraphExecChildGraphNodeSetParams = bd_gen_first_cuGraphExecChildGraphNodeSetParams,
    .pfn_cuGraphExecEventRecordNodeSetEvent = bd_gen_first_cuGraphExecEventRecordNodeSetEvent,
    .pfn_cuGraphExecEventWaitNodeSetEvent = bd_gen_first_cuGraphExecEventWaitNodeSetEvent,
    .pfn_cuGraphExecExternalSemaphoresSignalNodeSetParams = bd_gen_first_cuGraphExecExternalSemaphoresSignalNodeSetParams,
    .pfn_cuGraphExecExternalSemaphoresWaitNodeSetParams = bd_gen_first_cuGraphExecExternalSemaphoresWaitNodeSetParams,
    .pfn_cuGraphNodeSetEnabled = bd_gen_first_cuGraphNodeSetEnabled,
    .pfn_cuGraphNodeGetEnabled = bd_gen_first_cuGraphNodeGetEnabled,
    .pfn_cuGraphUpload = bd_gen_first_cuGraphUpload,
    .pfn_cuGraphUpload_ptsz = bd_gen_first_cuGraphUpload_ptsz,
    .pfn_cuGraphLaunch = bd_gen_first_cuGraphLaunch,
    .pfn_cuGraphLaunch_ptsz = bd_gen_first_cuGraphLaunch_ptsz,
    .pfn_cuGraphExecDestroy = bd_gen_first_cuGraphExecDestroy,
    .pfn_cuGraphDestroy = bd_gen_first_cuGraphDestroy,
    .pfn_cuGraphExecUpdate = bd_gen_first_cuGraphExecUpdate,
    .pfn_cuGraphKernelNodeCopyAttributes = bd_gen_first_cuGraphKernelNodeCopyAttributes,
    .pfn_cuGraphKernelNodeGetAttribute = bd_gen_first_cuGraphKernelNodeGetAttribute,
    .pfn_cuGraphKernelNodeSetAttribute = bd_gen_first_cuGraphKernelNodeSetAttribute,
    .pfn_cuGraphDebugDotPrint = bd_gen_first_cuGraphDebugDotPrint,
    .pfn_cuUserObjectCreate = bd_gen_first_cuUserObjectCreate,
    .pfn_cuUserObjectRetain = bd_gen_first_cuUserObjectRetain,
    .pfn_cuUserObjectRelease = bd_gen_first_cuUserObjectRelease,
    .pfn_cuGraphRetainUserObject = bd_gen_first_cuGraphRetainUserObject,
    .pfn_cuGraphReleaseUserObject = bd_gen_first_cuGraphReleaseUserObject,
    .pfn_cuGraphAddNode = bd_gen_first_cuGraphAddNode,
    .pfn_cuGraphNodeSetParams = bd_gen_first_cuGraphNodeSetParams,
    .pfn_cuGraphExecNodeSetParams = bd_gen_first_cuGraphExecNodeSetParams,
    .pfn_cuGraphConditionalHandleCreate = bd_gen_first_cuGraphConditionalHandleCreate,
    .pfn_cuOccupancyMaxActiveBlocksPerMultiprocessor = bd_gen_first_cuOccupancyMaxActiveBlocksPerMultiprocessor,
    .pfn_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags = bd_gen_first_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags,
    .pfn_cuOccupancyMaxPotentialBlockSize = bd_gen_first_cuOccupancyMaxPotentialBlockSize,
    .pfn_cuOccupancyMaxPotentialBlockSizeWithFlags = bd_gen_first_cuOccupancyMaxPotentialBlockSizeWithFlags,
    .pfn_cuOccupancyAvailableDynamicSMemPerBlock = bd_gen_first_cuOccupancyAvailableDynamicSMemPerBlock,
    .pfn_cuOccupancyMaxPotentialClusterSize = bd_gen_first_cuOccupancyMaxPotentialClusterSize,
    .pfn_cuOccupancyMaxActiveClusters = bd_gen_first_cuOccupancyMaxActiveClusters,
    .pfn_cuTexRefSetArray = bd_gen_first_cuTexRefSetArray,
    .pfn_cuTexRefSetMipmappedArray = bd_gen_first_cuTexRefSetMipmappedArray,
    .pfn_cuTexRefSetAddress = bd_gen_first_cuTexRefSetAddress,
    .pfn_cuTexRefSetAddress2D = bd_gen_first_cuTexRefSetAddress2D,
    .pfn_cuTexRefSetFormat = bd_gen_first_cuTexRefSetFormat,
    .pfn_cuTexRefSetAddressMode = bd_gen_first_cuTexRefSetAddressMode,
    .pfn_cuTexRefSetFilterMode = bd_gen_first_cuTexRefSetFilterMode,
    .pfn_cuTexRefSetMipmapFilterMode = bd_gen_first_cuTexRefSetMipmapFilterMode,
    .pfn_cuTexRefSetMipmapLevelBias = bd_gen_first_cuTexRefSetMipmapLevelBias,
    .pfn_cuTexRefSetMipmapLevelClamp = bd_gen_first_cuTexRefSetMipmapLevelClamp,
    .pfn_cuTexRefSetMaxAnisotropy = bd_gen_first_cuTexRefSetMaxAnisotropy,
    .pfn_cuTexRefSetBorderColor = bd_gen_first_cuTexRefSetBorderColor,
    .pfn_cuTexRefSetFlags = bd_gen_first_cuTexRefSetFlags,
    .pfn_cuTexRefGetAddress = bd_gen_first_cuTexRefGetAddress,
    .pfn_cuTexRefGetArray = bd_gen_first_cuTexRefGetArray,
    .pfn_cuTexRefGetMipmappedArray = bd_gen_first_cuTexRefGetMipmappedArray,
    .pfn_cuTexRefGetAddressMode = bd_gen_first_cuTexRefGetAddressMode,
    .pfn_cuTexRefGetFilterMode = bd_gen_first_cuTexRefGetFilterMode,
    .pfn_cuTexRefGetFormat = bd_gen_first_cuTexRefGetFormat,
    .pfn_cuTexRefGetMipmapFilterMode = bd_gen_first_cuTexRefGetMipmapFilterMode,
    .pfn_cuTexRefGetMipmapLevelBias = bd_gen_first_cuTexRefGetMipmapLevelBias,
    .pfn_cuTexRefGetMipmapLevelClamp = bd_gen_first_cuTexRefGetMipmapLevelClamp,
    .pfn_cuTexRefGetMaxAnisotropy = bd_gen_first_cuTexRefGetMaxAnisotropy,
    .pfn_cuTexRefGetBorderColor = bd_gen_first_cuTexRefGetBorderColor,
    .pfn_cuTexRefGetFlags = bd_gen_first_cuTexRefGetFlags,
    .pfn_cuTexRefCreate = bd_gen_first_cuTexRefCreate,
    .pfn_cuTexRefDestroy = bd_gen_first_cuTexRefDestroy,
    .pfn_cuSurfRefSetArray = bd_gen_first_cuSurfRefSetArray,
    .pfn_cuSurfRefGetArray = bd_gen_first_cuSurfRefGetArray,
    .pfn_cuTexObjectCreate = bd_gen_first_cuTexObjectCreate,
    .pfn_cuTexObjectDestroy = bd_gen_first_cuTexObjectDestroy,
    .pfn_cuTexObjectGetResourceDesc = bd_gen_first_cuTexObjectGetResourceDesc,
    .pfn_cuTexObjectGetTextureDesc = bd_gen_first_cuTexObjectGetTextureDesc,
    .pfn_cuTexObjectGetResourceViewDesc = bd_gen_first_cuTexObjectGetResourceViewDesc,
    .pfn_cuSurfObjectCreate = bd_gen_first_cuSurfObjectCreate,
    .pfn_cuSurfObjectDestroy = bd_gen_first_cuSurfObjectDestroy,
    .pfn_cuSurfObjectGetResourceDesc = bd_gen_first_cuSurfObjectGetResourceDesc,
    .pfn_cuTensorMapEncodeTiled = bd_gen_first_cuTensorMapEncodeTiled,
    .pfn_cuTensorMapEncodeIm2col = bd_gen_first_cuTensorMapEncodeIm2col,
    .pfn_cuTensorMapEncodeIm2colWide = bd_gen_first_cuTensorMapEncodeIm2colWide,
    .pfn_cuTensorMapReplaceAddress = bd_gen_first_cuTensorMapReplaceAddress,
    .pfn_cuDeviceCanAccessPeer = bd_gen_first_cuDeviceCanAccessPeer,
    .pfn_cuCtxEnablePeerAccess = bd_gen_first_cuCtxEnablePeerAccess,
    .pfn_cuCtxDisablePeerAccess = bd_gen_first_cuCtxDisablePeerAccess,
    .pfn_cuDeviceGetP2PAttribute = bd_gen_first_cuDeviceGetP2PAttribute,
    .pfn_cuDeviceGetP2PAtomicCapabilities = bd_gen_first_cuDeviceGetP2PAtomicCapabilities,
    .pfn_cuGraphicsUnregisterResource = bd_gen_first_cuGraphicsUnregisterResource,
    .pfn_cuGraphicsSubResourceGetMappedArray = bd_gen_first_cuGraphicsSubResourceGetMappedArray,
    .pfn_cuGraphicsResourceGetMappedMipmappedArray = bd_gen_first_cuGraphicsResourceGetMappedMipmappedArray,
    .pfn_cuGraphicsResourceGetMappedPointer = bd_gen_first_cuGraphicsResourceGetMappedPointer,
    .pfn_cuGraphicsResourceSetMapFlags = bd_gen_first_cuGraphicsResourceSetMapFlags,
    .pfn_cuGraphicsMapResources = bd_gen_first_cuGraphicsMapResources,
    .pfn_cuGraphicsMapResources_ptsz = bd_gen_first_cuGraphicsMapResources_ptsz,
    .pfn_cuGraphicsUnmapResources = bd_gen_first_cuGraphicsUnmapResources,
    .pfn_cuGraphicsUnmapResources_ptsz = bd_gen_first_cuGraphicsUnmapResources_ptsz,
    .pfn_cuGetProcAddress = bd_gen_first_cuGetProcAddress,
    .pfn_cuCoredumpGetAttribute = bd_gen_first_cuCoredumpGetAttribute,
    .pfn_cuCoredumpGetAttributeGlobal = bd_gen_first_cuCoredumpGetAttributeGlobal,
    .pfn_cuCoredumpSetAttribute = bd_gen_first_cuCoredumpSetAttribute,
    .pfn_cuCoredumpSetAttributeGlobal = bd_gen_first_cuCoredumpSetAttributeGlobal,
    .pfn_cuGetExportTable = bd_gen_first_cuGetExportTable,
    .pfn_cuGreenCtxCreate = bd_gen_first_cuGreenCtxCreate,
    .pfn_cuGreenCtxDestroy = bd_gen_first_cuGreenCtxDestroy,
    .pfn_cuCtxFromGreenCtx = bd_gen_first_cuCtxFromGreenCtx,
    .pfn_cuDeviceGetDevResource = bd_gen_first_cuDeviceGetDevResource,
    .pfn_cuCtxGetDevResource = bd_gen_first_cuCtxGetDevResource,
    .pfn_cuGreenCtxGetDevResource = bd_gen_first_cuGreenCtxGetDevResource,
    .pfn_cuDevSmResourceSplitByCount = bd_gen_first_cuDevSmResourceSplitByCount,
    .pfn_cuDevResourceGenerateDesc = bd_gen_first_cuDevResourceGenerateDesc,
    .pfn_cuGreenCtxRecordEvent = bd_gen_first_cuGreenCtxRecordEvent,
    .pfn_cuGreenCtxWaitEvent = bd_gen_first_cuGreenCtxWaitEvent,
    .pfn_cuStreamGetGreenCtx = bd_gen_first_cuStreamGetGreenCtx,
    .pfn_cuGreenCtxStreamCreate = bd_gen_first_cuGreenCtxStreamCreate,
    .pfn_cuGreenCtxGetId = bd_gen_first_cuGreenCtxGetId,
    .pfn_cuLogsRegisterCallback = bd_gen_first_cuLogsRegisterCallback,
    .pfn_cuLogsUnregisterCallback = bd_gen_first_cuLogsUnregisterCallback,
    .pfn_cuLogsCurrent = bd_gen_first_cuLogsCurrent,
    .pfn_cuLogsDumpToFile = bd_gen_first_cuLogsDumpToFile,
    .pfn_cuLogsDumpToMemory = bd_gen_first_cuLogsDumpToMemory,
    .pfn_cuCheckpointProcessGetRestoreThreadId = bd_gen_first_cuCheckpointProcessGetRestoreThreadId,
    .pfn_cuCheckpointProcessGetState = bd_gen_first_cuCheckpointProcessGetState,
    .pfn_cuCheckpointProcessLock = bd_gen_first_cuCheckpointProcessLock,
    .pfn_cuCheckpointProcessCheckpoint = bd_gen_first_cuCheckpointProcessCheckpoint,
    .pfn_cuCheckpointProcessRestore = bd_gen_first_cuCheckpointProcessRestore,
    .pfn_cuCheckpointProcessUnlock = bd_gen_first_cuCheckpointProcessUnlock,
};

static const struct bd_gen_entry entries[] = {
    {"cuGetErrorString", "cuGetErrorString", 6000, 0, 0, &bd_gen_driver.pfn_cuGetErrorString, (bd_gen_fn)bd_gen_first_cuGetErrorString},
    {"cuGetErrorName", "cuGetErrorName", 6000, 0, 0, &bd_gen_driver.pfn_cuGetErrorName, (bd_gen_fn)bd_gen_first_cuGetErrorName},
    {"cuInit", "cuInit", 2000, 0, 0, &bd_gen_driver.pfn_cuInit, (bd_gen_fn)bd_gen_first_cuInit},
    {"cuDriverGetVersion", "cuDriverGetVersion", 2020, 0, 0, &bd_gen_driver.pfn_cuDriverGetVersion, (bd_gen_fn)bd_gen_first_cuDriverGetVersion},
    {"cuDeviceGet", "cuDeviceGet", 2000, 0, 0, &bd_gen_driver.pfn_cuDeviceGet, (bd_gen_fn)bd_gen_first_cuDeviceGet},
    {"cuDeviceGetCount", "cuDeviceGetCount", 2000, 0, 0, &bd_gen_driver.pfn_cuDeviceGetCount, (bd_gen_fn)bd_gen_first_cuDeviceGetCount},
    {"cuDeviceGetName", "cuDeviceGetName", 2000, 0, 0, &bd_gen_driver.pfn_cuDeviceGetName, (bd_gen_fn)bd_gen_first_cuDeviceGetName},
    {"cuDeviceGetUuid", "cuDeviceGetUuid", 11040, 9020, 0, &bd_gen_driver.pfn_cuDeviceGetUuid, (bd_gen_fn)bd_gen_first_cuDeviceGetUuid},
    {"cuDeviceGetLuid", "cuDeviceGetLuid", 10000, 0, 0, &bd_gen_driver.pfn_cuDeviceGetLuid, (bd_gen_fn)bd_gen_first_cuDeviceGetLuid},
    {"cuDeviceTotalMem", "cuDeviceTotalMem", 3020, 0, 0, &bd_gen_driver.pfn_cuDeviceTotalMem, (bd_gen_fn)bd_gen_first_cuDeviceTotalMem},
    {"cuDeviceGetTexture1DLinearMaxWidth", "cuDeviceGetTexture1DLinearMaxWidth", 11010, 0, 0, &bd_gen_driver.pfn_cuDeviceGetTexture1DLinearMaxWidth, (bd_gen_fn)bd_gen_first_cuDeviceGetTexture1DLinearMaxWidth},
    {"cuDeviceGetAttribute", "cuDeviceGetAttribute", 2000, 0, 0, &bd_gen_driver.pfn_cuDeviceGetAttribute, (bd_gen_fn)bd_gen_first_cuDeviceGetAttribute},
    {"cuDeviceGetHostAtomicCapabilities", "cuDeviceGetHostAtomicCapabilities", 13000, 0, 0, &bd_gen_driver.pfn_cuDeviceGetHostAtomicCapabilities, (bd_gen_fn)bd_gen_first_cuDeviceGetHostAtomicCapabilities},
    {"cuDeviceGetNvSciSyncAttributes", "cuDeviceGetNvSciSyncAttributes", 10020, 0, 0, &bd_gen_driver.pfn_cuDeviceGetNvSciSyncAttributes, (bd_gen_fn)bd_gen_first_cuDeviceGetNvSciSyncAttributes},
    {"cuDeviceSetMemPool", "cuDeviceSetMemPool", 11020, 0, 0, &bd_gen_driver.pfn_cuDeviceSetMemPool, (bd_gen_fn)bd_gen_first_cuDeviceSetMemPool},
    {"cuDeviceGetMemPool", "cuDeviceGetMemPool", 11020, 0, 0, &bd_gen_driver.pfn_cuDeviceGetMemPool, (bd_gen_fn)bd_gen_first_cuDeviceGetMemPool},
    {"cuDeviceGetDefaultMemPool", "cuDeviceGetDefaultMemPool", 11020, 0, 0, &bd_gen_driver.pfn_cuDeviceGetDefaultMemPool, (bd_gen_fn)bd_gen_first_cuDeviceGetDefaultMemPool},
    {"cuDeviceGetExecAffinitySupport", "cuDeviceGetExecAffinitySupport", 11040, 0, 0, &bd_gen_driver.pfn_cuDeviceGetExecAffinitySupport, (bd_gen_fn)bd_gen_first_cuDeviceGetExecAffinitySupport},
    {"cuFlushGPUDirectRDMAWrites", "cuFlushGPUDirectRDMAWrites", 11030, 0, 0, &bd_gen_driver.pfn_cuFlushGPUDirectRDMAWrites, (bd_gen_fn)bd_gen_first_cuFlushGPUDirectRDMAWrites},
    {"cuDeviceGetProperties", "cuDeviceGetProperties", 2000, 0, 0, &bd_gen_driver.pfn_cuDeviceGetProperties, (bd_gen_fn)bd_gen_first_cuDeviceGetProperties},
    {"cuDeviceComputeCapability", "cuDeviceComputeCapability", 2000, 0, 0, &bd_gen_driver.pfn_cuDeviceComputeCapability, (bd_gen_fn)bd_gen_first_cuDeviceComputeCapability},
    {"cuDevicePrimaryCtxRetain", "cuDevicePrimaryCtxRetain", 7000, 0, 0, &bd_gen_driver.pfn_cuDevicePrimaryCtxRetain, (bd_gen_fn)bd_gen_first_cuDevicePrimaryCtxRetain},
    {"cuDevicePrimaryCtxRelease", "cuDevicePrimaryCtxRelease", 11000, 0, 0, &bd_gen_driver.pfn_cuDevicePrimaryCtxRelease, (bd_gen_fn)bd_gen_first_cuDevicePrimaryCtxRelease},
    {"cuDevicePrimaryCtxSetFlags", "cuDevicePrimaryCtxSetFlags", 11000, 0, 0, &bd_gen_driver.pfn_cuDevicePrimaryCtxSetFlags, (bd_gen_fn)bd_gen_first_cuDevicePrimaryCtxSetFlags},
    {"cuDevicePrimaryCtxGetState", "cuDevicePrimaryCtxGetState", 7000, 0, 0, &bd_gen_driver.pfn_cuDevicePrimaryCtxGetState, (bd_gen_fn)bd_gen_first_cuDevicePrimaryCtxGetState},
    {"cuDevicePrimaryCtxReset", "cuDevicePrimaryCtxReset", 11000, 0, 0, &bd_gen_driver.pfn_cuDevicePrimaryCtxReset, (bd_gen_fn)bd_gen_first_cuDevicePrimaryCtxReset},
    {"cuCtxCreate", "cuCtxCreate", 12050, 11040, 0, &bd_gen_driver.pfn_cuCtxCreate, (bd_gen_fn)bd_gen_first_cuCtxCreate},
    {"cuCtxDestroy", "cuCtxDestroy", 4000, 0, 0, &bd_gen_driver.pfn_cuCtxDestroy, (bd_gen_fn)bd_gen_first_cuCtxDestroy},
    {"cuCtxPushCurrent", "cuCtxPushCurrent", 4000, 0, 0, &bd_gen_driver.pfn_cuCtxPushCurrent, (bd_gen_fn)bd_gen_first_cuCtxPushCurrent},
    {"cuCtxPopCurrent", "cuCtxPopCurrent", 4000, 0, 0, &bd_gen_driver.pfn_cuCtxPopCurrent, (bd_gen_fn)bd_gen_first_cuCtxPopCurrent},
    {"cuCtxSetCurrent", "cuCtxSetCurrent", 4000, 0, 0, &bd_gen_driver.pfn_cuCtxSetCurrent, (bd_gen_fn)bd_gen_first_cuCtxSetCurrent},
    {"cuCtxGetCurrent", "cuCtxGetCurrent", 4000, 0, 0, &bd_gen_driver.pfn_cuCtxGetCurrent, (bd_gen_fn)bd_gen_first_cuCtxGetCurrent},
    {"cuCtxGetDevice", "cuCtxGetDevice", 2000, 0, 0, &bd_gen_driver.pfn_cuCtxGetDevice, (bd_gen_fn)bd_gen_first_cuCtxGetDevice},
    {"cuCtxGetDevice_v2", "cuCtxGetDevice", 13000, 2000, 0, &bd_gen_driver.pfn_cuCtxGetDevice_v2, (bd_gen_fn)bd_gen_first_cuCtxGetDevice_v2},
    {"cuCtxGetFlags", "cuCtxGetFlags", 7000, 0, 0, &bd_gen_driver.pfn_cuCtxGetFlags, (bd_gen_fn)bd_gen_first_cuCtxGetFlags},
    {"cuCtxSetFlags", "cuCtxSetFlags", 12010, 0, 0, &bd_gen_driver.pfn_cuCtxSetFlags, (bd_gen_fn)bd_gen_first_cuCtxSetFlags},
    {"cuCtxGetId", "cuCtxGetId", 12000, 0, 0, &bd_gen_driver.pfn_cuCtxGetId, (bd_gen_fn)bd_gen_first_cuCtxGetId},
    {"cuCtxSynchronize", "cuCtxSynchronize", 2000, 0, 0, &bd_gen_driver.pfn_cuCtxSynchronize, (bd_gen_fn)bd_gen_first_cuCtxSynchronize},
    {"cuCtxSynchronize_v2", "cuCtxSynchronize", 13000, 2000, 0, &bd_gen_driver.pfn_cuCtxSynchronize_v2, (bd_gen_fn)bd_gen_first_cuCtxSynchronize_v2},
    {"cuCtxSetLimit", "cuCtxSetLimit", 3010, 0, 0, &bd_gen_driver.pfn_cuCtxSetLimit, (bd_gen_fn)bd_gen_first_cuCtxSetLimit},
    {"cuCtxGetLimit", "cuCtxGetLimit", 3010, 0, 0, &bd_gen_driver.pfn_cuCtxGetLimit, (bd_gen_fn)bd_gen_first_cuCtxGetLimit},
    {"cuCtxGetCacheConfig", "cuCtxGetCacheConfig", 3020, 0, 0, &bd_gen_driver.pfn_cuCtxGetCacheConfig, (bd_gen_fn)bd_gen_first_cuCtxGetCacheConfig},
    {"cuCtxSetCacheConfig", "cuCtxSetCacheConfig", 3020, 0, 0, &bd_gen_driver.pfn_cuCtxSetCacheConfig, (bd_gen_fn)bd_gen_first_cuCtxSetCacheConfig},
    {"cuCtxGetApiVersion", "cuCtxGetApiVersion", 3020, 0, 0, &bd_gen_driver.pfn_cuCtxGetApiVersion, (bd_gen_fn)bd_gen_first_cuCtxGetApiVersion},
    {"cuCtxGetStreamPriorityRange", "cuCtxGetStreamPriorityRange", 5050, 0, 0, &bd_gen_driver.pfn_cuCtxGetStreamPriorityRange, (bd_gen_fn)bd_gen_first_cuCtxGetStreamPriorityRange},
    {"cuCtxResetPersistingL2Cache", "cuCtxResetPersistingL2Cache", 11000, 0, 0, &bd_gen_driver.pfn_cuCtxResetPersistingL2Cache, (bd_gen_fn)bd_gen_first_cuCtxResetPersistingL2Cache},
    {"cuCtxGetExecAffinity", "cuCtxGetExecAffinity", 11040, 0, 0, &bd_gen_driver.pfn_cuCtxGetExecAffinity, (bd_gen_fn)bd_gen_first_cuCtxGetExecAffinity},
    {"cuCtxRecordEvent", "cuCtxRecordEvent", 12050, 0, 0, &bd_gen_driver.pfn_cuCtxRecordEvent, (bd_gen_fn)bd_gen_first_cuCtxRecordEvent},
    {"cuCtxWaitEvent", "cuCtxWaitEvent", 12050, 0, 0, &bd_gen_driver.pfn_cuCtxWaitEvent, (bd_gen_fn)bd_gen_first_cuCtxWaitEvent},
    {"cuCtxAttach", "cuCtxAttach", 2000, 0, 0, &bd_gen_driver.pfn_cuCtxAttach, (bd_gen_fn)bd_gen_first_cuCtxAttach},
    {"cuCtxDetach", "cuCtxDetach", 2000, 0, 0, &bd_gen_driver.pfn_cuCtxDetach, (bd_gen_fn)bd_gen_first_cuCtxDetach},
    {"cuCtxGetSharedMemConfig", "cuCtxGetSharedMemConfig", 4020, 0, 0, &bd_gen_driver.pfn_cuCtxGetSharedMemConfig, (bd_gen_fn)bd_gen_first_cuCtxGetSharedMemConfig},
    {"cuCtxSetSharedMemConfig", "cuCtxSetSharedMemConfig", 4020, 0, 0, &bd_gen_driver.pfn_cuCtxSetSharedMemConfig, (bd_gen_fn)bd_gen_first_cuCtxSetSharedMemConfig},
    {"cuModuleLoad", "cuModuleLoad", 2000, 0, 0, &bd_gen_driver.pfn_cuModuleLoad, (bd_gen_fn)bd_gen_first_cuModuleLoad},
    {"cuModuleLoadData", "cuModuleLoadData", 2000, 0, 0, &bd_gen_driver.pfn_cuModuleLoadData, (bd_gen_fn)bd_gen_first_cuModuleLoadData},
    {"cuModuleLoadDataEx", "cuModuleLoadDataEx", 2010, 0, 0, &bd_gen_driver.pfn_cuModuleLoadDataEx, (bd_gen_fn)bd_gen_first_cuModuleLoadDataEx},
    {"cuModuleLoadFatBinary", "cuModuleLoadFatBinary", 2000, 0, 0, &bd_gen_driver.pfn_cuModuleLoadFatBinary, (bd_gen_fn)bd_gen_first_cuModuleLoadFatBinary},
    {"cuModuleUnload", "cuModuleUnload", 2000, 0, 0, &bd_gen_driver.pfn_cuModuleUnload, (bd_gen_fn)bd_gen_first_cuModuleUnload},
    {"cuModuleGetLoadingMode", "cuModuleGetLoadingMode", 11070, 0, 0, &bd_gen_driver.pfn_cuModuleGetLoadingMode, (bd_gen_fn)bd_gen_first_cuModuleGetLoadingMode},
    {"cuModuleGetFunction", "cuModuleGetFunction", 2000, 0, 0, &bd_gen_driver.pfn_cuModuleGetFunction, (bd_gen_fn)bd_gen_first_cuModuleGetFunction},
    {"cuModuleGetFunctionCount", "cuModuleGetFunctionCount", 12040, 0, 0, &bd_gen_driver.pfn_cuModuleGetFunctionCount, (bd_gen_fn)bd_gen_first_cuModuleGetFunctionCount},
    {"cuModuleEnumerateFunctions", "cuModuleEnumerateFunctions", 12040, 0, 0, &bd_gen_driver.pfn_cuModuleEnumerateFunctions, (bd_gen_fn)bd_gen_first_cuModuleEnumerateFunctions},
    {"cuModuleGetGlobal", "cuModuleGetGlobal", 3020, 0, 0, &bd_gen_driver.pfn_cuModuleGetGlobal, (bd_gen_fn)bd_gen_first_cuModuleGetGlobal},
    {"cuLinkCreate", "cuLinkCreate", 6050, 0, 0, &bd_gen_driver.pfn_cuLinkCreate, (bd_gen_fn)bd_gen_first_cuLinkCreate},
    {"cuLinkAddData", "cuLinkAddData", 6050, 0, 0, &bd_gen_driver.pfn_cuLinkAddData, (bd_gen_fn)bd_gen_first_cuLinkAddData},
    {"cuLinkAddFile", "cuLinkAddFile", 6050, 0, 0, &bd_gen_driver.pfn_cuLinkAddFile, (bd_gen_fn)bd_gen_first_cuLinkAddFile},
    {"cuLinkComplete", "cuLinkComplete", 5050, 0, 0, &bd_gen_driver.pfn_cuLinkComplete, (bd_gen_fn)bd_gen_first_cuLinkComplete},
    {"cuLinkDestroy", "cuLinkDestroy", 5050, 0, 0, &bd_gen_driver.pfn_cuLinkDestroy, (bd_gen_fn)bd_gen_first_cuLinkDestroy},
    {"cuModuleGetTexRef", "cuModuleGetTexRef", 2000, 0, 0, &bd_gen_driver.pfn_cuModuleGetTexRef, (bd_gen_fn)bd_gen_first_cuModuleGetTexRef},
    {"cuModuleGetSurfRef", "cuModuleGetSurfRef", 3000, 0, 0, &bd_gen_driver.pfn_cuModuleGetSurfRef, (bd_gen_fn)bd_gen_first_cuModuleGetSurfRef},
    {"cuLibraryLoadData", "cuLibraryLoadData", 12000, 0, 0, &bd_gen_driver.pfn_cuLibraryLoadData, (bd_gen_fn)bd_gen_first_cuLibraryLoadData},
    {"cuLibraryLoadFromFile", "cuLibraryLoadFromFile", 12000, 0, 0, &bd_gen_driver.pfn_cuLibraryLoadFromFile, (bd_gen_fn)bd_gen_first_cuLibraryLoadFromFile},
    {"cuLibraryUnload", "cuLibraryUnload", 12000, 0, 0, &bd_gen_driver.pfn_cuLibraryUnload, (bd_gen_fn)bd_gen_first_cuLibraryUnload},
    {"cuLibraryGetKernel", "cuLibraryGetKernel", 12000, 0, 0, &bd_gen_driver.pfn_cuLibraryGetKernel, (bd_gen_fn)bd_gen_first_cuLibraryGetKernel},
    {"cuLibraryGetKernelCount", "cuLibraryGetKernelCount", 12040, 0, 0, &bd_gen_driver.pfn_cuLibraryGetKernelCount, (bd_gen_fn)bd_gen_first_cuLibraryGetKernelCount},
    {"cuLibraryEnumerateKernels", "cuLibraryEnumerateKernels", 12040, 0, 0, &bd_gen_driver.pfn_cuLibraryEnumerateKernels, (bd_gen_fn)bd_gen_first_cuLibraryEnumerateKernels},
    {"cuLibraryGetModule", "cuLibraryGetModule", 12000, 0, 0, &bd_gen_driver.pfn_cuLibraryGetModule, (bd_gen_fn)bd_gen_first_cuLibraryGetModule},
    {"cuKernelGetFunction", "cuKernelGetFunction", 12000, 0, 0, &bd_gen_driver.pfn_cuKernelGetFunction, (bd_gen_fn)bd_gen_first_cuKernelGetFunction},
    {"cuKernelGetLibrary", "cuKernelGetLibrary", 12050, 0, 0, &bd_gen_driver.pfn_cuKernelGetLibrary, (bd_gen_fn)bd_gen_first_cuKernelGetLibrary},
    {"cuLibraryGetGlobal", "cuLibraryGetGlobal", 12000, 0, 0, &bd_gen_driver.pfn_cuLibraryGetGlobal, (bd_gen_fn)bd_gen_first_cuLibraryGetGlobal},
    {"cuLibraryGetManaged", "cuLibraryGetManaged", 12000, 0, 0, &bd_gen_driver.pfn_cuLibraryGetManaged, (bd_gen_fn)bd_gen_first_cuLibraryGetManaged},
    {"cuLibraryGetUnifiedFunction", "cuLibraryGetUnifiedFunction", 12000, 0, 0, &bd_gen_driver.pfn_cuLibraryGetUnifiedFunction, (bd_gen_fn)bd_gen_first_cuLibraryGetUnifiedFunction},
    {"cuKernelGetAttribute", "cuKernelGetAttribute", 12000, 0, 0, &bd_gen_driver.pfn_cuKernelGetAttribute, (bd_gen_fn)bd_gen_first_cuKernelGetAttribute},
    {"cuKernelSetAttribute", "cuKernelSetAttribute", 12000, 0, 0, &bd_gen_driver.pfn_cuKernelSetAttribute, (bd_gen_fn)bd_gen_first_cuKernelSetAttribute},
    {"cuKernelSetCacheConfig", "cuKernelSetCacheConfig", 12000, 0, 0, &bd_gen_driver.pfn_cuKernelSetCacheConfig, (bd_gen_fn)bd_gen_first_cuKernelSetCacheConfig},
    {"cuKernelGetName", "cuKernelGetName", 12030, 0, 0, &bd_gen_driver.pfn_cuKernelGetName, (bd_gen_fn)bd_gen_first_cuKernelGetName},
    {"cuKernelGetParamInfo", "cuKernelGetParamInfo", 12040, 0, 0, &bd_gen_driver.pfn_cuKernelGetParamInfo, (bd_gen_fn)bd_gen_first_cuKernelGetParamInfo},
    {"cuMemGetInfo", "cuMemGetInfo", 3020, 0, 0, &bd_gen_driver.pfn_cuMemGetInfo, (bd_gen_fn)bd_gen_first_cuMemGetInfo},
    {"cuMemAlloc", "cuMemAlloc", 3020, 0, 0, &bd_gen_driver.pfn_cuMemAlloc, (bd_gen_fn)bd_gen_first_cuMemAlloc},
    {"cuMemAllocPitch", "cuMemAllocPitch", 3020, 0, 0, &bd_gen_driver.pfn_cuMemAllocPitch, (bd_gen_fn)bd_gen_first_cuMemAllocPitch},
    {"cuMemFree", "cuMemFree", 3020, 0, 0, &bd_gen_driver.pfn_cuMemFree, (bd_gen_fn)bd_gen_first_cuMemFree},
    {"cuMemGetAddressRange", "cuMemGetAddressRange", 3020, 0, 0, &bd_gen_driver.pfn_cuMemGetAddressRange, (bd_gen_fn)bd_gen_first_cuMemGetAddressRange},
    {"cuMemAllocHost", "cuMemAllocHost", 3020, 0, 0, &bd_gen_driver.pfn_cuMemAllocHost, (bd_gen_fn)bd_gen_first_cuMemAllocHost},
    {"cuMemFreeHost", "cuMemFreeHost", 2000, 0, 0, &bd_gen_driver.pfn_cuMemFreeHost, (bd_gen_fn)bd_gen_first_cuMemFreeHost},
    {"cuMemHostAlloc", "cuMemHostAlloc", 2020, 0, 0, &bd_gen_driver.pfn_cuMemHostAlloc, (bd_gen_fn)bd_gen_first_cuMemHostAlloc},
    {"cuMemHostGetDevicePointer", "cuMemHostGetDevicePointer", 3020, 0, 0, &bd_gen_driver.pfn_cuMemHostGetDevicePointer, (bd_gen_fn)bd_gen_first_cuMemHostGetDevicePointer},
    {"cuMemHostGetFlags", "cuMemHostGetFlags", 2030, 0, 0, &bd_gen_driver.pfn_cuMemHostGetFlags, (bd_gen_fn)bd_gen_first_cuMemHostGetFlags},
    {"cuMemAllocManaged", "cuMemAllocManaged", 6000, 0, 0, &bd_gen_driver.pfn_cuMemAllocManaged, (bd_gen_fn)bd_gen_first_cuMemAllocManaged},
    {"cuDeviceRegisterAsyncNotification", "cuDeviceRegisterAsyncNotification", 12040, 0, 0, &bd_gen_driver.pfn_cuDeviceRegisterAsyncNotification, (bd_gen_fn)bd_gen_first_cuDeviceRegisterAsyncNotification},
    {"cuDeviceUnregisterAsyncNotification", "cuDeviceUnregisterAsyncNotification", 12040, 0, 0, &bd_gen_driver.pfn_cuDeviceUnregisterAsyncNotification, (bd_gen_fn)bd_gen_first_cuDeviceUnregisterAsyncNotification},
    {"cuDeviceGetByPCIBusId", "cuDeviceGetByPCIBusId", 4010, 0, 0, &bd_gen_driver.pfn_cuDeviceGetByPCIBusId, (bd_gen_fn)bd_gen_first_cuDeviceGetByPCIBusId},
    {"cuDeviceGetPCIBusId", "cuDeviceGetPCIBusId", 4010, 0, 0, &bd_gen_driver.pfn_cuDeviceGetPCIBusId, (bd_gen_fn)bd_gen_first_cuDeviceGetPCIBusId},
    {"cuIpcGetEventHandle", "cuIpcGetEventHandle", 4010, 0, 0, &bd_gen_driver.pfn_cuIpcGetEventHandle, (bd_gen_fn)bd_gen_first_cuIpcGetEventHandle},
    {"cuIpcOpenEventHandle", "cuIpcOpenEventHandle", 4010, 0, 0, &bd_gen_driver.pfn_cuIpcOpenEventHandle, (bd_gen_fn)bd_gen_first_cuIpcOpenEventHandle},
    {"cuIpcGetMemHandle", "cuIpcGetMemHandle", 4010, 0, 0, &bd_gen_driver.pfn_cuIpcGetMemHandle, (bd_gen_fn)bd_gen_first_cuIpcGetMemHandle},
    {"cuIpcOpenMemHandle", "cuIpcOpenMemHandle", 11000, 0, 0, &bd_gen_driver.pfn_cuIpcOpenMemHandle, (bd_gen_fn)bd_gen_first_cuIpcOpenMemHandle},
    {"cuIpcCloseMemHandle", "cuIpcCloseMemHandle", 4010, 0, 0, &bd_gen_driver.pfn_cuIpcCloseMemHandle, (bd_gen_fn)bd_gen_first_cuIpcCloseMemHandle},
    {"cuMemHostRegister", "cuMemHostRegister", 6050, 0, 0, &bd_gen_driver.pfn_cuMemHostRegister, (bd_gen_fn)bd_gen_first_cuMemHostRegister},
    {"cuMemHostUnregister", "cuMemHostUnregister", 4000, 0, 0, &bd_gen_driver.pfn_cuMemHostUnregister, (bd_gen_fn)bd_gen_first_cuMemHostUnregister},
    {"cuMemcpy", "cuMemcpy", 4000, 0, 0, &bd_gen_driver.pfn_cuMemcpy, (bd_gen_fn)bd_gen_first_cuMemcpy},
    {"cuMemcpy_ptds", "cuMemcpy", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpy_ptds, (bd_gen_fn)bd_gen_first_cuMemcpy_ptds},
    {"cuMemcpyPeer", "cuMemcpyPeer", 4000, 0, 0, &bd_gen_driver.pfn_cuMemcpyPeer, (bd_gen_fn)bd_gen_first_cuMemcpyPeer},
    {"cuMemcpyPeer_ptds", "cuMemcpyPeer", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyPeer_ptds, (bd_gen_fn)bd_gen_first_cuMemcpyPeer_ptds},
    {"cuMemcpyHtoD", "cuMemcpyHtoD", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyHtoD, (bd_gen_fn)bd_gen_first_cuMemcpyHtoD},
    {"cuMemcpyHtoD_ptds", "cuMemcpyHtoD", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyHtoD_ptds, (bd_gen_fn)bd_gen_first_cuMemcpyHtoD_ptds},
    {"cuMemcpyDtoH", "cuMemcpyDtoH", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyDtoH, (bd_gen_fn)bd_gen_first_cuMemcpyDtoH},
    {"cuMemcpyDtoH_ptds", "cuMemcpyDtoH", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyDtoH_ptds, (bd_gen_fn)bd_gen_first_cuMemcpyDtoH_ptds},
    {"cuMemcpyDtoD", "cuMemcpyDtoD", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyDtoD, (bd_gen_fn)bd_gen_first_cuMemcpyDtoD},
    {"cuMemcpyDtoD_ptds", "cuMemcpyDtoD", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyDtoD_ptds, (bd_gen_fn)bd_gen_first_cuMemcpyDtoD_ptds},
    {"cuMemcpyDtoA", "cuMemcpyDtoA", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyDtoA, (bd_gen_fn)bd_gen_first_cuMemcpyDtoA},
    {"cuMemcpyDtoA_ptds", "cuMemcpyDtoA", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyDtoA_ptds, (bd_gen_fn)bd_gen_first_cuMemcpyDtoA_ptds},
    {"cuMemcpyAtoD", "cuMemcpyAtoD", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyAtoD, (bd_gen_fn)bd_gen_first_cuMemcpyAtoD},
    {"cuMemcpyAtoD_ptds", "cuMemcpyAtoD", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyAtoD_ptds, (bd_gen_fn)bd_gen_first_cuMemcpyAtoD_ptds},
    {"cuMemcpyHtoA", "cuMemcpyHtoA", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyHtoA, (bd_gen_fn)bd_gen_first_cuMemcpyHtoA},
    {"cuMemcpyHtoA_ptds", "cuMemcpyHtoA", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyHtoA_ptds, (bd_gen_fn)bd_gen_first_cuMemcpyHtoA_ptds},
    {"cuMemcpyAtoH", "cuMemcpyAtoH", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyAtoH, (bd_gen_fn)bd_gen_first_cuMemcpyAtoH},
    {"cuMemcpyAtoH_ptds", "cuMemcpyAtoH", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyAtoH_ptds, (bd_gen_fn)bd_gen_first_cuMemcpyAtoH_ptds},
    {"cuMemcpyAtoA", "cuMemcpyAtoA", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyAtoA, (bd_gen_fn)bd_gen_first_cuMemcpyAtoA},
    {"cuMemcpyAtoA_ptds", "cuMemcpyAtoA", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyAtoA_ptds, (bd_gen_fn)bd_gen_first_cuMemcpyAtoA_ptds},
    {"cuMemcpy2D", "cuMemcpy2D", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpy2D, (bd_gen_fn)bd_gen_first_cuMemcpy2D},
    {"cuMemcpy2D_ptds", "cuMemcpy2D", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpy2D_ptds, (bd_gen_fn)bd_gen_first_cuMemcpy2D_ptds},
    {"cuMemcpy2DUnaligned", "cuMemcpy2DUnaligned", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpy2DUnaligned, (bd_gen_fn)bd_gen_first_cuMemcpy2DUnaligned},
    {"cuMemcpy2DUnaligned_ptds", "cuMemcpy2DUnaligned", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpy2DUnaligned_ptds, (bd_gen_fn)bd_gen_first_cuMemcpy2DUnaligned_ptds},
    {"cuMemcpy3D", "cuMemcpy3D", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpy3D, (bd_gen_fn)bd_gen_first_cuMemcpy3D},
    {"cuMemcpy3D_ptds", "cuMemcpy3D", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpy3D_ptds, (bd_gen_fn)bd_gen_first_cuMemcpy3D_ptds},
    {"cuMemcpy3DPeer", "cuMemcpy3DPeer", 4000, 0, 0, &bd_gen_driver.pfn_cuMemcpy3DPeer, (bd_gen_fn)bd_gen_first_cuMemcpy3DPeer},
    {"cuMemcpy3DPeer_ptds", "cuMemcpy3DPeer", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpy3DPeer_ptds, (bd_gen_fn)bd_gen_first_cuMemcpy3DPeer_ptds},
    {"cuMemcpyAsync", "cuMemcpyAsync", 4000, 0, 0, &bd_gen_driver.pfn_cuMemcpyAsync, (bd_gen_fn)bd_gen_first_cuMemcpyAsync},
    {"cuMemcpyAsync_ptsz", "cuMemcpyAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpyAsync_ptsz},
    {"cuMemcpyPeerAsync", "cuMemcpyPeerAsync", 4000, 0, 0, &bd_gen_driver.pfn_cuMemcpyPeerAsync, (bd_gen_fn)bd_gen_first_cuMemcpyPeerAsync},
    {"cuMemcpyPeerAsync_ptsz", "cuMemcpyPeerAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyPeerAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpyPeerAsync_ptsz},
    {"cuMemcpyHtoDAsync", "cuMemcpyHtoDAsync", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyHtoDAsync, (bd_gen_fn)bd_gen_first_cuMemcpyHtoDAsync},
    {"cuMemcpyHtoDAsync_ptsz", "cuMemcpyHtoDAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyHtoDAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpyHtoDAsync_ptsz},
    {"cuMemcpyDtoHAsync", "cuMemcpyDtoHAsync", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyDtoHAsync, (bd_gen_fn)bd_gen_first_cuMemcpyDtoHAsync},
    {"cuMemcpyDtoHAsync_ptsz", "cuMemcpyDtoHAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyDtoHAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpyDtoHAsync_ptsz},
    {"cuMemcpyDtoDAsync", "cuMemcpyDtoDAsync", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyDtoDAsync, (bd_gen_fn)bd_gen_first_cuMemcpyDtoDAsync},
    {"cuMemcpyDtoDAsync_ptsz", "cuMemcpyDtoDAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyDtoDAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpyDtoDAsync_ptsz},
    {"cuMemcpyHtoAAsync", "cuMemcpyHtoAAsync", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyHtoAAsync, (bd_gen_fn)bd_gen_first_cuMemcpyHtoAAsync},
    {"cuMemcpyHtoAAsync_ptsz", "cuMemcpyHtoAAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyHtoAAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpyHtoAAsync_ptsz},
    {"cuMemcpyAtoHAsync", "cuMemcpyAtoHAsync", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpyAtoHAsync, (bd_gen_fn)bd_gen_first_cuMemcpyAtoHAsync},
    {"cuMemcpyAtoHAsync_ptsz", "cuMemcpyAtoHAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyAtoHAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpyAtoHAsync_ptsz},
    {"cuMemcpy2DAsync", "cuMemcpy2DAsync", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpy2DAsync, (bd_gen_fn)bd_gen_first_cuMemcpy2DAsync},
    {"cuMemcpy2DAsync_ptsz", "cuMemcpy2DAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpy2DAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpy2DAsync_ptsz},
    {"cuMemcpy3DAsync", "cuMemcpy3DAsync", 3020, 0, 0, &bd_gen_driver.pfn_cuMemcpy3DAsync, (bd_gen_fn)bd_gen_first_cuMemcpy3DAsync},
    {"cuMemcpy3DAsync_ptsz", "cuMemcpy3DAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpy3DAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpy3DAsync_ptsz},
    {"cuMemcpy3DPeerAsync", "cuMemcpy3DPeerAsync", 4000, 0, 0, &bd_gen_driver.pfn_cuMemcpy3DPeerAsync, (bd_gen_fn)bd_gen_first_cuMemcpy3DPeerAsync},
    {"cuMemcpy3DPeerAsync_ptsz", "cuMemcpy3DPeerAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpy3DPeerAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpy3DPeerAsync_ptsz},
    {"cuMemcpyBatchAsync", "cuMemcpyBatchAsync", 13000, 12080, 0, &bd_gen_driver.pfn_cuMemcpyBatchAsync, (bd_gen_fn)bd_gen_first_cuMemcpyBatchAsync},
    {"cuMemcpyBatchAsync_ptsz", "cuMemcpyBatchAsync", 13000, 12080, 1, &bd_gen_driver.pfn_cuMemcpyBatchAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpyBatchAsync_ptsz},
    {"cuMemcpy3DBatchAsync", "cuMemcpy3DBatchAsync", 13000, 12080, 0, &bd_gen_driver.pfn_cuMemcpy3DBatchAsync, (bd_gen_fn)bd_gen_first_cuMemcpy3DBatchAsync},
    {"cuMemcpy3DBatchAsync_ptsz", "cuMemcpy3DBatchAsync", 13000, 12080, 1, &bd_gen_driver.pfn_cuMemcpy3DBatchAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemcpy3DBatchAsync_ptsz},
    {"cuMemsetD8", "cuMemsetD8", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD8, (bd_gen_fn)bd_gen_first_cuMemsetD8},
    {"cuMemsetD8_ptds", "cuMemsetD8", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD8_ptds, (bd_gen_fn)bd_gen_first_cuMemsetD8_ptds},
    {"cuMemsetD16", "cuMemsetD16", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD16, (bd_gen_fn)bd_gen_first_cuMemsetD16},
    {"cuMemsetD16_ptds", "cuMemsetD16", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD16_ptds, (bd_gen_fn)bd_gen_first_cuMemsetD16_ptds},
    {"cuMemsetD32", "cuMemsetD32", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD32, (bd_gen_fn)bd_gen_first_cuMemsetD32},
    {"cuMemsetD32_ptds", "cuMemsetD32", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD32_ptds, (bd_gen_fn)bd_gen_first_cuMemsetD32_ptds},
    {"cuMemsetD2D8", "cuMemsetD2D8", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD2D8, (bd_gen_fn)bd_gen_first_cuMemsetD2D8},
    {"cuMemsetD2D8_ptds", "cuMemsetD2D8", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD2D8_ptds, (bd_gen_fn)bd_gen_first_cuMemsetD2D8_ptds},
    {"cuMemsetD2D16", "cuMemsetD2D16", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD2D16, (bd_gen_fn)bd_gen_first_cuMemsetD2D16},
    {"cuMemsetD2D16_ptds", "cuMemsetD2D16", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD2D16_ptds, (bd_gen_fn)bd_gen_first_cuMemsetD2D16_ptds},
    {"cuMemsetD2D32", "cuMemsetD2D32", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD2D32, (bd_gen_fn)bd_gen_first_cuMemsetD2D32},
    {"cuMemsetD2D32_ptds", "cuMemsetD2D32", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD2D32_ptds, (bd_gen_fn)bd_gen_first_cuMemsetD2D32_ptds},
    {"cuMemsetD8Async", "cuMemsetD8Async", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD8Async, (bd_gen_fn)bd_gen_first_cuMemsetD8Async},
    {"cuMemsetD8Async_ptsz", "cuMemsetD8Async", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD8Async_ptsz, (bd_gen_fn)bd_gen_first_cuMemsetD8Async_ptsz},
    {"cuMemsetD16Async", "cuMemsetD16Async", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD16Async, (bd_gen_fn)bd_gen_first_cuMemsetD16Async},
    {"cuMemsetD16Async_ptsz", "cuMemsetD16Async", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD16Async_ptsz, (bd_gen_fn)bd_gen_first_cuMemsetD16Async_ptsz},
    {"cuMemsetD32Async", "cuMemsetD32Async", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD32Async, (bd_gen_fn)bd_gen_first_cuMemsetD32Async},
    {"cuMemsetD32Async_ptsz", "cuMemsetD32Async", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD32Async_ptsz, (bd_gen_fn)bd_gen_first_cuMemsetD32Async_ptsz},
    {"cuMemsetD2D8Async", "cuMemsetD2D8Async", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD2D8Async, (bd_gen_fn)bd_gen_first_cuMemsetD2D8Async},
    {"cuMemsetD2D8Async_ptsz", "cuMemsetD2D8Async", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD2D8Async_ptsz, (bd_gen_fn)bd_gen_first_cuMemsetD2D8Async_ptsz},
    {"cuMemsetD2D16Async", "cuMemsetD2D16Async", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD2D16Async, (bd_gen_fn)bd_gen_first_cuMemsetD2D16Async},
    {"cuMemsetD2D16Async_ptsz", "cuMemsetD2D16Async", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD2D16Async_ptsz, (bd_gen_fn)bd_gen_first_cuMemsetD2D16Async_ptsz},
    {"cuMemsetD2D32Async", "cuMemsetD2D32Async", 3020, 0, 0, &bd_gen_driver.pfn_cuMemsetD2D32Async, (bd_gen_fn)bd_gen_first_cuMemsetD2D32Async},
    {"cuMemsetD2D32Async_ptsz", "cuMemsetD2D32Async", 7000, 0, 1, &bd_gen_driver.pfn_cuMemsetD2D32Async_ptsz, (bd_gen_fn)bd_gen_first_cuMemsetD2D32Async_ptsz},
    {"cuArrayCreate", "cuArrayCreate", 3020, 0, 0, &bd_gen_driver.pfn_cuArrayCreate, (bd_gen_fn)bd_gen_first_cuArrayCreate},
    {"cuArrayGetDescriptor", "cuArrayGetDescriptor", 3020, 0, 0, &bd_gen_driver.pfn_cuArrayGetDescriptor, (bd_gen_fn)bd_gen_first_cuArrayGetDescriptor},
    {"cuArrayGetSparseProperties", "cuArrayGetSparseProperties", 11010, 0, 0, &bd_gen_driver.pfn_cuArrayGetSparseProperties, (bd_gen_fn)bd_gen_first_cuArrayGetSparseProperties},
    {"cuMipmappedArrayGetSparseProperties", "cuMipmappedArrayGetSparseProperties", 11010, 0, 0, &bd_gen_driver.pfn_cuMipmappedArrayGetSparseProperties, (bd_gen_fn)bd_gen_first_cuMipmappedArrayGetSparseProperties},
    {"cuArrayGetMemoryRequirements", "cuArrayGetMemoryRequirements", 11060, 0, 0, &bd_gen_driver.pfn_cuArrayGetMemoryRequirements, (bd_gen_fn)bd_gen_first_cuArrayGetMemoryRequirements},
    {"cuMipmappedArrayGetMemoryRequirements", "cuMipmappedArrayGetMemoryRequirements", 11060, 0, 0, &bd_gen_driver.pfn_cuMipmappedArrayGetMemoryRequirements, (bd_gen_fn)bd_gen_first_cuMipmappedArrayGetMemoryRequirements},
    {"cuArrayGetPlane", "cuArrayGetPlane", 11020, 0, 0, &bd_gen_driver.pfn_cuArrayGetPlane, (bd_gen_fn)bd_gen_first_cuArrayGetPlane},
    {"cuArrayDestroy", "cuArrayDestroy", 2000, 0, 0, &bd_gen_driver.pfn_cuArrayDestroy, (bd_gen_fn)bd_gen_first_cuArrayDestroy},
    {"cuArray3DCreate", "cuArray3DCreate", 3020, 0, 0, &bd_gen_driver.pfn_cuArray3DCreate, (bd_gen_fn)bd_gen_first_cuArray3DCreate},
    {"cuArray3DGetDescriptor", "cuArray3DGetDescriptor", 3020, 0, 0, &bd_gen_driver.pfn_cuArray3DGetDescriptor, (bd_gen_fn)bd_gen_first_cuArray3DGetDescriptor},
    {"cuMipmappedArrayCreate", "cuMipmappedArrayCreate", 5000, 0, 0, &bd_gen_driver.pfn_cuMipmappedArrayCreate, (bd_gen_fn)bd_gen_first_cuMipmappedArrayCreate},
    {"cuMipmappedArrayGetLevel", "cuMipmappedArrayGetLevel", 5000, 0, 0, &bd_gen_driver.pfn_cuMipmappedArrayGetLevel, (bd_gen_fn)bd_gen_first_cuMipmappedArrayGetLevel},
    {"cuMipmappedArrayDestroy", "cuMipmappedArrayDestroy", 5000, 0, 0, &bd_gen_driver.pfn_cuMipmappedArrayDestroy, (bd_gen_fn)bd_gen_first_cuMipmappedArrayDestroy},
    {"cuMemGetHandleForAddressRange", "cuMemGetHandleForAddressRange", 11070, 0, 0, &bd_gen_driver.pfn_cuMemGetHandleForAddressRange, (bd_gen_fn)bd_gen_first_cuMemGetHandleForAddressRange},
    {"cuMemBatchDecompressAsync", "cuMemBatchDecompressAsync", 12060, 0, 0, &bd_gen_driver.pfn_cuMemBatchDecompressAsync, (bd_gen_fn)bd_gen_first_cuMemBatchDecompressAsync},
    {"cuMemBatchDecompressAsync_ptsz", "cuMemBatchDecompressAsync", 12060, 0, 1, &bd_gen_driver.pfn_cuMemBatchDecompressAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemBatchDecompressAsync_ptsz},
    {"cuMemAddressReserve", "cuMemAddressReserve", 10020, 0, 0, &bd_gen_driver.pfn_cuMemAddressReserve, (bd_gen_fn)bd_gen_first_cuMemAddressReserve},
    {"cuMemAddressFree", "cuMemAddressFree", 10020, 0, 0, &bd_gen_driver.pfn_cuMemAddressFree, (bd_gen_fn)bd_gen_first_cuMemAddressFree},
    {"cuMemCreate", "cuMemCreate", 10020, 0, 0, &bd_gen_driver.pfn_cuMemCreate, (bd_gen_fn)bd_gen_first_cuMemCreate},
    {"cuMemRelease", "cuMemRelease", 10020, 0, 0, &bd_gen_driver.pfn_cuMemRelease, (bd_gen_fn)bd_gen_first_cuMemRelease},
    {"cuMemMap", "cuMemMap", 10020, 0, 0, &bd_gen_driver.pfn_cuMemMap, (bd_gen_fn)bd_gen_first_cuMemMap},
    {"cuMemMapArrayAsync", "cuMemMapArrayAsync", 11010, 0, 0, &bd_gen_driver.pfn_cuMemMapArrayAsync, (bd_gen_fn)bd_gen_first_cuMemMapArrayAsync},
    {"cuMemMapArrayAsync_ptsz", "cuMemMapArrayAsync", 11010, 0, 1, &bd_gen_driver.pfn_cuMemMapArrayAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemMapArrayAsync_ptsz},
    {"cuMemUnmap", "cuMemUnmap", 10020, 0, 0, &bd_gen_driver.pfn_cuMemUnmap, (bd_gen_fn)bd_gen_first_cuMemUnmap},
    {"cuMemSetAccess", "cuMemSetAccess", 10020, 0, 0, &bd_gen_driver.pfn_cuMemSetAccess, (bd_gen_fn)bd_gen_first_cuMemSetAccess},
    {"cuMemGetAccess", "cuMemGetAccess", 10020, 0, 0, &bd_gen_driver.pfn_cuMemGetAccess, (bd_gen_fn)bd_gen_first_cuMemGetAccess},
    {"cuMemExportToShareableHandle", "cuMemExportToShareableHandle", 10020, 0, 0, &bd_gen_driver.pfn_cuMemExportToShareableHandle, (bd_gen_fn)bd_gen_first_cuMemExportToShareableHandle},
    {"cuMemImportFromShareableHandle", "cuMemImportFromShareableHandle", 10020, 0, 0, &bd_gen_driver.pfn_cuMemImportFromShareableHandle, (bd_gen_fn)bd_gen_first_cuMemImportFromShareableHandle},
    {"cuMemGetAllocationGranularity", "cuMemGetAllocationGranularity", 10020, 0, 0, &bd_gen_driver.pfn_cuMemGetAllocationGranularity, (bd_gen_fn)bd_gen_first_cuMemGetAllocationGranularity},
    {"cuMemGetAllocationPropertiesFromHandle", "cuMemGetAllocationPropertiesFromHandle", 10020, 0, 0, &bd_gen_driver.pfn_cuMemGetAllocationPropertiesFromHandle, (bd_gen_fn)bd_gen_first_cuMemGetAllocationPropertiesFromHandle},
    {"cuMemRetainAllocationHandle", "cuMemRetainAllocationHandle", 11000, 0, 0, &bd_gen_driver.pfn_cuMemRetainAllocationHandle, (bd_gen_fn)bd_gen_first_cuMemRetainAllocationHandle},
    {"cuMemFreeAsync", "cuMemFreeAsync", 11020, 0, 0, &bd_gen_driver.pfn_cuMemFreeAsync, (bd_gen_fn)bd_gen_first_cuMemFreeAsync},
    {"cuMemFreeAsync_ptsz", "cuMemFreeAsync", 11020, 0, 1, &bd_gen_driver.pfn_cuMemFreeAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemFreeAsync_ptsz},
    {"cuMemAllocAsync", "cuMemAllocAsync", 11020, 0, 0, &bd_gen_driver.pfn_cuMemAllocAsync, (bd_gen_fn)bd_gen_first_cuMemAllocAsync},
    {"cuMemAllocAsync_ptsz", "cuMemAllocAsync", 11020, 0, 1, &bd_gen_driver.pfn_cuMemAllocAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemAllocAsync_ptsz},
    {"cuMemPoolTrimTo", "cuMemPoolTrimTo", 11020, 0, 0, &bd_gen_driver.pfn_cuMemPoolTrimTo, (bd_gen_fn)bd_gen_first_cuMemPoolTrimTo},
    {"cuMemPoolSetAttribute", "cuMemPoolSetAttribute", 11020, 0, 0, &bd_gen_driver.pfn_cuMemPoolSetAttribute, (bd_gen_fn)bd_gen_first_cuMemPoolSetAttribute},
    {"cuMemPoolGetAttribute", "cuMemPoolGetAttribute", 11020, 0, 0, &bd_gen_driver.pfn_cuMemPoolGetAttribute, (bd_gen_fn)bd_gen_first_cuMemPoolGetAttribute},
    {"cuMemPoolSetAccess", "cuMemPoolSetAccess", 11020, 0, 0, &bd_gen_driver.pfn_cuMemPoolSetAccess, (bd_gen_fn)bd_gen_first_cuMemPoolSetAccess},
    {"cuMemPoolGetAccess", "cuMemPoolGetAccess", 11020, 0, 0, &bd_gen_driver.pfn_cuMemPoolGetAccess, (bd_gen_fn)bd_gen_first_cuMemPoolGetAccess},
    {"cuMemPoolCreate", "cuMemPoolCreate", 11020, 0, 0, &bd_gen_driver.pfn_cuMemPoolCreate, (bd_gen_fn)bd_gen_first_cuMemPoolCreate},
    {"cuMemPoolDestroy", "cuMemPoolDestroy", 11020, 0, 0, &bd_gen_driver.pfn_cuMemPoolDestroy, (bd_gen_fn)bd_gen_first_cuMemPoolDestroy},
    {"cuMemGetDefaultMemPool", "cuMemGetDefaultMemPool", 13000, 0, 0, &bd_gen_driver.pfn_cuMemGetDefaultMemPool, (bd_gen_fn)bd_gen_first_cuMemGetDefaultMemPool},
    {"cuMemGetMemPool", "cuMemGetMemPool", 13000, 0, 0, &bd_gen_driver.pfn_cuMemGetMemPool, (bd_gen_fn)bd_gen_first_cuMemGetMemPool},
    {"cuMemSetMemPool", "cuMemSetMemPool", 13000, 0, 0, &bd_gen_driver.pfn_cuMemSetMemPool, (bd_gen_fn)bd_gen_first_cuMemSetMemPool},
    {"cuMemAllocFromPoolAsync", "cuMemAllocFromPoolAsync", 11020, 0, 0, &bd_gen_driver.pfn_cuMemAllocFromPoolAsync, (bd_gen_fn)bd_gen_first_cuMemAllocFromPoolAsync},
    {"cuMemAllocFromPoolAsync_ptsz", "cuMemAllocFromPoolAsync", 11020, 0, 1, &bd_gen_driver.pfn_cuMemAllocFromPoolAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemAllocFromPoolAsync_ptsz},
    {"cuMemPoolExportToShareableHandle", "cuMemPoolExportToShareableHandle", 11020, 0, 0, &bd_gen_driver.pfn_cuMemPoolExportToShareableHandle, (bd_gen_fn)bd_gen_first_cuMemPoolExportToShareableHandle},
    {"cuMemPoolImportFromShareableHandle", "cuMemPoolImportFromShareableHandle", 11020, 0, 0, &bd_gen_driver.pfn_cuMemPoolImportFromShareableHandle, (bd_gen_fn)bd_gen_first_cuMemPoolImportFromShareableHandle},
    {"cuMemPoolExportPointer", "cuMemPoolExportPointer", 11020, 0, 0, &bd_gen_driver.pfn_cuMemPoolExportPointer, (bd_gen_fn)bd_gen_first_cuMemPoolExportPointer},
    {"cuMemPoolImportPointer", "cuMemPoolImportPointer", 11020, 0, 0, &bd_gen_driver.pfn_cuMemPoolImportPointer, (bd_gen_fn)bd_gen_first_cuMemPoolImportPointer},
    {"cuMulticastCreate", "cuMulticastCreate", 12010, 0, 0, &bd_gen_driver.pfn_cuMulticastCreate, (bd_gen_fn)bd_gen_first_cuMulticastCreate},
    {"cuMulticastAddDevice", "cuMulticastAddDevice", 12010, 0, 0, &bd_gen_driver.pfn_cuMulticastAddDevice, (bd_gen_fn)bd_gen_first_cuMulticastAddDevice},
    {"cuMulticastBindMem", "cuMulticastBindMem", 12010, 0, 0, &bd_gen_driver.pfn_cuMulticastBindMem, (bd_gen_fn)bd_gen_first_cuMulticastBindMem},
    {"cuMulticastBindAddr", "cuMulticastBindAddr", 12010, 0, 0, &bd_gen_driver.pfn_cuMulticastBindAddr, (bd_gen_fn)bd_gen_first_cuMulticastBindAddr},
    {"cuMulticastUnbind", "cuMulticastUnbind", 12010, 0, 0, &bd_gen_driver.pfn_cuMulticastUnbind, (bd_gen_fn)bd_gen_first_cuMulticastUnbind},
    {"cuMulticastGetGranularity", "cuMulticastGetGranularity", 12010, 0, 0, &bd_gen_driver.pfn_cuMulticastGetGranularity, (bd_gen_fn)bd_gen_first_cuMulticastGetGranularity},
    {"cuPointerGetAttribute", "cuPointerGetAttribute", 4000, 0, 0, &bd_gen_driver.pfn_cuPointerGetAttribute, (bd_gen_fn)bd_gen_first_cuPointerGetAttribute},
    {"cuMemPrefetchAsync", "cuMemPrefetchAsync", 12020, 8000, 0, &bd_gen_driver.pfn_cuMemPrefetchAsync, (bd_gen_fn)bd_gen_first_cuMemPrefetchAsync},
    {"cuMemPrefetchAsync_ptsz", "cuMemPrefetchAsync", 12020, 8000, 1, &bd_gen_driver.pfn_cuMemPrefetchAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemPrefetchAsync_ptsz},
    {"cuMemAdvise", "cuMemAdvise", 12020, 8000, 0, &bd_gen_driver.pfn_cuMemAdvise, (bd_gen_fn)bd_gen_first_cuMemAdvise},
    {"cuMemPrefetchBatchAsync", "cuMemPrefetchBatchAsync", 13000, 0, 0, &bd_gen_driver.pfn_cuMemPrefetchBatchAsync, (bd_gen_fn)bd_gen_first_cuMemPrefetchBatchAsync},
    {"cuMemPrefetchBatchAsync_ptsz", "cuMemPrefetchBatchAsync", 13000, 0, 1, &bd_gen_driver.pfn_cuMemPrefetchBatchAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemPrefetchBatchAsync_ptsz},
    {"cuMemDiscardBatchAsync", "cuMemDiscardBatchAsync", 13000, 0, 0, &bd_gen_driver.pfn_cuMemDiscardBatchAsync, (bd_gen_fn)bd_gen_first_cuMemDiscardBatchAsync},
    {"cuMemDiscardBatchAsync_ptsz", "cuMemDiscardBatchAsync", 13000, 0, 1, &bd_gen_driver.pfn_cuMemDiscardBatchAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemDiscardBatchAsync_ptsz},
    {"cuMemDiscardAndPrefetchBatchAsync", "cuMemDiscardAndPrefetchBatchAsync", 13000, 0, 0, &bd_gen_driver.pfn_cuMemDiscardAndPrefetchBatchAsync, (bd_gen_fn)bd_gen_first_cuMemDiscardAndPrefetchBatchAsync},
    {"cuMemDiscardAndPrefetchBatchAsync_ptsz", "cuMemDiscardAndPrefetchBatchAsync", 13000, 0, 1, &bd_gen_driver.pfn_cuMemDiscardAndPrefetchBatchAsync_ptsz, (bd_gen_fn)bd_gen_first_cuMemDiscardAndPrefetchBatchAsync_ptsz},
    {"cuMemRangeGetAttribute", "cuMemRangeGetAttribute", 8000, 0, 0, &bd_gen_driver.pfn_cuMemRangeGetAttribute, (bd_gen_fn)bd_gen_first_cuMemRangeGetAttribute},
    {"cuMemRangeGetAttributes", "cuMemRangeGetAttributes", 8000, 0, 0, &bd_gen_driver.pfn_cuMemRangeGetAttributes, (bd_gen_fn)bd_gen_first_cuMemRangeGetAttributes},
    {"cuPointerSetAttribute", "cuPointerSetAttribute", 6000, 0, 0, &bd_gen_driver.pfn_cuPointerSetAttribute, (bd_gen_fn)bd_gen_first_cuPointerSetAttribute},
    {"cuPointerGetAttributes", "cuPointerGetAttributes", 7000, 0, 0, &bd_gen_driver.pfn_cuPointerGetAttributes, (bd_gen_fn)bd_gen_first_cuPointerGetAttributes},
    {"cuStreamCreate", "cuStreamCreate", 2000, 0, 0, &bd_gen_driver.pfn_cuStreamCreate, (bd_gen_fn)bd_gen_first_cuStreamCreate},
    {"cuStreamCreateWithPriority", "cuStreamCreateWithPriority", 5050, 0, 0, &bd_gen_driver.pfn_cuStreamCreateWithPriority, (bd_gen_fn)bd_gen_first_cuStreamCreateWithPriority},
    {"cuStreamGetPriority", "cuStreamGetPriority", 5050, 0, 0, &bd_gen_driver.pfn_cuStreamGetPriority, (bd_gen_fn)bd_gen_first_cuStreamGetPriority},
    {"cuStreamGetPriority_ptsz", "cuStreamGetPriority", 7000, 0, 1, &bd_gen_driver.pfn_cuStreamGetPriority_ptsz, (bd_gen_fn)bd_gen_first_cuStreamGetPriority_ptsz},
    {"cuStreamGetDevice", "cuStreamGetDevice", 12080, 0, 0, &bd_gen_driver.pfn_cuStreamGetDevice, (bd_gen_fn)bd_gen_first_cuStreamGetDevice},
    {"cuStreamGetDevice_ptsz", "cuStreamGetDevice", 12080, 0, 1, &bd_gen_driver.pfn_cuStreamGetDevice_ptsz, (bd_gen_fn)bd_gen_first_cuStreamGetDevice_ptsz},
    {"cuStreamGetFlags", "cuStreamGetFlags", 5050, 0, 0, &bd_gen_driver.pfn_cuStreamGetFlags, (bd_gen_fn)bd_gen_first_cuStreamGetFlags},
    {"cuStreamGetFlags_ptsz", "cuStreamGetFlags", 7000, 0, 1, &bd_gen_driver.pfn_cuStreamGetFlags_ptsz, (bd_gen_fn)bd_gen_first_cuStreamGetFlags_ptsz},
    {"cuStreamGetId", "cuStreamGetId", 12000, 0, 0, &bd_gen_driver.pfn_cuStreamGetId, (bd_gen_fn)bd_gen_first_cuStreamGetId},
    {"cuStreamGetId_ptsz", "cuStreamGetId", 12000, 0, 1, &bd_gen_driver.pfn_cuStreamGetId_ptsz, (bd_gen_fn)bd_gen_first_cuStreamGetId_ptsz},
    {"cuStreamGetCtx", "cuStreamGetCtx", 9020, 0, 0, &bd_gen_driver.pfn_cuStreamGetCtx, (bd_gen_fn)bd_gen_first_cuStreamGetCtx},
    {"cuStreamGetCtx_ptsz", "cuStreamGetCtx", 9020, 0, 1, &bd_gen_driver.pfn_cuStreamGetCtx_ptsz, (bd_gen_fn)bd_gen_first_cuStreamGetCtx_ptsz},
    {"cuStreamGetCtx_v2", "cuStreamGetCtx", 12050, 9020, 0, &bd_gen_driver.pfn_cuStreamGetCtx_v2, (bd_gen_fn)bd_gen_first_cuStreamGetCtx_v2},
    {"cuStreamGetCtx_v2_ptsz", "cuStreamGetCtx", 12050, 9020, 1, &bd_gen_driver.pfn_cuStreamGetCtx_v2_ptsz, (bd_gen_fn)bd_gen_first_cuStreamGetCtx_v2_ptsz},
    {"cuStreamWaitEvent", "cuStreamWaitEvent", 3020, 0, 0, &bd_gen_driver.pfn_cuStreamWaitEvent, (bd_gen_fn)bd_gen_first_cuStreamWaitEvent},
    {"cuStreamWaitEvent_ptsz", "cuStreamWaitEvent", 7000, 0, 1, &bd_gen_driver.pfn_cuStreamWaitEvent_ptsz, (bd_gen_fn)bd_gen_first_cuStreamWaitEvent_ptsz},
    {"cuStreamAddCallback", "cuStreamAddCallback", 5000, 0, 0, &bd_gen_driver.pfn_cuStreamAddCallback, (bd_gen_fn)bd_gen_first_cuStreamAddCallback},
    {"cuStreamAddCallback_ptsz", "cuStreamAddCallback", 7000, 0, 1, &bd_gen_driver.pfn_cuStreamAddCallback_ptsz, (bd_gen_fn)bd_gen_first_cuStreamAddCallback_ptsz},
    {"cuStreamBeginCapture", "cuStreamBeginCapture", 10010, 0, 0, &bd_gen_driver.pfn_cuStreamBeginCapture, (bd_gen_fn)bd_gen_first_cuStreamBeginCapture},
    {"cuStreamBeginCapture_ptsz", "cuStreamBeginCapture", 10010, 0, 1, &bd_gen_driver.pfn_cuStreamBeginCapture_ptsz, (bd_gen_fn)bd_gen_first_cuStreamBeginCapture_ptsz},
    {"cuStreamBeginCaptureToGraph", "cuStreamBeginCaptureToGraph", 12030, 0, 0, &bd_gen_driver.pfn_cuStreamBeginCaptureToGraph, (bd_gen_fn)bd_gen_first_cuStreamBeginCaptureToGraph},
    {"cuStreamBeginCaptureToGraph_ptsz", "cuStreamBeginCaptureToGraph", 12030, 0, 1, &bd_gen_driver.pfn_cuStreamBeginCaptureToGraph_ptsz, (bd_gen_fn)bd_gen_first_cuStreamBeginCaptureToGraph_ptsz},
    {"cuThreadExchangeStreamCaptureMode", "cuThreadExchangeStreamCaptureMode", 10010, 0, 0, &bd_gen_driver.pfn_cuThreadExchangeStreamCaptureMode, (bd_gen_fn)bd_gen_first_cuThreadExchangeStreamCaptureMode},
    {"cuStreamEndCapture", "cuStreamEndCapture", 10000, 0, 0, &bd_gen_driver.pfn_cuStreamEndCapture, (bd_gen_fn)bd_gen_first_cuStreamEndCapture},
    {"cuStreamEndCapture_ptsz", "cuStreamEndCapture", 10000, 0, 1, &bd_gen_driver.pfn_cuStreamEndCapture_ptsz, (bd_gen_fn)bd_gen_first_cuStreamEndCapture_ptsz},
    {"cuStreamIsCapturing", "cuStreamIsCapturing", 10000, 0, 0, &bd_gen_driver.pfn_cuStreamIsCapturing, (bd_gen_fn)bd_gen_first_cuStreamIsCapturing},
    {"cuStreamIsCapturing_ptsz", "cuStreamIsCapturing", 10000, 0, 1, &bd_gen_driver.pfn_cuStreamIsCapturing_ptsz, (bd_gen_fn)bd_gen_first_cuStreamIsCapturing_ptsz},
    {"cuStreamGetCaptureInfo", "cuStreamGetCaptureInfo", 12030, 11030, 0, &bd_gen_driver.pfn_cuStreamGetCaptureInfo, (bd_gen_fn)bd_gen_first_cuStreamGetCaptureInfo},
    {"cuStreamGetCaptureInfo_ptsz", "cuStreamGetCaptureInfo", 12030, 11030, 1, &bd_gen_driver.pfn_cuStreamGetCaptureInfo_ptsz, (bd_gen_fn)bd_gen_first_cuStreamGetCaptureInfo_ptsz},
    {"cuStreamUpdateCaptureDependencies", "cuStreamUpdateCaptureDependencies", 12030, 11030, 0, &bd_gen_driver.pfn_cuStreamUpdateCaptureDependencies, (bd_gen_fn)bd_gen_first_cuStreamUpdateCaptureDependencies},
    {"cuStreamUpdateCaptureDependencies_ptsz", "cuStreamUpdateCaptureDependencies", 12030, 11030, 1, &bd_gen_driver.pfn_cuStreamUpdateCaptureDependencies_ptsz, (bd_gen_fn)bd_gen_first_cuStreamUpdateCaptureDependencies_ptsz},
    {"cuStreamAttachMemAsync", "cuStreamAttachMemAsync", 6000, 0, 0, &bd_gen_driver.pfn_cuStreamAttachMemAsync, (bd_gen_fn)bd_gen_first_cuStreamAttachMemAsync},
    {"cuStreamAttachMemAsync_ptsz", "cuStreamAttachMemAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuStreamAttachMemAsync_ptsz, (bd_gen_fn)bd_gen_first_cuStreamAttachMemAsync_ptsz},
    {"cuStreamQuery", "cuStreamQuery", 2000, 0, 0, &bd_gen_driver.pfn_cuStreamQuery, (bd_gen_fn)bd_gen_first_cuStreamQuery},
    {"cuStreamQuery_ptsz", "cuStreamQuery", 7000, 0, 1, &bd_gen_driver.pfn_cuStreamQuery_ptsz, (bd_gen_fn)bd_gen_first_cuStreamQuery_ptsz},
    {"cuStreamSynchronize", "cuStreamSynchronize", 2000, 0, 0, &bd_gen_driver.pfn_cuStreamSynchronize, (bd_gen_fn)bd_gen_first_cuStreamSynchronize},
    {"cuStreamSynchronize_ptsz", "cuStreamSynchronize", 7000, 0, 1, &bd_gen_driver.pfn_cuStreamSynchronize_ptsz, (bd_gen_fn)bd_gen_first_cuStreamSynchronize_ptsz},
    {"cuStreamDestroy", "cuStreamDestroy", 4000, 0, 0, &bd_gen_driver.pfn_cuStreamDestroy, (bd_gen_fn)bd_gen_first_cuStreamDestroy},
    {"cuStreamCopyAttributes", "cuStreamCopyAttributes", 11000, 0, 0, &bd_gen_driver.pfn_cuStreamCopyAttributes, (bd_gen_fn)bd_gen_first_cuStreamCopyAttributes},
    {"cuStreamCopyAttributes_ptsz", "cuStreamCopyAttributes", 11000, 0, 1, &bd_gen_driver.pfn_cuStreamCopyAttributes_ptsz, (bd_gen_fn)bd_gen_first_cuStreamCopyAttributes_ptsz},
    {"cuStreamGetAttribute", "cuStreamGetAttribute", 11000, 0, 0, &bd_gen_driver.pfn_cuStreamGetAttribute, (bd_gen_fn)bd_gen_first_cuStreamGetAttribute},
    {"cuStreamGetAttribute_ptsz", "cuStreamGetAttribute", 11000, 0, 1, &bd_gen_driver.pfn_cuStreamGetAttribute_ptsz, (bd_gen_fn)bd_gen_first_cuStreamGetAttribute_ptsz},
    {"cuStreamSetAttribute", "cuStreamSetAttribute", 11000, 0, 0, &bd_gen_driver.pfn_cuStreamSetAttribute, (bd_gen_fn)bd_gen_first_cuStreamSetAttribute},
    {"cuStreamSetAttribute_ptsz", "cuStreamSetAttribute", 11000, 0, 1, &bd_gen_driver.pfn_cuStreamSetAttribute_ptsz, (bd_gen_fn)bd_gen_first_cuStreamSetAttribute_ptsz},
    {"cuEventCreate", "cuEventCreate", 2000, 0, 0, &bd_gen_driver.pfn_cuEventCreate, (bd_gen_fn)bd_gen_first_cuEventCreate},
    {"cuEventRecord", "cuEventRecord", 2000, 0, 0, &bd_gen_driver.pfn_cuEventRecord, (bd_gen_fn)bd_gen_first_cuEventRecord},
    {"cuEventRecord_ptsz", "cuEventRecord", 7000, 0, 1, &bd_gen_driver.pfn_cuEventRecord_ptsz, (bd_gen_fn)bd_gen_first_cuEventRecord_ptsz},
    {"cuEventRecordWithFlags", "cuEventRecordWithFlags", 11010, 0, 0, &bd_gen_driver.pfn_cuEventRecordWithFlags, (bd_gen_fn)bd_gen_first_cuEventRecordWithFlags},
    {"cuEventRecordWithFlags_ptsz", "cuEventRecordWithFlags", 11010, 0, 1, &bd_gen_driver.pfn_cuEventRecordWithFlags_ptsz, (bd_gen_fn)bd_gen_first_cuEventRecordWithFlags_ptsz},
    {"cuEventQuery", "cuEventQuery", 2000, 0, 0, &bd_gen_driver.pfn_cuEventQuery, (bd_gen_fn)bd_gen_first_cuEventQuery},
    {"cuEventSynchronize", "cuEventSynchronize", 2000, 0, 0, &bd_gen_driver.pfn_cuEventSynchronize, (bd_gen_fn)bd_gen_first_cuEventSynchronize},
    {"cuEventDestroy", "cuEventDestroy", 4000, 0, 0, &bd_gen_driver.pfn_cuEventDestroy, (bd_gen_fn)bd_gen_first_cuEventDestroy},
    {"cuEventElapsedTime", "cuEventElapsedTime", 12080, 2000, 0, &bd_gen_driver.pfn_cuEventElapsedTime, (bd_gen_fn)bd_gen_first_cuEventElapsedTime},
    {"cuImportExternalMemory", "cuImportExternalMemory", 10000, 0, 0, &bd_gen_driver.pfn_cuImportExternalMemory, (bd_gen_fn)bd_gen_first_cuImportExternalMemory},
    {"cuExternalMemoryGetMappedBuffer", "cuExternalMemoryGetMappedBuffer", 10000, 0, 0, &bd_gen_driver.pfn_cuExternalMemoryGetMappedBuffer, (bd_gen_fn)bd_gen_first_cuExternalMemoryGetMappedBuffer},
    {"cuExternalMemoryGetMappedMipmappedArray", "cuExternalMemoryGetMappedMipmappedArray", 10000, 0, 0, &bd_gen_driver.pfn_cuExternalMemoryGetMappedMipmappedArray, (bd_gen_fn)bd_gen_first_cuExternalMemoryGetMappedMipmappedArray},
    {"cuDestroyExternalMemory", "cuDestroyExternalMemory", 10000, 0, 0, &bd_gen_driver.pfn_cuDestroyExternalMemory, (bd_gen_fn)bd_gen_first_cuDestroyExternalMemory},
    {"cuImportExternalSemaphore", "cuImportExternalSemaphore", 10000, 0, 0, &bd_gen_driver.pfn_cuImportExternalSemaphore, (bd_gen_fn)bd_gen_first_cuImportExternalSemaphore},
    {"cuSignalExternalSemaphoresAsync", "cuSignalExternalSemaphoresAsync", 10000, 0, 0, &bd_gen_driver.pfn_cuSignalExternalSemaphoresAsync, (bd_gen_fn)bd_gen_first_cuSignalExternalSemaphoresAsync},
    {"cuSignalExternalSemaphoresAsync_ptsz", "cuSignalExternalSemaphoresAsync", 10000, 0, 1, &bd_gen_driver.pfn_cuSignalExternalSemaphoresAsync_ptsz, (bd_gen_fn)bd_gen_first_cuSignalExternalSemaphoresAsync_ptsz},
    {"cuWaitExternalSemaphoresAsync", "cuWaitExternalSemaphoresAsync", 10000, 0, 0, &bd_gen_driver.pfn_cuWaitExternalSemaphoresAsync, (bd_gen_fn)bd_gen_first_cuWaitExternalSemaphoresAsync},
    {"cuWaitExternalSemaphoresAsync_ptsz", "cuWaitExternalSemaphoresAsync", 10000, 0, 1, &bd_gen_driver.pfn_cuWaitExternalSemaphoresAsync_ptsz, (bd_gen_fn)bd_gen_first_cuWaitExternalSemaphoresAsync_ptsz},
    {"cuDestroyExternalSemaphore", "cuDestroyExternalSemaphore", 10000, 0, 0, &bd_gen_driver.pfn_cuDestroyExternalSemaphore, (bd_gen_fn)bd_gen_first_cuDestroyExternalSemaphore},
    {"cuStreamWaitValue32", "cuStreamWaitValue32", 11070, 8000, 0, &bd_gen_driver.pfn_cuStreamWaitValue32, (bd_gen_fn)bd_gen_first_cuStreamWaitValue32},
    {"cuStreamWaitValue32_ptsz", "cuStreamWaitValue32", 11070, 8000, 1, &bd_gen_driver.pfn_cuStreamWaitValue32_ptsz, (bd_gen_fn)bd_gen_first_cuStreamWaitValue32_ptsz},
    {"cuStreamWaitValue64", "cuStreamWaitValue64", 11070, 9000, 0, &bd_gen_driver.pfn_cuStreamWaitValue64, (bd_gen_fn)bd_gen_first_cuStreamWaitValue64},
    {"cuStreamWaitValue64_ptsz", "cuStreamWaitValue64", 11070, 9000, 1, &bd_gen_driver.pfn_cuStreamWaitValue64_ptsz, (bd_gen_fn)bd_gen_first_cuStreamWaitValue64_ptsz},
    {"cuStreamWriteValue32", "cuStreamWriteValue32", 11070, 8000, 0, &bd_gen_driver.pfn_cuStreamWriteValue32, (bd_gen_fn)bd_gen_first_cuStreamWriteValue32},
    {"cuStreamWriteValue32_ptsz", "cuStreamWriteValue32", 11070, 8000, 1, &bd_gen_driver.pfn_cuStreamWriteValue32_ptsz, (bd_gen_fn)bd_gen_first_cuStreamWriteValue32_ptsz},
    {"cuStreamWriteValue64", "cuStreamWriteValue64", 11070, 9000, 0, &bd_gen_driver.pfn_cuStreamWriteValue64, (bd_gen_fn)bd_gen_first_cuStreamWriteValue64},
    {"cuStreamWriteValue64_ptsz", "cuStreamWriteValue64", 11070, 9000, 1, &bd_gen_driver.pfn_cuStreamWriteValue64_ptsz, (bd_gen_fn)bd_gen_first_cuStreamWriteValue64_ptsz},
    {"cuStreamBatchMemOp", "cuStreamBatchMemOp", 11070, 8000, 0, &bd_gen_driver.pfn_cuStreamBatchMemOp, (bd_gen_fn)bd_gen_first_cuStreamBatchMemOp},
    {"cuStreamBatchMemOp_ptsz", "cuStreamBatchMemOp", 11070, 8000, 1, &bd_gen_driver.pfn_cuStreamBatchMemOp_ptsz, (bd_gen_fn)bd_gen_first_cuStreamBatchMemOp_ptsz},
    {"cuFuncGetAttribute", "cuFuncGetAttribute", 2020, 0, 0, &bd_gen_driver.pfn_cuFuncGetAttribute, (bd_gen_fn)bd_gen_first_cuFuncGetAttribute},
    {"cuFuncSetAttribute", "cuFuncSetAttribute", 9000, 0, 0, &bd_gen_driver.pfn_cuFuncSetAttribute, (bd_gen_fn)bd_gen_first_cuFuncSetAttribute},
    {"cuFuncSetCacheConfig", "cuFuncSetCacheConfig", 3000, 0, 0, &bd_gen_driver.pfn_cuFuncSetCacheConfig, (bd_gen_fn)bd_gen_first_cuFuncSetCacheConfig},
    {"cuFuncGetModule", "cuFuncGetModule", 11000, 0, 0, &bd_gen_driver.pfn_cuFuncGetModule, (bd_gen_fn)bd_gen_first_cuFuncGetModule},
    {"cuFuncGetName", "cuFuncGetName", 12030, 0, 0, &bd_gen_driver.pfn_cuFuncGetName, (bd_gen_fn)bd_gen_first_cuFuncGetName},
    {"cuFuncGetParamInfo", "cuFuncGetParamInfo", 12040, 0, 0, &bd_gen_driver.pfn_cuFuncGetParamInfo, (bd_gen_fn)bd_gen_first_cuFuncGetParamInfo},
    {"cuFuncIsLoaded", "cuFuncIsLoaded", 12040, 0, 0, &bd_gen_driver.pfn_cuFuncIsLoaded, (bd_gen_fn)bd_gen_first_cuFuncIsLoaded},
    {"cuFuncLoad", "cuFuncLoad", 12040, 0, 0, &bd_gen_driver.pfn_cuFuncLoad, (bd_gen_fn)bd_gen_first_cuFuncLoad},
    {"cuLaunchKernel", "cuLaunchKernel", 4000, 0, 0, &bd_gen_driver.pfn_cuLaunchKernel, (bd_gen_fn)bd_gen_first_cuLaunchKernel},
    {"cuLaunchKernel_ptsz", "cuLaunchKernel", 7000, 0, 1, &bd_gen_driver.pfn_cuLaunchKernel_ptsz, (bd_gen_fn)bd_gen_first_cuLaunchKernel_ptsz},
    {"cuLaunchKernelEx", "cuLaunchKernelEx", 11060, 0, 0, &bd_gen_driver.pfn_cuLaunchKernelEx, (bd_gen_fn)bd_gen_first_cuLaunchKernelEx},
    {"cuLaunchKernelEx_ptsz", "cuLaunchKernelEx", 11060, 0, 1, &bd_gen_driver.pfn_cuLaunchKernelEx_ptsz, (bd_gen_fn)bd_gen_first_cuLaunchKernelEx_ptsz},
    {"cuLaunchCooperativeKernel", "cuLaunchCooperativeKernel", 9000, 0, 0, &bd_gen_driver.pfn_cuLaunchCooperativeKernel, (bd_gen_fn)bd_gen_first_cuLaunchCooperativeKernel},
    {"cuLaunchCooperativeKernel_ptsz", "cuLaunchCooperativeKernel", 9000, 0, 1, &bd_gen_driver.pfn_cuLaunchCooperativeKernel_ptsz, (bd_gen_fn)bd_gen_first_cuLaunchCooperativeKernel_ptsz},
    {"cuLaunchCooperativeKernelMultiDevice", "cuLaunchCooperativeKernelMultiDevice", 9000, 0, 0, &bd_gen_driver.pfn_cuLaunchCooperativeKernelMultiDevice, (bd_gen_fn)bd_gen_first_cuLaunchCooperativeKernelMultiDevice},
    {"cuLaunchHostFunc", "cuLaunchHostFunc", 10000, 0, 0, &bd_gen_driver.pfn_cuLaunchHostFunc, (bd_gen_fn)bd_gen_first_cuLaunchHostFunc},
    {"cuLaunchHostFunc_ptsz", "cuLaunchHostFunc", 10000, 0, 1, &bd_gen_driver.pfn_cuLaunchHostFunc_ptsz, (bd_gen_fn)bd_gen_first_cuLaunchHostFunc_ptsz},
    {"cuFuncSetBlockShape", "cuFuncSetBlockShape", 2000, 0, 0, &bd_gen_driver.pfn_cuFuncSetBlockShape, (bd_gen_fn)bd_gen_first_cuFuncSetBlockShape},
    {"cuFuncSetSharedSize", "cuFuncSetSharedSize", 2000, 0, 0, &bd_gen_driver.pfn_cuFuncSetSharedSize, (bd_gen_fn)bd_gen_first_cuFuncSetSharedSize},
    {"cuParamSetSize", "cuParamSetSize", 2000, 0, 0, &bd_gen_driver.pfn_cuParamSetSize, (bd_gen_fn)bd_gen_first_cuParamSetSize},
    {"cuParamSeti", "cuParamSeti", 2000, 0, 0, &bd_gen_driver.pfn_cuParamSeti, (bd_gen_fn)bd_gen_first_cuParamSeti},
    {"cuParamSetf", "cuParamSetf", 2000, 0, 0, &bd_gen_driver.pfn_cuParamSetf, (bd_gen_fn)bd_gen_first_cuParamSetf},
    {"cuParamSetv", "cuParamSetv", 2000, 0, 0, &bd_gen_driver.pfn_cuParamSetv, (bd_gen_fn)bd_gen_first_cuParamSetv},
    {"cuLaunch", "cuLaunch", 2000, 0, 0, &bd_gen_driver.pfn_cuLaunch, (bd_gen_fn)bd_gen_first_cuLaunch},
    {"cuLaunchGrid", "cuLaunchGrid", 2000, 0, 0, &bd_gen_driver.pfn_cuLaunchGrid, (bd_gen_fn)bd_gen_first_cuLaunchGrid},
    {"cuLaunchGridAsync", "cuLaunchGridAsync", 2000, 0, 0, &bd_gen_driver.pfn_cuLaunchGridAsync, (bd_gen_fn)bd_gen_first_cuLaunchGridAsync},
    {"cuParamSetTexRef", "cuParamSetTexRef", 2000, 0, 0, &bd_gen_driver.pfn_cuParamSetTexRef, (bd_gen_fn)bd_gen_first_cuParamSetTexRef},
    {"cuFuncSetSharedMemConfig", "cuFuncSetSharedMemConfig", 4020, 0, 0, &bd_gen_driver.pfn_cuFuncSetSharedMemConfig, (bd_gen_fn)bd_gen_first_cuFuncSetSharedMemConfig},
    {"cuGraphCreate", "cuGraphCreate", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphCreate, (bd_gen_fn)bd_gen_first_cuGraphCreate},
    {"cuGraphAddKernelNode", "cuGraphAddKernelNode", 12000, 10000, 0, &bd_gen_driver.pfn_cuGraphAddKernelNode, (bd_gen_fn)bd_gen_first_cuGraphAddKernelNode},
    {"cuGraphKernelNodeGetParams", "cuGraphKernelNodeGetParams", 12000, 10000, 0, &bd_gen_driver.pfn_cuGraphKernelNodeGetParams, (bd_gen_fn)bd_gen_first_cuGraphKernelNodeGetParams},
    {"cuGraphKernelNodeSetParams", "cuGraphKernelNodeSetParams", 12000, 10000, 0, &bd_gen_driver.pfn_cuGraphKernelNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphKernelNodeSetParams},
    {"cuGraphAddMemcpyNode", "cuGraphAddMemcpyNode", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphAddMemcpyNode, (bd_gen_fn)bd_gen_first_cuGraphAddMemcpyNode},
    {"cuGraphMemcpyNodeGetParams", "cuGraphMemcpyNodeGetParams", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphMemcpyNodeGetParams, (bd_gen_fn)bd_gen_first_cuGraphMemcpyNodeGetParams},
    {"cuGraphMemcpyNodeSetParams", "cuGraphMemcpyNodeSetParams", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphMemcpyNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphMemcpyNodeSetParams},
    {"cuGraphAddMemsetNode", "cuGraphAddMemsetNode", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphAddMemsetNode, (bd_gen_fn)bd_gen_first_cuGraphAddMemsetNode},
    {"cuGraphMemsetNodeGetParams", "cuGraphMemsetNodeGetParams", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphMemsetNodeGetParams, (bd_gen_fn)bd_gen_first_cuGraphMemsetNodeGetParams},
    {"cuGraphMemsetNodeSetParams", "cuGraphMemsetNodeSetParams", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphMemsetNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphMemsetNodeSetParams},
    {"cuGraphAddHostNode", "cuGraphAddHostNode", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphAddHostNode, (bd_gen_fn)bd_gen_first_cuGraphAddHostNode},
    {"cuGraphHostNodeGetParams", "cuGraphHostNodeGetParams", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphHostNodeGetParams, (bd_gen_fn)bd_gen_first_cuGraphHostNodeGetParams},
    {"cuGraphHostNodeSetParams", "cuGraphHostNodeSetParams", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphHostNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphHostNodeSetParams},
    {"cuGraphAddChildGraphNode", "cuGraphAddChildGraphNode", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphAddChildGraphNode, (bd_gen_fn)bd_gen_first_cuGraphAddChildGraphNode},
    {"cuGraphChildGraphNodeGetGraph", "cuGraphChildGraphNodeGetGraph", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphChildGraphNodeGetGraph, (bd_gen_fn)bd_gen_first_cuGraphChildGraphNodeGetGraph},
    {"cuGraphAddEmptyNode", "cuGraphAddEmptyNode", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphAddEmptyNode, (bd_gen_fn)bd_gen_first_cuGraphAddEmptyNode},
    {"cuGraphAddEventRecordNode", "cuGraphAddEventRecordNode", 11010, 0, 0, &bd_gen_driver.pfn_cuGraphAddEventRecordNode, (bd_gen_fn)bd_gen_first_cuGraphAddEventRecordNode},
    {"cuGraphEventRecordNodeGetEvent", "cuGraphEventRecordNodeGetEvent", 11010, 0, 0, &bd_gen_driver.pfn_cuGraphEventRecordNodeGetEvent, (bd_gen_fn)bd_gen_first_cuGraphEventRecordNodeGetEvent},
    {"cuGraphEventRecordNodeSetEvent", "cuGraphEventRecordNodeSetEvent", 11010, 0, 0, &bd_gen_driver.pfn_cuGraphEventRecordNodeSetEvent, (bd_gen_fn)bd_gen_first_cuGraphEventRecordNodeSetEvent},
    {"cuGraphAddEventWaitNode", "cuGraphAddEventWaitNode", 11010, 0, 0, &bd_gen_driver.pfn_cuGraphAddEventWaitNode, (bd_gen_fn)bd_gen_first_cuGraphAddEventWaitNode},
    {"cuGraphEventWaitNodeGetEvent", "cuGraphEventWaitNodeGetEvent", 11010, 0, 0, &bd_gen_driver.pfn_cuGraphEventWaitNodeGetEvent, (bd_gen_fn)bd_gen_first_cuGraphEventWaitNodeGetEvent},
    {"cuGraphEventWaitNodeSetEvent", "cuGraphEventWaitNodeSetEvent", 11010, 0, 0, &bd_gen_driver.pfn_cuGraphEventWaitNodeSetEvent, (bd_gen_fn)bd_gen_first_cuGraphEventWaitNodeSetEvent},
    {"cuGraphAddExternalSemaphoresSignalNode", "cuGraphAddExternalSemaphoresSignalNode", 11020, 0, 0, &bd_gen_driver.pfn_cuGraphAddExternalSemaphoresSignalNode, (bd_gen_fn)bd_gen_first_cuGraphAddExternalSemaphoresSignalNode},
    {"cuGraphExternalSemaphoresSignalNodeGetParams", "cuGraphExternalSemaphoresSignalNodeGetParams", 11020, 0, 0, &bd_gen_driver.pfn_cuGraphExternalSemaphoresSignalNodeGetParams, (bd_gen_fn)bd_gen_first_cuGraphExternalSemaphoresSignalNodeGetParams},
    {"cuGraphExternalSemaphoresSignalNodeSetParams", "cuGraphExternalSemaphoresSignalNodeSetParams", 11020, 0, 0, &bd_gen_driver.pfn_cuGraphExternalSemaphoresSignalNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphExternalSemaphoresSignalNodeSetParams},
    {"cuGraphAddExternalSemaphoresWaitNode", "cuGraphAddExternalSemaphoresWaitNode", 11020, 0, 0, &bd_gen_driver.pfn_cuGraphAddExternalSemaphoresWaitNode, (bd_gen_fn)bd_gen_first_cuGraphAddExternalSemaphoresWaitNode},
    {"cuGraphExternalSemaphoresWaitNodeGetParams", "cuGraphExternalSemaphoresWaitNodeGetParams", 11020, 0, 0, &bd_gen_driver.pfn_cuGraphExternalSemaphoresWaitNodeGetParams, (bd_gen_fn)bd_gen_first_cuGraphExternalSemaphoresWaitNodeGetParams},
    {"cuGraphExternalSemaphoresWaitNodeSetParams", "cuGraphExternalSemaphoresWaitNodeSetParams", 11020, 0, 0, &bd_gen_driver.pfn_cuGraphExternalSemaphoresWaitNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphExternalSemaphoresWaitNodeSetParams},
    {"cuGraphAddBatchMemOpNode", "cuGraphAddBatchMemOpNode", 11070, 0, 0, &bd_gen_driver.pfn_cuGraphAddBatchMemOpNode, (bd_gen_fn)bd_gen_first_cuGraphAddBatchMemOpNode},
    {"cuGraphBatchMemOpNodeGetParams", "cuGraphBatchMemOpNodeGetParams", 11070, 0, 0, &bd_gen_driver.pfn_cuGraphBatchMemOpNodeGetParams, (bd_gen_fn)bd_gen_first_cuGraphBatchMemOpNodeGetParams},
    {"cuGraphBatchMemOpNodeSetParams", "cuGraphBatchMemOpNodeSetParams", 11070, 0, 0, &bd_gen_driver.pfn_cuGraphBatchMemOpNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphBatchMemOpNodeSetParams},
    {"cuGraphExecBatchMemOpNodeSetParams", "cuGraphExecBatchMemOpNodeSetParams", 11070, 0, 0, &bd_gen_driver.pfn_cuGraphExecBatchMemOpNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphExecBatchMemOpNodeSetParams},
    {"cuGraphAddMemAllocNode", "cuGraphAddMemAllocNode", 11040, 0, 0, &bd_gen_driver.pfn_cuGraphAddMemAllocNode, (bd_gen_fn)bd_gen_first_cuGraphAddMemAllocNode},
    {"cuGraphMemAllocNodeGetParams", "cuGraphMemAllocNodeGetParams", 11040, 0, 0, &bd_gen_driver.pfn_cuGraphMemAllocNodeGetParams, (bd_gen_fn)bd_gen_first_cuGraphMemAllocNodeGetParams},
    {"cuGraphAddMemFreeNode", "cuGraphAddMemFreeNode", 11040, 0, 0, &bd_gen_driver.pfn_cuGraphAddMemFreeNode, (bd_gen_fn)bd_gen_first_cuGraphAddMemFreeNode},
    {"cuGraphMemFreeNodeGetParams", "cuGraphMemFreeNodeGetParams", 11040, 0, 0, &bd_gen_driver.pfn_cuGraphMemFreeNodeGetParams, (bd_gen_fn)bd_gen_first_cuGraphMemFreeNodeGetParams},
    {"cuDeviceGraphMemTrim", "cuDeviceGraphMemTrim", 11040, 0, 0, &bd_gen_driver.pfn_cuDeviceGraphMemTrim, (bd_gen_fn)bd_gen_first_cuDeviceGraphMemTrim},
    {"cuDeviceGetGraphMemAttribute", "cuDeviceGetGraphMemAttribute", 11040, 0, 0, &bd_gen_driver.pfn_cuDeviceGetGraphMemAttribute, (bd_gen_fn)bd_gen_first_cuDeviceGetGraphMemAttribute},
    {"cuDeviceSetGraphMemAttribute", "cuDeviceSetGraphMemAttribute", 11040, 0, 0, &bd_gen_driver.pfn_cuDeviceSetGraphMemAttribute, (bd_gen_fn)bd_gen_first_cuDeviceSetGraphMemAttribute},
    {"cuGraphClone", "cuGraphClone", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphClone, (bd_gen_fn)bd_gen_first_cuGraphClone},
    {"cuGraphNodeFindInClone", "cuGraphNodeFindInClone", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphNodeFindInClone, (bd_gen_fn)bd_gen_first_cuGraphNodeFindInClone},
    {"cuGraphNodeGetType", "cuGraphNodeGetType", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphNodeGetType, (bd_gen_fn)bd_gen_first_cuGraphNodeGetType},
    {"cuGraphGetNodes", "cuGraphGetNodes", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphGetNodes, (bd_gen_fn)bd_gen_first_cuGraphGetNodes},
    {"cuGraphGetRootNodes", "cuGraphGetRootNodes", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphGetRootNodes, (bd_gen_fn)bd_gen_first_cuGraphGetRootNodes},
    {"cuGraphGetEdges", "cuGraphGetEdges", 12030, 10000, 0, &bd_gen_driver.pfn_cuGraphGetEdges, (bd_gen_fn)bd_gen_first_cuGraphGetEdges},
    {"cuGraphNodeGetDependencies", "cuGraphNodeGetDependencies", 12030, 10000, 0, &bd_gen_driver.pfn_cuGraphNodeGetDependencies, (bd_gen_fn)bd_gen_first_cuGraphNodeGetDependencies},
    {"cuGraphNodeGetDependentNodes", "cuGraphNodeGetDependentNodes", 12030, 10000, 0, &bd_gen_driver.pfn_cuGraphNodeGetDependentNodes, (bd_gen_fn)bd_gen_first_cuGraphNodeGetDependentNodes},
    {"cuGraphAddDependencies", "cuGraphAddDependencies", 12030, 10000, 0, &bd_gen_driver.pfn_cuGraphAddDependencies, (bd_gen_fn)bd_gen_first_cuGraphAddDependencies},
    {"cuGraphRemoveDependencies", "cuGraphRemoveDependencies", 12030, 10000, 0, &bd_gen_driver.pfn_cuGraphRemoveDependencies, (bd_gen_fn)bd_gen_first_cuGraphRemoveDependencies},
    {"cuGraphDestroyNode", "cuGraphDestroyNode", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphDestroyNode, (bd_gen_fn)bd_gen_first_cuGraphDestroyNode},
    {"cuGraphInstantiate", "cuGraphInstantiateWithFlags", 11040, 0, 0, &bd_gen_driver.pfn_cuGraphInstantiate, (bd_gen_fn)bd_gen_first_cuGraphInstantiate},
    {"cuGraphInstantiateWithParams", "cuGraphInstantiateWithParams", 12000, 0, 0, &bd_gen_driver.pfn_cuGraphInstantiateWithParams, (bd_gen_fn)bd_gen_first_cuGraphInstantiateWithParams},
    {"cuGraphInstantiateWithParams_ptsz", "cuGraphInstantiateWithParams", 12000, 0, 1, &bd_gen_driver.pfn_cuGraphInstantiateWithParams_ptsz, (bd_gen_fn)bd_gen_first_cuGraphInstantiateWithParams_ptsz},
    {"cuGraphExecGetFlags", "cuGraphExecGetFlags", 12000, 0, 0, &bd_gen_driver.pfn_cuGraphExecGetFlags, (bd_gen_fn)bd_gen_first_cuGraphExecGetFlags},
    {"cuGraphExecKernelNodeSetParams", "cuGraphExecKernelNodeSetParams", 12000, 10010, 0, &bd_gen_driver.pfn_cuGraphExecKernelNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphExecKernelNodeSetParams},
    {"cuGraphExecMemcpyNodeSetParams", "cuGraphExecMemcpyNodeSetParams", 10020, 0, 0, &bd_gen_driver.pfn_cuGraphExecMemcpyNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphExecMemcpyNodeSetParams},
    {"cuGraphExecMemsetNodeSetParams", "cuGraphExecMemsetNodeSetParams", 10020, 0, 0, &bd_gen_driver.pfn_cuGraphExecMemsetNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphExecMemsetNodeSetParams},
    {"cuGraphExecHostNodeSetParams", "cuGraphExecHostNodeSetParams", 10020, 0, 0, &bd_gen_driver.pfn_cuGraphExecHostNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphExecHostNodeSetParams},
    {"cuGraphExecChildGraphNodeSetParams", "cuGraphExecChildGraphNodeSetParams", 11010, 0, 0, &bd_gen_driver.pfn_cuGraphExecChildGraphNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphExecChildGraphNodeSetParams},
    {"cuGraphExecEventRecordNodeSetEvent", "cuGraphExecEventRecordNodeSetEvent", 11010, 0, 0, &bd_gen_driver.pfn_cuGraphExecEventRecordNodeSetEvent, (bd_gen_fn)bd_gen_first_cuGraphExecEventRecordNodeSetEvent},
    {"cuGraphExecEventWaitNodeSetEvent", "cuGraphExecEventWaitNodeSetEvent", 11010, 0, 0, &bd_gen_driver.pfn_cuGraphExecEventWaitNodeSetEvent, (bd_gen_fn)bd_gen_first_cuGraphExecEventWaitNodeSetEvent},
    {"cuGraphExecExternalSemaphoresSignalNodeSetParams", "cuGraphExecExternalSemaphoresSignalNodeSetParams", 11020, 0, 0, &bd_gen_driver.pfn_cuGraphExecExternalSemaphoresSignalNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphExecExternalSemaphoresSignalNodeSetParams},
    {"cuGraphExecExternalSemaphoresWaitNodeSetParams", "cuGraphExecExternalSemaphoresWaitNodeSetParams", 11020, 0, 0, &bd_gen_driver.pfn_cuGraphExecExternalSemaphoresWaitNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphExecExternalSemaphoresWaitNodeSetParams},
    {"cuGraphNodeSetEnabled", "cuGraphNodeSetEnabled", 11060, 0, 0, &bd_gen_driver.pfn_cuGraphNodeSetEnabled, (bd_gen_fn)bd_gen_first_cuGraphNodeSetEnabled},
    {"cuGraphNodeGetEnabled", "cuGraphNodeGetEnabled", 11060, 0, 0, &bd_gen_driver.pfn_cuGraphNodeGetEnabled, (bd_gen_fn)bd_gen_first_cuGraphNodeGetEnabled},
    {"cuGraphUpload", "cuGraphUpload", 11010, 0, 0, &bd_gen_driver.pfn_cuGraphUpload, (bd_gen_fn)bd_gen_first_cuGraphUpload},
    {"cuGraphUpload_ptsz", "cuGraphUpload", 11010, 0, 1, &bd_gen_driver.pfn_cuGraphUpload_ptsz, (bd_gen_fn)bd_gen_first_cuGraphUpload_ptsz},
    {"cuGraphLaunch", "cuGraphLaunch", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphLaunch, (bd_gen_fn)bd_gen_first_cuGraphLaunch},
    {"cuGraphLaunch_ptsz", "cuGraphLaunch", 10000, 0, 1, &bd_gen_driver.pfn_cuGraphLaunch_ptsz, (bd_gen_fn)bd_gen_first_cuGraphLaunch_ptsz},
    {"cuGraphExecDestroy", "cuGraphExecDestroy", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphExecDestroy, (bd_gen_fn)bd_gen_first_cuGraphExecDestroy},
    {"cuGraphDestroy", "cuGraphDestroy", 10000, 0, 0, &bd_gen_driver.pfn_cuGraphDestroy, (bd_gen_fn)bd_gen_first_cuGraphDestroy},
    {"cuGraphExecUpdate", "cuGraphExecUpdate", 12000, 10020, 0, &bd_gen_driver.pfn_cuGraphExecUpdate, (bd_gen_fn)bd_gen_first_cuGraphExecUpdate},
    {"cuGraphKernelNodeCopyAttributes", "cuGraphKernelNodeCopyAttributes", 11000, 0, 0, &bd_gen_driver.pfn_cuGraphKernelNodeCopyAttributes, (bd_gen_fn)bd_gen_first_cuGraphKernelNodeCopyAttributes},
    {"cuGraphKernelNodeGetAttribute", "cuGraphKernelNodeGetAttribute", 11000, 0, 0, &bd_gen_driver.pfn_cuGraphKernelNodeGetAttribute, (bd_gen_fn)bd_gen_first_cuGraphKernelNodeGetAttribute},
    {"cuGraphKernelNodeSetAttribute", "cuGraphKernelNodeSetAttribute", 11000, 0, 0, &bd_gen_driver.pfn_cuGraphKernelNodeSetAttribute, (bd_gen_fn)bd_gen_first_cuGraphKernelNodeSetAttribute},
    {"cuGraphDebugDotPrint", "cuGraphDebugDotPrint", 11030, 0, 0, &bd_gen_driver.pfn_cuGraphDebugDotPrint, (bd_gen_fn)bd_gen_first_cuGraphDebugDotPrint},
    {"cuUserObjectCreate", "cuUserObjectCreate", 11030, 0, 0, &bd_gen_driver.pfn_cuUserObjectCreate, (bd_gen_fn)bd_gen_first_cuUserObjectCreate},
    {"cuUserObjectRetain", "cuUserObjectRetain", 11030, 0, 0, &bd_gen_driver.pfn_cuUserObjectRetain, (bd_gen_fn)bd_gen_first_cuUserObjectRetain},
    {"cuUserObjectRelease", "cuUserObjectRelease", 11030, 0, 0, &bd_gen_driver.pfn_cuUserObjectRelease, (bd_gen_fn)bd_gen_first_cuUserObjectRelease},
    {"cuGraphRetainUserObject", "cuGraphRetainUserObject", 11030, 0, 0, &bd_gen_driver.pfn_cuGraphRetainUserObject, (bd_gen_fn)bd_gen_first_cuGraphRetainUserObject},
    {"cuGraphReleaseUserObject", "cuGraphReleaseUserObject", 11030, 0, 0, &bd_gen_driver.pfn_cuGraphReleaseUserObject, (bd_gen_fn)bd_gen_first_cuGraphReleaseUserObject},
    {"cuGraphAddNode", "cuGraphAddNode", 12030, 12020, 0, &bd_gen_driver.pfn_cuGraphAddNode, (bd_gen_fn)bd_gen_first_cuGraphAddNode},
    {"cuGraphNodeSetParams", "cuGraphNodeSetParams", 12020, 0, 0, &bd_gen_driver.pfn_cuGraphNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphNodeSetParams},
    {"cuGraphExecNodeSetParams", "cuGraphExecNodeSetParams", 12020, 0, 0, &bd_gen_driver.pfn_cuGraphExecNodeSetParams, (bd_gen_fn)bd_gen_first_cuGraphExecNodeSetParams},
    {"cuGraphConditionalHandleCreate", "cuGraphConditionalHandleCreate", 12030, 0, 0, &bd_gen_driver.pfn_cuGraphConditionalHandleCreate, (bd_gen_fn)bd_gen_first_cuGraphConditionalHandleCreate},
    {"cuOccupancyMaxActiveBlocksPerMultiprocessor", "cuOccupancyMaxActiveBlocksPerMultiprocessor", 6050, 0, 0, &bd_gen_driver.pfn_cuOccupancyMaxActiveBlocksPerMultiprocessor, (bd_gen_fn)bd_gen_first_cuOccupancyMaxActiveBlocksPerMultiprocessor},
    {"cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", 7000, 0, 0, &bd_gen_driver.pfn_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, (bd_gen_fn)bd_gen_first_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags},
    {"cuOccupancyMaxPotentialBlockSize", "cuOccupancyMaxPotentialBlockSize", 6050, 0, 0, &bd_gen_driver.pfn_cuOccupancyMaxPotentialBlockSize, (bd_gen_fn)bd_gen_first_cuOccupancyMaxPotentialBlockSize},
    {"cuOccupancyMaxPotentialBlockSizeWithFlags", "cuOccupancyMaxPotentialBlockSizeWithFlags", 7000, 0, 0, &bd_gen_driver.pfn_cuOccupancyMaxPotentialBlockSizeWithFlags, (bd_gen_fn)bd_gen_first_cuOccupancyMaxPotentialBlockSizeWithFlags},
    {"cuOccupancyAvailableDynamicSMemPerBlock", "cuOccupancyAvailableDynamicSMemPerBlock", 10020, 0, 0, &bd_gen_driver.pfn_cuOccupancyAvailableDynamicSMemPerBlock, (bd_gen_fn)bd_gen_first_cuOccupancyAvailableDynamicSMemPerBlock},
    {"cuOccupancyMaxPotentialClusterSize", "cuOccupancyMaxPotentialClusterSize", 11070, 0, 0, &bd_gen_driver.pfn_cuOccupancyMaxPotentialClusterSize, (bd_gen_fn)bd_gen_first_cuOccupancyMaxPotentialClusterSize},
    {"cuOccupancyMaxActiveClusters", "cuOccupancyMaxActiveClusters", 11070, 0, 0, &bd_gen_driver.pfn_cuOccupancyMaxActiveClusters, (bd_gen_fn)bd_gen_first_cuOccupancyMaxActiveClusters},
    {"cuTexRefSetArray", "cuTexRefSetArray", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefSetArray, (bd_gen_fn)bd_gen_first_cuTexRefSetArray},
    {"cuTexRefSetMipmappedArray", "cuTexRefSetMipmappedArray", 5000, 0, 0, &bd_gen_driver.pfn_cuTexRefSetMipmappedArray, (bd_gen_fn)bd_gen_first_cuTexRefSetMipmappedArray},
    {"cuTexRefSetAddress", "cuTexRefSetAddress", 3020, 0, 0, &bd_gen_driver.pfn_cuTexRefSetAddress, (bd_gen_fn)bd_gen_first_cuTexRefSetAddress},
    {"cuTexRefSetAddress2D", "cuTexRefSetAddress2D", 4010, 0, 0, &bd_gen_driver.pfn_cuTexRefSetAddress2D, (bd_gen_fn)bd_gen_first_cuTexRefSetAddress2D},
    {"cuTexRefSetFormat", "cuTexRefSetFormat", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefSetFormat, (bd_gen_fn)bd_gen_first_cuTexRefSetFormat},
    {"cuTexRefSetAddressMode", "cuTexRefSetAddressMode", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefSetAddressMode, (bd_gen_fn)bd_gen_first_cuTexRefSetAddressMode},
    {"cuTexRefSetFilterMode", "cuTexRefSetFilterMode", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefSetFilterMode, (bd_gen_fn)bd_gen_first_cuTexRefSetFilterMode},
    {"cuTexRefSetMipmapFilterMode", "cuTexRefSetMipmapFilterMode", 5000, 0, 0, &bd_gen_driver.pfn_cuTexRefSetMipmapFilterMode, (bd_gen_fn)bd_gen_first_cuTexRefSetMipmapFilterMode},
    {"cuTexRefSetMipmapLevelBias", "cuTexRefSetMipmapLevelBias", 5000, 0, 0, &bd_gen_driver.pfn_cuTexRefSetMipmapLevelBias, (bd_gen_fn)bd_gen_first_cuTexRefSetMipmapLevelBias},
    {"cuTexRefSetMipmapLevelClamp", "cuTexRefSetMipmapLevelClamp", 5000, 0, 0, &bd_gen_driver.pfn_cuTexRefSetMipmapLevelClamp, (bd_gen_fn)bd_gen_first_cuTexRefSetMipmapLevelClamp},
    {"cuTexRefSetMaxAnisotropy", "cuTexRefSetMaxAnisotropy", 5000, 0, 0, &bd_gen_driver.pfn_cuTexRefSetMaxAnisotropy, (bd_gen_fn)bd_gen_first_cuTexRefSetMaxAnisotropy},
    {"cuTexRefSetBorderColor", "cuTexRefSetBorderColor", 8000, 0, 0, &bd_gen_driver.pfn_cuTexRefSetBorderColor, (bd_gen_fn)bd_gen_first_cuTexRefSetBorderColor},
    {"cuTexRefSetFlags", "cuTexRefSetFlags", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefSetFlags, (bd_gen_fn)bd_gen_first_cuTexRefSetFlags},
    {"cuTexRefGetAddress", "cuTexRefGetAddress", 3020, 0, 0, &bd_gen_driver.pfn_cuTexRefGetAddress, (bd_gen_fn)bd_gen_first_cuTexRefGetAddress},
    {"cuTexRefGetArray", "cuTexRefGetArray", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefGetArray, (bd_gen_fn)bd_gen_first_cuTexRefGetArray},
    {"cuTexRefGetMipmappedArray", "cuTexRefGetMipmappedArray", 5000, 0, 0, &bd_gen_driver.pfn_cuTexRefGetMipmappedArray, (bd_gen_fn)bd_gen_first_cuTexRefGetMipmappedArray},
    {"cuTexRefGetAddressMode", "cuTexRefGetAddressMode", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefGetAddressMode, (bd_gen_fn)bd_gen_first_cuTexRefGetAddressMode},
    {"cuTexRefGetFilterMode", "cuTexRefGetFilterMode", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefGetFilterMode, (bd_gen_fn)bd_gen_first_cuTexRefGetFilterMode},
    {"cuTexRefGetFormat", "cuTexRefGetFormat", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefGetFormat, (bd_gen_fn)bd_gen_first_cuTexRefGetFormat},
    {"cuTexRefGetMipmapFilterMode", "cuTexRefGetMipmapFilterMode", 5000, 0, 0, &bd_gen_driver.pfn_cuTexRefGetMipmapFilterMode, (bd_gen_fn)bd_gen_first_cuTexRefGetMipmapFilterMode},
    {"cuTexRefGetMipmapLevelBias", "cuTexRefGetMipmapLevelBias", 5000, 0, 0, &bd_gen_driver.pfn_cuTexRefGetMipmapLevelBias, (bd_gen_fn)bd_gen_first_cuTexRefGetMipmapLevelBias},
    {"cuTexRefGetMipmapLevelClamp", "cuTexRefGetMipmapLevelClamp", 5000, 0, 0, &bd_gen_driver.pfn_cuTexRefGetMipmapLevelClamp, (bd_gen_fn)bd_gen_first_cuTexRefGetMipmapLevelClamp},
    {"cuTexRefGetMaxAnisotropy", "cuTexRefGetMaxAnisotropy", 5000, 0, 0, &bd_gen_driver.pfn_cuTexRefGetMaxAnisotropy, (bd_gen_fn)bd_gen_first_cuTexRefGetMaxAnisotropy},
    {"cuTexRefGetBorderColor", "cuTexRefGetBorderColor", 8000, 0, 0, &bd_gen_driver.pfn_cuTexRefGetBorderColor, (bd_gen_fn)bd_gen_first_cuTexRefGetBorderColor},
    {"cuTexRefGetFlags", "cuTexRefGetFlags", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefGetFlags, (bd_gen_fn)bd_gen_first_cuTexRefGetFlags},
    {"cuTexRefCreate", "cuTexRefCreate", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefCreate, (bd_gen_fn)bd_gen_first_cuTexRefCreate},
    {"cuTexRefDestroy", "cuTexRefDestroy", 2000, 0, 0, &bd_gen_driver.pfn_cuTexRefDestroy, (bd_gen_fn)bd_gen_first_cuTexRefDestroy},
    {"cuSurfRefSetArray", "cuSurfRefSetArray", 3000, 0, 0, &bd_gen_driver.pfn_cuSurfRefSetArray, (bd_gen_fn)bd_gen_first_cuSurfRefSetArray},
    {"cuSurfRefGetArray", "cuSurfRefGetArray", 3000, 0, 0, &bd_gen_driver.pfn_cuSurfRefGetArray, (bd_gen_fn)bd_gen_first_cuSurfRefGetArray},
    {"cuTexObjectCreate", "cuTexObjectCreate", 5000, 0, 0, &bd_gen_driver.pfn_cuTexObjectCreate, (bd_gen_fn)bd_gen_first_cuTexObjectCreate},
    {"cuTexObjectDestroy", "cuTexObjectDestroy", 5000, 0, 0, &bd_gen_driver.pfn_cuTexObjectDestroy, (bd_gen_fn)bd_gen_first_cuTexObjectDestroy},
    {"cuTexObjectGetResourceDesc", "cuTexObjectGetResourceDesc", 5000, 0, 0, &bd_gen_driver.pfn_cuTexObjectGetResourceDesc, (bd_gen_fn)bd_gen_first_cuTexObjectGetResourceDesc},
    {"cuTexObjectGetTextureDesc", "cuTexObjectGetTextureDesc", 5000, 0, 0, &bd_gen_driver.pfn_cuTexObjectGetTextureDesc, (bd_gen_fn)bd_gen_first_cuTexObjectGetTextureDesc},
    {"cuTexObjectGetResourceViewDesc", "cuTexObjectGetResourceViewDesc", 5000, 0, 0, &bd_gen_driver.pfn_cuTexObjectGetResourceViewDesc, (bd_gen_fn)bd_gen_first_cuTexObjectGetResourceViewDesc},
    {"cuSurfObjectCreate", "cuSurfObjectCreate", 5000, 0, 0, &bd_gen_driver.pfn_cuSurfObjectCreate, (bd_gen_fn)bd_gen_first_cuSurfObjectCreate},
    {"cuSurfObjectDestroy", "cuSurfObjectDestroy", 5000, 0, 0, &bd_gen_driver.pfn_cuSurfObjectDestroy, (bd_gen_fn)bd_gen_first_cuSurfObjectDestroy},
    {"cuSurfObjectGetResourceDesc", "cuSurfObjectGetResourceDesc", 5000, 0, 0, &bd_gen_driver.pfn_cuSurfObjectGetResourceDesc, (bd_gen_fn)bd_gen_first_cuSurfObjectGetResourceDesc},
    {"cuTensorMapEncodeTiled", "cuTensorMapEncodeTiled", 12000, 0, 0, &bd_gen_driver.pfn_cuTensorMapEncodeTiled, (bd_gen_fn)bd_gen_first_cuTensorMapEncodeTiled},
    {"cuTensorMapEncodeIm2col", "cuTensorMapEncodeIm2col", 12000, 0, 0, &bd_gen_driver.pfn_cuTensorMapEncodeIm2col, (bd_gen_fn)bd_gen_first_cuTensorMapEncodeIm2col},
    {"cuTensorMapEncodeIm2colWide", "cuTensorMapEncodeIm2colWide", 12080, 0, 0, &bd_gen_driver.pfn_cuTensorMapEncodeIm2colWide, (bd_gen_fn)bd_gen_first_cuTensorMapEncodeIm2colWide},
    {"cuTensorMapReplaceAddress", "cuTensorMapReplaceAddress", 12000, 0, 0, &bd_gen_driver.pfn_cuTensorMapReplaceAddress, (bd_gen_fn)bd_gen_first_cuTensorMapReplaceAddress},
    {"cuDeviceCanAccessPeer", "cuDeviceCanAccessPeer", 4000, 0, 0, &bd_gen_driver.pfn_cuDeviceCanAccessPeer, (bd_gen_fn)bd_gen_first_cuDeviceCanAccessPeer},
    {"cuCtxEnablePeerAccess", "cuCtxEnablePeerAccess", 4000, 0, 0, &bd_gen_driver.pfn_cuCtxEnablePeerAccess, (bd_gen_fn)bd_gen_first_cuCtxEnablePeerAccess},
    {"cuCtxDisablePeerAccess", "cuCtxDisablePeerAccess", 4000, 0, 0, &bd_gen_driver.pfn_cuCtxDisablePeerAccess, (bd_gen_fn)bd_gen_first_cuCtxDisablePeerAccess},
    {"cuDeviceGetP2PAttribute", "cuDeviceGetP2PAttribute", 8000, 0, 0, &bd_gen_driver.pfn_cuDeviceGetP2PAttribute, (bd_gen_fn)bd_gen_first_cuDeviceGetP2PAttribute},
    {"cuDeviceGetP2PAtomicCapabilities", "cuDeviceGetP2PAtomicCapabilities", 13000, 0, 0, &bd_gen_driver.pfn_cuDeviceGetP2PAtomicCapabilities, (bd_gen_fn)bd_gen_first_cuDeviceGetP2PAtomicCapabilities},
    {"cuGraphicsUnregisterResource", "cuGraphicsUnregisterResource", 3000, 0, 0, &bd_gen_driver.pfn_cuGraphicsUnregisterResource, (bd_gen_fn)bd_gen_first_cuGraphicsUnregisterResource},
    {"cuGraphicsSubResourceGetMappedArray", "cuGraphicsSubResourceGetMappedArray", 3000, 0, 0, &bd_gen_driver.pfn_cuGraphicsSubResourceGetMappedArray, (bd_gen_fn)bd_gen_first_cuGraphicsSubResourceGetMappedArray},
    {"cuGraphicsResourceGetMappedMipmappedArray", "cuGraphicsResourceGetMappedMipmappedArray", 5000, 0, 0, &bd_gen_driver.pfn_cuGraphicsResourceGetMappedMipmappedArray, (bd_gen_fn)bd_gen_first_cuGraphicsResourceGetMappedMipmappedArray},
    {"cuGraphicsResourceGetMappedPointer", "cuGraphicsResourceGetMappedPointer", 3020, 0, 0, &bd_gen_driver.pfn_cuGraphicsResourceGetMappedPointer, (bd_gen_fn)bd_gen_first_cuGraphicsResourceGetMappedPointer},
    {"cuGraphicsResourceSetMapFlags", "cuGraphicsResourceSetMapFlags", 6050, 0, 0, &bd_gen_driver.pfn_cuGraphicsResourceSetMapFlags, (bd_gen_fn)bd_gen_first_cuGraphicsResourceSetMapFlags},
    {"cuGraphicsMapResources", "cuGraphicsMapResources", 3000, 0, 0, &bd_gen_driver.pfn_cuGraphicsMapResources, (bd_gen_fn)bd_gen_first_cuGraphicsMapResources},
    {"cuGraphicsMapResources_ptsz", "cuGraphicsMapResources", 7000, 0, 1, &bd_gen_driver.pfn_cuGraphicsMapResources_ptsz, (bd_gen_fn)bd_gen_first_cuGraphicsMapResources_ptsz},
    {"cuGraphicsUnmapResources", "cuGraphicsUnmapResources", 3000, 0, 0, &bd_gen_driver.pfn_cuGraphicsUnmapResources, (bd_gen_fn)bd_gen_first_cuGraphicsUnmapResources},
    {"cuGraphicsUnmapResources_ptsz", "cuGraphicsUnmapResources", 7000, 0, 1, &bd_gen_driver.pfn_cuGraphicsUnmapResources_ptsz, (bd_gen_fn)bd_gen_first_cuGraphicsUnmapResources_ptsz},
    {"cuGetProcAddress", "cuGetProcAddress", 12000, 11030, 0, &bd_gen_driver.pfn_cuGetProcAddress, (bd_gen_fn)bd_gen_first_cuGetProcAddress},
    {"cuCoredumpGetAttribute", "cuCoredumpGetAttribute", 12010, 0, 0, &bd_gen_driver.pfn_cuCoredumpGetAttribute, (bd_gen_fn)bd_gen_first_cuCoredumpGetAttribute},
    {"cuCoredumpGetAttributeGlobal", "cuCoredumpGetAttributeGlobal", 12010, 0, 0, &bd_gen_driver.pfn_cuCoredumpGetAttributeGlobal, (bd_gen_fn)bd_gen_first_cuCoredumpGetAttributeGlobal},
    {"cuCoredumpSetAttribute", "cuCoredumpSetAttribute", 12010, 0, 0, &bd_gen_driver.pfn_cuCoredumpSetAttribute, (bd_gen_fn)bd_gen_first_cuCoredumpSetAttribute},
    {"cuCoredumpSetAttributeGlobal", "cuCoredumpSetAttributeGlobal", 12010, 0, 0, &bd_gen_driver.pfn_cuCoredumpSetAttributeGlobal, (bd_gen_fn)bd_gen_first_cuCoredumpSetAttributeGlobal},
    {"cuGetExportTable", "cuGetExportTable", 3000, 0, 0, &bd_gen_driver.pfn_cuGetExportTable, (bd_gen_fn)bd_gen_first_cuGetExportTable},
    {"cuGreenCtxCreate", "cuGreenCtxCreate", 12040, 0, 0, &bd_gen_driver.pfn_cuGreenCtxCreate, (bd_gen_fn)bd_gen_first_cuGreenCtxCreate},
    {"cuGreenCtxDestroy", "cuGreenCtxDestroy", 12040, 0, 0, &bd_gen_driver.pfn_cuGreenCtxDestroy, (bd_gen_fn)bd_gen_first_cuGreenCtxDestroy},
    {"cuCtxFromGreenCtx", "cuCtxFromGreenCtx", 12040, 0, 0, &bd_gen_driver.pfn_cuCtxFromGreenCtx, (bd_gen_fn)bd_gen_first_cuCtxFromGreenCtx},
    {"cuDeviceGetDevResource", "cuDeviceGetDevResource", 12040, 0, 0, &bd_gen_driver.pfn_cuDeviceGetDevResource, (bd_gen_fn)bd_gen_first_cuDeviceGetDevResource},
    {"cuCtxGetDevResource", "cuCtxGetDevResource", 12040, 0, 0, &bd_gen_driver.pfn_cuCtxGetDevResource, (bd_gen_fn)bd_gen_first_cuCtxGetDevResource},
    {"cuGreenCtxGetDevResource", "cuGreenCtxGetDevResource", 12040, 0, 0, &bd_gen_driver.pfn_cuGreenCtxGetDevResource, (bd_gen_fn)bd_gen_first_cuGreenCtxGetDevResource},
    {"cuDevSmResourceSplitByCount", "cuDevSmResourceSplitByCount", 12040, 0, 0, &bd_gen_driver.pfn_cuDevSmResourceSplitByCount, (bd_gen_fn)bd_gen_first_cuDevSmResourceSplitByCount},
    {"cuDevResourceGenerateDesc", "cuDevResourceGenerateDesc", 12040, 0, 0, &bd_gen_driver.pfn_cuDevResourceGenerateDesc, (bd_gen_fn)bd_gen_first_cuDevResourceGenerateDesc},
    {"cuGreenCtxRecordEvent", "cuGreenCtxRecordEvent", 12040, 0, 0, &bd_gen_driver.pfn_cuGreenCtxRecordEvent, (bd_gen_fn)bd_gen_first_cuGreenCtxRecordEvent},
    {"cuGreenCtxWaitEvent", "cuGreenCtxWaitEvent", 12040, 0, 0, &bd_gen_driver.pfn_cuGreenCtxWaitEvent, (bd_gen_fn)bd_gen_first_cuGreenCtxWaitEvent},
    {"cuStreamGetGreenCtx", "cuStreamGetGreenCtx", 12040, 0, 0, &bd_gen_driver.pfn_cuStreamGetGreenCtx, (bd_gen_fn)bd_gen_first_cuStreamGetGreenCtx},
    {"cuGreenCtxStreamCreate", "cuGreenCtxStreamCreate", 12050, 0, 0, &bd_gen_driver.pfn_cuGreenCtxStreamCreate, (bd_gen_fn)bd_gen_first_cuGreenCtxStreamCreate},
    {"cuGreenCtxGetId", "cuGreenCtxGetId", 12090, 0, 0, &bd_gen_driver.pfn_cuGreenCtxGetId, (bd_gen_fn)bd_gen_first_cuGreenCtxGetId},
    {"cuLogsRegisterCallback", "cuLogsRegisterCallback", 12090, 0, 0, &bd_gen_driver.pfn_cuLogsRegisterCallback, (bd_gen_fn)bd_gen_first_cuLogsRegisterCallback},
    {"cuLogsUnregisterCallback", "cuLogsUnregisterCallback", 12090, 0, 0, &bd_gen_driver.pfn_cuLogsUnregisterCallback, (bd_gen_fn)bd_gen_first_cuLogsUnregisterCallback},
    {"cuLogsCurrent", "cuLogsCurrent", 12090, 0, 0, &bd_gen_driver.pfn_cuLogsCurrent, (bd_gen_fn)bd_gen_first_cuLogsCurrent},
    {"cuLogsDumpToFile", "cuLogsDumpToFile", 12090, 0, 0, &bd_gen_driver.pfn_cuLogsDumpToFile, (bd_gen_fn)bd_gen_first_cuLogsDumpToFile},
    {"cuLogsDumpToMemory", "cuLogsDumpToMemory", 12090, 0, 0, &bd_gen_driver.pfn_cuLogsDumpToMemory, (bd_gen_fn)bd_gen_first_cuLogsDumpToMemory},
    {"cuCheckpointProcessGetRestoreThreadId", "cuCheckpointProcessGetRestoreThreadId", 12080, 0, 0, &bd_gen_driver.pfn_cuCheckpointProcessGetRestoreThreadId, (bd_gen_fn)bd_gen_first_cuCheckpointProcessGetRestoreThreadId},
    {"cuCheckpointProcessGetState", "cuCheckpointProcessGetState", 12080, 0, 0, &bd_gen_driver.pfn_cuCheckpointProcessGetState, (bd_gen_fn)bd_gen_first_cuCheckpointProcessGetState},
    {"cuCheckpointProcessLock", "cuCheckpointProcessLock", 12080, 0, 0, &bd_gen_driver.pfn_cuCheckpointProcessLock, (bd_gen_fn)bd_gen_first_cuCheckpointProcessLock},
    {"cuCheckpointProcessCheckpoint", "cuCheckpointProcessCheckpoint", 12080, 0, 0, &bd_gen_driver.pfn_cuCheckpointProcessCheckpoint, (bd_gen_fn)bd_gen_first_cuCheckpointProcessCheckpoint},
    {"cuCheckpointProcessRestore", "cuCheckpointProcessRestore", 12080, 0, 0, &bd_gen_driver.pfn_cuCheckpointProcessRestore, (bd_gen_fn)bd_gen_first_cuCheckpointProcessRestore},
    {"cuCheckpointProcessUnlock", "cuCheckpointProcessUnlock", 12080, 0, 0, &bd_gen_driver.pfn_cuCheckpointProcessUnlock, (bd_gen_fn)bd_gen_first_cuCheckpointProcessUnlock},
};

struct bd_gen_library bd_gen_driver_library = BD_GEN_LIBRARY("driver", "libcuda.so.1", BD_GEN_PROC_ADDRESS, entries);

CUresult bd_cuGetErrorString(CUresult error, const char **pStr)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGetErrorString)(error, pStr);
}

CUresult bd_cuGetErrorName(CUresult error, const char **pStr)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGetErrorName)(error, pStr);
}

CUresult bd_cuInit(unsigned int Flags)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuInit)(Flags);
}

CUresult bd_cuDriverGetVersion(int *driverVersion)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDriverGetVersion)(driverVersion);
}

CUresult bd_cuDeviceGet(CUdevice *device, int ordinal)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGet)(device, ordinal);
}

CUresult bd_cuDeviceGetCount(int *count)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetCount)(count);
}

CUresult bd_cuDeviceGetName(char *name, int len, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetName)(name, len, dev);
}

CUresult bd_cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetUuid)(uuid, dev);
}

CUresult bd_cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetLuid)(luid, deviceNodeMask, dev);
}

CUresult bd_cuDeviceTotalMem(size_t *bytes, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceTotalMem)(bytes, dev);
}

CUresult bd_cuDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, CUarray_format format, unsigned int numChannels, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetTexture1DLinearMaxWidth)(maxWidthInElements, format, numChannels, dev);
}

CUresult bd_cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetAttribute)(pi, attrib, dev);
}

CUresult bd_cuDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetHostAtomicCapabilities)(capabilities, operations, count, dev);
}

CUresult bd_cuDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, CUdevice dev, int flags)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetNvSciSyncAttributes)(nvSciSyncAttrList, dev, flags);
}

CUresult bd_cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceSetMemPool)(dev, pool);
}

CUresult bd_cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetMemPool)(pool, dev);
}

CUresult bd_cuDeviceGetDefaultMemPool(CUmemoryPool *pool_out, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetDefaultMemPool)(pool_out, dev);
}

CUresult bd_cuDeviceGetExecAffinitySupport(int *pi, CUexecAffinityType type, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetExecAffinitySupport)(pi, type, dev);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFlushGPUDirectRDMAWrites(const void *bd_caller, bound_dev_t *bd, CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    bd_call_t bd_call = {"cuFlushGPUDirectRDMAWrites", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFlushGPUDirectRDMAWrites)(target, scope);
}

CUresult bd_cuFlushGPUDirectRDMAWrites(bound_dev_t *bd, CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFlushGPUDirectRDMAWrites)(target, scope);
    return bd_gen_slow_cuFlushGPUDirectRDMAWrites(__builtin_return_address(0), bd, target, scope);
}

CUresult bd_cuDeviceGetProperties(CUdevprop *prop, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetProperties)(prop, dev);
}

CUresult bd_cuDeviceComputeCapability(int *major, int *minor, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceComputeCapability)(major, minor, dev);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuDevicePrimaryCtxRetain(const void *bd_caller, bound_dev_t *bd, CUcontext *pctx, CUdevice dev)
{
    bd_call_t bd_call = {"cuDevicePrimaryCtxRetain", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxRetain)(pctx, dev);
}

CUresult bd_cuDevicePrimaryCtxRetain(bound_dev_t *bd, CUcontext *pctx, CUdevice dev)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxRetain)(pctx, dev);
    return bd_gen_slow_cuDevicePrimaryCtxRetain(__builtin_return_address(0), bd, pctx, dev);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuDevicePrimaryCtxRelease(const void *bd_caller, bound_dev_t *bd, CUdevice dev)
{
    bd_call_t bd_call = {"cuDevicePrimaryCtxRelease", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxRelease)(dev);
}

CUresult bd_cuDevicePrimaryCtxRelease(bound_dev_t *bd, CUdevice dev)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxRelease)(dev);
    return bd_gen_slow_cuDevicePrimaryCtxRelease(__builtin_return_address(0), bd, dev);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuDevicePrimaryCtxSetFlags(const void *bd_caller, bound_dev_t *bd, CUdevice dev, unsigned int flags)
{
    bd_call_t bd_call = {"cuDevicePrimaryCtxSetFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxSetFlags)(dev, flags);
}

CUresult bd_cuDevicePrimaryCtxSetFlags(bound_dev_t *bd, CUdevice dev, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxSetFlags)(dev, flags);
    return bd_gen_slow_cuDevicePrimaryCtxSetFlags(__builtin_return_address(0), bd, dev, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuDevicePrimaryCtxGetState(const void *bd_caller, bound_dev_t *bd, CUdevice dev, unsigned int *flags, int *active)
{
    bd_call_t bd_call = {"cuDevicePrimaryCtxGetState", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxGetState)(dev, flags, active);
}

CUresult bd_cuDevicePrimaryCtxGetState(bound_dev_t *bd, CUdevice dev, unsigned int *flags, int *active)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxGetState)(dev, flags, active);
    return bd_gen_slow_cuDevicePrimaryCtxGetState(__builtin_return_address(0), bd, dev, flags, active);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuDevicePrimaryCtxReset(const void *bd_caller, bound_dev_t *bd, CUdevice dev)
{
    bd_call_t bd_call = {"cuDevicePrimaryCtxReset", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxReset)(dev);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_resets_primary(dev);
    }
    return bd_result;
}

CUresult bd_cuDevicePrimaryCtxReset(bound_dev_t *bd, CUdevice dev)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevicePrimaryCtxReset)(dev);
    return bd_gen_slow_cuDevicePrimaryCtxReset(__builtin_return_address(0), bd, dev);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxCreate(const void *bd_caller, bound_dev_t *bd, CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev)
{
    bd_call_t bd_call = {"cuCtxCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxCreate)(pctx, ctxCreateParams, flags, dev);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_moves_current();
    }
    return bd_result;
}

CUresult bd_cuCtxCreate(bound_dev_t *bd, CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxCreate)(pctx, ctxCreateParams, flags, dev);
    return bd_gen_slow_cuCtxCreate(__builtin_return_address(0), bd, pctx, ctxCreateParams, flags, dev);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxDestroy(const void *bd_caller, bound_dev_t *bd, CUcontext ctx)
{
    bd_call_t bd_call = {"cuCtxDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxDestroy)(ctx);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_ends_context(ctx);
    }
    return bd_result;
}

CUresult bd_cuCtxDestroy(bound_dev_t *bd, CUcontext ctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxDestroy)(ctx);
    return bd_gen_slow_cuCtxDestroy(__builtin_return_address(0), bd, ctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxPushCurrent(const void *bd_caller, bound_dev_t *bd, CUcontext ctx)
{
    bd_call_t bd_call = {"cuCtxPushCurrent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxPushCurrent)(ctx);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_moves_current();
    }
    return bd_result;
}

CUresult bd_cuCtxPushCurrent(bound_dev_t *bd, CUcontext ctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxPushCurrent)(ctx);
    return bd_gen_slow_cuCtxPushCurrent(__builtin_return_address(0), bd, ctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxPopCurrent(const void *bd_caller, bound_dev_t *bd, CUcontext *pctx)
{
    bd_call_t bd_call = {"cuCtxPopCurrent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxPopCurrent)(pctx);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_moves_current();
    }
    return bd_result;
}

CUresult bd_cuCtxPopCurrent(bound_dev_t *bd, CUcontext *pctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxPopCurrent)(pctx);
    return bd_gen_slow_cuCtxPopCurrent(__builtin_return_address(0), bd, pctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxSetCurrent(const void *bd_caller, bound_dev_t *bd, CUcontext ctx)
{
    bd_call_t bd_call = {"cuCtxSetCurrent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetCurrent)(ctx);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_moves_current();
    }
    return bd_result;
}

CUresult bd_cuCtxSetCurrent(bound_dev_t *bd, CUcontext ctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetCurrent)(ctx);
    return bd_gen_slow_cuCtxSetCurrent(__builtin_return_address(0), bd, ctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetCurrent(const void *bd_caller, bound_dev_t *bd, CUcontext *pctx)
{
    bd_call_t bd_call = {"cuCtxGetCurrent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetCurrent)(pctx);
}

CUresult bd_cuCtxGetCurrent(bound_dev_t *bd, CUcontext *pctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetCurrent)(pctx);
    return bd_gen_slow_cuCtxGetCurrent(__builtin_return_address(0), bd, pctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetDevice(const void *bd_caller, bound_dev_t *bd, CUdevice *device)
{
    bd_call_t bd_call = {"cuCtxGetDevice", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevice)(device);
}

CUresult bd_cuCtxGetDevice(bound_dev_t *bd, CUdevice *device)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevice)(device);
    return bd_gen_slow_cuCtxGetDevice(__builtin_return_address(0), bd, device);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetDevice_v2(const void *bd_caller, bound_dev_t *bd, CUdevice *device, CUcontext ctx)
{
    bd_call_t bd_call = {"cuCtxGetDevice_v2", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevice_v2)(device, ctx);
}

CUresult bd_cuCtxGetDevice_v2(bound_dev_t *bd, CUdevice *device, CUcontext ctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevice_v2)(device, ctx);
    return bd_gen_slow_cuCtxGetDevice_v2(__builtin_return_address(0), bd, device, ctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetFlags(const void *bd_caller, bound_dev_t *bd, unsigned int *flags)
{
    bd_call_t bd_call = {"cuCtxGetFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetFlags)(flags);
}

CUresult bd_cuCtxGetFlags(bound_dev_t *bd, unsigned int *flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetFlags)(flags);
    return bd_gen_slow_cuCtxGetFlags(__builtin_return_address(0), bd, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxSetFlags(const void *bd_caller, bound_dev_t *bd, unsigned int flags)
{
    bd_call_t bd_call = {"cuCtxSetFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetFlags)(flags);
}

CUresult bd_cuCtxSetFlags(bound_dev_t *bd, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetFlags)(flags);
    return bd_gen_slow_cuCtxSetFlags(__builtin_return_address(0), bd, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetId(const void *bd_caller, bound_dev_t *bd, CUcontext ctx, unsigned long long *ctxId)
{
    bd_call_t bd_call = {"cuCtxGetId", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetId)(ctx, ctxId);
}

CUresult bd_cuCtxGetId(bound_dev_t *bd, CUcontext ctx, unsigned long long *ctxId)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetId)(ctx, ctxId);
    return bd_gen_slow_cuCtxGetId(__builtin_return_address(0), bd, ctx, ctxId);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxSynchronize(const void *bd_caller, bound_dev_t *bd)
{
    bd_call_t bd_call = {"cuCtxSynchronize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSynchronize)();
}

CUresult bd_cuCtxSynchronize(bound_dev_t *bd)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSynchronize)();
    return bd_gen_slow_cuCtxSynchronize(__builtin_return_address(0), bd);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxSynchronize_v2(const void *bd_caller, bound_dev_t *bd, CUcontext ctx)
{
    bd_call_t bd_call = {"cuCtxSynchronize_v2", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSynchronize_v2)(ctx);
}

CUresult bd_cuCtxSynchronize_v2(bound_dev_t *bd, CUcontext ctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSynchronize_v2)(ctx);
    return bd_gen_slow_cuCtxSynchronize_v2(__builtin_return_address(0), bd, ctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxSetLimit(const void *bd_caller, bound_dev_t *bd, CUlimit limit, size_t value)
{
    bd_call_t bd_call = {"cuCtxSetLimit", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetLimit)(limit, value);
}

CUresult bd_cuCtxSetLimit(bound_dev_t *bd, CUlimit limit, size_t value)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetLimit)(limit, value);
    return bd_gen_slow_cuCtxSetLimit(__builtin_return_address(0), bd, limit, value);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetLimit(const void *bd_caller, bound_dev_t *bd, size_t *pvalue, CUlimit limit)
{
    bd_call_t bd_call = {"cuCtxGetLimit", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetLimit)(pvalue, limit);
}

CUresult bd_cuCtxGetLimit(bound_dev_t *bd, size_t *pvalue, CUlimit limit)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetLimit)(pvalue, limit);
    return bd_gen_slow_cuCtxGetLimit(__builtin_return_address(0), bd, pvalue, limit);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetCacheConfig(const void *bd_caller, bound_dev_t *bd, CUfunc_cache *pconfig)
{
    bd_call_t bd_call = {"cuCtxGetCacheConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetCacheConfig)(pconfig);
}

CUresult bd_cuCtxGetCacheConfig(bound_dev_t *bd, CUfunc_cache *pconfig)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetCacheConfig)(pconfig);
    return bd_gen_slow_cuCtxGetCacheConfig(__builtin_return_address(0), bd, pconfig);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxSetCacheConfig(const void *bd_caller, bound_dev_t *bd, CUfunc_cache config)
{
    bd_call_t bd_call = {"cuCtxSetCacheConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetCacheConfig)(config);
}

CUresult bd_cuCtxSetCacheConfig(bound_dev_t *bd, CUfunc_cache config)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetCacheConfig)(config);
    return bd_gen_slow_cuCtxSetCacheConfig(__builtin_return_address(0), bd, config);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetApiVersion(const void *bd_caller, bound_dev_t *bd, CUcontext ctx, unsigned int *version)
{
    bd_call_t bd_call = {"cuCtxGetApiVersion", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetApiVersion)(ctx, version);
}

CUresult bd_cuCtxGetApiVersion(bound_dev_t *bd, CUcontext ctx, unsigned int *version)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetApiVersion)(ctx, version);
    return bd_gen_slow_cuCtxGetApiVersion(__builtin_return_address(0), bd, ctx, version);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetStreamPriorityRange(const void *bd_caller, bound_dev_t *bd, int *leastPriority, int *greatestPriority)
{
    bd_call_t bd_call = {"cuCtxGetStreamPriorityRange", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetStreamPriorityRange)(leastPriority, greatestPriority);
}

CUresult bd_cuCtxGetStreamPriorityRange(bound_dev_t *bd, int *leastPriority, int *greatestPriority)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetStreamPriorityRange)(leastPriority, greatestPriority);
    return bd_gen_slow_cuCtxGetStreamPriorityRange(__builtin_return_address(0), bd, leastPriority, greatestPriority);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxResetPersistingL2Cache(const void *bd_caller, bound_dev_t *bd)
{
    bd_call_t bd_call = {"cuCtxResetPersistingL2Cache", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxResetPersistingL2Cache)();
}

CUresult bd_cuCtxResetPersistingL2Cache(bound_dev_t *bd)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxResetPersistingL2Cache)();
    return bd_gen_slow_cuCtxResetPersistingL2Cache(__builtin_return_address(0), bd);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetExecAffinity(const void *bd_caller, bound_dev_t *bd, CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    bd_call_t bd_call = {"cuCtxGetExecAffinity", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetExecAffinity)(pExecAffinity, type);
}

CUresult bd_cuCtxGetExecAffinity(bound_dev_t *bd, CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetExecAffinity)(pExecAffinity, type);
    return bd_gen_slow_cuCtxGetExecAffinity(__builtin_return_address(0), bd, pExecAffinity, type);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxRecordEvent(const void *bd_caller, bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    bd_call_t bd_call = {"cuCtxRecordEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxRecordEvent)(hCtx, hEvent);
}

CUresult bd_cuCtxRecordEvent(bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxRecordEvent)(hCtx, hEvent);
    return bd_gen_slow_cuCtxRecordEvent(__builtin_return_address(0), bd, hCtx, hEvent);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxWaitEvent(const void *bd_caller, bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    bd_call_t bd_call = {"cuCtxWaitEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxWaitEvent)(hCtx, hEvent);
}

CUresult bd_cuCtxWaitEvent(bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxWaitEvent)(hCtx, hEvent);
    return bd_gen_slow_cuCtxWaitEvent(__builtin_return_address(0), bd, hCtx, hEvent);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxAttach(const void *bd_caller, bound_dev_t *bd, CUcontext *pctx, unsigned int flags)
{
    bd_call_t bd_call = {"cuCtxAttach", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxAttach)(pctx, flags);
}

CUresult bd_cuCtxAttach(bound_dev_t *bd, CUcontext *pctx, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxAttach)(pctx, flags);
    return bd_gen_slow_cuCtxAttach(__builtin_return_address(0), bd, pctx, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxDetach(const void *bd_caller, bound_dev_t *bd, CUcontext ctx)
{
    bd_call_t bd_call = {"cuCtxDetach", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxDetach)(ctx);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_ends_context(ctx);
    }
    return bd_result;
}

CUresult bd_cuCtxDetach(bound_dev_t *bd, CUcontext ctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxDetach)(ctx);
    return bd_gen_slow_cuCtxDetach(__builtin_return_address(0), bd, ctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetSharedMemConfig(const void *bd_caller, bound_dev_t *bd, CUsharedconfig *pConfig)
{
    bd_call_t bd_call = {"cuCtxGetSharedMemConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetSharedMemConfig)(pConfig);
}

CUresult bd_cuCtxGetSharedMemConfig(bound_dev_t *bd, CUsharedconfig *pConfig)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetSharedMemConfig)(pConfig);
    return bd_gen_slow_cuCtxGetSharedMemConfig(__builtin_return_address(0), bd, pConfig);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxSetSharedMemConfig(const void *bd_caller, bound_dev_t *bd, CUsharedconfig config)
{
    bd_call_t bd_call = {"cuCtxSetSharedMemConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetSharedMemConfig)(config);
}

CUresult bd_cuCtxSetSharedMemConfig(bound_dev_t *bd, CUsharedconfig config)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxSetSharedMemConfig)(config);
    return bd_gen_slow_cuCtxSetSharedMemConfig(__builtin_return_address(0), bd, config);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuModuleLoad(const void *bd_caller, bound_dev_t *bd, CUmodule *module, const char *fname)
{
    bd_call_t bd_call = {"cuModuleLoad", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoad)(module, fname);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(*module), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuModuleLoad(bound_dev_t *bd, CUmodule *module, const char *fname)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoad)(module, fname);
    return bd_gen_slow_cuModuleLoad(__builtin_return_address(0), bd, module, fname);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuModuleLoadData(const void *bd_caller, bound_dev_t *bd, CUmodule *module, const void *image)
{
    bd_call_t bd_call = {"cuModuleLoadData", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadData)(module, image);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(*module), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuModuleLoadData(bound_dev_t *bd, CUmodule *module, const void *image)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadData)(module, image);
    return bd_gen_slow_cuModuleLoadData(__builtin_return_address(0), bd, module, image);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuModuleLoadDataEx(const void *bd_caller, bound_dev_t *bd, CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    bd_call_t bd_call = {"cuModuleLoadDataEx", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadDataEx)(module, image, numOptions, options, optionValues);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(*module), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuModuleLoadDataEx(bound_dev_t *bd, CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadDataEx)(module, image, numOptions, options, optionValues);
    return bd_gen_slow_cuModuleLoadDataEx(__builtin_return_address(0), bd, module, image, numOptions, options, optionValues);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuModuleLoadFatBinary(const void *bd_caller, bound_dev_t *bd, CUmodule *module, const void *fatCubin)
{
    bd_call_t bd_call = {"cuModuleLoadFatBinary", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadFatBinary)(module, fatCubin);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(*module), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuModuleLoadFatBinary(bound_dev_t *bd, CUmodule *module, const void *fatCubin)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleLoadFatBinary)(module, fatCubin);
    return bd_gen_slow_cuModuleLoadFatBinary(__builtin_return_address(0), bd, module, fatCubin);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuModuleUnload(const void *bd_caller, bound_dev_t *bd, CUmodule hmod)
{
    bd_call_t bd_call = {"cuModuleUnload", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hmod", BD_KIND_MODULE, BD_HANDLE_VALUE(hmod)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleUnload)(hmod);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(hmod));
        }
    }
    return bd_result;
}

CUresult bd_cuModuleUnload(bound_dev_t *bd, CUmodule hmod)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleUnload)(hmod);
    return bd_gen_slow_cuModuleUnload(__builtin_return_address(0), bd, hmod);
}

CUresult bd_cuModuleGetLoadingMode(CUmoduleLoadingMode *mode)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetLoadingMode)(mode);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuModuleGetFunction(const void *bd_caller, bound_dev_t *bd, CUfunction *hfunc, CUmodule hmod, const char *name)
{
    bd_call_t bd_call = {"cuModuleGetFunction", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hmod", BD_KIND_MODULE, BD_HANDLE_VALUE(hmod)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetFunction)(hfunc, hmod, name);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_FUNCTION, BD_HANDLE_VALUE(*hfunc), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuModuleGetFunction(bound_dev_t *bd, CUfunction *hfunc, CUmodule hmod, const char *name)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetFunction)(hfunc, hmod, name);
    return bd_gen_slow_cuModuleGetFunction(__builtin_return_address(0), bd, hfunc, hmod, name);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuModuleGetFunctionCount(const void *bd_caller, bound_dev_t *bd, unsigned int *count, CUmodule mod)
{
    bd_call_t bd_call = {"cuModuleGetFunctionCount", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"mod", BD_KIND_MODULE, BD_HANDLE_VALUE(mod)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetFunctionCount)(count, mod);
}

CUresult bd_cuModuleGetFunctionCount(bound_dev_t *bd, unsigned int *count, CUmodule mod)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetFunctionCount)(count, mod);
    return bd_gen_slow_cuModuleGetFunctionCount(__builtin_return_address(0), bd, count, mod);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuModuleEnumerateFunctions(const void *bd_caller, bound_dev_t *bd, CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    bd_call_t bd_call = {"cuModuleEnumerateFunctions", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"mod", BD_KIND_MODULE, BD_HANDLE_VALUE(mod)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleEnumerateFunctions)(functions, numFunctions, mod);
}

CUresult bd_cuModuleEnumerateFunctions(bound_dev_t *bd, CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleEnumerateFunctions)(functions, numFunctions, mod);
    return bd_gen_slow_cuModuleEnumerateFunctions(__builtin_return_address(0), bd, functions, numFunctions, mod);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuModuleGetGlobal(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    bd_call_t bd_call = {"cuModuleGetGlobal", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hmod", BD_KIND_MODULE, BD_HANDLE_VALUE(hmod)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetGlobal)(dptr, bytes, hmod, name);
}

CUresult bd_cuModuleGetGlobal(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetGlobal)(dptr, bytes, hmod, name);
    return bd_gen_slow_cuModuleGetGlobal(__builtin_return_address(0), bd, dptr, bytes, hmod, name);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLinkCreate(const void *bd_caller, bound_dev_t *bd, unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    bd_call_t bd_call = {"cuLinkCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkCreate)(numOptions, options, optionValues, stateOut);
}

CUresult bd_cuLinkCreate(bound_dev_t *bd, unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkCreate)(numOptions, options, optionValues, stateOut);
    return bd_gen_slow_cuLinkCreate(__builtin_return_address(0), bd, numOptions, options, optionValues, stateOut);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLinkAddData(const void *bd_caller, bound_dev_t *bd, CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    bd_call_t bd_call = {"cuLinkAddData", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkAddData)(state, type, data, size, name, numOptions, options, optionValues);
}

CUresult bd_cuLinkAddData(bound_dev_t *bd, CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkAddData)(state, type, data, size, name, numOptions, options, optionValues);
    return bd_gen_slow_cuLinkAddData(__builtin_return_address(0), bd, state, type, data, size, name, numOptions, options, optionValues);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLinkAddFile(const void *bd_caller, bound_dev_t *bd, CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    bd_call_t bd_call = {"cuLinkAddFile", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkAddFile)(state, type, path, numOptions, options, optionValues);
}

CUresult bd_cuLinkAddFile(bound_dev_t *bd, CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkAddFile)(state, type, path, numOptions, options, optionValues);
    return bd_gen_slow_cuLinkAddFile(__builtin_return_address(0), bd, state, type, path, numOptions, options, optionValues);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLinkComplete(const void *bd_caller, bound_dev_t *bd, CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    bd_call_t bd_call = {"cuLinkComplete", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkComplete)(state, cubinOut, sizeOut);
}

CUresult bd_cuLinkComplete(bound_dev_t *bd, CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkComplete)(state, cubinOut, sizeOut);
    return bd_gen_slow_cuLinkComplete(__builtin_return_address(0), bd, state, cubinOut, sizeOut);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLinkDestroy(const void *bd_caller, bound_dev_t *bd, CUlinkState state)
{
    bd_call_t bd_call = {"cuLinkDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkDestroy)(state);
}

CUresult bd_cuLinkDestroy(bound_dev_t *bd, CUlinkState state)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLinkDestroy)(state);
    return bd_gen_slow_cuLinkDestroy(__builtin_return_address(0), bd, state);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuModuleGetTexRef(const void *bd_caller, bound_dev_t *bd, CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    bd_call_t bd_call = {"cuModuleGetTexRef", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hmod", BD_KIND_MODULE, BD_HANDLE_VALUE(hmod)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetTexRef)(pTexRef, hmod, name);
}

CUresult bd_cuModuleGetTexRef(bound_dev_t *bd, CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetTexRef)(pTexRef, hmod, name);
    return bd_gen_slow_cuModuleGetTexRef(__builtin_return_address(0), bd, pTexRef, hmod, name);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuModuleGetSurfRef(const void *bd_caller, bound_dev_t *bd, CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    bd_call_t bd_call = {"cuModuleGetSurfRef", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hmod", BD_KIND_MODULE, BD_HANDLE_VALUE(hmod)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetSurfRef)(pSurfRef, hmod, name);
}

CUresult bd_cuModuleGetSurfRef(bound_dev_t *bd, CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuModuleGetSurfRef)(pSurfRef, hmod, name);
    return bd_gen_slow_cuModuleGetSurfRef(__builtin_return_address(0), bd, pSurfRef, hmod, name);
}

CUresult bd_cuLibraryLoadData(CUlibrary *library, const void *code, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryLoadData)(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
}

CUresult bd_cuLibraryLoadFromFile(CUlibrary *library, const char *fileName, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryLoadFromFile)(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
}

CUresult bd_cuLibraryUnload(CUlibrary library)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryUnload)(library);
}

CUresult bd_cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetKernel)(pKernel, library, name);
}

CUresult bd_cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetKernelCount)(count, lib);
}

CUresult bd_cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary lib)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryEnumerateKernels)(kernels, numKernels, lib);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLibraryGetModule(const void *bd_caller, bound_dev_t *bd, CUmodule *pMod, CUlibrary library)
{
    bd_call_t bd_call = {"cuLibraryGetModule", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetModule)(pMod, library);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(*pMod), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuLibraryGetModule(bound_dev_t *bd, CUmodule *pMod, CUlibrary library)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetModule)(pMod, library);
    return bd_gen_slow_cuLibraryGetModule(__builtin_return_address(0), bd, pMod, library);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuKernelGetFunction(const void *bd_caller, bound_dev_t *bd, CUfunction *pFunc, CUkernel kernel)
{
    bd_call_t bd_call = {"cuKernelGetFunction", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetFunction)(pFunc, kernel);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_FUNCTION, BD_HANDLE_VALUE(*pFunc), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuKernelGetFunction(bound_dev_t *bd, CUfunction *pFunc, CUkernel kernel)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetFunction)(pFunc, kernel);
    return bd_gen_slow_cuKernelGetFunction(__builtin_return_address(0), bd, pFunc, kernel);
}

CUresult bd_cuKernelGetLibrary(CUlibrary *pLib, CUkernel kernel)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetLibrary)(pLib, kernel);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLibraryGetGlobal(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    bd_call_t bd_call = {"cuLibraryGetGlobal", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetGlobal)(dptr, bytes, library, name);
}

CUresult bd_cuLibraryGetGlobal(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetGlobal)(dptr, bytes, library, name);
    return bd_gen_slow_cuLibraryGetGlobal(__builtin_return_address(0), bd, dptr, bytes, library, name);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLibraryGetManaged(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    bd_call_t bd_call = {"cuLibraryGetManaged", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetManaged)(dptr, bytes, library, name);
}

CUresult bd_cuLibraryGetManaged(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetManaged)(dptr, bytes, library, name);
    return bd_gen_slow_cuLibraryGetManaged(__builtin_return_address(0), bd, dptr, bytes, library, name);
}

CUresult bd_cuLibraryGetUnifiedFunction(void **fptr, CUlibrary library, const char *symbol)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLibraryGetUnifiedFunction)(fptr, library, symbol);
}

CUresult bd_cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetAttribute)(pi, attrib, kernel, dev);
}

CUresult bd_cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelSetAttribute)(attrib, val, kernel, dev);
}

CUresult bd_cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelSetCacheConfig)(kernel, config, dev);
}

CUresult bd_cuKernelGetName(const char **name, CUkernel hfunc)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetName)(name, hfunc);
}

CUresult bd_cuKernelGetParamInfo(CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuKernelGetParamInfo)(kernel, paramIndex, paramOffset, paramSize);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemGetInfo(const void *bd_caller, bound_dev_t *bd, size_t *free, size_t *total)
{
    bd_call_t bd_call = {"cuMemGetInfo", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetInfo)(free, total);
}

CUresult bd_cuMemGetInfo(bound_dev_t *bd, size_t *free, size_t *total)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetInfo)(free, total);
    return bd_gen_slow_cuMemGetInfo(__builtin_return_address(0), bd, free, total);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemAlloc(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize)
{
    bd_call_t bd_call = {"cuMemAlloc", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAlloc)(dptr, bytesize);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(bytesize));
        }
    }
    return bd_result;
}

CUresult bd_cuMemAlloc(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAlloc)(dptr, bytesize);
    return bd_gen_slow_cuMemAlloc(__builtin_return_address(0), bd, dptr, bytesize);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemAllocPitch(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    bd_call_t bd_call = {"cuMemAllocPitch", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocPitch)(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(*pPitch * Height));
        }
    }
    return bd_result;
}

CUresult bd_cuMemAllocPitch(bound_dev_t *bd, CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocPitch)(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
    return bd_gen_slow_cuMemAllocPitch(__builtin_return_address(0), bd, dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemFree(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dptr)
{
    bd_call_t bd_call = {"cuMemFree", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFree)(dptr);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr));
        }
    }
    return bd_result;
}

CUresult bd_cuMemFree(bound_dev_t *bd, CUdeviceptr dptr)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFree)(dptr);
    return bd_gen_slow_cuMemFree(__builtin_return_address(0), bd, dptr);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemGetAddressRange(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    bd_call_t bd_call = {"cuMemGetAddressRange", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAddressRange)(pbase, psize, dptr);
}

CUresult bd_cuMemGetAddressRange(bound_dev_t *bd, CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAddressRange)(pbase, psize, dptr);
    return bd_gen_slow_cuMemGetAddressRange(__builtin_return_address(0), bd, pbase, psize, dptr);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemAllocHost(const void *bd_caller, bound_dev_t *bd, void **pp, size_t bytesize)
{
    bd_call_t bd_call = {"cuMemAllocHost", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocHost)(pp, bytesize);
}

CUresult bd_cuMemAllocHost(bound_dev_t *bd, void **pp, size_t bytesize)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocHost)(pp, bytesize);
    return bd_gen_slow_cuMemAllocHost(__builtin_return_address(0), bd, pp, bytesize);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemFreeHost(const void *bd_caller, bound_dev_t *bd, void *p)
{
    bd_call_t bd_call = {"cuMemFreeHost", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeHost)(p);
}

CUresult bd_cuMemFreeHost(bound_dev_t *bd, void *p)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeHost)(p);
    return bd_gen_slow_cuMemFreeHost(__builtin_return_address(0), bd, p);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemHostAlloc(const void *bd_caller, bound_dev_t *bd, void **pp, size_t bytesize, unsigned int Flags)
{
    bd_call_t bd_call = {"cuMemHostAlloc", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostAlloc)(pp, bytesize, Flags);
}

CUresult bd_cuMemHostAlloc(bound_dev_t *bd, void **pp, size_t bytesize, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostAlloc)(pp, bytesize, Flags);
    return bd_gen_slow_cuMemHostAlloc(__builtin_return_address(0), bd, pp, bytesize, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemHostGetDevicePointer(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    bd_call_t bd_call = {"cuMemHostGetDevicePointer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostGetDevicePointer)(pdptr, p, Flags);
}

CUresult bd_cuMemHostGetDevicePointer(bound_dev_t *bd, CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostGetDevicePointer)(pdptr, p, Flags);
    return bd_gen_slow_cuMemHostGetDevicePointer(__builtin_return_address(0), bd, pdptr, p, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemHostGetFlags(const void *bd_caller, bound_dev_t *bd, unsigned int *pFlags, void *p)
{
    bd_call_t bd_call = {"cuMemHostGetFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostGetFlags)(pFlags, p);
}

CUresult bd_cuMemHostGetFlags(bound_dev_t *bd, unsigned int *pFlags, void *p)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostGetFlags)(pFlags, p);
    return bd_gen_slow_cuMemHostGetFlags(__builtin_return_address(0), bd, pFlags, p);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemAllocManaged(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    bd_call_t bd_call = {"cuMemAllocManaged", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocManaged)(dptr, bytesize, flags);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(bytesize));
        }
    }
    return bd_result;
}

CUresult bd_cuMemAllocManaged(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocManaged)(dptr, bytesize, flags);
    return bd_gen_slow_cuMemAllocManaged(__builtin_return_address(0), bd, dptr, bytesize, flags);
}

CUresult bd_cuDeviceRegisterAsyncNotification(CUdevice device, CUasyncCallback callbackFunc, void *userData, CUasyncCallbackHandle *callback)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceRegisterAsyncNotification)(device, callbackFunc, userData, callback);
}

CUresult bd_cuDeviceUnregisterAsyncNotification(CUdevice device, CUasyncCallbackHandle callback)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceUnregisterAsyncNotification)(device, callback);
}

CUresult bd_cuDeviceGetByPCIBusId(CUdevice *dev, const char *pciBusId)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetByPCIBusId)(dev, pciBusId);
}

CUresult bd_cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetPCIBusId)(pciBusId, len, dev);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuIpcGetEventHandle(const void *bd_caller, bound_dev_t *bd, CUipcEventHandle *pHandle, CUevent event)
{
    bd_call_t bd_call = {"cuIpcGetEventHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcGetEventHandle)(pHandle, event);
}

CUresult bd_cuIpcGetEventHandle(bound_dev_t *bd, CUipcEventHandle *pHandle, CUevent event)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcGetEventHandle)(pHandle, event);
    return bd_gen_slow_cuIpcGetEventHandle(__builtin_return_address(0), bd, pHandle, event);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuIpcOpenEventHandle(const void *bd_caller, bound_dev_t *bd, CUevent *phEvent, CUipcEventHandle handle)
{
    bd_call_t bd_call = {"cuIpcOpenEventHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcOpenEventHandle)(phEvent, handle);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_EVENT, BD_HANDLE_VALUE(*phEvent), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuIpcOpenEventHandle(bound_dev_t *bd, CUevent *phEvent, CUipcEventHandle handle)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcOpenEventHandle)(phEvent, handle);
    return bd_gen_slow_cuIpcOpenEventHandle(__builtin_return_address(0), bd, phEvent, handle);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuIpcGetMemHandle(const void *bd_caller, bound_dev_t *bd, CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    bd_call_t bd_call = {"cuIpcGetMemHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcGetMemHandle)(pHandle, dptr);
}

CUresult bd_cuIpcGetMemHandle(bound_dev_t *bd, CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcGetMemHandle)(pHandle, dptr);
    return bd_gen_slow_cuIpcGetMemHandle(__builtin_return_address(0), bd, pHandle, dptr);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuIpcOpenMemHandle(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    bd_call_t bd_call = {"cuIpcOpenMemHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcOpenMemHandle)(pdptr, handle, Flags);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*pdptr), (unsigned long long)(1));
        }
    }
    return bd_result;
}

CUresult bd_cuIpcOpenMemHandle(bound_dev_t *bd, CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcOpenMemHandle)(pdptr, handle, Flags);
    return bd_gen_slow_cuIpcOpenMemHandle(__builtin_return_address(0), bd, pdptr, handle, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuIpcCloseMemHandle(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dptr)
{
    bd_call_t bd_call = {"cuIpcCloseMemHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcCloseMemHandle)(dptr);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr));
        }
    }
    return bd_result;
}

CUresult bd_cuIpcCloseMemHandle(bound_dev_t *bd, CUdeviceptr dptr)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuIpcCloseMemHandle)(dptr);
    return bd_gen_slow_cuIpcCloseMemHandle(__builtin_return_address(0), bd, dptr);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemHostRegister(const void *bd_caller, bound_dev_t *bd, void *p, size_t bytesize, unsigned int Flags)
{
    bd_call_t bd_call = {"cuMemHostRegister", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostRegister)(p, bytesize, Flags);
}

CUresult bd_cuMemHostRegister(bound_dev_t *bd, void *p, size_t bytesize, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostRegister)(p, bytesize, Flags);
    return bd_gen_slow_cuMemHostRegister(__builtin_return_address(0), bd, p, bytesize, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemHostUnregister(const void *bd_caller, bound_dev_t *bd, void *p)
{
    bd_call_t bd_call = {"cuMemHostUnregister", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostUnregister)(p);
}

CUresult bd_cuMemHostUnregister(bound_dev_t *bd, void *p)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemHostUnregister)(p);
    return bd_gen_slow_cuMemHostUnregister(__builtin_return_address(0), bd, p);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy)(dst, src, ByteCount);
}

CUresult bd_cuMemcpy(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy)(dst, src, ByteCount);
    return bd_gen_slow_cuMemcpy(__builtin_return_address(0), bd, dst, src, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy_ptds(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy_ptds)(dst, src, ByteCount);
}

CUresult bd_cuMemcpy_ptds(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy_ptds)(dst, src, ByteCount);
    return bd_gen_slow_cuMemcpy_ptds(__builtin_return_address(0), bd, dst, src, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyPeer(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyPeer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeer)(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}

CUresult bd_cuMemcpyPeer(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeer)(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
    return bd_gen_slow_cuMemcpyPeer(__builtin_return_address(0), bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyPeer_ptds(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyPeer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeer_ptds)(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}

CUresult bd_cuMemcpyPeer_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeer_ptds)(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
    return bd_gen_slow_cuMemcpyPeer_ptds(__builtin_return_address(0), bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyHtoD(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyHtoD", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoD)(dstDevice, srcHost, ByteCount);
}

CUresult bd_cuMemcpyHtoD(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoD)(dstDevice, srcHost, ByteCount);
    return bd_gen_slow_cuMemcpyHtoD(__builtin_return_address(0), bd, dstDevice, srcHost, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyHtoD_ptds(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyHtoD", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoD_ptds)(dstDevice, srcHost, ByteCount);
}

CUresult bd_cuMemcpyHtoD_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoD_ptds)(dstDevice, srcHost, ByteCount);
    return bd_gen_slow_cuMemcpyHtoD_ptds(__builtin_return_address(0), bd, dstDevice, srcHost, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyDtoH(const void *bd_caller, bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyDtoH", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoH)(dstHost, srcDevice, ByteCount);
}

CUresult bd_cuMemcpyDtoH(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoH)(dstHost, srcDevice, ByteCount);
    return bd_gen_slow_cuMemcpyDtoH(__builtin_return_address(0), bd, dstHost, srcDevice, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyDtoH_ptds(const void *bd_caller, bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyDtoH", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoH_ptds)(dstHost, srcDevice, ByteCount);
}

CUresult bd_cuMemcpyDtoH_ptds(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoH_ptds)(dstHost, srcDevice, ByteCount);
    return bd_gen_slow_cuMemcpyDtoH_ptds(__builtin_return_address(0), bd, dstHost, srcDevice, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyDtoD(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyDtoD", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoD)(dstDevice, srcDevice, ByteCount);
}

CUresult bd_cuMemcpyDtoD(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoD)(dstDevice, srcDevice, ByteCount);
    return bd_gen_slow_cuMemcpyDtoD(__builtin_return_address(0), bd, dstDevice, srcDevice, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyDtoD_ptds(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyDtoD", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoD_ptds)(dstDevice, srcDevice, ByteCount);
}

CUresult bd_cuMemcpyDtoD_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoD_ptds)(dstDevice, srcDevice, ByteCount);
    return bd_gen_slow_cuMemcpyDtoD_ptds(__builtin_return_address(0), bd, dstDevice, srcDevice, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyDtoA(const void *bd_caller, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyDtoA", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
            {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoA)(dstArray, dstOffset, srcDevice, ByteCount);
}

CUresult bd_cuMemcpyDtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoA)(dstArray, dstOffset, srcDevice, ByteCount);
    return bd_gen_slow_cuMemcpyDtoA(__builtin_return_address(0), bd, dstArray, dstOffset, srcDevice, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyDtoA_ptds(const void *bd_caller, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyDtoA", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
            {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoA_ptds)(dstArray, dstOffset, srcDevice, ByteCount);
}

CUresult bd_cuMemcpyDtoA_ptds(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoA_ptds)(dstArray, dstOffset, srcDevice, ByteCount);
    return bd_gen_slow_cuMemcpyDtoA_ptds(__builtin_return_address(0), bd, dstArray, dstOffset, srcDevice, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyAtoD(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyAtoD", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoD)(dstDevice, srcArray, srcOffset, ByteCount);
}

CUresult bd_cuMemcpyAtoD(bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoD)(dstDevice, srcArray, srcOffset, ByteCount);
    return bd_gen_slow_cuMemcpyAtoD(__builtin_return_address(0), bd, dstDevice, srcArray, srcOffset, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyAtoD_ptds(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyAtoD", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoD_ptds)(dstDevice, srcArray, srcOffset, ByteCount);
}

CUresult bd_cuMemcpyAtoD_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoD_ptds)(dstDevice, srcArray, srcOffset, ByteCount);
    return bd_gen_slow_cuMemcpyAtoD_ptds(__builtin_return_address(0), bd, dstDevice, srcArray, srcOffset, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyHtoA(const void *bd_caller, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyHtoA", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoA)(dstArray, dstOffset, srcHost, ByteCount);
}

CUresult bd_cuMemcpyHtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoA)(dstArray, dstOffset, srcHost, ByteCount);
    return bd_gen_slow_cuMemcpyHtoA(__builtin_return_address(0), bd, dstArray, dstOffset, srcHost, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyHtoA_ptds(const void *bd_caller, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyHtoA", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoA_ptds)(dstArray, dstOffset, srcHost, ByteCount);
}

CUresult bd_cuMemcpyHtoA_ptds(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoA_ptds)(dstArray, dstOffset, srcHost, ByteCount);
    return bd_gen_slow_cuMemcpyHtoA_ptds(__builtin_return_address(0), bd, dstArray, dstOffset, srcHost, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyAtoH(const void *bd_caller, bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyAtoH", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoH)(dstHost, srcArray, srcOffset, ByteCount);
}

CUresult bd_cuMemcpyAtoH(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoH)(dstHost, srcArray, srcOffset, ByteCount);
    return bd_gen_slow_cuMemcpyAtoH(__builtin_return_address(0), bd, dstHost, srcArray, srcOffset, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyAtoH_ptds(const void *bd_caller, bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyAtoH", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoH_ptds)(dstHost, srcArray, srcOffset, ByteCount);
}

CUresult bd_cuMemcpyAtoH_ptds(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoH_ptds)(dstHost, srcArray, srcOffset, ByteCount);
    return bd_gen_slow_cuMemcpyAtoH_ptds(__builtin_return_address(0), bd, dstHost, srcArray, srcOffset, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyAtoA(const void *bd_caller, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyAtoA", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
            {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoA)(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}

CUresult bd_cuMemcpyAtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoA)(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
    return bd_gen_slow_cuMemcpyAtoA(__builtin_return_address(0), bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyAtoA_ptds(const void *bd_caller, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    bd_call_t bd_call = {"cuMemcpyAtoA", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
            {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoA_ptds)(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}

CUresult bd_cuMemcpyAtoA_ptds(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoA_ptds)(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
    return bd_gen_slow_cuMemcpyAtoA_ptds(__builtin_return_address(0), bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy2D(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    bd_call_t bd_call = {"cuMemcpy2D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2D)(pCopy);
}

CUresult bd_cuMemcpy2D(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2D)(pCopy);
    return bd_gen_slow_cuMemcpy2D(__builtin_return_address(0), bd, pCopy);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy2D_ptds(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    bd_call_t bd_call = {"cuMemcpy2D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2D_ptds)(pCopy);
}

CUresult bd_cuMemcpy2D_ptds(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2D_ptds)(pCopy);
    return bd_gen_slow_cuMemcpy2D_ptds(__builtin_return_address(0), bd, pCopy);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy2DUnaligned(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    bd_call_t bd_call = {"cuMemcpy2DUnaligned", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DUnaligned)(pCopy);
}

CUresult bd_cuMemcpy2DUnaligned(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DUnaligned)(pCopy);
    return bd_gen_slow_cuMemcpy2DUnaligned(__builtin_return_address(0), bd, pCopy);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy2DUnaligned_ptds(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    bd_call_t bd_call = {"cuMemcpy2DUnaligned", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DUnaligned_ptds)(pCopy);
}

CUresult bd_cuMemcpy2DUnaligned_ptds(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DUnaligned_ptds)(pCopy);
    return bd_gen_slow_cuMemcpy2DUnaligned_ptds(__builtin_return_address(0), bd, pCopy);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy3D(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy)
{
    bd_call_t bd_call = {"cuMemcpy3D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3D)(pCopy);
}

CUresult bd_cuMemcpy3D(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3D)(pCopy);
    return bd_gen_slow_cuMemcpy3D(__builtin_return_address(0), bd, pCopy);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy3D_ptds(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy)
{
    bd_call_t bd_call = {"cuMemcpy3D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3D_ptds)(pCopy);
}

CUresult bd_cuMemcpy3D_ptds(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3D_ptds)(pCopy);
    return bd_gen_slow_cuMemcpy3D_ptds(__builtin_return_address(0), bd, pCopy);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy3DPeer(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy)
{
    bd_call_t bd_call = {"cuMemcpy3DPeer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeer)(pCopy);
}

CUresult bd_cuMemcpy3DPeer(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeer)(pCopy);
    return bd_gen_slow_cuMemcpy3DPeer(__builtin_return_address(0), bd, pCopy);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy3DPeer_ptds(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy)
{
    bd_call_t bd_call = {"cuMemcpy3DPeer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeer_ptds)(pCopy);
}

CUresult bd_cuMemcpy3DPeer_ptds(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeer_ptds)(pCopy);
    return bd_gen_slow_cuMemcpy3DPeer_ptds(__builtin_return_address(0), bd, pCopy);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAsync)(dst, src, ByteCount, hStream);
}

CUresult bd_cuMemcpyAsync(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAsync)(dst, src, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyAsync(__builtin_return_address(0), bd, dst, src, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAsync_ptsz)(dst, src, ByteCount, hStream);
}

CUresult bd_cuMemcpyAsync_ptsz(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAsync_ptsz)(dst, src, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyAsync_ptsz(__builtin_return_address(0), bd, dst, src, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyPeerAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyPeerAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeerAsync)(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}

CUresult bd_cuMemcpyPeerAsync(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeerAsync)(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyPeerAsync(__builtin_return_address(0), bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyPeerAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyPeerAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeerAsync_ptsz)(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}

CUresult bd_cuMemcpyPeerAsync_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyPeerAsync_ptsz)(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyPeerAsync_ptsz(__builtin_return_address(0), bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyHtoDAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyHtoDAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoDAsync)(dstDevice, srcHost, ByteCount, hStream);
}

CUresult bd_cuMemcpyHtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoDAsync)(dstDevice, srcHost, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyHtoDAsync(__builtin_return_address(0), bd, dstDevice, srcHost, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyHtoDAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyHtoDAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoDAsync_ptsz)(dstDevice, srcHost, ByteCount, hStream);
}

CUresult bd_cuMemcpyHtoDAsync_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoDAsync_ptsz)(dstDevice, srcHost, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyHtoDAsync_ptsz(__builtin_return_address(0), bd, dstDevice, srcHost, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyDtoHAsync(const void *bd_caller, bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyDtoHAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoHAsync)(dstHost, srcDevice, ByteCount, hStream);
}

CUresult bd_cuMemcpyDtoHAsync(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoHAsync)(dstHost, srcDevice, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyDtoHAsync(__builtin_return_address(0), bd, dstHost, srcDevice, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyDtoHAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyDtoHAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoHAsync_ptsz)(dstHost, srcDevice, ByteCount, hStream);
}

CUresult bd_cuMemcpyDtoHAsync_ptsz(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoHAsync_ptsz)(dstHost, srcDevice, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyDtoHAsync_ptsz(__builtin_return_address(0), bd, dstHost, srcDevice, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyDtoDAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyDtoDAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 3);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoDAsync)(dstDevice, srcDevice, ByteCount, hStream);
}

CUresult bd_cuMemcpyDtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoDAsync)(dstDevice, srcDevice, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyDtoDAsync(__builtin_return_address(0), bd, dstDevice, srcDevice, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyDtoDAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyDtoDAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 3);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoDAsync_ptsz)(dstDevice, srcDevice, ByteCount, hStream);
}

CUresult bd_cuMemcpyDtoDAsync_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyDtoDAsync_ptsz)(dstDevice, srcDevice, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyDtoDAsync_ptsz(__builtin_return_address(0), bd, dstDevice, srcDevice, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyHtoAAsync(const void *bd_caller, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyHtoAAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoAAsync)(dstArray, dstOffset, srcHost, ByteCount, hStream);
}

CUresult bd_cuMemcpyHtoAAsync(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoAAsync)(dstArray, dstOffset, srcHost, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyHtoAAsync(__builtin_return_address(0), bd, dstArray, dstOffset, srcHost, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyHtoAAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyHtoAAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoAAsync_ptsz)(dstArray, dstOffset, srcHost, ByteCount, hStream);
}

CUresult bd_cuMemcpyHtoAAsync_ptsz(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyHtoAAsync_ptsz)(dstArray, dstOffset, srcHost, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyHtoAAsync_ptsz(__builtin_return_address(0), bd, dstArray, dstOffset, srcHost, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyAtoHAsync(const void *bd_caller, bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyAtoHAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoHAsync)(dstHost, srcArray, srcOffset, ByteCount, hStream);
}

CUresult bd_cuMemcpyAtoHAsync(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoHAsync)(dstHost, srcArray, srcOffset, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyAtoHAsync(__builtin_return_address(0), bd, dstHost, srcArray, srcOffset, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyAtoHAsync_ptsz(const void *bd_caller, bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyAtoHAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoHAsync_ptsz)(dstHost, srcArray, srcOffset, ByteCount, hStream);
}

CUresult bd_cuMemcpyAtoHAsync_ptsz(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyAtoHAsync_ptsz)(dstHost, srcArray, srcOffset, ByteCount, hStream);
    return bd_gen_slow_cuMemcpyAtoHAsync_ptsz(__builtin_return_address(0), bd, dstHost, srcArray, srcOffset, ByteCount, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy2DAsync(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpy2DAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DAsync)(pCopy, hStream);
}

CUresult bd_cuMemcpy2DAsync(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DAsync)(pCopy, hStream);
    return bd_gen_slow_cuMemcpy2DAsync(__builtin_return_address(0), bd, pCopy, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy2DAsync_ptsz(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpy2DAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DAsync_ptsz)(pCopy, hStream);
}

CUresult bd_cuMemcpy2DAsync_ptsz(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy2DAsync_ptsz)(pCopy, hStream);
    return bd_gen_slow_cuMemcpy2DAsync_ptsz(__builtin_return_address(0), bd, pCopy, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy3DAsync(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpy3DAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DAsync)(pCopy, hStream);
}

CUresult bd_cuMemcpy3DAsync(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DAsync)(pCopy, hStream);
    return bd_gen_slow_cuMemcpy3DAsync(__builtin_return_address(0), bd, pCopy, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy3DAsync_ptsz(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpy3DAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
        if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DAsync_ptsz)(pCopy, hStream);
}

CUresult bd_cuMemcpy3DAsync_ptsz(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DAsync_ptsz)(pCopy, hStream);
    return bd_gen_slow_cuMemcpy3DAsync_ptsz(__builtin_return_address(0), bd, pCopy, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy3DPeerAsync(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpy3DPeerAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeerAsync)(pCopy, hStream);
}

CUresult bd_cuMemcpy3DPeerAsync(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeerAsync)(pCopy, hStream);
    return bd_gen_slow_cuMemcpy3DPeerAsync(__builtin_return_address(0), bd, pCopy, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy3DPeerAsync_ptsz(const void *bd_caller, bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpy3DPeerAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeerAsync_ptsz)(pCopy, hStream);
}

CUresult bd_cuMemcpy3DPeerAsync_ptsz(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DPeerAsync_ptsz)(pCopy, hStream);
    return bd_gen_slow_cuMemcpy3DPeerAsync_ptsz(__builtin_return_address(0), bd, pCopy, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyBatchAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyBatchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyBatchAsync)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}

CUresult bd_cuMemcpyBatchAsync(bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyBatchAsync)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
    return bd_gen_slow_cuMemcpyBatchAsync(__builtin_return_address(0), bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpyBatchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpyBatchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyBatchAsync_ptsz)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}

CUresult bd_cuMemcpyBatchAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpyBatchAsync_ptsz)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
    return bd_gen_slow_cuMemcpyBatchAsync_ptsz(__builtin_return_address(0), bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy3DBatchAsync(const void *bd_caller, bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpy3DBatchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DBatchAsync)(numOps, opList, flags, hStream);
}

CUresult bd_cuMemcpy3DBatchAsync(bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DBatchAsync)(numOps, opList, flags, hStream);
    return bd_gen_slow_cuMemcpy3DBatchAsync(__builtin_return_address(0), bd, numOps, opList, flags, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemcpy3DBatchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemcpy3DBatchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DBatchAsync_ptsz)(numOps, opList, flags, hStream);
}

CUresult bd_cuMemcpy3DBatchAsync_ptsz(bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemcpy3DBatchAsync_ptsz)(numOps, opList, flags, hStream);
    return bd_gen_slow_cuMemcpy3DBatchAsync_ptsz(__builtin_return_address(0), bd, numOps, opList, flags, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD8(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    bd_call_t bd_call = {"cuMemsetD8", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8)(dstDevice, uc, N);
}

CUresult bd_cuMemsetD8(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8)(dstDevice, uc, N);
    return bd_gen_slow_cuMemsetD8(__builtin_return_address(0), bd, dstDevice, uc, N);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD8_ptds(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    bd_call_t bd_call = {"cuMemsetD8", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8_ptds)(dstDevice, uc, N);
}

CUresult bd_cuMemsetD8_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8_ptds)(dstDevice, uc, N);
    return bd_gen_slow_cuMemsetD8_ptds(__builtin_return_address(0), bd, dstDevice, uc, N);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD16(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    bd_call_t bd_call = {"cuMemsetD16", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16)(dstDevice, us, N);
}

CUresult bd_cuMemsetD16(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16)(dstDevice, us, N);
    return bd_gen_slow_cuMemsetD16(__builtin_return_address(0), bd, dstDevice, us, N);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD16_ptds(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    bd_call_t bd_call = {"cuMemsetD16", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16_ptds)(dstDevice, us, N);
}

CUresult bd_cuMemsetD16_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16_ptds)(dstDevice, us, N);
    return bd_gen_slow_cuMemsetD16_ptds(__builtin_return_address(0), bd, dstDevice, us, N);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD32(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    bd_call_t bd_call = {"cuMemsetD32", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32)(dstDevice, ui, N);
}

CUresult bd_cuMemsetD32(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32)(dstDevice, ui, N);
    return bd_gen_slow_cuMemsetD32(__builtin_return_address(0), bd, dstDevice, ui, N);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD32_ptds(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    bd_call_t bd_call = {"cuMemsetD32", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32_ptds)(dstDevice, ui, N);
}

CUresult bd_cuMemsetD32_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32_ptds)(dstDevice, ui, N);
    return bd_gen_slow_cuMemsetD32_ptds(__builtin_return_address(0), bd, dstDevice, ui, N);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D8(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    bd_call_t bd_call = {"cuMemsetD2D8", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8)(dstDevice, dstPitch, uc, Width, Height);
}

CUresult bd_cuMemsetD2D8(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8)(dstDevice, dstPitch, uc, Width, Height);
    return bd_gen_slow_cuMemsetD2D8(__builtin_return_address(0), bd, dstDevice, dstPitch, uc, Width, Height);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D8_ptds(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    bd_call_t bd_call = {"cuMemsetD2D8", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8_ptds)(dstDevice, dstPitch, uc, Width, Height);
}

CUresult bd_cuMemsetD2D8_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8_ptds)(dstDevice, dstPitch, uc, Width, Height);
    return bd_gen_slow_cuMemsetD2D8_ptds(__builtin_return_address(0), bd, dstDevice, dstPitch, uc, Width, Height);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D16(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    bd_call_t bd_call = {"cuMemsetD2D16", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16)(dstDevice, dstPitch, us, Width, Height);
}

CUresult bd_cuMemsetD2D16(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16)(dstDevice, dstPitch, us, Width, Height);
    return bd_gen_slow_cuMemsetD2D16(__builtin_return_address(0), bd, dstDevice, dstPitch, us, Width, Height);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D16_ptds(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    bd_call_t bd_call = {"cuMemsetD2D16", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16_ptds)(dstDevice, dstPitch, us, Width, Height);
}

CUresult bd_cuMemsetD2D16_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16_ptds)(dstDevice, dstPitch, us, Width, Height);
    return bd_gen_slow_cuMemsetD2D16_ptds(__builtin_return_address(0), bd, dstDevice, dstPitch, us, Width, Height);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D32(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    bd_call_t bd_call = {"cuMemsetD2D32", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32)(dstDevice, dstPitch, ui, Width, Height);
}

CUresult bd_cuMemsetD2D32(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32)(dstDevice, dstPitch, ui, Width, Height);
    return bd_gen_slow_cuMemsetD2D32(__builtin_return_address(0), bd, dstDevice, dstPitch, ui, Width, Height);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D32_ptds(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    bd_call_t bd_call = {"cuMemsetD2D32", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32_ptds)(dstDevice, dstPitch, ui, Width, Height);
}

CUresult bd_cuMemsetD2D32_ptds(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32_ptds)(dstDevice, dstPitch, ui, Width, Height);
    return bd_gen_slow_cuMemsetD2D32_ptds(__builtin_return_address(0), bd, dstDevice, dstPitch, ui, Width, Height);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD8Async(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD8Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8Async)(dstDevice, uc, N, hStream);
}

CUresult bd_cuMemsetD8Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8Async)(dstDevice, uc, N, hStream);
    return bd_gen_slow_cuMemsetD8Async(__builtin_return_address(0), bd, dstDevice, uc, N, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD8Async_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD8Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8Async_ptsz)(dstDevice, uc, N, hStream);
}

CUresult bd_cuMemsetD8Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD8Async_ptsz)(dstDevice, uc, N, hStream);
    return bd_gen_slow_cuMemsetD8Async_ptsz(__builtin_return_address(0), bd, dstDevice, uc, N, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD16Async(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD16Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16Async)(dstDevice, us, N, hStream);
}

CUresult bd_cuMemsetD16Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16Async)(dstDevice, us, N, hStream);
    return bd_gen_slow_cuMemsetD16Async(__builtin_return_address(0), bd, dstDevice, us, N, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD16Async_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD16Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16Async_ptsz)(dstDevice, us, N, hStream);
}

CUresult bd_cuMemsetD16Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD16Async_ptsz)(dstDevice, us, N, hStream);
    return bd_gen_slow_cuMemsetD16Async_ptsz(__builtin_return_address(0), bd, dstDevice, us, N, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD32Async(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD32Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32Async)(dstDevice, ui, N, hStream);
}

CUresult bd_cuMemsetD32Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32Async)(dstDevice, ui, N, hStream);
    return bd_gen_slow_cuMemsetD32Async(__builtin_return_address(0), bd, dstDevice, ui, N, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD32Async_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD32Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32Async_ptsz)(dstDevice, ui, N, hStream);
}

CUresult bd_cuMemsetD32Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD32Async_ptsz)(dstDevice, ui, N, hStream);
    return bd_gen_slow_cuMemsetD32Async_ptsz(__builtin_return_address(0), bd, dstDevice, ui, N, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D8Async(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD2D8Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8Async)(dstDevice, dstPitch, uc, Width, Height, hStream);
}

CUresult bd_cuMemsetD2D8Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8Async)(dstDevice, dstPitch, uc, Width, Height, hStream);
    return bd_gen_slow_cuMemsetD2D8Async(__builtin_return_address(0), bd, dstDevice, dstPitch, uc, Width, Height, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D8Async_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD2D8Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8Async_ptsz)(dstDevice, dstPitch, uc, Width, Height, hStream);
}

CUresult bd_cuMemsetD2D8Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D8Async_ptsz)(dstDevice, dstPitch, uc, Width, Height, hStream);
    return bd_gen_slow_cuMemsetD2D8Async_ptsz(__builtin_return_address(0), bd, dstDevice, dstPitch, uc, Width, Height, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D16Async(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD2D16Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16Async)(dstDevice, dstPitch, us, Width, Height, hStream);
}

CUresult bd_cuMemsetD2D16Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16Async)(dstDevice, dstPitch, us, Width, Height, hStream);
    return bd_gen_slow_cuMemsetD2D16Async(__builtin_return_address(0), bd, dstDevice, dstPitch, us, Width, Height, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D16Async_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD2D16Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16Async_ptsz)(dstDevice, dstPitch, us, Width, Height, hStream);
}

CUresult bd_cuMemsetD2D16Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D16Async_ptsz)(dstDevice, dstPitch, us, Width, Height, hStream);
    return bd_gen_slow_cuMemsetD2D16Async_ptsz(__builtin_return_address(0), bd, dstDevice, dstPitch, us, Width, Height, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D32Async(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD2D32Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32Async)(dstDevice, dstPitch, ui, Width, Height, hStream);
}

CUresult bd_cuMemsetD2D32Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32Async)(dstDevice, dstPitch, ui, Width, Height, hStream);
    return bd_gen_slow_cuMemsetD2D32Async(__builtin_return_address(0), bd, dstDevice, dstPitch, ui, Width, Height, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemsetD2D32Async_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemsetD2D32Async", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32Async_ptsz)(dstDevice, dstPitch, ui, Width, Height, hStream);
}

CUresult bd_cuMemsetD2D32Async_ptsz(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemsetD2D32Async_ptsz)(dstDevice, dstPitch, ui, Width, Height, hStream);
    return bd_gen_slow_cuMemsetD2D32Async_ptsz(__builtin_return_address(0), bd, dstDevice, dstPitch, ui, Width, Height, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuArrayCreate(const void *bd_caller, bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    bd_call_t bd_call = {"cuArrayCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayCreate)(pHandle, pAllocateArray);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_ARRAY, BD_HANDLE_VALUE(*pHandle), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuArrayCreate(bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayCreate)(pHandle, pAllocateArray);
    return bd_gen_slow_cuArrayCreate(__builtin_return_address(0), bd, pHandle, pAllocateArray);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuArrayGetDescriptor(const void *bd_caller, bound_dev_t *bd, CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    bd_call_t bd_call = {"cuArrayGetDescriptor", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetDescriptor)(pArrayDescriptor, hArray);
}

CUresult bd_cuArrayGetDescriptor(bound_dev_t *bd, CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetDescriptor)(pArrayDescriptor, hArray);
    return bd_gen_slow_cuArrayGetDescriptor(__builtin_return_address(0), bd, pArrayDescriptor, hArray);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuArrayGetSparseProperties(const void *bd_caller, bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    bd_call_t bd_call = {"cuArrayGetSparseProperties", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"array", BD_KIND_ARRAY, BD_HANDLE_VALUE(array)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetSparseProperties)(sparseProperties, array);
}

CUresult bd_cuArrayGetSparseProperties(bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetSparseProperties)(sparseProperties, array);
    return bd_gen_slow_cuArrayGetSparseProperties(__builtin_return_address(0), bd, sparseProperties, array);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMipmappedArrayGetSparseProperties(const void *bd_caller, bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    bd_call_t bd_call = {"cuMipmappedArrayGetSparseProperties", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"mipmap", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(mipmap)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetSparseProperties)(sparseProperties, mipmap);
}

CUresult bd_cuMipmappedArrayGetSparseProperties(bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetSparseProperties)(sparseProperties, mipmap);
    return bd_gen_slow_cuMipmappedArrayGetSparseProperties(__builtin_return_address(0), bd, sparseProperties, mipmap);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuArrayGetMemoryRequirements(const void *bd_caller, bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    bd_call_t bd_call = {"cuArrayGetMemoryRequirements", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"array", BD_KIND_ARRAY, BD_HANDLE_VALUE(array)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetMemoryRequirements)(memoryRequirements, array, device);
}

CUresult bd_cuArrayGetMemoryRequirements(bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetMemoryRequirements)(memoryRequirements, array, device);
    return bd_gen_slow_cuArrayGetMemoryRequirements(__builtin_return_address(0), bd, memoryRequirements, array, device);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMipmappedArrayGetMemoryRequirements(const void *bd_caller, bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    bd_call_t bd_call = {"cuMipmappedArrayGetMemoryRequirements", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"mipmap", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(mipmap)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetMemoryRequirements)(memoryRequirements, mipmap, device);
}

CUresult bd_cuMipmappedArrayGetMemoryRequirements(bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetMemoryRequirements)(memoryRequirements, mipmap, device);
    return bd_gen_slow_cuMipmappedArrayGetMemoryRequirements(__builtin_return_address(0), bd, memoryRequirements, mipmap, device);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuArrayGetPlane(const void *bd_caller, bound_dev_t *bd, CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    bd_call_t bd_call = {"cuArrayGetPlane", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetPlane)(pPlaneArray, hArray, planeIdx);
}

CUresult bd_cuArrayGetPlane(bound_dev_t *bd, CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayGetPlane)(pPlaneArray, hArray, planeIdx);
    return bd_gen_slow_cuArrayGetPlane(__builtin_return_address(0), bd, pPlaneArray, hArray, planeIdx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuArrayDestroy(const void *bd_caller, bound_dev_t *bd, CUarray hArray)
{
    bd_call_t bd_call = {"cuArrayDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayDestroy)(hArray);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray));
        }
    }
    return bd_result;
}

CUresult bd_cuArrayDestroy(bound_dev_t *bd, CUarray hArray)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArrayDestroy)(hArray);
    return bd_gen_slow_cuArrayDestroy(__builtin_return_address(0), bd, hArray);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuArray3DCreate(const void *bd_caller, bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    bd_call_t bd_call = {"cuArray3DCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuArray3DCreate)(pHandle, pAllocateArray);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_ARRAY, BD_HANDLE_VALUE(*pHandle), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuArray3DCreate(bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArray3DCreate)(pHandle, pAllocateArray);
    return bd_gen_slow_cuArray3DCreate(__builtin_return_address(0), bd, pHandle, pAllocateArray);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuArray3DGetDescriptor(const void *bd_caller, bound_dev_t *bd, CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    bd_call_t bd_call = {"cuArray3DGetDescriptor", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArray3DGetDescriptor)(pArrayDescriptor, hArray);
}

CUresult bd_cuArray3DGetDescriptor(bound_dev_t *bd, CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuArray3DGetDescriptor)(pArrayDescriptor, hArray);
    return bd_gen_slow_cuArray3DGetDescriptor(__builtin_return_address(0), bd, pArrayDescriptor, hArray);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMipmappedArrayCreate(const void *bd_caller, bound_dev_t *bd, CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    bd_call_t bd_call = {"cuMipmappedArrayCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayCreate)(pHandle, pMipmappedArrayDesc, numMipmapLevels);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(*pHandle), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuMipmappedArrayCreate(bound_dev_t *bd, CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayCreate)(pHandle, pMipmappedArrayDesc, numMipmapLevels);
    return bd_gen_slow_cuMipmappedArrayCreate(__builtin_return_address(0), bd, pHandle, pMipmappedArrayDesc, numMipmapLevels);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMipmappedArrayGetLevel(const void *bd_caller, bound_dev_t *bd, CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    bd_call_t bd_call = {"cuMipmappedArrayGetLevel", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hMipmappedArray", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(hMipmappedArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetLevel)(pLevelArray, hMipmappedArray, level);
}

CUresult bd_cuMipmappedArrayGetLevel(bound_dev_t *bd, CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayGetLevel)(pLevelArray, hMipmappedArray, level);
    return bd_gen_slow_cuMipmappedArrayGetLevel(__builtin_return_address(0), bd, pLevelArray, hMipmappedArray, level);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMipmappedArrayDestroy(const void *bd_caller, bound_dev_t *bd, CUmipmappedArray hMipmappedArray)
{
    bd_call_t bd_call = {"cuMipmappedArrayDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hMipmappedArray", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(hMipmappedArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayDestroy)(hMipmappedArray);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(hMipmappedArray));
        }
    }
    return bd_result;
}

CUresult bd_cuMipmappedArrayDestroy(bound_dev_t *bd, CUmipmappedArray hMipmappedArray)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMipmappedArrayDestroy)(hMipmappedArray);
    return bd_gen_slow_cuMipmappedArrayDestroy(__builtin_return_address(0), bd, hMipmappedArray);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemGetHandleForAddressRange(const void *bd_caller, bound_dev_t *bd, void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    bd_call_t bd_call = {"cuMemGetHandleForAddressRange", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetHandleForAddressRange)(handle, dptr, size, handleType, flags);
}

CUresult bd_cuMemGetHandleForAddressRange(bound_dev_t *bd, void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetHandleForAddressRange)(handle, dptr, size, handleType, flags);
    return bd_gen_slow_cuMemGetHandleForAddressRange(__builtin_return_address(0), bd, handle, dptr, size, handleType, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemBatchDecompressAsync(const void *bd_caller, bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    bd_call_t bd_call = {"cuMemBatchDecompressAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemBatchDecompressAsync)(paramsArray, count, flags, errorIndex, stream);
}

CUresult bd_cuMemBatchDecompressAsync(bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemBatchDecompressAsync)(paramsArray, count, flags, errorIndex, stream);
    return bd_gen_slow_cuMemBatchDecompressAsync(__builtin_return_address(0), bd, paramsArray, count, flags, errorIndex, stream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemBatchDecompressAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    bd_call_t bd_call = {"cuMemBatchDecompressAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemBatchDecompressAsync_ptsz)(paramsArray, count, flags, errorIndex, stream);
}

CUresult bd_cuMemBatchDecompressAsync_ptsz(bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemBatchDecompressAsync_ptsz)(paramsArray, count, flags, errorIndex, stream);
    return bd_gen_slow_cuMemBatchDecompressAsync_ptsz(__builtin_return_address(0), bd, paramsArray, count, flags, errorIndex, stream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemAddressReserve(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    bd_call_t bd_call = {"cuMemAddressReserve", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAddressReserve)(ptr, size, alignment, addr, flags);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*ptr), (unsigned long long)(size));
        }
    }
    return bd_result;
}

CUresult bd_cuMemAddressReserve(bound_dev_t *bd, CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAddressReserve)(ptr, size, alignment, addr, flags);
    return bd_gen_slow_cuMemAddressReserve(__builtin_return_address(0), bd, ptr, size, alignment, addr, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemAddressFree(const void *bd_caller, bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    bd_call_t bd_call = {"cuMemAddressFree", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAddressFree)(ptr, size);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr));
        }
    }
    return bd_result;
}

CUresult bd_cuMemAddressFree(bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAddressFree)(ptr, size);
    return bd_gen_slow_cuMemAddressFree(__builtin_return_address(0), bd, ptr, size);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemCreate(const void *bd_caller, bound_dev_t *bd, CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    bd_call_t bd_call = {"cuMemCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemCreate)(handle, size, prop, flags);
}

CUresult bd_cuMemCreate(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemCreate)(handle, size, prop, flags);
    return bd_gen_slow_cuMemCreate(__builtin_return_address(0), bd, handle, size, prop, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemRelease(const void *bd_caller, bound_dev_t *bd, CUmemGenericAllocationHandle handle)
{
    bd_call_t bd_call = {"cuMemRelease", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRelease)(handle);
}

CUresult bd_cuMemRelease(bound_dev_t *bd, CUmemGenericAllocationHandle handle)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRelease)(handle);
    return bd_gen_slow_cuMemRelease(__builtin_return_address(0), bd, handle);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemMap(const void *bd_caller, bound_dev_t *bd, CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    bd_call_t bd_call = {"cuMemMap", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMap)(ptr, size, offset, handle, flags);
}

CUresult bd_cuMemMap(bound_dev_t *bd, CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMap)(ptr, size, offset, handle, flags);
    return bd_gen_slow_cuMemMap(__builtin_return_address(0), bd, ptr, size, offset, handle, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemMapArrayAsync(const void *bd_caller, bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemMapArrayAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMapArrayAsync)(mapInfoList, count, hStream);
}

CUresult bd_cuMemMapArrayAsync(bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMapArrayAsync)(mapInfoList, count, hStream);
    return bd_gen_slow_cuMemMapArrayAsync(__builtin_return_address(0), bd, mapInfoList, count, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemMapArrayAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemMapArrayAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMapArrayAsync_ptsz)(mapInfoList, count, hStream);
}

CUresult bd_cuMemMapArrayAsync_ptsz(bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemMapArrayAsync_ptsz)(mapInfoList, count, hStream);
    return bd_gen_slow_cuMemMapArrayAsync_ptsz(__builtin_return_address(0), bd, mapInfoList, count, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemUnmap(const void *bd_caller, bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    bd_call_t bd_call = {"cuMemUnmap", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemUnmap)(ptr, size);
}

CUresult bd_cuMemUnmap(bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemUnmap)(ptr, size);
    return bd_gen_slow_cuMemUnmap(__builtin_return_address(0), bd, ptr, size);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemSetAccess(const void *bd_caller, bound_dev_t *bd, CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    bd_call_t bd_call = {"cuMemSetAccess", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemSetAccess)(ptr, size, desc, count);
}

CUresult bd_cuMemSetAccess(bound_dev_t *bd, CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemSetAccess)(ptr, size, desc, count);
    return bd_gen_slow_cuMemSetAccess(__builtin_return_address(0), bd, ptr, size, desc, count);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemGetAccess(const void *bd_caller, bound_dev_t *bd, unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    bd_call_t bd_call = {"cuMemGetAccess", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAccess)(flags, location, ptr);
}

CUresult bd_cuMemGetAccess(bound_dev_t *bd, unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAccess)(flags, location, ptr);
    return bd_gen_slow_cuMemGetAccess(__builtin_return_address(0), bd, flags, location, ptr);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemExportToShareableHandle(const void *bd_caller, bound_dev_t *bd, void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    bd_call_t bd_call = {"cuMemExportToShareableHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemExportToShareableHandle)(shareableHandle, handle, handleType, flags);
}

CUresult bd_cuMemExportToShareableHandle(bound_dev_t *bd, void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemExportToShareableHandle)(shareableHandle, handle, handleType, flags);
    return bd_gen_slow_cuMemExportToShareableHandle(__builtin_return_address(0), bd, shareableHandle, handle, handleType, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemImportFromShareableHandle(const void *bd_caller, bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType)
{
    bd_call_t bd_call = {"cuMemImportFromShareableHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemImportFromShareableHandle)(handle, osHandle, shHandleType);
}

CUresult bd_cuMemImportFromShareableHandle(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemImportFromShareableHandle)(handle, osHandle, shHandleType);
    return bd_gen_slow_cuMemImportFromShareableHandle(__builtin_return_address(0), bd, handle, osHandle, shHandleType);
}

CUresult bd_cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop, CUmemAllocationGranularity_flags option)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAllocationGranularity)(granularity, prop, option);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemGetAllocationPropertiesFromHandle(const void *bd_caller, bound_dev_t *bd, CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    bd_call_t bd_call = {"cuMemGetAllocationPropertiesFromHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAllocationPropertiesFromHandle)(prop, handle);
}

CUresult bd_cuMemGetAllocationPropertiesFromHandle(bound_dev_t *bd, CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetAllocationPropertiesFromHandle)(prop, handle);
    return bd_gen_slow_cuMemGetAllocationPropertiesFromHandle(__builtin_return_address(0), bd, prop, handle);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemRetainAllocationHandle(const void *bd_caller, bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *addr)
{
    bd_call_t bd_call = {"cuMemRetainAllocationHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRetainAllocationHandle)(handle, addr);
}

CUresult bd_cuMemRetainAllocationHandle(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *addr)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRetainAllocationHandle)(handle, addr);
    return bd_gen_slow_cuMemRetainAllocationHandle(__builtin_return_address(0), bd, handle, addr);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemFreeAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemFreeAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeAsync)(dptr, hStream);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr));
        }
    }
    return bd_result;
}

CUresult bd_cuMemFreeAsync(bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeAsync)(dptr, hStream);
    return bd_gen_slow_cuMemFreeAsync(__builtin_return_address(0), bd, dptr, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemFreeAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemFreeAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeAsync_ptsz)(dptr, hStream);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr));
        }
    }
    return bd_result;
}

CUresult bd_cuMemFreeAsync_ptsz(bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemFreeAsync_ptsz)(dptr, hStream);
    return bd_gen_slow_cuMemFreeAsync_ptsz(__builtin_return_address(0), bd, dptr, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemAllocAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemAllocAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocAsync)(dptr, bytesize, hStream);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(bytesize));
        }
    }
    return bd_result;
}

CUresult bd_cuMemAllocAsync(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocAsync)(dptr, bytesize, hStream);
    return bd_gen_slow_cuMemAllocAsync(__builtin_return_address(0), bd, dptr, bytesize, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemAllocAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemAllocAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocAsync_ptsz)(dptr, bytesize, hStream);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(bytesize));
        }
    }
    return bd_result;
}

CUresult bd_cuMemAllocAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocAsync_ptsz)(dptr, bytesize, hStream);
    return bd_gen_slow_cuMemAllocAsync_ptsz(__builtin_return_address(0), bd, dptr, bytesize, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPoolTrimTo(const void *bd_caller, bound_dev_t *bd, CUmemoryPool pool, size_t minBytesToKeep)
{
    bd_call_t bd_call = {"cuMemPoolTrimTo", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolTrimTo)(pool, minBytesToKeep);
}

CUresult bd_cuMemPoolTrimTo(bound_dev_t *bd, CUmemoryPool pool, size_t minBytesToKeep)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolTrimTo)(pool, minBytesToKeep);
    return bd_gen_slow_cuMemPoolTrimTo(__builtin_return_address(0), bd, pool, minBytesToKeep);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPoolSetAttribute(const void *bd_caller, bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    bd_call_t bd_call = {"cuMemPoolSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolSetAttribute)(pool, attr, value);
}

CUresult bd_cuMemPoolSetAttribute(bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolSetAttribute)(pool, attr, value);
    return bd_gen_slow_cuMemPoolSetAttribute(__builtin_return_address(0), bd, pool, attr, value);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPoolGetAttribute(const void *bd_caller, bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    bd_call_t bd_call = {"cuMemPoolGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolGetAttribute)(pool, attr, value);
}

CUresult bd_cuMemPoolGetAttribute(bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolGetAttribute)(pool, attr, value);
    return bd_gen_slow_cuMemPoolGetAttribute(__builtin_return_address(0), bd, pool, attr, value);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPoolSetAccess(const void *bd_caller, bound_dev_t *bd, CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    bd_call_t bd_call = {"cuMemPoolSetAccess", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolSetAccess)(pool, map, count);
}

CUresult bd_cuMemPoolSetAccess(bound_dev_t *bd, CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolSetAccess)(pool, map, count);
    return bd_gen_slow_cuMemPoolSetAccess(__builtin_return_address(0), bd, pool, map, count);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPoolGetAccess(const void *bd_caller, bound_dev_t *bd, CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    bd_call_t bd_call = {"cuMemPoolGetAccess", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolGetAccess)(flags, memPool, location);
}

CUresult bd_cuMemPoolGetAccess(bound_dev_t *bd, CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolGetAccess)(flags, memPool, location);
    return bd_gen_slow_cuMemPoolGetAccess(__builtin_return_address(0), bd, flags, memPool, location);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPoolCreate(const void *bd_caller, bound_dev_t *bd, CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    bd_call_t bd_call = {"cuMemPoolCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolCreate)(pool, poolProps);
}

CUresult bd_cuMemPoolCreate(bound_dev_t *bd, CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolCreate)(pool, poolProps);
    return bd_gen_slow_cuMemPoolCreate(__builtin_return_address(0), bd, pool, poolProps);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPoolDestroy(const void *bd_caller, bound_dev_t *bd, CUmemoryPool pool)
{
    bd_call_t bd_call = {"cuMemPoolDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolDestroy)(pool);
}

CUresult bd_cuMemPoolDestroy(bound_dev_t *bd, CUmemoryPool pool)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolDestroy)(pool);
    return bd_gen_slow_cuMemPoolDestroy(__builtin_return_address(0), bd, pool);
}

CUresult bd_cuMemGetDefaultMemPool(CUmemoryPool *pool_out, CUmemLocation *location, CUmemAllocationType type)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetDefaultMemPool)(pool_out, location, type);
}

CUresult bd_cuMemGetMemPool(CUmemoryPool *pool, CUmemLocation *location, CUmemAllocationType type)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemGetMemPool)(pool, location, type);
}

CUresult bd_cuMemSetMemPool(CUmemLocation *location, CUmemAllocationType type, CUmemoryPool pool)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemSetMemPool)(location, type, pool);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemAllocFromPoolAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemAllocFromPoolAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocFromPoolAsync)(dptr, bytesize, pool, hStream);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(bytesize));
        }
    }
    return bd_result;
}

CUresult bd_cuMemAllocFromPoolAsync(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocFromPoolAsync)(dptr, bytesize, pool, hStream);
    return bd_gen_slow_cuMemAllocFromPoolAsync(__builtin_return_address(0), bd, dptr, bytesize, pool, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemAllocFromPoolAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemAllocFromPoolAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocFromPoolAsync_ptsz)(dptr, bytesize, pool, hStream);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(bytesize));
        }
    }
    return bd_result;
}

CUresult bd_cuMemAllocFromPoolAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAllocFromPoolAsync_ptsz)(dptr, bytesize, pool, hStream);
    return bd_gen_slow_cuMemAllocFromPoolAsync_ptsz(__builtin_return_address(0), bd, dptr, bytesize, pool, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPoolExportToShareableHandle(const void *bd_caller, bound_dev_t *bd, void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    bd_call_t bd_call = {"cuMemPoolExportToShareableHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolExportToShareableHandle)(handle_out, pool, handleType, flags);
}

CUresult bd_cuMemPoolExportToShareableHandle(bound_dev_t *bd, void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolExportToShareableHandle)(handle_out, pool, handleType, flags);
    return bd_gen_slow_cuMemPoolExportToShareableHandle(__builtin_return_address(0), bd, handle_out, pool, handleType, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPoolImportFromShareableHandle(const void *bd_caller, bound_dev_t *bd, CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    bd_call_t bd_call = {"cuMemPoolImportFromShareableHandle", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolImportFromShareableHandle)(pool_out, handle, handleType, flags);
}

CUresult bd_cuMemPoolImportFromShareableHandle(bound_dev_t *bd, CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolImportFromShareableHandle)(pool_out, handle, handleType, flags);
    return bd_gen_slow_cuMemPoolImportFromShareableHandle(__builtin_return_address(0), bd, pool_out, handle, handleType, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPoolExportPointer(const void *bd_caller, bound_dev_t *bd, CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    bd_call_t bd_call = {"cuMemPoolExportPointer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolExportPointer)(shareData_out, ptr);
}

CUresult bd_cuMemPoolExportPointer(bound_dev_t *bd, CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolExportPointer)(shareData_out, ptr);
    return bd_gen_slow_cuMemPoolExportPointer(__builtin_return_address(0), bd, shareData_out, ptr);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPoolImportPointer(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    bd_call_t bd_call = {"cuMemPoolImportPointer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolImportPointer)(ptr_out, pool, shareData);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*ptr_out), (unsigned long long)(1));
        }
    }
    return bd_result;
}

CUresult bd_cuMemPoolImportPointer(bound_dev_t *bd, CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPoolImportPointer)(ptr_out, pool, shareData);
    return bd_gen_slow_cuMemPoolImportPointer(__builtin_return_address(0), bd, ptr_out, pool, shareData);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMulticastCreate(const void *bd_caller, bound_dev_t *bd, CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    bd_call_t bd_call = {"cuMulticastCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastCreate)(mcHandle, prop);
}

CUresult bd_cuMulticastCreate(bound_dev_t *bd, CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastCreate)(mcHandle, prop);
    return bd_gen_slow_cuMulticastCreate(__builtin_return_address(0), bd, mcHandle, prop);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMulticastAddDevice(const void *bd_caller, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    bd_call_t bd_call = {"cuMulticastAddDevice", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastAddDevice)(mcHandle, dev);
}

CUresult bd_cuMulticastAddDevice(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastAddDevice)(mcHandle, dev);
    return bd_gen_slow_cuMulticastAddDevice(__builtin_return_address(0), bd, mcHandle, dev);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMulticastBindMem(const void *bd_caller, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags)
{
    bd_call_t bd_call = {"cuMulticastBindMem", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastBindMem)(mcHandle, mcOffset, memHandle, memOffset, size, flags);
}

CUresult bd_cuMulticastBindMem(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastBindMem)(mcHandle, mcOffset, memHandle, memOffset, size, flags);
    return bd_gen_slow_cuMulticastBindMem(__builtin_return_address(0), bd, mcHandle, mcOffset, memHandle, memOffset, size, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMulticastBindAddr(const void *bd_caller, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    bd_call_t bd_call = {"cuMulticastBindAddr", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"memptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(memptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastBindAddr)(mcHandle, mcOffset, memptr, size, flags);
}

CUresult bd_cuMulticastBindAddr(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastBindAddr)(mcHandle, mcOffset, memptr, size, flags);
    return bd_gen_slow_cuMulticastBindAddr(__builtin_return_address(0), bd, mcHandle, mcOffset, memptr, size, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMulticastUnbind(const void *bd_caller, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    bd_call_t bd_call = {"cuMulticastUnbind", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastUnbind)(mcHandle, dev, mcOffset, size);
}

CUresult bd_cuMulticastUnbind(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastUnbind)(mcHandle, dev, mcOffset, size);
    return bd_gen_slow_cuMulticastUnbind(__builtin_return_address(0), bd, mcHandle, dev, mcOffset, size);
}

CUresult bd_cuMulticastGetGranularity(size_t *granularity, const CUmulticastObjectProp *prop, CUmulticastGranularity_flags option)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMulticastGetGranularity)(granularity, prop, option);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuPointerGetAttribute(const void *bd_caller, bound_dev_t *bd, void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    bd_call_t bd_call = {"cuPointerGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerGetAttribute)(data, attribute, ptr);
}

CUresult bd_cuPointerGetAttribute(bound_dev_t *bd, void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerGetAttribute)(data, attribute, ptr);
    return bd_gen_slow_cuPointerGetAttribute(__builtin_return_address(0), bd, data, attribute, ptr);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPrefetchAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemPrefetchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchAsync)(devPtr, count, location, flags, hStream);
}

CUresult bd_cuMemPrefetchAsync(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchAsync)(devPtr, count, location, flags, hStream);
    return bd_gen_slow_cuMemPrefetchAsync(__builtin_return_address(0), bd, devPtr, count, location, flags, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPrefetchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemPrefetchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchAsync_ptsz)(devPtr, count, location, flags, hStream);
}

CUresult bd_cuMemPrefetchAsync_ptsz(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchAsync_ptsz)(devPtr, count, location, flags, hStream);
    return bd_gen_slow_cuMemPrefetchAsync_ptsz(__builtin_return_address(0), bd, devPtr, count, location, flags, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemAdvise(const void *bd_caller, bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    bd_call_t bd_call = {"cuMemAdvise", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAdvise)(devPtr, count, advice, location);
}

CUresult bd_cuMemAdvise(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAdvise)(devPtr, count, advice, location);
    return bd_gen_slow_cuMemAdvise(__builtin_return_address(0), bd, devPtr, count, advice, location);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPrefetchBatchAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemPrefetchBatchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

CUresult bd_cuMemPrefetchBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    return bd_gen_slow_cuMemPrefetchBatchAsync(__builtin_return_address(0), bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemPrefetchBatchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemPrefetchBatchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

CUresult bd_cuMemPrefetchBatchAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    return bd_gen_slow_cuMemPrefetchBatchAsync_ptsz(__builtin_return_address(0), bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemDiscardBatchAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemDiscardBatchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardBatchAsync)(dptrs, sizes, count, flags, hStream);
}

CUresult bd_cuMemDiscardBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardBatchAsync)(dptrs, sizes, count, flags, hStream);
    return bd_gen_slow_cuMemDiscardBatchAsync(__builtin_return_address(0), bd, dptrs, sizes, count, flags, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemDiscardBatchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemDiscardBatchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardBatchAsync_ptsz)(dptrs, sizes, count, flags, hStream);
}

CUresult bd_cuMemDiscardBatchAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardBatchAsync_ptsz)(dptrs, sizes, count, flags, hStream);
    return bd_gen_slow_cuMemDiscardBatchAsync_ptsz(__builtin_return_address(0), bd, dptrs, sizes, count, flags, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemDiscardAndPrefetchBatchAsync(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemDiscardAndPrefetchBatchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardAndPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

CUresult bd_cuMemDiscardAndPrefetchBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardAndPrefetchBatchAsync)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    return bd_gen_slow_cuMemDiscardAndPrefetchBatchAsync(__builtin_return_address(0), bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemDiscardAndPrefetchBatchAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    bd_call_t bd_call = {"cuMemDiscardAndPrefetchBatchAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardAndPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

CUresult bd_cuMemDiscardAndPrefetchBatchAsync_ptsz(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemDiscardAndPrefetchBatchAsync_ptsz)(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    return bd_gen_slow_cuMemDiscardAndPrefetchBatchAsync_ptsz(__builtin_return_address(0), bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemRangeGetAttribute(const void *bd_caller, bound_dev_t *bd, void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    bd_call_t bd_call = {"cuMemRangeGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRangeGetAttribute)(data, dataSize, attribute, devPtr, count);
}

CUresult bd_cuMemRangeGetAttribute(bound_dev_t *bd, void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRangeGetAttribute)(data, dataSize, attribute, devPtr, count);
    return bd_gen_slow_cuMemRangeGetAttribute(__builtin_return_address(0), bd, data, dataSize, attribute, devPtr, count);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuMemRangeGetAttributes(const void *bd_caller, bound_dev_t *bd, void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    bd_call_t bd_call = {"cuMemRangeGetAttributes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRangeGetAttributes)(data, dataSizes, attributes, numAttributes, devPtr, count);
}

CUresult bd_cuMemRangeGetAttributes(bound_dev_t *bd, void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemRangeGetAttributes)(data, dataSizes, attributes, numAttributes, devPtr, count);
    return bd_gen_slow_cuMemRangeGetAttributes(__builtin_return_address(0), bd, data, dataSizes, attributes, numAttributes, devPtr, count);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuPointerSetAttribute(const void *bd_caller, bound_dev_t *bd, const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    bd_call_t bd_call = {"cuPointerSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerSetAttribute)(value, attribute, ptr);
}

CUresult bd_cuPointerSetAttribute(bound_dev_t *bd, const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerSetAttribute)(value, attribute, ptr);
    return bd_gen_slow_cuPointerSetAttribute(__builtin_return_address(0), bd, value, attribute, ptr);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuPointerGetAttributes(const void *bd_caller, bound_dev_t *bd, unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    bd_call_t bd_call = {"cuPointerGetAttributes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerGetAttributes)(numAttributes, attributes, data, ptr);
}

CUresult bd_cuPointerGetAttributes(bound_dev_t *bd, unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuPointerGetAttributes)(numAttributes, attributes, data, ptr);
    return bd_gen_slow_cuPointerGetAttributes(__builtin_return_address(0), bd, numAttributes, attributes, data, ptr);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamCreate(const void *bd_caller, bound_dev_t *bd, CUstream *phStream, unsigned int Flags)
{
    bd_call_t bd_call = {"cuStreamCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCreate)(phStream, Flags);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(*phStream), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuStreamCreate(bound_dev_t *bd, CUstream *phStream, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCreate)(phStream, Flags);
    return bd_gen_slow_cuStreamCreate(__builtin_return_address(0), bd, phStream, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamCreateWithPriority(const void *bd_caller, bound_dev_t *bd, CUstream *phStream, unsigned int flags, int priority)
{
    bd_call_t bd_call = {"cuStreamCreateWithPriority", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCreateWithPriority)(phStream, flags, priority);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(*phStream), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuStreamCreateWithPriority(bound_dev_t *bd, CUstream *phStream, unsigned int flags, int priority)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCreateWithPriority)(phStream, flags, priority);
    return bd_gen_slow_cuStreamCreateWithPriority(__builtin_return_address(0), bd, phStream, flags, priority);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetPriority(const void *bd_caller, bound_dev_t *bd, CUstream hStream, int *priority)
{
    bd_call_t bd_call = {"cuStreamGetPriority", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetPriority)(hStream, priority);
}

CUresult bd_cuStreamGetPriority(bound_dev_t *bd, CUstream hStream, int *priority)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetPriority)(hStream, priority);
    return bd_gen_slow_cuStreamGetPriority(__builtin_return_address(0), bd, hStream, priority);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetPriority_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, int *priority)
{
    bd_call_t bd_call = {"cuStreamGetPriority", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetPriority_ptsz)(hStream, priority);
}

CUresult bd_cuStreamGetPriority_ptsz(bound_dev_t *bd, CUstream hStream, int *priority)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetPriority_ptsz)(hStream, priority);
    return bd_gen_slow_cuStreamGetPriority_ptsz(__builtin_return_address(0), bd, hStream, priority);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetDevice(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUdevice *device)
{
    bd_call_t bd_call = {"cuStreamGetDevice", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetDevice)(hStream, device);
}

CUresult bd_cuStreamGetDevice(bound_dev_t *bd, CUstream hStream, CUdevice *device)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetDevice)(hStream, device);
    return bd_gen_slow_cuStreamGetDevice(__builtin_return_address(0), bd, hStream, device);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetDevice_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUdevice *device)
{
    bd_call_t bd_call = {"cuStreamGetDevice", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetDevice_ptsz)(hStream, device);
}

CUresult bd_cuStreamGetDevice_ptsz(bound_dev_t *bd, CUstream hStream, CUdevice *device)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetDevice_ptsz)(hStream, device);
    return bd_gen_slow_cuStreamGetDevice_ptsz(__builtin_return_address(0), bd, hStream, device);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetFlags(const void *bd_caller, bound_dev_t *bd, CUstream hStream, unsigned int *flags)
{
    bd_call_t bd_call = {"cuStreamGetFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetFlags)(hStream, flags);
}

CUresult bd_cuStreamGetFlags(bound_dev_t *bd, CUstream hStream, unsigned int *flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetFlags)(hStream, flags);
    return bd_gen_slow_cuStreamGetFlags(__builtin_return_address(0), bd, hStream, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetFlags_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, unsigned int *flags)
{
    bd_call_t bd_call = {"cuStreamGetFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetFlags_ptsz)(hStream, flags);
}

CUresult bd_cuStreamGetFlags_ptsz(bound_dev_t *bd, CUstream hStream, unsigned int *flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetFlags_ptsz)(hStream, flags);
    return bd_gen_slow_cuStreamGetFlags_ptsz(__builtin_return_address(0), bd, hStream, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetId(const void *bd_caller, bound_dev_t *bd, CUstream hStream, unsigned long long *streamId)
{
    bd_call_t bd_call = {"cuStreamGetId", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetId)(hStream, streamId);
}

CUresult bd_cuStreamGetId(bound_dev_t *bd, CUstream hStream, unsigned long long *streamId)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetId)(hStream, streamId);
    return bd_gen_slow_cuStreamGetId(__builtin_return_address(0), bd, hStream, streamId);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetId_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, unsigned long long *streamId)
{
    bd_call_t bd_call = {"cuStreamGetId", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetId_ptsz)(hStream, streamId);
}

CUresult bd_cuStreamGetId_ptsz(bound_dev_t *bd, CUstream hStream, unsigned long long *streamId)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetId_ptsz)(hStream, streamId);
    return bd_gen_slow_cuStreamGetId_ptsz(__builtin_return_address(0), bd, hStream, streamId);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetCtx(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUcontext *pctx)
{
    bd_call_t bd_call = {"cuStreamGetCtx", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx)(hStream, pctx);
}

CUresult bd_cuStreamGetCtx(bound_dev_t *bd, CUstream hStream, CUcontext *pctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx)(hStream, pctx);
    return bd_gen_slow_cuStreamGetCtx(__builtin_return_address(0), bd, hStream, pctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetCtx_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUcontext *pctx)
{
    bd_call_t bd_call = {"cuStreamGetCtx", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_ptsz)(hStream, pctx);
}

CUresult bd_cuStreamGetCtx_ptsz(bound_dev_t *bd, CUstream hStream, CUcontext *pctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_ptsz)(hStream, pctx);
    return bd_gen_slow_cuStreamGetCtx_ptsz(__builtin_return_address(0), bd, hStream, pctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetCtx_v2(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    bd_call_t bd_call = {"cuStreamGetCtx_v2", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_v2)(hStream, pCtx, pGreenCtx);
}

CUresult bd_cuStreamGetCtx_v2(bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_v2)(hStream, pCtx, pGreenCtx);
    return bd_gen_slow_cuStreamGetCtx_v2(__builtin_return_address(0), bd, hStream, pCtx, pGreenCtx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetCtx_v2_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    bd_call_t bd_call = {"cuStreamGetCtx_v2", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_v2_ptsz)(hStream, pCtx, pGreenCtx);
}

CUresult bd_cuStreamGetCtx_v2_ptsz(bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCtx_v2_ptsz)(hStream, pCtx, pGreenCtx);
    return bd_gen_slow_cuStreamGetCtx_v2_ptsz(__builtin_return_address(0), bd, hStream, pCtx, pGreenCtx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamWaitEvent(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    bd_call_t bd_call = {"cuStreamWaitEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitEvent)(hStream, hEvent, Flags);
}

CUresult bd_cuStreamWaitEvent(bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitEvent)(hStream, hEvent, Flags);
    return bd_gen_slow_cuStreamWaitEvent(__builtin_return_address(0), bd, hStream, hEvent, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamWaitEvent_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    bd_call_t bd_call = {"cuStreamWaitEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitEvent_ptsz)(hStream, hEvent, Flags);
}

CUresult bd_cuStreamWaitEvent_ptsz(bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitEvent_ptsz)(hStream, hEvent, Flags);
    return bd_gen_slow_cuStreamWaitEvent_ptsz(__builtin_return_address(0), bd, hStream, hEvent, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamAddCallback(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamAddCallback", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAddCallback)(hStream, callback, userData, flags);
}

CUresult bd_cuStreamAddCallback(bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAddCallback)(hStream, callback, userData, flags);
    return bd_gen_slow_cuStreamAddCallback(__builtin_return_address(0), bd, hStream, callback, userData, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamAddCallback_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamAddCallback", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAddCallback_ptsz)(hStream, callback, userData, flags);
}

CUresult bd_cuStreamAddCallback_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAddCallback_ptsz)(hStream, callback, userData, flags);
    return bd_gen_slow_cuStreamAddCallback_ptsz(__builtin_return_address(0), bd, hStream, callback, userData, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamBeginCapture(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode)
{
    bd_call_t bd_call = {"cuStreamBeginCapture", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCapture)(hStream, mode);
}

CUresult bd_cuStreamBeginCapture(bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCapture)(hStream, mode);
    return bd_gen_slow_cuStreamBeginCapture(__builtin_return_address(0), bd, hStream, mode);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamBeginCapture_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode)
{
    bd_call_t bd_call = {"cuStreamBeginCapture", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCapture_ptsz)(hStream, mode);
}

CUresult bd_cuStreamBeginCapture_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCapture_ptsz)(hStream, mode);
    return bd_gen_slow_cuStreamBeginCapture_ptsz(__builtin_return_address(0), bd, hStream, mode);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamBeginCaptureToGraph(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    bd_call_t bd_call = {"cuStreamBeginCaptureToGraph", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCaptureToGraph)(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}

CUresult bd_cuStreamBeginCaptureToGraph(bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCaptureToGraph)(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
    return bd_gen_slow_cuStreamBeginCaptureToGraph(__builtin_return_address(0), bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamBeginCaptureToGraph_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    bd_call_t bd_call = {"cuStreamBeginCaptureToGraph", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCaptureToGraph_ptsz)(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}

CUresult bd_cuStreamBeginCaptureToGraph_ptsz(bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBeginCaptureToGraph_ptsz)(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
    return bd_gen_slow_cuStreamBeginCaptureToGraph_ptsz(__builtin_return_address(0), bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}

CUresult bd_cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuThreadExchangeStreamCaptureMode)(mode);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamEndCapture(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUgraph *phGraph)
{
    bd_call_t bd_call = {"cuStreamEndCapture", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamEndCapture)(hStream, phGraph);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(*phGraph), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuStreamEndCapture(bound_dev_t *bd, CUstream hStream, CUgraph *phGraph)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamEndCapture)(hStream, phGraph);
    return bd_gen_slow_cuStreamEndCapture(__builtin_return_address(0), bd, hStream, phGraph);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamEndCapture_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUgraph *phGraph)
{
    bd_call_t bd_call = {"cuStreamEndCapture", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamEndCapture_ptsz)(hStream, phGraph);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(*phGraph), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuStreamEndCapture_ptsz(bound_dev_t *bd, CUstream hStream, CUgraph *phGraph)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamEndCapture_ptsz)(hStream, phGraph);
    return bd_gen_slow_cuStreamEndCapture_ptsz(__builtin_return_address(0), bd, hStream, phGraph);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamIsCapturing(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    bd_call_t bd_call = {"cuStreamIsCapturing", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamIsCapturing)(hStream, captureStatus);
}

CUresult bd_cuStreamIsCapturing(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamIsCapturing)(hStream, captureStatus);
    return bd_gen_slow_cuStreamIsCapturing(__builtin_return_address(0), bd, hStream, captureStatus);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamIsCapturing_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    bd_call_t bd_call = {"cuStreamIsCapturing", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamIsCapturing_ptsz)(hStream, captureStatus);
}

CUresult bd_cuStreamIsCapturing_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamIsCapturing_ptsz)(hStream, captureStatus);
    return bd_gen_slow_cuStreamIsCapturing_ptsz(__builtin_return_address(0), bd, hStream, captureStatus);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetCaptureInfo(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    bd_call_t bd_call = {"cuStreamGetCaptureInfo", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCaptureInfo)(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

CUresult bd_cuStreamGetCaptureInfo(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCaptureInfo)(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    return bd_gen_slow_cuStreamGetCaptureInfo(__builtin_return_address(0), bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetCaptureInfo_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    bd_call_t bd_call = {"cuStreamGetCaptureInfo", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCaptureInfo_ptsz)(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

CUresult bd_cuStreamGetCaptureInfo_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetCaptureInfo_ptsz)(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    return bd_gen_slow_cuStreamGetCaptureInfo_ptsz(__builtin_return_address(0), bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamUpdateCaptureDependencies(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamUpdateCaptureDependencies", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamUpdateCaptureDependencies)(hStream, dependencies, dependencyData, numDependencies, flags);
}

CUresult bd_cuStreamUpdateCaptureDependencies(bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamUpdateCaptureDependencies)(hStream, dependencies, dependencyData, numDependencies, flags);
    return bd_gen_slow_cuStreamUpdateCaptureDependencies(__builtin_return_address(0), bd, hStream, dependencies, dependencyData, numDependencies, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamUpdateCaptureDependencies_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamUpdateCaptureDependencies", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamUpdateCaptureDependencies_ptsz)(hStream, dependencies, dependencyData, numDependencies, flags);
}

CUresult bd_cuStreamUpdateCaptureDependencies_ptsz(bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamUpdateCaptureDependencies_ptsz)(hStream, dependencies, dependencyData, numDependencies, flags);
    return bd_gen_slow_cuStreamUpdateCaptureDependencies_ptsz(__builtin_return_address(0), bd, hStream, dependencies, dependencyData, numDependencies, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamAttachMemAsync(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamAttachMemAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAttachMemAsync)(hStream, dptr, length, flags);
}

CUresult bd_cuStreamAttachMemAsync(bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAttachMemAsync)(hStream, dptr, length, flags);
    return bd_gen_slow_cuStreamAttachMemAsync(__builtin_return_address(0), bd, hStream, dptr, length, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamAttachMemAsync_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamAttachMemAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAttachMemAsync_ptsz)(hStream, dptr, length, flags);
}

CUresult bd_cuStreamAttachMemAsync_ptsz(bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamAttachMemAsync_ptsz)(hStream, dptr, length, flags);
    return bd_gen_slow_cuStreamAttachMemAsync_ptsz(__builtin_return_address(0), bd, hStream, dptr, length, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamQuery(const void *bd_caller, bound_dev_t *bd, CUstream hStream)
{
    bd_call_t bd_call = {"cuStreamQuery", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamQuery)(hStream);
}

CUresult bd_cuStreamQuery(bound_dev_t *bd, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamQuery)(hStream);
    return bd_gen_slow_cuStreamQuery(__builtin_return_address(0), bd, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamQuery_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream)
{
    bd_call_t bd_call = {"cuStreamQuery", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamQuery_ptsz)(hStream);
}

CUresult bd_cuStreamQuery_ptsz(bound_dev_t *bd, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamQuery_ptsz)(hStream);
    return bd_gen_slow_cuStreamQuery_ptsz(__builtin_return_address(0), bd, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamSynchronize(const void *bd_caller, bound_dev_t *bd, CUstream hStream)
{
    bd_call_t bd_call = {"cuStreamSynchronize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSynchronize)(hStream);
}

CUresult bd_cuStreamSynchronize(bound_dev_t *bd, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSynchronize)(hStream);
    return bd_gen_slow_cuStreamSynchronize(__builtin_return_address(0), bd, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamSynchronize_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream)
{
    bd_call_t bd_call = {"cuStreamSynchronize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSynchronize_ptsz)(hStream);
}

CUresult bd_cuStreamSynchronize_ptsz(bound_dev_t *bd, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSynchronize_ptsz)(hStream);
    return bd_gen_slow_cuStreamSynchronize_ptsz(__builtin_return_address(0), bd, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamDestroy(const void *bd_caller, bound_dev_t *bd, CUstream hStream)
{
    bd_call_t bd_call = {"cuStreamDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamDestroy)(hStream);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(hStream));
        }
    }
    return bd_result;
}

CUresult bd_cuStreamDestroy(bound_dev_t *bd, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamDestroy)(hStream);
    return bd_gen_slow_cuStreamDestroy(__builtin_return_address(0), bd, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamCopyAttributes(const void *bd_caller, bound_dev_t *bd, CUstream dst, CUstream src)
{
    bd_call_t bd_call = {"cuStreamCopyAttributes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dst", BD_KIND_STREAM, BD_HANDLE_VALUE(dst)},
            {"src", BD_KIND_STREAM, BD_HANDLE_VALUE(src)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCopyAttributes)(dst, src);
}

CUresult bd_cuStreamCopyAttributes(bound_dev_t *bd, CUstream dst, CUstream src)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCopyAttributes)(dst, src);
    return bd_gen_slow_cuStreamCopyAttributes(__builtin_return_address(0), bd, dst, src);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamCopyAttributes_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream dst, CUstream src)
{
    bd_call_t bd_call = {"cuStreamCopyAttributes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dst", BD_KIND_STREAM, BD_HANDLE_VALUE(dst)},
            {"src", BD_KIND_STREAM, BD_HANDLE_VALUE(src)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCopyAttributes_ptsz)(dst, src);
}

CUresult bd_cuStreamCopyAttributes_ptsz(bound_dev_t *bd, CUstream dst, CUstream src)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamCopyAttributes_ptsz)(dst, src);
    return bd_gen_slow_cuStreamCopyAttributes_ptsz(__builtin_return_address(0), bd, dst, src);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetAttribute(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    bd_call_t bd_call = {"cuStreamGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetAttribute)(hStream, attr, value_out);
}

CUresult bd_cuStreamGetAttribute(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetAttribute)(hStream, attr, value_out);
    return bd_gen_slow_cuStreamGetAttribute(__builtin_return_address(0), bd, hStream, attr, value_out);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetAttribute_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    bd_call_t bd_call = {"cuStreamGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetAttribute_ptsz)(hStream, attr, value_out);
}

CUresult bd_cuStreamGetAttribute_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetAttribute_ptsz)(hStream, attr, value_out);
    return bd_gen_slow_cuStreamGetAttribute_ptsz(__builtin_return_address(0), bd, hStream, attr, value_out);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamSetAttribute(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    bd_call_t bd_call = {"cuStreamSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSetAttribute)(hStream, attr, value);
}

CUresult bd_cuStreamSetAttribute(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSetAttribute)(hStream, attr, value);
    return bd_gen_slow_cuStreamSetAttribute(__builtin_return_address(0), bd, hStream, attr, value);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamSetAttribute_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    bd_call_t bd_call = {"cuStreamSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSetAttribute_ptsz)(hStream, attr, value);
}

CUresult bd_cuStreamSetAttribute_ptsz(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamSetAttribute_ptsz)(hStream, attr, value);
    return bd_gen_slow_cuStreamSetAttribute_ptsz(__builtin_return_address(0), bd, hStream, attr, value);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuEventCreate(const void *bd_caller, bound_dev_t *bd, CUevent *phEvent, unsigned int Flags)
{
    bd_call_t bd_call = {"cuEventCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventCreate)(phEvent, Flags);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_EVENT, BD_HANDLE_VALUE(*phEvent), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuEventCreate(bound_dev_t *bd, CUevent *phEvent, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventCreate)(phEvent, Flags);
    return bd_gen_slow_cuEventCreate(__builtin_return_address(0), bd, phEvent, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuEventRecord(const void *bd_caller, bound_dev_t *bd, CUevent hEvent, CUstream hStream)
{
    bd_call_t bd_call = {"cuEventRecord", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecord)(hEvent, hStream);
}

CUresult bd_cuEventRecord(bound_dev_t *bd, CUevent hEvent, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecord)(hEvent, hStream);
    return bd_gen_slow_cuEventRecord(__builtin_return_address(0), bd, hEvent, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuEventRecord_ptsz(const void *bd_caller, bound_dev_t *bd, CUevent hEvent, CUstream hStream)
{
    bd_call_t bd_call = {"cuEventRecord", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecord_ptsz)(hEvent, hStream);
}

CUresult bd_cuEventRecord_ptsz(bound_dev_t *bd, CUevent hEvent, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecord_ptsz)(hEvent, hStream);
    return bd_gen_slow_cuEventRecord_ptsz(__builtin_return_address(0), bd, hEvent, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuEventRecordWithFlags(const void *bd_caller, bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags)
{
    bd_call_t bd_call = {"cuEventRecordWithFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecordWithFlags)(hEvent, hStream, flags);
}

CUresult bd_cuEventRecordWithFlags(bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecordWithFlags)(hEvent, hStream, flags);
    return bd_gen_slow_cuEventRecordWithFlags(__builtin_return_address(0), bd, hEvent, hStream, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuEventRecordWithFlags_ptsz(const void *bd_caller, bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags)
{
    bd_call_t bd_call = {"cuEventRecordWithFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecordWithFlags_ptsz)(hEvent, hStream, flags);
}

CUresult bd_cuEventRecordWithFlags_ptsz(bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventRecordWithFlags_ptsz)(hEvent, hStream, flags);
    return bd_gen_slow_cuEventRecordWithFlags_ptsz(__builtin_return_address(0), bd, hEvent, hStream, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuEventQuery(const void *bd_caller, bound_dev_t *bd, CUevent hEvent)
{
    bd_call_t bd_call = {"cuEventQuery", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventQuery)(hEvent);
}

CUresult bd_cuEventQuery(bound_dev_t *bd, CUevent hEvent)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventQuery)(hEvent);
    return bd_gen_slow_cuEventQuery(__builtin_return_address(0), bd, hEvent);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuEventSynchronize(const void *bd_caller, bound_dev_t *bd, CUevent hEvent)
{
    bd_call_t bd_call = {"cuEventSynchronize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventSynchronize)(hEvent);
}

CUresult bd_cuEventSynchronize(bound_dev_t *bd, CUevent hEvent)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventSynchronize)(hEvent);
    return bd_gen_slow_cuEventSynchronize(__builtin_return_address(0), bd, hEvent);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuEventDestroy(const void *bd_caller, bound_dev_t *bd, CUevent hEvent)
{
    bd_call_t bd_call = {"cuEventDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventDestroy)(hEvent);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent));
        }
    }
    return bd_result;
}

CUresult bd_cuEventDestroy(bound_dev_t *bd, CUevent hEvent)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventDestroy)(hEvent);
    return bd_gen_slow_cuEventDestroy(__builtin_return_address(0), bd, hEvent);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuEventElapsedTime(const void *bd_caller, bound_dev_t *bd, float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    bd_call_t bd_call = {"cuEventElapsedTime", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStart", BD_KIND_EVENT, BD_HANDLE_VALUE(hStart)},
            {"hEnd", BD_KIND_EVENT, BD_HANDLE_VALUE(hEnd)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventElapsedTime)(pMilliseconds, hStart, hEnd);
}

CUresult bd_cuEventElapsedTime(bound_dev_t *bd, float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuEventElapsedTime)(pMilliseconds, hStart, hEnd);
    return bd_gen_slow_cuEventElapsedTime(__builtin_return_address(0), bd, pMilliseconds, hStart, hEnd);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuImportExternalMemory(const void *bd_caller, bound_dev_t *bd, CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    bd_call_t bd_call = {"cuImportExternalMemory", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuImportExternalMemory)(extMem_out, memHandleDesc);
}

CUresult bd_cuImportExternalMemory(bound_dev_t *bd, CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuImportExternalMemory)(extMem_out, memHandleDesc);
    return bd_gen_slow_cuImportExternalMemory(__builtin_return_address(0), bd, extMem_out, memHandleDesc);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuExternalMemoryGetMappedBuffer(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    bd_call_t bd_call = {"cuExternalMemoryGetMappedBuffer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuExternalMemoryGetMappedBuffer)(devPtr, extMem, bufferDesc);
}

CUresult bd_cuExternalMemoryGetMappedBuffer(bound_dev_t *bd, CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuExternalMemoryGetMappedBuffer)(devPtr, extMem, bufferDesc);
    return bd_gen_slow_cuExternalMemoryGetMappedBuffer(__builtin_return_address(0), bd, devPtr, extMem, bufferDesc);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuExternalMemoryGetMappedMipmappedArray(const void *bd_caller, bound_dev_t *bd, CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    bd_call_t bd_call = {"cuExternalMemoryGetMappedMipmappedArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuExternalMemoryGetMappedMipmappedArray)(mipmap, extMem, mipmapDesc);
}

CUresult bd_cuExternalMemoryGetMappedMipmappedArray(bound_dev_t *bd, CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuExternalMemoryGetMappedMipmappedArray)(mipmap, extMem, mipmapDesc);
    return bd_gen_slow_cuExternalMemoryGetMappedMipmappedArray(__builtin_return_address(0), bd, mipmap, extMem, mipmapDesc);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuDestroyExternalMemory(const void *bd_caller, bound_dev_t *bd, CUexternalMemory extMem)
{
    bd_call_t bd_call = {"cuDestroyExternalMemory", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDestroyExternalMemory)(extMem);
}

CUresult bd_cuDestroyExternalMemory(bound_dev_t *bd, CUexternalMemory extMem)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDestroyExternalMemory)(extMem);
    return bd_gen_slow_cuDestroyExternalMemory(__builtin_return_address(0), bd, extMem);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuImportExternalSemaphore(const void *bd_caller, bound_dev_t *bd, CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    bd_call_t bd_call = {"cuImportExternalSemaphore", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuImportExternalSemaphore)(extSem_out, semHandleDesc);
}

CUresult bd_cuImportExternalSemaphore(bound_dev_t *bd, CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuImportExternalSemaphore)(extSem_out, semHandleDesc);
    return bd_gen_slow_cuImportExternalSemaphore(__builtin_return_address(0), bd, extSem_out, semHandleDesc);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuSignalExternalSemaphoresAsync(const void *bd_caller, bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    bd_call_t bd_call = {"cuSignalExternalSemaphoresAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSignalExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream);
}

CUresult bd_cuSignalExternalSemaphoresAsync(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSignalExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream);
    return bd_gen_slow_cuSignalExternalSemaphoresAsync(__builtin_return_address(0), bd, extSemArray, paramsArray, numExtSems, stream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuSignalExternalSemaphoresAsync_ptsz(const void *bd_caller, bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    bd_call_t bd_call = {"cuSignalExternalSemaphoresAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSignalExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream);
}

CUresult bd_cuSignalExternalSemaphoresAsync_ptsz(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSignalExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream);
    return bd_gen_slow_cuSignalExternalSemaphoresAsync_ptsz(__builtin_return_address(0), bd, extSemArray, paramsArray, numExtSems, stream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuWaitExternalSemaphoresAsync(const void *bd_caller, bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    bd_call_t bd_call = {"cuWaitExternalSemaphoresAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuWaitExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream);
}

CUresult bd_cuWaitExternalSemaphoresAsync(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuWaitExternalSemaphoresAsync)(extSemArray, paramsArray, numExtSems, stream);
    return bd_gen_slow_cuWaitExternalSemaphoresAsync(__builtin_return_address(0), bd, extSemArray, paramsArray, numExtSems, stream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuWaitExternalSemaphoresAsync_ptsz(const void *bd_caller, bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    bd_call_t bd_call = {"cuWaitExternalSemaphoresAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuWaitExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream);
}

CUresult bd_cuWaitExternalSemaphoresAsync_ptsz(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuWaitExternalSemaphoresAsync_ptsz)(extSemArray, paramsArray, numExtSems, stream);
    return bd_gen_slow_cuWaitExternalSemaphoresAsync_ptsz(__builtin_return_address(0), bd, extSemArray, paramsArray, numExtSems, stream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuDestroyExternalSemaphore(const void *bd_caller, bound_dev_t *bd, CUexternalSemaphore extSem)
{
    bd_call_t bd_call = {"cuDestroyExternalSemaphore", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDestroyExternalSemaphore)(extSem);
}

CUresult bd_cuDestroyExternalSemaphore(bound_dev_t *bd, CUexternalSemaphore extSem)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDestroyExternalSemaphore)(extSem);
    return bd_gen_slow_cuDestroyExternalSemaphore(__builtin_return_address(0), bd, extSem);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamWaitValue32(const void *bd_caller, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamWaitValue32", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
            {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue32)(stream, addr, value, flags);
}

CUresult bd_cuStreamWaitValue32(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue32)(stream, addr, value, flags);
    return bd_gen_slow_cuStreamWaitValue32(__builtin_return_address(0), bd, stream, addr, value, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamWaitValue32_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamWaitValue32", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
            {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue32_ptsz)(stream, addr, value, flags);
}

CUresult bd_cuStreamWaitValue32_ptsz(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue32_ptsz)(stream, addr, value, flags);
    return bd_gen_slow_cuStreamWaitValue32_ptsz(__builtin_return_address(0), bd, stream, addr, value, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamWaitValue64(const void *bd_caller, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamWaitValue64", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
            {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue64)(stream, addr, value, flags);
}

CUresult bd_cuStreamWaitValue64(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue64)(stream, addr, value, flags);
    return bd_gen_slow_cuStreamWaitValue64(__builtin_return_address(0), bd, stream, addr, value, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamWaitValue64_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamWaitValue64", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
            {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue64_ptsz)(stream, addr, value, flags);
}

CUresult bd_cuStreamWaitValue64_ptsz(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWaitValue64_ptsz)(stream, addr, value, flags);
    return bd_gen_slow_cuStreamWaitValue64_ptsz(__builtin_return_address(0), bd, stream, addr, value, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamWriteValue32(const void *bd_caller, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamWriteValue32", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
            {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue32)(stream, addr, value, flags);
}

CUresult bd_cuStreamWriteValue32(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue32)(stream, addr, value, flags);
    return bd_gen_slow_cuStreamWriteValue32(__builtin_return_address(0), bd, stream, addr, value, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamWriteValue32_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamWriteValue32", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
            {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue32_ptsz)(stream, addr, value, flags);
}

CUresult bd_cuStreamWriteValue32_ptsz(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue32_ptsz)(stream, addr, value, flags);
    return bd_gen_slow_cuStreamWriteValue32_ptsz(__builtin_return_address(0), bd, stream, addr, value, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamWriteValue64(const void *bd_caller, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamWriteValue64", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
            {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue64)(stream, addr, value, flags);
}

CUresult bd_cuStreamWriteValue64(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue64)(stream, addr, value, flags);
    return bd_gen_slow_cuStreamWriteValue64(__builtin_return_address(0), bd, stream, addr, value, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamWriteValue64_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamWriteValue64", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
            {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue64_ptsz)(stream, addr, value, flags);
}

CUresult bd_cuStreamWriteValue64_ptsz(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamWriteValue64_ptsz)(stream, addr, value, flags);
    return bd_gen_slow_cuStreamWriteValue64_ptsz(__builtin_return_address(0), bd, stream, addr, value, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamBatchMemOp(const void *bd_caller, bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamBatchMemOp", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBatchMemOp)(stream, count, paramArray, flags);
}

CUresult bd_cuStreamBatchMemOp(bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBatchMemOp)(stream, count, paramArray, flags);
    return bd_gen_slow_cuStreamBatchMemOp(__builtin_return_address(0), bd, stream, count, paramArray, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamBatchMemOp_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    bd_call_t bd_call = {"cuStreamBatchMemOp", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBatchMemOp_ptsz)(stream, count, paramArray, flags);
}

CUresult bd_cuStreamBatchMemOp_ptsz(bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamBatchMemOp_ptsz)(stream, count, paramArray, flags);
    return bd_gen_slow_cuStreamBatchMemOp_ptsz(__builtin_return_address(0), bd, stream, count, paramArray, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFuncGetAttribute(const void *bd_caller, bound_dev_t *bd, int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    bd_call_t bd_call = {"cuFuncGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetAttribute)(pi, attrib, hfunc);
}

CUresult bd_cuFuncGetAttribute(bound_dev_t *bd, int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetAttribute)(pi, attrib, hfunc);
    return bd_gen_slow_cuFuncGetAttribute(__builtin_return_address(0), bd, pi, attrib, hfunc);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFuncSetAttribute(const void *bd_caller, bound_dev_t *bd, CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    bd_call_t bd_call = {"cuFuncSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetAttribute)(hfunc, attrib, value);
}

CUresult bd_cuFuncSetAttribute(bound_dev_t *bd, CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetAttribute)(hfunc, attrib, value);
    return bd_gen_slow_cuFuncSetAttribute(__builtin_return_address(0), bd, hfunc, attrib, value);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFuncSetCacheConfig(const void *bd_caller, bound_dev_t *bd, CUfunction hfunc, CUfunc_cache config)
{
    bd_call_t bd_call = {"cuFuncSetCacheConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetCacheConfig)(hfunc, config);
}

CUresult bd_cuFuncSetCacheConfig(bound_dev_t *bd, CUfunction hfunc, CUfunc_cache config)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetCacheConfig)(hfunc, config);
    return bd_gen_slow_cuFuncSetCacheConfig(__builtin_return_address(0), bd, hfunc, config);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFuncGetModule(const void *bd_caller, bound_dev_t *bd, CUmodule *hmod, CUfunction hfunc)
{
    bd_call_t bd_call = {"cuFuncGetModule", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetModule)(hmod, hfunc);
}

CUresult bd_cuFuncGetModule(bound_dev_t *bd, CUmodule *hmod, CUfunction hfunc)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetModule)(hmod, hfunc);
    return bd_gen_slow_cuFuncGetModule(__builtin_return_address(0), bd, hmod, hfunc);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFuncGetName(const void *bd_caller, bound_dev_t *bd, const char **name, CUfunction hfunc)
{
    bd_call_t bd_call = {"cuFuncGetName", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetName)(name, hfunc);
}

CUresult bd_cuFuncGetName(bound_dev_t *bd, const char **name, CUfunction hfunc)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetName)(name, hfunc);
    return bd_gen_slow_cuFuncGetName(__builtin_return_address(0), bd, name, hfunc);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFuncGetParamInfo(const void *bd_caller, bound_dev_t *bd, CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    bd_call_t bd_call = {"cuFuncGetParamInfo", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetParamInfo)(func, paramIndex, paramOffset, paramSize);
}

CUresult bd_cuFuncGetParamInfo(bound_dev_t *bd, CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncGetParamInfo)(func, paramIndex, paramOffset, paramSize);
    return bd_gen_slow_cuFuncGetParamInfo(__builtin_return_address(0), bd, func, paramIndex, paramOffset, paramSize);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFuncIsLoaded(const void *bd_caller, bound_dev_t *bd, CUfunctionLoadingState *state, CUfunction function)
{
    bd_call_t bd_call = {"cuFuncIsLoaded", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"function", BD_KIND_FUNCTION, BD_HANDLE_VALUE(function)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncIsLoaded)(state, function);
}

CUresult bd_cuFuncIsLoaded(bound_dev_t *bd, CUfunctionLoadingState *state, CUfunction function)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncIsLoaded)(state, function);
    return bd_gen_slow_cuFuncIsLoaded(__builtin_return_address(0), bd, state, function);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFuncLoad(const void *bd_caller, bound_dev_t *bd, CUfunction function)
{
    bd_call_t bd_call = {"cuFuncLoad", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"function", BD_KIND_FUNCTION, BD_HANDLE_VALUE(function)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncLoad)(function);
}

CUresult bd_cuFuncLoad(bound_dev_t *bd, CUfunction function)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncLoad)(function);
    return bd_gen_slow_cuFuncLoad(__builtin_return_address(0), bd, function);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunchKernel(const void *bd_caller, bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    bd_call_t bd_call = {"cuLaunchKernel", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernel)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}

CUresult bd_cuLaunchKernel(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernel)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
    return bd_gen_slow_cuLaunchKernel(__builtin_return_address(0), bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunchKernel_ptsz(const void *bd_caller, bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    bd_call_t bd_call = {"cuLaunchKernel", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernel_ptsz)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}

CUresult bd_cuLaunchKernel_ptsz(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernel_ptsz)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
    return bd_gen_slow_cuLaunchKernel_ptsz(__builtin_return_address(0), bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunchKernelEx(const void *bd_caller, bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    bd_call_t bd_call = {"cuLaunchKernelEx", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
        if (bd_rc == CUDA_SUCCESS && config != NULL && (1))
            bd_rc = bd_check_handle(bd, &bd_call, "config->hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(config->hStream));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernelEx)(config, f, kernelParams, extra);
}

CUresult bd_cuLaunchKernelEx(bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernelEx)(config, f, kernelParams, extra);
    return bd_gen_slow_cuLaunchKernelEx(__builtin_return_address(0), bd, config, f, kernelParams, extra);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunchKernelEx_ptsz(const void *bd_caller, bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    bd_call_t bd_call = {"cuLaunchKernelEx", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
        if (bd_rc == CUDA_SUCCESS && config != NULL && (1))
            bd_rc = bd_check_handle(bd, &bd_call, "config->hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(config->hStream));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernelEx_ptsz)(config, f, kernelParams, extra);
}

CUresult bd_cuLaunchKernelEx_ptsz(bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchKernelEx_ptsz)(config, f, kernelParams, extra);
    return bd_gen_slow_cuLaunchKernelEx_ptsz(__builtin_return_address(0), bd, config, f, kernelParams, extra);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunchCooperativeKernel(const void *bd_caller, bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    bd_call_t bd_call = {"cuLaunchCooperativeKernel", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchCooperativeKernel)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}

CUresult bd_cuLaunchCooperativeKernel(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchCooperativeKernel)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
    return bd_gen_slow_cuLaunchCooperativeKernel(__builtin_return_address(0), bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunchCooperativeKernel_ptsz(const void *bd_caller, bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    bd_call_t bd_call = {"cuLaunchCooperativeKernel", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchCooperativeKernel_ptsz)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}

CUresult bd_cuLaunchCooperativeKernel_ptsz(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchCooperativeKernel_ptsz)(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
    return bd_gen_slow_cuLaunchCooperativeKernel_ptsz(__builtin_return_address(0), bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunchCooperativeKernelMultiDevice(const void *bd_caller, bound_dev_t *bd, CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    bd_call_t bd_call = {"cuLaunchCooperativeKernelMultiDevice", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchCooperativeKernelMultiDevice)(launchParamsList, numDevices, flags);
}

CUresult bd_cuLaunchCooperativeKernelMultiDevice(bound_dev_t *bd, CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchCooperativeKernelMultiDevice)(launchParamsList, numDevices, flags);
    return bd_gen_slow_cuLaunchCooperativeKernelMultiDevice(__builtin_return_address(0), bd, launchParamsList, numDevices, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunchHostFunc(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData)
{
    bd_call_t bd_call = {"cuLaunchHostFunc", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchHostFunc)(hStream, fn, userData);
}

CUresult bd_cuLaunchHostFunc(bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchHostFunc)(hStream, fn, userData);
    return bd_gen_slow_cuLaunchHostFunc(__builtin_return_address(0), bd, hStream, fn, userData);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunchHostFunc_ptsz(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData)
{
    bd_call_t bd_call = {"cuLaunchHostFunc", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchHostFunc_ptsz)(hStream, fn, userData);
}

CUresult bd_cuLaunchHostFunc_ptsz(bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchHostFunc_ptsz)(hStream, fn, userData);
    return bd_gen_slow_cuLaunchHostFunc_ptsz(__builtin_return_address(0), bd, hStream, fn, userData);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFuncSetBlockShape(const void *bd_caller, bound_dev_t *bd, CUfunction hfunc, int x, int y, int z)
{
    bd_call_t bd_call = {"cuFuncSetBlockShape", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetBlockShape)(hfunc, x, y, z);
}

CUresult bd_cuFuncSetBlockShape(bound_dev_t *bd, CUfunction hfunc, int x, int y, int z)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetBlockShape)(hfunc, x, y, z);
    return bd_gen_slow_cuFuncSetBlockShape(__builtin_return_address(0), bd, hfunc, x, y, z);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFuncSetSharedSize(const void *bd_caller, bound_dev_t *bd, CUfunction hfunc, unsigned int bytes)
{
    bd_call_t bd_call = {"cuFuncSetSharedSize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetSharedSize)(hfunc, bytes);
}

CUresult bd_cuFuncSetSharedSize(bound_dev_t *bd, CUfunction hfunc, unsigned int bytes)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetSharedSize)(hfunc, bytes);
    return bd_gen_slow_cuFuncSetSharedSize(__builtin_return_address(0), bd, hfunc, bytes);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuParamSetSize(const void *bd_caller, bound_dev_t *bd, CUfunction hfunc, unsigned int numbytes)
{
    bd_call_t bd_call = {"cuParamSetSize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetSize)(hfunc, numbytes);
}

CUresult bd_cuParamSetSize(bound_dev_t *bd, CUfunction hfunc, unsigned int numbytes)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetSize)(hfunc, numbytes);
    return bd_gen_slow_cuParamSetSize(__builtin_return_address(0), bd, hfunc, numbytes);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuParamSeti(const void *bd_caller, bound_dev_t *bd, CUfunction hfunc, int offset, unsigned int value)
{
    bd_call_t bd_call = {"cuParamSeti", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSeti)(hfunc, offset, value);
}

CUresult bd_cuParamSeti(bound_dev_t *bd, CUfunction hfunc, int offset, unsigned int value)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSeti)(hfunc, offset, value);
    return bd_gen_slow_cuParamSeti(__builtin_return_address(0), bd, hfunc, offset, value);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuParamSetf(const void *bd_caller, bound_dev_t *bd, CUfunction hfunc, int offset, float value)
{
    bd_call_t bd_call = {"cuParamSetf", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetf)(hfunc, offset, value);
}

CUresult bd_cuParamSetf(bound_dev_t *bd, CUfunction hfunc, int offset, float value)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetf)(hfunc, offset, value);
    return bd_gen_slow_cuParamSetf(__builtin_return_address(0), bd, hfunc, offset, value);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuParamSetv(const void *bd_caller, bound_dev_t *bd, CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    bd_call_t bd_call = {"cuParamSetv", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetv)(hfunc, offset, ptr, numbytes);
}

CUresult bd_cuParamSetv(bound_dev_t *bd, CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetv)(hfunc, offset, ptr, numbytes);
    return bd_gen_slow_cuParamSetv(__builtin_return_address(0), bd, hfunc, offset, ptr, numbytes);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunch(const void *bd_caller, bound_dev_t *bd, CUfunction f)
{
    bd_call_t bd_call = {"cuLaunch", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunch)(f);
}

CUresult bd_cuLaunch(bound_dev_t *bd, CUfunction f)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunch)(f);
    return bd_gen_slow_cuLaunch(__builtin_return_address(0), bd, f);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunchGrid(const void *bd_caller, bound_dev_t *bd, CUfunction f, int grid_width, int grid_height)
{
    bd_call_t bd_call = {"cuLaunchGrid", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchGrid)(f, grid_width, grid_height);
}

CUresult bd_cuLaunchGrid(bound_dev_t *bd, CUfunction f, int grid_width, int grid_height)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchGrid)(f, grid_width, grid_height);
    return bd_gen_slow_cuLaunchGrid(__builtin_return_address(0), bd, f, grid_width, grid_height);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuLaunchGridAsync(const void *bd_caller, bound_dev_t *bd, CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    bd_call_t bd_call = {"cuLaunchGridAsync", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchGridAsync)(f, grid_width, grid_height, hStream);
}

CUresult bd_cuLaunchGridAsync(bound_dev_t *bd, CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLaunchGridAsync)(f, grid_width, grid_height, hStream);
    return bd_gen_slow_cuLaunchGridAsync(__builtin_return_address(0), bd, f, grid_width, grid_height, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuParamSetTexRef(const void *bd_caller, bound_dev_t *bd, CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuParamSetTexRef", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetTexRef)(hfunc, texunit, hTexRef);
}

CUresult bd_cuParamSetTexRef(bound_dev_t *bd, CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuParamSetTexRef)(hfunc, texunit, hTexRef);
    return bd_gen_slow_cuParamSetTexRef(__builtin_return_address(0), bd, hfunc, texunit, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuFuncSetSharedMemConfig(const void *bd_caller, bound_dev_t *bd, CUfunction hfunc, CUsharedconfig config)
{
    bd_call_t bd_call = {"cuFuncSetSharedMemConfig", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetSharedMemConfig)(hfunc, config);
}

CUresult bd_cuFuncSetSharedMemConfig(bound_dev_t *bd, CUfunction hfunc, CUsharedconfig config)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuFuncSetSharedMemConfig)(hfunc, config);
    return bd_gen_slow_cuFuncSetSharedMemConfig(__builtin_return_address(0), bd, hfunc, config);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphCreate(const void *bd_caller, bound_dev_t *bd, CUgraph *phGraph, unsigned int flags)
{
    bd_call_t bd_call = {"cuGraphCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphCreate)(phGraph, flags);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(*phGraph), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuGraphCreate(bound_dev_t *bd, CUgraph *phGraph, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphCreate)(phGraph, flags);
    return bd_gen_slow_cuGraphCreate(__builtin_return_address(0), bd, phGraph, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddKernelNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphAddKernelNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddKernelNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

CUresult bd_cuGraphAddKernelNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddKernelNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_gen_slow_cuGraphAddKernelNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphKernelNodeGetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphKernelNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeGetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphKernelNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeGetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphKernelNodeGetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphKernelNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphKernelNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeSetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphKernelNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeSetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphKernelNodeSetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddMemcpyNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    bd_call_t bd_call = {"cuGraphAddMemcpyNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
        if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "copyParams->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(copyParams->srcDevice));
        if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "copyParams->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(copyParams->srcArray));
        if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "copyParams->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(copyParams->dstDevice));
        if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "copyParams->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(copyParams->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemcpyNode)(phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx);
}

CUresult bd_cuGraphAddMemcpyNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemcpyNode)(phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx);
    return bd_gen_slow_cuGraphAddMemcpyNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphMemcpyNodeGetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    bd_call_t bd_call = {"cuGraphMemcpyNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(nodeParams->srcDevice));
        if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(nodeParams->srcArray));
        if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(nodeParams->dstDevice));
        if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(nodeParams->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemcpyNodeGetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphMemcpyNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemcpyNodeGetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphMemcpyNodeGetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphMemcpyNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    bd_call_t bd_call = {"cuGraphMemcpyNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(nodeParams->srcDevice));
        if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(nodeParams->srcArray));
        if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(nodeParams->dstDevice));
        if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(nodeParams->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemcpyNodeSetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphMemcpyNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemcpyNodeSetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphMemcpyNodeSetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddMemsetNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    bd_call_t bd_call = {"cuGraphAddMemsetNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemsetNode)(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
}

CUresult bd_cuGraphAddMemsetNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemsetNode)(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
    return bd_gen_slow_cuGraphAddMemsetNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphMemsetNodeGetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphMemsetNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemsetNodeGetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphMemsetNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemsetNodeGetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphMemsetNodeGetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphMemsetNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphMemsetNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemsetNodeSetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphMemsetNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemsetNodeSetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphMemsetNodeSetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddHostNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphAddHostNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddHostNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

CUresult bd_cuGraphAddHostNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddHostNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_gen_slow_cuGraphAddHostNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphHostNodeGetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphHostNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphHostNodeGetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphHostNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphHostNodeGetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphHostNodeGetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphHostNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphHostNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphHostNodeSetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphHostNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphHostNodeSetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphHostNodeSetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddChildGraphNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    bd_call_t bd_call = {"cuGraphAddChildGraphNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
            {"childGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(childGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddChildGraphNode)(phGraphNode, hGraph, dependencies, numDependencies, childGraph);
}

CUresult bd_cuGraphAddChildGraphNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddChildGraphNode)(phGraphNode, hGraph, dependencies, numDependencies, childGraph);
    return bd_gen_slow_cuGraphAddChildGraphNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, childGraph);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphChildGraphNodeGetGraph(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUgraph *phGraph)
{
    bd_call_t bd_call = {"cuGraphChildGraphNodeGetGraph", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphChildGraphNodeGetGraph)(hNode, phGraph);
}

CUresult bd_cuGraphChildGraphNodeGetGraph(bound_dev_t *bd, CUgraphNode hNode, CUgraph *phGraph)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphChildGraphNodeGetGraph)(hNode, phGraph);
    return bd_gen_slow_cuGraphChildGraphNodeGetGraph(__builtin_return_address(0), bd, hNode, phGraph);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddEmptyNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    bd_call_t bd_call = {"cuGraphAddEmptyNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEmptyNode)(phGraphNode, hGraph, dependencies, numDependencies);
}

CUresult bd_cuGraphAddEmptyNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEmptyNode)(phGraphNode, hGraph, dependencies, numDependencies);
    return bd_gen_slow_cuGraphAddEmptyNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddEventRecordNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    bd_call_t bd_call = {"cuGraphAddEventRecordNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
            {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEventRecordNode)(phGraphNode, hGraph, dependencies, numDependencies, event);
}

CUresult bd_cuGraphAddEventRecordNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEventRecordNode)(phGraphNode, hGraph, dependencies, numDependencies, event);
    return bd_gen_slow_cuGraphAddEventRecordNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, event);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphEventRecordNodeGetEvent(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    bd_call_t bd_call = {"cuGraphEventRecordNodeGetEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventRecordNodeGetEvent)(hNode, event_out);
}

CUresult bd_cuGraphEventRecordNodeGetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventRecordNodeGetEvent)(hNode, event_out);
    return bd_gen_slow_cuGraphEventRecordNodeGetEvent(__builtin_return_address(0), bd, hNode, event_out);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphEventRecordNodeSetEvent(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    bd_call_t bd_call = {"cuGraphEventRecordNodeSetEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventRecordNodeSetEvent)(hNode, event);
}

CUresult bd_cuGraphEventRecordNodeSetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventRecordNodeSetEvent)(hNode, event);
    return bd_gen_slow_cuGraphEventRecordNodeSetEvent(__builtin_return_address(0), bd, hNode, event);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddEventWaitNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    bd_call_t bd_call = {"cuGraphAddEventWaitNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
            {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEventWaitNode)(phGraphNode, hGraph, dependencies, numDependencies, event);
}

CUresult bd_cuGraphAddEventWaitNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddEventWaitNode)(phGraphNode, hGraph, dependencies, numDependencies, event);
    return bd_gen_slow_cuGraphAddEventWaitNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, event);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphEventWaitNodeGetEvent(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    bd_call_t bd_call = {"cuGraphEventWaitNodeGetEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventWaitNodeGetEvent)(hNode, event_out);
}

CUresult bd_cuGraphEventWaitNodeGetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventWaitNodeGetEvent)(hNode, event_out);
    return bd_gen_slow_cuGraphEventWaitNodeGetEvent(__builtin_return_address(0), bd, hNode, event_out);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphEventWaitNodeSetEvent(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    bd_call_t bd_call = {"cuGraphEventWaitNodeSetEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventWaitNodeSetEvent)(hNode, event);
}

CUresult bd_cuGraphEventWaitNodeSetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphEventWaitNodeSetEvent)(hNode, event);
    return bd_gen_slow_cuGraphEventWaitNodeSetEvent(__builtin_return_address(0), bd, hNode, event);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddExternalSemaphoresSignalNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphAddExternalSemaphoresSignalNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddExternalSemaphoresSignalNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

CUresult bd_cuGraphAddExternalSemaphoresSignalNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddExternalSemaphoresSignalNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_gen_slow_cuGraphAddExternalSemaphoresSignalNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExternalSemaphoresSignalNodeGetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    bd_call_t bd_call = {"cuGraphExternalSemaphoresSignalNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresSignalNodeGetParams)(hNode, params_out);
}

CUresult bd_cuGraphExternalSemaphoresSignalNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresSignalNodeGetParams)(hNode, params_out);
    return bd_gen_slow_cuGraphExternalSemaphoresSignalNodeGetParams(__builtin_return_address(0), bd, hNode, params_out);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExternalSemaphoresSignalNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphExternalSemaphoresSignalNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresSignalNodeSetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresSignalNodeSetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphExternalSemaphoresSignalNodeSetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddExternalSemaphoresWaitNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphAddExternalSemaphoresWaitNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddExternalSemaphoresWaitNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

CUresult bd_cuGraphAddExternalSemaphoresWaitNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddExternalSemaphoresWaitNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_gen_slow_cuGraphAddExternalSemaphoresWaitNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExternalSemaphoresWaitNodeGetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    bd_call_t bd_call = {"cuGraphExternalSemaphoresWaitNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresWaitNodeGetParams)(hNode, params_out);
}

CUresult bd_cuGraphExternalSemaphoresWaitNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresWaitNodeGetParams)(hNode, params_out);
    return bd_gen_slow_cuGraphExternalSemaphoresWaitNodeGetParams(__builtin_return_address(0), bd, hNode, params_out);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExternalSemaphoresWaitNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphExternalSemaphoresWaitNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresWaitNodeSetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExternalSemaphoresWaitNodeSetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphExternalSemaphoresWaitNodeSetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddBatchMemOpNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphAddBatchMemOpNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddBatchMemOpNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

CUresult bd_cuGraphAddBatchMemOpNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddBatchMemOpNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_gen_slow_cuGraphAddBatchMemOpNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphBatchMemOpNodeGetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    bd_call_t bd_call = {"cuGraphBatchMemOpNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphBatchMemOpNodeGetParams)(hNode, nodeParams_out);
}

CUresult bd_cuGraphBatchMemOpNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphBatchMemOpNodeGetParams)(hNode, nodeParams_out);
    return bd_gen_slow_cuGraphBatchMemOpNodeGetParams(__builtin_return_address(0), bd, hNode, nodeParams_out);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphBatchMemOpNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphBatchMemOpNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphBatchMemOpNodeSetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphBatchMemOpNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphBatchMemOpNodeSetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphBatchMemOpNodeSetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecBatchMemOpNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphExecBatchMemOpNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecBatchMemOpNodeSetParams)(hGraphExec, hNode, nodeParams);
}

CUresult bd_cuGraphExecBatchMemOpNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecBatchMemOpNodeSetParams)(hGraphExec, hNode, nodeParams);
    return bd_gen_slow_cuGraphExecBatchMemOpNodeSetParams(__builtin_return_address(0), bd, hGraphExec, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddMemAllocNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphAddMemAllocNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemAllocNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

CUresult bd_cuGraphAddMemAllocNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemAllocNode)(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_gen_slow_cuGraphAddMemAllocNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphMemAllocNodeGetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    bd_call_t bd_call = {"cuGraphMemAllocNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemAllocNodeGetParams)(hNode, params_out);
}

CUresult bd_cuGraphMemAllocNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemAllocNodeGetParams)(hNode, params_out);
    return bd_gen_slow_cuGraphMemAllocNodeGetParams(__builtin_return_address(0), bd, hNode, params_out);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddMemFreeNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    bd_call_t bd_call = {"cuGraphAddMemFreeNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemFreeNode)(phGraphNode, hGraph, dependencies, numDependencies, dptr);
}

CUresult bd_cuGraphAddMemFreeNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddMemFreeNode)(phGraphNode, hGraph, dependencies, numDependencies, dptr);
    return bd_gen_slow_cuGraphAddMemFreeNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, numDependencies, dptr);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphMemFreeNodeGetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    bd_call_t bd_call = {"cuGraphMemFreeNodeGetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemFreeNodeGetParams)(hNode, dptr_out);
}

CUresult bd_cuGraphMemFreeNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphMemFreeNodeGetParams)(hNode, dptr_out);
    return bd_gen_slow_cuGraphMemFreeNodeGetParams(__builtin_return_address(0), bd, hNode, dptr_out);
}

CUresult bd_cuDeviceGraphMemTrim(CUdevice device)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGraphMemTrim)(device);
}

CUresult bd_cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetGraphMemAttribute)(device, attr, value);
}

CUresult bd_cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceSetGraphMemAttribute)(device, attr, value);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphClone(const void *bd_caller, bound_dev_t *bd, CUgraph *phGraphClone, CUgraph originalGraph)
{
    bd_call_t bd_call = {"cuGraphClone", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"originalGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(originalGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphClone)(phGraphClone, originalGraph);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(*phGraphClone), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuGraphClone(bound_dev_t *bd, CUgraph *phGraphClone, CUgraph originalGraph)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphClone)(phGraphClone, originalGraph);
    return bd_gen_slow_cuGraphClone(__builtin_return_address(0), bd, phGraphClone, originalGraph);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphNodeFindInClone(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    bd_call_t bd_call = {"cuGraphNodeFindInClone", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hClonedGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hClonedGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeFindInClone)(phNode, hOriginalNode, hClonedGraph);
}

CUresult bd_cuGraphNodeFindInClone(bound_dev_t *bd, CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeFindInClone)(phNode, hOriginalNode, hClonedGraph);
    return bd_gen_slow_cuGraphNodeFindInClone(__builtin_return_address(0), bd, phNode, hOriginalNode, hClonedGraph);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphNodeGetType(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeType *type)
{
    bd_call_t bd_call = {"cuGraphNodeGetType", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetType)(hNode, type);
}

CUresult bd_cuGraphNodeGetType(bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeType *type)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetType)(hNode, type);
    return bd_gen_slow_cuGraphNodeGetType(__builtin_return_address(0), bd, hNode, type);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphGetNodes(const void *bd_caller, bound_dev_t *bd, CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    bd_call_t bd_call = {"cuGraphGetNodes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetNodes)(hGraph, nodes, numNodes);
}

CUresult bd_cuGraphGetNodes(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetNodes)(hGraph, nodes, numNodes);
    return bd_gen_slow_cuGraphGetNodes(__builtin_return_address(0), bd, hGraph, nodes, numNodes);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphGetRootNodes(const void *bd_caller, bound_dev_t *bd, CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    bd_call_t bd_call = {"cuGraphGetRootNodes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetRootNodes)(hGraph, rootNodes, numRootNodes);
}

CUresult bd_cuGraphGetRootNodes(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetRootNodes)(hGraph, rootNodes, numRootNodes);
    return bd_gen_slow_cuGraphGetRootNodes(__builtin_return_address(0), bd, hGraph, rootNodes, numRootNodes);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphGetEdges(const void *bd_caller, bound_dev_t *bd, CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    bd_call_t bd_call = {"cuGraphGetEdges", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetEdges)(hGraph, from, to, edgeData, numEdges);
}

CUresult bd_cuGraphGetEdges(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphGetEdges)(hGraph, from, to, edgeData, numEdges);
    return bd_gen_slow_cuGraphGetEdges(__builtin_return_address(0), bd, hGraph, from, to, edgeData, numEdges);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphNodeGetDependencies(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    bd_call_t bd_call = {"cuGraphNodeGetDependencies", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetDependencies)(hNode, dependencies, edgeData, numDependencies);
}

CUresult bd_cuGraphNodeGetDependencies(bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetDependencies)(hNode, dependencies, edgeData, numDependencies);
    return bd_gen_slow_cuGraphNodeGetDependencies(__builtin_return_address(0), bd, hNode, dependencies, edgeData, numDependencies);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphNodeGetDependentNodes(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    bd_call_t bd_call = {"cuGraphNodeGetDependentNodes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetDependentNodes)(hNode, dependentNodes, edgeData, numDependentNodes);
}

CUresult bd_cuGraphNodeGetDependentNodes(bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetDependentNodes)(hNode, dependentNodes, edgeData, numDependentNodes);
    return bd_gen_slow_cuGraphNodeGetDependentNodes(__builtin_return_address(0), bd, hNode, dependentNodes, edgeData, numDependentNodes);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddDependencies(const void *bd_caller, bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    bd_call_t bd_call = {"cuGraphAddDependencies", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddDependencies)(hGraph, from, to, edgeData, numDependencies);
}

CUresult bd_cuGraphAddDependencies(bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddDependencies)(hGraph, from, to, edgeData, numDependencies);
    return bd_gen_slow_cuGraphAddDependencies(__builtin_return_address(0), bd, hGraph, from, to, edgeData, numDependencies);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphRemoveDependencies(const void *bd_caller, bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    bd_call_t bd_call = {"cuGraphRemoveDependencies", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphRemoveDependencies)(hGraph, from, to, edgeData, numDependencies);
}

CUresult bd_cuGraphRemoveDependencies(bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphRemoveDependencies)(hGraph, from, to, edgeData, numDependencies);
    return bd_gen_slow_cuGraphRemoveDependencies(__builtin_return_address(0), bd, hGraph, from, to, edgeData, numDependencies);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphDestroyNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode)
{
    bd_call_t bd_call = {"cuGraphDestroyNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDestroyNode)(hNode);
}

CUresult bd_cuGraphDestroyNode(bound_dev_t *bd, CUgraphNode hNode)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDestroyNode)(hNode);
    return bd_gen_slow_cuGraphDestroyNode(__builtin_return_address(0), bd, hNode);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphInstantiate(const void *bd_caller, bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    bd_call_t bd_call = {"cuGraphInstantiate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiate)(phGraphExec, hGraph, flags);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(*phGraphExec), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuGraphInstantiate(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiate)(phGraphExec, hGraph, flags);
    return bd_gen_slow_cuGraphInstantiate(__builtin_return_address(0), bd, phGraphExec, hGraph, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphInstantiateWithParams(const void *bd_caller, bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    bd_call_t bd_call = {"cuGraphInstantiateWithParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiateWithParams)(phGraphExec, hGraph, instantiateParams);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(*phGraphExec), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuGraphInstantiateWithParams(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiateWithParams)(phGraphExec, hGraph, instantiateParams);
    return bd_gen_slow_cuGraphInstantiateWithParams(__builtin_return_address(0), bd, phGraphExec, hGraph, instantiateParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphInstantiateWithParams_ptsz(const void *bd_caller, bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    bd_call_t bd_call = {"cuGraphInstantiateWithParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiateWithParams_ptsz)(phGraphExec, hGraph, instantiateParams);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(*phGraphExec), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuGraphInstantiateWithParams_ptsz(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphInstantiateWithParams_ptsz)(phGraphExec, hGraph, instantiateParams);
    return bd_gen_slow_cuGraphInstantiateWithParams_ptsz(__builtin_return_address(0), bd, phGraphExec, hGraph, instantiateParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecGetFlags(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, cuuint64_t *flags)
{
    bd_call_t bd_call = {"cuGraphExecGetFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecGetFlags)(hGraphExec, flags);
}

CUresult bd_cuGraphExecGetFlags(bound_dev_t *bd, CUgraphExec hGraphExec, cuuint64_t *flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecGetFlags)(hGraphExec, flags);
    return bd_gen_slow_cuGraphExecGetFlags(__builtin_return_address(0), bd, hGraphExec, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecKernelNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphExecKernelNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecKernelNodeSetParams)(hGraphExec, hNode, nodeParams);
}

CUresult bd_cuGraphExecKernelNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecKernelNodeSetParams)(hGraphExec, hNode, nodeParams);
    return bd_gen_slow_cuGraphExecKernelNodeSetParams(__builtin_return_address(0), bd, hGraphExec, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecMemcpyNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    bd_call_t bd_call = {"cuGraphExecMemcpyNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
        if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->srcMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "copyParams->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(copyParams->srcDevice));
        if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->srcMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "copyParams->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(copyParams->srcArray));
        if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->dstMemoryType == CU_MEMORYTYPE_DEVICE))
            bd_rc = bd_check_handle(bd, &bd_call, "copyParams->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(copyParams->dstDevice));
        if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->dstMemoryType == CU_MEMORYTYPE_ARRAY))
            bd_rc = bd_check_handle(bd, &bd_call, "copyParams->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(copyParams->dstArray));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecMemcpyNodeSetParams)(hGraphExec, hNode, copyParams, ctx);
}

CUresult bd_cuGraphExecMemcpyNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecMemcpyNodeSetParams)(hGraphExec, hNode, copyParams, ctx);
    return bd_gen_slow_cuGraphExecMemcpyNodeSetParams(__builtin_return_address(0), bd, hGraphExec, hNode, copyParams, ctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecMemsetNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    bd_call_t bd_call = {"cuGraphExecMemsetNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecMemsetNodeSetParams)(hGraphExec, hNode, memsetParams, ctx);
}

CUresult bd_cuGraphExecMemsetNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecMemsetNodeSetParams)(hGraphExec, hNode, memsetParams, ctx);
    return bd_gen_slow_cuGraphExecMemsetNodeSetParams(__builtin_return_address(0), bd, hGraphExec, hNode, memsetParams, ctx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecHostNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphExecHostNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecHostNodeSetParams)(hGraphExec, hNode, nodeParams);
}

CUresult bd_cuGraphExecHostNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecHostNodeSetParams)(hGraphExec, hNode, nodeParams);
    return bd_gen_slow_cuGraphExecHostNodeSetParams(__builtin_return_address(0), bd, hGraphExec, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecChildGraphNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    bd_call_t bd_call = {"cuGraphExecChildGraphNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
            {"childGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(childGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecChildGraphNodeSetParams)(hGraphExec, hNode, childGraph);
}

CUresult bd_cuGraphExecChildGraphNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecChildGraphNodeSetParams)(hGraphExec, hNode, childGraph);
    return bd_gen_slow_cuGraphExecChildGraphNodeSetParams(__builtin_return_address(0), bd, hGraphExec, hNode, childGraph);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecEventRecordNodeSetEvent(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    bd_call_t bd_call = {"cuGraphExecEventRecordNodeSetEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
            {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecEventRecordNodeSetEvent)(hGraphExec, hNode, event);
}

CUresult bd_cuGraphExecEventRecordNodeSetEvent(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecEventRecordNodeSetEvent)(hGraphExec, hNode, event);
    return bd_gen_slow_cuGraphExecEventRecordNodeSetEvent(__builtin_return_address(0), bd, hGraphExec, hNode, event);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecEventWaitNodeSetEvent(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    bd_call_t bd_call = {"cuGraphExecEventWaitNodeSetEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
            {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecEventWaitNodeSetEvent)(hGraphExec, hNode, event);
}

CUresult bd_cuGraphExecEventWaitNodeSetEvent(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecEventWaitNodeSetEvent)(hGraphExec, hNode, event);
    return bd_gen_slow_cuGraphExecEventWaitNodeSetEvent(__builtin_return_address(0), bd, hGraphExec, hNode, event);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecExternalSemaphoresSignalNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphExecExternalSemaphoresSignalNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecExternalSemaphoresSignalNodeSetParams)(hGraphExec, hNode, nodeParams);
}

CUresult bd_cuGraphExecExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecExternalSemaphoresSignalNodeSetParams)(hGraphExec, hNode, nodeParams);
    return bd_gen_slow_cuGraphExecExternalSemaphoresSignalNodeSetParams(__builtin_return_address(0), bd, hGraphExec, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecExternalSemaphoresWaitNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    bd_call_t bd_call = {"cuGraphExecExternalSemaphoresWaitNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecExternalSemaphoresWaitNodeSetParams)(hGraphExec, hNode, nodeParams);
}

CUresult bd_cuGraphExecExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecExternalSemaphoresWaitNodeSetParams)(hGraphExec, hNode, nodeParams);
    return bd_gen_slow_cuGraphExecExternalSemaphoresWaitNodeSetParams(__builtin_return_address(0), bd, hGraphExec, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphNodeSetEnabled(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    bd_call_t bd_call = {"cuGraphNodeSetEnabled", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeSetEnabled)(hGraphExec, hNode, isEnabled);
}

CUresult bd_cuGraphNodeSetEnabled(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeSetEnabled)(hGraphExec, hNode, isEnabled);
    return bd_gen_slow_cuGraphNodeSetEnabled(__builtin_return_address(0), bd, hGraphExec, hNode, isEnabled);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphNodeGetEnabled(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    bd_call_t bd_call = {"cuGraphNodeGetEnabled", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetEnabled)(hGraphExec, hNode, isEnabled);
}

CUresult bd_cuGraphNodeGetEnabled(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeGetEnabled)(hGraphExec, hNode, isEnabled);
    return bd_gen_slow_cuGraphNodeGetEnabled(__builtin_return_address(0), bd, hGraphExec, hNode, isEnabled);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphUpload(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    bd_call_t bd_call = {"cuGraphUpload", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphUpload)(hGraphExec, hStream);
}

CUresult bd_cuGraphUpload(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphUpload)(hGraphExec, hStream);
    return bd_gen_slow_cuGraphUpload(__builtin_return_address(0), bd, hGraphExec, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphUpload_ptsz(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    bd_call_t bd_call = {"cuGraphUpload", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphUpload_ptsz)(hGraphExec, hStream);
}

CUresult bd_cuGraphUpload_ptsz(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphUpload_ptsz)(hGraphExec, hStream);
    return bd_gen_slow_cuGraphUpload_ptsz(__builtin_return_address(0), bd, hGraphExec, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphLaunch(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    bd_call_t bd_call = {"cuGraphLaunch", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphLaunch)(hGraphExec, hStream);
}

CUresult bd_cuGraphLaunch(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphLaunch)(hGraphExec, hStream);
    return bd_gen_slow_cuGraphLaunch(__builtin_return_address(0), bd, hGraphExec, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphLaunch_ptsz(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    bd_call_t bd_call = {"cuGraphLaunch", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphLaunch_ptsz)(hGraphExec, hStream);
}

CUresult bd_cuGraphLaunch_ptsz(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphLaunch_ptsz)(hGraphExec, hStream);
    return bd_gen_slow_cuGraphLaunch_ptsz(__builtin_return_address(0), bd, hGraphExec, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecDestroy(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec)
{
    bd_call_t bd_call = {"cuGraphExecDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecDestroy)(hGraphExec);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec));
        }
    }
    return bd_result;
}

CUresult bd_cuGraphExecDestroy(bound_dev_t *bd, CUgraphExec hGraphExec)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecDestroy)(hGraphExec);
    return bd_gen_slow_cuGraphExecDestroy(__builtin_return_address(0), bd, hGraphExec);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphDestroy(const void *bd_caller, bound_dev_t *bd, CUgraph hGraph)
{
    bd_call_t bd_call = {"cuGraphDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDestroy)(hGraph);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph));
        }
    }
    return bd_result;
}

CUresult bd_cuGraphDestroy(bound_dev_t *bd, CUgraph hGraph)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDestroy)(hGraph);
    return bd_gen_slow_cuGraphDestroy(__builtin_return_address(0), bd, hGraph);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecUpdate(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    bd_call_t bd_call = {"cuGraphExecUpdate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecUpdate)(hGraphExec, hGraph, resultInfo);
}

CUresult bd_cuGraphExecUpdate(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecUpdate)(hGraphExec, hGraph, resultInfo);
    return bd_gen_slow_cuGraphExecUpdate(__builtin_return_address(0), bd, hGraphExec, hGraph, resultInfo);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphKernelNodeCopyAttributes(const void *bd_caller, bound_dev_t *bd, CUgraphNode dst, CUgraphNode src)
{
    bd_call_t bd_call = {"cuGraphKernelNodeCopyAttributes", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeCopyAttributes)(dst, src);
}

CUresult bd_cuGraphKernelNodeCopyAttributes(bound_dev_t *bd, CUgraphNode dst, CUgraphNode src)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeCopyAttributes)(dst, src);
    return bd_gen_slow_cuGraphKernelNodeCopyAttributes(__builtin_return_address(0), bd, dst, src);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphKernelNodeGetAttribute(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    bd_call_t bd_call = {"cuGraphKernelNodeGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeGetAttribute)(hNode, attr, value_out);
}

CUresult bd_cuGraphKernelNodeGetAttribute(bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeGetAttribute)(hNode, attr, value_out);
    return bd_gen_slow_cuGraphKernelNodeGetAttribute(__builtin_return_address(0), bd, hNode, attr, value_out);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphKernelNodeSetAttribute(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    bd_call_t bd_call = {"cuGraphKernelNodeSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeSetAttribute)(hNode, attr, value);
}

CUresult bd_cuGraphKernelNodeSetAttribute(bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphKernelNodeSetAttribute)(hNode, attr, value);
    return bd_gen_slow_cuGraphKernelNodeSetAttribute(__builtin_return_address(0), bd, hNode, attr, value);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphDebugDotPrint(const void *bd_caller, bound_dev_t *bd, CUgraph hGraph, const char *path, unsigned int flags)
{
    bd_call_t bd_call = {"cuGraphDebugDotPrint", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDebugDotPrint)(hGraph, path, flags);
}

CUresult bd_cuGraphDebugDotPrint(bound_dev_t *bd, CUgraph hGraph, const char *path, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphDebugDotPrint)(hGraph, path, flags);
    return bd_gen_slow_cuGraphDebugDotPrint(__builtin_return_address(0), bd, hGraph, path, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuUserObjectCreate(const void *bd_caller, bound_dev_t *bd, CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    bd_call_t bd_call = {"cuUserObjectCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectCreate)(object_out, ptr, destroy, initialRefcount, flags);
}

CUresult bd_cuUserObjectCreate(bound_dev_t *bd, CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectCreate)(object_out, ptr, destroy, initialRefcount, flags);
    return bd_gen_slow_cuUserObjectCreate(__builtin_return_address(0), bd, object_out, ptr, destroy, initialRefcount, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuUserObjectRetain(const void *bd_caller, bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    bd_call_t bd_call = {"cuUserObjectRetain", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectRetain)(object, count);
}

CUresult bd_cuUserObjectRetain(bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectRetain)(object, count);
    return bd_gen_slow_cuUserObjectRetain(__builtin_return_address(0), bd, object, count);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuUserObjectRelease(const void *bd_caller, bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    bd_call_t bd_call = {"cuUserObjectRelease", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectRelease)(object, count);
}

CUresult bd_cuUserObjectRelease(bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuUserObjectRelease)(object, count);
    return bd_gen_slow_cuUserObjectRelease(__builtin_return_address(0), bd, object, count);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphRetainUserObject(const void *bd_caller, bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    bd_call_t bd_call = {"cuGraphRetainUserObject", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphRetainUserObject)(graph, object, count, flags);
}

CUresult bd_cuGraphRetainUserObject(bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphRetainUserObject)(graph, object, count, flags);
    return bd_gen_slow_cuGraphRetainUserObject(__builtin_return_address(0), bd, graph, object, count, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphReleaseUserObject(const void *bd_caller, bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count)
{
    bd_call_t bd_call = {"cuGraphReleaseUserObject", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphReleaseUserObject)(graph, object, count);
}

CUresult bd_cuGraphReleaseUserObject(bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphReleaseUserObject)(graph, object, count);
    return bd_gen_slow_cuGraphReleaseUserObject(__builtin_return_address(0), bd, graph, object, count);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphAddNode(const void *bd_caller, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cuGraphAddNode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddNode)(phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams);
}

CUresult bd_cuGraphAddNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphAddNode)(phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams);
    return bd_gen_slow_cuGraphAddNode(__builtin_return_address(0), bd, phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cuGraphNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeSetParams)(hNode, nodeParams);
}

CUresult bd_cuGraphNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphNodeSetParams)(hNode, nodeParams);
    return bd_gen_slow_cuGraphNodeSetParams(__builtin_return_address(0), bd, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphExecNodeSetParams(const void *bd_caller, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    bd_call_t bd_call = {"cuGraphExecNodeSetParams", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecNodeSetParams)(hGraphExec, hNode, nodeParams);
}

CUresult bd_cuGraphExecNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphExecNodeSetParams)(hGraphExec, hNode, nodeParams);
    return bd_gen_slow_cuGraphExecNodeSetParams(__builtin_return_address(0), bd, hGraphExec, hNode, nodeParams);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphConditionalHandleCreate(const void *bd_caller, bound_dev_t *bd, CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    bd_call_t bd_call = {"cuGraphConditionalHandleCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphConditionalHandleCreate)(pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
}

CUresult bd_cuGraphConditionalHandleCreate(bound_dev_t *bd, CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphConditionalHandleCreate)(pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
    return bd_gen_slow_cuGraphConditionalHandleCreate(__builtin_return_address(0), bd, pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuOccupancyMaxActiveBlocksPerMultiprocessor(const void *bd_caller, bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    bd_call_t bd_call = {"cuOccupancyMaxActiveBlocksPerMultiprocessor", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveBlocksPerMultiprocessor)(numBlocks, func, blockSize, dynamicSMemSize);
}

CUresult bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveBlocksPerMultiprocessor)(numBlocks, func, blockSize, dynamicSMemSize);
    return bd_gen_slow_cuOccupancyMaxActiveBlocksPerMultiprocessor(__builtin_return_address(0), bd, numBlocks, func, blockSize, dynamicSMemSize);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(const void *bd_caller, bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    bd_call_t bd_call = {"cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(numBlocks, func, blockSize, dynamicSMemSize, flags);
}

CUresult bd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(numBlocks, func, blockSize, dynamicSMemSize, flags);
    return bd_gen_slow_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(__builtin_return_address(0), bd, numBlocks, func, blockSize, dynamicSMemSize, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuOccupancyMaxPotentialBlockSize(const void *bd_caller, bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit)
{
    bd_call_t bd_call = {"cuOccupancyMaxPotentialBlockSize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialBlockSize)(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit);
}

CUresult bd_cuOccupancyMaxPotentialBlockSize(bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialBlockSize)(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit);
    return bd_gen_slow_cuOccupancyMaxPotentialBlockSize(__builtin_return_address(0), bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuOccupancyMaxPotentialBlockSizeWithFlags(const void *bd_caller, bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    bd_call_t bd_call = {"cuOccupancyMaxPotentialBlockSizeWithFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialBlockSizeWithFlags)(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags);
}

CUresult bd_cuOccupancyMaxPotentialBlockSizeWithFlags(bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialBlockSizeWithFlags)(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags);
    return bd_gen_slow_cuOccupancyMaxPotentialBlockSizeWithFlags(__builtin_return_address(0), bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuOccupancyAvailableDynamicSMemPerBlock(const void *bd_caller, bound_dev_t *bd, size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    bd_call_t bd_call = {"cuOccupancyAvailableDynamicSMemPerBlock", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyAvailableDynamicSMemPerBlock)(dynamicSmemSize, func, numBlocks, blockSize);
}

CUresult bd_cuOccupancyAvailableDynamicSMemPerBlock(bound_dev_t *bd, size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyAvailableDynamicSMemPerBlock)(dynamicSmemSize, func, numBlocks, blockSize);
    return bd_gen_slow_cuOccupancyAvailableDynamicSMemPerBlock(__builtin_return_address(0), bd, dynamicSmemSize, func, numBlocks, blockSize);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuOccupancyMaxPotentialClusterSize(const void *bd_caller, bound_dev_t *bd, int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    bd_call_t bd_call = {"cuOccupancyMaxPotentialClusterSize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
        if (bd_rc == CUDA_SUCCESS && config != NULL && (1))
            bd_rc = bd_check_handle(bd, &bd_call, "config->hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(config->hStream));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialClusterSize)(clusterSize, func, config);
}

CUresult bd_cuOccupancyMaxPotentialClusterSize(bound_dev_t *bd, int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxPotentialClusterSize)(clusterSize, func, config);
    return bd_gen_slow_cuOccupancyMaxPotentialClusterSize(__builtin_return_address(0), bd, clusterSize, func, config);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuOccupancyMaxActiveClusters(const void *bd_caller, bound_dev_t *bd, int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    bd_call_t bd_call = {"cuOccupancyMaxActiveClusters", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
        if (bd_rc == CUDA_SUCCESS && config != NULL && (1))
            bd_rc = bd_check_handle(bd, &bd_call, "config->hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(config->hStream));
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveClusters)(numClusters, func, config);
}

CUresult bd_cuOccupancyMaxActiveClusters(bound_dev_t *bd, int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuOccupancyMaxActiveClusters)(numClusters, func, config);
    return bd_gen_slow_cuOccupancyMaxActiveClusters(__builtin_return_address(0), bd, numClusters, func, config);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetArray(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    bd_call_t bd_call = {"cuTexRefSetArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetArray)(hTexRef, hArray, Flags);
}

CUresult bd_cuTexRefSetArray(bound_dev_t *bd, CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetArray)(hTexRef, hArray, Flags);
    return bd_gen_slow_cuTexRefSetArray(__builtin_return_address(0), bd, hTexRef, hArray, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetMipmappedArray(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    bd_call_t bd_call = {"cuTexRefSetMipmappedArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hMipmappedArray", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(hMipmappedArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmappedArray)(hTexRef, hMipmappedArray, Flags);
}

CUresult bd_cuTexRefSetMipmappedArray(bound_dev_t *bd, CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmappedArray)(hTexRef, hMipmappedArray, Flags);
    return bd_gen_slow_cuTexRefSetMipmappedArray(__builtin_return_address(0), bd, hTexRef, hMipmappedArray, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetAddress(const void *bd_caller, bound_dev_t *bd, size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    bd_call_t bd_call = {"cuTexRefSetAddress", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddress)(ByteOffset, hTexRef, dptr, bytes);
}

CUresult bd_cuTexRefSetAddress(bound_dev_t *bd, size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddress)(ByteOffset, hTexRef, dptr, bytes);
    return bd_gen_slow_cuTexRefSetAddress(__builtin_return_address(0), bd, ByteOffset, hTexRef, dptr, bytes);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetAddress2D(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    bd_call_t bd_call = {"cuTexRefSetAddress2D", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddress2D)(hTexRef, desc, dptr, Pitch);
}

CUresult bd_cuTexRefSetAddress2D(bound_dev_t *bd, CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddress2D)(hTexRef, desc, dptr, Pitch);
    return bd_gen_slow_cuTexRefSetAddress2D(__builtin_return_address(0), bd, hTexRef, desc, dptr, Pitch);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetFormat(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    bd_call_t bd_call = {"cuTexRefSetFormat", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFormat)(hTexRef, fmt, NumPackedComponents);
}

CUresult bd_cuTexRefSetFormat(bound_dev_t *bd, CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFormat)(hTexRef, fmt, NumPackedComponents);
    return bd_gen_slow_cuTexRefSetFormat(__builtin_return_address(0), bd, hTexRef, fmt, NumPackedComponents);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetAddressMode(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, int dim, CUaddress_mode am)
{
    bd_call_t bd_call = {"cuTexRefSetAddressMode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddressMode)(hTexRef, dim, am);
}

CUresult bd_cuTexRefSetAddressMode(bound_dev_t *bd, CUtexref hTexRef, int dim, CUaddress_mode am)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetAddressMode)(hTexRef, dim, am);
    return bd_gen_slow_cuTexRefSetAddressMode(__builtin_return_address(0), bd, hTexRef, dim, am);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetFilterMode(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    bd_call_t bd_call = {"cuTexRefSetFilterMode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFilterMode)(hTexRef, fm);
}

CUresult bd_cuTexRefSetFilterMode(bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFilterMode)(hTexRef, fm);
    return bd_gen_slow_cuTexRefSetFilterMode(__builtin_return_address(0), bd, hTexRef, fm);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetMipmapFilterMode(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    bd_call_t bd_call = {"cuTexRefSetMipmapFilterMode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapFilterMode)(hTexRef, fm);
}

CUresult bd_cuTexRefSetMipmapFilterMode(bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapFilterMode)(hTexRef, fm);
    return bd_gen_slow_cuTexRefSetMipmapFilterMode(__builtin_return_address(0), bd, hTexRef, fm);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetMipmapLevelBias(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, float bias)
{
    bd_call_t bd_call = {"cuTexRefSetMipmapLevelBias", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapLevelBias)(hTexRef, bias);
}

CUresult bd_cuTexRefSetMipmapLevelBias(bound_dev_t *bd, CUtexref hTexRef, float bias)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapLevelBias)(hTexRef, bias);
    return bd_gen_slow_cuTexRefSetMipmapLevelBias(__builtin_return_address(0), bd, hTexRef, bias);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetMipmapLevelClamp(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    bd_call_t bd_call = {"cuTexRefSetMipmapLevelClamp", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapLevelClamp)(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp);
}

CUresult bd_cuTexRefSetMipmapLevelClamp(bound_dev_t *bd, CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMipmapLevelClamp)(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp);
    return bd_gen_slow_cuTexRefSetMipmapLevelClamp(__builtin_return_address(0), bd, hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetMaxAnisotropy(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, unsigned int maxAniso)
{
    bd_call_t bd_call = {"cuTexRefSetMaxAnisotropy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMaxAnisotropy)(hTexRef, maxAniso);
}

CUresult bd_cuTexRefSetMaxAnisotropy(bound_dev_t *bd, CUtexref hTexRef, unsigned int maxAniso)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetMaxAnisotropy)(hTexRef, maxAniso);
    return bd_gen_slow_cuTexRefSetMaxAnisotropy(__builtin_return_address(0), bd, hTexRef, maxAniso);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetBorderColor(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, float *pBorderColor)
{
    bd_call_t bd_call = {"cuTexRefSetBorderColor", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetBorderColor)(hTexRef, pBorderColor);
}

CUresult bd_cuTexRefSetBorderColor(bound_dev_t *bd, CUtexref hTexRef, float *pBorderColor)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetBorderColor)(hTexRef, pBorderColor);
    return bd_gen_slow_cuTexRefSetBorderColor(__builtin_return_address(0), bd, hTexRef, pBorderColor);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefSetFlags(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef, unsigned int Flags)
{
    bd_call_t bd_call = {"cuTexRefSetFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFlags)(hTexRef, Flags);
}

CUresult bd_cuTexRefSetFlags(bound_dev_t *bd, CUtexref hTexRef, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefSetFlags)(hTexRef, Flags);
    return bd_gen_slow_cuTexRefSetFlags(__builtin_return_address(0), bd, hTexRef, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetAddress(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *pdptr, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefGetAddress", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetAddress)(pdptr, hTexRef);
}

CUresult bd_cuTexRefGetAddress(bound_dev_t *bd, CUdeviceptr *pdptr, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetAddress)(pdptr, hTexRef);
    return bd_gen_slow_cuTexRefGetAddress(__builtin_return_address(0), bd, pdptr, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetArray(const void *bd_caller, bound_dev_t *bd, CUarray *phArray, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefGetArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetArray)(phArray, hTexRef);
}

CUresult bd_cuTexRefGetArray(bound_dev_t *bd, CUarray *phArray, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetArray)(phArray, hTexRef);
    return bd_gen_slow_cuTexRefGetArray(__builtin_return_address(0), bd, phArray, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetMipmappedArray(const void *bd_caller, bound_dev_t *bd, CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefGetMipmappedArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmappedArray)(phMipmappedArray, hTexRef);
}

CUresult bd_cuTexRefGetMipmappedArray(bound_dev_t *bd, CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmappedArray)(phMipmappedArray, hTexRef);
    return bd_gen_slow_cuTexRefGetMipmappedArray(__builtin_return_address(0), bd, phMipmappedArray, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetAddressMode(const void *bd_caller, bound_dev_t *bd, CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    bd_call_t bd_call = {"cuTexRefGetAddressMode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetAddressMode)(pam, hTexRef, dim);
}

CUresult bd_cuTexRefGetAddressMode(bound_dev_t *bd, CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetAddressMode)(pam, hTexRef, dim);
    return bd_gen_slow_cuTexRefGetAddressMode(__builtin_return_address(0), bd, pam, hTexRef, dim);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetFilterMode(const void *bd_caller, bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefGetFilterMode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFilterMode)(pfm, hTexRef);
}

CUresult bd_cuTexRefGetFilterMode(bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFilterMode)(pfm, hTexRef);
    return bd_gen_slow_cuTexRefGetFilterMode(__builtin_return_address(0), bd, pfm, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetFormat(const void *bd_caller, bound_dev_t *bd, CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefGetFormat", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFormat)(pFormat, pNumChannels, hTexRef);
}

CUresult bd_cuTexRefGetFormat(bound_dev_t *bd, CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFormat)(pFormat, pNumChannels, hTexRef);
    return bd_gen_slow_cuTexRefGetFormat(__builtin_return_address(0), bd, pFormat, pNumChannels, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetMipmapFilterMode(const void *bd_caller, bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefGetMipmapFilterMode", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapFilterMode)(pfm, hTexRef);
}

CUresult bd_cuTexRefGetMipmapFilterMode(bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapFilterMode)(pfm, hTexRef);
    return bd_gen_slow_cuTexRefGetMipmapFilterMode(__builtin_return_address(0), bd, pfm, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetMipmapLevelBias(const void *bd_caller, bound_dev_t *bd, float *pbias, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefGetMipmapLevelBias", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapLevelBias)(pbias, hTexRef);
}

CUresult bd_cuTexRefGetMipmapLevelBias(bound_dev_t *bd, float *pbias, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapLevelBias)(pbias, hTexRef);
    return bd_gen_slow_cuTexRefGetMipmapLevelBias(__builtin_return_address(0), bd, pbias, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetMipmapLevelClamp(const void *bd_caller, bound_dev_t *bd, float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefGetMipmapLevelClamp", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapLevelClamp)(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef);
}

CUresult bd_cuTexRefGetMipmapLevelClamp(bound_dev_t *bd, float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMipmapLevelClamp)(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef);
    return bd_gen_slow_cuTexRefGetMipmapLevelClamp(__builtin_return_address(0), bd, pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetMaxAnisotropy(const void *bd_caller, bound_dev_t *bd, int *pmaxAniso, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefGetMaxAnisotropy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMaxAnisotropy)(pmaxAniso, hTexRef);
}

CUresult bd_cuTexRefGetMaxAnisotropy(bound_dev_t *bd, int *pmaxAniso, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetMaxAnisotropy)(pmaxAniso, hTexRef);
    return bd_gen_slow_cuTexRefGetMaxAnisotropy(__builtin_return_address(0), bd, pmaxAniso, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetBorderColor(const void *bd_caller, bound_dev_t *bd, float *pBorderColor, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefGetBorderColor", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetBorderColor)(pBorderColor, hTexRef);
}

CUresult bd_cuTexRefGetBorderColor(bound_dev_t *bd, float *pBorderColor, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetBorderColor)(pBorderColor, hTexRef);
    return bd_gen_slow_cuTexRefGetBorderColor(__builtin_return_address(0), bd, pBorderColor, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefGetFlags(const void *bd_caller, bound_dev_t *bd, unsigned int *pFlags, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefGetFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFlags)(pFlags, hTexRef);
}

CUresult bd_cuTexRefGetFlags(bound_dev_t *bd, unsigned int *pFlags, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefGetFlags)(pFlags, hTexRef);
    return bd_gen_slow_cuTexRefGetFlags(__builtin_return_address(0), bd, pFlags, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefCreate(const void *bd_caller, bound_dev_t *bd, CUtexref *pTexRef)
{
    bd_call_t bd_call = {"cuTexRefCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefCreate)(pTexRef);
}

CUresult bd_cuTexRefCreate(bound_dev_t *bd, CUtexref *pTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefCreate)(pTexRef);
    return bd_gen_slow_cuTexRefCreate(__builtin_return_address(0), bd, pTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexRefDestroy(const void *bd_caller, bound_dev_t *bd, CUtexref hTexRef)
{
    bd_call_t bd_call = {"cuTexRefDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefDestroy)(hTexRef);
}

CUresult bd_cuTexRefDestroy(bound_dev_t *bd, CUtexref hTexRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexRefDestroy)(hTexRef);
    return bd_gen_slow_cuTexRefDestroy(__builtin_return_address(0), bd, hTexRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuSurfRefSetArray(const void *bd_caller, bound_dev_t *bd, CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    bd_call_t bd_call = {"cuSurfRefSetArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfRefSetArray)(hSurfRef, hArray, Flags);
}

CUresult bd_cuSurfRefSetArray(bound_dev_t *bd, CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfRefSetArray)(hSurfRef, hArray, Flags);
    return bd_gen_slow_cuSurfRefSetArray(__builtin_return_address(0), bd, hSurfRef, hArray, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuSurfRefGetArray(const void *bd_caller, bound_dev_t *bd, CUarray *phArray, CUsurfref hSurfRef)
{
    bd_call_t bd_call = {"cuSurfRefGetArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfRefGetArray)(phArray, hSurfRef);
}

CUresult bd_cuSurfRefGetArray(bound_dev_t *bd, CUarray *phArray, CUsurfref hSurfRef)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfRefGetArray)(phArray, hSurfRef);
    return bd_gen_slow_cuSurfRefGetArray(__builtin_return_address(0), bd, phArray, hSurfRef);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexObjectCreate(const void *bd_caller, bound_dev_t *bd, CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    bd_call_t bd_call = {"cuTexObjectCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectCreate)(pTexObject, pResDesc, pTexDesc, pResViewDesc);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(*pTexObject), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuTexObjectCreate(bound_dev_t *bd, CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectCreate)(pTexObject, pResDesc, pTexDesc, pResViewDesc);
    return bd_gen_slow_cuTexObjectCreate(__builtin_return_address(0), bd, pTexObject, pResDesc, pTexDesc, pResViewDesc);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexObjectDestroy(const void *bd_caller, bound_dev_t *bd, CUtexObject texObject)
{
    bd_call_t bd_call = {"cuTexObjectDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectDestroy)(texObject);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject));
        }
    }
    return bd_result;
}

CUresult bd_cuTexObjectDestroy(bound_dev_t *bd, CUtexObject texObject)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectDestroy)(texObject);
    return bd_gen_slow_cuTexObjectDestroy(__builtin_return_address(0), bd, texObject);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexObjectGetResourceDesc(const void *bd_caller, bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    bd_call_t bd_call = {"cuTexObjectGetResourceDesc", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetResourceDesc)(pResDesc, texObject);
}

CUresult bd_cuTexObjectGetResourceDesc(bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetResourceDesc)(pResDesc, texObject);
    return bd_gen_slow_cuTexObjectGetResourceDesc(__builtin_return_address(0), bd, pResDesc, texObject);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexObjectGetTextureDesc(const void *bd_caller, bound_dev_t *bd, CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    bd_call_t bd_call = {"cuTexObjectGetTextureDesc", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetTextureDesc)(pTexDesc, texObject);
}

CUresult bd_cuTexObjectGetTextureDesc(bound_dev_t *bd, CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetTextureDesc)(pTexDesc, texObject);
    return bd_gen_slow_cuTexObjectGetTextureDesc(__builtin_return_address(0), bd, pTexDesc, texObject);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuTexObjectGetResourceViewDesc(const void *bd_caller, bound_dev_t *bd, CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    bd_call_t bd_call = {"cuTexObjectGetResourceViewDesc", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetResourceViewDesc)(pResViewDesc, texObject);
}

CUresult bd_cuTexObjectGetResourceViewDesc(bound_dev_t *bd, CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTexObjectGetResourceViewDesc)(pResViewDesc, texObject);
    return bd_gen_slow_cuTexObjectGetResourceViewDesc(__builtin_return_address(0), bd, pResViewDesc, texObject);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuSurfObjectCreate(const void *bd_caller, bound_dev_t *bd, CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    bd_call_t bd_call = {"cuSurfObjectCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectCreate)(pSurfObject, pResDesc);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(*pSurfObject), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuSurfObjectCreate(bound_dev_t *bd, CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectCreate)(pSurfObject, pResDesc);
    return bd_gen_slow_cuSurfObjectCreate(__builtin_return_address(0), bd, pSurfObject, pResDesc);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuSurfObjectDestroy(const void *bd_caller, bound_dev_t *bd, CUsurfObject surfObject)
{
    bd_call_t bd_call = {"cuSurfObjectDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"surfObject", BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(surfObject)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectDestroy)(surfObject);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_unregister(bd, &bd_call, BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(surfObject));
        }
    }
    return bd_result;
}

CUresult bd_cuSurfObjectDestroy(bound_dev_t *bd, CUsurfObject surfObject)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectDestroy)(surfObject);
    return bd_gen_slow_cuSurfObjectDestroy(__builtin_return_address(0), bd, surfObject);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuSurfObjectGetResourceDesc(const void *bd_caller, bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    bd_call_t bd_call = {"cuSurfObjectGetResourceDesc", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"surfObject", BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(surfObject)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectGetResourceDesc)(pResDesc, surfObject);
}

CUresult bd_cuSurfObjectGetResourceDesc(bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuSurfObjectGetResourceDesc)(pResDesc, surfObject);
    return bd_gen_slow_cuSurfObjectGetResourceDesc(__builtin_return_address(0), bd, pResDesc, surfObject);
}

CUresult bd_cuTensorMapEncodeTiled(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const cuuint32_t *boxDim, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTensorMapEncodeTiled)(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, boxDim, elementStrides, interleave, swizzle, l2Promotion, oobFill);
}

CUresult bd_cuTensorMapEncodeIm2col(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTensorMapEncodeIm2col)(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, pixelBoxLowerCorner, pixelBoxUpperCorner, channelsPerPixel, pixelsPerColumn, elementStrides, interleave, swizzle, l2Promotion, oobFill);
}

CUresult bd_cuTensorMapEncodeIm2colWide(CUtensorMap *tensorMap, CUtensorMapDataType tensorDataType, cuuint32_t tensorRank, void *globalAddress, const cuuint64_t *globalDim, const cuuint64_t *globalStrides, int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth, cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave interleave, CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion, CUtensorMapFloatOOBfill oobFill)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTensorMapEncodeIm2colWide)(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, pixelBoxLowerCornerWidth, pixelBoxUpperCornerWidth, channelsPerPixel, pixelsPerColumn, elementStrides, interleave, mode, swizzle, l2Promotion, oobFill);
}

CUresult bd_cuTensorMapReplaceAddress(CUtensorMap *tensorMap, void *globalAddress)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuTensorMapReplaceAddress)(tensorMap, globalAddress);
}

CUresult bd_cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceCanAccessPeer)(canAccessPeer, dev, peerDev);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxEnablePeerAccess(const void *bd_caller, bound_dev_t *bd, CUcontext peerContext, unsigned int Flags)
{
    bd_call_t bd_call = {"cuCtxEnablePeerAccess", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxEnablePeerAccess)(peerContext, Flags);
}

CUresult bd_cuCtxEnablePeerAccess(bound_dev_t *bd, CUcontext peerContext, unsigned int Flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxEnablePeerAccess)(peerContext, Flags);
    return bd_gen_slow_cuCtxEnablePeerAccess(__builtin_return_address(0), bd, peerContext, Flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxDisablePeerAccess(const void *bd_caller, bound_dev_t *bd, CUcontext peerContext)
{
    bd_call_t bd_call = {"cuCtxDisablePeerAccess", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxDisablePeerAccess)(peerContext);
}

CUresult bd_cuCtxDisablePeerAccess(bound_dev_t *bd, CUcontext peerContext)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxDisablePeerAccess)(peerContext);
    return bd_gen_slow_cuCtxDisablePeerAccess(__builtin_return_address(0), bd, peerContext);
}

CUresult bd_cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attrib, CUdevice srcDevice, CUdevice dstDevice)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetP2PAttribute)(value, attrib, srcDevice, dstDevice);
}

CUresult bd_cuDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const CUatomicOperation *operations, unsigned int count, CUdevice srcDevice, CUdevice dstDevice)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetP2PAtomicCapabilities)(capabilities, operations, count, srcDevice, dstDevice);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphicsUnregisterResource(const void *bd_caller, bound_dev_t *bd, CUgraphicsResource resource)
{
    bd_call_t bd_call = {"cuGraphicsUnregisterResource", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnregisterResource)(resource);
}

CUresult bd_cuGraphicsUnregisterResource(bound_dev_t *bd, CUgraphicsResource resource)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnregisterResource)(resource);
    return bd_gen_slow_cuGraphicsUnregisterResource(__builtin_return_address(0), bd, resource);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphicsSubResourceGetMappedArray(const void *bd_caller, bound_dev_t *bd, CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    bd_call_t bd_call = {"cuGraphicsSubResourceGetMappedArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsSubResourceGetMappedArray)(pArray, resource, arrayIndex, mipLevel);
}

CUresult bd_cuGraphicsSubResourceGetMappedArray(bound_dev_t *bd, CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsSubResourceGetMappedArray)(pArray, resource, arrayIndex, mipLevel);
    return bd_gen_slow_cuGraphicsSubResourceGetMappedArray(__builtin_return_address(0), bd, pArray, resource, arrayIndex, mipLevel);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphicsResourceGetMappedMipmappedArray(const void *bd_caller, bound_dev_t *bd, CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    bd_call_t bd_call = {"cuGraphicsResourceGetMappedMipmappedArray", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceGetMappedMipmappedArray)(pMipmappedArray, resource);
}

CUresult bd_cuGraphicsResourceGetMappedMipmappedArray(bound_dev_t *bd, CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceGetMappedMipmappedArray)(pMipmappedArray, resource);
    return bd_gen_slow_cuGraphicsResourceGetMappedMipmappedArray(__builtin_return_address(0), bd, pMipmappedArray, resource);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphicsResourceGetMappedPointer(const void *bd_caller, bound_dev_t *bd, CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    bd_call_t bd_call = {"cuGraphicsResourceGetMappedPointer", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceGetMappedPointer)(pDevPtr, pSize, resource);
}

CUresult bd_cuGraphicsResourceGetMappedPointer(bound_dev_t *bd, CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceGetMappedPointer)(pDevPtr, pSize, resource);
    return bd_gen_slow_cuGraphicsResourceGetMappedPointer(__builtin_return_address(0), bd, pDevPtr, pSize, resource);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphicsResourceSetMapFlags(const void *bd_caller, bound_dev_t *bd, CUgraphicsResource resource, unsigned int flags)
{
    bd_call_t bd_call = {"cuGraphicsResourceSetMapFlags", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceSetMapFlags)(resource, flags);
}

CUresult bd_cuGraphicsResourceSetMapFlags(bound_dev_t *bd, CUgraphicsResource resource, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsResourceSetMapFlags)(resource, flags);
    return bd_gen_slow_cuGraphicsResourceSetMapFlags(__builtin_return_address(0), bd, resource, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphicsMapResources(const void *bd_caller, bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    bd_call_t bd_call = {"cuGraphicsMapResources", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsMapResources)(count, resources, hStream);
}

CUresult bd_cuGraphicsMapResources(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsMapResources)(count, resources, hStream);
    return bd_gen_slow_cuGraphicsMapResources(__builtin_return_address(0), bd, count, resources, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphicsMapResources_ptsz(const void *bd_caller, bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    bd_call_t bd_call = {"cuGraphicsMapResources", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsMapResources_ptsz)(count, resources, hStream);
}

CUresult bd_cuGraphicsMapResources_ptsz(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsMapResources_ptsz)(count, resources, hStream);
    return bd_gen_slow_cuGraphicsMapResources_ptsz(__builtin_return_address(0), bd, count, resources, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphicsUnmapResources(const void *bd_caller, bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    bd_call_t bd_call = {"cuGraphicsUnmapResources", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnmapResources)(count, resources, hStream);
}

CUresult bd_cuGraphicsUnmapResources(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnmapResources)(count, resources, hStream);
    return bd_gen_slow_cuGraphicsUnmapResources(__builtin_return_address(0), bd, count, resources, hStream);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGraphicsUnmapResources_ptsz(const void *bd_caller, bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    bd_call_t bd_call = {"cuGraphicsUnmapResources", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnmapResources_ptsz)(count, resources, hStream);
}

CUresult bd_cuGraphicsUnmapResources_ptsz(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGraphicsUnmapResources_ptsz)(count, resources, hStream);
    return bd_gen_slow_cuGraphicsUnmapResources_ptsz(__builtin_return_address(0), bd, count, resources, hStream);
}

CUresult bd_cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags, CUdriverProcAddressQueryResult *symbolStatus)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGetProcAddress)(symbol, pfn, cudaVersion, flags, symbolStatus);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCoredumpGetAttribute(const void *bd_caller, bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    bd_call_t bd_call = {"cuCoredumpGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpGetAttribute)(attrib, value, size);
}

CUresult bd_cuCoredumpGetAttribute(bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpGetAttribute)(attrib, value, size);
    return bd_gen_slow_cuCoredumpGetAttribute(__builtin_return_address(0), bd, attrib, value, size);
}

CUresult bd_cuCoredumpGetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpGetAttributeGlobal)(attrib, value, size);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCoredumpSetAttribute(const void *bd_caller, bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    bd_call_t bd_call = {"cuCoredumpSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpSetAttribute)(attrib, value, size);
}

CUresult bd_cuCoredumpSetAttribute(bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpSetAttribute)(attrib, value, size);
    return bd_gen_slow_cuCoredumpSetAttribute(__builtin_return_address(0), bd, attrib, value, size);
}

CUresult bd_cuCoredumpSetAttributeGlobal(CUcoredumpSettings attrib, void *value, size_t *size)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCoredumpSetAttributeGlobal)(attrib, value, size);
}

CUresult bd_cuGetExportTable(const void **ppExportTable, const CUuuid *pExportTableId)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGetExportTable)(ppExportTable, pExportTableId);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGreenCtxCreate(const void *bd_caller, bound_dev_t *bd, CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    bd_call_t bd_call = {"cuGreenCtxCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxCreate)(phCtx, desc, dev, flags);
}

CUresult bd_cuGreenCtxCreate(bound_dev_t *bd, CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxCreate)(phCtx, desc, dev, flags);
    return bd_gen_slow_cuGreenCtxCreate(__builtin_return_address(0), bd, phCtx, desc, dev, flags);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGreenCtxDestroy(const void *bd_caller, bound_dev_t *bd, CUgreenCtx hCtx)
{
    bd_call_t bd_call = {"cuGreenCtxDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxDestroy)(hCtx);
}

CUresult bd_cuGreenCtxDestroy(bound_dev_t *bd, CUgreenCtx hCtx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxDestroy)(hCtx);
    return bd_gen_slow_cuGreenCtxDestroy(__builtin_return_address(0), bd, hCtx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxFromGreenCtx(const void *bd_caller, bound_dev_t *bd, CUcontext *pContext, CUgreenCtx hCtx)
{
    bd_call_t bd_call = {"cuCtxFromGreenCtx", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxFromGreenCtx)(pContext, hCtx);
}

CUresult bd_cuCtxFromGreenCtx(bound_dev_t *bd, CUcontext *pContext, CUgreenCtx hCtx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxFromGreenCtx)(pContext, hCtx);
    return bd_gen_slow_cuCtxFromGreenCtx(__builtin_return_address(0), bd, pContext, hCtx);
}

CUresult bd_cuDeviceGetDevResource(CUdevice device, CUdevResource *resource, CUdevResourceType type)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDeviceGetDevResource)(device, resource, type);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuCtxGetDevResource(const void *bd_caller, bound_dev_t *bd, CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    bd_call_t bd_call = {"cuCtxGetDevResource", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevResource)(hCtx, resource, type);
}

CUresult bd_cuCtxGetDevResource(bound_dev_t *bd, CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetDevResource)(hCtx, resource, type);
    return bd_gen_slow_cuCtxGetDevResource(__builtin_return_address(0), bd, hCtx, resource, type);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGreenCtxGetDevResource(const void *bd_caller, bound_dev_t *bd, CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    bd_call_t bd_call = {"cuGreenCtxGetDevResource", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxGetDevResource)(hCtx, resource, type);
}

CUresult bd_cuGreenCtxGetDevResource(bound_dev_t *bd, CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxGetDevResource)(hCtx, resource, type);
    return bd_gen_slow_cuGreenCtxGetDevResource(__builtin_return_address(0), bd, hCtx, resource, type);
}

CUresult bd_cuDevSmResourceSplitByCount(CUdevResource *result, unsigned int *nbGroups, const CUdevResource *input, CUdevResource *remaining, unsigned int useFlags, unsigned int minCount)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevSmResourceSplitByCount)(result, nbGroups, input, remaining, useFlags, minCount);
}

CUresult bd_cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources, unsigned int nbResources)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuDevResourceGenerateDesc)(phDesc, resources, nbResources);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGreenCtxRecordEvent(const void *bd_caller, bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    bd_call_t bd_call = {"cuGreenCtxRecordEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxRecordEvent)(hCtx, hEvent);
}

CUresult bd_cuGreenCtxRecordEvent(bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxRecordEvent)(hCtx, hEvent);
    return bd_gen_slow_cuGreenCtxRecordEvent(__builtin_return_address(0), bd, hCtx, hEvent);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGreenCtxWaitEvent(const void *bd_caller, bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    bd_call_t bd_call = {"cuGreenCtxWaitEvent", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxWaitEvent)(hCtx, hEvent);
}

CUresult bd_cuGreenCtxWaitEvent(bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxWaitEvent)(hCtx, hEvent);
    return bd_gen_slow_cuGreenCtxWaitEvent(__builtin_return_address(0), bd, hCtx, hEvent);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuStreamGetGreenCtx(const void *bd_caller, bound_dev_t *bd, CUstream hStream, CUgreenCtx *phCtx)
{
    bd_call_t bd_call = {"cuStreamGetGreenCtx", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && bd_gen_checks_on) {
        const bd_handle_arg_t bd_handles[] = {
            {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        };
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    }
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetGreenCtx)(hStream, phCtx);
}

CUresult bd_cuStreamGetGreenCtx(bound_dev_t *bd, CUstream hStream, CUgreenCtx *phCtx)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamGetGreenCtx)(hStream, phCtx);
    return bd_gen_slow_cuStreamGetGreenCtx(__builtin_return_address(0), bd, hStream, phCtx);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGreenCtxStreamCreate(const void *bd_caller, bound_dev_t *bd, CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    bd_call_t bd_call = {"cuGreenCtxStreamCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxStreamCreate)(phStream, greenCtx, flags, priority);
    if (bd_result == CUDA_SUCCESS) {
        if (bd_gen_checks_on) {
            bd_register(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(*phStream), (unsigned long long)(0));
        }
    }
    return bd_result;
}

CUresult bd_cuGreenCtxStreamCreate(bound_dev_t *bd, CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxStreamCreate)(phStream, greenCtx, flags, priority);
    return bd_gen_slow_cuGreenCtxStreamCreate(__builtin_return_address(0), bd, phStream, greenCtx, flags, priority);
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a jump. */
static __attribute__((noinline)) CUresult bd_gen_slow_cuGreenCtxGetId(const void *bd_caller, bound_dev_t *bd, CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    bd_call_t bd_call = {"cuGreenCtxGetId", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxGetId)(greenCtx, greenCtxId);
}

CUresult bd_cuGreenCtxGetId(bound_dev_t *bd, CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuGreenCtxGetId)(greenCtx, greenCtxId);
    return bd_gen_slow_cuGreenCtxGetId(__builtin_return_address(0), bd, greenCtx, greenCtxId);
}

CUresult bd_cuLogsRegisterCallback(CUlogsCallback callbackFunc, void *userData, CUlogsCallbackHandle *callback_out)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLogsRegisterCallback)(callbackFunc, userData, callback_out);
}

CUresult bd_cuLogsUnregisterCallback(CUlogsCallbackHandle callback)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLogsUnregisterCallback)(callback);
}

CUresult bd_cuLogsCurrent(CUlogIterator *iterator_out, unsigned int flags)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLogsCurrent)(iterator_out, flags);
}

CUresult bd_cuLogsDumpToFile(CUlogIterator *iterator, const char *pathToFile, unsigned int flags)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLogsDumpToFile)(iterator, pathToFile, flags);
}

CUresult bd_cuLogsDumpToMemory(CUlogIterator *iterator, char *buffer, size_t *size, unsigned int flags)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuLogsDumpToMemory)(iterator, buffer, size, flags);
}

CUresult bd_cuCheckpointProcessGetRestoreThreadId(int pid, int *tid)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessGetRestoreThreadId)(pid, tid);
}

CUresult bd_cuCheckpointProcessGetState(int pid, CUprocessState *state)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessGetState)(pid, state);
}

CUresult bd_cuCheckpointProcessLock(int pid, CUcheckpointLockArgs *args)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessLock)(pid, args);
}

CUresult bd_cuCheckpointProcessCheckpoint(int pid, CUcheckpointCheckpointArgs *args)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessCheckpoint)(pid, args);
}

CUresult bd_cuCheckpointProcessRestore(int pid, CUcheckpointRestoreArgs *args)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessRestore)(pid, args);
}

CUresult bd_cuCheckpointProcessUnlock(int pid, CUcheckpointUnlockArgs *args)
{
return BD_GEN_ENTRY(bd_gen_driver, pfn_cuCheckpointProcessUnlock)(pid, args);
}
BD_SUPPRESS_DEPRECATED_END
