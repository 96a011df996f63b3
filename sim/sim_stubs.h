/* SPDX-License-Identifier: MIT */
/* What generated/sim/stubs.c provides and needs. */
#ifndef CUBOUND_SIM_STUBS_H
#define CUBOUND_SIM_STUBS_H

#include <cuda.h>
#include <stddef.h>

#define BD_SIM_SUPPRESS_DEPRECATED_BEGIN \
    _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define BD_SIM_SUPPRESS_DEPRECATED_END _Pragma("GCC diagnostic pop")

const char *sim_cuda_result_name(CUresult rc);
/* The name a library's headers give one of its statuses, or NULL: the stand-ins' GetErrorName. */
const char *sim_cudart_status_name(int status);
const char *sim_cusparse_status_name(int status);
const char *sim_nvrtc_status_name(int status);

/* An entry point cuGetProcAddress hands out: the newest version not above the one asked for. */
typedef void (*sim_fn)(void);
struct sim_entry {
    const char *name;
    int version;
    int per_thread;
    sim_fn function;
};
extern const struct sim_entry sim_entries[];
extern const size_t sim_entry_count;

/* Say on stderr, once per function, that the simulation does not implement it. */
void sim_unsupported(const char *function);

#endif
