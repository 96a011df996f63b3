/* SPDX-License-Identifier: MIT */
/* Simulated cuFFT: plans of rank 1 to 3, C2C, R2C and C2R in single and double precision, basic
 * or advanced (embedded) layouts, batched; run as a direct DFT in double on the plan's stream,
 * unnormalized as cuFFT is. A plan lives in the context current when it was made, as a cuBLAS
 * handle does. Plan handles are small integers, never reused; a destroyed plan stays known, so
 * using it answers INVALID_PLAN. The simulation needs no work area: it reports 0 bytes. */
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <cufft.h>

#include "sim.h"

#define MAX_RANK 3

struct layout {
    long long embed[MAX_RANK]; /* the array the data sits in, row-major; embed[0] is not used */
    long long stride, dist;
};

struct fft_plan {
    bool made, destroyed;
    CUcontext ctx;
    CUstream stream;
    cufftType type;
    int rank;
    long long n[MAX_RANK], batch;
    bool packed; /* no embedding given: the basic layout, whose real side pads in place */
    struct layout in, out;
};

static struct fft_plan **plans_;
static int plan_count_;

/* The plan of a handle under the lock, or NULL. */
static struct fft_plan *plan_of(cufftHandle handle)
{
    return handle >= 1 && handle <= plan_count_ ? plans_[handle - 1] : NULL;
}

cufftResult cufftCreate(cufftHandle *handle)
{
    if (handle == NULL)
        return CUFFT_INVALID_VALUE;
    struct fft_plan *plan = calloc(1, sizeof *plan);
    sim_lock();
    struct fft_plan **grown = plan != NULL ? realloc(plans_, (size_t)(plan_count_ + 1) * sizeof *plans_) : NULL;
    if (grown != NULL) {
        plans_ = grown;
        plans_[plan_count_++] = plan;
        *handle = plan_count_;
    }
    sim_unlock();
    if (grown == NULL) {
        free(plan);
        return CUFFT_ALLOC_FAILED;
    }
    return CUFFT_SUCCESS;
}

static bool is_real_input(cufftType type)
{
    return type == CUFFT_R2C || type == CUFFT_D2Z;
}

static bool is_real_output(cufftType type)
{
    return type == CUFFT_C2R || type == CUFFT_Z2D;
}

static bool is_double(cufftType type)
{
    return type == CUFFT_Z2Z || type == CUFFT_D2Z || type == CUFFT_Z2D;
}

/* The logical extent of one side: the complex side of a real transform keeps n/2+1 of the last dimension. */
static long long side_extent(const struct fft_plan *plan, bool real_side, int dim)
{
    bool halved = !real_side && dim == plan->rank - 1 && (is_real_input(plan->type) || is_real_output(plan->type));
    return halved ? plan->n[dim] / 2 + 1 : plan->n[dim];
}

static cufftResult make_plan(cufftHandle handle, int rank, const long long *n, const long long *inembed,
                             long long istride, long long idist, const long long *onembed, long long ostride,
                             long long odist, cufftType type, long long batch, size_t *work_size)
{
    if (type != CUFFT_C2C && type != CUFFT_Z2Z && !is_real_input(type) && !is_real_output(type))
        return CUFFT_INVALID_TYPE;
    if (rank < 1 || rank > MAX_RANK || batch < 1 || n == NULL)
        return CUFFT_INVALID_SIZE;
    for (int d = 0; d < rank; d++)
        if (n[d] < 1)
            return CUFFT_INVALID_SIZE;
    if ((inembed == NULL) != (onembed == NULL))
        return CUFFT_INVALID_VALUE;
    if (work_size == NULL) /* measured (H100, cuFFT of CUDA 13.0): cufftMakePlan1d(..., NULL) */
        return CUFFT_INVALID_VALUE;
    CUcontext ctx = sim_library_context();
    if (ctx == NULL)
        return CUFFT_SETUP_FAILED;
    sim_lock();
    struct fft_plan *plan = plan_of(handle);
    cufftResult rc = plan == NULL || plan->destroyed ? CUFFT_INVALID_PLAN : CUFFT_SUCCESS;
    if (rc == CUFFT_SUCCESS) {
        *plan = (struct fft_plan){.made = true, .ctx = ctx, .type = type, .rank = rank, .batch = batch,
                                  .packed = inembed == NULL};
        memcpy(plan->n, n, (size_t)rank * sizeof *n);
        bool real_in = is_real_input(type), real_out = is_real_output(type);
        for (int d = 0; d < rank; d++) {
            plan->in.embed[d] = inembed != NULL ? inembed[d] : side_extent(plan, !real_out, d);
            plan->out.embed[d] = onembed != NULL ? onembed[d] : side_extent(plan, !real_in, d);
        }
        plan->in.stride = inembed != NULL ? istride : 1;
        plan->out.stride = onembed != NULL ? ostride : 1;
        long long in_elements = 1, out_elements = 1;
        for (int d = 0; d < rank; d++)
            in_elements *= plan->in.embed[d], out_elements *= plan->out.embed[d];
        plan->in.dist = inembed != NULL ? idist : in_elements;
        plan->out.dist = onembed != NULL ? odist : out_elements;
    }
    sim_unlock();
    if (rc == CUFFT_SUCCESS)
        *work_size = 0;
    return rc;
}

