/* SPDX-License-Identifier: MIT */
/* Stream-order race detection (docs/races.md): happens-before with a vector clock per stream, as
 * ThreadSanitizer and PyTorch's CUDA Stream Sanitizer keep it. Each stream cubound sees gets an
 * index and a clock (per index, how much of that stream's work is ordered before this stream's
 * next call); each call is one tick of its stream. Order comes from stream order, the legacy
 * default stream's implicit waits (for and by the blocking streams of its context), events
 * (cuEventRecord copies a clock, cuStreamWaitEvent merges it) and the host's waits (a host clock
 * that every stream merges before its next call: what the host waited for is ordered before all
 * work it issues afterwards, on any thread; more order than a program may have, never less).
 * Each allocation the registry knows is a range with its last write and the reads since (one per
 * stream), each with its stream, tick and call. A conflicting access not ordered after them is
 * BD-STREAM-RACE. Bounded: accesses the host has waited for are dropped when their range is next
 * visited; a destroyed stream's index is freed (and purged from every clock and range) once the
 * host has waited for it; ranges end with their allocations. One lock; reports are made after it
 * is released, since a handler may call cubound. */
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

const char bd_unknown_stream_marker;

enum stream_kind { LEGACY, BLOCKING, NON_BLOCKING };

struct clock {
    unsigned n;             /* components held: the rest are 0 */
    unsigned long long *v;  /* v[i]: ticks of stream index i ordered before */
};

struct stream {
    unsigned long long key_ctx; /* the default streams': their context; 0 for a stream of its own */
    unsigned long long ctx_id;  /* the context its work belongs to */
    CUstream handle;            /* CU_STREAM_LEGACY, CU_STREAM_PER_THREAD or the stream */
    unsigned long long thread;  /* the per-thread default stream's thread serial, else 0 */
    int ordinal;                /* its device, for reports */
    unsigned index;
    enum stream_kind kind;
    bool ended;                 /* destroyed: out of the table, its clock given to its context's retired one */
    bool named;                 /* ended: an access held names it (found by reclaim_ended_streams) */
    unsigned long long last_tick; /* ended: its own component when it ended */
    struct clock clock;
    unsigned long long version;     /* moves whenever clock does */
    unsigned long long in_host;     /* the version the host clock last took in */
    unsigned long long host_seen;   /* host_version merged last */
    unsigned long long legacy_seen; /* a blocking stream: its legacy stream's tick merged last */
    struct stream *next;            /* hash chain */
};

struct event {
    CUevent handle;
    struct clock clock;
    struct event *next;
};

/* Who made an access. A kernel's, through a pointer argument: it may only read what it is said to
 * write, so two kernels' accesses never race each other; each races the other calls' as written.
 * An allocation's and a free's ([allocations]): a write of the whole allocation, in stream order. */
enum access_by { BY_CALL, BY_KERNEL, BY_ALLOCATION, BY_FREE };

struct access {
    unsigned stream;
    bool writes;
    unsigned char by; /* enum access_by */
    unsigned long long start, end; /* the bytes it touched, within its range */
    unsigned long long tick;
    const char *param;
    bd_call_t call;
};

/* An allocation: the accesses no later one has made redundant, as intervals (threads that each
 * use a slice of one allocation do not race). */
enum { ACCESSES_PER_RANGE = 64 }; /* more: the oldest is forgotten (fewer reports, never a false one) */
struct range {
    unsigned long long base, end;
    unsigned long long host_seen; /* host_version its accesses were last pruned at */
    bool stream_ordered;          /* allocated in stream order (cuMemAllocAsync): a host free does not wait */
    unsigned count, capacity;
    struct access *accesses;
};

/* The one lock, held a few hundred instructions at a time by the calls that access memory: a flag
 * spun on, yielding while another thread holds it, costs about 8 instructions to take and give back
 * where a mutex costs about 55 (callgrind), on every such call with checks on. */
static atomic_bool locked;

static void lock_races(void)
{
    while (atomic_exchange_explicit(&locked, true, memory_order_acquire))
        while (atomic_load_explicit(&locked, memory_order_relaxed))
            sched_yield();
}

static void unlock_races(void)
{
    atomic_store_explicit(&locked, false, memory_order_release);
}


enum { BUCKETS = 256 };
static struct stream *stream_buckets[BUCKETS];
static struct stream **by_index; /* live and ended streams by index; NULL: free */
static unsigned index_count;     /* the highest index in use + 1 */
static unsigned index_capacity;
/* The clocks of a context's destroyed streams, merged: what their work was ordered after. The host
 * takes it in when it waits for the context, or for a write of one of them (a hand-off); then it is
 * let go. Per context, not per stream, so that a destroyed stream keeps no clock of its own: more
 * order for whoever takes it (fewer reports, never a false one), and memory that does not grow with
 * the streams destroyed. */
struct retired {
    unsigned long long ctx_id;
    struct clock clock;
    struct retired *next;
};
static struct retired *retired;
static struct event *event_buckets[BUCKETS];
static struct range **ranges; /* sorted by base, never overlapping */
/* Ranges found lately, by address (a call's source and destination, again and again); a range freed
 * clears them. */
enum { RECENT_RANGES = 16 };
static struct range *recent_ranges[RECENT_RANGES];
static size_t range_count, range_capacity;
static struct clock host;
static unsigned long long host_version = 1;
static unsigned capturing; /* streams capturing into graphs: while any does, nothing is noted */
static unsigned ended_streams; /* destroyed, index not freed yet */
static unsigned reclaim_at = 64; /* ended_streams that make a stream's end look for indices to free */
/* NCCL groups open (any thread's: more order than one thread's group gives, never less), and the
 * calls made in them, noted when the last one ends. */
enum { DEFERRED_ACCESSES = 4 };
struct deferred {
    struct stream *s;
    bd_call_t call;
    int count;
    bd_race_access_t accesses[DEFERRED_ACCESSES];
};
static unsigned grouping;
static struct deferred *deferred;
static size_t deferred_count, deferred_capacity;
static struct {
    size_t streams, events, accesses, bytes;
} held;

