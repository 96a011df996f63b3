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
// Ported to cubound from cuda-samples Samples/5_Domain_Specific/MonteCarloMultiGPU (main, kernels,
// the headers it includes and MonteCarlo_gold.cpp's Black-Scholes check, in one file):
// cudaSetDevice became a binding per device (TOptionPlan's bd): made by the main thread for the
// streamed method, by each solver thread for its own device (multithreading.h's threads are
// std::thread); cuda*(...) bd_cuda*(plan->bd, ...), the <<<>>> launches stay; helper_cuda.h and
// helper_functions.h are ported.h, the timers std::chrono; MonteCarloCPU, built only under the
// sample's #undef'd DO_CPU, is left out; one GPU stands for two (contexts of its own), where the
// sample runs on one; C kernels for the simulation, with their own random numbers (not cuRAND's),
// where the problem is cut to 64 options per device and 8192 paths (the GPU's 8192 and 262144
// would take hours).

/*
 * This sample evaluates fair call price for a
 * given set of European options using Monte Carlo approach.
 * See supplied whitepaper for more explanations.
 */

#include <chrono>
#include <cooperative_groups.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <thread>
#include <vector>

// includes, project: helper_cuda.h and helper_functions.h, through cubound
#include "ported.h"


// MonteCarlo_common.h
#include "curand_kernel.h"
// realtype.h

// #define DOUBLE_PRECISION

#ifndef DOUBLE_PRECISION
typedef float real;
#else
typedef double real;
#endif

////////////////////////////////////////////////////////////////////////////////
// Global types
////////////////////////////////////////////////////////////////////////////////
typedef struct
{
    float S;
    float X;
    float T;
    float R;
    float V;
} TOptionData;

typedef struct
// #ifdef __CUDACC__
//__align__(8)
// #endif
{
    float Expected;
    float Confidence;
} TOptionValue;

// GPU outputs before CPU postprocessing
typedef struct
{
    real Expected;
    real Confidence;
} __TOptionValue;

typedef struct
{
    // Device ID for multi-GPU version
    int device;
    // cubound: the device, opened by the main thread, and its binding on the thread that drives it
    bd_device_t *dev;
    bound_dev_t *bd;
    // Option count for this plan
    int optionCount;

    // Host-side data source and result destination
    TOptionData  *optionData;
    TOptionValue *callValue;

    // Temporary Host-side pinned memory for async + faster data transfers
    __TOptionValue *h_CallValue;

    // Device- and host-side option data
    void *d_OptionData;
    void *h_OptionData;

    // Device-side option values
    void *d_CallValue;

    // Intermediate device-side buffers
    void *d_Buffer;

    // random number generator states
    curandState *rngStates;

    // Pseudorandom samples count
    int pathN;

    // Time stamp
    float time;

    int gridSize;
} TOptionPlan;

extern "C" void initMonteCarloGPU(TOptionPlan *plan);
extern "C" void MonteCarloGPU(TOptionPlan *plan, cudaStream_t stream = 0);
extern "C" void closeMonteCarloGPU(TOptionPlan *plan);


// MonteCarlo_kernel.cu

////////////////////////////////////////////////////////////////////////////////
// Global types
////////////////////////////////////////////////////////////////////////////////

////////////////////////////////////////////////////////////////////////////////
// Helper reduction template
// Please see the "reduction" CUDA Sample for more information
////////////////////////////////////////////////////////////////////////////////
// MonteCarlo_reduction.cuh

namespace cg = cooperative_groups;

////////////////////////////////////////////////////////////////////////////////
// This function calculates total sum for each of the two input arrays.
// SUM_N must be power of two
// Unrolling provides a bit of a performance improvement for small
// to medium path counts.
////////////////////////////////////////////////////////////////////////////////

template <class T, int SUM_N, int blockSize>
__device__ void
sumReduce(T *sum, T *sum2, cg::thread_block &cta, cg::thread_block_tile<32> &tile32, __TOptionValue *d_CallValue)
{
    const int VEC = 32;
    const int tid = cta.thread_rank();

    T beta  = sum[tid];
    T beta2 = sum2[tid];
    T temp, temp2;

    for (int i = VEC / 2; i > 0; i >>= 1) {
        if (tile32.thread_rank() < i) {
            temp  = sum[tid + i];
            temp2 = sum2[tid + i];
            beta += temp;
            beta2 += temp2;
            sum[tid]  = beta;
            sum2[tid] = beta2;
        }
        cg::sync(tile32);
    }
    cg::sync(cta);

    if (tid == 0) {
        beta  = 0;
        beta2 = 0;
        for (int i = 0; i < blockDim.x; i += VEC) {
            beta += sum[i];
            beta2 += sum2[i];
        }
        __TOptionValue t = {beta, beta2};
        *d_CallValue     = t;
    }
    cg::sync(cta);
}


