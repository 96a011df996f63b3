/* SPDX-License-Identifier: MIT */
/* cubound: every CUDA call says which device it is for.
 *
 * A bd_device_t is one device and its context. A bound_dev_t is that device bound to the
 * thread that made it: the first argument of every generated wrapper (bd_cuMemAlloc,
 * bd_cublasSgemm, bd_curandGenerateUniform, ...). Several bindings may be live in one thread.
 * A wrapper makes the binding's context current only when it is not already, which costs
 * one compare of a thread-local pointer.
 *
 * libcubound loads the driver, cuBLAS and cuRAND at run time, each on first use: the real ones
 * (libcuda.so.1 through cuGetProcAddress, libcublas and libcurand by soname), or the simulated
 * driver when CUBOUND_DRIVER=sim. A function the loaded library lacks answers its "not
 * supported" status. */
#ifndef CUBOUND_CUBOUND_H
#define CUBOUND_CUBOUND_H

#include <stdbool.h>

#include <cuda.h>

#include "cubound/version.h"

#ifdef __cplusplus
extern "C" {
#endif

#define BD_API __attribute__((visibility("default")))
#define BD_LIKELY(x) __builtin_expect(!!(x), 1)
#define BD_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define BD_DEPRECATED __attribute__((deprecated))
/* Around code that calls a deprecated function on purpose. */
#define BD_SUPPRESS_DEPRECATED_BEGIN \
    _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define BD_SUPPRESS_DEPRECATED_END _Pragma("GCC diagnostic pop")

#ifndef CUBOUND_INLINE
#define CUBOUND_INLINE 0
#endif

typedef struct bd_device bd_device_t;
typedef struct bound_dev bound_dev_t;

/* Whether calls are checked (docs/checks.md), decided once per process. */
typedef enum bd_checks {
    BD_CHECKS_DEFAULT = 0, /* CUBOUND_CHECKS=0|1 in the environment, else the build's default */
    BD_CHECKS_OFF = 1,
    BD_CHECKS_ON = 2,
} bd_checks_t;

/* How a wrapper knows that its binding's context is current (docs/usage.md has the costs). */
typedef enum bd_context_policy {
    BD_POLICY_DEFAULT = 0, /* CUBOUND_CONTEXT_POLICY=cached|verified, else cached */
    BD_POLICY_CACHED = 1,  /* trust what cubound last made current: one compare; bd_resync after foreign code */
    BD_POLICY_VERIFIED = 2, /* ask the driver every call (cuCtxGetCurrent): safe whatever other code does */
} bd_context_policy_t;

typedef struct bd_options {
    bd_checks_t checks;
    bd_context_policy_t context_policy;
    /* "cuda" (the real libraries), "sim" (the simulated driver), or the path of a library that
     * provides all three; NULL: CUBOUND_DRIVER in the environment, else "cuda". */
    const char *driver;
} bd_options_t;

/* Choose the process's settings before anything else of cubound runs (optional: without it,
 * the environment and the build decide). CUDA_ERROR_ALREADY_ACQUIRED once the settings are
 * in use, CUDA_ERROR_INVALID_VALUE for a value out of range. */
BD_API CUresult bd_init(const bd_options_t *options);

/* The settings in force (settling them if nothing did yet). */
BD_API bd_options_t bd_settings(void);

/* How bd_device_open gets the device's context. */
typedef enum bd_context_kind {
    BD_PRIMARY_CONTEXT = 0, /* retain the device's primary context (what the runtime API uses) */
    BD_OWN_CONTEXT = 1,     /* create a context of its own: two of these on one GPU act as two devices */
} bd_context_kind_t;

/* Open device `ordinal` (loading the driver and calling cuInit). Does not change the thread's
 * current context. Without a loadable driver: CUDA_ERROR_NO_DEVICE, and bd_last_error says why. */
BD_API CUresult bd_device_open(int ordinal, bd_context_kind_t kind, bd_device_t **out);

/* Release the device's context. Bindings still live go stale: their wrappers answer
 * CUDA_ERROR_CONTEXT_IS_DESTROYED (see docs/usage.md for the other libraries' statuses), and
 * their cuBLAS handle and cuRAND generator are destroyed here. Unbind them afterwards. */
BD_API CUresult bd_device_close(bd_device_t *dev);

/* The ordinal the device was opened with. */
BD_API int bd_device_ordinal(const bd_device_t *dev);
/* The device's context (its primary context, or its own). */
BD_API CUcontext bd_device_context(const bd_device_t *dev);

/* Bind dev to the calling thread. The binding is used, and unbound, on this thread only. */
BD_API CUresult bd_bind(bd_device_t *dev, bound_dev_t **out);

/* Destroy the binding's cuBLAS handle and cuRAND generator, then the binding. */
BD_API CUresult bd_unbind(bound_dev_t *bd);

/* The device a binding is of. */
BD_API bd_device_t *bd_binding_device(const bound_dev_t *bd);

/* Make the binding's context current now, as a wrapper would; CUDA_SUCCESS or why not. */
BD_API CUresult bd_enter(bound_dev_t *bd);

/* Forget which context cubound made current on this thread, so the next wrapper sets it again.
 * Call it after code outside cubound changed the current context (cudaSetDevice and
 * ncclCommInitAll do) when the context policy is BD_POLICY_CACHED. */
BD_API void bd_resync(void);

/* The functions of library ("driver", "cublas" or "curand") that the library cubound loaded
 * lacks (an older driver than the headers the bindings came from, or a library that could not be
 * loaded at all), loading it first if need be. Fills names with up to capacity of them and
 * returns how many there are; -1 for an unknown library. */
BD_API int bd_unavailable(const char *library, const char **names, int capacity);

/* The version of the libcubound that runs, as CUBOUND_VERSION (cubound/version.h) says the
 * headers': MAJOR * 10000 + MINOR * 100 + PATCH. */
BD_API int bd_version(void);

/* What went wrong in this thread's last failed cubound call, in one sentence ("" if nothing). */
BD_API const char *bd_last_error(void);

#ifdef __cplusplus
}
#endif

#endif
