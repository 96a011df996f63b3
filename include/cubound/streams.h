/* SPDX-License-Identifier: MIT */
/* Streams and hand-off (docs/usage.md, "Streams and hand-off").
 *
 * Each binding has a current stream, CU_STREAM_PER_THREAD until bd_set_stream; the binding's
 * cuBLAS handle and cuRAND generator (bd_cublas_handle, bd_curand_generator) always run on it.
 *
 * Work is stream ordered, and code outside cubound's streams (MPI, NCCL, the host) reads a
 * buffer in its own order. Wrappers of the calls that write device memory (memcpy and memset
 * destinations, cuBLAS and cuRAND outputs: the spec's [writes]) note which stream writes which
 * range; bd_handoff waits for exactly those streams, bd_handoff_async makes another stream wait
 * for them. The notes belong to the calling thread: a buffer written by another thread is that
 * thread's to hand off. A kernel launch writes, conservatively, every allocation a word of its
 * parameters points into (the layout from cuFuncGetParamInfo, CUDA 12.4); where the layout is
 * unknown (older drivers, a CUkernel, the old cuParamSet launches) and for cuGraphLaunch, the
 * launch's stream is taken to write all of its context's memory. Calls outside cubound are not
 * noted: synchronize their stream with bd_sync_stream or cuStreamSynchronize. */
#ifndef CUBOUND_STREAMS_H
#define CUBOUND_STREAMS_H

#include "cubound/cubound.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Make stream (one of the binding's context, or CU_STREAM_PER_THREAD, CU_STREAM_LEGACY, NULL)
 * the binding's current stream; its cuBLAS handle and cuRAND generator move to it. */
BD_API CUresult bd_set_stream(bound_dev_t *bd, CUstream stream);
/* The binding's current stream (CU_STREAM_PER_THREAD until bd_set_stream). */
BD_API CUstream bd_stream(const bound_dev_t *bd);

/* Wait for the binding's current stream. */
BD_API CUresult bd_sync_stream(bound_dev_t *bd);
/* Wait for the binding's whole context (every stream). */
BD_API CUresult bd_sync_device(bound_dev_t *bd);

/* Return once every write this thread enqueued through cubound into [ptr, ptr + bytes) has
 * completed, waiting only for the streams that wrote it. */
BD_API CUresult bd_handoff(bound_dev_t *bd, CUdeviceptr ptr, size_t bytes);

/* Make consumer (a stream of the binding's context: NCCL's, say) wait for those writes, with an
 * event, without blocking the host. */
BD_API CUresult bd_handoff_async(bound_dev_t *bd, CUdeviceptr ptr, size_t bytes, CUstream consumer);

/* CUDA_SUCCESS if no write this thread enqueued into the range is still running; else a
 * BD-PENDING-WRITE violation naming the call and the stream, and CUDA_ERROR_NOT_READY. */
BD_API CUresult bd_assert_idle(bound_dev_t *bd, CUdeviceptr ptr, size_t bytes);

#ifdef __cplusplus
}
#endif

#endif
