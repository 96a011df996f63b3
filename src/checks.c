/* SPDX-License-Identifier: MIT */
/* The checks behind every wrapper when the process runs with checks on, and how a violation is
 * reported. Every report: ID, function(parameter), one sentence naming both owners, call site. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "registry.h"

/* Context incarnations that ended, newest last: a handle of one is stale, not another device's. */
#define ENDED_CONTEXTS 256
static unsigned long long ended[ENDED_CONTEXTS];
static atomic_size_t ended_count; /* read without the lock: none ended, nothing to look at */
static pthread_mutex_t ended_lock = PTHREAD_MUTEX_INITIALIZER;

void bd_context_ended(unsigned long long ctx_id)
{
    pthread_mutex_lock(&ended_lock);
    ended[atomic_load(&ended_count) % ENDED_CONTEXTS] = ctx_id;
    atomic_fetch_add(&ended_count, 1);
    pthread_mutex_unlock(&ended_lock);
    bd_checks_epoch_moves();
    bd_races_context_ended(ctx_id);
}

static bool in_ended_contexts(unsigned long long ctx_id)
{
    bool found = false;
    pthread_mutex_lock(&ended_lock);
    for (size_t i = 0; i < ENDED_CONTEXTS && i < atomic_load(&ended_count) && !found; i++)
        found = ended[i] == ctx_id;
    pthread_mutex_unlock(&ended_lock);
    return found;
}

/* None ended, the common case: one load. */
static inline bool context_has_ended(unsigned long long ctx_id)
{
    return atomic_load_explicit(&ended_count, memory_order_acquire) != 0 && in_ended_contexts(ctx_id);
}

/* Peer access the bindings' contexts enabled (cuCtxEnablePeerAccess): pairs of context
 * incarnations, (the context that may access, the peer whose memory it may access). There are at
 * most devices x devices of them, so an array under a lock; none enabled, nothing to look at. */
#define PEER_PAIRS 1024
static struct peer_pair {
    unsigned long long accessor, peer;
} peer_pairs[PEER_PAIRS];
static atomic_int peer_pair_count;
static pthread_mutex_t peer_lock = PTHREAD_MUTEX_INITIALIZER;

void bd_peer_access(unsigned long long accessor, unsigned long long peer, bool enabled)
{
    if (!bd_gen_checks_on)
        return;
    pthread_mutex_lock(&peer_lock);
    int count = atomic_load(&peer_pair_count), at = 0;
    while (at < count && !(peer_pairs[at].accessor == accessor && peer_pairs[at].peer == peer))
        at++;
    if (enabled && at == count && count < PEER_PAIRS)
        peer_pairs[count++] = (struct peer_pair){accessor, peer};
    else if (!enabled && at < count)
        peer_pairs[at] = peer_pairs[--count];
    atomic_store(&peer_pair_count, count);
    pthread_mutex_unlock(&peer_lock);
    if (!enabled)
        bd_checks_epoch_moves();
}

static bool peer_access_enabled(unsigned long long accessor, unsigned long long peer)
{
    bool found = false;
    if (atomic_load_explicit(&peer_pair_count, memory_order_acquire) == 0)
        return false;
    pthread_mutex_lock(&peer_lock);
    for (int i = 0; i < atomic_load(&peer_pair_count) && !found; i++)
        found = peer_pairs[i].accessor == accessor && peer_pairs[i].peer == peer;
    pthread_mutex_unlock(&peer_lock);
    return found;
}

/* Who owns a handle: a context incarnation, and the bd_device_open that holds it, for messages. */
struct owner {
    unsigned long long ctx_id;
    CUcontext ctx;
    unsigned long long device_serial;
    int ordinal;
};

/* The open devices' contexts (bd_context_opened), so that a handle the driver says is of some
 * context is known as that device's. A few, so an array under a lock. */
static struct owner *opened;
static size_t opened_count, opened_capacity;
static pthread_mutex_t opened_lock = PTHREAD_MUTEX_INITIALIZER;

static size_t opened_index(unsigned long long device_serial)
{
    size_t at = 0;
    while (at < opened_count && opened[at].device_serial != device_serial)
        at++;
    return at;
}

void bd_context_opened(const bd_device_t *dev)
{
    if (!bd_gen_checks_on)
        return;
    pthread_mutex_lock(&opened_lock);
    size_t at = opened_index(dev->serial);
    if (at == opened_count && opened_count == opened_capacity) {
        size_t capacity = opened_capacity ? 2 * opened_capacity : 16;
        struct owner *grown = realloc(opened, capacity * sizeof *grown);
        if (grown != NULL) {
            opened = grown;
            opened_capacity = capacity;
        }
    }
    if (at < opened_capacity) { /* else no memory: its handles made outside cubound read as foreign */
        opened[at] = (struct owner){dev->ctx_id, dev->ctx, dev->serial, dev->ordinal};
        opened_count += at == opened_count;
    }
    pthread_mutex_unlock(&opened_lock);
}

