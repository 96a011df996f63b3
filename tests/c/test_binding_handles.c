/* SPDX-License-Identifier: MIT */
/* Every library handle a binding owns ([binding_handle] of the spec; src/binding_handles.c), one row
 * each, held to the same promises: made in the binding's context, the same handle when asked again,
 * on the binding's stream as bd_set_stream moves it (where the handle has a stream and the library a
 * way to ask for it), another binding's refused with checks on, ended with the binding, and a NULL
 * output refused in the library's words. tests/codegen/test_binding_handles.py checks that every
 * getter the spec names has a row. cuDNN's and cuTENSOR's rows are built where cubound wraps them;
 * a library the simulated driver does not run (cuTENSOR) answers its "not supported" there and is
 * left out of that run. */
#include <string.h>

#include "support.h"
#if CUBOUND_TEST_HAVE_CUDNN
#include "cubound/cudnn_handle.h"
#endif
#if CUBOUND_TEST_HAVE_CUTENSOR
#include "cubound/cutensor_handle.h"
#endif

/* CUDA 13 deprecates cuSOLVER's sparse and refactorization APIs, which some rows call. */
BD_SUPPRESS_DEPRECATED_BEGIN

struct row {
    const char *getter;
    int (*get)(bound_dev_t *bd, void **out); /* out NULL: the getter given NULL */
    /* Its stream as the library says it; NULL where it has none (cuBLASLt, cuSOLVER Rf, cuTENSOR) or
     * the library cannot say (cuRAND). */
    int (*stream_of)(bound_dev_t *bd, void *handle, cudaStream_t *stream);
    int (*use)(bound_dev_t *bd, void *handle); /* a call that takes the handle, checked; NULL: none */
    int unsupported;                            /* the library's "not supported" */
    int (*binding_status)(CUresult rc);         /* a bad binding in the library's words */
    bool every_context;                         /* one handle every context may use (cuBLASLt: measured) */
};

/* Getter, stream query and a use of each library, as the row's untyped functions. */
#define GETTER(name, fn, type)                                                                                          \
    static int name(bound_dev_t *bd, void **out)                                                                        \
    {                                                                                                                   \
        type handle = NULL;                                                                                             \
        int status = (int)fn(bd, out != NULL ? &handle : NULL);                                                         \
        if (out != NULL)                                                                                                \
            *out = (void *)handle;                                                                                      \
        return status;                                                                                                  \
    }
#define STREAM_OF(name, fn, type)                                                                                       \
    static int name(bound_dev_t *bd, void *handle, cudaStream_t *stream)                                                \
    {                                                                                                                   \
        return (int)fn(bd, (type)handle, stream);                                                                       \
    }

GETTER(get_cublas, bd_cublas_handle, cublasHandle_t)
GETTER(get_curand, bd_curand_generator, curandGenerator_t)
GETTER(get_cusparse, bd_cusparse_handle, cusparseHandle_t)
GETTER(get_cusolver_dn, bd_cusolver_dn_handle, cusolverDnHandle_t)
GETTER(get_cusolver_sp, bd_cusolver_sp_handle, cusolverSpHandle_t)
GETTER(get_cusolver_rf, bd_cusolver_rf_handle, cusolverRfHandle_t)
GETTER(get_cublaslt, bd_cublaslt_handle, cublasLtHandle_t)
STREAM_OF(cublas_stream, bd_cublasGetStream, cublasHandle_t)
STREAM_OF(cusparse_stream, bd_cusparseGetStream, cusparseHandle_t)
STREAM_OF(cusolver_dn_stream, bd_cusolverDnGetStream, cusolverDnHandle_t)
STREAM_OF(cusolver_sp_stream, bd_cusolverSpGetStream, cusolverSpHandle_t)

static int use_cublas(bound_dev_t *bd, void *h)
{
    cudaStream_t stream;
    return (int)bd_cublasGetStream(bd, (cublasHandle_t)h, &stream);
}
static int use_curand(bound_dev_t *bd, void *h)
{
    return (int)bd_curandSetPseudoRandomGeneratorSeed(bd, (curandGenerator_t)h, 42);
}
static int use_cusparse(bound_dev_t *bd, void *h)
{
    return (int)bd_cusparseSetPointerMode(bd, (cusparseHandle_t)h, CUSPARSE_POINTER_MODE_HOST);
}
static int use_cusolver_dn(bound_dev_t *bd, void *h)
{
    cudaStream_t stream;
    return (int)bd_cusolverDnGetStream(bd, (cusolverDnHandle_t)h, &stream);
}
static int use_cusolver_sp(bound_dev_t *bd, void *h)
{
    cudaStream_t stream;
    return (int)bd_cusolverSpGetStream(bd, (cusolverSpHandle_t)h, &stream);
}
static int use_cusolver_rf(bound_dev_t *bd, void *h)
{
    return (int)bd_cusolverRfSetAlgs(bd, (cusolverRfHandle_t)h, CUSOLVERRF_FACTORIZATION_ALG0,
                                     CUSOLVERRF_TRIANGULAR_SOLVE_ALG1);
}
#if CUBOUND_TEST_HAVE_CUDNN
GETTER(get_cudnn, bd_cudnn_handle, cudnnHandle_t)
STREAM_OF(cudnn_stream, bd_cudnnGetStream, cudnnHandle_t)
static int use_cudnn(bound_dev_t *bd, void *h)
{
    cudaStream_t stream;
    return (int)bd_cudnnGetStream(bd, (cudnnHandle_t)h, &stream);
}
#endif
#if CUBOUND_TEST_HAVE_CUTENSOR
GETTER(get_cutensor, bd_cutensor_handle, cutensorHandle_t)
static int use_cutensor(bound_dev_t *bd, void *h)
{
    return (int)bd_cutensorHandleResizePlanCache(bd, (cutensorHandle_t)h, 4);
}
#endif

