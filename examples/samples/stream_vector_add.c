/* SPDX-License-Identifier: MIT */
/* simpleDrvRuntime (cuda-samples) on cubound: a kernel from a fatbin, launched on a stream of its
 * own between asynchronous copies from and to pinned host memory, then one synchronize. */
#include <math.h>
#include <stdlib.h>

#include "sample.h"

static void vec_add(const bd_sim_block_t *b) /* VecAdd_kernel */
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
    enum { N = 1 << 20 };
    const size_t bytes = N * sizeof(float);
    bd_device_t *dev;
    bound_dev_t *bd;
    CHECK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &bd));
    CHECK(bd_sim_register_kernel("VecAdd_kernel", vec_add, 4,
                                 (size_t[]){sizeof(float *), sizeof(float *), sizeof(float *), sizeof(int)}));
    CUmodule module;
    CUfunction kernel;
    CHECK(bd_cuModuleLoad(bd, &module, kernels_image(argc, argv)));
    CHECK(bd_cuModuleGetFunction(bd, &kernel, module, "VecAdd_kernel"));

    float *h_A, *h_B, *h_C;
    CHECK(bd_cuMemAllocHost(bd, (void **)&h_A, bytes));
    CHECK(bd_cuMemAllocHost(bd, (void **)&h_B, bytes));
    CHECK(bd_cuMemAllocHost(bd, (void **)&h_C, bytes));
    srand(1999);
    for (int i = 0; i < N; i++) {
        h_A[i] = rand() / (float)RAND_MAX;
        h_B[i] = rand() / (float)RAND_MAX;
    }
    CUstream stream;
    CUdeviceptr d_A, d_B, d_C;
    CHECK(bd_cuStreamCreate(bd, &stream, CU_STREAM_NON_BLOCKING));
    CHECK(bd_cuMemAlloc(bd, &d_A, bytes));
    CHECK(bd_cuMemAlloc(bd, &d_B, bytes));
    CHECK(bd_cuMemAlloc(bd, &d_C, bytes));
    CHECK(bd_cuMemcpyHtoDAsync(bd, d_A, h_A, bytes, stream));
    CHECK(bd_cuMemcpyHtoDAsync(bd, d_B, h_B, bytes, stream));
    int n = N;
    void *args[] = {&d_A, &d_B, &d_C, &n};
    CHECK(bd_cuLaunchKernel(bd, kernel, (N + 255) / 256, 1, 1, 256, 1, 1, 0, stream, args, NULL));
    CHECK(bd_cuMemcpyDtoHAsync(bd, h_C, d_C, bytes, stream));
    CHECK(bd_cuStreamSynchronize(bd, stream));

    int wrong = 0;
    double checksum = 0;
    for (int i = 0; i < N; i++) {
        wrong += fabsf(h_C[i] - (h_A[i] + h_B[i])) > 1e-7f;
        checksum += h_C[i];
    }
    printf("stream_vector_add: %d elements, checksum %.9g, %d wrong\n", N, checksum, wrong);
    CHECK(bd_cuMemFree(bd, d_A));
    CHECK(bd_cuMemFree(bd, d_B));
    CHECK(bd_cuMemFree(bd, d_C));
    CHECK(bd_cuStreamDestroy(bd, stream));
    CHECK(bd_cuMemFreeHost(bd, h_A));
    CHECK(bd_cuMemFreeHost(bd, h_B));
    CHECK(bd_cuMemFreeHost(bd, h_C));
    CHECK(bd_cuModuleUnload(bd, module));
    CHECK(bd_unbind(bd));
    CHECK(bd_device_close(dev));
    return wrong != 0;
}
