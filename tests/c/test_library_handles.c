/* SPDX-License-Identifier: MIT */
/* Each binding's cuBLAS handle and cuRAND generator at work, on its device and stream (what every
 * handle kind promises alike is test_binding_handles.c's). */
#include <string.h>

#include "workload.h"

static void same_seed_same_numbers_on_each_device(void **state)
{
    (void)state;
    enum { N = 256 };
    float host[2][N];
    CUdeviceptr out[2];
    for (int d = 0; d < 2; d++) {
        curandGenerator_t g;
        CU_OK(bd_cuMemAlloc(test_bds[d], &out[d], sizeof host[d]));
        RAND_OK(bd_curand_generator(test_bds[d], &g));
        RAND_OK(bd_curandSetPseudoRandomGeneratorSeed(test_bds[d], g, 42));
    }
    for (int d = 0; d < 2; d++) {
        curandGenerator_t g;
        RAND_OK(bd_curand_generator(test_bds[d], &g));
        RAND_OK(bd_curandGenerateUniform(test_bds[d], g, (float *)out[d], N));
    }
    for (int d = 0; d < 2; d++) {
        CU_OK(bd_cuMemcpyDtoH(test_bds[d], host[d], out[d], sizeof host[d]));
        assert_ptr_equal(context_of_pointer(out[d]), bd_device_context(test_devs[d]));
        CU_OK(bd_cuMemFree(test_bds[d], out[d]));
    }
    assert_memory_equal(host[0], host[1], sizeof host[0]);
    assert_true(host[0][0] != host[0][1]);
}

static void library_work_follows_the_binding_stream(void **state)
{
    (void)state;
    enum { N = 512 };
    for (int d = 0; d < 2; d++) {
        CUstream s;
        CUdeviceptr x, y;
        cublasHandle_t h;
        float host[N], alpha = 3.0f;
        for (int i = 0; i < N; i++)
            host[i] = (float)i;
        CU_OK(bd_cuStreamCreate(test_bds[d], &s, CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuMemAlloc(test_bds[d], &x, sizeof host));
        CU_OK(bd_cuMemAlloc(test_bds[d], &y, sizeof host));
        CU_OK(bd_cuMemcpyHtoD(test_bds[d], x, host, sizeof host));
        CU_OK(bd_cuMemsetD32(test_bds[d], y, 0, N));
        BLAS_OK(bd_cublas_handle(test_bds[d], &h));
        BLAS_OK(bd_cublasSetStream(test_bds[d], h, (cudaStream_t)s));
        BLAS_OK(bd_cublasSaxpy(test_bds[d], h, N, &alpha, (const float *)x, 1, (float *)y, 1));
        CU_OK(bd_cuStreamSynchronize(test_bds[d], s));
        CU_OK(bd_cuMemcpyDtoH(test_bds[d], host, y, sizeof host));
        for (int i = 0; i < N; i++)
            assert_true(host[i] == 3.0f * (float)i);
        BLAS_OK(bd_cublasSetStream(test_bds[d], h, NULL));
        CU_OK(bd_cuStreamDestroy(test_bds[d], s));
        CU_OK(bd_cuMemFree(test_bds[d], x));
        CU_OK(bd_cuMemFree(test_bds[d], y));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(same_seed_same_numbers_on_each_device),
        cmocka_unit_test(library_work_follows_the_binding_stream),
    };
    return cmocka_run_group_tests(tests, bind_two_test_devices, unbind_two_test_devices);
}
