/* SPDX-License-Identifier: MIT */
#include <math.h>
#include <string.h>

#include "workload.h"

static CUcontext context_of(const struct workload *w)
{
    return bd_device_context(bd_binding_device(w->bd));
}

/* After each step: the binding's context is the thread's current one. */
static void assert_current(const struct workload *w)
{
    CUcontext current = NULL;
    WORKER_OK(RAW(cuCtxGetCurrent)(&current));
    WORKER_EQUAL(current, context_of(w));
}

static CUdeviceptr alloc_on(struct workload *w, size_t bytes)
{
    CUdeviceptr p = 0;
    WORKER_OK(bd_cuMemAlloc(w->bd, &p, bytes));
    WORKER_EQUAL(context_of_pointer(p), context_of(w)); /* it landed on this device */
    return p;
}

static float x_of(const struct workload *w, int i)
{
    return (float)w->salt + 0.5f * (float)i;
}
static float y_of(const struct workload *w)
{
    return 2.0f * (float)w->salt;
}
static double a_of(const struct workload *w, int i)
{
    return (double)(i % 7 + w->salt);
}
static double b_of(const struct workload *w, int i)
{
    return (double)(i % 5 - w->salt);
}

void workload_start(struct workload *w, bound_dev_t *bd, int salt)
{
    float xs[WORK_N], ys[WORK_N], sa[WORK_M * WORK_M], sb[WORK_M * WORK_M], ones[WORK_M * WORK_M];
    double da[WORK_M * WORK_M], db[WORK_M * WORK_M], dones[WORK_M * WORK_M];
    memset(w, 0, sizeof *w);
    w->bd = bd;
    w->salt = salt;
    for (int i = 0; i < WORK_N; i++) {
        xs[i] = x_of(w, i);
        ys[i] = y_of(w);
    }
    for (int i = 0; i < WORK_M * WORK_M; i++) {
        sa[i] = (float)a_of(w, i);
        sb[i] = (float)b_of(w, i);
        da[i] = a_of(w, i);
        db[i] = b_of(w, i);
        ones[i] = 1.0f;
        dones[i] = 1.0;
    }
    w->x = alloc_on(w, sizeof xs);
    w->y = alloc_on(w, sizeof ys);
    w->sa = alloc_on(w, sizeof sa);
    w->sb = alloc_on(w, sizeof sb);
    w->sc = alloc_on(w, sizeof ones);
    w->da = alloc_on(w, sizeof da);
    w->db = alloc_on(w, sizeof db);
    w->dc = alloc_on(w, sizeof dones);
    w->uniform = alloc_on(w, WORK_N * sizeof(float));
    WORKER_OK(bd_cuMemcpyHtoD(bd, w->x, xs, sizeof xs));
    WORKER_OK(bd_cuMemcpyHtoD(bd, w->y, ys, sizeof ys));
    WORKER_OK(bd_cuMemcpyHtoD(bd, w->sa, sa, sizeof sa));
    WORKER_OK(bd_cuMemcpyHtoD(bd, w->sb, sb, sizeof sb));
    WORKER_OK(bd_cuMemcpyHtoD(bd, w->sc, ones, sizeof ones));
    WORKER_OK(bd_cuMemcpyHtoD(bd, w->da, da, sizeof da));
    WORKER_OK(bd_cuMemcpyHtoD(bd, w->db, db, sizeof db));
    WORKER_OK(bd_cuMemcpyHtoD(bd, w->dc, dones, sizeof dones));
    assert_current(w);
}

static cublasHandle_t blas(struct workload *w)
{
    cublasHandle_t h = NULL;
    WORKER_OK(bd_cublas_handle(w->bd, &h));
    return h;
}

void workload_saxpy(struct workload *w)
{
    float alpha = (float)(w->salt + 1);
    WORKER_OK(bd_cublasSaxpy(w->bd, blas(w), WORK_N, &alpha, (const float *)w->x, 1, (float *)w->y, 1));
    assert_current(w);
}

