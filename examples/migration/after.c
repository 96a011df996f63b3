/* SPDX-License-Identifier: MIT */
/* before.c on cubound: each call names its device, so no cudaSetDevice and no current-device
 * state to get wrong; each device's binding brings its stream, cuBLAS handle and hand-off.
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
    CHECK(bd_cuInit(0));
    CHECK(bd_cuDeviceGetCount(&gpus));
    int devices = gpus >= 2 ? (gpus < MAX_DEVICES ? gpus : MAX_DEVICES) : 2;
    static float host[MAX_DEVICES][N_PER_DEVICE];
    bd_device_t *dev[MAX_DEVICES];
    bound_dev_t *bd[MAX_DEVICES];
    CUdeviceptr x[MAX_DEVICES];
    for (int d = 0; d < devices; d++) {
        for (int i = 0; i < N_PER_DEVICE; i++)
            host[d][i] = (float)(d + 1);
        /* cudaSetDevice(d) + cudaStreamCreate + cublasCreate + cublasSetStream become: */
        CHECK(bd_device_open(gpus >= 2 ? d : 0, gpus >= 2 ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT, &dev[d]));
        CHECK(bd_bind(dev[d], &bd[d])); /* its stream: bd_stream(bd[d]); its handle follows it */
        cublasHandle_t blas;
        CHECK(bd_cublas_handle(bd[d], &blas));
        CHECK(bd_cuMemAlloc(bd[d], &x[d], sizeof host[d]));
        CHECK(bd_cuMemcpyHtoDAsync(bd[d], x[d], host[d], sizeof host[d], bd_stream(bd[d])));
        float alpha = 10.0f;
        CHECK(bd_cublasSscal(bd[d], blas, N_PER_DEVICE, &alpha, (float *)x[d], 1));
        CHECK(bd_cuMemcpyDtoHAsync(bd[d], host[d], x[d], sizeof host[d], bd_stream(bd[d])));
    }
    int wrong = 0;
    for (int d = 0; d < devices; d++) {
        /* the host reads host[d] next: wait for exactly the work that writes it, on its device */
        CHECK(bd_handoff(bd[d], (CUdeviceptr)(uintptr_t)host[d], sizeof host[d]));
        wrong += host[d][0] != 10.0f * (float)(d + 1) || host[d][N_PER_DEVICE - 1] != 10.0f * (float)(d + 1);
        CHECK(bd_cuMemFree(bd[d], x[d]));
        CHECK(bd_unbind(bd[d])); /* destroys its cuBLAS handle */
        CHECK(bd_device_close(dev[d]));
    }
    printf("after: %d devices, %d wrong\n", devices, wrong);
    return wrong != 0;
}
