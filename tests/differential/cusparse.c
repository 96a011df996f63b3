/* SPDX-License-Identifier: MIT */
/* The toolkit corpus's cuSPARSE calls: the generic API's CSR products, SpMV (A, A^T) and SpMM
 * (column- and row-major, op(B) N and T), in float and double, 32- and 64-bit indices, zero-
 * and one-based, both pointer modes, and descriptors the library refuses. Small integers: exact. */
#include <stdint.h>

#include "toolkit.h"

/* A = [[1 0 2 0], [0 3 0 0], [4 0 5 6], [0 0 0 7]] in CSR. */
static const int32_t offsets[] = {0, 2, 3, 6, 7}, columns[] = {0, 2, 1, 0, 2, 3, 3};
static const int64_t offsets64[] = {1, 3, 4, 7, 8}, columns64[] = {1, 3, 2, 1, 3, 4, 4}; /* one-based */
static const double values[] = {1, 2, 3, 4, 5, 6, 7}, dense[] = {1, -2, 3, 1, 0, 2, -1, 4};

static CUdeviceptr copy(bound_dev_t *bd, const void *host, size_t bytes)
{
    CUdeviceptr p = 0;
    bd_cuMemAlloc(bd, &p, bytes);
    bd_cuMemcpyHtoD(bd, p, host, bytes);
    return p;
}

static void products(bound_dev_t *bd, cusparseHandle_t h, char element, bool wide)
{
    cudaDataType type = element == 'd' ? CUDA_R_64F : CUDA_R_32F;
    cusparseIndexType_t index = wide ? CUSPARSE_INDEX_64I : CUSPARSE_INDEX_32I;
    CUdeviceptr rows = wide ? copy(bd, offsets64, sizeof offsets64) : copy(bd, offsets, sizeof offsets);
    CUdeviceptr cols = wide ? copy(bd, columns64, sizeof columns64) : copy(bd, columns, sizeof columns);
    CUdeviceptr vals = numbers(bd, values, 7, element), x = numbers(bd, dense, 4, element);
    CUdeviceptr y = numbers(bd, dense + 4, 4, element), b = numbers(bd, dense, 8, element);
    CUdeviceptr c = numbers(bd, dense, 8, element);
    cusparseSpMatDescr_t a;
    cusparseDnVecDescr_t vx, vy;
    cusparseDnMatDescr_t mb, mc;
    CALL(bd_cusparseCreateCsr(bd, &a, 4, 4, 7, (void *)rows, (void *)cols, (void *)vals, index, index,
                              wide ? CUSPARSE_INDEX_BASE_ONE : CUSPARSE_INDEX_BASE_ZERO, type));
    CALL(bd_cusparseCreateDnVec(bd, &vx, 4, (void *)x, type));
    CALL(bd_cusparseCreateDnVec(bd, &vy, 4, (void *)y, type));
    double alpha_d = 2, beta_d = 1;
    float alpha_f = 2, beta_f = 1;
    const void *alpha = element == 'd' ? (void *)&alpha_d : (void *)&alpha_f;
    const void *beta = element == 'd' ? (void *)&beta_d : (void *)&beta_f;
    size_t bytes = 0;
    CALL(bd_cusparseSpMV_bufferSize(bd, h, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, vx, beta, vy, type,
                                    CUSPARSE_SPMV_ALG_DEFAULT, &bytes));
    CUdeviceptr buffer = 0; /* more than these small products ask for (not recorded: the simulation needs none) */
    bd_cuMemAlloc(bd, &buffer, 1 << 20);
    CALLV(bd_cusparseSpMV(bd, h, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, vx, beta, vy, type,
                          CUSPARSE_SPMV_ALG_DEFAULT, (void *)buffer),
          "%s", fixed(bd, y, element, 4));
    CALLV(bd_cusparseSpMV(bd, h, CUSPARSE_OPERATION_TRANSPOSE, alpha, a, vx, beta, vy, type, CUSPARSE_SPMV_CSR_ALG1,
                          (void *)buffer),
          "%s", fixed(bd, y, element, 4));
    CALL(bd_cusparseCreateDnMat(bd, &mb, 4, 2, 4, (void *)b, type, CUSPARSE_ORDER_COL));
    CALL(bd_cusparseCreateDnMat(bd, &mc, 4, 2, 2, (void *)c, type, CUSPARSE_ORDER_ROW));
    CALL(bd_cusparseSpMM_bufferSize(bd, h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha,
                                    a, mb, beta, mc, type, CUSPARSE_SPMM_ALG_DEFAULT, &bytes));
    CALLV(bd_cusparseSpMM(bd, h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, a, mb,
                          beta, mc, type, CUSPARSE_SPMM_ALG_DEFAULT, (void *)buffer),
          "%s", fixed(bd, c, element, 8));
    CALL(bd_cusparseDestroyDnMat(bd, mb));
    CALL(bd_cusparseCreateDnMat(bd, &mb, 2, 4, 2, (void *)b, type, CUSPARSE_ORDER_COL)); /* B^T is 4 x 2 */
    CALLV(bd_cusparseSpMM(bd, h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE, alpha, a, mb, beta,
                          mc, type, CUSPARSE_SPMM_ALG_DEFAULT, (void *)buffer),
          "%s", fixed(bd, c, element, 8));
    bd_cusparseDestroyDnMat(bd, mb);
    bd_cusparseDestroyDnMat(bd, mc);
    bd_cusparseDestroyDnVec(bd, vx);
    bd_cusparseDestroyDnVec(bd, vy);
    bd_cusparseDestroySpMat(bd, a);
    CUdeviceptr buffers[] = {rows, cols, vals, x, y, b, c, buffer};
    for (size_t i = 0; i < sizeof buffers / sizeof *buffers; i++)
        bd_cuMemFree(bd, buffers[i]);
}