/* Memory, counted for bd_race_footprint. */
static void *grow(void *old, size_t old_bytes, size_t bytes)
{
    void *fresh = realloc(old, bytes);
    if (fresh != NULL) {
        held.bytes += bytes - old_bytes;
        if (bytes > old_bytes)
            memset((char *)fresh + old_bytes, 0, bytes - old_bytes);
    }
    return fresh;
}

static void release(void *p, size_t bytes)
{
    if (p != NULL)
        held.bytes -= bytes;
    free(p);
}

static inline unsigned long long component(const struct clock *c, unsigned i)
{
    return i < c->n ? c->v[i] : 0;
}

/* Make room for index i; false without memory (then the clock stays as it was: less order, which
 * may report a race that is not one, so the caller skips the call). */
static bool reach(struct clock *c, unsigned i)
{
    if (i < c->n)
        return true;
    unsigned n = i + 1 < 8 ? 8 : 2 * (i + 1);
    unsigned long long *v = grow(c->v, c->n * sizeof *v, n * sizeof *v);
    if (v == NULL)
        return false;
    c->v = v;
    c->n = n;
    return true;
}

/* into = max(into, from); whether into changed. */
static bool merge(struct clock *into, const struct clock *from)
{
    unsigned n = from->n;
    while (n > 0 && from->v[n - 1] == 0)
        n--;
    if (n == 0 || !reach(into, n - 1))
        return false;
    bool changed = false;
    for (unsigned i = 0; i < n; i++)
        if (from->v[i] > into->v[i]) {
            into->v[i] = from->v[i];
            changed = true;
        }
    return changed;
}

static void clock_free(struct clock *c)
{
    release(c->v, c->n * sizeof *c->v);
    *c = (struct clock){0, NULL};
}

static inline bool ordered(const struct clock *c, const struct access *a)
{
    return component(c, a->stream) >= a->tick;
}

static size_t stream_bucket(unsigned long long ctx_id, CUstream handle, unsigned long long thread)
{
    unsigned long long h = ((uintptr_t)handle ^ (ctx_id << 3) ^ (thread << 17)) * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 56) % BUCKETS;
}

static struct stream *find_stream(unsigned long long ctx_id, CUstream handle, unsigned long long thread)
{
    struct stream *s = stream_buckets[stream_bucket(ctx_id, handle, thread)];
    while (s != NULL && !(s->key_ctx == ctx_id && s->handle == handle && s->thread == thread))
        s = s->next;
    return s;
}

/* The explicit stream looked up last: most calls name the one before's. */
static struct stream *last_stream;

static void unhash_stream(struct stream *s)
{
    if (last_stream == s)
        last_stream = NULL;
    struct stream **link = &stream_buckets[stream_bucket(s->key_ctx, s->handle, s->thread)];
    while (*link != NULL && *link != s)
        link = &(*link)->next;
    if (*link != NULL)
        *link = s->next;
}

/* The stream a call of bd runs on; NULL where it cannot be tracked (no memory, a library handle's
 * stream cubound does not know). An explicit stream is keyed by its handle alone (unique while it
 * lives); the default ones by the binding's context (and thread, for the per-thread one). */
static struct stream *stream_of(const bound_dev_t *bd, CUstream handle)
{
    if (handle == BD_UNKNOWN_STREAM)
        return NULL;
    if (last_stream != NULL && last_stream->handle == handle && last_stream->key_ctx == 0)
        return last_stream;
    unsigned long long ctx_id = 0, thread = 0;
    enum stream_kind kind = BLOCKING;
    if (handle == NULL || handle == CU_STREAM_LEGACY) {
        handle = CU_STREAM_LEGACY;
        ctx_id = bd->ctx_id;
        kind = LEGACY;
    } else if (handle == CU_STREAM_PER_THREAD) {
        ctx_id = bd->ctx_id;
        bd_thread_state(); /* made, so that it has its serial */
        thread = bd_thread_serial;
    }
    struct stream *s = find_stream(ctx_id, handle, thread);
    if (s != NULL)
        return ctx_id == 0 ? (last_stream = s) : s;
    /* cuStreamGetFlags of a capturing stream invalidates its capture (tests/probes/capture_rules.c,
     * H200); cuStreamIsCapturing does not. A capturing stream's calls are a graph's nodes, not
     * work: it is not tracked until it is seen again after its capture. */
    CUstreamCaptureStatus capture = CU_STREAM_CAPTURE_STATUS_NONE;
    if (ctx_id == 0 && BD_DRIVER(cuStreamIsCapturing)(handle, &capture) == CUDA_SUCCESS &&
        capture != CU_STREAM_CAPTURE_STATUS_NONE)
        return NULL;
    unsigned index = 0;
    while (index < index_count && by_index[index] != NULL)
        index++;
    if (index == index_capacity) {
        unsigned capacity = index_capacity ? 2 * index_capacity : 16;
        struct stream **grown = grow(by_index, index_capacity * sizeof *by_index, capacity * sizeof *by_index);
        if (grown == NULL)
            return NULL;
        by_index = grown;
        index_capacity = capacity;
    }
    s = grow(NULL, 0, sizeof *s);
    if (s == NULL)
        return NULL;
    unsigned int flags = 0;
    if (kind == BLOCKING && thread == 0 && BD_DRIVER(cuStreamGetFlags)(handle, &flags) == CUDA_SUCCESS &&
        (flags & CU_STREAM_NON_BLOCKING))
        kind = NON_BLOCKING; /* unknown flags: blocking, the kind with more order */
    *s = (struct stream){ctx_id, bd->ctx_id, handle, thread, bd->ordinal, index, kind, false, false, 0, {0, NULL}, 1, 0, 0, 0, NULL};
    s->next = stream_buckets[stream_bucket(ctx_id, handle, thread)];
    stream_buckets[stream_bucket(ctx_id, handle, thread)] = s;
    by_index[index] = s;
    if (index == index_count)
        index_count++;
    held.streams++;
    return s;
}

