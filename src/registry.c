/* SPDX-License-Identifier: MIT */
/* The registry behind the checks: a hash table of live handles by (kind, value), a sorted array
 * of live device allocations (so that interior pointers find theirs), and a ring of the most
 * recent destructions. Entries come from chunks that are never freed: an entry leaving the
 * history goes to a free list and is reused with a new sequence number, which is how a thread's
 * cached copy learns that it is out of date. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "registry.h"

#define HISTORY 4096     /* destructions remembered for BD-USE-AFTER-DESTROY */
#define CHUNK_ENTRIES 1024

struct entry {
    struct bd_registry_entry_head head; /* first: bd_registry_still_live reads it through the entry */
    struct bd_record record;            /* under the lock */
    struct entry *next;                 /* hash chain, or the free list */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct entry **buckets;
static size_t bucket_count, hashed;
static struct entry **allocations; /* live device memory, sorted by base address */
static size_t allocation_count, allocation_capacity;
static struct entry *history[HISTORY];
static size_t history_next, history_count;
static struct entry *free_entries;
static size_t alias_count; /* live records that are another address of memory (alias_of) */
static atomic_bool lost;
_Atomic unsigned long long bd_checks_epoch;
_Atomic unsigned long long bd_registry_lowest = ~0ull, bd_registry_highest; /* an add failed for want of memory: unknown handles may be ours */

static size_t bucket_of(bd_kind_t kind, unsigned long long value, size_t count)
{
    unsigned long long h = (value ^ ((unsigned long long)kind << 59)) * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 20) & (count - 1);
}

static struct entry *new_entry(void)
{
    if (free_entries == NULL) {
        struct entry *chunk = calloc(CHUNK_ENTRIES, sizeof *chunk);
        if (chunk == NULL)
            return NULL;
        for (size_t i = 0; i < CHUNK_ENTRIES; i++) {
            chunk[i].next = free_entries;
            free_entries = &chunk[i];
        }
    }
    struct entry *e = free_entries;
    free_entries = e->next;
    e->next = NULL;
    atomic_fetch_add_explicit(&e->head.seq, 1, memory_order_relaxed); /* before destroyed is cleared */
    return e;
}

/* Mark e destroyed and keep it in the history; the oldest destruction leaves it for reuse. */
static void retire(struct entry *e, const bd_call_t *call)
{
    bd_checks_epoch_moves();
    e->record.destroyed = true;
    e->record.destroyed_by = *call;
    atomic_store_explicit(&e->head.destroyed, true, memory_order_release);
    if (e->record.kind == BD_KIND_DEVICE_POINTER)
        bd_races_freed(e->record.value);
    else
        bd_races_handle_ended(e->record.kind, e->record.value);
    if (history_count == HISTORY) {
        struct entry *oldest = history[history_next];
        oldest->next = free_entries;
        free_entries = oldest;
    } else {
        history_count++;
    }
    history[history_next] = e;
    history_next = (history_next + 1) % HISTORY;
}

static bool grow_buckets(void)
{
    size_t count = bucket_count ? bucket_count * 2 : 1024;
    struct entry **fresh = calloc(count, sizeof *fresh);
    if (fresh == NULL)
        return false;
    for (size_t i = 0; i < bucket_count; i++) {
        for (struct entry *e = buckets[i], *next; e != NULL; e = next) {
            next = e->next;
            size_t b = bucket_of(e->record.kind, e->record.value, count);
            e->next = fresh[b];
            fresh[b] = e;
        }
    }
    free(buckets);
    buckets = fresh;
    bucket_count = count;
    return true;
}

static struct entry **hashed_link(bd_kind_t kind, unsigned long long value)
{
    if (bucket_count == 0)
        return NULL;
    struct entry **link = &buckets[bucket_of(kind, value, bucket_count)];
    while (*link != NULL && ((*link)->record.kind != kind || (*link)->record.value != value))
        link = &(*link)->next;
    return link;
}

/* The index of the first allocation whose base is above value. */
static size_t allocation_after(unsigned long long value)
{
    size_t low = 0, high = allocation_count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        if (allocations[middle]->record.value <= value)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}

static unsigned long long last_byte(const struct bd_record *r)
{
    return r->value + (r->size ? r->size - 1 : 0);
}

static bool contains(const struct bd_record *r, unsigned long long value)
{
    return value >= r->value && value <= last_byte(r);
}

static struct entry *find_live(bd_kind_t kind, unsigned long long value)
{
    if (kind != BD_KIND_DEVICE_POINTER) {
        struct entry **link = hashed_link(kind, value);
        return link ? *link : NULL;
    }
    size_t after = allocation_after(value);
    return after > 0 && contains(&allocations[after - 1]->record, value) ? allocations[after - 1] : NULL;
}

bool bd_registry_find(bd_kind_t kind, unsigned long long value, struct bd_found *out)
{
    pthread_mutex_lock(&lock);
    struct entry *e = find_live(kind, value);
    for (size_t i = 1; e == NULL && i <= history_count; i++) { /* newest destruction first */
        struct entry *old = history[(history_next + HISTORY - i) % HISTORY];
        if (old->record.kind == kind && contains(&old->record, value))
            e = old;
    }
    if (e != NULL)
        *out = (struct bd_found){e->record, e, atomic_load_explicit(&e->head.seq, memory_order_relaxed)};
    pthread_mutex_unlock(&lock);
    return e != NULL;
}

static const bd_call_t replaced = {"its context's end or a call outside cubound (the driver handed the value out again)",
                                   NULL, 0, NULL};