static cufftResult make_plan_int(cufftHandle handle, int rank, const int *n, const int *inembed, int istride,
                                 int idist, const int *onembed, int ostride, int odist, cufftType type, int batch,
                                 size_t *work_size)
{
    if (rank < 1 || rank > MAX_RANK || n == NULL)
        return CUFFT_INVALID_SIZE;
    long long n64[MAX_RANK], in64[MAX_RANK], on64[MAX_RANK];
    for (int d = 0; d < rank; d++) {
        n64[d] = n[d];
        in64[d] = inembed != NULL ? inembed[d] : 0;
        on64[d] = onembed != NULL ? onembed[d] : 0;
    }
    return make_plan(handle, rank, n64, inembed != NULL ? in64 : NULL, istride, idist, onembed != NULL ? on64 : NULL,
                     ostride, odist, type, batch, work_size);
}

cufftResult cufftMakePlanMany64(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                long long int istride, long long int idist, long long int *onembed,
                                long long int ostride, long long int odist, cufftType type, long long int batch,
                                size_t *workSize)
{
    return make_plan(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}

cufftResult cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed,
                              int ostride, int odist, cufftType type, int batch, size_t *workSize)
{
    return make_plan_int(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, workSize);
}

cufftResult cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *workSize)
{
    return make_plan_int(plan, 1, &nx, NULL, 1, 0, NULL, 1, 0, type, batch, workSize);
}

cufftResult cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *workSize)
{
    const int n[] = {nx, ny};
    return make_plan_int(plan, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

cufftResult cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type, size_t *workSize)
{
    const int n[] = {nx, ny, nz};
    return make_plan_int(plan, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1, workSize);
}

/* cufftPlan*: create and make in one, the handle destroyed again when making fails. */
static cufftResult create_and_make(cufftHandle *handle, int rank, const int *n, const int *inembed, int istride,
                                   int idist, const int *onembed, int ostride, int odist, cufftType type, int batch)
{
    cufftHandle made;
    size_t work_size;
    cufftResult rc = cufftCreate(&made);
    if (rc != CUFFT_SUCCESS)
        return rc;
    rc = make_plan_int(made, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch, &work_size);
    if (rc != CUFFT_SUCCESS) {
        cufftDestroy(made);
        return rc;
    }
    *handle = made;
    return CUFFT_SUCCESS;
}

cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch)
{
    return plan == NULL ? CUFFT_INVALID_VALUE : create_and_make(plan, 1, &nx, NULL, 1, 0, NULL, 1, 0, type, batch);
}

cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type)
{
    const int n[] = {nx, ny};
    return plan == NULL ? CUFFT_INVALID_VALUE : create_and_make(plan, 2, n, NULL, 1, 0, NULL, 1, 0, type, 1);
}

