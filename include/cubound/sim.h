/* SPDX-License-Identifier: MIT */
/* Kernels on the simulated driver (CUBOUND_DRIVER=sim).
 *
 * The simulation cannot run GPU code, so a program gives it a C version of each kernel, by the
 * kernel's entry name (its extern "C" name, or the mangled one). cuModuleGetFunction then finds
 * it in any module whose image names it (PTX, cubin or fatbin) and cuLaunchKernel runs it on the
 * simulated device, in stream order, once per block:
 *
 *     static void vec_add(const bd_sim_block_t *b)    // __global__ void VecAdd(float *c, const float *a, const float *b, int n)
 *     {
 *         float *c = BD_SIM_ARG(b, 0, float *);
 *         for (unsigned t = 0; t < b->block_dim.x; t++) {
 *             int i = b->block_idx.x * b->block_dim.x + t;
 *             if (i < BD_SIM_ARG(b, 3, int)) c[i] = BD_SIM_ARG(b, 1, const float *)[i] + BD_SIM_ARG(b, 2, const float *)[i];
 *         }
 *     }
 *     bd_sim_register_kernel("VecAdd", vec_add, 4, (size_t[]){sizeof(float *), sizeof(float *), sizeof(float *), sizeof(int)});
 *
 * A block runs its threads in whatever order the C function loops over them, so a kernel that
 * synchronizes its block (__syncthreads) is written as one loop over the threads per phase.
 * A pointer argument that points into memory of a device the launching context may not reach
 * (no peer access) fails the launch with CUDA_ERROR_ILLEGAL_ADDRESS, as the GPU would fault.
 *
 * Runtime-API programs launch with cudaLaunchKernel: a kernel of a library (cudaLibraryGetKernel)
 * runs the C version registered under its name; a host stub runs the one bd_sim_register_kernel_stub
 * names for it.
 *
 * On the real driver registering does nothing, so the same binary runs on both. */
#ifndef CUBOUND_SIM_H
#define CUBOUND_SIM_H

#include <stddef.h>

#include <cuda.h>

#include "cubound/cubound.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct bd_dim3 {
    unsigned int x, y, z;
} bd_dim3_t;

/* One block of a launch, as the kernel sees it. */
typedef struct bd_sim_block {
    bd_dim3_t grid_dim;  /* gridDim */
    bd_dim3_t block_dim; /* blockDim */
    bd_dim3_t block_idx; /* blockIdx */
    void *const *params; /* params[i] points at a copy of argument i, taken at launch like cuLaunchKernel's */
    void *shared;        /* the launch's dynamic shared memory (sharedMemBytes), fresh for each block */
    size_t shared_bytes;
} bd_sim_block_t;

typedef void (*bd_sim_kernel_fn)(const bd_sim_block_t *block);

/* Argument `index` of the block's launch, as a `type`. */
#define BD_SIM_ARG(block, index, type) (*(type *)(block)->params[index])

#define BD_SIM_MAX_PARAMS 64

/* Register (or replace) the C version of kernel `name`: param_count arguments (at most
 * BD_SIM_MAX_PARAMS) of the sizes given, as the kernel declares them. On the simulated driver
 * it loads the driver if needed; call it after bd_init, if the program calls bd_init. Returns
 * CUDA_SUCCESS, also on the real driver (where there is nothing to do); CUDA_ERROR_INVALID_VALUE
 * for a NULL name or function, too many parameters or a size of 0; or the error that loading the
 * driver met. */
BD_API CUresult bd_sim_register_kernel(const char *name, bd_sim_kernel_fn run, size_t param_count,
                                       const size_t *param_sizes);

/* Name the kernel that host stub `stub` launches: on the simulated runtime, cudaLaunchKernel(stub, ...)
 * (and so bd_cudaLaunchKernel) runs the C version registered under `name` with
 * bd_sim_register_kernel. The stub is what a program passes for a __global__ function (nvcc's host
 * stub); a kernel from cudaLibraryGetKernel needs no naming. Returns CUDA_SUCCESS, also on the real
 * driver (where there is nothing to do); CUDA_ERROR_INVALID_VALUE for a NULL stub or name, or a stub
 * named already with another name; or the error that loading the driver met. */
BD_API CUresult bd_sim_register_kernel_stub(const void *stub, const char *name);

/* Whether this process runs on the simulated driver (CUBOUND_DRIVER=sim, or bd_init's driver). */
BD_API bool bd_simulated(void);

#ifdef __cplusplus
}
#endif

#endif
