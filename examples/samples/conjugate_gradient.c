/* SPDX-License-Identifier: MIT */
/* conjugateGradient (cuda-samples) on cubound, on two devices from one thread: each solves
 * A x = b for a tridiagonal symmetric positive definite A in CSR, its own right-hand side, with
 * cuSPARSE's SpMV and cuBLAS's vector routines; the two solves' calls alternate on the one
 * thread, each on its binding's own cuSPARSE and cuBLAS handles (on the binding's stream). The
 * result is checked on the host. With one GPU the devices are contexts of their own on it. */
#include <math.h>
#include <stdlib.h>

#include "sample.h"

enum { N = 1048576, NZ = (N - 2) * 3 + 4, MAX_ITER = 10000, DEVICES = 2 };
static const float TOL = 1e-5f;

/* A random tridiagonal matrix, diagonally dominant, as the sample's genTridiag makes it. */
static void gen_tridiag(int *I, int *J, float *val)
{
    I[0] = 0, J[0] = 0, J[1] = 1;
    val[0] = rand() / (float)RAND_MAX + 10.0f;
    val[1] = rand() / (float)RAND_MAX;
    for (int i = 1; i < N; i++) {
        I[i] = i > 1 ? I[i - 1] + 3 : 2;
        int start = (i - 1) * 3 + 2;
        J[start] = i - 1;
        J[start + 1] = i;
        if (i < N - 1)
            J[start + 2] = i + 1;
        val[start] = val[start - 1];
        val[start + 1] = rand() / (float)RAND_MAX + 10.0f;
        if (i < N - 1)
            val[start + 2] = rand() / (float)RAND_MAX;
    }
    I[N] = NZ;
}

/* One device's solve: its binding, handles, data and where its iteration stands. */
struct solve {
    bd_device_t *dev;
    bound_dev_t *bd;
    cublasHandle_t blas;
    cusparseHandle_t sparse;
    CUdeviceptr d_col, d_row, d_val, d_x, d_r, d_p, d_Ax;
    cusparseSpMatDescr_t matA;
    cusparseDnVecDescr_t vecx, vecp, vecAx;
    CUdeviceptr buffer;
    float r0, r1;
    int k;
    float rhs;
};

