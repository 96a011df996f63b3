/* SPDX-License-Identifier: MIT */
/* The seam between generated code and libcubound: everything a generated header
 * (cubound/driver.h, cublas.h, curand.h, nccl.h) needs from the runtime, and nothing more. Every
 * generated header includes it and compiles alone.
 *
 * It is an interface: the inline form (CUBOUND_INLINE=1) compiles these names, and the tables'
 * slots, into programs, so they change only with a new version, and a slot never moves
 * (spec/slots/<library>.txt, docs/design.md "The seam"). The exported wrappers' own plumbing
 * (hand-off notes, checks, the loader) is libcubound's private business: src/wrapper_runtime.h. */
#ifndef CUBOUND_SEAM_H
#define CUBOUND_SEAM_H

#include <stdbool.h>

#include "cubound/cubound.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The binding whose context this thread made current last, under the cached policy without
 * checks; it only ever holds a binding made by this thread, so equality means "valid and already
 * current". Initial-exec TLS: one instruction. */
BD_API extern __thread bound_dev_t *bd_thread_binding __attribute__((tls_model("initial-exec")));

/* The fast path of every wrapper, in both forms: written here once. */
#define BD_GEN_IS_CURRENT(bd) BD_LIKELY((bd) == bd_thread_binding && (bd) != NULL)

/* A slot of a library's table for a function the headers it was made from do not declare. */
typedef void (*bd_gen_fn)(void);

/* An entry of a library's table, read once per call. */
#define BD_GEN_ENTRY(table, field) __atomic_load_n(&(table).field, __ATOMIC_ACQUIRE)

/* Whether this process checks calls (fixed before the first device opens). */
BD_API extern bool bd_gen_checks_on;

/* Where the program called an inline wrapper, for the out-of-line wrapper's reports. */
BD_API void bd_gen_call_site(const char *file, int line);

/* An inline wrapper's way out: bd_gen_at_<function>, the exported wrapper, or where checks are on
 * bd_gen_noted_<function>, the call site noted first. Both are out of line and take the library
 * function's arguments first, where the fast path passes them: the caller keeps nothing alive
 * across a call and loads each argument once, straight into its register (clang spent up to 6
 * instructions a call on moves and spills while the note was at the call site). */
#define BD_GEN_OUT_OF_LINE static __attribute__((noinline, unused))
#define BD_GEN_NOTED static __attribute__((noinline, cold, unused))

#ifdef __cplusplus
}
#endif

#endif
