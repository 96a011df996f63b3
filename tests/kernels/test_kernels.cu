/* SPDX-License-Identifier: MIT */
/* Kernels the C tests launch through cuModuleLoadData. Built to PTX by nvcc; the simulated
 * driver runs the C versions tests/c/test_kernels_sim.c registers. */

extern "C" __global__ void bd_fill_u32(unsigned int *out, unsigned int value, unsigned int n)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = value;
}

extern "C" __global__ void bd_scale_add_f32(float *y, const float *x, float a, unsigned int n)
{
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}