////////////////////////////////////////////////////////////////////////////////
// Internal GPU-side data structures
////////////////////////////////////////////////////////////////////////////////
#define MAX_OPTIONS (1024 * 1024)

// Preprocessed input option data
typedef struct
{
    real S;
    real X;
    real MuByT;
    real VBySqrtT;
} __TOptionData;

////////////////////////////////////////////////////////////////////////////////
// Overloaded shortcut payoff functions for different precision modes
////////////////////////////////////////////////////////////////////////////////
__device__ inline float endCallValue(float S, float X, float r, float MuByT, float VBySqrtT)
{
    float callValue = S * __expf(MuByT + VBySqrtT * r) - X;
    return (callValue > 0.0F) ? callValue : 0.0F;
}

__device__ inline double endCallValue(double S, double X, double r, double MuByT, double VBySqrtT)
{
    double callValue = S * exp(MuByT + VBySqrtT * r) - X;
    return (callValue > 0.0) ? callValue : 0.0;
}

#define THREAD_N 256

////////////////////////////////////////////////////////////////////////////////
// This kernel computes the integral over all paths using a single thread block
// per option. It is fastest when the number of thread blocks times the work per
// block is high enough to keep the GPU busy.
////////////////////////////////////////////////////////////////////////////////
static __global__ void MonteCarloOneBlockPerOption(curandState *__restrict rngStates,
                                                   const __TOptionData *__restrict d_OptionData,
                                                   __TOptionValue *__restrict d_CallValue,
                                                   int pathN,
                                                   int optionN)
{
    // Handle to thread block group
    cg::thread_block          cta    = cg::this_thread_block();
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);

    const int       SUM_N = THREAD_N;
    __shared__ real s_SumCall[SUM_N];
    __shared__ real s_Sum2Call[SUM_N];

    // determine global thread id
    int tid = threadIdx.x + blockIdx.x * blockDim.x;

    // Copy random number state to local memory for efficiency
    curandState localState = rngStates[tid];
    for (int optionIndex = blockIdx.x; optionIndex < optionN; optionIndex += gridDim.x) {
        const real S        = d_OptionData[optionIndex].S;
        const real X        = d_OptionData[optionIndex].X;
        const real MuByT    = d_OptionData[optionIndex].MuByT;
        const real VBySqrtT = d_OptionData[optionIndex].VBySqrtT;

        // Cycle through the entire samples array:
        // derive end stock price for each path
        // accumulate partial integrals into intermediate shared memory buffer
        for (int iSum = threadIdx.x; iSum < SUM_N; iSum += blockDim.x) {
            __TOptionValue sumCall = {0, 0};

#pragma unroll 8
            for (int i = iSum; i < pathN; i += SUM_N) {
                real r         = curand_normal(&localState);
                real callValue = endCallValue(S, X, r, MuByT, VBySqrtT);
                sumCall.Expected += callValue;
                sumCall.Confidence += callValue * callValue;
            }

            s_SumCall[iSum]  = sumCall.Expected;
            s_Sum2Call[iSum] = sumCall.Confidence;
        }

        // Reduce shared memory accumulators
        // and write final result to global memory
        cg::sync(cta);
        sumReduce<real, SUM_N, THREAD_N>(s_SumCall, s_Sum2Call, cta, tile32, &d_CallValue[optionIndex]);
    }
}

static __global__ void rngSetupStates(curandState *rngState, int device_id)
{
    // determine global thread id
    int tid = threadIdx.x + blockIdx.x * blockDim.x;
    // Each threadblock gets different seed,
    // Threads within a threadblock get different sequence numbers
    curand_init(blockIdx.x + gridDim.x * device_id, threadIdx.x, 0, &rngState[tid]);
}

// cubound: the kernels in C, for the simulated driver, with random numbers of their own in place of
// cuRAND's XORWOW: each thread's state (the first 8 bytes of its curandState) is seeded from the
// block's seed and the thread's sequence number, as curand_init is, and gives normal numbers by
// Box-Muller. The Monte Carlo sums come out with cuRAND's statistics, not its values.
static uint64_t nextRandom_c(uint64_t *state) // xorshift64*
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 0x2545F4914F6CDD1DULL;
}

