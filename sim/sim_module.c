/* SPDX-License-Identifier: MIT */
/* Simulated modules and launches. A module is an image the real driver would load (PTX text, a
 * cubin, a fatbin); what it runs are the C kernels programs register by entry name
 * (sim_kernels.c). A PTX module has exactly the `.entry` names of its text. A binary one has each
 * name its bytes hold, and, where the image is compressed and holds none readably, each name
 * registered. Launching a function of another context than the current one fails with
 * INVALID_HANDLE, as on the real driver (measured). */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "sim_kernels.h"
#include "sim_stubs.h"

#define MAX_ENTRIES 64
/* The H200's: 48 KiB of dynamic shared memory by default, up to 227 KiB when a kernel opts in,
 * 1 KiB of each block's reserved by the system, 32 blocks and 2048 threads to a multiprocessor,
 * 132 multiprocessors (tests/differential/h200.record). */
#define DEFAULT_DYNAMIC_SHARED (48 * 1024)
#define MAX_DYNAMIC_SHARED (227 * 1024)
#define RESERVED_SHARED_PER_BLOCK 1024
#define MAX_BLOCKS_PER_SM 32
#define MAX_THREADS_PER_SM 2048
#define SMS 132
/* The kernels' own figures: the simulation cannot know a kernel's registers or local memory,
 * so it answers a small kernel's (PTX version and target: sm_90, the H200's). */
#define KERNEL_REGISTERS 16
#define KERNEL_VERSION 90
#define MAX_NAME 256
#define ELF_MAGIC "\177ELF"
#define FATBIN_MAGIC 0xBA55ED50u         /* a fatbin's header */
#define FATBIN_WRAPPER_MAGIC 0x466243B1u /* __fatBinC_Wrapper_t, which points at a fatbin */

struct CUmod_st {
    CUcontext ctx;
    bool unloaded;
    bool ptx;
    int entry_count; /* PTX: its .entry names */
    char entries[MAX_ENTRIES][MAX_NAME];
    unsigned char *image; /* binary: a copy of it, to look names up in */
    size_t image_bytes;
    struct CUmod_st *next_module;
};

struct CUfunc_st {
    CUmodule module;
    char name[MAX_NAME];
    int max_dynamic_shared; /* CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES */
    int cache_config;       /* CUfunc_cache; PREFER_NONE: the context's */
    bool said_unregistered; /* that it has no C version, on stderr */
};

struct launch_work {
    const struct sim_kernel *kernel;
    bd_dim3_t grid, block;
    size_t shared_bytes;
    unsigned char params[]; /* the arguments, laid out as kernel->param_offsets says */
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
    module->ptx = true;
    return module->entry_count > 0;
}

/* The size of a binary image from its own header: a 64-bit ELF's section table ends it, a
 * fatbin's header gives its size; 0 if it is neither. */
static size_t binary_size(const unsigned char *image)
{
    uint32_t magic;
    memcpy(&magic, image, sizeof magic);
    if (magic == FATBIN_MAGIC) {
        uint16_t header_bytes;
        uint64_t body_bytes;
        memcpy(&header_bytes, image + 6, sizeof header_bytes);
        memcpy(&body_bytes, image + 8, sizeof body_bytes);
        return header_bytes + body_bytes;
    }
    if (memcmp(image, ELF_MAGIC, 4) == 0 && image[4] == 2 /* ELFCLASS64 */) {
        uint64_t section_table;
        uint16_t entry_bytes, entries;
        memcpy(&section_table, image + 0x28, sizeof section_table);
        memcpy(&entry_bytes, image + 0x3A, sizeof entry_bytes);
        memcpy(&entries, image + 0x3C, sizeof entries);
        return section_table + (size_t)entry_bytes * entries;
    }
    return 0;
}

