/* SPDX-License-Identifier: MIT */
/* The runtime's private structures and the calls between its files. Files, lowest layer first
 * (each calls only files above it in this list; tests/python/layers.py checks there is no cycle;
 * docs/design.md says what each is for): errors.c, settings.c, report.c, loader.c, simulation.c,
 * races.c, registry.c, context.c, fork.c, checks.c, enter.c, cufft_plans.c, cusparse_extents.c,
 * handoff.c, binding_handles.c, streams.c, device.c, binding.c, kernel_parameters.c,
 * kernel_launches.c, version.c; launch/ (libcubound_launch.a, in the program) calls
 * kernel_launches.c through launch/seam_hooks.h. */
#ifndef CUBOUND_INTERNAL_H
#define CUBOUND_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "cubound/cublas.h"
#include "cubound/curand.h"
#include "cubound/cublaslt.h"
#include "cubound/cufft.h"
#include "cubound/cusolver.h"
#include "cubound/cusolverrf.h"
#include "cubound/cusolversp.h"
#include "cubound/cusparse.h"
#include "cubound/driver.h"
#include "cubound/handles.h"
#include "cubound/streams.h"
#include "handle_table.h"
#include "wrapper_runtime.h"

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
    unsigned long long ctx_id; /* the driver's id of this incarnation of ctx (cuCtxGetId): what owns handles */
    bd_context_kind_t kind;
    /* Moves when the device is closed or its context ends; a binding of another generation is stale. */
    atomic_ullong generation;
    atomic_int stale_reason; /* bd_stale_reason_t of the last move */
    pthread_mutex_t lock;    /* guards everything below */
    bool context_lost; /* destroyed behind the device's back: closing must not release it again */
    bd_device_t *next_open; /* the list of open devices, under the registry's lock */
    int refs;              /* 1 while open, plus 1 per live binding */
    bound_dev_t *bindings; /* live bindings, linked through bound_dev.next */
};

/* A binding lives in a slot that is never freed (context.c), so the pointer bd_bind gave out
 * stays safe to test after bd_unbind: `bound`, thread_serial and thread_exited are read before
 * anything else of it, and dev only while it is bound. An unbound slot is reused only after
 * BD_UNBOUND_KEPT later unbinds, so a use after bd_unbind is told apart that long. */
#define BD_UNBOUND_KEPT 1024
/* A library handle a binding owns ([binding_handle] of the spec): NULL until its getter's first ask. */
struct bd_binding_handle {
    void *handle;
    CUstream stream; /* what its set_stream was last given: set only on change (NULL: the legacy default) */
};
struct bound_dev {
    atomic_bool bound; /* false from bd_unbind until the slot is bound again */
    /* The thread that made it (never reused, unlike pthread_t); BD_UNBOUND_THREAD_SERIAL once
     * unbound: no thread's. */
    atomic_ullong thread_serial;
    atomic_bool thread_exited; /* that thread has ended (its state was freed) */
    bd_device_t *dev;          /* read only while bound: the last unbind of a closed device frees it */
    CUcontext ctx;
    unsigned long long ctx_id;
    unsigned long long generation; /* the device's generation when bound */
    int ordinal;                     /* the device's, and which open, kept for messages after unbind */
    unsigned long long device_serial;
    long thread_id;                   /* the kernel's id of that thread, for messages */
    const void *unbound_at;           /* where bd_unbind was called from, for messages */
    CUstream stream;          /* the binding's current stream: CU_STREAM_PER_THREAD unless bd_set_stream */
    struct bd_binding_handle handles[BD_GEN_BINDING_HANDLES]; /* the library handles it owns (binding_handles.c) */
    struct bd_kept_plan *cufft_plans; /* the cuFFT plans made through it (cufft_plans.c) */
    size_t cufft_plan_count, cufft_plan_capacity;
    CUevent handoff_event;    /* made lazily by bd_handoff_async, in the binding's context */
    bound_dev_t *next;        /* the device's live bindings; in a free slot, the next free one */
    bound_dev_t *thread_next; /* the bindings its thread made and has not unbound */
};

