/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of cufftXt.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libcufft.so.12 on first use; one the library lacks stays at its stand-in,
 * which answers CUFFT_NOT_SUPPORTED. */
#include "cubound/cufft.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_cufft_library;

/* The name of each cufftResult cufftXt.h declares, for bd_last_error without the library. */
static const char *bd_gen_cufft_status_name(int status)
{
    switch (status) {
    case 0: return "CUFFT_SUCCESS";
    case 1: return "CUFFT_INVALID_PLAN";
    case 2: return "CUFFT_ALLOC_FAILED";
    case 3: return "CUFFT_INVALID_TYPE";
    case 4: return "CUFFT_INVALID_VALUE";
    case 5: return "CUFFT_INTERNAL_ERROR";
    case 6: return "CUFFT_EXEC_FAILED";
    case 7: return "CUFFT_SETUP_FAILED";
    case 8: return "CUFFT_INVALID_SIZE";
    case 9: return "CUFFT_UNALIGNED_DATA";
    case 11: return "CUFFT_INVALID_DEVICE";
    case 13: return "CUFFT_NO_WORKSPACE";
    case 14: return "CUFFT_NOT_IMPLEMENTED";
    case 16: return "CUFFT_NOT_SUPPORTED";
    case 17: return "CUFFT_MISSING_DEPENDENCY";
    case 18: return "CUFFT_NVRTC_FAILURE";
    case 19: return "CUFFT_NVJITLINK_FAILURE";
    case 20: return "CUFFT_NVSHMEM_FAILURE";
    default: return NULL;
    }
}

/* A status the library answered, kept for bd_last_error where it is not success. */
static inline cufftResult bd_gen_cufft_called(cufftResult status, const char *function)
{
    if (BD_UNLIKELY(status != CUFFT_SUCCESS))
        bd_gen_failed(&bd_gen_cufft_library, function, (int)status);
    return status;
}

BD_SUPPRESS_DEPRECATED_BEGIN

static cufftResult bd_gen_first_cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftPlan1d,
                       (bd_gen_fn)bd_gen_first_cufftPlan1d, "cufftPlan1d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan1d)(plan, nx, type, batch);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftPlan2d,
                       (bd_gen_fn)bd_gen_first_cufftPlan2d, "cufftPlan2d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan2d)(plan, nx, ny, type);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftPlan3d,
                       (bd_gen_fn)bd_gen_first_cufftPlan3d, "cufftPlan3d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan3d)(plan, nx, ny, nz, type);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftPlanMany,
                       (bd_gen_fn)bd_gen_first_cufftPlanMany, "cufftPlanMany")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlanMany)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftMakePlan1d,
                       (bd_gen_fn)bd_gen_first_cufftMakePlan1d, "cufftMakePlan1d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan1d)(plan, nx, type, batch, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftMakePlan2d,
                       (bd_gen_fn)bd_gen_first_cufftMakePlan2d, "cufftMakePlan2d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan2d)(plan, nx, ny, type, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftMakePlan3d,
                       (bd_gen_fn)bd_gen_first_cufftMakePlan3d, "cufftMakePlan3d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan3d)(plan, nx, ny, nz, type, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftMakePlanMany,
                       (bd_gen_fn)bd_gen_first_cufftMakePlanMany, "cufftMakePlanMany")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlanMany)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftMakePlanMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftMakePlanMany64,
                       (bd_gen_fn)bd_gen_first_cufftMakePlanMany64, "cufftMakePlanMany64")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlanMany64)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftGetSizeMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftGetSizeMany64,
                       (bd_gen_fn)bd_gen_first_cufftGetSizeMany64, "cufftGetSizeMany64")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany64)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftEstimate1d,
                       (bd_gen_fn)bd_gen_first_cufftEstimate1d, "cufftEstimate1d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate1d)(nx, type, batch, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftEstimate2d,
                       (bd_gen_fn)bd_gen_first_cufftEstimate2d, "cufftEstimate2d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate2d)(nx, ny, type, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftEstimate3d,
                       (bd_gen_fn)bd_gen_first_cufftEstimate3d, "cufftEstimate3d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate3d)(nx, ny, nz, type, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftEstimateMany,
                       (bd_gen_fn)bd_gen_first_cufftEstimateMany, "cufftEstimateMany")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimateMany)(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftCreate(cufftHandle *handle)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftCreate,
                       (bd_gen_fn)bd_gen_first_cufftCreate, "cufftCreate")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftCreate)(handle);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftGetSize1d,
                       (bd_gen_fn)bd_gen_first_cufftGetSize1d, "cufftGetSize1d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize1d)(handle, nx, type, batch, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftGetSize2d,
                       (bd_gen_fn)bd_gen_first_cufftGetSize2d, "cufftGetSize2d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize2d)(handle, nx, ny, type, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftGetSize3d,
                       (bd_gen_fn)bd_gen_first_cufftGetSize3d, "cufftGetSize3d")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize3d)(handle, nx, ny, nz, type, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftGetSizeMany,
                       (bd_gen_fn)bd_gen_first_cufftGetSizeMany, "cufftGetSizeMany")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany)(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftGetSize(cufftHandle handle, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftGetSize,
                       (bd_gen_fn)bd_gen_first_cufftGetSize, "cufftGetSize")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize)(handle, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftSetWorkArea(cufftHandle plan, void *workArea)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftSetWorkArea,
                       (bd_gen_fn)bd_gen_first_cufftSetWorkArea, "cufftSetWorkArea")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetWorkArea)(plan, workArea);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftSetAutoAllocation(cufftHandle plan, int autoAllocate)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftSetAutoAllocation,
                       (bd_gen_fn)bd_gen_first_cufftSetAutoAllocation, "cufftSetAutoAllocation")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetAutoAllocation)(plan, autoAllocate);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftExecC2C,
                       (bd_gen_fn)bd_gen_first_cufftExecC2C, "cufftExecC2C")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecC2C)(plan, idata, odata, direction);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftExecR2C,
                       (bd_gen_fn)bd_gen_first_cufftExecR2C, "cufftExecR2C")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecR2C)(plan, idata, odata);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftExecC2R,
                       (bd_gen_fn)bd_gen_first_cufftExecC2R, "cufftExecC2R")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecC2R)(plan, idata, odata);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftExecZ2Z,
                       (bd_gen_fn)bd_gen_first_cufftExecZ2Z, "cufftExecZ2Z")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecZ2Z)(plan, idata, odata, direction);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftExecD2Z,
                       (bd_gen_fn)bd_gen_first_cufftExecD2Z, "cufftExecD2Z")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecD2Z)(plan, idata, odata);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftExecZ2D,
                       (bd_gen_fn)bd_gen_first_cufftExecZ2D, "cufftExecZ2D")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecZ2D)(plan, idata, odata);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftSetStream(cufftHandle plan, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftSetStream,
                       (bd_gen_fn)bd_gen_first_cufftSetStream, "cufftSetStream")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetStream)(plan, stream);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftDestroy(cufftHandle plan)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftDestroy,
                       (bd_gen_fn)bd_gen_first_cufftDestroy, "cufftDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftDestroy)(plan);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftGetVersion(int *version)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftGetVersion,
                       (bd_gen_fn)bd_gen_first_cufftGetVersion, "cufftGetVersion")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetVersion)(version);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftGetProperty(libraryPropertyType type, int *value)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftGetProperty,
                       (bd_gen_fn)bd_gen_first_cufftGetProperty, "cufftGetProperty")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetProperty)(type, value);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftSetPlanPropertyInt64(cufftHandle plan, cufftProperty property, const long long inputValueInt)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftSetPlanPropertyInt64,
                       (bd_gen_fn)bd_gen_first_cufftSetPlanPropertyInt64, "cufftSetPlanPropertyInt64")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetPlanPropertyInt64)(plan, property, inputValueInt);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftGetPlanPropertyInt64(cufftHandle plan, cufftProperty property, long long *returnPtrValue)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftGetPlanPropertyInt64,
                       (bd_gen_fn)bd_gen_first_cufftGetPlanPropertyInt64, "cufftGetPlanPropertyInt64")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetPlanPropertyInt64)(plan, property, returnPtrValue);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftResetPlanProperty(cufftHandle plan, cufftProperty property)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftResetPlanProperty,
                       (bd_gen_fn)bd_gen_first_cufftResetPlanProperty, "cufftResetPlanProperty")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftResetPlanProperty)(plan, property);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtSetGPUs(cufftHandle handle, int nGPUs, int *whichGPUs)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtSetGPUs,
                       (bd_gen_fn)bd_gen_first_cufftXtSetGPUs, "cufftXtSetGPUs")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetGPUs)(handle, nGPUs, whichGPUs);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtMalloc(cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtMalloc,
                       (bd_gen_fn)bd_gen_first_cufftXtMalloc, "cufftXtMalloc")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMalloc)(plan, descriptor, format);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtMemcpy(cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtMemcpy,
                       (bd_gen_fn)bd_gen_first_cufftXtMemcpy, "cufftXtMemcpy")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMemcpy)(plan, dstPointer, srcPointer, type);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtFree(cudaLibXtDesc *descriptor)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtFree,
                       (bd_gen_fn)bd_gen_first_cufftXtFree, "cufftXtFree")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtFree)(descriptor);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtSetWorkArea(cufftHandle plan, void **workArea)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtSetWorkArea,
                       (bd_gen_fn)bd_gen_first_cufftXtSetWorkArea, "cufftXtSetWorkArea")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkArea)(plan, workArea);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtExecDescriptorC2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtExecDescriptorC2C,
                       (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorC2C, "cufftXtExecDescriptorC2C")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2C)(plan, input, output, direction);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtExecDescriptorR2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtExecDescriptorR2C,
                       (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorR2C, "cufftXtExecDescriptorR2C")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorR2C)(plan, input, output);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtExecDescriptorC2R(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtExecDescriptorC2R,
                       (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorC2R, "cufftXtExecDescriptorC2R")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2R)(plan, input, output);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtExecDescriptorZ2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtExecDescriptorZ2Z,
                       (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorZ2Z, "cufftXtExecDescriptorZ2Z")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2Z)(plan, input, output, direction);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtExecDescriptorD2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtExecDescriptorD2Z,
                       (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorD2Z, "cufftXtExecDescriptorD2Z")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorD2Z)(plan, input, output);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtExecDescriptorZ2D(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtExecDescriptorZ2D,
                       (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorZ2D, "cufftXtExecDescriptorZ2D")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2D)(plan, input, output);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtQueryPlan(cufftHandle plan, void *queryStruct, cufftXtQueryType queryType)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtQueryPlan,
                       (bd_gen_fn)bd_gen_first_cufftXtQueryPlan, "cufftXtQueryPlan")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtQueryPlan)(plan, queryStruct, queryType);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtSetCallback(cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType, void **caller_info)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtSetCallback,
                       (bd_gen_fn)bd_gen_first_cufftXtSetCallback, "cufftXtSetCallback")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallback)(plan, callback_routine, cbType, caller_info);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType cbType)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtClearCallback,
                       (bd_gen_fn)bd_gen_first_cufftXtClearCallback, "cufftXtClearCallback")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtClearCallback)(plan, cbType);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtSetCallbackSharedSize,
                       (bd_gen_fn)bd_gen_first_cufftXtSetCallbackSharedSize, "cufftXtSetCallbackSharedSize")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallbackSharedSize)(plan, cbType, sharedSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtSetJITCallback(cufftHandle plan, const char *lto_callback_symbol_name, const void *lto_callback_fatbin, size_t lto_callback_fatbin_size, cufftXtCallbackType type, void **caller_info)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtSetJITCallback,
                       (bd_gen_fn)bd_gen_first_cufftXtSetJITCallback, "cufftXtSetJITCallback")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetJITCallback)(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtMakePlanMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtMakePlanMany,
                       (bd_gen_fn)bd_gen_first_cufftXtMakePlanMany, "cufftXtMakePlanMany")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMakePlanMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtGetSizeMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtGetSizeMany,
                       (bd_gen_fn)bd_gen_first_cufftXtGetSizeMany, "cufftXtGetSizeMany")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtGetSizeMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtExec(cufftHandle plan, void *input, void *output, int direction)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtExec,
                       (bd_gen_fn)bd_gen_first_cufftXtExec, "cufftXtExec")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExec)(plan, input, output, direction);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtExecDescriptor(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtExecDescriptor,
                       (bd_gen_fn)bd_gen_first_cufftXtExecDescriptor, "cufftXtExecDescriptor")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptor)(plan, input, output, direction);
    }
    return CUFFT_NOT_SUPPORTED;
}

