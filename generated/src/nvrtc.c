/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of nvrtc.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libnvrtc.so.13 on first use; one the library lacks stays at its stand-in,
 * which answers NVRTC_ERROR_INTERNAL_ERROR. */
#include "cubound/nvrtc.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_nvrtc_library;

/* The name of each nvrtcResult nvrtc.h declares, for bd_last_error without the library. */
static const char *bd_gen_nvrtc_status_name(int status)
{
    switch (status) {
    case 0: return "NVRTC_SUCCESS";
    case 1: return "NVRTC_ERROR_OUT_OF_MEMORY";
    case 2: return "NVRTC_ERROR_PROGRAM_CREATION_FAILURE";
    case 3: return "NVRTC_ERROR_INVALID_INPUT";
    case 4: return "NVRTC_ERROR_INVALID_PROGRAM";
    case 5: return "NVRTC_ERROR_INVALID_OPTION";
    case 6: return "NVRTC_ERROR_COMPILATION";
    case 7: return "NVRTC_ERROR_BUILTIN_OPERATION_FAILURE";
    case 8: return "NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION";
    case 9: return "NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION";
    case 10: return "NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID";
    case 11: return "NVRTC_ERROR_INTERNAL_ERROR";
    case 12: return "NVRTC_ERROR_TIME_FILE_WRITE_FAILED";
    case 13: return "NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED";
    case 14: return "NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED";
    case 15: return "NVRTC_ERROR_PCH_CREATE";
    case 16: return "NVRTC_ERROR_CANCELLED";
    case 17: return "NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED";
    default: return NULL;
    }
}

/* A status the library answered, kept for bd_last_error where it is not success. */
static inline nvrtcResult bd_gen_nvrtc_called(nvrtcResult status, const char *function)
{
    if (BD_UNLIKELY(status != NVRTC_SUCCESS))
        bd_gen_failed(&bd_gen_nvrtc_library, function, (int)status);
    return status;
}

BD_SUPPRESS_DEPRECATED_BEGIN

static const char * bd_gen_first_nvrtcGetErrorString(nvrtcResult result)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetErrorString,
                       (bd_gen_fn)bd_gen_first_nvrtcGetErrorString, "nvrtcGetErrorString")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetErrorString)(result);
    }
    return (const char *){0};
}

