/* SPDX-License-Identifier: MIT */
/* Which context a runtime call acts on: the thread's current one, primary or not; with none (or
 * the current primary context reset) the primary context of the thread's device, retained once by
 * the runtime and made current, as libcudart does. cudaSetDevice makes a primary context current
 * (measured on the H200: cudaSetDevice(0) leaves the device's primary context current);
 * cudaDeviceReset resets the current device's primary context. */
#include "sim_cudart.h"

static __thread int device_; /* cudaSetDevice's, for a thread with no context current */

/* The primary contexts the runtime holds, by incarnation: one reset since is held no more. */
static CUcontext held_[SIM_MAX_DEVICES];
static unsigned long long held_id_[SIM_MAX_DEVICES];

static cudaError_t initialize(void)
{
    return cuInit(0) == CUDA_SUCCESS ? cudaSuccess : cudaErrorInitializationError;
}

cudaError_t sim_rt_primary(int device, CUcontext *out)
{
    cudaError_t error = initialize();
    if (error != cudaSuccess)
        return sim_rt_return(error);
    if (!sim_device_ok(device))
        return sim_rt_return(cudaErrorInvalidDevice);
    sim_lock();
    CUcontext ctx = held_[device];
    CUresult rc = CUDA_SUCCESS;
    if (ctx == NULL || ctx->destroyed || ctx->id != held_id_[device]) {
        rc = cuDevicePrimaryCtxRetain(&ctx, device);
        held_[device] = rc == CUDA_SUCCESS ? ctx : NULL;
        held_id_[device] = rc == CUDA_SUCCESS ? ctx->id : 0;
    }
    sim_unlock();
    if (rc != CUDA_SUCCESS)
        return sim_rt_driver(rc);
    *out = ctx;
    return cudaSuccess;
}

cudaError_t sim_rt_context(CUcontext *out)
{
    cudaError_t error = initialize();
    if (error != cudaSuccess)
        return sim_rt_return(error);
    CUcontext ctx = sim_current();
    if (ctx == NULL || (ctx->destroyed && ctx->primary)) {
        error = sim_rt_primary(ctx != NULL ? ctx->device : device_, &ctx);
        if (error != cudaSuccess)
            return error;
        sim_make_current(ctx);
    } else if (ctx->destroyed) {
        return sim_rt_return(cudaErrorContextIsDestroyed);
    }
    error = sim_rt_broken(ctx);
    if (error != cudaSuccess)
        return sim_rt_return(error);
    *out = ctx;
    return cudaSuccess;
}

cudaError_t sim_rt_ready(void)
{
    CUcontext ctx;
    return sim_rt_context(&ctx);
}

cudaError_t cudaSetDevice(int device)
{
    CUcontext ctx;
    cudaError_t error = sim_rt_primary(device, &ctx);
    if (error != cudaSuccess)
        return error;
    device_ = device;
    sim_make_current(ctx);
    return cudaSuccess;
}

/* The device of the current context, else the one cudaSetDevice chose; it makes no context. */
cudaError_t cudaGetDevice(int *device)
{
    if (device == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    cudaError_t error = initialize();
    if (error != cudaSuccess)
        return sim_rt_return(error);
    CUcontext ctx = sim_current();
    *device = ctx != NULL ? ctx->device : device_;
    return cudaSuccess;
}

/* Everything of the current device's primary context ends; the next call starts it again. */
cudaError_t cudaDeviceReset(void)
{
    cudaError_t error = initialize();
    if (error != cudaSuccess)
        return sim_rt_return(error);
    CUcontext ctx = sim_current();
    int device = ctx != NULL ? ctx->device : device_;
    sim_lock();
    CUresult rc = cuDevicePrimaryCtxReset(device);
    held_[device] = NULL;
    sim_unlock();
    return sim_rt_driver(rc);
}
