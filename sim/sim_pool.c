/* SPDX-License-Identifier: MIT */
/* Simulated memory pools and stream-ordered allocation. An allocation from a pool is ordinary
 * device memory made at once (work later on the stream may use it); cuMemFreeAsync ends it when
 * the stream reaches the free. A pool keeps its attributes; it holds no memory of its own. */
#include <stdlib.h>

#include "sim.h"

struct CUmemPoolHandle_st {
    int device;
    bool destroyed;
    cuuint64_t release_threshold; /* 0 by default (measured) */
};

static struct CUmemPoolHandle_st default_pools_[SIM_MAX_DEVICES];
static CUmemoryPool current_pools_[SIM_MAX_DEVICES];

CUresult cuDeviceGetDefaultMemPool(CUmemoryPool *pool, CUdevice device)
{
    if (pool == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_device_ok(device))
        return CUDA_ERROR_INVALID_DEVICE;
    default_pools_[device].device = device;
    *pool = &default_pools_[device];
    return CUDA_SUCCESS;
}

CUresult cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice device)
{
    CUresult rc = cuDeviceGetDefaultMemPool(pool, device);
    if (rc == CUDA_SUCCESS && current_pools_[device] != NULL)
        *pool = current_pools_[device];
    return rc;
}

CUresult cuDeviceSetMemPool(CUdevice device, CUmemoryPool pool)
{
    if (!sim_device_ok(device))
        return CUDA_ERROR_INVALID_DEVICE;
    if (pool == NULL || pool->destroyed || pool->device != device)
        return CUDA_ERROR_INVALID_VALUE;
    current_pools_[device] = pool;
    return CUDA_SUCCESS;
}

CUresult cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *props)
{
    if (pool == NULL || props == NULL || props->location.type != CU_MEM_LOCATION_TYPE_DEVICE ||
        !sim_device_ok(props->location.id))
        return CUDA_ERROR_INVALID_VALUE;
    CUmemoryPool made = calloc(1, sizeof *made);
    if (made == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    made->device = props->location.id;
    sim_keep(made);
    *pool = made;
    return CUDA_SUCCESS;
}

CUresult cuMemPoolDestroy(CUmemoryPool pool)
{
    if (pool == NULL || pool->destroyed || (pool >= default_pools_ && pool < default_pools_ + SIM_MAX_DEVICES))
        return CUDA_ERROR_INVALID_VALUE;
    pool->destroyed = true;
    return CUDA_SUCCESS;
}

CUresult cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attribute, void *value)
{
    if (pool == NULL || pool->destroyed || value == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    switch (attribute) {
    case CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES:
    case CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC:
    case CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES: *(int *)value = 1; return CUDA_SUCCESS;
    case CU_MEMPOOL_ATTR_RELEASE_THRESHOLD: *(cuuint64_t *)value = pool->release_threshold; return CUDA_SUCCESS;
    default: *(cuuint64_t *)value = 0; return CUDA_SUCCESS; /* the memory counters: it holds none */
    }
}

CUresult cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attribute, void *value)
{
    if (pool == NULL || pool->destroyed || value == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (attribute == CU_MEMPOOL_ATTR_RELEASE_THRESHOLD)
        pool->release_threshold = *(cuuint64_t *)value;
    return CUDA_SUCCESS;
}

CUresult cuMemPoolTrimTo(CUmemoryPool pool, size_t keep)
{
    (void)keep;
    return pool == NULL || pool->destroyed ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

CUresult cuMemAllocFromPoolAsync(CUdeviceptr *out, size_t bytes, CUmemoryPool pool, CUstream stream)
{
    if (pool == NULL || pool->destroyed)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    return cuMemAlloc(out, bytes);
}

CUresult cuMemAllocAsync(CUdeviceptr *out, size_t bytes, CUstream stream)
{
    if (!sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    return cuMemAlloc(out, bytes);
}

static void run_free(void *data)
{
    sim_forget_allocation(*(void **)data);
}

CUresult cuMemFreeAsync(CUdeviceptr ptr, CUstream stream)
{
    CUcontext ctx;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    void *base = sim_pointer(ptr);
    if (!sim_is_device_allocation(base))
        return CUDA_ERROR_INVALID_VALUE;
    return sim_submit(ctx, stream, run_free, &base, sizeof base);
}
