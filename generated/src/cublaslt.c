/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of cublasLt.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libcublasLt.so.13 on first use; one the library lacks stays at its stand-in,
 * which answers CUBLAS_STATUS_NOT_SUPPORTED. */
#include "cubound/cublaslt.h"
#include "cubound/handles.h"
#include "handle_table.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_cublaslt_library;

/* The name of each cublasStatus_t cublasLt.h declares, for bd_last_error without the library. */
static const char *bd_gen_cublaslt_status_name(int status)
{
    switch (status) {
    case 0: return "CUBLAS_STATUS_SUCCESS";
    case 1: return "CUBLAS_STATUS_NOT_INITIALIZED";
    case 3: return "CUBLAS_STATUS_ALLOC_FAILED";
    case 7: return "CUBLAS_STATUS_INVALID_VALUE";
    case 8: return "CUBLAS_STATUS_ARCH_MISMATCH";
    case 11: return "CUBLAS_STATUS_MAPPING_ERROR";
    case 13: return "CUBLAS_STATUS_EXECUTION_FAILED";
    case 14: return "CUBLAS_STATUS_INTERNAL_ERROR";
    case 15: return "CUBLAS_STATUS_NOT_SUPPORTED";
    case 16: return "CUBLAS_STATUS_LICENSE_ERROR";
    default: return NULL;
    }
}

/* A status the library answered, kept for bd_last_error where it is not success. */
static inline cublasStatus_t bd_gen_cublaslt_called(cublasStatus_t status, const char *function)
{
    if (BD_UNLIKELY(status != CUBLAS_STATUS_SUCCESS))
        bd_gen_failed(&bd_gen_cublaslt_library, function, (int)status);
    return status;
}

BD_SUPPRESS_DEPRECATED_BEGIN

static cublasStatus_t bd_gen_first_cublasLtCreate(cublasLtHandle_t *lightHandle)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtCreate,
                       (bd_gen_fn)bd_gen_first_cublasLtCreate, "cublasLtCreate")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtCreate)(lightHandle);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtDestroy(cublasLtHandle_t lightHandle)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtDestroy,
                       (bd_gen_fn)bd_gen_first_cublasLtDestroy, "cublasLtDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtDestroy)(lightHandle);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static const char * bd_gen_first_cublasLtGetStatusName(cublasStatus_t status)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtGetStatusName,
                       (bd_gen_fn)bd_gen_first_cublasLtGetStatusName, "cublasLtGetStatusName")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtGetStatusName)(status);
    }
    return (const char *){0};
}

static const char * bd_gen_first_cublasLtGetStatusString(cublasStatus_t status)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtGetStatusString,
                       (bd_gen_fn)bd_gen_first_cublasLtGetStatusString, "cublasLtGetStatusString")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtGetStatusString)(status);
    }
    return (const char *){0};
}

static size_t bd_gen_first_cublasLtGetVersion(void)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtGetVersion,
                       (bd_gen_fn)bd_gen_first_cublasLtGetVersion, "cublasLtGetVersion")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtGetVersion)();
    }
    return (size_t){0};
}

static size_t bd_gen_first_cublasLtGetCudartVersion(void)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtGetCudartVersion,
                       (bd_gen_fn)bd_gen_first_cublasLtGetCudartVersion, "cublasLtGetCudartVersion")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtGetCudartVersion)();
    }
    return (size_t){0};
}

static cublasStatus_t bd_gen_first_cublasLtGetProperty(libraryPropertyType type, int *value)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtGetProperty,
                       (bd_gen_fn)bd_gen_first_cublasLtGetProperty, "cublasLtGetProperty")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtGetProperty)(type, value);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtHeuristicsCacheGetCapacity(size_t *capacity)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtHeuristicsCacheGetCapacity,
                       (bd_gen_fn)bd_gen_first_cublasLtHeuristicsCacheGetCapacity, "cublasLtHeuristicsCacheGetCapacity")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtHeuristicsCacheGetCapacity)(capacity);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtHeuristicsCacheSetCapacity(size_t capacity)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtHeuristicsCacheSetCapacity,
                       (bd_gen_fn)bd_gen_first_cublasLtHeuristicsCacheSetCapacity, "cublasLtHeuristicsCacheSetCapacity")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtHeuristicsCacheSetCapacity)(capacity);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static unsigned int bd_gen_first_cublasLtDisableCpuInstructionsSetMask(unsigned int mask)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtDisableCpuInstructionsSetMask,
                       (bd_gen_fn)bd_gen_first_cublasLtDisableCpuInstructionsSetMask, "cublasLtDisableCpuInstructionsSetMask")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtDisableCpuInstructionsSetMask)(mask);
    }
    return (unsigned int){0};
}

