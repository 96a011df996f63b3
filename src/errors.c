/* SPDX-License-Identifier: MIT */
/* A thread's state besides its two hot pointers (bd_last_error's sentence among it), and how
 * failures are reported. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "internal.h"

__thread struct bd_thread_state *bd_thread_state_pointer BD_FAST_TLS;
__thread struct bd_gen_entered bd_gen_entered BD_FAST_TLS;
__thread unsigned long long bd_thread_serial BD_FAST_TLS;
static pthread_key_t state_key;
static pthread_once_t state_key_once = PTHREAD_ONCE_INIT;
/* Shared by threads whose own state could not be allocated: messages may mix, nothing crashes. */
static struct bd_thread_state out_of_memory_state;
static atomic_ullong next_thread_serial = 1;

static void free_state(void *state)
{
    /* Its bindings stay (only their own thread may unbind them): say why they are unusable now. */
    for (bound_dev_t *bd = ((struct bd_thread_state *)state)->bindings; bd != NULL; bd = bd->thread_next)
        atomic_store(&bd->thread_exited, true);
    free(((struct bd_thread_state *)state)->writes); /* one allocation (handoff.c) */
    free(((struct bd_thread_state *)state)->layouts);
    free(state);
    bd_thread_state_pointer = NULL; /* runs on the exiting thread: later destructors start afresh */
    bd_thread_serial = 0;           /* and its bindings are no longer theirs */
}

static void make_state_key(void)
{
    pthread_key_create(&state_key, free_state);
}

struct bd_thread_state *bd_thread_state_make(void)
{
    struct bd_thread_state *state = calloc(1, sizeof *state);
    if (state == NULL) {
        bd_thread_serial = BD_SHARED_THREAD_SERIAL;
        return &out_of_memory_state;
    }
    bd_thread_serial = atomic_fetch_add(&next_thread_serial, 1);
    pthread_once(&state_key_once, make_state_key);
    pthread_setspecific(state_key, state); /* freed when the thread exits */
    bd_thread_state_pointer = state;
    return state;
}

void bd_gen_call_site(const char *file, int line)
{
    bd_gen_entered.site_file = file;
    bd_gen_entered.site_line = line;
}

/* The newest word wins: a failure recorded before is gone with the message before. */
static void set_message(const char *reason_for, const char *format, va_list args)
{
    struct bd_thread_state *state = bd_thread_state();
    vsnprintf(state->last_error, sizeof state->last_error, format, args);
    state->failure.library = NULL;
    state->reason_for = reason_for;
}

void bd_set_last_error(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    set_message(NULL, format, args);
    va_end(args);
}

void bd_set_reason(const char *function, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    set_message(function, format, args);
    va_end(args);
}

/* What cubound writes on stderr: each kind of line (a failure's sentence, a violation's ID in one
 * function) at most SAID_EACH times, then counted, and the counts said once at exit, so that a loop
 * repeating one mistake cannot fill a disk (it printed 4.4 million lines in 20 s). */
enum { SAID_EACH = 10, SAID_KINDS = 128 };
static struct said {
    const void *kind;
    const char *function;
    char first[96]; /* the start of its first line, to name it at exit */
    unsigned long long count;
} said[SAID_KINDS];
static size_t said_kinds;
static pthread_mutex_t said_lock = PTHREAD_MUTEX_INITIALIZER;

bool bd_forked_child;

CUresult bd_refuse_in_child(const char *action)
{
    return bd_fail(CUDA_ERROR_NOT_INITIALIZED,
                   "%s in a child process forked after its parent started CUDA, which the child cannot use "
                   "(the driver answers CUDA_ERROR_NOT_INITIALIZED to its every call): exec a program in the "
                   "child, or fork before the first bd_device_open",
                   action);
}

void bd_say_after_fork(void)
{
    pthread_mutex_init(&said_lock, NULL); /* another thread of the parent may have held it */
}

__attribute__((destructor)) static void say_what_was_not_said(void)
{
    pthread_mutex_lock(&said_lock);
    for (size_t i = 0; i < said_kinds; i++)
        if (said[i].count > SAID_EACH)
            fprintf(stderr, "cubound: %llu more like \"%s...\" were not printed\n", said[i].count - SAID_EACH,
                    said[i].first);
    pthread_mutex_unlock(&said_lock);
}

