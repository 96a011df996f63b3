/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of curand.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libcurand.so.10 on first use; one the library lacks stays at its stand-in,
 * which answers CURAND_STATUS_ARCH_MISMATCH. */
#include "cubound/curand.h"
#include "cubound/handles.h"
#include "handle_table.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_curand_library;

/* The name of each curandStatus_t curand.h declares, for bd_last_error without the library. */
static const char *bd_gen_curand_status_name(int status)
{
    switch (status) {
    case 0: return "CURAND_STATUS_SUCCESS";
    case 100: return "CURAND_STATUS_VERSION_MISMATCH";
    case 101: return "CURAND_STATUS_NOT_INITIALIZED";
    case 102: return "CURAND_STATUS_ALLOCATION_FAILED";
    case 103: return "CURAND_STATUS_TYPE_ERROR";
    case 104: return "CURAND_STATUS_OUT_OF_RANGE";
    case 105: return "CURAND_STATUS_LENGTH_NOT_MULTIPLE";
    case 106: return "CURAND_STATUS_DOUBLE_PRECISION_REQUIRED";
    case 201: return "CURAND_STATUS_LAUNCH_FAILURE";
    case 202: return "CURAND_STATUS_PREEXISTING_FAILURE";
    case 203: return "CURAND_STATUS_INITIALIZATION_FAILED";
    case 204: return "CURAND_STATUS_ARCH_MISMATCH";
    case 999: return "CURAND_STATUS_INTERNAL_ERROR";
    default: return NULL;
    }
}

/* A status the library answered, kept for bd_last_error where it is not success. */
static inline curandStatus_t bd_gen_curand_called(curandStatus_t status, const char *function)
{
    if (BD_UNLIKELY(status != CURAND_STATUS_SUCCESS))
        bd_gen_failed(&bd_gen_curand_library, function, (int)status);
    return status;
}

BD_SUPPRESS_DEPRECATED_BEGIN

static curandStatus_t bd_gen_first_curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandCreateGenerator,
                       (bd_gen_fn)bd_gen_first_curandCreateGenerator, "curandCreateGenerator")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGenerator)(generator, rng_type);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandCreateGeneratorHost,
                       (bd_gen_fn)bd_gen_first_curandCreateGeneratorHost, "curandCreateGeneratorHost")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGeneratorHost)(generator, rng_type);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandDestroyGenerator(curandGenerator_t generator)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandDestroyGenerator,
                       (bd_gen_fn)bd_gen_first_curandDestroyGenerator, "curandDestroyGenerator")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyGenerator)(generator);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGetVersion(int *version)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGetVersion,
                       (bd_gen_fn)bd_gen_first_curandGetVersion, "curandGetVersion")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetVersion)(version);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGetProperty(libraryPropertyType type, int *value)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGetProperty,
                       (bd_gen_fn)bd_gen_first_curandGetProperty, "curandGetProperty")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetProperty)(type, value);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandSetStream(curandGenerator_t generator, cudaStream_t stream)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandSetStream,
                       (bd_gen_fn)bd_gen_first_curandSetStream, "curandSetStream")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetStream)(generator, stream);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandSetPseudoRandomGeneratorSeed,
                       (bd_gen_fn)bd_gen_first_curandSetPseudoRandomGeneratorSeed, "curandSetPseudoRandomGeneratorSeed")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetPseudoRandomGeneratorSeed)(generator, seed);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandSetGeneratorOffset,
                       (bd_gen_fn)bd_gen_first_curandSetGeneratorOffset, "curandSetGeneratorOffset")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOffset)(generator, offset);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandSetGeneratorOrdering,
                       (bd_gen_fn)bd_gen_first_curandSetGeneratorOrdering, "curandSetGeneratorOrdering")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOrdering)(generator, order);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int num_dimensions)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandSetQuasiRandomGeneratorDimensions,
                       (bd_gen_fn)bd_gen_first_curandSetQuasiRandomGeneratorDimensions, "curandSetQuasiRandomGeneratorDimensions")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetQuasiRandomGeneratorDimensions)(generator, num_dimensions);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGenerate,
                       (bd_gen_fn)bd_gen_first_curandGenerate, "curandGenerate")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerate)(generator, outputPtr, num);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGenerateLongLong(curandGenerator_t generator, unsigned long long *outputPtr, size_t num)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGenerateLongLong,
                       (bd_gen_fn)bd_gen_first_curandGenerateLongLong, "curandGenerateLongLong")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLongLong)(generator, outputPtr, num);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGenerateUniform,
                       (bd_gen_fn)bd_gen_first_curandGenerateUniform, "curandGenerateUniform")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateUniform)(generator, outputPtr, num);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr, size_t num)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGenerateUniformDouble,
                       (bd_gen_fn)bd_gen_first_curandGenerateUniformDouble, "curandGenerateUniformDouble")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateUniformDouble)(generator, outputPtr, num);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGenerateNormal,
                       (bd_gen_fn)bd_gen_first_curandGenerateNormal, "curandGenerateNormal")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateNormal)(generator, outputPtr, n, mean, stddev);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGenerateNormalDouble,
                       (bd_gen_fn)bd_gen_first_curandGenerateNormalDouble, "curandGenerateNormalDouble")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateNormalDouble)(generator, outputPtr, n, mean, stddev);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGenerateLogNormal,
                       (bd_gen_fn)bd_gen_first_curandGenerateLogNormal, "curandGenerateLogNormal")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLogNormal)(generator, outputPtr, n, mean, stddev);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGenerateLogNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGenerateLogNormalDouble,
                       (bd_gen_fn)bd_gen_first_curandGenerateLogNormalDouble, "curandGenerateLogNormalDouble")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLogNormalDouble)(generator, outputPtr, n, mean, stddev);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *discrete_distribution)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandCreatePoissonDistribution,
                       (bd_gen_fn)bd_gen_first_curandCreatePoissonDistribution, "curandCreatePoissonDistribution")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreatePoissonDistribution)(lambda, discrete_distribution);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandDestroyDistribution(curandDiscreteDistribution_t discrete_distribution)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandDestroyDistribution,
                       (bd_gen_fn)bd_gen_first_curandDestroyDistribution, "curandDestroyDistribution")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyDistribution)(discrete_distribution);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGeneratePoisson(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGeneratePoisson,
                       (bd_gen_fn)bd_gen_first_curandGeneratePoisson, "curandGeneratePoisson")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGeneratePoisson)(generator, outputPtr, n, lambda);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGeneratePoissonMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGeneratePoissonMethod,
                       (bd_gen_fn)bd_gen_first_curandGeneratePoissonMethod, "curandGeneratePoissonMethod")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGeneratePoissonMethod)(generator, outputPtr, n, lambda, method);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGenerateBinomial(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGenerateBinomial,
                       (bd_gen_fn)bd_gen_first_curandGenerateBinomial, "curandGenerateBinomial")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateBinomial)(generator, outputPtr, num, n, p);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGenerateBinomialMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, curandMethod_t method)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGenerateBinomialMethod,
                       (bd_gen_fn)bd_gen_first_curandGenerateBinomialMethod, "curandGenerateBinomialMethod")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateBinomialMethod)(generator, outputPtr, num, n, p, method);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGenerateSeeds(curandGenerator_t generator)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGenerateSeeds,
                       (bd_gen_fn)bd_gen_first_curandGenerateSeeds, "curandGenerateSeeds")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateSeeds)(generator);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGetDirectionVectors32(curandDirectionVectors32_t * vectors[], curandDirectionVectorSet_t set)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGetDirectionVectors32,
                       (bd_gen_fn)bd_gen_first_curandGetDirectionVectors32, "curandGetDirectionVectors32")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetDirectionVectors32)(vectors, set);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGetScrambleConstants32(unsigned int **constants)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGetScrambleConstants32,
                       (bd_gen_fn)bd_gen_first_curandGetScrambleConstants32, "curandGetScrambleConstants32")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetScrambleConstants32)(constants);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGetDirectionVectors64(curandDirectionVectors64_t * vectors[], curandDirectionVectorSet_t set)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGetDirectionVectors64,
                       (bd_gen_fn)bd_gen_first_curandGetDirectionVectors64, "curandGetDirectionVectors64")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetDirectionVectors64)(vectors, set);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

