// SPDX-License-Identifier: MIT
// The program's own kernels through the bound runtime API, on the GPU (label gpu): nvcc registers
// fill() with the runtime instance this program links, and only that instance can launch it.
// Built three ways (tests/CMakeLists.txt) and told which by RUNTIME_FORM:
// - "program": nvcc's default static cudart, with CUBOUND_PROGRAM_CUDART: libcubound calls this
//   program's own runtime, so bd_cudaLaunchKernel and <<<>>> after bd_enter launch fill();
// - "shared": -cudart shared, no define: libcubound finds that libcudart in the global scope;
// - "static": static cudart without the define: libcubound opens libcudart.so.N, another runtime
//   instance, which does not know fill(): bd_cudaLaunchKernel fails (docs/guide.md says so), while
//   <<<>>> after bd_enter still runs on the binding's device.
// Two contexts of their own on device 0 act as two devices.
#include <cstdio>
#include <cstring>

#include <cuda.h>
#include <cuda_runtime.h>

#ifndef RUNTIME_FORM
#error "RUNTIME_FORM: \"program\", \"shared\" or \"static\""
#endif
#include "cubound/cubound.h"
#include "cubound/cudart.h"
#include "cubound/driver.h"
#include "expect.h"


__global__ void fill(unsigned *out, unsigned value, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = value + i;
}

static bool filled(bound_dev_t *bd, const unsigned *device, unsigned value, int n)
{
    unsigned host[256];
    if (bd_cudaMemcpy(bd, host, device, n * sizeof *host, cudaMemcpyDeviceToHost) != cudaSuccess)
        return false;
    for (int i = 0; i < n; i++)
        if (host[i] != value + (unsigned)i)
            return false;
    return true;
}

static CUcontext current()
{
    CUcontext ctx = nullptr;
    BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetCurrent)(&ctx);
    return ctx;
}

int main()
{
    const bool knows_kernels = std::strcmp(RUNTIME_FORM, "static") != 0;
    const int n = 256;
    bd_device_t *dev[2];
    bound_dev_t *bd[2];
    unsigned *out[2];
    cudaStream_t stream[2];
    for (int i = 0; i < 2; i++) {
        if (bd_device_open(0, BD_OWN_CONTEXT, &dev[i]) != CUDA_SUCCESS || bd_bind(dev[i], &bd[i]) != CUDA_SUCCESS) {
            std::fprintf(stderr, "no device: %s\n", bd_last_error());
            return 1;
        }
        EXPECT(bd_cudaMalloc(bd[i], (void **)&out[i], n * sizeof(unsigned)) == cudaSuccess);
        EXPECT(bd_cudaStreamCreateWithFlags(bd[i], &stream[i], cudaStreamNonBlocking) == cudaSuccess);
    }
    // bd_cudaLaunchKernel with fill's host stub, each binding in turn, three rounds.
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < 2; i++) {
            unsigned value = 1000u * (unsigned)round + 100u * (unsigned)i;
            int count = n;
            void *args[] = {&out[i], &value, &count};
            cudaError_t rc = bd_cudaLaunchKernel(bd[i], (const void *)fill, dim3(2), dim3(128), args, 0, stream[i]);
            if (!knows_kernels) {
                EXPECT(rc != cudaSuccess);
                if (round == 0 && i == 0)
                    std::printf("static cudart without CUBOUND_PROGRAM_CUDART: bd_cudaLaunchKernel answers %d (%s)\n",
                                (int)rc, bd_cudaGetErrorName(rc));
                continue;
            }
            EXPECT(rc == cudaSuccess);
            EXPECT(current() == bd_device_context(dev[i]));
            EXPECT(bd_cudaStreamSynchronize(bd[i], stream[i]) == cudaSuccess);
            EXPECT(filled(bd[i], out[i], value, n));
        }
    }
    // <<<>>> after bd_enter: the program's own runtime, in the binding's context, whatever the form.
    for (int i = 1; i >= 0; i--) {
        unsigned value = 7000u + (unsigned)i;
        EXPECT(bd_enter(bd[i]) == CUDA_SUCCESS);
        fill<<<2, 128, 0, stream[i]>>>(out[i], value, n);
        EXPECT(cudaGetLastError() == cudaSuccess);
        EXPECT(current() == bd_device_context(dev[i]));
        EXPECT(bd_cudaStreamSynchronize(bd[i], stream[i]) == cudaSuccess);
        EXPECT(filled(bd[i], out[i], value, n));
    }
    for (int i = 0; i < 2; i++) {
        EXPECT(bd_cudaStreamDestroy(bd[i], stream[i]) == cudaSuccess);
        EXPECT(bd_cudaFree(bd[i], out[i]) == cudaSuccess);
        EXPECT(bd_unbind(bd[i]) == CUDA_SUCCESS);
        EXPECT(bd_device_close(dev[i]) == CUDA_SUCCESS);
    }
    std::printf("runtime_kernels (%s cudart): %s\n", RUNTIME_FORM, failures ? "FAILED" : "passed");
    return failures ? 1 : 0;
}
