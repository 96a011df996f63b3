/* SPDX-License-Identifier: MIT */
/* The cuDNN handle of a binding, made lazily in its context as toolkit_handles.c makes the others,
 * following the binding's stream (cudnnSetStream only when it changed). Built only where cubound
 * wraps cuDNN (spec/cudnn.toml is optional); the binding keeps it as a void * so that the runtime
 * needs cudnn.h nowhere else. */
#include "cubound/cudnn_handle.h"
#include "internal.h"

extern struct bd_gen_library bd_gen_cudnn_library;

static cudnnStatus_t follow(bound_dev_t *bd)
{
    if (bd->cudnn == NULL || bd->cudnn_stream == bd->stream)
        return CUDNN_STATUS_SUCCESS;
    cudnnStatus_t status = BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetStream)((cudnnHandle_t)bd->cudnn, (cudaStream_t)bd->stream);
    if (status != CUDNN_STATUS_SUCCESS)
        bd_gen_failed(&bd_gen_cudnn_library, "cudnnSetStream", status);
    else
        bd->cudnn_stream = bd->stream;
    return status;
}

CUresult bd_cudnn_follow_stream(bound_dev_t *bd)
{
    if (follow(bd) != CUDNN_STATUS_SUCCESS)
        return bd_fail(CUDA_ERROR_INVALID_HANDLE, "cudnnSetStream refused the binding's stream %p", (void *)bd->stream);
    return CUDA_SUCCESS;
}

cudnnStatus_t bd_cudnn_handle(bound_dev_t *bd, cudnnHandle_t *out)
{
    CUresult rc = bd_enter_for_handle(bd, out, "bd_cudnn_handle");
    if (rc != CUDA_SUCCESS)
        return bd_gen_cudnn_binding_status(rc);
    if (bd->cudnn == NULL) {
        cudnnHandle_t made;
        cudnnStatus_t status = BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreate)(&made);
        if (status != CUDNN_STATUS_SUCCESS) {
            bd_gen_failed(&bd_gen_cudnn_library, "cudnnCreate", status);
            return status;
        }
        bd->cudnn = made;
        bd->cudnn_stream = NULL; /* a new handle runs on the legacy default stream */
        bd_handle_made(bd, "cudnnCreate", BD_KIND_CUDNN_HANDLE, made);
    }
    cudnnStatus_t status = follow(bd);
    if (status == CUDNN_STATUS_SUCCESS)
        *out = (cudnnHandle_t)bd->cudnn;
    return status;
}

void bd_release_cudnn_handle(bound_dev_t *bd)
{
    if (bd->cudnn == NULL)
        return;
    if (bd_gen_checks_on)
        bd_unregister_own(bd, "cudnnDestroy", BD_KIND_CUDNN_HANDLE, BD_HANDLE_VALUE(bd->cudnn));
    BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroy)((cudnnHandle_t)bd->cudnn);
    bd->cudnn = NULL;
}
