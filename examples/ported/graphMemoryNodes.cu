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
// Ported to cubound from cuda-samples Samples/3_CUDA_Features/graphMemoryNodes: findCudaDevice
// became a binding of device 0 (bd), passed to each function that calls CUDA; cuda*(...)
// bd_cuda*(bd, ...), the <<<>>> launches stay; cudaGraphInstantiate's legacy form (cuda_runtime.h's
// inline, dropping its error node and log) is the 3-argument one, cudaMallocManaged's default flag
// written out; helper_cuda.h and helper_functions.h are ported.h; each validation's result now
// counts in the exit status (the sample prints it and exits 0); C kernels for the simulation (where
// the stream-captured graph stops: an event recorded while capturing is not simulated; GPU only).

// System includes
#include <assert.h>
#include <climits>
#include <ctime>
#include <stdio.h>
#include <vector>

// CUDA runtime, helper functions and utilities, through cubound
#include "ported.h"

#define THREADS_PER_BLOCK  512
#define ALLOWABLE_VARIANCE 1.e-6f
#define NUM_ELEMENTS       8000000

// Stores the square of each input element in output array
__global__ void squareArray(const float *input, float *output, int numElements)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x;

    if (idx < numElements) {
        output[idx] = input[idx] * input[idx];
    }
}

// Stores the negative of each input element in output array
__global__ void negateArray(const float *input, float *output, int numElements)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x;

    if (idx < numElements) {
        output[idx] = input[idx] * -1;
    }
}

struct negSquareArrays
{
    float *input;
    float *square;
    float *negSquare;
    int    numElements;
    size_t bytes;
    size_t numBlocks;
};

void fillRandomly(float *array, int numElements)
{
    for (int n = 0; n < numElements; n++) {
        array[n] = rand() / (float)RAND_MAX;
    }
}

void resetOutputArrays(negSquareArrays *hostArrays)
{
    fillRandomly(hostArrays->square, hostArrays->numElements);
    fillRandomly(hostArrays->negSquare, hostArrays->numElements);
}

void prepareHostArrays(negSquareArrays *hostArrays)
{
    hostArrays->numElements = NUM_ELEMENTS;
    size_t bytes            = hostArrays->numElements * sizeof(float);

    size_t numBlocks = hostArrays->numElements / (size_t)THREADS_PER_BLOCK;
    if ((numBlocks % (size_t)THREADS_PER_BLOCK) != 0) {
        numBlocks++;
    }

    hostArrays->input     = (float *)malloc(bytes);
    hostArrays->square    = (float *)malloc(bytes);
    hostArrays->negSquare = (float *)malloc(bytes);
    hostArrays->bytes     = bytes;
    hostArrays->numBlocks = numBlocks;

    fillRandomly(hostArrays->input, hostArrays->numElements);
    fillRandomly(hostArrays->square, hostArrays->numElements);
    fillRandomly(hostArrays->negSquare, hostArrays->numElements);
}

void createFreeGraph(bound_dev_t *bd, cudaGraphExec_t *graphExec, float *dPtr)
{
    cudaGraph_t     graph;
    cudaGraphNode_t freeNode;

    checkCudaErrors(bd_cudaGraphCreate(bd, &graph, 0));

    checkCudaErrors(bd_cudaGraphAddMemFreeNode(bd, &freeNode, graph, NULL, 0, (void *)dPtr));

    checkCudaErrors(bd_cudaGraphInstantiate(bd, graphExec, graph, 0));
    checkCudaErrors(bd_cudaGraphDestroy(bd, graph));
}

/**
 * Demonstrates explicitly creating a CUDA graph including memory nodes.
 * createNegateSquaresGraphWithStreamCapture constructs an equivalent graph
 * using stream capture.
 *
 * If d_negSquare_out is non null, then:
 * 1) d_negSquare will not be freed;
 * 2) the value of d_negSquare_out will be set to d_negSquare.
 *
 * Diagram of the graph constructed by createNegateSquaresGraphExplicitly:
 *
 * alloc d_input
 *       |
 * alloc d_square
 *       |
 * Memcpy a to device
 *       |
 * launch kernel squareArray ------->---- Memcpy d_square to host
 *       |                                      |
 * free d_input                                 |
 *       |                                      |
 * allocate d_negSquare                         |
 *       |                                      |
 * launch kernel negateArray -------->--- free d_square
 *       |
 * Memcpy d_negSquare to host
 *       |
 * free d_negSquare
 */
