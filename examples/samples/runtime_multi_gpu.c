/* SPDX-License-Identifier: MIT */
/* simpleMultiGPU (cuda-samples, the runtime API version) on cubound: one thread drives every
 * device through its binding instead of cudaSetDevice. Each device gets a stream, an asynchronous
 * copy of its share of the input, a reduction kernel and an asynchronous copy of the partial sums
 * back; the host adds them up once each stream is synchronized. The kernel comes from the
 * kernels' fatbin as a library (cudaLibraryGetKernel), which every device loads at its first
 * launch. With one GPU the devices are contexts of their own on it. */
#include <math.h>
#include <stdlib.h>

#include "sample.h"

enum { MAX_DEVICES = 8, DATA_N = 1048576 * 32, BLOCK_N = 32, THREAD_N = 256, ACCUM_N = BLOCK_N * THREAD_N };

static void reduce(const bd_sim_block_t *b) /* reduceKernel */
{
    float *result = BD_SIM_ARG(b, 0, float *);
    const float *input = BD_SIM_ARG(b, 1, const float *);
    int n = BD_SIM_ARG(b, 2, int), threads = (int)(b->grid_dim.x * b->block_dim.x);
    for (unsigned int t = 0; t < b->block_dim.x; t++) {
        int tid = (int)(b->block_idx.x * b->block_dim.x + t);
        float sum = 0;
        for (int pos = tid; pos < n; pos += threads)
            sum += input[pos];
        result[tid] = sum;
    }
}

struct plan {
    bd_device_t *dev;
    bound_dev_t *bd;
    cudaStream_t stream;
    int n;
    float *h_input, *h_sum; /* pinned */
    float *d_input, *d_sum;
};

int main(int argc, char **argv)
{
    int gpus = 0;
    CHECK(bd_cudaGetDeviceCount(&gpus));
    int devices = gpus >= 2 ? (gpus < MAX_DEVICES ? gpus : MAX_DEVICES) : 4;
    CHECK(bd_sim_register_kernel("reduceKernel", reduce, 3, (size_t[]){sizeof(float *), sizeof(float *), sizeof(int)}));
    cudaLibrary_t library;
    cudaKernel_t kernel;
    CHECK(bd_cudaLibraryLoadFromFile(&library, kernels_image(argc, argv), NULL, NULL, 0, NULL, NULL, 0));
    CHECK(bd_cudaLibraryGetKernel(&kernel, library, "reduceKernel"));
    struct plan plan[MAX_DEVICES];
    for (int d = 0; d < devices; d++) {
        struct plan *p = &plan[d];
        p->n = DATA_N / devices + (d < DATA_N % devices);
        CHECK(bd_device_open(gpus >= 2 ? d : 0, gpus >= 2 ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT, &p->dev));
        CHECK(bd_bind(p->dev, &p->bd));
        CHECK(bd_cudaStreamCreate(p->bd, &p->stream));
        CHECK(bd_cudaMallocHost(p->bd, (void **)&p->h_input, p->n * sizeof(float)));
        CHECK(bd_cudaMallocHost(p->bd, (void **)&p->h_sum, ACCUM_N * sizeof(float)));
        CHECK(bd_cudaMalloc(p->bd, (void **)&p->d_input, p->n * sizeof(float)));
        CHECK(bd_cudaMalloc(p->bd, (void **)&p->d_sum, ACCUM_N * sizeof(float)));
    }
    srand(123);
    double want = 0;
    for (int d = 0; d < devices; d++)
        for (int i = 0; i < plan[d].n; i++) {
            plan[d].h_input[i] = rand() / (float)RAND_MAX;
            want += plan[d].h_input[i];
        }
    /* Every device works at once: nothing here waits. */
    for (int d = 0; d < devices; d++) {
        struct plan *p = &plan[d];
        CHECK(bd_cudaMemcpyAsync(p->bd, p->d_input, p->h_input, p->n * sizeof(float), cudaMemcpyHostToDevice, p->stream));
        void *args[] = {&p->d_sum, &p->d_input, &p->n};
        CHECK(bd_cudaLaunchKernel(p->bd, (const void *)kernel, (dim3){BLOCK_N, 1, 1}, (dim3){THREAD_N, 1, 1}, args, 0,
                                  p->stream));
        CHECK(bd_cudaGetLastError());
        CHECK(bd_cudaMemcpyAsync(p->bd, p->h_sum, p->d_sum, ACCUM_N * sizeof(float), cudaMemcpyDeviceToHost, p->stream));
    }
    double got = 0;
    for (int d = 0; d < devices; d++) {
        struct plan *p = &plan[d];
        CHECK(bd_cudaStreamSynchronize(p->bd, p->stream));
        float device_sum = 0;
        for (int i = 0; i < ACCUM_N; i++)
            device_sum += p->h_sum[i];
        got += device_sum;
    }
    double relative = fabs(got - want) / want;
    printf("runtime_multi_gpu: %d devices from one thread, sum %.9g, host %.9g, relative difference %.2e\n", devices,
           got, want, relative);
    for (int d = 0; d < devices; d++) {
        struct plan *p = &plan[d];
        CHECK(bd_cudaFree(p->bd, p->d_input));
        CHECK(bd_cudaFree(p->bd, p->d_sum));
        CHECK(bd_cudaFreeHost(p->bd, p->h_input));
        CHECK(bd_cudaFreeHost(p->bd, p->h_sum));
        CHECK(bd_cudaStreamDestroy(p->bd, p->stream));
        CHECK(bd_unbind(p->bd));
        CHECK(bd_device_close(p->dev));
    }
    CHECK(bd_cudaLibraryUnload(library));
    return relative < 1e-5 ? 0 : 1;
}
