/* SPDX-License-Identifier: MIT */
/* Each binding has its own cuDNN handle, made in its own context, following the binding's stream,
 * checked against another device's binding and destroyed with it. Built only where cubound wraps
 * cuDNN (its cudnn.h beside the toolkit's); tests/CMakeLists.txt says so where it is not. */
#include <string.h>

#include "cubound/cudnn_handle.h"
#include "support.h"


static void one_handle_per_binding_in_its_context(void **state)
{
    (void)state;
    cudnnHandle_t handle[2], again;
    for (int d = 0; d < 2; d++) {
        assert_int_equal(bd_cudnn_handle(test_bds[d], &handle[d]), CUDNN_STATUS_SUCCESS);
        assert_ptr_equal(current_context(), bd_device_context(test_devs[d]));
    }
    assert_ptr_not_equal(handle[0], handle[1]);
    assert_int_equal(bd_cudnn_handle(test_bds[0], &again), CUDNN_STATUS_SUCCESS);
    assert_ptr_equal(again, handle[0]);
}

static void the_handle_follows_the_binding_stream(void **state)
{
    (void)state;
    bound_dev_t *bd = test_bds[1];
    cudnnHandle_t handle;
    cudaStream_t on = NULL;
    CUstream s;
    assert_int_equal(bd_cudnn_handle(bd, &handle), CUDNN_STATUS_SUCCESS);
    assert_int_equal(bd_cudnnGetStream(bd, handle, &on), CUDNN_STATUS_SUCCESS);
    assert_ptr_equal(on, (cudaStream_t)CU_STREAM_PER_THREAD);
    CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_set_stream(bd, s));
    assert_int_equal(bd_cudnnGetStream(bd, handle, &on), CUDNN_STATUS_SUCCESS);
    assert_ptr_equal(on, (cudaStream_t)s);
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    assert_int_equal(bd_cudnnGetStream(bd, handle, &on), CUDNN_STATUS_SUCCESS);
    assert_ptr_equal(on, (cudaStream_t)CU_STREAM_PER_THREAD);
    CU_OK(bd_cuStreamDestroy(bd, s));
}

/* With checks on, device 0's handle given to device 1's binding is stopped. */
static void another_devices_handle_is_stopped(void **state)
{
    (void)state;
    cudnnHandle_t handle;
    assert_int_equal(bd_cudnn_handle(test_bds[0], &handle), CUDNN_STATUS_SUCCESS);
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cudnnSetStream(test_bds[1], handle, NULL), CUDNN_STATUS_BAD_PARAM);
    assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
}

/* A binding's handle ends with it: cuDNN's own, made again for a new binding of the same device. */
static void the_handle_ends_with_the_binding(void **state)
{
    (void)state;
    bound_dev_t *bd;
    cudnnHandle_t handle;
    CU_OK(bd_bind(test_devs[0], &bd));
    assert_int_equal(bd_cudnn_handle(bd, &handle), CUDNN_STATUS_SUCCESS);
    CU_OK(bd_unbind(bd));
    last_violation_id[0] = '\0';
    assert_int_equal(bd_cudnnSetStream(test_bds[0], handle, NULL), CUDNN_STATUS_BAD_PARAM);
    assert_non_null(strstr(last_violation_id, "BD-"));
    assert_int_equal(bd_cudnn_handle(NULL, &handle), CUDNN_STATUS_BAD_PARAM);
    assert_int_equal(bd_cudnn_handle(test_bds[0], NULL), CUDNN_STATUS_BAD_PARAM);
    assert_non_null(strstr(bd_last_error(), "bd_cudnn_handle"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(one_handle_per_binding_in_its_context),
        cmocka_unit_test(the_handle_follows_the_binding_stream),
        cmocka_unit_test(another_devices_handle_is_stopped),
        cmocka_unit_test(the_handle_ends_with_the_binding),
    };
    return cmocka_run_group_tests(tests, bind_two_test_devices_remembering, unbind_two_test_devices);
}
