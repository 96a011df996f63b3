/* SPDX-License-Identifier: MIT */
/* The cuFFT plans a binding keeps (spec/cufft.toml binding_keeps): every plan made through it
 * (bd_cufftPlan*, bd_cufftCreate) runs on the binding's stream, set when it is made and again
 * when bd_set_stream changes it (cufftSetStream only then), and is destroyed with the binding
 * unless bd_cufftDestroy ends it first. A plan is an int, so the binding keeps a short list.
 *
 * With each, the bytes its transforms read and write where its shape was given through cubound
 * with the basic layout (spec/cufft.toml [post_call]): the race detection's and hand-off's extents
 * of cufftExec* (docs/races.md). */
#include <stdlib.h>

#include "internal.h"

struct bd_kept_plan {
    cufftHandle plan;
    CUstream stream;                          /* what cufftSetStream was last given through cubound */
    unsigned long long input_bytes, output_bytes; /* over every batch; 0: not known (first element) */
};

static cufftResult set_stream(bound_dev_t *bd, struct bd_kept_plan *kept)
{
    cufftResult status = BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftSetStream)(kept->plan, (cudaStream_t)bd->stream);
    if (status != CUFFT_SUCCESS)
        bd_gen_failed(&bd_gen_cufft_library, "cufftSetStream", status);
    else
        kept->stream = bd->stream;
    return status;
}

void bd_gen_kept(bound_dev_t *bd, bd_kind_t kind, unsigned long long value)
{
    (void)kind; /* BD_KIND_CUFFT_PLAN: the one kind a binding keeps */
    if (bd->cufft_plan_count == bd->cufft_plan_capacity) {
        size_t capacity = bd->cufft_plan_capacity ? 2 * bd->cufft_plan_capacity : 4;
        struct bd_kept_plan *grown = realloc(bd->cufft_plans, capacity * sizeof *grown);
        if (grown == NULL) { /* the plan stays the caller's, on the legacy default stream */
            bd_set_last_error("cuFFT plan %llu: no memory to keep it with its binding; it stays on the default stream", value);
            return;
        }
        bd->cufft_plans = grown;
        bd->cufft_plan_capacity = capacity;
    }
    struct bd_kept_plan *kept = &bd->cufft_plans[bd->cufft_plan_count++];
    *kept = (struct bd_kept_plan){(cufftHandle)value, NULL, 0, 0}; /* a new plan runs on the legacy default stream */
    if (bd->stream != NULL)
        set_stream(bd, kept);
}

void bd_gen_let_go(bound_dev_t *bd, bd_kind_t kind, unsigned long long value)
{
    (void)kind;
    for (size_t i = 0; i < bd->cufft_plan_count; i++)
        if (bd->cufft_plans[i].plan == (cufftHandle)value) {
            bd->cufft_plans[i] = bd->cufft_plans[--bd->cufft_plan_count];
            return;
        }
}

CUresult bd_cufft_plans_follow_stream(bound_dev_t *bd)
{
    for (size_t i = 0; i < bd->cufft_plan_count; i++)
        if (bd->cufft_plans[i].stream != bd->stream && set_stream(bd, &bd->cufft_plans[i]) != CUFFT_SUCCESS)
            return bd_fail(CUDA_ERROR_INVALID_HANDLE, "cufftSetStream refused the binding's stream %p for plan %d",
                           (void *)bd->stream, bd->cufft_plans[i].plan);
    return CUDA_SUCCESS;
}

bool bd_cufft_plan_stream(const bound_dev_t *bd, const void *handle, CUstream *stream)
{
    for (size_t i = 0; i < bd->cufft_plan_count; i++)
        if ((const void *)(uintptr_t)bd->cufft_plans[i].plan == handle) {
            *stream = bd->cufft_plans[i].stream;
            return true;
        }
    return false;
}

static struct bd_kept_plan *kept_plan(const bound_dev_t *bd, cufftHandle plan)
{
    for (size_t i = 0; i < bd->cufft_plan_count; i++)
        if (bd->cufft_plans[i].plan == plan)
            return &bd->cufft_plans[i];
    return NULL;
}

/* A plan the binding keeps was given its shape: rank dimensions n (NULL: none known), batch times,
 * in the basic layout where basic. Its real side holds every element of each batch, its complex
 * side, for a real transform, the last dimension's n / 2 + 1 (cuFFT's Hermitian half). An advanced
 * layout, a size that overflows or makes no sense: not known, as for a plan made elsewhere. */
static void shaped(bound_dev_t *bd, cufftHandle plan, int rank, const long long *n, cufftType type, long long batch,
                   bool basic)
{
    struct bd_kept_plan *kept = kept_plan(bd, plan);
    if (kept == NULL)
        return;
    kept->input_bytes = kept->output_bytes = 0;
    if (!basic || n == NULL || rank < 1 || rank > 3 || batch < 1)
        return;
    unsigned long long real = (unsigned long long)batch, complex = real;
    for (int d = 0; d < rank; d++) {
        bool last = d == rank - 1;
        unsigned long long extent = n[d] < 1 ? 0 : (unsigned long long)n[d];
        unsigned long long half = extent / 2 + 1;
        if (extent == 0 || __builtin_mul_overflow(real, extent, &real) ||
            __builtin_mul_overflow(complex, last && type != CUFFT_C2C && type != CUFFT_Z2Z ? half : extent, &complex))
            return;
    }
    bool dbl = type == CUFFT_Z2Z || type == CUFFT_D2Z || type == CUFFT_Z2D;
    unsigned long long real_bytes = dbl ? 8 : 4, complex_bytes = 2 * real_bytes;
    bool real_in = type == CUFFT_R2C || type == CUFFT_D2Z, real_out = type == CUFFT_C2R || type == CUFFT_Z2D;
    if (__builtin_mul_overflow(real, real_bytes, &real) || __builtin_mul_overflow(complex, complex_bytes, &complex))
        return;
    kept->input_bytes = real_in ? real : complex;
    kept->output_bytes = real_out ? real : complex;
}

