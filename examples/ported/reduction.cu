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
// Ported to cubound from cuda-samples Samples/2_Concepts_and_Techniques/reduction: findCudaDevice
// and cudaSetDevice became a binding of device 0 (bd, file-scope for the helpers that used the
// runtime's implicit device), cuda*(...) bd_cuda*(bd, ...), the <<<>>> launches (in
// reduction_kernel.cuh, reduction_kernel.cu unchanged, included here in place of reduction.h) stay;
// helper_cuda.h and helper_functions.h are ported.h, the StopWatchInterface timer a std::chrono one
// below; main's exit status is nonzero when the check fails (NVIDIA's returns 0 either way); C
// kernels for the simulation, where the defaults are 2^20 elements and one timed iteration (not
// 2^24 and 100).

/*
    Parallel reduction

    This sample shows how to perform a reduction operation on an array of values
    to produce a single value.

    Reductions are a very common computation in parallel algorithms.  Any time
    an array of values needs to be reduced to a single value using a binary
    associative operator, a reduction can be used.  Example applications include
    statistics computations such as mean and standard deviation, and image
    processing applications such as finding the total luminance of an
    image.

    This code performs sum reductions, but any associative operator such as
    min() or max() could also be used.

    It assumes the input size is a power of 2.

    COMMAND LINE ARGUMENTS

    "--shmoo":         Test performance for 1 to 32M elements with each of the 7
   different kernels
    "--n=<N>":         Specify the number of elements to reduce (default
   1048576)
    "--threads=<N>":   Specify the number of threads per block (default 128)
    "--kernel=<N>":    Specify which kernel to run (0-6, default 6)
    "--maxblocks=<N>": Specify the maximum number of thread blocks to launch
   (kernel 6 only, default 64)
    "--cpufinal":      Read back the per-block results and do final sum of block
   sums on CPU (default false)
    "--cputhresh=<N>": The threshold of number of blocks sums below which to
   perform a CPU final reduction (default 1)
    "-type=<T>":       The datatype for the reduction, where T is "int",
   "float", or "double" (default int)
*/

// CUDA Runtime, through cubound
#include <strings.h>

#include <chrono>

// Utilities and system includes
#include <algorithm>

#include "ported.h"

// includes, project (the kernels and reduce<T>, in place of reduction.h's declaration)
#include "reduction_kernel.cuh"

// cubound: the binding of device 0, made in main
static bound_dev_t *bd;

// cubound: helper_timer.h's StopWatchInterface as this sample uses it, over std::chrono: the
// average is over the start/stop intervals since the last reset.
struct StopWatchInterface
{
    std::chrono::steady_clock::time_point start;
    double                                total_ms = 0;
    int                                   intervals = 0;
};
static void sdkCreateTimer(StopWatchInterface **timer) { *timer = new StopWatchInterface; }
static void sdkDeleteTimer(StopWatchInterface **timer) { delete *timer; }
static void sdkStartTimer(StopWatchInterface **timer) { (*timer)->start = std::chrono::steady_clock::now(); }
static void sdkStopTimer(StopWatchInterface **timer)
{
    auto elapsed = std::chrono::steady_clock::now() - (*timer)->start;
    (*timer)->total_ms += std::chrono::duration<double, std::milli>(elapsed).count();
    (*timer)->intervals++;
}
static void sdkResetTimer(StopWatchInterface **timer) { **timer = StopWatchInterface(); }
static float sdkGetAverageTimerValue(StopWatchInterface **timer)
{
    return (*timer)->intervals > 0 ? (float)((*timer)->total_ms / (*timer)->intervals) : 0.0f;
}

