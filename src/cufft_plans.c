/* SPDX-License-Identifier: MIT */
/* The cuFFT plans a binding keeps (spec/cufft.toml binding_keeps): every plan made through it
 * (bd_cufftPlan*, bd_cufftCreate) runs on the binding's stream, set when it is made and again
 * when bd_set_stream changes it (cufftSetStream only then), and is destroyed with the binding
 * unless bd_cufftDestroy ends it first. A plan is an int, so the binding keeps a short list. */
#include <stdlib.h>

#include "internal.h"

struct bd_kept_plan {
    cufftHandle plan;
    CUstream stream; /* what cufftSetStream was last given through cubound */
};

static cufftResult set_stream(bound_dev_t *bd, struct bd_kept_plan *kept)
{
    cufftResult status = BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetStream)(kept->plan, (cudaStream_t)bd->stream);
    if (status != CUFFT_SUCCESS)
        bd_gen_failed(&bd_gen_cufft_library, "cufftSetStream", status);
    else
        kept->stream = bd->stream;
    return status;
}

void bd_gen_kept(bound_dev_t *bd, bd_kind_t kind, unsigned long long value)
{
    (void)kind; /* BD_KIND_CUFFT_PLAN: the one kind a binding keeps */
    if (bd->cufft_plan_count == bd->cufft_plan_capacity) {
        size_t capacity = bd->cufft_plan_capacity ? 2 * bd->cufft_plan_capacity : 4;
        struct bd_kept_plan *grown = realloc(bd->cufft_plans, capacity * sizeof *grown);
        if (grown == NULL) { /* the plan stays the caller's, on the legacy default stream */
            bd_set_last_error("cuFFT plan %llu: no memory to keep it with its binding; it stays on the default stream", value);
            return;
        }
        bd->cufft_plans = grown;
        bd->cufft_plan_capacity = capacity;
    }
    struct bd_kept_plan *kept = &bd->cufft_plans[bd->cufft_plan_count++];
    kept->plan = (cufftHandle)value;
    kept->stream = NULL; /* a new plan runs on the legacy default stream */
    if (bd->stream != NULL)
        set_stream(bd, kept);
}

void bd_gen_let_go(bound_dev_t *bd, bd_kind_t kind, unsigned long long value)
{
    (void)kind;
    for (size_t i = 0; i < bd->cufft_plan_count; i++)
        if (bd->cufft_plans[i].plan == (cufftHandle)value) {
            bd->cufft_plans[i] = bd->cufft_plans[--bd->cufft_plan_count];
            return;
        }
}

CUresult bd_cufft_plans_follow_stream(bound_dev_t *bd)
{
    for (size_t i = 0; i < bd->cufft_plan_count; i++)
        if (bd->cufft_plans[i].stream != bd->stream && set_stream(bd, &bd->cufft_plans[i]) != CUFFT_SUCCESS)
            return bd_fail(CUDA_ERROR_INVALID_HANDLE, "cufftSetStream refused the binding's stream %p for plan %d",
                           (void *)bd->stream, bd->cufft_plans[i].plan);
    return CUDA_SUCCESS;
}

bool bd_cufft_plan_stream(const bound_dev_t *bd, const void *handle, CUstream *stream)
{
    for (size_t i = 0; i < bd->cufft_plan_count; i++)
        if ((const void *)(uintptr_t)bd->cufft_plans[i].plan == handle) {
            *stream = bd->cufft_plans[i].stream;
            return true;
        }
    return false;
}

/* With the binding: unregistered first, so that the checks never see a destroyed plan alive. */
void bd_release_cufft_plans(bound_dev_t *bd)
{
    for (size_t i = 0; i < bd->cufft_plan_count; i++) {
        if (bd_gen_checks_on)
            bd_unregister_own(bd, "cufftDestroy", BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(bd->cufft_plans[i].plan));
        BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftDestroy)(bd->cufft_plans[i].plan);
    }
    free(bd->cufft_plans);
    bd->cufft_plans = NULL;
    bd->cufft_plan_count = bd->cufft_plan_capacity = 0;
}
