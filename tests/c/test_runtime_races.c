/* SPDX-License-Identifier: MIT */
/* Race detection through the runtime API (docs/races.md): a runtime function orders streams, reads
 * and writes as its driver twin does, because spec/cudart.toml takes the twin's effects by
 * reference ([twins]). Legal runtime programs report nothing; the same program without its order
 * report_count one BD-STREAM-RACE, as with the driver's calls. Another device's event may be waited for
 * through cudaStreamWaitEvent, and orders what follows. Runs with checks on (race detection with
 * them) on the simulation (label sim) and the GPU (label gpu), and again built with
 * CUDA_API_PER_THREAD_DEFAULT_STREAM (the _ptsz and _ptds forms, where stream 0 is the per-thread
 * default stream). */
#include <stdio.h>
#include <string.h>

#include "support.h"

enum { BYTES = 4096 };

static void expect_none(void)
{
    if (report_count != 0)
        fail_msg("%d unexpected report_count, the first: %s", report_count, report_messages[0]);
}

/* Exactly one report, BD-STREAM-RACE, naming the later and the earlier call. */
static void expect_one_race(const char *later, const char *earlier)
{
    if (report_count != 1)
        fail_msg("%d report_count, not one BD-STREAM-RACE (first: %s)", report_count, report_count > 0 ? report_messages[0] : "none");
    fprintf(stderr, "caught: %s\n", report_messages[0]);
    assert_string_equal(report_ids[0], "BD-STREAM-RACE");
    assert_non_null(strstr(report_messages[0], later));
    assert_non_null(strstr(report_messages[0], earlier));
}

static bd_device_t *devs[2];
static bound_dev_t *bds[2];
static cudaStream_t a, b, theirs; /* a and b: device 0's, non-blocking; theirs: device 1's */
static cudaEvent_t ev;
static unsigned char *buf, *other, *mine; /* buf, other: device 0's; mine: device 1's */

static int setup(void **state)
{
    (void)state;
    open_test_devices(devs, 2);
    for (int i = 0; i < 2; i++)
        CU_OK(bd_bind(devs[i], &bds[i]));
    RT_OK(bd_cudaStreamCreateWithFlags(bds[0], &a, cudaStreamNonBlocking));
    RT_OK(bd_cudaStreamCreateWithFlags(bds[0], &b, cudaStreamNonBlocking));
    RT_OK(bd_cudaStreamCreateWithFlags(bds[1], &theirs, cudaStreamNonBlocking));
    RT_OK(bd_cudaEventCreateWithFlags(bds[0], &ev, cudaEventDisableTiming));
    RT_OK(bd_cudaMalloc(bds[0], (void **)&buf, BYTES));
    RT_OK(bd_cudaMalloc(bds[0], (void **)&other, BYTES));
    RT_OK(bd_cudaMalloc(bds[1], (void **)&mine, BYTES));
    collect_race_reports();
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    bd_set_violation_handler(NULL, NULL);
    RT_OK(bd_cudaDeviceSynchronize(bds[0]));
    RT_OK(bd_cudaDeviceSynchronize(bds[1]));
    RT_OK(bd_cudaFree(bds[0], buf));
    RT_OK(bd_cudaFree(bds[0], other));
    RT_OK(bd_cudaFree(bds[1], mine));
    RT_OK(bd_cudaEventDestroy(bds[0], ev));
    RT_OK(bd_cudaStreamDestroy(bds[0], a));
    RT_OK(bd_cudaStreamDestroy(bds[0], b));
    RT_OK(bd_cudaStreamDestroy(bds[1], theirs));
    for (int i = 0; i < 2; i++)
        CU_OK(bd_unbind(bds[i]));
    close_test_devices(devs, 2);
    return 0;
}

/* Each case starts from idle streams: the host waited for everything before it. */
static void settle(void)
{
    CU_OK(bd_sync_device(bds[0]));
    CU_OK(bd_sync_device(bds[1]));
    report_count = 0;
}

/* Every byte of device memory p (of binding bd) is value, read back once the host waited for it all. */
static void expect_bytes(bound_dev_t *bd, const unsigned char *p, unsigned char value)
{
    unsigned char back[BYTES];
    RT_OK(bd_cudaDeviceSynchronize(bd));
    RT_OK(bd_cudaMemcpy(bd, back, p, BYTES, cudaMemcpyDeviceToHost));
    for (int i = 0; i < BYTES; i++)
        assert_int_equal(back[i], value);
}

