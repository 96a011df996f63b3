// SPDX-License-Identifier: MIT
// Compiled by rejects.sh once per CASE: 0 must compile warning-free, every other case must not.
#include "cubound/launch.hpp"
#include "kernels.h"

void launch_it(bound_dev_t *bd, cudaStream_t stream, unsigned *out, float *values, int n)
{
#if CASE == 0
    cubound::launch(bd, fill_steps, dim3{1}, dim3{32}, 0, stream, out, 1u, 2u, n);
    cubound::launch(bd, scale, dim3{1}, dim3{32}, 0, stream, values, 2.0f, 32);
#elif CASE == 1 // a float * where the kernel takes an unsigned *
    cubound::launch(bd, fill_steps, dim3{1}, dim3{32}, 0, stream, values, 1u, 2u, n);
#elif CASE == 2 // a double where it takes a float: narrowing
    cubound::launch(bd, scale, dim3{1}, dim3{32}, 0, stream, values, 2.0, n);
#elif CASE == 3 // one argument short
    cubound::launch(bd, fill_steps, dim3{1}, dim3{32}, 0, stream, out, 1u, 2u);
#elif CASE == 4 // an int where it takes an unsigned: narrowing
    cubound::launch(bd, fill_steps, dim3{1}, dim3{32}, 0, stream, out, n, 2u, n);
#endif
    (void)out, (void)values, (void)n;
}
