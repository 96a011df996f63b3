/* SPDX-License-Identifier: MIT */
/* The differential corpus: the same calls on the simulated driver and the H200, each recorded
 * (trace.h). Values that depend on the machine rather than on CUDA's semantics (free memory,
 * clocks of the moment, the library's build number) are not recorded. */
#ifndef CUBOUND_CORPUS_H
#define CUBOUND_CORPUS_H

#include <stddef.h>
#include <stdint.h>

#include "cubound/all.h"
#include "trace.h"

extern const char bd_test_kernels_ptx[];
void register_test_kernels(void);

void corpus_driver(bound_dev_t *bd, bound_dev_t *other, const char *fatbin);
void corpus_driver_more(bound_dev_t *bd, bound_dev_t *other, const char *fatbin_image);
void corpus_blas(bound_dev_t *bd);
void corpus_rand(bound_dev_t *bd);

#endif