// cubound: the kernels in C, for the simulated driver. Each block of each kernel writes
// g_odata[blockIdx.x], the sum of the elements its threads read: chunks of `width` elements from
// blockIdx.x * width, every `stride` elements (0: one chunk). The C versions add them in index
// order, not in the kernels' tree order (the same for int; for float and double within the
// sample's tolerance).
template <class T> static void block_sum(const bd_sim_block_t *b, unsigned int width, unsigned int stride)
{
    const T           *g_idata = BD_SIM_ARG(b, 0, const T *);
    T                 *g_odata = BD_SIM_ARG(b, 1, T *);
    const unsigned int n       = BD_SIM_ARG(b, 2, unsigned int);

    T sum = 0;
    for (unsigned int chunk = b->block_idx.x * width; chunk < n; chunk += stride) {
        for (unsigned int i = chunk; i < chunk + width && i < n; i++)
            sum += g_idata[i];
        if (stride == 0)
            break;
    }
    g_odata[b->block_idx.x] = sum;
}

// reduce0, reduce1, reduce2: a thread per element
template <class T> static void reduce012_c(const bd_sim_block_t *b) { block_sum<T>(b, b->block_dim.x, 0); }

// reduce3, reduce4, reduce5: two elements per thread, blockDim.x apart
template <class T> static void reduce345_c(const bd_sim_block_t *b) { block_sum<T>(b, 2 * b->block_dim.x, 0); }

// reduce6, reduce7, multi_warp_cg_reduce: over the grid, two blocks' worth per step where n is a
// power of 2 (the nIsPow2 reduce<T> chooses), one otherwise
template <class T> static void reduce67_c(const bd_sim_block_t *b)
{
    const unsigned int n     = BD_SIM_ARG(b, 2, unsigned int);
    const unsigned int width = ((n & (n - 1)) == 0 ? 2 : 1) * b->block_dim.x;
    block_sum<T>(b, width, width * b->grid_dim.x);
}

// cg_reduce: over the grid, one block's worth per step
template <class T> static void cg_reduce_c(const bd_sim_block_t *b)
{
    block_sum<T>(b, b->block_dim.x, b->block_dim.x * b->grid_dim.x);
}

template <class T> static void register_kernels_c()
{
    const size_t sizes[] = {sizeof(T *), sizeof(T *), sizeof(unsigned int)};
    const struct
    {
        const char      *name;
        bd_sim_kernel_fn run;
    } kernels[] = {{"reduce0", reduce012_c<T>},
                   {"reduce1", reduce012_c<T>},
                   {"reduce2", reduce012_c<T>},
                   {"reduce3", reduce345_c<T>},
                   {"reduce4", reduce345_c<T>},
                   {"reduce5", reduce345_c<T>},
                   {"reduce6", reduce67_c<T>},
                   {"reduce7", reduce67_c<T>},
                   {"cg_reduce", cg_reduce_c<T>},
                   {"multi_warp_cg_reduce", reduce67_c<T>}};
    for (const auto &kernel : kernels) // under the plain name: this run reduces one type T
        checkCudaErrors(bd_sim_register_kernel(kernel.name, kernel.run, 3, sizes));
}

enum ReduceType { REDUCE_INT, REDUCE_FLOAT, REDUCE_DOUBLE };

////////////////////////////////////////////////////////////////////////////////
// declaration, forward
template <class T> bool runTest(int argc, char **argv, ReduceType datatype);

#define MAX_BLOCK_DIM_SIZE 65535

#ifdef WIN32
#define strcasecmp strcmpi
#endif

extern "C" bool isPow2(unsigned int x) { return ((x & (x - 1)) == 0); }

const char *getReduceTypeString(const ReduceType type)
{
    switch (type) {
    case REDUCE_INT:
        return "int";
    case REDUCE_FLOAT:
        return "float";
    case REDUCE_DOUBLE:
        return "double";
    default:
        return "unknown";
    }
}

