/* SPDX-License-Identifier: MIT */
/* Opening the driver, cuBLAS and cuRAND at run time and filling their tables (generated/src):
 * the driver's entry points through cuGetProcAddress at the version of each declaration the
 * bindings were generated from, the libraries' by their versioned symbols. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* cuGetProcAddress_v2 (12.0 on) reports through a CUdriverProcAddressQueryResult, an enum: an
 * int here, so that bindings from 11.x headers, which lack the type, load a newer driver too. */
typedef CUresult (*proc_address_v2)(const char *, void **, int, cuuint64_t, int *);
typedef CUresult (*proc_address_v1)(const char *, void **, int, cuuint64_t);

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;

static void fill(const struct bd_gen_entry *entry, void *function)
{
    bd_gen_fn as_function;
    memcpy(&as_function, &function, sizeof as_function); /* dlsym's object pointer, as POSIX allows */
    __atomic_store_n((bd_gen_fn *)entry->slot, as_function, __ATOMIC_RELEASE);
}

/* A driver's cuGetProcAddress: _v2 (12.0 on) or the first form; neither if it is no driver. */
struct proc_address {
    proc_address_v2 v2;
    proc_address_v1 v1;
};

static bool find_proc_address(void *handle, struct proc_address *out)
{
    void *symbol = dlsym(handle, "cuGetProcAddress_v2");
    *out = (struct proc_address){NULL, NULL};
    if (symbol != NULL)
        memcpy(&out->v2, &symbol, sizeof out->v2);
    else if ((symbol = dlsym(handle, "cuGetProcAddress")) != NULL)
        memcpy(&out->v1, &symbol, sizeof out->v1);
    return symbol != NULL;
}

/* cuGetProcAddress(name, version): the newest version of name not above version, or NULL. */
static void *lookup(const struct proc_address *pa, const char *name, int version, int per_thread)
{
    cuuint64_t flags = per_thread ? CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM : CU_GET_PROC_ADDRESS_LEGACY_STREAM;
    void *function = NULL;
    int found = 0;
    CUresult rc = pa->v2 ? pa->v2(name, &function, version, flags, &found) : pa->v1(name, &function, version, flags);
    return rc == CUDA_SUCCESS ? function : NULL;
}

/* The entry's function at exactly its version; NULL where the driver is older. */
static void *proc_address(const struct proc_address *pa, const struct bd_gen_entry *entry)
{
    void *function = lookup(pa, entry->name, entry->version, entry->per_thread);
    if (function != NULL && entry->previous_version != 0 &&
        lookup(pa, entry->name, entry->previous_version, entry->per_thread) == function)
        return NULL; /* only an older version: calling it with these arguments would be wrong */
    return function;
}

/* What cubound answers itself where no driver could be loaded: a status has a name all the same
 * (cuGetErrorString gives the name too). An unknown one is CUDA_ERROR_INVALID_VALUE, as cuda.h says. */