/* A write on a, cudaEventRecord on a, cudaStreamWaitEvent on b, a write on b: ordered, as with the
 * driver's cuEventRecord and cuStreamWaitEvent (and any mix of the two APIs). */
static void an_event_orders_two_streams_as_the_drivers_does(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    settle();
    RT_OK(bd_cudaMemsetAsync(bd, buf, 1, BYTES, a));
    RT_OK(bd_cudaMemsetAsync(bd, buf, 2, BYTES, b)); /* nothing orders b after a */
    expect_one_race("cudaMemsetAsync(devPtr)", "cudaMemsetAsync(devPtr) writes");

    settle();
    RT_OK(bd_cudaMemsetAsync(bd, buf, 1, BYTES, a));
    RT_OK(bd_cudaEventRecord(bd, ev, a));
    RT_OK(bd_cudaStreamWaitEvent(bd, b, ev, 0));
    RT_OK(bd_cudaMemsetAsync(bd, buf, 2, BYTES, b));
    expect_none();
    expect_bytes(bd, buf, 2);

    settle(); /* the same program through the driver */
    CU_OK(bd_cuMemsetD8Async(bd, (CUdeviceptr)(uintptr_t)buf, 3, BYTES, (CUstream)a));
    CU_OK(bd_cuEventRecord(bd, (CUevent)ev, (CUstream)a));
    CU_OK(bd_cuStreamWaitEvent(bd, (CUstream)b, (CUevent)ev, 0));
    CU_OK(bd_cuMemsetD8Async(bd, (CUdeviceptr)(uintptr_t)buf, 4, BYTES, (CUstream)b));
    expect_none();

    settle(); /* and mixed: the runtime's record, the driver's wait */
    RT_OK(bd_cudaMemsetAsync(bd, buf, 5, BYTES, a));
    RT_OK(bd_cudaEventRecord(bd, ev, a));
    CU_OK(bd_cuStreamWaitEvent(bd, (CUstream)b, (CUevent)ev, 0));
    RT_OK(bd_cudaMemsetAsync(bd, buf, 6, BYTES, b));
    expect_none();
    expect_bytes(bd, buf, 6);
}

/* The host waits the runtime makes order what it waited for before all later work, as their driver
 * twins' do: a write on a, the wait, a write on b. */
static void each_host_wait_orders_as_its_driver_twin(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    for (int wait = 0; wait < 5; wait++) {
        settle();
        RT_OK(bd_cudaMemsetAsync(bd, buf, 7, BYTES, a));
        RT_OK(bd_cudaEventRecord(bd, ev, a));
        switch (wait) {
        case 0: RT_OK(bd_cudaStreamSynchronize(bd, a)); break;
        case 1: RT_OK(bd_cudaDeviceSynchronize(bd)); break;
        case 2: RT_OK(bd_cudaEventSynchronize(bd, ev)); break;
        case 3: /* a poll orders once it answers cudaSuccess */
            for (cudaError_t rc = bd_cudaStreamQuery(bd, a); rc != cudaSuccess; rc = bd_cudaStreamQuery(bd, a))
                assert_int_equal(rc, cudaErrorNotReady);
            break;
        default:
            for (cudaError_t rc = bd_cudaEventQuery(bd, ev); rc != cudaSuccess; rc = bd_cudaEventQuery(bd, ev))
                assert_int_equal(rc, cudaErrorNotReady);
            break;
        }
        RT_OK(bd_cudaMemsetAsync(bd, buf, 8, BYTES, b));
        expect_none();
        expect_bytes(bd, buf, 8);
    }
}

/* A poll that answers cudaErrorNotReady says nothing is done: it orders nothing. */
static void a_poll_not_ready_orders_nothing(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    settle();
    RT_OK(bd_cudaMemsetAsync(bd, buf, 9, BYTES, a));
    cudaError_t rc = bd_cudaStreamQuery(bd, a); /* the simulation: busy once (the GPU may be done) */
    RT_OK(bd_cudaMemsetAsync(bd, buf, 10, BYTES, b));
    if (rc == cudaErrorNotReady) {
        expect_one_race("cudaMemsetAsync(devPtr)", "cudaMemsetAsync(devPtr) writes");
    } else {
        RT_OK(rc);
        expect_none();
    }
}

