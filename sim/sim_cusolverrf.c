/* SPDX-License-Identifier: MIT */
/* Simulated cuSOLVER Rf, the handle only: cusolverRfCreate makes it for the context current (as a
 * cuBLAS handle is made) and cusolverRfDestroy ends it. Enough for a binding's handle; the
 * refactorization itself answers CUSOLVER_STATUS_NOT_SUPPORTED (generated/sim/stubs.c). */
#include <stdlib.h>

#include <cusolverRf.h>

#include "sim.h"

struct cusolverRfCommon {
    CUcontext ctx;
};

cusolverStatus_t cusolverRfCreate(cusolverRfHandle_t *handle)
{
    if (handle == NULL)
        return CUSOLVER_STATUS_INVALID_VALUE;
    CUcontext ctx = sim_library_context();
    if (ctx == NULL)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    cusolverRfHandle_t made = calloc(1, sizeof *made);
    if (made == NULL)
        return CUSOLVER_STATUS_ALLOC_FAILED;
    made->ctx = ctx;
    *handle = made;
    return CUSOLVER_STATUS_SUCCESS;
}

cusolverStatus_t cusolverRfDestroy(cusolverRfHandle_t handle)
{
    if (handle == NULL)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    free(handle);
    return CUSOLVER_STATUS_SUCCESS;
}
