/* SPDX-License-Identifier: MIT */
/* A child forked after its parent started CUDA cannot use CUDA: the driver answers
 * CUDA_ERROR_NOT_INITIALIZED to its every call, cuInit included (tests/probes/fork_child.c,
 * measured on an H100). Another thread of the parent may have held one of cubound's locks at the
 * fork, and no thread of the child will ever release it; so in the child cubound takes no lock of
 * the parent's: every binding, device and open answers CUDA_ERROR_NOT_INITIALIZED at once, and
 * bd_last_error says why. A parent that forks before its first bd_device_open is not watched. */
#include "internal.h"

/* Runs in the child, its only thread, before fork returns there. */
static void in_child(void)
{
    bd_forked_child = true; /* errors.c's, which every layer may read */
    /* The forking thread's bindings, copied into the child: none is this thread's to use, so
     * every call takes the slow path, which refuses. */
    bd_thread_binding = NULL;
    bd_thread_context = NULL;
    bd_thread_named = NULL;
    bd_thread_serial = 0;
    bd_say_after_fork();
}

static void watch(void)
{
    pthread_atfork(NULL, NULL, in_child);
}

void bd_watch_forks(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, watch);
}
