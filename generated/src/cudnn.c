/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of cudnn.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libcudnn.so.9 on first use; one the library lacks stays at its stand-in,
 * which answers CUDNN_STATUS_NOT_SUPPORTED. */
#include "cubound/cudnn.h"
#include "cubound/cudnn_handle.h"
#include "handle_table.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_cudnn_library;

/* The name of each cudnnStatus_t cudnn.h declares, for bd_last_error without the library. */
static const char *bd_gen_cudnn_status_name(int status)
{
    switch (status) {
    case 0: return "CUDNN_STATUS_SUCCESS";
    case 1001: return "CUDNN_STATUS_NOT_INITIALIZED";
    case 1002: return "CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH";
    case 1003: return "CUDNN_STATUS_SERIALIZATION_VERSION_MISMATCH";
    case 1004: return "CUDNN_STATUS_DEPRECATED";
    case 1005: return "CUDNN_STATUS_LICENSE_ERROR";
    case 1006: return "CUDNN_STATUS_RUNTIME_IN_PROGRESS";
    case 1007: return "CUDNN_STATUS_RUNTIME_FP_OVERFLOW";
    case 1008: return "CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED";
    case 2000: return "CUDNN_STATUS_BAD_PARAM";
    case 2002: return "CUDNN_STATUS_BAD_PARAM_NULL_POINTER";
    case 2003: return "CUDNN_STATUS_BAD_PARAM_MISALIGNED_POINTER";
    case 2004: return "CUDNN_STATUS_BAD_PARAM_NOT_FINALIZED";
    case 2005: return "CUDNN_STATUS_BAD_PARAM_OUT_OF_BOUND";
    case 2006: return "CUDNN_STATUS_BAD_PARAM_SIZE_INSUFFICIENT";
    case 2007: return "CUDNN_STATUS_BAD_PARAM_STREAM_MISMATCH";
    case 2008: return "CUDNN_STATUS_BAD_PARAM_SHAPE_MISMATCH";
    case 2009: return "CUDNN_STATUS_BAD_PARAM_DUPLICATED_ENTRIES";
    case 2010: return "CUDNN_STATUS_BAD_PARAM_ATTRIBUTE_TYPE";
    case 2011: return "CUDNN_STATUS_BAD_PARAM_CUDA_GRAPH_MISMATCH";
    case 2012: return "CUDNN_STATUS_BAD_PARAM_DESCRIPTOR_TYPE";
    case 3000: return "CUDNN_STATUS_NOT_SUPPORTED";
    case 3001: return "CUDNN_STATUS_NOT_SUPPORTED_GRAPH_PATTERN";
    case 3002: return "CUDNN_STATUS_NOT_SUPPORTED_SHAPE";
    case 3003: return "CUDNN_STATUS_NOT_SUPPORTED_DATA_TYPE";
    case 3004: return "CUDNN_STATUS_NOT_SUPPORTED_LAYOUT";
    case 3005: return "CUDNN_STATUS_NOT_SUPPORTED_INCOMPATIBLE_CUDA_DRIVER";
    case 3006: return "CUDNN_STATUS_NOT_SUPPORTED_INCOMPATIBLE_CUDART";
    case 3007: return "CUDNN_STATUS_NOT_SUPPORTED_ARCH_MISMATCH";
    case 3008: return "CUDNN_STATUS_NOT_SUPPORTED_RUNTIME_PREREQUISITE_MISSING";
    case 3009: return "CUDNN_STATUS_NOT_SUPPORTED_SUBLIBRARY_UNAVAILABLE";
    case 3010: return "CUDNN_STATUS_NOT_SUPPORTED_SHARED_MEMORY_INSUFFICIENT";
    case 3011: return "CUDNN_STATUS_NOT_SUPPORTED_PADDING";
    case 3012: return "CUDNN_STATUS_NOT_SUPPORTED_BAD_LAUNCH_PARAM";
    case 3013: return "CUDNN_STATUS_NOT_SUPPORTED_CUDA_GRAPH_NATIVE_API";
    case 3014: return "CUDNN_STATUS_NOT_SUPPORTED_INVALID_DYNAMIC_SHAPE";
    case 4000: return "CUDNN_STATUS_INTERNAL_ERROR";
    case 4001: return "CUDNN_STATUS_INTERNAL_ERROR_COMPILATION_FAILED";
    case 4002: return "CUDNN_STATUS_INTERNAL_ERROR_UNEXPECTED_VALUE";
    case 4003: return "CUDNN_STATUS_INTERNAL_ERROR_HOST_ALLOCATION_FAILED";
    case 4004: return "CUDNN_STATUS_INTERNAL_ERROR_DEVICE_ALLOCATION_FAILED";
    case 4005: return "CUDNN_STATUS_INTERNAL_ERROR_BAD_LAUNCH_PARAM";
    case 4006: return "CUDNN_STATUS_INTERNAL_ERROR_TEXTURE_CREATION_FAILED";
    case 5000: return "CUDNN_STATUS_EXECUTION_FAILED";
    case 5001: return "CUDNN_STATUS_EXECUTION_FAILED_CUDA_DRIVER";
    case 5002: return "CUDNN_STATUS_EXECUTION_FAILED_CUBLAS";
    case 5003: return "CUDNN_STATUS_EXECUTION_FAILED_CUDART";
    case 5004: return "CUDNN_STATUS_EXECUTION_FAILED_CURAND";
    case 2001: return "CUDNN_STATUS_INVALID_VALUE";
    default: return NULL;
    }
}

/* A status the library answered, kept for bd_last_error where it is not success. */
static inline cudnnStatus_t bd_gen_cudnn_called(cudnnStatus_t status, const char *function)
{
    if (BD_UNLIKELY(status != CUDNN_STATUS_SUCCESS))
        bd_gen_failed(&bd_gen_cudnn_library, function, (int)status);
    return status;
}

BD_SUPPRESS_DEPRECATED_BEGIN

static size_t bd_gen_first_cudnnGetVersion(void)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetVersion,
                       (bd_gen_fn)bd_gen_first_cudnnGetVersion, "cudnnGetVersion")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetVersion)();
    }
    return (size_t){0};
}

static size_t bd_gen_first_cudnnGetMaxDeviceVersion(void)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetMaxDeviceVersion,
                       (bd_gen_fn)bd_gen_first_cudnnGetMaxDeviceVersion, "cudnnGetMaxDeviceVersion")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMaxDeviceVersion)();
    }
    return (size_t){0};
}

static size_t bd_gen_first_cudnnGetCudartVersion(void)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetCudartVersion,
                       (bd_gen_fn)bd_gen_first_cudnnGetCudartVersion, "cudnnGetCudartVersion")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCudartVersion)();
    }
    return (size_t){0};
}

static const char * bd_gen_first_cudnnGetErrorString(cudnnStatus_t status)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetErrorString,
                       (bd_gen_fn)bd_gen_first_cudnnGetErrorString, "cudnnGetErrorString")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetErrorString)(status);
    }
    return (const char *){0};
}

static void bd_gen_first_cudnnGetLastErrorString(char *message, size_t max_size)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetLastErrorString,
                       (bd_gen_fn)bd_gen_first_cudnnGetLastErrorString, "cudnnGetLastErrorString")) {
        BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetLastErrorString)(message, max_size);
        return;
    }
}

