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
// Ported to cubound from cuda-samples Samples/0_Introduction/simpleTemplates: findCudaDevice became
// a binding of device 0 (bd) in each runTest, cuda*(...) bd_cuda*(bd, ...), the <<<>>> launches
// stay; helper_cuda.h and helper_functions.h are ported.h, the timer std::chrono; C kernels for the
// simulation, one per instantiation of testKernel.

/* This sample is a templatized version of the template project.
 * It also shows how to correctly templatize dynamically allocated shared
 * memory arrays.
 * Host code.
 */

// System includes
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <chrono>

// CUDA runtime, through cubound; helper functions
#include "ported.h"

#ifndef MAX
#define MAX(a, b) (a > b ? a : b)
#endif

// includes, kernels
#include "sharedmem.cuh"

int g_TotalFailures = 0;

////////////////////////////////////////////////////////////////////////////////
//! Simple test kernel for device functionality
//! @param g_idata  input data in global memory
//! @param g_odata  output data in global memory
////////////////////////////////////////////////////////////////////////////////
template <class T> __global__ void testKernel(T *g_idata, T *g_odata)
{
    // Shared mem size is determined by the host app at run time
    SharedMemory<T> smem;
    T              *sdata = smem.getPointer();

    // access thread id
    const unsigned int tid = threadIdx.x;
    // access number of threads in this block
    const unsigned int num_threads = blockDim.x;

    // read in input data from global memory
    sdata[tid] = g_idata[tid];
    __syncthreads();

    // perform some computations
    sdata[tid] = (T)num_threads * sdata[tid];
    __syncthreads();

    // write data to global memory
    g_odata[tid] = sdata[tid];
}

// cubound: testKernel<T> in C, for the simulated driver (one call per block, a loop over its threads
// per phase between the __syncthreads; the dynamic shared memory is the block's).
template <class T> static void testKernel_c(const bd_sim_block_t *b)
{
    T *g_idata = BD_SIM_ARG(b, 0, T *);
    T *g_odata = BD_SIM_ARG(b, 1, T *);
    T *sdata   = static_cast<T *>(b->shared);

    const unsigned int num_threads = b->block_dim.x;

    for (unsigned int tid = 0; tid < num_threads; tid++)
        sdata[tid] = g_idata[tid];

    for (unsigned int tid = 0; tid < num_threads; tid++)
        sdata[tid] = (T)num_threads * sdata[tid];

    for (unsigned int tid = 0; tid < num_threads; tid++)
        g_odata[tid] = sdata[tid];
}

////////////////////////////////////////////////////////////////////////////////
// declaration, forward
template <class T> void runTest(int argc, char **argv, int len);

template <class T> void computeGold(T *reference, T *idata, const unsigned int len)
{
    const T T_len = static_cast<T>(len);

    for (unsigned int i = 0; i < len; ++i) {
        reference[i] = idata[i] * T_len;
    }
}

////////////////////////////////////////////////////////////////////////////////
// Program main
////////////////////////////////////////////////////////////////////////////////
int main(int argc, char **argv)
{
    // cubound: each instantiation's C version, by its entry (mangled) name
    const size_t testKernel_sizes[] = {sizeof(void *), sizeof(void *)};
    checkCudaErrors(bd_sim_register_kernel("_Z10testKernelIfEvPT_S1_", testKernel_c<float>, 2, testKernel_sizes));
    checkCudaErrors(bd_sim_register_kernel("_Z10testKernelIiEvPT_S1_", testKernel_c<int>, 2, testKernel_sizes));

    printf("> runTest<float,32>\n");
    runTest<float>(argc, argv, 32);
    printf("> runTest<int,64>\n");
    runTest<int>(argc, argv, 64);

    printf("\n[simpleTemplates] -> Test Results: %d Failures\n", g_TotalFailures);

    exit(g_TotalFailures == 0 ? EXIT_SUCCESS : EXIT_FAILURE);
}

// To completely templatize runTest (below) with cutil, we need to use
// template specialization to wrap up CUTIL's array comparison and file writing
// functions for different types.

// Here's the generic wrapper for cutCompare*
template <class T> class ArrayComparator
{
public:
    bool compare(const T *reference, T *data, unsigned int len)
    {
        fprintf(stderr, "Error: no comparison function implemented for this type\n");
        return false;
    }
};

