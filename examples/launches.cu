// SPDX-License-Identifier: MIT
// Kernel launches on two devices from one thread, each form once (docs/guide.md, "Kernels"):
// `<<<>>>` after bd_enter, which cubound sees because the program links the cubound target;
// cubound::launch, typed; and with launch attributes through a cudaLaunchConfig_t. Each device's
// result is read back after bd_handoff, which waits for exactly the kernels that wrote it. With one
// GPU the two devices are two contexts on it; with none, the simulated driver runs the C versions.
#include <cstdio>

#include "cubound/all.h"
#include "cubound/launch.hpp"
#include "check.h"

constexpr int N = 1024;

__global__ void iota(float *out, float first, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = first + static_cast<float>(i);
}

__global__ void axpy(float *y, float a, const float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] += a * x[i];
}

// The kernels' C versions, for the simulated driver (registered under their plain names).
static void iota_c(const bd_sim_block_t *b)
{
    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int i = static_cast<int>(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 2, int))
            BD_SIM_ARG(b, 0, float *)[i] = BD_SIM_ARG(b, 1, float) + static_cast<float>(i);
    }
}

static void axpy_c(const bd_sim_block_t *b)
{
    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int i = static_cast<int>(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 3, int))
            BD_SIM_ARG(b, 0, float *)[i] += BD_SIM_ARG(b, 1, float) * BD_SIM_ARG(b, 2, const float *)[i];
    }
}

int main()
{
    const size_t iota_sizes[] = {sizeof(float *), sizeof(float), sizeof(int)};
    const size_t axpy_sizes[] = {sizeof(float *), sizeof(float), sizeof(const float *), sizeof(int)};
    CHECK(bd_sim_register_kernel("iota", iota_c, 3, iota_sizes));
    CHECK(bd_sim_register_kernel("axpy", axpy_c, 4, axpy_sizes));
    int count = 0;
    CHECK(bd_cudaGetDeviceCount(&count));
    bd_device_t *dev[2];
    bound_dev_t *bd[2];
    float *x[2], *y[2];
    cudaStream_t stream[2];
    for (int d = 0; d < 2; d++) {
        CHECK(bd_device_open(count >= 2 ? d : 0, count >= 2 ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT, &dev[d]));
        CHECK(bd_bind(dev[d], &bd[d]));
        CHECK(bd_cudaMalloc(bd[d], reinterpret_cast<void **>(&x[d]), N * sizeof(float)));
        CHECK(bd_cudaMalloc(bd[d], reinterpret_cast<void **>(&y[d]), N * sizeof(float)));
        CHECK(bd_cudaStreamCreateWithFlags(bd[d], &stream[d], cudaStreamNonBlocking));
    }
    for (int d = 0; d < 2; d++) {
        // <<<>>>: for the binding entered last.
        CHECK(bd_enter(bd[d]));
        iota<<<N / 256, 256, 0, stream[d]>>>(x[d], 1.0f, N);
        // Typed: the arguments are checked against iota's parameters when this compiles.
        CHECK(cubound::launch(bd[d], iota, dim3(N / 256), dim3(256), 0, stream[d], y[d], 100.0f * d, N));
        // With launch attributes: clusters of two blocks.
        cudaLaunchAttribute cluster{};
        cluster.id = cudaLaunchAttributeClusterDimension;
        cluster.val.clusterDim = {2, 1, 1};
        cudaLaunchConfig_t config{};
        config.gridDim = dim3(N / 256);
        config.blockDim = dim3(256);
        config.stream = stream[d];
        config.attrs = &cluster;
        config.numAttrs = 1;
        CHECK(cubound::launch(bd[d], config, axpy, y[d], 2.0f, static_cast<const float *>(x[d]), N));
    }
    int wrong = 0;
    for (int d = 0; d < 2; d++) { // y = 100 d + i + 2 (1 + i)
        static float host[N];
        CHECK(bd_handoff(bd[d], reinterpret_cast<CUdeviceptr>(y[d]), N * sizeof(float)));
        CHECK(bd_cudaMemcpy(bd[d], host, y[d], sizeof host, cudaMemcpyDeviceToHost));
        for (int i = 0; i < N; i++)
            wrong += host[i] != 100.0f * d + i + 2.0f * (1.0f + i);
        std::printf("device %d: y[%d] = %g\n", d, N - 1, host[N - 1]);
    }
    for (int d = 0; d < 2; d++) {
        CHECK(bd_cudaStreamDestroy(bd[d], stream[d]));
        CHECK(bd_cudaFree(bd[d], x[d]));
        CHECK(bd_cudaFree(bd[d], y[d]));
        CHECK(bd_unbind(bd[d]));
        CHECK(bd_device_close(dev[d]));
    }
    std::printf("%s\n", wrong == 0 ? "every value right" : "WRONG VALUES");
    return wrong == 0 ? 0 : 1;
}