#define BINDING_STATUS(lib)                                                                                             \
    static int lib##_status(CUresult rc)                                                                                \
    {                                                                                                                   \
        return (int)bd_gen_##lib##_binding_status(rc);                                                                  \
    }
BINDING_STATUS(cublas)
BINDING_STATUS(curand)
BINDING_STATUS(cusparse)
BINDING_STATUS(cusolver)
BINDING_STATUS(cusolversp)
BINDING_STATUS(cusolverrf)
BINDING_STATUS(cublaslt)
#if CUBOUND_TEST_HAVE_CUDNN
BINDING_STATUS(cudnn)
#endif
#if CUBOUND_TEST_HAVE_CUTENSOR
BINDING_STATUS(cutensor)
#endif
#define STATUSES(lib, unsupported) (int)(unsupported), lib##_status

static const struct row rows[] = {
    {"bd_cublas_handle", get_cublas, cublas_stream, use_cublas, STATUSES(cublas, CUBLAS_STATUS_NOT_SUPPORTED), false},
    {"bd_curand_generator", get_curand, NULL, use_curand, STATUSES(curand, CURAND_STATUS_ARCH_MISMATCH), false},
    {"bd_cusparse_handle", get_cusparse, cusparse_stream, use_cusparse, STATUSES(cusparse, CUSPARSE_STATUS_NOT_SUPPORTED),
     false},
    {"bd_cusolver_dn_handle", get_cusolver_dn, cusolver_dn_stream, use_cusolver_dn,
     STATUSES(cusolver, CUSOLVER_STATUS_NOT_SUPPORTED), false},
    {"bd_cusolver_sp_handle", get_cusolver_sp, cusolver_sp_stream, use_cusolver_sp,
     STATUSES(cusolversp, CUSOLVER_STATUS_NOT_SUPPORTED), false},
    {"bd_cusolver_rf_handle", get_cusolver_rf, NULL, use_cusolver_rf, STATUSES(cusolverrf, CUSOLVER_STATUS_NOT_SUPPORTED),
     false},
    {"bd_cublaslt_handle", get_cublaslt, NULL, NULL, STATUSES(cublaslt, CUBLAS_STATUS_NOT_SUPPORTED), true},
#if CUBOUND_TEST_HAVE_CUDNN
    {"bd_cudnn_handle", get_cudnn, cudnn_stream, use_cudnn, STATUSES(cudnn, CUDNN_STATUS_NOT_SUPPORTED), false},
#endif
#if CUBOUND_TEST_HAVE_CUTENSOR
    {"bd_cutensor_handle", get_cutensor, NULL, use_cutensor, STATUSES(cutensor, CUTENSOR_STATUS_NOT_SUPPORTED), false},
#endif
};
#define ROWS (int)(sizeof rows / sizeof rows[0])

/* The row's handle of bd, or false where the library does not run here (its "not supported"). */
static bool handle_of(const struct row *row, bound_dev_t *bd, void **handle)
{
    int status = row->get(bd, handle);
    if (status == row->unsupported && status != 0) {
        print_message("%s: not run here (%s)\n", row->getter, bd_last_error());
        return false;
    }
    assert_int_equal(status, 0); /* every library's success */
    assert_non_null(*handle);
    return true;
}

/* The row's use of a handle of bd's own went through the checks (the simulated driver may not run
 * the call itself: cusolverRfSetAlgs). */
static void used_fine(const struct row *row, bound_dev_t *bd, void *handle)
{
    last_violation_id[0] = '\0';
    int status = row->use(bd, handle);
    if (!(status == row->unsupported && bd_simulated()))
        assert_int_equal(status, 0);
    assert_string_equal(last_violation_id, "");
}

static void made_in_the_binding_context_and_the_same_again(void **state)
{
    (void)state;
    for (const struct row *row = rows; row < rows + ROWS; row++) {
        void *handle[2], *again;
        bool runs = true;
        for (int d = 0; d < 2 && runs; d++) {
            /* Made while the other device was current: still made in this binding's context. */
            runs = handle_of(row, test_bds[d], &handle[d]);
            if (runs)
                assert_ptr_equal(current_context(), bd_device_context(test_devs[d]));
        }
        if (!runs)
            continue;
        if (!row->every_context)
            assert_ptr_not_equal(handle[0], handle[1]);
        else if (bd_simulated()) /* as an H100's cuBLASLt does: one handle for every context */
            assert_ptr_equal(handle[0], handle[1]);
        assert_int_equal(row->get(test_bds[0], &again), 0);
        assert_ptr_equal(again, handle[0]);
    }
}

