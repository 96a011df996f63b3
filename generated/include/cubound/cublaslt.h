/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cublaslt: a bd_ function for each of the 45 functions of cublasLt.h that libcubound exports.
 * The 31 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return cublasStatus_t; the
 * 14 context-free ones pass straight through. The functions themselves are found at run time
 * (libcublasLt.so.13); one the loaded library lacks answers CUBLAS_STATUS_NOT_SUPPORTED.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_CUBLASLT_H
#define CUBOUND_GENERATED_CUBLASLT_H

#include <cublasLt.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as cublaslt reports it; bd_last_error() says more. */
static inline cublasStatus_t bd_gen_cublaslt_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return CUBLAS_STATUS_INVALID_VALUE;
    case CUDA_ERROR_INVALID_CONTEXT: return CUBLAS_STATUS_INVALID_VALUE;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CUBLAS_STATUS_NOT_INITIALIZED;
    case CUDA_ERROR_INVALID_HANDLE: return CUBLAS_STATUS_INVALID_VALUE;
    default: return CUBLAS_STATUS_INTERNAL_ERROR;
    }
}

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/cublaslt.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_cublaslt_table {
    cublasStatus_t (*pfn_cublasLtCreate)(cublasLtHandle_t *lightHandle);
    cublasStatus_t (*pfn_cublasLtDestroy)(cublasLtHandle_t lightHandle);
    const char * (*pfn_cublasLtGetStatusName)(cublasStatus_t status);
    const char * (*pfn_cublasLtGetStatusString)(cublasStatus_t status);
    size_t (*pfn_cublasLtGetVersion)(void);
    size_t (*pfn_cublasLtGetCudartVersion)(void);
    cublasStatus_t (*pfn_cublasLtGetProperty)(libraryPropertyType type, int *value);
    cublasStatus_t (*pfn_cublasLtHeuristicsCacheGetCapacity)(size_t *capacity);
    cublasStatus_t (*pfn_cublasLtHeuristicsCacheSetCapacity)(size_t capacity);
    unsigned int (*pfn_cublasLtDisableCpuInstructionsSetMask)(unsigned int mask);
    cublasStatus_t (*pfn_cublasLtMatmul)(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace, size_t workspaceSizeInBytes, cudaStream_t stream);
    cublasStatus_t (*pfn_cublasLtMatrixTransform)(cublasLtHandle_t lightHandle, cublasLtMatrixTransformDesc_t transformDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *beta, const void *B, cublasLtMatrixLayout_t Bdesc, void *C, cublasLtMatrixLayout_t Cdesc, cudaStream_t stream);
    cublasStatus_t (*pfn_cublasLtMatrixLayoutCreate)(cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld);
    cublasStatus_t (*pfn_cublasLtMatrixLayoutDestroy)(cublasLtMatrixLayout_t matLayout);
    cublasStatus_t (*pfn_cublasLtMatrixLayoutSetAttribute)(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, const void *buf, size_t sizeInBytes);
    cublasStatus_t (*pfn_cublasLtMatrixLayoutGetAttribute)(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);
    cublasStatus_t (*pfn_cublasLtMatmulDescCreate)(cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType, cudaDataType_t scaleType);
    cublasStatus_t (*pfn_cublasLtMatmulDescDestroy)(cublasLtMatmulDesc_t matmulDesc);
    cublasStatus_t (*pfn_cublasLtMatmulDescSetAttribute)(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, const void *buf, size_t sizeInBytes);
    cublasStatus_t (*pfn_cublasLtMatmulDescGetAttribute)(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);
    cublasStatus_t (*pfn_cublasLtMatrixTransformDescCreate)(cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType);
    cublasStatus_t (*pfn_cublasLtMatrixTransformDescDestroy)(cublasLtMatrixTransformDesc_t transformDesc);
    cublasStatus_t (*pfn_cublasLtMatrixTransformDescSetAttribute)(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, const void *buf, size_t sizeInBytes);
    cublasStatus_t (*pfn_cublasLtMatrixTransformDescGetAttribute)(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);
    cublasStatus_t (*pfn_cublasLtEmulationDescCreate)(cublasLtEmulationDesc_t *emulationDesc);
    cublasStatus_t (*pfn_cublasLtEmulationDescDestroy)(cublasLtEmulationDesc_t emulationDesc);
    cublasStatus_t (*pfn_cublasLtEmulationDescSetAttribute)(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, const void *buf, size_t sizeInBytes);
    cublasStatus_t (*pfn_cublasLtEmulationDescGetAttribute)(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);
    cublasStatus_t (*pfn_cublasLtMatmulPreferenceCreate)(cublasLtMatmulPreference_t *pref);
    cublasStatus_t (*pfn_cublasLtMatmulPreferenceDestroy)(cublasLtMatmulPreference_t pref);
    cublasStatus_t (*pfn_cublasLtMatmulPreferenceSetAttribute)(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, const void *buf, size_t sizeInBytes);
    cublasStatus_t (*pfn_cublasLtMatmulPreferenceGetAttribute)(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);
    cublasStatus_t (*pfn_cublasLtMatmulAlgoGetHeuristic)(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, cublasLtMatmulPreference_t preference, int requestedAlgoCount, cublasLtMatmulHeuristicResult_t heuristicResultsArray[], int *returnAlgoCount);
    cublasStatus_t (*pfn_cublasLtMatmulAlgoGetIds)(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount, int algoIdsArray[], int *returnAlgoCount);
    cublasStatus_t (*pfn_cublasLtMatmulAlgoInit)(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId, cublasLtMatmulAlgo_t *algo);
    cublasStatus_t (*pfn_cublasLtMatmulAlgoCheck)(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result);
    cublasStatus_t (*pfn_cublasLtMatmulAlgoCapGetAttribute)(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);
    cublasStatus_t (*pfn_cublasLtMatmulAlgoConfigSetAttribute)(cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, const void *buf, size_t sizeInBytes);
    cublasStatus_t (*pfn_cublasLtMatmulAlgoConfigGetAttribute)(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);
    cublasStatus_t (*pfn_cublasLtLoggerSetCallback)(cublasLtLoggerCallback_t callback);
    cublasStatus_t (*pfn_cublasLtLoggerSetFile)(FILE *file);
    cublasStatus_t (*pfn_cublasLtLoggerOpenFile)(const char *logFile);
    cublasStatus_t (*pfn_cublasLtLoggerSetLevel)(int level);
    cublasStatus_t (*pfn_cublasLtLoggerSetMask)(int mask);
    cublasStatus_t (*pfn_cublasLtLoggerForceDisable)(void);
    bd_gen_fn reserved_cublasLtGroupedMatrixLayoutCreate;
    bd_gen_fn reserved_cublasLtMatmulAlgoGetHeuristicForStream;
    bd_gen_fn reserved_cublasLtMatmulAlgoCheckForStream;
};
BD_API extern struct bd_gen_cublaslt_table bd_gen_cublaslt;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_CUBLASLT_ENTRIES 45

