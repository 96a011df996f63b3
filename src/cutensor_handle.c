/* SPDX-License-Identifier: MIT */
/* The cuTENSOR handle of a binding, made lazily in its context as toolkit_handles.c makes the others.
 * It has no stream to follow: each of its routines is given one. Built only where cubound wraps
 * cuTENSOR (spec/cutensor.toml is optional); the binding keeps it as a void * so that the runtime
 * needs cutensor.h nowhere else.
 *
 * cuTENSOR 2.3 and later define their data-type constants in cutensor/types.h (const objects, which in
 * C are defined again by every translation unit that includes it, and then link twice): the generated
 * wrappers are compiled here, in this one translation unit, not apart (CMakeLists.txt). */
#include "src/cutensor.c"

#include "cubound/cutensor_handle.h"
#include "internal.h"

cutensorStatus_t bd_cutensor_handle(bound_dev_t *bd, cutensorHandle_t *out)
{
    CUresult rc = bd_enter_for_handle(bd, out, "bd_cutensor_handle");
    if (rc != CUDA_SUCCESS)
        return bd_gen_cutensor_binding_status(rc);
    if (bd->cutensor == NULL) {
        cutensorHandle_t made;
        cutensorStatus_t status = BD_GEN_ENTRY(bd_gen_cutensor, pfn_cutensorCreate)(&made);
        if (status != CUTENSOR_STATUS_SUCCESS) {
            bd_gen_failed(&bd_gen_cutensor_library, "cutensorCreate", status);
            return status;
        }
        bd->cutensor = made;
        bd_handle_made(bd, "cutensorCreate", BD_KIND_CUTENSOR_HANDLE, made);
    }
    *out = (cutensorHandle_t)bd->cutensor;
    return CUTENSOR_STATUS_SUCCESS;
}

void bd_release_cutensor_handle(bound_dev_t *bd)
{
    if (bd->cutensor == NULL)
        return;
    if (bd_gen_checks_on)
        bd_unregister_own(bd, "cutensorDestroy", BD_KIND_CUTENSOR_HANDLE, BD_HANDLE_VALUE(bd->cutensor));
    BD_GEN_ENTRY(bd_gen_cutensor, pfn_cutensorDestroy)((cutensorHandle_t)bd->cutensor);
    bd->cutensor = NULL;
}
