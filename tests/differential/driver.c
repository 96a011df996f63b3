/* SPDX-License-Identifier: MIT */
/* The corpus's driver calls: devices, contexts, memory in its forms, copies and sets, streams,
 * events, capture and graphs, modules and launches, occupancy; legal calls and errors. */
#include <stdint.h>
#include <string.h>

#include "corpus.h"

enum { WORDS = 256, BYTES = WORDS * 4 };

/* words_of the n words at ptr in device memory. */
static const char *words(bound_dev_t *bd, CUdeviceptr ptr, size_t n)
{
    static uint32_t host[1 << 16];
    if (n == 0 || n > sizeof host / 4)
        return "none";
    if (bd_cuMemcpyDtoH(bd, host, ptr, n * 4) != CUDA_SUCCESS)
        return "unreadable";
    return words_of(host, n);
}

static void device_and_context(bound_dev_t *bd, bound_dev_t *other)
{
    int version = 0, value = 0;
    CUdevice device;
    CALLV(bd_cuDriverGetVersion(&version), "%d", version >= 13000);
    CALLV(bd_cuDeviceGet(&device, 0), "%d", device);
    CALL(bd_cuDeviceGet(&device, 4096));
    /* Every attribute: the simulation answers the H200's values. */
    for (int attribute = 1; attribute < CU_DEVICE_ATTRIBUTE_MAX; attribute++) {
        CUresult rc = bd_cuDeviceGetAttribute(&value, (CUdevice_attribute)attribute, 0);
        bool moment = attribute == CU_DEVICE_ATTRIBUTE_CLOCK_RATE || attribute == CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE ||
                      attribute == CU_DEVICE_ATTRIBUTE_PCI_BUS_ID || attribute == CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID ||
                      attribute == CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID;
        trace_card("cuDeviceGetAttribute", rc, "%d=%d", attribute, moment ? 0 : value);
    }
    CALL(bd_cuDeviceGetAttribute(&value, (CUdevice_attribute)100000, 0));
    size_t total = 0;
    CARD(bd_cuDeviceTotalMem(&total, 0), "%zu GiB", total >> 30);
    char name[256];
    CARD(bd_cuDeviceGetName(name, sizeof name, 0), "%.11s", name);
    CUuuid uuid;
    CALL(bd_cuDeviceGetUuid(&uuid, 0));

    unsigned int api = 0, flags = 0;
    CALLV(bd_cuCtxGetApiVersion(bd, NULL, &api), "%u", api);
    CALLV(bd_cuCtxGetFlags(bd, &flags), "%u", flags);
    CALLV(bd_cuCtxGetDevice(bd, &device), "%d", device);
    size_t limit = 0;
    CALLV(bd_cuCtxGetLimit(bd, &limit, CU_LIMIT_STACK_SIZE), "%zu", limit);
    CALL(bd_cuCtxSetLimit(bd, CU_LIMIT_STACK_SIZE, 2048));
    CALLV(bd_cuCtxGetLimit(bd, &limit, CU_LIMIT_STACK_SIZE), "%zu", limit);
    CALLV(bd_cuCtxGetLimit(bd, &limit, CU_LIMIT_PRINTF_FIFO_SIZE), "%zu", limit);
    CALLV(bd_cuCtxGetLimit(bd, &limit, CU_LIMIT_MALLOC_HEAP_SIZE), "%zu", limit);
    CALL(bd_cuCtxGetLimit(bd, &limit, (CUlimit)9999));
    int least = 0, greatest = 0;
    CALLV(bd_cuCtxGetStreamPriorityRange(bd, &least, &greatest), "%d %d", least, greatest);
    CUfunc_cache cache;
    CALLV(bd_cuCtxGetCacheConfig(bd, &cache), "%d", cache);
    CALL(bd_cuCtxSetCacheConfig(bd, CU_FUNC_CACHE_PREFER_SHARED));
    CALLV(bd_cuCtxGetCacheConfig(bd, &cache), "%d", cache);
    CALL(bd_cuCtxSetCacheConfig(bd, CU_FUNC_CACHE_PREFER_NONE));
    CALL(bd_cuCtxSynchronize(bd));
    int can = -1;
    CALLV(bd_cuDeviceCanAccessPeer(&can, 0, 0), "%d", can);
    /* Peer access between two contexts of one device is not peer access. */
    CALL(bd_cuCtxEnablePeerAccess(bd, bd_device_context(bd_binding_device(other)), 0));
}