void workload_sgemm(struct workload *w)
{
    float alpha = 1.0f, beta = 2.0f;
    WORKER_OK(bd_cublasSgemm(w->bd, blas(w), CUBLAS_OP_N, CUBLAS_OP_N, WORK_M, WORK_M, WORK_M, &alpha,
                             (const float *)w->sa, WORK_M, (const float *)w->sb, WORK_M, &beta, (float *)w->sc,
                             WORK_M));
    assert_current(w);
}

void workload_dgemm(struct workload *w)
{
    double alpha = 1.0, beta = 2.0;
    WORKER_OK(bd_cublasDgemm(w->bd, blas(w), CUBLAS_OP_N, CUBLAS_OP_T, WORK_M, WORK_M, WORK_M, &alpha,
                             (const double *)w->da, WORK_M, (const double *)w->db, WORK_M, &beta, (double *)w->dc,
                             WORK_M));
    assert_current(w);
}

void workload_uniform(struct workload *w)
{
    curandGenerator_t g = NULL;
    WORKER_OK(bd_curand_generator(w->bd, &g));
    WORKER_OK(bd_curandSetPseudoRandomGeneratorSeed(w->bd, g, 1000ull + (unsigned long long)w->salt));
    WORKER_OK(bd_curandGenerateUniform(w->bd, g, (float *)w->uniform, WORK_N));
    assert_current(w);
}

static void assert_close(double got, double want)
{
    if (fabs(got - want) > 1e-5 * (1.0 + fabs(want)))
        WORKER_FAIL("got %.9g, want %.9g", got, want);
}

void workload_check(struct workload *w)
{
    float ys[WORK_N], sc[WORK_M * WORK_M], u[WORK_N];
    double dc[WORK_M * WORK_M];
    WORKER_OK(bd_cuCtxSynchronize(w->bd));
    WORKER_OK(bd_cuMemcpyDtoH(w->bd, ys, w->y, sizeof ys));
    WORKER_OK(bd_cuMemcpyDtoH(w->bd, sc, w->sc, sizeof sc));
    WORKER_OK(bd_cuMemcpyDtoH(w->bd, dc, w->dc, sizeof dc));
    WORKER_OK(bd_cuMemcpyDtoH(w->bd, u, w->uniform, sizeof u));
    for (int i = 0; i < WORK_N; i++)
        assert_close(ys[i], (w->salt + 1) * x_of(w, i) + y_of(w));
    for (int row = 0; row < WORK_M; row++) {
        for (int col = 0; col < WORK_M; col++) {
            double s_want = 2.0, d_want = 2.0; /* beta * C, C all ones */
            for (int k = 0; k < WORK_M; k++) {
                s_want += a_of(w, k * WORK_M + row) * b_of(w, col * WORK_M + k); /* A * B */
                d_want += a_of(w, k * WORK_M + row) * b_of(w, k * WORK_M + col); /* A * B^T */
            }
            assert_close(sc[col * WORK_M + row], s_want);
            assert_close(dc[col * WORK_M + row], d_want);
        }
    }
    double sum = 0;
    for (int i = 0; i < WORK_N; i++) {
        WORKER_TRUE(u[i] > 0.0f && u[i] <= 1.0f);
        sum += u[i];
    }
    WORKER_TRUE(fabs(sum / WORK_N - 0.5) < 0.05);
    assert_current(w);
}

void workload_finish(struct workload *w)
{
    CUdeviceptr all[] = {w->x, w->y, w->sa, w->sb, w->sc, w->da, w->db, w->dc, w->uniform};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        WORKER_OK(bd_cuMemFree(w->bd, all[i]));
}

const workload_step workload_steps[] = {workload_saxpy,   workload_sgemm, workload_dgemm,
                                        workload_uniform, workload_check, workload_finish};
const int workload_step_count = sizeof workload_steps / sizeof workload_steps[0];
