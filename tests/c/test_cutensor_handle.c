/* SPDX-License-Identifier: MIT */
/* Each binding has its own cuTENSOR handle, made in its own context, checked against another device's
 * binding and destroyed with it. Built only where cubound wraps cuTENSOR (its cutensor.h beside the
 * toolkit's); tests/CMakeLists.txt says so where it is not. The simulated driver does not run cuTENSOR:
 * there, and on a GPU machine without libcutensor.so.2, the handle answers cuTENSOR's own "not
 * supported" and bd_last_error says why; the rest runs where the library is. */
#include <string.h>

#include "cubound/cutensor_handle.h"
#include "support.h"

/* The handle of test_bds[d], or a skip where cuTENSOR does not run (after checking how it says so). */
static cutensorHandle_t handle_of(int d)
{
    cutensorHandle_t handle = NULL;
    cutensorStatus_t status = bd_cutensor_handle(test_bds[d], &handle);
    if (status == CUTENSOR_STATUS_NOT_SUPPORTED) {
        assert_non_null(strstr(bd_last_error(), "cutensorCreate"));
        if (on_real_driver()) /* the library is missing: the loader's words name it */
            assert_non_null(strstr(bd_last_error(), "libcutensor.so"));
        skip();
    }
    assert_int_equal(status, CUTENSOR_STATUS_SUCCESS);
    return handle;
}

static void one_handle_per_binding_in_its_context(void **state)
{
    (void)state;
    cutensorHandle_t handle[2], again;
    for (int d = 0; d < 2; d++) {
        handle[d] = handle_of(d);
        assert_ptr_equal(current_context(), bd_device_context(test_devs[d]));
    }
    assert_ptr_not_equal(handle[0], handle[1]);
    assert_int_equal(bd_cutensor_handle(test_bds[0], &again), CUTENSOR_STATUS_SUCCESS);
    assert_ptr_equal(again, handle[0]);
}

/* With checks on, device 0's handle given to device 1's binding is stopped. */
static void another_devices_handle_is_stopped(void **state)
{
    (void)state;
    cutensorHandle_t handle = handle_of(0);
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cutensorHandleResizePlanCache(test_bds[1], handle, 4), CUTENSOR_STATUS_INVALID_VALUE);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
}

/* A binding's handle ends with it: given to another binding of its device afterwards, it is stopped
 * as destroyed. */
static void the_handle_ends_with_the_binding(void **state)
{
    (void)state;
    bound_dev_t *bd;
    cutensorHandle_t handle;
    assert_int_equal(bd_cutensor_handle(NULL, &handle), CUTENSOR_STATUS_INVALID_VALUE);
    assert_int_equal(bd_cutensor_handle(test_bds[0], NULL), CUTENSOR_STATUS_INVALID_VALUE);
    assert_non_null(strstr(bd_last_error(), "bd_cutensor_handle"));
    (void)handle_of(0); /* skips where cuTENSOR does not run */
    CU_OK(bd_bind(test_devs[0], &bd));
    assert_int_equal(bd_cutensor_handle(bd, &handle), CUTENSOR_STATUS_SUCCESS);
    CU_OK(bd_unbind(bd));
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cutensorHandleResizePlanCache(test_bds[0], handle, 4), CUTENSOR_STATUS_INVALID_VALUE);
    assert_string_equal(last_violation_id, "BD-USE-AFTER-DESTROY");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(one_handle_per_binding_in_its_context),
        cmocka_unit_test(another_devices_handle_is_stopped),
        cmocka_unit_test(the_handle_ends_with_the_binding),
    };
    return cmocka_run_group_tests(tests, bind_two_test_devices_remembering, unbind_two_test_devices);
}
