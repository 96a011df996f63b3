/* SPDX-License-Identifier: MIT */
/* Each kernel's host stub and name, as the program registers them with its runtime before main
 * (--wrap=__cudaRegisterFunction): so that a report names the kernel and the simulated driver
 * finds its C version by name. A file of its own: every CUDA release registers this way, while
 * wrap_launch.c's functions came with 13.0. Linked into the program from libcubound_launch.a.
 *
 * A program with kernels also gives libcubound its own runtime's entry points here
 * (CUBOUND_PROGRAM_CUDART, cubound/cudart.h): the runtime it linked, static or shared, alone knows
 * its kernels, so that bd_cudaLaunchKernel and the typed launch (cubound/launch.h) launch them. */
#include "seam_hooks.h"

#define CUBOUND_PROGRAM_CUDART 1
#include "cubound/cudart.h"

void __real___cudaRegisterFunction(void **fatbin, const char *stub, char *device_function, const char *name,
                                   int thread_limit, uint3 *thread_id, uint3 *block_id, dim3 *block_dim,
                                   dim3 *grid_dim, int *warp_size);
void __wrap___cudaRegisterFunction(void **fatbin, const char *stub, char *device_function, const char *name,
                                   int thread_limit, uint3 *thread_id, uint3 *block_id, dim3 *block_dim,
                                   dim3 *grid_dim, int *warp_size);

void __wrap___cudaRegisterFunction(void **fatbin, const char *stub, char *device_function, const char *name,
                                   int thread_limit, uint3 *thread_id, uint3 *block_id, dim3 *block_dim,
                                   dim3 *grid_dim, int *warp_size)
{
    bd_gen_seam_registered(stub, device_function);
    __real___cudaRegisterFunction(fatbin, stub, device_function, name, thread_limit, thread_id, block_id, block_dim,
                                  grid_dim, warp_size);
}
