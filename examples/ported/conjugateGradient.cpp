// SPDX-License-Identifier: BSD-3-Clause
/* Copyright (c) 2022, NVIDIA CORPORATION. All rights reserved.
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions
 * are met:
 *  * Redistributions of source code must retain the above copyright
 *    notice, this list of conditions and the following disclaimer.
 *  * Redistributions in binary form must reproduce the above copyright
 *    notice, this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 *  * Neither the name of NVIDIA CORPORATION nor the names of its
 *    contributors may be used to endorse or promote products derived
 *    from this software without specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS ``AS IS'' AND ANY
 * EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
 * IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR
 * PURPOSE ARE DISCLAIMED.  IN NO EVENT SHALL THE COPYRIGHT OWNER OR
 * CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL,
 * EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO,
 * PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR
 * PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY
 * OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
 * (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
// Ported to cubound from cuda-samples Samples/4_CUDA_Libraries/conjugateGradient (main.cpp):
// findCudaDevice became a binding of device 0 (bd), cuda*(...), cublas*(...) and cusparse*(...)
// bd_*(bd, ...); helper_cuda.h is ported.h.

/*
 * This sample implements a conjugate gradient solver on GPU
 * using CUBLAS and CUSPARSE
 *
 */

// includes, system
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Using updated (v2) interfaces to cublas */
// Utilities and system includes
#include "ported.h" // cuBLAS, cuSPARSE and the CUDA runtime, through cubound

const char *sSDKname = "conjugateGradient";

/* genTridiag: generate a random tridiagonal symmetric matrix */
void genTridiag(int *I, int *J, float *val, int N, int nz)
{
    I[0] = 0, J[0] = 0, J[1] = 1;
    val[0] = (float)rand() / RAND_MAX + 10.0f;
    val[1] = (float)rand() / RAND_MAX;
    int start;

    for (int i = 1; i < N; i++) {
        if (i > 1) {
            I[i] = I[i - 1] + 3;
        }
        else {
            I[1] = 2;
        }

        start        = (i - 1) * 3 + 2;
        J[start]     = i - 1;
        J[start + 1] = i;

        if (i < N - 1) {
            J[start + 2] = i + 1;
        }

        val[start]     = val[start - 1];
        val[start + 1] = (float)rand() / RAND_MAX + 10.0f;

        if (i < N - 1) {
            val[start + 2] = (float)rand() / RAND_MAX;
        }
    }

    I[N] = nz;
}

