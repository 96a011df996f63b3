// SPDX-License-Identifier: MIT
// The typed-launch tests' kernels (kernels.h), extern "C" so that C declares their host stubs, and
// their C versions for the simulated driver, registered under their names.
#include "cubound/sim.h"
#include "kernels.h"

__global__ void fill_steps(unsigned *out, unsigned first, unsigned step, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = first + (unsigned)i * step;
}

__global__ void scale(float *out, float factor, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] *= factor;
}

static void fill_steps_c(const bd_sim_block_t *b)
{
    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int i = (int)(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 3, int))
            BD_SIM_ARG(b, 0, unsigned *)[i] = BD_SIM_ARG(b, 1, unsigned) + (unsigned)i * BD_SIM_ARG(b, 2, unsigned);
    }
}

static void scale_c(const bd_sim_block_t *b)
{
    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int i = (int)(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 2, int))
            BD_SIM_ARG(b, 0, float *)[i] *= BD_SIM_ARG(b, 1, float);
    }
}

void register_launch_kernels(void)
{
    const size_t fill_sizes[] = {sizeof(unsigned *), sizeof(unsigned), sizeof(unsigned), sizeof(int)};
    const size_t scale_sizes[] = {sizeof(float *), sizeof(float), sizeof(int)};
    bd_sim_register_kernel("fill_steps", fill_steps_c, 4, fill_sizes);
    bd_sim_register_kernel("scale", scale_c, 3, scale_sizes);
}