/* Everything ordered before the next call on s: the host's waits, and the legacy stream's
 * implicit ones (it waits for the blocking streams of its context, and they for it). */
static void merge_into(struct stream *s, const struct clock *c)
{
    if (merge(&s->clock, c))
        s->version++;
}

static void catch_up(struct stream *s)
{
    if (s->host_seen != host_version) {
        merge_into(s, &host);
        s->host_seen = host_version;
    }
    if (s->kind == LEGACY) {
        for (unsigned i = 0; i < index_count; i++) {
            struct stream *t = by_index[i];
            if (t != NULL && t != s && !t->ended && t->kind == BLOCKING && t->ctx_id == s->ctx_id)
                merge_into(s, &t->clock);
        }
    } else if (s->kind == BLOCKING) {
        struct stream *legacy = find_stream(s->ctx_id, CU_STREAM_LEGACY, 0);
        if (legacy != NULL && component(&legacy->clock, legacy->index) != s->legacy_seen) {
            merge_into(s, &legacy->clock);
            s->legacy_seen = component(&legacy->clock, legacy->index);
        }
    }
}

/* One call on s: caught up, then one tick; 0 without memory. */
static unsigned long long tick(struct stream *s)
{
    catch_up(s);
    if (!reach(&s->clock, s->index))
        return 0;
    s->version++;
    return ++s->clock.v[s->index];
}

static size_t event_bucket(CUevent e)
{
    return (size_t)(((uintptr_t)e * 0x9E3779B97F4A7C15ull) >> 56) % BUCKETS;
}

static struct event *find_event(CUevent handle, bool make)
{
    struct event *e = event_buckets[event_bucket(handle)];
    while (e != NULL && e->handle != handle)
        e = e->next;
    if (e == NULL && make && (e = grow(NULL, 0, sizeof *e)) != NULL) {
        *e = (struct event){handle, {0, NULL}, event_buckets[event_bucket(handle)]};
        event_buckets[event_bucket(handle)] = e;
        held.events++;
    }
    return e;
}

/* The index of the first range whose base is above address. */
static size_t range_after(unsigned long long address)
{
    size_t low = 0, high = range_count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        if (ranges[middle]->base <= address)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}

static void range_free(struct range *r)
{
    memset(recent_ranges, 0, sizeof recent_ranges);
    held.accesses -= r->count;
    release(r->accesses, r->capacity * sizeof *r->accesses);
    release(r, sizeof *r);
}

/* Keep the accesses of r for which keep(r, access, context) holds, in order. */
static void keep_accesses(struct range *r, bool (*keep)(const struct access *, const void *), const void *context)
{
    unsigned kept = 0;
    for (unsigned i = 0; i < r->count; i++)
        if (keep(&r->accesses[i], context))
            r->accesses[kept++] = r->accesses[i];
    held.accesses -= r->count - kept;
    r->count = kept;
}

static bool not_waited_for(const struct access *a, const void *unused)
{
    (void)unused;
    return !ordered(&host, a);
}

/* Who a stream is, for a report. */
struct stream_name {
    CUstream handle;
    enum stream_kind kind;
    int ordinal;
};

static struct stream_name name_of(const struct stream *s)
{
    return (struct stream_name){s->handle, s->kind, s->ordinal};
}

/* A conflict found under the lock, reported after it: at most one per access of the call. */
enum { REPORTED = 8 };
struct conflict {
    int access; /* which of the call's accesses */
    struct access earlier;
    struct stream_name earlier_stream, later_stream;
    unsigned long long start, end;
};
struct conflicts {
    int count;
    struct conflict found[REPORTED];
};

/* What a new access makes redundant: an access of its stream or ordered before it, inside its
 * bytes, and a read or overwritten by it. A later conflict with the old one is one with the new. */
struct newer {
    const struct access *a;
    const struct clock *clock;
};

static bool not_superseded(const struct access *old, const void *context)
{
    const struct newer *n = context;
    bool before = old->stream == n->a->stream || ordered(n->clock, old);
    return !(before && old->start >= n->a->start && old->end <= n->a->end && (n->a->writes || !old->writes) &&
             (n->a->by != BY_KERNEL || old->by == BY_KERNEL)); /* a kernel's access stands in for none of the others' */
}

/* Check an access of [start, end) in r by s at tick now against what r remembers, then remember it. */
static void access_range(struct range *r, struct stream *s, unsigned long long now, unsigned long long start,
                         unsigned long long end, const char *param, const bd_call_t *call, bool writes, enum access_by by,
                         struct conflicts *c, int index)
{
    start = start < r->base ? r->base : start;
    end = end > r->end ? r->end : end;
    if (r->host_seen != host_version) { /* the host waited for them: ordered before everything from now on */
        keep_accesses(r, not_waited_for, NULL);
        r->host_seen = host_version;
    }
    bool found = c->count > 0 && c->found[c->count - 1].access == index;
    for (unsigned i = 0; i < r->count && !found && c->count < REPORTED; i++) {
        const struct access *old = &r->accesses[i];
        if ((writes || old->writes) && !(by == BY_KERNEL && old->by == BY_KERNEL) && old->start < end && start < old->end &&
            old->stream != s->index &&
            !ordered(&s->clock, old)) {
            c->found[c->count++] = (struct conflict){index, *old, name_of(by_index[old->stream]), name_of(s),
                                                     start > old->start ? start : old->start,
                                                     end < old->end ? end : old->end};
            found = true;
        }
    }
    const struct access a = {s->index, writes, (unsigned char)by, start, end, now, param, *call};
    const struct newer n = {&a, &s->clock};
    keep_accesses(r, not_superseded, &n);
    if (r->count > 0) { /* the same stream again, next to its last access: one interval */
        struct access *last = &r->accesses[r->count - 1];
        if (last->stream == a.stream && last->writes == a.writes && last->by == a.by && last->start <= end &&
            start <= last->end) {
            last->start = start < last->start ? start : last->start;
            last->end = end > last->end ? end : last->end;
            last->tick = now;
            last->param = param;
            last->call = *call;
            return;
        }
    }
    if (r->count == ACCESSES_PER_RANGE) {
        memmove(&r->accesses[0], &r->accesses[1], (r->count - 1) * sizeof *r->accesses);
        r->count--;
        held.accesses--;
    }
    if (r->count == r->capacity) {
        unsigned capacity = r->capacity ? 2 * r->capacity : 2;
        struct access *grown = grow(r->accesses, r->capacity * sizeof *grown, capacity * sizeof *grown);
        if (grown == NULL)
            return; /* forgotten: fewer reports, never a false one */
        r->accesses = grown;
        r->capacity = capacity;
    }
    r->accesses[r->count++] = a;
    held.accesses++;
}

