/* SPDX-License-Identifier: MIT */
/* What the driver answers a child forked after its parent initialized CUDA and made a context
 * current: the child's first calls, and cuInit again.
 *
 *   gcc -O2 tests/probes/fork_child.c -o fork_child -I$CUDA_HOME/include -L$CUDA_HOME/lib64 -lcuda \
 *       && ./fork_child
 *
 * Measured on an H100 (CUDA 13.0 driver), 2026-12-06: the child's cuCtxGetCurrent, cuCtxSetCurrent,
 * cuMemAlloc, cuInit and cuDeviceGetCount each answered 3 (CUDA_ERROR_NOT_INITIALIZED); the parent
 * went on (its cuMemFree answered 0). docs/checks.md, "fork", says what cubound makes of it. */
#include <cuda.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
    CUcontext ctx;
    CUdeviceptr p;
    cuInit(0);
    cuDevicePrimaryCtxRetain(&ctx, 0);
    cuCtxSetCurrent(ctx);
    printf("parent: cuMemAlloc %d\n", (int)cuMemAlloc(&p, 64));
    pid_t child = fork();
    if (child == 0) {
        CUcontext current = NULL;
        CUdeviceptr q;
        int count = -1;
        printf("child: cuCtxGetCurrent %d (%p)\n", (int)cuCtxGetCurrent(&current), (void *)current);
        printf("child: cuCtxSetCurrent %d\n", (int)cuCtxSetCurrent(ctx));
        printf("child: cuMemAlloc %d\n", (int)cuMemAlloc(&q, 64));
        printf("child: cuInit %d\n", (int)cuInit(0));
        printf("child: cuDeviceGetCount %d (%d)\n", (int)cuDeviceGetCount(&count), count);
        fflush(stdout);
        _exit(0);
    }
    int status;
    waitpid(child, &status, 0);
    printf("parent: child exited %d; cuMemFree %d\n", WEXITSTATUS(status), (int)cuMemFree(p));
    return 0;
}
