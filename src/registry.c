/* An open-addressing hash table of (kind, key) -> newest record, readable without a lock.
 * Device memory is indexed by 2 MiB granule: the slot of each granule an allocation touches
 * holds a list of the allocations in it, newest first, so that an interior pointer finds its
 * allocation with one probe and a short walk. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "registry.h"

#define SLOTS (1u << 20) /* distinct (kind, key) pairs ever seen; pages are touched lazily */
#define GRANULE_SHIFT 21
#define GRANULE_KIND BD_KIND_COUNT

struct granule_entry {
    const struct bd_record *record;
    struct granule_entry *next; /* older allocations in the same granule */
};

struct slot {
    _Atomic unsigned long long key;
    _Atomic int kind; /* kind + 1: 0 marks an empty slot */
    _Atomic(const void *) value; /* a record, or for a granule the newest granule_entry */
};

static _Atomic(struct slot *) slots; /* made by the first registration, under write_lock */
static pthread_mutex_t write_lock = PTHREAD_MUTEX_INITIALIZER;

static unsigned hash(int kind, unsigned long long key)
{
    unsigned long long h = (key ^ ((unsigned long long)kind << 59)) * 0x9E3779B97F4A7C15ull;
    return (unsigned)(h >> 44) & (SLOTS - 1);
}

/* The slot of (kind, key): the one that holds it, or with create the empty one to take. */
static struct slot *probe(int kind, unsigned long long key, bool create)
{
    struct slot *table = atomic_load_explicit(&slots, memory_order_acquire);
    if (table == NULL && create) {
        table = calloc(SLOTS, sizeof *table);
        if (table == NULL) {
            fprintf(stderr, "cubound: no memory for the debug registry\n");
            abort();
        }
        atomic_store_explicit(&slots, table, memory_order_release);
    }
    if (table == NULL)
        return NULL;
    for (unsigned i = hash(kind, key), n = 0; n < SLOTS; i = (i + 1) & (SLOTS - 1), n++) {
        struct slot *s = &table[i];
        int held = atomic_load_explicit(&s->kind, memory_order_acquire);
        if (held == 0) {
            if (!create)
                return NULL;
            atomic_store_explicit(&s->key, key, memory_order_relaxed);
            atomic_store_explicit(&s->kind, kind + 1, memory_order_release);
            return s;
        }
        if (held == kind + 1 && atomic_load_explicit(&s->key, memory_order_relaxed) == key)
            return s;
    }
    if (create) {
        fprintf(stderr, "cubound: the debug registry is full (%u handles)\n", SLOTS);
        abort();
    }
    return NULL;
}

static bool contains(const struct bd_record *r, unsigned long long value)
{
    return value >= r->value && value - r->value < (r->size ? r->size : 1);
}

const struct bd_record *bd_registry_find(bd_kind_t kind, unsigned long long value)
{
    if (kind != BD_KIND_DEVICE_POINTER) {
        struct slot *s = probe((int)kind, value, false);
        return s ? atomic_load_explicit(&s->value, memory_order_acquire) : NULL;
    }
    struct slot *s = probe(GRANULE_KIND, value >> GRANULE_SHIFT, false);
    const struct bd_record *destroyed = NULL;
    for (const struct granule_entry *e = s ? atomic_load_explicit(&s->value, memory_order_acquire) : NULL; e; e = e->next) {
        if (!contains(e->record, value))
            continue;
        if (!atomic_load_explicit(&e->record->destroyed, memory_order_acquire))
            return e->record;
        if (destroyed == NULL)
            destroyed = e->record;
    }
    return destroyed;
}

void bd_registry_add(const struct bd_record *prototype)
{
    struct bd_record *record = malloc(sizeof *record);
    if (record == NULL)
        return;
    memcpy(record, prototype, sizeof *record);
    atomic_init(&record->destroyed, false);
    pthread_mutex_lock(&write_lock);
    if (record->kind != BD_KIND_DEVICE_POINTER) {
        atomic_store_explicit(&probe((int)record->kind, record->value, true)->value, record, memory_order_release);
    } else {
        unsigned long long last = record->value + (record->size ? record->size - 1 : 0);
        for (unsigned long long g = record->value >> GRANULE_SHIFT; g <= last >> GRANULE_SHIFT; g++) {
            struct slot *s = probe(GRANULE_KIND, g, true);
            struct granule_entry *entry = malloc(sizeof *entry);
            if (entry == NULL)
                break;
            entry->record = record;
            entry->next = (struct granule_entry *)atomic_load_explicit(&s->value, memory_order_relaxed);
            atomic_store_explicit(&s->value, entry, memory_order_release);
        }
    }
    pthread_mutex_unlock(&write_lock);
}

bool bd_registry_remove(bd_kind_t kind, unsigned long long value, const bd_call_t *call)
{
    pthread_mutex_lock(&write_lock);
    struct bd_record *record = (struct bd_record *)bd_registry_find(kind, value);
    bool found = record != NULL && !atomic_load(&record->destroyed) &&
                 (kind != BD_KIND_DEVICE_POINTER || record->value == value);
    if (found) {
        record->destroyed_by = *call;
        atomic_store_explicit(&record->destroyed, true, memory_order_release);
    }
    pthread_mutex_unlock(&write_lock);
    return found;
}
