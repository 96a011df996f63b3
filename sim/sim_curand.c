/* SPDX-License-Identifier: MIT */
/* Simulated cuRAND host API: every generator kind and distribution (binomial numbers as the H200 answers them: refused). Numbers come from a counter
 * hash of (seed, position), so the same seed and offset give the same numbers; pseudo-random
 * kinds share it, and quasi-random kinds give a Kronecker sequence per dimension (low
 * discrepancy, like Sobol's, but not Sobol's numbers). They are not the real library's values:
 * tests compare ranges, moments and reproducibility, never exact values. Shapes follow cuRAND:
 * uniform in (0, 1], Box-Muller normals in pairs (n even for XORWOW and MRG32k3a), quasi-random
 * output dimension after dimension (n a multiple of the dimensions). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include <curand.h>

#include "sim.h"

struct curandGenerator_st {
    CUcontext ctx; /* NULL: a host generator (curandCreateGeneratorHost), writing host memory */
    CUstream stream;
    curandRngType_t type;
    unsigned long long seed;
    unsigned long long offset; /* numbers drawn since seeding, per dimension for quasi kinds */
    unsigned int dimensions;
};

struct curandDiscreteDistribution_st {
    double lambda;
};

enum distribution { BITS32, BITS64, UNIFORM, NORMAL, LOG_NORMAL, POISSON };

struct draw {
    enum distribution distribution;
    bool is_double, quasi; /* is_double: double-precision uniforms (and outputs, for floating point) */
    void *out;
    size_t n;
    unsigned int dimensions;
    unsigned long long seed, offset;
    double mean, stddev; /* POISSON: mean is lambda */
};

static bool is_quasi(curandRngType_t type)
{
    return type >= CURAND_RNG_QUASI_DEFAULT;
}

static uint64_t splitmix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/* 64 random bits for element i: pseudo-random from the hash; quasi-random from dimension
 * i / (n / dimensions), point offset + i % (n / dimensions), by the dimension's irrational step. */
static uint64_t bits_at(const struct draw *d, size_t i)
{
    if (!d->quasi)
        return splitmix64(d->seed * 0x2545F4914F6CDD1Dull + d->offset + i);
    size_t per_dimension = d->n / d->dimensions;
    uint64_t dimension = i / per_dimension, point = d->offset + i % per_dimension + 1;
    uint64_t step = (uint64_t)(fmod(sqrt((double)(2 + 3 * dimension)), 1.0) * 0x1p64); /* irrational: 2 + 3d is never a square */
    return (point * (step | 1)) + (d->seed ? splitmix64(d->seed + dimension) : 0);
}

static double uniform_at(const struct draw *d, size_t i) /* (0, 1] */
{
    uint64_t bits = bits_at(d, i);
    return d->is_double ? (double)((bits >> 11) + 1) * 0x1p-53 : (double)((float)((bits >> 40) + 1) * 0x1p-24f);
}

/* The standard normal quantile of u in (0, 1): Acklam's rational approximation (relative error
 * 1.2e-9), then one Newton step on erfc. */
static double normal_quantile(double u)
{
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                               1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                               6.680131188771972e+01, -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                               -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00};
    static const double e[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                               3.754408661907416e+00};
    double x;
    if (u < 0.02425 || u > 1 - 0.02425) {
        double q = sqrt(-2 * log(u < 0.5 ? u : 1 - u));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((e[0] * q + e[1]) * q + e[2]) * q + e[3]) * q + 1);
        x = u < 0.5 ? x : -x;
    } else {
        double q = u - 0.5, r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
    double error = 0.5 * erfc(-x / sqrt(2)) - u;
    return x - error * sqrt(2 * M_PI) * exp(x * x / 2) / (1 + x * error * sqrt(2 * M_PI) * exp(x * x / 2) / 2);
}

