/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* nvrtc: a bd_ function for each of the 24 functions of nvrtc.h that libcubound exports.
 * The 0 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return nvrtcResult; the
 * 24 context-free ones pass straight through. The functions themselves are found at run time
 * (libnvrtc.so.13); one the loaded library lacks answers NVRTC_ERROR_INTERNAL_ERROR.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_NVRTC_H
#define CUBOUND_GENERATED_NVRTC_H

#include <nvrtc.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/nvrtc.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_nvrtc_table {
    const char * (*pfn_nvrtcGetErrorString)(nvrtcResult result);
    nvrtcResult (*pfn_nvrtcVersion)(int *major, int *minor);
    nvrtcResult (*pfn_nvrtcGetNumSupportedArchs)(int *numArchs);
    nvrtcResult (*pfn_nvrtcGetSupportedArchs)(int *supportedArchs);
    nvrtcResult (*pfn_nvrtcCreateProgram)(nvrtcProgram *prog, const char *src, const char *name, int numHeaders, const char *const *headers, const char *const *includeNames);
    nvrtcResult (*pfn_nvrtcDestroyProgram)(nvrtcProgram *prog);
    nvrtcResult (*pfn_nvrtcCompileProgram)(nvrtcProgram prog, int numOptions, const char *const *options);
    nvrtcResult (*pfn_nvrtcGetPTXSize)(nvrtcProgram prog, size_t *ptxSizeRet);
    nvrtcResult (*pfn_nvrtcGetPTX)(nvrtcProgram prog, char *ptx);
    nvrtcResult (*pfn_nvrtcGetCUBINSize)(nvrtcProgram prog, size_t *cubinSizeRet);
    nvrtcResult (*pfn_nvrtcGetCUBIN)(nvrtcProgram prog, char *cubin);
    nvrtcResult (*pfn_nvrtcGetLTOIRSize)(nvrtcProgram prog, size_t *LTOIRSizeRet);
    nvrtcResult (*pfn_nvrtcGetLTOIR)(nvrtcProgram prog, char *LTOIR);
    nvrtcResult (*pfn_nvrtcGetOptiXIRSize)(nvrtcProgram prog, size_t *optixirSizeRet);
    nvrtcResult (*pfn_nvrtcGetOptiXIR)(nvrtcProgram prog, char *optixir);
    nvrtcResult (*pfn_nvrtcGetProgramLogSize)(nvrtcProgram prog, size_t *logSizeRet);
    nvrtcResult (*pfn_nvrtcGetProgramLog)(nvrtcProgram prog, char *log);
    nvrtcResult (*pfn_nvrtcAddNameExpression)(nvrtcProgram prog, const char *const name_expression);
    nvrtcResult (*pfn_nvrtcGetLoweredName)(nvrtcProgram prog, const char *const name_expression, const char **lowered_name);
    nvrtcResult (*pfn_nvrtcGetPCHHeapSize)(size_t *ret);
    nvrtcResult (*pfn_nvrtcSetPCHHeapSize)(size_t size);
    nvrtcResult (*pfn_nvrtcGetPCHCreateStatus)(nvrtcProgram prog);
    nvrtcResult (*pfn_nvrtcGetPCHHeapSizeRequired)(nvrtcProgram prog, size_t *size);
    nvrtcResult (*pfn_nvrtcSetFlowCallback)(nvrtcProgram prog, int (*callback)(void *, void *), void *payload);
    bd_gen_fn reserved_nvrtcGetNVVMSize;
    bd_gen_fn reserved_nvrtcGetNVVM;
    bd_gen_fn reserved_nvrtcGetTileIRSize;
    bd_gen_fn reserved_nvrtcGetTileIR;
    bd_gen_fn reserved_nvrtcInstallBundledHeaders;
    bd_gen_fn reserved_nvrtcGetBundledHeadersInfo;
    bd_gen_fn reserved_nvrtcRemoveBundledHeaders;
};
BD_API extern struct bd_gen_nvrtc_table bd_gen_nvrtc;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_NVRTC_ENTRIES 24

/* nvrtcGetErrorString.
 */
BD_API const char * bd_nvrtcGetErrorString(nvrtcResult result);

/* nvrtcVersion.
 * Writes through: major, minor.
 */
BD_API nvrtcResult bd_nvrtcVersion(int *major, int *minor);

