/* SPDX-License-Identifier: MIT */
/* Simulated NVRTC: a program "compiles" to PTX that names each __global__ function of its
 * source as an .entry, for the architecture the options ask for; cuModuleLoadData accepts that
 * PTX and its launches run the C kernels registered under the same names (sim_module.c). The
 * entries carry the names as written, as extern "C" kernels have them: C++ names and templates
 * would be mangled by the real compiler, and are not simulated. Nothing is checked: the log is
 * empty. */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>
#include <nvrtc.h>

#include "sim_stubs.h"

struct _nvrtcProgram {
    char *source;
    char *ptx; /* NULL until compiled */
};

const char *nvrtcGetErrorString(nvrtcResult result)
{
    const char *name = sim_nvrtc_status_name((int)result); /* the headers' names, as the simulation's strings */
    return name != NULL ? name : "NVRTC_ERROR unknown";
}

nvrtcResult nvrtcVersion(int *major, int *minor)
{
    if (major == NULL || minor == NULL)
        return NVRTC_ERROR_INVALID_INPUT;
    *major = CUDA_VERSION / 1000; /* the headers': the simulation is built from them */
    *minor = CUDA_VERSION % 1000 / 10;
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name, int numHeaders,
                               const char *const *headers, const char *const *includeNames)
{
    (void)name;
    (void)headers; /* included headers can only add declarations the simulation does not read */
    (void)includeNames;
    if (prog == NULL || src == NULL || numHeaders < 0)
        return NVRTC_ERROR_INVALID_INPUT;
    nvrtcProgram p = calloc(1, sizeof *p);
    if (p == NULL || (p->source = strdup(src)) == NULL) {
        free(p);
        return NVRTC_ERROR_OUT_OF_MEMORY;
    }
    *prog = p;
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcDestroyProgram(nvrtcProgram *prog)
{
    if (prog == NULL || *prog == NULL)
        return NVRTC_ERROR_INVALID_PROGRAM;
    free((*prog)->source);
    free((*prog)->ptx);
    free(*prog);
    *prog = NULL;
    return NVRTC_SUCCESS;
}

/* The architecture number of -arch/--gpu-architecture (compute_NN or sm_NN); NVRTC's default,
 * compute_75, when none is given; 0 when an option names none. */
static int architecture(int count, const char *const *options)
{
    int arch = 75;
    for (int i = 0; i < count; i++) {
        const char *o = options[i];
        const char *value = strncmp(o, "--gpu-architecture=", 19) == 0 ? o + 19
                            : strncmp(o, "-arch=", 6) == 0          ? o + 6
                            : strncmp(o, "-arch", 5) == 0 && i + 1 < count && o[5] == '\0' ? options[++i]
                                                                                            : NULL;
        if (value == NULL)
            continue;
        if (sscanf(value, "compute_%d", &arch) != 1 && sscanf(value, "sm_%d", &arch) != 1)
            return 0;
    }
    return arch;
}

static bool is_name_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* Append the .entry of the kernel declared after *at ("__global__ ... name(") to ptx; move past it. */
static bool append_entry(const char **at, char *ptx, size_t room)
{
    const char *paren = *at;
    for (;;) {
        paren = strchr(paren, '(');
        if (paren == NULL)
            return false;
        const char *end = paren;
        while (end > *at && isspace((unsigned char)end[-1]))
            end--;
        const char *start = end;
        while (start > *at && is_name_char(start[-1]))
            start--;
        if ((size_t)(end - start) == strlen("__launch_bounds__") && strncmp(start, "__launch_bounds__", 17) == 0) {
            paren = strchr(paren, ')'); /* its arguments are numbers: no parentheses inside */
            if (paren == NULL)
                return false;
            continue;
        }
        *at = paren;
        size_t used = strlen(ptx);
        int wrote = snprintf(ptx + used, room - used, "\n.visible .entry %.*s()\n{\n\tret;\n}\n", (int)(end - start),
                             start);
        return end > start && wrote > 0 && (size_t)wrote < room - used;
    }
}

nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char *const *options)
{
    if (prog == NULL)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (numOptions < 0 || (numOptions > 0 && options == NULL))
        return NVRTC_ERROR_INVALID_INPUT;
    int arch = architecture(numOptions, options);
    if (arch == 0)
        return NVRTC_ERROR_INVALID_OPTION;
    size_t room = 256 + 4 * strlen(prog->source); /* an entry takes at most 4 times the text declaring it */
    char *ptx = malloc(room);
    if (ptx == NULL)
        return NVRTC_ERROR_OUT_OF_MEMORY;
    snprintf(ptx, room, "// simulated NVRTC\n.version 9.0\n.target sm_%d\n.address_size 64\n", arch);
    for (const char *at = strstr(prog->source, "__global__"); at != NULL; at = strstr(at, "__global__")) {
        at += strlen("__global__");
        if (!append_entry(&at, ptx, room)) {
            free(ptx);
            return NVRTC_ERROR_COMPILATION;
        }
    }
    free(prog->ptx);
    prog->ptx = ptx;
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t *ptxSizeRet)
{
    if (prog == NULL)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (ptxSizeRet == NULL)
        return NVRTC_ERROR_INVALID_INPUT;
    *ptxSizeRet = prog->ptx != NULL ? strlen(prog->ptx) + 1 : 0;
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char *ptx)
{
    if (prog == NULL)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (ptx == NULL)
        return NVRTC_ERROR_INVALID_INPUT;
    if (prog->ptx == NULL)
        return NVRTC_ERROR_INVALID_PROGRAM;
    strcpy(ptx, prog->ptx);
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t *logSizeRet)
{
    if (prog == NULL)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (logSizeRet == NULL)
        return NVRTC_ERROR_INVALID_INPUT;
    *logSizeRet = 1; /* the empty log and its terminator */
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char *log)
{
    if (prog == NULL)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (log == NULL)
        return NVRTC_ERROR_INVALID_INPUT;
    log[0] = '\0';
    return NVRTC_SUCCESS;
}
