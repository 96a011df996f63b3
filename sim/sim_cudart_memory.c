/* SPDX-License-Identifier: MIT */
/* The simulated runtime's memory: the driver's allocations, made in the context a call acts on.
 * As libcudart does, cudaMalloc and cudaMallocHost of 0 bytes give NULL, and cudaFree and
 * cudaFreeHost of NULL do nothing (cudaFree(0) is how programs start the runtime). */
#include <stdint.h>

#include "sim_cudart.h"

cudaError_t cudaMalloc(void **ptr, size_t bytes)
{
    if (ptr == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    cudaError_t error = sim_rt_ready();
    if (error != cudaSuccess || bytes == 0) {
        *ptr = NULL;
        return error;
    }
    CUdeviceptr base = 0;
    CUresult rc = cuMemAlloc(&base, bytes);
    *ptr = sim_pointer(base);
    return sim_rt_driver(rc);
}

cudaError_t cudaFree(void *ptr)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess || ptr == NULL ? error : sim_rt_driver(cuMemFree((CUdeviceptr)(uintptr_t)ptr));
}

cudaError_t cudaMallocManaged(void **ptr, size_t bytes, unsigned int flags)
{
    if (ptr == NULL || bytes == 0)
        return sim_rt_return(cudaErrorInvalidValue);
    cudaError_t error = sim_rt_ready();
    if (error != cudaSuccess)
        return error;
    CUdeviceptr base = 0;
    CUresult rc = cuMemAllocManaged(&base, bytes, flags); /* cudaMemAttach* are CU_MEM_ATTACH_* */
    *ptr = sim_pointer(base);
    return sim_rt_driver(rc);
}

cudaError_t cudaHostAlloc(void **ptr, size_t bytes, unsigned int flags)
{
    if (ptr == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    cudaError_t error = sim_rt_ready();
    if (error != cudaSuccess || bytes == 0) {
        *ptr = NULL;
        return error;
    }
    return sim_rt_driver(cuMemHostAlloc(ptr, bytes, flags)); /* cudaHostAlloc* are CU_MEMHOSTALLOC_* */
}

cudaError_t cudaMallocHost(void **ptr, size_t bytes)
{
    return cudaHostAlloc(ptr, bytes, cudaHostAllocDefault);
}

cudaError_t cudaFreeHost(void *ptr)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess || ptr == NULL ? error : sim_rt_driver(cuMemFreeHost(ptr));
}

cudaError_t cudaHostRegister(void *ptr, size_t bytes, unsigned int flags)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuMemHostRegister(ptr, bytes, flags));
}

cudaError_t cudaHostUnregister(void *ptr)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuMemHostUnregister(ptr));
}

cudaError_t cudaHostGetDevicePointer(void **device, void *host, unsigned int flags)
{
    if (device == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    cudaError_t error = sim_rt_ready();
    if (error != cudaSuccess)
        return error;
    CUdeviceptr at = 0;
    CUresult rc = cuMemHostGetDevicePointer(&at, host, flags);
    *device = sim_pointer(at);
    return sim_rt_driver(rc);
}

cudaError_t cudaMallocAsync(void **ptr, size_t bytes, cudaStream_t stream)
{
    if (ptr == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    cudaError_t error = sim_rt_ready();
    if (error != cudaSuccess)
        return error;
    CUdeviceptr base = 0;
    CUresult rc = cuMemAllocAsync(&base, bytes, stream);
    *ptr = sim_pointer(base);
    return sim_rt_driver(rc);
}

cudaError_t cudaFreeAsync(void *ptr, cudaStream_t stream)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuMemFreeAsync((CUdeviceptr)(uintptr_t)ptr, stream));
}

cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total_bytes)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuMemGetInfo(free_bytes, total_bytes));
}
