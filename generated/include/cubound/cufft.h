/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cufft: a bd_ function for each of the 56 functions of cufftXt.h that libcubound exports.
 * The 54 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return cufftResult; the
 * 2 context-free ones pass straight through. The functions themselves are found at run time
 * (libcufft.so.12); one the loaded library lacks answers CUFFT_NOT_SUPPORTED.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_CUFFT_H
#define CUBOUND_GENERATED_CUFFT_H

#include <cufftXt.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as cufft reports it; bd_last_error() says more. */
static inline cufftResult bd_gen_cufft_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return CUFFT_INVALID_VALUE;
    case CUDA_ERROR_INVALID_CONTEXT: return CUFFT_INVALID_VALUE;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CUFFT_SETUP_FAILED;
    case CUDA_ERROR_INVALID_HANDLE: return CUFFT_INVALID_PLAN;
    default: return CUFFT_INTERNAL_ERROR;
    }
}

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/cufft.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_cufft_table {
    cufftResult (*pfn_cufftPlan1d)(cufftHandle *plan, int nx, cufftType type, int batch);
    cufftResult (*pfn_cufftPlan2d)(cufftHandle *plan, int nx, int ny, cufftType type);
    cufftResult (*pfn_cufftPlan3d)(cufftHandle *plan, int nx, int ny, int nz, cufftType type);
    cufftResult (*pfn_cufftPlanMany)(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch);
    cufftResult (*pfn_cufftMakePlan1d)(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize);
    cufftResult (*pfn_cufftMakePlan2d)(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize);
    cufftResult (*pfn_cufftMakePlan3d)(cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize);
    cufftResult (*pfn_cufftMakePlanMany)(cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize);
    cufftResult (*pfn_cufftMakePlanMany64)(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize);
    cufftResult (*pfn_cufftGetSizeMany64)(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize);
    cufftResult (*pfn_cufftEstimate1d)(int nx, cufftType type, int batch, size_t *workSize);
    cufftResult (*pfn_cufftEstimate2d)(int nx, int ny, cufftType type, size_t *workSize);
    cufftResult (*pfn_cufftEstimate3d)(int nx, int ny, int nz, cufftType type, size_t *workSize);
    cufftResult (*pfn_cufftEstimateMany)(int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize);
    cufftResult (*pfn_cufftCreate)(cufftHandle *handle);
    cufftResult (*pfn_cufftGetSize1d)(cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize);
    cufftResult (*pfn_cufftGetSize2d)(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize);
    cufftResult (*pfn_cufftGetSize3d)(cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize);
    cufftResult (*pfn_cufftGetSizeMany)(cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea);
    cufftResult (*pfn_cufftGetSize)(cufftHandle handle, size_t *workSize);
    cufftResult (*pfn_cufftSetWorkArea)(cufftHandle plan, void *workArea);
    cufftResult (*pfn_cufftSetAutoAllocation)(cufftHandle plan, int autoAllocate);
    cufftResult (*pfn_cufftExecC2C)(cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction);
    cufftResult (*pfn_cufftExecR2C)(cufftHandle plan, cufftReal *idata, cufftComplex *odata);
    cufftResult (*pfn_cufftExecC2R)(cufftHandle plan, cufftComplex *idata, cufftReal *odata);
    cufftResult (*pfn_cufftExecZ2Z)(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction);
    cufftResult (*pfn_cufftExecD2Z)(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata);
    cufftResult (*pfn_cufftExecZ2D)(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata);
    cufftResult (*pfn_cufftSetStream)(cufftHandle plan, cudaStream_t stream);
    cufftResult (*pfn_cufftDestroy)(cufftHandle plan);
    cufftResult (*pfn_cufftGetVersion)(int *version);
    cufftResult (*pfn_cufftGetProperty)(libraryPropertyType type, int *value);
    cufftResult (*pfn_cufftSetPlanPropertyInt64)(cufftHandle plan, cufftProperty property, const long long inputValueInt);
    cufftResult (*pfn_cufftGetPlanPropertyInt64)(cufftHandle plan, cufftProperty property, long long *returnPtrValue);
    cufftResult (*pfn_cufftResetPlanProperty)(cufftHandle plan, cufftProperty property);
    cufftResult (*pfn_cufftXtSetGPUs)(cufftHandle handle, int nGPUs, int *whichGPUs);
    cufftResult (*pfn_cufftXtMalloc)(cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format);
    cufftResult (*pfn_cufftXtMemcpy)(cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type);
    cufftResult (*pfn_cufftXtFree)(cudaLibXtDesc *descriptor);
    cufftResult (*pfn_cufftXtSetWorkArea)(cufftHandle plan, void **workArea);
    cufftResult (*pfn_cufftXtExecDescriptorC2C)(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction);
    cufftResult (*pfn_cufftXtExecDescriptorR2C)(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);
    cufftResult (*pfn_cufftXtExecDescriptorC2R)(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);
    cufftResult (*pfn_cufftXtExecDescriptorZ2Z)(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction);
    cufftResult (*pfn_cufftXtExecDescriptorD2Z)(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);
    cufftResult (*pfn_cufftXtExecDescriptorZ2D)(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);
    cufftResult (*pfn_cufftXtQueryPlan)(cufftHandle plan, void *queryStruct, cufftXtQueryType queryType);
    cufftResult (*pfn_cufftXtSetCallback)(cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType, void **caller_info);
    cufftResult (*pfn_cufftXtClearCallback)(cufftHandle plan, cufftXtCallbackType cbType);
    cufftResult (*pfn_cufftXtSetCallbackSharedSize)(cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize);
    cufftResult (*pfn_cufftXtSetJITCallback)(cufftHandle plan, const char *lto_callback_symbol_name, const void *lto_callback_fatbin, size_t lto_callback_fatbin_size, cufftXtCallbackType type, void **caller_info);
    cufftResult (*pfn_cufftXtMakePlanMany)(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype);
    cufftResult (*pfn_cufftXtGetSizeMany)(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype);
    cufftResult (*pfn_cufftXtExec)(cufftHandle plan, void *input, void *output, int direction);
    cufftResult (*pfn_cufftXtExecDescriptor)(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction);
    cufftResult (*pfn_cufftXtSetWorkAreaPolicy)(cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize);
    bd_gen_fn reserved_cufftXtSetDistribution;
    bd_gen_fn reserved___cufftXtSetJITCallback_12_7;
};
BD_API extern struct bd_gen_cufft_table bd_gen_cufft;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_CUFFT_ENTRIES 56

/* cufftPlan1d.
 * Creates: plan.
 */
