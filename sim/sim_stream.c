/* SPDX-License-Identifier: MIT */
/* Simulated streams and events. Work on a created stream waits in its queue until something
 * synchronizes with it; so does work on CU_STREAM_PER_THREAD, a blocking stream of each thread
 * and context. The legacy default stream runs work at once, after the blocking streams. */
#include <stdlib.h>
#include <time.h>

#include "sim.h"

struct work {
    sim_work_fn run;
    void *data;
    struct work *next;
};

struct CUstream_st {
    CUcontext ctx;
    unsigned int flags;
    bool destroyed;
    bool per_thread; /* a thread's CU_STREAM_PER_THREAD in ctx */
    struct work *head, *tail;
    int priority;
    CUgraph capture;                 /* set between cuStreamBeginCapture and cuStreamEndCapture */
    bool capture_invalidated;        /* a call not allowed while capturing ended it as invalid */
    struct CUstream_st *next_stream; /* the live streams, or the destroyed ones kept for reuse */
};

struct CUevent_st {
    CUcontext ctx;
    bool destroyed;
    bool timed;                /* not CU_EVENT_DISABLE_TIMING */
    bool recorded;
    double completed_ms;       /* when the stream reached the record, on the host's monotonic clock */
    bool pending;              /* recorded on a stream whose work up to it has not run */
    unsigned long long record; /* which cuEventRecord the pending work completes */
    CUstream stream;           /* where the pending record waits */
};

struct event_done {
    CUevent event;
    unsigned long long record;
};

static CUstream streams_;
/* Destroyed streams, oldest first, reused by cuStreamCreate once QUARANTINE newer ones wait
 * behind them: memory stays bounded however many streams a program makes, a stale handle stays
 * readable, and a value comes back only long after its destruction. */
#define QUARANTINE 1024
static CUstream destroyed_streams_, newest_destroyed_;
static size_t destroyed_count_;

/* Move a live stream to the destroyed ones. */
static void retire_stream(CUstream stream)
{
    for (CUstream *link = &streams_; *link != NULL; link = &(*link)->next_stream) {
        if (*link == stream) {
            *link = stream->next_stream;
            break;
        }
    }
    stream->destroyed = true;
    stream->next_stream = NULL;
    if (newest_destroyed_ != NULL)
        newest_destroyed_->next_stream = stream;
    else
        destroyed_streams_ = stream;
    newest_destroyed_ = stream;
    destroyed_count_++;
}

/* The oldest destroyed stream, if enough newer ones wait behind it. */
static CUstream reuse_stream(void)
{
    CUstream s = destroyed_streams_;
    if (destroyed_count_ <= QUARANTINE)
        return NULL;
    destroyed_streams_ = s->next_stream;
    if (destroyed_streams_ == NULL)
        newest_destroyed_ = NULL;
    destroyed_count_--;
    return s;
}

/* CU_STREAM_PER_THREAD of this thread in ctx: made on first use, kept while ctx lives. */
static __thread struct {
    CUcontext ctx;
    unsigned long long ctx_id;
    CUstream stream;
} per_thread_[8];

static CUstream new_stream(CUcontext ctx, unsigned int flags, int priority);

static CUstream per_thread_stream(CUcontext ctx)
{
    size_t slot = 0;
    for (size_t i = 0; i < sizeof per_thread_ / sizeof per_thread_[0]; i++) {
        CUstream s = per_thread_[i].stream;
        if (per_thread_[i].ctx == ctx && per_thread_[i].ctx_id == ctx->id && s != NULL && !s->destroyed &&
            s->per_thread && s->ctx == ctx)
            return s;
        if (per_thread_[i].stream == NULL || per_thread_[i].stream->destroyed)
            slot = i;
    }
    CUstream s = new_stream(ctx, 0, 0);
    if (s != NULL) {
        s->per_thread = true;
        per_thread_[slot].ctx = ctx;
        per_thread_[slot].ctx_id = ctx->id;
        per_thread_[slot].stream = s;
    }
    return s;
}

/* The stream work on `stream` of ctx goes to: the thread's per-thread stream for
 * CU_STREAM_PER_THREAD (NULL without memory for one: then the work runs at once). */
