/* SPDX-License-Identifier: MIT */
/* Calls that act in the context their handles name ([context_from_handles] in spec/driver.toml
 * and spec/cudart.toml) skip the switch where every handle names one: with device 1's context
 * current, a query, a synchronize, an event record and an async set on device 0's own stream leave
 * device 1's context current and act on device 0's work; their default-stream forms switch. The
 * driver's calls and the runtime's. Checks off, cached policy: the path release programs take. */
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
    CU_OK(bd_cuCtxSynchronize(b)); /* b's next call enters it again, without a switch */
    assert_ptr_equal(current_context(), ctx_b);
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

/* The runtime's, on a stream it made: alternating calls on each binding's own stream stay in
 * whichever context is current and land on their own device's memory; 0, cudaStreamLegacy and
 * cudaStreamPerThread are the current context's, and switch. */
static void the_runtimes_own_streams_need_no_switch(void **state)
{
    (void)state;
    bound_dev_t *a = test_bds[0], *b = test_bds[1];
    CUcontext ctx_a = bd_device_context(test_devs[0]), ctx_b = bd_device_context(test_devs[1]);
    cudaStream_t stream[2];
    cudaEvent_t event;
    unsigned char *p[2];
    unsigned char back[64];
    RT_OK(bd_cudaStreamCreateWithFlags(a, &stream[0], cudaStreamNonBlocking));
    RT_OK(bd_cudaStreamCreateWithPriority(b, &stream[1], cudaStreamNonBlocking, -1));
    RT_OK(bd_cudaEventCreateWithFlags(a, &event, cudaEventDisableTiming));
    RT_OK(bd_cudaMalloc(a, (void **)&p[0], sizeof back));
    RT_OK(bd_cudaMalloc(b, (void **)&p[1], sizeof back));
    assert_ptr_equal(current_context(), ctx_b);

    for (int i = 0; i < 4; i++) { /* a, b, a, b: b's context current throughout */
        bound_dev_t *bd = i % 2 ? b : a;
        RT_OK(bd_cudaMemsetAsync(bd, p[i % 2], 10 + i, sizeof back, stream[i % 2]));
        cudaError_t queried = bd_cudaStreamQuery(bd, stream[i % 2]);
        assert_true(queried == cudaSuccess || queried == cudaErrorNotReady);
        assert_ptr_equal(current_context(), ctx_b);
    }
    unsigned int flags = 0;
    int priority = 0;
    RT_OK(bd_cudaEventRecord(a, event, stream[0]));
    RT_OK(bd_cudaStreamWaitEvent(b, stream[1], event, 0)); /* b's stream waits for a's event */
    RT_OK(bd_cudaMemsetAsync(a, p[0] + 32, 0, 32, stream[0]));
    RT_OK(bd_cudaMemcpyAsync(a, p[0] + 32, p[0], 32, cudaMemcpyDeviceToDevice, stream[0]));
    RT_OK(bd_cudaStreamSynchronize(a, stream[0]));
    RT_OK(bd_cudaEventSynchronize(a, event));
    RT_OK(bd_cudaEventQuery(a, event));
    RT_OK(bd_cudaStreamGetFlags(a, stream[0], &flags));
    RT_OK(bd_cudaStreamGetPriority(b, stream[1], &priority));
    assert_int_equal(flags, cudaStreamNonBlocking);
    assert_true(priority < 0);
    assert_ptr_equal(current_context(), ctx_b); /* none of them switched */
    RT_OK(bd_cudaMemcpyAsync(a, back, p[0], sizeof back, cudaMemcpyDeviceToHost, stream[0]));
    RT_OK(bd_cudaStreamSynchronize(a, stream[0]));
    assert_ptr_equal(current_context(), ctx_b);
    for (size_t i = 0; i < sizeof back; i++)
        assert_int_equal(back[i], 12);
    RT_OK(bd_cudaStreamSynchronize(b, stream[1]));
    RT_OK(bd_cudaMemcpy(b, back, p[1], sizeof back, cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < sizeof back; i++)
        assert_int_equal(back[i], 13);

    const cudaStream_t defaults[] = {0, cudaStreamLegacy, cudaStreamPerThread};
    for (int i = 0; i < 3; i++) {
        CU_OK(bd_cuCtxSynchronize(b));
        RT_OK(bd_cudaMemsetAsync(a, p[0], 20 + i, sizeof back, defaults[i]));
        assert_ptr_equal(current_context(), ctx_a);
        CU_OK(bd_cuCtxSynchronize(b));
        RT_OK(bd_cudaStreamSynchronize(a, defaults[i]));
        assert_ptr_equal(current_context(), ctx_a);
        RT_OK(bd_cudaMemcpy(a, back, p[0], sizeof back, cudaMemcpyDeviceToHost));
        assert_int_equal(back[sizeof back - 1], 20 + i);
    }
    CU_OK(bd_cuCtxSynchronize(b));
    RT_OK(bd_cudaEventRecord(a, event, 0)); /* the current context's default stream: switches */
    assert_ptr_equal(current_context(), ctx_a);

    RT_OK(bd_cudaEventDestroy(a, event));
    RT_OK(bd_cudaStreamDestroy(a, stream[0]));
    RT_OK(bd_cudaStreamDestroy(b, stream[1]));
    RT_OK(bd_cudaFree(a, p[0]));
    RT_OK(bd_cudaFree(b, p[1]));
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
        cmocka_unit_test(the_runtimes_own_streams_need_no_switch),
        cmocka_unit_test(a_binding_unbound_is_refused_all_the_same),
    };
    return cmocka_run_group_tests(tests, bind_two_test_devices, unbind_two_test_devices);
}
