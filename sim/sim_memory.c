/* SPDX-License-Identifier: MIT */
/* Simulated device memory: host memory, owned by the context that allocated it, as are managed
 * memory and pinned or registered host memory (their device address is their host address, as on
 * the H200). Copies and sets check that the device range lies inside one live allocation
 * (INVALID_VALUE otherwise), but not which context owns it: the real driver does not either
 * (measured). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "sim.h"
#include "sim_stubs.h"

/* MEMORY_PINNED_VIEW: pinned memory's device address where it differs from the host address. */
enum memory { MEMORY_DEVICE, MEMORY_MANAGED, MEMORY_PINNED, MEMORY_REGISTERED, MEMORY_MAPPED, MEMORY_PINNED_VIEW };

struct allocation {
    char *base;
    size_t size;
    CUcontext ctx;
    enum memory memory;
    char *view; /* pinned memory mapped a second time, as its device address (else NULL) */
};

static struct allocation *allocations_;
static size_t count_, capacity_;

static struct allocation *find(const void *ptr, size_t bytes)
{
    const char *p = ptr;
    for (size_t i = 0; i < count_; i++)
        if (p >= allocations_[i].base && bytes <= allocations_[i].size &&
            (size_t)(p - allocations_[i].base) <= allocations_[i].size - bytes)
            return &allocations_[i];
    return NULL;
}

bool sim_device_range_ok(const void *ptr, size_t bytes)
{
    sim_lock();
    bool ok = find(ptr, bytes) != NULL;
    sim_unlock();
    return ok;
}

static bool reaches(CUcontext ctx, const struct allocation *a)
{
    return a->memory != MEMORY_DEVICE || a->ctx->device == ctx->device || sim_peer_enabled(ctx, a->ctx);
}

bool sim_memory_accessible(CUcontext ctx, const void *ptr)
{
    sim_lock();
    const struct allocation *a = find(ptr, 1);
    bool ok = a != NULL && reaches(ctx, a);
    sim_unlock();
    return ok;
}

bool sim_memory_unreachable(CUcontext ctx, const void *ptr)
{
    sim_lock();
    const struct allocation *a = find(ptr, 1);
    bool unreachable = a != NULL && !reaches(ctx, a);
    sim_unlock();
    return unreachable;
}

/* With CUBOUND_SIM_REUSE_ADDRESSES=1, device memory that ends (freed, or with its context) is
 * handed out again at once, as a real driver hands freed addresses out again: the newest block
 * large enough gives its back end, so that a small allocation starts inside a larger one freed
 * before. Pieces never go back to malloc, so nothing is freed twice, and they stay reachable here. */
struct block {
    char *base;
    size_t size;
};
static struct block *blocks_;
static size_t block_count_, block_capacity_;

bool sim_reuse_addresses(void)
{
    static int reuse = -1; /* read once: kept pieces must never reach free() */
    if (__atomic_load_n(&reuse, __ATOMIC_ACQUIRE) < 0) {
        const char *setting = getenv("CUBOUND_SIM_REUSE_ADDRESSES");
        __atomic_store_n(&reuse, setting != NULL && strcmp(setting, "1") == 0, __ATOMIC_RELEASE);
    }
    return __atomic_load_n(&reuse, __ATOMIC_ACQUIRE) == 1;
}

static size_t rounded(size_t bytes)
{
    return (bytes + 255) / 256 * 256;
}

/* Under the lock: the back end of the newest ended block that is large enough, or NULL. */
static char *reuse(size_t bytes)
{
    for (size_t i = 0; i < block_count_; i++) {
        struct block *b = &blocks_[i];
        if (b->size >= bytes) {
            b->size -= bytes;
            char *base = b->base + b->size;
            if (b->size == 0)
                *b = blocks_[--block_count_];
            return base;
        }
    }
    return NULL;
}