static curandStatus_t bd_gen_first_curandGetScrambleConstants64(unsigned long long **constants)
{
    if (bd_gen_resolve(&bd_gen_curand_library, &bd_gen_curand.pfn_curandGetScrambleConstants64,
                       (bd_gen_fn)bd_gen_first_curandGetScrambleConstants64, "curandGetScrambleConstants64")) {
        return BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetScrambleConstants64)(constants);
    }
    return CURAND_STATUS_ARCH_MISMATCH;
}

struct bd_gen_curand_table bd_gen_curand = {
    .pfn_curandCreateGenerator = bd_gen_first_curandCreateGenerator,
    .pfn_curandCreateGeneratorHost = bd_gen_first_curandCreateGeneratorHost,
    .pfn_curandDestroyGenerator = bd_gen_first_curandDestroyGenerator,
    .pfn_curandGetVersion = bd_gen_first_curandGetVersion,
    .pfn_curandGetProperty = bd_gen_first_curandGetProperty,
    .pfn_curandSetStream = bd_gen_first_curandSetStream,
    .pfn_curandSetPseudoRandomGeneratorSeed = bd_gen_first_curandSetPseudoRandomGeneratorSeed,
    .pfn_curandSetGeneratorOffset = bd_gen_first_curandSetGeneratorOffset,
    .pfn_curandSetGeneratorOrdering = bd_gen_first_curandSetGeneratorOrdering,
    .pfn_curandSetQuasiRandomGeneratorDimensions = bd_gen_first_curandSetQuasiRandomGeneratorDimensions,
    .pfn_curandGenerate = bd_gen_first_curandGenerate,
    .pfn_curandGenerateLongLong = bd_gen_first_curandGenerateLongLong,
    .pfn_curandGenerateUniform = bd_gen_first_curandGenerateUniform,
    .pfn_curandGenerateUniformDouble = bd_gen_first_curandGenerateUniformDouble,
    .pfn_curandGenerateNormal = bd_gen_first_curandGenerateNormal,
    .pfn_curandGenerateNormalDouble = bd_gen_first_curandGenerateNormalDouble,
    .pfn_curandGenerateLogNormal = bd_gen_first_curandGenerateLogNormal,
    .pfn_curandGenerateLogNormalDouble = bd_gen_first_curandGenerateLogNormalDouble,
    .pfn_curandCreatePoissonDistribution = bd_gen_first_curandCreatePoissonDistribution,
    .pfn_curandDestroyDistribution = bd_gen_first_curandDestroyDistribution,
    .pfn_curandGeneratePoisson = bd_gen_first_curandGeneratePoisson,
    .pfn_curandGeneratePoissonMethod = bd_gen_first_curandGeneratePoissonMethod,
    .pfn_curandGenerateBinomial = bd_gen_first_curandGenerateBinomial,
    .pfn_curandGenerateBinomialMethod = bd_gen_first_curandGenerateBinomialMethod,
    .pfn_curandGenerateSeeds = bd_gen_first_curandGenerateSeeds,
    .pfn_curandGetDirectionVectors32 = bd_gen_first_curandGetDirectionVectors32,
    .pfn_curandGetScrambleConstants32 = bd_gen_first_curandGetScrambleConstants32,
    .pfn_curandGetDirectionVectors64 = bd_gen_first_curandGetDirectionVectors64,
    .pfn_curandGetScrambleConstants64 = bd_gen_first_curandGetScrambleConstants64,
};

