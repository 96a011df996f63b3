/* SPDX-License-Identifier: MIT */
/* Files compiled with and without the inline form make one program: a pointer allocated in one
 * and used in the other is the same handle to the checks (run with checks on and off), and the
 * values written through either form read back. */
#include "mixed_forms.h"
#include "support.h"

#include <string.h>

static int violations;

static bd_action_t count(const bd_violation_t *v, void *user)
{
    (void)v;
    (void)user;
    violations++;
    return BD_ACTION_RETURN;
}

static void one_program_whatever_the_form(void **state)
{
    (void)state;
    bd_set_violation_handler(count, NULL);
    for (int d = 0; d < 2; d++) {
        bound_dev_t *bd = test_bds[d];
        CUdeviceptr made_inline, made_outline;
        unsigned int host[64];
        CU_OK(inline_alloc(bd, &made_inline, sizeof host));
        CU_OK(bd_cuMemAlloc(bd, &made_outline, sizeof host));
        CU_OK(bd_cuMemsetD32(bd, made_inline, 7u + (unsigned)d, 64)); /* out of line, on the inline one's pointer */
        CU_OK(inline_set(bd, made_outline, 9u + (unsigned)d, 64));     /* and the other way round */
        CU_OK(bd_cuMemcpyDtoH(bd, host, made_inline, sizeof host));
        assert_int_equal(host[63], 7u + (unsigned)d);
        CU_OK(bd_cuMemcpyDtoH(bd, host, made_outline, sizeof host));
        assert_int_equal(host[0], 9u + (unsigned)d);
        CU_OK(bd_cuMemFree(bd, made_inline));
        CU_OK(bd_cuMemFree(bd, made_outline));
    }
    assert_int_equal(violations, 0);
    if (bd_settings().checks == BD_CHECKS_ON) { /* and the checks are really on: */
        CUdeviceptr other;
        CU_OK(inline_alloc(test_bds[1], &other, 64));
        assert_int_equal(bd_cuMemsetD32(test_bds[0], other, 0, 16), CUDA_ERROR_INVALID_HANDLE);
        assert_int_equal(violations, 1);
        CU_OK(bd_cuMemFree(test_bds[1], other));
    }
}

/* One pointer freed twice, once in each form: the second free is a double free whichever form
 * freed it first, also where the driver handed out an address of a device closed with its memory
 * still allocated (CUBOUND_SIM_REUSE_ADDRESSES=1 makes the simulation do so every time). */
static void freed_twice_across_forms(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    CUdeviceptr left, p;
    bool checked = bd_settings().checks == BD_CHECKS_ON;
    bd_set_violation_handler(count, NULL);
    violations = 0;
    CU_OK(bd_device_open(0, BD_OWN_CONTEXT, &dev));
    CU_OK(bd_bind(dev, &bd));
    CU_OK(bd_cuMemAlloc(bd, &left, 1 << 16));
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(dev)); /* with its memory still allocated */
    CU_OK(bd_device_open(0, BD_OWN_CONTEXT, &dev));
    CU_OK(bd_bind(dev, &bd));
    for (int first_inline = 0; first_inline < 2; first_inline++) {
        CU_OK(first_inline ? inline_alloc(bd, &p, 256) : bd_cuMemAlloc(bd, &p, 256));
        CU_OK(first_inline ? inline_free(bd, p) : bd_cuMemFree(bd, p));
        CUresult again = first_inline ? bd_cuMemFree(bd, p) : inline_free(bd, p);
        if (checked) {
            assert_int_equal(again, CUDA_ERROR_INVALID_HANDLE);
            assert_non_null(strstr(bd_last_error(), "BD-USE-AFTER-DESTROY cuMemFree(dptr)"));
        } else {
            assert_int_not_equal(again, CUDA_SUCCESS); /* the driver's own answer */
        }
    }
    assert_int_equal(violations, checked ? 2 : 0);
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(dev));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(one_program_whatever_the_form, bind_two_test_devices, unbind_two_test_devices),
        cmocka_unit_test(freed_twice_across_forms),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