static cufftResult bd_gen_first_cufftXtSetWorkAreaPolicy(cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize)
{
    if (bd_gen_resolve(&bd_gen_cufft_library, &bd_gen_cufft.pfn_cufftXtSetWorkAreaPolicy,
                       (bd_gen_fn)bd_gen_first_cufftXtSetWorkAreaPolicy, "cufftXtSetWorkAreaPolicy")) {
        return BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkAreaPolicy)(plan, policy, workSize);
    }
    return CUFFT_NOT_SUPPORTED;
}

struct bd_gen_cufft_table bd_gen_cufft = {
    .pfn_cufftPlan1d = bd_gen_first_cufftPlan1d,
    .pfn_cufftPlan2d = bd_gen_first_cufftPlan2d,
    .pfn_cufftPlan3d = bd_gen_first_cufftPlan3d,
    .pfn_cufftPlanMany = bd_gen_first_cufftPlanMany,
    .pfn_cufftMakePlan1d = bd_gen_first_cufftMakePlan1d,
    .pfn_cufftMakePlan2d = bd_gen_first_cufftMakePlan2d,
    .pfn_cufftMakePlan3d = bd_gen_first_cufftMakePlan3d,
    .pfn_cufftMakePlanMany = bd_gen_first_cufftMakePlanMany,
    .pfn_cufftMakePlanMany64 = bd_gen_first_cufftMakePlanMany64,
    .pfn_cufftGetSizeMany64 = bd_gen_first_cufftGetSizeMany64,
    .pfn_cufftEstimate1d = bd_gen_first_cufftEstimate1d,
    .pfn_cufftEstimate2d = bd_gen_first_cufftEstimate2d,
    .pfn_cufftEstimate3d = bd_gen_first_cufftEstimate3d,
    .pfn_cufftEstimateMany = bd_gen_first_cufftEstimateMany,
    .pfn_cufftCreate = bd_gen_first_cufftCreate,
    .pfn_cufftGetSize1d = bd_gen_first_cufftGetSize1d,
    .pfn_cufftGetSize2d = bd_gen_first_cufftGetSize2d,
    .pfn_cufftGetSize3d = bd_gen_first_cufftGetSize3d,
    .pfn_cufftGetSizeMany = bd_gen_first_cufftGetSizeMany,
    .pfn_cufftGetSize = bd_gen_first_cufftGetSize,
    .pfn_cufftSetWorkArea = bd_gen_first_cufftSetWorkArea,
    .pfn_cufftSetAutoAllocation = bd_gen_first_cufftSetAutoAllocation,
    .pfn_cufftExecC2C = bd_gen_first_cufftExecC2C,
    .pfn_cufftExecR2C = bd_gen_first_cufftExecR2C,
    .pfn_cufftExecC2R = bd_gen_first_cufftExecC2R,
    .pfn_cufftExecZ2Z = bd_gen_first_cufftExecZ2Z,
    .pfn_cufftExecD2Z = bd_gen_first_cufftExecD2Z,
    .pfn_cufftExecZ2D = bd_gen_first_cufftExecZ2D,
    .pfn_cufftSetStream = bd_gen_first_cufftSetStream,
    .pfn_cufftDestroy = bd_gen_first_cufftDestroy,
    .pfn_cufftGetVersion = bd_gen_first_cufftGetVersion,
    .pfn_cufftGetProperty = bd_gen_first_cufftGetProperty,
    .pfn_cufftSetPlanPropertyInt64 = bd_gen_first_cufftSetPlanPropertyInt64,
    .pfn_cufftGetPlanPropertyInt64 = bd_gen_first_cufftGetPlanPropertyInt64,
    .pfn_cufftResetPlanProperty = bd_gen_first_cufftResetPlanProperty,
    .pfn_cufftXtSetGPUs = bd_gen_first_cufftXtSetGPUs,
    .pfn_cufftXtMalloc = bd_gen_first_cufftXtMalloc,
    .pfn_cufftXtMemcpy = bd_gen_first_cufftXtMemcpy,
    .pfn_cufftXtFree = bd_gen_first_cufftXtFree,
    .pfn_cufftXtSetWorkArea = bd_gen_first_cufftXtSetWorkArea,
    .pfn_cufftXtExecDescriptorC2C = bd_gen_first_cufftXtExecDescriptorC2C,
    .pfn_cufftXtExecDescriptorR2C = bd_gen_first_cufftXtExecDescriptorR2C,
    .pfn_cufftXtExecDescriptorC2R = bd_gen_first_cufftXtExecDescriptorC2R,
    .pfn_cufftXtExecDescriptorZ2Z = bd_gen_first_cufftXtExecDescriptorZ2Z,
    .pfn_cufftXtExecDescriptorD2Z = bd_gen_first_cufftXtExecDescriptorD2Z,
    .pfn_cufftXtExecDescriptorZ2D = bd_gen_first_cufftXtExecDescriptorZ2D,
    .pfn_cufftXtQueryPlan = bd_gen_first_cufftXtQueryPlan,
    .pfn_cufftXtSetCallback = bd_gen_first_cufftXtSetCallback,
    .pfn_cufftXtClearCallback = bd_gen_first_cufftXtClearCallback,
    .pfn_cufftXtSetCallbackSharedSize = bd_gen_first_cufftXtSetCallbackSharedSize,
    .pfn_cufftXtSetJITCallback = bd_gen_first_cufftXtSetJITCallback,
    .pfn_cufftXtMakePlanMany = bd_gen_first_cufftXtMakePlanMany,
    .pfn_cufftXtGetSizeMany = bd_gen_first_cufftXtGetSizeMany,
    .pfn_cufftXtExec = bd_gen_first_cufftXtExec,
    .pfn_cufftXtExecDescriptor = bd_gen_first_cufftXtExecDescriptor,
    .pfn_cufftXtSetWorkAreaPolicy = bd_gen_first_cufftXtSetWorkAreaPolicy,
};

