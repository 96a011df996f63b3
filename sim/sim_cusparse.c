/* SPDX-License-Identifier: MIT */
/* Simulated cuSPARSE, the generic API's CSR products: handles (their stream and pointer mode),
 * CSR, dense vector and dense matrix descriptors (and their getters), SpMV and SpMM with their
 * buffer-size queries, in real and complex float and double, computed in double on the handle's
 * stream; sparse vectors (their getter) and Axpby on them; and the legacy
 * API's matrix description (cusparseMatDescr_t: its type and index base), which cuSOLVER Sp takes. A handle
 * lives in the context current when it was made, as a cuBLAS handle does. The simulation needs
 * no buffer: the queries answer 0 bytes. */
#include <stdlib.h>

#include <cusparse.h>

#if CUSPARSE_VER_MAJOR < 12
/* cuSPARSE 11 (CUDA 11.8) took the generic API's descriptors as they are: its const forms came with 12.0. */
typedef cusparseSpMatDescr_t cusparseConstSpMatDescr_t;
typedef cusparseDnVecDescr_t cusparseConstDnVecDescr_t;
typedef cusparseDnMatDescr_t cusparseConstDnMatDescr_t;
typedef cusparseSpVecDescr_t cusparseConstSpVecDescr_t;
#endif

#include "sim_blas.h"
#include "sim_stubs.h"

#if CUSPARSE_VER_MAJOR < 12
/* cuSPARSE 11 takes the descriptors themselves where 12 takes them as pointers to const. */
typedef cusparseSpMatDescr_t cusparseConstSpMatDescr_t;
typedef cusparseDnVecDescr_t cusparseConstDnVecDescr_t;
typedef cusparseDnMatDescr_t cusparseConstDnMatDescr_t;
#endif

struct cusparseContext {
    CUcontext ctx;
    CUstream stream;
    cusparsePointerMode_t pointer_mode;
};

struct cusparseSpMatDescr {
    int64_t rows, cols, nnz;
    const void *offsets, *columns, *values;
    cusparseIndexType_t offsets_type, columns_type;
    cusparseIndexBase_t base;
    enum blas_type type;
    cudaDataType value_type; /* as given, for the getters */
};

struct cusparseDnVecDescr {
    int64_t size;
    void *values;
    enum blas_type type;
    cudaDataType value_type;
};

struct cusparseDnMatDescr {
    int64_t rows, cols, ld;
    void *values;
    enum blas_type type;
    cusparseOrder_t order;
    cudaDataType value_type;
};

struct cusparseSpVecDescr {
    int64_t size, nnz;
    void *indices, *values;
    cusparseIndexType_t index_type;
    cusparseIndexBase_t base;
    enum blas_type type;
    cudaDataType value_type;
};

struct cusparseMatDescr {
    cusparseMatrixType_t type;
    cusparseIndexBase_t base;
};

/* *out = a new descriptor holding the value given (its struct's compound literal), and success;
 * CUSPARSE_STATUS_ALLOC_FAILED without memory. */
#define MADE(out, ...)                                                                                                 \
    do {                                                                                                               \
        __typeof__(*(out)) made_ = malloc(sizeof *made_);                                                              \
        if (made_ == NULL)                                                                                             \
            return CUSPARSE_STATUS_ALLOC_FAILED;                                                                       \
        *made_ = __VA_ARGS__;                                                                                          \
        *(out) = made_;                                                                                                \
        return CUSPARSE_STATUS_SUCCESS;                                                                                \
    } while (0)

/* cuSPARSE's defaults: a general matrix, indexed from 0. */
cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *descrA)
{
    if (descrA == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    MADE(descrA, (struct cusparseMatDescr){CUSPARSE_MATRIX_TYPE_GENERAL, CUSPARSE_INDEX_BASE_ZERO});
}

cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t descrA)
{
    free(descrA);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t descrA, cusparseMatrixType_t type)
{
    if (descrA == NULL || type < CUSPARSE_MATRIX_TYPE_GENERAL || type > CUSPARSE_MATRIX_TYPE_TRIANGULAR)
        return CUSPARSE_STATUS_INVALID_VALUE;
    descrA->type = type;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t descrA)
{
    return descrA->type;
}

cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t descrA, cusparseIndexBase_t base)
{
    if (descrA == NULL || (base != CUSPARSE_INDEX_BASE_ZERO && base != CUSPARSE_INDEX_BASE_ONE))
        return CUSPARSE_STATUS_INVALID_VALUE;
    descrA->base = base;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t descrA)
{
    return descrA->base;
}

cusparseStatus_t cusparseCreate(cusparseHandle_t *handle)
{
    if (handle == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    CUcontext ctx = sim_library_context();
    if (ctx == NULL)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    cusparseHandle_t h = calloc(1, sizeof *h);
    if (h == NULL)
        return CUSPARSE_STATUS_ALLOC_FAILED;
    *h = (struct cusparseContext){ctx, NULL, CUSPARSE_POINTER_MODE_HOST};
    *handle = h;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDestroy(cusparseHandle_t handle)
{
    if (handle == NULL)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (sim_stream_usable(handle->stream) && !sim_is_legacy_stream(handle->stream))
        cuStreamSynchronize(handle->stream);
    free(handle);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseGetVersion(cusparseHandle_t handle, int *version)
{
    if (handle == NULL)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (version == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *version = CUSPARSE_VERSION; /* the headers': the simulation is built from them */
    return CUSPARSE_STATUS_SUCCESS;
}

/* The status's name; the real library's descriptions are its own, so the simulation says the name for both. */
const char *cusparseGetErrorName(cusparseStatus_t status)
{
    const char *name = sim_cusparse_status_name((int)status);
    return name != NULL ? name : "CUSPARSE_STATUS_UNKNOWN";
}

const char *cusparseGetErrorString(cusparseStatus_t status)
{
    return cusparseGetErrorName(status);
}

cusparseStatus_t cusparseSetStream(cusparseHandle_t handle, cudaStream_t streamId)
{
    if (handle == NULL)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    handle->stream = (CUstream)streamId;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseGetStream(cusparseHandle_t handle, cudaStream_t *streamId)
{
    if (handle == NULL)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (streamId == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *streamId = (cudaStream_t)handle->stream;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t mode)
{
    if (handle == NULL)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (mode != CUSPARSE_POINTER_MODE_HOST && mode != CUSPARSE_POINTER_MODE_DEVICE)
        return CUSPARSE_STATUS_INVALID_VALUE;
    handle->pointer_mode = mode;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t *mode)
{
    if (handle == NULL)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (mode == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *mode = handle->pointer_mode;
    return CUSPARSE_STATUS_SUCCESS;
}

/* The element types the products compute in: real and complex float and double. */
static bool value_type(cudaDataType type, enum blas_type *out)
{
    return blas_type_of(type, out) && *out != BLAS_H && *out != BLAS_B;
}

cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
                                   void *csrRowOffsets, void *csrColInd, void *csrValues,
                                   cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType,
                                   cusparseIndexBase_t idxBase, cudaDataType valueType)
{
    if (spMatDescr == NULL || rows < 0 || cols < 0 || nnz < 0 || (nnz > 0 && (csrColInd == NULL || csrValues == NULL)))
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (idxBase != CUSPARSE_INDEX_BASE_ZERO && idxBase != CUSPARSE_INDEX_BASE_ONE)
        return CUSPARSE_STATUS_INVALID_VALUE;
    enum blas_type type;
    bool indices_ok = (csrRowOffsetsType == CUSPARSE_INDEX_32I || csrRowOffsetsType == CUSPARSE_INDEX_64I) &&
                      (csrColIndType == CUSPARSE_INDEX_32I || csrColIndType == CUSPARSE_INDEX_64I);
    if (!indices_ok || !value_type(valueType, &type))
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    MADE(spMatDescr, (struct cusparseSpMatDescr){rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType,
                                                 csrColIndType, idxBase, type, valueType});
}

cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t spMatDescr)
{
    free((void *)spMatDescr);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *dnVecDescr, int64_t size, void *values,
                                     cudaDataType valueType)
{
    if (dnVecDescr == NULL || size < 0 || (size > 0 && values == NULL))
        return CUSPARSE_STATUS_INVALID_VALUE;
    enum blas_type type;
    if (!value_type(valueType, &type))
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    MADE(dnVecDescr, (struct cusparseDnVecDescr){size, values, type, valueType});
}

cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t dnVecDescr)
{
    free((void *)dnVecDescr);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld,
                                     void *values, cudaDataType valueType, cusparseOrder_t order)
{
    if (dnMatDescr == NULL || rows < 0 || cols < 0 || (order != CUSPARSE_ORDER_COL && order != CUSPARSE_ORDER_ROW) ||
        ld < (order == CUSPARSE_ORDER_COL ? rows : cols))
        return CUSPARSE_STATUS_INVALID_VALUE;
    enum blas_type type;
    if (!value_type(valueType, &type))
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    MADE(dnMatDescr, (struct cusparseDnMatDescr){rows, cols, ld, values, type, order, valueType});
}

cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t dnMatDescr)
{
    free((void *)dnMatDescr);
    return CUSPARSE_STATUS_SUCCESS;
}

/* The getters, as cuSPARSE answers them: what the descriptor was made with. */
cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t spMatDescr, cusparseFormat_t *format)
{
    if (spMatDescr == NULL || format == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *format = CUSPARSE_FORMAT_CSR; /* the one format the simulation makes */
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCsrGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz,
                                void **csrRowOffsets, void **csrColInd, void **csrValues,
                                cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType,
                                cusparseIndexBase_t *idxBase, cudaDataType *valueType)
{
    if (spMatDescr == NULL || rows == NULL || cols == NULL || nnz == NULL || csrRowOffsets == NULL ||
        csrColInd == NULL || csrValues == NULL || csrRowOffsetsType == NULL || csrColIndType == NULL ||
        idxBase == NULL || valueType == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *rows = spMatDescr->rows;
    *cols = spMatDescr->cols;
    *nnz = spMatDescr->nnz;
    *csrRowOffsets = (void *)(uintptr_t)spMatDescr->offsets;
    *csrColInd = (void *)(uintptr_t)spMatDescr->columns;
    *csrValues = (void *)(uintptr_t)spMatDescr->values;
    *csrRowOffsetsType = spMatDescr->offsets_type;
    *csrColIndType = spMatDescr->columns_type;
    *idxBase = spMatDescr->base;
    *valueType = spMatDescr->value_type;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t dnVecDescr, int64_t *size, void **values,
                                  cudaDataType *valueType)
{
    if (dnVecDescr == NULL || size == NULL || values == NULL || valueType == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *size = dnVecDescr->size;
    *values = dnVecDescr->values;
    *valueType = dnVecDescr->value_type;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld,
                                  void **values, cudaDataType *type, cusparseOrder_t *order)
{
    if (dnMatDescr == NULL || rows == NULL || cols == NULL || ld == NULL || values == NULL || type == NULL ||
        order == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *rows = dnMatDescr->rows;
    *cols = dnMatDescr->cols;
    *ld = dnMatDescr->ld;
    *values = dnMatDescr->values;
    *type = dnMatDescr->value_type;
    *order = dnMatDescr->order;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateSpVec(cusparseSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, void *indices,
                                     void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase,
                                     cudaDataType valueType)
{
    if (spVecDescr == NULL || size < 0 || nnz < 0 || nnz > size || (nnz > 0 && (indices == NULL || values == NULL)) ||
        (idxBase != CUSPARSE_INDEX_BASE_ZERO && idxBase != CUSPARSE_INDEX_BASE_ONE))
        return CUSPARSE_STATUS_INVALID_VALUE;
    enum blas_type type;
    if ((idxType != CUSPARSE_INDEX_32I && idxType != CUSPARSE_INDEX_64I) || !value_type(valueType, &type))
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    MADE(spVecDescr, (struct cusparseSpVecDescr){size, nnz, indices, values, idxType, idxBase, type, valueType});
}

cusparseStatus_t cusparseDestroySpVec(cusparseConstSpVecDescr_t spVecDescr)
{
    free((void *)(uintptr_t)spVecDescr);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpVecGet(cusparseSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, void **indices,
                                  void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase,
                                  cudaDataType *valueType)
{
    if (spVecDescr == NULL || size == NULL || nnz == NULL || indices == NULL || values == NULL || idxType == NULL ||
        idxBase == NULL || valueType == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    *size = spVecDescr->size;
    *nnz = spVecDescr->nnz;
    *indices = spVecDescr->indices;
    *values = spVecDescr->values;
    *idxType = spVecDescr->index_type;
    *idxBase = spVecDescr->base;
    *valueType = spVecDescr->value_type;
    return CUSPARSE_STATUS_SUCCESS;
}

/* C = alpha op(A) B + beta C for sparse A; SpMV is the case of one column. Dense operands are
 * read through (row, col) -> element offsets so that both orders and op(B) share the loop. */
struct dense {
    void *values;
    enum blas_type type;
    int64_t row_step, col_step; /* element offsets of one row and one column further */
};

struct product {
    struct cusparseSpMatDescr a;
    cusparseOperation_t op_a;
    struct dense b, c;
    int64_t columns; /* of B and C */
    enum blas_type compute;
    struct blas_scalar alpha, beta;
};

static int64_t index_at(const void *base, cusparseIndexType_t type, int64_t at)
{
    return type == CUSPARSE_INDEX_32I ? ((const int32_t *)base)[at] : ((const int64_t *)base)[at];
}

static double complex dense_at(const struct dense *d, int64_t row, int64_t col)
{
    return blas_load(d->values, d->type, row * d->row_step + col * d->col_step);
}

static void run_product(void *data)
{
    const struct product *p = data;
    const struct cusparseSpMatDescr *a = &p->a;
    double complex alpha = blas_value(&p->alpha), beta = blas_value(&p->beta);
    int64_t out_rows = p->op_a == CUSPARSE_OPERATION_NON_TRANSPOSE ? a->rows : a->cols;
    double complex *sums = calloc((size_t)(out_rows > 0 ? out_rows : 1), sizeof *sums);
    if (sums == NULL)
        return;
    for (int64_t col = 0; col < p->columns; col++) {
        for (int64_t i = 0; i < out_rows; i++)
            sums[i] = 0;
        for (int64_t row = 0; row < a->rows; row++) {
            int64_t first = index_at(a->offsets, a->offsets_type, row) - a->base;
            int64_t end = index_at(a->offsets, a->offsets_type, row + 1) - a->base;
            for (int64_t k = first; k < end; k++) {
                int64_t column = index_at(a->columns, a->columns_type, k) - a->base;
                if (column < 0 || column >= a->cols)
                    continue; /* a bad index: the real library reads or writes out of bounds */
                double complex value = blas_load(a->values, a->type, k);
                if (p->op_a == CUSPARSE_OPERATION_NON_TRANSPOSE)
                    sums[row] += value * dense_at(&p->b, column, col);
                else
                    sums[column] +=
                        (p->op_a == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? conj(value) : value) *
                        dense_at(&p->b, row, col);
            }
        }
        for (int64_t i = 0; i < out_rows; i++) {
            int64_t at = i * p->c.row_step + col * p->c.col_step;
            /* beta 0 leaves C unread, as BLAS does: what was there may be NaN */
            double complex old = beta == 0 ? 0 : beta * blas_load(p->c.values, p->c.type, at);
            blas_store(p->c.values, p->c.type, at, alpha * sums[i] + old);
        }
    }
    free(sums);
}

static struct dense dense_matrix(const struct cusparseDnMatDescr *d, cusparseOperation_t op)
{
    bool col_major = d->order == CUSPARSE_ORDER_COL;
    struct dense out = {d->values, d->type, col_major ? 1 : d->ld, col_major ? d->ld : 1};
    if (op != CUSPARSE_OPERATION_NON_TRANSPOSE) {
        int64_t step = out.row_step;
        out.row_step = out.col_step;
        out.col_step = step;
    }
    return out;
}

static bool sparse_ok(const struct cusparseSpMatDescr *a)
{
    size_t index = a->offsets_type == CUSPARSE_INDEX_32I ? 4 : 8, column = a->columns_type == CUSPARSE_INDEX_32I ? 4 : 8;
    return sim_device_range_ok(a->offsets, (size_t)(a->rows + 1) * index) &&
           (a->nnz == 0 || (sim_device_range_ok(a->columns, (size_t)a->nnz * column) &&
                            sim_device_range_ok(a->values, (size_t)a->nnz * blas_size(a->type))));
}

static bool dense_ok(const struct dense *d, int64_t rows, int64_t cols)
{
    if (rows == 0 || cols == 0)
        return true;
    int64_t last = (rows - 1) * d->row_step + (cols - 1) * d->col_step;
    return sim_device_range_ok(d->values, (size_t)(last + 1) * blas_size(d->type));
}

/* Check a product and queue it on the handle's stream (run false: the buffer-size query). The
 * compute type must be the values' own, as cuSPARSE asks for these types. */
static cusparseStatus_t product(cusparseHandle_t handle, struct product *p, const void *alpha, const void *beta,
                                cudaDataType compute, int64_t b_rows, int64_t c_rows, bool run)
{
    if (handle == NULL)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (p->op_a != CUSPARSE_OPERATION_NON_TRANSPOSE && p->op_a != CUSPARSE_OPERATION_TRANSPOSE &&
        p->op_a != CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE)
        return CUSPARSE_STATUS_INVALID_VALUE;
    bool transposed = p->op_a != CUSPARSE_OPERATION_NON_TRANSPOSE;
    if ((transposed ? p->a.rows : p->a.cols) != b_rows || (transposed ? p->a.cols : p->a.rows) != c_rows)
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (!value_type(compute, &p->compute) || p->compute != p->a.type || p->b.type != p->a.type ||
        p->c.type != p->a.type)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    bool device = handle->pointer_mode == CUSPARSE_POINTER_MODE_DEVICE;
    if (!blas_capture_in(device, alpha, p->compute, &p->alpha) || !blas_capture_in(device, beta, p->compute, &p->beta))
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (!run)
        return CUSPARSE_STATUS_SUCCESS;
    if (!sparse_ok(&p->a) || !dense_ok(&p->b, b_rows, p->columns) || !dense_ok(&p->c, c_rows, p->columns))
        return CUSPARSE_STATUS_INVALID_VALUE;
    CUresult rc = sim_submit(handle->ctx, handle->stream, run_product, p, sizeof *p);
    return rc == CUDA_SUCCESS ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_EXECUTION_FAILED;
}

static cusparseStatus_t spmv(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                             cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta,
                             cusparseDnVecDescr_t vecY, cudaDataType computeType, bool run)
{
    if (matA == NULL || vecX == NULL || vecY == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    struct product p = {.a = *matA, .op_a = opA, .columns = 1};
    p.b = (struct dense){vecX->values, vecX->type, 1, vecX->size};
    p.c = (struct dense){vecY->values, vecY->type, 1, vecY->size};
    return product(handle, &p, alpha, beta, computeType, vecX->size, vecY->size, run);
}

cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                         cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                         const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType,
                                         cusparseSpMVAlg_t alg, size_t *bufferSize)
{
    (void)alg; /* the algorithm changes how the real library sums, not what is summed */
    if (bufferSize == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    cusparseStatus_t status = spmv(handle, opA, alpha, matA, vecX, beta, vecY, computeType, false);
    if (status == CUSPARSE_STATUS_SUCCESS)
        *bufferSize = 0;
    return status;
}

cusparseStatus_t cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                              cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta,
                              cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg,
                              void *externalBuffer)
{
    (void)alg;
    (void)externalBuffer;
    return spmv(handle, opA, alpha, matA, vecX, beta, vecY, computeType, true);
}

static cusparseStatus_t spmm(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                             const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                             const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType, bool run)
{
    if (matA == NULL || matB == NULL || matC == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (opB != CUSPARSE_OPERATION_NON_TRANSPOSE && opB != CUSPARSE_OPERATION_TRANSPOSE)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    bool b_transposed = opB == CUSPARSE_OPERATION_TRANSPOSE;
    struct product p = {.a = *matA, .op_a = opA, .columns = matC->cols};
    p.b = dense_matrix(matB, opB);
    p.c = dense_matrix(matC, CUSPARSE_OPERATION_NON_TRANSPOSE);
    if ((b_transposed ? matB->rows : matB->cols) != matC->cols)
        return CUSPARSE_STATUS_INVALID_VALUE;
    return product(handle, &p, alpha, beta, computeType, b_transposed ? matB->cols : matB->rows, matC->rows, run);
}

cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                                         const void *alpha, cusparseConstSpMatDescr_t matA,
                                         cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC,
                                         cudaDataType computeType, cusparseSpMMAlg_t alg, size_t *bufferSize)
{
    (void)alg;
    if (bufferSize == NULL)
        return CUSPARSE_STATUS_INVALID_VALUE;
    cusparseStatus_t status = spmm(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, false);
    if (status == CUSPARSE_STATUS_SUCCESS)
        *bufferSize = 0;
    return status;
}

cusparseStatus_t cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                              const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                              const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType,
                              cusparseSpMMAlg_t alg, void *externalBuffer)
{
    (void)alg;
    (void)externalBuffer;
    return spmm(handle, opA, opB, alpha, matA, matB, beta, matC, computeType, true);
}

/* Y = alpha X + beta Y for sparse X: every element of Y scaled by beta, X's added at its indices. */
struct axpby {
    struct cusparseSpVecDescr x;
    struct cusparseDnVecDescr y;
    struct blas_scalar alpha, beta;
};

static void run_axpby(void *data)
{
    const struct axpby *w = data;
    double complex alpha = blas_value(&w->alpha), beta = blas_value(&w->beta);
    for (int64_t i = 0; i < w->y.size; i++)
        blas_store(w->y.values, w->y.type, i, beta * blas_load(w->y.values, w->y.type, i));
    for (int64_t k = 0; k < w->x.nnz; k++) {
        int64_t at = index_at(w->x.indices, w->x.index_type, k) - w->x.base;
        if (at < 0 || at >= w->y.size)
            continue; /* a bad index: the real library writes out of bounds */
        double complex sum = blas_load(w->y.values, w->y.type, at) + alpha * blas_load(w->x.values, w->x.type, k);
        blas_store(w->y.values, w->y.type, at, sum);
    }
}

cusparseStatus_t cusparseAxpby(cusparseHandle_t handle, const void *alpha, cusparseConstSpVecDescr_t vecX,
                               const void *beta, cusparseDnVecDescr_t vecY)
{
    if (handle == NULL)
        return CUSPARSE_STATUS_NOT_INITIALIZED;
    if (vecX == NULL || vecY == NULL || vecX->size != vecY->size)
        return CUSPARSE_STATUS_INVALID_VALUE;
    if (vecX->type != vecY->type)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
    struct axpby w = {.x = *vecX, .y = *vecY};
    bool device = handle->pointer_mode == CUSPARSE_POINTER_MODE_DEVICE;
    size_t index = vecX->index_type == CUSPARSE_INDEX_32I ? 4 : 8;
    if (!blas_capture_in(device, alpha, vecY->type, &w.alpha) || !blas_capture_in(device, beta, vecY->type, &w.beta) ||
        (vecX->nnz > 0 && (!sim_device_range_ok(vecX->indices, (size_t)vecX->nnz * index) ||
                           !sim_device_range_ok(vecX->values, (size_t)vecX->nnz * blas_size(vecX->type)))) ||
        (vecY->size > 0 && !sim_device_range_ok(vecY->values, (size_t)vecY->size * blas_size(vecY->type))))
        return CUSPARSE_STATUS_INVALID_VALUE;
    CUresult rc = sim_submit(handle->ctx, handle->stream, run_axpby, &w, sizeof w);
    return rc == CUDA_SUCCESS ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_EXECUTION_FAILED;
}