static void memory(bound_dev_t *bd, bound_dev_t *other)
{
    CUdeviceptr a, b, pitched;
    CALL(bd_cuMemAlloc(bd, &a, BYTES));
    CALL(bd_cuMemAlloc(bd, &b, BYTES));
    CUdeviceptr refused;
    size_t refused_pitch, pitch = 0;
    CALL(bd_cuMemAlloc(bd, &refused, 0));
    CALLV(bd_cuMemAllocPitch(bd, &pitched, &pitch, 100, 8, 4), "pitch=%zu", pitch);
    CALL(bd_cuMemAllocPitch(bd, &refused, &refused_pitch, 100, 8, 3));
    CALL(bd_cuMemsetD8(bd, pitched, 0, pitch * 8)); /* fresh memory holds anything */
    size_t free_bytes, total_bytes;
    CALL(bd_cuMemGetInfo(bd, &free_bytes, &total_bytes));

    CALLV(bd_cuMemsetD32(bd, a, 7, WORDS), "%s", words(bd, a, WORDS));
    CALLV(bd_cuMemsetD16(bd, a, 0x0102, WORDS * 2), "%s", words(bd, a, WORDS));
    CALLV(bd_cuMemsetD8(bd, a, 3, BYTES), "%s", words(bd, a, WORDS));
    CALL(bd_cuMemsetD16(bd, a + 1, 1, 4)); /* misaligned */
    CALL(bd_cuMemsetD32(bd, a, 1, WORDS + 1)); /* past the end */
    CALLV(bd_cuMemsetD2D32(bd, pitched, pitch, 9, 25, 8), "%s", words(bd, pitched, pitch / 4 * 8));
    CALLV(bd_cuMemsetD2D8(bd, pitched, pitch, 1, 100, 8), "%s", words(bd, pitched, pitch / 4 * 8));
    CALLV(bd_cuMemsetD2D16(bd, pitched, pitch, 2, 50, 8), "%s", words(bd, pitched, pitch / 4 * 8));
    CALL(bd_cuMemsetD2D32Async(bd, pitched, pitch, 4, 10, 8, NULL));
    CALLV(bd_cuMemsetD2D8Async(bd, pitched, pitch, 7, 3, 2, NULL), "%s", words(bd, pitched, pitch / 4 * 8));
    CALL(bd_cuMemsetD2D32(bd, pitched, pitch, 4, pitch, 8)); /* rows wider than the pitch */

    static uint32_t host[WORDS];
    for (int i = 0; i < WORDS; i++)
        host[i] = (uint32_t)i * 3;
    CALLV(bd_cuMemcpyHtoD(bd, a, host, BYTES), "%s", words(bd, a, WORDS));
    CALLV(bd_cuMemcpyDtoD(bd, b, a, BYTES), "%s", words(bd, b, WORDS));
    CALLV(bd_cuMemcpy(bd, b, a + 16, 64), "%s", words(bd, b, WORDS));
    CALL(bd_cuMemcpyHtoD(bd, a, host, BYTES + 4));
    CUdeviceptr theirs;
    CALL(bd_cuMemAlloc(other, &theirs, BYTES));
    CALLV(bd_cuMemcpyPeer(bd, theirs, bd_device_context(bd_binding_device(other)), a,
                          bd_device_context(bd_binding_device(bd)), BYTES),
          "%s", words(other, theirs, WORDS));
    CUstream peer_stream;
    CALL(bd_cuStreamCreate(bd, &peer_stream, CU_STREAM_NON_BLOCKING));
    CALL(bd_cuMemsetD32(other, theirs, 0, WORDS));
    /* The memset runs on the other context's stream, unordered with peer_stream: done first, or
     * the copy below races it and the record is one outcome of a race. */
    CALL(bd_cuCtxSynchronize(other));
    CALL(bd_cuMemcpyPeerAsync(bd, theirs, bd_device_context(bd_binding_device(other)), a + 512,
                              bd_device_context(bd_binding_device(bd)), 512, peer_stream));
    CALLV(bd_cuStreamSynchronize(bd, peer_stream), "%s", words(other, theirs, WORDS));
    CALL(bd_cuMemcpyAsync(bd, b, theirs, 256, peer_stream));
    CALLV(bd_cuStreamSynchronize(bd, peer_stream), "%s", words(bd, b, WORDS));
    CALL(bd_cuStreamDestroy(bd, peer_stream));
    CALL(bd_cuMemFree(other, theirs));

    /* Another context current: calls on bd's own stream and event act in bd's context without
     * making it current ([context_from_handles]), as measured on the H200. */
    CUstream own;
    CUevent mark;
    CUdeviceptr scratch;
    CALL(bd_cuMemAlloc(bd, &scratch, 2 * BYTES));
    CALL(bd_cuStreamCreate(bd, &own, CU_STREAM_NON_BLOCKING));
    CALL(bd_cuEventCreate(bd, &mark, CU_EVENT_DISABLE_TIMING));
    CALL(bd_cuCtxSynchronize(other));
    CALL(bd_cuMemsetD8Async(bd, scratch, 9, BYTES, own));
    CALL(bd_cuEventRecord(bd, mark, own));
    CALL(bd_cuStreamWaitEvent(bd, own, mark, 0));
    CALL(bd_cuMemcpyDtoDAsync(bd, scratch + BYTES, scratch, 64, own));
    CALL(bd_cuStreamSynchronize(bd, own));
    CALL(bd_cuEventSynchronize(bd, mark));
    CALL(bd_cuEventQuery(bd, mark));
    CALLV(bd_cuStreamQuery(bd, own), "%s", words(bd, scratch + BYTES, 16)); /* the 64 bytes copied */
    CALL(bd_cuEventDestroy(bd, mark));
    CALL(bd_cuStreamDestroy(bd, own));
    CALL(bd_cuMemFree(bd, scratch));

    CUDA_MEMCPY2D copy = {.srcMemoryType = CU_MEMORYTYPE_DEVICE, .srcDevice = a, .srcPitch = 64,
                          .dstMemoryType = CU_MEMORYTYPE_DEVICE, .dstDevice = pitched, .dstPitch = pitch,
                          .WidthInBytes = 64, .Height = 4};
    CALLV(bd_cuMemcpy2D(bd, &copy), "%s", words(bd, pitched, pitch / 4 * 8));
    copy.WidthInBytes = pitch + 4;
    CALL(bd_cuMemcpy2D(bd, &copy));
    CUDA_MEMCPY3D copy3 = {.srcMemoryType = CU_MEMORYTYPE_DEVICE, .srcDevice = a, .srcPitch = 32, .srcHeight = 2,
                           .dstMemoryType = CU_MEMORYTYPE_DEVICE, .dstDevice = b, .dstPitch = 64, .dstHeight = 2,
                           .WidthInBytes = 32, .Height = 2, .Depth = 2};
    CALL(bd_cuMemsetD32(bd, b, 0, WORDS));
    CALLV(bd_cuMemcpy3D(bd, &copy3), "%s", words(bd, b, WORDS));
    copy3.dstY = 1;
    CALLV(bd_cuMemcpy3DAsync(bd, &copy3, NULL), "%s", words(bd, b, WORDS));

    void *pinned = NULL, *mapped = NULL;
    CUdeviceptr through;
    unsigned int flags = 0;
    CALL(bd_cuMemAllocHost(bd, &pinned, BYTES));
    CALLV(bd_cuMemHostGetFlags(bd, &flags, pinned), "%u", flags);
    CALL(bd_cuMemHostAlloc(bd, &mapped, BYTES, CU_MEMHOSTALLOC_DEVICEMAP | CU_MEMHOSTALLOC_PORTABLE));
    CALLV(bd_cuMemHostGetFlags(bd, &flags, mapped), "%u", flags);
    CALLV(bd_cuMemHostGetDevicePointer(bd, &through, mapped, 0), "same=%d", through == (CUdeviceptr)(uintptr_t)mapped);
    CALLV(bd_cuMemsetD32(bd, through, 5, WORDS), "host=%u", ((uint32_t *)mapped)[WORDS - 1]);
    CALL(bd_cuMemHostGetFlags(bd, &flags, host));
    CALL(bd_cuMemFreeHost(bd, pinned));
    CALL(bd_cuMemFreeHost(bd, mapped));
    static uint32_t registered[4096];
    CALL(bd_cuMemHostRegister(bd, registered, sizeof registered, CU_MEMHOSTREGISTER_PORTABLE));
    CALL(bd_cuMemHostRegister(bd, registered, sizeof registered, 0));
    CALLV(bd_cuMemcpyDtoH(bd, registered, a, BYTES), "%u", registered[WORDS - 1]);
    CALL(bd_cuMemHostUnregister(bd, registered));
    CALL(bd_cuMemHostUnregister(bd, registered));

    CUdeviceptr managed, base;
    size_t size = 0;
    CALL(bd_cuMemAllocManaged(bd, &managed, BYTES, CU_MEM_ATTACH_GLOBAL));
    CALLV(bd_cuMemsetD32(bd, managed, 11, WORDS), "host=%u", ((uint32_t *)(uintptr_t)managed)[3]);
    CUmemLocation here = {.type = CU_MEM_LOCATION_TYPE_DEVICE, .id = 0};
    CALL(bd_cuMemAdvise(bd, managed, BYTES, CU_MEM_ADVISE_SET_READ_MOSTLY, here));
    CALL(bd_cuMemPrefetchAsync(bd, managed, BYTES, here, 0, NULL));
    CALLV(bd_cuMemGetAddressRange(bd, &base, &size, managed + 100), "base=%d size=%zu", base == managed, size);
    CUmemorytype type = 0;
    CALLV(bd_cuPointerGetAttribute(bd, &type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, a), "%d", type);
    unsigned int is_managed = 0;
    CALLV(bd_cuPointerGetAttribute(bd, &is_managed, CU_POINTER_ATTRIBUTE_IS_MANAGED, managed), "%u", is_managed);
    int ordinal = -1;
    CALLV(bd_cuPointerGetAttribute(bd, &ordinal, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, a), "%d", ordinal);
    CALL(bd_cuPointerGetAttribute(bd, &type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)(uintptr_t)host));
    CUpointer_attribute asked[] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_IS_MANAGED,
                                   CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, CU_POINTER_ATTRIBUTE_RANGE_SIZE};
    unsigned int memory_type = 9, managed_flag = 9;
    int device_ordinal = 9;
    size_t range = 9;
    void *answers[] = {&memory_type, &managed_flag, &device_ordinal, &range};
    CALLV(bd_cuPointerGetAttributes(bd, 4, asked, answers, managed + 8), "%u %u %d %zu", memory_type, managed_flag,
          device_ordinal, range);
    CALLV(bd_cuPointerGetAttributes(bd, 4, asked, answers, (CUdeviceptr)(uintptr_t)host), "%u %u %d", memory_type,
          managed_flag, device_ordinal);
    CALL(bd_cuMemFree(bd, managed));

    CUmemoryPool pool;
    CUstream stream;
    CUdeviceptr async;
    cuuint64_t threshold = 1;
    CALL(bd_cuStreamCreate(bd, &stream, CU_STREAM_NON_BLOCKING));
    CALL(bd_cuDeviceGetDefaultMemPool(&pool, 0));
    CALLV(bd_cuMemPoolGetAttribute(bd, pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &threshold), "%llu",
          (unsigned long long)threshold);
    CALL(bd_cuMemAllocAsync(bd, &async, BYTES, stream));
    CALLV(bd_cuMemsetD32Async(bd, async, 13, WORDS, stream), "%d", (int)bd_cuStreamSynchronize(bd, stream));
    CALLV(bd_cuMemcpyDtoDAsync(bd, b, async, BYTES, stream), "%d", (int)bd_cuStreamSynchronize(bd, stream));
    CALLV(bd_cuMemFreeAsync(bd, async, stream), "%s", words(bd, b, WORDS));
    CALL(bd_cuMemAllocFromPoolAsync(bd, &async, BYTES, pool, stream));
    CALL(bd_cuMemFreeAsync(bd, async, stream));
    CALL(bd_cuStreamSynchronize(bd, stream));
    CALL(bd_cuMemPoolTrimTo(bd, pool, 0));
    CUmemoryPool own_pool, current;
    CUmemPoolProps props = {.allocType = CU_MEM_ALLOCATION_TYPE_PINNED,
                            .location = {.type = CU_MEM_LOCATION_TYPE_DEVICE, .id = 0}};
    cuuint64_t big = 1 << 20;
    CALL(bd_cuMemPoolCreate(bd, &own_pool, &props));
    CALL(bd_cuMemPoolSetAttribute(bd, own_pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &big));
    CALLV(bd_cuMemPoolGetAttribute(bd, own_pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &threshold), "%llu",
          (unsigned long long)threshold);
    CALLV(bd_cuDeviceGetMemPool(&current, 0), "default=%d", current == pool);
    CALL(bd_cuMemAllocFromPoolAsync(bd, &async, BYTES, own_pool, stream));
    CALL(bd_cuMemFreeAsync(bd, async, stream));
    CALL(bd_cuStreamSynchronize(bd, stream));
    CALL(bd_cuMemPoolDestroy(bd, own_pool));
    CALL(bd_cuStreamDestroy(bd, stream));

    CALL(bd_cuMemFree(bd, pitched));
    CALL(bd_cuMemFree(bd, a));
    CALL(bd_cuMemFree(bd, b));
    CALL(bd_cuMemFree(bd, b)); /* twice */
}

