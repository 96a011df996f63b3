/* SPDX-License-Identifier: MIT */
/* The toolkit corpus's cuBLASLt calls: D = alpha op(A) op(B) + beta C in float and in half
 * (float compute and scale), transposes set on the descriptor, the heuristic's algorithm and a
 * NULL one, a strided batch, a row-major layout, device scalars, and shapes that do not fit.
 * Small integers: exact in both types. */
#include <stdint.h>

#include "toolkit.h"

static const float A[] = {1, 2, 0, -1, 3, 1, 2, 0, 1, 1, -2, 2}, B[] = {2, 0, -1, 3, 1, 1, 2, -2, 0, 1, 1, 0};

/* IEEE half of a small integer (|v| <= 2048: exact). */
static uint16_t half_of(float v)
{
    if (v == 0)
        return 0;
    uint16_t sign = v < 0 ? 0x8000 : 0;
    unsigned magnitude = (unsigned)(v < 0 ? -v : v), exponent = 0;
    while (magnitude >> (exponent + 1))
        exponent++;
    return (uint16_t)(sign | (exponent + 15) << 10 | ((magnitude << 10 >> exponent) & 0x3FF));
}

/* Half values back, as floats, to the same text as float ones. */
static const char *halves(bound_dev_t *bd, CUdeviceptr p, int count)
{
    uint16_t h[16];
    float f[16];
    if (bd_cuMemcpyDtoH(bd, h, p, (size_t)count * 2) != CUDA_SUCCESS)
        return "unreadable";
    for (int i = 0; i < count; i++) {
        int exponent = h[i] >> 10 & 0x1F, mantissa = h[i] & 0x3FF;
        float magnitude = exponent == 0 ? (float)mantissa / 16777216.0f
                                        : (float)(mantissa | 0x400) * (float)(1 << exponent) / 33554432.0f;
        f[i] = h[i] & 0x8000 ? -magnitude : magnitude;
    }
    CUdeviceptr copy = 0;
    bd_cuMemAlloc(bd, &copy, sizeof f);
    bd_cuMemcpyHtoD(bd, copy, f, (size_t)count * 4);
    const char *text = fixed(bd, copy, 'f', count);
    bd_cuMemFree(bd, copy);
    return text;
}

static CUdeviceptr upload(bound_dev_t *bd, const float *values, int count, bool half)
{
    uint16_t h[16];
    for (int i = 0; i < count; i++)
        h[i] = half_of(values[i]);
    CUdeviceptr p = 0;
    bd_cuMemAlloc(bd, &p, (size_t)count * 4);
    bd_cuMemcpyHtoD(bd, p, half ? (const void *)h : (const void *)values, (size_t)count * (half ? 2 : 4));
    return p;
}

static const char *result(bound_dev_t *bd, CUdeviceptr d, int count, bool half)
{
    return half ? halves(bd, d, count) : fixed(bd, d, 'f', count);
}

