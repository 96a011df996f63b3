/* SPDX-License-Identifier: MIT */
/* The inline half of test_mixed_forms: compiled with CUBOUND_INLINE=1. */
#include "mixed_forms.h"

CUresult inline_alloc(bound_dev_t *bd, CUdeviceptr *p, size_t bytes)
{
    return bd_cuMemAlloc(bd, p, bytes);
}

CUresult inline_set(bound_dev_t *bd, CUdeviceptr p, unsigned int value, size_t count)
{
    return bd_cuMemsetD32(bd, p, value, count);
}

CUresult inline_free(bound_dev_t *bd, CUdeviceptr p)
{
    return bd_cuMemFree(bd, p);
}
