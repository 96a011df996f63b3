/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of nvJitLink.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libnvJitLink.so.13 on first use; one the library lacks stays at its stand-in,
 * which answers NVJITLINK_ERROR_INTERNAL. */
#include "cubound/nvjitlink.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_nvjitlink_library;

/* The name of each nvJitLinkResult nvJitLink.h declares, for bd_last_error without the library. */
static const char *bd_gen_nvjitlink_status_name(int status)
{
    switch (status) {
    case 0: return "NVJITLINK_SUCCESS";
    case 1: return "NVJITLINK_ERROR_UNRECOGNIZED_OPTION";
    case 2: return "NVJITLINK_ERROR_MISSING_ARCH";
    case 3: return "NVJITLINK_ERROR_INVALID_INPUT";
    case 4: return "NVJITLINK_ERROR_PTX_COMPILE";
    case 5: return "NVJITLINK_ERROR_NVVM_COMPILE";
    case 6: return "NVJITLINK_ERROR_INTERNAL";
    case 7: return "NVJITLINK_ERROR_THREADPOOL";
    case 8: return "NVJITLINK_ERROR_UNRECOGNIZED_INPUT";
    case 9: return "NVJITLINK_ERROR_FINALIZE";
    case 10: return "NVJITLINK_ERROR_NULL_INPUT";
    case 11: return "NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS";
    case 12: return "NVJITLINK_ERROR_INCORRECT_INPUT_TYPE";
    case 13: return "NVJITLINK_ERROR_ARCH_MISMATCH";
    case 14: return "NVJITLINK_ERROR_OUTDATED_LIBRARY";
    case 15: return "NVJITLINK_ERROR_MISSING_FATBIN";
    case 16: return "NVJITLINK_ERROR_UNRECOGNIZED_ARCH";
    case 17: return "NVJITLINK_ERROR_UNSUPPORTED_ARCH";
    case 18: return "NVJITLINK_ERROR_LTO_NOT_ENABLED";
    default: return NULL;
    }
}

/* A status the library answered, kept for bd_last_error where it is not success. */
static inline nvJitLinkResult bd_gen_nvjitlink_called(nvJitLinkResult status, const char *function)
{
    if (BD_UNLIKELY(status != NVJITLINK_SUCCESS))
        bd_gen_failed(&bd_gen_nvjitlink_library, function, (int)status);
    return status;
}

BD_SUPPRESS_DEPRECATED_BEGIN

static nvJitLinkResult bd_gen_first_nvJitLinkCreate(nvJitLinkHandle *handle, uint32_t numOptions, const char *const *options)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkCreate,
                       (bd_gen_fn)bd_gen_first_nvJitLinkCreate, "nvJitLinkCreate")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkCreate)(handle, numOptions, options);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkDestroy(nvJitLinkHandle *handle)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkDestroy,
                       (bd_gen_fn)bd_gen_first_nvJitLinkDestroy, "nvJitLinkDestroy")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkDestroy)(handle);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkAddData(nvJitLinkHandle handle, nvJitLinkInputType inputType, const void *data, size_t size, const char *name)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkAddData,
                       (bd_gen_fn)bd_gen_first_nvJitLinkAddData, "nvJitLinkAddData")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkAddData)(handle, inputType, data, size, name);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkAddFile(nvJitLinkHandle handle, nvJitLinkInputType inputType, const char *fileName)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkAddFile,
                       (bd_gen_fn)bd_gen_first_nvJitLinkAddFile, "nvJitLinkAddFile")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkAddFile)(handle, inputType, fileName);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkComplete(nvJitLinkHandle handle)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkComplete,
                       (bd_gen_fn)bd_gen_first_nvJitLinkComplete, "nvJitLinkComplete")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkComplete)(handle);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkGetLinkedCubinSize(nvJitLinkHandle handle, size_t *size)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkGetLinkedCubinSize,
                       (bd_gen_fn)bd_gen_first_nvJitLinkGetLinkedCubinSize, "nvJitLinkGetLinkedCubinSize")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetLinkedCubinSize)(handle, size);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkGetLinkedCubin(nvJitLinkHandle handle, void *cubin)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkGetLinkedCubin,
                       (bd_gen_fn)bd_gen_first_nvJitLinkGetLinkedCubin, "nvJitLinkGetLinkedCubin")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetLinkedCubin)(handle, cubin);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkGetLinkedPtxSize(nvJitLinkHandle handle, size_t *size)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkGetLinkedPtxSize,
                       (bd_gen_fn)bd_gen_first_nvJitLinkGetLinkedPtxSize, "nvJitLinkGetLinkedPtxSize")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetLinkedPtxSize)(handle, size);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkGetLinkedPtx(nvJitLinkHandle handle, char *ptx)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkGetLinkedPtx,
                       (bd_gen_fn)bd_gen_first_nvJitLinkGetLinkedPtx, "nvJitLinkGetLinkedPtx")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetLinkedPtx)(handle, ptx);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkGetErrorLogSize(nvJitLinkHandle handle, size_t *size)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkGetErrorLogSize,
                       (bd_gen_fn)bd_gen_first_nvJitLinkGetErrorLogSize, "nvJitLinkGetErrorLogSize")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetErrorLogSize)(handle, size);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkGetErrorLog(nvJitLinkHandle handle, char *log)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkGetErrorLog,
                       (bd_gen_fn)bd_gen_first_nvJitLinkGetErrorLog, "nvJitLinkGetErrorLog")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetErrorLog)(handle, log);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkGetInfoLogSize(nvJitLinkHandle handle, size_t *size)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkGetInfoLogSize,
                       (bd_gen_fn)bd_gen_first_nvJitLinkGetInfoLogSize, "nvJitLinkGetInfoLogSize")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetInfoLogSize)(handle, size);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkGetInfoLog(nvJitLinkHandle handle, char *log)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkGetInfoLog,
                       (bd_gen_fn)bd_gen_first_nvJitLinkGetInfoLog, "nvJitLinkGetInfoLog")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetInfoLog)(handle, log);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