static real normalRandom_c(uint64_t *state)
{
    double u1 = ((nextRandom_c(state) >> 11) + 0.5) * (1.0 / 9007199254740992.0);
    double u2 = ((nextRandom_c(state) >> 11) + 0.5) * (1.0 / 9007199254740992.0);
    return (real)(sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2));
}

static void rngSetupStates_c(const bd_sim_block_t *b)
{
    curandState *rngState  = BD_SIM_ARG(b, 0, curandState *);
    int          device_id = BD_SIM_ARG(b, 1, int);

    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int      tid  = t + b->block_idx.x * b->block_dim.x;
        uint64_t seed = b->block_idx.x + (uint64_t)b->grid_dim.x * device_id;
        uint64_t x    = seed * 0x9E3779B97F4A7C15ULL + (t + 1) * 0xBF58476D1CE4E5B9ULL; // splitmix64's mix
        x             = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
        x             = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
        x ^= x >> 31;
        x = x != 0 ? x : 1;
        memcpy(&rngState[tid], &x, sizeof x);
    }
}

static void MonteCarloOneBlockPerOption_c(const bd_sim_block_t *b)
{
    curandState         *rngStates    = BD_SIM_ARG(b, 0, curandState *);
    const __TOptionData *d_OptionData = BD_SIM_ARG(b, 1, const __TOptionData *);
    __TOptionValue      *d_CallValue  = BD_SIM_ARG(b, 2, __TOptionValue *);
    int                  pathN        = BD_SIM_ARG(b, 3, int);
    int                  optionN      = BD_SIM_ARG(b, 4, int);
    const int            SUM_N        = THREAD_N;

    for (int optionIndex = b->block_idx.x; optionIndex < optionN; optionIndex += b->grid_dim.x) {
        const real     S        = d_OptionData[optionIndex].S;
        const real     X        = d_OptionData[optionIndex].X;
        const real     MuByT    = d_OptionData[optionIndex].MuByT;
        const real     VBySqrtT = d_OptionData[optionIndex].VBySqrtT;
        __TOptionValue total    = {0, 0};

        for (unsigned t = 0; t < b->block_dim.x; t++) {
            int      tid = t + b->block_idx.x * b->block_dim.x;
            uint64_t localState;
            memcpy(&localState, &rngStates[tid], sizeof localState);
            for (int iSum = t; iSum < SUM_N; iSum += b->block_dim.x) {
                __TOptionValue sumCall = {0, 0};
                for (int i = iSum; i < pathN; i += SUM_N) {
                    real r         = normalRandom_c(&localState);
                    real callValue = S * expf(MuByT + VBySqrtT * r) - X;
                    callValue      = (callValue > 0.0F) ? callValue : 0.0F;
                    sumCall.Expected += callValue;
                    sumCall.Confidence += callValue * callValue;
                }
                total.Expected += sumCall.Expected;
                total.Confidence += sumCall.Confidence;
            }
            memcpy(&rngStates[tid], &localState, sizeof localState);
        }
        d_CallValue[optionIndex] = total;
    }
}

// Static kernels' entry names have internal linkage (_ZL...), which the simulation does not take
// back to their plain names: registered under both.
static void registerMonteCarloKernels()
{
    const size_t rngSetupStates_sizes[] = {sizeof(curandState *), sizeof(int)};
    const size_t MonteCarlo_sizes[]     = {
            sizeof(curandState *), sizeof(__TOptionData *), sizeof(__TOptionValue *), sizeof(int), sizeof(int)};
    const char *rngSetupStates_names[] = {"rngSetupStates", "_ZL14rngSetupStatesP17curandStateXORWOWi"};
    const char *MonteCarlo_names[]     = {
            "MonteCarloOneBlockPerOption",
            "_ZL27MonteCarloOneBlockPerOptionP17curandStateXORWOWPK13__TOptionDataP14__TOptionValueii"};
    for (const char *name : rngSetupStates_names)
        checkCudaErrors(bd_sim_register_kernel(name, rngSetupStates_c, 2, rngSetupStates_sizes));
    for (const char *name : MonteCarlo_names)
        checkCudaErrors(bd_sim_register_kernel(name, MonteCarloOneBlockPerOption_c, 5, MonteCarlo_sizes));
}

////////////////////////////////////////////////////////////////////////////////
// Host-side interface to GPU Monte Carlo
////////////////////////////////////////////////////////////////////////////////