static cublasStatus_t bd_gen_first_cublasLtMatmul(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace, size_t workspaceSizeInBytes, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmul,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmul, "cublasLtMatmul")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmul)(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatrixTransform(cublasLtHandle_t lightHandle, cublasLtMatrixTransformDesc_t transformDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *beta, const void *B, cublasLtMatrixLayout_t Bdesc, void *C, cublasLtMatrixLayout_t Cdesc, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatrixTransform,
                       (bd_gen_fn)bd_gen_first_cublasLtMatrixTransform, "cublasLtMatrixTransform")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransform)(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatrixLayoutCreate,
                       (bd_gen_fn)bd_gen_first_cublasLtMatrixLayoutCreate, "cublasLtMatrixLayoutCreate")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutCreate)(matLayout, type, rows, cols, ld);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t matLayout)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatrixLayoutDestroy,
                       (bd_gen_fn)bd_gen_first_cublasLtMatrixLayoutDestroy, "cublasLtMatrixLayoutDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutDestroy)(matLayout);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, const void *buf, size_t sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatrixLayoutSetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtMatrixLayoutSetAttribute, "cublasLtMatrixLayoutSetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutSetAttribute)(matLayout, attr, buf, sizeInBytes);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatrixLayoutGetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtMatrixLayoutGetAttribute, "cublasLtMatrixLayoutGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutGetAttribute)(matLayout, attr, buf, sizeInBytes, sizeWritten);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType, cudaDataType_t scaleType)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulDescCreate,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulDescCreate, "cublasLtMatmulDescCreate")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescCreate)(matmulDesc, computeType, scaleType);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t matmulDesc)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulDescDestroy,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulDescDestroy, "cublasLtMatmulDescDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescDestroy)(matmulDesc);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulDescSetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulDescSetAttribute, "cublasLtMatmulDescSetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescSetAttribute)(matmulDesc, attr, buf, sizeInBytes);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulDescGetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulDescGetAttribute, "cublasLtMatmulDescGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescGetAttribute)(matmulDesc, attr, buf, sizeInBytes, sizeWritten);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatrixTransformDescCreate(cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatrixTransformDescCreate,
                       (bd_gen_fn)bd_gen_first_cublasLtMatrixTransformDescCreate, "cublasLtMatrixTransformDescCreate")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescCreate)(transformDesc, scaleType);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatrixTransformDescDestroy(cublasLtMatrixTransformDesc_t transformDesc)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatrixTransformDescDestroy,
                       (bd_gen_fn)bd_gen_first_cublasLtMatrixTransformDescDestroy, "cublasLtMatrixTransformDescDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescDestroy)(transformDesc);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatrixTransformDescSetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatrixTransformDescSetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtMatrixTransformDescSetAttribute, "cublasLtMatrixTransformDescSetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescSetAttribute)(transformDesc, attr, buf, sizeInBytes);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatrixTransformDescGetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatrixTransformDescGetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtMatrixTransformDescGetAttribute, "cublasLtMatrixTransformDescGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescGetAttribute)(transformDesc, attr, buf, sizeInBytes, sizeWritten);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtEmulationDescCreate(cublasLtEmulationDesc_t *emulationDesc)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtEmulationDescCreate,
                       (bd_gen_fn)bd_gen_first_cublasLtEmulationDescCreate, "cublasLtEmulationDescCreate")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescCreate)(emulationDesc);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtEmulationDescDestroy(cublasLtEmulationDesc_t emulationDesc)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtEmulationDescDestroy,
                       (bd_gen_fn)bd_gen_first_cublasLtEmulationDescDestroy, "cublasLtEmulationDescDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescDestroy)(emulationDesc);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtEmulationDescSetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtEmulationDescSetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtEmulationDescSetAttribute, "cublasLtEmulationDescSetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescSetAttribute)(emulationDesc, attr, buf, sizeInBytes);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtEmulationDescGetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtEmulationDescGetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtEmulationDescGetAttribute, "cublasLtEmulationDescGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescGetAttribute)(emulationDesc, attr, buf, sizeInBytes, sizeWritten);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulPreferenceCreate,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulPreferenceCreate, "cublasLtMatmulPreferenceCreate")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceCreate)(pref);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulPreferenceDestroy,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulPreferenceDestroy, "cublasLtMatmulPreferenceDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceDestroy)(pref);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulPreferenceSetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulPreferenceSetAttribute, "cublasLtMatmulPreferenceSetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceSetAttribute)(pref, attr, buf, sizeInBytes);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulPreferenceGetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulPreferenceGetAttribute, "cublasLtMatmulPreferenceGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceGetAttribute)(pref, attr, buf, sizeInBytes, sizeWritten);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, cublasLtMatmulPreference_t preference, int requestedAlgoCount, cublasLtMatmulHeuristicResult_t heuristicResultsArray[], int *returnAlgoCount)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoGetHeuristic,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoGetHeuristic, "cublasLtMatmulAlgoGetHeuristic")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetHeuristic)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulAlgoGetIds(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount, int algoIdsArray[], int *returnAlgoCount)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoGetIds,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoGetIds, "cublasLtMatmulAlgoGetIds")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetIds)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulAlgoInit(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId, cublasLtMatmulAlgo_t *algo)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoInit,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoInit, "cublasLtMatmulAlgoInit")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoInit)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulAlgoCheck(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoCheck,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoCheck, "cublasLtMatmulAlgoCheck")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCheck)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulAlgoCapGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoCapGetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoCapGetAttribute, "cublasLtMatmulAlgoCapGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCapGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulAlgoConfigSetAttribute(cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoConfigSetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoConfigSetAttribute, "cublasLtMatmulAlgoConfigSetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigSetAttribute)(algo, attr, buf, sizeInBytes);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtMatmulAlgoConfigGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoConfigGetAttribute,
                       (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoConfigGetAttribute, "cublasLtMatmulAlgoConfigGetAttribute")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtLoggerSetCallback(cublasLtLoggerCallback_t callback)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtLoggerSetCallback,
                       (bd_gen_fn)bd_gen_first_cublasLtLoggerSetCallback, "cublasLtLoggerSetCallback")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerSetCallback)(callback);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtLoggerSetFile(FILE *file)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtLoggerSetFile,
                       (bd_gen_fn)bd_gen_first_cublasLtLoggerSetFile, "cublasLtLoggerSetFile")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerSetFile)(file);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtLoggerOpenFile(const char *logFile)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtLoggerOpenFile,
                       (bd_gen_fn)bd_gen_first_cublasLtLoggerOpenFile, "cublasLtLoggerOpenFile")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerOpenFile)(logFile);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtLoggerSetLevel(int level)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtLoggerSetLevel,
                       (bd_gen_fn)bd_gen_first_cublasLtLoggerSetLevel, "cublasLtLoggerSetLevel")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerSetLevel)(level);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtLoggerSetMask(int mask)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtLoggerSetMask,
                       (bd_gen_fn)bd_gen_first_cublasLtLoggerSetMask, "cublasLtLoggerSetMask")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerSetMask)(mask);
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

static cublasStatus_t bd_gen_first_cublasLtLoggerForceDisable(void)
{
    if (bd_gen_resolve(&bd_gen_cublaslt_library, &bd_gen_cublaslt.pfn_cublasLtLoggerForceDisable,
                       (bd_gen_fn)bd_gen_first_cublasLtLoggerForceDisable, "cublasLtLoggerForceDisable")) {
        return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerForceDisable)();
    }
    return CUBLAS_STATUS_NOT_SUPPORTED;
}

struct bd_gen_cublaslt_table bd_gen_cublaslt = {
    .pfn_cublasLtCreate = bd_gen_first_cublasLtCreate,
    .pfn_cublasLtDestroy = bd_gen_first_cublasLtDestroy,
    .pfn_cublasLtGetStatusName = bd_gen_first_cublasLtGetStatusName,
    .pfn_cublasLtGetStatusString = bd_gen_first_cublasLtGetStatusString,
    .pfn_cublasLtGetVersion = bd_gen_first_cublasLtGetVersion,
    .pfn_cublasLtGetCudartVersion = bd_gen_first_cublasLtGetCudartVersion,
    .pfn_cublasLtGetProperty = bd_gen_first_cublasLtGetProperty,
    .pfn_cublasLtHeuristicsCacheGetCapacity = bd_gen_first_cublasLtHeuristicsCacheGetCapacity,
    .pfn_cublasLtHeuristicsCacheSetCapacity = bd_gen_first_cublasLtHeuristicsCacheSetCapacity,
    .pfn_cublasLtDisableCpuInstructionsSetMask = bd_gen_first_cublasLtDisableCpuInstructionsSetMask,
    .pfn_cublasLtMatmul = bd_gen_first_cublasLtMatmul,
    .pfn_cublasLtMatrixTransform = bd_gen_first_cublasLtMatrixTransform,
    .pfn_cublasLtMatrixLayoutCreate = bd_gen_first_cublasLtMatrixLayoutCreate,
    .pfn_cublasLtMatrixLayoutDestroy = bd_gen_first_cublasLtMatrixLayoutDestroy,
    .pfn_cublasLtMatrixLayoutSetAttribute = bd_gen_first_cublasLtMatrixLayoutSetAttribute,
    .pfn_cublasLtMatrixLayoutGetAttribute = bd_gen_first_cublasLtMatrixLayoutGetAttribute,
    .pfn_cublasLtMatmulDescCreate = bd_gen_first_cublasLtMatmulDescCreate,
    .pfn_cublasLtMatmulDescDestroy = bd_gen_first_cublasLtMatmulDescDestroy,
    .pfn_cublasLtMatmulDescSetAttribute = bd_gen_first_cublasLtMatmulDescSetAttribute,
    .pfn_cublasLtMatmulDescGetAttribute = bd_gen_first_cublasLtMatmulDescGetAttribute,
    .pfn_cublasLtMatrixTransformDescCreate = bd_gen_first_cublasLtMatrixTransformDescCreate,
    .pfn_cublasLtMatrixTransformDescDestroy = bd_gen_first_cublasLtMatrixTransformDescDestroy,
    .pfn_cublasLtMatrixTransformDescSetAttribute = bd_gen_first_cublasLtMatrixTransformDescSetAttribute,
    .pfn_cublasLtMatrixTransformDescGetAttribute = bd_gen_first_cublasLtMatrixTransformDescGetAttribute,
    .pfn_cublasLtEmulationDescCreate = bd_gen_first_cublasLtEmulationDescCreate,
    .pfn_cublasLtEmulationDescDestroy = bd_gen_first_cublasLtEmulationDescDestroy,
    .pfn_cublasLtEmulationDescSetAttribute = bd_gen_first_cublasLtEmulationDescSetAttribute,
    .pfn_cublasLtEmulationDescGetAttribute = bd_gen_first_cublasLtEmulationDescGetAttribute,
    .pfn_cublasLtMatmulPreferenceCreate = bd_gen_first_cublasLtMatmulPreferenceCreate,
    .pfn_cublasLtMatmulPreferenceDestroy = bd_gen_first_cublasLtMatmulPreferenceDestroy,
    .pfn_cublasLtMatmulPreferenceSetAttribute = bd_gen_first_cublasLtMatmulPreferenceSetAttribute,
    .pfn_cublasLtMatmulPreferenceGetAttribute = bd_gen_first_cublasLtMatmulPreferenceGetAttribute,
    .pfn_cublasLtMatmulAlgoGetHeuristic = bd_gen_first_cublasLtMatmulAlgoGetHeuristic,
    .pfn_cublasLtMatmulAlgoGetIds = bd_gen_first_cublasLtMatmulAlgoGetIds,
    .pfn_cublasLtMatmulAlgoInit = bd_gen_first_cublasLtMatmulAlgoInit,
    .pfn_cublasLtMatmulAlgoCheck = bd_gen_first_cublasLtMatmulAlgoCheck,
    .pfn_cublasLtMatmulAlgoCapGetAttribute = bd_gen_first_cublasLtMatmulAlgoCapGetAttribute,
    .pfn_cublasLtMatmulAlgoConfigSetAttribute = bd_gen_first_cublasLtMatmulAlgoConfigSetAttribute,
    .pfn_cublasLtMatmulAlgoConfigGetAttribute = bd_gen_first_cublasLtMatmulAlgoConfigGetAttribute,
    .pfn_cublasLtLoggerSetCallback = bd_gen_first_cublasLtLoggerSetCallback,
    .pfn_cublasLtLoggerSetFile = bd_gen_first_cublasLtLoggerSetFile,
    .pfn_cublasLtLoggerOpenFile = bd_gen_first_cublasLtLoggerOpenFile,
    .pfn_cublasLtLoggerSetLevel = bd_gen_first_cublasLtLoggerSetLevel,
    .pfn_cublasLtLoggerSetMask = bd_gen_first_cublasLtLoggerSetMask,
    .pfn_cublasLtLoggerForceDisable = bd_gen_first_cublasLtLoggerForceDisable,
};