static const struct bd_gen_entry entries[] = {
    {"cufftPlan1d", "cufftPlan1d", 0, 0, 0, &bd_gen_cufft.pfn_cufftPlan1d, (bd_gen_fn)bd_gen_first_cufftPlan1d},
    {"cufftPlan2d", "cufftPlan2d", 0, 0, 0, &bd_gen_cufft.pfn_cufftPlan2d, (bd_gen_fn)bd_gen_first_cufftPlan2d},
    {"cufftPlan3d", "cufftPlan3d", 0, 0, 0, &bd_gen_cufft.pfn_cufftPlan3d, (bd_gen_fn)bd_gen_first_cufftPlan3d},
    {"cufftPlanMany", "cufftPlanMany", 0, 0, 0, &bd_gen_cufft.pfn_cufftPlanMany, (bd_gen_fn)bd_gen_first_cufftPlanMany},
    {"cufftMakePlan1d", "cufftMakePlan1d", 0, 0, 0, &bd_gen_cufft.pfn_cufftMakePlan1d, (bd_gen_fn)bd_gen_first_cufftMakePlan1d},
    {"cufftMakePlan2d", "cufftMakePlan2d", 0, 0, 0, &bd_gen_cufft.pfn_cufftMakePlan2d, (bd_gen_fn)bd_gen_first_cufftMakePlan2d},
    {"cufftMakePlan3d", "cufftMakePlan3d", 0, 0, 0, &bd_gen_cufft.pfn_cufftMakePlan3d, (bd_gen_fn)bd_gen_first_cufftMakePlan3d},
    {"cufftMakePlanMany", "cufftMakePlanMany", 0, 0, 0, &bd_gen_cufft.pfn_cufftMakePlanMany, (bd_gen_fn)bd_gen_first_cufftMakePlanMany},
    {"cufftMakePlanMany64", "cufftMakePlanMany64", 0, 0, 0, &bd_gen_cufft.pfn_cufftMakePlanMany64, (bd_gen_fn)bd_gen_first_cufftMakePlanMany64},
    {"cufftGetSizeMany64", "cufftGetSizeMany64", 0, 0, 0, &bd_gen_cufft.pfn_cufftGetSizeMany64, (bd_gen_fn)bd_gen_first_cufftGetSizeMany64},
    {"cufftEstimate1d", "cufftEstimate1d", 0, 0, 0, &bd_gen_cufft.pfn_cufftEstimate1d, (bd_gen_fn)bd_gen_first_cufftEstimate1d},
    {"cufftEstimate2d", "cufftEstimate2d", 0, 0, 0, &bd_gen_cufft.pfn_cufftEstimate2d, (bd_gen_fn)bd_gen_first_cufftEstimate2d},
    {"cufftEstimate3d", "cufftEstimate3d", 0, 0, 0, &bd_gen_cufft.pfn_cufftEstimate3d, (bd_gen_fn)bd_gen_first_cufftEstimate3d},
    {"cufftEstimateMany", "cufftEstimateMany", 0, 0, 0, &bd_gen_cufft.pfn_cufftEstimateMany, (bd_gen_fn)bd_gen_first_cufftEstimateMany},
    {"cufftCreate", "cufftCreate", 0, 0, 0, &bd_gen_cufft.pfn_cufftCreate, (bd_gen_fn)bd_gen_first_cufftCreate},
    {"cufftGetSize1d", "cufftGetSize1d", 0, 0, 0, &bd_gen_cufft.pfn_cufftGetSize1d, (bd_gen_fn)bd_gen_first_cufftGetSize1d},
    {"cufftGetSize2d", "cufftGetSize2d", 0, 0, 0, &bd_gen_cufft.pfn_cufftGetSize2d, (bd_gen_fn)bd_gen_first_cufftGetSize2d},
    {"cufftGetSize3d", "cufftGetSize3d", 0, 0, 0, &bd_gen_cufft.pfn_cufftGetSize3d, (bd_gen_fn)bd_gen_first_cufftGetSize3d},
    {"cufftGetSizeMany", "cufftGetSizeMany", 0, 0, 0, &bd_gen_cufft.pfn_cufftGetSizeMany, (bd_gen_fn)bd_gen_first_cufftGetSizeMany},
    {"cufftGetSize", "cufftGetSize", 0, 0, 0, &bd_gen_cufft.pfn_cufftGetSize, (bd_gen_fn)bd_gen_first_cufftGetSize},
    {"cufftSetWorkArea", "cufftSetWorkArea", 0, 0, 0, &bd_gen_cufft.pfn_cufftSetWorkArea, (bd_gen_fn)bd_gen_first_cufftSetWorkArea},
    {"cufftSetAutoAllocation", "cufftSetAutoAllocation", 0, 0, 0, &bd_gen_cufft.pfn_cufftSetAutoAllocation, (bd_gen_fn)bd_gen_first_cufftSetAutoAllocation},
    {"cufftExecC2C", "cufftExecC2C", 0, 0, 0, &bd_gen_cufft.pfn_cufftExecC2C, (bd_gen_fn)bd_gen_first_cufftExecC2C},
    {"cufftExecR2C", "cufftExecR2C", 0, 0, 0, &bd_gen_cufft.pfn_cufftExecR2C, (bd_gen_fn)bd_gen_first_cufftExecR2C},
    {"cufftExecC2R", "cufftExecC2R", 0, 0, 0, &bd_gen_cufft.pfn_cufftExecC2R, (bd_gen_fn)bd_gen_first_cufftExecC2R},
    {"cufftExecZ2Z", "cufftExecZ2Z", 0, 0, 0, &bd_gen_cufft.pfn_cufftExecZ2Z, (bd_gen_fn)bd_gen_first_cufftExecZ2Z},
    {"cufftExecD2Z", "cufftExecD2Z", 0, 0, 0, &bd_gen_cufft.pfn_cufftExecD2Z, (bd_gen_fn)bd_gen_first_cufftExecD2Z},
    {"cufftExecZ2D", "cufftExecZ2D", 0, 0, 0, &bd_gen_cufft.pfn_cufftExecZ2D, (bd_gen_fn)bd_gen_first_cufftExecZ2D},
    {"cufftSetStream", "cufftSetStream", 0, 0, 0, &bd_gen_cufft.pfn_cufftSetStream, (bd_gen_fn)bd_gen_first_cufftSetStream},
    {"cufftDestroy", "cufftDestroy", 0, 0, 0, &bd_gen_cufft.pfn_cufftDestroy, (bd_gen_fn)bd_gen_first_cufftDestroy},
    {"cufftGetVersion", "cufftGetVersion", 0, 0, 0, &bd_gen_cufft.pfn_cufftGetVersion, (bd_gen_fn)bd_gen_first_cufftGetVersion},
    {"cufftGetProperty", "cufftGetProperty", 0, 0, 0, &bd_gen_cufft.pfn_cufftGetProperty, (bd_gen_fn)bd_gen_first_cufftGetProperty},
    {"cufftSetPlanPropertyInt64", "cufftSetPlanPropertyInt64", 0, 0, 0, &bd_gen_cufft.pfn_cufftSetPlanPropertyInt64, (bd_gen_fn)bd_gen_first_cufftSetPlanPropertyInt64},
    {"cufftGetPlanPropertyInt64", "cufftGetPlanPropertyInt64", 0, 0, 0, &bd_gen_cufft.pfn_cufftGetPlanPropertyInt64, (bd_gen_fn)bd_gen_first_cufftGetPlanPropertyInt64},
    {"cufftResetPlanProperty", "cufftResetPlanProperty", 0, 0, 0, &bd_gen_cufft.pfn_cufftResetPlanProperty, (bd_gen_fn)bd_gen_first_cufftResetPlanProperty},
    {"cufftXtSetGPUs", "cufftXtSetGPUs", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtSetGPUs, (bd_gen_fn)bd_gen_first_cufftXtSetGPUs},
    {"cufftXtMalloc", "cufftXtMalloc", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtMalloc, (bd_gen_fn)bd_gen_first_cufftXtMalloc},
    {"cufftXtMemcpy", "cufftXtMemcpy", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtMemcpy, (bd_gen_fn)bd_gen_first_cufftXtMemcpy},
    {"cufftXtFree", "cufftXtFree", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtFree, (bd_gen_fn)bd_gen_first_cufftXtFree},
    {"cufftXtSetWorkArea", "cufftXtSetWorkArea", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtSetWorkArea, (bd_gen_fn)bd_gen_first_cufftXtSetWorkArea},
    {"cufftXtExecDescriptorC2C", "cufftXtExecDescriptorC2C", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtExecDescriptorC2C, (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorC2C},
    {"cufftXtExecDescriptorR2C", "cufftXtExecDescriptorR2C", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtExecDescriptorR2C, (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorR2C},
    {"cufftXtExecDescriptorC2R", "cufftXtExecDescriptorC2R", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtExecDescriptorC2R, (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorC2R},
    {"cufftXtExecDescriptorZ2Z", "cufftXtExecDescriptorZ2Z", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtExecDescriptorZ2Z, (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorZ2Z},
    {"cufftXtExecDescriptorD2Z", "cufftXtExecDescriptorD2Z", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtExecDescriptorD2Z, (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorD2Z},
    {"cufftXtExecDescriptorZ2D", "cufftXtExecDescriptorZ2D", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtExecDescriptorZ2D, (bd_gen_fn)bd_gen_first_cufftXtExecDescriptorZ2D},
    {"cufftXtQueryPlan", "cufftXtQueryPlan", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtQueryPlan, (bd_gen_fn)bd_gen_first_cufftXtQueryPlan},
    {"cufftXtSetCallback", "cufftXtSetCallback", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtSetCallback, (bd_gen_fn)bd_gen_first_cufftXtSetCallback},
    {"cufftXtClearCallback", "cufftXtClearCallback", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtClearCallback, (bd_gen_fn)bd_gen_first_cufftXtClearCallback},
    {"cufftXtSetCallbackSharedSize", "cufftXtSetCallbackSharedSize", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtSetCallbackSharedSize, (bd_gen_fn)bd_gen_first_cufftXtSetCallbackSharedSize},
    {"cufftXtSetJITCallback", "cufftXtSetJITCallback", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtSetJITCallback, (bd_gen_fn)bd_gen_first_cufftXtSetJITCallback},
    {"cufftXtMakePlanMany", "cufftXtMakePlanMany", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtMakePlanMany, (bd_gen_fn)bd_gen_first_cufftXtMakePlanMany},
    {"cufftXtGetSizeMany", "cufftXtGetSizeMany", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtGetSizeMany, (bd_gen_fn)bd_gen_first_cufftXtGetSizeMany},
    {"cufftXtExec", "cufftXtExec", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtExec, (bd_gen_fn)bd_gen_first_cufftXtExec},
    {"cufftXtExecDescriptor", "cufftXtExecDescriptor", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtExecDescriptor, (bd_gen_fn)bd_gen_first_cufftXtExecDescriptor},
    {"cufftXtSetWorkAreaPolicy", "cufftXtSetWorkAreaPolicy", 0, 0, 0, &bd_gen_cufft.pfn_cufftXtSetWorkAreaPolicy, (bd_gen_fn)bd_gen_first_cufftXtSetWorkAreaPolicy},
};

struct bd_gen_library bd_gen_cufft_library = BD_GEN_LIBRARY("cufft", "libcufft.so.12", BD_GEN_DLSYM, entries, bd_gen_cufft_status_name, &bd_gen_cufft, NULL);

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftPlan1d", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan1d)(plan, nx, type, batch), "cufftPlan1d");
    if (bd_result == CUFFT_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(*plan), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan1d)(plan, nx, type, batch), "cufftPlan1d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan1d)(plan, nx, type, batch), "cufftPlan1d");
    return bd_gen_checks_on ? bd_gen_checked_cufftPlan1d(plan, nx, type, batch, bd, bd_caller)
                            : bd_gen_slow_cufftPlan1d(plan, nx, type, batch, bd);
}

cufftResult bd_cufftPlan1d(bound_dev_t *bd, cufftHandle *plan, int nx, cufftType type, int batch)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan1d)(plan, nx, type, batch), "cufftPlan1d")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftPlan1d(plan, nx, type, batch, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftPlan1d(plan, nx, type, batch, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        bd_gen_kept(bd, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(*plan));
        bd_gen_after_cufftPlan1d(bd, plan, nx, type, batch);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftPlan2d", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan2d)(plan, nx, ny, type), "cufftPlan2d");
    if (bd_result == CUFFT_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(*plan), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan2d)(plan, nx, ny, type), "cufftPlan2d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan2d)(plan, nx, ny, type), "cufftPlan2d");
    return bd_gen_checks_on ? bd_gen_checked_cufftPlan2d(plan, nx, ny, type, bd, bd_caller)
                            : bd_gen_slow_cufftPlan2d(plan, nx, ny, type, bd);
}

cufftResult bd_cufftPlan2d(bound_dev_t *bd, cufftHandle *plan, int nx, int ny, cufftType type)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan2d)(plan, nx, ny, type), "cufftPlan2d")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftPlan2d(plan, nx, ny, type, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftPlan2d(plan, nx, ny, type, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        bd_gen_kept(bd, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(*plan));
        bd_gen_after_cufftPlan2d(bd, plan, nx, ny, type);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftPlan3d", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan3d)(plan, nx, ny, nz, type), "cufftPlan3d");
    if (bd_result == CUFFT_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(*plan), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan3d)(plan, nx, ny, nz, type), "cufftPlan3d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan3d)(plan, nx, ny, nz, type), "cufftPlan3d");
    return bd_gen_checks_on ? bd_gen_checked_cufftPlan3d(plan, nx, ny, nz, type, bd, bd_caller)
                            : bd_gen_slow_cufftPlan3d(plan, nx, ny, nz, type, bd);
}

cufftResult bd_cufftPlan3d(bound_dev_t *bd, cufftHandle *plan, int nx, int ny, int nz, cufftType type)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlan3d)(plan, nx, ny, nz, type), "cufftPlan3d")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftPlan3d(plan, nx, ny, nz, type, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftPlan3d(plan, nx, ny, nz, type, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        bd_gen_kept(bd, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(*plan));
        bd_gen_after_cufftPlan3d(bd, plan, nx, ny, nz, type);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftPlanMany", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlanMany)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch), "cufftPlanMany");
    if (bd_result == CUFFT_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(*plan), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlanMany)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch), "cufftPlanMany");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlanMany)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch), "cufftPlanMany");
    return bd_gen_checks_on ? bd_gen_checked_cufftPlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, bd, bd_caller)
                            : bd_gen_slow_cufftPlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, bd);
}