/* cublasLtCreate.
 * Creates: lightHandle.
 */
BD_API cublasStatus_t bd_cublasLtCreate(bound_dev_t *bd, cublasLtHandle_t *lightHandle);

/* cublasLtDestroy.
 * Destroys: lightHandle.
 */
BD_API cublasStatus_t bd_cublasLtDestroy(bound_dev_t *bd, cublasLtHandle_t lightHandle);

/* cublasLtGetStatusName.
 */
BD_API const char * bd_cublasLtGetStatusName(cublasStatus_t status);

/* cublasLtGetStatusString.
 */
BD_API const char * bd_cublasLtGetStatusString(cublasStatus_t status);

/* cublasLtGetVersion.
 */
BD_API size_t bd_cublasLtGetVersion(void);

/* cublasLtGetCudartVersion.
 */
BD_API size_t bd_cublasLtGetCudartVersion(void);

/* cublasLtGetProperty.
 * Writes through: value.
 */
BD_API cublasStatus_t bd_cublasLtGetProperty(libraryPropertyType type, int *value);

/* cublasLtHeuristicsCacheGetCapacity.
 * Writes through: capacity.
 */
BD_API cublasStatus_t bd_cublasLtHeuristicsCacheGetCapacity(size_t *capacity);

/* cublasLtHeuristicsCacheSetCapacity.
 */
BD_API cublasStatus_t bd_cublasLtHeuristicsCacheSetCapacity(size_t capacity);

/* cublasLtDisableCpuInstructionsSetMask.
 */
BD_API unsigned int bd_cublasLtDisableCpuInstructionsSetMask(unsigned int mask);

/* cublasLtMatmul.
 * Must belong to the binding's device: lightHandle (cublaslt_handle), stream (stream).
 * Writes through: D, workspace.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasLtMatmul(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace, size_t workspaceSizeInBytes, cudaStream_t stream);

/* cublasLtMatrixTransform.
 * Must belong to the binding's device: lightHandle (cublaslt_handle), stream (stream).
 * Writes through: C.
 * Host or device memory, as the pointer mode says: alpha, beta.
 */
BD_API cublasStatus_t bd_cublasLtMatrixTransform(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatrixTransformDesc_t transformDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *beta, const void *B, cublasLtMatrixLayout_t Bdesc, void *C, cublasLtMatrixLayout_t Cdesc, cudaStream_t stream);

/* cublasLtMatrixLayoutCreate.
 * Writes through: matLayout.
 */
BD_API cublasStatus_t bd_cublasLtMatrixLayoutCreate(bound_dev_t *bd, cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld);

/* cublasLtMatrixLayoutDestroy.
 */
BD_API cublasStatus_t bd_cublasLtMatrixLayoutDestroy(bound_dev_t *bd, cublasLtMatrixLayout_t matLayout);

/* cublasLtMatrixLayoutSetAttribute.
 */
BD_API cublasStatus_t bd_cublasLtMatrixLayoutSetAttribute(bound_dev_t *bd, cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, const void *buf, size_t sizeInBytes);

/* cublasLtMatrixLayoutGetAttribute.
 * Writes through: buf, sizeWritten.
 */
BD_API cublasStatus_t bd_cublasLtMatrixLayoutGetAttribute(bound_dev_t *bd, cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);

/* cublasLtMatmulDescCreate.
 * Writes through: matmulDesc.
 */
BD_API cublasStatus_t bd_cublasLtMatmulDescCreate(bound_dev_t *bd, cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType, cudaDataType_t scaleType);

/* cublasLtMatmulDescDestroy.
 */
