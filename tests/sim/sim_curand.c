/* Simulated cuRAND host API: pseudo-random generators whose numbers are a counter hash of
 * (seed, position), so the same seed gives the same numbers. They are not XORWOW's numbers:
 * tests check ranges, moments and reproducibility, never the real library's exact values. */
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

struct uniform {
    float *out;
    size_t n;
    unsigned long long seed, offset;
};

static uint64_t splitmix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

static void run_uniform(void *data)
{
    struct uniform *u = data;
    for (size_t i = 0; i < u->n; i++) /* (0, 1], as curandGenerateUniform promises */
        u->out[i] = (float)((splitmix64(u->seed * 0x2545F4914F6CDD1Dull + u->offset + i) >> 40) + 1) * 0x1p-24f;
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

curandStatus_t curandGenerateUniform(curandGenerator_t generator, float *out, size_t n)
{
    if (generator == NULL)
        return CURAND_STATUS_NOT_INITIALIZED;
    if (n == 0)
        return CURAND_STATUS_SUCCESS;
    if (!sim_device_range_ok(out, n * sizeof *out))
        return CURAND_STATUS_LAUNCH_FAILURE; /* the real kernel would fault on the device */
    struct uniform u = {out, n, generator->seed, generator->offset};
    generator->offset += n;
    CUresult rc = sim_submit(generator->ctx, generator->stream, run_uniform, sim_copy(&u, sizeof u));
    return rc == CUDA_SUCCESS ? CURAND_STATUS_SUCCESS : CURAND_STATUS_LAUNCH_FAILURE;
}
