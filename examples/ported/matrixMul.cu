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
// Ported to cubound from cuda-samples Samples/0_Introduction/matrixMul: findCudaDevice became a
// binding of device 0 (bd, passed to MatrixMultiply), cuda*(...) bd_cuda*(bd, ...), the <<<>>>
// launches stay; helper_cuda.h and helper_functions.h are ported.h; the profiler markers
// (cuda_profiler_api.h, not wrapped) are left out; C kernel for the simulation, where the timed
// loop runs once instead of 300 times (each multiplication is 131 MFLOP of C there).

/**
 * Matrix multiplication: C = A * B.
 * Host code.
 *
 * This sample implements matrix multiplication which makes use of shared memory
 * to ensure data reuse, the matrix multiplication is done using tiling approach.
 * It has been written for clarity of exposition to illustrate various CUDA programming
 * principles, not with the goal of providing the most performant generic kernel for matrix multiplication.
 * See also:
 * V. Volkov and J. Demmel, "Benchmarking GPUs to tune dense linear algebra,"
 * in Proc. 2008 ACM/IEEE Conf. on Supercomputing (SC '08),
 * Piscataway, NJ: IEEE Press, 2008, pp. Art. 31:1-11.
 */

// System includes
#include <assert.h>
#include <stdio.h>

// CUDA runtime, through cubound; helper functions
#include "ported.h"

/**
 * Matrix multiplication (CUDA Kernel) on the device: C = A * B
 * wA is A's width and wB is B's width
 */
template <int BLOCK_SIZE> __global__ void MatrixMulCUDA(float *C, float *A, float *B, int wA, int wB)
{
    // Block index
    int bx = blockIdx.x;
    int by = blockIdx.y;

    // Thread index
    int tx = threadIdx.x;
    int ty = threadIdx.y;

    // Index of the first sub-matrix of A processed by the block
    int aBegin = wA * BLOCK_SIZE * by;

    // Index of the last sub-matrix of A processed by the block
    int aEnd = aBegin + wA - 1;

    // Step size used to iterate through the sub-matrices of A
    int aStep = BLOCK_SIZE;

    // Index of the first sub-matrix of B processed by the block
    int bBegin = BLOCK_SIZE * bx;

    // Step size used to iterate through the sub-matrices of B
    int bStep = BLOCK_SIZE * wB;

    // Csub is used to store the element of the block sub-matrix
    // that is computed by the thread
    float Csub = 0;

    // Loop over all the sub-matrices of A and B
    // required to compute the block sub-matrix
    for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
        // Declaration of the shared memory array As used to
        // store the sub-matrix of A
        __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];

        // Declaration of the shared memory array Bs used to
        // store the sub-matrix of B
        __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];

        // Load the matrices from device memory
        // to shared memory; each thread loads
        // one element of each matrix
        As[ty][tx] = A[a + wA * ty + tx];
        Bs[ty][tx] = B[b + wB * ty + tx];

        // Synchronize to make sure the matrices are loaded
        __syncthreads();

        // Multiply the two matrices together;
        // each thread computes one element
        // of the block sub-matrix
#pragma unroll

        for (int k = 0; k < BLOCK_SIZE; ++k) {
            Csub += As[ty][k] * Bs[k][tx];
        }

        // Synchronize to make sure that the preceding
        // computation is done before loading two new
        // sub-matrices of A and B in the next iteration
        __syncthreads();
    }

    // Write the block sub-matrix to device memory;
    // each thread writes one element
    int c               = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
    C[c + wB * ty + tx] = Csub;
}

