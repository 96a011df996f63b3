/* SPDX-License-Identifier: MIT */
/* Hand-off: a buffer leaves cubound's streams (for MPI, NCCL, the host) once exactly the work that
 * writes it is done. Wrappers of calls that write device memory ([writes] in the spec) note
 * (binding, stream, range, call) in the calling thread's log (an append, or a merge with the last
 * note: about 90 instructions on the simulation); nothing is recorded on the device until a
 * hand-off asks: then only the streams whose noted writes overlap the range are waited for
 * (bd_handoff) or made waited on by another stream through an event (bd_handoff_async).
 * A kernel launch notes each word of its parameters as a possible pointer; the allocation a word
 * points into is looked up only when a hand-off asks. */
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct bd_write {
    bound_dev_t *bd;
    CUstream stream; /* BD_UNKNOWN_STREAM: a library handle cubound did not make */
    unsigned long long start, end;
    const char *function;
    unsigned long long epoch; /* streams destroyed before the note (stream_gone) */
    bool through_pointers; /* a launch's: start and end - 1 may point into allocations it wrote whole */
    CUstream handed_to;    /* the stream bd_handoff_async last ordered after these writes */
};

/* One allocation, so that errors.c frees it with the thread's state. */
struct bd_write_log {
    size_t count, capacity;
    struct bd_write writes[];
};

/* Streams destroyed through cubound, newest last. A destroyed handle must never reach the driver
 * again (the real one may crash on it, and hands the value out anew), and any thread's notes may
 * name it: a note whose stream was destroyed after it is waited for through its context. */
#define DESTROYED_STREAMS 256
static CUstream destroyed_streams[DESTROYED_STREAMS];
static atomic_ullong destroyed_count;
static pthread_mutex_t destroyed_lock = PTHREAD_MUTEX_INITIALIZER;

void bd_gen_stream_ended(CUstream stream)
{
    pthread_mutex_lock(&destroyed_lock);
    unsigned long long n = atomic_load(&destroyed_count);
    destroyed_streams[n % DESTROYED_STREAMS] = stream;
    atomic_store(&destroyed_count, n + 1);
    pthread_mutex_unlock(&destroyed_lock);
}

/* Whether the stream of a note was destroyed since (or may have been: the ring overflowed). */
static bool stream_gone(const struct bd_write *w)
{
    if (atomic_load_explicit(&destroyed_count, memory_order_acquire) == w->epoch)
        return false;
    pthread_mutex_lock(&destroyed_lock);
    unsigned long long now = atomic_load(&destroyed_count);
    bool gone = now - w->epoch > DESTROYED_STREAMS;
    for (unsigned long long i = w->epoch; i < now && !gone; i++)
        gone = destroyed_streams[i % DESTROYED_STREAMS] == w->stream;
    pthread_mutex_unlock(&destroyed_lock);
    return gone;
}

/* The stream to wait for: the note's, or BD_UNKNOWN_STREAM (its whole context) where it is gone. */
static CUstream live_stream(const struct bd_write *w)
{
    return w->stream == BD_UNKNOWN_STREAM || stream_gone(w) ? BD_UNKNOWN_STREAM : w->stream;
}

/* Merge what each (binding, stream) wrote into one covering range: a longer hand-off wait at
 * worst, never a shorter one. */
static void compact(struct bd_write_log *log)
{
    size_t kept = 0;
    for (size_t i = 0; i < log->count; i++) {
        struct bd_write *w = &log->writes[i];
        size_t j = 0;
        while (j < kept && !(log->writes[j].bd == w->bd && log->writes[j].stream == w->stream))
            j++;
        if (j == kept)
            log->writes[kept++] = *w;
        else {
            if (w->start < log->writes[j].start)
                log->writes[j].start = w->start;
            if (w->end > log->writes[j].end)
                log->writes[j].end = w->end;
            if (w->epoch < log->writes[j].epoch) /* the older: a stream destroyed since either counts */
                log->writes[j].epoch = w->epoch;
            log->writes[j].through_pointers |= w->through_pointers;
            if (w->handed_to != log->writes[j].handed_to)
                log->writes[j].handed_to = NULL;
            log->writes[j].function = w->function; /* the latest */
        }
    }
    log->count = kept;
}

