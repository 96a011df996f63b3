// SPDX-License-Identifier: MIT
// The kernels examples/launch.c launches, extern "C" so that C declares their host stubs, and their C
// versions for the simulated driver.
#include "cubound/sim.h"

extern "C" __global__ void ramp(float *out, float first, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = first + static_cast<float>(i);
}

extern "C" __global__ void scale_by(float *out, float factor, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] *= factor;
}

static void ramp_c(const bd_sim_block_t *b)
{
    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int i = static_cast<int>(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 2, int))
            BD_SIM_ARG(b, 0, float *)[i] = BD_SIM_ARG(b, 1, float) + static_cast<float>(i);
    }
}

static void scale_by_c(const bd_sim_block_t *b)
{
    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int i = static_cast<int>(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 2, int))
            BD_SIM_ARG(b, 0, float *)[i] *= BD_SIM_ARG(b, 1, float);
    }
}

extern "C" void register_launch_kernels(void)
{
    const size_t sizes[] = {sizeof(float *), sizeof(float), sizeof(int)};
    bd_sim_register_kernel("ramp", ramp_c, 3, sizes);
    bd_sim_register_kernel("scale_by", scale_by_c, 3, sizes);
}