/* The common case: one stream at work on r, its one access covered by this one, so nothing can
 * conflict: updated in place. One it only overlaps or touches is not merged: the union at this
 * call's tick would say the earlier bytes were accessed now, and a stream ordered after the earlier
 * access but not this one (two row blocks of one matrix, one after the other) would be reported. */
static inline bool in_place(struct range *r, const struct stream *s, unsigned long long now, unsigned long long start,
                            unsigned long long end, const char *param, const bd_call_t *call, bool writes, enum access_by by)
{
    if (r->count != 1 || r->accesses[0].stream != s->index || r->accesses[0].by != by)
        return false;
    struct access *only = &r->accesses[0];
    start = start < r->base ? r->base : start;
    end = end > r->end ? r->end : end;
    if (!(start <= only->start && only->end <= end && (writes || !only->writes)))
        return false;
    only->start = start;
    only->end = end;
    only->writes = writes;
    only->tick = now;
    only->param = param;
    only->call = *call;
    return true;
}

/* Every range [start, start + bytes) touches. */
static inline void access_extent(unsigned long long start, unsigned long long bytes, struct stream *s, unsigned long long now,
                          const char *param, const bd_call_t *call, bool writes, enum access_by by, struct conflicts *c,
                          int index)
{
    if (bytes == 0 || range_count == 0)
        return;
    unsigned long long end = start + bytes < start ? ~0ull : start + bytes;
    struct range **recent = &recent_ranges[(start >> 8) % RECENT_RANGES];
    if (*recent != NULL && (*recent)->base <= start && end <= (*recent)->end) {
        if (!in_place(*recent, s, now, start, end, param, call, writes, by))
            access_range(*recent, s, now, start, end, param, call, writes, by, c, index);
        return;
    }
    size_t i = range_after(start);
    if (i > 0 && ranges[i - 1]->base <= start && end <= ranges[i - 1]->end)
        *recent = ranges[i - 1];
    if (i > 0 && ranges[i - 1]->end > start)
        i--;
    for (; i < range_count && ranges[i]->base < end; i++)
        access_range(ranges[i], s, now, start, end, param, call, writes, by, c, index);
}

static const char *stream_words(const struct stream_name *s, char *buffer, size_t size)
{
    if (s->kind == LEGACY)
        snprintf(buffer, size, "the legacy default stream of device %d", s->ordinal);
    else if (s->handle == CU_STREAM_PER_THREAD)
        snprintf(buffer, size, "the per-thread default stream of device %d", s->ordinal);
    else
        snprintf(buffer, size, "stream %p of device %d", (void *)s->handle, s->ordinal);
    return buffer;
}

/* The same, once its device was said: "stream 0x..." or "the legacy stream". */
static const char *short_words(const struct stream_name *s, char *buffer, size_t size)
{
    if (s->kind == LEGACY)
        snprintf(buffer, size, "the legacy stream");
    else if (s->handle == CU_STREAM_PER_THREAD)
        snprintf(buffer, size, "the per-thread stream");
    else
        snprintf(buffer, size, "stream %p", (void *)s->handle);
    return buffer;
}

/* What an access does, for a report. */
static const char *verb(bool writes, enum access_by by)
{
    return by == BY_ALLOCATION ? "allocates" : by == BY_FREE ? "frees" : writes ? "writes" : "reads";
}

/* BD-STREAM-RACE: both calls, both streams, both call sites, and how to order them; the later one
 * does what (verb of what) it does. */
static void report(const struct conflict *c, const bd_call_t *call, const char *param, const char *what)
{
    char first[96], second[96], first_short[48], second_short[48], site[384];
    stream_words(&c->earlier_stream, first, sizeof first);
    stream_words(&c->later_stream, second, sizeof second);
    short_words(&c->earlier_stream, first_short, sizeof first_short);
    short_words(&c->later_stream, second_short, sizeof second_short);
    const char *how = c->later_stream.kind == LEGACY || c->earlier_stream.kind == LEGACY
                          ? " (a non-blocking stream is not ordered with the legacy default stream)"
                          : "";
    bd_violation(call, "BD-STREAM-RACE", param, CUDA_SUCCESS,
                 "%s [0x%llx, 0x%llx) on %s, but %s(%s) %s it on %s (called at %s) and nothing orders the two%s: "
                 "cuEventRecord on %s after %s and cuStreamWaitEvent on %s before %s, or synchronize %s first "
                 "(cuStreamSynchronize, bd_handoff)",
                 what, c->start, c->end, second, c->earlier.call.function, c->earlier.param,
                 verb(c->earlier.writes, (enum access_by)c->earlier.by), first, bd_call_site_text(&c->earlier.call, site, sizeof site),
                 how, first_short, c->earlier.call.function, second_short, call->function, first_short);
}

static void host_merges(const struct clock *c)
{
    if (merge(&host, c))
        host_version++;
}

/* The host waited for s: a second wait with nothing new on s costs a compare. */
static void host_waits_for(struct stream *s)
{
    if (s->in_host != s->version) {
        host_merges(&s->clock);
        s->in_host = s->version;
    }
}

