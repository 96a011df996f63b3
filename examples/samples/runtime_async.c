/* SPDX-License-Identifier: MIT */
/* asyncAPI (cuda-samples) on cubound, through the runtime API: an asynchronous copy in, a kernel
 * and an asynchronous copy out on one stream, bracketed by events, while the host polls
 * cudaEventQuery until the device is done; then the events' elapsed time and a check of every
 * element. The host must have polled at least once: the work overlapped it (on the simulated
 * driver a created stream runs when something waits for it, so the first query finds it busy). */
#include <stdlib.h>
#include <string.h>

#include "sample.h"

enum { N = 16 * 1024 * 1024, THREADS = 512, VALUE = 26 };

static void increment(const bd_sim_block_t *b) /* increment_kernel */
{
    int *data = BD_SIM_ARG(b, 0, int *);
    int value = BD_SIM_ARG(b, 1, int);
    for (unsigned int t = 0; t < b->block_dim.x; t++)
        data[b->block_idx.x * b->block_dim.x + t] += value;
}

int main(int argc, char **argv)
{
    bd_device_t *dev;
    bound_dev_t *bd;
    CHECK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &bd));
    CHECK(bd_sim_register_kernel("increment_kernel", increment, 2, (size_t[]){sizeof(int *), sizeof(int)}));
    cudaLibrary_t library;
    cudaKernel_t kernel;
    CHECK(bd_cudaLibraryLoadFromFile(&library, kernels_image(argc, argv), NULL, NULL, 0, NULL, NULL, 0));
    CHECK(bd_cudaLibraryGetKernel(&kernel, library, "increment_kernel"));

    size_t bytes = N * sizeof(int);
    int *a, *d_a, value = VALUE;
    CHECK(bd_cudaMallocHost(bd, (void **)&a, bytes));
    memset(a, 0, bytes);
    CHECK(bd_cudaMalloc(bd, (void **)&d_a, bytes));
    CHECK(bd_cudaMemset(bd, d_a, 255, bytes));
    cudaStream_t stream;
    cudaEvent_t start, stop;
    /* A blocking stream: it waits for the cudaMemset above, which runs on the legacy default stream
     * (a non-blocking one would race it: race detection said so). */
    CHECK(bd_cudaStreamCreateWithFlags(bd, &stream, cudaStreamDefault));
    CHECK(bd_cudaEventCreate(bd, &start));
    CHECK(bd_cudaEventCreate(bd, &stop));

    CHECK(bd_cudaEventRecord(bd, start, stream));
    CHECK(bd_cudaMemcpyAsync(bd, d_a, a, bytes, cudaMemcpyHostToDevice, stream));
    void *args[] = {&d_a, &value};
    CHECK(bd_cudaLaunchKernel(bd, (const void *)kernel, (dim3){N / THREADS, 1, 1}, (dim3){THREADS, 1, 1}, args, 0, stream));
    CHECK(bd_cudaMemcpyAsync(bd, a, d_a, bytes, cudaMemcpyDeviceToHost, stream));
    CHECK(bd_cudaEventRecord(bd, stop, stream));

    unsigned long polls = 0;
    cudaError_t rc;
    while ((rc = bd_cudaEventQuery(bd, stop)) == cudaErrorNotReady)
        polls++;
    CHECK(rc);
    CHECK(bd_cudaPeekAtLastError()); /* not ready is no error */
    float ms = -1;
    CHECK(bd_cudaEventElapsedTime(bd, &ms, start, stop));
    int wrong = 0;
    for (int i = 0; i < N; i++)
        wrong += a[i] != VALUE;
    printf("runtime_async: %d ints, copy in, increment by %d, copy out on one stream while the host polled: %s, "
           "%d wrong\n", N, VALUE, polls > 0 ? "overlapped" : "NOT overlapped", wrong);

    CHECK(bd_cudaEventDestroy(bd, start));
    CHECK(bd_cudaEventDestroy(bd, stop));
    CHECK(bd_cudaStreamDestroy(bd, stream));
    CHECK(bd_cudaFree(bd, d_a));
    CHECK(bd_cudaFreeHost(bd, a));
    CHECK(bd_unbind(bd));
    CHECK(bd_device_close(dev));
    CHECK(bd_cudaLibraryUnload(library));
    return wrong == 0 && polls > 0 && ms >= 0 ? 0 : 1;
}
