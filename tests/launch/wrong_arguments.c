/* SPDX-License-Identifier: MIT */
/* Compiled by rejects.sh once per CASE: 0 must compile warning-free, every other case must not. */
#include "cubound/launch.h"
#include "kernels.h"

cudaError_t launch_it(bound_dev_t *bd, cudaStream_t stream, unsigned *out, float *values, int n);

cudaError_t launch_it(bound_dev_t *bd, cudaStream_t stream, unsigned *out, float *values, int n)
{
    (void)values;
#if CASE == 0
    return BD_LAUNCH(bd, fill_steps, ((dim3){1, 1, 1}), ((dim3){32, 1, 1}), 0, stream, out, 1u, 2u, n);
#elif CASE == 1 /* one argument short */
    return BD_LAUNCH(bd, fill_steps, ((dim3){1, 1, 1}), ((dim3){32, 1, 1}), 0, stream, out, 1u, 2u);
#elif CASE == 2 /* a float * where the kernel takes an unsigned * */
    return BD_LAUNCH(bd, fill_steps, ((dim3){1, 1, 1}), ((dim3){32, 1, 1}), 0, stream, values, 1u, 2u, n);
#endif
}
