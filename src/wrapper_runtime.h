/* SPDX-License-Identifier: MIT */
/* What the exported wrappers (generated/src) call, beyond the seam every generated header sees
 * (cubound/seam.h): the library tables' loader, entering a binding under the process's policy,
 * the checks, which run only when bd_gen_checks_on, and the notes hand-off keeps. Private to
 * libcubound: nothing here is exported. */
#ifndef CUBOUND_WRAPPER_RUNTIME_H
#define CUBOUND_WRAPPER_RUNTIME_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cubound/checks.h"
#include "cubound/driver.h"
#include "cubound/seam.h"

/* One table slot and how to find its function: cuGetProcAddress(name, version, per-thread flag)
 * or dlsym(name). The slot holds stand_in until the function is found. */
struct bd_gen_entry {
    const char *function; /* the bd_ function's name without bd_: cuCtxGetDevice_v2, cuMemcpyAsync_ptsz */
    const char *name;
    int version;
    /* The name's version before this one, or 0. cuGetProcAddress answers with the newest version
     * not above the one asked for, so a driver that answers both with one function lacks this one. */
    int previous_version;
    int per_thread;
    void *slot;
    bd_gen_fn stand_in;
};

/* BD_GEN_PROGRAM: with the real libraries, the program's own entry points first (its table, else the
 * process's global scope), then dlsym in the library opened by soname. */
enum bd_gen_lookup { BD_GEN_DLSYM, BD_GEN_PROC_ADDRESS, BD_GEN_PROGRAM };

enum bd_gen_load_state { BD_GEN_NOT_TRIED, BD_GEN_LOADED, BD_GEN_FAILED };

/* A library cubound opens on first use. */
struct bd_gen_library {
    const char *name; /* "driver", "cublas", "curand" */
    const char *soname;
    enum bd_gen_lookup lookup;
    const struct bd_gen_entry *entries;
    size_t count;
    const char *(*status_name)(int status); /* its name in the headers, NULL for one they lack */
    void *table;                 /* the table the entries' slots are in */
    const void *program_table;   /* BD_GEN_PROGRAM: the same table of the program's own functions (NULL slots: none) */
    _Atomic int state; /* enum bd_gen_load_state */
    char detail[512]; /* once tried: the path it loaded from, or why it did not load */
};
#define BD_GEN_LIBRARY(name, soname, lookup, entries, status_name, table, program_table) \
    {name, soname, lookup, entries, sizeof entries / sizeof entries[0], status_name, table, program_table, \
     BD_GEN_NOT_TRIED, ""}

/* Every library of the spec (generated/src/libraries.c). */
extern struct bd_gen_library *const bd_gen_libraries[];
extern const size_t bd_gen_library_count;

/* Load lib if it was not tried yet; true if slot now holds the library's function, else false
 * with bd_last_error naming the function and the library. */
bool bd_gen_resolve(struct bd_gen_library *lib, void *slot, bd_gen_fn stand_in, const char *function);
/* function of lib answered status, not its success: kept for bd_last_error, which puts it into
 * words only when asked (four stores, so an unlikely branch after the call may make it). */
void bd_gen_failed(struct bd_gen_library *lib, const char *function, int status);

/* The call a wrapper makes: the CUDA function, and where the program called the wrapper (a
 * source line from the inline form, else the return address). */
typedef struct bd_call {
    const char *function;
    const char *file;
    int line;
    const void *return_address;
} bd_call_t;

/* The slow path of every wrapper: validate the binding and make its context current under the
 * process's policy (cached or verified); with checks on, check it too. */
CUresult bd_gen_enter(bound_dev_t *bd);

/* Checks on, or the verified policy: the two ways a process has every call ask the driver which
 * context is current. Fixed with the settings, as bd_gen_checks_on is. */
extern bool bd_gen_guarded;

/* Under either, the binding this thread entered whole last: checked whole with checks on, else
 * validated and made current by the verified policy. While its device's generation stays where it
 * was and the driver says its context is current, its next call needs nothing more: asking the
 * driver is what both must do each call, and the rest is a compare here, inline, in the wrapper's
 * guarded path. bd_unbind and bd_resync clear it; the cached policy without checks never sets it.
 * Beside it, the call site the inline form hands over to the next checked call. */
