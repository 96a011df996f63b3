/* SPDX-License-Identifier: MIT */
/* The cuDNN handle that belongs to a binding, where cubound was built with cuDNN (its cudnn.h beside
 * the toolkit's): made lazily, in the binding's context, the first time it is asked for, on the
 * binding's current stream, and destroyed with the binding. */
#ifndef CUBOUND_CUDNN_HANDLE_H
#define CUBOUND_CUDNN_HANDLE_H

#include <cudnn.h>

#include "cubound/cubound.h"
#include "cubound/cudnn.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The binding's cuDNN handle, on the binding's current stream. */
BD_API cudnnStatus_t bd_cudnn_handle(bound_dev_t *bd, cudnnHandle_t *out);

#ifdef __cplusplus
}
#endif

#endif
