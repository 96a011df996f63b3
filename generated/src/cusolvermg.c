/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* Part of libcubound: the exported bd_ functions of cusolverMg.h, the table of entry points
 * they call through, and where the runtime finds each entry point. A table entry starts at a
 * stand-in that loads libcusolverMg.so.12 on first use; one the library lacks stays at its stand-in,
 * which answers CUSOLVER_STATUS_NOT_SUPPORTED. */
#include "cubound/cusolvermg.h"
#include "wrapper_runtime.h"

extern struct bd_gen_library bd_gen_cusolvermg_library;

/* The name of each cusolverStatus_t cusolverMg.h declares, for bd_last_error without the library. */
static const char *bd_gen_cusolvermg_status_name(int status)
{
    switch (status) {
    case 0: return "CUSOLVER_STATUS_SUCCESS";
    case 1: return "CUSOLVER_STATUS_NOT_INITIALIZED";
    case 2: return "CUSOLVER_STATUS_ALLOC_FAILED";
    case 3: return "CUSOLVER_STATUS_INVALID_VALUE";
    case 4: return "CUSOLVER_STATUS_ARCH_MISMATCH";
    case 5: return "CUSOLVER_STATUS_MAPPING_ERROR";
    case 6: return "CUSOLVER_STATUS_EXECUTION_FAILED";
    case 7: return "CUSOLVER_STATUS_INTERNAL_ERROR";
    case 8: return "CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED";
    case 9: return "CUSOLVER_STATUS_NOT_SUPPORTED";
    case 10: return "CUSOLVER_STATUS_ZERO_PIVOT";
    case 11: return "CUSOLVER_STATUS_INVALID_LICENSE";
    case 12: return "CUSOLVER_STATUS_IRS_PARAMS_NOT_INITIALIZED";
    case 13: return "CUSOLVER_STATUS_IRS_PARAMS_INVALID";
    case 14: return "CUSOLVER_STATUS_IRS_PARAMS_INVALID_PREC";
    case 15: return "CUSOLVER_STATUS_IRS_PARAMS_INVALID_REFINE";
    case 16: return "CUSOLVER_STATUS_IRS_PARAMS_INVALID_MAXITER";
    case 20: return "CUSOLVER_STATUS_IRS_INTERNAL_ERROR";
    case 21: return "CUSOLVER_STATUS_IRS_NOT_SUPPORTED";
    case 22: return "CUSOLVER_STATUS_IRS_OUT_OF_RANGE";
    case 23: return "CUSOLVER_STATUS_IRS_NRHS_NOT_SUPPORTED_FOR_REFINE_GMRES";
    case 25: return "CUSOLVER_STATUS_IRS_INFOS_NOT_INITIALIZED";
    case 26: return "CUSOLVER_STATUS_IRS_INFOS_NOT_DESTROYED";
    case 30: return "CUSOLVER_STATUS_IRS_MATRIX_SINGULAR";
    case 31: return "CUSOLVER_STATUS_INVALID_WORKSPACE";
    default: return NULL;
    }
}

/* A status the library answered, kept for bd_last_error where it is not success. */
static inline cusolverStatus_t bd_gen_cusolvermg_called(cusolverStatus_t status, const char *function)
{
    if (BD_UNLIKELY(status != CUSOLVER_STATUS_SUCCESS))
        bd_gen_failed(&bd_gen_cusolvermg_library, function, (int)status);
    return status;
}

BD_SUPPRESS_DEPRECATED_BEGIN

