/* SPDX-License-Identifier: MIT */
/* The toolkit libraries at work with a binding's handles (what every handle kind promises alike is
 * test_binding_handles.c's): the cuFFT plans made through a binding follow its stream and end with
 * it; cuBLASLt's handle serves every context; another device's memory is stopped in each library.
 * On a simulated driver without these libraries (their calls answer "not supported") the tests that
 * need a handle are skipped; on the GPU they run. */
#include <stdlib.h>
#include <string.h>

#include "support.h"

/* CUDA 13 deprecates cuSOLVER's sparse and refactorization APIs, which these tests call. */
BD_SUPPRESS_DEPRECATED_BEGIN

static bool on_sim(void)
{
    const char *driver = getenv("CUBOUND_DRIVER");
    return driver != NULL && strcmp(driver, "sim") == 0;
}

/* A library the simulated driver does not run yet answers its "not supported": skip there. */
static void skip_unless_run(int status, int unsupported)
{
    if (status == unsupported && on_sim())
        skip();
}

#define RAW_FFT(name) BD_GEN_ENTRY(bd_gen_cufft, pfn_##name)

/* A forward C2C transform of four ones is (4, 0, 0, 0): it runs on the binding's stream, set on the
 * plan when it was made through the binding. The simulation runs a stream's work only when it is
 * synchronized, so there the output is still unwritten until the binding's stream is. */
static void plans_run_on_the_binding_stream(void **state)
{
    (void)state;
    bound_dev_t *bd = test_bds[1];
    CUstream s;
    cufftHandle plan;
    CUdeviceptr data;
    float ones[8] = {1, 0, 1, 0, 1, 0, 1, 0}, out[8];
    CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_set_stream(bd, s));
    cufftResult status = bd_cufftPlan1d(bd, &plan, 4, CUFFT_C2C, 1);
    skip_unless_run(status, CUFFT_NOT_SUPPORTED);
    assert_int_equal(status, CUFFT_SUCCESS);
    CU_OK(bd_cuMemAlloc(bd, &data, sizeof ones));
    CU_OK(bd_cuMemcpyHtoD(bd, data, ones, sizeof ones));
    assert_int_equal(bd_cufftExecC2C(bd, plan, (cufftComplex *)data, (cufftComplex *)data, CUFFT_FORWARD), CUFFT_SUCCESS);
    if (on_sim()) {
        CU_OK(bd_cuMemcpyDtoH(bd, out, data, sizeof out));
        assert_true(out[0] == 1.0f); /* not run yet: it waits on s */
    }
    CU_OK(bd_cuStreamSynchronize(bd, s));
    CU_OK(bd_cuMemcpyDtoH(bd, out, data, sizeof out));
    assert_true(out[0] == 4.0f && out[1] == 0.0f && out[2] == 0.0f && out[4] == 0.0f);
    /* Back on the per-thread default stream, which a synchronous copy waits for: done at once. */
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    CU_OK(bd_cuMemcpyHtoD(bd, data, ones, sizeof ones));
    assert_int_equal(bd_cufftExecC2C(bd, plan, (cufftComplex *)data, (cufftComplex *)data, CUFFT_FORWARD), CUFFT_SUCCESS);
    CU_OK(bd_cuCtxSynchronize(bd));
    CU_OK(bd_cuMemcpyDtoH(bd, out, data, sizeof out));
    assert_true(out[0] == 4.0f && out[2] == 0.0f);
    assert_int_equal(bd_cufftDestroy(bd, plan), CUFFT_SUCCESS);
    CU_OK(bd_cuMemFree(bd, data));
    CU_OK(bd_cuStreamDestroy(bd, s));
}

/* A plan the program destroyed is no longer the binding's: a later stream change leaves it alone
 * (cufftSetStream on it would fail, and bd_set_stream with it); one it did not destroy ends with
 * the binding, after which cuFFT no longer knows it. */
