/* SPDX-License-Identifier: MIT */
/* The simulated toolkit libraries (sim_cufft.c, sim_cusparse.c, sim_cusolver.c, sim_cublaslt.c,
 * sim_nvrtc.c), called directly, linked to the simulation: their results read back from
 * simulated device memory against a host reference, work in stream order, and misuse answered
 * with the libraries' own codes. Label sim only. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>
#include <cublasLt.h>
#include <cuda.h>
#include <cufft.h>
#include <cusolverDn.h>
#include <cusparse.h>
#include <nvrtc.h>

#include "sim_kernels.h"

static CUcontext ctx_;
static CUstream stream_;

static int setup(void **state)
{
    (void)state;
    CUdevice device;
    assert_int_equal(cuInit(0), CUDA_SUCCESS);
    assert_int_equal(cuDeviceGet(&device, 0), CUDA_SUCCESS);
    assert_int_equal(cuDevicePrimaryCtxRetain(&ctx_, device), CUDA_SUCCESS);
    assert_int_equal(cuCtxSetCurrent(ctx_), CUDA_SUCCESS);
    assert_int_equal(cuStreamCreate(&stream_, CU_STREAM_NON_BLOCKING), CUDA_SUCCESS);
    return 0;
}

static void *device_copy(const void *host, size_t bytes)
{
    CUdeviceptr p;
    assert_int_equal(cuMemAlloc(&p, bytes), CUDA_SUCCESS);
    assert_int_equal(cuMemcpyHtoD(p, host, bytes), CUDA_SUCCESS);
    return (void *)(uintptr_t)p;
}

static void read_back(void *host, const void *device, size_t bytes)
{
    assert_int_equal(cuStreamSynchronize(stream_), CUDA_SUCCESS);
    assert_int_equal(cuMemcpyDtoH(host, (CUdeviceptr)(uintptr_t)device, bytes), CUDA_SUCCESS);
}

static void assert_near(double got, double want)
{
    if (fabs(got - want) > 1e-4 * (1 + fabs(want)))
        fail_msg("%g, not %g", got, want);
}

/* A forward transform of 4 has only +-1 and +-i twiddles: exact. It runs on the plan's stream,
 * so the output is untouched until the stream is synchronized. */
static void fft_c2c_1d_runs_on_its_stream(void **state)
{
    (void)state;
    const float in[8] = {1, 0, 2, 0, 3, 0, 4, 0}, want[8] = {10, 0, -2, 2, -2, 0, -2, -2};
    float out[8] = {0};
    cufftComplex *data = device_copy(in, sizeof in), *result = device_copy(out, sizeof out);
    cufftHandle plan;
    assert_int_equal(cufftPlan1d(&plan, 4, CUFFT_C2C, 1), CUFFT_SUCCESS);
    assert_int_equal(cufftSetStream(plan, (cudaStream_t)stream_), CUFFT_SUCCESS);
    assert_int_equal(cufftExecC2C(plan, data, result, CUFFT_FORWARD), CUFFT_SUCCESS);
    assert_int_equal(cuMemcpyDtoH(out, (CUdeviceptr)(uintptr_t)result, sizeof out), CUDA_SUCCESS);
    assert_true(out[0] == 0); /* not yet run */
    read_back(out, result, sizeof out);
    for (int i = 0; i < 8; i++)
        assert_true(out[i] == want[i]);
    assert_int_equal(cufftExecC2C(plan, result, result, CUFFT_INVERSE), CUFFT_SUCCESS); /* unnormalized: 4 x */
    read_back(out, result, sizeof out);
    for (int i = 0; i < 8; i++)
        assert_true(out[i] == 4 * in[i]);
    assert_int_equal(cufftExecC2C(plan, data, result, 0), CUFFT_INVALID_VALUE);
    assert_int_equal(cufftExecR2C(plan, (cufftReal *)data, result), CUFFT_INVALID_VALUE);
    assert_int_equal(cufftDestroy(plan), CUFFT_SUCCESS);
    assert_int_equal(cufftExecC2C(plan, data, result, CUFFT_FORWARD), CUFFT_INVALID_PLAN);
    assert_int_equal(cufftDestroy(plan), CUFFT_INVALID_PLAN);
}