static CUstream resolve(CUcontext ctx, CUstream stream)
{
    return stream == CU_STREAM_PER_THREAD ? per_thread_stream(ctx) : stream;
}

/* The same for a call that names only the stream: a created stream carries its context, the
 * default streams the current one. */
static CUresult resolve_current(CUstream *stream, CUcontext *ctx)
{
    if (!sim_is_default_stream(*stream)) {
        *ctx = (*stream)->ctx;
        return CUDA_SUCCESS;
    }
    CUresult rc = sim_require_context(ctx);
    if (rc == CUDA_SUCCESS) {
        sim_lock();
        *stream = resolve(*ctx, *stream);
        sim_unlock();
    }
    return rc;
}

bool sim_is_legacy_stream(CUstream stream)
{
    return stream == NULL || stream == CU_STREAM_LEGACY;
}

bool sim_is_default_stream(CUstream stream)
{
    return stream == NULL || stream == CU_STREAM_LEGACY || stream == CU_STREAM_PER_THREAD;
}

bool sim_stream_usable(CUstream stream)
{
    return sim_is_default_stream(stream) || !stream->destroyed;
}

bool sim_stream_capturing(CUstream stream)
{
    return !sim_is_default_stream(stream) && stream->capture != NULL;
}

/* Run the stream's queued work, in order, until done() says stop or the queue is empty. */
static void run_until(CUstream stream, bool (*done)(const void *), const void *arg)
{
    while (stream->head != NULL && !(done && done(arg))) {
        struct work *w = stream->head;
        stream->head = w->next;
        if (stream->head == NULL)
            stream->tail = NULL;
        w->run(w->data);
        free(w->data);
        free(w);
    }
}

void sim_flush_context(CUcontext ctx, bool blocking_only)
{
    for (CUstream s = streams_; s != NULL; s = s->next_stream)
        if (s->ctx == ctx && !s->destroyed && !(blocking_only && (s->flags & CU_STREAM_NON_BLOCKING)))
            run_until(s, NULL, NULL);
}

CUstream sim_stream_of(CUcontext ctx, CUstream stream)
{
    return resolve(ctx, stream);
}

void sim_run_before(CUcontext ctx, CUstream stream)
{
    if (sim_is_default_stream(stream))
        sim_flush_context(ctx, true);
    else if (!stream->destroyed)
        run_until(stream, NULL, NULL);
}

CUresult sim_submit(CUcontext ctx, CUstream stream, sim_work_fn run, const void *data, size_t size)
{
    sim_lock();
    CUresult rc = CUDA_SUCCESS;
    stream = resolve(ctx, stream); /* NULL if no memory for a per-thread stream: run at once */
    if (sim_is_default_stream(stream)) {
        sim_flush_context(ctx, true);
        void *copy = sim_copy(data, size);
        if (copy != NULL)
            run(copy);
        free(copy);
        rc = copy != NULL ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
    } else if (stream->destroyed) {
        rc = CUDA_ERROR_INVALID_HANDLE;
    } else if (stream->capture != NULL) {
        rc = sim_graph_append(stream->capture, run, data, size);
    } else {
        struct work *w = malloc(sizeof *w);
        void *copy = sim_copy(data, size);
        if (w == NULL || copy == NULL) {
            free(w);
            free(copy);
            rc = CUDA_ERROR_OUT_OF_MEMORY;
        } else {
            *w = (struct work){.run = run, .data = copy};
            if (stream->tail)
                stream->tail->next = w;
            else
                stream->head = w;
            stream->tail = w;
        }
    }
    sim_unlock();
    return rc;
}

CUresult cuStreamBeginCapture(CUstream stream, CUstreamCaptureMode mode)
{
    (void)mode;
    if (sim_is_default_stream(stream)) /* the real driver refuses the legacy stream too */
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    if (stream->destroyed)
        return CUDA_ERROR_INVALID_HANDLE;
    sim_lock();
    CUresult rc = CUDA_ERROR_ILLEGAL_STATE;
    if (stream->capture == NULL) {
        stream->capture = sim_graph_new(stream->ctx);
        rc = stream->capture != NULL ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
    }
    sim_unlock();
    return rc;
}

