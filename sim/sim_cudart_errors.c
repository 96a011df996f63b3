/* SPDX-License-Identifier: MIT */
/* The simulated runtime's errors: the thread's last error (cudaGetLastError resets it,
 * cudaPeekAtLastError does not), contexts broken by a sticky error, and the errors' names. */
#include <stddef.h>

#include "sim_cudart.h"

/* The runtime's words for a code it does not know. */
static const char unrecognized_[] = "unrecognized error code";

const char *cudaGetErrorName(cudaError_t error)
{
    const char *name = sim_cudart_status_name((int)error);
    return name != NULL ? name : unrecognized_;
}

/* The simulation's string is the name, as its cuGetErrorString is. */
const char *cudaGetErrorString(cudaError_t error)
{
    return cudaGetErrorName(error);
}

static __thread cudaError_t last_error_;

cudaError_t sim_rt_return(cudaError_t error)
{
    if (error != cudaSuccess && error != cudaErrorNotReady)
        last_error_ = error;
    return error;
}

cudaError_t sim_rt_driver(CUresult rc)
{
    cudaError_t error = (cudaError_t)rc;
    return sim_rt_return(rc == CUDA_SUCCESS || sim_cudart_status_name((int)error) != NULL ? error : cudaErrorUnknown);
}

cudaError_t cudaGetLastError(void)
{
    cudaError_t error = last_error_;
    last_error_ = cudaSuccess;
    return error;
}

cudaError_t cudaPeekAtLastError(void)
{
    return last_error_;
}

bool sim_rt_sticky(cudaError_t error)
{
    switch (error) {
    case cudaErrorIllegalAddress:
    case cudaErrorLaunchFailure:
    case cudaErrorAssert:
    case cudaErrorHardwareStackError:
    case cudaErrorIllegalInstruction:
    case cudaErrorMisalignedAddress:
    case cudaErrorInvalidAddressSpace:
    case cudaErrorInvalidPc: return true;
    default: return false;
    }
}

/* Broken contexts, by incarnation (a primary context reset is a new one, and works again). */
enum { BROKEN = 64 };
static struct broken {
    unsigned long long id;
    cudaError_t error;
} broken_[BROKEN];
static int broken_count_;

void sim_rt_break(CUcontext ctx, cudaError_t error)
{
    sim_lock();
    if (broken_count_ < BROKEN)
        broken_[broken_count_++] = (struct broken){ctx->id, error};
    sim_unlock();
}

/* The sticky error of ctx, or cudaSuccess. */
cudaError_t sim_rt_broken(CUcontext ctx)
{
    cudaError_t error = cudaSuccess;
    sim_lock();
    for (int i = 0; i < broken_count_ && error == cudaSuccess; i++)
        if (broken_[i].id == ctx->id)
            error = broken_[i].error;
    sim_unlock();
    return error;
}
