/* The runtime's private structures. */
#ifndef CUBOUND_INTERNAL_H
#define CUBOUND_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "cubound/checks.h"
#include "cubound/handles.h"

/* Why a device's bindings went stale: its generation moved because ... */
typedef enum bd_stale_reason {
    BD_STALE_CLOSED,             /* bd_device_close */
    BD_STALE_CONTEXT_DESTROYED,  /* cuCtxDestroy or cuCtxDetach through a wrapper */
    BD_STALE_PRIMARY_RESET,      /* cuDevicePrimaryCtxReset through a wrapper */
} bd_stale_reason_t;

struct bd_device {
    int ordinal;
    unsigned long long serial; /* unique per open, never reused: what handle records name */
    CUdevice cu_device;
    CUcontext ctx;
    bd_context_kind_t kind;
    /* Moves when the device is closed or its context ends; a binding of another generation is stale. */
    atomic_ullong generation;
    atomic_int stale_reason; /* bd_stale_reason_t of the last move */
    pthread_mutex_t lock;    /* guards everything below */
    bool closed;
    bool context_lost; /* destroyed behind the device's back: closing must not release it again */
    bd_device_t *next_open; /* the list of open devices, under the registry's lock */
    int refs;              /* 1 while open, plus 1 per live binding */
    bound_dev_t *bindings; /* live bindings, linked through bound_dev.next */
};

struct bound_dev {
    bd_device_t *dev;
    CUcontext ctx;
    unsigned long long generation; /* the device's generation when bound */
    pthread_t thread;
    long thread_id; /* the kernel's id of that thread, for messages */
    cublasHandle_t cublas;   /* made lazily by bd_cublas_handle */
    curandGenerator_t curand; /* made lazily by bd_curand_generator */
    bound_dev_t *next;
};

/* Thread-locals read on every call: initial-exec, one instruction instead of __tls_get_addr. */
#define BD_FAST_TLS __attribute__((tls_model("initial-exec")))

/* The context cubound last made current on this thread (NULL: unknown, set it next time). */
extern __thread CUcontext bd_thread_context BD_FAST_TLS;

/* Register, or unregister, a handle the runtime made itself (the binding's cuBLAS handle). */
void bd_register_own(bound_dev_t *bd, const char *function, bd_kind_t kind, unsigned long long value);
void bd_unregister_own(bound_dev_t *bd, const char *function, bd_kind_t kind, unsigned long long value);

/* Keep message for bd_last_error without printing it. */
void bd_set_last_error(const char *message);

/* Record a one-sentence message for bd_last_error, print it to stderr, return rc. */
CUresult bd_fail(CUresult rc, const char *format, ...) __attribute__((format(printf, 2, 3)));

const char *bd_result_name(CUresult rc);

long bd_current_thread_id(void);

/* Destroy the binding's cuBLAS handle and cuRAND generator; its context must be current. */
void bd_release_library_handles(bound_dev_t *bd);

const char *bd_stale_reason_text(bd_stale_reason_t reason);

/* Drop one reference; the last one frees the device. */
void bd_device_unref(bd_device_t *dev);

/* Forget the cached binding and context of this thread if they belong to ctx. */
void bd_forget_context(CUcontext ctx);

#endif
