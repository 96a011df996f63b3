/* SPDX-License-Identifier: MIT */
/* Simulated devices and contexts: the per-thread context stack, primary contexts that keep
 * their handle across a reset (with a new id), contexts that own what was made in them. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "sim_stubs.h"

static pthread_mutex_t lock_ = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static bool initialized_;
static int device_count_;
static unsigned long long next_context_id_ = 1;
static struct CUctx_st primary_[SIM_MAX_DEVICES];

static __thread CUcontext stack_[32];
static __thread int depth_;

void sim_lock(void) { pthread_mutex_lock(&lock_); }
void sim_unlock(void) { pthread_mutex_unlock(&lock_); }


CUcontext sim_current(void) { return depth_ > 0 ? stack_[depth_ - 1] : NULL; }

void sim_make_current(CUcontext ctx)
{
    if (depth_ == 0)
        stack_[depth_++] = ctx;
    else
        stack_[depth_ - 1] = ctx;
}

CUresult sim_require_context(CUcontext *out)
{
    if (!initialized_)
        return CUDA_ERROR_NOT_INITIALIZED;
    CUcontext ctx = sim_current();
    if (ctx == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (ctx->destroyed)
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    *out = ctx;
    return CUDA_SUCCESS;
}

static void destroy_resources(CUcontext ctx)
{
    sim_destroy_context_streams(ctx);
    sim_unload_context_modules(ctx);
    sim_free_context_memory(ctx);
}

/* Why the simulation's settings are refused ("": they are not). A value it does not understand
 * fails cuInit, rather than give devices nobody asked for; libcubound quotes it. */
static char refusal_[256];

const char *cubound_sim_refusal(void)
{
    return refusal_[0] != '\0' ? refusal_ : NULL;
}

static bool on_or_off(const char *name)
{
    const char *value = getenv(name);
    if (value == NULL || strcmp(value, "") == 0 || strcmp(value, "0") == 0 || strcmp(value, "1") == 0)
        return true;
    snprintf(refusal_, sizeof refusal_, "%s=%.32s is refused: it is 0 or 1, or unset", name, value);
    return false;
}

/* Under the lock: the number of devices CUBOUND_SIM_DEVICES asks for (2 if unset), or 0. */
static int devices_asked_for(void)
{
    const char *count = getenv("CUBOUND_SIM_DEVICES");
    char *end = NULL;
    long asked = count != NULL && *count != '\0' ? strtol(count, &end, 10) : 2;
    if (end != NULL && (*end != '\0' || asked < 1 || asked > SIM_MAX_DEVICES)) {
        snprintf(refusal_, sizeof refusal_, "CUBOUND_SIM_DEVICES=%.32s is refused: it is a number of devices from 1 to %d",
                 count, SIM_MAX_DEVICES);
        return 0;
    }
    return on_or_off("CUBOUND_SIM_DISTINCT_HOST_POINTERS") && on_or_off("CUBOUND_SIM_REUSE_ADDRESSES") ? (int)asked : 0;
}