/* A driver function, called through the table: cubound links no CUDA library. */
#define BD_DRIVER(name) BD_GEN_ENTRY(bd_gen_driver, pfn_##name)

/* Thread-locals read on every call: initial-exec, one instruction instead of __tls_get_addr.
 * Few and small, so that a dlopen'ed libcubound fits glibc's static TLS reserve; the rest of a
 * thread's state lives on the heap (struct bd_thread_state). */
#define BD_FAST_TLS __attribute__((tls_model("initial-exec")))

/* The context cubound last made current on this thread (NULL: unknown, set it next time). */
extern __thread CUcontext bd_thread_context BD_FAST_TLS;
/* Under the cached policy, the binding of the thread's last call that acted in its handles'
 * context and left another binding's current ([context_from_handles]): a <<<>>> launch on one of
 * its streams is for it (kernel_launches.c). */
extern __thread bound_dev_t *bd_thread_named BD_FAST_TLS;


/* errors.c: what a thread keeps besides the two pointers above. */
/* A library's failure, recorded in four stores and put into words only if bd_last_error asks
 * (a poll that answers CUDA_ERROR_NOT_READY costs no formatting). */
struct bd_failure {
    struct bd_gen_library *library; /* NULL: none, last_error says it all */
    const char *function;
    int status;
};
/* checks.c: a record this thread checked last, believed while the registry entry is live and not reused. */
#define BD_RECENT_RECORDS 64
struct bd_recent_record {
    unsigned long long value;
    unsigned long long ctx_id; /* the context that owns it (a handle of no known owner: the binding's) */
    const void *entry;
    unsigned long long seq;
    bd_kind_t kind;
};
/* checks.c: device memory this thread checked lately, by the allocation's range, so that a pointer
 * into it at another offset is known too; believed while the registry entry is live and not reused. */
#define BD_RECENT_RANGES 4
struct bd_recent_range {
    unsigned long long start, bytes; /* bytes 0: empty */
    unsigned long long ctx_id;
    const void *entry;
    unsigned long long seq;
};
/* checks.c: the handles a function was last called with on this thread, found right. */
#define BD_CALL_MEMO_BITS 4
struct bd_call_memo {
    const char *function;
    unsigned long long ctx_id;
    unsigned long long epoch;
    unsigned long long values[BD_GEN_MEMO_VALUES];
};
/* The serial of the state threads share when theirs could not be allocated (errors.c). */
#define BD_SHARED_THREAD_SERIAL (~0ull)
struct bd_thread_state {
    char last_error[1024];
    struct bd_failure failure;     /* newer than last_error where set */
    const char *reason_for;        /* the function last_error gives the reason for, where cubound wrote one */
    bd_call_t context_set_by;      /* checks on: the call that made the current context current */
    struct bd_recent_record recent[BD_RECENT_RECORDS]; /* checks on: checks.c's cache of registry records */
    struct bd_recent_range recent_ranges[BD_RECENT_RANGES]; /* checks on: and of device memory's ranges */
    unsigned recent_ranges_next;                            /* the one kept next, in turn */
    struct bd_call_memo memos[1 << BD_CALL_MEMO_BITS]; /* checks on: checks.c's calls that passed */
    unsigned long long violations;                     /* checks on: reported on this thread */
    unsigned long long checked_since; /* checks on: bd_registry_serial() when this thread last checked */
    const bd_call_t *checked_call;    /* a call whole, this one */
    struct bd_write_log *writes;   /* handoff.c: writes enqueued through cubound not yet waited for */
    struct bd_layout *layouts;     /* handoff.c: parameter sizes of kernels launched */
    bound_dev_t *bindings;         /* bound on this thread and not unbound: told when it exits */
};
extern __thread struct bd_thread_state *bd_thread_state_pointer BD_FAST_TLS;
/* This thread's number, from 1, never reused: set when its state is made (BD_SHARED_THREAD_SERIAL
 * with the shared state), 0 before that and after it is freed. No binding has thread serial 0: an
 * unbound one has BD_UNBOUND_THREAD_SERIAL. */
