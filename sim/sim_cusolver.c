/* SPDX-License-Identifier: MIT */
/* Simulated cuSOLVER Dn: handles and their stream (the sparse API's too, alike); LU (getrf with
 * partial pivoting or none, getrs) and Cholesky (potrf, potrs) in float and double with their
 * workspace queries, computed in double on the handle's stream, devInfo written there as LAPACK
 * defines it. A handle lives in the context current when it was made, as a cuBLAS handle does. The simulation needs no
 * workspace; the queries ask for a column's worth, so that a program's allocation is never of
 * 0 bytes (which cuMemAlloc refuses). */
#include <math.h>
#include <stdlib.h>

#include "sim_blas.h"
#include "sim_cusolver.h"

/* A handle of the dense or the sparse API (sim_cusolver.h): made for the context current, its stream
 * kept, its work finished when it is destroyed. */
#define SOLVER_HANDLE(API)                                                                          \
    cusolverStatus_t cusolver##API##Create(cusolver##API##Handle_t *handle)                         \
    {                                                                                               \
        if (handle == NULL)                                                                         \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                   \
        CUcontext ctx = sim_library_context();                                                      \
        if (ctx == NULL)                                                                            \
            return CUSOLVER_STATUS_NOT_INITIALIZED;                                                 \
        cusolver##API##Handle_t h = calloc(1, sizeof *h);                                           \
        if (h == NULL)                                                                              \
            return CUSOLVER_STATUS_ALLOC_FAILED;                                                    \
        h->ctx = ctx;                                                                               \
        *handle = h;                                                                                \
        return CUSOLVER_STATUS_SUCCESS;                                                             \
    }                                                                                               \
    cusolverStatus_t cusolver##API##Destroy(cusolver##API##Handle_t handle)                         \
    {                                                                                               \
        if (handle == NULL)                                                                         \
            return CUSOLVER_STATUS_NOT_INITIALIZED;                                                 \
        if (sim_stream_usable(handle->stream) && !sim_is_legacy_stream(handle->stream))             \
            cuStreamSynchronize(handle->stream);                                                    \
        free(handle);                                                                               \
        return CUSOLVER_STATUS_SUCCESS;                                                             \
    }                                                                                               \
    cusolverStatus_t cusolver##API##SetStream(cusolver##API##Handle_t handle, cudaStream_t streamId) \
    {                                                                                               \
        if (handle == NULL)                                                                         \
            return CUSOLVER_STATUS_NOT_INITIALIZED;                                                 \
        handle->stream = (CUstream)streamId;                                                        \
        return CUSOLVER_STATUS_SUCCESS;                                                             \
    }                                                                                               \
    cusolverStatus_t cusolver##API##GetStream(cusolver##API##Handle_t handle, cudaStream_t *streamId) \
    {                                                                                               \
        if (handle == NULL)                                                                         \
            return CUSOLVER_STATUS_NOT_INITIALIZED;                                                 \
        if (streamId == NULL)                                                                       \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                   \
        *streamId = (cudaStream_t)handle->stream;                                                   \
        return CUSOLVER_STATUS_SUCCESS;                                                             \
    }
SOLVER_HANDLE(Dn)
SOLVER_HANDLE(Sp)

enum solve { GETRF, GETRS, POTRF, POTRS };

/* One factorization or solve: A (m x n, column-major, lda), and for the solves B (n x nrhs, ldb). */
struct solver_work {
    enum solve what;
    enum blas_type type;
    int m, n, nrhs, lda, ldb;
    void *a, *b;
    int *pivots; /* getrf/getrs; NULL: getrf without pivoting */
    int *info;
    bool lower;     /* potrf/potrs: the triangle that holds the matrix and its factor */
    bool transpose; /* getrs: solve A^T X = B */
    int bad_argument; /* getrf: a leading dimension too small is answered in info (-4), A untouched */
};

/* A column-major matrix in double, read from and written back to device memory. */
static double *load_matrix(const void *base, enum blas_type t, int rows, int cols, int ld)
{
    double *m = malloc((size_t)(rows > 0 ? rows : 1) * (size_t)(cols > 0 ? cols : 1) * sizeof *m);
    for (int c = 0; m != NULL && c < cols; c++)
        for (int r = 0; r < rows; r++)
            m[(size_t)c * rows + r] = creal(blas_load(base, t, (int64_t)c * ld + r));
    return m;
}

