/* SPDX-License-Identifier: MIT */
/* The registry of handles made through cubound, for the checks: who owns each handle (the
 * context incarnation it was made in), which call made it, and, for a bounded history of recent
 * destructions, which call destroyed it. Every operation takes one lock; a thread's checks avoid it with a cache of
 * records they saw, validated without the lock (bd_registry_still_live). Records live in memory
 * that is never freed, only reused, so a cached pointer is always safe to read; memory grows
 * with the peak number of live handles, not with the number ever made. */
#ifndef CUBOUND_REGISTRY_H
#define CUBOUND_REGISTRY_H

#include <stdatomic.h>
#include <stdbool.h>

#include "wrapper_runtime.h"

struct bd_record {
    bd_kind_t kind;
    unsigned long long value;
    unsigned long long size; /* device memory: bytes from value; else 0 */
    unsigned long long ctx_id; /* the owner: the context incarnation the handle was made in */
    bool any_context;          /* memory every context may use (managed, pinned host, VMM): [any_context] */
    unsigned long long alias_of; /* another address of the memory at this one (0: none); ends with it */
    CUcontext ctx;
    unsigned long long device_serial; /* which bd_device_open, for messages */
    int ordinal;
    long thread_id;
    bd_call_t made_by;
    /* Made outside cubound, and registered when a check first met it (made_by: that call), from
     * what the driver said owns it; owner_unknown: the driver cannot say (events), so every
     * binding may use it and the driver checks its context where that matters. */
    bool outside, owner_unknown;
    bool destroyed;
    bd_call_t destroyed_by;
    unsigned long long registered; /* bd_registry_serial() once added: later registrations are higher */
    /* A handle every context may use that its library answered again while live (cuBLASLt's):
     * how many more destroys it takes to end. */
    unsigned long long made_again;
};

/* A record found: a copy, and what validates a cached copy later. */
struct bd_found {
    struct bd_record record;
    const void *entry;
    unsigned long long seq;
};

/* How many registrations were made so far: a call that checked its handles before the driver
 * ended one passes it to bd_registry_remove, so that a registration another thread made of the
 * same value since (the driver handed it out again at once) is not the one removed. */
unsigned long long bd_registry_serial(void);

/* The live record of (kind, value), else the most recently destroyed one still in the history;
 * device pointers are found by the allocation they fall in, interior pointers included. */
bool bd_registry_find(bd_kind_t kind, unsigned long long value, struct bd_found *out);

/* Moves whenever a check that passed may fail now with the same arguments: a record retired
 * (destroyed, or its value handed out again), a context ended, peer access disabled. */
extern _Atomic unsigned long long bd_checks_epoch;
static inline void bd_checks_epoch_moves(void)
{
    atomic_fetch_add_explicit(&bd_checks_epoch, 1, memory_order_release);
}

/* The start of every registry entry: what a cached copy is validated against without the lock. */
struct bd_registry_entry_head {
    _Atomic unsigned long long seq; /* moves each time the entry is reused */
    atomic_bool destroyed;
};

/* Whether the record found is still live and not reused since: two loads. Reuse moves seq before
 * it clears destroyed, so a clear seen here comes with the new seq. */
static inline bool bd_registry_still_live(const void *entry, unsigned long long seq)
{
    const struct bd_registry_entry_head *head = entry;
    return !atomic_load_explicit(&head->destroyed, memory_order_acquire) &&
           atomic_load_explicit(&head->seq, memory_order_relaxed) == seq;
}

/* The lowest and highest byte of device memory ever registered: a pointer outside them (host
 * memory, mostly) needs no lookup. */
extern _Atomic unsigned long long bd_registry_lowest, bd_registry_highest;
static inline bool bd_registry_may_hold(unsigned long long value)
{
    return value >= atomic_load_explicit(&bd_registry_lowest, memory_order_relaxed) &&
           value <= atomic_load_explicit(&bd_registry_highest, memory_order_relaxed);
}

/* Add a live record; false if there was no memory for it (the handle then reads as foreign). A
 * handle every context may use that is live already is counted, not replaced: its library counts
 * its creations. */
bool bd_registry_add(const struct bd_record *record);

/* Whether an add ever failed: then a handle the registry does not know may still be cubound's,
 * and is not reported as foreign. */
bool bd_registry_incomplete(void);

/* Mark the live record of (kind, value) destroyed by call, and the aliases of device memory
 * starting at value (a counted handle: once destroyed as often as it was made); false if there is
 * none. */
bool bd_registry_remove(bd_kind_t kind, unsigned long long value, const bd_call_t *call, unsigned long long since);

#endif
