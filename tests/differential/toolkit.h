/* SPDX-License-Identifier: MIT */
/* The toolkit corpus (toolkit.c): cuFFT, cuSPARSE, cuSOLVER, cuBLASLt and NVRTC, recorded as the
 * driver's corpus is (trace.h) and compared with the H200's own record, h200-toolkit.record. The
 * libraries round differently from the simulation, which computes in double: values are
 * recorded to three decimals, from inputs whose results are not near a rounding boundary. */
#ifndef CUBOUND_TOOLKIT_CORPUS_H
#define CUBOUND_TOOLKIT_CORPUS_H

#include "corpus.h"

/* count values of device memory at ptr, float (element 'f') or double ('d'), as "%.3f" each
 * (a negative zero as 0.000: the sign of a rounding error is no semantics). */
const char *fixed(bound_dev_t *bd, CUdeviceptr ptr, char element, int count);

/* count doubles as element ('f' or 'd') in new device memory. */
CUdeviceptr numbers(bound_dev_t *bd, const double *from, int count, char element);

void corpus_cufft(bound_dev_t *bd);
void corpus_cusparse(bound_dev_t *bd);
void corpus_cusolver(bound_dev_t *bd);
void corpus_cublaslt(bound_dev_t *bd);
void corpus_nvrtc(bound_dev_t *bd);

#endif