static cudnnStatus_t bd_gen_first_cudnnQueryRuntimeError(cudnnHandle_t handle, cudnnStatus_t *rstatus, cudnnErrQueryMode_t mode, cudnnRuntimeTag_t *tag)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnQueryRuntimeError,
                       (bd_gen_fn)bd_gen_first_cudnnQueryRuntimeError, "cudnnQueryRuntimeError")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnQueryRuntimeError)(handle, rstatus, mode, tag);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetProperty(libraryPropertyType type, int *value)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetProperty,
                       (bd_gen_fn)bd_gen_first_cudnnGetProperty, "cudnnGetProperty")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetProperty)(type, value);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreate(cudnnHandle_t *handle)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreate,
                       (bd_gen_fn)bd_gen_first_cudnnCreate, "cudnnCreate")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreate)(handle);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroy(cudnnHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroy,
                       (bd_gen_fn)bd_gen_first_cudnnDestroy, "cudnnDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroy)(handle);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetStream(cudnnHandle_t handle, cudaStream_t streamId)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetStream,
                       (bd_gen_fn)bd_gen_first_cudnnSetStream, "cudnnSetStream")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetStream)(handle, streamId);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetStream(cudnnHandle_t handle, cudaStream_t *streamId)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetStream,
                       (bd_gen_fn)bd_gen_first_cudnnGetStream, "cudnnGetStream")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetStream)(handle, streamId);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetCallback(unsigned int mask, void *udata, cudnnCallback_t fptr)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetCallback,
                       (bd_gen_fn)bd_gen_first_cudnnSetCallback, "cudnnSetCallback")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetCallback)(mask, udata, fptr);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetCallback(unsigned int *mask, void **udata, cudnnCallback_t *fptr)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetCallback,
                       (bd_gen_fn)bd_gen_first_cudnnGetCallback, "cudnnGetCallback")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCallback)(mask, udata, fptr);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGraphVersionCheck(void)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGraphVersionCheck,
                       (bd_gen_fn)bd_gen_first_cudnnGraphVersionCheck, "cudnnGraphVersionCheck")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGraphVersionCheck)();
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBackendCreateDescriptor(cudnnBackendDescriptorType_t descriptorType, cudnnBackendDescriptor_t *descriptor)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBackendCreateDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnBackendCreateDescriptor, "cudnnBackendCreateDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendCreateDescriptor)(descriptorType, descriptor);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBackendDestroyDescriptor(cudnnBackendDescriptor_t descriptor)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBackendDestroyDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnBackendDestroyDescriptor, "cudnnBackendDestroyDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendDestroyDescriptor)(descriptor);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBackendInitialize(cudnnBackendDescriptor_t descriptor)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBackendInitialize,
                       (bd_gen_fn)bd_gen_first_cudnnBackendInitialize, "cudnnBackendInitialize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendInitialize)(descriptor);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBackendFinalize(cudnnBackendDescriptor_t descriptor)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBackendFinalize,
                       (bd_gen_fn)bd_gen_first_cudnnBackendFinalize, "cudnnBackendFinalize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendFinalize)(descriptor);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBackendSetAttribute(cudnnBackendDescriptor_t descriptor, cudnnBackendAttributeName_t attributeName, cudnnBackendAttributeType_t attributeType, int64_t elementCount, const void *arrayOfElements)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBackendSetAttribute,
                       (bd_gen_fn)bd_gen_first_cudnnBackendSetAttribute, "cudnnBackendSetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendSetAttribute)(descriptor, attributeName, attributeType, elementCount, arrayOfElements);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBackendGetAttribute(const cudnnBackendDescriptor_t descriptor, cudnnBackendAttributeName_t attributeName, cudnnBackendAttributeType_t attributeType, int64_t requestedElementCount, int64_t *elementCount, void *arrayOfElements)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBackendGetAttribute,
                       (bd_gen_fn)bd_gen_first_cudnnBackendGetAttribute, "cudnnBackendGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendGetAttribute)(descriptor, attributeName, attributeType, requestedElementCount, elementCount, arrayOfElements);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBackendExecute(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBackendExecute,
                       (bd_gen_fn)bd_gen_first_cudnnBackendExecute, "cudnnBackendExecute")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendExecute)(handle, executionPlan, variantPack);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBackendPopulateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBackendPopulateCudaGraph,
                       (bd_gen_fn)bd_gen_first_cudnnBackendPopulateCudaGraph, "cudnnBackendPopulateCudaGraph")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendPopulateCudaGraph)(handle, executionPlan, variantPack, graph);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBackendUpdateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBackendUpdateCudaGraph,
                       (bd_gen_fn)bd_gen_first_cudnnBackendUpdateCudaGraph, "cudnnBackendUpdateCudaGraph")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendUpdateCudaGraph)(handle, executionPlan, variantPack, graph);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateTensorDescriptor(cudnnTensorDescriptor_t *tensorDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateTensorDescriptor, "cudnnCreateTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateTensorDescriptor)(tensorDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetTensor4dDescriptor(cudnnTensorDescriptor_t tensorDesc, cudnnTensorFormat_t format, cudnnDataType_t dataType, int n, int c, int h, int w)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetTensor4dDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetTensor4dDescriptor, "cudnnSetTensor4dDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensor4dDescriptor)(tensorDesc, format, dataType, n, c, h, w);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetTensor4dDescriptorEx(cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t dataType, int n, int c, int h, int w, int nStride, int cStride, int hStride, int wStride)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetTensor4dDescriptorEx,
                       (bd_gen_fn)bd_gen_first_cudnnSetTensor4dDescriptorEx, "cudnnSetTensor4dDescriptorEx")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensor4dDescriptorEx)(tensorDesc, dataType, n, c, h, w, nStride, cStride, hStride, wStride);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetTensor4dDescriptor(const cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t *dataType, int *n, int *c, int *h, int *w, int *nStride, int *cStride, int *hStride, int *wStride)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetTensor4dDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetTensor4dDescriptor, "cudnnGetTensor4dDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetTensor4dDescriptor)(tensorDesc, dataType, n, c, h, w, nStride, cStride, hStride, wStride);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetTensorNdDescriptor(cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t dataType, int nbDims, const int dimA[], const int strideA[])
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetTensorNdDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetTensorNdDescriptor, "cudnnSetTensorNdDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensorNdDescriptor)(tensorDesc, dataType, nbDims, dimA, strideA);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetTensorNdDescriptorEx(cudnnTensorDescriptor_t tensorDesc, cudnnTensorFormat_t format, cudnnDataType_t dataType, int nbDims, const int dimA[])
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetTensorNdDescriptorEx,
                       (bd_gen_fn)bd_gen_first_cudnnSetTensorNdDescriptorEx, "cudnnSetTensorNdDescriptorEx")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensorNdDescriptorEx)(tensorDesc, format, dataType, nbDims, dimA);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetTensorNdDescriptor(const cudnnTensorDescriptor_t tensorDesc, int nbDimsRequested, cudnnDataType_t *dataType, int *nbDims, int dimA[], int strideA[])
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetTensorNdDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetTensorNdDescriptor, "cudnnGetTensorNdDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetTensorNdDescriptor)(tensorDesc, nbDimsRequested, dataType, nbDims, dimA, strideA);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetTensorSizeInBytes(const cudnnTensorDescriptor_t tensorDesc, size_t *size)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetTensorSizeInBytes,
                       (bd_gen_fn)bd_gen_first_cudnnGetTensorSizeInBytes, "cudnnGetTensorSizeInBytes")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetTensorSizeInBytes)(tensorDesc, size);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyTensorDescriptor(cudnnTensorDescriptor_t tensorDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyTensorDescriptor, "cudnnDestroyTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyTensorDescriptor)(tensorDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnInitTransformDest(const cudnnTensorTransformDescriptor_t transformDesc, const cudnnTensorDescriptor_t srcDesc, cudnnTensorDescriptor_t destDesc, size_t *destSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnInitTransformDest,
                       (bd_gen_fn)bd_gen_first_cudnnInitTransformDest, "cudnnInitTransformDest")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnInitTransformDest)(transformDesc, srcDesc, destDesc, destSizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateTensorTransformDescriptor(cudnnTensorTransformDescriptor_t *transformDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateTensorTransformDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateTensorTransformDescriptor, "cudnnCreateTensorTransformDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateTensorTransformDescriptor)(transformDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetTensorTransformDescriptor(cudnnTensorTransformDescriptor_t transformDesc, const uint32_t nbDims, const cudnnTensorFormat_t destFormat, const int32_t padBeforeA[], const int32_t padAfterA[], const uint32_t foldA[], const cudnnFoldingDirection_t direction)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetTensorTransformDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetTensorTransformDescriptor, "cudnnSetTensorTransformDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensorTransformDescriptor)(transformDesc, nbDims, destFormat, padBeforeA, padAfterA, foldA, direction);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetTensorTransformDescriptor(cudnnTensorTransformDescriptor_t transformDesc, uint32_t nbDimsRequested, cudnnTensorFormat_t *destFormat, int32_t padBeforeA[], int32_t padAfterA[], uint32_t foldA[], cudnnFoldingDirection_t *direction)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetTensorTransformDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetTensorTransformDescriptor, "cudnnGetTensorTransformDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetTensorTransformDescriptor)(transformDesc, nbDimsRequested, destFormat, padBeforeA, padAfterA, foldA, direction);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyTensorTransformDescriptor(cudnnTensorTransformDescriptor_t transformDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyTensorTransformDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyTensorTransformDescriptor, "cudnnDestroyTensorTransformDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyTensorTransformDescriptor)(transformDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnTransformTensor(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnTransformTensor,
                       (bd_gen_fn)bd_gen_first_cudnnTransformTensor, "cudnnTransformTensor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformTensor)(handle, alpha, xDesc, x, beta, yDesc, y);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnTransformTensorEx(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnTensorDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnTensorDescriptor_t destDesc, void *destData)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnTransformTensorEx,
                       (bd_gen_fn)bd_gen_first_cudnnTransformTensorEx, "cudnnTransformTensorEx")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformTensorEx)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnAddTensor(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnAddTensor,
                       (bd_gen_fn)bd_gen_first_cudnnAddTensor, "cudnnAddTensor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnAddTensor)(handle, alpha, aDesc, A, beta, cDesc, C);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateOpTensorDescriptor(cudnnOpTensorDescriptor_t *opTensorDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateOpTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateOpTensorDescriptor, "cudnnCreateOpTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateOpTensorDescriptor)(opTensorDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetOpTensorDescriptor(cudnnOpTensorDescriptor_t opTensorDesc, cudnnOpTensorOp_t opTensorOp, cudnnDataType_t opTensorCompType, cudnnNanPropagation_t opTensorNanOpt)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetOpTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetOpTensorDescriptor, "cudnnSetOpTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetOpTensorDescriptor)(opTensorDesc, opTensorOp, opTensorCompType, opTensorNanOpt);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetOpTensorDescriptor(const cudnnOpTensorDescriptor_t opTensorDesc, cudnnOpTensorOp_t *opTensorOp, cudnnDataType_t *opTensorCompType, cudnnNanPropagation_t *opTensorNanOpt)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetOpTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetOpTensorDescriptor, "cudnnGetOpTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetOpTensorDescriptor)(opTensorDesc, opTensorOp, opTensorCompType, opTensorNanOpt);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyOpTensorDescriptor(cudnnOpTensorDescriptor_t opTensorDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyOpTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyOpTensorDescriptor, "cudnnDestroyOpTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyOpTensorDescriptor)(opTensorDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnOpTensor(cudnnHandle_t handle, const cudnnOpTensorDescriptor_t opTensorDesc, const void *alpha1, const cudnnTensorDescriptor_t aDesc, const void *A, const void *alpha2, const cudnnTensorDescriptor_t bDesc, const void *B, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnOpTensor,
                       (bd_gen_fn)bd_gen_first_cudnnOpTensor, "cudnnOpTensor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnOpTensor)(handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateReduceTensorDescriptor(cudnnReduceTensorDescriptor_t *reduceTensorDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateReduceTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateReduceTensorDescriptor, "cudnnCreateReduceTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateReduceTensorDescriptor)(reduceTensorDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetReduceTensorDescriptor(cudnnReduceTensorDescriptor_t reduceTensorDesc, cudnnReduceTensorOp_t reduceTensorOp, cudnnDataType_t reduceTensorCompType, cudnnNanPropagation_t reduceTensorNanOpt, cudnnReduceTensorIndices_t reduceTensorIndices, cudnnIndicesType_t reduceTensorIndicesType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetReduceTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetReduceTensorDescriptor, "cudnnSetReduceTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetReduceTensorDescriptor)(reduceTensorDesc, reduceTensorOp, reduceTensorCompType, reduceTensorNanOpt, reduceTensorIndices, reduceTensorIndicesType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetReduceTensorDescriptor(const cudnnReduceTensorDescriptor_t reduceTensorDesc, cudnnReduceTensorOp_t *reduceTensorOp, cudnnDataType_t *reduceTensorCompType, cudnnNanPropagation_t *reduceTensorNanOpt, cudnnReduceTensorIndices_t *reduceTensorIndices, cudnnIndicesType_t *reduceTensorIndicesType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetReduceTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetReduceTensorDescriptor, "cudnnGetReduceTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReduceTensorDescriptor)(reduceTensorDesc, reduceTensorOp, reduceTensorCompType, reduceTensorNanOpt, reduceTensorIndices, reduceTensorIndicesType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyReduceTensorDescriptor(cudnnReduceTensorDescriptor_t reduceTensorDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyReduceTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyReduceTensorDescriptor, "cudnnDestroyReduceTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyReduceTensorDescriptor)(reduceTensorDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetReductionIndicesSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetReductionIndicesSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetReductionIndicesSize, "cudnnGetReductionIndicesSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionIndicesSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetReductionWorkspaceSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetReductionWorkspaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetReductionWorkspaceSize, "cudnnGetReductionWorkspaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionWorkspaceSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnReduceTensor(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, void *indices, size_t indicesSizeInBytes, void *workspace, size_t workspaceSizeInBytes, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnReduceTensor,
                       (bd_gen_fn)bd_gen_first_cudnnReduceTensor, "cudnnReduceTensor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnReduceTensor)(handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetTensor(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *valuePtr)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetTensor,
                       (bd_gen_fn)bd_gen_first_cudnnSetTensor, "cudnnSetTensor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensor)(handle, yDesc, y, valuePtr);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnScaleTensor(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *alpha)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnScaleTensor,
                       (bd_gen_fn)bd_gen_first_cudnnScaleTensor, "cudnnScaleTensor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnScaleTensor)(handle, yDesc, y, alpha);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateFilterDescriptor(cudnnFilterDescriptor_t *filterDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateFilterDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateFilterDescriptor, "cudnnCreateFilterDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateFilterDescriptor)(filterDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetFilter4dDescriptor(cudnnFilterDescriptor_t filterDesc, cudnnDataType_t dataType, cudnnTensorFormat_t format, int k, int c, int h, int w)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetFilter4dDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetFilter4dDescriptor, "cudnnSetFilter4dDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetFilter4dDescriptor)(filterDesc, dataType, format, k, c, h, w);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetFilter4dDescriptor(const cudnnFilterDescriptor_t filterDesc, cudnnDataType_t *dataType, cudnnTensorFormat_t *format, int *k, int *c, int *h, int *w)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetFilter4dDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetFilter4dDescriptor, "cudnnGetFilter4dDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFilter4dDescriptor)(filterDesc, dataType, format, k, c, h, w);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetFilterNdDescriptor(cudnnFilterDescriptor_t filterDesc, cudnnDataType_t dataType, cudnnTensorFormat_t format, int nbDims, const int filterDimA[])
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetFilterNdDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetFilterNdDescriptor, "cudnnSetFilterNdDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetFilterNdDescriptor)(filterDesc, dataType, format, nbDims, filterDimA);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetFilterNdDescriptor(const cudnnFilterDescriptor_t filterDesc, int nbDimsRequested, cudnnDataType_t *dataType, cudnnTensorFormat_t *format, int *nbDims, int filterDimA[])
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetFilterNdDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetFilterNdDescriptor, "cudnnGetFilterNdDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFilterNdDescriptor)(filterDesc, nbDimsRequested, dataType, format, nbDims, filterDimA);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetFilterSizeInBytes(const cudnnFilterDescriptor_t filterDesc, size_t *size)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetFilterSizeInBytes,
                       (bd_gen_fn)bd_gen_first_cudnnGetFilterSizeInBytes, "cudnnGetFilterSizeInBytes")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFilterSizeInBytes)(filterDesc, size);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnTransformFilter(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnFilterDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnFilterDescriptor_t destDesc, void *destData)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnTransformFilter,
                       (bd_gen_fn)bd_gen_first_cudnnTransformFilter, "cudnnTransformFilter")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformFilter)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyFilterDescriptor(cudnnFilterDescriptor_t filterDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyFilterDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyFilterDescriptor, "cudnnDestroyFilterDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyFilterDescriptor)(filterDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSoftmaxForward(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSoftmaxForward,
                       (bd_gen_fn)bd_gen_first_cudnnSoftmaxForward, "cudnnSoftmaxForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSoftmaxForward)(handle, algo, mode, alpha, xDesc, x, beta, yDesc, y);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreatePoolingDescriptor(cudnnPoolingDescriptor_t *poolingDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreatePoolingDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreatePoolingDescriptor, "cudnnCreatePoolingDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreatePoolingDescriptor)(poolingDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetPooling2dDescriptor(cudnnPoolingDescriptor_t poolingDesc, cudnnPoolingMode_t mode, cudnnNanPropagation_t maxpoolingNanOpt, int windowHeight, int windowWidth, int verticalPadding, int horizontalPadding, int verticalStride, int horizontalStride)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetPooling2dDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetPooling2dDescriptor, "cudnnSetPooling2dDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetPooling2dDescriptor)(poolingDesc, mode, maxpoolingNanOpt, windowHeight, windowWidth, verticalPadding, horizontalPadding, verticalStride, horizontalStride);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetPooling2dDescriptor(const cudnnPoolingDescriptor_t poolingDesc, cudnnPoolingMode_t *mode, cudnnNanPropagation_t *maxpoolingNanOpt, int *windowHeight, int *windowWidth, int *verticalPadding, int *horizontalPadding, int *verticalStride, int *horizontalStride)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetPooling2dDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetPooling2dDescriptor, "cudnnGetPooling2dDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetPooling2dDescriptor)(poolingDesc, mode, maxpoolingNanOpt, windowHeight, windowWidth, verticalPadding, horizontalPadding, verticalStride, horizontalStride);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetPoolingNdDescriptor(cudnnPoolingDescriptor_t poolingDesc, const cudnnPoolingMode_t mode, const cudnnNanPropagation_t maxpoolingNanOpt, int nbDims, const int windowDimA[], const int paddingA[], const int strideA[])
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetPoolingNdDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetPoolingNdDescriptor, "cudnnSetPoolingNdDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetPoolingNdDescriptor)(poolingDesc, mode, maxpoolingNanOpt, nbDims, windowDimA, paddingA, strideA);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetPoolingNdDescriptor(const cudnnPoolingDescriptor_t poolingDesc, int nbDimsRequested, cudnnPoolingMode_t *mode, cudnnNanPropagation_t *maxpoolingNanOpt, int *nbDims, int windowDimA[], int paddingA[], int strideA[])
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetPoolingNdDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetPoolingNdDescriptor, "cudnnGetPoolingNdDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetPoolingNdDescriptor)(poolingDesc, nbDimsRequested, mode, maxpoolingNanOpt, nbDims, windowDimA, paddingA, strideA);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetPoolingNdForwardOutputDim(const cudnnPoolingDescriptor_t poolingDesc, const cudnnTensorDescriptor_t inputTensorDesc, int nbDims, int outputTensorDimA[])
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetPoolingNdForwardOutputDim,
                       (bd_gen_fn)bd_gen_first_cudnnGetPoolingNdForwardOutputDim, "cudnnGetPoolingNdForwardOutputDim")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetPoolingNdForwardOutputDim)(poolingDesc, inputTensorDesc, nbDims, outputTensorDimA);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetPooling2dForwardOutputDim(const cudnnPoolingDescriptor_t poolingDesc, const cudnnTensorDescriptor_t inputTensorDesc, int *n, int *c, int *h, int *w)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetPooling2dForwardOutputDim,
                       (bd_gen_fn)bd_gen_first_cudnnGetPooling2dForwardOutputDim, "cudnnGetPooling2dForwardOutputDim")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetPooling2dForwardOutputDim)(poolingDesc, inputTensorDesc, n, c, h, w);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyPoolingDescriptor(cudnnPoolingDescriptor_t poolingDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyPoolingDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyPoolingDescriptor, "cudnnDestroyPoolingDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyPoolingDescriptor)(poolingDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnPoolingForward(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnPoolingForward,
                       (bd_gen_fn)bd_gen_first_cudnnPoolingForward, "cudnnPoolingForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnPoolingForward)(handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateActivationDescriptor(cudnnActivationDescriptor_t *activationDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateActivationDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateActivationDescriptor, "cudnnCreateActivationDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateActivationDescriptor)(activationDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetActivationDescriptor(cudnnActivationDescriptor_t activationDesc, cudnnActivationMode_t mode, cudnnNanPropagation_t reluNanOpt, double coef)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetActivationDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetActivationDescriptor, "cudnnSetActivationDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetActivationDescriptor)(activationDesc, mode, reluNanOpt, coef);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetActivationDescriptor(const cudnnActivationDescriptor_t activationDesc, cudnnActivationMode_t *mode, cudnnNanPropagation_t *reluNanOpt, double *coef)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetActivationDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetActivationDescriptor, "cudnnGetActivationDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetActivationDescriptor)(activationDesc, mode, reluNanOpt, coef);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetActivationDescriptorSwishBeta(cudnnActivationDescriptor_t activationDesc, double swish_beta)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetActivationDescriptorSwishBeta,
                       (bd_gen_fn)bd_gen_first_cudnnSetActivationDescriptorSwishBeta, "cudnnSetActivationDescriptorSwishBeta")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetActivationDescriptorSwishBeta)(activationDesc, swish_beta);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetActivationDescriptorSwishBeta(cudnnActivationDescriptor_t activationDesc, double *swish_beta)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetActivationDescriptorSwishBeta,
                       (bd_gen_fn)bd_gen_first_cudnnGetActivationDescriptorSwishBeta, "cudnnGetActivationDescriptorSwishBeta")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetActivationDescriptorSwishBeta)(activationDesc, swish_beta);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyActivationDescriptor(cudnnActivationDescriptor_t activationDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyActivationDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyActivationDescriptor, "cudnnDestroyActivationDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyActivationDescriptor)(activationDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnActivationForward(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnActivationForward,
                       (bd_gen_fn)bd_gen_first_cudnnActivationForward, "cudnnActivationForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnActivationForward)(handle, activationDesc, alpha, xDesc, x, beta, yDesc, y);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateLRNDescriptor(cudnnLRNDescriptor_t *normDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateLRNDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateLRNDescriptor, "cudnnCreateLRNDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateLRNDescriptor)(normDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetLRNDescriptor(cudnnLRNDescriptor_t normDesc, unsigned int lrnN, double lrnAlpha, double lrnBeta, double lrnK)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetLRNDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetLRNDescriptor, "cudnnSetLRNDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetLRNDescriptor)(normDesc, lrnN, lrnAlpha, lrnBeta, lrnK);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetLRNDescriptor(cudnnLRNDescriptor_t normDesc, unsigned int *lrnN, double *lrnAlpha, double *lrnBeta, double *lrnK)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetLRNDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetLRNDescriptor, "cudnnGetLRNDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetLRNDescriptor)(normDesc, lrnN, lrnAlpha, lrnBeta, lrnK);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyLRNDescriptor(cudnnLRNDescriptor_t lrnDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyLRNDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyLRNDescriptor, "cudnnDestroyLRNDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyLRNDescriptor)(lrnDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnLRNCrossChannelForward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnLRNCrossChannelForward,
                       (bd_gen_fn)bd_gen_first_cudnnLRNCrossChannelForward, "cudnnLRNCrossChannelForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnLRNCrossChannelForward)(handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDivisiveNormalizationForward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDivisiveNormalizationForward,
                       (bd_gen_fn)bd_gen_first_cudnnDivisiveNormalizationForward, "cudnnDivisiveNormalizationForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationForward)(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDeriveBNTensorDescriptor(cudnnTensorDescriptor_t derivedBnDesc, const cudnnTensorDescriptor_t xDesc, cudnnBatchNormMode_t mode)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDeriveBNTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDeriveBNTensorDescriptor, "cudnnDeriveBNTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDeriveBNTensorDescriptor)(derivedBnDesc, xDesc, mode);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBatchNormalizationForwardInference(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, const void *estimatedMean, const void *estimatedVariance, double epsilon)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBatchNormalizationForwardInference,
                       (bd_gen_fn)bd_gen_first_cudnnBatchNormalizationForwardInference, "cudnnBatchNormalizationForwardInference")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardInference)(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDeriveNormTensorDescriptor(cudnnTensorDescriptor_t derivedNormScaleBiasDesc, cudnnTensorDescriptor_t derivedNormMeanVarDesc, const cudnnTensorDescriptor_t xDesc, cudnnNormMode_t mode, int groupCnt)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDeriveNormTensorDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDeriveNormTensorDescriptor, "cudnnDeriveNormTensorDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDeriveNormTensorDescriptor)(derivedNormScaleBiasDesc, derivedNormMeanVarDesc, xDesc, mode, groupCnt);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnNormalizationForwardInference(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, const cudnnTensorDescriptor_t normMeanVarDesc, const void *estimatedMean, const void *estimatedVariance, const cudnnTensorDescriptor_t zDesc, const void *z, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, double epsilon, int groupCnt)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnNormalizationForwardInference,
                       (bd_gen_fn)bd_gen_first_cudnnNormalizationForwardInference, "cudnnNormalizationForwardInference")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardInference)(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateSpatialTransformerDescriptor(cudnnSpatialTransformerDescriptor_t *stDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateSpatialTransformerDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateSpatialTransformerDescriptor, "cudnnCreateSpatialTransformerDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateSpatialTransformerDescriptor)(stDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetSpatialTransformerNdDescriptor(cudnnSpatialTransformerDescriptor_t stDesc, cudnnSamplerType_t samplerType, cudnnDataType_t dataType, const int nbDims, const int dimA[])
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetSpatialTransformerNdDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetSpatialTransformerNdDescriptor, "cudnnSetSpatialTransformerNdDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetSpatialTransformerNdDescriptor)(stDesc, samplerType, dataType, nbDims, dimA);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroySpatialTransformerDescriptor(cudnnSpatialTransformerDescriptor_t stDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroySpatialTransformerDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroySpatialTransformerDescriptor, "cudnnDestroySpatialTransformerDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroySpatialTransformerDescriptor)(stDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSpatialTfGridGeneratorForward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *theta, void *grid)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSpatialTfGridGeneratorForward,
                       (bd_gen_fn)bd_gen_first_cudnnSpatialTfGridGeneratorForward, "cudnnSpatialTfGridGeneratorForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorForward)(handle, stDesc, theta, grid);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSpatialTfSamplerForward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *grid, const void *beta, cudnnTensorDescriptor_t yDesc, void *y)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSpatialTfSamplerForward,
                       (bd_gen_fn)bd_gen_first_cudnnSpatialTfSamplerForward, "cudnnSpatialTfSamplerForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerForward)(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateDropoutDescriptor(cudnnDropoutDescriptor_t *dropoutDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateDropoutDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateDropoutDescriptor, "cudnnCreateDropoutDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateDropoutDescriptor)(dropoutDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyDropoutDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyDropoutDescriptor, "cudnnDestroyDropoutDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyDropoutDescriptor)(dropoutDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDropoutGetStatesSize(cudnnHandle_t handle, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDropoutGetStatesSize,
                       (bd_gen_fn)bd_gen_first_cudnnDropoutGetStatesSize, "cudnnDropoutGetStatesSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutGetStatesSize)(handle, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDropoutGetReserveSpaceSize(cudnnTensorDescriptor_t xdesc, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDropoutGetReserveSpaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnDropoutGetReserveSpaceSize, "cudnnDropoutGetReserveSpaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutGetReserveSpaceSize)(xdesc, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetDropoutDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetDropoutDescriptor, "cudnnSetDropoutDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnRestoreDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnRestoreDropoutDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnRestoreDropoutDescriptor, "cudnnRestoreDropoutDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRestoreDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float *dropout, void **states, unsigned long long *seed)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetDropoutDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetDropoutDescriptor, "cudnnGetDropoutDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetDropoutDescriptor)(dropoutDesc, handle, dropout, states, seed);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDropoutForward(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t xdesc, const void *x, const cudnnTensorDescriptor_t ydesc, void *y, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDropoutForward,
                       (bd_gen_fn)bd_gen_first_cudnnDropoutForward, "cudnnDropoutForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutForward)(handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnOpsVersionCheck(void)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnOpsVersionCheck,
                       (bd_gen_fn)bd_gen_first_cudnnOpsVersionCheck, "cudnnOpsVersionCheck")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnOpsVersionCheck)();
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSoftmaxBackward(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSoftmaxBackward,
                       (bd_gen_fn)bd_gen_first_cudnnSoftmaxBackward, "cudnnSoftmaxBackward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSoftmaxBackward)(handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnPoolingBackward(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnPoolingBackward,
                       (bd_gen_fn)bd_gen_first_cudnnPoolingBackward, "cudnnPoolingBackward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnPoolingBackward)(handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnActivationBackward(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnActivationBackward,
                       (bd_gen_fn)bd_gen_first_cudnnActivationBackward, "cudnnActivationBackward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnActivationBackward)(handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnLRNCrossChannelBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnLRNCrossChannelBackward,
                       (bd_gen_fn)bd_gen_first_cudnnLRNCrossChannelBackward, "cudnnLRNCrossChannelBackward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnLRNCrossChannelBackward)(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDivisiveNormalizationBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, const void *dy, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t dXdMeansDesc, void *dx, void *dMeans)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDivisiveNormalizationBackward,
                       (bd_gen_fn)bd_gen_first_cudnnDivisiveNormalizationBackward, "cudnnDivisiveNormalizationBackward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationBackward)(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize, "cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize)(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetBatchNormalizationBackwardExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetBatchNormalizationBackwardExWorkspaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetBatchNormalizationBackwardExWorkspaceSize, "cudnnGetBatchNormalizationBackwardExWorkspaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationBackwardExWorkspaceSize)(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetBatchNormalizationTrainingExReserveSpaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetBatchNormalizationTrainingExReserveSpaceSize, "cudnnGetBatchNormalizationTrainingExReserveSpaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationTrainingExReserveSpaceSize)(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBatchNormalizationForwardTraining(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBatchNormalizationForwardTraining,
                       (bd_gen_fn)bd_gen_first_cudnnBatchNormalizationForwardTraining, "cudnnBatchNormalizationForwardTraining")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTraining)(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBatchNormalizationForwardTrainingEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBatchNormalizationForwardTrainingEx,
                       (bd_gen_fn)bd_gen_first_cudnnBatchNormalizationForwardTrainingEx, "cudnnBatchNormalizationForwardTrainingEx")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTrainingEx)(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBatchNormalizationBackward(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t dxDesc, void *dx, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScale, void *dBnScaleResult, void *dBnBiasResult, double epsilon, const void *savedMean, const void *savedInvVariance)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBatchNormalizationBackward,
                       (bd_gen_fn)bd_gen_first_cudnnBatchNormalizationBackward, "cudnnBatchNormalizationBackward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackward)(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBatchNormalizationBackwardEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScaleData, const void *bnBiasData, void *dBnScaleData, void *dBnBiasData, double epsilon, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBatchNormalizationBackwardEx,
                       (bd_gen_fn)bd_gen_first_cudnnBatchNormalizationBackwardEx, "cudnnBatchNormalizationBackwardEx")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackwardEx)(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetNormalizationForwardTrainingWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t normScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetNormalizationForwardTrainingWorkspaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetNormalizationForwardTrainingWorkspaceSize, "cudnnGetNormalizationForwardTrainingWorkspaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationForwardTrainingWorkspaceSize)(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetNormalizationBackwardWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetNormalizationBackwardWorkspaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetNormalizationBackwardWorkspaceSize, "cudnnGetNormalizationBackwardWorkspaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationBackwardWorkspaceSize)(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetNormalizationTrainingReserveSpaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, int groupCnt)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetNormalizationTrainingReserveSpaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetNormalizationTrainingReserveSpaceSize, "cudnnGetNormalizationTrainingReserveSpaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationTrainingReserveSpaceSize)(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnNormalizationForwardTraining(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, double exponentialAverageFactor, const cudnnTensorDescriptor_t normMeanVarDesc, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnNormalizationForwardTraining,
                       (bd_gen_fn)bd_gen_first_cudnnNormalizationForwardTraining, "cudnnNormalizationForwardTraining")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardTraining)(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnNormalizationBackward(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const void *normScaleData, const void *normBiasData, void *dNormScaleData, void *dNormBiasData, double epsilon, const cudnnTensorDescriptor_t normMeanVarDesc, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnNormalizationBackward,
                       (bd_gen_fn)bd_gen_first_cudnnNormalizationBackward, "cudnnNormalizationBackward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationBackward)(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSpatialTfGridGeneratorBackward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *dgrid, void *dtheta)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSpatialTfGridGeneratorBackward,
                       (bd_gen_fn)bd_gen_first_cudnnSpatialTfGridGeneratorBackward, "cudnnSpatialTfGridGeneratorBackward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorBackward)(handle, stDesc, dgrid, dtheta);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSpatialTfSamplerBackward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, const void *alphaDgrid, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *grid, const void *betaDgrid, void *dgrid)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSpatialTfSamplerBackward,
                       (bd_gen_fn)bd_gen_first_cudnnSpatialTfSamplerBackward, "cudnnSpatialTfSamplerBackward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerBackward)(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDropoutBackward(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t dydesc, const void *dy, const cudnnTensorDescriptor_t dxdesc, void *dx, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDropoutBackward,
                       (bd_gen_fn)bd_gen_first_cudnnDropoutBackward, "cudnnDropoutBackward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutBackward)(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateRNNDescriptor(cudnnRNNDescriptor_t *rnnDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateRNNDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateRNNDescriptor, "cudnnCreateRNNDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateRNNDescriptor)(rnnDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyRNNDescriptor(cudnnRNNDescriptor_t rnnDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyRNNDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyRNNDescriptor, "cudnnDestroyRNNDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyRNNDescriptor)(rnnDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetRNNDescriptor_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNAlgo_t algo, cudnnRNNMode_t cellMode, cudnnRNNBiasMode_t biasMode, cudnnDirectionMode_t dirMode, cudnnRNNInputMode_t inputMode, cudnnDataType_t dataType, cudnnDataType_t mathPrec, cudnnMathType_t mathType, int32_t inputSize, int32_t hiddenSize, int32_t projSize, int32_t numLayers, cudnnDropoutDescriptor_t dropoutDesc, uint32_t auxFlags)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetRNNDescriptor_v8,
                       (bd_gen_fn)bd_gen_first_cudnnSetRNNDescriptor_v8, "cudnnSetRNNDescriptor_v8")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetRNNDescriptor_v8)(rnnDesc, algo, cellMode, biasMode, dirMode, inputMode, dataType, mathPrec, mathType, inputSize, hiddenSize, projSize, numLayers, dropoutDesc, auxFlags);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetRNNDescriptor_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNAlgo_t *algo, cudnnRNNMode_t *cellMode, cudnnRNNBiasMode_t *biasMode, cudnnDirectionMode_t *dirMode, cudnnRNNInputMode_t *inputMode, cudnnDataType_t *dataType, cudnnDataType_t *mathPrec, cudnnMathType_t *mathType, int32_t *inputSize, int32_t *hiddenSize, int32_t *projSize, int32_t *numLayers, cudnnDropoutDescriptor_t *dropoutDesc, uint32_t *auxFlags)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetRNNDescriptor_v8,
                       (bd_gen_fn)bd_gen_first_cudnnGetRNNDescriptor_v8, "cudnnGetRNNDescriptor_v8")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNDescriptor_v8)(rnnDesc, algo, cellMode, biasMode, dirMode, inputMode, dataType, mathPrec, mathType, inputSize, hiddenSize, projSize, numLayers, dropoutDesc, auxFlags);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnRNNSetClip_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t clipMode, cudnnNanPropagation_t clipNanOpt, double lclip, double rclip)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnRNNSetClip_v8,
                       (bd_gen_fn)bd_gen_first_cudnnRNNSetClip_v8, "cudnnRNNSetClip_v8")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNSetClip_v8)(rnnDesc, clipMode, clipNanOpt, lclip, rclip);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnRNNSetClip_v9(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t clipMode, double lclip, double rclip)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnRNNSetClip_v9,
                       (bd_gen_fn)bd_gen_first_cudnnRNNSetClip_v9, "cudnnRNNSetClip_v9")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNSetClip_v9)(rnnDesc, clipMode, lclip, rclip);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnRNNGetClip_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t *clipMode, cudnnNanPropagation_t *clipNanOpt, double *lclip, double *rclip)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnRNNGetClip_v8,
                       (bd_gen_fn)bd_gen_first_cudnnRNNGetClip_v8, "cudnnRNNGetClip_v8")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNGetClip_v8)(rnnDesc, clipMode, clipNanOpt, lclip, rclip);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnRNNGetClip_v9(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t *clipMode, double *lclip, double *rclip)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnRNNGetClip_v9,
                       (bd_gen_fn)bd_gen_first_cudnnRNNGetClip_v9, "cudnnRNNGetClip_v9")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNGetClip_v9)(rnnDesc, clipMode, lclip, rclip);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnBuildRNNDynamic(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int miniBatch)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnBuildRNNDynamic,
                       (bd_gen_fn)bd_gen_first_cudnnBuildRNNDynamic, "cudnnBuildRNNDynamic")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBuildRNNDynamic)(handle, rnnDesc, miniBatch);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetRNNTempSpaceSizes(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, cudnnRNNDataDescriptor_t xDesc, size_t *workSpaceSize, size_t *reserveSpaceSize)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetRNNTempSpaceSizes,
                       (bd_gen_fn)bd_gen_first_cudnnGetRNNTempSpaceSizes, "cudnnGetRNNTempSpaceSizes")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNTempSpaceSizes)(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetRNNWeightSpaceSize(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, size_t *weightSpaceSize)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetRNNWeightSpaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetRNNWeightSpaceSize, "cudnnGetRNNWeightSpaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightSpaceSize)(handle, rnnDesc, weightSpaceSize);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetRNNWeightParams(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int32_t pseudoLayer, size_t weightSpaceSize, const void *weightSpace, int32_t linLayerID, cudnnTensorDescriptor_t mDesc, void **mAddr, cudnnTensorDescriptor_t bDesc, void **bAddr)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetRNNWeightParams,
                       (bd_gen_fn)bd_gen_first_cudnnGetRNNWeightParams, "cudnnGetRNNWeightParams")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightParams)(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateRNNDataDescriptor(cudnnRNNDataDescriptor_t *rnnDataDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateRNNDataDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateRNNDataDescriptor, "cudnnCreateRNNDataDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateRNNDataDescriptor)(rnnDataDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyRNNDataDescriptor(cudnnRNNDataDescriptor_t rnnDataDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyRNNDataDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyRNNDataDescriptor, "cudnnDestroyRNNDataDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyRNNDataDescriptor)(rnnDataDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetRNNDataDescriptor(cudnnRNNDataDescriptor_t rnnDataDesc, cudnnDataType_t dataType, cudnnRNNDataLayout_t layout, int maxSeqLength, int batchSize, int vectorSize, const int seqLengthArray[], void *paddingFill)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetRNNDataDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetRNNDataDescriptor, "cudnnSetRNNDataDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetRNNDataDescriptor)(rnnDataDesc, dataType, layout, maxSeqLength, batchSize, vectorSize, seqLengthArray, paddingFill);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetRNNDataDescriptor(cudnnRNNDataDescriptor_t rnnDataDesc, cudnnDataType_t *dataType, cudnnRNNDataLayout_t *layout, int *maxSeqLength, int *batchSize, int *vectorSize, int arrayLengthRequested, int seqLengthArray[], void *paddingFill)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetRNNDataDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetRNNDataDescriptor, "cudnnGetRNNDataDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNDataDescriptor)(rnnDataDesc, dataType, layout, maxSeqLength, batchSize, vectorSize, arrayLengthRequested, seqLengthArray, paddingFill);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnRNNForward(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnRNNDataDescriptor_t yDesc, void *y, cudnnTensorDescriptor_t hDesc, const void *hx, void *hy, cudnnTensorDescriptor_t cDesc, const void *cx, void *cy, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnRNNForward,
                       (bd_gen_fn)bd_gen_first_cudnnRNNForward, "cudnnRNNForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNForward)(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateSeqDataDescriptor(cudnnSeqDataDescriptor_t *seqDataDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateSeqDataDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateSeqDataDescriptor, "cudnnCreateSeqDataDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateSeqDataDescriptor)(seqDataDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroySeqDataDescriptor(cudnnSeqDataDescriptor_t seqDataDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroySeqDataDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroySeqDataDescriptor, "cudnnDestroySeqDataDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroySeqDataDescriptor)(seqDataDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetSeqDataDescriptor(cudnnSeqDataDescriptor_t seqDataDesc, cudnnDataType_t dataType, int nbDims, const int dimA[], const cudnnSeqDataAxis_t axes[], size_t seqLengthArraySize, const int seqLengthArray[], void *paddingFill)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetSeqDataDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetSeqDataDescriptor, "cudnnSetSeqDataDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetSeqDataDescriptor)(seqDataDesc, dataType, nbDims, dimA, axes, seqLengthArraySize, seqLengthArray, paddingFill);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetSeqDataDescriptor(const cudnnSeqDataDescriptor_t seqDataDesc, cudnnDataType_t *dataType, int *nbDims, int nbDimsRequested, int dimA[], cudnnSeqDataAxis_t axes[], size_t *seqLengthArraySize, size_t seqLengthSizeRequested, int seqLengthArray[], void *paddingFill)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetSeqDataDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetSeqDataDescriptor, "cudnnGetSeqDataDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetSeqDataDescriptor)(seqDataDesc, dataType, nbDims, nbDimsRequested, dimA, axes, seqLengthArraySize, seqLengthSizeRequested, seqLengthArray, paddingFill);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateAttnDescriptor(cudnnAttnDescriptor_t *attnDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateAttnDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateAttnDescriptor, "cudnnCreateAttnDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateAttnDescriptor)(attnDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyAttnDescriptor(cudnnAttnDescriptor_t attnDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyAttnDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyAttnDescriptor, "cudnnDestroyAttnDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyAttnDescriptor)(attnDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetAttnDescriptor(cudnnAttnDescriptor_t attnDesc, unsigned int attnMode, int nHeads, double smScaler, cudnnDataType_t dataType, cudnnDataType_t computePrec, cudnnMathType_t mathType, cudnnDropoutDescriptor_t attnDropoutDesc, cudnnDropoutDescriptor_t postDropoutDesc, int qSize, int kSize, int vSize, int qProjSize, int kProjSize, int vProjSize, int oProjSize, int qoMaxSeqLength, int kvMaxSeqLength, int maxBatchSize, int maxBeamSize)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetAttnDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetAttnDescriptor, "cudnnSetAttnDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetAttnDescriptor)(attnDesc, attnMode, nHeads, smScaler, dataType, computePrec, mathType, attnDropoutDesc, postDropoutDesc, qSize, kSize, vSize, qProjSize, kProjSize, vProjSize, oProjSize, qoMaxSeqLength, kvMaxSeqLength, maxBatchSize, maxBeamSize);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetAttnDescriptor(cudnnAttnDescriptor_t attnDesc, unsigned int *attnMode, int *nHeads, double *smScaler, cudnnDataType_t *dataType, cudnnDataType_t *computePrec, cudnnMathType_t *mathType, cudnnDropoutDescriptor_t *attnDropoutDesc, cudnnDropoutDescriptor_t *postDropoutDesc, int *qSize, int *kSize, int *vSize, int *qProjSize, int *kProjSize, int *vProjSize, int *oProjSize, int *qoMaxSeqLength, int *kvMaxSeqLength, int *maxBatchSize, int *maxBeamSize)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetAttnDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetAttnDescriptor, "cudnnGetAttnDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetAttnDescriptor)(attnDesc, attnMode, nHeads, smScaler, dataType, computePrec, mathType, attnDropoutDesc, postDropoutDesc, qSize, kSize, vSize, qProjSize, kProjSize, vProjSize, oProjSize, qoMaxSeqLength, kvMaxSeqLength, maxBatchSize, maxBeamSize);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetMultiHeadAttnBuffers(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, size_t *weightSizeInBytes, size_t *workSpaceSizeInBytes, size_t *reserveSpaceSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetMultiHeadAttnBuffers,
                       (bd_gen_fn)bd_gen_first_cudnnGetMultiHeadAttnBuffers, "cudnnGetMultiHeadAttnBuffers")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnBuffers)(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetMultiHeadAttnWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnMultiHeadAttnWeightKind_t wKind, size_t weightSizeInBytes, const void *weights, cudnnTensorDescriptor_t wDesc, void **wAddr)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetMultiHeadAttnWeights,
                       (bd_gen_fn)bd_gen_first_cudnnGetMultiHeadAttnWeights, "cudnnGetMultiHeadAttnWeights")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnWeights)(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnMultiHeadAttnForward(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, int currIdx, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsQO[], const int devSeqLengthsKV[], const cudnnSeqDataDescriptor_t qDesc, const void *queries, const void *residuals, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t oDesc, void *out, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnMultiHeadAttnForward,
                       (bd_gen_fn)bd_gen_first_cudnnMultiHeadAttnForward, "cudnnMultiHeadAttnForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnForward)(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnAdvVersionCheck(void)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnAdvVersionCheck,
                       (bd_gen_fn)bd_gen_first_cudnnAdvVersionCheck, "cudnnAdvVersionCheck")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnAdvVersionCheck)();
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnRNNBackwardData_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t yDesc, const void *y, const void *dy, cudnnRNNDataDescriptor_t xDesc, void *dx, cudnnTensorDescriptor_t hDesc, const void *hx, const void *dhy, void *dhx, cudnnTensorDescriptor_t cDesc, const void *cx, const void *dcy, void *dcx, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnRNNBackwardData_v8,
                       (bd_gen_fn)bd_gen_first_cudnnRNNBackwardData_v8, "cudnnRNNBackwardData_v8")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardData_v8)(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnRNNBackwardWeights_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnWgradMode_t addGrad, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnTensorDescriptor_t hDesc, const void *hx, cudnnRNNDataDescriptor_t yDesc, const void *y, size_t weightSpaceSize, void *dweightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnRNNBackwardWeights_v8,
                       (bd_gen_fn)bd_gen_first_cudnnRNNBackwardWeights_v8, "cudnnRNNBackwardWeights_v8")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardWeights_v8)(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnMultiHeadAttnBackwardData(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsDQDO[], const int devSeqLengthsDKDV[], const cudnnSeqDataDescriptor_t doDesc, const void *dout, const cudnnSeqDataDescriptor_t dqDesc, void *dqueries, const void *queries, const cudnnSeqDataDescriptor_t dkDesc, void *dkeys, const void *keys, const cudnnSeqDataDescriptor_t dvDesc, void *dvalues, const void *values, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnMultiHeadAttnBackwardData,
                       (bd_gen_fn)bd_gen_first_cudnnMultiHeadAttnBackwardData, "cudnnMultiHeadAttnBackwardData")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardData)(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnMultiHeadAttnBackwardWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnWgradMode_t addGrad, const cudnnSeqDataDescriptor_t qDesc, const void *queries, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t doDesc, const void *dout, size_t weightSizeInBytes, const void *weights, void *dweights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnMultiHeadAttnBackwardWeights,
                       (bd_gen_fn)bd_gen_first_cudnnMultiHeadAttnBackwardWeights, "cudnnMultiHeadAttnBackwardWeights")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardWeights)(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateCTCLossDescriptor(cudnnCTCLossDescriptor_t *ctcLossDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateCTCLossDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateCTCLossDescriptor, "cudnnCreateCTCLossDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateCTCLossDescriptor)(ctcLossDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetCTCLossDescriptor(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetCTCLossDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetCTCLossDescriptor, "cudnnSetCTCLossDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetCTCLossDescriptor)(ctcLossDesc, compType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetCTCLossDescriptorEx(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnNanPropagation_t gradMode)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetCTCLossDescriptorEx,
                       (bd_gen_fn)bd_gen_first_cudnnSetCTCLossDescriptorEx, "cudnnSetCTCLossDescriptorEx")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetCTCLossDescriptorEx)(ctcLossDesc, compType, normMode, gradMode);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetCTCLossDescriptor_v8(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnNanPropagation_t gradMode, int maxLabelLength)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetCTCLossDescriptor_v8,
                       (bd_gen_fn)bd_gen_first_cudnnSetCTCLossDescriptor_v8, "cudnnSetCTCLossDescriptor_v8")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetCTCLossDescriptor_v8)(ctcLossDesc, compType, normMode, gradMode, maxLabelLength);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetCTCLossDescriptor_v9(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnCTCGradMode_t ctcGradMode, int maxLabelLength)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetCTCLossDescriptor_v9,
                       (bd_gen_fn)bd_gen_first_cudnnSetCTCLossDescriptor_v9, "cudnnSetCTCLossDescriptor_v9")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetCTCLossDescriptor_v9)(ctcLossDesc, compType, normMode, ctcGradMode, maxLabelLength);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetCTCLossDescriptor(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetCTCLossDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetCTCLossDescriptor, "cudnnGetCTCLossDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossDescriptor)(ctcLossDesc, compType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetCTCLossDescriptorEx(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnNanPropagation_t *gradMode)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetCTCLossDescriptorEx,
                       (bd_gen_fn)bd_gen_first_cudnnGetCTCLossDescriptorEx, "cudnnGetCTCLossDescriptorEx")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossDescriptorEx)(ctcLossDesc, compType, normMode, gradMode);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetCTCLossDescriptor_v8(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnNanPropagation_t *gradMode, int *maxLabelLength)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetCTCLossDescriptor_v8,
                       (bd_gen_fn)bd_gen_first_cudnnGetCTCLossDescriptor_v8, "cudnnGetCTCLossDescriptor_v8")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossDescriptor_v8)(ctcLossDesc, compType, normMode, gradMode, maxLabelLength);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetCTCLossDescriptor_v9(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnCTCGradMode_t *ctcGradMode, int *maxLabelLength)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetCTCLossDescriptor_v9,
                       (bd_gen_fn)bd_gen_first_cudnnGetCTCLossDescriptor_v9, "cudnnGetCTCLossDescriptor_v9")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossDescriptor_v9)(ctcLossDesc, compType, normMode, ctcGradMode, maxLabelLength);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyCTCLossDescriptor(cudnnCTCLossDescriptor_t ctcLossDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyCTCLossDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyCTCLossDescriptor, "cudnnDestroyCTCLossDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyCTCLossDescriptor)(ctcLossDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCTCLoss(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int hostLabels[], const int hostLabelLengths[], const int hostInputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, void *workspace, size_t workSpaceSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCTCLoss,
                       (bd_gen_fn)bd_gen_first_cudnnCTCLoss, "cudnnCTCLoss")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss)(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCTCLoss_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int labels[], const int labelLengths[], const int inputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, size_t workSpaceSizeInBytes, void *workspace)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCTCLoss_v8,
                       (bd_gen_fn)bd_gen_first_cudnnCTCLoss_v8, "cudnnCTCLoss_v8")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss_v8)(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetCTCLossWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, const int *labels, const int *labelLengths, const int *inputLengths, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetCTCLossWorkspaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetCTCLossWorkspaceSize, "cudnnGetCTCLossWorkspaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize)(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetCTCLossWorkspaceSize_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetCTCLossWorkspaceSize_v8,
                       (bd_gen_fn)bd_gen_first_cudnnGetCTCLossWorkspaceSize_v8, "cudnnGetCTCLossWorkspaceSize_v8")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize_v8)(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateConvolutionDescriptor(cudnnConvolutionDescriptor_t *convDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateConvolutionDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnCreateConvolutionDescriptor, "cudnnCreateConvolutionDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateConvolutionDescriptor)(convDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyConvolutionDescriptor(cudnnConvolutionDescriptor_t convDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyConvolutionDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyConvolutionDescriptor, "cudnnDestroyConvolutionDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyConvolutionDescriptor)(convDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetConvolutionMathType(cudnnConvolutionDescriptor_t convDesc, cudnnMathType_t mathType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetConvolutionMathType,
                       (bd_gen_fn)bd_gen_first_cudnnSetConvolutionMathType, "cudnnSetConvolutionMathType")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetConvolutionMathType)(convDesc, mathType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionMathType(cudnnConvolutionDescriptor_t convDesc, cudnnMathType_t *mathType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionMathType,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionMathType, "cudnnGetConvolutionMathType")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionMathType)(convDesc, mathType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetConvolutionGroupCount(cudnnConvolutionDescriptor_t convDesc, int groupCount)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetConvolutionGroupCount,
                       (bd_gen_fn)bd_gen_first_cudnnSetConvolutionGroupCount, "cudnnSetConvolutionGroupCount")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetConvolutionGroupCount)(convDesc, groupCount);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionGroupCount(cudnnConvolutionDescriptor_t convDesc, int *groupCount)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionGroupCount,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionGroupCount, "cudnnGetConvolutionGroupCount")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionGroupCount)(convDesc, groupCount);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetConvolutionReorderType(cudnnConvolutionDescriptor_t convDesc, cudnnReorderType_t reorderType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetConvolutionReorderType,
                       (bd_gen_fn)bd_gen_first_cudnnSetConvolutionReorderType, "cudnnSetConvolutionReorderType")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetConvolutionReorderType)(convDesc, reorderType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionReorderType(cudnnConvolutionDescriptor_t convDesc, cudnnReorderType_t *reorderType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionReorderType,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionReorderType, "cudnnGetConvolutionReorderType")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionReorderType)(convDesc, reorderType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetConvolution2dDescriptor(cudnnConvolutionDescriptor_t convDesc, int pad_h, int pad_w, int u, int v, int dilation_h, int dilation_w, cudnnConvolutionMode_t mode, cudnnDataType_t computeType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetConvolution2dDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetConvolution2dDescriptor, "cudnnSetConvolution2dDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetConvolution2dDescriptor)(convDesc, pad_h, pad_w, u, v, dilation_h, dilation_w, mode, computeType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolution2dDescriptor(const cudnnConvolutionDescriptor_t convDesc, int *pad_h, int *pad_w, int *u, int *v, int *dilation_h, int *dilation_w, cudnnConvolutionMode_t *mode, cudnnDataType_t *computeType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolution2dDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolution2dDescriptor, "cudnnGetConvolution2dDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolution2dDescriptor)(convDesc, pad_h, pad_w, u, v, dilation_h, dilation_w, mode, computeType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetConvolutionNdDescriptor(cudnnConvolutionDescriptor_t convDesc, int arrayLength, const int padA[], const int filterStrideA[], const int dilationA[], cudnnConvolutionMode_t mode, cudnnDataType_t computeType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetConvolutionNdDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnSetConvolutionNdDescriptor, "cudnnSetConvolutionNdDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetConvolutionNdDescriptor)(convDesc, arrayLength, padA, filterStrideA, dilationA, mode, computeType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionNdDescriptor(const cudnnConvolutionDescriptor_t convDesc, int arrayLengthRequested, int *arrayLength, int padA[], int strideA[], int dilationA[], cudnnConvolutionMode_t *mode, cudnnDataType_t *computeType)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionNdDescriptor,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionNdDescriptor, "cudnnGetConvolutionNdDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionNdDescriptor)(convDesc, arrayLengthRequested, arrayLength, padA, strideA, dilationA, mode, computeType);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolution2dForwardOutputDim(const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t inputTensorDesc, const cudnnFilterDescriptor_t filterDesc, int *n, int *c, int *h, int *w)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolution2dForwardOutputDim,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolution2dForwardOutputDim, "cudnnGetConvolution2dForwardOutputDim")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolution2dForwardOutputDim)(convDesc, inputTensorDesc, filterDesc, n, c, h, w);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionNdForwardOutputDim(const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t inputTensorDesc, const cudnnFilterDescriptor_t filterDesc, int nbDims, int tensorOuputDimA[])
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionNdForwardOutputDim,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionNdForwardOutputDim, "cudnnGetConvolutionNdForwardOutputDim")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionNdForwardOutputDim)(convDesc, inputTensorDesc, filterDesc, nbDims, tensorOuputDimA);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionForwardAlgorithmMaxCount(cudnnHandle_t handle, int *count)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionForwardAlgorithmMaxCount,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionForwardAlgorithmMaxCount, "cudnnGetConvolutionForwardAlgorithmMaxCount")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithmMaxCount)(handle, count);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionForwardAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnFilterDescriptor_t filterDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t destDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionForwardAlgorithm_v7,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionForwardAlgorithm_v7, "cudnnGetConvolutionForwardAlgorithm_v7")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithm_v7)(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnFindConvolutionForwardAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnFindConvolutionForwardAlgorithm,
                       (bd_gen_fn)bd_gen_first_cudnnFindConvolutionForwardAlgorithm, "cudnnFindConvolutionForwardAlgorithm")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithm)(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnFindConvolutionForwardAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, void *y, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnFindConvolutionForwardAlgorithmEx,
                       (bd_gen_fn)bd_gen_first_cudnnFindConvolutionForwardAlgorithmEx, "cudnnFindConvolutionForwardAlgorithmEx")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithmEx)(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnIm2Col(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, void *colBuffer)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnIm2Col,
                       (bd_gen_fn)bd_gen_first_cudnnIm2Col, "cudnnIm2Col")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnIm2Col)(handle, xDesc, x, wDesc, convDesc, colBuffer);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnReorderFilterAndBias(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, cudnnReorderType_t reorderType, const void *filterData, void *reorderedFilterData, int reorderBias, const void *biasData, void *reorderedBiasData)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnReorderFilterAndBias,
                       (bd_gen_fn)bd_gen_first_cudnnReorderFilterAndBias, "cudnnReorderFilterAndBias")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnReorderFilterAndBias)(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionForwardWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, cudnnConvolutionFwdAlgo_t algo, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionForwardWorkspaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionForwardWorkspaceSize, "cudnnGetConvolutionForwardWorkspaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardWorkspaceSize)(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnConvolutionForward(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnConvolutionForward,
                       (bd_gen_fn)bd_gen_first_cudnnConvolutionForward, "cudnnConvolutionForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionForward)(handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnConvolutionBiasActivationForward(cudnnHandle_t handle, const void *alpha1, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *alpha2, const cudnnTensorDescriptor_t zDesc, const void *z, const cudnnTensorDescriptor_t biasDesc, const void *bias, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnConvolutionBiasActivationForward,
                       (bd_gen_fn)bd_gen_first_cudnnConvolutionBiasActivationForward, "cudnnConvolutionBiasActivationForward")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBiasActivationForward)(handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(cudnnHandle_t handle, int *count)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardDataAlgorithmMaxCount,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardDataAlgorithmMaxCount, "cudnnGetConvolutionBackwardDataAlgorithmMaxCount")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithmMaxCount)(handle, count);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnFindConvolutionBackwardDataAlgorithm(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnFindConvolutionBackwardDataAlgorithm,
                       (bd_gen_fn)bd_gen_first_cudnnFindConvolutionBackwardDataAlgorithm, "cudnnFindConvolutionBackwardDataAlgorithm")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithm)(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnFindConvolutionBackwardDataAlgorithmEx(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, void *dx, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnFindConvolutionBackwardDataAlgorithmEx,
                       (bd_gen_fn)bd_gen_first_cudnnFindConvolutionBackwardDataAlgorithmEx, "cudnnFindConvolutionBackwardDataAlgorithmEx")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithmEx)(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionBackwardDataAlgorithm_v7(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardDataAlgorithm_v7,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardDataAlgorithm_v7, "cudnnGetConvolutionBackwardDataAlgorithm_v7")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithm_v7)(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionBackwardDataWorkspaceSize(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, cudnnConvolutionBwdDataAlgo_t algo, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardDataWorkspaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardDataWorkspaceSize, "cudnnGetConvolutionBackwardDataWorkspaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataWorkspaceSize)(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnConvolutionBackwardData(cudnnHandle_t handle, const void *alpha, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdDataAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnConvolutionBackwardData,
                       (bd_gen_fn)bd_gen_first_cudnnConvolutionBackwardData, "cudnnConvolutionBackwardData")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardData)(handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetFoldedConvBackwardDataDescriptors(const cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const cudnnTensorFormat_t transformFormat, cudnnFilterDescriptor_t foldedFilterDesc, cudnnTensorDescriptor_t paddedDiffDesc, cudnnConvolutionDescriptor_t foldedConvDesc, cudnnTensorDescriptor_t foldedGradDesc, cudnnTensorTransformDescriptor_t filterFoldTransDesc, cudnnTensorTransformDescriptor_t diffPadTransDesc, cudnnTensorTransformDescriptor_t gradFoldTransDesc, cudnnTensorTransformDescriptor_t gradUnfoldTransDesc)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetFoldedConvBackwardDataDescriptors,
                       (bd_gen_fn)bd_gen_first_cudnnGetFoldedConvBackwardDataDescriptors, "cudnnGetFoldedConvBackwardDataDescriptors")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFoldedConvBackwardDataDescriptors)(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCnnVersionCheck(void)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCnnVersionCheck,
                       (bd_gen_fn)bd_gen_first_cudnnCnnVersionCheck, "cudnnCnnVersionCheck")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCnnVersionCheck)();
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(cudnnHandle_t handle, int *count)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount, "cudnnGetConvolutionBackwardFilterAlgorithmMaxCount")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount)(handle, count);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnFindConvolutionBackwardFilterAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnFindConvolutionBackwardFilterAlgorithm,
                       (bd_gen_fn)bd_gen_first_cudnnFindConvolutionBackwardFilterAlgorithm, "cudnnFindConvolutionBackwardFilterAlgorithm")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithm)(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnFindConvolutionBackwardFilterAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *y, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, void *dw, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnFindConvolutionBackwardFilterAlgorithmEx,
                       (bd_gen_fn)bd_gen_first_cudnnFindConvolutionBackwardFilterAlgorithmEx, "cudnnFindConvolutionBackwardFilterAlgorithmEx")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithmEx)(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionBackwardFilterAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardFilterAlgorithm_v7,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardFilterAlgorithm_v7, "cudnnGetConvolutionBackwardFilterAlgorithm_v7")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithm_v7)(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetConvolutionBackwardFilterWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, cudnnConvolutionBwdFilterAlgo_t algo, size_t *sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardFilterWorkspaceSize,
                       (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardFilterWorkspaceSize, "cudnnGetConvolutionBackwardFilterWorkspaceSize")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterWorkspaceSize)(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnConvolutionBackwardFilter(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdFilterAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnFilterDescriptor_t dwDesc, void *dw)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnConvolutionBackwardFilter,
                       (bd_gen_fn)bd_gen_first_cudnnConvolutionBackwardFilter, "cudnnConvolutionBackwardFilter")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardFilter)(handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnConvolutionBackwardBias(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dbDesc, void *db)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnConvolutionBackwardBias,
                       (bd_gen_fn)bd_gen_first_cudnnConvolutionBackwardBias, "cudnnConvolutionBackwardBias")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardBias)(handle, alpha, dyDesc, dy, beta, dbDesc, db);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateFusedOpsConstParamPack(cudnnFusedOpsConstParamPack_t *constPack, cudnnFusedOps_t ops)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateFusedOpsConstParamPack,
                       (bd_gen_fn)bd_gen_first_cudnnCreateFusedOpsConstParamPack, "cudnnCreateFusedOpsConstParamPack")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateFusedOpsConstParamPack)(constPack, ops);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyFusedOpsConstParamPack(cudnnFusedOpsConstParamPack_t constPack)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyFusedOpsConstParamPack,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyFusedOpsConstParamPack, "cudnnDestroyFusedOpsConstParamPack")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyFusedOpsConstParamPack)(constPack);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetFusedOpsConstParamPackAttribute(cudnnFusedOpsConstParamPack_t constPack, cudnnFusedOpsConstParamLabel_t paramLabel, const void *param)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetFusedOpsConstParamPackAttribute,
                       (bd_gen_fn)bd_gen_first_cudnnSetFusedOpsConstParamPackAttribute, "cudnnSetFusedOpsConstParamPackAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetFusedOpsConstParamPackAttribute)(constPack, paramLabel, param);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetFusedOpsConstParamPackAttribute(const cudnnFusedOpsConstParamPack_t constPack, cudnnFusedOpsConstParamLabel_t paramLabel, void *param, int *isNULL)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetFusedOpsConstParamPackAttribute,
                       (bd_gen_fn)bd_gen_first_cudnnGetFusedOpsConstParamPackAttribute, "cudnnGetFusedOpsConstParamPackAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFusedOpsConstParamPackAttribute)(constPack, paramLabel, param, isNULL);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateFusedOpsVariantParamPack(cudnnFusedOpsVariantParamPack_t *varPack, cudnnFusedOps_t ops)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateFusedOpsVariantParamPack,
                       (bd_gen_fn)bd_gen_first_cudnnCreateFusedOpsVariantParamPack, "cudnnCreateFusedOpsVariantParamPack")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateFusedOpsVariantParamPack)(varPack, ops);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyFusedOpsVariantParamPack(cudnnFusedOpsVariantParamPack_t varPack)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyFusedOpsVariantParamPack,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyFusedOpsVariantParamPack, "cudnnDestroyFusedOpsVariantParamPack")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyFusedOpsVariantParamPack)(varPack);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnSetFusedOpsVariantParamPackAttribute(cudnnFusedOpsVariantParamPack_t varPack, cudnnFusedOpsVariantParamLabel_t paramLabel, void *ptr)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnSetFusedOpsVariantParamPackAttribute,
                       (bd_gen_fn)bd_gen_first_cudnnSetFusedOpsVariantParamPackAttribute, "cudnnSetFusedOpsVariantParamPackAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetFusedOpsVariantParamPackAttribute)(varPack, paramLabel, ptr);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnGetFusedOpsVariantParamPackAttribute(const cudnnFusedOpsVariantParamPack_t varPack, cudnnFusedOpsVariantParamLabel_t paramLabel, void *ptr)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnGetFusedOpsVariantParamPackAttribute,
                       (bd_gen_fn)bd_gen_first_cudnnGetFusedOpsVariantParamPackAttribute, "cudnnGetFusedOpsVariantParamPackAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFusedOpsVariantParamPackAttribute)(varPack, paramLabel, ptr);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnCreateFusedOpsPlan(cudnnFusedOpsPlan_t *plan, cudnnFusedOps_t ops)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnCreateFusedOpsPlan,
                       (bd_gen_fn)bd_gen_first_cudnnCreateFusedOpsPlan, "cudnnCreateFusedOpsPlan")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateFusedOpsPlan)(plan, ops);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnDestroyFusedOpsPlan(cudnnFusedOpsPlan_t plan)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnDestroyFusedOpsPlan,
                       (bd_gen_fn)bd_gen_first_cudnnDestroyFusedOpsPlan, "cudnnDestroyFusedOpsPlan")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyFusedOpsPlan)(plan);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnMakeFusedOpsPlan(cudnnHandle_t handle, cudnnFusedOpsPlan_t plan, const cudnnFusedOpsConstParamPack_t constPack, size_t *workspaceSizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnMakeFusedOpsPlan,
                       (bd_gen_fn)bd_gen_first_cudnnMakeFusedOpsPlan, "cudnnMakeFusedOpsPlan")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMakeFusedOpsPlan)(handle, plan, constPack, workspaceSizeInBytes);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

static cudnnStatus_t bd_gen_first_cudnnFusedOpsExecute(cudnnHandle_t handle, const cudnnFusedOpsPlan_t plan, cudnnFusedOpsVariantParamPack_t varPack)
{
    if (bd_gen_resolve(&bd_gen_cudnn_library, &bd_gen_cudnn.pfn_cudnnFusedOpsExecute,
                       (bd_gen_fn)bd_gen_first_cudnnFusedOpsExecute, "cudnnFusedOpsExecute")) {
        return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFusedOpsExecute)(handle, plan, varPack);
    }
    return CUDNN_STATUS_NOT_SUPPORTED;
}

