/* SPDX-License-Identifier: MIT */
/* Simulated devices: each is an H200. Its attributes are the ones the H200 answered
 * (tests/differential/h200.record, driver 580.159.04), except the clocks and PCI location,
 * which the record leaves out and which are set to plausible values here. */
#include <stdio.h>
#include <string.h>

#include "sim.h"

static const int h200_attributes[] = {
    [1] = 1024, /* MAX_THREADS_PER_BLOCK */
    [2] = 1024, /* MAX_BLOCK_DIM_X */
    [3] = 1024, /* MAX_BLOCK_DIM_Y */
    [4] = 64, /* MAX_BLOCK_DIM_Z */
    [5] = 2147483647, /* MAX_GRID_DIM_X */
    [6] = 65535, /* MAX_GRID_DIM_Y */
    [7] = 65535, /* MAX_GRID_DIM_Z */
    [8] = 49152, /* MAX_SHARED_MEMORY_PER_BLOCK */
    [9] = 65536, /* TOTAL_CONSTANT_MEMORY */
    [10] = 32, /* WARP_SIZE */
    [11] = 2147483647, /* MAX_PITCH */
    [12] = 65536, /* MAX_REGISTERS_PER_BLOCK */
    [13] = 1980000, /* CLOCK_RATE */
    [14] = 512, /* TEXTURE_ALIGNMENT */
    [15] = 1, /* GPU_OVERLAP */
    [16] = 132, /* MULTIPROCESSOR_COUNT */
    [17] = 0, /* KERNEL_EXEC_TIMEOUT */
    [18] = 0, /* INTEGRATED */
    [19] = 1, /* CAN_MAP_HOST_MEMORY */
    [20] = 0, /* COMPUTE_MODE */
    [21] = 131072, /* MAXIMUM_TEXTURE1D_WIDTH */
    [22] = 131072, /* MAXIMUM_TEXTURE2D_WIDTH */
    [23] = 65536, /* MAXIMUM_TEXTURE2D_HEIGHT */
    [24] = 16384, /* MAXIMUM_TEXTURE3D_WIDTH */
    [25] = 16384, /* MAXIMUM_TEXTURE3D_HEIGHT */
    [26] = 16384, /* MAXIMUM_TEXTURE3D_DEPTH */
    [27] = 32768, /* MAXIMUM_TEXTURE2D_LAYERED_WIDTH */
    [28] = 32768, /* MAXIMUM_TEXTURE2D_LAYERED_HEIGHT */
    [29] = 2048, /* MAXIMUM_TEXTURE2D_LAYERED_LAYERS */
    [30] = 512, /* SURFACE_ALIGNMENT */
    [31] = 1, /* CONCURRENT_KERNELS */
    [32] = 1, /* ECC_ENABLED */
    [33] = 25, /* PCI_BUS_ID */
    [34] = 0, /* PCI_DEVICE_ID */
    [35] = 0, /* TCC_DRIVER */
    [36] = 3201000, /* MEMORY_CLOCK_RATE */
    [37] = 6016, /* GLOBAL_MEMORY_BUS_WIDTH */
    [38] = 62914560, /* L2_CACHE_SIZE */
    [39] = 2048, /* MAX_THREADS_PER_MULTIPROCESSOR */
    [40] = 3, /* ASYNC_ENGINE_COUNT */
    [41] = 1, /* UNIFIED_ADDRESSING */
    [42] = 32768, /* MAXIMUM_TEXTURE1D_LAYERED_WIDTH */
    [43] = 2048, /* MAXIMUM_TEXTURE1D_LAYERED_LAYERS */
    [44] = 1, /* CAN_TEX2D_GATHER */
    [45] = 32768, /* MAXIMUM_TEXTURE2D_GATHER_WIDTH */
    [46] = 32768, /* MAXIMUM_TEXTURE2D_GATHER_HEIGHT */
    [47] = 8192, /* MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE */
    [48] = 8192, /* MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE */
    [49] = 32768, /* MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE */
    [50] = 0, /* PCI_DOMAIN_ID */
    [51] = 32, /* TEXTURE_PITCH_ALIGNMENT */
    [52] = 32768, /* MAXIMUM_TEXTURECUBEMAP_WIDTH */
    [53] = 32768, /* MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH */
    [54] = 2046, /* MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS */
    [55] = 32768, /* MAXIMUM_SURFACE1D_WIDTH */
    [56] = 131072, /* MAXIMUM_SURFACE2D_WIDTH */
    [57] = 65536, /* MAXIMUM_SURFACE2D_HEIGHT */
    [58] = 16384, /* MAXIMUM_SURFACE3D_WIDTH */
    [59] = 16384, /* MAXIMUM_SURFACE3D_HEIGHT */
    [60] = 16384, /* MAXIMUM_SURFACE3D_DEPTH */
    [61] = 32768, /* MAXIMUM_SURFACE1D_LAYERED_WIDTH */
    [62] = 2048, /* MAXIMUM_SURFACE1D_LAYERED_LAYERS */
    [63] = 32768, /* MAXIMUM_SURFACE2D_LAYERED_WIDTH */
    [64] = 32768, /* MAXIMUM_SURFACE2D_LAYERED_HEIGHT */
    [65] = 2048, /* MAXIMUM_SURFACE2D_LAYERED_LAYERS */
    [66] = 32768, /* MAXIMUM_SURFACECUBEMAP_WIDTH */
    [67] = 32768, /* MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH */
    [68] = 2046, /* MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS */
    [69] = 268435456, /* MAXIMUM_TEXTURE1D_LINEAR_WIDTH */
    [70] = 131072, /* MAXIMUM_TEXTURE2D_LINEAR_WIDTH */
    [71] = 65000, /* MAXIMUM_TEXTURE2D_LINEAR_HEIGHT */
    [72] = 2097120, /* MAXIMUM_TEXTURE2D_LINEAR_PITCH */
    [73] = 32768, /* MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH */
    [74] = 32768, /* MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT */
    [75] = 9, /* COMPUTE_CAPABILITY_MAJOR */
    [76] = 0, /* COMPUTE_CAPABILITY_MINOR */
    [77] = 32768, /* MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH */
    [78] = 1, /* STREAM_PRIORITIES_SUPPORTED */
    [79] = 1, /* GLOBAL_L1_CACHE_SUPPORTED */
    [80] = 1, /* LOCAL_L1_CACHE_SUPPORTED */
    [81] = 233472, /* MAX_SHARED_MEMORY_PER_MULTIPROCESSOR */
    [82] = 65536, /* MAX_REGISTERS_PER_MULTIPROCESSOR */
    [83] = 1, /* MANAGED_MEMORY */
    [84] = 0, /* MULTI_GPU_BOARD */
    [85] = 0, /* MULTI_GPU_BOARD_GROUP_ID */
    [86] = 0, /* HOST_NATIVE_ATOMIC_SUPPORTED */
    [87] = 2, /* SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO */
    [88] = 0, /* PAGEABLE_MEMORY_ACCESS */
    [89] = 1, /* CONCURRENT_MANAGED_ACCESS */
    [90] = 1, /* COMPUTE_PREEMPTION_SUPPORTED */
    [91] = 1, /* CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM */
    [92] = 0, /* CAN_USE_STREAM_MEM_OPS_V1 */
    [93] = 0, /* CAN_USE_64_BIT_STREAM_MEM_OPS_V1 */
    [94] = 0, /* CAN_USE_STREAM_WAIT_VALUE_NOR_V1 */
    [95] = 1, /* COOPERATIVE_LAUNCH */
    [96] = 1, /* COOPERATIVE_MULTI_DEVICE_LAUNCH */
    [97] = 232448, /* MAX_SHARED_MEMORY_PER_BLOCK_OPTIN */
    [98] = 0, /* CAN_FLUSH_REMOTE_WRITES */
    [99] = 1, /* HOST_REGISTER_SUPPORTED */
    [100] = 0, /* PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES */
    [101] = 0, /* DIRECT_MANAGED_MEM_ACCESS_FROM_HOST */
    [102] = 1, /* VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED */
    [103] = 1, /* HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED */
    [104] = 0, /* HANDLE_TYPE_WIN32_HANDLE_SUPPORTED */
    [105] = 0, /* HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED */
    [106] = 32, /* MAX_BLOCKS_PER_MULTIPROCESSOR */
    [107] = 1, /* GENERIC_COMPRESSION_SUPPORTED */
    [108] = 39321600, /* MAX_PERSISTING_L2_CACHE_SIZE */
    [109] = 134217728, /* MAX_ACCESS_POLICY_WINDOW_SIZE */
    [110] = 1, /* GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED */
    [111] = 1024, /* RESERVED_SHARED_MEMORY_PER_BLOCK */
    [112] = 1, /* SPARSE_CUDA_ARRAY_SUPPORTED */
    [113] = 1, /* READ_ONLY_HOST_REGISTER_SUPPORTED */
    [114] = 1, /* TIMELINE_SEMAPHORE_INTEROP_SUPPORTED */
    [115] = 1, /* MEMORY_POOLS_SUPPORTED */
    [116] = 1, /* GPU_DIRECT_RDMA_SUPPORTED */
    [117] = 1, /* GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS */
    [118] = 100, /* GPU_DIRECT_RDMA_WRITES_ORDERING */
    [119] = 9, /* MEMPOOL_SUPPORTED_HANDLE_TYPES */
    [120] = 1, /* CLUSTER_LAUNCH */
    [121] = 1, /* DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED */
    [122] = 1, /* CAN_USE_64_BIT_STREAM_MEM_OPS */
    [123] = 1, /* CAN_USE_STREAM_WAIT_VALUE_NOR */
    [124] = 1, /* DMA_BUF_SUPPORTED */
    [125] = 1, /* IPC_EVENT_SUPPORTED */
    [126] = 4, /* MEM_SYNC_DOMAIN_COUNT */
    [127] = 1, /* TENSOR_MAP_ACCESS_SUPPORTED */
    [128] = 1, /* HANDLE_TYPE_FABRIC_SUPPORTED */
    [129] = 1, /* UNIFIED_FUNCTION_POINTERS */
    [130] = 0, /* NUMA_CONFIG */
    [131] = -1, /* NUMA_ID */
    [132] = 0, /* MULTICAST_SUPPORTED */
    [133] = 0, /* MPS_ENABLED */
    [134] = 0, /* HOST_NUMA_ID */
    [135] = 0, /* D3D12_CIG_SUPPORTED */
    [136] = 0, /* MEM_DECOMPRESS_ALGORITHM_MASK */
    [137] = 0, /* MEM_DECOMPRESS_MAXIMUM_LENGTH */
    [138] = 0, /* VULKAN_CIG_SUPPORTED */
    [139] = 590680286, /* GPU_PCI_DEVICE_ID */
    [140] = 415174878, /* GPU_PCI_SUBSYSTEM_ID */
    [141] = 1, /* HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED */
    [142] = 1, /* HOST_NUMA_MEMORY_POOLS_SUPPORTED */
    [143] = 0, /* HOST_NUMA_MULTINODE_IPC_SUPPORTED */
    [144] = 1, /* HOST_MEMORY_POOLS_SUPPORTED */
    [145] = 1, /* HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED */
    [146] = 0, /* HOST_ALLOC_DMA_BUF_SUPPORTED */
    [147] = 0, /* ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED */
};