////////////////////////////////////////////////////////////////////////////////
// Program main
////////////////////////////////////////////////////////////////////////////////
int main(int argc, char **argv)
{
    printf("%s Starting...\n\n", argv[0]);

    char *typeInput = 0;
    getCmdLineArgumentString(argc, (const char **)argv, "type", &typeInput);

    ReduceType datatype = REDUCE_INT;

    if (0 != typeInput) {
        if (!strcasecmp(typeInput, "float")) {
            datatype = REDUCE_FLOAT;
        }
        else if (!strcasecmp(typeInput, "double")) {
            datatype = REDUCE_DOUBLE;
        }
        else if (strcasecmp(typeInput, "int")) {
            printf("Type %s is not recognized. Using default type int.\n\n", typeInput);
        }
    }

    cudaDeviceProp deviceProp;
    int            dev;

    // cubound: device 0, bound to this thread, in place of findCudaDevice and cudaSetDevice
    bd_device_t *device;
    ported_open(0, 1, 1, &device, &bd);
    dev = bd_device_ordinal(device);

    checkCudaErrors(bd_cudaGetDeviceProperties(&deviceProp, dev));

    printf("Using Device %d: %s\n\n", dev, deviceProp.name);

    printf("Reducing array of type %s\n\n", getReduceTypeString(datatype));

    bool bResult = false;

    switch (datatype) {
    default:
    case REDUCE_INT:
        bResult = runTest<int>(argc, argv, datatype);
        break;

    case REDUCE_FLOAT:
        bResult = runTest<float>(argc, argv, datatype);
        break;

    case REDUCE_DOUBLE:
        bResult = runTest<double>(argc, argv, datatype);
        break;
    }

    printf(bResult ? "Test passed\n" : "Test failed!\n");
    checkCudaErrors(bd_unbind(bd));
    checkCudaErrors(bd_device_close(device));
    return bResult ? EXIT_SUCCESS : EXIT_FAILURE;
}

////////////////////////////////////////////////////////////////////////////////
//! Compute sum reduction on CPU
//! We use Kahan summation for an accurate sum of large arrays.
//! http://en.wikipedia.org/wiki/Kahan_summation_algorithm
//!
//! @param data       pointer to input data
//! @param size       number of input data elements
////////////////////////////////////////////////////////////////////////////////
template <class T> T reduceCPU(T *data, int size)
{
    T sum = data[0];
    T c   = (T)0.0;

    for (int i = 1; i < size; i++) {
        T y = data[i] - c;
        T t = sum + y;
        c   = (t - sum) - y;
        sum = t;
    }

    return sum;
}

unsigned int nextPow2(unsigned int x)
{
    --x;
    x |= x >> 1;
    x |= x >> 2;
    x |= x >> 4;
    x |= x >> 8;
    x |= x >> 16;
    return ++x;
}

#ifndef MIN
#define MIN(x, y) ((x < y) ? x : y)
#endif

////////////////////////////////////////////////////////////////////////////////
// Compute the number of threads and blocks to use for the given reduction
// kernel For the kernels >= 3, we set threads / block to the minimum of
// maxThreads and n/2. For kernels < 3, we set to the minimum of maxThreads and
// n.  For kernel 6, we observe the maximum specified number of blocks, because
// each thread in that kernel can process a variable number of elements.
////////////////////////////////////////////////////////////////////////////////
void getNumBlocksAndThreads(int whichKernel, int n, int maxBlocks, int maxThreads, int &blocks, int &threads)
{
    // get device capability, to avoid block/grid size exceed the upper bound
    cudaDeviceProp prop;
    int            device;
    checkCudaErrors(bd_cudaGetDevice(bd, &device));
    checkCudaErrors(bd_cudaGetDeviceProperties(&prop, device));

    if (whichKernel < 3) {
        threads = (n < maxThreads) ? nextPow2(n) : maxThreads;
        blocks  = (n + threads - 1) / threads;
    }
    else {
        threads = (n < maxThreads * 2) ? nextPow2((n + 1) / 2) : maxThreads;
        blocks  = (n + (threads * 2 - 1)) / (threads * 2);
    }

    if ((float)threads * blocks > (float)prop.maxGridSize[0] * prop.maxThreadsPerBlock) {
        printf("n is too large, please choose a smaller number!\n");
    }

    if (blocks > prop.maxGridSize[0]) {
        printf("Grid size <%d> exceeds the device capability <%d>, set block size as "
               "%d (original %d)\n",
               blocks,
               prop.maxGridSize[0],
               threads * 2,
               threads);

        blocks /= 2;
        threads *= 2;
    }

    if (whichKernel >= 6) {
        blocks = MIN(maxBlocks, blocks);
    }
}

