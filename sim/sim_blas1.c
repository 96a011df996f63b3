/* SPDX-License-Identifier: MIT */
/* Simulated cuBLAS level 1, in S, D, C and Z and their int and _64 forms: axpy, scal, copy,
 * swap, dot (dotu, dotc), nrm2, asum, iamax, iamin. As in BLAS, a negative stride walks a vector
 * from its end; a reduction over no elements (n <= 0, or incx <= 0 for nrm2, asum and i*am*)
 * gives 0. */
#include <math.h>

#include "sim_blas.h"

enum level1 { AXPY, SCAL, COPY, SWAP, DOT, DOTC, NRM2, ASUM, IAMAX, IAMIN };

struct level1_work {
    enum level1 op;
    enum blas_type type, result_type;
    int64_t n, incx, incy;
    bool wide_index; /* i*am* of the _64 forms: an int64_t result */
    struct blas_scalar alpha;
    void *x, *y, *result;
};

static void store_index(void *result, bool wide, int64_t index)
{
    if (wide)
        *(int64_t *)result = index;
    else
        *(int *)result = (int)index;
}

/* |x| as i*amax measures it: |re| + |im|. */
static double magnitude1(double complex v)
{
    return fabs(creal(v)) + fabs(cimag(v));
}

static void run_level1(void *data)
{
    const struct level1_work *w = data;
    double complex alpha = blas_value(&w->alpha), sum = 0;
    double best = -1;
    int64_t best_index = 0;
    for (int64_t i = 0; i < w->n; i++) {
        int64_t ix = blas_at(i, w->n, w->incx), iy = blas_at(i, w->n, w->incy);
        double complex x = blas_load(w->x, w->type, ix);
        switch (w->op) {
        case AXPY: blas_store(w->y, w->type, iy, blas_load(w->y, w->type, iy) + alpha * x); break;
        case SCAL: blas_store(w->x, w->type, ix, alpha * x); break;
        case COPY: blas_store(w->y, w->type, iy, x); break;
        case SWAP:
            blas_store(w->x, w->type, ix, blas_load(w->y, w->type, iy));
            blas_store(w->y, w->type, iy, x);
            break;
        case DOT: sum += x * blas_load(w->y, w->type, iy); break;
        case DOTC: sum += conj(x) * blas_load(w->y, w->type, iy); break;
        case NRM2: sum += creal(x) * creal(x) + cimag(x) * cimag(x); break;
        case ASUM: sum += magnitude1(x); break;
        case IAMAX:
        case IAMIN: {
            double m = magnitude1(x);
            if (best < 0 || (w->op == IAMAX ? m > best : m < best)) {
                best = m;
                best_index = i + 1; /* 1-based, the first of equals */
            }
        }
        }
    }
    if (w->op == NRM2)
        sum = sqrt(creal(sum));
    if (w->op == IAMAX || w->op == IAMIN)
        store_index(w->result, w->wide_index, best_index);
    else if (w->result != NULL)
        blas_store(w->result, w->result_type, 0, sum);
}

