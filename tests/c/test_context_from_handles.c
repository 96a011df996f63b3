/* SPDX-License-Identifier: MIT */
/* Calls that act in the context their handles name ([context_from_handles] in spec/driver.toml)
 * skip the switch where every handle names one: with device 1's context current, a query, a
 * synchronize, an event record and an async set on device 0's own stream leave device 1's context
 * current and act on device 0's work; their default-stream forms switch. Checks off, cached
 * policy: the path release programs take. */
#include <string.h>

#include "support.h"

static void own_streams_and_events_need_no_switch(void **state)
{
    (void)state;
    bound_dev_t *a = test_bds[0], *b = test_bds[1];
    CUcontext ctx_a = bd_device_context(test_devs[0]), ctx_b = bd_device_context(test_devs[1]);
    CUstream stream;
    CUevent event;
    CUdeviceptr p;
    unsigned char back[64];
    CU_OK(bd_cuStreamCreate(a, &stream, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuEventCreate(a, &event, CU_EVENT_DISABLE_TIMING));
    CU_OK(bd_cuMemAlloc(a, &p, sizeof back));
    CU_OK(bd_cuCtxSynchronize(b)); /* b's context current */
    assert_ptr_equal(current_context(), ctx_b);

    CU_OK(bd_cuMemsetD8Async(a, p, 7, sizeof back, stream));
    CU_OK(bd_cuEventRecord(a, event, stream));
    CU_OK(bd_cuStreamWaitEvent(a, stream, event, 0));
    CU_OK(bd_cuStreamSynchronize(a, stream));
    CU_OK(bd_cuEventSynchronize(a, event));
    CU_OK(bd_cuStreamQuery(a, stream));
    CU_OK(bd_cuEventQuery(a, event));
    CUcontext owner = NULL;
    CU_OK(bd_cuStreamGetCtx(a, stream, &owner));
    assert_ptr_equal(owner, ctx_a);
    assert_ptr_equal(current_context(), ctx_b); /* none of them switched */
    assert_ptr_equal(bd_thread_binding, b);

    CU_OK(bd_cuMemcpyDtoH(a, back, p, sizeof back)); /* no stream: switches */
    assert_ptr_equal(current_context(), ctx_a);
    for (size_t i = 0; i < sizeof back; i++)
        assert_int_equal(back[i], 7);

    CU_OK(bd_cuCtxSynchronize(b));
    CU_OK(bd_cuStreamQuery(a, NULL)); /* the current context's default stream: switches */
    assert_ptr_equal(current_context(), ctx_a);
    CU_OK(bd_cuCtxSynchronize(b));
    CU_OK(bd_cuEventRecord(a, event, CU_STREAM_PER_THREAD)); /* likewise */
    assert_ptr_equal(current_context(), ctx_a);

    CU_OK(bd_cuEventDestroy(a, event));
    CU_OK(bd_cuStreamDestroy(a, stream));
    CU_OK(bd_cuMemFree(a, p));
}

/* Skipping the switch does not skip the binding's validation. */
static void a_binding_unbound_is_refused_all_the_same(void **state)
{
    (void)state;
    bound_dev_t *gone;
    CUstream stream;
    CU_OK(bd_bind(test_devs[0], &gone));
    CU_OK(bd_cuStreamCreate(gone, &stream, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuCtxSynchronize(test_bds[1]));
    CU_OK(bd_unbind(gone));
    assert_int_equal(bd_cuStreamQuery(gone, stream), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    CU_OK(bd_cuStreamDestroy(test_bds[0], stream));
}

int main(void)
{
    const bd_options_t options = {.checks = BD_CHECKS_OFF, .context_policy = BD_POLICY_CACHED};
    CU_OK(bd_init(&options));
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(own_streams_and_events_need_no_switch),
        cmocka_unit_test(a_binding_unbound_is_refused_all_the_same),
    };
    return cmocka_run_group_tests(tests, bind_two_test_devices, unbind_two_test_devices);
}
