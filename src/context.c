/* What cubound made current on this thread, and making a binding's context current. */
#include "internal.h"

__thread bound_dev_t *bd_thread_binding __attribute__((tls_model("initial-exec")));
__thread CUcontext bd_thread_context BD_FAST_TLS;

void bd_resync(void)
{
    bd_thread_binding = NULL;
    bd_thread_context = NULL;
    bd_thread_state()->checked_binding = NULL;
}

void bd_gen_moves_current(void)
{
    bd_resync();
}

void bd_forget_context(CUcontext ctx)
{
    if (bd_thread_context == ctx)
        bd_resync();
}

const char *bd_stale_reason_text(bd_stale_reason_t reason)
{
    switch (reason) {
    case BD_STALE_CONTEXT_DESTROYED: return "its context was destroyed (cuCtxDestroy or cuCtxDetach)";
    case BD_STALE_PRIMARY_RESET: return "its primary context was reset (cuDevicePrimaryCtxReset); bind the device again";
    case BD_STALE_CLOSED: break;
    }
    return "the device was closed";
}

CUresult bd_check_usable(const bound_dev_t *bd, const char *action)
{
    if (bd == NULL)
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "%s a NULL binding: pass the bound_dev_t * that bd_bind returned", action);
    if (!bd_on_own_thread(bd))
        return bd_fail(CUDA_ERROR_INVALID_CONTEXT,
                       "%s the binding of device %d on thread %ld, but thread %ld made it: bind the device on this thread",
                       action, bd->dev->ordinal, bd_current_thread_id(), bd->thread_id);
    if (bd->generation != atomic_load(&bd->dev->generation))
        return bd_fail(CUDA_ERROR_CONTEXT_IS_DESTROYED, "%s a binding of device %d after %s", action, bd->dev->ordinal,
                       bd_stale_reason_text((bd_stale_reason_t)atomic_load(&bd->dev->stale_reason)));
    return CUDA_SUCCESS;
}