static const struct bd_gen_entry entries[] = {
    {"cublasLtCreate", "cublasLtCreate", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtCreate, (bd_gen_fn)bd_gen_first_cublasLtCreate},
    {"cublasLtDestroy", "cublasLtDestroy", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtDestroy, (bd_gen_fn)bd_gen_first_cublasLtDestroy},
    {"cublasLtGetStatusName", "cublasLtGetStatusName", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtGetStatusName, (bd_gen_fn)bd_gen_first_cublasLtGetStatusName},
    {"cublasLtGetStatusString", "cublasLtGetStatusString", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtGetStatusString, (bd_gen_fn)bd_gen_first_cublasLtGetStatusString},
    {"cublasLtGetVersion", "cublasLtGetVersion", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtGetVersion, (bd_gen_fn)bd_gen_first_cublasLtGetVersion},
    {"cublasLtGetCudartVersion", "cublasLtGetCudartVersion", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtGetCudartVersion, (bd_gen_fn)bd_gen_first_cublasLtGetCudartVersion},
    {"cublasLtGetProperty", "cublasLtGetProperty", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtGetProperty, (bd_gen_fn)bd_gen_first_cublasLtGetProperty},
    {"cublasLtHeuristicsCacheGetCapacity", "cublasLtHeuristicsCacheGetCapacity", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtHeuristicsCacheGetCapacity, (bd_gen_fn)bd_gen_first_cublasLtHeuristicsCacheGetCapacity},
    {"cublasLtHeuristicsCacheSetCapacity", "cublasLtHeuristicsCacheSetCapacity", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtHeuristicsCacheSetCapacity, (bd_gen_fn)bd_gen_first_cublasLtHeuristicsCacheSetCapacity},
    {"cublasLtDisableCpuInstructionsSetMask", "cublasLtDisableCpuInstructionsSetMask", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtDisableCpuInstructionsSetMask, (bd_gen_fn)bd_gen_first_cublasLtDisableCpuInstructionsSetMask},
    {"cublasLtMatmul", "cublasLtMatmul", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmul, (bd_gen_fn)bd_gen_first_cublasLtMatmul},
    {"cublasLtMatrixTransform", "cublasLtMatrixTransform", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatrixTransform, (bd_gen_fn)bd_gen_first_cublasLtMatrixTransform},
    {"cublasLtMatrixLayoutCreate", "cublasLtMatrixLayoutCreate", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatrixLayoutCreate, (bd_gen_fn)bd_gen_first_cublasLtMatrixLayoutCreate},
    {"cublasLtMatrixLayoutDestroy", "cublasLtMatrixLayoutDestroy", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatrixLayoutDestroy, (bd_gen_fn)bd_gen_first_cublasLtMatrixLayoutDestroy},
    {"cublasLtMatrixLayoutSetAttribute", "cublasLtMatrixLayoutSetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatrixLayoutSetAttribute, (bd_gen_fn)bd_gen_first_cublasLtMatrixLayoutSetAttribute},
    {"cublasLtMatrixLayoutGetAttribute", "cublasLtMatrixLayoutGetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatrixLayoutGetAttribute, (bd_gen_fn)bd_gen_first_cublasLtMatrixLayoutGetAttribute},
    {"cublasLtMatmulDescCreate", "cublasLtMatmulDescCreate", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulDescCreate, (bd_gen_fn)bd_gen_first_cublasLtMatmulDescCreate},
    {"cublasLtMatmulDescDestroy", "cublasLtMatmulDescDestroy", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulDescDestroy, (bd_gen_fn)bd_gen_first_cublasLtMatmulDescDestroy},
    {"cublasLtMatmulDescSetAttribute", "cublasLtMatmulDescSetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulDescSetAttribute, (bd_gen_fn)bd_gen_first_cublasLtMatmulDescSetAttribute},
    {"cublasLtMatmulDescGetAttribute", "cublasLtMatmulDescGetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulDescGetAttribute, (bd_gen_fn)bd_gen_first_cublasLtMatmulDescGetAttribute},
    {"cublasLtMatrixTransformDescCreate", "cublasLtMatrixTransformDescCreate", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatrixTransformDescCreate, (bd_gen_fn)bd_gen_first_cublasLtMatrixTransformDescCreate},
    {"cublasLtMatrixTransformDescDestroy", "cublasLtMatrixTransformDescDestroy", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatrixTransformDescDestroy, (bd_gen_fn)bd_gen_first_cublasLtMatrixTransformDescDestroy},
    {"cublasLtMatrixTransformDescSetAttribute", "cublasLtMatrixTransformDescSetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatrixTransformDescSetAttribute, (bd_gen_fn)bd_gen_first_cublasLtMatrixTransformDescSetAttribute},
    {"cublasLtMatrixTransformDescGetAttribute", "cublasLtMatrixTransformDescGetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatrixTransformDescGetAttribute, (bd_gen_fn)bd_gen_first_cublasLtMatrixTransformDescGetAttribute},
    {"cublasLtEmulationDescCreate", "cublasLtEmulationDescCreate", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtEmulationDescCreate, (bd_gen_fn)bd_gen_first_cublasLtEmulationDescCreate},
    {"cublasLtEmulationDescDestroy", "cublasLtEmulationDescDestroy", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtEmulationDescDestroy, (bd_gen_fn)bd_gen_first_cublasLtEmulationDescDestroy},
    {"cublasLtEmulationDescSetAttribute", "cublasLtEmulationDescSetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtEmulationDescSetAttribute, (bd_gen_fn)bd_gen_first_cublasLtEmulationDescSetAttribute},
    {"cublasLtEmulationDescGetAttribute", "cublasLtEmulationDescGetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtEmulationDescGetAttribute, (bd_gen_fn)bd_gen_first_cublasLtEmulationDescGetAttribute},
    {"cublasLtMatmulPreferenceCreate", "cublasLtMatmulPreferenceCreate", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulPreferenceCreate, (bd_gen_fn)bd_gen_first_cublasLtMatmulPreferenceCreate},
    {"cublasLtMatmulPreferenceDestroy", "cublasLtMatmulPreferenceDestroy", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulPreferenceDestroy, (bd_gen_fn)bd_gen_first_cublasLtMatmulPreferenceDestroy},
    {"cublasLtMatmulPreferenceSetAttribute", "cublasLtMatmulPreferenceSetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulPreferenceSetAttribute, (bd_gen_fn)bd_gen_first_cublasLtMatmulPreferenceSetAttribute},
    {"cublasLtMatmulPreferenceGetAttribute", "cublasLtMatmulPreferenceGetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulPreferenceGetAttribute, (bd_gen_fn)bd_gen_first_cublasLtMatmulPreferenceGetAttribute},
    {"cublasLtMatmulAlgoGetHeuristic", "cublasLtMatmulAlgoGetHeuristic", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoGetHeuristic, (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoGetHeuristic},
    {"cublasLtMatmulAlgoGetIds", "cublasLtMatmulAlgoGetIds", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoGetIds, (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoGetIds},
    {"cublasLtMatmulAlgoInit", "cublasLtMatmulAlgoInit", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoInit, (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoInit},
    {"cublasLtMatmulAlgoCheck", "cublasLtMatmulAlgoCheck", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoCheck, (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoCheck},
    {"cublasLtMatmulAlgoCapGetAttribute", "cublasLtMatmulAlgoCapGetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoCapGetAttribute, (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoCapGetAttribute},
    {"cublasLtMatmulAlgoConfigSetAttribute", "cublasLtMatmulAlgoConfigSetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoConfigSetAttribute, (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoConfigSetAttribute},
    {"cublasLtMatmulAlgoConfigGetAttribute", "cublasLtMatmulAlgoConfigGetAttribute", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtMatmulAlgoConfigGetAttribute, (bd_gen_fn)bd_gen_first_cublasLtMatmulAlgoConfigGetAttribute},
    {"cublasLtLoggerSetCallback", "cublasLtLoggerSetCallback", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtLoggerSetCallback, (bd_gen_fn)bd_gen_first_cublasLtLoggerSetCallback},
    {"cublasLtLoggerSetFile", "cublasLtLoggerSetFile", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtLoggerSetFile, (bd_gen_fn)bd_gen_first_cublasLtLoggerSetFile},
    {"cublasLtLoggerOpenFile", "cublasLtLoggerOpenFile", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtLoggerOpenFile, (bd_gen_fn)bd_gen_first_cublasLtLoggerOpenFile},
    {"cublasLtLoggerSetLevel", "cublasLtLoggerSetLevel", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtLoggerSetLevel, (bd_gen_fn)bd_gen_first_cublasLtLoggerSetLevel},
    {"cublasLtLoggerSetMask", "cublasLtLoggerSetMask", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtLoggerSetMask, (bd_gen_fn)bd_gen_first_cublasLtLoggerSetMask},
    {"cublasLtLoggerForceDisable", "cublasLtLoggerForceDisable", 0, 0, 0, &bd_gen_cublaslt.pfn_cublasLtLoggerForceDisable, (bd_gen_fn)bd_gen_first_cublasLtLoggerForceDisable},
};

struct bd_gen_library bd_gen_cublaslt_library = BD_GEN_LIBRARY("cublaslt", "libcublasLt.so.13", BD_GEN_DLSYM, entries, bd_gen_cublaslt_status_name, &bd_gen_cublaslt, NULL);

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtCreate(cublasLtHandle_t *lightHandle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    cublasStatus_t bd_result = bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtCreate)(lightHandle), "cublasLtCreate");
    if (bd_result == CUBLAS_STATUS_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CUBLASLT_HANDLE, BD_HANDLE_VALUE(*lightHandle), (unsigned long long)(0), true);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtCreate(cublasLtHandle_t *lightHandle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtCreate)(lightHandle), "cublasLtCreate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtCreate(cublasLtHandle_t *lightHandle, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtCreate)(lightHandle), "cublasLtCreate");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtCreate(lightHandle, bd, bd_caller)
                            : bd_gen_slow_cublasLtCreate(lightHandle, bd);
}

cublasStatus_t bd_cublasLtCreate(bound_dev_t *bd, cublasLtHandle_t *lightHandle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtCreate)(lightHandle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtCreate(lightHandle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtCreate(lightHandle, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtDestroy(cublasLtHandle_t lightHandle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtDestroy", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"lightHandle", BD_KIND_CUBLASLT_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(lightHandle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    cublasStatus_t bd_result = bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtDestroy)(lightHandle), "cublasLtDestroy");
    if (bd_result == CUBLAS_STATUS_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_CUBLASLT_HANDLE, BD_HANDLE_VALUE(lightHandle));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtDestroy(cublasLtHandle_t lightHandle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtDestroy)(lightHandle), "cublasLtDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtDestroy(cublasLtHandle_t lightHandle, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtDestroy)(lightHandle), "cublasLtDestroy");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtDestroy(lightHandle, bd, bd_caller)
                            : bd_gen_slow_cublasLtDestroy(lightHandle, bd);
}

cublasStatus_t bd_cublasLtDestroy(bound_dev_t *bd, cublasLtHandle_t lightHandle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtDestroy)(lightHandle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtDestroy(lightHandle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtDestroy(lightHandle, bd);
}

const char * bd_cublasLtGetStatusName(cublasStatus_t status)
{
    return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtGetStatusName)(status);
}

const char * bd_cublasLtGetStatusString(cublasStatus_t status)
{
    return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtGetStatusString)(status);
}

size_t bd_cublasLtGetVersion(void)
{
    return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtGetVersion)();
}

size_t bd_cublasLtGetCudartVersion(void)
{
    return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtGetCudartVersion)();
}

cublasStatus_t bd_cublasLtGetProperty(libraryPropertyType type, int *value)
{
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtGetProperty)(type, value), "cublasLtGetProperty");
}

cublasStatus_t bd_cublasLtHeuristicsCacheGetCapacity(size_t *capacity)
{
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtHeuristicsCacheGetCapacity)(capacity), "cublasLtHeuristicsCacheGetCapacity");
}

cublasStatus_t bd_cublasLtHeuristicsCacheSetCapacity(size_t capacity)
{
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtHeuristicsCacheSetCapacity)(capacity), "cublasLtHeuristicsCacheSetCapacity");
}

unsigned int bd_cublasLtDisableCpuInstructionsSetMask(unsigned int mask)
{
    return BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtDisableCpuInstructionsSetMask)(mask);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmul(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace, size_t workspaceSizeInBytes, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmul", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"lightHandle", BD_KIND_CUBLASLT_HANDLE, false},
        {"A", BD_KIND_DEVICE_POINTER, false},
        {"B", BD_KIND_DEVICE_POINTER, false},
        {"C", BD_KIND_DEVICE_POINTER, false},
        {"D", BD_KIND_DEVICE_POINTER, false},
        {"workspace", BD_KIND_DEVICE_POINTER, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(lightHandle), BD_HANDLE_VALUE(A), BD_HANDLE_VALUE(B), BD_HANDLE_VALUE(C), BD_HANDLE_VALUE(D), BD_HANDLE_VALUE(workspace), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 7);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "alpha", BD_HANDLE_VALUE(alpha));
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "beta", BD_HANDLE_VALUE(beta));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    cublasStatus_t bd_result = bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmul)(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream), "cublasLtMatmul");
    if (bd_result == CUBLAS_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"A", BD_HANDLE_VALUE(A), 1, false},
                {"B", BD_HANDLE_VALUE(B), 1, false},
                {"C", BD_HANDLE_VALUE(C), 1, false},
                {"D", BD_HANDLE_VALUE(D), 1, true},
                {"workspace", BD_HANDLE_VALUE(workspace), (unsigned long long)(workspaceSizeInBytes), true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 5, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmul(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace, size_t workspaceSizeInBytes, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmul)(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream), "cublasLtMatmul");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmul(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace, size_t workspaceSizeInBytes, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cublasLtMatmul(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmul)(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream), "cublasLtMatmul");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmul(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmul(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream, bd);
}

cublasStatus_t bd_cublasLtMatmul(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace, size_t workspaceSizeInBytes, cudaStream_t stream)
{
    cublasStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmul)(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream), "cublasLtMatmul")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmul(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_cublasLtMatmul(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream, bd);
    if (bd_result == CUBLAS_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(D), 1, "cublasLtMatmul");
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(workspace), (unsigned long long)(workspaceSizeInBytes), "cublasLtMatmul");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatrixTransform(cublasLtHandle_t lightHandle, cublasLtMatrixTransformDesc_t transformDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *beta, const void *B, cublasLtMatrixLayout_t Bdesc, void *C, cublasLtMatrixLayout_t Cdesc, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatrixTransform", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"lightHandle", BD_KIND_CUBLASLT_HANDLE, false},
        {"A", BD_KIND_DEVICE_POINTER, false},
        {"B", BD_KIND_DEVICE_POINTER, false},
        {"C", BD_KIND_DEVICE_POINTER, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(lightHandle), BD_HANDLE_VALUE(A), BD_HANDLE_VALUE(B), BD_HANDLE_VALUE(C), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 5);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "alpha", BD_HANDLE_VALUE(alpha));
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "beta", BD_HANDLE_VALUE(beta));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    cublasStatus_t bd_result = bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransform)(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream), "cublasLtMatrixTransform");
    if (bd_result == CUBLAS_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"A", BD_HANDLE_VALUE(A), 1, false},
                {"B", BD_HANDLE_VALUE(B), 1, false},
                {"C", BD_HANDLE_VALUE(C), 1, true},
            };
            bd_gen_race(bd, &bd_call, (CUstream)(stream), bd_accesses, 3, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatrixTransform(cublasLtHandle_t lightHandle, cublasLtMatrixTransformDesc_t transformDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *beta, const void *B, cublasLtMatrixLayout_t Bdesc, void *C, cublasLtMatrixLayout_t Cdesc, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransform)(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream), "cublasLtMatrixTransform");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatrixTransform(cublasLtHandle_t lightHandle, cublasLtMatrixTransformDesc_t transformDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *beta, const void *B, cublasLtMatrixLayout_t Bdesc, void *C, cublasLtMatrixLayout_t Cdesc, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cublasLtMatrixTransform(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransform)(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream), "cublasLtMatrixTransform");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatrixTransform(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatrixTransform(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream, bd);
}