static cusolverStatus_t bd_gen_first_cusolverMgCreate(cusolverMgHandle_t *handle)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgCreate,
                       (bd_gen_fn)bd_gen_first_cusolverMgCreate, "cusolverMgCreate")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgCreate)(handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgDestroy(cusolverMgHandle_t handle)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgDestroy,
                       (bd_gen_fn)bd_gen_first_cusolverMgDestroy, "cusolverMgDestroy")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgDestroy)(handle);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgDeviceSelect(cusolverMgHandle_t handle, int nbDevices, int deviceId[])
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgDeviceSelect,
                       (bd_gen_fn)bd_gen_first_cusolverMgDeviceSelect, "cusolverMgDeviceSelect")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgDeviceSelect)(handle, nbDevices, deviceId);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgCreateDeviceGrid(cudaLibMgGrid_t *grid, int32_t numRowDevices, int32_t numColDevices, const int32_t deviceId[], cusolverMgGridMapping_t mapping)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgCreateDeviceGrid,
                       (bd_gen_fn)bd_gen_first_cusolverMgCreateDeviceGrid, "cusolverMgCreateDeviceGrid")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgCreateDeviceGrid)(grid, numRowDevices, numColDevices, deviceId, mapping);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgDestroyGrid(cudaLibMgGrid_t grid)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgDestroyGrid,
                       (bd_gen_fn)bd_gen_first_cusolverMgDestroyGrid, "cusolverMgDestroyGrid")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgDestroyGrid)(grid);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgCreateMatrixDesc(cudaLibMgMatrixDesc_t *desc, int64_t numRows, int64_t numCols, int64_t rowBlockSize, int64_t colBlockSize, cudaDataType dataType, const cudaLibMgGrid_t grid)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgCreateMatrixDesc,
                       (bd_gen_fn)bd_gen_first_cusolverMgCreateMatrixDesc, "cusolverMgCreateMatrixDesc")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgCreateMatrixDesc)(desc, numRows, numCols, rowBlockSize, colBlockSize, dataType, grid);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgDestroyMatrixDesc(cudaLibMgMatrixDesc_t desc)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgDestroyMatrixDesc,
                       (bd_gen_fn)bd_gen_first_cusolverMgDestroyMatrixDesc, "cusolverMgDestroyMatrixDesc")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgDestroyMatrixDesc)(desc);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgSyevd_bufferSize(cusolverMgHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void *W, cudaDataType dataTypeW, cudaDataType computeType, int64_t *lwork)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgSyevd_bufferSize,
                       (bd_gen_fn)bd_gen_first_cusolverMgSyevd_bufferSize, "cusolverMgSyevd_bufferSize")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgSyevd_bufferSize)(handle, jobz, uplo, N, array_d_A, IA, JA, descrA, W, dataTypeW, computeType, lwork);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgSyevd(cusolverMgHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void *W, cudaDataType dataTypeW, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgSyevd,
                       (bd_gen_fn)bd_gen_first_cusolverMgSyevd, "cusolverMgSyevd")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgSyevd)(handle, jobz, uplo, N, array_d_A, IA, JA, descrA, W, dataTypeW, computeType, array_d_work, lwork, info);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgGetrf_bufferSize(cusolverMgHandle_t handle, int M, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], cudaDataType computeType, int64_t *lwork)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgGetrf_bufferSize,
                       (bd_gen_fn)bd_gen_first_cusolverMgGetrf_bufferSize, "cusolverMgGetrf_bufferSize")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgGetrf_bufferSize)(handle, M, N, array_d_A, IA, JA, descrA, array_d_IPIV, computeType, lwork);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgGetrf(cusolverMgHandle_t handle, int M, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgGetrf,
                       (bd_gen_fn)bd_gen_first_cusolverMgGetrf, "cusolverMgGetrf")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgGetrf)(handle, M, N, array_d_A, IA, JA, descrA, array_d_IPIV, computeType, array_d_work, lwork, info);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgGetrs_bufferSize(cusolverMgHandle_t handle, cublasOperation_t TRANS, int N, int NRHS, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, int64_t *lwork)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgGetrs_bufferSize,
                       (bd_gen_fn)bd_gen_first_cusolverMgGetrs_bufferSize, "cusolverMgGetrs_bufferSize")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgGetrs_bufferSize)(handle, TRANS, N, NRHS, array_d_A, IA, JA, descrA, array_d_IPIV, array_d_B, IB, JB, descrB, computeType, lwork);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgGetrs(cusolverMgHandle_t handle, cublasOperation_t TRANS, int N, int NRHS, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgGetrs,
                       (bd_gen_fn)bd_gen_first_cusolverMgGetrs, "cusolverMgGetrs")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgGetrs)(handle, TRANS, N, NRHS, array_d_A, IA, JA, descrA, array_d_IPIV, array_d_B, IB, JB, descrB, computeType, array_d_work, lwork, info);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgPotrf_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, int64_t *lwork)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgPotrf_bufferSize,
                       (bd_gen_fn)bd_gen_first_cusolverMgPotrf_bufferSize, "cusolverMgPotrf_bufferSize")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotrf_bufferSize)(handle, uplo, N, array_d_A, IA, JA, descrA, computeType, lwork);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgPotrf(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgPotrf,
                       (bd_gen_fn)bd_gen_first_cusolverMgPotrf, "cusolverMgPotrf")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotrf)(handle, uplo, N, array_d_A, IA, JA, descrA, computeType, array_d_work, lwork, h_info);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgPotrs_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, int64_t *lwork)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgPotrs_bufferSize,
                       (bd_gen_fn)bd_gen_first_cusolverMgPotrs_bufferSize, "cusolverMgPotrs_bufferSize")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotrs_bufferSize)(handle, uplo, n, nrhs, array_d_A, IA, JA, descrA, array_d_B, IB, JB, descrB, computeType, lwork);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgPotrs(cusolverMgHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgPotrs,
                       (bd_gen_fn)bd_gen_first_cusolverMgPotrs, "cusolverMgPotrs")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotrs)(handle, uplo, n, nrhs, array_d_A, IA, JA, descrA, array_d_B, IB, JB, descrB, computeType, array_d_work, lwork, h_info);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgPotri_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, int64_t *lwork)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgPotri_bufferSize,
                       (bd_gen_fn)bd_gen_first_cusolverMgPotri_bufferSize, "cusolverMgPotri_bufferSize")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotri_bufferSize)(handle, uplo, N, array_d_A, IA, JA, descrA, computeType, lwork);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

