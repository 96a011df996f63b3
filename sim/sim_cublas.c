/* Simulated cuBLAS: a handle lives in the context current when it was made (the primary
 * context of device 0 when there is none, as measured), and its work goes on its stream,
 * whatever context is current later: the real library does not check either (measured). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include <cublas_v2.h>

#include "sim.h"

struct cublasContext {
    CUcontext ctx;
    CUstream stream;
    cublasPointerMode_t pointer_mode;
};

cublasStatus_t cublasCreate(cublasHandle_t *out)
{
    if (out == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    CUcontext ctx = sim_library_context();
    if (ctx == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    cublasHandle_t h = calloc(1, sizeof *h);
    if (h == NULL)
        return CUBLAS_STATUS_ALLOC_FAILED;
    *h = (struct cublasContext){ctx, NULL, CUBLAS_POINTER_MODE_HOST};
    *out = h;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasDestroy(cublasHandle_t handle)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (sim_stream_usable(handle->stream) && !sim_is_legacy_stream(handle->stream))
        cuStreamSynchronize(handle->stream);
    free(handle);
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetStream(cublasHandle_t handle, cudaStream_t stream)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    handle->stream = (CUstream)stream;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetStream(cublasHandle_t handle, cudaStream_t *stream)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (stream == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    *stream = (cudaStream_t)handle->stream;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetPointerMode(cublasHandle_t handle, cublasPointerMode_t mode)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (mode != CUBLAS_POINTER_MODE_HOST && mode != CUBLAS_POINTER_MODE_DEVICE)
        return CUBLAS_STATUS_INVALID_VALUE;
    handle->pointer_mode = mode;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetPointerMode(cublasHandle_t handle, cublasPointerMode_t *mode)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (mode == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    *mode = handle->pointer_mode;
    return CUBLAS_STATUS_SUCCESS;
}

/* A scalar is read when the work runs: by value in host pointer mode, through the pointer in
 * device pointer mode (device memory is host memory here). */
struct scalar {
    double value;
    const void *device;
};

static bool capture(const cublasHandle_t h, const void *ptr, bool is_double, struct scalar *out)
{
    if (ptr == NULL)
        return false;
    if (h->pointer_mode == CUBLAS_POINTER_MODE_DEVICE) {
        out->device = ptr;
        return sim_device_range_ok(ptr, is_double ? sizeof(double) : sizeof(float));
    }
    out->value = is_double ? *(const double *)ptr : *(const float *)ptr;
    return true;
}

static double scalar_value(const struct scalar *s, bool is_double)
{
    if (s->device == NULL)
        return s->value;
    return is_double ? *(const double *)s->device : *(const float *)s->device;
}

static bool vector_ok(const void *p, int n, int inc, size_t element)
{
    if (n <= 0)
        return true;
    size_t span = ((size_t)(n - 1) * (size_t)(inc < 0 ? -inc : inc) + 1) * element;
    return sim_device_range_ok(p, span);
}

struct axpy {
    int n, incx, incy;
    struct scalar alpha;
    const float *x;
    float *y;
};

static void run_saxpy(void *data)
{
    struct axpy *a = data;
    float alpha = (float)scalar_value(&a->alpha, false);
    for (int i = 0; i < a->n; i++)
        a->y[(size_t)i * (size_t)a->incy] += alpha * a->x[(size_t)i * (size_t)a->incx];
}

static cublasStatus_t submit(cublasHandle_t h, sim_work_fn run, const void *data, size_t size)
{
    CUresult rc = sim_submit(h->ctx, h->stream, run, data, size);
    if (rc == CUDA_ERROR_OUT_OF_MEMORY)
        return CUBLAS_STATUS_ALLOC_FAILED;
    return rc == CUDA_SUCCESS ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_EXECUTION_FAILED;
}

cublasStatus_t cublasSaxpy(cublasHandle_t handle, int n, const float *alpha, const float *x, int incx, float *y, int incy)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    struct axpy a = {.n = n, .incx = incx, .incy = incy, .x = x, .y = y};
    if (n < 0 || incx <= 0 || incy <= 0 || !capture(handle, alpha, false, &a.alpha))
        return CUBLAS_STATUS_INVALID_VALUE;
    if (!vector_ok(x, n, incx, sizeof *x) || !vector_ok(y, n, incy, sizeof *y))
        return CUBLAS_STATUS_EXECUTION_FAILED; /* the real kernel would fault on the device */
    return submit(handle, run_saxpy, &a, sizeof a);
}

/* C = alpha * op(A) op(B) + beta * C, column-major, for float and double alike. */
struct gemm {
    bool is_double;
    cublasOperation_t ta, tb;
    int m, n, k, lda, ldb, ldc;
    struct scalar alpha, beta;
    const void *a, *b;
    void *c;
};