cublasStatus_t bd_cublasLtMatrixTransform(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatrixTransformDesc_t transformDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *beta, const void *B, cublasLtMatrixLayout_t Bdesc, void *C, cublasLtMatrixLayout_t Cdesc, cudaStream_t stream)
{
    cublasStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransform)(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream), "cublasLtMatrixTransform")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatrixTransform(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_cublasLtMatrixTransform(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream, bd);
    if (bd_result == CUBLAS_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(C), 1, "cublasLtMatrixTransform");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatrixLayoutCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutCreate)(matLayout, type, rows, cols, ld), "cublasLtMatrixLayoutCreate");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutCreate)(matLayout, type, rows, cols, ld), "cublasLtMatrixLayoutCreate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutCreate)(matLayout, type, rows, cols, ld), "cublasLtMatrixLayoutCreate");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatrixLayoutCreate(matLayout, type, rows, cols, ld, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatrixLayoutCreate(matLayout, type, rows, cols, ld, bd);
}

cublasStatus_t bd_cublasLtMatrixLayoutCreate(bound_dev_t *bd, cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutCreate)(matLayout, type, rows, cols, ld)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatrixLayoutCreate(matLayout, type, rows, cols, ld, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatrixLayoutCreate(matLayout, type, rows, cols, ld, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t matLayout, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatrixLayoutDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutDestroy)(matLayout), "cublasLtMatrixLayoutDestroy");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t matLayout, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutDestroy)(matLayout), "cublasLtMatrixLayoutDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t matLayout, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutDestroy)(matLayout), "cublasLtMatrixLayoutDestroy");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatrixLayoutDestroy(matLayout, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatrixLayoutDestroy(matLayout, bd);
}