/* R2C of 6 by 2 rows (a batch), and C2R back to 6 times the input; the half spectrum against a
 * host DFT. */
static void fft_r2c_and_c2r_round_trip(void **state)
{
    (void)state;
    enum { N = 6, BATCH = 2, HALF = N / 2 + 1 };
    double in[BATCH * N] = {1, -2, 3, 0.5, 4, -1, 2, 2, -3, 1, 0, 5};
    cufftDoubleComplex spectrum[BATCH * HALF];
    double back[BATCH * N];
    double *data = device_copy(in, sizeof in);
    cufftDoubleComplex *half = device_copy(spectrum, sizeof spectrum);
    cufftHandle forward, inverse;
    size_t work = 1;
    assert_int_equal(cufftCreate(&forward), CUFFT_SUCCESS);
    assert_int_equal(cufftMakePlan1d(forward, N, CUFFT_D2Z, BATCH, &work), CUFFT_SUCCESS);
    assert_int_equal(work, 0);
    assert_int_equal(cufftPlan1d(&inverse, N, CUFFT_Z2D, BATCH), CUFFT_SUCCESS);
    assert_int_equal(cufftExecD2Z(forward, data, half), CUFFT_SUCCESS);
    assert_int_equal(cufftExecZ2D(inverse, half, data), CUFFT_SUCCESS);
    read_back(spectrum, half, sizeof spectrum);
    read_back(back, data, sizeof back);
    for (int b = 0; b < BATCH; b++)
        for (int k = 0; k < HALF; k++) {
            double re = 0, im = 0;
            for (int j = 0; j < N; j++) {
                re += in[b * N + j] * cos(2 * M_PI * j * k / N);
                im -= in[b * N + j] * sin(2 * M_PI * j * k / N);
            }
            assert_near(spectrum[b * HALF + k].x, re);
            assert_near(spectrum[b * HALF + k].y, im);
        }
    for (int i = 0; i < BATCH * N; i++)
        assert_near(back[i], N * in[i]);
    cufftDestroy(forward);
    cufftDestroy(inverse);
}

/* A 2 x 3 C2C transform against the 2D DFT's definition. */
static void fft_2d_c2c(void **state)
{
    (void)state;
    enum { NX = 2, NY = 3 };
    float in[2 * NX * NY] = {1, 0, 2, 1, 0, -1, 3, 2, -1, 0, 4, 1}, out[2 * NX * NY];
    cufftComplex *data = device_copy(in, sizeof in);
    cufftHandle plan;
    assert_int_equal(cufftPlan2d(&plan, NX, NY, CUFFT_C2C), CUFFT_SUCCESS);
    assert_int_equal(cufftExecC2C(plan, data, data, CUFFT_FORWARD), CUFFT_SUCCESS);
    read_back(out, data, sizeof out);
    for (int kx = 0; kx < NX; kx++)
        for (int ky = 0; ky < NY; ky++) {
            double re = 0, im = 0;
            for (int x = 0; x < NX; x++)
                for (int y = 0; y < NY; y++) {
                    double angle = -2 * M_PI * ((double)x * kx / NX + (double)y * ky / NY);
                    float a = in[2 * (x * NY + y)], b = in[2 * (x * NY + y) + 1];
                    re += a * cos(angle) - b * sin(angle);
                    im += a * sin(angle) + b * cos(angle);
                }
            assert_near(out[2 * (kx * NY + ky)], re);
            assert_near(out[2 * (kx * NY + ky) + 1], im);
        }
    cufftDestroy(plan);
}

/* A = [[1 0 2], [0 3 0], [4 0 5]] in CSR. */
static const int offsets_[] = {0, 2, 3, 5}, columns_[] = {0, 2, 1, 0, 2};
static const double values_[] = {1, 2, 3, 4, 5};

static cusparseSpMatDescr_t csr(void)
{
    cusparseSpMatDescr_t a;
    assert_int_equal(cusparseCreateCsr(&a, 3, 3, 5, device_copy(offsets_, sizeof offsets_),
                                       device_copy(columns_, sizeof columns_), device_copy(values_, sizeof values_),
                                       CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F),
                     CUSPARSE_STATUS_SUCCESS);
    return a;
}

