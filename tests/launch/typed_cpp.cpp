// SPDX-License-Identifier: MIT
// cubound::launch (cubound/launch.hpp) from C++ built by the host compiler: kernels of kernels.cu
// launched on the binding's device with their arguments checked against the parameters, and with
// launch attributes; each result read back. Runs on the GPU and on the simulated driver.
#include <cstdio>

#include "cubound/all.h"
#include "cubound/launch.hpp"
#include "kernels.h"
#include "../kernels/expect.h"


constexpr int N = 64;

int main()
{
    register_launch_kernels();
    bd_device_t *dev;
    bound_dev_t *bd;
    if (bd_device_open(0, BD_PRIMARY_CONTEXT, &dev) != CUDA_SUCCESS || bd_bind(dev, &bd) != CUDA_SUCCESS) {
        std::fprintf(stderr, "no device: %s\n", bd_last_error());
        return 1;
    }
    unsigned *steps;
    float *values;
    cudaStream_t stream;
    EXPECT(bd_cudaMalloc(bd, reinterpret_cast<void **>(&steps), N * sizeof *steps) == cudaSuccess);
    EXPECT(bd_cudaMalloc(bd, reinterpret_cast<void **>(&values), N * sizeof *values) == cudaSuccess);
    EXPECT(bd_cudaStreamCreateWithFlags(bd, &stream, cudaStreamNonBlocking) == cudaSuccess);

    EXPECT(cubound::launch(bd, fill_steps, dim3{2, 1, 1}, dim3{32, 1, 1}, 0, stream, steps, 5u, 3u, N) == cudaSuccess);
    EXPECT(bd_handoff(bd, reinterpret_cast<CUdeviceptr>(steps), N * sizeof *steps) == CUDA_SUCCESS);
    unsigned host[N];
    EXPECT(bd_cudaMemcpy(bd, host, steps, sizeof host, cudaMemcpyDeviceToHost) == cudaSuccess);
    for (int i = 0; i < N; i++)
        EXPECT(host[i] == 5u + 3u * static_cast<unsigned>(i));

    float start[N];
    for (int i = 0; i < N; i++)
        start[i] = static_cast<float>(i);
    EXPECT(bd_cudaMemcpy(bd, values, start, sizeof start, cudaMemcpyHostToDevice) == cudaSuccess);
    cudaLaunchAttribute cluster{};
    cluster.id = cudaLaunchAttributeClusterDimension;
    cluster.val.clusterDim = {2, 1, 1};
    cudaLaunchConfig_t config{};
    config.gridDim = dim3{2, 1, 1};
    config.blockDim = dim3{32, 1, 1};
    config.stream = stream;
    config.attrs = &cluster;
    config.numAttrs = 1;
    EXPECT(cubound::launch(bd, config, scale, values, 2.0f, N) == cudaSuccess);
    cudaLaunchAttribute cooperative{};
    cooperative.id = cudaLaunchAttributeCooperative;
    cooperative.val.cooperative = 1;
    config.attrs = &cooperative;
    EXPECT(cubound::launch(bd, config, scale, values, 3.0f, N) == cudaSuccess);
    EXPECT(bd_handoff(bd, reinterpret_cast<CUdeviceptr>(values), N * sizeof *values) == CUDA_SUCCESS);
    float result[N];
    EXPECT(bd_cudaMemcpy(bd, result, values, sizeof result, cudaMemcpyDeviceToHost) == cudaSuccess);
    for (int i = 0; i < N; i++)
        EXPECT(result[i] == 6.0f * static_cast<float>(i));

    EXPECT(bd_cudaStreamDestroy(bd, stream) == cudaSuccess);
    EXPECT(bd_cudaFree(bd, steps) == cudaSuccess && bd_cudaFree(bd, values) == cudaSuccess);
    EXPECT(bd_unbind(bd) == CUDA_SUCCESS && bd_device_close(dev) == CUDA_SUCCESS);
    std::printf("typed launch from C++: %d failure(s)\n", failures);
    return failures == 0 ? 0 : 1;
}