static void plans_end_with_the_binding(void **state)
{
    (void)state;
    bound_dev_t *bd;
    cufftHandle ended, kept;
    CUstream s;
    CU_OK(bd_bind(test_devs[0], &bd));
    cufftResult status = bd_cufftPlan1d(bd, &ended, 8, CUFFT_C2C, 1);
    skip_unless_run(status, CUFFT_NOT_SUPPORTED);
    assert_int_equal(status, CUFFT_SUCCESS);
    assert_int_equal(bd_cufftCreate(bd, &kept), CUFFT_SUCCESS);
    size_t work_size = 0;
    assert_int_equal(bd_cufftMakePlan1d(bd, kept, 8, CUFFT_C2C, 1, NULL), CUFFT_INVALID_VALUE); /* as cuFFT answers */
    assert_int_equal(bd_cufftMakePlan1d(bd, kept, 8, CUFFT_C2C, 1, &work_size), CUFFT_SUCCESS);
    assert_int_equal(bd_cufftDestroy(bd, ended), CUFFT_SUCCESS);
    CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_set_stream(bd, s));
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    CU_OK(bd_cuStreamDestroy(bd, s));
    assert_int_equal(RAW_FFT(cufftSetStream)(kept, NULL), CUFFT_SUCCESS);
    CU_OK(bd_unbind(bd));
    CU_OK(bd_cuCtxSynchronize(test_bds[0])); /* device 0's context current again */
    /* cuFFT no longer knows it. Its answer for a plan that ended varies with what came before (the
     * H200: INVALID_VALUE in one run of this test, INVALID_PLAN after a refused cufftMakePlan1d). */
    cufftResult ended_answer = RAW_FFT(cufftSetStream)(kept, NULL);
    assert_true(ended_answer == CUFFT_INVALID_PLAN || ended_answer == CUFFT_INVALID_VALUE);
}

/* D = A B on binding bd with cuBLASLt handle h, 2 x 2 floats, A all ones and B all twos: each
 * element of D is 4. Answers the matmul's status; the product is checked where it succeeded. */