/* Under the lock: keep an ended block for reuse (without room to remember it, it is lost). */
static void keep_block(char *base, size_t bytes)
{
    if (block_count_ == block_capacity_) {
        size_t grown = block_capacity_ ? block_capacity_ * 2 : 64;
        struct block *more = realloc(blocks_, grown * sizeof *more);
        if (more == NULL)
            return;
        blocks_ = more;
        block_capacity_ = grown;
    }
    memmove(&blocks_[1], &blocks_[0], block_count_++ * sizeof *blocks_); /* newest first */
    blocks_[0] = (struct block){base, bytes};
}

static void forget(size_t index)
{
    struct allocation *a = &allocations_[index];
    if (a->view != NULL) { /* two mappings of one file; the view's entry goes with its context or its free */
        munmap(a->base, a->size);
        munmap(a->view, a->size);
    } else if (a->memory == MEMORY_DEVICE && sim_reuse_addresses()) {
        keep_block(a->base, rounded(a->size));
    } else if (a->memory != MEMORY_REGISTERED && a->memory != MEMORY_MAPPED && a->memory != MEMORY_PINNED_VIEW) {
        free(a->base); /* registered and mapped memory is not ours to free */
    }
    allocations_[index] = allocations_[--count_];
}

void sim_free_context_memory(CUcontext ctx)
{
    for (size_t i = count_; i-- > 0;)
        if (allocations_[i].ctx == ctx)
            forget(i);
}

/* Under the lock: remember [base, base + bytes) as memory of ctx. */
static CUresult add(char *base, size_t bytes, CUcontext ctx, enum memory memory)
{
    if (count_ == capacity_) {
        size_t grown = capacity_ ? capacity_ * 2 : 64;
        struct allocation *more = realloc(allocations_, grown * sizeof *more);
        if (more == NULL)
            return CUDA_ERROR_OUT_OF_MEMORY;
        allocations_ = more;
        capacity_ = grown;
    }
    allocations_[count_++] = (struct allocation){base, bytes, ctx, memory, NULL};
    return CUDA_SUCCESS;
}

/* With CUBOUND_SIM_DISTINCT_HOST_POINTERS=1 the devices are ones whose pinned memory has a
 * device address of its own (CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM = 0,
 * unlike the H200): the memory is mapped twice. Registered memory keeps one address: the
 * simulation cannot map the program's own memory again. */
bool sim_distinct_host_pointers(void)
{
    const char *setting = getenv("CUBOUND_SIM_DISTINCT_HOST_POINTERS");
    return setting != NULL && strcmp(setting, "1") == 0;
}