BD_API cufftResult bd_cufftPlan1d(bound_dev_t *bd, cufftHandle *plan, int nx, cufftType type, int batch);

/* cufftPlan2d.
 * Creates: plan.
 */
BD_API cufftResult bd_cufftPlan2d(bound_dev_t *bd, cufftHandle *plan, int nx, int ny, cufftType type);

/* cufftPlan3d.
 * Creates: plan.
 */
BD_API cufftResult bd_cufftPlan3d(bound_dev_t *bd, cufftHandle *plan, int nx, int ny, int nz, cufftType type);

/* cufftPlanMany.
 * Creates: plan.
 * Writes through: n, inembed, onembed.
 */
BD_API cufftResult bd_cufftPlanMany(bound_dev_t *bd, cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch);

/* cufftMakePlan1d.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: workSize.
 */
BD_API cufftResult bd_cufftMakePlan1d(bound_dev_t *bd, cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize);

/* cufftMakePlan2d.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: workSize.
 */
BD_API cufftResult bd_cufftMakePlan2d(bound_dev_t *bd, cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize);

/* cufftMakePlan3d.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: workSize.
 */
BD_API cufftResult bd_cufftMakePlan3d(bound_dev_t *bd, cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize);

/* cufftMakePlanMany.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: n, inembed, onembed, workSize.
 */
BD_API cufftResult bd_cufftMakePlanMany(bound_dev_t *bd, cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize);

/* cufftMakePlanMany64.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: n, inembed, onembed, workSize.
 */
BD_API cufftResult bd_cufftMakePlanMany64(bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize);

/* cufftGetSizeMany64.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: n, inembed, onembed, workSize.
 */
BD_API cufftResult bd_cufftGetSizeMany64(bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize);

/* cufftEstimate1d.
 * Writes through: workSize.
 */
BD_API cufftResult bd_cufftEstimate1d(bound_dev_t *bd, int nx, cufftType type, int batch, size_t *workSize);

/* cufftEstimate2d.
 * Writes through: workSize.
 */
BD_API cufftResult bd_cufftEstimate2d(bound_dev_t *bd, int nx, int ny, cufftType type, size_t *workSize);

/* cufftEstimate3d.
 * Writes through: workSize.
 */
BD_API cufftResult bd_cufftEstimate3d(bound_dev_t *bd, int nx, int ny, int nz, cufftType type, size_t *workSize);

/* cufftEstimateMany.
 * Writes through: n, inembed, onembed, workSize.
 */
BD_API cufftResult bd_cufftEstimateMany(bound_dev_t *bd, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize);

/* cufftCreate.
 * Creates: handle.
 */
BD_API cufftResult bd_cufftCreate(bound_dev_t *bd, cufftHandle *handle);

/* cufftGetSize1d.
 * Must belong to the binding's device: handle (cufft_plan).
 * Writes through: workSize.
 */
BD_API cufftResult bd_cufftGetSize1d(bound_dev_t *bd, cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize);

/* cufftGetSize2d.
 * Must belong to the binding's device: handle (cufft_plan).
 * Writes through: workSize.
 */
BD_API cufftResult bd_cufftGetSize2d(bound_dev_t *bd, cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize);

/* cufftGetSize3d.
 * Must belong to the binding's device: handle (cufft_plan).
 * Writes through: workSize.
 */
BD_API cufftResult bd_cufftGetSize3d(bound_dev_t *bd, cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize);

/* cufftGetSizeMany.
 * Must belong to the binding's device: handle (cufft_plan).
 * Writes through: n, inembed, onembed, workArea.
 */
BD_API cufftResult bd_cufftGetSizeMany(bound_dev_t *bd, cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea);

/* cufftGetSize.
 * Must belong to the binding's device: handle (cufft_plan).
 * Writes through: workSize.
 */
BD_API cufftResult bd_cufftGetSize(bound_dev_t *bd, cufftHandle handle, size_t *workSize);

/* cufftSetWorkArea.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: workArea.
 */
BD_API cufftResult bd_cufftSetWorkArea(bound_dev_t *bd, cufftHandle plan, void *workArea);

/* cufftSetAutoAllocation.
 * Must belong to the binding's device: plan (cufft_plan).
 */
BD_API cufftResult bd_cufftSetAutoAllocation(bound_dev_t *bd, cufftHandle plan, int autoAllocate);

/* cufftExecC2C.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: idata, odata.
 */
BD_API cufftResult bd_cufftExecC2C(bound_dev_t *bd, cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction);

/* cufftExecR2C.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: idata, odata.
 */
BD_API cufftResult bd_cufftExecR2C(bound_dev_t *bd, cufftHandle plan, cufftReal *idata, cufftComplex *odata);

/* cufftExecC2R.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: idata, odata.
 */
BD_API cufftResult bd_cufftExecC2R(bound_dev_t *bd, cufftHandle plan, cufftComplex *idata, cufftReal *odata);

/* cufftExecZ2Z.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: idata, odata.
 */
BD_API cufftResult bd_cufftExecZ2Z(bound_dev_t *bd, cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction);

/* cufftExecD2Z.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: idata, odata.
 */
BD_API cufftResult bd_cufftExecD2Z(bound_dev_t *bd, cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata);

/* cufftExecZ2D.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: idata, odata.
 */
BD_API cufftResult bd_cufftExecZ2D(bound_dev_t *bd, cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata);

/* cufftSetStream.
 * Must belong to the binding's device: plan (cufft_plan), stream (stream).
 */
BD_API cufftResult bd_cufftSetStream(bound_dev_t *bd, cufftHandle plan, cudaStream_t stream);

/* cufftDestroy.
 * Destroys: plan.
 */
BD_API cufftResult bd_cufftDestroy(bound_dev_t *bd, cufftHandle plan);

/* cufftGetVersion.
 * Writes through: version.
 */
BD_API cufftResult bd_cufftGetVersion(int *version);

/* cufftGetProperty.
 * Writes through: value.
 */
BD_API cufftResult bd_cufftGetProperty(libraryPropertyType type, int *value);

/* cufftSetPlanPropertyInt64.
 * Must belong to the binding's device: plan (cufft_plan).
 */
BD_API cufftResult bd_cufftSetPlanPropertyInt64(bound_dev_t *bd, cufftHandle plan, cufftProperty property, const long long inputValueInt);

/* cufftGetPlanPropertyInt64.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: returnPtrValue.
 */
BD_API cufftResult bd_cufftGetPlanPropertyInt64(bound_dev_t *bd, cufftHandle plan, cufftProperty property, long long *returnPtrValue);

