/* SPDX-License-Identifier: MIT */
/* How a `<<<>>>` launch reaches libcubound. nvcc turns `kernel<<<grid, block, shmem, stream>>>(args)`
 * into __cudaPushCallConfiguration, then a call of the kernel's host stub, which (CUDA 13.0) asks
 * __cudaGetKernel once for the kernel's handle and launches it with __cudaLaunchKernel
 * (__cudaLaunchKernel_ptsz under --default-stream per-thread); at start-up the program registers each
 * kernel's host stub and name with __cudaRegisterFunction. A program linked against cubound the
 * documented way (the CMake targets, the pkg-config files: docs/guide.md, "Kernels") has the linker
 * send those references to the __wrap_ functions of libcubound_launch.a (src/launch/wrap_*.c), which
 * hand the real function to these hooks: no change to the program's source. */
#ifndef CUBOUND_LAUNCH_SEAM_HOOKS_H
#define CUBOUND_LAUNCH_SEAM_HOOKS_H

#include <stdbool.h>
#include <stddef.h>

#include <cuda_runtime_api.h>

#include "cubound/cubound.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The runtime's cudaKernel_t (struct CUkern_st *, as CUkernel), named here so that these hooks
 * exist whatever CUDA the bindings were made for: an older one has no __cudaLaunchKernel to wrap. */
typedef struct CUkern_st *bd_seam_kernel_t;

typedef cudaError_t (*bd_seam_launch_fn)(bd_seam_kernel_t kernel, dim3 grid, dim3 block, void **args, size_t shared_bytes,
                                          cudaStream_t stream);
typedef cudaError_t (*bd_seam_get_kernel_fn)(bd_seam_kernel_t *kernel, const void *stub);

/* A `<<<>>>` launch: for the binding of the thread's last call (none: the launch as written),
 * checked, seen by race detection and noted for hand-off, then launched by `real` (the simulated
 * runtime's launch on the simulated driver). per_thread: the _ptsz form, whose stream 0 is the
 * per-thread one; caller: where in the kernel's host stub, for reports. */
BD_API cudaError_t bd_gen_seam_launch(bd_seam_launch_fn real, bool per_thread, bd_seam_kernel_t kernel, dim3 grid,
                                      dim3 block, void **args, size_t shared_bytes, cudaStream_t stream,
                                      const void *caller);
/* A host stub's kernel handle: `real`'s, or on the simulated driver the simulation's. */
BD_API cudaError_t bd_gen_seam_get_kernel(bd_seam_get_kernel_fn real, bd_seam_kernel_t *kernel, const void *stub);
/* At start-up: the kernel `name` (its entry name, mangled where C++) has host stub `stub`. */
BD_API void bd_gen_seam_registered(const void *stub, const char *name);
/* The entry name registered for host stub `stub`, or NULL: what the simulated runtime launches a
 * stub as (it finds this function in the global scope, where the program put libcubound). */
BD_API const char *bd_gen_seam_kernel_name(const void *stub);

#ifdef __cplusplus
}
#endif

#endif
