/* Bindings: a device bound to the thread that made it. */
#include <stdlib.h>

#include "internal.h"

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
    bd->thread = (const void *)&bd_thread_context;
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
    if (bd == NULL || !bd_on_own_thread(bd))
        return bd_check_usable(bd, "bd_unbind of");
    bd_device_t *dev = bd->dev;
    if (bd->generation == atomic_load(&dev->generation) && bd_enter(bd) == CUDA_SUCCESS)
        bd_release_library_handles(bd);
    if (bd_thread_binding == bd)
        bd_thread_binding = NULL;
    if (bd_thread_state()->checked_binding == bd)
        bd_thread_state()->checked_binding = NULL;
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
