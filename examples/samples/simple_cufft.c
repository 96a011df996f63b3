/* SPDX-License-Identifier: MIT */
/* simpleCUFFT (cuda-samples) on cubound: a signal convolved with a filter through the FFT: both
 * padded and transformed forward, multiplied point by point by a kernel (scaled by 1/n, as
 * cuFFT leaves its transforms unnormalized), transformed back; checked against the host's
 * direct convolution. */
#include <math.h>
#include <stdlib.h>

#include "sample.h"

enum { SIGNAL_SIZE = 50, FILTER_KERNEL_SIZE = 11, NEW_SIZE = SIGNAL_SIZE + FILTER_KERNEL_SIZE - 1 };
enum { MIN_RADIUS = FILTER_KERNEL_SIZE / 2, MAX_RADIUS = FILTER_KERNEL_SIZE - MIN_RADIUS };

static cufftComplex complex_mul(cufftComplex a, cufftComplex b)
{
    return (cufftComplex){a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x};
}

/* The C version of ComplexPointwiseMulAndScale, for the simulated driver. */
static void pointwise_mul_and_scale(const bd_sim_block_t *b)
{
    cufftComplex *a = BD_SIM_ARG(b, 0, cufftComplex *);
    const cufftComplex *f = BD_SIM_ARG(b, 1, const cufftComplex *);
    int size = BD_SIM_ARG(b, 2, int), threads = (int)(b->block_dim.x * b->grid_dim.x);
    float scale = BD_SIM_ARG(b, 3, float);
    for (unsigned int t = 0; t < b->block_dim.x; t++)
        for (int i = (int)(b->block_idx.x * b->block_dim.x + t); i < size; i += threads) {
            cufftComplex c = complex_mul(a[i], f[i]);
            a[i] = (cufftComplex){scale * c.x, scale * c.y};
        }
}

/* The signal padded with zeros; the filter's centre moved to the start, wrapping around. */
static void pad(const cufftComplex *signal, const cufftComplex *filter, cufftComplex *padded_signal,
                cufftComplex *padded_filter)
{
    for (int i = 0; i < NEW_SIZE; i++) {
        padded_signal[i] = i < SIGNAL_SIZE ? signal[i] : (cufftComplex){0, 0};
        padded_filter[i] = (cufftComplex){0, 0};
    }
    for (int i = 0; i < MAX_RADIUS; i++)
        padded_filter[i] = filter[MIN_RADIUS + i];
    for (int i = 0; i < MIN_RADIUS; i++)
        padded_filter[NEW_SIZE - MIN_RADIUS + i] = filter[i];
}

/* The host's convolution, as the sample computes it. */
static void convolve(const cufftComplex *signal, const cufftComplex *filter, cufftComplex *out)
{
    for (int i = 0; i < SIGNAL_SIZE; i++) {
        out[i] = (cufftComplex){0, 0};
        for (int j = -MAX_RADIUS + 1; j <= MIN_RADIUS; j++) {
            int k = i + j;
            if (k >= 0 && k < SIGNAL_SIZE) {
                cufftComplex c = complex_mul(signal[k], filter[MIN_RADIUS - j]);
                out[i].x += c.x;
                out[i].y += c.y;
            }
        }
    }
}

int main(int argc, char **argv)
{
    bd_device_t *dev;
    bound_dev_t *bd;
    CHECK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &bd));
    CHECK(bd_sim_register_kernel("ComplexPointwiseMulAndScale", pointwise_mul_and_scale, 4,
                                 (size_t[]){sizeof(cufftComplex *), sizeof(cufftComplex *), sizeof(int), sizeof(float)}));
    CUmodule module;
    CUfunction mul_and_scale;
    CHECK(bd_cuModuleLoad(bd, &module, kernels_image(argc, argv)));
    CHECK(bd_cuModuleGetFunction(bd, &mul_and_scale, module, "ComplexPointwiseMulAndScale"));

    cufftComplex signal[SIGNAL_SIZE], filter[FILTER_KERNEL_SIZE], padded_signal[NEW_SIZE], padded_filter[NEW_SIZE];
    srand(2026);
    for (int i = 0; i < SIGNAL_SIZE; i++)
        signal[i] = (cufftComplex){rand() / (float)RAND_MAX, 0};
    for (int i = 0; i < FILTER_KERNEL_SIZE; i++)
        filter[i] = (cufftComplex){rand() / (float)RAND_MAX, 0};
    pad(signal, filter, padded_signal, padded_filter);
    CUdeviceptr d_signal, d_filter;
    CHECK(bd_cuMemAlloc(bd, &d_signal, sizeof padded_signal));
    CHECK(bd_cuMemAlloc(bd, &d_filter, sizeof padded_filter));
    CHECK(bd_cuMemcpyHtoD(bd, d_signal, padded_signal, sizeof padded_signal));
    CHECK(bd_cuMemcpyHtoD(bd, d_filter, padded_filter, sizeof padded_filter));

    /* The plan is made in the binding's context and runs on the binding's stream. */
    cufftHandle plan;
    CHECK(bd_cufftPlan1d(bd, &plan, NEW_SIZE, CUFFT_C2C, 1));
    CHECK(bd_cufftSetStream(bd, plan, (cudaStream_t)bd_stream(bd)));
    CHECK(bd_cufftExecC2C(bd, plan, (cufftComplex *)d_signal, (cufftComplex *)d_signal, CUFFT_FORWARD));
    CHECK(bd_cufftExecC2C(bd, plan, (cufftComplex *)d_filter, (cufftComplex *)d_filter, CUFFT_FORWARD));
    int size = NEW_SIZE;
    float scale = 1.0f / NEW_SIZE;
    void *args[] = {&d_signal, &d_filter, &size, &scale};
    CHECK(bd_cuLaunchKernel(bd, mul_and_scale, 32, 1, 1, 256, 1, 1, 0, bd_stream(bd), args, NULL));
    CHECK(bd_cufftExecC2C(bd, plan, (cufftComplex *)d_signal, (cufftComplex *)d_signal, CUFFT_INVERSE));
    cufftComplex result[NEW_SIZE], reference[SIGNAL_SIZE];
    CHECK(bd_cuMemcpyDtoH(bd, result, d_signal, sizeof result));
    convolve(signal, filter, reference);

    double error = 0, norm = 0, checksum = 0;
    for (int i = 0; i < SIGNAL_SIZE; i++) {
        double dx = (double)reference[i].x - result[i].x, dy = (double)reference[i].y - result[i].y;
        error += dx * dx + dy * dy;
        norm += (double)reference[i].x * reference[i].x + (double)reference[i].y * reference[i].y;
        checksum += result[i].x;
    }
    double relative = sqrt(error / norm);
    printf("simple_cufft: %d-point signal, %d-point filter, C2C of %d, checksum %.5g, relative L2 error %.2e\n",
           SIGNAL_SIZE, FILTER_KERNEL_SIZE, NEW_SIZE, checksum, relative);
    CHECK(bd_cufftDestroy(bd, plan));
    CHECK(bd_cuMemFree(bd, d_signal));
    CHECK(bd_cuMemFree(bd, d_filter));
    CHECK(bd_cuModuleUnload(bd, module));
    CHECK(bd_unbind(bd));
    CHECK(bd_device_close(dev));
    return relative < 1e-5 ? 0 : 1;
}