cufftResult bd_cufftPlanMany(bound_dev_t *bd, cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftPlanMany)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch), "cufftPlanMany")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftPlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftPlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        bd_gen_kept(bd, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(*plan));
        bd_gen_after_cufftPlanMany(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftMakePlan1d", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan1d)(plan, nx, type, batch, workSize), "cufftMakePlan1d");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan1d)(plan, nx, type, batch, workSize), "cufftMakePlan1d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftMakePlan1d", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan1d)(plan, nx, type, batch, workSize), "cufftMakePlan1d");
    return bd_gen_checks_on ? bd_gen_checked_cufftMakePlan1d(plan, nx, type, batch, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftMakePlan1d(plan, nx, type, batch, workSize, bd);
}

cufftResult bd_cufftMakePlan1d(bound_dev_t *bd, cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan1d)(plan, nx, type, batch, workSize), "cufftMakePlan1d")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftMakePlan1d(plan, nx, type, batch, workSize, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftMakePlan1d(plan, nx, type, batch, workSize, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        bd_gen_after_cufftMakePlan1d(bd, plan, nx, type, batch, workSize);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftMakePlan2d", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan2d)(plan, nx, ny, type, workSize), "cufftMakePlan2d");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan2d)(plan, nx, ny, type, workSize), "cufftMakePlan2d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftMakePlan2d", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan2d)(plan, nx, ny, type, workSize), "cufftMakePlan2d");
    return bd_gen_checks_on ? bd_gen_checked_cufftMakePlan2d(plan, nx, ny, type, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftMakePlan2d(plan, nx, ny, type, workSize, bd);
}

cufftResult bd_cufftMakePlan2d(bound_dev_t *bd, cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan2d)(plan, nx, ny, type, workSize), "cufftMakePlan2d")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftMakePlan2d(plan, nx, ny, type, workSize, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftMakePlan2d(plan, nx, ny, type, workSize, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        bd_gen_after_cufftMakePlan2d(bd, plan, nx, ny, type, workSize);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftMakePlan3d", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan3d)(plan, nx, ny, nz, type, workSize), "cufftMakePlan3d");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan3d)(plan, nx, ny, nz, type, workSize), "cufftMakePlan3d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftMakePlan3d", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan3d)(plan, nx, ny, nz, type, workSize), "cufftMakePlan3d");
    return bd_gen_checks_on ? bd_gen_checked_cufftMakePlan3d(plan, nx, ny, nz, type, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftMakePlan3d(plan, nx, ny, nz, type, workSize, bd);
}

cufftResult bd_cufftMakePlan3d(bound_dev_t *bd, cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlan3d)(plan, nx, ny, nz, type, workSize), "cufftMakePlan3d")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftMakePlan3d(plan, nx, ny, nz, type, workSize, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftMakePlan3d(plan, nx, ny, nz, type, workSize, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        bd_gen_after_cufftMakePlan3d(bd, plan, nx, ny, nz, type, workSize);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftMakePlanMany", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlanMany)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftMakePlanMany");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlanMany)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftMakePlanMany");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftMakePlanMany", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlanMany)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftMakePlanMany");
    return bd_gen_checks_on ? bd_gen_checked_cufftMakePlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftMakePlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd);
}

cufftResult bd_cufftMakePlanMany(bound_dev_t *bd, cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlanMany)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftMakePlanMany")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftMakePlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftMakePlanMany(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        bd_gen_after_cufftMakePlanMany(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftMakePlanMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftMakePlanMany64", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlanMany64)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftMakePlanMany64");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftMakePlanMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlanMany64)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftMakePlanMany64");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftMakePlanMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftMakePlanMany64", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlanMany64)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftMakePlanMany64");
    return bd_gen_checks_on ? bd_gen_checked_cufftMakePlanMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftMakePlanMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd);
}

cufftResult bd_cufftMakePlanMany64(bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftMakePlanMany64)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftMakePlanMany64")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftMakePlanMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftMakePlanMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        bd_gen_after_cufftMakePlanMany64(bd, plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftGetSizeMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftGetSizeMany64", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany64)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftGetSizeMany64");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftGetSizeMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany64)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftGetSizeMany64");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftGetSizeMany64(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftGetSizeMany64", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany64)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftGetSizeMany64");
    return bd_gen_checks_on ? bd_gen_checked_cufftGetSizeMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftGetSizeMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd);
}

cufftResult bd_cufftGetSizeMany64(bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, long long *onembed, long long ostride, long long odist, cufftType type, long long batch, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany64)(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftGetSizeMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftGetSizeMany64(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftEstimate1d", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate1d)(nx, type, batch, workSize), "cufftEstimate1d");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate1d)(nx, type, batch, workSize), "cufftEstimate1d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate1d)(nx, type, batch, workSize), "cufftEstimate1d");
    return bd_gen_checks_on ? bd_gen_checked_cufftEstimate1d(nx, type, batch, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftEstimate1d(nx, type, batch, workSize, bd);
}

