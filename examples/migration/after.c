/* SPDX-License-Identifier: MIT */
/* before.c on cubound: the same runtime API calls, each given the device's binding first
 * (bd_cudaMalloc, bd_cudaMemcpyAsync), so no cudaSetDevice and no current-device state to get
 * wrong; each device's binding brings its stream, cuBLAS handle and hand-off.
 * It runs on the GPU (one GPU: devices are contexts of their own on it) and, with
 * CUBOUND_DRIVER=sim, on the simulated driver. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "cubound/all.h"
#include "../check.h"

#define N_PER_DEVICE (1 << 20)
#define MAX_DEVICES 8

int main(void)
{
    int gpus = 0;
    CHECK(bd_cudaGetDeviceCount(&gpus)); /* context-free: no binding */
    int devices = gpus >= 2 ? (gpus < MAX_DEVICES ? gpus : MAX_DEVICES) : 2;
    static float host[MAX_DEVICES][N_PER_DEVICE];
    bd_device_t *dev[MAX_DEVICES];
    bound_dev_t *bd[MAX_DEVICES];
    float *x[MAX_DEVICES];
    for (int d = 0; d < devices; d++) {
        for (int i = 0; i < N_PER_DEVICE; i++)
            host[d][i] = (float)(d + 1);
        /* cudaSetDevice(d) + cudaStreamCreate + cublasCreate + cublasSetStream become: */
        CHECK(bd_device_open(gpus >= 2 ? d : 0, gpus >= 2 ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT, &dev[d]));
        CHECK(bd_bind(dev[d], &bd[d])); /* its stream: bd_stream(bd[d]); its handle follows it */
        cublasHandle_t blas;
        CHECK(bd_cublas_handle(bd[d], &blas));
        CHECK(bd_cudaMalloc(bd[d], (void **)&x[d], sizeof host[d]));
        CHECK(bd_cudaMemcpyAsync(bd[d], x[d], host[d], sizeof host[d], cudaMemcpyHostToDevice, bd_stream(bd[d])));
        float alpha = 10.0f;
        CHECK(bd_cublasSscal(bd[d], blas, N_PER_DEVICE, &alpha, x[d], 1));
        CHECK(bd_cudaMemcpyAsync(bd[d], host[d], x[d], sizeof host[d], cudaMemcpyDeviceToHost, bd_stream(bd[d])));
    }
    int wrong = 0;
    for (int d = 0; d < devices; d++) {
        /* the host reads host[d] next: wait for exactly the work that writes it, on its device */
        CHECK(bd_handoff(bd[d], (CUdeviceptr)(uintptr_t)host[d], sizeof host[d]));
        wrong += host[d][0] != 10.0f * (float)(d + 1) || host[d][N_PER_DEVICE - 1] != 10.0f * (float)(d + 1);
        CHECK(bd_cudaFree(bd[d], x[d]));
        CHECK(bd_unbind(bd[d])); /* destroys its cuBLAS handle */
        CHECK(bd_device_close(dev[d]));
    }
    printf("after: %d devices, %d wrong\n", devices, wrong);
    return wrong != 0;
}