static void note(bound_dev_t *bd, CUstream stream, unsigned long long start, unsigned long long end,
                 const char *function, bool through_pointers)
{
    struct bd_thread_state *state = bd_thread_state();
    struct bd_write_log *log = state->writes;
    if (log != NULL && log->count > 0) {
        struct bd_write *last = &log->writes[log->count - 1];
        if (last->bd == bd && last->stream == stream && start <= last->end && end >= last->start) {
            last->start = start < last->start ? start : last->start; /* the same buffer again */
            last->end = end > last->end ? end : last->end;
            last->function = function;
            last->through_pointers |= through_pointers;
            last->handed_to = NULL; /* the new write is not handed to anyone yet */
            return;
        }
    }
    if (log != NULL && log->count == log->capacity && log->capacity >= 64)
        compact(log);
    if (log == NULL || log->count == log->capacity) {
        size_t capacity = log == NULL ? 64 : 2 * log->capacity;
        struct bd_write_log *grown = realloc(log, sizeof *log + capacity * sizeof(struct bd_write));
        if (grown == NULL) { /* no memory to remember it: the next hand-off waits for everything */
            if (log != NULL)
                for (size_t i = 0; i < log->count; i++)
                    log->writes[i].stream = BD_UNKNOWN_STREAM;
            return;
        }
        if (log == NULL)
            grown->count = 0;
        grown->capacity = capacity;
        state->writes = log = grown;
    }
    log->writes[log->count++] = (struct bd_write){
        bd, stream, start, end, function, atomic_load_explicit(&destroyed_count, memory_order_relaxed), through_pointers,
        NULL};
}

void bd_gen_wrote(bound_dev_t *bd, CUstream stream, unsigned long long start, unsigned long long bytes,
                  const char *function)
{
    if (bytes != 0)
        note(bd, stream, start, start + bytes, function, false);
}

enum { LAUNCH_WORDS = 64 }; /* a launch given more possible pointers may write anything */

/* Append the 8-byte words of [value, value + bytes) that may be device addresses (not small
 * integers) to words, and where param_of is given the parameter they are of; the new count, or -1
 * when there are too many. */
static int add_words(const void *value, size_t bytes, unsigned long long *words, int count, unsigned char *param_of,
                     int param)
{
    for (size_t at = 0; at + sizeof *words <= bytes; at += sizeof *words) {
        unsigned long long word;
        memcpy(&word, (const char *)value + at, sizeof word);
        if (word < 0x10000)
            continue;
        if (count == LAUNCH_WORDS)
            return -1;
        if (param_of != NULL)
            param_of[count] = (unsigned char)param;
        words[count++] = word;
    }
    return count;
}

/* Parameter sizes of recently launched kernels, per thread: cuFuncGetParamInfo costs about as
 * much as a launch (measured on the H200), so it is asked once per kernel. A module or context
 * destroyed through cubound (or a device closed) ends every entry: its kernel handles may come
 * back as other kernels'. */
enum { LAYOUTS = 32, LAYOUT_PARAMS = 16 };
struct bd_layout {
    CUfunction f;
    unsigned long long generation;
    int count; /* -1: unknown */
    unsigned short sizes[LAYOUT_PARAMS];
};
static atomic_ullong code_generation = 1; /* 0 marks an empty entry */

void bd_gen_code_ended(void)
{
    atomic_fetch_add_explicit(&code_generation, 1, memory_order_relaxed);
}

