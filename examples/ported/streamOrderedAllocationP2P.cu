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
// Ported to cubound from cuda-samples Samples/2_Concepts_and_Techniques/streamOrderedAllocationP2P:
// cudaSetDevice(p2pDevices.first / .second) became a binding per device (bd[0], bd[1]), the calls
// made while each was current bd_cuda*(bd[k], ...), the <<<>>> launch stays; the cudaSetDevice
// before the peer queries went (they take no context); helper_cuda.h is ported.h; one GPU stands
// for two (contexts of its own; the pool's memory is the same device's, so no access is set), where
// the sample waives; C kernel for the simulation (which lacks cudaDeviceGetDefaultMemPool: GPU only).

/*
 * This sample demonstrates peer-to-peer access of stream ordered memory
 * allocated with cudaMallocAsync and cudaMemPool family of APIs through simple
 * kernel which does peer-to-peer to access & scales vector elements.
 */

// System includes
#include <algorithm>
#include <assert.h>
#include <cmath>
#include <iostream>
#include <map>
#include <set>
#include <stdio.h>
#include <utility>

// CUDA runtime, helper functions and utilities, through cubound
#include "ported.h"

// Simple kernel to demonstrate copying cudaMallocAsync memory via P2P to peer
// device
__global__ void copyP2PAndScale(const int *src, int *dst, int N)
{
    int idx = blockIdx.x * blockDim.x + threadIdx.x;

    if (idx < N) {
        // scale & store src vector.
        dst[idx] = 2 * src[idx];
    }
}

// cubound: copyP2PAndScale in C, for the simulated driver (one call per block, a loop over its threads).
static void copyP2PAndScale_c(const bd_sim_block_t *b)
{
    const int *src = BD_SIM_ARG(b, 0, const int *);
    int       *dst = BD_SIM_ARG(b, 1, int *);
    int        N   = BD_SIM_ARG(b, 2, int);

    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int idx = (int)(b->block_idx.x * b->block_dim.x + t);
        if (idx < N) {
            dst[idx] = 2 * src[idx];
        }
    }
}

// Map of device version to device number
std::multimap<std::pair<int, int>, int> getIdenticalGPUs()
{
    int numGpus = 0;
    checkCudaErrors(bd_cudaGetDeviceCount(&numGpus));

    std::multimap<std::pair<int, int>, int> identicalGpus;

    for (int i = 0; i < numGpus; i++) {
        int isMemPoolSupported = 0;
        checkCudaErrors(bd_cudaDeviceGetAttribute(&isMemPoolSupported, cudaDevAttrMemoryPoolsSupported, i));

        // Filter unsupported devices
        if (isMemPoolSupported) {
            int major = 0, minor = 0;
            checkCudaErrors(bd_cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, i));
            checkCudaErrors(bd_cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, i));
            identicalGpus.emplace(std::make_pair(major, minor), i);
        }
    }

    return identicalGpus;
}

std::pair<int, int> getP2PCapableGpuPair()
{
    constexpr size_t kNumGpusRequired = 2;

    auto gpusByArch = getIdenticalGPUs();

    auto it  = gpusByArch.begin();
    auto end = gpusByArch.end();

    auto bestFit = std::make_pair(it, it);
    // use std::distance to find the largest number of GPUs amongst architectures
    auto distance = [](decltype(bestFit) p) { return std::distance(p.first, p.second); };

    // Read each unique key/pair element in order
    for (; it != end; it = gpusByArch.upper_bound(it->first)) {
        // first and second are iterators bounded within the architecture group
        auto testFit = gpusByArch.equal_range(it->first);
        // Always use devices with highest architecture version or whichever has the
        // most devices available
        if (distance(bestFit) <= distance(testFit))
            bestFit = testFit;
    }

    // cubound: with one GPU that supports pools, two contexts of it stand for devices 0 and 1
    if (distance(bestFit) == 1 && gpusByArch.size() == 1) {
        printf("One GPU: two contexts of device %d stand for devices 0 and 1\n", bestFit.first->second);
        return std::make_pair(0, 1);
    }

    if (distance(bestFit) < kNumGpusRequired) {
        printf("No Two or more GPUs with same architecture capable of cuda Memory "
               "Pools found."
               "\nWaiving the sample\n");
        exit(EXIT_WAIVED);
    }

    std::set<int> bestFitDeviceIds;

    // check & select peer-to-peer access capable GPU devices.
    int devIds[2];
    for (auto itr = bestFit.first; itr != bestFit.second; itr++) {
        int deviceId = itr->second;
        // cubound: cudaSetDevice(deviceId) went: cudaDeviceCanAccessPeer takes no context

        std::for_each(itr, bestFit.second, [&deviceId, &bestFitDeviceIds, &kNumGpusRequired](decltype(*itr) mapPair) {
            if (deviceId != mapPair.second) {
                int access = 0;
                checkCudaErrors(bd_cudaDeviceCanAccessPeer(&access, deviceId, mapPair.second));
                printf("Device=%d %s Access Peer Device=%d\n", deviceId, access ? "CAN" : "CANNOT", mapPair.second);
                if (access && bestFitDeviceIds.size() < kNumGpusRequired) {
                    bestFitDeviceIds.emplace(deviceId);
                    bestFitDeviceIds.emplace(mapPair.second);
                }
                else {
                    printf("Ignoring device %i (max devices exceeded)\n", mapPair.second);
                }
            }
        });

        if (bestFitDeviceIds.size() >= kNumGpusRequired) {
            printf("Selected p2p capable devices - ");
            int i = 0;
            for (auto devicesItr = bestFitDeviceIds.begin(); devicesItr != bestFitDeviceIds.end(); devicesItr++) {
                devIds[i++] = *devicesItr;
                printf("deviceId = %d  ", *devicesItr);
            }
            printf("\n");
            break;
        }
    }

    // if bestFitDeviceIds.size() == 0 it means the GPUs in system are not p2p
    // capable, hence we add it without p2p capability check.
    if (!bestFitDeviceIds.size()) {
        printf("No Two or more Devices p2p capable found.. exiting..\n");
        exit(EXIT_WAIVED);
    }

    auto p2pGpuPair = std::make_pair(devIds[0], devIds[1]);

    return p2pGpuPair;
}