extern __thread unsigned long long bd_thread_serial BD_FAST_TLS;
#define BD_UNBOUND_THREAD_SERIAL (~0ull - 1)
struct bd_thread_state *bd_thread_state_make(void); /* the first time on a thread */
static inline struct bd_thread_state *bd_thread_state(void)
{
    return BD_LIKELY(bd_thread_state_pointer != NULL) ? bd_thread_state_pointer : bd_thread_state_make();
}

/* Whether bd belongs to the calling thread: a serial number per thread, so that a later thread
 * given the same pthread_t (or the same thread-local block) is not taken for it. */
static inline bool bd_on_own_thread(const bound_dev_t *bd)
{
    return atomic_load_explicit(&bd->thread_serial, memory_order_relaxed) == bd_thread_serial;
}

/* The fast part of bd_check_usable: true if bd may be used here and now. */
static inline bool bd_usable(const bound_dev_t *bd)
{
    return bd != NULL && bd_on_own_thread(bd) &&
           bd->generation == atomic_load_explicit(&bd->dev->generation, memory_order_relaxed);
}
/* Each message for bd_last_error replaces the one before: the newest failure speaks. */
void bd_set_last_error(const char *format, ...) __attribute__((format(printf, 1, 2)));
/* The same, as the reason why function is about to fail (a library's failure of that function
 * recorded next, bd_gen_failed, gives it as its reason). */
void bd_set_reason(const char *function, const char *format, ...) __attribute__((format(printf, 2, 3)));
/* Print a line to stderr unless lines of its kind (a format, an ID; with function) were printed
 * often enough already: then count it, and say the count at exit. */
void bd_say(const void *kind, const char *function, const char *line);
/* Record a one-sentence message and rc's name for bd_last_error, print it to stderr, return rc. */
CUresult bd_fail(CUresult rc, const char *format, ...) __attribute__((format(printf, 2, 3)));
/* A CUresult's name, driver or not (NULL if nobody knows it), or "unknown CUresult". */
const char *bd_cuda_result_name(CUresult rc);
const char *bd_result_name(CUresult rc);
long bd_current_thread_id(void);

/* settings.c: the process's settings, fixed by the first call that needs them; why the
 * environment's are refused (a value not understood), or NULL. */
void bd_settle(void);
const char *bd_settings_refused(void);
extern bool bd_policy_verified;
/* The library to open for lib ("cuda": its soname; "sim": the simulated driver; else a path). */
const char *bd_library_path(const struct bd_gen_library *lib, char *buffer, size_t size);

/* report.c: report a violation as the checks do (handler, BD_ON_VIOLATION); CUDA_SUCCESS if the
 * caller should go ahead anyway, else rc. A call's site in words: "file:line" from the inline form,
 * else the calling binary and function as dladdr finds them. */
CUresult bd_violation(const bd_call_t *call, const char *id, const char *param, CUresult rc, const char *format, ...)
    __attribute__((format(printf, 5, 6)));
const char *bd_call_site_text(const bd_call_t *call, char *buffer, size_t size);

/* races.c: a kernel launched on stream accesses these through its pointer arguments: it may only
 * read what it is said to write, so two kernels' accesses never race each other. */
void bd_races_kernel(bound_dev_t *bd, const bd_call_t *call, CUstream stream, const bd_race_access_t *accesses,
                     int count);
/* races.c: stream-order race detection (docs/races.md), with checks on unless CUBOUND_RACES=0.
 * The host waited for a stream's work (NULL: every stream of bd's context); a stream (consumer,
 * of consumer_bd) was made to wait for the work enqueued so far on another (of bd); the host reads
 * [start, end) (bd_assert_idle): BD-STREAM-RACE unless every write to it is ordered before. */
void bd_races_host_waits(const bound_dev_t *bd, CUstream stream);
void bd_races_stream_waits(const bound_dev_t *bd, CUstream stream, const bound_dev_t *consumer_bd, CUstream consumer);
/* bd_handoff (consumer_bd NULL: the host) or bd_handoff_async (consumer's stream) is after every
 * write to [start, end) race detection holds, those the hand-off log forgot as finished too. */
/* Whether a capture race detection saw begin (cuStreamBeginCapture, cudaStreamBeginCapture through
 * cubound) has not ended: then no check may poll a stream. False with race detection off. */