static const struct bd_gen_entry entries[] = {
    {"curandCreateGenerator", "curandCreateGenerator", 0, 0, 0, &bd_gen_curand.pfn_curandCreateGenerator, (bd_gen_fn)bd_gen_first_curandCreateGenerator},
    {"curandCreateGeneratorHost", "curandCreateGeneratorHost", 0, 0, 0, &bd_gen_curand.pfn_curandCreateGeneratorHost, (bd_gen_fn)bd_gen_first_curandCreateGeneratorHost},
    {"curandDestroyGenerator", "curandDestroyGenerator", 0, 0, 0, &bd_gen_curand.pfn_curandDestroyGenerator, (bd_gen_fn)bd_gen_first_curandDestroyGenerator},
    {"curandGetVersion", "curandGetVersion", 0, 0, 0, &bd_gen_curand.pfn_curandGetVersion, (bd_gen_fn)bd_gen_first_curandGetVersion},
    {"curandGetProperty", "curandGetProperty", 0, 0, 0, &bd_gen_curand.pfn_curandGetProperty, (bd_gen_fn)bd_gen_first_curandGetProperty},
    {"curandSetStream", "curandSetStream", 0, 0, 0, &bd_gen_curand.pfn_curandSetStream, (bd_gen_fn)bd_gen_first_curandSetStream},
    {"curandSetPseudoRandomGeneratorSeed", "curandSetPseudoRandomGeneratorSeed", 0, 0, 0, &bd_gen_curand.pfn_curandSetPseudoRandomGeneratorSeed, (bd_gen_fn)bd_gen_first_curandSetPseudoRandomGeneratorSeed},
    {"curandSetGeneratorOffset", "curandSetGeneratorOffset", 0, 0, 0, &bd_gen_curand.pfn_curandSetGeneratorOffset, (bd_gen_fn)bd_gen_first_curandSetGeneratorOffset},
    {"curandSetGeneratorOrdering", "curandSetGeneratorOrdering", 0, 0, 0, &bd_gen_curand.pfn_curandSetGeneratorOrdering, (bd_gen_fn)bd_gen_first_curandSetGeneratorOrdering},
    {"curandSetQuasiRandomGeneratorDimensions", "curandSetQuasiRandomGeneratorDimensions", 0, 0, 0, &bd_gen_curand.pfn_curandSetQuasiRandomGeneratorDimensions, (bd_gen_fn)bd_gen_first_curandSetQuasiRandomGeneratorDimensions},
    {"curandGenerate", "curandGenerate", 0, 0, 0, &bd_gen_curand.pfn_curandGenerate, (bd_gen_fn)bd_gen_first_curandGenerate},
    {"curandGenerateLongLong", "curandGenerateLongLong", 0, 0, 0, &bd_gen_curand.pfn_curandGenerateLongLong, (bd_gen_fn)bd_gen_first_curandGenerateLongLong},
    {"curandGenerateUniform", "curandGenerateUniform", 0, 0, 0, &bd_gen_curand.pfn_curandGenerateUniform, (bd_gen_fn)bd_gen_first_curandGenerateUniform},
    {"curandGenerateUniformDouble", "curandGenerateUniformDouble", 0, 0, 0, &bd_gen_curand.pfn_curandGenerateUniformDouble, (bd_gen_fn)bd_gen_first_curandGenerateUniformDouble},
    {"curandGenerateNormal", "curandGenerateNormal", 0, 0, 0, &bd_gen_curand.pfn_curandGenerateNormal, (bd_gen_fn)bd_gen_first_curandGenerateNormal},
    {"curandGenerateNormalDouble", "curandGenerateNormalDouble", 0, 0, 0, &bd_gen_curand.pfn_curandGenerateNormalDouble, (bd_gen_fn)bd_gen_first_curandGenerateNormalDouble},
    {"curandGenerateLogNormal", "curandGenerateLogNormal", 0, 0, 0, &bd_gen_curand.pfn_curandGenerateLogNormal, (bd_gen_fn)bd_gen_first_curandGenerateLogNormal},
    {"curandGenerateLogNormalDouble", "curandGenerateLogNormalDouble", 0, 0, 0, &bd_gen_curand.pfn_curandGenerateLogNormalDouble, (bd_gen_fn)bd_gen_first_curandGenerateLogNormalDouble},
    {"curandCreatePoissonDistribution", "curandCreatePoissonDistribution", 0, 0, 0, &bd_gen_curand.pfn_curandCreatePoissonDistribution, (bd_gen_fn)bd_gen_first_curandCreatePoissonDistribution},
    {"curandDestroyDistribution", "curandDestroyDistribution", 0, 0, 0, &bd_gen_curand.pfn_curandDestroyDistribution, (bd_gen_fn)bd_gen_first_curandDestroyDistribution},
    {"curandGeneratePoisson", "curandGeneratePoisson", 0, 0, 0, &bd_gen_curand.pfn_curandGeneratePoisson, (bd_gen_fn)bd_gen_first_curandGeneratePoisson},
    {"curandGeneratePoissonMethod", "curandGeneratePoissonMethod", 0, 0, 0, &bd_gen_curand.pfn_curandGeneratePoissonMethod, (bd_gen_fn)bd_gen_first_curandGeneratePoissonMethod},
    {"curandGenerateBinomial", "curandGenerateBinomial", 0, 0, 0, &bd_gen_curand.pfn_curandGenerateBinomial, (bd_gen_fn)bd_gen_first_curandGenerateBinomial},
    {"curandGenerateBinomialMethod", "curandGenerateBinomialMethod", 0, 0, 0, &bd_gen_curand.pfn_curandGenerateBinomialMethod, (bd_gen_fn)bd_gen_first_curandGenerateBinomialMethod},
    {"curandGenerateSeeds", "curandGenerateSeeds", 0, 0, 0, &bd_gen_curand.pfn_curandGenerateSeeds, (bd_gen_fn)bd_gen_first_curandGenerateSeeds},
    {"curandGetDirectionVectors32", "curandGetDirectionVectors32", 0, 0, 0, &bd_gen_curand.pfn_curandGetDirectionVectors32, (bd_gen_fn)bd_gen_first_curandGetDirectionVectors32},
    {"curandGetScrambleConstants32", "curandGetScrambleConstants32", 0, 0, 0, &bd_gen_curand.pfn_curandGetScrambleConstants32, (bd_gen_fn)bd_gen_first_curandGetScrambleConstants32},
    {"curandGetDirectionVectors64", "curandGetDirectionVectors64", 0, 0, 0, &bd_gen_curand.pfn_curandGetDirectionVectors64, (bd_gen_fn)bd_gen_first_curandGetDirectionVectors64},
    {"curandGetScrambleConstants64", "curandGetScrambleConstants64", 0, 0, 0, &bd_gen_curand.pfn_curandGetScrambleConstants64, (bd_gen_fn)bd_gen_first_curandGetScrambleConstants64},
};