cublasStatus_t bd_cublasLtMatrixLayoutDestroy(bound_dev_t *bd, cublasLtMatrixLayout_t matLayout)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutDestroy)(matLayout)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatrixLayoutDestroy(matLayout, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatrixLayoutDestroy(matLayout, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatrixLayoutSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutSetAttribute)(matLayout, attr, buf, sizeInBytes), "cublasLtMatrixLayoutSetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutSetAttribute)(matLayout, attr, buf, sizeInBytes), "cublasLtMatrixLayoutSetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutSetAttribute)(matLayout, attr, buf, sizeInBytes), "cublasLtMatrixLayoutSetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatrixLayoutSetAttribute(matLayout, attr, buf, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatrixLayoutSetAttribute(matLayout, attr, buf, sizeInBytes, bd);
}

cublasStatus_t bd_cublasLtMatrixLayoutSetAttribute(bound_dev_t *bd, cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutSetAttribute)(matLayout, attr, buf, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatrixLayoutSetAttribute(matLayout, attr, buf, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatrixLayoutSetAttribute(matLayout, attr, buf, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatrixLayoutGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutGetAttribute)(matLayout, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatrixLayoutGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutGetAttribute)(matLayout, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatrixLayoutGetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutGetAttribute)(matLayout, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatrixLayoutGetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatrixLayoutGetAttribute(matLayout, attr, buf, sizeInBytes, sizeWritten, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatrixLayoutGetAttribute(matLayout, attr, buf, sizeInBytes, sizeWritten, bd);
}

cublasStatus_t bd_cublasLtMatrixLayoutGetAttribute(bound_dev_t *bd, cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutGetAttribute)(matLayout, attr, buf, sizeInBytes, sizeWritten)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatrixLayoutGetAttribute(matLayout, attr, buf, sizeInBytes, sizeWritten, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatrixLayoutGetAttribute(matLayout, attr, buf, sizeInBytes, sizeWritten, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType, cudaDataType_t scaleType, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulDescCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescCreate)(matmulDesc, computeType, scaleType), "cublasLtMatmulDescCreate");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType, cudaDataType_t scaleType, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescCreate)(matmulDesc, computeType, scaleType), "cublasLtMatmulDescCreate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType, cudaDataType_t scaleType, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescCreate)(matmulDesc, computeType, scaleType), "cublasLtMatmulDescCreate");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulDescCreate(matmulDesc, computeType, scaleType, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulDescCreate(matmulDesc, computeType, scaleType, bd);
}

cublasStatus_t bd_cublasLtMatmulDescCreate(bound_dev_t *bd, cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType, cudaDataType_t scaleType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescCreate)(matmulDesc, computeType, scaleType)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulDescCreate(matmulDesc, computeType, scaleType, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulDescCreate(matmulDesc, computeType, scaleType, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t matmulDesc, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulDescDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescDestroy)(matmulDesc), "cublasLtMatmulDescDestroy");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t matmulDesc, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescDestroy)(matmulDesc), "cublasLtMatmulDescDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t matmulDesc, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescDestroy)(matmulDesc), "cublasLtMatmulDescDestroy");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulDescDestroy(matmulDesc, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulDescDestroy(matmulDesc, bd);
}