////////////////////////////////////////////////////////////////////////////////
// This function performs a reduction of the input data multiple times and
// measures the average reduction time.
////////////////////////////////////////////////////////////////////////////////
template <class T>
T benchmarkReduce(int                 n,
                  int                 numThreads,
                  int                 numBlocks,
                  int                 maxThreads,
                  int                 maxBlocks,
                  int                 whichKernel,
                  int                 testIterations,
                  bool                cpuFinalReduction,
                  int                 cpuFinalThreshold,
                  StopWatchInterface *timer,
                  T                  *h_odata,
                  T                  *d_idata,
                  T                  *d_odata)
{
    T    gpu_result   = 0;
    bool needReadBack = true;

    T *d_intermediateSums;
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_intermediateSums, sizeof(T) * numBlocks));

    for (int i = 0; i < testIterations; ++i) {
        gpu_result = 0;

        bd_cudaDeviceSynchronize(bd);
        sdkStartTimer(&timer);

        // execute the kernel
        reduce<T>(n, numThreads, numBlocks, whichKernel, d_idata, d_odata);

        // check if kernel execution generated an error
        getLastCudaError("Kernel execution failed");

        if (cpuFinalReduction) {
            // sum partial sums from each block on CPU
            // copy result from device to host
            checkCudaErrors(bd_cudaMemcpy(bd, h_odata, d_odata, numBlocks * sizeof(T), cudaMemcpyDeviceToHost));

            for (int i = 0; i < numBlocks; i++) {
                gpu_result += h_odata[i];
            }

            needReadBack = false;
        }
        else {
            // sum partial block sums on GPU
            int s      = numBlocks;
            int kernel = whichKernel;

            while (s > cpuFinalThreshold) {
                int threads = 0, blocks = 0;
                getNumBlocksAndThreads(kernel, s, maxBlocks, maxThreads, blocks, threads);
                checkCudaErrors(bd_cudaMemcpy(bd, d_intermediateSums, d_odata, s * sizeof(T), cudaMemcpyDeviceToDevice));
                reduce<T>(s, threads, blocks, kernel, d_intermediateSums, d_odata);

                if (kernel < 3) {
                    s = (s + threads - 1) / threads;
                }
                else {
                    s = (s + (threads * 2 - 1)) / (threads * 2);
                }
            }

            if (s > 1) {
                // copy result from device to host
                checkCudaErrors(bd_cudaMemcpy(bd, h_odata, d_odata, s * sizeof(T), cudaMemcpyDeviceToHost));

                for (int i = 0; i < s; i++) {
                    gpu_result += h_odata[i];
                }

                needReadBack = false;
            }
        }

        bd_cudaDeviceSynchronize(bd);
        sdkStopTimer(&timer);
    }

    if (needReadBack) {
        // copy final sum from device to host
        checkCudaErrors(bd_cudaMemcpy(bd, &gpu_result, d_odata, sizeof(T), cudaMemcpyDeviceToHost));
    }
    checkCudaErrors(bd_cudaFree(bd, d_intermediateSums));
    return gpu_result;
}