struct bd_gen_cudnn_table bd_gen_cudnn = {
    .pfn_cudnnGetVersion = bd_gen_first_cudnnGetVersion,
    .pfn_cudnnGetMaxDeviceVersion = bd_gen_first_cudnnGetMaxDeviceVersion,
    .pfn_cudnnGetCudartVersion = bd_gen_first_cudnnGetCudartVersion,
    .pfn_cudnnGetErrorString = bd_gen_first_cudnnGetErrorString,
    .pfn_cudnnGetLastErrorString = bd_gen_first_cudnnGetLastErrorString,
    .pfn_cudnnQueryRuntimeError = bd_gen_first_cudnnQueryRuntimeError,
    .pfn_cudnnGetProperty = bd_gen_first_cudnnGetProperty,
    .pfn_cudnnCreate = bd_gen_first_cudnnCreate,
    .pfn_cudnnDestroy = bd_gen_first_cudnnDestroy,
    .pfn_cudnnSetStream = bd_gen_first_cudnnSetStream,
    .pfn_cudnnGetStream = bd_gen_first_cudnnGetStream,
    .pfn_cudnnSetCallback = bd_gen_first_cudnnSetCallback,
    .pfn_cudnnGetCallback = bd_gen_first_cudnnGetCallback,
    .pfn_cudnnGraphVersionCheck = bd_gen_first_cudnnGraphVersionCheck,
    .pfn_cudnnBackendCreateDescriptor = bd_gen_first_cudnnBackendCreateDescriptor,
    .pfn_cudnnBackendDestroyDescriptor = bd_gen_first_cudnnBackendDestroyDescriptor,
    .pfn_cudnnBackendInitialize = bd_gen_first_cudnnBackendInitialize,
    .pfn_cudnnBackendFinalize = bd_gen_first_cudnnBackendFinalize,
    .pfn_cudnnBackendSetAttribute = bd_gen_first_cudnnBackendSetAttribute,
    .pfn_cudnnBackendGetAttribute = bd_gen_first_cudnnBackendGetAttribute,
    .pfn_cudnnBackendExecute = bd_gen_first_cudnnBackendExecute,
    .pfn_cudnnBackendPopulateCudaGraph = bd_gen_first_cudnnBackendPopulateCudaGraph,
    .pfn_cudnnBackendUpdateCudaGraph = bd_gen_first_cudnnBackendUpdateCudaGraph,
    .pfn_cudnnCreateTensorDescriptor = bd_gen_first_cudnnCreateTensorDescriptor,
    .pfn_cudnnSetTensor4dDescriptor = bd_gen_first_cudnnSetTensor4dDescriptor,
    .pfn_cudnnSetTensor4dDescriptorEx = bd_gen_first_cudnnSetTensor4dDescriptorEx,
    .pfn_cudnnGetTensor4dDescriptor = bd_gen_first_cudnnGetTensor4dDescriptor,
    .pfn_cudnnSetTensorNdDescriptor = bd_gen_first_cudnnSetTensorNdDescriptor,
    .pfn_cudnnSetTensorNdDescriptorEx = bd_gen_first_cudnnSetTensorNdDescriptorEx,
    .pfn_cudnnGetTensorNdDescriptor = bd_gen_first_cudnnGetTensorNdDescriptor,
    .pfn_cudnnGetTensorSizeInBytes = bd_gen_first_cudnnGetTensorSizeInBytes,
    .pfn_cudnnDestroyTensorDescriptor = bd_gen_first_cudnnDestroyTensorDescriptor,
    .pfn_cudnnInitTransformDest = bd_gen_first_cudnnInitTransformDest,
    .pfn_cudnnCreateTensorTransformDescriptor = bd_gen_first_cudnnCreateTensorTransformDescriptor,
    .pfn_cudnnSetTensorTransformDescriptor = bd_gen_first_cudnnSetTensorTransformDescriptor,
    .pfn_cudnnGetTensorTransformDescriptor = bd_gen_first_cudnnGetTensorTransformDescriptor,
    .pfn_cudnnDestroyTensorTransformDescriptor = bd_gen_first_cudnnDestroyTensorTransformDescriptor,
    .pfn_cudnnTransformTensor = bd_gen_first_cudnnTransformTensor,
    .pfn_cudnnTransformTensorEx = bd_gen_first_cudnnTransformTensorEx,
    .pfn_cudnnAddTensor = bd_gen_first_cudnnAddTensor,
    .pfn_cudnnCreateOpTensorDescriptor = bd_gen_first_cudnnCreateOpTensorDescriptor,
    .pfn_cudnnSetOpTensorDescriptor = bd_gen_first_cudnnSetOpTensorDescriptor,
    .pfn_cudnnGetOpTensorDescriptor = bd_gen_first_cudnnGetOpTensorDescriptor,
    .pfn_cudnnDestroyOpTensorDescriptor = bd_gen_first_cudnnDestroyOpTensorDescriptor,
    .pfn_cudnnOpTensor = bd_gen_first_cudnnOpTensor,
    .pfn_cudnnCreateReduceTensorDescriptor = bd_gen_first_cudnnCreateReduceTensorDescriptor,
    .pfn_cudnnSetReduceTensorDescriptor = bd_gen_first_cudnnSetReduceTensorDescriptor,
    .pfn_cudnnGetReduceTensorDescriptor = bd_gen_first_cudnnGetReduceTensorDescriptor,
    .pfn_cudnnDestroyReduceTensorDescriptor = bd_gen_first_cudnnDestroyReduceTensorDescriptor,
    .pfn_cudnnGetReductionIndicesSize = bd_gen_first_cudnnGetReductionIndicesSize,
    .pfn_cudnnGetReductionWorkspaceSize = bd_gen_first_cudnnGetReductionWorkspaceSize,
    .pfn_cudnnReduceTensor = bd_gen_first_cudnnReduceTensor,
    .pfn_cudnnSetTensor = bd_gen_first_cudnnSetTensor,
    .pfn_cudnnScaleTensor = bd_gen_first_cudnnScaleTensor,
    .pfn_cudnnCreateFilterDescriptor = bd_gen_first_cudnnCreateFilterDescriptor,
    .pfn_cudnnSetFilter4dDescriptor = bd_gen_first_cudnnSetFilter4dDescriptor,
    .pfn_cudnnGetFilter4dDescriptor = bd_gen_first_cudnnGetFilter4dDescriptor,
    .pfn_cudnnSetFilterNdDescriptor = bd_gen_first_cudnnSetFilterNdDescriptor,
    .pfn_cudnnGetFilterNdDescriptor = bd_gen_first_cudnnGetFilterNdDescriptor,
    .pfn_cudnnGetFilterSizeInBytes = bd_gen_first_cudnnGetFilterSizeInBytes,
    .pfn_cudnnTransformFilter = bd_gen_first_cudnnTransformFilter,
    .pfn_cudnnDestroyFilterDescriptor = bd_gen_first_cudnnDestroyFilterDescriptor,
    .pfn_cudnnSoftmaxForward = bd_gen_first_cudnnSoftmaxForward,
    .pfn_cudnnCreatePoolingDescriptor = bd_gen_first_cudnnCreatePoolingDescriptor,
    .pfn_cudnnSetPooling2dDescriptor = bd_gen_first_cudnnSetPooling2dDescriptor,
    .pfn_cudnnGetPooling2dDescriptor = bd_gen_first_cudnnGetPooling2dDescriptor,
    .pfn_cudnnSetPoolingNdDescriptor = bd_gen_first_cudnnSetPoolingNdDescriptor,
    .pfn_cudnnGetPoolingNdDescriptor = bd_gen_first_cudnnGetPoolingNdDescriptor,
    .pfn_cudnnGetPoolingNdForwardOutputDim = bd_gen_first_cudnnGetPoolingNdForwardOutputDim,
    .pfn_cudnnGetPooling2dForwardOutputDim = bd_gen_first_cudnnGetPooling2dForwardOutputDim,
    .pfn_cudnnDestroyPoolingDescriptor = bd_gen_first_cudnnDestroyPoolingDescriptor,
    .pfn_cudnnPoolingForward = bd_gen_first_cudnnPoolingForward,
    .pfn_cudnnCreateActivationDescriptor = bd_gen_first_cudnnCreateActivationDescriptor,
    .pfn_cudnnSetActivationDescriptor = bd_gen_first_cudnnSetActivationDescriptor,
    .pfn_cudnnGetActivationDescriptor = bd_gen_first_cudnnGetActivationDescriptor,
    .pfn_cudnnSetActivationDescriptorSwishBeta = bd_gen_first_cudnnSetActivationDescriptorSwishBeta,
    .pfn_cudnnGetActivationDescriptorSwishBeta = bd_gen_first_cudnnGetActivationDescriptorSwishBeta,
    .pfn_cudnnDestroyActivationDescriptor = bd_gen_first_cudnnDestroyActivationDescriptor,
    .pfn_cudnnActivationForward = bd_gen_first_cudnnActivationForward,
    .pfn_cudnnCreateLRNDescriptor = bd_gen_first_cudnnCreateLRNDescriptor,
    .pfn_cudnnSetLRNDescriptor = bd_gen_first_cudnnSetLRNDescriptor,
    .pfn_cudnnGetLRNDescriptor = bd_gen_first_cudnnGetLRNDescriptor,
    .pfn_cudnnDestroyLRNDescriptor = bd_gen_first_cudnnDestroyLRNDescriptor,
    .pfn_cudnnLRNCrossChannelForward = bd_gen_first_cudnnLRNCrossChannelForward,
    .pfn_cudnnDivisiveNormalizationForward = bd_gen_first_cudnnDivisiveNormalizationForward,
    .pfn_cudnnDeriveBNTensorDescriptor = bd_gen_first_cudnnDeriveBNTensorDescriptor,
    .pfn_cudnnBatchNormalizationForwardInference = bd_gen_first_cudnnBatchNormalizationForwardInference,
    .pfn_cudnnDeriveNormTensorDescriptor = bd_gen_first_cudnnDeriveNormTensorDescriptor,
    .pfn_cudnnNormalizationForwardInference = bd_gen_first_cudnnNormalizationForwardInference,
    .pfn_cudnnCreateSpatialTransformerDescriptor = bd_gen_first_cudnnCreateSpatialTransformerDescriptor,
    .pfn_cudnnSetSpatialTransformerNdDescriptor = bd_gen_first_cudnnSetSpatialTransformerNdDescriptor,
    .pfn_cudnnDestroySpatialTransformerDescriptor = bd_gen_first_cudnnDestroySpatialTransformerDescriptor,
    .pfn_cudnnSpatialTfGridGeneratorForward = bd_gen_first_cudnnSpatialTfGridGeneratorForward,
    .pfn_cudnnSpatialTfSamplerForward = bd_gen_first_cudnnSpatialTfSamplerForward,
    .pfn_cudnnCreateDropoutDescriptor = bd_gen_first_cudnnCreateDropoutDescriptor,
    .pfn_cudnnDestroyDropoutDescriptor = bd_gen_first_cudnnDestroyDropoutDescriptor,
    .pfn_cudnnDropoutGetStatesSize = bd_gen_first_cudnnDropoutGetStatesSize,
    .pfn_cudnnDropoutGetReserveSpaceSize = bd_gen_first_cudnnDropoutGetReserveSpaceSize,
    .pfn_cudnnSetDropoutDescriptor = bd_gen_first_cudnnSetDropoutDescriptor,
    .pfn_cudnnRestoreDropoutDescriptor = bd_gen_first_cudnnRestoreDropoutDescriptor,
    .pfn_cudnnGetDropoutDescriptor = bd_gen_first_cudnnGetDropoutDescriptor,
    .pfn_cudnnDropoutForward = bd_gen_first_cudnnDropoutForward,
    .pfn_cudnnOpsVersionCheck = bd_gen_first_cudnnOpsVersionCheck,
    .pfn_cudnnSoftmaxBackward = bd_gen_first_cudnnSoftmaxBackward,
    .pfn_cudnnPoolingBackward = bd_gen_first_cudnnPoolingBackward,
    .pfn_cudnnActivationBackward = bd_gen_first_cudnnActivationBackward,
    .pfn_cudnnLRNCrossChannelBackward = bd_gen_first_cudnnLRNCrossChannelBackward,
    .pfn_cudnnDivisiveNormalizationBackward = bd_gen_first_cudnnDivisiveNormalizationBackward,
    .pfn_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize = bd_gen_first_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize,
    .pfn_cudnnGetBatchNormalizationBackwardExWorkspaceSize = bd_gen_first_cudnnGetBatchNormalizationBackwardExWorkspaceSize,
    .pfn_cudnnGetBatchNormalizationTrainingExReserveSpaceSize = bd_gen_first_cudnnGetBatchNormalizationTrainingExReserveSpaceSize,
    .pfn_cudnnBatchNormalizationForwardTraining = bd_gen_first_cudnnBatchNormalizationForwardTraining,
    .pfn_cudnnBatchNormalizationForwardTrainingEx = bd_gen_first_cudnnBatchNormalizationForwardTrainingEx,
    .pfn_cudnnBatchNormalizationBackward = bd_gen_first_cudnnBatchNormalizationBackward,
    .pfn_cudnnBatchNormalizationBackwardEx = bd_gen_first_cudnnBatchNormalizationBackwardEx,
    .pfn_cudnnGetNormalizationForwardTrainingWorkspaceSize = bd_gen_first_cudnnGetNormalizationForwardTrainingWorkspaceSize,
    .pfn_cudnnGetNormalizationBackwardWorkspaceSize = bd_gen_first_cudnnGetNormalizationBackwardWorkspaceSize,
    .pfn_cudnnGetNormalizationTrainingReserveSpaceSize = bd_gen_first_cudnnGetNormalizationTrainingReserveSpaceSize,
    .pfn_cudnnNormalizationForwardTraining = bd_gen_first_cudnnNormalizationForwardTraining,
    .pfn_cudnnNormalizationBackward = bd_gen_first_cudnnNormalizationBackward,
    .pfn_cudnnSpatialTfGridGeneratorBackward = bd_gen_first_cudnnSpatialTfGridGeneratorBackward,
    .pfn_cudnnSpatialTfSamplerBackward = bd_gen_first_cudnnSpatialTfSamplerBackward,
    .pfn_cudnnDropoutBackward = bd_gen_first_cudnnDropoutBackward,
    .pfn_cudnnCreateRNNDescriptor = bd_gen_first_cudnnCreateRNNDescriptor,
    .pfn_cudnnDestroyRNNDescriptor = bd_gen_first_cudnnDestroyRNNDescriptor,
    .pfn_cudnnSetRNNDescriptor_v8 = bd_gen_first_cudnnSetRNNDescriptor_v8,
    .pfn_cudnnGetRNNDescriptor_v8 = bd_gen_first_cudnnGetRNNDescriptor_v8,
    .pfn_cudnnRNNSetClip_v8 = bd_gen_first_cudnnRNNSetClip_v8,
    .pfn_cudnnRNNSetClip_v9 = bd_gen_first_cudnnRNNSetClip_v9,
    .pfn_cudnnRNNGetClip_v8 = bd_gen_first_cudnnRNNGetClip_v8,
    .pfn_cudnnRNNGetClip_v9 = bd_gen_first_cudnnRNNGetClip_v9,
    .pfn_cudnnBuildRNNDynamic = bd_gen_first_cudnnBuildRNNDynamic,
    .pfn_cudnnGetRNNTempSpaceSizes = bd_gen_first_cudnnGetRNNTempSpaceSizes,
    .pfn_cudnnGetRNNWeightSpaceSize = bd_gen_first_cudnnGetRNNWeightSpaceSize,
    .pfn_cudnnGetRNNWeightParams = bd_gen_first_cudnnGetRNNWeightParams,
    .pfn_cudnnCreateRNNDataDescriptor = bd_gen_first_cudnnCreateRNNDataDescriptor,
    .pfn_cudnnDestroyRNNDataDescriptor = bd_gen_first_cudnnDestroyRNNDataDescriptor,
    .pfn_cudnnSetRNNDataDescriptor = bd_gen_first_cudnnSetRNNDataDescriptor,
    .pfn_cudnnGetRNNDataDescriptor = bd_gen_first_cudnnGetRNNDataDescriptor,
    .pfn_cudnnRNNForward = bd_gen_first_cudnnRNNForward,
    .pfn_cudnnCreateSeqDataDescriptor = bd_gen_first_cudnnCreateSeqDataDescriptor,
    .pfn_cudnnDestroySeqDataDescriptor = bd_gen_first_cudnnDestroySeqDataDescriptor,
    .pfn_cudnnSetSeqDataDescriptor = bd_gen_first_cudnnSetSeqDataDescriptor,
    .pfn_cudnnGetSeqDataDescriptor = bd_gen_first_cudnnGetSeqDataDescriptor,
    .pfn_cudnnCreateAttnDescriptor = bd_gen_first_cudnnCreateAttnDescriptor,
    .pfn_cudnnDestroyAttnDescriptor = bd_gen_first_cudnnDestroyAttnDescriptor,
    .pfn_cudnnSetAttnDescriptor = bd_gen_first_cudnnSetAttnDescriptor,
    .pfn_cudnnGetAttnDescriptor = bd_gen_first_cudnnGetAttnDescriptor,
    .pfn_cudnnGetMultiHeadAttnBuffers = bd_gen_first_cudnnGetMultiHeadAttnBuffers,
    .pfn_cudnnGetMultiHeadAttnWeights = bd_gen_first_cudnnGetMultiHeadAttnWeights,
    .pfn_cudnnMultiHeadAttnForward = bd_gen_first_cudnnMultiHeadAttnForward,
    .pfn_cudnnAdvVersionCheck = bd_gen_first_cudnnAdvVersionCheck,
    .pfn_cudnnRNNBackwardData_v8 = bd_gen_first_cudnnRNNBackwardData_v8,
    .pfn_cudnnRNNBackwardWeights_v8 = bd_gen_first_cudnnRNNBackwardWeights_v8,
    .pfn_cudnnMultiHeadAttnBackwardData = bd_gen_first_cudnnMultiHeadAttnBackwardData,
    .pfn_cudnnMultiHeadAttnBackwardWeights = bd_gen_first_cudnnMultiHeadAttnBackwardWeights,
    .pfn_cudnnCreateCTCLossDescriptor = bd_gen_first_cudnnCreateCTCLossDescriptor,
    .pfn_cudnnSetCTCLossDescriptor = bd_gen_first_cudnnSetCTCLossDescriptor,
    .pfn_cudnnSetCTCLossDescriptorEx = bd_gen_first_cudnnSetCTCLossDescriptorEx,
    .pfn_cudnnSetCTCLossDescriptor_v8 = bd_gen_first_cudnnSetCTCLossDescriptor_v8,
    .pfn_cudnnSetCTCLossDescriptor_v9 = bd_gen_first_cudnnSetCTCLossDescriptor_v9,
    .pfn_cudnnGetCTCLossDescriptor = bd_gen_first_cudnnGetCTCLossDescriptor,
    .pfn_cudnnGetCTCLossDescriptorEx = bd_gen_first_cudnnGetCTCLossDescriptorEx,
    .pfn_cudnnGetCTCLossDescriptor_v8 = bd_gen_first_cudnnGetCTCLossDescriptor_v8,
    .pfn_cudnnGetCTCLossDescriptor_v9 = bd_gen_first_cudnnGetCTCLossDescriptor_v9,
    .pfn_cudnnDestroyCTCLossDescriptor = bd_gen_first_cudnnDestroyCTCLossDescriptor,
    .pfn_cudnnCTCLoss = bd_gen_first_cudnnCTCLoss,
    .pfn_cudnnCTCLoss_v8 = bd_gen_first_cudnnCTCLoss_v8,
    .pfn_cudnnGetCTCLossWorkspaceSize = bd_gen_first_cudnnGetCTCLossWorkspaceSize,
    .pfn_cudnnGetCTCLossWorkspaceSize_v8 = bd_gen_first_cudnnGetCTCLossWorkspaceSize_v8,
    .pfn_cudnnCreateConvolutionDescriptor = bd_gen_first_cudnnCreateConvolutionDescriptor,
    .pfn_cudnnDestroyConvolutionDescriptor = bd_gen_first_cudnnDestroyConvolutionDescriptor,
    .pfn_cudnnSetConvolutionMathType = bd_gen_first_cudnnSetConvolutionMathType,
    .pfn_cudnnGetConvolutionMathType = bd_gen_first_cudnnGetConvolutionMathType,
    .pfn_cudnnSetConvolutionGroupCount = bd_gen_first_cudnnSetConvolutionGroupCount,
    .pfn_cudnnGetConvolutionGroupCount = bd_gen_first_cudnnGetConvolutionGroupCount,
    .pfn_cudnnSetConvolutionReorderType = bd_gen_first_cudnnSetConvolutionReorderType,
    .pfn_cudnnGetConvolutionReorderType = bd_gen_first_cudnnGetConvolutionReorderType,
    .pfn_cudnnSetConvolution2dDescriptor = bd_gen_first_cudnnSetConvolution2dDescriptor,
    .pfn_cudnnGetConvolution2dDescriptor = bd_gen_first_cudnnGetConvolution2dDescriptor,
    .pfn_cudnnSetConvolutionNdDescriptor = bd_gen_first_cudnnSetConvolutionNdDescriptor,
    .pfn_cudnnGetConvolutionNdDescriptor = bd_gen_first_cudnnGetConvolutionNdDescriptor,
    .pfn_cudnnGetConvolution2dForwardOutputDim = bd_gen_first_cudnnGetConvolution2dForwardOutputDim,
    .pfn_cudnnGetConvolutionNdForwardOutputDim = bd_gen_first_cudnnGetConvolutionNdForwardOutputDim,
    .pfn_cudnnGetConvolutionForwardAlgorithmMaxCount = bd_gen_first_cudnnGetConvolutionForwardAlgorithmMaxCount,
    .pfn_cudnnGetConvolutionForwardAlgorithm_v7 = bd_gen_first_cudnnGetConvolutionForwardAlgorithm_v7,
    .pfn_cudnnFindConvolutionForwardAlgorithm = bd_gen_first_cudnnFindConvolutionForwardAlgorithm,
    .pfn_cudnnFindConvolutionForwardAlgorithmEx = bd_gen_first_cudnnFindConvolutionForwardAlgorithmEx,
    .pfn_cudnnIm2Col = bd_gen_first_cudnnIm2Col,
    .pfn_cudnnReorderFilterAndBias = bd_gen_first_cudnnReorderFilterAndBias,
    .pfn_cudnnGetConvolutionForwardWorkspaceSize = bd_gen_first_cudnnGetConvolutionForwardWorkspaceSize,
    .pfn_cudnnConvolutionForward = bd_gen_first_cudnnConvolutionForward,
    .pfn_cudnnConvolutionBiasActivationForward = bd_gen_first_cudnnConvolutionBiasActivationForward,
    .pfn_cudnnGetConvolutionBackwardDataAlgorithmMaxCount = bd_gen_first_cudnnGetConvolutionBackwardDataAlgorithmMaxCount,
    .pfn_cudnnFindConvolutionBackwardDataAlgorithm = bd_gen_first_cudnnFindConvolutionBackwardDataAlgorithm,
    .pfn_cudnnFindConvolutionBackwardDataAlgorithmEx = bd_gen_first_cudnnFindConvolutionBackwardDataAlgorithmEx,
    .pfn_cudnnGetConvolutionBackwardDataAlgorithm_v7 = bd_gen_first_cudnnGetConvolutionBackwardDataAlgorithm_v7,
    .pfn_cudnnGetConvolutionBackwardDataWorkspaceSize = bd_gen_first_cudnnGetConvolutionBackwardDataWorkspaceSize,
    .pfn_cudnnConvolutionBackwardData = bd_gen_first_cudnnConvolutionBackwardData,
    .pfn_cudnnGetFoldedConvBackwardDataDescriptors = bd_gen_first_cudnnGetFoldedConvBackwardDataDescriptors,
    .pfn_cudnnCnnVersionCheck = bd_gen_first_cudnnCnnVersionCheck,
    .pfn_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount = bd_gen_first_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount,
    .pfn_cudnnFindConvolutionBackwardFilterAlgorithm = bd_gen_first_cudnnFindConvolutionBackwardFilterAlgorithm,
    .pfn_cudnnFindConvolutionBackwardFilterAlgorithmEx = bd_gen_first_cudnnFindConvolutionBackwardFilterAlgorithmEx,
    .pfn_cudnnGetConvolutionBackwardFilterAlgorithm_v7 = bd_gen_first_cudnnGetConvolutionBackwardFilterAlgorithm_v7,
    .pfn_cudnnGetConvolutionBackwardFilterWorkspaceSize = bd_gen_first_cudnnGetConvolutionBackwardFilterWorkspaceSize,
    .pfn_cudnnConvolutionBackwardFilter = bd_gen_first_cudnnConvolutionBackwardFilter,
    .pfn_cudnnConvolutionBackwardBias = bd_gen_first_cudnnConvolutionBackwardBias,
    .pfn_cudnnCreateFusedOpsConstParamPack = bd_gen_first_cudnnCreateFusedOpsConstParamPack,
    .pfn_cudnnDestroyFusedOpsConstParamPack = bd_gen_first_cudnnDestroyFusedOpsConstParamPack,
    .pfn_cudnnSetFusedOpsConstParamPackAttribute = bd_gen_first_cudnnSetFusedOpsConstParamPackAttribute,
    .pfn_cudnnGetFusedOpsConstParamPackAttribute = bd_gen_first_cudnnGetFusedOpsConstParamPackAttribute,
    .pfn_cudnnCreateFusedOpsVariantParamPack = bd_gen_first_cudnnCreateFusedOpsVariantParamPack,
    .pfn_cudnnDestroyFusedOpsVariantParamPack = bd_gen_first_cudnnDestroyFusedOpsVariantParamPack,
    .pfn_cudnnSetFusedOpsVariantParamPackAttribute = bd_gen_first_cudnnSetFusedOpsVariantParamPackAttribute,
    .pfn_cudnnGetFusedOpsVariantParamPackAttribute = bd_gen_first_cudnnGetFusedOpsVariantParamPackAttribute,
    .pfn_cudnnCreateFusedOpsPlan = bd_gen_first_cudnnCreateFusedOpsPlan,
    .pfn_cudnnDestroyFusedOpsPlan = bd_gen_first_cudnnDestroyFusedOpsPlan,
    .pfn_cudnnMakeFusedOpsPlan = bd_gen_first_cudnnMakeFusedOpsPlan,
    .pfn_cudnnFusedOpsExecute = bd_gen_first_cudnnFusedOpsExecute,
};