/* The merged clock of a context's destroyed streams; made where make says so (NULL: none, or no memory). */
static struct retired *retired_of(unsigned long long ctx_id, bool make)
{
    struct retired *r = retired;
    while (r != NULL && r->ctx_id != ctx_id)
        r = r->next;
    if (r == NULL && make && (r = grow(NULL, 0, sizeof *r)) != NULL) {
        *r = (struct retired){ctx_id, {0, NULL}, retired};
        retired = r;
    }
    return r;
}

/* The host waited for the destroyed streams of a context (ctx_id 0: of every context): their clocks
 * are the host's now, and need not be kept. */
static void host_takes_retired(unsigned long long ctx_id)
{
    for (struct retired **link = &retired; *link != NULL;) {
        struct retired *r = *link;
        if (ctx_id != 0 && r->ctx_id != ctx_id) {
            link = &r->next;
            continue;
        }
        host_merges(&r->clock);
        *link = r->next;
        clock_free(&r->clock);
        release(r, sizeof *r);
    }
}

/* The host waited for every stream of a context (ctx_id 0: of every context). */
static void host_waits_context(unsigned long long ctx_id)
{
    for (unsigned i = 0; i < index_count; i++)
        if (by_index[i] != NULL && !by_index[i]->ended && (ctx_id == 0 || by_index[i]->ctx_id == ctx_id))
            host_waits_for(by_index[i]);
    host_takes_retired(ctx_id);
}

/* s was destroyed (its work goes on; its handle may come back as another stream): out of the table,
 * its clock given to its context's retired one. Its index stays while an access names it. */
static void end_stream(struct stream *s)
{
    unhash_stream(s);
    s->ended = true;
    s->last_tick = component(&s->clock, s->index);
    struct retired *r = retired_of(s->ctx_id, true);
    if (r != NULL)
        merge(&r->clock, &s->clock);
    clock_free(&s->clock);
    ended_streams++;
}

/* Where a clock holds more than twice the indices in use, most of it is 0: given back. */
static void trim(struct clock *c)
{
    unsigned n = 2 * index_count < 8 ? 8 : 2 * index_count;
    if (c->n <= 2 * n)
        return;
    unsigned long long *v = realloc(c->v, n * sizeof *v);
    if (v != NULL) {
        held.bytes -= (c->n - n) * sizeof *v;
        c->v = v;
        c->n = n;
    }
}

/* c forgets the components of the indices freed, and what it holds above the indices in use. */
static void forget(struct clock *c, const unsigned *freed, unsigned count)
{
    for (unsigned f = 0; f < count; f++)
        if (freed[f] < c->n)
            c->v[freed[f]] = 0;
    trim(c);
}

/* When to look for destroyed streams' indices to free. */
enum reclaim { AFTER_HOST_WAIT, AFTER_END, NOW };
static void reclaim_some(enum reclaim when);

/* The common case, in line: no destroyed stream holds an index. */
static inline void reclaim_ended_streams(enum reclaim when)
{
    if (ended_streams != 0 && grouping == 0)
        reclaim_some(when);
}

/* Free the indices of destroyed streams that no access held names any more (superseded, forgotten,
 * or waited for by the host): no component of theirs can order anything now, so every clock forgets
 * it and the index goes to the next stream. It looks where it may free some: after a host wait that
 * covers a destroyed stream's last work, once destroyed streams have piled up (twice as many as
 * the last look kept, and 64 more: a look costs the accesses held, paid once per so many ends), and
 * for bd_race_footprint. Never in an NCCL group: a deferred call may name one. */
static void reclaim_some(enum reclaim when)
{
    if (when == AFTER_END && ended_streams < reclaim_at)
        return;
    if (when == AFTER_HOST_WAIT) {
        bool waited = false;
        for (unsigned i = 0; i < index_count && !waited; i++)
            waited = by_index[i] != NULL && by_index[i]->ended && component(&host, i) >= by_index[i]->last_tick;
        if (!waited)
            return;
    }
    for (unsigned i = 0; i < index_count; i++)
        if (by_index[i] != NULL)
            by_index[i]->named = false;
    for (size_t k = 0; k < range_count; k++) {
        struct range *r = ranges[k];
        if (r->host_seen != host_version) { /* what the host waited for names no stream any more */
            keep_accesses(r, not_waited_for, NULL);
            r->host_seen = host_version;
        }
        for (unsigned a = 0; a < r->count; a++)
            by_index[r->accesses[a].stream]->named = true;
    }
    unsigned *freed = malloc(ended_streams * sizeof *freed), count = 0;
    if (freed == NULL)
        return;
    for (unsigned i = 0; i < index_count; i++) {
        struct stream *s = by_index[i];
        if (s == NULL || !s->ended || s->named)
            continue;
        clock_free(&s->clock);
        release(s, sizeof *s);
        by_index[i] = NULL;
        held.streams--;
        ended_streams--;
        freed[count++] = i;
    }
    while (index_count > 0 && by_index[index_count - 1] == NULL)
        index_count--;
    /* Every clock forgets the freed indices, and gives back what it no longer needs. */
    forget(&host, freed, count);
    for (unsigned i = 0; i < index_count; i++)
        if (by_index[i] != NULL)
            forget(&by_index[i]->clock, freed, count);
    for (size_t b = 0; b < BUCKETS; b++)
        for (struct event *e = event_buckets[b]; e != NULL; e = e->next)
            forget(&e->clock, freed, count);
    for (struct retired *r = retired; r != NULL; r = r->next)
        forget(&r->clock, freed, count);
    free(freed);
    reclaim_at = 2 * ended_streams + 64;
}