////////////////////////////////////////////////////////////////////////////////
// This function calls benchmarkReduce multiple times for a range of array sizes
// and prints a report in CSV (comma-separated value) format that can be used
// for generating a "shmoo" plot showing the performance for each kernel
// variation over a wide range of input sizes.
////////////////////////////////////////////////////////////////////////////////
template <class T> void shmoo(int minN, int maxN, int maxThreads, int maxBlocks, ReduceType datatype)
{
    // create random input data on CPU
    unsigned int bytes = maxN * sizeof(T);

    T *h_idata = (T *)malloc(bytes);

    for (int i = 0; i < maxN; i++) {
        // Keep the numbers small so we don't get truncation error in the sum
        if (datatype == REDUCE_INT) {
            h_idata[i] = (T)(rand() & 0xFF);
        }
        else {
            h_idata[i] = (rand() & 0xFF) / (T)RAND_MAX;
        }
    }

    int maxNumBlocks = MIN(maxN / maxThreads, MAX_BLOCK_DIM_SIZE);

    // allocate mem for the result on host side
    T *h_odata = (T *)malloc(maxNumBlocks * sizeof(T));

    // allocate device memory and data
    T *d_idata = NULL;
    T *d_odata = NULL;

    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_idata, bytes));
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_odata, maxNumBlocks * sizeof(T)));

    // copy data directly to device memory
    checkCudaErrors(bd_cudaMemcpy(bd, d_idata, h_idata, bytes, cudaMemcpyHostToDevice));
    checkCudaErrors(bd_cudaMemcpy(bd, d_odata, h_idata, maxNumBlocks * sizeof(T), cudaMemcpyHostToDevice));

    // warm-up
    for (int kernel = 0; kernel < 8; kernel++) {
        reduce<T>(maxN, maxThreads, maxNumBlocks, kernel, d_idata, d_odata);
    }

    int testIterations = 100;

    StopWatchInterface *timer = 0;
    sdkCreateTimer(&timer);

    // print headers
    printf("Time in milliseconds for various numbers of elements for each "
           "kernel\n\n\n");
    printf("Kernel");

    for (int i = minN; i <= maxN; i *= 2) {
        printf(", %d", i);
    }

    for (int kernel = 0; kernel < 8; kernel++) {
        printf("\n%d", kernel);

        for (int i = minN; i <= maxN; i *= 2) {
            sdkResetTimer(&timer);
            int numBlocks  = 0;
            int numThreads = 0;
            getNumBlocksAndThreads(kernel, i, maxBlocks, maxThreads, numBlocks, numThreads);

            float reduceTime;

            if (numBlocks <= MAX_BLOCK_DIM_SIZE) {
                benchmarkReduce(i,
                                numThreads,
                                numBlocks,
                                maxThreads,
                                maxBlocks,
                                kernel,
                                testIterations,
                                false,
                                1,
                                timer,
                                h_odata,
                                d_idata,
                                d_odata);
                reduceTime = sdkGetAverageTimerValue(&timer);
            }
            else {
                reduceTime = -1.0;
            }

            printf(", %.5f", reduceTime);
        }
    }

    // cleanup
    sdkDeleteTimer(&timer);
    free(h_idata);
    free(h_odata);

    checkCudaErrors(bd_cudaFree(bd, d_idata));
    checkCudaErrors(bd_cudaFree(bd, d_odata));
}

