/* SPDX-License-Identifier: MIT */
/* Simulated cuBLASLt: handles, matmul descriptors (compute and scale type, pointer mode,
 * transposes), matrix layouts (type, order, batch count and stride), preferences, the heuristic
 * query (one algorithm, needing no workspace) and cublasLtMatmul in the types sim_blas.h knows
 * (half and float among them), computed in double and stored in D's type, on the stream the call
 * names. As on an H100 (tests/probes/cublaslt_contexts.c), cublasLtCreate answers one handle in
 * every context, counting its creations, and a matmul runs in the context current at the call.
 * Descriptors are the simulation's own structs behind the opaque pointer types. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include <cublasLt.h>

#include "sim_blas.h"
#include "sim_stubs.h"

struct cublasLtContext {
    atomic_long creations; /* not yet destroyed */
};

static struct cublasLtContext the_handle;

struct lt_layout {
    cudaDataType type;
    enum blas_type element;
    cublasLtOrder_t order;
    int64_t rows, cols, ld, batch, batch_stride;
};

struct lt_matmul {
    cublasComputeType_t compute;
    cudaDataType scale;
    enum blas_type scale_element;
    cublasLtPointerMode_t pointer_mode;
    cublasOperation_t trans_a, trans_b;
};

cublasStatus_t cublasLtCreate(cublasLtHandle_t *lightHandle)
{
    if (lightHandle == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    if (sim_library_context() == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    atomic_fetch_add(&the_handle.creations, 1);
    *lightHandle = &the_handle;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtDestroy(cublasLtHandle_t lightHandle)
{
    if (lightHandle != &the_handle || atomic_load(&the_handle.creations) <= 0)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    atomic_fetch_sub(&the_handle.creations, 1);
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType,
                                        cudaDataType_t scaleType)
{
    if (matmulDesc == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    struct lt_matmul *d = malloc(sizeof *d);
    if (d == NULL)
        return CUBLAS_STATUS_ALLOC_FAILED;
    *d = (struct lt_matmul){computeType, scaleType, BLAS_S, CUBLASLT_POINTER_MODE_HOST, CUBLAS_OP_N, CUBLAS_OP_N};
    if (!blas_type_of(scaleType, &d->scale_element)) {
        free(d);
        return CUBLAS_STATUS_NOT_SUPPORTED;
    }
    *matmulDesc = (cublasLtMatmulDesc_t)d;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t matmulDesc)
{
    free(matmulDesc);
    return CUBLAS_STATUS_SUCCESS;
}

/* An int32_t attribute's value; false if buf does not hold one. */
static bool int32_attribute(const void *buf, size_t size, int32_t *out)
{
    if (buf == NULL || size != sizeof *out)
        return false;
    memcpy(out, buf, sizeof *out);
    return true;
}

static bool operation_ok(int32_t op)
{
    return op == CUBLAS_OP_N || op == CUBLAS_OP_T || op == CUBLAS_OP_C;
}

/* The attributes that change what a product computes; the epilogue only as its default. */
cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr,
                                              const void *buf, size_t sizeInBytes)
{
    struct lt_matmul *d = (struct lt_matmul *)matmulDesc;
    int32_t value;
    if (d == NULL || !int32_attribute(buf, sizeInBytes, &value))
        return CUBLAS_STATUS_INVALID_VALUE;
    switch (attr) {
    case CUBLASLT_MATMUL_DESC_TRANSA:
    case CUBLASLT_MATMUL_DESC_TRANSB:
        if (!operation_ok(value))
            return CUBLAS_STATUS_INVALID_VALUE;
        *(attr == CUBLASLT_MATMUL_DESC_TRANSA ? &d->trans_a : &d->trans_b) = (cublasOperation_t)value;
        return CUBLAS_STATUS_SUCCESS;
    case CUBLASLT_MATMUL_DESC_POINTER_MODE:
        if (value != CUBLASLT_POINTER_MODE_HOST && value != CUBLASLT_POINTER_MODE_DEVICE)
            return CUBLAS_STATUS_INVALID_VALUE;
        d->pointer_mode = (cublasLtPointerMode_t)value;
        return CUBLAS_STATUS_SUCCESS;
    case CUBLASLT_MATMUL_DESC_EPILOGUE:
        return value == CUBLASLT_EPILOGUE_DEFAULT ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_SUPPORTED;
    default: sim_unsupported("cublasLtMatmulDescSetAttribute of this attribute"); return CUBLAS_STATUS_NOT_SUPPORTED;
    }
}

cublasStatus_t cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr,
                                              void *buf, size_t sizeInBytes, size_t *sizeWritten)
{
    const struct lt_matmul *d = (const struct lt_matmul *)matmulDesc;
    if (d == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    int32_t value;
    switch (attr) {
    case CUBLASLT_MATMUL_DESC_COMPUTE_TYPE: value = d->compute; break;
    case CUBLASLT_MATMUL_DESC_SCALE_TYPE: value = d->scale; break;
    case CUBLASLT_MATMUL_DESC_POINTER_MODE: value = d->pointer_mode; break;
    case CUBLASLT_MATMUL_DESC_TRANSA: value = d->trans_a; break;
    case CUBLASLT_MATMUL_DESC_TRANSB: value = d->trans_b; break;
    default: sim_unsupported("cublasLtMatmulDescGetAttribute of this attribute"); return CUBLAS_STATUS_NOT_SUPPORTED;
    }
    if (sizeWritten != NULL)
        *sizeWritten = sizeof value;
    if (sizeInBytes == 0 && sizeWritten != NULL)
        return CUBLAS_STATUS_SUCCESS; /* the size query */
    if (buf == NULL || sizeInBytes < sizeof value)
        return CUBLAS_STATUS_INVALID_VALUE;
    memcpy(buf, &value, sizeof value);
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows,
                                          uint64_t cols, int64_t ld)
{
    if (matLayout == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    struct lt_layout *l = malloc(sizeof *l);
    if (l == NULL)
        return CUBLAS_STATUS_ALLOC_FAILED;
    *l = (struct lt_layout){type, BLAS_S, CUBLASLT_ORDER_COL, (int64_t)rows, (int64_t)cols, ld, 1, 0};
    if (!blas_type_of(type, &l->element)) {
        free(l);
        return CUBLAS_STATUS_NOT_SUPPORTED;
    }
    *matLayout = (cublasLtMatrixLayout_t)l;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t matLayout)
{
    free(matLayout);
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr,
                                                const void *buf, size_t sizeInBytes)
{
    struct lt_layout *l = (struct lt_layout *)matLayout;
    int32_t value;
    if (l == NULL || buf == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    switch (attr) {
    case CUBLASLT_MATRIX_LAYOUT_ORDER:
        if (!int32_attribute(buf, sizeInBytes, &value))
            return CUBLAS_STATUS_INVALID_VALUE;
        if (value != CUBLASLT_ORDER_COL && value != CUBLASLT_ORDER_ROW)
            return CUBLAS_STATUS_NOT_SUPPORTED;
        l->order = (cublasLtOrder_t)value;
        return CUBLAS_STATUS_SUCCESS;
    case CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT:
        if (!int32_attribute(buf, sizeInBytes, &value) || value < 1)
            return CUBLAS_STATUS_INVALID_VALUE;
        l->batch = value;
        return CUBLAS_STATUS_SUCCESS;
    case CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET:
        if (sizeInBytes != sizeof l->batch_stride)
            return CUBLAS_STATUS_INVALID_VALUE;
        memcpy(&l->batch_stride, buf, sizeof l->batch_stride);
        return CUBLAS_STATUS_SUCCESS;
    default: sim_unsupported("cublasLtMatrixLayoutSetAttribute of this attribute"); return CUBLAS_STATUS_NOT_SUPPORTED;
    }
}

/* Preferences limit which algorithms the heuristic offers; the simulation has one. */
cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref)
{
    if (pref == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    *pref = calloc(1, sizeof **pref);
    return *pref != NULL ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_ALLOC_FAILED;
}

cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref)
{
    free(pref);
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref,
                                                    cublasLtMatmulPreferenceAttributes_t attr, const void *buf,
                                                    size_t sizeInBytes)
{
    (void)attr;
    return pref == NULL || buf == NULL || sizeInBytes == 0 ? CUBLAS_STATUS_INVALID_VALUE : CUBLAS_STATUS_SUCCESS;
}

/* D = alpha op(A) op(B) + beta C, over the batch. */
struct lt_work {
    struct lt_layout a, b, c, d;
    cublasOperation_t trans_a, trans_b;
    int64_t m, n, k;
    struct blas_scalar alpha, beta;
    const void *pa, *pb, *pc;
    void *pd;
};

/* The offset of op(X)[row][col] in one matrix of layout l. */
static int64_t element_at(const struct lt_layout *l, cublasOperation_t op, int64_t row, int64_t col)
{
    if (op != CUBLAS_OP_N) {
        int64_t swap = row;
        row = col;
        col = swap;
    }
    return l->order == CUBLASLT_ORDER_COL ? col * l->ld + row : row * l->ld + col;
}

static double complex lt_load(const struct lt_layout *l, const void *base, int64_t batch, cublasOperation_t op,
                              int64_t row, int64_t col)
{
    double complex value = blas_load(base, l->element, batch * l->batch_stride + element_at(l, op, row, col));
    return op == CUBLAS_OP_C ? conj(value) : value;
}

static void run_matmul(void *data)
{
    const struct lt_work *w = data;
    double complex alpha = blas_value(&w->alpha), beta = blas_value(&w->beta);
    for (int64_t batch = 0; batch < w->d.batch; batch++)
        for (int64_t col = 0; col < w->n; col++)
            for (int64_t row = 0; row < w->m; row++) {
                double complex sum = 0;
                for (int64_t i = 0; i < w->k; i++)
                    sum += lt_load(&w->a, w->pa, batch, w->trans_a, row, i) *
                           lt_load(&w->b, w->pb, batch, w->trans_b, i, col);
                /* beta 0 leaves C unread, as BLAS does */
                double complex c = beta == 0 ? 0 : beta * lt_load(&w->c, w->pc, batch, CUBLAS_OP_N, row, col);
                blas_store(w->pd, w->d.element, batch * w->d.batch_stride + element_at(&w->d, CUBLAS_OP_N, row, col),
                           alpha * sum + c);
            }
}

/* Whether a layout's matrices lie in device memory and its leading dimension fits its order. */
static bool layout_ok(const struct lt_layout *l, const void *base)
{
    if (l->rows == 0 || l->cols == 0)
        return true;
    if (l->ld < (l->order == CUBLASLT_ORDER_COL ? l->rows : l->cols))
        return false;
    int64_t last = (l->batch - 1) * l->batch_stride + element_at(l, CUBLAS_OP_N, l->rows - 1, l->cols - 1);
    return sim_device_range_ok(base, (size_t)(last + 1) * blas_size(l->element));
}

/* Check a product's shapes: op(A) m x k, op(B) k x n, C and D m x n, one batch count. */
static cublasStatus_t shape(const struct lt_matmul *desc, const struct lt_layout *a, const struct lt_layout *b,
                            const struct lt_layout *c, const struct lt_layout *d)
{
    if (desc == NULL || a == NULL || b == NULL || c == NULL || d == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    bool ta = desc->trans_a != CUBLAS_OP_N, tb = desc->trans_b != CUBLAS_OP_N;
    int64_t k = ta ? a->rows : a->cols;
    if ((ta ? a->cols : a->rows) != d->rows || (tb ? b->cols : b->rows) != k || (tb ? b->rows : b->cols) != d->cols ||
        c->rows != d->rows || c->cols != d->cols)
        return CUBLAS_STATUS_INVALID_VALUE;
    if ((a->batch != d->batch && a->batch != 1) || (b->batch != d->batch && b->batch != 1) || c->batch != d->batch)
        return CUBLAS_STATUS_INVALID_VALUE;
    return c->type == d->type ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_SUPPORTED;
}

cublasStatus_t cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc,
                                              cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc,
                                              cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc,
                                              cublasLtMatmulPreference_t preference, int requestedAlgoCount,
                                              cublasLtMatmulHeuristicResult_t heuristicResultsArray[],
                                              int *returnAlgoCount)
{
    if (lightHandle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    if (preference == NULL || requestedAlgoCount < 1 || heuristicResultsArray == NULL || returnAlgoCount == NULL)
        return CUBLAS_STATUS_INVALID_VALUE;
    cublasStatus_t status =
        shape((const struct lt_matmul *)operationDesc, (const struct lt_layout *)Adesc, (const struct lt_layout *)Bdesc,
              (const struct lt_layout *)Cdesc, (const struct lt_layout *)Ddesc);
    if (status != CUBLAS_STATUS_SUCCESS)
        return status;
    memset(heuristicResultsArray, 0, sizeof *heuristicResultsArray);
    heuristicResultsArray[0].state = CUBLAS_STATUS_SUCCESS;
    heuristicResultsArray[0].wavesCount = 1.0f;
    *returnAlgoCount = 1;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmul(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha,
                              const void *A, cublasLtMatrixLayout_t Adesc, const void *B, cublasLtMatrixLayout_t Bdesc,
                              const void *beta, const void *C, cublasLtMatrixLayout_t Cdesc, void *D,
                              cublasLtMatrixLayout_t Ddesc, const cublasLtMatmulAlgo_t *algo, void *workspace,
                              size_t workspaceSizeInBytes, cudaStream_t stream)
{
    (void)algo; /* which kernel the real library runs, not what it computes */
    (void)workspace;
    (void)workspaceSizeInBytes;
    if (lightHandle == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    const struct lt_matmul *desc = (const struct lt_matmul *)computeDesc;
    cublasStatus_t status = shape(desc, (const struct lt_layout *)Adesc, (const struct lt_layout *)Bdesc,
                                  (const struct lt_layout *)Cdesc, (const struct lt_layout *)Ddesc);
    if (status != CUBLAS_STATUS_SUCCESS)
        return status;
    const struct lt_layout *a = (const struct lt_layout *)Adesc, *d = (const struct lt_layout *)Ddesc;
    struct lt_work w = {.a = *a, .b = *(const struct lt_layout *)Bdesc, .c = *(const struct lt_layout *)Cdesc, .d = *d,
                        .trans_a = desc->trans_a, .trans_b = desc->trans_b, .m = d->rows, .n = d->cols,
                        .k = desc->trans_a != CUBLAS_OP_N ? a->rows : a->cols, .pa = A, .pb = B, .pc = C, .pd = D};
    if (w.a.batch == 1)
        w.a.batch_stride = 0; /* one A for every D, as cuBLASLt broadcasts it */
    if (w.b.batch == 1)
        w.b.batch_stride = 0;
    bool device = desc->pointer_mode == CUBLASLT_POINTER_MODE_DEVICE;
    if (!blas_capture_in(device, alpha, desc->scale_element, &w.alpha) ||
        !blas_capture_in(device, beta, desc->scale_element, &w.beta))
        return CUBLAS_STATUS_INVALID_VALUE;
    if (!layout_ok(&w.a, A) || !layout_ok(&w.b, B) || !layout_ok(&w.c, C) || !layout_ok(&w.d, D))
        return CUBLAS_STATUS_INVALID_VALUE;
    CUcontext ctx = sim_library_context();
    if (ctx == NULL)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    CUresult rc = sim_submit(ctx, (CUstream)stream, run_matmul, &w, sizeof w);
    return rc == CUDA_SUCCESS ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_EXECUTION_FAILED;
}
