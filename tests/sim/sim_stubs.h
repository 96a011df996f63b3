/* Implemented in generated/sim/stubs.c from the CUresult enum of cuda.h. */
#ifndef CUBOUND_SIM_STUBS_H
#define CUBOUND_SIM_STUBS_H

#include <cuda.h>

const char *sim_cuda_result_name(CUresult rc);

#endif
