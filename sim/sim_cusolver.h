/* SPDX-License-Identifier: MIT */
/* The simulated cuSOLVER handles, dense and sparse (sim_cusolver.c makes both): a handle lives in the
 * context current when it was made, as a cuBLAS handle does, and runs on the stream set on it. */
#ifndef CUBOUND_SIM_CUSOLVER_H
#define CUBOUND_SIM_CUSOLVER_H

#include <cusolverDn.h>
#include <cusolverSp.h>

#include "sim.h"

struct cusolverDnContext {
    CUcontext ctx;
    CUstream stream;
};

struct cusolverSpContext {
    CUcontext ctx;
    CUstream stream;
};

#endif