BD_API cublasStatus_t bd_cublasLtMatmulDescDestroy(bound_dev_t *bd, cublasLtMatmulDesc_t matmulDesc);

/* cublasLtMatmulDescSetAttribute.
 */
BD_API cublasStatus_t bd_cublasLtMatmulDescSetAttribute(bound_dev_t *bd, cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, const void *buf, size_t sizeInBytes);

/* cublasLtMatmulDescGetAttribute.
 * Writes through: buf, sizeWritten.
 */
BD_API cublasStatus_t bd_cublasLtMatmulDescGetAttribute(bound_dev_t *bd, cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);

/* cublasLtMatrixTransformDescCreate.
 * Writes through: transformDesc.
 */
BD_API cublasStatus_t bd_cublasLtMatrixTransformDescCreate(bound_dev_t *bd, cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType);

/* cublasLtMatrixTransformDescDestroy.
 */
BD_API cublasStatus_t bd_cublasLtMatrixTransformDescDestroy(bound_dev_t *bd, cublasLtMatrixTransformDesc_t transformDesc);

/* cublasLtMatrixTransformDescSetAttribute.
 */
BD_API cublasStatus_t bd_cublasLtMatrixTransformDescSetAttribute(bound_dev_t *bd, cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, const void *buf, size_t sizeInBytes);

/* cublasLtMatrixTransformDescGetAttribute.
 * Writes through: buf, sizeWritten.
 */
BD_API cublasStatus_t bd_cublasLtMatrixTransformDescGetAttribute(bound_dev_t *bd, cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);

/* cublasLtEmulationDescCreate.
 * Writes through: emulationDesc.
 */
BD_API cublasStatus_t bd_cublasLtEmulationDescCreate(bound_dev_t *bd, cublasLtEmulationDesc_t *emulationDesc);

/* cublasLtEmulationDescDestroy.
 */
BD_API cublasStatus_t bd_cublasLtEmulationDescDestroy(bound_dev_t *bd, cublasLtEmulationDesc_t emulationDesc);

/* cublasLtEmulationDescSetAttribute.
 */
BD_API cublasStatus_t bd_cublasLtEmulationDescSetAttribute(bound_dev_t *bd, cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, const void *buf, size_t sizeInBytes);

/* cublasLtEmulationDescGetAttribute.
 * Writes through: buf, sizeWritten.
 */
BD_API cublasStatus_t bd_cublasLtEmulationDescGetAttribute(bound_dev_t *bd, cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);

/* cublasLtMatmulPreferenceCreate.
 * Writes through: pref.
 */
BD_API cublasStatus_t bd_cublasLtMatmulPreferenceCreate(bound_dev_t *bd, cublasLtMatmulPreference_t *pref);

/* cublasLtMatmulPreferenceDestroy.
 */
BD_API cublasStatus_t bd_cublasLtMatmulPreferenceDestroy(bound_dev_t *bd, cublasLtMatmulPreference_t pref);

/* cublasLtMatmulPreferenceSetAttribute.
 */
BD_API cublasStatus_t bd_cublasLtMatmulPreferenceSetAttribute(bound_dev_t *bd, cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, const void *buf, size_t sizeInBytes);

/* cublasLtMatmulPreferenceGetAttribute.
 * Writes through: buf, sizeWritten.
 */
BD_API cublasStatus_t bd_cublasLtMatmulPreferenceGetAttribute(bound_dev_t *bd, cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);

/* cublasLtMatmulAlgoGetHeuristic.
 * Must belong to the binding's device: lightHandle (cublaslt_handle).
 * Writes through: heuristicResultsArray, returnAlgoCount.
 */
BD_API cublasStatus_t bd_cublasLtMatmulAlgoGetHeuristic(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, cublasLtMatmulPreference_t preference, int requestedAlgoCount, cublasLtMatmulHeuristicResult_t heuristicResultsArray[], int *returnAlgoCount);

/* cublasLtMatmulAlgoGetIds.
 * Must belong to the binding's device: lightHandle (cublaslt_handle).
 * Writes through: algoIdsArray, returnAlgoCount.
 */
BD_API cublasStatus_t bd_cublasLtMatmulAlgoGetIds(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount, int algoIdsArray[], int *returnAlgoCount);

/* cublasLtMatmulAlgoInit.
 * Must belong to the binding's device: lightHandle (cublaslt_handle).
 * Writes through: algo.
 */
BD_API cublasStatus_t bd_cublasLtMatmulAlgoInit(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId, cublasLtMatmulAlgo_t *algo);

/* cublasLtMatmulAlgoCheck.
 * Must belong to the binding's device: lightHandle (cublaslt_handle).
 * Writes through: result.
 */
BD_API cublasStatus_t bd_cublasLtMatmulAlgoCheck(bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result);

/* cublasLtMatmulAlgoCapGetAttribute.
 * Writes through: buf, sizeWritten.
 */
BD_API cublasStatus_t bd_cublasLtMatmulAlgoCapGetAttribute(bound_dev_t *bd, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);

/* cublasLtMatmulAlgoConfigSetAttribute.
 * Writes through: algo.
 */
BD_API cublasStatus_t bd_cublasLtMatmulAlgoConfigSetAttribute(bound_dev_t *bd, cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, const void *buf, size_t sizeInBytes);

