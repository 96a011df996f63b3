/* What the ported samples share: a check that names the failing call, and the kernels' image. */
#ifndef CUBOUND_SAMPLE_H
#define CUBOUND_SAMPLE_H

#include <stdio.h>

#include "cubound/all.h"

#define CHECK(call)                                                                              \
    do {                                                                                         \
        int status_ = (int)(call);                                                               \
        if (status_ != 0) {                                                                      \
            fprintf(stderr, "%s:%d: %s returned %d: %s\n", __FILE__, __LINE__, #call, status_,   \
                    bd_last_error());                                                            \
            return 1;                                                                            \
        }                                                                                        \
    } while (0)

/* kernels.fatbin, built by nvcc from kernels.cu; the first argument overrides its path. */
static inline const char *kernels_image(int argc, char **argv)
{
    return argc > 1 ? argv[1] : SAMPLE_KERNELS_FATBIN;
}

#endif