static const struct bd_gen_entry entries[] = {
    {"cudnnGetVersion", "cudnnGetVersion", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetVersion, (bd_gen_fn)bd_gen_first_cudnnGetVersion},
    {"cudnnGetMaxDeviceVersion", "cudnnGetMaxDeviceVersion", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetMaxDeviceVersion, (bd_gen_fn)bd_gen_first_cudnnGetMaxDeviceVersion},
    {"cudnnGetCudartVersion", "cudnnGetCudartVersion", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetCudartVersion, (bd_gen_fn)bd_gen_first_cudnnGetCudartVersion},
    {"cudnnGetErrorString", "cudnnGetErrorString", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetErrorString, (bd_gen_fn)bd_gen_first_cudnnGetErrorString},
    {"cudnnGetLastErrorString", "cudnnGetLastErrorString", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetLastErrorString, (bd_gen_fn)bd_gen_first_cudnnGetLastErrorString},
    {"cudnnQueryRuntimeError", "cudnnQueryRuntimeError", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnQueryRuntimeError, (bd_gen_fn)bd_gen_first_cudnnQueryRuntimeError},
    {"cudnnGetProperty", "cudnnGetProperty", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetProperty, (bd_gen_fn)bd_gen_first_cudnnGetProperty},
    {"cudnnCreate", "cudnnCreate", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreate, (bd_gen_fn)bd_gen_first_cudnnCreate},
    {"cudnnDestroy", "cudnnDestroy", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroy, (bd_gen_fn)bd_gen_first_cudnnDestroy},
    {"cudnnSetStream", "cudnnSetStream", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetStream, (bd_gen_fn)bd_gen_first_cudnnSetStream},
    {"cudnnGetStream", "cudnnGetStream", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetStream, (bd_gen_fn)bd_gen_first_cudnnGetStream},
    {"cudnnSetCallback", "cudnnSetCallback", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetCallback, (bd_gen_fn)bd_gen_first_cudnnSetCallback},
    {"cudnnGetCallback", "cudnnGetCallback", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetCallback, (bd_gen_fn)bd_gen_first_cudnnGetCallback},
    {"cudnnGraphVersionCheck", "cudnnGraphVersionCheck", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGraphVersionCheck, (bd_gen_fn)bd_gen_first_cudnnGraphVersionCheck},
    {"cudnnBackendCreateDescriptor", "cudnnBackendCreateDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBackendCreateDescriptor, (bd_gen_fn)bd_gen_first_cudnnBackendCreateDescriptor},
    {"cudnnBackendDestroyDescriptor", "cudnnBackendDestroyDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBackendDestroyDescriptor, (bd_gen_fn)bd_gen_first_cudnnBackendDestroyDescriptor},
    {"cudnnBackendInitialize", "cudnnBackendInitialize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBackendInitialize, (bd_gen_fn)bd_gen_first_cudnnBackendInitialize},
    {"cudnnBackendFinalize", "cudnnBackendFinalize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBackendFinalize, (bd_gen_fn)bd_gen_first_cudnnBackendFinalize},
    {"cudnnBackendSetAttribute", "cudnnBackendSetAttribute", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBackendSetAttribute, (bd_gen_fn)bd_gen_first_cudnnBackendSetAttribute},
    {"cudnnBackendGetAttribute", "cudnnBackendGetAttribute", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBackendGetAttribute, (bd_gen_fn)bd_gen_first_cudnnBackendGetAttribute},
    {"cudnnBackendExecute", "cudnnBackendExecute", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBackendExecute, (bd_gen_fn)bd_gen_first_cudnnBackendExecute},
    {"cudnnBackendPopulateCudaGraph", "cudnnBackendPopulateCudaGraph", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBackendPopulateCudaGraph, (bd_gen_fn)bd_gen_first_cudnnBackendPopulateCudaGraph},
    {"cudnnBackendUpdateCudaGraph", "cudnnBackendUpdateCudaGraph", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBackendUpdateCudaGraph, (bd_gen_fn)bd_gen_first_cudnnBackendUpdateCudaGraph},
    {"cudnnCreateTensorDescriptor", "cudnnCreateTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateTensorDescriptor},
    {"cudnnSetTensor4dDescriptor", "cudnnSetTensor4dDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetTensor4dDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetTensor4dDescriptor},
    {"cudnnSetTensor4dDescriptorEx", "cudnnSetTensor4dDescriptorEx", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetTensor4dDescriptorEx, (bd_gen_fn)bd_gen_first_cudnnSetTensor4dDescriptorEx},
    {"cudnnGetTensor4dDescriptor", "cudnnGetTensor4dDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetTensor4dDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetTensor4dDescriptor},
    {"cudnnSetTensorNdDescriptor", "cudnnSetTensorNdDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetTensorNdDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetTensorNdDescriptor},
    {"cudnnSetTensorNdDescriptorEx", "cudnnSetTensorNdDescriptorEx", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetTensorNdDescriptorEx, (bd_gen_fn)bd_gen_first_cudnnSetTensorNdDescriptorEx},
    {"cudnnGetTensorNdDescriptor", "cudnnGetTensorNdDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetTensorNdDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetTensorNdDescriptor},
    {"cudnnGetTensorSizeInBytes", "cudnnGetTensorSizeInBytes", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetTensorSizeInBytes, (bd_gen_fn)bd_gen_first_cudnnGetTensorSizeInBytes},
    {"cudnnDestroyTensorDescriptor", "cudnnDestroyTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyTensorDescriptor},
    {"cudnnInitTransformDest", "cudnnInitTransformDest", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnInitTransformDest, (bd_gen_fn)bd_gen_first_cudnnInitTransformDest},
    {"cudnnCreateTensorTransformDescriptor", "cudnnCreateTensorTransformDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateTensorTransformDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateTensorTransformDescriptor},
    {"cudnnSetTensorTransformDescriptor", "cudnnSetTensorTransformDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetTensorTransformDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetTensorTransformDescriptor},
    {"cudnnGetTensorTransformDescriptor", "cudnnGetTensorTransformDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetTensorTransformDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetTensorTransformDescriptor},
    {"cudnnDestroyTensorTransformDescriptor", "cudnnDestroyTensorTransformDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyTensorTransformDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyTensorTransformDescriptor},
    {"cudnnTransformTensor", "cudnnTransformTensor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnTransformTensor, (bd_gen_fn)bd_gen_first_cudnnTransformTensor},
    {"cudnnTransformTensorEx", "cudnnTransformTensorEx", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnTransformTensorEx, (bd_gen_fn)bd_gen_first_cudnnTransformTensorEx},
    {"cudnnAddTensor", "cudnnAddTensor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnAddTensor, (bd_gen_fn)bd_gen_first_cudnnAddTensor},
    {"cudnnCreateOpTensorDescriptor", "cudnnCreateOpTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateOpTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateOpTensorDescriptor},
    {"cudnnSetOpTensorDescriptor", "cudnnSetOpTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetOpTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetOpTensorDescriptor},
    {"cudnnGetOpTensorDescriptor", "cudnnGetOpTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetOpTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetOpTensorDescriptor},
    {"cudnnDestroyOpTensorDescriptor", "cudnnDestroyOpTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyOpTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyOpTensorDescriptor},
    {"cudnnOpTensor", "cudnnOpTensor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnOpTensor, (bd_gen_fn)bd_gen_first_cudnnOpTensor},
    {"cudnnCreateReduceTensorDescriptor", "cudnnCreateReduceTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateReduceTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateReduceTensorDescriptor},
    {"cudnnSetReduceTensorDescriptor", "cudnnSetReduceTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetReduceTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetReduceTensorDescriptor},
    {"cudnnGetReduceTensorDescriptor", "cudnnGetReduceTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetReduceTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetReduceTensorDescriptor},
    {"cudnnDestroyReduceTensorDescriptor", "cudnnDestroyReduceTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyReduceTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyReduceTensorDescriptor},
    {"cudnnGetReductionIndicesSize", "cudnnGetReductionIndicesSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetReductionIndicesSize, (bd_gen_fn)bd_gen_first_cudnnGetReductionIndicesSize},
    {"cudnnGetReductionWorkspaceSize", "cudnnGetReductionWorkspaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetReductionWorkspaceSize, (bd_gen_fn)bd_gen_first_cudnnGetReductionWorkspaceSize},
    {"cudnnReduceTensor", "cudnnReduceTensor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnReduceTensor, (bd_gen_fn)bd_gen_first_cudnnReduceTensor},
    {"cudnnSetTensor", "cudnnSetTensor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetTensor, (bd_gen_fn)bd_gen_first_cudnnSetTensor},
    {"cudnnScaleTensor", "cudnnScaleTensor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnScaleTensor, (bd_gen_fn)bd_gen_first_cudnnScaleTensor},
    {"cudnnCreateFilterDescriptor", "cudnnCreateFilterDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateFilterDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateFilterDescriptor},
    {"cudnnSetFilter4dDescriptor", "cudnnSetFilter4dDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetFilter4dDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetFilter4dDescriptor},
    {"cudnnGetFilter4dDescriptor", "cudnnGetFilter4dDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetFilter4dDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetFilter4dDescriptor},
    {"cudnnSetFilterNdDescriptor", "cudnnSetFilterNdDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetFilterNdDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetFilterNdDescriptor},
    {"cudnnGetFilterNdDescriptor", "cudnnGetFilterNdDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetFilterNdDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetFilterNdDescriptor},
    {"cudnnGetFilterSizeInBytes", "cudnnGetFilterSizeInBytes", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetFilterSizeInBytes, (bd_gen_fn)bd_gen_first_cudnnGetFilterSizeInBytes},
    {"cudnnTransformFilter", "cudnnTransformFilter", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnTransformFilter, (bd_gen_fn)bd_gen_first_cudnnTransformFilter},
    {"cudnnDestroyFilterDescriptor", "cudnnDestroyFilterDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyFilterDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyFilterDescriptor},
    {"cudnnSoftmaxForward", "cudnnSoftmaxForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSoftmaxForward, (bd_gen_fn)bd_gen_first_cudnnSoftmaxForward},
    {"cudnnCreatePoolingDescriptor", "cudnnCreatePoolingDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreatePoolingDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreatePoolingDescriptor},
    {"cudnnSetPooling2dDescriptor", "cudnnSetPooling2dDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetPooling2dDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetPooling2dDescriptor},
    {"cudnnGetPooling2dDescriptor", "cudnnGetPooling2dDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetPooling2dDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetPooling2dDescriptor},
    {"cudnnSetPoolingNdDescriptor", "cudnnSetPoolingNdDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetPoolingNdDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetPoolingNdDescriptor},
    {"cudnnGetPoolingNdDescriptor", "cudnnGetPoolingNdDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetPoolingNdDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetPoolingNdDescriptor},
    {"cudnnGetPoolingNdForwardOutputDim", "cudnnGetPoolingNdForwardOutputDim", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetPoolingNdForwardOutputDim, (bd_gen_fn)bd_gen_first_cudnnGetPoolingNdForwardOutputDim},
    {"cudnnGetPooling2dForwardOutputDim", "cudnnGetPooling2dForwardOutputDim", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetPooling2dForwardOutputDim, (bd_gen_fn)bd_gen_first_cudnnGetPooling2dForwardOutputDim},
    {"cudnnDestroyPoolingDescriptor", "cudnnDestroyPoolingDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyPoolingDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyPoolingDescriptor},
    {"cudnnPoolingForward", "cudnnPoolingForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnPoolingForward, (bd_gen_fn)bd_gen_first_cudnnPoolingForward},
    {"cudnnCreateActivationDescriptor", "cudnnCreateActivationDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateActivationDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateActivationDescriptor},
    {"cudnnSetActivationDescriptor", "cudnnSetActivationDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetActivationDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetActivationDescriptor},
    {"cudnnGetActivationDescriptor", "cudnnGetActivationDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetActivationDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetActivationDescriptor},
    {"cudnnSetActivationDescriptorSwishBeta", "cudnnSetActivationDescriptorSwishBeta", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetActivationDescriptorSwishBeta, (bd_gen_fn)bd_gen_first_cudnnSetActivationDescriptorSwishBeta},
    {"cudnnGetActivationDescriptorSwishBeta", "cudnnGetActivationDescriptorSwishBeta", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetActivationDescriptorSwishBeta, (bd_gen_fn)bd_gen_first_cudnnGetActivationDescriptorSwishBeta},
    {"cudnnDestroyActivationDescriptor", "cudnnDestroyActivationDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyActivationDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyActivationDescriptor},
    {"cudnnActivationForward", "cudnnActivationForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnActivationForward, (bd_gen_fn)bd_gen_first_cudnnActivationForward},
    {"cudnnCreateLRNDescriptor", "cudnnCreateLRNDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateLRNDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateLRNDescriptor},
    {"cudnnSetLRNDescriptor", "cudnnSetLRNDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetLRNDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetLRNDescriptor},
    {"cudnnGetLRNDescriptor", "cudnnGetLRNDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetLRNDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetLRNDescriptor},
    {"cudnnDestroyLRNDescriptor", "cudnnDestroyLRNDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyLRNDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyLRNDescriptor},
    {"cudnnLRNCrossChannelForward", "cudnnLRNCrossChannelForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnLRNCrossChannelForward, (bd_gen_fn)bd_gen_first_cudnnLRNCrossChannelForward},
    {"cudnnDivisiveNormalizationForward", "cudnnDivisiveNormalizationForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDivisiveNormalizationForward, (bd_gen_fn)bd_gen_first_cudnnDivisiveNormalizationForward},
    {"cudnnDeriveBNTensorDescriptor", "cudnnDeriveBNTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDeriveBNTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnDeriveBNTensorDescriptor},
    {"cudnnBatchNormalizationForwardInference", "cudnnBatchNormalizationForwardInference", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBatchNormalizationForwardInference, (bd_gen_fn)bd_gen_first_cudnnBatchNormalizationForwardInference},
    {"cudnnDeriveNormTensorDescriptor", "cudnnDeriveNormTensorDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDeriveNormTensorDescriptor, (bd_gen_fn)bd_gen_first_cudnnDeriveNormTensorDescriptor},
    {"cudnnNormalizationForwardInference", "cudnnNormalizationForwardInference", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnNormalizationForwardInference, (bd_gen_fn)bd_gen_first_cudnnNormalizationForwardInference},
    {"cudnnCreateSpatialTransformerDescriptor", "cudnnCreateSpatialTransformerDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateSpatialTransformerDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateSpatialTransformerDescriptor},
    {"cudnnSetSpatialTransformerNdDescriptor", "cudnnSetSpatialTransformerNdDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetSpatialTransformerNdDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetSpatialTransformerNdDescriptor},
    {"cudnnDestroySpatialTransformerDescriptor", "cudnnDestroySpatialTransformerDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroySpatialTransformerDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroySpatialTransformerDescriptor},
    {"cudnnSpatialTfGridGeneratorForward", "cudnnSpatialTfGridGeneratorForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSpatialTfGridGeneratorForward, (bd_gen_fn)bd_gen_first_cudnnSpatialTfGridGeneratorForward},
    {"cudnnSpatialTfSamplerForward", "cudnnSpatialTfSamplerForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSpatialTfSamplerForward, (bd_gen_fn)bd_gen_first_cudnnSpatialTfSamplerForward},
    {"cudnnCreateDropoutDescriptor", "cudnnCreateDropoutDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateDropoutDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateDropoutDescriptor},
    {"cudnnDestroyDropoutDescriptor", "cudnnDestroyDropoutDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyDropoutDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyDropoutDescriptor},
    {"cudnnDropoutGetStatesSize", "cudnnDropoutGetStatesSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDropoutGetStatesSize, (bd_gen_fn)bd_gen_first_cudnnDropoutGetStatesSize},
    {"cudnnDropoutGetReserveSpaceSize", "cudnnDropoutGetReserveSpaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDropoutGetReserveSpaceSize, (bd_gen_fn)bd_gen_first_cudnnDropoutGetReserveSpaceSize},
    {"cudnnSetDropoutDescriptor", "cudnnSetDropoutDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetDropoutDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetDropoutDescriptor},
    {"cudnnRestoreDropoutDescriptor", "cudnnRestoreDropoutDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnRestoreDropoutDescriptor, (bd_gen_fn)bd_gen_first_cudnnRestoreDropoutDescriptor},
    {"cudnnGetDropoutDescriptor", "cudnnGetDropoutDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetDropoutDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetDropoutDescriptor},
    {"cudnnDropoutForward", "cudnnDropoutForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDropoutForward, (bd_gen_fn)bd_gen_first_cudnnDropoutForward},
    {"cudnnOpsVersionCheck", "cudnnOpsVersionCheck", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnOpsVersionCheck, (bd_gen_fn)bd_gen_first_cudnnOpsVersionCheck},
    {"cudnnSoftmaxBackward", "cudnnSoftmaxBackward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSoftmaxBackward, (bd_gen_fn)bd_gen_first_cudnnSoftmaxBackward},
    {"cudnnPoolingBackward", "cudnnPoolingBackward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnPoolingBackward, (bd_gen_fn)bd_gen_first_cudnnPoolingBackward},
    {"cudnnActivationBackward", "cudnnActivationBackward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnActivationBackward, (bd_gen_fn)bd_gen_first_cudnnActivationBackward},
    {"cudnnLRNCrossChannelBackward", "cudnnLRNCrossChannelBackward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnLRNCrossChannelBackward, (bd_gen_fn)bd_gen_first_cudnnLRNCrossChannelBackward},
    {"cudnnDivisiveNormalizationBackward", "cudnnDivisiveNormalizationBackward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDivisiveNormalizationBackward, (bd_gen_fn)bd_gen_first_cudnnDivisiveNormalizationBackward},
    {"cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize", "cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize, (bd_gen_fn)bd_gen_first_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize},
    {"cudnnGetBatchNormalizationBackwardExWorkspaceSize", "cudnnGetBatchNormalizationBackwardExWorkspaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetBatchNormalizationBackwardExWorkspaceSize, (bd_gen_fn)bd_gen_first_cudnnGetBatchNormalizationBackwardExWorkspaceSize},
    {"cudnnGetBatchNormalizationTrainingExReserveSpaceSize", "cudnnGetBatchNormalizationTrainingExReserveSpaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetBatchNormalizationTrainingExReserveSpaceSize, (bd_gen_fn)bd_gen_first_cudnnGetBatchNormalizationTrainingExReserveSpaceSize},
    {"cudnnBatchNormalizationForwardTraining", "cudnnBatchNormalizationForwardTraining", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBatchNormalizationForwardTraining, (bd_gen_fn)bd_gen_first_cudnnBatchNormalizationForwardTraining},
    {"cudnnBatchNormalizationForwardTrainingEx", "cudnnBatchNormalizationForwardTrainingEx", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBatchNormalizationForwardTrainingEx, (bd_gen_fn)bd_gen_first_cudnnBatchNormalizationForwardTrainingEx},
    {"cudnnBatchNormalizationBackward", "cudnnBatchNormalizationBackward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBatchNormalizationBackward, (bd_gen_fn)bd_gen_first_cudnnBatchNormalizationBackward},
    {"cudnnBatchNormalizationBackwardEx", "cudnnBatchNormalizationBackwardEx", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBatchNormalizationBackwardEx, (bd_gen_fn)bd_gen_first_cudnnBatchNormalizationBackwardEx},
    {"cudnnGetNormalizationForwardTrainingWorkspaceSize", "cudnnGetNormalizationForwardTrainingWorkspaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetNormalizationForwardTrainingWorkspaceSize, (bd_gen_fn)bd_gen_first_cudnnGetNormalizationForwardTrainingWorkspaceSize},
    {"cudnnGetNormalizationBackwardWorkspaceSize", "cudnnGetNormalizationBackwardWorkspaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetNormalizationBackwardWorkspaceSize, (bd_gen_fn)bd_gen_first_cudnnGetNormalizationBackwardWorkspaceSize},
    {"cudnnGetNormalizationTrainingReserveSpaceSize", "cudnnGetNormalizationTrainingReserveSpaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetNormalizationTrainingReserveSpaceSize, (bd_gen_fn)bd_gen_first_cudnnGetNormalizationTrainingReserveSpaceSize},
    {"cudnnNormalizationForwardTraining", "cudnnNormalizationForwardTraining", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnNormalizationForwardTraining, (bd_gen_fn)bd_gen_first_cudnnNormalizationForwardTraining},
    {"cudnnNormalizationBackward", "cudnnNormalizationBackward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnNormalizationBackward, (bd_gen_fn)bd_gen_first_cudnnNormalizationBackward},
    {"cudnnSpatialTfGridGeneratorBackward", "cudnnSpatialTfGridGeneratorBackward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSpatialTfGridGeneratorBackward, (bd_gen_fn)bd_gen_first_cudnnSpatialTfGridGeneratorBackward},
    {"cudnnSpatialTfSamplerBackward", "cudnnSpatialTfSamplerBackward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSpatialTfSamplerBackward, (bd_gen_fn)bd_gen_first_cudnnSpatialTfSamplerBackward},
    {"cudnnDropoutBackward", "cudnnDropoutBackward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDropoutBackward, (bd_gen_fn)bd_gen_first_cudnnDropoutBackward},
    {"cudnnCreateRNNDescriptor", "cudnnCreateRNNDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateRNNDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateRNNDescriptor},
    {"cudnnDestroyRNNDescriptor", "cudnnDestroyRNNDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyRNNDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyRNNDescriptor},
    {"cudnnSetRNNDescriptor_v8", "cudnnSetRNNDescriptor_v8", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetRNNDescriptor_v8, (bd_gen_fn)bd_gen_first_cudnnSetRNNDescriptor_v8},
    {"cudnnGetRNNDescriptor_v8", "cudnnGetRNNDescriptor_v8", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetRNNDescriptor_v8, (bd_gen_fn)bd_gen_first_cudnnGetRNNDescriptor_v8},
    {"cudnnRNNSetClip_v8", "cudnnRNNSetClip_v8", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnRNNSetClip_v8, (bd_gen_fn)bd_gen_first_cudnnRNNSetClip_v8},
    {"cudnnRNNSetClip_v9", "cudnnRNNSetClip_v9", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnRNNSetClip_v9, (bd_gen_fn)bd_gen_first_cudnnRNNSetClip_v9},
    {"cudnnRNNGetClip_v8", "cudnnRNNGetClip_v8", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnRNNGetClip_v8, (bd_gen_fn)bd_gen_first_cudnnRNNGetClip_v8},
    {"cudnnRNNGetClip_v9", "cudnnRNNGetClip_v9", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnRNNGetClip_v9, (bd_gen_fn)bd_gen_first_cudnnRNNGetClip_v9},
    {"cudnnBuildRNNDynamic", "cudnnBuildRNNDynamic", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnBuildRNNDynamic, (bd_gen_fn)bd_gen_first_cudnnBuildRNNDynamic},
    {"cudnnGetRNNTempSpaceSizes", "cudnnGetRNNTempSpaceSizes", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetRNNTempSpaceSizes, (bd_gen_fn)bd_gen_first_cudnnGetRNNTempSpaceSizes},
    {"cudnnGetRNNWeightSpaceSize", "cudnnGetRNNWeightSpaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetRNNWeightSpaceSize, (bd_gen_fn)bd_gen_first_cudnnGetRNNWeightSpaceSize},
    {"cudnnGetRNNWeightParams", "cudnnGetRNNWeightParams", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetRNNWeightParams, (bd_gen_fn)bd_gen_first_cudnnGetRNNWeightParams},
    {"cudnnCreateRNNDataDescriptor", "cudnnCreateRNNDataDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateRNNDataDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateRNNDataDescriptor},
    {"cudnnDestroyRNNDataDescriptor", "cudnnDestroyRNNDataDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyRNNDataDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyRNNDataDescriptor},
    {"cudnnSetRNNDataDescriptor", "cudnnSetRNNDataDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetRNNDataDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetRNNDataDescriptor},
    {"cudnnGetRNNDataDescriptor", "cudnnGetRNNDataDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetRNNDataDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetRNNDataDescriptor},
    {"cudnnRNNForward", "cudnnRNNForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnRNNForward, (bd_gen_fn)bd_gen_first_cudnnRNNForward},
    {"cudnnCreateSeqDataDescriptor", "cudnnCreateSeqDataDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateSeqDataDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateSeqDataDescriptor},
    {"cudnnDestroySeqDataDescriptor", "cudnnDestroySeqDataDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroySeqDataDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroySeqDataDescriptor},
    {"cudnnSetSeqDataDescriptor", "cudnnSetSeqDataDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetSeqDataDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetSeqDataDescriptor},
    {"cudnnGetSeqDataDescriptor", "cudnnGetSeqDataDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetSeqDataDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetSeqDataDescriptor},
    {"cudnnCreateAttnDescriptor", "cudnnCreateAttnDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateAttnDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateAttnDescriptor},
    {"cudnnDestroyAttnDescriptor", "cudnnDestroyAttnDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyAttnDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyAttnDescriptor},
    {"cudnnSetAttnDescriptor", "cudnnSetAttnDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetAttnDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetAttnDescriptor},
    {"cudnnGetAttnDescriptor", "cudnnGetAttnDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetAttnDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetAttnDescriptor},
    {"cudnnGetMultiHeadAttnBuffers", "cudnnGetMultiHeadAttnBuffers", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetMultiHeadAttnBuffers, (bd_gen_fn)bd_gen_first_cudnnGetMultiHeadAttnBuffers},
    {"cudnnGetMultiHeadAttnWeights", "cudnnGetMultiHeadAttnWeights", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetMultiHeadAttnWeights, (bd_gen_fn)bd_gen_first_cudnnGetMultiHeadAttnWeights},
    {"cudnnMultiHeadAttnForward", "cudnnMultiHeadAttnForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnMultiHeadAttnForward, (bd_gen_fn)bd_gen_first_cudnnMultiHeadAttnForward},
    {"cudnnAdvVersionCheck", "cudnnAdvVersionCheck", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnAdvVersionCheck, (bd_gen_fn)bd_gen_first_cudnnAdvVersionCheck},
    {"cudnnRNNBackwardData_v8", "cudnnRNNBackwardData_v8", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnRNNBackwardData_v8, (bd_gen_fn)bd_gen_first_cudnnRNNBackwardData_v8},
    {"cudnnRNNBackwardWeights_v8", "cudnnRNNBackwardWeights_v8", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnRNNBackwardWeights_v8, (bd_gen_fn)bd_gen_first_cudnnRNNBackwardWeights_v8},
    {"cudnnMultiHeadAttnBackwardData", "cudnnMultiHeadAttnBackwardData", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnMultiHeadAttnBackwardData, (bd_gen_fn)bd_gen_first_cudnnMultiHeadAttnBackwardData},
    {"cudnnMultiHeadAttnBackwardWeights", "cudnnMultiHeadAttnBackwardWeights", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnMultiHeadAttnBackwardWeights, (bd_gen_fn)bd_gen_first_cudnnMultiHeadAttnBackwardWeights},
    {"cudnnCreateCTCLossDescriptor", "cudnnCreateCTCLossDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateCTCLossDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateCTCLossDescriptor},
    {"cudnnSetCTCLossDescriptor", "cudnnSetCTCLossDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetCTCLossDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetCTCLossDescriptor},
    {"cudnnSetCTCLossDescriptorEx", "cudnnSetCTCLossDescriptorEx", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetCTCLossDescriptorEx, (bd_gen_fn)bd_gen_first_cudnnSetCTCLossDescriptorEx},
    {"cudnnSetCTCLossDescriptor_v8", "cudnnSetCTCLossDescriptor_v8", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetCTCLossDescriptor_v8, (bd_gen_fn)bd_gen_first_cudnnSetCTCLossDescriptor_v8},
    {"cudnnSetCTCLossDescriptor_v9", "cudnnSetCTCLossDescriptor_v9", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetCTCLossDescriptor_v9, (bd_gen_fn)bd_gen_first_cudnnSetCTCLossDescriptor_v9},
    {"cudnnGetCTCLossDescriptor", "cudnnGetCTCLossDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetCTCLossDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetCTCLossDescriptor},
    {"cudnnGetCTCLossDescriptorEx", "cudnnGetCTCLossDescriptorEx", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetCTCLossDescriptorEx, (bd_gen_fn)bd_gen_first_cudnnGetCTCLossDescriptorEx},
    {"cudnnGetCTCLossDescriptor_v8", "cudnnGetCTCLossDescriptor_v8", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetCTCLossDescriptor_v8, (bd_gen_fn)bd_gen_first_cudnnGetCTCLossDescriptor_v8},
    {"cudnnGetCTCLossDescriptor_v9", "cudnnGetCTCLossDescriptor_v9", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetCTCLossDescriptor_v9, (bd_gen_fn)bd_gen_first_cudnnGetCTCLossDescriptor_v9},
    {"cudnnDestroyCTCLossDescriptor", "cudnnDestroyCTCLossDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyCTCLossDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyCTCLossDescriptor},
    {"cudnnCTCLoss", "cudnnCTCLoss", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCTCLoss, (bd_gen_fn)bd_gen_first_cudnnCTCLoss},
    {"cudnnCTCLoss_v8", "cudnnCTCLoss_v8", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCTCLoss_v8, (bd_gen_fn)bd_gen_first_cudnnCTCLoss_v8},
    {"cudnnGetCTCLossWorkspaceSize", "cudnnGetCTCLossWorkspaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetCTCLossWorkspaceSize, (bd_gen_fn)bd_gen_first_cudnnGetCTCLossWorkspaceSize},
    {"cudnnGetCTCLossWorkspaceSize_v8", "cudnnGetCTCLossWorkspaceSize_v8", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetCTCLossWorkspaceSize_v8, (bd_gen_fn)bd_gen_first_cudnnGetCTCLossWorkspaceSize_v8},
    {"cudnnCreateConvolutionDescriptor", "cudnnCreateConvolutionDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateConvolutionDescriptor, (bd_gen_fn)bd_gen_first_cudnnCreateConvolutionDescriptor},
    {"cudnnDestroyConvolutionDescriptor", "cudnnDestroyConvolutionDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyConvolutionDescriptor, (bd_gen_fn)bd_gen_first_cudnnDestroyConvolutionDescriptor},
    {"cudnnSetConvolutionMathType", "cudnnSetConvolutionMathType", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetConvolutionMathType, (bd_gen_fn)bd_gen_first_cudnnSetConvolutionMathType},
    {"cudnnGetConvolutionMathType", "cudnnGetConvolutionMathType", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionMathType, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionMathType},
    {"cudnnSetConvolutionGroupCount", "cudnnSetConvolutionGroupCount", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetConvolutionGroupCount, (bd_gen_fn)bd_gen_first_cudnnSetConvolutionGroupCount},
    {"cudnnGetConvolutionGroupCount", "cudnnGetConvolutionGroupCount", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionGroupCount, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionGroupCount},
    {"cudnnSetConvolutionReorderType", "cudnnSetConvolutionReorderType", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetConvolutionReorderType, (bd_gen_fn)bd_gen_first_cudnnSetConvolutionReorderType},
    {"cudnnGetConvolutionReorderType", "cudnnGetConvolutionReorderType", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionReorderType, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionReorderType},
    {"cudnnSetConvolution2dDescriptor", "cudnnSetConvolution2dDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetConvolution2dDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetConvolution2dDescriptor},
    {"cudnnGetConvolution2dDescriptor", "cudnnGetConvolution2dDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolution2dDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetConvolution2dDescriptor},
    {"cudnnSetConvolutionNdDescriptor", "cudnnSetConvolutionNdDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetConvolutionNdDescriptor, (bd_gen_fn)bd_gen_first_cudnnSetConvolutionNdDescriptor},
    {"cudnnGetConvolutionNdDescriptor", "cudnnGetConvolutionNdDescriptor", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionNdDescriptor, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionNdDescriptor},
    {"cudnnGetConvolution2dForwardOutputDim", "cudnnGetConvolution2dForwardOutputDim", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolution2dForwardOutputDim, (bd_gen_fn)bd_gen_first_cudnnGetConvolution2dForwardOutputDim},
    {"cudnnGetConvolutionNdForwardOutputDim", "cudnnGetConvolutionNdForwardOutputDim", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionNdForwardOutputDim, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionNdForwardOutputDim},
    {"cudnnGetConvolutionForwardAlgorithmMaxCount", "cudnnGetConvolutionForwardAlgorithmMaxCount", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionForwardAlgorithmMaxCount, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionForwardAlgorithmMaxCount},
    {"cudnnGetConvolutionForwardAlgorithm_v7", "cudnnGetConvolutionForwardAlgorithm_v7", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionForwardAlgorithm_v7, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionForwardAlgorithm_v7},
    {"cudnnFindConvolutionForwardAlgorithm", "cudnnFindConvolutionForwardAlgorithm", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnFindConvolutionForwardAlgorithm, (bd_gen_fn)bd_gen_first_cudnnFindConvolutionForwardAlgorithm},
    {"cudnnFindConvolutionForwardAlgorithmEx", "cudnnFindConvolutionForwardAlgorithmEx", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnFindConvolutionForwardAlgorithmEx, (bd_gen_fn)bd_gen_first_cudnnFindConvolutionForwardAlgorithmEx},
    {"cudnnIm2Col", "cudnnIm2Col", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnIm2Col, (bd_gen_fn)bd_gen_first_cudnnIm2Col},
    {"cudnnReorderFilterAndBias", "cudnnReorderFilterAndBias", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnReorderFilterAndBias, (bd_gen_fn)bd_gen_first_cudnnReorderFilterAndBias},
    {"cudnnGetConvolutionForwardWorkspaceSize", "cudnnGetConvolutionForwardWorkspaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionForwardWorkspaceSize, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionForwardWorkspaceSize},
    {"cudnnConvolutionForward", "cudnnConvolutionForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnConvolutionForward, (bd_gen_fn)bd_gen_first_cudnnConvolutionForward},
    {"cudnnConvolutionBiasActivationForward", "cudnnConvolutionBiasActivationForward", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnConvolutionBiasActivationForward, (bd_gen_fn)bd_gen_first_cudnnConvolutionBiasActivationForward},
    {"cudnnGetConvolutionBackwardDataAlgorithmMaxCount", "cudnnGetConvolutionBackwardDataAlgorithmMaxCount", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardDataAlgorithmMaxCount, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardDataAlgorithmMaxCount},
    {"cudnnFindConvolutionBackwardDataAlgorithm", "cudnnFindConvolutionBackwardDataAlgorithm", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnFindConvolutionBackwardDataAlgorithm, (bd_gen_fn)bd_gen_first_cudnnFindConvolutionBackwardDataAlgorithm},
    {"cudnnFindConvolutionBackwardDataAlgorithmEx", "cudnnFindConvolutionBackwardDataAlgorithmEx", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnFindConvolutionBackwardDataAlgorithmEx, (bd_gen_fn)bd_gen_first_cudnnFindConvolutionBackwardDataAlgorithmEx},
    {"cudnnGetConvolutionBackwardDataAlgorithm_v7", "cudnnGetConvolutionBackwardDataAlgorithm_v7", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardDataAlgorithm_v7, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardDataAlgorithm_v7},
    {"cudnnGetConvolutionBackwardDataWorkspaceSize", "cudnnGetConvolutionBackwardDataWorkspaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardDataWorkspaceSize, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardDataWorkspaceSize},
    {"cudnnConvolutionBackwardData", "cudnnConvolutionBackwardData", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnConvolutionBackwardData, (bd_gen_fn)bd_gen_first_cudnnConvolutionBackwardData},
    {"cudnnGetFoldedConvBackwardDataDescriptors", "cudnnGetFoldedConvBackwardDataDescriptors", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetFoldedConvBackwardDataDescriptors, (bd_gen_fn)bd_gen_first_cudnnGetFoldedConvBackwardDataDescriptors},
    {"cudnnCnnVersionCheck", "cudnnCnnVersionCheck", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCnnVersionCheck, (bd_gen_fn)bd_gen_first_cudnnCnnVersionCheck},
    {"cudnnGetConvolutionBackwardFilterAlgorithmMaxCount", "cudnnGetConvolutionBackwardFilterAlgorithmMaxCount", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount},
    {"cudnnFindConvolutionBackwardFilterAlgorithm", "cudnnFindConvolutionBackwardFilterAlgorithm", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnFindConvolutionBackwardFilterAlgorithm, (bd_gen_fn)bd_gen_first_cudnnFindConvolutionBackwardFilterAlgorithm},
    {"cudnnFindConvolutionBackwardFilterAlgorithmEx", "cudnnFindConvolutionBackwardFilterAlgorithmEx", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnFindConvolutionBackwardFilterAlgorithmEx, (bd_gen_fn)bd_gen_first_cudnnFindConvolutionBackwardFilterAlgorithmEx},
    {"cudnnGetConvolutionBackwardFilterAlgorithm_v7", "cudnnGetConvolutionBackwardFilterAlgorithm_v7", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardFilterAlgorithm_v7, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardFilterAlgorithm_v7},
    {"cudnnGetConvolutionBackwardFilterWorkspaceSize", "cudnnGetConvolutionBackwardFilterWorkspaceSize", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetConvolutionBackwardFilterWorkspaceSize, (bd_gen_fn)bd_gen_first_cudnnGetConvolutionBackwardFilterWorkspaceSize},
    {"cudnnConvolutionBackwardFilter", "cudnnConvolutionBackwardFilter", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnConvolutionBackwardFilter, (bd_gen_fn)bd_gen_first_cudnnConvolutionBackwardFilter},
    {"cudnnConvolutionBackwardBias", "cudnnConvolutionBackwardBias", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnConvolutionBackwardBias, (bd_gen_fn)bd_gen_first_cudnnConvolutionBackwardBias},
    {"cudnnCreateFusedOpsConstParamPack", "cudnnCreateFusedOpsConstParamPack", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateFusedOpsConstParamPack, (bd_gen_fn)bd_gen_first_cudnnCreateFusedOpsConstParamPack},
    {"cudnnDestroyFusedOpsConstParamPack", "cudnnDestroyFusedOpsConstParamPack", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyFusedOpsConstParamPack, (bd_gen_fn)bd_gen_first_cudnnDestroyFusedOpsConstParamPack},
    {"cudnnSetFusedOpsConstParamPackAttribute", "cudnnSetFusedOpsConstParamPackAttribute", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetFusedOpsConstParamPackAttribute, (bd_gen_fn)bd_gen_first_cudnnSetFusedOpsConstParamPackAttribute},
    {"cudnnGetFusedOpsConstParamPackAttribute", "cudnnGetFusedOpsConstParamPackAttribute", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetFusedOpsConstParamPackAttribute, (bd_gen_fn)bd_gen_first_cudnnGetFusedOpsConstParamPackAttribute},
    {"cudnnCreateFusedOpsVariantParamPack", "cudnnCreateFusedOpsVariantParamPack", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateFusedOpsVariantParamPack, (bd_gen_fn)bd_gen_first_cudnnCreateFusedOpsVariantParamPack},
    {"cudnnDestroyFusedOpsVariantParamPack", "cudnnDestroyFusedOpsVariantParamPack", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyFusedOpsVariantParamPack, (bd_gen_fn)bd_gen_first_cudnnDestroyFusedOpsVariantParamPack},
    {"cudnnSetFusedOpsVariantParamPackAttribute", "cudnnSetFusedOpsVariantParamPackAttribute", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnSetFusedOpsVariantParamPackAttribute, (bd_gen_fn)bd_gen_first_cudnnSetFusedOpsVariantParamPackAttribute},
    {"cudnnGetFusedOpsVariantParamPackAttribute", "cudnnGetFusedOpsVariantParamPackAttribute", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnGetFusedOpsVariantParamPackAttribute, (bd_gen_fn)bd_gen_first_cudnnGetFusedOpsVariantParamPackAttribute},
    {"cudnnCreateFusedOpsPlan", "cudnnCreateFusedOpsPlan", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnCreateFusedOpsPlan, (bd_gen_fn)bd_gen_first_cudnnCreateFusedOpsPlan},
    {"cudnnDestroyFusedOpsPlan", "cudnnDestroyFusedOpsPlan", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnDestroyFusedOpsPlan, (bd_gen_fn)bd_gen_first_cudnnDestroyFusedOpsPlan},
    {"cudnnMakeFusedOpsPlan", "cudnnMakeFusedOpsPlan", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnMakeFusedOpsPlan, (bd_gen_fn)bd_gen_first_cudnnMakeFusedOpsPlan},
    {"cudnnFusedOpsExecute", "cudnnFusedOpsExecute", 0, 0, 0, &bd_gen_cudnn.pfn_cudnnFusedOpsExecute, (bd_gen_fn)bd_gen_first_cudnnFusedOpsExecute},
};

struct bd_gen_library bd_gen_cudnn_library = BD_GEN_LIBRARY("cudnn", "libcudnn.so.9", BD_GEN_DLSYM, entries, bd_gen_cudnn_status_name, &bd_gen_cudnn, NULL);

size_t bd_cudnnGetVersion(void)
{
    return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetVersion)();
}

size_t bd_cudnnGetMaxDeviceVersion(void)
{
    return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMaxDeviceVersion)();
}

size_t bd_cudnnGetCudartVersion(void)
{
    return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCudartVersion)();
}

const char * bd_cudnnGetErrorString(cudnnStatus_t status)
{
    return BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetErrorString)(status);
}

void bd_cudnnGetLastErrorString(char *message, size_t max_size)
{
    BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetLastErrorString)(message, max_size);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnQueryRuntimeError(cudnnHandle_t handle, cudnnStatus_t *rstatus, cudnnErrQueryMode_t mode, cudnnRuntimeTag_t *tag, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnQueryRuntimeError", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnQueryRuntimeError)(handle, rstatus, mode, tag), "cudnnQueryRuntimeError");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnQueryRuntimeError(cudnnHandle_t handle, cudnnStatus_t *rstatus, cudnnErrQueryMode_t mode, cudnnRuntimeTag_t *tag, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnQueryRuntimeError)(handle, rstatus, mode, tag), "cudnnQueryRuntimeError");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnQueryRuntimeError(cudnnHandle_t handle, cudnnStatus_t *rstatus, cudnnErrQueryMode_t mode, cudnnRuntimeTag_t *tag, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnQueryRuntimeError", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnQueryRuntimeError)(handle, rstatus, mode, tag), "cudnnQueryRuntimeError");
    return bd_gen_checks_on ? bd_gen_checked_cudnnQueryRuntimeError(handle, rstatus, mode, tag, bd, bd_caller)
                            : bd_gen_slow_cudnnQueryRuntimeError(handle, rstatus, mode, tag, bd);
}

cudnnStatus_t bd_cudnnQueryRuntimeError(bound_dev_t *bd, cudnnHandle_t handle, cudnnStatus_t *rstatus, cudnnErrQueryMode_t mode, cudnnRuntimeTag_t *tag)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnQueryRuntimeError)(handle, rstatus, mode, tag)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnQueryRuntimeError(handle, rstatus, mode, tag, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnQueryRuntimeError(handle, rstatus, mode, tag, bd);
}

cudnnStatus_t bd_cudnnGetProperty(libraryPropertyType type, int *value)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetProperty)(type, value), "cudnnGetProperty");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnCreate(cudnnHandle_t *handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreate)(handle), "cudnnCreate");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CUDNN_HANDLE, BD_HANDLE_VALUE(*handle), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnCreate(cudnnHandle_t *handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreate)(handle), "cudnnCreate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnCreate(cudnnHandle_t *handle, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreate)(handle), "cudnnCreate");
    return bd_gen_checks_on ? bd_gen_checked_cudnnCreate(handle, bd, bd_caller)
                            : bd_gen_slow_cudnnCreate(handle, bd);
}

cudnnStatus_t bd_cudnnCreate(bound_dev_t *bd, cudnnHandle_t *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreate)(handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnCreate(handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnCreate(handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnDestroy(cudnnHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnDestroy", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroy)(handle), "cudnnDestroy");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_CUDNN_HANDLE, BD_HANDLE_VALUE(handle));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnDestroy(cudnnHandle_t handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroy)(handle), "cudnnDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnDestroy(cudnnHandle_t handle, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroy)(handle), "cudnnDestroy");
    return bd_gen_checks_on ? bd_gen_checked_cudnnDestroy(handle, bd, bd_caller)
                            : bd_gen_slow_cudnnDestroy(handle, bd);
}

cudnnStatus_t bd_cudnnDestroy(bound_dev_t *bd, cudnnHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroy)(handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnDestroy(handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnDestroy(handle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnSetStream(cudnnHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnSetStream", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
        {"streamId", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(streamId)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetStream)(handle, streamId), "cudnnSetStream");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnSetStream(cudnnHandle_t handle, cudaStream_t streamId, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetStream)(handle, streamId), "cudnnSetStream");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnSetStream(cudnnHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle), BD_HANDLE_VALUE(streamId)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnSetStream", bd, bd_values, 2)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetStream)(handle, streamId), "cudnnSetStream");
    return bd_gen_checks_on ? bd_gen_checked_cudnnSetStream(handle, streamId, bd, bd_caller)
                            : bd_gen_slow_cudnnSetStream(handle, streamId, bd);
}

cudnnStatus_t bd_cudnnSetStream(bound_dev_t *bd, cudnnHandle_t handle, cudaStream_t streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetStream)(handle, streamId)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnSetStream(handle, streamId, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnSetStream(handle, streamId, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetStream(cudnnHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetStream", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetStream)(handle, streamId), "cudnnGetStream");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetStream(cudnnHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetStream)(handle, streamId), "cudnnGetStream");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetStream(cudnnHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetStream", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetStream)(handle, streamId), "cudnnGetStream");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetStream(handle, streamId, bd, bd_caller)
                            : bd_gen_slow_cudnnGetStream(handle, streamId, bd);
}

cudnnStatus_t bd_cudnnGetStream(bound_dev_t *bd, cudnnHandle_t handle, cudaStream_t *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetStream)(handle, streamId)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetStream(handle, streamId, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetStream(handle, streamId, bd);
}

cudnnStatus_t bd_cudnnSetCallback(unsigned int mask, void *udata, cudnnCallback_t fptr)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetCallback)(mask, udata, fptr), "cudnnSetCallback");
}

cudnnStatus_t bd_cudnnGetCallback(unsigned int *mask, void **udata, cudnnCallback_t *fptr)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCallback)(mask, udata, fptr), "cudnnGetCallback");
}

cudnnStatus_t bd_cudnnGraphVersionCheck(void)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGraphVersionCheck)(), "cudnnGraphVersionCheck");
}

cudnnStatus_t bd_cudnnBackendCreateDescriptor(cudnnBackendDescriptorType_t descriptorType, cudnnBackendDescriptor_t *descriptor)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendCreateDescriptor)(descriptorType, descriptor), "cudnnBackendCreateDescriptor");
}

cudnnStatus_t bd_cudnnBackendDestroyDescriptor(cudnnBackendDescriptor_t descriptor)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendDestroyDescriptor)(descriptor), "cudnnBackendDestroyDescriptor");
}

cudnnStatus_t bd_cudnnBackendInitialize(cudnnBackendDescriptor_t descriptor)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendInitialize)(descriptor), "cudnnBackendInitialize");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnBackendFinalize(cudnnBackendDescriptor_t descriptor, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnBackendFinalize", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendFinalize)(descriptor), "cudnnBackendFinalize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnBackendFinalize(cudnnBackendDescriptor_t descriptor, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendFinalize)(descriptor), "cudnnBackendFinalize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnBackendFinalize(cudnnBackendDescriptor_t descriptor, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendFinalize)(descriptor), "cudnnBackendFinalize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnBackendFinalize(descriptor, bd, bd_caller)
                            : bd_gen_slow_cudnnBackendFinalize(descriptor, bd);
}

cudnnStatus_t bd_cudnnBackendFinalize(bound_dev_t *bd, cudnnBackendDescriptor_t descriptor)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendFinalize)(descriptor)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnBackendFinalize(descriptor, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnBackendFinalize(descriptor, bd);
}

cudnnStatus_t bd_cudnnBackendSetAttribute(cudnnBackendDescriptor_t descriptor, cudnnBackendAttributeName_t attributeName, cudnnBackendAttributeType_t attributeType, int64_t elementCount, const void *arrayOfElements)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendSetAttribute)(descriptor, attributeName, attributeType, elementCount, arrayOfElements), "cudnnBackendSetAttribute");
}

cudnnStatus_t bd_cudnnBackendGetAttribute(const cudnnBackendDescriptor_t descriptor, cudnnBackendAttributeName_t attributeName, cudnnBackendAttributeType_t attributeType, int64_t requestedElementCount, int64_t *elementCount, void *arrayOfElements)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendGetAttribute)(descriptor, attributeName, attributeType, requestedElementCount, elementCount, arrayOfElements), "cudnnBackendGetAttribute");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnBackendExecute(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnBackendExecute", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendExecute)(handle, executionPlan, variantPack), "cudnnBackendExecute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnBackendExecute(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendExecute)(handle, executionPlan, variantPack), "cudnnBackendExecute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnBackendExecute(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnBackendExecute", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendExecute)(handle, executionPlan, variantPack), "cudnnBackendExecute");
    return bd_gen_checks_on ? bd_gen_checked_cudnnBackendExecute(handle, executionPlan, variantPack, bd, bd_caller)
                            : bd_gen_slow_cudnnBackendExecute(handle, executionPlan, variantPack, bd);
}

cudnnStatus_t bd_cudnnBackendExecute(bound_dev_t *bd, cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendExecute)(handle, executionPlan, variantPack)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnBackendExecute(handle, executionPlan, variantPack, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnBackendExecute(handle, executionPlan, variantPack, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnBackendPopulateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnBackendPopulateCudaGraph", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendPopulateCudaGraph)(handle, executionPlan, variantPack, graph), "cudnnBackendPopulateCudaGraph");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnBackendPopulateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendPopulateCudaGraph)(handle, executionPlan, variantPack, graph), "cudnnBackendPopulateCudaGraph");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnBackendPopulateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnBackendPopulateCudaGraph", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendPopulateCudaGraph)(handle, executionPlan, variantPack, graph), "cudnnBackendPopulateCudaGraph");
    return bd_gen_checks_on ? bd_gen_checked_cudnnBackendPopulateCudaGraph(handle, executionPlan, variantPack, graph, bd, bd_caller)
                            : bd_gen_slow_cudnnBackendPopulateCudaGraph(handle, executionPlan, variantPack, graph, bd);
}

cudnnStatus_t bd_cudnnBackendPopulateCudaGraph(bound_dev_t *bd, cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendPopulateCudaGraph)(handle, executionPlan, variantPack, graph)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnBackendPopulateCudaGraph(handle, executionPlan, variantPack, graph, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnBackendPopulateCudaGraph(handle, executionPlan, variantPack, graph, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnBackendUpdateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnBackendUpdateCudaGraph", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendUpdateCudaGraph)(handle, executionPlan, variantPack, graph), "cudnnBackendUpdateCudaGraph");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnBackendUpdateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendUpdateCudaGraph)(handle, executionPlan, variantPack, graph), "cudnnBackendUpdateCudaGraph");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnBackendUpdateCudaGraph(cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnBackendUpdateCudaGraph", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendUpdateCudaGraph)(handle, executionPlan, variantPack, graph), "cudnnBackendUpdateCudaGraph");
    return bd_gen_checks_on ? bd_gen_checked_cudnnBackendUpdateCudaGraph(handle, executionPlan, variantPack, graph, bd, bd_caller)
                            : bd_gen_slow_cudnnBackendUpdateCudaGraph(handle, executionPlan, variantPack, graph, bd);
}

cudnnStatus_t bd_cudnnBackendUpdateCudaGraph(bound_dev_t *bd, cudnnHandle_t handle, cudnnBackendDescriptor_t executionPlan, cudnnBackendDescriptor_t variantPack, cudaGraph_t graph)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBackendUpdateCudaGraph)(handle, executionPlan, variantPack, graph)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnBackendUpdateCudaGraph(handle, executionPlan, variantPack, graph, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnBackendUpdateCudaGraph(handle, executionPlan, variantPack, graph, bd);
}

cudnnStatus_t bd_cudnnCreateTensorDescriptor(cudnnTensorDescriptor_t *tensorDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateTensorDescriptor)(tensorDesc), "cudnnCreateTensorDescriptor");
}

cudnnStatus_t bd_cudnnSetTensor4dDescriptor(cudnnTensorDescriptor_t tensorDesc, cudnnTensorFormat_t format, cudnnDataType_t dataType, int n, int c, int h, int w)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensor4dDescriptor)(tensorDesc, format, dataType, n, c, h, w), "cudnnSetTensor4dDescriptor");
}

cudnnStatus_t bd_cudnnSetTensor4dDescriptorEx(cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t dataType, int n, int c, int h, int w, int nStride, int cStride, int hStride, int wStride)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensor4dDescriptorEx)(tensorDesc, dataType, n, c, h, w, nStride, cStride, hStride, wStride), "cudnnSetTensor4dDescriptorEx");
}

cudnnStatus_t bd_cudnnGetTensor4dDescriptor(const cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t *dataType, int *n, int *c, int *h, int *w, int *nStride, int *cStride, int *hStride, int *wStride)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetTensor4dDescriptor)(tensorDesc, dataType, n, c, h, w, nStride, cStride, hStride, wStride), "cudnnGetTensor4dDescriptor");
}

cudnnStatus_t bd_cudnnSetTensorNdDescriptor(cudnnTensorDescriptor_t tensorDesc, cudnnDataType_t dataType, int nbDims, const int dimA[], const int strideA[])
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensorNdDescriptor)(tensorDesc, dataType, nbDims, dimA, strideA), "cudnnSetTensorNdDescriptor");
}

cudnnStatus_t bd_cudnnSetTensorNdDescriptorEx(cudnnTensorDescriptor_t tensorDesc, cudnnTensorFormat_t format, cudnnDataType_t dataType, int nbDims, const int dimA[])
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensorNdDescriptorEx)(tensorDesc, format, dataType, nbDims, dimA), "cudnnSetTensorNdDescriptorEx");
}

cudnnStatus_t bd_cudnnGetTensorNdDescriptor(const cudnnTensorDescriptor_t tensorDesc, int nbDimsRequested, cudnnDataType_t *dataType, int *nbDims, int dimA[], int strideA[])
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetTensorNdDescriptor)(tensorDesc, nbDimsRequested, dataType, nbDims, dimA, strideA), "cudnnGetTensorNdDescriptor");
}

cudnnStatus_t bd_cudnnGetTensorSizeInBytes(const cudnnTensorDescriptor_t tensorDesc, size_t *size)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetTensorSizeInBytes)(tensorDesc, size), "cudnnGetTensorSizeInBytes");
}

cudnnStatus_t bd_cudnnDestroyTensorDescriptor(cudnnTensorDescriptor_t tensorDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyTensorDescriptor)(tensorDesc), "cudnnDestroyTensorDescriptor");
}

cudnnStatus_t bd_cudnnInitTransformDest(const cudnnTensorTransformDescriptor_t transformDesc, const cudnnTensorDescriptor_t srcDesc, cudnnTensorDescriptor_t destDesc, size_t *destSizeInBytes)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnInitTransformDest)(transformDesc, srcDesc, destDesc, destSizeInBytes), "cudnnInitTransformDest");
}

cudnnStatus_t bd_cudnnCreateTensorTransformDescriptor(cudnnTensorTransformDescriptor_t *transformDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateTensorTransformDescriptor)(transformDesc), "cudnnCreateTensorTransformDescriptor");
}

cudnnStatus_t bd_cudnnSetTensorTransformDescriptor(cudnnTensorTransformDescriptor_t transformDesc, const uint32_t nbDims, const cudnnTensorFormat_t destFormat, const int32_t padBeforeA[], const int32_t padAfterA[], const uint32_t foldA[], const cudnnFoldingDirection_t direction)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensorTransformDescriptor)(transformDesc, nbDims, destFormat, padBeforeA, padAfterA, foldA, direction), "cudnnSetTensorTransformDescriptor");
}

cudnnStatus_t bd_cudnnGetTensorTransformDescriptor(cudnnTensorTransformDescriptor_t transformDesc, uint32_t nbDimsRequested, cudnnTensorFormat_t *destFormat, int32_t padBeforeA[], int32_t padAfterA[], uint32_t foldA[], cudnnFoldingDirection_t *direction)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetTensorTransformDescriptor)(transformDesc, nbDimsRequested, destFormat, padBeforeA, padAfterA, foldA, direction), "cudnnGetTensorTransformDescriptor");
}

cudnnStatus_t bd_cudnnDestroyTensorTransformDescriptor(cudnnTensorTransformDescriptor_t transformDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyTensorTransformDescriptor)(transformDesc), "cudnnDestroyTensorTransformDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnTransformTensor(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnTransformTensor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformTensor)(handle, alpha, xDesc, x, beta, yDesc, y), "cudnnTransformTensor");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"y", BD_HANDLE_VALUE(y), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnTransformTensor(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformTensor)(handle, alpha, xDesc, x, beta, yDesc, y), "cudnnTransformTensor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnTransformTensor(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnTransformTensor(handle, alpha, xDesc, x, beta, yDesc, y, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnTransformTensor", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformTensor)(handle, alpha, xDesc, x, beta, yDesc, y), "cudnnTransformTensor");
    return bd_gen_checks_on ? bd_gen_checked_cudnnTransformTensor(handle, alpha, xDesc, x, beta, yDesc, y, bd, bd_caller)
                            : bd_gen_slow_cudnnTransformTensor(handle, alpha, xDesc, x, beta, yDesc, y, bd);
}

cudnnStatus_t bd_cudnnTransformTensor(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformTensor)(handle, alpha, xDesc, x, beta, yDesc, y), "cudnnTransformTensor")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnTransformTensor(handle, alpha, xDesc, x, beta, yDesc, y, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnTransformTensor(handle, alpha, xDesc, x, beta, yDesc, y, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(y), 1, "cudnnTransformTensor");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnTransformTensorEx(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnTensorDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnTensorDescriptor_t destDesc, void *destData, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnTransformTensorEx", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformTensorEx)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData), "cudnnTransformTensorEx");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnTransformTensorEx(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnTensorDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnTensorDescriptor_t destDesc, void *destData, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformTensorEx)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData), "cudnnTransformTensorEx");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnTransformTensorEx(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnTensorDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnTensorDescriptor_t destDesc, void *destData, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnTransformTensorEx", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformTensorEx)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData), "cudnnTransformTensorEx");
    return bd_gen_checks_on ? bd_gen_checked_cudnnTransformTensorEx(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd, bd_caller)
                            : bd_gen_slow_cudnnTransformTensorEx(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd);
}

cudnnStatus_t bd_cudnnTransformTensorEx(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnTensorDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnTensorDescriptor_t destDesc, void *destData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformTensorEx)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnTransformTensorEx(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnTransformTensorEx(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnAddTensor(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnAddTensor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnAddTensor)(handle, alpha, aDesc, A, beta, cDesc, C), "cudnnAddTensor");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"A", BD_HANDLE_VALUE(A), 1, false},
                {"C", BD_HANDLE_VALUE(C), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnAddTensor(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnAddTensor)(handle, alpha, aDesc, A, beta, cDesc, C), "cudnnAddTensor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnAddTensor(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnAddTensor(handle, alpha, aDesc, A, beta, cDesc, C, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnAddTensor", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnAddTensor)(handle, alpha, aDesc, A, beta, cDesc, C), "cudnnAddTensor");
    return bd_gen_checks_on ? bd_gen_checked_cudnnAddTensor(handle, alpha, aDesc, A, beta, cDesc, C, bd, bd_caller)
                            : bd_gen_slow_cudnnAddTensor(handle, alpha, aDesc, A, beta, cDesc, C, bd);
}

cudnnStatus_t bd_cudnnAddTensor(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnAddTensor)(handle, alpha, aDesc, A, beta, cDesc, C), "cudnnAddTensor")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnAddTensor(handle, alpha, aDesc, A, beta, cDesc, C, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnAddTensor(handle, alpha, aDesc, A, beta, cDesc, C, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(C), 1, "cudnnAddTensor");
    }
    return bd_result;
}

cudnnStatus_t bd_cudnnCreateOpTensorDescriptor(cudnnOpTensorDescriptor_t *opTensorDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateOpTensorDescriptor)(opTensorDesc), "cudnnCreateOpTensorDescriptor");
}

cudnnStatus_t bd_cudnnSetOpTensorDescriptor(cudnnOpTensorDescriptor_t opTensorDesc, cudnnOpTensorOp_t opTensorOp, cudnnDataType_t opTensorCompType, cudnnNanPropagation_t opTensorNanOpt)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetOpTensorDescriptor)(opTensorDesc, opTensorOp, opTensorCompType, opTensorNanOpt), "cudnnSetOpTensorDescriptor");
}

cudnnStatus_t bd_cudnnGetOpTensorDescriptor(const cudnnOpTensorDescriptor_t opTensorDesc, cudnnOpTensorOp_t *opTensorOp, cudnnDataType_t *opTensorCompType, cudnnNanPropagation_t *opTensorNanOpt)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetOpTensorDescriptor)(opTensorDesc, opTensorOp, opTensorCompType, opTensorNanOpt), "cudnnGetOpTensorDescriptor");
}

cudnnStatus_t bd_cudnnDestroyOpTensorDescriptor(cudnnOpTensorDescriptor_t opTensorDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyOpTensorDescriptor)(opTensorDesc), "cudnnDestroyOpTensorDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnOpTensor(cudnnHandle_t handle, const cudnnOpTensorDescriptor_t opTensorDesc, const void *alpha1, const cudnnTensorDescriptor_t aDesc, const void *A, const void *alpha2, const cudnnTensorDescriptor_t bDesc, const void *B, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnOpTensor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnOpTensor)(handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C), "cudnnOpTensor");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"A", BD_HANDLE_VALUE(A), 1, false},
                {"B", BD_HANDLE_VALUE(B), 1, false},
                {"C", BD_HANDLE_VALUE(C), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 3, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnOpTensor(cudnnHandle_t handle, const cudnnOpTensorDescriptor_t opTensorDesc, const void *alpha1, const cudnnTensorDescriptor_t aDesc, const void *A, const void *alpha2, const cudnnTensorDescriptor_t bDesc, const void *B, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnOpTensor)(handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C), "cudnnOpTensor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnOpTensor(cudnnHandle_t handle, const cudnnOpTensorDescriptor_t opTensorDesc, const void *alpha1, const cudnnTensorDescriptor_t aDesc, const void *A, const void *alpha2, const cudnnTensorDescriptor_t bDesc, const void *B, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnOpTensor(handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnOpTensor", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnOpTensor)(handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C), "cudnnOpTensor");
    return bd_gen_checks_on ? bd_gen_checked_cudnnOpTensor(handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C, bd, bd_caller)
                            : bd_gen_slow_cudnnOpTensor(handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C, bd);
}

cudnnStatus_t bd_cudnnOpTensor(bound_dev_t *bd, cudnnHandle_t handle, const cudnnOpTensorDescriptor_t opTensorDesc, const void *alpha1, const cudnnTensorDescriptor_t aDesc, const void *A, const void *alpha2, const cudnnTensorDescriptor_t bDesc, const void *B, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnOpTensor)(handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C), "cudnnOpTensor")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnOpTensor(handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnOpTensor(handle, opTensorDesc, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(C), 1, "cudnnOpTensor");
    }
    return bd_result;
}

cudnnStatus_t bd_cudnnCreateReduceTensorDescriptor(cudnnReduceTensorDescriptor_t *reduceTensorDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateReduceTensorDescriptor)(reduceTensorDesc), "cudnnCreateReduceTensorDescriptor");
}

cudnnStatus_t bd_cudnnSetReduceTensorDescriptor(cudnnReduceTensorDescriptor_t reduceTensorDesc, cudnnReduceTensorOp_t reduceTensorOp, cudnnDataType_t reduceTensorCompType, cudnnNanPropagation_t reduceTensorNanOpt, cudnnReduceTensorIndices_t reduceTensorIndices, cudnnIndicesType_t reduceTensorIndicesType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetReduceTensorDescriptor)(reduceTensorDesc, reduceTensorOp, reduceTensorCompType, reduceTensorNanOpt, reduceTensorIndices, reduceTensorIndicesType), "cudnnSetReduceTensorDescriptor");
}

cudnnStatus_t bd_cudnnGetReduceTensorDescriptor(const cudnnReduceTensorDescriptor_t reduceTensorDesc, cudnnReduceTensorOp_t *reduceTensorOp, cudnnDataType_t *reduceTensorCompType, cudnnNanPropagation_t *reduceTensorNanOpt, cudnnReduceTensorIndices_t *reduceTensorIndices, cudnnIndicesType_t *reduceTensorIndicesType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReduceTensorDescriptor)(reduceTensorDesc, reduceTensorOp, reduceTensorCompType, reduceTensorNanOpt, reduceTensorIndices, reduceTensorIndicesType), "cudnnGetReduceTensorDescriptor");
}

cudnnStatus_t bd_cudnnDestroyReduceTensorDescriptor(cudnnReduceTensorDescriptor_t reduceTensorDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyReduceTensorDescriptor)(reduceTensorDesc), "cudnnDestroyReduceTensorDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetReductionIndicesSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetReductionIndicesSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionIndicesSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes), "cudnnGetReductionIndicesSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetReductionIndicesSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionIndicesSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes), "cudnnGetReductionIndicesSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetReductionIndicesSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetReductionIndicesSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionIndicesSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes), "cudnnGetReductionIndicesSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetReductionIndicesSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnGetReductionIndicesSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnGetReductionIndicesSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionIndicesSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetReductionIndicesSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetReductionIndicesSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetReductionWorkspaceSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetReductionWorkspaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionWorkspaceSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes), "cudnnGetReductionWorkspaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetReductionWorkspaceSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionWorkspaceSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes), "cudnnGetReductionWorkspaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetReductionWorkspaceSize(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetReductionWorkspaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionWorkspaceSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes), "cudnnGetReductionWorkspaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetReductionWorkspaceSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnGetReductionWorkspaceSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnGetReductionWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, const cudnnTensorDescriptor_t aDesc, const cudnnTensorDescriptor_t cDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetReductionWorkspaceSize)(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetReductionWorkspaceSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetReductionWorkspaceSize(handle, reduceTensorDesc, aDesc, cDesc, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnReduceTensor(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, void *indices, size_t indicesSizeInBytes, void *workspace, size_t workspaceSizeInBytes, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnReduceTensor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnReduceTensor)(handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C), "cudnnReduceTensor");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"A", BD_HANDLE_VALUE(A), 1, false},
                {"C", BD_HANDLE_VALUE(C), 1, true},
                {"indices", BD_HANDLE_VALUE(indices), (unsigned long long)(indicesSizeInBytes), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 3, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnReduceTensor(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, void *indices, size_t indicesSizeInBytes, void *workspace, size_t workspaceSizeInBytes, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnReduceTensor)(handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C), "cudnnReduceTensor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnReduceTensor(cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, void *indices, size_t indicesSizeInBytes, void *workspace, size_t workspaceSizeInBytes, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnReduceTensor(handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnReduceTensor", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnReduceTensor)(handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C), "cudnnReduceTensor");
    return bd_gen_checks_on ? bd_gen_checked_cudnnReduceTensor(handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C, bd, bd_caller)
                            : bd_gen_slow_cudnnReduceTensor(handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C, bd);
}

cudnnStatus_t bd_cudnnReduceTensor(bound_dev_t *bd, cudnnHandle_t handle, const cudnnReduceTensorDescriptor_t reduceTensorDesc, void *indices, size_t indicesSizeInBytes, void *workspace, size_t workspaceSizeInBytes, const void *alpha, const cudnnTensorDescriptor_t aDesc, const void *A, const void *beta, const cudnnTensorDescriptor_t cDesc, void *C)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnReduceTensor)(handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C), "cudnnReduceTensor")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnReduceTensor(handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnReduceTensor(handle, reduceTensorDesc, indices, indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, aDesc, A, beta, cDesc, C, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(C), 1, "cudnnReduceTensor");
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(indices), (unsigned long long)(indicesSizeInBytes), "cudnnReduceTensor");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnSetTensor(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *valuePtr, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnSetTensor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensor)(handle, yDesc, y, valuePtr), "cudnnSetTensor");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"y", BD_HANDLE_VALUE(y), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnSetTensor(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *valuePtr, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensor)(handle, yDesc, y, valuePtr), "cudnnSetTensor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnSetTensor(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *valuePtr, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnSetTensor(handle, yDesc, y, valuePtr, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnSetTensor", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensor)(handle, yDesc, y, valuePtr), "cudnnSetTensor");
    return bd_gen_checks_on ? bd_gen_checked_cudnnSetTensor(handle, yDesc, y, valuePtr, bd, bd_caller)
                            : bd_gen_slow_cudnnSetTensor(handle, yDesc, y, valuePtr, bd);
}

cudnnStatus_t bd_cudnnSetTensor(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *valuePtr)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetTensor)(handle, yDesc, y, valuePtr), "cudnnSetTensor")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnSetTensor(handle, yDesc, y, valuePtr, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnSetTensor(handle, yDesc, y, valuePtr, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(y), 1, "cudnnSetTensor");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnScaleTensor(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *alpha, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnScaleTensor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnScaleTensor)(handle, yDesc, y, alpha), "cudnnScaleTensor");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"y", BD_HANDLE_VALUE(y), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnScaleTensor(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *alpha, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnScaleTensor)(handle, yDesc, y, alpha), "cudnnScaleTensor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnScaleTensor(cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *alpha, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnScaleTensor(handle, yDesc, y, alpha, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnScaleTensor", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnScaleTensor)(handle, yDesc, y, alpha), "cudnnScaleTensor");
    return bd_gen_checks_on ? bd_gen_checked_cudnnScaleTensor(handle, yDesc, y, alpha, bd, bd_caller)
                            : bd_gen_slow_cudnnScaleTensor(handle, yDesc, y, alpha, bd);
}

cudnnStatus_t bd_cudnnScaleTensor(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t yDesc, void *y, const void *alpha)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnScaleTensor)(handle, yDesc, y, alpha), "cudnnScaleTensor")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnScaleTensor(handle, yDesc, y, alpha, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnScaleTensor(handle, yDesc, y, alpha, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(y), 1, "cudnnScaleTensor");
    }
    return bd_result;
}

cudnnStatus_t bd_cudnnCreateFilterDescriptor(cudnnFilterDescriptor_t *filterDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateFilterDescriptor)(filterDesc), "cudnnCreateFilterDescriptor");
}

