/* SPDX-License-Identifier: MIT */
/* The toolkit corpus's cuSOLVER calls: LU (getrf with and without pivoting, getrs with A and
 * A^T) and Cholesky (potrf, potrs, lower and upper) in float and double, the pivots and devInfo
 * they leave, a singular and an indefinite matrix, and arguments the library refuses. The
 * workspace sizes are not recorded: the simulation needs none. */
#include "toolkit.h"

/* Column-major 3 x 3: a general matrix that needs pivoting, a symmetric positive definite one,
 * and a singular one (its second row twice the first). */
static const double general[] = {1, 4, 7, 2, 5, 8, 3, 6, 10}, spd[] = {4, 2, 1, 2, 5, 3, 1, 3, 6};
static const double singular[] = {1, 2, 0, 2, 4, 1, 3, 6, 1}, rhs[] = {1, 2, 3, -1, 0, 2};

/* count ints at p; two calls may share one record line (each has a text of its own). */
static const char *ints(bound_dev_t *bd, CUdeviceptr p, int count)
{
    static char texts[2][64];
    static int turn;
    char *text = texts[turn ^= 1];
    int values[8] = {0};
    if (bd_cuMemcpyDtoH(bd, values, p, (size_t)count * sizeof(int)) != CUDA_SUCCESS)
        return "unreadable";
    size_t used = 0;
    for (int i = 0; i < count; i++)
        used += (size_t)snprintf(text + used, sizeof texts[0] - used, "%d ", values[i]);
    return text;
}

/* The typed routines, S or D, through the macro's names. */
#define SOLVES(T, E, element)                                                                                          \
    static void solves_##T(bound_dev_t *bd, cusolverDnHandle_t h, CUdeviceptr work, CUdeviceptr pivots,              \
                           CUdeviceptr info)                                                                           \
    {                                                                                                                  \
        int lwork = 0;                                                                                                 \
        CUdeviceptr a = numbers(bd, general, 9, element), b = numbers(bd, rhs, 6, element);                           \
        CALL(bd_cusolverDn##T##getrf_bufferSize(bd, h, 3, 3, (E *)a, 3, &lwork));                                     \
        CALLV(bd_cusolverDn##T##getrf(bd, h, 3, 3, (E *)a, 3, (E *)work, (int *)pivots, (int *)info), "%s%s %s",       \
              ints(bd, pivots, 3), ints(bd, info, 1), fixed(bd, a, element, 9));                                      \
        CALLV(bd_cusolverDn##T##getrs(bd, h, CUBLAS_OP_N, 3, 2, (E *)a, 3, (int *)pivots, (E *)b, 3, (int *)info),     \
              "%s%s", ints(bd, info, 1), fixed(bd, b, element, 6));                                                   \
        CALLV(bd_cusolverDn##T##getrs(bd, h, CUBLAS_OP_T, 3, 2, (E *)a, 3, (int *)pivots, (E *)b, 3, (int *)info),     \
              "%s%s", ints(bd, info, 1), fixed(bd, b, element, 6));                                                   \
        bd_cuMemFree(bd, a);                                                                                           \
        a = numbers(bd, general, 9, element);                                                                          \
        CALLV(bd_cusolverDn##T##getrf(bd, h, 3, 3, (E *)a, 3, (E *)work, NULL, (int *)info), "%s%s", ints(bd, info, 1), \
              fixed(bd, a, element, 9));                                                                               \
        bd_cuMemFree(bd, a);                                                                                           \
        a = numbers(bd, singular, 9, element);                                                                         \
        CALLV(bd_cusolverDn##T##getrf(bd, h, 3, 3, (E *)a, 3, (E *)work, (int *)pivots, (int *)info), "%s%s",          \
              ints(bd, pivots, 3), ints(bd, info, 1));                                                                 \
        bd_cuMemFree(bd, a);                                                                                           \
        for (int upper = 0; upper <= 1; upper++) {                                                                     \
            cublasFillMode_t uplo = upper ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;                           \
            a = numbers(bd, spd, 9, element);                                                                          \
            bd_cuMemFree(bd, b);                                                                                       \
            b = numbers(bd, rhs, 6, element);                                                                          \
            CALL(bd_cusolverDn##T##potrf_bufferSize(bd, h, uplo, 3, (E *)a, 3, &lwork));                              \
            CALLV(bd_cusolverDn##T##potrf(bd, h, uplo, 3, (E *)a, 3, (E *)work, lwork, (int *)info), "%s%s",           \
                  ints(bd, info, 1), fixed(bd, a, element, 9));                                                        \
            CALLV(bd_cusolverDn##T##potrs(bd, h, uplo, 3, 2, (E *)a, 3, (E *)b, 3, (int *)info), "%s%s",               \
                  ints(bd, info, 1), fixed(bd, b, element, 6));                                                       \
            bd_cuMemFree(bd, a);                                                                                       \
        }                                                                                                              \
        a = numbers(bd, general, 9, element); /* its lower triangle's second leading minor is -11 */                 \
        CALLV(bd_cusolverDn##T##potrf(bd, h, CUBLAS_FILL_MODE_LOWER, 3, (E *)a, 3, (E *)work, lwork, (int *)info),     \
              "%s", ints(bd, info, 1));                                                                                \
        CALL(bd_cusolverDn##T##getrf(bd, h, 3, 3, (E *)a, 2, (E *)work, (int *)pivots, (int *)info));                 \
        CALL(bd_cusolverDn##T##potrf(bd, h, CUBLAS_FILL_MODE_LOWER, -1, (E *)a, 3, (E *)work, lwork, (int *)info));   \
        bd_cuMemFree(bd, a);                                                                                           \
        bd_cuMemFree(bd, b);                                                                                           \
    }
SOLVES(S, float, 'f')
SOLVES(D, double, 'd')

void corpus_cusolver(bound_dev_t *bd)
{
    cusolverDnHandle_t h; /* a handle of its own, on the legacy stream, which the copies back wait for */
    CALL(bd_cusolverDnCreate(bd, &h));
    CUdeviceptr work = 0, pivots = 0, info = 0;
    bd_cuMemAlloc(bd, &work, 1 << 20); /* more than 3 x 3 problems ask for */
    bd_cuMemAlloc(bd, &pivots, 3 * sizeof(int));
    bd_cuMemAlloc(bd, &info, sizeof(int));
    solves_S(bd, h, work, pivots, info);
    solves_D(bd, h, work, pivots, info);
    bd_cuMemFree(bd, work);
    bd_cuMemFree(bd, pivots);
    bd_cuMemFree(bd, info);
    CALL(bd_cusolverDnDestroy(bd, h));
}