// Here's the specialization for ints:
template <> class ArrayComparator<int>
{
public:
    bool compare(const int *reference, int *data, unsigned int len)
    {
        return compareData(reference, data, len, 0.15f, 0.0f);
    }
};

// Here's the specialization for floats:
template <> class ArrayComparator<float>
{
public:
    bool compare(const float *reference, float *data, unsigned int len)
    {
        return compareData(reference, data, len, 0.15f, 0.15f);
    }
};

// Here's the generic wrapper for cutWriteFile*
template <class T> class ArrayFileWriter
{
public:
    bool write(const char *filename, T *data, unsigned int len, float epsilon)
    {
        fprintf(stderr, "Error: no file write function implemented for this type\n");
        return false;
    }
};

// Here's the specialization for ints:
template <> class ArrayFileWriter<int>
{
public:
    bool write(const char *filename, int *data, unsigned int len, float epsilon)
    {
        return sdkWriteFile(filename, data, len, epsilon, false);
    }
};

// Here's the specialization for floats:
template <> class ArrayFileWriter<float>
{
public:
    bool write(const char *filename, float *data, unsigned int len, float epsilon)
    {
        return sdkWriteFile(filename, data, len, epsilon, false);
    }
};

////////////////////////////////////////////////////////////////////////////////
//! Run a simple test for CUDA
////////////////////////////////////////////////////////////////////////////////
template <class T> void runTest(int argc, char **argv, int len)
{
    int            devID;
    cudaDeviceProp deviceProps;

    // cubound: device 0, bound to this thread, in place of findCudaDevice
    bd_device_t *dev;
    bound_dev_t *bd;
    ported_open(0, 1, 1, &dev, &bd);
    devID = bd_device_ordinal(dev);

    // get number of SMs on this GPU
    checkCudaErrors(bd_cudaGetDeviceProperties(&deviceProps, devID));
    printf("CUDA device [%s] has %d Multi-Processors\n", deviceProps.name, deviceProps.multiProcessorCount);

    // create and start timer
    auto timer = std::chrono::steady_clock::now();

    unsigned int num_threads = len;
    unsigned int mem_size    = sizeof(float) * num_threads;

    // allocate host memory
    T *h_idata = (T *)malloc(mem_size);

    // initialize the memory
    for (unsigned int i = 0; i < num_threads; ++i) {
        h_idata[i] = (T)i;
    }

    // allocate device memory
    T *d_idata;
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_idata, mem_size));
    // copy host memory to device
    checkCudaErrors(bd_cudaMemcpy(bd, d_idata, h_idata, mem_size, cudaMemcpyHostToDevice));

    // allocate device memory for result
    T *d_odata;
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_odata, mem_size));

    // setup execution parameters
    dim3 grid(1, 1, 1);
    dim3 threads(num_threads, 1, 1);

    // execute the kernel (cubound: for bd, which the allocation above entered)
    testKernel<T><<<grid, threads, mem_size>>>(d_idata, d_odata);

    // check if kernel execution generated and error
    getLastCudaError("Kernel execution failed");

    // allocate mem for the result on host side
    T *h_odata = (T *)malloc(mem_size);
    // copy result from device to host
    checkCudaErrors(bd_cudaMemcpy(bd, h_odata, d_odata, sizeof(T) * num_threads, cudaMemcpyDeviceToHost));

    printf("Processing time: %f (ms)\n",
           std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - timer).count());

    // compute reference solution
    T *reference = (T *)malloc(mem_size);
    computeGold<T>(reference, h_idata, num_threads);

    ArrayComparator<T> comparator;
    ArrayFileWriter<T> writer;

    // check result
    if (checkCmdLineFlag(argc, (const char **)argv, "regression")) {
        // write file for regression test
        writer.write("./data/regression.dat", h_odata, num_threads, 0.0f);
    }
    else {
        // custom output handling when no regression test running
        // in this case check if the result is equivalent to the expected solution
        bool res = comparator.compare(reference, h_odata, num_threads);
        printf("Compare %s\n\n", (1 == res) ? "OK" : "MISMATCH");
        g_TotalFailures += (1 != res);
    }

    // cleanup memory
    free(h_idata);
    free(h_odata);
    free(reference);
    checkCudaErrors(bd_cudaFree(bd, d_idata));
    checkCudaErrors(bd_cudaFree(bd, d_odata));
    checkCudaErrors(bd_unbind(bd));
    checkCudaErrors(bd_device_close(dev));
}
