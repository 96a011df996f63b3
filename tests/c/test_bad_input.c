/* SPDX-License-Identifier: MIT */
/* Bad input gets its documented status and a message; nothing crashes. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "support.h"

static void assert_message_mentions(const char *needle)
{
    if (strstr(bd_last_error(), needle) == NULL)
        fail_msg("bd_last_error() is \"%s\"; it should mention \"%s\"", bd_last_error(), needle);
}

static void null_binding(void **state)
{
    (void)state;
    CUdeviceptr p;
    cublasHandle_t h = NULL;
    curandGenerator_t g = NULL;
    float alpha = 1.0f;
    assert_int_equal(bd_cuMemAlloc(NULL, &p, 64), CUDA_ERROR_INVALID_VALUE);
    assert_message_mentions("NULL");
    assert_int_equal(bd_cublasSaxpy(NULL, h, 1, &alpha, NULL, 1, NULL, 1), CUBLAS_STATUS_INVALID_VALUE);
    assert_int_equal(bd_curandGenerateUniform(NULL, g, NULL, 1), CURAND_STATUS_NOT_INITIALIZED);
    assert_int_equal(bd_cublas_handle(NULL, &h), CUBLAS_STATUS_INVALID_VALUE);
    assert_int_equal(bd_curand_generator(NULL, &g), CURAND_STATUS_NOT_INITIALIZED);
    assert_int_equal(bd_unbind(NULL), CUDA_ERROR_INVALID_VALUE);
}

static void bad_device_arguments(void **state)
{
    (void)state;
    bd_device_t *dev = NULL;
    bound_dev_t *bd = NULL;
    assert_int_equal(bd_device_open(99, BD_PRIMARY_CONTEXT, &dev), CUDA_ERROR_INVALID_DEVICE);
    assert_message_mentions("no CUDA device 99");
    assert_int_equal(bd_device_open(0, (bd_context_kind_t)7, &dev), CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(bd_device_open(0, BD_PRIMARY_CONTEXT, NULL), CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(bd_bind(NULL, &bd), CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(bd_device_close(NULL), CUDA_ERROR_INVALID_VALUE);
}

struct other_thread {
    bound_dev_t *bd;
    CUresult alloc, unbind;
    cublasStatus_t blas;
    char message[512];
};

static void *use_from_other_thread(void *arg)
{
    struct other_thread *t = arg;
    CUdeviceptr p;
    cublasHandle_t h = NULL;
    t->alloc = bd_cuMemAlloc(t->bd, &p, 64);
    strncpy(t->message, bd_last_error(), sizeof t->message - 1);
    t->blas = bd_cublas_handle(t->bd, &h);
    t->unbind = bd_unbind(t->bd);
    return NULL;
}

static void binding_of_another_thread(void **state)
{
    (void)state;
    bd_device_t *dev;
    struct other_thread t = {0};
    pthread_t thread;
    CUdeviceptr p;
    open_test_devices(&dev, 1);
    CU_OK(bd_bind(dev, &t.bd));
    CU_OK(bd_cuMemAlloc(t.bd, &p, 64)); /* now the fast path's cached binding on this thread */
    assert_int_equal(pthread_create(&thread, NULL, use_from_other_thread, &t), 0);
    assert_int_equal(pthread_join(thread, NULL), 0);
    assert_int_equal(t.alloc, CUDA_ERROR_INVALID_CONTEXT);
    assert_non_null(strstr(t.message, "but thread"));
    assert_int_equal(t.blas, CUBLAS_STATUS_INVALID_VALUE);
    assert_int_equal(t.unbind, CUDA_ERROR_INVALID_CONTEXT);
    CU_OK(bd_cuMemFree(t.bd, p)); /* still fine on its own thread */
    CU_OK(bd_unbind(t.bd));
    close_test_devices(&dev, 1);
}