/* bd_gen_race, and bd_races_kernel where kernel: a kernel's accesses through its pointer arguments. */
static void note(bound_dev_t *bd, const bd_call_t *call, CUstream stream, const bd_race_access_t *accesses, int count,
                 bd_race_order_t order, CUevent event, enum access_by by)
{
    if (!bd_gen_races_on)
        return;
    struct conflicts conflicts;
    conflicts.count = 0;
    lock_races();
    if (order == BD_ORDER_BEGINS_CAPTURE || order == BD_ORDER_ENDS_CAPTURE || capturing > 0) {
        if (order == BD_ORDER_BEGINS_CAPTURE)
            capturing++;
        else if (order == BD_ORDER_ENDS_CAPTURE && capturing > 0)
            capturing--;
        unlock_races();
        return;
    }
    if (order == BD_ORDER_SERIALIZED || order == BD_ORDER_HOST_WAITS_ALL)
        host_waits_context(0);
    if (grouping > 0 && count > 0) { /* noted when the group ends */
        struct stream *s = stream_of(bd, stream);
        if (s != NULL && deferred_count == deferred_capacity) {
            size_t capacity = deferred_capacity ? 2 * deferred_capacity : 16;
            struct deferred *grown = grow(deferred, deferred_capacity * sizeof *grown, capacity * sizeof *grown);
            if (grown != NULL) {
                deferred = grown;
                deferred_capacity = capacity;
            }
        }
        if (s != NULL && deferred_count < deferred_capacity) { /* else forgotten: fewer reports */
            struct deferred *d = &deferred[deferred_count++];
            *d = (struct deferred){s, *call, count < DEFERRED_ACCESSES ? count : DEFERRED_ACCESSES, {{0}}};
            if (d->count > 0) /* a call with none may pass no array */
                memcpy(d->accesses, accesses, (size_t)d->count * sizeof *accesses);
        }
        unlock_races();
        return;
    }
    /* a call that only waits names no stream's work of its own: none is looked up or ticked */
    bool on_stream = count > 0 || order == BD_ORDER_RECORDS || order == BD_ORDER_WAITS ||
                     order == BD_ORDER_HOST_WAITS_STREAM || order == BD_ORDER_HOST_WAITS_CONTEXT;
    struct stream *s = on_stream ? stream_of(bd, stream) : NULL;
    if (s != NULL && count > 0) {
        unsigned long long now = tick(s);
        for (int i = 0; i < count && now != 0; i++)
            access_extent(accesses[i].start, accesses[i].bytes, s, now, accesses[i].param, call, accesses[i].writes,
                          by, &conflicts, i);
    } else if (s != NULL) {
        catch_up(s);
    }
    struct event *e = NULL;
    if (order == BD_ORDER_RECORDS && s != NULL && (e = find_event(event, true)) != NULL) {
        clock_free(&e->clock);
        merge(&e->clock, &s->clock);
    } else if (order == BD_ORDER_WAITS && s != NULL) {
        if ((e = find_event(event, false)) != NULL)
            merge_into(s, &e->clock);
        else { /* recorded where cubound did not see it: it may hold any stream's work so far */
            for (unsigned i = 0; i < index_count; i++)
                if (by_index[i] != NULL)
                    merge_into(s, &by_index[i]->clock);
            for (struct retired *r = retired; r != NULL; r = r->next)
                merge_into(s, &r->clock);
        }
    } else if (order == BD_ORDER_HOST_WAITS_EVENT) {
        if ((e = find_event(event, false)) != NULL)
            host_merges(&e->clock);
        else
            host_waits_context(0);
    } else if (order == BD_ORDER_HOST_WAITS_STREAM && s != NULL) {
        host_waits_for(s);
    } else if (order == BD_ORDER_HOST_WAITS_CONTEXT) {
        host_waits_context(s != NULL ? s->ctx_id : bd->ctx_id);
    } else if (order == BD_ORDER_SERIALIZED) {
        host_waits_context(0);
    }
    if (order >= BD_ORDER_HOST_WAITS_EVENT)
        reclaim_ended_streams(AFTER_HOST_WAIT);
    unlock_races();
    for (int i = 0; i < conflicts.count; i++)
        report(&conflicts.found[i], call, accesses[conflicts.found[i].access].param,
               verb(accesses[conflicts.found[i].access].writes, by == BY_KERNEL ? BY_CALL : by));
}

void bd_gen_race(bound_dev_t *bd, const bd_call_t *call, CUstream stream, const bd_race_access_t *accesses, int count,
                 bd_race_order_t order, CUevent event)
{
    note(bd, call, stream, accesses, count, order, event, BY_CALL);
}

void bd_races_kernel(bound_dev_t *bd, const bd_call_t *call, CUstream stream, const bd_race_access_t *accesses,
                     int count)
{
    note(bd, call, stream, accesses, count, BD_ORDER_NONE, NULL, BY_KERNEL);
}

/* The streams of the deferred calls wait for each other: each takes in all of their clocks. */
static void group_streams_meet(void)
{
    struct clock all = {0, NULL};
    for (size_t i = 0; i < deferred_count; i++)
        if (!deferred[i].s->ended) {
            catch_up(deferred[i].s);
            merge(&all, &deferred[i].s->clock);
        }
    for (size_t i = 0; i < deferred_count; i++)
        if (!deferred[i].s->ended)
            merge_into(deferred[i].s, &all);
    clock_free(&all);
}

void bd_gen_race_group(bool starts)
{
    struct pending {
        struct conflicts found;
        struct deferred d;
    } *reports = NULL;
    size_t report_count = 0;
    lock_races();
    if (starts) {
        grouping++;
    } else if (grouping > 0 && --grouping == 0 && deferred_count > 0) {
        reports = calloc(deferred_count, sizeof *reports); /* no memory: the group's reports are lost */
        group_streams_meet(); /* before the group's work: every stream's earlier work */
        for (size_t i = 0; i < deferred_count; i++) {
            struct deferred *d = &deferred[i];
            struct conflicts found = {0};
            unsigned long long now = d->s->ended ? 0 : tick(d->s); /* destroyed in the group: forgotten */
            for (int k = 0; k < d->count && now != 0; k++)
                access_extent(d->accesses[k].start, d->accesses[k].bytes, d->s, now, d->accesses[k].param, &d->call,
                              d->accesses[k].writes, BY_CALL, &found, k);
            if (found.count > 0 && reports != NULL)
                reports[report_count++] = (struct pending){found, *d};
        }
        group_streams_meet(); /* after it: every stream's later work waits for the whole group */
        deferred_count = 0;
    }
    unlock_races();
    for (size_t i = 0; i < report_count; i++)
        for (int k = 0; k < reports[i].found.count; k++) {
            const struct conflict *c = &reports[i].found.found[k];
            report(c, &reports[i].d.call, reports[i].d.accesses[c->access].param,
                   verb(reports[i].d.accesses[c->access].writes, BY_CALL));
        }
    free(reports);
}

