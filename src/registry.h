/* The registry of handles made through cubound, for the debug checks: who owns each handle
 * (device, generation), which call made it, and whether it was destroyed. Reads take no lock;
 * writes (create, destroy) take one. Records are never freed, so a reader never sees one vanish:
 * the cost is a few dozen bytes per handle ever made, in debug builds only. */
#ifndef CUBOUND_REGISTRY_H
#define CUBOUND_REGISTRY_H

#include <stdatomic.h>
#include <stdbool.h>

#include "cubound/checks.h"

struct bd_record {
    bd_kind_t kind;
    unsigned long long value;
    unsigned long long size; /* device memory: bytes from value; else 0 */
    unsigned long long device_serial;
    int ordinal;
    unsigned long long generation;
    long thread_id;
    bd_call_t made_by;
    atomic_bool destroyed;
    bd_call_t destroyed_by; /* written before destroyed is set */
};

/* The live record of (kind, value), or the last destroyed one, or NULL. Device pointers are found
 * by the allocation they fall in, interior pointers included. */
const struct bd_record *bd_registry_find(bd_kind_t kind, unsigned long long value);

void bd_registry_add(const struct bd_record *record);

/* Mark the live record of (kind, value) destroyed by call; false if there is none. */
bool bd_registry_remove(bd_kind_t kind, unsigned long long value, const bd_call_t *call);

#endif
