/* SPDX-License-Identifier: MIT */
/* The simulated runtime's kernels. cudaLaunchKernel's `func` is either a kernel of a library
 * (cudaLibraryLoadFromFile, cudaLibraryGetKernel: what a C program that does not go through nvcc
 * launches, on the GPU as here) or a host stub that the program named with
 * bd_sim_register_kernel_stub (what nvcc makes of a __global__ function). Either names a C kernel
 * registered with bd_sim_register_kernel; it runs as cuLaunchKernel runs it, in a module of the
 * context the call acts on, loaded there at its first launch, as the runtime loads lazily. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim_cudart.h"
#include "sim_kernels.h"
#include "sim_stubs.h"

enum { CONTEXTS = 16, MAX_NAME = 256 };

#if CUDART_VERSION < 12050 /* the runtime's library handles came with CUDA 12.5 */
typedef struct CUlib_st *cudaLibrary_t;
typedef struct CUkern_st *cudaKernel_t;
#endif

struct CUlib_st {
    unsigned char *image; /* NUL-terminated, so that PTX text is a string */
    size_t bytes;
    bool unloaded;
};

/* A kernel of a library (library set), or a stub's (its own PTX naming it). */
struct CUkern_st {
    cudaLibrary_t library;
    const void *stub;
    char name[MAX_NAME];
    char *ptx;
    struct {
        unsigned long long ctx_id; /* the context incarnation it was loaded in */
        CUmodule module;
        CUfunction function;
    } loaded[CONTEXTS];
    int next_slot;
    struct CUkern_st *next;
};

static struct CUkern_st *kernels_; /* every kernel handle and stub, never freed */

static struct CUkern_st *new_kernel(cudaLibrary_t library, const void *stub, const char *name);

/* The entry name the program registered for a host stub (nvcc's registration, which libcubound's
 * launch seam keeps: bd_gen_seam_kernel_name in the global scope), or NULL. */
static const char *registered_name(const void *stub)
{
    static const char *(*kernel_name)(const void *);
    if (kernel_name == NULL) {
        void *symbol = dlsym(RTLD_DEFAULT, "bd_gen_seam_kernel_name");
        memcpy(&kernel_name, &symbol, sizeof kernel_name);
    }
    return kernel_name != NULL ? kernel_name(stub) : NULL;
}

/* Under the lock: the kernel of handle or stub func, or NULL (a pointer the simulation never gave
 * out is compared, not read). A stub the program registered is known by that name. */
static struct CUkern_st *kernel_of(const void *func)
{
    for (struct CUkern_st *k = kernels_; k != NULL; k = k->next)
        if ((const void *)k == func || (k->stub != NULL && k->stub == func))
            return k;
    const char *name = registered_name(func);
    return name != NULL && strlen(name) < MAX_NAME ? new_kernel(NULL, func, name) : NULL;
}

static struct CUkern_st *new_kernel(cudaLibrary_t library, const void *stub, const char *name)
{
    struct CUkern_st *k = calloc(1, sizeof *k);
    if (k == NULL)
        return NULL;
    k->library = library;
    k->stub = stub;
    snprintf(k->name, sizeof k->name, "%s", name);
    if (stub != NULL) {
        size_t bytes = strlen(name) + 64;
        if ((k->ptx = malloc(bytes)) == NULL) {
            free(k);
            return NULL;
        }
        snprintf(k->ptx, bytes, ".version 8.0\n.target sm_90\n.visible .entry %s()\n{\n}\n", name);
    }
    k->next = kernels_;
    kernels_ = k;
    return k;
}

CUresult cubound_sim_register_kernel_stub(const void *stub, const char *name)
{
    if (stub == NULL || name == NULL || strlen(name) >= MAX_NAME)
        return CUDA_ERROR_INVALID_VALUE;
    sim_lock();
    struct CUkern_st *k = kernel_of(stub);
    CUresult rc = CUDA_SUCCESS;
    if (k != NULL && k->stub == stub && strcmp(k->name, name) != 0) {
        rc = CUDA_ERROR_INVALID_VALUE; /* one stub is one kernel */
    } else if (k == NULL && new_kernel(NULL, stub, name) == NULL) {
        rc = CUDA_ERROR_OUT_OF_MEMORY;
    }
    sim_unlock();
    return rc;
}

