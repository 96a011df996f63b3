/* Simulated device memory: host memory, owned by the context that allocated it, as are managed
 * memory and pinned or registered host memory (their device address is their host address, as on
 * the H200). Copies and sets check that the device range lies inside one live allocation
 * (INVALID_VALUE otherwise), but not which context owns it: the real driver does not either
 * (measured). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "sim_stubs.h"

enum memory { MEMORY_DEVICE, MEMORY_MANAGED, MEMORY_PINNED, MEMORY_REGISTERED, MEMORY_MAPPED };

struct allocation {
    char *base;
    size_t size;
    CUcontext ctx;
    enum memory memory;
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

static void forget(size_t index)
{
    if (allocations_[index].memory != MEMORY_REGISTERED && allocations_[index].memory != MEMORY_MAPPED) /* not ours to free */
        free(allocations_[index].base);
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
    allocations_[count_++] = (struct allocation){base, bytes, ctx, memory};
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
    size_t rounded = (bytes + 255) / 256 * 256;
    char *base = aligned_alloc(256, rounded);
    if (base == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    memset(base, 0xA5, rounded); /* memory starts as garbage, not zeros */
    sim_lock();
    rc = add(base, bytes, ctx, memory);
    sim_unlock();
    if (rc != CUDA_SUCCESS) {
        free(base);
        return rc;
    }
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
            forget(i);
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
    sim_unlock();
    if (!host)
        return CUDA_ERROR_INVALID_VALUE;
    *out = (CUdeviceptr)(uintptr_t)p; /* the host address, as on devices that can use it (the H200) */
    return CUDA_SUCCESS;
}

/* rows of width bytes, each pitch apart (a 1D copy: one row) */
struct copy {
    char *dst;
    const char *src;
    size_t width, rows, dst_pitch, src_pitch;
};

struct fill {
    void *dst;
    unsigned int value;
    size_t count;
    int width; /* bytes per element: 1 or 4 */
};

static void run_copy(void *data)
{
    struct copy *c = data;
    for (size_t row = 0; row < c->rows; row++)
        memmove(c->dst + row * c->dst_pitch, c->src + row * c->src_pitch, c->width);
}

static void run_fill(void *data)
{
    struct fill *f = data;
    if (f->width == 1) {
        memset(f->dst, (int)(f->value & 0xFF), f->count);
        return;
    }
    uint32_t *words = f->dst;
    for (size_t i = 0; i < f->count; i++)
        words[i] = f->value;
}

/* Copies and fills share their checks; a synchronous one runs on the legacy default stream. */
static CUresult submit_rows(const struct copy *c, bool dst_device, bool src_device, CUstream stream)
{
    CUcontext ctx;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (c->dst == NULL || c->src == NULL || !sim_stream_usable(stream))
        return c->dst == NULL || c->src == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_ERROR_INVALID_HANDLE;
    if (c->rows == 0 || c->width == 0)
        return CUDA_SUCCESS;
    if (c->rows > 1 && (c->dst_pitch < c->width || c->src_pitch < c->width))
        return CUDA_ERROR_INVALID_VALUE;
    size_t dst_extent = (c->rows - 1) * c->dst_pitch + c->width, src_extent = (c->rows - 1) * c->src_pitch + c->width;
    if ((dst_device && !sim_device_range_ok(c->dst, dst_extent)) || (src_device && !sim_device_range_ok(c->src, src_extent)))
        return CUDA_ERROR_INVALID_VALUE;
    return sim_submit(ctx, stream, run_copy, c, sizeof *c);
}

static CUresult submit_copy(void *dst, bool dst_device, const void *src, bool src_device, size_t bytes, CUstream stream)
{
    struct copy c = {dst, src, bytes, 1, bytes, bytes};
    return submit_rows(&c, dst_device, src_device, stream);
}