void bd_context_closed(const bd_device_t *dev)
{
    if (!bd_gen_checks_on)
        return;
    pthread_mutex_lock(&opened_lock);
    size_t at = opened_index(dev->serial);
    if (at < opened_count)
        opened[at] = opened[--opened_count];
    pthread_mutex_unlock(&opened_lock);
}

/* The open device whose context is this incarnation (ctx_id; 0 where the driver has no ids: the
 * handle ctx). */
static bool opened_owner(CUcontext ctx, unsigned long long ctx_id, struct owner *out)
{
    bool found = false;
    pthread_mutex_lock(&opened_lock);
    for (size_t i = 0; i < opened_count && !found; i++) {
        found = ctx_id != 0 ? opened[i].ctx_id == ctx_id : opened[i].ctx == ctx;
        if (found)
            *out = opened[i];
    }
    pthread_mutex_unlock(&opened_lock);
    return found;
}

/* "device 0 (context 0x..., open #3)": unique even with two contexts on one ordinal. */
static const char *owner(int ordinal, CUcontext ctx, unsigned long long serial, char *buffer, size_t size)
{
    snprintf(buffer, size, "device %d (context %p, open #%llu)", ordinal, (void *)ctx, serial);
    return buffer;
}

/* The owner of a binding's handles, from its slot (its device may be gone); buffer: 128 bytes. */
static const char *binding_owner(const bound_dev_t *bd, char *buffer)
{
    return owner(bd->ordinal, bd->ctx, bd->device_serial, buffer, 128);
}

/* The binding itself, its slot read before anything it points to: NULL, no binding at all,
 * unbound, another thread's, stale. Text is made only for a report. */
static CUresult check_binding_itself(bound_dev_t *bd, const bd_call_t *call)
{
    char ours[128], site[384];
    if (bd == NULL) { /* nothing to call the library with, whatever the handler says */
        bd_violation(call, "BD-NULL-BINDING", "bd", CUDA_ERROR_INVALID_VALUE,
                  "the binding is NULL: pass the bound_dev_t * that bd_bind returned");
        return CUDA_ERROR_INVALID_VALUE;
    }
    if (!bd_binding_slot_known(bd)) { /* likewise: not a word of it may be read */
        bd_violation(call, "BD-NOT-A-BINDING", "bd", CUDA_ERROR_INVALID_VALUE,
                     "%p is not a binding: pass the bound_dev_t * that bd_bind returned", (void *)bd);
        return CUDA_ERROR_INVALID_VALUE;
    }
    if (!atomic_load_explicit(&bd->bound, memory_order_acquire)) { /* its device may be freed: never continue */
        const bd_call_t unbound = {"bd_unbind", NULL, 0, bd->unbound_at};
        bd_violation(call, "BD-USE-AFTER-UNBIND", "bd", CUDA_ERROR_CONTEXT_IS_DESTROYED,
                     "the binding of %s made on thread %ld was unbound (bd_unbind called at %s): bind the device again",
                     binding_owner(bd, ours), bd->thread_id,
                     bd_call_site_text(&unbound, site, sizeof site));
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    }
    if (!bd_on_own_thread(bd)) {
        if (bd_forked_child) /* no binding is the child's: CUDA's refusal, no report */
            return bd_refuse_in_child(call->function);
        return bd_violation(call, "BD-WRONG-THREAD", "bd", CUDA_ERROR_INVALID_CONTEXT,
                            "the binding of %s belongs to thread %ld%s, but thread %ld used it",
                            binding_owner(bd, ours), bd->thread_id,
                            atomic_load(&bd->thread_exited) ? ", which has exited" : "", bd_current_thread_id());
    }
    unsigned long long now = atomic_load(&bd->dev->generation);
    if (bd->generation != now)
        return bd_violation(call, "BD-STALE-BINDING", "bd", CUDA_ERROR_CONTEXT_IS_DESTROYED,
                         "the binding of %s was made in generation %llu, but the device is at generation %llu: %s",
                         binding_owner(bd, ours), bd->generation, now,
                         bd_stale_reason_text((bd_stale_reason_t)atomic_load(&bd->dev->stale_reason)));
    return CUDA_SUCCESS;
}

