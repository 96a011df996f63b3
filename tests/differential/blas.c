/* SPDX-License-Identifier: MIT */
/* The corpus's cuBLAS calls: the helpers, level 1 to 3 in S, D, C and Z (int and _64 forms),
 * batched and strided gemm, GemmEx in its common types, both pointer modes, and errors. The
 * inputs are small integers, so that every result is exact and the H200's and the simulation's
 * agree to the bit. */
#include <stdint.h>
#include <string.h>

#include "corpus.h"

enum { N = 4, M = 3 };

/* Values of type t ('S', 'D', 'C', 'Z') from integers, and back into text. */
static size_t size_of(char t)
{
    return t == 'S' ? 4 : t == 'D' || t == 'C' ? 8 : 16;
}

static CUdeviceptr upload(bound_dev_t *bd, char t, const int *values, int count)
{
    unsigned char host[1024];
    for (int i = 0; i < count; i++) {
        double re = values[i], im = (t == 'C' || t == 'Z') ? values[i] % 3 - 1 : 0;
        if (t == 'S' || t == 'C') {
            float parts[2] = {(float)re, (float)im};
            memcpy(host + i * size_of(t), parts, size_of(t));
        } else {
            double parts[2] = {re, im};
            memcpy(host + i * size_of(t), parts, size_of(t));
        }
    }
    CUdeviceptr p = 0;
    bd_cuMemAlloc(bd, &p, (size_t)count * size_of(t));
    bd_cuMemcpyHtoD(bd, p, host, (size_t)count * size_of(t));
    return p;
}

static const char *text(char t, const void *values, int count)
{
    static char out[2048];
    size_t used = 0;
    for (int i = 0; i < count && used < sizeof out - 64; i++) {
        double re, im = 0;
        if (t == 'S' || t == 'C') {
            const float *f = (const float *)values + i * (t == 'C' ? 2 : 1);
            re = f[0], im = t == 'C' ? f[1] : 0;
        } else {
            const double *d = (const double *)values + i * (t == 'Z' ? 2 : 1);
            re = d[0], im = t == 'Z' ? d[1] : 0;
        }
        used += (size_t)snprintf(out + used, sizeof out - used, t == 'C' || t == 'Z' ? "%g%+gi " : "%g ", re, im);
    }
    return out;
}

static const char *download(bound_dev_t *bd, char t, CUdeviceptr p, int count)
{
    unsigned char host[1024];
    if (bd_cuMemcpyDtoH(bd, host, p, (size_t)count * size_of(t)) != CUDA_SUCCESS)
        return "unreadable";
    return text(t, host, count);
}

static const int X[] = {1, -2, 3, 4, 2, -1, 0, 5}, Y[] = {2, 0, -1, 3, 1, 1, 2, -2};
static const int A[] = {1, 2, 0, -1, 3, 1, 2, 0, 1, 1, -2, 2, 0, 1, 3, 1}; /* 4 x 4, column-major */

