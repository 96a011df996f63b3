/* SPDX-License-Identifier: MIT */
/* cuSolverDn_LinearSolver (cuda-samples) on cubound: A x = b in double by LU (getrf, getrs) and
 * by Cholesky (potrf, potrs), with the workspace queries and devInfo; the residual
 * |b - A x| / (|A| |x|) (infinity norms) on the host. The sample reads gr_900_900_crg.mtx, the
 * matrix of a 30 x 30 grid; this builds that grid's 5-point Laplacian, 900 x 900, and b = 1. */
#include <math.h>
#include <stdlib.h>

#include "sample.h"

enum { GRID = 30, N = GRID * GRID };

/* The Laplacian of the grid, column-major (it is symmetric): 4 on the diagonal, -1 for each neighbour. */
static void laplacian(double *A)
{
    for (int i = 0; i < N * N; i++)
        A[i] = 0;
    for (int row = 0; row < N; row++) {
        int x = row % GRID, y = row / GRID;
        A[row * N + row] = 4;
        if (x > 0)
            A[(row - 1) * N + row] = -1;
        if (x < GRID - 1)
            A[(row + 1) * N + row] = -1;
        if (y > 0)
            A[(row - GRID) * N + row] = -1;
        if (y < GRID - 1)
            A[(row + GRID) * N + row] = -1;
    }
}

/* |b - A x| / (|A| |x|), infinity norms, as the sample reports it. */
static double residual(const double *A, const double *x, const double *b)
{
    double r = 0, a = 0, xn = 0;
    for (int row = 0; row < N; row++) {
        double sum = b[row], abs_row = 0;
        for (int col = 0; col < N; col++) {
            sum -= A[col * N + row] * x[col];
            abs_row += fabs(A[col * N + row]);
        }
        r = fmax(r, fabs(sum));
        a = fmax(a, abs_row);
        xn = fmax(xn, fabs(x[row]));
    }
    return r / (a * xn);
}

/* Solve on the device, LU or Cholesky, into x; info is devInfo after the factorization. */
static int solve(bound_dev_t *bd, cusolverDnHandle_t handle, bool cholesky, const double *A, const double *b,
                 double *x, int *info)
{
    CUdeviceptr d_A, d_b, d_pivots, d_info, d_work;
    int lwork = 0;
    CHECK(bd_cuMemAlloc(bd, &d_A, sizeof(double) * N * N));
    CHECK(bd_cuMemAlloc(bd, &d_b, sizeof(double) * N));
    CHECK(bd_cuMemAlloc(bd, &d_pivots, sizeof(int) * N));
    CHECK(bd_cuMemAlloc(bd, &d_info, sizeof(int)));
    CHECK(bd_cuMemcpyHtoD(bd, d_A, A, sizeof(double) * N * N));
    CHECK(bd_cuMemcpyHtoD(bd, d_b, b, sizeof(double) * N));
    if (cholesky)
        CHECK(bd_cusolverDnDpotrf_bufferSize(bd, handle, CUBLAS_FILL_MODE_LOWER, N, (double *)d_A, N, &lwork));
    else
        CHECK(bd_cusolverDnDgetrf_bufferSize(bd, handle, N, N, (double *)d_A, N, &lwork));
    CHECK(bd_cuMemAlloc(bd, &d_work, sizeof(double) * (size_t)lwork));
    if (cholesky) {
        CHECK(bd_cusolverDnDpotrf(bd, handle, CUBLAS_FILL_MODE_LOWER, N, (double *)d_A, N, (double *)d_work, lwork,
                                  (int *)d_info));
        CHECK(bd_cuMemcpyDtoH(bd, info, d_info, sizeof *info));
        CHECK(bd_cusolverDnDpotrs(bd, handle, CUBLAS_FILL_MODE_LOWER, N, 1, (double *)d_A, N, (double *)d_b, N,
                                  (int *)d_info));
    } else {
        CHECK(bd_cusolverDnDgetrf(bd, handle, N, N, (double *)d_A, N, (double *)d_work, (int *)d_pivots,
                                  (int *)d_info));
        CHECK(bd_cuMemcpyDtoH(bd, info, d_info, sizeof *info));
        CHECK(bd_cusolverDnDgetrs(bd, handle, CUBLAS_OP_N, N, 1, (double *)d_A, N, (int *)d_pivots, (double *)d_b, N,
                                  (int *)d_info));
    }
    CHECK(bd_cuMemcpyDtoH(bd, x, d_b, sizeof(double) * N));
    CUdeviceptr buffers[] = {d_A, d_b, d_pivots, d_info, d_work};
    for (size_t i = 0; i < sizeof buffers / sizeof *buffers; i++)
        CHECK(bd_cuMemFree(bd, buffers[i]));
    return 0;
}

int main(void)
{
    bd_device_t *dev;
    bound_dev_t *bd;
    cusolverDnHandle_t handle;
    CHECK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &bd));
    CHECK(bd_cusolver_dn_handle(bd, &handle));
    static double A[N * N], b[N], x[N];
    laplacian(A);
    for (int i = 0; i < N; i++)
        b[i] = 1;
    printf("cusolver_linear_solver: %dx%d grid Laplacian,", N, N);
    double worst = 0;
    for (int cholesky = 0; cholesky <= 1; cholesky++) {
        int info = -1;
        if (solve(bd, handle, cholesky, A, b, x, &info) != 0)
            return 1;
        double checksum = 0;
        for (int i = 0; i < N; i++)
            checksum += x[i];
        double r = residual(A, x, b);
        worst = fmax(worst, info == 0 ? r : INFINITY);
        printf(" %s info %d, x checksum %.9g, residual %.2e;", cholesky ? "Cholesky" : "LU", info, checksum, r);
    }
    printf("\n");
    CHECK(bd_unbind(bd));
    CHECK(bd_device_close(dev));
    return worst < 1e-12 ? 0 : 1;
}