static CUresult check_binding_fully(bound_dev_t *bd, const bd_call_t *call, struct bd_thread_state *state)
{
    CUresult rc = check_binding_itself(bd, call); /* CUDA_SUCCESS also where the handler let a report go */
    if (rc != CUDA_SUCCESS)
        return rc;
    if (bd_thread_context != NULL) {
        CUcontext current = NULL;
        BD_DRIVER(cuCtxGetCurrent)(&current);
        if (current != bd_thread_context && bd_policy_verified) {
            bd_resync(); /* legal under the verified policy: just make the binding's context current */
        } else if (current != bd_thread_context) {
            char site[384];
            const bd_call_t *set_by = &state->context_set_by;
            rc = bd_violation(call, "BD-CONTEXT-CHANGED-OUTSIDE", "bd", CUDA_ERROR_INVALID_CONTEXT,
                           "the current context is %p, but cubound last made %p current (for %s at %s) on thread "
                           "%ld: code outside cubound changed it (cudaSetDevice and ncclCommInitAll do); call "
                           "bd_resync() after such code, or run with the verified context policy",
                           (void *)current, (void *)bd_thread_context, set_by->function ? set_by->function : "?",
                           set_by->function ? bd_call_site_text(set_by, site, sizeof site) : "?", bd_current_thread_id());
            bd_resync();
            if (rc != CUDA_SUCCESS)
                return rc;
        }
    }
    if (bd_gen_entered.binding != bd || bd_thread_context != bd->ctx) {
        rc = bd_make_current(bd);
        if (rc != CUDA_SUCCESS)
            return rc;
        state->context_set_by = *call;
    }
    bd_remember_entered(bd);
    return CUDA_SUCCESS;
}

/* The binding, entered: a call from the inline form brings the caller's file and line. */
static inline CUresult enter_checked(bound_dev_t *bd, bd_call_t *call, struct bd_thread_state *state)
{
    if (BD_UNLIKELY(bd_gen_entered.site_file != NULL)) {
        call->file = bd_gen_entered.site_file;
        call->line = bd_gen_entered.site_line;
        bd_gen_entered.site_file = NULL;
    }
    /* The binding checked whole last on this thread is this thread's own, and cubound made its
     * context current (only a whole check remembers one), so the common case needs the generation
     * and the driver's current context only. */
    if (BD_LIKELY(bd_gen_entered_again(bd)))
        return CUDA_SUCCESS;
    return check_binding_fully(bd, call, state);
}

CUresult bd_gen_enter_checked(bound_dev_t *bd, bd_call_t *call)
{
    struct bd_thread_state *state = bd_thread_state();
    state->checked_since = bd_registry_serial();
    state->checked_call = call;
    return enter_checked(bd, call, state);
}

/* Values left to the library: NULL (the default stream, or the library's own error) and the
 * special streams CU_STREAM_LEGACY and CU_STREAM_PER_THREAD. */
static inline bool exempt(bd_kind_t kind, unsigned long long value)
{
    return value == 0 || (kind == BD_KIND_STREAM && (value == BD_HANDLE_VALUE(CU_STREAM_LEGACY) ||
                                                     value == BD_HANDLE_VALUE(CU_STREAM_PER_THREAD)));
}

/* The records this thread checked last, by (kind, value): a program passes the same few handles
 * again and again. A hit is believed only while its record is live and not reused. Each (kind,
 * value) may sit in two places, the newer first: a handle made just after another (a stream after
 * a buffer) may hash where that one does, and a call passes both. The state threads share when
 * theirs could not be allocated keeps none. */
static inline unsigned long long recent_hash(bd_kind_t kind, unsigned long long value)
{
    return (value ^ (unsigned)kind) * 0x9E3779B97F4A7C15ull;
}

static inline bool holds(const struct bd_recent_record *c, bd_kind_t kind, unsigned long long value)
{
    return c->value == value && c->kind == kind && bd_registry_still_live(c->entry, c->seq);
}

/* The record this thread checked last for (kind, value), while it is live and not reused. */
static inline const struct bd_recent_record *recent_find(const struct bd_thread_state *state, bd_kind_t kind,
                                                         unsigned long long value)
{
    unsigned long long hash = recent_hash(kind, value);
    const struct bd_recent_record *newer = &state->recent[hash >> 58];
    if (BD_LIKELY(holds(newer, kind, value)))
        return newer;
    const struct bd_recent_record *older = &state->recent[(hash >> 52) % BD_RECENT_RECORDS];
    return holds(older, kind, value) ? older : NULL;
}

/* The device memory this thread checked lately whose allocation holds value, while it is live and
 * not reused: a program passes pointers into a few buffers at offsets that move (a copy into the
 * next slice), which recent_find, by value, misses. */
static inline const struct bd_recent_range *recent_range_find(const struct bd_thread_state *state, unsigned long long value)
{
    for (int i = 0; i < BD_RECENT_RANGES; i++) {
        const struct bd_recent_range *r = &state->recent_ranges[i];
        if (value - r->start < r->bytes && bd_registry_still_live(r->entry, r->seq))
            return r;
    }
    return NULL;
}

/* The context that owns (kind, value) as this thread checked it lately; NULL where neither cache
 * holds it. */
static inline const unsigned long long *recent_owner(const struct bd_thread_state *state, bd_kind_t kind,
                                                     unsigned long long value)
{
    const struct bd_recent_record *c = recent_find(state, kind, value);
    if (BD_LIKELY(c != NULL))
        return &c->ctx_id;
    const struct bd_recent_range *r = kind == BD_KIND_DEVICE_POINTER ? recent_range_find(state, value) : NULL;
    return r != NULL ? &r->ctx_id : NULL;
}

