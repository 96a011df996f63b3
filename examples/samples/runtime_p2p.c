/* SPDX-License-Identifier: MIT */
/* simpleP2P (cuda-samples) on cubound, through the runtime API: two devices, peer access between
 * them where they allow it, cudaMemcpyPeer both ways, and a kernel on each device that reads the
 * other's buffer. With one GPU the two are contexts of their own on it: a device is no peer of
 * itself, so nothing is enabled, and each kernel reaches the other context's memory because it
 * is the same device's (the H200 allows that without peer access). It says which case ran. */
#include "sample.h"

enum { N = 1024 * 1024, THREADS = 512 };

static void simple_kernel(const bd_sim_block_t *b) /* SimpleKernel */
{
    const float *src = BD_SIM_ARG(b, 0, const float *);
    float *dst = BD_SIM_ARG(b, 1, float *);
    for (unsigned int t = 0; t < b->block_dim.x; t++) {
        unsigned int i = b->block_idx.x * b->block_dim.x + t;
        dst[i] = src[i] * 2.0f;
    }
}

int main(int argc, char **argv)
{
    int gpus = 0;
    CHECK(bd_cudaGetDeviceCount(&gpus));
    int ordinal[2] = {0, gpus >= 2 ? 1 : 0};
    bd_device_t *dev[2];
    bound_dev_t *bd[2];
    for (int d = 0; d < 2; d++) {
        CHECK(bd_device_open(ordinal[d], gpus >= 2 ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT, &dev[d]));
        CHECK(bd_bind(dev[d], &bd[d]));
    }
    int can01 = 0, can10 = 0;
    CHECK(bd_cudaDeviceCanAccessPeer(&can01, ordinal[0], ordinal[1]));
    CHECK(bd_cudaDeviceCanAccessPeer(&can10, ordinal[1], ordinal[0]));
    bool peers = can01 && can10;
    if (peers) {
        CHECK(bd_cudaDeviceEnablePeerAccess(bd[0], ordinal[1], 0));
        CHECK(bd_cudaDeviceEnablePeerAccess(bd[1], ordinal[0], 0));
    }
    CHECK(bd_sim_register_kernel("SimpleKernel", simple_kernel, 2, (size_t[]){sizeof(float *), sizeof(float *)}));
    cudaLibrary_t library;
    cudaKernel_t kernel;
    CHECK(bd_cudaLibraryLoadFromFile(&library, kernels_image(argc, argv), NULL, NULL, 0, NULL, NULL, 0));
    CHECK(bd_cudaLibraryGetKernel(&kernel, library, "SimpleKernel"));

    float *g0, *g1, *h0;
    size_t bytes = N * sizeof(float);
    CHECK(bd_cudaMalloc(bd[0], (void **)&g0, bytes));
    CHECK(bd_cudaMalloc(bd[1], (void **)&g1, bytes));
    CHECK(bd_cudaMallocHost(bd[0], (void **)&h0, bytes));
    for (int i = 0; i < N; i++)
        h0[i] = (float)(i % 4096);
    CHECK(bd_cudaMemcpy(bd[0], g0, h0, bytes, cudaMemcpyHostToDevice));

    /* Peer copies both ways, timed with events as simpleP2P times them. */
    cudaEvent_t start, stop;
    CHECK(bd_cudaEventCreate(bd[0], &start));
    CHECK(bd_cudaEventCreate(bd[0], &stop));
    CHECK(bd_cudaEventRecord(bd[0], start, 0));
    for (int i = 0; i < 10; i++) {
        if (i % 2 == 0)
            CHECK(bd_cudaMemcpyPeer(bd[0], g1, ordinal[1], g0, ordinal[0], bytes));
        else
            CHECK(bd_cudaMemcpyPeer(bd[0], g0, ordinal[0], g1, ordinal[1], bytes));
    }
    CHECK(bd_cudaEventRecord(bd[0], stop, 0));
    CHECK(bd_cudaEventSynchronize(bd[0], stop));
    float ms = -1;
    CHECK(bd_cudaEventElapsedTime(bd[0], &ms, start, stop));

    /* Each device's kernel reads the other's buffer: g1 = 2 * g0 on device 1, g0 = 2 * g1 on device 0. */
    void *args1[] = {&g0, &g1}, *args0[] = {&g1, &g0};
    CHECK(bd_cudaLaunchKernel(bd[1], (const void *)kernel, (dim3){N / THREADS, 1, 1}, (dim3){THREADS, 1, 1}, args1, 0, 0));
    CHECK(bd_cudaDeviceSynchronize(bd[1]));
    CHECK(bd_cudaLaunchKernel(bd[0], (const void *)kernel, (dim3){N / THREADS, 1, 1}, (dim3){THREADS, 1, 1}, args0, 0, 0));
    CHECK(bd_cudaDeviceSynchronize(bd[0]));
    CHECK(bd_cudaMemcpy(bd[0], h0, g0, bytes, cudaMemcpyDeviceToHost));
    int wrong = 0;
    for (int i = 0; i < N; i++)
        wrong += h0[i] != 4.0f * (float)(i % 4096);

    if (gpus >= 2)
        printf("runtime_p2p: devices 0 and 1, peer access %s, ", peers ? "enabled both ways" : "not available");
    else
        printf("runtime_p2p: two contexts of device 0 (one GPU: no peer access, one device's memory), ");
    printf("%d floats, 10 peer copies, kernels reading the other's buffer, %d wrong\n", N, wrong);

    if (peers) {
        CHECK(bd_cudaDeviceDisablePeerAccess(bd[0], ordinal[1]));
        CHECK(bd_cudaDeviceDisablePeerAccess(bd[1], ordinal[0]));
    }
    CHECK(bd_cudaEventDestroy(bd[0], start));
    CHECK(bd_cudaEventDestroy(bd[0], stop));
    CHECK(bd_cudaFreeHost(bd[0], h0));
    CHECK(bd_cudaFree(bd[0], g0));
    CHECK(bd_cudaFree(bd[1], g1));
    for (int d = 0; d < 2; d++) {
        CHECK(bd_unbind(bd[d]));
        CHECK(bd_device_close(dev[d]));
    }
    CHECK(bd_cudaLibraryUnload(library));
    return wrong == 0 ? 0 : 1;
}
