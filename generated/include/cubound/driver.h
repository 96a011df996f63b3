/* *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * Spec and templates hash: 19f034e3ab30177a
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* driver: one wrapper per function of cuda.h. Each takes the device bound
 * to the calling thread first, makes its context current (a compare when it already is),
 * and returns CUresult. */
#ifndef CUBOUND_GENERATED_DRIVER_H
#define CUBOUND_GENERATED_DRIVER_H

#include <cuda.h>

#include "cubound/cubound.h"

#ifdef __cplusplus
extern "C" {
#endif

/* cuCtxSynchronize, in the binding's context. */
static inline CUresult bd_cuCtxSynchronize(bound_dev_t *bd)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuCtxSynchronize();
}

/* cuModuleLoadData, in the binding's context. */
static inline CUresult bd_cuModuleLoadData(bound_dev_t *bd, CUmodule *module, const void *image)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleLoadData(module, image);
}

/* cuModuleUnload, in the binding's context. */
static inline CUresult bd_cuModuleUnload(bound_dev_t *bd, CUmodule hmod)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleUnload(hmod);
}

/* cuModuleGetFunction, in the binding's context. */
static inline CUresult bd_cuModuleGetFunction(bound_dev_t *bd, CUfunction *hfunc, CUmodule hmod, const char *name)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuModuleGetFunction(hfunc, hmod, name);
}

/* cuMemAlloc (cuda.h maps it to cuMemAlloc_v2), in the binding's context. */
static inline CUresult bd_cuMemAlloc(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemAlloc(dptr, bytesize);
}

/* cuMemFree (cuda.h maps it to cuMemFree_v2), in the binding's context. */
static inline CUresult bd_cuMemFree(bound_dev_t *bd, CUdeviceptr dptr)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemFree(dptr);
}

/* cuMemcpyHtoD (cuda.h maps it to cuMemcpyHtoD_v2), in the binding's context. */
static inline CUresult bd_cuMemcpyHtoD(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyHtoD(dstDevice, srcHost, ByteCount);
}

/* cuMemcpyDtoH (cuda.h maps it to cuMemcpyDtoH_v2), in the binding's context. */
static inline CUresult bd_cuMemcpyDtoH(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoH(dstHost, srcDevice, ByteCount);
}

/* cuMemcpyDtoD (cuda.h maps it to cuMemcpyDtoD_v2), in the binding's context. */
static inline CUresult bd_cuMemcpyDtoD(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoD(dstDevice, srcDevice, ByteCount);
}

/* cuMemcpyHtoDAsync (cuda.h maps it to cuMemcpyHtoDAsync_v2), in the binding's context. */
static inline CUresult bd_cuMemcpyHtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyHtoDAsync(dstDevice, srcHost, ByteCount, hStream);
}

/* cuMemcpyDtoHAsync (cuda.h maps it to cuMemcpyDtoHAsync_v2), in the binding's context. */
static inline CUresult bd_cuMemcpyDtoHAsync(bound_dev_t *bd, void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoHAsync(dstHost, srcDevice, ByteCount, hStream);
}

/* cuMemcpyDtoDAsync (cuda.h maps it to cuMemcpyDtoDAsync_v2), in the binding's context. */
static inline CUresult bd_cuMemcpyDtoDAsync(bound_dev_t *bd, CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemcpyDtoDAsync(dstDevice, srcDevice, ByteCount, hStream);
}

/* cuMemsetD8 (cuda.h maps it to cuMemsetD8_v2), in the binding's context. */
static inline CUresult bd_cuMemsetD8(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD8(dstDevice, uc, N);
}

/* cuMemsetD32 (cuda.h maps it to cuMemsetD32_v2), in the binding's context. */
static inline CUresult bd_cuMemsetD32(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD32(dstDevice, ui, N);
}

/* cuMemsetD8Async, in the binding's context. */
static inline CUresult bd_cuMemsetD8Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD8Async(dstDevice, uc, N, hStream);
}

/* cuMemsetD32Async, in the binding's context. */
static inline CUresult bd_cuMemsetD32Async(bound_dev_t *bd, CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuMemsetD32Async(dstDevice, ui, N, hStream);
}

/* cuStreamCreate, in the binding's context. */
static inline CUresult bd_cuStreamCreate(bound_dev_t *bd, CUstream *phStream, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamCreate(phStream, Flags);
}

/* cuStreamWaitEvent, in the binding's context. */
static inline CUresult bd_cuStreamWaitEvent(bound_dev_t *bd, CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamWaitEvent(hStream, hEvent, Flags);
}

/* cuStreamQuery, in the binding's context. */
static inline CUresult bd_cuStreamQuery(bound_dev_t *bd, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamQuery(hStream);
}

/* cuStreamSynchronize, in the binding's context. */
static inline CUresult bd_cuStreamSynchronize(bound_dev_t *bd, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamSynchronize(hStream);
}

/* cuStreamDestroy (cuda.h maps it to cuStreamDestroy_v2), in the binding's context. */
static inline CUresult bd_cuStreamDestroy(bound_dev_t *bd, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuStreamDestroy(hStream);
}

/* cuEventCreate, in the binding's context. */
static inline CUresult bd_cuEventCreate(bound_dev_t *bd, CUevent *phEvent, unsigned int Flags)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventCreate(phEvent, Flags);
}

/* cuEventRecord, in the binding's context. */
static inline CUresult bd_cuEventRecord(bound_dev_t *bd, CUevent hEvent, CUstream hStream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventRecord(hEvent, hStream);
}

/* cuEventQuery, in the binding's context. */
static inline CUresult bd_cuEventQuery(bound_dev_t *bd, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventQuery(hEvent);
}

/* cuEventSynchronize, in the binding's context. */
static inline CUresult bd_cuEventSynchronize(bound_dev_t *bd, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventSynchronize(hEvent);
}

/* cuEventDestroy (cuda.h maps it to cuEventDestroy_v2), in the binding's context. */
static inline CUresult bd_cuEventDestroy(bound_dev_t *bd, CUevent hEvent)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuEventDestroy(hEvent);
}

/* cuLaunchKernel, in the binding's context. */
static inline CUresult bd_cuLaunchKernel(bound_dev_t *bd, CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_rc;
    return cuLaunchKernel(f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra);
}

#ifdef __cplusplus
}
#endif

#endif