void bd_races_host_waits(const bound_dev_t *bd, CUstream stream)
{
    if (!bd_gen_races_on)
        return;
    lock_races();
    if (stream == NULL) {
        host_waits_context(bd->ctx_id);
    } else {
        struct stream *s = stream_of(bd, stream);
        if (s != NULL) {
            catch_up(s);
            host_waits_for(s);
        }
    }
    reclaim_ended_streams(AFTER_HOST_WAIT);
    unlock_races();
}

void bd_races_stream_waits(const bound_dev_t *bd, CUstream stream, const bound_dev_t *consumer_bd, CUstream consumer)
{
    if (!bd_gen_races_on)
        return;
    lock_races();
    struct stream *from = stream_of(bd, stream), *to = stream_of(consumer_bd, consumer);
    if (from != NULL && to != NULL && from != to) {
        catch_up(to);
        merge_into(to, &from->clock);
    }
    unlock_races();
}

/* The streams of the writes to [start, end) that the race records hold, each merged by merge_one;
 * under the lock. */
static void for_writers_of(unsigned long long start, unsigned long long end, void (*merge_one)(struct stream *, void *),
                           void *context)
{
    size_t i = range_after(start);
    if (i > 0 && ranges[i - 1]->end > start)
        i--;
    for (; i < range_count && ranges[i]->base < end; i++)
        for (unsigned k = 0; k < ranges[i]->count; k++) {
            const struct access *a = &ranges[i]->accesses[k];
            struct stream *writer = by_index[a->stream];
            if (a->writes && a->start < end && start < a->end && writer != NULL)
                merge_one(writer, context);
        }
}

/* A destroyed writer's clock is its context's retired one (none: the host took it in already, and
 * every stream takes in the host's). */
static void host_takes(struct stream *writer, void *unused)
{
    (void)unused;
    if (writer->ended) {
        host_takes_retired(writer->ctx_id);
        return;
    }
    catch_up(writer);
    host_waits_for(writer);
}

static void stream_takes(struct stream *writer, void *consumer)
{
    struct stream *to = consumer;
    if (writer != to) {
        catch_up(to);
        struct retired *r = writer->ended ? retired_of(writer->ctx_id, false) : NULL;
        if (!writer->ended)
            merge_into(to, &writer->clock);
        else if (r != NULL)
            merge_into(to, &r->clock);
    }
}

/* A hand-off covers every write to its range, also those the hand-off log no longer notes because
 * cubound saw them finish (a check's poll, the log's compaction): they are complete, so the host
 * (bd_handoff) or the consumer (bd_handoff_async) is after them. */
void bd_races_handed_off(const bound_dev_t *consumer_bd, CUstream consumer, unsigned long long start, unsigned long long end)
{
    if (!bd_gen_races_on || end <= start)
        return;
    lock_races();
    if (consumer_bd == NULL) {
        for_writers_of(start, end, host_takes, NULL);
        reclaim_ended_streams(AFTER_HOST_WAIT);
    } else {
        struct stream *to = stream_of(consumer_bd, consumer);
        if (to != NULL)
            for_writers_of(start, end, stream_takes, to);
    }
    unlock_races();
}

CUresult bd_races_host_reads(const bound_dev_t *bd, const bd_call_t *call, const char *param, unsigned long long start,
                             unsigned long long end)
{
    (void)bd;
    if (!bd_gen_races_on || end <= start)
        return CUDA_SUCCESS;
    struct conflicts found;
    found.count = 0;
    struct conflict *c = &found.found[0];
    lock_races();
    size_t i = range_after(start);
    if (i > 0 && ranges[i - 1]->end > start)
        i--;
    for (; i < range_count && ranges[i]->base < end && found.count == 0; i++) {
        struct range *r = ranges[i];
        keep_accesses(r, not_waited_for, NULL);
        for (unsigned k = 0; k < r->count && found.count == 0; k++) {
            const struct access *a = &r->accesses[k];
            if (a->writes && a->by != BY_KERNEL && a->start < end && start < a->end) /* a kernel may only read it */
                found.found[found.count++] = (struct conflict){0, *a, name_of(by_index[a->stream]), {0}, a->start > start ? a->start : start,
                                                               a->end < end ? a->end : end};
        }
    }
    unlock_races();
    if (found.count == 0)
        return CUDA_SUCCESS;
    char first[96], site[384];
    stream_words(&c->earlier_stream, first, sizeof first);
    return bd_violation(call, "BD-STREAM-RACE", param, CUDA_ERROR_NOT_READY,
                        "the host reads [0x%llx, 0x%llx), but %s(%s) writes it on %s (called at %s) and the host has "
                        "not waited for it: bd_handoff (or cuStreamSynchronize %s) before the host, MPI or another "
                        "library outside cubound reads it",
                        c->start, c->end, c->earlier.call.function, c->earlier.param, first,
                        bd_call_site_text(&c->earlier.call, site, sizeof site), first);
}

/* The host frees r, stream-ordered memory, at once (cuMemFree: no implicit synchronization then): an
 * access the host has not waited for is still running, or may start after the memory is gone. */
static void host_frees(struct range *r, struct conflicts *found)
{
    keep_accesses(r, not_waited_for, NULL);
    r->host_seen = host_version;
    for (unsigned k = 0; k < r->count && found->count == 0; k++) {
        const struct access *a = &r->accesses[k];
        if (a->by != BY_ALLOCATION) /* not an access: nothing uses the memory yet */
            found->found[found->count++] = (struct conflict){0, *a, name_of(by_index[a->stream]), {0}, a->start, a->end};
    }
}

