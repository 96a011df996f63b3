/* SPDX-License-Identifier: MIT */
/* The simulated runtime's devices: their count and properties (the simulated H200's attributes,
 * read from the driver as libcudart reads them), synchronization, peer access between the current
 * context and another device's primary context, and the versions. */
#include <stddef.h>
#include <string.h>

#include "sim_cudart.h"

cudaError_t cudaGetDeviceCount(int *count)
{
    if (count == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    if (cuInit(0) != CUDA_SUCCESS)
        return sim_rt_return(cudaErrorInitializationError);
    return sim_rt_driver(cuDeviceGetCount(count));
}

cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attribute, int device)
{
    if (value == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    if (cuInit(0) != CUDA_SUCCESS)
        return sim_rt_return(cudaErrorInitializationError);
    if (!sim_device_ok(device))
        return sim_rt_return(cudaErrorInvalidDevice);
    /* cudaDeviceAttr has CUdevice_attribute's values */
    return sim_rt_driver(cuDeviceGetAttribute(value, (CUdevice_attribute)attribute, device));
}

/* A field of cudaDeviceProp that one attribute answers. */
struct field {
    size_t offset;
    CUdevice_attribute attribute;
};
#define FIELD(field, attribute) {offsetof(struct cudaDeviceProp, field), CU_DEVICE_ATTRIBUTE_##attribute}

/* The int fields. */
static const struct field int_fields_[] = {
    FIELD(regsPerBlock, MAX_REGISTERS_PER_BLOCK),
    FIELD(warpSize, WARP_SIZE),
    FIELD(maxThreadsPerBlock, MAX_THREADS_PER_BLOCK),
    FIELD(maxThreadsDim[0], MAX_BLOCK_DIM_X),
    FIELD(maxThreadsDim[1], MAX_BLOCK_DIM_Y),
    FIELD(maxThreadsDim[2], MAX_BLOCK_DIM_Z),
    FIELD(maxGridSize[0], MAX_GRID_DIM_X),
    FIELD(maxGridSize[1], MAX_GRID_DIM_Y),
    FIELD(maxGridSize[2], MAX_GRID_DIM_Z),
    FIELD(major, COMPUTE_CAPABILITY_MAJOR),
    FIELD(minor, COMPUTE_CAPABILITY_MINOR),
    FIELD(multiProcessorCount, MULTIPROCESSOR_COUNT),
    FIELD(integrated, INTEGRATED),
    FIELD(canMapHostMemory, CAN_MAP_HOST_MEMORY),
    FIELD(maxTexture1D, MAXIMUM_TEXTURE1D_WIDTH),
    FIELD(maxTexture2D[0], MAXIMUM_TEXTURE2D_WIDTH),
    FIELD(maxTexture2D[1], MAXIMUM_TEXTURE2D_HEIGHT),
    FIELD(maxTexture3D[0], MAXIMUM_TEXTURE3D_WIDTH),
    FIELD(maxTexture3D[1], MAXIMUM_TEXTURE3D_HEIGHT),
    FIELD(maxTexture3D[2], MAXIMUM_TEXTURE3D_DEPTH),
    FIELD(maxTexture2DGather[0], MAXIMUM_TEXTURE2D_GATHER_WIDTH),
    FIELD(maxTexture2DGather[1], MAXIMUM_TEXTURE2D_GATHER_HEIGHT),
    FIELD(maxTexture1DLayered[0], MAXIMUM_TEXTURE1D_LAYERED_WIDTH),
    FIELD(maxTexture1DLayered[1], MAXIMUM_TEXTURE1D_LAYERED_LAYERS),
    FIELD(maxTexture2DLayered[0], MAXIMUM_TEXTURE2D_LAYERED_WIDTH),
    FIELD(maxTexture2DLayered[1], MAXIMUM_TEXTURE2D_LAYERED_HEIGHT),
    FIELD(maxTexture2DLayered[2], MAXIMUM_TEXTURE2D_LAYERED_LAYERS),
    FIELD(concurrentKernels, CONCURRENT_KERNELS),
    FIELD(ECCEnabled, ECC_ENABLED),
    FIELD(pciBusID, PCI_BUS_ID),
    FIELD(pciDeviceID, PCI_DEVICE_ID),
    FIELD(pciDomainID, PCI_DOMAIN_ID),
    FIELD(tccDriver, TCC_DRIVER),
    FIELD(asyncEngineCount, ASYNC_ENGINE_COUNT),
    FIELD(unifiedAddressing, UNIFIED_ADDRESSING),
    FIELD(memoryBusWidth, GLOBAL_MEMORY_BUS_WIDTH),
    FIELD(l2CacheSize, L2_CACHE_SIZE),
    FIELD(persistingL2CacheMaxSize, MAX_PERSISTING_L2_CACHE_SIZE),
    FIELD(maxThreadsPerMultiProcessor, MAX_THREADS_PER_MULTIPROCESSOR),
    FIELD(streamPrioritiesSupported, STREAM_PRIORITIES_SUPPORTED),
    FIELD(globalL1CacheSupported, GLOBAL_L1_CACHE_SUPPORTED),
    FIELD(localL1CacheSupported, LOCAL_L1_CACHE_SUPPORTED),
    FIELD(regsPerMultiprocessor, MAX_REGISTERS_PER_MULTIPROCESSOR),
    FIELD(managedMemory, MANAGED_MEMORY),
    FIELD(isMultiGpuBoard, MULTI_GPU_BOARD),
    FIELD(multiGpuBoardGroupID, MULTI_GPU_BOARD_GROUP_ID),
    FIELD(hostNativeAtomicSupported, HOST_NATIVE_ATOMIC_SUPPORTED),
    FIELD(pageableMemoryAccess, PAGEABLE_MEMORY_ACCESS),
    FIELD(concurrentManagedAccess, CONCURRENT_MANAGED_ACCESS),
    FIELD(computePreemptionSupported, COMPUTE_PREEMPTION_SUPPORTED),
    FIELD(canUseHostPointerForRegisteredMem, CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM),
    FIELD(cooperativeLaunch, COOPERATIVE_LAUNCH),
    FIELD(pageableMemoryAccessUsesHostPageTables, PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES),
    FIELD(directManagedMemAccessFromHost, DIRECT_MANAGED_MEM_ACCESS_FROM_HOST),
    FIELD(maxBlocksPerMultiProcessor, MAX_BLOCKS_PER_MULTIPROCESSOR),
    FIELD(accessPolicyMaxWindowSize, MAX_ACCESS_POLICY_WINDOW_SIZE),
#if CUDART_VERSION >= 12000 /* cudaDeviceProp has these fields from CUDA 12.0 on */
    FIELD(hostRegisterSupported, HOST_REGISTER_SUPPORTED),
    FIELD(memoryPoolsSupported, MEMORY_POOLS_SUPPORTED),
    FIELD(clusterLaunch, CLUSTER_LAUNCH),
#endif
};

/* The size_t fields. */
static const struct field size_fields_[] = {
    FIELD(sharedMemPerBlock, MAX_SHARED_MEMORY_PER_BLOCK),
    FIELD(memPitch, MAX_PITCH),
    FIELD(totalConstMem, TOTAL_CONSTANT_MEMORY),
    FIELD(textureAlignment, TEXTURE_ALIGNMENT),
    FIELD(texturePitchAlignment, TEXTURE_PITCH_ALIGNMENT),
    FIELD(surfaceAlignment, SURFACE_ALIGNMENT),
    FIELD(sharedMemPerMultiprocessor, MAX_SHARED_MEMORY_PER_MULTIPROCESSOR),
    FIELD(sharedMemPerBlockOptin, MAX_SHARED_MEMORY_PER_BLOCK_OPTIN),
    FIELD(reservedSharedMemPerBlock, RESERVED_SHARED_MEMORY_PER_BLOCK),
#undef FIELD
};

/* Every field an attribute answers; what the simulation has no attribute for is 0. */
cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device)
{
    if (prop == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    if (cuInit(0) != CUDA_SUCCESS)
        return sim_rt_return(cudaErrorInitializationError);
    if (!sim_device_ok(device))
        return sim_rt_return(cudaErrorInvalidDevice);
    memset(prop, 0, sizeof *prop);
    CUresult rc = cuDeviceGetName(prop->name, sizeof prop->name, device);
    if (rc == CUDA_SUCCESS)
        rc = cuDeviceGetUuid((CUuuid *)&prop->uuid, device);
    if (rc == CUDA_SUCCESS)
        rc = cuDeviceTotalMem(&prop->totalGlobalMem, device);
    for (size_t i = 0; rc == CUDA_SUCCESS && i < sizeof int_fields_ / sizeof int_fields_[0]; i++)
        rc = cuDeviceGetAttribute((int *)((char *)prop + int_fields_[i].offset), int_fields_[i].attribute, device);
    for (size_t i = 0; rc == CUDA_SUCCESS && i < sizeof size_fields_ / sizeof size_fields_[0]; i++) {
        int value = 0;
        rc = cuDeviceGetAttribute(&value, size_fields_[i].attribute, device);
        *(size_t *)((char *)prop + size_fields_[i].offset) = (size_t)value;
    }
    return sim_rt_driver(rc);
}

cudaError_t cudaDeviceSynchronize(void)
{
    CUcontext ctx;
    cudaError_t error = sim_rt_context(&ctx);
    return error != cudaSuccess ? error : sim_rt_driver(cuCtxSynchronize());
}

cudaError_t cudaDeviceCanAccessPeer(int *can, int device, int peer)
{
    if (can == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    if (cuInit(0) != CUDA_SUCCESS)
        return sim_rt_return(cudaErrorInitializationError);
    return sim_rt_driver(cuDeviceCanAccessPeer(can, device, peer));
}

/* The peer's primary context, for peer access from the current context; a device is no peer of
 * itself (cudaErrorInvalidDevice, as for a device that does not exist). */
static cudaError_t peer_context(int peer, CUcontext *ctx, CUcontext *peer_ctx)
{
    cudaError_t error = sim_rt_context(ctx);
    if (error != cudaSuccess)
        return error;
    if (!sim_device_ok(peer) || peer == (*ctx)->device)
        return sim_rt_return(cudaErrorInvalidDevice);
    return sim_rt_primary(peer, peer_ctx);
}

cudaError_t cudaDeviceEnablePeerAccess(int peer, unsigned int flags)
{
    CUcontext ctx, peer_ctx;
    cudaError_t error = sim_rt_context(&ctx);
    if (error != cudaSuccess)
        return error;
    if (!ctx->primary) /* measured (H100, driver 580.159.04): from a context of one's own, even to itself */
        return sim_rt_return(cudaErrorIncompatibleDriverContext);
    error = peer_context(peer, &ctx, &peer_ctx);
    if (error != cudaSuccess)
        return error;
    if (flags != 0)
        return sim_rt_return(cudaErrorInvalidValue);
    return sim_rt_driver(cuCtxEnablePeerAccess(peer_ctx, 0));
}

cudaError_t cudaDeviceDisablePeerAccess(int peer)
{
    CUcontext ctx, peer_ctx;
    cudaError_t error = peer_context(peer, &ctx, &peer_ctx);
    return error != cudaSuccess ? error : sim_rt_driver(cuCtxDisablePeerAccess(peer_ctx));
}

/* The headers' version: the simulated runtime is built from them. */
cudaError_t cudaRuntimeGetVersion(int *version)
{
    if (version == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    *version = CUDART_VERSION;
    return cudaSuccess;
}

cudaError_t cudaDriverGetVersion(int *version)
{
    if (version == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    return sim_rt_driver(cuDriverGetVersion(version));
}