static void sparse_spmv_and_spmm(void **state)
{
    (void)state;
    cusparseHandle_t h;
    assert_int_equal(cusparseCreate(&h), CUSPARSE_STATUS_SUCCESS);
    assert_int_equal(cusparseSetStream(h, (cudaStream_t)stream_), CUSPARSE_STATUS_SUCCESS);
    cusparseSpMatDescr_t a = csr();
    const double x[3] = {1, 2, 3}, y0[3] = {1, 1, 1};
    double y[3], *dy = device_copy(y0, sizeof y0);
    cusparseDnVecDescr_t vx, vy;
    assert_int_equal(cusparseCreateDnVec(&vx, 3, device_copy(x, sizeof x), CUDA_R_64F), CUSPARSE_STATUS_SUCCESS);
    assert_int_equal(cusparseCreateDnVec(&vy, 3, dy, CUDA_R_64F), CUSPARSE_STATUS_SUCCESS);
    const double alpha = 2, beta = 1;
    size_t bytes = 1;
    assert_int_equal(cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx, &beta, vy, CUDA_R_64F,
                                             CUSPARSE_SPMV_ALG_DEFAULT, &bytes),
                     CUSPARSE_STATUS_SUCCESS);
    assert_int_equal(bytes, 0);
    assert_int_equal(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx, &beta, vy, CUDA_R_64F,
                                  CUSPARSE_SPMV_ALG_DEFAULT, NULL),
                     CUSPARSE_STATUS_SUCCESS);
    read_back(y, dy, sizeof y);
    assert_true(y[0] == 15 && y[1] == 13 && y[2] == 39); /* 2 A x + y */
    assert_int_equal(cusparseSpMV(h, CUSPARSE_OPERATION_TRANSPOSE, &alpha, a, vx, &beta, vy, CUDA_R_64F,
                                  CUSPARSE_SPMV_ALG_DEFAULT, NULL),
                     CUSPARSE_STATUS_SUCCESS);
    read_back(y, dy, sizeof y);
    assert_true(y[0] == 15 + 26 && y[1] == 13 + 12 && y[2] == 39 + 34); /* 2 A^T x + y */
    assert_int_equal(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx, &beta, vy, CUDA_R_32F,
                                  CUSPARSE_SPMV_ALG_DEFAULT, NULL),
                     CUSPARSE_STATUS_NOT_SUPPORTED);
    assert_string_equal(cusparseGetErrorName(CUSPARSE_STATUS_NOT_SUPPORTED), "CUSPARSE_STATUS_NOT_SUPPORTED");
    /* C (3 x 2, row-major) = A B, B (3 x 2, column-major) */
    const double b[6] = {1, 2, 3, 0, 1, 0};
    double c[6] = {0}, *dc = device_copy(c, sizeof c);
    cusparseDnMatDescr_t mb, mc;
    assert_int_equal(cusparseCreateDnMat(&mb, 3, 2, 3, device_copy(b, sizeof b), CUDA_R_64F, CUSPARSE_ORDER_COL),
                     CUSPARSE_STATUS_SUCCESS);
    assert_int_equal(cusparseCreateDnMat(&mc, 3, 2, 2, dc, CUDA_R_64F, CUSPARSE_ORDER_ROW), CUSPARSE_STATUS_SUCCESS);
    const double one = 1, zero = 0;
    assert_int_equal(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, a, mb,
                                  &zero, mc, CUDA_R_64F, CUSPARSE_SPMM_ALG_DEFAULT, NULL),
                     CUSPARSE_STATUS_SUCCESS);
    read_back(c, dc, sizeof c);
    const double want[6] = {7, 0, 6, 3, 19, 0};
    for (int i = 0; i < 6; i++)
        assert_true(c[i] == want[i]);
    cusparseDestroyDnMat(mb);
    cusparseDestroyDnMat(mc);
    cusparseDestroyDnVec(vx);
    cusparseDestroyDnVec(vy);
    cusparseDestroySpMat(a);
    assert_int_equal(cusparseDestroy(h), CUSPARSE_STATUS_SUCCESS);
}