static nvrtcResult bd_gen_first_nvrtcVersion(int *major, int *minor)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcVersion,
                       (bd_gen_fn)bd_gen_first_nvrtcVersion, "nvrtcVersion")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcVersion)(major, minor);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetNumSupportedArchs(int *numArchs)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetNumSupportedArchs,
                       (bd_gen_fn)bd_gen_first_nvrtcGetNumSupportedArchs, "nvrtcGetNumSupportedArchs")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetNumSupportedArchs)(numArchs);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetSupportedArchs(int *supportedArchs)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetSupportedArchs,
                       (bd_gen_fn)bd_gen_first_nvrtcGetSupportedArchs, "nvrtcGetSupportedArchs")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetSupportedArchs)(supportedArchs);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name, int numHeaders, const char *const *headers, const char *const *includeNames)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcCreateProgram,
                       (bd_gen_fn)bd_gen_first_nvrtcCreateProgram, "nvrtcCreateProgram")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcCreateProgram)(prog, src, name, numHeaders, headers, includeNames);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcDestroyProgram(nvrtcProgram *prog)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcDestroyProgram,
                       (bd_gen_fn)bd_gen_first_nvrtcDestroyProgram, "nvrtcDestroyProgram")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcDestroyProgram)(prog);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char *const *options)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcCompileProgram,
                       (bd_gen_fn)bd_gen_first_nvrtcCompileProgram, "nvrtcCompileProgram")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcCompileProgram)(prog, numOptions, options);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetPTXSize(nvrtcProgram prog, size_t *ptxSizeRet)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetPTXSize,
                       (bd_gen_fn)bd_gen_first_nvrtcGetPTXSize, "nvrtcGetPTXSize")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetPTXSize)(prog, ptxSizeRet);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetPTX(nvrtcProgram prog, char *ptx)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetPTX,
                       (bd_gen_fn)bd_gen_first_nvrtcGetPTX, "nvrtcGetPTX")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetPTX)(prog, ptx);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetCUBINSize(nvrtcProgram prog, size_t *cubinSizeRet)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetCUBINSize,
                       (bd_gen_fn)bd_gen_first_nvrtcGetCUBINSize, "nvrtcGetCUBINSize")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetCUBINSize)(prog, cubinSizeRet);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetCUBIN(nvrtcProgram prog, char *cubin)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetCUBIN,
                       (bd_gen_fn)bd_gen_first_nvrtcGetCUBIN, "nvrtcGetCUBIN")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetCUBIN)(prog, cubin);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetLTOIRSize(nvrtcProgram prog, size_t *LTOIRSizeRet)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetLTOIRSize,
                       (bd_gen_fn)bd_gen_first_nvrtcGetLTOIRSize, "nvrtcGetLTOIRSize")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetLTOIRSize)(prog, LTOIRSizeRet);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetLTOIR(nvrtcProgram prog, char *LTOIR)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetLTOIR,
                       (bd_gen_fn)bd_gen_first_nvrtcGetLTOIR, "nvrtcGetLTOIR")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetLTOIR)(prog, LTOIR);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetOptiXIRSize(nvrtcProgram prog, size_t *optixirSizeRet)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetOptiXIRSize,
                       (bd_gen_fn)bd_gen_first_nvrtcGetOptiXIRSize, "nvrtcGetOptiXIRSize")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetOptiXIRSize)(prog, optixirSizeRet);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetOptiXIR(nvrtcProgram prog, char *optixir)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetOptiXIR,
                       (bd_gen_fn)bd_gen_first_nvrtcGetOptiXIR, "nvrtcGetOptiXIR")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetOptiXIR)(prog, optixir);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetProgramLogSize(nvrtcProgram prog, size_t *logSizeRet)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetProgramLogSize,
                       (bd_gen_fn)bd_gen_first_nvrtcGetProgramLogSize, "nvrtcGetProgramLogSize")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetProgramLogSize)(prog, logSizeRet);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetProgramLog(nvrtcProgram prog, char *log)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetProgramLog,
                       (bd_gen_fn)bd_gen_first_nvrtcGetProgramLog, "nvrtcGetProgramLog")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetProgramLog)(prog, log);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcAddNameExpression(nvrtcProgram prog, const char *const name_expression)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcAddNameExpression,
                       (bd_gen_fn)bd_gen_first_nvrtcAddNameExpression, "nvrtcAddNameExpression")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcAddNameExpression)(prog, name_expression);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetLoweredName(nvrtcProgram prog, const char *const name_expression, const char **lowered_name)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetLoweredName,
                       (bd_gen_fn)bd_gen_first_nvrtcGetLoweredName, "nvrtcGetLoweredName")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetLoweredName)(prog, name_expression, lowered_name);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetPCHHeapSize(size_t *ret)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetPCHHeapSize,
                       (bd_gen_fn)bd_gen_first_nvrtcGetPCHHeapSize, "nvrtcGetPCHHeapSize")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetPCHHeapSize)(ret);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcSetPCHHeapSize(size_t size)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcSetPCHHeapSize,
                       (bd_gen_fn)bd_gen_first_nvrtcSetPCHHeapSize, "nvrtcSetPCHHeapSize")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcSetPCHHeapSize)(size);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetPCHCreateStatus(nvrtcProgram prog)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetPCHCreateStatus,
                       (bd_gen_fn)bd_gen_first_nvrtcGetPCHCreateStatus, "nvrtcGetPCHCreateStatus")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetPCHCreateStatus)(prog);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcGetPCHHeapSizeRequired(nvrtcProgram prog, size_t *size)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcGetPCHHeapSizeRequired,
                       (bd_gen_fn)bd_gen_first_nvrtcGetPCHHeapSizeRequired, "nvrtcGetPCHHeapSizeRequired")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetPCHHeapSizeRequired)(prog, size);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

static nvrtcResult bd_gen_first_nvrtcSetFlowCallback(nvrtcProgram prog, int (*callback)(void *, void *), void *payload)
{
    if (bd_gen_resolve(&bd_gen_nvrtc_library, &bd_gen_nvrtc.pfn_nvrtcSetFlowCallback,
                       (bd_gen_fn)bd_gen_first_nvrtcSetFlowCallback, "nvrtcSetFlowCallback")) {
        return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcSetFlowCallback)(prog, callback, payload);
    }
    return NVRTC_ERROR_INTERNAL_ERROR;
}

