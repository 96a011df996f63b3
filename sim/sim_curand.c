/* Simulated cuRAND host API: pseudo-random generators whose numbers are a counter hash of
 * (seed, position), so the same seed gives the same numbers. They are not XORWOW's numbers:
 * tests check ranges, moments and reproducibility, never the real library's exact values. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include <curand.h>

#include "sim.h"

struct curandGenerator_st {
    CUcontext ctx;
    CUstream stream;
    unsigned long long seed;
    unsigned long long offset; /* numbers drawn since seeding */
};

struct draw {
    float *out;
    size_t n;
    unsigned long long seed, offset;
    bool normal;
    float mean, stddev;
};

static uint64_t splitmix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

static float uniform_at(const struct draw *d, size_t i) /* (0, 1], as curandGenerateUniform promises */
{
    return (float)((splitmix64(d->seed * 0x2545F4914F6CDD1Dull + d->offset + i) >> 40) + 1) * 0x1p-24f;
}

static void run_draw(void *data)
{
    struct draw *d = data;
    for (size_t i = 0; i < d->n; i += 2) { /* Box-Muller makes normals in pairs */
        float u1 = uniform_at(d, i), u2 = uniform_at(d, i + 1);
        if (!d->normal) {
            d->out[i] = u1;
            if (i + 1 < d->n)
                d->out[i + 1] = u2;
            continue;
        }
        float radius = sqrtf(-2.0f * logf(u1)), angle = 6.2831853f * u2;
        d->out[i] = d->mean + d->stddev * radius * cosf(angle);
        if (i + 1 < d->n)
            d->out[i + 1] = d->mean + d->stddev * radius * sinf(angle);
    }
}

curandStatus_t curandCreateGenerator(curandGenerator_t *out, curandRngType_t type)
{
    if (out == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (type < CURAND_RNG_PSEUDO_DEFAULT || type > CURAND_RNG_PSEUDO_PHILOX4_32_10)
        return CURAND_STATUS_TYPE_ERROR;
    CUcontext ctx = sim_library_context();
    if (ctx == NULL)
        return CURAND_STATUS_INITIALIZATION_FAILED;
    curandGenerator_t g = calloc(1, sizeof *g);
    if (g == NULL)
        return CURAND_STATUS_ALLOCATION_FAILED;
    *g = (struct curandGenerator_st){.ctx = ctx};
    *out = g;
    return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandDestroyGenerator(curandGenerator_t generator)
{
    if (generator == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    free(generator);
    return CURAND_STATUS_SUCCESS;
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
    generator->seed = seed;
    generator->offset = 0;
    return CURAND_STATUS_SUCCESS;
}

static curandStatus_t draw(curandGenerator_t generator, struct draw *d)
{
    if (generator == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (d->n == 0)
        return CURAND_STATUS_SUCCESS;
    if (!sim_device_range_ok(d->out, d->n * sizeof *d->out))
        return CURAND_STATUS_LAUNCH_FAILURE; /* the real kernel would fault on the device */
    d->seed = generator->seed;
    d->offset = generator->offset;
    generator->offset += d->n + (d->n & 1);
    CUresult rc = sim_submit(generator->ctx, generator->stream, run_draw, d, sizeof *d);
    return rc == CUDA_SUCCESS ? CURAND_STATUS_SUCCESS : CURAND_STATUS_LAUNCH_FAILURE;
}

curandStatus_t curandGenerateUniform(curandGenerator_t generator, float *out, size_t n)
{
    struct draw d = {.out = out, .n = n};
    return draw(generator, &d);
}

curandStatus_t curandGenerateNormal(curandGenerator_t generator, float *out, size_t n, float mean, float stddev)
{
    if (n % 2 != 0)
        return CURAND_STATUS_LENGTH_NOT_MULTIPLE; /* as the real library demands */
    struct draw d = {.out = out, .n = n, .normal = true, .mean = mean, .stddev = stddev};
    return draw(generator, &d);
}