/* cublasLtMatmulAlgoConfigGetAttribute.
 * Writes through: buf, sizeWritten.
 */
BD_API cublasStatus_t bd_cublasLtMatmulAlgoConfigGetAttribute(bound_dev_t *bd, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten);

/* cublasLtLoggerSetCallback.
 */
BD_API cublasStatus_t bd_cublasLtLoggerSetCallback(cublasLtLoggerCallback_t callback);

/* cublasLtLoggerSetFile.
 * Writes through: file.
 */
BD_API cublasStatus_t bd_cublasLtLoggerSetFile(FILE *file);

/* cublasLtLoggerOpenFile.
 */
BD_API cublasStatus_t bd_cublasLtLoggerOpenFile(const char *logFile);

/* cublasLtLoggerSetLevel.
 */
BD_API cublasStatus_t bd_cublasLtLoggerSetLevel(int level);

/* cublasLtLoggerSetMask.
 */
BD_API cublasStatus_t bd_cublasLtLoggerSetMask(int mask);

/* cublasLtLoggerForceDisable.
 */
BD_API cublasStatus_t bd_cublasLtLoggerForceDisable(void);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtCreate(cublasLtHandle_t *lightHandle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtCreate(bd, lightHandle);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtCreate(cublasLtHandle_t *lightHandle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtCreate(lightHandle, bd, bd_file, bd_line) : bd_cublasLtCreate(bd, lightHandle);
}

static inline cublasStatus_t bd_inline_cublasLtCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtHandle_t *lightHandle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtCreate)(lightHandle)
                                 : bd_gen_at_cublasLtCreate(lightHandle, bd, bd_file, bd_line);
}
#define bd_cublasLtCreate(bd, lightHandle) bd_inline_cublasLtCreate(__FILE__, __LINE__, bd, lightHandle)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtDestroy(cublasLtHandle_t lightHandle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtDestroy(bd, lightHandle);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtDestroy(cublasLtHandle_t lightHandle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtDestroy(lightHandle, bd, bd_file, bd_line) : bd_cublasLtDestroy(bd, lightHandle);
}

static inline cublasStatus_t bd_inline_cublasLtDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtHandle_t lightHandle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtDestroy)(lightHandle)
                                 : bd_gen_at_cublasLtDestroy(lightHandle, bd, bd_file, bd_line);
}
#define bd_cublasLtDestroy(bd, lightHandle) bd_inline_cublasLtDestroy(__FILE__, __LINE__, bd, lightHandle)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmul(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace, size_t workspaceSizeInBytes, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmul(bd, lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream);
}

static inline cublasStatus_t bd_inline_cublasLtMatmul(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace, size_t workspaceSizeInBytes, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmul(lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream, bd, bd_file, bd_line) : bd_cublasLtMatmul(bd, lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream);
}
#define bd_cublasLtMatmul(bd, lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream) bd_inline_cublasLtMatmul(__FILE__, __LINE__, bd, lightHandle, computeDesc, alpha, A, Adesc, B, Bdesc, beta, C, Cdesc, D, Ddesc, algo, workspace, workspaceSizeInBytes, stream)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatrixTransform(cublasLtHandle_t lightHandle, cublasLtMatrixTransformDesc_t transformDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *beta, const void *B, cublasLtMatrixLayout_t Bdesc, void *C, cublasLtMatrixLayout_t Cdesc, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatrixTransform(bd, lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream);
}

static inline cublasStatus_t bd_inline_cublasLtMatrixTransform(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatrixTransformDesc_t transformDesc, const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc, const void *beta, const void *B, cublasLtMatrixLayout_t Bdesc, void *C, cublasLtMatrixLayout_t Cdesc, cudaStream_t stream)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatrixTransform(lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream, bd, bd_file, bd_line) : bd_cublasLtMatrixTransform(bd, lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream);
}
#define bd_cublasLtMatrixTransform(bd, lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream) bd_inline_cublasLtMatrixTransform(__FILE__, __LINE__, bd, lightHandle, transformDesc, alpha, A, Adesc, beta, B, Bdesc, C, Cdesc, stream)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatrixLayoutCreate(bd, matLayout, type, rows, cols, ld);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatrixLayoutCreate(matLayout, type, rows, cols, ld, bd, bd_file, bd_line) : bd_cublasLtMatrixLayoutCreate(bd, matLayout, type, rows, cols, ld);
}

static inline cublasStatus_t bd_inline_cublasLtMatrixLayoutCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows, uint64_t cols, int64_t ld)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutCreate)(matLayout, type, rows, cols, ld)
                                 : bd_gen_at_cublasLtMatrixLayoutCreate(matLayout, type, rows, cols, ld, bd, bd_file, bd_line);
}
#define bd_cublasLtMatrixLayoutCreate(bd, matLayout, type, rows, cols, ld) bd_inline_cublasLtMatrixLayoutCreate(__FILE__, __LINE__, bd, matLayout, type, rows, cols, ld)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t matLayout, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatrixLayoutDestroy(bd, matLayout);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t matLayout, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatrixLayoutDestroy(matLayout, bd, bd_file, bd_line) : bd_cublasLtMatrixLayoutDestroy(bd, matLayout);
}

