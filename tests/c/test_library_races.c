/* SPDX-License-Identifier: MIT */
/* What the toolkit libraries read and write ([reads], [writes] of spec/cusolver.toml, cublas.toml,
 * cublaslt.toml, cufft.toml, cusparse.toml), seen by race detection (docs/races.md) on the binding's
 * stream, which their handles follow: a routine's write and an unordered access on another stream is
 * BD-STREAM-RACE naming the routine and its parameter; an event between them, or bd_handoff of the
 * output, leaves it silent. A matrix counts whole only where its columns touch: two streams each
 * writing a row block of one matrix report nothing. What a cuSPARSE descriptor or a cuFFT plan says
 * counts to its last element, and two streams each using their own half of one buffer report
 * nothing. Runs with checks on, on the simulation. */
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

#define SPARSE_OK(call) assert_int_equal((call), CUSPARSE_STATUS_SUCCESS)
#define FFT_OK(call) assert_int_equal((call), CUFFT_SUCCESS)
#define FLOATS(at) ((at) * sizeof(float))

static void *device(CUdeviceptr p)
{
    return (void *)(uintptr_t)p;
}

static CUdeviceptr device_copy(const void *host, size_t bytes)
{
    CUdeviceptr p;
    CU_OK(bd_cuMemAlloc(bd, &p, bytes));
    CU_OK(bd_cuMemcpyHtoD(bd, p, host, bytes));
    return p;
}

/* n x n identity in CSR (32-bit indices, float values), its arrays in rows, columns and values. */
static cusparseSpMatDescr_t identity(int n, CUdeviceptr *rows, CUdeviceptr *columns, CUdeviceptr *values)
{
    int offsets[5], indices[4];
    float ones[4];
    for (int i = 0; i <= n; i++)
        offsets[i] = i;
    for (int i = 0; i < n; i++)
        indices[i] = i, ones[i] = 1;
    *rows = device_copy(offsets, (size_t)(n + 1) * sizeof(int));
    *columns = device_copy(indices, (size_t)n * sizeof(int));
    *values = device_copy(ones, (size_t)n * sizeof(float));
    cusparseSpMatDescr_t a;
    SPARSE_OK(bd_cusparseCreateCsr(bd, &a, n, n, n, device(*rows), device(*columns), device(*values),
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    return a;
}

/* A write of the last element of bytes at p on stream b, which must race `earlier` of the last call
 * on stream a. */
static void write_last(CUdeviceptr p, size_t bytes, const char *earlier)
{
    CU_OK(bd_cuMemsetD8Async(bd, p + bytes - 1, 0, 1, b));
    expect_race("cuMemsetD8Async(dstDevice)", earlier);
    settle();
}

/* cusparseSpMV reads A's three CSR arrays and x and writes y as their descriptors say at the call:
 * a copy of y's last element on another stream races, not after an event or bd_handoff of it; a
 * write of the last of A's row offsets (the (rows + 1)th), column indices or values, or of x's,
 * races the read. Two streams each writing their own half of one buffer through their own
 * descriptors report nothing. */
static void sparse_matrix_and_dense_vectors_to_their_last_elements(void **state)
{
    (void)state;
    cusparseHandle_t sparse;
    SPARSE_OK(bd_cusparse_handle(bd, &sparse));
    const float ones[8] = {1, 1, 1, 1, 1, 1, 1, 1}, one = 1, zero = 0;
    CUdeviceptr rows, columns, values, x = device_copy(ones, FLOATS(4)), y = device_copy(ones, FLOATS(8)), copy;
    CU_OK(bd_cuMemAlloc(bd, &copy, FLOATS(1)));
    cusparseSpMatDescr_t A = identity(4, &rows, &columns, &values);
    cusparseDnVecDescr_t vx, low, high;
    SPARSE_OK(bd_cusparseCreateDnVec(bd, &vx, 4, device(x), CUDA_R_32F));
    SPARSE_OK(bd_cusparseCreateDnVec(bd, &low, 4, device(y), CUDA_R_32F));
    SPARSE_OK(bd_cusparseCreateDnVec(bd, &high, 4, device(y + FLOATS(4)), CUDA_R_32F));
#define SPMV(into) SPARSE_OK(bd_cusparseSpMV(bd, sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx, &zero, into, \
                                             CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, NULL))
    CU_OK(bd_set_stream(bd, a));
    for (int fix = 0; fix < 3; fix++) {
        settle();
        SPMV(low);
        if (fix == 1) {
            CU_OK(bd_cuEventRecord(bd, ev, a));
            CU_OK(bd_cuStreamWaitEvent(bd, b, ev, 0));
        } else if (fix == 2) {
            CU_OK(bd_handoff(bd, y + FLOATS(3), FLOATS(1))); /* y's last element only */
        }
        CU_OK(bd_cuMemcpyDtoDAsync(bd, copy, y + FLOATS(3), FLOATS(1), b));
        if (fix == 0)
            expect_race("cuMemcpyDtoDAsync(srcDevice)", "cusparseSpMV(vecY) writes");
        expect_none();
    }
    const CUdeviceptr read[][2] = {{rows, 5 * sizeof(int)}, {columns, 4 * sizeof(int)}, {values, FLOATS(4)}};
    for (size_t i = 0; i < sizeof read / sizeof read[0]; i++) {
        settle();
        SPMV(low);
        write_last(read[i][0], read[i][1], "cusparseSpMV(matA) reads");
    }
    SPMV(low);
    write_last(x, FLOATS(4), "cusparseSpMV(vecX) reads");
    SPMV(low);
    CU_OK(bd_set_stream(bd, b));
    SPMV(high);
    expect_none();
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    settle();
#undef SPMV
    SPARSE_OK(bd_cusparseDestroyDnVec(bd, vx));
    SPARSE_OK(bd_cusparseDestroyDnVec(bd, low));
    SPARSE_OK(bd_cusparseDestroyDnVec(bd, high));
    SPARSE_OK(bd_cusparseDestroySpMat(bd, A));
    const CUdeviceptr freed[] = {rows, columns, values, x, y, copy};
    for (size_t i = 0; i < sizeof freed / sizeof freed[0]; i++)
        CU_OK(bd_cuMemFree(bd, freed[i]));
}

