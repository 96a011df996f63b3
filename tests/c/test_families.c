/* SPDX-License-Identifier: MIT */
/* A sample of each family of generated wrappers, on two devices: cuBLAS gemv, dot and nrm2 in
 * float and double with host and device pointer modes, cuRAND uniform and normal numbers, a
 * graph captured from a stream, and the context-changing wrappers that keep bindings true. */
#include <math.h>
#include <string.h>

#include "support.h"

enum { N = 64 };

static void assert_near(double got, double want, double tolerance)
{
    if (fabs(got - want) > tolerance * (1.0 + fabs(want)))
        fail_msg("got %.9g, want %.9g", got, want);
}

/* x[i] = i + 1 + d, y[i] = 2, A = all ones (N x N), in float and double, on device d. */
struct vectors {
    CUdeviceptr xs, ys, as, xd, yd, ad, result;
};

static void upload(bound_dev_t *bd, int d, struct vectors *v)
{
    float xs[N], ys[N], as[N * N];
    double xd[N], yd[N], ad[N * N];
    for (int i = 0; i < N; i++) {
        xs[i] = (float)(i + 1 + d), xd[i] = i + 1 + d;
        ys[i] = 2.0f, yd[i] = 2.0;
    }
    for (int i = 0; i < N * N; i++)
        as[i] = 1.0f, ad[i] = 1.0;
    CU_OK(bd_cuMemAlloc(bd, &v->xs, sizeof xs));
    CU_OK(bd_cuMemAlloc(bd, &v->ys, sizeof ys));
    CU_OK(bd_cuMemAlloc(bd, &v->as, sizeof as));
    CU_OK(bd_cuMemAlloc(bd, &v->xd, sizeof xd));
    CU_OK(bd_cuMemAlloc(bd, &v->yd, sizeof yd));
    CU_OK(bd_cuMemAlloc(bd, &v->ad, sizeof ad));
    CU_OK(bd_cuMemAlloc(bd, &v->result, 2 * sizeof(double)));
    CU_OK(bd_cuMemcpyHtoD(bd, v->xs, xs, sizeof xs));
    CU_OK(bd_cuMemcpyHtoD(bd, v->ys, ys, sizeof ys));
    CU_OK(bd_cuMemcpyHtoD(bd, v->as, as, sizeof as));
    CU_OK(bd_cuMemcpyHtoD(bd, v->xd, xd, sizeof xd));
    CU_OK(bd_cuMemcpyHtoD(bd, v->yd, yd, sizeof yd));
    CU_OK(bd_cuMemcpyHtoD(bd, v->ad, ad, sizeof ad));
}

static void release(bound_dev_t *bd, struct vectors *v)
{
    CUdeviceptr all[] = {v->xs, v->ys, v->as, v->xd, v->yd, v->ad, v->result};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        CU_OK(bd_cuMemFree(bd, all[i]));
}

static double sum_of_x(int d) { return N * (N + 1) / 2.0 + (double)N * d; }
static double norm_of_x(int d)
{
    double s = 0;
    for (int i = 0; i < N; i++)
        s += (double)(i + 1 + d) * (i + 1 + d);
    return sqrt(s);
}