static void CUDA_CB host_step(void *data)
{
    (*(int *)data)++;
}

static void CUDA_CB stream_callback(CUstream stream, CUresult status, void *data)
{
    (void)stream;
    *(int *)data += 10 + (int)status;
}

static void streams_events_graphs(bound_dev_t *bd)
{
    CUstream s, t, prioritized;
    CUevent start, stop, untimed;
    CUdeviceptr p;
    unsigned int flags = 0;
    int priority = 1, steps = 0;
    CALL(bd_cuMemAlloc(bd, &p, BYTES));
    CALL(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
    CALL(bd_cuStreamCreate(bd, &t, CU_STREAM_DEFAULT));
    CUstream refused;
    CALL(bd_cuStreamCreate(bd, &refused, 99));
    CALL(bd_cuStreamCreateWithPriority(bd, &prioritized, CU_STREAM_NON_BLOCKING, -5));
    CALLV(bd_cuStreamGetPriority(bd, prioritized, &priority), "%d", priority);
    CALLV(bd_cuStreamGetFlags(bd, s, &flags), "%u", flags);
    CALLV(bd_cuStreamGetFlags(bd, t, &flags), "%u", flags);
    CUcontext ctx;
    CALLV(bd_cuStreamGetCtx(bd, s, &ctx), "%d", ctx == bd_device_context(bd_binding_device(bd)));
    CALL(bd_cuEventCreate(bd, &start, CU_EVENT_DEFAULT));
    CALL(bd_cuEventCreate(bd, &stop, CU_EVENT_BLOCKING_SYNC));
    CALL(bd_cuEventCreate(bd, &untimed, CU_EVENT_DISABLE_TIMING));
    CUevent refused_event;
    CALL(bd_cuEventCreate(bd, &refused_event, 0x100));
    CALL(bd_cuEventQuery(bd, start)); /* never recorded */
    CALL(bd_cuEventRecord(bd, start, s));
    CALL(bd_cuMemsetD32Async(bd, p, 21, WORDS, s));
    CALL(bd_cuLaunchHostFunc(bd, s, host_step, &steps));
    CALL(bd_cuStreamAddCallback(bd, s, stream_callback, &steps, 0));
    CALL(bd_cuStreamAddCallback(bd, s, stream_callback, &steps, 1));
    CALL(bd_cuEventRecordWithFlags(bd, stop, s, CU_EVENT_RECORD_DEFAULT));
    CALL(bd_cuStreamWaitEvent(bd, t, stop, 0));
    CALLV(bd_cuEventSynchronize(bd, stop), "steps=%d", steps);
    CALL(bd_cuEventQuery(bd, stop));
    float ms = -1;
    CALLV(bd_cuEventElapsedTime(bd, &ms, start, stop), "nonnegative=%d", ms >= 0);
    CALL(bd_cuEventRecord(bd, untimed, s));
    CALL(bd_cuEventSynchronize(bd, untimed));
    CALL(bd_cuEventElapsedTime(bd, &ms, start, untimed));
    CALLV(bd_cuStreamSynchronize(bd, t), "%s", words(bd, p, WORDS));
    CALL(bd_cuStreamQuery(bd, s));

    CUstreamCaptureStatus capture = CU_STREAM_CAPTURE_STATUS_NONE;
    CUgraph graph;
    CUgraphExec exec;
    CALLV(bd_cuStreamIsCapturing(bd, s, &capture), "%d", capture);
    CALL(bd_cuStreamBeginCapture(bd, s, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL));
    CALLV(bd_cuStreamIsCapturing(bd, s, &capture), "%d", capture);
    CALL(bd_cuMemsetD32Async(bd, p, 31, WORDS / 2, s));
    CALL(bd_cuLaunchHostFunc(bd, s, host_step, &steps));
    CALL(bd_cuStreamEndCapture(bd, s, &graph));
    CALLV(bd_cuStreamIsCapturing(bd, s, &capture), "%d", capture);
    size_t nodes = 0;
    CALLV(bd_cuGraphGetNodes(bd, graph, NULL, &nodes), "%zu", nodes);
    CALLV(bd_cuMemsetD32(bd, p, 0, WORDS), "%s", words(bd, p, WORDS));
    CALL(bd_cuGraphInstantiate(bd, &exec, graph, 0));
    CALL(bd_cuGraphLaunch(bd, exec, s));
    CALLV(bd_cuStreamSynchronize(bd, s), "steps=%d %s", steps, words(bd, p, WORDS));
    CALL(bd_cuGraphLaunch(bd, exec, s));
    CALLV(bd_cuStreamSynchronize(bd, s), "steps=%d", steps);
    /* Synchronizing a capturing stream is refused, and ends the capture as invalid. */
    CUgraph invalid = NULL;
    CALL(bd_cuStreamBeginCapture(bd, s, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL));
    CALL(bd_cuStreamSynchronize(bd, s));
    CALLV(bd_cuStreamEndCapture(bd, s, &invalid), "graph=%d", invalid != NULL);
    CALLV(bd_cuStreamIsCapturing(bd, s, &capture), "%d", capture);
    CALL(bd_cuGraphExecDestroy(bd, exec));
    CALL(bd_cuGraphDestroy(bd, graph));

    CALL(bd_cuEventDestroy(bd, start));
    CALL(bd_cuEventDestroy(bd, stop));
    CALL(bd_cuEventDestroy(bd, untimed));
    CALL(bd_cuStreamDestroy(bd, s));
    CALL(bd_cuStreamDestroy(bd, t));
    CALL(bd_cuStreamDestroy(bd, prioritized));
    CALL(bd_cuMemFree(bd, p));
}

static void modules_and_launches(bound_dev_t *bd, bound_dev_t *other, const char *fatbin)
{
    CUmodule ptx, binary, theirs;
    CUfunction fill, scale, missing, their_fill;
    CUdeviceptr p;
    CALL(bd_cuMemAlloc(bd, &p, BYTES));
    CALL(bd_cuModuleLoadData(bd, &ptx, bd_test_kernels_ptx));
    CUmodule refused;
    CALL(bd_cuModuleLoadData(bd, &refused, "not an image: no PTX header, no ELF or fatbin magic, and long enough to read"));
    CALL(bd_cuModuleLoad(bd, &refused, "/nonexistent/kernels.fatbin"));
    CALL(bd_cuModuleLoad(bd, &binary, fatbin));
    CALL(bd_cuModuleLoadDataEx(other, &theirs, bd_test_kernels_ptx, 0, NULL, NULL));
    CUmodule cubin_module;
    CUfunction from_cubin;
    CALL(bd_cuModuleLoad(bd, &cubin_module, CORPUS_CUBIN));
    CALL(bd_cuModuleGetFunction(bd, &from_cubin, cubin_module, "bd_fill_u32"));
    CALL(bd_cuModuleGetFunction(bd, &from_cubin, cubin_module, "no_such_kernel"));
    CALL(bd_cuModuleUnload(bd, cubin_module));
    CALL(bd_cuModuleGetFunction(bd, &fill, ptx, "bd_fill_u32"));
    CALL(bd_cuModuleGetFunction(bd, &missing, ptx, "no_such_kernel"));
    CALL(bd_cuModuleGetFunction(bd, &scale, binary, "bd_scale_add_f32"));
    CALL(bd_cuModuleGetFunction(other, &their_fill, theirs, "bd_fill_u32"));

    int value = 0;
    CALLV(bd_cuFuncGetAttribute(bd, &value, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, fill), "%d", value);
    CALLV(bd_cuFuncGetAttribute(bd, &value, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fill), "%d", value);
    CALLV(bd_cuFuncGetAttribute(bd, &value, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, fill), "%d", value);
    CALLV(bd_cuFuncGetAttribute(bd, &value, CU_FUNC_ATTRIBUTE_PTX_VERSION, scale), "%d", value);
    CALLV(bd_cuFuncGetAttribute(bd, &value, CU_FUNC_ATTRIBUTE_BINARY_VERSION, scale), "%d", value);
    CALL(bd_cuFuncSetAttribute(bd, fill, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 100 * 1024));
    CALLV(bd_cuFuncGetAttribute(bd, &value, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, fill), "%d", value);
    CALL(bd_cuFuncSetAttribute(bd, fill, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 1 << 30));
    CALL(bd_cuFuncSetCacheConfig(bd, fill, CU_FUNC_CACHE_PREFER_L1));
    const char *name = NULL;
    CALLV(bd_cuFuncGetName(bd, &name, scale), "%s", name ? name : "(none)");
    size_t offset = 0, size = 0;
    CALLV(bd_cuFuncGetParamInfo(bd, scale, 2, &offset, &size), "%zu %zu", offset, size);
    CALL(bd_cuFuncGetParamInfo(bd, scale, 4, &offset, &size));
    int blocks = 0, min_grid = 0, block_size = 0;
    CALLV(bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bd, &blocks, fill, 256, 0), "%d", blocks);
    CALLV(bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bd, &blocks, fill, 1024, 0), "%d", blocks);
    CALLV(bd_cuOccupancyMaxActiveBlocksPerMultiprocessor(bd, &blocks, fill, 32, 0), "%d", blocks);
    CALLV(bd_cuOccupancyMaxPotentialBlockSize(bd, &min_grid, &block_size, fill, NULL, 0, 0), "grid=%d block=%d",
          min_grid, block_size);
    CALLV(bd_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(bd, &blocks, scale, 128, 4096, 0), "%d", blocks);
    CALLV(bd_cuOccupancyMaxPotentialBlockSize(bd, &min_grid, &block_size, scale, NULL, 0, 256), "grid=%d block=%d",
          min_grid, block_size);

    unsigned int v = 42, n = WORDS;
    void *args[] = {&p, &v, &n};
    CALLV(bd_cuLaunchKernel(bd, fill, WORDS / 64, 1, 1, 64, 1, 1, 0, NULL, args, NULL), "%s", words(bd, p, WORDS));
    CALL(bd_cuLaunchKernel(bd, fill, 1, 1, 1, 1025, 1, 1, 0, NULL, args, NULL));
    CALL(bd_cuLaunchKernel(bd, fill, 0, 1, 1, 64, 1, 1, 0, NULL, args, NULL));
    CALL(bd_cuLaunchKernel(bd, fill, 1, 1, 1, 64, 1, 1, 200 * 1024, NULL, args, NULL));
    struct {
        CUdeviceptr out;
        unsigned int value, n;
    } packed = {p, 43, WORDS / 2};
    size_t packed_size = sizeof packed;
    void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &packed, CU_LAUNCH_PARAM_BUFFER_SIZE, &packed_size,
                     CU_LAUNCH_PARAM_END};
    CALLV(bd_cuLaunchKernel(bd, fill, 4, 1, 1, 64, 1, 1, 0, NULL, NULL, extra), "%s", words(bd, p, WORDS));
    float a = 2.0f, y_host[WORDS], x_host[WORDS];
    for (int i = 0; i < WORDS; i++)
        y_host[i] = 1.0f, x_host[i] = (float)i;
    CUdeviceptr x;
    CALL(bd_cuMemAlloc(bd, &x, BYTES));
    CALL(bd_cuMemcpyHtoD(bd, x, x_host, BYTES));
    CALL(bd_cuMemcpyHtoD(bd, p, y_host, BYTES));
    void *scale_args[] = {&p, &x, &a, &n};
    CUlaunchConfig config = {.gridDimX = 2, .gridDimY = 1, .gridDimZ = 1, .blockDimX = 128, .blockDimY = 1,
                             .blockDimZ = 1};
    CALL(bd_cuLaunchKernelEx(bd, &config, scale, scale_args, NULL));
    CALLV(bd_cuMemcpyDtoH(bd, y_host, p, BYTES), "%g %g", y_host[1], y_host[WORDS - 1]);
    CALLV(bd_cuLaunchCooperativeKernel(bd, scale, 2, 1, 1, 128, 1, 1, 0, NULL, scale_args), "%s",
          bd_cuMemcpyDtoH(bd, y_host, p, BYTES) == CUDA_SUCCESS && y_host[3] == 13.0f ? "13" : "other");
    CALL(bd_cuLaunchKernel(bd, their_fill, 1, 1, 1, 64, 1, 1, 0, NULL, args, NULL)); /* of another context */
    CALL(bd_cuModuleUnload(bd, ptx));
    CALL(bd_cuModuleUnload(bd, binary));
    CALL(bd_cuModuleUnload(other, theirs));
    CALL(bd_cuMemFree(bd, x));
    CALL(bd_cuMemFree(bd, p));
}

void corpus_driver(bound_dev_t *bd, bound_dev_t *other, const char *fatbin)
{
    device_and_context(bd, other);
    memory(bd, other);
    streams_events_graphs(bd);
    modules_and_launches(bd, other, fatbin);
}
