/* SPDX-License-Identifier: MIT */
/* Two devices from one thread: each call names its device, so nothing goes to the wrong one.
 * With one GPU, the two "devices" are two contexts on it; with none, the simulated driver. */
#include <stdio.h>

#include "cubound/all.h"
#include "check.h"

enum { N = 1 << 20 };

int main(void)
{
    int count = 0;
    CHECK(bd_cuInit(0));
    CHECK(bd_cuDeviceGetCount(&count));
    bd_context_kind_t kind = count >= 2 ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT;

    bd_device_t *dev[2];
    bound_dev_t *bd[2];
    CUdeviceptr x[2], y[2];
    static float host[N];
    for (int d = 0; d < 2; d++) {
        CHECK(bd_device_open(count >= 2 ? d : 0, kind, &dev[d]));
        CHECK(bd_bind(dev[d], &bd[d]));
    }
    for (int d = 0; d < 2; d++) { /* device d: x = d + 1, y = 1 */
        CHECK(bd_cuMemAlloc(bd[d], &x[d], N * sizeof(float)));
        CHECK(bd_cuMemAlloc(bd[d], &y[d], N * sizeof(float)));
        float xv = (float)(d + 1), yv = 1.0f;
        unsigned int xbits, ybits;
        __builtin_memcpy(&xbits, &xv, sizeof xbits);
        __builtin_memcpy(&ybits, &yv, sizeof ybits);
        CHECK(bd_cuMemsetD32(bd[d], x[d], xbits, N));
        CHECK(bd_cuMemsetD32(bd[d], y[d], ybits, N));
    }
    for (int d = 0; d < 2; d++) { /* y = 10 x + y on each device, through its own cuBLAS handle */
        cublasHandle_t handle;
        float alpha = 10.0f;
        CHECK(bd_cublas_handle(bd[d], &handle));
        CHECK(bd_cublasSaxpy(bd[d], handle, N, &alpha, (const float *)x[d], 1, (float *)y[d], 1));
    }
    int wrong = 0;
    for (int d = 0; d < 2; d++) {
        CHECK(bd_cuMemcpyDtoH(bd[d], host, y[d], sizeof host));
        float want = 10.0f * (float)(d + 1) + 1.0f;
        for (int i = 0; i < N; i++)
            wrong += host[i] != want;
        char name[128];
        CHECK(bd_cuDeviceGetName(name, sizeof name, count >= 2 ? d : 0));
        printf("device %d (%s, %s): y[0] = %g, want %g\n", d, name, count >= 2 ? "its own GPU" : "a context of its own",
               host[0], want);
        CHECK(bd_cuMemFree(bd[d], x[d]));
        CHECK(bd_cuMemFree(bd[d], y[d]));
        CHECK(bd_unbind(bd[d]));
        CHECK(bd_device_close(dev[d]));
    }
    printf("%s: %d wrong values\n", wrong ? "FAILED" : "ok", wrong);
    return wrong != 0;
}
