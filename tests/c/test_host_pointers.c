/* SPDX-License-Identifier: MIT */
/* Pinned host memory used through its device address, with checks on: legal from every device,
 * the same memory as its host address, and gone with it. On the H200 the two addresses are one;
 * on devices without CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM they differ,
 * which the simulation shows with CUBOUND_SIM_DISTINCT_HOST_POINTERS=1 (test_host_pointers_distinct_sim). */
#include <stdio.h>
#include <string.h>

#include "support.h"

static char last_id[64];
static int violations;

static bd_action_t remember(const bd_violation_t *v, void *user)
{
    (void)user;
    snprintf(last_id, sizeof last_id, "%s", v->id);
    violations++;
    return BD_ACTION_RETURN;
}

static int setup(void **state)
{
    bd_set_violation_handler(remember, NULL);
    return bind_two_test_devices(state);
}

enum { WORDS = 1024 };

static void the_device_address_is_the_same_memory_for_every_device(void **state)
{
    (void)state;
    bound_dev_t *a = test_bds[0], *b = test_bds[1];
    uint32_t *host;
    CUdeviceptr device;
    int can_use_host_pointer = -1;
    CU_OK(bd_cuDeviceGetAttribute(&can_use_host_pointer, CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM,
                                  bd_device_ordinal(test_devs[0])));
    CU_OK(bd_cuMemHostAlloc(a, (void **)&host, WORDS * 4, CU_MEMHOSTALLOC_DEVICEMAP));
    CU_OK(bd_cuMemHostGetDevicePointer(a, &device, host, 0));
    CUdeviceptr again, interior;
    CU_OK(bd_cuMemHostGetDevicePointer(a, &again, host, 0)); /* asked twice: one memory still */
    CU_OK(bd_cuMemHostGetDevicePointer(b, &interior, host + 16, 0));
    assert_true(again == device && interior == device + 64);
    assert_int_equal(device == (CUdeviceptr)(uintptr_t)host, can_use_host_pointer == 1);

    int before = violations;
    CU_OK(bd_cuMemsetD32(a, device, 7, WORDS));
    assert_int_equal(host[WORDS - 1], 7);
    CU_OK(bd_cuMemsetD32(b, device + 64, 9, WORDS - 16)); /* another device: host memory is every device's */
    assert_int_equal(host[15], 7);
    assert_int_equal(host[16], 9);
    CUmodule module;
    CUfunction fill;
    unsigned int value = 5, n = WORDS;
    void *args[] = {&device, &value, &n};
    CU_OK(bd_cuModuleLoadData(a, &module, bd_test_kernels_ptx));
    CU_OK(bd_cuModuleGetFunction(a, &fill, module, "bd_fill_u32"));
    CU_OK(bd_cuLaunchKernel(a, fill, WORDS / 256, 1, 1, 256, 1, 1, 0, NULL, args, NULL));
    CU_OK(bd_cuCtxSynchronize(a));
    assert_int_equal(host[0], 5);
    assert_int_equal(host[WORDS - 1], 5);
    assert_int_equal(violations, before);

    CU_OK(bd_cuModuleUnload(a, module));
    CU_OK(bd_cuMemFreeHost(a, host));
    /* Freed: its device address ended with it. */
    assert_int_equal(bd_cuMemsetD32(a, device, 1, WORDS), CUDA_ERROR_INVALID_HANDLE);
    assert_string_equal(last_id, "BD-USE-AFTER-DESTROY");
    assert_int_equal(violations, before + 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_device_address_is_the_same_memory_for_every_device),
    };
    return cmocka_run_group_tests(tests, setup, unbind_two_test_devices);
}