cufftResult bd_cufftEstimate1d(bound_dev_t *bd, int nx, cufftType type, int batch, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate1d)(nx, type, batch, workSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftEstimate1d(nx, type, batch, workSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftEstimate1d(nx, type, batch, workSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftEstimate2d", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate2d)(nx, ny, type, workSize), "cufftEstimate2d");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate2d)(nx, ny, type, workSize), "cufftEstimate2d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate2d)(nx, ny, type, workSize), "cufftEstimate2d");
    return bd_gen_checks_on ? bd_gen_checked_cufftEstimate2d(nx, ny, type, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftEstimate2d(nx, ny, type, workSize, bd);
}

cufftResult bd_cufftEstimate2d(bound_dev_t *bd, int nx, int ny, cufftType type, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate2d)(nx, ny, type, workSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftEstimate2d(nx, ny, type, workSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftEstimate2d(nx, ny, type, workSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftEstimate3d", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate3d)(nx, ny, nz, type, workSize), "cufftEstimate3d");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate3d)(nx, ny, nz, type, workSize), "cufftEstimate3d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate3d)(nx, ny, nz, type, workSize), "cufftEstimate3d");
    return bd_gen_checks_on ? bd_gen_checked_cufftEstimate3d(nx, ny, nz, type, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftEstimate3d(nx, ny, nz, type, workSize, bd);
}

cufftResult bd_cufftEstimate3d(bound_dev_t *bd, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimate3d)(nx, ny, nz, type, workSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftEstimate3d(nx, ny, nz, type, workSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftEstimate3d(nx, ny, nz, type, workSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftEstimateMany", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimateMany)(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftEstimateMany");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimateMany)(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftEstimateMany");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimateMany)(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize), "cufftEstimateMany");
    return bd_gen_checks_on ? bd_gen_checked_cufftEstimateMany(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftEstimateMany(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd);
}

cufftResult bd_cufftEstimateMany(bound_dev_t *bd, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftEstimateMany)(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftEstimateMany(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftEstimateMany(rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftCreate(cufftHandle *handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftCreate)(handle), "cufftCreate");
    if (bd_result == CUFFT_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(*handle), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftCreate(cufftHandle *handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftCreate)(handle), "cufftCreate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftCreate(cufftHandle *handle, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftCreate)(handle), "cufftCreate");
    return bd_gen_checks_on ? bd_gen_checked_cufftCreate(handle, bd, bd_caller)
                            : bd_gen_slow_cufftCreate(handle, bd);
}

cufftResult bd_cufftCreate(bound_dev_t *bd, cufftHandle *handle)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftCreate)(handle), "cufftCreate")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftCreate(handle, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftCreate(handle, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        bd_gen_kept(bd, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(*handle));
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftGetSize1d", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize1d)(handle, nx, type, batch, workSize), "cufftGetSize1d");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize1d)(handle, nx, type, batch, workSize), "cufftGetSize1d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftGetSize1d", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize1d)(handle, nx, type, batch, workSize), "cufftGetSize1d");
    return bd_gen_checks_on ? bd_gen_checked_cufftGetSize1d(handle, nx, type, batch, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftGetSize1d(handle, nx, type, batch, workSize, bd);
}

cufftResult bd_cufftGetSize1d(bound_dev_t *bd, cufftHandle handle, int nx, cufftType type, int batch, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize1d)(handle, nx, type, batch, workSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftGetSize1d(handle, nx, type, batch, workSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftGetSize1d(handle, nx, type, batch, workSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftGetSize2d", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize2d)(handle, nx, ny, type, workSize), "cufftGetSize2d");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize2d)(handle, nx, ny, type, workSize), "cufftGetSize2d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftGetSize2d", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize2d)(handle, nx, ny, type, workSize), "cufftGetSize2d");
    return bd_gen_checks_on ? bd_gen_checked_cufftGetSize2d(handle, nx, ny, type, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftGetSize2d(handle, nx, ny, type, workSize, bd);
}

cufftResult bd_cufftGetSize2d(bound_dev_t *bd, cufftHandle handle, int nx, int ny, cufftType type, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize2d)(handle, nx, ny, type, workSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftGetSize2d(handle, nx, ny, type, workSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftGetSize2d(handle, nx, ny, type, workSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftGetSize3d", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize3d)(handle, nx, ny, nz, type, workSize), "cufftGetSize3d");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize3d)(handle, nx, ny, nz, type, workSize), "cufftGetSize3d");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftGetSize3d", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize3d)(handle, nx, ny, nz, type, workSize), "cufftGetSize3d");
    return bd_gen_checks_on ? bd_gen_checked_cufftGetSize3d(handle, nx, ny, nz, type, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftGetSize3d(handle, nx, ny, nz, type, workSize, bd);
}

cufftResult bd_cufftGetSize3d(bound_dev_t *bd, cufftHandle handle, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize3d)(handle, nx, ny, nz, type, workSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftGetSize3d(handle, nx, ny, nz, type, workSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftGetSize3d(handle, nx, ny, nz, type, workSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftGetSizeMany", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany)(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea), "cufftGetSizeMany");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany)(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea), "cufftGetSizeMany");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftGetSizeMany", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany)(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea), "cufftGetSizeMany");
    return bd_gen_checks_on ? bd_gen_checked_cufftGetSizeMany(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea, bd, bd_caller)
                            : bd_gen_slow_cufftGetSizeMany(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea, bd);
}

cufftResult bd_cufftGetSizeMany(bound_dev_t *bd, cufftHandle handle, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch, size_t *workArea)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSizeMany)(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftGetSizeMany(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftGetSizeMany(handle, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workArea, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftGetSize(cufftHandle handle, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftGetSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize)(handle, workSize), "cufftGetSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftGetSize(cufftHandle handle, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize)(handle, workSize), "cufftGetSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftGetSize(cufftHandle handle, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftGetSize", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize)(handle, workSize), "cufftGetSize");
    return bd_gen_checks_on ? bd_gen_checked_cufftGetSize(handle, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftGetSize(handle, workSize, bd);
}

cufftResult bd_cufftGetSize(bound_dev_t *bd, cufftHandle handle, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetSize)(handle, workSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftGetSize(handle, workSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftGetSize(handle, workSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftSetWorkArea(cufftHandle plan, void *workArea, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftSetWorkArea", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetWorkArea)(plan, workArea), "cufftSetWorkArea");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftSetWorkArea(cufftHandle plan, void *workArea, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetWorkArea)(plan, workArea), "cufftSetWorkArea");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftSetWorkArea(cufftHandle plan, void *workArea, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftSetWorkArea", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetWorkArea)(plan, workArea), "cufftSetWorkArea");
    return bd_gen_checks_on ? bd_gen_checked_cufftSetWorkArea(plan, workArea, bd, bd_caller)
                            : bd_gen_slow_cufftSetWorkArea(plan, workArea, bd);
}

cufftResult bd_cufftSetWorkArea(bound_dev_t *bd, cufftHandle plan, void *workArea)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetWorkArea)(plan, workArea)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftSetWorkArea(plan, workArea, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftSetWorkArea(plan, workArea, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftSetAutoAllocation(cufftHandle plan, int autoAllocate, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftSetAutoAllocation", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetAutoAllocation)(plan, autoAllocate), "cufftSetAutoAllocation");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftSetAutoAllocation(cufftHandle plan, int autoAllocate, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetAutoAllocation)(plan, autoAllocate), "cufftSetAutoAllocation");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftSetAutoAllocation(cufftHandle plan, int autoAllocate, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftSetAutoAllocation", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetAutoAllocation)(plan, autoAllocate), "cufftSetAutoAllocation");
    return bd_gen_checks_on ? bd_gen_checked_cufftSetAutoAllocation(plan, autoAllocate, bd, bd_caller)
                            : bd_gen_slow_cufftSetAutoAllocation(plan, autoAllocate, bd);
}

cufftResult bd_cufftSetAutoAllocation(bound_dev_t *bd, cufftHandle plan, int autoAllocate)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetAutoAllocation)(plan, autoAllocate)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftSetAutoAllocation(plan, autoAllocate, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftSetAutoAllocation(plan, autoAllocate, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftExecC2C", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
        {"idata", BD_KIND_DEVICE_POINTER, false},
        {"odata", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 3);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecC2C)(plan, idata, odata, direction), "cufftExecC2C");
    if (bd_result == CUFFT_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_described_t bd_read_idata = bd_gen_cufft_transform_input(bd, sizeof(*idata), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(odata));
            const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
            const bd_race_access_t bd_accesses[] = {
                {"idata", bd_read_idata.range[0].start, bd_read_idata.range[0].bytes, false},
                {"odata", bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecC2C)(plan, idata, odata, direction), "cufftExecC2C");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cufftExecC2C(plan, idata, odata, direction, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftExecC2C", bd, bd_values, 3)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecC2C)(plan, idata, odata, direction), "cufftExecC2C");
    return bd_gen_checks_on ? bd_gen_checked_cufftExecC2C(plan, idata, odata, direction, bd, bd_caller)
                            : bd_gen_slow_cufftExecC2C(plan, idata, odata, direction, bd);
}

cufftResult bd_cufftExecC2C(bound_dev_t *bd, cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecC2C)(plan, idata, odata, direction), "cufftExecC2C")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftExecC2C(plan, idata, odata, direction, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftExecC2C(plan, idata, odata, direction, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, "cufftExecC2C");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftExecR2C", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
        {"idata", BD_KIND_DEVICE_POINTER, false},
        {"odata", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 3);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecR2C)(plan, idata, odata), "cufftExecR2C");
    if (bd_result == CUFFT_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_described_t bd_read_idata = bd_gen_cufft_transform_input(bd, sizeof(*idata), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(odata));
            const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
            const bd_race_access_t bd_accesses[] = {
                {"idata", bd_read_idata.range[0].start, bd_read_idata.range[0].bytes, false},
                {"odata", bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecR2C)(plan, idata, odata), "cufftExecR2C");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cufftExecR2C(plan, idata, odata, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftExecR2C", bd, bd_values, 3)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecR2C)(plan, idata, odata), "cufftExecR2C");
    return bd_gen_checks_on ? bd_gen_checked_cufftExecR2C(plan, idata, odata, bd, bd_caller)
                            : bd_gen_slow_cufftExecR2C(plan, idata, odata, bd);
}

cufftResult bd_cufftExecR2C(bound_dev_t *bd, cufftHandle plan, cufftReal *idata, cufftComplex *odata)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecR2C)(plan, idata, odata), "cufftExecR2C")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftExecR2C(plan, idata, odata, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftExecR2C(plan, idata, odata, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, "cufftExecR2C");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftExecC2R", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
        {"idata", BD_KIND_DEVICE_POINTER, false},
        {"odata", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 3);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecC2R)(plan, idata, odata), "cufftExecC2R");
    if (bd_result == CUFFT_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_described_t bd_read_idata = bd_gen_cufft_transform_input(bd, sizeof(*idata), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(odata));
            const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
            const bd_race_access_t bd_accesses[] = {
                {"idata", bd_read_idata.range[0].start, bd_read_idata.range[0].bytes, false},
                {"odata", bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecC2R)(plan, idata, odata), "cufftExecC2R");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cufftExecC2R(plan, idata, odata, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftExecC2R", bd, bd_values, 3)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecC2R)(plan, idata, odata), "cufftExecC2R");
    return bd_gen_checks_on ? bd_gen_checked_cufftExecC2R(plan, idata, odata, bd, bd_caller)
                            : bd_gen_slow_cufftExecC2R(plan, idata, odata, bd);
}

cufftResult bd_cufftExecC2R(bound_dev_t *bd, cufftHandle plan, cufftComplex *idata, cufftReal *odata)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecC2R)(plan, idata, odata), "cufftExecC2R")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftExecC2R(plan, idata, odata, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftExecC2R(plan, idata, odata, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, "cufftExecC2R");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftExecZ2Z", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
        {"idata", BD_KIND_DEVICE_POINTER, false},
        {"odata", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 3);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecZ2Z)(plan, idata, odata, direction), "cufftExecZ2Z");
    if (bd_result == CUFFT_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_described_t bd_read_idata = bd_gen_cufft_transform_input(bd, sizeof(*idata), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(odata));
            const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
            const bd_race_access_t bd_accesses[] = {
                {"idata", bd_read_idata.range[0].start, bd_read_idata.range[0].bytes, false},
                {"odata", bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecZ2Z)(plan, idata, odata, direction), "cufftExecZ2Z");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cufftExecZ2Z(plan, idata, odata, direction, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftExecZ2Z", bd, bd_values, 3)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecZ2Z)(plan, idata, odata, direction), "cufftExecZ2Z");
    return bd_gen_checks_on ? bd_gen_checked_cufftExecZ2Z(plan, idata, odata, direction, bd, bd_caller)
                            : bd_gen_slow_cufftExecZ2Z(plan, idata, odata, direction, bd);
}

cufftResult bd_cufftExecZ2Z(bound_dev_t *bd, cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecZ2Z)(plan, idata, odata, direction), "cufftExecZ2Z")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftExecZ2Z(plan, idata, odata, direction, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftExecZ2Z(plan, idata, odata, direction, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, "cufftExecZ2Z");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftExecD2Z", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
        {"idata", BD_KIND_DEVICE_POINTER, false},
        {"odata", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 3);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecD2Z)(plan, idata, odata), "cufftExecD2Z");
    if (bd_result == CUFFT_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_described_t bd_read_idata = bd_gen_cufft_transform_input(bd, sizeof(*idata), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(odata));
            const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
            const bd_race_access_t bd_accesses[] = {
                {"idata", bd_read_idata.range[0].start, bd_read_idata.range[0].bytes, false},
                {"odata", bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecD2Z)(plan, idata, odata), "cufftExecD2Z");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cufftExecD2Z(plan, idata, odata, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftExecD2Z", bd, bd_values, 3)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecD2Z)(plan, idata, odata), "cufftExecD2Z");
    return bd_gen_checks_on ? bd_gen_checked_cufftExecD2Z(plan, idata, odata, bd, bd_caller)
                            : bd_gen_slow_cufftExecD2Z(plan, idata, odata, bd);
}

cufftResult bd_cufftExecD2Z(bound_dev_t *bd, cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecD2Z)(plan, idata, odata), "cufftExecD2Z")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftExecD2Z(plan, idata, odata, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftExecD2Z(plan, idata, odata, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, "cufftExecD2Z");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftExecZ2D", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
        {"idata", BD_KIND_DEVICE_POINTER, false},
        {"odata", BD_KIND_DEVICE_POINTER, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 3);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecZ2D)(plan, idata, odata), "cufftExecZ2D");
    if (bd_result == CUFFT_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_described_t bd_read_idata = bd_gen_cufft_transform_input(bd, sizeof(*idata), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(odata));
            const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
            const bd_race_access_t bd_accesses[] = {
                {"idata", bd_read_idata.range[0].start, bd_read_idata.range[0].bytes, false},
                {"odata", bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_accesses, 2, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecZ2D)(plan, idata, odata), "cufftExecZ2D");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_cufftExecZ2D(plan, idata, odata, bd, bd_caller);
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(odata)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftExecZ2D", bd, bd_values, 3)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecZ2D)(plan, idata, odata), "cufftExecZ2D");
    return bd_gen_checks_on ? bd_gen_checked_cufftExecZ2D(plan, idata, odata, bd, bd_caller)
                            : bd_gen_slow_cufftExecZ2D(plan, idata, odata, bd);
}

cufftResult bd_cufftExecZ2D(bound_dev_t *bd, cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftExecZ2D)(plan, idata, odata), "cufftExecZ2D")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftExecZ2D(plan, idata, odata, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftExecZ2D(plan, idata, odata, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        const bd_described_t bd_written_odata = bd_gen_cufft_transform_output(bd, sizeof(*odata), BD_HANDLE_VALUE(odata), BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(idata));
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(plan)), bd_written_odata.range[0].start, bd_written_odata.range[0].bytes, "cufftExecZ2D");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftSetStream(cufftHandle plan, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftSetStream", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetStream)(plan, stream), "cufftSetStream");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftSetStream(cufftHandle plan, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetStream)(plan, stream), "cufftSetStream");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftSetStream(cufftHandle plan, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan), BD_HANDLE_VALUE(stream)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftSetStream", bd, bd_values, 2)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetStream)(plan, stream), "cufftSetStream");
    return bd_gen_checks_on ? bd_gen_checked_cufftSetStream(plan, stream, bd, bd_caller)
                            : bd_gen_slow_cufftSetStream(plan, stream, bd);
}

cufftResult bd_cufftSetStream(bound_dev_t *bd, cufftHandle plan, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetStream)(plan, stream)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftSetStream(plan, stream, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftSetStream(plan, stream, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftDestroy(cufftHandle plan, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftDestroy", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    cufftResult bd_result = bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftDestroy)(plan), "cufftDestroy");
    if (bd_result == CUFFT_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(plan));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftDestroy(cufftHandle plan, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftDestroy)(plan), "cufftDestroy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftDestroy(cufftHandle plan, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftDestroy)(plan), "cufftDestroy");
    return bd_gen_checks_on ? bd_gen_checked_cufftDestroy(plan, bd, bd_caller)
                            : bd_gen_slow_cufftDestroy(plan, bd);
}

cufftResult bd_cufftDestroy(bound_dev_t *bd, cufftHandle plan)
{
    cufftResult bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftDestroy)(plan), "cufftDestroy")
                                                  : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftDestroy(plan, bd, __builtin_return_address(0))
                                                                                : bd_gen_slow_cufftDestroy(plan, bd);
    if (bd_result == CUFFT_SUCCESS) { /* on every path */
        bd_gen_let_go(bd, BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(plan));
    }
    return bd_result;
}

cufftResult bd_cufftGetVersion(int *version)
{
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetVersion)(version), "cufftGetVersion");
}

