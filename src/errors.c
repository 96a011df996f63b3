/* A thread's state besides its two hot pointers (bd_last_error's sentence among it), and how
 * failures are reported. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "internal.h"

__thread struct bd_thread_state *bd_thread_state_pointer BD_FAST_TLS;
static pthread_key_t state_key;
static pthread_once_t state_key_once = PTHREAD_ONCE_INIT;
/* Shared by threads whose own state could not be allocated: messages may mix, nothing crashes. */
static struct bd_thread_state out_of_memory_state = {.serial = ~0ull};
static atomic_ullong next_thread_serial = 1;

static void free_state(void *state)
{
    /* Its bindings stay (only their own thread may unbind them): say why they are unusable now. */
    for (bound_dev_t *bd = ((struct bd_thread_state *)state)->bindings; bd != NULL; bd = bd->thread_next)
        atomic_store(&bd->thread_exited, true);
    free(((struct bd_thread_state *)state)->recent_records);
    free(((struct bd_thread_state *)state)->writes); /* one allocation (handoff.c) */
    free(((struct bd_thread_state *)state)->layouts);
    free(state);
    bd_thread_state_pointer = NULL; /* runs on the exiting thread: later destructors start afresh */
}

static void make_state_key(void)
{
    pthread_key_create(&state_key, free_state);
}

struct bd_thread_state *bd_thread_state_make(void)
{
    struct bd_thread_state *state = calloc(1, sizeof *state);
    if (state == NULL)
        return &out_of_memory_state;
    state->serial = atomic_fetch_add(&next_thread_serial, 1);
    pthread_once(&state_key_once, make_state_key);
    pthread_setspecific(state_key, state); /* freed when the thread exits */
    bd_thread_state_pointer = state;
    return state;
}

void bd_gen_call_site(const char *file, int line)
{
    bd_thread_state()->site = (struct bd_call_site){file, line};
}

void bd_set_last_error(const char *format, ...)
{
    struct bd_thread_state *state = bd_thread_state();
    va_list args;
    va_start(args, format);
    vsnprintf(state->last_error, sizeof state->last_error, format, args);
    va_end(args);
}

CUresult bd_fail(CUresult rc, const char *format, ...)
{
    struct bd_thread_state *state = bd_thread_state();
    va_list args;
    va_start(args, format);
    vsnprintf(state->last_error, sizeof state->last_error, format, args);
    va_end(args);
    fprintf(stderr, "cubound: %s (%s)\n", state->last_error, bd_result_name(rc));
    return rc;
}

const char *bd_last_error(void)
{
    return bd_thread_state_pointer ? bd_thread_state_pointer->last_error : "";
}

const char *bd_result_name(CUresult rc)
{
    const char *name = NULL;
    /* Through the table's slot, not bd_cuGetErrorName: a missing driver must not overwrite the
     * message being reported. */
    if (atomic_load(&bd_gen_driver_library.state) != BD_GEN_LOADED || bd_gen_driver.pfn_cuGetErrorName(rc, &name) != CUDA_SUCCESS ||
        name == NULL)
        return "unknown CUresult";
    return name;
}

long bd_current_thread_id(void)
{
    return (long)syscall(SYS_gettid);
}
