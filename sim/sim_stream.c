/* Simulated streams and events. Work on a created stream waits in its queue until something
 * synchronizes with it; so does work on CU_STREAM_PER_THREAD, a blocking stream of each thread
 * and context. The legacy default stream runs work at once, after the blocking streams. */
#include <stdlib.h>

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
    CUgraph capture;                 /* set between cuStreamBeginCapture and cuStreamEndCapture */
    struct CUstream_st *next_stream; /* the live streams, or the destroyed ones kept for reuse */
};

struct CUevent_st {
    CUcontext ctx;
    bool destroyed;
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

static CUstream new_stream(CUcontext ctx, unsigned int flags);

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
    CUstream s = new_stream(ctx, 0);
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
        *out = stream->capture;
        stream->capture = NULL;
        rc = CUDA_SUCCESS;
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
static CUstream new_stream(CUcontext ctx, unsigned int flags)
{
    CUstream s = reuse_stream();
    if (s == NULL && (s = malloc(sizeof *s)) == NULL)
        return NULL;
    *s = (struct CUstream_st){.ctx = ctx, .flags = flags, .next_stream = streams_};
    streams_ = s;
    return s;
}

CUresult cuStreamCreate(CUstream *out, unsigned int flags)
{
    CUcontext ctx;
    if (out == NULL || (flags & ~(unsigned)CU_STREAM_NON_BLOCKING))
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    sim_lock();
    CUstream s = new_stream(ctx, flags);
    sim_unlock();
    if (s == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *out = s;
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
    if (stream->capture != NULL)
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    sim_lock();
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
    if (stream->destroyed)
        return CUDA_ERROR_INVALID_HANDLE;
    *out = stream->ctx;
    return CUDA_SUCCESS;
}

CUresult cuEventCreate(CUevent *out, unsigned int flags)
{
    CUcontext ctx;
    (void)flags;
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    CUevent e = calloc(1, sizeof *e);
    if (e == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    e->ctx = ctx;
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

static void complete_event(void *data)
{
    struct event_done *done = data;
    if (done->event->record == done->record)
        done->event->pending = false;
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