cufftResult bd_cufftGetProperty(libraryPropertyType type, int *value)
{
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetProperty)(type, value), "cufftGetProperty");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftSetPlanPropertyInt64(cufftHandle plan, cufftProperty property, const long long inputValueInt, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftSetPlanPropertyInt64", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetPlanPropertyInt64)(plan, property, inputValueInt), "cufftSetPlanPropertyInt64");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftSetPlanPropertyInt64(cufftHandle plan, cufftProperty property, const long long inputValueInt, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetPlanPropertyInt64)(plan, property, inputValueInt), "cufftSetPlanPropertyInt64");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftSetPlanPropertyInt64(cufftHandle plan, cufftProperty property, const long long inputValueInt, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftSetPlanPropertyInt64", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetPlanPropertyInt64)(plan, property, inputValueInt), "cufftSetPlanPropertyInt64");
    return bd_gen_checks_on ? bd_gen_checked_cufftSetPlanPropertyInt64(plan, property, inputValueInt, bd, bd_caller)
                            : bd_gen_slow_cufftSetPlanPropertyInt64(plan, property, inputValueInt, bd);
}

cufftResult bd_cufftSetPlanPropertyInt64(bound_dev_t *bd, cufftHandle plan, cufftProperty property, const long long inputValueInt)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetPlanPropertyInt64)(plan, property, inputValueInt)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftSetPlanPropertyInt64(plan, property, inputValueInt, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftSetPlanPropertyInt64(plan, property, inputValueInt, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftGetPlanPropertyInt64(cufftHandle plan, cufftProperty property, long long *returnPtrValue, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftGetPlanPropertyInt64", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetPlanPropertyInt64)(plan, property, returnPtrValue), "cufftGetPlanPropertyInt64");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftGetPlanPropertyInt64(cufftHandle plan, cufftProperty property, long long *returnPtrValue, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetPlanPropertyInt64)(plan, property, returnPtrValue), "cufftGetPlanPropertyInt64");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftGetPlanPropertyInt64(cufftHandle plan, cufftProperty property, long long *returnPtrValue, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftGetPlanPropertyInt64", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetPlanPropertyInt64)(plan, property, returnPtrValue), "cufftGetPlanPropertyInt64");
    return bd_gen_checks_on ? bd_gen_checked_cufftGetPlanPropertyInt64(plan, property, returnPtrValue, bd, bd_caller)
                            : bd_gen_slow_cufftGetPlanPropertyInt64(plan, property, returnPtrValue, bd);
}

