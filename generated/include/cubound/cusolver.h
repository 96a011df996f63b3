/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cusolver: a bd_ function for each of the 379 functions of cusolverDn.h that libcubound exports.
 * The 377 that act on a context take the device bound to the calling thread first, make its
 * context current (a compare when it already is), call the function and return cusolverStatus_t; the
 * 2 context-free ones pass straight through. The functions themselves are found at run time
 * (libcusolver.so.12); one the loaded library lacks answers CUSOLVER_STATUS_NOT_SUPPORTED.
 *
 * Define CUBOUND_INLINE to 1 before including this header to get the fast path inlined at each
 * call site (one compare, then the library's function), and call sites in debug reports. */
#ifndef CUBOUND_GENERATED_CUSOLVER_H
#define CUBOUND_GENERATED_CUSOLVER_H

#include <cusolverDn.h>

#include "cubound/seam.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A bad binding (the CUresult of entering it) as cusolver reports it; bd_last_error() says more. */
static inline cusolverStatus_t bd_gen_cusolver_binding_status(CUresult rc)
{
    switch (rc) {
    case CUDA_ERROR_INVALID_VALUE: return CUSOLVER_STATUS_INVALID_VALUE;
    case CUDA_ERROR_INVALID_CONTEXT: return CUSOLVER_STATUS_INVALID_VALUE;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CUSOLVER_STATUS_NOT_INITIALIZED;
    case CUDA_ERROR_INVALID_HANDLE: return CUSOLVER_STATUS_INVALID_VALUE;
    default: return CUSOLVER_STATUS_INTERNAL_ERROR;
    }
}

/* The library's entry points, filled at run time (bd_gen_ internals: call the bd_ functions). A slot
 * keeps its place in every generation (spec/slots/cusolver.txt); one for a function these
 * headers do not declare stays empty. Deprecated types (cuSPARSE's *Info_t) are named as declared. */
BD_SUPPRESS_DEPRECATED_BEGIN
struct bd_gen_cusolver_table {
    cusolverStatus_t (*pfn_cusolverGetProperty)(libraryPropertyType type, int *value);
    cusolverStatus_t (*pfn_cusolverGetVersion)(int *version);
    cusolverStatus_t (*pfn_cusolverDnCreate)(cusolverDnHandle_t *handle);
    cusolverStatus_t (*pfn_cusolverDnDestroy)(cusolverDnHandle_t handle);
    cusolverStatus_t (*pfn_cusolverDnSetStream)(cusolverDnHandle_t handle, cudaStream_t streamId);
    cusolverStatus_t (*pfn_cusolverDnGetStream)(cusolverDnHandle_t handle, cudaStream_t *streamId);
    cusolverStatus_t (*pfn_cusolverDnSetDeterministicMode)(cusolverDnHandle_t handle, cusolverDeterministicMode_t mode);
    cusolverStatus_t (*pfn_cusolverDnGetDeterministicMode)(cusolverDnHandle_t handle, cusolverDeterministicMode_t *mode);
    cusolverStatus_t (*pfn_cusolverDnSetMathMode)(cusolverDnHandle_t handle, cusolverMathMode_t mode);
    cusolverStatus_t (*pfn_cusolverDnGetMathMode)(cusolverDnHandle_t handle, cusolverMathMode_t *mode);
    cusolverStatus_t (*pfn_cusolverDnSetEmulationStrategy)(cusolverDnHandle_t handle, cudaEmulationStrategy_t strategy);
    cusolverStatus_t (*pfn_cusolverDnGetEmulationStrategy)(cusolverDnHandle_t handle, cudaEmulationStrategy_t *strategy);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsCreate)(cusolverDnIRSParams_t *params_ptr);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsDestroy)(cusolverDnIRSParams_t params);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsSetRefinementSolver)(cusolverDnIRSParams_t params, cusolverIRSRefinement_t refinement_solver);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsSetSolverMainPrecision)(cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsSetSolverLowestPrecision)(cusolverDnIRSParams_t params, cusolverPrecType_t solver_lowest_precision);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsSetSolverPrecisions)(cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision, cusolverPrecType_t solver_lowest_precision);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsSetTol)(cusolverDnIRSParams_t params, double val);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsSetTolInner)(cusolverDnIRSParams_t params, double val);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsSetMaxIters)(cusolverDnIRSParams_t params, cusolver_int_t maxiters);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsSetMaxItersInner)(cusolverDnIRSParams_t params, cusolver_int_t maxiters_inner);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsGetMaxIters)(cusolverDnIRSParams_t params, cusolver_int_t *maxiters);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsEnableFallback)(cusolverDnIRSParams_t params);
    cusolverStatus_t (*pfn_cusolverDnIRSParamsDisableFallback)(cusolverDnIRSParams_t params);
    cusolverStatus_t (*pfn_cusolverDnIRSInfosDestroy)(cusolverDnIRSInfos_t infos);
    cusolverStatus_t (*pfn_cusolverDnIRSInfosCreate)(cusolverDnIRSInfos_t *infos_ptr);
    cusolverStatus_t (*pfn_cusolverDnIRSInfosGetNiters)(cusolverDnIRSInfos_t infos, cusolver_int_t *niters);
    cusolverStatus_t (*pfn_cusolverDnIRSInfosGetOuterNiters)(cusolverDnIRSInfos_t infos, cusolver_int_t *outer_niters);
    cusolverStatus_t (*pfn_cusolverDnIRSInfosRequestResidual)(cusolverDnIRSInfos_t infos);
    cusolverStatus_t (*pfn_cusolverDnIRSInfosGetResidualHistory)(cusolverDnIRSInfos_t infos, void **residual_history);
    cusolverStatus_t (*pfn_cusolverDnIRSInfosGetMaxIters)(cusolverDnIRSInfos_t infos, cusolver_int_t *maxiters);
    cusolverStatus_t (*pfn_cusolverDnZZgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnZCgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnZKgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnZEgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnZYgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnCCgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnCEgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnCKgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnCYgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnDDgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnDSgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnDHgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnDBgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnDXgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnSSgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnSHgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnSBgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnSXgesv)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnZZgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnZCgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnZKgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnZEgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnZYgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnCCgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnCKgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnCEgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnCYgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnDDgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnDSgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnDHgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnDBgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnDXgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnSSgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnSHgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnSBgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnSXgesv_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnZZgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnZCgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnZKgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnZEgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnZYgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnCCgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnCKgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnCEgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnCYgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnDDgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnDSgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnDHgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnDBgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnDXgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnSSgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnSHgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnSBgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnSXgels)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnZZgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnZCgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnZKgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnZEgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnZYgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnCCgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnCKgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnCEgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnCYgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnDDgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnDSgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnDHgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnDBgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnDXgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnSSgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnSHgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnSBgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnSXgels_bufferSize)(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnIRSXgesv)(cusolverDnHandle_t handle, cusolverDnIRSParams_t gesv_irs_params, cusolverDnIRSInfos_t gesv_irs_infos, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnIRSXgesv_bufferSize)(cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnIRSXgels)(cusolverDnHandle_t handle, cusolverDnIRSParams_t gels_irs_params, cusolverDnIRSInfos_t gels_irs_infos, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info);
    cusolverStatus_t (*pfn_cusolverDnIRSXgels_bufferSize)(cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes);
    cusolverStatus_t (*pfn_cusolverDnSpotrf_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnDpotrf_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnCpotrf_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnZpotrf_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnSpotrf)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *Workspace, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnDpotrf)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *Workspace, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnCpotrf)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *Workspace, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnZpotrf)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnSpotrs)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const float *A, int lda, float *B, int ldb, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnDpotrs)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const double *A, int lda, double *B, int ldb, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnCpotrs)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const cuComplex *A, int lda, cuComplex *B, int ldb, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnZpotrs)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnSpotrfBatched)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float * Aarray[], int lda, int *infoArray, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnDpotrfBatched)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double * Aarray[], int lda, int *infoArray, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnCpotrfBatched)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex * Aarray[], int lda, int *infoArray, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnZpotrfBatched)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex * Aarray[], int lda, int *infoArray, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnSpotrsBatched)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, float * A[], int lda, float * B[], int ldb, int *d_info, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnDpotrsBatched)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, double * A[], int lda, double * B[], int ldb, int *d_info, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnCpotrsBatched)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuComplex * A[], int lda, cuComplex * B[], int ldb, int *d_info, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnZpotrsBatched)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuDoubleComplex * A[], int lda, cuDoubleComplex * B[], int ldb, int *d_info, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnSpotri_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDpotri_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCpotri_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZpotri_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSpotri)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnDpotri)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnCpotri)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnZpotri)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnXtrtri_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXtrtri)(cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnSlauum_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDlauum_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnClauum_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZlauum_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSlauum)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnDlauum)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnClauum)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnZlauum)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnSgetrf_bufferSize)(cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnDgetrf_bufferSize)(cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnCgetrf_bufferSize)(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnZgetrf_bufferSize)(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnSgetrf)(cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *Workspace, int *devIpiv, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnDgetrf)(cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *Workspace, int *devIpiv, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnCgetrf)(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, cuComplex *Workspace, int *devIpiv, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnZgetrf)(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int *devIpiv, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnSlaswp)(cusolverDnHandle_t handle, int n, float *A, int lda, int k1, int k2, const int *devIpiv, int incx);
    cusolverStatus_t (*pfn_cusolverDnDlaswp)(cusolverDnHandle_t handle, int n, double *A, int lda, int k1, int k2, const int *devIpiv, int incx);
    cusolverStatus_t (*pfn_cusolverDnClaswp)(cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx);
    cusolverStatus_t (*pfn_cusolverDnZlaswp)(cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx);
    cusolverStatus_t (*pfn_cusolverDnSgetrs)(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const float *A, int lda, const int *devIpiv, float *B, int ldb, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnDgetrs)(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const double *A, int lda, const int *devIpiv, double *B, int ldb, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnCgetrs)(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuComplex *A, int lda, const int *devIpiv, cuComplex *B, int ldb, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnZgetrs)(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *A, int lda, const int *devIpiv, cuDoubleComplex *B, int ldb, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnSgeqrf_bufferSize)(cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDgeqrf_bufferSize)(cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCgeqrf_bufferSize)(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZgeqrf_bufferSize)(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSgeqrf)(cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *TAU, float *Workspace, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnDgeqrf)(cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *TAU, double *Workspace, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnCgeqrf)(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, cuComplex *TAU, cuComplex *Workspace, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnZgeqrf)(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *TAU, cuDoubleComplex *Workspace, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnSorgqr_bufferSize)(cusolverDnHandle_t handle, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDorgqr_bufferSize)(cusolverDnHandle_t handle, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCungqr_bufferSize)(cusolverDnHandle_t handle, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZungqr_bufferSize)(cusolverDnHandle_t handle, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSorgqr)(cusolverDnHandle_t handle, int m, int n, int k, float *A, int lda, const float *tau, float *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDorgqr)(cusolverDnHandle_t handle, int m, int n, int k, double *A, int lda, const double *tau, double *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnCungqr)(cusolverDnHandle_t handle, int m, int n, int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZungqr)(cusolverDnHandle_t handle, int m, int n, int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnSormqr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDormqr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCunmqr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZunmqr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSormqr)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau, float *C, int ldc, float *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnDormqr)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau, double *C, int ldc, double *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnCunmqr)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, cuComplex *C, int ldc, cuComplex *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnZunmqr)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnSsytrf_bufferSize)(cusolverDnHandle_t handle, int n, float *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDsytrf_bufferSize)(cusolverDnHandle_t handle, int n, double *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCsytrf_bufferSize)(cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZsytrf_bufferSize)(cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSsytrf)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *ipiv, float *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDsytrf)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *ipiv, double *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnCsytrf)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *ipiv, cuComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZsytrf)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *ipiv, cuDoubleComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnXsytrs_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXsytrs)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);
    cusolverStatus_t (*pfn_cusolverDnSsytri_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDsytri_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCsytri_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZsytri_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSsytri)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, float *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDsytri)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, double *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnCsytri)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, cuComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZsytri)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, cuDoubleComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnSgebrd_bufferSize)(cusolverDnHandle_t handle, int m, int n, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnDgebrd_bufferSize)(cusolverDnHandle_t handle, int m, int n, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnCgebrd_bufferSize)(cusolverDnHandle_t handle, int m, int n, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnZgebrd_bufferSize)(cusolverDnHandle_t handle, int m, int n, int *Lwork);
    cusolverStatus_t (*pfn_cusolverDnSgebrd)(cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *D, float *E, float *TAUQ, float *TAUP, float *Work, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnDgebrd)(cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *D, double *E, double *TAUQ, double *TAUP, double *Work, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnCgebrd)(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, float *D, float *E, cuComplex *TAUQ, cuComplex *TAUP, cuComplex *Work, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnZgebrd)(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, double *D, double *E, cuDoubleComplex *TAUQ, cuDoubleComplex *TAUP, cuDoubleComplex *Work, int Lwork, int *devInfo);
    cusolverStatus_t (*pfn_cusolverDnSorgbr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDorgbr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCungbr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZungbr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSorgbr)(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, float *A, int lda, const float *tau, float *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDorgbr)(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, double *A, int lda, const double *tau, double *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnCungbr)(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZungbr)(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnSsytrd_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *d, const float *e, const float *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDsytrd_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *d, const double *e, const double *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnChetrd_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *d, const float *e, const cuComplex *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZhetrd_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *d, const double *e, const cuDoubleComplex *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSsytrd)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *d, float *e, float *tau, float *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDsytrd)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *d, double *e, double *tau, double *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnChetrd)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *d, float *e, cuComplex *tau, cuComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZhetrd)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *d, double *e, cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnSorgtr_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDorgtr_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCungtr_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZungtr_bufferSize)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSorgtr)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const float *tau, float *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDorgtr)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const double *tau, double *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnCungtr)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZungtr)(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnSormtr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDormtr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCunmtr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZunmtr_bufferSize)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSormtr)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, float *A, int lda, float *tau, float *C, int ldc, float *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDormtr)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, double *A, int lda, double *tau, double *C, int ldc, double *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnCunmtr)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuComplex *A, int lda, cuComplex *tau, cuComplex *C, int ldc, cuComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZunmtr)(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnSgesvd_bufferSize)(cusolverDnHandle_t handle, int m, int n, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDgesvd_bufferSize)(cusolverDnHandle_t handle, int m, int n, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCgesvd_bufferSize)(cusolverDnHandle_t handle, int m, int n, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZgesvd_bufferSize)(cusolverDnHandle_t handle, int m, int n, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSgesvd)(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *VT, int ldvt, float *work, int lwork, float *rwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDgesvd)(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *VT, int ldvt, double *work, int lwork, double *rwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnCgesvd)(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *VT, int ldvt, cuComplex *work, int lwork, float *rwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZgesvd)(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *VT, int ldvt, cuDoubleComplex *work, int lwork, double *rwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnSsyevd_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDsyevd_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCheevd_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZheevd_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSsyevd)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDsyevd)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnCheevd)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZheevd)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnSsyevdx_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDsyevdx_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnCheevdx_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZheevdx_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSsyevdx)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDsyevdx)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnCheevdx)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZheevdx)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnSsygvdx_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDsygvdx_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnChegvdx_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZhegvdx_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSsygvdx)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDsygvdx)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnChegvdx)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZhegvdx)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnSsygvd_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnDsygvd_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnChegvd_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnZhegvd_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork);
    cusolverStatus_t (*pfn_cusolverDnSsygvd)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnDsygvd)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnChegvd)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnZhegvd)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info);
    cusolverStatus_t (*pfn_cusolverDnCreateSyevjInfo)(syevjInfo_t *info);
    cusolverStatus_t (*pfn_cusolverDnDestroySyevjInfo)(syevjInfo_t info);
    cusolverStatus_t (*pfn_cusolverDnXsyevjSetTolerance)(syevjInfo_t info, double tolerance);
    cusolverStatus_t (*pfn_cusolverDnXsyevjSetMaxSweeps)(syevjInfo_t info, int max_sweeps);
    cusolverStatus_t (*pfn_cusolverDnXsyevjSetSortEig)(syevjInfo_t info, int sort_eig);
    cusolverStatus_t (*pfn_cusolverDnXsyevjGetResidual)(cusolverDnHandle_t handle, syevjInfo_t info, double *residual);
    cusolverStatus_t (*pfn_cusolverDnXsyevjGetSweeps)(cusolverDnHandle_t handle, syevjInfo_t info, int *executed_sweeps);
    cusolverStatus_t (*pfn_cusolverDnSsyevjBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnDsyevjBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnCheevjBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnZheevjBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnSsyevjBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnDsyevjBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnCheevjBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnZheevjBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnSsyevj_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnDsyevj_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnCheevj_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnZheevj_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnSsyevj)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnDsyevj)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnCheevj)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnZheevj)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnSsygvj_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnDsygvj_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnChegvj_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnZhegvj_bufferSize)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnSsygvj)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnDsygvj)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnChegvj)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnZhegvj)(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnCreateGesvdjInfo)(gesvdjInfo_t *info);
    cusolverStatus_t (*pfn_cusolverDnDestroyGesvdjInfo)(gesvdjInfo_t info);
    cusolverStatus_t (*pfn_cusolverDnXgesvdjSetTolerance)(gesvdjInfo_t info, double tolerance);
    cusolverStatus_t (*pfn_cusolverDnXgesvdjSetMaxSweeps)(gesvdjInfo_t info, int max_sweeps);
    cusolverStatus_t (*pfn_cusolverDnXgesvdjSetSortEig)(gesvdjInfo_t info, int sort_svd);
    cusolverStatus_t (*pfn_cusolverDnXgesvdjGetResidual)(cusolverDnHandle_t handle, gesvdjInfo_t info, double *residual);
    cusolverStatus_t (*pfn_cusolverDnXgesvdjGetSweeps)(cusolverDnHandle_t handle, gesvdjInfo_t info, int *executed_sweeps);
    cusolverStatus_t (*pfn_cusolverDnSgesvdjBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnDgesvdjBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnCgesvdjBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnZgesvdjBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnSgesvdjBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnDgesvdjBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnCgesvdjBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnZgesvdjBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnSgesvdj_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnDgesvdj_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnCgesvdj_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnZgesvdj_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnSgesvdj)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnDgesvdj)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnCgesvdj)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnZgesvdj)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params);
    cusolverStatus_t (*pfn_cusolverDnSgesvdaStridedBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, const float *d_S, long long strideS, const float *d_U, int ldu, long long strideU, const float *d_V, int ldv, long long strideV, int *lwork, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnDgesvdaStridedBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, const double *d_S, long long strideS, const double *d_U, int ldu, long long strideU, const double *d_V, int ldv, long long strideV, int *lwork, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnCgesvdaStridedBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, const float *d_S, long long strideS, const cuComplex *d_U, int ldu, long long strideU, const cuComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnZgesvdaStridedBatched_bufferSize)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, const double *d_S, long long strideS, const cuDoubleComplex *d_U, int ldu, long long strideU, const cuDoubleComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnSgesvdaStridedBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, float *d_S, long long strideS, float *d_U, int ldu, long long strideU, float *d_V, int ldv, long long strideV, float *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnDgesvdaStridedBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, double *d_S, long long strideS, double *d_U, int ldu, long long strideU, double *d_V, int ldv, long long strideV, double *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnCgesvdaStridedBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, float *d_S, long long strideS, cuComplex *d_U, int ldu, long long strideU, cuComplex *d_V, int ldv, long long strideV, cuComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnZgesvdaStridedBatched)(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, double *d_S, long long strideS, cuDoubleComplex *d_U, int ldu, long long strideU, cuDoubleComplex *d_V, int ldv, long long strideV, cuDoubleComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize);
    cusolverStatus_t (*pfn_cusolverDnCreateParams)(cusolverDnParams_t *params);
    cusolverStatus_t (*pfn_cusolverDnDestroyParams)(cusolverDnParams_t params);
    cusolverStatus_t (*pfn_cusolverDnSetAdvOptions)(cusolverDnParams_t params, cusolverDnFunction_t function, cusolverAlgMode_t algo);
    cusolverStatus_t (*pfn_cusolverDnXpotrf_bufferSize)(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXpotrf)(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);
    cusolverStatus_t (*pfn_cusolverDnXpotrs)(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeB, void *B, int64_t ldb, int *info);
    cusolverStatus_t (*pfn_cusolverDnXgeqrf_bufferSize)(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeTau, const void *tau, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXgeqrf)(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeTau, void *tau, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);
    cusolverStatus_t (*pfn_cusolverDnXgetrf_bufferSize)(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXgetrf)(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, int64_t *ipiv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);
    cusolverStatus_t (*pfn_cusolverDnXgetrs)(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasOperation_t trans, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, int *info);
    cusolverStatus_t (*pfn_cusolverDnXsyevd_bufferSize)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXsyevd)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);
    cusolverStatus_t (*pfn_cusolverDnXsyevBatched_bufferSize)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, int64_t batchSize);
    cusolverStatus_t (*pfn_cusolverDnXsyevBatched)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, int64_t batchSize);
    cusolverStatus_t (*pfn_cusolverDnXsyevdx_bufferSize)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *h_meig, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXsyevdx)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *meig64, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);
    cusolverStatus_t (*pfn_cusolverDnXgeev_bufferSize)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType dataTypeVL, const void *VL, int64_t ldvl, cudaDataType dataTypeVR, const void *VR, int64_t ldvr, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXgeev)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType dataTypeVL, void *VL, int64_t ldvl, cudaDataType dataTypeVR, void *VR, int64_t ldvr, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);
    cusolverStatus_t (*pfn_cusolverDnXgesvd_bufferSize)(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeVT, const void *VT, int64_t ldvt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXgesvd)(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeVT, void *VT, int64_t ldvt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);
    cusolverStatus_t (*pfn_cusolverDnXgesvdp_bufferSize)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXgesvdp)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeV, void *V, int64_t ldv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info, double *h_err_sigma);
    cusolverStatus_t (*pfn_cusolverDnXgesvdr_bufferSize)(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeSrand, const void *Srand, cudaDataType dataTypeUrand, const void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, const void *Vrand, int64_t ldVrand, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXgesvdr)(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeSrand, void *Srand, cudaDataType dataTypeUrand, void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, void *Vrand, int64_t ldVrand, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info);
    cusolverStatus_t (*pfn_cusolverDnXlarft_bufferSize)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnXlarft)(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost);
    cusolverStatus_t (*pfn_cusolverDnLoggerSetCallback)(cusolverDnLoggerCallback_t callback);
    cusolverStatus_t (*pfn_cusolverDnLoggerSetFile)(FILE *file);
    cusolverStatus_t (*pfn_cusolverDnLoggerOpenFile)(const char *logFile);
    cusolverStatus_t (*pfn_cusolverDnLoggerSetLevel)(int level);
    cusolverStatus_t (*pfn_cusolverDnLoggerSetMask)(int mask);
    cusolverStatus_t (*pfn_cusolverDnLoggerForceDisable)(void);
    bd_gen_fn reserved_cusolverDnPotrf_bufferSize;
    bd_gen_fn reserved_cusolverDnPotrf;
    bd_gen_fn reserved_cusolverDnPotrs;
    bd_gen_fn reserved_cusolverDnGeqrf_bufferSize;
    bd_gen_fn reserved_cusolverDnGeqrf;
    bd_gen_fn reserved_cusolverDnGetrf_bufferSize;
    bd_gen_fn reserved_cusolverDnGetrf;
    bd_gen_fn reserved_cusolverDnGetrs;
    bd_gen_fn reserved_cusolverDnSyevd_bufferSize;
    bd_gen_fn reserved_cusolverDnSyevd;
    bd_gen_fn reserved_cusolverDnSyevdx_bufferSize;
    bd_gen_fn reserved_cusolverDnSyevdx;
    bd_gen_fn reserved_cusolverDnGesvd_bufferSize;
    bd_gen_fn reserved_cusolverDnGesvd;
    bd_gen_fn reserved_cusolverDnSetFixedPointEmulationMantissaControl;
    bd_gen_fn reserved_cusolverDnGetFixedPointEmulationMantissaControl;
    bd_gen_fn reserved_cusolverDnSetFixedPointEmulationMaxMantissaBitCount;
    bd_gen_fn reserved_cusolverDnGetFixedPointEmulationMaxMantissaBitCount;
    bd_gen_fn reserved_cusolverDnSetFixedPointEmulationMantissaBitOffset;
    bd_gen_fn reserved_cusolverDnGetFixedPointEmulationMantissaBitOffset;
    bd_gen_fn reserved_cusolverDnSetEmulationSpecialValuesSupport;
    bd_gen_fn reserved_cusolverDnGetEmulationSpecialValuesSupport;
    bd_gen_fn reserved_cusolverDnXsytrf_bufferSize;
    bd_gen_fn reserved_cusolverDnXsytrf;
    bd_gen_fn reserved_cusolverDnXhetrf_bufferSize;
    bd_gen_fn reserved_cusolverDnXhetrf;
    bd_gen_fn reserved_cusolverDnXhetrs_bufferSize;
    bd_gen_fn reserved_cusolverDnXhetrs;
    bd_gen_fn reserved_cusolverDnXsygvd_bufferSize;
    bd_gen_fn reserved_cusolverDnXsygvd;
    bd_gen_fn reserved_cusolverDnXsygvStridedBatched_bufferSize;
    bd_gen_fn reserved_cusolverDnXsygvStridedBatched;
    bd_gen_fn reserved_cusolverDnXsygvdx_bufferSize;
    bd_gen_fn reserved_cusolverDnXsygvdx;
    bd_gen_fn reserved_cusolverDnXstedc_bufferSize;
    bd_gen_fn reserved_cusolverDnXstedc;
    bd_gen_fn reserved_cusolverDnXpolar_bufferSize;
    bd_gen_fn reserved_cusolverDnXpolar;
};
BD_API extern struct bd_gen_cusolver_table bd_gen_cusolver;
/* How many of its slots these headers fill: the entry points the runtime looks up. */
#define BD_GEN_CUSOLVER_ENTRIES 379

/* cusolverGetProperty.
 * Writes through: value.
 */
BD_API cusolverStatus_t bd_cusolverGetProperty(libraryPropertyType type, int *value);

/* cusolverGetVersion.
 * Writes through: version.
 */
BD_API cusolverStatus_t bd_cusolverGetVersion(int *version);

/* cusolverDnCreate.
 * Creates: handle.
 */
BD_API cusolverStatus_t bd_cusolverDnCreate(bound_dev_t *bd, cusolverDnHandle_t *handle);

/* cusolverDnDestroy.
 * Destroys: handle.
 */
BD_API cusolverStatus_t bd_cusolverDnDestroy(bound_dev_t *bd, cusolverDnHandle_t handle);

/* cusolverDnSetStream.
 * Must belong to the binding's device: handle (cusolver_dn_handle), streamId (stream).
 */
BD_API cusolverStatus_t bd_cusolverDnSetStream(bound_dev_t *bd, cusolverDnHandle_t handle, cudaStream_t streamId);

/* cusolverDnGetStream.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 */
BD_API cusolverStatus_t bd_cusolverDnGetStream(bound_dev_t *bd, cusolverDnHandle_t handle, cudaStream_t *streamId);

/* cusolverDnSetDeterministicMode.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 */
BD_API cusolverStatus_t bd_cusolverDnSetDeterministicMode(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDeterministicMode_t mode);

/* cusolverDnGetDeterministicMode.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: mode.
 */
BD_API cusolverStatus_t bd_cusolverDnGetDeterministicMode(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDeterministicMode_t *mode);

/* cusolverDnSetMathMode.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 */
BD_API cusolverStatus_t bd_cusolverDnSetMathMode(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverMathMode_t mode);

/* cusolverDnGetMathMode.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: mode.
 */
BD_API cusolverStatus_t bd_cusolverDnGetMathMode(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverMathMode_t *mode);

/* cusolverDnSetEmulationStrategy.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 */
BD_API cusolverStatus_t bd_cusolverDnSetEmulationStrategy(bound_dev_t *bd, cusolverDnHandle_t handle, cudaEmulationStrategy_t strategy);

/* cusolverDnGetEmulationStrategy.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: strategy.
 */