/* A x = b by LU with pivoting, and by Cholesky; and the info of a singular and an indefinite matrix. */
static void solver_lu_and_cholesky(void **state)
{
    (void)state;
    cusolverDnHandle_t h;
    assert_int_equal(cusolverDnCreate(&h), CUSOLVER_STATUS_SUCCESS);
    assert_int_equal(cusolverDnSetStream(h, (cudaStream_t)stream_), CUSOLVER_STATUS_SUCCESS);
    const double a[9] = {1, 4, 7, 2, 5, 8, 3, 6, 10}, b[3] = {14, 32, 53}; /* column-major; x = 1 2 3 */
    double *da = device_copy(a, sizeof a), *db = device_copy(b, sizeof b), x[3];
    int pivots[3], info = -1, *dpiv = device_copy(pivots, sizeof pivots), *dinfo = device_copy(&info, sizeof info);
    int lwork = 0;
    assert_int_equal(cusolverDnDgetrf_bufferSize(h, 3, 3, da, 3, &lwork), CUSOLVER_STATUS_SUCCESS);
    assert_true(lwork > 0);
    double *work = device_copy(a, sizeof a);
    assert_int_equal(cusolverDnDgetrf(h, 3, 3, da, 3, work, dpiv, dinfo), CUSOLVER_STATUS_SUCCESS);
    assert_int_equal(cusolverDnDgetrs(h, CUBLAS_OP_N, 3, 1, da, 3, dpiv, db, 3, dinfo), CUSOLVER_STATUS_SUCCESS);
    read_back(pivots, dpiv, sizeof pivots);
    read_back(&info, dinfo, sizeof info);
    read_back(x, db, sizeof x);
    assert_true(pivots[0] == 3 && pivots[1] == 3 && pivots[2] == 3);
    assert_int_equal(info, 0);
    for (int i = 0; i < 3; i++)
        assert_near(x[i], i + 1);
    const double bt[3] = {30, 36, 45}; /* A^T x = bt for x = 1 2 3 */
    assert_int_equal(cuMemcpyHtoD((CUdeviceptr)(uintptr_t)db, bt, sizeof bt), CUDA_SUCCESS);
    assert_int_equal(cusolverDnDgetrs(h, CUBLAS_OP_T, 3, 1, da, 3, dpiv, db, 3, dinfo), CUSOLVER_STATUS_SUCCESS);
    read_back(x, db, sizeof x);
    for (int i = 0; i < 3; i++)
        assert_near(x[i], i + 1);

    const float spd[4] = {4, 2, 2, 3}, rhs[2] = {8, 7}, singular[4] = {1, 2, 2, 4}; /* x = 1.25 1.5 */
    float *ds = device_copy(spd, sizeof spd), *dr = device_copy(rhs, sizeof rhs), xs[2], factor[4];
    assert_int_equal(cusolverDnSpotrf(h, CUBLAS_FILL_MODE_UPPER, 2, ds, 2, (float *)work, lwork, dinfo),
                     CUSOLVER_STATUS_SUCCESS);
    assert_int_equal(cusolverDnSpotrs(h, CUBLAS_FILL_MODE_UPPER, 2, 1, ds, 2, dr, 2, dinfo), CUSOLVER_STATUS_SUCCESS);
    read_back(factor, ds, sizeof factor);
    read_back(xs, dr, sizeof xs);
    assert_true(factor[0] == 2 && factor[2] == 1 && factor[1] == 2); /* U in the upper triangle; the lower kept */
    assert_near(factor[3], sqrt(2.0));
    assert_near(xs[0], 1.25);
    assert_near(xs[1], 1.5);
    float *dsing = device_copy(singular, sizeof singular);
    assert_int_equal(cusolverDnSpotrf(h, CUBLAS_FILL_MODE_LOWER, 2, dsing, 2, (float *)work, lwork, dinfo),
                     CUSOLVER_STATUS_SUCCESS);
    read_back(&info, dinfo, sizeof info);
    assert_int_equal(info, 2);
    assert_int_equal(cusolverDnSgetrf(h, 2, 2, dsing, 2, (float *)work, NULL, dinfo), CUSOLVER_STATUS_SUCCESS);
    read_back(&info, dinfo, sizeof info);
    assert_int_equal(info, 2);
    assert_int_equal(cusolverDnSpotrf(h, CUBLAS_FILL_MODE_FULL, 2, ds, 2, (float *)work, lwork, dinfo),
                     CUSOLVER_STATUS_INVALID_VALUE);
    /* lda < m: the H200 answers success (h200-toolkit.record); info -4 is LAPACK's convention. */
    assert_int_equal(cusolverDnDgetrf(h, 3, 3, da, 2, work, dpiv, dinfo), CUSOLVER_STATUS_SUCCESS);
    read_back(&info, dinfo, sizeof info);
    assert_int_equal(info, -4);
    assert_int_equal(cusolverDnDestroy(h), CUSOLVER_STATUS_SUCCESS);
}