extern "C" void initMonteCarloGPU(TOptionPlan *plan)
{
    checkCudaErrors(bd_cudaMalloc(plan->bd, (void **)&plan->d_OptionData, sizeof(__TOptionData) * (plan->optionCount)));
    checkCudaErrors(bd_cudaMalloc(plan->bd, (void **)&plan->d_CallValue, sizeof(__TOptionValue) * (plan->optionCount)));
    checkCudaErrors(
        bd_cudaMallocHost(plan->bd, (void **)&plan->h_OptionData, sizeof(__TOptionData) * (plan->optionCount)));
    // Allocate internal device memory
    checkCudaErrors(
        bd_cudaMallocHost(plan->bd, (void **)&plan->h_CallValue, sizeof(__TOptionValue) * (plan->optionCount)));
    // Allocate states for pseudo random number generators
    checkCudaErrors(
        bd_cudaMalloc(plan->bd, (void **)&plan->rngStates, plan->gridSize * THREAD_N * sizeof(curandState)));
    checkCudaErrors(bd_cudaMemset(plan->bd, plan->rngStates, 0, plan->gridSize * THREAD_N * sizeof(curandState)));

    // place each device pathN random numbers apart on the random number sequence
    // cubound: the memset before has entered plan->bd
    rngSetupStates<<<plan->gridSize, THREAD_N>>>(plan->rngStates, plan->device);
    getLastCudaError("rngSetupStates kernel failed.\n");
}

// Compute statistics and deallocate internal device memory
extern "C" void closeMonteCarloGPU(TOptionPlan *plan)
{
    for (int i = 0; i < plan->optionCount; i++) {
        const double RT    = plan->optionData[i].R * plan->optionData[i].T;
        const double sum   = plan->h_CallValue[i].Expected;
        const double sum2  = plan->h_CallValue[i].Confidence;
        const double pathN = plan->pathN;
        // Derive average from the total sum and discount by riskfree rate
        plan->callValue[i].Expected = (float)(exp(-RT) * sum / pathN);
        // Standard deviation
        double stdDev = sqrt((pathN * sum2 - sum * sum) / (pathN * (pathN - 1)));
        // Confidence width; in 95% of all cases theoretical value lies within these
        // borders
        plan->callValue[i].Confidence = (float)(exp(-RT) * 1.96 * stdDev / sqrt(pathN));
    }

    checkCudaErrors(bd_cudaFree(plan->bd, plan->rngStates));
    checkCudaErrors(bd_cudaFreeHost(plan->bd, plan->h_CallValue));
    checkCudaErrors(bd_cudaFreeHost(plan->bd, plan->h_OptionData));
    checkCudaErrors(bd_cudaFree(plan->bd, plan->d_CallValue));
    checkCudaErrors(bd_cudaFree(plan->bd, plan->d_OptionData));
}

// Main computations
extern "C" void MonteCarloGPU(TOptionPlan *plan, cudaStream_t stream)
{
    __TOptionValue *h_CallValue = plan->h_CallValue;

    if (plan->optionCount <= 0 || plan->optionCount > MAX_OPTIONS) {
        printf("MonteCarloGPU(): bad option count.\n");
        return;
    }

    __TOptionData *h_OptionData = (__TOptionData *)plan->h_OptionData;

    for (int i = 0; i < plan->optionCount; i++) {
        const double T           = plan->optionData[i].T;
        const double R           = plan->optionData[i].R;
        const double V           = plan->optionData[i].V;
        const double MuByT       = (R - 0.5 * V * V) * T;
        const double VBySqrtT    = V * sqrt(T);
        h_OptionData[i].S        = (real)plan->optionData[i].S;
        h_OptionData[i].X        = (real)plan->optionData[i].X;
        h_OptionData[i].MuByT    = (real)MuByT;
        h_OptionData[i].VBySqrtT = (real)VBySqrtT;
    }

    checkCudaErrors(bd_cudaMemcpyAsync(plan->bd,
                                       plan->d_OptionData,
                                       h_OptionData,
                                       plan->optionCount * sizeof(__TOptionData),
                                       cudaMemcpyHostToDevice,
                                       stream));

    // cubound: the copy before has entered plan->bd
    MonteCarloOneBlockPerOption<<<plan->gridSize, THREAD_N, 0, stream>>>(plan->rngStates,
                                                                         (__TOptionData *)(plan->d_OptionData),
                                                                         (__TOptionValue *)(plan->d_CallValue),
                                                                         plan->pathN,
                                                                         plan->optionCount);
    getLastCudaError("MonteCarloOneBlockPerOption() execution failed\n");

    checkCudaErrors(bd_cudaMemcpyAsync(plan->bd,
                                       h_CallValue,
                                       plan->d_CallValue,
                                       plan->optionCount * sizeof(__TOptionValue),
                                       cudaMemcpyDeviceToHost,
                                       stream));

    // cudaDeviceSynchronize();
}