static const struct bd_layout *layout_of(CUfunction f)
{
    static const struct bd_layout unknown = {NULL, 0, -1, {0}};
    struct bd_thread_state *state = bd_thread_state();
    if (state->layouts == NULL && (state->layouts = calloc(LAYOUTS, sizeof *state->layouts)) == NULL)
        return &unknown;
    struct bd_layout *l = &state->layouts[((uintptr_t)f >> 4) % LAYOUTS];
    unsigned long long generation = atomic_load_explicit(&code_generation, memory_order_relaxed);
    if (l->f == f && l->generation == generation)
        return l;
    *l = (struct bd_layout){f, generation, -1, {0}};
#if CUDA_VERSION >= 12040
    size_t offset, bytes;
    CUresult rc = CUDA_SUCCESS;
    int i = 0;
    for (; i <= LAYOUT_PARAMS; i++) { /* more parameters than it holds: unknown */
        rc = BD_DRIVER(cuFuncGetParamInfo)(f, (size_t)i, &offset, &bytes);
        if (rc != CUDA_SUCCESS || i == LAYOUT_PARAMS || bytes > 0xffff)
            break;
        l->sizes[i] = (unsigned short)bytes;
    }
    if (rc == CUDA_ERROR_INVALID_VALUE) /* past the last parameter */
        l->count = i;
#endif
    return l;
}

/* The possible pointers among a launch's parameters (the argument buffer of extra, or
 * kernelParams laid out as cuFuncGetParamInfo says), and where param_of is given the parameter each
 * is of (for kernelParams; extra's buffer: LAUNCH_WORDS); -1 where they cannot be known. *params_count:
 * how many parameters cuFuncGetParamInfo says the kernel has (-1: not known). */
static int launch_words(CUfunction f, void **params, void **extra, unsigned long long *words, unsigned char *param_of,
                        int *params_count)
{
    *params_count = -1;
    if (extra != NULL) {
        const void *buffer = NULL;
        size_t bytes = 0;
        for (void **e = extra; e[0] != CU_LAUNCH_PARAM_END; e += 2) {
            if (e[0] == CU_LAUNCH_PARAM_BUFFER_POINTER)
                buffer = e[1];
            else if (e[0] == CU_LAUNCH_PARAM_BUFFER_SIZE)
                bytes = *(const size_t *)e[1];
            else
                return -1; /* an option newer than this code */
        }
        return buffer == NULL ? -1 : add_words(buffer, bytes, words, 0, param_of, LAUNCH_WORDS);
    }
    const struct bd_layout *l = layout_of(f);
    int count = l->count < 0 ? -1 : 0;
    for (int i = 0; i < l->count && count >= 0; i++)
        count = add_words(params[i], l->sizes[i], words, count, param_of, i);
    *params_count = l->count;
    return count;
}

void bd_gen_launched(bound_dev_t *bd, CUstream stream, CUfunction f, void **params, void **extra,
                     const char *function)
{
    unsigned long long words[LAUNCH_WORDS];
    int params_count = -1;
    int count = f == NULL ? -1 : launch_words(f, params, extra, words, NULL, &params_count);
    if (count < 0) {
        note(bd, stream, 0, ULLONG_MAX, function, false);
        return;
    }
    for (int i = 0; i < count; i++)
        note(bd, stream, words[i], words[i] + 1, function, true);
}

void bd_race_kernel(bound_dev_t *bd, const bd_call_t *call, CUstream stream, CUfunction f, void **params,
                    void **extra, uint64_t read_only, int read_only_count)
{
    unsigned long long words[LAUNCH_WORDS];
    unsigned char param_of[LAUNCH_WORDS];
    int params_count = -1;
    int count = f == NULL ? -1 : launch_words(f, params, extra, words, param_of, &params_count);
    if (params_count != read_only_count) /* the name and the function disagree: every pointer is written */
        read_only = 0;
    bd_race_access_t accesses[LAUNCH_WORDS];
    for (int i = 0; i < count; i++) { /* a word that points into no tracked allocation touches nothing */
        bool reads = param_of[i] < 64 && (read_only >> param_of[i] & 1);
        accesses[i] = (bd_race_access_t){reads ? "a kernel parameter to const" : "a kernel parameter", words[i], 1, !reads};
    }
    if (count > 0)
        bd_races_kernel(bd, call, stream, accesses, count);
}

