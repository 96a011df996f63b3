/* SPDX-License-Identifier: MIT */
/* Streams and hand-off: a binding's cuBLAS handle follows its stream; bd_handoff waits for exactly
 * the streams that wrote a range (a stream held back by a host function is not waited for when it
 * did not write the range), bd_handoff_async orders another stream after them, and bd_assert_idle
 * names the call still writing. On the real driver a host function holds stream B until the test
 * lets it go; the simulation runs a stream's work only when it is waited on, so nothing is held. */
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "support.h"

enum { WORDS = 1024, BYTES = WORDS * 4 };

static atomic_bool released;
static char last_violation[1024];

static void CUDA_CB gate(void *user)
{
    (void)user;
    while (!atomic_load(&released))
        usleep(100);
}

static bd_action_t remember(const bd_violation_t *v, void *user)
{
    (void)user;
    snprintf(last_violation, sizeof last_violation, "%s", v->message);
    return BD_ACTION_RETURN;
}

/* As BD_ON_VIOLATION=log: count the report and let the call go on. */
static int reports_let_go;
static bd_action_t count_and_continue(const bd_violation_t *v, void *user)
{
    (void)v, (void)user;
    reports_let_go++;
    return BD_ACTION_CONTINUE;
}

static uint32_t word_at(bound_dev_t *bd, CUdeviceptr p)
{
    uint32_t v = 0;
    CU_OK(bd_cuMemcpyDtoH(bd, &v, p, sizeof v));
    return v;
}

static void the_binding_stream_carries_its_library_handles(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    CUstream s, seen = NULL;
    cublasHandle_t blas;
    open_test_devices(&dev, 1);
    CU_OK(bd_bind(dev, &bd));
    assert_ptr_equal(bd_stream(bd), CU_STREAM_PER_THREAD);
    BLAS_OK(bd_cublas_handle(bd, &blas));
    BLAS_OK(RAW_BLAS(cublasGetStream)(blas, (cudaStream_t *)&seen));
    assert_ptr_equal(seen, CU_STREAM_PER_THREAD);
    CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_set_stream(bd, s));
    assert_ptr_equal(bd_stream(bd), s);
    BLAS_OK(RAW_BLAS(cublasGetStream)(blas, (cudaStream_t *)&seen));
    assert_ptr_equal(seen, s); /* the handle made before moved with the binding */
    /* cuRAND's output on the binding's stream is waited for by a hand-off of that range. */
    curandGenerator_t rng;
    CUdeviceptr out;
    float first = -1.0f;
    RAND_OK(bd_curand_generator(bd, &rng));
    CU_OK(bd_cuMemAlloc(bd, &out, BYTES));
    RAND_OK(bd_curandGenerateUniform(bd, rng, (float *)(uintptr_t)out, WORDS));
    CU_OK(bd_handoff(bd, out, BYTES));
    CU_OK(bd_assert_idle(bd, out, BYTES));
    CU_OK(bd_cuMemcpyDtoH(bd, &first, out, sizeof first));
    assert_true(first > 0.0f && first <= 1.0f);
    CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    CU_OK(bd_sync_stream(bd));
    CU_OK(bd_sync_device(bd));
    CU_OK(bd_cuMemFree(bd, out));
    CU_OK(bd_cuStreamDestroy(bd, s));
    CU_OK(bd_unbind(bd));
    close_test_devices(&dev, 1);
}

