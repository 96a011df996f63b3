/* SPDX-License-Identifier: MIT */
/* The cuBLAS _64 forms answer as their int forms do (the differential corpus records the int
 * forms on the H200), on the same small-integer inputs, and both as the host computes. */
#include <string.h>

#include "support.h"

enum { N = 8 };

static const float xs[N] = {1, -2, 3, 4, 2, -1, 0, 5}, ys[N] = {2, 0, -1, 3, 1, 1, 2, -2};
static bound_dev_t *bd;
static cublasHandle_t h;

static CUdeviceptr upload(const void *host, size_t bytes)
{
    CUdeviceptr p;
    CU_OK(bd_cuMemAlloc(bd, &p, bytes));
    CU_OK(bd_cuMemcpyHtoD(bd, p, host, bytes));
    return p;
}

static void download(void *host, CUdeviceptr p, size_t bytes)
{
    CU_OK(bd_cuMemcpyDtoH(bd, host, p, bytes));
    CU_OK(bd_cuMemFree(bd, p));
}

static int setup(void **state)
{
    bind_two_test_devices(state);
    bd = test_bds[0];
    BLAS_OK(bd_cublasCreate(bd, &h)); /* on the legacy stream, which the copies back wait for */
    return 0;
}

static int teardown(void **state)
{
    BLAS_OK(bd_cublasDestroy(bd, h));
    return unbind_two_test_devices(state);
}