cufftResult bd_cufftGetPlanPropertyInt64(bound_dev_t *bd, cufftHandle plan, cufftProperty property, long long *returnPtrValue)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftGetPlanPropertyInt64)(plan, property, returnPtrValue)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftGetPlanPropertyInt64(plan, property, returnPtrValue, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftGetPlanPropertyInt64(plan, property, returnPtrValue, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftResetPlanProperty(cufftHandle plan, cufftProperty property, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftResetPlanProperty", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftResetPlanProperty)(plan, property), "cufftResetPlanProperty");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftResetPlanProperty(cufftHandle plan, cufftProperty property, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftResetPlanProperty)(plan, property), "cufftResetPlanProperty");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftResetPlanProperty(cufftHandle plan, cufftProperty property, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftResetPlanProperty", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftResetPlanProperty)(plan, property), "cufftResetPlanProperty");
    return bd_gen_checks_on ? bd_gen_checked_cufftResetPlanProperty(plan, property, bd, bd_caller)
                            : bd_gen_slow_cufftResetPlanProperty(plan, property, bd);
}

cufftResult bd_cufftResetPlanProperty(bound_dev_t *bd, cufftHandle plan, cufftProperty property)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftResetPlanProperty)(plan, property)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftResetPlanProperty(plan, property, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftResetPlanProperty(plan, property, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtSetGPUs(cufftHandle handle, int nGPUs, int *whichGPUs, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtSetGPUs", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"handle", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetGPUs)(handle, nGPUs, whichGPUs), "cufftXtSetGPUs");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtSetGPUs(cufftHandle handle, int nGPUs, int *whichGPUs, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetGPUs)(handle, nGPUs, whichGPUs), "cufftXtSetGPUs");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtSetGPUs(cufftHandle handle, int nGPUs, int *whichGPUs, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(handle)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtSetGPUs", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetGPUs)(handle, nGPUs, whichGPUs), "cufftXtSetGPUs");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtSetGPUs(handle, nGPUs, whichGPUs, bd, bd_caller)
                            : bd_gen_slow_cufftXtSetGPUs(handle, nGPUs, whichGPUs, bd);
}

cufftResult bd_cufftXtSetGPUs(bound_dev_t *bd, cufftHandle handle, int nGPUs, int *whichGPUs)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetGPUs)(handle, nGPUs, whichGPUs)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtSetGPUs(handle, nGPUs, whichGPUs, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtSetGPUs(handle, nGPUs, whichGPUs, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtMalloc(cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtMalloc", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMalloc)(plan, descriptor, format), "cufftXtMalloc");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtMalloc(cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMalloc)(plan, descriptor, format), "cufftXtMalloc");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtMalloc(cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtMalloc", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMalloc)(plan, descriptor, format), "cufftXtMalloc");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtMalloc(plan, descriptor, format, bd, bd_caller)
                            : bd_gen_slow_cufftXtMalloc(plan, descriptor, format, bd);
}

cufftResult bd_cufftXtMalloc(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMalloc)(plan, descriptor, format)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtMalloc(plan, descriptor, format, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtMalloc(plan, descriptor, format, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtMemcpy(cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtMemcpy", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMemcpy)(plan, dstPointer, srcPointer, type), "cufftXtMemcpy");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtMemcpy(cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMemcpy)(plan, dstPointer, srcPointer, type), "cufftXtMemcpy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtMemcpy(cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtMemcpy", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMemcpy)(plan, dstPointer, srcPointer, type), "cufftXtMemcpy");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtMemcpy(plan, dstPointer, srcPointer, type, bd, bd_caller)
                            : bd_gen_slow_cufftXtMemcpy(plan, dstPointer, srcPointer, type, bd);
}

cufftResult bd_cufftXtMemcpy(bound_dev_t *bd, cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMemcpy)(plan, dstPointer, srcPointer, type)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtMemcpy(plan, dstPointer, srcPointer, type, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtMemcpy(plan, dstPointer, srcPointer, type, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtFree(cudaLibXtDesc *descriptor, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtFree", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtFree)(descriptor), "cufftXtFree");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtFree(cudaLibXtDesc *descriptor, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtFree)(descriptor), "cufftXtFree");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtFree(cudaLibXtDesc *descriptor, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtFree)(descriptor), "cufftXtFree");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtFree(descriptor, bd, bd_caller)
                            : bd_gen_slow_cufftXtFree(descriptor, bd);
}

cufftResult bd_cufftXtFree(bound_dev_t *bd, cudaLibXtDesc *descriptor)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtFree)(descriptor)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtFree(descriptor, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtFree(descriptor, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtSetWorkArea(cufftHandle plan, void **workArea, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtSetWorkArea", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkArea)(plan, workArea), "cufftXtSetWorkArea");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtSetWorkArea(cufftHandle plan, void **workArea, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkArea)(plan, workArea), "cufftXtSetWorkArea");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtSetWorkArea(cufftHandle plan, void **workArea, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtSetWorkArea", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkArea)(plan, workArea), "cufftXtSetWorkArea");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtSetWorkArea(plan, workArea, bd, bd_caller)
                            : bd_gen_slow_cufftXtSetWorkArea(plan, workArea, bd);
}

cufftResult bd_cufftXtSetWorkArea(bound_dev_t *bd, cufftHandle plan, void **workArea)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkArea)(plan, workArea)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtSetWorkArea(plan, workArea, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtSetWorkArea(plan, workArea, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtExecDescriptorC2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtExecDescriptorC2C", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2C)(plan, input, output, direction), "cufftXtExecDescriptorC2C");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtExecDescriptorC2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2C)(plan, input, output, direction), "cufftXtExecDescriptorC2C");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtExecDescriptorC2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtExecDescriptorC2C", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2C)(plan, input, output, direction), "cufftXtExecDescriptorC2C");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtExecDescriptorC2C(plan, input, output, direction, bd, bd_caller)
                            : bd_gen_slow_cufftXtExecDescriptorC2C(plan, input, output, direction, bd);
}

cufftResult bd_cufftXtExecDescriptorC2C(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2C)(plan, input, output, direction)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtExecDescriptorC2C(plan, input, output, direction, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtExecDescriptorC2C(plan, input, output, direction, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtExecDescriptorR2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtExecDescriptorR2C", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorR2C)(plan, input, output), "cufftXtExecDescriptorR2C");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtExecDescriptorR2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorR2C)(plan, input, output), "cufftXtExecDescriptorR2C");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtExecDescriptorR2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtExecDescriptorR2C", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorR2C)(plan, input, output), "cufftXtExecDescriptorR2C");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtExecDescriptorR2C(plan, input, output, bd, bd_caller)
                            : bd_gen_slow_cufftXtExecDescriptorR2C(plan, input, output, bd);
}

cufftResult bd_cufftXtExecDescriptorR2C(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorR2C)(plan, input, output)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtExecDescriptorR2C(plan, input, output, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtExecDescriptorR2C(plan, input, output, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtExecDescriptorC2R(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtExecDescriptorC2R", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2R)(plan, input, output), "cufftXtExecDescriptorC2R");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtExecDescriptorC2R(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2R)(plan, input, output), "cufftXtExecDescriptorC2R");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtExecDescriptorC2R(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtExecDescriptorC2R", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2R)(plan, input, output), "cufftXtExecDescriptorC2R");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtExecDescriptorC2R(plan, input, output, bd, bd_caller)
                            : bd_gen_slow_cufftXtExecDescriptorC2R(plan, input, output, bd);
}

cufftResult bd_cufftXtExecDescriptorC2R(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorC2R)(plan, input, output)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtExecDescriptorC2R(plan, input, output, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtExecDescriptorC2R(plan, input, output, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtExecDescriptorZ2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtExecDescriptorZ2Z", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2Z)(plan, input, output, direction), "cufftXtExecDescriptorZ2Z");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtExecDescriptorZ2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2Z)(plan, input, output, direction), "cufftXtExecDescriptorZ2Z");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtExecDescriptorZ2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtExecDescriptorZ2Z", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2Z)(plan, input, output, direction), "cufftXtExecDescriptorZ2Z");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtExecDescriptorZ2Z(plan, input, output, direction, bd, bd_caller)
                            : bd_gen_slow_cufftXtExecDescriptorZ2Z(plan, input, output, direction, bd);
}

cufftResult bd_cufftXtExecDescriptorZ2Z(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2Z)(plan, input, output, direction)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtExecDescriptorZ2Z(plan, input, output, direction, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtExecDescriptorZ2Z(plan, input, output, direction, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtExecDescriptorD2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtExecDescriptorD2Z", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorD2Z)(plan, input, output), "cufftXtExecDescriptorD2Z");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtExecDescriptorD2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorD2Z)(plan, input, output), "cufftXtExecDescriptorD2Z");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtExecDescriptorD2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtExecDescriptorD2Z", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorD2Z)(plan, input, output), "cufftXtExecDescriptorD2Z");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtExecDescriptorD2Z(plan, input, output, bd, bd_caller)
                            : bd_gen_slow_cufftXtExecDescriptorD2Z(plan, input, output, bd);
}

cufftResult bd_cufftXtExecDescriptorD2Z(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorD2Z)(plan, input, output)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtExecDescriptorD2Z(plan, input, output, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtExecDescriptorD2Z(plan, input, output, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtExecDescriptorZ2D(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtExecDescriptorZ2D", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2D)(plan, input, output), "cufftXtExecDescriptorZ2D");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtExecDescriptorZ2D(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2D)(plan, input, output), "cufftXtExecDescriptorZ2D");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtExecDescriptorZ2D(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtExecDescriptorZ2D", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2D)(plan, input, output), "cufftXtExecDescriptorZ2D");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtExecDescriptorZ2D(plan, input, output, bd, bd_caller)
                            : bd_gen_slow_cufftXtExecDescriptorZ2D(plan, input, output, bd);
}