void bd_gen_race_launch(bound_dev_t *bd, const bd_call_t *call, CUstream stream, CUfunction f, void **params, void **extra)
{
    bd_race_kernel(bd, call, stream, f, params, extra, 0, -1);
}

static bool same_context(const bound_dev_t *a, const bound_dev_t *b)
{
    return a->ctx_id == b->ctx_id;
}

void bd_forget_writes(const bound_dev_t *bd, CUstream stream)
{
    struct bd_write_log *log = bd_thread_state()->writes;
    if (log == NULL)
        return;
    size_t kept = 0;
    for (size_t i = 0; i < log->count; i++) {
        const struct bd_write *w = &log->writes[i];
        bool done = stream == NULL ? same_context(w->bd, bd) : (w->bd == bd && w->stream == stream);
        if (!done)
            log->writes[kept++] = *w;
    }
    log->count = kept;
}

void bd_host_waited(const bound_dev_t *bd, CUstream stream)
{
    bd_forget_writes(bd, stream);
    bd_races_host_waits(bd, stream);
}

void bd_forget_binding_writes(const bound_dev_t *bd)
{
    struct bd_write_log *log = bd_thread_state()->writes;
    size_t kept = 0;
    for (size_t i = 0; log != NULL && i < log->count; i++)
        if (log->writes[i].bd != bd)
            log->writes[kept++] = log->writes[i];
    if (log != NULL)
        log->count = kept;
}

void bd_release_handoff(bound_dev_t *bd)
{
    if (bd->handoff_event != NULL)
        BD_DRIVER(cuEventDestroy)(bd->handoff_event);
    bd->handoff_event = NULL;
}

/* A launch's note becomes the allocations its first and last words point into, looked up in the
 * writer's context (a word that is no device address stays itself; a context that cannot be
 * entered, everything). */
static void resolve(struct bd_write *w)
{
    CUdeviceptr base;
    size_t bytes;
    w->through_pointers = false;
    if (bd_enter(w->bd) != CUDA_SUCCESS) {
        w->start = 0;
        w->end = ULLONG_MAX;
        return;
    }
    if (BD_DRIVER(cuMemGetAddressRange)(&base, &bytes, (CUdeviceptr)w->start) == CUDA_SUCCESS)
        w->start = base;
    if (BD_DRIVER(cuMemGetAddressRange)(&base, &bytes, (CUdeviceptr)(w->end - 1)) == CUDA_SUCCESS && base + bytes > w->end)
        w->end = base + bytes;
}

/* The first noted write that overlaps [start, end), from index `from` on; -1 if none. */
static long overlapping(struct bd_write_log *log, size_t from, unsigned long long start, unsigned long long end)
{
    for (size_t i = from; log != NULL && i < log->count; i++) {
        if (log->writes[i].through_pointers)
            resolve(&log->writes[i]);
        if (log->writes[i].start < end && start < log->writes[i].end)
            return (long)i;
    }
    return -1;
}

/* Wait, in the writer's context, for the stream of a noted write (its whole context where the
 * stream is not known), then forget what that wait covered. */
static CUresult wait_for(struct bd_write w)
{
    CUresult rc = bd_enter(w.bd);
    if (rc != CUDA_SUCCESS)
        return rc;
    CUstream stream = live_stream(&w);
    bool whole_context = stream == BD_UNKNOWN_STREAM;
    rc = whole_context ? bd_driver_answer("cuCtxSynchronize", BD_DRIVER(cuCtxSynchronize)())
                       : bd_driver_answer("cuStreamSynchronize", BD_DRIVER(cuStreamSynchronize)(stream));
    if (rc == CUDA_SUCCESS)
        bd_host_waited(w.bd, whole_context ? NULL : stream);
    return rc;
}