static void products(bound_dev_t *bd, cublasLtHandle_t lt, bool half)
{
    cudaDataType type = half ? CUDA_R_16F : CUDA_R_32F;
    CUdeviceptr a = upload(bd, A, 12, half), b = upload(bd, B, 12, half), c = upload(bd, B, 12, half);
    CUdeviceptr d = upload(bd, A, 12, half);
    cublasLtMatmulDesc_t op;
    cublasLtMatrixLayout_t a32, b23, c32, b32, row, tall;
    CALL(bd_cublasLtMatmulDescCreate(bd, &op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
    CALL(bd_cublasLtMatrixLayoutCreate(bd, &a32, type, 3, 2, 3));
    CALL(bd_cublasLtMatrixLayoutCreate(bd, &b23, type, 2, 3, 2));
    CALL(bd_cublasLtMatrixLayoutCreate(bd, &c32, type, 3, 3, 3));
    const float alpha = 2, beta = 1;
    /* D (3 x 3) = 2 A (3 x 2) B (2 x 3) + C, with the heuristic's algorithm */
    cublasLtMatmulPreference_t pref;
    cublasLtMatmulHeuristicResult_t heuristic;
    int found = 0;
    uint64_t workspace_bytes = 0;
    CALL(bd_cublasLtMatmulPreferenceCreate(bd, &pref));
    CALL(bd_cublasLtMatmulPreferenceSetAttribute(bd, pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace_bytes,
                                                 sizeof workspace_bytes));
    CALLV(bd_cublasLtMatmulAlgoGetHeuristic(bd, lt, op, a32, b23, c32, c32, pref, 1, &heuristic, &found), "%d",
          found > 0);
    CALLV(bd_cublasLtMatmul(bd, lt, op, &alpha, (void *)a, a32, (void *)b, b23, &beta, (void *)c, c32, (void *)d, c32,
                            found > 0 ? &heuristic.algo : NULL, NULL, 0, NULL),
          "%s", result(bd, d, 9, half));
    /* D (2 x 2) = A^T (2 x 3) B^T (3 x 2), a NULL algorithm, beta 0 */
    const int32_t transpose = CUBLAS_OP_T;
    const float zero = 0;
    CALL(bd_cublasLtMatmulDescSetAttribute(bd, op, CUBLASLT_MATMUL_DESC_TRANSA, &transpose, sizeof transpose));
    CALL(bd_cublasLtMatmulDescSetAttribute(bd, op, CUBLASLT_MATMUL_DESC_TRANSB, &transpose, sizeof transpose));
    CALL(bd_cublasLtMatrixLayoutCreate(bd, &b32, type, 2, 2, 2));
    CALLV(bd_cublasLtMatmul(bd, lt, op, &alpha, (void *)a, a32, (void *)b, b23, &zero, (void *)c, b32, (void *)d, b32,
                            NULL, NULL, 0, NULL),
          "%s", result(bd, d, 4, half));
    /* The same product into a row-major D */
    CALL(bd_cublasLtMatrixLayoutCreate(bd, &row, type, 2, 2, 2));
    const int32_t row_major = CUBLASLT_ORDER_ROW;
    CALL(bd_cublasLtMatrixLayoutSetAttribute(bd, row, CUBLASLT_MATRIX_LAYOUT_ORDER, &row_major, sizeof row_major));
    CALLV(bd_cublasLtMatmul(bd, lt, op, &alpha, (void *)a, a32, (void *)b, b23, &zero, (void *)d, row, (void *)d, row,
                            NULL, NULL, 0, NULL),
          "%s", result(bd, d, 4, half));
    /* Shapes that do not fit: op(A) 2 x 3 times a 3 x 3 B^T into 2 x 2 */
    CALL(bd_cublasLtMatrixLayoutCreate(bd, &tall, type, 3, 3, 3));
    CALL(bd_cublasLtMatmul(bd, lt, op, &alpha, (void *)a, a32, (void *)b, tall, &zero, (void *)d, b32, (void *)d, b32,
                           NULL, NULL, 0, NULL));
    /* A strided batch of 2: D_i = A_i^T B_i^T, 2 x 2 each, 6 elements apart */
    const int32_t two = 2;
    const int64_t stride = 6, out_stride = 4;
    cublasLtMatrixLayout_t layouts[] = {a32, b23};
    for (int i = 0; i < 2; i++) {
        bd_cublasLtMatrixLayoutDestroy(bd, layouts[i]);
        CALL(bd_cublasLtMatrixLayoutCreate(bd, &layouts[i], type, i == 0 ? 3 : 2, i == 0 ? 2 : 3, i == 0 ? 3 : 2));
        CALL(bd_cublasLtMatrixLayoutSetAttribute(bd, layouts[i], CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &two, sizeof two));
        CALL(bd_cublasLtMatrixLayoutSetAttribute(bd, layouts[i], CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
                                                 sizeof stride));
    }
    a32 = layouts[0], b23 = layouts[1];
    CALL(bd_cublasLtMatrixLayoutSetAttribute(bd, b32, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &two, sizeof two));
    CALL(bd_cublasLtMatrixLayoutSetAttribute(bd, b32, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &out_stride,
                                             sizeof out_stride));
    CALLV(bd_cublasLtMatmul(bd, lt, op, &alpha, (void *)a, a32, (void *)b, b23, &zero, (void *)d, b32, (void *)d, b32,
                            NULL, NULL, 0, NULL),
          "%s", result(bd, d, 8, half));
    /* The scalars in device memory */
    const int32_t device = CUBLASLT_POINTER_MODE_DEVICE;
    const float scalars[] = {3, 0};
    CUdeviceptr s = upload(bd, scalars, 2, false);
    CALL(bd_cublasLtMatmulDescSetAttribute(bd, op, CUBLASLT_MATMUL_DESC_POINTER_MODE, &device, sizeof device));
    CALLV(bd_cublasLtMatmul(bd, lt, op, (const float *)s, (void *)a, a32, (void *)b, b23, (const float *)s + 1,
                            (void *)d, b32, (void *)d, b32, NULL, NULL, 0, NULL),
          "%s", result(bd, d, 8, half));
    cublasLtMatrixLayout_t all[] = {a32, b23, c32, b32, row, tall};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        bd_cublasLtMatrixLayoutDestroy(bd, all[i]);
    bd_cublasLtMatmulPreferenceDestroy(bd, pref);
    bd_cublasLtMatmulDescDestroy(bd, op);
    CUdeviceptr buffers[] = {a, b, c, d, s};
    for (size_t i = 0; i < sizeof buffers / sizeof *buffers; i++)
        bd_cuMemFree(bd, buffers[i]);
}

void corpus_cublaslt(bound_dev_t *bd)
{
    cublasLtHandle_t lt;
    CALL(bd_cublasLtCreate(bd, &lt));
    products(bd, lt, false);
    products(bd, lt, true);
    CALL(bd_cublasLtDestroy(bd, lt));
}