struct bd_gen_entered {
    const bound_dev_t *binding;
    CUcontext ctx;
    const atomic_ullong *device_generation; /* valid while binding is: a device outlives its bindings */
    unsigned long long generation;          /* the binding's */
    /* bd_gen_handles_again found the binding entered but not its handles: the whole check of them,
     * which follows at once, takes the driver's answer as given (bd_gen_enter_checked_handles). */
    bool asked;
    const char *site_file;
    int site_line;
};
extern __thread struct bd_gen_entered bd_gen_entered __attribute__((tls_model("initial-exec")));

static inline bool bd_gen_entered_again(const bound_dev_t *bd)
{
    if (BD_LIKELY(bd == bd_gen_entered.binding && bd != NULL) &&
        BD_LIKELY(atomic_load_explicit(bd_gen_entered.device_generation, memory_order_relaxed) == bd_gen_entered.generation)) {
        CUcontext current = NULL;
        BD_GEN_ENTRY(bd_gen_driver, pfn_cuCtxGetCurrent)(&current);
        return current == bd_gen_entered.ctx;
    }
    return false;
}

/* Entered again, and no call site waiting for the whole check to take it (only the checks take
 * one, so under the verified policy there never is). */
static inline bool bd_gen_checked_again(const bound_dev_t *bd)
{
    return bd_gen_entered.site_file == NULL && bd_gen_entered_again(bd);
}
/* A call that acts in the context its handles name ([context_from_handles]): the binding is
 * validated as bd_gen_enter validates it, and where another binding's context is current, it
 * stays current (with none of cubound's current, or the verified policy, it enters). */
CUresult bd_gen_enter_named(bound_dev_t *bd);
/* A stream that names its context: not NULL, CU_STREAM_LEGACY or CU_STREAM_PER_THREAD, which act
 * in the current one. */
#define BD_GEN_OWN_STREAM(stream) ((uintptr_t)(stream) > (uintptr_t)CU_STREAM_PER_THREAD)
/* With checks on: the binding checked and entered (checks.c). */
CUresult bd_gen_enter_checked(bound_dev_t *bd, bd_call_t *call);

/* A handle parameter to check: its name, its kind, and whether it may be any device's (spec
 * [crossing]). A wrapper keeps these in a constant array and passes the values beside it. */
typedef struct bd_handle_param {
    const char *param;
    bd_kind_t kind;
    bool crossing;
} bd_handle_param_t;

/* bd_gen_enter_checked, then each handle argument in order: in one call, as most calls pass some. */
CUresult bd_gen_enter_checked_handles(bound_dev_t *bd, bd_call_t *call, const bd_handle_param_t *params,
                                      const unsigned long long *values, int count);
/* With checks on, the binding entered again: whether function was last called on this thread,
 * in bd's context, with these handle values, all found right, and nothing ended since. A memo
 * keeps BD_GEN_MEMO_VALUES values: a call with more is checked whole (count is a constant in
 * every wrapper, so the test costs nothing there). */
#define BD_GEN_MEMO_VALUES 4
/* Where the memo keeps a call: by its function and its values (and its context, checks.c), so
 * that a thread taking turns between streams or handles keeps each. Each value rotated in by its
 * place, so that a copy there and back (A to B, B to A) or equal arguments do not share a key: a
 * rotate and an xor a value where count is a constant. */
static inline unsigned long long bd_gen_memo_key(const char *function, const unsigned long long *values, int count)
{
    unsigned long long key = (uintptr_t)function;
    for (int i = 0; i < count; i++)
        key = ((key << 17) | (key >> 47)) ^ values[i];
    return key;
}
bool bd_gen_handles_remembered(const char *function, const bound_dev_t *bd, const unsigned long long *values, int count,
                               unsigned long long key);
/* A miss sets bd_gen_entered.asked, for the whole check of the handles that comes next. */
static inline bool bd_gen_handles_again(const char *function, const bound_dev_t *bd, const unsigned long long *values,
                                        int count)
{
    if (count <= BD_GEN_MEMO_VALUES) /* a constant: a wrapper keeps only one of the two ways */
        return bd_gen_handles_remembered(function, bd, values, count, bd_gen_memo_key(function, values, count));
    bd_gen_entered.asked = true; /* as bd_gen_handles_remembered says on a miss */
    return false;
}
CUresult bd_check_handle(bound_dev_t *bd, const bd_call_t *call, const char *param, bd_kind_t kind,
                         unsigned long long value);
/* A handle that may belong to any device (spec [crossing]): made through cubound, not destroyed,
 * its context alive. */
CUresult bd_check_handle_alive(bound_dev_t *bd, const bd_call_t *call, const char *param, bd_kind_t kind,
                               unsigned long long value);