static void store_matrix(void *base, enum blas_type t, int rows, int cols, int ld, const double *m)
{
    for (int c = 0; c < cols; c++)
        for (int r = 0; r < rows; r++)
            blas_store(base, t, (int64_t)c * ld + r, m[(size_t)c * rows + r]);
}

#define AT(m, rows, r, c) ((m)[(size_t)(c) * (rows) + (r)])

/* LU with partial pivoting (the first largest magnitude, as LAPACK picks), right-looking; a zero
 * pivot is noted in info and the factorization goes on, as LAPACK's getrf does. */
static int lu(double *a, int m, int n, int *pivots)
{
    int info = 0;
    for (int j = 0; j < (m < n ? m : n); j++) {
        int p = j;
        for (int i = j + 1; pivots != NULL && i < m; i++)
            if (fabs(AT(a, m, i, j)) > fabs(AT(a, m, p, j)))
                p = i;
        if (pivots != NULL)
            pivots[j] = p + 1;
        for (int c = 0; p != j && c < n; c++) {
            double swap = AT(a, m, j, c);
            AT(a, m, j, c) = AT(a, m, p, c);
            AT(a, m, p, c) = swap;
        }
        double pivot = AT(a, m, j, j);
        if (pivot == 0) {
            if (info == 0)
                info = j + 1;
            continue;
        }
        for (int i = j + 1; i < m; i++) {
            AT(a, m, i, j) /= pivot;
            for (int c = j + 1; c < n; c++)
                AT(a, m, i, c) -= AT(a, m, i, j) * AT(a, m, j, c);
        }
    }
    return info;
}

/* Solve with a unit lower (L) or upper (U) triangle of a, or their transposes, in place in b. */
static void triangular_solve(const double *a, int n, bool lower, bool transpose, bool unit, double *b, int nrhs)
{
    bool forward = lower != transpose;
    for (int c = 0; c < nrhs; c++)
        for (int step = 0; step < n; step++) {
            int i = forward ? step : n - 1 - step;
            double sum = AT(b, n, i, c);
            for (int k = forward ? 0 : i + 1; k < (forward ? i : n); k++)
                sum -= (transpose ? AT(a, n, k, i) : AT(a, n, i, k)) * AT(b, n, k, c);
            AT(b, n, i, c) = unit ? sum : sum / AT(a, n, i, i);
        }
}

/* Cholesky in the lower triangle of a (the upper is its transpose, copied in and out by the
 * caller); info: the order of the first leading minor that is not positive definite. */
static int cholesky(double *a, int n)
{
    for (int j = 0; j < n; j++) {
        double d = AT(a, n, j, j);
        for (int k = 0; k < j; k++)
            d -= AT(a, n, j, k) * AT(a, n, j, k);
        if (!(d > 0))
            return j + 1;
        AT(a, n, j, j) = sqrt(d);
        for (int i = j + 1; i < n; i++) {
            double sum = AT(a, n, i, j);
            for (int k = 0; k < j; k++)
                sum -= AT(a, n, i, k) * AT(a, n, j, k);
            AT(a, n, i, j) = sum / AT(a, n, j, j);
        }
    }
    return 0;
}

/* Mirror the upper triangle of a square matrix into its lower one, or the lower into the upper. */
static void mirror(double *a, int n, bool from_upper)
{
    for (int c = 0; c < n; c++)
        for (int r = c + 1; r < n; r++) {
            if (from_upper)
                AT(a, n, r, c) = AT(a, n, c, r);
            else
                AT(a, n, c, r) = AT(a, n, r, c);
        }
}

/* Write back only the triangle potrf owns: LAPACK leaves the other one as it was. */
static void store_triangle(void *base, enum blas_type t, int n, int ld, const double *a, bool lower)
{
    for (int c = 0; c < n; c++)
        for (int r = lower ? c : 0; r < (lower ? n : c + 1); r++)
            blas_store(base, t, (int64_t)c * ld + r, AT(a, n, r, c));
}