cublasStatus_t bd_cublasLtMatmulDescDestroy(bound_dev_t *bd, cublasLtMatmulDesc_t matmulDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescDestroy)(matmulDesc)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulDescDestroy(matmulDesc, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulDescDestroy(matmulDesc, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulDescSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescSetAttribute)(matmulDesc, attr, buf, sizeInBytes), "cublasLtMatmulDescSetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescSetAttribute)(matmulDesc, attr, buf, sizeInBytes), "cublasLtMatmulDescSetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescSetAttribute)(matmulDesc, attr, buf, sizeInBytes), "cublasLtMatmulDescSetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulDescSetAttribute(matmulDesc, attr, buf, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulDescSetAttribute(matmulDesc, attr, buf, sizeInBytes, bd);
}

cublasStatus_t bd_cublasLtMatmulDescSetAttribute(bound_dev_t *bd, cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescSetAttribute)(matmulDesc, attr, buf, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulDescSetAttribute(matmulDesc, attr, buf, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulDescSetAttribute(matmulDesc, attr, buf, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulDescGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescGetAttribute)(matmulDesc, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulDescGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescGetAttribute)(matmulDesc, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulDescGetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescGetAttribute)(matmulDesc, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulDescGetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulDescGetAttribute(matmulDesc, attr, buf, sizeInBytes, sizeWritten, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulDescGetAttribute(matmulDesc, attr, buf, sizeInBytes, sizeWritten, bd);
}

cublasStatus_t bd_cublasLtMatmulDescGetAttribute(bound_dev_t *bd, cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescGetAttribute)(matmulDesc, attr, buf, sizeInBytes, sizeWritten)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulDescGetAttribute(matmulDesc, attr, buf, sizeInBytes, sizeWritten, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulDescGetAttribute(matmulDesc, attr, buf, sizeInBytes, sizeWritten, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatrixTransformDescCreate(cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatrixTransformDescCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescCreate)(transformDesc, scaleType), "cublasLtMatrixTransformDescCreate");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatrixTransformDescCreate(cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescCreate)(transformDesc, scaleType), "cublasLtMatrixTransformDescCreate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatrixTransformDescCreate(cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescCreate)(transformDesc, scaleType), "cublasLtMatrixTransformDescCreate");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatrixTransformDescCreate(transformDesc, scaleType, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatrixTransformDescCreate(transformDesc, scaleType, bd);
}

cublasStatus_t bd_cublasLtMatrixTransformDescCreate(bound_dev_t *bd, cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescCreate)(transformDesc, scaleType)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatrixTransformDescCreate(transformDesc, scaleType, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatrixTransformDescCreate(transformDesc, scaleType, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatrixTransformDescDestroy(cublasLtMatrixTransformDesc_t transformDesc, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatrixTransformDescDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescDestroy)(transformDesc), "cublasLtMatrixTransformDescDestroy");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatrixTransformDescDestroy(cublasLtMatrixTransformDesc_t transformDesc, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescDestroy)(transformDesc), "cublasLtMatrixTransformDescDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatrixTransformDescDestroy(cublasLtMatrixTransformDesc_t transformDesc, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescDestroy)(transformDesc), "cublasLtMatrixTransformDescDestroy");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatrixTransformDescDestroy(transformDesc, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatrixTransformDescDestroy(transformDesc, bd);
}

cublasStatus_t bd_cublasLtMatrixTransformDescDestroy(bound_dev_t *bd, cublasLtMatrixTransformDesc_t transformDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescDestroy)(transformDesc)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatrixTransformDescDestroy(transformDesc, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatrixTransformDescDestroy(transformDesc, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatrixTransformDescSetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatrixTransformDescSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescSetAttribute)(transformDesc, attr, buf, sizeInBytes), "cublasLtMatrixTransformDescSetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatrixTransformDescSetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescSetAttribute)(transformDesc, attr, buf, sizeInBytes), "cublasLtMatrixTransformDescSetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatrixTransformDescSetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescSetAttribute)(transformDesc, attr, buf, sizeInBytes), "cublasLtMatrixTransformDescSetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatrixTransformDescSetAttribute(transformDesc, attr, buf, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatrixTransformDescSetAttribute(transformDesc, attr, buf, sizeInBytes, bd);
}

cublasStatus_t bd_cublasLtMatrixTransformDescSetAttribute(bound_dev_t *bd, cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescSetAttribute)(transformDesc, attr, buf, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatrixTransformDescSetAttribute(transformDesc, attr, buf, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatrixTransformDescSetAttribute(transformDesc, attr, buf, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatrixTransformDescGetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatrixTransformDescGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescGetAttribute)(transformDesc, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatrixTransformDescGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatrixTransformDescGetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescGetAttribute)(transformDesc, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatrixTransformDescGetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatrixTransformDescGetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescGetAttribute)(transformDesc, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatrixTransformDescGetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatrixTransformDescGetAttribute(transformDesc, attr, buf, sizeInBytes, sizeWritten, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatrixTransformDescGetAttribute(transformDesc, attr, buf, sizeInBytes, sizeWritten, bd);
}

cublasStatus_t bd_cublasLtMatrixTransformDescGetAttribute(bound_dev_t *bd, cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescGetAttribute)(transformDesc, attr, buf, sizeInBytes, sizeWritten)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatrixTransformDescGetAttribute(transformDesc, attr, buf, sizeInBytes, sizeWritten, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatrixTransformDescGetAttribute(transformDesc, attr, buf, sizeInBytes, sizeWritten, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtEmulationDescCreate(cublasLtEmulationDesc_t *emulationDesc, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtEmulationDescCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescCreate)(emulationDesc), "cublasLtEmulationDescCreate");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtEmulationDescCreate(cublasLtEmulationDesc_t *emulationDesc, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescCreate)(emulationDesc), "cublasLtEmulationDescCreate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtEmulationDescCreate(cublasLtEmulationDesc_t *emulationDesc, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescCreate)(emulationDesc), "cublasLtEmulationDescCreate");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtEmulationDescCreate(emulationDesc, bd, bd_caller)
                            : bd_gen_slow_cublasLtEmulationDescCreate(emulationDesc, bd);
}

cublasStatus_t bd_cublasLtEmulationDescCreate(bound_dev_t *bd, cublasLtEmulationDesc_t *emulationDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescCreate)(emulationDesc)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtEmulationDescCreate(emulationDesc, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtEmulationDescCreate(emulationDesc, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtEmulationDescDestroy(cublasLtEmulationDesc_t emulationDesc, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtEmulationDescDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescDestroy)(emulationDesc), "cublasLtEmulationDescDestroy");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtEmulationDescDestroy(cublasLtEmulationDesc_t emulationDesc, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescDestroy)(emulationDesc), "cublasLtEmulationDescDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtEmulationDescDestroy(cublasLtEmulationDesc_t emulationDesc, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescDestroy)(emulationDesc), "cublasLtEmulationDescDestroy");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtEmulationDescDestroy(emulationDesc, bd, bd_caller)
                            : bd_gen_slow_cublasLtEmulationDescDestroy(emulationDesc, bd);
}

cublasStatus_t bd_cublasLtEmulationDescDestroy(bound_dev_t *bd, cublasLtEmulationDesc_t emulationDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescDestroy)(emulationDesc)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtEmulationDescDestroy(emulationDesc, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtEmulationDescDestroy(emulationDesc, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtEmulationDescSetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtEmulationDescSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescSetAttribute)(emulationDesc, attr, buf, sizeInBytes), "cublasLtEmulationDescSetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtEmulationDescSetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescSetAttribute)(emulationDesc, attr, buf, sizeInBytes), "cublasLtEmulationDescSetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtEmulationDescSetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescSetAttribute)(emulationDesc, attr, buf, sizeInBytes), "cublasLtEmulationDescSetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtEmulationDescSetAttribute(emulationDesc, attr, buf, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cublasLtEmulationDescSetAttribute(emulationDesc, attr, buf, sizeInBytes, bd);
}

cublasStatus_t bd_cublasLtEmulationDescSetAttribute(bound_dev_t *bd, cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescSetAttribute)(emulationDesc, attr, buf, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtEmulationDescSetAttribute(emulationDesc, attr, buf, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtEmulationDescSetAttribute(emulationDesc, attr, buf, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtEmulationDescGetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtEmulationDescGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescGetAttribute)(emulationDesc, attr, buf, sizeInBytes, sizeWritten), "cublasLtEmulationDescGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtEmulationDescGetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescGetAttribute)(emulationDesc, attr, buf, sizeInBytes, sizeWritten), "cublasLtEmulationDescGetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtEmulationDescGetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescGetAttribute)(emulationDesc, attr, buf, sizeInBytes, sizeWritten), "cublasLtEmulationDescGetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtEmulationDescGetAttribute(emulationDesc, attr, buf, sizeInBytes, sizeWritten, bd, bd_caller)
                            : bd_gen_slow_cublasLtEmulationDescGetAttribute(emulationDesc, attr, buf, sizeInBytes, sizeWritten, bd);
}

cublasStatus_t bd_cublasLtEmulationDescGetAttribute(bound_dev_t *bd, cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescGetAttribute)(emulationDesc, attr, buf, sizeInBytes, sizeWritten)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtEmulationDescGetAttribute(emulationDesc, attr, buf, sizeInBytes, sizeWritten, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtEmulationDescGetAttribute(emulationDesc, attr, buf, sizeInBytes, sizeWritten, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulPreferenceCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceCreate)(pref), "cublasLtMatmulPreferenceCreate");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceCreate)(pref), "cublasLtMatmulPreferenceCreate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceCreate)(pref), "cublasLtMatmulPreferenceCreate");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulPreferenceCreate(pref, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulPreferenceCreate(pref, bd);
}

cublasStatus_t bd_cublasLtMatmulPreferenceCreate(bound_dev_t *bd, cublasLtMatmulPreference_t *pref)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceCreate)(pref)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulPreferenceCreate(pref, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulPreferenceCreate(pref, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulPreferenceDestroy", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceDestroy)(pref), "cublasLtMatmulPreferenceDestroy");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceDestroy)(pref), "cublasLtMatmulPreferenceDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceDestroy)(pref), "cublasLtMatmulPreferenceDestroy");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulPreferenceDestroy(pref, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulPreferenceDestroy(pref, bd);
}

cublasStatus_t bd_cublasLtMatmulPreferenceDestroy(bound_dev_t *bd, cublasLtMatmulPreference_t pref)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceDestroy)(pref)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulPreferenceDestroy(pref, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulPreferenceDestroy(pref, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulPreferenceSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceSetAttribute)(pref, attr, buf, sizeInBytes), "cublasLtMatmulPreferenceSetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceSetAttribute)(pref, attr, buf, sizeInBytes), "cublasLtMatmulPreferenceSetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceSetAttribute)(pref, attr, buf, sizeInBytes), "cublasLtMatmulPreferenceSetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulPreferenceSetAttribute(pref, attr, buf, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulPreferenceSetAttribute(pref, attr, buf, sizeInBytes, bd);
}