/* Keep a found record, owned by ctx_id, in its newer place; what was there, another handle's, moves
 * to the older one. Device memory keeps its allocation's range too, in place of the oldest kept. */
static void recent_keep(struct bd_thread_state *state, unsigned long long value, unsigned long long ctx_id,
                        const struct bd_found *found)
{
    if (bd_thread_serial == BD_SHARED_THREAD_SERIAL)
        return;
    bd_kind_t kind = found->record.kind;
    unsigned long long hash = recent_hash(kind, value);
    struct bd_recent_record *newer = &state->recent[hash >> 58], *older = &state->recent[(hash >> 52) % BD_RECENT_RECORDS];
    if (older != newer && !(newer->value == value && newer->kind == kind))
        *older = *newer;
    *newer = (struct bd_recent_record){value, ctx_id, found->entry, found->seq, kind};
    if (kind == BD_KIND_DEVICE_POINTER && found->record.size > 0) {
        struct bd_recent_range *r = &state->recent_ranges[state->recent_ranges_next++ % BD_RECENT_RANGES];
        *r = (struct bd_recent_range){found->record.value, found->record.size, ctx_id, found->entry, found->seq};
    }
}

/* Made in the binding's context, in its present incarnation, and not destroyed: two devices opened
 * on one primary context own the same handles. Memory every context may use, and device memory of
 * a peer whose access the binding's context enabled, is the binding's while its context lasts. A
 * handle every context may use (cuBLASLt's, [any_context]) outlives the context it was made in,
 * and a handle made outside cubound whose owner the driver cannot say (an event) is every
 * binding's. */
static inline bool owned(const struct bd_record *r, const bound_dev_t *bd)
{
    if (r->destroyed)
        return false;
    if (r->ctx_id == bd->ctx_id || r->owner_unknown)
        return true;
    if (r->kind != BD_KIND_DEVICE_POINTER)
        return r->any_context;
    return (r->any_context || peer_access_enabled(bd->ctx_id, r->ctx_id)) && !context_has_ended(r->ctx_id);
}

/* The registry's answer where the cache had none; a record of this context is cached. */
static bool owned_per_registry(struct bd_thread_state *state, bd_kind_t kind, unsigned long long value, const bound_dev_t *bd)
{
    struct bd_found found;
    if (!bd_registry_find(kind, value, &found) || !owned(&found.record, bd))
        return false;
    /* any-context memory is looked up each time: its context may end; a handle of no known owner
     * stays this context's to use while it lives */
    if (found.record.ctx_id == bd->ctx_id || found.record.owner_unknown)
        recent_keep(state, value, bd->ctx_id, &found);
    return true;
}

/* What the driver said about a handle the registry does not know. */
struct driver_answer {
    const char *asked; /* the function asked; NULL: there is nothing to ask about this kind */
    CUresult rc;       /* its answer (or cuCtxGetId's, where the owner's context has ended) */
    CUcontext ctx;     /* the owner, where rc is CUDA_SUCCESS (NULL: the driver names none) */
    unsigned long long ctx_id; /* its incarnation; 0 where the driver has no ids */
};

static struct bd_record record_of(const struct owner *o, const bd_call_t *call, bd_kind_t kind, unsigned long long value,
                                  unsigned long long size, bool any_context, long thread_id)
{
    return (struct bd_record){
        .kind = kind,
        .value = value,
        .size = kind == BD_KIND_DEVICE_POINTER ? size : 0,
        .ctx_id = o->ctx_id,
        .any_context = any_context,
        .ctx = o->ctx,
        .device_serial = o->device_serial,
        .ordinal = o->ordinal,
        .thread_id = thread_id,
        .made_by = *call,
    };
}

/* The allocation the driver says ptr falls in, and whether every context may use it (pinned or
 * registered host memory, managed memory: [any_context]); one question for the four. */
static void allocation_of(unsigned long long ptr, unsigned long long *start, unsigned long long *size, bool *any_context)
{
    CUdeviceptr base = 0;
    size_t bytes = 0;
    unsigned int type = 0;
    unsigned long long managed = 0; /* "a boolean": wide enough for any width the driver writes */
    CUpointer_attribute asked[] = {CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, CU_POINTER_ATTRIBUTE_RANGE_SIZE,
                                   CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_IS_MANAGED};
    void *answers[] = {&base, &bytes, &type, &managed};
    if (BD_DRIVER(cuPointerGetAttributes)(4, asked, answers, ptr) != CUDA_SUCCESS || ptr < base || ptr - base >= bytes) {
        base = ptr; /* the one byte the driver vouches for */
        bytes = 1;
        type = 0;
        managed = 0;
    }
    *start = base;
    *size = bytes;
    *any_context = type == CU_MEMORYTYPE_HOST || managed != 0;
}

/* A handle the registry does not know: ask the driver which context owns it (checks on, and only
 * for a handle cubound has not seen: once, then it is registered). The binding's context's is the
 * binding's from now on; another open device's is that device's, so that the caller's own rule
 * decides and names both. True where it registered something; else *answer says why not. Events
 * are registered with no owner: the driver cannot say whose an event is. */