static void blas_levels_one_and_two_in_both_pointer_modes(void **state)
{
    (void)state;
    struct vectors v[2];
    cublasHandle_t h[2];
    for (int d = 0; d < 2; d++) {
        upload(test_bds[d], d, &v[d]);
        BLAS_OK(bd_cublas_handle(test_bds[d], &h[d]));
    }
    for (int d = 0; d < 2; d++) { /* host pointer mode: scalars and results in host memory */
        bound_dev_t *bd = test_bds[d];
        float sdot = 0, snrm = 0, one_f = 1.0f, zero_f = 0.0f;
        double ddot = 0, dnrm = 0, one_d = 1.0, zero_d = 0.0;
        BLAS_OK(bd_cublasSetPointerMode(bd, h[d], CUBLAS_POINTER_MODE_HOST));
        BLAS_OK(bd_cublasSdot(bd, h[d], N, (const float *)v[d].xs, 1, (const float *)v[d].ys, 1, &sdot));
        BLAS_OK(bd_cublasDdot(bd, h[d], N, (const double *)v[d].xd, 1, (const double *)v[d].yd, 1, &ddot));
        BLAS_OK(bd_cublasSnrm2(bd, h[d], N, (const float *)v[d].xs, 1, &snrm));
        BLAS_OK(bd_cublasDnrm2(bd, h[d], N, (const double *)v[d].xd, 1, &dnrm));
        assert_near(sdot, 2 * sum_of_x(d), 1e-6);
        assert_near(ddot, 2 * sum_of_x(d), 1e-12);
        assert_near(snrm, norm_of_x(d), 1e-6);
        assert_near(dnrm, norm_of_x(d), 1e-12);
        /* y = A x: every element is the sum of x */
        BLAS_OK(bd_cublasSgemv(bd, h[d], CUBLAS_OP_N, N, N, &one_f, (const float *)v[d].as, N, (const float *)v[d].xs, 1,
                               &zero_f, (float *)v[d].ys, 1));
        BLAS_OK(bd_cublasDgemv(bd, h[d], CUBLAS_OP_T, N, N, &one_d, (const double *)v[d].ad, N, (const double *)v[d].xd, 1,
                               &zero_d, (double *)v[d].yd, 1));
    }
    for (int d = 0; d < 2; d++) { /* device pointer mode: scalars and results in device memory */
        bound_dev_t *bd = test_bds[d];
        float ys[N];
        double yd[N], results[2];
        CU_OK(bd_cuMemcpyDtoH(bd, ys, v[d].ys, sizeof ys));
        CU_OK(bd_cuMemcpyDtoH(bd, yd, v[d].yd, sizeof yd));
        for (int i = 0; i < N; i++) {
            assert_near(ys[i], sum_of_x(d), 1e-6);
            assert_near(yd[i], sum_of_x(d), 1e-12);
        }
        BLAS_OK(bd_cublasSetPointerMode(bd, h[d], CUBLAS_POINTER_MODE_DEVICE));
        BLAS_OK(bd_cublasDnrm2(bd, h[d], N, (const double *)v[d].xd, 1, (double *)v[d].result));
        BLAS_OK(bd_cublasDdot(bd, h[d], N, (const double *)v[d].xd, 1, (const double *)v[d].xd, 1,
                              (double *)(v[d].result + sizeof(double))));
        CU_OK(bd_cuCtxSynchronize(bd));
        CU_OK(bd_cuMemcpyDtoH(bd, results, v[d].result, sizeof results));
        assert_near(results[0], norm_of_x(d), 1e-12);
        assert_near(results[1], norm_of_x(d) * norm_of_x(d), 1e-12);
        float snrm_device;
        BLAS_OK(bd_cublasSnrm2(bd, h[d], N, (const float *)v[d].xs, 1, (float *)v[d].result));
        CU_OK(bd_cuMemcpyDtoH(bd, &snrm_device, v[d].result, sizeof snrm_device));
        assert_near(snrm_device, norm_of_x(d), 1e-6);
        BLAS_OK(bd_cublasSetPointerMode(bd, h[d], CUBLAS_POINTER_MODE_HOST));
        release(bd, &v[d]);
    }
}