cublasStatus_t bd_cublasLtMatmulPreferenceSetAttribute(bound_dev_t *bd, cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceSetAttribute)(pref, attr, buf, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulPreferenceSetAttribute(pref, attr, buf, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulPreferenceSetAttribute(pref, attr, buf, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulPreferenceGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceGetAttribute)(pref, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulPreferenceGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceGetAttribute)(pref, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulPreferenceGetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceGetAttribute)(pref, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulPreferenceGetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulPreferenceGetAttribute(pref, attr, buf, sizeInBytes, sizeWritten, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulPreferenceGetAttribute(pref, attr, buf, sizeInBytes, sizeWritten, bd);
}

cublasStatus_t bd_cublasLtMatmulPreferenceGetAttribute(bound_dev_t *bd, cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceGetAttribute)(pref, attr, buf, sizeInBytes, sizeWritten)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulPreferenceGetAttribute(pref, attr, buf, sizeInBytes, sizeWritten, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulPreferenceGetAttribute(pref, attr, buf, sizeInBytes, sizeWritten, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, cublasLtMatmulPreference_t preference, int requestedAlgoCount, cublasLtMatmulHeuristicResult_t heuristicResultsArray[], int *returnAlgoCount, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulAlgoGetHeuristic", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"lightHandle", BD_KIND_CUBLASLT_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(lightHandle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetHeuristic)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount), "cublasLtMatmulAlgoGetHeuristic");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, cublasLtMatmulPreference_t preference, int requestedAlgoCount, cublasLtMatmulHeuristicResult_t heuristicResultsArray[], int *returnAlgoCount, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetHeuristic)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount), "cublasLtMatmulAlgoGetHeuristic");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, cublasLtMatmulPreference_t preference, int requestedAlgoCount, cublasLtMatmulHeuristicResult_t heuristicResultsArray[], int *returnAlgoCount, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(lightHandle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cublasLtMatmulAlgoGetHeuristic", bd, bd_values, 1)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetHeuristic)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount), "cublasLtMatmulAlgoGetHeuristic");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulAlgoGetHeuristic(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulAlgoGetHeuristic(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount, bd);
}

cublasStatus_t bd_cublasLtMatmulAlgoGetHeuristic(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, cublasLtMatmulPreference_t preference, int requestedAlgoCount, cublasLtMatmulHeuristicResult_t heuristicResultsArray[], int *returnAlgoCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetHeuristic)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulAlgoGetHeuristic(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulAlgoGetHeuristic(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulAlgoGetIds(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount, int algoIdsArray[], int *returnAlgoCount, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulAlgoGetIds", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"lightHandle", BD_KIND_CUBLASLT_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(lightHandle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetIds)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount), "cublasLtMatmulAlgoGetIds");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulAlgoGetIds(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount, int algoIdsArray[], int *returnAlgoCount, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetIds)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount), "cublasLtMatmulAlgoGetIds");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulAlgoGetIds(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount, int algoIdsArray[], int *returnAlgoCount, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(lightHandle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cublasLtMatmulAlgoGetIds", bd, bd_values, 1)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetIds)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount), "cublasLtMatmulAlgoGetIds");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulAlgoGetIds(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulAlgoGetIds(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount, bd);
}

