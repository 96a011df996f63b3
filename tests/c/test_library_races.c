/* SPDX-License-Identifier: MIT */
/* What the toolkit libraries read and write ([reads], [writes] of spec/cusolver.toml, cublas.toml,
 * cublaslt.toml, cufft.toml), seen by race detection (docs/races.md) on the binding's stream, which
 * their handles follow: a routine's write and an unordered access on another stream is
 * BD-STREAM-RACE naming the routine and its parameter; an event between them, or bd_handoff of the
 * output, leaves it silent. A matrix counts whole only where its columns touch: two streams each
 * writing a row block of one matrix report nothing. Runs with checks on, on the simulation. */
#include <stdio.h>
#include <string.h>

#include "support.h"

#define reports report_count
#define ids report_ids
#define messages report_messages

/* Exactly one report, a BD-STREAM-RACE naming both calls with their parameters. */
static void expect_race(const char *later, const char *earlier)
{
    if (reports != 1 || strcmp(ids[0], "BD-STREAM-RACE") != 0)
        fail_msg("%d reports, not one BD-STREAM-RACE (first: %s)", reports, reports > 0 ? messages[0] : "none");
    fprintf(stderr, "caught: %s\n", messages[0]);
    assert_non_null(strstr(messages[0], later));
    assert_non_null(strstr(messages[0], earlier));
    reports = 0;
}

static void expect_none(void)
{
    if (reports != 0)
        fail_msg("%d unexpected reports, the first: %s", reports, messages[0]);
}

static bd_device_t *dev;
static bound_dev_t *bd;
static CUstream a, b;
static CUevent ev;

