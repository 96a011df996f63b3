/* SPDX-License-Identifier: MIT */
/* What the CUDA runtime does with one context's stream or event while another context is current:
 * the candidates for spec/cudart.toml's [context_from_handles]. One GPU holds two contexts, its
 * primary one and one of its own, and each takes both parts in turn: A owns the streams, the event
 * and the memory (made with A current, streams by cudaStreamCreateWithPriority, or by
 * cuStreamCreateWithPriority), and every call runs once with A current and once with B current.
 * The runtime may differ from the driver here (it checks a stream's device against the current
 * one, keeps state per context), so each call is measured through the runtime itself.
 *
 *   gcc -O2 tests/probes/runtime_context.c -o runtime_context -I$CUDA_HOME/include \
 *       -L$CUDA_HOME/lib64 -lcudart -lcuda -lpthread && ./runtime_context
 *   (on the simulation: -Lbuild/dbg/sim -lcubound_sim in place of -lcudart -lcuda)
 *
 * Each line: the case, the status with A current, the status with B current and the context
 * current after the call (B stays, or the runtime moved it), what the call did (a value read back,
 * the work waited for), and "same" or "differs: why". The last lines give one verdict per call
 * over every case: a call may go into [context_from_handles] only where it is "same". */
#define _GNU_SOURCE /* usleep */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MUST(call)                                                                                                     \
    do {                                                                                                               \
        int must_rc = (int)(call);                                                                                     \
        if (must_rc != 0) {                                                                                            \
            fprintf(stderr, "%s:%d: %s: %d\n", __FILE__, __LINE__, #call, must_rc);                                    \
            exit(1);                                                                                                   \
        }                                                                                                              \
    } while (0)

enum { BYTES = 4096, SLEEP_US = 100000 };

/* What one case works on: A's handles and memory, and the two contexts. */
struct fixture {
    CUcontext a, b;
    cudaStream_t stream, other_stream; /* A's */
    cudaEvent_t event;                 /* A's */
    unsigned char *device, *device2;   /* A's memory */
    unsigned char *pinned;             /* page-locked host memory */
    unsigned char host[BYTES];         /* pageable host memory */
};

/* What one run of a call gave. */
struct outcome {
    cudaError_t status;
    CUcontext after; /* current after the call */
    char effect[96];
};

/* Work that keeps a stream busy for SLEEP_US, then says it is done. */
static atomic_int work_done;
static void CUDA_CB slow_work(void *unused)
{
    (void)unused;
    usleep(SLEEP_US);
    atomic_store(&work_done, 1);
}

/* Work that notes whether slow_work had finished when it ran. */
static atomic_int saw_done;
static void CUDA_CB observe(void *unused)
{
    (void)unused;
    atomic_store(&saw_done, atomic_load(&work_done));
}

static void busy(cudaStream_t stream)
{
    atomic_store(&work_done, 0);
    MUST(cuLaunchHostFunc((CUstream)stream, slow_work, NULL));
}

static void idle(struct fixture *f)
{
    MUST(cuCtxSetCurrent(f->a));
    MUST(cuCtxSynchronize());
}

static void fill(struct fixture *f, unsigned char *device, unsigned char value)
{
    idle(f);
    MUST(cudaMemset(device, value, BYTES));
    MUST(cudaDeviceSynchronize());
}

/* The first byte at device that is not value, as the effect's words. */
static void check_bytes(struct fixture *f, const unsigned char *device, unsigned char value, char *effect)
{
    unsigned char back[BYTES];
    idle(f);
    MUST(cudaMemcpy(back, device, BYTES, cudaMemcpyDeviceToHost));
    for (int i = 0; i < BYTES; i++) {
        if (back[i] != value) {
            snprintf(effect, 96, "wrong: byte %d is 0x%02x, not 0x%02x", i, back[i], value);
            return;
        }
    }
    snprintf(effect, 96, "landed (0x%02x)", value);
}

static void check_host(const unsigned char *host, unsigned char value, char *effect)
{
    for (int i = 0; i < BYTES; i++) {
        if (host[i] != value) {
            snprintf(effect, 96, "wrong: byte %d is 0x%02x, not 0x%02x", i, host[i], value);
            return;
        }
    }
    snprintf(effect, 96, "landed (0x%02x)", value);
}

/* Each case: set up with A current, make `current` current, make the call (its status and the
 * context current after it kept), then see with A current what it did. */
#define CALL_WITH(current, o, call)                                                                                    \
    do {                                                                                                               \
        MUST(cuCtxSetCurrent(current));                                                                                \
        (o)->status = (call);                                                                                          \
        MUST(cuCtxGetCurrent(&(o)->after));                                                                            \
        (void)cudaGetLastError(); /* a failure is this call's, not the next one's */                                  \
    } while (0)

static void stream_query_busy(struct fixture *f, CUcontext current, struct outcome *o)
{
    idle(f);
    busy(f->stream);
    CALL_WITH(current, o, cudaStreamQuery(f->stream));
    idle(f);
    snprintf(o->effect, 96, "-");
}

static void stream_query_idle(struct fixture *f, CUcontext current, struct outcome *o)
{
    idle(f);
    CALL_WITH(current, o, cudaStreamQuery(f->stream));
    snprintf(o->effect, 96, "-");
}

static void stream_synchronize(struct fixture *f, CUcontext current, struct outcome *o)
{
    idle(f);
    busy(f->stream);
    CALL_WITH(current, o, cudaStreamSynchronize(f->stream));
    snprintf(o->effect, 96, atomic_load(&work_done) ? "waited for the stream's work" : "returned before the work ended");
    idle(f);
}

static void stream_wait_event(struct fixture *f, CUcontext current, struct outcome *o)
{
    idle(f);
    busy(f->other_stream);
    MUST(cudaEventRecord(f->event, f->other_stream));
    atomic_store(&saw_done, -1);
    CALL_WITH(current, o, cudaStreamWaitEvent(f->stream, f->event, 0));
    MUST(cuCtxSetCurrent(f->a));
    MUST(cuLaunchHostFunc((CUstream)f->stream, observe, NULL));
    idle(f);
    snprintf(o->effect, 96, atomic_load(&saw_done) == 1 ? "later work waited for the event" : "later work did not wait");
}

static void event_record(struct fixture *f, CUcontext current, struct outcome *o)
{
    idle(f);
    busy(f->stream);
    CALL_WITH(current, o, cudaEventRecord(f->event, f->stream));
    MUST(cuCtxSetCurrent(f->a));
    cudaError_t pending = cudaEventQuery(f->event);
    MUST(cudaEventSynchronize(f->event));
    snprintf(o->effect, 96, "%s, %s", pending == cudaErrorNotReady ? "pending behind the work" : "not pending",
             atomic_load(&work_done) ? "complete after it" : "complete before it");
    idle(f);
}

static void event_query_busy(struct fixture *f, CUcontext current, struct outcome *o)
{
    idle(f);
    busy(f->stream);
    MUST(cudaEventRecord(f->event, f->stream));
    CALL_WITH(current, o, cudaEventQuery(f->event));
    idle(f);
    snprintf(o->effect, 96, "-");
}

static void event_query_done(struct fixture *f, CUcontext current, struct outcome *o)
{
    idle(f);
    MUST(cudaEventRecord(f->event, f->stream));
    idle(f);
    CALL_WITH(current, o, cudaEventQuery(f->event));
    snprintf(o->effect, 96, "-");
}

static void event_synchronize(struct fixture *f, CUcontext current, struct outcome *o)
{
    idle(f);
    busy(f->stream);
    MUST(cudaEventRecord(f->event, f->stream));
    CALL_WITH(current, o, cudaEventSynchronize(f->event));
    snprintf(o->effect, 96, atomic_load(&work_done) ? "waited for the event" : "returned before the event");
    idle(f);
}

static void stream_get_flags(struct fixture *f, CUcontext current, struct outcome *o)
{
    unsigned int flags = 12345;
    idle(f);
    CALL_WITH(current, o, cudaStreamGetFlags(f->stream, &flags));
    snprintf(o->effect, 96, "flags %u", flags);
}

static void stream_get_priority(struct fixture *f, CUcontext current, struct outcome *o)
{
    int priority = 12345;
    idle(f);
    CALL_WITH(current, o, cudaStreamGetPriority(f->stream, &priority));
    snprintf(o->effect, 96, "priority %d", priority);
}

/* Async sets and copies queue behind slow work on the stream: landing after a synchronize of
 * that stream shows they ran on it, in its order. */
static void memset_async(struct fixture *f, CUcontext current, struct outcome *o)
{
    fill(f, f->device, 0);
    busy(f->stream);
    CALL_WITH(current, o, cudaMemsetAsync(f->device, 0x5a, BYTES, f->stream));
    MUST(cuCtxSetCurrent(f->a));
    MUST(cudaStreamSynchronize(f->stream));
    check_bytes(f, f->device, 0x5a, o->effect);
}

static void memcpy_async(struct fixture *f, CUcontext current, struct outcome *o, enum cudaMemcpyKind kind,
                         bool pinned)
{
    unsigned char *host = pinned ? f->pinned : f->host;
    fill(f, f->device, 0x11);
    fill(f, f->device2, 0);
    memset(host, kind == cudaMemcpyHostToDevice ? 0x22 : 0, BYTES);
    busy(f->stream);
    void *dst = kind == cudaMemcpyDeviceToHost ? (void *)host : f->device2;
    const void *src = kind == cudaMemcpyHostToDevice ? (const void *)host : f->device;
    CALL_WITH(current, o, cudaMemcpyAsync(dst, src, BYTES, kind, f->stream));
    MUST(cuCtxSetCurrent(f->a));
    MUST(cudaStreamSynchronize(f->stream));
    if (kind == cudaMemcpyDeviceToHost)
        check_host(host, 0x11, o->effect);
    else
        check_bytes(f, f->device2, kind == cudaMemcpyHostToDevice ? 0x22 : 0x11, o->effect);
}

static void copy_htod(struct fixture *f, CUcontext c, struct outcome *o) { memcpy_async(f, c, o, cudaMemcpyHostToDevice, true); }
static void copy_dtoh(struct fixture *f, CUcontext c, struct outcome *o) { memcpy_async(f, c, o, cudaMemcpyDeviceToHost, true); }
static void copy_dtod(struct fixture *f, CUcontext c, struct outcome *o) { memcpy_async(f, c, o, cudaMemcpyDeviceToDevice, false); }
static void copy_default(struct fixture *f, CUcontext c, struct outcome *o) { memcpy_async(f, c, o, cudaMemcpyDefault, false); }
static void copy_pageable(struct fixture *f, CUcontext c, struct outcome *o) { memcpy_async(f, c, o, cudaMemcpyDeviceToHost, false); }

static const struct probe {
    const char *call; /* the function, as the verdict names it */
    const char *what;
    void (*run)(struct fixture *, CUcontext, struct outcome *);
} probes[] = {
    {"cudaStreamQuery", "cudaStreamQuery (busy stream)", stream_query_busy},
    {"cudaStreamQuery", "cudaStreamQuery (idle stream)", stream_query_idle},
    {"cudaStreamSynchronize", "cudaStreamSynchronize", stream_synchronize},
    {"cudaStreamWaitEvent", "cudaStreamWaitEvent (event of another stream)", stream_wait_event},
    {"cudaEventRecord", "cudaEventRecord (A's stream)", event_record},
    {"cudaEventQuery", "cudaEventQuery (pending)", event_query_busy},
    {"cudaEventQuery", "cudaEventQuery (complete)", event_query_done},
    {"cudaEventSynchronize", "cudaEventSynchronize", event_synchronize},
    {"cudaStreamGetFlags", "cudaStreamGetFlags", stream_get_flags},
    {"cudaStreamGetPriority", "cudaStreamGetPriority", stream_get_priority},
    {"cudaMemsetAsync", "cudaMemsetAsync", memset_async},
    {"cudaMemcpyAsync", "cudaMemcpyAsync HostToDevice (pinned)", copy_htod},
    {"cudaMemcpyAsync", "cudaMemcpyAsync DeviceToHost (pinned)", copy_dtoh},
    {"cudaMemcpyAsync", "cudaMemcpyAsync DeviceToHost (pageable)", copy_pageable},
    {"cudaMemcpyAsync", "cudaMemcpyAsync DeviceToDevice", copy_dtod},
    {"cudaMemcpyAsync", "cudaMemcpyAsync Default", copy_default},
};
enum { PROBES = sizeof probes / sizeof probes[0] };
static char differs[PROBES][256]; /* why each probe's call differs, over every case; "" where same */

static const char *context_name(const struct fixture *f, CUcontext ctx)
{
    return ctx == f->a ? "A" : ctx == f->b ? "B" : ctx == NULL ? "none" : "another";
}

static void run_case(const char *name, CUcontext a, CUcontext b, bool runtime_streams)
{
    struct fixture *f = calloc(1, sizeof *f);
    f->a = a;
    f->b = b;
    MUST(cuCtxSetCurrent(a));
    int least = 0, greatest = 0;
    MUST(cuCtxGetStreamPriorityRange(&least, &greatest));
    if (runtime_streams) {
        MUST(cudaStreamCreateWithPriority(&f->stream, cudaStreamNonBlocking, greatest));
        MUST(cudaStreamCreateWithPriority(&f->other_stream, cudaStreamNonBlocking, 0));
    } else {
        MUST(cuStreamCreateWithPriority((CUstream *)&f->stream, CU_STREAM_NON_BLOCKING, greatest));
        MUST(cuStreamCreateWithPriority((CUstream *)&f->other_stream, CU_STREAM_NON_BLOCKING, 0));
    }
    MUST(cudaEventCreateWithFlags(&f->event, cudaEventDisableTiming));
    MUST(cudaMalloc((void **)&f->device, BYTES));
    MUST(cudaMalloc((void **)&f->device2, BYTES));
    MUST(cudaMallocHost((void **)&f->pinned, BYTES));
    printf("\n%s\n%-46s %-26s %-34s %s\n", name, "call", "A current", "B current (current after)", "what it did");
    for (int i = 0; i < PROBES; i++) {
        struct outcome own = {0}, other = {0};
        probes[i].run(f, a, &own);
        probes[i].run(f, b, &other);
        char why[160] = "";
        if (own.status != other.status)
            snprintf(why, sizeof why, "status %s with B current", cudaGetErrorName(other.status));
        else if (other.after != b)
            snprintf(why, sizeof why, "made %s current", context_name(f, other.after));
        else if (strcmp(own.effect, other.effect) != 0)
            snprintf(why, sizeof why, "with B current %s", other.effect);
        char statuses[64];
        snprintf(statuses, sizeof statuses, "%s (%s)", cudaGetErrorName(other.status), context_name(f, other.after));
        printf("%-46s %-26s %-34s %s; %s%s\n", probes[i].what, cudaGetErrorName(own.status), statuses, own.effect,
               why[0] ? "differs: " : "same", why);
        if (why[0] && !differs[i][0])
            snprintf(differs[i], sizeof differs[i], "%s, %s: %s", probes[i].what, name, why);
    }
    MUST(cuCtxSetCurrent(a));
    MUST(cuCtxSynchronize());
    MUST(cudaFreeHost(f->pinned));
    MUST(cudaFree(f->device2));
    MUST(cudaFree(f->device));
    MUST(cudaEventDestroy(f->event));
    MUST(cudaStreamDestroy(f->other_stream));
    MUST(cudaStreamDestroy(f->stream));
    free(f);
}

int main(void)
{
    CUdevice dev;
    CUcontext primary, own;
    int driver = 0, runtime = 0;
    setvbuf(stdout, NULL, _IOLBF, 0); /* a call that crashes the probe leaves the lines before it */
    MUST(cudaSetDevice(0));
    MUST(cudaFree(NULL)); /* the runtime's primary context, current */
    MUST(cuCtxGetCurrent(&primary));
    MUST(cuCtxGetDevice(&dev));
    CUctxCreateParams params = {0};
    MUST(cuCtxCreate(&own, &params, 0, dev));
    MUST(cudaDriverGetVersion(&driver));
    MUST(cudaRuntimeGetVersion(&runtime));
    printf("driver %d, runtime %d; A owns the handles, B is current for the second run of each call\n", driver,
           runtime);

    run_case("A primary, B own context, streams by the runtime", primary, own, true);
    run_case("A own context, B primary, streams by the runtime", own, primary, true);
    run_case("A primary, B own context, streams by the driver", primary, own, false);
    run_case("A own context, B primary, streams by the driver", own, primary, false);

    printf("\nverdict per call (every case; \"same\": a candidate for [context_from_handles])\n");
    for (int i = 0; i < PROBES; i++) {
        bool first = true; /* one line per function: its first probe's line, with any probe's difference */
        for (int j = 0; j < i; j++)
            first = first && strcmp(probes[j].call, probes[i].call) != 0;
        if (!first)
            continue;
        const char *why = "";
        for (int j = i; j < PROBES && !why[0]; j++)
            if (strcmp(probes[j].call, probes[i].call) == 0 && differs[j][0])
                why = differs[j];
        printf("%-24s %s%s\n", probes[i].call, why[0] ? "differs: " : "same", why);
    }
    MUST(cuCtxSetCurrent(NULL));
    MUST(cuCtxDestroy(own));
    return 0;
}