CUresult cuStreamEndCapture(CUstream stream, CUgraph *out)
{
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_stream_usable(stream) || sim_is_default_stream(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    sim_lock();
    CUresult rc = CUDA_ERROR_ILLEGAL_STATE;
    if (stream->capture != NULL) {
        rc = stream->capture_invalidated ? CUDA_ERROR_STREAM_CAPTURE_INVALIDATED : CUDA_SUCCESS;
        *out = stream->capture_invalidated ? NULL : stream->capture;
        stream->capture = NULL;
        stream->capture_invalidated = false;
    }
    sim_unlock();
    return rc;
}

void sim_destroy_context_streams(CUcontext ctx)
{
    for (CUstream s = streams_, next; s != NULL; s = next) {
        next = s->next_stream;
        if (s->ctx != ctx)
            continue;
        while (s->head != NULL) { /* work of a destroyed context never runs */
            struct work *w = s->head;
            s->head = w->next;
            free(w->data);
            free(w);
        }
        s->tail = NULL;
        retire_stream(s);
    }
}

/* Under the lock: a live stream of ctx, a destroyed one reused where enough wait behind it. */
static CUstream new_stream(CUcontext ctx, unsigned int flags, int priority)
{
    CUstream s = reuse_stream();
    if (s == NULL && (s = malloc(sizeof *s)) == NULL)
        return NULL;
    *s = (struct CUstream_st){.ctx = ctx, .flags = flags, .priority = priority, .next_stream = streams_};
    streams_ = s;
    return s;
}

/* Priorities outside [SIM_GREATEST_PRIORITY, 0] are clamped to it, as cuda.h says. */
CUresult cuStreamCreateWithPriority(CUstream *out, unsigned int flags, int priority)
{
    CUcontext ctx;
    if (out == NULL || (flags & ~(unsigned)CU_STREAM_NON_BLOCKING))
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    priority = priority > 0 ? 0 : priority < SIM_GREATEST_PRIORITY ? SIM_GREATEST_PRIORITY : priority;
    sim_lock();
    CUstream s = new_stream(ctx, flags, priority);
    sim_unlock();
    if (s == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *out = s;
    return CUDA_SUCCESS;
}

CUresult cuStreamCreate(CUstream *out, unsigned int flags)
{
    return cuStreamCreateWithPriority(out, flags, 0);
}

CUresult cuStreamGetPriority(CUstream stream, int *priority)
{
    if (priority == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    *priority = sim_is_default_stream(stream) ? 0 : stream->priority;
    return CUDA_SUCCESS;
}

/* A call the driver refuses while stream captures, which ends the capture as invalid (measured on
 * the H200: tests/probes/capture_rules.c): true, and the caller answers STREAM_CAPTURE_UNSUPPORTED. */
static bool refused_while_capturing(CUstream stream)
{
    sim_lock();
    bool refused = sim_stream_capturing(stream);
    if (refused)
        stream->capture_invalidated = true;
    sim_unlock();
    return refused;
}

bool sim_invalidate_captures(CUcontext ctx)
{
    bool any = false;
    sim_lock();
    for (CUstream s = streams_; s != NULL; s = s->next_stream)
        if (s->ctx == ctx && !s->destroyed && s->capture != NULL)
            any = s->capture_invalidated = true;
    sim_unlock();
    return any;
}

CUresult cuStreamGetFlags(CUstream stream, unsigned int *flags)
{
    if (flags == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    if (refused_while_capturing(stream))
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    *flags = sim_is_default_stream(stream) ? 0 : stream->flags;
    return CUDA_SUCCESS;
}

CUresult cuStreamIsCapturing(CUstream stream, CUstreamCaptureStatus *status)
{
    if (status == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    sim_lock();
    *status = sim_is_default_stream(stream) || stream->capture == NULL ? CU_STREAM_CAPTURE_STATUS_NONE
              : stream->capture_invalidated                         ? CU_STREAM_CAPTURE_STATUS_INVALIDATED
                                                                    : CU_STREAM_CAPTURE_STATUS_ACTIVE;
    sim_unlock();
    return CUDA_SUCCESS;
}

CUresult cuStreamDestroy(CUstream stream)
{
    if (sim_is_default_stream(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    sim_lock();
    CUresult rc = CUDA_ERROR_INVALID_HANDLE;
    if (!stream->destroyed) { /* queued work still completes, as on the real driver */
        run_until(stream, NULL, NULL);
        retire_stream(stream);
        rc = CUDA_SUCCESS;
    }
    sim_unlock();
    return rc;
}

CUresult cuStreamSynchronize(CUstream stream)
{
    CUcontext ctx;
    if (!sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    CUresult rc = resolve_current(&stream, &ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (stream == NULL || sim_is_default_stream(stream)) {
        sim_lock();
        sim_flush_context(ctx, true);
        sim_unlock();
        return CUDA_SUCCESS;
    }
    sim_lock();
    if (stream->capture != NULL) { /* not allowed while capturing: it ends the capture as invalid */
        stream->capture_invalidated = true;
        sim_unlock();
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    }
    run_until(stream, NULL, NULL);
    sim_unlock();
    return CUDA_SUCCESS;
}

CUresult cuStreamQuery(CUstream stream)
{
    CUcontext ctx;
    if (!sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    if (resolve_current(&stream, &ctx) != CUDA_SUCCESS || stream == NULL || sim_is_default_stream(stream))
        return CUDA_SUCCESS;
    if (refused_while_capturing(stream))
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    sim_lock();
    /* Busy once, then done: a polling loop ends, and the work ran before anyone reads. */
    CUresult rc = stream->head != NULL ? CUDA_ERROR_NOT_READY : CUDA_SUCCESS;
    run_until(stream, NULL, NULL);
    sim_unlock();
    return rc;
}

CUresult cuStreamGetCtx(CUstream stream, CUcontext *out)
{
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (sim_is_default_stream(stream))
        return sim_require_context(out);
    /* As the H200 answered (tests/probes/foreign_handles.c): a stream of a destroyed context (once;
     * it crashed in another run), and one of a primary context reset and retained again. cuda.h
     * leaves a destroyed stream undefined (the H200 crashes); the simulation answers. */
    if (stream->ctx->destroyed)
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    if (stream->destroyed)
        return CUDA_ERROR_INVALID_HANDLE;
    *out = stream->ctx;
    return CUDA_SUCCESS;
}

CUresult cuEventCreate(CUevent *out, unsigned int flags)
{
    CUcontext ctx;
    const unsigned int known = CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING | CU_EVENT_INTERPROCESS;
    if (out == NULL || (flags & ~known) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    CUevent e = calloc(1, sizeof *e);
    if (e == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    e->ctx = ctx;
    e->timed = !(flags & CU_EVENT_DISABLE_TIMING);
    sim_keep(e);
    *out = e;
    return CUDA_SUCCESS;
}

CUresult cuEventDestroy(CUevent event)
{
    if (event == NULL || event->destroyed)
        return CUDA_ERROR_INVALID_HANDLE;
    event->destroyed = true;
    return CUDA_SUCCESS;
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static void complete_event(void *data)
{
    struct event_done *done = data;
    if (done->event->record == done->record) {
        done->event->pending = false;
        done->event->completed_ms = now_ms();
    }
}

static bool event_completed(const void *event)
{
    return !((const struct CUevent_st *)event)->pending;
}

/* Run the work before the event's pending record on its stream, and nothing else. */
static void run_until_event(CUevent event)
{
    if (event->pending && !event->stream->destroyed)
        run_until(event->stream, event_completed, event);
    event->pending = false;
}

/* The event's stream as work goes to it, and its context. */
static CUresult event_and_stream(CUevent event, CUstream *stream, CUcontext *ctx)
{
    if (event == NULL || event->destroyed || !sim_stream_usable(*stream))
        return CUDA_ERROR_INVALID_HANDLE;
    return resolve_current(stream, ctx);
}

CUresult cuEventRecord(CUevent event, CUstream stream)
{
    CUcontext ctx;
    CUresult rc = event_and_stream(event, &stream, &ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (event->ctx != ctx) /* measured: an event of another context on this stream */
        return CUDA_ERROR_INVALID_HANDLE;
    if (!sim_is_default_stream(stream) && stream->capture != NULL)
        return CUDA_ERROR_NOT_SUPPORTED; /* the simulation does not capture events */
    sim_lock();
    event->record++;
    event->recorded = true;
    event->pending = !sim_is_default_stream(stream);
    event->stream = stream;
    struct event_done done = {event, event->record};
    rc = sim_submit(ctx, stream, complete_event, &done, sizeof done);
    sim_unlock();
    return rc;
}

/* Run the event's pending work; NOT_READY if there was some (a query reports it once). */
static CUresult finish_event(CUevent event)
{
    if (event == NULL || event->destroyed)
        return CUDA_ERROR_INVALID_HANDLE;
    sim_lock();
    CUresult rc = event->pending ? CUDA_ERROR_NOT_READY : CUDA_SUCCESS;
    run_until_event(event);
    sim_unlock();
    return rc;
}

CUresult cuEventQuery(CUevent event)
{
    return finish_event(event);
}

CUresult cuEventSynchronize(CUevent event)
{
    CUresult rc = finish_event(event);
    return rc == CUDA_ERROR_NOT_READY ? CUDA_SUCCESS : rc;
}

static void wait_for_event(void *data)
{
    struct event_done *wait = data;
    if (wait->event->record == wait->record)
        run_until_event(wait->event);
}

CUresult cuStreamWaitEvent(CUstream stream, CUevent event, unsigned int flags)
{
    CUcontext ctx;
    (void)flags;
    CUresult rc = event_and_stream(event, &stream, &ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    sim_lock();
    struct event_done wait = {event, event->record};
    rc = event->pending ? sim_submit(ctx, stream, wait_for_event, &wait, sizeof wait) : CUDA_SUCCESS;
    sim_unlock();
    return rc;
}

struct host_call {
    CUhostFn fn;
    void *user;
};

static void run_host_call(void *data)
{
    struct host_call *call = data;
    call->fn(call->user);
}

/* The host function runs in order with the stream's work, when that work runs. */
CUresult cuLaunchHostFunc(CUstream stream, CUhostFn fn, void *user)
{
    CUcontext ctx;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (fn == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    struct host_call call = {fn, user};
    return sim_submit(ctx, stream, run_host_call, &call, sizeof call);
}

CUresult cuEventRecordWithFlags(CUevent event, CUstream stream, unsigned int flags)
{
    if (flags != CU_EVENT_RECORD_DEFAULT && flags != CU_EVENT_RECORD_EXTERNAL)
        return CUDA_ERROR_INVALID_VALUE;
    return cuEventRecord(event, stream);
}

/* The host time between the two records' completions: the simulated device runs work when
 * something waits for it, so this measures the simulation, not a GPU. */
CUresult cuEventElapsedTime(float *ms, CUevent start, CUevent end)
{
    if (ms == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (start == NULL || end == NULL || start->destroyed || end->destroyed || !start->timed || !end->timed)
        return CUDA_ERROR_INVALID_HANDLE; /* measured: an event without timing */
    sim_lock();
    CUresult rc = !start->recorded || !end->recorded ? CUDA_ERROR_INVALID_HANDLE
                  : start->pending || end->pending   ? CUDA_ERROR_NOT_READY
                                                     : CUDA_SUCCESS;
    if (rc == CUDA_SUCCESS)
        *ms = (float)(end->completed_ms - start->completed_ms);
    sim_unlock();
    return rc;
}

struct stream_callback {
    CUstream stream;
    CUstreamCallback fn;
    void *user;
};

static void run_stream_callback(void *data)
{
    struct stream_callback *call = data;
    call->fn(call->stream, CUDA_SUCCESS, call->user);
}

CUresult cuStreamAddCallback(CUstream stream, CUstreamCallback fn, void *user, unsigned int flags)
{
    CUcontext ctx;
    if (fn == NULL || flags != 0) /* measured: flags must be 0 */
        return CUDA_ERROR_INVALID_VALUE;
    if (!sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    struct stream_callback call = {stream, fn, user};
    return sim_submit(ctx, stream, run_stream_callback, &call, sizeof call);
}