cublasStatus_t bd_cublasLtMatmulAlgoGetIds(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount, int algoIdsArray[], int *returnAlgoCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetIds)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulAlgoGetIds(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulAlgoGetIds(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulAlgoInit(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId, cublasLtMatmulAlgo_t *algo, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulAlgoInit", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"lightHandle", BD_KIND_CUBLASLT_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(lightHandle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoInit)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo), "cublasLtMatmulAlgoInit");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulAlgoInit(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId, cublasLtMatmulAlgo_t *algo, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoInit)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo), "cublasLtMatmulAlgoInit");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulAlgoInit(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId, cublasLtMatmulAlgo_t *algo, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(lightHandle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cublasLtMatmulAlgoInit", bd, bd_values, 1)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoInit)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo), "cublasLtMatmulAlgoInit");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulAlgoInit(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulAlgoInit(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo, bd);
}

cublasStatus_t bd_cublasLtMatmulAlgoInit(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId, cublasLtMatmulAlgo_t *algo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoInit)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulAlgoInit(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulAlgoInit(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulAlgoCheck(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulAlgoCheck", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"lightHandle", BD_KIND_CUBLASLT_HANDLE, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(lightHandle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCheck)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result), "cublasLtMatmulAlgoCheck");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulAlgoCheck(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCheck)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result), "cublasLtMatmulAlgoCheck");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulAlgoCheck(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(lightHandle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cublasLtMatmulAlgoCheck", bd, bd_values, 1)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCheck)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result), "cublasLtMatmulAlgoCheck");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulAlgoCheck(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulAlgoCheck(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result, bd);
}

cublasStatus_t bd_cublasLtMatmulAlgoCheck(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCheck)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulAlgoCheck(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulAlgoCheck(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulAlgoCapGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulAlgoCapGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCapGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulAlgoCapGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulAlgoCapGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCapGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulAlgoCapGetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulAlgoCapGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCapGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulAlgoCapGetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulAlgoCapGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulAlgoCapGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd);
}

cublasStatus_t bd_cublasLtMatmulAlgoCapGetAttribute(bound_dev_t *bd, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCapGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulAlgoCapGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulAlgoCapGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulAlgoConfigSetAttribute(cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulAlgoConfigSetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigSetAttribute)(algo, attr, buf, sizeInBytes), "cublasLtMatmulAlgoConfigSetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulAlgoConfigSetAttribute(cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigSetAttribute)(algo, attr, buf, sizeInBytes), "cublasLtMatmulAlgoConfigSetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulAlgoConfigSetAttribute(cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigSetAttribute)(algo, attr, buf, sizeInBytes), "cublasLtMatmulAlgoConfigSetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulAlgoConfigSetAttribute(algo, attr, buf, sizeInBytes, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulAlgoConfigSetAttribute(algo, attr, buf, sizeInBytes, bd);
}

cublasStatus_t bd_cublasLtMatmulAlgoConfigSetAttribute(bound_dev_t *bd, cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigSetAttribute)(algo, attr, buf, sizeInBytes)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulAlgoConfigSetAttribute(algo, attr, buf, sizeInBytes, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulAlgoConfigSetAttribute(algo, attr, buf, sizeInBytes, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cublasStatus_t bd_gen_checked_cublasLtMatmulAlgoConfigGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cublasLtMatmulAlgoConfigGetAttribute", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulAlgoConfigGetAttribute");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cublasStatus_t bd_gen_slow_cublasLtMatmulAlgoConfigGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cublaslt_binding_status(bd_rc);
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulAlgoConfigGetAttribute");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cublasStatus_t bd_gen_guarded_cublasLtMatmulAlgoConfigGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten), "cublasLtMatmulAlgoConfigGetAttribute");
    return bd_gen_checks_on ? bd_gen_checked_cublasLtMatmulAlgoConfigGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd, bd_caller)
                            : bd_gen_slow_cublasLtMatmulAlgoConfigGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd);
}

cublasStatus_t bd_cublasLtMatmulAlgoConfigGetAttribute(bound_dev_t *bd, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cublasLtMatmulAlgoConfigGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cublasLtMatmulAlgoConfigGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd);
}

cublasStatus_t bd_cublasLtLoggerSetCallback(cublasLtLoggerCallback_t callback)
{
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerSetCallback)(callback), "cublasLtLoggerSetCallback");
}

cublasStatus_t bd_cublasLtLoggerSetFile(FILE *file)
{
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerSetFile)(file), "cublasLtLoggerSetFile");
}

cublasStatus_t bd_cublasLtLoggerOpenFile(const char *logFile)
{
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerOpenFile)(logFile), "cublasLtLoggerOpenFile");
}

cublasStatus_t bd_cublasLtLoggerSetLevel(int level)
{
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerSetLevel)(level), "cublasLtLoggerSetLevel");
}

cublasStatus_t bd_cublasLtLoggerSetMask(int mask)
{
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerSetMask)(mask), "cublasLtLoggerSetMask");
}

cublasStatus_t bd_cublasLtLoggerForceDisable(void)
{
    return bd_gen_cublaslt_called(BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtLoggerForceDisable)(), "cublasLtLoggerForceDisable");
}

/* The cublaslt handle each binding owns ([binding_handle]): src/binding_handles.c makes it
 * through these, puts it on the binding's stream, finds its stream and ends it with the binding. */
static int bd_gen_cublaslt_create_own(void **handle)
{
    cublasLtHandle_t made = NULL;
    int status = (int)BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtCreate)(&made);
    *handle = (void *)made;
    return status;
}

static int bd_gen_cublaslt_destroy_own(void *handle)
{
    return (int)BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtDestroy)((cublasLtHandle_t)handle);
}

static int bd_gen_cublaslt_own_status(CUresult rc)
{
    return (int)bd_gen_cublaslt_binding_status(rc);
}

const struct bd_gen_binding_handle bd_gen_cublaslt_binding_handle = {
    .index = BD_GEN_BINDING_HANDLE_CUBLASLT,
    .kind = BD_KIND_CUBLASLT_HANDLE,
    .library = &bd_gen_cublaslt_library,
    .getter = "bd_cublaslt_handle",
    .create_name = "cublasLtCreate",
    .destroy_name = "cublasLtDestroy",
    .set_stream_name = NULL,
    .create = bd_gen_cublaslt_create_own,
    .destroy = bd_gen_cublaslt_destroy_own,
    .set_stream = NULL,
    .binding_status = bd_gen_cublaslt_own_status,
    .success = (int)CUBLAS_STATUS_SUCCESS,
};

cublasStatus_t bd_cublaslt_handle(bound_dev_t *bd, cublasLtHandle_t *out)
{
    void *handle = NULL;
    int status = bd_gen_binding_handle(bd, &bd_gen_cublaslt_binding_handle, out, &handle);
    if (status == (int)CUBLAS_STATUS_SUCCESS)
        *out = (cublasLtHandle_t)handle;
    return (cublasStatus_t)status;
}
BD_SUPPRESS_DEPRECATED_END