/* cusparseSpMM writes C and reads B as their descriptors say: C (4 x 2, ld 4) whole, so a read of its
 * last element on another stream races; B's last element written there races the read. Two row
 * blocks of one matrix (rows 2, ld 4: their first column only) written on two streams report
 * nothing; a row-major matrix counts by its rows alike. */
static void dense_matrices_whole_where_their_columns_touch(void **state)
{
    (void)state;
    cusparseHandle_t sparse;
    SPARSE_OK(bd_cusparse_handle(bd, &sparse));
    const float ones[8] = {1, 1, 1, 1, 1, 1, 1, 1}, one = 1, zero = 0;
    CUdeviceptr rows, columns, values, small_rows, small_columns, small_values;
    CUdeviceptr B = device_copy(ones, FLOATS(8)), C = device_copy(ones, FLOATS(8)), copy;
    CU_OK(bd_cuMemAlloc(bd, &copy, FLOATS(1)));
    cusparseSpMatDescr_t A = identity(4, &rows, &columns, &values);
    cusparseSpMatDescr_t A2 = identity(2, &small_rows, &small_columns, &small_values);
    cusparseDnMatDescr_t mb, mc, mb2, top, bottom, row_major;
    SPARSE_OK(bd_cusparseCreateDnMat(bd, &mb, 4, 2, 4, device(B), CUDA_R_32F, CUSPARSE_ORDER_COL));
    SPARSE_OK(bd_cusparseCreateDnMat(bd, &mc, 4, 2, 4, device(C), CUDA_R_32F, CUSPARSE_ORDER_COL));
    SPARSE_OK(bd_cusparseCreateDnMat(bd, &mb2, 2, 2, 2, device(B), CUDA_R_32F, CUSPARSE_ORDER_COL));
    SPARSE_OK(bd_cusparseCreateDnMat(bd, &top, 2, 2, 4, device(C), CUDA_R_32F, CUSPARSE_ORDER_COL));
    SPARSE_OK(bd_cusparseCreateDnMat(bd, &bottom, 2, 2, 4, device(C + FLOATS(2)), CUDA_R_32F, CUSPARSE_ORDER_COL));
    SPARSE_OK(bd_cusparseCreateDnMat(bd, &row_major, 4, 2, 2, device(C), CUDA_R_32F, CUSPARSE_ORDER_ROW));
#define SPMM(a, b, c) SPARSE_OK(bd_cusparseSpMM(bd, sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, \
                                                CUSPARSE_OPERATION_NON_TRANSPOSE, &one, a, b, &zero, c, CUDA_R_32F, \
                                                CUSPARSE_SPMM_ALG_DEFAULT, NULL))
    settle();
    CU_OK(bd_set_stream(bd, a));
    for (int order = 0; order < 2; order++) {
        SPMM(A, mb, order ? row_major : mc);
        CU_OK(bd_cuMemcpyDtoDAsync(bd, copy, C + FLOATS(7), FLOATS(1), b));
        expect_race("cuMemcpyDtoDAsync(srcDevice)", "cusparseSpMM(matC) writes");
        settle();
    }
    SPMM(A, mb, mc);
    write_last(B, FLOATS(8), "cusparseSpMM(matB) reads");
    SPMM(A2, mb2, top);
    CU_OK(bd_set_stream(bd, b));
    SPMM(A2, mb2, bottom);
    expect_none();
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    settle();
#undef SPMM
    cusparseDnMatDescr_t dense[] = {mb, mc, mb2, top, bottom, row_major};
    for (size_t i = 0; i < sizeof dense / sizeof dense[0]; i++)
        SPARSE_OK(bd_cusparseDestroyDnMat(bd, dense[i]));
    SPARSE_OK(bd_cusparseDestroySpMat(bd, A));
    SPARSE_OK(bd_cusparseDestroySpMat(bd, A2));
    const CUdeviceptr freed[] = {rows, columns, values, small_rows, small_columns, small_values, B, C, copy};
    for (size_t i = 0; i < sizeof freed / sizeof freed[0]; i++)
        CU_OK(bd_cuMemFree(bd, freed[i]));
}

