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
// Ported to cubound from cuda-samples Samples/0_Introduction/simpleAtomicIntrinsics: findCudaDevice
// became a binding of device 0 (bd), cuda*(...) bd_cuda*(bd, ...), the <<<>>> launch stays;
// helper_cuda.h is ported.h, the timer std::chrono; the kernel (simpleAtomicIntrinsics_kernel.cuh)
// and computeGold (simpleAtomicIntrinsics_cpu.cpp, declared bool as its caller declares it) are in
// this file; C kernel for the simulation.

/* A simple program demonstrating trivial use of global memory atomic
 * device functions (atomic*() functions).
 */

// includes, system
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <chrono>

// Includes CUDA, through cubound; CUDA helper functions
#include "ported.h"

// Includes, kernels (simpleAtomicIntrinsics_kernel.cuh)

////////////////////////////////////////////////////////////////////////////////
//! Simple test kernel for atomic instructions
//! @param g_idata  input data in global memory
//! @param g_odata  output data in global memory
////////////////////////////////////////////////////////////////////////////////
__global__ void testKernel(int *g_odata)
{
    // access thread id
    const unsigned int tid = blockDim.x * blockIdx.x + threadIdx.x;

    // Test various atomic instructions

    // Arithmetic atomic instructions

    // Atomic addition
    atomicAdd(&g_odata[0], 10);

    // Atomic subtraction (final should be 0)
    atomicSub(&g_odata[1], 10);

    // Atomic exchange
    atomicExch(&g_odata[2], tid);

    // Atomic maximum
    atomicMax(&g_odata[3], tid);

    // Atomic minimum
    atomicMin(&g_odata[4], tid);

    // Atomic increment (modulo 17+1)
    atomicInc((unsigned int *)&g_odata[5], 17);

    // Atomic decrement
    atomicDec((unsigned int *)&g_odata[6], 137);

    // Atomic compare-and-swap
    atomicCAS(&g_odata[7], tid - 1, tid);

    // Bitwise atomic instructions

    // Atomic AND
    atomicAnd(&g_odata[8], 2 * tid + 7);

    // Atomic OR
    atomicOr(&g_odata[9], 1 << tid);

    // Atomic XOR
    atomicXor(&g_odata[10], tid);
}

// cubound: testKernel in C, for the simulated driver (one call per block, a loop over its threads;
// the simulation runs one block at a time, so each atomic is a plain read-modify-write).
static void testKernel_c(const bd_sim_block_t *b)
{
    int *g_odata = BD_SIM_ARG(b, 0, int *);

    for (unsigned t = 0; t < b->block_dim.x; t++) {
        const unsigned int tid = b->block_dim.x * b->block_idx.x + t;

        g_odata[0] += 10;
        g_odata[1] -= 10;
        g_odata[2] = (int)tid;
        g_odata[3] = g_odata[3] > (int)tid ? g_odata[3] : (int)tid;
        g_odata[4] = g_odata[4] < (int)tid ? g_odata[4] : (int)tid;
        unsigned int *inc = (unsigned int *)&g_odata[5];
        *inc = *inc >= 17 ? 0 : *inc + 1;
        unsigned int *dec = (unsigned int *)&g_odata[6];
        *dec = (*dec == 0 || *dec > 137) ? 137 : *dec - 1;
        if (g_odata[7] == (int)(tid - 1))
            g_odata[7] = (int)tid;
        g_odata[8] &= (int)(2 * tid + 7);
        g_odata[9] |= (int)(tid < 32 ? 1u << tid : 0u); // the GPU's shift of 32 or more gives 0
        g_odata[10] ^= (int)tid;
    }
}

const char *sampleName = "simpleAtomicIntrinsics";

////////////////////////////////////////////////////////////////////////////////
// Auto-Verification Code
bool testResult = true;

////////////////////////////////////////////////////////////////////////////////
// Declaration, forward
void runTest(int argc, char **argv);

extern "C" bool computeGold(int *gpuData, const int len);

////////////////////////////////////////////////////////////////////////////////
// Program main
////////////////////////////////////////////////////////////////////////////////
int main(int argc, char **argv)
{
    printf("%s starting...\n", sampleName);

    runTest(argc, argv);

    printf("%s completed, returned %s\n", sampleName, testResult ? "OK" : "ERROR!");
    exit(testResult ? EXIT_SUCCESS : EXIT_FAILURE);
}

