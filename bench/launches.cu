// SPDX-License-Identifier: MIT
// bench_launches: what a kernel launch costs in each form, side by side in one process (an empty
// kernel, `calls` launches on one stream, waited for every 512 so that the queue never fills): the
// runtime's own cudaLaunchKernel, `<<<>>>` (through cubound's launch seam where the program links
// the cubound target: bench_launches; without it: bench_launches_unwrapped), bd_cudaLaunchKernel,
// and the typed launch, cubound::launch. Prints one line per form: ns per launch, the best of
// `rounds` rounds. Run it with checks off and on (CUBOUND_CHECKS=0|1).
//   bench_launches [calls] [rounds]
#include <cstdio>
#include <cstdlib>
#include <ctime>

#include "cubound/all.h"
#include "cubound/launch.hpp"

__global__ void empty(float *out, int n)
{
    if (n < 0) // never: the kernel must take arguments as real ones do
        out[0] = 0.0f;
}

static void empty_c(const bd_sim_block_t *) // for the simulated driver
{
}

static double now()
{
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
}

enum class form { runtime, chevrons, bd_cuda_launch_kernel, typed };
static const char *const names[] = {"cudaLaunchKernel (the runtime's own)", "<<<>>> after bd_enter",
                                    "bd_cudaLaunchKernel", "cubound::launch"};

static bool launch(form f, bound_dev_t *bd, cudaStream_t stream, float *out)
{
    int n = 1;
    switch (f) {
    case form::runtime: {
        void *args[] = {&out, &n};
        return cudaLaunchKernel(reinterpret_cast<const void *>(empty), dim3(1), dim3(32), args, 0, stream) == cudaSuccess;
    }
    case form::chevrons:
        empty<<<1, 32, 0, stream>>>(out, n);
        return true;
    case form::bd_cuda_launch_kernel: {
        void *args[] = {&out, &n};
        return bd_cudaLaunchKernel(bd, reinterpret_cast<const void *>(empty), dim3(1), dim3(32), args, 0, stream) ==
               cudaSuccess;
    }
    case form::typed:
        return cubound::launch(bd, empty, dim3(1), dim3(32), 0, stream, out, n) == cudaSuccess;
    }
    return false;
}

int main(int argc, char **argv)
{
    long calls = argc > 1 ? std::atol(argv[1]) : 20000;
    int rounds = argc > 2 ? std::atoi(argv[2]) : 5;
    const size_t sizes[] = {sizeof(float *), sizeof(int)};
    bd_sim_register_kernel("empty", empty_c, 2, sizes);
    bd_device_t *dev;
    bound_dev_t *bd;
    float *out;
    cudaStream_t stream;
    if (bd_device_open(0, BD_PRIMARY_CONTEXT, &dev) != CUDA_SUCCESS || bd_bind(dev, &bd) != CUDA_SUCCESS ||
        bd_cudaMalloc(bd, reinterpret_cast<void **>(&out), sizeof(float)) != cudaSuccess ||
        bd_cudaStreamCreateWithFlags(bd, &stream, cudaStreamNonBlocking) != cudaSuccess) {
        std::fprintf(stderr, "no device: %s\n", bd_last_error());
        return 1;
    }
    std::printf("%s, checks %s, %ld launches, best of %d rounds\n", bd_simulated() ? "simulated driver" : "GPU",
                bd_settings().checks == BD_CHECKS_ON ? "on" : "off", calls, rounds);
    for (int f = bd_simulated() ? 1 : 0; f < 4; f++) { // the program's runtime has no simulated driver
        double best = 1e30;
        for (int r = 0; r < rounds; r++) {
            if (bd_enter(bd) != CUDA_SUCCESS || bd_handoff(bd, reinterpret_cast<CUdeviceptr>(out), sizeof(float)) != CUDA_SUCCESS)
                return 1;
            double start = now();
            for (long i = 0; i < calls; i++) {
                if (!launch(static_cast<form>(f), bd, stream, out))
                    return std::fprintf(stderr, "%s failed: %s\n", names[f], bd_last_error()), 1;
                if (i % 512 == 511)
                    bd_cudaStreamSynchronize(bd, stream);
            }
            bd_cudaStreamSynchronize(bd, stream);
            double ns = (now() - start) / static_cast<double>(calls);
            best = ns < best ? ns : best;
        }
        std::printf("%-40s %8.1f ns\n", names[f], best);
    }
    bd_cudaStreamDestroy(bd, stream);
    bd_cudaFree(bd, out);
    bd_unbind(bd);
    bd_device_close(dev);
    return 0;
}
