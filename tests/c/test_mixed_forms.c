/* Files compiled with and without the inline form make one program: a pointer allocated in one
 * and used in the other is the same handle to the checks (run with checks on and off), and the
 * values written through either form read back. */
#include "mixed_forms.h"
#include "support.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(one_program_whatever_the_form, bind_two_test_devices, unbind_two_test_devices),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