static nvJitLinkResult bd_gen_first_nvJitLinkVersion(unsigned int *major, unsigned int *minor)
{
    if (bd_gen_resolve(&bd_gen_nvjitlink_library, &bd_gen_nvjitlink.pfn_nvJitLinkVersion,
                       (bd_gen_fn)bd_gen_first_nvJitLinkVersion, "nvJitLinkVersion")) {
        return BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkVersion)(major, minor);
    }
    return NVJITLINK_ERROR_INTERNAL;
}

struct bd_gen_nvjitlink_table bd_gen_nvjitlink = {
    .pfn_nvJitLinkCreate = bd_gen_first_nvJitLinkCreate,
    .pfn_nvJitLinkDestroy = bd_gen_first_nvJitLinkDestroy,
    .pfn_nvJitLinkAddData = bd_gen_first_nvJitLinkAddData,
    .pfn_nvJitLinkAddFile = bd_gen_first_nvJitLinkAddFile,
    .pfn_nvJitLinkComplete = bd_gen_first_nvJitLinkComplete,
    .pfn_nvJitLinkGetLinkedCubinSize = bd_gen_first_nvJitLinkGetLinkedCubinSize,
    .pfn_nvJitLinkGetLinkedCubin = bd_gen_first_nvJitLinkGetLinkedCubin,
    .pfn_nvJitLinkGetLinkedPtxSize = bd_gen_first_nvJitLinkGetLinkedPtxSize,
    .pfn_nvJitLinkGetLinkedPtx = bd_gen_first_nvJitLinkGetLinkedPtx,
    .pfn_nvJitLinkGetErrorLogSize = bd_gen_first_nvJitLinkGetErrorLogSize,
    .pfn_nvJitLinkGetErrorLog = bd_gen_first_nvJitLinkGetErrorLog,
    .pfn_nvJitLinkGetInfoLogSize = bd_gen_first_nvJitLinkGetInfoLogSize,
    .pfn_nvJitLinkGetInfoLog = bd_gen_first_nvJitLinkGetInfoLog,
    .pfn_nvJitLinkVersion = bd_gen_first_nvJitLinkVersion,
};

