/* C versions of tests/kernels/test_kernels.cu, one thread index at a time. */
#include <string.h>

#include "sim_kernels.h"

#define PARAM(launch, index, type) (*(type *)(launch)->params[index])

static unsigned long long active(const struct sim_launch *launch, unsigned int n)
{
    return launch->threads < n ? launch->threads : n;
}

static void fill_u32(const struct sim_launch *launch)
{
    unsigned int *out = PARAM(launch, 0, unsigned int *);
    unsigned int value = PARAM(launch, 1, unsigned int);
    for (unsigned long long i = 0; i < active(launch, PARAM(launch, 2, unsigned int)); i++)
        out[i] = value;
}

static void scale_add_f32(const struct sim_launch *launch)
{
    float *y = PARAM(launch, 0, float *);
    const float *x = PARAM(launch, 1, const float *);
    float a = PARAM(launch, 2, float);
    for (unsigned long long i = 0; i < active(launch, PARAM(launch, 3, unsigned int)); i++)
        y[i] = a * x[i] + y[i];
}

static const struct sim_kernel kernels[] = {
    {"bd_fill_u32", 3, {sizeof(void *), sizeof(unsigned int), sizeof(unsigned int)}, 1u << 0, fill_u32},
    {"bd_scale_add_f32", 4, {sizeof(void *), sizeof(void *), sizeof(float), sizeof(unsigned int)}, 1u << 0 | 1u << 1,
     scale_add_f32},
};

const struct sim_kernel *sim_find_kernel(const char *name)
{
    for (size_t i = 0; i < sizeof kernels / sizeof kernels[0]; i++)
        if (strcmp(kernels[i].name, name) == 0)
            return &kernels[i];
    return NULL;
}