void createNegateSquaresGraphExplicitly(bound_dev_t     *bd,
                                        cudaGraphExec_t *graphExec,
                                        int              device,
                                        negSquareArrays *hostArrays,
                                        float          **d_negSquare_out = NULL)
{
    // Array buffers on device
    float *d_input, *d_square, *d_negSquare;

    // Memory allocation parameters
    cudaMemAllocNodeParams allocParams;
    memset(&allocParams, 0, sizeof(allocParams));
    allocParams.bytesize                = hostArrays->bytes;
    allocParams.poolProps.allocType     = cudaMemAllocationTypePinned;
    allocParams.poolProps.location.id   = device;
    allocParams.poolProps.location.type = cudaMemLocationTypeDevice;

    // Kernel launch parameters
    cudaKernelNodeParams kernelNodeParams = {0};
    kernelNodeParams.gridDim              = dim3(hostArrays->numBlocks, 1, 1);
    kernelNodeParams.blockDim             = dim3(THREADS_PER_BLOCK, 1, 1);
    kernelNodeParams.sharedMemBytes       = 0;
    kernelNodeParams.extra                = NULL;

    cudaGraph_t     graph;
    cudaGraphNode_t allocNodeInput, allocNodeSquare, allocNodeNegSquare;
    cudaGraphNode_t copyNodeInput, copyNodeSquare, copyNodeNegSquare;
    cudaGraphNode_t squareKernelNode, negateKernelNode;
    cudaGraphNode_t freeNodeInput, freeNodeSquare;

    // Buffer for storing graph node dependencies
    std::vector<cudaGraphNode_t> nodeDependencies;

    checkCudaErrors(bd_cudaGraphCreate(bd, &graph, 0));

    checkCudaErrors(bd_cudaGraphAddMemAllocNode(bd, &allocNodeInput, graph, NULL, 0, &allocParams));
    d_input = (float *)allocParams.dptr;

    // To keep the graph structure simple (fewer branching dependencies),
    // allocNodeSquare should depend on allocNodeInput
    checkCudaErrors(bd_cudaGraphAddMemAllocNode(bd, &allocNodeSquare, graph, &allocNodeInput, 1, &allocParams));
    d_square = (float *)allocParams.dptr;

    // copyNodeInput needs to depend on allocNodeInput because copyNodeInput
    // writes to d_input. It does so here indirectly through allocNodeSquare.
    checkCudaErrors(bd_cudaGraphAddMemcpyNode1D(bd,
                                                &copyNodeInput,
                                                graph,
                                                &allocNodeSquare,
                                                1,
                                                d_input,
                                                hostArrays->input,
                                                hostArrays->bytes,
                                                cudaMemcpyHostToDevice));

    void *squareKernelArgs[3]     = {(void *)&d_input, (void *)&d_square, (void *)&(hostArrays->numElements)};
    kernelNodeParams.func         = (void *)squareArray;
    kernelNodeParams.kernelParams = (void **)squareKernelArgs;

    // Square kernel depends on copyNodeInput to ensure all data is on the device
    // before kernel launch.
    checkCudaErrors(bd_cudaGraphAddKernelNode(bd, &squareKernelNode, graph, &copyNodeInput, 1, &kernelNodeParams));

    checkCudaErrors(bd_cudaGraphAddMemcpyNode1D(bd,
                                                &copyNodeSquare,
                                                graph,
                                                &squareKernelNode,
                                                1,
                                                hostArrays->square,
                                                d_square,
                                                hostArrays->bytes,
                                                cudaMemcpyDeviceToHost));

    // Free of d_input depends on the square kernel to ensure that d_input is not
    // freed while being read by the kernel. It also depends on the alloc of
    // d_input via squareKernelNode > copyNodeInput > allocNodeSquare >
    // allocNodeInput.
    checkCudaErrors(bd_cudaGraphAddMemFreeNode(bd, &freeNodeInput, graph, &squareKernelNode, 1, d_input));

    // Allocation of C depends on free of A so CUDA can reuse the virtual address.
    checkCudaErrors(bd_cudaGraphAddMemAllocNode(bd, &allocNodeNegSquare, graph, &freeNodeInput, 1, &allocParams));
    d_negSquare = (float *)allocParams.dptr;

    if (d_negSquare == d_input) {
        printf("Check verified that d_negSquare and d_input share a virtual "
               "address.\n");
    }

    void *negateKernelArgs[3]     = {(void *)&d_square, (void *)&d_negSquare, (void *)&(hostArrays->numElements)};
    kernelNodeParams.func         = (void *)negateArray;
    kernelNodeParams.kernelParams = (void **)negateKernelArgs;

    checkCudaErrors(bd_cudaGraphAddKernelNode(bd, &negateKernelNode, graph, &allocNodeNegSquare, 1, &kernelNodeParams));

    nodeDependencies.push_back(copyNodeSquare);
    nodeDependencies.push_back(negateKernelNode);
    checkCudaErrors(bd_cudaGraphAddMemFreeNode(
        bd, &freeNodeSquare, graph, nodeDependencies.data(), nodeDependencies.size(), d_square));
    nodeDependencies.clear();

    checkCudaErrors(bd_cudaGraphAddMemcpyNode1D(bd,
                                                &copyNodeNegSquare,
                                                graph,
                                                &negateKernelNode,
                                                1,
                                                hostArrays->negSquare,
                                                d_negSquare,
                                                hostArrays->bytes,
                                                cudaMemcpyDeviceToHost));

    if (d_negSquare_out == NULL) {
        cudaGraphNode_t freeNodeNegSquare;
        checkCudaErrors(bd_cudaGraphAddMemFreeNode(bd, &freeNodeNegSquare, graph, &copyNodeNegSquare, 1, d_negSquare));
    }
    else {
        *d_negSquare_out = d_negSquare;
    }

    checkCudaErrors(bd_cudaGraphInstantiate(bd, graphExec, graph, 0));
    checkCudaErrors(bd_cudaGraphDestroy(bd, graph));
}