/* cufftResetPlanProperty.
 * Must belong to the binding's device: plan (cufft_plan).
 */
BD_API cufftResult bd_cufftResetPlanProperty(bound_dev_t *bd, cufftHandle plan, cufftProperty property);

/* cufftXtSetGPUs.
 * Must belong to the binding's device: handle (cufft_plan).
 * Writes through: whichGPUs.
 */
BD_API cufftResult bd_cufftXtSetGPUs(bound_dev_t *bd, cufftHandle handle, int nGPUs, int *whichGPUs);

/* cufftXtMalloc.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: descriptor.
 */
BD_API cufftResult bd_cufftXtMalloc(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format);

/* cufftXtMemcpy.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: dstPointer, srcPointer.
 */
BD_API cufftResult bd_cufftXtMemcpy(bound_dev_t *bd, cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type);

/* cufftXtFree.
 * Writes through: descriptor.
 */
BD_API cufftResult bd_cufftXtFree(bound_dev_t *bd, cudaLibXtDesc *descriptor);

/* cufftXtSetWorkArea.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: workArea.
 */
BD_API cufftResult bd_cufftXtSetWorkArea(bound_dev_t *bd, cufftHandle plan, void **workArea);

/* cufftXtExecDescriptorC2C.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: input, output.
 */
BD_API cufftResult bd_cufftXtExecDescriptorC2C(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction);

/* cufftXtExecDescriptorR2C.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: input, output.
 */
BD_API cufftResult bd_cufftXtExecDescriptorR2C(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);

/* cufftXtExecDescriptorC2R.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: input, output.
 */
BD_API cufftResult bd_cufftXtExecDescriptorC2R(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);

/* cufftXtExecDescriptorZ2Z.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: input, output.
 */
BD_API cufftResult bd_cufftXtExecDescriptorZ2Z(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction);

/* cufftXtExecDescriptorD2Z.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: input, output.
 */
BD_API cufftResult bd_cufftXtExecDescriptorD2Z(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);

/* cufftXtExecDescriptorZ2D.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: input, output.
 */
BD_API cufftResult bd_cufftXtExecDescriptorZ2D(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);

/* cufftXtQueryPlan.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: queryStruct.
 */
BD_API cufftResult bd_cufftXtQueryPlan(bound_dev_t *bd, cufftHandle plan, void *queryStruct, cufftXtQueryType queryType);

/* cufftXtSetCallback.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: callback_routine, caller_info.
 */
BD_API cufftResult bd_cufftXtSetCallback(bound_dev_t *bd, cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType, void **caller_info);

/* cufftXtClearCallback.
 * Must belong to the binding's device: plan (cufft_plan).
 */
BD_API cufftResult bd_cufftXtClearCallback(bound_dev_t *bd, cufftHandle plan, cufftXtCallbackType cbType);

/* cufftXtSetCallbackSharedSize.
 * Must belong to the binding's device: plan (cufft_plan).
 */
BD_API cufftResult bd_cufftXtSetCallbackSharedSize(bound_dev_t *bd, cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize);

/* cufftXtSetJITCallback.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: caller_info.
 */
BD_API cufftResult bd_cufftXtSetJITCallback(bound_dev_t *bd, cufftHandle plan, const char *lto_callback_symbol_name, const void *lto_callback_fatbin, size_t lto_callback_fatbin_size, cufftXtCallbackType type, void **caller_info);

/* cufftXtMakePlanMany.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: n, inembed, onembed, workSize.
 */
BD_API cufftResult bd_cufftXtMakePlanMany(bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype);

/* cufftXtGetSizeMany.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: n, inembed, onembed, workSize.
 */
BD_API cufftResult bd_cufftXtGetSizeMany(bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype);

/* cufftXtExec.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: input, output.
 */
BD_API cufftResult bd_cufftXtExec(bound_dev_t *bd, cufftHandle plan, void *input, void *output, int direction);

/* cufftXtExecDescriptor.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: input, output.
 */
BD_API cufftResult bd_cufftXtExecDescriptor(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction);

/* cufftXtSetWorkAreaPolicy.
 * Must belong to the binding's device: plan (cufft_plan).
 * Writes through: workSize.
 */
BD_API cufftResult bd_cufftXtSetWorkAreaPolicy(bound_dev_t *bd, cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_NOTED cufftResult bd_gen_noted_cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftPlan1d(bd, plan, nx, type, batch);
}

static inline cufftResult bd_inline_cufftPlan1d(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle *plan, int nx, cufftType type, int batch)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftPlan1d(plan, nx, type, batch, bd, bd_file, bd_line) : bd_cufftPlan1d(bd, plan, nx, type, batch);
}
#define bd_cufftPlan1d(bd, plan, nx, type, batch) bd_inline_cufftPlan1d(__FILE__, __LINE__, bd, plan, nx, type, batch)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftPlan2d(bd, plan, nx, ny, type);
}

static inline cufftResult bd_inline_cufftPlan2d(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle *plan, int nx, int ny, cufftType type)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftPlan2d(plan, nx, ny, type, bd, bd_file, bd_line) : bd_cufftPlan2d(bd, plan, nx, ny, type);
}
#define bd_cufftPlan2d(bd, plan, nx, ny, type) bd_inline_cufftPlan2d(__FILE__, __LINE__, bd, plan, nx, ny, type)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftPlan3d(bd, plan, nx, ny, nz, type);
}

static inline cufftResult bd_inline_cufftPlan3d(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle *plan, int nx, int ny, int nz, cufftType type)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftPlan3d(plan, nx, ny, nz, type, bd, bd_file, bd_line) : bd_cufftPlan3d(bd, plan, nx, ny, nz, type);
}
#define bd_cufftPlan3d(bd, plan, nx, ny, nz, type) bd_inline_cufftPlan3d(__FILE__, __LINE__, bd, plan, nx, ny, nz, type)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftPlanMany(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
}

static inline cufftResult bd_inline_cufftPlanMany(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftPlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, bd, bd_file, bd_line) : bd_cufftPlanMany(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
}
#define bd_cufftPlanMany(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch) bd_inline_cufftPlanMany(__FILE__, __LINE__, bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftMakePlan1d(bd, plan, nx, type, batch, workSize);
}

static inline cufftResult bd_inline_cufftMakePlan1d(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftMakePlan1d(plan, nx, type, batch, workSize, bd, bd_file, bd_line) : bd_cufftMakePlan1d(bd, plan, nx, type, batch, workSize);
}
#define bd_cufftMakePlan1d(bd, plan, nx, type, batch, workSize) bd_inline_cufftMakePlan1d(__FILE__, __LINE__, bd, plan, nx, type, batch, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftMakePlan2d(bd, plan, nx, ny, type, workSize);
}

