/* SPDX-License-Identifier: MIT */
/* What the simulated cuBLAS routines share: the handle, element types and their arithmetic (in
 * double complex, stored back in the element's own type), scalars read in either pointer mode,
 * and the checks of device ranges. Indices are int64_t so the _64 forms share every routine. */
#ifndef CUBOUND_SIM_BLAS_H
#define CUBOUND_SIM_BLAS_H

#include <complex.h>
#include <stdint.h>

#include <cublas_v2.h>

#include "sim.h"

struct cublasContext {
    CUcontext ctx;
    CUstream stream;
    cublasPointerMode_t pointer_mode;
    cublasMath_t math_mode;
};

/* S, D, C, Z as the routines' names say; H and B (half, bfloat16) for the Ex forms. */
enum blas_type { BLAS_S, BLAS_D, BLAS_C, BLAS_Z, BLAS_H, BLAS_B };

size_t blas_size(enum blas_type t);
bool blas_is_complex(enum blas_type t);
/* The real type of the same precision (C -> S, Z -> D). */
enum blas_type blas_real(enum blas_type t);
double complex blas_load(const void *base, enum blas_type t, int64_t at);
void blas_store(void *base, enum blas_type t, int64_t at, double complex value);
/* The element of a cudaDataType; false if the simulation does not compute in it. */
bool blas_type_of(cudaDataType type, enum blas_type *out);

/* A scalar argument: its value in host pointer mode, read at the call; in device pointer mode,
 * its address, read when the work runs. */
struct blas_scalar {
    double complex value;
    const void *device;
    enum blas_type type;
};
bool blas_capture(cublasHandle_t h, const void *ptr, enum blas_type t, struct blas_scalar *out);
/* The same for the other libraries' handles: device_pointer, their pointer mode is the device's. */
bool blas_capture_in(bool device_pointer, const void *ptr, enum blas_type t, struct blas_scalar *out);
double complex blas_value(const struct blas_scalar *s);

/* Element i of a vector of n with stride inc, BLAS-style: a negative stride walks from the end. */
static inline int64_t blas_at(int64_t i, int64_t n, int64_t inc)
{
    return inc >= 0 ? i * inc : (n - 1 - i) * -inc;
}
bool blas_vector_ok(const void *p, int64_t n, int64_t inc, enum blas_type t);
bool blas_matrix_ok(const void *p, int64_t rows, int64_t cols, int64_t ld, enum blas_type t);

/* op(A)[row][col] of a column-major matrix, op N, T or C (conjugate transpose). */
double complex blas_element(const void *a, enum blas_type t, int64_t ld, int64_t row, int64_t col, cublasOperation_t op);

/* Queue work on the handle's stream. */
cublasStatus_t blas_submit(cublasHandle_t h, sim_work_fn run, const void *data, size_t size);
/* A result written to host memory is there when the call returns: cuBLAS waits for it. */
cublasStatus_t blas_submit_with_result(cublasHandle_t h, sim_work_fn run, const void *data, size_t size);

#endif