static bool add_hashed(struct entry *e)
{
    if (hashed >= bucket_count && !grow_buckets())
        return false;
    struct entry **link = hashed_link(e->record.kind, e->record.value);
    if (*link != NULL) { /* destroyed behind cubound's back, and the value reused */
        struct entry *old = *link;
        *link = old->next;
        hashed--;
        retire(old, &replaced);
    }
    e->next = buckets[bucket_of(e->record.kind, e->record.value, bucket_count)];
    buckets[bucket_of(e->record.kind, e->record.value, bucket_count)] = e;
    hashed++;
    return true;
}

/* The driver handed [value, last] out again, so whatever cubound still holds there has ended:
 * freed outside cubound, or with its context (a device closed with its memory still allocated).
 * Live allocations never overlap, so only the one below value can reach into the range. */
static void retire_overlapping(unsigned long long value, unsigned long long last)
{
    size_t first = allocation_after(value), end = first;
    if (first > 0 && last_byte(&allocations[first - 1]->record) >= value)
        first--;
    while (end < allocation_count && allocations[end]->record.value <= last)
        end++;
    if (first == end)
        return;
    for (size_t i = first; i < end; i++) {
        alias_count -= allocations[i]->record.alias_of != 0;
        retire(allocations[i], &replaced);
    }
    memmove(&allocations[first], &allocations[end], (allocation_count - end) * sizeof *allocations);
    allocation_count -= end - first;
}

static bool add_allocation(struct entry *e)
{
    unsigned long long last = last_byte(&e->record);
    if (e->record.value < atomic_load(&bd_registry_lowest))
        atomic_store(&bd_registry_lowest, e->record.value);
    if (last > atomic_load(&bd_registry_highest))
        atomic_store(&bd_registry_highest, last);
    retire_overlapping(e->record.value, last);
    size_t at = allocation_after(e->record.value);
    if (allocation_count == allocation_capacity) {
        size_t capacity = allocation_capacity ? allocation_capacity * 2 : 1024;
        struct entry **grown = realloc(allocations, capacity * sizeof *grown);
        if (grown == NULL)
            return false;
        allocations = grown;
        allocation_capacity = capacity;
    }
    memmove(&allocations[at + 1], &allocations[at], (allocation_count - at) * sizeof *allocations);
    allocations[at] = e;
    allocation_count++;
    bd_races_allocated(e->record.value, e->record.size);
    return true;
}

static atomic_ullong registrations;

unsigned long long bd_registry_serial(void)
{
    return atomic_load_explicit(&registrations, memory_order_acquire);
}

bool bd_registry_add(const struct bd_record *record)
{
    pthread_mutex_lock(&lock);
    if (record->any_context && record->kind != BD_KIND_DEVICE_POINTER) {
        struct entry **link = hashed_link(record->kind, record->value);
        if (link != NULL && *link != NULL && (*link)->record.any_context) {
            (*link)->record.made_again++;
            pthread_mutex_unlock(&lock);
            return true;
        }
    }
    struct entry *e = new_entry();
    bool added = false;
    if (e != NULL) {
        e->record = *record;
        e->record.destroyed = false;
        e->record.registered = atomic_fetch_add_explicit(&registrations, 1, memory_order_acq_rel) + 1;
        added = record->kind == BD_KIND_DEVICE_POINTER ? add_allocation(e) : add_hashed(e);
        if (added) {
            alias_count += record->alias_of != 0;
            atomic_store_explicit(&e->head.destroyed, false, memory_order_release);
        } else {
            e->next = free_entries;
            free_entries = e;
        }
    }
    pthread_mutex_unlock(&lock);
    if (!added && !atomic_exchange(&lost, true))
        bd_set_last_error("the checks ran out of host memory: handles made from now on may go unchecked");
    return added;
}

bool bd_registry_remove(bd_kind_t kind, unsigned long long value, const bd_call_t *call, unsigned long long since)
{
    pthread_mutex_lock(&lock);
    struct entry *e = NULL;
    if (kind != BD_KIND_DEVICE_POINTER) {
        struct entry **link = hashed_link(kind, value);
        if (link != NULL && *link != NULL && (*link)->record.made_again > 0) {
            (*link)->record.made_again--;
            pthread_mutex_unlock(&lock);
            return true;
        }
        if (link != NULL && *link != NULL && (*link)->record.registered <= since) {
            e = *link;
            *link = e->next;
            hashed--;
        }
    } else {
        size_t after = allocation_after(value);
        if (after > 0 && allocations[after - 1]->record.value == value &&
            allocations[after - 1]->record.registered <= since) {
            e = allocations[after - 1];
            memmove(&allocations[after - 1], &allocations[after], (allocation_count - after) * sizeof *allocations);
            allocation_count--;
        }
    }
    if (e != NULL) {
        alias_count -= e->record.alias_of != 0;
        retire(e, call);
    }
    for (size_t i = allocation_count; kind == BD_KIND_DEVICE_POINTER && alias_count > 0 && i-- > 0;) {
        struct entry *alias = allocations[i];
        if (alias->record.alias_of == value) { /* the memory it is another address of is gone */
            memmove(&allocations[i], &allocations[i + 1], (allocation_count - i - 1) * sizeof *allocations);
            allocation_count--;
            alias_count--;
            retire(alias, call);
        }
    }
    pthread_mutex_unlock(&lock);
    return e != NULL;
}

bool bd_registry_incomplete(void)
{
    return atomic_load_explicit(&lost, memory_order_relaxed);
}
