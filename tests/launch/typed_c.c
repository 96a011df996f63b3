/* SPDX-License-Identifier: MIT */
/* BD_LAUNCH and BD_LAUNCH_EX (cubound/launch.h) from C: kernels of kernels.cu, launched on the
 * binding's device with their arguments as written, and with launch attributes; each result read
 * back. Runs on the GPU and on the simulated driver. */
#include <stdio.h>
#include <string.h>

#include "cubound/all.h"
#include "cubound/launch.h"
#include "kernels.h"
#include "../kernels/expect.h"


enum { N = 64 };

/* The BD-STREAM-RACE reports since the last count was reset, and the first one's text. */
static int races;
static char first_race[2048];

static bd_action_t count_races(const bd_violation_t *v, void *user)
{
    (void)user;
    if (strcmp(v->id, "BD-STREAM-RACE") == 0 && races++ == 0)
        snprintf(first_race, sizeof first_race, "%s", v->message);
    return BD_ACTION_CONTINUE;
}

int main(void)
{
    register_launch_kernels();
    bd_device_t *dev;
    bound_dev_t *bd;
    if (bd_device_open(0, BD_PRIMARY_CONTEXT, &dev) != CUDA_SUCCESS || bd_bind(dev, &bd) != CUDA_SUCCESS) {
        fprintf(stderr, "no device: %s\n", bd_last_error());
        return 1;
    }
    unsigned *steps;
    float *values;
    cudaStream_t stream;
    EXPECT(bd_cudaMalloc(bd, (void **)&steps, N * sizeof *steps) == cudaSuccess);
    EXPECT(bd_cudaMalloc(bd, (void **)&values, N * sizeof *values) == cudaSuccess);
    EXPECT(bd_cudaStreamCreateWithFlags(bd, &stream, cudaStreamNonBlocking) == cudaSuccess);

    int n = N;
    EXPECT(BD_LAUNCH(bd, fill_steps, ((dim3){2, 1, 1}), ((dim3){32, 1, 1}), 0, stream, steps, 5u, 3u, n) == cudaSuccess);
    EXPECT(bd_handoff(bd, (CUdeviceptr)steps, N * sizeof *steps) == CUDA_SUCCESS);
    unsigned host[N];
    EXPECT(bd_cudaMemcpy(bd, host, steps, sizeof host, cudaMemcpyDeviceToHost) == cudaSuccess);
    for (int i = 0; i < N; i++)
        EXPECT(host[i] == 5u + 3u * (unsigned)i);

    /* Race detection sees the launch's pointer arguments: a memset of steps on another stream with
     * nothing ordering it after the kernel writing them is BD-STREAM-RACE; after an event, nothing. */
    cudaStream_t other;
    cudaEvent_t written;
    EXPECT(bd_cudaStreamCreateWithFlags(bd, &other, cudaStreamNonBlocking) == cudaSuccess);
    EXPECT(bd_cudaEventCreateWithFlags(bd, &written, cudaEventDisableTiming) == cudaSuccess);
    bd_set_violation_handler(count_races, NULL);
    EXPECT(BD_LAUNCH(bd, fill_steps, ((dim3){2, 1, 1}), ((dim3){32, 1, 1}), 0, stream, steps, 1u, 1u, n) == cudaSuccess);
    EXPECT(bd_cudaMemsetAsync(bd, steps, 0, N * sizeof *steps, other) == cudaSuccess);
    EXPECT(races == 1 && strstr(first_race, "cudaLaunchKernel") != NULL);
    EXPECT(bd_cudaDeviceSynchronize(bd) == cudaSuccess);
    races = 0;
    EXPECT(BD_LAUNCH(bd, fill_steps, ((dim3){2, 1, 1}), ((dim3){32, 1, 1}), 0, stream, steps, 1u, 1u, n) == cudaSuccess);
    EXPECT(bd_cudaEventRecord(bd, written, stream) == cudaSuccess);
    EXPECT(bd_cudaStreamWaitEvent(bd, other, written, 0) == cudaSuccess);
    EXPECT(bd_cudaMemsetAsync(bd, steps, 0, N * sizeof *steps, other) == cudaSuccess);
    EXPECT(races == 0);
    EXPECT(bd_cudaDeviceSynchronize(bd) == cudaSuccess);
    bd_set_violation_handler(NULL, NULL);
    EXPECT(bd_cudaEventDestroy(bd, written) == cudaSuccess && bd_cudaStreamDestroy(bd, other) == cudaSuccess);

    float start[N];
    for (int i = 0; i < N; i++)
        start[i] = (float)i;
    EXPECT(bd_cudaMemcpy(bd, values, start, sizeof start, cudaMemcpyHostToDevice) == cudaSuccess);
    cudaLaunchAttribute cluster = {.id = cudaLaunchAttributeClusterDimension, .val.clusterDim = {2, 1, 1}};
    cudaLaunchConfig_t config = {.gridDim = {2, 1, 1}, .blockDim = {32, 1, 1}, .stream = stream, .attrs = &cluster,
                                 .numAttrs = 1};
    EXPECT(BD_LAUNCH_EX(bd, &config, scale, values, 2.0f, n) == cudaSuccess);
    cudaLaunchAttribute cooperative = {.id = cudaLaunchAttributeCooperative, .val.cooperative = 1};
    config.attrs = &cooperative;
    EXPECT(BD_LAUNCH_EX(bd, &config, scale, values, 3.0f, n) == cudaSuccess);
    EXPECT(bd_handoff(bd, (CUdeviceptr)values, N * sizeof *values) == CUDA_SUCCESS);
    float result[N];
    EXPECT(bd_cudaMemcpy(bd, result, values, sizeof result, cudaMemcpyDeviceToHost) == cudaSuccess);
    for (int i = 0; i < N; i++)
        EXPECT(result[i] == 6.0f * (float)i);

    EXPECT(bd_cudaStreamDestroy(bd, stream) == cudaSuccess);
    EXPECT(bd_cudaFree(bd, steps) == cudaSuccess && bd_cudaFree(bd, values) == cudaSuccess);
    EXPECT(bd_unbind(bd) == CUDA_SUCCESS && bd_device_close(dev) == CUDA_SUCCESS);
    printf("typed launch from C: %d failure(s)\n", failures);
    return failures == 0 ? 0 : 1;
}
