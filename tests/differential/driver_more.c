/* SPDX-License-Identifier: MIT */
/* The corpus's other driver calls: error names, the context stack, virtual memory, pinned
 * asynchronous copies and sets, 2D copies on streams, fat binaries, empty graphs, pools. */
#include <stdint.h>
#include <string.h>

#include "corpus.h"

enum { WORDS = 256, BYTES = WORDS * 4 };

static void names_and_contexts(bound_dev_t *bd, bound_dev_t *other)
{
    const char *text = NULL;
    int count = 0, active = -1;
    unsigned int flags = 99;
    unsigned long long id_a = 0, id_b = 0;
    CALLV(bd_cuGetErrorName(CUDA_ERROR_INVALID_VALUE, &text), "%s", text);
    CALL(bd_cuGetErrorString(CUDA_ERROR_OUT_OF_MEMORY, &text));
    CALL(bd_cuGetErrorName((CUresult)99999, &text));
    CALLV(bd_cuDeviceGetCount(&count), "%d", count >= 1);
    CALLV(bd_cuDevicePrimaryCtxGetState(bd, 0, &flags, &active), "flags=%u active=%d", flags, active);
    CUcontext theirs = bd_device_context(bd_binding_device(other)), popped = NULL;
    CALL(bd_cuCtxGetId(bd, NULL, &id_a));
    CALL(bd_cuCtxGetId(bd, theirs, &id_b));
    trace("context ids", 0, "%d", id_a != 0 && id_b != 0 && id_a != id_b);
    CALL(bd_cuCtxPushCurrent(bd, theirs));
    CALLV(bd_cuCtxPopCurrent(bd, &popped), "%d", popped == theirs);
    CALL(bd_cuCtxDisablePeerAccess(bd, theirs)); /* never enabled */
    CUcontext current = NULL, primary = NULL, made = NULL;
    CALL(bd_cuInit(0));
    CALL(bd_cuInit(7));
    CALLV(bd_cuCtxGetCurrent(bd, &current), "%d", current == bd_device_context(bd_binding_device(bd)));
    CALL(bd_cuCtxSetCurrent(bd, bd_device_context(bd_binding_device(bd))));
    CALLV(bd_cuDevicePrimaryCtxRetain(bd, &primary, 0), "%d", primary == bd_device_context(bd_binding_device(bd)));
    CALL(bd_cuDevicePrimaryCtxRelease(bd, 0));
    CALL(bd_cuCtxCreate(bd, &made, NULL, 0, 0));
    CALLV(bd_cuCtxGetCurrent(bd, &current), "%d", current == made);
    CALL(bd_cuCtxDestroy(bd, made));
}

/* A reserved range, physical memory mapped into it, access granted, used, and all undone. */
static void virtual_memory(bound_dev_t *bd)
{
    CUmemAllocationProp prop = {.type = CU_MEM_ALLOCATION_TYPE_PINNED,
                                .location = {.type = CU_MEM_LOCATION_TYPE_DEVICE, .id = 0}};
    size_t granularity = 0;
    CUdeviceptr range;
    CUmemGenericAllocationHandle memory;
    CALLV(bd_cuMemGetAllocationGranularity(&granularity, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM), "%zu", granularity);
    CALL(bd_cuMemAddressReserve(bd, &range, granularity, 0, 0, 0));
    CALL(bd_cuMemCreate(bd, &memory, granularity, &prop, 0));
    CALL(bd_cuMemMap(bd, range, granularity, 0, memory, 0));
    CUmemAccessDesc access = {.location = prop.location, .flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE};
    CALL(bd_cuMemSetAccess(bd, range, granularity, &access, 1));
    static uint32_t host[WORDS];
    CALL(bd_cuMemsetD32(bd, range, 17, WORDS));
    CALLV(bd_cuMemcpyDtoH(bd, host, range, BYTES), "%s", words_of(host, WORDS));
    CALL(bd_cuMemUnmap(bd, range, granularity));
    CALL(bd_cuMemRelease(bd, memory));
    CALL(bd_cuMemAddressFree(bd, range, granularity));
}