#if CUDART_VERSION >= 12050 /* before, the runtime has no libraries: only host stubs launch */
cudaError_t cudaLibraryLoadFromFile(cudaLibrary_t *library, const char *path, enum cudaJitOption *jit_options,
                                    void **jit_values, unsigned int jit_count, enum cudaLibraryOption *options,
                                    void **values, unsigned int count)
{
    (void)jit_options, (void)jit_values, (void)jit_count, (void)options, (void)values, (void)count;
    if (library == NULL || path == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    FILE *file = fopen(path, "rb");
    if (file == NULL)
        return sim_rt_return(cudaErrorFileNotFound);
    cudaLibrary_t lib = calloc(1, sizeof *lib);
    long bytes = fseek(file, 0, SEEK_END) == 0 ? ftell(file) : -1;
    if (lib != NULL && bytes > 0 && fseek(file, 0, SEEK_SET) == 0 && (lib->image = malloc((size_t)bytes + 1)) != NULL &&
        fread(lib->image, 1, (size_t)bytes, file) == (size_t)bytes) {
        lib->image[bytes] = '\0';
        lib->bytes = (size_t)bytes;
    }
    fclose(file);
    if (lib == NULL || lib->bytes == 0) {
        if (lib != NULL)
            free(lib->image);
        free(lib);
        return sim_rt_return(bytes == 0 ? cudaErrorInvalidKernelImage : cudaErrorMemoryAllocation);
    }
    sim_keep(lib);
    *library = lib;
    return cudaSuccess;
}

/* A kernel the library names (its image holds the name), or one with a C version. */
cudaError_t cudaLibraryGetKernel(cudaKernel_t *kernel, cudaLibrary_t library, const char *name)
{
    if (kernel == NULL || name == NULL || strlen(name) >= MAX_NAME)
        return sim_rt_return(cudaErrorInvalidValue);
    if (library == NULL || library->unloaded)
        return sim_rt_return(cudaErrorInvalidResourceHandle);
    size_t length = strlen(name);
    if (length == 0 || (memmem(library->image, library->bytes, name, length) == NULL && sim_find_kernel(name) == NULL))
        return sim_rt_return(cudaErrorSymbolNotFound);
    sim_lock();
    struct CUkern_st *k = new_kernel(library, NULL, name);
    sim_unlock();
    if (k == NULL)
        return sim_rt_return(cudaErrorMemoryAllocation);
    *kernel = k;
    return cudaSuccess;
}

cudaError_t cudaLibraryUnload(cudaLibrary_t library)
{
    if (library == NULL || library->unloaded)
        return sim_rt_return(cudaErrorInvalidResourceHandle);
    sim_lock();
    library->unloaded = true;
    for (struct CUkern_st *k = kernels_; k != NULL; k = k->next)
        for (int i = 0; k->library == library && i < CONTEXTS; i++)
            if (k->loaded[i].module != NULL) {
                cuModuleUnload(k->loaded[i].module);
                k->loaded[i].module = NULL;
                k->loaded[i].ctx_id = 0;
            }
    sim_unlock();
    return cudaSuccess;
}
#endif

/* Under the lock: k's function in ctx (the current context), loaded there at first use. */
static CUresult function_in(struct CUkern_st *k, CUcontext ctx, CUfunction *out)
{
    for (int i = 0; i < CONTEXTS; i++)
        if (k->loaded[i].module != NULL && k->loaded[i].ctx_id == ctx->id) {
            *out = k->loaded[i].function;
            return CUDA_SUCCESS;
        }
    CUmodule module;
    CUresult rc = cuModuleLoadData(&module, k->library != NULL ? (const void *)k->library->image : k->ptx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if ((rc = cuModuleGetFunction(out, module, k->name)) != CUDA_SUCCESS) {
        cuModuleUnload(module);
        return rc;
    }
    int slot = k->next_slot++ % CONTEXTS; /* a context beyond CONTEXTS loads again: a new module */
    k->loaded[slot].ctx_id = ctx->id;
    k->loaded[slot].module = module;
    k->loaded[slot].function = *out;
    return CUDA_SUCCESS;
}

/* The runtime's error for a launch the driver refused; a fault breaks the context. */
static cudaError_t launch_error(CUcontext ctx, CUresult rc)
{
    cudaError_t error = rc == CUDA_ERROR_INVALID_VALUE ? cudaErrorInvalidConfiguration : (cudaError_t)rc;
    if (sim_rt_sticky(error))
        sim_rt_break(ctx, error);
    return error == cudaErrorInvalidConfiguration ? sim_rt_return(error) : sim_rt_driver(rc);
}

/* What cudaLaunchKernel, cudaLaunchCooperativeKernel and cudaLaunchKernelExC share: `func` run as
 * the driver runs the function it names. */
static cudaError_t launch(const void *func, dim3 grid, dim3 block, void **args, size_t shared_bytes,
                          cudaStream_t stream)
{
    CUcontext ctx;
    cudaError_t error = sim_rt_context(&ctx);
    if (error != cudaSuccess)
        return error;
    sim_lock();
    struct CUkern_st *k = func != NULL ? kernel_of(func) : NULL;
    bool unloaded = k != NULL && k->library != NULL && k->library->unloaded;
    CUfunction f = NULL;
    CUresult rc = k != NULL && !unloaded ? function_in(k, ctx, &f) : CUDA_SUCCESS;
    sim_unlock();
    if (k == NULL) {
        sim_unsupported("cudaLaunchKernel of a function that is neither a cudaLibraryGetKernel kernel nor a host stub "
                        "named with bd_sim_register_kernel_stub");
        return sim_rt_return(cudaErrorInvalidDeviceFunction);
    }
    if (unloaded)
        return sim_rt_return(cudaErrorInvalidResourceHandle);
    if (rc != CUDA_SUCCESS)
        return sim_rt_driver(rc);
    if (shared_bytes > UINT32_MAX)
        return sim_rt_return(cudaErrorInvalidConfiguration);
    rc = cuLaunchKernel(f, grid.x, grid.y, grid.z, block.x, block.y, block.z, (unsigned int)shared_bytes, stream, args,
                        NULL);
    return rc == CUDA_SUCCESS ? cudaSuccess : launch_error(ctx, rc);
}

cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args, size_t shared_bytes,
                             cudaStream_t stream)
{
    return launch(func, grid, block, args, shared_bytes, stream);
}

/* A simulated block runs alone, so a grid-wide sync needs nothing more: launched as any kernel. */
cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 grid, dim3 block, void **args, size_t shared_bytes,
                                        cudaStream_t stream)
{
    return launch(func, grid, block, args, shared_bytes, stream);
}

