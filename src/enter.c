/* SPDX-License-Identifier: MIT */
/* Entering a binding: the slow path of every wrapper, under the process's policy. */
#include "internal.h"

/* cuCtxSetCurrent refused the context enter_cached had already taken as current: forget both. */
static __attribute__((noinline, cold)) CUresult switch_refused(CUresult rc)
{
    const bound_dev_t *bd = bd_thread_binding;
    bd_thread_binding = NULL;
    bd_thread_context = NULL;
    return bd_context_refused(bd, rc);
}

/* Cached policy: validate once, then let the fast path's compare answer until something moves.
 * The cache is written before the switch, so nothing of bd need live across the driver's call
 * (no register saved: a switch is the path a thread taking turns between devices takes). */
static CUresult enter_cached(bound_dev_t *bd)
{
    if (BD_UNLIKELY(!bd_usable(bd)))
        return bd_check_usable(bd, "used");
    bd_thread_binding = bd;
    CUcontext ctx = bd->ctx;
    if (bd_thread_context == ctx)
        return CUDA_SUCCESS;
    bd_thread_context = ctx;
    CUresult rc = BD_DRIVER(cuCtxSetCurrent)(ctx);
    return BD_LIKELY(rc == CUDA_SUCCESS) ? CUDA_SUCCESS : switch_refused(rc);
}

/* Verified policy: ask the driver every call, so foreign code (cudaSetDevice) cannot fool it. The
 * binding entered is remembered: its next calls ask the driver in the wrapper (bd_gen_entered_again). */
static __attribute__((noinline)) CUresult enter_verified(bound_dev_t *bd)
{
    if (BD_UNLIKELY(!bd_usable(bd)))
        return bd_check_usable(bd, "used");
    CUcontext current = NULL;
    BD_DRIVER(cuCtxGetCurrent)(&current);
    if (current != bd->ctx) {
        CUresult rc = BD_DRIVER(cuCtxSetCurrent)(bd->ctx);
        if (rc != CUDA_SUCCESS)
            return bd_context_refused(bd, rc);
    }
    bd_remember_entered(bd);
    return CUDA_SUCCESS;
}

CUresult bd_gen_enter(bound_dev_t *bd)
{
    if (BD_LIKELY(!bd_policy_verified))
        return enter_cached(bd);
    return enter_verified(bd);
}

CUresult bd_gen_enter_named(bound_dev_t *bd)
{
    /* No context of cubound's is current on this thread (a first call, or after bd_resync): enter
     * as any call does, so that the next ones take the fast path. */
    if (bd_thread_context == NULL || bd_policy_verified)
        return bd_gen_enter(bd);
    if (BD_UNLIKELY(!bd_usable(bd)))
        return bd_check_usable(bd, "used");
    if (bd_thread_context == bd->ctx) /* its context is current already: the fast path from now on */
        bd_thread_binding = bd;
    else /* another's stays current; a <<<>>> launch on one of bd's streams next is bd's */
        bd_thread_named = bd;
    return CUDA_SUCCESS;
}

CUresult bd_enter(bound_dev_t *bd)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return CUDA_SUCCESS;
    if (BD_UNLIKELY(bd == NULL)) /* a binding exists only after bd_device_open settled the settings */
        bd_settle();
    bd_call_t call = {"bd_enter", NULL, 0, __builtin_return_address(0)};
    return bd_gen_checks_on ? bd_gen_enter_checked(bd, &call) : bd_gen_enter(bd);
}

CUresult bd_enter_for_handle(bound_dev_t *bd, const void *out, const char *who)
{
    if (out == NULL)
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "%s needs somewhere to put the handle", who);
    return bd_enter(bd);
}