/**
 * Adds work to a CUDA stream which negates the square of values in the input
 * array.
 *
 * If d_negSquare_out is non null, then:
 * 1) d_negSquare will not be freed;
 * 2) the value of d_negSquare_out will be set to d_negSquare.
 *
 * Diagram of the stream operations in doNegateSquaresInStream
 * ---------------------------------------------------------------------
 * | STREAM                             | STREAM2                      |
 * ---------------------------------------------------------------------
 *
 * alloc d_input
 *       |
 * alloc d_square
 *       |
 * Memcpy a to device
 *       |
 * launch kernel squareArray
 *       |
 * record squareKernelCompleteEvent -->-- wait squareKernelCompleteEvent
 *       |                                      |
 * free d_input                                 |
 *       |                                      |
 * allocate d_negSquare                   Memcpy d_square to host
 *       |                                      |
 * launch kernel negateArray                    |
 *       |                                      |
 * record negateKernelCompleteEvent -->-- wait negateKernelCompleteEvent
 *       |                                      |
 * Memcpy d_negSquare to host                   |
 *       |                                free d_square
 * free d_negSquare                             |
 *       |                                      |
 * wait squareFreeEvent --------------<---- record squareFreeEvent
 */
void doNegateSquaresInStream(bound_dev_t     *bd,
                             cudaStream_t     stream1,
                             negSquareArrays *hostArrays,
                             float          **d_negSquare_out = NULL)
{
    float       *d_input, *d_square, *d_negSquare;
    cudaStream_t stream2;
    cudaEvent_t  squareKernelCompleteEvent, negateKernelCompleteEvent, squareFreeEvent;

    checkCudaErrors(bd_cudaStreamCreateWithFlags(bd, &stream2, cudaStreamNonBlocking));

    checkCudaErrors(bd_cudaEventCreate(bd, &squareKernelCompleteEvent));
    checkCudaErrors(bd_cudaEventCreate(bd, &negateKernelCompleteEvent));
    checkCudaErrors(bd_cudaEventCreate(bd, &squareFreeEvent));

    // Virtual addresses are assigned synchronously when cudaMallocAsync is
    // called, thus there is no performace benefit gained by separating the
    // allocations into two streams.
    checkCudaErrors(bd_cudaMallocAsync(bd, (void **)&d_input, hostArrays->bytes, stream1));
    checkCudaErrors(bd_cudaMallocAsync(bd, (void **)&d_square, hostArrays->bytes, stream1));

    checkCudaErrors(
        bd_cudaMemcpyAsync(bd, d_input, hostArrays->input, hostArrays->bytes, cudaMemcpyHostToDevice, stream1));
    // cubound: each <<<>>> launch of this program follows a call through bd, which entered it
    squareArray<<<hostArrays->numBlocks, THREADS_PER_BLOCK, 0, stream1>>>(d_input, d_square, hostArrays->numElements);
    checkCudaErrors(bd_cudaEventRecord(bd, squareKernelCompleteEvent, stream1));

    checkCudaErrors(bd_cudaStreamWaitEvent(bd, stream2, squareKernelCompleteEvent, 0));
    checkCudaErrors(
        bd_cudaMemcpyAsync(bd, hostArrays->square, d_square, hostArrays->bytes, cudaMemcpyDeviceToHost, stream2));

    checkCudaErrors(bd_cudaFreeAsync(bd, d_input, stream1));
    checkCudaErrors(bd_cudaMallocAsync(bd, (void **)&d_negSquare, hostArrays->bytes, stream1));
    negateArray<<<hostArrays->numBlocks, THREADS_PER_BLOCK, 0, stream1>>>(
        d_square, d_negSquare, hostArrays->numElements);
    checkCudaErrors(bd_cudaEventRecord(bd, negateKernelCompleteEvent, stream1));
    checkCudaErrors(
        bd_cudaMemcpyAsync(bd, hostArrays->negSquare, d_negSquare, hostArrays->bytes, cudaMemcpyDeviceToHost, stream1));
    if (d_negSquare_out == NULL) {
        checkCudaErrors(bd_cudaFreeAsync(bd, d_negSquare, stream1));
    }
    else {
        *d_negSquare_out = d_negSquare;
    }

    checkCudaErrors(bd_cudaStreamWaitEvent(bd, stream2, negateKernelCompleteEvent, 0));
    checkCudaErrors(bd_cudaFreeAsync(bd, d_square, stream2));
    checkCudaErrors(bd_cudaEventRecord(bd, squareFreeEvent, stream2));

    checkCudaErrors(bd_cudaStreamWaitEvent(bd, stream1, squareFreeEvent, 0));

    checkCudaErrors(bd_cudaStreamDestroy(bd, stream2));
    checkCudaErrors(bd_cudaEventDestroy(bd, squareKernelCompleteEvent));
    checkCudaErrors(bd_cudaEventDestroy(bd, negateKernelCompleteEvent));
    checkCudaErrors(bd_cudaEventDestroy(bd, squareFreeEvent));
}

