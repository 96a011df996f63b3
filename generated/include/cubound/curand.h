/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* curand: a bd_ function for each of the 29 functions of curand.h that libcubound exports.
 * The 23 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return curandStatus_t; the
 * 6 context-free ones pass straight through. The functions themselves are found at run time
 * (libcurand.so.10); one the loaded library lacks answers CURAND_STATUS_ARCH_MISMATCH.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_CURAND_H
#define CUBOUND_GENERATED_CURAND_H

#include <curand.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as curand reports it; bd_last_error() says more. */
static inline curandStatus_t bd_gen_curand_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return CURAND_STATUS_NOT_INITIALIZED;
    case CUDA_ERROR_INVALID_CONTEXT: return CURAND_STATUS_NOT_INITIALIZED;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CURAND_STATUS_NOT_INITIALIZED;
    case CUDA_ERROR_INVALID_HANDLE: return CURAND_STATUS_NOT_INITIALIZED;
    default: return CURAND_STATUS_INITIALIZATION_FAILED;
    }
}

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/curand.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_curand_table {
    curandStatus_t (*pfn_curandCreateGenerator)(curandGenerator_t *generator, curandRngType_t rng_type);
    curandStatus_t (*pfn_curandCreateGeneratorHost)(curandGenerator_t *generator, curandRngType_t rng_type);
    curandStatus_t (*pfn_curandDestroyGenerator)(curandGenerator_t generator);
    curandStatus_t (*pfn_curandGetVersion)(int *version);
    curandStatus_t (*pfn_curandGetProperty)(libraryPropertyType type, int *value);
    curandStatus_t (*pfn_curandSetStream)(curandGenerator_t generator, cudaStream_t stream);
    curandStatus_t (*pfn_curandSetPseudoRandomGeneratorSeed)(curandGenerator_t generator, unsigned long long seed);
    curandStatus_t (*pfn_curandSetGeneratorOffset)(curandGenerator_t generator, unsigned long long offset);
    curandStatus_t (*pfn_curandSetGeneratorOrdering)(curandGenerator_t generator, curandOrdering_t order);
    curandStatus_t (*pfn_curandSetQuasiRandomGeneratorDimensions)(curandGenerator_t generator, unsigned int num_dimensions);
    curandStatus_t (*pfn_curandGenerate)(curandGenerator_t generator, unsigned int *outputPtr, size_t num);
    curandStatus_t (*pfn_curandGenerateLongLong)(curandGenerator_t generator, unsigned long long *outputPtr, size_t num);
    curandStatus_t (*pfn_curandGenerateUniform)(curandGenerator_t generator, float *outputPtr, size_t num);
    curandStatus_t (*pfn_curandGenerateUniformDouble)(curandGenerator_t generator, double *outputPtr, size_t num);
    curandStatus_t (*pfn_curandGenerateNormal)(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev);
    curandStatus_t (*pfn_curandGenerateNormalDouble)(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev);
    curandStatus_t (*pfn_curandGenerateLogNormal)(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev);
    curandStatus_t (*pfn_curandGenerateLogNormalDouble)(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev);
    curandStatus_t (*pfn_curandCreatePoissonDistribution)(double lambda, curandDiscreteDistribution_t *discrete_distribution);
    curandStatus_t (*pfn_curandDestroyDistribution)(curandDiscreteDistribution_t discrete_distribution);
    curandStatus_t (*pfn_curandGeneratePoisson)(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda);
    curandStatus_t (*pfn_curandGeneratePoissonMethod)(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method);
    curandStatus_t (*pfn_curandGenerateBinomial)(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p);
    curandStatus_t (*pfn_curandGenerateBinomialMethod)(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, curandMethod_t method);
    curandStatus_t (*pfn_curandGenerateSeeds)(curandGenerator_t generator);
    curandStatus_t (*pfn_curandGetDirectionVectors32)(curandDirectionVectors32_t * vectors[], curandDirectionVectorSet_t set);
    curandStatus_t (*pfn_curandGetScrambleConstants32)(unsigned int **constants);
    curandStatus_t (*pfn_curandGetDirectionVectors64)(curandDirectionVectors64_t * vectors[], curandDirectionVectorSet_t set);
    curandStatus_t (*pfn_curandGetScrambleConstants64)(unsigned long long **constants);
};
BD_API extern struct bd_gen_curand_table bd_gen_curand;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_CURAND_ENTRIES 29

