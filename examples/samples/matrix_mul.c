/* SPDX-License-Identifier: MIT */
/* matrixMulDrv (cuda-samples) on cubound: C = A * B with a tiled shared-memory kernel, launched
 * on a 2D grid of 2D blocks. */
#include <math.h>
#include <stdlib.h>

#include "sample.h"

enum { BLOCK = 16, HA = 10 * BLOCK, WA = 20 * BLOCK, WB = 8 * BLOCK };

/* The C version of matrixMul_bs16, phase by phase: __syncthreads splits the loop over threads. */
static void matrix_mul(const bd_sim_block_t *b)
{
    float *C = BD_SIM_ARG(b, 0, float *);
    const float *A = BD_SIM_ARG(b, 1, const float *), *B = BD_SIM_ARG(b, 2, const float *);
    int wA = BD_SIM_ARG(b, 3, int), wB = BD_SIM_ARG(b, 4, int);
    int bx = (int)b->block_idx.x, by = (int)b->block_idx.y;
    float As[BLOCK][BLOCK], Bs[BLOCK][BLOCK], sum[BLOCK][BLOCK] = {{0}};
    for (int a = wA * BLOCK * by, bb = BLOCK * bx; a < wA * BLOCK * by + wA; a += BLOCK, bb += BLOCK * wB) {
        for (int ty = 0; ty < BLOCK; ty++)
            for (int tx = 0; tx < BLOCK; tx++) {
                As[ty][tx] = A[a + wA * ty + tx];
                Bs[ty][tx] = B[bb + wB * ty + tx];
            }
        for (int ty = 0; ty < BLOCK; ty++)
            for (int tx = 0; tx < BLOCK; tx++)
                for (int k = 0; k < BLOCK; ++k)
                    sum[ty][tx] = fmaf(As[ty][k], Bs[k][tx], sum[ty][tx]); /* nvcc contracts to an FMA */
    }
    for (int ty = 0; ty < BLOCK; ty++)
        for (int tx = 0; tx < BLOCK; tx++)
            C[wB * BLOCK * by + BLOCK * bx + wB * ty + tx] = sum[ty][tx];
}

int main(int argc, char **argv)
{
    bd_device_t *dev;
    bound_dev_t *bd;
    CHECK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &bd));
    CHECK(bd_sim_register_kernel("matrixMul_bs16", matrix_mul, 5,
                                 (size_t[]){sizeof(float *), sizeof(float *), sizeof(float *), sizeof(int), sizeof(int)}));
    CUmodule module;
    CUfunction kernel;
    CHECK(bd_cuModuleLoad(bd, &module, kernels_image(argc, argv)));
    CHECK(bd_cuModuleGetFunction(bd, &kernel, module, "matrixMul_bs16"));

    static float h_A[HA * WA], h_B[WA * WB], h_C[HA * WB];
    srand(2006);
    for (int i = 0; i < HA * WA; i++)
        h_A[i] = rand() / (float)RAND_MAX;
    for (int i = 0; i < WA * WB; i++)
        h_B[i] = rand() / (float)RAND_MAX;
    CUdeviceptr d_A, d_B, d_C;
    CHECK(bd_cuMemAlloc(bd, &d_A, sizeof h_A));
    CHECK(bd_cuMemAlloc(bd, &d_B, sizeof h_B));
    CHECK(bd_cuMemAlloc(bd, &d_C, sizeof h_C));
    CHECK(bd_cuMemcpyHtoD(bd, d_A, h_A, sizeof h_A));
    CHECK(bd_cuMemcpyHtoD(bd, d_B, h_B, sizeof h_B));

    int wA = WA, wB = WB;
    void *args[] = {&d_C, &d_A, &d_B, &wA, &wB};
    CHECK(bd_cuLaunchKernel(bd, kernel, WB / BLOCK, HA / BLOCK, 1, BLOCK, BLOCK, 1, 0, NULL, args, NULL));
    CHECK(bd_cuCtxSynchronize(bd));
    CHECK(bd_cuMemcpyDtoH(bd, h_C, d_C, sizeof h_C));

    /* Against the host's product, as the sample does: relative L2 error below 1e-6. */
    double error = 0, norm = 0, checksum = 0;
    for (int i = 0; i < HA; i++)
        for (int j = 0; j < WB; j++) {
            double want = 0;
            for (int k = 0; k < WA; k++)
                want += (double)h_A[i * WA + k] * h_B[k * WB + j];
            error += (want - h_C[i * WB + j]) * (want - h_C[i * WB + j]);
            norm += want * want;
            checksum += h_C[i * WB + j];
        }
    double relative = sqrt(error / norm);
    printf("matrix_mul: %dx%d times %dx%d, checksum %.9g, relative L2 error %.2e\n", HA, WA, WA, WB, checksum, relative);
    CHECK(bd_cuMemFree(bd, d_A));
    CHECK(bd_cuMemFree(bd, d_B));
    CHECK(bd_cuMemFree(bd, d_C));
    CHECK(bd_cuModuleUnload(bd, module));
    CHECK(bd_unbind(bd));
    CHECK(bd_device_close(dev));
    return relative < 1e-6 ? 0 : 1;
}
