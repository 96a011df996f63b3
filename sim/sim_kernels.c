/* SPDX-License-Identifier: MIT */
/* The kernels programs register: a list, searched by name, that only grows. A kernel registered
 * again under the same name is replaced in place, so functions already found see the new one. */
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "sim_kernels.h"

static struct sim_kernel *kernels_;

/* Arguments sit at their natural alignment: the largest power of two dividing the size, at
 * most 16 (a float4 or double2 struct), as in CUDA's parameter buffer. */
static size_t alignment(size_t size)
{
    size_t lowest_bit = size & (~size + 1);
    return lowest_bit < 16 ? lowest_bit : 16;
}

static struct sim_kernel *find(const char *name)
{
    for (struct sim_kernel *k = kernels_; k != NULL; k = k->next)
        if (strcmp(k->name, name) == 0)
            return k;
    return NULL;
}

/* The plain name of a C++ entry name (Itanium mangling): `fill` of _Z4fillPjji and of the
 * template _Z4fillIfEvPT_, the last part of a nested _ZN2ns4fillEv; NULL for any other name. */
static const char *plain_name(const char *name, char *buffer, size_t size)
{
    if (strncmp(name, "_Z", 2) != 0)
        return NULL;
    const char *at = name + 2 + (name[2] == 'N');
    size_t length = 0;
    const char *last = NULL;
    while (*at >= '1' && *at <= '9') { /* each <length><identifier> of a nested name, keep the last */
        char *end;
        length = strtoul(at, &end, 10);
        if (strnlen(end, length) < length)
            return NULL;
        last = end;
        at = end + length;
        if (name[2] != 'N')
            break;
    }
    if (last == NULL || length >= size)
        return NULL;
    memcpy(buffer, last, length);
    buffer[length] = '\0';
    return buffer;
}

/* A kernel by its entry name, or (for a C++ one) by its plain name: `__global__ void fill(...)`
 * compiled as C++ is _Z4fillPjji, and a program registers its C version as "fill". */
const struct sim_kernel *sim_find_kernel(const char *name)
{
    char buffer[256];
    const char *plain = plain_name(name, buffer, sizeof buffer);
    sim_lock();
    const struct sim_kernel *k = find(name);
    if (k == NULL && plain != NULL)
        k = find(plain);
    sim_unlock();
    return k;
}

CUresult cubound_sim_register_kernel(const char *name, bd_sim_kernel_fn run, size_t param_count, const size_t *param_sizes)
{
    /* bd_sim_register_kernel has checked the arguments (so that the real driver refuses the same
     * ones); this guards the arrays only. */
    if (param_count > BD_SIM_MAX_PARAMS)
        return CUDA_ERROR_INVALID_VALUE;
    struct sim_kernel layout = {.name = name, .run = run, .param_count = param_count};
    for (size_t i = 0; i < param_count; i++) {
        size_t align = alignment(param_sizes[i]);
        layout.param_sizes[i] = param_sizes[i];
        layout.param_offsets[i] = (layout.params_bytes + align - 1) / align * align;
        layout.params_bytes = layout.param_offsets[i] + param_sizes[i];
    }
    CUresult rc = CUDA_SUCCESS;
    sim_lock();
    struct sim_kernel *k = find(name);
    if (k != NULL) {
        layout.name = k->name;
        layout.next = k->next;
        *k = layout;
    } else if ((k = malloc(sizeof *k)) != NULL && (layout.name = strdup(name)) != NULL) {
        layout.next = kernels_;
        *k = layout;
        kernels_ = k;
    } else {
        free(k);
        rc = CUDA_ERROR_OUT_OF_MEMORY;
    }
    sim_unlock();
    return rc;
}
