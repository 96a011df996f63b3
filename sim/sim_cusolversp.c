/* SPDX-License-Identifier: MIT */
/* Simulated cuSOLVER Sp: the GPU path's QR linear solve
 * (cusolverSp[SD]csrlsvqr) of a general CSR matrix, computed in double on the handle's stream by
 * Gaussian elimination with partial pivoting (for an invertible matrix the same x as QR's, to
 * rounding). singularity is host memory the call answers in: the simulation waits for the work,
 * as cuBLAS does for a result in host memory. Its handles are sim_cusolver.c's. */
#include <math.h>
#include <stdlib.h>

#include "sim_blas.h"
#include "sim_cusolver.h"

/* A = csr (m x m, indices from base), solve A x = b. */
struct csr_solve {
    enum blas_type type;
    int m, nnz, base;
    const void *values, *b;
    const int *rows, *columns;
    void *x;
    double tol;
    int *singularity;
};

#define AT(a, m, r, c) ((a)[(size_t)(r) * (m) + (c)])

static void run_csr_solve(void *data)
{
    const struct csr_solve *w = data;
    int m = w->m;
    double *a = calloc((size_t)m * m + m, sizeof *a);
    if (a == NULL)
        return;
    double *x = a + (size_t)m * m;
    for (int r = 0; r < m; r++) {
        for (int k = w->rows[r] - w->base; k < w->rows[r + 1] - w->base; k++)
            AT(a, m, r, w->columns[k] - w->base) += creal(blas_load(w->values, w->type, k));
        x[r] = creal(blas_load(w->b, w->type, r));
    }
    *w->singularity = -1;
    for (int j = 0; j < m; j++) {
        int p = j;
        for (int i = j + 1; i < m; i++)
            if (fabs(AT(a, m, i, j)) > fabs(AT(a, m, p, j)))
                p = i;
        if (fabs(AT(a, m, p, j)) <= w->tol) { /* cuSOLVER's answer: the first index found singular */
            *w->singularity = j;
            free(a);
            return;
        }
        for (int c = 0; p != j && c < m; c++) {
            double swap = AT(a, m, j, c);
            AT(a, m, j, c) = AT(a, m, p, c);
            AT(a, m, p, c) = swap;
        }
        double swap = x[j];
        x[j] = x[p];
        x[p] = swap;
        for (int i = j + 1; i < m; i++) {
            double f = AT(a, m, i, j) / AT(a, m, j, j);
            for (int c = j; c < m; c++)
                AT(a, m, i, c) -= f * AT(a, m, j, c);
            x[i] -= f * x[j];
        }
    }
    for (int i = m - 1; i >= 0; i--) {
        for (int c = i + 1; c < m; c++)
            x[i] -= AT(a, m, i, c) * x[c];
        x[i] /= AT(a, m, i, i);
    }
    for (int i = 0; i < m; i++)
        blas_store(w->x, w->type, i, x[i]);
    free(a);
}

static cusolverStatus_t csr_solve(cusolverSpHandle_t handle, const cusparseMatDescr_t descrA, struct csr_solve *w)
{
    if (handle == NULL)
        return CUSOLVER_STATUS_NOT_INITIALIZED;
    if (descrA == NULL || w->m < 0 || w->nnz < 0 || w->singularity == NULL ||
        cusparseGetMatType(descrA) != CUSPARSE_MATRIX_TYPE_GENERAL)
        return CUSOLVER_STATUS_INVALID_VALUE;
    w->base = cusparseGetMatIndexBase(descrA) == CUSPARSE_INDEX_BASE_ONE;
    if (!sim_device_range_ok(w->rows, (size_t)(w->m + 1) * sizeof(int)) ||
        (w->nnz > 0 && (!sim_device_range_ok(w->columns, (size_t)w->nnz * sizeof(int)) ||
                        !blas_vector_ok(w->values, w->nnz, 1, w->type))) ||
        (w->m > 0 && (!blas_vector_ok(w->b, w->m, 1, w->type) || !blas_vector_ok(w->x, w->m, 1, w->type))))
        return CUSOLVER_STATUS_INVALID_VALUE;
    if (sim_submit(handle->ctx, handle->stream, run_csr_solve, w, sizeof *w) != CUDA_SUCCESS)
        return CUSOLVER_STATUS_EXECUTION_FAILED;
    if (!sim_is_legacy_stream(handle->stream))
        cuStreamSynchronize(handle->stream);
    return CUSOLVER_STATUS_SUCCESS;
}

#define CSRLSVQR(T, E, TYPE)                                                                                       \
    cusolverStatus_t cusolverSp##T##csrlsvqr(cusolverSpHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, \
                                             const E *csrVal, const int *csrRowPtr, const int *csrColInd, const E *b,   \
                                             E tol, int reorder, E *x, int *singularity)                                \
    {                                                                                                                \
        (void)reorder; /* an ordering changes the fill-in, not x */                                                  \
        struct csr_solve w = {.type = TYPE, .m = m, .nnz = nnz, .values = csrVal, .b = b, .rows = csrRowPtr,         \
                              .columns = csrColInd, .x = x, .tol = tol, .singularity = singularity};                 \
        return csr_solve(handle, descrA, &w);                                                                        \
    }
CSRLSVQR(S, float, BLAS_S)
CSRLSVQR(D, double, BLAS_D)
