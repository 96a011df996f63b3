/* SPDX-License-Identifier: MIT */
/* cubound with checks on, on the real driver, beside the CUDA runtime: streams, memory and events
 * that cudaStreamCreate, cudaMalloc and cudaEventCreate make in a binding's context need no
 * bd_adopt; another binding's is BD-WRONG-DEVICE; a context cubound did not open stays
 * BD-FOREIGN-HANDLE. Device 0's primary context (a) and a context of its own on it (b).
 *
 *   gcc -o foreign_runtime foreign_runtime.c -Iinclude -Igenerated/include -I$CUDA_HOME/include \
 *       -Lbuild/lib -lcubound -ldl && CUBOUND_CHECKS=1 LD_LIBRARY_PATH=build/lib ./foreign_runtime
 *   (NO_RT=1 CUBOUND_DRIVER=sim: the raw driver's functions in place of the runtime's)
 *
 * On the H200 (driver 580.159.04, CUDA 13.0), 2026-12-04: every call of a on the runtime's handles
 * 0 and no report; b on them BD-WRONG-DEVICE; a second cuMemFree BD-USE-AFTER-DESTROY; a and b on
 * each other's raw handles BD-WRONG-DEVICE, on their own 0; the outside context's memory and stream
 * BD-FOREIGN-HANDLE naming it; then the last line, its stream after cuCtxDestroy of that context,
 * crashed (SIGSEGV) in cuStreamGetCtx: docs/checks.md, "Handles made outside cubound". */
#include <cubound/all.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#define RAW(n) BD_GEN_ENTRY(bd_gen_driver, pfn_##n)
static int v;
static char id[64];
static bd_action_t h(const bd_violation_t *x, void *u)
{
    (void)u;
    v++;
    snprintf(id, 64, "%s", x->id);
    printf("  %s\n", x->message);
    return BD_ACTION_RETURN;
}
#define SAY(what, call) do { id[0] = 0; int r_ = (int)(call); printf("%-44s %4d %s\n", what, r_, id); } while (0)
int main(void)
{
    bd_device_t *d0, *d1;
    bound_dev_t *a, *b;
    CUstream s, t;
    CUevent e;
    void *p = 0;
    CUdeviceptr q;
    bd_set_violation_handler(h, 0);
    bd_device_open(0, BD_PRIMARY_CONTEXT, &d0);
    bd_device_open(0, BD_OWN_CONTEXT, &d1);
    bd_bind(d0, &a);
    bd_bind(d1, &b);
    void *rt = getenv("NO_RT") ? NULL : dlopen("/usr/local/cuda/lib64/libcudart.so", RTLD_NOW);
    int (*sc)(CUstream *) = rt ? (int (*)(CUstream *))dlsym(rt, "cudaStreamCreate") : 0;
    int (*ma)(void **, size_t) = rt ? (int (*)(void **, size_t))dlsym(rt, "cudaMalloc") : 0;
    int (*ec)(CUevent *) = rt ? (int (*)(CUevent *))dlsym(rt, "cudaEventCreate") : 0;
    bd_enter(a);
    printf("runtime: %s\n", rt ? "yes" : "no (raw driver)");
    if (rt) { sc(&s); ma(&p, 4096); ec(&e); }
    else { RAW(cuStreamCreate)(&s, 0); RAW(cuMemAlloc)((CUdeviceptr *)&p, 4096); RAW(cuEventCreate)(&e, 0); }
    CUdeviceptr P = (CUdeviceptr)(uintptr_t)p;
    SAY("a memset interior, runtime stream", bd_cuMemsetD8Async(a, P + 100, 1, 16, s));
    SAY("a event record", bd_cuEventRecord(a, e, s));
    SAY("a stream sync", bd_cuStreamSynchronize(a, s));
    SAY("a event sync", bd_cuEventSynchronize(a, e));
    SAY("a memset base", bd_cuMemsetD8(a, P, 2, 4096));
    printf("violations so far: %d\n", v);
    SAY("b stream query (a's)", bd_cuStreamQuery(b, s));
    SAY("b memset (a's memory)", bd_cuMemsetD8(b, P + 8, 0, 4));
    SAY("a free", bd_cuMemFree(a, P));
    SAY("a free again", bd_cuMemFree(a, P));
    bd_enter(b);
    RAW(cuStreamCreate)(&t, 0);
    RAW(cuMemAlloc)(&q, 64);
    SAY("a stream query (b's, raw)", bd_cuStreamQuery(a, t));
    SAY("a memset (b's, raw)", bd_cuMemsetD8(a, q, 0, 4));
    int before = v;
    SAY("b stream sync (own, raw)", bd_cuStreamSynchronize(b, t));
    SAY("b memset (own, raw)", bd_cuMemsetD8Async(b, q, 0, 4, t));
    CUcontext c, popped;
#if CUDA_VERSION >= 13000
    RAW(cuCtxCreate)(&c, NULL, 0, 0);
#endif
    RAW(cuMemAlloc)(&q, 64);
    RAW(cuStreamCreate)(&t, 0);
    RAW(cuCtxPopCurrent)(&popped);
    SAY("b memset (unknown ctx)", bd_cuMemsetD8(b, q, 0, 4));
    SAY("b stream query (unknown ctx)", bd_cuStreamQuery(b, t));
    RAW(cuCtxDestroy)(c);
    SAY("b stream query (destroyed ctx)", bd_cuStreamQuery(b, t));
    printf("legal own-context uses reported: %d\n", v - before - 3);
    return 0;
}