static void reductions(void **state)
{
    (void)state;
    double xd[N], yd[N];
    cuComplex xc[N], yc[N];
    cuDoubleComplex xz[N], yz[N];
    for (int i = 0; i < N; i++) {
        xd[i] = xs[i], yd[i] = ys[i];
        xc[i] = (cuComplex){xs[i], (float)i}, yc[i] = (cuComplex){ys[i], 1};
        xz[i] = (cuDoubleComplex){xs[i], i}, yz[i] = (cuDoubleComplex){ys[i], -1};
    }
    CUdeviceptr s = upload(xs, sizeof xs), d = upload(xd, sizeof xd), dy = upload(yd, sizeof yd);
    CUdeviceptr c = upload(xc, sizeof xc), cy = upload(yc, sizeof yc), z = upload(xz, sizeof xz), zy = upload(yz, sizeof yz);
    float f32, f64;
    double d32, d64;
    cuComplex c32, c64;
    cuDoubleComplex z32, z64;
    BLAS_OK(bd_cublasSnrm2(bd, h, 2, (float *)s + 2, 1, &f32));
    BLAS_OK(bd_cublasSnrm2_64(bd, h, 2, (float *)s + 2, 1, &f64));
    assert_true(f32 == 5.0f && f64 == f32); /* |(3, 4)| */
    BLAS_OK(bd_cublasDnrm2(bd, h, 2, (double *)d + 2, 1, &d32));
    BLAS_OK(bd_cublasDnrm2_64(bd, h, 2, (double *)d + 2, 1, &d64));
    assert_true(d32 == 5.0 && d64 == d32);
    BLAS_OK(bd_cublasScnrm2(bd, h, N, (cuComplex *)c, 1, &f32));
    BLAS_OK(bd_cublasScnrm2_64(bd, h, N, (cuComplex *)c, 1, &f64));
    assert_true(f64 == f32 && f32 > 0);
    BLAS_OK(bd_cublasDznrm2(bd, h, N, (cuDoubleComplex *)z, 1, &d32));
    BLAS_OK(bd_cublasDznrm2_64(bd, h, N, (cuDoubleComplex *)z, 1, &d64));
    assert_true(d64 == d32 && d32 > 0);
    BLAS_OK(bd_cublasDdot(bd, h, N, (double *)d, 1, (double *)dy, 1, &d32));
    BLAS_OK(bd_cublasDdot_64(bd, h, N, (double *)d, 1, (double *)dy, 1, &d64));
    assert_true(d32 == 2 + 0 - 3 + 12 + 2 - 1 + 0 - 10 && d64 == d32);
    BLAS_OK(bd_cublasCdotu(bd, h, N, (cuComplex *)c, 1, (cuComplex *)cy, 1, &c32));
    BLAS_OK(bd_cublasCdotu_64(bd, h, N, (cuComplex *)c, 1, (cuComplex *)cy, 1, &c64));
    assert_memory_equal(&c32, &c64, sizeof c32);
    BLAS_OK(bd_cublasCdotc(bd, h, N, (cuComplex *)c, 1, (cuComplex *)cy, 1, &c32));
    BLAS_OK(bd_cublasCdotc_64(bd, h, N, (cuComplex *)c, 1, (cuComplex *)cy, 1, &c64));
    assert_memory_equal(&c32, &c64, sizeof c32);
    BLAS_OK(bd_cublasZdotu(bd, h, N, (cuDoubleComplex *)z, 1, (cuDoubleComplex *)zy, 1, &z32));
    BLAS_OK(bd_cublasZdotu_64(bd, h, N, (cuDoubleComplex *)z, 1, (cuDoubleComplex *)zy, 1, &z64));
    assert_memory_equal(&z32, &z64, sizeof z32);
    BLAS_OK(bd_cublasZdotc(bd, h, N, (cuDoubleComplex *)z, 1, (cuDoubleComplex *)zy, 1, &z32));
    BLAS_OK(bd_cublasZdotc_64(bd, h, N, (cuDoubleComplex *)z, 1, (cuDoubleComplex *)zy, 1, &z64));
    assert_memory_equal(&z32, &z64, sizeof z32);
    BLAS_OK(bd_cublasSasum(bd, h, N, (float *)s, 1, &f32));
    BLAS_OK(bd_cublasSasum_64(bd, h, N, (float *)s, 1, &f64));
    assert_true(f32 == 18 && f64 == f32);
    BLAS_OK(bd_cublasDasum(bd, h, N, (double *)d, 1, &d32));
    BLAS_OK(bd_cublasDasum_64(bd, h, N, (double *)d, 1, &d64));
    assert_true(d32 == 18 && d64 == d32);
    BLAS_OK(bd_cublasScasum(bd, h, N, (cuComplex *)c, 1, &f32));
    BLAS_OK(bd_cublasScasum_64(bd, h, N, (cuComplex *)c, 1, &f64));
    assert_true(f32 == 18 + 28 && f64 == f32); /* |re| + |im| */
    BLAS_OK(bd_cublasDzasum(bd, h, N, (cuDoubleComplex *)z, 1, &d32));
    BLAS_OK(bd_cublasDzasum_64(bd, h, N, (cuDoubleComplex *)z, 1, &d64));
    assert_true(d32 == 18 + 28 && d64 == d32);
    CUdeviceptr all[] = {s, d, dy, c, cy, z, zy};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        CU_OK(bd_cuMemFree(bd, all[i]));
}