static void a_handoff_waits_for_exactly_the_writers(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    CUstream a, b, c;
    CUdeviceptr one, two, three;
    open_test_devices(&dev, 1);
    CU_OK(bd_bind(dev, &bd));
    bd_set_violation_handler(remember, NULL);
    atomic_store(&released, !on_real_driver());
    for (int i = 0; i < 3; i++)
        CU_OK(bd_cuStreamCreate(bd, i == 0 ? &a : i == 1 ? &b : &c, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuMemAlloc(bd, &one, BYTES));
    CU_OK(bd_cuMemAlloc(bd, &two, BYTES));
    CU_OK(bd_cuMemAlloc(bd, &three, BYTES));
    CU_OK(bd_cuMemsetD32(bd, two, 0, WORDS));
    CU_OK(bd_cuMemsetD32(bd, three, 0, WORDS));
    CU_OK(bd_sync_device(bd));

    CU_OK(bd_cuMemsetD32Async(bd, one, 1, WORDS, a));
    CU_OK(bd_cuLaunchHostFunc(bd, b, gate, NULL)); /* holds b on the real driver */
    CU_OK(bd_cuMemsetD32Async(bd, two + 64, 2, WORDS - 16, b));
    CU_OK(bd_handoff(bd, one, BYTES)); /* waits for a only: b is held */
    assert_int_equal(word_at(bd, one + BYTES - 4), 1);
    CU_OK(bd_assert_idle(bd, one, BYTES));
    CU_OK(bd_assert_idle(bd, two, 64)); /* before what b writes */
    assert_int_equal(bd_assert_idle(bd, two + 128, 4), CUDA_ERROR_NOT_READY);
    assert_non_null(strstr(last_violation, "BD-PENDING-WRITE"));
    assert_non_null(strstr(last_violation, "cuMemsetD32Async"));
    /* A handler that lets it go hears of the write once: the write still runs (b is held on the
     * GPU), and asking again until it ends would report it as often as it is asked. */
    bd_set_violation_handler(count_and_continue, NULL);
    reports_let_go = 0;
    CU_OK(bd_assert_idle(bd, two + 128, 4));
    if (on_real_driver()) /* b is held: the write runs all along */
        assert_int_equal(reports_let_go, 1);
    else /* the simulation runs b's work when asked: it may have finished */
        assert_in_range(reports_let_go, 0, 1);
    bd_set_violation_handler(remember, NULL);

    /* c copies what b writes, ordered after b by the hand-off's event, not by the host. */
    CU_OK(bd_handoff_async(bd, two, BYTES, c));
    CU_OK(bd_cuMemcpyDtoDAsync(bd, three, two, BYTES, c));
    atomic_store(&released, true);
    CU_OK(bd_handoff(bd, three, BYTES));
    assert_int_equal(word_at(bd, three + BYTES - 4), 2);
    assert_int_equal(word_at(bd, three), 0);
    CU_OK(bd_handoff(bd, two, BYTES));
    CU_OK(bd_assert_idle(bd, two, BYTES)); /* handed off, also where cubound saw the write finish before */

    /* A stream destroyed after writing: its work still completes; the hand-off waits for its
     * whole context instead of failing on the dead handle. */
    CUstream gone;
    CU_OK(bd_cuStreamCreate(bd, &gone, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuMemsetD32Async(bd, one, 9, WORDS, gone));
    CU_OK(bd_cuStreamDestroy(bd, gone));
    CU_OK(bd_handoff(bd, one, BYTES));
    assert_int_equal(word_at(bd, one + BYTES - 4), 9);

    bd_set_violation_handler(NULL, NULL);
    CU_OK(bd_cuMemFree(bd, one));
    CU_OK(bd_cuMemFree(bd, two));
    CU_OK(bd_cuMemFree(bd, three));
    for (int i = 0; i < 3; i++)
        CU_OK(bd_cuStreamDestroy(bd, i == 0 ? a : i == 1 ? b : c));
    CU_OK(bd_unbind(bd));
    close_test_devices(&dev, 1);
}

/* A kernel writes, as far as hand-off knows, every allocation its parameters point into: a hand-off
 * of that allocation waits for the kernel's stream, one of another allocation does not (where the
 * parameter layout is known: CUDA 12.4 headers on; before, the launch may write anything). */
static void a_kernel_launch_writes_what_its_pointers_reach(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    CUstream a, b;
    CUdeviceptr out, other;
    CUmodule module;
    CUfunction fill;
    open_test_devices(&dev, 1);
    CU_OK(bd_bind(dev, &bd));
    bd_set_violation_handler(remember, NULL);
    atomic_store(&released, !on_real_driver());
    CU_OK(bd_cuStreamCreate(bd, &a, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuStreamCreate(bd, &b, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuMemAlloc(bd, &out, BYTES));
    CU_OK(bd_cuMemAlloc(bd, &other, BYTES));
    CU_OK(bd_cuModuleLoadData(bd, &module, bd_test_kernels_ptx));
    CU_OK(bd_cuModuleGetFunction(bd, &fill, module, "bd_fill_u32"));

    unsigned int value = 5, n = WORDS;
    void *params[] = {&out, &value, &n};
    CU_OK(bd_cuLaunchHostFunc(bd, b, gate, NULL)); /* holds b on the real driver */
    CU_OK(bd_cuLaunchKernel(bd, fill, WORDS / 256, 1, 1, 256, 1, 1, 0, b, params, NULL));
    CU_OK(bd_cuMemsetD32Async(bd, other, 3, WORDS, a));
    /* the kernel was given out; a range inside its allocation is pending until b runs */
    assert_int_equal(bd_assert_idle(bd, out + BYTES / 2, 4), CUDA_ERROR_NOT_READY);
    assert_non_null(strstr(last_violation, "BD-PENDING-WRITE"));
    assert_non_null(strstr(last_violation, "cuLaunchKernel"));
#if CUDA_VERSION >= 12040
    CU_OK(bd_handoff(bd, other, BYTES)); /* a only: b is held */
    CU_OK(bd_assert_idle(bd, other, BYTES));
#endif
    atomic_store(&released, true);
    CU_OK(bd_handoff(bd, out + BYTES / 2, 4));
    CU_OK(bd_assert_idle(bd, out, BYTES));
    CU_OK(bd_handoff(bd, other, BYTES));
    assert_int_equal(word_at(bd, out + BYTES - 4), 5);
    assert_int_equal(word_at(bd, other + BYTES - 4), 3);

    bd_set_violation_handler(NULL, NULL);
    CU_OK(bd_cuModuleUnload(bd, module));
    CU_OK(bd_cuMemFree(bd, out));
    CU_OK(bd_cuMemFree(bd, other));
    CU_OK(bd_cuStreamDestroy(bd, a));
    CU_OK(bd_cuStreamDestroy(bd, b));
    CU_OK(bd_unbind(bd));
    close_test_devices(&dev, 1);
}

/* A 2D copy writes its rows from the destination's dstDevice on: a hand-off inside them waits for
 * the copy's stream, and the rows arrive at their pitch. */
static void a_2d_copy_is_noted_from_its_destination(void **state)
{
    (void)state;
    enum { ROWS = 4, ROW_BYTES = 64, PITCH = 256 };
    bd_device_t *dev;
    bound_dev_t *bd;
    CUstream b;
    CUdeviceptr src, dst;
    open_test_devices(&dev, 1);
    CU_OK(bd_bind(dev, &bd));
    bd_set_violation_handler(remember, NULL);
    atomic_store(&released, !on_real_driver());
    CU_OK(bd_cuStreamCreate(bd, &b, CU_STREAM_NON_BLOCKING));
    CU_OK(bd_cuMemAlloc(bd, &src, ROWS * ROW_BYTES));
    CU_OK(bd_cuMemAlloc(bd, &dst, ROWS * PITCH));
    CU_OK(bd_cuMemsetD32(bd, src, 7, ROWS * ROW_BYTES / 4));
    CU_OK(bd_cuMemsetD32(bd, dst, 0, ROWS * PITCH / 4));
    CU_OK(bd_sync_device(bd));

    CUDA_MEMCPY2D copy = {.srcMemoryType = CU_MEMORYTYPE_DEVICE, .srcDevice = src, .srcPitch = ROW_BYTES,
                          .dstMemoryType = CU_MEMORYTYPE_DEVICE, .dstDevice = dst, .dstPitch = PITCH,
                          .WidthInBytes = ROW_BYTES, .Height = ROWS};
    CU_OK(bd_cuLaunchHostFunc(bd, b, gate, NULL)); /* holds b on the real driver */
    CU_OK(bd_cuMemcpy2DAsync(bd, &copy, b));
    assert_int_equal(bd_assert_idle(bd, dst + 2 * PITCH + 8, 4), CUDA_ERROR_NOT_READY);
    assert_non_null(strstr(last_violation, "cuMemcpy2DAsync"));
    atomic_store(&released, true);
    CU_OK(bd_handoff(bd, dst + (ROWS - 1) * PITCH, ROW_BYTES));
    CU_OK(bd_assert_idle(bd, dst, ROWS * PITCH));
    assert_int_equal(word_at(bd, dst + (ROWS - 1) * PITCH + ROW_BYTES - 4), 7);
    assert_int_equal(word_at(bd, dst + PITCH + ROW_BYTES), 0); /* between rows: untouched */

    bd_set_violation_handler(NULL, NULL);
    CU_OK(bd_cuMemFree(bd, src));
    CU_OK(bd_cuMemFree(bd, dst));
    CU_OK(bd_cuStreamDestroy(bd, b));
    CU_OK(bd_unbind(bd));
    close_test_devices(&dev, 1);
}

/* A test that failed while its stream was held lets it go, so the next test (and the exit) is not
 * held behind it. */
static int release_the_gate(void **state)
{
    (void)state;
    atomic_store(&released, true);
    return 0;
}

int main(void)
{
    alarm(120); /* a hand-off that waits for the held stream never returns: fail instead */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_binding_stream_carries_its_library_handles),
        cmocka_unit_test_teardown(a_handoff_waits_for_exactly_the_writers, release_the_gate),
        cmocka_unit_test_teardown(a_kernel_launch_writes_what_its_pointers_reach, release_the_gate),
        cmocka_unit_test_teardown(a_2d_copy_is_noted_from_its_destination, release_the_gate),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