static void run_solver(void *data)
{
    const struct solver_work *w = data;
    if (w->bad_argument != 0) {
        *w->info = -w->bad_argument;
        return;
    }
    int rows = w->what == GETRF ? w->m : w->n;
    double *a = load_matrix(w->a, w->type, rows, w->n, w->lda);
    double *b = w->what == GETRS || w->what == POTRS ? load_matrix(w->b, w->type, w->n, w->nrhs, w->ldb) : NULL;
    if (a == NULL || ((w->what == GETRS || w->what == POTRS) && b == NULL)) {
        free(a);
        free(b);
        return;
    }
    int info = 0;
    if (w->what == GETRF) {
        info = lu(a, w->m, w->n, w->pivots);
        store_matrix(w->a, w->type, w->m, w->n, w->lda, a);
    } else if (w->what == GETRS) {
        for (int i = 0; !w->transpose && i < w->n; i++) /* the row swaps, in order, before */
            for (int c = 0; c < w->nrhs; c++) {
                double swap = AT(b, w->n, i, c);
                AT(b, w->n, i, c) = AT(b, w->n, w->pivots[i] - 1, c);
                AT(b, w->n, w->pivots[i] - 1, c) = swap;
            }
        triangular_solve(a, w->n, !w->transpose, w->transpose, !w->transpose, b, w->nrhs);
        triangular_solve(a, w->n, w->transpose, w->transpose, w->transpose, b, w->nrhs);
        for (int i = w->n - 1; w->transpose && i >= 0; i--) /* undone in reverse, after */
            for (int c = 0; c < w->nrhs; c++) {
                double swap = AT(b, w->n, i, c);
                AT(b, w->n, i, c) = AT(b, w->n, w->pivots[i] - 1, c);
                AT(b, w->n, w->pivots[i] - 1, c) = swap;
            }
        store_matrix(w->b, w->type, w->n, w->nrhs, w->ldb, b);
    } else {
        if (!w->lower)
            mirror(a, w->n, true);
        if (w->what == POTRF) {
            info = cholesky(a, w->n);
            if (!w->lower)
                mirror(a, w->n, false);
            store_triangle(w->a, w->type, w->n, w->lda, a, w->lower);
        } else {
            triangular_solve(a, w->n, true, false, false, b, w->nrhs);
            triangular_solve(a, w->n, true, true, false, b, w->nrhs);
            store_matrix(w->b, w->type, w->n, w->nrhs, w->ldb, b);
        }
    }
    *w->info = info;
    free(a);
    free(b);
}

static cusolverStatus_t submit(cusolverDnHandle_t handle, struct solver_work *w)
{
    int rows = w->what == GETRF ? w->m : w->n;
    bool solves = w->what == GETRS || w->what == POTRS;
    bool matrices_ok = blas_matrix_ok(w->a, rows, w->n, w->lda, w->type) &&
                       (!solves || blas_matrix_ok(w->b, w->n, w->nrhs, w->ldb, w->type)) &&
                       (w->pivots == NULL || sim_device_range_ok(w->pivots, (size_t)(w->n > 0 ? w->n : 1) * sizeof(int)));
    if ((w->bad_argument == 0 && !matrices_ok) || !sim_device_range_ok(w->info, sizeof(int)))
        return CUSOLVER_STATUS_INVALID_VALUE;
    CUresult rc = sim_submit(handle->ctx, handle->stream, run_solver, w, sizeof *w);
    return rc == CUDA_SUCCESS ? CUSOLVER_STATUS_SUCCESS : CUSOLVER_STATUS_EXECUTION_FAILED;
}

/* The arguments LAPACK checks: sizes not negative, leading dimensions at least max(1, rows). */
static bool sizes_ok(int rows, int cols, int ld)
{
    return rows >= 0 && cols >= 0 && ld >= (rows > 1 ? rows : 1);
}

static bool uplo_ok(cublasFillMode_t uplo)
{
    return uplo == CUBLAS_FILL_MODE_LOWER || uplo == CUBLAS_FILL_MODE_UPPER;
}

static cusolverStatus_t workspace(cusolverDnHandle_t handle, bool ok, int n, int *lwork)
{
    if (handle == NULL)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    if (!ok || lwork == NULL)
        return CUSOLVER_STATUS_INVALID_VALUE;
    *lwork = n > 1 ? n : 1;
    return CUSOLVER_STATUS_SUCCESS;
}

