/* SPDX-License-Identifier: MIT */
/* Everything: the runtime, the checks' API, the per-binding library handles and every generated wrapper. */
#ifndef CUBOUND_ALL_H
#define CUBOUND_ALL_H

#include "cubound/checks.h"
#include "cubound/cubound.h"
#include "cubound/cublas.h"
#include "cubound/cublaslt.h"
#include "cubound/cudart.h"
#include "cubound/cufft.h"
#include "cubound/curand.h"
#include "cubound/cusolver.h"
#include "cubound/cusolvermg.h"
#include "cubound/cusolverrf.h"
#include "cubound/cusolversp.h"
#include "cubound/cusparse.h"
#include "cubound/driver.h"
#include "cubound/handles.h"
#include "cubound/nvrtc.h"
#include "cubound/sim.h"
#include "cubound/streams.h"

#endif
