// SPDX-License-Identifier: BSD-3-Clause
/* Copyright (c) 2022, NVIDIA CORPORATION. All rights reserved.
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions
 * are met:
 *  * Redistributions of source code must retain the above copyright
 *    notice, this list of conditions and the following disclaimer.
 *  * Redistributions in binary form must reproduce the above copyright
 *    notice, this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 *  * Neither the name of NVIDIA CORPORATION nor the names of its
 *    contributors may be used to endorse or promote products derived
 *    from this software without specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS ``AS IS'' AND ANY
 * EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
 * IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR
 * PURPOSE ARE DISCLAIMED.  IN NO EVENT SHALL THE COPYRIGHT OWNER OR
 * CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL,
 * EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO,
 * PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR
 * PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY
 * OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
 * (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
// Ported to cubound from cuda-samples Samples/0_Introduction/asyncAPI: findCudaDevice became a binding
// of device 0, cuda*(...) bd_cuda*(bd, ...), the <<<>>> launch stays; helper_cuda.h is ported.h, the
// timer std::chrono; the profiler markers (cuda_profiler_api.h, not wrapped) are left out.

/*
 * This sample illustrates the usage of CUDA events for both GPU timing and
 * overlapping CPU and GPU execution.  Events are inserted into a stream
 * of CUDA calls.  Since CUDA stream calls are asynchronous, the CPU can
 * perform computations while GPU is executing (including DMA memcopies
 * between the host and device).  CPU can query CUDA events to determine
 * whether GPU has completed tasks.
 */

// includes, system
#include <stdio.h>
#include <string.h>

#include <chrono>

// includes CUDA Runtime, through cubound
#include "ported.h"

__global__ void increment_kernel(int *g_data, int inc_value)
{
    int idx     = blockIdx.x * blockDim.x + threadIdx.x;
    g_data[idx] = g_data[idx] + inc_value;
}

// cubound: increment_kernel in C, for the simulated driver (one call per block, a loop over its threads).
static void increment_kernel_c(const bd_sim_block_t *b)
{
    int      *g_data    = BD_SIM_ARG(b, 0, int *);
    const int inc_value = BD_SIM_ARG(b, 1, int);

    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int idx     = (int)(b->block_idx.x * b->block_dim.x + t);
        g_data[idx] = g_data[idx] + inc_value;
    }
}

bool correct_output(int *data, const int n, const int x)
{
    for (int i = 0; i < n; i++)
        if (data[i] != x) {
            printf("Error! data[%d] = %d, ref = %d\n", i, data[i], x);
            return false;
        }

    return true;
}

int main(int argc, char *argv[])
{
    int            devID;
    cudaDeviceProp deviceProps;

    printf("[%s] - Starting...\n", argv[0]);

    const size_t increment_kernel_sizes[] = {sizeof(int *), sizeof(int)};
    checkCudaErrors(bd_sim_register_kernel("increment_kernel", increment_kernel_c, 2, increment_kernel_sizes));

    // cubound: device 0, bound to this thread, in place of findCudaDevice
    bd_device_t *dev;
    bound_dev_t *bd;
    checkCudaErrors(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    checkCudaErrors(bd_bind(dev, &bd));
    devID = bd_device_ordinal(dev);

    // get device name
    checkCudaErrors(bd_cudaGetDeviceProperties(&deviceProps, devID));
    printf("CUDA device [%s]\n", deviceProps.name);

    int n      = 16 * 1024 * 1024;
    int nbytes = n * sizeof(int);
    int value  = 26;

    // allocate host memory
    int *a = 0;
    checkCudaErrors(bd_cudaMallocHost(bd, (void **)&a, nbytes));
    memset(a, 0, nbytes);

    // allocate device memory
    int *d_a = 0;
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_a, nbytes));
    checkCudaErrors(bd_cudaMemset(bd, d_a, 255, nbytes));

    // set kernel launch configuration
    dim3 threads = dim3(512, 1);
    dim3 blocks  = dim3(n / threads.x, 1);

    // create cuda event handles
    cudaEvent_t start, stop;
    checkCudaErrors(bd_cudaEventCreate(bd, &start));
    checkCudaErrors(bd_cudaEventCreate(bd, &stop));

    checkCudaErrors(bd_cudaDeviceSynchronize(bd));
    float gpu_time = 0.0f;

    // asynchronously issue work to the GPU (all to stream 0)
    auto timer = std::chrono::steady_clock::now();
    bd_cudaEventRecord(bd, start, 0);
    bd_cudaMemcpyAsync(bd, d_a, a, nbytes, cudaMemcpyHostToDevice, 0);
    increment_kernel<<<blocks, threads, 0, 0>>>(d_a, value); // cubound: for bd, which the copy above entered
    bd_cudaMemcpyAsync(bd, a, d_a, nbytes, cudaMemcpyDeviceToHost, 0);
    bd_cudaEventRecord(bd, stop, 0);
    double cpu_time = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - timer).count();

    // have CPU do some work while waiting for stage 1 to finish
    unsigned long int counter = 0;

    while (bd_cudaEventQuery(bd, stop) == cudaErrorNotReady) {
        counter++;
    }

    checkCudaErrors(bd_cudaEventElapsedTime(bd, &gpu_time, start, stop));

    // print the cpu and gpu times
    printf("time spent executing by the GPU: %.2f\n", gpu_time);
    printf("time spent by CPU in CUDA calls: %.2f\n", cpu_time);
    printf("CPU executed %lu iterations while waiting for GPU to finish\n", counter);

    // check the output for correctness
    bool bFinalResults = correct_output(a, n, value);

    // release resources
    checkCudaErrors(bd_cudaEventDestroy(bd, start));
    checkCudaErrors(bd_cudaEventDestroy(bd, stop));
    checkCudaErrors(bd_cudaFreeHost(bd, a));
    checkCudaErrors(bd_cudaFree(bd, d_a));
    checkCudaErrors(bd_unbind(bd));
    checkCudaErrors(bd_device_close(dev));

    exit(bFinalResults ? EXIT_SUCCESS : EXIT_FAILURE);
}