static cublasStatus_t level1(cublasHandle_t h, struct level1_work *w, const void *alpha)
{
    if (h == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    bool reduction = w->op >= DOT;
    if (reduction && w->result == NULL) /* the result's copy back fails (measured) */
        return CUBLAS_STATUS_MAPPING_ERROR;
    if (alpha != NULL && !blas_capture(h, alpha, w->alpha.type, &w->alpha))
        return CUBLAS_STATUS_INVALID_VALUE;
    bool strided_reduction = w->op == NRM2 || w->op == ASUM || w->op == IAMAX || w->op == IAMIN || w->op == SCAL;
    if (w->n < 0 || (strided_reduction && w->incx <= 0))
        w->n = 0; /* nothing to do: a reduction gives 0 */
    bool uses_y = w->op == AXPY || w->op == COPY || w->op == SWAP || w->op == DOT || w->op == DOTC;
    if (!blas_vector_ok(w->x, w->n, w->incx, w->type) || (uses_y && !blas_vector_ok(w->y, w->n, w->incy, w->type)))
        return CUBLAS_STATUS_EXECUTION_FAILED; /* the real kernel would fault on the device */
    bool device_result = h->pointer_mode == CUBLAS_POINTER_MODE_DEVICE;
    size_t result_bytes = w->op == IAMAX || w->op == IAMIN ? (w->wide_index ? 8 : 4) : blas_size(w->result_type);
    if (reduction && device_result && !sim_device_range_ok(w->result, result_bytes))
        return CUBLAS_STATUS_EXECUTION_FAILED;
    return reduction ? blas_submit_with_result(h, run_level1, w, sizeof *w) : blas_submit(h, run_level1, w, sizeof *w);
}

#define WORK(OP, TYPE, N, X, INCX, Y, INCY, RESULT, RESULT_TYPE)                                                        \
    (struct level1_work)                                                                                                \
    {                                                                                                                   \
        .op = OP, .type = TYPE, .result_type = RESULT_TYPE, .n = N, .incx = INCX, .incy = INCY, .x = (void *)(X),       \
        .y = (void *)(Y), .result = (void *)(RESULT), .alpha = {.type = TYPE }                                           \
    }

/* Every routine of one type T (S, D, C, Z; t in lower case, as the i*amax names have it; element
 * E, real R, types TE and TR) in one int form. */
#define LEVEL1(T, t, E, R, TE, TR, SUFFIX, INT)                                                                            \
    cublasStatus_t cublas##T##axpy##SUFFIX(cublasHandle_t h, INT n, const E *alpha, const E *x, INT incx, E *y,        \
                                           INT incy)                                                                    \
    {                                                                                                                   \
        struct level1_work w = WORK(AXPY, TE, n, x, incx, y, incy, NULL, TE);                                           \
        return level1(h, &w, alpha);                                                                                    \
    }                                                                                                                   \
    cublasStatus_t cublas##T##scal##SUFFIX(cublasHandle_t h, INT n, const E *alpha, E *x, INT incx)                    \
    {                                                                                                                   \
        struct level1_work w = WORK(SCAL, TE, n, x, incx, x, incx, NULL, TE);                                           \
        return level1(h, &w, alpha);                                                                                    \
    }                                                                                                                   \
    cublasStatus_t cublas##T##copy##SUFFIX(cublasHandle_t h, INT n, const E *x, INT incx, E *y, INT incy)              \
    {                                                                                                                   \
        struct level1_work w = WORK(COPY, TE, n, x, incx, y, incy, NULL, TE);                                           \
        return level1(h, &w, NULL);                                                                                     \
    }                                                                                                                   \
    cublasStatus_t cublas##T##swap##SUFFIX(cublasHandle_t h, INT n, E *x, INT incx, E *y, INT incy)                    \
    {                                                                                                                   \
        struct level1_work w = WORK(SWAP, TE, n, x, incx, y, incy, NULL, TE);                                           \
        return level1(h, &w, NULL);                                                                                     \
    }                                                                                                                   \
    cublasStatus_t cublasI##t##amax##SUFFIX(cublasHandle_t h, INT n, const E *x, INT incx, INT *result)                \
    {                                                                                                                   \
        struct level1_work w = WORK(IAMAX, TE, n, x, incx, x, incx, result, TE);                                         \
        w.wide_index = sizeof(INT) == 8;                                                                                \
        return level1(h, &w, NULL);                                                                                     \
    }                                                                                                                   \
    cublasStatus_t cublasI##t##amin##SUFFIX(cublasHandle_t h, INT n, const E *x, INT incx, INT *result)                \
    {                                                                                                                   \
        struct level1_work w = WORK(IAMIN, TE, n, x, incx, x, incx, result, TE);                                         \
        w.wide_index = sizeof(INT) == 8;                                                                                \
        return level1(h, &w, NULL);                                                                                     \
    }