/* curandCreateGenerator.
 * Creates: generator.
 */
BD_API curandStatus_t bd_curandCreateGenerator(bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type);

/* curandCreateGeneratorHost.
 * Creates: generator.
 */
BD_API curandStatus_t bd_curandCreateGeneratorHost(bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type);

/* curandDestroyGenerator.
 * Destroys: generator.
 */
BD_API curandStatus_t bd_curandDestroyGenerator(bound_dev_t *bd, curandGenerator_t generator);

/* curandGetVersion.
 * Writes through: version.
 */
BD_API curandStatus_t bd_curandGetVersion(int *version);

/* curandGetProperty.
 * Writes through: value.
 */
BD_API curandStatus_t bd_curandGetProperty(libraryPropertyType type, int *value);

/* curandSetStream.
 * Must belong to the binding's device: generator (curand_generator), stream (stream).
 */
BD_API curandStatus_t bd_curandSetStream(bound_dev_t *bd, curandGenerator_t generator, cudaStream_t stream);

/* curandSetPseudoRandomGeneratorSeed.
 * Must belong to the binding's device: generator (curand_generator).
 */
BD_API curandStatus_t bd_curandSetPseudoRandomGeneratorSeed(bound_dev_t *bd, curandGenerator_t generator, unsigned long long seed);

/* curandSetGeneratorOffset.
 * Must belong to the binding's device: generator (curand_generator).
 */
BD_API curandStatus_t bd_curandSetGeneratorOffset(bound_dev_t *bd, curandGenerator_t generator, unsigned long long offset);

/* curandSetGeneratorOrdering.
 * Must belong to the binding's device: generator (curand_generator).
 */
BD_API curandStatus_t bd_curandSetGeneratorOrdering(bound_dev_t *bd, curandGenerator_t generator, curandOrdering_t order);

/* curandSetQuasiRandomGeneratorDimensions.
 * Must belong to the binding's device: generator (curand_generator).
 */
BD_API curandStatus_t bd_curandSetQuasiRandomGeneratorDimensions(bound_dev_t *bd, curandGenerator_t generator, unsigned int num_dimensions);

/* curandGenerate.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGenerate(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num);

/* curandGenerateLongLong.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGenerateLongLong(bound_dev_t *bd, curandGenerator_t generator, unsigned long long *outputPtr, size_t num);

/* curandGenerateUniform.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGenerateUniform(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t num);

/* curandGenerateUniformDouble.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGenerateUniformDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t num);

/* curandGenerateNormal.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGenerateNormal(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev);

/* curandGenerateNormalDouble.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGenerateNormalDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev);

/* curandGenerateLogNormal.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGenerateLogNormal(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev);

/* curandGenerateLogNormalDouble.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGenerateLogNormalDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev);

/* curandCreatePoissonDistribution.
 * Creates: discrete_distribution.
 */
BD_API curandStatus_t bd_curandCreatePoissonDistribution(bound_dev_t *bd, double lambda, curandDiscreteDistribution_t *discrete_distribution);

/* curandDestroyDistribution.
 * Destroys: discrete_distribution.
 */
BD_API curandStatus_t bd_curandDestroyDistribution(bound_dev_t *bd, curandDiscreteDistribution_t discrete_distribution);

/* curandGeneratePoisson.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGeneratePoisson(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda);

/* curandGeneratePoissonMethod.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGeneratePoissonMethod(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method);

/* curandGenerateBinomial.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGenerateBinomial(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p);

/* curandGenerateBinomialMethod.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
BD_API curandStatus_t bd_curandGenerateBinomialMethod(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, curandMethod_t method);

/* curandGenerateSeeds.
 * Must belong to the binding's device: generator (curand_generator).
 */
BD_API curandStatus_t bd_curandGenerateSeeds(bound_dev_t *bd, curandGenerator_t generator);

/* curandGetDirectionVectors32.
 * Writes through: vectors.
 */
