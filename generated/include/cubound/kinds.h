/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* The kinds of handle the spec names ([handles]); with checks on, the tracked ones are registered and checked.
 * Each keeps its number in every version: spec/kinds.txt places it, append-only. */
#ifndef CUBOUND_GENERATED_KINDS_H
#define CUBOUND_GENERATED_KINDS_H

typedef enum bd_kind {
    BD_KIND_ARRAY = 0, /* tracked */
    BD_KIND_ASYNC_CALLBACK = 1,
    BD_KIND_CHECKPOINT_OPERATION = 2,
    BD_KIND_CONTEXT = 3,
    BD_KIND_COREDUMP_CALLBACK = 4,
    BD_KIND_CUBLAS_HANDLE = 5, /* tracked */
    BD_KIND_CURAND_DISTRIBUTION = 6,
    BD_KIND_CURAND_GENERATOR = 7, /* tracked */
    BD_KIND_DEVICE_POINTER = 8, /* tracked */
    BD_KIND_EVENT = 9, /* tracked */
    BD_KIND_EXTERNAL_MEMORY = 10,
    BD_KIND_EXTERNAL_SEMAPHORE = 11,
    BD_KIND_FUNCTION = 12, /* tracked */
    BD_KIND_GRAPH = 13, /* tracked */
    BD_KIND_GRAPH_CONDITIONAL = 14,
    BD_KIND_GRAPH_EXEC = 15, /* tracked */
    BD_KIND_GRAPH_NODE = 16,
    BD_KIND_GRAPHICS_RESOURCE = 17,
    BD_KIND_GREEN_CONTEXT = 18,
    BD_KIND_KERNEL = 19,
    BD_KIND_LIBRARY = 20,
    BD_KIND_LINK_STATE = 21,
    BD_KIND_LOGS_CALLBACK = 22,
    BD_KIND_MEMORY_HANDLE = 23,
    BD_KIND_MEMORY_POOL = 24,
    BD_KIND_MIPMAPPED_ARRAY = 25, /* tracked */
    BD_KIND_MODULE = 26, /* tracked */
    BD_KIND_NCCL_COMM = 27, /* tracked */
    BD_KIND_NCCL_WINDOW = 28,
    BD_KIND_RESOURCE_DESCRIPTOR = 29,
    BD_KIND_STREAM = 30, /* tracked */
    BD_KIND_SURFACE_OBJECT = 31, /* tracked */
    BD_KIND_SURFACE_REFERENCE = 32,
    BD_KIND_TEXTURE_OBJECT = 33, /* tracked */
    BD_KIND_TEXTURE_REFERENCE = 34,
    BD_KIND_USER_OBJECT = 35,
    BD_KIND_CUBLASLT_HANDLE = 36, /* tracked */
    BD_KIND_CUDNN_HANDLE = 37, /* tracked */
    BD_KIND_CUFFT_PLAN = 38, /* tracked */
    BD_KIND_CUSOLVER_DN_HANDLE = 39, /* tracked */
    BD_KIND_CUSOLVER_INFO = 40,
    BD_KIND_CUSOLVER_MG_HANDLE = 41,
    BD_KIND_CUSOLVER_RF_HANDLE = 42, /* tracked */
    BD_KIND_CUSOLVER_SP_HANDLE = 43, /* tracked */
    BD_KIND_CUSPARSE_DESCRIPTOR = 44, /* tracked */
    BD_KIND_CUSPARSE_HANDLE = 45, /* tracked */
    BD_KIND_CUSPARSE_INFO = 46,
    BD_KIND_CUSPARSE_MAT_DESCR = 47,
    BD_KIND_CUTENSOR_HANDLE = 48, /* tracked */
    BD_KIND_CUTENSOR_PLAN = 49, /* tracked */
    BD_KIND_COUNT = 50 /* one past the last; grows as kinds are appended */
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
    case BD_KIND_CURAND_DISTRIBUTION: return "curand distribution";
    case BD_KIND_CURAND_GENERATOR: return "curand generator";
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
    case BD_KIND_CUBLASLT_HANDLE: return "cublaslt handle";
    case BD_KIND_CUDNN_HANDLE: return "cudnn handle";
    case BD_KIND_CUFFT_PLAN: return "cufft plan";
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
    case BD_KIND_COUNT: break;
    }
    return "handle";
}

/* Whether any binding may use a handle of this kind, one made again while live counted: its
 * creator is in [any_context] (cuBLASLt's handle). */
static inline int bd_gen_kind_every_context(bd_kind_t kind)
{
    return kind == BD_KIND_CUBLASLT_HANDLE || 0;
}

#endif
