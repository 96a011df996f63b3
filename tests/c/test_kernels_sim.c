/* SPDX-License-Identifier: MIT */
/* C versions of tests/kernels/test_kernels.cu for the simulated driver, one block at a time. */
#include "support.h"

static void fill_u32(const bd_sim_block_t *b)
{
    unsigned int *out = BD_SIM_ARG(b, 0, unsigned int *);
    for (unsigned int t = 0; t < b->block_dim.x; t++) {
        unsigned int i = b->block_idx.x * b->block_dim.x + t;
        if (i < BD_SIM_ARG(b, 2, unsigned int))
            out[i] = BD_SIM_ARG(b, 1, unsigned int);
    }
}

static void scale_add_f32(const bd_sim_block_t *b)
{
    float *y = BD_SIM_ARG(b, 0, float *);
    const float *x = BD_SIM_ARG(b, 1, const float *);
    for (unsigned int t = 0; t < b->block_dim.x; t++) {
        unsigned int i = b->block_idx.x * b->block_dim.x + t;
        if (i < BD_SIM_ARG(b, 3, unsigned int))
            y[i] = BD_SIM_ARG(b, 2, float) * x[i] + y[i];
    }
}

void register_test_kernels(void)
{
    CU_OK(bd_sim_register_kernel("bd_fill_u32", fill_u32, 3,
                                 (size_t[]){sizeof(unsigned int *), sizeof(unsigned int), sizeof(unsigned int)}));
    CU_OK(bd_sim_register_kernel("bd_scale_add_f32", scale_add_f32, 4,
                                 (size_t[]){sizeof(float *), sizeof(const float *), sizeof(float), sizeof(unsigned int)}));
}