cufftResult cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type)
{
    const int n[] = {nx, ny, nz};
    return plan == NULL ? CUFFT_INVALID_VALUE : create_and_make(plan, 3, n, NULL, 1, 0, NULL, 1, 0, type, 1);
}

cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed,
                          int ostride, int odist, cufftType type, int batch)
{
    if (plan == NULL)
        return CUFFT_INVALID_VALUE;
    return create_and_make(plan, rank, n, inembed, istride, idist, onembed, ostride, odist, type, batch);
}

/* Run body on the live plan of handle, under the lock; a plan not (or no longer) made answers ended. */
#define WITH_PLAN(handle, ended, body)                                                                                  \
    do {                                                                                                               \
        sim_lock();                                                                                                    \
        struct fft_plan *plan = plan_of(handle);                                                                       \
        cufftResult rc_ = plan == NULL || plan->destroyed ? (ended) : CUFFT_SUCCESS;                                   \
        if (rc_ == CUFFT_SUCCESS) {                                                                                    \
            body;                                                                                                      \
        }                                                                                                              \
        sim_unlock();                                                                                                  \
        return rc_;                                                                                                    \
    } while (0)

cufftResult cufftSetStream(cufftHandle plan_handle, cudaStream_t stream)
{
    WITH_PLAN(plan_handle, CUFFT_INVALID_VALUE, plan->stream = (CUstream)stream); /* the H200's answer here */
}

cufftResult cufftGetSize(cufftHandle plan_handle, size_t *workSize)
{
    WITH_PLAN(plan_handle, CUFFT_INVALID_PLAN, if (workSize == NULL) rc_ = CUFFT_INVALID_VALUE; else *workSize = 0);
}

cufftResult cufftSetAutoAllocation(cufftHandle plan_handle, int autoAllocate)
{
    (void)autoAllocate; /* there is nothing to allocate */
    WITH_PLAN(plan_handle, CUFFT_INVALID_PLAN, (void)plan);
}

cufftResult cufftSetWorkArea(cufftHandle plan_handle, void *workArea)
{
    (void)workArea;
    WITH_PLAN(plan_handle, CUFFT_INVALID_PLAN, (void)plan);
}

cufftResult cufftDestroy(cufftHandle plan_handle)
{
    WITH_PLAN(plan_handle, CUFFT_INVALID_PLAN, plan->destroyed = true);
}

cufftResult cufftGetVersion(int *version)
{
    if (version == NULL)
        return CUFFT_INVALID_VALUE;
    *version = CUFFT_VERSION; /* the headers': the simulation is built from them */
    return CUFFT_SUCCESS;
}

/* One execution: the plan as it was at the call, its data and direction. */
struct fft_work {
    struct fft_plan plan;
    struct layout in, out; /* the plan's, or the padded real layout of an in-place basic plan */
    const void *idata;
    void *odata;
    int sign; /* -1 forward, +1 inverse */
};

/* Where element `at` (row-major over the logical extents of a side) sits in a layout. */
static long long offset_of(const struct fft_plan *plan, const struct layout *l, bool real_side, long long at)
{
    long long linear = 0, scale = 1;
    for (int d = plan->rank - 1; d >= 0; d--) {
        long long extent = side_extent(plan, real_side, d);
        linear += at % extent * scale;
        at /= extent;
        scale *= l->embed[d];
    }
    return linear * l->stride;
}

static long long side_elements(const struct fft_plan *plan, bool real_side)
{
    long long elements = 1;
    for (int d = 0; d < plan->rank; d++)
        elements *= side_extent(plan, real_side, d);
    return elements;
}

static double complex load(const void *base, bool real, bool dbl, long long at)
{
    if (real)
        return dbl ? ((const double *)base)[at] : ((const float *)base)[at];
    double parts[2] = {dbl ? ((const double *)base)[2 * at] : ((const float *)base)[2 * at],
                       dbl ? ((const double *)base)[2 * at + 1] : ((const float *)base)[2 * at + 1]};
    double complex z;
    memcpy(&z, parts, sizeof z); /* C11 lays a complex out as its two parts */
    return z;
}

