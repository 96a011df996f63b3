/* SPDX-License-Identifier: MIT */
/* cuGetProcAddress, so that libcubound loads the simulation exactly as it loads the driver; and
 * the message for a function the simulation does not implement. */
#include <stdio.h>
#include <string.h>

#include "sim.h"
#include "sim_stubs.h"

static const struct sim_entry *find(const char *symbol, int version, cuuint64_t flags, bool *too_old)
{
    int per_thread = (flags & CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM) != 0;
    const struct sim_entry *best = NULL;
    *too_old = false;
    for (size_t i = 0; i < sim_entry_count; i++) {
        const struct sim_entry *e = &sim_entries[i];
        if (strcmp(e->name, symbol) != 0 || e->per_thread != per_thread)
            continue;
        if (e->version > version)
            *too_old = true;
        else if (best == NULL || e->version > best->version)
            best = e;
    }
    return best;
}

#if CUDA_VERSION >= 12000
CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags,
                             CUdriverProcAddressQueryResult *symbolStatus)
{
#else /* 11.x headers: the form without a status */
CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags)
{
#endif
    if (symbol == NULL || pfn == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    bool too_old;
    const struct sim_entry *e = find(symbol, cudaVersion, flags, &too_old);
    if (e == NULL && (flags & CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM)) /* no per-thread variant */
        e = find(symbol, cudaVersion, 0, &too_old);
#if CUDA_VERSION >= 12000
    if (symbolStatus != NULL)
        *symbolStatus = e ? CU_GET_PROC_ADDRESS_SUCCESS
                      : too_old ? CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
#else
    (void)too_old;
#endif
    *pfn = NULL;
    if (e == NULL)
        return CUDA_ERROR_NOT_FOUND;
    memcpy(pfn, &e->function, sizeof *pfn);
    return CUDA_SUCCESS;
}

void sim_unsupported(const char *function)
{
    static const char *said[64];
    static size_t count;
    sim_lock();
    bool new_name = true;
    for (size_t i = 0; i < count; i++)
        new_name = new_name && said[i] != function;
    if (new_name && count < sizeof said / sizeof said[0])
        said[count++] = function;
    sim_unlock();
    if (new_name)
        fprintf(stderr, "cubound sim: %s is not simulated; it answers \"not supported\"\n", function);
}
