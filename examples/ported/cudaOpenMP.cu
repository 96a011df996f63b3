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
// Ported to cubound from cuda-samples Samples/0_Introduction/cudaOpenMP: each OpenMP thread's
// cudaSetDevice became a binding of its device (opened once by the main thread), cuda*(...)
// bd_cuda*(bd, ...), the <<<>>> launch stays; helper_cuda.h is ported.h; one GPU stands for two
// (two contexts of it); C kernel for the simulation.

/*
 * Multi-GPU sample using OpenMP for threading on the CPU side
 * needs a compiler that supports OpenMP 2.0
 */

#include <omp.h>
#include <stdio.h> // stdio functions are used since C++ streams aren't necessarily thread safe

#include "ported.h"

using namespace std;

// a simple kernel that simply increments each array element by b
__global__ void kernelAddConstant(int *g_a, const int b)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    g_a[idx] += b;
}

// cubound: kernelAddConstant in C, for the simulated driver (one call per block, a loop over its threads).
static void kernelAddConstant_c(const bd_sim_block_t *b)
{
    int      *g_a = BD_SIM_ARG(b, 0, int *);
    const int add = BD_SIM_ARG(b, 1, int);

    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int idx = (int)(b->block_idx.x * b->block_dim.x + t);
        g_a[idx] += add;
    }
}

// a predicate that checks whether each array element is set to its index plus b
int correctResult(int *data, const int n, const int b)
{
    for (int i = 0; i < n; i++)
        if (data[i] != i + b)
            return 0;

    return 1;
}

int main(int argc, char *argv[])
{
    int num_gpus = 0; // number of CUDA GPUs

    printf("%s Starting...\n\n", argv[0]);

    const size_t kernelAddConstant_sizes[] = {sizeof(int *), sizeof(int)};
    checkCudaErrors(bd_sim_register_kernel("kernelAddConstant", kernelAddConstant_c, 2, kernelAddConstant_sizes));

    /////////////////////////////////////////////////////////////////
    // determine the number of CUDA capable GPUs
    //
    bd_cudaGetDeviceCount(&num_gpus);

    if (num_gpus < 1) {
        printf("no CUDA capable devices were detected\n");
        return 1;
    }

    /////////////////////////////////////////////////////////////////
    // display CPU and GPU configuration
    //
    printf("number of host CPUs:\t%d\n", omp_get_num_procs());
    printf("number of CUDA devices:\t%d\n", num_gpus);

    for (int i = 0; i < num_gpus; i++) {
        cudaDeviceProp dprop;
        bd_cudaGetDeviceProperties(&dprop, i);
        printf("   %d: %s\n", i, dprop.name);
    }

    // cubound: every device, opened once; each CPU thread binds the one it uses. With one GPU, two
    // contexts of it stand for two devices.
    const int device_count = num_gpus;
    if (num_gpus < 2) {
        num_gpus = 2;
        printf("   (one GPU: two contexts of it stand for devices 0 and 1)\n");
    }
    bd_device_t **devices = (bd_device_t **)malloc(num_gpus * sizeof(bd_device_t *));
    for (int i = 0; i < num_gpus; i++) {
        bool own = device_count < num_gpus;
        checkCudaErrors(bd_device_open(own ? 0 : i, own ? BD_OWN_CONTEXT : BD_PRIMARY_CONTEXT, &devices[i]));
    }

    printf("---------------------------\n");

    /////////////////////////////////////////////////////////////////
    // initialize data
    //
    unsigned int n      = num_gpus * 8192;
    unsigned int nbytes = n * sizeof(int);
    int         *a      = 0; // pointer to data on the CPU
    int          b      = 3; // value by which the array is incremented
    a                   = (int *)malloc(nbytes);

    if (0 == a) {
        printf("couldn't allocate CPU memory\n");
        return 1;
    }

    for (unsigned int i = 0; i < n; i++)
        a[i] = i;

    ////////////////////////////////////////////////////////////////
    // run as many CPU threads as there are CUDA devices
    //   each CPU thread controls a different device, processing its
    //   portion of the data.  It's possible to use more CPU threads
    //   than there are CUDA devices, in which case several CPU
    //   threads will be allocating resources and launching kernels
    //   on the same device.  For example, try omp_set_num_threads(2*num_gpus);
    //   Recall that all variables declared inside an "omp parallel" scope are
    //   local to each CPU thread
    //
    omp_set_num_threads(num_gpus); // create as many CPU threads as there are CUDA devices
// omp_set_num_threads(2*num_gpus);// create twice as many CPU threads as there
// are CUDA devices
#pragma omp parallel
    {
        unsigned int cpu_thread_id   = omp_get_thread_num();
        unsigned int num_cpu_threads = omp_get_num_threads();

        // set and check the CUDA device for this CPU thread (cubound: bind it to this thread)
        int          gpu_id = -1;
        bound_dev_t *bd;
        checkCudaErrors(
            bd_bind(devices[cpu_thread_id % num_gpus], &bd)); // "% num_gpus" allows more CPU threads than GPU devices
        checkCudaErrors(bd_cudaGetDevice(bd, &gpu_id));
        printf("CPU thread %d (of %d) uses CUDA device %d\n", cpu_thread_id, num_cpu_threads, gpu_id);

        int         *d_a   = 0; // pointer to memory on the device associated with this CPU thread
        int         *sub_a = a + cpu_thread_id * n / num_cpu_threads; // pointer to this CPU thread's portion of data
        unsigned int nbytes_per_kernel = nbytes / num_cpu_threads;
        dim3         gpu_threads(128); // 128 threads per block
        dim3         gpu_blocks(n / (gpu_threads.x * num_cpu_threads));

        checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_a, nbytes_per_kernel));
        checkCudaErrors(bd_cudaMemset(bd, d_a, 0, nbytes_per_kernel));
        checkCudaErrors(bd_cudaMemcpy(bd, d_a, sub_a, nbytes_per_kernel, cudaMemcpyHostToDevice));
        kernelAddConstant<<<gpu_blocks, gpu_threads>>>(d_a, b); // cubound: for bd, entered by the copy

        checkCudaErrors(bd_cudaMemcpy(bd, sub_a, d_a, nbytes_per_kernel, cudaMemcpyDeviceToHost));
        checkCudaErrors(bd_cudaFree(bd, d_a));
        checkCudaErrors(bd_unbind(bd));
    }
    printf("---------------------------\n");

    if (cudaSuccess != bd_cudaGetLastError())
        printf("%s\n", bd_cudaGetErrorString(bd_cudaGetLastError()));

    for (int i = 0; i < num_gpus; i++) {
        checkCudaErrors(bd_device_close(devices[i]));
    }
    free(devices);

    ////////////////////////////////////////////////////////////////
    // check the result
    //
    bool bResult = correctResult(a, n, b);

    if (a)
        free(a); // free CPU memory

    exit(bResult ? EXIT_SUCCESS : EXIT_FAILURE);
}