struct bd_gen_library bd_gen_curand_library = BD_GEN_LIBRARY("curand", "libcurand.so.10", BD_GEN_DLSYM, entries, bd_gen_curand_status_name, &bd_gen_curand, NULL);

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandCreateGenerator", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGenerator)(generator, rng_type), "curandCreateGenerator");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(*generator), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGenerator)(generator, rng_type), "curandCreateGenerator");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGenerator)(generator, rng_type), "curandCreateGenerator");
    return bd_gen_checks_on ? bd_gen_checked_curandCreateGenerator(generator, rng_type, bd, bd_caller)
                            : bd_gen_slow_curandCreateGenerator(generator, rng_type, bd);
}

curandStatus_t bd_curandCreateGenerator(bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGenerator)(generator, rng_type)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandCreateGenerator(generator, rng_type, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_curandCreateGenerator(generator, rng_type, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandCreateGeneratorHost", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGeneratorHost)(generator, rng_type), "curandCreateGeneratorHost");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(*generator), (unsigned long long)(0), false);
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGeneratorHost)(generator, rng_type), "curandCreateGeneratorHost");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGeneratorHost)(generator, rng_type), "curandCreateGeneratorHost");
    return bd_gen_checks_on ? bd_gen_checked_curandCreateGeneratorHost(generator, rng_type, bd, bd_caller)
                            : bd_gen_slow_curandCreateGeneratorHost(generator, rng_type, bd);
}

curandStatus_t bd_curandCreateGeneratorHost(bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGeneratorHost)(generator, rng_type)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandCreateGeneratorHost(generator, rng_type, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_curandCreateGeneratorHost(generator, rng_type, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandDestroyGenerator(curandGenerator_t generator, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandDestroyGenerator", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyGenerator)(generator), "curandDestroyGenerator");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator));
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandDestroyGenerator(curandGenerator_t generator, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyGenerator)(generator), "curandDestroyGenerator");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandDestroyGenerator(curandGenerator_t generator, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyGenerator)(generator), "curandDestroyGenerator");
    return bd_gen_checks_on ? bd_gen_checked_curandDestroyGenerator(generator, bd, bd_caller)
                            : bd_gen_slow_curandDestroyGenerator(generator, bd);
}

curandStatus_t bd_curandDestroyGenerator(bound_dev_t *bd, curandGenerator_t generator)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyGenerator)(generator)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandDestroyGenerator(generator, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_curandDestroyGenerator(generator, bd);
}

curandStatus_t bd_curandGetVersion(int *version)
{
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetVersion)(version), "curandGetVersion");
}

curandStatus_t bd_curandGetProperty(libraryPropertyType type, int *value)
{
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetProperty)(type, value), "curandGetProperty");
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandSetStream(curandGenerator_t generator, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandSetStream", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
        {"stream", BD_KIND_STREAM, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator), BD_HANDLE_VALUE(stream)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetStream)(generator, stream), "curandSetStream");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandSetStream(curandGenerator_t generator, cudaStream_t stream, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetStream)(generator, stream), "curandSetStream");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandSetStream(curandGenerator_t generator, cudaStream_t stream, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator), BD_HANDLE_VALUE(stream)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("curandSetStream", bd, bd_values, 2)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetStream)(generator, stream), "curandSetStream");
    return bd_gen_checks_on ? bd_gen_checked_curandSetStream(generator, stream, bd, bd_caller)
                            : bd_gen_slow_curandSetStream(generator, stream, bd);
}