// cubound: MatrixMulCUDA<BLOCK_SIZE> in C, for the simulated driver (one call per block; per tile a
// loop over the threads that loads As and Bs, then one that multiplies them; BLOCK_SIZE is
// blockDim.x, as both instantiations launch).
static void MatrixMulCUDA_c(const bd_sim_block_t *b)
{
    float    *C = BD_SIM_ARG(b, 0, float *);
    float    *A = BD_SIM_ARG(b, 1, float *);
    float    *B = BD_SIM_ARG(b, 2, float *);
    const int wA = BD_SIM_ARG(b, 3, int);
    const int wB = BD_SIM_ARG(b, 4, int);

    const int BLOCK_SIZE = (int)b->block_dim.x;
    const int bx         = (int)b->block_idx.x;
    const int by         = (int)b->block_idx.y;
    const int aBegin     = wA * BLOCK_SIZE * by;
    const int aEnd       = aBegin + wA - 1;
    const int aStep      = BLOCK_SIZE;
    const int bBegin     = BLOCK_SIZE * bx;
    const int bStep      = BLOCK_SIZE * wB;
    float     As[32][32], Bs[32][32], Csub[32][32] = {};

    for (int a = aBegin, bb = bBegin; a <= aEnd; a += aStep, bb += bStep) {
        for (int ty = 0; ty < BLOCK_SIZE; ty++)
            for (int tx = 0; tx < BLOCK_SIZE; tx++) {
                As[ty][tx] = A[a + wA * ty + tx];
                Bs[ty][tx] = B[bb + wB * ty + tx];
            }
        for (int ty = 0; ty < BLOCK_SIZE; ty++)
            for (int tx = 0; tx < BLOCK_SIZE; tx++)
                for (int k = 0; k < BLOCK_SIZE; ++k)
                    Csub[ty][tx] += As[ty][k] * Bs[k][tx];
    }

    int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
    for (int ty = 0; ty < BLOCK_SIZE; ty++)
        for (int tx = 0; tx < BLOCK_SIZE; tx++)
            C[c + wB * ty + tx] = Csub[ty][tx];
}

void ConstantInit(float *data, int size, float val)
{
    for (int i = 0; i < size; ++i) {
        data[i] = val;
    }
}

/**
 * Run a simple test of matrix multiplication using CUDA
 */