/**
 * Demonstrates creating a CUDA graph including memory nodes using stream
 * capture. createNegateSquaresGraphExplicitly constructs an equivalent graph
 * without stream capture.
 */
void createNegateSquaresGraphWithStreamCapture(bound_dev_t     *bd,
                                               cudaGraphExec_t *graphExec,
                                               negSquareArrays *hostArrays,
                                               float          **d_negSquare_out = NULL)
{
    cudaGraph_t  graph;
    cudaStream_t stream;

    checkCudaErrors(bd_cudaStreamCreateWithFlags(bd, &stream, cudaStreamNonBlocking));

    checkCudaErrors(bd_cudaStreamBeginCapture(bd, stream, cudaStreamCaptureModeGlobal));
    doNegateSquaresInStream(bd, stream, hostArrays, d_negSquare_out);
    checkCudaErrors(bd_cudaStreamEndCapture(bd, stream, &graph));

    checkCudaErrors(bd_cudaGraphInstantiate(bd, graphExec, graph, 0));
    checkCudaErrors(bd_cudaStreamDestroy(bd, stream));
    checkCudaErrors(bd_cudaGraphDestroy(bd, graph));
}

void prepareRefArrays(bound_dev_t     *bd,
                      negSquareArrays *hostArrays,
                      negSquareArrays *deviceRefArrays,
                      bool           **foundValidationFailure)
{
    deviceRefArrays->bytes       = hostArrays->bytes;
    deviceRefArrays->numElements = hostArrays->numElements;

    for (int i = 0; i < hostArrays->numElements; i++) {
        hostArrays->square[i]    = hostArrays->input[i] * hostArrays->input[i];
        hostArrays->negSquare[i] = hostArrays->square[i] * -1;
    }

    checkCudaErrors(bd_cudaMalloc(bd, (void **)&deviceRefArrays->negSquare, deviceRefArrays->bytes));
    checkCudaErrors(bd_cudaMemcpy(
        bd, deviceRefArrays->negSquare, hostArrays->negSquare, hostArrays->bytes, cudaMemcpyHostToDevice));

    checkCudaErrors(bd_cudaMallocManaged(bd, (void **)foundValidationFailure, sizeof(bool), cudaMemAttachGlobal));
}