int main(int argc, char **argv)
{
    int         M = 0, N = 0, nz = 0, *I = NULL, *J = NULL;
    float      *val      = NULL;
    const float tol      = 1e-5f;
    const int   max_iter = 10000;
    float      *x;
    float      *rhs;
    float       a, b, na, r0, r1;
    int        *d_col, *d_row;
    float      *d_val, *d_x, dot;
    float      *d_r, *d_p, *d_Ax;
    int         k;
    float       alpha, beta, alpham1;

    // This will pick the best possible CUDA capable device
    cudaDeviceProp deviceProp;
    // cubound: device 0, bound to this thread, in place of findCudaDevice
    bd_device_t *dev;
    bound_dev_t *bd;
    checkCudaErrors(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    checkCudaErrors(bd_bind(dev, &bd));
    int devID = bd_device_ordinal(dev);

    checkCudaErrors(bd_cudaGetDeviceProperties(&deviceProp, devID));

    // Statistics about the GPU device
    printf("> GPU device has %d Multi-Processors, SM %d.%d compute capabilities\n\n",
           deviceProp.multiProcessorCount,
           deviceProp.major,
           deviceProp.minor);

    /* Generate a random tridiagonal symmetric matrix in CSR format */
    M = N = 1048576;
    nz    = (N - 2) * 3 + 4;
    I     = (int *)malloc(sizeof(int) * (N + 1));
    J     = (int *)malloc(sizeof(int) * nz);
    val   = (float *)malloc(sizeof(float) * nz);
    genTridiag(I, J, val, N, nz);

    x   = (float *)malloc(sizeof(float) * N);
    rhs = (float *)malloc(sizeof(float) * N);

    for (int i = 0; i < N; i++) {
        rhs[i] = 1.0;
        x[i]   = 0.0;
    }

    /* Get handle to the CUBLAS context */
    cublasHandle_t cublasHandle = 0;
    cublasStatus_t cublasStatus;
    cublasStatus = bd_cublasCreate(bd, &cublasHandle);

    checkCudaErrors(cublasStatus);

    /* Get handle to the CUSPARSE context */
    cusparseHandle_t cusparseHandle = 0;
    checkCudaErrors(bd_cusparseCreate(bd, &cusparseHandle));

    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_col, nz * sizeof(int)));
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_row, (N + 1) * sizeof(int)));
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_val, nz * sizeof(float)));
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_x, N * sizeof(float)));
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_r, N * sizeof(float)));
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_p, N * sizeof(float)));
    checkCudaErrors(bd_cudaMalloc(bd, (void **)&d_Ax, N * sizeof(float)));

    /* Wrap raw data into cuSPARSE generic API objects */
    cusparseSpMatDescr_t matA = NULL;
    checkCudaErrors(bd_cusparseCreateCsr(bd, &matA,
                                      N,
                                      N,
                                      nz,
                                      d_row,
                                      d_col,
                                      d_val,
                                      CUSPARSE_INDEX_32I,
                                      CUSPARSE_INDEX_32I,
                                      CUSPARSE_INDEX_BASE_ZERO,
                                      CUDA_R_32F));
    cusparseDnVecDescr_t vecx = NULL;
    checkCudaErrors(bd_cusparseCreateDnVec(bd, &vecx, N, d_x, CUDA_R_32F));
    cusparseDnVecDescr_t vecp = NULL;
    checkCudaErrors(bd_cusparseCreateDnVec(bd, &vecp, N, d_p, CUDA_R_32F));
    cusparseDnVecDescr_t vecAx = NULL;
    checkCudaErrors(bd_cusparseCreateDnVec(bd, &vecAx, N, d_Ax, CUDA_R_32F));

    /* Initialize problem data */
    bd_cudaMemcpy(bd, d_col, J, nz * sizeof(int), cudaMemcpyHostToDevice);
    bd_cudaMemcpy(bd, d_row, I, (N + 1) * sizeof(int), cudaMemcpyHostToDevice);
    bd_cudaMemcpy(bd, d_val, val, nz * sizeof(float), cudaMemcpyHostToDevice);
    bd_cudaMemcpy(bd, d_x, x, N * sizeof(float), cudaMemcpyHostToDevice);
    bd_cudaMemcpy(bd, d_r, rhs, N * sizeof(float), cudaMemcpyHostToDevice);

    alpha   = 1.0;
    alpham1 = -1.0;
    beta    = 0.0;
    r0      = 0.;

    /* Allocate workspace for cuSPARSE */
    size_t bufferSize = 0;
    checkCudaErrors(bd_cusparseSpMV_bufferSize(bd, cusparseHandle,
                                            CUSPARSE_OPERATION_NON_TRANSPOSE,
                                            &alpha,
                                            matA,
                                            vecx,
                                            &beta,
                                            vecAx,
                                            CUDA_R_32F,
                                            CUSPARSE_SPMV_ALG_DEFAULT,
                                            &bufferSize));
    void *buffer = NULL;
    checkCudaErrors(bd_cudaMalloc(bd, &buffer, bufferSize));

    /* Begin CG */
    checkCudaErrors(bd_cusparseSpMV(bd, cusparseHandle,
                                 CUSPARSE_OPERATION_NON_TRANSPOSE,
                                 &alpha,
                                 matA,
                                 vecx,
                                 &beta,
                                 vecAx,
                                 CUDA_R_32F,
                                 CUSPARSE_SPMV_ALG_DEFAULT,
                                 buffer));

    bd_cublasSaxpy(bd, cublasHandle, N, &alpham1, d_Ax, 1, d_r, 1);
    cublasStatus = bd_cublasSdot(bd, cublasHandle, N, d_r, 1, d_r, 1, &r1);

    k = 1;

    while (r1 > tol * tol && k <= max_iter) {
        if (k > 1) {
            b            = r1 / r0;
            cublasStatus = bd_cublasSscal(bd, cublasHandle, N, &b, d_p, 1);
            cublasStatus = bd_cublasSaxpy(bd, cublasHandle, N, &alpha, d_r, 1, d_p, 1);
        }
        else {
            cublasStatus = bd_cublasScopy(bd, cublasHandle, N, d_r, 1, d_p, 1);
        }

        checkCudaErrors(bd_cusparseSpMV(bd, cusparseHandle,
                                     CUSPARSE_OPERATION_NON_TRANSPOSE,
                                     &alpha,
                                     matA,
                                     vecp,
                                     &beta,
                                     vecAx,
                                     CUDA_R_32F,
                                     CUSPARSE_SPMV_ALG_DEFAULT,
                                     buffer));
        cublasStatus = bd_cublasSdot(bd, cublasHandle, N, d_p, 1, d_Ax, 1, &dot);
        a            = r1 / dot;

        cublasStatus = bd_cublasSaxpy(bd, cublasHandle, N, &a, d_p, 1, d_x, 1);
        na           = -a;
        cublasStatus = bd_cublasSaxpy(bd, cublasHandle, N, &na, d_Ax, 1, d_r, 1);

        r0           = r1;
        cublasStatus = bd_cublasSdot(bd, cublasHandle, N, d_r, 1, d_r, 1, &r1);
        bd_cudaDeviceSynchronize(bd);
        printf("iteration = %3d, residual = %e\n", k, sqrt(r1));
        k++;
    }

    bd_cudaMemcpy(bd, x, d_x, N * sizeof(float), cudaMemcpyDeviceToHost);

    float rsum, diff, err = 0.0;

    for (int i = 0; i < N; i++) {
        rsum = 0.0;

        for (int j = I[i]; j < I[i + 1]; j++) {
            rsum += val[j] * x[J[j]];
        }

        diff = fabs(rsum - rhs[i]);

        if (diff > err) {
            err = diff;
        }
    }

    if (buffer) {
        checkCudaErrors(bd_cudaFree(bd, buffer));
    }

    bd_cusparseDestroy(bd, cusparseHandle);
    bd_cublasDestroy(bd, cublasHandle);
    if (matA) {
        checkCudaErrors(bd_cusparseDestroySpMat(bd, matA));
    }
    if (vecx) {
        checkCudaErrors(bd_cusparseDestroyDnVec(bd, vecx));
    }
    if (vecAx) {
        checkCudaErrors(bd_cusparseDestroyDnVec(bd, vecAx));
    }
    if (vecp) {
        checkCudaErrors(bd_cusparseDestroyDnVec(bd, vecp));
    }

    free(I);
    free(J);
    free(val);
    free(x);
    free(rhs);
    bd_cudaFree(bd, d_col);
    bd_cudaFree(bd, d_row);
    bd_cudaFree(bd, d_val);
    bd_cudaFree(bd, d_x);
    bd_cudaFree(bd, d_r);
    bd_cudaFree(bd, d_p);
    bd_cudaFree(bd, d_Ax);
    checkCudaErrors(bd_unbind(bd));
    checkCudaErrors(bd_device_close(dev));

    printf("Test Summary:  Error amount = %f\n", err);
    exit((k <= max_iter) ? 0 : 1);
}
