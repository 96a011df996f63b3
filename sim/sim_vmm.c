/* SPDX-License-Identifier: MIT */
/* Simulated virtual memory management: physical memory is an anonymous file (memfd), an address
 * range is a reserved, inaccessible mapping, and cuMemMap maps the file into it, so that the
 * address reads and writes that memory. Access (cuMemSetAccess) is not enforced. Granularity:
 * 2 MiB, as on the H200. */
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "sim.h"

enum { GRANULARITY = 2 << 20 };

struct physical {
    int fd;
    size_t size;
};

static bool aligned(size_t value)
{
    return value % GRANULARITY == 0;
}

CUresult cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop,
                                       CUmemAllocationGranularity_flags option)
{
    (void)option;
    if (granularity == NULL || prop == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *granularity = GRANULARITY;
    return CUDA_SUCCESS;
}

CUresult cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop,
                     unsigned long long flags)
{
    CUcontext ctx;
    if (handle == NULL || prop == NULL || flags != 0 || size == 0 || !aligned(size))
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    struct physical *p = malloc(sizeof *p);
    int fd = p != NULL ? memfd_create("cubound-sim-vmm", 0) : -1;
    if (fd < 0 || ftruncate(fd, (off_t)size) != 0) {
        if (fd >= 0)
            close(fd);
        free(p);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *p = (struct physical){fd, size};
    *handle = (CUmemGenericAllocationHandle)(uintptr_t)p;
    return CUDA_SUCCESS;
}

CUresult cuMemRelease(CUmemGenericAllocationHandle handle)
{
    struct physical *p = (struct physical *)(uintptr_t)handle;
    if (p == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    close(p->fd); /* mappings keep the memory until they go */
    free(p);
    return CUDA_SUCCESS;
}

CUresult cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr,
                             unsigned long long flags)
{
    (void)alignment;
    (void)addr;
    if (ptr == NULL || flags != 0 || size == 0 || !aligned(size))
        return CUDA_ERROR_INVALID_VALUE;
    void *range = mmap(NULL, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (range == MAP_FAILED)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *ptr = (CUdeviceptr)(uintptr_t)range;
    return CUDA_SUCCESS;
}

CUresult cuMemAddressFree(CUdeviceptr ptr, size_t size)
{
    if (ptr == 0 || munmap((void *)(uintptr_t)ptr, size) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

CUresult cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle,
                  unsigned long long flags)
{
    CUcontext ctx;
    struct physical *p = (struct physical *)(uintptr_t)handle;
    if (ptr == 0 || p == NULL || flags != 0 || !aligned(size) || offset + size > p->size)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    void *at = mmap((void *)(uintptr_t)ptr, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, p->fd, (off_t)offset);
    if (at == MAP_FAILED)
        return CUDA_ERROR_INVALID_VALUE;
    return sim_memory_map(at, size, ctx);
}

CUresult cuMemUnmap(CUdeviceptr ptr, size_t size)
{
    void *at = (void *)(uintptr_t)ptr;
    if (ptr == 0 || !aligned(size))
        return CUDA_ERROR_INVALID_VALUE;
    sim_memory_unmap(at);
    /* back to a reserved, inaccessible range */
    if (mmap(at, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0) == MAP_FAILED)
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

CUresult cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count)
{
    if (ptr == 0 || desc == NULL || count == 0 || !sim_device_range_ok((void *)(uintptr_t)ptr, size))
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}