/* D = A^T B in float, and in half with float compute. */
static void lt_matmul_float_and_half(void **state)
{
    (void)state;
    cublasLtHandle_t lt;
    assert_int_equal(cublasLtCreate(&lt), CUBLAS_STATUS_SUCCESS);
    const float a[4] = {1, 2, 3, 4}, b[4] = {1, 0, 2, -1}; /* 2 x 2, column-major */
    float d[4] = {0}, *dd = device_copy(d, sizeof d);
    const float *da = device_copy(a, sizeof a), *db = device_copy(b, sizeof b);
    cublasLtMatmulDesc_t op;
    cublasLtMatrixLayout_t layout;
    assert_int_equal(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F), CUBLAS_STATUS_SUCCESS);
    const int32_t transpose = CUBLAS_OP_T;
    assert_int_equal(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &transpose, sizeof transpose),
                     CUBLAS_STATUS_SUCCESS);
    assert_int_equal(cublasLtMatrixLayoutCreate(&layout, CUDA_R_32F, 2, 2, 2), CUBLAS_STATUS_SUCCESS);
    cublasLtMatmulPreference_t pref;
    cublasLtMatmulHeuristicResult_t result;
    int found = 0;
    assert_int_equal(cublasLtMatmulPreferenceCreate(&pref), CUBLAS_STATUS_SUCCESS);
    assert_int_equal(cublasLtMatmulAlgoGetHeuristic(lt, op, layout, layout, layout, layout, pref, 1, &result, &found),
                     CUBLAS_STATUS_SUCCESS);
    assert_int_equal(found, 1);
    const float alpha = 1, beta = 0;
    assert_int_equal(cublasLtMatmul(lt, op, &alpha, da, layout, db, layout, &beta, dd, layout, dd, layout, &result.algo,
                                    NULL, 0, (cudaStream_t)stream_),
                     CUBLAS_STATUS_SUCCESS);
    read_back(d, dd, sizeof d);
    assert_true(d[0] == 1 && d[1] == 3 && d[2] == 0 && d[3] == 2);

    const uint16_t ha[4] = {0x3C00, 0x4000, 0x4200, 0x4400}, hb[4] = {0x3C00, 0, 0x4000, 0xBC00}; /* 1 2 3 4; 1 0 2 -1 */
    uint16_t hd[4] = {0}, *dhd = device_copy(hd, sizeof hd);
    cublasLtMatrixLayout_t half;
    assert_int_equal(cublasLtMatrixLayoutCreate(&half, CUDA_R_16F, 2, 2, 2), CUBLAS_STATUS_SUCCESS);
    assert_int_equal(cublasLtMatmul(lt, op, &alpha, device_copy(ha, sizeof ha), half, device_copy(hb, sizeof hb), half,
                                    &beta, dhd, half, dhd, half, NULL, NULL, 0, (cudaStream_t)stream_),
                     CUBLAS_STATUS_SUCCESS);
    read_back(hd, dhd, sizeof hd);
    assert_true(hd[0] == 0x3C00 && hd[1] == 0x4200 && hd[2] == 0 && hd[3] == 0x4000); /* 1 3 0 2: a zero is 0 */
    cublasLtMatrixLayout_t tall;
    assert_int_equal(cublasLtMatrixLayoutCreate(&tall, CUDA_R_32F, 3, 2, 3), CUBLAS_STATUS_SUCCESS);
    assert_int_equal(cublasLtMatmul(lt, op, &alpha, da, layout, db, tall, &beta, dd, layout, dd, layout, NULL, NULL, 0,
                                    (cudaStream_t)stream_),
                     CUBLAS_STATUS_INVALID_VALUE);
    cublasLtMatrixLayoutDestroy(tall);
    cublasLtMatrixLayoutDestroy(half);
    cublasLtMatrixLayoutDestroy(layout);
    cublasLtMatmulPreferenceDestroy(pref);
    cublasLtMatmulDescDestroy(op);
    assert_int_equal(cublasLtDestroy(lt), CUBLAS_STATUS_SUCCESS);
}