int memPoolP2PCopy()
{
    int          *dev0_srcVec, *dev1_dstVec; // Device buffers
    cudaStream_t  stream1, stream2;
    cudaMemPool_t memPool;
    cudaEvent_t   waitOnStream1;

    // Allocate CPU memory.
    size_t nelem = 1048576;
    size_t bytes = nelem * sizeof(int);

    int *a      = (int *)malloc(bytes);
    int *output = (int *)malloc(bytes);

    /* Initialize the vectors. */
    for (int n = 0; n < nelem; n++) {
        a[n] = rand() / (int)RAND_MAX;
    }

    auto p2pDevices = getP2PCapableGpuPair();
    printf("selected devices = %d & %d\n", p2pDevices.first, p2pDevices.second);

    // cubound: each device bound to this thread, in place of cudaSetDevice; with one GPU, two
    // contexts of device 0 (whose pool serves both)
    int gpu_n;
    checkCudaErrors(bd_cudaGetDeviceCount(&gpu_n));
    const bool   one_gpu = gpu_n < 2;
    bd_device_t *dev[2];
    bound_dev_t *bd[2];
    ported_open(p2pDevices.first, gpu_n, 2, &dev[0], &bd[0]);
    ported_open(p2pDevices.second, gpu_n, 2, &dev[1], &bd[1]);
    const int poolDevice = one_gpu ? 0 : p2pDevices.first;

    checkCudaErrors(bd_cudaEventCreate(bd[0], &waitOnStream1));

    checkCudaErrors(bd_cudaStreamCreateWithFlags(bd[0], &stream1, cudaStreamNonBlocking));

    // Get the default mempool for device p2pDevices.first from the pair
    checkCudaErrors(bd_cudaDeviceGetDefaultMemPool(&memPool, poolDevice));

    // Allocate memory in a stream from the pool set above.
    checkCudaErrors(bd_cudaMallocAsync(bd[0], (void **)&dev0_srcVec, bytes, stream1));

    checkCudaErrors(bd_cudaMemcpyAsync(bd[0], dev0_srcVec, a, bytes, cudaMemcpyHostToDevice, stream1));
    checkCudaErrors(bd_cudaEventRecord(bd[0], waitOnStream1, stream1));

    checkCudaErrors(bd_cudaStreamCreateWithFlags(bd[1], &stream2, cudaStreamNonBlocking));

    // Allocate memory in p2pDevices.second device
    checkCudaErrors(bd_cudaMallocAsync(bd[1], (void **)&dev1_dstVec, bytes, stream2));

    // Setup peer mappings for p2pDevices.second device
    if (!one_gpu) {
        cudaMemAccessDesc desc;
        memset(&desc, 0, sizeof(cudaMemAccessDesc));
        desc.location.type = cudaMemLocationTypeDevice;
        desc.location.id   = p2pDevices.second;
        desc.flags         = cudaMemAccessFlagsProtReadWrite;
        checkCudaErrors(bd_cudaMemPoolSetAccess(bd[1], memPool, &desc, 1));
    }

    printf("> copyP2PAndScale kernel running ...\n");
    dim3 block(256);
    dim3 grid((unsigned int)ceil(nelem / (int)block.x));
    checkCudaErrors(bd_cudaStreamWaitEvent(bd[1], stream2, waitOnStream1, 0));
    // cubound: the wait before has entered bd[1]
    copyP2PAndScale<<<grid, block, 0, stream2>>>(dev0_srcVec, dev1_dstVec, nelem);

    checkCudaErrors(bd_cudaMemcpyAsync(bd[1], output, dev1_dstVec, bytes, cudaMemcpyDeviceToHost, stream2));
    checkCudaErrors(bd_cudaFreeAsync(bd[1], dev0_srcVec, stream2));
    checkCudaErrors(bd_cudaFreeAsync(bd[1], dev1_dstVec, stream2));
    checkCudaErrors(bd_cudaStreamSynchronize(bd[1], stream2));

    /* Compare the results */
    printf("> Checking the results from copyP2PAndScale() ...\n");

    for (int n = 0; n < nelem; n++) {
        if ((2 * a[n]) != output[n]) {
            printf("mismatch i = %d expected = %d val = %d\n", n, 2 * a[n], output[n]);
            return EXIT_FAILURE;
        }
    }

    free(a);
    free(output);
    checkCudaErrors(bd_cudaStreamDestroy(bd[0], stream1));
    checkCudaErrors(bd_cudaStreamDestroy(bd[1], stream2));
    for (int k = 0; k < 2; k++) {
        checkCudaErrors(bd_unbind(bd[k]));
        checkCudaErrors(bd_device_close(dev[k]));
    }
    printf("PASSED\n");

    return EXIT_SUCCESS;
}

int main(int argc, char **argv)
{
    const size_t copyP2PAndScale_sizes[] = {sizeof(int *), sizeof(int *), sizeof(int)};
    checkCudaErrors(bd_sim_register_kernel("copyP2PAndScale", copyP2PAndScale_c, 3, copyP2PAndScale_sizes));

    int ret = memPoolP2PCopy();
    return ret;
}
