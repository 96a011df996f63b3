/* SPDX-License-Identifier: MIT */
/* A CUDA 12.9 driver, for tests: the simulated driver behind a cuGetProcAddress that knows no
 * entry point newer than 12.9 (as a real 12.9 driver answers a 13.0 request: with the newest
 * version it has). It exports nothing else, so cuBLAS and cuRAND are missing altogether. */
#include <dlfcn.h>
#include <string.h>

#include <cuda.h>

#define DRIVER_VERSION 12090

#if CUDA_VERSION >= 12000
typedef CUdriverProcAddressQueryResult query_result;
#else /* 11.x headers lack the type: it is an enum, an int */
typedef int query_result;
#endif

typedef CUresult (*proc_address)(const char *, void **, int, cuuint64_t, query_result *);

CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags, query_result *symbolStatus);

CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags, query_result *symbolStatus)
{
    void *sim = dlopen(SIM_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    void *found = sim ? dlsym(sim, "cuGetProcAddress_v2") : NULL;
    proc_address forward;
    if (found == NULL)
        return CUDA_ERROR_NOT_FOUND;
    memcpy(&forward, &found, sizeof forward);
    return forward(symbol, pfn, cudaVersion < DRIVER_VERSION ? cudaVersion : DRIVER_VERSION, flags, symbolStatus);
}