static void binding_of_a_closed_device(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd, *late = NULL;
    CUdeviceptr p;
    cublasHandle_t h;
    curandGenerator_t g;
    float alpha = 1.0f;
    open_test_devices(&dev, 1);
    CU_OK(bd_bind(dev, &bd));
    BLAS_OK(bd_cublas_handle(bd, &h));
    RAND_OK(bd_curand_generator(bd, &g));
    CU_OK(bd_device_close(dev)); /* destroys h and g too */
    assert_int_equal(bd_cuMemAlloc(bd, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_message_mentions("the device was closed");
    assert_int_equal(bd_cublasSaxpy(bd, h, 1, &alpha, NULL, 1, NULL, 1), CUBLAS_STATUS_NOT_INITIALIZED);
    assert_int_equal(bd_curandGenerateUniform(bd, g, NULL, 1), CURAND_STATUS_NOT_INITIALIZED);
    assert_int_equal(bd_cublas_handle(bd, &h), CUBLAS_STATUS_NOT_INITIALIZED);
    assert_int_equal(bd_bind(dev, &late), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_null(late);
    assert_int_equal(bd_device_close(dev), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_message_mentions("not an open device");
    CU_OK(bd_unbind(bd)); /* the last reference: the device goes with it */
    /* Now both are freed: a second unbind or close is told, without reading freed memory (ASan). */
    assert_int_equal(bd_unbind(bd), CUDA_ERROR_INVALID_VALUE);
    assert_message_mentions("not a live binding");
    assert_int_equal(bd_device_close(dev), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_int_equal(bd_bind(dev, &late), CUDA_ERROR_CONTEXT_IS_DESTROYED);
}

static void closing_twice_without_bindings(void **state)
{
    (void)state;
    bd_device_t *dev;
    open_test_devices(&dev, 1);
    CU_OK(bd_device_close(dev)); /* frees it: no binding holds it */
    assert_int_equal(bd_device_close(dev), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_message_mentions("not an open device");
}

static bound_dev_t *left_behind;

static void *bind_and_exit(void *arg)
{
    WORKER_OK(bd_bind((bd_device_t *)arg, &left_behind)); /* never unbound: its thread ends */
    return NULL;
}

static void *use_left_behind(void *arg)
{
    CUdeviceptr p;
    *(CUresult *)arg = bd_cuMemAlloc(left_behind, &p, 64);
    return NULL;
}

/* A new thread often gets the pthread_t (and thread-local block) of one that ended: it is still
 * another thread. */
static void a_later_thread_is_another_thread(void **state)
{
    (void)state;
    bd_device_t *dev;
    pthread_t first, second;
    CUresult rc = CUDA_SUCCESS;
    struct worker_failures failures = WORKER_FAILURES_INIT;
    open_test_devices(&dev, 1);
    assert_int_equal(worker_start(&first, &failures, bind_and_exit, dev), 0);
    assert_int_equal(pthread_join(first, NULL), 0);
    assert_no_worker_failures(&failures);
    assert_int_equal(pthread_create(&second, NULL, use_left_behind, &rc), 0);
    assert_int_equal(pthread_join(second, NULL), 0);
    assert_int_equal(rc, CUDA_ERROR_INVALID_CONTEXT);
    assert_int_equal(bd_unbind(left_behind), CUDA_ERROR_INVALID_CONTEXT); /* nor is this thread its owner */
    CU_OK(bd_device_close(dev));
}

/* After bd_unbind the pointer stays safe to pass: every call answers, checks on or off, and the
 * fast path's cached binding is not it any more. */
static void binding_used_after_unbind(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    CUdeviceptr p;
    cublasHandle_t h = NULL;
    CUstream stream = NULL;
    open_test_devices(&dev, 1);
    CU_OK(bd_bind(dev, &bd));
    CU_OK(bd_cuMemAlloc(bd, &p, 64)); /* now the thread's cached binding */
    CU_OK(bd_cuMemFree(bd, p));
    CU_OK(bd_unbind(bd));
    assert_int_equal(bd_cuMemAlloc(bd, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_message_mentions("unbound");
    close_test_devices(&dev, 1); /* no binding holds it: freed */
    assert_int_equal(bd_cuMemAlloc(bd, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_int_equal(bd_cuStreamCreate(bd, &stream, 0), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_null(stream);
    assert_int_equal(bd_cublas_handle(bd, &h), CUBLAS_STATUS_NOT_INITIALIZED);
    assert_int_equal(bd_enter(bd), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_int_equal(bd_sync_stream(bd), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_int_equal(bd_handoff(bd, p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_null(bd_binding_device(bd));
    assert_int_equal(bd_unbind(bd), CUDA_ERROR_INVALID_VALUE);
    assert_message_mentions("not a live binding");
}

static void *exit_bound(void *arg)
{
    WORKER_OK(bd_bind((bd_device_t *)arg, &left_behind));
    return NULL;
}

/* A binding whose thread has ended is still not another thread's to use; the message says why. */
static void binding_of_a_thread_that_exited(void **state)
{
    (void)state;
    bd_device_t *dev;
    pthread_t thread;
    CUdeviceptr p;
    struct worker_failures failures = WORKER_FAILURES_INIT;
    open_test_devices(&dev, 1);
    assert_int_equal(worker_start(&thread, &failures, exit_bound, dev), 0);
    assert_int_equal(pthread_join(thread, NULL), 0);
    assert_no_worker_failures(&failures);
    assert_int_equal(bd_cuMemAlloc(left_behind, &p, 64), CUDA_ERROR_INVALID_CONTEXT);
    assert_message_mentions("which has exited");
    CU_OK(bd_device_close(dev));
    assert_int_equal(bd_cuMemAlloc(left_behind, &p, 64), CUDA_ERROR_INVALID_CONTEXT);
}

/* A failed call says what failed, the library's own calls among them (here the stream bd_sync_stream
 * waits for was destroyed behind cubound's back), and an older message about something else is gone. */
static void a_failed_call_says_what_failed(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    CUstream stream;
    open_test_devices(&dev, 1);
    CU_OK(bd_bind(dev, &bd));
    assert_int_equal(bd_bind(NULL, &bd), CUDA_ERROR_INVALID_VALUE); /* an older failure */
    assert_message_mentions("bd_bind needs a device");
    assert_message_mentions("(CUDA_ERROR_INVALID_VALUE)");
    /* A destroyed stream's handle is the simulation's to answer: on the H200 the driver reads
     * freed memory (it crashed here), so the real driver is left out. */
    if (!on_real_driver()) {
        CU_OK(bd_cuStreamCreate(bd, &stream, CU_STREAM_NON_BLOCKING));
        CU_OK(bd_set_stream(bd, stream));
        CU_OK(RAW(cuStreamDestroy)(stream));
        assert_int_equal(bd_sync_stream(bd), CUDA_ERROR_INVALID_HANDLE);
        assert_message_mentions("cuStreamSynchronize failed: CUDA_ERROR_INVALID_HANDLE (400)");
        assert_null(strstr(bd_last_error(), "bd_bind"));
        CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
    }
    CU_OK(bd_unbind(bd));
    close_test_devices(&dev, 1);
}

/* A wrapper's failed call says what failed: on the slow path and the checked one (a binding being
 * entered: here the other of two), in a call whose success cubound notes (on the fast path too),
 * in a pass-through; the older message is gone each time. */
static void a_failed_wrapper_says_what_failed(void **state)
{
    (void)state;
    bd_device_t *devs[2];
    bound_dev_t *bd[2];
    CUmodule module;
    CUdevice device;
    open_test_devices(devs, 2);
    CU_OK(bd_bind(devs[0], &bd[0]));
    CU_OK(bd_bind(devs[1], &bd[1]));
    assert_int_equal(bd_bind(NULL, &bd[0]), CUDA_ERROR_INVALID_VALUE); /* an older failure */
    CU_OK(bd_cuCtxSynchronize(bd[0]));
    assert_int_equal(bd_cuModuleLoadData(bd[1], &module, "not an image"), CUDA_ERROR_INVALID_IMAGE);
    assert_message_mentions("cuModuleLoadData failed: CUDA_ERROR_INVALID_IMAGE (200)");
    assert_null(strstr(bd_last_error(), "bd_bind"));
    CU_OK(bd_cuCtxSynchronize(bd[0]));
    CU_OK(bd_cuCtxSynchronize(bd[0])); /* bd[0] current: a noted call takes the fast path */
    assert_int_equal(bd_cuMemsetD8(bd[0], 0, 1, 16), CUDA_ERROR_INVALID_VALUE);
    assert_message_mentions("cuMemsetD8 failed: CUDA_ERROR_INVALID_VALUE (1)");
    assert_int_equal(bd_cuDeviceGet(&device, 4096), CUDA_ERROR_INVALID_DEVICE);
    assert_message_mentions("cuDeviceGet failed: CUDA_ERROR_INVALID_DEVICE (101)");
    CU_OK(bd_unbind(bd[1]));
    CU_OK(bd_unbind(bd[0]));
    close_test_devices(devs, 2);
}

/* A mistake repeated in a loop is printed a few times, then counted (it once printed 4.4 million
 * lines in 20 s); bd_last_error() still says it each time. */
static void a_repeated_mistake_is_printed_a_few_times(void **state)
{
    (void)state;
    fflush(stderr);
    int saved = dup(STDERR_FILENO);
    FILE *capture = tmpfile();
    assert_non_null(capture);
    dup2(fileno(capture), STDERR_FILENO);
    CUdeviceptr p;
    for (int i = 0; i < 1000; i++)
        assert_int_equal(bd_cuMemAlloc(NULL, &p, 64), CUDA_ERROR_INVALID_VALUE);
    fflush(stderr);
    dup2(saved, STDERR_FILENO);
    close(saved);
    rewind(capture);
    int lines = 0;
    for (int c; (c = fgetc(capture)) != EOF;)
        lines += c == '\n';
    fclose(capture);
    assert_in_range(lines, 1, 11); /* at most 10 of a kind, and one line saying the rest are counted */
    assert_message_mentions("NULL");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(null_binding),
        cmocka_unit_test(bad_device_arguments),
        cmocka_unit_test(binding_of_another_thread),
        cmocka_unit_test(binding_of_a_closed_device),
        cmocka_unit_test(closing_twice_without_bindings),
        cmocka_unit_test(a_later_thread_is_another_thread),
        cmocka_unit_test(binding_used_after_unbind),
        cmocka_unit_test(binding_of_a_thread_that_exited),
        cmocka_unit_test(a_failed_call_says_what_failed),
        cmocka_unit_test(a_failed_wrapper_says_what_failed),
        cmocka_unit_test(a_repeated_mistake_is_printed_a_few_times),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