static const struct bd_gen_entry entries[] = {
    {"nvJitLinkCreate", "__nvJitLinkCreate_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkCreate, (bd_gen_fn)bd_gen_first_nvJitLinkCreate},
    {"nvJitLinkDestroy", "__nvJitLinkDestroy_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkDestroy, (bd_gen_fn)bd_gen_first_nvJitLinkDestroy},
    {"nvJitLinkAddData", "__nvJitLinkAddData_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkAddData, (bd_gen_fn)bd_gen_first_nvJitLinkAddData},
    {"nvJitLinkAddFile", "__nvJitLinkAddFile_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkAddFile, (bd_gen_fn)bd_gen_first_nvJitLinkAddFile},
    {"nvJitLinkComplete", "__nvJitLinkComplete_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkComplete, (bd_gen_fn)bd_gen_first_nvJitLinkComplete},
    {"nvJitLinkGetLinkedCubinSize", "__nvJitLinkGetLinkedCubinSize_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkGetLinkedCubinSize, (bd_gen_fn)bd_gen_first_nvJitLinkGetLinkedCubinSize},
    {"nvJitLinkGetLinkedCubin", "__nvJitLinkGetLinkedCubin_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkGetLinkedCubin, (bd_gen_fn)bd_gen_first_nvJitLinkGetLinkedCubin},
    {"nvJitLinkGetLinkedPtxSize", "__nvJitLinkGetLinkedPtxSize_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkGetLinkedPtxSize, (bd_gen_fn)bd_gen_first_nvJitLinkGetLinkedPtxSize},
    {"nvJitLinkGetLinkedPtx", "__nvJitLinkGetLinkedPtx_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkGetLinkedPtx, (bd_gen_fn)bd_gen_first_nvJitLinkGetLinkedPtx},
    {"nvJitLinkGetErrorLogSize", "__nvJitLinkGetErrorLogSize_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkGetErrorLogSize, (bd_gen_fn)bd_gen_first_nvJitLinkGetErrorLogSize},
    {"nvJitLinkGetErrorLog", "__nvJitLinkGetErrorLog_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkGetErrorLog, (bd_gen_fn)bd_gen_first_nvJitLinkGetErrorLog},
    {"nvJitLinkGetInfoLogSize", "__nvJitLinkGetInfoLogSize_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkGetInfoLogSize, (bd_gen_fn)bd_gen_first_nvJitLinkGetInfoLogSize},
    {"nvJitLinkGetInfoLog", "__nvJitLinkGetInfoLog_13_0", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkGetInfoLog, (bd_gen_fn)bd_gen_first_nvJitLinkGetInfoLog},
    {"nvJitLinkVersion", "nvJitLinkVersion", 0, 0, 0, &bd_gen_nvjitlink.pfn_nvJitLinkVersion, (bd_gen_fn)bd_gen_first_nvJitLinkVersion},
};

struct bd_gen_library bd_gen_nvjitlink_library = BD_GEN_LIBRARY("nvjitlink", "libnvJitLink.so.13", BD_GEN_DLSYM, entries, bd_gen_nvjitlink_status_name, &bd_gen_nvjitlink, NULL);

nvJitLinkResult bd_nvJitLinkCreate(nvJitLinkHandle *handle, uint32_t numOptions, const char *const *options)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkCreate)(handle, numOptions, options), "nvJitLinkCreate");
}

nvJitLinkResult bd_nvJitLinkDestroy(nvJitLinkHandle *handle)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkDestroy)(handle), "nvJitLinkDestroy");
}

nvJitLinkResult bd_nvJitLinkAddData(nvJitLinkHandle handle, nvJitLinkInputType inputType, const void *data, size_t size, const char *name)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkAddData)(handle, inputType, data, size, name), "nvJitLinkAddData");
}

nvJitLinkResult bd_nvJitLinkAddFile(nvJitLinkHandle handle, nvJitLinkInputType inputType, const char *fileName)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkAddFile)(handle, inputType, fileName), "nvJitLinkAddFile");
}

nvJitLinkResult bd_nvJitLinkComplete(nvJitLinkHandle handle)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkComplete)(handle), "nvJitLinkComplete");
}

nvJitLinkResult bd_nvJitLinkGetLinkedCubinSize(nvJitLinkHandle handle, size_t *size)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetLinkedCubinSize)(handle, size), "nvJitLinkGetLinkedCubinSize");
}

nvJitLinkResult bd_nvJitLinkGetLinkedCubin(nvJitLinkHandle handle, void *cubin)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetLinkedCubin)(handle, cubin), "nvJitLinkGetLinkedCubin");
}

nvJitLinkResult bd_nvJitLinkGetLinkedPtxSize(nvJitLinkHandle handle, size_t *size)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetLinkedPtxSize)(handle, size), "nvJitLinkGetLinkedPtxSize");
}

nvJitLinkResult bd_nvJitLinkGetLinkedPtx(nvJitLinkHandle handle, char *ptx)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetLinkedPtx)(handle, ptx), "nvJitLinkGetLinkedPtx");
}

nvJitLinkResult bd_nvJitLinkGetErrorLogSize(nvJitLinkHandle handle, size_t *size)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetErrorLogSize)(handle, size), "nvJitLinkGetErrorLogSize");
}

nvJitLinkResult bd_nvJitLinkGetErrorLog(nvJitLinkHandle handle, char *log)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetErrorLog)(handle, log), "nvJitLinkGetErrorLog");
}

nvJitLinkResult bd_nvJitLinkGetInfoLogSize(nvJitLinkHandle handle, size_t *size)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetInfoLogSize)(handle, size), "nvJitLinkGetInfoLogSize");
}

nvJitLinkResult bd_nvJitLinkGetInfoLog(nvJitLinkHandle handle, char *log)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkGetInfoLog)(handle, log), "nvJitLinkGetInfoLog");
}

nvJitLinkResult bd_nvJitLinkVersion(unsigned int *major, unsigned int *minor)
{
    return bd_gen_nvjitlink_called(BD_GEN_ENTRY(bd_gen_nvjitlink, pfn_nvJitLinkVersion)(major, minor), "nvJitLinkVersion");
}
BD_SUPPRESS_DEPRECATED_END
