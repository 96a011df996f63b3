/* SPDX-License-Identifier: MIT */
/* Simulated cuBLAS: handles, their modes and streams, the helpers that move vectors and matrices,
 * and what the routines (sim_blas1.c, sim_blas23.c) share. A handle lives in the context current
 * when it was made (the primary context of device 0 when there is none, as measured), and its
 * work goes on its stream, whatever context is current later: the real library does not check
 * either (measured). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sim_blas.h"

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
    *h = (struct cublasContext){ctx, NULL, CUBLAS_POINTER_MODE_HOST, CUBLAS_DEFAULT_MATH};
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

cublasStatus_t cublasGetVersion(cublasHandle_t handle, int *version)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (version == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    *version = CUBLAS_VERSION; /* the headers': the simulation is built from them */
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

/* The math mode changes which kernels the real library picks, not what the simulation computes. */
cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    handle->math_mode = mode;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (mode == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    *mode = handle->math_mode;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetWorkspace(cublasHandle_t handle, void *workspace, size_t bytes)
{
    if (handle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (bytes > 0 && !sim_device_range_ok(workspace, bytes))
        return CUBLAS_STATUS_INVALID_VALUE;
    return CUBLAS_STATUS_SUCCESS; /* the simulation needs no workspace */
}

/* The helpers: strided copies between host and device memory, as cudaMemcpy2D. */
struct strided_copy {
    int64_t count, element, src_stride, dst_stride; /* count rows of `element` bytes */
    const char *src;
    char *dst;
};

static void run_strided_copy(void *data)
{
    const struct strided_copy *c = data;
    for (int64_t i = 0; i < c->count; i++)
        memcpy(c->dst + i * c->dst_stride, c->src + i * c->src_stride, (size_t)c->element);
}

/* Copy `count` pieces of `element` bytes from src (stride src_stride) to dst, the side on the
 * device checked; on the stream given, or at once after the legacy stream's work. */
static cublasStatus_t strided_copy(int64_t count, int64_t element, const void *src, int64_t src_stride, void *dst,
                                   int64_t dst_stride, const void *device, int64_t device_span, CUstream stream,
                                   bool async)
{
    if (count < 0 || element <= 0 || src_stride < element || dst_stride < element)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (count == 0)
        return CUBLAS_STATUS_SUCCESS;
    CUcontext ctx;
    if (sim_require_context(&ctx) != CUDA_SUCCESS)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (!sim_device_range_ok(device, (size_t)device_span))
        return CUBLAS_STATUS_MAPPING_ERROR;
    struct strided_copy c = {count, element, src_stride, dst_stride, src, dst};
    CUresult rc = sim_submit(ctx, async ? stream : NULL, run_strided_copy, &c, sizeof c);
    return rc == CUDA_SUCCESS ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_MAPPING_ERROR;
}

static int64_t vector_span(int64_t n, int64_t elem, int64_t inc)
{
    return (n - 1) * inc * elem + elem;
}

static cublasStatus_t set_vector(int64_t n, int64_t elem, const void *x, int64_t incx, void *y, int64_t incy,
                                 CUstream stream, bool async)
{
    if (incx <= 0 || incy <= 0 || elem <= 0)
        return CUBLAS_STATUS_INVALID_VALUE;
    return strided_copy(n, elem, x, incx * elem, y, incy * elem, y, vector_span(n, elem, incy), stream, async);
}

static cublasStatus_t get_vector(int64_t n, int64_t elem, const void *x, int64_t incx, void *y, int64_t incy,
                                 CUstream stream, bool async)
{
    if (incx <= 0 || incy <= 0 || elem <= 0)
        return CUBLAS_STATUS_INVALID_VALUE;
    return strided_copy(n, elem, x, incx * elem, y, incy * elem, x, vector_span(n, elem, incx), stream, async);
}

/* A leading dimension below the rows is no INVALID_VALUE but a failed copy, MAPPING_ERROR
 * (measured), as the library hands it to cudaMemcpy2D. */
static cublasStatus_t set_matrix(int64_t rows, int64_t cols, int64_t elem, const void *a, int64_t lda, void *b,
                                 int64_t ldb, CUstream stream, bool async)
{
    if (rows < 0 || cols < 0 || elem <= 0 || lda <= 0 || ldb <= 0)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (lda < rows || ldb < rows)
        return CUBLAS_STATUS_MAPPING_ERROR;
    if (rows == 0)
        return CUBLAS_STATUS_SUCCESS;
    return strided_copy(cols, rows * elem, a, lda * elem, b, ldb * elem, b, ((cols - 1) * ldb + rows) * elem, stream,
                        async);
}

static cublasStatus_t get_matrix(int64_t rows, int64_t cols, int64_t elem, const void *a, int64_t lda, void *b,
                                 int64_t ldb, CUstream stream, bool async)
{
    if (rows < 0 || cols < 0 || elem <= 0 || lda <= 0 || ldb <= 0)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (lda < rows || ldb < rows)
        return CUBLAS_STATUS_MAPPING_ERROR;
    if (rows == 0)
        return CUBLAS_STATUS_SUCCESS;
    return strided_copy(cols, rows * elem, a, lda * elem, b, ldb * elem, a, ((cols - 1) * lda + rows) * elem, stream,
                        async);
}

/* The int and _64 forms of each helper. */
#define HELPERS(SUFFIX, INT)                                                                                            \
    cublasStatus_t cublasSetVector##SUFFIX(INT n, INT elemSize, const void *x, INT incx, void *devicePtr, INT incy)     \
    {                                                                                                                   \
        return set_vector(n, elemSize, x, incx, devicePtr, incy, NULL, false);                                          \
    }                                                                                                                   \
    cublasStatus_t cublasGetVector##SUFFIX(INT n, INT elemSize, const void *x, INT incx, void *y, INT incy)             \
    {                                                                                                                   \
        return get_vector(n, elemSize, x, incx, y, incy, NULL, false);                                                  \
    }                                                                                                                   \
    cublasStatus_t cublasSetVectorAsync##SUFFIX(INT n, INT elemSize, const void *hostPtr, INT incx, void *devicePtr,    \
                                                INT incy, cudaStream_t stream)                                          \
    {                                                                                                                   \
        return set_vector(n, elemSize, hostPtr, incx, devicePtr, incy, (CUstream)stream, true);                         \
    }                                                                                                                   \
    cublasStatus_t cublasGetVectorAsync##SUFFIX(INT n, INT elemSize, const void *devicePtr, INT incx, void *hostPtr,    \
                                                INT incy, cudaStream_t stream)                                          \
    {                                                                                                                   \
        return get_vector(n, elemSize, devicePtr, incx, hostPtr, incy, (CUstream)stream, true);                         \
    }                                                                                                                   \
    cublasStatus_t cublasSetMatrix##SUFFIX(INT rows, INT cols, INT elemSize, const void *A, INT lda, void *B, INT ldb)  \
    {                                                                                                                   \
        return set_matrix(rows, cols, elemSize, A, lda, B, ldb, NULL, false);                                           \
    }                                                                                                                   \
    cublasStatus_t cublasGetMatrix##SUFFIX(INT rows, INT cols, INT elemSize, const void *A, INT lda, void *B, INT ldb)  \
    {                                                                                                                   \
        return get_matrix(rows, cols, elemSize, A, lda, B, ldb, NULL, false);                                           \
    }                                                                                                                   \
    cublasStatus_t cublasSetMatrixAsync##SUFFIX(INT rows, INT cols, INT elemSize, const void *A, INT lda, void *B,      \
                                                INT ldb, cudaStream_t stream)                                           \
    {                                                                                                                   \
        return set_matrix(rows, cols, elemSize, A, lda, B, ldb, (CUstream)stream, true);                                \
    }                                                                                                                   \
    cublasStatus_t cublasGetMatrixAsync##SUFFIX(INT rows, INT cols, INT elemSize, const void *A, INT lda, void *B,      \
                                                INT ldb, cudaStream_t stream)                                           \
    {                                                                                                                   \
        return get_matrix(rows, cols, elemSize, A, lda, B, ldb, (CUstream)stream, true);                                \
    }
