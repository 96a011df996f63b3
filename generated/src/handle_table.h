/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Private to libcubound: the library handles each binding owns ([binding_handle] of the spec), their
 * places in a binding's handles (src/internal.h), in spec order. Which are here depends on the
 * optional libraries present, so nothing outside libcubound sees them. */
#ifndef CUBOUND_GENERATED_HANDLE_TABLE_H
#define CUBOUND_GENERATED_HANDLE_TABLE_H

enum bd_gen_binding_handle_index {
    BD_GEN_BINDING_HANDLE_CUBLAS = 0, /* bd_cublas_handle */
    BD_GEN_BINDING_HANDLE_CUBLASLT = 1, /* bd_cublaslt_handle */
    BD_GEN_BINDING_HANDLE_CUDNN = 2, /* bd_cudnn_handle */
    BD_GEN_BINDING_HANDLE_CURAND = 3, /* bd_curand_generator */
    BD_GEN_BINDING_HANDLE_CUSOLVER = 4, /* bd_cusolver_dn_handle */
    BD_GEN_BINDING_HANDLE_CUSOLVERRF = 5, /* bd_cusolver_rf_handle */
    BD_GEN_BINDING_HANDLE_CUSOLVERSP = 6, /* bd_cusolver_sp_handle */
    BD_GEN_BINDING_HANDLE_CUSPARSE = 7, /* bd_cusparse_handle */
    BD_GEN_BINDING_HANDLES /* how many */
};

#endif