CUresult bd_handoff(bound_dev_t *bd, CUdeviceptr ptr, size_t bytes)
{
    CUresult rc = bd_check_usable(bd, "bd_handoff with");
    if (rc != CUDA_SUCCESS)
        return rc;
    struct bd_write_log *log = bd_thread_state()->writes;
    long at;
    /* Each wait forgets what it covered, so the scan starts over until nothing overlaps. */
    while (rc == CUDA_SUCCESS && (at = overlapping(log, 0, ptr, ptr + bytes)) >= 0)
        rc = wait_for(log->writes[at]);
    if (rc == CUDA_SUCCESS)
        bd_races_handed_off(NULL, NULL, ptr, ptr + bytes);
    return rc;
}

CUresult bd_handoff_async(bound_dev_t *bd, CUdeviceptr ptr, size_t bytes, CUstream consumer)
{
    CUresult rc = bd_check_usable(bd, "bd_handoff_async with");
    if (rc != CUDA_SUCCESS)
        return rc;
    struct bd_write_log *log = bd_thread_state()->writes;
    for (long at = overlapping(log, 0, ptr, ptr + bytes); rc == CUDA_SUCCESS && at >= 0;
         at = overlapping(log, (size_t)at + 1, ptr, ptr + bytes)) {
        struct bd_write w = log->writes[at];
        if (live_stream(&w) == BD_UNKNOWN_STREAM) { /* nothing to record an event on: wait here */
            rc = wait_for(w);
            at = -1; /* the log changed: start over */
            continue;
        }
        if (w.bd == bd && w.stream == consumer)
            continue; /* the consumer's own earlier work: already in order */
        rc = bd_enter(w.bd);
        if (rc == CUDA_SUCCESS && w.bd->handoff_event == NULL)
            rc = bd_driver_answer("cuEventCreate", BD_DRIVER(cuEventCreate)(&w.bd->handoff_event, CU_EVENT_DISABLE_TIMING));
        if (rc == CUDA_SUCCESS)
            rc = bd_driver_answer("cuEventRecord", BD_DRIVER(cuEventRecord)(w.bd->handoff_event, w.stream));
        if (rc == CUDA_SUCCESS)
            rc = bd_enter(bd); /* the consumer is the binding's: its legacy or per-thread stream too */
        if (rc == CUDA_SUCCESS) /* the wait takes the event's work as of now: the event is free again */
            rc = bd_driver_answer("cuStreamWaitEvent", BD_DRIVER(cuStreamWaitEvent)(consumer, w.bd->handoff_event, 0));
        if (rc == CUDA_SUCCESS) {
            log->writes[at].handed_to = consumer;
            bd_races_stream_waits(w.bd, w.stream, bd, consumer);
        }
    }
    if (rc == CUDA_SUCCESS)
        bd_races_handed_off(bd, consumer, ptr, ptr + bytes);
    return rc;
}

/* Whether a noted write is still running: CUDA_ERROR_NOT_READY (also where its stream cannot be
 * asked), CUDA_SUCCESS once done (and forgotten), or the driver's error. */
static CUresult still_running(const struct bd_write *w)
{
    if (live_stream(w) == BD_UNKNOWN_STREAM)
        return CUDA_ERROR_NOT_READY; /* pending until waited for */
    CUresult rc = bd_enter(w->bd);
    if (rc == CUDA_SUCCESS)
        rc = BD_DRIVER(cuStreamQuery)(w->stream);
    if (rc == CUDA_SUCCESS)
        bd_forget_writes(w->bd, w->stream);
    return rc;
}

