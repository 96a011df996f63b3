/* SPDX-License-Identifier: MIT */
/* The C kernels programs register by entry name (bd_sim_register_kernel, include/cubound/sim.h). */
#ifndef CUBOUND_SIM_KERNELS_H
#define CUBOUND_SIM_KERNELS_H

#include <stddef.h>

#include "cubound/sim.h"

struct sim_kernel {
    const char *name;
    bd_sim_kernel_fn run;
    size_t param_count;
    size_t param_sizes[BD_SIM_MAX_PARAMS];
    size_t param_offsets[BD_SIM_MAX_PARAMS]; /* as the arguments are laid out in a parameter buffer */
    size_t params_bytes;
    struct sim_kernel *next;
};

/* The kernel registered under name, or NULL. Registrations live as long as the process. */
const struct sim_kernel *sim_find_kernel(const char *name);

/* libcubound's bd_sim_register_kernel lands here, with arguments it has checked. */
__attribute__((visibility("default"))) CUresult cubound_sim_register_kernel(const char *name, bd_sim_kernel_fn run,
                                                                          size_t param_count, const size_t *param_sizes);

/* libcubound's bd_sim_register_kernel_stub lands here (sim_cudart_launch.c). */
__attribute__((visibility("default"))) CUresult cubound_sim_register_kernel_stub(const void *stub, const char *name);

#endif