BD_API curandStatus_t bd_curandGetDirectionVectors32(curandDirectionVectors32_t * vectors[], curandDirectionVectorSet_t set);

/* curandGetScrambleConstants32.
 * Writes through: constants.
 */
BD_API curandStatus_t bd_curandGetScrambleConstants32(unsigned int **constants);

/* curandGetDirectionVectors64.
 * Writes through: vectors.
 */
BD_API curandStatus_t bd_curandGetDirectionVectors64(curandDirectionVectors64_t * vectors[], curandDirectionVectorSet_t set);

/* curandGetScrambleConstants64.
 * Writes through: constants.
 */
BD_API curandStatus_t bd_curandGetScrambleConstants64(unsigned long long **constants);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandCreateGenerator(bd, generator, rng_type);
}

BD_GEN_OUT_OF_LINE curandStatus_t bd_gen_at_curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandCreateGenerator(generator, rng_type, bd, bd_file, bd_line) : bd_curandCreateGenerator(bd, generator, rng_type);
}

static inline curandStatus_t bd_inline_curandCreateGenerator(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGenerator)(generator, rng_type)
                                 : bd_gen_at_curandCreateGenerator(generator, rng_type, bd, bd_file, bd_line);
}
#define bd_curandCreateGenerator(bd, generator, rng_type) bd_inline_curandCreateGenerator(__FILE__, __LINE__, bd, generator, rng_type)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandCreateGeneratorHost(bd, generator, rng_type);
}

BD_GEN_OUT_OF_LINE curandStatus_t bd_gen_at_curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandCreateGeneratorHost(generator, rng_type, bd, bd_file, bd_line) : bd_curandCreateGeneratorHost(bd, generator, rng_type);
}

static inline curandStatus_t bd_inline_curandCreateGeneratorHost(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreateGeneratorHost)(generator, rng_type)
                                 : bd_gen_at_curandCreateGeneratorHost(generator, rng_type, bd, bd_file, bd_line);
}
#define bd_curandCreateGeneratorHost(bd, generator, rng_type) bd_inline_curandCreateGeneratorHost(__FILE__, __LINE__, bd, generator, rng_type)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandDestroyGenerator(curandGenerator_t generator, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandDestroyGenerator(bd, generator);
}

BD_GEN_OUT_OF_LINE curandStatus_t bd_gen_at_curandDestroyGenerator(curandGenerator_t generator, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandDestroyGenerator(generator, bd, bd_file, bd_line) : bd_curandDestroyGenerator(bd, generator);
}

static inline curandStatus_t bd_inline_curandDestroyGenerator(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyGenerator)(generator)
                                 : bd_gen_at_curandDestroyGenerator(generator, bd, bd_file, bd_line);
}
#define bd_curandDestroyGenerator(bd, generator) bd_inline_curandDestroyGenerator(__FILE__, __LINE__, bd, generator)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandSetStream(curandGenerator_t generator, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandSetStream(bd, generator, stream);
}

BD_GEN_OUT_OF_LINE curandStatus_t bd_gen_at_curandSetStream(curandGenerator_t generator, cudaStream_t stream, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandSetStream(generator, stream, bd, bd_file, bd_line) : bd_curandSetStream(bd, generator, stream);
}

static inline curandStatus_t bd_inline_curandSetStream(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, cudaStream_t stream)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetStream)(generator, stream)
                                 : bd_gen_at_curandSetStream(generator, stream, bd, bd_file, bd_line);
}
#define bd_curandSetStream(bd, generator, stream) bd_inline_curandSetStream(__FILE__, __LINE__, bd, generator, stream)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandSetPseudoRandomGeneratorSeed(bd, generator, seed);
}

BD_GEN_OUT_OF_LINE curandStatus_t bd_gen_at_curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandSetPseudoRandomGeneratorSeed(generator, seed, bd, bd_file, bd_line) : bd_curandSetPseudoRandomGeneratorSeed(bd, generator, seed);
}

static inline curandStatus_t bd_inline_curandSetPseudoRandomGeneratorSeed(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned long long seed)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetPseudoRandomGeneratorSeed)(generator, seed)
                                 : bd_gen_at_curandSetPseudoRandomGeneratorSeed(generator, seed, bd, bd_file, bd_line);
}
#define bd_curandSetPseudoRandomGeneratorSeed(bd, generator, seed) bd_inline_curandSetPseudoRandomGeneratorSeed(__FILE__, __LINE__, bd, generator, seed)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandSetGeneratorOffset(bd, generator, offset);
}