/* About the H200's: the record gives whole GiB (139). */
#define H200_TOTAL_MEMORY 150019850240ull

size_t sim_device_total_memory(void)
{
    return H200_TOTAL_MEMORY;
}

CUresult cuDeviceGetAttribute(int *value, CUdevice_attribute attribute, CUdevice device)
{
    if (value == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_device_ok(device))
        return CUDA_ERROR_INVALID_DEVICE;
    size_t index = (size_t)attribute;
    if (index == 0 || index >= sizeof h200_attributes / sizeof h200_attributes[0])
        return CUDA_ERROR_INVALID_VALUE;
    *value = h200_attributes[index];
    if (attribute == CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM && sim_distinct_host_pointers())
        *value = 0;
    return CUDA_SUCCESS;
}

CUresult cuDeviceGetName(char *name, int length, CUdevice device)
{
    if (name == NULL || length <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_device_ok(device))
        return CUDA_ERROR_INVALID_DEVICE;
    snprintf(name, (size_t)length, "NVIDIA H200 (cubound simulation, device %d)", device);
    return CUDA_SUCCESS;
}

CUresult cuDeviceTotalMem(size_t *bytes, CUdevice device)
{
    if (bytes == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_device_ok(device))
        return CUDA_ERROR_INVALID_DEVICE;
    *bytes = sim_device_total_memory();
    return CUDA_SUCCESS;
}

CUresult cuDeviceGetUuid(CUuuid *uuid, CUdevice device)
{
    if (uuid == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_device_ok(device))
        return CUDA_ERROR_INVALID_DEVICE;
    memset(uuid, 0, sizeof *uuid);
    memcpy(uuid->bytes, "cubound-sim", 11);
    uuid->bytes[15] = (char)device;
    return CUDA_SUCCESS;
}

/* Every pair of distinct simulated devices can reach each other (as H200s on NVLink); a device
 * and itself cannot: that is not peer access (measured). */
CUresult cuDeviceCanAccessPeer(int *can, CUdevice device, CUdevice peer)
{
    if (can == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_device_ok(device) || !sim_device_ok(peer))
        return CUDA_ERROR_INVALID_DEVICE;
    *can = device != peer;
    return CUDA_SUCCESS;
}
