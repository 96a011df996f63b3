/* SPDX-License-Identifier: MIT */
/* The simulated runtime's streams and events: the driver's (cudaStream_t is a CUstream, cudaEvent_t
 * a CUevent, their flags the driver's), made in the context a call acts on. cudaStreamQuery and
 * cudaEventQuery answer cudaErrorNotReady for unfinished work without making it the last error. */
#include "sim_cudart.h"

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *stream, unsigned int flags, int priority)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuStreamCreateWithPriority(stream, flags, priority));
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned int flags)
{
    return cudaStreamCreateWithPriority(stream, flags, 0);
}

cudaError_t cudaStreamCreate(cudaStream_t *stream)
{
    return cudaStreamCreateWithPriority(stream, cudaStreamDefault, 0);
}

cudaError_t cudaStreamDestroy(cudaStream_t stream)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuStreamDestroy(stream));
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuStreamSynchronize(stream));
}

cudaError_t cudaStreamQuery(cudaStream_t stream)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuStreamQuery(stream));
}

cudaError_t cudaStreamGetFlags(cudaStream_t stream, unsigned int *flags)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuStreamGetFlags(stream, flags));
}

cudaError_t cudaStreamGetPriority(cudaStream_t stream, int *priority)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuStreamGetPriority(stream, priority));
}

cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuStreamWaitEvent(stream, event, flags));
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuEventCreate(event, flags));
}

cudaError_t cudaEventCreate(cudaEvent_t *event)
{
    return cudaEventCreateWithFlags(event, cudaEventDefault);
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuEventRecord(event, stream));
}

cudaError_t cudaEventQuery(cudaEvent_t event)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuEventQuery(event));
}

cudaError_t cudaEventSynchronize(cudaEvent_t event)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuEventSynchronize(event));
}

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuEventElapsedTime(ms, start, end));
}

cudaError_t cudaEventDestroy(cudaEvent_t event)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuEventDestroy(event));
}

/* Stream capture and graphs: the driver's, as libcudart's are. */
cudaError_t cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuStreamBeginCapture(stream, (CUstreamCaptureMode)mode));
}

cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *graph)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuStreamEndCapture(stream, graph));
}

cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *status)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuStreamIsCapturing(stream, (CUstreamCaptureStatus *)status));
}

#if CUDART_VERSION >= 12000
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *exec, cudaGraph_t graph, unsigned long long flags)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuGraphInstantiate(exec, graph, flags));
}
#else /* 11.x: it reports a failing node and a log instead of taking flags, as the driver's does */
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *exec, cudaGraph_t graph, cudaGraphNode_t *error_node, char *log,
                                 size_t log_size)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error
                                : sim_rt_driver(cuGraphInstantiate(exec, graph, error_node, log, log_size));
}
#endif

cudaError_t cudaGraphLaunch(cudaGraphExec_t exec, cudaStream_t stream)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuGraphLaunch(exec, stream));
}

cudaError_t cudaGraphExecDestroy(cudaGraphExec_t exec)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuGraphExecDestroy(exec));
}

cudaError_t cudaGraphDestroy(cudaGraph_t graph)
{
    cudaError_t error = sim_rt_ready();
    return error != cudaSuccess ? error : sim_rt_driver(cuGraphDestroy(graph));
}
