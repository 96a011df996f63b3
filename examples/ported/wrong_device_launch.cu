// SPDX-License-Identifier: MIT
// The smallest program with the failure simpleMultiGPU has with checks off (docs/ported.md,
// "Reports found"): docs/guide.md says a <<<>>> launch is for the binding the thread entered last,
// "bd_enter(bd), or any call through bd". Under the cached policy with checks off, a call that
// acts in the context its handles name (spec/cudart.toml, [context_from_handles]: here
// cudaMemcpyAsync on the binding's own stream) validates its binding without entering it, so the
// launch after it is for the binding entered before: another device's. The test expects the
// failure (WILL_FAIL) until cubound launches on bd[0]; then the test fails, and WILL_FAIL goes.
#include "ported.h"

__global__ void fill(int *out, int value)
{
    out[threadIdx.x] = value;
}

static void fill_c(const bd_sim_block_t *b)
{
    for (unsigned t = 0; t < b->block_dim.x; t++)
        BD_SIM_ARG(b, 0, int *)[t] = BD_SIM_ARG(b, 1, int);
}

int main()
{
    const size_t sizes[] = {sizeof(int *), sizeof(int)};
    checkCudaErrors(bd_sim_register_kernel("fill", fill_c, 2, sizes));
    int count = 0;
    checkCudaErrors(bd_cudaGetDeviceCount(&count));
    bd_device_t *dev[2];
    bound_dev_t *bd[2];
    int         *buffer[2], *host;
    cudaStream_t stream[2];
    for (int d = 0; d < 2; d++) {
        ported_open(d, count, 2, &dev[d], &bd[d]);
        checkCudaErrors(bd_cudaStreamCreate(bd[d], &stream[d]));
        checkCudaErrors(bd_cudaMalloc(bd[d], (void **)&buffer[d], 32 * sizeof(int)));
    }
    checkCudaErrors(bd_cudaMallocHost(bd[0], (void **)&host, 32 * sizeof(int))); // bd[0] entered last
    checkCudaErrors(bd_cudaMalloc(bd[1], (void **)&buffer[1], 32 * sizeof(int))); // now bd[1]
    checkCudaErrors(bd_cudaMemcpyAsync(bd[0], buffer[0], host, 32 * sizeof(int), cudaMemcpyHostToDevice, stream[0]));
    fill<<<1, 32, 0, stream[0]>>>(buffer[0], 7); // for bd[0], the copy's binding (docs/guide.md)
    cudaError_t launched = bd_cudaGetLastError();
    checkCudaErrors(bd_cudaMemcpyAsync(bd[0], host, buffer[0], 32 * sizeof(int), cudaMemcpyDeviceToHost, stream[0]));
    checkCudaErrors(bd_cudaStreamSynchronize(bd[0], stream[0]));
    int wrong = 0;
    for (int i = 0; i < 32; i++)
        wrong += host[i] != 7;
    std::printf("launch: %s; %s\n", bd_cudaGetErrorString(launched), wrong == 0 ? "every value right" : "WRONG VALUES");
    return launched == cudaSuccess && wrong == 0 ? 0 : 1;
}
