/* SPDX-License-Identifier: MIT */
/* The runtime corpus: `differential_cudart [--expect RECORD]`, recorded as the driver's corpus is
 * (trace.h) and compared with a GPU's own record, h100-cudart.record. The
 * runtime's stream and event calls and its async sets and copies on one binding's own stream and
 * event, each made while another binding's context is current: the calls that act in the
 * context their handles name ([context_from_handles] in spec/cudart.toml) leave it current, and
 * must answer and land as they do with their own context current; their default-stream forms
 * switch. Device 0's primary context and a context of its own on it take both parts in turn. */
#include <stdlib.h>
#include <string.h>

#include "cubound/all.h"
#include "trace.h"

enum { WORDS = 256, BYTES = WORDS * 4 };

/* words_of the n words at device, read through the runtime. */
static const char *words(bound_dev_t *bd, const void *device, size_t n)
{
    static uint32_t host[WORDS];
    if (n == 0 || n > WORDS || bd_cudaMemcpy(bd, host, device, n * 4, cudaMemcpyDeviceToHost) != cudaSuccess)
        return "unreadable";
    return words_of(host, n);
}

/* Make other's context current, unrecorded: the next call is made from there. */
static void away(bound_dev_t *other)
{
    if (bd_enter(other) != CUDA_SUCCESS) {
        fprintf(stderr, "differential_cudart: bd_enter: %s\n", bd_last_error());
        exit(2);
    }
}

static void own_handles(bound_dev_t *bd, bound_dev_t *other)
{
    cudaStream_t s;
    cudaEvent_t e;
    uint32_t *p = NULL, *pinned = NULL;
    unsigned int flags = 0;
    int priority = 0;
    CALL(bd_cudaStreamCreateWithPriority(bd, &s, cudaStreamNonBlocking, -1));
    CALL(bd_cudaEventCreateWithFlags(bd, &e, cudaEventDisableTiming));
    CALL(bd_cudaMalloc(bd, (void **)&p, 2 * BYTES));
    CALL(bd_cudaMallocHost(bd, (void **)&pinned, BYTES));
    CALL(bd_cudaMemset(bd, p, 0, 2 * BYTES));
    /* cudaMemset runs on the legacy stream, which s (non-blocking) does not wait for: without this
     * the set of 9 below could land first, and the record would be one outcome of a race. */
    CALL(bd_cudaDeviceSynchronize(bd));
    for (int i = 0; i < WORDS; i++)
        pinned[i] = (uint32_t)i * 5;

    away(other);
    CALL(bd_cudaMemsetAsync(bd, p, 9, BYTES, s));
    away(other);
    CALL(bd_cudaEventRecord(bd, e, s));
    away(other);
    CALL(bd_cudaStreamWaitEvent(bd, s, e, 0));
    away(other);
    CALL(bd_cudaMemcpyAsync(bd, p + WORDS, p, 64, cudaMemcpyDeviceToDevice, s));
    away(other);
    CALLV(bd_cudaStreamSynchronize(bd, s), "%s", words(bd, p + WORDS, WORDS)); /* the 64 bytes copied */
    away(other);
    CALL(bd_cudaEventSynchronize(bd, e));
    away(other);
    CALL(bd_cudaEventQuery(bd, e));
    away(other);
    CALL(bd_cudaStreamQuery(bd, s));
    away(other);
    CALLV(bd_cudaStreamGetFlags(bd, s, &flags), "%u", flags);
    away(other);
    CALLV(bd_cudaStreamGetPriority(bd, s, &priority), "%d", priority);
    away(other);
    CALL(bd_cudaMemcpyAsync(bd, p, pinned, BYTES, cudaMemcpyHostToDevice, s));
    away(other);
    CALL(bd_cudaMemcpyAsync(bd, pinned, p + WORDS, BYTES, cudaMemcpyDeviceToHost, s));
    away(other);
    CALLV(bd_cudaStreamSynchronize(bd, s), "%s", words_of(pinned, WORDS));
    away(other);
    CALL(bd_cudaMemcpyAsync(bd, p + WORDS, p, BYTES, cudaMemcpyDefault, s));
    away(other);
    CALLV(bd_cudaStreamSynchronize(bd, s), "%s", words(bd, p + WORDS, WORDS));

    /* Default streams are the current context's: these forms make bd's current first. */
    away(other);
    CALL(bd_cudaMemsetAsync(bd, p, 7, BYTES, cudaStreamLegacy));
    away(other);
    CALLV(bd_cudaStreamSynchronize(bd, cudaStreamLegacy), "%s", words(bd, p, WORDS));
    away(other);
    CALL(bd_cudaMemsetAsync(bd, p, 3, 64, cudaStreamPerThread));
    away(other);
    CALLV(bd_cudaStreamSynchronize(bd, cudaStreamPerThread), "%s", words(bd, p, WORDS));
    away(other);
    CALL(bd_cudaEventRecord(bd, e, 0));
    away(other);
    CALL(bd_cudaStreamWaitEvent(bd, s, e, 0));
    away(other);
    CALL(bd_cudaStreamQuery(bd, 0));
    away(other);
    CALLV(bd_cudaStreamGetFlags(bd, 0, &flags), "%u", flags);

    CALL(bd_cudaStreamSynchronize(bd, s));
    CALL(bd_cudaEventDestroy(bd, e));
    CALL(bd_cudaStreamDestroy(bd, s));
    CALL(bd_cudaFree(bd, p));
    CALL(bd_cudaFreeHost(bd, pinned));
}

int main(int argc, char **argv)
{
    trace_open(argc, argv);
    bd_device_t *dev, *own_dev;
    bound_dev_t *primary, *own;
    if (bd_device_open(0, BD_PRIMARY_CONTEXT, &dev) != CUDA_SUCCESS ||
        bd_device_open(0, BD_OWN_CONTEXT, &own_dev) != CUDA_SUCCESS || bd_bind(dev, &primary) != CUDA_SUCCESS ||
        bd_bind(own_dev, &own) != CUDA_SUCCESS) {
        fprintf(stderr, "differential_cudart: no device: %s\n", bd_last_error());
        return 2;
    }
    own_handles(primary, own);
    own_handles(own, primary);
    bd_unbind(own);
    bd_unbind(primary);
    bd_device_close(own_dev);
    bd_device_close(dev);
    return trace_close();
}
