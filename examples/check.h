/* SPDX-License-Identifier: MIT */
/* What the examples share: CHECK(call) returns 1 from main, saying which call failed and why. */
#ifndef CUBOUND_EXAMPLE_CHECK_H
#define CUBOUND_EXAMPLE_CHECK_H

#include <stdio.h>

#include "cubound/cubound.h"

#define CHECK(call)                                                                              \
    do {                                                                                         \
        int status_ = (int)(call);                                                               \
        if (status_ != 0) {                                                                      \
            fprintf(stderr, "%s:%d: %s returned %d: %s\n", __FILE__, __LINE__, #call, status_,   \
                    bd_last_error());                                                            \
            return 1;                                                                            \
        }                                                                                        \
    } while (0)

#endif
