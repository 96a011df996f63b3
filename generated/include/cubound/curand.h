/* *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * Spec and templates hash: 92fb831431483595
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* curand: a wrapper for each of the 21 functions of curand.h that act on a
 * context. Each takes the device bound to the calling thread first, makes its context current (a
 * compare when it already is), calls the function and returns curandStatus_t. */
#ifndef CUBOUND_GENERATED_CURAND_H
#define CUBOUND_GENERATED_CURAND_H

#include <curand.h>

#include "cubound/cubound.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of bd_enter) as curand reports it; bd_last_error() says more. */
static inline curandStatus_t bd_gen_curand_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return CURAND_STATUS_NOT_INITIALIZED;
    case CUDA_ERROR_INVALID_CONTEXT: return CURAND_STATUS_NOT_INITIALIZED;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CURAND_STATUS_NOT_INITIALIZED;
    default: return CURAND_STATUS_INITIALIZATION_FAILED;
    }
}

/* curandCreateGenerator.
 * Creates: generator.
 */
static inline curandStatus_t bd_curandCreateGenerator(bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandCreateGenerator(generator, rng_type);
}

/* curandCreateGeneratorHost.
 * Creates: generator.
 */
static inline curandStatus_t bd_curandCreateGeneratorHost(bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandCreateGeneratorHost(generator, rng_type);
}

/* curandDestroyGenerator.
 * Destroys: generator.
 */
static inline curandStatus_t bd_curandDestroyGenerator(bound_dev_t *bd, curandGenerator_t generator)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandDestroyGenerator(generator);
}

/* curandSetStream.
 * Must belong to the binding's device: generator (curand_generator), stream (stream).
 */
static inline curandStatus_t bd_curandSetStream(bound_dev_t *bd, curandGenerator_t generator, cudaStream_t stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetStream(generator, stream);
}

/* curandSetPseudoRandomGeneratorSeed.
 * Must belong to the binding's device: generator (curand_generator).
 */
static inline curandStatus_t bd_curandSetPseudoRandomGeneratorSeed(bound_dev_t *bd, curandGenerator_t generator, unsigned long long seed)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetPseudoRandomGeneratorSeed(generator, seed);
}

/* curandSetGeneratorOffset.
 * Must belong to the binding's device: generator (curand_generator).
 */
static inline curandStatus_t bd_curandSetGeneratorOffset(bound_dev_t *bd, curandGenerator_t generator, unsigned long long offset)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetGeneratorOffset(generator, offset);
}

/* curandSetGeneratorOrdering.
 * Must belong to the binding's device: generator (curand_generator).
 */
static inline curandStatus_t bd_curandSetGeneratorOrdering(bound_dev_t *bd, curandGenerator_t generator, curandOrdering_t order)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetGeneratorOrdering(generator, order);
}

/* curandSetQuasiRandomGeneratorDimensions.
 * Must belong to the binding's device: generator (curand_generator).
 */
static inline curandStatus_t bd_curandSetQuasiRandomGeneratorDimensions(bound_dev_t *bd, curandGenerator_t generator, unsigned int num_dimensions)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetQuasiRandomGeneratorDimensions(generator, num_dimensions);
}

/* curandGenerate.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
static inline curandStatus_t bd_curandGenerate(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerate(generator, outputPtr, num);
}

/* curandGenerateLongLong.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
static inline curandStatus_t bd_curandGenerateLongLong(bound_dev_t *bd, curandGenerator_t generator, unsigned long long *outputPtr, size_t num)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateLongLong(generator, outputPtr, num);
}

/* curandGenerateUniform.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
static inline curandStatus_t bd_curandGenerateUniform(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t num)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateUniform(generator, outputPtr, num);
}

/* curandGenerateUniformDouble.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
static inline curandStatus_t bd_curandGenerateUniformDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t num)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateUniformDouble(generator, outputPtr, num);
}

/* curandGenerateNormal.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
static inline curandStatus_t bd_curandGenerateNormal(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateNormal(generator, outputPtr, n, mean, stddev);
}

/* curandGenerateNormalDouble.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
static inline curandStatus_t bd_curandGenerateNormalDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateNormalDouble(generator, outputPtr, n, mean, stddev);
}

/* curandGenerateLogNormal.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
static inline curandStatus_t bd_curandGenerateLogNormal(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateLogNormal(generator, outputPtr, n, mean, stddev);
}

/* curandGenerateLogNormalDouble.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
static inline curandStatus_t bd_curandGenerateLogNormalDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateLogNormalDouble(generator, outputPtr, n, mean, stddev);
}

/* curandCreatePoissonDistribution.
 * Creates: discrete_distribution.
 */
static inline curandStatus_t bd_curandCreatePoissonDistribution(bound_dev_t *bd, double lambda, curandDiscreteDistribution_t *discrete_distribution)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandCreatePoissonDistribution(lambda, discrete_distribution);
}

/* curandDestroyDistribution.
 * Destroys: discrete_distribution.
 */
static inline curandStatus_t bd_curandDestroyDistribution(bound_dev_t *bd, curandDiscreteDistribution_t discrete_distribution)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandDestroyDistribution(discrete_distribution);
}

/* curandGeneratePoisson.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
static inline curandStatus_t bd_curandGeneratePoisson(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGeneratePoisson(generator, outputPtr, n, lambda);
}

/* curandGeneratePoissonMethod.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
static inline curandStatus_t bd_curandGeneratePoissonMethod(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGeneratePoissonMethod(generator, outputPtr, n, lambda, method);
}

/* curandGenerateSeeds.
 * Must belong to the binding's device: generator (curand_generator).
 */
static inline curandStatus_t bd_curandGenerateSeeds(bound_dev_t *bd, curandGenerator_t generator)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateSeeds(generator);
}

#ifdef __cplusplus
}
#endif

#endif
