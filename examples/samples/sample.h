/* SPDX-License-Identifier: MIT */
/* What the ported samples share: a check that names the failing call, and the kernels' image. */
#ifndef CUBOUND_SAMPLE_H
#define CUBOUND_SAMPLE_H

#include <stdio.h>

#include "cubound/all.h"
#include "../check.h"

/* kernels.fatbin, built by nvcc from kernels.cu; the first argument overrides its path. */
static inline const char *kernels_image(int argc, char **argv)
{
    return argc > 1 ? argv[1] : SAMPLE_KERNELS_FATBIN;
}

#endif