static int setup(void **state)
{
    (void)state;
    open_test_devices(&dev, 1);
    CU_OK(bd_bind(dev, &bd));
    CU_OK(bd_cuStreamCreate(bd, &a, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuStreamCreate(bd, &b, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuEventCreate(bd, &ev, CU_EVENT_DISABLE_TIMING));
    collect_race_reports();
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    bd_set_violation_handler(NULL, NULL);
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    CU_OK(bd_sync_device(bd));
    CU_OK(bd_cuEventDestroy(bd, ev));
    CU_OK(bd_cuStreamDestroy(bd, a));
    CU_OK(bd_cuStreamDestroy(bd, b));
    CU_OK(bd_unbind(bd));
    close_test_devices(&dev, 1);
    return 0;
}

static void settle(void)
{
    CU_OK(bd_sync_device(bd));
    reports = 0;
}

/* A 3 x 3 LU (getrf) writes A whole (lda == m), its pivots and info on stream a: a copy of A's last
 * column on stream b races; after an event, or after bd_handoff of that column, it does not, and
 * reads the factors. */
static void a_factorization_then_a_copy_on_another_stream(void **state)
{
    (void)state;
    cusolverDnHandle_t solver;
    const double matrix[9] = {1, 4, 7, 2, 5, 8, 3, 6, 10};
    CUdeviceptr A, work, pivots, copy;
    CU_OK(bd_cuMemAlloc(bd, &A, sizeof matrix));
    CU_OK(bd_cuMemAlloc(bd, &work, 4096));
    CU_OK(bd_cuMemAlloc(bd, &pivots, 64));
    CU_OK(bd_cuMemAlloc(bd, &copy, sizeof matrix));
    CU_OK(bd_set_stream(bd, a));
    int status = bd_cusolver_dn_handle(bd, &solver);
    assert_int_equal(status, CUSOLVER_STATUS_SUCCESS);
    double factors[9] = {0};
    for (int fix = 0; fix < 3; fix++) {
        settle();
        CU_OK(bd_cuMemcpyHtoD(bd, A, matrix, sizeof matrix));
        assert_int_equal(bd_cusolverDnDgetrf(bd, solver, 3, 3, (double *)(uintptr_t)A, 3, (double *)(uintptr_t)work,
                                             (int *)(uintptr_t)pivots, (int *)(uintptr_t)(pivots + 32)),
                         CUSOLVER_STATUS_SUCCESS);
        if (fix == 1) {
            CU_OK(bd_cuEventRecord(bd, ev, a));
            CU_OK(bd_cuStreamWaitEvent(bd, b, ev, 0));
        } else if (fix == 2) {
            CU_OK(bd_handoff(bd, A + 6 * sizeof(double), 3 * sizeof(double))); /* the last column only */
        }
        CU_OK(bd_cuMemcpyDtoDAsync(bd, copy + 6 * sizeof(double), A + 6 * sizeof(double), 3 * sizeof(double), b));
        if (fix == 0)
            expect_race("cuMemcpyDtoDAsync(srcDevice)", "cusolverDnDgetrf(A) writes");
        expect_none();
        CU_OK(bd_cuStreamSynchronize(bd, b));
        CU_OK(bd_cuMemcpyDtoH(bd, factors, copy + 6 * sizeof(double), 3 * sizeof(double)));
        if (fix > 0) /* A's last column after LU with pivoting: U's column and one multiplier */
            assert_true(factors[0] == 10);
    }
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    CU_OK(bd_sync_device(bd));
    CU_OK(bd_cuMemFree(bd, A));
    CU_OK(bd_cuMemFree(bd, work));
    CU_OK(bd_cuMemFree(bd, pivots));
    CU_OK(bd_cuMemFree(bd, copy));
}

/* geam writes C (m x n, ldc apart) on the handle's stream: two streams each writing one row block of
 * one 4 x 2 matrix (ldc 4, m 2) touch different bytes and report nothing; a write of the whole matrix
 * (m == ldc) races a read of its last element on the other stream. */
static void row_blocks_of_one_matrix_on_two_streams(void **state)
{
    (void)state;
    cublasHandle_t handle;
    const float ones[8] = {1, 1, 1, 1, 1, 1, 1, 1}, one = 1, zero = 0;
    CUdeviceptr x, C;
    CU_OK(bd_cuMemAlloc(bd, &x, sizeof ones));
    CU_OK(bd_cuMemAlloc(bd, &C, sizeof ones));
    CU_OK(bd_cuMemcpyHtoD(bd, x, ones, sizeof ones));
    BLAS_OK(bd_cublas_handle(bd, &handle));
    settle();
    CU_OK(bd_set_stream(bd, a));
    BLAS_OK(bd_cublasSgeam(bd, handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, &one, (const float *)(uintptr_t)x, 4, &zero,
                           (const float *)(uintptr_t)x, 4, (float *)(uintptr_t)C, 4));
    CU_OK(bd_set_stream(bd, b));
    BLAS_OK(bd_cublasSgeam(bd, handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, &one, (const float *)(uintptr_t)x, 4, &zero,
                           (const float *)(uintptr_t)x, 4, (float *)(uintptr_t)(C + 2 * sizeof(float)), 4));
    expect_none();
    settle();
    CU_OK(bd_set_stream(bd, a));
    BLAS_OK(bd_cublasSgeam(bd, handle, CUBLAS_OP_N, CUBLAS_OP_N, 4, 2, &one, (const float *)(uintptr_t)x, 4, &zero,
                           (const float *)(uintptr_t)x, 4, (float *)(uintptr_t)C, 4));
    CU_OK(bd_cuMemcpyDtoDAsync(bd, x + 4 * sizeof(float), C + 7 * sizeof(float), sizeof(float), b));
    expect_race("cuMemcpyDtoDAsync(srcDevice)", "cublasSgeam(C) writes");
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    CU_OK(bd_sync_device(bd));
    CU_OK(bd_cuMemFree(bd, x));
    CU_OK(bd_cuMemFree(bd, C));
}

/* cublasLtMatmul writes D and reads A on the stream it is given; cuFFT's transform reads its input
 * on the plan's stream (the binding's): another stream's write of either races, and after an event
 * it does not. */
static void a_matmul_and_a_transform_then_writes_on_another_stream(void **state)
{
    (void)state;
    cublasLtHandle_t lt;
    assert_int_equal(bd_cublaslt_handle(bd, &lt), CUBLAS_STATUS_SUCCESS);
    const float matrix[4] = {1, 2, 3, 4}, alpha = 1, beta = 0;
    CUdeviceptr A, B, D;
    CU_OK(bd_cuMemAlloc(bd, &A, sizeof matrix));
    CU_OK(bd_cuMemAlloc(bd, &B, sizeof matrix));
    CU_OK(bd_cuMemcpyHtoD(bd, B, matrix, sizeof matrix));
    CU_OK(bd_cuMemAlloc(bd, &D, sizeof matrix));
    CU_OK(bd_cuMemcpyHtoD(bd, A, matrix, sizeof matrix));
    cublasLtMatmulDesc_t op;
    cublasLtMatrixLayout_t layout;
    assert_int_equal(bd_cublasLtMatmulDescCreate(bd, &op, CUBLAS_COMPUTE_32F, CUDA_R_32F), CUBLAS_STATUS_SUCCESS);
    assert_int_equal(bd_cublasLtMatrixLayoutCreate(bd, &layout, CUDA_R_32F, 2, 2, 2), CUBLAS_STATUS_SUCCESS);
    for (int fix = 0; fix < 2; fix++) {
        settle();
        assert_int_equal(bd_cublasLtMatmul(bd, lt, op, &alpha, (const void *)(uintptr_t)A, layout,
                                           (const void *)(uintptr_t)B, layout, &beta, (void *)(uintptr_t)D, layout,
                                           (void *)(uintptr_t)D, layout, NULL, NULL, 0, (cudaStream_t)a),
                         CUBLAS_STATUS_SUCCESS);
        if (fix) {
            CU_OK(bd_cuEventRecord(bd, ev, a));
            CU_OK(bd_cuStreamWaitEvent(bd, b, ev, 0));
        }
        CU_OK(bd_cuMemsetD32Async(bd, D, 0, 1, b));
        if (!fix)
            expect_race("cuMemsetD32Async(dstDevice)", "cublasLtMatmul(D) writes");
        expect_none();
    }
    settle();
    assert_int_equal(bd_cublasLtMatmul(bd, lt, op, &alpha, (const void *)(uintptr_t)A, layout,
                                       (const void *)(uintptr_t)B, layout, &beta, (void *)(uintptr_t)D, layout,
                                       (void *)(uintptr_t)D, layout, NULL, NULL, 0, (cudaStream_t)a),
                     CUBLAS_STATUS_SUCCESS);
    CU_OK(bd_cuMemsetD32Async(bd, A, 0, 1, b));
    expect_race("cuMemsetD32Async(dstDevice)", "cublasLtMatmul(A) reads");
    assert_int_equal(bd_cublasLtMatrixLayoutDestroy(bd, layout), CUBLAS_STATUS_SUCCESS);
    assert_int_equal(bd_cublasLtMatmulDescDestroy(bd, op), CUBLAS_STATUS_SUCCESS);

    cufftHandle plan;
    CU_OK(bd_set_stream(bd, a));
    assert_int_equal(bd_cufftPlan1d(bd, &plan, 2, CUFFT_C2C, 1), CUFFT_SUCCESS);
    settle();
    assert_int_equal(bd_cufftExecC2C(bd, plan, (cufftComplex *)(uintptr_t)A, (cufftComplex *)(uintptr_t)D,
                                     CUFFT_FORWARD),
                     CUFFT_SUCCESS);
    CU_OK(bd_cuMemsetD32Async(bd, A, 0, 1, b));
    expect_race("cuMemsetD32Async(dstDevice)", "cufftExecC2C(idata) reads");
    assert_int_equal(bd_cufftDestroy(bd, plan), CUFFT_SUCCESS);
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    CU_OK(bd_sync_device(bd));
    CU_OK(bd_cuMemFree(bd, A));
    CU_OK(bd_cuMemFree(bd, B));
    CU_OK(bd_cuMemFree(bd, D));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_factorization_then_a_copy_on_another_stream),
        cmocka_unit_test(row_blocks_of_one_matrix_on_two_streams),
        cmocka_unit_test(a_matmul_and_a_transform_then_writes_on_another_stream),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