int MatrixMultiply(bound_dev_t *bd, int argc, char **argv, int block_size, const dim3 &dimsA, const dim3 &dimsB)
{
    // Allocate host memory for matrices A and B
    unsigned int size_A     = dimsA.x * dimsA.y;
    unsigned int mem_size_A = sizeof(float) * size_A;
    float       *h_A;
    checkCudaErrors(bd_cudaMallocHost(bd, (void **)&h_A, mem_size_A));
    unsigned int size_B     = dimsB.x * dimsB.y;
    unsigned int mem_size_B = sizeof(float) * size_B;
    float       *h_B;
    checkCudaErrors(bd_cudaMallocHost(bd, (void **)&h_B, mem_size_B));
    cudaStream_t stream;

    // Initialize host memory
    const float valB = 0.01f;
    ConstantInit(h_A, size_A, 1.0f);
    ConstantInit(h_B, size_B, valB);

    // Allocate device memory
    float *d_A, *d_B, *d_C;

    // Allocate host matrix C
    dim3         dimsC(dimsB.x, dimsA.y, 1);
    unsigned int mem_size_C = dimsC.x * dimsC.y * sizeof(float);
    float       *h_C;
    checkCudaErrors(bd_cudaMallocHost(bd, (void **)&h_C, mem_size_C));

    if (h_C == NULL) {
        fprintf(stderr, "Failed to allocate host matrix C!\n");
        exit(EXIT_FAILURE);
    }

    checkCudaErrors(bd_cudaMalloc(bd, reinterpret_cast<void **>(&d_A), mem_size_A));
    checkCudaErrors(bd_cudaMalloc(bd, reinterpret_cast<void **>(&d_B), mem_size_B));
    checkCudaErrors(bd_cudaMalloc(bd, reinterpret_cast<void **>(&d_C), mem_size_C));
    // Allocate CUDA events that we'll use for timing
    cudaEvent_t start, stop;
    checkCudaErrors(bd_cudaEventCreate(bd, &start));
    checkCudaErrors(bd_cudaEventCreate(bd, &stop));

    checkCudaErrors(bd_cudaStreamCreateWithFlags(bd, &stream, cudaStreamNonBlocking));

    // copy host memory to device
    checkCudaErrors(bd_cudaMemcpyAsync(bd, d_A, h_A, mem_size_A, cudaMemcpyHostToDevice, stream));
    checkCudaErrors(bd_cudaMemcpyAsync(bd, d_B, h_B, mem_size_B, cudaMemcpyHostToDevice, stream));

    // Setup execution parameters
    dim3 threads(block_size, block_size);
    dim3 grid(dimsB.x / threads.x, dimsA.y / threads.y);

    // Create and start timer
    printf("Computing result using CUDA Kernel...\n");

    // Performs warmup operation using matrixMul CUDA kernel (cubound: for bd, which the copies
    // above entered, as are the launches below, after bd's cudaEventRecord)
    if (block_size == 16) {
        MatrixMulCUDA<16><<<grid, threads, 0, stream>>>(d_C, d_A, d_B, dimsA.x, dimsB.x);
    }
    else {
        MatrixMulCUDA<32><<<grid, threads, 0, stream>>>(d_C, d_A, d_B, dimsA.x, dimsB.x);
    }

    printf("done\n");
    checkCudaErrors(bd_cudaStreamSynchronize(bd, stream));

    // Record the start event
    checkCudaErrors(bd_cudaEventRecord(bd, start, stream));

    // Execute the kernel
    int nIter = bd_simulated() ? 1 : 300;

    for (int j = 0; j < nIter; j++) {
        if (block_size == 16) {
            MatrixMulCUDA<16><<<grid, threads, 0, stream>>>(d_C, d_A, d_B, dimsA.x, dimsB.x);
        }
        else {
            MatrixMulCUDA<32><<<grid, threads, 0, stream>>>(d_C, d_A, d_B, dimsA.x, dimsB.x);
        }
    }

    // Record the stop event
    checkCudaErrors(bd_cudaEventRecord(bd, stop, stream));

    // Wait for the stop event to complete
    checkCudaErrors(bd_cudaEventSynchronize(bd, stop));

    float msecTotal = 0.0f;
    checkCudaErrors(bd_cudaEventElapsedTime(bd, &msecTotal, start, stop));

    // Compute and print the performance
    float  msecPerMatrixMul = msecTotal / nIter;
    double flopsPerMatrixMul =
        2.0 * static_cast<double>(dimsA.x) * static_cast<double>(dimsA.y) * static_cast<double>(dimsB.x);
    double gigaFlops = (flopsPerMatrixMul * 1.0e-9f) / (msecPerMatrixMul / 1000.0f);
    printf("Performance= %.2f GFlop/s, Time= %.3f msec, Size= %.0f Ops,"
           " WorkgroupSize= %u threads/block\n",
           gigaFlops,
           msecPerMatrixMul,
           flopsPerMatrixMul,
           threads.x * threads.y);

    // Copy result from device to host
    checkCudaErrors(bd_cudaMemcpyAsync(bd, h_C, d_C, mem_size_C, cudaMemcpyDeviceToHost, stream));
    checkCudaErrors(bd_cudaStreamSynchronize(bd, stream));

    printf("Checking computed result for correctness: ");
    bool correct = true;

    // test relative error by the formula
    //     |<x, y>_cpu - <x,y>_gpu|/<|x|, |y|>  < eps
    double eps = 1.e-6; // machine zero

    for (int i = 0; i < static_cast<int>(dimsC.x * dimsC.y); i++) {
        double abs_err    = fabs(h_C[i] - (dimsA.x * valB));
        double dot_length = dimsA.x;
        double abs_val    = fabs(h_C[i]);
        double rel_err    = abs_err / abs_val / dot_length;

        if (rel_err > eps) {
            printf("Error! Matrix[%05d]=%.8f, ref=%.8f error term is > %E\n", i, h_C[i], dimsA.x * valB, eps);
            correct = false;
        }
    }

    printf("%s\n", correct ? "Result = PASS" : "Result = FAIL");

    // Clean up memory
    checkCudaErrors(bd_cudaFreeHost(bd, h_A));
    checkCudaErrors(bd_cudaFreeHost(bd, h_B));
    checkCudaErrors(bd_cudaFreeHost(bd, h_C));
    checkCudaErrors(bd_cudaFree(bd, d_A));
    checkCudaErrors(bd_cudaFree(bd, d_B));
    checkCudaErrors(bd_cudaFree(bd, d_C));
    checkCudaErrors(bd_cudaEventDestroy(bd, start));
    checkCudaErrors(bd_cudaEventDestroy(bd, stop));
    printf("\nNOTE: The CUDA Samples are not meant for performance "
           "measurements. Results may vary when GPU Boost is enabled.\n");

    if (correct) {
        return EXIT_SUCCESS;
    }
    else {
        return EXIT_FAILURE;
    }
}


