/* SPDX-License-Identifier: MIT */
/* What every C test shares: cmocka, cubound, and devices that act as distinct devices. */
#ifndef CUBOUND_TEST_SUPPORT_H
#define CUBOUND_TEST_SUPPORT_H

#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "cubound/all.h"

/* The function itself, without cubound: through libcubound's table of what it loaded. */
#define RAW(name) BD_GEN_ENTRY(bd_gen_driver, pfn_##name)
#define RAW_BLAS(name) BD_GEN_ENTRY(bd_gen_cublas, pfn_##name)
#define RAW_RAND(name) BD_GEN_ENTRY(bd_gen_curand, pfn_##name)

/* Whether this run is on the real driver (the test binaries run on both; CUBOUND_DRIVER=sim). */
bool on_real_driver(void);

/* Long tests are sized by time, not by calls, so that a slower machine makes fewer calls instead
 * of timing out: the seconds they may take, CUBOUND_TEST_SECONDS where set, else `fallback`
 * (ctest's timeouts in tests/CMakeLists.txt leave room above it); and a monotonic clock. */
double test_seconds_allowed(double fallback);
double test_now(void);

#define CU_OK(call) assert_int_equal((call), CUDA_SUCCESS)
#define BLAS_OK(call) assert_int_equal((call), CUBLAS_STATUS_SUCCESS)
#define RAND_OK(call) assert_int_equal((call), CURAND_STATUS_SUCCESS)
#define RT_OK(call) assert_int_equal((call), cudaSuccess)

/* Threads a test starts. cmocka's assertions (CU_OK and the others above, assert_*, fail_msg)
 * longjmp to the test's own thread, so one that fails on another thread is undefined behaviour:
 * a crash or a hang, not a report. A thread the test starts with worker_start checks with the
 * WORKER_ macros instead: a failed one records where and what in the test's worker_failures and
 * ends that thread's function (a longjmp within the thread); the test's thread, after joining,
 * fails the test with the first failure and the count (assert_no_worker_failures). On the test's
 * own thread the WORKER_ macros fail the test as cmocka's do, so helpers both call use them
 * (workload.c); on any other thread they abort with a message. */
struct worker_failures {
    pthread_mutex_t lock;
    int count; /* failed checks; each ended its thread */
    char first[768]; /* the first of them: "file:line: what" */
};
#define WORKER_FAILURES_INIT ((struct worker_failures){.lock = PTHREAD_MUTEX_INITIALIZER})
/* pthread_create(thread, NULL, start, arg), its failures recorded in `failures`. */
int worker_start(pthread_t *thread, struct worker_failures *failures, void *(*start)(void *), void *arg);
#define assert_no_worker_failures(failures) worker_failures_assert_none((failures), __FILE__, __LINE__)
void worker_failures_assert_none(struct worker_failures *failures, const char *file, int line);

/* The call returns its library's success, 0 for every status type (CUresult, cudaError_t,
 * cublasStatus_t, curandStatus_t, ...: support.c asserts it). */
#define WORKER_OK(call) worker_check_status((long long)(call), #call, __FILE__, __LINE__)
#define WORKER_TRUE(condition) ((condition) ? (void)0 : worker_fail(__FILE__, __LINE__, "%s is false", #condition))
/* Integers or pointers. */
#define WORKER_EQUAL(a, b)                                                                                             \
    worker_check_equal((uintmax_t)(uintptr_t)(a), (uintmax_t)(uintptr_t)(b), #a, #b, __FILE__, __LINE__)
#define WORKER_FAIL(...) worker_fail(__FILE__, __LINE__, __VA_ARGS__)
void worker_check_status(long long status, const char *call, const char *file, int line);
void worker_check_equal(uintmax_t a, uintmax_t b, const char *a_text, const char *b_text, const char *file, int line);
_Noreturn void worker_fail(const char *file, int line, const char *format, ...) __attribute__((format(printf, 3, 4)));

/* PTX of tests/kernels/test_kernels.cu, NUL-terminated; register_test_kernels gives the
 * simulated driver their C versions (open_test_devices calls it). */
extern const char bd_test_kernels_ptx[];
void register_test_kernels(void);

/* Open n devices: ordinals 0..n-1 with their primary contexts when the machine has n devices,
 * else n contexts of their own on device 0 (two contexts confuse calls the way two GPUs do), the
 * first of them device 0's primary context where CUBOUND_TEST_PRIMARY_FIRST is set. */
void open_test_devices(bd_device_t **devs, int n);
void close_test_devices(bd_device_t **devs, int n);

/* Group setup and teardown for tests that use two devices bound to the main thread. */
extern bd_device_t *test_devs[2];
extern bound_dev_t *test_bds[2];
int bind_two_test_devices(void **state);
int unbind_two_test_devices(void **state);
/* The same, with a violation handler that keeps the ID of the last report on this thread in
 * last_violation_id and answers BD_ACTION_RETURN. */
extern __thread char last_violation_id[64];
bd_action_t remember_violation_id(const bd_violation_t *v, void *user);
int bind_two_test_devices_remembering(void **state);
/* Race detection's tests: every report is kept in order (the first REPORTS_KEPT of them: its ID
 * and message) and counted, and the call goes on, as BD_ON_VIOLATION=log does; race detection
 * must be on (checks on and CUBOUND_RACES not 0), else a test that expects no report would pass by
 * seeing nothing. */
enum { REPORTS_KEPT = 16 };
extern char report_ids[REPORTS_KEPT][32], report_messages[REPORTS_KEPT][2048];
extern _Atomic int report_count;
void collect_race_reports(void);
/* One test device bound to this thread, its reports collected as above; and the end of it (the
 * handler off, the host waiting for all of the device's work, unbound, closed). */
bound_dev_t *bind_race_test_device(bd_device_t **dev);
void unbind_race_test_device(bd_device_t *dev, bound_dev_t *bd);

/* The thread's current context, from the driver itself. It and context_of_pointer check with the
 * WORKER_ macros, so threads a test started call them too. */
CUcontext current_context(void);

/* The context of the device pointer's allocation, from the driver itself. */
CUcontext context_of_pointer(CUdeviceptr ptr);

#endif
