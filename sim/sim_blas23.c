/* SPDX-License-Identifier: MIT */
/* Simulated cuBLAS levels 2 and 3, in S, D, C and Z and their int and _64 forms: gemv, ger
 * (geru, gerc), gemm and its batched and strided-batched forms, geam; and GemmEx with its batched
 * forms in the common data types (real and complex float and double, half, bfloat16), computed
 * in double whatever the compute type. */
#include "sim_blas.h"

/* C = alpha op(A) op(B) + beta C, one matrix or a batch: each operand from an array of
 * pointers (read when the work runs: it is device memory) or from a base and a stride. */
struct gemm_work {
    enum blas_type ta_type, tb_type, tc_type;
    cublasOperation_t ta, tb;
    int64_t m, n, k, lda, ldb, ldc, batch;
    long long stride_a, stride_b, stride_c;
    struct blas_scalar alpha, beta;
    const void *a, *b;
    void *c;
    bool arrays; /* a, b and c are arrays of batch pointers */
};

static const void *operand(const void *base, bool arrays, long long stride, enum blas_type t, int64_t i)
{
    return arrays ? ((const void *const *)base)[i] : (const char *)base + stride * i * (long long)blas_size(t);
}

static void run_gemm(void *data)
{
    const struct gemm_work *g = data;
    double complex alpha = blas_value(&g->alpha), beta = blas_value(&g->beta);
    for (int64_t batch = 0; batch < g->batch; batch++) {
        const void *a = operand(g->a, g->arrays, g->stride_a, g->ta_type, batch);
        const void *b = operand(g->b, g->arrays, g->stride_b, g->tb_type, batch);
        void *c = (void *)operand(g->c, g->arrays, g->stride_c, g->tc_type, batch);
        for (int64_t col = 0; col < g->n; col++)
            for (int64_t row = 0; row < g->m; row++) {
                double complex sum = 0;
                for (int64_t i = 0; i < g->k; i++)
                    sum += blas_element(a, g->ta_type, g->lda, row, i, g->ta) *
                           blas_element(b, g->tb_type, g->ldb, i, col, g->tb);
                int64_t at = col * g->ldc + row;
                blas_store(c, g->tc_type, at, alpha * sum + (beta == 0 ? 0 : beta * blas_load(c, g->tc_type, at)));
            }
    }
}

static bool op_ok(cublasOperation_t op)
{
    return op == CUBLAS_OP_N || op == CUBLAS_OP_T || op == CUBLAS_OP_C;
}

static int64_t at_least_one(int64_t v)
{
    return v > 1 ? v : 1;
}

