/* SPDX-License-Identifier: MIT */
/* A typed kernel launch from C (cubound/launch.h): BD_LAUNCH takes the binding, the kernel and its
 * arguments; BD_LAUNCH_EX a cudaLaunchConfig_t with attributes. The kernels are nvcc's
 * (launch_kernels.cu); C sees their host stubs. Runs on the GPU, or on the simulated driver. */
#include <stdio.h>

#include "cubound/all.h"
#include "cubound/launch.h"
#include "check.h"

/* Host stubs of launch_kernels.cu's extern "C" kernels, and their C versions' registration. */
void ramp(float *out, float first, int n);
void scale_by(float *out, float factor, int n);
void register_launch_kernels(void);

enum { N = 1024 };

int main(void)
{
    register_launch_kernels();
    bd_device_t *dev;
    bound_dev_t *bd;
    float *v;
    cudaStream_t stream;
    CHECK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &bd));
    CHECK(bd_cudaMalloc(bd, (void **)&v, N * sizeof(float)));
    CHECK(bd_cudaStreamCreateWithFlags(bd, &stream, cudaStreamNonBlocking));

    int n = N;
    CHECK(BD_LAUNCH(bd, ramp, ((dim3){N / 256, 1, 1}), ((dim3){256, 1, 1}), 0, stream, v, 1.0f, n));
    cudaLaunchAttribute cooperative = {.id = cudaLaunchAttributeCooperative, .val.cooperative = 1};
    cudaLaunchConfig_t config = {.gridDim = {N / 256, 1, 1}, .blockDim = {256, 1, 1}, .stream = stream,
                                 .attrs = &cooperative, .numAttrs = 1};
    CHECK(BD_LAUNCH_EX(bd, &config, scale_by, v, 3.0f, n));

    static float host[N];
    CHECK(bd_handoff(bd, (CUdeviceptr)v, N * sizeof(float))); /* waits for both kernels */
    CHECK(bd_cudaMemcpy(bd, host, v, sizeof host, cudaMemcpyDeviceToHost));
    int wrong = 0;
    for (int i = 0; i < N; i++)
        wrong += host[i] != 3.0f * (1.0f + (float)i);
    printf("v[%d] = %g: %s\n", N - 1, host[N - 1], wrong == 0 ? "every value right" : "WRONG VALUES");
    CHECK(bd_cudaStreamDestroy(bd, stream));
    CHECK(bd_cudaFree(bd, v));
    CHECK(bd_unbind(bd));
    CHECK(bd_device_close(dev));
    return wrong == 0 ? 0 : 1;
}
