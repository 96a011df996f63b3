/* SPDX-License-Identifier: MIT */
/* What NCCL does with two ranks of one communicator on two contexts of the one GPU, initialised
 * from one thread in a group (the emulation of two devices cubound's tests use): whether an
 * all-reduce over them can be had on a one-GPU machine, or NCCL refuses the pair.
 *
 *   gcc -O2 nccl_one_gpu.c -o nccl_one_gpu -I$CUDA_HOME/include -lcuda -lnccl && ./nccl_one_gpu
 *
 * Prints each step's result; the sums when the all-reduce runs. */
#include <cuda.h>
#include <nccl.h>
#include <stdio.h>

enum { RANKS = 2, COUNT = 1024 };

int main(void)
{
    CUdevice dev;
    CUcontext ctx[RANKS];
    CUstream stream[RANKS];
    CUdeviceptr buf[RANKS];
    ncclComm_t comm[RANKS];
    ncclUniqueId id;
    if (cuInit(0) != CUDA_SUCCESS || cuDeviceGet(&dev, 0) != CUDA_SUCCESS)
        return 1;
    for (int r = 0; r < RANKS; r++) {
        CUctxCreateParams params = {0};
        if (cuCtxCreate(&ctx[r], &params, 0, dev) != CUDA_SUCCESS || cuStreamCreate(&stream[r], CU_STREAM_NON_BLOCKING) ||
            cuMemAlloc(&buf[r], COUNT * sizeof(float)) || cuMemsetD32(buf[r], 0x3f800000u /* 1.0f */, COUNT))
            return 1;
    }
    ncclGetUniqueId(&id);
    ncclResult_t init = ncclGroupStart();
    for (int r = 0; r < RANKS && init == ncclSuccess; r++) {
        cuCtxSetCurrent(ctx[r]);
        init = ncclCommInitRank(&comm[r], RANKS, id, r);
        printf("ncclCommInitRank(rank %d of %d, context %d of device 0): %s\n", r, RANKS, r, ncclGetErrorString(init));
    }
    ncclResult_t end = ncclGroupEnd();
    printf("ncclGroupEnd after init: %s (%s)\n", ncclGetErrorString(end), ncclGetLastError(NULL));
    if (init != ncclSuccess || end != ncclSuccess)
        return 0;
    ncclGroupStart();
    for (int r = 0; r < RANKS; r++) {
        cuCtxSetCurrent(ctx[r]);
        ncclAllReduce((void *)buf[r], (void *)buf[r], COUNT, ncclFloat, ncclSum, comm[r], stream[r]);
    }
    printf("all-reduce group: %s\n", ncclGetErrorString(ncclGroupEnd()));
    for (int r = 0; r < RANKS; r++) {
        float v = 0;
        cuCtxSetCurrent(ctx[r]);
        cuStreamSynchronize(stream[r]);
        cuMemcpyDtoH(&v, buf[r] + 5 * sizeof v, sizeof v);
        printf("rank %d: %.1f (want %d)\n", r, v, RANKS);
        ncclCommDestroy(comm[r]);
    }
    return 0;
}