static inline cublasStatus_t bd_inline_cublasLtMatrixLayoutDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatrixLayout_t matLayout)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutDestroy)(matLayout)
                                 : bd_gen_at_cublasLtMatrixLayoutDestroy(matLayout, bd, bd_file, bd_line);
}
#define bd_cublasLtMatrixLayoutDestroy(bd, matLayout) bd_inline_cublasLtMatrixLayoutDestroy(__FILE__, __LINE__, bd, matLayout)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatrixLayoutSetAttribute(bd, matLayout, attr, buf, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatrixLayoutSetAttribute(matLayout, attr, buf, sizeInBytes, bd, bd_file, bd_line) : bd_cublasLtMatrixLayoutSetAttribute(bd, matLayout, attr, buf, sizeInBytes);
}

static inline cublasStatus_t bd_inline_cublasLtMatrixLayoutSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutSetAttribute)(matLayout, attr, buf, sizeInBytes)
                                 : bd_gen_at_cublasLtMatrixLayoutSetAttribute(matLayout, attr, buf, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cublasLtMatrixLayoutSetAttribute(bd, matLayout, attr, buf, sizeInBytes) bd_inline_cublasLtMatrixLayoutSetAttribute(__FILE__, __LINE__, bd, matLayout, attr, buf, sizeInBytes)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatrixLayoutGetAttribute(bd, matLayout, attr, buf, sizeInBytes, sizeWritten);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatrixLayoutGetAttribute(matLayout, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line) : bd_cublasLtMatrixLayoutGetAttribute(bd, matLayout, attr, buf, sizeInBytes, sizeWritten);
}

static inline cublasStatus_t bd_inline_cublasLtMatrixLayoutGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixLayoutGetAttribute)(matLayout, attr, buf, sizeInBytes, sizeWritten)
                                 : bd_gen_at_cublasLtMatrixLayoutGetAttribute(matLayout, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line);
}
#define bd_cublasLtMatrixLayoutGetAttribute(bd, matLayout, attr, buf, sizeInBytes, sizeWritten) bd_inline_cublasLtMatrixLayoutGetAttribute(__FILE__, __LINE__, bd, matLayout, attr, buf, sizeInBytes, sizeWritten)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType, cudaDataType_t scaleType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulDescCreate(bd, matmulDesc, computeType, scaleType);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType, cudaDataType_t scaleType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulDescCreate(matmulDesc, computeType, scaleType, bd, bd_file, bd_line) : bd_cublasLtMatmulDescCreate(bd, matmulDesc, computeType, scaleType);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulDescCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType, cudaDataType_t scaleType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescCreate)(matmulDesc, computeType, scaleType)
                                 : bd_gen_at_cublasLtMatmulDescCreate(matmulDesc, computeType, scaleType, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulDescCreate(bd, matmulDesc, computeType, scaleType) bd_inline_cublasLtMatmulDescCreate(__FILE__, __LINE__, bd, matmulDesc, computeType, scaleType)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t matmulDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulDescDestroy(bd, matmulDesc);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t matmulDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulDescDestroy(matmulDesc, bd, bd_file, bd_line) : bd_cublasLtMatmulDescDestroy(bd, matmulDesc);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulDescDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatmulDesc_t matmulDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescDestroy)(matmulDesc)
                                 : bd_gen_at_cublasLtMatmulDescDestroy(matmulDesc, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulDescDestroy(bd, matmulDesc) bd_inline_cublasLtMatmulDescDestroy(__FILE__, __LINE__, bd, matmulDesc)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulDescSetAttribute(bd, matmulDesc, attr, buf, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulDescSetAttribute(matmulDesc, attr, buf, sizeInBytes, bd, bd_file, bd_line) : bd_cublasLtMatmulDescSetAttribute(bd, matmulDesc, attr, buf, sizeInBytes);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulDescSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescSetAttribute)(matmulDesc, attr, buf, sizeInBytes)
                                 : bd_gen_at_cublasLtMatmulDescSetAttribute(matmulDesc, attr, buf, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulDescSetAttribute(bd, matmulDesc, attr, buf, sizeInBytes) bd_inline_cublasLtMatmulDescSetAttribute(__FILE__, __LINE__, bd, matmulDesc, attr, buf, sizeInBytes)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulDescGetAttribute(bd, matmulDesc, attr, buf, sizeInBytes, sizeWritten);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulDescGetAttribute(matmulDesc, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line) : bd_cublasLtMatmulDescGetAttribute(bd, matmulDesc, attr, buf, sizeInBytes, sizeWritten);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulDescGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulDescGetAttribute)(matmulDesc, attr, buf, sizeInBytes, sizeWritten)
                                 : bd_gen_at_cublasLtMatmulDescGetAttribute(matmulDesc, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulDescGetAttribute(bd, matmulDesc, attr, buf, sizeInBytes, sizeWritten) bd_inline_cublasLtMatmulDescGetAttribute(__FILE__, __LINE__, bd, matmulDesc, attr, buf, sizeInBytes, sizeWritten)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatrixTransformDescCreate(cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatrixTransformDescCreate(bd, transformDesc, scaleType);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatrixTransformDescCreate(cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatrixTransformDescCreate(transformDesc, scaleType, bd, bd_file, bd_line) : bd_cublasLtMatrixTransformDescCreate(bd, transformDesc, scaleType);
}

static inline cublasStatus_t bd_inline_cublasLtMatrixTransformDescCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescCreate)(transformDesc, scaleType)
                                 : bd_gen_at_cublasLtMatrixTransformDescCreate(transformDesc, scaleType, bd, bd_file, bd_line);
}
#define bd_cublasLtMatrixTransformDescCreate(bd, transformDesc, scaleType) bd_inline_cublasLtMatrixTransformDescCreate(__FILE__, __LINE__, bd, transformDesc, scaleType)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatrixTransformDescDestroy(cublasLtMatrixTransformDesc_t transformDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatrixTransformDescDestroy(bd, transformDesc);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatrixTransformDescDestroy(cublasLtMatrixTransformDesc_t transformDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatrixTransformDescDestroy(transformDesc, bd, bd_file, bd_line) : bd_cublasLtMatrixTransformDescDestroy(bd, transformDesc);
}