static int start(struct solve *s, int device, const int *I, const int *J, const float *val, float *host)
{
    CHECK(bd_bind(s->dev, &s->bd));
    CHECK(bd_cublas_handle(s->bd, &s->blas));
    CHECK(bd_cusparse_handle(s->bd, &s->sparse));
    CHECK(bd_cuMemAlloc(s->bd, &s->d_col, NZ * sizeof(int)));
    CHECK(bd_cuMemAlloc(s->bd, &s->d_row, (N + 1) * sizeof(int)));
    CHECK(bd_cuMemAlloc(s->bd, &s->d_val, NZ * sizeof(float)));
    CHECK(bd_cuMemAlloc(s->bd, &s->d_x, N * sizeof(float)));
    CHECK(bd_cuMemAlloc(s->bd, &s->d_r, N * sizeof(float)));
    CHECK(bd_cuMemAlloc(s->bd, &s->d_p, N * sizeof(float)));
    CHECK(bd_cuMemAlloc(s->bd, &s->d_Ax, N * sizeof(float)));
    CHECK(bd_cuMemcpyHtoD(s->bd, s->d_col, J, NZ * sizeof(int)));
    CHECK(bd_cuMemcpyHtoD(s->bd, s->d_row, I, (N + 1) * sizeof(int)));
    CHECK(bd_cuMemcpyHtoD(s->bd, s->d_val, val, NZ * sizeof(float)));
    s->rhs = 1.0f + device; /* each device its own right-hand side */
    for (int i = 0; i < N; i++)
        host[i] = 0;
    CHECK(bd_cuMemcpyHtoD(s->bd, s->d_x, host, N * sizeof(float)));
    for (int i = 0; i < N; i++)
        host[i] = s->rhs;
    CHECK(bd_cuMemcpyHtoD(s->bd, s->d_r, host, N * sizeof(float)));
    CHECK(bd_cusparseCreateCsr(s->bd, &s->matA, N, N, NZ, (void *)s->d_row, (void *)s->d_col, (void *)s->d_val,
                               CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    CHECK(bd_cusparseCreateDnVec(s->bd, &s->vecx, N, (void *)s->d_x, CUDA_R_32F));
    CHECK(bd_cusparseCreateDnVec(s->bd, &s->vecp, N, (void *)s->d_p, CUDA_R_32F));
    CHECK(bd_cusparseCreateDnVec(s->bd, &s->vecAx, N, (void *)s->d_Ax, CUDA_R_32F));
    float alpha = 1.0f, alpham1 = -1.0f, beta = 0.0f;
    size_t bytes = 0;
    CHECK(bd_cusparseSpMV_bufferSize(s->bd, s->sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, s->matA, s->vecx,
                                     &beta, s->vecAx, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bytes));
    s->buffer = 0;
    if (bytes > 0)
        CHECK(bd_cuMemAlloc(s->bd, &s->buffer, bytes));
    /* r = b - A x, r1 = r.r */
    CHECK(bd_cusparseSpMV(s->bd, s->sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, s->matA, s->vecx, &beta,
                          s->vecAx, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, (void *)s->buffer));
    CHECK(bd_cublasSaxpy(s->bd, s->blas, N, &alpham1, (float *)s->d_Ax, 1, (float *)s->d_r, 1));
    CHECK(bd_cublasSdot(s->bd, s->blas, N, (float *)s->d_r, 1, (float *)s->d_r, 1, &s->r1));
    s->k = 1;
    return 0;
}

static bool converged(const struct solve *s)
{
    return s->r1 <= TOL * TOL || s->k > MAX_ITER;
}

/* One iteration of the sample's loop. */
static int iterate(struct solve *s)
{
    float alpha = 1.0f, beta = 0.0f, dot, a, na;
    if (s->k > 1) {
        float b = s->r1 / s->r0;
        CHECK(bd_cublasSscal(s->bd, s->blas, N, &b, (float *)s->d_p, 1));
        CHECK(bd_cublasSaxpy(s->bd, s->blas, N, &alpha, (float *)s->d_r, 1, (float *)s->d_p, 1));
    } else {
        CHECK(bd_cublasScopy(s->bd, s->blas, N, (float *)s->d_r, 1, (float *)s->d_p, 1));
    }
    CHECK(bd_cusparseSpMV(s->bd, s->sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, s->matA, s->vecp, &beta,
                          s->vecAx, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, (void *)s->buffer));
    CHECK(bd_cublasSdot(s->bd, s->blas, N, (float *)s->d_p, 1, (float *)s->d_Ax, 1, &dot));
    a = s->r1 / dot;
    CHECK(bd_cublasSaxpy(s->bd, s->blas, N, &a, (float *)s->d_p, 1, (float *)s->d_x, 1));
    na = -a;
    CHECK(bd_cublasSaxpy(s->bd, s->blas, N, &na, (float *)s->d_Ax, 1, (float *)s->d_r, 1));
    s->r0 = s->r1;
    CHECK(bd_cublasSdot(s->bd, s->blas, N, (float *)s->d_r, 1, (float *)s->d_r, 1, &s->r1));
    s->k++;
    return 0;
}

/* The largest |b - A x| of the solution, on the host. */
static float host_error(const struct solve *s, const int *I, const int *J, const float *val, const float *x)
{
    float err = 0;
    for (int i = 0; i < N; i++) {
        float rsum = 0;
        for (int j = I[i]; j < I[i + 1]; j++)
            rsum += val[j] * x[J[j]];
        float diff = fabsf(rsum - s->rhs);
        err = diff > err ? diff : err;
    }
    return err;
}

static int finish(struct solve *s)
{
    CHECK(bd_cusparseDestroySpMat(s->bd, s->matA));
    CHECK(bd_cusparseDestroyDnVec(s->bd, s->vecx));
    CHECK(bd_cusparseDestroyDnVec(s->bd, s->vecp));
    CHECK(bd_cusparseDestroyDnVec(s->bd, s->vecAx));
    CUdeviceptr buffers[] = {s->d_col, s->d_row, s->d_val, s->d_x, s->d_r, s->d_p, s->d_Ax, s->buffer};
    for (size_t i = 0; i < sizeof buffers / sizeof *buffers; i++)
        if (buffers[i] != 0)
            CHECK(bd_cuMemFree(s->bd, buffers[i]));
    CHECK(bd_unbind(s->bd));
    CHECK(bd_device_close(s->dev));
    return 0;
}

int main(void)
{
    int gpus = 0;
    CHECK(bd_cuInit(0));
    CHECK(bd_cuDeviceGetCount(&gpus));
    int *I = malloc((N + 1) * sizeof *I), *J = malloc(NZ * sizeof *J);
    float *val = malloc(NZ * sizeof *val), *host = malloc(N * sizeof *host);
    if (I == NULL || J == NULL || val == NULL || host == NULL)
        return 1;
    srand(2026);
    gen_tridiag(I, J, val);
    struct solve solves[DEVICES];
    for (int d = 0; d < DEVICES; d++) {
        CHECK(bd_device_open(gpus >= DEVICES ? d : 0, gpus >= DEVICES ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT,
                             &solves[d].dev));
        if (start(&solves[d], d, I, J, val, host) != 0)
            return 1;
    }
    /* The two solves' calls alternate: each binding makes its own context current. */
    for (bool running = true; running;) {
        running = false;
        for (int d = 0; d < DEVICES; d++)
            if (!converged(&solves[d])) {
                if (iterate(&solves[d]) != 0)
                    return 1;
                running = true;
            }
    }
    float worst = 0;
    printf("conjugate_gradient: N=%d on %d devices from one thread,", N, DEVICES);
    for (int d = 0; d < DEVICES; d++) {
        struct solve *s = &solves[d];
        CHECK(bd_cuMemcpyDtoH(s->bd, host, s->d_x, N * sizeof(float)));
        float err = host_error(s, I, J, val, host);
        worst = err > worst ? err : worst;
        printf(" b=%g: %d iterations, residual %.2e;", s->rhs, s->k - 1, sqrt(s->r1));
        if (finish(s) != 0)
            return 1;
    }
    printf(" largest error %.2e\n", worst);
    free(I);
    free(J);
    free(val);
    free(host);
    return worst < 1e-4f ? 0 : 1;
}
