/* Bindings, and making a binding's context current: the slow path behind bd_enter. */
#include <stdlib.h>

#include "internal.h"

__thread bound_dev_t *bd_thread_binding __attribute__((tls_model("initial-exec")));
__thread CUcontext bd_thread_context BD_FAST_TLS;

void bd_resync(void)
{
    bd_thread_binding = NULL;
    bd_thread_context = NULL;
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

/* Why bd cannot be used on this thread now, or CUDA_SUCCESS. */
static CUresult check_usable(const bound_dev_t *bd, const char *action)
{
    if (bd == NULL)
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "%s a NULL binding: pass the bound_dev_t * that bd_bind returned", action);
    if (!pthread_equal(bd->thread, pthread_self()))
        return bd_fail(CUDA_ERROR_INVALID_CONTEXT,
                       "%s the binding of device %d on thread %ld, but thread %ld made it: bind the device on this thread",
                       action, bd->dev->ordinal, bd_current_thread_id(), bd->thread_id);
    return CUDA_SUCCESS;
}

CUresult bd_enter_slow(bound_dev_t *bd)
{
    CUresult rc = check_usable(bd, "used");
    if (rc != CUDA_SUCCESS)
        return rc;
    if (bd->generation != atomic_load(&bd->dev->generation))
        return bd_fail(CUDA_ERROR_CONTEXT_IS_DESTROYED, "used a binding of device %d after %s", bd->dev->ordinal,
                       bd_stale_reason_text((bd_stale_reason_t)atomic_load(&bd->dev->stale_reason)));
    if (bd_thread_context != bd->ctx) {
        rc = cuCtxSetCurrent(bd->ctx);
        if (rc != CUDA_SUCCESS)
            return bd_fail(rc, "cuCtxSetCurrent refused the context of device %d", bd->dev->ordinal);
        bd_thread_context = bd->ctx;
    }
    bd_thread_binding = bd;
    return CUDA_SUCCESS;
}

CUresult bd_bind(bd_device_t *dev, bound_dev_t **out)
{
    if (dev == NULL || out == NULL)
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_bind needs a device from bd_device_open and somewhere to put the binding");
    bound_dev_t *bd = calloc(1, sizeof *bd);
    if (bd == NULL)
        return bd_fail(CUDA_ERROR_OUT_OF_MEMORY, "no host memory for a binding");
    pthread_mutex_lock(&dev->lock);
    if (dev->closed) {
        pthread_mutex_unlock(&dev->lock);
        free(bd);
        return bd_fail(CUDA_ERROR_CONTEXT_IS_DESTROYED, "bd_bind on device %d after it was closed", dev->ordinal);
    }
    bd->dev = dev;
    bd->ctx = dev->ctx;
    bd->generation = atomic_load(&dev->generation);
    bd->thread = pthread_self();
    bd->thread_id = bd_current_thread_id();
    bd->next = dev->bindings;
    dev->bindings = bd;
    dev->refs++;
    pthread_mutex_unlock(&dev->lock);
    /* A bind point: foreign code may have moved the current context since cubound last set it. */
    bd_resync();
    *out = bd;
    return CUDA_SUCCESS;
}

CUresult bd_unbind(bound_dev_t *bd)
{
    CUresult rc = check_usable(bd, "bd_unbind of");
    if (rc != CUDA_SUCCESS)
        return rc;
    bd_device_t *dev = bd->dev;
    if (bd->generation == atomic_load(&dev->generation) && bd_enter(bd) == CUDA_SUCCESS)
        bd_release_library_handles(bd);
    if (bd_thread_binding == bd)
        bd_thread_binding = NULL;
    pthread_mutex_lock(&dev->lock);
    for (bound_dev_t **link = &dev->bindings; *link != NULL; link = &(*link)->next) {
        if (*link == bd) {
            *link = bd->next;
            break;
        }
    }
    pthread_mutex_unlock(&dev->lock);
    free(bd);
    bd_device_unref(dev);
    return CUDA_SUCCESS;
}

bd_device_t *bd_binding_device(const bound_dev_t *bd)
{
    return bd ? bd->dev : NULL;
}
