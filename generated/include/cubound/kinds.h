/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* The kinds of handle the spec names ([handles]); with checks on, the tracked ones are registered and checked. */
#ifndef CUBOUND_GENERATED_KINDS_H
#define CUBOUND_GENERATED_KINDS_H

typedef enum bd_kind {
    BD_KIND_ARRAY, /* tracked */
    BD_KIND_ASYNC_CALLBACK,
    BD_KIND_CHECKPOINT_OPERATION,
    BD_KIND_CONTEXT,
    BD_KIND_COREDUMP_CALLBACK,
    BD_KIND_CUBLAS_HANDLE, /* tracked */
    BD_KIND_CUBLASLT_HANDLE, /* tracked */
    BD_KIND_CUDNN_HANDLE, /* tracked */
    BD_KIND_CUFFT_PLAN, /* tracked */
    BD_KIND_CURAND_DISTRIBUTION,
    BD_KIND_CURAND_GENERATOR, /* tracked */
    BD_KIND_CUSOLVER_DN_HANDLE, /* tracked */
    BD_KIND_CUSOLVER_INFO,
    BD_KIND_CUSOLVER_MG_HANDLE,
    BD_KIND_CUSOLVER_RF_HANDLE, /* tracked */
    BD_KIND_CUSOLVER_SP_HANDLE, /* tracked */
    BD_KIND_CUSPARSE_DESCRIPTOR, /* tracked */
    BD_KIND_CUSPARSE_HANDLE, /* tracked */
    BD_KIND_CUSPARSE_INFO,
    BD_KIND_CUSPARSE_MAT_DESCR,
    BD_KIND_CUTENSOR_HANDLE, /* tracked */
    BD_KIND_CUTENSOR_PLAN, /* tracked */
    BD_KIND_DEVICE_POINTER, /* tracked */
    BD_KIND_EVENT, /* tracked */
    BD_KIND_EXTERNAL_MEMORY,
    BD_KIND_EXTERNAL_SEMAPHORE,
    BD_KIND_FUNCTION, /* tracked */
    BD_KIND_GRAPH, /* tracked */
    BD_KIND_GRAPH_CONDITIONAL,
    BD_KIND_GRAPH_EXEC, /* tracked */
    BD_KIND_GRAPH_NODE,
    BD_KIND_GRAPHICS_RESOURCE,
    BD_KIND_GREEN_CONTEXT,
    BD_KIND_KERNEL,
    BD_KIND_LIBRARY,
    BD_KIND_LINK_STATE,
    BD_KIND_LOGS_CALLBACK,
    BD_KIND_MEMORY_HANDLE,
    BD_KIND_MEMORY_POOL,
    BD_KIND_MIPMAPPED_ARRAY, /* tracked */
    BD_KIND_MODULE, /* tracked */
    BD_KIND_NCCL_COMM, /* tracked */
    BD_KIND_NCCL_WINDOW,
    BD_KIND_RESOURCE_DESCRIPTOR,
    BD_KIND_STREAM, /* tracked */
    BD_KIND_SURFACE_OBJECT, /* tracked */
    BD_KIND_SURFACE_REFERENCE,
    BD_KIND_TEXTURE_OBJECT, /* tracked */
    BD_KIND_TEXTURE_REFERENCE,
    BD_KIND_USER_OBJECT,
    BD_KIND_COUNT
} bd_kind_t;

static inline const char *bd_kind_name(bd_kind_t kind)
{
    switch (kind) {
    case BD_KIND_ARRAY: return "array";
    case BD_KIND_ASYNC_CALLBACK: return "async callback";
    case BD_KIND_CHECKPOINT_OPERATION: return "checkpoint operation";
    case BD_KIND_CONTEXT: return "context";
    case BD_KIND_COREDUMP_CALLBACK: return "coredump callback";
    case BD_KIND_CUBLAS_HANDLE: return "cublas handle";
    case BD_KIND_CUBLASLT_HANDLE: return "cublaslt handle";
    case BD_KIND_CUDNN_HANDLE: return "cudnn handle";
    case BD_KIND_CUFFT_PLAN: return "cufft plan";
    case BD_KIND_CURAND_DISTRIBUTION: return "curand distribution";
    case BD_KIND_CURAND_GENERATOR: return "curand generator";
    case BD_KIND_CUSOLVER_DN_HANDLE: return "cusolver dn handle";
    case BD_KIND_CUSOLVER_INFO: return "cusolver info";
    case BD_KIND_CUSOLVER_MG_HANDLE: return "cusolver mg handle";
    case BD_KIND_CUSOLVER_RF_HANDLE: return "cusolver rf handle";
    case BD_KIND_CUSOLVER_SP_HANDLE: return "cusolver sp handle";
    case BD_KIND_CUSPARSE_DESCRIPTOR: return "cusparse descriptor";
    case BD_KIND_CUSPARSE_HANDLE: return "cusparse handle";
    case BD_KIND_CUSPARSE_INFO: return "cusparse info";
    case BD_KIND_CUSPARSE_MAT_DESCR: return "cusparse mat descr";
    case BD_KIND_CUTENSOR_HANDLE: return "cutensor handle";
    case BD_KIND_CUTENSOR_PLAN: return "cutensor plan";
    case BD_KIND_DEVICE_POINTER: return "device pointer";
    case BD_KIND_EVENT: return "event";
    case BD_KIND_EXTERNAL_MEMORY: return "external memory";
    case BD_KIND_EXTERNAL_SEMAPHORE: return "external semaphore";
    case BD_KIND_FUNCTION: return "function";
    case BD_KIND_GRAPH: return "graph";
    case BD_KIND_GRAPH_CONDITIONAL: return "graph conditional";
    case BD_KIND_GRAPH_EXEC: return "graph exec";
    case BD_KIND_GRAPH_NODE: return "graph node";
    case BD_KIND_GRAPHICS_RESOURCE: return "graphics resource";
    case BD_KIND_GREEN_CONTEXT: return "green context";
    case BD_KIND_KERNEL: return "kernel";
    case BD_KIND_LIBRARY: return "library";
    case BD_KIND_LINK_STATE: return "link state";
    case BD_KIND_LOGS_CALLBACK: return "logs callback";
    case BD_KIND_MEMORY_HANDLE: return "memory handle";
    case BD_KIND_MEMORY_POOL: return "memory pool";
    case BD_KIND_MIPMAPPED_ARRAY: return "mipmapped array";
    case BD_KIND_MODULE: return "module";
    case BD_KIND_NCCL_COMM: return "nccl comm";
    case BD_KIND_NCCL_WINDOW: return "nccl window";
    case BD_KIND_RESOURCE_DESCRIPTOR: return "resource descriptor";
    case BD_KIND_STREAM: return "stream";
    case BD_KIND_SURFACE_OBJECT: return "surface object";
    case BD_KIND_SURFACE_REFERENCE: return "surface reference";
    case BD_KIND_TEXTURE_OBJECT: return "texture object";
    case BD_KIND_TEXTURE_REFERENCE: return "texture reference";
    case BD_KIND_USER_OBJECT: return "user object";
    case BD_KIND_COUNT: break;
    }
    return "handle";
}

#endif