struct bd_gen_nvrtc_table bd_gen_nvrtc = {
    .pfn_nvrtcGetErrorString = bd_gen_first_nvrtcGetErrorString,
    .pfn_nvrtcVersion = bd_gen_first_nvrtcVersion,
    .pfn_nvrtcGetNumSupportedArchs = bd_gen_first_nvrtcGetNumSupportedArchs,
    .pfn_nvrtcGetSupportedArchs = bd_gen_first_nvrtcGetSupportedArchs,
    .pfn_nvrtcCreateProgram = bd_gen_first_nvrtcCreateProgram,
    .pfn_nvrtcDestroyProgram = bd_gen_first_nvrtcDestroyProgram,
    .pfn_nvrtcCompileProgram = bd_gen_first_nvrtcCompileProgram,
    .pfn_nvrtcGetPTXSize = bd_gen_first_nvrtcGetPTXSize,
    .pfn_nvrtcGetPTX = bd_gen_first_nvrtcGetPTX,
    .pfn_nvrtcGetCUBINSize = bd_gen_first_nvrtcGetCUBINSize,
    .pfn_nvrtcGetCUBIN = bd_gen_first_nvrtcGetCUBIN,
    .pfn_nvrtcGetLTOIRSize = bd_gen_first_nvrtcGetLTOIRSize,
    .pfn_nvrtcGetLTOIR = bd_gen_first_nvrtcGetLTOIR,
    .pfn_nvrtcGetOptiXIRSize = bd_gen_first_nvrtcGetOptiXIRSize,
    .pfn_nvrtcGetOptiXIR = bd_gen_first_nvrtcGetOptiXIR,
    .pfn_nvrtcGetProgramLogSize = bd_gen_first_nvrtcGetProgramLogSize,
    .pfn_nvrtcGetProgramLog = bd_gen_first_nvrtcGetProgramLog,
    .pfn_nvrtcAddNameExpression = bd_gen_first_nvrtcAddNameExpression,
    .pfn_nvrtcGetLoweredName = bd_gen_first_nvrtcGetLoweredName,
    .pfn_nvrtcGetPCHHeapSize = bd_gen_first_nvrtcGetPCHHeapSize,
    .pfn_nvrtcSetPCHHeapSize = bd_gen_first_nvrtcSetPCHHeapSize,
    .pfn_nvrtcGetPCHCreateStatus = bd_gen_first_nvrtcGetPCHCreateStatus,
    .pfn_nvrtcGetPCHHeapSizeRequired = bd_gen_first_nvrtcGetPCHHeapSizeRequired,
    .pfn_nvrtcSetFlowCallback = bd_gen_first_nvrtcSetFlowCallback,
};