/* Host or device memory (cuBLAS pointer-mode scalars, cuRAND outputs): where it is device memory
 * cubound knows, it must be the binding's; anything else is left alone. */
CUresult bd_check_if_device_memory(bound_dev_t *bd, const bd_call_t *call, const char *param, unsigned long long value);
/* [reads]: [start, start + bytes), read on stream reader, is not still being written by this
 * thread's cubound calls on a stream not ordered before reader (BD-PENDING-WRITE otherwise).
 * Leaves the binding's context current. */
CUresult bd_gen_check_settled(bound_dev_t *bd, const bd_call_t *call, const char *param, CUstream reader,
                              unsigned long long start, unsigned long long bytes);
/* What a call made (any_context: memory every context may use, [any_context]) or ended. */
void bd_register(bound_dev_t *bd, const bd_call_t *call, bd_kind_t kind, unsigned long long value,
                 unsigned long long size, bool any_context);
void bd_unregister(bound_dev_t *bd, const bd_call_t *call, bd_kind_t kind, unsigned long long value);
/* Host memory known by its host address (original) has another, device address (alias): it is
 * the same memory, with the same owner, and ends with it. Nothing where the two are equal. */
void bd_register_alias(bound_dev_t *bd, const bd_call_t *call, unsigned long long alias, unsigned long long original);

/* After a context-changing call succeeded (spec [context_changing]). */
void bd_gen_moves_current(void);             /* cuCtxSetCurrent, cuCtxPushCurrent, ...: forget the cache */
void bd_gen_ends_context(CUcontext ctx);     /* cuCtxDestroy, cuCtxDetach: its devices' bindings go stale */
void bd_gen_resets_primary(CUdevice device); /* cuDevicePrimaryCtxReset: likewise, then re-retain */
void bd_gen_resets_binding_primary(bound_dev_t *bd); /* cudaDeviceReset: the binding's device's primary, likewise */
/* cuCtxEnablePeerAccess, cuCtxDisablePeerAccess: the peer's memory is (no longer) the binding's. */
void bd_gen_enables_peer(bound_dev_t *bd, CUcontext peer);
void bd_gen_disables_peer(bound_dev_t *bd, CUcontext peer);
/* cudaDeviceEnablePeerAccess, cudaDeviceDisablePeerAccess: likewise for the primary context of
 * device ordinal peer, the runtime's context of that device. */
void bd_gen_enables_peer_primary(bound_dev_t *bd, int peer);
void bd_gen_disables_peer_primary(bound_dev_t *bd, int peer);

/* Hand-off (cubound/streams.h): a call wrote [start, start + bytes) on stream; the stream a
 * library handle runs on, where it is the binding's own. */
void bd_gen_wrote(bound_dev_t *bd, CUstream stream, unsigned long long start, unsigned long long bytes,
                  const char *function);
/* A launch of f (NULL: work that may write anything) with these parameters, on stream. */
void bd_gen_launched(bound_dev_t *bd, CUstream stream, CUfunction f, void **params, void **extra, const char *function);
CUstream bd_gen_library_stream(bound_dev_t *bd, const void *handle);
void bd_gen_stream_ended(CUstream stream); /* destroyed through cubound */
void bd_gen_code_ended(void);              /* a module or context destroyed: kernel handles may be reused */
/* A library handle each binding owns ([binding_handle]: cuBLAS's, cuRAND's generator, cuSPARSE's, ...),
 * as the generated library source describes it; src/binding_handles.c makes it on the getter's first
 * ask, in the binding's context, puts it on the binding's stream, finds its stream for hand-off and
 * ends it with the binding, the same for every library. Statuses are the library's, as int. */
struct bd_gen_binding_handle {
    int index;      /* its place in a binding's handles (BD_GEN_BINDING_HANDLE_<LIBRARY>) */
    bd_kind_t kind; /* what the checks register it as */
    struct bd_gen_library *library;
    const char *getter; /* bd_cublas_handle: for messages */
    const char *create_name, *destroy_name, *set_stream_name;
    int (*create)(void **handle); /* through the library's table, with the spec's create_args */
    int (*destroy)(void *handle);
    int (*set_stream)(void *handle, CUstream stream); /* NULL: it has no stream (cuBLASLt, cuSOLVER Rf) */
    int (*binding_status)(CUresult rc);               /* a bad binding in the library's words */
    int success;
};
/* Every library's, at its index (generated/src/libraries.c). */
extern const struct bd_gen_binding_handle *const bd_gen_binding_handles[];
/* The getter's body: the binding's handle of that library into *handle (out NULL: refused with
 * CUDA_ERROR_INVALID_VALUE in the library's words, as a bad binding is), made first if need be, on
 * the binding's stream. The library's status. */
