/* SPDX-License-Identifier: MIT */
/* The corpus's cuRAND calls: every generator kind with every distribution it offers, and the
 * errors. The simulation's numbers are not the real library's, so what is recorded is whether
 * they have the distribution's shape: the range, and the mean within six standard errors. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "corpus.h"

enum { COUNT = 1 << 16 };

static const char *shape(bound_dev_t *bd, CUdeviceptr p, char kind, double mean, double stddev, double low, double high)
{
    static double values[COUNT];
    static unsigned char raw[COUNT * 8];
    size_t element = kind == 'd' || kind == 'L' ? 8 : 4;
    if (bd_cuMemcpyDtoH(bd, raw, p, COUNT * element) != CUDA_SUCCESS)
        return "unreadable";
    double sum = 0;
    int outside = 0;
    for (int i = 0; i < COUNT; i++) {
        switch (kind) {
        case 'f': values[i] = ((float *)raw)[i]; break;
        case 'd': values[i] = ((double *)raw)[i]; break;
        case 'u': values[i] = ((unsigned int *)raw)[i]; break;
        case 'L': values[i] = (double)((unsigned long long *)raw)[i]; break;
        }
        outside += !(values[i] >= low && values[i] <= high);
        sum += values[i];
    }
    static char text[64];
    double error = fabs(sum / COUNT - mean) / (stddev / sqrt(COUNT));
    snprintf(text, sizeof text, "outside=%d mean=%s", outside, error < 6 ? "right" : "wrong");
    return text;
}

static const curandRngType_t pseudo[] = {CURAND_RNG_PSEUDO_DEFAULT, CURAND_RNG_PSEUDO_XORWOW,
                                         CURAND_RNG_PSEUDO_MRG32K3A, CURAND_RNG_PSEUDO_MTGP32,
                                         CURAND_RNG_PSEUDO_MT19937, CURAND_RNG_PSEUDO_PHILOX4_32_10};
static const curandRngType_t quasi[] = {CURAND_RNG_QUASI_DEFAULT, CURAND_RNG_QUASI_SOBOL32,
                                        CURAND_RNG_QUASI_SCRAMBLED_SOBOL32, CURAND_RNG_QUASI_SOBOL64,
                                        CURAND_RNG_QUASI_SCRAMBLED_SOBOL64};

static void distributions(bound_dev_t *bd, curandGenerator_t g, CUdeviceptr p, bool is_quasi, bool sobol64)
{
    const double u32 = 4294967296.0, u64 = 18446744073709551616.0;
    CALLV(bd_curandGenerateUniform(bd, g, (float *)p, COUNT), "%s", shape(bd, p, 'f', 0.5, sqrt(1 / 12.0), 1e-30, 1));
    CALLV(bd_curandGenerateUniformDouble(bd, g, (double *)p, COUNT), "%s",
          shape(bd, p, 'd', 0.5, sqrt(1 / 12.0), 1e-300, 1));
    CALLV(bd_curandGenerateNormal(bd, g, (float *)p, COUNT, 2.0f, 0.5f), "%s", shape(bd, p, 'f', 2, 0.5, -1e30, 1e30));
    CALLV(bd_curandGenerateNormalDouble(bd, g, (double *)p, COUNT, -1.0, 3.0), "%s",
          shape(bd, p, 'd', -1, 3, -1e300, 1e300));
    CALLV(bd_curandGenerateLogNormal(bd, g, (float *)p, COUNT, 0.0f, 0.25f), "%s",
          shape(bd, p, 'f', exp(0.25 * 0.25 / 2), 0.26, 0, 1e30));
    CALLV(bd_curandGenerateLogNormalDouble(bd, g, (double *)p, COUNT, 0.0, 0.25), "%s",
          shape(bd, p, 'd', exp(0.25 * 0.25 / 2), 0.26, 0, 1e300));
    CALLV(bd_curandGeneratePoisson(bd, g, (unsigned int *)p, COUNT, 4.5), "%s", shape(bd, p, 'u', 4.5, sqrt(4.5), 0, 1e9));
    CALLV(bd_curandGeneratePoisson(bd, g, (unsigned int *)p, COUNT, 2000.0), "%s",
          shape(bd, p, 'u', 2000, sqrt(2000.0), 0, 1e9));
    CALLV(bd_curandGenerate(bd, g, (unsigned int *)p, COUNT), "%s", shape(bd, p, 'u', u32 / 2, u32 / sqrt(12), 0, u32));
    CALLV(bd_curandGenerateLongLong(bd, g, (unsigned long long *)p, COUNT), "%s",
          sobol64 ? shape(bd, p, 'L', u64 / 2, u64 / sqrt(12), 0, u64) : "-");
    CALLV(bd_curandGenerateBinomial(bd, g, (unsigned int *)p, COUNT, 20, 0.25), "%s",
          status_ == 0 ? shape(bd, p, 'u', 5, sqrt(20 * 0.25 * 0.75), 0, 20) : "-");
    CALL(bd_curandGenerateNormal(bd, g, (float *)p, 3, 0.0f, 1.0f));
    (void)is_quasi;
}

void corpus_rand(bound_dev_t *bd)
{
    CUdeviceptr p;
    curandGenerator_t g;
    CALL(bd_cuMemAlloc(bd, &p, COUNT * 8));
    for (size_t i = 0; i < sizeof pseudo / sizeof pseudo[0]; i++) {
        CALLV(bd_curandCreateGenerator(bd, &g, pseudo[i]), "kind %d", pseudo[i]);
        CALL(bd_curandSetPseudoRandomGeneratorSeed(bd, g, 1234ULL + i));
        CALL(bd_curandSetGeneratorOffset(bd, g, 100));
        CALL(bd_curandSetGeneratorOrdering(bd, g, CURAND_ORDERING_PSEUDO_DEFAULT));
        CALL(bd_curandSetGeneratorOrdering(bd, g, CURAND_ORDERING_QUASI_DEFAULT));
        CALL(bd_curandSetQuasiRandomGeneratorDimensions(bd, g, 2));
        CALL(bd_curandGenerateSeeds(bd, g));
        distributions(bd, g, p, false, false);
        CALL(bd_curandDestroyGenerator(bd, g));
    }
    for (size_t i = 0; i < sizeof quasi / sizeof quasi[0]; i++) {
        bool sobol64 = quasi[i] == CURAND_RNG_QUASI_SOBOL64 || quasi[i] == CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
        CALLV(bd_curandCreateGenerator(bd, &g, quasi[i]), "kind %d", quasi[i]);
        CALL(bd_curandSetPseudoRandomGeneratorSeed(bd, g, 1));
        CALL(bd_curandSetQuasiRandomGeneratorDimensions(bd, g, 0));
        CALL(bd_curandSetQuasiRandomGeneratorDimensions(bd, g, 4));
        CALL(bd_curandSetGeneratorOrdering(bd, g, CURAND_ORDERING_QUASI_DEFAULT));
        CALL(bd_curandGenerateUniform(bd, g, (float *)p, COUNT + 2));
        distributions(bd, g, p, true, sobol64);
        CALL(bd_curandDestroyGenerator(bd, g));
    }
    curandGenerator_t refused;
    CALL(bd_curandCreateGenerator(bd, &refused, (curandRngType_t)999));
    CALL(bd_curandCreateGenerator(bd, &g, CURAND_RNG_PSEUDO_DEFAULT));
    CALL(bd_curandGeneratePoisson(bd, g, (unsigned int *)p, COUNT, 0.0));
    CALL(bd_curandDestroyGenerator(bd, g));
    /* A host generator writes host memory, and its numbers are there when the call returns. */
    static float host[COUNT];
    CALL(bd_curandCreateGeneratorHost(bd, &g, CURAND_RNG_PSEUDO_PHILOX4_32_10));
    CALL(bd_curandSetPseudoRandomGeneratorSeed(bd, g, 99));
    CALL(bd_curandGenerateUniform(bd, g, host, COUNT));
    double sum = 0;
    for (int i = 0; i < COUNT; i++)
        sum += host[i];
    CALLV(bd_curandDestroyGenerator(bd, g), "mean=%s", fabs(sum / COUNT - 0.5) < 6 * sqrt(1 / 12.0 / COUNT) ? "right" : "wrong");
    int version = 0, major = 0;
    CALLV(bd_curandGetVersion(&version), "%d", version > 0);
    CALLV(bd_curandGetProperty(MAJOR_VERSION, &major), "%d", major >= 10);
    curandDiscreteDistribution_t poisson;
    CALL(bd_curandCreatePoissonDistribution(bd, 3.0, &poisson));
    CALL(bd_curandDestroyDistribution(bd, poisson));
    CALL(bd_curandCreatePoissonDistribution(bd, -1.0, &poisson));
    CALL(bd_cuMemFree(bd, p));
}