// MonteCarlo_gold.cpp
////////////////////////////////////////////////////////////////////////////////
// Black-Scholes formula for Monte Carlo results validation
////////////////////////////////////////////////////////////////////////////////
#define A1       0.31938153
#define A2       -0.356563782
#define A3       1.781477937
#define A4       -1.821255978
#define A5       1.330274429
#define RSQRT2PI 0.39894228040143267793994605993438

// Polynomial approximation of
// cumulative normal distribution function
double CND(double d)
{
    double K = 1.0 / (1.0 + 0.2316419 * fabs(d));

    double cnd = RSQRT2PI * exp(-0.5 * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));

    if (d > 0)
        cnd = 1.0 - cnd;

    return cnd;
}

// Black-Scholes formula for call value
extern "C" void BlackScholesCall(float &callValue, TOptionData optionData)
{
    double S = optionData.S;
    double X = optionData.X;
    double T = optionData.T;
    double R = optionData.R;
    double V = optionData.V;

    double sqrtT = sqrt(T);
    double d1    = (log(S / X) + (R + 0.5 * V * V) * T) / (V * sqrtT);
    double d2    = d1 - V * sqrtT;
    double CNDD1 = CND(d1);
    double CNDD2 = CND(d2);
    double expRT = exp(-R * T);

    callValue = (float)(S * CNDD1 - X * expRT * CNDD2);
}

// MonteCarloMultiGPU.cpp


int   *pArgc = NULL;
char **pArgv = NULL;

#ifdef WIN32
#define strcasecmp _strcmpi
#endif

////////////////////////////////////////////////////////////////////////////////
// Common functions
////////////////////////////////////////////////////////////////////////////////
float randFloat(float low, float high)
{
    float t = (float)rand() / (float)RAND_MAX;
    return (1.0f - t) * low + t * high;
}

/// Utility function to tweak problem size for small GPUs
// cubound: the device a plan's device index names: itself, or device 0 where contexts of its own
// stand for devices the machine lacks
static int physical_N = 0;

static int deviceOrdinal(int device) { return device < physical_N ? device : 0; }

int adjustProblemSize(int GPU_N, int default_nOptions)
{
    int nOptions = default_nOptions;

    // select problem size
    for (int i = 0; i < GPU_N; i++) {
        cudaDeviceProp deviceProp;
        checkCudaErrors(bd_cudaGetDeviceProperties(&deviceProp, deviceOrdinal(i)));
        int cudaCores = _ConvertSMVer2Cores(deviceProp.major, deviceProp.minor) * deviceProp.multiProcessorCount;

        if (cudaCores <= 32) {
            nOptions = (nOptions < cudaCores / 2 ? nOptions : cudaCores / 2);
        }
    }

    return nOptions;
}

int adjustGridSize(int GPUIndex, int defaultGridSize)
{
    cudaDeviceProp deviceProp;
    checkCudaErrors(bd_cudaGetDeviceProperties(&deviceProp, deviceOrdinal(GPUIndex)));
    int maxGridSize = deviceProp.multiProcessorCount * 40;
    return ((defaultGridSize > maxGridSize) ? maxGridSize : defaultGridSize);
}

///////////////////////////////////////////////////////////////////////////////
// CPU reference functions
///////////////////////////////////////////////////////////////////////////////

// Black-Scholes formula for call options
extern "C" void BlackScholesCall(float &CallResult, TOptionData optionData);

////////////////////////////////////////////////////////////////////////////////
// GPU-driving host thread
////////////////////////////////////////////////////////////////////////////////
// Timer (cubound: each device's milliseconds, by std::chrono)
std::vector<double> hTimer;

static double msSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

static void solverThread(TOptionPlan *plan)
{
    // Init GPU
    // cubound: this thread binds the device the main thread opened, in place of cudaSetDevice
    checkCudaErrors(bd_bind(plan->dev, &plan->bd));

    cudaDeviceProp deviceProp;
    checkCudaErrors(bd_cudaGetDeviceProperties(&deviceProp, deviceOrdinal(plan->device)));

    // Start the timer
    auto start = std::chrono::steady_clock::now();

    // Allocate intermediate memory for MC integrator and initialize
    // RNG states
    initMonteCarloGPU(plan);

    // Main computation
    MonteCarloGPU(plan);

    checkCudaErrors(bd_cudaDeviceSynchronize(plan->bd));

    // Stop the timer
    hTimer[plan->device] += msSince(start);

    // Shut down this GPU
    closeMonteCarloGPU(plan);

    bd_cudaStreamSynchronize(plan->bd, 0);

    printf("solverThread() finished - GPU Device %d: %s\n", plan->device, deviceProp.name);

    checkCudaErrors(bd_unbind(plan->bd));
}