curandStatus_t bd_curandSetStream(bound_dev_t *bd, curandGenerator_t generator, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetStream)(generator, stream)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandSetStream(generator, stream, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_curandSetStream(generator, stream, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandSetPseudoRandomGeneratorSeed", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetPseudoRandomGeneratorSeed)(generator, seed), "curandSetPseudoRandomGeneratorSeed");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetPseudoRandomGeneratorSeed)(generator, seed), "curandSetPseudoRandomGeneratorSeed");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("curandSetPseudoRandomGeneratorSeed", bd, bd_values, 1)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetPseudoRandomGeneratorSeed)(generator, seed), "curandSetPseudoRandomGeneratorSeed");
    return bd_gen_checks_on ? bd_gen_checked_curandSetPseudoRandomGeneratorSeed(generator, seed, bd, bd_caller)
                            : bd_gen_slow_curandSetPseudoRandomGeneratorSeed(generator, seed, bd);
}

curandStatus_t bd_curandSetPseudoRandomGeneratorSeed(bound_dev_t *bd, curandGenerator_t generator, unsigned long long seed)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetPseudoRandomGeneratorSeed)(generator, seed)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandSetPseudoRandomGeneratorSeed(generator, seed, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_curandSetPseudoRandomGeneratorSeed(generator, seed, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandSetGeneratorOffset", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOffset)(generator, offset), "curandSetGeneratorOffset");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOffset)(generator, offset), "curandSetGeneratorOffset");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("curandSetGeneratorOffset", bd, bd_values, 1)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOffset)(generator, offset), "curandSetGeneratorOffset");
    return bd_gen_checks_on ? bd_gen_checked_curandSetGeneratorOffset(generator, offset, bd, bd_caller)
                            : bd_gen_slow_curandSetGeneratorOffset(generator, offset, bd);
}

curandStatus_t bd_curandSetGeneratorOffset(bound_dev_t *bd, curandGenerator_t generator, unsigned long long offset)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOffset)(generator, offset)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandSetGeneratorOffset(generator, offset, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_curandSetGeneratorOffset(generator, offset, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandSetGeneratorOrdering", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOrdering)(generator, order), "curandSetGeneratorOrdering");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOrdering)(generator, order), "curandSetGeneratorOrdering");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("curandSetGeneratorOrdering", bd, bd_values, 1)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOrdering)(generator, order), "curandSetGeneratorOrdering");
    return bd_gen_checks_on ? bd_gen_checked_curandSetGeneratorOrdering(generator, order, bd, bd_caller)
                            : bd_gen_slow_curandSetGeneratorOrdering(generator, order, bd);
}

curandStatus_t bd_curandSetGeneratorOrdering(bound_dev_t *bd, curandGenerator_t generator, curandOrdering_t order)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOrdering)(generator, order)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandSetGeneratorOrdering(generator, order, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_curandSetGeneratorOrdering(generator, order, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int num_dimensions, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandSetQuasiRandomGeneratorDimensions", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetQuasiRandomGeneratorDimensions)(generator, num_dimensions), "curandSetQuasiRandomGeneratorDimensions");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int num_dimensions, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetQuasiRandomGeneratorDimensions)(generator, num_dimensions), "curandSetQuasiRandomGeneratorDimensions");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int num_dimensions, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("curandSetQuasiRandomGeneratorDimensions", bd, bd_values, 1)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetQuasiRandomGeneratorDimensions)(generator, num_dimensions), "curandSetQuasiRandomGeneratorDimensions");
    return bd_gen_checks_on ? bd_gen_checked_curandSetQuasiRandomGeneratorDimensions(generator, num_dimensions, bd, bd_caller)
                            : bd_gen_slow_curandSetQuasiRandomGeneratorDimensions(generator, num_dimensions, bd);
}

curandStatus_t bd_curandSetQuasiRandomGeneratorDimensions(bound_dev_t *bd, curandGenerator_t generator, unsigned int num_dimensions)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetQuasiRandomGeneratorDimensions)(generator, num_dimensions)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandSetQuasiRandomGeneratorDimensions(generator, num_dimensions, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_curandSetQuasiRandomGeneratorDimensions(generator, num_dimensions, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGenerate", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerate)(generator, outputPtr, num), "curandGenerate");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerate)(generator, outputPtr, num), "curandGenerate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGenerate(generator, outputPtr, num, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerate)(generator, outputPtr, num), "curandGenerate");
    return bd_gen_checks_on ? bd_gen_checked_curandGenerate(generator, outputPtr, num, bd, bd_caller)
                            : bd_gen_slow_curandGenerate(generator, outputPtr, num, bd);
}

curandStatus_t bd_curandGenerate(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerate)(generator, outputPtr, num), "curandGenerate")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGenerate(generator, outputPtr, num, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGenerate(generator, outputPtr, num, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), "curandGenerate");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGenerateLongLong(curandGenerator_t generator, unsigned long long *outputPtr, size_t num, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGenerateLongLong", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLongLong)(generator, outputPtr, num), "curandGenerateLongLong");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGenerateLongLong(curandGenerator_t generator, unsigned long long *outputPtr, size_t num, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLongLong)(generator, outputPtr, num), "curandGenerateLongLong");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGenerateLongLong(curandGenerator_t generator, unsigned long long *outputPtr, size_t num, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGenerateLongLong(generator, outputPtr, num, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLongLong)(generator, outputPtr, num), "curandGenerateLongLong");
    return bd_gen_checks_on ? bd_gen_checked_curandGenerateLongLong(generator, outputPtr, num, bd, bd_caller)
                            : bd_gen_slow_curandGenerateLongLong(generator, outputPtr, num, bd);
}

curandStatus_t bd_curandGenerateLongLong(bound_dev_t *bd, curandGenerator_t generator, unsigned long long *outputPtr, size_t num)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLongLong)(generator, outputPtr, num), "curandGenerateLongLong")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGenerateLongLong(generator, outputPtr, num, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGenerateLongLong(generator, outputPtr, num, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), "curandGenerateLongLong");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGenerateUniform", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateUniform)(generator, outputPtr, num), "curandGenerateUniform");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateUniform)(generator, outputPtr, num), "curandGenerateUniform");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGenerateUniform(generator, outputPtr, num, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateUniform)(generator, outputPtr, num), "curandGenerateUniform");
    return bd_gen_checks_on ? bd_gen_checked_curandGenerateUniform(generator, outputPtr, num, bd, bd_caller)
                            : bd_gen_slow_curandGenerateUniform(generator, outputPtr, num, bd);
}

