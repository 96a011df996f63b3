/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* nvjitlink: a bd_ function for each of the 14 functions of nvJitLink.h that libcubound exports.
 * The 0 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return nvJitLinkResult; the
 * 14 context-free ones pass straight through. The functions themselves are found at run time
 * (libnvJitLink.so.13); one the loaded library lacks answers NVJITLINK_ERROR_INTERNAL.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_NVJITLINK_H
#define CUBOUND_GENERATED_NVJITLINK_H

#include <nvJitLink.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/nvjitlink.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_nvjitlink_table {
    bd_gen_fn reserved___nvJitLinkCreate_12_4;
    bd_gen_fn reserved___nvJitLinkDestroy_12_4;
    bd_gen_fn reserved___nvJitLinkAddData_12_4;
    bd_gen_fn reserved___nvJitLinkAddFile_12_4;
    bd_gen_fn reserved___nvJitLinkComplete_12_4;
    bd_gen_fn reserved___nvJitLinkGetLinkedCubinSize_12_4;
    bd_gen_fn reserved___nvJitLinkGetLinkedCubin_12_4;
    bd_gen_fn reserved___nvJitLinkGetLinkedPtxSize_12_4;
    bd_gen_fn reserved___nvJitLinkGetLinkedPtx_12_4;
    bd_gen_fn reserved___nvJitLinkGetErrorLogSize_12_4;
    bd_gen_fn reserved___nvJitLinkGetErrorLog_12_4;
    bd_gen_fn reserved___nvJitLinkGetInfoLogSize_12_4;
    bd_gen_fn reserved___nvJitLinkGetInfoLog_12_4;
    nvJitLinkResult (*pfn_nvJitLinkVersion)(unsigned int *major, unsigned int *minor);
    bd_gen_fn reserved___nvJitLinkCreate_12_9;
    bd_gen_fn reserved___nvJitLinkDestroy_12_9;
    bd_gen_fn reserved___nvJitLinkAddData_12_9;
    bd_gen_fn reserved___nvJitLinkAddFile_12_9;
    bd_gen_fn reserved___nvJitLinkComplete_12_9;
    bd_gen_fn reserved___nvJitLinkGetLinkedCubinSize_12_9;
    bd_gen_fn reserved___nvJitLinkGetLinkedCubin_12_9;
    bd_gen_fn reserved___nvJitLinkGetLinkedPtxSize_12_9;
    bd_gen_fn reserved___nvJitLinkGetLinkedPtx_12_9;
    bd_gen_fn reserved___nvJitLinkGetErrorLogSize_12_9;
    bd_gen_fn reserved___nvJitLinkGetErrorLog_12_9;
    bd_gen_fn reserved___nvJitLinkGetInfoLogSize_12_9;
    bd_gen_fn reserved___nvJitLinkGetInfoLog_12_9;
    nvJitLinkResult (*pfn_nvJitLinkCreate)(nvJitLinkHandle *handle, uint32_t numOptions, const char *const *options);
    nvJitLinkResult (*pfn_nvJitLinkDestroy)(nvJitLinkHandle *handle);
    nvJitLinkResult (*pfn_nvJitLinkAddData)(nvJitLinkHandle handle, nvJitLinkInputType inputType, const void *data, size_t size, const char *name);
    nvJitLinkResult (*pfn_nvJitLinkAddFile)(nvJitLinkHandle handle, nvJitLinkInputType inputType, const char *fileName);
    nvJitLinkResult (*pfn_nvJitLinkComplete)(nvJitLinkHandle handle);
    nvJitLinkResult (*pfn_nvJitLinkGetLinkedCubinSize)(nvJitLinkHandle handle, size_t *size);
    nvJitLinkResult (*pfn_nvJitLinkGetLinkedCubin)(nvJitLinkHandle handle, void *cubin);
    nvJitLinkResult (*pfn_nvJitLinkGetLinkedPtxSize)(nvJitLinkHandle handle, size_t *size);
    nvJitLinkResult (*pfn_nvJitLinkGetLinkedPtx)(nvJitLinkHandle handle, char *ptx);
    nvJitLinkResult (*pfn_nvJitLinkGetErrorLogSize)(nvJitLinkHandle handle, size_t *size);
    nvJitLinkResult (*pfn_nvJitLinkGetErrorLog)(nvJitLinkHandle handle, char *log);
    nvJitLinkResult (*pfn_nvJitLinkGetInfoLogSize)(nvJitLinkHandle handle, size_t *size);
    nvJitLinkResult (*pfn_nvJitLinkGetInfoLog)(nvJitLinkHandle handle, char *log);
    bd_gen_fn reserved___nvJitLinkCreate_13_5;
    bd_gen_fn reserved___nvJitLinkDestroy_13_5;
    bd_gen_fn reserved___nvJitLinkAddData_13_5;
    bd_gen_fn reserved___nvJitLinkAddFile_13_5;
    bd_gen_fn reserved___nvJitLinkComplete_13_5;
    bd_gen_fn reserved___nvJitLinkGetLinkedCubinSize_13_5;
    bd_gen_fn reserved___nvJitLinkGetLinkedCubin_13_5;
    bd_gen_fn reserved___nvJitLinkGetLinkedPtxSize_13_5;
    bd_gen_fn reserved___nvJitLinkGetLinkedPtx_13_5;
    bd_gen_fn reserved___nvJitLinkGetLinkedLTOIRSize_13_5;
    bd_gen_fn reserved___nvJitLinkGetLinkedLTOIR_13_5;
    bd_gen_fn reserved___nvJitLinkGetErrorLogSize_13_5;
    bd_gen_fn reserved___nvJitLinkGetErrorLog_13_5;
    bd_gen_fn reserved___nvJitLinkGetInfoLogSize_13_5;
    bd_gen_fn reserved___nvJitLinkGetInfoLog_13_5;
};
BD_API extern struct bd_gen_nvjitlink_table bd_gen_nvjitlink;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_NVJITLINK_ENTRIES 14

