/* SPDX-License-Identifier: MIT */
/* With checks on (bd_init, CUBOUND_CHECKS=1, or a library built with CUBOUND_CHECKS=ON), every
 * wrapper call is checked: the binding is live and used on its own thread, the current context is
 * the one cubound made current, and every handle argument was made through cubound on the
 * binding's device in its current generation. A violation has a stable ID (docs/checks.md); by
 * default it is printed to stderr and the wrapper returns the library's error status without
 * calling the library. */
#ifndef CUBOUND_CHECKS_H
#define CUBOUND_CHECKS_H

#include <stdint.h>

#include <cuda.h>

#include "cubound/cubound.h"
#include "cubound/kinds.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A handle argument as the registry sees it: pointers and integer handles alike. */
#define BD_HANDLE_VALUE(handle) ((unsigned long long)(uintptr_t)(handle))

typedef struct bd_violation {
    const char *id;       /* "BD-WRONG-DEVICE", ...: stable, for tests and tools */
    const char *function; /* the CUDA function of the wrapper */
    const char *param;    /* the parameter at fault, "bd" for the binding */
    const char *file;     /* where the wrapper was called: a source file (CUBOUND_INLINE), else the
                             calling binary and function as dladdr names them */
    int line;             /* 0 where the file is not a source file */
    const char *message; /* the whole report: ID, function(param), one sentence, call site */
} bd_violation_t;

typedef enum bd_action {
    BD_ACTION_RETURN,   /* do not call the library; return its error status */
    BD_ACTION_CONTINUE, /* call it anyway */
    BD_ACTION_ABORT,    /* abort() the process */
} bd_action_t;

/* Decide what a violation does. Without a handler, BD_ON_VIOLATION=return|log|abort decides
 * (unset: print to stderr and return). The handler is called on the violating thread. */
typedef bd_action_t (*bd_violation_handler_t)(const bd_violation_t *violation, void *user);
/* Install handler (NULL: the default again) for every thread; user is passed to it. */
BD_API void bd_set_violation_handler(bd_violation_handler_t handler, void *user);

/* Accept a handle made outside cubound as the binding's, from now until it is destroyed through a
 * wrapper: one the driver cannot place (a module, a cuBLAS handle, an NCCL communicator), or one of
 * a context no bd_device_open holds. Streams, device memory and events made in an open device's
 * context need none. size: bytes, for device memory. A BD_KIND_ value (cubound/kinds.h) keeps its
 * number in every version of cubound. */
BD_API CUresult bd_adopt(bound_dev_t *bd, bd_kind_t kind, unsigned long long value, unsigned long long size);

static inline CUresult bd_adopt_stream(bound_dev_t *bd, CUstream stream)
{
    return bd_adopt(bd, BD_KIND_STREAM, BD_HANDLE_VALUE(stream), 0);
}

static inline CUresult bd_adopt_event(bound_dev_t *bd, CUevent event)
{
    return bd_adopt(bd, BD_KIND_EVENT, BD_HANDLE_VALUE(event), 0);
}

static inline CUresult bd_adopt_device_memory(bound_dev_t *bd, CUdeviceptr base, size_t bytes)
{
    return bd_adopt(bd, BD_KIND_DEVICE_POINTER, base, bytes);
}

/* What stream-order race detection holds (docs/races.md). */
typedef struct bd_race_footprint {
    bool on;         /* it runs: checks on, and CUBOUND_RACES not 0 */
    size_t ranges;   /* allocations tracked */
    size_t accesses; /* accesses remembered */
    size_t streams;  /* streams with a clock, destroyed ones the host has not waited for included */
    size_t events;   /* events with a clock */
    size_t bytes;    /* host memory of all of it */
} bd_race_footprint_t;
/* Fill out with what race detection holds now (everything 0 where it does not run). */
BD_API void bd_race_footprint(bd_race_footprint_t *out);

#ifdef __cplusplus
}
#endif

#endif
