/* SPDX-License-Identifier: MIT */
/* What cuSPARSE's generic API reaches through its descriptors (spec/cusparse.toml, `descriptor`
 * extents), asked of cuSPARSE's own getters at the call, through the loaded library's table: no
 * record of cubound's own, so a descriptor changed by its setters (cusparseDnVecSetValues,
 * cusparseCsrSetPointers) counts as it is at the call. Values are sized by the descriptor's
 * cudaDataType ([element_sizes.cudaDataType]), indices by their cusparseIndexType_t. Where a getter
 * fails, or a size makes no sense, nothing is noted: a range too small only misses races, one too
 * large could report a correct program (docs/races.md). */
#include "internal.h"

#define GETTER(name) BD_GEN_ENTRY(bd_gen_cusparse, pfn_##name)

/* Bytes of count elements of size bytes each; 0 where either is not positive or it overflows. */
static unsigned long long bytes_of(int64_t count, unsigned long long size)
{
    unsigned long long bytes;
    if (count <= 0 || __builtin_mul_overflow((unsigned long long)count, size, &bytes))
        return 0;
    return bytes;
}

static unsigned long long index_size(cusparseIndexType_t type)
{
    switch (type) {
    case CUSPARSE_INDEX_16U: return 2;
    case CUSPARSE_INDEX_32I: return 4;
    case CUSPARSE_INDEX_64I: return 8;
    default: return 0;
    }
}

bd_described_t bd_gen_cusparse_dense_vector(bound_dev_t *bd, unsigned long long element, unsigned long long descr)
{
    (void)bd, (void)element;
    bd_described_t out = {0};
    int64_t size = 0;
    void *values = NULL;
    cudaDataType type;
    if (descr != 0 && GETTER(cusparseDnVecGet)((cusparseDnVecDescr_t)(uintptr_t)descr, &size, &values, &type) ==
                          CUSPARSE_STATUS_SUCCESS)
        out.range[0] = (bd_range_t){BD_HANDLE_VALUE(values), bytes_of(size, bd_gen_cusparse_element_size(type))};
    return out;
}

/* Whole where its columns touch (column order, ld == rows) or its rows do (row order, ld == cols),
 * else its first column (row) only: what lies between may be another stream's, as the `rows` extent
 * counts a cuBLAS matrix. */
bd_described_t bd_gen_cusparse_dense_matrix(bound_dev_t *bd, unsigned long long element, unsigned long long descr)
{
    (void)bd, (void)element;
    bd_described_t out = {0};
    int64_t rows = 0, cols = 0, ld = 0;
    void *values = NULL;
    cudaDataType type;
    cusparseOrder_t order;
    if (descr == 0 || GETTER(cusparseDnMatGet)((cusparseDnMatDescr_t)(uintptr_t)descr, &rows, &cols, &ld, &values,
                                               &type, &order) != CUSPARSE_STATUS_SUCCESS)
        return out;
    int64_t line = order == CUSPARSE_ORDER_ROW ? cols : rows, lines = order == CUSPARSE_ORDER_ROW ? rows : cols;
    if (lines <= 0)
        return out;
    unsigned long long bytes = bytes_of(line, bd_gen_cusparse_element_size(type)), whole;
    if (ld == line && !__builtin_mul_overflow(bytes, (unsigned long long)lines, &whole))
        bytes = whole;
    out.range[0] = (bd_range_t){BD_HANDLE_VALUE(values), bytes};
    return out;
}

bd_described_t bd_gen_cusparse_sparse_vector(bound_dev_t *bd, unsigned long long element, unsigned long long descr)
{
    (void)bd, (void)element;
    bd_described_t out = {0};
    int64_t size = 0, nnz = 0;
    void *indices = NULL, *values = NULL;
    cusparseIndexType_t index_type;
    cusparseIndexBase_t base;
    cudaDataType type;
    if (descr != 0 && GETTER(cusparseSpVecGet)((cusparseSpVecDescr_t)(uintptr_t)descr, &size, &nnz, &indices, &values,
                                               &index_type, &base, &type) == CUSPARSE_STATUS_SUCCESS) {
        out.range[0] = (bd_range_t){BD_HANDLE_VALUE(indices), bytes_of(nnz, index_size(index_type))};
        out.range[1] = (bd_range_t){BD_HANDLE_VALUE(values), bytes_of(nnz, bd_gen_cusparse_element_size(type))};
    }
    return out;
}

/* CSR: rows + 1 row offsets, nnz column indices and values; CSC: cols + 1 column offsets, nnz row
 * indices and values; COO: nnz row indices, column indices and values. Other formats (BSR, blocked
 * and sliced ELL): nothing. */
bd_described_t bd_gen_cusparse_sparse_matrix(bound_dev_t *bd, unsigned long long element, unsigned long long descr)
{
    (void)bd, (void)element;
    bd_described_t out = {0};
    cusparseSpMatDescr_t matrix = (cusparseSpMatDescr_t)(uintptr_t)descr;
    cusparseFormat_t format;
    if (descr == 0 || GETTER(cusparseSpMatGetFormat)(matrix, &format) != CUSPARSE_STATUS_SUCCESS)
        return out;
    int64_t rows = 0, cols = 0, nnz = 0;
    void *first = NULL, *second = NULL, *values = NULL;
    cusparseIndexType_t first_type, second_type;
    cusparseIndexBase_t base;
    cudaDataType type;
    cusparseStatus_t status = CUSPARSE_STATUS_NOT_SUPPORTED;
    int64_t first_count = 0;
    if (format == CUSPARSE_FORMAT_CSR) {
        status = GETTER(cusparseCsrGet)(matrix, &rows, &cols, &nnz, &first, &second, &values, &first_type, &second_type,
                                        &base, &type);
        first_count = rows + 1;
    } else if (format == CUSPARSE_FORMAT_CSC) {
        status = GETTER(cusparseCscGet)(matrix, &rows, &cols, &nnz, &first, &second, &values, &first_type, &second_type,
                                        &base, &type);
        first_count = cols + 1;
    } else if (format == CUSPARSE_FORMAT_COO) {
        status = GETTER(cusparseCooGet)(matrix, &rows, &cols, &nnz, &first, &second, &values, &first_type, &base, &type);
        second_type = first_type;
        first_count = nnz;
    }
    if (status != CUSPARSE_STATUS_SUCCESS || rows < 0 || cols < 0)
        return out;
    out.range[0] = (bd_range_t){BD_HANDLE_VALUE(first), bytes_of(first_count, index_size(first_type))};
    out.range[1] = (bd_range_t){BD_HANDLE_VALUE(second), bytes_of(nnz, index_size(second_type))};
    out.range[2] = (bd_range_t){BD_HANDLE_VALUE(values), bytes_of(nnz, bd_gen_cusparse_element_size(type))};
    return out;
}