/* The launch attributes (cluster dimensions, cooperative, priority, ...) change how the GPU places
 * blocks, not what a simulated kernel computes: launched as cudaLaunchKernel. */
cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    if (config == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    return launch(func, config->gridDim, config->blockDim, args, config->dynamicSmemBytes, config->stream);
}

/* The kernel of host stub or library kernel `symbol` in the current context, loaded there at
 * first use: the driver's function, which says its parameters (cuFuncGetParamInfo). */
cudaError_t cudaGetFuncBySymbol(cudaFunction_t *out, const void *symbol)
{
    if (out == NULL)
        return sim_rt_return(cudaErrorInvalidValue);
    CUcontext ctx;
    cudaError_t error = sim_rt_context(&ctx);
    if (error != cudaSuccess)
        return error;
    sim_lock();
    struct CUkern_st *k = symbol != NULL ? kernel_of(symbol) : NULL;
    CUfunction f = NULL;
    CUresult rc = k == NULL ? CUDA_ERROR_NOT_FOUND : function_in(k, ctx, &f);
    sim_unlock();
    if (k == NULL)
        return sim_rt_return(cudaErrorInvalidDeviceFunction);
    if (rc != CUDA_SUCCESS)
        return sim_rt_driver(rc);
    *out = (cudaFunction_t)f;
    return cudaSuccess;
}
