/* SPDX-License-Identifier: MIT */
/* The toolkit corpus's NVRTC calls (context-free: cubound passes them through): a kernel
 * compiled to PTX for compute_90, loaded into the binding's context and launched (the
 * simulation runs the C kernel registered under its name), an option NVRTC refuses, and the
 * names of its results. The PTX itself is the compiler's: only what it holds is recorded. */
#include <stdlib.h>
#include <string.h>

#include "toolkit.h"

static const char *const source = "extern \"C\" __global__ void twice_plus(float *x, float add, int n)\n"
                                  "{\n"
                                  "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                  "    if (i < n)\n"
                                  "        x[i] = 2 * x[i] + add;\n"
                                  "}\n";

static void twice_plus(const bd_sim_block_t *b) /* the C version of the source's kernel */
{
    float *x = BD_SIM_ARG(b, 0, float *);
    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int i = (int)(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 2, int))
            x[i] = 2 * x[i] + BD_SIM_ARG(b, 1, float);
    }
}

void corpus_nvrtc(bound_dev_t *bd)
{
    bd_sim_register_kernel("twice_plus", twice_plus, 3, (size_t[]){sizeof(float *), sizeof(float), sizeof(int)});
    nvrtcProgram prog;
    CALL(bd_nvrtcCreateProgram(&prog, source, "twice_plus.cu", 0, NULL, NULL));
    const char *options[] = {"--gpu-architecture=compute_90"};
    CALL(bd_nvrtcCompileProgram(prog, 1, options));
    size_t bytes = 0;
    CALLV(bd_nvrtcGetPTXSize(prog, &bytes), "%d", bytes > 0);
    char *ptx = malloc(bytes);
    CALLV(bd_nvrtcGetPTX(prog, ptx), "entry=%d target=%d", strstr(ptx, ".entry twice_plus") != NULL,
          strstr(ptx, ".target sm_90") != NULL);
    CALL(bd_nvrtcDestroyProgram(&prog));
    int major, minor; /* the library's, not recorded */
    CALL(bd_nvrtcVersion(&major, &minor));
    CUmodule module;
    CUfunction f;
    CALL(bd_cuModuleLoadData(bd, &module, ptx));
    free(ptx);
    CALL(bd_cuModuleGetFunction(bd, &f, module, "twice_plus"));
    const float values[] = {1, -2, 3, 0.5f, 4, -1, 0, 5};
    CUdeviceptr x = 0;
    bd_cuMemAlloc(bd, &x, sizeof values);
    bd_cuMemcpyHtoD(bd, x, values, sizeof values);
    float add = 1;
    int n = 7;
    void *args[] = {&x, &add, &n};
    CALLV(bd_cuLaunchKernel(bd, f, 2, 1, 1, 4, 1, 1, 0, NULL, args, NULL), "%s", fixed(bd, x, 'f', 8));
    bd_cuMemFree(bd, x);
    CALL(bd_cuModuleUnload(bd, module));
    const char *bad[] = {"--gpu-architecture=turing"};
    CALL(bd_nvrtcCreateProgram(&prog, source, NULL, 0, NULL, NULL));
    CALL(bd_nvrtcCompileProgram(prog, 1, bad));
    CALL(bd_nvrtcDestroyProgram(&prog));
    trace("bd_nvrtcGetErrorString", 0, "%s %s", bd_nvrtcGetErrorString(NVRTC_SUCCESS),
          bd_nvrtcGetErrorString(NVRTC_ERROR_INVALID_OPTION));
}