#define SOLVERS(T, E, TYPE)                                                                                             \
    cusolverStatus_t cusolverDn##T##getrf_bufferSize(cusolverDnHandle_t handle, int m, int n, E *A, int lda,         \
                                                     int *Lwork)                                                     \
    {                                                                                                                 \
        (void)A;                                                                                                      \
        return workspace(handle, sizes_ok(m, n, lda), n, Lwork);                                                      \
    }                                                                                                                 \
    cusolverStatus_t cusolverDn##T##getrf(cusolverDnHandle_t handle, int m, int n, E *A, int lda, E *Workspace,      \
                                          int *devIpiv, int *devInfo)                                                \
    {                                                                                                                 \
        (void)Workspace;                                                                                              \
        if (handle == NULL)                                                                                           \
            return CUSOLVER_STATUS_NOT_INITIALIZED;                                                                   \
        if (m < 0 || n < 0)                                                                                           \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                                     \
        /* lda < max(1, m): the H200 answers success, as LAPACK, through info */                                      \
        struct solver_work w = {.what = GETRF, .type = TYPE, .m = m, .n = n, .lda = lda, .a = A,                      \
                                .pivots = devIpiv, .info = devInfo, .bad_argument = sizes_ok(m, n, lda) ? 0 : 4};      \
        return submit(handle, &w);                                                                                    \
    }                                                                                                                 \
    cusolverStatus_t cusolverDn##T##getrs(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs,       \
                                          const E *A, int lda, const int *devIpiv, E *B, int ldb, int *devInfo)      \
    {                                                                                                                 \
        if (handle == NULL)                                                                                           \
            return CUSOLVER_STATUS_NOT_INITIALIZED;                                                                   \
        if (!sizes_ok(n, n, lda) || !sizes_ok(n, nrhs, ldb) || devIpiv == NULL ||                                     \
            (trans != CUBLAS_OP_N && trans != CUBLAS_OP_T))                                                           \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                                     \
        struct solver_work w = {.what = GETRS, .type = TYPE, .n = n, .nrhs = nrhs, .lda = lda, .ldb = ldb,            \
                                .a = (void *)A, .b = B, .pivots = (int *)devIpiv, .info = devInfo,                    \
                                .transpose = trans == CUBLAS_OP_T};                                                   \
        return submit(handle, &w);                                                                                    \
    }                                                                                                                 \
    cusolverStatus_t cusolverDn##T##potrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, E *A,  \
                                                     int lda, int *Lwork)                                            \
    {                                                                                                                 \
        (void)A;                                                                                                      \
        return workspace(handle, uplo_ok(uplo) && sizes_ok(n, n, lda), n, Lwork);                                     \
    }                                                                                                                 \
    cusolverStatus_t cusolverDn##T##potrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, E *A, int lda,    \
                                          E *Workspace, int Lwork, int *devInfo)                                     \
    {                                                                                                                 \
        (void)Workspace;                                                                                              \
        (void)Lwork;                                                                                                  \
        if (handle == NULL)                                                                                           \
            return CUSOLVER_STATUS_NOT_INITIALIZED;                                                                   \
        if (!uplo_ok(uplo) || !sizes_ok(n, n, lda))                                                                   \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                                     \
        struct solver_work w = {.what = POTRF, .type = TYPE, .n = n, .lda = lda, .a = A, .info = devInfo,             \
                                .lower = uplo == CUBLAS_FILL_MODE_LOWER};                                             \
        return submit(handle, &w);                                                                                    \
    }                                                                                                                 \
    cusolverStatus_t cusolverDn##T##potrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs,         \
                                          const E *A, int lda, E *B, int ldb, int *devInfo)                          \
    {                                                                                                                 \
        if (handle == NULL)                                                                                           \
            return CUSOLVER_STATUS_NOT_INITIALIZED;                                                                   \
        if (!uplo_ok(uplo) || !sizes_ok(n, n, lda) || !sizes_ok(n, nrhs, ldb))                                        \
            return CUSOLVER_STATUS_INVALID_VALUE;                                                                     \
        struct solver_work w = {.what = POTRS, .type = TYPE, .n = n, .nrhs = nrhs, .lda = lda, .ldb = ldb,            \
                                .a = (void *)A, .b = B, .info = devInfo, .lower = uplo == CUBLAS_FILL_MODE_LOWER};   \
        return submit(handle, &w);                                                                                    \
    }
SOLVERS(S, float, BLAS_S)
SOLVERS(D, double, BLAS_D)