void bd_gen_race_memory(bound_dev_t *bd, const bd_call_t *call, CUstream stream, const char *param,
                        unsigned long long address, bd_race_memory_t effect)
{
    if (!bd_gen_races_on)
        return;
    struct conflicts found;
    found.count = 0;
    bd_race_access_t whole = {param, 0, 0, true};
    lock_races();
    size_t i = range_after(address);
    struct range *r = i > 0 && ranges[i - 1]->end > address ? ranges[i - 1] : NULL;
    if (capturing > 0) { /* an allocation or a free node of a graph, not work */
    } else if (effect == BD_RACE_HOST_FREES && r != NULL && r->stream_ordered) {
        host_frees(r, &found);
    } else if (effect == BD_RACE_HOST_FREES) { /* "may perform implicit synchronization": counted as done */
        host_waits_context(bd->ctx_id);
        reclaim_ended_streams(AFTER_HOST_WAIT);
    } else if (r != NULL) {
        r->stream_ordered = r->stream_ordered || effect == BD_RACE_ALLOCATES;
        whole.start = r->base;
        whole.bytes = r->end - r->base;
    }
    unlock_races();
    if (whole.bytes > 0) /* a write of the whole allocation, in stream order; the call's free is its last */
        note(bd, call, stream, &whole, 1, BD_ORDER_NONE, NULL, effect == BD_RACE_ALLOCATES ? BY_ALLOCATION : BY_FREE);
    if (found.count == 0)
        return;
    const struct conflict *c = &found.found[0];
    char first[96], site[384];
    stream_words(&c->earlier_stream, first, sizeof first);
    bd_violation(call, "BD-STREAM-RACE", param, CUDA_SUCCESS,
                 "the host frees [0x%llx, 0x%llx), but %s(%s) %s it on %s (called at %s) and the host has not "
                 "waited for it: memory allocated in stream order is freed without waiting for its work; "
                 "cuStreamSynchronize %s first, or free it in stream order (cuMemFreeAsync) on that stream",
                 c->start, c->end, c->earlier.call.function, c->earlier.param,
                 verb(c->earlier.writes, (enum access_by)c->earlier.by), first,
                 bd_call_site_text(&c->earlier.call, site, sizeof site), first);
}

void bd_races_allocated(unsigned long long base, unsigned long long size)
{
    if (!bd_gen_races_on || size == 0)
        return;
    lock_races();
    unsigned long long end = base + size < base ? ~0ull : base + size;
    size_t first = range_after(base), last = first;
    if (first > 0 && ranges[first - 1]->end > base)
        first--;
    while (last < range_count && ranges[last]->base < end)
        last++;
    for (size_t i = first; i < last; i++) /* ended behind cubound's back: the driver gave the memory out again */
        range_free(ranges[i]);
    if (last > first) {
        memmove(&ranges[first], &ranges[last], (range_count - last) * sizeof *ranges);
        range_count -= last - first;
    }
    struct range *r = NULL;
    if (range_count == range_capacity) {
        size_t capacity = range_capacity ? 2 * range_capacity : 256;
        struct range **grown = grow(ranges, range_capacity * sizeof *grown, capacity * sizeof *grown);
        if (grown != NULL) {
            ranges = grown;
            range_capacity = capacity;
        }
    }
    if (range_count < range_capacity && (r = grow(NULL, 0, sizeof *r)) != NULL) {
        r->base = base;
        r->end = end;
        memmove(&ranges[first + 1], &ranges[first], (range_count - first) * sizeof *ranges);
        ranges[first] = r;
        range_count++;
    }
    unlock_races();
}

void bd_races_freed(unsigned long long base)
{
    if (!bd_gen_races_on)
        return;
    lock_races();
    size_t i = range_after(base);
    if (i > 0 && ranges[i - 1]->base == base) {
        range_free(ranges[i - 1]);
        memmove(&ranges[i - 1], &ranges[i], (range_count - i) * sizeof *ranges);
        range_count--;
    }
    unlock_races();
}

void bd_races_handle_ended(bd_kind_t kind, unsigned long long value)
{
    if (!bd_gen_races_on || (kind != BD_KIND_STREAM && kind != BD_KIND_EVENT))
        return;
    lock_races();
    if (kind == BD_KIND_EVENT) {
        struct event **link = &event_buckets[event_bucket((CUevent)(uintptr_t)value)];
        while (*link != NULL && (*link)->handle != (CUevent)(uintptr_t)value)
            link = &(*link)->next;
        if (*link != NULL) {
            struct event *e = *link;
            *link = e->next;
            clock_free(&e->clock);
            release(e, sizeof *e);
            held.events--;
        }
    } else {
        struct stream *s = find_stream(0, (CUstream)(uintptr_t)value, 0);
        if (s != NULL) {
            end_stream(s);
            reclaim_ended_streams(AFTER_END);
        }
    }
    unlock_races();
}

void bd_races_context_ended(unsigned long long ctx_id)
{
    if (!bd_gen_races_on)
        return;
    lock_races();
    for (unsigned i = 0; i < index_count; i++) { /* its work is done: the host waited for all of it */
        struct stream *s = by_index[i];
        if (s != NULL && s->ctx_id == ctx_id && !s->ended)
            end_stream(s);
    }
    host_waits_context(ctx_id); /* the retired clock, theirs among it */
    reclaim_ended_streams(AFTER_HOST_WAIT);
    unlock_races();
}

bool bd_races_capturing(void)
{
    lock_races();
    bool any = capturing > 0;
    unlock_races();
    return any;
}

void bd_race_footprint(bd_race_footprint_t *out)
{
    if (out == NULL)
        return;
    bd_settle();
    lock_races();
    reclaim_ended_streams(NOW); /* what it must hold: no destroyed stream that nothing names */
    *out = (bd_race_footprint_t){bd_gen_races_on, range_count, held.accesses, held.streams, held.events, held.bytes};
    unlock_races();
}