/* One type's routines, through the macro's typed names. */
#define TYPED(T, t, E, R)                                                                                                  \
    static void level_##T(bound_dev_t *bd, cublasHandle_t h)                                                           \
    {                                                                                                                   \
        const char type = #T[0];                                                                                           \
        E alpha, beta, result;                                                                                          \
        R real_result;                                                                                                  \
        memset(&alpha, 0, sizeof alpha);                                                                                \
        memset(&beta, 0, sizeof beta);                                                                                  \
        *(R *)&alpha = 2;                                                                                               \
        *(R *)&beta = 1;                                                                                                \
        int index = 0;                                                                                                  \
        int64_t index64 = 0;                                                                                            \
        CUdeviceptr x = upload(bd, type, X, 8), y = upload(bd, type, Y, 8), a = upload(bd, type, A, 16);                         \
        CUdeviceptr c = upload(bd, type, A, 16), z = upload(bd, type, Y, 8);                                                  \
        CALLV(bd_cublas##T##axpy(bd, h, N, &alpha, (E *)x, 1, (E *)y, 1), "%s", download(bd, type, y, N));               \
        CALLV(bd_cublas##T##axpy(bd, h, N, &alpha, (E *)x, -1, (E *)y, 2), "%s", download(bd, type, y, 8));              \
        CALLV(bd_cublas##T##axpy_64(bd, h, N, &alpha, (E *)x, 2, (E *)y, 1), "%s", download(bd, type, y, N));            \
        CALLV(bd_cublas##T##scal(bd, h, N, &alpha, (E *)z, 1), "%s", download(bd, type, z, N));                          \
        CALLV(bd_cublas##T##scal(bd, h, N, &alpha, (E *)z, 0), "%s", download(bd, type, z, N));                          \
        CALLV(bd_cublas##T##copy(bd, h, N, (E *)x, 2, (E *)z, 1), "%s", download(bd, type, z, N));                       \
        CALLV(bd_cublas##T##swap(bd, h, N, (E *)z, 1, (E *)y, 1), "%s", download(bd, type, y, N));                       \
        CALLV(bd_cublasI##t##amax(bd, h, 8, (E *)x, 1, &index), "%d", index);                                         \
        CALLV(bd_cublasI##t##amin(bd, h, 8, (E *)x, 1, &index), "%d", index);                                         \
        CALLV(bd_cublasI##t##amax_64(bd, h, 4, (E *)x, 2, &index64), "%lld", (long long)index64);                    \
        CALLV(bd_cublasI##t##amax(bd, h, 0, (E *)x, 1, &index), "%d", index);                                         \
        (void)real_result;                                                                                              \
        (void)result;                                                                                                   \
        CALLV(bd_cublas##T##gemv(bd, h, CUBLAS_OP_N, M, N, &alpha, (E *)a, N, (E *)x, 1, &beta, (E *)y, 1), "%s",     \
              download(bd, type, y, N));                                                                                   \
        CALLV(bd_cublas##T##gemv(bd, h, CUBLAS_OP_T, N, M, &alpha, (E *)a, N, (E *)x, 1, &beta, (E *)y, 1), "%s",     \
              download(bd, type, y, N));                                                                                   \
        CALL(bd_cublas##T##gemv(bd, h, CUBLAS_OP_N, M, N, &alpha, (E *)a, M - 1, (E *)x, 1, &beta, (E *)y, 1));       \
        CALLV(bd_cublas##T##gemm(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, N, N, N, &alpha, (E *)a, N, (E *)a, N, &beta,       \
                                 (E *)c, N),                                                                            \
              "%s", download(bd, type, c, 16));                                                                            \
        CALLV(bd_cublas##T##gemm(bd, h, CUBLAS_OP_T, CUBLAS_OP_C, M, N, 2, &alpha, (E *)a, N, (E *)a, N, &beta,       \
                                 (E *)c, N),                                                                            \
              "%s", download(bd, type, c, 16));                                                                            \
        CALLV(bd_cublas##T##gemm_64(bd, h, CUBLAS_OP_N, CUBLAS_OP_T, 2, 2, 2, &alpha, (E *)a, N, (E *)a, N, &beta,    \
                                    (E *)c, N),                                                                         \
              "%s", download(bd, type, c, 16));                                                                            \
        CALL(bd_cublas##T##gemm(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, -1, N, N, &alpha, (E *)a, N, (E *)a, N, &beta,       \
                                (E *)c, N));                                                                            \
        CALL(bd_cublas##T##gemm(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, N, N, N, &alpha, (E *)a, 2, (E *)a, N, &beta,        \
                                (E *)c, N));                                                                            \
        CALLV(bd_cublas##T##gemmStridedBatched(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &alpha, (E *)a, 2, 4,         \
                                               (E *)a, 2, 4, &beta, (E *)c, 2, 8, 2),                                   \
              "%s", download(bd, type, c, 16));                                                                            \
        CUdeviceptr arrays;                                                                                             \
        CUdeviceptr pointers[6] = {a, a + 4 * size_of(type), a, a + 8 * size_of(type), c, c + 8 * size_of(type)};               \
        bd_cuMemAlloc(bd, &arrays, sizeof pointers);                                                                    \
        bd_cuMemcpyHtoD(bd, arrays, pointers, sizeof pointers);                                                         \
        CALLV(bd_cublas##T##gemmBatched(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &alpha, (const E *const *)arrays, 2, \
                                        (const E *const *)(arrays + 16), 2, &beta, (E *const *)(arrays + 32), 2, 2),    \
              "%s", download(bd, type, c, 16));                                                                            \
        CALLV(bd_cublas##T##geam(bd, h, CUBLAS_OP_N, CUBLAS_OP_T, N, N, &alpha, (E *)a, N, &beta, (E *)a, N, (E *)c,  \
                                 N),                                                                                    \
              "%s", download(bd, type, c, 16));                                                                            \
        /* The _64 forms: the same routines with 64-bit sizes. */                                                      \
        CALLV(bd_cublas##T##scal_64(bd, h, N, &alpha, (E *)z, 1), "%s", download(bd, type, z, N));                    \
        CALLV(bd_cublas##T##copy_64(bd, h, N, (E *)x, 1, (E *)z, 2), "%s", download(bd, type, z, 8));                 \
        CALLV(bd_cublas##T##swap_64(bd, h, 2, (E *)z, 1, (E *)y, 1), "%s", download(bd, type, y, N));                 \
        CALLV(bd_cublasI##t##amin_64(bd, h, 8, (E *)x, 1, &index64), "%lld", (long long)index64);                     \
        CALLV(bd_cublas##T##gemv_64(bd, h, CUBLAS_OP_C, N, M, &alpha, (E *)a, N, (E *)x, 1, &beta, (E *)y, 1), "%s",  \
              download(bd, type, y, N));                                                                                \
        CALLV(bd_cublas##T##gemmBatched_64(bd, h, CUBLAS_OP_T, CUBLAS_OP_N, 2, 2, 2, &alpha,                           \
                                           (const E *const *)arrays, 2, (const E *const *)(arrays + 16), 2, &beta,      \
                                           (E *const *)(arrays + 32), 2, 2),                                            \
              "%s", download(bd, type, c, 16));                                                                         \
        CALLV(bd_cublas##T##gemmStridedBatched_64(bd, h, CUBLAS_OP_N, CUBLAS_OP_T, 2, 2, 2, &alpha, (E *)a, 2, 4,      \
                                                  (E *)a, 2, 4, &beta, (E *)c, 2, 8, 2),                                \
              "%s", download(bd, type, c, 16));                                                                         \
        CALLV(bd_cublas##T##geam_64(bd, h, CUBLAS_OP_T, CUBLAS_OP_N, N, N, &alpha, (E *)a, N, &beta, (E *)c, N,        \
                                    (E *)c, N),                                                                         \
              "%s", download(bd, type, c, 16));                                                                         \
        bd_cuMemFree(bd, arrays);                                                                                       \
        bd_cuMemFree(bd, x);                                                                                            \
        bd_cuMemFree(bd, y);                                                                                            \
        bd_cuMemFree(bd, a);                                                                                            \
        bd_cuMemFree(bd, c);                                                                                            \
        bd_cuMemFree(bd, z);                                                                                            \
    }

TYPED(S, s, float, float)
TYPED(D, d, double, double)
TYPED(C, c, cuComplex, float)
TYPED(Z, z, cuDoubleComplex, double)

/* The reductions and ger, whose names differ by type. */
static void reductions(bound_dev_t *bd, cublasHandle_t h)
{
    CUdeviceptr xs = upload(bd, 'S', X, 8), ys = upload(bd, 'S', Y, 8), xd = upload(bd, 'D', X, 8);
    CUdeviceptr xc = upload(bd, 'C', X, 8), yc = upload(bd, 'C', Y, 8), xz = upload(bd, 'Z', X, 8);
    CUdeviceptr yz = upload(bd, 'Z', Y, 8), a = upload(bd, 'S', A, 16), ac = upload(bd, 'C', A, 16);
    CUdeviceptr az = upload(bd, 'Z', A, 16), ad = upload(bd, 'D', A, 16), yd = upload(bd, 'D', Y, 8);
    float s = 0, two = 2;
    double d = 0, twod = 2;
    cuComplex c, twoc = {2, 1};
    cuDoubleComplex z, twoz = {2, -1};
    CALLV(bd_cublasSdot(bd, h, 8, (float *)xs, 1, (float *)ys, 1, &s), "%g", s);
    CALLV(bd_cublasDdot(bd, h, 4, (double *)xd, 2, (double *)yd, -2, &d), "%g", d);
    CALLV(bd_cublasSdot_64(bd, h, 8, (float *)xs, 1, (float *)ys, 1, &s), "%g", s);
    CALLV(bd_cublasCdotu(bd, h, 8, (cuComplex *)xc, 1, (cuComplex *)yc, 1, &c), "%s", text('C', &c, 1));
    CALLV(bd_cublasCdotc(bd, h, 8, (cuComplex *)xc, 1, (cuComplex *)yc, 1, &c), "%s", text('C', &c, 1));
    CALLV(bd_cublasZdotu(bd, h, 8, (cuDoubleComplex *)xz, 1, (cuDoubleComplex *)yz, 1, &z), "%s", text('Z', &z, 1));
    CALLV(bd_cublasZdotc(bd, h, 8, (cuDoubleComplex *)xz, 1, (cuDoubleComplex *)yz, 1, &z), "%s", text('Z', &z, 1));
    CALLV(bd_cublasSnrm2(bd, h, 2, (float *)xs + 2, 1, &s), "%g", s);
    CALLV(bd_cublasDnrm2(bd, h, 2, (double *)xd + 2, 1, &d), "%g", d);
    CALLV(bd_cublasScnrm2(bd, h, 1, (cuComplex *)xc + 3, 1, &s), "%g", s);
    CALLV(bd_cublasDznrm2(bd, h, 8, (cuDoubleComplex *)xz, 0, &d), "%g", d);
    CALLV(bd_cublasSasum(bd, h, 8, (float *)xs, 1, &s), "%g", s);
    CALLV(bd_cublasDasum(bd, h, 8, (double *)xd, 1, &d), "%g", d);
    CALLV(bd_cublasScasum(bd, h, 8, (cuComplex *)xc, 1, &s), "%g", s);
    CALLV(bd_cublasDzasum_64(bd, h, 8, (cuDoubleComplex *)xz, 1, &d), "%g", d);
    CALLV(bd_cublasCsscal(bd, h, 8, &two, (cuComplex *)yc, 1), "%s", download(bd, 'C', yc, 8));
    CALLV(bd_cublasZdscal(bd, h, 8, &twod, (cuDoubleComplex *)yz, 1), "%s", download(bd, 'Z', yz, 8));
    CALLV(bd_cublasSger(bd, h, N, N, &two, (float *)xs, 1, (float *)ys, 1, (float *)a, N), "%s",
          download(bd, 'S', a, 16));
    CALLV(bd_cublasDger(bd, h, N, N, &twod, (double *)xd, 1, (double *)yd, 1, (double *)ad, N), "%s",
          download(bd, 'D', ad, 16));
    CALLV(bd_cublasCgeru(bd, h, N, N, &twoc, (cuComplex *)xc, 1, (cuComplex *)yc, 1, (cuComplex *)ac, N), "%s",
          download(bd, 'C', ac, 16));
    CALLV(bd_cublasCgerc(bd, h, N, N, &twoc, (cuComplex *)xc, 1, (cuComplex *)yc, 1, (cuComplex *)ac, N), "%s",
          download(bd, 'C', ac, 16));
    CALLV(bd_cublasZgeru(bd, h, N, N, &twoz, (cuDoubleComplex *)xz, 1, (cuDoubleComplex *)yz, 1,
                         (cuDoubleComplex *)az, N),
          "%s", download(bd, 'Z', az, 16));
    CALLV(bd_cublasZgerc(bd, h, N, N, &twoz, (cuDoubleComplex *)xz, 1, (cuDoubleComplex *)yz, 1,
                         (cuDoubleComplex *)az, N),
          "%s", download(bd, 'Z', az, 16));
    CALL(bd_cublasSger(bd, h, N, N, &two, (float *)xs, 0, (float *)ys, 1, (float *)a, N));

    /* Device pointer mode: the scalars and the result in device memory, through the binding's
     * handle (on its stream, which the context synchronize waits for). */
    cublasHandle_t bound;
    CUdeviceptr scalar = upload(bd, 'S', (const int[]){3}, 1), result = upload(bd, 'S', (const int[]){0}, 1);
    CALL(bd_cublas_handle(bd, &bound));
    CALL(bd_cublasSetPointerMode(bd, bound, CUBLAS_POINTER_MODE_DEVICE));
    cublasPointerMode_t mode;
    CALLV(bd_cublasGetPointerMode(bd, bound, &mode), "%d", mode);
    CALL(bd_cublasSaxpy(bd, bound, 8, (float *)scalar, (float *)xs, 1, (float *)ys, 1));
    CALLV(bd_cuCtxSynchronize(bd), "%s", download(bd, 'S', ys, 8));
    CALL(bd_cublasSdot(bd, bound, 8, (float *)xs, 1, (float *)ys, 1, (float *)result));
    CALLV(bd_cuCtxSynchronize(bd), "%s", download(bd, 'S', result, 1));
    CALL(bd_cublasSetPointerMode(bd, bound, CUBLAS_POINTER_MODE_HOST));
    CALL(bd_cublasSetPointerMode(bd, h, (cublasPointerMode_t)7));
    CUdeviceptr all[] = {xs, ys, xd, xc, yc, xz, yz, a, ac, az, ad, yd, scalar, result};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        bd_cuMemFree(bd, all[i]);
}

/* Four 16-bit numbers (half or bfloat16) at p, as bits. */
static const char *halves(bound_dev_t *bd, CUdeviceptr p)
{
    static char out[64];
    uint16_t bits[4];
    if (bd_cuMemcpyDtoH(bd, bits, p, sizeof bits) != CUDA_SUCCESS)
        return "unreadable";
    snprintf(out, sizeof out, "%04x %04x %04x %04x", bits[0], bits[1], bits[2], bits[3]);
    return out;
}

/* GemmEx in the common types: half, bfloat16, float, complex float, double. */
static void gemm_ex(bound_dev_t *bd, cublasHandle_t h)
{
    static const uint16_t half_a[4] = {0x3C00, 0x4000, 0x4200, 0x4400}; /* 1 2 3 4 */
    static const uint16_t bf_a[4] = {0x3F80, 0x4000, 0x4040, 0x4080};   /* 1 2 3 4 */
    CUdeviceptr ha, hc, ba, bc, fa, fc;
    bd_cuMemAlloc(bd, &ha, 8);
    bd_cuMemAlloc(bd, &hc, 8);
    bd_cuMemAlloc(bd, &ba, 8);
    bd_cuMemAlloc(bd, &bc, 8);
    bd_cuMemcpyHtoD(bd, ha, half_a, 8);
    bd_cuMemcpyHtoD(bd, ba, bf_a, 8);
    fa = upload(bd, 'S', A, 16);
    fc = upload(bd, 'S', A, 16);
    float one = 1, zero = 0;
    CALLV(bd_cublasGemmEx(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, (void *)ha, CUDA_R_16F, 2, (void *)ha,
                          CUDA_R_16F, 2, &zero, (void *)hc, CUDA_R_16F, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
          "%s", halves(bd, hc));
    CALLV(bd_cublasGemmEx(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, (void *)ba, CUDA_R_16BF, 2, (void *)ba,
                          CUDA_R_16BF, 2, &zero, (void *)bc, CUDA_R_16BF, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
          "%s", halves(bd, bc));
    CALLV(bd_cublasGemmEx(bd, h, CUBLAS_OP_T, CUBLAS_OP_N, 4, 4, 4, &one, (void *)fa, CUDA_R_32F, 4, (void *)fa,
                          CUDA_R_32F, 4, &zero, (void *)fc, CUDA_R_32F, 4, CUBLAS_COMPUTE_32F_PEDANTIC,
                          CUBLAS_GEMM_DEFAULT),
          "%s", download(bd, 'S', fc, 16));
    CALLV(bd_cublasGemmStridedBatchedEx(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, (void *)fa, CUDA_R_32F, 2, 4,
                                        (void *)fa, CUDA_R_32F, 2, 4, &zero, (void *)fc, CUDA_R_32F, 2, 8, 2,
                                        CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT),
          "%s", download(bd, 'S', fc, 16));
    CALL(bd_cublasGemmEx(bd, h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, (void *)fa, CUDA_R_32F, 2, (void *)fa,
                         CUDA_R_32F, 2, &zero, (void *)fc, CUDA_R_32F, 1, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    CUdeviceptr all[] = {ha, hc, ba, bc, fa, fc};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        bd_cuMemFree(bd, all[i]);
}

static void helpers(bound_dev_t *bd, cublasHandle_t h)
{
    float host[16], back[16];
    for (int i = 0; i < 16; i++)
        host[i] = (float)i, back[i] = -1;
    CUdeviceptr p;
    CUstream s;
    bd_cuMemAlloc(bd, &p, sizeof host);
    bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING);
    CALLV(bd_cublasSetVector(bd, 8, 4, host, 2, (void *)p, 1), "%s", download(bd, 'S', p, 8));
    CALLV(bd_cublasGetVector(bd, 4, 4, (void *)p, 2, back, 1), "%s", text('S', back, 4));
    CALLV(bd_cublasSetMatrix(bd, 2, 3, 4, host, 4, (void *)p, 2), "%s", download(bd, 'S', p, 6));
    CALLV(bd_cublasGetMatrix(bd, 2, 2, 4, (void *)p, 3, back, 2), "%s", text('S', back, 4));
    CALLV(bd_cublasSetVector_64(bd, 16, 4, host, 1, (void *)p, 1), "%s", download(bd, 'S', p, 16));
    CALL(bd_cublasSetVectorAsync(bd, 4, 4, host + 4, 1, (void *)p, 1, s));
    CALL(bd_cublasGetVectorAsync(bd, 8, 4, (void *)p, 1, back, 1, s));
    CALLV(bd_cuStreamSynchronize(bd, s), "%s", text('S', back, 8));
    CALL(bd_cublasSetMatrixAsync(bd, 2, 2, 4, host + 8, 2, (void *)p, 4, s));
    CALL(bd_cublasGetMatrixAsync(bd, 4, 2, 4, (void *)p, 4, back, 4, s));
    CALLV(bd_cuStreamSynchronize(bd, s), "%s", text('S', back, 8));
    CALLV(bd_cublasGetVector_64(bd, 4, 4, (void *)p, 1, back, 2), "%s", text('S', back, 8));
    CALLV(bd_cublasSetMatrix_64(bd, 3, 2, 4, host, 3, (void *)p, 4), "%s", download(bd, 'S', p, 8));
    CALLV(bd_cublasGetMatrix_64(bd, 2, 2, 4, (void *)p, 4, back, 2), "%s", text('S', back, 4));
    CALL(bd_cublasSetVectorAsync_64(bd, 4, 4, host + 2, 1, (void *)p, 1, s));
    CALL(bd_cublasGetVectorAsync_64(bd, 8, 4, (void *)p, 1, back, 1, s));
    CALLV(bd_cuStreamSynchronize(bd, s), "%s", text('S', back, 8));
    CALL(bd_cublasSetMatrixAsync_64(bd, 2, 3, 4, host + 1, 2, (void *)p, 2, s));
    CALL(bd_cublasGetMatrixAsync_64(bd, 2, 3, 4, (void *)p, 2, back, 2, s));
    CALLV(bd_cuStreamSynchronize(bd, s), "%s", text('S', back, 6));
    CUdeviceptr workspace;
    bd_cuMemAlloc(bd, &workspace, 1 << 20);
    CALL(bd_cublasSetWorkspace(bd, h, (void *)workspace, 1 << 20));
    CALL(bd_cublasSetWorkspace(bd, h, NULL, 0));
    bd_cuMemFree(bd, workspace);
    CALL(bd_cublasSetVector(bd, 8, 4, host, 0, (void *)p, 1));
    CALL(bd_cublasSetMatrix(bd, 4, 2, 4, host, 2, (void *)p, 4));
    CALL(bd_cublasSetVector(bd, 8, 0, host, 1, (void *)p, 1));
    cudaStream_t got;
    CALL(bd_cublasSetStream(bd, h, (cudaStream_t)s));
    CALLV(bd_cublasGetStream(bd, h, &got), "%d", got == (cudaStream_t)s);
    int version = 0;
    CALLV(bd_cublasGetVersion(bd, h, &version), "%d", version / 10000);
    cublasMath_t math;
    CALL(bd_cublasSetMathMode(bd, h, CUBLAS_TF32_TENSOR_OP_MATH));
    CALLV(bd_cublasGetMathMode(bd, h, &math), "%d", math);
    CALL(bd_cublasSetMathMode(bd, h, CUBLAS_DEFAULT_MATH));
    CALL(bd_cublasSetStream(bd, h, NULL));
    bd_cuStreamDestroy(bd, s);
    bd_cuMemFree(bd, p);
}

void corpus_blas(bound_dev_t *bd)
{
    cublasHandle_t h; /* a handle of its own, on the legacy stream, which the copies back wait for */
    CALL(bd_cublasCreate(bd, &h));
    helpers(bd, h);
    level_S(bd, h);
    level_D(bd, h);
    level_C(bd, h);
    level_Z(bd, h);
    reductions(bd, h);
    gemm_ex(bd, h);
    CALL(bd_cublasDestroy(bd, h));
}
