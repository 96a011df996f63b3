/* SPDX-License-Identifier: MIT */
/* A typed kernel launch for C: the binding, the kernel and its arguments, no `void *args[]` by hand.
 *
 *     void fill(unsigned *out, unsigned value, int n);   // the host stub of
 *                                                        // extern "C" __global__ void fill(...)
 *     BD_LAUNCH(bd, fill, (dim3){2, 1, 1}, (dim3){128, 1, 1}, 0, stream, out, 7u, n);
 *
 * is bd_cudaLaunchKernel(bd, fill, grid, block, {&out, &value, &n}, 0, stream): on bd's device,
 * noted for hand-off, checked, on the GPU and on the simulated driver. The kernel's prototype checks
 * the number of arguments and that each converts to its parameter; each is passed at its own type,
 * so give it the parameter's type (7u for an unsigned, 1.0f for a float). C++: cubound/launch.hpp,
 * which checks the types themselves. BD_LAUNCH_EX takes a cudaLaunchConfig_t (cluster dimensions,
 * cooperative launch, ...) through bd_cudaLaunchKernelExC. At least one argument, at most 16. */
#ifndef CUBOUND_LAUNCH_H
#define CUBOUND_LAUNCH_H

#include <stdint.h>

#include "cubound/cudart.h"

#define BD_LAUNCH(bd, kernel, grid, block, shared_bytes, stream, ...)                                          \
    ((void)sizeof((kernel)(__VA_ARGS__), 0),                                                                   \
     bd_cudaLaunchKernel((bd), BD_LAUNCH_FUNCTION_(kernel), (grid), (block),                                   \
                         (void *[]){BD_LAUNCH_EACH_(BD_LAUNCH_ADDRESS_, __VA_ARGS__)}, (shared_bytes), (stream)))

#define BD_LAUNCH_EX(bd, config, kernel, ...)                                                                  \
    ((void)sizeof((kernel)(__VA_ARGS__), 0),                                                                   \
     bd_cudaLaunchKernelExC((bd), (config), BD_LAUNCH_FUNCTION_(kernel),                                       \
                            (void *[]){BD_LAUNCH_EACH_(BD_LAUNCH_ADDRESS_, __VA_ARGS__)}))

/* The kernel's host stub as the runtime takes it (a function pointer as an object pointer, which
 * ISO C leaves to the platform and POSIX allows). */
#define BD_LAUNCH_FUNCTION_(kernel) (__extension__(const void *)(kernel))
/* A copy of the argument at its own type, alive to the end of the enclosing block: its address. */
#define BD_LAUNCH_ADDRESS_(argument) ((void *)(uintptr_t)(const void *)&(__typeof__(argument)){argument})

#define BD_LAUNCH_EACH_(m, ...) BD_LAUNCH_GLUE_(BD_LAUNCH_EACH_, BD_LAUNCH_COUNT_(__VA_ARGS__))(m, __VA_ARGS__)
#define BD_LAUNCH_GLUE_(a, b) BD_LAUNCH_GLUE2_(a, b)
#define BD_LAUNCH_GLUE2_(a, b) a##b
#define BD_LAUNCH_COUNT_(...) BD_LAUNCH_16TH_(__VA_ARGS__, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define BD_LAUNCH_16TH_(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, n, ...) n
#define BD_LAUNCH_EACH_1(m, a) m(a)
#define BD_LAUNCH_EACH_2(m, a, ...) m(a), BD_LAUNCH_EACH_1(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_3(m, a, ...) m(a), BD_LAUNCH_EACH_2(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_4(m, a, ...) m(a), BD_LAUNCH_EACH_3(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_5(m, a, ...) m(a), BD_LAUNCH_EACH_4(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_6(m, a, ...) m(a), BD_LAUNCH_EACH_5(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_7(m, a, ...) m(a), BD_LAUNCH_EACH_6(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_8(m, a, ...) m(a), BD_LAUNCH_EACH_7(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_9(m, a, ...) m(a), BD_LAUNCH_EACH_8(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_10(m, a, ...) m(a), BD_LAUNCH_EACH_9(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_11(m, a, ...) m(a), BD_LAUNCH_EACH_10(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_12(m, a, ...) m(a), BD_LAUNCH_EACH_11(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_13(m, a, ...) m(a), BD_LAUNCH_EACH_12(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_14(m, a, ...) m(a), BD_LAUNCH_EACH_13(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_15(m, a, ...) m(a), BD_LAUNCH_EACH_14(m, __VA_ARGS__)
#define BD_LAUNCH_EACH_16(m, a, ...) m(a), BD_LAUNCH_EACH_15(m, __VA_ARGS__)

#endif