static inline cufftResult bd_inline_cufftMakePlan2d(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftMakePlan2d(plan, nx, ny, type, workSize, bd, bd_file, bd_line) : bd_cufftMakePlan2d(bd, plan, nx, ny, type, workSize);
}
#define bd_cufftMakePlan2d(bd, plan, nx, ny, type, workSize) bd_inline_cufftMakePlan2d(__FILE__, __LINE__, bd, plan, nx, ny, type, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftMakePlan3d(bd, plan, nx, ny, nz, type, workSize);
}

static inline cufftResult bd_inline_cufftMakePlan3d(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftMakePlan3d(plan, nx, ny, nz, type, workSize, bd, bd_file, bd_line) : bd_cufftMakePlan3d(bd, plan, nx, ny, nz, type, workSize);
}
#define bd_cufftMakePlan3d(bd, plan, nx, ny, nz, type, workSize) bd_inline_cufftMakePlan3d(__FILE__, __LINE__, bd, plan, nx, ny, nz, type, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftMakePlanMany(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}

static inline cufftResult bd_inline_cufftMakePlanMany(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftMakePlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, bd_file, bd_line) : bd_cufftMakePlanMany(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}
#define bd_cufftMakePlanMany(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize) bd_inline_cufftMakePlanMany(__FILE__, __LINE__, bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftMakePlanMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftMakePlanMany64(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}

static inline cufftResult bd_inline_cufftMakePlanMany64(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftMakePlanMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, bd_file, bd_line) : bd_cufftMakePlanMany64(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}
#define bd_cufftMakePlanMany64(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize) bd_inline_cufftMakePlanMany64(__FILE__, __LINE__, bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftGetSizeMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftGetSizeMany64(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftGetSizeMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftGetSizeMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, bd_file, bd_line) : bd_cufftGetSizeMany64(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}

static inline cufftResult bd_inline_cufftGetSizeMany64(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany64)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize)
                                 : bd_gen_at_cufftGetSizeMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, bd_file, bd_line);
}
#define bd_cufftGetSizeMany64(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize) bd_inline_cufftGetSizeMany64(__FILE__, __LINE__, bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftEstimate1d(bd, nx, type, batch, workSize);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftEstimate1d(nx, type, batch, workSize, bd, bd_file, bd_line) : bd_cufftEstimate1d(bd, nx, type, batch, workSize);
}

static inline cufftResult bd_inline_cufftEstimate1d(const char *bd_file, int bd_line, bound_dev_t *bd, int nx, cufftType type, int batch, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate1d)(nx, type, batch, workSize)
                                 : bd_gen_at_cufftEstimate1d(nx, type, batch, workSize, bd, bd_file, bd_line);
}
#define bd_cufftEstimate1d(bd, nx, type, batch, workSize) bd_inline_cufftEstimate1d(__FILE__, __LINE__, bd, nx, type, batch, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftEstimate2d(bd, nx, ny, type, workSize);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftEstimate2d(nx, ny, type, workSize, bd, bd_file, bd_line) : bd_cufftEstimate2d(bd, nx, ny, type, workSize);
}

static inline cufftResult bd_inline_cufftEstimate2d(const char *bd_file, int bd_line, bound_dev_t *bd, int nx, int ny, cufftType type, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate2d)(nx, ny, type, workSize)
                                 : bd_gen_at_cufftEstimate2d(nx, ny, type, workSize, bd, bd_file, bd_line);
}
#define bd_cufftEstimate2d(bd, nx, ny, type, workSize) bd_inline_cufftEstimate2d(__FILE__, __LINE__, bd, nx, ny, type, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftEstimate3d(bd, nx, ny, nz, type, workSize);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftEstimate3d(nx, ny, nz, type, workSize, bd, bd_file, bd_line) : bd_cufftEstimate3d(bd, nx, ny, nz, type, workSize);
}

static inline cufftResult bd_inline_cufftEstimate3d(const char *bd_file, int bd_line, bound_dev_t *bd, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate3d)(nx, ny, nz, type, workSize)
                                 : bd_gen_at_cufftEstimate3d(nx, ny, nz, type, workSize, bd, bd_file, bd_line);
}
#define bd_cufftEstimate3d(bd, nx, ny, nz, type, workSize) bd_inline_cufftEstimate3d(__FILE__, __LINE__, bd, nx, ny, nz, type, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftEstimateMany(bd, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftEstimateMany(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, bd_file, bd_line) : bd_cufftEstimateMany(bd, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}

static inline cufftResult bd_inline_cufftEstimateMany(const char *bd_file, int bd_line, bound_dev_t *bd, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimateMany)(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize)
                                 : bd_gen_at_cufftEstimateMany(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, bd_file, bd_line);
}
#define bd_cufftEstimateMany(bd, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize) bd_inline_cufftEstimateMany(__FILE__, __LINE__, bd, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftCreate(cufftHandle *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftCreate(bd, handle);
}

static inline cufftResult bd_inline_cufftCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle *handle)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftCreate(handle, bd, bd_file, bd_line) : bd_cufftCreate(bd, handle);
}
#define bd_cufftCreate(bd, handle) bd_inline_cufftCreate(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftGetSize1d(bd, handle, nx, type, batch, workSize);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftGetSize1d(handle, nx, type, batch, workSize, bd, bd_file, bd_line) : bd_cufftGetSize1d(bd, handle, nx, type, batch, workSize);
}

static inline cufftResult bd_inline_cufftGetSize1d(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize1d)(handle, nx, type, batch, workSize)
                                 : bd_gen_at_cufftGetSize1d(handle, nx, type, batch, workSize, bd, bd_file, bd_line);
}
#define bd_cufftGetSize1d(bd, handle, nx, type, batch, workSize) bd_inline_cufftGetSize1d(__FILE__, __LINE__, bd, handle, nx, type, batch, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftGetSize2d(bd, handle, nx, ny, type, workSize);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftGetSize2d(handle, nx, ny, type, workSize, bd, bd_file, bd_line) : bd_cufftGetSize2d(bd, handle, nx, ny, type, workSize);
}