static void multiSolver(TOptionPlan *plan, int nPlans)
{
    // allocate and initialize an array of stream handles
    cudaStream_t *streams = (cudaStream_t *)malloc(nPlans * sizeof(cudaStream_t));
    cudaEvent_t  *events  = (cudaEvent_t *)malloc(nPlans * sizeof(cudaEvent_t));

    // cubound: this thread binds every device, in place of cudaSetDevice(plan[i].device)
    for (int i = 0; i < nPlans; i++) {
        checkCudaErrors(bd_bind(plan[i].dev, &plan[i].bd));
        checkCudaErrors(bd_cudaStreamCreate(plan[i].bd, &(streams[i])));
        checkCudaErrors(bd_cudaEventCreate(plan[i].bd, &(events[i])));
    }

    // Init Each GPU
    // In CUDA 4.0 we can call cudaSetDevice multiple times to target each device
    // Set the device desired, then perform initializations on that device

    for (int i = 0; i < nPlans; i++) {
        // set the target device to perform initialization on
        // cubound: plan[i].bd is it

        cudaDeviceProp deviceProp;
        checkCudaErrors(bd_cudaGetDeviceProperties(&deviceProp, deviceOrdinal(plan[i].device)));

        // Allocate intermediate memory for MC integrator
        // and initialize RNG state
        initMonteCarloGPU(&plan[i]);
    }

    for (int i = 0; i < nPlans; i++) {
        checkCudaErrors(bd_cudaDeviceSynchronize(plan[i].bd));
    }

    // Start the timer
    hTimer[0]  = 0;
    auto start = std::chrono::steady_clock::now();

    for (int i = 0; i < nPlans; i++) {
        // Main computations
        MonteCarloGPU(&plan[i], streams[i]);

        checkCudaErrors(bd_cudaEventRecord(plan[i].bd, events[i], streams[i]));
    }

    for (int i = 0; i < nPlans; i++) {
        bd_cudaEventSynchronize(plan[i].bd, events[i]);
    }

    // Stop the timer
    hTimer[0] += msSince(start);

    for (int i = 0; i < nPlans; i++) {
        closeMonteCarloGPU(&plan[i]);
        checkCudaErrors(bd_cudaStreamDestroy(plan[i].bd, streams[i]));
        checkCudaErrors(bd_cudaEventDestroy(plan[i].bd, events[i]));
        checkCudaErrors(bd_unbind(plan[i].bd));
    }
}

///////////////////////////////////////////////////////////////////////////////
// Main program
///////////////////////////////////////////////////////////////////////////////
#define DO_CPU
#undef DO_CPU

#define PRINT_RESULTS
#undef PRINT_RESULTS

void usage()
{
    printf("--method=[threaded,streamed] --scaling=[strong,weak] [--help]\n");
    printf("Method=threaded: 1 CPU thread for each GPU     [default]\n");
    printf("       streamed: 1 CPU thread handles all GPUs (requires CUDA 4.0 or "
           "newer)\n");
    printf("Scaling=strong : constant problem size\n");
    printf("        weak   : problem size scales with number of available GPUs "
           "[default]\n");
}