/* The reductions to a real number, named Snrm2 / Scnrm2 (the real letter, then the complex one). */
#define NORMS(NAME, E, R, TE, TR, SUFFIX, INT)                                                                          \
    cublasStatus_t cublas##NAME##nrm2##SUFFIX(cublasHandle_t h, INT n, const E *x, INT incx, R *result)                \
    {                                                                                                                   \
        struct level1_work w = WORK(NRM2, TE, n, x, incx, x, incx, result, TR);                                         \
        return level1(h, &w, NULL);                                                                                     \
    }                                                                                                                   \
    cublasStatus_t cublas##NAME##asum##SUFFIX(cublasHandle_t h, INT n, const E *x, INT incx, R *result)                \
    {                                                                                                                   \
        struct level1_work w = WORK(ASUM, TE, n, x, incx, x, incx, result, TR);                                         \
        return level1(h, &w, NULL);                                                                                     \
    }

#define DOTS(NAME, OP, E, TE, SUFFIX, INT)                                                                              \
    cublasStatus_t cublas##NAME##SUFFIX(cublasHandle_t h, INT n, const E *x, INT incx, const E *y, INT incy,            \
                                        E *result)                                                                      \
    {                                                                                                                   \
        struct level1_work w = WORK(OP, TE, n, x, incx, y, incy, result, TE);                                           \
        return level1(h, &w, NULL);                                                                                     \
    }

/* Complex vectors scaled by a real: Csscal, Zdscal. */
#define REAL_SCAL(NAME, E, R, TE, TR, SUFFIX, INT)                                                                      \
    cublasStatus_t cublas##NAME##SUFFIX(cublasHandle_t h, INT n, const R *alpha, E *x, INT incx)                       \
    {                                                                                                                   \
        struct level1_work w = WORK(SCAL, TE, n, x, incx, x, incx, NULL, TE);                                           \
        w.alpha.type = TR;                                                                                              \
        return level1(h, &w, alpha);                                                                                    \
    }

#define ALL_FORMS(SUFFIX, INT)                                                                                          \
    LEVEL1(S, s, float, float, BLAS_S, BLAS_S, SUFFIX, INT)                                                                \
    LEVEL1(D, d, double, double, BLAS_D, BLAS_D, SUFFIX, INT)                                                              \
    LEVEL1(C, c, cuComplex, float, BLAS_C, BLAS_S, SUFFIX, INT)                                                            \
    LEVEL1(Z, z, cuDoubleComplex, double, BLAS_Z, BLAS_D, SUFFIX, INT)                                                     \
    NORMS(S, float, float, BLAS_S, BLAS_S, SUFFIX, INT)                                                                 \
    NORMS(D, double, double, BLAS_D, BLAS_D, SUFFIX, INT)                                                               \
    NORMS(Sc, cuComplex, float, BLAS_C, BLAS_S, SUFFIX, INT)                                                            \
    NORMS(Dz, cuDoubleComplex, double, BLAS_Z, BLAS_D, SUFFIX, INT)                                                     \
    DOTS(Sdot, DOT, float, BLAS_S, SUFFIX, INT)                                                                         \
    DOTS(Ddot, DOT, double, BLAS_D, SUFFIX, INT)                                                                        \
    DOTS(Cdotu, DOT, cuComplex, BLAS_C, SUFFIX, INT)                                                                    \
    DOTS(Cdotc, DOTC, cuComplex, BLAS_C, SUFFIX, INT)                                                                   \
    DOTS(Zdotu, DOT, cuDoubleComplex, BLAS_Z, SUFFIX, INT)                                                              \
    DOTS(Zdotc, DOTC, cuDoubleComplex, BLAS_Z, SUFFIX, INT)                                                             \
    REAL_SCAL(Csscal, cuComplex, float, BLAS_C, BLAS_S, SUFFIX, INT)                                                    \
    REAL_SCAL(Zdscal, cuDoubleComplex, double, BLAS_Z, BLAS_D, SUFFIX, INT)

ALL_FORMS(, int)
ALL_FORMS(_64, int64_t)
