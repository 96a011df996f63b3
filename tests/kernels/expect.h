/* SPDX-License-Identifier: MIT */
/* What the test programs built outside cmocka share (nvcc's, C++, C): EXPECT(condition) counts a
 * failure in `failures`, saying where and what bd_last_error() said; main returns failures != 0. */
#ifndef CUBOUND_TEST_EXPECT_H
#define CUBOUND_TEST_EXPECT_H

#include <stdio.h>

#include "cubound/cubound.h"

static int failures;

#define EXPECT(condition)                                                                                  \
    do {                                                                                                   \
        if (!(condition)) {                                                                                \
            fprintf(stderr, "%s:%d: %s failed (last error: %s)\n", __FILE__, __LINE__, #condition,        \
                    bd_last_error());                                                                      \
            failures++;                                                                                    \
        }                                                                                                  \
    } while (0)

#endif