static cublasStatus_t gemm(cublasHandle_t h, struct gemm_work *g, const void *alpha, const void *beta,
                           enum blas_type scalar_type)
{
    if (h == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    int64_t a_rows = g->ta == CUBLAS_OP_N ? g->m : g->k, a_cols = g->ta == CUBLAS_OP_N ? g->k : g->m;
    int64_t b_rows = g->tb == CUBLAS_OP_N ? g->k : g->n, b_cols = g->tb == CUBLAS_OP_N ? g->n : g->k;
    if (!op_ok(g->ta) || !op_ok(g->tb) || g->m < 0 || g->n < 0 || g->k < 0 || g->batch < 0 ||
        g->lda < at_least_one(a_rows) || g->ldb < at_least_one(b_rows) || g->ldc < at_least_one(g->m) ||
        !blas_capture(h, alpha, scalar_type, &g->alpha) || !blas_capture(h, beta, scalar_type, &g->beta))
        return CUBLAS_STATUS_INVALID_VALUE;
    if (g->m == 0 || g->n == 0 || g->batch == 0)
        return CUBLAS_STATUS_SUCCESS;
    if (g->arrays) {
        size_t bytes = (size_t)g->batch * sizeof(void *);
        if (!sim_device_range_ok(g->a, bytes) || !sim_device_range_ok(g->b, bytes) || !sim_device_range_ok(g->c, bytes))
            return CUBLAS_STATUS_EXECUTION_FAILED;
    }
    for (int64_t i = 0; i < g->batch; i++)
        if (!blas_matrix_ok(operand(g->a, g->arrays, g->stride_a, g->ta_type, i), a_rows, a_cols, g->lda, g->ta_type) ||
            !blas_matrix_ok(operand(g->b, g->arrays, g->stride_b, g->tb_type, i), b_rows, b_cols, g->ldb, g->tb_type) ||
            !blas_matrix_ok(operand(g->c, g->arrays, g->stride_c, g->tc_type, i), g->m, g->n, g->ldc, g->tc_type))
            return CUBLAS_STATUS_EXECUTION_FAILED; /* the real kernel would fault on the device */
    return blas_submit(h, run_gemm, g, sizeof *g);
}

#define GEMM_WORK(T, ARRAYS, BATCH)                                                                                     \
    (struct gemm_work)                                                                                                  \
    {                                                                                                                   \
        .ta_type = T, .tb_type = T, .tc_type = T, .ta = transa, .tb = transb, .m = m, .n = n, .k = k, .lda = lda,       \
        .ldb = ldb, .ldc = ldc, .batch = BATCH, .arrays = ARRAYS                                                        \
    }

#define GEMMS(T, E, TE, SUFFIX, INT)                                                                                    \
    cublasStatus_t cublas##T##gemm##SUFFIX(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,       \
                                           INT m, INT n, INT k, const E *alpha, const E *A, INT lda, const E *B,       \
                                           INT ldb, const E *beta, E *C, INT ldc)                                      \
    {                                                                                                                   \
        struct gemm_work g = GEMM_WORK(TE, false, 1);                                                                   \
        g.a = A, g.b = B, g.c = C;                                                                                      \
        return gemm(h, &g, alpha, beta, TE);                                                                            \
    }                                                                                                                   \
    cublasStatus_t cublas##T##gemmBatched##SUFFIX(cublasHandle_t h, cublasOperation_t transa,                           \
                                                  cublasOperation_t transb, INT m, INT n, INT k, const E *alpha,        \
                                                  const E *const Aarray[], INT lda, const E *const Barray[], INT ldb,   \
                                                  const E *beta, E *const Carray[], INT ldc, INT batchCount)            \
    {                                                                                                                   \
        struct gemm_work g = GEMM_WORK(TE, true, batchCount);                                                           \
        g.a = Aarray, g.b = Barray, g.c = (void *)Carray;                                                               \
        return gemm(h, &g, alpha, beta, TE);                                                                            \
    }                                                                                                                   \
    cublasStatus_t cublas##T##gemmStridedBatched##SUFFIX(                                                               \
        cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, INT m, INT n, INT k, const E *alpha,      \
        const E *A, INT lda, long long int strideA, const E *B, INT ldb, long long int strideB, const E *beta, E *C,    \
        INT ldc, long long int strideC, INT batchCount)                                                                 \
    {                                                                                                                   \
        struct gemm_work g = GEMM_WORK(TE, false, batchCount);                                                          \
        g.a = A, g.b = B, g.c = C, g.stride_a = strideA, g.stride_b = strideB, g.stride_c = strideC;                    \
        return gemm(h, &g, alpha, beta, TE);                                                                            \
    }

/* The Ex forms: element types from cudaDataType, scalars in the compute type's precision (of
 * the complex kind when C is complex). */
static cublasStatus_t gemm_ex(cublasHandle_t h, struct gemm_work *g, cudaDataType at, cudaDataType bt, cudaDataType ct,
                              cublasComputeType_t compute, const void *alpha, const void *beta)
{
    if (!blas_type_of(at, &g->ta_type) || !blas_type_of(bt, &g->tb_type) || !blas_type_of(ct, &g->tc_type))
        return CUBLAS_STATUS_NOT_SUPPORTED;
    enum blas_type scalar;
    switch (compute) {
    case CUBLAS_COMPUTE_16F:
    case CUBLAS_COMPUTE_16F_PEDANTIC: scalar = BLAS_H; break;
    case CUBLAS_COMPUTE_32F:
    case CUBLAS_COMPUTE_32F_PEDANTIC:
    case CUBLAS_COMPUTE_32F_FAST_16F:
    case CUBLAS_COMPUTE_32F_FAST_16BF:
    case CUBLAS_COMPUTE_32F_FAST_TF32: scalar = blas_is_complex(g->tc_type) ? BLAS_C : BLAS_S; break;
    case CUBLAS_COMPUTE_64F:
    case CUBLAS_COMPUTE_64F_PEDANTIC: scalar = blas_is_complex(g->tc_type) ? BLAS_Z : BLAS_D; break;
    default: return CUBLAS_STATUS_NOT_SUPPORTED;
    }
    return gemm(h, g, alpha, beta, scalar);
}

