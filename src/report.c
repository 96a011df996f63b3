/* SPDX-License-Identifier: MIT */
/* How a violation is reported (the checks', hand-off's and race detection's alike): the handler or
 * BD_ON_VIOLATION, and the call site in words. Every report: ID, function(parameter), one sentence,
 * call site. */
#include <dlfcn.h>
#include <elf.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static bd_violation_handler_t handler;
static void *handler_user;
static pthread_mutex_t handler_lock = PTHREAD_MUTEX_INITIALIZER;

void bd_set_violation_handler(bd_violation_handler_t new_handler, void *user)
{
    pthread_mutex_lock(&handler_lock);
    handler = new_handler;
    handler_user = user;
    pthread_mutex_unlock(&handler_lock);
}

/* What BD_ON_VIOLATION asks for; unset or unknown: print and return. */
static bd_action_t default_action(bool *print)
{
    const char *mode = getenv("BD_ON_VIOLATION");
    *print = true;
    if (mode && strcmp(mode, "return") == 0) {
        *print = false;
        return BD_ACTION_RETURN;
    }
    if (mode && strcmp(mode, "log") == 0)
        return BD_ACTION_CONTINUE;
    if (mode && strcmp(mode, "abort") == 0)
        return BD_ACTION_ABORT;
    if (mode && *mode != '\0') /* read at each report: say so at each */
        fprintf(stderr, "cubound: BD_ON_VIOLATION=%s is refused: it is return, log or abort; this report returns\n", mode);
    return BD_ACTION_RETURN;
}

/* "file:line" from the inline form, else the calling binary and function as dladdr finds them. */
const char *bd_call_site_text(const bd_call_t *call, char *buffer, size_t size)
{
    if (call->file != NULL) {
        snprintf(buffer, size, "%s:%d", call->file, call->line);
        return buffer;
    }
    /* The call instruction ends where the return address starts: one byte back is inside it, so
     * the line named is the call's, not the next statement's. */
    if (call->return_address == NULL)
        return "an unknown place";
    const char *at = (const char *)call->return_address - 1;
    Dl_info info;
    if (dladdr(at, &info) && info.dli_fname != NULL) {
        /* addr2line takes an address in the file: the offset from where it was loaded, but for an
         * executable linked at a fixed address (not PIE), the address itself */
        const Elf64_Ehdr *elf = info.dli_fbase;
        uintptr_t in_file = (uintptr_t)at - (elf->e_type == ET_EXEC ? 0 : (uintptr_t)info.dli_fbase);
        char place[192]; /* the function where the binary exports it (dladdr sees only those), else the offset */
        if (info.dli_sname != NULL)
            snprintf(place, sizeof place, "(%s+0x%tx)", info.dli_sname, at - (const char *)info.dli_saddr);
        else
            snprintf(place, sizeof place, "+0x%" PRIxPTR, in_file);
        snprintf(buffer, size, "%s%s [addr2line -e %s 0x%" PRIxPTR "]", info.dli_fname, place, info.dli_fname, in_file);
        return buffer;
    }
    return "an unknown place";
}

CUresult bd_violation(const bd_call_t *call, const char *id, const char *param, CUresult rc, const char *format, ...)
{
    char sentence[1536], message[2048], site[384];
    va_list args;
    va_start(args, format);
    vsnprintf(sentence, sizeof sentence, format, args);
    va_end(args);
    const char *where = bd_call_site_text(call, site, sizeof site);
    snprintf(message, sizeof message, "%s %s(%s): %s; called at %s", id, call->function, param, sentence, where);
    bd_violation_t v = {id, call->function, param, call->file ? call->file : where, call->line, message};
    pthread_mutex_lock(&handler_lock);
    bd_violation_handler_t chosen = handler;
    void *user = handler_user;
    pthread_mutex_unlock(&handler_lock);
    bool print = false;
    bd_action_t action = chosen ? chosen(&v, user) : default_action(&print);
    bd_thread_state()->violations++;
    bd_set_last_error("%s", message);
    if (print)
        bd_say(id, call->function, message);
    if (action == BD_ACTION_ABORT)
        abort();
    return action == BD_ACTION_CONTINUE ? CUDA_SUCCESS : rc;
}
