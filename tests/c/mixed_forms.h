/* SPDX-License-Identifier: MIT */
/* test_mixed_forms: calls made from a file with the inline form, used from one without. */
#ifndef CUBOUND_TEST_MIXED_FORMS_H
#define CUBOUND_TEST_MIXED_FORMS_H

#include "cubound/all.h"

CUresult inline_alloc(bound_dev_t *bd, CUdeviceptr *p, size_t bytes);
CUresult inline_set(bound_dev_t *bd, CUdeviceptr p, unsigned int value, size_t count);
CUresult inline_free(bound_dev_t *bd, CUdeviceptr p);

#endif
