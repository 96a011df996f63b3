/* SPDX-License-Identifier: MIT */
/* The cuTENSOR handle that belongs to a binding, where cubound was built with cuTENSOR (its cutensor.h
 * beside the toolkit's): made lazily, in the binding's context, the first time it is asked for, and
 * destroyed with the binding. It has no stream: each cutensorContract, cutensorReduce, ... is given
 * one (bd_stream(bd), the binding's, as the other libraries' handles follow). */
#ifndef CUBOUND_CUTENSOR_HANDLE_H
#define CUBOUND_CUTENSOR_HANDLE_H

#include <cutensor.h>

#include "cubound/cubound.h"
#include "cubound/cutensor.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The binding's cuTENSOR handle. */
BD_API cutensorStatus_t bd_cutensor_handle(bound_dev_t *bd, cutensorHandle_t *out);

#ifdef __cplusplus
}
#endif

#endif
