/* SPDX-License-Identifier: MIT */
/* The simulated driver's shared state. One recursive lock guards all of it: the simulation
 * favours being obviously right over being fast. Handles are never freed (destroyed streams are
 * reused, as the driver reuses handle values), so a stale handle stays readable and misuse gets
 * the driver's error code instead of a crash. */
#ifndef CUBOUND_SIM_STATE_H
#define CUBOUND_SIM_STATE_H

#include <cuda.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SIM_MAX_DEVICES 8
#define SIM_LIMITS 16
#define SIM_GREATEST_PRIORITY (-5) /* stream priorities run from 0 to -5 (measured) */

struct CUctx_st {
    unsigned long long id; /* changes each time a primary context is activated again */
    int device;
    bool primary;
    bool destroyed; /* a primary context is "destroyed" while inactive */
    int refs;       /* primary retain count */
    unsigned int flags;
    int cache_config;                /* CUfunc_cache */
    size_t limits[SIM_LIMITS];       /* CUlimit, as set; 0: the default */
    bool limit_set[SIM_LIMITS];
};

void sim_lock(void);
/* Whether device is one of the simulated devices (none before cuInit). */
bool sim_device_ok(CUdevice device);
size_t sim_device_total_memory(void);
void sim_unlock(void);

/* The current context for a call that needs one: INVALID_CONTEXT when the thread has none,
 * CONTEXT_IS_DESTROYED when it was destroyed or reset. */
CUresult sim_require_context(CUcontext *out);
CUcontext sim_current(void);

/* Whether a kernel of ctx may reach the memory at ptr: memory of ctx's device (any context of it:
 * the H200 lets one context's kernel write another's memory on the same GPU, measured), managed
 * or pinned host memory, or memory of a peer whose access ctx enabled. */
bool sim_memory_accessible(CUcontext ctx, const void *ptr);
/* Whether ptr lies in memory that a kernel of ctx may not reach (memory nobody allocated is not
 * known to be unreachable: a kernel argument that looks like a pointer may be a number). */
bool sim_memory_unreachable(CUcontext ctx, const void *ptr);
bool sim_peer_enabled(CUcontext accessor, CUcontext peer);
/* VMM (sim_vmm.c): a mapped range is memory like any other, of every device (cuMemSetAccess). */
CUresult sim_memory_map(void *base, size_t bytes, CUcontext ctx);
void sim_memory_unmap(const void *base);
void sim_make_current(CUcontext ctx);
/* Where cublasCreate and curandCreateGenerator put a handle: the current context, or on a
 * thread without one, device 0's primary context, made current (measured); NULL if destroyed. */
CUcontext sim_library_context(void);

/* Streams run their work lazily, at the next point that synchronizes with them, so a missing
 * synchronize reads stale data deterministically; so does CU_STREAM_PER_THREAD, a blocking stream of each thread
 * and context. The legacy default stream (NULL, CU_STREAM_LEGACY) runs it at once, after the
 * context's blocking streams. */
typedef void (*sim_work_fn)(void *data);
bool sim_is_default_stream(CUstream stream); /* legacy or per-thread: not a stream object */
bool sim_is_legacy_stream(CUstream stream);
bool sim_stream_usable(CUstream stream);
bool sim_stream_capturing(CUstream stream);
/* A synchronize of ctx while one of its streams captures: those captures end as invalid (true if any). */
bool sim_invalidate_captures(CUcontext ctx);
/* Run, queue or (on a capturing stream) record run(copy of data). */
CUresult sim_submit(CUcontext ctx, CUstream stream, sim_work_fn run, const void *data, size_t size);
void sim_flush_context(CUcontext ctx, bool blocking_only);
/* Under the lock: the stream object work on `stream` of ctx goes to (CU_STREAM_PER_THREAD: the
 * calling thread's); and running now the work that work on it would follow (the legacy stream:
 * every blocking stream's). */
CUstream sim_stream_of(CUcontext ctx, CUstream stream);
void sim_run_before(CUcontext ctx, CUstream stream);

/* Device memory is host memory: the device pointer is the host address. */
static inline void *sim_pointer(CUdeviceptr ptr)
{
    return (void *)(uintptr_t)ptr;
}
/* Whether [ptr, ptr + bytes) lies in one live allocation of the driver's: device, managed, pinned,
 * registered or mapped memory (host memory outside them is pageable). */
bool sim_device_range_ok(const void *ptr, size_t bytes);

/* Whether pinned memory has a device address of its own (CUBOUND_SIM_DISTINCT_HOST_POINTERS=1);
 * whether ended device memory is handed out again at once (CUBOUND_SIM_REUSE_ADDRESSES=1). */
bool sim_distinct_host_pointers(void);
bool sim_reuse_addresses(void);
/* Why cuInit refused the settings above or CUBOUND_SIM_DEVICES (NULL: it did not), for libcubound. */
__attribute__((visibility("default"))) const char *cubound_sim_refusal(void);
/* Whether base starts a live cuMemAlloc allocation; and ending it without waiting for the device
 * (cuMemFreeAsync ends it in stream order itself). */
bool sim_is_device_allocation(const void *base);
CUresult sim_forget_allocation(const void *base);

/* What a context owns dies with it. */
void sim_free_context_memory(CUcontext ctx);
void sim_destroy_context_streams(CUcontext ctx);
void sim_unload_context_modules(CUcontext ctx);

void *sim_copy(const void *data, size_t bytes);

/* Keep a handle reachable for the life of the process: handles are never freed (see above). */
void sim_keep(void *handle);

/* Work recorded by stream capture, kept in graphs and replayed by cuGraphLaunch. */
struct sim_node {
    sim_work_fn run;
    void *data;
    size_t size;
    struct sim_node *next;
};
CUgraph sim_graph_new(CUcontext ctx);
CUresult sim_graph_append(CUgraph graph, sim_work_fn run, const void *data, size_t size);

#endif