/**
 * Program main
 */
int main(int argc, char **argv)
{
    printf("[Matrix Multiply Using CUDA] - Starting...\n");

    if (checkCmdLineFlag(argc, (const char **)argv, "help") || checkCmdLineFlag(argc, (const char **)argv, "?")) {
        printf("Usage -device=n (n >= 0 for deviceID)\n");
        printf("      -wA=WidthA -hA=HeightA (Width x Height of Matrix A)\n");
        printf("      -wB=WidthB -hB=HeightB (Width x Height of Matrix B)\n");
        printf("  Note: Outer matrix dimensions of A & B matrices"
               " must be equal.\n");

        exit(EXIT_SUCCESS);
    }

    const size_t MatrixMulCUDA_sizes[] = {sizeof(float *), sizeof(float *), sizeof(float *), sizeof(int), sizeof(int)};
    checkCudaErrors(bd_sim_register_kernel("MatrixMulCUDA", MatrixMulCUDA_c, 5, MatrixMulCUDA_sizes));

    // cubound: device 0, bound to this thread, in place of findCudaDevice
    bd_device_t *dev;
    bound_dev_t *bd;
    ported_open(0, 1, 1, &dev, &bd);

    int block_size = 32;

    dim3 dimsA(5 * 2 * block_size, 5 * 2 * block_size, 1);
    dim3 dimsB(5 * 4 * block_size, 5 * 2 * block_size, 1);

    // width of Matrix A
    if (checkCmdLineFlag(argc, (const char **)argv, "wA")) {
        dimsA.x = getCmdLineArgumentInt(argc, (const char **)argv, "wA");
    }

    // height of Matrix A
    if (checkCmdLineFlag(argc, (const char **)argv, "hA")) {
        dimsA.y = getCmdLineArgumentInt(argc, (const char **)argv, "hA");
    }

    // width of Matrix B
    if (checkCmdLineFlag(argc, (const char **)argv, "wB")) {
        dimsB.x = getCmdLineArgumentInt(argc, (const char **)argv, "wB");
    }

    // height of Matrix B
    if (checkCmdLineFlag(argc, (const char **)argv, "hB")) {
        dimsB.y = getCmdLineArgumentInt(argc, (const char **)argv, "hB");
    }

    if (dimsA.x != dimsB.y) {
        printf("Error: outer matrix dimensions must be equal. (%d != %d)\n", dimsA.x, dimsB.y);
        exit(EXIT_FAILURE);
    }

    printf("MatrixA(%d,%d), MatrixB(%d,%d)\n", dimsA.x, dimsA.y, dimsB.x, dimsB.y);

    int matrix_result = MatrixMultiply(bd, argc, argv, block_size, dimsA, dimsB);
    checkCudaErrors(bd_unbind(bd));
    checkCudaErrors(bd_device_close(dev));

    exit(matrix_result);
}