static inline cufftResult bd_inline_cufftGetSize2d(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize2d)(handle, nx, ny, type, workSize)
                                 : bd_gen_at_cufftGetSize2d(handle, nx, ny, type, workSize, bd, bd_file, bd_line);
}
#define bd_cufftGetSize2d(bd, handle, nx, ny, type, workSize) bd_inline_cufftGetSize2d(__FILE__, __LINE__, bd, handle, nx, ny, type, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftGetSize3d(bd, handle, nx, ny, nz, type, workSize);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftGetSize3d(handle, nx, ny, nz, type, workSize, bd, bd_file, bd_line) : bd_cufftGetSize3d(bd, handle, nx, ny, nz, type, workSize);
}

static inline cufftResult bd_inline_cufftGetSize3d(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize3d)(handle, nx, ny, nz, type, workSize)
                                 : bd_gen_at_cufftGetSize3d(handle, nx, ny, nz, type, workSize, bd, bd_file, bd_line);
}
#define bd_cufftGetSize3d(bd, handle, nx, ny, nz, type, workSize) bd_inline_cufftGetSize3d(__FILE__, __LINE__, bd, handle, nx, ny, nz, type, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftGetSizeMany(bd, handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftGetSizeMany(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea, bd, bd_file, bd_line) : bd_cufftGetSizeMany(bd, handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea);
}

static inline cufftResult bd_inline_cufftGetSizeMany(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany)(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea)
                                 : bd_gen_at_cufftGetSizeMany(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea, bd, bd_file, bd_line);
}
#define bd_cufftGetSizeMany(bd, handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea) bd_inline_cufftGetSizeMany(__FILE__, __LINE__, bd, handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftGetSize(cufftHandle handle, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftGetSize(bd, handle, workSize);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftGetSize(cufftHandle handle, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftGetSize(handle, workSize, bd, bd_file, bd_line) : bd_cufftGetSize(bd, handle, workSize);
}

static inline cufftResult bd_inline_cufftGetSize(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle handle, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize)(handle, workSize)
                                 : bd_gen_at_cufftGetSize(handle, workSize, bd, bd_file, bd_line);
}
#define bd_cufftGetSize(bd, handle, workSize) bd_inline_cufftGetSize(__FILE__, __LINE__, bd, handle, workSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftSetWorkArea(cufftHandle plan, void *workArea, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftSetWorkArea(bd, plan, workArea);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftSetWorkArea(cufftHandle plan, void *workArea, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftSetWorkArea(plan, workArea, bd, bd_file, bd_line) : bd_cufftSetWorkArea(bd, plan, workArea);
}

static inline cufftResult bd_inline_cufftSetWorkArea(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, void *workArea)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetWorkArea)(plan, workArea)
                                 : bd_gen_at_cufftSetWorkArea(plan, workArea, bd, bd_file, bd_line);
}
#define bd_cufftSetWorkArea(bd, plan, workArea) bd_inline_cufftSetWorkArea(__FILE__, __LINE__, bd, plan, workArea)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftSetAutoAllocation(cufftHandle plan, int autoAllocate, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftSetAutoAllocation(bd, plan, autoAllocate);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftSetAutoAllocation(cufftHandle plan, int autoAllocate, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftSetAutoAllocation(plan, autoAllocate, bd, bd_file, bd_line) : bd_cufftSetAutoAllocation(bd, plan, autoAllocate);
}

static inline cufftResult bd_inline_cufftSetAutoAllocation(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, int autoAllocate)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetAutoAllocation)(plan, autoAllocate)
                                 : bd_gen_at_cufftSetAutoAllocation(plan, autoAllocate, bd, bd_file, bd_line);
}
#define bd_cufftSetAutoAllocation(bd, plan, autoAllocate) bd_inline_cufftSetAutoAllocation(__FILE__, __LINE__, bd, plan, autoAllocate)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftExecC2C(bd, plan, idata, odata, direction);
}

static inline cufftResult bd_inline_cufftExecC2C(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftExecC2C(plan, idata, odata, direction, bd, bd_file, bd_line) : bd_cufftExecC2C(bd, plan, idata, odata, direction);
}
#define bd_cufftExecC2C(bd, plan, idata, odata, direction) bd_inline_cufftExecC2C(__FILE__, __LINE__, bd, plan, idata, odata, direction)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftExecR2C(bd, plan, idata, odata);
}

static inline cufftResult bd_inline_cufftExecR2C(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftReal *idata, cufftComplex *odata)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftExecR2C(plan, idata, odata, bd, bd_file, bd_line) : bd_cufftExecR2C(bd, plan, idata, odata);
}
#define bd_cufftExecR2C(bd, plan, idata, odata) bd_inline_cufftExecR2C(__FILE__, __LINE__, bd, plan, idata, odata)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftExecC2R(bd, plan, idata, odata);
}

static inline cufftResult bd_inline_cufftExecC2R(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftComplex *idata, cufftReal *odata)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftExecC2R(plan, idata, odata, bd, bd_file, bd_line) : bd_cufftExecC2R(bd, plan, idata, odata);
}
#define bd_cufftExecC2R(bd, plan, idata, odata) bd_inline_cufftExecC2R(__FILE__, __LINE__, bd, plan, idata, odata)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftExecZ2Z(bd, plan, idata, odata, direction);
}

static inline cufftResult bd_inline_cufftExecZ2Z(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftExecZ2Z(plan, idata, odata, direction, bd, bd_file, bd_line) : bd_cufftExecZ2Z(bd, plan, idata, odata, direction);
}
#define bd_cufftExecZ2Z(bd, plan, idata, odata, direction) bd_inline_cufftExecZ2Z(__FILE__, __LINE__, bd, plan, idata, odata, direction)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftExecD2Z(bd, plan, idata, odata);
}

static inline cufftResult bd_inline_cufftExecD2Z(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftExecD2Z(plan, idata, odata, bd, bd_file, bd_line) : bd_cufftExecD2Z(bd, plan, idata, odata);
}
#define bd_cufftExecD2Z(bd, plan, idata, odata) bd_inline_cufftExecD2Z(__FILE__, __LINE__, bd, plan, idata, odata)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftExecZ2D(bd, plan, idata, odata);
}

static inline cufftResult bd_inline_cufftExecZ2D(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftExecZ2D(plan, idata, odata, bd, bd_file, bd_line) : bd_cufftExecZ2D(bd, plan, idata, odata);
}
#define bd_cufftExecZ2D(bd, plan, idata, odata) bd_inline_cufftExecZ2D(__FILE__, __LINE__, bd, plan, idata, odata)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftSetStream(cufftHandle plan, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftSetStream(bd, plan, stream);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftSetStream(cufftHandle plan, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftSetStream(plan, stream, bd, bd_file, bd_line) : bd_cufftSetStream(bd, plan, stream);
}

