/* SPDX-License-Identifier: MIT */
/* What cubound made current on this thread, making a binding's context current, and the slots
 * bindings live in. */
#include <stdlib.h>

#include "internal.h"

__thread bound_dev_t *bd_thread_binding __attribute__((tls_model("initial-exec")));
__thread CUcontext bd_thread_context BD_FAST_TLS;
__thread bound_dev_t *bd_thread_named BD_FAST_TLS;

void bd_resync(void)
{
    bd_thread_binding = NULL;
    bd_thread_named = NULL;
    bd_thread_context = NULL;
    bd_gen_entered.binding = NULL;
}

CUresult bd_context_refused(const bound_dev_t *bd, CUresult rc)
{
    return bd_fail(rc, "cuCtxSetCurrent refused the context of device %d", bd->ordinal);
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
    case BD_STALE_PRIMARY_RESET: return "its primary context was reset (cuDevicePrimaryCtxReset, cudaDeviceReset); bind the device again";
    case BD_STALE_CLOSED: break;
    }
    return "the device was closed";
}

/* Slots come in chunks that are never freed. Unbound slots wait in a queue, oldest first, and
 * one is reused only when more than BD_UNBOUND_KEPT wait: a binding pointer stays readable
 * forever, and names its own binding until that many unbinds later. */
#define SLOTS_PER_CHUNK 256
#define MAX_CHUNKS 4096
static pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
static bound_dev_t *chunks[MAX_CHUNKS];
static atomic_size_t chunk_count; /* chunks[0, chunk_count) are readable without the lock */
static size_t chunk_used;          /* slots of the newest chunk handed out */
static bound_dev_t *unbound_oldest, *unbound_newest;
static size_t unbound_count;

static bound_dev_t *fresh_slot(void)
{
    size_t count = atomic_load_explicit(&chunk_count, memory_order_relaxed);
    if (count == 0 || chunk_used == SLOTS_PER_CHUNK) {
        bound_dev_t *chunk = count < MAX_CHUNKS ? calloc(SLOTS_PER_CHUNK, sizeof *chunk) : NULL;
        if (chunk == NULL)
            return NULL;
        chunks[count] = chunk;
        atomic_store_explicit(&chunk_count, count + 1, memory_order_release);
        chunk_used = 0;
        count++;
    }
    return &chunks[count - 1][chunk_used++];
}

bound_dev_t *bd_binding_slot(void)
{
    pthread_mutex_lock(&slots_lock);
    bound_dev_t *bd = unbound_oldest;
    if (unbound_count > BD_UNBOUND_KEPT) {
        unbound_oldest = bd->next;
        unbound_count--;
    } else {
        bd = fresh_slot();
    }
    pthread_mutex_unlock(&slots_lock);
    return bd;
}

void bd_binding_slot_free(bound_dev_t *bd)
{
    pthread_mutex_lock(&slots_lock);
    bd->next = NULL;
    if (unbound_count++ == 0)
        unbound_oldest = bd;
    else
        unbound_newest->next = bd;
    unbound_newest = bd;
    pthread_mutex_unlock(&slots_lock);
}

bool bd_binding_slot_known(const bound_dev_t *bd)
{
    uintptr_t at = (uintptr_t)bd;
    size_t count = atomic_load_explicit(&chunk_count, memory_order_acquire);
    for (size_t i = 0; i < count; i++) {
        uintptr_t offset = at - (uintptr_t)chunks[i];
        if (offset < SLOTS_PER_CHUNK * sizeof *chunks[i])
            return offset % sizeof *chunks[i] == 0;
    }
    return false;
}

CUresult bd_check_usable(const bound_dev_t *bd, const char *action)
{
    if (bd_forked_child)
        return bd_refuse_in_child(action);
    if (bd == NULL)
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "%s a NULL binding: pass the bound_dev_t * that bd_bind returned", action);
    if (!bd_binding_slot_known(bd))
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "%s %p, which is not a binding: pass the bound_dev_t * that bd_bind returned",
                       action, (const void *)bd);
    if (!atomic_load_explicit(&bd->bound, memory_order_acquire))
        return bd_fail(CUDA_ERROR_CONTEXT_IS_DESTROYED,
                       "%s the binding of device %d that thread %ld unbound (bd_unbind): bind the device again",
                       action, bd->ordinal, bd->thread_id);
    if (!bd_on_own_thread(bd))
        return bd_fail(CUDA_ERROR_INVALID_CONTEXT,
                       "%s the binding of device %d on thread %ld, but thread %ld%s made it: bind the device on this thread",
                       action, bd->ordinal, bd_current_thread_id(), bd->thread_id,
                       atomic_load(&bd->thread_exited) ? ", which has exited," : "");
    if (bd->generation != atomic_load(&bd->dev->generation))
        return bd_fail(CUDA_ERROR_CONTEXT_IS_DESTROYED, "%s a binding of device %d after %s", action, bd->ordinal,
                       bd_stale_reason_text((bd_stale_reason_t)atomic_load(&bd->dev->stale_reason)));
    return CUDA_SUCCESS;
}
