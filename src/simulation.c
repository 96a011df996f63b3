/* SPDX-License-Identifier: MIT */
/* bd_sim_register_kernel, bd_sim_register_kernel_stub and bd_simulated: what a program says to the
 * simulated driver, passed to it when it is the driver loaded (cubound_sim_register_kernel and
 * cubound_sim_register_kernel_stub in libcubound_sim), and
 * nothing on the real driver, so that one binary runs on both; and what the simulation says back
 * (cubound_sim_refusal: why it refused its settings). */
#include <dlfcn.h>
#include <stdatomic.h>
#include <string.h>

#include "cubound/sim.h"
#include "internal.h"

typedef CUresult (*register_fn)(const char *, bd_sim_kernel_fn, size_t, const size_t *);
typedef const char *(*refusal_fn)(void);
typedef CUresult (*register_stub_fn)(const void *, const char *);

/* A symbol only the simulation has, or NULL on the real driver; failure: why no driver loaded. */
static void *simulation_symbol(const char *name, const char **failure)
{
    *failure = bd_load(&bd_gen_driver_library);
    if (*failure != NULL)
        return NULL;
    /* The driver is open: this finds its handle without opening anything. */
    void *handle = dlopen(bd_gen_driver_library.detail, RTLD_NOW | RTLD_NOLOAD);
    if (handle == NULL)
        return NULL;
    void *symbol = dlsym(handle, name);
    dlclose(handle);
    return symbol;
}

/* The simulation's entry point for registering, or NULL on the real driver. */
static register_fn simulation_register(const char **failure)
{
    void *symbol = simulation_symbol("cubound_sim_register_kernel", failure);
    register_fn function = NULL;
    memcpy(&function, &symbol, sizeof function); /* dlsym's object pointer, as POSIX allows */
    return function;
}

const char *bd_sim_refusal(void)
{
    const char *failure;
    void *symbol = simulation_symbol("cubound_sim_refusal", &failure);
    refusal_fn refusal = NULL;
    memcpy(&refusal, &symbol, sizeof refusal);
    return refusal != NULL ? refusal() : NULL;
}

bool bd_simulated(void)
{
    /* Which driver a process runs on is fixed once it loaded one: asked once, then remembered
     * (a <<<>>> launch asks each time). */
    static _Atomic int answer; /* 0: not known yet, 1: real, 2: simulated */
    int known = atomic_load_explicit(&answer, memory_order_relaxed);
    if (known != 0)
        return known == 2;
    const char *failure;
    bool simulated = simulation_register(&failure) != NULL;
    if (failure == NULL)
        atomic_store_explicit(&answer, simulated ? 2 : 1, memory_order_relaxed);
    return simulated;
}

CUresult bd_sim_register_kernel(const char *name, bd_sim_kernel_fn run, size_t param_count, const size_t *param_sizes)
{
    if (name == NULL || run == NULL || param_count > BD_SIM_MAX_PARAMS || (param_count > 0 && param_sizes == NULL))
        return bd_fail(CUDA_ERROR_INVALID_VALUE,
                       "bd_sim_register_kernel needs a name, a function and at most %d parameter sizes", BD_SIM_MAX_PARAMS);
    for (size_t i = 0; i < param_count; i++)
        if (param_sizes[i] == 0)
            return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_sim_register_kernel: parameter %zu of %s has size 0", i, name);
    const char *failure;
    register_fn simulation = simulation_register(&failure);
    if (failure != NULL)
        return bd_fail(CUDA_ERROR_NO_DEVICE, "bd_sim_register_kernel: no CUDA driver: %s", failure);
    return simulation == NULL ? CUDA_SUCCESS : simulation(name, run, param_count, param_sizes);
}

CUresult bd_sim_register_kernel_stub(const void *stub, const char *name)
{
    if (stub == NULL || name == NULL)
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_sim_register_kernel_stub needs a host stub and a kernel name");
    const char *failure;
    void *symbol = simulation_symbol("cubound_sim_register_kernel_stub", &failure);
    if (failure != NULL)
        return bd_fail(CUDA_ERROR_NO_DEVICE, "bd_sim_register_kernel_stub: no CUDA driver: %s", failure);
    register_stub_fn simulation = NULL;
    memcpy(&simulation, &symbol, sizeof simulation);
    CUresult rc = simulation == NULL ? CUDA_SUCCESS : simulation(stub, name);
    if (rc == CUDA_ERROR_INVALID_VALUE)
        return bd_fail(rc, "bd_sim_register_kernel_stub: the stub names another kernel already, not %s", name);
    return rc == CUDA_SUCCESS ? rc : bd_fail(rc, "bd_sim_register_kernel_stub: no memory to name %s", name);
}