cudnnStatus_t bd_cudnnSetFilter4dDescriptor(cudnnFilterDescriptor_t filterDesc, cudnnDataType_t dataType, cudnnTensorFormat_t format, int k, int c, int h, int w)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetFilter4dDescriptor)(filterDesc, dataType, format, k, c, h, w), "cudnnSetFilter4dDescriptor");
}

cudnnStatus_t bd_cudnnGetFilter4dDescriptor(const cudnnFilterDescriptor_t filterDesc, cudnnDataType_t *dataType, cudnnTensorFormat_t *format, int *k, int *c, int *h, int *w)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFilter4dDescriptor)(filterDesc, dataType, format, k, c, h, w), "cudnnGetFilter4dDescriptor");
}

cudnnStatus_t bd_cudnnSetFilterNdDescriptor(cudnnFilterDescriptor_t filterDesc, cudnnDataType_t dataType, cudnnTensorFormat_t format, int nbDims, const int filterDimA[])
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetFilterNdDescriptor)(filterDesc, dataType, format, nbDims, filterDimA), "cudnnSetFilterNdDescriptor");
}

cudnnStatus_t bd_cudnnGetFilterNdDescriptor(const cudnnFilterDescriptor_t filterDesc, int nbDimsRequested, cudnnDataType_t *dataType, cudnnTensorFormat_t *format, int *nbDims, int filterDimA[])
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFilterNdDescriptor)(filterDesc, nbDimsRequested, dataType, format, nbDims, filterDimA), "cudnnGetFilterNdDescriptor");
}

cudnnStatus_t bd_cudnnGetFilterSizeInBytes(const cudnnFilterDescriptor_t filterDesc, size_t *size)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFilterSizeInBytes)(filterDesc, size), "cudnnGetFilterSizeInBytes");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnTransformFilter(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnFilterDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnFilterDescriptor_t destDesc, void *destData, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnTransformFilter", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformFilter)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData), "cudnnTransformFilter");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnTransformFilter(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnFilterDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnFilterDescriptor_t destDesc, void *destData, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformFilter)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData), "cudnnTransformFilter");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnTransformFilter(cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnFilterDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnFilterDescriptor_t destDesc, void *destData, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnTransformFilter", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformFilter)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData), "cudnnTransformFilter");
    return bd_gen_checks_on ? bd_gen_checked_cudnnTransformFilter(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd, bd_caller)
                            : bd_gen_slow_cudnnTransformFilter(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd);
}

cudnnStatus_t bd_cudnnTransformFilter(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorTransformDescriptor_t transDesc, const void *alpha, const cudnnFilterDescriptor_t srcDesc, const void *srcData, const void *beta, const cudnnFilterDescriptor_t destDesc, void *destData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnTransformFilter)(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnTransformFilter(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnTransformFilter(handle, transDesc, alpha, srcDesc, srcData, beta, destDesc, destData, bd);
}

cudnnStatus_t bd_cudnnDestroyFilterDescriptor(cudnnFilterDescriptor_t filterDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyFilterDescriptor)(filterDesc), "cudnnDestroyFilterDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnSoftmaxForward(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnSoftmaxForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSoftmaxForward)(handle, algo, mode, alpha, xDesc, x, beta, yDesc, y), "cudnnSoftmaxForward");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"y", BD_HANDLE_VALUE(y), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnSoftmaxForward(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSoftmaxForward)(handle, algo, mode, alpha, xDesc, x, beta, yDesc, y), "cudnnSoftmaxForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnSoftmaxForward(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnSoftmaxForward(handle, algo, mode, alpha, xDesc, x, beta, yDesc, y, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnSoftmaxForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSoftmaxForward)(handle, algo, mode, alpha, xDesc, x, beta, yDesc, y), "cudnnSoftmaxForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnSoftmaxForward(handle, algo, mode, alpha, xDesc, x, beta, yDesc, y, bd, bd_caller)
                            : bd_gen_slow_cudnnSoftmaxForward(handle, algo, mode, alpha, xDesc, x, beta, yDesc, y, bd);
}

cudnnStatus_t bd_cudnnSoftmaxForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSoftmaxForward)(handle, algo, mode, alpha, xDesc, x, beta, yDesc, y), "cudnnSoftmaxForward")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnSoftmaxForward(handle, algo, mode, alpha, xDesc, x, beta, yDesc, y, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnSoftmaxForward(handle, algo, mode, alpha, xDesc, x, beta, yDesc, y, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(y), 1, "cudnnSoftmaxForward");
    }
    return bd_result;
}

cudnnStatus_t bd_cudnnCreatePoolingDescriptor(cudnnPoolingDescriptor_t *poolingDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreatePoolingDescriptor)(poolingDesc), "cudnnCreatePoolingDescriptor");
}

cudnnStatus_t bd_cudnnSetPooling2dDescriptor(cudnnPoolingDescriptor_t poolingDesc, cudnnPoolingMode_t mode, cudnnNanPropagation_t maxpoolingNanOpt, int windowHeight, int windowWidth, int verticalPadding, int horizontalPadding, int verticalStride, int horizontalStride)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetPooling2dDescriptor)(poolingDesc, mode, maxpoolingNanOpt, windowHeight, windowWidth, verticalPadding, horizontalPadding, verticalStride, horizontalStride), "cudnnSetPooling2dDescriptor");
}

cudnnStatus_t bd_cudnnGetPooling2dDescriptor(const cudnnPoolingDescriptor_t poolingDesc, cudnnPoolingMode_t *mode, cudnnNanPropagation_t *maxpoolingNanOpt, int *windowHeight, int *windowWidth, int *verticalPadding, int *horizontalPadding, int *verticalStride, int *horizontalStride)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetPooling2dDescriptor)(poolingDesc, mode, maxpoolingNanOpt, windowHeight, windowWidth, verticalPadding, horizontalPadding, verticalStride, horizontalStride), "cudnnGetPooling2dDescriptor");
}

cudnnStatus_t bd_cudnnSetPoolingNdDescriptor(cudnnPoolingDescriptor_t poolingDesc, const cudnnPoolingMode_t mode, const cudnnNanPropagation_t maxpoolingNanOpt, int nbDims, const int windowDimA[], const int paddingA[], const int strideA[])
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetPoolingNdDescriptor)(poolingDesc, mode, maxpoolingNanOpt, nbDims, windowDimA, paddingA, strideA), "cudnnSetPoolingNdDescriptor");
}

cudnnStatus_t bd_cudnnGetPoolingNdDescriptor(const cudnnPoolingDescriptor_t poolingDesc, int nbDimsRequested, cudnnPoolingMode_t *mode, cudnnNanPropagation_t *maxpoolingNanOpt, int *nbDims, int windowDimA[], int paddingA[], int strideA[])
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetPoolingNdDescriptor)(poolingDesc, nbDimsRequested, mode, maxpoolingNanOpt, nbDims, windowDimA, paddingA, strideA), "cudnnGetPoolingNdDescriptor");
}

cudnnStatus_t bd_cudnnGetPoolingNdForwardOutputDim(const cudnnPoolingDescriptor_t poolingDesc, const cudnnTensorDescriptor_t inputTensorDesc, int nbDims, int outputTensorDimA[])
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetPoolingNdForwardOutputDim)(poolingDesc, inputTensorDesc, nbDims, outputTensorDimA), "cudnnGetPoolingNdForwardOutputDim");
}

cudnnStatus_t bd_cudnnGetPooling2dForwardOutputDim(const cudnnPoolingDescriptor_t poolingDesc, const cudnnTensorDescriptor_t inputTensorDesc, int *n, int *c, int *h, int *w)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetPooling2dForwardOutputDim)(poolingDesc, inputTensorDesc, n, c, h, w), "cudnnGetPooling2dForwardOutputDim");
}

cudnnStatus_t bd_cudnnDestroyPoolingDescriptor(cudnnPoolingDescriptor_t poolingDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyPoolingDescriptor)(poolingDesc), "cudnnDestroyPoolingDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnPoolingForward(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnPoolingForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnPoolingForward)(handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y), "cudnnPoolingForward");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"y", BD_HANDLE_VALUE(y), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnPoolingForward(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnPoolingForward)(handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y), "cudnnPoolingForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnPoolingForward(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnPoolingForward(handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnPoolingForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnPoolingForward)(handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y), "cudnnPoolingForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnPoolingForward(handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y, bd, bd_caller)
                            : bd_gen_slow_cudnnPoolingForward(handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y, bd);
}

cudnnStatus_t bd_cudnnPoolingForward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnPoolingForward)(handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y), "cudnnPoolingForward")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnPoolingForward(handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnPoolingForward(handle, poolingDesc, alpha, xDesc, x, beta, yDesc, y, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(y), 1, "cudnnPoolingForward");
    }
    return bd_result;
}

cudnnStatus_t bd_cudnnCreateActivationDescriptor(cudnnActivationDescriptor_t *activationDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateActivationDescriptor)(activationDesc), "cudnnCreateActivationDescriptor");
}

cudnnStatus_t bd_cudnnSetActivationDescriptor(cudnnActivationDescriptor_t activationDesc, cudnnActivationMode_t mode, cudnnNanPropagation_t reluNanOpt, double coef)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetActivationDescriptor)(activationDesc, mode, reluNanOpt, coef), "cudnnSetActivationDescriptor");
}

cudnnStatus_t bd_cudnnGetActivationDescriptor(const cudnnActivationDescriptor_t activationDesc, cudnnActivationMode_t *mode, cudnnNanPropagation_t *reluNanOpt, double *coef)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetActivationDescriptor)(activationDesc, mode, reluNanOpt, coef), "cudnnGetActivationDescriptor");
}

cudnnStatus_t bd_cudnnSetActivationDescriptorSwishBeta(cudnnActivationDescriptor_t activationDesc, double swish_beta)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetActivationDescriptorSwishBeta)(activationDesc, swish_beta), "cudnnSetActivationDescriptorSwishBeta");
}

cudnnStatus_t bd_cudnnGetActivationDescriptorSwishBeta(cudnnActivationDescriptor_t activationDesc, double *swish_beta)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetActivationDescriptorSwishBeta)(activationDesc, swish_beta), "cudnnGetActivationDescriptorSwishBeta");
}

cudnnStatus_t bd_cudnnDestroyActivationDescriptor(cudnnActivationDescriptor_t activationDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyActivationDescriptor)(activationDesc), "cudnnDestroyActivationDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnActivationForward(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnActivationForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnActivationForward)(handle, activationDesc, alpha, xDesc, x, beta, yDesc, y), "cudnnActivationForward");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"y", BD_HANDLE_VALUE(y), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnActivationForward(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnActivationForward)(handle, activationDesc, alpha, xDesc, x, beta, yDesc, y), "cudnnActivationForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnActivationForward(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnActivationForward(handle, activationDesc, alpha, xDesc, x, beta, yDesc, y, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnActivationForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnActivationForward)(handle, activationDesc, alpha, xDesc, x, beta, yDesc, y), "cudnnActivationForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnActivationForward(handle, activationDesc, alpha, xDesc, x, beta, yDesc, y, bd, bd_caller)
                            : bd_gen_slow_cudnnActivationForward(handle, activationDesc, alpha, xDesc, x, beta, yDesc, y, bd);
}

cudnnStatus_t bd_cudnnActivationForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnActivationForward)(handle, activationDesc, alpha, xDesc, x, beta, yDesc, y), "cudnnActivationForward")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnActivationForward(handle, activationDesc, alpha, xDesc, x, beta, yDesc, y, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnActivationForward(handle, activationDesc, alpha, xDesc, x, beta, yDesc, y, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(y), 1, "cudnnActivationForward");
    }
    return bd_result;
}

cudnnStatus_t bd_cudnnCreateLRNDescriptor(cudnnLRNDescriptor_t *normDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateLRNDescriptor)(normDesc), "cudnnCreateLRNDescriptor");
}

cudnnStatus_t bd_cudnnSetLRNDescriptor(cudnnLRNDescriptor_t normDesc, unsigned int lrnN, double lrnAlpha, double lrnBeta, double lrnK)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetLRNDescriptor)(normDesc, lrnN, lrnAlpha, lrnBeta, lrnK), "cudnnSetLRNDescriptor");
}

cudnnStatus_t bd_cudnnGetLRNDescriptor(cudnnLRNDescriptor_t normDesc, unsigned int *lrnN, double *lrnAlpha, double *lrnBeta, double *lrnK)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetLRNDescriptor)(normDesc, lrnN, lrnAlpha, lrnBeta, lrnK), "cudnnGetLRNDescriptor");
}

cudnnStatus_t bd_cudnnDestroyLRNDescriptor(cudnnLRNDescriptor_t lrnDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyLRNDescriptor)(lrnDesc), "cudnnDestroyLRNDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnLRNCrossChannelForward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnLRNCrossChannelForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnLRNCrossChannelForward)(handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y), "cudnnLRNCrossChannelForward");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"y", BD_HANDLE_VALUE(y), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnLRNCrossChannelForward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnLRNCrossChannelForward)(handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y), "cudnnLRNCrossChannelForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnLRNCrossChannelForward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnLRNCrossChannelForward(handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnLRNCrossChannelForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnLRNCrossChannelForward)(handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y), "cudnnLRNCrossChannelForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnLRNCrossChannelForward(handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y, bd, bd_caller)
                            : bd_gen_slow_cudnnLRNCrossChannelForward(handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y, bd);
}

cudnnStatus_t bd_cudnnLRNCrossChannelForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnLRNCrossChannelForward)(handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y), "cudnnLRNCrossChannelForward")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnLRNCrossChannelForward(handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnLRNCrossChannelForward(handle, normDesc, lrnMode, alpha, xDesc, x, beta, yDesc, y, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(y), 1, "cudnnLRNCrossChannelForward");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnDivisiveNormalizationForward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnDivisiveNormalizationForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationForward)(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y), "cudnnDivisiveNormalizationForward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnDivisiveNormalizationForward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationForward)(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y), "cudnnDivisiveNormalizationForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnDivisiveNormalizationForward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnDivisiveNormalizationForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationForward)(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y), "cudnnDivisiveNormalizationForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnDivisiveNormalizationForward(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y, bd, bd_caller)
                            : bd_gen_slow_cudnnDivisiveNormalizationForward(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y, bd);
}

cudnnStatus_t bd_cudnnDivisiveNormalizationForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationForward)(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnDivisiveNormalizationForward(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnDivisiveNormalizationForward(handle, normDesc, mode, alpha, xDesc, x, means, temp, temp2, beta, yDesc, y, bd);
}

cudnnStatus_t bd_cudnnDeriveBNTensorDescriptor(cudnnTensorDescriptor_t derivedBnDesc, const cudnnTensorDescriptor_t xDesc, cudnnBatchNormMode_t mode)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDeriveBNTensorDescriptor)(derivedBnDesc, xDesc, mode), "cudnnDeriveBNTensorDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnBatchNormalizationForwardInference(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, const void *estimatedMean, const void *estimatedVariance, double epsilon, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnBatchNormalizationForwardInference", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardInference)(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon), "cudnnBatchNormalizationForwardInference");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"bnScale", BD_HANDLE_VALUE(bnScale), 1, false},
                {"bnBias", BD_HANDLE_VALUE(bnBias), 1, false},
                {"estimatedMean", BD_HANDLE_VALUE(estimatedMean), 1, false},
                {"estimatedVariance", BD_HANDLE_VALUE(estimatedVariance), 1, false},
                {"y", BD_HANDLE_VALUE(y), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 6, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnBatchNormalizationForwardInference(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, const void *estimatedMean, const void *estimatedVariance, double epsilon, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardInference)(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon), "cudnnBatchNormalizationForwardInference");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnBatchNormalizationForwardInference(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, const void *estimatedMean, const void *estimatedVariance, double epsilon, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnBatchNormalizationForwardInference(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnBatchNormalizationForwardInference", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardInference)(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon), "cudnnBatchNormalizationForwardInference");
    return bd_gen_checks_on ? bd_gen_checked_cudnnBatchNormalizationForwardInference(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon, bd, bd_caller)
                            : bd_gen_slow_cudnnBatchNormalizationForwardInference(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon, bd);
}

cudnnStatus_t bd_cudnnBatchNormalizationForwardInference(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, const void *estimatedMean, const void *estimatedVariance, double epsilon)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardInference)(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon), "cudnnBatchNormalizationForwardInference")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnBatchNormalizationForwardInference(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnBatchNormalizationForwardInference(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, estimatedMean, estimatedVariance, epsilon, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(y), 1, "cudnnBatchNormalizationForwardInference");
    }
    return bd_result;
}

