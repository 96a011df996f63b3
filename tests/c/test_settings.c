/* SPDX-License-Identifier: MIT */
/* The process's settings come from bd_init, ahead of the environment: here the simulated driver
 * and the verified policy, with checks as CUBOUND_SETTINGS_CHECKS says (ctest runs both). Under
 * the verified policy, a context changed behind cubound's back is neither a mistake nor a risk. */
#include <stdlib.h>
#include <string.h>

#include "support.h"

static bd_checks_t wanted_checks(void)
{
    const char *value = getenv("CUBOUND_SETTINGS_CHECKS");
    return value && strcmp(value, "1") == 0 ? BD_CHECKS_ON : BD_CHECKS_OFF;
}

static void bd_init_chooses_before_anything_runs(void **state)
{
    (void)state;
    bd_options_t out_of_range = {.checks = (bd_checks_t)7};
    assert_int_equal(bd_init(NULL), CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(bd_init(&out_of_range), CUDA_ERROR_INVALID_VALUE);
    bd_options_t options = {wanted_checks(), BD_POLICY_VERIFIED, "sim"};
    CU_OK(bd_init(&options));
    bd_options_t now = bd_settings();
    assert_int_equal(now.checks, wanted_checks());
    assert_int_equal(now.context_policy, BD_POLICY_VERIFIED);
    assert_string_equal(now.driver, "sim");
    assert_int_equal(bd_init(&options), CUDA_ERROR_ALREADY_ACQUIRED); /* once, first */
}

static void the_verified_policy_follows_foreign_changes(void **state)
{
    (void)state;
    bound_dev_t *a = test_bds[0], *b = test_bds[1];
    CUdeviceptr p;
    CUcontext current = NULL;
    unsigned int value = 0;
    CU_OK(bd_cuMemAlloc(a, &p, sizeof value));
    CU_OK(RAW(cuCtxSetCurrent)(bd_device_context(test_devs[1]))); /* as cudaSetDevice would; no bd_resync */
    CU_OK(bd_cuMemsetD32(a, p, 0xC0FFEE, 1));                       /* no report, and on a's context: */
    CU_OK(RAW(cuCtxGetCurrent)(&current));
    assert_ptr_equal(current, bd_device_context(test_devs[0]));
    CU_OK(bd_cuMemcpyDtoH(a, &value, p, sizeof value));
    assert_int_equal(value, 0xC0FFEE);
    if (wanted_checks() == BD_CHECKS_ON) { /* and the checks are on: another device's pointer is caught */
        assert_int_equal(bd_cuMemsetD32(b, p, 0, 1), CUDA_ERROR_INVALID_HANDLE);
        assert_non_null(strstr(bd_last_error(), "BD-WRONG-DEVICE"));
    }
    CU_OK(bd_cuMemFree(a, p));
}

int main(void)
{
    setenv("BD_ON_VIOLATION", "return", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bd_init_chooses_before_anything_runs),
        cmocka_unit_test_setup_teardown(the_verified_policy_follows_foreign_changes, bind_two_test_devices,
                                        unbind_two_test_devices),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
