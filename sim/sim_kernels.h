/* The simulated driver runs a kernel as a C function registered under its entry name. */
#ifndef CUBOUND_SIM_KERNELS_H
#define CUBOUND_SIM_KERNELS_H

#include <stddef.h>

#define SIM_MAX_PARAMS 8

struct sim_launch {
    unsigned long long threads; /* gridDim.x*y*z times blockDim.x*y*z */
    void *params[SIM_MAX_PARAMS];
};

struct sim_kernel {
    const char *name;
    int param_count;
    size_t param_sizes[SIM_MAX_PARAMS];
    unsigned pointers; /* bit i: parameter i is a device pointer the kernel dereferences */
    void (*run)(const struct sim_launch *launch);
};

const struct sim_kernel *sim_find_kernel(const char *name);

#endif