static bool ask_the_driver(bound_dev_t *bd, const bd_call_t *call, bd_kind_t kind, unsigned long long value,
                           struct driver_answer *answer)
{
    unsigned long long start = value, size = 0;
    bool any_context = false;
    *answer = (struct driver_answer){NULL, CUDA_SUCCESS, NULL, 0};
    if (kind == BD_KIND_EVENT) {
        struct bd_record r = record_of(&(struct owner){0, NULL, 0, -1}, call, kind, value, 0, false, bd->thread_id);
        r.outside = r.owner_unknown = true;
        return bd_registry_add(&r);
    }
    if (kind == BD_KIND_STREAM) {
        answer->asked = "cuStreamGetCtx";
        answer->rc = BD_DRIVER(cuStreamGetCtx)((CUstream)(uintptr_t)value, &answer->ctx);
    } else if (kind == BD_KIND_DEVICE_POINTER) {
        answer->asked = "cuPointerGetAttribute(CU_POINTER_ATTRIBUTE_CONTEXT)";
        answer->rc = BD_DRIVER(cuPointerGetAttribute)(&answer->ctx, CU_POINTER_ATTRIBUTE_CONTEXT, value);
    }
    if (kind == BD_KIND_DEVICE_POINTER && answer->rc == CUDA_SUCCESS && answer->ctx == NULL) {
        /* Stream-ordered and graph memory: no context owns it (measured on an H100,
         * tests/probes/pool_pointers.c), and which devices may use it is its pool's access:
         * every binding's, as an event. */
        allocation_of(value, &start, &size, &any_context);
        struct bd_record r = record_of(&(struct owner){0, NULL, 0, -1}, call, kind, start, size, true, bd->thread_id);
        r.outside = r.owner_unknown = true;
        return bd_registry_add(&r);
    }
    if (answer->asked == NULL || answer->rc != CUDA_SUCCESS || answer->ctx == NULL)
        return false;
#if CUDA_VERSION >= 12000
    CUresult rc = BD_DRIVER(cuCtxGetId)(answer->ctx, &answer->ctx_id);
    if (rc == CUDA_ERROR_NOT_SUPPORTED) /* an older driver: incarnations are cubound's own, by handle */
        answer->ctx_id = 0;
    else if (rc != CUDA_SUCCESS) { /* its context has ended */
        answer->asked = "cuCtxGetId";
        answer->rc = rc;
        return false;
    }
#endif
    struct owner o = {bd->ctx_id, bd->ctx, bd->device_serial, bd->ordinal};
    bool ours = answer->ctx_id != 0 ? answer->ctx_id == bd->ctx_id : answer->ctx == bd->ctx;
    if (!ours && !opened_owner(answer->ctx, answer->ctx_id, &o))
        return false; /* a context no device cubound opened holds */
    if (kind == BD_KIND_DEVICE_POINTER)
        allocation_of(value, &start, &size, &any_context);
    struct bd_record r = record_of(&o, call, kind, start, size, any_context, ours ? bd->thread_id : -1);
    r.outside = true;
    return bd_registry_add(&r);
}

static CUresult diagnose(bound_dev_t *bd, const bd_call_t *call, const char *param, bd_kind_t kind,
                         unsigned long long value, bool known, const struct bd_record *r,
                         const struct driver_answer *answer);

/* The registry's record of a handle; for one it does not know, what the driver says, registered.
 * Device memory cubound saw freed is asked about too (the question is safe for any address): the
 * driver hands addresses out again, also to code outside cubound (cudaMalloc after cuMemFree).
 * Streams and events are not: asking about a destroyed stream is undefined (the H200 crashes). */
static bool find_or_ask(bound_dev_t *bd, const bd_call_t *call, bd_kind_t kind, unsigned long long value,
                        struct bd_found *found, struct driver_answer *answer)
{
    *answer = (struct driver_answer){NULL, CUDA_SUCCESS, NULL, 0};
    bool known = bd_registry_find(kind, value, found);
    if (known && !(found->record.destroyed && kind == BD_KIND_DEVICE_POINTER))
        return true;
    if (ask_the_driver(bd, call, kind, value, answer)) {
        struct bd_found fresh;
        if (bd_registry_find(kind, value, &fresh)) {
            *found = fresh;
            return true;
        }
    }
    /* freed, and the driver knows nothing there now (a double free, a use after free); or live
     * again in a context cubound did not open, which the report names */
    return known && !(answer->rc == CUDA_SUCCESS && answer->ctx != NULL);
}

CUresult bd_check_handle(bound_dev_t *bd, const bd_call_t *call, const char *param, bd_kind_t kind,
                         unsigned long long value)
{
    if (exempt(kind, value))
        return CUDA_SUCCESS;
    struct bd_found found;
    struct driver_answer answer;
    bool known = find_or_ask(bd, call, kind, value, &found, &answer);
    if ((known && owned(&found.record, bd)) || (!known && bd_registry_incomplete()))
        return CUDA_SUCCESS;
    return diagnose(bd, call, param, kind, value, known, &found.record, &answer);
}

