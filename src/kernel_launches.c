/* SPDX-License-Identifier: MIT */
/* `<<<>>>` launches, made cubound's (launch/seam_hooks.h says how they get here). A launch is for
 * the binding of the thread's last call (`bd_enter(bd); kernel<<<...>>>(...)`, or any call through
 * bd): with checks on, its stream is checked as bd_cudaLaunchKernel's is (BD-WRONG-DEVICE,
 * BD-USE-AFTER-DESTROY); race detection sees its pointer arguments; hand-off notes them, so that
 * bd_handoff waits for the kernel. A thread that entered no binding launches as the program wrote.
 * On the simulated driver the simulation's runtime launches it: the C version registered under
 * the kernel's name, which the program's registration gave (bd_gen_seam_kernel_name, which the
 * simulation asks about a host stub it was not told of). */
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>

#include "cubound/cudart.h"
#include "cubound/sim.h"
#include "internal.h"
#include "kernel_parameters.h"
#include "launch/seam_hooks.h"

/* A kernel the program registered: its host stub, its entry name, and (on the real driver) the
 * handle its runtime gave for it. Never freed: the names are the program's own strings. */
struct kernel {
    const void *stub;
    const char *name;
    _Atomic(bd_seam_kernel_t) handle;
    uint64_t read_only; /* the parameters its name says point to const (kernel_parameters.c) */
    int parameter_count;
    struct kernel *next;
};
static _Atomic(struct kernel *) kernels;

void bd_gen_seam_registered(const void *stub, const char *name)
{
    struct kernel *k = malloc(sizeof *k);
    if (k == NULL || stub == NULL || name == NULL) { /* it will launch unnamed */
        free(k);
        return;
    }
    *k = (struct kernel){stub, name, NULL, 0, -1, atomic_load(&kernels)};
    k->read_only = bd_read_only_parameters(name, &k->parameter_count);
    while (!atomic_compare_exchange_weak(&kernels, &k->next, k)) {
    }
}

static struct kernel *kernel_of_stub(const void *stub)
{
    for (struct kernel *k = atomic_load_explicit(&kernels, memory_order_acquire); k != NULL; k = k->next)
        if (k->stub == stub)
            return k;
    return NULL;
}

/* The kernel a launch names: its handle (the real driver's), or its stub (the simulation's). */
static const struct kernel *kernel_of_launch(bd_seam_kernel_t handle)
{
    static __thread const struct kernel *last; /* a loop launches one kernel again and again */
    if (last != NULL && (atomic_load_explicit(&last->handle, memory_order_relaxed) == handle || last->stub == handle))
        return last;
    for (struct kernel *k = atomic_load_explicit(&kernels, memory_order_acquire); k != NULL; k = k->next)
        if (atomic_load_explicit(&k->handle, memory_order_relaxed) == handle || k->stub == (const void *)handle)
            return last = k;
    return NULL;
}

const char *bd_gen_seam_kernel_name(const void *stub)
{
    const struct kernel *k = kernel_of_stub(stub);
    return k != NULL ? k->name : NULL;
}

cudaError_t bd_gen_seam_get_kernel(bd_seam_get_kernel_fn real, bd_seam_kernel_t *handle, const void *stub)
{
    if (bd_simulated()) { /* the simulation's runtime launches a host stub by the name registered for it */
        *handle = (bd_seam_kernel_t)(uintptr_t)stub;
        return cudaSuccess;
    }
    cudaError_t error = real(handle, stub);
    struct kernel *k = kernel_of_stub(stub);
    if (error == cudaSuccess && k != NULL)
        atomic_store_explicit(&k->handle, *handle, memory_order_relaxed);
    return error;
}

/* Whose a launch on stream is, or NULL: under checks and the verified policy the binding entered
 * whole last; else the one the fast path compares with, unless a stream or event call through
 * another binding left that one current ([context_from_handles]) and the launch is on a stream of
 * the other's, as the driver says (a stream names its context; the default streams are the current
 * context's). */
static bound_dev_t *launch_binding(cudaStream_t stream)
{
    if (bd_gen_guarded)
        return (bound_dev_t *)bd_gen_entered.binding;
    bound_dev_t *current = bd_thread_binding, *named = bd_thread_named;
    if (named == NULL || named == current || !bd_usable(named) || !BD_GEN_OWN_STREAM(stream))
        return current;
    CUcontext owner = NULL;
    return BD_DRIVER(cuStreamGetCtx)((CUstream)stream, &owner) == CUDA_SUCCESS && owner == named->ctx ? named : current;
}

/* The kernel's function in the current context, whose parameters say which words are pointers;
 * NULL where it cannot be known (the launch then counts as writing anything). */
