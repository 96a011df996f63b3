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
// Ported to cubound from cuda-samples Samples/2_Concepts_and_Techniques/scalarProd: findCudaDevice
// became a binding of device 0 (bd), cuda*(...) bd_cuda*(bd, ...), the <<<>>> launch stays;
// helper_cuda.h and helper_functions.h are ported.h, the timer std::chrono; the kernel
// (scalarProd_kernel.cuh) and scalarProdCPU (scalarProd_cpu.cpp) are in this file; C kernel for
// the simulation.

/*
 * This sample calculates scalar products of a
 * given set of input vector pairs
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <chrono>

#include "ported.h"

///////////////////////////////////////////////////////////////////////////////
// Calculate scalar products of VectorN vectors of ElementN elements on CPU
///////////////////////////////////////////////////////////////////////////////
// (scalarProd_cpu.cpp)
////////////////////////////////////////////////////////////////////////////
// Calculate scalar products of VectorN vectors of ElementN elements on CPU.
// Straight accumulation in double precision.
////////////////////////////////////////////////////////////////////////////
extern "C" void scalarProdCPU(float *h_C, float *h_A, float *h_B, int vectorN, int elementN)
{
    for (int vec = 0; vec < vectorN; vec++) {
        int vectorBase = elementN * vec;
        int vectorEnd  = vectorBase + elementN;

        double sum = 0;

        for (int pos = vectorBase; pos < vectorEnd; pos++)
            sum += h_A[pos] * h_B[pos];

        h_C[vec] = (float)sum;
    }
}

///////////////////////////////////////////////////////////////////////////////
// Calculate scalar products of VectorN vectors of ElementN elements on GPU
///////////////////////////////////////////////////////////////////////////////
// (scalarProd_kernel.cuh)
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

///////////////////////////////////////////////////////////////////////////////
// On G80-class hardware 24-bit multiplication takes 4 clocks per warp
// (the same as for floating point  multiplication and addition),
// whereas full 32-bit multiplication takes 16 clocks per warp.
// So if integer multiplication operands are  guaranteed to fit into 24 bits
// (always lie within [-8M, 8M - 1] range in signed case),
// explicit 24-bit multiplication is preferred for performance.
///////////////////////////////////////////////////////////////////////////////
#define IMUL(a, b) __mul24(a, b)

///////////////////////////////////////////////////////////////////////////////
// Calculate scalar products of VectorN vectors of ElementN elements on GPU
// Parameters restrictions:
// 1) ElementN is strongly preferred to be a multiple of warp size to
//    meet alignment constraints of memory coalescing.
// 2) ACCUM_N must be a power of two.
///////////////////////////////////////////////////////////////////////////////
#define ACCUM_N 1024
__global__ void scalarProdGPU(float *d_C, float *d_A, float *d_B, int vectorN, int elementN)
{
    // Handle to thread block group
    cg::thread_block cta = cg::this_thread_block();
    // Accumulators cache
    __shared__ float accumResult[ACCUM_N];

    ////////////////////////////////////////////////////////////////////////////
    // Cycle through every pair of vectors,
    // taking into account that vector counts can be different
    // from total number of thread blocks
    ////////////////////////////////////////////////////////////////////////////
    for (int vec = blockIdx.x; vec < vectorN; vec += gridDim.x) {
        int vectorBase = IMUL(elementN, vec);
        int vectorEnd  = vectorBase + elementN;

        ////////////////////////////////////////////////////////////////////////
        // Each accumulator cycles through vectors with
        // stride equal to number of total number of accumulators ACCUM_N
        // At this stage ACCUM_N is only preferred be a multiple of warp size
        // to meet memory coalescing alignment constraints.
        ////////////////////////////////////////////////////////////////////////
        for (int iAccum = threadIdx.x; iAccum < ACCUM_N; iAccum += blockDim.x) {
            float sum = 0;

            for (int pos = vectorBase + iAccum; pos < vectorEnd; pos += ACCUM_N)
                sum += d_A[pos] * d_B[pos];

            accumResult[iAccum] = sum;
        }

        ////////////////////////////////////////////////////////////////////////
        // Perform tree-like reduction of accumulators' results.
        // ACCUM_N has to be power of two at this stage
        ////////////////////////////////////////////////////////////////////////
        for (int stride = ACCUM_N / 2; stride > 0; stride >>= 1) {
            cg::sync(cta);

            for (int iAccum = threadIdx.x; iAccum < stride; iAccum += blockDim.x)
                accumResult[iAccum] += accumResult[stride + iAccum];
        }

        cg::sync(cta);

        if (threadIdx.x == 0)
            d_C[vec] = accumResult[0];
    }
}

// cubound: scalarProdGPU in C, for the simulated driver (one call per block; per vector a loop over
// the threads filling the accumulators, then one per step of the tree between the cg::sync calls).
static void scalarProdGPU_c(const bd_sim_block_t *b)
{
    float    *d_C      = BD_SIM_ARG(b, 0, float *);
    float    *d_A      = BD_SIM_ARG(b, 1, float *);
    float    *d_B      = BD_SIM_ARG(b, 2, float *);
    const int vectorN  = BD_SIM_ARG(b, 3, int);
    const int elementN = BD_SIM_ARG(b, 4, int);
    const int threads  = (int)b->block_dim.x;
    float     accumResult[ACCUM_N];

    for (int vec = (int)b->block_idx.x; vec < vectorN; vec += (int)b->grid_dim.x) {
        int vectorBase = elementN * vec;
        int vectorEnd  = vectorBase + elementN;

        for (int t = 0; t < threads; t++)
            for (int iAccum = t; iAccum < ACCUM_N; iAccum += threads) {
                float sum = 0;

                for (int pos = vectorBase + iAccum; pos < vectorEnd; pos += ACCUM_N)
                    sum += d_A[pos] * d_B[pos];

                accumResult[iAccum] = sum;
            }

        for (int stride = ACCUM_N / 2; stride > 0; stride >>= 1)
            for (int t = 0; t < threads; t++)
                for (int iAccum = t; iAccum < stride; iAccum += threads)
                    accumResult[iAccum] += accumResult[stride + iAccum];

        d_C[vec] = accumResult[0];
    }
}

////////////////////////////////////////////////////////////////////////////////
// Helper function, returning uniformly distributed
// random float in [low, high] range
////////////////////////////////////////////////////////////////////////////////
float RandFloat(float low, float high)
{
    float t = (float)rand() / (float)RAND_MAX;
    return (1.0f - t) * low + t * high;
}

///////////////////////////////////////////////////////////////////////////////
// Data configuration
///////////////////////////////////////////////////////////////////////////////

// Total number of input vector pairs; arbitrary
const int VECTOR_N = 256;
// Number of elements per vector; arbitrary,
// but strongly preferred to be a multiple of warp size
// to meet memory coalescing constraints
const int ELEMENT_N = 4096;
// Total number of data elements
const int DATA_N = VECTOR_N * ELEMENT_N;

const int DATA_SZ   = DATA_N * sizeof(float);
const int RESULT_SZ = VECTOR_N * sizeof(float);

///////////////////////////////////////////////////////////////////////////////
// Main program
///////////////////////////////////////////////////////////////////////////////
int main(int argc, char **argv)
{
    float              *h_A, *h_B, *h_C_CPU, *h_C_GPU;
    float              *d_A, *d_B, *d_C;
    double              delta, ref, sum_delta, sum_ref, L1norm;
    int                 i;

    printf("%s Starting...\n\n", argv[0]);

    const size_t scalarProdGPU_sizes[] = {sizeof(float *), sizeof(float *), sizeof(float *), sizeof(int), sizeof(int)};
    checkCudaErrors(bd_sim_register_kernel("scalarProdGPU", scalarProdGPU_c, 5, scalarProdGPU_sizes));

    // cubound: device 0, bound to this thread, in place of findCudaDevice
    bd_device_t *dev;
    bound_dev_t *bd;
    ported_open(0, 1, 1, &dev, &bd);

    printf("Initializing data...\n");
    printf("...allocating CPU memory.\n");
    h_A     = (float *)malloc(DATA_SZ);
    h_B     = (float *)malloc(DATA_SZ);
    h_C_CPU = (float *)malloc(RESULT_SZ);
    h_C_GPU = (float *)malloc(RESULT_SZ);

    printf("...allocating GPU memory.\n");
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_A, DATA_SZ));
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_B, DATA_SZ));
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_C, RESULT_SZ));

    printf("...generating input data in CPU mem.\n");
    srand(123);

    // Generating input data on CPU
    for (i = 0; i < DATA_N; i++) {
        h_A[i] = RandFloat(0.0f, 1.0f);
        h_B[i] = RandFloat(0.0f, 1.0f);
    }

    printf("...copying input data to GPU mem.\n");
    // Copy options data to GPU memory for further processing
    checkCudaErrors(bd_cudaMemcpy(bd, d_A, h_A, DATA_SZ, cudaMemcpyHostToDevice));
    checkCudaErrors(bd_cudaMemcpy(bd, d_B, h_B, DATA_SZ, cudaMemcpyHostToDevice));
    printf("Data init done.\n");

    printf("Executing GPU kernel...\n");
    checkCudaErrors(bd_cudaDeviceSynchronize(bd));
    // cubound: the launch is for bd, which the synchronize before it entered
    auto hTimer = std::chrono::steady_clock::now();
    scalarProdGPU<<<128, 256>>>(d_C, d_A, d_B, VECTOR_N, ELEMENT_N);
    getLastCudaError("scalarProdGPU() execution failed\n");
    checkCudaErrors(bd_cudaDeviceSynchronize(bd));
    printf("GPU time: %f msecs.\n",
           std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - hTimer).count());

    printf("Reading back GPU result...\n");
    // Read back GPU results to compare them to CPU results
    checkCudaErrors(bd_cudaMemcpy(bd, h_C_GPU, d_C, RESULT_SZ, cudaMemcpyDeviceToHost));

    printf("Checking GPU results...\n");
    printf("..running CPU scalar product calculation\n");
    scalarProdCPU(h_C_CPU, h_A, h_B, VECTOR_N, ELEMENT_N);

    printf("...comparing the results\n");
    // Calculate max absolute difference and L1 distance
    // between CPU and GPU results
    sum_delta = 0;
    sum_ref   = 0;

    for (i = 0; i < VECTOR_N; i++) {
        delta = fabs(h_C_GPU[i] - h_C_CPU[i]);
        ref   = h_C_CPU[i];
        sum_delta += delta;
        sum_ref += ref;
    }

    L1norm = sum_delta / sum_ref;

    printf("Shutting down...\n");
    checkCudaErrors(bd_cudaFree(bd, d_C));
    checkCudaErrors(bd_cudaFree(bd, d_B));
    checkCudaErrors(bd_cudaFree(bd, d_A));
    free(h_C_GPU);
    free(h_C_CPU);
    free(h_B);
    free(h_A);
    checkCudaErrors(bd_unbind(bd));
    checkCudaErrors(bd_device_close(dev));

    printf("L1 error: %E\n", L1norm);
    printf((L1norm < 1e-6) ? "Test passed\n" : "Test failed!\n");
    exit(L1norm < 1e-6 ? EXIT_SUCCESS : EXIT_FAILURE);
}