////////////////////////////////////////////////////////////////////////////////
//! Run a simple test for CUDA
////////////////////////////////////////////////////////////////////////////////
void runTest(int argc, char **argv)
{
    cudaStream_t stream;

    const size_t testKernel_sizes[] = {sizeof(int *)};
    checkCudaErrors(bd_sim_register_kernel("testKernel", testKernel_c, 1, testKernel_sizes));

    // cubound: device 0, bound to this thread, in place of findCudaDevice
    bd_device_t *dev;
    bound_dev_t *bd;
    ported_open(0, 1, 1, &dev, &bd);

    auto timer = std::chrono::steady_clock::now();

    unsigned int numThreads = 256;
    unsigned int numBlocks  = 64;
    unsigned int numData    = 11;
    unsigned int memSize    = sizeof(int) * numData;

    // allocate mem for the result on host side
    int *hOData;
    checkCudaErrors(bd_cudaMallocHost(bd, (void **)&hOData, memSize));

    // initialize the memory
    for (unsigned int i = 0; i < numData; i++)
        hOData[i] = 0;

    // To make the AND and XOR tests generate something other than 0...
    hOData[8] = hOData[10] = 0xff;

    checkCudaErrors(bd_cudaStreamCreateWithFlags(bd, &stream, cudaStreamNonBlocking));
    // allocate device memory for result
    int *dOData;
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&dOData, memSize));
    // copy host memory to device to initialize to zero
    checkCudaErrors(bd_cudaMemcpyAsync(bd, dOData, hOData, memSize, cudaMemcpyHostToDevice, stream));

    // execute the kernel (cubound: for bd, which the copy above entered)
    testKernel<<<numBlocks, numThreads, 0, stream>>>(dOData);

    // Copy result from device to host
    checkCudaErrors(bd_cudaMemcpyAsync(bd, hOData, dOData, memSize, cudaMemcpyDeviceToHost, stream));
    checkCudaErrors(bd_cudaStreamSynchronize(bd, stream));

    printf("Processing time: %f (ms)\n",
           std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - timer).count());

    // Compute reference solution
    testResult = computeGold(hOData, numThreads * numBlocks);

    // Cleanup memory
    checkCudaErrors(bd_cudaFreeHost(bd, hOData));
    checkCudaErrors(bd_cudaFree(bd, dOData));
    checkCudaErrors(bd_unbind(bd));
    checkCudaErrors(bd_device_close(dev));
}

// simpleAtomicIntrinsics_cpu.cpp

#define min(a, b) (a) < (b) ? (a) : (b)
#define max(a, b) (a) > (b) ? (a) : (b)

////////////////////////////////////////////////////////////////////////////////
//! Compute reference data set
//! Each element is multiplied with the number of threads / array length
//! @param reference  reference data, computed but preallocated
//! @param idata      input data as provided to device
//! @param len        number of elements in reference / idata
////////////////////////////////////////////////////////////////////////////////
bool computeGold(int *gpuData, const int len)
{
    int val = 0;

    for (int i = 0; i < len; ++i) {
        val += 10;
    }

    if (val != gpuData[0]) {
        printf("atomicAdd failed\n");
        return false;
    }

    val = 0;

    for (int i = 0; i < len; ++i) {
        val -= 10;
    }

    if (val != gpuData[1]) {
        printf("atomicSub failed\n");
        return false;
    }

    bool found = false;

    for (int i = 0; i < len; ++i) {
        // third element should be a member of [0, len)
        if (i == gpuData[2]) {
            found = true;
            break;
        }
    }

    if (!found) {
        printf("atomicExch failed\n");
        return false;
    }

    val = -(1 << 8);

    for (int i = 0; i < len; ++i) {
        // fourth element should be len-1
        val = max(val, i);
    }

    if (val != gpuData[3]) {
        printf("atomicMax failed\n");
        return false;
    }

    val = 1 << 8;

    for (int i = 0; i < len; ++i) {
        val = min(val, i);
    }

    if (val != gpuData[4]) {
        printf("atomicMin failed\n");
        return false;
    }

    int limit = 17;
    val       = 0;

    for (int i = 0; i < len; ++i) {
        val = (val >= limit) ? 0 : val + 1;
    }

    if (val != gpuData[5]) {
        printf("atomicInc failed\n");
        return false;
    }

    limit = 137;
    val   = 0;

    for (int i = 0; i < len; ++i) {
        val = ((val == 0) || (val > limit)) ? limit : val - 1;
    }

    if (val != gpuData[6]) {
        printf("atomicDec failed\n");
        return false;
    }

    found = false;

    for (int i = 0; i < len; ++i) {
        // eighth element should be a member of [0, len)
        if (i == gpuData[7]) {
            found = true;
            break;
        }
    }

    if (!found) {
        printf("atomicCAS failed\n");
        return false;
    }

    val = 0xff;

    for (int i = 0; i < len; ++i) {
        // 9th element should be 1
        val &= (2 * i + 7);
    }

    if (val != gpuData[8]) {
        printf("atomicAnd failed\n");
        return false;
    }

    val = 0;

    for (int i = 0; i < len; ++i) {
        // 10th element should be 0xff
        val |= (1 << i);
    }

    if (val != gpuData[9]) {
        printf("atomicOr failed\n");
        return false;
    }

    val = 0xff;

    for (int i = 0; i < len; ++i) {
        // 11th element should be 0xff
        val ^= i;
    }

    if (val != gpuData[10]) {
        printf("atomicXor failed\n");
        return false;
    }

    return true;
}