int bd_gen_binding_handle(bound_dev_t *bd, const struct bd_gen_binding_handle *own, const void *out, void **handle);
/* A handle of the kind the binding keeps ([library] binding_keeps: cuFFT plans) was made through it,
 * or ended: it follows the binding's stream and ends with it (src/cufft_plans.c). */
void bd_gen_kept(bound_dev_t *bd, bd_kind_t kind, unsigned long long value);
void bd_gen_let_go(bound_dev_t *bd, bd_kind_t kind, unsigned long long value);
/* What a descriptor says at the call ([writes], [reads] `descriptor`): the ranges a call reaches
 * through one parameter, each [start, start + bytes); a range of 0 bytes notes nothing. Each
 * bd_gen_<library>_<descriptor> is given the binding, the bytes of one element the parameter points
 * to (1 where its type does not say), the parameter, then the parameters the extent's `with` lists
 * (codegen/build.py DESCRIPTORS says how many ranges each answers). */
typedef struct bd_range {
    unsigned long long start, bytes;
} bd_range_t;
typedef struct bd_described {
    bd_range_t range[3];
} bd_described_t;
/* cuSPARSE's generic API (src/cusparse_extents.c), asked through its getters: a dense vector's
 * values; a dense matrix's, whole where its columns (rows) touch, else its first; a sparse vector's
 * indices and values; a CSR, CSC or COO matrix's three arrays. */
bd_described_t bd_gen_cusparse_dense_vector(bound_dev_t *bd, unsigned long long element, unsigned long long descr);
bd_described_t bd_gen_cusparse_dense_matrix(bound_dev_t *bd, unsigned long long element, unsigned long long descr);
bd_described_t bd_gen_cusparse_sparse_vector(bound_dev_t *bd, unsigned long long element, unsigned long long descr);
bd_described_t bd_gen_cusparse_sparse_matrix(bound_dev_t *bd, unsigned long long element, unsigned long long descr);
/* cuFFT's transforms (src/cufft_plans.c): their input (output) over the sizes the binding kept of
 * the plan, else its first element; in place, the one buffer over the larger side. */
bd_described_t bd_gen_cufft_transform_input(bound_dev_t *bd, unsigned long long element, unsigned long long idata,
                                            unsigned long long plan, unsigned long long odata);
bd_described_t bd_gen_cufft_transform_output(bound_dev_t *bd, unsigned long long element, unsigned long long odata,
                                             unsigned long long plan, unsigned long long idata);
#ifdef CUBOUND_GENERATED_CUSPARSE_H
unsigned long long bd_gen_cusparse_element_size(cudaDataType datatype); /* [element_sizes.cudaDataType] */
#endif
#ifdef CUBOUND_GENERATED_CUFFT_H
/* [post_call] of spec/cufft.toml: the plan's shape, kept with the plan where the binding keeps it
 * and its layout is the basic one (src/cufft_plans.c). */
void bd_gen_after_cufftPlan1d(bound_dev_t *bd, cufftHandle *plan, int nx, cufftType type, int batch);
void bd_gen_after_cufftPlan2d(bound_dev_t *bd, cufftHandle *plan, int nx, int ny, cufftType type);
void bd_gen_after_cufftPlan3d(bound_dev_t *bd, cufftHandle *plan, int nx, int ny, int nz, cufftType type);
void bd_gen_after_cufftPlanMany(bound_dev_t *bd, cufftHandle *plan, int rank, int *n, int *inembed, int istride,
                                int idist, int *onembed, int ostride, int odist, cufftType type, int batch);
void bd_gen_after_cufftMakePlan1d(bound_dev_t *bd, cufftHandle plan, int nx, cufftType type, int batch,
                                  size_t *workSize);
void bd_gen_after_cufftMakePlan2d(bound_dev_t *bd, cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize);
void bd_gen_after_cufftMakePlan3d(bound_dev_t *bd, cufftHandle plan, int nx, int ny, int nz, cufftType type,
                                  size_t *workSize);
void bd_gen_after_cufftMakePlanMany(bound_dev_t *bd, cufftHandle plan, int rank, int *n, int *inembed, int istride,
                                    int idist, int *onembed, int ostride, int odist, cufftType type, int batch,
                                    size_t *workSize);
