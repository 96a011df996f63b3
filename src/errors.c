/* bd_last_error: one sentence per failure, kept per thread. */
#include <stdarg.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "internal.h"

static __thread char last_error[1024];

void bd_set_last_error(const char *message)
{
    snprintf(last_error, sizeof last_error, "%s", message);
}

CUresult bd_fail(CUresult rc, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(last_error, sizeof last_error, format, args);
    va_end(args);
    fprintf(stderr, "cubound: %s (%s)\n", last_error, bd_result_name(rc));
    return rc;
}

const char *bd_last_error(void)
{
    return last_error;
}

const char *bd_result_name(CUresult rc)
{
    const char *name = NULL;
    if (cuGetErrorName(rc, &name) != CUDA_SUCCESS || name == NULL)
        return "unknown CUresult";
    return name;
}

long bd_current_thread_id(void)
{
    return (long)syscall(SYS_gettid);
}