////////////////////////////////////////////////////////////////////////////////
// The main function which runs the reduction test.
////////////////////////////////////////////////////////////////////////////////
template <class T> bool runTest(int argc, char **argv, ReduceType datatype)
{
    int  size              = bd_simulated() ? 1 << 20 : 1 << 24; // number of elements to reduce
    int  maxThreads        = 256;     // number of threads per block
    int  whichKernel       = 7;
    int  maxBlocks         = 64;
    bool cpuFinalReduction = false;
    int  cpuFinalThreshold = 1;

    if (checkCmdLineFlag(argc, (const char **)argv, "n")) {
        size = getCmdLineArgumentInt(argc, (const char **)argv, "n");
    }

    if (checkCmdLineFlag(argc, (const char **)argv, "threads")) {
        maxThreads = getCmdLineArgumentInt(argc, (const char **)argv, "threads");
    }

    if (checkCmdLineFlag(argc, (const char **)argv, "kernel")) {
        whichKernel = getCmdLineArgumentInt(argc, (const char **)argv, "kernel");
    }

    if (checkCmdLineFlag(argc, (const char **)argv, "maxblocks")) {
        maxBlocks = getCmdLineArgumentInt(argc, (const char **)argv, "maxblocks");
    }

    printf("%d elements\n", size);
    printf("%d threads (max)\n", maxThreads);

    cpuFinalReduction = checkCmdLineFlag(argc, (const char **)argv, "cpufinal");

    if (checkCmdLineFlag(argc, (const char **)argv, "cputhresh")) {
        cpuFinalThreshold = getCmdLineArgumentInt(argc, (const char **)argv, "cputhresh");
    }

    register_kernels_c<T>();

    bool runShmoo = checkCmdLineFlag(argc, (const char **)argv, "shmoo");

    if (runShmoo) {
        shmoo<T>(1, 33554432, maxThreads, maxBlocks, datatype);
    }
    else {
        // create random input data on CPU
        unsigned int bytes = size * sizeof(T);

        T *h_idata = (T *)malloc(bytes);

        for (int i = 0; i < size; i++) {
            // Keep the numbers small so we don't get truncation error in the sum
            if (datatype == REDUCE_INT) {
                h_idata[i] = (T)(rand() & 0xFF);
            }
            else {
                h_idata[i] = (rand() & 0xFF) / (T)RAND_MAX;
            }
        }

        int numBlocks  = 0;
        int numThreads = 0;
        getNumBlocksAndThreads(whichKernel, size, maxBlocks, maxThreads, numBlocks, numThreads);

        if (numBlocks == 1) {
            cpuFinalThreshold = 1;
        }

        // allocate mem for the result on host side
        T *h_odata = (T *)malloc(numBlocks * sizeof(T));

        printf("%d blocks\n\n", numBlocks);

        // allocate device memory and data
        T *d_idata = NULL;
        T *d_odata = NULL;

        checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_idata, bytes));
        checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_odata, numBlocks * sizeof(T)));

        // copy data directly to device memory
        checkCudaErrors(bd_cudaMemcpy(bd, d_idata, h_idata, bytes, cudaMemcpyHostToDevice));
        checkCudaErrors(bd_cudaMemcpy(bd, d_odata, h_idata, numBlocks * sizeof(T), cudaMemcpyHostToDevice));

        // warm-up (cubound: the launch is for bd, which the copies above entered, as are those in
        // benchmarkReduce, after bd's cudaDeviceSynchronize or cudaMemcpy)
        reduce<T>(size, numThreads, numBlocks, whichKernel, d_idata, d_odata);

        int testIterations = bd_simulated() ? 1 : 100;

        StopWatchInterface *timer = 0;
        sdkCreateTimer(&timer);

        T gpu_result = 0;

        gpu_result = benchmarkReduce<T>(size,
                                        numThreads,
                                        numBlocks,
                                        maxThreads,
                                        maxBlocks,
                                        whichKernel,
                                        testIterations,
                                        cpuFinalReduction,
                                        cpuFinalThreshold,
                                        timer,
                                        h_odata,
                                        d_idata,
                                        d_odata);

        double reduceTime = sdkGetAverageTimerValue(&timer) * 1e-3;
        printf("Reduction, Throughput = %.4f GB/s, Time = %.5f s, Size = %u Elements, "
               "NumDevsUsed = %d, Workgroup = %u\n",
               1.0e-9 * ((double)bytes) / reduceTime,
               reduceTime,
               size,
               1,
               numThreads);

        // compute reference solution
        T cpu_result = reduceCPU<T>(h_idata, size);

        int    precision = 0;
        double threshold = 0;
        double diff      = 0;

        if (datatype == REDUCE_INT) {
            printf("\nGPU result = %d\n", (int)gpu_result);
            printf("CPU result = %d\n\n", (int)cpu_result);
        }
        else {
            if (datatype == REDUCE_FLOAT) {
                precision = 8;
                threshold = 1e-8 * size;
            }
            else {
                precision = 12;
                threshold = 1e-12 * size;
            }

            printf("\nGPU result = %.*f\n", precision, (double)gpu_result);
            printf("CPU result = %.*f\n\n", precision, (double)cpu_result);

            diff = fabs((double)gpu_result - (double)cpu_result);
        }

        // cleanup
        sdkDeleteTimer(&timer);
        free(h_idata);
        free(h_odata);

        checkCudaErrors(bd_cudaFree(bd, d_idata));
        checkCudaErrors(bd_cudaFree(bd, d_odata));

        if (datatype == REDUCE_INT) {
            return (gpu_result == cpu_result);
        }
        else {
            return (diff < threshold);
        }
    }

    return true;
}