static inline cufftResult bd_inline_cufftSetStream(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetStream)(plan, stream)
                                 : bd_gen_at_cufftSetStream(plan, stream, bd, bd_file, bd_line);
}
#define bd_cufftSetStream(bd, plan, stream) bd_inline_cufftSetStream(__FILE__, __LINE__, bd, plan, stream)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftDestroy(cufftHandle plan, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftDestroy(bd, plan);
}

static inline cufftResult bd_inline_cufftDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftDestroy(plan, bd, bd_file, bd_line) : bd_cufftDestroy(bd, plan);
}
#define bd_cufftDestroy(bd, plan) bd_inline_cufftDestroy(__FILE__, __LINE__, bd, plan)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftSetPlanPropertyInt64(cufftHandle plan, cufftProperty property, const long long inputValueInt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftSetPlanPropertyInt64(bd, plan, property, inputValueInt);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftSetPlanPropertyInt64(cufftHandle plan, cufftProperty property, const long long inputValueInt, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftSetPlanPropertyInt64(plan, property, inputValueInt, bd, bd_file, bd_line) : bd_cufftSetPlanPropertyInt64(bd, plan, property, inputValueInt);
}

static inline cufftResult bd_inline_cufftSetPlanPropertyInt64(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftProperty property, const long long inputValueInt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetPlanPropertyInt64)(plan, property, inputValueInt)
                                 : bd_gen_at_cufftSetPlanPropertyInt64(plan, property, inputValueInt, bd, bd_file, bd_line);
}
#define bd_cufftSetPlanPropertyInt64(bd, plan, property, inputValueInt) bd_inline_cufftSetPlanPropertyInt64(__FILE__, __LINE__, bd, plan, property, inputValueInt)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftGetPlanPropertyInt64(cufftHandle plan, cufftProperty property, long long *returnPtrValue, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftGetPlanPropertyInt64(bd, plan, property, returnPtrValue);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftGetPlanPropertyInt64(cufftHandle plan, cufftProperty property, long long *returnPtrValue, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftGetPlanPropertyInt64(plan, property, returnPtrValue, bd, bd_file, bd_line) : bd_cufftGetPlanPropertyInt64(bd, plan, property, returnPtrValue);
}

static inline cufftResult bd_inline_cufftGetPlanPropertyInt64(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftProperty property, long long *returnPtrValue)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetPlanPropertyInt64)(plan, property, returnPtrValue)
                                 : bd_gen_at_cufftGetPlanPropertyInt64(plan, property, returnPtrValue, bd, bd_file, bd_line);
}
#define bd_cufftGetPlanPropertyInt64(bd, plan, property, returnPtrValue) bd_inline_cufftGetPlanPropertyInt64(__FILE__, __LINE__, bd, plan, property, returnPtrValue)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftResetPlanProperty(cufftHandle plan, cufftProperty property, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftResetPlanProperty(bd, plan, property);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftResetPlanProperty(cufftHandle plan, cufftProperty property, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftResetPlanProperty(plan, property, bd, bd_file, bd_line) : bd_cufftResetPlanProperty(bd, plan, property);
}

static inline cufftResult bd_inline_cufftResetPlanProperty(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftProperty property)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftResetPlanProperty)(plan, property)
                                 : bd_gen_at_cufftResetPlanProperty(plan, property, bd, bd_file, bd_line);
}
#define bd_cufftResetPlanProperty(bd, plan, property) bd_inline_cufftResetPlanProperty(__FILE__, __LINE__, bd, plan, property)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtSetGPUs(cufftHandle handle, int nGPUs, int *whichGPUs, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtSetGPUs(bd, handle, nGPUs, whichGPUs);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtSetGPUs(cufftHandle handle, int nGPUs, int *whichGPUs, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtSetGPUs(handle, nGPUs, whichGPUs, bd, bd_file, bd_line) : bd_cufftXtSetGPUs(bd, handle, nGPUs, whichGPUs);
}

static inline cufftResult bd_inline_cufftXtSetGPUs(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle handle, int nGPUs, int *whichGPUs)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetGPUs)(handle, nGPUs, whichGPUs)
                                 : bd_gen_at_cufftXtSetGPUs(handle, nGPUs, whichGPUs, bd, bd_file, bd_line);
}
#define bd_cufftXtSetGPUs(bd, handle, nGPUs, whichGPUs) bd_inline_cufftXtSetGPUs(__FILE__, __LINE__, bd, handle, nGPUs, whichGPUs)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtMalloc(cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtMalloc(bd, plan, descriptor, format);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtMalloc(cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtMalloc(plan, descriptor, format, bd, bd_file, bd_line) : bd_cufftXtMalloc(bd, plan, descriptor, format);
}

static inline cufftResult bd_inline_cufftXtMalloc(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMalloc)(plan, descriptor, format)
                                 : bd_gen_at_cufftXtMalloc(plan, descriptor, format, bd, bd_file, bd_line);
}
#define bd_cufftXtMalloc(bd, plan, descriptor, format) bd_inline_cufftXtMalloc(__FILE__, __LINE__, bd, plan, descriptor, format)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtMemcpy(cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtMemcpy(bd, plan, dstPointer, srcPointer, type);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtMemcpy(cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtMemcpy(plan, dstPointer, srcPointer, type, bd, bd_file, bd_line) : bd_cufftXtMemcpy(bd, plan, dstPointer, srcPointer, type);
}

static inline cufftResult bd_inline_cufftXtMemcpy(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMemcpy)(plan, dstPointer, srcPointer, type)
                                 : bd_gen_at_cufftXtMemcpy(plan, dstPointer, srcPointer, type, bd, bd_file, bd_line);
}
#define bd_cufftXtMemcpy(bd, plan, dstPointer, srcPointer, type) bd_inline_cufftXtMemcpy(__FILE__, __LINE__, bd, plan, dstPointer, srcPointer, type)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtFree(cudaLibXtDesc *descriptor, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtFree(bd, descriptor);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtFree(cudaLibXtDesc *descriptor, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtFree(descriptor, bd, bd_file, bd_line) : bd_cufftXtFree(bd, descriptor);
}

