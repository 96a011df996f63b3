/* SPDX-License-Identifier: MIT */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "support.h"

_Static_assert(CUDA_SUCCESS == 0 && cudaSuccess == 0 && CUBLAS_STATUS_SUCCESS == 0 && CURAND_STATUS_SUCCESS == 0 &&
                   CUFFT_SUCCESS == 0 && CUSPARSE_STATUS_SUCCESS == 0 && CUSOLVER_STATUS_SUCCESS == 0,
               "WORKER_OK takes 0 for success");

/* The thread worker_start started: where its failures go, and where a failed check jumps to. */
struct worker {
    struct worker_failures *failures;
    void *(*start)(void *);
    void *arg;
    jmp_buf stop;
};
static __thread struct worker *this_worker;
static pthread_t test_thread; /* cmocka runs every test on the process's first thread */

__attribute__((constructor)) static void remember_test_thread(void)
{
    test_thread = pthread_self();
}

static void *run_worker(void *arg)
{
    struct worker *w = arg;
    void *result = NULL;
    this_worker = w;
    if (setjmp(w->stop) == 0)
        result = w->start(w->arg);
    this_worker = NULL;
    free(w);
    return result;
}

int worker_start(pthread_t *thread, struct worker_failures *failures, void *(*start)(void *), void *arg)
{
    struct worker *w = malloc(sizeof *w);
    assert_non_null(w);
    *w = (struct worker){.failures = failures, .start = start, .arg = arg};
    int rc = pthread_create(thread, NULL, run_worker, w);
    if (rc != 0)
        free(w);
    return rc;
}

_Noreturn void worker_fail(const char *file, int line, const char *format, ...)
{
    char what[512];
    va_list args;
    va_start(args, format);
    vsnprintf(what, sizeof what, format, args);
    va_end(args);
    struct worker *w = this_worker;
    if (w != NULL) {
        pthread_mutex_lock(&w->failures->lock);
        if (w->failures->count++ == 0)
            snprintf(w->failures->first, sizeof w->failures->first, "%s:%d: %s", file, line, what);
        pthread_mutex_unlock(&w->failures->lock);
        longjmp(w->stop, 1);
    }
    if (!pthread_equal(pthread_self(), test_thread)) {
        fprintf(stderr, "%s:%d: %s, on a thread not started by worker_start: nothing can report it\n", file, line,
                what);
        abort();
    }
    print_error("%s\n", what);
    _fail(file, line); /* longjmps to cmocka's test runner */
    abort();
}

void worker_check_status(long long status, const char *call, const char *file, int line)
{
    if (status != 0)
        worker_fail(file, line, "%s returned %lld (bd_last_error: %s)", call, status, bd_last_error());
}

void worker_check_equal(uintmax_t a, uintmax_t b, const char *a_text, const char *b_text, const char *file, int line)
{
    if (a != b)
        worker_fail(file, line, "%s == %s: %jd (%#" PRIxMAX ") != %jd (%#" PRIxMAX ")", a_text, b_text, (intmax_t)a, a,
                    (intmax_t)b, b);
}

void worker_failures_assert_none(struct worker_failures *failures, const char *file, int line)
{
    pthread_mutex_lock(&failures->lock);
    int count = failures->count;
    pthread_mutex_unlock(&failures->lock);
    if (count != 0) {
        print_error("%d failed check%s on threads the test started; the first: %s\n", count, count == 1 ? "" : "s",
                    failures->first);
        _fail(file, line);
    }
}

void open_test_devices(bd_device_t **devs, int n)
{
    int count = 0;
    CU_OK(bd_cuInit(0));
    CU_OK(bd_cuDeviceGetCount(&count));
    register_test_kernels();
    bool distinct = count >= n && getenv("CUBOUND_TEST_OWN_CONTEXTS") == NULL;
    bool primary_first =
        getenv("CUBOUND_TEST_PRIMARY_FIRST") != NULL; /* one GPU: device 0's primary context among them */
    for (int i = 0; i < n; i++) {
        bool primary = distinct || (primary_first && i == 0);
        CU_OK(bd_device_open(distinct ? i : 0, primary ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT, &devs[i]));
    }
    for (int i = 1; i < n; i++)
        assert_ptr_not_equal(bd_device_context(devs[i]), bd_device_context(devs[0]));
}

void close_test_devices(bd_device_t **devs, int n)
{
    for (int i = 0; i < n; i++)
        CU_OK(bd_device_close(devs[i]));
}

CUcontext context_of_pointer(CUdeviceptr ptr)
{
    CUcontext ctx = NULL;
    WORKER_OK(RAW(cuPointerGetAttribute)(&ctx, CU_POINTER_ATTRIBUTE_CONTEXT, ptr));
    return ctx;
}

bd_device_t *test_devs[2];
bound_dev_t *test_bds[2];

int bind_two_test_devices(void **state)
{
    (void)state;
    open_test_devices(test_devs, 2);
    for (int d = 0; d < 2; d++)
        CU_OK(bd_bind(test_devs[d], &test_bds[d]));
    return 0;
}

char report_ids[REPORTS_KEPT][32], report_messages[REPORTS_KEPT][2048];
_Atomic int report_count;

static bd_action_t keep_report(const bd_violation_t *v, void *user)
{
    (void)user;
    int at = report_count++;
    if (at < REPORTS_KEPT) {
        snprintf(report_ids[at], sizeof report_ids[at], "%s", v->id);
        snprintf(report_messages[at], sizeof report_messages[at], "%s", v->message);
    }
    return BD_ACTION_CONTINUE;
}

void collect_race_reports(void)
{
    bd_set_violation_handler(keep_report, NULL);
    bd_race_footprint_t f;
    bd_race_footprint(&f);
    assert_true(f.on);
}

bound_dev_t *bind_race_test_device(bd_device_t **dev)
{
    bound_dev_t *bd;
    open_test_devices(dev, 1);
    CU_OK(bd_bind(*dev, &bd));
    collect_race_reports();
    return bd;
}

void unbind_race_test_device(bd_device_t *dev, bound_dev_t *bd)
{
    bd_set_violation_handler(NULL, NULL);
    CU_OK(bd_sync_device(bd));
    CU_OK(bd_unbind(bd));
    close_test_devices(&dev, 1);
}

__thread char last_violation_id[64];

bd_action_t remember_violation_id(const bd_violation_t *v, void *user)
{
    (void)user;
    snprintf(last_violation_id, sizeof last_violation_id, "%s", v->id);
    return BD_ACTION_RETURN;
}

int bind_two_test_devices_remembering(void **state)
{
    bd_set_violation_handler(remember_violation_id, NULL);
    return bind_two_test_devices(state);
}

int unbind_two_test_devices(void **state)
{
    (void)state;
    for (int d = 0; d < 2; d++)
        CU_OK(bd_unbind(test_bds[d]));
    close_test_devices(test_devs, 2);
    return 0;
}

CUcontext current_context(void)
{
    CUcontext ctx = NULL;
    WORKER_OK(RAW(cuCtxGetCurrent)(&ctx));
    return ctx;
}

bool on_real_driver(void)
{
    return strcmp(bd_settings().driver, "cuda") == 0;
}

double test_seconds_allowed(double fallback)
{
    const char *text = getenv("CUBOUND_TEST_SECONDS");
    double seconds = text != NULL ? atof(text) : 0;
    return seconds > 0 ? seconds : fallback;
}

double test_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