static void follows_bd_set_stream(void **state)
{
    (void)state;
    bound_dev_t *bd = test_bds[1];
    CUstream s;
    CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
    for (const struct row *row = rows; row < rows + ROWS; row++) {
        void *handle;
        cudaStream_t on = NULL;
        if (row->stream_of == NULL || !handle_of(row, bd, &handle))
            continue;
        assert_int_equal(row->stream_of(bd, handle, &on), 0);
        assert_ptr_equal(on, (cudaStream_t)CU_STREAM_PER_THREAD);
        CU_OK(bd_set_stream(bd, s));
        assert_int_equal(row->stream_of(bd, handle, &on), 0);
        assert_ptr_equal(on, (cudaStream_t)s);
        CU_OK(bd_set_stream(bd, CU_STREAM_PER_THREAD));
        assert_int_equal(row->stream_of(bd, handle, &on), 0);
        assert_ptr_equal(on, (cudaStream_t)CU_STREAM_PER_THREAD);
    }
    /* One made while the binding is on another stream starts there. */
    bound_dev_t *fresh;
    CU_OK(bd_bind(test_devs[1], &fresh));
    CU_OK(bd_set_stream(fresh, s));
    for (const struct row *row = rows; row < rows + ROWS; row++) {
        void *handle;
        cudaStream_t on = NULL;
        if (row->stream_of == NULL || !handle_of(row, fresh, &handle))
            continue;
        assert_int_equal(row->stream_of(fresh, handle, &on), 0);
        assert_ptr_equal(on, (cudaStream_t)s);
    }
    CU_OK(bd_unbind(fresh));
    CU_OK(bd_cuStreamDestroy(bd, s));
}

/* With checks on, device 0's handle given to device 1's binding is stopped; cuBLASLt's serves both. */
static void another_bindings_handle_is_refused(void **state)
{
    (void)state;
    for (const struct row *row = rows; row < rows + ROWS; row++) {
        void *handle;
        if (row->use == NULL || !handle_of(row, test_bds[0], &handle))
            continue;
        last_violation_id[0] = '\0';
        assert_int_equal(row->use(test_bds[1], handle), row->binding_status(CUDA_ERROR_INVALID_HANDLE));
        assert_string_equal(last_violation_id, "BD-WRONG-DEVICE");
        used_fine(row, test_bds[0], handle);
    }
}

/* A binding's handles end with it: given to another binding of the device afterwards, each is stopped
 * as destroyed, and a new binding gets a new one. */
static void released_at_unbind(void **state)
{
    (void)state;
    bound_dev_t *bd;
    void *handles[ROWS];
    bool runs[ROWS];
    CU_OK(bd_bind(test_devs[0], &bd));
    for (int i = 0; i < ROWS; i++)
        runs[i] = handle_of(&rows[i], bd, &handles[i]);
    CU_OK(bd_unbind(bd));
    for (int i = 0; i < ROWS; i++) {
        if (!runs[i] || rows[i].use == NULL)
            continue;
        last_violation_id[0] = '\0';
        assert_int_equal(rows[i].use(test_bds[0], handles[i]), rows[i].binding_status(CUDA_ERROR_INVALID_HANDLE));
        assert_string_equal(last_violation_id, "BD-USE-AFTER-DESTROY");
    }
    CU_OK(bd_bind(test_devs[0], &bd));
    for (int i = 0; i < ROWS; i++) {
        void *handle;
        if (runs[i] && handle_of(&rows[i], bd, &handle) && rows[i].use != NULL)
            used_fine(&rows[i], bd, handle);
    }
    CU_OK(bd_unbind(bd));
}

/* Nowhere to put the handle, or no binding: each getter answers as a bad binding reads in its library
 * (CUDA_ERROR_INVALID_VALUE), and bd_last_error names it. */
static void a_null_output_or_binding_is_refused_alike(void **state)
{
    (void)state;
    for (const struct row *row = rows; row < rows + ROWS; row++) {
        void *handle = NULL;
        assert_int_equal(row->get(test_bds[0], NULL), row->binding_status(CUDA_ERROR_INVALID_VALUE));
        assert_non_null(strstr(bd_last_error(), row->getter));
        assert_non_null(strstr(bd_last_error(), "needs somewhere to put the handle"));
        assert_int_equal(row->get(NULL, &handle), row->binding_status(CUDA_ERROR_INVALID_VALUE));
        assert_null(handle);
    }
}

BD_SUPPRESS_DEPRECATED_END

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(made_in_the_binding_context_and_the_same_again),
        cmocka_unit_test(follows_bd_set_stream),
        cmocka_unit_test(another_bindings_handle_is_refused),
        cmocka_unit_test(released_at_unbind),
        cmocka_unit_test(a_null_output_or_binding_is_refused_alike),
    };
    return cmocka_run_group_tests(tests, bind_two_test_devices_remembering, unbind_two_test_devices);
}
