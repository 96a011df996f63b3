// SPDX-License-Identifier: MIT
// The smallest program with the report simpleStreams gets (docs/ported.md, "Reports found"): a
// kernel that only reads through a pointer its signature does not mark const, launched with one
// input on two streams, nothing ordering them. The program is correct (both kernels only read
// `factor`), yet race detection counts every pointer a kernel's name does not say is const as
// written, and reports BD-STREAM-RACE. The test expects the report until cubound stops making it;
// then the test fails, and becomes one that any report fails.
#include "ported.h"

__global__ void scale(int *out, int *factor) // as simpleStreams' init_array(int *g_data, int *factor, ...)
{
    out[threadIdx.x] = static_cast<int>(threadIdx.x) * *factor;
}

static void scale_c(const bd_sim_block_t *b)
{
    for (unsigned t = 0; t < b->block_dim.x; t++)
        BD_SIM_ARG(b, 0, int *)[t] = static_cast<int>(t) * *BD_SIM_ARG(b, 1, const int *);
}

int main()
{
    const size_t sizes[] = {sizeof(int *), sizeof(int *)};
    checkCudaErrors(bd_sim_register_kernel("scale", scale_c, 2, sizes));
    bd_device_t *dev;
    bound_dev_t *bd;
    checkCudaErrors(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    checkCudaErrors(bd_bind(dev, &bd));
    int         *out[2], *factor, three = 3, host[2][32];
    cudaStream_t stream[2];
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&factor, sizeof(int)));
    checkCudaErrors(bd_cudaMemcpy(bd, factor, &three, sizeof(int), cudaMemcpyHostToDevice));
    for (int s = 0; s < 2; s++) {
        checkCudaErrors(bd_cudaMalloc(bd, (void **)&out[s], sizeof host[s]));
        checkCudaErrors(bd_cudaStreamCreate(bd, &stream[s]));
    }
    for (int s = 0; s < 2; s++)
        scale<<<1, 32, 0, stream[s]>>>(out[s], factor); // both read factor: no race
    int wrong = 0;
    for (int s = 0; s < 2; s++) {
        checkCudaErrors(bd_cudaMemcpyAsync(bd, host[s], out[s], sizeof host[s], cudaMemcpyDeviceToHost, stream[s]));
        checkCudaErrors(bd_cudaStreamSynchronize(bd, stream[s]));
        for (int i = 0; i < 32; i++)
            wrong += host[s][i] != 3 * i;
        checkCudaErrors(bd_cudaStreamDestroy(bd, stream[s]));
        checkCudaErrors(bd_cudaFree(bd, out[s]));
    }
    checkCudaErrors(bd_cudaFree(bd, factor));
    checkCudaErrors(bd_unbind(bd));
    checkCudaErrors(bd_device_close(dev));
    std::printf("%s\n", wrong == 0 ? "every value right" : "WRONG VALUES");
    return wrong == 0 ? 0 : 1;
}
