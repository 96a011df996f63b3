/* SPDX-License-Identifier: MIT */
/* A binding's current stream, and synchronizing it or its whole context. */
#include "internal.h"

CUstream bd_stream(const bound_dev_t *bd)
{
    return bd == NULL ? NULL : bd->stream;
}

CUresult bd_set_stream(bound_dev_t *bd, CUstream stream)
{
    CUresult rc = bd_enter(bd);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (bd_gen_checks_on) {
        const bd_call_t call = {"bd_set_stream", NULL, 0, __builtin_return_address(0)};
        rc = bd_check_handle(bd, &call, "stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream));
        if (rc != CUDA_SUCCESS)
            return rc;
    }
    bd->stream = stream;
    return bd_binding_handles_follow_stream(bd);
}

CUresult bd_sync_stream(bound_dev_t *bd)
{
    CUresult rc = bd_enter(bd);
    if (rc == CUDA_SUCCESS)
        rc = bd_driver_answer("cuStreamSynchronize", BD_DRIVER(cuStreamSynchronize)(bd->stream));
    if (rc == CUDA_SUCCESS)
        bd_host_waited(bd, bd->stream);
    return rc;
}

CUresult bd_sync_device(bound_dev_t *bd)
{
    CUresult rc = bd_enter(bd);
    if (rc == CUDA_SUCCESS)
        rc = bd_driver_answer("cuCtxSynchronize", BD_DRIVER(cuCtxSynchronize)());
    if (rc == CUDA_SUCCESS)
        bd_host_waited(bd, NULL);
    return rc;
}