/* cusparseAxpby is deprecated in CUDA 13 (the sparse-vector routines are), still in the library. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
/* cusparseAxpby reads the sparse vector x (its indices and values) and writes y: a write of x's last
 * index or value on another stream races; two streams each adding their own sparse vector into their
 * own half of one buffer report nothing. */
static void a_sparse_vector_to_its_last_index_and_value(void **state)
{
    (void)state;
    cusparseHandle_t sparse;
    SPARSE_OK(bd_cusparse_handle(bd, &sparse));
    const int at[2] = {1, 3};
    const float ones[8] = {1, 1, 1, 1, 1, 1, 1, 1}, one = 1;
    CUdeviceptr indices = device_copy(at, sizeof at), values = device_copy(ones, FLOATS(4)), y = device_copy(ones, FLOATS(8));
    cusparseSpVecDescr_t x, x_high;
    cusparseDnVecDescr_t low, high;
    SPARSE_OK(bd_cusparseCreateSpVec(bd, &x, 4, 2, device(indices), device(values), CUSPARSE_INDEX_32I,
                                     CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    SPARSE_OK(bd_cusparseCreateSpVec(bd, &x_high, 4, 2, device(indices), device(values + FLOATS(2)), CUSPARSE_INDEX_32I,
                                     CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    SPARSE_OK(bd_cusparseCreateDnVec(bd, &low, 4, device(y), CUDA_R_32F));
    SPARSE_OK(bd_cusparseCreateDnVec(bd, &high, 4, device(y + FLOATS(4)), CUDA_R_32F));
    settle();
    CU_OK(bd_set_stream(bd, a));
    SPARSE_OK(bd_cusparseAxpby(bd, sparse, &one, x, &one, low));
    write_last(indices, sizeof at, "cusparseAxpby(vecX) reads");
    SPARSE_OK(bd_cusparseAxpby(bd, sparse, &one, x, &one, low));
    write_last(values, FLOATS(2), "cusparseAxpby(vecX) reads");
    SPARSE_OK(bd_cusparseAxpby(bd, sparse, &one, x, &one, low));
    write_last(y, FLOATS(4), "cusparseAxpby(vecY) writes");
    SPARSE_OK(bd_cusparseAxpby(bd, sparse, &one, x, &one, low));
    CU_OK(bd_set_stream(bd, b));
    SPARSE_OK(bd_cusparseAxpby(bd, sparse, &one, x_high, &one, high));
    expect_none();
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    settle();
    SPARSE_OK(bd_cusparseDestroySpVec(bd, x));
    SPARSE_OK(bd_cusparseDestroySpVec(bd, x_high));
    SPARSE_OK(bd_cusparseDestroyDnVec(bd, low));
    SPARSE_OK(bd_cusparseDestroyDnVec(bd, high));
    CU_OK(bd_cuMemFree(bd, indices));
    CU_OK(bd_cuMemFree(bd, values));
    CU_OK(bd_cuMemFree(bd, y));
}
#pragma GCC diagnostic pop

/* A plan made through the binding keeps its sizes: a 4-point C2C transform, 2 batches, reads its input
 * and writes its output over 2 * 4 complex floats; a copy of the output's last element on another
 * stream races, not after an event or bd_handoff of it; a write of the input's last element races
 * the read. In place, one buffer: two streams each transforming their own half of one buffer
 * report nothing; a real-to-complex plan in place covers the padded real side. cufftMakePlan1d
 * keeps its sizes too; a plan with an advanced layout counts its first element, as before. */
static void a_plan_keeps_its_sizes(void **state)
{
    (void)state;
    const size_t side = 2 * 4 * 2 * sizeof(float); /* 2 batches of 4 complex floats */
    CUdeviceptr in, out, copy;
    CU_OK(bd_cuMemAlloc(bd, &in, 2 * side));
    CU_OK(bd_cuMemAlloc(bd, &out, side));
    CU_OK(bd_cuMemAlloc(bd, &copy, side));
    CU_OK(bd_cuMemsetD8(bd, in, 0, 2 * side));
    cufftHandle plan, real, made, advanced;
    CU_OK(bd_set_stream(bd, a));
    FFT_OK(bd_cufftPlan1d(bd, &plan, 4, CUFFT_C2C, 2));
#define EXEC(p, i, o) FFT_OK(bd_cufftExecC2C(bd, p, (cufftComplex *)device(i), (cufftComplex *)device(o), CUFFT_FORWARD))
    for (int fix = 0; fix < 3; fix++) {
        settle();
        EXEC(plan, in, out);
        if (fix == 1) {
            CU_OK(bd_cuEventRecord(bd, ev, a));
            CU_OK(bd_cuStreamWaitEvent(bd, b, ev, 0));
        } else if (fix == 2) {
            CU_OK(bd_handoff(bd, out + side - 8, 8)); /* the output's last element only */
        }
        CU_OK(bd_cuMemcpyDtoDAsync(bd, copy, out + side - 8, 8, b));
        if (fix == 0)
            expect_race("cuMemcpyDtoDAsync(srcDevice)", "cufftExecC2C(odata) writes");
        expect_none();
    }
    settle();
    EXEC(plan, in, out);
    write_last(in, side, "cufftExecC2C(idata) reads");
    EXEC(plan, in, in);
    CU_OK(bd_set_stream(bd, b)); /* the binding's plans follow it */
    EXEC(plan, in + side, in + side);
    expect_none();
    settle();
    CU_OK(bd_set_stream(bd, a));
    FFT_OK(bd_cufftPlan1d(bd, &real, 4, CUFFT_R2C, 1));
    FFT_OK(bd_cufftExecR2C(bd, real, (cufftReal *)device(in), (cufftComplex *)device(in)));
    write_last(in, 3 * 2 * sizeof(float), "cufftExecR2C("); /* 4 reals padded to 3 complex */
    size_t work;
    int n = 4, embed = 4;
    FFT_OK(bd_cufftCreate(bd, &made));
    FFT_OK(bd_cufftMakePlan1d(bd, made, 4, CUFFT_C2C, 2, &work));
    EXEC(made, in, out);
    write_last(in, side, "cufftExecC2C(idata) reads");
    FFT_OK(bd_cufftCreate(bd, &advanced));
    FFT_OK(bd_cufftMakePlanMany(bd, advanced, 1, &n, &embed, 1, 4, &embed, 1, 4, CUFFT_C2C, 2, &work));
    EXEC(advanced, in, out);
    CU_OK(bd_cuMemsetD8Async(bd, in + side - 1, 0, 1, b));
    expect_none(); /* its sizes are not kept: its first element only */
    CU_OK(bd_cuMemsetD8Async(bd, in, 0, 1, b));
    expect_race("cuMemsetD8Async(dstDevice)", "cufftExecC2C(idata) reads");
#undef EXEC
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    settle();
    const cufftHandle plans[] = {plan, real, made, advanced};
    for (size_t i = 0; i < sizeof plans / sizeof plans[0]; i++)
        FFT_OK(bd_cufftDestroy(bd, plans[i]));
    CU_OK(bd_cuMemFree(bd, in));
    CU_OK(bd_cuMemFree(bd, out));
    CU_OK(bd_cuMemFree(bd, copy));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_factorization_then_a_copy_on_another_stream),
        cmocka_unit_test(row_blocks_of_one_matrix_on_two_streams),
        cmocka_unit_test(a_matmul_and_a_transform_then_writes_on_another_stream),
        cmocka_unit_test(sparse_matrix_and_dense_vectors_to_their_last_elements),
        cmocka_unit_test(dense_matrices_whole_where_their_columns_touch),
        cmocka_unit_test(a_sparse_vector_to_its_last_index_and_value),
        cmocka_unit_test(a_plan_keeps_its_sizes),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
