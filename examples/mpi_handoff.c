/* SPDX-License-Identifier: MIT */
/* Two MPI ranks, each computing on its device and exchanging the result with the other: the
 * buffer goes to MPI only after exactly the work that writes it is done (bd_handoff), on a
 * stream of its own while other work may still run elsewhere. Where MPI cannot read device
 * memory the exchange is staged through host memory; on the simulated driver device memory is
 * host memory, so MPI reads the device pointer directly, as CUDA-aware MPI does.
 *
 *   mpirun -np 2 build/release/examples/mpi_handoff           (CUBOUND_DRIVER=sim without a GPU)
 *
 * With --without-handoff the buffer goes to MPI straight away, and the program succeeds only if
 * what arrives is stale: on the simulated driver, which runs a stream's work only when something
 * waits for it, that is certain, and shows what bd_handoff is for (on a GPU it is a race). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cubound/all.h"

#define CHECK(call)                                                                                                   \
    do {                                                                                                              \
        int status_ = (int)(call);                                                                                    \
        if (status_ != 0) {                                                                                           \
            fprintf(stderr, "%s:%d: %s returned %d: %s\n", __FILE__, __LINE__, #call, status_, bd_last_error());      \
            MPI_Abort(MPI_COMM_WORLD, 1);                                                                             \
        }                                                                                                             \
    } while (0)

enum { N = 1 << 16 };

int main(int argc, char **argv)
{
    int rank, ranks, count = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    bool hand_off = !(argc > 1 && strcmp(argv[1], "--without-handoff") == 0);
    CHECK(bd_cuInit(0));
    CHECK(bd_cuDeviceGetCount(&count));
    bd_device_t *dev;
    bound_dev_t *bd;
    CHECK(bd_device_open(rank % count, BD_PRIMARY_CONTEXT, &dev));
    CHECK(bd_bind(dev, &bd));

    /* y = (rank + 1) * x + y with x = 1, y = 10, on the binding's own stream, by cuBLAS */
    CUstream stream;
    CUdeviceptr x, y, received;
    const size_t bytes = N * sizeof(float);
    CHECK(bd_cuStreamCreate(bd, &stream, CU_STREAM_NON_BLOCKING));
    CHECK(bd_set_stream(bd, stream));
    CHECK(bd_cuMemAlloc(bd, &x, bytes));
    CHECK(bd_cuMemAlloc(bd, &y, bytes));
    CHECK(bd_cuMemAlloc(bd, &received, bytes));
    float one = 1.0f, ten = 10.0f, a = (float)(rank + 1);
    unsigned int one_bits, ten_bits;
    memcpy(&one_bits, &one, sizeof one_bits);
    memcpy(&ten_bits, &ten, sizeof ten_bits);
    CHECK(bd_cuMemsetD32Async(bd, x, one_bits, N, stream));
    CHECK(bd_cuMemsetD32Async(bd, y, ten_bits, N, stream));
    cublasHandle_t blas;
    CHECK(bd_cublas_handle(bd, &blas));
    CHECK(bd_cublasSaxpy(bd, blas, N, &a, (const float *)(uintptr_t)x, 1, (float *)(uintptr_t)y, 1));

    /* y leaves cubound's streams: wait for exactly the work that writes it */
    if (hand_off)
        CHECK(bd_handoff(bd, y, bytes));
    int peer = (rank + 1) % ranks;
    bool device_pointers = strcmp(bd_settings().driver, "sim") == 0; /* as CUDA-aware MPI would */
    float *staged_out = NULL, *staged_in = NULL;
    if (device_pointers) {
        MPI_Sendrecv((void *)(uintptr_t)y, N, MPI_FLOAT, peer, 0, (void *)(uintptr_t)received, N, MPI_FLOAT, peer, 0,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
        staged_out = malloc(bytes);
        staged_in = malloc(bytes);
        CHECK(staged_out == NULL || staged_in == NULL);
        CHECK(bd_cuMemcpyDtoH(bd, staged_out, y, bytes));
        MPI_Sendrecv(staged_out, N, MPI_FLOAT, peer, 0, staged_in, N, MPI_FLOAT, peer, 0, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
        CHECK(bd_cuMemcpyHtoD(bd, received, staged_in, bytes));
    }
    float last = 0.0f;
    CHECK(bd_cuMemcpyDtoH(bd, &last, received + bytes - sizeof last, sizeof last));
    float expected = (float)(peer + 1) + 10.0f;
    bool right = last == expected;
    printf("rank %d of %d (device %d, %s, %s): received %.1f from rank %d, expected %.1f: %s\n", rank, ranks,
           rank % count, device_pointers ? "device pointers" : "host-staged",
           hand_off ? "after bd_handoff" : "without bd_handoff", last, peer, expected, right ? "right" : "stale");

    free(staged_out);
    free(staged_in);
    CHECK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    CHECK(bd_cuMemFree(bd, x));
    CHECK(bd_cuMemFree(bd, y));
    CHECK(bd_cuMemFree(bd, received));
    CHECK(bd_cuStreamDestroy(bd, stream));
    CHECK(bd_unbind(bd));
    CHECK(bd_device_close(dev));
    MPI_Finalize();
    return right == hand_off ? 0 : 1;
}