BD_API cusolverStatus_t bd_cusolverDnGetEmulationStrategy(bound_dev_t *bd, cusolverDnHandle_t handle, cudaEmulationStrategy_t *strategy);

/* cusolverDnIRSParamsCreate.
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsCreate(bound_dev_t *bd, cusolverDnIRSParams_t *params_ptr);

/* cusolverDnIRSParamsDestroy.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsDestroy(bound_dev_t *bd, cusolverDnIRSParams_t params);

/* cusolverDnIRSParamsSetRefinementSolver.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsSetRefinementSolver(bound_dev_t *bd, cusolverDnIRSParams_t params, cusolverIRSRefinement_t refinement_solver);

/* cusolverDnIRSParamsSetSolverMainPrecision.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsSetSolverMainPrecision(bound_dev_t *bd, cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision);

/* cusolverDnIRSParamsSetSolverLowestPrecision.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsSetSolverLowestPrecision(bound_dev_t *bd, cusolverDnIRSParams_t params, cusolverPrecType_t solver_lowest_precision);

/* cusolverDnIRSParamsSetSolverPrecisions.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsSetSolverPrecisions(bound_dev_t *bd, cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision, cusolverPrecType_t solver_lowest_precision);

/* cusolverDnIRSParamsSetTol.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsSetTol(bound_dev_t *bd, cusolverDnIRSParams_t params, double val);

/* cusolverDnIRSParamsSetTolInner.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsSetTolInner(bound_dev_t *bd, cusolverDnIRSParams_t params, double val);

/* cusolverDnIRSParamsSetMaxIters.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsSetMaxIters(bound_dev_t *bd, cusolverDnIRSParams_t params, cusolver_int_t maxiters);

/* cusolverDnIRSParamsSetMaxItersInner.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsSetMaxItersInner(bound_dev_t *bd, cusolverDnIRSParams_t params, cusolver_int_t maxiters_inner);

/* cusolverDnIRSParamsGetMaxIters.
 * Must belong to the binding's device: params (cusolver_info).
 * Writes through: maxiters.
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsGetMaxIters(bound_dev_t *bd, cusolverDnIRSParams_t params, cusolver_int_t *maxiters);

/* cusolverDnIRSParamsEnableFallback.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsEnableFallback(bound_dev_t *bd, cusolverDnIRSParams_t params);

/* cusolverDnIRSParamsDisableFallback.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSParamsDisableFallback(bound_dev_t *bd, cusolverDnIRSParams_t params);

/* cusolverDnIRSInfosDestroy.
 * Must belong to the binding's device: infos (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSInfosDestroy(bound_dev_t *bd, cusolverDnIRSInfos_t infos);

/* cusolverDnIRSInfosCreate.
 */
BD_API cusolverStatus_t bd_cusolverDnIRSInfosCreate(bound_dev_t *bd, cusolverDnIRSInfos_t *infos_ptr);

/* cusolverDnIRSInfosGetNiters.
 * Must belong to the binding's device: infos (cusolver_info).
 * Writes through: niters.
 */
BD_API cusolverStatus_t bd_cusolverDnIRSInfosGetNiters(bound_dev_t *bd, cusolverDnIRSInfos_t infos, cusolver_int_t *niters);

/* cusolverDnIRSInfosGetOuterNiters.
 * Must belong to the binding's device: infos (cusolver_info).
 * Writes through: outer_niters.
 */
BD_API cusolverStatus_t bd_cusolverDnIRSInfosGetOuterNiters(bound_dev_t *bd, cusolverDnIRSInfos_t infos, cusolver_int_t *outer_niters);

/* cusolverDnIRSInfosRequestResidual.
 * Must belong to the binding's device: infos (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnIRSInfosRequestResidual(bound_dev_t *bd, cusolverDnIRSInfos_t infos);

/* cusolverDnIRSInfosGetResidualHistory.
 * Must belong to the binding's device: infos (cusolver_info).
 * Writes through: residual_history.
 */
BD_API cusolverStatus_t bd_cusolverDnIRSInfosGetResidualHistory(bound_dev_t *bd, cusolverDnIRSInfos_t infos, void **residual_history);

/* cusolverDnIRSInfosGetMaxIters.
 * Must belong to the binding's device: infos (cusolver_info).
 * Writes through: maxiters.
 */
BD_API cusolverStatus_t bd_cusolverDnIRSInfosGetMaxIters(bound_dev_t *bd, cusolverDnIRSInfos_t infos, cusolver_int_t *maxiters);

/* cusolverDnZZgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnZZgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnZCgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnZCgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnZKgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnZKgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnZEgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnZEgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnZYgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnZYgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnCCgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnCCgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnCEgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnCEgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnCKgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnCKgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnCYgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnCYgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnDDgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnDDgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnDSgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnDSgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnDHgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnDHgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnDBgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnDBgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnDXgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnDXgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnSSgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnSSgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnSHgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnSHgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnSBgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnSBgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnSXgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnSXgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnZZgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnZZgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnZCgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnZCgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnZKgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnZKgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnZEgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnZEgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnZYgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnZYgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnCCgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnCCgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnCKgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnCKgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnCEgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnCEgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnCYgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnCYgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnDDgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnDDgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnDSgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnDSgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnDHgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnDHgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnDBgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnDBgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnDXgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnDXgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnSSgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnSSgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnSHgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnSHgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnSBgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnSBgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnSXgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dipiv, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnSXgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnZZgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnZZgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnZCgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnZCgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnZKgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnZKgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnZEgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnZEgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnZYgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnZYgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnCCgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnCCgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnCKgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnCKgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnCEgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnCEgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnCYgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnCYgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnDDgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnDDgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnDSgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnDSgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnDHgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnDHgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnDBgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnDBgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnDXgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnDXgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnSSgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnSSgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnSHgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnSHgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnSBgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnSBgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnSXgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, iter, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnSXgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info);

/* cusolverDnZZgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnZZgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnZCgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnZCgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnZKgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnZKgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnZEgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnZEgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnZYgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnZYgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnCCgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnCCgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnCKgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnCKgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnCEgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnCEgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnCYgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnCYgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnDDgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnDDgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnDSgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnDSgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnDHgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnDHgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnDBgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnDBgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnDXgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnDXgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnSSgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnSSgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnSHgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnSHgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnSBgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnSBgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnSXgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: dA, dB, dX, dWorkspace, lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnSXgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes);

/* cusolverDnIRSXgesv.
 * Must belong to the binding's device: handle (cusolver_dn_handle), gesv_irs_params (cusolver_info), gesv_irs_infos (cusolver_info).
 * Writes through: dA, dB, dX, dWorkspace, niters, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnIRSXgesv(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnIRSParams_t gesv_irs_params, cusolverDnIRSInfos_t gesv_irs_infos, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info);

/* cusolverDnIRSXgesv_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnIRSXgesv_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes);

/* cusolverDnIRSXgels.
 * Must belong to the binding's device: handle (cusolver_dn_handle), gels_irs_params (cusolver_info), gels_irs_infos (cusolver_info).
 * Writes through: dA, dB, dX, dWorkspace, niters, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnIRSXgels(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnIRSParams_t gels_irs_params, cusolverDnIRSInfos_t gels_irs_infos, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info);

/* cusolverDnIRSXgels_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork_bytes.
 */
BD_API cusolverStatus_t bd_cusolverDnIRSXgels_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes);

/* cusolverDnSpotrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSpotrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *Lwork);

/* cusolverDnDpotrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDpotrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *Lwork);

/* cusolverDnCpotrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCpotrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *Lwork);

/* cusolverDnZpotrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZpotrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *Lwork);

/* cusolverDnSpotrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Workspace, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnSpotrf(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *Workspace, int Lwork, int *devInfo);

/* cusolverDnDpotrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Workspace, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnDpotrf(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *Workspace, int Lwork, int *devInfo);

/* cusolverDnCpotrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Workspace, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnCpotrf(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *Workspace, int Lwork, int *devInfo);

/* cusolverDnZpotrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Workspace, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnZpotrf(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int Lwork, int *devInfo);

/* cusolverDnSpotrs.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: B, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnSpotrs(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const float *A, int lda, float *B, int ldb, int *devInfo);

/* cusolverDnDpotrs.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: B, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnDpotrs(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const double *A, int lda, double *B, int ldb, int *devInfo);

/* cusolverDnCpotrs.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: B, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnCpotrs(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const cuComplex *A, int lda, cuComplex *B, int ldb, int *devInfo);

/* cusolverDnZpotrs.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: B, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnZpotrs(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, int *devInfo);

/* cusolverDnSpotrfBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: Aarray, infoArray.
 */
BD_API cusolverStatus_t bd_cusolverDnSpotrfBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float * Aarray[], int lda, int *infoArray, int batchSize);

/* cusolverDnDpotrfBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: Aarray, infoArray.
 */
BD_API cusolverStatus_t bd_cusolverDnDpotrfBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double * Aarray[], int lda, int *infoArray, int batchSize);

/* cusolverDnCpotrfBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: Aarray, infoArray.
 */
BD_API cusolverStatus_t bd_cusolverDnCpotrfBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex * Aarray[], int lda, int *infoArray, int batchSize);

/* cusolverDnZpotrfBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: Aarray, infoArray.
 */
BD_API cusolverStatus_t bd_cusolverDnZpotrfBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex * Aarray[], int lda, int *infoArray, int batchSize);

/* cusolverDnSpotrsBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnSpotrsBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, float * A[], int lda, float * B[], int ldb, int *d_info, int batchSize);

/* cusolverDnDpotrsBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnDpotrsBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, double * A[], int lda, double * B[], int ldb, int *d_info, int batchSize);

/* cusolverDnCpotrsBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnCpotrsBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuComplex * A[], int lda, cuComplex * B[], int ldb, int *d_info, int batchSize);

/* cusolverDnZpotrsBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnZpotrsBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuDoubleComplex * A[], int lda, cuDoubleComplex * B[], int ldb, int *d_info, int batchSize);

/* cusolverDnSpotri_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSpotri_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork);

/* cusolverDnDpotri_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDpotri_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork);

/* cusolverDnCpotri_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCpotri_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork);

/* cusolverDnZpotri_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZpotri_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork);

/* cusolverDnSpotri.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnSpotri(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo);

/* cusolverDnDpotri.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnDpotri(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo);

/* cusolverDnCpotri.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnCpotri(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo);

/* cusolverDnZpotri.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnZpotri(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo);

/* cusolverDnXtrtri_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXtrtri_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXtrtri.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, bufferOnDevice, bufferOnHost, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnXtrtri(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *devInfo);

/* cusolverDnSlauum_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSlauum_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork);

/* cusolverDnDlauum_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDlauum_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork);

/* cusolverDnClauum_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnClauum_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork);

/* cusolverDnZlauum_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZlauum_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork);

/* cusolverDnSlauum.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnSlauum(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo);

/* cusolverDnDlauum.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnDlauum(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo);

/* cusolverDnClauum.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnClauum(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo);

/* cusolverDnZlauum.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnZlauum(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo);

/* cusolverDnSgetrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSgetrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *Lwork);

/* cusolverDnDgetrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDgetrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *Lwork);

/* cusolverDnCgetrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCgetrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *Lwork);

/* cusolverDnZgetrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZgetrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *Lwork);

/* cusolverDnSgetrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Workspace, devIpiv, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnSgetrf(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *Workspace, int *devIpiv, int *devInfo);

/* cusolverDnDgetrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Workspace, devIpiv, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnDgetrf(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *Workspace, int *devIpiv, int *devInfo);

/* cusolverDnCgetrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Workspace, devIpiv, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnCgetrf(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, cuComplex *Workspace, int *devIpiv, int *devInfo);

/* cusolverDnZgetrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, Workspace, devIpiv, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnZgetrf(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int *devIpiv, int *devInfo);

/* cusolverDnSlaswp.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A.
 */
BD_API cusolverStatus_t bd_cusolverDnSlaswp(bound_dev_t *bd, cusolverDnHandle_t handle, int n, float *A, int lda, int k1, int k2, const int *devIpiv, int incx);

/* cusolverDnDlaswp.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A.
 */
BD_API cusolverStatus_t bd_cusolverDnDlaswp(bound_dev_t *bd, cusolverDnHandle_t handle, int n, double *A, int lda, int k1, int k2, const int *devIpiv, int incx);

/* cusolverDnClaswp.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A.
 */
BD_API cusolverStatus_t bd_cusolverDnClaswp(bound_dev_t *bd, cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx);

/* cusolverDnZlaswp.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A.
 */
BD_API cusolverStatus_t bd_cusolverDnZlaswp(bound_dev_t *bd, cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx);

/* cusolverDnSgetrs.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: B, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnSgetrs(bound_dev_t *bd, cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const float *A, int lda, const int *devIpiv, float *B, int ldb, int *devInfo);

/* cusolverDnDgetrs.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: B, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnDgetrs(bound_dev_t *bd, cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const double *A, int lda, const int *devIpiv, double *B, int ldb, int *devInfo);

/* cusolverDnCgetrs.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: B, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnCgetrs(bound_dev_t *bd, cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuComplex *A, int lda, const int *devIpiv, cuComplex *B, int ldb, int *devInfo);

/* cusolverDnZgetrs.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: B, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnZgetrs(bound_dev_t *bd, cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *A, int lda, const int *devIpiv, cuDoubleComplex *B, int ldb, int *devInfo);

/* cusolverDnSgeqrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSgeqrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *lwork);

/* cusolverDnDgeqrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDgeqrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *lwork);

/* cusolverDnCgeqrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCgeqrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *lwork);

/* cusolverDnZgeqrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZgeqrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *lwork);

/* cusolverDnSgeqrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, TAU, Workspace, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnSgeqrf(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *TAU, float *Workspace, int Lwork, int *devInfo);

/* cusolverDnDgeqrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, TAU, Workspace, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnDgeqrf(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *TAU, double *Workspace, int Lwork, int *devInfo);

/* cusolverDnCgeqrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, TAU, Workspace, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnCgeqrf(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, cuComplex *TAU, cuComplex *Workspace, int Lwork, int *devInfo);

/* cusolverDnZgeqrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, TAU, Workspace, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnZgeqrf(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *TAU, cuDoubleComplex *Workspace, int Lwork, int *devInfo);

/* cusolverDnSorgqr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSorgqr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork);

/* cusolverDnDorgqr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDorgqr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork);

/* cusolverDnCungqr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCungqr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork);

/* cusolverDnZungqr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZungqr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork);

/* cusolverDnSorgqr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSorgqr(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, float *A, int lda, const float *tau, float *work, int lwork, int *info);

/* cusolverDnDorgqr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDorgqr(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, double *A, int lda, const double *tau, double *work, int lwork, int *info);

/* cusolverDnCungqr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCungqr(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info);

/* cusolverDnZungqr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZungqr(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info);

/* cusolverDnSormqr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSormqr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork);

/* cusolverDnDormqr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDormqr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork);

/* cusolverDnCunmqr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCunmqr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork);

/* cusolverDnZunmqr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZunmqr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork);

/* cusolverDnSormqr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: C, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnSormqr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau, float *C, int ldc, float *work, int lwork, int *devInfo);

/* cusolverDnDormqr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: C, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnDormqr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau, double *C, int ldc, double *work, int lwork, int *devInfo);

/* cusolverDnCunmqr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: C, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnCunmqr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, cuComplex *C, int ldc, cuComplex *work, int lwork, int *devInfo);

/* cusolverDnZunmqr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: C, work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnZunmqr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *devInfo);

/* cusolverDnSsytrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSsytrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int n, float *A, int lda, int *lwork);

/* cusolverDnDsytrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDsytrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int n, double *A, int lda, int *lwork);

/* cusolverDnCsytrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCsytrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int *lwork);

/* cusolverDnZsytrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZsytrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int *lwork);

/* cusolverDnSsytrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, ipiv, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSsytrf(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *ipiv, float *work, int lwork, int *info);

/* cusolverDnDsytrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, ipiv, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDsytrf(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *ipiv, double *work, int lwork, int *info);

/* cusolverDnCsytrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, ipiv, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCsytrf(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *ipiv, cuComplex *work, int lwork, int *info);

/* cusolverDnZsytrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, ipiv, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZsytrf(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *ipiv, cuDoubleComplex *work, int lwork, int *info);

/* cusolverDnXsytrs_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: B, workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXsytrs_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXsytrs.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: B, bufferOnDevice, bufferOnHost, info.
 */
BD_API cusolverStatus_t bd_cusolverDnXsytrs(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);

/* cusolverDnSsytri_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSsytri_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, int *lwork);

/* cusolverDnDsytri_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDsytri_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, int *lwork);

/* cusolverDnCsytri_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCsytri_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, int *lwork);

/* cusolverDnZsytri_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZsytri_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, int *lwork);

/* cusolverDnSsytri.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSsytri(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, float *work, int lwork, int *info);

/* cusolverDnDsytri.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDsytri(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, double *work, int lwork, int *info);

/* cusolverDnCsytri.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCsytri(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, cuComplex *work, int lwork, int *info);

/* cusolverDnZsytri.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZsytri(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, cuDoubleComplex *work, int lwork, int *info);

/* cusolverDnSgebrd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSgebrd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *Lwork);

/* cusolverDnDgebrd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDgebrd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *Lwork);

/* cusolverDnCgebrd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCgebrd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *Lwork);

/* cusolverDnZgebrd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: Lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZgebrd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *Lwork);

/* cusolverDnSgebrd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, D, E, TAUQ, TAUP, Work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnSgebrd(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *D, float *E, float *TAUQ, float *TAUP, float *Work, int Lwork, int *devInfo);

/* cusolverDnDgebrd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, D, E, TAUQ, TAUP, Work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnDgebrd(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *D, double *E, double *TAUQ, double *TAUP, double *Work, int Lwork, int *devInfo);

/* cusolverDnCgebrd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, D, E, TAUQ, TAUP, Work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnCgebrd(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, float *D, float *E, cuComplex *TAUQ, cuComplex *TAUP, cuComplex *Work, int Lwork, int *devInfo);

/* cusolverDnZgebrd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, D, E, TAUQ, TAUP, Work, devInfo.
 */
BD_API cusolverStatus_t bd_cusolverDnZgebrd(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, double *D, double *E, cuDoubleComplex *TAUQ, cuDoubleComplex *TAUP, cuDoubleComplex *Work, int Lwork, int *devInfo);

/* cusolverDnSorgbr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSorgbr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork);

/* cusolverDnDorgbr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDorgbr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork);

/* cusolverDnCungbr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCungbr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork);

/* cusolverDnZungbr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZungbr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork);

/* cusolverDnSorgbr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSorgbr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, float *A, int lda, const float *tau, float *work, int lwork, int *info);

/* cusolverDnDorgbr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDorgbr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, double *A, int lda, const double *tau, double *work, int lwork, int *info);

/* cusolverDnCungbr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCungbr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info);

/* cusolverDnZungbr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZungbr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info);

/* cusolverDnSsytrd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSsytrd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *d, const float *e, const float *tau, int *lwork);

/* cusolverDnDsytrd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDsytrd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *d, const double *e, const double *tau, int *lwork);

/* cusolverDnChetrd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnChetrd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *d, const float *e, const cuComplex *tau, int *lwork);

/* cusolverDnZhetrd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZhetrd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *d, const double *e, const cuDoubleComplex *tau, int *lwork);

/* cusolverDnSsytrd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, d, e, tau, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSsytrd(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *d, float *e, float *tau, float *work, int lwork, int *info);

/* cusolverDnDsytrd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, d, e, tau, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDsytrd(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *d, double *e, double *tau, double *work, int lwork, int *info);

/* cusolverDnChetrd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, d, e, tau, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnChetrd(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *d, float *e, cuComplex *tau, cuComplex *work, int lwork, int *info);

/* cusolverDnZhetrd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, d, e, tau, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZhetrd(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *d, double *e, cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info);

/* cusolverDnSorgtr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSorgtr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *tau, int *lwork);

/* cusolverDnDorgtr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDorgtr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *tau, int *lwork);

/* cusolverDnCungtr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCungtr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *tau, int *lwork);

/* cusolverDnZungtr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZungtr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork);

/* cusolverDnSorgtr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSorgtr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const float *tau, float *work, int lwork, int *info);

/* cusolverDnDorgtr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDorgtr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const double *tau, double *work, int lwork, int *info);

/* cusolverDnCungtr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCungtr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info);

/* cusolverDnZungtr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZungtr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info);

/* cusolverDnSormtr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSormtr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork);

/* cusolverDnDormtr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDormtr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork);

/* cusolverDnCunmtr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCunmtr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork);

/* cusolverDnZunmtr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZunmtr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork);

/* cusolverDnSormtr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, tau, C, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSormtr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, float *A, int lda, float *tau, float *C, int ldc, float *work, int lwork, int *info);

/* cusolverDnDormtr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, tau, C, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDormtr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, double *A, int lda, double *tau, double *C, int ldc, double *work, int lwork, int *info);

/* cusolverDnCunmtr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, tau, C, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCunmtr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuComplex *A, int lda, cuComplex *tau, cuComplex *C, int ldc, cuComplex *work, int lwork, int *info);

/* cusolverDnZunmtr.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, tau, C, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZunmtr(bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *info);

/* cusolverDnSgesvd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSgesvd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *lwork);

/* cusolverDnDgesvd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDgesvd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *lwork);

/* cusolverDnCgesvd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCgesvd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *lwork);

/* cusolverDnZgesvd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZgesvd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *lwork);

/* cusolverDnSgesvd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, S, U, VT, work, rwork, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSgesvd(bound_dev_t *bd, cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *VT, int ldvt, float *work, int lwork, float *rwork, int *info);

/* cusolverDnDgesvd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, S, U, VT, work, rwork, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDgesvd(bound_dev_t *bd, cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *VT, int ldvt, double *work, int lwork, double *rwork, int *info);

/* cusolverDnCgesvd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, S, U, VT, work, rwork, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCgesvd(bound_dev_t *bd, cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *VT, int ldvt, cuComplex *work, int lwork, float *rwork, int *info);

/* cusolverDnZgesvd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, S, U, VT, work, rwork, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZgesvd(bound_dev_t *bd, cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *VT, int ldvt, cuDoubleComplex *work, int lwork, double *rwork, int *info);

/* cusolverDnSsyevd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSsyevd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork);

/* cusolverDnDsyevd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDsyevd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork);

/* cusolverDnCheevd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCheevd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork);

/* cusolverDnZheevd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZheevd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork);

/* cusolverDnSsyevd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSsyevd(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info);

/* cusolverDnDsyevd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDsyevd(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info);

/* cusolverDnCheevd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCheevd(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info);

/* cusolverDnZheevd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZheevd(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info);

/* cusolverDnSsyevdx_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: meig, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSsyevdx_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork);

/* cusolverDnDsyevdx_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: meig, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDsyevdx_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork);

/* cusolverDnCheevdx_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: meig, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCheevdx_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork);

/* cusolverDnZheevdx_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: meig, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZheevdx_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork);

/* cusolverDnSsyevdx.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, meig, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSsyevdx(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info);

/* cusolverDnDsyevdx.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, meig, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDsyevdx(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info);

/* cusolverDnCheevdx.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, meig, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCheevdx(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info);

/* cusolverDnZheevdx.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, meig, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZheevdx(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info);

/* cusolverDnSsygvdx_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: meig, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSsygvdx_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork);

/* cusolverDnDsygvdx_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: meig, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDsygvdx_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork);

/* cusolverDnChegvdx_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: meig, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnChegvdx_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork);

/* cusolverDnZhegvdx_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: meig, lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZhegvdx_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork);

/* cusolverDnSsygvdx.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, meig, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSsygvdx(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info);

/* cusolverDnDsygvdx.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, meig, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDsygvdx(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info);

/* cusolverDnChegvdx.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, meig, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnChegvdx(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info);

/* cusolverDnZhegvdx.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, meig, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZhegvdx(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info);

/* cusolverDnSsygvd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSsygvd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork);

/* cusolverDnDsygvd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDsygvd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork);

/* cusolverDnChegvd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnChegvd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork);

/* cusolverDnZhegvd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZhegvd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork);

/* cusolverDnSsygvd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSsygvd(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info);

/* cusolverDnDsygvd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDsygvd(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info);

/* cusolverDnChegvd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnChegvd(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info);

/* cusolverDnZhegvd.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: A, B, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZhegvd(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info);

/* cusolverDnCreateSyevjInfo.
 * Creates: info.
 */
BD_API cusolverStatus_t bd_cusolverDnCreateSyevjInfo(bound_dev_t *bd, syevjInfo_t *info);

/* cusolverDnDestroySyevjInfo.
 * Destroys: info.
 */
BD_API cusolverStatus_t bd_cusolverDnDestroySyevjInfo(bound_dev_t *bd, syevjInfo_t info);

/* cusolverDnXsyevjSetTolerance.
 * Must belong to the binding's device: info (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnXsyevjSetTolerance(bound_dev_t *bd, syevjInfo_t info, double tolerance);

/* cusolverDnXsyevjSetMaxSweeps.
 * Must belong to the binding's device: info (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnXsyevjSetMaxSweeps(bound_dev_t *bd, syevjInfo_t info, int max_sweeps);

/* cusolverDnXsyevjSetSortEig.
 * Must belong to the binding's device: info (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnXsyevjSetSortEig(bound_dev_t *bd, syevjInfo_t info, int sort_eig);

/* cusolverDnXsyevjGetResidual.
 * Must belong to the binding's device: handle (cusolver_dn_handle), info (cusolver_info).
 * Writes through: residual.
 */
BD_API cusolverStatus_t bd_cusolverDnXsyevjGetResidual(bound_dev_t *bd, cusolverDnHandle_t handle, syevjInfo_t info, double *residual);

/* cusolverDnXsyevjGetSweeps.
 * Must belong to the binding's device: handle (cusolver_dn_handle), info (cusolver_info).
 * Writes through: executed_sweeps.
 */
BD_API cusolverStatus_t bd_cusolverDnXsyevjGetSweeps(bound_dev_t *bd, cusolverDnHandle_t handle, syevjInfo_t info, int *executed_sweeps);

/* cusolverDnSsyevjBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSsyevjBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize);

/* cusolverDnDsyevjBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDsyevjBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize);

/* cusolverDnCheevjBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCheevjBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize);

/* cusolverDnZheevjBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZheevjBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize);

/* cusolverDnSsyevjBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSsyevjBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params, int batchSize);

/* cusolverDnDsyevjBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDsyevjBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params, int batchSize);

/* cusolverDnCheevjBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCheevjBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize);

/* cusolverDnZheevjBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZheevjBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize);

/* cusolverDnSsyevj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSsyevj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params);

/* cusolverDnDsyevj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDsyevj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params);

/* cusolverDnCheevj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCheevj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params);

/* cusolverDnZheevj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZheevj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params);

/* cusolverDnSsyevj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSsyevj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params);

/* cusolverDnDsyevj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDsyevj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params);

/* cusolverDnCheevj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCheevj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params);

/* cusolverDnZheevj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZheevj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params);

/* cusolverDnSsygvj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSsygvj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork, syevjInfo_t params);

/* cusolverDnDsygvj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDsygvj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork, syevjInfo_t params);

/* cusolverDnChegvj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnChegvj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork, syevjInfo_t params);

/* cusolverDnZhegvj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZhegvj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork, syevjInfo_t params);

/* cusolverDnSsygvj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, B, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSsygvj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info, syevjInfo_t params);

/* cusolverDnDsygvj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, B, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDsygvj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info, syevjInfo_t params);

/* cusolverDnChegvj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, B, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnChegvj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params);

/* cusolverDnZhegvj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, B, W, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZhegvj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params);

/* cusolverDnCreateGesvdjInfo.
 * Creates: info.
 */
BD_API cusolverStatus_t bd_cusolverDnCreateGesvdjInfo(bound_dev_t *bd, gesvdjInfo_t *info);

/* cusolverDnDestroyGesvdjInfo.
 * Destroys: info.
 */
BD_API cusolverStatus_t bd_cusolverDnDestroyGesvdjInfo(bound_dev_t *bd, gesvdjInfo_t info);

