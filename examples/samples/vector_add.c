/* SPDX-License-Identifier: MIT */
/* vectorAddDrv (cuda-samples) on cubound: C = A + B through a kernel loaded from a fatbin. */
#include <math.h>
#include <stdlib.h>

#include "sample.h"

/* The C version of VecAdd_kernel, for the simulated driver. */
static void vec_add(const bd_sim_block_t *b)
{
    const float *A = BD_SIM_ARG(b, 0, const float *), *B = BD_SIM_ARG(b, 1, const float *);
    float *C = BD_SIM_ARG(b, 2, float *);
    for (unsigned int t = 0; t < b->block_dim.x; t++) {
        int i = (int)(b->block_dim.x * b->block_idx.x + t);
        if (i < BD_SIM_ARG(b, 3, int))
            C[i] = A[i] + B[i];
    }
}

int main(int argc, char **argv)
{
    enum { N = 50000 };
    bd_device_t *dev;
    bound_dev_t *bd;
    CHECK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &bd));
    CHECK(bd_sim_register_kernel("VecAdd_kernel", vec_add, 4,
                                 (size_t[]){sizeof(float *), sizeof(float *), sizeof(float *), sizeof(int)}));
    CUmodule module;
    CUfunction vec_add_kernel;
    CHECK(bd_cuModuleLoad(bd, &module, kernels_image(argc, argv)));
    CHECK(bd_cuModuleGetFunction(bd, &vec_add_kernel, module, "VecAdd_kernel"));

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
    CHECK(bd_cuLaunchKernel(bd, vec_add_kernel, blocks, 1, 1, threads, 1, 1, 0, NULL, args, NULL));
    CHECK(bd_cuMemcpyDtoH(bd, h_C, d_C, sizeof h_C));

    int wrong = 0;
    double checksum = 0;
    for (int i = 0; i < N; i++) {
        wrong += fabsf(h_C[i] - (h_A[i] + h_B[i])) > 1e-7f;
        checksum += h_C[i];
    }
    printf("vector_add: %d elements, checksum %.9g, %d wrong\n", N, checksum, wrong);
    CHECK(bd_cuMemFree(bd, d_A));
    CHECK(bd_cuMemFree(bd, d_B));
    CHECK(bd_cuMemFree(bd, d_C));
    CHECK(bd_cuModuleUnload(bd, module));
    CHECK(bd_unbind(bd));
    CHECK(bd_device_close(dev));
    return wrong != 0;
}
