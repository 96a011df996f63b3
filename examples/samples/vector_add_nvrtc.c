/* SPDX-License-Identifier: MIT */
/* vectorAdd_nvrtc (cuda-samples) on cubound: the kernel's source compiled at run time by NVRTC
 * for the device's architecture, its PTX loaded into the binding's context, C = A + B launched
 * and checked on the host. NVRTC holds no context: its calls are cubound's pass-throughs. */
#include <math.h>
#include <stdlib.h>

#include "sample.h"

static const char *const source = "extern \"C\" __global__ void vectorAdd(const float *A, const float *B, float *C,\n"
                                  "                                     int numElements)\n"
                                  "{\n"
                                  "    int i = blockDim.x * blockIdx.x + threadIdx.x;\n"
                                  "    if (i < numElements)\n"
                                  "        C[i] = A[i] + B[i];\n"
                                  "}\n";

/* The C version of vectorAdd, for the simulated driver. */
static void vector_add(const bd_sim_block_t *b)
{
    const float *A = BD_SIM_ARG(b, 0, const float *), *B = BD_SIM_ARG(b, 1, const float *);
    float *C = BD_SIM_ARG(b, 2, float *);
    for (unsigned int t = 0; t < b->block_dim.x; t++) {
        int i = (int)(b->block_dim.x * b->block_idx.x + t);
        if (i < BD_SIM_ARG(b, 3, int))
            C[i] = A[i] + B[i];
    }
}

/* The PTX of the source for compute capability major.minor; NULL (the log said) if it does not compile. */
static char *compile(int major, int minor)
{
    nvrtcProgram prog;
    if (bd_nvrtcCreateProgram(&prog, source, "vectorAdd_kernel.cu", 0, NULL, NULL) != NVRTC_SUCCESS)
        return NULL;
    char arch[64];
    snprintf(arch, sizeof arch, "--gpu-architecture=compute_%d%d", major, minor);
    const char *options[] = {arch};
    nvrtcResult compiled = bd_nvrtcCompileProgram(prog, 1, options);
    size_t bytes = 0;
    char *ptx = NULL;
    if (compiled != NVRTC_SUCCESS) {
        char *log = bd_nvrtcGetProgramLogSize(prog, &bytes) == NVRTC_SUCCESS ? malloc(bytes) : NULL;
        if (log != NULL && bd_nvrtcGetProgramLog(prog, log) == NVRTC_SUCCESS)
            fprintf(stderr, "vector_add_nvrtc: %s\n%s\n", bd_nvrtcGetErrorString(compiled), log);
        free(log);
    } else if (bd_nvrtcGetPTXSize(prog, &bytes) == NVRTC_SUCCESS && (ptx = malloc(bytes)) != NULL &&
               bd_nvrtcGetPTX(prog, ptx) != NVRTC_SUCCESS) {
        free(ptx);
        ptx = NULL;
    }
    bd_nvrtcDestroyProgram(&prog);
    return ptx;
}

int main(void)
{
    enum { N = 50000 };
    bd_device_t *dev;
    bound_dev_t *bd;
    CHECK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &bd));
    CHECK(bd_sim_register_kernel("vectorAdd", vector_add, 4,
                                 (size_t[]){sizeof(float *), sizeof(float *), sizeof(float *), sizeof(int)}));
    int major = 0, minor = 0;
    CUdevice device;
    CHECK(bd_cuDeviceGet(&device, bd_device_ordinal(dev)));
    CHECK(bd_cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device));
    CHECK(bd_cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device));
    char *ptx = compile(major, minor);
    if (ptx == NULL)
        return 1;
    CUmodule module;
    CUfunction kernel;
    CHECK(bd_cuModuleLoadData(bd, &module, ptx));
    free(ptx);
    CHECK(bd_cuModuleGetFunction(bd, &kernel, module, "vectorAdd"));

    static float h_A[N], h_B[N], h_C[N];
    srand(2026);
    for (int i = 0; i < N; i++) {
        h_A[i] = rand() / (float)RAND_MAX;
        h_B[i] = rand() / (float)RAND_MAX;
    }
    CUdeviceptr d_A, d_B, d_C;
    CHECK(bd_cuMemAlloc(bd, &d_A, sizeof h_A));
    CHECK(bd_cuMemAlloc(bd, &d_B, sizeof h_B));
    CHECK(bd_cuMemAlloc(bd, &d_C, sizeof h_C));
    CHECK(bd_cuMemcpyHtoD(bd, d_A, h_A, sizeof h_A));
    CHECK(bd_cuMemcpyHtoD(bd, d_B, h_B, sizeof h_B));
    int threads = 256, blocks = (N + threads - 1) / threads, n = N;
    void *args[] = {&d_A, &d_B, &d_C, &n};
    CHECK(bd_cuLaunchKernel(bd, kernel, blocks, 1, 1, threads, 1, 1, 0, NULL, args, NULL));
    CHECK(bd_cuMemcpyDtoH(bd, h_C, d_C, sizeof h_C));

    int wrong = 0;
    double checksum = 0;
    for (int i = 0; i < N; i++) {
        wrong += fabsf(h_C[i] - (h_A[i] + h_B[i])) > 1e-5f;
        checksum += h_C[i];
    }
    printf("vector_add_nvrtc: %d elements, compute_%d%d, checksum %.9g, %d wrong\n", N, major, minor, checksum, wrong);
    CHECK(bd_cuMemFree(bd, d_A));
    CHECK(bd_cuMemFree(bd, d_B));
    CHECK(bd_cuMemFree(bd, d_C));
    CHECK(bd_cuModuleUnload(bd, module));
    CHECK(bd_unbind(bd));
    CHECK(bd_device_close(dev));
    return wrong == 0 ? 0 : 1;
}