static cusolverStatus_t bd_gen_first_cusolverMgPotri(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info)
{
    if (bd_gen_resolve(&bd_gen_cusolvermg_library, &bd_gen_cusolvermg.pfn_cusolverMgPotri,
                       (bd_gen_fn)bd_gen_first_cusolverMgPotri, "cusolverMgPotri")) {
        return BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotri)(handle, uplo, N, array_d_A, IA, JA, descrA, computeType, array_d_work, lwork, h_info);
    }
    return CUSOLVER_STATUS_NOT_SUPPORTED;
}

struct bd_gen_cusolvermg_table bd_gen_cusolvermg = {
    .pfn_cusolverMgCreate = bd_gen_first_cusolverMgCreate,
    .pfn_cusolverMgDestroy = bd_gen_first_cusolverMgDestroy,
    .pfn_cusolverMgDeviceSelect = bd_gen_first_cusolverMgDeviceSelect,
    .pfn_cusolverMgCreateDeviceGrid = bd_gen_first_cusolverMgCreateDeviceGrid,
    .pfn_cusolverMgDestroyGrid = bd_gen_first_cusolverMgDestroyGrid,
    .pfn_cusolverMgCreateMatrixDesc = bd_gen_first_cusolverMgCreateMatrixDesc,
    .pfn_cusolverMgDestroyMatrixDesc = bd_gen_first_cusolverMgDestroyMatrixDesc,
    .pfn_cusolverMgSyevd_bufferSize = bd_gen_first_cusolverMgSyevd_bufferSize,
    .pfn_cusolverMgSyevd = bd_gen_first_cusolverMgSyevd,
    .pfn_cusolverMgGetrf_bufferSize = bd_gen_first_cusolverMgGetrf_bufferSize,
    .pfn_cusolverMgGetrf = bd_gen_first_cusolverMgGetrf,
    .pfn_cusolverMgGetrs_bufferSize = bd_gen_first_cusolverMgGetrs_bufferSize,
    .pfn_cusolverMgGetrs = bd_gen_first_cusolverMgGetrs,
    .pfn_cusolverMgPotrf_bufferSize = bd_gen_first_cusolverMgPotrf_bufferSize,
    .pfn_cusolverMgPotrf = bd_gen_first_cusolverMgPotrf,
    .pfn_cusolverMgPotrs_bufferSize = bd_gen_first_cusolverMgPotrs_bufferSize,
    .pfn_cusolverMgPotrs = bd_gen_first_cusolverMgPotrs,
    .pfn_cusolverMgPotri_bufferSize = bd_gen_first_cusolverMgPotri_bufferSize,
    .pfn_cusolverMgPotri = bd_gen_first_cusolverMgPotri,
};