#define GEMM_EX(SUFFIX, INT)                                                                                            \
    cublasStatus_t cublasGemmEx##SUFFIX(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, INT m,    \
                                        INT n, INT k, const void *alpha, const void *A, cudaDataType Atype, INT lda,    \
                                        const void *B, cudaDataType Btype, INT ldb, const void *beta, void *C,          \
                                        cudaDataType Ctype, INT ldc, cublasComputeType_t computeType,                  \
                                        cublasGemmAlgo_t algo)                                                          \
    {                                                                                                                   \
        (void)algo; /* which kernel, not what it computes */                                                           \
        struct gemm_work g = GEMM_WORK(BLAS_S, false, 1);                                                               \
        g.a = A, g.b = B, g.c = C;                                                                                      \
        return gemm_ex(h, &g, Atype, Btype, Ctype, computeType, alpha, beta);                                           \
    }                                                                                                                   \
    cublasStatus_t cublasGemmBatchedEx##SUFFIX(                                                                         \
        cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, INT m, INT n, INT k, const void *alpha,   \
        const void *const Aarray[], cudaDataType Atype, INT lda, const void *const Barray[], cudaDataType Btype,        \
        INT ldb, const void *beta, void *const Carray[], cudaDataType Ctype, INT ldc, INT batchCount,                   \
        cublasComputeType_t computeType, cublasGemmAlgo_t algo)                                                         \
    {                                                                                                                   \
        (void)algo;                                                                                                     \
        struct gemm_work g = GEMM_WORK(BLAS_S, true, batchCount);                                                       \
        g.a = Aarray, g.b = Barray, g.c = (void *)Carray;                                                               \
        return gemm_ex(h, &g, Atype, Btype, Ctype, computeType, alpha, beta);                                           \
    }                                                                                                                   \
    cublasStatus_t cublasGemmStridedBatchedEx##SUFFIX(                                                                  \
        cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, INT m, INT n, INT k, const void *alpha,   \
        const void *A, cudaDataType Atype, INT lda, long long int strideA, const void *B, cudaDataType Btype, INT ldb,  \
        long long int strideB, const void *beta, void *C, cudaDataType Ctype, INT ldc, long long int strideC,          \
        INT batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo)                                         \
    {                                                                                                                   \
        (void)algo;                                                                                                     \
        struct gemm_work g = GEMM_WORK(BLAS_S, false, batchCount);                                                      \
        g.a = A, g.b = B, g.c = C, g.stride_a = strideA, g.stride_b = strideB, g.stride_c = strideC;                    \
        return gemm_ex(h, &g, Atype, Btype, Ctype, computeType, alpha, beta);                                           \
    }

/* C = alpha op(A) + beta op(B), m x n. */
struct geam_work {
    enum blas_type type;
    cublasOperation_t ta, tb;
    int64_t m, n, lda, ldb, ldc;
    struct blas_scalar alpha, beta;
    const void *a, *b;
    void *c;
};

static void run_geam(void *data)
{
    const struct geam_work *g = data;
    double complex alpha = blas_value(&g->alpha), beta = blas_value(&g->beta);
    for (int64_t col = 0; col < g->n; col++)
        for (int64_t row = 0; row < g->m; row++) {
            double complex a = alpha == 0 ? 0 : alpha * blas_element(g->a, g->type, g->lda, row, col, g->ta);
            double complex b = beta == 0 ? 0 : beta * blas_element(g->b, g->type, g->ldb, row, col, g->tb);
            blas_store(g->c, g->type, col * g->ldc + row, a + b);
        }
}

