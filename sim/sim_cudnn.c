/* SPDX-License-Identifier: MIT */
/* Simulated cuDNN, the handle only: cudnnCreate makes it for the context current (as a cuBLAS
 * handle is made), cudnnSetStream and cudnnGetStream keep its stream, cudnnDestroy ends it, and
 * cudnnGetVersion says the headers'. Enough for a binding's handle and its stream; every operation
 * answers CUDNN_STATUS_NOT_SUPPORTED (generated/sim/stubs.c). */
#include <stdlib.h>

#include <cudnn.h>

#include "sim.h"

struct cudnnContext {
    CUcontext ctx;
    cudaStream_t stream;
};

cudnnStatus_t cudnnCreate(cudnnHandle_t *handle)
{
    if (handle == NULL)
        return CUDNN_STATUS_BAD_PARAM;
    CUcontext ctx = sim_library_context();
    if (ctx == NULL)
        return CUDNN_STATUS_NOT_INITIALIZED;
    cudnnHandle_t made = calloc(1, sizeof *made);
    if (made == NULL)
        return CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED;
    made->ctx = ctx;
    *handle = made;
    return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnDestroy(cudnnHandle_t handle)
{
    if (handle == NULL)
        return CUDNN_STATUS_BAD_PARAM;
    free(handle);
    return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnSetStream(cudnnHandle_t handle, cudaStream_t streamId)
{
    if (handle == NULL)
        return CUDNN_STATUS_BAD_PARAM;
    handle->stream = streamId;
    return CUDNN_STATUS_SUCCESS;
}

cudnnStatus_t cudnnGetStream(cudnnHandle_t handle, cudaStream_t *streamId)
{
    if (handle == NULL || streamId == NULL)
        return CUDNN_STATUS_BAD_PARAM;
    *streamId = handle->stream;
    return CUDNN_STATUS_SUCCESS;
}

size_t cudnnGetVersion(void)
{
    return CUDNN_VERSION;
}