static const struct bd_gen_entry entries[] = {
    {"cusolverMgCreate", "cusolverMgCreate", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgCreate, (bd_gen_fn)bd_gen_first_cusolverMgCreate},
    {"cusolverMgDestroy", "cusolverMgDestroy", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgDestroy, (bd_gen_fn)bd_gen_first_cusolverMgDestroy},
    {"cusolverMgDeviceSelect", "cusolverMgDeviceSelect", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgDeviceSelect, (bd_gen_fn)bd_gen_first_cusolverMgDeviceSelect},
    {"cusolverMgCreateDeviceGrid", "cusolverMgCreateDeviceGrid", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgCreateDeviceGrid, (bd_gen_fn)bd_gen_first_cusolverMgCreateDeviceGrid},
    {"cusolverMgDestroyGrid", "cusolverMgDestroyGrid", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgDestroyGrid, (bd_gen_fn)bd_gen_first_cusolverMgDestroyGrid},
    {"cusolverMgCreateMatrixDesc", "cusolverMgCreateMatrixDesc", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgCreateMatrixDesc, (bd_gen_fn)bd_gen_first_cusolverMgCreateMatrixDesc},
    {"cusolverMgDestroyMatrixDesc", "cusolverMgDestroyMatrixDesc", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgDestroyMatrixDesc, (bd_gen_fn)bd_gen_first_cusolverMgDestroyMatrixDesc},
    {"cusolverMgSyevd_bufferSize", "cusolverMgSyevd_bufferSize", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgSyevd_bufferSize, (bd_gen_fn)bd_gen_first_cusolverMgSyevd_bufferSize},
    {"cusolverMgSyevd", "cusolverMgSyevd", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgSyevd, (bd_gen_fn)bd_gen_first_cusolverMgSyevd},
    {"cusolverMgGetrf_bufferSize", "cusolverMgGetrf_bufferSize", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgGetrf_bufferSize, (bd_gen_fn)bd_gen_first_cusolverMgGetrf_bufferSize},
    {"cusolverMgGetrf", "cusolverMgGetrf", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgGetrf, (bd_gen_fn)bd_gen_first_cusolverMgGetrf},
    {"cusolverMgGetrs_bufferSize", "cusolverMgGetrs_bufferSize", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgGetrs_bufferSize, (bd_gen_fn)bd_gen_first_cusolverMgGetrs_bufferSize},
    {"cusolverMgGetrs", "cusolverMgGetrs", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgGetrs, (bd_gen_fn)bd_gen_first_cusolverMgGetrs},
    {"cusolverMgPotrf_bufferSize", "cusolverMgPotrf_bufferSize", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgPotrf_bufferSize, (bd_gen_fn)bd_gen_first_cusolverMgPotrf_bufferSize},
    {"cusolverMgPotrf", "cusolverMgPotrf", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgPotrf, (bd_gen_fn)bd_gen_first_cusolverMgPotrf},
    {"cusolverMgPotrs_bufferSize", "cusolverMgPotrs_bufferSize", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgPotrs_bufferSize, (bd_gen_fn)bd_gen_first_cusolverMgPotrs_bufferSize},
    {"cusolverMgPotrs", "cusolverMgPotrs", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgPotrs, (bd_gen_fn)bd_gen_first_cusolverMgPotrs},
    {"cusolverMgPotri_bufferSize", "cusolverMgPotri_bufferSize", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgPotri_bufferSize, (bd_gen_fn)bd_gen_first_cusolverMgPotri_bufferSize},
    {"cusolverMgPotri", "cusolverMgPotri", 0, 0, 0, &bd_gen_cusolvermg.pfn_cusolverMgPotri, (bd_gen_fn)bd_gen_first_cusolverMgPotri},
};