static CUfunction function_of(bd_seam_kernel_t handle)
{
    CUfunction f = NULL;
    if (bd_simulated()) {
        cudaFunction_t function = NULL;
        if (BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetFuncBySymbol)(&function, (const void *)handle) == cudaSuccess)
            f = (CUfunction)function;
        return f;
    }
#if CUDA_VERSION >= 12040
    if (BD_DRIVER(cuKernelGetFunction)(&f, (CUkernel)handle) != CUDA_SUCCESS)
        f = NULL;
#endif
    return f;
}

static cudaError_t launch(bd_seam_launch_fn real, bool per_thread, bd_seam_kernel_t handle, dim3 grid, dim3 block,
                          void **args, size_t shared_bytes, cudaStream_t stream)
{
    if (!bd_simulated())
        return real(handle, grid, block, args, shared_bytes, stream);
    const void *stub = (const void *)handle;
    return per_thread ? BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernel_ptsz)(stub, grid, block, args, shared_bytes, stream)
                      : BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaLaunchKernel)(stub, grid, block, args, shared_bytes, stream);
}

/* Why a kernel did not launch on the simulated driver, in words a program's author can act on. */
static void say_unsimulated(const struct kernel *k, cudaError_t error)
{
    if (k == NULL)
        bd_set_last_error("a <<<>>> launch on the simulated driver failed (%d): its kernel was not registered "
                          "with cubound's launch seam (link with the cubound CMake target or pkg-config file, "
                          "docs/guide.md \"Kernels\"), nor named with bd_sim_register_kernel_stub",
                          (int)error);
    else
        bd_set_last_error("kernel %s, launched with <<<>>>, has no C version on the simulated driver (%d): "
                          "register one with bd_sim_register_kernel(\"%s\", ...) or under its plain name "
                          "(docs/simulation.md, \"Kernels\")",
                          k->name, (int)error, k->name);
}

void bd_gen_race_launch_symbol(bound_dev_t *bd, const bd_call_t *call, CUstream stream, const void *symbol, void **params)
{
    /* Only a host stub the program registered is asked about: func may be a cudaKernel_t too
     * (cudaLibraryGetKernel's), which cudaGetFuncBySymbol refuses, and a refusal would be the
     * program's next cudaGetLastError (an H100 answered cudaErrorInvalidDeviceFunction there). */
    const struct kernel *k = kernel_of_launch((bd_seam_kernel_t)symbol);
    cudaFunction_t f = NULL; /* in the binding's context, current after the launch */
    if (k != NULL) {
        cudaError_t before = BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaPeekAtLastError)();
        if (BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetFuncBySymbol)(&f, symbol) != cudaSuccess) {
            f = NULL;
            if (before == cudaSuccess) /* the error is cubound's question's, not the program's */
                BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaGetLastError)();
        }
    }
    bd_race_kernel(bd, call, stream, (CUfunction)f, params, NULL, k != NULL ? k->read_only : 0,
                   k != NULL ? k->parameter_count : -1);
}

cudaError_t bd_gen_seam_launch(bd_seam_launch_fn real, bool per_thread, bd_seam_kernel_t handle, dim3 grid, dim3 block,
                               void **args, size_t shared_bytes, cudaStream_t stream, const void *caller)
{
    bound_dev_t *bd = launch_binding(stream);
    const struct kernel *k = kernel_of_launch(handle);
    if (bd == NULL) { /* not cubound's: as the program wrote it */
        cudaError_t error = launch(real, per_thread, handle, grid, block, args, shared_bytes, stream);
        if (error != cudaSuccess && bd_simulated())
            say_unsimulated(k, error);
        return error;
    }
    bd_call_t call = {k != NULL ? k->name : "a <<<>>> launch", NULL, 0, caller};
    CUresult rc;
    if (bd_gen_checks_on) {
        static const bd_handle_param_t handles[] = {{"stream", BD_KIND_STREAM, false}};
        const unsigned long long values[] = {BD_HANDLE_VALUE(stream)};
        rc = bd_gen_enter_checked_handles(bd, &call, handles, values, 1);
    } else {
        rc = bd_gen_enter(bd);
    }
    if (rc != CUDA_SUCCESS)
        return bd_gen_cudart_binding_status(rc);
    CUfunction f = function_of(handle);
    cudaError_t error = launch(real, per_thread, handle, grid, block, args, shared_bytes, stream);
    if (error != cudaSuccess) {
        if (bd_simulated())
            say_unsimulated(k, error);
        return error;
    }
    CUstream on = per_thread ? BD_GEN_PER_THREAD_STREAM(stream) : (CUstream)stream;
    if (bd_gen_races_on)
        bd_race_kernel(bd, &call, on, f, args, NULL, k != NULL ? k->read_only : 0, k != NULL ? k->parameter_count : -1);
    bd_gen_launched(bd, on, f, args, NULL, call.function);
    return cudaSuccess;
}