static void scale_kernel(const bd_sim_block_t *b) /* extern "C" __global__ void scale(float *x, float a, int n) */
{
    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int i = (int)(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 2, int))
            BD_SIM_ARG(b, 0, float *)[i] *= BD_SIM_ARG(b, 1, float);
    }
}

/* NVRTC's PTX loads as a module whose entries run the C kernels registered by name. */
static void nvrtc_ptx_runs_the_registered_kernel(void **state)
{
    (void)state;
    const char *source = "extern \"C\" __global__ void __launch_bounds__(128) scale(float *x, float a, int n)\n"
                         "{ int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] *= a; }\n";
    const size_t sizes[] = {sizeof(float *), sizeof(float), sizeof(int)};
    assert_int_equal(cubound_sim_register_kernel("scale", scale_kernel, 3, sizes), CUDA_SUCCESS);
    nvrtcProgram prog;
    assert_int_equal(nvrtcCreateProgram(&prog, source, "scale.cu", 0, NULL, NULL), NVRTC_SUCCESS);
    const char *options[] = {"--gpu-architecture=compute_90"};
    assert_int_equal(nvrtcCompileProgram(prog, 1, options), NVRTC_SUCCESS);
    size_t bytes = 0;
    char ptx[512];
    assert_int_equal(nvrtcGetPTXSize(prog, &bytes), NVRTC_SUCCESS);
    assert_true(bytes > 0 && bytes <= sizeof ptx);
    assert_int_equal(nvrtcGetPTX(prog, ptx), NVRTC_SUCCESS);
    assert_non_null(strstr(ptx, ".target sm_90"));
    assert_int_equal(nvrtcDestroyProgram(&prog), NVRTC_SUCCESS);
    assert_null(prog);
    CUmodule module;
    CUfunction f;
    assert_int_equal(cuModuleLoadData(&module, ptx), CUDA_SUCCESS);
    assert_int_equal(cuModuleGetFunction(&f, module, "scale"), CUDA_SUCCESS);
    float host[5] = {1, 2, 3, 4, 5}, a = 3;
    CUdeviceptr x = (CUdeviceptr)(uintptr_t)device_copy(host, sizeof host);
    int n = 5;
    void *args[] = {&x, &a, &n};
    assert_int_equal(cuLaunchKernel(f, 2, 1, 1, 4, 1, 1, 0, stream_, args, NULL), CUDA_SUCCESS);
    read_back(host, (void *)(uintptr_t)x, sizeof host);
    for (int i = 0; i < 5; i++)
        assert_true(host[i] == 3.0f * (float)(i + 1));
    const char *bad[] = {"-arch=turing"};
    assert_int_equal(nvrtcCreateProgram(&prog, source, NULL, 0, NULL, NULL), NVRTC_SUCCESS);
    assert_int_equal(nvrtcCompileProgram(prog, 1, bad), NVRTC_ERROR_INVALID_OPTION);
    assert_string_equal(nvrtcGetErrorString(NVRTC_ERROR_INVALID_OPTION), "NVRTC_ERROR_INVALID_OPTION");
    nvrtcDestroyProgram(&prog);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fft_c2c_1d_runs_on_its_stream), cmocka_unit_test(fft_r2c_and_c2r_round_trip),
        cmocka_unit_test(fft_2d_c2c),                    cmocka_unit_test(sparse_spmv_and_spmm),
        cmocka_unit_test(solver_lu_and_cholesky),        cmocka_unit_test(lt_matmul_float_and_half),
        cmocka_unit_test(nvrtc_ptx_runs_the_registered_kernel),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