void bd_gen_after_cufftPlan1d(bound_dev_t *bd, cufftHandle *plan, int nx, cufftType type, int batch)
{
    const long long n[] = {nx};
    shaped(bd, *plan, 1, n, type, batch, true);
}

void bd_gen_after_cufftPlan2d(bound_dev_t *bd, cufftHandle *plan, int nx, int ny, cufftType type)
{
    const long long n[] = {nx, ny};
    shaped(bd, *plan, 2, n, type, 1, true);
}

void bd_gen_after_cufftPlan3d(bound_dev_t *bd, cufftHandle *plan, int nx, int ny, int nz, cufftType type)
{
    const long long n[] = {nx, ny, nz};
    shaped(bd, *plan, 3, n, type, 1, true);
}

/* cufftPlanMany's and cufftMakePlanMany's int sizes, as long long. */
static void shaped_many(bound_dev_t *bd, cufftHandle plan, int rank, const int *n, bool basic, cufftType type,
                        int batch)
{
    long long sizes[3];
    for (int d = 0; n != NULL && d < rank && d < 3; d++)
        sizes[d] = n[d];
    shaped(bd, plan, rank, n != NULL ? sizes : NULL, type, batch, basic);
}

void bd_gen_after_cufftPlanMany(bound_dev_t *bd, cufftHandle *plan, int rank, int *n, int *inembed, int istride,
                                int idist, int *onembed, int ostride, int odist, cufftType type, int batch)
{
    (void)istride, (void)idist, (void)ostride, (void)odist; /* ignored by cuFFT in the basic layout */
    shaped_many(bd, *plan, rank, n, inembed == NULL && onembed == NULL, type, batch);
}

void bd_gen_after_cufftMakePlan1d(bound_dev_t *bd, cufftHandle plan, int nx, cufftType type, int batch,
                                  size_t *workSize)
{
    (void)workSize;
    const long long n[] = {nx};
    shaped(bd, plan, 1, n, type, batch, true);
}

void bd_gen_after_cufftMakePlan2d(bound_dev_t *bd, cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize)
{
    (void)workSize;
    const long long n[] = {nx, ny};
    shaped(bd, plan, 2, n, type, 1, true);
}

void bd_gen_after_cufftMakePlan3d(bound_dev_t *bd, cufftHandle plan, int nx, int ny, int nz, cufftType type,
                                  size_t *workSize)
{
    (void)workSize;
    const long long n[] = {nx, ny, nz};
    shaped(bd, plan, 3, n, type, 1, true);
}

void bd_gen_after_cufftMakePlanMany(bound_dev_t *bd, cufftHandle plan, int rank, int *n, int *inembed, int istride,
                                    int idist, int *onembed, int ostride, int odist, cufftType type, int batch,
                                    size_t *workSize)
{
    (void)istride, (void)idist, (void)ostride, (void)odist, (void)workSize;
    shaped_many(bd, plan, rank, n, inembed == NULL && onembed == NULL, type, batch);
}

void bd_gen_after_cufftMakePlanMany64(bound_dev_t *bd, cufftHandle plan, int rank, long long int *n,
                                      long long int *inembed, long long int istride, long long int idist,
                                      long long int *onembed, long long int ostride, long long int odist,
                                      cufftType type, long long int batch, size_t *workSize)
{
    (void)istride, (void)idist, (void)ostride, (void)odist, (void)workSize;
    shaped(bd, plan, rank, n, type, batch, inembed == NULL && onembed == NULL);
}

/* A transform's side: the plan's bytes where the binding kept them, else the first element; in place
 * (one buffer), the larger side's, which the real side is padded to. */
static bd_described_t transform_side(const bound_dev_t *bd, unsigned long long element, unsigned long long data,
                                     unsigned long long plan, unsigned long long other, bool input)
{
    const struct bd_kept_plan *kept = kept_plan(bd, (cufftHandle)plan);
    unsigned long long bytes = element;
    if (kept != NULL && kept->input_bytes != 0) {
        unsigned long long larger = kept->input_bytes > kept->output_bytes ? kept->input_bytes : kept->output_bytes;
        bytes = data == other ? larger : input ? kept->input_bytes : kept->output_bytes;
    }
    return (bd_described_t){{{data, bytes}}};
}

bd_described_t bd_gen_cufft_transform_input(bound_dev_t *bd, unsigned long long element, unsigned long long idata,
                                            unsigned long long plan, unsigned long long odata)
{
    return transform_side(bd, element, idata, plan, odata, true);
}

bd_described_t bd_gen_cufft_transform_output(bound_dev_t *bd, unsigned long long element, unsigned long long odata,
                                             unsigned long long plan, unsigned long long idata)
{
    return transform_side(bd, element, odata, plan, idata, false);
}

/* With the binding: unregistered first, so that the checks never see a destroyed plan alive. */
void bd_release_cufft_plans(bound_dev_t *bd)
{
    for (size_t i = 0; i < bd->cufft_plan_count; i++) {
        if (bd_gen_checks_on)
            bd_unregister_own(bd, "cufftDestroy", BD_KIND_CUFFT_PLAN, BD_HANDLE_VALUE(bd->cufft_plans[i].plan));
        BD_GEN_ENTRY(bd_gen_cufft, pfn_cufftDestroy)(bd->cufft_plans[i].plan);
    }
    free(bd->cufft_plans);
    bd->cufft_plans = NULL;
    bd->cufft_plan_count = bd->cufft_plan_capacity = 0;
}