static cublasStatus_t geam(cublasHandle_t h, struct geam_work *g, const void *alpha, const void *beta)
{
    if (h == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    int64_t a_rows = g->ta == CUBLAS_OP_N ? g->m : g->n, b_rows = g->tb == CUBLAS_OP_N ? g->m : g->n;
    if (!op_ok(g->ta) || !op_ok(g->tb) || g->m < 0 || g->n < 0 || g->lda < at_least_one(a_rows) ||
        g->ldb < at_least_one(b_rows) || g->ldc < at_least_one(g->m) || !blas_capture(h, alpha, g->type, &g->alpha) ||
        !blas_capture(h, beta, g->type, &g->beta))
        return CUBLAS_STATUS_INVALID_VALUE;
    if (!blas_matrix_ok(g->a, a_rows, g->ta == CUBLAS_OP_N ? g->n : g->m, g->lda, g->type) ||
        !blas_matrix_ok(g->b, b_rows, g->tb == CUBLAS_OP_N ? g->n : g->m, g->ldb, g->type) ||
        !blas_matrix_ok(g->c, g->m, g->n, g->ldc, g->type))
        return CUBLAS_STATUS_EXECUTION_FAILED;
    return blas_submit(h, run_geam, g, sizeof *g);
}

#define GEAM(T, E, TE, SUFFIX, INT)                                                                                     \
    cublasStatus_t cublas##T##geam##SUFFIX(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,       \
                                           INT m, INT n, const E *alpha, const E *A, INT lda, const E *beta,           \
                                           const E *B, INT ldb, E *C, INT ldc)                                         \
    {                                                                                                                   \
        struct geam_work g = {TE, transa, transb, m, n, lda, ldb, ldc, .a = A, .b = B, .c = C};                         \
        return geam(h, &g, alpha, beta);                                                                                \
    }

/* y = alpha op(A) x + beta y; and A += alpha x y^T (ger, geru) or x y^H (gerc). */
struct level2_work {
    enum blas_type type;
    bool ger, conjugate_y;
    cublasOperation_t trans;
    int64_t m, n, lda, incx, incy;
    struct blas_scalar alpha, beta;
    const void *x, *y_in;
    void *a, *y;
};

static void run_level2(void *data)
{
    const struct level2_work *w = data;
    double complex alpha = blas_value(&w->alpha);
    if (w->ger) {
        for (int64_t col = 0; col < w->n; col++) {
            double complex y = blas_load(w->y_in, w->type, blas_at(col, w->n, w->incy));
            y = w->conjugate_y ? conj(y) : y;
            for (int64_t row = 0; row < w->m; row++) {
                int64_t at = col * w->lda + row;
                double complex x = blas_load(w->x, w->type, blas_at(row, w->m, w->incx));
                blas_store(w->a, w->type, at, blas_load(w->a, w->type, at) + alpha * x * y);
            }
        }
        return;
    }
    double complex beta = blas_value(&w->beta);
    int64_t rows = w->trans == CUBLAS_OP_N ? w->m : w->n, inner = w->trans == CUBLAS_OP_N ? w->n : w->m;
    for (int64_t i = 0; i < rows; i++) {
        double complex sum = 0;
        for (int64_t j = 0; j < inner; j++)
            sum += blas_element(w->a, w->type, w->lda, i, j, w->trans) * blas_load(w->x, w->type, blas_at(j, inner, w->incx));
        int64_t at = blas_at(i, rows, w->incy);
        blas_store(w->y, w->type, at, alpha * sum + (beta == 0 ? 0 : beta * blas_load(w->y, w->type, at)));
    }
}