/* A handle any device's may be, the cache had no answer for. */
static CUresult check_alive_per_registry(bound_dev_t *bd, const bd_call_t *call, struct bd_thread_state *state,
                                         const char *param, bd_kind_t kind, unsigned long long value)
{
    struct bd_found found;
    struct driver_answer answer;
    bool known = find_or_ask(bd, call, kind, value, &found, &answer);
    if (known && !found.record.destroyed && !context_has_ended(found.record.ctx_id)) {
        if (!found.record.owner_unknown) /* kept with its owner's context, which may end */
            recent_keep(state, value, found.record.ctx_id, &found);
        return CUDA_SUCCESS;
    }
    if (!known && bd_registry_incomplete())
        return CUDA_SUCCESS;
    return diagnose(bd, call, param, kind, value, known, &found.record, &answer);
}

/* One handle argument: the binding's (crossing: any device's, made through cubound, not
 * destroyed, its context alive). A handle met again answers from the cache, without the lock. */
static inline CUresult check_arg(bound_dev_t *bd, const bd_call_t *call, struct bd_thread_state *state,
                                 const bd_handle_param_t *param, unsigned long long value)
{
    if (exempt(param->kind, value))
        return CUDA_SUCCESS;
    const unsigned long long *owner = recent_owner(state, param->kind, value);
    if (param->crossing) {
        if (BD_LIKELY(owner != NULL) && !context_has_ended(*owner))
            return CUDA_SUCCESS;
        return check_alive_per_registry(bd, call, state, param->param, param->kind, value);
    }
    if (BD_LIKELY(owner != NULL && *owner == bd->ctx_id) || owned_per_registry(state, param->kind, value, bd))
        return CUDA_SUCCESS;
    return bd_check_handle(bd, call, param->param, param->kind, value);
}

/* A function's handles as this thread passed them, all found right: met again in the same context
 * with nothing retired, ended or unshared since (bd_checks_epoch), they are right again. Hashed by
 * the function's name (its address is the function's), the context and the values: a thread that
 * takes turns between devices, or between streams or handles of one, keeps a memo for each. */
static inline struct bd_call_memo *memo_of(struct bd_thread_state *state, unsigned long long key, unsigned long long ctx_id)
{
    return &state->memos[((key ^ ctx_id) * 0x9E3779B97F4A7C15ull) >> (64 - BD_CALL_MEMO_BITS)];
}

/* The wrapper's key of a call the memo keeps, its count a constant in each case as it is there: a
 * loop over a count it does not know, a compiler vectorizes, at three times the instructions. */
_Static_assert(BD_GEN_MEMO_VALUES == 4, "one case per count the memo keeps");
static unsigned long long memo_key(const char *function, const unsigned long long *values, int count)
{
    switch (count) {
    case 0: return bd_gen_memo_key(function, values, 0);
    case 1: return bd_gen_memo_key(function, values, 1);
    case 2: return bd_gen_memo_key(function, values, 2);
    case 3: return bd_gen_memo_key(function, values, 3);
    default: return bd_gen_memo_key(function, values, 4);
    }
}

static inline bool memo_holds(const struct bd_call_memo *memo, const char *function, const bound_dev_t *bd,
                              unsigned long long epoch, const unsigned long long *values, int count)
{
    if (memo->function != function || memo->ctx_id != bd->ctx_id || memo->epoch != epoch)
        return false;
    for (int i = 0; i < count; i++)
        if (memo->values[i] != values[i])
            return false;
    return true;
}

bool bd_gen_handles_remembered(const char *function, const bound_dev_t *bd, const unsigned long long *values, int count,
                               unsigned long long key)
{
    struct bd_thread_state *state = bd_thread_state_pointer; /* made when the binding was entered whole */
    unsigned long long epoch = atomic_load_explicit(&bd_checks_epoch, memory_order_acquire);
    if (bd_thread_serial != BD_SHARED_THREAD_SERIAL &&
        memo_holds(memo_of(state, key, bd->ctx_id), function, bd, epoch, values, count))
        return true;
    bd_gen_entered.asked = true; /* the whole check of the handles comes next */
    return false;
}

