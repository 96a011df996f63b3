/* SPDX-License-Identifier: MIT */
/* One thread, two devices, every call alternating between them: each gets its own values. */
#include "workload.h"

static void memory_alternates(void **state)
{
    (void)state;
    bd_device_t *devs[2];
    bound_dev_t *bds[2];
    CUdeviceptr src[2], dst[2];
    enum { N = 4096 };
    open_test_devices(devs, 2);
    for (int d = 0; d < 2; d++)
        CU_OK(bd_bind(devs[d], &bds[d]));
    for (int d = 0; d < 2; d++)
        CU_OK(bd_cuMemAlloc(bds[d], &src[d], N * sizeof(uint32_t)));
    for (int d = 0; d < 2; d++)
        CU_OK(bd_cuMemAlloc(bds[d], &dst[d], N * sizeof(uint32_t)));
    for (int d = 0; d < 2; d++)
        CU_OK(bd_cuMemsetD32(bds[d], src[d], 0x1000u + (unsigned)d, N));
    for (int d = 0; d < 2; d++)
        CU_OK(bd_cuMemsetD8(bds[d], dst[d], 0, N * sizeof(uint32_t)));
    for (int d = 0; d < 2; d++)
        CU_OK(bd_cuMemcpyDtoD(bds[d], dst[d] + 4 * sizeof(uint32_t), src[d], (N - 4) * sizeof(uint32_t)));
    for (int d = 0; d < 2; d++) {
        uint32_t host[N];
        CU_OK(bd_cuMemcpyDtoH(bds[d], host, dst[d], sizeof host));
        for (int i = 0; i < 4; i++)
            assert_int_equal(host[i], 0);
        for (int i = 4; i < N; i++)
            assert_int_equal(host[i], 0x1000u + (unsigned)d);
        assert_ptr_equal(context_of_pointer(src[d]), bd_device_context(devs[d]));
    }
    for (int d = 0; d < 2; d++) {
        CU_OK(bd_cuMemFree(bds[d], src[d]));
        CU_OK(bd_cuMemFree(bds[d], dst[d]));
        CU_OK(bd_unbind(bds[d]));
    }
    close_test_devices(devs, 2);
}

static void libraries_alternate(void **state)
{
    (void)state;
    bd_device_t *devs[2];
    bound_dev_t *bds[2];
    struct workload work[2];
    open_test_devices(devs, 2);
    for (int d = 0; d < 2; d++)
        CU_OK(bd_bind(devs[d], &bds[d]));
    for (int d = 0; d < 2; d++)
        workload_start(&work[d], bds[d], d + 1);
    for (int step = 0; step < workload_step_count; step++)
        for (int d = 0; d < 2; d++)
            workload_steps[step](&work[d]);
    for (int d = 0; d < 2; d++)
        CU_OK(bd_unbind(bds[d]));
    close_test_devices(devs, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(memory_alternates),
        cmocka_unit_test(libraries_alternate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