curandStatus_t bd_curandGenerateUniform(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t num)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateUniform)(generator, outputPtr, num), "curandGenerateUniform")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGenerateUniform(generator, outputPtr, num, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGenerateUniform(generator, outputPtr, num, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), "curandGenerateUniform");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr, size_t num, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGenerateUniformDouble", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateUniformDouble)(generator, outputPtr, num), "curandGenerateUniformDouble");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr, size_t num, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateUniformDouble)(generator, outputPtr, num), "curandGenerateUniformDouble");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr, size_t num, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGenerateUniformDouble(generator, outputPtr, num, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateUniformDouble)(generator, outputPtr, num), "curandGenerateUniformDouble");
    return bd_gen_checks_on ? bd_gen_checked_curandGenerateUniformDouble(generator, outputPtr, num, bd, bd_caller)
                            : bd_gen_slow_curandGenerateUniformDouble(generator, outputPtr, num, bd);
}

curandStatus_t bd_curandGenerateUniformDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t num)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateUniformDouble)(generator, outputPtr, num), "curandGenerateUniformDouble")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGenerateUniformDouble(generator, outputPtr, num, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGenerateUniformDouble(generator, outputPtr, num, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), "curandGenerateUniformDouble");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGenerateNormal", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateNormal)(generator, outputPtr, n, mean, stddev), "curandGenerateNormal");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateNormal)(generator, outputPtr, n, mean, stddev), "curandGenerateNormal");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGenerateNormal(generator, outputPtr, n, mean, stddev, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateNormal)(generator, outputPtr, n, mean, stddev), "curandGenerateNormal");
    return bd_gen_checks_on ? bd_gen_checked_curandGenerateNormal(generator, outputPtr, n, mean, stddev, bd, bd_caller)
                            : bd_gen_slow_curandGenerateNormal(generator, outputPtr, n, mean, stddev, bd);
}

curandStatus_t bd_curandGenerateNormal(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateNormal)(generator, outputPtr, n, mean, stddev), "curandGenerateNormal")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGenerateNormal(generator, outputPtr, n, mean, stddev, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGenerateNormal(generator, outputPtr, n, mean, stddev, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), "curandGenerateNormal");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGenerateNormalDouble", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateNormalDouble)(generator, outputPtr, n, mean, stddev), "curandGenerateNormalDouble");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateNormalDouble)(generator, outputPtr, n, mean, stddev), "curandGenerateNormalDouble");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGenerateNormalDouble(generator, outputPtr, n, mean, stddev, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateNormalDouble)(generator, outputPtr, n, mean, stddev), "curandGenerateNormalDouble");
    return bd_gen_checks_on ? bd_gen_checked_curandGenerateNormalDouble(generator, outputPtr, n, mean, stddev, bd, bd_caller)
                            : bd_gen_slow_curandGenerateNormalDouble(generator, outputPtr, n, mean, stddev, bd);
}

curandStatus_t bd_curandGenerateNormalDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateNormalDouble)(generator, outputPtr, n, mean, stddev), "curandGenerateNormalDouble")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGenerateNormalDouble(generator, outputPtr, n, mean, stddev, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGenerateNormalDouble(generator, outputPtr, n, mean, stddev, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), "curandGenerateNormalDouble");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGenerateLogNormal", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLogNormal)(generator, outputPtr, n, mean, stddev), "curandGenerateLogNormal");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLogNormal)(generator, outputPtr, n, mean, stddev), "curandGenerateLogNormal");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGenerateLogNormal(generator, outputPtr, n, mean, stddev, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLogNormal)(generator, outputPtr, n, mean, stddev), "curandGenerateLogNormal");
    return bd_gen_checks_on ? bd_gen_checked_curandGenerateLogNormal(generator, outputPtr, n, mean, stddev, bd, bd_caller)
                            : bd_gen_slow_curandGenerateLogNormal(generator, outputPtr, n, mean, stddev, bd);
}

curandStatus_t bd_curandGenerateLogNormal(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLogNormal)(generator, outputPtr, n, mean, stddev), "curandGenerateLogNormal")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGenerateLogNormal(generator, outputPtr, n, mean, stddev, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGenerateLogNormal(generator, outputPtr, n, mean, stddev, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), "curandGenerateLogNormal");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGenerateLogNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGenerateLogNormalDouble", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLogNormalDouble)(generator, outputPtr, n, mean, stddev), "curandGenerateLogNormalDouble");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGenerateLogNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLogNormalDouble)(generator, outputPtr, n, mean, stddev), "curandGenerateLogNormalDouble");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGenerateLogNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGenerateLogNormalDouble(generator, outputPtr, n, mean, stddev, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLogNormalDouble)(generator, outputPtr, n, mean, stddev), "curandGenerateLogNormalDouble");
    return bd_gen_checks_on ? bd_gen_checked_curandGenerateLogNormalDouble(generator, outputPtr, n, mean, stddev, bd, bd_caller)
                            : bd_gen_slow_curandGenerateLogNormalDouble(generator, outputPtr, n, mean, stddev, bd);
}

curandStatus_t bd_curandGenerateLogNormalDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateLogNormalDouble)(generator, outputPtr, n, mean, stddev), "curandGenerateLogNormalDouble")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGenerateLogNormalDouble(generator, outputPtr, n, mean, stddev, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGenerateLogNormalDouble(generator, outputPtr, n, mean, stddev, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), "curandGenerateLogNormalDouble");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *discrete_distribution, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandCreatePoissonDistribution", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreatePoissonDistribution)(lambda, discrete_distribution), "curandCreatePoissonDistribution");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *discrete_distribution, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreatePoissonDistribution)(lambda, discrete_distribution), "curandCreatePoissonDistribution");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *discrete_distribution, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreatePoissonDistribution)(lambda, discrete_distribution), "curandCreatePoissonDistribution");
    return bd_gen_checks_on ? bd_gen_checked_curandCreatePoissonDistribution(lambda, discrete_distribution, bd, bd_caller)
                            : bd_gen_slow_curandCreatePoissonDistribution(lambda, discrete_distribution, bd);
}