static void uniform_and_normal_numbers(void **state)
{
    (void)state;
    enum { M = 1 << 14 };
    static float host[M];
    for (int d = 0; d < 2; d++) {
        bound_dev_t *bd = test_bds[d];
        curandGenerator_t g;
        CUdeviceptr out;
        CU_OK(bd_cuMemAlloc(bd, &out, sizeof host));
        RAND_OK(bd_curand_generator(bd, &g));
        RAND_OK(bd_curandSetPseudoRandomGeneratorSeed(bd, g, 7ull + (unsigned long long)d));
        RAND_OK(bd_curandGenerateNormal(bd, g, (float *)out, M, 3.0f + (float)d, 2.0f));
        CU_OK(bd_cuMemcpyDtoH(bd, host, out, sizeof host));
        double mean = 0, var = 0;
        for (int i = 0; i < M; i++)
            mean += host[i];
        mean /= M;
        for (int i = 0; i < M; i++)
            var += (host[i] - mean) * (host[i] - mean);
        assert_near(mean, 3.0 + d, 0.02);
        assert_near(sqrt(var / M), 2.0, 0.05);
        RAND_OK(bd_curandGenerateUniform(bd, g, (float *)out, M));
        CU_OK(bd_cuMemcpyDtoH(bd, host, out, sizeof host));
        mean = 0;
        for (int i = 0; i < M; i++) {
            assert_true(host[i] > 0.0f && host[i] <= 1.0f);
            mean += host[i];
        }
        assert_near(mean / M, 0.5, 0.02);
        /* Integers fill a buffer of exactly their size: 4 bytes each. */
        static unsigned int counts[M];
        RAND_OK(bd_curandGeneratePoisson(bd, g, (unsigned int *)out, M, 4.0));
        CU_OK(bd_cuMemcpyDtoH(bd, counts, out, sizeof counts));
        mean = 0;
        for (int i = 0; i < M; i++)
            mean += counts[i];
        assert_near(mean / M, 4.0, 0.1);
        CU_OK(bd_cuMemFree(bd, out));
    }
}

static void a_captured_graph_replays_on_its_device(void **state)
{
    (void)state;
    for (int d = 0; d < 2; d++) {
        bound_dev_t *bd = test_bds[d];
        CUstream s;
        CUgraph graph;
        CUgraphExec exec;
        CUdeviceptr x, y;
        cublasHandle_t h;
        float alpha = 2.0f, out[N];
        unsigned int one, three;
        float fone = 1.0f, fthree = 3.0f;
        memcpy(&one, &fone, sizeof one);
        memcpy(&three, &fthree, sizeof three);
        CU_OK(bd_cuStreamCreate(bd, &s, CU_STREAM_NON_BLOCKING));
        CU_OK(bd_cuMemAlloc(bd, &x, sizeof out));
        CU_OK(bd_cuMemAlloc(bd, &y, sizeof out));
        CU_OK(bd_cuMemsetD32(bd, y, three, N));
        BLAS_OK(bd_cublas_handle(bd, &h));
        BLAS_OK(bd_cublasSetStream(bd, h, (cudaStream_t)s));
        CU_OK(bd_cuStreamBeginCapture(bd, s, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL));
        CU_OK(bd_cuMemsetD32Async(bd, x, one, N, s));                                      /* x = 1 */
        BLAS_OK(bd_cublasSaxpy(bd, h, N, &alpha, (const float *)x, 1, (float *)y, 1)); /* y += 2x */
        CU_OK(bd_cuStreamEndCapture(bd, s, &graph));
#if CUDA_VERSION >= 12000
        CU_OK(bd_cuGraphInstantiate(bd, &exec, graph, 0));
#else /* 11.x: a failing node and a log instead of flags */
        CU_OK(bd_cuGraphInstantiate(bd, &exec, graph, NULL, NULL, 0));
#endif
        for (int launch = 0; launch < 2; launch++)
            CU_OK(bd_cuGraphLaunch(bd, exec, s));
        CU_OK(bd_cuStreamSynchronize(bd, s));
        CU_OK(bd_cuMemcpyDtoH(bd, out, y, sizeof out));
        for (int i = 0; i < N; i++)
            assert_true(out[i] == 7.0f); /* 3 + 2 + 2 */
        BLAS_OK(bd_cublasSetStream(bd, h, NULL));
        CU_OK(bd_cuGraphExecDestroy(bd, exec));
        CU_OK(bd_cuGraphDestroy(bd, graph));
        CU_OK(bd_cuStreamDestroy(bd, s));
        CU_OK(bd_cuMemFree(bd, x));
        CU_OK(bd_cuMemFree(bd, y));
    }
}

static void context_free_functions_need_no_binding(void **state)
{
    (void)state;
    char name[128];
    int version = 0;
    CUdevice device;
    CU_OK(bd_cuDeviceGet(&device, 0));
    CU_OK(bd_cuDeviceGetName(name, sizeof name, device));
    CU_OK(bd_cuDriverGetVersion(&version));
    assert_true(strlen(name) > 0 && version >= 11080);
}

