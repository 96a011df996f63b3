/* SPDX-License-Identifier: MIT */
/* The samples' kernels, as NVIDIA's cuda-samples write them. nvcc builds them into
 * kernels.fatbin; on the simulated driver each sample registers a C version of the ones it uses. */

/* vectorAddDrv */
extern "C" __global__ void VecAdd_kernel(const float *A, const float *B, float *C, int N)
{
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < N)
        C[i] = A[i] + B[i];
}

/* matrixMulDrv: C = A * B, one BLOCK x BLOCK tile of C per block, through shared memory. */
#define BLOCK 16
extern "C" __global__ void matrixMul_bs16(float *C, const float *A, const float *B, int wA, int wB)
{
    __shared__ float As[BLOCK][BLOCK];
    __shared__ float Bs[BLOCK][BLOCK];
    int bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
    float sum = 0;
    for (int a = wA * BLOCK * by, b = BLOCK * bx; a < wA * BLOCK * by + wA; a += BLOCK, b += BLOCK * wB) {
        As[ty][tx] = A[a + wA * ty + tx];
        Bs[ty][tx] = B[b + wB * ty + tx];
        __syncthreads();
        for (int k = 0; k < BLOCK; ++k)
            sum += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    C[wB * BLOCK * by + BLOCK * bx + wB * ty + tx] = sum;
}

/* simpleMultiGPU: each thread sums a strided slice of the input. */
extern "C" __global__ void reduceKernel(float *d_Result, const float *d_Input, int N)
{
    const int tid = blockIdx.x * blockDim.x + threadIdx.x;
    const int threadN = gridDim.x * blockDim.x;
    float sum = 0;
    for (int pos = tid; pos < N; pos += threadN)
        sum += d_Input[pos];
    d_Result[tid] = sum;
}

/* simpleCUFFT: a[i] = scale * a[i] * b[i], complex (cufftComplex is float2). */
extern "C" __global__ void ComplexPointwiseMulAndScale(float2 *a, const float2 *b, int size, float scale)
{
    const int threadID = blockIdx.x * blockDim.x + threadIdx.x;
    for (int i = threadID; i < size; i += blockDim.x * gridDim.x) {
        float2 c = {a[i].x * b[i].x - a[i].y * b[i].y, a[i].x * b[i].y + a[i].y * b[i].x};
        a[i] = make_float2(scale * c.x, scale * c.y);
    }
}

/* simpleP2P: dst[i] = 2 * src[i], src possibly a peer's memory. */
extern "C" __global__ void SimpleKernel(const float *src, float *dst)
{
    const int idx = blockIdx.x * blockDim.x + threadIdx.x;
    dst[idx] = src[idx] * 2.0f;
}

/* asyncAPI: g_data[i] += inc_value. */
extern "C" __global__ void increment_kernel(int *g_data, int inc_value)
{
    const int idx = blockIdx.x * blockDim.x + threadIdx.x;
    g_data[idx] = g_data[idx] + inc_value;
}
