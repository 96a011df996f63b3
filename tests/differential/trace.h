/* SPDX-License-Identifier: MIT */
/* The differential corpus's record: one line per call, "call status [what it gave]", written to
 * stdout and, with --expect FILE, compared line by line with a GPU's record. */
#ifndef CUBOUND_TRACE_H
#define CUBOUND_TRACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

void trace_open(int argc, char **argv);
/* With CUBOUND_CORPUS_VERBOSE set, say on stderr which call starts: a call that hangs is named. */
void trace_begin(const char *call);
/* Record a call's status and, if format is not NULL, what it gave. */
void trace(const char *call, int status, const char *format, ...) __attribute__((format(printf, 3, 4)));
/* The same for a fact of the card (an attribute, its memory, its name): compared only where the
 * record was made on a card of this one's name, so the suite also runs on another card. */
void trace_card(const char *call, int status, const char *format, ...) __attribute__((format(printf, 3, 4)));
/* 0 when every line matched (or nothing was expected), else 1; says how many differed. */
int trace_close(void);

/* The first and last of n words of host memory, and their sum: what a copy or set left there. */
const char *words_of(const uint32_t *host, size_t n);

/* The call's own text names it in the record; what it gave is read after it returned, and may
 * look at the call's status, status_. */
#define CALL(call) (trace_begin(#call), trace(#call, (int)(call), NULL))
#define CALLV(call, ...) CALL_TRACED(trace, #call, call, __VA_ARGS__)
#define CARD(call, ...) CALL_TRACED(trace_card, #call, call, __VA_ARGS__)
/* text is the call as written: stringized here, the call would be macro-expanded (NULL). */
#define CALL_TRACED(tracer, text, call, ...)                                                                           \
    do {                                                                                                               \
        trace_begin(text);                                                                                             \
        int status_ = (int)(call);                                                                                     \
        tracer(text, status_, __VA_ARGS__);                                                                            \
    } while (0)

#endif