bool bd_races_capturing(void);
void bd_races_handed_off(const bound_dev_t *consumer_bd, CUstream consumer, unsigned long long start, unsigned long long end);
CUresult bd_races_host_reads(const bound_dev_t *bd, const bd_call_t *call, const char *param, unsigned long long start,
                             unsigned long long end);
/* From the registry (under its lock): device memory made or ended, a stream or event ended. */
void bd_races_allocated(unsigned long long base, unsigned long long size);
void bd_races_freed(unsigned long long base);
void bd_races_handle_ended(bd_kind_t kind, unsigned long long value);
/* A context incarnation ended: its work is done, its streams gone. */
void bd_races_context_ended(unsigned long long ctx_id);
/* The stream of a library handle cubound did not make (bd_gen_library_stream): its calls are not
 * noted for hand-off's streams nor race detection. */
extern const char bd_unknown_stream_marker;
#define BD_UNKNOWN_STREAM ((CUstream)(uintptr_t)&bd_unknown_stream_marker)

/* loader.c */
extern struct bd_gen_library bd_gen_driver_library; /* the one the runtime itself needs */
extern struct bd_gen_library bd_gen_cublas_library, bd_gen_curand_library; /* the ones its handles come from */
extern struct bd_gen_library bd_gen_cusparse_library, bd_gen_cusolver_library, bd_gen_cublaslt_library;
extern struct bd_gen_library bd_gen_cusolversp_library, bd_gen_cusolverrf_library;
extern struct bd_gen_library bd_gen_cufft_library;
/* Load lib if not tried yet; NULL if it loaded, else why not. */
const char *bd_load(struct bd_gen_library *lib);

/* The answer of a library call the runtime made for its caller, kept for bd_last_error where it
 * is a failure. */
static inline CUresult bd_driver_answer(const char *function, CUresult rc)
{
    if (BD_UNLIKELY(rc != CUDA_SUCCESS))
        bd_gen_failed(&bd_gen_driver_library, function, (int)rc);
    return rc;
}

/* context.c: the per-thread cache of what cubound made current, and where bindings live. */
/* cuCtxSetCurrent refused bd's context: say so (bd_last_error), and return rc. */
CUresult bd_context_refused(const bound_dev_t *bd, CUresult rc) __attribute__((cold));
/* cuCtxSetCurrent unless bd's context is the one cubound made current last (inline: it is on the
 * path of every wrapper that changes devices). */
static inline CUresult bd_make_current(bound_dev_t *bd)
{
    if (bd_thread_context == bd->ctx)
        return CUDA_SUCCESS;
    CUresult rc = BD_DRIVER(cuCtxSetCurrent)(bd->ctx);
    if (BD_UNLIKELY(rc != CUDA_SUCCESS))
        return bd_context_refused(bd, rc);
    bd_thread_context = bd->ctx;
    return CUDA_SUCCESS;
}
void bd_forget_context(CUcontext ctx);     /* forget the cache if it is ctx */
/* bd was entered whole, its context current: its next calls may pass on bd_gen_entered_again. */
static inline void bd_remember_entered(const bound_dev_t *bd)
{
    bd_gen_entered.binding = bd;
    bd_gen_entered.ctx = bd->ctx;
    bd_gen_entered.device_generation = &bd->dev->generation;
    bd_gen_entered.generation = bd->generation;
}
/* Where bindings live: a slot for bd_bind (NULL without memory), one given back by bd_unbind,
 * and whether a pointer is a slot at all (compared, never read). */
bound_dev_t *bd_binding_slot(void);
void bd_binding_slot_free(bound_dev_t *bd);
bool bd_binding_slot_known(const bound_dev_t *bd);
/* Why bd cannot be used on this thread now (NULL, another thread's, stale), or CUDA_SUCCESS. */
CUresult bd_check_usable(const bound_dev_t *bd, const char *action);
/* fork.c: watching forks, from the first bd_device_open on; in a child forked since, errors.c's
 * bd_forked_child is true (then nothing of cubound's may be used in it) and bd_refuse_in_child
 * answers CUDA_ERROR_NOT_INITIALIZED with bd_last_error saying that action happened in such a
 * child; bd_say_after_fork lets the child's stderr lines be counted again (the lock is its own). */
