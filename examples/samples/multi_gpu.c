/* SPDX-License-Identifier: MIT */
/* simpleMultiGPU (cuda-samples) on cubound: one thread drives every device. Each sums its share
 * of the input with a kernel on a stream of its own; the host adds the partial sums up after
 * each device's bd_handoff. With one GPU the devices are contexts of their own on it. */
#include <math.h>
#include <stdint.h>
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
    CUmodule module;
    CUfunction kernel;
    CUstream stream;
    int n;
    float *h_input, *h_sum; /* pinned */
    CUdeviceptr d_input, d_sum;
};

int main(int argc, char **argv)
{
    int gpus = 0;
    CHECK(bd_cuInit(0));
    CHECK(bd_cuDeviceGetCount(&gpus));
    int devices = gpus >= 2 ? (gpus < MAX_DEVICES ? gpus : MAX_DEVICES) : 4;
    CHECK(bd_sim_register_kernel("reduceKernel", reduce, 3, (size_t[]){sizeof(float *), sizeof(float *), sizeof(int)}));
    struct plan plan[MAX_DEVICES];
    for (int d = 0; d < devices; d++) {
        struct plan *p = &plan[d];
        p->n = DATA_N / devices + (d < DATA_N % devices);
        CHECK(bd_device_open(gpus >= 2 ? d : 0, gpus >= 2 ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT, &p->dev));
        CHECK(bd_bind(p->dev, &p->bd));
        CHECK(bd_cuModuleLoad(p->bd, &p->module, kernels_image(argc, argv)));
        CHECK(bd_cuModuleGetFunction(p->bd, &p->kernel, p->module, "reduceKernel"));
        CHECK(bd_cuStreamCreate(p->bd, &p->stream, CU_STREAM_NON_BLOCKING));
        CHECK(bd_cuMemAllocHost(p->bd, (void **)&p->h_input, p->n * sizeof(float)));
        CHECK(bd_cuMemAllocHost(p->bd, (void **)&p->h_sum, ACCUM_N * sizeof(float)));
        CHECK(bd_cuMemAlloc(p->bd, &p->d_input, p->n * sizeof(float)));
        CHECK(bd_cuMemAlloc(p->bd, &p->d_sum, ACCUM_N * sizeof(float)));
    }
    srand(123);
    double want = 0;
    for (int d = 0; d < devices; d++)
        for (int i = 0; i < plan[d].n; i++) {
            plan[d].h_input[i] = rand() / (float)RAND_MAX;
            want += plan[d].h_input[i];
        }
    /* Every device works at once: nothing here waits until the hand-offs. */
    for (int d = 0; d < devices; d++) {
        struct plan *p = &plan[d];
        CHECK(bd_cuMemcpyHtoDAsync(p->bd, p->d_input, p->h_input, p->n * sizeof(float), p->stream));
        void *args[] = {&p->d_sum, &p->d_input, &p->n};
        CHECK(bd_cuLaunchKernel(p->bd, p->kernel, BLOCK_N, 1, 1, THREAD_N, 1, 1, 0, p->stream, args, NULL));
        CHECK(bd_cuMemcpyDtoHAsync(p->bd, p->h_sum, p->d_sum, ACCUM_N * sizeof(float), p->stream));
    }
    double got = 0;
    for (int d = 0; d < devices; d++) {
        struct plan *p = &plan[d];
        /* the host reads it next; pinned memory has one address for host and device */
        CHECK(bd_handoff(p->bd, (CUdeviceptr)(uintptr_t)p->h_sum, ACCUM_N * sizeof(float)));
        float device_sum = 0;
        for (int i = 0; i < ACCUM_N; i++)
            device_sum += p->h_sum[i];
        got += device_sum;
    }
    double relative = fabs(got - want) / want;
    printf("multi_gpu: %d devices from one thread, sum %.9g, host %.9g, relative difference %.2e\n", devices, got,
           want, relative);
    for (int d = 0; d < devices; d++) {
        struct plan *p = &plan[d];
        CHECK(bd_cuMemFree(p->bd, p->d_input));
        CHECK(bd_cuMemFree(p->bd, p->d_sum));
        CHECK(bd_cuMemFreeHost(p->bd, p->h_input));
        CHECK(bd_cuMemFreeHost(p->bd, p->h_sum));
        CHECK(bd_cuStreamDestroy(p->bd, p->stream));
        CHECK(bd_cuModuleUnload(p->bd, p->module));
        CHECK(bd_unbind(p->bd));
        CHECK(bd_device_close(p->dev));
    }
    return relative < 1e-5 ? 0 : 1;
}
