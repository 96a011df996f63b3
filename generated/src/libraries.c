/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: every library the spec names, for the loader (bd_unavailable), in spec order;
 * and the handles each binding owns ([binding_handle]), for src/binding_handles.c, at their places. */
#include "handle_table.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_cublas_library;
extern struct bd_gen_library bd_gen_cublaslt_library;
extern struct bd_gen_library bd_gen_cudart_library;
extern struct bd_gen_library bd_gen_cudnn_library;
extern struct bd_gen_library bd_gen_cufft_library;
extern struct bd_gen_library bd_gen_curand_library;
extern struct bd_gen_library bd_gen_cusolver_library;
extern struct bd_gen_library bd_gen_cusolvermg_library;
extern struct bd_gen_library bd_gen_cusolverrf_library;
extern struct bd_gen_library bd_gen_cusolversp_library;
extern struct bd_gen_library bd_gen_cusparse_library;
extern struct bd_gen_library bd_gen_driver_library;
extern struct bd_gen_library bd_gen_nccl_library;
extern struct bd_gen_library bd_gen_nvjitlink_library;
extern struct bd_gen_library bd_gen_nvrtc_library;

struct bd_gen_library *const bd_gen_libraries[] = {
    &bd_gen_cublas_library,
    &bd_gen_cublaslt_library,
    &bd_gen_cudart_library,
    &bd_gen_cudnn_library,
    &bd_gen_cufft_library,
    &bd_gen_curand_library,
    &bd_gen_cusolver_library,
    &bd_gen_cusolvermg_library,
    &bd_gen_cusolverrf_library,
    &bd_gen_cusolversp_library,
    &bd_gen_cusparse_library,
    &bd_gen_driver_library,
    &bd_gen_nccl_library,
    &bd_gen_nvjitlink_library,
    &bd_gen_nvrtc_library,
};
const size_t bd_gen_library_count = sizeof bd_gen_libraries / sizeof bd_gen_libraries[0];

extern const struct bd_gen_binding_handle bd_gen_cublas_binding_handle;
extern const struct bd_gen_binding_handle bd_gen_cublaslt_binding_handle;
extern const struct bd_gen_binding_handle bd_gen_cudnn_binding_handle;
extern const struct bd_gen_binding_handle bd_gen_curand_binding_handle;
extern const struct bd_gen_binding_handle bd_gen_cusolver_binding_handle;
extern const struct bd_gen_binding_handle bd_gen_cusolverrf_binding_handle;
extern const struct bd_gen_binding_handle bd_gen_cusolversp_binding_handle;
extern const struct bd_gen_binding_handle bd_gen_cusparse_binding_handle;

const struct bd_gen_binding_handle *const bd_gen_binding_handles[BD_GEN_BINDING_HANDLES] = {
    [BD_GEN_BINDING_HANDLE_CUBLAS] = &bd_gen_cublas_binding_handle,
    [BD_GEN_BINDING_HANDLE_CUBLASLT] = &bd_gen_cublaslt_binding_handle,
    [BD_GEN_BINDING_HANDLE_CUDNN] = &bd_gen_cudnn_binding_handle,
    [BD_GEN_BINDING_HANDLE_CURAND] = &bd_gen_curand_binding_handle,
    [BD_GEN_BINDING_HANDLE_CUSOLVER] = &bd_gen_cusolver_binding_handle,
    [BD_GEN_BINDING_HANDLE_CUSOLVERRF] = &bd_gen_cusolverrf_binding_handle,
    [BD_GEN_BINDING_HANDLE_CUSOLVERSP] = &bd_gen_cusolversp_binding_handle,
    [BD_GEN_BINDING_HANDLE_CUSPARSE] = &bd_gen_cusparse_binding_handle,
};