void bd_watch_forks(void);
extern bool bd_forked_child;
CUresult bd_refuse_in_child(const char *action);
void bd_say_after_fork(void);
const char *bd_stale_reason_text(bd_stale_reason_t reason);

/* checks.c */
/* The context incarnation ctx_id ended (closed, destroyed, reset): its handles are stale now. */
void bd_context_ended(unsigned long long ctx_id);
/* dev is open on its context's present incarnation (opened, or its primary context reset and
 * retained again), or closed: a handle made outside cubound that the driver says is of that
 * context is dev's (checks on). */
void bd_context_opened(const bd_device_t *dev);
void bd_context_closed(const bd_device_t *dev);
/* Context incarnation accessor may (or, enabled false, may no longer) use peer's device memory. */
void bd_peer_access(unsigned long long accessor, unsigned long long peer, bool enabled);
void bd_register_own(bound_dev_t *bd, const char *function, bd_kind_t kind, unsigned long long value);
void bd_unregister_own(bound_dev_t *bd, const char *function, bd_kind_t kind, unsigned long long value);
/* A per-binding library handle (cuBLAS's, cuSPARSE's, cuDNN's, ...) its library just made: known to
 * the checks as the binding's. */
static inline void bd_handle_made(bound_dev_t *bd, const char *function, bd_kind_t kind, const void *handle)
{
    if (bd_gen_checks_on)
        bd_register_own(bd, function, kind, BD_HANDLE_VALUE(handle));
}
/* enter.c: a per-binding handle's getter enters its binding, once out is somewhere to put the handle:
 * CUDA_SUCCESS, or the CUresult the getter answers in its library's words. */
CUresult bd_enter_for_handle(bound_dev_t *bd, const void *out, const char *who);

/* handoff.c: destroy the binding's hand-off event (its context current and alive); forget this
 * thread's noted writes of a binding (bd_unbind), or of (bd, stream), or of every stream of bd's
 * context where stream is NULL, once they are done; bd_host_waited: once the program waited for them
 * (a synchronize, a hand-off), which race detection learns too. */
void bd_release_handoff(bound_dev_t *bd);
void bd_forget_binding_writes(const bound_dev_t *bd);
void bd_forget_writes(const bound_dev_t *bd, CUstream stream);
void bd_host_waited(const bound_dev_t *bd, CUstream stream);

/* cufft_plans.c: the cuFFT plans made through a binding, kept on its stream and destroyed with it. */
CUresult bd_cufft_plans_follow_stream(bound_dev_t *bd);
bool bd_cufft_plan_stream(const bound_dev_t *bd, const void *handle, CUstream *stream); /* one of them? */
void bd_release_cufft_plans(bound_dev_t *bd);

/* binding_handles.c: every library handle the binding owns ([binding_handle]) and its cuFFT plans.
 * None made yet (bd_bind); put each made on the binding's current stream (bd_set_stream); destroy them
 * and the hand-off event, the binding's context current. */
void bd_binding_handles_none(bound_dev_t *bd);
CUresult bd_binding_handles_follow_stream(bound_dev_t *bd);
void bd_release_binding_handles(bound_dev_t *bd);

/* handoff.c: bd_gen_race_launch of a kernel whose parameters with bit i of read_only set it only
 * reads through (read_only_count: how many parameters it has; another count than the function's
 * makes every pointer written). */
void bd_race_kernel(bound_dev_t *bd, const bd_call_t *call, CUstream stream, CUfunction f, void **params,
                    void **extra, uint64_t read_only, int read_only_count);

/* simulation.c: why the simulated driver refused its settings (cuInit failed), or NULL. */
const char *bd_sim_refusal(void);

/* device.c: drop one reference; the last one frees the device. */
void bd_device_unref(bd_device_t *dev);
/* Take dev's lock if dev is open (found in the list of open devices without reading *dev first,
 * so that a closed and freed device is never read); false if it is not open. */
bool bd_device_lock_if_open(bd_device_t *dev);

#endif