static inline cufftResult bd_inline_cufftXtFree(const char *bd_file, int bd_line, bound_dev_t *bd, cudaLibXtDesc *descriptor)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtFree)(descriptor)
                                 : bd_gen_at_cufftXtFree(descriptor, bd, bd_file, bd_line);
}
#define bd_cufftXtFree(bd, descriptor) bd_inline_cufftXtFree(__FILE__, __LINE__, bd, descriptor)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtSetWorkArea(cufftHandle plan, void **workArea, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtSetWorkArea(bd, plan, workArea);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtSetWorkArea(cufftHandle plan, void **workArea, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtSetWorkArea(plan, workArea, bd, bd_file, bd_line) : bd_cufftXtSetWorkArea(bd, plan, workArea);
}

static inline cufftResult bd_inline_cufftXtSetWorkArea(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, void **workArea)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkArea)(plan, workArea)
                                 : bd_gen_at_cufftXtSetWorkArea(plan, workArea, bd, bd_file, bd_line);
}
#define bd_cufftXtSetWorkArea(bd, plan, workArea) bd_inline_cufftXtSetWorkArea(__FILE__, __LINE__, bd, plan, workArea)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtExecDescriptorC2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtExecDescriptorC2C(bd, plan, input, output, direction);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtExecDescriptorC2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtExecDescriptorC2C(plan, input, output, direction, bd, bd_file, bd_line) : bd_cufftXtExecDescriptorC2C(bd, plan, input, output, direction);
}

static inline cufftResult bd_inline_cufftXtExecDescriptorC2C(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2C)(plan, input, output, direction)
                                 : bd_gen_at_cufftXtExecDescriptorC2C(plan, input, output, direction, bd, bd_file, bd_line);
}
#define bd_cufftXtExecDescriptorC2C(bd, plan, input, output, direction) bd_inline_cufftXtExecDescriptorC2C(__FILE__, __LINE__, bd, plan, input, output, direction)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtExecDescriptorR2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtExecDescriptorR2C(bd, plan, input, output);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtExecDescriptorR2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtExecDescriptorR2C(plan, input, output, bd, bd_file, bd_line) : bd_cufftXtExecDescriptorR2C(bd, plan, input, output);
}

static inline cufftResult bd_inline_cufftXtExecDescriptorR2C(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorR2C)(plan, input, output)
                                 : bd_gen_at_cufftXtExecDescriptorR2C(plan, input, output, bd, bd_file, bd_line);
}
#define bd_cufftXtExecDescriptorR2C(bd, plan, input, output) bd_inline_cufftXtExecDescriptorR2C(__FILE__, __LINE__, bd, plan, input, output)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtExecDescriptorC2R(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtExecDescriptorC2R(bd, plan, input, output);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtExecDescriptorC2R(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtExecDescriptorC2R(plan, input, output, bd, bd_file, bd_line) : bd_cufftXtExecDescriptorC2R(bd, plan, input, output);
}

static inline cufftResult bd_inline_cufftXtExecDescriptorC2R(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2R)(plan, input, output)
                                 : bd_gen_at_cufftXtExecDescriptorC2R(plan, input, output, bd, bd_file, bd_line);
}
#define bd_cufftXtExecDescriptorC2R(bd, plan, input, output) bd_inline_cufftXtExecDescriptorC2R(__FILE__, __LINE__, bd, plan, input, output)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtExecDescriptorZ2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtExecDescriptorZ2Z(bd, plan, input, output, direction);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtExecDescriptorZ2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtExecDescriptorZ2Z(plan, input, output, direction, bd, bd_file, bd_line) : bd_cufftXtExecDescriptorZ2Z(bd, plan, input, output, direction);
}

static inline cufftResult bd_inline_cufftXtExecDescriptorZ2Z(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2Z)(plan, input, output, direction)
                                 : bd_gen_at_cufftXtExecDescriptorZ2Z(plan, input, output, direction, bd, bd_file, bd_line);
}
#define bd_cufftXtExecDescriptorZ2Z(bd, plan, input, output, direction) bd_inline_cufftXtExecDescriptorZ2Z(__FILE__, __LINE__, bd, plan, input, output, direction)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtExecDescriptorD2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtExecDescriptorD2Z(bd, plan, input, output);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtExecDescriptorD2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtExecDescriptorD2Z(plan, input, output, bd, bd_file, bd_line) : bd_cufftXtExecDescriptorD2Z(bd, plan, input, output);
}

static inline cufftResult bd_inline_cufftXtExecDescriptorD2Z(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorD2Z)(plan, input, output)
                                 : bd_gen_at_cufftXtExecDescriptorD2Z(plan, input, output, bd, bd_file, bd_line);
}
#define bd_cufftXtExecDescriptorD2Z(bd, plan, input, output) bd_inline_cufftXtExecDescriptorD2Z(__FILE__, __LINE__, bd, plan, input, output)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtExecDescriptorZ2D(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtExecDescriptorZ2D(bd, plan, input, output);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtExecDescriptorZ2D(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtExecDescriptorZ2D(plan, input, output, bd, bd_file, bd_line) : bd_cufftXtExecDescriptorZ2D(bd, plan, input, output);
}

static inline cufftResult bd_inline_cufftXtExecDescriptorZ2D(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2D)(plan, input, output)
                                 : bd_gen_at_cufftXtExecDescriptorZ2D(plan, input, output, bd, bd_file, bd_line);
}
#define bd_cufftXtExecDescriptorZ2D(bd, plan, input, output) bd_inline_cufftXtExecDescriptorZ2D(__FILE__, __LINE__, bd, plan, input, output)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtQueryPlan(cufftHandle plan, void *queryStruct, cufftXtQueryType queryType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtQueryPlan(bd, plan, queryStruct, queryType);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtQueryPlan(cufftHandle plan, void *queryStruct, cufftXtQueryType queryType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtQueryPlan(plan, queryStruct, queryType, bd, bd_file, bd_line) : bd_cufftXtQueryPlan(bd, plan, queryStruct, queryType);
}

static inline cufftResult bd_inline_cufftXtQueryPlan(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, void *queryStruct, cufftXtQueryType queryType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtQueryPlan)(plan, queryStruct, queryType)
                                 : bd_gen_at_cufftXtQueryPlan(plan, queryStruct, queryType, bd, bd_file, bd_line);
}
#define bd_cufftXtQueryPlan(bd, plan, queryStruct, queryType) bd_inline_cufftXtQueryPlan(__FILE__, __LINE__, bd, plan, queryStruct, queryType)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtSetCallback(cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType, void **caller_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtSetCallback(bd, plan, callback_routine, cbType, caller_info);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtSetCallback(cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType, void **caller_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtSetCallback(plan, callback_routine, cbType, caller_info, bd, bd_file, bd_line) : bd_cufftXtSetCallback(bd, plan, callback_routine, cbType, caller_info);
}