static double element(const void *base, bool is_double, int ld, int row, int col, cublasOperation_t op)
{
    size_t at = op == CUBLAS_OP_N ? (size_t)col * (size_t)ld + (size_t)row : (size_t)row * (size_t)ld + (size_t)col;
    return is_double ? ((const double *)base)[at] : ((const float *)base)[at];
}

static void run_gemm(void *data)
{
    struct gemm *g = data;
    double alpha = scalar_value(&g->alpha, g->is_double), beta = scalar_value(&g->beta, g->is_double);
    for (int col = 0; col < g->n; col++) {
        for (int row = 0; row < g->m; row++) {
            double sum = 0;
            for (int i = 0; i < g->k; i++)
                sum += element(g->a, g->is_double, g->lda, row, i, g->ta) * element(g->b, g->is_double, g->ldb, i, col, g->tb);
            size_t at = (size_t)col * (size_t)g->ldc + (size_t)row;
            if (g->is_double) {
                double *c = g->c;
                c[at] = alpha * sum + (beta == 0 ? 0 : beta * c[at]);
            } else {
                float *c = g->c;
                c[at] = (float)(alpha * sum + (beta == 0 ? 0 : beta * c[at]));
            }
        }
    }
}

static bool matrix_ok(const void *p, int rows, int cols, int ld, size_t element_size)
{
    if (rows == 0 || cols == 0)
        return true;
    return ld >= rows && sim_device_range_ok(p, ((size_t)(cols - 1) * (size_t)ld + (size_t)rows) * element_size);
}

static cublasStatus_t gemm(cublasHandle_t handle, struct gemm *g, const void *alpha, const void *beta)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    bool ops_ok = (g->ta == CUBLAS_OP_N || g->ta == CUBLAS_OP_T) && (g->tb == CUBLAS_OP_N || g->tb == CUBLAS_OP_T);
    if (!ops_ok || g->m < 0 || g->n < 0 || g->k < 0 || !capture(handle, alpha, g->is_double, &g->alpha) ||
        !capture(handle, beta, g->is_double, &g->beta))
        return CUBLAS_STATUS_INVALID_VALUE;
    size_t size = g->is_double ? sizeof(double) : sizeof(float);
    int a_rows = g->ta == CUBLAS_OP_N ? g->m : g->k, a_cols = g->ta == CUBLAS_OP_N ? g->k : g->m;
    int b_rows = g->tb == CUBLAS_OP_N ? g->k : g->n, b_cols = g->tb == CUBLAS_OP_N ? g->n : g->k;
    if (g->lda < (a_rows > 1 ? a_rows : 1) || g->ldb < (b_rows > 1 ? b_rows : 1) || g->ldc < (g->m > 1 ? g->m : 1))
        return CUBLAS_STATUS_INVALID_VALUE;
    if (!matrix_ok(g->a, a_rows, a_cols, g->lda, size) || !matrix_ok(g->b, b_rows, b_cols, g->ldb, size) ||
        !matrix_ok(g->c, g->m, g->n, g->ldc, size))
        return CUBLAS_STATUS_EXECUTION_FAILED;
    return submit(handle, run_gemm, g, sizeof *g);
}

cublasStatus_t cublasSgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
                           const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C,
                           int ldc)
{
    struct gemm g = {.is_double = false, .ta = transa, .tb = transb, .m = m, .n = n, .k = k,
                     .lda = lda, .ldb = ldb, .ldc = ldc, .a = A, .b = B, .c = C};
    return gemm(handle, &g, alpha, beta);
}

cublasStatus_t cublasDgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
                           const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta,
                           double *C, int ldc)
{
    struct gemm g = {.is_double = true, .ta = transa, .tb = transb, .m = m, .n = n, .k = k,
                     .lda = lda, .ldb = ldb, .ldc = ldc, .a = A, .b = B, .c = C};
    return gemm(handle, &g, alpha, beta);
}

/* y = alpha op(A) x + beta y, column-major. */
struct gemv {
    bool is_double;
    cublasOperation_t trans;
    int m, n, lda, incx, incy;
    struct scalar alpha, beta;
    const void *a, *x;
    void *y;
};

static double load(const void *base, bool is_double, size_t at)
{
    return is_double ? ((const double *)base)[at] : ((const float *)base)[at];
}

static void store(void *base, bool is_double, size_t at, double value)
{
    if (is_double)
        ((double *)base)[at] = value;
    else
        ((float *)base)[at] = (float)value;
}

