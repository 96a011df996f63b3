/* *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * Spec and templates hash: 19f034e3ab30177a
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* curand: one wrapper per function of curand.h. Each takes the device bound
 * to the calling thread first, makes its context current (a compare when it already is),
 * and returns curandStatus_t. */
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

/* curandCreateGenerator, in the binding's context. */
static inline curandStatus_t bd_curandCreateGenerator(bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandCreateGenerator(generator, rng_type);
}

/* curandDestroyGenerator, in the binding's context. */
static inline curandStatus_t bd_curandDestroyGenerator(bound_dev_t *bd, curandGenerator_t generator)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandDestroyGenerator(generator);
}

/* curandSetStream, in the binding's context. */
static inline curandStatus_t bd_curandSetStream(bound_dev_t *bd, curandGenerator_t generator, cudaStream_t stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetStream(generator, stream);
}

/* curandSetPseudoRandomGeneratorSeed, in the binding's context. */
static inline curandStatus_t bd_curandSetPseudoRandomGeneratorSeed(bound_dev_t *bd, curandGenerator_t generator, unsigned long long seed)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetPseudoRandomGeneratorSeed(generator, seed);
}

/* curandGenerateUniform, in the binding's context. */
static inline curandStatus_t bd_curandGenerateUniform(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t num)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateUniform(generator, outputPtr, num);
}

#ifdef __cplusplus
}
#endif

#endif
