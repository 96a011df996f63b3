/* SPDX-License-Identifier: MIT */
/* simpleCUBLAS (cuda-samples) on cubound: C = alpha A B + beta C with cublasSgemm, the
 * matrices moved by cublasSetVector and cublasGetVector, checked against the host. */
#include <math.h>
#include <stdlib.h>

#include "sample.h"

enum { N = 275 };

/* The host's sgemm, column-major as cuBLAS. */
static void simple_sgemm(int n, float alpha, const float *A, const float *B, float beta, float *C)
{
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            float prod = 0;
            for (int k = 0; k < n; ++k)
                prod += A[k * n + i] * B[j * n + k];
            C[j * n + i] = alpha * prod + beta * C[j * n + i];
        }
}

int main(void)
{
    bd_device_t *dev;
    bound_dev_t *bd;
    cublasHandle_t handle;
    CHECK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &bd));
    CHECK(bd_cublas_handle(bd, &handle));

    static float h_A[N * N], h_B[N * N], h_C[N * N], h_C_ref[N * N];
    srand(275);
    for (int i = 0; i < N * N; i++) {
        h_A[i] = rand() / (float)RAND_MAX;
        h_B[i] = rand() / (float)RAND_MAX;
        h_C[i] = h_C_ref[i] = rand() / (float)RAND_MAX;
    }
    CUdeviceptr d_A, d_B, d_C;
    CHECK(bd_cuMemAlloc(bd, &d_A, sizeof h_A));
    CHECK(bd_cuMemAlloc(bd, &d_B, sizeof h_B));
    CHECK(bd_cuMemAlloc(bd, &d_C, sizeof h_C));
    CHECK(bd_cublasSetVector(bd, N * N, sizeof(float), h_A, 1, (void *)d_A, 1));
    CHECK(bd_cublasSetVector(bd, N * N, sizeof(float), h_B, 1, (void *)d_B, 1));
    CHECK(bd_cublasSetVector(bd, N * N, sizeof(float), h_C, 1, (void *)d_C, 1));

    float alpha = 1.0f, beta = 0.0f;
    CHECK(bd_cublasSgemm(bd, handle, CUBLAS_OP_N, CUBLAS_OP_N, N, N, N, &alpha, (const float *)d_A, N,
                         (const float *)d_B, N, &beta, (float *)d_C, N));
    CHECK(bd_cublasGetVector(bd, N * N, sizeof(float), (const void *)d_C, 1, h_C, 1));
    simple_sgemm(N, alpha, h_A, h_B, beta, h_C_ref);

    double error = 0, norm = 0, checksum = 0;
    for (int i = 0; i < N * N; i++) {
        double diff = (double)h_C_ref[i] - h_C[i];
        error += diff * diff;
        norm += (double)h_C_ref[i] * h_C_ref[i];
        checksum += h_C[i];
    }
    double relative = sqrt(error / norm);
    printf("simple_cublas: sgemm %dx%d, checksum %.6g, relative L2 error %.2e\n", N, N, checksum, relative);
    CHECK(bd_cuMemFree(bd, d_A));
    CHECK(bd_cuMemFree(bd, d_B));
    CHECK(bd_cuMemFree(bd, d_C));
    CHECK(bd_unbind(bd));
    CHECK(bd_device_close(dev));
    return relative < 1e-6 ? 0 : 1;
}