cufftResult bd_cufftXtExecDescriptorZ2D(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptorZ2D)(plan, input, output)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtExecDescriptorZ2D(plan, input, output, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtExecDescriptorZ2D(plan, input, output, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtQueryPlan(cufftHandle plan, void *queryStruct, cufftXtQueryType queryType, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtQueryPlan", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtQueryPlan)(plan, queryStruct, queryType), "cufftXtQueryPlan");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtQueryPlan(cufftHandle plan, void *queryStruct, cufftXtQueryType queryType, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtQueryPlan)(plan, queryStruct, queryType), "cufftXtQueryPlan");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtQueryPlan(cufftHandle plan, void *queryStruct, cufftXtQueryType queryType, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtQueryPlan", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtQueryPlan)(plan, queryStruct, queryType), "cufftXtQueryPlan");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtQueryPlan(plan, queryStruct, queryType, bd, bd_caller)
                            : bd_gen_slow_cufftXtQueryPlan(plan, queryStruct, queryType, bd);
}

cufftResult bd_cufftXtQueryPlan(bound_dev_t *bd, cufftHandle plan, void *queryStruct, cufftXtQueryType queryType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtQueryPlan)(plan, queryStruct, queryType)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtQueryPlan(plan, queryStruct, queryType, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtQueryPlan(plan, queryStruct, queryType, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtSetCallback(cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType, void **caller_info, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtSetCallback", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallback)(plan, callback_routine, cbType, caller_info), "cufftXtSetCallback");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtSetCallback(cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType, void **caller_info, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallback)(plan, callback_routine, cbType, caller_info), "cufftXtSetCallback");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtSetCallback(cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType, void **caller_info, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtSetCallback", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallback)(plan, callback_routine, cbType, caller_info), "cufftXtSetCallback");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtSetCallback(plan, callback_routine, cbType, caller_info, bd, bd_caller)
                            : bd_gen_slow_cufftXtSetCallback(plan, callback_routine, cbType, caller_info, bd);
}

cufftResult bd_cufftXtSetCallback(bound_dev_t *bd, cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType, void **caller_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallback)(plan, callback_routine, cbType, caller_info)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtSetCallback(plan, callback_routine, cbType, caller_info, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtSetCallback(plan, callback_routine, cbType, caller_info, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType cbType, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtClearCallback", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtClearCallback)(plan, cbType), "cufftXtClearCallback");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType cbType, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtClearCallback)(plan, cbType), "cufftXtClearCallback");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType cbType, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtClearCallback", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtClearCallback)(plan, cbType), "cufftXtClearCallback");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtClearCallback(plan, cbType, bd, bd_caller)
                            : bd_gen_slow_cufftXtClearCallback(plan, cbType, bd);
}

cufftResult bd_cufftXtClearCallback(bound_dev_t *bd, cufftHandle plan, cufftXtCallbackType cbType)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtClearCallback)(plan, cbType)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtClearCallback(plan, cbType, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtClearCallback(plan, cbType, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtSetCallbackSharedSize", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallbackSharedSize)(plan, cbType, sharedSize), "cufftXtSetCallbackSharedSize");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallbackSharedSize)(plan, cbType, sharedSize), "cufftXtSetCallbackSharedSize");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtSetCallbackSharedSize", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallbackSharedSize)(plan, cbType, sharedSize), "cufftXtSetCallbackSharedSize");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtSetCallbackSharedSize(plan, cbType, sharedSize, bd, bd_caller)
                            : bd_gen_slow_cufftXtSetCallbackSharedSize(plan, cbType, sharedSize, bd);
}

cufftResult bd_cufftXtSetCallbackSharedSize(bound_dev_t *bd, cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetCallbackSharedSize)(plan, cbType, sharedSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtSetCallbackSharedSize(plan, cbType, sharedSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtSetCallbackSharedSize(plan, cbType, sharedSize, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtSetJITCallback(cufftHandle plan, const char *lto_callback_symbol_name, const void *lto_callback_fatbin, size_t lto_callback_fatbin_size, cufftXtCallbackType type, void **caller_info, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtSetJITCallback", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetJITCallback)(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info), "cufftXtSetJITCallback");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtSetJITCallback(cufftHandle plan, const char *lto_callback_symbol_name, const void *lto_callback_fatbin, size_t lto_callback_fatbin_size, cufftXtCallbackType type, void **caller_info, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetJITCallback)(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info), "cufftXtSetJITCallback");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtSetJITCallback(cufftHandle plan, const char *lto_callback_symbol_name, const void *lto_callback_fatbin, size_t lto_callback_fatbin_size, cufftXtCallbackType type, void **caller_info, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtSetJITCallback", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetJITCallback)(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info), "cufftXtSetJITCallback");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtSetJITCallback(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info, bd, bd_caller)
                            : bd_gen_slow_cufftXtSetJITCallback(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info, bd);
}

cufftResult bd_cufftXtSetJITCallback(bound_dev_t *bd, cufftHandle plan, const char *lto_callback_symbol_name, const void *lto_callback_fatbin, size_t lto_callback_fatbin_size, cufftXtCallbackType type, void **caller_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetJITCallback)(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtSetJITCallback(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtSetJITCallback(plan, lto_callback_symbol_name, lto_callback_fatbin, lto_callback_fatbin_size, type, caller_info, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtMakePlanMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtMakePlanMany", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMakePlanMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype), "cufftXtMakePlanMany");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtMakePlanMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMakePlanMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype), "cufftXtMakePlanMany");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtMakePlanMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtMakePlanMany", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMakePlanMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype), "cufftXtMakePlanMany");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtMakePlanMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd, bd_caller)
                            : bd_gen_slow_cufftXtMakePlanMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd);
}

cufftResult bd_cufftXtMakePlanMany(bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtMakePlanMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtMakePlanMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtMakePlanMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtGetSizeMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtGetSizeMany", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtGetSizeMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype), "cufftXtGetSizeMany");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtGetSizeMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtGetSizeMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype), "cufftXtGetSizeMany");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtGetSizeMany(cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtGetSizeMany", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtGetSizeMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype), "cufftXtGetSizeMany");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtGetSizeMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd, bd_caller)
                            : bd_gen_slow_cufftXtGetSizeMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd);
}

cufftResult bd_cufftXtGetSizeMany(bound_dev_t *bd, cufftHandle plan, int rank, long long *n, long long *inembed, long long istride, long long idist, cudaDataType inputtype, long long *onembed, long long ostride, long long odist, cudaDataType outputtype, long long batch, size_t *workSize, cudaDataType executiontype)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtGetSizeMany)(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtGetSizeMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtGetSizeMany(plan, rank, n, inembed, istride, idist, inputtype, onembed, ostride, odist, outputtype, batch, workSize, executiontype, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtExec(cufftHandle plan, void *input, void *output, int direction, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtExec", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExec)(plan, input, output, direction), "cufftXtExec");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtExec(cufftHandle plan, void *input, void *output, int direction, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExec)(plan, input, output, direction), "cufftXtExec");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtExec(cufftHandle plan, void *input, void *output, int direction, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtExec", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExec)(plan, input, output, direction), "cufftXtExec");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtExec(plan, input, output, direction, bd, bd_caller)
                            : bd_gen_slow_cufftXtExec(plan, input, output, direction, bd);
}

cufftResult bd_cufftXtExec(bound_dev_t *bd, cufftHandle plan, void *input, void *output, int direction)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExec)(plan, input, output, direction)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtExec(plan, input, output, direction, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtExec(plan, input, output, direction, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtExecDescriptor(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtExecDescriptor", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptor)(plan, input, output, direction), "cufftXtExecDescriptor");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtExecDescriptor(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptor)(plan, input, output, direction), "cufftXtExecDescriptor");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtExecDescriptor(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtExecDescriptor", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptor)(plan, input, output, direction), "cufftXtExecDescriptor");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtExecDescriptor(plan, input, output, direction, bd, bd_caller)
                            : bd_gen_slow_cufftXtExecDescriptor(plan, input, output, direction, bd);
}

cufftResult bd_cufftXtExecDescriptor(bound_dev_t *bd, cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output, int direction)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtExecDescriptor)(plan, input, output, direction)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtExecDescriptor(plan, input, output, direction, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtExecDescriptor(plan, input, output, direction, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cufftResult bd_gen_checked_cufftXtSetWorkAreaPolicy(cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cufftXtSetWorkAreaPolicy", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"plan", BD_KIND_CUFFT_PLAN, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkAreaPolicy)(plan, policy, workSize), "cufftXtSetWorkAreaPolicy");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cufftResult bd_gen_slow_cufftXtSetWorkAreaPolicy(cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cufft_binding_status(bd_rc);
    return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkAreaPolicy)(plan, policy, workSize), "cufftXtSetWorkAreaPolicy");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cufftResult bd_gen_guarded_cufftXtSetWorkAreaPolicy(cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(plan)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("cufftXtSetWorkAreaPolicy", bd, bd_values, 1)))
        return bd_gen_cufft_called(BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkAreaPolicy)(plan, policy, workSize), "cufftXtSetWorkAreaPolicy");
    return bd_gen_checks_on ? bd_gen_checked_cufftXtSetWorkAreaPolicy(plan, policy, workSize, bd, bd_caller)
                            : bd_gen_slow_cufftXtSetWorkAreaPolicy(plan, policy, workSize, bd);
}

cufftResult bd_cufftXtSetWorkAreaPolicy(bound_dev_t *bd, cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftXtSetWorkAreaPolicy)(plan, policy, workSize)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cufftXtSetWorkAreaPolicy(plan, policy, workSize, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cufftXtSetWorkAreaPolicy(plan, policy, workSize, bd);
}
BD_SUPPRESS_DEPRECATED_END
