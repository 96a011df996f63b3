/* SPDX-License-Identifier: MIT */
/* The kernel launches of nvcc's host stubs (CUDA 13.0 and newer), sent here by the linker
 * (--wrap=__cudaLaunchKernel, --wrap=__cudaLaunchKernel_ptsz, --wrap=__cudaGetKernel): the real
 * functions are the program's runtime's, static or shared, which only the program's own link can
 * name (__real_...). Linked into the program from libcubound_launch.a. A report names the place in
 * the kernel's host stub that launched (addr2line gives the kernel's source line). */
#include "seam_hooks.h"

cudaError_t __real___cudaLaunchKernel(cudaKernel_t kernel, dim3 grid, dim3 block, void **args, size_t shared_bytes,
                                      cudaStream_t stream);
cudaError_t __real___cudaLaunchKernel_ptsz(cudaKernel_t kernel, dim3 grid, dim3 block, void **args,
                                           size_t shared_bytes, cudaStream_t stream);
cudaError_t __real___cudaGetKernel(cudaKernel_t *kernel, const void *stub);

cudaError_t __wrap___cudaLaunchKernel(cudaKernel_t kernel, dim3 grid, dim3 block, void **args, size_t shared_bytes,
                                      cudaStream_t stream);
cudaError_t __wrap___cudaLaunchKernel_ptsz(cudaKernel_t kernel, dim3 grid, dim3 block, void **args,
                                           size_t shared_bytes, cudaStream_t stream);
cudaError_t __wrap___cudaGetKernel(cudaKernel_t *kernel, const void *stub);

cudaError_t __wrap___cudaLaunchKernel(cudaKernel_t kernel, dim3 grid, dim3 block, void **args, size_t shared_bytes,
                                      cudaStream_t stream)
{
    return bd_gen_seam_launch(__real___cudaLaunchKernel, false, kernel, grid, block, args, shared_bytes, stream,
                              __builtin_return_address(0));
}

cudaError_t __wrap___cudaLaunchKernel_ptsz(cudaKernel_t kernel, dim3 grid, dim3 block, void **args,
                                           size_t shared_bytes, cudaStream_t stream)
{
    return bd_gen_seam_launch(__real___cudaLaunchKernel_ptsz, true, kernel, grid, block, args, shared_bytes, stream,
                              __builtin_return_address(0));
}

cudaError_t __wrap___cudaGetKernel(cudaKernel_t *kernel, const void *stub)
{
    return bd_gen_seam_get_kernel(__real___cudaGetKernel, kernel, stub);
}
