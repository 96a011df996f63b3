/* SPDX-License-Identifier: MIT */
/* The simulated runtime's copies and sets: the driver's, chosen by cudaMemcpyKind (cudaMemcpyDefault
 * and cudaMemcpyHostToHost: unified addresses, wherever they are), in the context a call acts on.
 * The synchronous forms run on the legacy default stream, as the runtime's do. */
#include <stdint.h>

#include "sim_cudart.h"

static CUdeviceptr address(const void *ptr)
{
    return (CUdeviceptr)(uintptr_t)ptr;
}

static CUresult copy(void *dst, const void *src, size_t bytes, enum cudaMemcpyKind kind, CUstream stream, bool async)
{
    switch (kind) {
    case cudaMemcpyHostToDevice:
        return async ? cuMemcpyHtoDAsync(address(dst), src, bytes, stream) : cuMemcpyHtoD(address(dst), src, bytes);
    case cudaMemcpyDeviceToHost:
        return async ? cuMemcpyDtoHAsync(dst, address(src), bytes, stream) : cuMemcpyDtoH(dst, address(src), bytes);
    case cudaMemcpyDeviceToDevice:
        return async ? cuMemcpyDtoDAsync(address(dst), address(src), bytes, stream)
                     : cuMemcpyDtoD(address(dst), address(src), bytes);
    default: /* cudaMemcpyHostToHost, cudaMemcpyDefault */
        return async ? cuMemcpyAsync(address(dst), address(src), bytes, stream)
                     : cuMemcpy(address(dst), address(src), bytes);
    }
}

static bool kind_ok(enum cudaMemcpyKind kind)
{
    return kind >= cudaMemcpyHostToHost && kind <= cudaMemcpyDefault;
}

static cudaError_t copy_checked(void *dst, const void *src, size_t bytes, enum cudaMemcpyKind kind, CUstream stream,
                                bool async)
{
    cudaError_t error = sim_rt_ready();
    if (error != cudaSuccess)
        return error;
    if (!kind_ok(kind))
        return sim_rt_return(cudaErrorInvalidMemcpyDirection);
    return sim_rt_driver(copy(dst, src, bytes, kind, stream, async));
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t bytes, enum cudaMemcpyKind kind)
{
    return copy_checked(dst, src, bytes, kind, NULL, false);
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t bytes, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return copy_checked(dst, src, bytes, kind, stream, true);
}

/* Between two devices' primary contexts (the runtime's), from the context a call acts on. */
static cudaError_t copy_peer(void *dst, int dst_device, const void *src, int src_device, size_t bytes,
                             CUstream stream, bool async)
{
    CUcontext dst_ctx, src_ctx;
    cudaError_t error = sim_rt_ready();
    if (error == cudaSuccess)
        error = sim_rt_primary(dst_device, &dst_ctx);
    if (error == cudaSuccess)
        error = sim_rt_primary(src_device, &src_ctx);
    if (error != cudaSuccess)
        return error;
    return sim_rt_driver(async ? cuMemcpyPeerAsync(address(dst), dst_ctx, address(src), src_ctx, bytes, stream)
                               : cuMemcpyPeer(address(dst), dst_ctx, address(src), src_ctx, bytes));
}

cudaError_t cudaMemcpyPeer(void *dst, int dst_device, const void *src, int src_device, size_t bytes)
{
    return copy_peer(dst, dst_device, src, src_device, bytes, NULL, false);
}

cudaError_t cudaMemcpyPeerAsync(void *dst, int dst_device, const void *src, int src_device, size_t bytes,
                                cudaStream_t stream)
{
    return copy_peer(dst, dst_device, src, src_device, bytes, stream, true);
}

static cudaError_t copy_2d(void *dst, size_t dst_pitch, const void *src, size_t src_pitch, size_t width,
                           size_t height, enum cudaMemcpyKind kind, CUstream stream, bool async)
{
    cudaError_t error = sim_rt_ready();
    if (error != cudaSuccess)
        return error;
    if (!kind_ok(kind))
        return sim_rt_return(cudaErrorInvalidMemcpyDirection);
    if (width > dst_pitch || width > src_pitch)
        return sim_rt_return(cudaErrorInvalidPitchValue);
    static const CUmemorytype dst_type[] = {CU_MEMORYTYPE_HOST, CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_HOST,
                                            CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_UNIFIED};
    static const CUmemorytype src_type[] = {CU_MEMORYTYPE_HOST, CU_MEMORYTYPE_HOST, CU_MEMORYTYPE_DEVICE,
                                            CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_UNIFIED};
    /* each side's address in both fields: the memory type says which one the driver reads */
    CUDA_MEMCPY2D p = {.srcMemoryType = src_type[kind], .srcHost = src, .srcDevice = address(src), .srcPitch = src_pitch,
                       .dstMemoryType = dst_type[kind], .dstHost = dst, .dstDevice = address(dst), .dstPitch = dst_pitch,
                       .WidthInBytes = width, .Height = height};
    return sim_rt_driver(async ? cuMemcpy2DAsync(&p, stream) : cuMemcpy2D(&p));
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                         enum cudaMemcpyKind kind)
{
    return copy_2d(dst, dpitch, src, spitch, width, height, kind, NULL, false);
}

cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                              enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return copy_2d(dst, dpitch, src, spitch, width, height, kind, stream, true);
}

cudaError_t cudaMemset(void *ptr, int value, size_t bytes)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuMemsetD8(address(ptr), (unsigned char)value, bytes));
}

cudaError_t cudaMemsetAsync(void *ptr, int value, size_t bytes, cudaStream_t stream)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error
                                : sim_rt_driver(cuMemsetD8Async(address(ptr), (unsigned char)value, bytes, stream));
}

cudaError_t cudaMemset2D(void *ptr, size_t pitch, int value, size_t width, size_t height)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error
                                : sim_rt_driver(cuMemsetD2D8(address(ptr), pitch, (unsigned char)value, width, height));
}

cudaError_t cudaMemset2DAsync(void *ptr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess
               ? error
               : sim_rt_driver(cuMemsetD2D8Async(address(ptr), pitch, (unsigned char)value, width, height, stream));
}