void bd_gen_after_cufftMakePlanMany64(bound_dev_t *bd, cufftHandle plan, int rank, long long int *n,
                                      long long int *inembed, long long int istride, long long int idist,
                                      long long int *onembed, long long int ostride, long long int odist,
                                      cufftType type, long long int batch, size_t *workSize);
#endif
/* Race detection (docs/races.md): with checks on, unless CUBOUND_RACES=0. */
extern bool bd_gen_races_on;
/* One range a call accesses: [start, start + bytes), written or only read ([writes], [reads]). */
typedef struct bd_race_access {
    const char *param;
    unsigned long long start, bytes;
    bool writes;
} bd_race_access_t;
/* How a call orders streams and the host ([orders]), around its accesses. */
typedef enum bd_race_order {
    BD_ORDER_NONE,
    BD_ORDER_RECORDS,            /* the event takes its stream's work so far */
    BD_ORDER_WAITS,              /* its stream waits for the event's work */
    BD_ORDER_HOST_WAITS_EVENT,   /* the host waits for the event's work */
    BD_ORDER_HOST_WAITS_STREAM,  /* the host waits for its stream, its own access included */
    BD_ORDER_HOST_WAITS_CONTEXT, /* the host waits for every stream of the binding's context */
    BD_ORDER_HOST_WAITS_ALL,     /* the host waits for every stream of every context */
    BD_ORDER_SERIALIZED,         /* after all work before it, before all work after it (cuMemcpyPeer) */
    BD_ORDER_BEGINS_CAPTURE,     /* work from now on may be captured into a graph, not run: not noted */
    BD_ORDER_ENDS_CAPTURE,
} bd_race_order_t;
/* A call succeeded: its accesses on stream (BD_UNKNOWN_STREAM's: not noted), then its order. */
void bd_gen_race(bound_dev_t *bd, const bd_call_t *call, CUstream stream, const bd_race_access_t *accesses, int count,
                 bd_race_order_t order, CUevent event);
/* How a call begins or ends an allocation ([allocations]). */
typedef enum bd_race_memory {
    BD_RACE_ALLOCATES,  /* in stream order: a write of the whole allocation on its stream */
    BD_RACE_FREES,      /* in stream order: a write of the whole allocation on its stream, its last */
    BD_RACE_HOST_FREES, /* the host frees it at once (cuMemFree) */
} bd_race_memory_t;
/* A call succeeded: it began or ends the allocation that holds address (param: its parameter), on
 * stream; before the allocation's record ends with it. */
void bd_gen_race_memory(bound_dev_t *bd, const bd_call_t *call, CUstream stream, const char *param,
                        unsigned long long address, bd_race_memory_t effect);
/* ncclGroupStart (true) or ncclGroupEnd: calls in a group are noted at its end, the streams they
 * use waiting for each other before and after ("as if the NCCL group operation was posted on every
 * stream", NCCL's guide). */
void bd_gen_race_group(bool starts);
/* A kernel launched on stream: each allocation a word of its parameters points into is read and
 * written (f NULL, or parameters cubound cannot read: nothing is noted). */
void bd_gen_race_launch(bound_dev_t *bd, const bd_call_t *call, CUstream stream, CUfunction f, void **params, void **extra);
/* The same for a launch that names its kernel by the runtime's host stub (cudaLaunchKernel's func:
 * [launches] symbol), whose registered name says which parameters point to const. */
void bd_gen_race_launch_symbol(bound_dev_t *bd, const bd_call_t *call, CUstream stream, const void *symbol,
                               void **params);
/* The per-thread variant's stream: NULL there is the per-thread default stream. */
#define BD_GEN_PER_THREAD_STREAM(stream) ((stream) == NULL ? CU_STREAM_PER_THREAD : (CUstream)(stream))
/* Bytes from a 2D or 3D copy's dstDevice to the end of what it writes (x, y, z: the destination
 * offset; width, height, depth: the copy; pitch, rows: the destination's row pitch and rows per
 * slice); 0 where the destination is not device memory or the copy is empty. */
static inline unsigned long long bd_gen_copy_extent(CUmemorytype type, size_t x, size_t y, size_t z, size_t width,
                                                    size_t height, size_t depth, size_t pitch, size_t rows)
{
    if ((type != CU_MEMORYTYPE_DEVICE && type != CU_MEMORYTYPE_UNIFIED) || width == 0 || height == 0 || depth == 0)
        return 0;
    return ((unsigned long long)(z + depth - 1) * rows + y + height - 1) * pitch + x + width;
}
#endif
