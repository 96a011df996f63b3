/* *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * Spec and templates hash: 0d5563200518af2d
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* driver: a wrapper for each of the 377 functions of cuda.h that act on a
 * context. Each takes the device bound to the calling thread first, makes its context current (a
 * compare when it already is), calls the function and returns CUresult. */
#ifndef CUBOUND_GENERATED_DRIVER_H
#define CUBOUND_GENERATED_DRIVER_H

#include <cuda.h>

#include "cubound/checks.h"
#include "cubound/cubound.h"

#ifdef __cplusplus
extern "C" {
#endif

/* cuFlushGPUDirectRDMAWrites.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuFlushGPUDirectRDMAWrites(const char *bd_file, int bd_line, bound_dev_t *bd, CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    const bd_call_t bd_call = {"cuFlushGPUDirectRDMAWrites", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFlushGPUDirectRDMAWrites(target, scope);
    return bd_result;
}

static inline CUresult bd_cuFlushGPUDirectRDMAWrites(bound_dev_t *bd, CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    return bd_checked_cuFlushGPUDirectRDMAWrites("(address taken)", 0, bd, target, scope);
}
#define bd_cuFlushGPUDirectRDMAWrites(bd, target, scope) bd_checked_cuFlushGPUDirectRDMAWrites(__FILE__, __LINE__, bd, target, scope)
#else
static inline CUresult bd_cuFlushGPUDirectRDMAWrites(bound_dev_t *bd, CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFlushGPUDirectRDMAWrites(target, scope);
}
#endif

/* cuDevicePrimaryCtxRetain.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuDevicePrimaryCtxRetain(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pctx, CUdevice dev)
{
    const bd_call_t bd_call = {"cuDevicePrimaryCtxRetain", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuDevicePrimaryCtxRetain(pctx, dev);
    return bd_result;
}

static inline CUresult bd_cuDevicePrimaryCtxRetain(bound_dev_t *bd, CUcontext *pctx, CUdevice dev)
{
    return bd_checked_cuDevicePrimaryCtxRetain("(address taken)", 0, bd, pctx, dev);
}
#define bd_cuDevicePrimaryCtxRetain(bd, pctx, dev) bd_checked_cuDevicePrimaryCtxRetain(__FILE__, __LINE__, bd, pctx, dev)
#else
static inline CUresult bd_cuDevicePrimaryCtxRetain(bound_dev_t *bd, CUcontext *pctx, CUdevice dev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDevicePrimaryCtxRetain(pctx, dev);
}
#endif

/* cuDevicePrimaryCtxRelease: cuda.h maps it to cuDevicePrimaryCtxRelease_v2.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuDevicePrimaryCtxRelease(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice dev)
{
    const bd_call_t bd_call = {"cuDevicePrimaryCtxRelease", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuDevicePrimaryCtxRelease(dev);
    return bd_result;
}

static inline CUresult bd_cuDevicePrimaryCtxRelease(bound_dev_t *bd, CUdevice dev)
{
    return bd_checked_cuDevicePrimaryCtxRelease("(address taken)", 0, bd, dev);
}
#define bd_cuDevicePrimaryCtxRelease(bd, dev) bd_checked_cuDevicePrimaryCtxRelease(__FILE__, __LINE__, bd, dev)
#else
static inline CUresult bd_cuDevicePrimaryCtxRelease(bound_dev_t *bd, CUdevice dev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDevicePrimaryCtxRelease(dev);
}
#endif

/* cuDevicePrimaryCtxSetFlags: cuda.h maps it to cuDevicePrimaryCtxSetFlags_v2.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuDevicePrimaryCtxSetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice dev, unsigned int flags)
{
    const bd_call_t bd_call = {"cuDevicePrimaryCtxSetFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuDevicePrimaryCtxSetFlags(dev, flags);
    return bd_result;
}

static inline CUresult bd_cuDevicePrimaryCtxSetFlags(bound_dev_t *bd, CUdevice dev, unsigned int flags)
{
    return bd_checked_cuDevicePrimaryCtxSetFlags("(address taken)", 0, bd, dev, flags);
}
#define bd_cuDevicePrimaryCtxSetFlags(bd, dev, flags) bd_checked_cuDevicePrimaryCtxSetFlags(__FILE__, __LINE__, bd, dev, flags)
#else
static inline CUresult bd_cuDevicePrimaryCtxSetFlags(bound_dev_t *bd, CUdevice dev, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDevicePrimaryCtxSetFlags(dev, flags);
}
#endif

/* cuDevicePrimaryCtxGetState.
 * Writes through: flags, active.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuDevicePrimaryCtxGetState(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice dev, unsigned int *flags, int *active)
{
    const bd_call_t bd_call = {"cuDevicePrimaryCtxGetState", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuDevicePrimaryCtxGetState(dev, flags, active);
    return bd_result;
}

static inline CUresult bd_cuDevicePrimaryCtxGetState(bound_dev_t *bd, CUdevice dev, unsigned int *flags, int *active)
{
    return bd_checked_cuDevicePrimaryCtxGetState("(address taken)", 0, bd, dev, flags, active);
}
#define bd_cuDevicePrimaryCtxGetState(bd, dev, flags, active) bd_checked_cuDevicePrimaryCtxGetState(__FILE__, __LINE__, bd, dev, flags, active)
#else
static inline CUresult bd_cuDevicePrimaryCtxGetState(bound_dev_t *bd, CUdevice dev, unsigned int *flags, int *active)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDevicePrimaryCtxGetState(dev, flags, active);
}
#endif

/* cuDevicePrimaryCtxReset: cuda.h maps it to cuDevicePrimaryCtxReset_v2.
 * Context: resets the device's primary context: its bindings go stale, the device re-retains it.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuDevicePrimaryCtxReset(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice dev)
{
    const bd_call_t bd_call = {"cuDevicePrimaryCtxReset", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuDevicePrimaryCtxReset(dev);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_resets_primary(dev);
    }
    return bd_result;
}

static inline CUresult bd_cuDevicePrimaryCtxReset(bound_dev_t *bd, CUdevice dev)
{
    return bd_checked_cuDevicePrimaryCtxReset("(address taken)", 0, bd, dev);
}
#define bd_cuDevicePrimaryCtxReset(bd, dev) bd_checked_cuDevicePrimaryCtxReset(__FILE__, __LINE__, bd, dev)
#else
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
#endif

/* cuCtxCreate: cuda.h maps it to cuCtxCreate_v4.
 * Creates: pctx.
 * Writes through: ctxCreateParams.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev)
{
    const bd_call_t bd_call = {"cuCtxCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxCreate(pctx, ctxCreateParams, flags, dev);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_moves_current();
    }
    return bd_result;
}

static inline CUresult bd_cuCtxCreate(bound_dev_t *bd, CUcontext *pctx, CUctxCreateParams *ctxCreateParams, unsigned int flags, CUdevice dev)
{
    return bd_checked_cuCtxCreate("(address taken)", 0, bd, pctx, ctxCreateParams, flags, dev);
}
#define bd_cuCtxCreate(bd, pctx, ctxCreateParams, flags, dev) bd_checked_cuCtxCreate(__FILE__, __LINE__, bd, pctx, ctxCreateParams, flags, dev)
#else
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
#endif

/* cuCtxDestroy: cuda.h maps it to cuCtxDestroy_v2.
 * Destroys: ctx.
 * Context: may end the context it is given: bindings of that context go stale.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx)
{
    const bd_call_t bd_call = {"cuCtxDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxDestroy(ctx);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_ends_context(ctx);
    }
    return bd_result;
}

static inline CUresult bd_cuCtxDestroy(bound_dev_t *bd, CUcontext ctx)
{
    return bd_checked_cuCtxDestroy("(address taken)", 0, bd, ctx);
}
#define bd_cuCtxDestroy(bd, ctx) bd_checked_cuCtxDestroy(__FILE__, __LINE__, bd, ctx)
#else
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
#endif

/* cuCtxPushCurrent: cuda.h maps it to cuCtxPushCurrent_v2.
 * Must belong to the binding's device: ctx (context).
 * Context: changes the thread's current context: cubound forgets its cache.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxPushCurrent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx)
{
    const bd_call_t bd_call = {"cuCtxPushCurrent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxPushCurrent(ctx);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_moves_current();
    }
    return bd_result;
}

static inline CUresult bd_cuCtxPushCurrent(bound_dev_t *bd, CUcontext ctx)
{
    return bd_checked_cuCtxPushCurrent("(address taken)", 0, bd, ctx);
}
#define bd_cuCtxPushCurrent(bd, ctx) bd_checked_cuCtxPushCurrent(__FILE__, __LINE__, bd, ctx)
#else
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
#endif

/* cuCtxPopCurrent: cuda.h maps it to cuCtxPopCurrent_v2.
 * Context: changes the thread's current context: cubound forgets its cache.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxPopCurrent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pctx)
{
    const bd_call_t bd_call = {"cuCtxPopCurrent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxPopCurrent(pctx);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_moves_current();
    }
    return bd_result;
}

static inline CUresult bd_cuCtxPopCurrent(bound_dev_t *bd, CUcontext *pctx)
{
    return bd_checked_cuCtxPopCurrent("(address taken)", 0, bd, pctx);
}
#define bd_cuCtxPopCurrent(bd, pctx) bd_checked_cuCtxPopCurrent(__FILE__, __LINE__, bd, pctx)
#else
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
#endif

/* cuCtxSetCurrent.
 * Must belong to the binding's device: ctx (context).
 * Context: changes the thread's current context: cubound forgets its cache.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxSetCurrent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx)
{
    const bd_call_t bd_call = {"cuCtxSetCurrent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxSetCurrent(ctx);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_moves_current();
    }
    return bd_result;
}

static inline CUresult bd_cuCtxSetCurrent(bound_dev_t *bd, CUcontext ctx)
{
    return bd_checked_cuCtxSetCurrent("(address taken)", 0, bd, ctx);
}
#define bd_cuCtxSetCurrent(bd, ctx) bd_checked_cuCtxSetCurrent(__FILE__, __LINE__, bd, ctx)
#else
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
#endif

/* cuCtxGetCurrent.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxGetCurrent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pctx)
{
    const bd_call_t bd_call = {"cuCtxGetCurrent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetCurrent(pctx);
    return bd_result;
}

static inline CUresult bd_cuCtxGetCurrent(bound_dev_t *bd, CUcontext *pctx)
{
    return bd_checked_cuCtxGetCurrent("(address taken)", 0, bd, pctx);
}
#define bd_cuCtxGetCurrent(bd, pctx) bd_checked_cuCtxGetCurrent(__FILE__, __LINE__, bd, pctx)
#else
static inline CUresult bd_cuCtxGetCurrent(bound_dev_t *bd, CUcontext *pctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetCurrent(pctx);
}
#endif

/* cuCtxGetDevice.
 * Writes through: device.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxGetDevice(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice *device)
{
    const bd_call_t bd_call = {"cuCtxGetDevice", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetDevice(device);
    return bd_result;
}

static inline CUresult bd_cuCtxGetDevice(bound_dev_t *bd, CUdevice *device)
{
    return bd_checked_cuCtxGetDevice("(address taken)", 0, bd, device);
}
#define bd_cuCtxGetDevice(bd, device) bd_checked_cuCtxGetDevice(__FILE__, __LINE__, bd, device)
#else
static inline CUresult bd_cuCtxGetDevice(bound_dev_t *bd, CUdevice *device)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetDevice(device);
}
#endif

/* cuCtxGetDevice_v2.
 * Must belong to the binding's device: ctx (context).
 * Writes through: device.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxGetDevice_v2(const char *bd_file, int bd_line, bound_dev_t *bd, CUdevice *device, CUcontext ctx)
{
    const bd_call_t bd_call = {"cuCtxGetDevice_v2", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetDevice_v2(device, ctx);
    return bd_result;
}

static inline CUresult bd_cuCtxGetDevice_v2(bound_dev_t *bd, CUdevice *device, CUcontext ctx)
{
    return bd_checked_cuCtxGetDevice_v2("(address taken)", 0, bd, device, ctx);
}
#define bd_cuCtxGetDevice_v2(bd, device, ctx) bd_checked_cuCtxGetDevice_v2(__FILE__, __LINE__, bd, device, ctx)
#else
static inline CUresult bd_cuCtxGetDevice_v2(bound_dev_t *bd, CUdevice *device, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetDevice_v2(device, ctx);
}
#endif

/* cuCtxGetFlags.
 * Writes through: flags.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int *flags)
{
    const bd_call_t bd_call = {"cuCtxGetFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetFlags(flags);
    return bd_result;
}

static inline CUresult bd_cuCtxGetFlags(bound_dev_t *bd, unsigned int *flags)
{
    return bd_checked_cuCtxGetFlags("(address taken)", 0, bd, flags);
}
#define bd_cuCtxGetFlags(bd, flags) bd_checked_cuCtxGetFlags(__FILE__, __LINE__, bd, flags)
#else
static inline CUresult bd_cuCtxGetFlags(bound_dev_t *bd, unsigned int *flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetFlags(flags);
}
#endif

/* cuCtxSetFlags.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxSetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int flags)
{
    const bd_call_t bd_call = {"cuCtxSetFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxSetFlags(flags);
    return bd_result;
}

static inline CUresult bd_cuCtxSetFlags(bound_dev_t *bd, unsigned int flags)
{
    return bd_checked_cuCtxSetFlags("(address taken)", 0, bd, flags);
}
#define bd_cuCtxSetFlags(bd, flags) bd_checked_cuCtxSetFlags(__FILE__, __LINE__, bd, flags)
#else
static inline CUresult bd_cuCtxSetFlags(bound_dev_t *bd, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSetFlags(flags);
}
#endif

/* cuCtxGetId.
 * Must belong to the binding's device: ctx (context).
 * Writes through: ctxId.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxGetId(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx, unsigned long long *ctxId)
{
    const bd_call_t bd_call = {"cuCtxGetId", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetId(ctx, ctxId);
    return bd_result;
}

static inline CUresult bd_cuCtxGetId(bound_dev_t *bd, CUcontext ctx, unsigned long long *ctxId)
{
    return bd_checked_cuCtxGetId("(address taken)", 0, bd, ctx, ctxId);
}
#define bd_cuCtxGetId(bd, ctx, ctxId) bd_checked_cuCtxGetId(__FILE__, __LINE__, bd, ctx, ctxId)
#else
static inline CUresult bd_cuCtxGetId(bound_dev_t *bd, CUcontext ctx, unsigned long long *ctxId)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetId(ctx, ctxId);
}
#endif

/* cuCtxSynchronize.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxSynchronize(const char *bd_file, int bd_line, bound_dev_t *bd)
{
    const bd_call_t bd_call = {"cuCtxSynchronize", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxSynchronize();
    return bd_result;
}

static inline CUresult bd_cuCtxSynchronize(bound_dev_t *bd)
{
    return bd_checked_cuCtxSynchronize("(address taken)", 0, bd);
}
#define bd_cuCtxSynchronize(bd) bd_checked_cuCtxSynchronize(__FILE__, __LINE__, bd)
#else
static inline CUresult bd_cuCtxSynchronize(bound_dev_t *bd)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSynchronize();
}
#endif

/* cuCtxSynchronize_v2.
 * Must belong to the binding's device: ctx (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxSynchronize_v2(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx)
{
    const bd_call_t bd_call = {"cuCtxSynchronize_v2", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxSynchronize_v2(ctx);
    return bd_result;
}

static inline CUresult bd_cuCtxSynchronize_v2(bound_dev_t *bd, CUcontext ctx)
{
    return bd_checked_cuCtxSynchronize_v2("(address taken)", 0, bd, ctx);
}
#define bd_cuCtxSynchronize_v2(bd, ctx) bd_checked_cuCtxSynchronize_v2(__FILE__, __LINE__, bd, ctx)
#else
static inline CUresult bd_cuCtxSynchronize_v2(bound_dev_t *bd, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSynchronize_v2(ctx);
}
#endif

/* cuCtxSetLimit.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxSetLimit(const char *bd_file, int bd_line, bound_dev_t *bd, CUlimit limit, size_t value)
{
    const bd_call_t bd_call = {"cuCtxSetLimit", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxSetLimit(limit, value);
    return bd_result;
}

static inline CUresult bd_cuCtxSetLimit(bound_dev_t *bd, CUlimit limit, size_t value)
{
    return bd_checked_cuCtxSetLimit("(address taken)", 0, bd, limit, value);
}
#define bd_cuCtxSetLimit(bd, limit, value) bd_checked_cuCtxSetLimit(__FILE__, __LINE__, bd, limit, value)
#else
static inline CUresult bd_cuCtxSetLimit(bound_dev_t *bd, CUlimit limit, size_t value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSetLimit(limit, value);
}
#endif

/* cuCtxGetLimit.
 * Writes through: pvalue.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxGetLimit(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *pvalue, CUlimit limit)
{
    const bd_call_t bd_call = {"cuCtxGetLimit", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetLimit(pvalue, limit);
    return bd_result;
}

static inline CUresult bd_cuCtxGetLimit(bound_dev_t *bd, size_t *pvalue, CUlimit limit)
{
    return bd_checked_cuCtxGetLimit("(address taken)", 0, bd, pvalue, limit);
}
#define bd_cuCtxGetLimit(bd, pvalue, limit) bd_checked_cuCtxGetLimit(__FILE__, __LINE__, bd, pvalue, limit)
#else
static inline CUresult bd_cuCtxGetLimit(bound_dev_t *bd, size_t *pvalue, CUlimit limit)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetLimit(pvalue, limit);
}
#endif

/* cuCtxGetCacheConfig.
 * Writes through: pconfig.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxGetCacheConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunc_cache *pconfig)
{
    const bd_call_t bd_call = {"cuCtxGetCacheConfig", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetCacheConfig(pconfig);
    return bd_result;
}

static inline CUresult bd_cuCtxGetCacheConfig(bound_dev_t *bd, CUfunc_cache *pconfig)
{
    return bd_checked_cuCtxGetCacheConfig("(address taken)", 0, bd, pconfig);
}
#define bd_cuCtxGetCacheConfig(bd, pconfig) bd_checked_cuCtxGetCacheConfig(__FILE__, __LINE__, bd, pconfig)
#else
static inline CUresult bd_cuCtxGetCacheConfig(bound_dev_t *bd, CUfunc_cache *pconfig)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetCacheConfig(pconfig);
}
#endif

/* cuCtxSetCacheConfig.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxSetCacheConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunc_cache config)
{
    const bd_call_t bd_call = {"cuCtxSetCacheConfig", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxSetCacheConfig(config);
    return bd_result;
}

static inline CUresult bd_cuCtxSetCacheConfig(bound_dev_t *bd, CUfunc_cache config)
{
    return bd_checked_cuCtxSetCacheConfig("(address taken)", 0, bd, config);
}
#define bd_cuCtxSetCacheConfig(bd, config) bd_checked_cuCtxSetCacheConfig(__FILE__, __LINE__, bd, config)
#else
static inline CUresult bd_cuCtxSetCacheConfig(bound_dev_t *bd, CUfunc_cache config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSetCacheConfig(config);
}
#endif

/* cuCtxGetApiVersion.
 * Must belong to the binding's device: ctx (context).
 * Writes through: version.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxGetApiVersion(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx, unsigned int *version)
{
    const bd_call_t bd_call = {"cuCtxGetApiVersion", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetApiVersion(ctx, version);
    return bd_result;
}

static inline CUresult bd_cuCtxGetApiVersion(bound_dev_t *bd, CUcontext ctx, unsigned int *version)
{
    return bd_checked_cuCtxGetApiVersion("(address taken)", 0, bd, ctx, version);
}
#define bd_cuCtxGetApiVersion(bd, ctx, version) bd_checked_cuCtxGetApiVersion(__FILE__, __LINE__, bd, ctx, version)
#else
static inline CUresult bd_cuCtxGetApiVersion(bound_dev_t *bd, CUcontext ctx, unsigned int *version)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetApiVersion(ctx, version);
}
#endif

/* cuCtxGetStreamPriorityRange.
 * Writes through: leastPriority, greatestPriority.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxGetStreamPriorityRange(const char *bd_file, int bd_line, bound_dev_t *bd, int *leastPriority, int *greatestPriority)
{
    const bd_call_t bd_call = {"cuCtxGetStreamPriorityRange", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetStreamPriorityRange(leastPriority, greatestPriority);
    return bd_result;
}

static inline CUresult bd_cuCtxGetStreamPriorityRange(bound_dev_t *bd, int *leastPriority, int *greatestPriority)
{
    return bd_checked_cuCtxGetStreamPriorityRange("(address taken)", 0, bd, leastPriority, greatestPriority);
}
#define bd_cuCtxGetStreamPriorityRange(bd, leastPriority, greatestPriority) bd_checked_cuCtxGetStreamPriorityRange(__FILE__, __LINE__, bd, leastPriority, greatestPriority)
#else
static inline CUresult bd_cuCtxGetStreamPriorityRange(bound_dev_t *bd, int *leastPriority, int *greatestPriority)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetStreamPriorityRange(leastPriority, greatestPriority);
}
#endif

/* cuCtxResetPersistingL2Cache.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxResetPersistingL2Cache(const char *bd_file, int bd_line, bound_dev_t *bd)
{
    const bd_call_t bd_call = {"cuCtxResetPersistingL2Cache", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxResetPersistingL2Cache();
    return bd_result;
}

static inline CUresult bd_cuCtxResetPersistingL2Cache(bound_dev_t *bd)
{
    return bd_checked_cuCtxResetPersistingL2Cache("(address taken)", 0, bd);
}
#define bd_cuCtxResetPersistingL2Cache(bd) bd_checked_cuCtxResetPersistingL2Cache(__FILE__, __LINE__, bd)
#else
static inline CUresult bd_cuCtxResetPersistingL2Cache(bound_dev_t *bd)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxResetPersistingL2Cache();
}
#endif

/* cuCtxGetExecAffinity.
 * Writes through: pExecAffinity.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxGetExecAffinity(const char *bd_file, int bd_line, bound_dev_t *bd, CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    const bd_call_t bd_call = {"cuCtxGetExecAffinity", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetExecAffinity(pExecAffinity, type);
    return bd_result;
}

static inline CUresult bd_cuCtxGetExecAffinity(bound_dev_t *bd, CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    return bd_checked_cuCtxGetExecAffinity("(address taken)", 0, bd, pExecAffinity, type);
}
#define bd_cuCtxGetExecAffinity(bd, pExecAffinity, type) bd_checked_cuCtxGetExecAffinity(__FILE__, __LINE__, bd, pExecAffinity, type)
#else
static inline CUresult bd_cuCtxGetExecAffinity(bound_dev_t *bd, CUexecAffinityParam *pExecAffinity, CUexecAffinityType type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetExecAffinity(pExecAffinity, type);
}
#endif

/* cuCtxRecordEvent.
 * Must belong to the binding's device: hCtx (context), hEvent (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxRecordEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    const bd_call_t bd_call = {"cuCtxRecordEvent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxRecordEvent(hCtx, hEvent);
    return bd_result;
}

static inline CUresult bd_cuCtxRecordEvent(bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    return bd_checked_cuCtxRecordEvent("(address taken)", 0, bd, hCtx, hEvent);
}
#define bd_cuCtxRecordEvent(bd, hCtx, hEvent) bd_checked_cuCtxRecordEvent(__FILE__, __LINE__, bd, hCtx, hEvent)
#else
static inline CUresult bd_cuCtxRecordEvent(bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxRecordEvent(hCtx, hEvent);
}
#endif

/* cuCtxWaitEvent.
 * Must belong to the binding's device: hCtx (context), hEvent (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxWaitEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    const bd_call_t bd_call = {"cuCtxWaitEvent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxWaitEvent(hCtx, hEvent);
    return bd_result;
}

static inline CUresult bd_cuCtxWaitEvent(bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    return bd_checked_cuCtxWaitEvent("(address taken)", 0, bd, hCtx, hEvent);
}
#define bd_cuCtxWaitEvent(bd, hCtx, hEvent) bd_checked_cuCtxWaitEvent(__FILE__, __LINE__, bd, hCtx, hEvent)
#else
static inline CUresult bd_cuCtxWaitEvent(bound_dev_t *bd, CUcontext hCtx, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxWaitEvent(hCtx, hEvent);
}
#endif

/* cuCtxAttach.
 * Deprecated in CUDA.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuCtxAttach(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pctx, unsigned int flags)
{
    const bd_call_t bd_call = {"cuCtxAttach", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxAttach(pctx, flags);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuCtxAttach(bound_dev_t *bd, CUcontext *pctx, unsigned int flags)
{
    return bd_checked_cuCtxAttach("(address taken)", 0, bd, pctx, flags);
}
#define bd_cuCtxAttach(bd, pctx, flags) bd_checked_cuCtxAttach(__FILE__, __LINE__, bd, pctx, flags)
#else
BD_DEPRECATED
static inline CUresult bd_cuCtxAttach(bound_dev_t *bd, CUcontext *pctx, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxAttach(pctx, flags);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuCtxDetach.
 * Deprecated in CUDA.
 * Must belong to the binding's device: ctx (context).
 * Context: may end the context it is given: bindings of that context go stale.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuCtxDetach(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext ctx)
{
    const bd_call_t bd_call = {"cuCtxDetach", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxDetach(ctx);
    if (bd_result == CUDA_SUCCESS) {
        bd_gen_ends_context(ctx);
    }
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuCtxDetach(bound_dev_t *bd, CUcontext ctx)
{
    return bd_checked_cuCtxDetach("(address taken)", 0, bd, ctx);
}
#define bd_cuCtxDetach(bd, ctx) bd_checked_cuCtxDetach(__FILE__, __LINE__, bd, ctx)
#else
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
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuCtxGetSharedMemConfig.
 * Deprecated in CUDA.
 * Writes through: pConfig.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuCtxGetSharedMemConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUsharedconfig *pConfig)
{
    const bd_call_t bd_call = {"cuCtxGetSharedMemConfig", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetSharedMemConfig(pConfig);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuCtxGetSharedMemConfig(bound_dev_t *bd, CUsharedconfig *pConfig)
{
    return bd_checked_cuCtxGetSharedMemConfig("(address taken)", 0, bd, pConfig);
}
#define bd_cuCtxGetSharedMemConfig(bd, pConfig) bd_checked_cuCtxGetSharedMemConfig(__FILE__, __LINE__, bd, pConfig)
#else
BD_DEPRECATED
static inline CUresult bd_cuCtxGetSharedMemConfig(bound_dev_t *bd, CUsharedconfig *pConfig)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetSharedMemConfig(pConfig);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuCtxSetSharedMemConfig.
 * Deprecated in CUDA.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuCtxSetSharedMemConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUsharedconfig config)
{
    const bd_call_t bd_call = {"cuCtxSetSharedMemConfig", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxSetSharedMemConfig(config);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuCtxSetSharedMemConfig(bound_dev_t *bd, CUsharedconfig config)
{
    return bd_checked_cuCtxSetSharedMemConfig("(address taken)", 0, bd, config);
}
#define bd_cuCtxSetSharedMemConfig(bd, config) bd_checked_cuCtxSetSharedMemConfig(__FILE__, __LINE__, bd, config)
#else
BD_DEPRECATED
static inline CUresult bd_cuCtxSetSharedMemConfig(bound_dev_t *bd, CUsharedconfig config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSetSharedMemConfig(config);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuModuleLoad.
 * Creates: module.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuModuleLoad(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *module, const char *fname)
{
    const bd_call_t bd_call = {"cuModuleLoad", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuModuleLoad(module, fname);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(*module), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuModuleLoad(bound_dev_t *bd, CUmodule *module, const char *fname)
{
    return bd_checked_cuModuleLoad("(address taken)", 0, bd, module, fname);
}
#define bd_cuModuleLoad(bd, module, fname) bd_checked_cuModuleLoad(__FILE__, __LINE__, bd, module, fname)
#else
static inline CUresult bd_cuModuleLoad(bound_dev_t *bd, CUmodule *module, const char *fname)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleLoad(module, fname);
}
#endif

/* cuModuleLoadData.
 * Creates: module.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuModuleLoadData(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *module, const void *image)
{
    const bd_call_t bd_call = {"cuModuleLoadData", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuModuleLoadData(module, image);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(*module), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuModuleLoadData(bound_dev_t *bd, CUmodule *module, const void *image)
{
    return bd_checked_cuModuleLoadData("(address taken)", 0, bd, module, image);
}
#define bd_cuModuleLoadData(bd, module, image) bd_checked_cuModuleLoadData(__FILE__, __LINE__, bd, module, image)
#else
static inline CUresult bd_cuModuleLoadData(bound_dev_t *bd, CUmodule *module, const void *image)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleLoadData(module, image);
}
#endif

/* cuModuleLoadDataEx.
 * Creates: module.
 * Writes through: options, optionValues.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuModuleLoadDataEx(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    const bd_call_t bd_call = {"cuModuleLoadDataEx", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuModuleLoadDataEx(module, image, numOptions, options, optionValues);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(*module), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuModuleLoadDataEx(bound_dev_t *bd, CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    return bd_checked_cuModuleLoadDataEx("(address taken)", 0, bd, module, image, numOptions, options, optionValues);
}
#define bd_cuModuleLoadDataEx(bd, module, image, numOptions, options, optionValues) bd_checked_cuModuleLoadDataEx(__FILE__, __LINE__, bd, module, image, numOptions, options, optionValues)
#else
static inline CUresult bd_cuModuleLoadDataEx(bound_dev_t *bd, CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleLoadDataEx(module, image, numOptions, options, optionValues);
}
#endif

/* cuModuleLoadFatBinary.
 * Creates: module.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuModuleLoadFatBinary(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *module, const void *fatCubin)
{
    const bd_call_t bd_call = {"cuModuleLoadFatBinary", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuModuleLoadFatBinary(module, fatCubin);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(*module), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuModuleLoadFatBinary(bound_dev_t *bd, CUmodule *module, const void *fatCubin)
{
    return bd_checked_cuModuleLoadFatBinary("(address taken)", 0, bd, module, fatCubin);
}
#define bd_cuModuleLoadFatBinary(bd, module, fatCubin) bd_checked_cuModuleLoadFatBinary(__FILE__, __LINE__, bd, module, fatCubin)
#else
static inline CUresult bd_cuModuleLoadFatBinary(bound_dev_t *bd, CUmodule *module, const void *fatCubin)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleLoadFatBinary(module, fatCubin);
}
#endif

/* cuModuleUnload.
 * Destroys: hmod.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuModuleUnload(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule hmod)
{
    const bd_call_t bd_call = {"cuModuleUnload", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hmod", BD_KIND_MODULE, BD_HANDLE_VALUE(hmod)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuModuleUnload(hmod);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(hmod));
    }
    return bd_result;
}

static inline CUresult bd_cuModuleUnload(bound_dev_t *bd, CUmodule hmod)
{
    return bd_checked_cuModuleUnload("(address taken)", 0, bd, hmod);
}
#define bd_cuModuleUnload(bd, hmod) bd_checked_cuModuleUnload(__FILE__, __LINE__, bd, hmod)
#else
static inline CUresult bd_cuModuleUnload(bound_dev_t *bd, CUmodule hmod)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleUnload(hmod);
}
#endif

/* cuModuleGetFunction.
 * Must belong to the binding's device: hmod (module).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuModuleGetFunction(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction *hfunc, CUmodule hmod, const char *name)
{
    const bd_call_t bd_call = {"cuModuleGetFunction", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hmod", BD_KIND_MODULE, BD_HANDLE_VALUE(hmod)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuModuleGetFunction(hfunc, hmod, name);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_FUNCTION, BD_HANDLE_VALUE(*hfunc), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuModuleGetFunction(bound_dev_t *bd, CUfunction *hfunc, CUmodule hmod, const char *name)
{
    return bd_checked_cuModuleGetFunction("(address taken)", 0, bd, hfunc, hmod, name);
}
#define bd_cuModuleGetFunction(bd, hfunc, hmod, name) bd_checked_cuModuleGetFunction(__FILE__, __LINE__, bd, hfunc, hmod, name)
#else
static inline CUresult bd_cuModuleGetFunction(bound_dev_t *bd, CUfunction *hfunc, CUmodule hmod, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleGetFunction(hfunc, hmod, name);
}
#endif

/* cuModuleGetFunctionCount.
 * Must belong to the binding's device: mod (module).
 * Writes through: count.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuModuleGetFunctionCount(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int *count, CUmodule mod)
{
    const bd_call_t bd_call = {"cuModuleGetFunctionCount", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"mod", BD_KIND_MODULE, BD_HANDLE_VALUE(mod)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuModuleGetFunctionCount(count, mod);
    return bd_result;
}

static inline CUresult bd_cuModuleGetFunctionCount(bound_dev_t *bd, unsigned int *count, CUmodule mod)
{
    return bd_checked_cuModuleGetFunctionCount("(address taken)", 0, bd, count, mod);
}
#define bd_cuModuleGetFunctionCount(bd, count, mod) bd_checked_cuModuleGetFunctionCount(__FILE__, __LINE__, bd, count, mod)
#else
static inline CUresult bd_cuModuleGetFunctionCount(bound_dev_t *bd, unsigned int *count, CUmodule mod)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleGetFunctionCount(count, mod);
}
#endif

/* cuModuleEnumerateFunctions.
 * Must belong to the binding's device: mod (module).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuModuleEnumerateFunctions(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    const bd_call_t bd_call = {"cuModuleEnumerateFunctions", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"mod", BD_KIND_MODULE, BD_HANDLE_VALUE(mod)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuModuleEnumerateFunctions(functions, numFunctions, mod);
    return bd_result;
}

static inline CUresult bd_cuModuleEnumerateFunctions(bound_dev_t *bd, CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    return bd_checked_cuModuleEnumerateFunctions("(address taken)", 0, bd, functions, numFunctions, mod);
}
#define bd_cuModuleEnumerateFunctions(bd, functions, numFunctions, mod) bd_checked_cuModuleEnumerateFunctions(__FILE__, __LINE__, bd, functions, numFunctions, mod)
#else
static inline CUresult bd_cuModuleEnumerateFunctions(bound_dev_t *bd, CUfunction *functions, unsigned int numFunctions, CUmodule mod)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleEnumerateFunctions(functions, numFunctions, mod);
}
#endif

/* cuModuleGetGlobal: cuda.h maps it to cuModuleGetGlobal_v2.
 * Must belong to the binding's device: hmod (module).
 * Writes through: bytes.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuModuleGetGlobal(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    const bd_call_t bd_call = {"cuModuleGetGlobal", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hmod", BD_KIND_MODULE, BD_HANDLE_VALUE(hmod)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuModuleGetGlobal(dptr, bytes, hmod, name);
    return bd_result;
}

static inline CUresult bd_cuModuleGetGlobal(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    return bd_checked_cuModuleGetGlobal("(address taken)", 0, bd, dptr, bytes, hmod, name);
}
#define bd_cuModuleGetGlobal(bd, dptr, bytes, hmod, name) bd_checked_cuModuleGetGlobal(__FILE__, __LINE__, bd, dptr, bytes, hmod, name)
#else
static inline CUresult bd_cuModuleGetGlobal(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleGetGlobal(dptr, bytes, hmod, name);
}
#endif

/* cuLinkCreate: cuda.h maps it to cuLinkCreate_v2.
 * Creates: stateOut.
 * Writes through: options, optionValues.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLinkCreate(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    const bd_call_t bd_call = {"cuLinkCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLinkCreate(numOptions, options, optionValues, stateOut);
    return bd_result;
}

static inline CUresult bd_cuLinkCreate(bound_dev_t *bd, unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    return bd_checked_cuLinkCreate("(address taken)", 0, bd, numOptions, options, optionValues, stateOut);
}
#define bd_cuLinkCreate(bd, numOptions, options, optionValues, stateOut) bd_checked_cuLinkCreate(__FILE__, __LINE__, bd, numOptions, options, optionValues, stateOut)
#else
static inline CUresult bd_cuLinkCreate(bound_dev_t *bd, unsigned int numOptions, CUjit_option *options, void **optionValues, CUlinkState *stateOut)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLinkCreate(numOptions, options, optionValues, stateOut);
}
#endif

/* cuLinkAddData: cuda.h maps it to cuLinkAddData_v2.
 * Must belong to the binding's device: state (link_state).
 * Writes through: data, options, optionValues.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLinkAddData(const char *bd_file, int bd_line, bound_dev_t *bd, CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    const bd_call_t bd_call = {"cuLinkAddData", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLinkAddData(state, type, data, size, name, numOptions, options, optionValues);
    return bd_result;
}

static inline CUresult bd_cuLinkAddData(bound_dev_t *bd, CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    return bd_checked_cuLinkAddData("(address taken)", 0, bd, state, type, data, size, name, numOptions, options, optionValues);
}
#define bd_cuLinkAddData(bd, state, type, data, size, name, numOptions, options, optionValues) bd_checked_cuLinkAddData(__FILE__, __LINE__, bd, state, type, data, size, name, numOptions, options, optionValues)
#else
static inline CUresult bd_cuLinkAddData(bound_dev_t *bd, CUlinkState state, CUjitInputType type, void *data, size_t size, const char *name, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLinkAddData(state, type, data, size, name, numOptions, options, optionValues);
}
#endif

/* cuLinkAddFile: cuda.h maps it to cuLinkAddFile_v2.
 * Must belong to the binding's device: state (link_state).
 * Writes through: options, optionValues.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLinkAddFile(const char *bd_file, int bd_line, bound_dev_t *bd, CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    const bd_call_t bd_call = {"cuLinkAddFile", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLinkAddFile(state, type, path, numOptions, options, optionValues);
    return bd_result;
}

static inline CUresult bd_cuLinkAddFile(bound_dev_t *bd, CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    return bd_checked_cuLinkAddFile("(address taken)", 0, bd, state, type, path, numOptions, options, optionValues);
}
#define bd_cuLinkAddFile(bd, state, type, path, numOptions, options, optionValues) bd_checked_cuLinkAddFile(__FILE__, __LINE__, bd, state, type, path, numOptions, options, optionValues)
#else
static inline CUresult bd_cuLinkAddFile(bound_dev_t *bd, CUlinkState state, CUjitInputType type, const char *path, unsigned int numOptions, CUjit_option *options, void **optionValues)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLinkAddFile(state, type, path, numOptions, options, optionValues);
}
#endif

/* cuLinkComplete.
 * Must belong to the binding's device: state (link_state).
 * Writes through: cubinOut, sizeOut.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLinkComplete(const char *bd_file, int bd_line, bound_dev_t *bd, CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    const bd_call_t bd_call = {"cuLinkComplete", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLinkComplete(state, cubinOut, sizeOut);
    return bd_result;
}

static inline CUresult bd_cuLinkComplete(bound_dev_t *bd, CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    return bd_checked_cuLinkComplete("(address taken)", 0, bd, state, cubinOut, sizeOut);
}
#define bd_cuLinkComplete(bd, state, cubinOut, sizeOut) bd_checked_cuLinkComplete(__FILE__, __LINE__, bd, state, cubinOut, sizeOut)
#else
static inline CUresult bd_cuLinkComplete(bound_dev_t *bd, CUlinkState state, void **cubinOut, size_t *sizeOut)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLinkComplete(state, cubinOut, sizeOut);
}
#endif

/* cuLinkDestroy.
 * Destroys: state.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLinkDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUlinkState state)
{
    const bd_call_t bd_call = {"cuLinkDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLinkDestroy(state);
    return bd_result;
}

static inline CUresult bd_cuLinkDestroy(bound_dev_t *bd, CUlinkState state)
{
    return bd_checked_cuLinkDestroy("(address taken)", 0, bd, state);
}
#define bd_cuLinkDestroy(bd, state) bd_checked_cuLinkDestroy(__FILE__, __LINE__, bd, state)
#else
static inline CUresult bd_cuLinkDestroy(bound_dev_t *bd, CUlinkState state)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLinkDestroy(state);
}
#endif

/* cuModuleGetTexRef.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hmod (module).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuModuleGetTexRef(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    const bd_call_t bd_call = {"cuModuleGetTexRef", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hmod", BD_KIND_MODULE, BD_HANDLE_VALUE(hmod)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuModuleGetTexRef(pTexRef, hmod, name);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuModuleGetTexRef(bound_dev_t *bd, CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    return bd_checked_cuModuleGetTexRef("(address taken)", 0, bd, pTexRef, hmod, name);
}
#define bd_cuModuleGetTexRef(bd, pTexRef, hmod, name) bd_checked_cuModuleGetTexRef(__FILE__, __LINE__, bd, pTexRef, hmod, name)
#else
BD_DEPRECATED
static inline CUresult bd_cuModuleGetTexRef(bound_dev_t *bd, CUtexref *pTexRef, CUmodule hmod, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleGetTexRef(pTexRef, hmod, name);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuModuleGetSurfRef.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hmod (module).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuModuleGetSurfRef(const char *bd_file, int bd_line, bound_dev_t *bd, CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    const bd_call_t bd_call = {"cuModuleGetSurfRef", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hmod", BD_KIND_MODULE, BD_HANDLE_VALUE(hmod)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuModuleGetSurfRef(pSurfRef, hmod, name);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuModuleGetSurfRef(bound_dev_t *bd, CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    return bd_checked_cuModuleGetSurfRef("(address taken)", 0, bd, pSurfRef, hmod, name);
}
#define bd_cuModuleGetSurfRef(bd, pSurfRef, hmod, name) bd_checked_cuModuleGetSurfRef(__FILE__, __LINE__, bd, pSurfRef, hmod, name)
#else
BD_DEPRECATED
static inline CUresult bd_cuModuleGetSurfRef(bound_dev_t *bd, CUsurfref *pSurfRef, CUmodule hmod, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleGetSurfRef(pSurfRef, hmod, name);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuLibraryGetModule.
 * Must belong to the binding's device: library (library).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLibraryGetModule(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *pMod, CUlibrary library)
{
    const bd_call_t bd_call = {"cuLibraryGetModule", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLibraryGetModule(pMod, library);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_MODULE, BD_HANDLE_VALUE(*pMod), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuLibraryGetModule(bound_dev_t *bd, CUmodule *pMod, CUlibrary library)
{
    return bd_checked_cuLibraryGetModule("(address taken)", 0, bd, pMod, library);
}
#define bd_cuLibraryGetModule(bd, pMod, library) bd_checked_cuLibraryGetModule(__FILE__, __LINE__, bd, pMod, library)
#else
static inline CUresult bd_cuLibraryGetModule(bound_dev_t *bd, CUmodule *pMod, CUlibrary library)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLibraryGetModule(pMod, library);
}
#endif

/* cuKernelGetFunction.
 * Must belong to the binding's device: kernel (kernel).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuKernelGetFunction(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction *pFunc, CUkernel kernel)
{
    const bd_call_t bd_call = {"cuKernelGetFunction", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuKernelGetFunction(pFunc, kernel);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_FUNCTION, BD_HANDLE_VALUE(*pFunc), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuKernelGetFunction(bound_dev_t *bd, CUfunction *pFunc, CUkernel kernel)
{
    return bd_checked_cuKernelGetFunction("(address taken)", 0, bd, pFunc, kernel);
}
#define bd_cuKernelGetFunction(bd, pFunc, kernel) bd_checked_cuKernelGetFunction(__FILE__, __LINE__, bd, pFunc, kernel)
#else
static inline CUresult bd_cuKernelGetFunction(bound_dev_t *bd, CUfunction *pFunc, CUkernel kernel)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuKernelGetFunction(pFunc, kernel);
}
#endif

/* cuLibraryGetGlobal.
 * Must belong to the binding's device: library (library).
 * Writes through: bytes.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLibraryGetGlobal(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    const bd_call_t bd_call = {"cuLibraryGetGlobal", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLibraryGetGlobal(dptr, bytes, library, name);
    return bd_result;
}

static inline CUresult bd_cuLibraryGetGlobal(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    return bd_checked_cuLibraryGetGlobal("(address taken)", 0, bd, dptr, bytes, library, name);
}
#define bd_cuLibraryGetGlobal(bd, dptr, bytes, library, name) bd_checked_cuLibraryGetGlobal(__FILE__, __LINE__, bd, dptr, bytes, library, name)
#else
static inline CUresult bd_cuLibraryGetGlobal(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLibraryGetGlobal(dptr, bytes, library, name);
}
#endif

/* cuLibraryGetManaged.
 * Must belong to the binding's device: library (library).
 * Writes through: bytes.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLibraryGetManaged(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    const bd_call_t bd_call = {"cuLibraryGetManaged", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLibraryGetManaged(dptr, bytes, library, name);
    return bd_result;
}

static inline CUresult bd_cuLibraryGetManaged(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    return bd_checked_cuLibraryGetManaged("(address taken)", 0, bd, dptr, bytes, library, name);
}
#define bd_cuLibraryGetManaged(bd, dptr, bytes, library, name) bd_checked_cuLibraryGetManaged(__FILE__, __LINE__, bd, dptr, bytes, library, name)
#else
static inline CUresult bd_cuLibraryGetManaged(bound_dev_t *bd, CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLibraryGetManaged(dptr, bytes, library, name);
}
#endif

/* cuMemGetInfo: cuda.h maps it to cuMemGetInfo_v2.
 * Writes through: free, total.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemGetInfo(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *free, size_t *total)
{
    const bd_call_t bd_call = {"cuMemGetInfo", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemGetInfo(free, total);
    return bd_result;
}

static inline CUresult bd_cuMemGetInfo(bound_dev_t *bd, size_t *free, size_t *total)
{
    return bd_checked_cuMemGetInfo("(address taken)", 0, bd, free, total);
}
#define bd_cuMemGetInfo(bd, free, total) bd_checked_cuMemGetInfo(__FILE__, __LINE__, bd, free, total)
#else
static inline CUresult bd_cuMemGetInfo(bound_dev_t *bd, size_t *free, size_t *total)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemGetInfo(free, total);
}
#endif

/* cuMemAlloc: cuda.h maps it to cuMemAlloc_v2.
 * Creates: dptr.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemAlloc(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize)
{
    const bd_call_t bd_call = {"cuMemAlloc", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemAlloc(dptr, bytesize);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(bytesize));
    }
    return bd_result;
}

static inline CUresult bd_cuMemAlloc(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize)
{
    return bd_checked_cuMemAlloc("(address taken)", 0, bd, dptr, bytesize);
}
#define bd_cuMemAlloc(bd, dptr, bytesize) bd_checked_cuMemAlloc(__FILE__, __LINE__, bd, dptr, bytesize)
#else
static inline CUresult bd_cuMemAlloc(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAlloc(dptr, bytesize);
}
#endif

/* cuMemAllocPitch: cuda.h maps it to cuMemAllocPitch_v2.
 * Creates: dptr.
 * Writes through: pPitch.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemAllocPitch(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    const bd_call_t bd_call = {"cuMemAllocPitch", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemAllocPitch(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(*pPitch * Height));
    }
    return bd_result;
}

static inline CUresult bd_cuMemAllocPitch(bound_dev_t *bd, CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    return bd_checked_cuMemAllocPitch("(address taken)", 0, bd, dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
}
#define bd_cuMemAllocPitch(bd, dptr, pPitch, WidthInBytes, Height, ElementSizeBytes) bd_checked_cuMemAllocPitch(__FILE__, __LINE__, bd, dptr, pPitch, WidthInBytes, Height, ElementSizeBytes)
#else
static inline CUresult bd_cuMemAllocPitch(bound_dev_t *bd, CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAllocPitch(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes);
}
#endif

/* cuMemFree: cuda.h maps it to cuMemFree_v2.
 * Destroys: dptr.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemFree(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dptr)
{
    const bd_call_t bd_call = {"cuMemFree", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemFree(dptr);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr));
    }
    return bd_result;
}

static inline CUresult bd_cuMemFree(bound_dev_t *bd, CUdeviceptr dptr)
{
    return bd_checked_cuMemFree("(address taken)", 0, bd, dptr);
}
#define bd_cuMemFree(bd, dptr) bd_checked_cuMemFree(__FILE__, __LINE__, bd, dptr)
#else
static inline CUresult bd_cuMemFree(bound_dev_t *bd, CUdeviceptr dptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemFree(dptr);
}
#endif

/* cuMemGetAddressRange: cuda.h maps it to cuMemGetAddressRange_v2.
 * Must belong to the binding's device: dptr (device_pointer).
 * Writes through: psize.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemGetAddressRange(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    const bd_call_t bd_call = {"cuMemGetAddressRange", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemGetAddressRange(pbase, psize, dptr);
    return bd_result;
}

static inline CUresult bd_cuMemGetAddressRange(bound_dev_t *bd, CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    return bd_checked_cuMemGetAddressRange("(address taken)", 0, bd, pbase, psize, dptr);
}
#define bd_cuMemGetAddressRange(bd, pbase, psize, dptr) bd_checked_cuMemGetAddressRange(__FILE__, __LINE__, bd, pbase, psize, dptr)
#else
static inline CUresult bd_cuMemGetAddressRange(bound_dev_t *bd, CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemGetAddressRange(pbase, psize, dptr);
}
#endif

/* cuMemAllocHost: cuda.h maps it to cuMemAllocHost_v2.
 * Writes through: pp.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemAllocHost(const char *bd_file, int bd_line, bound_dev_t *bd, void **pp, size_t bytesize)
{
    const bd_call_t bd_call = {"cuMemAllocHost", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemAllocHost(pp, bytesize);
    return bd_result;
}

static inline CUresult bd_cuMemAllocHost(bound_dev_t *bd, void **pp, size_t bytesize)
{
    return bd_checked_cuMemAllocHost("(address taken)", 0, bd, pp, bytesize);
}
#define bd_cuMemAllocHost(bd, pp, bytesize) bd_checked_cuMemAllocHost(__FILE__, __LINE__, bd, pp, bytesize)
#else
static inline CUresult bd_cuMemAllocHost(bound_dev_t *bd, void **pp, size_t bytesize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAllocHost(pp, bytesize);
}
#endif

/* cuMemFreeHost.
 * Writes through: p.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemFreeHost(const char *bd_file, int bd_line, bound_dev_t *bd, void *p)
{
    const bd_call_t bd_call = {"cuMemFreeHost", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemFreeHost(p);
    return bd_result;
}

static inline CUresult bd_cuMemFreeHost(bound_dev_t *bd, void *p)
{
    return bd_checked_cuMemFreeHost("(address taken)", 0, bd, p);
}
#define bd_cuMemFreeHost(bd, p) bd_checked_cuMemFreeHost(__FILE__, __LINE__, bd, p)
#else
static inline CUresult bd_cuMemFreeHost(bound_dev_t *bd, void *p)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemFreeHost(p);
}
#endif

/* cuMemHostAlloc.
 * Writes through: pp.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemHostAlloc(const char *bd_file, int bd_line, bound_dev_t *bd, void **pp, size_t bytesize, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuMemHostAlloc", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemHostAlloc(pp, bytesize, Flags);
    return bd_result;
}

static inline CUresult bd_cuMemHostAlloc(bound_dev_t *bd, void **pp, size_t bytesize, unsigned int Flags)
{
    return bd_checked_cuMemHostAlloc("(address taken)", 0, bd, pp, bytesize, Flags);
}
#define bd_cuMemHostAlloc(bd, pp, bytesize, Flags) bd_checked_cuMemHostAlloc(__FILE__, __LINE__, bd, pp, bytesize, Flags)
#else
static inline CUresult bd_cuMemHostAlloc(bound_dev_t *bd, void **pp, size_t bytesize, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemHostAlloc(pp, bytesize, Flags);
}
#endif

/* cuMemHostGetDevicePointer: cuda.h maps it to cuMemHostGetDevicePointer_v2.
 * Writes through: p.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemHostGetDevicePointer(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuMemHostGetDevicePointer", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemHostGetDevicePointer(pdptr, p, Flags);
    return bd_result;
}

static inline CUresult bd_cuMemHostGetDevicePointer(bound_dev_t *bd, CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    return bd_checked_cuMemHostGetDevicePointer("(address taken)", 0, bd, pdptr, p, Flags);
}
#define bd_cuMemHostGetDevicePointer(bd, pdptr, p, Flags) bd_checked_cuMemHostGetDevicePointer(__FILE__, __LINE__, bd, pdptr, p, Flags)
#else
static inline CUresult bd_cuMemHostGetDevicePointer(bound_dev_t *bd, CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemHostGetDevicePointer(pdptr, p, Flags);
}
#endif

/* cuMemHostGetFlags.
 * Writes through: pFlags, p.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemHostGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int *pFlags, void *p)
{
    const bd_call_t bd_call = {"cuMemHostGetFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemHostGetFlags(pFlags, p);
    return bd_result;
}

static inline CUresult bd_cuMemHostGetFlags(bound_dev_t *bd, unsigned int *pFlags, void *p)
{
    return bd_checked_cuMemHostGetFlags("(address taken)", 0, bd, pFlags, p);
}
#define bd_cuMemHostGetFlags(bd, pFlags, p) bd_checked_cuMemHostGetFlags(__FILE__, __LINE__, bd, pFlags, p)
#else
static inline CUresult bd_cuMemHostGetFlags(bound_dev_t *bd, unsigned int *pFlags, void *p)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemHostGetFlags(pFlags, p);
}
#endif

/* cuMemAllocManaged.
 * Creates: dptr.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemAllocManaged(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    const bd_call_t bd_call = {"cuMemAllocManaged", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemAllocManaged(dptr, bytesize, flags);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(bytesize));
    }
    return bd_result;
}

static inline CUresult bd_cuMemAllocManaged(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    return bd_checked_cuMemAllocManaged("(address taken)", 0, bd, dptr, bytesize, flags);
}
#define bd_cuMemAllocManaged(bd, dptr, bytesize, flags) bd_checked_cuMemAllocManaged(__FILE__, __LINE__, bd, dptr, bytesize, flags)
#else
static inline CUresult bd_cuMemAllocManaged(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAllocManaged(dptr, bytesize, flags);
}
#endif

/* cuIpcGetEventHandle.
 * Must belong to the binding's device: event (event).
 * Writes through: pHandle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuIpcGetEventHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUipcEventHandle *pHandle, CUevent event)
{
    const bd_call_t bd_call = {"cuIpcGetEventHandle", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuIpcGetEventHandle(pHandle, event);
    return bd_result;
}

static inline CUresult bd_cuIpcGetEventHandle(bound_dev_t *bd, CUipcEventHandle *pHandle, CUevent event)
{
    return bd_checked_cuIpcGetEventHandle("(address taken)", 0, bd, pHandle, event);
}
#define bd_cuIpcGetEventHandle(bd, pHandle, event) bd_checked_cuIpcGetEventHandle(__FILE__, __LINE__, bd, pHandle, event)
#else
static inline CUresult bd_cuIpcGetEventHandle(bound_dev_t *bd, CUipcEventHandle *pHandle, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuIpcGetEventHandle(pHandle, event);
}
#endif

/* cuIpcOpenEventHandle.
 * Creates: phEvent.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuIpcOpenEventHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent *phEvent, CUipcEventHandle handle)
{
    const bd_call_t bd_call = {"cuIpcOpenEventHandle", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuIpcOpenEventHandle(phEvent, handle);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_EVENT, BD_HANDLE_VALUE(*phEvent), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuIpcOpenEventHandle(bound_dev_t *bd, CUevent *phEvent, CUipcEventHandle handle)
{
    return bd_checked_cuIpcOpenEventHandle("(address taken)", 0, bd, phEvent, handle);
}
#define bd_cuIpcOpenEventHandle(bd, phEvent, handle) bd_checked_cuIpcOpenEventHandle(__FILE__, __LINE__, bd, phEvent, handle)
#else
static inline CUresult bd_cuIpcOpenEventHandle(bound_dev_t *bd, CUevent *phEvent, CUipcEventHandle handle)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuIpcOpenEventHandle(phEvent, handle);
}
#endif

/* cuIpcGetMemHandle.
 * Must belong to the binding's device: dptr (device_pointer).
 * Writes through: pHandle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuIpcGetMemHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    const bd_call_t bd_call = {"cuIpcGetMemHandle", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuIpcGetMemHandle(pHandle, dptr);
    return bd_result;
}

static inline CUresult bd_cuIpcGetMemHandle(bound_dev_t *bd, CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    return bd_checked_cuIpcGetMemHandle("(address taken)", 0, bd, pHandle, dptr);
}
#define bd_cuIpcGetMemHandle(bd, pHandle, dptr) bd_checked_cuIpcGetMemHandle(__FILE__, __LINE__, bd, pHandle, dptr)
#else
static inline CUresult bd_cuIpcGetMemHandle(bound_dev_t *bd, CUipcMemHandle *pHandle, CUdeviceptr dptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuIpcGetMemHandle(pHandle, dptr);
}
#endif

/* cuIpcOpenMemHandle: cuda.h maps it to cuIpcOpenMemHandle_v2.
 * Creates: pdptr.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuIpcOpenMemHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuIpcOpenMemHandle", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuIpcOpenMemHandle(pdptr, handle, Flags);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*pdptr), (unsigned long long)(1));
    }
    return bd_result;
}

static inline CUresult bd_cuIpcOpenMemHandle(bound_dev_t *bd, CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    return bd_checked_cuIpcOpenMemHandle("(address taken)", 0, bd, pdptr, handle, Flags);
}
#define bd_cuIpcOpenMemHandle(bd, pdptr, handle, Flags) bd_checked_cuIpcOpenMemHandle(__FILE__, __LINE__, bd, pdptr, handle, Flags)
#else
static inline CUresult bd_cuIpcOpenMemHandle(bound_dev_t *bd, CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuIpcOpenMemHandle(pdptr, handle, Flags);
}
#endif

/* cuIpcCloseMemHandle.
 * Destroys: dptr.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuIpcCloseMemHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dptr)
{
    const bd_call_t bd_call = {"cuIpcCloseMemHandle", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuIpcCloseMemHandle(dptr);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr));
    }
    return bd_result;
}

static inline CUresult bd_cuIpcCloseMemHandle(bound_dev_t *bd, CUdeviceptr dptr)
{
    return bd_checked_cuIpcCloseMemHandle("(address taken)", 0, bd, dptr);
}
#define bd_cuIpcCloseMemHandle(bd, dptr) bd_checked_cuIpcCloseMemHandle(__FILE__, __LINE__, bd, dptr)
#else
static inline CUresult bd_cuIpcCloseMemHandle(bound_dev_t *bd, CUdeviceptr dptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuIpcCloseMemHandle(dptr);
}
#endif

/* cuMemHostRegister: cuda.h maps it to cuMemHostRegister_v2.
 * Writes through: p.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemHostRegister(const char *bd_file, int bd_line, bound_dev_t *bd, void *p, size_t bytesize, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuMemHostRegister", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemHostRegister(p, bytesize, Flags);
    return bd_result;
}

static inline CUresult bd_cuMemHostRegister(bound_dev_t *bd, void *p, size_t bytesize, unsigned int Flags)
{
    return bd_checked_cuMemHostRegister("(address taken)", 0, bd, p, bytesize, Flags);
}
#define bd_cuMemHostRegister(bd, p, bytesize, Flags) bd_checked_cuMemHostRegister(__FILE__, __LINE__, bd, p, bytesize, Flags)
#else
static inline CUresult bd_cuMemHostRegister(bound_dev_t *bd, void *p, size_t bytesize, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemHostRegister(p, bytesize, Flags);
}
#endif

/* cuMemHostUnregister.
 * Writes through: p.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemHostUnregister(const char *bd_file, int bd_line, bound_dev_t *bd, void *p)
{
    const bd_call_t bd_call = {"cuMemHostUnregister", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemHostUnregister(p);
    return bd_result;
}

static inline CUresult bd_cuMemHostUnregister(bound_dev_t *bd, void *p)
{
    return bd_checked_cuMemHostUnregister("(address taken)", 0, bd, p);
}
#define bd_cuMemHostUnregister(bd, p) bd_checked_cuMemHostUnregister(__FILE__, __LINE__, bd, p)
#else
static inline CUresult bd_cuMemHostUnregister(bound_dev_t *bd, void *p)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemHostUnregister(p);
}
#endif

/* cuMemcpy (cuMemcpy_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dst (device_pointer), src (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpy(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    const bd_call_t bd_call = {"cuMemcpy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpy(dst, src, ByteCount);
    return bd_result;
}

static inline CUresult bd_cuMemcpy(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    return bd_checked_cuMemcpy("(address taken)", 0, bd, dst, src, ByteCount);
}
#define bd_cuMemcpy(bd, dst, src, ByteCount) bd_checked_cuMemcpy(__FILE__, __LINE__, bd, dst, src, ByteCount)
#else
static inline CUresult bd_cuMemcpy(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy(dst, src, ByteCount);
}
#endif

/* cuMemcpyPeer (cuMemcpyPeer_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), dstContext (context), srcDevice (device_pointer), srcContext (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyPeer(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    const bd_call_t bd_call = {"cuMemcpyPeer", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyPeer(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
    return bd_result;
}

static inline CUresult bd_cuMemcpyPeer(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    return bd_checked_cuMemcpyPeer("(address taken)", 0, bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}
#define bd_cuMemcpyPeer(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount) bd_checked_cuMemcpyPeer(__FILE__, __LINE__, bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount)
#else
static inline CUresult bd_cuMemcpyPeer(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyPeer(dstDevice, dstContext, srcDevice, srcContext, ByteCount);
}
#endif

/* cuMemcpyHtoD: cuda.h maps it to cuMemcpyHtoD_v2 (cuMemcpyHtoD_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyHtoD(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    const bd_call_t bd_call = {"cuMemcpyHtoD", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyHtoD(dstDevice, srcHost, ByteCount);
    return bd_result;
}

static inline CUresult bd_cuMemcpyHtoD(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    return bd_checked_cuMemcpyHtoD("(address taken)", 0, bd, dstDevice, srcHost, ByteCount);
}
#define bd_cuMemcpyHtoD(bd, dstDevice, srcHost, ByteCount) bd_checked_cuMemcpyHtoD(__FILE__, __LINE__, bd, dstDevice, srcHost, ByteCount)
#else
static inline CUresult bd_cuMemcpyHtoD(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyHtoD(dstDevice, srcHost, ByteCount);
}
#endif

/* cuMemcpyDtoH: cuda.h maps it to cuMemcpyDtoH_v2 (cuMemcpyDtoH_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: srcDevice (device_pointer).
 * Writes through: dstHost.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyDtoH(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    const bd_call_t bd_call = {"cuMemcpyDtoH", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyDtoH(dstHost, srcDevice, ByteCount);
    return bd_result;
}

static inline CUresult bd_cuMemcpyDtoH(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    return bd_checked_cuMemcpyDtoH("(address taken)", 0, bd, dstHost, srcDevice, ByteCount);
}
#define bd_cuMemcpyDtoH(bd, dstHost, srcDevice, ByteCount) bd_checked_cuMemcpyDtoH(__FILE__, __LINE__, bd, dstHost, srcDevice, ByteCount)
#else
static inline CUresult bd_cuMemcpyDtoH(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoH(dstHost, srcDevice, ByteCount);
}
#endif

/* cuMemcpyDtoD: cuda.h maps it to cuMemcpyDtoD_v2 (cuMemcpyDtoD_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), srcDevice (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyDtoD(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    const bd_call_t bd_call = {"cuMemcpyDtoD", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyDtoD(dstDevice, srcDevice, ByteCount);
    return bd_result;
}

static inline CUresult bd_cuMemcpyDtoD(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    return bd_checked_cuMemcpyDtoD("(address taken)", 0, bd, dstDevice, srcDevice, ByteCount);
}
#define bd_cuMemcpyDtoD(bd, dstDevice, srcDevice, ByteCount) bd_checked_cuMemcpyDtoD(__FILE__, __LINE__, bd, dstDevice, srcDevice, ByteCount)
#else
static inline CUresult bd_cuMemcpyDtoD(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoD(dstDevice, srcDevice, ByteCount);
}
#endif

/* cuMemcpyDtoA: cuda.h maps it to cuMemcpyDtoA_v2 (cuMemcpyDtoA_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array), srcDevice (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyDtoA(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    const bd_call_t bd_call = {"cuMemcpyDtoA", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
        {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyDtoA(dstArray, dstOffset, srcDevice, ByteCount);
    return bd_result;
}

static inline CUresult bd_cuMemcpyDtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    return bd_checked_cuMemcpyDtoA("(address taken)", 0, bd, dstArray, dstOffset, srcDevice, ByteCount);
}
#define bd_cuMemcpyDtoA(bd, dstArray, dstOffset, srcDevice, ByteCount) bd_checked_cuMemcpyDtoA(__FILE__, __LINE__, bd, dstArray, dstOffset, srcDevice, ByteCount)
#else
static inline CUresult bd_cuMemcpyDtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoA(dstArray, dstOffset, srcDevice, ByteCount);
}
#endif

/* cuMemcpyAtoD: cuda.h maps it to cuMemcpyAtoD_v2 (cuMemcpyAtoD_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), srcArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyAtoD(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    const bd_call_t bd_call = {"cuMemcpyAtoD", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyAtoD(dstDevice, srcArray, srcOffset, ByteCount);
    return bd_result;
}

static inline CUresult bd_cuMemcpyAtoD(bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return bd_checked_cuMemcpyAtoD("(address taken)", 0, bd, dstDevice, srcArray, srcOffset, ByteCount);
}
#define bd_cuMemcpyAtoD(bd, dstDevice, srcArray, srcOffset, ByteCount) bd_checked_cuMemcpyAtoD(__FILE__, __LINE__, bd, dstDevice, srcArray, srcOffset, ByteCount)
#else
static inline CUresult bd_cuMemcpyAtoD(bound_dev_t *bd, CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyAtoD(dstDevice, srcArray, srcOffset, ByteCount);
}
#endif

/* cuMemcpyHtoA: cuda.h maps it to cuMemcpyHtoA_v2 (cuMemcpyHtoA_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyHtoA(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    const bd_call_t bd_call = {"cuMemcpyHtoA", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyHtoA(dstArray, dstOffset, srcHost, ByteCount);
    return bd_result;
}

static inline CUresult bd_cuMemcpyHtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    return bd_checked_cuMemcpyHtoA("(address taken)", 0, bd, dstArray, dstOffset, srcHost, ByteCount);
}
#define bd_cuMemcpyHtoA(bd, dstArray, dstOffset, srcHost, ByteCount) bd_checked_cuMemcpyHtoA(__FILE__, __LINE__, bd, dstArray, dstOffset, srcHost, ByteCount)
#else
static inline CUresult bd_cuMemcpyHtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyHtoA(dstArray, dstOffset, srcHost, ByteCount);
}
#endif

/* cuMemcpyAtoH: cuda.h maps it to cuMemcpyAtoH_v2 (cuMemcpyAtoH_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: srcArray (array).
 * Writes through: dstHost.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyAtoH(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    const bd_call_t bd_call = {"cuMemcpyAtoH", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyAtoH(dstHost, srcArray, srcOffset, ByteCount);
    return bd_result;
}

static inline CUresult bd_cuMemcpyAtoH(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return bd_checked_cuMemcpyAtoH("(address taken)", 0, bd, dstHost, srcArray, srcOffset, ByteCount);
}
#define bd_cuMemcpyAtoH(bd, dstHost, srcArray, srcOffset, ByteCount) bd_checked_cuMemcpyAtoH(__FILE__, __LINE__, bd, dstHost, srcArray, srcOffset, ByteCount)
#else
static inline CUresult bd_cuMemcpyAtoH(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyAtoH(dstHost, srcArray, srcOffset, ByteCount);
}
#endif

/* cuMemcpyAtoA: cuda.h maps it to cuMemcpyAtoA_v2 (cuMemcpyAtoA_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array), srcArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyAtoA(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    const bd_call_t bd_call = {"cuMemcpyAtoA", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
        {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyAtoA(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
    return bd_result;
}

static inline CUresult bd_cuMemcpyAtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return bd_checked_cuMemcpyAtoA("(address taken)", 0, bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}
#define bd_cuMemcpyAtoA(bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount) bd_checked_cuMemcpyAtoA(__FILE__, __LINE__, bd, dstArray, dstOffset, srcArray, srcOffset, ByteCount)
#else
static inline CUresult bd_cuMemcpyAtoA(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyAtoA(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}
#endif

/* cuMemcpy2D: cuda.h maps it to cuMemcpy2D_v2 (cuMemcpy2D_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpy2D(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    const bd_call_t bd_call = {"cuMemcpy2D", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpy2D(pCopy);
    return bd_result;
}

static inline CUresult bd_cuMemcpy2D(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    return bd_checked_cuMemcpy2D("(address taken)", 0, bd, pCopy);
}
#define bd_cuMemcpy2D(bd, pCopy) bd_checked_cuMemcpy2D(__FILE__, __LINE__, bd, pCopy)
#else
static inline CUresult bd_cuMemcpy2D(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy2D(pCopy);
}
#endif

/* cuMemcpy2DUnaligned: cuda.h maps it to cuMemcpy2DUnaligned_v2 (cuMemcpy2DUnaligned_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpy2DUnaligned(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    const bd_call_t bd_call = {"cuMemcpy2DUnaligned", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpy2DUnaligned(pCopy);
    return bd_result;
}

static inline CUresult bd_cuMemcpy2DUnaligned(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    return bd_checked_cuMemcpy2DUnaligned("(address taken)", 0, bd, pCopy);
}
#define bd_cuMemcpy2DUnaligned(bd, pCopy) bd_checked_cuMemcpy2DUnaligned(__FILE__, __LINE__, bd, pCopy)
#else
static inline CUresult bd_cuMemcpy2DUnaligned(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy2DUnaligned(pCopy);
}
#endif

/* cuMemcpy3D: cuda.h maps it to cuMemcpy3D_v2 (cuMemcpy3D_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpy3D(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy)
{
    const bd_call_t bd_call = {"cuMemcpy3D", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpy3D(pCopy);
    return bd_result;
}

static inline CUresult bd_cuMemcpy3D(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy)
{
    return bd_checked_cuMemcpy3D("(address taken)", 0, bd, pCopy);
}
#define bd_cuMemcpy3D(bd, pCopy) bd_checked_cuMemcpy3D(__FILE__, __LINE__, bd, pCopy)
#else
static inline CUresult bd_cuMemcpy3D(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy3D(pCopy);
}
#endif

/* cuMemcpy3DPeer (cuMemcpy3DPeer_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), srcContext (context), dstDevice (device_pointer), dstArray (array), dstContext (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpy3DPeer(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy)
{
    const bd_call_t bd_call = {"cuMemcpy3DPeer", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpy3DPeer(pCopy);
    return bd_result;
}

static inline CUresult bd_cuMemcpy3DPeer(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy)
{
    return bd_checked_cuMemcpy3DPeer("(address taken)", 0, bd, pCopy);
}
#define bd_cuMemcpy3DPeer(bd, pCopy) bd_checked_cuMemcpy3DPeer(__FILE__, __LINE__, bd, pCopy)
#else
static inline CUresult bd_cuMemcpy3DPeer(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy3DPeer(pCopy);
}
#endif

/* cuMemcpyAsync (cuMemcpyAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dst (device_pointer), src (device_pointer), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpyAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyAsync(dst, src, ByteCount, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpyAsync(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    return bd_checked_cuMemcpyAsync("(address taken)", 0, bd, dst, src, ByteCount, hStream);
}
#define bd_cuMemcpyAsync(bd, dst, src, ByteCount, hStream) bd_checked_cuMemcpyAsync(__FILE__, __LINE__, bd, dst, src, ByteCount, hStream)
#else
static inline CUresult bd_cuMemcpyAsync(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyAsync(dst, src, ByteCount, hStream);
}
#endif

/* cuMemcpyPeerAsync (cuMemcpyPeerAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), dstContext (context), srcDevice (device_pointer), srcContext (context), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyPeerAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpyPeerAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyPeerAsync(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpyPeerAsync(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    return bd_checked_cuMemcpyPeerAsync("(address taken)", 0, bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}
#define bd_cuMemcpyPeerAsync(bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream) bd_checked_cuMemcpyPeerAsync(__FILE__, __LINE__, bd, dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream)
#else
static inline CUresult bd_cuMemcpyPeerAsync(bound_dev_t *bd, CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyPeerAsync(dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream);
}
#endif

/* cuMemcpyHtoDAsync: cuda.h maps it to cuMemcpyHtoDAsync_v2 (cuMemcpyHtoDAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyHtoDAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpyHtoDAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyHtoDAsync(dstDevice, srcHost, ByteCount, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpyHtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    return bd_checked_cuMemcpyHtoDAsync("(address taken)", 0, bd, dstDevice, srcHost, ByteCount, hStream);
}
#define bd_cuMemcpyHtoDAsync(bd, dstDevice, srcHost, ByteCount, hStream) bd_checked_cuMemcpyHtoDAsync(__FILE__, __LINE__, bd, dstDevice, srcHost, ByteCount, hStream)
#else
static inline CUresult bd_cuMemcpyHtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyHtoDAsync(dstDevice, srcHost, ByteCount, hStream);
}
#endif

/* cuMemcpyDtoHAsync: cuda.h maps it to cuMemcpyDtoHAsync_v2 (cuMemcpyDtoHAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: srcDevice (device_pointer), hStream (stream).
 * Writes through: dstHost.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyDtoHAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpyDtoHAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyDtoHAsync(dstHost, srcDevice, ByteCount, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpyDtoHAsync(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    return bd_checked_cuMemcpyDtoHAsync("(address taken)", 0, bd, dstHost, srcDevice, ByteCount, hStream);
}
#define bd_cuMemcpyDtoHAsync(bd, dstHost, srcDevice, ByteCount, hStream) bd_checked_cuMemcpyDtoHAsync(__FILE__, __LINE__, bd, dstHost, srcDevice, ByteCount, hStream)
#else
static inline CUresult bd_cuMemcpyDtoHAsync(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoHAsync(dstHost, srcDevice, ByteCount, hStream);
}
#endif

/* cuMemcpyDtoDAsync: cuda.h maps it to cuMemcpyDtoDAsync_v2 (cuMemcpyDtoDAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), srcDevice (device_pointer), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyDtoDAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpyDtoDAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        {"srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(srcDevice)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 3);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyDtoDAsync(dstDevice, srcDevice, ByteCount, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpyDtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    return bd_checked_cuMemcpyDtoDAsync("(address taken)", 0, bd, dstDevice, srcDevice, ByteCount, hStream);
}
#define bd_cuMemcpyDtoDAsync(bd, dstDevice, srcDevice, ByteCount, hStream) bd_checked_cuMemcpyDtoDAsync(__FILE__, __LINE__, bd, dstDevice, srcDevice, ByteCount, hStream)
#else
static inline CUresult bd_cuMemcpyDtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoDAsync(dstDevice, srcDevice, ByteCount, hStream);
}
#endif

/* cuMemcpyHtoAAsync: cuda.h maps it to cuMemcpyHtoAAsync_v2 (cuMemcpyHtoAAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstArray (array), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyHtoAAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpyHtoAAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(dstArray)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyHtoAAsync(dstArray, dstOffset, srcHost, ByteCount, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpyHtoAAsync(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    return bd_checked_cuMemcpyHtoAAsync("(address taken)", 0, bd, dstArray, dstOffset, srcHost, ByteCount, hStream);
}
#define bd_cuMemcpyHtoAAsync(bd, dstArray, dstOffset, srcHost, ByteCount, hStream) bd_checked_cuMemcpyHtoAAsync(__FILE__, __LINE__, bd, dstArray, dstOffset, srcHost, ByteCount, hStream)
#else
static inline CUresult bd_cuMemcpyHtoAAsync(bound_dev_t *bd, CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyHtoAAsync(dstArray, dstOffset, srcHost, ByteCount, hStream);
}
#endif

/* cuMemcpyAtoHAsync: cuda.h maps it to cuMemcpyAtoHAsync_v2 (cuMemcpyAtoHAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: srcArray (array), hStream (stream).
 * Writes through: dstHost.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyAtoHAsync(const char *bd_file, int bd_line, bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpyAtoHAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(srcArray)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyAtoHAsync(dstHost, srcArray, srcOffset, ByteCount, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpyAtoHAsync(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    return bd_checked_cuMemcpyAtoHAsync("(address taken)", 0, bd, dstHost, srcArray, srcOffset, ByteCount, hStream);
}
#define bd_cuMemcpyAtoHAsync(bd, dstHost, srcArray, srcOffset, ByteCount, hStream) bd_checked_cuMemcpyAtoHAsync(__FILE__, __LINE__, bd, dstHost, srcArray, srcOffset, ByteCount, hStream)
#else
static inline CUresult bd_cuMemcpyAtoHAsync(bound_dev_t *bd, void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyAtoHAsync(dstHost, srcArray, srcOffset, ByteCount, hStream);
}
#endif

/* cuMemcpy2DAsync: cuda.h maps it to cuMemcpy2DAsync_v2 (cuMemcpy2DAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpy2DAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpy2DAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpy2DAsync(pCopy, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpy2DAsync(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    return bd_checked_cuMemcpy2DAsync("(address taken)", 0, bd, pCopy, hStream);
}
#define bd_cuMemcpy2DAsync(bd, pCopy, hStream) bd_checked_cuMemcpy2DAsync(__FILE__, __LINE__, bd, pCopy, hStream)
#else
static inline CUresult bd_cuMemcpy2DAsync(bound_dev_t *bd, const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy2DAsync(pCopy, hStream);
}
#endif

/* cuMemcpy3DAsync: cuda.h maps it to cuMemcpy3DAsync_v2 (cuMemcpy3DAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpy3DAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpy3DAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->srcArray));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->dstDevice));
    if (bd_rc == CUDA_SUCCESS && pCopy != NULL && (pCopy->dstMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "pCopy->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(pCopy->dstArray));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpy3DAsync(pCopy, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpy3DAsync(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    return bd_checked_cuMemcpy3DAsync("(address taken)", 0, bd, pCopy, hStream);
}
#define bd_cuMemcpy3DAsync(bd, pCopy, hStream) bd_checked_cuMemcpy3DAsync(__FILE__, __LINE__, bd, pCopy, hStream)
#else
static inline CUresult bd_cuMemcpy3DAsync(bound_dev_t *bd, const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy3DAsync(pCopy, hStream);
}
#endif

/* cuMemcpy3DPeerAsync (cuMemcpy3DPeerAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside pCopy: srcDevice (device_pointer), srcArray (array), srcContext (context), dstDevice (device_pointer), dstArray (array), dstContext (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpy3DPeerAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpy3DPeerAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpy3DPeerAsync(pCopy, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpy3DPeerAsync(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    return bd_checked_cuMemcpy3DPeerAsync("(address taken)", 0, bd, pCopy, hStream);
}
#define bd_cuMemcpy3DPeerAsync(bd, pCopy, hStream) bd_checked_cuMemcpy3DPeerAsync(__FILE__, __LINE__, bd, pCopy, hStream)
#else
static inline CUresult bd_cuMemcpy3DPeerAsync(bound_dev_t *bd, const CUDA_MEMCPY3D_PEER *pCopy, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy3DPeerAsync(pCopy, hStream);
}
#endif

/* cuMemcpyBatchAsync: cuda.h maps it to cuMemcpyBatchAsync_v2 (cuMemcpyBatchAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes, attrs, attrsIdxs.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpyBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpyBatchAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpyBatchAsync(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpyBatchAsync(bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    return bd_checked_cuMemcpyBatchAsync("(address taken)", 0, bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}
#define bd_cuMemcpyBatchAsync(bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream) bd_checked_cuMemcpyBatchAsync(__FILE__, __LINE__, bd, dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream)
#else
static inline CUresult bd_cuMemcpyBatchAsync(bound_dev_t *bd, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count, CUmemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyBatchAsync(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, hStream);
}
#endif

/* cuMemcpy3DBatchAsync: cuda.h maps it to cuMemcpy3DBatchAsync_v2 (cuMemcpy3DBatchAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside opList: src.op.ptr.ptr (device_pointer), src.op.array.array (array), dst.op.ptr.ptr (device_pointer), dst.op.array.array (array).
 * Writes through: opList.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemcpy3DBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemcpy3DBatchAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemcpy3DBatchAsync(numOps, opList, flags, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemcpy3DBatchAsync(bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    return bd_checked_cuMemcpy3DBatchAsync("(address taken)", 0, bd, numOps, opList, flags, hStream);
}
#define bd_cuMemcpy3DBatchAsync(bd, numOps, opList, flags, hStream) bd_checked_cuMemcpy3DBatchAsync(__FILE__, __LINE__, bd, numOps, opList, flags, hStream)
#else
static inline CUresult bd_cuMemcpy3DBatchAsync(bound_dev_t *bd, size_t numOps, CUDA_MEMCPY3D_BATCH_OP *opList, unsigned long long flags, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpy3DBatchAsync(numOps, opList, flags, hStream);
}
#endif

/* cuMemsetD8: cuda.h maps it to cuMemsetD8_v2 (cuMemsetD8_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD8(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    const bd_call_t bd_call = {"cuMemsetD8", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD8(dstDevice, uc, N);
    return bd_result;
}

static inline CUresult bd_cuMemsetD8(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    return bd_checked_cuMemsetD8("(address taken)", 0, bd, dstDevice, uc, N);
}
#define bd_cuMemsetD8(bd, dstDevice, uc, N) bd_checked_cuMemsetD8(__FILE__, __LINE__, bd, dstDevice, uc, N)
#else
static inline CUresult bd_cuMemsetD8(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD8(dstDevice, uc, N);
}
#endif

/* cuMemsetD16: cuda.h maps it to cuMemsetD16_v2 (cuMemsetD16_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD16(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    const bd_call_t bd_call = {"cuMemsetD16", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD16(dstDevice, us, N);
    return bd_result;
}

static inline CUresult bd_cuMemsetD16(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    return bd_checked_cuMemsetD16("(address taken)", 0, bd, dstDevice, us, N);
}
#define bd_cuMemsetD16(bd, dstDevice, us, N) bd_checked_cuMemsetD16(__FILE__, __LINE__, bd, dstDevice, us, N)
#else
static inline CUresult bd_cuMemsetD16(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD16(dstDevice, us, N);
}
#endif

/* cuMemsetD32: cuda.h maps it to cuMemsetD32_v2 (cuMemsetD32_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD32(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    const bd_call_t bd_call = {"cuMemsetD32", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD32(dstDevice, ui, N);
    return bd_result;
}

static inline CUresult bd_cuMemsetD32(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    return bd_checked_cuMemsetD32("(address taken)", 0, bd, dstDevice, ui, N);
}
#define bd_cuMemsetD32(bd, dstDevice, ui, N) bd_checked_cuMemsetD32(__FILE__, __LINE__, bd, dstDevice, ui, N)
#else
static inline CUresult bd_cuMemsetD32(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD32(dstDevice, ui, N);
}
#endif

/* cuMemsetD2D8: cuda.h maps it to cuMemsetD2D8_v2 (cuMemsetD2D8_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD2D8(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    const bd_call_t bd_call = {"cuMemsetD2D8", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD2D8(dstDevice, dstPitch, uc, Width, Height);
    return bd_result;
}

static inline CUresult bd_cuMemsetD2D8(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    return bd_checked_cuMemsetD2D8("(address taken)", 0, bd, dstDevice, dstPitch, uc, Width, Height);
}
#define bd_cuMemsetD2D8(bd, dstDevice, dstPitch, uc, Width, Height) bd_checked_cuMemsetD2D8(__FILE__, __LINE__, bd, dstDevice, dstPitch, uc, Width, Height)
#else
static inline CUresult bd_cuMemsetD2D8(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D8(dstDevice, dstPitch, uc, Width, Height);
}
#endif

/* cuMemsetD2D16: cuda.h maps it to cuMemsetD2D16_v2 (cuMemsetD2D16_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD2D16(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    const bd_call_t bd_call = {"cuMemsetD2D16", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD2D16(dstDevice, dstPitch, us, Width, Height);
    return bd_result;
}

static inline CUresult bd_cuMemsetD2D16(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    return bd_checked_cuMemsetD2D16("(address taken)", 0, bd, dstDevice, dstPitch, us, Width, Height);
}
#define bd_cuMemsetD2D16(bd, dstDevice, dstPitch, us, Width, Height) bd_checked_cuMemsetD2D16(__FILE__, __LINE__, bd, dstDevice, dstPitch, us, Width, Height)
#else
static inline CUresult bd_cuMemsetD2D16(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D16(dstDevice, dstPitch, us, Width, Height);
}
#endif

/* cuMemsetD2D32: cuda.h maps it to cuMemsetD2D32_v2 (cuMemsetD2D32_v2_ptds with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD2D32(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    const bd_call_t bd_call = {"cuMemsetD2D32", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD2D32(dstDevice, dstPitch, ui, Width, Height);
    return bd_result;
}

static inline CUresult bd_cuMemsetD2D32(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    return bd_checked_cuMemsetD2D32("(address taken)", 0, bd, dstDevice, dstPitch, ui, Width, Height);
}
#define bd_cuMemsetD2D32(bd, dstDevice, dstPitch, ui, Width, Height) bd_checked_cuMemsetD2D32(__FILE__, __LINE__, bd, dstDevice, dstPitch, ui, Width, Height)
#else
static inline CUresult bd_cuMemsetD2D32(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D32(dstDevice, dstPitch, ui, Width, Height);
}
#endif

/* cuMemsetD8Async (cuMemsetD8Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD8Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemsetD8Async", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD8Async(dstDevice, uc, N, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemsetD8Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    return bd_checked_cuMemsetD8Async("(address taken)", 0, bd, dstDevice, uc, N, hStream);
}
#define bd_cuMemsetD8Async(bd, dstDevice, uc, N, hStream) bd_checked_cuMemsetD8Async(__FILE__, __LINE__, bd, dstDevice, uc, N, hStream)
#else
static inline CUresult bd_cuMemsetD8Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD8Async(dstDevice, uc, N, hStream);
}
#endif

/* cuMemsetD16Async (cuMemsetD16Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD16Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemsetD16Async", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD16Async(dstDevice, us, N, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemsetD16Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    return bd_checked_cuMemsetD16Async("(address taken)", 0, bd, dstDevice, us, N, hStream);
}
#define bd_cuMemsetD16Async(bd, dstDevice, us, N, hStream) bd_checked_cuMemsetD16Async(__FILE__, __LINE__, bd, dstDevice, us, N, hStream)
#else
static inline CUresult bd_cuMemsetD16Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned short us, size_t N, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD16Async(dstDevice, us, N, hStream);
}
#endif

/* cuMemsetD32Async (cuMemsetD32Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD32Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemsetD32Async", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD32Async(dstDevice, ui, N, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemsetD32Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    return bd_checked_cuMemsetD32Async("(address taken)", 0, bd, dstDevice, ui, N, hStream);
}
#define bd_cuMemsetD32Async(bd, dstDevice, ui, N, hStream) bd_checked_cuMemsetD32Async(__FILE__, __LINE__, bd, dstDevice, ui, N, hStream)
#else
static inline CUresult bd_cuMemsetD32Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD32Async(dstDevice, ui, N, hStream);
}
#endif

/* cuMemsetD2D8Async (cuMemsetD2D8Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD2D8Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemsetD2D8Async", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD2D8Async(dstDevice, dstPitch, uc, Width, Height, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemsetD2D8Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    return bd_checked_cuMemsetD2D8Async("(address taken)", 0, bd, dstDevice, dstPitch, uc, Width, Height, hStream);
}
#define bd_cuMemsetD2D8Async(bd, dstDevice, dstPitch, uc, Width, Height, hStream) bd_checked_cuMemsetD2D8Async(__FILE__, __LINE__, bd, dstDevice, dstPitch, uc, Width, Height, hStream)
#else
static inline CUresult bd_cuMemsetD2D8Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D8Async(dstDevice, dstPitch, uc, Width, Height, hStream);
}
#endif

/* cuMemsetD2D16Async (cuMemsetD2D16Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD2D16Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemsetD2D16Async", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD2D16Async(dstDevice, dstPitch, us, Width, Height, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemsetD2D16Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    return bd_checked_cuMemsetD2D16Async("(address taken)", 0, bd, dstDevice, dstPitch, us, Width, Height, hStream);
}
#define bd_cuMemsetD2D16Async(bd, dstDevice, dstPitch, us, Width, Height, hStream) bd_checked_cuMemsetD2D16Async(__FILE__, __LINE__, bd, dstDevice, dstPitch, us, Width, Height, hStream)
#else
static inline CUresult bd_cuMemsetD2D16Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D16Async(dstDevice, dstPitch, us, Width, Height, hStream);
}
#endif

/* cuMemsetD2D32Async (cuMemsetD2D32Async_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dstDevice (device_pointer), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemsetD2D32Async(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemsetD2D32Async", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemsetD2D32Async(dstDevice, dstPitch, ui, Width, Height, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemsetD2D32Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    return bd_checked_cuMemsetD2D32Async("(address taken)", 0, bd, dstDevice, dstPitch, ui, Width, Height, hStream);
}
#define bd_cuMemsetD2D32Async(bd, dstDevice, dstPitch, ui, Width, Height, hStream) bd_checked_cuMemsetD2D32Async(__FILE__, __LINE__, bd, dstDevice, dstPitch, ui, Width, Height, hStream)
#else
static inline CUresult bd_cuMemsetD2D32Async(bound_dev_t *bd, CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD2D32Async(dstDevice, dstPitch, ui, Width, Height, hStream);
}
#endif

/* cuArrayCreate: cuda.h maps it to cuArrayCreate_v2.
 * Creates: pHandle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuArrayCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    const bd_call_t bd_call = {"cuArrayCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuArrayCreate(pHandle, pAllocateArray);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_ARRAY, BD_HANDLE_VALUE(*pHandle), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuArrayCreate(bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    return bd_checked_cuArrayCreate("(address taken)", 0, bd, pHandle, pAllocateArray);
}
#define bd_cuArrayCreate(bd, pHandle, pAllocateArray) bd_checked_cuArrayCreate(__FILE__, __LINE__, bd, pHandle, pAllocateArray)
#else
static inline CUresult bd_cuArrayCreate(bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayCreate(pHandle, pAllocateArray);
}
#endif

/* cuArrayGetDescriptor: cuda.h maps it to cuArrayGetDescriptor_v2.
 * Must belong to the binding's device: hArray (array).
 * Writes through: pArrayDescriptor.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuArrayGetDescriptor(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    const bd_call_t bd_call = {"cuArrayGetDescriptor", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuArrayGetDescriptor(pArrayDescriptor, hArray);
    return bd_result;
}

static inline CUresult bd_cuArrayGetDescriptor(bound_dev_t *bd, CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    return bd_checked_cuArrayGetDescriptor("(address taken)", 0, bd, pArrayDescriptor, hArray);
}
#define bd_cuArrayGetDescriptor(bd, pArrayDescriptor, hArray) bd_checked_cuArrayGetDescriptor(__FILE__, __LINE__, bd, pArrayDescriptor, hArray)
#else
static inline CUresult bd_cuArrayGetDescriptor(bound_dev_t *bd, CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayGetDescriptor(pArrayDescriptor, hArray);
}
#endif

/* cuArrayGetSparseProperties.
 * Must belong to the binding's device: array (array).
 * Writes through: sparseProperties.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuArrayGetSparseProperties(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    const bd_call_t bd_call = {"cuArrayGetSparseProperties", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"array", BD_KIND_ARRAY, BD_HANDLE_VALUE(array)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuArrayGetSparseProperties(sparseProperties, array);
    return bd_result;
}

static inline CUresult bd_cuArrayGetSparseProperties(bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    return bd_checked_cuArrayGetSparseProperties("(address taken)", 0, bd, sparseProperties, array);
}
#define bd_cuArrayGetSparseProperties(bd, sparseProperties, array) bd_checked_cuArrayGetSparseProperties(__FILE__, __LINE__, bd, sparseProperties, array)
#else
static inline CUresult bd_cuArrayGetSparseProperties(bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUarray array)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayGetSparseProperties(sparseProperties, array);
}
#endif

/* cuMipmappedArrayGetSparseProperties.
 * Must belong to the binding's device: mipmap (mipmapped_array).
 * Writes through: sparseProperties.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMipmappedArrayGetSparseProperties(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    const bd_call_t bd_call = {"cuMipmappedArrayGetSparseProperties", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"mipmap", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(mipmap)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMipmappedArrayGetSparseProperties(sparseProperties, mipmap);
    return bd_result;
}

static inline CUresult bd_cuMipmappedArrayGetSparseProperties(bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    return bd_checked_cuMipmappedArrayGetSparseProperties("(address taken)", 0, bd, sparseProperties, mipmap);
}
#define bd_cuMipmappedArrayGetSparseProperties(bd, sparseProperties, mipmap) bd_checked_cuMipmappedArrayGetSparseProperties(__FILE__, __LINE__, bd, sparseProperties, mipmap)
#else
static inline CUresult bd_cuMipmappedArrayGetSparseProperties(bound_dev_t *bd, CUDA_ARRAY_SPARSE_PROPERTIES *sparseProperties, CUmipmappedArray mipmap)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMipmappedArrayGetSparseProperties(sparseProperties, mipmap);
}
#endif

/* cuArrayGetMemoryRequirements.
 * Must belong to the binding's device: array (array).
 * Writes through: memoryRequirements.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuArrayGetMemoryRequirements(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    const bd_call_t bd_call = {"cuArrayGetMemoryRequirements", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"array", BD_KIND_ARRAY, BD_HANDLE_VALUE(array)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuArrayGetMemoryRequirements(memoryRequirements, array, device);
    return bd_result;
}

static inline CUresult bd_cuArrayGetMemoryRequirements(bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    return bd_checked_cuArrayGetMemoryRequirements("(address taken)", 0, bd, memoryRequirements, array, device);
}
#define bd_cuArrayGetMemoryRequirements(bd, memoryRequirements, array, device) bd_checked_cuArrayGetMemoryRequirements(__FILE__, __LINE__, bd, memoryRequirements, array, device)
#else
static inline CUresult bd_cuArrayGetMemoryRequirements(bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUarray array, CUdevice device)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayGetMemoryRequirements(memoryRequirements, array, device);
}
#endif

/* cuMipmappedArrayGetMemoryRequirements.
 * Must belong to the binding's device: mipmap (mipmapped_array).
 * Writes through: memoryRequirements.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMipmappedArrayGetMemoryRequirements(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    const bd_call_t bd_call = {"cuMipmappedArrayGetMemoryRequirements", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"mipmap", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(mipmap)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device);
    return bd_result;
}

static inline CUresult bd_cuMipmappedArrayGetMemoryRequirements(bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    return bd_checked_cuMipmappedArrayGetMemoryRequirements("(address taken)", 0, bd, memoryRequirements, mipmap, device);
}
#define bd_cuMipmappedArrayGetMemoryRequirements(bd, memoryRequirements, mipmap, device) bd_checked_cuMipmappedArrayGetMemoryRequirements(__FILE__, __LINE__, bd, memoryRequirements, mipmap, device)
#else
static inline CUresult bd_cuMipmappedArrayGetMemoryRequirements(bound_dev_t *bd, CUDA_ARRAY_MEMORY_REQUIREMENTS *memoryRequirements, CUmipmappedArray mipmap, CUdevice device)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device);
}
#endif

/* cuArrayGetPlane.
 * Must belong to the binding's device: hArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuArrayGetPlane(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    const bd_call_t bd_call = {"cuArrayGetPlane", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuArrayGetPlane(pPlaneArray, hArray, planeIdx);
    return bd_result;
}

static inline CUresult bd_cuArrayGetPlane(bound_dev_t *bd, CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    return bd_checked_cuArrayGetPlane("(address taken)", 0, bd, pPlaneArray, hArray, planeIdx);
}
#define bd_cuArrayGetPlane(bd, pPlaneArray, hArray, planeIdx) bd_checked_cuArrayGetPlane(__FILE__, __LINE__, bd, pPlaneArray, hArray, planeIdx)
#else
static inline CUresult bd_cuArrayGetPlane(bound_dev_t *bd, CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayGetPlane(pPlaneArray, hArray, planeIdx);
}
#endif

/* cuArrayDestroy.
 * Destroys: hArray.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuArrayDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray hArray)
{
    const bd_call_t bd_call = {"cuArrayDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuArrayDestroy(hArray);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray));
    }
    return bd_result;
}

static inline CUresult bd_cuArrayDestroy(bound_dev_t *bd, CUarray hArray)
{
    return bd_checked_cuArrayDestroy("(address taken)", 0, bd, hArray);
}
#define bd_cuArrayDestroy(bd, hArray) bd_checked_cuArrayDestroy(__FILE__, __LINE__, bd, hArray)
#else
static inline CUresult bd_cuArrayDestroy(bound_dev_t *bd, CUarray hArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArrayDestroy(hArray);
}
#endif

/* cuArray3DCreate: cuda.h maps it to cuArray3DCreate_v2.
 * Creates: pHandle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuArray3DCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    const bd_call_t bd_call = {"cuArray3DCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuArray3DCreate(pHandle, pAllocateArray);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_ARRAY, BD_HANDLE_VALUE(*pHandle), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuArray3DCreate(bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    return bd_checked_cuArray3DCreate("(address taken)", 0, bd, pHandle, pAllocateArray);
}
#define bd_cuArray3DCreate(bd, pHandle, pAllocateArray) bd_checked_cuArray3DCreate(__FILE__, __LINE__, bd, pHandle, pAllocateArray)
#else
static inline CUresult bd_cuArray3DCreate(bound_dev_t *bd, CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArray3DCreate(pHandle, pAllocateArray);
}
#endif

/* cuArray3DGetDescriptor: cuda.h maps it to cuArray3DGetDescriptor_v2.
 * Must belong to the binding's device: hArray (array).
 * Writes through: pArrayDescriptor.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuArray3DGetDescriptor(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    const bd_call_t bd_call = {"cuArray3DGetDescriptor", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuArray3DGetDescriptor(pArrayDescriptor, hArray);
    return bd_result;
}

static inline CUresult bd_cuArray3DGetDescriptor(bound_dev_t *bd, CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    return bd_checked_cuArray3DGetDescriptor("(address taken)", 0, bd, pArrayDescriptor, hArray);
}
#define bd_cuArray3DGetDescriptor(bd, pArrayDescriptor, hArray) bd_checked_cuArray3DGetDescriptor(__FILE__, __LINE__, bd, pArrayDescriptor, hArray)
#else
static inline CUresult bd_cuArray3DGetDescriptor(bound_dev_t *bd, CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuArray3DGetDescriptor(pArrayDescriptor, hArray);
}
#endif

/* cuMipmappedArrayCreate.
 * Creates: pHandle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMipmappedArrayCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    const bd_call_t bd_call = {"cuMipmappedArrayCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMipmappedArrayCreate(pHandle, pMipmappedArrayDesc, numMipmapLevels);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(*pHandle), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuMipmappedArrayCreate(bound_dev_t *bd, CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    return bd_checked_cuMipmappedArrayCreate("(address taken)", 0, bd, pHandle, pMipmappedArrayDesc, numMipmapLevels);
}
#define bd_cuMipmappedArrayCreate(bd, pHandle, pMipmappedArrayDesc, numMipmapLevels) bd_checked_cuMipmappedArrayCreate(__FILE__, __LINE__, bd, pHandle, pMipmappedArrayDesc, numMipmapLevels)
#else
static inline CUresult bd_cuMipmappedArrayCreate(bound_dev_t *bd, CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc, unsigned int numMipmapLevels)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMipmappedArrayCreate(pHandle, pMipmappedArrayDesc, numMipmapLevels);
}
#endif

/* cuMipmappedArrayGetLevel.
 * Must belong to the binding's device: hMipmappedArray (mipmapped_array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMipmappedArrayGetLevel(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    const bd_call_t bd_call = {"cuMipmappedArrayGetLevel", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hMipmappedArray", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(hMipmappedArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMipmappedArrayGetLevel(pLevelArray, hMipmappedArray, level);
    return bd_result;
}

static inline CUresult bd_cuMipmappedArrayGetLevel(bound_dev_t *bd, CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    return bd_checked_cuMipmappedArrayGetLevel("(address taken)", 0, bd, pLevelArray, hMipmappedArray, level);
}
#define bd_cuMipmappedArrayGetLevel(bd, pLevelArray, hMipmappedArray, level) bd_checked_cuMipmappedArrayGetLevel(__FILE__, __LINE__, bd, pLevelArray, hMipmappedArray, level)
#else
static inline CUresult bd_cuMipmappedArrayGetLevel(bound_dev_t *bd, CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMipmappedArrayGetLevel(pLevelArray, hMipmappedArray, level);
}
#endif

/* cuMipmappedArrayDestroy.
 * Destroys: hMipmappedArray.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMipmappedArrayDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUmipmappedArray hMipmappedArray)
{
    const bd_call_t bd_call = {"cuMipmappedArrayDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hMipmappedArray", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(hMipmappedArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMipmappedArrayDestroy(hMipmappedArray);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(hMipmappedArray));
    }
    return bd_result;
}

static inline CUresult bd_cuMipmappedArrayDestroy(bound_dev_t *bd, CUmipmappedArray hMipmappedArray)
{
    return bd_checked_cuMipmappedArrayDestroy("(address taken)", 0, bd, hMipmappedArray);
}
#define bd_cuMipmappedArrayDestroy(bd, hMipmappedArray) bd_checked_cuMipmappedArrayDestroy(__FILE__, __LINE__, bd, hMipmappedArray)
#else
static inline CUresult bd_cuMipmappedArrayDestroy(bound_dev_t *bd, CUmipmappedArray hMipmappedArray)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMipmappedArrayDestroy(hMipmappedArray);
}
#endif

/* cuMemGetHandleForAddressRange.
 * Must belong to the binding's device: dptr (device_pointer).
 * Writes through: handle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemGetHandleForAddressRange(const char *bd_file, int bd_line, bound_dev_t *bd, void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    const bd_call_t bd_call = {"cuMemGetHandleForAddressRange", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemGetHandleForAddressRange(handle, dptr, size, handleType, flags);
    return bd_result;
}

static inline CUresult bd_cuMemGetHandleForAddressRange(bound_dev_t *bd, void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    return bd_checked_cuMemGetHandleForAddressRange("(address taken)", 0, bd, handle, dptr, size, handleType, flags);
}
#define bd_cuMemGetHandleForAddressRange(bd, handle, dptr, size, handleType, flags) bd_checked_cuMemGetHandleForAddressRange(__FILE__, __LINE__, bd, handle, dptr, size, handleType, flags)
#else
static inline CUresult bd_cuMemGetHandleForAddressRange(bound_dev_t *bd, void *handle, CUdeviceptr dptr, size_t size, CUmemRangeHandleType handleType, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemGetHandleForAddressRange(handle, dptr, size, handleType, flags);
}
#endif

/* cuMemBatchDecompressAsync (cuMemBatchDecompressAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Writes through: paramsArray, errorIndex.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemBatchDecompressAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    const bd_call_t bd_call = {"cuMemBatchDecompressAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemBatchDecompressAsync(paramsArray, count, flags, errorIndex, stream);
    return bd_result;
}

static inline CUresult bd_cuMemBatchDecompressAsync(bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    return bd_checked_cuMemBatchDecompressAsync("(address taken)", 0, bd, paramsArray, count, flags, errorIndex, stream);
}
#define bd_cuMemBatchDecompressAsync(bd, paramsArray, count, flags, errorIndex, stream) bd_checked_cuMemBatchDecompressAsync(__FILE__, __LINE__, bd, paramsArray, count, flags, errorIndex, stream)
#else
static inline CUresult bd_cuMemBatchDecompressAsync(bound_dev_t *bd, CUmemDecompressParams *paramsArray, size_t count, unsigned int flags, size_t *errorIndex, CUstream stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemBatchDecompressAsync(paramsArray, count, flags, errorIndex, stream);
}
#endif

/* cuMemAddressReserve.
 * Creates: ptr.
 * Must belong to the binding's device: addr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemAddressReserve(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    const bd_call_t bd_call = {"cuMemAddressReserve", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemAddressReserve(ptr, size, alignment, addr, flags);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*ptr), (unsigned long long)(size));
    }
    return bd_result;
}

static inline CUresult bd_cuMemAddressReserve(bound_dev_t *bd, CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    return bd_checked_cuMemAddressReserve("(address taken)", 0, bd, ptr, size, alignment, addr, flags);
}
#define bd_cuMemAddressReserve(bd, ptr, size, alignment, addr, flags) bd_checked_cuMemAddressReserve(__FILE__, __LINE__, bd, ptr, size, alignment, addr, flags)
#else
static inline CUresult bd_cuMemAddressReserve(bound_dev_t *bd, CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAddressReserve(ptr, size, alignment, addr, flags);
}
#endif

/* cuMemAddressFree.
 * Destroys: ptr.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemAddressFree(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    const bd_call_t bd_call = {"cuMemAddressFree", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemAddressFree(ptr, size);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr));
    }
    return bd_result;
}

static inline CUresult bd_cuMemAddressFree(bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    return bd_checked_cuMemAddressFree("(address taken)", 0, bd, ptr, size);
}
#define bd_cuMemAddressFree(bd, ptr, size) bd_checked_cuMemAddressFree(__FILE__, __LINE__, bd, ptr, size)
#else
static inline CUresult bd_cuMemAddressFree(bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAddressFree(ptr, size);
}
#endif

/* cuMemCreate.
 * Creates: handle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    const bd_call_t bd_call = {"cuMemCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemCreate(handle, size, prop, flags);
    return bd_result;
}

static inline CUresult bd_cuMemCreate(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    return bd_checked_cuMemCreate("(address taken)", 0, bd, handle, size, prop, flags);
}
#define bd_cuMemCreate(bd, handle, size, prop, flags) bd_checked_cuMemCreate(__FILE__, __LINE__, bd, handle, size, prop, flags)
#else
static inline CUresult bd_cuMemCreate(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemCreate(handle, size, prop, flags);
}
#endif

/* cuMemRelease.
 * Destroys: handle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemRelease(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle handle)
{
    const bd_call_t bd_call = {"cuMemRelease", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemRelease(handle);
    return bd_result;
}

static inline CUresult bd_cuMemRelease(bound_dev_t *bd, CUmemGenericAllocationHandle handle)
{
    return bd_checked_cuMemRelease("(address taken)", 0, bd, handle);
}
#define bd_cuMemRelease(bd, handle) bd_checked_cuMemRelease(__FILE__, __LINE__, bd, handle)
#else
static inline CUresult bd_cuMemRelease(bound_dev_t *bd, CUmemGenericAllocationHandle handle)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemRelease(handle);
}
#endif

/* cuMemMap.
 * Must belong to the binding's device: ptr (device_pointer), handle (memory_handle).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemMap(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    const bd_call_t bd_call = {"cuMemMap", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemMap(ptr, size, offset, handle, flags);
    return bd_result;
}

static inline CUresult bd_cuMemMap(bound_dev_t *bd, CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    return bd_checked_cuMemMap("(address taken)", 0, bd, ptr, size, offset, handle, flags);
}
#define bd_cuMemMap(bd, ptr, size, offset, handle, flags) bd_checked_cuMemMap(__FILE__, __LINE__, bd, ptr, size, offset, handle, flags)
#else
static inline CUresult bd_cuMemMap(bound_dev_t *bd, CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemMap(ptr, size, offset, handle, flags);
}
#endif

/* cuMemMapArrayAsync (cuMemMapArrayAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside mapInfoList: resource.mipmap (mipmapped_array), resource.array (array), memHandle.memHandle (memory_handle).
 * Writes through: mapInfoList.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemMapArrayAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemMapArrayAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemMapArrayAsync(mapInfoList, count, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemMapArrayAsync(bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    return bd_checked_cuMemMapArrayAsync("(address taken)", 0, bd, mapInfoList, count, hStream);
}
#define bd_cuMemMapArrayAsync(bd, mapInfoList, count, hStream) bd_checked_cuMemMapArrayAsync(__FILE__, __LINE__, bd, mapInfoList, count, hStream)
#else
static inline CUresult bd_cuMemMapArrayAsync(bound_dev_t *bd, CUarrayMapInfo *mapInfoList, unsigned int count, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemMapArrayAsync(mapInfoList, count, hStream);
}
#endif

/* cuMemUnmap.
 * Must belong to the binding's device: ptr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemUnmap(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    const bd_call_t bd_call = {"cuMemUnmap", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemUnmap(ptr, size);
    return bd_result;
}

static inline CUresult bd_cuMemUnmap(bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    return bd_checked_cuMemUnmap("(address taken)", 0, bd, ptr, size);
}
#define bd_cuMemUnmap(bd, ptr, size) bd_checked_cuMemUnmap(__FILE__, __LINE__, bd, ptr, size)
#else
static inline CUresult bd_cuMemUnmap(bound_dev_t *bd, CUdeviceptr ptr, size_t size)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemUnmap(ptr, size);
}
#endif

/* cuMemSetAccess.
 * Must belong to the binding's device: ptr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemSetAccess(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    const bd_call_t bd_call = {"cuMemSetAccess", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemSetAccess(ptr, size, desc, count);
    return bd_result;
}

static inline CUresult bd_cuMemSetAccess(bound_dev_t *bd, CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    return bd_checked_cuMemSetAccess("(address taken)", 0, bd, ptr, size, desc, count);
}
#define bd_cuMemSetAccess(bd, ptr, size, desc, count) bd_checked_cuMemSetAccess(__FILE__, __LINE__, bd, ptr, size, desc, count)
#else
static inline CUresult bd_cuMemSetAccess(bound_dev_t *bd, CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemSetAccess(ptr, size, desc, count);
}
#endif

/* cuMemGetAccess.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: flags.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemGetAccess(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    const bd_call_t bd_call = {"cuMemGetAccess", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemGetAccess(flags, location, ptr);
    return bd_result;
}

static inline CUresult bd_cuMemGetAccess(bound_dev_t *bd, unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    return bd_checked_cuMemGetAccess("(address taken)", 0, bd, flags, location, ptr);
}
#define bd_cuMemGetAccess(bd, flags, location, ptr) bd_checked_cuMemGetAccess(__FILE__, __LINE__, bd, flags, location, ptr)
#else
static inline CUresult bd_cuMemGetAccess(bound_dev_t *bd, unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemGetAccess(flags, location, ptr);
}
#endif

/* cuMemExportToShareableHandle.
 * Must belong to the binding's device: handle (memory_handle).
 * Writes through: shareableHandle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemExportToShareableHandle(const char *bd_file, int bd_line, bound_dev_t *bd, void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    const bd_call_t bd_call = {"cuMemExportToShareableHandle", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemExportToShareableHandle(shareableHandle, handle, handleType, flags);
    return bd_result;
}

static inline CUresult bd_cuMemExportToShareableHandle(bound_dev_t *bd, void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    return bd_checked_cuMemExportToShareableHandle("(address taken)", 0, bd, shareableHandle, handle, handleType, flags);
}
#define bd_cuMemExportToShareableHandle(bd, shareableHandle, handle, handleType, flags) bd_checked_cuMemExportToShareableHandle(__FILE__, __LINE__, bd, shareableHandle, handle, handleType, flags)
#else
static inline CUresult bd_cuMemExportToShareableHandle(bound_dev_t *bd, void *shareableHandle, CUmemGenericAllocationHandle handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemExportToShareableHandle(shareableHandle, handle, handleType, flags);
}
#endif

/* cuMemImportFromShareableHandle.
 * Creates: handle.
 * Writes through: osHandle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemImportFromShareableHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType)
{
    const bd_call_t bd_call = {"cuMemImportFromShareableHandle", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemImportFromShareableHandle(handle, osHandle, shHandleType);
    return bd_result;
}

static inline CUresult bd_cuMemImportFromShareableHandle(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType)
{
    return bd_checked_cuMemImportFromShareableHandle("(address taken)", 0, bd, handle, osHandle, shHandleType);
}
#define bd_cuMemImportFromShareableHandle(bd, handle, osHandle, shHandleType) bd_checked_cuMemImportFromShareableHandle(__FILE__, __LINE__, bd, handle, osHandle, shHandleType)
#else
static inline CUresult bd_cuMemImportFromShareableHandle(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *osHandle, CUmemAllocationHandleType shHandleType)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemImportFromShareableHandle(handle, osHandle, shHandleType);
}
#endif

/* cuMemGetAllocationPropertiesFromHandle.
 * Must belong to the binding's device: handle (memory_handle).
 * Writes through: prop.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemGetAllocationPropertiesFromHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    const bd_call_t bd_call = {"cuMemGetAllocationPropertiesFromHandle", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemGetAllocationPropertiesFromHandle(prop, handle);
    return bd_result;
}

static inline CUresult bd_cuMemGetAllocationPropertiesFromHandle(bound_dev_t *bd, CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    return bd_checked_cuMemGetAllocationPropertiesFromHandle("(address taken)", 0, bd, prop, handle);
}
#define bd_cuMemGetAllocationPropertiesFromHandle(bd, prop, handle) bd_checked_cuMemGetAllocationPropertiesFromHandle(__FILE__, __LINE__, bd, prop, handle)
#else
static inline CUresult bd_cuMemGetAllocationPropertiesFromHandle(bound_dev_t *bd, CUmemAllocationProp *prop, CUmemGenericAllocationHandle handle)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemGetAllocationPropertiesFromHandle(prop, handle);
}
#endif

/* cuMemRetainAllocationHandle.
 * Creates: handle.
 * Writes through: addr.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemRetainAllocationHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *addr)
{
    const bd_call_t bd_call = {"cuMemRetainAllocationHandle", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemRetainAllocationHandle(handle, addr);
    return bd_result;
}

static inline CUresult bd_cuMemRetainAllocationHandle(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *addr)
{
    return bd_checked_cuMemRetainAllocationHandle("(address taken)", 0, bd, handle, addr);
}
#define bd_cuMemRetainAllocationHandle(bd, handle, addr) bd_checked_cuMemRetainAllocationHandle(__FILE__, __LINE__, bd, handle, addr)
#else
static inline CUresult bd_cuMemRetainAllocationHandle(bound_dev_t *bd, CUmemGenericAllocationHandle *handle, void *addr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemRetainAllocationHandle(handle, addr);
}
#endif

/* cuMemFreeAsync (cuMemFreeAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Destroys: dptr.
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemFreeAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemFreeAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemFreeAsync(dptr, hStream);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr));
    }
    return bd_result;
}

static inline CUresult bd_cuMemFreeAsync(bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream)
{
    return bd_checked_cuMemFreeAsync("(address taken)", 0, bd, dptr, hStream);
}
#define bd_cuMemFreeAsync(bd, dptr, hStream) bd_checked_cuMemFreeAsync(__FILE__, __LINE__, bd, dptr, hStream)
#else
static inline CUresult bd_cuMemFreeAsync(bound_dev_t *bd, CUdeviceptr dptr, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemFreeAsync(dptr, hStream);
}
#endif

/* cuMemAllocAsync (cuMemAllocAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: dptr.
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemAllocAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemAllocAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemAllocAsync(dptr, bytesize, hStream);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(bytesize));
    }
    return bd_result;
}

static inline CUresult bd_cuMemAllocAsync(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    return bd_checked_cuMemAllocAsync("(address taken)", 0, bd, dptr, bytesize, hStream);
}
#define bd_cuMemAllocAsync(bd, dptr, bytesize, hStream) bd_checked_cuMemAllocAsync(__FILE__, __LINE__, bd, dptr, bytesize, hStream)
#else
static inline CUresult bd_cuMemAllocAsync(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAllocAsync(dptr, bytesize, hStream);
}
#endif

/* cuMemPoolTrimTo.
 * Must belong to the binding's device: pool (memory_pool).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPoolTrimTo(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool pool, size_t minBytesToKeep)
{
    const bd_call_t bd_call = {"cuMemPoolTrimTo", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPoolTrimTo(pool, minBytesToKeep);
    return bd_result;
}

static inline CUresult bd_cuMemPoolTrimTo(bound_dev_t *bd, CUmemoryPool pool, size_t minBytesToKeep)
{
    return bd_checked_cuMemPoolTrimTo("(address taken)", 0, bd, pool, minBytesToKeep);
}
#define bd_cuMemPoolTrimTo(bd, pool, minBytesToKeep) bd_checked_cuMemPoolTrimTo(__FILE__, __LINE__, bd, pool, minBytesToKeep)
#else
static inline CUresult bd_cuMemPoolTrimTo(bound_dev_t *bd, CUmemoryPool pool, size_t minBytesToKeep)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolTrimTo(pool, minBytesToKeep);
}
#endif

/* cuMemPoolSetAttribute.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: value.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPoolSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    const bd_call_t bd_call = {"cuMemPoolSetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPoolSetAttribute(pool, attr, value);
    return bd_result;
}

static inline CUresult bd_cuMemPoolSetAttribute(bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    return bd_checked_cuMemPoolSetAttribute("(address taken)", 0, bd, pool, attr, value);
}
#define bd_cuMemPoolSetAttribute(bd, pool, attr, value) bd_checked_cuMemPoolSetAttribute(__FILE__, __LINE__, bd, pool, attr, value)
#else
static inline CUresult bd_cuMemPoolSetAttribute(bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolSetAttribute(pool, attr, value);
}
#endif

/* cuMemPoolGetAttribute.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: value.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPoolGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    const bd_call_t bd_call = {"cuMemPoolGetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPoolGetAttribute(pool, attr, value);
    return bd_result;
}

static inline CUresult bd_cuMemPoolGetAttribute(bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    return bd_checked_cuMemPoolGetAttribute("(address taken)", 0, bd, pool, attr, value);
}
#define bd_cuMemPoolGetAttribute(bd, pool, attr, value) bd_checked_cuMemPoolGetAttribute(__FILE__, __LINE__, bd, pool, attr, value)
#else
static inline CUresult bd_cuMemPoolGetAttribute(bound_dev_t *bd, CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolGetAttribute(pool, attr, value);
}
#endif

/* cuMemPoolSetAccess.
 * Must belong to the binding's device: pool (memory_pool).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPoolSetAccess(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    const bd_call_t bd_call = {"cuMemPoolSetAccess", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPoolSetAccess(pool, map, count);
    return bd_result;
}

static inline CUresult bd_cuMemPoolSetAccess(bound_dev_t *bd, CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    return bd_checked_cuMemPoolSetAccess("(address taken)", 0, bd, pool, map, count);
}
#define bd_cuMemPoolSetAccess(bd, pool, map, count) bd_checked_cuMemPoolSetAccess(__FILE__, __LINE__, bd, pool, map, count)
#else
static inline CUresult bd_cuMemPoolSetAccess(bound_dev_t *bd, CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolSetAccess(pool, map, count);
}
#endif

/* cuMemPoolGetAccess.
 * Must belong to the binding's device: memPool (memory_pool).
 * Writes through: flags, location.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPoolGetAccess(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    const bd_call_t bd_call = {"cuMemPoolGetAccess", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPoolGetAccess(flags, memPool, location);
    return bd_result;
}

static inline CUresult bd_cuMemPoolGetAccess(bound_dev_t *bd, CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    return bd_checked_cuMemPoolGetAccess("(address taken)", 0, bd, flags, memPool, location);
}
#define bd_cuMemPoolGetAccess(bd, flags, memPool, location) bd_checked_cuMemPoolGetAccess(__FILE__, __LINE__, bd, flags, memPool, location)
#else
static inline CUresult bd_cuMemPoolGetAccess(bound_dev_t *bd, CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolGetAccess(flags, memPool, location);
}
#endif

/* cuMemPoolCreate.
 * Creates: pool.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPoolCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    const bd_call_t bd_call = {"cuMemPoolCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPoolCreate(pool, poolProps);
    return bd_result;
}

static inline CUresult bd_cuMemPoolCreate(bound_dev_t *bd, CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    return bd_checked_cuMemPoolCreate("(address taken)", 0, bd, pool, poolProps);
}
#define bd_cuMemPoolCreate(bd, pool, poolProps) bd_checked_cuMemPoolCreate(__FILE__, __LINE__, bd, pool, poolProps)
#else
static inline CUresult bd_cuMemPoolCreate(bound_dev_t *bd, CUmemoryPool *pool, const CUmemPoolProps *poolProps)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolCreate(pool, poolProps);
}
#endif

/* cuMemPoolDestroy.
 * Destroys: pool.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPoolDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool pool)
{
    const bd_call_t bd_call = {"cuMemPoolDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPoolDestroy(pool);
    return bd_result;
}

static inline CUresult bd_cuMemPoolDestroy(bound_dev_t *bd, CUmemoryPool pool)
{
    return bd_checked_cuMemPoolDestroy("(address taken)", 0, bd, pool);
}
#define bd_cuMemPoolDestroy(bd, pool) bd_checked_cuMemPoolDestroy(__FILE__, __LINE__, bd, pool)
#else
static inline CUresult bd_cuMemPoolDestroy(bound_dev_t *bd, CUmemoryPool pool)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolDestroy(pool);
}
#endif

/* cuMemAllocFromPoolAsync (cuMemAllocFromPoolAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: dptr.
 * Must belong to the binding's device: pool (memory_pool), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemAllocFromPoolAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemAllocFromPoolAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemAllocFromPoolAsync(dptr, bytesize, pool, hStream);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(bytesize));
    }
    return bd_result;
}

static inline CUresult bd_cuMemAllocFromPoolAsync(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    return bd_checked_cuMemAllocFromPoolAsync("(address taken)", 0, bd, dptr, bytesize, pool, hStream);
}
#define bd_cuMemAllocFromPoolAsync(bd, dptr, bytesize, pool, hStream) bd_checked_cuMemAllocFromPoolAsync(__FILE__, __LINE__, bd, dptr, bytesize, pool, hStream)
#else
static inline CUresult bd_cuMemAllocFromPoolAsync(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAllocFromPoolAsync(dptr, bytesize, pool, hStream);
}
#endif

/* cuMemPoolExportToShareableHandle.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: handle_out.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPoolExportToShareableHandle(const char *bd_file, int bd_line, bound_dev_t *bd, void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    const bd_call_t bd_call = {"cuMemPoolExportToShareableHandle", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPoolExportToShareableHandle(handle_out, pool, handleType, flags);
    return bd_result;
}

static inline CUresult bd_cuMemPoolExportToShareableHandle(bound_dev_t *bd, void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    return bd_checked_cuMemPoolExportToShareableHandle("(address taken)", 0, bd, handle_out, pool, handleType, flags);
}
#define bd_cuMemPoolExportToShareableHandle(bd, handle_out, pool, handleType, flags) bd_checked_cuMemPoolExportToShareableHandle(__FILE__, __LINE__, bd, handle_out, pool, handleType, flags)
#else
static inline CUresult bd_cuMemPoolExportToShareableHandle(bound_dev_t *bd, void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolExportToShareableHandle(handle_out, pool, handleType, flags);
}
#endif

/* cuMemPoolImportFromShareableHandle.
 * Creates: pool_out.
 * Writes through: handle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPoolImportFromShareableHandle(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    const bd_call_t bd_call = {"cuMemPoolImportFromShareableHandle", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPoolImportFromShareableHandle(pool_out, handle, handleType, flags);
    return bd_result;
}

static inline CUresult bd_cuMemPoolImportFromShareableHandle(bound_dev_t *bd, CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    return bd_checked_cuMemPoolImportFromShareableHandle("(address taken)", 0, bd, pool_out, handle, handleType, flags);
}
#define bd_cuMemPoolImportFromShareableHandle(bd, pool_out, handle, handleType, flags) bd_checked_cuMemPoolImportFromShareableHandle(__FILE__, __LINE__, bd, pool_out, handle, handleType, flags)
#else
static inline CUresult bd_cuMemPoolImportFromShareableHandle(bound_dev_t *bd, CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolImportFromShareableHandle(pool_out, handle, handleType, flags);
}
#endif

/* cuMemPoolExportPointer.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: shareData_out.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPoolExportPointer(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    const bd_call_t bd_call = {"cuMemPoolExportPointer", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPoolExportPointer(shareData_out, ptr);
    return bd_result;
}

static inline CUresult bd_cuMemPoolExportPointer(bound_dev_t *bd, CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    return bd_checked_cuMemPoolExportPointer("(address taken)", 0, bd, shareData_out, ptr);
}
#define bd_cuMemPoolExportPointer(bd, shareData_out, ptr) bd_checked_cuMemPoolExportPointer(__FILE__, __LINE__, bd, shareData_out, ptr)
#else
static inline CUresult bd_cuMemPoolExportPointer(bound_dev_t *bd, CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolExportPointer(shareData_out, ptr);
}
#endif

/* cuMemPoolImportPointer.
 * Creates: ptr_out.
 * Must belong to the binding's device: pool (memory_pool).
 * Writes through: shareData.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPoolImportPointer(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    const bd_call_t bd_call = {"cuMemPoolImportPointer", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPoolImportPointer(ptr_out, pool, shareData);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*ptr_out), (unsigned long long)(1));
    }
    return bd_result;
}

static inline CUresult bd_cuMemPoolImportPointer(bound_dev_t *bd, CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    return bd_checked_cuMemPoolImportPointer("(address taken)", 0, bd, ptr_out, pool, shareData);
}
#define bd_cuMemPoolImportPointer(bd, ptr_out, pool, shareData) bd_checked_cuMemPoolImportPointer(__FILE__, __LINE__, bd, ptr_out, pool, shareData)
#else
static inline CUresult bd_cuMemPoolImportPointer(bound_dev_t *bd, CUdeviceptr *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData *shareData)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPoolImportPointer(ptr_out, pool, shareData);
}
#endif

/* cuMulticastCreate.
 * Creates: mcHandle.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMulticastCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    const bd_call_t bd_call = {"cuMulticastCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMulticastCreate(mcHandle, prop);
    return bd_result;
}

static inline CUresult bd_cuMulticastCreate(bound_dev_t *bd, CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    return bd_checked_cuMulticastCreate("(address taken)", 0, bd, mcHandle, prop);
}
#define bd_cuMulticastCreate(bd, mcHandle, prop) bd_checked_cuMulticastCreate(__FILE__, __LINE__, bd, mcHandle, prop)
#else
static inline CUresult bd_cuMulticastCreate(bound_dev_t *bd, CUmemGenericAllocationHandle *mcHandle, const CUmulticastObjectProp *prop)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMulticastCreate(mcHandle, prop);
}
#endif

/* cuMulticastAddDevice.
 * Must belong to the binding's device: mcHandle (memory_handle).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMulticastAddDevice(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    const bd_call_t bd_call = {"cuMulticastAddDevice", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMulticastAddDevice(mcHandle, dev);
    return bd_result;
}

static inline CUresult bd_cuMulticastAddDevice(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    return bd_checked_cuMulticastAddDevice("(address taken)", 0, bd, mcHandle, dev);
}
#define bd_cuMulticastAddDevice(bd, mcHandle, dev) bd_checked_cuMulticastAddDevice(__FILE__, __LINE__, bd, mcHandle, dev)
#else
static inline CUresult bd_cuMulticastAddDevice(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMulticastAddDevice(mcHandle, dev);
}
#endif

/* cuMulticastBindMem.
 * Must belong to the binding's device: mcHandle (memory_handle), memHandle (memory_handle).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMulticastBindMem(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags)
{
    const bd_call_t bd_call = {"cuMulticastBindMem", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMulticastBindMem(mcHandle, mcOffset, memHandle, memOffset, size, flags);
    return bd_result;
}

static inline CUresult bd_cuMulticastBindMem(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags)
{
    return bd_checked_cuMulticastBindMem("(address taken)", 0, bd, mcHandle, mcOffset, memHandle, memOffset, size, flags);
}
#define bd_cuMulticastBindMem(bd, mcHandle, mcOffset, memHandle, memOffset, size, flags) bd_checked_cuMulticastBindMem(__FILE__, __LINE__, bd, mcHandle, mcOffset, memHandle, memOffset, size, flags)
#else
static inline CUresult bd_cuMulticastBindMem(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUmemGenericAllocationHandle memHandle, size_t memOffset, size_t size, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMulticastBindMem(mcHandle, mcOffset, memHandle, memOffset, size, flags);
}
#endif

/* cuMulticastBindAddr.
 * Must belong to the binding's device: mcHandle (memory_handle), memptr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMulticastBindAddr(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    const bd_call_t bd_call = {"cuMulticastBindAddr", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"memptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(memptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMulticastBindAddr(mcHandle, mcOffset, memptr, size, flags);
    return bd_result;
}

static inline CUresult bd_cuMulticastBindAddr(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    return bd_checked_cuMulticastBindAddr("(address taken)", 0, bd, mcHandle, mcOffset, memptr, size, flags);
}
#define bd_cuMulticastBindAddr(bd, mcHandle, mcOffset, memptr, size, flags) bd_checked_cuMulticastBindAddr(__FILE__, __LINE__, bd, mcHandle, mcOffset, memptr, size, flags)
#else
static inline CUresult bd_cuMulticastBindAddr(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, size_t mcOffset, CUdeviceptr memptr, size_t size, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMulticastBindAddr(mcHandle, mcOffset, memptr, size, flags);
}
#endif

/* cuMulticastUnbind.
 * Must belong to the binding's device: mcHandle (memory_handle).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMulticastUnbind(const char *bd_file, int bd_line, bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    const bd_call_t bd_call = {"cuMulticastUnbind", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMulticastUnbind(mcHandle, dev, mcOffset, size);
    return bd_result;
}

static inline CUresult bd_cuMulticastUnbind(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    return bd_checked_cuMulticastUnbind("(address taken)", 0, bd, mcHandle, dev, mcOffset, size);
}
#define bd_cuMulticastUnbind(bd, mcHandle, dev, mcOffset, size) bd_checked_cuMulticastUnbind(__FILE__, __LINE__, bd, mcHandle, dev, mcOffset, size)
#else
static inline CUresult bd_cuMulticastUnbind(bound_dev_t *bd, CUmemGenericAllocationHandle mcHandle, CUdevice dev, size_t mcOffset, size_t size)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMulticastUnbind(mcHandle, dev, mcOffset, size);
}
#endif

/* cuPointerGetAttribute.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: data.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuPointerGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    const bd_call_t bd_call = {"cuPointerGetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuPointerGetAttribute(data, attribute, ptr);
    return bd_result;
}

static inline CUresult bd_cuPointerGetAttribute(bound_dev_t *bd, void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    return bd_checked_cuPointerGetAttribute("(address taken)", 0, bd, data, attribute, ptr);
}
#define bd_cuPointerGetAttribute(bd, data, attribute, ptr) bd_checked_cuPointerGetAttribute(__FILE__, __LINE__, bd, data, attribute, ptr)
#else
static inline CUresult bd_cuPointerGetAttribute(bound_dev_t *bd, void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuPointerGetAttribute(data, attribute, ptr);
}
#endif

/* cuMemPrefetchAsync: cuda.h maps it to cuMemPrefetchAsync_v2 (cuMemPrefetchAsync_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: devPtr (device_pointer), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPrefetchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemPrefetchAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPrefetchAsync(devPtr, count, location, flags, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemPrefetchAsync(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    return bd_checked_cuMemPrefetchAsync("(address taken)", 0, bd, devPtr, count, location, flags, hStream);
}
#define bd_cuMemPrefetchAsync(bd, devPtr, count, location, flags, hStream) bd_checked_cuMemPrefetchAsync(__FILE__, __LINE__, bd, devPtr, count, location, flags, hStream)
#else
static inline CUresult bd_cuMemPrefetchAsync(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmemLocation location, unsigned int flags, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPrefetchAsync(devPtr, count, location, flags, hStream);
}
#endif

/* cuMemAdvise: cuda.h maps it to cuMemAdvise_v2.
 * Must belong to the binding's device: devPtr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemAdvise(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    const bd_call_t bd_call = {"cuMemAdvise", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemAdvise(devPtr, count, advice, location);
    return bd_result;
}

static inline CUresult bd_cuMemAdvise(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    return bd_checked_cuMemAdvise("(address taken)", 0, bd, devPtr, count, advice, location);
}
#define bd_cuMemAdvise(bd, devPtr, count, advice, location) bd_checked_cuMemAdvise(__FILE__, __LINE__, bd, devPtr, count, advice, location)
#else
static inline CUresult bd_cuMemAdvise(bound_dev_t *bd, CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAdvise(devPtr, count, advice, location);
}
#endif

/* cuMemPrefetchBatchAsync (cuMemPrefetchBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes, prefetchLocs, prefetchLocIdxs.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemPrefetchBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemPrefetchBatchAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemPrefetchBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    return bd_checked_cuMemPrefetchBatchAsync("(address taken)", 0, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}
#define bd_cuMemPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream) bd_checked_cuMemPrefetchBatchAsync(__FILE__, __LINE__, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream)
#else
static inline CUresult bd_cuMemPrefetchBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}
#endif

/* cuMemDiscardBatchAsync (cuMemDiscardBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemDiscardBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemDiscardBatchAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemDiscardBatchAsync(dptrs, sizes, count, flags, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemDiscardBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    return bd_checked_cuMemDiscardBatchAsync("(address taken)", 0, bd, dptrs, sizes, count, flags, hStream);
}
#define bd_cuMemDiscardBatchAsync(bd, dptrs, sizes, count, flags, hStream) bd_checked_cuMemDiscardBatchAsync(__FILE__, __LINE__, bd, dptrs, sizes, count, flags, hStream)
#else
static inline CUresult bd_cuMemDiscardBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemDiscardBatchAsync(dptrs, sizes, count, flags, hStream);
}
#endif

/* cuMemDiscardAndPrefetchBatchAsync (cuMemDiscardAndPrefetchBatchAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: sizes, prefetchLocs, prefetchLocIdxs.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemDiscardAndPrefetchBatchAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    const bd_call_t bd_call = {"cuMemDiscardAndPrefetchBatchAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemDiscardAndPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
    return bd_result;
}

static inline CUresult bd_cuMemDiscardAndPrefetchBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    return bd_checked_cuMemDiscardAndPrefetchBatchAsync("(address taken)", 0, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}
#define bd_cuMemDiscardAndPrefetchBatchAsync(bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream) bd_checked_cuMemDiscardAndPrefetchBatchAsync(__FILE__, __LINE__, bd, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream)
#else
static inline CUresult bd_cuMemDiscardAndPrefetchBatchAsync(bound_dev_t *bd, CUdeviceptr *dptrs, size_t *sizes, size_t count, CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemDiscardAndPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream);
}
#endif

/* cuMemRangeGetAttribute.
 * Must belong to the binding's device: devPtr (device_pointer).
 * Writes through: data.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemRangeGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    const bd_call_t bd_call = {"cuMemRangeGetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemRangeGetAttribute(data, dataSize, attribute, devPtr, count);
    return bd_result;
}

static inline CUresult bd_cuMemRangeGetAttribute(bound_dev_t *bd, void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    return bd_checked_cuMemRangeGetAttribute("(address taken)", 0, bd, data, dataSize, attribute, devPtr, count);
}
#define bd_cuMemRangeGetAttribute(bd, data, dataSize, attribute, devPtr, count) bd_checked_cuMemRangeGetAttribute(__FILE__, __LINE__, bd, data, dataSize, attribute, devPtr, count)
#else
static inline CUresult bd_cuMemRangeGetAttribute(bound_dev_t *bd, void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr devPtr, size_t count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemRangeGetAttribute(data, dataSize, attribute, devPtr, count);
}
#endif

/* cuMemRangeGetAttributes.
 * Must belong to the binding's device: devPtr (device_pointer).
 * Writes through: data, dataSizes, attributes.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuMemRangeGetAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    const bd_call_t bd_call = {"cuMemRangeGetAttributes", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"devPtr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(devPtr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuMemRangeGetAttributes(data, dataSizes, attributes, numAttributes, devPtr, count);
    return bd_result;
}

static inline CUresult bd_cuMemRangeGetAttributes(bound_dev_t *bd, void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    return bd_checked_cuMemRangeGetAttributes("(address taken)", 0, bd, data, dataSizes, attributes, numAttributes, devPtr, count);
}
#define bd_cuMemRangeGetAttributes(bd, data, dataSizes, attributes, numAttributes, devPtr, count) bd_checked_cuMemRangeGetAttributes(__FILE__, __LINE__, bd, data, dataSizes, attributes, numAttributes, devPtr, count)
#else
static inline CUresult bd_cuMemRangeGetAttributes(bound_dev_t *bd, void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemRangeGetAttributes(data, dataSizes, attributes, numAttributes, devPtr, count);
}
#endif

/* cuPointerSetAttribute.
 * Must belong to the binding's device: ptr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuPointerSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    const bd_call_t bd_call = {"cuPointerSetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuPointerSetAttribute(value, attribute, ptr);
    return bd_result;
}

static inline CUresult bd_cuPointerSetAttribute(bound_dev_t *bd, const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    return bd_checked_cuPointerSetAttribute("(address taken)", 0, bd, value, attribute, ptr);
}
#define bd_cuPointerSetAttribute(bd, value, attribute, ptr) bd_checked_cuPointerSetAttribute(__FILE__, __LINE__, bd, value, attribute, ptr)
#else
static inline CUresult bd_cuPointerSetAttribute(bound_dev_t *bd, const void *value, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuPointerSetAttribute(value, attribute, ptr);
}
#endif

/* cuPointerGetAttributes.
 * Must belong to the binding's device: ptr (device_pointer).
 * Writes through: attributes, data.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuPointerGetAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    const bd_call_t bd_call = {"cuPointerGetAttributes", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"ptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(ptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuPointerGetAttributes(numAttributes, attributes, data, ptr);
    return bd_result;
}

static inline CUresult bd_cuPointerGetAttributes(bound_dev_t *bd, unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    return bd_checked_cuPointerGetAttributes("(address taken)", 0, bd, numAttributes, attributes, data, ptr);
}
#define bd_cuPointerGetAttributes(bd, numAttributes, attributes, data, ptr) bd_checked_cuPointerGetAttributes(__FILE__, __LINE__, bd, numAttributes, attributes, data, ptr)
#else
static inline CUresult bd_cuPointerGetAttributes(bound_dev_t *bd, unsigned int numAttributes, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuPointerGetAttributes(numAttributes, attributes, data, ptr);
}
#endif

/* cuStreamCreate.
 * Creates: phStream.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream *phStream, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuStreamCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamCreate(phStream, Flags);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(*phStream), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuStreamCreate(bound_dev_t *bd, CUstream *phStream, unsigned int Flags)
{
    return bd_checked_cuStreamCreate("(address taken)", 0, bd, phStream, Flags);
}
#define bd_cuStreamCreate(bd, phStream, Flags) bd_checked_cuStreamCreate(__FILE__, __LINE__, bd, phStream, Flags)
#else
static inline CUresult bd_cuStreamCreate(bound_dev_t *bd, CUstream *phStream, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamCreate(phStream, Flags);
}
#endif

/* cuStreamCreateWithPriority.
 * Creates: phStream.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamCreateWithPriority(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream *phStream, unsigned int flags, int priority)
{
    const bd_call_t bd_call = {"cuStreamCreateWithPriority", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamCreateWithPriority(phStream, flags, priority);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(*phStream), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuStreamCreateWithPriority(bound_dev_t *bd, CUstream *phStream, unsigned int flags, int priority)
{
    return bd_checked_cuStreamCreateWithPriority("(address taken)", 0, bd, phStream, flags, priority);
}
#define bd_cuStreamCreateWithPriority(bd, phStream, flags, priority) bd_checked_cuStreamCreateWithPriority(__FILE__, __LINE__, bd, phStream, flags, priority)
#else
static inline CUresult bd_cuStreamCreateWithPriority(bound_dev_t *bd, CUstream *phStream, unsigned int flags, int priority)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamCreateWithPriority(phStream, flags, priority);
}
#endif

/* cuStreamGetPriority (cuStreamGetPriority_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: priority.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamGetPriority(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, int *priority)
{
    const bd_call_t bd_call = {"cuStreamGetPriority", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamGetPriority(hStream, priority);
    return bd_result;
}

static inline CUresult bd_cuStreamGetPriority(bound_dev_t *bd, CUstream hStream, int *priority)
{
    return bd_checked_cuStreamGetPriority("(address taken)", 0, bd, hStream, priority);
}
#define bd_cuStreamGetPriority(bd, hStream, priority) bd_checked_cuStreamGetPriority(__FILE__, __LINE__, bd, hStream, priority)
#else
static inline CUresult bd_cuStreamGetPriority(bound_dev_t *bd, CUstream hStream, int *priority)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetPriority(hStream, priority);
}
#endif

/* cuStreamGetDevice (cuStreamGetDevice_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: device.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamGetDevice(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUdevice *device)
{
    const bd_call_t bd_call = {"cuStreamGetDevice", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamGetDevice(hStream, device);
    return bd_result;
}

static inline CUresult bd_cuStreamGetDevice(bound_dev_t *bd, CUstream hStream, CUdevice *device)
{
    return bd_checked_cuStreamGetDevice("(address taken)", 0, bd, hStream, device);
}
#define bd_cuStreamGetDevice(bd, hStream, device) bd_checked_cuStreamGetDevice(__FILE__, __LINE__, bd, hStream, device)
#else
static inline CUresult bd_cuStreamGetDevice(bound_dev_t *bd, CUstream hStream, CUdevice *device)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetDevice(hStream, device);
}
#endif

/* cuStreamGetFlags (cuStreamGetFlags_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: flags.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, unsigned int *flags)
{
    const bd_call_t bd_call = {"cuStreamGetFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamGetFlags(hStream, flags);
    return bd_result;
}

static inline CUresult bd_cuStreamGetFlags(bound_dev_t *bd, CUstream hStream, unsigned int *flags)
{
    return bd_checked_cuStreamGetFlags("(address taken)", 0, bd, hStream, flags);
}
#define bd_cuStreamGetFlags(bd, hStream, flags) bd_checked_cuStreamGetFlags(__FILE__, __LINE__, bd, hStream, flags)
#else
static inline CUresult bd_cuStreamGetFlags(bound_dev_t *bd, CUstream hStream, unsigned int *flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetFlags(hStream, flags);
}
#endif

/* cuStreamGetId (cuStreamGetId_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: streamId.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamGetId(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, unsigned long long *streamId)
{
    const bd_call_t bd_call = {"cuStreamGetId", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamGetId(hStream, streamId);
    return bd_result;
}

static inline CUresult bd_cuStreamGetId(bound_dev_t *bd, CUstream hStream, unsigned long long *streamId)
{
    return bd_checked_cuStreamGetId("(address taken)", 0, bd, hStream, streamId);
}
#define bd_cuStreamGetId(bd, hStream, streamId) bd_checked_cuStreamGetId(__FILE__, __LINE__, bd, hStream, streamId)
#else
static inline CUresult bd_cuStreamGetId(bound_dev_t *bd, CUstream hStream, unsigned long long *streamId)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetId(hStream, streamId);
}
#endif

/* cuStreamGetCtx (cuStreamGetCtx_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamGetCtx(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUcontext *pctx)
{
    const bd_call_t bd_call = {"cuStreamGetCtx", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamGetCtx(hStream, pctx);
    return bd_result;
}

static inline CUresult bd_cuStreamGetCtx(bound_dev_t *bd, CUstream hStream, CUcontext *pctx)
{
    return bd_checked_cuStreamGetCtx("(address taken)", 0, bd, hStream, pctx);
}
#define bd_cuStreamGetCtx(bd, hStream, pctx) bd_checked_cuStreamGetCtx(__FILE__, __LINE__, bd, hStream, pctx)
#else
static inline CUresult bd_cuStreamGetCtx(bound_dev_t *bd, CUstream hStream, CUcontext *pctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetCtx(hStream, pctx);
}
#endif

/* cuStreamGetCtx_v2 (cuStreamGetCtx_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamGetCtx_v2(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    const bd_call_t bd_call = {"cuStreamGetCtx_v2", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamGetCtx_v2(hStream, pCtx, pGreenCtx);
    return bd_result;
}

static inline CUresult bd_cuStreamGetCtx_v2(bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    return bd_checked_cuStreamGetCtx_v2("(address taken)", 0, bd, hStream, pCtx, pGreenCtx);
}
#define bd_cuStreamGetCtx_v2(bd, hStream, pCtx, pGreenCtx) bd_checked_cuStreamGetCtx_v2(__FILE__, __LINE__, bd, hStream, pCtx, pGreenCtx)
#else
static inline CUresult bd_cuStreamGetCtx_v2(bound_dev_t *bd, CUstream hStream, CUcontext *pCtx, CUgreenCtx *pGreenCtx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetCtx_v2(hStream, pCtx, pGreenCtx);
}
#endif

/* cuStreamWaitEvent (cuStreamWaitEvent_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream), hEvent (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamWaitEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuStreamWaitEvent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamWaitEvent(hStream, hEvent, Flags);
    return bd_result;
}

static inline CUresult bd_cuStreamWaitEvent(bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    return bd_checked_cuStreamWaitEvent("(address taken)", 0, bd, hStream, hEvent, Flags);
}
#define bd_cuStreamWaitEvent(bd, hStream, hEvent, Flags) bd_checked_cuStreamWaitEvent(__FILE__, __LINE__, bd, hStream, hEvent, Flags)
#else
static inline CUresult bd_cuStreamWaitEvent(bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamWaitEvent(hStream, hEvent, Flags);
}
#endif

/* cuStreamAddCallback (cuStreamAddCallback_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: userData.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamAddCallback(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    const bd_call_t bd_call = {"cuStreamAddCallback", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamAddCallback(hStream, callback, userData, flags);
    return bd_result;
}

static inline CUresult bd_cuStreamAddCallback(bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    return bd_checked_cuStreamAddCallback("(address taken)", 0, bd, hStream, callback, userData, flags);
}
#define bd_cuStreamAddCallback(bd, hStream, callback, userData, flags) bd_checked_cuStreamAddCallback(__FILE__, __LINE__, bd, hStream, callback, userData, flags)
#else
static inline CUresult bd_cuStreamAddCallback(bound_dev_t *bd, CUstream hStream, CUstreamCallback callback, void *userData, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamAddCallback(hStream, callback, userData, flags);
}
#endif

/* cuStreamBeginCapture: cuda.h maps it to cuStreamBeginCapture_v2 (cuStreamBeginCapture_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamBeginCapture(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode)
{
    const bd_call_t bd_call = {"cuStreamBeginCapture", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamBeginCapture(hStream, mode);
    return bd_result;
}

static inline CUresult bd_cuStreamBeginCapture(bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode)
{
    return bd_checked_cuStreamBeginCapture("(address taken)", 0, bd, hStream, mode);
}
#define bd_cuStreamBeginCapture(bd, hStream, mode) bd_checked_cuStreamBeginCapture(__FILE__, __LINE__, bd, hStream, mode)
#else
static inline CUresult bd_cuStreamBeginCapture(bound_dev_t *bd, CUstream hStream, CUstreamCaptureMode mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamBeginCapture(hStream, mode);
}
#endif

/* cuStreamBeginCaptureToGraph (cuStreamBeginCaptureToGraph_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream), hGraph (graph), dependencies (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamBeginCaptureToGraph(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    const bd_call_t bd_call = {"cuStreamBeginCaptureToGraph", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamBeginCaptureToGraph(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
    return bd_result;
}

static inline CUresult bd_cuStreamBeginCaptureToGraph(bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    return bd_checked_cuStreamBeginCaptureToGraph("(address taken)", 0, bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}
#define bd_cuStreamBeginCaptureToGraph(bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode) bd_checked_cuStreamBeginCaptureToGraph(__FILE__, __LINE__, bd, hStream, hGraph, dependencies, dependencyData, numDependencies, mode)
#else
static inline CUresult bd_cuStreamBeginCaptureToGraph(bound_dev_t *bd, CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamBeginCaptureToGraph(hStream, hGraph, dependencies, dependencyData, numDependencies, mode);
}
#endif

/* cuStreamEndCapture (cuStreamEndCapture_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: phGraph.
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamEndCapture(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUgraph *phGraph)
{
    const bd_call_t bd_call = {"cuStreamEndCapture", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamEndCapture(hStream, phGraph);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(*phGraph), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuStreamEndCapture(bound_dev_t *bd, CUstream hStream, CUgraph *phGraph)
{
    return bd_checked_cuStreamEndCapture("(address taken)", 0, bd, hStream, phGraph);
}
#define bd_cuStreamEndCapture(bd, hStream, phGraph) bd_checked_cuStreamEndCapture(__FILE__, __LINE__, bd, hStream, phGraph)
#else
static inline CUresult bd_cuStreamEndCapture(bound_dev_t *bd, CUstream hStream, CUgraph *phGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamEndCapture(hStream, phGraph);
}
#endif

/* cuStreamIsCapturing (cuStreamIsCapturing_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: captureStatus.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamIsCapturing(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    const bd_call_t bd_call = {"cuStreamIsCapturing", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamIsCapturing(hStream, captureStatus);
    return bd_result;
}

static inline CUresult bd_cuStreamIsCapturing(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    return bd_checked_cuStreamIsCapturing("(address taken)", 0, bd, hStream, captureStatus);
}
#define bd_cuStreamIsCapturing(bd, hStream, captureStatus) bd_checked_cuStreamIsCapturing(__FILE__, __LINE__, bd, hStream, captureStatus)
#else
static inline CUresult bd_cuStreamIsCapturing(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamIsCapturing(hStream, captureStatus);
}
#endif

/* cuStreamGetCaptureInfo: cuda.h maps it to cuStreamGetCaptureInfo_v3 (cuStreamGetCaptureInfo_v3_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: captureStatus_out, id_out, numDependencies_out.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamGetCaptureInfo(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    const bd_call_t bd_call = {"cuStreamGetCaptureInfo", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamGetCaptureInfo(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    return bd_result;
}

static inline CUresult bd_cuStreamGetCaptureInfo(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return bd_checked_cuStreamGetCaptureInfo("(address taken)", 0, bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}
#define bd_cuStreamGetCaptureInfo(bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out) bd_checked_cuStreamGetCaptureInfo(__FILE__, __LINE__, bd, hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out)
#else
static inline CUresult bd_cuStreamGetCaptureInfo(bound_dev_t *bd, CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetCaptureInfo(hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}
#endif

/* cuStreamUpdateCaptureDependencies: cuda.h maps it to cuStreamUpdateCaptureDependencies_v2 (cuStreamUpdateCaptureDependencies_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamUpdateCaptureDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    const bd_call_t bd_call = {"cuStreamUpdateCaptureDependencies", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamUpdateCaptureDependencies(hStream, dependencies, dependencyData, numDependencies, flags);
    return bd_result;
}

static inline CUresult bd_cuStreamUpdateCaptureDependencies(bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    return bd_checked_cuStreamUpdateCaptureDependencies("(address taken)", 0, bd, hStream, dependencies, dependencyData, numDependencies, flags);
}
#define bd_cuStreamUpdateCaptureDependencies(bd, hStream, dependencies, dependencyData, numDependencies, flags) bd_checked_cuStreamUpdateCaptureDependencies(__FILE__, __LINE__, bd, hStream, dependencies, dependencyData, numDependencies, flags)
#else
static inline CUresult bd_cuStreamUpdateCaptureDependencies(bound_dev_t *bd, CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamUpdateCaptureDependencies(hStream, dependencies, dependencyData, numDependencies, flags);
}
#endif

/* cuStreamAttachMemAsync (cuStreamAttachMemAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream), dptr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamAttachMemAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    const bd_call_t bd_call = {"cuStreamAttachMemAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
        {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamAttachMemAsync(hStream, dptr, length, flags);
    return bd_result;
}

static inline CUresult bd_cuStreamAttachMemAsync(bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    return bd_checked_cuStreamAttachMemAsync("(address taken)", 0, bd, hStream, dptr, length, flags);
}
#define bd_cuStreamAttachMemAsync(bd, hStream, dptr, length, flags) bd_checked_cuStreamAttachMemAsync(__FILE__, __LINE__, bd, hStream, dptr, length, flags)
#else
static inline CUresult bd_cuStreamAttachMemAsync(bound_dev_t *bd, CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamAttachMemAsync(hStream, dptr, length, flags);
}
#endif

/* cuStreamQuery (cuStreamQuery_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamQuery(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream)
{
    const bd_call_t bd_call = {"cuStreamQuery", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamQuery(hStream);
    return bd_result;
}

static inline CUresult bd_cuStreamQuery(bound_dev_t *bd, CUstream hStream)
{
    return bd_checked_cuStreamQuery("(address taken)", 0, bd, hStream);
}
#define bd_cuStreamQuery(bd, hStream) bd_checked_cuStreamQuery(__FILE__, __LINE__, bd, hStream)
#else
static inline CUresult bd_cuStreamQuery(bound_dev_t *bd, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamQuery(hStream);
}
#endif

/* cuStreamSynchronize (cuStreamSynchronize_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamSynchronize(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream)
{
    const bd_call_t bd_call = {"cuStreamSynchronize", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamSynchronize(hStream);
    return bd_result;
}

static inline CUresult bd_cuStreamSynchronize(bound_dev_t *bd, CUstream hStream)
{
    return bd_checked_cuStreamSynchronize("(address taken)", 0, bd, hStream);
}
#define bd_cuStreamSynchronize(bd, hStream) bd_checked_cuStreamSynchronize(__FILE__, __LINE__, bd, hStream)
#else
static inline CUresult bd_cuStreamSynchronize(bound_dev_t *bd, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamSynchronize(hStream);
}
#endif

/* cuStreamDestroy: cuda.h maps it to cuStreamDestroy_v2.
 * Destroys: hStream.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream)
{
    const bd_call_t bd_call = {"cuStreamDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamDestroy(hStream);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(hStream));
    }
    return bd_result;
}

static inline CUresult bd_cuStreamDestroy(bound_dev_t *bd, CUstream hStream)
{
    return bd_checked_cuStreamDestroy("(address taken)", 0, bd, hStream);
}
#define bd_cuStreamDestroy(bd, hStream) bd_checked_cuStreamDestroy(__FILE__, __LINE__, bd, hStream)
#else
static inline CUresult bd_cuStreamDestroy(bound_dev_t *bd, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamDestroy(hStream);
}
#endif

/* cuStreamCopyAttributes (cuStreamCopyAttributes_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: dst (stream), src (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamCopyAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream dst, CUstream src)
{
    const bd_call_t bd_call = {"cuStreamCopyAttributes", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dst", BD_KIND_STREAM, BD_HANDLE_VALUE(dst)},
        {"src", BD_KIND_STREAM, BD_HANDLE_VALUE(src)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamCopyAttributes(dst, src);
    return bd_result;
}

static inline CUresult bd_cuStreamCopyAttributes(bound_dev_t *bd, CUstream dst, CUstream src)
{
    return bd_checked_cuStreamCopyAttributes("(address taken)", 0, bd, dst, src);
}
#define bd_cuStreamCopyAttributes(bd, dst, src) bd_checked_cuStreamCopyAttributes(__FILE__, __LINE__, bd, dst, src)
#else
static inline CUresult bd_cuStreamCopyAttributes(bound_dev_t *bd, CUstream dst, CUstream src)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamCopyAttributes(dst, src);
}
#endif

/* cuStreamGetAttribute (cuStreamGetAttribute_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside value_out: programmaticEvent.event (event), launchCompletionEvent.event (event).
 * Writes through: value_out.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    const bd_call_t bd_call = {"cuStreamGetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamGetAttribute(hStream, attr, value_out);
    return bd_result;
}

static inline CUresult bd_cuStreamGetAttribute(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    return bd_checked_cuStreamGetAttribute("(address taken)", 0, bd, hStream, attr, value_out);
}
#define bd_cuStreamGetAttribute(bd, hStream, attr, value_out) bd_checked_cuStreamGetAttribute(__FILE__, __LINE__, bd, hStream, attr, value_out)
#else
static inline CUresult bd_cuStreamGetAttribute(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue *value_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetAttribute(hStream, attr, value_out);
}
#endif

/* cuStreamSetAttribute (cuStreamSetAttribute_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Handles inside value: programmaticEvent.event (event), launchCompletionEvent.event (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    const bd_call_t bd_call = {"cuStreamSetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamSetAttribute(hStream, attr, value);
    return bd_result;
}

static inline CUresult bd_cuStreamSetAttribute(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    return bd_checked_cuStreamSetAttribute("(address taken)", 0, bd, hStream, attr, value);
}
#define bd_cuStreamSetAttribute(bd, hStream, attr, value) bd_checked_cuStreamSetAttribute(__FILE__, __LINE__, bd, hStream, attr, value)
#else
static inline CUresult bd_cuStreamSetAttribute(bound_dev_t *bd, CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue *value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamSetAttribute(hStream, attr, value);
}
#endif

/* cuEventCreate.
 * Creates: phEvent.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuEventCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent *phEvent, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuEventCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuEventCreate(phEvent, Flags);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_EVENT, BD_HANDLE_VALUE(*phEvent), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuEventCreate(bound_dev_t *bd, CUevent *phEvent, unsigned int Flags)
{
    return bd_checked_cuEventCreate("(address taken)", 0, bd, phEvent, Flags);
}
#define bd_cuEventCreate(bd, phEvent, Flags) bd_checked_cuEventCreate(__FILE__, __LINE__, bd, phEvent, Flags)
#else
static inline CUresult bd_cuEventCreate(bound_dev_t *bd, CUevent *phEvent, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventCreate(phEvent, Flags);
}
#endif

/* cuEventRecord (cuEventRecord_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hEvent (event), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuEventRecord(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent, CUstream hStream)
{
    const bd_call_t bd_call = {"cuEventRecord", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuEventRecord(hEvent, hStream);
    return bd_result;
}

static inline CUresult bd_cuEventRecord(bound_dev_t *bd, CUevent hEvent, CUstream hStream)
{
    return bd_checked_cuEventRecord("(address taken)", 0, bd, hEvent, hStream);
}
#define bd_cuEventRecord(bd, hEvent, hStream) bd_checked_cuEventRecord(__FILE__, __LINE__, bd, hEvent, hStream)
#else
static inline CUresult bd_cuEventRecord(bound_dev_t *bd, CUevent hEvent, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventRecord(hEvent, hStream);
}
#endif

/* cuEventRecordWithFlags (cuEventRecordWithFlags_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hEvent (event), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuEventRecordWithFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags)
{
    const bd_call_t bd_call = {"cuEventRecordWithFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuEventRecordWithFlags(hEvent, hStream, flags);
    return bd_result;
}

static inline CUresult bd_cuEventRecordWithFlags(bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags)
{
    return bd_checked_cuEventRecordWithFlags("(address taken)", 0, bd, hEvent, hStream, flags);
}
#define bd_cuEventRecordWithFlags(bd, hEvent, hStream, flags) bd_checked_cuEventRecordWithFlags(__FILE__, __LINE__, bd, hEvent, hStream, flags)
#else
static inline CUresult bd_cuEventRecordWithFlags(bound_dev_t *bd, CUevent hEvent, CUstream hStream, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventRecordWithFlags(hEvent, hStream, flags);
}
#endif

/* cuEventQuery.
 * Must belong to the binding's device: hEvent (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuEventQuery(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent)
{
    const bd_call_t bd_call = {"cuEventQuery", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuEventQuery(hEvent);
    return bd_result;
}

static inline CUresult bd_cuEventQuery(bound_dev_t *bd, CUevent hEvent)
{
    return bd_checked_cuEventQuery("(address taken)", 0, bd, hEvent);
}
#define bd_cuEventQuery(bd, hEvent) bd_checked_cuEventQuery(__FILE__, __LINE__, bd, hEvent)
#else
static inline CUresult bd_cuEventQuery(bound_dev_t *bd, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventQuery(hEvent);
}
#endif

/* cuEventSynchronize.
 * Must belong to the binding's device: hEvent (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuEventSynchronize(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent)
{
    const bd_call_t bd_call = {"cuEventSynchronize", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuEventSynchronize(hEvent);
    return bd_result;
}

static inline CUresult bd_cuEventSynchronize(bound_dev_t *bd, CUevent hEvent)
{
    return bd_checked_cuEventSynchronize("(address taken)", 0, bd, hEvent);
}
#define bd_cuEventSynchronize(bd, hEvent) bd_checked_cuEventSynchronize(__FILE__, __LINE__, bd, hEvent)
#else
static inline CUresult bd_cuEventSynchronize(bound_dev_t *bd, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventSynchronize(hEvent);
}
#endif

/* cuEventDestroy: cuda.h maps it to cuEventDestroy_v2.
 * Destroys: hEvent.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuEventDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUevent hEvent)
{
    const bd_call_t bd_call = {"cuEventDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuEventDestroy(hEvent);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent));
    }
    return bd_result;
}

static inline CUresult bd_cuEventDestroy(bound_dev_t *bd, CUevent hEvent)
{
    return bd_checked_cuEventDestroy("(address taken)", 0, bd, hEvent);
}
#define bd_cuEventDestroy(bd, hEvent) bd_checked_cuEventDestroy(__FILE__, __LINE__, bd, hEvent)
#else
static inline CUresult bd_cuEventDestroy(bound_dev_t *bd, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventDestroy(hEvent);
}
#endif

/* cuEventElapsedTime: cuda.h maps it to cuEventElapsedTime_v2.
 * Must belong to the binding's device: hStart (event), hEnd (event).
 * Writes through: pMilliseconds.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuEventElapsedTime(const char *bd_file, int bd_line, bound_dev_t *bd, float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    const bd_call_t bd_call = {"cuEventElapsedTime", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStart", BD_KIND_EVENT, BD_HANDLE_VALUE(hStart)},
        {"hEnd", BD_KIND_EVENT, BD_HANDLE_VALUE(hEnd)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuEventElapsedTime(pMilliseconds, hStart, hEnd);
    return bd_result;
}

static inline CUresult bd_cuEventElapsedTime(bound_dev_t *bd, float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    return bd_checked_cuEventElapsedTime("(address taken)", 0, bd, pMilliseconds, hStart, hEnd);
}
#define bd_cuEventElapsedTime(bd, pMilliseconds, hStart, hEnd) bd_checked_cuEventElapsedTime(__FILE__, __LINE__, bd, pMilliseconds, hStart, hEnd)
#else
static inline CUresult bd_cuEventElapsedTime(bound_dev_t *bd, float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventElapsedTime(pMilliseconds, hStart, hEnd);
}
#endif

/* cuImportExternalMemory.
 * Creates: extMem_out.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuImportExternalMemory(const char *bd_file, int bd_line, bound_dev_t *bd, CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    const bd_call_t bd_call = {"cuImportExternalMemory", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuImportExternalMemory(extMem_out, memHandleDesc);
    return bd_result;
}

static inline CUresult bd_cuImportExternalMemory(bound_dev_t *bd, CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    return bd_checked_cuImportExternalMemory("(address taken)", 0, bd, extMem_out, memHandleDesc);
}
#define bd_cuImportExternalMemory(bd, extMem_out, memHandleDesc) bd_checked_cuImportExternalMemory(__FILE__, __LINE__, bd, extMem_out, memHandleDesc)
#else
static inline CUresult bd_cuImportExternalMemory(bound_dev_t *bd, CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuImportExternalMemory(extMem_out, memHandleDesc);
}
#endif

/* cuExternalMemoryGetMappedBuffer.
 * Must belong to the binding's device: extMem (external_memory).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuExternalMemoryGetMappedBuffer(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    const bd_call_t bd_call = {"cuExternalMemoryGetMappedBuffer", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc);
    return bd_result;
}

static inline CUresult bd_cuExternalMemoryGetMappedBuffer(bound_dev_t *bd, CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    return bd_checked_cuExternalMemoryGetMappedBuffer("(address taken)", 0, bd, devPtr, extMem, bufferDesc);
}
#define bd_cuExternalMemoryGetMappedBuffer(bd, devPtr, extMem, bufferDesc) bd_checked_cuExternalMemoryGetMappedBuffer(__FILE__, __LINE__, bd, devPtr, extMem, bufferDesc)
#else
static inline CUresult bd_cuExternalMemoryGetMappedBuffer(bound_dev_t *bd, CUdeviceptr *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc);
}
#endif

/* cuExternalMemoryGetMappedMipmappedArray.
 * Must belong to the binding's device: extMem (external_memory).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuExternalMemoryGetMappedMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    const bd_call_t bd_call = {"cuExternalMemoryGetMappedMipmappedArray", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc);
    return bd_result;
}

static inline CUresult bd_cuExternalMemoryGetMappedMipmappedArray(bound_dev_t *bd, CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    return bd_checked_cuExternalMemoryGetMappedMipmappedArray("(address taken)", 0, bd, mipmap, extMem, mipmapDesc);
}
#define bd_cuExternalMemoryGetMappedMipmappedArray(bd, mipmap, extMem, mipmapDesc) bd_checked_cuExternalMemoryGetMappedMipmappedArray(__FILE__, __LINE__, bd, mipmap, extMem, mipmapDesc)
#else
static inline CUresult bd_cuExternalMemoryGetMappedMipmappedArray(bound_dev_t *bd, CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc);
}
#endif

/* cuDestroyExternalMemory.
 * Destroys: extMem.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuDestroyExternalMemory(const char *bd_file, int bd_line, bound_dev_t *bd, CUexternalMemory extMem)
{
    const bd_call_t bd_call = {"cuDestroyExternalMemory", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuDestroyExternalMemory(extMem);
    return bd_result;
}

static inline CUresult bd_cuDestroyExternalMemory(bound_dev_t *bd, CUexternalMemory extMem)
{
    return bd_checked_cuDestroyExternalMemory("(address taken)", 0, bd, extMem);
}
#define bd_cuDestroyExternalMemory(bd, extMem) bd_checked_cuDestroyExternalMemory(__FILE__, __LINE__, bd, extMem)
#else
static inline CUresult bd_cuDestroyExternalMemory(bound_dev_t *bd, CUexternalMemory extMem)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDestroyExternalMemory(extMem);
}
#endif

/* cuImportExternalSemaphore.
 * Creates: extSem_out.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuImportExternalSemaphore(const char *bd_file, int bd_line, bound_dev_t *bd, CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    const bd_call_t bd_call = {"cuImportExternalSemaphore", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuImportExternalSemaphore(extSem_out, semHandleDesc);
    return bd_result;
}

static inline CUresult bd_cuImportExternalSemaphore(bound_dev_t *bd, CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    return bd_checked_cuImportExternalSemaphore("(address taken)", 0, bd, extSem_out, semHandleDesc);
}
#define bd_cuImportExternalSemaphore(bd, extSem_out, semHandleDesc) bd_checked_cuImportExternalSemaphore(__FILE__, __LINE__, bd, extSem_out, semHandleDesc)
#else
static inline CUresult bd_cuImportExternalSemaphore(bound_dev_t *bd, CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuImportExternalSemaphore(extSem_out, semHandleDesc);
}
#endif

/* cuSignalExternalSemaphoresAsync (cuSignalExternalSemaphoresAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: extSemArray (external_semaphore), stream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuSignalExternalSemaphoresAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    const bd_call_t bd_call = {"cuSignalExternalSemaphoresAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
    return bd_result;
}

static inline CUresult bd_cuSignalExternalSemaphoresAsync(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    return bd_checked_cuSignalExternalSemaphoresAsync("(address taken)", 0, bd, extSemArray, paramsArray, numExtSems, stream);
}
#define bd_cuSignalExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream) bd_checked_cuSignalExternalSemaphoresAsync(__FILE__, __LINE__, bd, extSemArray, paramsArray, numExtSems, stream)
#else
static inline CUresult bd_cuSignalExternalSemaphoresAsync(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
}
#endif

/* cuWaitExternalSemaphoresAsync (cuWaitExternalSemaphoresAsync_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: extSemArray (external_semaphore), stream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuWaitExternalSemaphoresAsync(const char *bd_file, int bd_line, bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    const bd_call_t bd_call = {"cuWaitExternalSemaphoresAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
    return bd_result;
}

static inline CUresult bd_cuWaitExternalSemaphoresAsync(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    return bd_checked_cuWaitExternalSemaphoresAsync("(address taken)", 0, bd, extSemArray, paramsArray, numExtSems, stream);
}
#define bd_cuWaitExternalSemaphoresAsync(bd, extSemArray, paramsArray, numExtSems, stream) bd_checked_cuWaitExternalSemaphoresAsync(__FILE__, __LINE__, bd, extSemArray, paramsArray, numExtSems, stream)
#else
static inline CUresult bd_cuWaitExternalSemaphoresAsync(bound_dev_t *bd, const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray, unsigned int numExtSems, CUstream stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
}
#endif

/* cuDestroyExternalSemaphore.
 * Destroys: extSem.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuDestroyExternalSemaphore(const char *bd_file, int bd_line, bound_dev_t *bd, CUexternalSemaphore extSem)
{
    const bd_call_t bd_call = {"cuDestroyExternalSemaphore", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuDestroyExternalSemaphore(extSem);
    return bd_result;
}

static inline CUresult bd_cuDestroyExternalSemaphore(bound_dev_t *bd, CUexternalSemaphore extSem)
{
    return bd_checked_cuDestroyExternalSemaphore("(address taken)", 0, bd, extSem);
}
#define bd_cuDestroyExternalSemaphore(bd, extSem) bd_checked_cuDestroyExternalSemaphore(__FILE__, __LINE__, bd, extSem)
#else
static inline CUresult bd_cuDestroyExternalSemaphore(bound_dev_t *bd, CUexternalSemaphore extSem)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuDestroyExternalSemaphore(extSem);
}
#endif

/* cuStreamWaitValue32: cuda.h maps it to cuStreamWaitValue32_v2 (cuStreamWaitValue32_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamWaitValue32(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    const bd_call_t bd_call = {"cuStreamWaitValue32", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamWaitValue32(stream, addr, value, flags);
    return bd_result;
}

static inline CUresult bd_cuStreamWaitValue32(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return bd_checked_cuStreamWaitValue32("(address taken)", 0, bd, stream, addr, value, flags);
}
#define bd_cuStreamWaitValue32(bd, stream, addr, value, flags) bd_checked_cuStreamWaitValue32(__FILE__, __LINE__, bd, stream, addr, value, flags)
#else
static inline CUresult bd_cuStreamWaitValue32(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamWaitValue32(stream, addr, value, flags);
}
#endif

/* cuStreamWaitValue64: cuda.h maps it to cuStreamWaitValue64_v2 (cuStreamWaitValue64_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamWaitValue64(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    const bd_call_t bd_call = {"cuStreamWaitValue64", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamWaitValue64(stream, addr, value, flags);
    return bd_result;
}

static inline CUresult bd_cuStreamWaitValue64(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return bd_checked_cuStreamWaitValue64("(address taken)", 0, bd, stream, addr, value, flags);
}
#define bd_cuStreamWaitValue64(bd, stream, addr, value, flags) bd_checked_cuStreamWaitValue64(__FILE__, __LINE__, bd, stream, addr, value, flags)
#else
static inline CUresult bd_cuStreamWaitValue64(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamWaitValue64(stream, addr, value, flags);
}
#endif

/* cuStreamWriteValue32: cuda.h maps it to cuStreamWriteValue32_v2 (cuStreamWriteValue32_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamWriteValue32(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    const bd_call_t bd_call = {"cuStreamWriteValue32", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamWriteValue32(stream, addr, value, flags);
    return bd_result;
}

static inline CUresult bd_cuStreamWriteValue32(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    return bd_checked_cuStreamWriteValue32("(address taken)", 0, bd, stream, addr, value, flags);
}
#define bd_cuStreamWriteValue32(bd, stream, addr, value, flags) bd_checked_cuStreamWriteValue32(__FILE__, __LINE__, bd, stream, addr, value, flags)
#else
static inline CUresult bd_cuStreamWriteValue32(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint32_t value, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamWriteValue32(stream, addr, value, flags);
}
#endif

/* cuStreamWriteValue64: cuda.h maps it to cuStreamWriteValue64_v2 (cuStreamWriteValue64_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream), addr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamWriteValue64(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    const bd_call_t bd_call = {"cuStreamWriteValue64", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
        {"addr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(addr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamWriteValue64(stream, addr, value, flags);
    return bd_result;
}

static inline CUresult bd_cuStreamWriteValue64(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    return bd_checked_cuStreamWriteValue64("(address taken)", 0, bd, stream, addr, value, flags);
}
#define bd_cuStreamWriteValue64(bd, stream, addr, value, flags) bd_checked_cuStreamWriteValue64(__FILE__, __LINE__, bd, stream, addr, value, flags)
#else
static inline CUresult bd_cuStreamWriteValue64(bound_dev_t *bd, CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamWriteValue64(stream, addr, value, flags);
}
#endif

/* cuStreamBatchMemOp: cuda.h maps it to cuStreamBatchMemOp_v2 (cuStreamBatchMemOp_v2_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: stream (stream).
 * Handles inside paramArray: waitValue.address (device_pointer), waitValue.alias (device_pointer), writeValue.address (device_pointer), writeValue.alias (device_pointer).
 * Writes through: paramArray.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamBatchMemOp(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    const bd_call_t bd_call = {"cuStreamBatchMemOp", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamBatchMemOp(stream, count, paramArray, flags);
    return bd_result;
}

static inline CUresult bd_cuStreamBatchMemOp(bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    return bd_checked_cuStreamBatchMemOp("(address taken)", 0, bd, stream, count, paramArray, flags);
}
#define bd_cuStreamBatchMemOp(bd, stream, count, paramArray, flags) bd_checked_cuStreamBatchMemOp(__FILE__, __LINE__, bd, stream, count, paramArray, flags)
#else
static inline CUresult bd_cuStreamBatchMemOp(bound_dev_t *bd, CUstream stream, unsigned int count, CUstreamBatchMemOpParams *paramArray, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamBatchMemOp(stream, count, paramArray, flags);
}
#endif

/* cuFuncGetAttribute.
 * Must belong to the binding's device: hfunc (function).
 * Writes through: pi.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuFuncGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    const bd_call_t bd_call = {"cuFuncGetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFuncGetAttribute(pi, attrib, hfunc);
    return bd_result;
}

static inline CUresult bd_cuFuncGetAttribute(bound_dev_t *bd, int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    return bd_checked_cuFuncGetAttribute("(address taken)", 0, bd, pi, attrib, hfunc);
}
#define bd_cuFuncGetAttribute(bd, pi, attrib, hfunc) bd_checked_cuFuncGetAttribute(__FILE__, __LINE__, bd, pi, attrib, hfunc)
#else
static inline CUresult bd_cuFuncGetAttribute(bound_dev_t *bd, int *pi, CUfunction_attribute attrib, CUfunction hfunc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncGetAttribute(pi, attrib, hfunc);
}
#endif

/* cuFuncSetAttribute.
 * Must belong to the binding's device: hfunc (function).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuFuncSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    const bd_call_t bd_call = {"cuFuncSetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFuncSetAttribute(hfunc, attrib, value);
    return bd_result;
}

static inline CUresult bd_cuFuncSetAttribute(bound_dev_t *bd, CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    return bd_checked_cuFuncSetAttribute("(address taken)", 0, bd, hfunc, attrib, value);
}
#define bd_cuFuncSetAttribute(bd, hfunc, attrib, value) bd_checked_cuFuncSetAttribute(__FILE__, __LINE__, bd, hfunc, attrib, value)
#else
static inline CUresult bd_cuFuncSetAttribute(bound_dev_t *bd, CUfunction hfunc, CUfunction_attribute attrib, int value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncSetAttribute(hfunc, attrib, value);
}
#endif

/* cuFuncSetCacheConfig.
 * Must belong to the binding's device: hfunc (function).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuFuncSetCacheConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, CUfunc_cache config)
{
    const bd_call_t bd_call = {"cuFuncSetCacheConfig", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFuncSetCacheConfig(hfunc, config);
    return bd_result;
}

static inline CUresult bd_cuFuncSetCacheConfig(bound_dev_t *bd, CUfunction hfunc, CUfunc_cache config)
{
    return bd_checked_cuFuncSetCacheConfig("(address taken)", 0, bd, hfunc, config);
}
#define bd_cuFuncSetCacheConfig(bd, hfunc, config) bd_checked_cuFuncSetCacheConfig(__FILE__, __LINE__, bd, hfunc, config)
#else
static inline CUresult bd_cuFuncSetCacheConfig(bound_dev_t *bd, CUfunction hfunc, CUfunc_cache config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncSetCacheConfig(hfunc, config);
}
#endif

/* cuFuncGetModule.
 * Must belong to the binding's device: hfunc (function).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuFuncGetModule(const char *bd_file, int bd_line, bound_dev_t *bd, CUmodule *hmod, CUfunction hfunc)
{
    const bd_call_t bd_call = {"cuFuncGetModule", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFuncGetModule(hmod, hfunc);
    return bd_result;
}

static inline CUresult bd_cuFuncGetModule(bound_dev_t *bd, CUmodule *hmod, CUfunction hfunc)
{
    return bd_checked_cuFuncGetModule("(address taken)", 0, bd, hmod, hfunc);
}
#define bd_cuFuncGetModule(bd, hmod, hfunc) bd_checked_cuFuncGetModule(__FILE__, __LINE__, bd, hmod, hfunc)
#else
static inline CUresult bd_cuFuncGetModule(bound_dev_t *bd, CUmodule *hmod, CUfunction hfunc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncGetModule(hmod, hfunc);
}
#endif

/* cuFuncGetName.
 * Must belong to the binding's device: hfunc (function).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuFuncGetName(const char *bd_file, int bd_line, bound_dev_t *bd, const char **name, CUfunction hfunc)
{
    const bd_call_t bd_call = {"cuFuncGetName", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFuncGetName(name, hfunc);
    return bd_result;
}

static inline CUresult bd_cuFuncGetName(bound_dev_t *bd, const char **name, CUfunction hfunc)
{
    return bd_checked_cuFuncGetName("(address taken)", 0, bd, name, hfunc);
}
#define bd_cuFuncGetName(bd, name, hfunc) bd_checked_cuFuncGetName(__FILE__, __LINE__, bd, name, hfunc)
#else
static inline CUresult bd_cuFuncGetName(bound_dev_t *bd, const char **name, CUfunction hfunc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncGetName(name, hfunc);
}
#endif

/* cuFuncGetParamInfo.
 * Must belong to the binding's device: func (function).
 * Writes through: paramOffset, paramSize.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuFuncGetParamInfo(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    const bd_call_t bd_call = {"cuFuncGetParamInfo", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFuncGetParamInfo(func, paramIndex, paramOffset, paramSize);
    return bd_result;
}

static inline CUresult bd_cuFuncGetParamInfo(bound_dev_t *bd, CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    return bd_checked_cuFuncGetParamInfo("(address taken)", 0, bd, func, paramIndex, paramOffset, paramSize);
}
#define bd_cuFuncGetParamInfo(bd, func, paramIndex, paramOffset, paramSize) bd_checked_cuFuncGetParamInfo(__FILE__, __LINE__, bd, func, paramIndex, paramOffset, paramSize)
#else
static inline CUresult bd_cuFuncGetParamInfo(bound_dev_t *bd, CUfunction func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncGetParamInfo(func, paramIndex, paramOffset, paramSize);
}
#endif

/* cuFuncIsLoaded.
 * Must belong to the binding's device: function (function).
 * Writes through: state.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuFuncIsLoaded(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunctionLoadingState *state, CUfunction function)
{
    const bd_call_t bd_call = {"cuFuncIsLoaded", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"function", BD_KIND_FUNCTION, BD_HANDLE_VALUE(function)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFuncIsLoaded(state, function);
    return bd_result;
}

static inline CUresult bd_cuFuncIsLoaded(bound_dev_t *bd, CUfunctionLoadingState *state, CUfunction function)
{
    return bd_checked_cuFuncIsLoaded("(address taken)", 0, bd, state, function);
}
#define bd_cuFuncIsLoaded(bd, state, function) bd_checked_cuFuncIsLoaded(__FILE__, __LINE__, bd, state, function)
#else
static inline CUresult bd_cuFuncIsLoaded(bound_dev_t *bd, CUfunctionLoadingState *state, CUfunction function)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncIsLoaded(state, function);
}
#endif

/* cuFuncLoad.
 * Must belong to the binding's device: function (function).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuFuncLoad(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction function)
{
    const bd_call_t bd_call = {"cuFuncLoad", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"function", BD_KIND_FUNCTION, BD_HANDLE_VALUE(function)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFuncLoad(function);
    return bd_result;
}

static inline CUresult bd_cuFuncLoad(bound_dev_t *bd, CUfunction function)
{
    return bd_checked_cuFuncLoad("(address taken)", 0, bd, function);
}
#define bd_cuFuncLoad(bd, function) bd_checked_cuFuncLoad(__FILE__, __LINE__, bd, function)
#else
static inline CUresult bd_cuFuncLoad(bound_dev_t *bd, CUfunction function)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncLoad(function);
}
#endif

/* cuLaunchKernel (cuLaunchKernel_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: f (function), hStream (stream).
 * Writes through: kernelParams, extra.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLaunchKernel(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    const bd_call_t bd_call = {"cuLaunchKernel", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLaunchKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
    return bd_result;
}

static inline CUresult bd_cuLaunchKernel(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    return bd_checked_cuLaunchKernel("(address taken)", 0, bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}
#define bd_cuLaunchKernel(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra) bd_checked_cuLaunchKernel(__FILE__, __LINE__, bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra)
#else
static inline CUresult bd_cuLaunchKernel(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}
#endif

/* cuLaunchKernelEx (cuLaunchKernelEx_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: f (function).
 * Handles inside config: hStream (stream).
 * Writes through: kernelParams, extra.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLaunchKernelEx(const char *bd_file, int bd_line, bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    const bd_call_t bd_call = {"cuLaunchKernelEx", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (bd_rc == CUDA_SUCCESS && config != NULL && (1))
        bd_rc = bd_check_handle(bd, &bd_call, "config->hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(config->hStream));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLaunchKernelEx(config, f, kernelParams, extra);
    return bd_result;
}

static inline CUresult bd_cuLaunchKernelEx(bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    return bd_checked_cuLaunchKernelEx("(address taken)", 0, bd, config, f, kernelParams, extra);
}
#define bd_cuLaunchKernelEx(bd, config, f, kernelParams, extra) bd_checked_cuLaunchKernelEx(__FILE__, __LINE__, bd, config, f, kernelParams, extra)
#else
static inline CUresult bd_cuLaunchKernelEx(bound_dev_t *bd, const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchKernelEx(config, f, kernelParams, extra);
}
#endif

/* cuLaunchCooperativeKernel (cuLaunchCooperativeKernel_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: f (function), hStream (stream).
 * Writes through: kernelParams.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLaunchCooperativeKernel(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    const bd_call_t bd_call = {"cuLaunchCooperativeKernel", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLaunchCooperativeKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
    return bd_result;
}

static inline CUresult bd_cuLaunchCooperativeKernel(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    return bd_checked_cuLaunchCooperativeKernel("(address taken)", 0, bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}
#define bd_cuLaunchCooperativeKernel(bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams) bd_checked_cuLaunchCooperativeKernel(__FILE__, __LINE__, bd, f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams)
#else
static inline CUresult bd_cuLaunchCooperativeKernel(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchCooperativeKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams);
}
#endif

/* cuLaunchCooperativeKernelMultiDevice.
 * Deprecated in CUDA.
 * Handles inside launchParamsList: function (function), hStream (stream).
 * Writes through: launchParamsList.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuLaunchCooperativeKernelMultiDevice(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    const bd_call_t bd_call = {"cuLaunchCooperativeKernelMultiDevice", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLaunchCooperativeKernelMultiDevice(launchParamsList, numDevices, flags);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuLaunchCooperativeKernelMultiDevice(bound_dev_t *bd, CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    return bd_checked_cuLaunchCooperativeKernelMultiDevice("(address taken)", 0, bd, launchParamsList, numDevices, flags);
}
#define bd_cuLaunchCooperativeKernelMultiDevice(bd, launchParamsList, numDevices, flags) bd_checked_cuLaunchCooperativeKernelMultiDevice(__FILE__, __LINE__, bd, launchParamsList, numDevices, flags)
#else
BD_DEPRECATED
static inline CUresult bd_cuLaunchCooperativeKernelMultiDevice(bound_dev_t *bd, CUDA_LAUNCH_PARAMS *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchCooperativeKernelMultiDevice(launchParamsList, numDevices, flags);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuLaunchHostFunc (cuLaunchHostFunc_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 * Writes through: userData.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuLaunchHostFunc(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData)
{
    const bd_call_t bd_call = {"cuLaunchHostFunc", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLaunchHostFunc(hStream, fn, userData);
    return bd_result;
}

static inline CUresult bd_cuLaunchHostFunc(bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData)
{
    return bd_checked_cuLaunchHostFunc("(address taken)", 0, bd, hStream, fn, userData);
}
#define bd_cuLaunchHostFunc(bd, hStream, fn, userData) bd_checked_cuLaunchHostFunc(__FILE__, __LINE__, bd, hStream, fn, userData)
#else
static inline CUresult bd_cuLaunchHostFunc(bound_dev_t *bd, CUstream hStream, CUhostFn fn, void *userData)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchHostFunc(hStream, fn, userData);
}
#endif

/* cuFuncSetBlockShape.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuFuncSetBlockShape(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, int x, int y, int z)
{
    const bd_call_t bd_call = {"cuFuncSetBlockShape", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFuncSetBlockShape(hfunc, x, y, z);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuFuncSetBlockShape(bound_dev_t *bd, CUfunction hfunc, int x, int y, int z)
{
    return bd_checked_cuFuncSetBlockShape("(address taken)", 0, bd, hfunc, x, y, z);
}
#define bd_cuFuncSetBlockShape(bd, hfunc, x, y, z) bd_checked_cuFuncSetBlockShape(__FILE__, __LINE__, bd, hfunc, x, y, z)
#else
BD_DEPRECATED
static inline CUresult bd_cuFuncSetBlockShape(bound_dev_t *bd, CUfunction hfunc, int x, int y, int z)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncSetBlockShape(hfunc, x, y, z);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuFuncSetSharedSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuFuncSetSharedSize(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, unsigned int bytes)
{
    const bd_call_t bd_call = {"cuFuncSetSharedSize", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFuncSetSharedSize(hfunc, bytes);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuFuncSetSharedSize(bound_dev_t *bd, CUfunction hfunc, unsigned int bytes)
{
    return bd_checked_cuFuncSetSharedSize("(address taken)", 0, bd, hfunc, bytes);
}
#define bd_cuFuncSetSharedSize(bd, hfunc, bytes) bd_checked_cuFuncSetSharedSize(__FILE__, __LINE__, bd, hfunc, bytes)
#else
BD_DEPRECATED
static inline CUresult bd_cuFuncSetSharedSize(bound_dev_t *bd, CUfunction hfunc, unsigned int bytes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncSetSharedSize(hfunc, bytes);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuParamSetSize.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuParamSetSize(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, unsigned int numbytes)
{
    const bd_call_t bd_call = {"cuParamSetSize", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuParamSetSize(hfunc, numbytes);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuParamSetSize(bound_dev_t *bd, CUfunction hfunc, unsigned int numbytes)
{
    return bd_checked_cuParamSetSize("(address taken)", 0, bd, hfunc, numbytes);
}
#define bd_cuParamSetSize(bd, hfunc, numbytes) bd_checked_cuParamSetSize(__FILE__, __LINE__, bd, hfunc, numbytes)
#else
BD_DEPRECATED
static inline CUresult bd_cuParamSetSize(bound_dev_t *bd, CUfunction hfunc, unsigned int numbytes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuParamSetSize(hfunc, numbytes);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuParamSeti.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuParamSeti(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, int offset, unsigned int value)
{
    const bd_call_t bd_call = {"cuParamSeti", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuParamSeti(hfunc, offset, value);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuParamSeti(bound_dev_t *bd, CUfunction hfunc, int offset, unsigned int value)
{
    return bd_checked_cuParamSeti("(address taken)", 0, bd, hfunc, offset, value);
}
#define bd_cuParamSeti(bd, hfunc, offset, value) bd_checked_cuParamSeti(__FILE__, __LINE__, bd, hfunc, offset, value)
#else
BD_DEPRECATED
static inline CUresult bd_cuParamSeti(bound_dev_t *bd, CUfunction hfunc, int offset, unsigned int value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuParamSeti(hfunc, offset, value);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuParamSetf.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuParamSetf(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, int offset, float value)
{
    const bd_call_t bd_call = {"cuParamSetf", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuParamSetf(hfunc, offset, value);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuParamSetf(bound_dev_t *bd, CUfunction hfunc, int offset, float value)
{
    return bd_checked_cuParamSetf("(address taken)", 0, bd, hfunc, offset, value);
}
#define bd_cuParamSetf(bd, hfunc, offset, value) bd_checked_cuParamSetf(__FILE__, __LINE__, bd, hfunc, offset, value)
#else
BD_DEPRECATED
static inline CUresult bd_cuParamSetf(bound_dev_t *bd, CUfunction hfunc, int offset, float value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuParamSetf(hfunc, offset, value);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuParamSetv.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 * Writes through: ptr.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuParamSetv(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    const bd_call_t bd_call = {"cuParamSetv", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuParamSetv(hfunc, offset, ptr, numbytes);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuParamSetv(bound_dev_t *bd, CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    return bd_checked_cuParamSetv("(address taken)", 0, bd, hfunc, offset, ptr, numbytes);
}
#define bd_cuParamSetv(bd, hfunc, offset, ptr, numbytes) bd_checked_cuParamSetv(__FILE__, __LINE__, bd, hfunc, offset, ptr, numbytes)
#else
BD_DEPRECATED
static inline CUresult bd_cuParamSetv(bound_dev_t *bd, CUfunction hfunc, int offset, void *ptr, unsigned int numbytes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuParamSetv(hfunc, offset, ptr, numbytes);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuLaunch.
 * Deprecated in CUDA.
 * Must belong to the binding's device: f (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuLaunch(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f)
{
    const bd_call_t bd_call = {"cuLaunch", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLaunch(f);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuLaunch(bound_dev_t *bd, CUfunction f)
{
    return bd_checked_cuLaunch("(address taken)", 0, bd, f);
}
#define bd_cuLaunch(bd, f) bd_checked_cuLaunch(__FILE__, __LINE__, bd, f)
#else
BD_DEPRECATED
static inline CUresult bd_cuLaunch(bound_dev_t *bd, CUfunction f)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunch(f);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuLaunchGrid.
 * Deprecated in CUDA.
 * Must belong to the binding's device: f (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuLaunchGrid(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f, int grid_width, int grid_height)
{
    const bd_call_t bd_call = {"cuLaunchGrid", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLaunchGrid(f, grid_width, grid_height);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuLaunchGrid(bound_dev_t *bd, CUfunction f, int grid_width, int grid_height)
{
    return bd_checked_cuLaunchGrid("(address taken)", 0, bd, f, grid_width, grid_height);
}
#define bd_cuLaunchGrid(bd, f, grid_width, grid_height) bd_checked_cuLaunchGrid(__FILE__, __LINE__, bd, f, grid_width, grid_height)
#else
BD_DEPRECATED
static inline CUresult bd_cuLaunchGrid(bound_dev_t *bd, CUfunction f, int grid_width, int grid_height)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchGrid(f, grid_width, grid_height);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuLaunchGridAsync.
 * Deprecated in CUDA.
 * Must belong to the binding's device: f (function), hStream (stream).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuLaunchGridAsync(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    const bd_call_t bd_call = {"cuLaunchGridAsync", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"f", BD_KIND_FUNCTION, BD_HANDLE_VALUE(f)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuLaunchGridAsync(f, grid_width, grid_height, hStream);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuLaunchGridAsync(bound_dev_t *bd, CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    return bd_checked_cuLaunchGridAsync("(address taken)", 0, bd, f, grid_width, grid_height, hStream);
}
#define bd_cuLaunchGridAsync(bd, f, grid_width, grid_height, hStream) bd_checked_cuLaunchGridAsync(__FILE__, __LINE__, bd, f, grid_width, grid_height, hStream)
#else
BD_DEPRECATED
static inline CUresult bd_cuLaunchGridAsync(bound_dev_t *bd, CUfunction f, int grid_width, int grid_height, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchGridAsync(f, grid_width, grid_height, hStream);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuParamSetTexRef.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function), hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuParamSetTexRef(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuParamSetTexRef", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuParamSetTexRef(hfunc, texunit, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuParamSetTexRef(bound_dev_t *bd, CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    return bd_checked_cuParamSetTexRef("(address taken)", 0, bd, hfunc, texunit, hTexRef);
}
#define bd_cuParamSetTexRef(bd, hfunc, texunit, hTexRef) bd_checked_cuParamSetTexRef(__FILE__, __LINE__, bd, hfunc, texunit, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuParamSetTexRef(bound_dev_t *bd, CUfunction hfunc, int texunit, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuParamSetTexRef(hfunc, texunit, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuFuncSetSharedMemConfig.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hfunc (function).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuFuncSetSharedMemConfig(const char *bd_file, int bd_line, bound_dev_t *bd, CUfunction hfunc, CUsharedconfig config)
{
    const bd_call_t bd_call = {"cuFuncSetSharedMemConfig", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hfunc", BD_KIND_FUNCTION, BD_HANDLE_VALUE(hfunc)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuFuncSetSharedMemConfig(hfunc, config);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuFuncSetSharedMemConfig(bound_dev_t *bd, CUfunction hfunc, CUsharedconfig config)
{
    return bd_checked_cuFuncSetSharedMemConfig("(address taken)", 0, bd, hfunc, config);
}
#define bd_cuFuncSetSharedMemConfig(bd, hfunc, config) bd_checked_cuFuncSetSharedMemConfig(__FILE__, __LINE__, bd, hfunc, config)
#else
BD_DEPRECATED
static inline CUresult bd_cuFuncSetSharedMemConfig(bound_dev_t *bd, CUfunction hfunc, CUsharedconfig config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuFuncSetSharedMemConfig(hfunc, config);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuGraphCreate.
 * Creates: phGraph.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph *phGraph, unsigned int flags)
{
    const bd_call_t bd_call = {"cuGraphCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphCreate(phGraph, flags);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(*phGraph), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuGraphCreate(bound_dev_t *bd, CUgraph *phGraph, unsigned int flags)
{
    return bd_checked_cuGraphCreate("(address taken)", 0, bd, phGraph, flags);
}
#define bd_cuGraphCreate(bd, phGraph, flags) bd_checked_cuGraphCreate(__FILE__, __LINE__, bd, phGraph, flags)
#else
static inline CUresult bd_cuGraphCreate(bound_dev_t *bd, CUgraph *phGraph, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphCreate(phGraph, flags);
}
#endif

/* cuGraphAddKernelNode: cuda.h maps it to cuGraphAddKernelNode_v2.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddKernelNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphAddKernelNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddKernelNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphAddKernelNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphAddKernelNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#define bd_cuGraphAddKernelNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_checked_cuGraphAddKernelNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
#else
static inline CUresult bd_cuGraphAddKernelNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddKernelNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#endif

/* cuGraphKernelNodeGetParams: cuda.h maps it to cuGraphKernelNodeGetParams_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 * Writes through: nodeParams.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphKernelNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphKernelNodeGetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphKernelNodeGetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphKernelNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphKernelNodeGetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphKernelNodeGetParams(bd, hNode, nodeParams) bd_checked_cuGraphKernelNodeGetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphKernelNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphKernelNodeGetParams(hNode, nodeParams);
}
#endif

/* cuGraphKernelNodeSetParams: cuda.h maps it to cuGraphKernelNodeSetParams_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphKernelNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphKernelNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphKernelNodeSetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphKernelNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphKernelNodeSetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphKernelNodeSetParams(bd, hNode, nodeParams) bd_checked_cuGraphKernelNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphKernelNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphKernelNodeSetParams(hNode, nodeParams);
}
#endif

/* cuGraphAddMemcpyNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), ctx (context).
 * Handles inside copyParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddMemcpyNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    const bd_call_t bd_call = {"cuGraphAddMemcpyNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->srcMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "copyParams->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(copyParams->srcDevice));
    if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->srcMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "copyParams->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(copyParams->srcArray));
    if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->dstMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "copyParams->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(copyParams->dstDevice));
    if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->dstMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "copyParams->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(copyParams->dstArray));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddMemcpyNode(phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx);
    return bd_result;
}

static inline CUresult bd_cuGraphAddMemcpyNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    return bd_checked_cuGraphAddMemcpyNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx);
}
#define bd_cuGraphAddMemcpyNode(bd, phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx) bd_checked_cuGraphAddMemcpyNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx)
#else
static inline CUresult bd_cuGraphAddMemcpyNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddMemcpyNode(phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx);
}
#endif

/* cuGraphMemcpyNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 * Writes through: nodeParams.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphMemcpyNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphMemcpyNodeGetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->srcMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(nodeParams->srcDevice));
    if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->srcMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(nodeParams->srcArray));
    if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->dstMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(nodeParams->dstDevice));
    if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->dstMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(nodeParams->dstArray));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphMemcpyNodeGetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphMemcpyNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    return bd_checked_cuGraphMemcpyNodeGetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphMemcpyNodeGetParams(bd, hNode, nodeParams) bd_checked_cuGraphMemcpyNodeGetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphMemcpyNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemcpyNodeGetParams(hNode, nodeParams);
}
#endif

/* cuGraphMemcpyNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphMemcpyNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphMemcpyNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->srcMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(nodeParams->srcDevice));
    if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->srcMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(nodeParams->srcArray));
    if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->dstMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(nodeParams->dstDevice));
    if (bd_rc == CUDA_SUCCESS && nodeParams != NULL && (nodeParams->dstMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "nodeParams->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(nodeParams->dstArray));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphMemcpyNodeSetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphMemcpyNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    return bd_checked_cuGraphMemcpyNodeSetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphMemcpyNodeSetParams(bd, hNode, nodeParams) bd_checked_cuGraphMemcpyNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphMemcpyNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemcpyNodeSetParams(hNode, nodeParams);
}
#endif

/* cuGraphAddMemsetNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), ctx (context).
 * Handles inside memsetParams: dst (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddMemsetNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    const bd_call_t bd_call = {"cuGraphAddMemsetNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddMemsetNode(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
    return bd_result;
}

static inline CUresult bd_cuGraphAddMemsetNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    return bd_checked_cuGraphAddMemsetNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
}
#define bd_cuGraphAddMemsetNode(bd, phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx) bd_checked_cuGraphAddMemsetNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx)
#else
static inline CUresult bd_cuGraphAddMemsetNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddMemsetNode(phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx);
}
#endif

/* cuGraphMemsetNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: dst (device_pointer).
 * Writes through: nodeParams.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphMemsetNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphMemsetNodeGetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphMemsetNodeGetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphMemsetNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphMemsetNodeGetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphMemsetNodeGetParams(bd, hNode, nodeParams) bd_checked_cuGraphMemsetNodeGetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphMemsetNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemsetNodeGetParams(hNode, nodeParams);
}
#endif

/* cuGraphMemsetNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: dst (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphMemsetNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphMemsetNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphMemsetNodeSetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphMemsetNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphMemsetNodeSetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphMemsetNodeSetParams(bd, hNode, nodeParams) bd_checked_cuGraphMemsetNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphMemsetNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemsetNodeSetParams(hNode, nodeParams);
}
#endif

/* cuGraphAddHostNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddHostNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphAddHostNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddHostNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphAddHostNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphAddHostNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#define bd_cuGraphAddHostNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_checked_cuGraphAddHostNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
#else
static inline CUresult bd_cuGraphAddHostNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddHostNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#endif

/* cuGraphHostNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: nodeParams.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphHostNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphHostNodeGetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphHostNodeGetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphHostNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphHostNodeGetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphHostNodeGetParams(bd, hNode, nodeParams) bd_checked_cuGraphHostNodeGetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphHostNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphHostNodeGetParams(hNode, nodeParams);
}
#endif

/* cuGraphHostNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphHostNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphHostNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphHostNodeSetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphHostNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphHostNodeSetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphHostNodeSetParams(bd, hNode, nodeParams) bd_checked_cuGraphHostNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphHostNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphHostNodeSetParams(hNode, nodeParams);
}
#endif

/* cuGraphAddChildGraphNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), childGraph (graph).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddChildGraphNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    const bd_call_t bd_call = {"cuGraphAddChildGraphNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        {"childGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(childGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddChildGraphNode(phGraphNode, hGraph, dependencies, numDependencies, childGraph);
    return bd_result;
}

static inline CUresult bd_cuGraphAddChildGraphNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    return bd_checked_cuGraphAddChildGraphNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, childGraph);
}
#define bd_cuGraphAddChildGraphNode(bd, phGraphNode, hGraph, dependencies, numDependencies, childGraph) bd_checked_cuGraphAddChildGraphNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, childGraph)
#else
static inline CUresult bd_cuGraphAddChildGraphNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddChildGraphNode(phGraphNode, hGraph, dependencies, numDependencies, childGraph);
}
#endif

/* cuGraphChildGraphNodeGetGraph.
 * Must belong to the binding's device: hNode (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphChildGraphNodeGetGraph(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUgraph *phGraph)
{
    const bd_call_t bd_call = {"cuGraphChildGraphNodeGetGraph", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphChildGraphNodeGetGraph(hNode, phGraph);
    return bd_result;
}

static inline CUresult bd_cuGraphChildGraphNodeGetGraph(bound_dev_t *bd, CUgraphNode hNode, CUgraph *phGraph)
{
    return bd_checked_cuGraphChildGraphNodeGetGraph("(address taken)", 0, bd, hNode, phGraph);
}
#define bd_cuGraphChildGraphNodeGetGraph(bd, hNode, phGraph) bd_checked_cuGraphChildGraphNodeGetGraph(__FILE__, __LINE__, bd, hNode, phGraph)
#else
static inline CUresult bd_cuGraphChildGraphNodeGetGraph(bound_dev_t *bd, CUgraphNode hNode, CUgraph *phGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphChildGraphNodeGetGraph(hNode, phGraph);
}
#endif

/* cuGraphAddEmptyNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddEmptyNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    const bd_call_t bd_call = {"cuGraphAddEmptyNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddEmptyNode(phGraphNode, hGraph, dependencies, numDependencies);
    return bd_result;
}

static inline CUresult bd_cuGraphAddEmptyNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    return bd_checked_cuGraphAddEmptyNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies);
}
#define bd_cuGraphAddEmptyNode(bd, phGraphNode, hGraph, dependencies, numDependencies) bd_checked_cuGraphAddEmptyNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies)
#else
static inline CUresult bd_cuGraphAddEmptyNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddEmptyNode(phGraphNode, hGraph, dependencies, numDependencies);
}
#endif

/* cuGraphAddEventRecordNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), event (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddEventRecordNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    const bd_call_t bd_call = {"cuGraphAddEventRecordNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddEventRecordNode(phGraphNode, hGraph, dependencies, numDependencies, event);
    return bd_result;
}

static inline CUresult bd_cuGraphAddEventRecordNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    return bd_checked_cuGraphAddEventRecordNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, event);
}
#define bd_cuGraphAddEventRecordNode(bd, phGraphNode, hGraph, dependencies, numDependencies, event) bd_checked_cuGraphAddEventRecordNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, event)
#else
static inline CUresult bd_cuGraphAddEventRecordNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddEventRecordNode(phGraphNode, hGraph, dependencies, numDependencies, event);
}
#endif

/* cuGraphEventRecordNodeGetEvent.
 * Must belong to the binding's device: hNode (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphEventRecordNodeGetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    const bd_call_t bd_call = {"cuGraphEventRecordNodeGetEvent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphEventRecordNodeGetEvent(hNode, event_out);
    return bd_result;
}

static inline CUresult bd_cuGraphEventRecordNodeGetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    return bd_checked_cuGraphEventRecordNodeGetEvent("(address taken)", 0, bd, hNode, event_out);
}
#define bd_cuGraphEventRecordNodeGetEvent(bd, hNode, event_out) bd_checked_cuGraphEventRecordNodeGetEvent(__FILE__, __LINE__, bd, hNode, event_out)
#else
static inline CUresult bd_cuGraphEventRecordNodeGetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphEventRecordNodeGetEvent(hNode, event_out);
}
#endif

/* cuGraphEventRecordNodeSetEvent.
 * Must belong to the binding's device: hNode (graph_node), event (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphEventRecordNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    const bd_call_t bd_call = {"cuGraphEventRecordNodeSetEvent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphEventRecordNodeSetEvent(hNode, event);
    return bd_result;
}

static inline CUresult bd_cuGraphEventRecordNodeSetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    return bd_checked_cuGraphEventRecordNodeSetEvent("(address taken)", 0, bd, hNode, event);
}
#define bd_cuGraphEventRecordNodeSetEvent(bd, hNode, event) bd_checked_cuGraphEventRecordNodeSetEvent(__FILE__, __LINE__, bd, hNode, event)
#else
static inline CUresult bd_cuGraphEventRecordNodeSetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphEventRecordNodeSetEvent(hNode, event);
}
#endif

/* cuGraphAddEventWaitNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), event (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddEventWaitNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    const bd_call_t bd_call = {"cuGraphAddEventWaitNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddEventWaitNode(phGraphNode, hGraph, dependencies, numDependencies, event);
    return bd_result;
}

static inline CUresult bd_cuGraphAddEventWaitNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    return bd_checked_cuGraphAddEventWaitNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, event);
}
#define bd_cuGraphAddEventWaitNode(bd, phGraphNode, hGraph, dependencies, numDependencies, event) bd_checked_cuGraphAddEventWaitNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, event)
#else
static inline CUresult bd_cuGraphAddEventWaitNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddEventWaitNode(phGraphNode, hGraph, dependencies, numDependencies, event);
}
#endif

/* cuGraphEventWaitNodeGetEvent.
 * Must belong to the binding's device: hNode (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphEventWaitNodeGetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    const bd_call_t bd_call = {"cuGraphEventWaitNodeGetEvent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphEventWaitNodeGetEvent(hNode, event_out);
    return bd_result;
}

static inline CUresult bd_cuGraphEventWaitNodeGetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    return bd_checked_cuGraphEventWaitNodeGetEvent("(address taken)", 0, bd, hNode, event_out);
}
#define bd_cuGraphEventWaitNodeGetEvent(bd, hNode, event_out) bd_checked_cuGraphEventWaitNodeGetEvent(__FILE__, __LINE__, bd, hNode, event_out)
#else
static inline CUresult bd_cuGraphEventWaitNodeGetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent *event_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphEventWaitNodeGetEvent(hNode, event_out);
}
#endif

/* cuGraphEventWaitNodeSetEvent.
 * Must belong to the binding's device: hNode (graph_node), event (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphEventWaitNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    const bd_call_t bd_call = {"cuGraphEventWaitNodeSetEvent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphEventWaitNodeSetEvent(hNode, event);
    return bd_result;
}

static inline CUresult bd_cuGraphEventWaitNodeSetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    return bd_checked_cuGraphEventWaitNodeSetEvent("(address taken)", 0, bd, hNode, event);
}
#define bd_cuGraphEventWaitNodeSetEvent(bd, hNode, event) bd_checked_cuGraphEventWaitNodeSetEvent(__FILE__, __LINE__, bd, hNode, event)
#else
static inline CUresult bd_cuGraphEventWaitNodeSetEvent(bound_dev_t *bd, CUgraphNode hNode, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphEventWaitNodeSetEvent(hNode, event);
}
#endif

/* cuGraphAddExternalSemaphoresSignalNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddExternalSemaphoresSignalNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphAddExternalSemaphoresSignalNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddExternalSemaphoresSignalNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphAddExternalSemaphoresSignalNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphAddExternalSemaphoresSignalNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#define bd_cuGraphAddExternalSemaphoresSignalNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_checked_cuGraphAddExternalSemaphoresSignalNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
#else
static inline CUresult bd_cuGraphAddExternalSemaphoresSignalNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddExternalSemaphoresSignalNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#endif

/* cuGraphExternalSemaphoresSignalNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside params_out: extSemArray (external_semaphore).
 * Writes through: params_out.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExternalSemaphoresSignalNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    const bd_call_t bd_call = {"cuGraphExternalSemaphoresSignalNodeGetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out);
    return bd_result;
}

static inline CUresult bd_cuGraphExternalSemaphoresSignalNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    return bd_checked_cuGraphExternalSemaphoresSignalNodeGetParams("(address taken)", 0, bd, hNode, params_out);
}
#define bd_cuGraphExternalSemaphoresSignalNodeGetParams(bd, hNode, params_out) bd_checked_cuGraphExternalSemaphoresSignalNodeGetParams(__FILE__, __LINE__, bd, hNode, params_out)
#else
static inline CUresult bd_cuGraphExternalSemaphoresSignalNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *params_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out);
}
#endif

/* cuGraphExternalSemaphoresSignalNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExternalSemaphoresSignalNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphExternalSemaphoresSignalNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphExternalSemaphoresSignalNodeSetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphExternalSemaphoresSignalNodeSetParams(bd, hNode, nodeParams) bd_checked_cuGraphExternalSemaphoresSignalNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams);
}
#endif

/* cuGraphAddExternalSemaphoresWaitNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddExternalSemaphoresWaitNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphAddExternalSemaphoresWaitNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddExternalSemaphoresWaitNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphAddExternalSemaphoresWaitNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphAddExternalSemaphoresWaitNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#define bd_cuGraphAddExternalSemaphoresWaitNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_checked_cuGraphAddExternalSemaphoresWaitNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
#else
static inline CUresult bd_cuGraphAddExternalSemaphoresWaitNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddExternalSemaphoresWaitNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#endif

/* cuGraphExternalSemaphoresWaitNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside params_out: extSemArray (external_semaphore).
 * Writes through: params_out.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExternalSemaphoresWaitNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    const bd_call_t bd_call = {"cuGraphExternalSemaphoresWaitNodeGetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out);
    return bd_result;
}

static inline CUresult bd_cuGraphExternalSemaphoresWaitNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    return bd_checked_cuGraphExternalSemaphoresWaitNodeGetParams("(address taken)", 0, bd, hNode, params_out);
}
#define bd_cuGraphExternalSemaphoresWaitNodeGetParams(bd, hNode, params_out) bd_checked_cuGraphExternalSemaphoresWaitNodeGetParams(__FILE__, __LINE__, bd, hNode, params_out)
#else
static inline CUresult bd_cuGraphExternalSemaphoresWaitNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS *params_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out);
}
#endif

/* cuGraphExternalSemaphoresWaitNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExternalSemaphoresWaitNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphExternalSemaphoresWaitNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphExternalSemaphoresWaitNodeSetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphExternalSemaphoresWaitNodeSetParams(bd, hNode, nodeParams) bd_checked_cuGraphExternalSemaphoresWaitNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams);
}
#endif

/* cuGraphAddBatchMemOpNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: ctx (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddBatchMemOpNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphAddBatchMemOpNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddBatchMemOpNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphAddBatchMemOpNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphAddBatchMemOpNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#define bd_cuGraphAddBatchMemOpNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_checked_cuGraphAddBatchMemOpNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
#else
static inline CUresult bd_cuGraphAddBatchMemOpNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddBatchMemOpNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#endif

/* cuGraphBatchMemOpNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams_out: ctx (context).
 * Writes through: nodeParams_out.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphBatchMemOpNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    const bd_call_t bd_call = {"cuGraphBatchMemOpNodeGetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphBatchMemOpNodeGetParams(hNode, nodeParams_out);
    return bd_result;
}

static inline CUresult bd_cuGraphBatchMemOpNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    return bd_checked_cuGraphBatchMemOpNodeGetParams("(address taken)", 0, bd, hNode, nodeParams_out);
}
#define bd_cuGraphBatchMemOpNodeGetParams(bd, hNode, nodeParams_out) bd_checked_cuGraphBatchMemOpNodeGetParams(__FILE__, __LINE__, bd, hNode, nodeParams_out)
#else
static inline CUresult bd_cuGraphBatchMemOpNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphBatchMemOpNodeGetParams(hNode, nodeParams_out);
}
#endif

/* cuGraphBatchMemOpNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: ctx (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphBatchMemOpNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphBatchMemOpNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphBatchMemOpNodeSetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphBatchMemOpNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphBatchMemOpNodeSetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphBatchMemOpNodeSetParams(bd, hNode, nodeParams) bd_checked_cuGraphBatchMemOpNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphBatchMemOpNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphBatchMemOpNodeSetParams(hNode, nodeParams);
}
#endif

/* cuGraphExecBatchMemOpNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: ctx (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecBatchMemOpNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphExecBatchMemOpNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecBatchMemOpNodeSetParams(hGraphExec, hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphExecBatchMemOpNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphExecBatchMemOpNodeSetParams("(address taken)", 0, bd, hGraphExec, hNode, nodeParams);
}
#define bd_cuGraphExecBatchMemOpNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_checked_cuGraphExecBatchMemOpNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphExecBatchMemOpNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_BATCH_MEM_OP_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecBatchMemOpNodeSetParams(hGraphExec, hNode, nodeParams);
}
#endif

/* cuGraphAddMemAllocNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: dptr (device_pointer).
 * Writes through: nodeParams.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddMemAllocNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphAddMemAllocNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddMemAllocNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphAddMemAllocNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphAddMemAllocNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#define bd_cuGraphAddMemAllocNode(bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams) bd_checked_cuGraphAddMemAllocNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, nodeParams)
#else
static inline CUresult bd_cuGraphAddMemAllocNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddMemAllocNode(phGraphNode, hGraph, dependencies, numDependencies, nodeParams);
}
#endif

/* cuGraphMemAllocNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside params_out: dptr (device_pointer).
 * Writes through: params_out.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphMemAllocNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    const bd_call_t bd_call = {"cuGraphMemAllocNodeGetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphMemAllocNodeGetParams(hNode, params_out);
    return bd_result;
}

static inline CUresult bd_cuGraphMemAllocNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    return bd_checked_cuGraphMemAllocNodeGetParams("(address taken)", 0, bd, hNode, params_out);
}
#define bd_cuGraphMemAllocNodeGetParams(bd, hNode, params_out) bd_checked_cuGraphMemAllocNodeGetParams(__FILE__, __LINE__, bd, hNode, params_out)
#else
static inline CUresult bd_cuGraphMemAllocNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemAllocNodeGetParams(hNode, params_out);
}
#endif

/* cuGraphAddMemFreeNode.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node), dptr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddMemFreeNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    const bd_call_t bd_call = {"cuGraphAddMemFreeNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
        {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddMemFreeNode(phGraphNode, hGraph, dependencies, numDependencies, dptr);
    return bd_result;
}

static inline CUresult bd_cuGraphAddMemFreeNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    return bd_checked_cuGraphAddMemFreeNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, numDependencies, dptr);
}
#define bd_cuGraphAddMemFreeNode(bd, phGraphNode, hGraph, dependencies, numDependencies, dptr) bd_checked_cuGraphAddMemFreeNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, numDependencies, dptr)
#else
static inline CUresult bd_cuGraphAddMemFreeNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddMemFreeNode(phGraphNode, hGraph, dependencies, numDependencies, dptr);
}
#endif

/* cuGraphMemFreeNodeGetParams.
 * Must belong to the binding's device: hNode (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphMemFreeNodeGetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    const bd_call_t bd_call = {"cuGraphMemFreeNodeGetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphMemFreeNodeGetParams(hNode, dptr_out);
    return bd_result;
}

static inline CUresult bd_cuGraphMemFreeNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    return bd_checked_cuGraphMemFreeNodeGetParams("(address taken)", 0, bd, hNode, dptr_out);
}
#define bd_cuGraphMemFreeNodeGetParams(bd, hNode, dptr_out) bd_checked_cuGraphMemFreeNodeGetParams(__FILE__, __LINE__, bd, hNode, dptr_out)
#else
static inline CUresult bd_cuGraphMemFreeNodeGetParams(bound_dev_t *bd, CUgraphNode hNode, CUdeviceptr *dptr_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphMemFreeNodeGetParams(hNode, dptr_out);
}
#endif

/* cuGraphClone.
 * Creates: phGraphClone.
 * Must belong to the binding's device: originalGraph (graph).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphClone(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph *phGraphClone, CUgraph originalGraph)
{
    const bd_call_t bd_call = {"cuGraphClone", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"originalGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(originalGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphClone(phGraphClone, originalGraph);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(*phGraphClone), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuGraphClone(bound_dev_t *bd, CUgraph *phGraphClone, CUgraph originalGraph)
{
    return bd_checked_cuGraphClone("(address taken)", 0, bd, phGraphClone, originalGraph);
}
#define bd_cuGraphClone(bd, phGraphClone, originalGraph) bd_checked_cuGraphClone(__FILE__, __LINE__, bd, phGraphClone, originalGraph)
#else
static inline CUresult bd_cuGraphClone(bound_dev_t *bd, CUgraph *phGraphClone, CUgraph originalGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphClone(phGraphClone, originalGraph);
}
#endif

/* cuGraphNodeFindInClone.
 * Must belong to the binding's device: hOriginalNode (graph_node), hClonedGraph (graph).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphNodeFindInClone(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    const bd_call_t bd_call = {"cuGraphNodeFindInClone", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hClonedGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hClonedGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphNodeFindInClone(phNode, hOriginalNode, hClonedGraph);
    return bd_result;
}

static inline CUresult bd_cuGraphNodeFindInClone(bound_dev_t *bd, CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    return bd_checked_cuGraphNodeFindInClone("(address taken)", 0, bd, phNode, hOriginalNode, hClonedGraph);
}
#define bd_cuGraphNodeFindInClone(bd, phNode, hOriginalNode, hClonedGraph) bd_checked_cuGraphNodeFindInClone(__FILE__, __LINE__, bd, phNode, hOriginalNode, hClonedGraph)
#else
static inline CUresult bd_cuGraphNodeFindInClone(bound_dev_t *bd, CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeFindInClone(phNode, hOriginalNode, hClonedGraph);
}
#endif

/* cuGraphNodeGetType.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: type.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphNodeGetType(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeType *type)
{
    const bd_call_t bd_call = {"cuGraphNodeGetType", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphNodeGetType(hNode, type);
    return bd_result;
}

static inline CUresult bd_cuGraphNodeGetType(bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeType *type)
{
    return bd_checked_cuGraphNodeGetType("(address taken)", 0, bd, hNode, type);
}
#define bd_cuGraphNodeGetType(bd, hNode, type) bd_checked_cuGraphNodeGetType(__FILE__, __LINE__, bd, hNode, type)
#else
static inline CUresult bd_cuGraphNodeGetType(bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeType *type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeGetType(hNode, type);
}
#endif

/* cuGraphGetNodes.
 * Must belong to the binding's device: hGraph (graph).
 * Writes through: numNodes.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphGetNodes(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    const bd_call_t bd_call = {"cuGraphGetNodes", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphGetNodes(hGraph, nodes, numNodes);
    return bd_result;
}

static inline CUresult bd_cuGraphGetNodes(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    return bd_checked_cuGraphGetNodes("(address taken)", 0, bd, hGraph, nodes, numNodes);
}
#define bd_cuGraphGetNodes(bd, hGraph, nodes, numNodes) bd_checked_cuGraphGetNodes(__FILE__, __LINE__, bd, hGraph, nodes, numNodes)
#else
static inline CUresult bd_cuGraphGetNodes(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphGetNodes(hGraph, nodes, numNodes);
}
#endif

/* cuGraphGetRootNodes.
 * Must belong to the binding's device: hGraph (graph).
 * Writes through: numRootNodes.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphGetRootNodes(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    const bd_call_t bd_call = {"cuGraphGetRootNodes", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphGetRootNodes(hGraph, rootNodes, numRootNodes);
    return bd_result;
}

static inline CUresult bd_cuGraphGetRootNodes(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    return bd_checked_cuGraphGetRootNodes("(address taken)", 0, bd, hGraph, rootNodes, numRootNodes);
}
#define bd_cuGraphGetRootNodes(bd, hGraph, rootNodes, numRootNodes) bd_checked_cuGraphGetRootNodes(__FILE__, __LINE__, bd, hGraph, rootNodes, numRootNodes)
#else
static inline CUresult bd_cuGraphGetRootNodes(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphGetRootNodes(hGraph, rootNodes, numRootNodes);
}
#endif

/* cuGraphGetEdges: cuda.h maps it to cuGraphGetEdges_v2.
 * Must belong to the binding's device: hGraph (graph).
 * Writes through: edgeData, numEdges.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphGetEdges(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    const bd_call_t bd_call = {"cuGraphGetEdges", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphGetEdges(hGraph, from, to, edgeData, numEdges);
    return bd_result;
}

static inline CUresult bd_cuGraphGetEdges(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    return bd_checked_cuGraphGetEdges("(address taken)", 0, bd, hGraph, from, to, edgeData, numEdges);
}
#define bd_cuGraphGetEdges(bd, hGraph, from, to, edgeData, numEdges) bd_checked_cuGraphGetEdges(__FILE__, __LINE__, bd, hGraph, from, to, edgeData, numEdges)
#else
static inline CUresult bd_cuGraphGetEdges(bound_dev_t *bd, CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphGetEdges(hGraph, from, to, edgeData, numEdges);
}
#endif

/* cuGraphNodeGetDependencies: cuda.h maps it to cuGraphNodeGetDependencies_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: edgeData, numDependencies.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphNodeGetDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    const bd_call_t bd_call = {"cuGraphNodeGetDependencies", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphNodeGetDependencies(hNode, dependencies, edgeData, numDependencies);
    return bd_result;
}

static inline CUresult bd_cuGraphNodeGetDependencies(bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    return bd_checked_cuGraphNodeGetDependencies("(address taken)", 0, bd, hNode, dependencies, edgeData, numDependencies);
}
#define bd_cuGraphNodeGetDependencies(bd, hNode, dependencies, edgeData, numDependencies) bd_checked_cuGraphNodeGetDependencies(__FILE__, __LINE__, bd, hNode, dependencies, edgeData, numDependencies)
#else
static inline CUresult bd_cuGraphNodeGetDependencies(bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeGetDependencies(hNode, dependencies, edgeData, numDependencies);
}
#endif

/* cuGraphNodeGetDependentNodes: cuda.h maps it to cuGraphNodeGetDependentNodes_v2.
 * Must belong to the binding's device: hNode (graph_node).
 * Writes through: edgeData, numDependentNodes.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphNodeGetDependentNodes(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    const bd_call_t bd_call = {"cuGraphNodeGetDependentNodes", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphNodeGetDependentNodes(hNode, dependentNodes, edgeData, numDependentNodes);
    return bd_result;
}

static inline CUresult bd_cuGraphNodeGetDependentNodes(bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    return bd_checked_cuGraphNodeGetDependentNodes("(address taken)", 0, bd, hNode, dependentNodes, edgeData, numDependentNodes);
}
#define bd_cuGraphNodeGetDependentNodes(bd, hNode, dependentNodes, edgeData, numDependentNodes) bd_checked_cuGraphNodeGetDependentNodes(__FILE__, __LINE__, bd, hNode, dependentNodes, edgeData, numDependentNodes)
#else
static inline CUresult bd_cuGraphNodeGetDependentNodes(bound_dev_t *bd, CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeGetDependentNodes(hNode, dependentNodes, edgeData, numDependentNodes);
}
#endif

/* cuGraphAddDependencies: cuda.h maps it to cuGraphAddDependencies_v2.
 * Must belong to the binding's device: hGraph (graph), from (graph_node), to (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    const bd_call_t bd_call = {"cuGraphAddDependencies", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddDependencies(hGraph, from, to, edgeData, numDependencies);
    return bd_result;
}

static inline CUresult bd_cuGraphAddDependencies(bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    return bd_checked_cuGraphAddDependencies("(address taken)", 0, bd, hGraph, from, to, edgeData, numDependencies);
}
#define bd_cuGraphAddDependencies(bd, hGraph, from, to, edgeData, numDependencies) bd_checked_cuGraphAddDependencies(__FILE__, __LINE__, bd, hGraph, from, to, edgeData, numDependencies)
#else
static inline CUresult bd_cuGraphAddDependencies(bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddDependencies(hGraph, from, to, edgeData, numDependencies);
}
#endif

/* cuGraphRemoveDependencies: cuda.h maps it to cuGraphRemoveDependencies_v2.
 * Must belong to the binding's device: hGraph (graph), from (graph_node), to (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphRemoveDependencies(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    const bd_call_t bd_call = {"cuGraphRemoveDependencies", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphRemoveDependencies(hGraph, from, to, edgeData, numDependencies);
    return bd_result;
}

static inline CUresult bd_cuGraphRemoveDependencies(bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    return bd_checked_cuGraphRemoveDependencies("(address taken)", 0, bd, hGraph, from, to, edgeData, numDependencies);
}
#define bd_cuGraphRemoveDependencies(bd, hGraph, from, to, edgeData, numDependencies) bd_checked_cuGraphRemoveDependencies(__FILE__, __LINE__, bd, hGraph, from, to, edgeData, numDependencies)
#else
static inline CUresult bd_cuGraphRemoveDependencies(bound_dev_t *bd, CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphRemoveDependencies(hGraph, from, to, edgeData, numDependencies);
}
#endif

/* cuGraphDestroyNode.
 * Destroys: hNode.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphDestroyNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode)
{
    const bd_call_t bd_call = {"cuGraphDestroyNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphDestroyNode(hNode);
    return bd_result;
}

static inline CUresult bd_cuGraphDestroyNode(bound_dev_t *bd, CUgraphNode hNode)
{
    return bd_checked_cuGraphDestroyNode("(address taken)", 0, bd, hNode);
}
#define bd_cuGraphDestroyNode(bd, hNode) bd_checked_cuGraphDestroyNode(__FILE__, __LINE__, bd, hNode)
#else
static inline CUresult bd_cuGraphDestroyNode(bound_dev_t *bd, CUgraphNode hNode)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphDestroyNode(hNode);
}
#endif

/* cuGraphInstantiate: cuda.h maps it to cuGraphInstantiateWithFlags.
 * Creates: phGraphExec.
 * Must belong to the binding's device: hGraph (graph).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphInstantiate(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    const bd_call_t bd_call = {"cuGraphInstantiate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphInstantiate(phGraphExec, hGraph, flags);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(*phGraphExec), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuGraphInstantiate(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    return bd_checked_cuGraphInstantiate("(address taken)", 0, bd, phGraphExec, hGraph, flags);
}
#define bd_cuGraphInstantiate(bd, phGraphExec, hGraph, flags) bd_checked_cuGraphInstantiate(__FILE__, __LINE__, bd, phGraphExec, hGraph, flags)
#else
static inline CUresult bd_cuGraphInstantiate(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphInstantiate(phGraphExec, hGraph, flags);
}
#endif

/* cuGraphInstantiateWithParams (cuGraphInstantiateWithParams_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Creates: phGraphExec.
 * Must belong to the binding's device: hGraph (graph).
 * Handles inside instantiateParams: hUploadStream (stream), hErrNode_out (graph_node).
 * Writes through: instantiateParams.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphInstantiateWithParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    const bd_call_t bd_call = {"cuGraphInstantiateWithParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphInstantiateWithParams(phGraphExec, hGraph, instantiateParams);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(*phGraphExec), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuGraphInstantiateWithParams(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    return bd_checked_cuGraphInstantiateWithParams("(address taken)", 0, bd, phGraphExec, hGraph, instantiateParams);
}
#define bd_cuGraphInstantiateWithParams(bd, phGraphExec, hGraph, instantiateParams) bd_checked_cuGraphInstantiateWithParams(__FILE__, __LINE__, bd, phGraphExec, hGraph, instantiateParams)
#else
static inline CUresult bd_cuGraphInstantiateWithParams(bound_dev_t *bd, CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphInstantiateWithParams(phGraphExec, hGraph, instantiateParams);
}
#endif

/* cuGraphExecGetFlags.
 * Must belong to the binding's device: hGraphExec (graph_exec).
 * Writes through: flags.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, cuuint64_t *flags)
{
    const bd_call_t bd_call = {"cuGraphExecGetFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecGetFlags(hGraphExec, flags);
    return bd_result;
}

static inline CUresult bd_cuGraphExecGetFlags(bound_dev_t *bd, CUgraphExec hGraphExec, cuuint64_t *flags)
{
    return bd_checked_cuGraphExecGetFlags("(address taken)", 0, bd, hGraphExec, flags);
}
#define bd_cuGraphExecGetFlags(bd, hGraphExec, flags) bd_checked_cuGraphExecGetFlags(__FILE__, __LINE__, bd, hGraphExec, flags)
#else
static inline CUresult bd_cuGraphExecGetFlags(bound_dev_t *bd, CUgraphExec hGraphExec, cuuint64_t *flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecGetFlags(hGraphExec, flags);
}
#endif

/* cuGraphExecKernelNodeSetParams: cuda.h maps it to cuGraphExecKernelNodeSetParams_v2.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: func (function), kern (kernel), ctx (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecKernelNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphExecKernelNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecKernelNodeSetParams(hGraphExec, hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphExecKernelNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphExecKernelNodeSetParams("(address taken)", 0, bd, hGraphExec, hNode, nodeParams);
}
#define bd_cuGraphExecKernelNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_checked_cuGraphExecKernelNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphExecKernelNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecKernelNodeSetParams(hGraphExec, hNode, nodeParams);
}
#endif

/* cuGraphExecMemcpyNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), ctx (context).
 * Handles inside copyParams: srcDevice (device_pointer), srcArray (array), dstDevice (device_pointer), dstArray (array).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecMemcpyNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    const bd_call_t bd_call = {"cuGraphExecMemcpyNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->srcMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "copyParams->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(copyParams->srcDevice));
    if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->srcMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "copyParams->srcArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(copyParams->srcArray));
    if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->dstMemoryType == CU_MEMORYTYPE_DEVICE))
        bd_rc = bd_check_handle(bd, &bd_call, "copyParams->dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(copyParams->dstDevice));
    if (bd_rc == CUDA_SUCCESS && copyParams != NULL && (copyParams->dstMemoryType == CU_MEMORYTYPE_ARRAY))
        bd_rc = bd_check_handle(bd, &bd_call, "copyParams->dstArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(copyParams->dstArray));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecMemcpyNodeSetParams(hGraphExec, hNode, copyParams, ctx);
    return bd_result;
}

static inline CUresult bd_cuGraphExecMemcpyNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    return bd_checked_cuGraphExecMemcpyNodeSetParams("(address taken)", 0, bd, hGraphExec, hNode, copyParams, ctx);
}
#define bd_cuGraphExecMemcpyNodeSetParams(bd, hGraphExec, hNode, copyParams, ctx) bd_checked_cuGraphExecMemcpyNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, copyParams, ctx)
#else
static inline CUresult bd_cuGraphExecMemcpyNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecMemcpyNodeSetParams(hGraphExec, hNode, copyParams, ctx);
}
#endif

/* cuGraphExecMemsetNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), ctx (context).
 * Handles inside memsetParams: dst (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecMemsetNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    const bd_call_t bd_call = {"cuGraphExecMemsetNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecMemsetNodeSetParams(hGraphExec, hNode, memsetParams, ctx);
    return bd_result;
}

static inline CUresult bd_cuGraphExecMemsetNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    return bd_checked_cuGraphExecMemsetNodeSetParams("(address taken)", 0, bd, hGraphExec, hNode, memsetParams, ctx);
}
#define bd_cuGraphExecMemsetNodeSetParams(bd, hGraphExec, hNode, memsetParams, ctx) bd_checked_cuGraphExecMemsetNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, memsetParams, ctx)
#else
static inline CUresult bd_cuGraphExecMemsetNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecMemsetNodeSetParams(hGraphExec, hNode, memsetParams, ctx);
}
#endif

/* cuGraphExecHostNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecHostNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphExecHostNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecHostNodeSetParams(hGraphExec, hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphExecHostNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphExecHostNodeSetParams("(address taken)", 0, bd, hGraphExec, hNode, nodeParams);
}
#define bd_cuGraphExecHostNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_checked_cuGraphExecHostNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphExecHostNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecHostNodeSetParams(hGraphExec, hNode, nodeParams);
}
#endif

/* cuGraphExecChildGraphNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), childGraph (graph).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecChildGraphNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    const bd_call_t bd_call = {"cuGraphExecChildGraphNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        {"childGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(childGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecChildGraphNodeSetParams(hGraphExec, hNode, childGraph);
    return bd_result;
}

static inline CUresult bd_cuGraphExecChildGraphNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    return bd_checked_cuGraphExecChildGraphNodeSetParams("(address taken)", 0, bd, hGraphExec, hNode, childGraph);
}
#define bd_cuGraphExecChildGraphNodeSetParams(bd, hGraphExec, hNode, childGraph) bd_checked_cuGraphExecChildGraphNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, childGraph)
#else
static inline CUresult bd_cuGraphExecChildGraphNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecChildGraphNodeSetParams(hGraphExec, hNode, childGraph);
}
#endif

/* cuGraphExecEventRecordNodeSetEvent.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), event (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecEventRecordNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    const bd_call_t bd_call = {"cuGraphExecEventRecordNodeSetEvent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event);
    return bd_result;
}

static inline CUresult bd_cuGraphExecEventRecordNodeSetEvent(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    return bd_checked_cuGraphExecEventRecordNodeSetEvent("(address taken)", 0, bd, hGraphExec, hNode, event);
}
#define bd_cuGraphExecEventRecordNodeSetEvent(bd, hGraphExec, hNode, event) bd_checked_cuGraphExecEventRecordNodeSetEvent(__FILE__, __LINE__, bd, hGraphExec, hNode, event)
#else
static inline CUresult bd_cuGraphExecEventRecordNodeSetEvent(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event);
}
#endif

/* cuGraphExecEventWaitNodeSetEvent.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node), event (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecEventWaitNodeSetEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    const bd_call_t bd_call = {"cuGraphExecEventWaitNodeSetEvent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        {"event", BD_KIND_EVENT, BD_HANDLE_VALUE(event)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event);
    return bd_result;
}

static inline CUresult bd_cuGraphExecEventWaitNodeSetEvent(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    return bd_checked_cuGraphExecEventWaitNodeSetEvent("(address taken)", 0, bd, hGraphExec, hNode, event);
}
#define bd_cuGraphExecEventWaitNodeSetEvent(bd, hGraphExec, hNode, event) bd_checked_cuGraphExecEventWaitNodeSetEvent(__FILE__, __LINE__, bd, hGraphExec, hNode, event)
#else
static inline CUresult bd_cuGraphExecEventWaitNodeSetEvent(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event);
}
#endif

/* cuGraphExecExternalSemaphoresSignalNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecExternalSemaphoresSignalNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphExecExternalSemaphoresSignalNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphExecExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphExecExternalSemaphoresSignalNodeSetParams("(address taken)", 0, bd, hGraphExec, hNode, nodeParams);
}
#define bd_cuGraphExecExternalSemaphoresSignalNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_checked_cuGraphExecExternalSemaphoresSignalNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphExecExternalSemaphoresSignalNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams);
}
#endif

/* cuGraphExecExternalSemaphoresWaitNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: extSemArray (external_semaphore).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecExternalSemaphoresWaitNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphExecExternalSemaphoresWaitNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphExecExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    return bd_checked_cuGraphExecExternalSemaphoresWaitNodeSetParams("(address taken)", 0, bd, hGraphExec, hNode, nodeParams);
}
#define bd_cuGraphExecExternalSemaphoresWaitNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_checked_cuGraphExecExternalSemaphoresWaitNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphExecExternalSemaphoresWaitNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams);
}
#endif

/* cuGraphNodeSetEnabled.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphNodeSetEnabled(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    const bd_call_t bd_call = {"cuGraphNodeSetEnabled", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphNodeSetEnabled(hGraphExec, hNode, isEnabled);
    return bd_result;
}

static inline CUresult bd_cuGraphNodeSetEnabled(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    return bd_checked_cuGraphNodeSetEnabled("(address taken)", 0, bd, hGraphExec, hNode, isEnabled);
}
#define bd_cuGraphNodeSetEnabled(bd, hGraphExec, hNode, isEnabled) bd_checked_cuGraphNodeSetEnabled(__FILE__, __LINE__, bd, hGraphExec, hNode, isEnabled)
#else
static inline CUresult bd_cuGraphNodeSetEnabled(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeSetEnabled(hGraphExec, hNode, isEnabled);
}
#endif

/* cuGraphNodeGetEnabled.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Writes through: isEnabled.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphNodeGetEnabled(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    const bd_call_t bd_call = {"cuGraphNodeGetEnabled", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphNodeGetEnabled(hGraphExec, hNode, isEnabled);
    return bd_result;
}

static inline CUresult bd_cuGraphNodeGetEnabled(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    return bd_checked_cuGraphNodeGetEnabled("(address taken)", 0, bd, hGraphExec, hNode, isEnabled);
}
#define bd_cuGraphNodeGetEnabled(bd, hGraphExec, hNode, isEnabled) bd_checked_cuGraphNodeGetEnabled(__FILE__, __LINE__, bd, hGraphExec, hNode, isEnabled)
#else
static inline CUresult bd_cuGraphNodeGetEnabled(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeGetEnabled(hGraphExec, hNode, isEnabled);
}
#endif

/* cuGraphUpload (cuGraphUpload_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hGraphExec (graph_exec), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphUpload(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    const bd_call_t bd_call = {"cuGraphUpload", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphUpload(hGraphExec, hStream);
    return bd_result;
}

static inline CUresult bd_cuGraphUpload(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    return bd_checked_cuGraphUpload("(address taken)", 0, bd, hGraphExec, hStream);
}
#define bd_cuGraphUpload(bd, hGraphExec, hStream) bd_checked_cuGraphUpload(__FILE__, __LINE__, bd, hGraphExec, hStream)
#else
static inline CUresult bd_cuGraphUpload(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphUpload(hGraphExec, hStream);
}
#endif

/* cuGraphLaunch (cuGraphLaunch_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hGraphExec (graph_exec), hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphLaunch(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    const bd_call_t bd_call = {"cuGraphLaunch", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphLaunch(hGraphExec, hStream);
    return bd_result;
}

static inline CUresult bd_cuGraphLaunch(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    return bd_checked_cuGraphLaunch("(address taken)", 0, bd, hGraphExec, hStream);
}
#define bd_cuGraphLaunch(bd, hGraphExec, hStream) bd_checked_cuGraphLaunch(__FILE__, __LINE__, bd, hGraphExec, hStream)
#else
static inline CUresult bd_cuGraphLaunch(bound_dev_t *bd, CUgraphExec hGraphExec, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphLaunch(hGraphExec, hStream);
}
#endif

/* cuGraphExecDestroy.
 * Destroys: hGraphExec.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec)
{
    const bd_call_t bd_call = {"cuGraphExecDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecDestroy(hGraphExec);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec));
    }
    return bd_result;
}

static inline CUresult bd_cuGraphExecDestroy(bound_dev_t *bd, CUgraphExec hGraphExec)
{
    return bd_checked_cuGraphExecDestroy("(address taken)", 0, bd, hGraphExec);
}
#define bd_cuGraphExecDestroy(bd, hGraphExec) bd_checked_cuGraphExecDestroy(__FILE__, __LINE__, bd, hGraphExec)
#else
static inline CUresult bd_cuGraphExecDestroy(bound_dev_t *bd, CUgraphExec hGraphExec)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecDestroy(hGraphExec);
}
#endif

/* cuGraphDestroy.
 * Destroys: hGraph.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph)
{
    const bd_call_t bd_call = {"cuGraphDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphDestroy(hGraph);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph));
    }
    return bd_result;
}

static inline CUresult bd_cuGraphDestroy(bound_dev_t *bd, CUgraph hGraph)
{
    return bd_checked_cuGraphDestroy("(address taken)", 0, bd, hGraph);
}
#define bd_cuGraphDestroy(bd, hGraph) bd_checked_cuGraphDestroy(__FILE__, __LINE__, bd, hGraph)
#else
static inline CUresult bd_cuGraphDestroy(bound_dev_t *bd, CUgraph hGraph)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphDestroy(hGraph);
}
#endif

/* cuGraphExecUpdate: cuda.h maps it to cuGraphExecUpdate_v2.
 * Must belong to the binding's device: hGraphExec (graph_exec), hGraph (graph).
 * Handles inside resultInfo: errorNode (graph_node), errorFromNode (graph_node).
 * Writes through: resultInfo.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecUpdate(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    const bd_call_t bd_call = {"cuGraphExecUpdate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecUpdate(hGraphExec, hGraph, resultInfo);
    return bd_result;
}

static inline CUresult bd_cuGraphExecUpdate(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    return bd_checked_cuGraphExecUpdate("(address taken)", 0, bd, hGraphExec, hGraph, resultInfo);
}
#define bd_cuGraphExecUpdate(bd, hGraphExec, hGraph, resultInfo) bd_checked_cuGraphExecUpdate(__FILE__, __LINE__, bd, hGraphExec, hGraph, resultInfo)
#else
static inline CUresult bd_cuGraphExecUpdate(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecUpdate(hGraphExec, hGraph, resultInfo);
}
#endif

/* cuGraphKernelNodeCopyAttributes.
 * Must belong to the binding's device: dst (graph_node), src (graph_node).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphKernelNodeCopyAttributes(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode dst, CUgraphNode src)
{
    const bd_call_t bd_call = {"cuGraphKernelNodeCopyAttributes", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphKernelNodeCopyAttributes(dst, src);
    return bd_result;
}

static inline CUresult bd_cuGraphKernelNodeCopyAttributes(bound_dev_t *bd, CUgraphNode dst, CUgraphNode src)
{
    return bd_checked_cuGraphKernelNodeCopyAttributes("(address taken)", 0, bd, dst, src);
}
#define bd_cuGraphKernelNodeCopyAttributes(bd, dst, src) bd_checked_cuGraphKernelNodeCopyAttributes(__FILE__, __LINE__, bd, dst, src)
#else
static inline CUresult bd_cuGraphKernelNodeCopyAttributes(bound_dev_t *bd, CUgraphNode dst, CUgraphNode src)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphKernelNodeCopyAttributes(dst, src);
}
#endif

/* cuGraphKernelNodeGetAttribute.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside value_out: programmaticEvent.event (event), launchCompletionEvent.event (event).
 * Writes through: value_out.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphKernelNodeGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    const bd_call_t bd_call = {"cuGraphKernelNodeGetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphKernelNodeGetAttribute(hNode, attr, value_out);
    return bd_result;
}

static inline CUresult bd_cuGraphKernelNodeGetAttribute(bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    return bd_checked_cuGraphKernelNodeGetAttribute("(address taken)", 0, bd, hNode, attr, value_out);
}
#define bd_cuGraphKernelNodeGetAttribute(bd, hNode, attr, value_out) bd_checked_cuGraphKernelNodeGetAttribute(__FILE__, __LINE__, bd, hNode, attr, value_out)
#else
static inline CUresult bd_cuGraphKernelNodeGetAttribute(bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue *value_out)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphKernelNodeGetAttribute(hNode, attr, value_out);
}
#endif

/* cuGraphKernelNodeSetAttribute.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside value: programmaticEvent.event (event), launchCompletionEvent.event (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphKernelNodeSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    const bd_call_t bd_call = {"cuGraphKernelNodeSetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphKernelNodeSetAttribute(hNode, attr, value);
    return bd_result;
}

static inline CUresult bd_cuGraphKernelNodeSetAttribute(bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    return bd_checked_cuGraphKernelNodeSetAttribute("(address taken)", 0, bd, hNode, attr, value);
}
#define bd_cuGraphKernelNodeSetAttribute(bd, hNode, attr, value) bd_checked_cuGraphKernelNodeSetAttribute(__FILE__, __LINE__, bd, hNode, attr, value)
#else
static inline CUresult bd_cuGraphKernelNodeSetAttribute(bound_dev_t *bd, CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue *value)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphKernelNodeSetAttribute(hNode, attr, value);
}
#endif

/* cuGraphDebugDotPrint.
 * Must belong to the binding's device: hGraph (graph).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphDebugDotPrint(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph hGraph, const char *path, unsigned int flags)
{
    const bd_call_t bd_call = {"cuGraphDebugDotPrint", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphDebugDotPrint(hGraph, path, flags);
    return bd_result;
}

static inline CUresult bd_cuGraphDebugDotPrint(bound_dev_t *bd, CUgraph hGraph, const char *path, unsigned int flags)
{
    return bd_checked_cuGraphDebugDotPrint("(address taken)", 0, bd, hGraph, path, flags);
}
#define bd_cuGraphDebugDotPrint(bd, hGraph, path, flags) bd_checked_cuGraphDebugDotPrint(__FILE__, __LINE__, bd, hGraph, path, flags)
#else
static inline CUresult bd_cuGraphDebugDotPrint(bound_dev_t *bd, CUgraph hGraph, const char *path, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphDebugDotPrint(hGraph, path, flags);
}
#endif

/* cuUserObjectCreate.
 * Creates: object_out.
 * Writes through: ptr.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuUserObjectCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    const bd_call_t bd_call = {"cuUserObjectCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags);
    return bd_result;
}

static inline CUresult bd_cuUserObjectCreate(bound_dev_t *bd, CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    return bd_checked_cuUserObjectCreate("(address taken)", 0, bd, object_out, ptr, destroy, initialRefcount, flags);
}
#define bd_cuUserObjectCreate(bd, object_out, ptr, destroy, initialRefcount, flags) bd_checked_cuUserObjectCreate(__FILE__, __LINE__, bd, object_out, ptr, destroy, initialRefcount, flags)
#else
static inline CUresult bd_cuUserObjectCreate(bound_dev_t *bd, CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags);
}
#endif

/* cuUserObjectRetain.
 * Must belong to the binding's device: object (user_object).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuUserObjectRetain(const char *bd_file, int bd_line, bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    const bd_call_t bd_call = {"cuUserObjectRetain", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuUserObjectRetain(object, count);
    return bd_result;
}

static inline CUresult bd_cuUserObjectRetain(bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    return bd_checked_cuUserObjectRetain("(address taken)", 0, bd, object, count);
}
#define bd_cuUserObjectRetain(bd, object, count) bd_checked_cuUserObjectRetain(__FILE__, __LINE__, bd, object, count)
#else
static inline CUresult bd_cuUserObjectRetain(bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuUserObjectRetain(object, count);
}
#endif

/* cuUserObjectRelease.
 * Must belong to the binding's device: object (user_object).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuUserObjectRelease(const char *bd_file, int bd_line, bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    const bd_call_t bd_call = {"cuUserObjectRelease", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuUserObjectRelease(object, count);
    return bd_result;
}

static inline CUresult bd_cuUserObjectRelease(bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    return bd_checked_cuUserObjectRelease("(address taken)", 0, bd, object, count);
}
#define bd_cuUserObjectRelease(bd, object, count) bd_checked_cuUserObjectRelease(__FILE__, __LINE__, bd, object, count)
#else
static inline CUresult bd_cuUserObjectRelease(bound_dev_t *bd, CUuserObject object, unsigned int count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuUserObjectRelease(object, count);
}
#endif

/* cuGraphRetainUserObject.
 * Must belong to the binding's device: graph (graph), object (user_object).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphRetainUserObject(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    const bd_call_t bd_call = {"cuGraphRetainUserObject", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphRetainUserObject(graph, object, count, flags);
    return bd_result;
}

static inline CUresult bd_cuGraphRetainUserObject(bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    return bd_checked_cuGraphRetainUserObject("(address taken)", 0, bd, graph, object, count, flags);
}
#define bd_cuGraphRetainUserObject(bd, graph, object, count, flags) bd_checked_cuGraphRetainUserObject(__FILE__, __LINE__, bd, graph, object, count, flags)
#else
static inline CUresult bd_cuGraphRetainUserObject(bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphRetainUserObject(graph, object, count, flags);
}
#endif

/* cuGraphReleaseUserObject.
 * Must belong to the binding's device: graph (graph), object (user_object).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphReleaseUserObject(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count)
{
    const bd_call_t bd_call = {"cuGraphReleaseUserObject", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"graph", BD_KIND_GRAPH, BD_HANDLE_VALUE(graph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphReleaseUserObject(graph, object, count);
    return bd_result;
}

static inline CUresult bd_cuGraphReleaseUserObject(bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count)
{
    return bd_checked_cuGraphReleaseUserObject("(address taken)", 0, bd, graph, object, count);
}
#define bd_cuGraphReleaseUserObject(bd, graph, object, count) bd_checked_cuGraphReleaseUserObject(__FILE__, __LINE__, bd, graph, object, count)
#else
static inline CUresult bd_cuGraphReleaseUserObject(bound_dev_t *bd, CUgraph graph, CUuserObject object, unsigned int count)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphReleaseUserObject(graph, object, count);
}
#endif

/* cuGraphAddNode: cuda.h maps it to cuGraphAddNode_v2.
 * Creates: phGraphNode.
 * Must belong to the binding's device: hGraph (graph), dependencies (graph_node).
 * Handles inside nodeParams: kernel.func (function), kernel.kern (kernel), kernel.ctx (context), memcpy.copyCtx (context), memcpy.copyParams.srcDevice (device_pointer), memcpy.copyParams.srcArray (array), memcpy.copyParams.dstDevice (device_pointer), memcpy.copyParams.dstArray (array), memset.dst (device_pointer), memset.ctx (context), graph.graph (graph), eventWait.event (event), eventRecord.event (event), extSemSignal.extSemArray (external_semaphore), extSemWait.extSemArray (external_semaphore), alloc.dptr (device_pointer), free.dptr (device_pointer), memOp.ctx (context), conditional.handle (graph_conditional), conditional.phGraph_out (graph), conditional.ctx (context).
 * Writes through: nodeParams.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphAddNode(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphAddNode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphAddNode(phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphAddNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    return bd_checked_cuGraphAddNode("(address taken)", 0, bd, phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams);
}
#define bd_cuGraphAddNode(bd, phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams) bd_checked_cuGraphAddNode(__FILE__, __LINE__, bd, phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams)
#else
static inline CUresult bd_cuGraphAddNode(bound_dev_t *bd, CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphAddNode(phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams);
}
#endif

/* cuGraphNodeSetParams.
 * Must belong to the binding's device: hNode (graph_node).
 * Handles inside nodeParams: kernel.func (function), kernel.kern (kernel), kernel.ctx (context), memcpy.copyCtx (context), memcpy.copyParams.srcDevice (device_pointer), memcpy.copyParams.srcArray (array), memcpy.copyParams.dstDevice (device_pointer), memcpy.copyParams.dstArray (array), memset.dst (device_pointer), memset.ctx (context), graph.graph (graph), eventWait.event (event), eventRecord.event (event), extSemSignal.extSemArray (external_semaphore), extSemWait.extSemArray (external_semaphore), alloc.dptr (device_pointer), free.dptr (device_pointer), memOp.ctx (context), conditional.handle (graph_conditional), conditional.phGraph_out (graph), conditional.ctx (context).
 * Writes through: nodeParams.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphNodeSetParams(hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    return bd_checked_cuGraphNodeSetParams("(address taken)", 0, bd, hNode, nodeParams);
}
#define bd_cuGraphNodeSetParams(bd, hNode, nodeParams) bd_checked_cuGraphNodeSetParams(__FILE__, __LINE__, bd, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphNodeSetParams(bound_dev_t *bd, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphNodeSetParams(hNode, nodeParams);
}
#endif

/* cuGraphExecNodeSetParams.
 * Must belong to the binding's device: hGraphExec (graph_exec), hNode (graph_node).
 * Handles inside nodeParams: kernel.func (function), kernel.kern (kernel), kernel.ctx (context), memcpy.copyCtx (context), memcpy.copyParams.srcDevice (device_pointer), memcpy.copyParams.srcArray (array), memcpy.copyParams.dstDevice (device_pointer), memcpy.copyParams.dstArray (array), memset.dst (device_pointer), memset.ctx (context), graph.graph (graph), eventWait.event (event), eventRecord.event (event), extSemSignal.extSemArray (external_semaphore), extSemWait.extSemArray (external_semaphore), alloc.dptr (device_pointer), free.dptr (device_pointer), memOp.ctx (context), conditional.handle (graph_conditional), conditional.phGraph_out (graph), conditional.ctx (context).
 * Writes through: nodeParams.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphExecNodeSetParams(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    const bd_call_t bd_call = {"cuGraphExecNodeSetParams", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraphExec", BD_KIND_GRAPH_EXEC, BD_HANDLE_VALUE(hGraphExec)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphExecNodeSetParams(hGraphExec, hNode, nodeParams);
    return bd_result;
}

static inline CUresult bd_cuGraphExecNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    return bd_checked_cuGraphExecNodeSetParams("(address taken)", 0, bd, hGraphExec, hNode, nodeParams);
}
#define bd_cuGraphExecNodeSetParams(bd, hGraphExec, hNode, nodeParams) bd_checked_cuGraphExecNodeSetParams(__FILE__, __LINE__, bd, hGraphExec, hNode, nodeParams)
#else
static inline CUresult bd_cuGraphExecNodeSetParams(bound_dev_t *bd, CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphExecNodeSetParams(hGraphExec, hNode, nodeParams);
}
#endif

/* cuGraphConditionalHandleCreate.
 * Creates: pHandle_out.
 * Must belong to the binding's device: hGraph (graph), ctx (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphConditionalHandleCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    const bd_call_t bd_call = {"cuGraphConditionalHandleCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hGraph", BD_KIND_GRAPH, BD_HANDLE_VALUE(hGraph)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphConditionalHandleCreate(pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
    return bd_result;
}

static inline CUresult bd_cuGraphConditionalHandleCreate(bound_dev_t *bd, CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    return bd_checked_cuGraphConditionalHandleCreate("(address taken)", 0, bd, pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
}
#define bd_cuGraphConditionalHandleCreate(bd, pHandle_out, hGraph, ctx, defaultLaunchValue, flags) bd_checked_cuGraphConditionalHandleCreate(__FILE__, __LINE__, bd, pHandle_out, hGraph, ctx, defaultLaunchValue, flags)
#else
static inline CUresult bd_cuGraphConditionalHandleCreate(bound_dev_t *bd, CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphConditionalHandleCreate(pHandle_out, hGraph, ctx, defaultLaunchValue, flags);
}
#endif

/* cuOccupancyMaxActiveBlocksPerMultiprocessor.
 * Must belong to the binding's device: func (function).
 * Writes through: numBlocks.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuOccupancyMaxActiveBlocksPerMultiprocessor(const char *bd_file, int bd_line, bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    const bd_call_t bd_call = {"cuOccupancyMaxActiveBlocksPerMultiprocessor", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize);
    return bd_result;
}

static inline CUresult bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    return bd_checked_cuOccupancyMaxActiveBlocksPerMultiprocessor("(address taken)", 0, bd, numBlocks, func, blockSize, dynamicSMemSize);
}
#define bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bd, numBlocks, func, blockSize, dynamicSMemSize) bd_checked_cuOccupancyMaxActiveBlocksPerMultiprocessor(__FILE__, __LINE__, bd, numBlocks, func, blockSize, dynamicSMemSize)
#else
static inline CUresult bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize);
}
#endif

/* cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags.
 * Must belong to the binding's device: func (function).
 * Writes through: numBlocks.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(const char *bd_file, int bd_line, bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    const bd_call_t bd_call = {"cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags);
    return bd_result;
}

static inline CUresult bd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    return bd_checked_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags("(address taken)", 0, bd, numBlocks, func, blockSize, dynamicSMemSize, flags);
}
#define bd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bd, numBlocks, func, blockSize, dynamicSMemSize, flags) bd_checked_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(__FILE__, __LINE__, bd, numBlocks, func, blockSize, dynamicSMemSize, flags)
#else
static inline CUresult bd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bound_dev_t *bd, int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags);
}
#endif

/* cuOccupancyMaxPotentialBlockSize.
 * Must belong to the binding's device: func (function).
 * Writes through: minGridSize, blockSize.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuOccupancyMaxPotentialBlockSize(const char *bd_file, int bd_line, bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit)
{
    const bd_call_t bd_call = {"cuOccupancyMaxPotentialBlockSize", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuOccupancyMaxPotentialBlockSize(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit);
    return bd_result;
}

static inline CUresult bd_cuOccupancyMaxPotentialBlockSize(bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit)
{
    return bd_checked_cuOccupancyMaxPotentialBlockSize("(address taken)", 0, bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit);
}
#define bd_cuOccupancyMaxPotentialBlockSize(bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit) bd_checked_cuOccupancyMaxPotentialBlockSize(__FILE__, __LINE__, bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit)
#else
static inline CUresult bd_cuOccupancyMaxPotentialBlockSize(bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxPotentialBlockSize(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit);
}
#endif

/* cuOccupancyMaxPotentialBlockSizeWithFlags.
 * Must belong to the binding's device: func (function).
 * Writes through: minGridSize, blockSize.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuOccupancyMaxPotentialBlockSizeWithFlags(const char *bd_file, int bd_line, bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    const bd_call_t bd_call = {"cuOccupancyMaxPotentialBlockSizeWithFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags);
    return bd_result;
}

static inline CUresult bd_cuOccupancyMaxPotentialBlockSizeWithFlags(bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    return bd_checked_cuOccupancyMaxPotentialBlockSizeWithFlags("(address taken)", 0, bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags);
}
#define bd_cuOccupancyMaxPotentialBlockSizeWithFlags(bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags) bd_checked_cuOccupancyMaxPotentialBlockSizeWithFlags(__FILE__, __LINE__, bd, minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags)
#else
static inline CUresult bd_cuOccupancyMaxPotentialBlockSizeWithFlags(bound_dev_t *bd, int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, dynamicSMemSize, blockSizeLimit, flags);
}
#endif

/* cuOccupancyAvailableDynamicSMemPerBlock.
 * Must belong to the binding's device: func (function).
 * Writes through: dynamicSmemSize.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuOccupancyAvailableDynamicSMemPerBlock(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    const bd_call_t bd_call = {"cuOccupancyAvailableDynamicSMemPerBlock", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize);
    return bd_result;
}

static inline CUresult bd_cuOccupancyAvailableDynamicSMemPerBlock(bound_dev_t *bd, size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    return bd_checked_cuOccupancyAvailableDynamicSMemPerBlock("(address taken)", 0, bd, dynamicSmemSize, func, numBlocks, blockSize);
}
#define bd_cuOccupancyAvailableDynamicSMemPerBlock(bd, dynamicSmemSize, func, numBlocks, blockSize) bd_checked_cuOccupancyAvailableDynamicSMemPerBlock(__FILE__, __LINE__, bd, dynamicSmemSize, func, numBlocks, blockSize)
#else
static inline CUresult bd_cuOccupancyAvailableDynamicSMemPerBlock(bound_dev_t *bd, size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize);
}
#endif

/* cuOccupancyMaxPotentialClusterSize.
 * Must belong to the binding's device: func (function).
 * Handles inside config: hStream (stream).
 * Writes through: clusterSize.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuOccupancyMaxPotentialClusterSize(const char *bd_file, int bd_line, bound_dev_t *bd, int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    const bd_call_t bd_call = {"cuOccupancyMaxPotentialClusterSize", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (bd_rc == CUDA_SUCCESS && config != NULL && (1))
        bd_rc = bd_check_handle(bd, &bd_call, "config->hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(config->hStream));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuOccupancyMaxPotentialClusterSize(clusterSize, func, config);
    return bd_result;
}

static inline CUresult bd_cuOccupancyMaxPotentialClusterSize(bound_dev_t *bd, int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    return bd_checked_cuOccupancyMaxPotentialClusterSize("(address taken)", 0, bd, clusterSize, func, config);
}
#define bd_cuOccupancyMaxPotentialClusterSize(bd, clusterSize, func, config) bd_checked_cuOccupancyMaxPotentialClusterSize(__FILE__, __LINE__, bd, clusterSize, func, config)
#else
static inline CUresult bd_cuOccupancyMaxPotentialClusterSize(bound_dev_t *bd, int *clusterSize, CUfunction func, const CUlaunchConfig *config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxPotentialClusterSize(clusterSize, func, config);
}
#endif

/* cuOccupancyMaxActiveClusters.
 * Must belong to the binding's device: func (function).
 * Handles inside config: hStream (stream).
 * Writes through: numClusters.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuOccupancyMaxActiveClusters(const char *bd_file, int bd_line, bound_dev_t *bd, int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    const bd_call_t bd_call = {"cuOccupancyMaxActiveClusters", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"func", BD_KIND_FUNCTION, BD_HANDLE_VALUE(func)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (bd_rc == CUDA_SUCCESS && config != NULL && (1))
        bd_rc = bd_check_handle(bd, &bd_call, "config->hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(config->hStream));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuOccupancyMaxActiveClusters(numClusters, func, config);
    return bd_result;
}

static inline CUresult bd_cuOccupancyMaxActiveClusters(bound_dev_t *bd, int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    return bd_checked_cuOccupancyMaxActiveClusters("(address taken)", 0, bd, numClusters, func, config);
}
#define bd_cuOccupancyMaxActiveClusters(bd, numClusters, func, config) bd_checked_cuOccupancyMaxActiveClusters(__FILE__, __LINE__, bd, numClusters, func, config)
#else
static inline CUresult bd_cuOccupancyMaxActiveClusters(bound_dev_t *bd, int *numClusters, CUfunction func, const CUlaunchConfig *config)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuOccupancyMaxActiveClusters(numClusters, func, config);
}
#endif

/* cuTexRefSetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), hArray (array).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuTexRefSetArray", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetArray(hTexRef, hArray, Flags);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetArray(bound_dev_t *bd, CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    return bd_checked_cuTexRefSetArray("(address taken)", 0, bd, hTexRef, hArray, Flags);
}
#define bd_cuTexRefSetArray(bd, hTexRef, hArray, Flags) bd_checked_cuTexRefSetArray(__FILE__, __LINE__, bd, hTexRef, hArray, Flags)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetArray(bound_dev_t *bd, CUtexref hTexRef, CUarray hArray, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetArray(hTexRef, hArray, Flags);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetMipmappedArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), hMipmappedArray (mipmapped_array).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuTexRefSetMipmappedArray", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hMipmappedArray", BD_KIND_MIPMAPPED_ARRAY, BD_HANDLE_VALUE(hMipmappedArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetMipmappedArray(hTexRef, hMipmappedArray, Flags);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmappedArray(bound_dev_t *bd, CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    return bd_checked_cuTexRefSetMipmappedArray("(address taken)", 0, bd, hTexRef, hMipmappedArray, Flags);
}
#define bd_cuTexRefSetMipmappedArray(bd, hTexRef, hMipmappedArray, Flags) bd_checked_cuTexRefSetMipmappedArray(__FILE__, __LINE__, bd, hTexRef, hMipmappedArray, Flags)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmappedArray(bound_dev_t *bd, CUtexref hTexRef, CUmipmappedArray hMipmappedArray, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetMipmappedArray(hTexRef, hMipmappedArray, Flags);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetAddress: cuda.h maps it to cuTexRefSetAddress_v2.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), dptr (device_pointer).
 * Writes through: ByteOffset.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetAddress(const char *bd_file, int bd_line, bound_dev_t *bd, size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    const bd_call_t bd_call = {"cuTexRefSetAddress", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetAddress(ByteOffset, hTexRef, dptr, bytes);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetAddress(bound_dev_t *bd, size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    return bd_checked_cuTexRefSetAddress("(address taken)", 0, bd, ByteOffset, hTexRef, dptr, bytes);
}
#define bd_cuTexRefSetAddress(bd, ByteOffset, hTexRef, dptr, bytes) bd_checked_cuTexRefSetAddress(__FILE__, __LINE__, bd, ByteOffset, hTexRef, dptr, bytes)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetAddress(bound_dev_t *bd, size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetAddress(ByteOffset, hTexRef, dptr, bytes);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetAddress2D: cuda.h maps it to cuTexRefSetAddress2D_v3.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference), dptr (device_pointer).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetAddress2D(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    const bd_call_t bd_call = {"cuTexRefSetAddress2D", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"dptr", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetAddress2D(hTexRef, desc, dptr, Pitch);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetAddress2D(bound_dev_t *bd, CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    return bd_checked_cuTexRefSetAddress2D("(address taken)", 0, bd, hTexRef, desc, dptr, Pitch);
}
#define bd_cuTexRefSetAddress2D(bd, hTexRef, desc, dptr, Pitch) bd_checked_cuTexRefSetAddress2D(__FILE__, __LINE__, bd, hTexRef, desc, dptr, Pitch)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetAddress2D(bound_dev_t *bd, CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetAddress2D(hTexRef, desc, dptr, Pitch);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetFormat.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetFormat(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    const bd_call_t bd_call = {"cuTexRefSetFormat", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetFormat(hTexRef, fmt, NumPackedComponents);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetFormat(bound_dev_t *bd, CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    return bd_checked_cuTexRefSetFormat("(address taken)", 0, bd, hTexRef, fmt, NumPackedComponents);
}
#define bd_cuTexRefSetFormat(bd, hTexRef, fmt, NumPackedComponents) bd_checked_cuTexRefSetFormat(__FILE__, __LINE__, bd, hTexRef, fmt, NumPackedComponents)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetFormat(bound_dev_t *bd, CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetFormat(hTexRef, fmt, NumPackedComponents);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetAddressMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetAddressMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, int dim, CUaddress_mode am)
{
    const bd_call_t bd_call = {"cuTexRefSetAddressMode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetAddressMode(hTexRef, dim, am);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetAddressMode(bound_dev_t *bd, CUtexref hTexRef, int dim, CUaddress_mode am)
{
    return bd_checked_cuTexRefSetAddressMode("(address taken)", 0, bd, hTexRef, dim, am);
}
#define bd_cuTexRefSetAddressMode(bd, hTexRef, dim, am) bd_checked_cuTexRefSetAddressMode(__FILE__, __LINE__, bd, hTexRef, dim, am)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetAddressMode(bound_dev_t *bd, CUtexref hTexRef, int dim, CUaddress_mode am)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetAddressMode(hTexRef, dim, am);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetFilterMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    const bd_call_t bd_call = {"cuTexRefSetFilterMode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetFilterMode(hTexRef, fm);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetFilterMode(bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    return bd_checked_cuTexRefSetFilterMode("(address taken)", 0, bd, hTexRef, fm);
}
#define bd_cuTexRefSetFilterMode(bd, hTexRef, fm) bd_checked_cuTexRefSetFilterMode(__FILE__, __LINE__, bd, hTexRef, fm)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetFilterMode(bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetFilterMode(hTexRef, fm);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetMipmapFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetMipmapFilterMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    const bd_call_t bd_call = {"cuTexRefSetMipmapFilterMode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetMipmapFilterMode(hTexRef, fm);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmapFilterMode(bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    return bd_checked_cuTexRefSetMipmapFilterMode("(address taken)", 0, bd, hTexRef, fm);
}
#define bd_cuTexRefSetMipmapFilterMode(bd, hTexRef, fm) bd_checked_cuTexRefSetMipmapFilterMode(__FILE__, __LINE__, bd, hTexRef, fm)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmapFilterMode(bound_dev_t *bd, CUtexref hTexRef, CUfilter_mode fm)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetMipmapFilterMode(hTexRef, fm);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetMipmapLevelBias.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetMipmapLevelBias(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, float bias)
{
    const bd_call_t bd_call = {"cuTexRefSetMipmapLevelBias", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetMipmapLevelBias(hTexRef, bias);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmapLevelBias(bound_dev_t *bd, CUtexref hTexRef, float bias)
{
    return bd_checked_cuTexRefSetMipmapLevelBias("(address taken)", 0, bd, hTexRef, bias);
}
#define bd_cuTexRefSetMipmapLevelBias(bd, hTexRef, bias) bd_checked_cuTexRefSetMipmapLevelBias(__FILE__, __LINE__, bd, hTexRef, bias)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmapLevelBias(bound_dev_t *bd, CUtexref hTexRef, float bias)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetMipmapLevelBias(hTexRef, bias);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetMipmapLevelClamp.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetMipmapLevelClamp(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    const bd_call_t bd_call = {"cuTexRefSetMipmapLevelClamp", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetMipmapLevelClamp(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmapLevelClamp(bound_dev_t *bd, CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    return bd_checked_cuTexRefSetMipmapLevelClamp("(address taken)", 0, bd, hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp);
}
#define bd_cuTexRefSetMipmapLevelClamp(bd, hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp) bd_checked_cuTexRefSetMipmapLevelClamp(__FILE__, __LINE__, bd, hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMipmapLevelClamp(bound_dev_t *bd, CUtexref hTexRef, float minMipmapLevelClamp, float maxMipmapLevelClamp)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetMipmapLevelClamp(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetMaxAnisotropy.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetMaxAnisotropy(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, unsigned int maxAniso)
{
    const bd_call_t bd_call = {"cuTexRefSetMaxAnisotropy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetMaxAnisotropy(hTexRef, maxAniso);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMaxAnisotropy(bound_dev_t *bd, CUtexref hTexRef, unsigned int maxAniso)
{
    return bd_checked_cuTexRefSetMaxAnisotropy("(address taken)", 0, bd, hTexRef, maxAniso);
}
#define bd_cuTexRefSetMaxAnisotropy(bd, hTexRef, maxAniso) bd_checked_cuTexRefSetMaxAnisotropy(__FILE__, __LINE__, bd, hTexRef, maxAniso)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetMaxAnisotropy(bound_dev_t *bd, CUtexref hTexRef, unsigned int maxAniso)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetMaxAnisotropy(hTexRef, maxAniso);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetBorderColor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pBorderColor.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetBorderColor(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, float *pBorderColor)
{
    const bd_call_t bd_call = {"cuTexRefSetBorderColor", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetBorderColor(hTexRef, pBorderColor);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetBorderColor(bound_dev_t *bd, CUtexref hTexRef, float *pBorderColor)
{
    return bd_checked_cuTexRefSetBorderColor("(address taken)", 0, bd, hTexRef, pBorderColor);
}
#define bd_cuTexRefSetBorderColor(bd, hTexRef, pBorderColor) bd_checked_cuTexRefSetBorderColor(__FILE__, __LINE__, bd, hTexRef, pBorderColor)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetBorderColor(bound_dev_t *bd, CUtexref hTexRef, float *pBorderColor)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetBorderColor(hTexRef, pBorderColor);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefSetFlags.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefSetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuTexRefSetFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefSetFlags(hTexRef, Flags);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefSetFlags(bound_dev_t *bd, CUtexref hTexRef, unsigned int Flags)
{
    return bd_checked_cuTexRefSetFlags("(address taken)", 0, bd, hTexRef, Flags);
}
#define bd_cuTexRefSetFlags(bd, hTexRef, Flags) bd_checked_cuTexRefSetFlags(__FILE__, __LINE__, bd, hTexRef, Flags)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefSetFlags(bound_dev_t *bd, CUtexref hTexRef, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefSetFlags(hTexRef, Flags);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetAddress: cuda.h maps it to cuTexRefGetAddress_v2.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetAddress(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *pdptr, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefGetAddress", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetAddress(pdptr, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetAddress(bound_dev_t *bd, CUdeviceptr *pdptr, CUtexref hTexRef)
{
    return bd_checked_cuTexRefGetAddress("(address taken)", 0, bd, pdptr, hTexRef);
}
#define bd_cuTexRefGetAddress(bd, pdptr, hTexRef) bd_checked_cuTexRefGetAddress(__FILE__, __LINE__, bd, pdptr, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetAddress(bound_dev_t *bd, CUdeviceptr *pdptr, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetAddress(pdptr, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *phArray, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefGetArray", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetArray(phArray, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetArray(bound_dev_t *bd, CUarray *phArray, CUtexref hTexRef)
{
    return bd_checked_cuTexRefGetArray("(address taken)", 0, bd, phArray, hTexRef);
}
#define bd_cuTexRefGetArray(bd, phArray, hTexRef) bd_checked_cuTexRefGetArray(__FILE__, __LINE__, bd, phArray, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetArray(bound_dev_t *bd, CUarray *phArray, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetArray(phArray, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetMipmappedArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefGetMipmappedArray", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetMipmappedArray(phMipmappedArray, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmappedArray(bound_dev_t *bd, CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    return bd_checked_cuTexRefGetMipmappedArray("(address taken)", 0, bd, phMipmappedArray, hTexRef);
}
#define bd_cuTexRefGetMipmappedArray(bd, phMipmappedArray, hTexRef) bd_checked_cuTexRefGetMipmappedArray(__FILE__, __LINE__, bd, phMipmappedArray, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmappedArray(bound_dev_t *bd, CUmipmappedArray *phMipmappedArray, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetMipmappedArray(phMipmappedArray, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetAddressMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pam.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetAddressMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    const bd_call_t bd_call = {"cuTexRefGetAddressMode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetAddressMode(pam, hTexRef, dim);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetAddressMode(bound_dev_t *bd, CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    return bd_checked_cuTexRefGetAddressMode("(address taken)", 0, bd, pam, hTexRef, dim);
}
#define bd_cuTexRefGetAddressMode(bd, pam, hTexRef, dim) bd_checked_cuTexRefGetAddressMode(__FILE__, __LINE__, bd, pam, hTexRef, dim)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetAddressMode(bound_dev_t *bd, CUaddress_mode *pam, CUtexref hTexRef, int dim)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetAddressMode(pam, hTexRef, dim);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pfm.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetFilterMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefGetFilterMode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetFilterMode(pfm, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetFilterMode(bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    return bd_checked_cuTexRefGetFilterMode("(address taken)", 0, bd, pfm, hTexRef);
}
#define bd_cuTexRefGetFilterMode(bd, pfm, hTexRef) bd_checked_cuTexRefGetFilterMode(__FILE__, __LINE__, bd, pfm, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetFilterMode(bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetFilterMode(pfm, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetFormat.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pFormat, pNumChannels.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetFormat(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefGetFormat", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetFormat(pFormat, pNumChannels, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetFormat(bound_dev_t *bd, CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    return bd_checked_cuTexRefGetFormat("(address taken)", 0, bd, pFormat, pNumChannels, hTexRef);
}
#define bd_cuTexRefGetFormat(bd, pFormat, pNumChannels, hTexRef) bd_checked_cuTexRefGetFormat(__FILE__, __LINE__, bd, pFormat, pNumChannels, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetFormat(bound_dev_t *bd, CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetFormat(pFormat, pNumChannels, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetMipmapFilterMode.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pfm.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetMipmapFilterMode(const char *bd_file, int bd_line, bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefGetMipmapFilterMode", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetMipmapFilterMode(pfm, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmapFilterMode(bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    return bd_checked_cuTexRefGetMipmapFilterMode("(address taken)", 0, bd, pfm, hTexRef);
}
#define bd_cuTexRefGetMipmapFilterMode(bd, pfm, hTexRef) bd_checked_cuTexRefGetMipmapFilterMode(__FILE__, __LINE__, bd, pfm, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmapFilterMode(bound_dev_t *bd, CUfilter_mode *pfm, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetMipmapFilterMode(pfm, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetMipmapLevelBias.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pbias.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetMipmapLevelBias(const char *bd_file, int bd_line, bound_dev_t *bd, float *pbias, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefGetMipmapLevelBias", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetMipmapLevelBias(pbias, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmapLevelBias(bound_dev_t *bd, float *pbias, CUtexref hTexRef)
{
    return bd_checked_cuTexRefGetMipmapLevelBias("(address taken)", 0, bd, pbias, hTexRef);
}
#define bd_cuTexRefGetMipmapLevelBias(bd, pbias, hTexRef) bd_checked_cuTexRefGetMipmapLevelBias(__FILE__, __LINE__, bd, pbias, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmapLevelBias(bound_dev_t *bd, float *pbias, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetMipmapLevelBias(pbias, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetMipmapLevelClamp.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pminMipmapLevelClamp, pmaxMipmapLevelClamp.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetMipmapLevelClamp(const char *bd_file, int bd_line, bound_dev_t *bd, float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefGetMipmapLevelClamp", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetMipmapLevelClamp(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmapLevelClamp(bound_dev_t *bd, float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    return bd_checked_cuTexRefGetMipmapLevelClamp("(address taken)", 0, bd, pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef);
}
#define bd_cuTexRefGetMipmapLevelClamp(bd, pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef) bd_checked_cuTexRefGetMipmapLevelClamp(__FILE__, __LINE__, bd, pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMipmapLevelClamp(bound_dev_t *bd, float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetMipmapLevelClamp(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetMaxAnisotropy.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pmaxAniso.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetMaxAnisotropy(const char *bd_file, int bd_line, bound_dev_t *bd, int *pmaxAniso, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefGetMaxAnisotropy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetMaxAnisotropy(pmaxAniso, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMaxAnisotropy(bound_dev_t *bd, int *pmaxAniso, CUtexref hTexRef)
{
    return bd_checked_cuTexRefGetMaxAnisotropy("(address taken)", 0, bd, pmaxAniso, hTexRef);
}
#define bd_cuTexRefGetMaxAnisotropy(bd, pmaxAniso, hTexRef) bd_checked_cuTexRefGetMaxAnisotropy(__FILE__, __LINE__, bd, pmaxAniso, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetMaxAnisotropy(bound_dev_t *bd, int *pmaxAniso, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetMaxAnisotropy(pmaxAniso, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetBorderColor.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pBorderColor.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetBorderColor(const char *bd_file, int bd_line, bound_dev_t *bd, float *pBorderColor, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefGetBorderColor", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetBorderColor(pBorderColor, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetBorderColor(bound_dev_t *bd, float *pBorderColor, CUtexref hTexRef)
{
    return bd_checked_cuTexRefGetBorderColor("(address taken)", 0, bd, pBorderColor, hTexRef);
}
#define bd_cuTexRefGetBorderColor(bd, pBorderColor, hTexRef) bd_checked_cuTexRefGetBorderColor(__FILE__, __LINE__, bd, pBorderColor, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetBorderColor(bound_dev_t *bd, float *pBorderColor, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetBorderColor(pBorderColor, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefGetFlags.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hTexRef (texture_reference).
 * Writes through: pFlags.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefGetFlags(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int *pFlags, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefGetFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefGetFlags(pFlags, hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefGetFlags(bound_dev_t *bd, unsigned int *pFlags, CUtexref hTexRef)
{
    return bd_checked_cuTexRefGetFlags("(address taken)", 0, bd, pFlags, hTexRef);
}
#define bd_cuTexRefGetFlags(bd, pFlags, hTexRef) bd_checked_cuTexRefGetFlags(__FILE__, __LINE__, bd, pFlags, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefGetFlags(bound_dev_t *bd, unsigned int *pFlags, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefGetFlags(pFlags, hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefCreate.
 * Deprecated in CUDA.
 * Creates: pTexRef.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref *pTexRef)
{
    const bd_call_t bd_call = {"cuTexRefCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefCreate(pTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefCreate(bound_dev_t *bd, CUtexref *pTexRef)
{
    return bd_checked_cuTexRefCreate("(address taken)", 0, bd, pTexRef);
}
#define bd_cuTexRefCreate(bd, pTexRef) bd_checked_cuTexRefCreate(__FILE__, __LINE__, bd, pTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefCreate(bound_dev_t *bd, CUtexref *pTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefCreate(pTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexRefDestroy.
 * Deprecated in CUDA.
 * Destroys: hTexRef.
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuTexRefDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexref hTexRef)
{
    const bd_call_t bd_call = {"cuTexRefDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexRefDestroy(hTexRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuTexRefDestroy(bound_dev_t *bd, CUtexref hTexRef)
{
    return bd_checked_cuTexRefDestroy("(address taken)", 0, bd, hTexRef);
}
#define bd_cuTexRefDestroy(bd, hTexRef) bd_checked_cuTexRefDestroy(__FILE__, __LINE__, bd, hTexRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuTexRefDestroy(bound_dev_t *bd, CUtexref hTexRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexRefDestroy(hTexRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuSurfRefSetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hSurfRef (surface_reference), hArray (array).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuSurfRefSetArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuSurfRefSetArray", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hArray", BD_KIND_ARRAY, BD_HANDLE_VALUE(hArray)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuSurfRefSetArray(hSurfRef, hArray, Flags);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuSurfRefSetArray(bound_dev_t *bd, CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    return bd_checked_cuSurfRefSetArray("(address taken)", 0, bd, hSurfRef, hArray, Flags);
}
#define bd_cuSurfRefSetArray(bd, hSurfRef, hArray, Flags) bd_checked_cuSurfRefSetArray(__FILE__, __LINE__, bd, hSurfRef, hArray, Flags)
#else
BD_DEPRECATED
static inline CUresult bd_cuSurfRefSetArray(bound_dev_t *bd, CUsurfref hSurfRef, CUarray hArray, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSurfRefSetArray(hSurfRef, hArray, Flags);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuSurfRefGetArray.
 * Deprecated in CUDA.
 * Must belong to the binding's device: hSurfRef (surface_reference).
 */
BD_SUPPRESS_DEPRECATED_BEGIN
#if CUBOUND_CHECKS
BD_DEPRECATED
static inline CUresult bd_checked_cuSurfRefGetArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *phArray, CUsurfref hSurfRef)
{
    const bd_call_t bd_call = {"cuSurfRefGetArray", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuSurfRefGetArray(phArray, hSurfRef);
    return bd_result;
}

BD_DEPRECATED
static inline CUresult bd_cuSurfRefGetArray(bound_dev_t *bd, CUarray *phArray, CUsurfref hSurfRef)
{
    return bd_checked_cuSurfRefGetArray("(address taken)", 0, bd, phArray, hSurfRef);
}
#define bd_cuSurfRefGetArray(bd, phArray, hSurfRef) bd_checked_cuSurfRefGetArray(__FILE__, __LINE__, bd, phArray, hSurfRef)
#else
BD_DEPRECATED
static inline CUresult bd_cuSurfRefGetArray(bound_dev_t *bd, CUarray *phArray, CUsurfref hSurfRef)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSurfRefGetArray(phArray, hSurfRef);
}
#endif
BD_SUPPRESS_DEPRECATED_END