void bd_say(const void *kind, const char *function, const char *line)
{
    pthread_mutex_lock(&said_lock);
    size_t i = 0;
    while (i < said_kinds && !(said[i].kind == kind && said[i].function == function))
        i++;
    if (i == said_kinds && said_kinds < SAID_KINDS) {
        said[said_kinds++] = (struct said){kind, function, "", 0};
        snprintf(said[i].first, sizeof said[i].first, "%s", line);
    }
    unsigned long long count = i < said_kinds ? ++said[i].count : SAID_EACH + 1; /* more kinds: counted as said */
    pthread_mutex_unlock(&said_lock);
    if (count <= SAID_EACH)
        fprintf(stderr, "cubound: %s\n", line);
    if (count == SAID_EACH)
        fprintf(stderr, "cubound: (lines like the one above are counted from now on, and the count printed at exit)\n");
}

CUresult bd_fail(CUresult rc, const char *format, ...)
{
    struct bd_thread_state *state = bd_thread_state();
    char sentence[sizeof state->last_error - 64];
    va_list args;
    va_start(args, format);
    vsnprintf(sentence, sizeof sentence, format, args);
    va_end(args);
    bd_set_last_error("%s (%s)", sentence, bd_result_name(rc));
    bd_say(format, NULL, state->last_error);
    return rc;
}

void bd_gen_failed(struct bd_gen_library *library, const char *function, int status)
{
    bd_thread_state()->failure = (struct bd_failure){library, function, status};
}

/* The CUresult's name without asking the driver where the headers name it (the generated
 * table), else the driver's (a newer one knows more); NULL if nobody knows it. */
const char *bd_cuda_result_name(CUresult rc)
{
    const char *name = bd_gen_driver_library.status_name((int)rc);
    /* Through the table's slot, not bd_cuGetErrorName: naming must not overwrite the message. */
    if (name == NULL && atomic_load(&bd_gen_driver_library.state) == BD_GEN_LOADED &&
        BD_GEN_ENTRY(bd_gen_driver, pfn_cuGetErrorName)(rc, &name) != CUDA_SUCCESS)
        name = NULL;
    return name;
}

const char *bd_result_name(CUresult rc)
{
    const char *name = bd_cuda_result_name(rc);
    return name != NULL ? name : "unknown CUresult";
}

/* The name of a status of library, and where the library says more, its words. */
static const char *status_name(const struct bd_failure *f, const char **words)
{
    const char *name = NULL;
    *words = NULL;
    if (f->library == &bd_gen_driver_library) {
        name = bd_cuda_result_name((CUresult)f->status);
        if (atomic_load(&bd_gen_driver_library.state) != BD_GEN_LOADED ||
            BD_GEN_ENTRY(bd_gen_driver, pfn_cuGetErrorString)((CUresult)f->status, words) != CUDA_SUCCESS ||
            (*words != NULL && name != NULL && strcmp(*words, name) == 0))
            *words = NULL; /* the simulated driver's words are the name again */
    } else {
        name = f->library->status_name(f->status); /* as the headers name it */
    }
    return name != NULL ? name : "an unknown status";
}

/* Put the recorded failure into words: the call, the status and its name, and why, which is what
 * cubound itself wrote for this call (a function the library lacks) or the library's words. */
static void describe_failure(struct bd_thread_state *state)
{
    const struct bd_failure *f = &state->failure;
    char ours[sizeof state->last_error];
    const char *words;
    const char *name = status_name(f, &words);
    if (state->reason_for != NULL && strcmp(state->reason_for, f->function) == 0)
        words = strcpy(ours, state->last_error); /* about to be written over */
    snprintf(state->last_error, sizeof state->last_error, "%s failed: %s (%d)%s%.*s", f->function, name, f->status,
             words != NULL ? ": " : "", (int)sizeof ours - 128, words != NULL ? words : "");
    state->failure.library = NULL;
    state->reason_for = NULL;
}

const char *bd_last_error(void)
{
    struct bd_thread_state *state = bd_thread_state_pointer;
    if (state == NULL)
        return "";
    if (state->failure.library != NULL)
        describe_failure(state);
    return state->last_error;
}

long bd_current_thread_id(void)
{
    return (long)syscall(SYS_gettid);
}