struct bd_gen_library bd_gen_cusolvermg_library = BD_GEN_LIBRARY("cusolvermg", "libcusolverMg.so.12", BD_GEN_DLSYM, entries, bd_gen_cusolvermg_status_name, &bd_gen_cusolvermg, NULL);

/* With checks on: the binding, every handle argument, then the call, then what it made or ended. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_checked_cusolverMgCreate(cusolverMgHandle_t *handle, bound_dev_t *bd, const void *bd_caller)
{
    bd_call_t bd_call = {"cusolverMgCreate", NULL, 0, bd_caller};
    CUresult bd_rc = bd_gen_enter_checked(bd, &bd_call); /* the guarded path found it not entered again */
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolvermg_binding_status(bd_rc);
    return bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgCreate)(handle), "cusolverMgCreate");
}

/* Everything but the compare, out of the exported function's way so that it stays a compare and a
 * jump: the binding entered under the process's policy. It takes the arguments first, where the
 * fast path passes them: no moves hoisted onto it. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_slow_cusolverMgCreate(cusolverMgHandle_t *handle, bound_dev_t *bd)
{
    CUresult bd_rc = bd_gen_enter(bd);
    if (BD_UNLIKELY(bd_rc != CUDA_SUCCESS))
        return bd_gen_cusolvermg_binding_status(bd_rc);
    return bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgCreate)(handle), "cusolverMgCreate");
}

/* Checks on or the verified policy: the binding entered last, entered again, calls at once;
 * else the whole check or the slow path. */
static __attribute__((noinline)) cusolverStatus_t bd_gen_guarded_cusolverMgCreate(cusolverMgHandle_t *handle, bound_dev_t *bd, const void *bd_caller)
{
    if (BD_LIKELY(bd_gen_checked_again(bd)))
        return bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgCreate)(handle), "cusolverMgCreate");
    return bd_gen_checks_on ? bd_gen_checked_cusolverMgCreate(handle, bd, bd_caller)
                            : bd_gen_slow_cusolverMgCreate(handle, bd);
}

cusolverStatus_t bd_cusolverMgCreate(bound_dev_t *bd, cusolverMgHandle_t *handle)
{
    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgCreate)(handle)
                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cusolverMgCreate(handle, bd, __builtin_return_address(0))
                                                               : bd_gen_slow_cusolverMgCreate(handle, bd);
}

cusolverStatus_t bd_cusolverMgDestroy(cusolverMgHandle_t handle)
{
    return bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgDestroy)(handle), "cusolverMgDestroy");
}

cusolverStatus_t bd_cusolverMgDeviceSelect(cusolverMgHandle_t handle, int nbDevices, int deviceId[])
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgDeviceSelect)(handle, nbDevices, deviceId), "cusolverMgDeviceSelect");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgCreateDeviceGrid(cudaLibMgGrid_t *grid, int32_t numRowDevices, int32_t numColDevices, const int32_t deviceId[], cusolverMgGridMapping_t mapping)
{
    return bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgCreateDeviceGrid)(grid, numRowDevices, numColDevices, deviceId, mapping), "cusolverMgCreateDeviceGrid");
}

cusolverStatus_t bd_cusolverMgDestroyGrid(cudaLibMgGrid_t grid)
{
    return bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgDestroyGrid)(grid), "cusolverMgDestroyGrid");
}

cusolverStatus_t bd_cusolverMgCreateMatrixDesc(cudaLibMgMatrixDesc_t *desc, int64_t numRows, int64_t numCols, int64_t rowBlockSize, int64_t colBlockSize, cudaDataType dataType, const cudaLibMgGrid_t grid)
{
    return bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgCreateMatrixDesc)(desc, numRows, numCols, rowBlockSize, colBlockSize, dataType, grid), "cusolverMgCreateMatrixDesc");
}

cusolverStatus_t bd_cusolverMgDestroyMatrixDesc(cudaLibMgMatrixDesc_t desc)
{
    return bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgDestroyMatrixDesc)(desc), "cusolverMgDestroyMatrixDesc");
}

