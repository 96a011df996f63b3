/* Devices: one CUDA device and its context, opened and closed explicitly. */
#include <stdlib.h>

#include "internal.h"

static CUresult acquire_context(CUdevice device, bd_context_kind_t kind, CUcontext *ctx)
{
    if (kind == BD_PRIMARY_CONTEXT)
        return cuDevicePrimaryCtxRetain(ctx, device);
    CUresult rc = cuCtxCreate(ctx, NULL, 0, device);
    if (rc != CUDA_SUCCESS)
        return rc;
    /* cuCtxCreate pushed the new context; give the thread back the one it had. */
    CUcontext popped;
    return cuCtxPopCurrent(&popped);
}

static CUresult release_context(bd_device_t *dev)
{
    bd_forget_context(dev->ctx);
    if (dev->kind == BD_PRIMARY_CONTEXT)
        return cuDevicePrimaryCtxRelease(dev->cu_device);
    return cuCtxDestroy(dev->ctx);
}

CUresult bd_device_open(int ordinal, bd_context_kind_t kind, bd_device_t **out)
{
    if (out == NULL || (kind != BD_PRIMARY_CONTEXT && kind != BD_OWN_CONTEXT))
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_device_open needs a context kind and somewhere to put the device");
    CUresult rc = cuInit(0);
    if (rc != CUDA_SUCCESS)
        return bd_fail(rc, "cuInit failed: is there a CUDA driver?");
    CUdevice device;
    rc = cuDeviceGet(&device, ordinal);
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
    dev->cu_device = device;
    dev->kind = kind;
    atomic_init(&dev->generation, 1);
    pthread_mutex_init(&dev->lock, NULL);
    dev->refs = 1;
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
    pthread_mutex_lock(&dev->lock);
    if (dev->closed) {
        pthread_mutex_unlock(&dev->lock);
        return bd_fail(CUDA_ERROR_CONTEXT_IS_DESTROYED, "device %d was already closed", dev->ordinal);
    }
    dev->closed = true;
    atomic_fetch_add(&dev->generation, 1);
    /* Live bindings go stale; their library handles die now, while the context still lives. */
    CUresult rc = CUDA_SUCCESS;
    if (dev->bindings != NULL) {
        rc = cuCtxPushCurrent(dev->ctx);
        if (rc == CUDA_SUCCESS) {
            for (bound_dev_t *bd = dev->bindings; bd != NULL; bd = bd->next)
                bd_release_library_handles(bd);
            CUcontext popped;
            rc = cuCtxPopCurrent(&popped);
        }
    }
    pthread_mutex_unlock(&dev->lock);
    CUresult released = release_context(dev);
    if (rc == CUDA_SUCCESS)
        rc = released;
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