/* A = alpha x y^T (or ^H) on a zero matrix, through the int form and the _64 form. */
static void rank_one_updates_and_scaling(void **state)
{
    (void)state;
    float two = 2, a32[N * N], a64[N * N];
    memset(a32, 0, sizeof a32);
    CUdeviceptr x = upload(xs, sizeof xs), y = upload(ys, sizeof ys), a = upload(a32, sizeof a32), b = upload(a32, sizeof a32);
    BLAS_OK(bd_cublasSger(bd, h, N, N, &two, (float *)x, 1, (float *)y, 1, (float *)a, N));
    BLAS_OK(bd_cublasSger_64(bd, h, N, N, &two, (float *)x, 1, (float *)y, 1, (float *)b, N));
    download(a32, a, sizeof a32);
    download(a64, b, sizeof a64);
    assert_memory_equal(a32, a64, sizeof a32);
    assert_true(a32[3 * N + 2] == 2 * xs[2] * ys[3]);
    CU_OK(bd_cuMemFree(bd, x));
    CU_OK(bd_cuMemFree(bd, y));
    double twod = 2, ad32[4] = {0}, ad64[4] = {0}, xd[2] = {1, 2}, yd[2] = {3, 4};
    CUdeviceptr dx = upload(xd, sizeof xd), dy = upload(yd, sizeof yd), da = upload(ad32, sizeof ad32), db = upload(ad64, sizeof ad64);
    BLAS_OK(bd_cublasDger(bd, h, 2, 2, &twod, (double *)dx, 1, (double *)dy, 1, (double *)da, 2));
    BLAS_OK(bd_cublasDger_64(bd, h, 2, 2, &twod, (double *)dx, 1, (double *)dy, 1, (double *)db, 2));
    download(ad32, da, sizeof ad32);
    download(ad64, db, sizeof ad64);
    assert_memory_equal(ad32, ad64, sizeof ad32);
    assert_true(ad32[0] == 6 && ad32[3] == 16);
    CU_OK(bd_cuMemFree(bd, dx));
    CU_OK(bd_cuMemFree(bd, dy));
    cuComplex cx[2] = {{1, 1}, {2, -1}}, cy[2] = {{0, 1}, {3, 0}}, calpha = {1, 0}, cm[4][4];
    cuDoubleComplex zx[2] = {{1, 1}, {2, -1}}, zy[2] = {{0, 1}, {3, 0}}, zalpha = {1, 0}, zm[4][4];
    memset(cm, 0, sizeof cm);
    memset(zm, 0, sizeof zm);
    CUdeviceptr pcx = upload(cx, sizeof cx), pcy = upload(cy, sizeof cy), pzx = upload(zx, sizeof zx), pzy = upload(zy, sizeof zy);
    CUdeviceptr pc[4], pz[4];
    for (int i = 0; i < 4; i++) {
        pc[i] = upload(cm[i], sizeof cm[i]);
        pz[i] = upload(zm[i], sizeof zm[i]);
    }
    BLAS_OK(bd_cublasCgeru(bd, h, 2, 2, &calpha, (cuComplex *)pcx, 1, (cuComplex *)pcy, 1, (cuComplex *)pc[0], 2));
    BLAS_OK(bd_cublasCgeru_64(bd, h, 2, 2, &calpha, (cuComplex *)pcx, 1, (cuComplex *)pcy, 1, (cuComplex *)pc[1], 2));
    BLAS_OK(bd_cublasCgerc(bd, h, 2, 2, &calpha, (cuComplex *)pcx, 1, (cuComplex *)pcy, 1, (cuComplex *)pc[2], 2));
    BLAS_OK(bd_cublasCgerc_64(bd, h, 2, 2, &calpha, (cuComplex *)pcx, 1, (cuComplex *)pcy, 1, (cuComplex *)pc[3], 2));
    BLAS_OK(bd_cublasZgeru(bd, h, 2, 2, &zalpha, (cuDoubleComplex *)pzx, 1, (cuDoubleComplex *)pzy, 1, (cuDoubleComplex *)pz[0], 2));
    BLAS_OK(bd_cublasZgeru_64(bd, h, 2, 2, &zalpha, (cuDoubleComplex *)pzx, 1, (cuDoubleComplex *)pzy, 1, (cuDoubleComplex *)pz[1], 2));
    BLAS_OK(bd_cublasZgerc(bd, h, 2, 2, &zalpha, (cuDoubleComplex *)pzx, 1, (cuDoubleComplex *)pzy, 1, (cuDoubleComplex *)pz[2], 2));
    BLAS_OK(bd_cublasZgerc_64(bd, h, 2, 2, &zalpha, (cuDoubleComplex *)pzx, 1, (cuDoubleComplex *)pzy, 1, (cuDoubleComplex *)pz[3], 2));
    for (int i = 0; i < 4; i++) {
        download(cm[i], pc[i], sizeof cm[i]);
        download(zm[i], pz[i], sizeof zm[i]);
    }
    assert_memory_equal(cm[0], cm[1], sizeof cm[0]);
    assert_memory_equal(cm[2], cm[3], sizeof cm[2]);
    assert_memory_equal(zm[0], zm[1], sizeof zm[0]);
    assert_memory_equal(zm[2], zm[3], sizeof zm[2]);
    /* x0 y0 = (1 + i) i = -1 + i; conjugated: (1 + i)(-i) = 1 - i */
    assert_true(cm[0][0].x == -1 && cm[0][0].y == 1 && cm[2][0].x == 1 && cm[2][0].y == -1);
    BLAS_OK(bd_cublasCsscal_64(bd, h, 2, &two, (cuComplex *)pcx, 1));
    BLAS_OK(bd_cublasZdscal_64(bd, h, 2, &twod, (cuDoubleComplex *)pzx, 1));
    download(cx, pcx, sizeof cx);
    download(zx, pzx, sizeof zx);
    assert_true(cx[1].x == 4 && cx[1].y == -2 && zx[0].x == 2 && zx[0].y == 2);
    CU_OK(bd_cuMemFree(bd, pcy));
    CU_OK(bd_cuMemFree(bd, pzy));
}

