/* SPDX-License-Identifier: MIT */
/* The toolkit corpus's cuFFT calls: 1D, 2D and batched C2C, R2C and C2R plans in single and
 * double precision, made by cufftPlan* and by cufftCreate and cufftMakePlan*, an advanced
 * (strided) layout, in place and out of place, a plan on a stream, and a destroyed plan. */
#include "toolkit.h"

/* Integers as float or double (element 'f', 'd'), real or interleaved complex, on the device. */
static CUdeviceptr upload(bound_dev_t *bd, char element, int count)
{
    float floats[128];
    double doubles[128];
    for (int i = 0; i < count; i++)
        floats[i] = (float)(doubles[i] = (i * 7 + 3) % 11 - 5);
    CUdeviceptr p = 0;
    size_t bytes = (size_t)count * (element == 'd' ? sizeof(double) : sizeof(float));
    bd_cuMemAlloc(bd, &p, bytes);
    bd_cuMemcpyHtoD(bd, p, element == 'd' ? (void *)doubles : (void *)floats, bytes);
    return p;
}

static CUdeviceptr output(bound_dev_t *bd, size_t bytes)
{
    CUdeviceptr p = 0;
    bd_cuMemAlloc(bd, &p, bytes);
    bd_cuMemsetD8(bd, p, 0, bytes);
    return p;
}

void corpus_cufft(bound_dev_t *bd)
{
    cufftHandle plan, other;
    CUdeviceptr c = upload(bd, 'f', 32), z = upload(bd, 'd', 32), out = output(bd, 512);
    /* C2C of 8 (twiddles of sqrt(1/2)), a batch of 2, both directions, out of place and in place */
    CALL(bd_cufftPlan1d(bd, &plan, 8, CUFFT_C2C, 2));
    CALLV(bd_cufftExecC2C(bd, plan, (cufftComplex *)c, (cufftComplex *)out, CUFFT_FORWARD), "%s",
          fixed(bd, out, 'f', 32));
    CALLV(bd_cufftExecC2C(bd, plan, (cufftComplex *)out, (cufftComplex *)out, CUFFT_INVERSE), "%s",
          fixed(bd, out, 'f', 32));
    CALL(bd_cufftDestroy(bd, plan));
    /* Z2Z of 6 made by cufftCreate and cufftMakePlan1d */
    CALL(bd_cufftCreate(bd, &plan));
    size_t work = 0;
    CALL(bd_cufftMakePlan1d(bd, plan, 6, CUFFT_Z2Z, 1, &work));
    CALLV(bd_cufftExecZ2Z(bd, plan, (cufftDoubleComplex *)z, (cufftDoubleComplex *)out, CUFFT_FORWARD), "%s",
          fixed(bd, out, 'd', 12));
    CALL(bd_cufftDestroy(bd, plan));
    /* R2C and C2R of 8: the half spectrum, then 8 times the input back */
    CALL(bd_cufftPlan1d(bd, &plan, 8, CUFFT_R2C, 1));
    CALL(bd_cufftPlan1d(bd, &other, 8, CUFFT_C2R, 1));
    CUdeviceptr back = output(bd, 256);
    CALLV(bd_cufftExecR2C(bd, plan, (cufftReal *)c, (cufftComplex *)out), "%s", fixed(bd, out, 'f', 10));
    CALLV(bd_cufftExecC2R(bd, other, (cufftComplex *)out, (cufftReal *)back), "%s", fixed(bd, back, 'f', 8));
    CALL(bd_cufftDestroy(bd, plan));
    CALL(bd_cufftDestroy(bd, other));
    /* D2Z and Z2D of 5, a batch of 2 */
    CALL(bd_cufftPlan1d(bd, &plan, 5, CUFFT_D2Z, 2));
    CALL(bd_cufftPlan1d(bd, &other, 5, CUFFT_Z2D, 2));
    CALLV(bd_cufftExecD2Z(bd, plan, (cufftDoubleReal *)z, (cufftDoubleComplex *)out), "%s", fixed(bd, out, 'd', 12));
    CALLV(bd_cufftExecZ2D(bd, other, (cufftDoubleComplex *)out, (cufftDoubleReal *)back), "%s",
          fixed(bd, back, 'd', 10));
    CALL(bd_cufftDestroy(bd, plan));
    CALL(bd_cufftDestroy(bd, other));
    /* 2D: C2C of 4 x 4, R2C of 4 x 6 (4 x 4 complex out) and C2R back */
    CALL(bd_cufftPlan2d(bd, &plan, 4, 4, CUFFT_C2C));
    CALLV(bd_cufftExecC2C(bd, plan, (cufftComplex *)c, (cufftComplex *)out, CUFFT_FORWARD), "%s",
          fixed(bd, out, 'f', 32));
    CALL(bd_cufftDestroy(bd, plan));
    CALL(bd_cufftPlan2d(bd, &plan, 4, 6, CUFFT_R2C));
    CALL(bd_cufftCreate(bd, &other));
    CALL(bd_cufftMakePlan2d(bd, other, 4, 6, CUFFT_C2R, &work));
    CALLV(bd_cufftExecR2C(bd, plan, (cufftReal *)c, (cufftComplex *)out), "%s", fixed(bd, out, 'f', 32));
    CALLV(bd_cufftExecC2R(bd, other, (cufftComplex *)out, (cufftReal *)back), "%s", fixed(bd, back, 'f', 24));
    CALL(bd_cufftDestroy(bd, plan));
    CALL(bd_cufftDestroy(bd, other));
    /* An advanced layout: every other element of the input, batches 8 apart, out packed */
    int n[] = {4}, inembed[] = {8}, onembed[] = {4};
    CALL(bd_cufftPlanMany(bd, &plan, 1, n, inembed, 2, 8, onembed, 1, 4, CUFFT_C2C, 2));
    CALLV(bd_cufftExecC2C(bd, plan, (cufftComplex *)c, (cufftComplex *)out, CUFFT_FORWARD), "%s",
          fixed(bd, out, 'f', 16));
    /* On a stream of its own: the result is there once the stream is */
    CUstream s;
    bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING);
    CALL(bd_cufftSetStream(bd, plan, (cudaStream_t)s));
    CALL(bd_cufftExecC2C(bd, plan, (cufftComplex *)c, (cufftComplex *)out, CUFFT_INVERSE));
    CALLV(bd_cuStreamSynchronize(bd, s), "%s", fixed(bd, out, 'f', 16));
    CALL(bd_cufftDestroy(bd, plan));
    CALL(bd_cufftExecC2C(bd, plan, (cufftComplex *)c, (cufftComplex *)out, CUFFT_FORWARD));
    bd_cuStreamDestroy(bd, s);
    bd_cuMemFree(bd, c);
    bd_cuMemFree(bd, z);
    bd_cuMemFree(bd, out);
    bd_cuMemFree(bd, back);
}