static cublasStatus_t lt_matmul_on(bound_dev_t *bd, cublasLtHandle_t h)
{
    float ones[4] = {1, 1, 1, 1}, twos[4] = {2, 2, 2, 2}, d[4] = {0};
    CUdeviceptr a, b, out;
    CU_OK(bd_cuMemAlloc(bd, &a, sizeof ones));
    CU_OK(bd_cuMemAlloc(bd, &b, sizeof twos));
    CU_OK(bd_cuMemAlloc(bd, &out, sizeof d));
    CU_OK(bd_cuMemcpyHtoD(bd, a, ones, sizeof ones));
    CU_OK(bd_cuMemcpyHtoD(bd, b, twos, sizeof twos));
    cublasLtMatmulDesc_t op;
    cublasLtMatrixLayout_t layout;
    BLAS_OK(bd_cublasLtMatmulDescCreate(bd, &op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
    BLAS_OK(bd_cublasLtMatrixLayoutCreate(bd, &layout, CUDA_R_32F, 2, 2, 2));
    const float alpha = 1, beta = 0;
    cublasStatus_t status = bd_cublasLtMatmul(bd, h, op, &alpha, (void *)a, layout, (void *)b, layout, &beta,
                                              (void *)out, layout, (void *)out, layout, NULL, NULL, 0, NULL);
    if (status == CUBLAS_STATUS_SUCCESS) {
        CU_OK(bd_cuCtxSynchronize(bd));
        CU_OK(bd_cuMemcpyDtoH(bd, d, out, sizeof d));
        for (int i = 0; i < 4; i++)
            assert_true(d[i] == 4);
    }
    BLAS_OK(bd_cublasLtMatrixLayoutDestroy(bd, layout));
    BLAS_OK(bd_cublasLtMatmulDescDestroy(bd, op));
    CU_OK(bd_cuMemFree(bd, a));
    CU_OK(bd_cuMemFree(bd, b));
    CU_OK(bd_cuMemFree(bd, out));
    return status;
}

/* cuBLASLt answers one handle to every context of a GPU and counts its creations (measured,
 * tests/probes/cublaslt_contexts.c): each binding's matmul with its own handle (bd_cublaslt_handle)
 * or either binding's is correct, and so is one after the other binding destroyed its handle. Before, the second
 * binding's registration took the handle, and the first binding's matmul was BD-WRONG-DEVICE. */
static void a_cublaslt_handle_serves_every_context(void **state)
{
    (void)state;
    cublasLtHandle_t h[2];
    cublasStatus_t status = bd_cublasLtCreate(test_bds[0], &h[0]);
    skip_unless_run(status, CUBLAS_STATUS_NOT_SUPPORTED);
    BLAS_OK(status);
    BLAS_OK(bd_cublasLtCreate(test_bds[1], &h[1]));
    cublasLtHandle_t own[2]; /* each binding's, made by cubound: the same handle again */
    for (int d = 0; d < 2; d++)
        BLAS_OK(bd_cublaslt_handle(test_bds[d], &own[d]));
    last_violation_id[0] = '\0';
    for (int d = 0; d < 2; d++) {
        BLAS_OK(lt_matmul_on(test_bds[d], own[d]));
        for (int i = 0; i < 2; i++)
            BLAS_OK(lt_matmul_on(test_bds[d], h[i]));
    }
    BLAS_OK(bd_cublasLtDestroy(test_bds[1], h[1]));
    BLAS_OK(lt_matmul_on(test_bds[0], h[0]));
    BLAS_OK(lt_matmul_on(test_bds[1], h[0]));
    assert_string_equal(last_violation_id, "");
    BLAS_OK(bd_cublasLtDestroy(test_bds[0], h[0]));
}

/* Device 0's memory given to device 1's binding, with device 1's own handles, is stopped in
 * cuSPARSE (a descriptor's data and a routine's array), cuSOLVER's dense and sparse APIs and
 * cuBLASLt, each with the library's own status; the same calls with the binding's own memory, and
 * host memory where the library takes host memory (scalars in host pointer mode, cuSOLVER Sp's
 * singularity, cuBLASLt's algo), report nothing. */
static void another_devices_memory_is_stopped(void **state)
{
    (void)state;
    cusparseHandle_t sparse;
    cusparseStatus_t status = bd_cusparse_handle(test_bds[1], &sparse);
    skip_unless_run(status, CUSPARSE_STATUS_NOT_SUPPORTED);
    cusolverDnHandle_t dense;
    cusolverSpHandle_t sp;
    cublasLtHandle_t lt;
    assert_int_equal(bd_cusolver_dn_handle(test_bds[1], &dense), CUSOLVER_STATUS_SUCCESS);
    assert_int_equal(bd_cusolver_sp_handle(test_bds[1], &sp), CUSOLVER_STATUS_SUCCESS);
    assert_int_equal(bd_cublaslt_handle(test_bds[1], &lt), CUBLAS_STATUS_SUCCESS);
    CUdeviceptr theirs, ours;
    CU_OK(bd_cuMemAlloc(test_bds[0], &theirs, 256));
    CU_OK(bd_cuMemAlloc(test_bds[1], &ours, 256));
    CU_OK(bd_cuMemsetD8(test_bds[0], theirs, 0, 256));
    CU_OK(bd_cuMemsetD8(test_bds[1], ours, 0, 256));
    void *their_data = (void *)(uintptr_t)theirs, *our_data = (void *)(uintptr_t)ours;

    cusparseDnVecDescr_t vec;
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cusparseCreateDnVec(test_bds[1], &vec, 4, their_data, CUDA_R_64F), CUSPARSE_STATUS_INVALID_VALUE);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cusparseXcoo2csr(test_bds[1], sparse, (const int *)their_data, 4, 4, (int *)our_data,
                                         CUSPARSE_INDEX_BASE_ZERO),
                     CUSPARSE_STATUS_INVALID_VALUE);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
    /* y = A x for A = [2]: x at 0, y at 32, A's row offsets at 64, its column at 72, its value at 80 */
    const int csr[3] = {0, 1, 0};
    const double x_and_a[2] = {3, 2};
    CU_OK(bd_cuMemcpyHtoD(test_bds[1], ours + 64, csr, sizeof csr));
    CU_OK(bd_cuMemcpyHtoD(test_bds[1], ours, &x_and_a[0], sizeof(double)));
    CU_OK(bd_cuMemcpyHtoD(test_bds[1], ours + 80, &x_and_a[1], sizeof(double)));
    cusparseDnVecDescr_t y;
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cusparseCreateDnVec(test_bds[1], &vec, 1, our_data, CUDA_R_64F), CUSPARSE_STATUS_SUCCESS);
    assert_int_equal(bd_cusparseCreateDnVec(test_bds[1], &y, 1, (char *)our_data + 32, CUDA_R_64F), CUSPARSE_STATUS_SUCCESS);
    size_t bytes = 0;
    const double one = 1, zero = 0;
    cusparseSpMatDescr_t mat;
    assert_int_equal(bd_cusparseCreateCsr(test_bds[1], &mat, 1, 1, 1, (char *)our_data + 64, (char *)our_data + 72,
                                          (char *)our_data + 80, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                          CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F),
                     CUSPARSE_STATUS_SUCCESS);
    assert_int_equal(bd_cusparseSpMV_bufferSize(test_bds[1], sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, mat, vec,
                                                &zero, y, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, &bytes),
                     CUSPARSE_STATUS_SUCCESS);
    CUdeviceptr work = 0; /* the GPU's cuSPARSE wants the buffer it asked for (an H100: bytes > 0) */
    if (bytes > 0)
        CU_OK(bd_cuMemAlloc(test_bds[1], &work, bytes));
    assert_int_equal(bd_cusparseSpMV(test_bds[1], sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, mat, vec, &zero, y,
                                     CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, (void *)work),
                     CUSPARSE_STATUS_SUCCESS); /* host scalars, the binding's own memory */
    assert_string_equal(last_violation_id, "");
    double product = 0;
    CU_OK(bd_cuMemcpyDtoH(test_bds[1], &product, ours + 32, sizeof product));
    assert_true(product == 6);
    assert_int_equal(bd_cusparseSpMV(test_bds[1], sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, mat, vec, &zero, y,
                                     CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, their_data),
                     CUSPARSE_STATUS_INVALID_VALUE);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cusparseSpMV(test_bds[1], sparse, CUSPARSE_OPERATION_NON_TRANSPOSE, (const double *)their_data,
                                     mat, vec, &zero, y, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, NULL),
                     CUSPARSE_STATUS_INVALID_VALUE); /* a scalar in another device's memory */
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
    if (work != 0)
        CU_OK(bd_cuMemFree(test_bds[1], work));
    assert_int_equal(bd_cusparseDestroySpMat(test_bds[1], mat), CUSPARSE_STATUS_SUCCESS);
    assert_int_equal(bd_cusparseDestroyDnVec(test_bds[1], vec), CUSPARSE_STATUS_SUCCESS);
    assert_int_equal(bd_cusparseDestroyDnVec(test_bds[1], y), CUSPARSE_STATUS_SUCCESS);

    int lwork = 0;
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cusolverDnDgetrf_bufferSize(test_bds[1], dense, 2, 2, (double *)their_data, 2, &lwork),
                     CUSOLVER_STATUS_SUCCESS); /* a size query: reads no array */
    assert_string_equal(last_violation_id, "");
    assert_int_equal(bd_cusolverDnDgetrf(test_bds[1], dense, 2, 2, (double *)their_data, 2, (double *)our_data + 8,
                                         (int *)our_data + 48, (int *)our_data + 56),
                     CUSOLVER_STATUS_INVALID_VALUE);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
    last_violation_id[0] = '\0';
    const double spd[4] = {4, 2, 2, 3};
    CU_OK(bd_cuMemcpyHtoD(test_bds[1], ours, spd, sizeof spd));
    assert_int_equal(bd_cusolverDnDgetrf(test_bds[1], dense, 2, 2, (double *)our_data, 2, (double *)our_data + 8,
                                         (int *)our_data + 48, (int *)our_data + 56),
                     CUSOLVER_STATUS_SUCCESS);
    assert_string_equal(last_violation_id, "");

    cusparseMatDescr_t descr;
    assert_int_equal(bd_cusparseCreateMatDescr(test_bds[1], &descr), CUSPARSE_STATUS_SUCCESS);
    int singularity = 0;
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cusolverSpDcsrlsvqr(test_bds[1], sp, 1, 1, descr, (const double *)our_data,
                                            (const int *)our_data + 16, (const int *)our_data + 24,
                                            (const double *)their_data, 1e-12, 0, (double *)our_data + 16, &singularity),
                     CUSOLVER_STATUS_INVALID_VALUE);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
    assert_int_equal(bd_cusparseDestroyMatDescr(test_bds[1], descr), CUSPARSE_STATUS_SUCCESS);

    const float alpha = 1, beta = 0;
    const cublasLtMatmulAlgo_t algo = {{0}};
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cublasLtMatmul(test_bds[1], lt, NULL, &alpha, their_data, NULL, our_data, NULL, &beta, our_data,
                                       NULL, our_data, NULL, &algo, NULL, 0, NULL),
                     CUBLAS_STATUS_INVALID_VALUE);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cublasLtMatmul(test_bds[1], lt, NULL, &alpha, our_data, NULL, our_data, NULL, &beta, our_data,
                                       NULL, our_data, NULL, &algo, their_data, 64, NULL),
                     CUBLAS_STATUS_INVALID_VALUE);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
    CU_OK(bd_sync_device(test_bds[1]));
    CU_OK(bd_cuMemFree(test_bds[0], theirs));
    CU_OK(bd_cuMemFree(test_bds[1], ours));
}

BD_SUPPRESS_DEPRECATED_END

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(plans_run_on_the_binding_stream),
        cmocka_unit_test(plans_end_with_the_binding),
        cmocka_unit_test(a_cublaslt_handle_serves_every_context),
        cmocka_unit_test(another_devices_memory_is_stopped),
    };
    return cmocka_run_group_tests(tests, bind_two_test_devices_remembering, unbind_two_test_devices);
}
