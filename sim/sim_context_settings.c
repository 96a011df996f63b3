/* SPDX-License-Identifier: MIT */
/* What a context answers about itself: its flags, API version, limits, stream priorities and
 * cache preference, with the H200's defaults (tests/differential/h200.record). */
#include "sim.h"

/* The defaults of CU_LIMIT_STACK_SIZE, _PRINTF_FIFO_SIZE and _MALLOC_HEAP_SIZE measured on the
 * H200; the others as the CUDA documentation gives them. */
static const size_t default_limits[] = {1024, 8650752, 8388608, 2, 2048, 64, 0, 0, 0, 1};
enum { LIMITS = sizeof default_limits / sizeof default_limits[0] };

CUresult cuCtxGetApiVersion(CUcontext ctx, unsigned int *version)
{
    if (version == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (ctx == NULL) {
        CUresult rc = sim_require_context(&ctx);
        if (rc != CUDA_SUCCESS)
            return rc;
    }
    *version = 3020; /* every context since CUDA 3.2 (measured) */
    return CUDA_SUCCESS;
}

CUresult cuCtxGetFlags(unsigned int *flags)
{
    CUcontext ctx;
    if (flags == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc == CUDA_SUCCESS)
        *flags = ctx->flags;
    return rc;
}

CUresult cuCtxGetLimit(size_t *value, CUlimit limit)
{
    CUcontext ctx;
    if (value == NULL || (unsigned)limit >= LIMITS)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc == CUDA_SUCCESS)
        *value = ctx->limit_set[limit] ? ctx->limits[limit] : default_limits[limit];
    return rc;
}

CUresult cuCtxSetLimit(CUlimit limit, size_t value)
{
    CUcontext ctx;
    if ((unsigned)limit >= LIMITS || limit == 7 || limit == 8) /* the CIG limits are only read */
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc == CUDA_SUCCESS) {
        ctx->limits[limit] = value;
        ctx->limit_set[limit] = true;
    }
    return rc;
}

CUresult cuCtxGetStreamPriorityRange(int *least, int *greatest)
{
    CUcontext ctx;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (least != NULL)
        *least = 0;
    if (greatest != NULL)
        *greatest = SIM_GREATEST_PRIORITY;
    return CUDA_SUCCESS;
}

CUresult cuCtxGetCacheConfig(CUfunc_cache *config)
{
    CUcontext ctx;
    if (config == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc == CUDA_SUCCESS)
        *config = (CUfunc_cache)ctx->cache_config;
    return rc;
}

CUresult cuCtxSetCacheConfig(CUfunc_cache config)
{
    CUcontext ctx;
    if ((unsigned)config > CU_FUNC_CACHE_PREFER_EQUAL)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc == CUDA_SUCCESS)
        ctx->cache_config = (int)config;
    return rc;
}