CUresult bd_gen_enter_checked_handles(bound_dev_t *bd, bd_call_t *call, const bd_handle_param_t *params,
                                      const unsigned long long *values, int count)
{
    struct bd_thread_state *state = bd_thread_state();
    state->checked_since = bd_registry_serial();
    state->checked_call = call;
    bool asked = bd_gen_entered.asked; /* by the wrapper's guarded path, just now */
    bd_gen_entered.asked = false;
    CUresult rc = asked ? CUDA_SUCCESS : enter_checked(bd, call, state);
    if (BD_UNLIKELY(rc != CUDA_SUCCESS))
        return rc;
    /* read before the checks: a retirement during them leaves the memo stale, never wrongly fresh */
    unsigned long long epoch = atomic_load_explicit(&bd_checks_epoch, memory_order_acquire);
    bool memorable = count <= BD_GEN_MEMO_VALUES && bd_thread_serial != BD_SHARED_THREAD_SERIAL;
    struct bd_call_memo *memo = memorable ? memo_of(state, memo_key(call->function, values, count), bd->ctx_id) : NULL;
    /* where the guarded path asked, it found the memo without these values just now */
    if (BD_LIKELY(memorable) && !asked && memo_holds(memo, call->function, bd, epoch, values, count))
        return CUDA_SUCCESS;
    unsigned long long violations = state->violations;
    for (int i = 0; i < count && rc == CUDA_SUCCESS; i++)
        rc = check_arg(bd, call, state, &params[i], values[i]);
    if (rc == CUDA_SUCCESS && memorable && state->violations == violations) { /* a report let go is no pass */
        memo->function = call->function;
        memo->ctx_id = bd->ctx_id;
        memo->epoch = epoch;
        for (int i = 0; i < count; i++)
            memo->values[i] = values[i];
    }
    return rc;
}

CUresult bd_check_handle_alive(bound_dev_t *bd, const bd_call_t *call, const char *param, bd_kind_t kind,
                               unsigned long long value)
{
    const bd_handle_param_t crossing = {param, kind, true};
    return check_arg(bd, call, bd_thread_state(), &crossing, value);
}

CUresult bd_check_if_device_memory(bound_dev_t *bd, const bd_call_t *call, const char *param, unsigned long long value)
{
    struct bd_found found;
    if (value == 0 || !bd_registry_may_hold(value) || !bd_registry_find(BD_KIND_DEVICE_POINTER, value, &found) ||
        found.record.destroyed ||
        owned(&found.record, bd))
        return CUDA_SUCCESS; /* host memory may well sit where device memory was freed */
    return diagnose(bd, call, param, BD_KIND_DEVICE_POINTER, value, true, &found.record, NULL);
}

/* Where a handle came from: "made by cuMemAlloc at app.c:40" (and " on thread 812" where asked),
 * or, for one made outside cubound, the call that met it first. */
static const char *origin(const struct bd_record *r, bool with_thread, char *buffer, size_t size)
{
    char site[384];
    bd_call_site_text(&r->made_by, site, sizeof site);
    if (r->outside)
        snprintf(buffer, size, "made outside cubound, first seen by %s at %s", r->made_by.function, site);
    else if (with_thread)
        snprintf(buffer, size, "made by %s at %s on thread %ld", r->made_by.function, site, r->thread_id);
    else
        snprintf(buffer, size, "made by %s at %s", r->made_by.function, site);
    return buffer;
}

/* Why a handle the registry does not know is foreign: what the driver said about it. */
static CUresult foreign(bound_dev_t *bd, const bd_call_t *call, const char *param, const char *kind_name,
                        unsigned long long value, const struct driver_answer *answer)
{
    char ours[128], said[256] = "";
    binding_owner(bd, ours);
    if (answer != NULL && answer->asked != NULL && answer->rc == CUDA_SUCCESS && answer->ctx != NULL)
        return bd_violation(call, "BD-FOREIGN-HANDLE", param, CUDA_ERROR_INVALID_HANDLE,
                            "%s 0x%llx was not made through cubound, and the driver says context %p (id %llu) owns "
                            "it, which no device cubound opened holds%s; the binding is %s on thread %ld; open that "
                            "context's device with bd_device_open, or accept the handle with bd_adopt",
                            kind_name, value, (void *)answer->ctx, answer->ctx_id,
                            answer->ctx == bd->ctx ? " (the binding's context handle, in another incarnation: "
                                                     "reset outside cubound?)" : "",
                            ours, bd->thread_id);
    if (answer != NULL && answer->asked != NULL && answer->ctx != NULL) /* cuCtxGetId refused it */
        snprintf(said, sizeof said, ", and the context the driver names for it, %p, has ended (%s answered %s)",
                 (void *)answer->ctx, answer->asked, bd_result_name(answer->rc));
    else if (answer != NULL && answer->asked != NULL)
        snprintf(said, sizeof said, ", and the driver names no context for it (%s answered %s)", answer->asked,
                 answer->rc == CUDA_SUCCESS ? "no context" : bd_result_name(answer->rc));
    return bd_violation(call, "BD-FOREIGN-HANDLE", param, CUDA_ERROR_INVALID_HANDLE,
                        "%s 0x%llx was not made through cubound (or was destroyed long ago)%s, so no device owns it; "
                        "the binding is %s on thread %ld; accept handles made elsewhere with bd_adopt",
                        kind_name, value, said, ours, bd->thread_id);
}

