/* SPDX-License-Identifier: MIT */
/* Devices: one CUDA device and its context, opened and closed explicitly. */
#include <stdlib.h>

#include "internal.h"

/* Open devices, so that a context-changing wrapper can find the devices it affects. */
static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static bd_device_t *open_devices;
static atomic_ullong next_serial = 1;

static atomic_ullong next_incarnation = 1;

/* The driver's id of the context's current incarnation (a primary context gets a new one when it
 * is activated again); where the driver has none (headers before 12.0), a number of cubound's
 * own, shared by the devices open on that context: call it under registry_lock. */
static unsigned long long context_id(CUcontext ctx, const bd_device_t *self, unsigned long long ended)
{
    unsigned long long id = 0;
#if CUDA_VERSION >= 12000
    if (BD_DRIVER(cuCtxGetId)(ctx, &id) != CUDA_SUCCESS)
        id = 0;
#endif
    for (const bd_device_t *dev = open_devices; id == 0 && dev != NULL; dev = dev->next_open)
        if (dev != self && dev->ctx == ctx && dev->ctx_id >> 63 && dev->ctx_id != ended)
            id = dev->ctx_id;
    return id != 0 ? id : (1ull << 63) | atomic_fetch_add(&next_incarnation, 1);
}

static void context_ended(bd_device_t *dev)
{
    if (bd_gen_checks_on)
        bd_context_ended(dev->ctx_id);
}

static void move_generation(bd_device_t *dev, bd_stale_reason_t reason)
{
    atomic_store(&dev->stale_reason, (int)reason);
    atomic_fetch_add(&dev->generation, 1);
}

static void register_open(bd_device_t *dev)
{
    pthread_mutex_lock(&registry_lock);
    dev->next_open = open_devices;
    open_devices = dev;
    pthread_mutex_unlock(&registry_lock);
}

/* Take dev out of the open devices; false if it was not there (compared, never read). */
static bool unregister_open(bd_device_t *dev)
{
    bool found = false;
    pthread_mutex_lock(&registry_lock);
    for (bd_device_t **link = &open_devices; *link != NULL; link = &(*link)->next_open) {
        if (*link == dev) {
            *link = dev->next_open;
            found = true;
            break;
        }
    }
    pthread_mutex_unlock(&registry_lock);
    return found;
}

bool bd_device_lock_if_open(bd_device_t *dev)
{
    bool found = false;
    pthread_mutex_lock(&registry_lock);
    for (bd_device_t *open = open_devices; open != NULL && !found; open = open->next_open)
        found = open == dev;
    if (found)
        pthread_mutex_lock(&dev->lock); /* before the registry's lock goes: it cannot be closed meanwhile */
    pthread_mutex_unlock(&registry_lock);
    return found;
}

void bd_gen_ends_context(CUcontext ctx)
{
    pthread_mutex_lock(&registry_lock);
    for (bd_device_t *dev = open_devices; dev != NULL; dev = dev->next_open) {
        if (dev->ctx == ctx) {
            pthread_mutex_lock(&dev->lock);
            dev->context_lost = true;
            move_generation(dev, BD_STALE_CONTEXT_DESTROYED);
            context_ended(dev);
            pthread_mutex_unlock(&dev->lock);
        }
    }
    pthread_mutex_unlock(&registry_lock);
    bd_resync();
}

/* The peer is known by its context (or, peer NULL, as the primary context of device ordinal
 * primary_of: the runtime's); what owns memory is that context's present incarnation, which an
 * open device of that context knows. A context cubound did not open made no memory it knows, and
 * a context of the peer device's own is not its primary: its memory stays another device's. */
static void set_peer_access(bound_dev_t *bd, CUcontext peer, int primary_of, bool enabled)
{
    unsigned long long peer_id = 0;
    pthread_mutex_lock(&registry_lock);
    for (bd_device_t *dev = open_devices; dev != NULL && peer_id == 0; dev = dev->next_open)
        if (peer != NULL ? dev->ctx == peer : dev->kind == BD_PRIMARY_CONTEXT && dev->ordinal == primary_of)
            peer_id = dev->ctx_id;
    pthread_mutex_unlock(&registry_lock);
    if (peer_id != 0)
        bd_peer_access(bd->ctx_id, peer_id, enabled);
}