static const struct bd_gen_entry entries[] = {
    {"nvrtcGetErrorString", "nvrtcGetErrorString", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetErrorString, (bd_gen_fn)bd_gen_first_nvrtcGetErrorString},
    {"nvrtcVersion", "nvrtcVersion", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcVersion, (bd_gen_fn)bd_gen_first_nvrtcVersion},
    {"nvrtcGetNumSupportedArchs", "nvrtcGetNumSupportedArchs", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetNumSupportedArchs, (bd_gen_fn)bd_gen_first_nvrtcGetNumSupportedArchs},
    {"nvrtcGetSupportedArchs", "nvrtcGetSupportedArchs", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetSupportedArchs, (bd_gen_fn)bd_gen_first_nvrtcGetSupportedArchs},
    {"nvrtcCreateProgram", "nvrtcCreateProgram", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcCreateProgram, (bd_gen_fn)bd_gen_first_nvrtcCreateProgram},
    {"nvrtcDestroyProgram", "nvrtcDestroyProgram", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcDestroyProgram, (bd_gen_fn)bd_gen_first_nvrtcDestroyProgram},
    {"nvrtcCompileProgram", "nvrtcCompileProgram", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcCompileProgram, (bd_gen_fn)bd_gen_first_nvrtcCompileProgram},
    {"nvrtcGetPTXSize", "nvrtcGetPTXSize", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetPTXSize, (bd_gen_fn)bd_gen_first_nvrtcGetPTXSize},
    {"nvrtcGetPTX", "nvrtcGetPTX", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetPTX, (bd_gen_fn)bd_gen_first_nvrtcGetPTX},
    {"nvrtcGetCUBINSize", "nvrtcGetCUBINSize", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetCUBINSize, (bd_gen_fn)bd_gen_first_nvrtcGetCUBINSize},
    {"nvrtcGetCUBIN", "nvrtcGetCUBIN", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetCUBIN, (bd_gen_fn)bd_gen_first_nvrtcGetCUBIN},
    {"nvrtcGetLTOIRSize", "nvrtcGetLTOIRSize", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetLTOIRSize, (bd_gen_fn)bd_gen_first_nvrtcGetLTOIRSize},
    {"nvrtcGetLTOIR", "nvrtcGetLTOIR", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetLTOIR, (bd_gen_fn)bd_gen_first_nvrtcGetLTOIR},
    {"nvrtcGetOptiXIRSize", "nvrtcGetOptiXIRSize", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetOptiXIRSize, (bd_gen_fn)bd_gen_first_nvrtcGetOptiXIRSize},
    {"nvrtcGetOptiXIR", "nvrtcGetOptiXIR", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetOptiXIR, (bd_gen_fn)bd_gen_first_nvrtcGetOptiXIR},
    {"nvrtcGetProgramLogSize", "nvrtcGetProgramLogSize", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetProgramLogSize, (bd_gen_fn)bd_gen_first_nvrtcGetProgramLogSize},
    {"nvrtcGetProgramLog", "nvrtcGetProgramLog", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetProgramLog, (bd_gen_fn)bd_gen_first_nvrtcGetProgramLog},
    {"nvrtcAddNameExpression", "nvrtcAddNameExpression", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcAddNameExpression, (bd_gen_fn)bd_gen_first_nvrtcAddNameExpression},
    {"nvrtcGetLoweredName", "nvrtcGetLoweredName", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetLoweredName, (bd_gen_fn)bd_gen_first_nvrtcGetLoweredName},
    {"nvrtcGetPCHHeapSize", "nvrtcGetPCHHeapSize", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetPCHHeapSize, (bd_gen_fn)bd_gen_first_nvrtcGetPCHHeapSize},
    {"nvrtcSetPCHHeapSize", "nvrtcSetPCHHeapSize", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcSetPCHHeapSize, (bd_gen_fn)bd_gen_first_nvrtcSetPCHHeapSize},
    {"nvrtcGetPCHCreateStatus", "nvrtcGetPCHCreateStatus", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetPCHCreateStatus, (bd_gen_fn)bd_gen_first_nvrtcGetPCHCreateStatus},
    {"nvrtcGetPCHHeapSizeRequired", "nvrtcGetPCHHeapSizeRequired", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcGetPCHHeapSizeRequired, (bd_gen_fn)bd_gen_first_nvrtcGetPCHHeapSizeRequired},
    {"nvrtcSetFlowCallback", "nvrtcSetFlowCallback", 0, 0, 0, &bd_gen_nvrtc.pfn_nvrtcSetFlowCallback, (bd_gen_fn)bd_gen_first_nvrtcSetFlowCallback},
};

struct bd_gen_library bd_gen_nvrtc_library = BD_GEN_LIBRARY("nvrtc", "libnvrtc.so.13", BD_GEN_DLSYM, entries, bd_gen_nvrtc_status_name, &bd_gen_nvrtc, NULL);

const char * bd_nvrtcGetErrorString(nvrtcResult result)
{
    return BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetErrorString)(result);
}

nvrtcResult bd_nvrtcVersion(int *major, int *minor)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcVersion)(major, minor), "nvrtcVersion");
}

nvrtcResult bd_nvrtcGetNumSupportedArchs(int *numArchs)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetNumSupportedArchs)(numArchs), "nvrtcGetNumSupportedArchs");
}

nvrtcResult bd_nvrtcGetSupportedArchs(int *supportedArchs)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetSupportedArchs)(supportedArchs), "nvrtcGetSupportedArchs");
}