BD_GEN_OUT_OF_LINE curandStatus_t bd_gen_at_curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandSetGeneratorOffset(generator, offset, bd, bd_file, bd_line) : bd_curandSetGeneratorOffset(bd, generator, offset);
}

static inline curandStatus_t bd_inline_curandSetGeneratorOffset(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned long long offset)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOffset)(generator, offset)
                                 : bd_gen_at_curandSetGeneratorOffset(generator, offset, bd, bd_file, bd_line);
}
#define bd_curandSetGeneratorOffset(bd, generator, offset) bd_inline_curandSetGeneratorOffset(__FILE__, __LINE__, bd, generator, offset)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandSetGeneratorOrdering(bd, generator, order);
}

BD_GEN_OUT_OF_LINE curandStatus_t bd_gen_at_curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandSetGeneratorOrdering(generator, order, bd, bd_file, bd_line) : bd_curandSetGeneratorOrdering(bd, generator, order);
}

static inline curandStatus_t bd_inline_curandSetGeneratorOrdering(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, curandOrdering_t order)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetGeneratorOrdering)(generator, order)
                                 : bd_gen_at_curandSetGeneratorOrdering(generator, order, bd, bd_file, bd_line);
}
#define bd_curandSetGeneratorOrdering(bd, generator, order) bd_inline_curandSetGeneratorOrdering(__FILE__, __LINE__, bd, generator, order)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int num_dimensions, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandSetQuasiRandomGeneratorDimensions(bd, generator, num_dimensions);
}

BD_GEN_OUT_OF_LINE curandStatus_t bd_gen_at_curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int num_dimensions, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandSetQuasiRandomGeneratorDimensions(generator, num_dimensions, bd, bd_file, bd_line) : bd_curandSetQuasiRandomGeneratorDimensions(bd, generator, num_dimensions);
}

static inline curandStatus_t bd_inline_curandSetQuasiRandomGeneratorDimensions(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned int num_dimensions)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandSetQuasiRandomGeneratorDimensions)(generator, num_dimensions)
                                 : bd_gen_at_curandSetQuasiRandomGeneratorDimensions(generator, num_dimensions, bd, bd_file, bd_line);
}
#define bd_curandSetQuasiRandomGeneratorDimensions(bd, generator, num_dimensions) bd_inline_curandSetQuasiRandomGeneratorDimensions(__FILE__, __LINE__, bd, generator, num_dimensions)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGenerate(bd, generator, outputPtr, num);
}

static inline curandStatus_t bd_inline_curandGenerate(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGenerate(generator, outputPtr, num, bd, bd_file, bd_line) : bd_curandGenerate(bd, generator, outputPtr, num);
}
#define bd_curandGenerate(bd, generator, outputPtr, num) bd_inline_curandGenerate(__FILE__, __LINE__, bd, generator, outputPtr, num)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGenerateLongLong(curandGenerator_t generator, unsigned long long *outputPtr, size_t num, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGenerateLongLong(bd, generator, outputPtr, num);
}

static inline curandStatus_t bd_inline_curandGenerateLongLong(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned long long *outputPtr, size_t num)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGenerateLongLong(generator, outputPtr, num, bd, bd_file, bd_line) : bd_curandGenerateLongLong(bd, generator, outputPtr, num);
}
#define bd_curandGenerateLongLong(bd, generator, outputPtr, num) bd_inline_curandGenerateLongLong(__FILE__, __LINE__, bd, generator, outputPtr, num)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGenerateUniform(bd, generator, outputPtr, num);
}

static inline curandStatus_t bd_inline_curandGenerateUniform(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t num)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGenerateUniform(generator, outputPtr, num, bd, bd_file, bd_line) : bd_curandGenerateUniform(bd, generator, outputPtr, num);
}
#define bd_curandGenerateUniform(bd, generator, outputPtr, num) bd_inline_curandGenerateUniform(__FILE__, __LINE__, bd, generator, outputPtr, num)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr, size_t num, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGenerateUniformDouble(bd, generator, outputPtr, num);
}

