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
// Ported to cubound from cuda-samples Samples/4_CUDA_Libraries/MersenneTwisterGP11213 (MersenneTwister.cpp):
// findCudaDevice became a binding of device 0 (bd), cuda*(...) and curand*(...) bd_*(bd, ...) (the host
// generator's too; cudaMallocHost of a float * casts to void **); helper_cuda.h is ported.h, the timer
// std::chrono.

/*
 * This sample demonstrates the use of CURAND to generate
 * random numbers on GPU and CPU.
 */

// Utilities and system includes
// includes, system
#include <curand.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Utilities and system includes
#include <chrono>

#include "ported.h" // cuRAND and the CUDA runtime, through cubound

float compareResults(int rand_n, float *h_RandGPU, float *h_RandCPU);

const int          DEFAULT_RAND_N = 2400000;
const unsigned int DEFAULT_SEED   = 777;

///////////////////////////////////////////////////////////////////////////////
// Main program
///////////////////////////////////////////////////////////////////////////////
int main(int argc, char **argv)
{
    // Start logs
    printf("%s Starting...\n\n", argv[0]);

    // initialize the GPU, either identified by --device
    // or by picking the device with highest flop rate.
    // cubound: device 0, bound to this thread, in place of findCudaDevice
    bd_device_t *dev;
    bound_dev_t *bd;
    checkCudaErrors(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    checkCudaErrors(bd_bind(dev, &bd));

    // parsing the number of random numbers to generate
    int rand_n = DEFAULT_RAND_N;

    if (checkCmdLineFlag(argc, (const char **)argv, "count")) {
        rand_n = getCmdLineArgumentInt(argc, (const char **)argv, "count");
    }

    printf("Allocating data for %i samples...\n", rand_n);

    // parsing the seed
    int seed = DEFAULT_SEED;

    if (checkCmdLineFlag(argc, (const char **)argv, "seed")) {
        seed = getCmdLineArgumentInt(argc, (const char **)argv, "seed");
    }

    printf("Seeding with %i ...\n", seed);

    cudaStream_t stream;
    checkCudaErrors(bd_cudaStreamCreateWithFlags(bd, &stream, cudaStreamNonBlocking));

    float *d_Rand;
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_Rand, rand_n * sizeof(float)));

    curandGenerator_t prngGPU;
    checkCudaErrors(bd_curandCreateGenerator(bd, &prngGPU, CURAND_RNG_PSEUDO_MTGP32));
    checkCudaErrors(bd_curandSetStream(bd, prngGPU, stream));
    checkCudaErrors(bd_curandSetPseudoRandomGeneratorSeed(bd, prngGPU, seed));

    curandGenerator_t prngCPU;
    checkCudaErrors(bd_curandCreateGeneratorHost(bd, &prngCPU, CURAND_RNG_PSEUDO_MTGP32));
    checkCudaErrors(bd_curandSetPseudoRandomGeneratorSeed(bd, prngCPU, seed));

    //
    // Example 1: Compare random numbers generated on GPU and CPU
    float *h_RandGPU;
    checkCudaErrors(bd_cudaMallocHost(bd, (void **)&h_RandGPU, rand_n * sizeof(float)));

    printf("Generating random numbers on GPU...\n\n");
    checkCudaErrors(bd_curandGenerateUniform(bd, prngGPU, (float *)d_Rand, rand_n));

    printf("\nReading back the results...\n");
    checkCudaErrors(bd_cudaMemcpyAsync(bd, h_RandGPU, d_Rand, rand_n * sizeof(float), cudaMemcpyDeviceToHost, stream));

    float *h_RandCPU = (float *)malloc(rand_n * sizeof(float));

    printf("Generating random numbers on CPU...\n\n");
    checkCudaErrors(bd_curandGenerateUniform(bd, prngCPU, (float *)h_RandCPU, rand_n));

    checkCudaErrors(bd_cudaStreamSynchronize(bd, stream));
    printf("Comparing CPU/GPU random numbers...\n\n");
    float L1norm = compareResults(rand_n, h_RandGPU, h_RandCPU);

    //
    // Example 2: Timing of random number generation on GPU
    const int           numIterations = 10;
    int                 i;
    auto hTimer = std::chrono::steady_clock::now();

    for (i = 0; i < numIterations; i++) {
        checkCudaErrors(bd_curandGenerateUniform(bd, prngGPU, (float *)d_Rand, rand_n));
    }

    checkCudaErrors(bd_cudaStreamSynchronize(bd, stream));
    double gpuTime =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - hTimer).count() / (double)numIterations;

    printf("MersenneTwisterGP11213, Throughput = %.4f GNumbers/s, Time = %.5f s, "
           "Size = %u Numbers\n",
           1.0e-9 * rand_n / gpuTime,
           gpuTime,
           rand_n);

    printf("Shutting down...\n");

    checkCudaErrors(bd_curandDestroyGenerator(bd, prngGPU));
    checkCudaErrors(bd_curandDestroyGenerator(bd, prngCPU));
    checkCudaErrors(bd_cudaStreamDestroy(bd, stream));
    checkCudaErrors(bd_cudaFree(bd, d_Rand));
    checkCudaErrors(bd_cudaFreeHost(bd, h_RandGPU));
    free(h_RandCPU);
    checkCudaErrors(bd_unbind(bd));
    checkCudaErrors(bd_device_close(dev));

    exit(L1norm < 1e-6 ? EXIT_SUCCESS : EXIT_FAILURE);
}

float compareResults(int rand_n, float *h_RandGPU, float *h_RandCPU)
{
    int   i;
    float rCPU, rGPU, delta;
    float max_delta = 0.;
    float sum_delta = 0.;
    float sum_ref   = 0.;

    for (i = 0; i < rand_n; i++) {
        rCPU  = h_RandCPU[i];
        rGPU  = h_RandGPU[i];
        delta = fabs(rCPU - rGPU);
        sum_delta += delta;
        sum_ref += fabs(rCPU);

        if (delta >= max_delta) {
            max_delta = delta;
        }
    }

    float L1norm = (float)(sum_delta / sum_ref);
    printf("Max absolute error: %E\n", max_delta);
    printf("L1 norm: %E\n\n", L1norm);

    return L1norm;
}
