/* SPDX-License-Identifier: MIT */
/* BD_LAUNCH and BD_LAUNCH_EX (cubound/launch.h) from C: kernels of kernels.cu, launched on the
 * binding's device with their arguments as written, and with launch attributes; each result read
 * back. Runs on the GPU and on the simulated driver. */
#include <stdio.h>

#include "cubound/all.h"
#include "cubound/launch.h"
#include "kernels.h"
#include "../kernels/expect.h"


enum { N = 64 };

int main(void)
{
    register_launch_kernels();
    bd_device_t *dev;
    bound_dev_t *bd;
    if (bd_device_open(0, BD_PRIMARY_CONTEXT, &dev) != CUDA_SUCCESS || bd_bind(dev, &bd) != CUDA_SUCCESS) {
        fprintf(stderr, "no device: %s\n", bd_last_error());
        return 1;
    }
    unsigned *steps;
    float *values;
    cudaStream_t stream;
    EXPECT(bd_cudaMalloc(bd, (void **)&steps, N * sizeof *steps) == cudaSuccess);
    EXPECT(bd_cudaMalloc(bd, (void **)&values, N * sizeof *values) == cudaSuccess);
    EXPECT(bd_cudaStreamCreateWithFlags(bd, &stream, cudaStreamNonBlocking) == cudaSuccess);

    int n = N;
    EXPECT(BD_LAUNCH(bd, fill_steps, ((dim3){2, 1, 1}), ((dim3){32, 1, 1}), 0, stream, steps, 5u, 3u, n) == cudaSuccess);
    EXPECT(bd_handoff(bd, (CUdeviceptr)steps, N * sizeof *steps) == CUDA_SUCCESS);
    unsigned host[N];
    EXPECT(bd_cudaMemcpy(bd, host, steps, sizeof host, cudaMemcpyDeviceToHost) == cudaSuccess);
    for (int i = 0; i < N; i++)
        EXPECT(host[i] == 5u + 3u * (unsigned)i);

    float start[N];
    for (int i = 0; i < N; i++)
        start[i] = (float)i;
    EXPECT(bd_cudaMemcpy(bd, values, start, sizeof start, cudaMemcpyHostToDevice) == cudaSuccess);
    cudaLaunchAttribute cluster = {.id = cudaLaunchAttributeClusterDimension, .val.clusterDim = {2, 1, 1}};
    cudaLaunchConfig_t config = {.gridDim = {2, 1, 1}, .blockDim = {32, 1, 1}, .stream = stream, .attrs = &cluster,
                                 .numAttrs = 1};
    EXPECT(BD_LAUNCH_EX(bd, &config, scale, values, 2.0f, n) == cudaSuccess);
    cudaLaunchAttribute cooperative = {.id = cudaLaunchAttributeCooperative, .val.cooperative = 1};
    config.attrs = &cooperative;
    EXPECT(BD_LAUNCH_EX(bd, &config, scale, values, 3.0f, n) == cudaSuccess);
    EXPECT(bd_handoff(bd, (CUdeviceptr)values, N * sizeof *values) == CUDA_SUCCESS);
    float result[N];
    EXPECT(bd_cudaMemcpy(bd, result, values, sizeof result, cudaMemcpyDeviceToHost) == cudaSuccess);
    for (int i = 0; i < N; i++)
        EXPECT(result[i] == 6.0f * (float)i);

    EXPECT(bd_cudaStreamDestroy(bd, stream) == cudaSuccess);
    EXPECT(bd_cudaFree(bd, steps) == cudaSuccess && bd_cudaFree(bd, values) == cudaSuccess);
    EXPECT(bd_unbind(bd) == CUDA_SUCCESS && bd_device_close(dev) == CUDA_SUCCESS);
    printf("typed launch from C: %d failure(s)\n", failures);
    return failures == 0 ? 0 : 1;
}