curandStatus_t bd_curandCreatePoissonDistribution(bound_dev_t *bd, double lambda, curandDiscreteDistribution_t *discrete_distribution)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreatePoissonDistribution)(lambda, discrete_distribution)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandCreatePoissonDistribution(lambda, discrete_distribution, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_curandCreatePoissonDistribution(lambda, discrete_distribution, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandDestroyDistribution(curandDiscreteDistribution_t discrete_distribution, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandDestroyDistribution", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyDistribution)(discrete_distribution), "curandDestroyDistribution");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandDestroyDistribution(curandDiscreteDistribution_t discrete_distribution, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyDistribution)(discrete_distribution), "curandDestroyDistribution");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandDestroyDistribution(curandDiscreteDistribution_t discrete_distribution, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyDistribution)(discrete_distribution), "curandDestroyDistribution");
    return bd_gen_checks_on ? bd_gen_checked_curandDestroyDistribution(discrete_distribution, bd, bd_caller)
                            : bd_gen_slow_curandDestroyDistribution(discrete_distribution, bd);
}

curandStatus_t bd_curandDestroyDistribution(bound_dev_t *bd, curandDiscreteDistribution_t discrete_distribution)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyDistribution)(discrete_distribution)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandDestroyDistribution(discrete_distribution, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_curandDestroyDistribution(discrete_distribution, bd);
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGeneratePoisson(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGeneratePoisson", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGeneratePoisson)(generator, outputPtr, n, lambda), "curandGeneratePoisson");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGeneratePoisson(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGeneratePoisson)(generator, outputPtr, n, lambda), "curandGeneratePoisson");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGeneratePoisson(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGeneratePoisson(generator, outputPtr, n, lambda, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGeneratePoisson)(generator, outputPtr, n, lambda), "curandGeneratePoisson");
    return bd_gen_checks_on ? bd_gen_checked_curandGeneratePoisson(generator, outputPtr, n, lambda, bd, bd_caller)
                            : bd_gen_slow_curandGeneratePoisson(generator, outputPtr, n, lambda, bd);
}

curandStatus_t bd_curandGeneratePoisson(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGeneratePoisson)(generator, outputPtr, n, lambda), "curandGeneratePoisson")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGeneratePoisson(generator, outputPtr, n, lambda, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGeneratePoisson(generator, outputPtr, n, lambda, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), "curandGeneratePoisson");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGeneratePoissonMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGeneratePoissonMethod", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGeneratePoissonMethod)(generator, outputPtr, n, lambda, method), "curandGeneratePoissonMethod");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGeneratePoissonMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGeneratePoissonMethod)(generator, outputPtr, n, lambda, method), "curandGeneratePoissonMethod");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGeneratePoissonMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGeneratePoissonMethod(generator, outputPtr, n, lambda, method, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGeneratePoissonMethod)(generator, outputPtr, n, lambda, method), "curandGeneratePoissonMethod");
    return bd_gen_checks_on ? bd_gen_checked_curandGeneratePoissonMethod(generator, outputPtr, n, lambda, method, bd, bd_caller)
                            : bd_gen_slow_curandGeneratePoissonMethod(generator, outputPtr, n, lambda, method, bd);
}

curandStatus_t bd_curandGeneratePoissonMethod(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGeneratePoissonMethod)(generator, outputPtr, n, lambda, method), "curandGeneratePoissonMethod")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGeneratePoissonMethod(generator, outputPtr, n, lambda, method, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGeneratePoissonMethod(generator, outputPtr, n, lambda, method, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(n) * sizeof(*outputPtr), "curandGeneratePoissonMethod");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGenerateBinomial(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGenerateBinomial", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateBinomial)(generator, outputPtr, num, n, p), "curandGenerateBinomial");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGenerateBinomial(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateBinomial)(generator, outputPtr, num, n, p), "curandGenerateBinomial");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGenerateBinomial(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGenerateBinomial(generator, outputPtr, num, n, p, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateBinomial)(generator, outputPtr, num, n, p), "curandGenerateBinomial");
    return bd_gen_checks_on ? bd_gen_checked_curandGenerateBinomial(generator, outputPtr, num, n, p, bd, bd_caller)
                            : bd_gen_slow_curandGenerateBinomial(generator, outputPtr, num, n, p, bd);
}

curandStatus_t bd_curandGenerateBinomial(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateBinomial)(generator, outputPtr, num, n, p), "curandGenerateBinomial")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGenerateBinomial(generator, outputPtr, num, n, p, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGenerateBinomial(generator, outputPtr, num, n, p, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), "curandGenerateBinomial");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGenerateBinomialMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, curandMethod_t method, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGenerateBinomialMethod", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (bd_rc == CUDA_SUCCESS) /* host or device memory: checked where it is cubound's device memory */
        bd_rc = bd_check_if_device_memory(bd, &bd_call, "outputPtr", BD_HANDLE_VALUE(outputPtr));
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateBinomialMethod)(generator, outputPtr, num, n, p, method), "curandGenerateBinomialMethod");
    if (bd_result == CURAND_STATUS_SUCCESS) {
        if (bd_gen_races_on) { /* after what it made or ended is known */
            const bd_race_access_t bd_accesses[] = {
                {"outputPtr", BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), true},
            };
            bd_gen_race(bd, &bd_call, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), bd_accesses, 1, BD_ORDER_NONE, NULL);
        }
    }
    return bd_result;
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGenerateBinomialMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, curandMethod_t method, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateBinomialMethod)(generator, outputPtr, num, n, p, method), "curandGenerateBinomialMethod");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks off only;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGenerateBinomialMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, curandMethod_t method, bound_dev_t *bd, const void *bd_caller)
{
    if (bd_gen_races_on) /* race detection notes every call it makes */
        return bd_gen_checked_curandGenerateBinomialMethod(generator, outputPtr, num, n, p, method, bd, bd_caller);
    if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateBinomialMethod)(generator, outputPtr, num, n, p, method), "curandGenerateBinomialMethod");
    return bd_gen_checks_on ? bd_gen_checked_curandGenerateBinomialMethod(generator, outputPtr, num, n, p, method, bd, bd_caller)
                            : bd_gen_slow_curandGenerateBinomialMethod(generator, outputPtr, num, n, p, method, bd);
}