CUresult cuInit(unsigned int flags)
{
    if (flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    sim_lock();
    if (!initialized_ && refusal_[0] == '\0') {
        device_count_ = devices_asked_for();
        for (int i = 0; i < SIM_MAX_DEVICES; i++)
            primary_[i] = (struct CUctx_st){.device = i, .primary = true, .destroyed = true};
        initialized_ = device_count_ > 0;
        if (!initialized_)
            fprintf(stderr, "cubound sim: %s\n", refusal_);
    }
    bool refused = !initialized_;
    sim_unlock();
    return refused ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

CUresult cuDriverGetVersion(int *version)
{
    if (version == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *version = CUDA_VERSION;
    return CUDA_SUCCESS;
}

bool sim_device_ok(CUdevice device)
{
    return device >= 0 && device < device_count_; /* 0 devices before cuInit */
}

CUresult cuDeviceGetCount(int *count)
{
    if (count == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!initialized_)
        return CUDA_ERROR_NOT_INITIALIZED;
    *count = device_count_;
    return CUDA_SUCCESS;
}

CUresult cuDeviceGet(CUdevice *device, int ordinal)
{
    if (device == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!initialized_)
        return CUDA_ERROR_NOT_INITIALIZED;
    if (!sim_device_ok(ordinal))
        return CUDA_ERROR_INVALID_DEVICE;
    *device = ordinal;
    return CUDA_SUCCESS;
}

CUresult cuGetErrorName(CUresult error, const char **name)
{
    if (name == NULL || sim_cuda_result_name(error) == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *name = sim_cuda_result_name(error);
    return CUDA_SUCCESS;
}

CUresult cuGetErrorString(CUresult error, const char **text)
{
    return cuGetErrorName(error, text);
}

CUresult cuDevicePrimaryCtxRetain(CUcontext *out, CUdevice device)
{
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!initialized_)
        return CUDA_ERROR_NOT_INITIALIZED;
    if (!sim_device_ok(device))
        return CUDA_ERROR_INVALID_DEVICE;
    sim_lock();
    CUcontext ctx = &primary_[device];
    if (ctx->destroyed) { /* activate again: same handle, new identity and settings (measured) */
        *ctx = (struct CUctx_st){.id = next_context_id_++, .device = device, .primary = true,
                                 .flags = CU_CTX_MAP_HOST, .refs = ctx->refs};
    }
    ctx->refs++;
    sim_unlock();
    *out = ctx;
    return CUDA_SUCCESS;
}

CUresult cuDevicePrimaryCtxRelease(CUdevice device)
{
    if (!sim_device_ok(device))
        return CUDA_ERROR_INVALID_DEVICE;
    sim_lock();
    CUcontext ctx = &primary_[device];
    CUresult rc = CUDA_SUCCESS;
    if (ctx->refs == 0) {
        rc = CUDA_ERROR_INVALID_CONTEXT;
    } else if (--ctx->refs == 0) {
        destroy_resources(ctx);
        ctx->destroyed = true;
    }
    sim_unlock();
    return rc;
}

CUresult cuDevicePrimaryCtxGetState(CUdevice device, unsigned int *flags, int *active)
{
    if (flags == NULL || active == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_device_ok(device))
        return CUDA_ERROR_INVALID_DEVICE;
    sim_lock();
    *flags = 0;
    *active = primary_[device].refs > 0;
    sim_unlock();
    return CUDA_SUCCESS;
}

CUresult cuDevicePrimaryCtxReset(CUdevice device)
{
    if (!sim_device_ok(device))
        return CUDA_ERROR_INVALID_DEVICE;
    sim_lock();
    CUcontext ctx = &primary_[device];
    destroy_resources(ctx);
    ctx->destroyed = true;
    ctx->refs = 0;
    sim_unlock();
    return CUDA_SUCCESS;
}

CUcontext sim_library_context(void)
{
    if (!initialized_)
        cuInit(0);
    CUcontext ctx = sim_current();
    if (ctx == NULL && cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS)
        sim_make_current(ctx);
    return ctx != NULL && !ctx->destroyed ? ctx : NULL;
}

#if CUDA_VERSION >= 13000 /* the headers' cuCtxCreate is cuCtxCreate_v4, with creation parameters */
CUresult cuCtxCreate(CUcontext *out, CUctxCreateParams *params, unsigned int flags, CUdevice device)
{
    /* Empty parameters (cuda-samples pass a zeroed struct) are no parameters; execution affinity
     * and CIG contexts are not simulated. */
    if (params != NULL && (params->execAffinityParams != NULL || params->numExecAffinityParams != 0 ||
                           params->cigParams != NULL)) {
        sim_unsupported("cuCtxCreate with execution affinity or CIG parameters");
        return CUDA_ERROR_NOT_SUPPORTED;
    }
#else
CUresult cuCtxCreate(CUcontext *out, unsigned int flags, CUdevice device)
{
#endif
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!initialized_)
        return CUDA_ERROR_NOT_INITIALIZED;
    if (!sim_device_ok(device))
        return CUDA_ERROR_INVALID_DEVICE;
    if (depth_ == (int)(sizeof stack_ / sizeof stack_[0]))
        return CUDA_ERROR_OUT_OF_MEMORY;
    CUcontext ctx = calloc(1, sizeof *ctx);
    if (ctx == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    sim_lock();
    *ctx = (struct CUctx_st){.id = next_context_id_++, .device = device, .flags = flags | CU_CTX_MAP_HOST};
    sim_unlock();
    sim_keep(ctx);
    stack_[depth_++] = ctx;
    *out = ctx;
    return CUDA_SUCCESS;
}

CUresult cuCtxDestroy(CUcontext ctx)
{
    if (ctx == NULL || ctx->primary || ctx->destroyed)
        return CUDA_ERROR_INVALID_CONTEXT;
    sim_lock();
    destroy_resources(ctx);
    ctx->destroyed = true; /* the handle stays allocated: it may still be current elsewhere */
    sim_unlock();
    if (sim_current() == ctx)
        depth_--;
    return CUDA_SUCCESS;
}

CUresult cuCtxSetCurrent(CUcontext ctx)
{
    if (!initialized_)
        return CUDA_ERROR_NOT_INITIALIZED;
    if (ctx == NULL) {
        if (depth_ > 0)
            depth_--;
        return CUDA_SUCCESS;
    }
    sim_make_current(ctx); /* even a destroyed context: the real driver accepts it (measured) */
    return CUDA_SUCCESS;
}

CUresult cuCtxGetCurrent(CUcontext *out)
{
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!initialized_)
        return CUDA_ERROR_NOT_INITIALIZED;
    *out = sim_current();
    return CUDA_SUCCESS;
}

CUresult cuCtxPushCurrent(CUcontext ctx)
{
    if (ctx == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (depth_ == (int)(sizeof stack_ / sizeof stack_[0]))
        return CUDA_ERROR_OUT_OF_MEMORY;
    stack_[depth_++] = ctx;
    return CUDA_SUCCESS;
}

CUresult cuCtxPopCurrent(CUcontext *out)
{
    if (depth_ == 0)
        return CUDA_ERROR_INVALID_CONTEXT;
    CUcontext ctx = stack_[--depth_];
    if (out != NULL)
        *out = ctx;
    return CUDA_SUCCESS;
}

CUresult cuCtxGetId(CUcontext ctx, unsigned long long *id)
{
    if (id == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (ctx == NULL)
        ctx = sim_current();
    if (ctx == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (ctx->destroyed)
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    *id = ctx->id;
    return CUDA_SUCCESS;
}

CUresult cuCtxGetDevice(CUdevice *device)
{
    CUcontext ctx;
    if (device == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc == CUDA_SUCCESS)
        *device = ctx->device;
    return rc;
}

CUresult cuCtxSynchronize(void)
{
    CUcontext ctx;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (sim_invalidate_captures(ctx)) /* measured: refused while a stream of the context captures */
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    sim_lock();
    sim_flush_context(ctx, false);
    sim_unlock();
    return CUDA_SUCCESS;
}

void *sim_copy(const void *data, size_t bytes)
{
    void *copy = malloc(bytes);
    if (copy != NULL)
        memcpy(copy, data, bytes);
    return copy;
}

static void **kept_;
static size_t kept_count_, kept_capacity_;

void sim_keep(void *handle)
{
    sim_lock();
    if (kept_count_ == kept_capacity_) {
        size_t grown = kept_capacity_ ? 2 * kept_capacity_ : 256;
        void **more = realloc(kept_, grown * sizeof *more);
        if (more == NULL)
            abort();
        kept_ = more;
        kept_capacity_ = grown;
    }
    kept_[kept_count_++] = handle;
    sim_unlock();
}
