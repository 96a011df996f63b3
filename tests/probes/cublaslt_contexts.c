/* SPDX-License-Identifier: MIT */
/* What cublasLtCreate gives two contexts of one GPU, and whether a destroy in one ends the other's
 * handle: a, the device's primary context, and b, a context of its own on the same device, each
 * create a handle (a twice); each handle then runs a 4x4 cublasLtMatmul in its context, before and
 * after the others are destroyed, and the product is read back.
 *
 *   gcc -O2 tests/probes/cublaslt_contexts.c -o cublaslt_contexts -I$CUDA_HOME/include \
 *       -L$CUDA_HOME/lib64 -lcublasLt -lcudart -lcuda && ./cublaslt_contexts
 *
 * Measured on an H100 (CUDA 13.0 driver and cuBLASLt), 2026-12-06: the three creations answered one
 * handle; every matmul succeeded with the right product, b's handle in a included, and so did a's
 * second handle after the other two were destroyed: one handle for every context, counted. So
 * spec/cublaslt.toml lists cublasLtCreate in [any_context]. */
#include <cublasLt.h>
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdio.h>

#define N 4

/* C = A * B with A all ones and B all twos: every element of C is 2N. Answers the status and
 * whether the product read back is right. */
static cublasStatus_t matmul(cublasLtHandle_t h, int *right)
{
    float host[N * N], *a, *b, *c;
    cudaMalloc((void **)&a, sizeof host);
    cudaMalloc((void **)&b, sizeof host);
    cudaMalloc((void **)&c, sizeof host);
    for (int i = 0; i < N * N; i++)
        host[i] = 1;
    cudaMemcpy(a, host, sizeof host, cudaMemcpyHostToDevice);
    for (int i = 0; i < N * N; i++)
        host[i] = 2;
    cudaMemcpy(b, host, sizeof host, cudaMemcpyHostToDevice);
    cudaMemset(c, 0, sizeof host);
    cublasLtMatmulDesc_t desc;
    cublasLtMatrixLayout_t layout;
    cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F);
    cublasLtMatrixLayoutCreate(&layout, CUDA_R_32F, N, N, N);
    float alpha = 1, beta = 0;
    cublasStatus_t status = cublasLtMatmul(h, desc, &alpha, a, layout, b, layout, &beta, c, layout, c, layout,
                                           NULL, NULL, 0, 0);
    cudaMemcpy(host, c, sizeof host, cudaMemcpyDeviceToHost);
    *right = 1;
    for (int i = 0; i < N * N; i++)
        *right &= host[i] == 2 * N;
    cublasLtMatrixLayoutDestroy(layout);
    cublasLtMatmulDescDestroy(desc);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    return status;
}

static void run(const char *what, CUcontext ctx, cublasLtHandle_t h)
{
    int right;
    cuCtxSetCurrent(ctx);
    cublasStatus_t status = matmul(h, &right);
    printf("%-40s status %d, product %s\n", what, (int)status, right ? "right" : "wrong");
}

int main(void)
{
    CUdevice dev;
    CUcontext a, b;
    cuInit(0);
    cuDeviceGet(&dev, 0);
    cuDevicePrimaryCtxRetain(&a, 0);
    cuCtxCreate(&b, NULL, 0, dev);

    cublasLtHandle_t in_a, again_in_a, in_b;
    cuCtxSetCurrent(a);
    cublasLtCreate(&in_a);
    cublasLtCreate(&again_in_a);
    cuCtxSetCurrent(b);
    cublasLtCreate(&in_b);
    printf("handles: a %p, a again %p, b %p\n", (void *)in_a, (void *)again_in_a, (void *)in_b);

    run("a's first handle in a", a, in_a);
    run("b's handle in b", b, in_b);
    run("b's handle in a", a, in_b);

    cuCtxSetCurrent(a);
    printf("destroy a's first handle: %d\n", (int)cublasLtDestroy(in_a));
    run("a's second handle in a, after", a, again_in_a);
    run("b's handle in b, after", b, in_b);
    cuCtxSetCurrent(b);
    printf("destroy b's handle: %d\n", (int)cublasLtDestroy(in_b));
    run("a's second handle in a, after both", a, again_in_a);
    cuCtxSetCurrent(a);
    printf("destroy a's second handle: %d\n", (int)cublasLtDestroy(again_in_a));
    cuCtxDestroy(b);
    cuDevicePrimaryCtxRelease(0);
    return 0;
}