/* nvJitLinkCreate: nvJitLink.h maps it to __nvJitLinkCreate_13_0.
 * Writes through: handle.
 * Device arrays of device pointers: options.
 */
BD_API nvJitLinkResult bd_nvJitLinkCreate(nvJitLinkHandle *handle, uint32_t numOptions, const char *const *options);

/* nvJitLinkDestroy: nvJitLink.h maps it to __nvJitLinkDestroy_13_0.
 * Writes through: handle.
 */
BD_API nvJitLinkResult bd_nvJitLinkDestroy(nvJitLinkHandle *handle);

/* nvJitLinkAddData: nvJitLink.h maps it to __nvJitLinkAddData_13_0.
 */
BD_API nvJitLinkResult bd_nvJitLinkAddData(nvJitLinkHandle handle, nvJitLinkInputType inputType, const void *data, size_t size, const char *name);

/* nvJitLinkAddFile: nvJitLink.h maps it to __nvJitLinkAddFile_13_0.
 */
BD_API nvJitLinkResult bd_nvJitLinkAddFile(nvJitLinkHandle handle, nvJitLinkInputType inputType, const char *fileName);

/* nvJitLinkComplete: nvJitLink.h maps it to __nvJitLinkComplete_13_0.
 */
BD_API nvJitLinkResult bd_nvJitLinkComplete(nvJitLinkHandle handle);

/* nvJitLinkGetLinkedCubinSize: nvJitLink.h maps it to __nvJitLinkGetLinkedCubinSize_13_0.
 * Writes through: size.
 */
BD_API nvJitLinkResult bd_nvJitLinkGetLinkedCubinSize(nvJitLinkHandle handle, size_t *size);

/* nvJitLinkGetLinkedCubin: nvJitLink.h maps it to __nvJitLinkGetLinkedCubin_13_0.
 * Writes through: cubin.
 */
BD_API nvJitLinkResult bd_nvJitLinkGetLinkedCubin(nvJitLinkHandle handle, void *cubin);

/* nvJitLinkGetLinkedPtxSize: nvJitLink.h maps it to __nvJitLinkGetLinkedPtxSize_13_0.
 * Writes through: size.
 */
BD_API nvJitLinkResult bd_nvJitLinkGetLinkedPtxSize(nvJitLinkHandle handle, size_t *size);

/* nvJitLinkGetLinkedPtx: nvJitLink.h maps it to __nvJitLinkGetLinkedPtx_13_0.
 * Writes through: ptx.
 */
BD_API nvJitLinkResult bd_nvJitLinkGetLinkedPtx(nvJitLinkHandle handle, char *ptx);

/* nvJitLinkGetErrorLogSize: nvJitLink.h maps it to __nvJitLinkGetErrorLogSize_13_0.
 * Writes through: size.
 */
BD_API nvJitLinkResult bd_nvJitLinkGetErrorLogSize(nvJitLinkHandle handle, size_t *size);

/* nvJitLinkGetErrorLog: nvJitLink.h maps it to __nvJitLinkGetErrorLog_13_0.
 * Writes through: log.
 */
BD_API nvJitLinkResult bd_nvJitLinkGetErrorLog(nvJitLinkHandle handle, char *log);

/* nvJitLinkGetInfoLogSize: nvJitLink.h maps it to __nvJitLinkGetInfoLogSize_13_0.
 * Writes through: size.
 */
BD_API nvJitLinkResult bd_nvJitLinkGetInfoLogSize(nvJitLinkHandle handle, size_t *size);

/* nvJitLinkGetInfoLog: nvJitLink.h maps it to __nvJitLinkGetInfoLog_13_0.
 * Writes through: log.
 */
BD_API nvJitLinkResult bd_nvJitLinkGetInfoLog(nvJitLinkHandle handle, char *log);

/* nvJitLinkVersion.
 * Writes through: major, minor.
 */
BD_API nvJitLinkResult bd_nvJitLinkVersion(unsigned int *major, unsigned int *minor);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in nvJitLink.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