/* A runtime copy reads its source on its stream: another stream's unordered write is a race. */
static void a_runtime_copy_reads_its_source(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    settle();
    RT_OK(bd_cudaMemsetAsync(bd, buf, 11, BYTES, a));
    RT_OK(bd_cudaMemcpyAsync(bd, other, buf, BYTES, cudaMemcpyDeviceToDevice, b));
    expect_one_race("cudaMemcpyAsync(src)", "cudaMemsetAsync(devPtr) writes");

    settle();
    RT_OK(bd_cudaMemsetAsync(bd, buf, 12, BYTES, a));
    RT_OK(bd_cudaEventRecord(bd, ev, a));
    RT_OK(bd_cudaStreamWaitEvent(bd, b, ev, 0));
    RT_OK(bd_cudaMemcpyAsync(bd, other, buf, BYTES, cudaMemcpyDeviceToDevice, b));
    expect_none();
    expect_bytes(bd, other, 12);

    settle(); /* a 2D copy's source likewise (its extents are the runtime's own: [reads]) */
    RT_OK(bd_cudaMemsetAsync(bd, buf, 13, BYTES, a));
    RT_OK(bd_cudaMemcpy2DAsync(bd, other, 64, buf, 64, 64, BYTES / 64, cudaMemcpyDeviceToDevice, b));
    expect_one_race("cudaMemcpy2DAsync(src)", "cudaMemsetAsync(devPtr) writes");
}

/* The synchronous copies from pinned memory return once done (cudaMemcpy's twin cuMemcpy,
 * cudaMemcpy2D's cuMemcpy2D): what they wrote is ordered before all later work, also a
 * non-blocking stream's. Before they took their twin's order, each of these reported a race. */
static void a_synchronous_copy_is_a_host_wait(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    /* From pinned memory: CUDA's "API synchronization behavior" makes that copy synchronous with
     * respect to the host. From pageable memory it returns once the bytes are staged, before they
     * reach device memory, so a copy on a non-blocking stream may read what was there before (13,
     * on an H100 with the per-thread default stream): a race, one that cubound counts as a host
     * wait all the same, which only misses it. */
    unsigned char *host;
    RT_OK(bd_cudaMallocHost(bd, (void **)&host, BYTES));
    memset(host, 14, BYTES);
    for (int call = 0; call < 2; call++) {
        settle();
        if (call == 0)
            RT_OK(bd_cudaMemcpy(bd, buf, host, BYTES, cudaMemcpyHostToDevice));
        else
            RT_OK(bd_cudaMemcpy2D(bd, buf, 64, host, 64, 64, BYTES / 64, cudaMemcpyHostToDevice));
        RT_OK(bd_cudaMemcpyAsync(bd, other, buf, BYTES, cudaMemcpyDeviceToDevice, a));
        expect_none();
        expect_bytes(bd, other, 14);
    }
    RT_OK(bd_cudaFreeHost(bd, host));

    settle(); /* the other way round it is a race: a synchronous copy does not wait for a non-blocking stream */
    RT_OK(bd_cudaMemsetAsync(bd, buf, 15, BYTES, a));
    unsigned char back[BYTES];
    RT_OK(bd_cudaMemcpy(bd, back, buf, BYTES, cudaMemcpyDeviceToHost));
    expect_one_race("cudaMemcpy(src)", "cudaMemsetAsync(devPtr) writes");
}

/* Stream 0 is the default stream of the form called: the legacy one, or with
 * CUDA_API_PER_THREAD_DEFAULT_STREAM the thread's own. Neither orders a non-blocking stream; a
 * synchronize of stream 0 waits for it. */
static void stream_zero_is_the_forms_default_stream(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    settle();
    RT_OK(bd_cudaMemsetAsync(bd, buf, 16, BYTES, 0));
    RT_OK(bd_cudaMemcpyAsync(bd, other, buf, BYTES, cudaMemcpyDeviceToDevice, a));
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
    expect_one_race("the per-thread default stream", "cudaMemsetAsync(devPtr) writes");
#else
    expect_one_race("the legacy default stream", "cudaMemsetAsync(devPtr) writes");
#endif

    settle();
    RT_OK(bd_cudaMemsetAsync(bd, buf, 17, BYTES, 0));
    RT_OK(bd_cudaStreamSynchronize(bd, 0));
    RT_OK(bd_cudaMemcpyAsync(bd, other, buf, BYTES, cudaMemcpyDeviceToDevice, a));
    expect_none();
    expect_bytes(bd, other, 17);
}

/* cuda_runtime_api.h, cudaStreamWaitEvent: "event may be from a different device than stream".
 * Device 1's stream waits for an event device 0 recorded: no violation, and device 1's copy of
 * device 0's memory is ordered after the write the event covers. */