static inline cublasStatus_t bd_inline_cublasLtMatrixTransformDescDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatrixTransformDesc_t transformDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescDestroy)(transformDesc)
                                 : bd_gen_at_cublasLtMatrixTransformDescDestroy(transformDesc, bd, bd_file, bd_line);
}
#define bd_cublasLtMatrixTransformDescDestroy(bd, transformDesc) bd_inline_cublasLtMatrixTransformDescDestroy(__FILE__, __LINE__, bd, transformDesc)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatrixTransformDescSetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatrixTransformDescSetAttribute(bd, transformDesc, attr, buf, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatrixTransformDescSetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatrixTransformDescSetAttribute(transformDesc, attr, buf, sizeInBytes, bd, bd_file, bd_line) : bd_cublasLtMatrixTransformDescSetAttribute(bd, transformDesc, attr, buf, sizeInBytes);
}

static inline cublasStatus_t bd_inline_cublasLtMatrixTransformDescSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescSetAttribute)(transformDesc, attr, buf, sizeInBytes)
                                 : bd_gen_at_cublasLtMatrixTransformDescSetAttribute(transformDesc, attr, buf, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cublasLtMatrixTransformDescSetAttribute(bd, transformDesc, attr, buf, sizeInBytes) bd_inline_cublasLtMatrixTransformDescSetAttribute(__FILE__, __LINE__, bd, transformDesc, attr, buf, sizeInBytes)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatrixTransformDescGetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatrixTransformDescGetAttribute(bd, transformDesc, attr, buf, sizeInBytes, sizeWritten);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatrixTransformDescGetAttribute(cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatrixTransformDescGetAttribute(transformDesc, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line) : bd_cublasLtMatrixTransformDescGetAttribute(bd, transformDesc, attr, buf, sizeInBytes, sizeWritten);
}

static inline cublasStatus_t bd_inline_cublasLtMatrixTransformDescGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatrixTransformDesc_t transformDesc, cublasLtMatrixTransformDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatrixTransformDescGetAttribute)(transformDesc, attr, buf, sizeInBytes, sizeWritten)
                                 : bd_gen_at_cublasLtMatrixTransformDescGetAttribute(transformDesc, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line);
}
#define bd_cublasLtMatrixTransformDescGetAttribute(bd, transformDesc, attr, buf, sizeInBytes, sizeWritten) bd_inline_cublasLtMatrixTransformDescGetAttribute(__FILE__, __LINE__, bd, transformDesc, attr, buf, sizeInBytes, sizeWritten)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtEmulationDescCreate(cublasLtEmulationDesc_t *emulationDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtEmulationDescCreate(bd, emulationDesc);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtEmulationDescCreate(cublasLtEmulationDesc_t *emulationDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtEmulationDescCreate(emulationDesc, bd, bd_file, bd_line) : bd_cublasLtEmulationDescCreate(bd, emulationDesc);
}

static inline cublasStatus_t bd_inline_cublasLtEmulationDescCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtEmulationDesc_t *emulationDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescCreate)(emulationDesc)
                                 : bd_gen_at_cublasLtEmulationDescCreate(emulationDesc, bd, bd_file, bd_line);
}
#define bd_cublasLtEmulationDescCreate(bd, emulationDesc) bd_inline_cublasLtEmulationDescCreate(__FILE__, __LINE__, bd, emulationDesc)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtEmulationDescDestroy(cublasLtEmulationDesc_t emulationDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtEmulationDescDestroy(bd, emulationDesc);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtEmulationDescDestroy(cublasLtEmulationDesc_t emulationDesc, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtEmulationDescDestroy(emulationDesc, bd, bd_file, bd_line) : bd_cublasLtEmulationDescDestroy(bd, emulationDesc);
}

static inline cublasStatus_t bd_inline_cublasLtEmulationDescDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtEmulationDesc_t emulationDesc)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescDestroy)(emulationDesc)
                                 : bd_gen_at_cublasLtEmulationDescDestroy(emulationDesc, bd, bd_file, bd_line);
}
#define bd_cublasLtEmulationDescDestroy(bd, emulationDesc) bd_inline_cublasLtEmulationDescDestroy(__FILE__, __LINE__, bd, emulationDesc)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtEmulationDescSetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtEmulationDescSetAttribute(bd, emulationDesc, attr, buf, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtEmulationDescSetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtEmulationDescSetAttribute(emulationDesc, attr, buf, sizeInBytes, bd, bd_file, bd_line) : bd_cublasLtEmulationDescSetAttribute(bd, emulationDesc, attr, buf, sizeInBytes);
}