nvrtcResult bd_nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name, int numHeaders, const char *const *headers, const char *const *includeNames)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcCreateProgram)(prog, src, name, numHeaders, headers, includeNames), "nvrtcCreateProgram");
}

nvrtcResult bd_nvrtcDestroyProgram(nvrtcProgram *prog)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcDestroyProgram)(prog), "nvrtcDestroyProgram");
}

nvrtcResult bd_nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char *const *options)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcCompileProgram)(prog, numOptions, options), "nvrtcCompileProgram");
}

nvrtcResult bd_nvrtcGetPTXSize(nvrtcProgram prog, size_t *ptxSizeRet)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetPTXSize)(prog, ptxSizeRet), "nvrtcGetPTXSize");
}

nvrtcResult bd_nvrtcGetPTX(nvrtcProgram prog, char *ptx)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetPTX)(prog, ptx), "nvrtcGetPTX");
}

nvrtcResult bd_nvrtcGetCUBINSize(nvrtcProgram prog, size_t *cubinSizeRet)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetCUBINSize)(prog, cubinSizeRet), "nvrtcGetCUBINSize");
}

nvrtcResult bd_nvrtcGetCUBIN(nvrtcProgram prog, char *cubin)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetCUBIN)(prog, cubin), "nvrtcGetCUBIN");
}

nvrtcResult bd_nvrtcGetLTOIRSize(nvrtcProgram prog, size_t *LTOIRSizeRet)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetLTOIRSize)(prog, LTOIRSizeRet), "nvrtcGetLTOIRSize");
}

nvrtcResult bd_nvrtcGetLTOIR(nvrtcProgram prog, char *LTOIR)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetLTOIR)(prog, LTOIR), "nvrtcGetLTOIR");
}

nvrtcResult bd_nvrtcGetOptiXIRSize(nvrtcProgram prog, size_t *optixirSizeRet)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetOptiXIRSize)(prog, optixirSizeRet), "nvrtcGetOptiXIRSize");
}

nvrtcResult bd_nvrtcGetOptiXIR(nvrtcProgram prog, char *optixir)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetOptiXIR)(prog, optixir), "nvrtcGetOptiXIR");
}

nvrtcResult bd_nvrtcGetProgramLogSize(nvrtcProgram prog, size_t *logSizeRet)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetProgramLogSize)(prog, logSizeRet), "nvrtcGetProgramLogSize");
}

nvrtcResult bd_nvrtcGetProgramLog(nvrtcProgram prog, char *log)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetProgramLog)(prog, log), "nvrtcGetProgramLog");
}

nvrtcResult bd_nvrtcAddNameExpression(nvrtcProgram prog, const char *const name_expression)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcAddNameExpression)(prog, name_expression), "nvrtcAddNameExpression");
}

nvrtcResult bd_nvrtcGetLoweredName(nvrtcProgram prog, const char *const name_expression, const char **lowered_name)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetLoweredName)(prog, name_expression, lowered_name), "nvrtcGetLoweredName");
}

nvrtcResult bd_nvrtcGetPCHHeapSize(size_t *ret)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetPCHHeapSize)(ret), "nvrtcGetPCHHeapSize");
}

nvrtcResult bd_nvrtcSetPCHHeapSize(size_t size)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcSetPCHHeapSize)(size), "nvrtcSetPCHHeapSize");
}

nvrtcResult bd_nvrtcGetPCHCreateStatus(nvrtcProgram prog)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetPCHCreateStatus)(prog), "nvrtcGetPCHCreateStatus");
}

nvrtcResult bd_nvrtcGetPCHHeapSizeRequired(nvrtcProgram prog, size_t *size)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcGetPCHHeapSizeRequired)(prog, size), "nvrtcGetPCHHeapSizeRequired");
}

nvrtcResult bd_nvrtcSetFlowCallback(nvrtcProgram prog, int (*callback)(void *, void *), void *payload)
{
    return bd_gen_nvrtc_called(BD_GEN_ENTRY(bd_gen_nvrtc, pfn_nvrtcSetFlowCallback)(prog, callback, payload), "nvrtcSetFlowCallback");
}
BD_SUPPRESS_DEPRECATED_END