static CUresult allocate_with_view(void **out, size_t bytes, CUcontext ctx)
{
    int fd = memfd_create("cubound-sim-pinned", MFD_CLOEXEC);
    if (fd < 0 || ftruncate(fd, (off_t)bytes) != 0) {
        if (fd >= 0)
            close(fd);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    char *host = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    char *view = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    close(fd);
    if (host == MAP_FAILED || view == MAP_FAILED) {
        if (host != MAP_FAILED)
            munmap(host, bytes);
        if (view != MAP_FAILED)
            munmap(view, bytes);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    memset(host, 0xA5, bytes);
    sim_lock();
    CUresult rc = add(host, bytes, ctx, MEMORY_PINNED);
    if (rc == CUDA_SUCCESS && (rc = add(view, bytes, ctx, MEMORY_PINNED_VIEW)) != CUDA_SUCCESS)
        count_--;
    if (rc == CUDA_SUCCESS)
        allocations_[count_ - 2].view = view;
    sim_unlock();
    if (rc != CUDA_SUCCESS) {
        munmap(host, bytes);
        munmap(view, bytes);
        return rc;
    }
    *out = host;
    return CUDA_SUCCESS;
}

static CUresult allocate(void **out, size_t bytes, enum memory memory)
{
    CUcontext ctx;
    if (out == NULL || bytes == 0)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (memory == MEMORY_PINNED && sim_distinct_host_pointers())
        return allocate_with_view(out, bytes, ctx);
    sim_lock();
    char *base = memory == MEMORY_DEVICE ? reuse(rounded(bytes)) : NULL;
    sim_unlock();
    if (base == NULL && (base = aligned_alloc(256, rounded(bytes))) == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    memset(base, 0xA5, rounded(bytes)); /* memory starts as garbage, not zeros */
    sim_lock();
    rc = add(base, bytes, ctx, memory);
    if (rc != CUDA_SUCCESS && memory == MEMORY_DEVICE && sim_reuse_addresses())
        keep_block(base, rounded(bytes));
    else if (rc != CUDA_SUCCESS)
        free(base);
    sim_unlock();
    if (rc != CUDA_SUCCESS)
        return rc;
    *out = base;
    return CUDA_SUCCESS;
}

/* Ends the allocation that starts at base if it is of one of the two kinds given. */
static CUresult release(const void *base, enum memory memory, enum memory or_memory, CUresult otherwise)
{
    CUcontext ctx;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    sim_lock();
    rc = otherwise;
    for (size_t i = 0; i < count_; i++) {
        struct allocation *a = &allocations_[i];
        if (a->base == base && (a->memory == memory || a->memory == or_memory)) {
            sim_flush_context(a->ctx, false); /* freeing waits for the device */
            char *view = a->view;
            forget(i);
            for (size_t j = 0; view != NULL && j < count_; j++)
                if (allocations_[j].base == view)
                    forget(j);
            rc = CUDA_SUCCESS;
            break;
        }
    }
    sim_unlock();
    return rc;
}

CUresult cuMemAlloc(CUdeviceptr *out, size_t bytes)
{
    void *base = NULL;
    CUresult rc = allocate(out == NULL ? NULL : &base, bytes, MEMORY_DEVICE);
    if (rc == CUDA_SUCCESS)
        *out = (CUdeviceptr)(uintptr_t)base;
    return rc;
}

CUresult sim_memory_map(void *base, size_t bytes, CUcontext ctx)
{
    sim_lock();
    CUresult rc = add(base, bytes, ctx, MEMORY_MAPPED);
    sim_unlock();
    return rc;
}

void sim_memory_unmap(const void *base)
{
    sim_lock();
    for (size_t i = 0; i < count_; i++) {
        if (allocations_[i].base == base && allocations_[i].memory == MEMORY_MAPPED) {
            forget(i);
            break;
        }
    }
    sim_unlock();
}

CUresult sim_forget_allocation(const void *base)
{
    sim_lock();
    CUresult rc = CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < count_ && rc != CUDA_SUCCESS; i++)
        if (allocations_[i].base == base && allocations_[i].memory == MEMORY_DEVICE) {
            forget(i);
            rc = CUDA_SUCCESS;
        }
    sim_unlock();
    return rc;
}

bool sim_is_device_allocation(const void *base)
{
    sim_lock();
    const struct allocation *a = find(base, 1);
    bool start = a != NULL && a->base == base && a->memory == MEMORY_DEVICE;
    sim_unlock();
    return start;
}

CUresult cuMemAllocManaged(CUdeviceptr *out, size_t bytes, unsigned int flags)
{
    if (flags != CU_MEM_ATTACH_GLOBAL && flags != CU_MEM_ATTACH_HOST)
        return CUDA_ERROR_INVALID_VALUE;
    void *base = NULL;
    CUresult rc = allocate(out == NULL ? NULL : &base, bytes, MEMORY_MANAGED);
    if (rc == CUDA_SUCCESS)
        *out = (CUdeviceptr)(uintptr_t)base;
    return rc;
}

CUresult cuMemFree(CUdeviceptr dptr)
{
    return release((const void *)(uintptr_t)dptr, MEMORY_DEVICE, MEMORY_MANAGED, CUDA_ERROR_INVALID_VALUE);
}

CUresult cuMemAllocHost(void **pp, size_t bytes)
{
    return allocate(pp, bytes, MEMORY_PINNED);
}

CUresult cuMemHostAlloc(void **pp, size_t bytes, unsigned int flags)
{
    const unsigned int known = CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP | CU_MEMHOSTALLOC_WRITECOMBINED;
    return (flags & ~known) != 0 ? CUDA_ERROR_INVALID_VALUE : allocate(pp, bytes, MEMORY_PINNED);
}

CUresult cuMemFreeHost(void *p)
{
    return release(p, MEMORY_PINNED, MEMORY_PINNED, CUDA_ERROR_INVALID_VALUE);
}

CUresult cuMemHostRegister(void *p, size_t bytes, unsigned int flags)
{
    CUcontext ctx;
    if (p == NULL || bytes == 0 || (flags & ~(unsigned)(CU_MEMHOSTREGISTER_PORTABLE | CU_MEMHOSTREGISTER_DEVICEMAP)) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    sim_lock();
    rc = find(p, 1) != NULL || find((char *)p + bytes - 1, 1) != NULL ? CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED
                                                                       : add(p, bytes, ctx, MEMORY_REGISTERED);
    sim_unlock();
    return rc;
}

CUresult cuMemHostUnregister(void *p)
{
    return release(p, MEMORY_REGISTERED, MEMORY_REGISTERED, CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED);
}

CUresult cuMemHostGetDevicePointer(CUdeviceptr *out, void *p, unsigned int flags)
{
    CUcontext ctx;
    if (out == NULL || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    sim_lock();
    struct allocation *a = find(p, 1);
    bool host = a != NULL && (a->memory == MEMORY_PINNED || a->memory == MEMORY_REGISTERED);
    /* the host address, as on devices that can use it (the H200), else the second mapping's */
    char *device = host && a->view != NULL ? a->view + ((char *)p - a->base) : p;
    sim_unlock();
    if (!host)
        return CUDA_ERROR_INVALID_VALUE;
    *out = (CUdeviceptr)(uintptr_t)device;
    return CUDA_SUCCESS;
}

CUresult cuMemGetAddressRange(CUdeviceptr *base, size_t *size, CUdeviceptr ptr)
{
    sim_lock();
    struct allocation *a = find(sim_pointer(ptr), 1);
    if (a != NULL && base != NULL)
        *base = (CUdeviceptr)(uintptr_t)a->base;
    if (a != NULL && size != NULL)
        *size = a->size;
    sim_unlock();
    return a != NULL ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

/* Under the lock: the answer about a's memory for one pointer attribute, as on the H200 with
 * unified addressing (device and host addresses are one); NOT_SUPPORTED for the rest. */
static CUresult pointer_attribute(void *data, CUpointer_attribute attribute, const struct allocation *a, CUdeviceptr ptr)
{
    switch (attribute) {
    case CU_POINTER_ATTRIBUTE_CONTEXT: *(CUcontext *)data = a->ctx; return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE: /* managed memory reads as device memory (measured) */
        *(unsigned int *)data = a->memory == MEMORY_PINNED || a->memory == MEMORY_REGISTERED || a->memory == MEMORY_PINNED_VIEW
                                    ? CU_MEMORYTYPE_HOST
                                                                                           : CU_MEMORYTYPE_DEVICE;
        return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER: *(CUdeviceptr *)data = ptr; return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_HOST_POINTER:
        if (a->memory == MEMORY_DEVICE || a->memory == MEMORY_MAPPED)
            return CUDA_ERROR_INVALID_VALUE;
        *(void **)data = sim_pointer(ptr);
        return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_IS_MANAGED: *(unsigned int *)data = a->memory == MEMORY_MANAGED; return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: *(int *)data = a->ctx->device; return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: *(CUdeviceptr *)data = (CUdeviceptr)(uintptr_t)a->base; return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE: *(size_t *)data = a->size; return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_MAPPED: *(unsigned int *)data = 1; return CUDA_SUCCESS;
    case CU_POINTER_ATTRIBUTE_BUFFER_ID: *(unsigned long long *)data = (unsigned long long)(uintptr_t)a->base; return CUDA_SUCCESS;
    default: return CUDA_ERROR_NOT_SUPPORTED;
    }
}

CUresult cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    if (data == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    sim_lock();
    struct allocation *a = find(sim_pointer(ptr), 1);
    CUresult rc = a != NULL ? pointer_attribute(data, attribute, a, ptr) : CUDA_ERROR_INVALID_VALUE;
    sim_unlock();
    return rc;
}

/* Several at once; memory nobody allocated is not an error here, as cuda.h says. */
CUresult cuPointerGetAttributes(unsigned int count, CUpointer_attribute *attributes, void **data, CUdeviceptr ptr)
{
    if (attributes == NULL || data == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    sim_lock();
    struct allocation *a = find(sim_pointer(ptr), 1);
    CUresult rc = CUDA_SUCCESS;
    for (unsigned int i = 0; i < count && rc == CUDA_SUCCESS; i++) {
        if (a != NULL)
            rc = pointer_attribute(data[i], attributes[i], a, ptr);
        else if (attributes[i] == CU_POINTER_ATTRIBUTE_MEMORY_TYPE || attributes[i] == CU_POINTER_ATTRIBUTE_IS_MANAGED)
            *(unsigned int *)data[i] = 0;
        else if (attributes[i] == CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL)
            *(int *)data[i] = -2; /* cuda.h: "-2 if the pointer is not allocated" */
        else
            memset(data[i], 0, sizeof(void *));
    }
    sim_unlock();
    return rc;
}

/* Rows padded to 512 bytes, as the H200 pads (measured: 100 bytes -> a pitch of 512). */
CUresult cuMemAllocPitch(CUdeviceptr *out, size_t *pitch, size_t width, size_t height, unsigned int element_size)
{
    if (out == NULL || pitch == NULL || (element_size != 4 && element_size != 8 && element_size != 16))
        return CUDA_ERROR_INVALID_VALUE;
    size_t padded = (width + 511) / 512 * 512;
    CUresult rc = cuMemAlloc(out, padded * height);
    if (rc == CUDA_SUCCESS)
        *pitch = padded;
    return rc;
}

CUresult cuMemGetInfo(size_t *free_bytes, size_t *total_bytes)
{
    CUcontext ctx;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    size_t used = 0, total = sim_device_total_memory();
    sim_lock();
    for (size_t i = 0; i < count_; i++)
        if (allocations_[i].memory == MEMORY_DEVICE && allocations_[i].ctx->device == ctx->device)
            used += allocations_[i].size;
    sim_unlock();
    if (free_bytes != NULL)
        *free_bytes = used < total ? total - used : 0;
    if (total_bytes != NULL)
        *total_bytes = total;
    return CUDA_SUCCESS;
}

/* Every pinned allocation is mapped and portable under unified addressing: the H200 reports
 * DEVICEMAP alone, whatever flags it was made with (measured). */
CUresult cuMemHostGetFlags(unsigned int *flags, void *p)
{
    if (flags == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    sim_lock();
    struct allocation *a = find(p, 1);
    bool pinned = a != NULL && (a->memory == MEMORY_PINNED || a->memory == MEMORY_REGISTERED);
    sim_unlock();
    if (!pinned)
        return CUDA_ERROR_INVALID_VALUE;
    *flags = CU_MEMHOSTALLOC_DEVICEMAP;
    return CUDA_SUCCESS;
}

#if CUDA_VERSION >= 13000 /* the headers' forms take a CUmemLocation */
/* Advice and prefetches move nothing here (there is one memory), but the range must be managed. */
static CUresult managed_range(CUdeviceptr ptr, size_t bytes)
{
    sim_lock();
    struct allocation *a = find(sim_pointer(ptr), bytes);
    bool managed = a != NULL && a->memory == MEMORY_MANAGED;
    sim_unlock();
    return managed ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult cuMemAdvise(CUdeviceptr ptr, size_t bytes, CUmem_advise advice, CUmemLocation location)
{
    (void)advice;
    (void)location;
    return managed_range(ptr, bytes);
}

CUresult cuMemPrefetchAsync(CUdeviceptr ptr, size_t bytes, CUmemLocation location, unsigned int flags, CUstream stream)
{
    (void)location;
    if (flags != 0 || !sim_stream_usable(stream))
        return flags != 0 ? CUDA_ERROR_INVALID_VALUE : CUDA_ERROR_INVALID_HANDLE;
    return managed_range(ptr, bytes);
}
#endif