void corpus_cusparse(bound_dev_t *bd)
{
    cusparseHandle_t h; /* a handle of its own, on the legacy stream, which the copies back wait for */
    CALL(bd_cusparseCreate(bd, &h));
    products(bd, h, 'f', false);
    products(bd, h, 'd', false);
    products(bd, h, 'd', true);
    /* The scalars in device memory */
    cusparsePointerMode_t mode;
    CALL(bd_cusparseSetPointerMode(bd, h, CUSPARSE_POINTER_MODE_DEVICE));
    CALLV(bd_cusparseGetPointerMode(bd, h, &mode), "%d", mode);
    const double scalars[] = {3, 0};
    CUdeviceptr s = copy(bd, scalars, sizeof scalars), rows = copy(bd, offsets, sizeof offsets);
    CUdeviceptr cols = copy(bd, columns, sizeof columns), vals = numbers(bd, values, 7, 'd');
    CUdeviceptr x = numbers(bd, dense, 4, 'd'), y = numbers(bd, dense, 4, 'd'), buffer = 0;
    bd_cuMemAlloc(bd, &buffer, 1 << 20);
    cusparseSpMatDescr_t a;
    cusparseDnVecDescr_t vx, vy;
    cusparseDnMatDescr_t bad;
    bd_cusparseCreateCsr(bd, &a, 4, 4, 7, (void *)rows, (void *)cols, (void *)vals, CUSPARSE_INDEX_32I,
                         CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F);
    bd_cusparseCreateDnVec(bd, &vx, 4, (void *)x, CUDA_R_64F);
    bd_cusparseCreateDnVec(bd, &vy, 4, (void *)y, CUDA_R_64F);
    CALLV(bd_cusparseSpMV(bd, h, CUSPARSE_OPERATION_NON_TRANSPOSE, (const double *)s, a, vx, (const double *)s + 1, vy,
                          CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, (void *)buffer),
          "%s", fixed(bd, y, 'd', 4));
    CALL(bd_cusparseSetPointerMode(bd, h, CUSPARSE_POINTER_MODE_HOST));
    /* What the library refuses: a leading dimension below the rows */
    CALL(bd_cusparseCreateDnMat(bd, &bad, 4, 2, 3, (void *)x, CUDA_R_64F, CUSPARSE_ORDER_COL));
    bd_cusparseDestroyDnVec(bd, vx);
    bd_cusparseDestroyDnVec(bd, vy);
    bd_cusparseDestroySpMat(bd, a);
    CUdeviceptr buffers[] = {s, rows, cols, vals, x, y, buffer};
    for (size_t i = 0; i < sizeof buffers / sizeof *buffers; i++)
        bd_cuMemFree(bd, buffers[i]);
    CALL(bd_cusparseDestroy(bd, h));
}