static CUresult submit_fill(CUdeviceptr dst, unsigned int value, size_t count, int width, CUstream stream)
{
    CUcontext ctx;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (!sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    void *p = (void *)(uintptr_t)dst;
    if ((width == 4 && dst % 4 != 0) || !sim_device_range_ok(p, count * (size_t)width))
        return CUDA_ERROR_INVALID_VALUE;
    struct fill f = {p, value, count, width};
    return sim_submit(ctx, stream, run_fill, &f, sizeof f);
}

#define DEVICE(ptr) ((void *)(uintptr_t)(ptr))

CUresult cuMemcpyHtoD(CUdeviceptr dst, const void *src, size_t bytes)
{
    return submit_copy(DEVICE(dst), true, src, false, bytes, NULL);
}

CUresult cuMemcpyDtoH(void *dst, CUdeviceptr src, size_t bytes)
{
    return submit_copy(dst, false, DEVICE(src), true, bytes, NULL);
}

CUresult cuMemcpyDtoD(CUdeviceptr dst, CUdeviceptr src, size_t bytes)
{
    return submit_copy(DEVICE(dst), true, DEVICE(src), true, bytes, NULL);
}

CUresult cuMemcpyHtoDAsync(CUdeviceptr dst, const void *src, size_t bytes, CUstream stream)
{
    return submit_copy(DEVICE(dst), true, src, false, bytes, stream);
}

CUresult cuMemcpyDtoHAsync(void *dst, CUdeviceptr src, size_t bytes, CUstream stream)
{
    return submit_copy(dst, false, DEVICE(src), true, bytes, stream);
}

CUresult cuMemcpyDtoDAsync(CUdeviceptr dst, CUdeviceptr src, size_t bytes, CUstream stream)
{
    return submit_copy(DEVICE(dst), true, DEVICE(src), true, bytes, stream);
}

CUresult cuMemsetD8(CUdeviceptr dst, unsigned char value, size_t count)
{
    return submit_fill(dst, value, count, 1, NULL);
}

CUresult cuMemsetD32(CUdeviceptr dst, unsigned int value, size_t count)
{
    return submit_fill(dst, value, count, 4, NULL);
}

CUresult cuMemsetD8Async(CUdeviceptr dst, unsigned char value, size_t count, CUstream stream)
{
    return submit_fill(dst, value, count, 1, stream);
}

CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned int value, size_t count, CUstream stream)
{
    return submit_fill(dst, value, count, 4, stream);
}

CUresult cuMemGetAddressRange(CUdeviceptr *base, size_t *size, CUdeviceptr ptr)
{
    sim_lock();
    struct allocation *a = find(DEVICE(ptr), 1);
    if (a != NULL && base != NULL)
        *base = (CUdeviceptr)(uintptr_t)a->base;
    if (a != NULL && size != NULL)
        *size = a->size;
    sim_unlock();
    return a != NULL ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

CUresult cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    if (data == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (attribute != CU_POINTER_ATTRIBUTE_CONTEXT)
        return CUDA_ERROR_NOT_SUPPORTED;
    sim_lock();
    struct allocation *a = find(DEVICE(ptr), 1);
    if (a != NULL)
        *(CUcontext *)data = a->ctx;
    sim_unlock();
    return a != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* One side of a 2D copy: its first byte, and whether that is device memory (unified addresses are
 * where they are); NULL for arrays, which the simulation does not have. */
static char *side_2d(CUmemorytype type, const void *host, CUdeviceptr device, size_t x, size_t y, size_t pitch,
                     bool *is_device)
{
    char *base = type == CU_MEMORYTYPE_HOST ? (char *)(uintptr_t)host
               : type == CU_MEMORYTYPE_DEVICE || type == CU_MEMORYTYPE_UNIFIED ? DEVICE(device) : NULL;
    *is_device = type == CU_MEMORYTYPE_DEVICE || (type == CU_MEMORYTYPE_UNIFIED && sim_device_range_ok(base, 1));
    return base == NULL ? NULL : base + y * pitch + x;
}

static CUresult copy_2d(const CUDA_MEMCPY2D *p, CUstream stream)
{
    if (p == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (p->srcMemoryType == CU_MEMORYTYPE_ARRAY || p->dstMemoryType == CU_MEMORYTYPE_ARRAY) {
        sim_unsupported("cuMemcpy2D with a CUarray");
        return CUDA_ERROR_NOT_SUPPORTED;
    }
    bool dst_device, src_device;
    struct copy c = {
        side_2d(p->dstMemoryType, p->dstHost, p->dstDevice, p->dstXInBytes, p->dstY, p->dstPitch, &dst_device),
        side_2d(p->srcMemoryType, p->srcHost, p->srcDevice, p->srcXInBytes, p->srcY, p->srcPitch, &src_device),
        p->WidthInBytes, p->Height, p->dstPitch, p->srcPitch};
    return submit_rows(&c, dst_device, src_device, stream);
}

CUresult cuMemcpy2D(const CUDA_MEMCPY2D *p)
{
    return copy_2d(p, NULL);
}

CUresult cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *p)
{
    return copy_2d(p, NULL);
}

CUresult cuMemcpy2DAsync(const CUDA_MEMCPY2D *p, CUstream stream)
{
    return copy_2d(p, stream);
}