static inline curandStatus_t bd_inline_curandGenerateUniformDouble(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t num)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGenerateUniformDouble(generator, outputPtr, num, bd, bd_file, bd_line) : bd_curandGenerateUniformDouble(bd, generator, outputPtr, num);
}
#define bd_curandGenerateUniformDouble(bd, generator, outputPtr, num) bd_inline_curandGenerateUniformDouble(__FILE__, __LINE__, bd, generator, outputPtr, num)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGenerateNormal(bd, generator, outputPtr, n, mean, stddev);
}

static inline curandStatus_t bd_inline_curandGenerateNormal(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGenerateNormal(generator, outputPtr, n, mean, stddev, bd, bd_file, bd_line) : bd_curandGenerateNormal(bd, generator, outputPtr, n, mean, stddev);
}
#define bd_curandGenerateNormal(bd, generator, outputPtr, n, mean, stddev) bd_inline_curandGenerateNormal(__FILE__, __LINE__, bd, generator, outputPtr, n, mean, stddev)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGenerateNormalDouble(bd, generator, outputPtr, n, mean, stddev);
}

static inline curandStatus_t bd_inline_curandGenerateNormalDouble(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGenerateNormalDouble(generator, outputPtr, n, mean, stddev, bd, bd_file, bd_line) : bd_curandGenerateNormalDouble(bd, generator, outputPtr, n, mean, stddev);
}
#define bd_curandGenerateNormalDouble(bd, generator, outputPtr, n, mean, stddev) bd_inline_curandGenerateNormalDouble(__FILE__, __LINE__, bd, generator, outputPtr, n, mean, stddev)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGenerateLogNormal(bd, generator, outputPtr, n, mean, stddev);
}

static inline curandStatus_t bd_inline_curandGenerateLogNormal(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGenerateLogNormal(generator, outputPtr, n, mean, stddev, bd, bd_file, bd_line) : bd_curandGenerateLogNormal(bd, generator, outputPtr, n, mean, stddev);
}
#define bd_curandGenerateLogNormal(bd, generator, outputPtr, n, mean, stddev) bd_inline_curandGenerateLogNormal(__FILE__, __LINE__, bd, generator, outputPtr, n, mean, stddev)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGenerateLogNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGenerateLogNormalDouble(bd, generator, outputPtr, n, mean, stddev);
}

static inline curandStatus_t bd_inline_curandGenerateLogNormalDouble(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGenerateLogNormalDouble(generator, outputPtr, n, mean, stddev, bd, bd_file, bd_line) : bd_curandGenerateLogNormalDouble(bd, generator, outputPtr, n, mean, stddev);
}
#define bd_curandGenerateLogNormalDouble(bd, generator, outputPtr, n, mean, stddev) bd_inline_curandGenerateLogNormalDouble(__FILE__, __LINE__, bd, generator, outputPtr, n, mean, stddev)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *discrete_distribution, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandCreatePoissonDistribution(bd, lambda, discrete_distribution);
}

BD_GEN_OUT_OF_LINE curandStatus_t bd_gen_at_curandCreatePoissonDistribution(double lambda, curandDiscreteDistribution_t *discrete_distribution, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandCreatePoissonDistribution(lambda, discrete_distribution, bd, bd_file, bd_line) : bd_curandCreatePoissonDistribution(bd, lambda, discrete_distribution);
}

static inline curandStatus_t bd_inline_curandCreatePoissonDistribution(const char *bd_file, int bd_line, bound_dev_t *bd, double lambda, curandDiscreteDistribution_t *discrete_distribution)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandCreatePoissonDistribution)(lambda, discrete_distribution)
                                 : bd_gen_at_curandCreatePoissonDistribution(lambda, discrete_distribution, bd, bd_file, bd_line);
}
#define bd_curandCreatePoissonDistribution(bd, lambda, discrete_distribution) bd_inline_curandCreatePoissonDistribution(__FILE__, __LINE__, bd, lambda, discrete_distribution)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandDestroyDistribution(curandDiscreteDistribution_t discrete_distribution, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandDestroyDistribution(bd, discrete_distribution);
}