/* cusolverDnXgesvdjSetTolerance.
 * Must belong to the binding's device: info (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnXgesvdjSetTolerance(bound_dev_t *bd, gesvdjInfo_t info, double tolerance);

/* cusolverDnXgesvdjSetMaxSweeps.
 * Must belong to the binding's device: info (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnXgesvdjSetMaxSweeps(bound_dev_t *bd, gesvdjInfo_t info, int max_sweeps);

/* cusolverDnXgesvdjSetSortEig.
 * Must belong to the binding's device: info (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnXgesvdjSetSortEig(bound_dev_t *bd, gesvdjInfo_t info, int sort_svd);

/* cusolverDnXgesvdjGetResidual.
 * Must belong to the binding's device: handle (cusolver_dn_handle), info (cusolver_info).
 * Writes through: residual.
 */
BD_API cusolverStatus_t bd_cusolverDnXgesvdjGetResidual(bound_dev_t *bd, cusolverDnHandle_t handle, gesvdjInfo_t info, double *residual);

/* cusolverDnXgesvdjGetSweeps.
 * Must belong to the binding's device: handle (cusolver_dn_handle), info (cusolver_info).
 * Writes through: executed_sweeps.
 */
BD_API cusolverStatus_t bd_cusolverDnXgesvdjGetSweeps(bound_dev_t *bd, cusolverDnHandle_t handle, gesvdjInfo_t info, int *executed_sweeps);

/* cusolverDnSgesvdjBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSgesvdjBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize);

/* cusolverDnDgesvdjBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDgesvdjBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize);

/* cusolverDnCgesvdjBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCgesvdjBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize);

/* cusolverDnZgesvdjBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZgesvdjBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize);

/* cusolverDnSgesvdjBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, S, U, V, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSgesvdjBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params, int batchSize);

/* cusolverDnDgesvdjBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, S, U, V, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDgesvdjBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params, int batchSize);

/* cusolverDnCgesvdjBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, S, U, V, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCgesvdjBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize);

/* cusolverDnZgesvdjBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, S, U, V, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZgesvdjBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize);

/* cusolverDnSgesvdj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSgesvdj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params);

/* cusolverDnDgesvdj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDgesvdj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params);

/* cusolverDnCgesvdj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCgesvdj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params);

/* cusolverDnZgesvdj_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZgesvdj_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params);

/* cusolverDnSgesvdj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, S, U, V, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnSgesvdj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params);

/* cusolverDnDgesvdj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, S, U, V, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnDgesvdj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params);

/* cusolverDnCgesvdj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, S, U, V, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnCgesvdj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params);

/* cusolverDnZgesvdj.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, S, U, V, work, info.
 */
BD_API cusolverStatus_t bd_cusolverDnZgesvdj(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params);

/* cusolverDnSgesvdaStridedBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnSgesvdaStridedBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, const float *d_S, long long strideS, const float *d_U, int ldu, long long strideU, const float *d_V, int ldv, long long strideV, int *lwork, int batchSize);

/* cusolverDnDgesvdaStridedBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnDgesvdaStridedBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, const double *d_S, long long strideS, const double *d_U, int ldu, long long strideU, const double *d_V, int ldv, long long strideV, int *lwork, int batchSize);

/* cusolverDnCgesvdaStridedBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnCgesvdaStridedBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, const float *d_S, long long strideS, const cuComplex *d_U, int ldu, long long strideU, const cuComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize);

/* cusolverDnZgesvdaStridedBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: lwork.
 */
BD_API cusolverStatus_t bd_cusolverDnZgesvdaStridedBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, const double *d_S, long long strideS, const cuDoubleComplex *d_U, int ldu, long long strideU, const cuDoubleComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize);

/* cusolverDnSgesvdaStridedBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: d_S, d_U, d_V, d_work, d_info, h_R_nrmF.
 */
BD_API cusolverStatus_t bd_cusolverDnSgesvdaStridedBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, float *d_S, long long strideS, float *d_U, int ldu, long long strideU, float *d_V, int ldv, long long strideV, float *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize);

/* cusolverDnDgesvdaStridedBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: d_S, d_U, d_V, d_work, d_info, h_R_nrmF.
 */
BD_API cusolverStatus_t bd_cusolverDnDgesvdaStridedBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, double *d_S, long long strideS, double *d_U, int ldu, long long strideU, double *d_V, int ldv, long long strideV, double *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize);

/* cusolverDnCgesvdaStridedBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: d_S, d_U, d_V, d_work, d_info, h_R_nrmF.
 */
BD_API cusolverStatus_t bd_cusolverDnCgesvdaStridedBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, float *d_S, long long strideS, cuComplex *d_U, int ldu, long long strideU, cuComplex *d_V, int ldv, long long strideV, cuComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize);

/* cusolverDnZgesvdaStridedBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle).
 * Writes through: d_S, d_U, d_V, d_work, d_info, h_R_nrmF.
 */
BD_API cusolverStatus_t bd_cusolverDnZgesvdaStridedBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, double *d_S, long long strideS, cuDoubleComplex *d_U, int ldu, long long strideU, cuDoubleComplex *d_V, int ldv, long long strideV, cuDoubleComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize);

/* cusolverDnCreateParams.
 * Creates: params.
 */
BD_API cusolverStatus_t bd_cusolverDnCreateParams(bound_dev_t *bd, cusolverDnParams_t *params);

/* cusolverDnDestroyParams.
 * Destroys: params.
 */
BD_API cusolverStatus_t bd_cusolverDnDestroyParams(bound_dev_t *bd, cusolverDnParams_t params);

/* cusolverDnSetAdvOptions.
 * Must belong to the binding's device: params (cusolver_info).
 */
BD_API cusolverStatus_t bd_cusolverDnSetAdvOptions(bound_dev_t *bd, cusolverDnParams_t params, cusolverDnFunction_t function, cusolverAlgMode_t algo);

/* cusolverDnXpotrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXpotrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXpotrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, bufferOnDevice, bufferOnHost, info.
 */
BD_API cusolverStatus_t bd_cusolverDnXpotrf(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);

/* cusolverDnXpotrs.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: B, info.
 */
BD_API cusolverStatus_t bd_cusolverDnXpotrs(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeB, void *B, int64_t ldb, int *info);

/* cusolverDnXgeqrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXgeqrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeTau, const void *tau, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXgeqrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, tau, bufferOnDevice, bufferOnHost, info.
 */
BD_API cusolverStatus_t bd_cusolverDnXgeqrf(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeTau, void *tau, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);

/* cusolverDnXgetrf_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXgetrf_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXgetrf.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, ipiv, bufferOnDevice, bufferOnHost, info.
 */
BD_API cusolverStatus_t bd_cusolverDnXgetrf(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, int64_t *ipiv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);

/* cusolverDnXgetrs.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: B, info.
 */
BD_API cusolverStatus_t bd_cusolverDnXgetrs(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cublasOperation_t trans, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, int *info);

/* cusolverDnXsyevd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXsyevd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXsyevd.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, W, bufferOnDevice, bufferOnHost, info.
 */
BD_API cusolverStatus_t bd_cusolverDnXsyevd(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);

/* cusolverDnXsyevBatched_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXsyevBatched_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, int64_t batchSize);

/* cusolverDnXsyevBatched.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, W, bufferOnDevice, bufferOnHost, info.
 */
BD_API cusolverStatus_t bd_cusolverDnXsyevBatched(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, int64_t batchSize);

/* cusolverDnXsyevdx_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: vl, vu, h_meig, workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXsyevdx_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *h_meig, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXsyevdx.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, vl, vu, meig64, W, bufferOnDevice, bufferOnHost, info.
 */
BD_API cusolverStatus_t bd_cusolverDnXsyevdx(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *meig64, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);

/* cusolverDnXgeev_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXgeev_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType dataTypeVL, const void *VL, int64_t ldvl, cudaDataType dataTypeVR, const void *VR, int64_t ldvr, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXgeev.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, W, VL, VR, bufferOnDevice, bufferOnHost, info.
 */
BD_API cusolverStatus_t bd_cusolverDnXgeev(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType dataTypeVL, void *VL, int64_t ldvl, cudaDataType dataTypeVR, void *VR, int64_t ldvr, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);

/* cusolverDnXgesvd_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXgesvd_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeVT, const void *VT, int64_t ldvt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXgesvd.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, S, U, VT, bufferOnDevice, bufferOnHost, info.
 */
BD_API cusolverStatus_t bd_cusolverDnXgesvd(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeVT, void *VT, int64_t ldvt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info);

/* cusolverDnXgesvdp_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXgesvdp_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXgesvdp.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, S, U, V, bufferOnDevice, bufferOnHost, d_info, h_err_sigma.
 */
BD_API cusolverStatus_t bd_cusolverDnXgesvdp(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeV, void *V, int64_t ldv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info, double *h_err_sigma);

/* cusolverDnXgesvdr_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXgesvdr_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeSrand, const void *Srand, cudaDataType dataTypeUrand, const void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, const void *Vrand, int64_t ldVrand, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXgesvdr.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: A, Srand, Urand, Vrand, bufferOnDevice, bufferOnHost, d_info.
 */
BD_API cusolverStatus_t bd_cusolverDnXgesvdr(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeSrand, void *Srand, cudaDataType dataTypeUrand, void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, void *Vrand, int64_t ldVrand, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info);

/* cusolverDnXlarft_bufferSize.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: T, workspaceInBytesOnDevice, workspaceInBytesOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXlarft_bufferSize(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost);

/* cusolverDnXlarft.
 * Must belong to the binding's device: handle (cusolver_dn_handle), params (cusolver_info).
 * Writes through: T, bufferOnDevice, bufferOnHost.
 */
BD_API cusolverStatus_t bd_cusolverDnXlarft(bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost);

/* cusolverDnLoggerSetCallback.
 */
BD_API cusolverStatus_t bd_cusolverDnLoggerSetCallback(bound_dev_t *bd, cusolverDnLoggerCallback_t callback);

/* cusolverDnLoggerSetFile.
 * Writes through: file.
 */
BD_API cusolverStatus_t bd_cusolverDnLoggerSetFile(bound_dev_t *bd, FILE *file);

/* cusolverDnLoggerOpenFile.
 */
BD_API cusolverStatus_t bd_cusolverDnLoggerOpenFile(bound_dev_t *bd, const char *logFile);

/* cusolverDnLoggerSetLevel.
 */
BD_API cusolverStatus_t bd_cusolverDnLoggerSetLevel(bound_dev_t *bd, int level);

/* cusolverDnLoggerSetMask.
 */
BD_API cusolverStatus_t bd_cusolverDnLoggerSetMask(bound_dev_t *bd, int mask);

/* cusolverDnLoggerForceDisable.
 */
BD_API cusolverStatus_t bd_cusolverDnLoggerForceDisable(bound_dev_t *bd);
BD_SUPPRESS_DEPRECATED_END

#if CUBOUND_INLINE
BD_SUPPRESS_DEPRECATED_BEGIN

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCreate(cusolverDnHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCreate(bd, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCreate(cusolverDnHandle_t *handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCreate(handle, bd, bd_file, bd_line) : bd_cusolverDnCreate(bd, handle);
}

static inline cusolverStatus_t bd_inline_cusolverDnCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCreate)(handle)
                                 : bd_gen_at_cusolverDnCreate(handle, bd, bd_file, bd_line);
}
#define bd_cusolverDnCreate(bd, handle) bd_inline_cusolverDnCreate(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDestroy(cusolverDnHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDestroy(bd, handle);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDestroy(cusolverDnHandle_t handle, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDestroy(handle, bd, bd_file, bd_line) : bd_cusolverDnDestroy(bd, handle);
}

static inline cusolverStatus_t bd_inline_cusolverDnDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDestroy)(handle)
                                 : bd_gen_at_cusolverDnDestroy(handle, bd, bd_file, bd_line);
}
#define bd_cusolverDnDestroy(bd, handle) bd_inline_cusolverDnDestroy(__FILE__, __LINE__, bd, handle)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSetStream(cusolverDnHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSetStream(bd, handle, streamId);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSetStream(cusolverDnHandle_t handle, cudaStream_t streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSetStream(handle, streamId, bd, bd_file, bd_line) : bd_cusolverDnSetStream(bd, handle, streamId);
}

static inline cusolverStatus_t bd_inline_cusolverDnSetStream(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cudaStream_t streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSetStream)(handle, streamId)
                                 : bd_gen_at_cusolverDnSetStream(handle, streamId, bd, bd_file, bd_line);
}
#define bd_cusolverDnSetStream(bd, handle, streamId) bd_inline_cusolverDnSetStream(__FILE__, __LINE__, bd, handle, streamId)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnGetStream(cusolverDnHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnGetStream(bd, handle, streamId);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnGetStream(cusolverDnHandle_t handle, cudaStream_t *streamId, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnGetStream(handle, streamId, bd, bd_file, bd_line) : bd_cusolverDnGetStream(bd, handle, streamId);
}

static inline cusolverStatus_t bd_inline_cusolverDnGetStream(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cudaStream_t *streamId)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnGetStream)(handle, streamId)
                                 : bd_gen_at_cusolverDnGetStream(handle, streamId, bd, bd_file, bd_line);
}
#define bd_cusolverDnGetStream(bd, handle, streamId) bd_inline_cusolverDnGetStream(__FILE__, __LINE__, bd, handle, streamId)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSetDeterministicMode(cusolverDnHandle_t handle, cusolverDeterministicMode_t mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSetDeterministicMode(bd, handle, mode);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSetDeterministicMode(cusolverDnHandle_t handle, cusolverDeterministicMode_t mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSetDeterministicMode(handle, mode, bd, bd_file, bd_line) : bd_cusolverDnSetDeterministicMode(bd, handle, mode);
}

static inline cusolverStatus_t bd_inline_cusolverDnSetDeterministicMode(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDeterministicMode_t mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSetDeterministicMode)(handle, mode)
                                 : bd_gen_at_cusolverDnSetDeterministicMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cusolverDnSetDeterministicMode(bd, handle, mode) bd_inline_cusolverDnSetDeterministicMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnGetDeterministicMode(cusolverDnHandle_t handle, cusolverDeterministicMode_t *mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnGetDeterministicMode(bd, handle, mode);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnGetDeterministicMode(cusolverDnHandle_t handle, cusolverDeterministicMode_t *mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnGetDeterministicMode(handle, mode, bd, bd_file, bd_line) : bd_cusolverDnGetDeterministicMode(bd, handle, mode);
}

static inline cusolverStatus_t bd_inline_cusolverDnGetDeterministicMode(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDeterministicMode_t *mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnGetDeterministicMode)(handle, mode)
                                 : bd_gen_at_cusolverDnGetDeterministicMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cusolverDnGetDeterministicMode(bd, handle, mode) bd_inline_cusolverDnGetDeterministicMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSetMathMode(cusolverDnHandle_t handle, cusolverMathMode_t mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSetMathMode(bd, handle, mode);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSetMathMode(cusolverDnHandle_t handle, cusolverMathMode_t mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSetMathMode(handle, mode, bd, bd_file, bd_line) : bd_cusolverDnSetMathMode(bd, handle, mode);
}

static inline cusolverStatus_t bd_inline_cusolverDnSetMathMode(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverMathMode_t mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSetMathMode)(handle, mode)
                                 : bd_gen_at_cusolverDnSetMathMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cusolverDnSetMathMode(bd, handle, mode) bd_inline_cusolverDnSetMathMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnGetMathMode(cusolverDnHandle_t handle, cusolverMathMode_t *mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnGetMathMode(bd, handle, mode);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnGetMathMode(cusolverDnHandle_t handle, cusolverMathMode_t *mode, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnGetMathMode(handle, mode, bd, bd_file, bd_line) : bd_cusolverDnGetMathMode(bd, handle, mode);
}

static inline cusolverStatus_t bd_inline_cusolverDnGetMathMode(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverMathMode_t *mode)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnGetMathMode)(handle, mode)
                                 : bd_gen_at_cusolverDnGetMathMode(handle, mode, bd, bd_file, bd_line);
}
#define bd_cusolverDnGetMathMode(bd, handle, mode) bd_inline_cusolverDnGetMathMode(__FILE__, __LINE__, bd, handle, mode)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSetEmulationStrategy(cusolverDnHandle_t handle, cudaEmulationStrategy_t strategy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSetEmulationStrategy(bd, handle, strategy);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSetEmulationStrategy(cusolverDnHandle_t handle, cudaEmulationStrategy_t strategy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSetEmulationStrategy(handle, strategy, bd, bd_file, bd_line) : bd_cusolverDnSetEmulationStrategy(bd, handle, strategy);
}

static inline cusolverStatus_t bd_inline_cusolverDnSetEmulationStrategy(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cudaEmulationStrategy_t strategy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSetEmulationStrategy)(handle, strategy)
                                 : bd_gen_at_cusolverDnSetEmulationStrategy(handle, strategy, bd, bd_file, bd_line);
}
#define bd_cusolverDnSetEmulationStrategy(bd, handle, strategy) bd_inline_cusolverDnSetEmulationStrategy(__FILE__, __LINE__, bd, handle, strategy)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnGetEmulationStrategy(cusolverDnHandle_t handle, cudaEmulationStrategy_t *strategy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnGetEmulationStrategy(bd, handle, strategy);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnGetEmulationStrategy(cusolverDnHandle_t handle, cudaEmulationStrategy_t *strategy, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnGetEmulationStrategy(handle, strategy, bd, bd_file, bd_line) : bd_cusolverDnGetEmulationStrategy(bd, handle, strategy);
}