/* nvrtcGetNumSupportedArchs.
 * Writes through: numArchs.
 */
BD_API nvrtcResult bd_nvrtcGetNumSupportedArchs(int *numArchs);

/* nvrtcGetSupportedArchs.
 * Writes through: supportedArchs.
 */
BD_API nvrtcResult bd_nvrtcGetSupportedArchs(int *supportedArchs);

/* nvrtcCreateProgram.
 * Writes through: prog.
 * Device arrays of device pointers: headers, includeNames.
 */
BD_API nvrtcResult bd_nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name, int numHeaders, const char *const *headers, const char *const *includeNames);

/* nvrtcDestroyProgram.
 * Writes through: prog.
 */
BD_API nvrtcResult bd_nvrtcDestroyProgram(nvrtcProgram *prog);

/* nvrtcCompileProgram.
 * Device arrays of device pointers: options.
 */
BD_API nvrtcResult bd_nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char *const *options);

/* nvrtcGetPTXSize.
 * Writes through: ptxSizeRet.
 */
BD_API nvrtcResult bd_nvrtcGetPTXSize(nvrtcProgram prog, size_t *ptxSizeRet);

/* nvrtcGetPTX.
 * Writes through: ptx.
 */
BD_API nvrtcResult bd_nvrtcGetPTX(nvrtcProgram prog, char *ptx);

/* nvrtcGetCUBINSize.
 * Writes through: cubinSizeRet.
 */
BD_API nvrtcResult bd_nvrtcGetCUBINSize(nvrtcProgram prog, size_t *cubinSizeRet);

/* nvrtcGetCUBIN.
 * Writes through: cubin.
 */
BD_API nvrtcResult bd_nvrtcGetCUBIN(nvrtcProgram prog, char *cubin);

/* nvrtcGetLTOIRSize.
 * Writes through: LTOIRSizeRet.
 */
BD_API nvrtcResult bd_nvrtcGetLTOIRSize(nvrtcProgram prog, size_t *LTOIRSizeRet);

/* nvrtcGetLTOIR.
 * Writes through: LTOIR.
 */
BD_API nvrtcResult bd_nvrtcGetLTOIR(nvrtcProgram prog, char *LTOIR);

/* nvrtcGetOptiXIRSize.
 * Writes through: optixirSizeRet.
 */
BD_API nvrtcResult bd_nvrtcGetOptiXIRSize(nvrtcProgram prog, size_t *optixirSizeRet);

/* nvrtcGetOptiXIR.
 * Writes through: optixir.
 */
BD_API nvrtcResult bd_nvrtcGetOptiXIR(nvrtcProgram prog, char *optixir);

/* nvrtcGetProgramLogSize.
 * Writes through: logSizeRet.
 */
BD_API nvrtcResult bd_nvrtcGetProgramLogSize(nvrtcProgram prog, size_t *logSizeRet);

/* nvrtcGetProgramLog.
 * Writes through: log.
 */
BD_API nvrtcResult bd_nvrtcGetProgramLog(nvrtcProgram prog, char *log);

/* nvrtcAddNameExpression.
 */
BD_API nvrtcResult bd_nvrtcAddNameExpression(nvrtcProgram prog, const char *const name_expression);

/* nvrtcGetLoweredName.
 */
BD_API nvrtcResult bd_nvrtcGetLoweredName(nvrtcProgram prog, const char *const name_expression, const char **lowered_name);

/* nvrtcGetPCHHeapSize.
 * Writes through: ret.
 */
BD_API nvrtcResult bd_nvrtcGetPCHHeapSize(size_t *ret);

/* nvrtcSetPCHHeapSize.
 */
BD_API nvrtcResult bd_nvrtcSetPCHHeapSize(size_t size);

/* nvrtcGetPCHCreateStatus.
 */
BD_API nvrtcResult bd_nvrtcGetPCHCreateStatus(nvrtcProgram prog);

/* nvrtcGetPCHHeapSizeRequired.
 * Writes through: size.
 */
BD_API nvrtcResult bd_nvrtcGetPCHHeapSizeRequired(nvrtcProgram prog, size_t *size);

/* nvrtcSetFlowCallback.
 * Writes through: callback, payload.
 */
BD_API nvrtcResult bd_nvrtcSetFlowCallback(nvrtcProgram prog, int (*callback)(void *, void *), void *payload);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in nvrtc.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