static cublasStatus_t level2(cublasHandle_t h, struct level2_work *w, const void *alpha, const void *beta)
{
    if (h == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!op_ok(w->trans) || w->m < 0 || w->n < 0 || w->incx == 0 || w->incy == 0 || w->lda < at_least_one(w->m) ||
        !blas_capture(h, alpha, w->type, &w->alpha) || (!w->ger && !blas_capture(h, beta, w->type, &w->beta)))
        return CUBLAS_STATUS_INVALID_VALUE;
    if (w->m == 0 || w->n == 0)
        return CUBLAS_STATUS_SUCCESS;
    int64_t x_len = w->ger || w->trans == CUBLAS_OP_N ? (w->ger ? w->m : w->n) : w->m;
    int64_t y_len = w->ger ? w->n : w->trans == CUBLAS_OP_N ? w->m : w->n;
    if (!blas_matrix_ok(w->a, w->m, w->n, w->lda, w->type) || !blas_vector_ok(w->x, x_len, w->incx, w->type) ||
        !blas_vector_ok(w->ger ? w->y_in : w->y, y_len, w->incy, w->type))
        return CUBLAS_STATUS_EXECUTION_FAILED;
    return blas_submit(h, run_level2, w, sizeof *w);
}

#define GEMV(T, E, TE, SUFFIX, INT)                                                                                     \
    cublasStatus_t cublas##T##gemv##SUFFIX(cublasHandle_t h, cublasOperation_t trans, INT m, INT n, const E *alpha,    \
                                           const E *A, INT lda, const E *x, INT incx, const E *beta, E *y, INT incy)   \
    {                                                                                                                   \
        struct level2_work w = {TE, false, false, trans, m, n, lda, incx, incy, .a = (void *)A, .x = x, .y = y};        \
        return level2(h, &w, alpha, beta);                                                                              \
    }

#define GER(NAME, CONJUGATE, E, TE, SUFFIX, INT)                                                                        \
    cublasStatus_t cublas##NAME##SUFFIX(cublasHandle_t h, INT m, INT n, const E *alpha, const E *x, INT incx,           \
                                        const E *y, INT incy, E *A, INT lda)                                            \
    {                                                                                                                   \
        struct level2_work w = {TE, true, CONJUGATE, CUBLAS_OP_N, m, n, lda, incx, incy, .a = A, .x = x, .y_in = y};     \
        return level2(h, &w, alpha, NULL);                                                                              \
    }

#define ALL_FORMS(SUFFIX, INT)                                                                                          \
    GEMMS(S, float, BLAS_S, SUFFIX, INT)                                                                                \
    GEMMS(D, double, BLAS_D, SUFFIX, INT)                                                                               \
    GEMMS(C, cuComplex, BLAS_C, SUFFIX, INT)                                                                            \
    GEMMS(Z, cuDoubleComplex, BLAS_Z, SUFFIX, INT)                                                                      \
    GEAM(S, float, BLAS_S, SUFFIX, INT)                                                                                 \
    GEAM(D, double, BLAS_D, SUFFIX, INT)                                                                                \
    GEAM(C, cuComplex, BLAS_C, SUFFIX, INT)                                                                             \
    GEAM(Z, cuDoubleComplex, BLAS_Z, SUFFIX, INT)                                                                       \
    GEMV(S, float, BLAS_S, SUFFIX, INT)                                                                                 \
    GEMV(D, double, BLAS_D, SUFFIX, INT)                                                                                \
    GEMV(C, cuComplex, BLAS_C, SUFFIX, INT)                                                                             \
    GEMV(Z, cuDoubleComplex, BLAS_Z, SUFFIX, INT)                                                                       \
    GER(Sger, false, float, BLAS_S, SUFFIX, INT)                                                                        \
    GER(Dger, false, double, BLAS_D, SUFFIX, INT)                                                                       \
    GER(Cgeru, false, cuComplex, BLAS_C, SUFFIX, INT)                                                                   \
    GER(Cgerc, true, cuComplex, BLAS_C, SUFFIX, INT)                                                                    \
    GER(Zgeru, false, cuDoubleComplex, BLAS_Z, SUFFIX, INT)                                                             \
    GER(Zgerc, true, cuDoubleComplex, BLAS_Z, SUFFIX, INT)                                                              \
    GEMM_EX(SUFFIX, INT)

ALL_FORMS(, int)
ALL_FORMS(_64, int64_t)