/* Why the handle fails its check: unknown, destroyed, of an ended context, or another device's. */
static CUresult diagnose(bound_dev_t *bd, const bd_call_t *call, const char *param, bd_kind_t kind,
                         unsigned long long value, bool known, const struct bd_record *r,
                         const struct driver_answer *answer)
{
    const char *kind_name = bd_kind_name(kind);
    if (!known)
        return foreign(bd, call, param, kind_name, value, answer);
    char made[512], destroyed[384], theirs[160], ours[128];
    binding_owner(bd, ours);
    if (r->owner_unknown)
        snprintf(theirs, sizeof theirs, "a context the driver does not name");
    else
        owner(r->ordinal, r->ctx, r->device_serial, theirs, sizeof theirs);
    if (r->destroyed)
        return bd_violation(call, "BD-USE-AFTER-DESTROY", param, CUDA_ERROR_INVALID_HANDLE,
                         "%s 0x%llx of %s (%s) was destroyed by %s at %s; the binding is %s on thread "
                         "%ld; if code outside cubound got the same value again since, bd_adopt it",
                         kind_name, value, theirs, origin(r, false, made, sizeof made),
                         r->destroyed_by.function, bd_call_site_text(&r->destroyed_by, destroyed, sizeof destroyed), ours,
                         bd->thread_id);
    if (context_has_ended(r->ctx_id))
        return bd_violation(call, "BD-STALE-HANDLE", param, CUDA_ERROR_INVALID_HANDLE,
                         "%s 0x%llx was made in %s (%s), whose context has ended since (closed, destroyed or "
                         "reset); the binding is %s on thread %ld",
                         kind_name, value, theirs, origin(r, false, made, sizeof made), ours, bd->thread_id);
    return bd_violation(call, "BD-WRONG-DEVICE", param, CUDA_ERROR_INVALID_HANDLE,
                     "%s 0x%llx belongs to %s (%s), but the binding is %s on thread %ld",
                     kind_name, value, theirs, origin(r, true, made, sizeof made), ours, bd->thread_id);
}

void bd_register(bound_dev_t *bd, const bd_call_t *call, bd_kind_t kind, unsigned long long value,
                 unsigned long long size, bool any_context)
{
    if (!bd_gen_checks_on || bd == NULL || value == 0)
        return;
    const struct owner o = {bd->ctx_id, bd->ctx, bd->device_serial, bd->ordinal};
    struct bd_record r = record_of(&o, call, kind, value, size, any_context || bd_gen_kind_every_context(kind),
                                   bd->thread_id);
    bd_registry_add(&r);
}

void bd_register_alias(bound_dev_t *bd, const bd_call_t *call, unsigned long long alias, unsigned long long original)
{
    struct bd_found host;
    if (!bd_gen_checks_on || bd == NULL || alias == 0 || alias == original ||
        !bd_registry_find(BD_KIND_DEVICE_POINTER, original, &host) || host.record.destroyed)
        return;
    struct bd_found known;
    if (bd_registry_find(BD_KIND_DEVICE_POINTER, alias, &known) && !known.record.destroyed &&
        known.record.alias_of == host.record.value)
        return; /* asked before */
    struct bd_record r = host.record; /* the host memory's owner */
    r.value = alias;
    r.size = host.record.value + host.record.size - original;
    r.made_by = *call;
    r.alias_of = host.record.value;
    bd_registry_add(&r);
}

void bd_unregister(bound_dev_t *bd, const bd_call_t *call, bd_kind_t kind, unsigned long long value)
{
    (void)bd;
    if (!bd_gen_checks_on)
        return;
    /* The record this call checked, not one another thread made of the same value since the
     * driver ended it (it hands values out again at once): where the call was checked whole. */
    struct bd_thread_state *state = bd_thread_state();
    bd_registry_remove(kind, value, call, state->checked_call == call ? state->checked_since : ~0ull);
}

void bd_register_own(bound_dev_t *bd, const char *function, bd_kind_t kind, unsigned long long value)
{
    const bd_call_t call = {function, "cubound runtime", 0, NULL};
    bd_register(bd, &call, kind, value, 0, false);
}

void bd_unregister_own(bound_dev_t *bd, const char *function, bd_kind_t kind, unsigned long long value)
{
    (void)bd;
    const bd_call_t call = {function, "cubound runtime", 0, NULL};
    if (bd_gen_checks_on) /* a handle of the binding's own, ended by the thread that made it */
        bd_registry_remove(kind, value, &call, ~0ull);
}

CUresult bd_adopt(bound_dev_t *bd, bd_kind_t kind, unsigned long long value, unsigned long long size)
{
    if (bd == NULL || value == 0 || (unsigned)kind >= BD_KIND_COUNT)
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_adopt needs a binding, a kind and a handle");
    CUresult rc = bd_check_usable(bd, "bd_adopt with");
    if (rc != CUDA_SUCCESS)
        return rc;
    const bd_call_t call = {"bd_adopt", "the program", 0, NULL};
    bd_register(bd, &call, kind, value, size, false);
    return CUDA_SUCCESS;
}