static double normal_at(const struct draw *d, size_t i)
{
    if (d->quasi) /* one uniform each, through the quantile, as cuRAND does for quasi kinds */
        return normal_quantile(fmin(uniform_at(d, i), 1 - 0x1p-53));
    size_t first = i & ~(size_t)1; /* Box-Muller: elements 2k and 2k+1 share two uniforms */
    double radius = sqrt(-2.0 * log(uniform_at(d, first))), angle = 2 * M_PI * uniform_at(d, first + 1);
    return radius * (i == first ? cos(angle) : sin(angle));
}

/* The smallest k whose cumulative probability reaches u (inversion); a normal approximation
 * when the distribution is wide enough that the sum would take long. */
static unsigned int poisson_at(const struct draw *d, size_t i)
{
    double lambda = d->mean;
    if (lambda > 500)
        return (unsigned int)fmax(0, floor(lambda + sqrt(lambda) * normal_at(d, i) + 0.5));
    double u = uniform_at(d, i), p = exp(-lambda), cumulative = p;
    unsigned int k = 0;
    while (cumulative < u && k < 10000) {
        p *= lambda / ++k;
        cumulative += p;
    }
    return k;
}

static void run_draw(void *data)
{
    const struct draw *d = data;
    for (size_t i = 0; i < d->n; i++) {
        double value = 0;
        switch (d->distribution) {
        case BITS32: ((unsigned int *)d->out)[i] = (unsigned int)(bits_at(d, i) >> 32); continue;
        case BITS64: ((unsigned long long *)d->out)[i] = bits_at(d, i); continue;
        case POISSON: ((unsigned int *)d->out)[i] = poisson_at(d, i); continue;
        case UNIFORM: value = uniform_at(d, i); break;
        case NORMAL: value = d->mean + d->stddev * normal_at(d, i); break;
        case LOG_NORMAL: value = exp(d->mean + d->stddev * normal_at(d, i)); break;
        }
        if (d->is_double)
            ((double *)d->out)[i] = value;
        else
            ((float *)d->out)[i] = (float)value;
    }
}

