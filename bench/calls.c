/* The measured loops, compiled twice: with CUBOUND_CHECKS=0 (release wrappers) and =1 (debug
 * wrappers), into bench_calls_release_* and bench_calls_debug_* (BENCH_NAME picks the prefix). */
#include "bench.h"

#define GLUE(a, b) a##b
#define NAME(a, b) GLUE(a, b)

/* cuMemcpyDtoDAsync of 0 bytes: a cheap call with three handle arguments (two pointers, a stream). */
void NAME(BENCH_NAME, _copy)(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, CUstream stream, long calls)
{
    for (long i = 0; i < calls; i++)
        bd_cuMemcpyDtoDAsync(bd, dst, src, 0, stream);
}

/* The same, alternating between two bindings: every call switches the context. */
void NAME(BENCH_NAME, _alternate)(bound_dev_t *a, bound_dev_t *b, const CUdeviceptr *dst, const CUdeviceptr *src,
                                  const CUstream *stream, long calls)
{
    for (long i = 0; i < calls; i++) {
        int d = (int)(i & 1);
        bd_cuMemcpyDtoDAsync(d ? b : a, dst[d], src[d], 0, stream[d]);
    }
}

/* cuCtxGetDevice: the cheapest call there is, no handle argument. */
void NAME(BENCH_NAME, _get_device)(bound_dev_t *bd, long calls)
{
    CUdevice device;
    for (long i = 0; i < calls; i++)
        bd_cuCtxGetDevice(bd, &device);
}