HELPERS(, int)
HELPERS(_64, int64_t)

/* Element types. */
static const size_t sizes[] = {[BLAS_S] = 4, [BLAS_D] = 8, [BLAS_C] = 8, [BLAS_Z] = 16, [BLAS_H] = 2, [BLAS_B] = 2};

size_t blas_size(enum blas_type t)
{
    return sizes[t];
}

bool blas_is_complex(enum blas_type t)
{
    return t == BLAS_C || t == BLAS_Z;
}

enum blas_type blas_real(enum blas_type t)
{
    return t == BLAS_C ? BLAS_S : t == BLAS_Z ? BLAS_D : t;
}

bool blas_type_of(cudaDataType type, enum blas_type *out)
{
    switch (type) {
    case CUDA_R_32F: *out = BLAS_S; return true;
    case CUDA_R_64F: *out = BLAS_D; return true;
    case CUDA_C_32F: *out = BLAS_C; return true;
    case CUDA_C_64F: *out = BLAS_Z; return true;
    case CUDA_R_16F: *out = BLAS_H; return true;
    case CUDA_R_16BF: *out = BLAS_B; return true;
    default: return false;
    }
}

/* IEEE half precision, rounded to nearest even. */
static float half_to_float(uint16_t h)
{
    int exponent = h >> 10 & 0x1F, mantissa = h & 0x3FF;
    float magnitude = exponent == 0    ? ldexpf((float)mantissa, -24)
                      : exponent == 31 ? (mantissa ? NAN : INFINITY)
                                       : ldexpf((float)(mantissa | 0x400), exponent - 25);
    return h & 0x8000 ? -magnitude : magnitude;
}

