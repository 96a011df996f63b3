/* SPDX-License-Identifier: MIT */
/* kernel_parameters.c: which parameters of a kernel point to const, from its C++ entry name. */
#ifndef CUBOUND_KERNEL_PARAMETERS_H
#define CUBOUND_KERNEL_PARAMETERS_H

#include <stdint.h>

/* Bit i set: parameter i points (or refers) to const, so the kernel only reads through it. *count:
 * the parameters the name says the kernel has, or -1 where it cannot say (an extern "C" name, a
 * mangling this reader does not know): then no bit is set. */
uint64_t bd_read_only_parameters(const char *name, int *count);

#endif
