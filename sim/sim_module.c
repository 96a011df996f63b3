/* Simulated modules and launches. A module is PTX text; its `.entry` names are looked up
 * among the C kernels of sim_kernels.c. Launching a function of another context than the
 * current one fails with INVALID_HANDLE, as on the real driver (measured). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "sim_kernels.h"

#define MAX_ENTRIES 32
#define MAX_NAME 128

struct CUmod_st {
    CUcontext ctx;
    bool unloaded;
    int entry_count;
    char entries[MAX_ENTRIES][MAX_NAME];
    struct CUmod_st *next_module;
};

struct CUfunc_st {
    CUmodule module;
    const struct sim_kernel *kernel; /* NULL: the simulation cannot run this entry */
};

struct launch_work {
    unsigned long long threads;
    const struct sim_kernel *kernel;
    unsigned char storage[SIM_MAX_PARAMS][16]; /* argument values, copied at launch */
};

static CUmodule modules_;

void sim_unload_context_modules(CUcontext ctx)
{
    for (CUmodule m = modules_; m != NULL; m = m->next_module)
        if (m->ctx == ctx)
            m->unloaded = true;
}

/* Collect the names after each ".entry" of PTX text; false if it is not PTX. */
static bool read_entries(const char *ptx, CUmodule module)
{
    if (strstr(ptx, ".version") == NULL)
        return false;
    for (const char *at = strstr(ptx, ".entry"); at != NULL; at = strstr(at + 1, ".entry")) {
        const char *name = at + strlen(".entry");
        while (isspace((unsigned char)*name))
            name++;
        size_t length = 0;
        while (isalnum((unsigned char)name[length]) || name[length] == '_' || name[length] == '$')
            length++;
        if (length == 0 || length >= MAX_NAME || module->entry_count == MAX_ENTRIES)
            return false;
        memcpy(module->entries[module->entry_count], name, length);
        module->entries[module->entry_count++][length] = '\0';
    }
    return module->entry_count > 0;
}

CUresult cuModuleLoadData(CUmodule *out, const void *image)
{
    CUcontext ctx;
    if (out == NULL || image == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    CUmodule m = calloc(1, sizeof *m);
    if (m == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    if (!read_entries(image, m)) {
        free(m);
        return CUDA_ERROR_INVALID_IMAGE;
    }
    m->ctx = ctx;
    sim_lock();
    m->next_module = modules_;
    modules_ = m;
    sim_unlock();
    *out = m;
    return CUDA_SUCCESS;
}

CUresult cuModuleUnload(CUmodule module)
{
    if (module == NULL || module->unloaded)
        return CUDA_ERROR_INVALID_HANDLE;
    module->unloaded = true;
    return CUDA_SUCCESS;
}

CUresult cuModuleGetFunction(CUfunction *out, CUmodule module, const char *name)
{
    if (out == NULL || name == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (module == NULL || module->unloaded)
        return CUDA_ERROR_INVALID_HANDLE;
    for (int i = 0; i < module->entry_count; i++) {
        if (strcmp(module->entries[i], name) == 0) {
            CUfunction f = calloc(1, sizeof *f);
            if (f == NULL)
                return CUDA_ERROR_OUT_OF_MEMORY;
            *f = (struct CUfunc_st){module, sim_find_kernel(name)};
            sim_keep(f);
            *out = f;
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_NOT_FOUND;
}

#if CUDA_VERSION >= 12040
/* The parameters of a registered kernel, laid out in order, each aligned to its size. */
CUresult cuFuncGetParamInfo(CUfunction f, size_t index, size_t *offset, size_t *size)
{
    if (f == NULL || f->module->unloaded || f->kernel == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    if (index >= (size_t)f->kernel->param_count || offset == NULL || size == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    size_t at = 0;
    for (size_t i = 0; i <= index; i++) {
        size_t bytes = f->kernel->param_sizes[i];
        at = (at + bytes - 1) / bytes * bytes;
        if (i < index)
            at += bytes;
    }
    *offset = at;
    *size = f->kernel->param_sizes[index];
    return CUDA_SUCCESS;
}
#endif

static void run_launch(void *data)
{
    struct launch_work *w = data;
    struct sim_launch launch = {.threads = w->threads};
    for (int i = 0; i < w->kernel->param_count; i++)
        launch.params[i] = w->storage[i];
    w->kernel->run(&launch);
}

CUresult cuLaunchKernel(CUfunction f, unsigned int gridX, unsigned int gridY, unsigned int gridZ, unsigned int blockX,
                        unsigned int blockY, unsigned int blockZ, unsigned int sharedMemBytes, CUstream stream,
                        void **kernelParams, void **extra)
{
    CUcontext ctx;
    (void)sharedMemBytes;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (f == NULL || f->module->unloaded || f->module->ctx != ctx || !sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    if (extra != NULL || f->kernel == NULL)
        return CUDA_ERROR_NOT_SUPPORTED;
    unsigned long long threads = 1ULL * gridX * gridY * gridZ * blockX * blockY * blockZ;
    if (threads == 0 || (f->kernel->param_count > 0 && kernelParams == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    struct launch_work w = {.threads = threads, .kernel = f->kernel};
    for (int i = 0; i < f->kernel->param_count; i++) { /* arguments are read at launch time */
        memcpy(w.storage[i], kernelParams[i], f->kernel->param_sizes[i]);
        /* A kernel reaches only memory its device may use: a launch through the wrong context
         * faults, as on two GPUs without peer access (the driver reports it; here, at once). */
        if ((f->kernel->pointers >> i & 1u) && !sim_memory_accessible(ctx, *(void **)kernelParams[i]))
            return CUDA_ERROR_ILLEGAL_ADDRESS;
    }
    return sim_submit(ctx, stream, run_launch, &w, sizeof w);
}
