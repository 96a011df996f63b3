/* SPDX-License-Identifier: MIT */
/* The library handles a binding owns, one of each library whose spec has a [binding_handle] (cuBLAS's,
 * cuRAND's generator, cuSPARSE's, cuSOLVER's dense, sparse and refactorization ones, cuBLASLt's, and
 * cuDNN's and cuTENSOR's where cubound wraps them), all alike: each getter (generated with its
 * library's wrappers) asks bd_gen_binding_handle, which makes the handle on the first ask in the
 * binding's context, so that a program that never asks loads no library; each with a set_stream runs
 * on the binding's current stream, set only when that changed (~20 ns a call); each ends with the
 * binding, unregistered first, so that the checks never see a destroyed handle alive. The cuFFT plans
 * a binding keeps (many, not one: cufft_plans.c) follow the stream and end with these. */
#include "internal.h"

/* The library's answer, kept for bd_last_error where it is a failure. */
static int answer(const struct bd_gen_binding_handle *own, const char *function, int status)
{
    if (status != own->success)
        bd_gen_failed(own->library, function, status);
    return status;
}

static int follow(bound_dev_t *bd, const struct bd_gen_binding_handle *own)
{
    struct bd_binding_handle *held = &bd->handles[own->index];
    if (held->handle == NULL || own->set_stream == NULL || held->stream == bd->stream)
        return own->success;
    int status = answer(own, own->set_stream_name, own->set_stream(held->handle, bd->stream));
    if (status == own->success)
        held->stream = bd->stream;
    return status;
}

int bd_gen_binding_handle(bound_dev_t *bd, const struct bd_gen_binding_handle *own, const void *out, void **handle)
{
    CUresult rc = bd_enter_for_handle(bd, out, own->getter);
    if (rc != CUDA_SUCCESS)
        return own->binding_status(rc);
    struct bd_binding_handle *held = &bd->handles[own->index];
    if (held->handle == NULL) {
        void *made = NULL;
        int status = answer(own, own->create_name, own->create(&made));
        if (status != own->success)
            return status;
        held->handle = made;
        held->stream = NULL; /* a new handle runs on the legacy default stream */
        bd_handle_made(bd, own->create_name, own->kind, made);
    }
    int status = follow(bd, own);
    if (status == own->success)
        *handle = held->handle;
    return status;
}

void bd_binding_handles_none(bound_dev_t *bd)
{
    for (int i = 0; i < BD_GEN_BINDING_HANDLES; i++)
        bd->handles[i] = (struct bd_binding_handle){NULL, NULL};
    bd->cufft_plans = NULL;
    bd->cufft_plan_count = bd->cufft_plan_capacity = 0;
}

CUresult bd_binding_handles_follow_stream(bound_dev_t *bd)
{
    for (int i = 0; i < BD_GEN_BINDING_HANDLES; i++) {
        const struct bd_gen_binding_handle *own = bd_gen_binding_handles[i];
        if (follow(bd, own) != own->success)
            return bd_fail(CUDA_ERROR_INVALID_HANDLE, "%s refused the binding's stream %p", own->set_stream_name,
                           (void *)bd->stream);
    }
    return bd_cufft_plans_follow_stream(bd);
}

/* The stream a library call given this handle runs on: a handle of the binding's own follows its
 * stream; another is not known (BD_UNKNOWN_STREAM: hand-off waits for its whole context). */
CUstream bd_gen_library_stream(bound_dev_t *bd, const void *handle)
{
    for (int i = 0; i < BD_GEN_BINDING_HANDLES; i++)
        if (bd_gen_binding_handles[i]->set_stream != NULL && handle == bd->handles[i].handle)
            return bd->handles[i].stream;
    CUstream stream;
    return bd_cufft_plan_stream(bd, handle, &stream) ? stream : BD_UNKNOWN_STREAM;
}

void bd_release_binding_handles(bound_dev_t *bd)
{
    bd_release_handoff(bd);
    for (int i = 0; i < BD_GEN_BINDING_HANDLES; i++) {
        const struct bd_gen_binding_handle *own = bd_gen_binding_handles[i];
        void *handle = bd->handles[i].handle;
        if (handle == NULL)
            continue;
        if (bd_gen_checks_on)
            bd_unregister_own(bd, own->destroy_name, own->kind, BD_HANDLE_VALUE(handle));
        own->destroy(handle);
        bd->handles[i] = (struct bd_binding_handle){NULL, NULL};
    }
    bd_release_cufft_plans(bd);
}