static void run_gemv(void *data)
{
    struct gemv *g = data;
    double alpha = scalar_value(&g->alpha, g->is_double), beta = scalar_value(&g->beta, g->is_double);
    int rows = g->trans == CUBLAS_OP_N ? g->m : g->n, inner = g->trans == CUBLAS_OP_N ? g->n : g->m;
    for (int i = 0; i < rows; i++) {
        double sum = 0;
        for (int j = 0; j < inner; j++)
            sum += element(g->a, g->is_double, g->lda, i, j, g->trans) * load(g->x, g->is_double, (size_t)j * (size_t)g->incx);
        size_t at = (size_t)i * (size_t)g->incy;
        store(g->y, g->is_double, at, alpha * sum + (beta == 0 ? 0 : beta * load(g->y, g->is_double, at)));
    }
}

static cublasStatus_t gemv(cublasHandle_t handle, struct gemv *g, const void *alpha, const void *beta)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if ((g->trans != CUBLAS_OP_N && g->trans != CUBLAS_OP_T) || g->m < 0 || g->n < 0 || g->incx <= 0 || g->incy <= 0 ||
        g->lda < (g->m > 1 ? g->m : 1) || !capture(handle, alpha, g->is_double, &g->alpha) ||
        !capture(handle, beta, g->is_double, &g->beta))
        return CUBLAS_STATUS_INVALID_VALUE;
    size_t size = g->is_double ? sizeof(double) : sizeof(float);
    int x_len = g->trans == CUBLAS_OP_N ? g->n : g->m, y_len = g->trans == CUBLAS_OP_N ? g->m : g->n;
    if (!matrix_ok(g->a, g->m, g->n, g->lda, size) || !vector_ok(g->x, x_len, g->incx, size) ||
        !vector_ok(g->y, y_len, g->incy, size))
        return CUBLAS_STATUS_EXECUTION_FAILED;
    return submit(handle, run_gemv, g, sizeof *g);
}

cublasStatus_t cublasSgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha, const float *A,
                           int lda, const float *x, int incx, const float *beta, float *y, int incy)
{
    struct gemv g = {.trans = trans, .m = m, .n = n, .lda = lda, .incx = incx, .incy = incy, .a = A, .x = x, .y = y};
    return gemv(handle, &g, alpha, beta);
}

cublasStatus_t cublasDgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha,
                           const double *A, int lda, const double *x, int incx, const double *beta, double *y, int incy)
{
    struct gemv g = {.is_double = true, .trans = trans, .m = m, .n = n, .lda = lda, .incx = incx, .incy = incy,
                     .a = A, .x = x, .y = y};
    return gemv(handle, &g, alpha, beta);
}

/* Reductions: result = x . y, or ||x|| when y is NULL. */
struct reduce {
    bool is_double;
    int n, incx, incy;
    const void *x, *y;
    void *result;
};

static void run_reduce(void *data)
{
    struct reduce *r = data;
    double sum = 0;
    for (int i = 0; i < r->n; i++) {
        double xi = load(r->x, r->is_double, (size_t)i * (size_t)r->incx);
        sum += xi * (r->y ? load(r->y, r->is_double, (size_t)i * (size_t)r->incy) : xi);
    }
    store(r->result, r->is_double, 0, r->y ? sum : sqrt(sum));
}

static cublasStatus_t reduce(cublasHandle_t handle, struct reduce *r)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    size_t size = r->is_double ? sizeof(double) : sizeof(float);
    if (r->result == NULL || r->incx <= 0 || (r->y && r->incy <= 0))
        return CUBLAS_STATUS_INVALID_VALUE;
    bool device_result = handle->pointer_mode == CUBLAS_POINTER_MODE_DEVICE;
    if (!vector_ok(r->x, r->n, r->incx, size) || (r->y && !vector_ok(r->y, r->n, r->incy, size)) ||
        (device_result && !sim_device_range_ok(r->result, size)))
        return CUBLAS_STATUS_EXECUTION_FAILED;
    cublasStatus_t status = submit(handle, run_reduce, r, sizeof *r);
    /* A host result is there when the call returns: cuBLAS waits for it. */
    if (status == CUBLAS_STATUS_SUCCESS && !device_result && !sim_is_legacy_stream(handle->stream))
        cuStreamSynchronize(handle->stream);
    return status;
}

cublasStatus_t cublasSdot(cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy, float *result)
{
    struct reduce r = {false, n, incx, incy, x, y, result};
    return reduce(handle, &r);
}

cublasStatus_t cublasDdot(cublasHandle_t handle, int n, const double *x, int incx, const double *y, int incy,
                          double *result)
{
    struct reduce r = {true, n, incx, incy, x, y, result};
    return reduce(handle, &r);
}

cublasStatus_t cublasSnrm2(cublasHandle_t handle, int n, const float *x, int incx, float *result)
{
    struct reduce r = {false, n, incx, 1, x, NULL, result};
    return reduce(handle, &r);
}

cublasStatus_t cublasDnrm2(cublasHandle_t handle, int n, const double *x, int incx, double *result)
{
    struct reduce r = {true, n, incx, 1, x, NULL, result};
    return reduce(handle, &r);
}