static void store(void *base, bool real, bool dbl, long long at, double complex value)
{
    if (real) {
        if (dbl)
            ((double *)base)[at] = creal(value);
        else
            ((float *)base)[at] = (float)creal(value);
    } else if (dbl) {
        ((double *)base)[2 * at] = creal(value);
        ((double *)base)[2 * at + 1] = cimag(value);
    } else {
        ((float *)base)[2 * at] = (float)creal(value);
        ((float *)base)[2 * at + 1] = (float)cimag(value);
    }
}

/* The full spectrum's element at row-major index `at` from the half a C2R plan reads: past the
 * kept half, the conjugate of the mirrored element (Hermitian symmetry). */
static double complex hermitian(const struct fft_work *w, const void *batch_in, long long at)
{
    const struct fft_plan *p = &w->plan;
    long long index[MAX_RANK] = {0};
    for (int d = p->rank - 1; d >= 0; d--) {
        index[d] = at % p->n[d];
        at /= p->n[d];
    }
    int last = p->rank - 1;
    bool mirrored = index[last] > p->n[last] / 2;
    long long half_at = 0;
    for (int d = 0; d < p->rank; d++) {
        long long i = mirrored ? (p->n[d] - index[d]) % p->n[d] : index[d];
        half_at = half_at * side_extent(p, false, d) + i;
    }
    double complex z = load(batch_in, false, is_double(p->type), offset_of(p, &w->in, false, half_at));
    return mirrored ? conj(z) : z;
}

/* e^(sign 2 pi i m / length), exact at the quarter turns (cos(pi / 2) is not 0 in floating point),
 * so that transforms of small integers come out exact as cuFFT's do. */
static double complex twiddle(long long m, long long length, int sign)
{
    if (4 * m % length == 0) {
        static const double complex quarter_turns[] = {1, I, -1, -I};
        double complex w = quarter_turns[4 * m / length];
        return sign < 0 ? conj(w) : w;
    }
    double angle = 2 * M_PI * (double)m / (double)length;
    return cos(angle) + sign * sin(angle) * I;
}

/* The DFT along one dimension of a row-major array, in place. */
static void transform_dimension(double complex *data, const long long *n, int rank, int dim, int sign,
                                double complex *line)
{
    long long length = n[dim], inner = 1, outer = 1;
    for (int d = dim + 1; d < rank; d++)
        inner *= n[d];
    for (int d = 0; d < dim; d++)
        outer *= n[d];
    for (long long o = 0; o < outer; o++)
        for (long long i = 0; i < inner; i++) {
            double complex *start = data + o * length * inner + i;
            for (long long k = 0; k < length; k++) {
                double complex sum = 0;
                for (long long j = 0; j < length; j++)
                    sum += start[j * inner] * twiddle(j * k % length, length, sign);
                line[k] = sum;
            }
            for (long long k = 0; k < length; k++)
                start[k * inner] = line[k];
        }
}

static void run_fft(void *data)
{
    const struct fft_work *w = data;
    const struct fft_plan *p = &w->plan;
    bool dbl = is_double(p->type), real_in = is_real_input(p->type), real_out = is_real_output(p->type);
    long long full = side_elements(p, true), longest = 1;
    for (int d = 0; d < p->rank; d++)
        longest = p->n[d] > longest ? p->n[d] : longest;
    double complex *values = malloc((size_t)full * sizeof *values), *line = malloc((size_t)longest * sizeof *line);
    if (values == NULL || line == NULL) {
        free(values);
        free(line);
        return;
    }
    for (long long b = 0; b < p->batch; b++) {
        const char *batch_in = (const char *)w->idata + b * w->in.dist * (real_in ? 1 : 2) * (dbl ? 8 : 4);
        char *batch_out = (char *)w->odata + b * w->out.dist * (real_out ? 1 : 2) * (dbl ? 8 : 4);
        for (long long at = 0; at < full; at++)
            values[at] = real_out ? hermitian(w, batch_in, at)
                                  : load(batch_in, real_in, dbl, offset_of(p, &w->in, real_in, at));
        for (int d = 0; d < p->rank; d++)
            transform_dimension(values, p->n, p->rank, d, w->sign, line);
        long long kept = side_elements(p, real_out);
        for (long long at = 0; at < kept; at++) {
            long long index = at, full_at = 0; /* the kept element's place in the full array */
            long long scale = 1;
            for (int d = p->rank - 1; d >= 0; d--) {
                full_at += index % side_extent(p, real_out, d) * scale;
                index /= side_extent(p, real_out, d);
                scale *= p->n[d];
            }
            store(batch_out, real_out, dbl, offset_of(p, &w->out, real_out, at), values[full_at]);
        }
    }
    free(values);
    free(line);
}