static void switching_through_a_wrapper_keeps_bindings_true(void **state)
{
    (void)state;
    CUdeviceptr p;
    /* bd 0 makes device 1's context current: cubound must not believe its cache afterwards */
    CU_OK(bd_cuCtxSetCurrent(test_bds[0], bd_device_context(test_devs[1])));
    CU_OK(bd_cuMemAlloc(test_bds[0], &p, 256));
    assert_ptr_equal(context_of_pointer(p), bd_device_context(test_devs[0]));
    CU_OK(bd_cuMemFree(test_bds[0], p));
}

static void destroying_a_context_through_a_wrapper_makes_its_bindings_stale(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    CUdeviceptr p;
    CU_OK(bd_device_open(0, BD_OWN_CONTEXT, &dev));
    CU_OK(bd_bind(dev, &bd));
    CU_OK(bd_cuCtxDestroy(bd, bd_device_context(dev)));
    assert_int_equal(bd_cuMemAlloc(bd, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_non_null(strstr(bd_last_error(), "its context was destroyed"));
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(dev)); /* does not destroy it a second time */
}

/* A context effect runs on the fast path too (the binding already current): after a pop the next
 * call makes the context current again; after a destroy the binding is stale. */
static void context_effects_run_when_the_binding_is_already_current(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    CUdeviceptr p;
    CUcontext popped;
    CU_OK(bd_device_open(0, BD_OWN_CONTEXT, &dev));
    CU_OK(bd_bind(dev, &bd));
    CU_OK(bd_cuMemAlloc(bd, &p, 64)); /* the binding is current from here on */
    CU_OK(bd_cuMemFree(bd, p));
    CU_OK(bd_cuCtxPopCurrent(bd, &popped));
    CU_OK(bd_cuMemAlloc(bd, &p, 64));
    assert_ptr_equal(context_of_pointer(p), bd_device_context(dev));
    CU_OK(bd_cuMemFree(bd, p));
    CU_OK(bd_cuCtxDestroy(bd, bd_device_context(dev)));
    assert_int_equal(bd_cuMemAlloc(bd, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_non_null(strstr(bd_last_error(), "its context was destroyed"));
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(dev));
}

static void resetting_the_primary_context_moves_the_generation(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *before, *after;
    CUdeviceptr p;
    CUdevice device;
    CU_OK(bd_cuDeviceGet(&device, 0));
    CU_OK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CUcontext old = bd_device_context(dev);
    CU_OK(bd_bind(dev, &before));
    CU_OK(bd_cuDevicePrimaryCtxReset(before, device));
    assert_int_equal(bd_cuMemAlloc(before, &p, 64), CUDA_ERROR_CONTEXT_IS_DESTROYED);
    assert_non_null(strstr(bd_last_error(), "reset"));
    CU_OK(bd_bind(dev, &after)); /* a binding of the new generation works, same handle value */
    assert_ptr_equal(bd_device_context(dev), old);
    CU_OK(bd_cuMemAlloc(after, &p, 64));
    CU_OK(bd_cuMemFree(after, p));
    CU_OK(bd_unbind(before));
    CU_OK(bd_unbind(after));
    CU_OK(bd_device_close(dev));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(blas_levels_one_and_two_in_both_pointer_modes),
        cmocka_unit_test(uniform_and_normal_numbers),
        cmocka_unit_test(a_captured_graph_replays_on_its_device),
        cmocka_unit_test(context_free_functions_need_no_binding),
        cmocka_unit_test(switching_through_a_wrapper_keeps_bindings_true),
        cmocka_unit_test(destroying_a_context_through_a_wrapper_makes_its_bindings_stale),
        cmocka_unit_test(context_effects_run_when_the_binding_is_already_current),
        cmocka_unit_test(resetting_the_primary_context_moves_the_generation),
    };
    return cmocka_run_group_tests(tests, bind_two_test_devices, unbind_two_test_devices);
}