curandStatus_t bd_curandGenerateBinomialMethod(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, curandMethod_t method)
{
    curandStatus_t bd_result = BD_GEN_IS_CURRENT(bd) ? bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateBinomialMethod)(generator, outputPtr, num, n, p, method), "curandGenerateBinomialMethod")
                                                     : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGenerateBinomialMethod(generator, outputPtr, num, n, p, method, bd, __builtin_return_address(0))
                                                                                   : bd_gen_slow_curandGenerateBinomialMethod(generator, outputPtr, num, n, p, method, bd);
    if (bd_result == CURAND_STATUS_SUCCESS) { /* on every path */
        bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(generator)), BD_HANDLE_VALUE(outputPtr), (unsigned long long)(num) * sizeof(*outputPtr), "curandGenerateBinomialMethod");
    }
    return bd_result;
}

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) curandStatus_t bd_gen_checked_curandGenerateSeeds(curandGenerator_t generator, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"curandGenerateSeeds", NULL, 0, bd_caller};
    static const bd_handle_param_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, false},
    };
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    CUresult bd_rc = bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateSeeds)(generator), "curandGenerateSeeds");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) curandStatus_t bd_gen_slow_curandGenerateSeeds(curandGenerator_t generator, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateSeeds)(generator), "curandGenerateSeeds");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once,
 * with checks, if its handles are the last call's;
 * else the whole check or the slow path. */
static __attribute__((noinline)) curandStatus_t bd_gen_guarded_curandGenerateSeeds(curandGenerator_t generator, bound_dev_t *bd, const void *bd_caller)
{
    const unsigned long long bd_values[] = {BD_HANDLE_VALUE(generator)};
    if (BD_LIKELY(bd_gen_checked_again(bd)) && (!bd_gen_checks_on || bd_gen_handles_again("curandGenerateSeeds", bd, bd_values, 1)))
        return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateSeeds)(generator), "curandGenerateSeeds");
    return bd_gen_checks_on ? bd_gen_checked_curandGenerateSeeds(generator, bd, bd_caller)
                            : bd_gen_slow_curandGenerateSeeds(generator, bd);
}

curandStatus_t bd_curandGenerateSeeds(bound_dev_t *bd, curandGenerator_t generator)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateSeeds)(generator)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_curandGenerateSeeds(generator, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_curandGenerateSeeds(generator, bd);
}

curandStatus_t bd_curandGetDirectionVectors32(curandDirectionVectors32_t * vectors[], curandDirectionVectorSet_t set)
{
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetDirectionVectors32)(vectors, set), "curandGetDirectionVectors32");
}

curandStatus_t bd_curandGetScrambleConstants32(unsigned int **constants)
{
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetScrambleConstants32)(constants), "curandGetScrambleConstants32");
}

curandStatus_t bd_curandGetDirectionVectors64(curandDirectionVectors64_t * vectors[], curandDirectionVectorSet_t set)
{
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetDirectionVectors64)(vectors, set), "curandGetDirectionVectors64");
}

curandStatus_t bd_curandGetScrambleConstants64(unsigned long long **constants)
{
    return bd_gen_curand_called(BD_GEN_ENTRY(bd_gen_curand, pfn_curandGetScrambleConstants64)(constants), "curandGetScrambleConstants64");
}

/* The curand generator each binding owns ([binding_handle]): src/binding_handles.c makes it
 * through these, puts it on the binding's stream, finds its stream and ends it with the binding. */
static int bd_gen_curand_create_own(void **handle)
{
    curandGenerator_t made = NULL;
    int status = (int)BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGenerator)(&made, CURAND_RNG_PSEUDO_DEFAULT);
    *handle = (void *)made;
    return status;
}

static int bd_gen_curand_destroy_own(void *handle)
{
    return (int)BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyGenerator)((curandGenerator_t)handle);
}

static int bd_gen_curand_set_stream_own(void *handle, CUstream stream)
{
    return (int)BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetStream)((curandGenerator_t)handle, (cudaStream_t)stream);
}

static int bd_gen_curand_own_status(CUresult rc)
{
    return (int)bd_gen_curand_binding_status(rc);
}

const struct bd_gen_binding_handle bd_gen_curand_binding_handle = {
    .index = BD_GEN_BINDING_HANDLE_CURAND,
    .kind = BD_KIND_CURAND_GENERATOR,
    .library = &bd_gen_curand_library,
    .getter = "bd_curand_generator",
    .create_name = "curandCreateGenerator",
    .destroy_name = "curandDestroyGenerator",
    .set_stream_name = "curandSetStream",
    .create = bd_gen_curand_create_own,
    .destroy = bd_gen_curand_destroy_own,
    .set_stream = bd_gen_curand_set_stream_own,
    .binding_status = bd_gen_curand_own_status,
    .success = (int)CURAND_STATUS_SUCCESS,
};

curandStatus_t bd_curand_generator(bound_dev_t *bd, curandGenerator_t *out)
{
    void *handle = NULL;
    int status = bd_gen_binding_handle(bd, &bd_gen_curand_binding_handle, out, &handle);
    if (status == (int)CURAND_STATUS_SUCCESS)
        *out = (curandGenerator_t)handle;
    return (curandStatus_t)status;
}
BD_SUPPRESS_DEPRECATED_END