void bd_gen_enables_peer(bound_dev_t *bd, CUcontext peer)
{
    set_peer_access(bd, peer, 0, true);
}

void bd_gen_disables_peer(bound_dev_t *bd, CUcontext peer)
{
    set_peer_access(bd, peer, 0, false);
}

void bd_gen_enables_peer_primary(bound_dev_t *bd, int peer)
{
    set_peer_access(bd, NULL, peer, true);
}

void bd_gen_disables_peer_primary(bound_dev_t *bd, int peer)
{
    set_peer_access(bd, NULL, peer, false);
}

void bd_gen_resets_primary(CUdevice device)
{
    bd_gen_code_ended();
    pthread_mutex_lock(&registry_lock);
    for (bd_device_t *dev = open_devices; dev != NULL; dev = dev->next_open) {
        if (dev->kind == BD_PRIMARY_CONTEXT && dev->cu_device == device) {
            pthread_mutex_lock(&dev->lock);
            move_generation(dev, BD_STALE_PRIMARY_RESET);
            context_ended(dev);
            /* The reset dropped every retain; take the device's back so new bindings work. The
             * handle value comes back the same (measured): only the generation tells them apart. */
            CUcontext again;
            if (BD_DRIVER(cuDevicePrimaryCtxRetain)(&again, device) == CUDA_SUCCESS) {
                dev->ctx = again;
                dev->ctx_id = context_id(again, dev, dev->ctx_id); /* not the incarnation that ended */
                bd_context_opened(dev);
            }
            else
                dev->context_lost = true;
            pthread_mutex_unlock(&dev->lock);
        }
    }
    pthread_mutex_unlock(&registry_lock);
    bd_resync();
}

void bd_gen_resets_binding_primary(bound_dev_t *bd)
{
    bd_gen_resets_primary(bd->dev->cu_device); /* the runtime's current device: the binding's, made current */
}

static CUresult acquire_context(CUdevice device, bd_context_kind_t kind, CUcontext *ctx)
{
    if (kind == BD_PRIMARY_CONTEXT)
        return BD_DRIVER(cuDevicePrimaryCtxRetain)(ctx, device);
#if CUDA_VERSION >= 13000 /* cuCtxCreate is cuCtxCreate_v4: creation parameters come second */
    CUresult rc = BD_DRIVER(cuCtxCreate)(ctx, NULL, 0, device);
#else
    CUresult rc = BD_DRIVER(cuCtxCreate)(ctx, 0, device);
#endif
    if (rc != CUDA_SUCCESS)
        return rc;
    /* cuCtxCreate pushed the new context; give the thread back the one it had. */
    CUcontext popped;
    return BD_DRIVER(cuCtxPopCurrent)(&popped);
}

static CUresult release_context(bd_device_t *dev)
{
    bd_forget_context(dev->ctx);
    if (dev->context_lost)
        return CUDA_SUCCESS;
    if (dev->kind == BD_PRIMARY_CONTEXT)
        return BD_DRIVER(cuDevicePrimaryCtxRelease)(dev->cu_device);
    return BD_DRIVER(cuCtxDestroy)(dev->ctx);
}

