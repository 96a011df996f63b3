/* *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * Spec and templates hash: 0d5563200518af2d
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* curand: a wrapper for each of the 21 functions of curand.h that act on a
 * context. Each takes the device bound to the calling thread first, makes its context current (a
 * compare when it already is), calls the function and returns curandStatus_t. */
#ifndef CUBOUND_GENERATED_CURAND_H
#define CUBOUND_GENERATED_CURAND_H

#include <curand.h>

#include "cubound/checks.h"
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
    case CUDA_ERROR_INVALID_HANDLE: return CURAND_STATUS_NOT_INITIALIZED;
    default: return CURAND_STATUS_INITIALIZATION_FAILED;
    }
}

/* curandCreateGenerator.
 * Creates: generator.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandCreateGenerator(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    const bd_call_t bd_call = {"curandCreateGenerator", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandCreateGenerator(generator, rng_type);
    if (bd_result == CURAND_STATUS_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(*generator), (unsigned long long)(0));
    }
    return bd_result;
}

static inline curandStatus_t bd_curandCreateGenerator(bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    return bd_checked_curandCreateGenerator("(address taken)", 0, bd, generator, rng_type);
}
#define bd_curandCreateGenerator(bd, generator, rng_type) bd_checked_curandCreateGenerator(__FILE__, __LINE__, bd, generator, rng_type)
#else
static inline curandStatus_t bd_curandCreateGenerator(bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandCreateGenerator(generator, rng_type);
}
#endif

/* curandCreateGeneratorHost.
 * Creates: generator.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandCreateGeneratorHost(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    const bd_call_t bd_call = {"curandCreateGeneratorHost", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandCreateGeneratorHost(generator, rng_type);
    if (bd_result == CURAND_STATUS_SUCCESS) {
        bd_register(bd, &bd_call, BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(*generator), (unsigned long long)(0));
    }
    return bd_result;
}

static inline curandStatus_t bd_curandCreateGeneratorHost(bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    return bd_checked_curandCreateGeneratorHost("(address taken)", 0, bd, generator, rng_type);
}
#define bd_curandCreateGeneratorHost(bd, generator, rng_type) bd_checked_curandCreateGeneratorHost(__FILE__, __LINE__, bd, generator, rng_type)
#else
static inline curandStatus_t bd_curandCreateGeneratorHost(bound_dev_t *bd, curandGenerator_t *generator, curandRngType_t rng_type)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandCreateGeneratorHost(generator, rng_type);
}
#endif

/* curandDestroyGenerator.
 * Destroys: generator.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandDestroyGenerator(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator)
{
    const bd_call_t bd_call = {"curandDestroyGenerator", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandDestroyGenerator(generator);
    if (bd_result == CURAND_STATUS_SUCCESS) {
        bd_unregister(bd, &bd_call, BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator));
    }
    return bd_result;
}

static inline curandStatus_t bd_curandDestroyGenerator(bound_dev_t *bd, curandGenerator_t generator)
{
    return bd_checked_curandDestroyGenerator("(address taken)", 0, bd, generator);
}
#define bd_curandDestroyGenerator(bd, generator) bd_checked_curandDestroyGenerator(__FILE__, __LINE__, bd, generator)
#else
static inline curandStatus_t bd_curandDestroyGenerator(bound_dev_t *bd, curandGenerator_t generator)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandDestroyGenerator(generator);
}
#endif

/* curandSetStream.
 * Must belong to the binding's device: generator (curand_generator), stream (stream).
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandSetStream(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, cudaStream_t stream)
{
    const bd_call_t bd_call = {"curandSetStream", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
        {"stream", BD_KIND_STREAM, BD_HANDLE_VALUE(stream)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 2);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandSetStream(generator, stream);
    return bd_result;
}

static inline curandStatus_t bd_curandSetStream(bound_dev_t *bd, curandGenerator_t generator, cudaStream_t stream)
{
    return bd_checked_curandSetStream("(address taken)", 0, bd, generator, stream);
}
#define bd_curandSetStream(bd, generator, stream) bd_checked_curandSetStream(__FILE__, __LINE__, bd, generator, stream)
#else
static inline curandStatus_t bd_curandSetStream(bound_dev_t *bd, curandGenerator_t generator, cudaStream_t stream)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetStream(generator, stream);
}
#endif

/* curandSetPseudoRandomGeneratorSeed.
 * Must belong to the binding's device: generator (curand_generator).
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandSetPseudoRandomGeneratorSeed(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned long long seed)
{
    const bd_call_t bd_call = {"curandSetPseudoRandomGeneratorSeed", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandSetPseudoRandomGeneratorSeed(generator, seed);
    return bd_result;
}

static inline curandStatus_t bd_curandSetPseudoRandomGeneratorSeed(bound_dev_t *bd, curandGenerator_t generator, unsigned long long seed)
{
    return bd_checked_curandSetPseudoRandomGeneratorSeed("(address taken)", 0, bd, generator, seed);
}
#define bd_curandSetPseudoRandomGeneratorSeed(bd, generator, seed) bd_checked_curandSetPseudoRandomGeneratorSeed(__FILE__, __LINE__, bd, generator, seed)
#else
static inline curandStatus_t bd_curandSetPseudoRandomGeneratorSeed(bound_dev_t *bd, curandGenerator_t generator, unsigned long long seed)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetPseudoRandomGeneratorSeed(generator, seed);
}
#endif

/* curandSetGeneratorOffset.
 * Must belong to the binding's device: generator (curand_generator).
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandSetGeneratorOffset(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned long long offset)
{
    const bd_call_t bd_call = {"curandSetGeneratorOffset", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandSetGeneratorOffset(generator, offset);
    return bd_result;
}

static inline curandStatus_t bd_curandSetGeneratorOffset(bound_dev_t *bd, curandGenerator_t generator, unsigned long long offset)
{
    return bd_checked_curandSetGeneratorOffset("(address taken)", 0, bd, generator, offset);
}
#define bd_curandSetGeneratorOffset(bd, generator, offset) bd_checked_curandSetGeneratorOffset(__FILE__, __LINE__, bd, generator, offset)
#else
static inline curandStatus_t bd_curandSetGeneratorOffset(bound_dev_t *bd, curandGenerator_t generator, unsigned long long offset)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetGeneratorOffset(generator, offset);
}
#endif

/* curandSetGeneratorOrdering.
 * Must belong to the binding's device: generator (curand_generator).
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandSetGeneratorOrdering(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, curandOrdering_t order)
{
    const bd_call_t bd_call = {"curandSetGeneratorOrdering", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandSetGeneratorOrdering(generator, order);
    return bd_result;
}

static inline curandStatus_t bd_curandSetGeneratorOrdering(bound_dev_t *bd, curandGenerator_t generator, curandOrdering_t order)
{
    return bd_checked_curandSetGeneratorOrdering("(address taken)", 0, bd, generator, order);
}
#define bd_curandSetGeneratorOrdering(bd, generator, order) bd_checked_curandSetGeneratorOrdering(__FILE__, __LINE__, bd, generator, order)
#else
static inline curandStatus_t bd_curandSetGeneratorOrdering(bound_dev_t *bd, curandGenerator_t generator, curandOrdering_t order)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetGeneratorOrdering(generator, order);
}
#endif

/* curandSetQuasiRandomGeneratorDimensions.
 * Must belong to the binding's device: generator (curand_generator).
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandSetQuasiRandomGeneratorDimensions(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned int num_dimensions)
{
    const bd_call_t bd_call = {"curandSetQuasiRandomGeneratorDimensions", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandSetQuasiRandomGeneratorDimensions(generator, num_dimensions);
    return bd_result;
}

static inline curandStatus_t bd_curandSetQuasiRandomGeneratorDimensions(bound_dev_t *bd, curandGenerator_t generator, unsigned int num_dimensions)
{
    return bd_checked_curandSetQuasiRandomGeneratorDimensions("(address taken)", 0, bd, generator, num_dimensions);
}
#define bd_curandSetQuasiRandomGeneratorDimensions(bd, generator, num_dimensions) bd_checked_curandSetQuasiRandomGeneratorDimensions(__FILE__, __LINE__, bd, generator, num_dimensions)
#else
static inline curandStatus_t bd_curandSetQuasiRandomGeneratorDimensions(bound_dev_t *bd, curandGenerator_t generator, unsigned int num_dimensions)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandSetQuasiRandomGeneratorDimensions(generator, num_dimensions);
}
#endif

/* curandGenerate.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandGenerate(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num)
{
    const bd_call_t bd_call = {"curandGenerate", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandGenerate(generator, outputPtr, num);
    return bd_result;
}

static inline curandStatus_t bd_curandGenerate(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num)
{
    return bd_checked_curandGenerate("(address taken)", 0, bd, generator, outputPtr, num);
}
#define bd_curandGenerate(bd, generator, outputPtr, num) bd_checked_curandGenerate(__FILE__, __LINE__, bd, generator, outputPtr, num)
#else
static inline curandStatus_t bd_curandGenerate(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t num)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerate(generator, outputPtr, num);
}
#endif

/* curandGenerateLongLong.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandGenerateLongLong(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned long long *outputPtr, size_t num)
{
    const bd_call_t bd_call = {"curandGenerateLongLong", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandGenerateLongLong(generator, outputPtr, num);
    return bd_result;
}

static inline curandStatus_t bd_curandGenerateLongLong(bound_dev_t *bd, curandGenerator_t generator, unsigned long long *outputPtr, size_t num)
{
    return bd_checked_curandGenerateLongLong("(address taken)", 0, bd, generator, outputPtr, num);
}
#define bd_curandGenerateLongLong(bd, generator, outputPtr, num) bd_checked_curandGenerateLongLong(__FILE__, __LINE__, bd, generator, outputPtr, num)
#else
static inline curandStatus_t bd_curandGenerateLongLong(bound_dev_t *bd, curandGenerator_t generator, unsigned long long *outputPtr, size_t num)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateLongLong(generator, outputPtr, num);
}
#endif

/* curandGenerateUniform.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandGenerateUniform(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t num)
{
    const bd_call_t bd_call = {"curandGenerateUniform", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandGenerateUniform(generator, outputPtr, num);
    return bd_result;
}

static inline curandStatus_t bd_curandGenerateUniform(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t num)
{
    return bd_checked_curandGenerateUniform("(address taken)", 0, bd, generator, outputPtr, num);
}
#define bd_curandGenerateUniform(bd, generator, outputPtr, num) bd_checked_curandGenerateUniform(__FILE__, __LINE__, bd, generator, outputPtr, num)
#else
static inline curandStatus_t bd_curandGenerateUniform(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t num)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateUniform(generator, outputPtr, num);
}
#endif

/* curandGenerateUniformDouble.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandGenerateUniformDouble(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t num)
{
    const bd_call_t bd_call = {"curandGenerateUniformDouble", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandGenerateUniformDouble(generator, outputPtr, num);
    return bd_result;
}

static inline curandStatus_t bd_curandGenerateUniformDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t num)
{
    return bd_checked_curandGenerateUniformDouble("(address taken)", 0, bd, generator, outputPtr, num);
}
#define bd_curandGenerateUniformDouble(bd, generator, outputPtr, num) bd_checked_curandGenerateUniformDouble(__FILE__, __LINE__, bd, generator, outputPtr, num)
#else
static inline curandStatus_t bd_curandGenerateUniformDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t num)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateUniformDouble(generator, outputPtr, num);
}
#endif

/* curandGenerateNormal.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandGenerateNormal(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    const bd_call_t bd_call = {"curandGenerateNormal", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandGenerateNormal(generator, outputPtr, n, mean, stddev);
    return bd_result;
}

static inline curandStatus_t bd_curandGenerateNormal(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    return bd_checked_curandGenerateNormal("(address taken)", 0, bd, generator, outputPtr, n, mean, stddev);
}
#define bd_curandGenerateNormal(bd, generator, outputPtr, n, mean, stddev) bd_checked_curandGenerateNormal(__FILE__, __LINE__, bd, generator, outputPtr, n, mean, stddev)
#else
static inline curandStatus_t bd_curandGenerateNormal(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateNormal(generator, outputPtr, n, mean, stddev);
}
#endif

/* curandGenerateNormalDouble.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandGenerateNormalDouble(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    const bd_call_t bd_call = {"curandGenerateNormalDouble", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandGenerateNormalDouble(generator, outputPtr, n, mean, stddev);
    return bd_result;
}

static inline curandStatus_t bd_curandGenerateNormalDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    return bd_checked_curandGenerateNormalDouble("(address taken)", 0, bd, generator, outputPtr, n, mean, stddev);
}
#define bd_curandGenerateNormalDouble(bd, generator, outputPtr, n, mean, stddev) bd_checked_curandGenerateNormalDouble(__FILE__, __LINE__, bd, generator, outputPtr, n, mean, stddev)
#else
static inline curandStatus_t bd_curandGenerateNormalDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateNormalDouble(generator, outputPtr, n, mean, stddev);
}
#endif

/* curandGenerateLogNormal.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandGenerateLogNormal(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    const bd_call_t bd_call = {"curandGenerateLogNormal", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandGenerateLogNormal(generator, outputPtr, n, mean, stddev);
    return bd_result;
}

static inline curandStatus_t bd_curandGenerateLogNormal(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    return bd_checked_curandGenerateLogNormal("(address taken)", 0, bd, generator, outputPtr, n, mean, stddev);
}
#define bd_curandGenerateLogNormal(bd, generator, outputPtr, n, mean, stddev) bd_checked_curandGenerateLogNormal(__FILE__, __LINE__, bd, generator, outputPtr, n, mean, stddev)
#else
static inline curandStatus_t bd_curandGenerateLogNormal(bound_dev_t *bd, curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateLogNormal(generator, outputPtr, n, mean, stddev);
}
#endif

/* curandGenerateLogNormalDouble.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandGenerateLogNormalDouble(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    const bd_call_t bd_call = {"curandGenerateLogNormalDouble", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandGenerateLogNormalDouble(generator, outputPtr, n, mean, stddev);
    return bd_result;
}

static inline curandStatus_t bd_curandGenerateLogNormalDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    return bd_checked_curandGenerateLogNormalDouble("(address taken)", 0, bd, generator, outputPtr, n, mean, stddev);
}
#define bd_curandGenerateLogNormalDouble(bd, generator, outputPtr, n, mean, stddev) bd_checked_curandGenerateLogNormalDouble(__FILE__, __LINE__, bd, generator, outputPtr, n, mean, stddev)
#else
static inline curandStatus_t bd_curandGenerateLogNormalDouble(bound_dev_t *bd, curandGenerator_t generator, double *outputPtr, size_t n, double mean, double stddev)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateLogNormalDouble(generator, outputPtr, n, mean, stddev);
}
#endif

/* curandCreatePoissonDistribution.
 * Creates: discrete_distribution.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandCreatePoissonDistribution(const char *bd_file, int bd_line, bound_dev_t *bd, double lambda, curandDiscreteDistribution_t *discrete_distribution)
{
    const bd_call_t bd_call = {"curandCreatePoissonDistribution", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandCreatePoissonDistribution(lambda, discrete_distribution);
    return bd_result;
}

static inline curandStatus_t bd_curandCreatePoissonDistribution(bound_dev_t *bd, double lambda, curandDiscreteDistribution_t *discrete_distribution)
{
    return bd_checked_curandCreatePoissonDistribution("(address taken)", 0, bd, lambda, discrete_distribution);
}
#define bd_curandCreatePoissonDistribution(bd, lambda, discrete_distribution) bd_checked_curandCreatePoissonDistribution(__FILE__, __LINE__, bd, lambda, discrete_distribution)
#else
static inline curandStatus_t bd_curandCreatePoissonDistribution(bound_dev_t *bd, double lambda, curandDiscreteDistribution_t *discrete_distribution)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandCreatePoissonDistribution(lambda, discrete_distribution);
}
#endif

/* curandDestroyDistribution.
 * Destroys: discrete_distribution.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandDestroyDistribution(const char *bd_file, int bd_line, bound_dev_t *bd, curandDiscreteDistribution_t discrete_distribution)
{
    const bd_call_t bd_call = {"curandDestroyDistribution", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandDestroyDistribution(discrete_distribution);
    return bd_result;
}

static inline curandStatus_t bd_curandDestroyDistribution(bound_dev_t *bd, curandDiscreteDistribution_t discrete_distribution)
{
    return bd_checked_curandDestroyDistribution("(address taken)", 0, bd, discrete_distribution);
}
#define bd_curandDestroyDistribution(bd, discrete_distribution) bd_checked_curandDestroyDistribution(__FILE__, __LINE__, bd, discrete_distribution)
#else
static inline curandStatus_t bd_curandDestroyDistribution(bound_dev_t *bd, curandDiscreteDistribution_t discrete_distribution)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandDestroyDistribution(discrete_distribution);
}
#endif

/* curandGeneratePoisson.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandGeneratePoisson(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda)
{
    const bd_call_t bd_call = {"curandGeneratePoisson", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandGeneratePoisson(generator, outputPtr, n, lambda);
    return bd_result;
}

static inline curandStatus_t bd_curandGeneratePoisson(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda)
{
    return bd_checked_curandGeneratePoisson("(address taken)", 0, bd, generator, outputPtr, n, lambda);
}
#define bd_curandGeneratePoisson(bd, generator, outputPtr, n, lambda) bd_checked_curandGeneratePoisson(__FILE__, __LINE__, bd, generator, outputPtr, n, lambda)
#else
static inline curandStatus_t bd_curandGeneratePoisson(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGeneratePoisson(generator, outputPtr, n, lambda);
}
#endif

/* curandGeneratePoissonMethod.
 * Must belong to the binding's device: generator (curand_generator).
 * Writes through: outputPtr.
 * Host or device memory, as the generator was made: outputPtr.
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandGeneratePoissonMethod(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method)
{
    const bd_call_t bd_call = {"curandGeneratePoissonMethod", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandGeneratePoissonMethod(generator, outputPtr, n, lambda, method);
    return bd_result;
}

static inline curandStatus_t bd_curandGeneratePoissonMethod(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method)
{
    return bd_checked_curandGeneratePoissonMethod("(address taken)", 0, bd, generator, outputPtr, n, lambda, method);
}
#define bd_curandGeneratePoissonMethod(bd, generator, outputPtr, n, lambda, method) bd_checked_curandGeneratePoissonMethod(__FILE__, __LINE__, bd, generator, outputPtr, n, lambda, method)
#else
static inline curandStatus_t bd_curandGeneratePoissonMethod(bound_dev_t *bd, curandGenerator_t generator, unsigned int *outputPtr, size_t n, double lambda, curandMethod_t method)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGeneratePoissonMethod(generator, outputPtr, n, lambda, method);
}
#endif

/* curandGenerateSeeds.
 * Must belong to the binding's device: generator (curand_generator).
 */