static uint16_t float_to_half(float f)
{
    uint16_t sign = signbit(f) ? 0x8000 : 0;
    float a = fabsf(f);
    if (isnan(a))
        return sign | 0x7E00;
    if (a >= 65520.0f)
        return sign | 0x7C00;
    if (a == 0)
        return sign; /* frexpf gives 0 no exponent the rounding below could use */
    int exponent;
    frexpf(a, &exponent); /* a = m * 2^exponent, m in [0.5, 1) */
    int shift = exponent < -13 ? -24 : exponent - 11; /* the value of the last mantissa bit */
    float units = nearbyintf(ldexpf(a, -shift));  /* ties to even in the default rounding mode */
    uint32_t bits = (uint32_t)units;
    if (shift == -24)
        return sign | (uint16_t)bits; /* subnormal, or the smallest normal when it rounds up */
    return sign | (uint16_t)(((uint32_t)(shift + 25) << 10) + (bits - 0x400));
}

static float bfloat_to_float(uint16_t b)
{
    uint32_t bits = (uint32_t)b << 16;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

static uint16_t float_to_bfloat(float f)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    if (isnan(f))
        return (uint16_t)(bits >> 16 | 0x40);
    bits += 0x7FFF + (bits >> 16 & 1); /* round to nearest even */
    return (uint16_t)(bits >> 16);
}

/* re + im i, exactly (CMPLX is not there with every compiler: clang 14 with glibc lacks it). C11
 * lays a complex out as an array of its two parts. */
static double complex complex_of(double re, double im)
{
    const double parts[2] = {re, im};
    double complex z;
    memcpy(&z, parts, sizeof z);
    return z;
}