static void a_stream_waits_for_another_devices_event(void **state)
{
    (void)state;
    settle();
    RT_OK(bd_cudaMemsetAsync(bds[0], buf, 18, BYTES, a));
    RT_OK(bd_cudaMemcpyAsync(bds[1], mine, buf, BYTES, cudaMemcpyDeviceToDevice, theirs));
    expect_one_race("cudaMemcpyAsync(src)", "cudaMemsetAsync(devPtr) writes");

    settle();
    RT_OK(bd_cudaMemsetAsync(bds[0], buf, 19, BYTES, a));
    RT_OK(bd_cudaEventRecord(bds[0], ev, a));
    RT_OK(bd_cudaStreamWaitEvent(bds[1], theirs, ev, 0));
    RT_OK(bd_cudaMemcpyAsync(bds[1], mine, buf, BYTES, cudaMemcpyDeviceToDevice, theirs));
    expect_none();
    expect_bytes(bds[1], mine, 19);
}

/* A graph captured from s, instantiated, launched on s and waited for: cudaSuccess at each step. */
static void run_capture(bound_dev_t *bd, cudaStream_t s)
{
    enum cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
    RT_OK(bd_cudaStreamIsCapturing(bd, s, &status));
    assert_int_equal(status, cudaStreamCaptureStatusActive);
    cudaGraph_t graph = NULL;
    cudaGraphExec_t exec = NULL;
    RT_OK(bd_cudaStreamEndCapture(bd, s, &graph)); /* cudaErrorStreamCaptureInvalidated where a check ended it */
#if CUDART_VERSION >= 12000
    RT_OK(bd_cudaGraphInstantiate(bd, &exec, graph, 0));
#else
    RT_OK(bd_cudaGraphInstantiate(bd, &exec, graph, NULL, NULL, 0));
#endif
    RT_OK(bd_cudaGraphLaunch(bd, exec, s));
    RT_OK(bd_cudaStreamSynchronize(bd, s));
    RT_OK(bd_cudaGraphExecDestroy(bd, exec));
    RT_OK(bd_cudaGraphDestroy(bd, graph));
}

/* Checks must not disturb what they check: a stream captured into a graph with checks and race
 * detection on behaves as with them off. The driver ends a capture as invalid at a poll of any
 * stream or at cuStreamGetFlags of the capturing one (tests/probes/capture_rules.c, H200; the
 * simulation does so too): race detection first sees the stream inside the capture, and the
 * hand-off check is asked about memory the captured calls write, and neither asks such a call. */
static void a_capture_behaves_as_with_checks_off(void **state)
{
    (void)state;
    bound_dev_t *bd = bds[0];
    cudaStream_t s;
    settle();
    RT_OK(bd_cudaStreamCreateWithFlags(bd, &s, cudaStreamNonBlocking));
    RT_OK(bd_cudaStreamBeginCapture(bd, s, cudaStreamCaptureModeGlobal));
    RT_OK(bd_cudaMemsetAsync(bd, buf, 20, BYTES, s));
    RT_OK(bd_cudaMemcpyAsync(bd, other, buf, BYTES, cudaMemcpyDeviceToDevice, s));
    CU_OK(bd_assert_idle(bd, (CUdeviceptr)(uintptr_t)other, BYTES)); /* the check defers: a poll would end the capture */
    run_capture(bd, s);
    expect_none();
    expect_bytes(bd, other, 20);

    /* A capture begun outside cubound, which race detection cannot know of: it asks
     * cuStreamIsCapturing before it asks a stream it has not seen for its flags. */
    cudaStream_t t;
    settle();
    RT_OK(bd_cudaStreamCreateWithFlags(bd, &t, cudaStreamNonBlocking));
    RT_OK(BD_GEN_ENTRY(bd_gen_cudart, pfn_cudaStreamBeginCapture)(t, cudaStreamCaptureModeGlobal));
    RT_OK(bd_cudaMemsetAsync(bd, other, 21, BYTES, t));
    run_capture(bd, t);
    expect_none();
    expect_bytes(bd, other, 21);
    RT_OK(bd_cudaStreamDestroy(bd, s));
    RT_OK(bd_cudaStreamDestroy(bd, t));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(an_event_orders_two_streams_as_the_drivers_does),
        cmocka_unit_test(each_host_wait_orders_as_its_driver_twin),
        cmocka_unit_test(a_poll_not_ready_orders_nothing),
        cmocka_unit_test(a_runtime_copy_reads_its_source),
        cmocka_unit_test(a_synchronous_copy_is_a_host_wait),
        cmocka_unit_test(stream_zero_is_the_forms_default_stream),
        cmocka_unit_test(a_stream_waits_for_another_devices_event),
        cmocka_unit_test(a_capture_behaves_as_with_checks_off),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
