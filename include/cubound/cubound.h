/* cubound: every CUDA call says which device it is for.
 *
 * A bd_device_t is one device and its context. A bound_dev_t is that device bound to the
 * thread that made it: the first argument of every generated wrapper (bd_cuMemAlloc,
 * bd_cublasSgemm, bd_curandGenerateUniform, ...). Several bindings may be live in one thread.
 * A wrapper makes the binding's context current only when it is not already, which costs
 * one compare of a thread-local pointer. */
#ifndef CUBOUND_CUBOUND_H
#define CUBOUND_CUBOUND_H

#include <cuda.h>

#ifdef __cplusplus
extern "C" {
#endif

#define BD_LIKELY(x) __builtin_expect(!!(x), 1)
#define BD_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define BD_DEPRECATED __attribute__((deprecated))
/* Around the definition of a deprecated wrapper: it calls a deprecated function on purpose. */
#define BD_SUPPRESS_DEPRECATED_BEGIN \
    _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define BD_SUPPRESS_DEPRECATED_END _Pragma("GCC diagnostic pop")

typedef struct bd_device bd_device_t;
typedef struct bound_dev bound_dev_t;

/* How bd_device_open gets the device's context. */
typedef enum bd_context_kind {
    BD_PRIMARY_CONTEXT = 0, /* retain the device's primary context (what the runtime API uses) */
    BD_OWN_CONTEXT = 1,     /* create a context of its own: two of these on one GPU act as two devices */
} bd_context_kind_t;

/* Open device `ordinal` (cuInit is called for you). Does not change the thread's current context. */
CUresult bd_device_open(int ordinal, bd_context_kind_t kind, bd_device_t **out);

/* Release the device's context. Bindings still live go stale: their wrappers answer
 * CUDA_ERROR_CONTEXT_IS_DESTROYED (see docs/usage.md for the other libraries' statuses), and
 * their cuBLAS handle and cuRAND generator are destroyed here. Unbind them afterwards. */
CUresult bd_device_close(bd_device_t *dev);

int bd_device_ordinal(const bd_device_t *dev);
CUcontext bd_device_context(const bd_device_t *dev);

/* Bind dev to the calling thread. The binding is used, and unbound, on this thread only. */
CUresult bd_bind(bd_device_t *dev, bound_dev_t **out);

/* Destroy the binding's cuBLAS handle and cuRAND generator, then the binding. */
CUresult bd_unbind(bound_dev_t *bd);

bd_device_t *bd_binding_device(const bound_dev_t *bd);

/* Forget which context cubound made current on this thread, so the next wrapper sets it again.
 * Call it after code outside cubound changed the current context (cudaSetDevice and
 * ncclCommInitAll do). */
void bd_resync(void);

/* Called by generated wrappers after a context-changing call succeeded (spec [context_changing]). */
void bd_gen_moves_current(void);             /* cuCtxSetCurrent, cuCtxPushCurrent, ...: forget the cache */
void bd_gen_ends_context(CUcontext ctx);     /* cuCtxDestroy, cuCtxDetach: its devices' bindings go stale */
void bd_gen_resets_primary(CUdevice device); /* cuDevicePrimaryCtxReset: likewise, then re-retain */

/* What went wrong in this thread's last failed cubound call, in one sentence ("" if nothing). */
const char *bd_last_error(void);

/* The fast path of every wrapper. The thread-local is the binding whose context this thread
 * made current last; it only ever holds a binding made by this thread, so equality means
 * "already current". Initial-exec TLS keeps the read to one instruction. */
extern __thread bound_dev_t *bd_thread_binding __attribute__((tls_model("initial-exec")));

CUresult bd_enter_slow(bound_dev_t *bd);

static inline CUresult bd_enter(bound_dev_t *bd)
{
    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))
        return CUDA_SUCCESS;
    return bd_enter_slow(bd);
}

#ifdef __cplusplus
}
#endif

#endif