cudnnStatus_t bd_cudnnDeriveNormTensorDescriptor(cudnnTensorDescriptor_t derivedNormScaleBiasDesc, cudnnTensorDescriptor_t derivedNormMeanVarDesc, const cudnnTensorDescriptor_t xDesc, cudnnNormMode_t mode, int groupCnt)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDeriveNormTensorDescriptor)(derivedNormScaleBiasDesc, derivedNormMeanVarDesc, xDesc, mode, groupCnt), "cudnnDeriveNormTensorDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnNormalizationForwardInference(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, const cudnnTensorDescriptor_t normMeanVarDesc, const void *estimatedMean, const void *estimatedVariance, const cudnnTensorDescriptor_t zDesc, const void *z, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, double epsilon, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnNormalizationForwardInference", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardInference)(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt), "cudnnNormalizationForwardInference");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnNormalizationForwardInference(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, const cudnnTensorDescriptor_t normMeanVarDesc, const void *estimatedMean, const void *estimatedVariance, const cudnnTensorDescriptor_t zDesc, const void *z, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, double epsilon, int groupCnt, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardInference)(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt), "cudnnNormalizationForwardInference");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnNormalizationForwardInference(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, const cudnnTensorDescriptor_t normMeanVarDesc, const void *estimatedMean, const void *estimatedVariance, const cudnnTensorDescriptor_t zDesc, const void *z, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, double epsilon, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnNormalizationForwardInference", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardInference)(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt), "cudnnNormalizationForwardInference");
    return bd_gen_checks_on ? bd_gen_checked_cudnnNormalizationForwardInference(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt, bd, bd_caller)
                            : bd_gen_slow_cudnnNormalizationForwardInference(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt, bd);
}

cudnnStatus_t bd_cudnnNormalizationForwardInference(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, const cudnnTensorDescriptor_t normMeanVarDesc, const void *estimatedMean, const void *estimatedVariance, const cudnnTensorDescriptor_t zDesc, const void *z, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, double epsilon, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardInference)(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnNormalizationForwardInference(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnNormalizationForwardInference(handle, mode, normOps, algo, alpha, beta, xDesc, x, normScaleBiasDesc, normScale, normBias, normMeanVarDesc, estimatedMean, estimatedVariance, zDesc, z, activationDesc, yDesc, y, epsilon, groupCnt, bd);
}

cudnnStatus_t bd_cudnnCreateSpatialTransformerDescriptor(cudnnSpatialTransformerDescriptor_t *stDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateSpatialTransformerDescriptor)(stDesc), "cudnnCreateSpatialTransformerDescriptor");
}

cudnnStatus_t bd_cudnnSetSpatialTransformerNdDescriptor(cudnnSpatialTransformerDescriptor_t stDesc, cudnnSamplerType_t samplerType, cudnnDataType_t dataType, const int nbDims, const int dimA[])
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetSpatialTransformerNdDescriptor)(stDesc, samplerType, dataType, nbDims, dimA), "cudnnSetSpatialTransformerNdDescriptor");
}

cudnnStatus_t bd_cudnnDestroySpatialTransformerDescriptor(cudnnSpatialTransformerDescriptor_t stDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroySpatialTransformerDescriptor)(stDesc), "cudnnDestroySpatialTransformerDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnSpatialTfGridGeneratorForward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *theta, void *grid, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnSpatialTfGridGeneratorForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorForward)(handle, stDesc, theta, grid), "cudnnSpatialTfGridGeneratorForward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnSpatialTfGridGeneratorForward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *theta, void *grid, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorForward)(handle, stDesc, theta, grid), "cudnnSpatialTfGridGeneratorForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnSpatialTfGridGeneratorForward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *theta, void *grid, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnSpatialTfGridGeneratorForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorForward)(handle, stDesc, theta, grid), "cudnnSpatialTfGridGeneratorForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnSpatialTfGridGeneratorForward(handle, stDesc, theta, grid, bd, bd_caller)
                            : bd_gen_slow_cudnnSpatialTfGridGeneratorForward(handle, stDesc, theta, grid, bd);
}

cudnnStatus_t bd_cudnnSpatialTfGridGeneratorForward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *theta, void *grid)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorForward)(handle, stDesc, theta, grid)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnSpatialTfGridGeneratorForward(handle, stDesc, theta, grid, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnSpatialTfGridGeneratorForward(handle, stDesc, theta, grid, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnSpatialTfSamplerForward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *grid, const void *beta, cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnSpatialTfSamplerForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerForward)(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y), "cudnnSpatialTfSamplerForward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnSpatialTfSamplerForward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *grid, const void *beta, cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerForward)(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y), "cudnnSpatialTfSamplerForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnSpatialTfSamplerForward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *grid, const void *beta, cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnSpatialTfSamplerForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerForward)(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y), "cudnnSpatialTfSamplerForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnSpatialTfSamplerForward(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y, bd, bd_caller)
                            : bd_gen_slow_cudnnSpatialTfSamplerForward(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y, bd);
}

cudnnStatus_t bd_cudnnSpatialTfSamplerForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *grid, const void *beta, cudnnTensorDescriptor_t yDesc, void *y)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerForward)(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnSpatialTfSamplerForward(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnSpatialTfSamplerForward(handle, stDesc, alpha, xDesc, x, grid, beta, yDesc, y, bd);
}

cudnnStatus_t bd_cudnnCreateDropoutDescriptor(cudnnDropoutDescriptor_t *dropoutDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateDropoutDescriptor)(dropoutDesc), "cudnnCreateDropoutDescriptor");
}

cudnnStatus_t bd_cudnnDestroyDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyDropoutDescriptor)(dropoutDesc), "cudnnDestroyDropoutDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnDropoutGetStatesSize(cudnnHandle_t handle, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnDropoutGetStatesSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutGetStatesSize)(handle, sizeInBytes), "cudnnDropoutGetStatesSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnDropoutGetStatesSize(cudnnHandle_t handle, size_t *sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutGetStatesSize)(handle, sizeInBytes), "cudnnDropoutGetStatesSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnDropoutGetStatesSize(cudnnHandle_t handle, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnDropoutGetStatesSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutGetStatesSize)(handle, sizeInBytes), "cudnnDropoutGetStatesSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnDropoutGetStatesSize(handle, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnDropoutGetStatesSize(handle, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnDropoutGetStatesSize(bound_dev_t *bd, cudnnHandle_t handle, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutGetStatesSize)(handle, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnDropoutGetStatesSize(handle, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnDropoutGetStatesSize(handle, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnDropoutGetReserveSpaceSize(cudnnTensorDescriptor_t xdesc, size_t *sizeInBytes)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutGetReserveSpaceSize)(xdesc, sizeInBytes), "cudnnDropoutGetReserveSpaceSize");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnSetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnSetDropoutDescriptor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed), "cudnnSetDropoutDescriptor");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnSetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed), "cudnnSetDropoutDescriptor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnSetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnSetDropoutDescriptor", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed), "cudnnSetDropoutDescriptor");
    return bd_gen_checks_on ? bd_gen_checked_cudnnSetDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd, bd_caller)
                            : bd_gen_slow_cudnnSetDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd);
}

cudnnStatus_t bd_cudnnSetDropoutDescriptor(bound_dev_t *bd, cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnSetDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnSetDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnRestoreDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnRestoreDropoutDescriptor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRestoreDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed), "cudnnRestoreDropoutDescriptor");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnRestoreDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRestoreDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed), "cudnnRestoreDropoutDescriptor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnRestoreDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnRestoreDropoutDescriptor", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRestoreDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed), "cudnnRestoreDropoutDescriptor");
    return bd_gen_checks_on ? bd_gen_checked_cudnnRestoreDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd, bd_caller)
                            : bd_gen_slow_cudnnRestoreDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd);
}

cudnnStatus_t bd_cudnnRestoreDropoutDescriptor(bound_dev_t *bd, cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float dropout, void *states, size_t stateSizeInBytes, unsigned long long seed)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRestoreDropoutDescriptor)(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnRestoreDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnRestoreDropoutDescriptor(dropoutDesc, handle, dropout, states, stateSizeInBytes, seed, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float *dropout, void **states, unsigned long long *seed, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetDropoutDescriptor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetDropoutDescriptor)(dropoutDesc, handle, dropout, states, seed), "cudnnGetDropoutDescriptor");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float *dropout, void **states, unsigned long long *seed, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetDropoutDescriptor)(dropoutDesc, handle, dropout, states, seed), "cudnnGetDropoutDescriptor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetDropoutDescriptor(cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float *dropout, void **states, unsigned long long *seed, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetDropoutDescriptor", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetDropoutDescriptor)(dropoutDesc, handle, dropout, states, seed), "cudnnGetDropoutDescriptor");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetDropoutDescriptor(dropoutDesc, handle, dropout, states, seed, bd, bd_caller)
                            : bd_gen_slow_cudnnGetDropoutDescriptor(dropoutDesc, handle, dropout, states, seed, bd);
}

cudnnStatus_t bd_cudnnGetDropoutDescriptor(bound_dev_t *bd, cudnnDropoutDescriptor_t dropoutDesc, cudnnHandle_t handle, float *dropout, void **states, unsigned long long *seed)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetDropoutDescriptor)(dropoutDesc, handle, dropout, states, seed)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetDropoutDescriptor(dropoutDesc, handle, dropout, states, seed, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetDropoutDescriptor(dropoutDesc, handle, dropout, states, seed, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnDropoutForward(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t xdesc, const void *x, const cudnnTensorDescriptor_t ydesc, void *y, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnDropoutForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutForward)(handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes), "cudnnDropoutForward");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"y", BD_HANDLE_VALUE(y), 1, true},
                {"reserveSpace", BD_HANDLE_VALUE(reserveSpace), (unsigned long long)(reserveSpaceSizeInBytes), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 3, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnDropoutForward(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t xdesc, const void *x, const cudnnTensorDescriptor_t ydesc, void *y, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutForward)(handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes), "cudnnDropoutForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnDropoutForward(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t xdesc, const void *x, const cudnnTensorDescriptor_t ydesc, void *y, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnDropoutForward(handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnDropoutForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutForward)(handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes), "cudnnDropoutForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnDropoutForward(handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnDropoutForward(handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes, bd);
}

cudnnStatus_t bd_cudnnDropoutForward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t xdesc, const void *x, const cudnnTensorDescriptor_t ydesc, void *y, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutForward)(handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes), "cudnnDropoutForward")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnDropoutForward(handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnDropoutForward(handle, dropoutDesc, xdesc, x, ydesc, y, reserveSpace, reserveSpaceSizeInBytes, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(y), 1, "cudnnDropoutForward");
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(reserveSpace), (unsigned long long)(reserveSpaceSizeInBytes), "cudnnDropoutForward");
    }
    return bd_result;
}

cudnnStatus_t bd_cudnnOpsVersionCheck(void)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnOpsVersionCheck)(), "cudnnOpsVersionCheck");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnSoftmaxBackward(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnSoftmaxBackward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSoftmaxBackward)(handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx), "cudnnSoftmaxBackward");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"y", BD_HANDLE_VALUE(y), 1, false},
                {"dy", BD_HANDLE_VALUE(dy), 1, false},
                {"dx", BD_HANDLE_VALUE(dx), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 3, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnSoftmaxBackward(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSoftmaxBackward)(handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx), "cudnnSoftmaxBackward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnSoftmaxBackward(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnSoftmaxBackward(handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnSoftmaxBackward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSoftmaxBackward)(handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx), "cudnnSoftmaxBackward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnSoftmaxBackward(handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx, bd, bd_caller)
                            : bd_gen_slow_cudnnSoftmaxBackward(handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx, bd);
}

cudnnStatus_t bd_cudnnSoftmaxBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo, cudnnSoftmaxMode_t mode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSoftmaxBackward)(handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx), "cudnnSoftmaxBackward")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnSoftmaxBackward(handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnSoftmaxBackward(handle, algo, mode, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(dx), 1, "cudnnSoftmaxBackward");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnPoolingBackward(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnPoolingBackward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnPoolingBackward)(handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx), "cudnnPoolingBackward");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"y", BD_HANDLE_VALUE(y), 1, false},
                {"dy", BD_HANDLE_VALUE(dy), 1, false},
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"dx", BD_HANDLE_VALUE(dx), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 4, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnPoolingBackward(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnPoolingBackward)(handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx), "cudnnPoolingBackward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnPoolingBackward(cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnPoolingBackward(handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnPoolingBackward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnPoolingBackward)(handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx), "cudnnPoolingBackward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnPoolingBackward(handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, bd_caller)
                            : bd_gen_slow_cudnnPoolingBackward(handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd);
}

cudnnStatus_t bd_cudnnPoolingBackward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnPoolingDescriptor_t poolingDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnPoolingBackward)(handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx), "cudnnPoolingBackward")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnPoolingBackward(handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnPoolingBackward(handle, poolingDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(dx), 1, "cudnnPoolingBackward");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnActivationBackward(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnActivationBackward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnActivationBackward)(handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx), "cudnnActivationBackward");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"y", BD_HANDLE_VALUE(y), 1, false},
                {"dy", BD_HANDLE_VALUE(dy), 1, false},
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"dx", BD_HANDLE_VALUE(dx), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 4, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnActivationBackward(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnActivationBackward)(handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx), "cudnnActivationBackward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnActivationBackward(cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnActivationBackward(handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnActivationBackward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnActivationBackward)(handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx), "cudnnActivationBackward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnActivationBackward(handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, bd_caller)
                            : bd_gen_slow_cudnnActivationBackward(handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd);
}

cudnnStatus_t bd_cudnnActivationBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnActivationDescriptor_t activationDesc, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnActivationBackward)(handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx), "cudnnActivationBackward")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnActivationBackward(handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnActivationBackward(handle, activationDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(dx), 1, "cudnnActivationBackward");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnLRNCrossChannelBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnLRNCrossChannelBackward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnLRNCrossChannelBackward)(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx), "cudnnLRNCrossChannelBackward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnLRNCrossChannelBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnLRNCrossChannelBackward)(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx), "cudnnLRNCrossChannelBackward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnLRNCrossChannelBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnLRNCrossChannelBackward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnLRNCrossChannelBackward)(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx), "cudnnLRNCrossChannelBackward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnLRNCrossChannelBackward(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, bd_caller)
                            : bd_gen_slow_cudnnLRNCrossChannelBackward(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd);
}

cudnnStatus_t bd_cudnnLRNCrossChannelBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnLRNMode_t lrnMode, const void *alpha, const cudnnTensorDescriptor_t yDesc, const void *y, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnLRNCrossChannelBackward)(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnLRNCrossChannelBackward(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnLRNCrossChannelBackward(handle, normDesc, lrnMode, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta, dxDesc, dx, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnDivisiveNormalizationBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, const void *dy, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t dXdMeansDesc, void *dx, void *dMeans, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnDivisiveNormalizationBackward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationBackward)(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans), "cudnnDivisiveNormalizationBackward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnDivisiveNormalizationBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, const void *dy, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t dXdMeansDesc, void *dx, void *dMeans, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationBackward)(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans), "cudnnDivisiveNormalizationBackward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnDivisiveNormalizationBackward(cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, const void *dy, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t dXdMeansDesc, void *dx, void *dMeans, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnDivisiveNormalizationBackward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationBackward)(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans), "cudnnDivisiveNormalizationBackward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnDivisiveNormalizationBackward(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans, bd, bd_caller)
                            : bd_gen_slow_cudnnDivisiveNormalizationBackward(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans, bd);
}

cudnnStatus_t bd_cudnnDivisiveNormalizationBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnLRNDescriptor_t normDesc, cudnnDivNormMode_t mode, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *means, const void *dy, void *temp, void *temp2, const void *beta, const cudnnTensorDescriptor_t dXdMeansDesc, void *dx, void *dMeans)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDivisiveNormalizationBackward)(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnDivisiveNormalizationBackward(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnDivisiveNormalizationBackward(handle, normDesc, mode, alpha, xDesc, x, means, dy, temp, temp2, beta, dXdMeansDesc, dx, dMeans, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize)(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes), "cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize)(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes), "cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize)(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes), "cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize)(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(handle, mode, bnOps, xDesc, zDesc, yDesc, bnScaleBiasMeanVarDesc, activationDesc, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetBatchNormalizationBackwardExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetBatchNormalizationBackwardExWorkspaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationBackwardExWorkspaceSize)(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes), "cudnnGetBatchNormalizationBackwardExWorkspaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetBatchNormalizationBackwardExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationBackwardExWorkspaceSize)(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes), "cudnnGetBatchNormalizationBackwardExWorkspaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetBatchNormalizationBackwardExWorkspaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetBatchNormalizationBackwardExWorkspaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationBackwardExWorkspaceSize)(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes), "cudnnGetBatchNormalizationBackwardExWorkspaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetBatchNormalizationBackwardExWorkspaceSize(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnGetBatchNormalizationBackwardExWorkspaceSize(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnGetBatchNormalizationBackwardExWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationBackwardExWorkspaceSize)(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetBatchNormalizationBackwardExWorkspaceSize(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetBatchNormalizationBackwardExWorkspaceSize(handle, mode, bnOps, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dBnScaleBiasDesc, activationDesc, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetBatchNormalizationTrainingExReserveSpaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationTrainingExReserveSpaceSize)(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes), "cudnnGetBatchNormalizationTrainingExReserveSpaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationTrainingExReserveSpaceSize)(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes), "cudnnGetBatchNormalizationTrainingExReserveSpaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetBatchNormalizationTrainingExReserveSpaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationTrainingExReserveSpaceSize)(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes), "cudnnGetBatchNormalizationTrainingExReserveSpaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetBatchNormalizationTrainingExReserveSpaceSize)(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetBatchNormalizationTrainingExReserveSpaceSize(handle, mode, bnOps, activationDesc, xDesc, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnBatchNormalizationForwardTraining(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnBatchNormalizationForwardTraining", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTraining)(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance), "cudnnBatchNormalizationForwardTraining");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnBatchNormalizationForwardTraining(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTraining)(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance), "cudnnBatchNormalizationForwardTraining");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnBatchNormalizationForwardTraining(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnBatchNormalizationForwardTraining", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTraining)(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance), "cudnnBatchNormalizationForwardTraining");
    return bd_gen_checks_on ? bd_gen_checked_cudnnBatchNormalizationForwardTraining(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, bd, bd_caller)
                            : bd_gen_slow_cudnnBatchNormalizationForwardTraining(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, bd);
}

cudnnStatus_t bd_cudnnBatchNormalizationForwardTraining(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t yDesc, void *y, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTraining)(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnBatchNormalizationForwardTraining(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnBatchNormalizationForwardTraining(handle, mode, alpha, beta, xDesc, x, yDesc, y, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnBatchNormalizationForwardTrainingEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnBatchNormalizationForwardTrainingEx", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTrainingEx)(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes), "cudnnBatchNormalizationForwardTrainingEx");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnBatchNormalizationForwardTrainingEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTrainingEx)(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes), "cudnnBatchNormalizationForwardTrainingEx");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnBatchNormalizationForwardTrainingEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnBatchNormalizationForwardTrainingEx", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTrainingEx)(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes), "cudnnBatchNormalizationForwardTrainingEx");
    return bd_gen_checks_on ? bd_gen_checked_cudnnBatchNormalizationForwardTrainingEx(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnBatchNormalizationForwardTrainingEx(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd);
}

cudnnStatus_t bd_cudnnBatchNormalizationForwardTrainingEx(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, const cudnnTensorDescriptor_t bnScaleBiasMeanVarDesc, const void *bnScale, const void *bnBias, double exponentialAverageFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationForwardTrainingEx)(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnBatchNormalizationForwardTrainingEx(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnBatchNormalizationForwardTrainingEx(handle, mode, bnOps, alpha, beta, xDesc, xData, zDesc, zData, yDesc, yData, bnScaleBiasMeanVarDesc, bnScale, bnBias, exponentialAverageFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnBatchNormalizationBackward(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t dxDesc, void *dx, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScale, void *dBnScaleResult, void *dBnBiasResult, double epsilon, const void *savedMean, const void *savedInvVariance, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnBatchNormalizationBackward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackward)(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance), "cudnnBatchNormalizationBackward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnBatchNormalizationBackward(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t dxDesc, void *dx, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScale, void *dBnScaleResult, void *dBnBiasResult, double epsilon, const void *savedMean, const void *savedInvVariance, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackward)(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance), "cudnnBatchNormalizationBackward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnBatchNormalizationBackward(cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t dxDesc, void *dx, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScale, void *dBnScaleResult, void *dBnBiasResult, double epsilon, const void *savedMean, const void *savedInvVariance, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnBatchNormalizationBackward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackward)(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance), "cudnnBatchNormalizationBackward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnBatchNormalizationBackward(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance, bd, bd_caller)
                            : bd_gen_slow_cudnnBatchNormalizationBackward(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance, bd);
}

cudnnStatus_t bd_cudnnBatchNormalizationBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnTensorDescriptor_t dxDesc, void *dx, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScale, void *dBnScaleResult, void *dBnBiasResult, double epsilon, const void *savedMean, const void *savedInvVariance)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackward)(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnBatchNormalizationBackward(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnBatchNormalizationBackward(handle, mode, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, x, dyDesc, dy, dxDesc, dx, dBnScaleBiasDesc, bnScale, dBnScaleResult, dBnBiasResult, epsilon, savedMean, savedInvVariance, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnBatchNormalizationBackwardEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScaleData, const void *bnBiasData, void *dBnScaleData, void *dBnBiasData, double epsilon, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnBatchNormalizationBackwardEx", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackwardEx)(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes), "cudnnBatchNormalizationBackwardEx");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnBatchNormalizationBackwardEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScaleData, const void *bnBiasData, void *dBnScaleData, void *dBnBiasData, double epsilon, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackwardEx)(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes), "cudnnBatchNormalizationBackwardEx");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnBatchNormalizationBackwardEx(cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScaleData, const void *bnBiasData, void *dBnScaleData, void *dBnBiasData, double epsilon, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnBatchNormalizationBackwardEx", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackwardEx)(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes), "cudnnBatchNormalizationBackwardEx");
    return bd_gen_checks_on ? bd_gen_checked_cudnnBatchNormalizationBackwardEx(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnBatchNormalizationBackwardEx(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd);
}

cudnnStatus_t bd_cudnnBatchNormalizationBackwardEx(bound_dev_t *bd, cudnnHandle_t handle, cudnnBatchNormMode_t mode, cudnnBatchNormOps_t bnOps, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dBnScaleBiasDesc, const void *bnScaleData, const void *bnBiasData, void *dBnScaleData, void *dBnBiasData, double epsilon, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBatchNormalizationBackwardEx)(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnBatchNormalizationBackwardEx(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnBatchNormalizationBackwardEx(handle, mode, bnOps, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dBnScaleBiasDesc, bnScaleData, bnBiasData, dBnScaleData, dBnBiasData, epsilon, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetNormalizationForwardTrainingWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t normScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetNormalizationForwardTrainingWorkspaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationForwardTrainingWorkspaceSize)(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt), "cudnnGetNormalizationForwardTrainingWorkspaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetNormalizationForwardTrainingWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t normScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationForwardTrainingWorkspaceSize)(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt), "cudnnGetNormalizationForwardTrainingWorkspaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetNormalizationForwardTrainingWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t normScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetNormalizationForwardTrainingWorkspaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationForwardTrainingWorkspaceSize)(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt), "cudnnGetNormalizationForwardTrainingWorkspaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetNormalizationForwardTrainingWorkspaceSize(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd, bd_caller)
                            : bd_gen_slow_cudnnGetNormalizationForwardTrainingWorkspaceSize(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd);
}

cudnnStatus_t bd_cudnnGetNormalizationForwardTrainingWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t zDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t normScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationForwardTrainingWorkspaceSize)(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetNormalizationForwardTrainingWorkspaceSize(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetNormalizationForwardTrainingWorkspaceSize(handle, mode, normOps, algo, xDesc, zDesc, yDesc, normScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetNormalizationBackwardWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetNormalizationBackwardWorkspaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationBackwardWorkspaceSize)(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt), "cudnnGetNormalizationBackwardWorkspaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetNormalizationBackwardWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationBackwardWorkspaceSize)(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt), "cudnnGetNormalizationBackwardWorkspaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetNormalizationBackwardWorkspaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetNormalizationBackwardWorkspaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationBackwardWorkspaceSize)(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt), "cudnnGetNormalizationBackwardWorkspaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetNormalizationBackwardWorkspaceSize(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd, bd_caller)
                            : bd_gen_slow_cudnnGetNormalizationBackwardWorkspaceSize(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd);
}

cudnnStatus_t bd_cudnnGetNormalizationBackwardWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t yDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnTensorDescriptor_t dzDesc, const cudnnTensorDescriptor_t dxDesc, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t normMeanVarDesc, size_t *sizeInBytes, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationBackwardWorkspaceSize)(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetNormalizationBackwardWorkspaceSize(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetNormalizationBackwardWorkspaceSize(handle, mode, normOps, algo, xDesc, yDesc, dyDesc, dzDesc, dxDesc, dNormScaleBiasDesc, activationDesc, normMeanVarDesc, sizeInBytes, groupCnt, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetNormalizationTrainingReserveSpaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetNormalizationTrainingReserveSpaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationTrainingReserveSpaceSize)(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt), "cudnnGetNormalizationTrainingReserveSpaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetNormalizationTrainingReserveSpaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationTrainingReserveSpaceSize)(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt), "cudnnGetNormalizationTrainingReserveSpaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetNormalizationTrainingReserveSpaceSize(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetNormalizationTrainingReserveSpaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationTrainingReserveSpaceSize)(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt), "cudnnGetNormalizationTrainingReserveSpaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetNormalizationTrainingReserveSpaceSize(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt, bd, bd_caller)
                            : bd_gen_slow_cudnnGetNormalizationTrainingReserveSpaceSize(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt, bd);
}

cudnnStatus_t bd_cudnnGetNormalizationTrainingReserveSpaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t xDesc, size_t *sizeInBytes, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetNormalizationTrainingReserveSpaceSize)(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetNormalizationTrainingReserveSpaceSize(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetNormalizationTrainingReserveSpaceSize(handle, mode, normOps, algo, activationDesc, xDesc, sizeInBytes, groupCnt, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnNormalizationForwardTraining(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, double exponentialAverageFactor, const cudnnTensorDescriptor_t normMeanVarDesc, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnNormalizationForwardTraining", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardTraining)(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt), "cudnnNormalizationForwardTraining");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnNormalizationForwardTraining(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, double exponentialAverageFactor, const cudnnTensorDescriptor_t normMeanVarDesc, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardTraining)(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt), "cudnnNormalizationForwardTraining");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnNormalizationForwardTraining(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, double exponentialAverageFactor, const cudnnTensorDescriptor_t normMeanVarDesc, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnNormalizationForwardTraining", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardTraining)(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt), "cudnnNormalizationForwardTraining");
    return bd_gen_checks_on ? bd_gen_checked_cudnnNormalizationForwardTraining(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd, bd_caller)
                            : bd_gen_slow_cudnnNormalizationForwardTraining(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd);
}

cudnnStatus_t bd_cudnnNormalizationForwardTraining(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alpha, const void *beta, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t normScaleBiasDesc, const void *normScale, const void *normBias, double exponentialAverageFactor, const cudnnTensorDescriptor_t normMeanVarDesc, void *resultRunningMean, void *resultRunningVariance, double epsilon, void *resultSaveMean, void *resultSaveInvVariance, cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t zDesc, const void *zData, const cudnnTensorDescriptor_t yDesc, void *yData, void *workspace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationForwardTraining)(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnNormalizationForwardTraining(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnNormalizationForwardTraining(handle, mode, normOps, algo, alpha, beta, xDesc, xData, normScaleBiasDesc, normScale, normBias, exponentialAverageFactor, normMeanVarDesc, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean, resultSaveInvVariance, activationDesc, zDesc, zData, yDesc, yData, workspace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnNormalizationBackward(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const void *normScaleData, const void *normBiasData, void *dNormScaleData, void *dNormBiasData, double epsilon, const cudnnTensorDescriptor_t normMeanVarDesc, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnNormalizationBackward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationBackward)(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt), "cudnnNormalizationBackward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnNormalizationBackward(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const void *normScaleData, const void *normBiasData, void *dNormScaleData, void *dNormBiasData, double epsilon, const cudnnTensorDescriptor_t normMeanVarDesc, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationBackward)(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt), "cudnnNormalizationBackward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnNormalizationBackward(cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const void *normScaleData, const void *normBiasData, void *dNormScaleData, void *dNormBiasData, double epsilon, const cudnnTensorDescriptor_t normMeanVarDesc, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnNormalizationBackward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationBackward)(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt), "cudnnNormalizationBackward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnNormalizationBackward(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd, bd_caller)
                            : bd_gen_slow_cudnnNormalizationBackward(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd);
}

cudnnStatus_t bd_cudnnNormalizationBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnNormMode_t mode, cudnnNormOps_t normOps, cudnnNormAlgo_t algo, const void *alphaDataDiff, const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff, const cudnnTensorDescriptor_t xDesc, const void *xData, const cudnnTensorDescriptor_t yDesc, const void *yData, const cudnnTensorDescriptor_t dyDesc, const void *dyData, const cudnnTensorDescriptor_t dzDesc, void *dzData, const cudnnTensorDescriptor_t dxDesc, void *dxData, const cudnnTensorDescriptor_t dNormScaleBiasDesc, const void *normScaleData, const void *normBiasData, void *dNormScaleData, void *dNormBiasData, double epsilon, const cudnnTensorDescriptor_t normMeanVarDesc, const void *savedMean, const void *savedInvVariance, cudnnActivationDescriptor_t activationDesc, void *workSpace, size_t workSpaceSizeInBytes, void *reserveSpace, size_t reserveSpaceSizeInBytes, int groupCnt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnNormalizationBackward)(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnNormalizationBackward(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnNormalizationBackward(handle, mode, normOps, algo, alphaDataDiff, betaDataDiff, alphaParamDiff, betaParamDiff, xDesc, xData, yDesc, yData, dyDesc, dyData, dzDesc, dzData, dxDesc, dxData, dNormScaleBiasDesc, normScaleData, normBiasData, dNormScaleData, dNormBiasData, epsilon, normMeanVarDesc, savedMean, savedInvVariance, activationDesc, workSpace, workSpaceSizeInBytes, reserveSpace, reserveSpaceSizeInBytes, groupCnt, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnSpatialTfGridGeneratorBackward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *dgrid, void *dtheta, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnSpatialTfGridGeneratorBackward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorBackward)(handle, stDesc, dgrid, dtheta), "cudnnSpatialTfGridGeneratorBackward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnSpatialTfGridGeneratorBackward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *dgrid, void *dtheta, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorBackward)(handle, stDesc, dgrid, dtheta), "cudnnSpatialTfGridGeneratorBackward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnSpatialTfGridGeneratorBackward(cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *dgrid, void *dtheta, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnSpatialTfGridGeneratorBackward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorBackward)(handle, stDesc, dgrid, dtheta), "cudnnSpatialTfGridGeneratorBackward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnSpatialTfGridGeneratorBackward(handle, stDesc, dgrid, dtheta, bd, bd_caller)
                            : bd_gen_slow_cudnnSpatialTfGridGeneratorBackward(handle, stDesc, dgrid, dtheta, bd);
}

cudnnStatus_t bd_cudnnSpatialTfGridGeneratorBackward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnSpatialTransformerDescriptor_t stDesc, const void *dgrid, void *dtheta)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfGridGeneratorBackward)(handle, stDesc, dgrid, dtheta)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnSpatialTfGridGeneratorBackward(handle, stDesc, dgrid, dtheta, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnSpatialTfGridGeneratorBackward(handle, stDesc, dgrid, dtheta, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnSpatialTfSamplerBackward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, const void *alphaDgrid, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *grid, const void *betaDgrid, void *dgrid, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnSpatialTfSamplerBackward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerBackward)(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid), "cudnnSpatialTfSamplerBackward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnSpatialTfSamplerBackward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, const void *alphaDgrid, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *grid, const void *betaDgrid, void *dgrid, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerBackward)(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid), "cudnnSpatialTfSamplerBackward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnSpatialTfSamplerBackward(cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, const void *alphaDgrid, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *grid, const void *betaDgrid, void *dgrid, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnSpatialTfSamplerBackward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerBackward)(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid), "cudnnSpatialTfSamplerBackward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnSpatialTfSamplerBackward(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid, bd, bd_caller)
                            : bd_gen_slow_cudnnSpatialTfSamplerBackward(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid, bd);
}

cudnnStatus_t bd_cudnnSpatialTfSamplerBackward(bound_dev_t *bd, cudnnHandle_t handle, cudnnSpatialTransformerDescriptor_t stDesc, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, const void *alphaDgrid, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *grid, const void *betaDgrid, void *dgrid)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSpatialTfSamplerBackward)(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnSpatialTfSamplerBackward(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnSpatialTfSamplerBackward(handle, stDesc, alpha, xDesc, x, beta, dxDesc, dx, alphaDgrid, dyDesc, dy, grid, betaDgrid, dgrid, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnDropoutBackward(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t dydesc, const void *dy, const cudnnTensorDescriptor_t dxdesc, void *dx, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnDropoutBackward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutBackward)(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes), "cudnnDropoutBackward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnDropoutBackward(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t dydesc, const void *dy, const cudnnTensorDescriptor_t dxdesc, void *dx, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutBackward)(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes), "cudnnDropoutBackward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnDropoutBackward(cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t dydesc, const void *dy, const cudnnTensorDescriptor_t dxdesc, void *dx, void *reserveSpace, size_t reserveSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnDropoutBackward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutBackward)(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes), "cudnnDropoutBackward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnDropoutBackward(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnDropoutBackward(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes, bd);
}

cudnnStatus_t bd_cudnnDropoutBackward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnDropoutDescriptor_t dropoutDesc, const cudnnTensorDescriptor_t dydesc, const void *dy, const cudnnTensorDescriptor_t dxdesc, void *dx, void *reserveSpace, size_t reserveSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDropoutBackward)(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnDropoutBackward(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnDropoutBackward(handle, dropoutDesc, dydesc, dy, dxdesc, dx, reserveSpace, reserveSpaceSizeInBytes, bd);
}

cudnnStatus_t bd_cudnnCreateRNNDescriptor(cudnnRNNDescriptor_t *rnnDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateRNNDescriptor)(rnnDesc), "cudnnCreateRNNDescriptor");
}

cudnnStatus_t bd_cudnnDestroyRNNDescriptor(cudnnRNNDescriptor_t rnnDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyRNNDescriptor)(rnnDesc), "cudnnDestroyRNNDescriptor");
}

cudnnStatus_t bd_cudnnSetRNNDescriptor_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNAlgo_t algo, cudnnRNNMode_t cellMode, cudnnRNNBiasMode_t biasMode, cudnnDirectionMode_t dirMode, cudnnRNNInputMode_t inputMode, cudnnDataType_t dataType, cudnnDataType_t mathPrec, cudnnMathType_t mathType, int32_t inputSize, int32_t hiddenSize, int32_t projSize, int32_t numLayers, cudnnDropoutDescriptor_t dropoutDesc, uint32_t auxFlags)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetRNNDescriptor_v8)(rnnDesc, algo, cellMode, biasMode, dirMode, inputMode, dataType, mathPrec, mathType, inputSize, hiddenSize, projSize, numLayers, dropoutDesc, auxFlags), "cudnnSetRNNDescriptor_v8");
}

cudnnStatus_t bd_cudnnGetRNNDescriptor_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNAlgo_t *algo, cudnnRNNMode_t *cellMode, cudnnRNNBiasMode_t *biasMode, cudnnDirectionMode_t *dirMode, cudnnRNNInputMode_t *inputMode, cudnnDataType_t *dataType, cudnnDataType_t *mathPrec, cudnnMathType_t *mathType, int32_t *inputSize, int32_t *hiddenSize, int32_t *projSize, int32_t *numLayers, cudnnDropoutDescriptor_t *dropoutDesc, uint32_t *auxFlags)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNDescriptor_v8)(rnnDesc, algo, cellMode, biasMode, dirMode, inputMode, dataType, mathPrec, mathType, inputSize, hiddenSize, projSize, numLayers, dropoutDesc, auxFlags), "cudnnGetRNNDescriptor_v8");
}

cudnnStatus_t bd_cudnnRNNSetClip_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t clipMode, cudnnNanPropagation_t clipNanOpt, double lclip, double rclip)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNSetClip_v8)(rnnDesc, clipMode, clipNanOpt, lclip, rclip), "cudnnRNNSetClip_v8");
}

cudnnStatus_t bd_cudnnRNNSetClip_v9(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t clipMode, double lclip, double rclip)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNSetClip_v9)(rnnDesc, clipMode, lclip, rclip), "cudnnRNNSetClip_v9");
}

cudnnStatus_t bd_cudnnRNNGetClip_v8(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t *clipMode, cudnnNanPropagation_t *clipNanOpt, double *lclip, double *rclip)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNGetClip_v8)(rnnDesc, clipMode, clipNanOpt, lclip, rclip), "cudnnRNNGetClip_v8");
}

cudnnStatus_t bd_cudnnRNNGetClip_v9(cudnnRNNDescriptor_t rnnDesc, cudnnRNNClipMode_t *clipMode, double *lclip, double *rclip)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNGetClip_v9)(rnnDesc, clipMode, lclip, rclip), "cudnnRNNGetClip_v9");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnBuildRNNDynamic(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int miniBatch, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnBuildRNNDynamic", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBuildRNNDynamic)(handle, rnnDesc, miniBatch), "cudnnBuildRNNDynamic");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnBuildRNNDynamic(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int miniBatch, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBuildRNNDynamic)(handle, rnnDesc, miniBatch), "cudnnBuildRNNDynamic");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnBuildRNNDynamic(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int miniBatch, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnBuildRNNDynamic", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBuildRNNDynamic)(handle, rnnDesc, miniBatch), "cudnnBuildRNNDynamic");
    return bd_gen_checks_on ? bd_gen_checked_cudnnBuildRNNDynamic(handle, rnnDesc, miniBatch, bd, bd_caller)
                            : bd_gen_slow_cudnnBuildRNNDynamic(handle, rnnDesc, miniBatch, bd);
}