static CUresult report_pending(const bd_call_t *call, const char *param, const struct bd_write *w,
                               unsigned long long start, unsigned long long end)
{
    char where[64];
    if (live_stream(w) == BD_UNKNOWN_STREAM)
        snprintf(where, sizeof where, "a stream cubound cannot ask (destroyed, or a library's own)");
    else
        snprintf(where, sizeof where, "stream %p", (void *)w->stream);
    return bd_violation(call, "BD-PENDING-WRITE", param, CUDA_ERROR_NOT_READY,
                        "[0x%llx, 0x%llx) is still being written by %s on %s of device %d: bd_handoff(_async) first",
                        start, end, w->function, where, w->bd->ordinal);
}

/* A stream no write is ordered before: for bd_assert_idle, where every pending write counts. */
static const char no_reader_marker;
#define NO_READER ((CUstream)(uintptr_t)&no_reader_marker)

/* Whether stream captures into a graph, as cuStreamIsCapturing says (a default stream: never). */
static bool capturing(CUstream stream)
{
    CUstreamCaptureStatus status = CU_STREAM_CAPTURE_STATUS_NONE;
    return stream != BD_UNKNOWN_STREAM && stream != NO_READER && BD_GEN_OWN_STREAM(stream) &&
           BD_DRIVER(cuStreamIsCapturing)(stream, &status) == CUDA_SUCCESS && status != CU_STREAM_CAPTURE_STATUS_NONE;
}

/* BD-PENDING-WRITE unless every noted write into [start, end) has finished or is ordered before
 * reader (written on it by this binding, or handed to it by bd_handoff_async). While a capture
 * runs nothing is asked: a poll of any stream invalidates it (tests/probes/capture_rules.c), and a
 * captured call's order is its graph's, which the graph keeps. */
static CUresult settled(bound_dev_t *bd, const bd_call_t *call, const char *param, CUstream reader,
                        unsigned long long start, unsigned long long end)
{
    struct bd_write_log *log = bd_thread_state()->writes;
    CUresult rc = CUDA_SUCCESS;
    if (log == NULL || log->count == 0 || bd_races_capturing() || capturing(reader))
        return CUDA_SUCCESS;
    for (long at = overlapping(log, 0, start, end); rc == CUDA_SUCCESS && at >= 0;) {
        struct bd_write w = log->writes[at];
        if ((w.bd == bd && w.stream == reader) || w.handed_to == reader || capturing(live_stream(&w))) { /* in order */
            at = overlapping(log, (size_t)at + 1, start, end);
            continue;
        }
        rc = still_running(&w);
        if (rc == CUDA_ERROR_NOT_READY) { /* once each: a handler that lets it go moves on to the next */
            rc = report_pending(call, param, &w, start, end);
            at = overlapping(log, (size_t)at + 1, start, end);
        } else if (rc == CUDA_SUCCESS) {
            at = overlapping(log, 0, start, end); /* finished and forgotten: the log changed */
        }
    }
    return rc;
}

CUresult bd_gen_check_settled(bound_dev_t *bd, const bd_call_t *call, const char *param, CUstream reader,
                              unsigned long long start, unsigned long long bytes)
{
    CUresult rc = settled(bd, call, param, reader, start, start + bytes);
    CUresult entered = bd_enter(bd); /* the caller goes on in the binding's context */
    return rc != CUDA_SUCCESS ? rc : entered;
}

CUresult bd_assert_idle(bound_dev_t *bd, CUdeviceptr ptr, size_t bytes)
{
    CUresult rc = bd_check_usable(bd, "bd_assert_idle with");
    if (rc != CUDA_SUCCESS)
        return rc;
    const bd_call_t call = {"bd_assert_idle", NULL, 0, __builtin_return_address(0)};
    const struct bd_thread_state *state = bd_thread_state();
    unsigned long long reported = state->violations;
    rc = settled(bd, &call, "ptr", NO_READER, ptr, ptr + bytes);
    if (rc != CUDA_SUCCESS || state->violations != reported)
        return rc; /* a write still running, reported (and let go): race detection would name it again */
    /* finished is not ordered: a write the host never waited for may finish late another time */
    return bd_races_host_reads(bd, &call, "ptr", ptr, ptr + bytes);
}