static inline cusolverStatus_t bd_inline_cusolverDnGetEmulationStrategy(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cudaEmulationStrategy_t *strategy)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnGetEmulationStrategy)(handle, strategy)
                                 : bd_gen_at_cusolverDnGetEmulationStrategy(handle, strategy, bd, bd_file, bd_line);
}
#define bd_cusolverDnGetEmulationStrategy(bd, handle, strategy) bd_inline_cusolverDnGetEmulationStrategy(__FILE__, __LINE__, bd, handle, strategy)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsCreate(cusolverDnIRSParams_t *params_ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsCreate(bd, params_ptr);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsCreate(cusolverDnIRSParams_t *params_ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsCreate(params_ptr, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsCreate(bd, params_ptr);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t *params_ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsCreate)(params_ptr)
                                 : bd_gen_at_cusolverDnIRSParamsCreate(params_ptr, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsCreate(bd, params_ptr) bd_inline_cusolverDnIRSParamsCreate(__FILE__, __LINE__, bd, params_ptr)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsDestroy(cusolverDnIRSParams_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsDestroy(bd, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsDestroy(cusolverDnIRSParams_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsDestroy(params, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsDestroy(bd, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsDestroy)(params)
                                 : bd_gen_at_cusolverDnIRSParamsDestroy(params, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsDestroy(bd, params) bd_inline_cusolverDnIRSParamsDestroy(__FILE__, __LINE__, bd, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsSetRefinementSolver(cusolverDnIRSParams_t params, cusolverIRSRefinement_t refinement_solver, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsSetRefinementSolver(bd, params, refinement_solver);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsSetRefinementSolver(cusolverDnIRSParams_t params, cusolverIRSRefinement_t refinement_solver, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsSetRefinementSolver(params, refinement_solver, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsSetRefinementSolver(bd, params, refinement_solver);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsSetRefinementSolver(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params, cusolverIRSRefinement_t refinement_solver)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsSetRefinementSolver)(params, refinement_solver)
                                 : bd_gen_at_cusolverDnIRSParamsSetRefinementSolver(params, refinement_solver, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsSetRefinementSolver(bd, params, refinement_solver) bd_inline_cusolverDnIRSParamsSetRefinementSolver(__FILE__, __LINE__, bd, params, refinement_solver)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsSetSolverMainPrecision(cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsSetSolverMainPrecision(bd, params, solver_main_precision);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsSetSolverMainPrecision(cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsSetSolverMainPrecision(params, solver_main_precision, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsSetSolverMainPrecision(bd, params, solver_main_precision);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsSetSolverMainPrecision(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsSetSolverMainPrecision)(params, solver_main_precision)
                                 : bd_gen_at_cusolverDnIRSParamsSetSolverMainPrecision(params, solver_main_precision, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsSetSolverMainPrecision(bd, params, solver_main_precision) bd_inline_cusolverDnIRSParamsSetSolverMainPrecision(__FILE__, __LINE__, bd, params, solver_main_precision)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsSetSolverLowestPrecision(cusolverDnIRSParams_t params, cusolverPrecType_t solver_lowest_precision, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsSetSolverLowestPrecision(bd, params, solver_lowest_precision);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsSetSolverLowestPrecision(cusolverDnIRSParams_t params, cusolverPrecType_t solver_lowest_precision, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsSetSolverLowestPrecision(params, solver_lowest_precision, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsSetSolverLowestPrecision(bd, params, solver_lowest_precision);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsSetSolverLowestPrecision(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params, cusolverPrecType_t solver_lowest_precision)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsSetSolverLowestPrecision)(params, solver_lowest_precision)
                                 : bd_gen_at_cusolverDnIRSParamsSetSolverLowestPrecision(params, solver_lowest_precision, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsSetSolverLowestPrecision(bd, params, solver_lowest_precision) bd_inline_cusolverDnIRSParamsSetSolverLowestPrecision(__FILE__, __LINE__, bd, params, solver_lowest_precision)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsSetSolverPrecisions(cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision, cusolverPrecType_t solver_lowest_precision, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsSetSolverPrecisions(bd, params, solver_main_precision, solver_lowest_precision);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsSetSolverPrecisions(cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision, cusolverPrecType_t solver_lowest_precision, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsSetSolverPrecisions(params, solver_main_precision, solver_lowest_precision, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsSetSolverPrecisions(bd, params, solver_main_precision, solver_lowest_precision);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsSetSolverPrecisions(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params, cusolverPrecType_t solver_main_precision, cusolverPrecType_t solver_lowest_precision)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsSetSolverPrecisions)(params, solver_main_precision, solver_lowest_precision)
                                 : bd_gen_at_cusolverDnIRSParamsSetSolverPrecisions(params, solver_main_precision, solver_lowest_precision, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsSetSolverPrecisions(bd, params, solver_main_precision, solver_lowest_precision) bd_inline_cusolverDnIRSParamsSetSolverPrecisions(__FILE__, __LINE__, bd, params, solver_main_precision, solver_lowest_precision)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsSetTol(cusolverDnIRSParams_t params, double val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsSetTol(bd, params, val);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsSetTol(cusolverDnIRSParams_t params, double val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsSetTol(params, val, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsSetTol(bd, params, val);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsSetTol(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params, double val)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsSetTol)(params, val)
                                 : bd_gen_at_cusolverDnIRSParamsSetTol(params, val, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsSetTol(bd, params, val) bd_inline_cusolverDnIRSParamsSetTol(__FILE__, __LINE__, bd, params, val)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsSetTolInner(cusolverDnIRSParams_t params, double val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsSetTolInner(bd, params, val);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsSetTolInner(cusolverDnIRSParams_t params, double val, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsSetTolInner(params, val, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsSetTolInner(bd, params, val);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsSetTolInner(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params, double val)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsSetTolInner)(params, val)
                                 : bd_gen_at_cusolverDnIRSParamsSetTolInner(params, val, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsSetTolInner(bd, params, val) bd_inline_cusolverDnIRSParamsSetTolInner(__FILE__, __LINE__, bd, params, val)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsSetMaxIters(cusolverDnIRSParams_t params, cusolver_int_t maxiters, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsSetMaxIters(bd, params, maxiters);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsSetMaxIters(cusolverDnIRSParams_t params, cusolver_int_t maxiters, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsSetMaxIters(params, maxiters, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsSetMaxIters(bd, params, maxiters);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsSetMaxIters(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params, cusolver_int_t maxiters)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsSetMaxIters)(params, maxiters)
                                 : bd_gen_at_cusolverDnIRSParamsSetMaxIters(params, maxiters, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsSetMaxIters(bd, params, maxiters) bd_inline_cusolverDnIRSParamsSetMaxIters(__FILE__, __LINE__, bd, params, maxiters)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsSetMaxItersInner(cusolverDnIRSParams_t params, cusolver_int_t maxiters_inner, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsSetMaxItersInner(bd, params, maxiters_inner);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsSetMaxItersInner(cusolverDnIRSParams_t params, cusolver_int_t maxiters_inner, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsSetMaxItersInner(params, maxiters_inner, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsSetMaxItersInner(bd, params, maxiters_inner);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsSetMaxItersInner(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params, cusolver_int_t maxiters_inner)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsSetMaxItersInner)(params, maxiters_inner)
                                 : bd_gen_at_cusolverDnIRSParamsSetMaxItersInner(params, maxiters_inner, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsSetMaxItersInner(bd, params, maxiters_inner) bd_inline_cusolverDnIRSParamsSetMaxItersInner(__FILE__, __LINE__, bd, params, maxiters_inner)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsGetMaxIters(cusolverDnIRSParams_t params, cusolver_int_t *maxiters, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsGetMaxIters(bd, params, maxiters);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsGetMaxIters(cusolverDnIRSParams_t params, cusolver_int_t *maxiters, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsGetMaxIters(params, maxiters, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsGetMaxIters(bd, params, maxiters);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsGetMaxIters(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params, cusolver_int_t *maxiters)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsGetMaxIters)(params, maxiters)
                                 : bd_gen_at_cusolverDnIRSParamsGetMaxIters(params, maxiters, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsGetMaxIters(bd, params, maxiters) bd_inline_cusolverDnIRSParamsGetMaxIters(__FILE__, __LINE__, bd, params, maxiters)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsEnableFallback(cusolverDnIRSParams_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsEnableFallback(bd, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsEnableFallback(cusolverDnIRSParams_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsEnableFallback(params, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsEnableFallback(bd, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsEnableFallback(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsEnableFallback)(params)
                                 : bd_gen_at_cusolverDnIRSParamsEnableFallback(params, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsEnableFallback(bd, params) bd_inline_cusolverDnIRSParamsEnableFallback(__FILE__, __LINE__, bd, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSParamsDisableFallback(cusolverDnIRSParams_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSParamsDisableFallback(bd, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSParamsDisableFallback(cusolverDnIRSParams_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSParamsDisableFallback(params, bd, bd_file, bd_line) : bd_cusolverDnIRSParamsDisableFallback(bd, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSParamsDisableFallback(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSParams_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSParamsDisableFallback)(params)
                                 : bd_gen_at_cusolverDnIRSParamsDisableFallback(params, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSParamsDisableFallback(bd, params) bd_inline_cusolverDnIRSParamsDisableFallback(__FILE__, __LINE__, bd, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSInfosDestroy(cusolverDnIRSInfos_t infos, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSInfosDestroy(bd, infos);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSInfosDestroy(cusolverDnIRSInfos_t infos, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSInfosDestroy(infos, bd, bd_file, bd_line) : bd_cusolverDnIRSInfosDestroy(bd, infos);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSInfosDestroy(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSInfos_t infos)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSInfosDestroy)(infos)
                                 : bd_gen_at_cusolverDnIRSInfosDestroy(infos, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSInfosDestroy(bd, infos) bd_inline_cusolverDnIRSInfosDestroy(__FILE__, __LINE__, bd, infos)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSInfosCreate(cusolverDnIRSInfos_t *infos_ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSInfosCreate(bd, infos_ptr);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSInfosCreate(cusolverDnIRSInfos_t *infos_ptr, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSInfosCreate(infos_ptr, bd, bd_file, bd_line) : bd_cusolverDnIRSInfosCreate(bd, infos_ptr);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSInfosCreate(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSInfos_t *infos_ptr)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSInfosCreate)(infos_ptr)
                                 : bd_gen_at_cusolverDnIRSInfosCreate(infos_ptr, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSInfosCreate(bd, infos_ptr) bd_inline_cusolverDnIRSInfosCreate(__FILE__, __LINE__, bd, infos_ptr)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSInfosGetNiters(cusolverDnIRSInfos_t infos, cusolver_int_t *niters, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSInfosGetNiters(bd, infos, niters);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSInfosGetNiters(cusolverDnIRSInfos_t infos, cusolver_int_t *niters, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSInfosGetNiters(infos, niters, bd, bd_file, bd_line) : bd_cusolverDnIRSInfosGetNiters(bd, infos, niters);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSInfosGetNiters(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSInfos_t infos, cusolver_int_t *niters)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSInfosGetNiters)(infos, niters)
                                 : bd_gen_at_cusolverDnIRSInfosGetNiters(infos, niters, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSInfosGetNiters(bd, infos, niters) bd_inline_cusolverDnIRSInfosGetNiters(__FILE__, __LINE__, bd, infos, niters)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSInfosGetOuterNiters(cusolverDnIRSInfos_t infos, cusolver_int_t *outer_niters, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSInfosGetOuterNiters(bd, infos, outer_niters);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSInfosGetOuterNiters(cusolverDnIRSInfos_t infos, cusolver_int_t *outer_niters, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSInfosGetOuterNiters(infos, outer_niters, bd, bd_file, bd_line) : bd_cusolverDnIRSInfosGetOuterNiters(bd, infos, outer_niters);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSInfosGetOuterNiters(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSInfos_t infos, cusolver_int_t *outer_niters)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSInfosGetOuterNiters)(infos, outer_niters)
                                 : bd_gen_at_cusolverDnIRSInfosGetOuterNiters(infos, outer_niters, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSInfosGetOuterNiters(bd, infos, outer_niters) bd_inline_cusolverDnIRSInfosGetOuterNiters(__FILE__, __LINE__, bd, infos, outer_niters)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSInfosRequestResidual(cusolverDnIRSInfos_t infos, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSInfosRequestResidual(bd, infos);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSInfosRequestResidual(cusolverDnIRSInfos_t infos, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSInfosRequestResidual(infos, bd, bd_file, bd_line) : bd_cusolverDnIRSInfosRequestResidual(bd, infos);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSInfosRequestResidual(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSInfos_t infos)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSInfosRequestResidual)(infos)
                                 : bd_gen_at_cusolverDnIRSInfosRequestResidual(infos, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSInfosRequestResidual(bd, infos) bd_inline_cusolverDnIRSInfosRequestResidual(__FILE__, __LINE__, bd, infos)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSInfosGetResidualHistory(cusolverDnIRSInfos_t infos, void **residual_history, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSInfosGetResidualHistory(bd, infos, residual_history);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSInfosGetResidualHistory(cusolverDnIRSInfos_t infos, void **residual_history, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSInfosGetResidualHistory(infos, residual_history, bd, bd_file, bd_line) : bd_cusolverDnIRSInfosGetResidualHistory(bd, infos, residual_history);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSInfosGetResidualHistory(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSInfos_t infos, void **residual_history)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSInfosGetResidualHistory)(infos, residual_history)
                                 : bd_gen_at_cusolverDnIRSInfosGetResidualHistory(infos, residual_history, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSInfosGetResidualHistory(bd, infos, residual_history) bd_inline_cusolverDnIRSInfosGetResidualHistory(__FILE__, __LINE__, bd, infos, residual_history)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSInfosGetMaxIters(cusolverDnIRSInfos_t infos, cusolver_int_t *maxiters, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSInfosGetMaxIters(bd, infos, maxiters);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSInfosGetMaxIters(cusolverDnIRSInfos_t infos, cusolver_int_t *maxiters, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSInfosGetMaxIters(infos, maxiters, bd, bd_file, bd_line) : bd_cusolverDnIRSInfosGetMaxIters(bd, infos, maxiters);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSInfosGetMaxIters(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnIRSInfos_t infos, cusolver_int_t *maxiters)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSInfosGetMaxIters)(infos, maxiters)
                                 : bd_gen_at_cusolverDnIRSInfosGetMaxIters(infos, maxiters, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSInfosGetMaxIters(bd, infos, maxiters) bd_inline_cusolverDnIRSInfosGetMaxIters(__FILE__, __LINE__, bd, infos, maxiters)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZZgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZZgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZZgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZZgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnZZgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZZgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZZgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnZZgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZZgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnZZgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZCgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZCgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZCgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZCgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnZCgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZCgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZCgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnZCgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZCgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnZCgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZKgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZKgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZKgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZKgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnZKgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZKgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZKgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnZKgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZKgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnZKgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZEgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZEgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZEgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZEgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnZEgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZEgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZEgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnZEgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZEgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnZEgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZYgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZYgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZYgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZYgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnZYgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZYgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZYgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnZYgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZYgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnZYgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCCgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCCgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCCgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCCgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnCCgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCCgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCCgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnCCgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCCgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnCCgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCEgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCEgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCEgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCEgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnCEgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCEgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCEgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnCEgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCEgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnCEgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCKgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCKgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCKgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCKgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnCKgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCKgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCKgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnCKgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCKgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnCKgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCYgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCYgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCYgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCYgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnCYgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCYgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCYgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnCYgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCYgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnCYgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDDgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDDgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDDgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDDgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnDDgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDDgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDDgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnDDgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDDgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnDDgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDSgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDSgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDSgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDSgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnDSgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDSgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDSgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnDSgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDSgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnDSgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDHgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDHgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDHgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDHgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnDHgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDHgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDHgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnDHgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDHgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnDHgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDBgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDBgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDBgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDBgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnDBgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDBgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDBgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnDBgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDBgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnDBgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDXgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDXgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDXgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDXgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnDXgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDXgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDXgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnDXgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDXgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnDXgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSSgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSSgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSSgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSSgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnSSgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSSgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSSgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnSSgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSSgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnSSgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSHgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSHgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSHgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSHgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnSHgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSHgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSHgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnSHgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSHgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnSHgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSBgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSBgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSBgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSBgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnSBgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSBgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSBgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnSBgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSBgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnSBgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSXgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSXgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSXgesv(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSXgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnSXgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSXgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSXgesv)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnSXgesv(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSXgesv(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnSXgesv(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZZgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZZgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZZgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZZgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnZZgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnZZgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZZgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnZZgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnZZgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnZZgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZCgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZCgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZCgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZCgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnZCgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnZCgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZCgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnZCgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnZCgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnZCgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZKgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZKgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZKgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZKgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnZKgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnZKgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZKgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnZKgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnZKgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnZKgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZEgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZEgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZEgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZEgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnZEgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnZEgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZEgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnZEgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnZEgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnZEgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZYgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZYgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZYgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZYgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnZYgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnZYgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZYgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnZYgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnZYgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnZYgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCCgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCCgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCCgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCCgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnCCgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnCCgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCCgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnCCgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnCCgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnCCgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCKgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCKgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCKgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCKgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnCKgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnCKgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCKgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnCKgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnCKgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnCKgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCEgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCEgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCEgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCEgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnCEgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnCEgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCEgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnCEgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnCEgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnCEgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCYgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCYgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCYgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCYgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnCYgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnCYgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCYgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnCYgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnCYgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnCYgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDDgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDDgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDDgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDDgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnDDgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnDDgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDDgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnDDgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnDDgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnDDgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDSgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDSgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDSgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDSgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnDSgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnDSgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDSgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnDSgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnDSgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnDSgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDHgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDHgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDHgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDHgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnDHgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnDHgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDHgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnDHgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnDHgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnDHgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDBgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDBgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDBgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDBgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnDBgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnDBgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDBgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnDBgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnDBgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnDBgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDXgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDXgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDXgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDXgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnDXgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnDXgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDXgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnDXgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnDXgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnDXgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSSgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSSgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSSgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSSgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnSSgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnSSgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSSgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnSSgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnSSgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnSSgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSHgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSHgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSHgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSHgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnSHgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnSHgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSHgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnSHgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnSHgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnSHgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSBgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSBgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSBgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSBgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnSBgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnSBgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSBgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnSBgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnSBgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnSBgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSXgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSXgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSXgesv_bufferSize(cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSXgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnSXgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnSXgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, cusolver_int_t *dipiv, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSXgesv_bufferSize)(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnSXgesv_bufferSize(handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnSXgesv_bufferSize(bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnSXgesv_bufferSize(__FILE__, __LINE__, bd, handle, n, nrhs, dA, ldda, dipiv, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZZgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZZgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZZgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZZgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnZZgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZZgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZZgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnZZgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZZgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnZZgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZCgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZCgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZCgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZCgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnZCgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZCgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZCgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnZCgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZCgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnZCgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZKgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZKgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZKgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZKgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnZKgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZKgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZKgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnZKgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZKgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnZKgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZEgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZEgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZEgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZEgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnZEgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZEgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZEgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnZEgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZEgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnZEgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZYgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZYgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZYgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZYgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnZYgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZYgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZYgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnZYgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZYgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnZYgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCCgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCCgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCCgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCCgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnCCgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCCgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCCgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnCCgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCCgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnCCgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCKgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCKgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCKgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCKgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnCKgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCKgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCKgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnCKgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCKgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnCKgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCEgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCEgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCEgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCEgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnCEgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCEgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCEgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnCEgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCEgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnCEgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCYgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCYgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCYgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCYgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnCYgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCYgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCYgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnCYgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCYgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnCYgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDDgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDDgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDDgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDDgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnDDgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDDgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDDgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnDDgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDDgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnDDgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDSgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDSgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDSgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDSgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnDSgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDSgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDSgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnDSgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDSgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnDSgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDHgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDHgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDHgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDHgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnDHgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDHgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDHgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnDHgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDHgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnDHgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDBgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDBgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDBgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDBgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnDBgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDBgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDBgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnDBgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDBgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnDBgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDXgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDXgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDXgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDXgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnDXgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDXgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDXgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnDXgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDXgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnDXgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSSgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSSgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSSgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSSgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnSSgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSSgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSSgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnSSgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSSgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnSSgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSHgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSHgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSHgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSHgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnSHgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSHgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSHgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnSHgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSHgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnSHgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSBgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSBgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSBgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSBgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnSBgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSBgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSBgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnSBgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSBgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnSBgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSXgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSXgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSXgels(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSXgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line) : bd_cusolverDnSXgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSXgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *iter, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSXgels)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)
                                 : bd_gen_at_cusolverDnSXgels(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSXgels(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info) bd_inline_cusolverDnSXgels(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, iter, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZZgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZZgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZZgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZZgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnZZgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnZZgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZZgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnZZgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnZZgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnZZgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZCgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZCgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZCgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZCgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnZCgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnZCgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZCgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnZCgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnZCgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnZCgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZKgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZKgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZKgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZKgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnZKgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnZKgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZKgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnZKgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnZKgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnZKgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZEgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZEgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZEgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZEgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnZEgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnZEgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZEgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnZEgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnZEgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnZEgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZYgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZYgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZYgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZYgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnZYgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnZYgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuDoubleComplex *dA, cusolver_int_t ldda, cuDoubleComplex *dB, cusolver_int_t lddb, cuDoubleComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZYgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnZYgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnZYgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnZYgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCCgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCCgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCCgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCCgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnCCgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnCCgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCCgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnCCgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnCCgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnCCgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCKgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCKgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCKgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCKgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnCKgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnCKgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCKgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnCKgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnCKgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnCKgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCEgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCEgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCEgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCEgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnCEgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnCEgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCEgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnCEgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnCEgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnCEgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCYgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCYgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCYgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCYgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnCYgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnCYgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, cuComplex *dA, cusolver_int_t ldda, cuComplex *dB, cusolver_int_t lddb, cuComplex *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCYgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnCYgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnCYgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnCYgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDDgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDDgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDDgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDDgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnDDgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnDDgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDDgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnDDgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnDDgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnDDgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDSgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDSgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDSgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDSgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnDSgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnDSgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDSgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnDSgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnDSgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnDSgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDHgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDHgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDHgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDHgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnDHgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnDHgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDHgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnDHgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnDHgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnDHgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDBgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDBgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDBgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDBgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnDBgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnDBgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDBgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnDBgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnDBgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnDBgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDXgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDXgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDXgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDXgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnDXgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnDXgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, double *dA, cusolver_int_t ldda, double *dB, cusolver_int_t lddb, double *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDXgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnDXgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnDXgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnDXgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSSgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSSgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSSgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSSgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnSSgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnSSgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSSgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnSSgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnSSgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnSSgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSHgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSHgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSHgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSHgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnSHgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnSHgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSHgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnSHgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnSHgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnSHgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSBgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSBgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSBgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSBgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnSBgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnSBgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSBgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnSBgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnSBgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnSBgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSXgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSXgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSXgels_bufferSize(cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSXgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnSXgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnSXgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, float *dA, cusolver_int_t ldda, float *dB, cusolver_int_t lddb, float *dX, cusolver_int_t lddx, void *dWorkspace, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSXgels_bufferSize)(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)
                                 : bd_gen_at_cusolverDnSXgels_bufferSize(handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnSXgels_bufferSize(bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes) bd_inline_cusolverDnSXgels_bufferSize(__FILE__, __LINE__, bd, handle, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSXgesv(cusolverDnHandle_t handle, cusolverDnIRSParams_t gesv_irs_params, cusolverDnIRSInfos_t gesv_irs_infos, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSXgesv(bd, handle, gesv_irs_params, gesv_irs_infos, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSXgesv(cusolverDnHandle_t handle, cusolverDnIRSParams_t gesv_irs_params, cusolverDnIRSInfos_t gesv_irs_infos, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSXgesv(handle, gesv_irs_params, gesv_irs_infos, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info, bd, bd_file, bd_line) : bd_cusolverDnIRSXgesv(bd, handle, gesv_irs_params, gesv_irs_infos, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSXgesv(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnIRSParams_t gesv_irs_params, cusolverDnIRSInfos_t gesv_irs_infos, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSXgesv)(handle, gesv_irs_params, gesv_irs_infos, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info)
                                 : bd_gen_at_cusolverDnIRSXgesv(handle, gesv_irs_params, gesv_irs_infos, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSXgesv(bd, handle, gesv_irs_params, gesv_irs_infos, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info) bd_inline_cusolverDnIRSXgesv(__FILE__, __LINE__, bd, handle, gesv_irs_params, gesv_irs_infos, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSXgesv_bufferSize(cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSXgesv_bufferSize(bd, handle, params, n, nrhs, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSXgesv_bufferSize(cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSXgesv_bufferSize(handle, params, n, nrhs, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnIRSXgesv_bufferSize(bd, handle, params, n, nrhs, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSXgesv_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSXgesv_bufferSize)(handle, params, n, nrhs, lwork_bytes)
                                 : bd_gen_at_cusolverDnIRSXgesv_bufferSize(handle, params, n, nrhs, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSXgesv_bufferSize(bd, handle, params, n, nrhs, lwork_bytes) bd_inline_cusolverDnIRSXgesv_bufferSize(__FILE__, __LINE__, bd, handle, params, n, nrhs, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSXgels(cusolverDnHandle_t handle, cusolverDnIRSParams_t gels_irs_params, cusolverDnIRSInfos_t gels_irs_infos, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSXgels(bd, handle, gels_irs_params, gels_irs_infos, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSXgels(cusolverDnHandle_t handle, cusolverDnIRSParams_t gels_irs_params, cusolverDnIRSInfos_t gels_irs_infos, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSXgels(handle, gels_irs_params, gels_irs_infos, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info, bd, bd_file, bd_line) : bd_cusolverDnIRSXgels(bd, handle, gels_irs_params, gels_irs_infos, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSXgels(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnIRSParams_t gels_irs_params, cusolverDnIRSInfos_t gels_irs_infos, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, void *dA, cusolver_int_t ldda, void *dB, cusolver_int_t lddb, void *dX, cusolver_int_t lddx, void *dWorkspace, size_t lwork_bytes, cusolver_int_t *niters, cusolver_int_t *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSXgels)(handle, gels_irs_params, gels_irs_infos, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info)
                                 : bd_gen_at_cusolverDnIRSXgels(handle, gels_irs_params, gels_irs_infos, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSXgels(bd, handle, gels_irs_params, gels_irs_infos, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info) bd_inline_cusolverDnIRSXgels(__FILE__, __LINE__, bd, handle, gels_irs_params, gels_irs_infos, m, n, nrhs, dA, ldda, dB, lddb, dX, lddx, dWorkspace, lwork_bytes, niters, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnIRSXgels_bufferSize(cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnIRSXgels_bufferSize(bd, handle, params, m, n, nrhs, lwork_bytes);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnIRSXgels_bufferSize(cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnIRSXgels_bufferSize(handle, params, m, n, nrhs, lwork_bytes, bd, bd_file, bd_line) : bd_cusolverDnIRSXgels_bufferSize(bd, handle, params, m, n, nrhs, lwork_bytes);
}

static inline cusolverStatus_t bd_inline_cusolverDnIRSXgels_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnIRSParams_t params, cusolver_int_t m, cusolver_int_t n, cusolver_int_t nrhs, size_t *lwork_bytes)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnIRSXgels_bufferSize)(handle, params, m, n, nrhs, lwork_bytes)
                                 : bd_gen_at_cusolverDnIRSXgels_bufferSize(handle, params, m, n, nrhs, lwork_bytes, bd, bd_file, bd_line);
}
#define bd_cusolverDnIRSXgels_bufferSize(bd, handle, params, m, n, nrhs, lwork_bytes) bd_inline_cusolverDnIRSXgels_bufferSize(__FILE__, __LINE__, bd, handle, params, m, n, nrhs, lwork_bytes)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSpotrf_bufferSize(handle, uplo, n, A, lda, Lwork, bd, bd_file, bd_line) : bd_cusolverDnSpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSpotrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSpotrf_bufferSize)(handle, uplo, n, A, lda, Lwork)
                                 : bd_gen_at_cusolverDnSpotrf_bufferSize(handle, uplo, n, A, lda, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork) bd_inline_cusolverDnSpotrf_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDpotrf_bufferSize(handle, uplo, n, A, lda, Lwork, bd, bd_file, bd_line) : bd_cusolverDnDpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDpotrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDpotrf_bufferSize)(handle, uplo, n, A, lda, Lwork)
                                 : bd_gen_at_cusolverDnDpotrf_bufferSize(handle, uplo, n, A, lda, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork) bd_inline_cusolverDnDpotrf_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCpotrf_bufferSize(handle, uplo, n, A, lda, Lwork, bd, bd_file, bd_line) : bd_cusolverDnCpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCpotrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCpotrf_bufferSize)(handle, uplo, n, A, lda, Lwork)
                                 : bd_gen_at_cusolverDnCpotrf_bufferSize(handle, uplo, n, A, lda, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork) bd_inline_cusolverDnCpotrf_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZpotrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZpotrf_bufferSize(handle, uplo, n, A, lda, Lwork, bd, bd_file, bd_line) : bd_cusolverDnZpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZpotrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZpotrf_bufferSize)(handle, uplo, n, A, lda, Lwork)
                                 : bd_gen_at_cusolverDnZpotrf_bufferSize(handle, uplo, n, A, lda, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZpotrf_bufferSize(bd, handle, uplo, n, A, lda, Lwork) bd_inline_cusolverDnZpotrf_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *Workspace, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnSpotrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *Workspace, int Lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSpotrf(handle, uplo, n, A, lda, Workspace, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnSpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo);
}
#define bd_cusolverDnSpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo) bd_inline_cusolverDnSpotrf(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *Workspace, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnDpotrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *Workspace, int Lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDpotrf(handle, uplo, n, A, lda, Workspace, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnDpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo);
}
#define bd_cusolverDnDpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo) bd_inline_cusolverDnDpotrf(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *Workspace, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnCpotrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *Workspace, int Lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCpotrf(handle, uplo, n, A, lda, Workspace, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnCpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo);
}
#define bd_cusolverDnCpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo) bd_inline_cusolverDnCpotrf(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZpotrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnZpotrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int Lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZpotrf(handle, uplo, n, A, lda, Workspace, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnZpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo);
}
#define bd_cusolverDnZpotrf(bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo) bd_inline_cusolverDnZpotrf(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, Workspace, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const float *A, int lda, float *B, int ldb, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnSpotrs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const float *A, int lda, float *B, int ldb, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSpotrs(handle, uplo, n, nrhs, A, lda, B, ldb, devInfo, bd, bd_file, bd_line) : bd_cusolverDnSpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo);
}
#define bd_cusolverDnSpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo) bd_inline_cusolverDnSpotrs(__FILE__, __LINE__, bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const double *A, int lda, double *B, int ldb, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnDpotrs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const double *A, int lda, double *B, int ldb, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDpotrs(handle, uplo, n, nrhs, A, lda, B, ldb, devInfo, bd, bd_file, bd_line) : bd_cusolverDnDpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo);
}
#define bd_cusolverDnDpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo) bd_inline_cusolverDnDpotrs(__FILE__, __LINE__, bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const cuComplex *A, int lda, cuComplex *B, int ldb, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnCpotrs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const cuComplex *A, int lda, cuComplex *B, int ldb, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCpotrs(handle, uplo, n, nrhs, A, lda, B, ldb, devInfo, bd, bd_file, bd_line) : bd_cusolverDnCpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo);
}
#define bd_cusolverDnCpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo) bd_inline_cusolverDnCpotrs(__FILE__, __LINE__, bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZpotrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnZpotrs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZpotrs(handle, uplo, n, nrhs, A, lda, B, ldb, devInfo, bd, bd_file, bd_line) : bd_cusolverDnZpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo);
}
#define bd_cusolverDnZpotrs(bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo) bd_inline_cusolverDnZpotrs(__FILE__, __LINE__, bd, handle, uplo, n, nrhs, A, lda, B, ldb, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float * Aarray[], int lda, int *infoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float * Aarray[], int lda, int *infoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSpotrfBatched(handle, uplo, n, Aarray, lda, infoArray, batchSize, bd, bd_file, bd_line) : bd_cusolverDnSpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnSpotrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float * Aarray[], int lda, int *infoArray, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSpotrfBatched)(handle, uplo, n, Aarray, lda, infoArray, batchSize)
                                 : bd_gen_at_cusolverDnSpotrfBatched(handle, uplo, n, Aarray, lda, infoArray, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnSpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize) bd_inline_cusolverDnSpotrfBatched(__FILE__, __LINE__, bd, handle, uplo, n, Aarray, lda, infoArray, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double * Aarray[], int lda, int *infoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double * Aarray[], int lda, int *infoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDpotrfBatched(handle, uplo, n, Aarray, lda, infoArray, batchSize, bd, bd_file, bd_line) : bd_cusolverDnDpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnDpotrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double * Aarray[], int lda, int *infoArray, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDpotrfBatched)(handle, uplo, n, Aarray, lda, infoArray, batchSize)
                                 : bd_gen_at_cusolverDnDpotrfBatched(handle, uplo, n, Aarray, lda, infoArray, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnDpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize) bd_inline_cusolverDnDpotrfBatched(__FILE__, __LINE__, bd, handle, uplo, n, Aarray, lda, infoArray, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex * Aarray[], int lda, int *infoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex * Aarray[], int lda, int *infoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCpotrfBatched(handle, uplo, n, Aarray, lda, infoArray, batchSize, bd, bd_file, bd_line) : bd_cusolverDnCpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnCpotrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex * Aarray[], int lda, int *infoArray, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCpotrfBatched)(handle, uplo, n, Aarray, lda, infoArray, batchSize)
                                 : bd_gen_at_cusolverDnCpotrfBatched(handle, uplo, n, Aarray, lda, infoArray, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnCpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize) bd_inline_cusolverDnCpotrfBatched(__FILE__, __LINE__, bd, handle, uplo, n, Aarray, lda, infoArray, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex * Aarray[], int lda, int *infoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZpotrfBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex * Aarray[], int lda, int *infoArray, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZpotrfBatched(handle, uplo, n, Aarray, lda, infoArray, batchSize, bd, bd_file, bd_line) : bd_cusolverDnZpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnZpotrfBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex * Aarray[], int lda, int *infoArray, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZpotrfBatched)(handle, uplo, n, Aarray, lda, infoArray, batchSize)
                                 : bd_gen_at_cusolverDnZpotrfBatched(handle, uplo, n, Aarray, lda, infoArray, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnZpotrfBatched(bd, handle, uplo, n, Aarray, lda, infoArray, batchSize) bd_inline_cusolverDnZpotrfBatched(__FILE__, __LINE__, bd, handle, uplo, n, Aarray, lda, infoArray, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, float * A[], int lda, float * B[], int ldb, int *d_info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, float * A[], int lda, float * B[], int ldb, int *d_info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSpotrsBatched(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize, bd, bd_file, bd_line) : bd_cusolverDnSpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnSpotrsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, float * A[], int lda, float * B[], int ldb, int *d_info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSpotrsBatched)(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize)
                                 : bd_gen_at_cusolverDnSpotrsBatched(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnSpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize) bd_inline_cusolverDnSpotrsBatched(__FILE__, __LINE__, bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, double * A[], int lda, double * B[], int ldb, int *d_info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, double * A[], int lda, double * B[], int ldb, int *d_info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDpotrsBatched(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize, bd, bd_file, bd_line) : bd_cusolverDnDpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnDpotrsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, double * A[], int lda, double * B[], int ldb, int *d_info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDpotrsBatched)(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize)
                                 : bd_gen_at_cusolverDnDpotrsBatched(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnDpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize) bd_inline_cusolverDnDpotrsBatched(__FILE__, __LINE__, bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuComplex * A[], int lda, cuComplex * B[], int ldb, int *d_info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuComplex * A[], int lda, cuComplex * B[], int ldb, int *d_info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCpotrsBatched(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize, bd, bd_file, bd_line) : bd_cusolverDnCpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnCpotrsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuComplex * A[], int lda, cuComplex * B[], int ldb, int *d_info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCpotrsBatched)(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize)
                                 : bd_gen_at_cusolverDnCpotrsBatched(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnCpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize) bd_inline_cusolverDnCpotrsBatched(__FILE__, __LINE__, bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuDoubleComplex * A[], int lda, cuDoubleComplex * B[], int ldb, int *d_info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZpotrsBatched(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuDoubleComplex * A[], int lda, cuDoubleComplex * B[], int ldb, int *d_info, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZpotrsBatched(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize, bd, bd_file, bd_line) : bd_cusolverDnZpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnZpotrsBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, cuDoubleComplex * A[], int lda, cuDoubleComplex * B[], int ldb, int *d_info, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZpotrsBatched)(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize)
                                 : bd_gen_at_cusolverDnZpotrsBatched(handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnZpotrsBatched(bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize) bd_inline_cusolverDnZpotrsBatched(__FILE__, __LINE__, bd, handle, uplo, n, nrhs, A, lda, B, ldb, d_info, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSpotri_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnSpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSpotri_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSpotri_bufferSize)(handle, uplo, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnSpotri_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork) bd_inline_cusolverDnSpotri_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDpotri_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnDpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDpotri_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDpotri_bufferSize)(handle, uplo, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnDpotri_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork) bd_inline_cusolverDnDpotri_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCpotri_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnCpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCpotri_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCpotri_bufferSize)(handle, uplo, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnCpotri_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork) bd_inline_cusolverDnCpotri_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZpotri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZpotri_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnZpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZpotri_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZpotri_bufferSize)(handle, uplo, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnZpotri_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZpotri_bufferSize(bd, handle, uplo, n, A, lda, lwork) bd_inline_cusolverDnZpotri_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSpotri(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnSpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnSpotri(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSpotri)(handle, uplo, n, A, lda, work, lwork, devInfo)
                                 : bd_gen_at_cusolverDnSpotri(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnSpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo) bd_inline_cusolverDnSpotri(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDpotri(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnDpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnDpotri(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDpotri)(handle, uplo, n, A, lda, work, lwork, devInfo)
                                 : bd_gen_at_cusolverDnDpotri(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnDpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo) bd_inline_cusolverDnDpotri(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCpotri(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnCpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnCpotri(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCpotri)(handle, uplo, n, A, lda, work, lwork, devInfo)
                                 : bd_gen_at_cusolverDnCpotri(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnCpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo) bd_inline_cusolverDnCpotri(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZpotri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZpotri(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnZpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnZpotri(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZpotri)(handle, uplo, n, A, lda, work, lwork, devInfo)
                                 : bd_gen_at_cusolverDnZpotri(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnZpotri(bd, handle, uplo, n, A, lda, work, lwork, devInfo) bd_inline_cusolverDnZpotri(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXtrtri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXtrtri_bufferSize(bd, handle, uplo, diag, n, dataTypeA, A, lda, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXtrtri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXtrtri_bufferSize(handle, uplo, diag, n, dataTypeA, A, lda, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXtrtri_bufferSize(bd, handle, uplo, diag, n, dataTypeA, A, lda, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXtrtri_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXtrtri_bufferSize)(handle, uplo, diag, n, dataTypeA, A, lda, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXtrtri_bufferSize(handle, uplo, diag, n, dataTypeA, A, lda, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXtrtri_bufferSize(bd, handle, uplo, diag, n, dataTypeA, A, lda, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXtrtri_bufferSize(__FILE__, __LINE__, bd, handle, uplo, diag, n, dataTypeA, A, lda, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXtrtri(cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXtrtri(bd, handle, uplo, diag, n, dataTypeA, A, lda, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXtrtri(cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXtrtri(handle, uplo, diag, n, dataTypeA, A, lda, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, devInfo, bd, bd_file, bd_line) : bd_cusolverDnXtrtri(bd, handle, uplo, diag, n, dataTypeA, A, lda, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnXtrtri(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, cublasDiagType_t diag, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXtrtri)(handle, uplo, diag, n, dataTypeA, A, lda, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, devInfo)
                                 : bd_gen_at_cusolverDnXtrtri(handle, uplo, diag, n, dataTypeA, A, lda, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnXtrtri(bd, handle, uplo, diag, n, dataTypeA, A, lda, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, devInfo) bd_inline_cusolverDnXtrtri(__FILE__, __LINE__, bd, handle, uplo, diag, n, dataTypeA, A, lda, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSlauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSlauum_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSlauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSlauum_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnSlauum_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSlauum_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSlauum_bufferSize)(handle, uplo, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnSlauum_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSlauum_bufferSize(bd, handle, uplo, n, A, lda, lwork) bd_inline_cusolverDnSlauum_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDlauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDlauum_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDlauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDlauum_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnDlauum_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDlauum_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDlauum_bufferSize)(handle, uplo, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnDlauum_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDlauum_bufferSize(bd, handle, uplo, n, A, lda, lwork) bd_inline_cusolverDnDlauum_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnClauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnClauum_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnClauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnClauum_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnClauum_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnClauum_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnClauum_bufferSize)(handle, uplo, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnClauum_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnClauum_bufferSize(bd, handle, uplo, n, A, lda, lwork) bd_inline_cusolverDnClauum_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZlauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZlauum_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZlauum_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZlauum_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnZlauum_bufferSize(bd, handle, uplo, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZlauum_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZlauum_bufferSize)(handle, uplo, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnZlauum_bufferSize(handle, uplo, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZlauum_bufferSize(bd, handle, uplo, n, A, lda, lwork) bd_inline_cusolverDnZlauum_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSlauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSlauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSlauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSlauum(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnSlauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnSlauum(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *work, int lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSlauum)(handle, uplo, n, A, lda, work, lwork, devInfo)
                                 : bd_gen_at_cusolverDnSlauum(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnSlauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo) bd_inline_cusolverDnSlauum(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDlauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDlauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDlauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDlauum(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnDlauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnDlauum(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *work, int lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDlauum)(handle, uplo, n, A, lda, work, lwork, devInfo)
                                 : bd_gen_at_cusolverDnDlauum(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnDlauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo) bd_inline_cusolverDnDlauum(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnClauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnClauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnClauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnClauum(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnClauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnClauum(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *work, int lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnClauum)(handle, uplo, n, A, lda, work, lwork, devInfo)
                                 : bd_gen_at_cusolverDnClauum(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnClauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo) bd_inline_cusolverDnClauum(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZlauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZlauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZlauum(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZlauum(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnZlauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnZlauum(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *work, int lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZlauum)(handle, uplo, n, A, lda, work, lwork, devInfo)
                                 : bd_gen_at_cusolverDnZlauum(handle, uplo, n, A, lda, work, lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnZlauum(bd, handle, uplo, n, A, lda, work, lwork, devInfo) bd_inline_cusolverDnZlauum(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgetrf_bufferSize(handle, m, n, A, lda, Lwork, bd, bd_file, bd_line) : bd_cusolverDnSgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgetrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSgetrf_bufferSize)(handle, m, n, A, lda, Lwork)
                                 : bd_gen_at_cusolverDnSgetrf_bufferSize(handle, m, n, A, lda, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork) bd_inline_cusolverDnSgetrf_bufferSize(__FILE__, __LINE__, bd, handle, m, n, A, lda, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgetrf_bufferSize(handle, m, n, A, lda, Lwork, bd, bd_file, bd_line) : bd_cusolverDnDgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgetrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDgetrf_bufferSize)(handle, m, n, A, lda, Lwork)
                                 : bd_gen_at_cusolverDnDgetrf_bufferSize(handle, m, n, A, lda, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork) bd_inline_cusolverDnDgetrf_bufferSize(__FILE__, __LINE__, bd, handle, m, n, A, lda, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgetrf_bufferSize(handle, m, n, A, lda, Lwork, bd, bd_file, bd_line) : bd_cusolverDnCgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgetrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCgetrf_bufferSize)(handle, m, n, A, lda, Lwork)
                                 : bd_gen_at_cusolverDnCgetrf_bufferSize(handle, m, n, A, lda, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork) bd_inline_cusolverDnCgetrf_bufferSize(__FILE__, __LINE__, bd, handle, m, n, A, lda, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZgetrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgetrf_bufferSize(handle, m, n, A, lda, Lwork, bd, bd_file, bd_line) : bd_cusolverDnZgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgetrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZgetrf_bufferSize)(handle, m, n, A, lda, Lwork)
                                 : bd_gen_at_cusolverDnZgetrf_bufferSize(handle, m, n, A, lda, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZgetrf_bufferSize(bd, handle, m, n, A, lda, Lwork) bd_inline_cusolverDnZgetrf_bufferSize(__FILE__, __LINE__, bd, handle, m, n, A, lda, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgetrf(cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *Workspace, int *devIpiv, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgetrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *Workspace, int *devIpiv, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgetrf(handle, m, n, A, lda, Workspace, devIpiv, devInfo, bd, bd_file, bd_line) : bd_cusolverDnSgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo);
}
#define bd_cusolverDnSgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo) bd_inline_cusolverDnSgetrf(__FILE__, __LINE__, bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgetrf(cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *Workspace, int *devIpiv, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgetrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *Workspace, int *devIpiv, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgetrf(handle, m, n, A, lda, Workspace, devIpiv, devInfo, bd, bd_file, bd_line) : bd_cusolverDnDgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo);
}
#define bd_cusolverDnDgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo) bd_inline_cusolverDnDgetrf(__FILE__, __LINE__, bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgetrf(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, cuComplex *Workspace, int *devIpiv, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgetrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, cuComplex *Workspace, int *devIpiv, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgetrf(handle, m, n, A, lda, Workspace, devIpiv, devInfo, bd, bd_file, bd_line) : bd_cusolverDnCgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo);
}
#define bd_cusolverDnCgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo) bd_inline_cusolverDnCgetrf(__FILE__, __LINE__, bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgetrf(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int *devIpiv, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgetrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *Workspace, int *devIpiv, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgetrf(handle, m, n, A, lda, Workspace, devIpiv, devInfo, bd, bd_file, bd_line) : bd_cusolverDnZgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo);
}
#define bd_cusolverDnZgetrf(bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo) bd_inline_cusolverDnZgetrf(__FILE__, __LINE__, bd, handle, m, n, A, lda, Workspace, devIpiv, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSlaswp(cusolverDnHandle_t handle, int n, float *A, int lda, int k1, int k2, const int *devIpiv, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSlaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSlaswp(cusolverDnHandle_t handle, int n, float *A, int lda, int k1, int k2, const int *devIpiv, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSlaswp(handle, n, A, lda, k1, k2, devIpiv, incx, bd, bd_file, bd_line) : bd_cusolverDnSlaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx);
}

static inline cusolverStatus_t bd_inline_cusolverDnSlaswp(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int n, float *A, int lda, int k1, int k2, const int *devIpiv, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSlaswp)(handle, n, A, lda, k1, k2, devIpiv, incx)
                                 : bd_gen_at_cusolverDnSlaswp(handle, n, A, lda, k1, k2, devIpiv, incx, bd, bd_file, bd_line);
}
#define bd_cusolverDnSlaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx) bd_inline_cusolverDnSlaswp(__FILE__, __LINE__, bd, handle, n, A, lda, k1, k2, devIpiv, incx)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDlaswp(cusolverDnHandle_t handle, int n, double *A, int lda, int k1, int k2, const int *devIpiv, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDlaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDlaswp(cusolverDnHandle_t handle, int n, double *A, int lda, int k1, int k2, const int *devIpiv, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDlaswp(handle, n, A, lda, k1, k2, devIpiv, incx, bd, bd_file, bd_line) : bd_cusolverDnDlaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx);
}

static inline cusolverStatus_t bd_inline_cusolverDnDlaswp(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int n, double *A, int lda, int k1, int k2, const int *devIpiv, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDlaswp)(handle, n, A, lda, k1, k2, devIpiv, incx)
                                 : bd_gen_at_cusolverDnDlaswp(handle, n, A, lda, k1, k2, devIpiv, incx, bd, bd_file, bd_line);
}
#define bd_cusolverDnDlaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx) bd_inline_cusolverDnDlaswp(__FILE__, __LINE__, bd, handle, n, A, lda, k1, k2, devIpiv, incx)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnClaswp(cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnClaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnClaswp(cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnClaswp(handle, n, A, lda, k1, k2, devIpiv, incx, bd, bd_file, bd_line) : bd_cusolverDnClaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx);
}

static inline cusolverStatus_t bd_inline_cusolverDnClaswp(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnClaswp)(handle, n, A, lda, k1, k2, devIpiv, incx)
                                 : bd_gen_at_cusolverDnClaswp(handle, n, A, lda, k1, k2, devIpiv, incx, bd, bd_file, bd_line);
}
#define bd_cusolverDnClaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx) bd_inline_cusolverDnClaswp(__FILE__, __LINE__, bd, handle, n, A, lda, k1, k2, devIpiv, incx)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZlaswp(cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZlaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZlaswp(cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZlaswp(handle, n, A, lda, k1, k2, devIpiv, incx, bd, bd_file, bd_line) : bd_cusolverDnZlaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx);
}

static inline cusolverStatus_t bd_inline_cusolverDnZlaswp(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int k1, int k2, const int *devIpiv, int incx)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZlaswp)(handle, n, A, lda, k1, k2, devIpiv, incx)
                                 : bd_gen_at_cusolverDnZlaswp(handle, n, A, lda, k1, k2, devIpiv, incx, bd, bd_file, bd_line);
}
#define bd_cusolverDnZlaswp(bd, handle, n, A, lda, k1, k2, devIpiv, incx) bd_inline_cusolverDnZlaswp(__FILE__, __LINE__, bd, handle, n, A, lda, k1, k2, devIpiv, incx)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgetrs(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const float *A, int lda, const int *devIpiv, float *B, int ldb, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgetrs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const float *A, int lda, const int *devIpiv, float *B, int ldb, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgetrs(handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo, bd, bd_file, bd_line) : bd_cusolverDnSgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo);
}
#define bd_cusolverDnSgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo) bd_inline_cusolverDnSgetrs(__FILE__, __LINE__, bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgetrs(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const double *A, int lda, const int *devIpiv, double *B, int ldb, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgetrs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const double *A, int lda, const int *devIpiv, double *B, int ldb, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgetrs(handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo, bd, bd_file, bd_line) : bd_cusolverDnDgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo);
}
#define bd_cusolverDnDgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo) bd_inline_cusolverDnDgetrs(__FILE__, __LINE__, bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgetrs(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuComplex *A, int lda, const int *devIpiv, cuComplex *B, int ldb, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgetrs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuComplex *A, int lda, const int *devIpiv, cuComplex *B, int ldb, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgetrs(handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo, bd, bd_file, bd_line) : bd_cusolverDnCgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo);
}
#define bd_cusolverDnCgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo) bd_inline_cusolverDnCgetrs(__FILE__, __LINE__, bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgetrs(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *A, int lda, const int *devIpiv, cuDoubleComplex *B, int ldb, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgetrs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs, const cuDoubleComplex *A, int lda, const int *devIpiv, cuDoubleComplex *B, int ldb, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgetrs(handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo, bd, bd_file, bd_line) : bd_cusolverDnZgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo);
}
#define bd_cusolverDnZgetrs(bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo) bd_inline_cusolverDnZgetrs(__FILE__, __LINE__, bd, handle, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgeqrf_bufferSize(handle, m, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnSgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgeqrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, float *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSgeqrf_bufferSize)(handle, m, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnSgeqrf_bufferSize(handle, m, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork) bd_inline_cusolverDnSgeqrf_bufferSize(__FILE__, __LINE__, bd, handle, m, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgeqrf_bufferSize(handle, m, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnDgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgeqrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, double *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDgeqrf_bufferSize)(handle, m, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnDgeqrf_bufferSize(handle, m, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork) bd_inline_cusolverDnDgeqrf_bufferSize(__FILE__, __LINE__, bd, handle, m, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgeqrf_bufferSize(handle, m, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnCgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgeqrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCgeqrf_bufferSize)(handle, m, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnCgeqrf_bufferSize(handle, m, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork) bd_inline_cusolverDnCgeqrf_bufferSize(__FILE__, __LINE__, bd, handle, m, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZgeqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgeqrf_bufferSize(handle, m, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnZgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgeqrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZgeqrf_bufferSize)(handle, m, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnZgeqrf_bufferSize(handle, m, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZgeqrf_bufferSize(bd, handle, m, n, A, lda, lwork) bd_inline_cusolverDnZgeqrf_bufferSize(__FILE__, __LINE__, bd, handle, m, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgeqrf(cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *TAU, float *Workspace, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgeqrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *TAU, float *Workspace, int Lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgeqrf(handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnSgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo);
}
#define bd_cusolverDnSgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo) bd_inline_cusolverDnSgeqrf(__FILE__, __LINE__, bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgeqrf(cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *TAU, double *Workspace, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgeqrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *TAU, double *Workspace, int Lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgeqrf(handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnDgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo);
}
#define bd_cusolverDnDgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo) bd_inline_cusolverDnDgeqrf(__FILE__, __LINE__, bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgeqrf(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, cuComplex *TAU, cuComplex *Workspace, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgeqrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, cuComplex *TAU, cuComplex *Workspace, int Lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgeqrf(handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnCgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo);
}
#define bd_cusolverDnCgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo) bd_inline_cusolverDnCgeqrf(__FILE__, __LINE__, bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgeqrf(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *TAU, cuDoubleComplex *Workspace, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgeqrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *TAU, cuDoubleComplex *Workspace, int Lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgeqrf(handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnZgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo);
}
#define bd_cusolverDnZgeqrf(bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo) bd_inline_cusolverDnZgeqrf(__FILE__, __LINE__, bd, handle, m, n, A, lda, TAU, Workspace, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSorgqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSorgqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSorgqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSorgqr_bufferSize(handle, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnSorgqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSorgqr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSorgqr_bufferSize)(handle, m, n, k, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnSorgqr_bufferSize(handle, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSorgqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork) bd_inline_cusolverDnSorgqr_bufferSize(__FILE__, __LINE__, bd, handle, m, n, k, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDorgqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDorgqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDorgqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDorgqr_bufferSize(handle, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnDorgqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDorgqr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDorgqr_bufferSize)(handle, m, n, k, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnDorgqr_bufferSize(handle, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDorgqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork) bd_inline_cusolverDnDorgqr_bufferSize(__FILE__, __LINE__, bd, handle, m, n, k, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCungqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCungqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCungqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCungqr_bufferSize(handle, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnCungqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCungqr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCungqr_bufferSize)(handle, m, n, k, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnCungqr_bufferSize(handle, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCungqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork) bd_inline_cusolverDnCungqr_bufferSize(__FILE__, __LINE__, bd, handle, m, n, k, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZungqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZungqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZungqr_bufferSize(cusolverDnHandle_t handle, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZungqr_bufferSize(handle, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnZungqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZungqr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZungqr_bufferSize)(handle, m, n, k, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnZungqr_bufferSize(handle, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZungqr_bufferSize(bd, handle, m, n, k, A, lda, tau, lwork) bd_inline_cusolverDnZungqr_bufferSize(__FILE__, __LINE__, bd, handle, m, n, k, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSorgqr(cusolverDnHandle_t handle, int m, int n, int k, float *A, int lda, const float *tau, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSorgqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSorgqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, float *A, int lda, const float *tau, float *work, int lwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSorgqr(handle, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnSorgqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info);
}
#define bd_cusolverDnSorgqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info) bd_inline_cusolverDnSorgqr(__FILE__, __LINE__, bd, handle, m, n, k, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDorgqr(cusolverDnHandle_t handle, int m, int n, int k, double *A, int lda, const double *tau, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDorgqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDorgqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, double *A, int lda, const double *tau, double *work, int lwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDorgqr(handle, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnDorgqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info);
}
#define bd_cusolverDnDorgqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info) bd_inline_cusolverDnDorgqr(__FILE__, __LINE__, bd, handle, m, n, k, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCungqr(cusolverDnHandle_t handle, int m, int n, int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCungqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCungqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCungqr(handle, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnCungqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info);
}
#define bd_cusolverDnCungqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info) bd_inline_cusolverDnCungqr(__FILE__, __LINE__, bd, handle, m, n, k, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZungqr(cusolverDnHandle_t handle, int m, int n, int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZungqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZungqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZungqr(handle, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnZungqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info);
}
#define bd_cusolverDnZungqr(bd, handle, m, n, k, A, lda, tau, work, lwork, info) bd_inline_cusolverDnZungqr(__FILE__, __LINE__, bd, handle, m, n, k, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSormqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSormqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSormqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSormqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line) : bd_cusolverDnSormqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSormqr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSormqr_bufferSize)(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork)
                                 : bd_gen_at_cusolverDnSormqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSormqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork) bd_inline_cusolverDnSormqr_bufferSize(__FILE__, __LINE__, bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDormqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDormqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDormqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDormqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line) : bd_cusolverDnDormqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDormqr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDormqr_bufferSize)(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork)
                                 : bd_gen_at_cusolverDnDormqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDormqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork) bd_inline_cusolverDnDormqr_bufferSize(__FILE__, __LINE__, bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCunmqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCunmqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCunmqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCunmqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line) : bd_cusolverDnCunmqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCunmqr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCunmqr_bufferSize)(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork)
                                 : bd_gen_at_cusolverDnCunmqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCunmqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork) bd_inline_cusolverDnCunmqr_bufferSize(__FILE__, __LINE__, bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZunmqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZunmqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZunmqr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZunmqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line) : bd_cusolverDnZunmqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZunmqr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZunmqr_bufferSize)(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork)
                                 : bd_gen_at_cusolverDnZunmqr_bufferSize(handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZunmqr_bufferSize(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork) bd_inline_cusolverDnZunmqr_bufferSize(__FILE__, __LINE__, bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSormqr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau, float *C, int ldc, float *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSormqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnSormqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const float *A, int lda, const float *tau, float *C, int ldc, float *work, int lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSormqr(handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnSormqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo);
}
#define bd_cusolverDnSormqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo) bd_inline_cusolverDnSormqr(__FILE__, __LINE__, bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDormqr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau, double *C, int ldc, double *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDormqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnDormqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const double *A, int lda, const double *tau, double *C, int ldc, double *work, int lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDormqr(handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnDormqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo);
}
#define bd_cusolverDnDormqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo) bd_inline_cusolverDnDormqr(__FILE__, __LINE__, bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCunmqr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, cuComplex *C, int ldc, cuComplex *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCunmqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnCunmqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, cuComplex *C, int ldc, cuComplex *work, int lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCunmqr(handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnCunmqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo);
}
#define bd_cusolverDnCunmqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo) bd_inline_cusolverDnCunmqr(__FILE__, __LINE__, bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZunmqr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZunmqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnZunmqr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *devInfo)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZunmqr(handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnZunmqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo);
}
#define bd_cusolverDnZunmqr(bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo) bd_inline_cusolverDnZunmqr(__FILE__, __LINE__, bd, handle, side, trans, m, n, k, A, lda, tau, C, ldc, work, lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsytrf_bufferSize(cusolverDnHandle_t handle, int n, float *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsytrf_bufferSize(bd, handle, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsytrf_bufferSize(cusolverDnHandle_t handle, int n, float *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsytrf_bufferSize(handle, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnSsytrf_bufferSize(bd, handle, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsytrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int n, float *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsytrf_bufferSize)(handle, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnSsytrf_bufferSize(handle, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsytrf_bufferSize(bd, handle, n, A, lda, lwork) bd_inline_cusolverDnSsytrf_bufferSize(__FILE__, __LINE__, bd, handle, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsytrf_bufferSize(cusolverDnHandle_t handle, int n, double *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsytrf_bufferSize(bd, handle, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsytrf_bufferSize(cusolverDnHandle_t handle, int n, double *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsytrf_bufferSize(handle, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnDsytrf_bufferSize(bd, handle, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsytrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int n, double *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsytrf_bufferSize)(handle, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnDsytrf_bufferSize(handle, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsytrf_bufferSize(bd, handle, n, A, lda, lwork) bd_inline_cusolverDnDsytrf_bufferSize(__FILE__, __LINE__, bd, handle, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCsytrf_bufferSize(cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCsytrf_bufferSize(bd, handle, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCsytrf_bufferSize(cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCsytrf_bufferSize(handle, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnCsytrf_bufferSize(bd, handle, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCsytrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int n, cuComplex *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCsytrf_bufferSize)(handle, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnCsytrf_bufferSize(handle, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCsytrf_bufferSize(bd, handle, n, A, lda, lwork) bd_inline_cusolverDnCsytrf_bufferSize(__FILE__, __LINE__, bd, handle, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZsytrf_bufferSize(cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZsytrf_bufferSize(bd, handle, n, A, lda, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZsytrf_bufferSize(cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZsytrf_bufferSize(handle, n, A, lda, lwork, bd, bd_file, bd_line) : bd_cusolverDnZsytrf_bufferSize(bd, handle, n, A, lda, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZsytrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int n, cuDoubleComplex *A, int lda, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZsytrf_bufferSize)(handle, n, A, lda, lwork)
                                 : bd_gen_at_cusolverDnZsytrf_bufferSize(handle, n, A, lda, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZsytrf_bufferSize(bd, handle, n, A, lda, lwork) bd_inline_cusolverDnZsytrf_bufferSize(__FILE__, __LINE__, bd, handle, n, A, lda, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *ipiv, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *ipiv, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnSsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsytrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, int *ipiv, float *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsytrf)(handle, uplo, n, A, lda, ipiv, work, lwork, info)
                                 : bd_gen_at_cusolverDnSsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info) bd_inline_cusolverDnSsytrf(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *ipiv, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *ipiv, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnDsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsytrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, int *ipiv, double *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsytrf)(handle, uplo, n, A, lda, ipiv, work, lwork, info)
                                 : bd_gen_at_cusolverDnDsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info) bd_inline_cusolverDnDsytrf(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *ipiv, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *ipiv, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnCsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCsytrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, int *ipiv, cuComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCsytrf)(handle, uplo, n, A, lda, ipiv, work, lwork, info)
                                 : bd_gen_at_cusolverDnCsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info) bd_inline_cusolverDnCsytrf(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *ipiv, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZsytrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *ipiv, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnZsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZsytrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, int *ipiv, cuDoubleComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZsytrf)(handle, uplo, n, A, lda, ipiv, work, lwork, info)
                                 : bd_gen_at_cusolverDnZsytrf(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZsytrf(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info) bd_inline_cusolverDnZsytrf(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsytrs_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsytrs_bufferSize(bd, handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsytrs_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsytrs_bufferSize(handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXsytrs_bufferSize(bd, handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsytrs_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsytrs_bufferSize)(handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXsytrs_bufferSize(handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsytrs_bufferSize(bd, handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXsytrs_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsytrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsytrs(bd, handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsytrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsytrs(handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line) : bd_cusolverDnXsytrs(bd, handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsytrs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsytrs)(handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)
                                 : bd_gen_at_cusolverDnXsytrs(handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsytrs(bd, handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info) bd_inline_cusolverDnXsytrs(__FILE__, __LINE__, bd, handle, uplo, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsytri_bufferSize(handle, uplo, n, A, lda, ipiv, lwork, bd, bd_file, bd_line) : bd_cusolverDnSsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsytri_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsytri_bufferSize)(handle, uplo, n, A, lda, ipiv, lwork)
                                 : bd_gen_at_cusolverDnSsytri_bufferSize(handle, uplo, n, A, lda, ipiv, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork) bd_inline_cusolverDnSsytri_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsytri_bufferSize(handle, uplo, n, A, lda, ipiv, lwork, bd, bd_file, bd_line) : bd_cusolverDnDsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsytri_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsytri_bufferSize)(handle, uplo, n, A, lda, ipiv, lwork)
                                 : bd_gen_at_cusolverDnDsytri_bufferSize(handle, uplo, n, A, lda, ipiv, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork) bd_inline_cusolverDnDsytri_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCsytri_bufferSize(handle, uplo, n, A, lda, ipiv, lwork, bd, bd_file, bd_line) : bd_cusolverDnCsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCsytri_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCsytri_bufferSize)(handle, uplo, n, A, lda, ipiv, lwork)
                                 : bd_gen_at_cusolverDnCsytri_bufferSize(handle, uplo, n, A, lda, ipiv, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork) bd_inline_cusolverDnCsytri_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZsytri_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZsytri_bufferSize(handle, uplo, n, A, lda, ipiv, lwork, bd, bd_file, bd_line) : bd_cusolverDnZsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZsytri_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZsytri_bufferSize)(handle, uplo, n, A, lda, ipiv, lwork)
                                 : bd_gen_at_cusolverDnZsytri_bufferSize(handle, uplo, n, A, lda, ipiv, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZsytri_bufferSize(bd, handle, uplo, n, A, lda, ipiv, lwork) bd_inline_cusolverDnZsytri_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsytri(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnSsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsytri(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const int *ipiv, float *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsytri)(handle, uplo, n, A, lda, ipiv, work, lwork, info)
                                 : bd_gen_at_cusolverDnSsytri(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info) bd_inline_cusolverDnSsytri(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsytri(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnDsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsytri(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const int *ipiv, double *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsytri)(handle, uplo, n, A, lda, ipiv, work, lwork, info)
                                 : bd_gen_at_cusolverDnDsytri(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info) bd_inline_cusolverDnDsytri(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCsytri(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnCsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCsytri(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const int *ipiv, cuComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCsytri)(handle, uplo, n, A, lda, ipiv, work, lwork, info)
                                 : bd_gen_at_cusolverDnCsytri(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info) bd_inline_cusolverDnCsytri(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZsytri(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZsytri(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnZsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZsytri(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const int *ipiv, cuDoubleComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZsytri)(handle, uplo, n, A, lda, ipiv, work, lwork, info)
                                 : bd_gen_at_cusolverDnZsytri(handle, uplo, n, A, lda, ipiv, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZsytri(bd, handle, uplo, n, A, lda, ipiv, work, lwork, info) bd_inline_cusolverDnZsytri(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, ipiv, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgebrd_bufferSize(bd, handle, m, n, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgebrd_bufferSize(handle, m, n, Lwork, bd, bd_file, bd_line) : bd_cusolverDnSgebrd_bufferSize(bd, handle, m, n, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgebrd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSgebrd_bufferSize)(handle, m, n, Lwork)
                                 : bd_gen_at_cusolverDnSgebrd_bufferSize(handle, m, n, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSgebrd_bufferSize(bd, handle, m, n, Lwork) bd_inline_cusolverDnSgebrd_bufferSize(__FILE__, __LINE__, bd, handle, m, n, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgebrd_bufferSize(bd, handle, m, n, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgebrd_bufferSize(handle, m, n, Lwork, bd, bd_file, bd_line) : bd_cusolverDnDgebrd_bufferSize(bd, handle, m, n, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgebrd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDgebrd_bufferSize)(handle, m, n, Lwork)
                                 : bd_gen_at_cusolverDnDgebrd_bufferSize(handle, m, n, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDgebrd_bufferSize(bd, handle, m, n, Lwork) bd_inline_cusolverDnDgebrd_bufferSize(__FILE__, __LINE__, bd, handle, m, n, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgebrd_bufferSize(bd, handle, m, n, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgebrd_bufferSize(handle, m, n, Lwork, bd, bd_file, bd_line) : bd_cusolverDnCgebrd_bufferSize(bd, handle, m, n, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgebrd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCgebrd_bufferSize)(handle, m, n, Lwork)
                                 : bd_gen_at_cusolverDnCgebrd_bufferSize(handle, m, n, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCgebrd_bufferSize(bd, handle, m, n, Lwork) bd_inline_cusolverDnCgebrd_bufferSize(__FILE__, __LINE__, bd, handle, m, n, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgebrd_bufferSize(bd, handle, m, n, Lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZgebrd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *Lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgebrd_bufferSize(handle, m, n, Lwork, bd, bd_file, bd_line) : bd_cusolverDnZgebrd_bufferSize(bd, handle, m, n, Lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgebrd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *Lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZgebrd_bufferSize)(handle, m, n, Lwork)
                                 : bd_gen_at_cusolverDnZgebrd_bufferSize(handle, m, n, Lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZgebrd_bufferSize(bd, handle, m, n, Lwork) bd_inline_cusolverDnZgebrd_bufferSize(__FILE__, __LINE__, bd, handle, m, n, Lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgebrd(cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *D, float *E, float *TAUQ, float *TAUP, float *Work, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSgebrd(cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *D, float *E, float *TAUQ, float *TAUP, float *Work, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgebrd(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnSgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgebrd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, float *A, int lda, float *D, float *E, float *TAUQ, float *TAUP, float *Work, int Lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSgebrd)(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo)
                                 : bd_gen_at_cusolverDnSgebrd(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnSgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo) bd_inline_cusolverDnSgebrd(__FILE__, __LINE__, bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgebrd(cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *D, double *E, double *TAUQ, double *TAUP, double *Work, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDgebrd(cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *D, double *E, double *TAUQ, double *TAUP, double *Work, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgebrd(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnDgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgebrd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, double *A, int lda, double *D, double *E, double *TAUQ, double *TAUP, double *Work, int Lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDgebrd)(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo)
                                 : bd_gen_at_cusolverDnDgebrd(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnDgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo) bd_inline_cusolverDnDgebrd(__FILE__, __LINE__, bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgebrd(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, float *D, float *E, cuComplex *TAUQ, cuComplex *TAUP, cuComplex *Work, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCgebrd(cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, float *D, float *E, cuComplex *TAUQ, cuComplex *TAUP, cuComplex *Work, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgebrd(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnCgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgebrd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuComplex *A, int lda, float *D, float *E, cuComplex *TAUQ, cuComplex *TAUP, cuComplex *Work, int Lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCgebrd)(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo)
                                 : bd_gen_at_cusolverDnCgebrd(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnCgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo) bd_inline_cusolverDnCgebrd(__FILE__, __LINE__, bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgebrd(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, double *D, double *E, cuDoubleComplex *TAUQ, cuDoubleComplex *TAUP, cuDoubleComplex *Work, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZgebrd(cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, double *D, double *E, cuDoubleComplex *TAUQ, cuDoubleComplex *TAUP, cuDoubleComplex *Work, int Lwork, int *devInfo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgebrd(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo, bd, bd_file, bd_line) : bd_cusolverDnZgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgebrd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, cuDoubleComplex *A, int lda, double *D, double *E, cuDoubleComplex *TAUQ, cuDoubleComplex *TAUP, cuDoubleComplex *Work, int Lwork, int *devInfo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZgebrd)(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo)
                                 : bd_gen_at_cusolverDnZgebrd(handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo, bd, bd_file, bd_line);
}
#define bd_cusolverDnZgebrd(bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo) bd_inline_cusolverDnZgebrd(__FILE__, __LINE__, bd, handle, m, n, A, lda, D, E, TAUQ, TAUP, Work, Lwork, devInfo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSorgbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSorgbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSorgbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSorgbr_bufferSize(handle, side, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnSorgbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSorgbr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const float *A, int lda, const float *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSorgbr_bufferSize)(handle, side, m, n, k, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnSorgbr_bufferSize(handle, side, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSorgbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork) bd_inline_cusolverDnSorgbr_bufferSize(__FILE__, __LINE__, bd, handle, side, m, n, k, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDorgbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDorgbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDorgbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDorgbr_bufferSize(handle, side, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnDorgbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDorgbr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const double *A, int lda, const double *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDorgbr_bufferSize)(handle, side, m, n, k, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnDorgbr_bufferSize(handle, side, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDorgbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork) bd_inline_cusolverDnDorgbr_bufferSize(__FILE__, __LINE__, bd, handle, side, m, n, k, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCungbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCungbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCungbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCungbr_bufferSize(handle, side, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnCungbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCungbr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuComplex *A, int lda, const cuComplex *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCungbr_bufferSize)(handle, side, m, n, k, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnCungbr_bufferSize(handle, side, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCungbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork) bd_inline_cusolverDnCungbr_bufferSize(__FILE__, __LINE__, bd, handle, side, m, n, k, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZungbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZungbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZungbr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZungbr_bufferSize(handle, side, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnZungbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZungbr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZungbr_bufferSize)(handle, side, m, n, k, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnZungbr_bufferSize(handle, side, m, n, k, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZungbr_bufferSize(bd, handle, side, m, n, k, A, lda, tau, lwork) bd_inline_cusolverDnZungbr_bufferSize(__FILE__, __LINE__, bd, handle, side, m, n, k, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSorgbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, float *A, int lda, const float *tau, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSorgbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSorgbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, float *A, int lda, const float *tau, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSorgbr(handle, side, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnSorgbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSorgbr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, float *A, int lda, const float *tau, float *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSorgbr)(handle, side, m, n, k, A, lda, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnSorgbr(handle, side, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSorgbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info) bd_inline_cusolverDnSorgbr(__FILE__, __LINE__, bd, handle, side, m, n, k, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDorgbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, double *A, int lda, const double *tau, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDorgbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDorgbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, double *A, int lda, const double *tau, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDorgbr(handle, side, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnDorgbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDorgbr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, double *A, int lda, const double *tau, double *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDorgbr)(handle, side, m, n, k, A, lda, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnDorgbr(handle, side, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDorgbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info) bd_inline_cusolverDnDorgbr(__FILE__, __LINE__, bd, handle, side, m, n, k, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCungbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCungbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCungbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCungbr(handle, side, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnCungbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCungbr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCungbr)(handle, side, m, n, k, A, lda, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnCungbr(handle, side, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCungbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info) bd_inline_cusolverDnCungbr(__FILE__, __LINE__, bd, handle, side, m, n, k, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZungbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZungbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZungbr(cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZungbr(handle, side, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnZungbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZungbr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, int m, int n, int k, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZungbr)(handle, side, m, n, k, A, lda, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnZungbr(handle, side, m, n, k, A, lda, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZungbr(bd, handle, side, m, n, k, A, lda, tau, work, lwork, info) bd_inline_cusolverDnZungbr(__FILE__, __LINE__, bd, handle, side, m, n, k, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsytrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *d, const float *e, const float *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsytrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsytrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *d, const float *e, const float *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsytrd_bufferSize(handle, uplo, n, A, lda, d, e, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnSsytrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsytrd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *d, const float *e, const float *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsytrd_bufferSize)(handle, uplo, n, A, lda, d, e, tau, lwork)
                                 : bd_gen_at_cusolverDnSsytrd_bufferSize(handle, uplo, n, A, lda, d, e, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsytrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork) bd_inline_cusolverDnSsytrd_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, d, e, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsytrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *d, const double *e, const double *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsytrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsytrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *d, const double *e, const double *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsytrd_bufferSize(handle, uplo, n, A, lda, d, e, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnDsytrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsytrd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *d, const double *e, const double *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsytrd_bufferSize)(handle, uplo, n, A, lda, d, e, tau, lwork)
                                 : bd_gen_at_cusolverDnDsytrd_bufferSize(handle, uplo, n, A, lda, d, e, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsytrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork) bd_inline_cusolverDnDsytrd_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, d, e, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnChetrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *d, const float *e, const cuComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnChetrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnChetrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *d, const float *e, const cuComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnChetrd_bufferSize(handle, uplo, n, A, lda, d, e, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnChetrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnChetrd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *d, const float *e, const cuComplex *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnChetrd_bufferSize)(handle, uplo, n, A, lda, d, e, tau, lwork)
                                 : bd_gen_at_cusolverDnChetrd_bufferSize(handle, uplo, n, A, lda, d, e, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnChetrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork) bd_inline_cusolverDnChetrd_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, d, e, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZhetrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *d, const double *e, const cuDoubleComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZhetrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZhetrd_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *d, const double *e, const cuDoubleComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZhetrd_bufferSize(handle, uplo, n, A, lda, d, e, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnZhetrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZhetrd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *d, const double *e, const cuDoubleComplex *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZhetrd_bufferSize)(handle, uplo, n, A, lda, d, e, tau, lwork)
                                 : bd_gen_at_cusolverDnZhetrd_bufferSize(handle, uplo, n, A, lda, d, e, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZhetrd_bufferSize(bd, handle, uplo, n, A, lda, d, e, tau, lwork) bd_inline_cusolverDnZhetrd_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, d, e, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsytrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *d, float *e, float *tau, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsytrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsytrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *d, float *e, float *tau, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsytrd(handle, uplo, n, A, lda, d, e, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnSsytrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsytrd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, float *d, float *e, float *tau, float *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsytrd)(handle, uplo, n, A, lda, d, e, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnSsytrd(handle, uplo, n, A, lda, d, e, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsytrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info) bd_inline_cusolverDnSsytrd(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsytrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *d, double *e, double *tau, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsytrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsytrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *d, double *e, double *tau, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsytrd(handle, uplo, n, A, lda, d, e, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnDsytrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsytrd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, double *d, double *e, double *tau, double *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsytrd)(handle, uplo, n, A, lda, d, e, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnDsytrd(handle, uplo, n, A, lda, d, e, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsytrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info) bd_inline_cusolverDnDsytrd(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnChetrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *d, float *e, cuComplex *tau, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnChetrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnChetrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *d, float *e, cuComplex *tau, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnChetrd(handle, uplo, n, A, lda, d, e, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnChetrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnChetrd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *d, float *e, cuComplex *tau, cuComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnChetrd)(handle, uplo, n, A, lda, d, e, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnChetrd(handle, uplo, n, A, lda, d, e, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnChetrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info) bd_inline_cusolverDnChetrd(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZhetrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *d, double *e, cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZhetrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZhetrd(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *d, double *e, cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZhetrd(handle, uplo, n, A, lda, d, e, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnZhetrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZhetrd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *d, double *e, cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZhetrd)(handle, uplo, n, A, lda, d, e, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnZhetrd(handle, uplo, n, A, lda, d, e, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZhetrd(bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info) bd_inline_cusolverDnZhetrd(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, d, e, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSorgtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSorgtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSorgtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSorgtr_bufferSize(handle, uplo, n, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnSorgtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSorgtr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda, const float *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSorgtr_bufferSize)(handle, uplo, n, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnSorgtr_bufferSize(handle, uplo, n, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSorgtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork) bd_inline_cusolverDnSorgtr_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDorgtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDorgtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDorgtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDorgtr_bufferSize(handle, uplo, n, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnDorgtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDorgtr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda, const double *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDorgtr_bufferSize)(handle, uplo, n, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnDorgtr_bufferSize(handle, uplo, n, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDorgtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork) bd_inline_cusolverDnDorgtr_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCungtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCungtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCungtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCungtr_bufferSize(handle, uplo, n, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnCungtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCungtr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCungtr_bufferSize)(handle, uplo, n, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnCungtr_bufferSize(handle, uplo, n, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCungtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork) bd_inline_cusolverDnCungtr_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZungtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZungtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZungtr_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZungtr_bufferSize(handle, uplo, n, A, lda, tau, lwork, bd, bd_file, bd_line) : bd_cusolverDnZungtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZungtr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZungtr_bufferSize)(handle, uplo, n, A, lda, tau, lwork)
                                 : bd_gen_at_cusolverDnZungtr_bufferSize(handle, uplo, n, A, lda, tau, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZungtr_bufferSize(bd, handle, uplo, n, A, lda, tau, lwork) bd_inline_cusolverDnZungtr_bufferSize(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, tau, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSorgtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const float *tau, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSorgtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSorgtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const float *tau, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSorgtr(handle, uplo, n, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnSorgtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSorgtr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, float *A, int lda, const float *tau, float *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSorgtr)(handle, uplo, n, A, lda, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnSorgtr(handle, uplo, n, A, lda, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSorgtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info) bd_inline_cusolverDnSorgtr(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDorgtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const double *tau, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDorgtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDorgtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const double *tau, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDorgtr(handle, uplo, n, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnDorgtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDorgtr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, double *A, int lda, const double *tau, double *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDorgtr)(handle, uplo, n, A, lda, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnDorgtr(handle, uplo, n, A, lda, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDorgtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info) bd_inline_cusolverDnDorgtr(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCungtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCungtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCungtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCungtr(handle, uplo, n, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnCungtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCungtr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuComplex *A, int lda, const cuComplex *tau, cuComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCungtr)(handle, uplo, n, A, lda, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnCungtr(handle, uplo, n, A, lda, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCungtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info) bd_inline_cusolverDnCungtr(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZungtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZungtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZungtr(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZungtr(handle, uplo, n, A, lda, tau, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnZungtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZungtr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, cuDoubleComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZungtr)(handle, uplo, n, A, lda, tau, work, lwork, info)
                                 : bd_gen_at_cusolverDnZungtr(handle, uplo, n, A, lda, tau, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZungtr(bd, handle, uplo, n, A, lda, tau, work, lwork, info) bd_inline_cusolverDnZungtr(__FILE__, __LINE__, bd, handle, uplo, n, A, lda, tau, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSormtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSormtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSormtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSormtr_bufferSize(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line) : bd_cusolverDnSormtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSormtr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const float *A, int lda, const float *tau, const float *C, int ldc, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSormtr_bufferSize)(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork)
                                 : bd_gen_at_cusolverDnSormtr_bufferSize(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSormtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork) bd_inline_cusolverDnSormtr_bufferSize(__FILE__, __LINE__, bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDormtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDormtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDormtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDormtr_bufferSize(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line) : bd_cusolverDnDormtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDormtr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const double *A, int lda, const double *tau, const double *C, int ldc, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDormtr_bufferSize)(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork)
                                 : bd_gen_at_cusolverDnDormtr_bufferSize(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDormtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork) bd_inline_cusolverDnDormtr_bufferSize(__FILE__, __LINE__, bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCunmtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCunmtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCunmtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCunmtr_bufferSize(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line) : bd_cusolverDnCunmtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCunmtr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuComplex *A, int lda, const cuComplex *tau, const cuComplex *C, int ldc, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCunmtr_bufferSize)(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork)
                                 : bd_gen_at_cusolverDnCunmtr_bufferSize(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCunmtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork) bd_inline_cusolverDnCunmtr_bufferSize(__FILE__, __LINE__, bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZunmtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZunmtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZunmtr_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZunmtr_bufferSize(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line) : bd_cusolverDnZunmtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZunmtr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *tau, const cuDoubleComplex *C, int ldc, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZunmtr_bufferSize)(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork)
                                 : bd_gen_at_cusolverDnZunmtr_bufferSize(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZunmtr_bufferSize(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork) bd_inline_cusolverDnZunmtr_bufferSize(__FILE__, __LINE__, bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSormtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, float *A, int lda, float *tau, float *C, int ldc, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSormtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSormtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, float *A, int lda, float *tau, float *C, int ldc, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSormtr(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnSormtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSormtr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, float *A, int lda, float *tau, float *C, int ldc, float *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSormtr)(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info)
                                 : bd_gen_at_cusolverDnSormtr(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSormtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info) bd_inline_cusolverDnSormtr(__FILE__, __LINE__, bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDormtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, double *A, int lda, double *tau, double *C, int ldc, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDormtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDormtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, double *A, int lda, double *tau, double *C, int ldc, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDormtr(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnDormtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDormtr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, double *A, int lda, double *tau, double *C, int ldc, double *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDormtr)(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info)
                                 : bd_gen_at_cusolverDnDormtr(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDormtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info) bd_inline_cusolverDnDormtr(__FILE__, __LINE__, bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCunmtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuComplex *A, int lda, cuComplex *tau, cuComplex *C, int ldc, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCunmtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCunmtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuComplex *A, int lda, cuComplex *tau, cuComplex *C, int ldc, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCunmtr(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnCunmtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCunmtr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuComplex *A, int lda, cuComplex *tau, cuComplex *C, int ldc, cuComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCunmtr)(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info)
                                 : bd_gen_at_cusolverDnCunmtr(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCunmtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info) bd_inline_cusolverDnCunmtr(__FILE__, __LINE__, bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZunmtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZunmtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZunmtr(cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZunmtr(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnZunmtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZunmtr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t trans, int m, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *tau, cuDoubleComplex *C, int ldc, cuDoubleComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZunmtr)(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info)
                                 : bd_gen_at_cusolverDnZunmtr(handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZunmtr(bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info) bd_inline_cusolverDnZunmtr(__FILE__, __LINE__, bd, handle, side, uplo, trans, m, n, A, lda, tau, C, ldc, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgesvd_bufferSize(bd, handle, m, n, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgesvd_bufferSize(handle, m, n, lwork, bd, bd_file, bd_line) : bd_cusolverDnSgesvd_bufferSize(bd, handle, m, n, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgesvd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSgesvd_bufferSize)(handle, m, n, lwork)
                                 : bd_gen_at_cusolverDnSgesvd_bufferSize(handle, m, n, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSgesvd_bufferSize(bd, handle, m, n, lwork) bd_inline_cusolverDnSgesvd_bufferSize(__FILE__, __LINE__, bd, handle, m, n, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgesvd_bufferSize(bd, handle, m, n, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgesvd_bufferSize(handle, m, n, lwork, bd, bd_file, bd_line) : bd_cusolverDnDgesvd_bufferSize(bd, handle, m, n, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgesvd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDgesvd_bufferSize)(handle, m, n, lwork)
                                 : bd_gen_at_cusolverDnDgesvd_bufferSize(handle, m, n, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDgesvd_bufferSize(bd, handle, m, n, lwork) bd_inline_cusolverDnDgesvd_bufferSize(__FILE__, __LINE__, bd, handle, m, n, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgesvd_bufferSize(bd, handle, m, n, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgesvd_bufferSize(handle, m, n, lwork, bd, bd_file, bd_line) : bd_cusolverDnCgesvd_bufferSize(bd, handle, m, n, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgesvd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCgesvd_bufferSize)(handle, m, n, lwork)
                                 : bd_gen_at_cusolverDnCgesvd_bufferSize(handle, m, n, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCgesvd_bufferSize(bd, handle, m, n, lwork) bd_inline_cusolverDnCgesvd_bufferSize(__FILE__, __LINE__, bd, handle, m, n, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgesvd_bufferSize(bd, handle, m, n, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZgesvd_bufferSize(cusolverDnHandle_t handle, int m, int n, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgesvd_bufferSize(handle, m, n, lwork, bd, bd_file, bd_line) : bd_cusolverDnZgesvd_bufferSize(bd, handle, m, n, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgesvd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, int m, int n, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZgesvd_bufferSize)(handle, m, n, lwork)
                                 : bd_gen_at_cusolverDnZgesvd_bufferSize(handle, m, n, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZgesvd_bufferSize(bd, handle, m, n, lwork) bd_inline_cusolverDnZgesvd_bufferSize(__FILE__, __LINE__, bd, handle, m, n, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgesvd(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *VT, int ldvt, float *work, int lwork, float *rwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgesvd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *VT, int ldvt, float *work, int lwork, float *rwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgesvd(handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info, bd, bd_file, bd_line) : bd_cusolverDnSgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info);
}
#define bd_cusolverDnSgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info) bd_inline_cusolverDnSgesvd(__FILE__, __LINE__, bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgesvd(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *VT, int ldvt, double *work, int lwork, double *rwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgesvd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *VT, int ldvt, double *work, int lwork, double *rwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgesvd(handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info, bd, bd_file, bd_line) : bd_cusolverDnDgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info);
}
#define bd_cusolverDnDgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info) bd_inline_cusolverDnDgesvd(__FILE__, __LINE__, bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgesvd(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *VT, int ldvt, cuComplex *work, int lwork, float *rwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgesvd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *VT, int ldvt, cuComplex *work, int lwork, float *rwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgesvd(handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info, bd, bd_file, bd_line) : bd_cusolverDnCgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info);
}
#define bd_cusolverDnCgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info) bd_inline_cusolverDnCgesvd(__FILE__, __LINE__, bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgesvd(cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *VT, int ldvt, cuDoubleComplex *work, int lwork, double *rwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgesvd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *VT, int ldvt, cuDoubleComplex *work, int lwork, double *rwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgesvd(handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info, bd, bd_file, bd_line) : bd_cusolverDnZgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info);
}
#define bd_cusolverDnZgesvd(bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info) bd_inline_cusolverDnZgesvd(__FILE__, __LINE__, bd, handle, jobu, jobvt, m, n, A, lda, S, U, ldu, VT, ldvt, work, lwork, rwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsyevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsyevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsyevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsyevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnSsyevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsyevd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsyevd_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork)
                                 : bd_gen_at_cusolverDnSsyevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsyevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork) bd_inline_cusolverDnSsyevd_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsyevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsyevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsyevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsyevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnDsyevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsyevd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsyevd_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork)
                                 : bd_gen_at_cusolverDnDsyevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsyevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork) bd_inline_cusolverDnDsyevd_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCheevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCheevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCheevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCheevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnCheevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCheevd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCheevd_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork)
                                 : bd_gen_at_cusolverDnCheevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCheevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork) bd_inline_cusolverDnCheevd_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZheevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZheevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZheevd_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZheevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnZheevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZheevd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZheevd_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork)
                                 : bd_gen_at_cusolverDnZheevd_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZheevd_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork) bd_inline_cusolverDnZheevd_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsyevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsyevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsyevd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsyevd(handle, jobz, uplo, n, A, lda, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnSsyevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info);
}
#define bd_cusolverDnSsyevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info) bd_inline_cusolverDnSsyevd(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsyevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsyevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsyevd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsyevd(handle, jobz, uplo, n, A, lda, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnDsyevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info);
}
#define bd_cusolverDnDsyevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info) bd_inline_cusolverDnDsyevd(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCheevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCheevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCheevd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCheevd(handle, jobz, uplo, n, A, lda, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnCheevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info);
}
#define bd_cusolverDnCheevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info) bd_inline_cusolverDnCheevd(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZheevd(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZheevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZheevd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info)
{
    /* What its success tells cubound is libcubound's to note: the exported wrapper does it, on every
     * path, so the inline form calls it straight. */
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZheevd(handle, jobz, uplo, n, A, lda, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnZheevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info);
}
#define bd_cusolverDnZheevd(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info) bd_inline_cusolverDnZheevd(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsyevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsyevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsyevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsyevdx_bufferSize(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnSsyevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsyevdx_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsyevdx_bufferSize)(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork)
                                 : bd_gen_at_cusolverDnSsyevdx_bufferSize(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsyevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork) bd_inline_cusolverDnSsyevdx_bufferSize(__FILE__, __LINE__, bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsyevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsyevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsyevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsyevdx_bufferSize(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnDsyevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsyevdx_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsyevdx_bufferSize)(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork)
                                 : bd_gen_at_cusolverDnDsyevdx_bufferSize(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsyevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork) bd_inline_cusolverDnDsyevdx_bufferSize(__FILE__, __LINE__, bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCheevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCheevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCheevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCheevdx_bufferSize(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnCheevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnCheevdx_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCheevdx_bufferSize)(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork)
                                 : bd_gen_at_cusolverDnCheevdx_bufferSize(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnCheevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork) bd_inline_cusolverDnCheevdx_bufferSize(__FILE__, __LINE__, bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZheevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZheevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZheevdx_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZheevdx_bufferSize(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnZheevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZheevdx_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZheevdx_bufferSize)(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork)
                                 : bd_gen_at_cusolverDnZheevdx_bufferSize(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZheevdx_bufferSize(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork) bd_inline_cusolverDnZheevdx_bufferSize(__FILE__, __LINE__, bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsyevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsyevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsyevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsyevdx(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnSsyevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsyevdx(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsyevdx)(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnSsyevdx(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsyevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info) bd_inline_cusolverDnSsyevdx(__FILE__, __LINE__, bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsyevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsyevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsyevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsyevdx(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnDsyevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsyevdx(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsyevdx)(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnDsyevdx(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsyevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info) bd_inline_cusolverDnDsyevdx(__FILE__, __LINE__, bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCheevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCheevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCheevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCheevdx(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnCheevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCheevdx(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCheevdx)(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnCheevdx(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCheevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info) bd_inline_cusolverDnCheevdx(__FILE__, __LINE__, bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZheevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZheevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZheevdx(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZheevdx(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnZheevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZheevdx(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZheevdx)(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnZheevdx(handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZheevdx(bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info) bd_inline_cusolverDnZheevdx(__FILE__, __LINE__, bd, handle, jobz, range, uplo, n, A, lda, vl, vu, il, iu, meig, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsygvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsygvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsygvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsygvdx_bufferSize(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnSsygvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsygvdx_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsygvdx_bufferSize)(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork)
                                 : bd_gen_at_cusolverDnSsygvdx_bufferSize(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsygvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork) bd_inline_cusolverDnSsygvdx_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsygvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsygvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsygvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsygvdx_bufferSize(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnDsygvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsygvdx_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsygvdx_bufferSize)(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork)
                                 : bd_gen_at_cusolverDnDsygvdx_bufferSize(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsygvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork) bd_inline_cusolverDnDsygvdx_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnChegvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnChegvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnChegvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnChegvdx_bufferSize(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnChegvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnChegvdx_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, const float *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnChegvdx_bufferSize)(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork)
                                 : bd_gen_at_cusolverDnChegvdx_bufferSize(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnChegvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork) bd_inline_cusolverDnChegvdx_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZhegvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZhegvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZhegvdx_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZhegvdx_bufferSize(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnZhegvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZhegvdx_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, const double *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZhegvdx_bufferSize)(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork)
                                 : bd_gen_at_cusolverDnZhegvdx_bufferSize(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZhegvdx_bufferSize(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork) bd_inline_cusolverDnZhegvdx_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsygvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsygvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsygvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsygvdx(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnSsygvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsygvdx(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, float *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsygvdx)(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnSsygvdx(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsygvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info) bd_inline_cusolverDnSsygvdx(__FILE__, __LINE__, bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsygvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsygvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsygvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsygvdx(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnDsygvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsygvdx(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, double *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsygvdx)(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnDsygvdx(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsygvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info) bd_inline_cusolverDnDsygvdx(__FILE__, __LINE__, bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnChegvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnChegvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnChegvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnChegvdx(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnChegvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnChegvdx(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float vl, float vu, int il, int iu, int *meig, float *W, cuComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnChegvdx)(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnChegvdx(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnChegvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info) bd_inline_cusolverDnChegvdx(__FILE__, __LINE__, bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZhegvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZhegvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZhegvdx(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZhegvdx(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnZhegvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZhegvdx(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double vl, double vu, int il, int iu, int *meig, double *W, cuDoubleComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZhegvdx)(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnZhegvdx(handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZhegvdx(bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info) bd_inline_cusolverDnZhegvdx(__FILE__, __LINE__, bd, handle, itype, jobz, range, uplo, n, A, lda, B, ldb, vl, vu, il, iu, meig, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsygvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsygvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsygvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsygvd_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnSsygvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsygvd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsygvd_bufferSize)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork)
                                 : bd_gen_at_cusolverDnSsygvd_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsygvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork) bd_inline_cusolverDnSsygvd_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsygvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsygvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsygvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsygvd_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnDsygvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsygvd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsygvd_bufferSize)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork)
                                 : bd_gen_at_cusolverDnDsygvd_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsygvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork) bd_inline_cusolverDnDsygvd_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnChegvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnChegvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnChegvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnChegvd_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnChegvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnChegvd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnChegvd_bufferSize)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork)
                                 : bd_gen_at_cusolverDnChegvd_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnChegvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork) bd_inline_cusolverDnChegvd_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZhegvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZhegvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZhegvd_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZhegvd_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, bd, bd_file, bd_line) : bd_cusolverDnZhegvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork);
}

static inline cusolverStatus_t bd_inline_cusolverDnZhegvd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZhegvd_bufferSize)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork)
                                 : bd_gen_at_cusolverDnZhegvd_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, bd, bd_file, bd_line);
}
#define bd_cusolverDnZhegvd_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork) bd_inline_cusolverDnZhegvd_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsygvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsygvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsygvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsygvd(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnSsygvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsygvd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsygvd)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnSsygvd(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsygvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info) bd_inline_cusolverDnSsygvd(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsygvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsygvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsygvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsygvd(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnDsygvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsygvd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsygvd)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnDsygvd(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsygvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info) bd_inline_cusolverDnDsygvd(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnChegvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnChegvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnChegvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnChegvd(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnChegvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnChegvd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnChegvd)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnChegvd(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnChegvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info) bd_inline_cusolverDnChegvd(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZhegvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZhegvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZhegvd(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZhegvd(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, bd, bd_file, bd_line) : bd_cusolverDnZhegvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnZhegvd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZhegvd)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info)
                                 : bd_gen_at_cusolverDnZhegvd(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnZhegvd(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info) bd_inline_cusolverDnZhegvd(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCreateSyevjInfo(syevjInfo_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCreateSyevjInfo(bd, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCreateSyevjInfo(syevjInfo_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCreateSyevjInfo(info, bd, bd_file, bd_line) : bd_cusolverDnCreateSyevjInfo(bd, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCreateSyevjInfo(const char *bd_file, int bd_line, bound_dev_t *bd, syevjInfo_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCreateSyevjInfo)(info)
                                 : bd_gen_at_cusolverDnCreateSyevjInfo(info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCreateSyevjInfo(bd, info) bd_inline_cusolverDnCreateSyevjInfo(__FILE__, __LINE__, bd, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDestroySyevjInfo(syevjInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDestroySyevjInfo(bd, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDestroySyevjInfo(syevjInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDestroySyevjInfo(info, bd, bd_file, bd_line) : bd_cusolverDnDestroySyevjInfo(bd, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDestroySyevjInfo(const char *bd_file, int bd_line, bound_dev_t *bd, syevjInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDestroySyevjInfo)(info)
                                 : bd_gen_at_cusolverDnDestroySyevjInfo(info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDestroySyevjInfo(bd, info) bd_inline_cusolverDnDestroySyevjInfo(__FILE__, __LINE__, bd, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsyevjSetTolerance(syevjInfo_t info, double tolerance, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsyevjSetTolerance(bd, info, tolerance);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsyevjSetTolerance(syevjInfo_t info, double tolerance, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsyevjSetTolerance(info, tolerance, bd, bd_file, bd_line) : bd_cusolverDnXsyevjSetTolerance(bd, info, tolerance);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsyevjSetTolerance(const char *bd_file, int bd_line, bound_dev_t *bd, syevjInfo_t info, double tolerance)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsyevjSetTolerance)(info, tolerance)
                                 : bd_gen_at_cusolverDnXsyevjSetTolerance(info, tolerance, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsyevjSetTolerance(bd, info, tolerance) bd_inline_cusolverDnXsyevjSetTolerance(__FILE__, __LINE__, bd, info, tolerance)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsyevjSetMaxSweeps(syevjInfo_t info, int max_sweeps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsyevjSetMaxSweeps(bd, info, max_sweeps);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsyevjSetMaxSweeps(syevjInfo_t info, int max_sweeps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsyevjSetMaxSweeps(info, max_sweeps, bd, bd_file, bd_line) : bd_cusolverDnXsyevjSetMaxSweeps(bd, info, max_sweeps);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsyevjSetMaxSweeps(const char *bd_file, int bd_line, bound_dev_t *bd, syevjInfo_t info, int max_sweeps)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsyevjSetMaxSweeps)(info, max_sweeps)
                                 : bd_gen_at_cusolverDnXsyevjSetMaxSweeps(info, max_sweeps, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsyevjSetMaxSweeps(bd, info, max_sweeps) bd_inline_cusolverDnXsyevjSetMaxSweeps(__FILE__, __LINE__, bd, info, max_sweeps)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsyevjSetSortEig(syevjInfo_t info, int sort_eig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsyevjSetSortEig(bd, info, sort_eig);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsyevjSetSortEig(syevjInfo_t info, int sort_eig, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsyevjSetSortEig(info, sort_eig, bd, bd_file, bd_line) : bd_cusolverDnXsyevjSetSortEig(bd, info, sort_eig);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsyevjSetSortEig(const char *bd_file, int bd_line, bound_dev_t *bd, syevjInfo_t info, int sort_eig)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsyevjSetSortEig)(info, sort_eig)
                                 : bd_gen_at_cusolverDnXsyevjSetSortEig(info, sort_eig, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsyevjSetSortEig(bd, info, sort_eig) bd_inline_cusolverDnXsyevjSetSortEig(__FILE__, __LINE__, bd, info, sort_eig)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsyevjGetResidual(cusolverDnHandle_t handle, syevjInfo_t info, double *residual, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsyevjGetResidual(bd, handle, info, residual);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsyevjGetResidual(cusolverDnHandle_t handle, syevjInfo_t info, double *residual, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsyevjGetResidual(handle, info, residual, bd, bd_file, bd_line) : bd_cusolverDnXsyevjGetResidual(bd, handle, info, residual);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsyevjGetResidual(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, syevjInfo_t info, double *residual)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsyevjGetResidual)(handle, info, residual)
                                 : bd_gen_at_cusolverDnXsyevjGetResidual(handle, info, residual, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsyevjGetResidual(bd, handle, info, residual) bd_inline_cusolverDnXsyevjGetResidual(__FILE__, __LINE__, bd, handle, info, residual)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsyevjGetSweeps(cusolverDnHandle_t handle, syevjInfo_t info, int *executed_sweeps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsyevjGetSweeps(bd, handle, info, executed_sweeps);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsyevjGetSweeps(cusolverDnHandle_t handle, syevjInfo_t info, int *executed_sweeps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsyevjGetSweeps(handle, info, executed_sweeps, bd, bd_file, bd_line) : bd_cusolverDnXsyevjGetSweeps(bd, handle, info, executed_sweeps);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsyevjGetSweeps(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, syevjInfo_t info, int *executed_sweeps)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsyevjGetSweeps)(handle, info, executed_sweeps)
                                 : bd_gen_at_cusolverDnXsyevjGetSweeps(handle, info, executed_sweeps, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsyevjGetSweeps(bd, handle, info, executed_sweeps) bd_inline_cusolverDnXsyevjGetSweeps(__FILE__, __LINE__, bd, handle, info, executed_sweeps)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsyevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsyevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsyevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsyevjBatched_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnSsyevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsyevjBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsyevjBatched_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize)
                                 : bd_gen_at_cusolverDnSsyevjBatched_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsyevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize) bd_inline_cusolverDnSsyevjBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsyevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsyevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsyevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsyevjBatched_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnDsyevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsyevjBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsyevjBatched_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize)
                                 : bd_gen_at_cusolverDnDsyevjBatched_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsyevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize) bd_inline_cusolverDnDsyevjBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCheevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCheevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCheevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCheevjBatched_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnCheevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnCheevjBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCheevjBatched_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize)
                                 : bd_gen_at_cusolverDnCheevjBatched_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnCheevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize) bd_inline_cusolverDnCheevjBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZheevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZheevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZheevjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZheevjBatched_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnZheevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnZheevjBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZheevjBatched_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize)
                                 : bd_gen_at_cusolverDnZheevjBatched_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnZheevjBatched_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize) bd_inline_cusolverDnZheevjBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsyevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsyevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsyevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsyevjBatched(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnSsyevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsyevjBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsyevjBatched)(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize)
                                 : bd_gen_at_cusolverDnSsyevjBatched(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsyevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize) bd_inline_cusolverDnSsyevjBatched(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsyevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsyevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsyevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsyevjBatched(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnDsyevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsyevjBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsyevjBatched)(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize)
                                 : bd_gen_at_cusolverDnDsyevjBatched(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsyevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize) bd_inline_cusolverDnDsyevjBatched(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCheevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCheevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCheevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCheevjBatched(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnCheevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnCheevjBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCheevjBatched)(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize)
                                 : bd_gen_at_cusolverDnCheevjBatched(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnCheevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize) bd_inline_cusolverDnCheevjBatched(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZheevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZheevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZheevjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZheevjBatched(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnZheevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnZheevjBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZheevjBatched)(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize)
                                 : bd_gen_at_cusolverDnZheevjBatched(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnZheevjBatched(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize) bd_inline_cusolverDnZheevjBatched(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsyevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsyevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsyevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsyevj_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnSsyevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsyevj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *W, int *lwork, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsyevj_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork, params)
                                 : bd_gen_at_cusolverDnSsyevj_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsyevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params) bd_inline_cusolverDnSsyevj_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsyevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsyevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsyevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsyevj_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnDsyevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsyevj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *W, int *lwork, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsyevj_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork, params)
                                 : bd_gen_at_cusolverDnDsyevj_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsyevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params) bd_inline_cusolverDnDsyevj_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCheevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCheevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCheevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCheevj_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnCheevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnCheevj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const float *W, int *lwork, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCheevj_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork, params)
                                 : bd_gen_at_cusolverDnCheevj_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnCheevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params) bd_inline_cusolverDnCheevj_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZheevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZheevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZheevj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZheevj_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnZheevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnZheevj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const double *W, int *lwork, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZheevj_bufferSize)(handle, jobz, uplo, n, A, lda, W, lwork, params)
                                 : bd_gen_at_cusolverDnZheevj_bufferSize(handle, jobz, uplo, n, A, lda, W, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnZheevj_bufferSize(bd, handle, jobz, uplo, n, A, lda, W, lwork, params) bd_inline_cusolverDnZheevj_bufferSize(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsyevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsyevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsyevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsyevj(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnSsyevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsyevj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *W, float *work, int lwork, int *info, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsyevj)(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnSsyevj(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsyevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params) bd_inline_cusolverDnSsyevj(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsyevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsyevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsyevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsyevj(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnDsyevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsyevj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *W, double *work, int lwork, int *info, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsyevj)(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnDsyevj(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsyevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params) bd_inline_cusolverDnDsyevj(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCheevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCheevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCheevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCheevj(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnCheevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnCheevj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCheevj)(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnCheevj(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnCheevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params) bd_inline_cusolverDnCheevj(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZheevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZheevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZheevj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZheevj(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnZheevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnZheevj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZheevj)(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnZheevj(handle, jobz, uplo, n, A, lda, W, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnZheevj(bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params) bd_inline_cusolverDnZheevj(__FILE__, __LINE__, bd, handle, jobz, uplo, n, A, lda, W, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsygvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsygvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsygvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsygvj_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnSsygvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsygvj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const float *A, int lda, const float *B, int ldb, const float *W, int *lwork, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsygvj_bufferSize)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params)
                                 : bd_gen_at_cusolverDnSsygvj_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsygvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params) bd_inline_cusolverDnSsygvj_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsygvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsygvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsygvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsygvj_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnDsygvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsygvj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const double *A, int lda, const double *B, int ldb, const double *W, int *lwork, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsygvj_bufferSize)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params)
                                 : bd_gen_at_cusolverDnDsygvj_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsygvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params) bd_inline_cusolverDnDsygvj_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnChegvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnChegvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnChegvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnChegvj_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnChegvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnChegvj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuComplex *A, int lda, const cuComplex *B, int ldb, const float *W, int *lwork, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnChegvj_bufferSize)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params)
                                 : bd_gen_at_cusolverDnChegvj_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnChegvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params) bd_inline_cusolverDnChegvj_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZhegvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZhegvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZhegvj_bufferSize(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZhegvj_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnZhegvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnZhegvj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, const double *W, int *lwork, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZhegvj_bufferSize)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params)
                                 : bd_gen_at_cusolverDnZhegvj_bufferSize(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnZhegvj_bufferSize(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params) bd_inline_cusolverDnZhegvj_bufferSize(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSsygvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSsygvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSsygvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSsygvj(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnSsygvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnSsygvj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, float *A, int lda, float *B, int ldb, float *W, float *work, int lwork, int *info, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSsygvj)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnSsygvj(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnSsygvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params) bd_inline_cusolverDnSsygvj(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDsygvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDsygvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDsygvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDsygvj(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnDsygvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnDsygvj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, double *A, int lda, double *B, int ldb, double *W, double *work, int lwork, int *info, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDsygvj)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnDsygvj(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnDsygvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params) bd_inline_cusolverDnDsygvj(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnChegvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnChegvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnChegvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnChegvj(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnChegvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnChegvj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuComplex *A, int lda, cuComplex *B, int ldb, float *W, cuComplex *work, int lwork, int *info, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnChegvj)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnChegvj(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnChegvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params) bd_inline_cusolverDnChegvj(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZhegvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZhegvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZhegvj(cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZhegvj(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnZhegvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnZhegvj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigType_t itype, cusolverEigMode_t jobz, cublasFillMode_t uplo, int n, cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb, double *W, cuDoubleComplex *work, int lwork, int *info, syevjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZhegvj)(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnZhegvj(handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnZhegvj(bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params) bd_inline_cusolverDnZhegvj(__FILE__, __LINE__, bd, handle, itype, jobz, uplo, n, A, lda, B, ldb, W, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCreateGesvdjInfo(gesvdjInfo_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCreateGesvdjInfo(bd, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCreateGesvdjInfo(gesvdjInfo_t *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCreateGesvdjInfo(info, bd, bd_file, bd_line) : bd_cusolverDnCreateGesvdjInfo(bd, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnCreateGesvdjInfo(const char *bd_file, int bd_line, bound_dev_t *bd, gesvdjInfo_t *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCreateGesvdjInfo)(info)
                                 : bd_gen_at_cusolverDnCreateGesvdjInfo(info, bd, bd_file, bd_line);
}
#define bd_cusolverDnCreateGesvdjInfo(bd, info) bd_inline_cusolverDnCreateGesvdjInfo(__FILE__, __LINE__, bd, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDestroyGesvdjInfo(gesvdjInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDestroyGesvdjInfo(bd, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDestroyGesvdjInfo(gesvdjInfo_t info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDestroyGesvdjInfo(info, bd, bd_file, bd_line) : bd_cusolverDnDestroyGesvdjInfo(bd, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnDestroyGesvdjInfo(const char *bd_file, int bd_line, bound_dev_t *bd, gesvdjInfo_t info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDestroyGesvdjInfo)(info)
                                 : bd_gen_at_cusolverDnDestroyGesvdjInfo(info, bd, bd_file, bd_line);
}
#define bd_cusolverDnDestroyGesvdjInfo(bd, info) bd_inline_cusolverDnDestroyGesvdjInfo(__FILE__, __LINE__, bd, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgesvdjSetTolerance(gesvdjInfo_t info, double tolerance, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgesvdjSetTolerance(bd, info, tolerance);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgesvdjSetTolerance(gesvdjInfo_t info, double tolerance, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgesvdjSetTolerance(info, tolerance, bd, bd_file, bd_line) : bd_cusolverDnXgesvdjSetTolerance(bd, info, tolerance);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgesvdjSetTolerance(const char *bd_file, int bd_line, bound_dev_t *bd, gesvdjInfo_t info, double tolerance)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgesvdjSetTolerance)(info, tolerance)
                                 : bd_gen_at_cusolverDnXgesvdjSetTolerance(info, tolerance, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgesvdjSetTolerance(bd, info, tolerance) bd_inline_cusolverDnXgesvdjSetTolerance(__FILE__, __LINE__, bd, info, tolerance)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgesvdjSetMaxSweeps(gesvdjInfo_t info, int max_sweeps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgesvdjSetMaxSweeps(bd, info, max_sweeps);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgesvdjSetMaxSweeps(gesvdjInfo_t info, int max_sweeps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgesvdjSetMaxSweeps(info, max_sweeps, bd, bd_file, bd_line) : bd_cusolverDnXgesvdjSetMaxSweeps(bd, info, max_sweeps);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgesvdjSetMaxSweeps(const char *bd_file, int bd_line, bound_dev_t *bd, gesvdjInfo_t info, int max_sweeps)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgesvdjSetMaxSweeps)(info, max_sweeps)
                                 : bd_gen_at_cusolverDnXgesvdjSetMaxSweeps(info, max_sweeps, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgesvdjSetMaxSweeps(bd, info, max_sweeps) bd_inline_cusolverDnXgesvdjSetMaxSweeps(__FILE__, __LINE__, bd, info, max_sweeps)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgesvdjSetSortEig(gesvdjInfo_t info, int sort_svd, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgesvdjSetSortEig(bd, info, sort_svd);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgesvdjSetSortEig(gesvdjInfo_t info, int sort_svd, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgesvdjSetSortEig(info, sort_svd, bd, bd_file, bd_line) : bd_cusolverDnXgesvdjSetSortEig(bd, info, sort_svd);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgesvdjSetSortEig(const char *bd_file, int bd_line, bound_dev_t *bd, gesvdjInfo_t info, int sort_svd)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgesvdjSetSortEig)(info, sort_svd)
                                 : bd_gen_at_cusolverDnXgesvdjSetSortEig(info, sort_svd, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgesvdjSetSortEig(bd, info, sort_svd) bd_inline_cusolverDnXgesvdjSetSortEig(__FILE__, __LINE__, bd, info, sort_svd)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgesvdjGetResidual(cusolverDnHandle_t handle, gesvdjInfo_t info, double *residual, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgesvdjGetResidual(bd, handle, info, residual);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgesvdjGetResidual(cusolverDnHandle_t handle, gesvdjInfo_t info, double *residual, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgesvdjGetResidual(handle, info, residual, bd, bd_file, bd_line) : bd_cusolverDnXgesvdjGetResidual(bd, handle, info, residual);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgesvdjGetResidual(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, gesvdjInfo_t info, double *residual)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgesvdjGetResidual)(handle, info, residual)
                                 : bd_gen_at_cusolverDnXgesvdjGetResidual(handle, info, residual, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgesvdjGetResidual(bd, handle, info, residual) bd_inline_cusolverDnXgesvdjGetResidual(__FILE__, __LINE__, bd, handle, info, residual)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgesvdjGetSweeps(cusolverDnHandle_t handle, gesvdjInfo_t info, int *executed_sweeps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgesvdjGetSweeps(bd, handle, info, executed_sweeps);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgesvdjGetSweeps(cusolverDnHandle_t handle, gesvdjInfo_t info, int *executed_sweeps, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgesvdjGetSweeps(handle, info, executed_sweeps, bd, bd_file, bd_line) : bd_cusolverDnXgesvdjGetSweeps(bd, handle, info, executed_sweeps);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgesvdjGetSweeps(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, gesvdjInfo_t info, int *executed_sweeps)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgesvdjGetSweeps)(handle, info, executed_sweeps)
                                 : bd_gen_at_cusolverDnXgesvdjGetSweeps(handle, info, executed_sweeps, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgesvdjGetSweeps(bd, handle, info, executed_sweeps) bd_inline_cusolverDnXgesvdjGetSweeps(__FILE__, __LINE__, bd, handle, info, executed_sweeps)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgesvdjBatched_bufferSize(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnSgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgesvdjBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSgesvdjBatched_bufferSize)(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize)
                                 : bd_gen_at_cusolverDnSgesvdjBatched_bufferSize(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnSgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize) bd_inline_cusolverDnSgesvdjBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgesvdjBatched_bufferSize(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnDgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgesvdjBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDgesvdjBatched_bufferSize)(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize)
                                 : bd_gen_at_cusolverDnDgesvdjBatched_bufferSize(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnDgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize) bd_inline_cusolverDnDgesvdjBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgesvdjBatched_bufferSize(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnCgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgesvdjBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCgesvdjBatched_bufferSize)(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize)
                                 : bd_gen_at_cusolverDnCgesvdjBatched_bufferSize(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnCgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize) bd_inline_cusolverDnCgesvdjBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZgesvdjBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgesvdjBatched_bufferSize(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnZgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgesvdjBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZgesvdjBatched_bufferSize)(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize)
                                 : bd_gen_at_cusolverDnZgesvdjBatched_bufferSize(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnZgesvdjBatched_bufferSize(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize) bd_inline_cusolverDnZgesvdjBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgesvdjBatched(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnSgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgesvdjBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSgesvdjBatched)(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize)
                                 : bd_gen_at_cusolverDnSgesvdjBatched(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnSgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize) bd_inline_cusolverDnSgesvdjBatched(__FILE__, __LINE__, bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgesvdjBatched(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnDgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgesvdjBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDgesvdjBatched)(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize)
                                 : bd_gen_at_cusolverDnDgesvdjBatched(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnDgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize) bd_inline_cusolverDnDgesvdjBatched(__FILE__, __LINE__, bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgesvdjBatched(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnCgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgesvdjBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCgesvdjBatched)(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize)
                                 : bd_gen_at_cusolverDnCgesvdjBatched(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnCgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize) bd_inline_cusolverDnCgesvdjBatched(__FILE__, __LINE__, bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZgesvdjBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgesvdjBatched(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize, bd, bd_file, bd_line) : bd_cusolverDnZgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgesvdjBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZgesvdjBatched)(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize)
                                 : bd_gen_at_cusolverDnZgesvdjBatched(handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnZgesvdjBatched(bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize) bd_inline_cusolverDnZgesvdjBatched(__FILE__, __LINE__, bd, handle, jobz, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgesvdj_bufferSize(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnSgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgesvdj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const float *A, int lda, const float *S, const float *U, int ldu, const float *V, int ldv, int *lwork, gesvdjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSgesvdj_bufferSize)(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params)
                                 : bd_gen_at_cusolverDnSgesvdj_bufferSize(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnSgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params) bd_inline_cusolverDnSgesvdj_bufferSize(__FILE__, __LINE__, bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgesvdj_bufferSize(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnDgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgesvdj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const double *A, int lda, const double *S, const double *U, int ldu, const double *V, int ldv, int *lwork, gesvdjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDgesvdj_bufferSize)(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params)
                                 : bd_gen_at_cusolverDnDgesvdj_bufferSize(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnDgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params) bd_inline_cusolverDnDgesvdj_bufferSize(__FILE__, __LINE__, bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgesvdj_bufferSize(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnCgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgesvdj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuComplex *A, int lda, const float *S, const cuComplex *U, int ldu, const cuComplex *V, int ldv, int *lwork, gesvdjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCgesvdj_bufferSize)(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params)
                                 : bd_gen_at_cusolverDnCgesvdj_bufferSize(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnCgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params) bd_inline_cusolverDnCgesvdj_bufferSize(__FILE__, __LINE__, bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZgesvdj_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgesvdj_bufferSize(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, bd, bd_file, bd_line) : bd_cusolverDnZgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgesvdj_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, const cuDoubleComplex *A, int lda, const double *S, const cuDoubleComplex *U, int ldu, const cuDoubleComplex *V, int ldv, int *lwork, gesvdjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZgesvdj_bufferSize)(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params)
                                 : bd_gen_at_cusolverDnZgesvdj_bufferSize(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnZgesvdj_bufferSize(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params) bd_inline_cusolverDnZgesvdj_bufferSize(__FILE__, __LINE__, bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, lwork, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgesvdj(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnSgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgesvdj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, float *A, int lda, float *S, float *U, int ldu, float *V, int ldv, float *work, int lwork, int *info, gesvdjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSgesvdj)(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnSgesvdj(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnSgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params) bd_inline_cusolverDnSgesvdj(__FILE__, __LINE__, bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgesvdj(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnDgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgesvdj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, double *A, int lda, double *S, double *U, int ldu, double *V, int ldv, double *work, int lwork, int *info, gesvdjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDgesvdj)(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnDgesvdj(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnDgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params) bd_inline_cusolverDnDgesvdj(__FILE__, __LINE__, bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgesvdj(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnCgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgesvdj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuComplex *A, int lda, float *S, cuComplex *U, int ldu, cuComplex *V, int ldv, cuComplex *work, int lwork, int *info, gesvdjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCgesvdj)(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnCgesvdj(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnCgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params) bd_inline_cusolverDnCgesvdj(__FILE__, __LINE__, bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZgesvdj(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgesvdj(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, bd, bd_file, bd_line) : bd_cusolverDnZgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgesvdj(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int econ, int m, int n, cuDoubleComplex *A, int lda, double *S, cuDoubleComplex *U, int ldu, cuDoubleComplex *V, int ldv, cuDoubleComplex *work, int lwork, int *info, gesvdjInfo_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZgesvdj)(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params)
                                 : bd_gen_at_cusolverDnZgesvdj(handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params, bd, bd_file, bd_line);
}
#define bd_cusolverDnZgesvdj(bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params) bd_inline_cusolverDnZgesvdj(__FILE__, __LINE__, bd, handle, jobz, econ, m, n, A, lda, S, U, ldu, V, ldv, work, lwork, info, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, const float *d_S, long long strideS, const float *d_U, int ldu, long long strideU, const float *d_V, int ldv, long long strideV, int *lwork, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, const float *d_S, long long strideS, const float *d_U, int ldu, long long strideU, const float *d_V, int ldv, long long strideV, int *lwork, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgesvdaStridedBatched_bufferSize(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize, bd, bd_file, bd_line) : bd_cusolverDnSgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgesvdaStridedBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, const float *d_S, long long strideS, const float *d_U, int ldu, long long strideU, const float *d_V, int ldv, long long strideV, int *lwork, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSgesvdaStridedBatched_bufferSize)(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize)
                                 : bd_gen_at_cusolverDnSgesvdaStridedBatched_bufferSize(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnSgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize) bd_inline_cusolverDnSgesvdaStridedBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, const double *d_S, long long strideS, const double *d_U, int ldu, long long strideU, const double *d_V, int ldv, long long strideV, int *lwork, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, const double *d_S, long long strideS, const double *d_U, int ldu, long long strideU, const double *d_V, int ldv, long long strideV, int *lwork, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgesvdaStridedBatched_bufferSize(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize, bd, bd_file, bd_line) : bd_cusolverDnDgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgesvdaStridedBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, const double *d_S, long long strideS, const double *d_U, int ldu, long long strideU, const double *d_V, int ldv, long long strideV, int *lwork, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDgesvdaStridedBatched_bufferSize)(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize)
                                 : bd_gen_at_cusolverDnDgesvdaStridedBatched_bufferSize(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnDgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize) bd_inline_cusolverDnDgesvdaStridedBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, const float *d_S, long long strideS, const cuComplex *d_U, int ldu, long long strideU, const cuComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, const float *d_S, long long strideS, const cuComplex *d_U, int ldu, long long strideU, const cuComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgesvdaStridedBatched_bufferSize(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize, bd, bd_file, bd_line) : bd_cusolverDnCgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgesvdaStridedBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, const float *d_S, long long strideS, const cuComplex *d_U, int ldu, long long strideU, const cuComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCgesvdaStridedBatched_bufferSize)(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize)
                                 : bd_gen_at_cusolverDnCgesvdaStridedBatched_bufferSize(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnCgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize) bd_inline_cusolverDnCgesvdaStridedBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, const double *d_S, long long strideS, const cuDoubleComplex *d_U, int ldu, long long strideU, const cuDoubleComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZgesvdaStridedBatched_bufferSize(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, const double *d_S, long long strideS, const cuDoubleComplex *d_U, int ldu, long long strideU, const cuDoubleComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgesvdaStridedBatched_bufferSize(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize, bd, bd_file, bd_line) : bd_cusolverDnZgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgesvdaStridedBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, const double *d_S, long long strideS, const cuDoubleComplex *d_U, int ldu, long long strideU, const cuDoubleComplex *d_V, int ldv, long long strideV, int *lwork, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZgesvdaStridedBatched_bufferSize)(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize)
                                 : bd_gen_at_cusolverDnZgesvdaStridedBatched_bufferSize(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnZgesvdaStridedBatched_bufferSize(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize) bd_inline_cusolverDnZgesvdaStridedBatched_bufferSize(__FILE__, __LINE__, bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, lwork, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, float *d_S, long long strideS, float *d_U, int ldu, long long strideU, float *d_V, int ldv, long long strideV, float *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, float *d_S, long long strideS, float *d_U, int ldu, long long strideU, float *d_V, int ldv, long long strideV, float *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSgesvdaStridedBatched(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize, bd, bd_file, bd_line) : bd_cusolverDnSgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnSgesvdaStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const float *d_A, int lda, long long strideA, float *d_S, long long strideS, float *d_U, int ldu, long long strideU, float *d_V, int ldv, long long strideV, float *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSgesvdaStridedBatched)(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize)
                                 : bd_gen_at_cusolverDnSgesvdaStridedBatched(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnSgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize) bd_inline_cusolverDnSgesvdaStridedBatched(__FILE__, __LINE__, bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, double *d_S, long long strideS, double *d_U, int ldu, long long strideU, double *d_V, int ldv, long long strideV, double *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, double *d_S, long long strideS, double *d_U, int ldu, long long strideU, double *d_V, int ldv, long long strideV, double *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDgesvdaStridedBatched(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize, bd, bd_file, bd_line) : bd_cusolverDnDgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnDgesvdaStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const double *d_A, int lda, long long strideA, double *d_S, long long strideS, double *d_U, int ldu, long long strideU, double *d_V, int ldv, long long strideV, double *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDgesvdaStridedBatched)(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize)
                                 : bd_gen_at_cusolverDnDgesvdaStridedBatched(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnDgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize) bd_inline_cusolverDnDgesvdaStridedBatched(__FILE__, __LINE__, bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, float *d_S, long long strideS, cuComplex *d_U, int ldu, long long strideU, cuComplex *d_V, int ldv, long long strideV, cuComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, float *d_S, long long strideS, cuComplex *d_U, int ldu, long long strideU, cuComplex *d_V, int ldv, long long strideV, cuComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCgesvdaStridedBatched(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize, bd, bd_file, bd_line) : bd_cusolverDnCgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnCgesvdaStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuComplex *d_A, int lda, long long strideA, float *d_S, long long strideS, cuComplex *d_U, int ldu, long long strideU, cuComplex *d_V, int ldv, long long strideV, cuComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCgesvdaStridedBatched)(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize)
                                 : bd_gen_at_cusolverDnCgesvdaStridedBatched(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnCgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize) bd_inline_cusolverDnCgesvdaStridedBatched(__FILE__, __LINE__, bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnZgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, double *d_S, long long strideS, cuDoubleComplex *d_U, int ldu, long long strideU, cuDoubleComplex *d_V, int ldv, long long strideV, cuDoubleComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnZgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnZgesvdaStridedBatched(cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, double *d_S, long long strideS, cuDoubleComplex *d_U, int ldu, long long strideU, cuDoubleComplex *d_V, int ldv, long long strideV, cuDoubleComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnZgesvdaStridedBatched(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize, bd, bd_file, bd_line) : bd_cusolverDnZgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnZgesvdaStridedBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverEigMode_t jobz, int rank, int m, int n, const cuDoubleComplex *d_A, int lda, long long strideA, double *d_S, long long strideS, cuDoubleComplex *d_U, int ldu, long long strideU, cuDoubleComplex *d_V, int ldv, long long strideV, cuDoubleComplex *d_work, int lwork, int *d_info, double *h_R_nrmF, int batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnZgesvdaStridedBatched)(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize)
                                 : bd_gen_at_cusolverDnZgesvdaStridedBatched(handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnZgesvdaStridedBatched(bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize) bd_inline_cusolverDnZgesvdaStridedBatched(__FILE__, __LINE__, bd, handle, jobz, rank, m, n, d_A, lda, strideA, d_S, strideS, d_U, ldu, strideU, d_V, ldv, strideV, d_work, lwork, d_info, h_R_nrmF, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnCreateParams(cusolverDnParams_t *params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnCreateParams(bd, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnCreateParams(cusolverDnParams_t *params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnCreateParams(params, bd, bd_file, bd_line) : bd_cusolverDnCreateParams(bd, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnCreateParams(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnParams_t *params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnCreateParams)(params)
                                 : bd_gen_at_cusolverDnCreateParams(params, bd, bd_file, bd_line);
}
#define bd_cusolverDnCreateParams(bd, params) bd_inline_cusolverDnCreateParams(__FILE__, __LINE__, bd, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnDestroyParams(cusolverDnParams_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnDestroyParams(bd, params);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnDestroyParams(cusolverDnParams_t params, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnDestroyParams(params, bd, bd_file, bd_line) : bd_cusolverDnDestroyParams(bd, params);
}

static inline cusolverStatus_t bd_inline_cusolverDnDestroyParams(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnParams_t params)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnDestroyParams)(params)
                                 : bd_gen_at_cusolverDnDestroyParams(params, bd, bd_file, bd_line);
}
#define bd_cusolverDnDestroyParams(bd, params) bd_inline_cusolverDnDestroyParams(__FILE__, __LINE__, bd, params)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnSetAdvOptions(cusolverDnParams_t params, cusolverDnFunction_t function, cusolverAlgMode_t algo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnSetAdvOptions(bd, params, function, algo);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnSetAdvOptions(cusolverDnParams_t params, cusolverDnFunction_t function, cusolverAlgMode_t algo, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnSetAdvOptions(params, function, algo, bd, bd_file, bd_line) : bd_cusolverDnSetAdvOptions(bd, params, function, algo);
}

static inline cusolverStatus_t bd_inline_cusolverDnSetAdvOptions(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnParams_t params, cusolverDnFunction_t function, cusolverAlgMode_t algo)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnSetAdvOptions)(params, function, algo)
                                 : bd_gen_at_cusolverDnSetAdvOptions(params, function, algo, bd, bd_file, bd_line);
}
#define bd_cusolverDnSetAdvOptions(bd, params, function, algo) bd_inline_cusolverDnSetAdvOptions(__FILE__, __LINE__, bd, params, function, algo)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXpotrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXpotrf_bufferSize(bd, handle, params, uplo, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXpotrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXpotrf_bufferSize(handle, params, uplo, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXpotrf_bufferSize(bd, handle, params, uplo, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXpotrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXpotrf_bufferSize)(handle, params, uplo, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXpotrf_bufferSize(handle, params, uplo, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXpotrf_bufferSize(bd, handle, params, uplo, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXpotrf_bufferSize(__FILE__, __LINE__, bd, handle, params, uplo, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXpotrf(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXpotrf(bd, handle, params, uplo, n, dataTypeA, A, lda, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXpotrf(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXpotrf(handle, params, uplo, n, dataTypeA, A, lda, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line) : bd_cusolverDnXpotrf(bd, handle, params, uplo, n, dataTypeA, A, lda, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnXpotrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXpotrf)(handle, params, uplo, n, dataTypeA, A, lda, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)
                                 : bd_gen_at_cusolverDnXpotrf(handle, params, uplo, n, dataTypeA, A, lda, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnXpotrf(bd, handle, params, uplo, n, dataTypeA, A, lda, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info) bd_inline_cusolverDnXpotrf(__FILE__, __LINE__, bd, handle, params, uplo, n, dataTypeA, A, lda, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXpotrs(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeB, void *B, int64_t ldb, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXpotrs(bd, handle, params, uplo, n, nrhs, dataTypeA, A, lda, dataTypeB, B, ldb, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXpotrs(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeB, void *B, int64_t ldb, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXpotrs(handle, params, uplo, n, nrhs, dataTypeA, A, lda, dataTypeB, B, ldb, info, bd, bd_file, bd_line) : bd_cusolverDnXpotrs(bd, handle, params, uplo, n, nrhs, dataTypeA, A, lda, dataTypeB, B, ldb, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnXpotrs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cublasFillMode_t uplo, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeB, void *B, int64_t ldb, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXpotrs)(handle, params, uplo, n, nrhs, dataTypeA, A, lda, dataTypeB, B, ldb, info)
                                 : bd_gen_at_cusolverDnXpotrs(handle, params, uplo, n, nrhs, dataTypeA, A, lda, dataTypeB, B, ldb, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnXpotrs(bd, handle, params, uplo, n, nrhs, dataTypeA, A, lda, dataTypeB, B, ldb, info) bd_inline_cusolverDnXpotrs(__FILE__, __LINE__, bd, handle, params, uplo, n, nrhs, dataTypeA, A, lda, dataTypeB, B, ldb, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgeqrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeTau, const void *tau, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgeqrf_bufferSize(bd, handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgeqrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeTau, const void *tau, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgeqrf_bufferSize(handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXgeqrf_bufferSize(bd, handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgeqrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeTau, const void *tau, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgeqrf_bufferSize)(handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXgeqrf_bufferSize(handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgeqrf_bufferSize(bd, handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXgeqrf_bufferSize(__FILE__, __LINE__, bd, handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgeqrf(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeTau, void *tau, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgeqrf(bd, handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgeqrf(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeTau, void *tau, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgeqrf(handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line) : bd_cusolverDnXgeqrf(bd, handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgeqrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeTau, void *tau, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgeqrf)(handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)
                                 : bd_gen_at_cusolverDnXgeqrf(handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgeqrf(bd, handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info) bd_inline_cusolverDnXgeqrf(__FILE__, __LINE__, bd, handle, params, m, n, dataTypeA, A, lda, dataTypeTau, tau, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgetrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgetrf_bufferSize(bd, handle, params, m, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgetrf_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgetrf_bufferSize(handle, params, m, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXgetrf_bufferSize(bd, handle, params, m, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgetrf_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgetrf_bufferSize)(handle, params, m, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXgetrf_bufferSize(handle, params, m, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgetrf_bufferSize(bd, handle, params, m, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXgetrf_bufferSize(__FILE__, __LINE__, bd, handle, params, m, n, dataTypeA, A, lda, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgetrf(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, int64_t *ipiv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgetrf(bd, handle, params, m, n, dataTypeA, A, lda, ipiv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgetrf(cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, int64_t *ipiv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgetrf(handle, params, m, n, dataTypeA, A, lda, ipiv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line) : bd_cusolverDnXgetrf(bd, handle, params, m, n, dataTypeA, A, lda, ipiv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgetrf(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, int64_t *ipiv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgetrf)(handle, params, m, n, dataTypeA, A, lda, ipiv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)
                                 : bd_gen_at_cusolverDnXgetrf(handle, params, m, n, dataTypeA, A, lda, ipiv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgetrf(bd, handle, params, m, n, dataTypeA, A, lda, ipiv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info) bd_inline_cusolverDnXgetrf(__FILE__, __LINE__, bd, handle, params, m, n, dataTypeA, A, lda, ipiv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgetrs(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasOperation_t trans, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgetrs(bd, handle, params, trans, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgetrs(cusolverDnHandle_t handle, cusolverDnParams_t params, cublasOperation_t trans, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgetrs(handle, params, trans, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, info, bd, bd_file, bd_line) : bd_cusolverDnXgetrs(bd, handle, params, trans, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgetrs(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cublasOperation_t trans, int64_t n, int64_t nrhs, cudaDataType dataTypeA, const void *A, int64_t lda, const int64_t *ipiv, cudaDataType dataTypeB, void *B, int64_t ldb, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgetrs)(handle, params, trans, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, info)
                                 : bd_gen_at_cusolverDnXgetrs(handle, params, trans, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgetrs(bd, handle, params, trans, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, info) bd_inline_cusolverDnXgetrs(__FILE__, __LINE__, bd, handle, params, trans, n, nrhs, dataTypeA, A, lda, ipiv, dataTypeB, B, ldb, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsyevd_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsyevd_bufferSize(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsyevd_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsyevd_bufferSize(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXsyevd_bufferSize(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsyevd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsyevd_bufferSize)(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXsyevd_bufferSize(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsyevd_bufferSize(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXsyevd_bufferSize(__FILE__, __LINE__, bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsyevd(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsyevd(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsyevd(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsyevd(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line) : bd_cusolverDnXsyevd(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsyevd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsyevd)(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)
                                 : bd_gen_at_cusolverDnXsyevd(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsyevd(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info) bd_inline_cusolverDnXsyevd(__FILE__, __LINE__, bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsyevBatched_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, int64_t batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsyevBatched_bufferSize(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsyevBatched_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, int64_t batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsyevBatched_bufferSize(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, batchSize, bd, bd_file, bd_line) : bd_cusolverDnXsyevBatched_bufferSize(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsyevBatched_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, int64_t batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsyevBatched_bufferSize)(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, batchSize)
                                 : bd_gen_at_cusolverDnXsyevBatched_bufferSize(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsyevBatched_bufferSize(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, batchSize) bd_inline_cusolverDnXsyevBatched_bufferSize(__FILE__, __LINE__, bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsyevBatched(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, int64_t batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsyevBatched(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, batchSize);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsyevBatched(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, int64_t batchSize, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsyevBatched(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, batchSize, bd, bd_file, bd_line) : bd_cusolverDnXsyevBatched(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, batchSize);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsyevBatched(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, int64_t batchSize)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsyevBatched)(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, batchSize)
                                 : bd_gen_at_cusolverDnXsyevBatched(handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, batchSize, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsyevBatched(bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, batchSize) bd_inline_cusolverDnXsyevBatched(__FILE__, __LINE__, bd, handle, params, jobz, uplo, n, dataTypeA, A, lda, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, batchSize)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsyevdx_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *h_meig, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsyevdx_bufferSize(bd, handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, h_meig, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsyevdx_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *h_meig, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsyevdx_bufferSize(handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, h_meig, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXsyevdx_bufferSize(bd, handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, h_meig, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsyevdx_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *h_meig, cudaDataType dataTypeW, const void *W, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsyevdx_bufferSize)(handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, h_meig, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXsyevdx_bufferSize(handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, h_meig, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsyevdx_bufferSize(bd, handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, h_meig, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXsyevdx_bufferSize(__FILE__, __LINE__, bd, handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, h_meig, dataTypeW, W, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXsyevdx(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *meig64, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXsyevdx(bd, handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, meig64, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXsyevdx(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *meig64, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXsyevdx(handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, meig64, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line) : bd_cusolverDnXsyevdx(bd, handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, meig64, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnXsyevdx(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, cusolverEigRange_t range, cublasFillMode_t uplo, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, void *vl, void *vu, int64_t il, int64_t iu, int64_t *meig64, cudaDataType dataTypeW, void *W, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXsyevdx)(handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, meig64, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)
                                 : bd_gen_at_cusolverDnXsyevdx(handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, meig64, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnXsyevdx(bd, handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, meig64, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info) bd_inline_cusolverDnXsyevdx(__FILE__, __LINE__, bd, handle, params, jobz, range, uplo, n, dataTypeA, A, lda, vl, vu, il, iu, meig64, dataTypeW, W, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgeev_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType dataTypeVL, const void *VL, int64_t ldvl, cudaDataType dataTypeVR, const void *VR, int64_t ldvr, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgeev_bufferSize(bd, handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgeev_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType dataTypeVL, const void *VL, int64_t ldvl, cudaDataType dataTypeVR, const void *VR, int64_t ldvr, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgeev_bufferSize(handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXgeev_bufferSize(bd, handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgeev_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeW, const void *W, cudaDataType dataTypeVL, const void *VL, int64_t ldvl, cudaDataType dataTypeVR, const void *VR, int64_t ldvr, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgeev_bufferSize)(handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXgeev_bufferSize(handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgeev_bufferSize(bd, handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXgeev_bufferSize(__FILE__, __LINE__, bd, handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgeev(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType dataTypeVL, void *VL, int64_t ldvl, cudaDataType dataTypeVR, void *VR, int64_t ldvr, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgeev(bd, handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgeev(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType dataTypeVL, void *VL, int64_t ldvl, cudaDataType dataTypeVR, void *VR, int64_t ldvr, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgeev(handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line) : bd_cusolverDnXgeev(bd, handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgeev(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobvl, cusolverEigMode_t jobvr, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeW, void *W, cudaDataType dataTypeVL, void *VL, int64_t ldvl, cudaDataType dataTypeVR, void *VR, int64_t ldvr, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgeev)(handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)
                                 : bd_gen_at_cusolverDnXgeev(handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgeev(bd, handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info) bd_inline_cusolverDnXgeev(__FILE__, __LINE__, bd, handle, params, jobvl, jobvr, n, dataTypeA, A, lda, dataTypeW, W, dataTypeVL, VL, ldvl, dataTypeVR, VR, ldvr, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgesvd_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeVT, const void *VT, int64_t ldvt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgesvd_bufferSize(bd, handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgesvd_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeVT, const void *VT, int64_t ldvt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgesvd_bufferSize(handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXgesvd_bufferSize(bd, handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgesvd_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeVT, const void *VT, int64_t ldvt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgesvd_bufferSize)(handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXgesvd_bufferSize(handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgesvd_bufferSize(bd, handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXgesvd_bufferSize(__FILE__, __LINE__, bd, handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgesvd(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeVT, void *VT, int64_t ldvt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgesvd(bd, handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgesvd(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeVT, void *VT, int64_t ldvt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgesvd(handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line) : bd_cusolverDnXgesvd(bd, handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgesvd(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobvt, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeVT, void *VT, int64_t ldvt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgesvd)(handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)
                                 : bd_gen_at_cusolverDnXgesvd(handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgesvd(bd, handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info) bd_inline_cusolverDnXgesvd(__FILE__, __LINE__, bd, handle, params, jobu, jobvt, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeVT, VT, ldvt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgesvdp_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgesvdp_bufferSize(bd, handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgesvdp_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgesvdp_bufferSize(handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXgesvdp_bufferSize(bd, handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgesvdp_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeS, const void *S, cudaDataType dataTypeU, const void *U, int64_t ldu, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgesvdp_bufferSize)(handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXgesvdp_bufferSize(handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgesvdp_bufferSize(bd, handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXgesvdp_bufferSize(__FILE__, __LINE__, bd, handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgesvdp(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeV, void *V, int64_t ldv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info, double *h_err_sigma, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgesvdp(bd, handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info, h_err_sigma);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgesvdp(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeV, void *V, int64_t ldv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info, double *h_err_sigma, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgesvdp(handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info, h_err_sigma, bd, bd_file, bd_line) : bd_cusolverDnXgesvdp(bd, handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info, h_err_sigma);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgesvdp(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverEigMode_t jobz, int econ, int64_t m, int64_t n, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeS, void *S, cudaDataType dataTypeU, void *U, int64_t ldu, cudaDataType dataTypeV, void *V, int64_t ldv, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info, double *h_err_sigma)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgesvdp)(handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info, h_err_sigma)
                                 : bd_gen_at_cusolverDnXgesvdp(handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info, h_err_sigma, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgesvdp(bd, handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info, h_err_sigma) bd_inline_cusolverDnXgesvdp(__FILE__, __LINE__, bd, handle, params, jobz, econ, m, n, dataTypeA, A, lda, dataTypeS, S, dataTypeU, U, ldu, dataTypeV, V, ldv, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info, h_err_sigma)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgesvdr_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeSrand, const void *Srand, cudaDataType dataTypeUrand, const void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, const void *Vrand, int64_t ldVrand, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgesvdr_bufferSize(bd, handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgesvdr_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeSrand, const void *Srand, cudaDataType dataTypeUrand, const void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, const void *Vrand, int64_t ldVrand, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgesvdr_bufferSize(handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXgesvdr_bufferSize(bd, handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgesvdr_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, const void *A, int64_t lda, cudaDataType dataTypeSrand, const void *Srand, cudaDataType dataTypeUrand, const void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, const void *Vrand, int64_t ldVrand, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgesvdr_bufferSize)(handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXgesvdr_bufferSize(handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgesvdr_bufferSize(bd, handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXgesvdr_bufferSize(__FILE__, __LINE__, bd, handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXgesvdr(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeSrand, void *Srand, cudaDataType dataTypeUrand, void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, void *Vrand, int64_t ldVrand, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXgesvdr(bd, handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXgesvdr(cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeSrand, void *Srand, cudaDataType dataTypeUrand, void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, void *Vrand, int64_t ldVrand, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXgesvdr(handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info, bd, bd_file, bd_line) : bd_cusolverDnXgesvdr(bd, handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info);
}

static inline cusolverStatus_t bd_inline_cusolverDnXgesvdr(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, signed char jobu, signed char jobv, int64_t m, int64_t n, int64_t k, int64_t p, int64_t niters, cudaDataType dataTypeA, void *A, int64_t lda, cudaDataType dataTypeSrand, void *Srand, cudaDataType dataTypeUrand, void *Urand, int64_t ldUrand, cudaDataType dataTypeVrand, void *Vrand, int64_t ldVrand, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, int *d_info)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXgesvdr)(handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info)
                                 : bd_gen_at_cusolverDnXgesvdr(handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info, bd, bd_file, bd_line);
}
#define bd_cusolverDnXgesvdr(bd, handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info) bd_inline_cusolverDnXgesvdr(__FILE__, __LINE__, bd, handle, params, jobu, jobv, m, n, k, p, niters, dataTypeA, A, lda, dataTypeSrand, Srand, dataTypeUrand, Urand, ldUrand, dataTypeVrand, Vrand, ldVrand, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, d_info)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXlarft_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXlarft_bufferSize(bd, handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXlarft_bufferSize(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXlarft_bufferSize(handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXlarft_bufferSize(bd, handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXlarft_bufferSize(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, size_t *workspaceInBytesOnDevice, size_t *workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXlarft_bufferSize)(handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXlarft_bufferSize(handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXlarft_bufferSize(bd, handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost) bd_inline_cusolverDnXlarft_bufferSize(__FILE__, __LINE__, bd, handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, workspaceInBytesOnDevice, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnXlarft(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnXlarft(bd, handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnXlarft(cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnXlarft(handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, bd, bd_file, bd_line) : bd_cusolverDnXlarft(bd, handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost);
}

static inline cusolverStatus_t bd_inline_cusolverDnXlarft(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnHandle_t handle, cusolverDnParams_t params, cusolverDirectMode_t direct, cusolverStorevMode_t storev, int64_t n, int64_t k, cudaDataType dataTypeV, const void *V, int64_t ldv, cudaDataType dataTypeTau, const void *tau, cudaDataType dataTypeT, void *T, int64_t ldt, cudaDataType computeType, void *bufferOnDevice, size_t workspaceInBytesOnDevice, void *bufferOnHost, size_t workspaceInBytesOnHost)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnXlarft)(handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost)
                                 : bd_gen_at_cusolverDnXlarft(handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost, bd, bd_file, bd_line);
}
#define bd_cusolverDnXlarft(bd, handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost) bd_inline_cusolverDnXlarft(__FILE__, __LINE__, bd, handle, params, direct, storev, n, k, dataTypeV, V, ldv, dataTypeTau, tau, dataTypeT, T, ldt, computeType, bufferOnDevice, workspaceInBytesOnDevice, bufferOnHost, workspaceInBytesOnHost)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnLoggerSetCallback(cusolverDnLoggerCallback_t callback, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnLoggerSetCallback(bd, callback);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnLoggerSetCallback(cusolverDnLoggerCallback_t callback, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnLoggerSetCallback(callback, bd, bd_file, bd_line) : bd_cusolverDnLoggerSetCallback(bd, callback);
}

static inline cusolverStatus_t bd_inline_cusolverDnLoggerSetCallback(const char *bd_file, int bd_line, bound_dev_t *bd, cusolverDnLoggerCallback_t callback)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnLoggerSetCallback)(callback)
                                 : bd_gen_at_cusolverDnLoggerSetCallback(callback, bd, bd_file, bd_line);
}
#define bd_cusolverDnLoggerSetCallback(bd, callback) bd_inline_cusolverDnLoggerSetCallback(__FILE__, __LINE__, bd, callback)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnLoggerSetFile(FILE *file, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnLoggerSetFile(bd, file);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnLoggerSetFile(FILE *file, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnLoggerSetFile(file, bd, bd_file, bd_line) : bd_cusolverDnLoggerSetFile(bd, file);
}

static inline cusolverStatus_t bd_inline_cusolverDnLoggerSetFile(const char *bd_file, int bd_line, bound_dev_t *bd, FILE *file)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnLoggerSetFile)(file)
                                 : bd_gen_at_cusolverDnLoggerSetFile(file, bd, bd_file, bd_line);
}
#define bd_cusolverDnLoggerSetFile(bd, file) bd_inline_cusolverDnLoggerSetFile(__FILE__, __LINE__, bd, file)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnLoggerOpenFile(const char *logFile, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnLoggerOpenFile(bd, logFile);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnLoggerOpenFile(const char *logFile, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnLoggerOpenFile(logFile, bd, bd_file, bd_line) : bd_cusolverDnLoggerOpenFile(bd, logFile);
}

static inline cusolverStatus_t bd_inline_cusolverDnLoggerOpenFile(const char *bd_file, int bd_line, bound_dev_t *bd, const char *logFile)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnLoggerOpenFile)(logFile)
                                 : bd_gen_at_cusolverDnLoggerOpenFile(logFile, bd, bd_file, bd_line);
}
#define bd_cusolverDnLoggerOpenFile(bd, logFile) bd_inline_cusolverDnLoggerOpenFile(__FILE__, __LINE__, bd, logFile)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnLoggerSetLevel(int level, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnLoggerSetLevel(bd, level);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnLoggerSetLevel(int level, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnLoggerSetLevel(level, bd, bd_file, bd_line) : bd_cusolverDnLoggerSetLevel(bd, level);
}

static inline cusolverStatus_t bd_inline_cusolverDnLoggerSetLevel(const char *bd_file, int bd_line, bound_dev_t *bd, int level)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnLoggerSetLevel)(level)
                                 : bd_gen_at_cusolverDnLoggerSetLevel(level, bd, bd_file, bd_line);
}
#define bd_cusolverDnLoggerSetLevel(bd, level) bd_inline_cusolverDnLoggerSetLevel(__FILE__, __LINE__, bd, level)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnLoggerSetMask(int mask, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnLoggerSetMask(bd, mask);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnLoggerSetMask(int mask, bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnLoggerSetMask(mask, bd, bd_file, bd_line) : bd_cusolverDnLoggerSetMask(bd, mask);
}

static inline cusolverStatus_t bd_inline_cusolverDnLoggerSetMask(const char *bd_file, int bd_line, bound_dev_t *bd, int mask)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnLoggerSetMask)(mask)
                                 : bd_gen_at_cusolverDnLoggerSetMask(mask, bd, bd_file, bd_line);
}
#define bd_cusolverDnLoggerSetMask(bd, mask) bd_inline_cusolverDnLoggerSetMask(__FILE__, __LINE__, bd, mask)

BD_GEN_NOTED cusolverStatus_t bd_gen_noted_cusolverDnLoggerForceDisable(bound_dev_t *bd, const char *bd_file, int bd_line)
{
    bd_gen_call_site(bd_file, bd_line);
    return bd_cusolverDnLoggerForceDisable(bd);
}

BD_GEN_OUT_OF_LINE cusolverStatus_t bd_gen_at_cusolverDnLoggerForceDisable(bound_dev_t *bd, const char *bd_file, int bd_line)
{
    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cusolverDnLoggerForceDisable(bd, bd_file, bd_line) : bd_cusolverDnLoggerForceDisable(bd);
}

static inline cusolverStatus_t bd_inline_cusolverDnLoggerForceDisable(const char *bd_file, int bd_line, bound_dev_t *bd)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolver, pfn_cusolverDnLoggerForceDisable)()
                                 : bd_gen_at_cusolverDnLoggerForceDisable(bd, bd_file, bd_line);
}
#define bd_cusolverDnLoggerForceDisable(bd) bd_inline_cusolverDnLoggerForceDisable(__FILE__, __LINE__, bd)
BD_SUPPRESS_DEPRECATED_END
#elif defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* Per-thread default stream: the same names reach the per-thread variants, as in cusolverDn.h. */
#endif

#ifdef __cplusplus
}
#endif

#endif
