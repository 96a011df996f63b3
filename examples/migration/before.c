/* SPDX-License-Identifier: MIT */
/* A multi-GPU program as it is often written with the CUDA runtime API: a cudaSetDevice loop.
 * Each device scales its slice of a vector with cuBLAS, then the host gathers the slices.
 * after.c is the same program on cubound; docs/guide.md walks through the changes. */
#include <stdio.h>
#include <stdlib.h>

#include <cublas_v2.h>
#include <cuda_runtime.h>

#define N_PER_DEVICE (1 << 20)
#define MAX_DEVICES 8

int main(void)
{
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        fprintf(stderr, "before: no GPU\n");
        return 1;
    }
    devices = devices < MAX_DEVICES ? devices : MAX_DEVICES;
    static float host[MAX_DEVICES][N_PER_DEVICE];
    float *x[MAX_DEVICES];
    cudaStream_t stream[MAX_DEVICES];
    cublasHandle_t blas[MAX_DEVICES];
    for (int d = 0; d < devices; d++) {
        for (int i = 0; i < N_PER_DEVICE; i++)
            host[d][i] = (float)(d + 1);
        cudaSetDevice(d); /* every call below goes to device d only because of this line */
        cudaStreamCreate(&stream[d]);
        cudaMalloc((void **)&x[d], sizeof host[d]);
        cublasCreate(&blas[d]);
        cublasSetStream(blas[d], stream[d]);
        cudaMemcpyAsync(x[d], host[d], sizeof host[d], cudaMemcpyHostToDevice, stream[d]);
        float alpha = 10.0f;
        cublasSscal(blas[d], N_PER_DEVICE, &alpha, x[d], 1);
        cudaMemcpyAsync(host[d], x[d], sizeof host[d], cudaMemcpyDeviceToHost, stream[d]);
    }
    int wrong = 0;
    for (int d = 0; d < devices; d++) {
        cudaSetDevice(d); /* forget this and the synchronize waits for the wrong device's stream */
        cudaStreamSynchronize(stream[d]);
        wrong += host[d][0] != 10.0f * (float)(d + 1) || host[d][N_PER_DEVICE - 1] != 10.0f * (float)(d + 1);
        cublasDestroy(blas[d]);
        cudaFree(x[d]);
        cudaStreamDestroy(stream[d]);
    }
    printf("before: %d devices, %d wrong\n", devices, wrong);
    return wrong != 0;
}
