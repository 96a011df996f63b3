/* SPDX-License-Identifier: MIT */
/* The simulated CUDA runtime (libcudart's stand-in), built over the simulated driver as the real
 * runtime is built over the real one. It acts on the thread's current driver context, primary or
 * not; with none current (or the current primary context reset), the first call that needs one
 * makes the primary context of the thread's device current (device 0 until cudaSetDevice), as
 * the runtime does. Each thread keeps its last error; a sticky error (a fault of a kernel) stays
 * with its context, answering every later call, until a cudaDeviceReset of that context. */
#ifndef CUBOUND_SIM_CUDART_H
#define CUBOUND_SIM_CUDART_H

#include <cuda_runtime_api.h>

#include "sim.h"
#include "sim_stubs.h"

/* Every runtime function returns through this: it records an error as the thread's last error
 * (cudaErrorNotReady is an answer, not an error: it is not recorded). */
cudaError_t sim_rt_return(cudaError_t error);
/* A driver status as the runtime's error (their codes have had the same values since CUDA 10.1;
 * one the runtime has no name for is cudaErrorUnknown), recorded. */
cudaError_t sim_rt_driver(CUresult rc);

/* The context a call acts on (made current as the runtime makes it), or the error that prevents it,
 * sticky errors included. */
cudaError_t sim_rt_context(CUcontext *ctx);
/* The same for a call that needs only that there is one (the driver call finds it current). */
cudaError_t sim_rt_ready(void);
/* Device `device`'s primary context, as the runtime holds it (retained once, at first use). */
cudaError_t sim_rt_primary(int device, CUcontext *ctx);
/* A fault that breaks ctx for the runtime: every later call on it answers `error`. */
void sim_rt_break(CUcontext ctx, cudaError_t error);
/* ctx's sticky error, or cudaSuccess. */
cudaError_t sim_rt_broken(CUcontext ctx);
/* Whether error breaks the context it happens in (cudaErrorIllegalAddress and the like). */
bool sim_rt_sticky(cudaError_t error);

#endif
