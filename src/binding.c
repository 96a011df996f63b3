/* SPDX-License-Identifier: MIT */
/* Bindings: a device bound to the thread that made it. */
#include <stddef.h>

#include "internal.h"

CUresult bd_bind(bd_device_t *dev, bound_dev_t **out)
{
    if (bd_forked_child)
        return bd_refuse_in_child("bd_bind");
    if (dev == NULL || out == NULL)
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_bind needs a device from bd_device_open and somewhere to put the binding");
    if (!bd_device_lock_if_open(dev))
        return bd_fail(CUDA_ERROR_CONTEXT_IS_DESTROYED, "bd_bind on a device that is not open: closed, or never opened");
    bound_dev_t *bd = bd_binding_slot();
    if (bd == NULL) {
        pthread_mutex_unlock(&dev->lock);
        return bd_fail(CUDA_ERROR_OUT_OF_MEMORY, "no host memory for a binding");
    }
    struct bd_thread_state *thread = bd_thread_state();
    bd->dev = dev;
    bd->ctx = dev->ctx;
    bd->ctx_id = dev->ctx_id;
    bd->generation = atomic_load(&dev->generation);
    bd->ordinal = dev->ordinal;
    bd->device_serial = dev->serial;
    bd->thread_id = bd_current_thread_id();
    bd->unbound_at = NULL;
    bd->stream = CU_STREAM_PER_THREAD;
    bd_binding_handles_none(bd);
    bd->handoff_event = NULL;
    bd->next = dev->bindings;
    dev->bindings = bd;
    dev->refs++;
    bd->thread_next = thread->bindings;
    thread->bindings = bd;
    atomic_store(&bd->thread_exited, false);
    atomic_store(&bd->thread_serial, bd_thread_serial); /* bd_thread_state() made it */
    atomic_store_explicit(&bd->bound, true, memory_order_release); /* last: what a stale pointer tests first */
    pthread_mutex_unlock(&dev->lock);
    /* A bind point: foreign code may have moved the current context since cubound last set it. */
    bd_resync();
    *out = bd;
    return CUDA_SUCCESS;
}

/* Take bd out of a list linked through the field at offset link (next, or thread_next). */
static void unlink_binding(bound_dev_t **list, bound_dev_t *bd, size_t link)
{
    for (bound_dev_t **at = list; *at != NULL; at = (bound_dev_t **)((char *)*at + link)) {
        if (*at == bd) {
            *at = *(bound_dev_t **)((char *)bd + link);
            return;
        }
    }
}

CUresult bd_unbind(bound_dev_t *bd)
{
    if (bd_forked_child)
        return bd_refuse_in_child("bd_unbind");
    if (bd == NULL)
        return bd_check_usable(bd, "bd_unbind of");
    /* A slot, and bound: reading it is safe, whoever bound it since. */
    if (!bd_binding_slot_known(bd) || !atomic_load_explicit(&bd->bound, memory_order_acquire))
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_unbind of %p, which is not a live binding: unbound already, or never bound",
                       (void *)bd);
    if (!bd_on_own_thread(bd)) /* only its own thread may end it, so nothing races what follows */
        return bd_check_usable(bd, "bd_unbind of");
    bd_device_t *dev = bd->dev;
    if (bd->generation == atomic_load(&dev->generation) && bd_enter(bd) == CUDA_SUCCESS)
        bd_release_binding_handles(bd);
    bd->handoff_event = NULL; /* destroyed above, or with its context */
    bd_forget_binding_writes(bd);
    if (bd_thread_binding == bd)
        bd_thread_binding = NULL;
    if (bd_thread_named == bd)
        bd_thread_named = NULL;
    if (bd_gen_entered.binding == bd)
        bd_gen_entered.binding = NULL;
    struct bd_thread_state *thread = bd_thread_state();
    unlink_binding(&thread->bindings, bd, offsetof(bound_dev_t, thread_next));
    pthread_mutex_lock(&dev->lock);
    unlink_binding(&dev->bindings, bd, offsetof(bound_dev_t, next));
    pthread_mutex_unlock(&dev->lock);
    bd->unbound_at = __builtin_return_address(0);
    atomic_store(&bd->thread_serial, BD_UNBOUND_THREAD_SERIAL);
    atomic_store_explicit(&bd->bound, false, memory_order_release);
    bd->dev = NULL;
    bd_binding_slot_free(bd);
    bd_device_unref(dev);
    return CUDA_SUCCESS;
}

bd_device_t *bd_binding_device(const bound_dev_t *bd)
{
    return bd != NULL && atomic_load(&bd->bound) ? bd->dev : NULL;
}
