/* SPDX-License-Identifier: MIT */
/* The kernels of the typed-launch tests (kernels.cu), as C and C++ see their host stubs, and their
 * C versions for the simulated driver. */
#ifndef CUBOUND_TEST_LAUNCH_KERNELS_H
#define CUBOUND_TEST_LAUNCH_KERNELS_H

#ifdef __cplusplus
extern "C" {
#endif

/* Kernels to nvcc, their host stubs to everyone else. */
#ifdef __CUDACC__
#define TEST_KERNEL __global__
#else
#define TEST_KERNEL
#endif

/* out[i] = first + i * step for i < n */
TEST_KERNEL void fill_steps(unsigned *out, unsigned first, unsigned step, int n);
/* out[i] *= factor for i < n */
TEST_KERNEL void scale(float *out, float factor, int n);
void register_launch_kernels(void);

#ifdef __cplusplus
}
#endif

#endif