int checkValidationFailure(bool *foundValidationFailure)
{
    if (*foundValidationFailure) {
        printf("Validation FAILURE!\n\n");
        *foundValidationFailure = false;
        return EXIT_FAILURE;
    }
    else {
        printf("Validation PASSED!\n\n");
        return EXIT_SUCCESS;
    }
}

__global__ void validateGPU(float *d_negSquare, negSquareArrays devRefArrays, bool *foundValidationFailure)
{
    int   idx = blockIdx.x * blockDim.x + threadIdx.x;
    float ref, diff;

    if (idx < devRefArrays.numElements) {
        ref  = devRefArrays.negSquare[idx];
        diff = d_negSquare[idx] - ref;
        diff *= diff;
        ref *= ref;
        if (diff / ref > ALLOWABLE_VARIANCE) {
            *foundValidationFailure = true;
        }
    }
}

// cubound: the kernels in C, for the simulated driver (one call per block, a loop over its threads).
static void eachElement_c(const bd_sim_block_t *b, float (*op)(float))
{
    const float *input       = BD_SIM_ARG(b, 0, const float *);
    float       *output      = BD_SIM_ARG(b, 1, float *);
    int          numElements = BD_SIM_ARG(b, 2, int);

    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int idx = (int)(b->block_idx.x * b->block_dim.x + t);
        if (idx < numElements) {
            output[idx] = op(input[idx]);
        }
    }
}

static void squareArray_c(const bd_sim_block_t *b)
{
    eachElement_c(b, [](float x) { return x * x; });
}

static void negateArray_c(const bd_sim_block_t *b)
{
    eachElement_c(b, [](float x) { return x * -1; });
}

static void validateGPU_c(const bd_sim_block_t *b)
{
    const float          *d_negSquare            = BD_SIM_ARG(b, 0, const float *);
    const negSquareArrays devRefArrays           = BD_SIM_ARG(b, 1, negSquareArrays);
    bool                 *foundValidationFailure = BD_SIM_ARG(b, 2, bool *);

    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int idx = (int)(b->block_idx.x * b->block_dim.x + t);
        if (idx < devRefArrays.numElements) {
            float ref  = devRefArrays.negSquare[idx];
            float diff = d_negSquare[idx] - ref;
            diff *= diff;
            ref *= ref;
            if (diff / ref > ALLOWABLE_VARIANCE) {
                *foundValidationFailure = true;
            }
        }
    }
}