static inline cublasStatus_t bd_inline_cublasLtEmulationDescSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescSetAttribute)(emulationDesc, attr, buf, sizeInBytes)
                                 : bd_gen_at_cublasLtEmulationDescSetAttribute(emulationDesc, attr, buf, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cublasLtEmulationDescSetAttribute(bd, emulationDesc, attr, buf, sizeInBytes) bd_inline_cublasLtEmulationDescSetAttribute(__FILE__, __LINE__, bd, emulationDesc, attr, buf, sizeInBytes)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtEmulationDescGetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtEmulationDescGetAttribute(bd, emulationDesc, attr, buf, sizeInBytes, sizeWritten);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtEmulationDescGetAttribute(cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtEmulationDescGetAttribute(emulationDesc, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line) : bd_cublasLtEmulationDescGetAttribute(bd, emulationDesc, attr, buf, sizeInBytes, sizeWritten);
}

static inline cublasStatus_t bd_inline_cublasLtEmulationDescGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtEmulationDesc_t emulationDesc, cublasLtEmulationDescAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtEmulationDescGetAttribute)(emulationDesc, attr, buf, sizeInBytes, sizeWritten)
                                 : bd_gen_at_cublasLtEmulationDescGetAttribute(emulationDesc, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line);
}
#define bd_cublasLtEmulationDescGetAttribute(bd, emulationDesc, attr, buf, sizeInBytes, sizeWritten) bd_inline_cublasLtEmulationDescGetAttribute(__FILE__, __LINE__, bd, emulationDesc, attr, buf, sizeInBytes, sizeWritten)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulPreferenceCreate(bd, pref);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulPreferenceCreate(pref, bd, bd_file, bd_line) : bd_cublasLtMatmulPreferenceCreate(bd, pref);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulPreferenceCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatmulPreference_t *pref)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceCreate)(pref)
                                 : bd_gen_at_cublasLtMatmulPreferenceCreate(pref, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulPreferenceCreate(bd, pref) bd_inline_cublasLtMatmulPreferenceCreate(__FILE__, __LINE__, bd, pref)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulPreferenceDestroy(bd, pref);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulPreferenceDestroy(pref, bd, bd_file, bd_line) : bd_cublasLtMatmulPreferenceDestroy(bd, pref);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulPreferenceDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatmulPreference_t pref)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceDestroy)(pref)
                                 : bd_gen_at_cublasLtMatmulPreferenceDestroy(pref, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulPreferenceDestroy(bd, pref) bd_inline_cublasLtMatmulPreferenceDestroy(__FILE__, __LINE__, bd, pref)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulPreferenceSetAttribute(bd, pref, attr, buf, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulPreferenceSetAttribute(pref, attr, buf, sizeInBytes, bd, bd_file, bd_line) : bd_cublasLtMatmulPreferenceSetAttribute(bd, pref, attr, buf, sizeInBytes);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulPreferenceSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceSetAttribute)(pref, attr, buf, sizeInBytes)
                                 : bd_gen_at_cublasLtMatmulPreferenceSetAttribute(pref, attr, buf, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulPreferenceSetAttribute(bd, pref, attr, buf, sizeInBytes) bd_inline_cublasLtMatmulPreferenceSetAttribute(__FILE__, __LINE__, bd, pref, attr, buf, sizeInBytes)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulPreferenceGetAttribute(bd, pref, attr, buf, sizeInBytes, sizeWritten);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulPreferenceGetAttribute(pref, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line) : bd_cublasLtMatmulPreferenceGetAttribute(bd, pref, attr, buf, sizeInBytes, sizeWritten);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulPreferenceGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatmulPreference_t pref, cublasLtMatmulPreferenceAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulPreferenceGetAttribute)(pref, attr, buf, sizeInBytes, sizeWritten)
                                 : bd_gen_at_cublasLtMatmulPreferenceGetAttribute(pref, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulPreferenceGetAttribute(bd, pref, attr, buf, sizeInBytes, sizeWritten) bd_inline_cublasLtMatmulPreferenceGetAttribute(__FILE__, __LINE__, bd, pref, attr, buf, sizeInBytes, sizeWritten)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, cublasLtMatmulPreference_t preference, int requestedAlgoCount, cublasLtMatmulHeuristicResult_t heuristicResultsArray[], int *returnAlgoCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulAlgoGetHeuristic(bd, lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, cublasLtMatmulPreference_t preference, int requestedAlgoCount, cublasLtMatmulHeuristicResult_t heuristicResultsArray[], int *returnAlgoCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulAlgoGetHeuristic(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount, bd, bd_file, bd_line) : bd_cublasLtMatmulAlgoGetHeuristic(bd, lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulAlgoGetHeuristic(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, cublasLtMatmulPreference_t preference, int requestedAlgoCount, cublasLtMatmulHeuristicResult_t heuristicResultsArray[], int *returnAlgoCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetHeuristic)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount)
                                 : bd_gen_at_cublasLtMatmulAlgoGetHeuristic(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulAlgoGetHeuristic(bd, lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount) bd_inline_cublasLtMatmulAlgoGetHeuristic(__FILE__, __LINE__, bd, lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, preference, requestedAlgoCount, heuristicResultsArray, returnAlgoCount)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulAlgoGetIds(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount, int algoIdsArray[], int *returnAlgoCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulAlgoGetIds(bd, lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulAlgoGetIds(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount, int algoIdsArray[], int *returnAlgoCount, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulAlgoGetIds(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount, bd, bd_file, bd_line) : bd_cublasLtMatmulAlgoGetIds(bd, lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulAlgoGetIds(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount, int algoIdsArray[], int *returnAlgoCount)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoGetIds)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount)
                                 : bd_gen_at_cublasLtMatmulAlgoGetIds(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulAlgoGetIds(bd, lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount) bd_inline_cublasLtMatmulAlgoGetIds(__FILE__, __LINE__, bd, lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, requestedAlgoCount, algoIdsArray, returnAlgoCount)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulAlgoInit(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId, cublasLtMatmulAlgo_t *algo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulAlgoInit(bd, lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulAlgoInit(cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId, cublasLtMatmulAlgo_t *algo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulAlgoInit(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo, bd, bd_file, bd_line) : bd_cublasLtMatmulAlgoInit(bd, lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulAlgoInit(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasComputeType_t computeType, cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype, cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId, cublasLtMatmulAlgo_t *algo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoInit)(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo)
                                 : bd_gen_at_cublasLtMatmulAlgoInit(lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulAlgoInit(bd, lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo) bd_inline_cublasLtMatmulAlgoInit(__FILE__, __LINE__, bd, lightHandle, computeType, scaleType, Atype, Btype, Ctype, Dtype, algoId, algo)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulAlgoCheck(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulAlgoCheck(bd, lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulAlgoCheck(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulAlgoCheck(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result, bd, bd_file, bd_line) : bd_cublasLtMatmulAlgoCheck(bd, lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulAlgoCheck(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc, cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc, cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCheck)(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result)
                                 : bd_gen_at_cublasLtMatmulAlgoCheck(lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulAlgoCheck(bd, lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result) bd_inline_cublasLtMatmulAlgoCheck(__FILE__, __LINE__, bd, lightHandle, operationDesc, Adesc, Bdesc, Cdesc, Ddesc, algo, result)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulAlgoCapGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulAlgoCapGetAttribute(bd, algo, attr, buf, sizeInBytes, sizeWritten);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulAlgoCapGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulAlgoCapGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line) : bd_cublasLtMatmulAlgoCapGetAttribute(bd, algo, attr, buf, sizeInBytes, sizeWritten);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulAlgoCapGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoCapGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten)
                                 : bd_gen_at_cublasLtMatmulAlgoCapGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulAlgoCapGetAttribute(bd, algo, attr, buf, sizeInBytes, sizeWritten) bd_inline_cublasLtMatmulAlgoCapGetAttribute(__FILE__, __LINE__, bd, algo, attr, buf, sizeInBytes, sizeWritten)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulAlgoConfigSetAttribute(cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulAlgoConfigSetAttribute(bd, algo, attr, buf, sizeInBytes);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulAlgoConfigSetAttribute(cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, const void *buf, size_t sizeInBytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulAlgoConfigSetAttribute(algo, attr, buf, sizeInBytes, bd, bd_file, bd_line) : bd_cublasLtMatmulAlgoConfigSetAttribute(bd, algo, attr, buf, sizeInBytes);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulAlgoConfigSetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, const void *buf, size_t sizeInBytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigSetAttribute)(algo, attr, buf, sizeInBytes)
                                 : bd_gen_at_cublasLtMatmulAlgoConfigSetAttribute(algo, attr, buf, sizeInBytes, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulAlgoConfigSetAttribute(bd, algo, attr, buf, sizeInBytes) bd_inline_cublasLtMatmulAlgoConfigSetAttribute(__FILE__, __LINE__, bd, algo, attr, buf, sizeInBytes)

BD_GEN_NOTED cublasStatus_t bd_gen_noted_cublasLtMatmulAlgoConfigGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cublasLtMatmulAlgoConfigGetAttribute(bd, algo, attr, buf, sizeInBytes, sizeWritten);
}

BD_GEN_OUT_OF_LINE cublasStatus_t bd_gen_at_cublasLtMatmulAlgoConfigGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cublasLtMatmulAlgoConfigGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line) : bd_cublasLtMatmulAlgoConfigGetAttribute(bd, algo, attr, buf, sizeInBytes, sizeWritten);
}

static inline cublasStatus_t bd_inline_cublasLtMatmulAlgoConfigGetAttribute(const char *bd_file, int bd_line, bound_dev_t *bd, const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cublaslt, pfn_cublasLtMatmulAlgoConfigGetAttribute)(algo, attr, buf, sizeInBytes, sizeWritten)
                                 : bd_gen_at_cublasLtMatmulAlgoConfigGetAttribute(algo, attr, buf, sizeInBytes, sizeWritten, bd, bd_file, bd_line);
}
#define bd_cublasLtMatmulAlgoConfigGetAttribute(bd, algo, attr, buf, sizeInBytes, sizeWritten) bd_inline_cublasLtMatmulAlgoConfigGetAttribute(__FILE__, __LINE__, bd, algo, attr, buf, sizeInBytes, sizeWritten)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in cublasLt.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