cudnnStatus_t bd_cudnnBuildRNNDynamic(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int miniBatch)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnBuildRNNDynamic)(handle, rnnDesc, miniBatch)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnBuildRNNDynamic(handle, rnnDesc, miniBatch, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnBuildRNNDynamic(handle, rnnDesc, miniBatch, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetRNNTempSpaceSizes(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, cudnnRNNDataDescriptor_t xDesc, size_t *workSpaceSize, size_t *reserveSpaceSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetRNNTempSpaceSizes", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNTempSpaceSizes)(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize), "cudnnGetRNNTempSpaceSizes");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetRNNTempSpaceSizes(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, cudnnRNNDataDescriptor_t xDesc, size_t *workSpaceSize, size_t *reserveSpaceSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNTempSpaceSizes)(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize), "cudnnGetRNNTempSpaceSizes");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetRNNTempSpaceSizes(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, cudnnRNNDataDescriptor_t xDesc, size_t *workSpaceSize, size_t *reserveSpaceSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetRNNTempSpaceSizes", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNTempSpaceSizes)(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize), "cudnnGetRNNTempSpaceSizes");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetRNNTempSpaceSizes(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize, bd, bd_caller)
                            : bd_gen_slow_cudnnGetRNNTempSpaceSizes(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize, bd);
}

cudnnStatus_t bd_cudnnGetRNNTempSpaceSizes(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, cudnnRNNDataDescriptor_t xDesc, size_t *workSpaceSize, size_t *reserveSpaceSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNTempSpaceSizes)(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetRNNTempSpaceSizes(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetRNNTempSpaceSizes(handle, rnnDesc, fwdMode, xDesc, workSpaceSize, reserveSpaceSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetRNNWeightSpaceSize(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, size_t *weightSpaceSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetRNNWeightSpaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightSpaceSize)(handle, rnnDesc, weightSpaceSize), "cudnnGetRNNWeightSpaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetRNNWeightSpaceSize(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, size_t *weightSpaceSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightSpaceSize)(handle, rnnDesc, weightSpaceSize), "cudnnGetRNNWeightSpaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetRNNWeightSpaceSize(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, size_t *weightSpaceSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetRNNWeightSpaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightSpaceSize)(handle, rnnDesc, weightSpaceSize), "cudnnGetRNNWeightSpaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetRNNWeightSpaceSize(handle, rnnDesc, weightSpaceSize, bd, bd_caller)
                            : bd_gen_slow_cudnnGetRNNWeightSpaceSize(handle, rnnDesc, weightSpaceSize, bd);
}

cudnnStatus_t bd_cudnnGetRNNWeightSpaceSize(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, size_t *weightSpaceSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightSpaceSize)(handle, rnnDesc, weightSpaceSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetRNNWeightSpaceSize(handle, rnnDesc, weightSpaceSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetRNNWeightSpaceSize(handle, rnnDesc, weightSpaceSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetRNNWeightParams(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int32_t pseudoLayer, size_t weightSpaceSize, const void *weightSpace, int32_t linLayerID, cudnnTensorDescriptor_t mDesc, void **mAddr, cudnnTensorDescriptor_t bDesc, void **bAddr, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetRNNWeightParams", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightParams)(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr), "cudnnGetRNNWeightParams");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetRNNWeightParams(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int32_t pseudoLayer, size_t weightSpaceSize, const void *weightSpace, int32_t linLayerID, cudnnTensorDescriptor_t mDesc, void **mAddr, cudnnTensorDescriptor_t bDesc, void **bAddr, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightParams)(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr), "cudnnGetRNNWeightParams");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetRNNWeightParams(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int32_t pseudoLayer, size_t weightSpaceSize, const void *weightSpace, int32_t linLayerID, cudnnTensorDescriptor_t mDesc, void **mAddr, cudnnTensorDescriptor_t bDesc, void **bAddr, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetRNNWeightParams", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightParams)(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr), "cudnnGetRNNWeightParams");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetRNNWeightParams(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr, bd, bd_caller)
                            : bd_gen_slow_cudnnGetRNNWeightParams(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr, bd);
}

cudnnStatus_t bd_cudnnGetRNNWeightParams(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, int32_t pseudoLayer, size_t weightSpaceSize, const void *weightSpace, int32_t linLayerID, cudnnTensorDescriptor_t mDesc, void **mAddr, cudnnTensorDescriptor_t bDesc, void **bAddr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNWeightParams)(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetRNNWeightParams(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetRNNWeightParams(handle, rnnDesc, pseudoLayer, weightSpaceSize, weightSpace, linLayerID, mDesc, mAddr, bDesc, bAddr, bd);
}

cudnnStatus_t bd_cudnnCreateRNNDataDescriptor(cudnnRNNDataDescriptor_t *rnnDataDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateRNNDataDescriptor)(rnnDataDesc), "cudnnCreateRNNDataDescriptor");
}

cudnnStatus_t bd_cudnnDestroyRNNDataDescriptor(cudnnRNNDataDescriptor_t rnnDataDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyRNNDataDescriptor)(rnnDataDesc), "cudnnDestroyRNNDataDescriptor");
}

cudnnStatus_t bd_cudnnSetRNNDataDescriptor(cudnnRNNDataDescriptor_t rnnDataDesc, cudnnDataType_t dataType, cudnnRNNDataLayout_t layout, int maxSeqLength, int batchSize, int vectorSize, const int seqLengthArray[], void *paddingFill)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetRNNDataDescriptor)(rnnDataDesc, dataType, layout, maxSeqLength, batchSize, vectorSize, seqLengthArray, paddingFill), "cudnnSetRNNDataDescriptor");
}

cudnnStatus_t bd_cudnnGetRNNDataDescriptor(cudnnRNNDataDescriptor_t rnnDataDesc, cudnnDataType_t *dataType, cudnnRNNDataLayout_t *layout, int *maxSeqLength, int *batchSize, int *vectorSize, int arrayLengthRequested, int seqLengthArray[], void *paddingFill)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetRNNDataDescriptor)(rnnDataDesc, dataType, layout, maxSeqLength, batchSize, vectorSize, arrayLengthRequested, seqLengthArray, paddingFill), "cudnnGetRNNDataDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnRNNForward(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnRNNDataDescriptor_t yDesc, void *y, cudnnTensorDescriptor_t hDesc, const void *hx, void *hy, cudnnTensorDescriptor_t cDesc, const void *cx, void *cy, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnRNNForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNForward)(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace), "cudnnRNNForward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnRNNForward(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnRNNDataDescriptor_t yDesc, void *y, cudnnTensorDescriptor_t hDesc, const void *hx, void *hy, cudnnTensorDescriptor_t cDesc, const void *cx, void *cy, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNForward)(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace), "cudnnRNNForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnRNNForward(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnRNNDataDescriptor_t yDesc, void *y, cudnnTensorDescriptor_t hDesc, const void *hx, void *hy, cudnnTensorDescriptor_t cDesc, const void *cx, void *cy, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnRNNForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNForward)(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace), "cudnnRNNForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnRNNForward(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, bd_caller)
                            : bd_gen_slow_cudnnRNNForward(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd);
}

cudnnStatus_t bd_cudnnRNNForward(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnForwardMode_t fwdMode, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnRNNDataDescriptor_t yDesc, void *y, cudnnTensorDescriptor_t hDesc, const void *hx, void *hy, cudnnTensorDescriptor_t cDesc, const void *cx, void *cy, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNForward)(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnRNNForward(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnRNNForward(handle, rnnDesc, fwdMode, devSeqLengths, xDesc, x, yDesc, y, hDesc, hx, hy, cDesc, cx, cy, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd);
}

cudnnStatus_t bd_cudnnCreateSeqDataDescriptor(cudnnSeqDataDescriptor_t *seqDataDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateSeqDataDescriptor)(seqDataDesc), "cudnnCreateSeqDataDescriptor");
}

cudnnStatus_t bd_cudnnDestroySeqDataDescriptor(cudnnSeqDataDescriptor_t seqDataDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroySeqDataDescriptor)(seqDataDesc), "cudnnDestroySeqDataDescriptor");
}

cudnnStatus_t bd_cudnnSetSeqDataDescriptor(cudnnSeqDataDescriptor_t seqDataDesc, cudnnDataType_t dataType, int nbDims, const int dimA[], const cudnnSeqDataAxis_t axes[], size_t seqLengthArraySize, const int seqLengthArray[], void *paddingFill)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetSeqDataDescriptor)(seqDataDesc, dataType, nbDims, dimA, axes, seqLengthArraySize, seqLengthArray, paddingFill), "cudnnSetSeqDataDescriptor");
}

cudnnStatus_t bd_cudnnGetSeqDataDescriptor(const cudnnSeqDataDescriptor_t seqDataDesc, cudnnDataType_t *dataType, int *nbDims, int nbDimsRequested, int dimA[], cudnnSeqDataAxis_t axes[], size_t *seqLengthArraySize, size_t seqLengthSizeRequested, int seqLengthArray[], void *paddingFill)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetSeqDataDescriptor)(seqDataDesc, dataType, nbDims, nbDimsRequested, dimA, axes, seqLengthArraySize, seqLengthSizeRequested, seqLengthArray, paddingFill), "cudnnGetSeqDataDescriptor");
}

cudnnStatus_t bd_cudnnCreateAttnDescriptor(cudnnAttnDescriptor_t *attnDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateAttnDescriptor)(attnDesc), "cudnnCreateAttnDescriptor");
}

cudnnStatus_t bd_cudnnDestroyAttnDescriptor(cudnnAttnDescriptor_t attnDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyAttnDescriptor)(attnDesc), "cudnnDestroyAttnDescriptor");
}

cudnnStatus_t bd_cudnnSetAttnDescriptor(cudnnAttnDescriptor_t attnDesc, unsigned int attnMode, int nHeads, double smScaler, cudnnDataType_t dataType, cudnnDataType_t computePrec, cudnnMathType_t mathType, cudnnDropoutDescriptor_t attnDropoutDesc, cudnnDropoutDescriptor_t postDropoutDesc, int qSize, int kSize, int vSize, int qProjSize, int kProjSize, int vProjSize, int oProjSize, int qoMaxSeqLength, int kvMaxSeqLength, int maxBatchSize, int maxBeamSize)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetAttnDescriptor)(attnDesc, attnMode, nHeads, smScaler, dataType, computePrec, mathType, attnDropoutDesc, postDropoutDesc, qSize, kSize, vSize, qProjSize, kProjSize, vProjSize, oProjSize, qoMaxSeqLength, kvMaxSeqLength, maxBatchSize, maxBeamSize), "cudnnSetAttnDescriptor");
}

cudnnStatus_t bd_cudnnGetAttnDescriptor(cudnnAttnDescriptor_t attnDesc, unsigned int *attnMode, int *nHeads, double *smScaler, cudnnDataType_t *dataType, cudnnDataType_t *computePrec, cudnnMathType_t *mathType, cudnnDropoutDescriptor_t *attnDropoutDesc, cudnnDropoutDescriptor_t *postDropoutDesc, int *qSize, int *kSize, int *vSize, int *qProjSize, int *kProjSize, int *vProjSize, int *oProjSize, int *qoMaxSeqLength, int *kvMaxSeqLength, int *maxBatchSize, int *maxBeamSize)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetAttnDescriptor)(attnDesc, attnMode, nHeads, smScaler, dataType, computePrec, mathType, attnDropoutDesc, postDropoutDesc, qSize, kSize, vSize, qProjSize, kProjSize, vProjSize, oProjSize, qoMaxSeqLength, kvMaxSeqLength, maxBatchSize, maxBeamSize), "cudnnGetAttnDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetMultiHeadAttnBuffers(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, size_t *weightSizeInBytes, size_t *workSpaceSizeInBytes, size_t *reserveSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetMultiHeadAttnBuffers", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnBuffers)(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes), "cudnnGetMultiHeadAttnBuffers");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetMultiHeadAttnBuffers(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, size_t *weightSizeInBytes, size_t *workSpaceSizeInBytes, size_t *reserveSpaceSizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnBuffers)(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes), "cudnnGetMultiHeadAttnBuffers");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetMultiHeadAttnBuffers(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, size_t *weightSizeInBytes, size_t *workSpaceSizeInBytes, size_t *reserveSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetMultiHeadAttnBuffers", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnBuffers)(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes), "cudnnGetMultiHeadAttnBuffers");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetMultiHeadAttnBuffers(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnGetMultiHeadAttnBuffers(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes, bd);
}

cudnnStatus_t bd_cudnnGetMultiHeadAttnBuffers(bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, size_t *weightSizeInBytes, size_t *workSpaceSizeInBytes, size_t *reserveSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnBuffers)(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetMultiHeadAttnBuffers(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetMultiHeadAttnBuffers(handle, attnDesc, weightSizeInBytes, workSpaceSizeInBytes, reserveSpaceSizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetMultiHeadAttnWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnMultiHeadAttnWeightKind_t wKind, size_t weightSizeInBytes, const void *weights, cudnnTensorDescriptor_t wDesc, void **wAddr, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetMultiHeadAttnWeights", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnWeights)(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr), "cudnnGetMultiHeadAttnWeights");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetMultiHeadAttnWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnMultiHeadAttnWeightKind_t wKind, size_t weightSizeInBytes, const void *weights, cudnnTensorDescriptor_t wDesc, void **wAddr, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnWeights)(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr), "cudnnGetMultiHeadAttnWeights");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetMultiHeadAttnWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnMultiHeadAttnWeightKind_t wKind, size_t weightSizeInBytes, const void *weights, cudnnTensorDescriptor_t wDesc, void **wAddr, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetMultiHeadAttnWeights", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnWeights)(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr), "cudnnGetMultiHeadAttnWeights");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetMultiHeadAttnWeights(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr, bd, bd_caller)
                            : bd_gen_slow_cudnnGetMultiHeadAttnWeights(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr, bd);
}

cudnnStatus_t bd_cudnnGetMultiHeadAttnWeights(bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnMultiHeadAttnWeightKind_t wKind, size_t weightSizeInBytes, const void *weights, cudnnTensorDescriptor_t wDesc, void **wAddr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetMultiHeadAttnWeights)(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetMultiHeadAttnWeights(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetMultiHeadAttnWeights(handle, attnDesc, wKind, weightSizeInBytes, weights, wDesc, wAddr, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnMultiHeadAttnForward(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, int currIdx, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsQO[], const int devSeqLengthsKV[], const cudnnSeqDataDescriptor_t qDesc, const void *queries, const void *residuals, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t oDesc, void *out, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnMultiHeadAttnForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnForward)(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace), "cudnnMultiHeadAttnForward");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnMultiHeadAttnForward(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, int currIdx, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsQO[], const int devSeqLengthsKV[], const cudnnSeqDataDescriptor_t qDesc, const void *queries, const void *residuals, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t oDesc, void *out, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnForward)(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace), "cudnnMultiHeadAttnForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnMultiHeadAttnForward(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, int currIdx, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsQO[], const int devSeqLengthsKV[], const cudnnSeqDataDescriptor_t qDesc, const void *queries, const void *residuals, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t oDesc, void *out, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnMultiHeadAttnForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnForward)(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace), "cudnnMultiHeadAttnForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnMultiHeadAttnForward(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, bd_caller)
                            : bd_gen_slow_cudnnMultiHeadAttnForward(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd);
}

cudnnStatus_t bd_cudnnMultiHeadAttnForward(bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, int currIdx, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsQO[], const int devSeqLengthsKV[], const cudnnSeqDataDescriptor_t qDesc, const void *queries, const void *residuals, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t oDesc, void *out, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnForward)(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnMultiHeadAttnForward(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnMultiHeadAttnForward(handle, attnDesc, currIdx, loWinIdx, hiWinIdx, devSeqLengthsQO, devSeqLengthsKV, qDesc, queries, residuals, kDesc, keys, vDesc, values, oDesc, out, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd);
}

cudnnStatus_t bd_cudnnAdvVersionCheck(void)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnAdvVersionCheck)(), "cudnnAdvVersionCheck");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnRNNBackwardData_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t yDesc, const void *y, const void *dy, cudnnRNNDataDescriptor_t xDesc, void *dx, cudnnTensorDescriptor_t hDesc, const void *hx, const void *dhy, void *dhx, cudnnTensorDescriptor_t cDesc, const void *cx, const void *dcy, void *dcx, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnRNNBackwardData_v8", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardData_v8)(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace), "cudnnRNNBackwardData_v8");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnRNNBackwardData_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t yDesc, const void *y, const void *dy, cudnnRNNDataDescriptor_t xDesc, void *dx, cudnnTensorDescriptor_t hDesc, const void *hx, const void *dhy, void *dhx, cudnnTensorDescriptor_t cDesc, const void *cx, const void *dcy, void *dcx, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardData_v8)(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace), "cudnnRNNBackwardData_v8");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnRNNBackwardData_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t yDesc, const void *y, const void *dy, cudnnRNNDataDescriptor_t xDesc, void *dx, cudnnTensorDescriptor_t hDesc, const void *hx, const void *dhy, void *dhx, cudnnTensorDescriptor_t cDesc, const void *cx, const void *dcy, void *dcx, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnRNNBackwardData_v8", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardData_v8)(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace), "cudnnRNNBackwardData_v8");
    return bd_gen_checks_on ? bd_gen_checked_cudnnRNNBackwardData_v8(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, bd_caller)
                            : bd_gen_slow_cudnnRNNBackwardData_v8(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd);
}

cudnnStatus_t bd_cudnnRNNBackwardData_v8(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t yDesc, const void *y, const void *dy, cudnnRNNDataDescriptor_t xDesc, void *dx, cudnnTensorDescriptor_t hDesc, const void *hx, const void *dhy, void *dhx, cudnnTensorDescriptor_t cDesc, const void *cx, const void *dcy, void *dcx, size_t weightSpaceSize, const void *weightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardData_v8)(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnRNNBackwardData_v8(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnRNNBackwardData_v8(handle, rnnDesc, devSeqLengths, yDesc, y, dy, xDesc, dx, hDesc, hx, dhy, dhx, cDesc, cx, dcy, dcx, weightSpaceSize, weightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnRNNBackwardWeights_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnWgradMode_t addGrad, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnTensorDescriptor_t hDesc, const void *hx, cudnnRNNDataDescriptor_t yDesc, const void *y, size_t weightSpaceSize, void *dweightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnRNNBackwardWeights_v8", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardWeights_v8)(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace), "cudnnRNNBackwardWeights_v8");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnRNNBackwardWeights_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnWgradMode_t addGrad, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnTensorDescriptor_t hDesc, const void *hx, cudnnRNNDataDescriptor_t yDesc, const void *y, size_t weightSpaceSize, void *dweightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardWeights_v8)(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace), "cudnnRNNBackwardWeights_v8");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnRNNBackwardWeights_v8(cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnWgradMode_t addGrad, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnTensorDescriptor_t hDesc, const void *hx, cudnnRNNDataDescriptor_t yDesc, const void *y, size_t weightSpaceSize, void *dweightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnRNNBackwardWeights_v8", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardWeights_v8)(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace), "cudnnRNNBackwardWeights_v8");
    return bd_gen_checks_on ? bd_gen_checked_cudnnRNNBackwardWeights_v8(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, bd_caller)
                            : bd_gen_slow_cudnnRNNBackwardWeights_v8(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd);
}

cudnnStatus_t bd_cudnnRNNBackwardWeights_v8(bound_dev_t *bd, cudnnHandle_t handle, cudnnRNNDescriptor_t rnnDesc, cudnnWgradMode_t addGrad, const int32_t devSeqLengths[], cudnnRNNDataDescriptor_t xDesc, const void *x, cudnnTensorDescriptor_t hDesc, const void *hx, cudnnRNNDataDescriptor_t yDesc, const void *y, size_t weightSpaceSize, void *dweightSpace, size_t workSpaceSize, void *workSpace, size_t reserveSpaceSize, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnRNNBackwardWeights_v8)(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnRNNBackwardWeights_v8(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnRNNBackwardWeights_v8(handle, rnnDesc, addGrad, devSeqLengths, xDesc, x, hDesc, hx, yDesc, y, weightSpaceSize, dweightSpace, workSpaceSize, workSpace, reserveSpaceSize, reserveSpace, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnMultiHeadAttnBackwardData(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsDQDO[], const int devSeqLengthsDKDV[], const cudnnSeqDataDescriptor_t doDesc, const void *dout, const cudnnSeqDataDescriptor_t dqDesc, void *dqueries, const void *queries, const cudnnSeqDataDescriptor_t dkDesc, void *dkeys, const void *keys, const cudnnSeqDataDescriptor_t dvDesc, void *dvalues, const void *values, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnMultiHeadAttnBackwardData", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardData)(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace), "cudnnMultiHeadAttnBackwardData");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnMultiHeadAttnBackwardData(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsDQDO[], const int devSeqLengthsDKDV[], const cudnnSeqDataDescriptor_t doDesc, const void *dout, const cudnnSeqDataDescriptor_t dqDesc, void *dqueries, const void *queries, const cudnnSeqDataDescriptor_t dkDesc, void *dkeys, const void *keys, const cudnnSeqDataDescriptor_t dvDesc, void *dvalues, const void *values, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardData)(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace), "cudnnMultiHeadAttnBackwardData");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnMultiHeadAttnBackwardData(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsDQDO[], const int devSeqLengthsDKDV[], const cudnnSeqDataDescriptor_t doDesc, const void *dout, const cudnnSeqDataDescriptor_t dqDesc, void *dqueries, const void *queries, const cudnnSeqDataDescriptor_t dkDesc, void *dkeys, const void *keys, const cudnnSeqDataDescriptor_t dvDesc, void *dvalues, const void *values, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnMultiHeadAttnBackwardData", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardData)(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace), "cudnnMultiHeadAttnBackwardData");
    return bd_gen_checks_on ? bd_gen_checked_cudnnMultiHeadAttnBackwardData(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, bd_caller)
                            : bd_gen_slow_cudnnMultiHeadAttnBackwardData(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd);
}

cudnnStatus_t bd_cudnnMultiHeadAttnBackwardData(bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, const int loWinIdx[], const int hiWinIdx[], const int devSeqLengthsDQDO[], const int devSeqLengthsDKDV[], const cudnnSeqDataDescriptor_t doDesc, const void *dout, const cudnnSeqDataDescriptor_t dqDesc, void *dqueries, const void *queries, const cudnnSeqDataDescriptor_t dkDesc, void *dkeys, const void *keys, const cudnnSeqDataDescriptor_t dvDesc, void *dvalues, const void *values, size_t weightSizeInBytes, const void *weights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardData)(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnMultiHeadAttnBackwardData(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnMultiHeadAttnBackwardData(handle, attnDesc, loWinIdx, hiWinIdx, devSeqLengthsDQDO, devSeqLengthsDKDV, doDesc, dout, dqDesc, dqueries, queries, dkDesc, dkeys, keys, dvDesc, dvalues, values, weightSizeInBytes, weights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnMultiHeadAttnBackwardWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnWgradMode_t addGrad, const cudnnSeqDataDescriptor_t qDesc, const void *queries, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t doDesc, const void *dout, size_t weightSizeInBytes, const void *weights, void *dweights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnMultiHeadAttnBackwardWeights", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardWeights)(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace), "cudnnMultiHeadAttnBackwardWeights");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnMultiHeadAttnBackwardWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnWgradMode_t addGrad, const cudnnSeqDataDescriptor_t qDesc, const void *queries, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t doDesc, const void *dout, size_t weightSizeInBytes, const void *weights, void *dweights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardWeights)(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace), "cudnnMultiHeadAttnBackwardWeights");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnMultiHeadAttnBackwardWeights(cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnWgradMode_t addGrad, const cudnnSeqDataDescriptor_t qDesc, const void *queries, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t doDesc, const void *dout, size_t weightSizeInBytes, const void *weights, void *dweights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnMultiHeadAttnBackwardWeights", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardWeights)(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace), "cudnnMultiHeadAttnBackwardWeights");
    return bd_gen_checks_on ? bd_gen_checked_cudnnMultiHeadAttnBackwardWeights(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, bd_caller)
                            : bd_gen_slow_cudnnMultiHeadAttnBackwardWeights(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd);
}

cudnnStatus_t bd_cudnnMultiHeadAttnBackwardWeights(bound_dev_t *bd, cudnnHandle_t handle, const cudnnAttnDescriptor_t attnDesc, cudnnWgradMode_t addGrad, const cudnnSeqDataDescriptor_t qDesc, const void *queries, const cudnnSeqDataDescriptor_t kDesc, const void *keys, const cudnnSeqDataDescriptor_t vDesc, const void *values, const cudnnSeqDataDescriptor_t doDesc, const void *dout, size_t weightSizeInBytes, const void *weights, void *dweights, size_t workSpaceSizeInBytes, void *workSpace, size_t reserveSpaceSizeInBytes, void *reserveSpace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMultiHeadAttnBackwardWeights)(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnMultiHeadAttnBackwardWeights(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnMultiHeadAttnBackwardWeights(handle, attnDesc, addGrad, qDesc, queries, kDesc, keys, vDesc, values, doDesc, dout, weightSizeInBytes, weights, dweights, workSpaceSizeInBytes, workSpace, reserveSpaceSizeInBytes, reserveSpace, bd);
}

cudnnStatus_t bd_cudnnCreateCTCLossDescriptor(cudnnCTCLossDescriptor_t *ctcLossDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateCTCLossDescriptor)(ctcLossDesc), "cudnnCreateCTCLossDescriptor");
}

cudnnStatus_t bd_cudnnSetCTCLossDescriptor(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetCTCLossDescriptor)(ctcLossDesc, compType), "cudnnSetCTCLossDescriptor");
}

cudnnStatus_t bd_cudnnSetCTCLossDescriptorEx(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnNanPropagation_t gradMode)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetCTCLossDescriptorEx)(ctcLossDesc, compType, normMode, gradMode), "cudnnSetCTCLossDescriptorEx");
}

cudnnStatus_t bd_cudnnSetCTCLossDescriptor_v8(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnNanPropagation_t gradMode, int maxLabelLength)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetCTCLossDescriptor_v8)(ctcLossDesc, compType, normMode, gradMode, maxLabelLength), "cudnnSetCTCLossDescriptor_v8");
}

cudnnStatus_t bd_cudnnSetCTCLossDescriptor_v9(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t compType, cudnnLossNormalizationMode_t normMode, cudnnCTCGradMode_t ctcGradMode, int maxLabelLength)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetCTCLossDescriptor_v9)(ctcLossDesc, compType, normMode, ctcGradMode, maxLabelLength), "cudnnSetCTCLossDescriptor_v9");
}

cudnnStatus_t bd_cudnnGetCTCLossDescriptor(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossDescriptor)(ctcLossDesc, compType), "cudnnGetCTCLossDescriptor");
}

cudnnStatus_t bd_cudnnGetCTCLossDescriptorEx(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnNanPropagation_t *gradMode)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossDescriptorEx)(ctcLossDesc, compType, normMode, gradMode), "cudnnGetCTCLossDescriptorEx");
}

cudnnStatus_t bd_cudnnGetCTCLossDescriptor_v8(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnNanPropagation_t *gradMode, int *maxLabelLength)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossDescriptor_v8)(ctcLossDesc, compType, normMode, gradMode, maxLabelLength), "cudnnGetCTCLossDescriptor_v8");
}

cudnnStatus_t bd_cudnnGetCTCLossDescriptor_v9(cudnnCTCLossDescriptor_t ctcLossDesc, cudnnDataType_t *compType, cudnnLossNormalizationMode_t *normMode, cudnnCTCGradMode_t *ctcGradMode, int *maxLabelLength)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossDescriptor_v9)(ctcLossDesc, compType, normMode, ctcGradMode, maxLabelLength), "cudnnGetCTCLossDescriptor_v9");
}

cudnnStatus_t bd_cudnnDestroyCTCLossDescriptor(cudnnCTCLossDescriptor_t ctcLossDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyCTCLossDescriptor)(ctcLossDesc), "cudnnDestroyCTCLossDescriptor");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnCTCLoss(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int hostLabels[], const int hostLabelLengths[], const int hostInputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, void *workspace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnCTCLoss", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss)(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes), "cudnnCTCLoss");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnCTCLoss(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int hostLabels[], const int hostLabelLengths[], const int hostInputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, void *workspace, size_t workSpaceSizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss)(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes), "cudnnCTCLoss");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnCTCLoss(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int hostLabels[], const int hostLabelLengths[], const int hostInputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, void *workspace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnCTCLoss", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss)(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes), "cudnnCTCLoss");
    return bd_gen_checks_on ? bd_gen_checked_cudnnCTCLoss(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnCTCLoss(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes, bd);
}

cudnnStatus_t bd_cudnnCTCLoss(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int hostLabels[], const int hostLabelLengths[], const int hostInputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, void *workspace, size_t workSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss)(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnCTCLoss(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnCTCLoss(handle, probsDesc, probs, hostLabels, hostLabelLengths, hostInputLengths, costs, gradientsDesc, gradients, algo, ctcLossDesc, workspace, workSpaceSizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnCTCLoss_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int labels[], const int labelLengths[], const int inputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, size_t workSpaceSizeInBytes, void *workspace, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnCTCLoss_v8", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss_v8)(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace), "cudnnCTCLoss_v8");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnCTCLoss_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int labels[], const int labelLengths[], const int inputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, size_t workSpaceSizeInBytes, void *workspace, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss_v8)(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace), "cudnnCTCLoss_v8");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnCTCLoss_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int labels[], const int labelLengths[], const int inputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, size_t workSpaceSizeInBytes, void *workspace, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnCTCLoss_v8", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss_v8)(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace), "cudnnCTCLoss_v8");
    return bd_gen_checks_on ? bd_gen_checked_cudnnCTCLoss_v8(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace, bd, bd_caller)
                            : bd_gen_slow_cudnnCTCLoss_v8(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace, bd);
}

cudnnStatus_t bd_cudnnCTCLoss_v8(bound_dev_t *bd, cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const void *probs, const int labels[], const int labelLengths[], const int inputLengths[], void *costs, const cudnnTensorDescriptor_t gradientsDesc, void *gradients, size_t workSpaceSizeInBytes, void *workspace)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCTCLoss_v8)(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnCTCLoss_v8(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnCTCLoss_v8(handle, algo, ctcLossDesc, probsDesc, probs, labels, labelLengths, inputLengths, costs, gradientsDesc, gradients, workSpaceSizeInBytes, workspace, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetCTCLossWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, const int *labels, const int *labelLengths, const int *inputLengths, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetCTCLossWorkspaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize)(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes), "cudnnGetCTCLossWorkspaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetCTCLossWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, const int *labels, const int *labelLengths, const int *inputLengths, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, size_t *sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize)(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes), "cudnnGetCTCLossWorkspaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetCTCLossWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, const int *labels, const int *labelLengths, const int *inputLengths, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetCTCLossWorkspaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize)(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes), "cudnnGetCTCLossWorkspaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetCTCLossWorkspaceSize(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnGetCTCLossWorkspaceSize(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnGetCTCLossWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, const int *labels, const int *labelLengths, const int *inputLengths, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize)(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetCTCLossWorkspaceSize(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetCTCLossWorkspaceSize(handle, probsDesc, gradientsDesc, labels, labelLengths, inputLengths, algo, ctcLossDesc, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetCTCLossWorkspaceSize_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetCTCLossWorkspaceSize_v8", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize_v8)(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes), "cudnnGetCTCLossWorkspaceSize_v8");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetCTCLossWorkspaceSize_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, size_t *sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize_v8)(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes), "cudnnGetCTCLossWorkspaceSize_v8");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetCTCLossWorkspaceSize_v8(cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetCTCLossWorkspaceSize_v8", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize_v8)(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes), "cudnnGetCTCLossWorkspaceSize_v8");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetCTCLossWorkspaceSize_v8(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnGetCTCLossWorkspaceSize_v8(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnGetCTCLossWorkspaceSize_v8(bound_dev_t *bd, cudnnHandle_t handle, cudnnCTCLossAlgo_t algo, cudnnCTCLossDescriptor_t ctcLossDesc, const cudnnTensorDescriptor_t probsDesc, const cudnnTensorDescriptor_t gradientsDesc, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetCTCLossWorkspaceSize_v8)(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetCTCLossWorkspaceSize_v8(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetCTCLossWorkspaceSize_v8(handle, algo, ctcLossDesc, probsDesc, gradientsDesc, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnCreateConvolutionDescriptor(cudnnConvolutionDescriptor_t *convDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateConvolutionDescriptor)(convDesc), "cudnnCreateConvolutionDescriptor");
}

cudnnStatus_t bd_cudnnDestroyConvolutionDescriptor(cudnnConvolutionDescriptor_t convDesc)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyConvolutionDescriptor)(convDesc), "cudnnDestroyConvolutionDescriptor");
}

cudnnStatus_t bd_cudnnSetConvolutionMathType(cudnnConvolutionDescriptor_t convDesc, cudnnMathType_t mathType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetConvolutionMathType)(convDesc, mathType), "cudnnSetConvolutionMathType");
}

cudnnStatus_t bd_cudnnGetConvolutionMathType(cudnnConvolutionDescriptor_t convDesc, cudnnMathType_t *mathType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionMathType)(convDesc, mathType), "cudnnGetConvolutionMathType");
}

cudnnStatus_t bd_cudnnSetConvolutionGroupCount(cudnnConvolutionDescriptor_t convDesc, int groupCount)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetConvolutionGroupCount)(convDesc, groupCount), "cudnnSetConvolutionGroupCount");
}

cudnnStatus_t bd_cudnnGetConvolutionGroupCount(cudnnConvolutionDescriptor_t convDesc, int *groupCount)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionGroupCount)(convDesc, groupCount), "cudnnGetConvolutionGroupCount");
}

cudnnStatus_t bd_cudnnSetConvolutionReorderType(cudnnConvolutionDescriptor_t convDesc, cudnnReorderType_t reorderType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetConvolutionReorderType)(convDesc, reorderType), "cudnnSetConvolutionReorderType");
}

cudnnStatus_t bd_cudnnGetConvolutionReorderType(cudnnConvolutionDescriptor_t convDesc, cudnnReorderType_t *reorderType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionReorderType)(convDesc, reorderType), "cudnnGetConvolutionReorderType");
}

cudnnStatus_t bd_cudnnSetConvolution2dDescriptor(cudnnConvolutionDescriptor_t convDesc, int pad_h, int pad_w, int u, int v, int dilation_h, int dilation_w, cudnnConvolutionMode_t mode, cudnnDataType_t computeType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetConvolution2dDescriptor)(convDesc, pad_h, pad_w, u, v, dilation_h, dilation_w, mode, computeType), "cudnnSetConvolution2dDescriptor");
}

cudnnStatus_t bd_cudnnGetConvolution2dDescriptor(const cudnnConvolutionDescriptor_t convDesc, int *pad_h, int *pad_w, int *u, int *v, int *dilation_h, int *dilation_w, cudnnConvolutionMode_t *mode, cudnnDataType_t *computeType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolution2dDescriptor)(convDesc, pad_h, pad_w, u, v, dilation_h, dilation_w, mode, computeType), "cudnnGetConvolution2dDescriptor");
}

cudnnStatus_t bd_cudnnSetConvolutionNdDescriptor(cudnnConvolutionDescriptor_t convDesc, int arrayLength, const int padA[], const int filterStrideA[], const int dilationA[], cudnnConvolutionMode_t mode, cudnnDataType_t computeType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetConvolutionNdDescriptor)(convDesc, arrayLength, padA, filterStrideA, dilationA, mode, computeType), "cudnnSetConvolutionNdDescriptor");
}

cudnnStatus_t bd_cudnnGetConvolutionNdDescriptor(const cudnnConvolutionDescriptor_t convDesc, int arrayLengthRequested, int *arrayLength, int padA[], int strideA[], int dilationA[], cudnnConvolutionMode_t *mode, cudnnDataType_t *computeType)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionNdDescriptor)(convDesc, arrayLengthRequested, arrayLength, padA, strideA, dilationA, mode, computeType), "cudnnGetConvolutionNdDescriptor");
}

cudnnStatus_t bd_cudnnGetConvolution2dForwardOutputDim(const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t inputTensorDesc, const cudnnFilterDescriptor_t filterDesc, int *n, int *c, int *h, int *w)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolution2dForwardOutputDim)(convDesc, inputTensorDesc, filterDesc, n, c, h, w), "cudnnGetConvolution2dForwardOutputDim");
}

cudnnStatus_t bd_cudnnGetConvolutionNdForwardOutputDim(const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t inputTensorDesc, const cudnnFilterDescriptor_t filterDesc, int nbDims, int tensorOuputDimA[])
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionNdForwardOutputDim)(convDesc, inputTensorDesc, filterDesc, nbDims, tensorOuputDimA), "cudnnGetConvolutionNdForwardOutputDim");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetConvolutionForwardAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetConvolutionForwardAlgorithmMaxCount", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithmMaxCount)(handle, count), "cudnnGetConvolutionForwardAlgorithmMaxCount");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetConvolutionForwardAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithmMaxCount)(handle, count), "cudnnGetConvolutionForwardAlgorithmMaxCount");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetConvolutionForwardAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetConvolutionForwardAlgorithmMaxCount", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithmMaxCount)(handle, count), "cudnnGetConvolutionForwardAlgorithmMaxCount");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetConvolutionForwardAlgorithmMaxCount(handle, count, bd, bd_caller)
                            : bd_gen_slow_cudnnGetConvolutionForwardAlgorithmMaxCount(handle, count, bd);
}

