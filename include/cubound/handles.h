/* SPDX-License-Identifier: MIT */
/* The cuBLAS, cuSPARSE, cuSOLVER (dense, sparse, refactorization) and cuBLASLt handles and the cuRAND
 * generator that belong to a binding: made lazily, in the binding's context, the first time they are
 * asked for, and destroyed with the binding. */
#ifndef CUBOUND_HANDLES_H
#define CUBOUND_HANDLES_H

#include <cublas_v2.h>
#include <curand.h>
#include <cublasLt.h>
#include <cusolverDn.h>
#include <cusolverRf.h>
#include <cusolverSp.h>
#include <cusparse.h>

#include "cubound/cubound.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The binding's cuBLAS handle, on the binding's current stream. */
BD_API cublasStatus_t bd_cublas_handle(bound_dev_t *bd, cublasHandle_t *out);

/* A CURAND_RNG_PSEUDO_DEFAULT generator; seed it with bd_curandSetPseudoRandomGeneratorSeed. */
BD_API curandStatus_t bd_curand_generator(bound_dev_t *bd, curandGenerator_t *out);

/* The binding's cuSPARSE handle, on the binding's current stream. */
BD_API cusparseStatus_t bd_cusparse_handle(bound_dev_t *bd, cusparseHandle_t *out);

/* The binding's cuSOLVER dense handle, on the binding's current stream. */
BD_API cusolverStatus_t bd_cusolver_dn_handle(bound_dev_t *bd, cusolverDnHandle_t *out);

/* The binding's cuSOLVER sparse handle, on the binding's current stream. */
BD_API cusolverStatus_t bd_cusolver_sp_handle(bound_dev_t *bd, cusolverSpHandle_t *out);

/* The binding's cuSOLVER refactorization handle. cuSOLVER Rf has no stream setting: its calls run
 * on the legacy default stream of the binding's context, whatever the binding's stream is. */
BD_API cusolverStatus_t bd_cusolver_rf_handle(bound_dev_t *bd, cusolverRfHandle_t *out);

/* The binding's cuBLASLt handle; cublasLtMatmul takes its stream as an argument. */
BD_API cublasStatus_t bd_cublaslt_handle(bound_dev_t *bd, cublasLtHandle_t *out);

#ifdef __cplusplus
}
#endif

#endif
