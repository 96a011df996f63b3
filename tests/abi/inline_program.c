/* SPDX-License-Identifier: MIT */
/* Built with the inline form against one generation's headers and run against a libcubound made
 * from newer headers (tests/abi/generations.sh): every call below that goes through a table slot
 * at the call site must reach the function it names, so the values read back are right only if
 * no slot moved. Two devices on the simulated driver, from one thread, checks off (with checks on
 * every call takes the exported wrapper). */
#define CUBOUND_INLINE 1
#include <stdio.h>
#include <stdlib.h>

#include "cubound/cublas.h"
#include "cubound/driver.h"
#include "cubound/handles.h"

#define CHECK(call)                                                                                \
    do {                                                                                           \
        long long status_ = (long long)(call);                                                     \
        if (status_ != 0) {                                                                        \
            fprintf(stderr, "%s:%d: %s: status %lld (%s)\n", __FILE__, __LINE__, #call, status_,   \
                    bd_last_error());                                                              \
            exit(1);                                                                               \
        }                                                                                          \
    } while (0)
#define EXPECT(condition)                                                                          \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            fprintf(stderr, "%s:%d: not so: %s\n", __FILE__, __LINE__, #condition);                \
            exit(1);                                                                               \
        }                                                                                          \
    } while (0)

enum { N = 1024 };

int main(void)
{
    bd_device_t *dev[2];
    bound_dev_t *bd[2];
    CHECK(bd_cuInit(0));
    for (int d = 0; d < 2; d++) {
        CHECK(bd_device_open(d, BD_OWN_CONTEXT, &dev[d]));
        CHECK(bd_bind(dev[d], &bd[d]));
    }
    for (int round = 0; round < 2; round++) { /* the second round finds each binding current: slots only */
        for (int d = 0; d < 2; d++) {
            CUdevice device = -1;
            CHECK(bd_cuCtxGetDevice(bd[d], &device));
            EXPECT(device == d);
            EXPECT(bd_thread_binding == bd[d]); /* so the calls below take the fast path: the slots */
            size_t free_bytes = 0, total = 0;
            CHECK(bd_cuMemGetInfo(bd[d], &free_bytes, &total));
            EXPECT(total > 0 && free_bytes <= total);
            CUdeviceptr x;
            CHECK(bd_cuMemAlloc(bd[d], &x, N * sizeof(float)));
            CHECK(bd_cuMemsetD32(bd[d], x, 0x3f800000u + (unsigned)d, N)); /* 1.0f, or just above */
            static float host[N];
            for (int i = 0; i < N; i++)
                host[i] = (float)i;
            CHECK(bd_cuMemcpyHtoD(bd[d], x, host, 16 * sizeof(float)));
            cublasHandle_t handle;
            CHECK(bd_cublas_handle(bd[d], &handle));
            cublasPointerMode_t mode = CUBLAS_POINTER_MODE_DEVICE;
            CHECK(bd_cublasGetPointerMode(bd[d], handle, &mode));
            EXPECT(mode == CUBLAS_POINTER_MODE_HOST);
            float alpha = 3.0f;
            CHECK(bd_cublasSscal(bd[d], handle, N, &alpha, (float *)x, 1));
            CHECK(bd_cuCtxSynchronize(bd[d]));
            CHECK(bd_cuMemcpyDtoH(bd[d], host, x, N * sizeof(float)));
            EXPECT(host[5] == 15.0f && host[N - 1] >= 3.0f && host[N - 1] < 3.1f);
            CHECK(bd_cuMemFree(bd[d], x));
        }
    }
    for (int d = 0; d < 2; d++) {
        CHECK(bd_unbind(bd[d]));
        CHECK(bd_device_close(dev[d]));
    }
    printf("inline program: every slot reached its function\n");
    return 0;
}
