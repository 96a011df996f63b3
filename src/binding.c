/* Bindings: a device bound to the thread that made it. */
#include <stdlib.h>

#include "internal.h"

/* Every live binding, so that bd_unbind can tell a binding from a pointer it already freed
 * without reading it. Bindings are few; bind and unbind are rare. */
static pthread_mutex_t live_lock = PTHREAD_MUTEX_INITIALIZER;
static bound_dev_t **live;
static size_t live_count, live_capacity;

static bool add_live(bound_dev_t *bd)
{
    pthread_mutex_lock(&live_lock);
    if (live_count == live_capacity) {
        size_t capacity = live_capacity ? 2 * live_capacity : 64;
        bound_dev_t **grown = realloc(live, capacity * sizeof *grown);
        if (grown == NULL) {
            pthread_mutex_unlock(&live_lock);
            return false;
        }
        live = grown;
        live_capacity = capacity;
    }
    live[live_count++] = bd;
    pthread_mutex_unlock(&live_lock);
    return true;
}

/* Take bd out of the live set if it is live and this thread's; else say why not. */
static CUresult take_live(bound_dev_t *bd)
{
    pthread_mutex_lock(&live_lock);
    size_t at = 0;
    while (at < live_count && live[at] != bd)
        at++;
    CUresult rc = CUDA_SUCCESS;
    if (at == live_count)
        rc = bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_unbind of %p, which is not a live binding: unbound already, or never bound",
                     (void *)bd);
    else if (!bd_on_own_thread(bd)) /* still live: reading it is safe under the lock */
        rc = bd_check_usable(bd, "bd_unbind of");
    else
        live[at] = live[--live_count];
    pthread_mutex_unlock(&live_lock);
    return rc;
}

CUresult bd_bind(bd_device_t *dev, bound_dev_t **out)
{
    if (dev == NULL || out == NULL)
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_bind needs a device from bd_device_open and somewhere to put the binding");
    bound_dev_t *bd = calloc(1, sizeof *bd);
    if (bd == NULL)
        return bd_fail(CUDA_ERROR_OUT_OF_MEMORY, "no host memory for a binding");
    if (!bd_device_lock_if_open(dev)) {
        free(bd);
        return bd_fail(CUDA_ERROR_CONTEXT_IS_DESTROYED, "bd_bind on a device that is not open: closed, or never opened");
    }
    if (!add_live(bd)) {
        pthread_mutex_unlock(&dev->lock);
        free(bd);
        return bd_fail(CUDA_ERROR_OUT_OF_MEMORY, "no host memory for a binding");
    }
    bd->dev = dev;
    bd->ctx = dev->ctx;
    bd->ctx_id = dev->ctx_id;
    bd->stream = CU_STREAM_PER_THREAD;
    bd->generation = atomic_load(&dev->generation);
    bd->thread_serial = bd_thread_state()->serial;
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
    if (bd == NULL)
        return bd_check_usable(bd, "bd_unbind of");
    CUresult rc = take_live(bd);
    if (rc != CUDA_SUCCESS)
        return rc;
    bd_device_t *dev = bd->dev;
    if (bd->generation == atomic_load(&dev->generation) && bd_enter(bd) == CUDA_SUCCESS)
        bd_release_library_handles(bd);
    bd->handoff_event = NULL; /* destroyed above, or with its context */
    bd_forget_binding_writes(bd);
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