/* cuTexObjectCreate.
 * Creates: pTexObject.
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuTexObjectCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    const bd_call_t bd_call = {"cuTexObjectCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexObjectCreate(pTexObject, pResDesc, pTexDesc, pResViewDesc);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(*pTexObject), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuTexObjectCreate(bound_dev_t *bd, CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    return bd_checked_cuTexObjectCreate("(address taken)", 0, bd, pTexObject, pResDesc, pTexDesc, pResViewDesc);
}
#define bd_cuTexObjectCreate(bd, pTexObject, pResDesc, pTexDesc, pResViewDesc) bd_checked_cuTexObjectCreate(__FILE__, __LINE__, bd, pTexObject, pResDesc, pTexDesc, pResViewDesc)
#else
static inline CUresult bd_cuTexObjectCreate(bound_dev_t *bd, CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc, const CUDA_TEXTURE_DESC *pTexDesc, const CUDA_RESOURCE_VIEW_DESC *pResViewDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexObjectCreate(pTexObject, pResDesc, pTexDesc, pResViewDesc);
}
#endif

/* cuTexObjectDestroy.
 * Destroys: texObject.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuTexObjectDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUtexObject texObject)
{
    const bd_call_t bd_call = {"cuTexObjectDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexObjectDestroy(texObject);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject));
    }
    return bd_result;
}

static inline CUresult bd_cuTexObjectDestroy(bound_dev_t *bd, CUtexObject texObject)
{
    return bd_checked_cuTexObjectDestroy("(address taken)", 0, bd, texObject);
}
#define bd_cuTexObjectDestroy(bd, texObject) bd_checked_cuTexObjectDestroy(__FILE__, __LINE__, bd, texObject)
#else
static inline CUresult bd_cuTexObjectDestroy(bound_dev_t *bd, CUtexObject texObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexObjectDestroy(texObject);
}
#endif

/* cuTexObjectGetResourceDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 * Writes through: pResDesc.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuTexObjectGetResourceDesc(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    const bd_call_t bd_call = {"cuTexObjectGetResourceDesc", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexObjectGetResourceDesc(pResDesc, texObject);
    return bd_result;
}

static inline CUresult bd_cuTexObjectGetResourceDesc(bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    return bd_checked_cuTexObjectGetResourceDesc("(address taken)", 0, bd, pResDesc, texObject);
}
#define bd_cuTexObjectGetResourceDesc(bd, pResDesc, texObject) bd_checked_cuTexObjectGetResourceDesc(__FILE__, __LINE__, bd, pResDesc, texObject)
#else
static inline CUresult bd_cuTexObjectGetResourceDesc(bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexObjectGetResourceDesc(pResDesc, texObject);
}
#endif

/* cuTexObjectGetTextureDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Writes through: pTexDesc.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuTexObjectGetTextureDesc(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    const bd_call_t bd_call = {"cuTexObjectGetTextureDesc", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexObjectGetTextureDesc(pTexDesc, texObject);
    return bd_result;
}

static inline CUresult bd_cuTexObjectGetTextureDesc(bound_dev_t *bd, CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    return bd_checked_cuTexObjectGetTextureDesc("(address taken)", 0, bd, pTexDesc, texObject);
}
#define bd_cuTexObjectGetTextureDesc(bd, pTexDesc, texObject) bd_checked_cuTexObjectGetTextureDesc(__FILE__, __LINE__, bd, pTexDesc, texObject)
#else
static inline CUresult bd_cuTexObjectGetTextureDesc(bound_dev_t *bd, CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexObjectGetTextureDesc(pTexDesc, texObject);
}
#endif

/* cuTexObjectGetResourceViewDesc.
 * Must belong to the binding's device: texObject (texture_object).
 * Writes through: pResViewDesc.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuTexObjectGetResourceViewDesc(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    const bd_call_t bd_call = {"cuTexObjectGetResourceViewDesc", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"texObject", BD_KIND_TEXTURE_OBJECT, BD_HANDLE_VALUE(texObject)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuTexObjectGetResourceViewDesc(pResViewDesc, texObject);
    return bd_result;
}

static inline CUresult bd_cuTexObjectGetResourceViewDesc(bound_dev_t *bd, CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    return bd_checked_cuTexObjectGetResourceViewDesc("(address taken)", 0, bd, pResViewDesc, texObject);
}
#define bd_cuTexObjectGetResourceViewDesc(bd, pResViewDesc, texObject) bd_checked_cuTexObjectGetResourceViewDesc(__FILE__, __LINE__, bd, pResViewDesc, texObject)
#else
static inline CUresult bd_cuTexObjectGetResourceViewDesc(bound_dev_t *bd, CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuTexObjectGetResourceViewDesc(pResViewDesc, texObject);
}
#endif

/* cuSurfObjectCreate.
 * Creates: pSurfObject.
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuSurfObjectCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    const bd_call_t bd_call = {"cuSurfObjectCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuSurfObjectCreate(pSurfObject, pResDesc);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(*pSurfObject), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuSurfObjectCreate(bound_dev_t *bd, CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    return bd_checked_cuSurfObjectCreate("(address taken)", 0, bd, pSurfObject, pResDesc);
}
#define bd_cuSurfObjectCreate(bd, pSurfObject, pResDesc) bd_checked_cuSurfObjectCreate(__FILE__, __LINE__, bd, pSurfObject, pResDesc)
#else
static inline CUresult bd_cuSurfObjectCreate(bound_dev_t *bd, CUsurfObject *pSurfObject, const CUDA_RESOURCE_DESC *pResDesc)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSurfObjectCreate(pSurfObject, pResDesc);
}
#endif

/* cuSurfObjectDestroy.
 * Destroys: surfObject.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuSurfObjectDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUsurfObject surfObject)
{
    const bd_call_t bd_call = {"cuSurfObjectDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"surfObject", BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(surfObject)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuSurfObjectDestroy(surfObject);
    if (bd_result == CUDA_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(surfObject));
    }
    return bd_result;
}

static inline CUresult bd_cuSurfObjectDestroy(bound_dev_t *bd, CUsurfObject surfObject)
{
    return bd_checked_cuSurfObjectDestroy("(address taken)", 0, bd, surfObject);
}
#define bd_cuSurfObjectDestroy(bd, surfObject) bd_checked_cuSurfObjectDestroy(__FILE__, __LINE__, bd, surfObject)
#else
static inline CUresult bd_cuSurfObjectDestroy(bound_dev_t *bd, CUsurfObject surfObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSurfObjectDestroy(surfObject);
}
#endif

/* cuSurfObjectGetResourceDesc.
 * Must belong to the binding's device: surfObject (surface_object).
 * Handles inside pResDesc: res.array.hArray (array), res.mipmap.hMipmappedArray (mipmapped_array), res.linear.devPtr (device_pointer), res.pitch2D.devPtr (device_pointer).
 * Writes through: pResDesc.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuSurfObjectGetResourceDesc(const char *bd_file, int bd_line, bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    const bd_call_t bd_call = {"cuSurfObjectGetResourceDesc", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"surfObject", BD_KIND_SURFACE_OBJECT, BD_HANDLE_VALUE(surfObject)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuSurfObjectGetResourceDesc(pResDesc, surfObject);
    return bd_result;
}

static inline CUresult bd_cuSurfObjectGetResourceDesc(bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    return bd_checked_cuSurfObjectGetResourceDesc("(address taken)", 0, bd, pResDesc, surfObject);
}
#define bd_cuSurfObjectGetResourceDesc(bd, pResDesc, surfObject) bd_checked_cuSurfObjectGetResourceDesc(__FILE__, __LINE__, bd, pResDesc, surfObject)
#else
static inline CUresult bd_cuSurfObjectGetResourceDesc(bound_dev_t *bd, CUDA_RESOURCE_DESC *pResDesc, CUsurfObject surfObject)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuSurfObjectGetResourceDesc(pResDesc, surfObject);
}
#endif

/* cuCtxEnablePeerAccess.
 * Must belong to the binding's device: peerContext (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxEnablePeerAccess(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext peerContext, unsigned int Flags)
{
    const bd_call_t bd_call = {"cuCtxEnablePeerAccess", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxEnablePeerAccess(peerContext, Flags);
    return bd_result;
}

static inline CUresult bd_cuCtxEnablePeerAccess(bound_dev_t *bd, CUcontext peerContext, unsigned int Flags)
{
    return bd_checked_cuCtxEnablePeerAccess("(address taken)", 0, bd, peerContext, Flags);
}
#define bd_cuCtxEnablePeerAccess(bd, peerContext, Flags) bd_checked_cuCtxEnablePeerAccess(__FILE__, __LINE__, bd, peerContext, Flags)
#else
static inline CUresult bd_cuCtxEnablePeerAccess(bound_dev_t *bd, CUcontext peerContext, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxEnablePeerAccess(peerContext, Flags);
}
#endif

/* cuCtxDisablePeerAccess.
 * Must belong to the binding's device: peerContext (context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxDisablePeerAccess(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext peerContext)
{
    const bd_call_t bd_call = {"cuCtxDisablePeerAccess", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxDisablePeerAccess(peerContext);
    return bd_result;
}

static inline CUresult bd_cuCtxDisablePeerAccess(bound_dev_t *bd, CUcontext peerContext)
{
    return bd_checked_cuCtxDisablePeerAccess("(address taken)", 0, bd, peerContext);
}
#define bd_cuCtxDisablePeerAccess(bd, peerContext) bd_checked_cuCtxDisablePeerAccess(__FILE__, __LINE__, bd, peerContext)
#else
static inline CUresult bd_cuCtxDisablePeerAccess(bound_dev_t *bd, CUcontext peerContext)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxDisablePeerAccess(peerContext);
}
#endif

/* cuGraphicsUnregisterResource.
 * Destroys: resource.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphicsUnregisterResource(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphicsResource resource)
{
    const bd_call_t bd_call = {"cuGraphicsUnregisterResource", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphicsUnregisterResource(resource);
    return bd_result;
}

static inline CUresult bd_cuGraphicsUnregisterResource(bound_dev_t *bd, CUgraphicsResource resource)
{
    return bd_checked_cuGraphicsUnregisterResource("(address taken)", 0, bd, resource);
}
#define bd_cuGraphicsUnregisterResource(bd, resource) bd_checked_cuGraphicsUnregisterResource(__FILE__, __LINE__, bd, resource)
#else
static inline CUresult bd_cuGraphicsUnregisterResource(bound_dev_t *bd, CUgraphicsResource resource)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsUnregisterResource(resource);
}
#endif

/* cuGraphicsSubResourceGetMappedArray.
 * Must belong to the binding's device: resource (graphics_resource).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphicsSubResourceGetMappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    const bd_call_t bd_call = {"cuGraphicsSubResourceGetMappedArray", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphicsSubResourceGetMappedArray(pArray, resource, arrayIndex, mipLevel);
    return bd_result;
}

static inline CUresult bd_cuGraphicsSubResourceGetMappedArray(bound_dev_t *bd, CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    return bd_checked_cuGraphicsSubResourceGetMappedArray("(address taken)", 0, bd, pArray, resource, arrayIndex, mipLevel);
}
#define bd_cuGraphicsSubResourceGetMappedArray(bd, pArray, resource, arrayIndex, mipLevel) bd_checked_cuGraphicsSubResourceGetMappedArray(__FILE__, __LINE__, bd, pArray, resource, arrayIndex, mipLevel)
#else
static inline CUresult bd_cuGraphicsSubResourceGetMappedArray(bound_dev_t *bd, CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsSubResourceGetMappedArray(pArray, resource, arrayIndex, mipLevel);
}
#endif

/* cuGraphicsResourceGetMappedMipmappedArray.
 * Must belong to the binding's device: resource (graphics_resource).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphicsResourceGetMappedMipmappedArray(const char *bd_file, int bd_line, bound_dev_t *bd, CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    const bd_call_t bd_call = {"cuGraphicsResourceGetMappedMipmappedArray", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphicsResourceGetMappedMipmappedArray(pMipmappedArray, resource);
    return bd_result;
}

static inline CUresult bd_cuGraphicsResourceGetMappedMipmappedArray(bound_dev_t *bd, CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    return bd_checked_cuGraphicsResourceGetMappedMipmappedArray("(address taken)", 0, bd, pMipmappedArray, resource);
}
#define bd_cuGraphicsResourceGetMappedMipmappedArray(bd, pMipmappedArray, resource) bd_checked_cuGraphicsResourceGetMappedMipmappedArray(__FILE__, __LINE__, bd, pMipmappedArray, resource)
#else
static inline CUresult bd_cuGraphicsResourceGetMappedMipmappedArray(bound_dev_t *bd, CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsResourceGetMappedMipmappedArray(pMipmappedArray, resource);
}
#endif

/* cuGraphicsResourceGetMappedPointer: cuda.h maps it to cuGraphicsResourceGetMappedPointer_v2.
 * Must belong to the binding's device: resource (graphics_resource).
 * Writes through: pSize.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphicsResourceGetMappedPointer(const char *bd_file, int bd_line, bound_dev_t *bd, CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    const bd_call_t bd_call = {"cuGraphicsResourceGetMappedPointer", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphicsResourceGetMappedPointer(pDevPtr, pSize, resource);
    return bd_result;
}

static inline CUresult bd_cuGraphicsResourceGetMappedPointer(bound_dev_t *bd, CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    return bd_checked_cuGraphicsResourceGetMappedPointer("(address taken)", 0, bd, pDevPtr, pSize, resource);
}
#define bd_cuGraphicsResourceGetMappedPointer(bd, pDevPtr, pSize, resource) bd_checked_cuGraphicsResourceGetMappedPointer(__FILE__, __LINE__, bd, pDevPtr, pSize, resource)
#else
static inline CUresult bd_cuGraphicsResourceGetMappedPointer(bound_dev_t *bd, CUdeviceptr *pDevPtr, size_t *pSize, CUgraphicsResource resource)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsResourceGetMappedPointer(pDevPtr, pSize, resource);
}
#endif

/* cuGraphicsResourceSetMapFlags: cuda.h maps it to cuGraphicsResourceSetMapFlags_v2.
 * Must belong to the binding's device: resource (graphics_resource).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphicsResourceSetMapFlags(const char *bd_file, int bd_line, bound_dev_t *bd, CUgraphicsResource resource, unsigned int flags)
{
    const bd_call_t bd_call = {"cuGraphicsResourceSetMapFlags", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphicsResourceSetMapFlags(resource, flags);
    return bd_result;
}

static inline CUresult bd_cuGraphicsResourceSetMapFlags(bound_dev_t *bd, CUgraphicsResource resource, unsigned int flags)
{
    return bd_checked_cuGraphicsResourceSetMapFlags("(address taken)", 0, bd, resource, flags);
}
#define bd_cuGraphicsResourceSetMapFlags(bd, resource, flags) bd_checked_cuGraphicsResourceSetMapFlags(__FILE__, __LINE__, bd, resource, flags)
#else
static inline CUresult bd_cuGraphicsResourceSetMapFlags(bound_dev_t *bd, CUgraphicsResource resource, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsResourceSetMapFlags(resource, flags);
}
#endif

/* cuGraphicsMapResources (cuGraphicsMapResources_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphicsMapResources(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    const bd_call_t bd_call = {"cuGraphicsMapResources", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphicsMapResources(count, resources, hStream);
    return bd_result;
}

static inline CUresult bd_cuGraphicsMapResources(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    return bd_checked_cuGraphicsMapResources("(address taken)", 0, bd, count, resources, hStream);
}
#define bd_cuGraphicsMapResources(bd, count, resources, hStream) bd_checked_cuGraphicsMapResources(__FILE__, __LINE__, bd, count, resources, hStream)
#else
static inline CUresult bd_cuGraphicsMapResources(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsMapResources(count, resources, hStream);
}
#endif

/* cuGraphicsUnmapResources (cuGraphicsUnmapResources_ptsz with CUDA_API_PER_THREAD_DEFAULT_STREAM).
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGraphicsUnmapResources(const char *bd_file, int bd_line, bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    const bd_call_t bd_call = {"cuGraphicsUnmapResources", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGraphicsUnmapResources(count, resources, hStream);
    return bd_result;
}

static inline CUresult bd_cuGraphicsUnmapResources(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    return bd_checked_cuGraphicsUnmapResources("(address taken)", 0, bd, count, resources, hStream);
}
#define bd_cuGraphicsUnmapResources(bd, count, resources, hStream) bd_checked_cuGraphicsUnmapResources(__FILE__, __LINE__, bd, count, resources, hStream)
#else
static inline CUresult bd_cuGraphicsUnmapResources(bound_dev_t *bd, unsigned int count, CUgraphicsResource *resources, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGraphicsUnmapResources(count, resources, hStream);
}
#endif

/* cuCoredumpGetAttribute.
 * Writes through: value, size.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCoredumpGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    const bd_call_t bd_call = {"cuCoredumpGetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCoredumpGetAttribute(attrib, value, size);
    return bd_result;
}

static inline CUresult bd_cuCoredumpGetAttribute(bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    return bd_checked_cuCoredumpGetAttribute("(address taken)", 0, bd, attrib, value, size);
}
#define bd_cuCoredumpGetAttribute(bd, attrib, value, size) bd_checked_cuCoredumpGetAttribute(__FILE__, __LINE__, bd, attrib, value, size)
#else
static inline CUresult bd_cuCoredumpGetAttribute(bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCoredumpGetAttribute(attrib, value, size);
}
#endif

/* cuCoredumpSetAttribute.
 * Writes through: value, size.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCoredumpSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    const bd_call_t bd_call = {"cuCoredumpSetAttribute", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCoredumpSetAttribute(attrib, value, size);
    return bd_result;
}

static inline CUresult bd_cuCoredumpSetAttribute(bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    return bd_checked_cuCoredumpSetAttribute("(address taken)", 0, bd, attrib, value, size);
}
#define bd_cuCoredumpSetAttribute(bd, attrib, value, size) bd_checked_cuCoredumpSetAttribute(__FILE__, __LINE__, bd, attrib, value, size)
#else
static inline CUresult bd_cuCoredumpSetAttribute(bound_dev_t *bd, CUcoredumpSettings attrib, void *value, size_t *size)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCoredumpSetAttribute(attrib, value, size);
}
#endif

/* cuGreenCtxCreate.
 * Creates: phCtx.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGreenCtxCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    const bd_call_t bd_call = {"cuGreenCtxCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGreenCtxCreate(phCtx, desc, dev, flags);
    return bd_result;
}

static inline CUresult bd_cuGreenCtxCreate(bound_dev_t *bd, CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    return bd_checked_cuGreenCtxCreate("(address taken)", 0, bd, phCtx, desc, dev, flags);
}
#define bd_cuGreenCtxCreate(bd, phCtx, desc, dev, flags) bd_checked_cuGreenCtxCreate(__FILE__, __LINE__, bd, phCtx, desc, dev, flags)
#else
static inline CUresult bd_cuGreenCtxCreate(bound_dev_t *bd, CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxCreate(phCtx, desc, dev, flags);
}
#endif

/* cuGreenCtxDestroy.
 * Destroys: hCtx.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGreenCtxDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx hCtx)
{
    const bd_call_t bd_call = {"cuGreenCtxDestroy", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGreenCtxDestroy(hCtx);
    return bd_result;
}

static inline CUresult bd_cuGreenCtxDestroy(bound_dev_t *bd, CUgreenCtx hCtx)
{
    return bd_checked_cuGreenCtxDestroy("(address taken)", 0, bd, hCtx);
}
#define bd_cuGreenCtxDestroy(bd, hCtx) bd_checked_cuGreenCtxDestroy(__FILE__, __LINE__, bd, hCtx)
#else
static inline CUresult bd_cuGreenCtxDestroy(bound_dev_t *bd, CUgreenCtx hCtx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxDestroy(hCtx);
}
#endif

/* cuCtxFromGreenCtx.
 * Must belong to the binding's device: hCtx (green_context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxFromGreenCtx(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext *pContext, CUgreenCtx hCtx)
{
    const bd_call_t bd_call = {"cuCtxFromGreenCtx", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxFromGreenCtx(pContext, hCtx);
    return bd_result;
}

static inline CUresult bd_cuCtxFromGreenCtx(bound_dev_t *bd, CUcontext *pContext, CUgreenCtx hCtx)
{
    return bd_checked_cuCtxFromGreenCtx("(address taken)", 0, bd, pContext, hCtx);
}
#define bd_cuCtxFromGreenCtx(bd, pContext, hCtx) bd_checked_cuCtxFromGreenCtx(__FILE__, __LINE__, bd, pContext, hCtx)
#else
static inline CUresult bd_cuCtxFromGreenCtx(bound_dev_t *bd, CUcontext *pContext, CUgreenCtx hCtx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxFromGreenCtx(pContext, hCtx);
}
#endif

/* cuCtxGetDevResource.
 * Must belong to the binding's device: hCtx (context).
 * Writes through: resource.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuCtxGetDevResource(const char *bd_file, int bd_line, bound_dev_t *bd, CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    const bd_call_t bd_call = {"cuCtxGetDevResource", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuCtxGetDevResource(hCtx, resource, type);
    return bd_result;
}

static inline CUresult bd_cuCtxGetDevResource(bound_dev_t *bd, CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    return bd_checked_cuCtxGetDevResource("(address taken)", 0, bd, hCtx, resource, type);
}
#define bd_cuCtxGetDevResource(bd, hCtx, resource, type) bd_checked_cuCtxGetDevResource(__FILE__, __LINE__, bd, hCtx, resource, type)
#else
static inline CUresult bd_cuCtxGetDevResource(bound_dev_t *bd, CUcontext hCtx, CUdevResource *resource, CUdevResourceType type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxGetDevResource(hCtx, resource, type);
}
#endif

/* cuGreenCtxGetDevResource.
 * Must belong to the binding's device: hCtx (green_context).
 * Writes through: resource.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGreenCtxGetDevResource(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    const bd_call_t bd_call = {"cuGreenCtxGetDevResource", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGreenCtxGetDevResource(hCtx, resource, type);
    return bd_result;
}

static inline CUresult bd_cuGreenCtxGetDevResource(bound_dev_t *bd, CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    return bd_checked_cuGreenCtxGetDevResource("(address taken)", 0, bd, hCtx, resource, type);
}
#define bd_cuGreenCtxGetDevResource(bd, hCtx, resource, type) bd_checked_cuGreenCtxGetDevResource(__FILE__, __LINE__, bd, hCtx, resource, type)
#else
static inline CUresult bd_cuGreenCtxGetDevResource(bound_dev_t *bd, CUgreenCtx hCtx, CUdevResource *resource, CUdevResourceType type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxGetDevResource(hCtx, resource, type);
}
#endif

/* cuGreenCtxRecordEvent.
 * Must belong to the binding's device: hCtx (green_context), hEvent (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGreenCtxRecordEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    const bd_call_t bd_call = {"cuGreenCtxRecordEvent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGreenCtxRecordEvent(hCtx, hEvent);
    return bd_result;
}

static inline CUresult bd_cuGreenCtxRecordEvent(bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    return bd_checked_cuGreenCtxRecordEvent("(address taken)", 0, bd, hCtx, hEvent);
}
#define bd_cuGreenCtxRecordEvent(bd, hCtx, hEvent) bd_checked_cuGreenCtxRecordEvent(__FILE__, __LINE__, bd, hCtx, hEvent)
#else
static inline CUresult bd_cuGreenCtxRecordEvent(bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxRecordEvent(hCtx, hEvent);
}
#endif

/* cuGreenCtxWaitEvent.
 * Must belong to the binding's device: hCtx (green_context), hEvent (event).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGreenCtxWaitEvent(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    const bd_call_t bd_call = {"cuGreenCtxWaitEvent", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGreenCtxWaitEvent(hCtx, hEvent);
    return bd_result;
}

static inline CUresult bd_cuGreenCtxWaitEvent(bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    return bd_checked_cuGreenCtxWaitEvent("(address taken)", 0, bd, hCtx, hEvent);
}
#define bd_cuGreenCtxWaitEvent(bd, hCtx, hEvent) bd_checked_cuGreenCtxWaitEvent(__FILE__, __LINE__, bd, hCtx, hEvent)
#else
static inline CUresult bd_cuGreenCtxWaitEvent(bound_dev_t *bd, CUgreenCtx hCtx, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxWaitEvent(hCtx, hEvent);
}
#endif

/* cuStreamGetGreenCtx.
 * Must belong to the binding's device: hStream (stream).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuStreamGetGreenCtx(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream hStream, CUgreenCtx *phCtx)
{
    const bd_call_t bd_call = {"cuStreamGetGreenCtx", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuStreamGetGreenCtx(hStream, phCtx);
    return bd_result;
}

static inline CUresult bd_cuStreamGetGreenCtx(bound_dev_t *bd, CUstream hStream, CUgreenCtx *phCtx)
{
    return bd_checked_cuStreamGetGreenCtx("(address taken)", 0, bd, hStream, phCtx);
}
#define bd_cuStreamGetGreenCtx(bd, hStream, phCtx) bd_checked_cuStreamGetGreenCtx(__FILE__, __LINE__, bd, hStream, phCtx)
#else
static inline CUresult bd_cuStreamGetGreenCtx(bound_dev_t *bd, CUstream hStream, CUgreenCtx *phCtx)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamGetGreenCtx(hStream, phCtx);
}
#endif

/* cuGreenCtxStreamCreate.
 * Creates: phStream.
 * Must belong to the binding's device: greenCtx (green_context).
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGreenCtxStreamCreate(const char *bd_file, int bd_line, bound_dev_t *bd, CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    const bd_call_t bd_call = {"cuGreenCtxStreamCreate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGreenCtxStreamCreate(phStream, greenCtx, flags, priority);
    if (bd_result == CUDA_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_STREAM, BD_HANDLE_VALUE(*phStream), (unsigned long long)(0));
    }
    return bd_result;
}

static inline CUresult bd_cuGreenCtxStreamCreate(bound_dev_t *bd, CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    return bd_checked_cuGreenCtxStreamCreate("(address taken)", 0, bd, phStream, greenCtx, flags, priority);
}
#define bd_cuGreenCtxStreamCreate(bd, phStream, greenCtx, flags, priority) bd_checked_cuGreenCtxStreamCreate(__FILE__, __LINE__, bd, phStream, greenCtx, flags, priority)
#else
static inline CUresult bd_cuGreenCtxStreamCreate(bound_dev_t *bd, CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags, int priority)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxStreamCreate(phStream, greenCtx, flags, priority);
}
#endif

/* cuGreenCtxGetId.
 * Must belong to the binding's device: greenCtx (green_context).
 * Writes through: greenCtxId.
 */
#if CUBOUND_CHECKS
static inline CUresult bd_checked_cuGreenCtxGetId(const char *bd_file, int bd_line, bound_dev_t *bd, CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    const bd_call_t bd_call = {"cuGreenCtxGetId", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    CUresult bd_result = cuGreenCtxGetId(greenCtx, greenCtxId);
    return bd_result;
}

static inline CUresult bd_cuGreenCtxGetId(bound_dev_t *bd, CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    return bd_checked_cuGreenCtxGetId("(address taken)", 0, bd, greenCtx, greenCtxId);
}
#define bd_cuGreenCtxGetId(bd, greenCtx, greenCtxId) bd_checked_cuGreenCtxGetId(__FILE__, __LINE__, bd, greenCtx, greenCtxId)
#else
static inline CUresult bd_cuGreenCtxGetId(bound_dev_t *bd, CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuGreenCtxGetId(greenCtx, greenCtxId);
}
#endif

#ifdef __cplusplus
}
#endif

#endif