static curandStatus_t create(curandGenerator_t *out, curandRngType_t type, bool host)
{
    if (out == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    bool known = (type >= CURAND_RNG_PSEUDO_DEFAULT && type <= CURAND_RNG_PSEUDO_XORWOW) ||
                 type == CURAND_RNG_PSEUDO_MRG32K3A || type == CURAND_RNG_PSEUDO_MTGP32 ||
                 type == CURAND_RNG_PSEUDO_MT19937 || type == CURAND_RNG_PSEUDO_PHILOX4_32_10 ||
                 (type >= CURAND_RNG_QUASI_DEFAULT && type <= CURAND_RNG_QUASI_SCRAMBLED_SOBOL64);
    if (!known)
        return CURAND_STATUS_TYPE_ERROR;
    CUcontext ctx = host ? NULL : sim_library_context();
    if (!host && ctx == NULL)
        return CURAND_STATUS_INITIALIZATION_FAILED;
    curandGenerator_t g = calloc(1, sizeof *g);
    if (g == NULL)
        return CURAND_STATUS_ALLOCATION_FAILED;
    *g = (struct curandGenerator_st){.ctx = ctx, .type = type, .dimensions = 1};
    *out = g;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandCreateGenerator(curandGenerator_t *out, curandRngType_t type)
{
    return create(out, type, false);
}

curandStatus_t curandCreateGeneratorHost(curandGenerator_t *out, curandRngType_t type)
{
    return create(out, type, true);
}

curandStatus_t curandDestroyGenerator(curandGenerator_t generator)
{
    if (generator == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    free(generator);
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetVersion(int *version)
{
    if (version == NULL)
        return CURAND_STATUS_OUT_OF_RANGE;
    *version = CURAND_VERSION; /* the headers': the simulation is built from them */
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetProperty(libraryPropertyType type, int *value)
{
    if (value == NULL)
        return CURAND_STATUS_OUT_OF_RANGE;
    switch (type) {
    case MAJOR_VERSION: *value = CURAND_VER_MAJOR; return CURAND_STATUS_SUCCESS;
    case MINOR_VERSION: *value = CURAND_VER_MINOR; return CURAND_STATUS_SUCCESS;
    case PATCH_LEVEL: *value = CURAND_VER_PATCH; return CURAND_STATUS_SUCCESS;
    default: return CURAND_STATUS_OUT_OF_RANGE;
    }
}

curandStatus_t curandSetStream(curandGenerator_t generator, cudaStream_t stream)
{
    if (generator == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    generator->stream = (CUstream)stream;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed)
{
    if (generator == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (is_quasi(generator->type))
        return CURAND_STATUS_TYPE_ERROR;
    generator->seed = seed;
    generator->offset = 0;
    return CURAND_STATUS_SUCCESS;
}

/* The Mersenne Twister kinds have no offset (measured: TYPE_ERROR). */
curandStatus_t curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset)
{
    if (generator == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (generator->type == CURAND_RNG_PSEUDO_MTGP32 || generator->type == CURAND_RNG_PSEUDO_MT19937)
        return CURAND_STATUS_TYPE_ERROR;
    generator->offset = offset;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order)
{
    if (generator == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    bool fits = is_quasi(generator->type) ? order == CURAND_ORDERING_QUASI_DEFAULT
                                          : order >= CURAND_ORDERING_PSEUDO_BEST && order <= CURAND_ORDERING_PSEUDO_DYNAMIC;
    return fits ? CURAND_STATUS_SUCCESS : CURAND_STATUS_OUT_OF_RANGE; /* the order changes no value here */
}

curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int dimensions)
{
    if (generator == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (!is_quasi(generator->type))
        return CURAND_STATUS_TYPE_ERROR;
    if (dimensions < 1 || dimensions > 20000)
        return CURAND_STATUS_OUT_OF_RANGE;
    generator->dimensions = dimensions;
    generator->offset = 0;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGenerateSeeds(curandGenerator_t generator)
{
    return generator == NULL ? CURAND_STATUS_NOT_INITIALIZED : CURAND_STATUS_SUCCESS; /* counter-based: nothing to set up */
}

/* Bytes of one output: integers by their kind (Poisson counts are 32-bit, drawn from double
 * uniforms), floating point by its precision. */
static size_t element_size(const struct draw *d)
{
    switch (d->distribution) {
    case BITS64: return 8;
    case BITS32:
    case POISSON: return 4;
    default: return d->is_double ? 8 : 4;
    }
}

static curandStatus_t draw(curandGenerator_t g, struct draw *d)
{
    if (g == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    bool sobol64 = g->type == CURAND_RNG_QUASI_SOBOL64 || g->type == CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
    if ((d->distribution == BITS64) != sobol64 && (d->distribution == BITS64 || d->distribution == BITS32))
        return CURAND_STATUS_TYPE_ERROR; /* 64-bit numbers from the 64-bit Sobol kinds only, and only those */
    d->quasi = is_quasi(g->type);
    d->dimensions = g->dimensions;
    if (d->quasi && d->n % g->dimensions != 0)
        return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
    bool in_pairs = g->type == CURAND_RNG_PSEUDO_DEFAULT || g->type == CURAND_RNG_PSEUDO_XORWOW ||
                    g->type == CURAND_RNG_PSEUDO_MRG32K3A; /* the others take odd counts (measured) */
    if (in_pairs && (d->distribution == NORMAL || d->distribution == LOG_NORMAL) && d->n % 2 != 0)
        return CURAND_STATUS_LENGTH_NOT_MULTIPLE; /* Box-Muller makes pairs */
    if (d->n == 0)
        return CURAND_STATUS_SUCCESS;
    if (g->ctx != NULL && !sim_device_range_ok(d->out, d->n * element_size(d)))
        return CURAND_STATUS_LAUNCH_FAILURE; /* the real kernel would fault on the device */
    d->seed = g->seed;
    d->offset = g->offset;
    g->offset += d->quasi ? d->n / g->dimensions : d->n;
    if (g->ctx == NULL) { /* a host generator: the numbers are there when the call returns */
        run_draw(d);
        return CURAND_STATUS_SUCCESS;
    }
    CUresult rc = sim_submit(g->ctx, g->stream, run_draw, d, sizeof *d);
    return rc == CUDA_SUCCESS ? CURAND_STATUS_SUCCESS : CURAND_STATUS_LAUNCH_FAILURE;
}

curandStatus_t curandGenerate(curandGenerator_t generator, unsigned int *out, size_t n)
{
    struct draw d = {.distribution = BITS32, .out = out, .n = n};
    return draw(generator, &d);
}

curandStatus_t curandGenerateLongLong(curandGenerator_t generator, unsigned long long *out, size_t n)
{
    struct draw d = {.distribution = BITS64, .out = out, .n = n};
    return draw(generator, &d);
}

curandStatus_t curandGenerateUniform(curandGenerator_t generator, float *out, size_t n)
{
    struct draw d = {.distribution = UNIFORM, .out = out, .n = n};
    return draw(generator, &d);
}

curandStatus_t curandGenerateUniformDouble(curandGenerator_t generator, double *out, size_t n)
{
    struct draw d = {.distribution = UNIFORM, .is_double = true, .out = out, .n = n};
    return draw(generator, &d);
}

curandStatus_t curandGenerateNormal(curandGenerator_t generator, float *out, size_t n, float mean, float stddev)
{
    struct draw d = {.distribution = NORMAL, .out = out, .n = n, .mean = mean, .stddev = stddev};
    return draw(generator, &d);
}

curandStatus_t curandGenerateNormalDouble(curandGenerator_t generator, double *out, size_t n, double mean, double stddev)
{
    struct draw d = {.distribution = NORMAL, .is_double = true, .out = out, .n = n, .mean = mean, .stddev = stddev};
    return draw(generator, &d);
}

curandStatus_t curandGenerateLogNormal(curandGenerator_t generator, float *out, size_t n, float mean, float stddev)
{
    struct draw d = {.distribution = LOG_NORMAL, .out = out, .n = n, .mean = mean, .stddev = stddev};
    return draw(generator, &d);
}

curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t generator, double *out, size_t n, double mean,
                                             double stddev)
{
    struct draw d = {.distribution = LOG_NORMAL, .is_double = true, .out = out, .n = n, .mean = mean, .stddev = stddev};
    return draw(generator, &d);
}

curandStatus_t curandGeneratePoisson(curandGenerator_t generator, unsigned int *out, size_t n, double lambda)
{
    if (!(lambda > 0))
        return CURAND_STATUS_OUT_OF_RANGE;
    struct draw d = {.distribution = POISSON, .is_double = true, .out = out, .n = n, .mean = lambda};
    return draw(generator, &d);
}

/* cuRAND 13.0 refuses binomial numbers on the H200 with ARCH_MISMATCH (measured, every kind). */
curandStatus_t curandGenerateBinomial(curandGenerator_t generator, unsigned int *out, size_t num, unsigned int n, double p)
{
    (void)out;
    (void)num;
    (void)n;
    (void)p;
    return generator == NULL ? CURAND_STATUS_NOT_INITIALIZED : CURAND_STATUS_ARCH_MISMATCH;
}

curandStatus_t curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *distribution)
{
    if (distribution == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (!(lambda > 0))
        return CURAND_STATUS_OUT_OF_RANGE;
    *distribution = malloc(sizeof **distribution);
    if (*distribution == NULL)
        return CURAND_STATUS_ALLOCATION_FAILED;
    (*distribution)->lambda = lambda;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandDestroyDistribution(curandDiscreteDistribution_t distribution)
{
    if (distribution == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    free(distribution);
    return CURAND_STATUS_SUCCESS;
}
