#ifndef CUBOUND_BENCH_H
#define CUBOUND_BENCH_H

#include "cubound/all.h"

#define BENCH_VARIANT_DECLARATIONS(prefix)                                                                    \
    void prefix##_copy(bound_dev_t *bd, CUdeviceptr dst, CUdeviceptr src, CUstream stream, long calls);        \
    void prefix##_alternate(bound_dev_t *a, bound_dev_t *b, const CUdeviceptr *dst, const CUdeviceptr *src,   \
                            const CUstream *stream, long calls);                                              \
    void prefix##_get_device(bound_dev_t *bd, long calls);

BENCH_VARIANT_DECLARATIONS(bench_release)
BENCH_VARIANT_DECLARATIONS(bench_debug)

#endif