/* Pinned memory is read and written when the stream gets there. */
static void pinned_copies_and_sets(bound_dev_t *bd)
{
    uint32_t *pinned;
    CUdeviceptr p, q;
    CUstream s;
    CALL(bd_cuMemAllocHost(bd, (void **)&pinned, BYTES));
    CALL(bd_cuMemAlloc(bd, &p, BYTES));
    CALL(bd_cuMemAlloc(bd, &q, BYTES));
    CALL(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
    for (int i = 0; i < WORDS; i++)
        pinned[i] = (uint32_t)i;
    CALL(bd_cuMemcpyHtoDAsync(bd, p, pinned, BYTES, s));
    CALL(bd_cuMemsetD8Async(bd, p, 1, 8, s));
    CALL(bd_cuMemsetD16Async(bd, p + 8, 2, 4, s));
    CALL(bd_cuMemsetD2D16Async(bd, q, 64, 3, 32, 4, s));
    CALL(bd_cuMemcpyDtoHAsync(bd, pinned, p, BYTES, s));
    CALLV(bd_cuStreamSynchronize(bd, s), "%s", words_of(pinned, WORDS));
    CUDA_MEMCPY2D copy = {.srcMemoryType = CU_MEMORYTYPE_DEVICE, .srcDevice = q, .srcPitch = 64,
                          .dstMemoryType = CU_MEMORYTYPE_HOST, .dstHost = pinned, .dstPitch = 64,
                          .WidthInBytes = 64, .Height = 4};
    CALL(bd_cuMemcpy2DAsync(bd, &copy, s));
    CALLV(bd_cuStreamSynchronize(bd, s), "%s", words_of(pinned, 64));
    copy.srcDevice = p;
    copy.WidthInBytes = 60;
    CALLV(bd_cuMemcpy2DUnaligned(bd, &copy), "%s", words_of(pinned, 64));
    CALL(bd_cuStreamDestroy(bd, s));
    CALL(bd_cuMemFree(bd, p));
    CALL(bd_cuMemFree(bd, q));
    CALL(bd_cuMemFreeHost(bd, pinned));
}

static void images_graphs_pools(bound_dev_t *bd, const char *fatbin_image)
{
    CUmodule module;
    CUfunction f;
    CALL(bd_cuModuleLoadFatBinary(bd, &module, fatbin_image));
    CALL(bd_cuModuleGetFunction(bd, &f, module, "bd_scale_add_f32"));
    CALL(bd_cuModuleUnload(bd, module));
    CUgraph graph;
    CUgraphExec exec;
    size_t nodes = 9;
    CALL(bd_cuGraphCreate(bd, &graph, 0));
    CALLV(bd_cuGraphGetNodes(bd, graph, NULL, &nodes), "%zu", nodes);
    CALL(bd_cuGraphInstantiate(bd, &exec, graph, 0));
    CALL(bd_cuGraphLaunch(bd, exec, NULL));
    CALL(bd_cuGraphExecDestroy(bd, exec));
    CALL(bd_cuGraphDestroy(bd, graph));
    CUmemoryPool pool, current;
    CUmemPoolProps props = {.allocType = CU_MEM_ALLOCATION_TYPE_PINNED,
                            .location = {.type = CU_MEM_LOCATION_TYPE_DEVICE, .id = 0}};
    CUmemoryPool default_pool;
    CALL(bd_cuDeviceGetDefaultMemPool(&default_pool, 0));
    CALL(bd_cuMemPoolCreate(bd, &pool, &props));
    CALL(bd_cuDeviceSetMemPool(0, pool));
    CALLV(bd_cuDeviceGetMemPool(&current, 0), "%d", current == pool);
    CALL(bd_cuDeviceSetMemPool(0, default_pool));
    CALL(bd_cuMemPoolDestroy(bd, pool));
}

void corpus_driver_more(bound_dev_t *bd, bound_dev_t *other, const char *fatbin_image)
{
    names_and_contexts(bd, other);
    virtual_memory(bd);
    pinned_copies_and_sets(bd);
    images_graphs_pools(bd, fatbin_image);
}