/* GemmEx_64 and the batched Ex forms against cublasSgemm: C = A B of 2 x 2 matrices. */
static void gemm_ex_forms(void **state)
{
    (void)state;
    const float a[8] = {1, 2, 3, 4, 5, 6, 7, 8}; /* two column-major 2 x 2 matrices */
    float one = 1, zero = 0, want[8], got[8];
    CUdeviceptr pa = upload(a, sizeof a), pc;
    CU_OK(bd_cuMemAlloc(bd, &pc, sizeof got));
    BLAS_OK(bd_cublasSgemmStridedBatched(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, (float *)pa, 2, 4, (float *)pa, 2,
                                         4, &zero, (float *)pc, 2, 4, 2));
    CU_OK(bd_cuMemcpyDtoH(bd, want, pc, sizeof want));
    assert_true(want[0] == 7 && want[3] == 22 && want[4] == 67);
    CU_OK(bd_cuMemsetD32(bd, pc, 0, 8));
    BLAS_OK(bd_cublasGemmEx_64(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, (void *)pa, CUDA_R_32F, 2, (void *)pa,
                               CUDA_R_32F, 2, &zero, (void *)pc, CUDA_R_32F, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    CU_OK(bd_cuMemcpyDtoH(bd, got, pc, sizeof got));
    assert_memory_equal(got, want, 4 * sizeof(float));
    BLAS_OK(bd_cublasGemmStridedBatchedEx_64(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, (void *)pa, CUDA_R_32F, 2, 4,
                                             (void *)pa, CUDA_R_32F, 2, 4, &zero, (void *)pc, CUDA_R_32F, 2, 4, 2,
                                             CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    CU_OK(bd_cuMemcpyDtoH(bd, got, pc, sizeof got));
    assert_memory_equal(got, want, sizeof want);
    CUdeviceptr pointers[6] = {pa, pa + 16, pa, pa + 16, pc, pc + 16}, arrays = upload(pointers, sizeof pointers);
    CU_OK(bd_cuMemsetD32(bd, pc, 0, 8));
    BLAS_OK(bd_cublasGemmBatchedEx(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, (const void *const *)arrays, CUDA_R_32F,
                                   2, (const void *const *)(arrays + 16), CUDA_R_32F, 2, &zero,
                                   (void *const *)(arrays + 32), CUDA_R_32F, 2, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    CU_OK(bd_cuMemcpyDtoH(bd, got, pc, sizeof got));
    assert_memory_equal(got, want, sizeof want);
    CU_OK(bd_cuMemsetD32(bd, pc, 0, 8));
    BLAS_OK(bd_cublasGemmBatchedEx_64(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, (const void *const *)arrays,
                                      CUDA_R_32F, 2, (const void *const *)(arrays + 16), CUDA_R_32F, 2, &zero,
                                      (void *const *)(arrays + 32), CUDA_R_32F, 2, 2, CUBLAS_COMPUTE_32F,
                                      CUBLAS_GEMM_DEFAULT));
    download(got, pc, sizeof got);
    assert_memory_equal(got, want, sizeof want);
    CU_OK(bd_cuMemFree(bd, arrays));
    CU_OK(bd_cuMemFree(bd, pa));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reductions),
        cmocka_unit_test(rank_one_updates_and_scaling),
        cmocka_unit_test(gemm_ex_forms),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