/* The bytes from a side's first element to past its last, over the batch. */
static size_t side_span(const struct fft_plan *p, const struct layout *l, bool real_side)
{
    long long last = offset_of(p, l, real_side, side_elements(p, real_side) - 1) + (p->batch - 1) * l->dist;
    return (size_t)(last + 1) * (real_side ? 1 : 2) * (is_double(p->type) ? 8 : 4);
}

/* The real side of an in-place basic plan is padded to the complex side's size in its last dimension. */
static struct layout padded_real(const struct fft_plan *p)
{
    struct layout l = {.stride = 1, .dist = 1};
    for (int d = 0; d < p->rank; d++) {
        l.embed[d] = d == p->rank - 1 ? 2 * (p->n[d] / 2 + 1) : p->n[d];
        l.dist *= l.embed[d];
    }
    return l;
}

/* Exec on a plan of the type the function names. Misuse is not measured on the H200: the codes
 * are cuFFT's documented ones. */
static cufftResult exec(cufftHandle handle, cufftType type, const void *idata, void *odata, int sign)
{
    if (sign != CUFFT_FORWARD && sign != CUFFT_INVERSE)
        return CUFFT_INVALID_VALUE;
    struct fft_work w = {.idata = idata, .odata = odata, .sign = sign};
    sim_lock();
    struct fft_plan *plan = plan_of(handle);
    cufftResult rc = plan == NULL || plan->destroyed || !plan->made ? CUFFT_INVALID_PLAN : CUFFT_SUCCESS;
    if (rc == CUFFT_SUCCESS) {
        w.plan = *plan;
        w.in = plan->in;
        w.out = plan->out;
        if (plan->type != type)
            rc = CUFFT_INVALID_VALUE;
    }
    sim_unlock();
    if (rc != CUFFT_SUCCESS)
        return rc;
    bool real_in = is_real_input(w.plan.type), real_out = is_real_output(w.plan.type);
    if (w.plan.packed && idata == odata && real_in)
        w.in = padded_real(&w.plan);
    if (w.plan.packed && idata == odata && real_out)
        w.out = padded_real(&w.plan);
    if (!sim_device_range_ok(idata, side_span(&w.plan, &w.in, real_in)) ||
        !sim_device_range_ok(odata, side_span(&w.plan, &w.out, real_out)))
        return CUFFT_INVALID_VALUE;
    CUresult submitted = sim_submit(w.plan.ctx, w.plan.stream, run_fft, &w, sizeof w);
    return submitted == CUDA_SUCCESS ? CUFFT_SUCCESS : CUFFT_EXEC_FAILED;
}

cufftResult cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata, int direction)
{
    return exec(plan, CUFFT_C2C, idata, odata, direction);
}

cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleComplex *odata, int direction)
{
    return exec(plan, CUFFT_Z2Z, idata, odata, direction);
}

cufftResult cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata)
{
    return exec(plan, CUFFT_R2C, idata, odata, CUFFT_FORWARD);
}

cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata, cufftDoubleComplex *odata)
{
    return exec(plan, CUFFT_D2Z, idata, odata, CUFFT_FORWARD);
}

cufftResult cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata)
{
    return exec(plan, CUFFT_C2R, idata, odata, CUFFT_INVERSE);
}

cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata, cufftDoubleReal *odata)
{
    return exec(plan, CUFFT_Z2D, idata, odata, CUFFT_INVERSE);
}