#if CUBOUND_CHECKS
static inline curandStatus_t bd_checked_curandGenerateSeeds(const char *bd_file, int bd_line, bound_dev_t *bd, curandGenerator_t generator)
{
    const bd_call_t bd_call = {"curandGenerateSeeds", bd_file, bd_line};
    CUresult bd_rc = bd_check_binding(bd, &bd_call);
    const bd_handle_arg_t bd_handles[] = {
        {"generator", BD_KIND_CURAND_GENERATOR, BD_HANDLE_VALUE(generator)},
    };
    if (bd_rc == CUDA_SUCCESS)
        bd_rc = bd_check_handles(bd, &bd_call, bd_handles, 1);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    curandStatus_t bd_result = curandGenerateSeeds(generator);
    return bd_result;
}

static inline curandStatus_t bd_curandGenerateSeeds(bound_dev_t *bd, curandGenerator_t generator)
{
    return bd_checked_curandGenerateSeeds("(address taken)", 0, bd, generator);
}
#define bd_curandGenerateSeeds(bd, generator) bd_checked_curandGenerateSeeds(__FILE__, __LINE__, bd, generator)
#else
static inline curandStatus_t bd_curandGenerateSeeds(bound_dev_t *bd, curandGenerator_t generator)
{
    CUresult bd_rc = bd_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_curand_binding_status(bd_rc);
    return curandGenerateSeeds(generator);
}
#endif

#ifdef __cplusplus
}
#endif

#endif