cudnnStatus_t bd_cudnnGetConvolutionForwardAlgorithmMaxCount(bound_dev_t *bd, cudnnHandle_t handle, int *count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithmMaxCount)(handle, count)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetConvolutionForwardAlgorithmMaxCount(handle, count, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetConvolutionForwardAlgorithmMaxCount(handle, count, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetConvolutionForwardAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnFilterDescriptor_t filterDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t destDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetConvolutionForwardAlgorithm_v7", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithm_v7)(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnGetConvolutionForwardAlgorithm_v7");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetConvolutionForwardAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnFilterDescriptor_t filterDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t destDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithm_v7)(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnGetConvolutionForwardAlgorithm_v7");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetConvolutionForwardAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnFilterDescriptor_t filterDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t destDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetConvolutionForwardAlgorithm_v7", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithm_v7)(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnGetConvolutionForwardAlgorithm_v7");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetConvolutionForwardAlgorithm_v7(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_caller)
                            : bd_gen_slow_cudnnGetConvolutionForwardAlgorithm_v7(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

cudnnStatus_t bd_cudnnGetConvolutionForwardAlgorithm_v7(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnFilterDescriptor_t filterDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t destDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardAlgorithm_v7)(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetConvolutionForwardAlgorithm_v7(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetConvolutionForwardAlgorithm_v7(handle, srcDesc, filterDesc, convDesc, destDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnFindConvolutionForwardAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnFindConvolutionForwardAlgorithm", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithm)(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnFindConvolutionForwardAlgorithm");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnFindConvolutionForwardAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithm)(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnFindConvolutionForwardAlgorithm");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnFindConvolutionForwardAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnFindConvolutionForwardAlgorithm", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithm)(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnFindConvolutionForwardAlgorithm");
    return bd_gen_checks_on ? bd_gen_checked_cudnnFindConvolutionForwardAlgorithm(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_caller)
                            : bd_gen_slow_cudnnFindConvolutionForwardAlgorithm(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

cudnnStatus_t bd_cudnnFindConvolutionForwardAlgorithm(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithm)(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnFindConvolutionForwardAlgorithm(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnFindConvolutionForwardAlgorithm(handle, xDesc, wDesc, convDesc, yDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnFindConvolutionForwardAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, void *y, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnFindConvolutionForwardAlgorithmEx", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithmEx)(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes), "cudnnFindConvolutionForwardAlgorithmEx");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnFindConvolutionForwardAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, void *y, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithmEx)(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes), "cudnnFindConvolutionForwardAlgorithmEx");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnFindConvolutionForwardAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, void *y, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnFindConvolutionForwardAlgorithmEx", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithmEx)(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes), "cudnnFindConvolutionForwardAlgorithmEx");
    return bd_gen_checks_on ? bd_gen_checked_cudnnFindConvolutionForwardAlgorithmEx(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnFindConvolutionForwardAlgorithmEx(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd);
}

cudnnStatus_t bd_cudnnFindConvolutionForwardAlgorithmEx(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, void *y, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionFwdAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionForwardAlgorithmEx)(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnFindConvolutionForwardAlgorithmEx(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnFindConvolutionForwardAlgorithmEx(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnIm2Col(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, void *colBuffer, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnIm2Col", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnIm2Col)(handle, xDesc, x, wDesc, convDesc, colBuffer), "cudnnIm2Col");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnIm2Col(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, void *colBuffer, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnIm2Col)(handle, xDesc, x, wDesc, convDesc, colBuffer), "cudnnIm2Col");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnIm2Col(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, void *colBuffer, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnIm2Col", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnIm2Col)(handle, xDesc, x, wDesc, convDesc, colBuffer), "cudnnIm2Col");
    return bd_gen_checks_on ? bd_gen_checked_cudnnIm2Col(handle, xDesc, x, wDesc, convDesc, colBuffer, bd, bd_caller)
                            : bd_gen_slow_cudnnIm2Col(handle, xDesc, x, wDesc, convDesc, colBuffer, bd);
}

cudnnStatus_t bd_cudnnIm2Col(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, void *colBuffer)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnIm2Col)(handle, xDesc, x, wDesc, convDesc, colBuffer)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnIm2Col(handle, xDesc, x, wDesc, convDesc, colBuffer, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnIm2Col(handle, xDesc, x, wDesc, convDesc, colBuffer, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnReorderFilterAndBias(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, cudnnReorderType_t reorderType, const void *filterData, void *reorderedFilterData, int reorderBias, const void *biasData, void *reorderedBiasData, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnReorderFilterAndBias", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnReorderFilterAndBias)(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData), "cudnnReorderFilterAndBias");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnReorderFilterAndBias(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, cudnnReorderType_t reorderType, const void *filterData, void *reorderedFilterData, int reorderBias, const void *biasData, void *reorderedBiasData, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnReorderFilterAndBias)(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData), "cudnnReorderFilterAndBias");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnReorderFilterAndBias(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, cudnnReorderType_t reorderType, const void *filterData, void *reorderedFilterData, int reorderBias, const void *biasData, void *reorderedBiasData, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnReorderFilterAndBias", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnReorderFilterAndBias)(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData), "cudnnReorderFilterAndBias");
    return bd_gen_checks_on ? bd_gen_checked_cudnnReorderFilterAndBias(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData, bd, bd_caller)
                            : bd_gen_slow_cudnnReorderFilterAndBias(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData, bd);
}

cudnnStatus_t bd_cudnnReorderFilterAndBias(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, cudnnReorderType_t reorderType, const void *filterData, void *reorderedFilterData, int reorderBias, const void *biasData, void *reorderedBiasData)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnReorderFilterAndBias)(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnReorderFilterAndBias(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnReorderFilterAndBias(handle, filterDesc, reorderType, filterData, reorderedFilterData, reorderBias, biasData, reorderedBiasData, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetConvolutionForwardWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, cudnnConvolutionFwdAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetConvolutionForwardWorkspaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardWorkspaceSize)(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes), "cudnnGetConvolutionForwardWorkspaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetConvolutionForwardWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, cudnnConvolutionFwdAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardWorkspaceSize)(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes), "cudnnGetConvolutionForwardWorkspaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetConvolutionForwardWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, cudnnConvolutionFwdAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetConvolutionForwardWorkspaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardWorkspaceSize)(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes), "cudnnGetConvolutionForwardWorkspaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetConvolutionForwardWorkspaceSize(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnGetConvolutionForwardWorkspaceSize(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnGetConvolutionForwardWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnFilterDescriptor_t wDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t yDesc, cudnnConvolutionFwdAlgo_t algo, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionForwardWorkspaceSize)(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetConvolutionForwardWorkspaceSize(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetConvolutionForwardWorkspaceSize(handle, xDesc, wDesc, convDesc, yDesc, algo, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnConvolutionForward(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnConvolutionForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionForward)(handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y), "cudnnConvolutionForward");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"w", BD_HANDLE_VALUE(w), 1, false},
                {"y", BD_HANDLE_VALUE(y), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 3, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnConvolutionForward(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionForward)(handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y), "cudnnConvolutionForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnConvolutionForward(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnConvolutionForward(handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnConvolutionForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionForward)(handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y), "cudnnConvolutionForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnConvolutionForward(handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y, bd, bd_caller)
                            : bd_gen_slow_cudnnConvolutionForward(handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y, bd);
}

cudnnStatus_t bd_cudnnConvolutionForward(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t yDesc, void *y)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionForward)(handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y), "cudnnConvolutionForward")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnConvolutionForward(handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnConvolutionForward(handle, alpha, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, yDesc, y, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(y), 1, "cudnnConvolutionForward");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnConvolutionBiasActivationForward(cudnnHandle_t handle, const void *alpha1, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *alpha2, const cudnnTensorDescriptor_t zDesc, const void *z, const cudnnTensorDescriptor_t biasDesc, const void *bias, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnConvolutionBiasActivationForward", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBiasActivationForward)(handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y), "cudnnConvolutionBiasActivationForward");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"w", BD_HANDLE_VALUE(w), 1, false},
                {"bias", BD_HANDLE_VALUE(bias), 1, false},
                {"y", BD_HANDLE_VALUE(y), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 4, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnConvolutionBiasActivationForward(cudnnHandle_t handle, const void *alpha1, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *alpha2, const cudnnTensorDescriptor_t zDesc, const void *z, const cudnnTensorDescriptor_t biasDesc, const void *bias, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBiasActivationForward)(handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y), "cudnnConvolutionBiasActivationForward");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnConvolutionBiasActivationForward(cudnnHandle_t handle, const void *alpha1, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *alpha2, const cudnnTensorDescriptor_t zDesc, const void *z, const cudnnTensorDescriptor_t biasDesc, const void *bias, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnConvolutionBiasActivationForward(handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnConvolutionBiasActivationForward", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBiasActivationForward)(handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y), "cudnnConvolutionBiasActivationForward");
    return bd_gen_checks_on ? bd_gen_checked_cudnnConvolutionBiasActivationForward(handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y, bd, bd_caller)
                            : bd_gen_slow_cudnnConvolutionBiasActivationForward(handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y, bd);
}

cudnnStatus_t bd_cudnnConvolutionBiasActivationForward(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha1, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionFwdAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *alpha2, const cudnnTensorDescriptor_t zDesc, const void *z, const cudnnTensorDescriptor_t biasDesc, const void *bias, const cudnnActivationDescriptor_t activationDesc, const cudnnTensorDescriptor_t yDesc, void *y)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBiasActivationForward)(handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y), "cudnnConvolutionBiasActivationForward")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnConvolutionBiasActivationForward(handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnConvolutionBiasActivationForward(handle, alpha1, xDesc, x, wDesc, w, convDesc, algo, workSpace, workSpaceSizeInBytes, alpha2, zDesc, z, biasDesc, bias, activationDesc, yDesc, y, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(y), 1, "cudnnConvolutionBiasActivationForward");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetConvolutionBackwardDataAlgorithmMaxCount", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithmMaxCount)(handle, count), "cudnnGetConvolutionBackwardDataAlgorithmMaxCount");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithmMaxCount)(handle, count), "cudnnGetConvolutionBackwardDataAlgorithmMaxCount");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetConvolutionBackwardDataAlgorithmMaxCount", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithmMaxCount)(handle, count), "cudnnGetConvolutionBackwardDataAlgorithmMaxCount");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(handle, count, bd, bd_caller)
                            : bd_gen_slow_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(handle, count, bd);
}

cudnnStatus_t bd_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(bound_dev_t *bd, cudnnHandle_t handle, int *count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithmMaxCount)(handle, count)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(handle, count, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetConvolutionBackwardDataAlgorithmMaxCount(handle, count, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnFindConvolutionBackwardDataAlgorithm(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnFindConvolutionBackwardDataAlgorithm", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithm)(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnFindConvolutionBackwardDataAlgorithm");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnFindConvolutionBackwardDataAlgorithm(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithm)(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnFindConvolutionBackwardDataAlgorithm");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnFindConvolutionBackwardDataAlgorithm(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnFindConvolutionBackwardDataAlgorithm", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithm)(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnFindConvolutionBackwardDataAlgorithm");
    return bd_gen_checks_on ? bd_gen_checked_cudnnFindConvolutionBackwardDataAlgorithm(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_caller)
                            : bd_gen_slow_cudnnFindConvolutionBackwardDataAlgorithm(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

cudnnStatus_t bd_cudnnFindConvolutionBackwardDataAlgorithm(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithm)(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnFindConvolutionBackwardDataAlgorithm(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnFindConvolutionBackwardDataAlgorithm(handle, wDesc, dyDesc, convDesc, dxDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnFindConvolutionBackwardDataAlgorithmEx(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, void *dx, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnFindConvolutionBackwardDataAlgorithmEx", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithmEx)(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes), "cudnnFindConvolutionBackwardDataAlgorithmEx");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnFindConvolutionBackwardDataAlgorithmEx(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, void *dx, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithmEx)(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes), "cudnnFindConvolutionBackwardDataAlgorithmEx");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnFindConvolutionBackwardDataAlgorithmEx(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, void *dx, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnFindConvolutionBackwardDataAlgorithmEx", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithmEx)(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes), "cudnnFindConvolutionBackwardDataAlgorithmEx");
    return bd_gen_checks_on ? bd_gen_checked_cudnnFindConvolutionBackwardDataAlgorithmEx(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnFindConvolutionBackwardDataAlgorithmEx(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd);
}

cudnnStatus_t bd_cudnnFindConvolutionBackwardDataAlgorithmEx(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, void *dx, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardDataAlgorithmEx)(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnFindConvolutionBackwardDataAlgorithmEx(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnFindConvolutionBackwardDataAlgorithmEx(handle, wDesc, w, dyDesc, dy, convDesc, dxDesc, dx, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetConvolutionBackwardDataAlgorithm_v7(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetConvolutionBackwardDataAlgorithm_v7", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithm_v7)(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnGetConvolutionBackwardDataAlgorithm_v7");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetConvolutionBackwardDataAlgorithm_v7(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithm_v7)(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnGetConvolutionBackwardDataAlgorithm_v7");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetConvolutionBackwardDataAlgorithm_v7(cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetConvolutionBackwardDataAlgorithm_v7", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithm_v7)(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnGetConvolutionBackwardDataAlgorithm_v7");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetConvolutionBackwardDataAlgorithm_v7(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_caller)
                            : bd_gen_slow_cudnnGetConvolutionBackwardDataAlgorithm_v7(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

cudnnStatus_t bd_cudnnGetConvolutionBackwardDataAlgorithm_v7(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdDataAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataAlgorithm_v7)(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetConvolutionBackwardDataAlgorithm_v7(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetConvolutionBackwardDataAlgorithm_v7(handle, filterDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetConvolutionBackwardDataWorkspaceSize(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, cudnnConvolutionBwdDataAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetConvolutionBackwardDataWorkspaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataWorkspaceSize)(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes), "cudnnGetConvolutionBackwardDataWorkspaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetConvolutionBackwardDataWorkspaceSize(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, cudnnConvolutionBwdDataAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataWorkspaceSize)(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes), "cudnnGetConvolutionBackwardDataWorkspaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetConvolutionBackwardDataWorkspaceSize(cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, cudnnConvolutionBwdDataAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetConvolutionBackwardDataWorkspaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataWorkspaceSize)(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes), "cudnnGetConvolutionBackwardDataWorkspaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetConvolutionBackwardDataWorkspaceSize(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnGetConvolutionBackwardDataWorkspaceSize(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnGetConvolutionBackwardDataWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFilterDescriptor_t wDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t dxDesc, cudnnConvolutionBwdDataAlgo_t algo, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardDataWorkspaceSize)(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetConvolutionBackwardDataWorkspaceSize(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetConvolutionBackwardDataWorkspaceSize(handle, wDesc, dyDesc, convDesc, dxDesc, algo, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnConvolutionBackwardData(cudnnHandle_t handle, const void *alpha, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdDataAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnConvolutionBackwardData", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardData)(handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx), "cudnnConvolutionBackwardData");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"w", BD_HANDLE_VALUE(w), 1, false},
                {"dy", BD_HANDLE_VALUE(dy), 1, false},
                {"dx", BD_HANDLE_VALUE(dx), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 3, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnConvolutionBackwardData(cudnnHandle_t handle, const void *alpha, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdDataAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardData)(handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx), "cudnnConvolutionBackwardData");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnConvolutionBackwardData(cudnnHandle_t handle, const void *alpha, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdDataAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnConvolutionBackwardData(handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnConvolutionBackwardData", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardData)(handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx), "cudnnConvolutionBackwardData");
    return bd_gen_checks_on ? bd_gen_checked_cudnnConvolutionBackwardData(handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx, bd, bd_caller)
                            : bd_gen_slow_cudnnConvolutionBackwardData(handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx, bd);
}

cudnnStatus_t bd_cudnnConvolutionBackwardData(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnFilterDescriptor_t wDesc, const void *w, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdDataAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnTensorDescriptor_t dxDesc, void *dx)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardData)(handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx), "cudnnConvolutionBackwardData")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnConvolutionBackwardData(handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnConvolutionBackwardData(handle, alpha, wDesc, w, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dxDesc, dx, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(dx), 1, "cudnnConvolutionBackwardData");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetFoldedConvBackwardDataDescriptors(const cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const cudnnTensorFormat_t transformFormat, cudnnFilterDescriptor_t foldedFilterDesc, cudnnTensorDescriptor_t paddedDiffDesc, cudnnConvolutionDescriptor_t foldedConvDesc, cudnnTensorDescriptor_t foldedGradDesc, cudnnTensorTransformDescriptor_t filterFoldTransDesc, cudnnTensorTransformDescriptor_t diffPadTransDesc, cudnnTensorTransformDescriptor_t gradFoldTransDesc, cudnnTensorTransformDescriptor_t gradUnfoldTransDesc, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetFoldedConvBackwardDataDescriptors", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFoldedConvBackwardDataDescriptors)(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc), "cudnnGetFoldedConvBackwardDataDescriptors");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetFoldedConvBackwardDataDescriptors(const cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const cudnnTensorFormat_t transformFormat, cudnnFilterDescriptor_t foldedFilterDesc, cudnnTensorDescriptor_t paddedDiffDesc, cudnnConvolutionDescriptor_t foldedConvDesc, cudnnTensorDescriptor_t foldedGradDesc, cudnnTensorTransformDescriptor_t filterFoldTransDesc, cudnnTensorTransformDescriptor_t diffPadTransDesc, cudnnTensorTransformDescriptor_t gradFoldTransDesc, cudnnTensorTransformDescriptor_t gradUnfoldTransDesc, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFoldedConvBackwardDataDescriptors)(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc), "cudnnGetFoldedConvBackwardDataDescriptors");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetFoldedConvBackwardDataDescriptors(const cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const cudnnTensorFormat_t transformFormat, cudnnFilterDescriptor_t foldedFilterDesc, cudnnTensorDescriptor_t paddedDiffDesc, cudnnConvolutionDescriptor_t foldedConvDesc, cudnnTensorDescriptor_t foldedGradDesc, cudnnTensorTransformDescriptor_t filterFoldTransDesc, cudnnTensorTransformDescriptor_t diffPadTransDesc, cudnnTensorTransformDescriptor_t gradFoldTransDesc, cudnnTensorTransformDescriptor_t gradUnfoldTransDesc, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetFoldedConvBackwardDataDescriptors", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFoldedConvBackwardDataDescriptors)(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc), "cudnnGetFoldedConvBackwardDataDescriptors");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetFoldedConvBackwardDataDescriptors(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc, bd, bd_caller)
                            : bd_gen_slow_cudnnGetFoldedConvBackwardDataDescriptors(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc, bd);
}

cudnnStatus_t bd_cudnnGetFoldedConvBackwardDataDescriptors(bound_dev_t *bd, const cudnnHandle_t handle, const cudnnFilterDescriptor_t filterDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnTensorDescriptor_t gradDesc, const cudnnTensorFormat_t transformFormat, cudnnFilterDescriptor_t foldedFilterDesc, cudnnTensorDescriptor_t paddedDiffDesc, cudnnConvolutionDescriptor_t foldedConvDesc, cudnnTensorDescriptor_t foldedGradDesc, cudnnTensorTransformDescriptor_t filterFoldTransDesc, cudnnTensorTransformDescriptor_t diffPadTransDesc, cudnnTensorTransformDescriptor_t gradFoldTransDesc, cudnnTensorTransformDescriptor_t gradUnfoldTransDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFoldedConvBackwardDataDescriptors)(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetFoldedConvBackwardDataDescriptors(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetFoldedConvBackwardDataDescriptors(handle, filterDesc, diffDesc, convDesc, gradDesc, transformFormat, foldedFilterDesc, paddedDiffDesc, foldedConvDesc, foldedGradDesc, filterFoldTransDesc, diffPadTransDesc, gradFoldTransDesc, gradUnfoldTransDesc, bd);
}

cudnnStatus_t bd_cudnnCnnVersionCheck(void)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCnnVersionCheck)(), "cudnnCnnVersionCheck");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetConvolutionBackwardFilterAlgorithmMaxCount", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount)(handle, count), "cudnnGetConvolutionBackwardFilterAlgorithmMaxCount");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount)(handle, count), "cudnnGetConvolutionBackwardFilterAlgorithmMaxCount");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(cudnnHandle_t handle, int *count, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetConvolutionBackwardFilterAlgorithmMaxCount", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount)(handle, count), "cudnnGetConvolutionBackwardFilterAlgorithmMaxCount");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(handle, count, bd, bd_caller)
                            : bd_gen_slow_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(handle, count, bd);
}

cudnnStatus_t bd_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(bound_dev_t *bd, cudnnHandle_t handle, int *count)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount)(handle, count)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(handle, count, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(handle, count, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnFindConvolutionBackwardFilterAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnFindConvolutionBackwardFilterAlgorithm", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithm)(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnFindConvolutionBackwardFilterAlgorithm");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnFindConvolutionBackwardFilterAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithm)(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnFindConvolutionBackwardFilterAlgorithm");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnFindConvolutionBackwardFilterAlgorithm(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnFindConvolutionBackwardFilterAlgorithm", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithm)(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnFindConvolutionBackwardFilterAlgorithm");
    return bd_gen_checks_on ? bd_gen_checked_cudnnFindConvolutionBackwardFilterAlgorithm(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_caller)
                            : bd_gen_slow_cudnnFindConvolutionBackwardFilterAlgorithm(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

cudnnStatus_t bd_cudnnFindConvolutionBackwardFilterAlgorithm(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithm)(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnFindConvolutionBackwardFilterAlgorithm(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnFindConvolutionBackwardFilterAlgorithm(handle, xDesc, dyDesc, convDesc, dwDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnFindConvolutionBackwardFilterAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *y, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, void *dw, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnFindConvolutionBackwardFilterAlgorithmEx", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithmEx)(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes), "cudnnFindConvolutionBackwardFilterAlgorithmEx");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnFindConvolutionBackwardFilterAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *y, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, void *dw, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithmEx)(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes), "cudnnFindConvolutionBackwardFilterAlgorithmEx");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnFindConvolutionBackwardFilterAlgorithmEx(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *y, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, void *dw, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnFindConvolutionBackwardFilterAlgorithmEx", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithmEx)(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes), "cudnnFindConvolutionBackwardFilterAlgorithmEx");
    return bd_gen_checks_on ? bd_gen_checked_cudnnFindConvolutionBackwardFilterAlgorithmEx(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnFindConvolutionBackwardFilterAlgorithmEx(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd);
}

cudnnStatus_t bd_cudnnFindConvolutionBackwardFilterAlgorithmEx(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *y, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t dwDesc, void *dw, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, void *workSpace, size_t workSpaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFindConvolutionBackwardFilterAlgorithmEx)(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnFindConvolutionBackwardFilterAlgorithmEx(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnFindConvolutionBackwardFilterAlgorithmEx(handle, xDesc, x, dyDesc, y, convDesc, dwDesc, dw, requestedAlgoCount, returnedAlgoCount, perfResults, workSpace, workSpaceSizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetConvolutionBackwardFilterAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetConvolutionBackwardFilterAlgorithm_v7", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithm_v7)(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnGetConvolutionBackwardFilterAlgorithm_v7");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetConvolutionBackwardFilterAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithm_v7)(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnGetConvolutionBackwardFilterAlgorithm_v7");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetConvolutionBackwardFilterAlgorithm_v7(cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetConvolutionBackwardFilterAlgorithm_v7", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithm_v7)(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults), "cudnnGetConvolutionBackwardFilterAlgorithm_v7");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetConvolutionBackwardFilterAlgorithm_v7(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, bd_caller)
                            : bd_gen_slow_cudnnGetConvolutionBackwardFilterAlgorithm_v7(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

cudnnStatus_t bd_cudnnGetConvolutionBackwardFilterAlgorithm_v7(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t srcDesc, const cudnnTensorDescriptor_t diffDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, const int requestedAlgoCount, int *returnedAlgoCount, cudnnConvolutionBwdFilterAlgoPerf_t *perfResults)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterAlgorithm_v7)(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetConvolutionBackwardFilterAlgorithm_v7(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetConvolutionBackwardFilterAlgorithm_v7(handle, srcDesc, diffDesc, convDesc, gradDesc, requestedAlgoCount, returnedAlgoCount, perfResults, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnGetConvolutionBackwardFilterWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, cudnnConvolutionBwdFilterAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnGetConvolutionBackwardFilterWorkspaceSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterWorkspaceSize)(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes), "cudnnGetConvolutionBackwardFilterWorkspaceSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnGetConvolutionBackwardFilterWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, cudnnConvolutionBwdFilterAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterWorkspaceSize)(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes), "cudnnGetConvolutionBackwardFilterWorkspaceSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnGetConvolutionBackwardFilterWorkspaceSize(cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, cudnnConvolutionBwdFilterAlgo_t algo, size_t *sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnGetConvolutionBackwardFilterWorkspaceSize", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterWorkspaceSize)(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes), "cudnnGetConvolutionBackwardFilterWorkspaceSize");
    return bd_gen_checks_on ? bd_gen_checked_cudnnGetConvolutionBackwardFilterWorkspaceSize(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnGetConvolutionBackwardFilterWorkspaceSize(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes, bd);
}

cudnnStatus_t bd_cudnnGetConvolutionBackwardFilterWorkspaceSize(bound_dev_t *bd, cudnnHandle_t handle, const cudnnTensorDescriptor_t xDesc, const cudnnTensorDescriptor_t dyDesc, const cudnnConvolutionDescriptor_t convDesc, const cudnnFilterDescriptor_t gradDesc, cudnnConvolutionBwdFilterAlgo_t algo, size_t *sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetConvolutionBackwardFilterWorkspaceSize)(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnGetConvolutionBackwardFilterWorkspaceSize(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnGetConvolutionBackwardFilterWorkspaceSize(handle, xDesc, dyDesc, convDesc, gradDesc, algo, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnConvolutionBackwardFilter(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdFilterAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnFilterDescriptor_t dwDesc, void *dw, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnConvolutionBackwardFilter", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardFilter)(handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw), "cudnnConvolutionBackwardFilter");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"x", BD_HANDLE_VALUE(x), 1, false},
                {"dy", BD_HANDLE_VALUE(dy), 1, false},
                {"dw", BD_HANDLE_VALUE(dw), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 3, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnConvolutionBackwardFilter(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdFilterAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnFilterDescriptor_t dwDesc, void *dw, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardFilter)(handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw), "cudnnConvolutionBackwardFilter");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnConvolutionBackwardFilter(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdFilterAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnFilterDescriptor_t dwDesc, void *dw, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnConvolutionBackwardFilter(handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnConvolutionBackwardFilter", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardFilter)(handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw), "cudnnConvolutionBackwardFilter");
    return bd_gen_checks_on ? bd_gen_checked_cudnnConvolutionBackwardFilter(handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw, bd, bd_caller)
                            : bd_gen_slow_cudnnConvolutionBackwardFilter(handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw, bd);
}

cudnnStatus_t bd_cudnnConvolutionBackwardFilter(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t xDesc, const void *x, const cudnnTensorDescriptor_t dyDesc, const void *dy, const cudnnConvolutionDescriptor_t convDesc, cudnnConvolutionBwdFilterAlgo_t algo, void *workSpace, size_t workSpaceSizeInBytes, const void *beta, const cudnnFilterDescriptor_t dwDesc, void *dw)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardFilter)(handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw), "cudnnConvolutionBackwardFilter")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnConvolutionBackwardFilter(handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnConvolutionBackwardFilter(handle, alpha, xDesc, x, dyDesc, dy, convDesc, algo, workSpace, workSpaceSizeInBytes, beta, dwDesc, dw, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(dw), 1, "cudnnConvolutionBackwardFilter");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnConvolutionBackwardBias(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dbDesc, void *db, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnConvolutionBackwardBias", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    cudnnStatus_t bd_result = bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardBias)(handle, alpha, dyDesc, dy, beta, dbDesc, db), "cudnnConvolutionBackwardBias");
    if (bd_result == CUDNN_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"dy", BD_HANDLE_VALUE(dy), 1, false},
                {"db", BD_HANDLE_VALUE(db), 1, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnConvolutionBackwardBias(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dbDesc, void *db, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardBias)(handle, alpha, dyDesc, dy, beta, dbDesc, db), "cudnnConvolutionBackwardBias");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnConvolutionBackwardBias(cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dbDesc, void *db, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cudnnConvolutionBackwardBias(handle, alpha, dyDesc, dy, beta, dbDesc, db, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnConvolutionBackwardBias", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardBias)(handle, alpha, dyDesc, dy, beta, dbDesc, db), "cudnnConvolutionBackwardBias");
    return bd_gen_checks_on ? bd_gen_checked_cudnnConvolutionBackwardBias(handle, alpha, dyDesc, dy, beta, dbDesc, db, bd, bd_caller)
                            : bd_gen_slow_cudnnConvolutionBackwardBias(handle, alpha, dyDesc, dy, beta, dbDesc, db, bd);
}

cudnnStatus_t bd_cudnnConvolutionBackwardBias(bound_dev_t *bd, cudnnHandle_t handle, const void *alpha, const cudnnTensorDescriptor_t dyDesc, const void *dy, const void *beta, const cudnnTensorDescriptor_t dbDesc, void *db)
{
    cudnnStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnConvolutionBackwardBias)(handle, alpha, dyDesc, dy, beta, dbDesc, db), "cudnnConvolutionBackwardBias")
                                                    : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnConvolutionBackwardBias(handle, alpha, dyDesc, dy, beta, dbDesc, db, bd, __builtin_return_address(0))
                                                                                  : bd_gen_slow_cudnnConvolutionBackwardBias(handle, alpha, dyDesc, dy, beta, dbDesc, db, bd);
    if (bd_result == CUDNN_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(db), 1, "cudnnConvolutionBackwardBias");
    }
    return bd_result;
}

cudnnStatus_t bd_cudnnCreateFusedOpsConstParamPack(cudnnFusedOpsConstParamPack_t *constPack, cudnnFusedOps_t ops)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateFusedOpsConstParamPack)(constPack, ops), "cudnnCreateFusedOpsConstParamPack");
}

cudnnStatus_t bd_cudnnDestroyFusedOpsConstParamPack(cudnnFusedOpsConstParamPack_t constPack)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyFusedOpsConstParamPack)(constPack), "cudnnDestroyFusedOpsConstParamPack");
}

cudnnStatus_t bd_cudnnSetFusedOpsConstParamPackAttribute(cudnnFusedOpsConstParamPack_t constPack, cudnnFusedOpsConstParamLabel_t paramLabel, const void *param)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetFusedOpsConstParamPackAttribute)(constPack, paramLabel, param), "cudnnSetFusedOpsConstParamPackAttribute");
}

cudnnStatus_t bd_cudnnGetFusedOpsConstParamPackAttribute(const cudnnFusedOpsConstParamPack_t constPack, cudnnFusedOpsConstParamLabel_t paramLabel, void *param, int *isNULL)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFusedOpsConstParamPackAttribute)(constPack, paramLabel, param, isNULL), "cudnnGetFusedOpsConstParamPackAttribute");
}

cudnnStatus_t bd_cudnnCreateFusedOpsVariantParamPack(cudnnFusedOpsVariantParamPack_t *varPack, cudnnFusedOps_t ops)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateFusedOpsVariantParamPack)(varPack, ops), "cudnnCreateFusedOpsVariantParamPack");
}

cudnnStatus_t bd_cudnnDestroyFusedOpsVariantParamPack(cudnnFusedOpsVariantParamPack_t varPack)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyFusedOpsVariantParamPack)(varPack), "cudnnDestroyFusedOpsVariantParamPack");
}

cudnnStatus_t bd_cudnnSetFusedOpsVariantParamPackAttribute(cudnnFusedOpsVariantParamPack_t varPack, cudnnFusedOpsVariantParamLabel_t paramLabel, void *ptr)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetFusedOpsVariantParamPackAttribute)(varPack, paramLabel, ptr), "cudnnSetFusedOpsVariantParamPackAttribute");
}

cudnnStatus_t bd_cudnnGetFusedOpsVariantParamPackAttribute(const cudnnFusedOpsVariantParamPack_t varPack, cudnnFusedOpsVariantParamLabel_t paramLabel, void *ptr)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnGetFusedOpsVariantParamPackAttribute)(varPack, paramLabel, ptr), "cudnnGetFusedOpsVariantParamPackAttribute");
}

cudnnStatus_t bd_cudnnCreateFusedOpsPlan(cudnnFusedOpsPlan_t *plan, cudnnFusedOps_t ops)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreateFusedOpsPlan)(plan, ops), "cudnnCreateFusedOpsPlan");
}

cudnnStatus_t bd_cudnnDestroyFusedOpsPlan(cudnnFusedOpsPlan_t plan)
{
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroyFusedOpsPlan)(plan), "cudnnDestroyFusedOpsPlan");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnMakeFusedOpsPlan(cudnnHandle_t handle, cudnnFusedOpsPlan_t plan, const cudnnFusedOpsConstParamPack_t constPack, size_t *workspaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnMakeFusedOpsPlan", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMakeFusedOpsPlan)(handle, plan, constPack, workspaceSizeInBytes), "cudnnMakeFusedOpsPlan");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnMakeFusedOpsPlan(cudnnHandle_t handle, cudnnFusedOpsPlan_t plan, const cudnnFusedOpsConstParamPack_t constPack, size_t *workspaceSizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMakeFusedOpsPlan)(handle, plan, constPack, workspaceSizeInBytes), "cudnnMakeFusedOpsPlan");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnMakeFusedOpsPlan(cudnnHandle_t handle, cudnnFusedOpsPlan_t plan, const cudnnFusedOpsConstParamPack_t constPack, size_t *workspaceSizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnMakeFusedOpsPlan", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMakeFusedOpsPlan)(handle, plan, constPack, workspaceSizeInBytes), "cudnnMakeFusedOpsPlan");
    return bd_gen_checks_on ? bd_gen_checked_cudnnMakeFusedOpsPlan(handle, plan, constPack, workspaceSizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cudnnMakeFusedOpsPlan(handle, plan, constPack, workspaceSizeInBytes, bd);
}

cudnnStatus_t bd_cudnnMakeFusedOpsPlan(bound_dev_t *bd, cudnnHandle_t handle, cudnnFusedOpsPlan_t plan, const cudnnFusedOpsConstParamPack_t constPack, size_t *workspaceSizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnMakeFusedOpsPlan)(handle, plan, constPack, workspaceSizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnMakeFusedOpsPlan(handle, plan, constPack, workspaceSizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnMakeFusedOpsPlan(handle, plan, constPack, workspaceSizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_checked_cudnnFusedOpsExecute(cudnnHandle_t handle, const cudnnFusedOpsPlan_t plan, cudnnFusedOpsVariantParamPack_t varPack, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cudnnFusedOpsExecute", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUDNN_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFusedOpsExecute)(handle, plan, varPack), "cudnnFusedOpsExecute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_slow_cudnnFusedOpsExecute(cudnnHandle_t handle, const cudnnFusedOpsPlan_t plan, cudnnFusedOpsVariantParamPack_t varPack, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cudnn_binding_status(bd_rc);
    return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFusedOpsExecute)(handle, plan, varPack), "cudnnFusedOpsExecute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cudnnStatus_t bd_gen_guarded_cudnnFusedOpsExecute(cudnnHandle_t handle, const cudnnFusedOpsPlan_t plan, cudnnFusedOpsVariantParamPack_t varPack, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cudnnFusedOpsExecute", bd, bd_values, 1)))
        return bd_gen_cudnn_called(BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFusedOpsExecute)(handle, plan, varPack), "cudnnFusedOpsExecute");
    return bd_gen_checks_on ? bd_gen_checked_cudnnFusedOpsExecute(handle, plan, varPack, bd, bd_caller)
                            : bd_gen_slow_cudnnFusedOpsExecute(handle, plan, varPack, bd);
}

cudnnStatus_t bd_cudnnFusedOpsExecute(bound_dev_t *bd, cudnnHandle_t handle, const cudnnFusedOpsPlan_t plan, cudnnFusedOpsVariantParamPack_t varPack)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnFusedOpsExecute)(handle, plan, varPack)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cudnnFusedOpsExecute(handle, plan, varPack, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cudnnFusedOpsExecute(handle, plan, varPack, bd);
}

/* The cudnn handle each binding owns ([binding_handle]): src/binding_handles.c makes it
 * through these, puts it on the binding's stream, finds its stream and ends it with the binding. */
static int bd_gen_cudnn_create_own(void **handle)
{
    cudnnHandle_t made = NULL;
    int status = (int)BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnCreate)(&made);
    *handle = (void *)made;
    return status;
}

static int bd_gen_cudnn_destroy_own(void *handle)
{
    return (int)BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnDestroy)((cudnnHandle_t)handle);
}

static int bd_gen_cudnn_set_stream_own(void *handle, CUstream stream)
{
    return (int)BD_GEN_ENTRY(bd_gen_cudnn, pfn_cudnnSetStream)((cudnnHandle_t)handle, (cudaStream_t)stream);
}

static int bd_gen_cudnn_own_status(CUresult rc)
{
    return (int)bd_gen_cudnn_binding_status(rc);
}

const struct bd_gen_binding_handle bd_gen_cudnn_binding_handle = {
    .index = BD_GEN_BINDING_HANDLE_CUDNN,
    .kind = BD_KIND_CUDNN_HANDLE,
    .library = &bd_gen_cudnn_library,
    .getter = "bd_cudnn_handle",
    .create_name = "cudnnCreate",
    .destroy_name = "cudnnDestroy",
    .set_stream_name = "cudnnSetStream",
    .create = bd_gen_cudnn_create_own,
    .destroy = bd_gen_cudnn_destroy_own,
    .set_stream = bd_gen_cudnn_set_stream_own,
    .binding_status = bd_gen_cudnn_own_status,
    .success = (int)CUDNN_STATUS_SUCCESS,
};

cudnnStatus_t bd_cudnn_handle(bound_dev_t *bd, cudnnHandle_t *out)
{
    void *handle = NULL;
    int status = bd_gen_binding_handle(bd, &bd_gen_cudnn_binding_handle, out, &handle);
    if (status == (int)CUDNN_STATUS_SUCCESS)
        *out = (cudnnHandle_t)handle;
    return (cudnnStatus_t)status;
}
BD_SUPPRESS_DEPRECATED_END