double complex blas_load(const void *base, enum blas_type t, int64_t at)
{
    switch (t) {
    case BLAS_S: return ((const float *)base)[at];
    case BLAS_D: return ((const double *)base)[at];
    case BLAS_C: return complex_of(((const float *)base)[2 * at], ((const float *)base)[2 * at + 1]);
    case BLAS_Z: return complex_of(((const double *)base)[2 * at], ((const double *)base)[2 * at + 1]);
    case BLAS_H: return half_to_float(((const uint16_t *)base)[at]);
    case BLAS_B: return bfloat_to_float(((const uint16_t *)base)[at]);
    }
    return 0;
}

void blas_store(void *base, enum blas_type t, int64_t at, double complex value)
{
    switch (t) {
    case BLAS_S: ((float *)base)[at] = (float)creal(value); break;
    case BLAS_D: ((double *)base)[at] = creal(value); break;
    case BLAS_C:
        ((float *)base)[2 * at] = (float)creal(value);
        ((float *)base)[2 * at + 1] = (float)cimag(value);
        break;
    case BLAS_Z:
        ((double *)base)[2 * at] = creal(value);
        ((double *)base)[2 * at + 1] = cimag(value);
        break;
    case BLAS_H: ((uint16_t *)base)[at] = float_to_half((float)creal(value)); break;
    case BLAS_B: ((uint16_t *)base)[at] = float_to_bfloat((float)creal(value)); break;
    }
}

bool blas_capture(cublasHandle_t h, const void *ptr, enum blas_type t, struct blas_scalar *out)
{
    return blas_capture_in(h->pointer_mode == CUBLAS_POINTER_MODE_DEVICE, ptr, t, out);
}

bool blas_capture_in(bool device_pointer, const void *ptr, enum blas_type t, struct blas_scalar *out)
{
    if (ptr == NULL)
        return false;
    *out = (struct blas_scalar){.type = t};
    if (device_pointer) {
        out->device = ptr;
        return sim_device_range_ok(ptr, blas_size(t));
    }
    out->value = blas_load(ptr, t, 0);
    return true;
}

double complex blas_value(const struct blas_scalar *s)
{
    return s->device == NULL ? s->value : blas_load(s->device, s->type, 0);
}

bool blas_vector_ok(const void *p, int64_t n, int64_t inc, enum blas_type t)
{
    if (n <= 0)
        return true;
    int64_t stride = inc < 0 ? -inc : inc;
    return sim_device_range_ok(p, (size_t)((n - 1) * stride + 1) * blas_size(t));
}

bool blas_matrix_ok(const void *p, int64_t rows, int64_t cols, int64_t ld, enum blas_type t)
{
    if (rows == 0 || cols == 0)
        return true;
    return ld >= rows && sim_device_range_ok(p, (size_t)((cols - 1) * ld + rows) * blas_size(t));
}

double complex blas_element(const void *a, enum blas_type t, int64_t ld, int64_t row, int64_t col, cublasOperation_t op)
{
    if (op == CUBLAS_OP_N)
        return blas_load(a, t, col * ld + row);
    double complex value = blas_load(a, t, row * ld + col);
    return op == CUBLAS_OP_C ? conj(value) : value;
}

cublasStatus_t blas_submit(cublasHandle_t h, sim_work_fn run, const void *data, size_t size)
{
    CUresult rc = sim_submit(h->ctx, h->stream, run, data, size);
    if (rc == CUDA_ERROR_OUT_OF_MEMORY)
        return CUBLAS_STATUS_ALLOC_FAILED;
    return rc == CUDA_SUCCESS ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_EXECUTION_FAILED;
}

cublasStatus_t blas_submit_with_result(cublasHandle_t h, sim_work_fn run, const void *data, size_t size)
{
    cublasStatus_t status = blas_submit(h, run, data, size);
    if (status == CUBLAS_STATUS_SUCCESS && h->pointer_mode == CUBLAS_POINTER_MODE_HOST &&
        !sim_is_legacy_stream(h->stream))
        cuStreamSynchronize(h->stream);
    return status;
}