static CUresult own_error_name(CUresult error, const char **name)
{
    const char *known = bd_cuda_result_name(error);
    if (name == NULL || known == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *name = known;
    return CUDA_SUCCESS;
}

static bool answered_by_cubound(const struct bd_gen_entry *entry)
{
    bd_gen_fn in_slot = __atomic_load_n((bd_gen_fn *)entry->slot, __ATOMIC_ACQUIRE);
    return entry->slot == (void *)&bd_gen_driver.pfn_cuGetErrorName || entry->slot == (void *)&bd_gen_driver.pfn_cuGetErrorString
               ? in_slot == (bd_gen_fn)own_error_name
               : false;
}

static void fail_to_load(struct bd_gen_library *lib)
{
    if (lib == &bd_gen_driver_library) {
        __atomic_store_n(&bd_gen_driver.pfn_cuGetErrorName, own_error_name, __ATOMIC_RELEASE);
        __atomic_store_n(&bd_gen_driver.pfn_cuGetErrorString, own_error_name, __ATOMIC_RELEASE);
    }
    atomic_store(&lib->state, BD_GEN_FAILED);
}

/* The program's own function for entry: its slot in the program's table. */
static void *program_function(const struct bd_gen_library *lib, const struct bd_gen_entry *entry)
{
    bd_gen_fn function;
    memcpy(&function, (const char *)lib->program_table + ((const char *)entry->slot - (const char *)lib->table),
           sizeof function);
    void *object;
    memcpy(&object, &function, sizeof object);
    return object;
}

/* A function of the global scope from the library the bindings name (libcudart.so.13, or a file
 * named libcudart.so.13.x.y): not another major version's that some other part of the process
 * loaded (a Python module's libcudart.so.12), whose functions may take other arguments. */
static bool from_library_of_soname(const struct bd_gen_library *lib, void *function)
{
    Dl_info info;
    if (function == NULL || !dladdr(function, &info) || info.dli_fname == NULL)
        return false;
    const char *base = strrchr(info.dli_fname, '/');
    base = base != NULL ? base + 1 : info.dli_fname;
    size_t length = strlen(lib->soname);
    return strncmp(base, lib->soname, length) == 0 && (base[length] == '\0' || base[length] == '.');
}

/* BD_GEN_PROGRAM with the real libraries: the runtime instance the program linked, which alone knows
 * the kernels it registered. Its table (CUBOUND_PROGRAM_<LIB>) first, else the process's global scope
 * (the shared library of the soname the program linked); all of one, never a mix of instances.
 * False where the program has none: then the library is opened by soname. */
static bool load_from_program(struct bd_gen_library *lib)
{
    bool registered = false, global = false;
    for (size_t i = 0; i < lib->count && !registered; i++)
        registered = program_function(lib, &lib->entries[i]) != NULL;
    for (size_t i = 0; i < lib->count && !registered && !global; i++)
        global = from_library_of_soname(lib, dlsym(RTLD_DEFAULT, lib->entries[i].name));
    if (!registered && !global)
        return false;
    for (size_t i = 0; i < lib->count; i++) {
        const struct bd_gen_entry *entry = &lib->entries[i];
        void *function = registered ? program_function(lib, entry) : dlsym(RTLD_DEFAULT, entry->name);
        if (function != NULL)
            fill(entry, function);
    }
    if (registered)
        snprintf(lib->detail, sizeof lib->detail, "the program's own %s (its entry points, registered before main)",
                 lib->name);
    else
        snprintf(lib->detail, sizeof lib->detail, "the process's global scope (the %s the program linked)", lib->name);
    atomic_store(&lib->state, BD_GEN_LOADED);
    return true;
}

static void load(struct bd_gen_library *lib)
{
    char buffer[1024];
    const char *path = bd_library_path(lib, buffer, sizeof buffer), *refused = bd_settings_refused();
    if (refused != NULL) {
        snprintf(lib->detail, sizeof lib->detail, "nothing is loaded: %s", refused);
        fail_to_load(lib);
        return;
    }
    /* The simulated driver, or a library named in the settings, stands in for the program's too. */
    if (lib->lookup == BD_GEN_PROGRAM && path == lib->soname && load_from_program(lib))
        return;
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        snprintf(lib->detail, sizeof lib->detail, "%s could not be loaded (%s)", path, dlerror());
        fail_to_load(lib);
        return;
    }
    struct proc_address pa = {NULL, NULL};
    if (lib->lookup == BD_GEN_PROC_ADDRESS && !find_proc_address(handle, &pa)) {
        snprintf(lib->detail, sizeof lib->detail, "%s has no cuGetProcAddress: it is not a CUDA driver", path);
        fail_to_load(lib);
        return;
    }
    for (size_t i = 0; i < lib->count; i++) {
        const struct bd_gen_entry *entry = &lib->entries[i];
        void *function = lib->lookup == BD_GEN_PROC_ADDRESS ? proc_address(&pa, entry) : dlsym(handle, entry->name);
        if (function != NULL)
            fill(entry, function);
    }
    snprintf(lib->detail, sizeof lib->detail, "%s", path);
    atomic_store(&lib->state, BD_GEN_LOADED);
}

const char *bd_load(struct bd_gen_library *lib)
{
    if (atomic_load_explicit(&lib->state, memory_order_acquire) == BD_GEN_NOT_TRIED) {
        pthread_mutex_lock(&load_lock);
        if (atomic_load(&lib->state) == BD_GEN_NOT_TRIED)
            load(lib);
        pthread_mutex_unlock(&load_lock);
    }
    return atomic_load(&lib->state) == BD_GEN_LOADED ? NULL : lib->detail;
}

bool bd_gen_resolve(struct bd_gen_library *lib, void *slot, bd_gen_fn stand_in, const char *function)
{
    const char *failure = bd_load(lib);
    if (__atomic_load_n((bd_gen_fn *)slot, __ATOMIC_ACQUIRE) != stand_in)
        return true;
    if (failure != NULL)
        bd_set_reason(function, "%s is not available: %s", function, failure);
    else
        bd_set_reason(function, "%s is not in %s (the library is older than the headers cubound was generated from)",
                      function, lib->detail);
    return false;
}

int bd_unavailable(const char *library, const char **names, int capacity)
{
    for (size_t l = 0; l < bd_gen_library_count; l++) {
        struct bd_gen_library *lib = bd_gen_libraries[l];
        if (library == NULL || strcmp(library, lib->name) != 0)
            continue;
        bd_load(lib);
        int missing = 0;
        for (size_t i = 0; i < lib->count; i++) {
            const struct bd_gen_entry *e = &lib->entries[i];
            if (__atomic_load_n((bd_gen_fn *)e->slot, __ATOMIC_ACQUIRE) != e->stand_in && !answered_by_cubound(e))
                continue;
            if (names != NULL && missing < capacity)
                names[missing] = e->function;
            missing++;
        }
        return missing;
    }
    bd_set_last_error("bd_unavailable: no library \"%s\" in the spec", library ? library : "(null)");
    return -1;
}