void validateHost(negSquareArrays *hostArrays, bool *foundValidationFailure)
{
    float ref, diff;

    for (int i = 0; i < hostArrays->numElements; i++) {
        ref  = hostArrays->input[i] * hostArrays->input[i] * -1;
        diff = hostArrays->negSquare[i] - ref;
        diff *= diff;
        ref *= ref;
        if (diff / ref > ALLOWABLE_VARIANCE) {
            *foundValidationFailure = true;
        }
    }
}

int main(int argc, char **argv)
{
    negSquareArrays hostArrays, deviceRefArrays;
    cudaStream_t    stream;
    cudaGraphExec_t graphExec, graphExecFreeC;

    // Declare pointers for GPU buffers
    float *d_negSquare            = NULL;
    bool  *foundValidationFailure = NULL;

    const size_t squareArray_sizes[] = {sizeof(float *), sizeof(float *), sizeof(int)};
    const size_t validateGPU_sizes[] = {sizeof(float *), sizeof(negSquareArrays), sizeof(bool *)};
    checkCudaErrors(bd_sim_register_kernel("squareArray", squareArray_c, 3, squareArray_sizes));
    checkCudaErrors(bd_sim_register_kernel("negateArray", negateArray_c, 3, squareArray_sizes));
    checkCudaErrors(bd_sim_register_kernel("validateGPU", validateGPU_c, 3, validateGPU_sizes));

    srand(time(0));
    // cubound: device 0, bound to this thread, in place of findCudaDevice's cudaSetDevice
    int gpu_n;
    checkCudaErrors(bd_cudaGetDeviceCount(&gpu_n));
    bd_device_t *dev;
    bound_dev_t *bd;
    int          device = 0;
    ported_open(device, gpu_n, 1, &dev, &bd);
    int failures = 0; // cubound: validations that failed, for the exit status

    int driverVersion             = 0;
    int deviceSupportsMemoryPools = 0;

    bd_cudaDriverGetVersion(&driverVersion);
    printf("Driver version is: %d.%d\n", driverVersion / 1000, (driverVersion % 100) / 10);

    if (driverVersion < 11040) {
        printf("Waiving execution as driver does not support Graph Memory Nodes\n");
        exit(EXIT_WAIVED);
    }

    bd_cudaDeviceGetAttribute(&deviceSupportsMemoryPools, cudaDevAttrMemoryPoolsSupported, device);
    if (!deviceSupportsMemoryPools) {
        printf("Waiving execution as device does not support Memory Pools\n");
        exit(EXIT_WAIVED);
    }
    else {
        printf("Setting up sample.\n");
    }

    prepareHostArrays(&hostArrays);
    prepareRefArrays(bd, &hostArrays, &deviceRefArrays, &foundValidationFailure);
    checkCudaErrors(bd_cudaStreamCreateWithFlags(bd, &stream, cudaStreamNonBlocking));
    printf("Setup complete.\n\n");

    printf("Running negateSquares in a stream.\n");
    doNegateSquaresInStream(bd, stream, &hostArrays);
    checkCudaErrors(bd_cudaStreamSynchronize(bd, stream));
    printf("Validating negateSquares in a stream...\n");
    validateHost(&hostArrays, foundValidationFailure);
    failures += checkValidationFailure(foundValidationFailure) != EXIT_SUCCESS;
    resetOutputArrays(&hostArrays);

    printf("Running negateSquares in a stream-captured graph.\n");
    createNegateSquaresGraphWithStreamCapture(bd, &graphExec, &hostArrays);
    checkCudaErrors(bd_cudaGraphLaunch(bd, graphExec, stream));
    checkCudaErrors(bd_cudaStreamSynchronize(bd, stream));
    printf("Validating negateSquares in a stream-captured graph...\n");
    validateHost(&hostArrays, foundValidationFailure);
    failures += checkValidationFailure(foundValidationFailure) != EXIT_SUCCESS;
    resetOutputArrays(&hostArrays);

    printf("Running negateSquares in an explicitly constructed graph.\n");
    createNegateSquaresGraphExplicitly(bd, &graphExec, device, &hostArrays);
    checkCudaErrors(bd_cudaGraphLaunch(bd, graphExec, stream));
    checkCudaErrors(bd_cudaStreamSynchronize(bd, stream));
    printf("Validating negateSquares in an explicitly constructed graph...\n");
    validateHost(&hostArrays, foundValidationFailure);
    failures += checkValidationFailure(foundValidationFailure) != EXIT_SUCCESS;
    resetOutputArrays(&hostArrays);

    // Each of the three examples below free d_negSquare outside the graph. As
    // demonstrated by validateGPU, d_negSquare can be accessed by outside the
    // graph before d_negSquare is freed.

    printf("Running negateSquares with d_negSquare freed outside the stream.\n");
    createNegateSquaresGraphExplicitly(bd, &graphExec, device, &hostArrays, &d_negSquare);
    checkCudaErrors(bd_cudaGraphLaunch(bd, graphExec, stream));
    validateGPU<<<hostArrays.numBlocks, THREADS_PER_BLOCK, 0, stream>>>(
        d_negSquare, deviceRefArrays, foundValidationFailure);
    // Since cudaFree is synchronous, the stream must synchronize before freeing
    // d_negSquare to ensure d_negSquare no longer being accessed.
    checkCudaErrors(bd_cudaStreamSynchronize(bd, stream));
    checkCudaErrors(bd_cudaFree(bd, d_negSquare));
    printf("Validating negateSquares with d_negSquare freed outside the "
           "stream...\n");
    validateHost(&hostArrays, foundValidationFailure);
    failures += checkValidationFailure(foundValidationFailure) != EXIT_SUCCESS;
    resetOutputArrays(&hostArrays);

    printf("Running negateSquares with d_negSquare freed outside the graph.\n");
    checkCudaErrors(bd_cudaGraphLaunch(bd, graphExec, stream));
    validateGPU<<<hostArrays.numBlocks, THREADS_PER_BLOCK, 0, stream>>>(
        d_negSquare, deviceRefArrays, foundValidationFailure);
    checkCudaErrors(bd_cudaFreeAsync(bd, d_negSquare, stream));
    checkCudaErrors(bd_cudaStreamSynchronize(bd, stream));
    printf("Validating negateSquares with d_negSquare freed outside the graph...\n");
    failures += checkValidationFailure(foundValidationFailure) != EXIT_SUCCESS;
    resetOutputArrays(&hostArrays);

    printf("Running negateSquares with d_negSquare freed in a different graph.\n");
    createFreeGraph(bd, &graphExecFreeC, d_negSquare);
    checkCudaErrors(bd_cudaGraphLaunch(bd, graphExec, stream));
    validateGPU<<<hostArrays.numBlocks, THREADS_PER_BLOCK, 0, stream>>>(
        d_negSquare, deviceRefArrays, foundValidationFailure);
    checkCudaErrors(bd_cudaGraphLaunch(bd, graphExecFreeC, stream));
    checkCudaErrors(bd_cudaStreamSynchronize(bd, stream));
    printf("Validating negateSquares with d_negSquare freed in a different "
           "graph...\n");
    failures += checkValidationFailure(foundValidationFailure) != EXIT_SUCCESS;

    printf("Cleaning up sample.\n");
    checkCudaErrors(bd_cudaGraphExecDestroy(bd, graphExec));
    checkCudaErrors(bd_cudaGraphExecDestroy(bd, graphExecFreeC));
    checkCudaErrors(bd_cudaStreamDestroy(bd, stream));
    checkCudaErrors(bd_cudaFree(bd, foundValidationFailure));
    checkCudaErrors(bd_cudaFree(bd, deviceRefArrays.negSquare));
    free(hostArrays.input);
    free(hostArrays.square);
    free(hostArrays.negSquare);
    checkCudaErrors(bd_unbind(bd));
    checkCudaErrors(bd_device_close(dev));
    printf("Cleanup complete. Exiting sample.\n");
    return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