int main(int argc, char **argv)
{
    char *multiMethodChoice = NULL;
    char *scalingChoice     = NULL;
    bool  use_threads       = true;
    bool  bqatest           = false;
    bool  strongScaling     = false;

    pArgc = &argc;
    pArgv = argv;

    printf("%s Starting...\n\n", argv[0]);

    registerMonteCarloKernels();

    if (checkCmdLineFlag(argc, (const char **)argv, "qatest")) {
        bqatest = true;
    }

    getCmdLineArgumentString(argc, (const char **)argv, "method", &multiMethodChoice);
    getCmdLineArgumentString(argc, (const char **)argv, "scaling", &scalingChoice);

    if (checkCmdLineFlag(argc, (const char **)argv, "h") || checkCmdLineFlag(argc, (const char **)argv, "help")) {
        usage();
        exit(EXIT_SUCCESS);
    }

    if (multiMethodChoice == NULL) {
        use_threads = false;
    }
    else {
        if (!strcasecmp(multiMethodChoice, "threaded")) {
            use_threads = true;
        }
        else {
            use_threads = false;
        }
    }

    if (use_threads == false) {
        printf("Using single CPU thread for multiple GPUs\n");
    }

    if (scalingChoice == NULL) {
        strongScaling = false;
    }
    else {
        if (!strcasecmp(scalingChoice, "strong")) {
            strongScaling = true;
        }
        else {
            strongScaling = false;
        }
    }

    // GPU number present in the system
    int GPU_N;
    checkCudaErrors(bd_cudaGetDeviceCount(&GPU_N));
    // cubound: with one GPU, two contexts of it stand for two
    physical_N = GPU_N;
    if (GPU_N < 2) {
        GPU_N = 2;
    }
    int nOptions = 8 * 1024;

    nOptions = adjustProblemSize(GPU_N, nOptions);

    // select problem size
    int scale  = (strongScaling) ? 1 : GPU_N;
    int OPT_N  = nOptions * scale;
    int PATH_N = 262144;

    // cubound: the simulation runs the C kernels on the CPU: a problem it finishes in a second
    if (bd_simulated()) {
        nOptions = 64;
        OPT_N    = nOptions * scale;
        PATH_N   = 8192;
    }

    // cubound: each device opened here, bound by the thread that drives it
    std::vector<bd_device_t *> devices(GPU_N);
    for (int i = 0; i < GPU_N; i++) {
        bool own = physical_N < GPU_N;
        checkCudaErrors(bd_device_open(own ? 0 : i, own ? BD_OWN_CONTEXT : BD_PRIMARY_CONTEXT, &devices[i]));
    }

    // initialize the timers
    hTimer.assign(GPU_N, 0.0);

    // Input data array
    TOptionData *optionData = new TOptionData[OPT_N];
    // Final GPU MC results
    TOptionValue *callValueGPU = new TOptionValue[OPT_N];
    //"Theoretical" call values by Black-Scholes formula
    float *callValueBS = new float[OPT_N];
    // Solver config
    TOptionPlan *optionSolver = new TOptionPlan[GPU_N];
    // OS thread ID
    std::thread *threadID = new std::thread[GPU_N];

    int gpuBase, gpuIndex;
    int i;

    float time;

    double delta, ref, sumDelta, sumRef, sumReserve;

    printf("MonteCarloMultiGPU\n");
    printf("==================\n");
    printf("Parallelization method  = %s\n", use_threads ? "threaded" : "streamed");
    printf("Problem scaling         = %s\n", strongScaling ? "strong" : "weak");
    printf("Number of GPUs          = %d\n", GPU_N);
    printf("Total number of options = %d\n", OPT_N);
    printf("Number of paths         = %d\n", PATH_N);

    printf("main(): generating input data...\n");
    srand(123);

    for (i = 0; i < OPT_N; i++) {
        optionData[i].S            = randFloat(5.0f, 50.0f);
        optionData[i].X            = randFloat(10.0f, 25.0f);
        optionData[i].T            = randFloat(1.0f, 5.0f);
        optionData[i].R            = 0.06f;
        optionData[i].V            = 0.10f;
        callValueGPU[i].Expected   = -1.0f;
        callValueGPU[i].Confidence = -1.0f;
    }

    printf("main(): starting %i host threads...\n", GPU_N);

    // Get option count for each GPU
    for (i = 0; i < GPU_N; i++) {
        optionSolver[i].optionCount = OPT_N / GPU_N;
    }

    // Take into account cases with "odd" option counts
    for (i = 0; i < (OPT_N % GPU_N); i++) {
        optionSolver[i].optionCount++;
    }

    // Assign GPU option ranges
    gpuBase = 0;

    for (i = 0; i < GPU_N; i++) {
        optionSolver[i].device     = i;
        optionSolver[i].dev        = devices[i];
        optionSolver[i].optionData = optionData + gpuBase;
        optionSolver[i].callValue  = callValueGPU + gpuBase;
        optionSolver[i].pathN      = PATH_N;
        optionSolver[i].gridSize   = adjustGridSize(optionSolver[i].device, optionSolver[i].optionCount);
        gpuBase += optionSolver[i].optionCount;
    }

    if (use_threads || bqatest) {
        // Start CPU thread for each GPU
        for (gpuIndex = 0; gpuIndex < GPU_N; gpuIndex++) {
            threadID[gpuIndex] = std::thread(solverThread, &optionSolver[gpuIndex]);
        }

        printf("main(): waiting for GPU results...\n");
        for (gpuIndex = 0; gpuIndex < GPU_N; gpuIndex++) {
            threadID[gpuIndex].join();
        }

        printf("main(): GPU statistics, threaded\n");

        for (i = 0; i < GPU_N; i++) {
            cudaDeviceProp deviceProp;
            checkCudaErrors(bd_cudaGetDeviceProperties(&deviceProp, deviceOrdinal(optionSolver[i].device)));
            printf("GPU Device #%i: %s\n", optionSolver[i].device, deviceProp.name);
            printf("Options         : %i\n", optionSolver[i].optionCount);
            printf("Simulation paths: %i\n", optionSolver[i].pathN);
            time = hTimer[i];
            printf("Total time (ms.): %f\n", time);
            printf("Options per sec.: %f\n", OPT_N / (time * 0.001));
        }

        printf("main(): comparing Monte Carlo and Black-Scholes results...\n");
        sumDelta   = 0;
        sumRef     = 0;
        sumReserve = 0;

        for (i = 0; i < OPT_N; i++) {
            BlackScholesCall(callValueBS[i], optionData[i]);
            delta = fabs(callValueBS[i] - callValueGPU[i].Expected);
            ref   = callValueBS[i];
            sumDelta += delta;
            sumRef += fabs(ref);

            if (delta > 1e-6) {
                sumReserve += callValueGPU[i].Confidence / delta;
            }

#ifdef PRINT_RESULTS
            printf("BS: %f; delta: %E\n", callValueBS[i], delta);
#endif
        }

        sumReserve /= OPT_N;
    }

    if (!use_threads || bqatest) {
        multiSolver(optionSolver, GPU_N);

        printf("main(): GPU statistics, streamed\n");

        for (i = 0; i < GPU_N; i++) {
            cudaDeviceProp deviceProp;
            checkCudaErrors(bd_cudaGetDeviceProperties(&deviceProp, deviceOrdinal(optionSolver[i].device)));
            printf("GPU Device #%i: %s\n", optionSolver[i].device, deviceProp.name);
            printf("Options         : %i\n", optionSolver[i].optionCount);
            printf("Simulation paths: %i\n", optionSolver[i].pathN);
        }

        time = hTimer[0];
        printf("\nTotal time (ms.): %f\n", time);
        printf("\tNote: This is elapsed time for all to compute.\n");
        printf("Options per sec.: %f\n", OPT_N / (time * 0.001));

        printf("main(): comparing Monte Carlo and Black-Scholes results...\n");
        sumDelta   = 0;
        sumRef     = 0;
        sumReserve = 0;

        for (i = 0; i < OPT_N; i++) {
            BlackScholesCall(callValueBS[i], optionData[i]);
            delta = fabs(callValueBS[i] - callValueGPU[i].Expected);
            ref   = callValueBS[i];
            sumDelta += delta;
            sumRef += fabs(ref);

            if (delta > 1e-6) {
                sumReserve += callValueGPU[i].Confidence / delta;
            }

#ifdef PRINT_RESULTS
            printf("BS: %f; delta: %E\n", callValueBS[i], delta);
#endif
        }

        sumReserve /= OPT_N;
    }

#ifdef DO_CPU
    printf("main(): running CPU MonteCarlo...\n");
    TOptionValue callValueCPU;
    sumDelta = 0;
    sumRef   = 0;

    for (i = 0; i < OPT_N; i++) {
        MonteCarloCPU(callValueCPU, optionData[i], NULL, PATH_N);
        delta = fabs(callValueCPU.Expected - callValueGPU[i].Expected);
        ref   = callValueCPU.Expected;
        sumDelta += delta;
        sumRef += fabs(ref);
        printf("Exp : %f | %f\t", callValueCPU.Expected, callValueGPU[i].Expected);
        printf("Conf: %f | %f\n", callValueCPU.Confidence, callValueGPU[i].Confidence);
    }

    printf("L1 norm: %E\n", sumDelta / sumRef);
#endif

    printf("Shutting down...\n");

    // cubound: each device closed, in place of restarting its timer and cudaSetDevice(i)
    for (int i = 0; i < GPU_N; i++) {
        checkCudaErrors(bd_device_close(devices[i]));
    }

    delete[] optionSolver;
    delete[] callValueBS;
    delete[] callValueGPU;
    delete[] optionData;
    delete[] threadID;

    printf("Test Summary...\n");
    printf("L1 norm        : %E\n", sumDelta / sumRef);
    printf("Average reserve: %f\n", sumReserve);
    printf("\nNOTE: The CUDA Samples are not meant for performance measurements. "
           "Results may vary when GPU Boost is enabled.\n\n");
    printf(sumReserve > 1.0f ? "Test passed\n" : "Test failed!\n");
    exit(sumReserve > 1.0f ? EXIT_SUCCESS : EXIT_FAILURE);
}