static inline cufftResult bd_inline_cufftXtSetCallback(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType, void **caller_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallback)(plan, callback_routine, cbType, caller_info)
                                 : bd_gen_at_cufftXtSetCallback(plan, callback_routine, cbType, caller_info, bd, bd_file, bd_line);
}
#define bd_cufftXtSetCallback(bd, plan, callback_routine, cbType, caller_info) bd_inline_cufftXtSetCallback(__FILE__, __LINE__, bd, plan, callback_routine, cbType, caller_info)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType cbType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtClearCallback(bd, plan, cbType);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType cbType, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtClearCallback(plan, cbType, bd, bd_file, bd_line) : bd_cufftXtClearCallback(bd, plan, cbType);
}

static inline cufftResult bd_inline_cufftXtClearCallback(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftXtCallbackType cbType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtClearCallback)(plan, cbType)
                                 : bd_gen_at_cufftXtClearCallback(plan, cbType, bd, bd_file, bd_line);
}
#define bd_cufftXtClearCallback(bd, plan, cbType) bd_inline_cufftXtClearCallback(__FILE__, __LINE__, bd, plan, cbType)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtSetCallbackSharedSize(bd, plan, cbType, sharedSize);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtSetCallbackSharedSize(plan, cbType, sharedSize, bd, bd_file, bd_line) : bd_cufftXtSetCallbackSharedSize(bd, plan, cbType, sharedSize);
}

static inline cufftResult bd_inline_cufftXtSetCallbackSharedSize(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallbackSharedSize)(plan, cbType, sharedSize)
                                 : bd_gen_at_cufftXtSetCallbackSharedSize(plan, cbType, sharedSize, bd, bd_file, bd_line);
}
#define bd_cufftXtSetCallbackSharedSize(bd, plan, cbType, sharedSize) bd_inline_cufftXtSetCallbackSharedSize(__FILE__, __LINE__, bd, plan, cbType, sharedSize)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtSetJITCallback(cufftHandle plan, const char *lto_callback_symbol_name, const void *lto_callback_fatbin, size_t lto_callback_fatbin_size, cufftXtCallbackType type, void **caller_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtSetJITCallback(bd, plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtSetJITCallback(cufftHandle plan, const char *lto_callback_symbol_name, const void *lto_callback_fatbin, size_t lto_callback_fatbin_size, cufftXtCallbackType type, void **caller_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtSetJITCallback(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info, bd, bd_file, bd_line) : bd_cufftXtSetJITCallback(bd, plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info);
}

static inline cufftResult bd_inline_cufftXtSetJITCallback(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, const char *lto_callback_symbol_name, const void *lto_callback_fatbin, size_t lto_callback_fatbin_size, cufftXtCallbackType type, void **caller_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetJITCallback)(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info)
                                 : bd_gen_at_cufftXtSetJITCallback(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info, bd, bd_file, bd_line);
}
#define bd_cufftXtSetJITCallback(bd, plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info) bd_inline_cufftXtSetJITCallback(__FILE__, __LINE__, bd, plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtMakePlanMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtMakePlanMany(bd, plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtMakePlanMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtMakePlanMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd, bd_file, bd_line) : bd_cufftXtMakePlanMany(bd, plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype);
}

static inline cufftResult bd_inline_cufftXtMakePlanMany(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMakePlanMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype)
                                 : bd_gen_at_cufftXtMakePlanMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd, bd_file, bd_line);
}
#define bd_cufftXtMakePlanMany(bd, plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype) bd_inline_cufftXtMakePlanMany(__FILE__, __LINE__, bd, plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtGetSizeMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtGetSizeMany(bd, plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtGetSizeMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtGetSizeMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd, bd_file, bd_line) : bd_cufftXtGetSizeMany(bd, plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype);
}

static inline cufftResult bd_inline_cufftXtGetSizeMany(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtGetSizeMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype)
                                 : bd_gen_at_cufftXtGetSizeMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd, bd_file, bd_line);
}
#define bd_cufftXtGetSizeMany(bd, plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype) bd_inline_cufftXtGetSizeMany(__FILE__, __LINE__, bd, plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtExec(cufftHandle plan, void *input, void *output, int direction, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtExec(bd, plan, input, output, direction);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtExec(cufftHandle plan, void *input, void *output, int direction, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtExec(plan, input, output, direction, bd, bd_file, bd_line) : bd_cufftXtExec(bd, plan, input, output, direction);
}

static inline cufftResult bd_inline_cufftXtExec(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, void *input, void *output, int direction)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExec)(plan, input, output, direction)
                                 : bd_gen_at_cufftXtExec(plan, input, output, direction, bd, bd_file, bd_line);
}
#define bd_cufftXtExec(bd, plan, input, output, direction) bd_inline_cufftXtExec(__FILE__, __LINE__, bd, plan, input, output, direction)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtExecDescriptor(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtExecDescriptor(bd, plan, input, output, direction);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtExecDescriptor(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtExecDescriptor(plan, input, output, direction, bd, bd_file, bd_line) : bd_cufftXtExecDescriptor(bd, plan, input, output, direction);
}

static inline cufftResult bd_inline_cufftXtExecDescriptor(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptor)(plan, input, output, direction)
                                 : bd_gen_at_cufftXtExecDescriptor(plan, input, output, direction, bd, bd_file, bd_line);
}
#define bd_cufftXtExecDescriptor(bd, plan, input, output, direction) bd_inline_cufftXtExecDescriptor(__FILE__, __LINE__, bd, plan, input, output, direction)

BD_GEN_NOTED cufftResult bd_gen_noted_cufftXtSetWorkAreaPolicy(cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cufftXtSetWorkAreaPolicy(bd, plan, policy, workSize);
}

BD_GEN_OUT_OF_LINE cufftResult bd_gen_at_cufftXtSetWorkAreaPolicy(cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cufftXtSetWorkAreaPolicy(plan, policy, workSize, bd, bd_file, bd_line) : bd_cufftXtSetWorkAreaPolicy(bd, plan, policy, workSize);
}

static inline cufftResult bd_inline_cufftXtSetWorkAreaPolicy(const char *bd_file, int bd_line, bound_dev_t *bd, cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkAreaPolicy)(plan, policy, workSize)
                                 : bd_gen_at_cufftXtSetWorkAreaPolicy(plan, policy, workSize, bd, bd_file, bd_line);
}
#define bd_cufftXtSetWorkAreaPolicy(bd, plan, policy, workSize) bd_inline_cufftXtSetWorkAreaPolicy(__FILE__, __LINE__, bd, plan, policy, workSize)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in cufftXt.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
