/* SPDX-License-Identifier: MIT */
/* Streams, events and kernel launches on two devices, alternating, values read back. */
#include <string.h>

#include "support.h"

enum { N = 2048 };

static void async_copies_on_streams(void **state)
{
    (void)state;
    CUstream s[2];
    CUdeviceptr p[2];
    static uint32_t in[2][N], out[2][N];
    for (int d = 0; d < 2; d++) {
        for (int i = 0; i < N; i++)
            in[d][i] = (uint32_t)(d * 100000 + i);
        CU_OK(bd_cuStreamCreate(test_bds[d], &s[d], CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuMemAlloc(test_bds[d], &p[d], sizeof in[d]));
    }
    for (int d = 0; d < 2; d++)
        CU_OK(bd_cuMemsetD32Async(test_bds[d], p[d], 7, N, s[d]));
    for (int d = 0; d < 2; d++)
        CU_OK(bd_cuMemcpyHtoDAsync(test_bds[d], p[d] + 8, in[d], (N - 2) * sizeof(uint32_t), s[d]));
    for (int d = 0; d < 2; d++)
        CU_OK(bd_cuMemcpyDtoHAsync(test_bds[d], out[d], p[d], sizeof out[d], s[d]));
    for (int d = 0; d < 2; d++) {
        CU_OK(bd_cuStreamSynchronize(test_bds[d], s[d]));
        CU_OK(bd_cuStreamQuery(test_bds[d], s[d]));
        assert_int_equal(out[d][0], 7);
        assert_int_equal(out[d][1], 7);
        for (int i = 2; i < N; i++)
            assert_int_equal(out[d][i], in[d][i - 2]);
        CU_OK(bd_cuStreamDestroy(test_bds[d], s[d]));
        CU_OK(bd_cuMemFree(test_bds[d], p[d]));
    }
}

static void events_order_two_streams(void **state)
{
    (void)state;
    for (int d = 0; d < 2; d++) {
        CUstream producer, consumer;
        CUevent done;
        CUdeviceptr a, b;
        uint32_t out[N];
        CU_OK(bd_cuStreamCreate(test_bds[d], &producer, CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuStreamCreate(test_bds[d], &consumer, CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuEventCreate(test_bds[d], &done, CU_EVENT_DISABLE_TIMING));
        CU_OK(bd_cuMemAlloc(test_bds[d], &a, sizeof out));
        CU_OK(bd_cuMemAlloc(test_bds[d], &b, sizeof out));
        CU_OK(bd_cuMemsetD32Async(test_bds[d], a, 0xC0FFEEu + (unsigned)d, N, producer));
        CU_OK(bd_cuEventRecord(test_bds[d], done, producer));
        CU_OK(bd_cuStreamWaitEvent(test_bds[d], consumer, done, 0));
        CU_OK(bd_cuMemcpyDtoDAsync(test_bds[d], b, a, sizeof out, consumer));
        CU_OK(bd_cuStreamSynchronize(test_bds[d], consumer));
        CU_OK(bd_cuEventSynchronize(test_bds[d], done));
        CU_OK(bd_cuEventQuery(test_bds[d], done));
        CU_OK(bd_cuMemcpyDtoH(test_bds[d], out, b, sizeof out));
        for (int i = 0; i < N; i++)
            assert_int_equal(out[i], 0xC0FFEEu + (unsigned)d);
        CU_OK(bd_cuEventDestroy(test_bds[d], done));
        CU_OK(bd_cuStreamDestroy(test_bds[d], producer));
        CU_OK(bd_cuStreamDestroy(test_bds[d], consumer));
        CU_OK(bd_cuMemFree(test_bds[d], a));
        CU_OK(bd_cuMemFree(test_bds[d], b));
    }
}

static void kernels_launch_on_their_own_device(void **state)
{
    (void)state;
    CUmodule module[2];
    CUfunction fill[2], scale_add[2];
    CUdeviceptr x[2], y[2];
    for (int d = 0; d < 2; d++) {
        CU_OK(bd_cuModuleLoadData(test_bds[d], &module[d], bd_test_kernels_ptx));
        CU_OK(bd_cuModuleGetFunction(test_bds[d], &fill[d], module[d], "bd_fill_u32"));
        CU_OK(bd_cuModuleGetFunction(test_bds[d], &scale_add[d], module[d], "bd_scale_add_f32"));
        assert_int_equal(bd_cuModuleGetFunction(test_bds[d], &fill[d], module[d], "no_such_kernel"), CUDA_ERROR_NOT_FOUND);
        CU_OK(bd_cuModuleGetFunction(test_bds[d], &fill[d], module[d], "bd_fill_u32"));
        CU_OK(bd_cuMemAlloc(test_bds[d], &x[d], N * sizeof(float)));
        CU_OK(bd_cuMemAlloc(test_bds[d], &y[d], N * sizeof(float)));
    }
    for (int d = 0; d < 2; d++) { /* x = 2.0f + d, y = 1.0f, as bit patterns */
        float xv = 2.0f + (float)d, yv = 1.0f;
        unsigned int xbits, ybits, n = N;
        memcpy(&xbits, &xv, sizeof xbits);
        memcpy(&ybits, &yv, sizeof ybits);
        void *fill_x[] = {&x[d], &xbits, &n}, *fill_y[] = {&y[d], &ybits, &n};
        CU_OK(bd_cuLaunchKernel(test_bds[d], fill[d], N / 256, 1, 1, 256, 1, 1, 0, NULL, fill_x, NULL));
        CU_OK(bd_cuLaunchKernel(test_bds[d], fill[d], N / 256, 1, 1, 256, 1, 1, 0, NULL, fill_y, NULL));
    }
    for (int d = 0; d < 2; d++) { /* y = (10 + d) * x + y */
        float a = 10.0f + (float)d;
        unsigned int n = N;
        void *args[] = {&y[d], &x[d], &a, &n};
        CU_OK(bd_cuLaunchKernel(test_bds[d], scale_add[d], N / 128, 1, 1, 128, 1, 1, 0, NULL, args, NULL));
    }
    for (int d = 0; d < 2; d++) {
        float out[N];
        CU_OK(bd_cuCtxSynchronize(test_bds[d]));
        CU_OK(bd_cuMemcpyDtoH(test_bds[d], out, y[d], sizeof out));
        for (int i = 0; i < N; i++)
            assert_true(out[i] == (10.0f + (float)d) * (2.0f + (float)d) + 1.0f);
        CU_OK(bd_cuMemFree(test_bds[d], x[d]));
        CU_OK(bd_cuMemFree(test_bds[d], y[d]));
        CU_OK(bd_cuModuleUnload(test_bds[d], module[d]));
    }
}

/* CUDA's documented synchronization of async copies with pageable host memory: the source may
 * be reused as soon as cuMemcpyHtoDAsync returns, and cuMemcpyDtoHAsync returns with the data. */
static void pageable_buffers_are_copied_before_the_call_returns(void **state)
{
    (void)state;
    enum { WORDS = 1024 };
    static uint32_t buffer[WORDS], back[WORDS];
    bound_dev_t *bd = test_bds[0];
    CUstream s;
    CUdeviceptr p;
    CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuMemAlloc(bd, &p, sizeof buffer));
    for (int i = 0; i < WORDS; i++)
        buffer[i] = 5;
    CU_OK(bd_cuMemsetD32Async(bd, p, 1, WORDS, s));
    CU_OK(bd_cuMemcpyHtoDAsync(bd, p, buffer, sizeof buffer, s));
    for (int i = 0; i < WORDS; i++)
        buffer[i] = 9; /* reused at once */
    CU_OK(bd_cuMemcpyDtoHAsync(bd, back, p, sizeof back, s));
    for (int i = 0; i < WORDS; i++)
        assert_int_equal(back[i], 5); /* there without a synchronize */
    CU_OK(bd_cuStreamDestroy(bd, s));
    CU_OK(bd_cuMemFree(bd, p));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(async_copies_on_streams),
        cmocka_unit_test(events_order_two_streams),
        cmocka_unit_test(kernels_launch_on_their_own_device),
        cmocka_unit_test(pageable_buffers_are_copied_before_the_call_returns),
    };
    return cmocka_run_group_tests(tests, bind_two_test_devices, unbind_two_test_devices);
}