static CUresult load(CUmodule *out, const void *image)
{
    CUcontext ctx;
    if (out == NULL || image == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    uint32_t magic;
    memcpy(&magic, image, sizeof magic);
    if (magic == FATBIN_WRAPPER_MAGIC) /* {magic, version, const void *data, ...} */
        memcpy(&image, (const char *)image + 8, sizeof image);
    CUmodule m = calloc(1, sizeof *m);
    if (m == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    m->image_bytes = binary_size(image);
    if (m->image_bytes > 0)
        m->image = sim_copy(image, m->image_bytes);
    rc = m->image_bytes > 0 ? (m->image != NULL ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY)
                            : (read_entries(image, m) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_IMAGE);
    if (rc != CUDA_SUCCESS) {
        free(m);
        return rc;
    }
    m->ctx = ctx;
    sim_lock();
    m->next_module = modules_;
    modules_ = m;
    sim_unlock();
    *out = m;
    return CUDA_SUCCESS;
}

CUresult cuModuleLoadData(CUmodule *out, const void *image)
{
    return load(out, image);
}

CUresult cuModuleLoadDataEx(CUmodule *out, const void *image, unsigned int options, CUjit_option *keys, void **values)
{
    (void)keys;
    (void)values;
    (void)options; /* JIT options change how the real driver compiles, not what runs */
    return load(out, image);
}

CUresult cuModuleLoadFatBinary(CUmodule *out, const void *image)
{
    return load(out, image);
}

CUresult cuModuleLoad(CUmodule *out, const char *path)
{
    if (out == NULL || path == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    FILE *file = fopen(path, "rb");
    if (file == NULL)
        return CUDA_ERROR_FILE_NOT_FOUND;
    char *image = NULL;
    long bytes = 0;
    /* NUL-terminated, and long enough for any header the loader reads */
    if (fseek(file, 0, SEEK_END) == 0 && (bytes = ftell(file)) > 0 && fseek(file, 0, SEEK_SET) == 0 &&
        (image = calloc((size_t)bytes + 64, 1)) != NULL && fread(image, 1, (size_t)bytes, file) != (size_t)bytes) {
        free(image);
        image = NULL;
    }
    fclose(file);
    CUresult rc = image != NULL ? load(out, image) : CUDA_ERROR_INVALID_IMAGE;
    free(image); /* a binary module keeps a copy; a PTX one, its names */
    return rc;
}

CUresult cuModuleUnload(CUmodule module)
{
    if (module == NULL || module->unloaded)
        return CUDA_ERROR_INVALID_HANDLE;
    module->unloaded = true;
    return CUDA_SUCCESS;
}

/* Whether the image holds name as a NUL-terminated string. */
static bool image_names(CUmodule module, const char *name)
{
    size_t length = strlen(name) + 1;
    for (size_t at = 0; at + length <= module->image_bytes; at++)
        if (module->image[at] == (unsigned char)name[0] && memcmp(module->image + at, name, length) == 0)
            return true;
    return false;
}

static bool has_entry(CUmodule module, const char *name)
{
    if (module->ptx) {
        for (int i = 0; i < module->entry_count; i++)
            if (strcmp(module->entries[i], name) == 0)
                return true;
        return false;
    }
    return image_names(module, name) || sim_find_kernel(name) != NULL;
}

CUresult cuModuleGetFunction(CUfunction *out, CUmodule module, const char *name)
{
    if (out == NULL || name == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (module == NULL || module->unloaded)
        return CUDA_ERROR_INVALID_HANDLE;
    if (strlen(name) >= MAX_NAME || !has_entry(module, name))
        return CUDA_ERROR_NOT_FOUND;
    CUfunction f = calloc(1, sizeof *f);
    if (f == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    f->module = module;
    f->max_dynamic_shared = DEFAULT_DYNAMIC_SHARED;
    strcpy(f->name, name);
    sim_keep(f);
    *out = f;
    return CUDA_SUCCESS;
}

static bool function_usable(CUfunction f)
{
    return f != NULL && !f->module->unloaded;
}

/* The C version of f, or NULL (said on stderr once per function) when the program registered none. */
static const struct sim_kernel *kernel_of(CUfunction f)
{
    const struct sim_kernel *k = sim_find_kernel(f->name);
    if (k == NULL && !f->said_unregistered) {
        f->said_unregistered = true;
        fprintf(stderr, "cubound sim: kernel %s has no C version (bd_sim_register_kernel): it answers \"not supported\"\n",
                f->name);
    }
    return k;
}

#if CUDA_VERSION >= 12040
CUresult cuFuncGetParamInfo(CUfunction f, size_t index, size_t *offset, size_t *size)
{
    if (!function_usable(f))
        return CUDA_ERROR_INVALID_HANDLE;
    const struct sim_kernel *k = kernel_of(f);
    if (k == NULL)
        return CUDA_ERROR_NOT_SUPPORTED;
    if (index >= k->param_count || offset == NULL || size == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *offset = k->param_offsets[index];
    *size = k->param_sizes[index];
    return CUDA_SUCCESS;
}
#endif

static void run_launch(void *data)
{
    const struct launch_work *w = data;
    void *params[BD_SIM_MAX_PARAMS];
    for (size_t i = 0; i < w->kernel->param_count; i++)
        params[i] = (void *)(w->params + w->kernel->param_offsets[i]);
    void *shared = w->shared_bytes > 0 ? malloc(w->shared_bytes) : NULL;
    bd_sim_block_t block = {w->grid, w->block, {0, 0, 0}, params, shared, w->shared_bytes};
    for (block.block_idx.z = 0; block.block_idx.z < w->grid.z; block.block_idx.z++)
        for (block.block_idx.y = 0; block.block_idx.y < w->grid.y; block.block_idx.y++)
            for (block.block_idx.x = 0; block.block_idx.x < w->grid.x; block.block_idx.x++) {
                if (shared != NULL)
                    memset(shared, 0xA5, w->shared_bytes); /* shared memory starts as garbage */
                w->kernel->run(&block);
            }
    free(shared);
}

/* Parameters from cuLaunchKernel's `extra`: {CU_LAUNCH_PARAM_BUFFER_POINTER, p,
 * CU_LAUNCH_PARAM_BUFFER_SIZE, &size, CU_LAUNCH_PARAM_END}. */
static bool buffer_of(void **extra, const void **buffer, size_t *bytes)
{
    *buffer = NULL;
    *bytes = 0;
    for (size_t i = 0; extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
        if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER)
            *buffer = extra[i + 1];
        else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE && extra[i + 1] != NULL)
            *bytes = *(size_t *)extra[i + 1];
        else
            return false;
    }
    return *buffer != NULL;
}

/* What cuLaunchKernel, cuLaunchKernelEx and cuLaunchCooperativeKernel share. */
static CUresult launch(CUfunction f, bd_dim3_t grid, bd_dim3_t block, unsigned int shared_bytes, CUstream stream,
                       void **params, void **extra)
{
    CUcontext ctx;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (!function_usable(f) || f->module->ctx != ctx || !sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    unsigned long long threads = 1ULL * block.x * block.y * block.z;
    if (grid.x == 0 || grid.y == 0 || grid.z == 0 || threads == 0 || threads > 1024 || block.z > 64 ||
        grid.y > 65535 || grid.z > 65535 || grid.x > 0x7FFFFFFFu || shared_bytes > (unsigned)f->max_dynamic_shared)
        return CUDA_ERROR_INVALID_VALUE;
    const struct sim_kernel *k = kernel_of(f);
    if (k == NULL)
        return CUDA_ERROR_NOT_SUPPORTED;
    const void *buffer = NULL;
    size_t buffer_bytes = 0;
    if ((params != NULL && extra != NULL) || (k->param_count > 0 && params == NULL && extra == NULL) ||
        (extra != NULL && (!buffer_of(extra, &buffer, &buffer_bytes) || buffer_bytes < k->params_bytes)))
        return CUDA_ERROR_INVALID_VALUE;
    struct launch_work *w = malloc(sizeof *w + k->params_bytes);
    if (w == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *w = (struct launch_work){k, grid, block, shared_bytes};
    for (size_t i = 0; i < k->param_count; i++) { /* arguments are read at launch time */
        unsigned char *at = w->params + k->param_offsets[i];
        memcpy(at, params != NULL ? params[i] : (const char *)buffer + k->param_offsets[i], k->param_sizes[i]);
        /* A kernel reaches only memory its device may use: a pointer into another device's
         * memory without peer access faults, as on two GPUs (the driver reports it; here, at once). */
        void *pointer = NULL;
        if (k->param_sizes[i] == sizeof pointer)
            memcpy(&pointer, at, sizeof pointer);
        if (pointer != NULL && sim_memory_unreachable(ctx, pointer)) {
            free(w);
            return CUDA_ERROR_ILLEGAL_ADDRESS;
        }
    }
    rc = sim_submit(ctx, stream, run_launch, w, sizeof *w + k->params_bytes);
    free(w);
    return rc;
}

CUresult cuLaunchKernel(CUfunction f, unsigned int gridX, unsigned int gridY, unsigned int gridZ, unsigned int blockX,
                        unsigned int blockY, unsigned int blockZ, unsigned int sharedMemBytes, CUstream stream,
                        void **kernelParams, void **extra)
{
    return launch(f, (bd_dim3_t){gridX, gridY, gridZ}, (bd_dim3_t){blockX, blockY, blockZ}, sharedMemBytes, stream,
                  kernelParams, extra);
}

CUresult cuLaunchCooperativeKernel(CUfunction f, unsigned int gridX, unsigned int gridY, unsigned int gridZ,
                                   unsigned int blockX, unsigned int blockY, unsigned int blockZ,
                                   unsigned int sharedMemBytes, CUstream stream, void **kernelParams)
{
    return launch(f, (bd_dim3_t){gridX, gridY, gridZ}, (bd_dim3_t){blockX, blockY, blockZ}, sharedMemBytes, stream,
                  kernelParams, NULL);
}

#if CUDA_VERSION >= 12000
CUresult cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra)
{
    if (config == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    return launch(f, (bd_dim3_t){config->gridDimX, config->gridDimY, config->gridDimZ},
                  (bd_dim3_t){config->blockDimX, config->blockDimY, config->blockDimZ}, config->sharedMemBytes,
                  config->hStream, kernelParams, extra);
}
#endif

CUresult cuFuncGetAttribute(int *value, CUfunction_attribute attribute, CUfunction f)
{
    if (value == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!function_usable(f))
        return CUDA_ERROR_INVALID_HANDLE;
    switch (attribute) {
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *value = 1024; return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_NUM_REGS: *value = KERNEL_REGISTERS; return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_PTX_VERSION:
    case CU_FUNC_ATTRIBUTE_BINARY_VERSION: *value = KERNEL_VERSION; return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *value = f->max_dynamic_shared; return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *value = -1; return CUDA_SUCCESS;
    case CU_FUNC_ATTRIBUTE_CACHE_MODE_CA: *value = 0; return CUDA_SUCCESS;
    default: *value = 0; return CUDA_SUCCESS; /* static shared, constant and local memory: none */
    }
}

CUresult cuFuncSetAttribute(CUfunction f, CUfunction_attribute attribute, int value)
{
    if (!function_usable(f))
        return CUDA_ERROR_INVALID_HANDLE;
    if (attribute == CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES) {
        if (value < 0 || value > MAX_DYNAMIC_SHARED)
            return CUDA_ERROR_INVALID_VALUE; /* measured: 1 GiB is refused */
        f->max_dynamic_shared = value;
    }
    return CUDA_SUCCESS;
}

CUresult cuFuncSetCacheConfig(CUfunction f, CUfunc_cache config)
{
    if (!function_usable(f))
        return CUDA_ERROR_INVALID_HANDLE;
    if ((unsigned)config > CU_FUNC_CACHE_PREFER_EQUAL)
        return CUDA_ERROR_INVALID_VALUE;
    f->cache_config = (int)config;
    return CUDA_SUCCESS;
}

#if CUDA_VERSION >= 12030
CUresult cuFuncGetName(const char **name, CUfunction f)
{
    if (name == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!function_usable(f))
        return CUDA_ERROR_INVALID_HANDLE;
    *name = f->name;
    return CUDA_SUCCESS;
}
#endif

/* Blocks of block_size threads with dynamic_shared bytes each that fit on one multiprocessor.
 * A model calibrated on the H200's answers: threads, the block limit, and shared memory, of which
 * a kernel that prefers L1 leaves 8 KiB (the smallest carveout that holds a block). */
static int blocks_per_sm(CUfunction f, int block_size, size_t dynamic_shared)
{
    CUcontext ctx = f->module->ctx;
    int cache = f->cache_config != CU_FUNC_CACHE_PREFER_NONE ? f->cache_config : ctx->cache_config;
    size_t carveout = cache == CU_FUNC_CACHE_PREFER_L1 ? 8 * 1024 : 228 * 1024;
    int warps = (block_size + 31) / 32;
    int by_threads = MAX_THREADS_PER_SM / (warps * 32);
    int by_shared = (int)(carveout / (dynamic_shared + RESERVED_SHARED_PER_BLOCK));
    int blocks = by_threads < MAX_BLOCKS_PER_SM ? by_threads : MAX_BLOCKS_PER_SM;
    return by_shared < blocks ? by_shared : blocks;
}

CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, CUfunction f, int block_size, size_t dynamic_shared)
{
    if (blocks == NULL || block_size <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (!function_usable(f))
        return CUDA_ERROR_INVALID_HANDLE;
    *blocks = block_size > 1024 ? 0 : blocks_per_sm(f, block_size, dynamic_shared);
    return CUDA_SUCCESS;
}

CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *blocks, CUfunction f, int block_size,
                                                              size_t dynamic_shared, unsigned int flags)
{
    (void)flags; /* caching overrides: the model has none */
    return cuOccupancyMaxActiveBlocksPerMultiprocessor(blocks, f, block_size, dynamic_shared);
}

/* The block size (a multiple of 32, at most limit) that keeps the most threads resident, the
 * largest of equals; and the grid that fills every multiprocessor with it. */
CUresult cuOccupancyMaxPotentialBlockSize(int *min_grid, int *block_size, CUfunction f,
                                          CUoccupancyB2DSize shared_of_block, size_t dynamic_shared, int limit)
{
    if (min_grid == NULL || block_size == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!function_usable(f))
        return CUDA_ERROR_INVALID_HANDLE;
    int best = 0, best_threads = -1, most = limit > 0 && limit < 1024 ? limit : 1024;
    for (int size = 32; size <= most; size += 32) {
        size_t shared = shared_of_block != NULL ? shared_of_block(size) : dynamic_shared;
        int threads = blocks_per_sm(f, size, shared) * size;
        if (threads >= best_threads) {
            best = size;
            best_threads = threads;
        }
    }
    *block_size = best;
    size_t shared = shared_of_block != NULL ? shared_of_block(best) : dynamic_shared;
    *min_grid = blocks_per_sm(f, best, shared) * SMS;
    return CUDA_SUCCESS;
}