cusolverStatus_t bd_cusolverMgSyevd_bufferSize(cusolverMgHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void *W, cudaDataType dataTypeW, cudaDataType computeType, int64_t *lwork)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgSyevd_bufferSize)(handle, jobz, uplo, N, array_d_A, IA, JA, descrA, W, dataTypeW, computeType, lwork), "cusolverMgSyevd_bufferSize");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgSyevd(cusolverMgHandle_t handle, cusolverEigMode_t jobz, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void *W, cudaDataType dataTypeW, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgSyevd)(handle, jobz, uplo, N, array_d_A, IA, JA, descrA, W, dataTypeW, computeType, array_d_work, lwork, info), "cusolverMgSyevd");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgGetrf_bufferSize(cusolverMgHandle_t handle, int M, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], cudaDataType computeType, int64_t *lwork)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgGetrf_bufferSize)(handle, M, N, array_d_A, IA, JA, descrA, array_d_IPIV, computeType, lwork), "cusolverMgGetrf_bufferSize");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgGetrf(cusolverMgHandle_t handle, int M, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgGetrf)(handle, M, N, array_d_A, IA, JA, descrA, array_d_IPIV, computeType, array_d_work, lwork, info), "cusolverMgGetrf");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgGetrs_bufferSize(cusolverMgHandle_t handle, cublasOperation_t TRANS, int N, int NRHS, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, int64_t *lwork)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgGetrs_bufferSize)(handle, TRANS, N, NRHS, array_d_A, IA, JA, descrA, array_d_IPIV, array_d_B, IB, JB, descrB, computeType, lwork), "cusolverMgGetrs_bufferSize");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgGetrs(cusolverMgHandle_t handle, cublasOperation_t TRANS, int N, int NRHS, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, int * array_d_IPIV[], void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *info)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgGetrs)(handle, TRANS, N, NRHS, array_d_A, IA, JA, descrA, array_d_IPIV, array_d_B, IB, JB, descrB, computeType, array_d_work, lwork, info), "cusolverMgGetrs");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgPotrf_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, int64_t *lwork)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotrf_bufferSize)(handle, uplo, N, array_d_A, IA, JA, descrA, computeType, lwork), "cusolverMgPotrf_bufferSize");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgPotrf(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotrf)(handle, uplo, N, array_d_A, IA, JA, descrA, computeType, array_d_work, lwork, h_info), "cusolverMgPotrf");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgPotrs_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, int64_t *lwork)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotrs_bufferSize)(handle, uplo, n, nrhs, array_d_A, IA, JA, descrA, array_d_B, IB, JB, descrB, computeType, lwork), "cusolverMgPotrs_bufferSize");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgPotrs(cusolverMgHandle_t handle, cublasFillMode_t uplo, int n, int nrhs, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, void * array_d_B[], int IB, int JB, cudaLibMgMatrixDesc_t descrB, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotrs)(handle, uplo, n, nrhs, array_d_A, IA, JA, descrA, array_d_B, IB, JB, descrB, computeType, array_d_work, lwork, h_info), "cusolverMgPotrs");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgPotri_bufferSize(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, int64_t *lwork)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotri_bufferSize)(handle, uplo, N, array_d_A, IA, JA, descrA, computeType, lwork), "cusolverMgPotri_bufferSize");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}

cusolverStatus_t bd_cusolverMgPotri(cusolverMgHandle_t handle, cublasFillMode_t uplo, int N, void * array_d_A[], int IA, int JA, cudaLibMgMatrixDesc_t descrA, cudaDataType computeType, void * array_d_work[], int64_t lwork, int *h_info)
{
    cusolverStatus_t bd_result = bd_gen_cusolvermg_called(BD_GEN_ENTRY(bd_gen_cusolvermg, pfn_cusolverMgPotri)(handle, uplo, N, array_d_A, IA, JA, descrA, computeType, array_d_work, lwork, h_info), "cusolverMgPotri");
    if (bd_result == CUSOLVER_STATUS_SUCCESS) /* it may have made another context current */
        bd_gen_moves_current();
    return bd_result;
}
BD_SUPPRESS_DEPRECATED_END