CUresult bd_device_open(int ordinal, bd_context_kind_t kind, bd_device_t **out)
{
    if (out == NULL || (kind != BD_PRIMARY_CONTEXT && kind != BD_OWN_CONTEXT))
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_device_open needs a context kind and somewhere to put the device");
    if (bd_forked_child)
        return bd_refuse_in_child("bd_device_open");
    const char *refused = bd_settings_refused();
    if (refused != NULL)
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_device_open: %s", refused);
    const char *no_driver = bd_load(&bd_gen_driver_library);
    if (no_driver != NULL)
        return bd_fail(CUDA_ERROR_NO_DEVICE, "no CUDA driver: %s; CUBOUND_DRIVER=sim runs on the simulated driver", no_driver);
    bd_watch_forks(); /* before CUDA starts: a child forked from now on cannot use it */
    CUresult rc = BD_DRIVER(cuInit)(0);
    if (rc != CUDA_SUCCESS && bd_sim_refusal() != NULL)
        return bd_fail(rc, "cuInit failed: the simulated driver refused its settings: %s", bd_sim_refusal());
    if (rc != CUDA_SUCCESS)
        return bd_fail(rc, "cuInit failed: the driver found no usable GPU");
    CUdevice device;
    rc = BD_DRIVER(cuDeviceGet)(&device, ordinal);
    if (rc != CUDA_SUCCESS)
        return bd_fail(rc, "there is no CUDA device %d", ordinal);
    bd_device_t *dev = calloc(1, sizeof *dev);
    if (dev == NULL)
        return bd_fail(CUDA_ERROR_OUT_OF_MEMORY, "no host memory for a device");
    rc = acquire_context(device, kind, &dev->ctx);
    if (rc != CUDA_SUCCESS) {
        free(dev);
        return bd_fail(rc, "could not get a context on device %d", ordinal);
    }
    dev->ordinal = ordinal;
    dev->serial = atomic_fetch_add(&next_serial, 1);
    pthread_mutex_lock(&registry_lock);
    dev->ctx_id = context_id(dev->ctx, dev, 0);
    pthread_mutex_unlock(&registry_lock);
    dev->cu_device = device;
    dev->kind = kind;
    atomic_init(&dev->generation, 1);
    pthread_mutex_init(&dev->lock, NULL);
    dev->refs = 1;
    register_open(dev);
    bd_context_opened(dev);
    *out = dev;
    return CUDA_SUCCESS;
}

void bd_device_unref(bd_device_t *dev)
{
    pthread_mutex_lock(&dev->lock);
    int refs = --dev->refs;
    pthread_mutex_unlock(&dev->lock);
    if (refs == 0) {
        pthread_mutex_destroy(&dev->lock);
        free(dev);
    }
}

CUresult bd_device_close(bd_device_t *dev)
{
    if (dev == NULL)
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_device_close of a NULL device");
    if (bd_forked_child)
        return bd_refuse_in_child("bd_device_close");
    if (!unregister_open(dev)) /* the one close that finds it there goes on */
        return bd_fail(CUDA_ERROR_CONTEXT_IS_DESTROYED, "bd_device_close of %p, which is not an open device: closed "
                       "already, or never opened", (void *)dev);
    bd_context_closed(dev);
    pthread_mutex_lock(&dev->lock);
    move_generation(dev, BD_STALE_CLOSED);
    /* Live bindings go stale; their library handles die now, while the context still lives. */
    CUresult rc = CUDA_SUCCESS;
    if (dev->bindings != NULL && !dev->context_lost) {
        rc = BD_DRIVER(cuCtxPushCurrent)(dev->ctx);
        if (rc == CUDA_SUCCESS) {
            for (bound_dev_t *bd = dev->bindings; bd != NULL; bd = bd->next)
                bd_release_binding_handles(bd);
            CUcontext popped;
            rc = BD_DRIVER(cuCtxPopCurrent)(&popped);
        }
    }
    pthread_mutex_unlock(&dev->lock);
    CUresult released = release_context(dev);
    bd_gen_code_ended(); /* its modules may be gone with it */
    if (rc == CUDA_SUCCESS)
        rc = released;
    /* Its handles go stale with the context: ours is destroyed; a primary one only if nothing
     * else (another device opened on it, the runtime API) still holds it. */
    unsigned int flags = 0;
    int active = 0;
    if (dev->kind == BD_OWN_CONTEXT ||
        BD_DRIVER(cuDevicePrimaryCtxGetState)(dev->cu_device, &flags, &active) != CUDA_SUCCESS || !active)
        context_ended(dev);
    int ordinal = dev->ordinal;
    bd_device_unref(dev); /* frees dev unless bindings still hold it */
    if (rc != CUDA_SUCCESS)
        return bd_fail(rc, "closing device %d: the driver refused to release its context", ordinal);
    return CUDA_SUCCESS;
}

int bd_device_ordinal(const bd_device_t *dev)
{
    return dev ? dev->ordinal : -1;
}

CUcontext bd_device_context(const bd_device_t *dev)
{
    return dev ? dev->ctx : NULL;
}
