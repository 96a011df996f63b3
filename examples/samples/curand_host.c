/* SPDX-License-Identifier: MIT */
/* The cuRAND guide's host API example on cubound: a pseudo-random generator fills device memory
 * with uniform floats in (0, 1], then a normal distribution; the host checks their moments. */
#include <math.h>
#include <stdlib.h>

#include "sample.h"

enum { N = 1 << 20 };

static double mean(const float *x, int n)
{
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += x[i];
    return sum / n;
}

int main(void)
{
    bd_device_t *dev;
    bound_dev_t *bd;
    curandGenerator_t gen;
    CHECK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &bd));
    CUdeviceptr d_data;
    CHECK(bd_cuMemAlloc(bd, &d_data, N * sizeof(float)));
    static float h_data[N];

    CHECK(bd_curandCreateGenerator(bd, &gen, CURAND_RNG_PSEUDO_DEFAULT));
    CHECK(bd_curandSetPseudoRandomGeneratorSeed(bd, gen, 1234ULL));
    CHECK(bd_curandGenerateUniform(bd, gen, (float *)d_data, N));
    CHECK(bd_cuMemcpyDtoH(bd, h_data, d_data, sizeof h_data));
    int outside = 0;
    for (int i = 0; i < N; i++)
        outside += !(h_data[i] > 0.0f && h_data[i] <= 1.0f);
    double uniform_mean = mean(h_data, N);

    CHECK(bd_curandGenerateNormal(bd, gen, (float *)d_data, N, 2.0f, 0.5f));
    CHECK(bd_cuMemcpyDtoH(bd, h_data, d_data, sizeof h_data));
    double normal_mean = mean(h_data, N), square = 0;
    for (int i = 0; i < N; i++)
        square += (h_data[i] - normal_mean) * (h_data[i] - normal_mean);
    double normal_stddev = sqrt(square / N);

    /* Four standard errors: a right generator fails this about once in 16,000 runs; the seed is fixed. */
    bool right = outside == 0 && fabs(uniform_mean - 0.5) < 4 * sqrt(1.0 / 12 / N) &&
                 fabs(normal_mean - 2.0) < 4 * 0.5 / sqrt(N) && fabs(normal_stddev - 0.5) < 0.005;
    printf("curand_host: %d uniform floats, mean %.4f, %d outside (0, 1]; normal(2, 0.5): mean %.4f, stddev %.4f\n", N,
           uniform_mean, outside, normal_mean, normal_stddev);
    CHECK(bd_curandDestroyGenerator(bd, gen));
    CHECK(bd_cuMemFree(bd, d_data));
    CHECK(bd_unbind(bd));
    CHECK(bd_device_close(dev));
    return right ? 0 : 1;
}