BD_GEN_OUT_OF_LINE curandStatus_t bd_gen_at_curandDestroyDistribution(curandDiscreteDistribution_t discrete_distribution, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandDestroyDistribution(discrete_distribution, bd, bd_file, bd_line) : bd_curandDestroyDistribution(bd, discrete_distribution);
}

static inline curandStatus_t bd_inline_curandDestroyDistribution(const char *bd_file, int bd_line, bound_dev_t *bd, curandDiscreteDistribution_t discrete_distribution)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandDestroyDistribution)(discrete_distribution)
                                 : bd_gen_at_curandDestroyDistribution(discrete_distribution, bd, bd_file, bd_line);
}
#define bd_curandDestroyDistribution(bd, discrete_distribution) bd_inline_curandDestroyDistribution(__FILE__, __LINE__, bd, discrete_distribution)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGeneratePoisson(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGeneratePoisson(bd, generator, outputPtr, n, lambda);
}

static inline curandStatus_t bd_inline_curandGeneratePoisson(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGeneratePoisson(generator, outputPtr, n, lambda, bd, bd_file, bd_line) : bd_curandGeneratePoisson(bd, generator, outputPtr, n, lambda);
}
#define bd_curandGeneratePoisson(bd, generator, outputPtr, n, lambda) bd_inline_curandGeneratePoisson(__FILE__, __LINE__, bd, generator, outputPtr, n, lambda)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGeneratePoissonMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGeneratePoissonMethod(bd, generator, outputPtr, n, lambda, method);
}

static inline curandStatus_t bd_inline_curandGeneratePoissonMethod(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGeneratePoissonMethod(generator, outputPtr, n, lambda, method, bd, bd_file, bd_line) : bd_curandGeneratePoissonMethod(bd, generator, outputPtr, n, lambda, method);
}
#define bd_curandGeneratePoissonMethod(bd, generator, outputPtr, n, lambda, method) bd_inline_curandGeneratePoissonMethod(__FILE__, __LINE__, bd, generator, outputPtr, n, lambda, method)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGenerateBinomial(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGenerateBinomial(bd, generator, outputPtr, num, n, p);
}

static inline curandStatus_t bd_inline_curandGenerateBinomial(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGenerateBinomial(generator, outputPtr, num, n, p, bd, bd_file, bd_line) : bd_curandGenerateBinomial(bd, generator, outputPtr, num, n, p);
}
#define bd_curandGenerateBinomial(bd, generator, outputPtr, num, n, p) bd_inline_curandGenerateBinomial(__FILE__, __LINE__, bd, generator, outputPtr, num, n, p)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGenerateBinomialMethod(curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, curandMethod_t method, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGenerateBinomialMethod(bd, generator, outputPtr, num, n, p, method);
}

static inline curandStatus_t bd_inline_curandGenerateBinomialMethod(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num, unsigned int n, double p, curandMethod_t method)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGenerateBinomialMethod(generator, outputPtr, num, n, p, method, bd, bd_file, bd_line) : bd_curandGenerateBinomialMethod(bd, generator, outputPtr, num, n, p, method);
}
#define bd_curandGenerateBinomialMethod(bd, generator, outputPtr, num, n, p, method) bd_inline_curandGenerateBinomialMethod(__FILE__, __LINE__, bd, generator, outputPtr, num, n, p, method)

BD_GEN_NOTED curandStatus_t bd_gen_noted_curandGenerateSeeds(curandGenerator_t generator, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_curandGenerateSeeds(bd, generator);
}

BD_GEN_OUT_OF_LINE curandStatus_t bd_gen_at_curandGenerateSeeds(curandGenerator_t generator, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_curandGenerateSeeds(generator, bd, bd_file, bd_line) : bd_curandGenerateSeeds(bd, generator);
}

static inline curandStatus_t bd_inline_curandGenerateSeeds(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_curand, pfn_curandGenerateSeeds)(generator)
                                 : bd_gen_at_curandGenerateSeeds(generator, bd, bd_file, bd_line);
}
#define bd_curandGenerateSeeds(bd, generator) bd_inline_curandGenerateSeeds(__FILE__, __LINE__, bd, generator)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in curand.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
