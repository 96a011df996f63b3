/* SPDX-License-Identifier: MIT */
/* What the driver says about handles cubound did not make: which context owns a stream
 * (cuStreamGetCtx) or memory (cuPointerGetAttribute CONTEXT, RANGE_START_ADDR, RANGE_SIZE), and
 * what it answers for handles that are destroyed, of a destroyed or reset context, or garbage.
 * Each case runs in a child process, so a crash is an answer ("signal N"). Two own contexts A
 * and B on device 0, A current unless a line says otherwise.
 *
 *   gcc -O1 foreign_handles.c -o foreign_handles -I$CUDA_HOME/include -L$CUDA_HOME/lib64/stubs -lcuda
 *   ./foreign_handles
 *
 * On the H200 (driver 580.159.04, CUDA 13.0), 2026-12-04:
 *   stream of A, A or B current                 SUCCESS, A
 *   stream of A, destroyed                      SIGSEGV (cuda.h: "an invalid handle ... undefined behavior")
 *   0x1234; 4 KiB of 0xab on the heap           SIGSEGV
 *   4 KiB of zeros on the heap                  CUDA_ERROR_INVALID_HANDLE
 *   stream of a destroyed context               CUDA_ERROR_CONTEXT_IS_DESTROYED (here; another run, the
 *                                               context destroyed while not current, crashed)
 *   stream of a reset primary, retained again   CUDA_ERROR_INVALID_HANDLE
 *   1 MiB of A: base, +4096, last byte          SUCCESS, A; RANGE_START_ADDR the base, RANGE_SIZE 1048576
 *   ... one past the end; freed; malloc'ed host memory; 0x1234; memory of a destroyed context
 *                                               CUDA_ERROR_INVALID_VALUE (all three attributes)
 *   100 bytes of A: +50                         SUCCESS, RANGE_SIZE 100 (the size asked for); +200 INVALID_VALUE
 *   cuEventQuery: case 14 (a live event of A, then it destroyed, then one of a destroyed context)
 *   SIGSEGV, its lines lost to buffering (now line-buffered); 0x1234 SIGSEGV; zeros on the heap
 *   CUDA_ERROR_INVALID_CONTEXT
 * (Numbers 2 and 13 are free: those cases were left out of the run.)
 */
#include <cuda.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static CUcontext A, B;
static CUdevice dev;
static const char *nm(CUresult r) { const char *s = 0; cuGetErrorName(r, &s); return s ? s : "?"; }
static unsigned long long id(CUcontext c) { unsigned long long i = 0; cuCtxGetId(c, &i); return i; }
static const char *who(CUcontext c) { return c == A ? "A" : c == B ? "B" : c ? "other" : "NULL"; }

static void stream_ctx(const char *what, CUstream s)
{
    CUcontext c = (CUcontext)0x1;
    CUresult r = cuStreamGetCtx(s, &c);
    printf("%-56s %-28s ctx %s id %llu\n", what, nm(r), r ? "-" : who(c), r ? 0 : id(c));
}

static void pointer(const char *what, CUdeviceptr p)
{
    CUcontext c = 0;
    CUdeviceptr start = 0;
    size_t size = 0;
    CUresult r = cuPointerGetAttribute(&c, CU_POINTER_ATTRIBUTE_CONTEXT, p);
    CUresult r2 = cuPointerGetAttribute(&start, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, p);
    CUresult r3 = cuPointerGetAttribute(&size, CU_POINTER_ATTRIBUTE_RANGE_SIZE, p);
    printf("%-56s %-28s ctx %s; start %s +%lld; size %s %zu\n", what, nm(r), r ? "-" : who(c), nm(r2),
           (long long)(start - p), nm(r3), size);
}

static void event(const char *what, CUevent e)
{
    printf("%-56s cuEventQuery %s\n", what, nm(cuEventQuery(e)));
}

static void run(int k)
{
    CUstream s;
    CUevent e;
    CUdeviceptr p;
    CUcontext C;
    char *junk = malloc(4096);
    switch (k) {
    case 0: cuStreamCreate(&s, 0); stream_ctx("stream of A", s);
            cuCtxSetCurrent(B); stream_ctx("stream of A, B current", s); break;
    case 1: cuStreamCreate(&s, 0); cuStreamDestroy(s); stream_ctx("stream of A, destroyed", s); break;
    case 3: stream_ctx("garbage stream 0x1234", (CUstream)0x1234); break;
    case 4: memset(junk, 0, 4096); stream_ctx("garbage stream: 4 KiB of zeros on the heap", (CUstream)junk); break;
    case 5: memset(junk, 0xab, 4096); stream_ctx("garbage stream: 4 KiB of 0xab on the heap", (CUstream)junk); break;
    case 6: cuCtxCreate(&C, NULL, 0, dev); cuStreamCreate(&s, 0); cuCtxDestroy(C); cuCtxSetCurrent(A);
            stream_ctx("stream of a destroyed context", s); break;
    case 7: cuDevicePrimaryCtxRetain(&C, dev); cuCtxSetCurrent(C); cuStreamCreate(&s, 0);
            printf("primary id before reset %llu\n", id(C)); cuDevicePrimaryCtxReset(dev);
            cuDevicePrimaryCtxRetain(&C, dev); cuCtxSetCurrent(C); stream_ctx("stream of a reset primary, retained again", s);
            break;
    case 8: cuMemAlloc(&p, 1 << 20); pointer("memory of A, base", p); pointer("memory of A, interior +4096", p + 4096);
            pointer("memory of A, last byte", p + (1 << 20) - 1); pointer("memory of A, one past the end", p + (1 << 20));
            cuCtxSetCurrent(B); pointer("memory of A, interior, B current", p + 4096); break;
    case 9: cuMemAlloc(&p, 100); pointer("100 bytes of A, interior +50", p + 50); pointer("100 bytes of A, +200", p + 200); break;
    case 10: cuMemAlloc(&p, 1 << 20); cuMemFree(p); pointer("memory of A, freed", p); break;
    case 11: pointer("malloc'ed host memory", (CUdeviceptr)junk); pointer("0x1234", 0x1234); break;
    case 12: cuCtxCreate(&C, NULL, 0, dev); cuMemAlloc(&p, 4096); cuCtxDestroy(C); cuCtxSetCurrent(A);
             pointer("memory of a destroyed context", p); break;
    case 14: cuEventCreate(&e, 0); event("event of A", e); cuEventDestroy(e); event("event of A, destroyed", e);
             cuCtxCreate(&C, NULL, 0, dev); cuEventCreate(&e, 0); cuCtxDestroy(C); cuCtxSetCurrent(A);
             event("event of a destroyed context", e); break;
    case 15: event("garbage event 0x1234", (CUevent)0x1234); break;
    case 16: memset(junk, 0, 4096); event("garbage event: zeros on the heap", (CUevent)junk); break;
    }
    fflush(stdout);
}

int main(void)
{
    for (int k = 0; k <= 16; k++) {
        fflush(stdout);
        pid_t child = fork();
        if (child == 0) {
            setvbuf(stdout, NULL, _IOLBF, 0); /* lines before a crash survive it */
            cuInit(0); /* only in the child: the driver does not survive fork */
            cuDeviceGet(&dev, 0);
            cuCtxCreate(&A, NULL, 0, dev);
            cuCtxCreate(&B, NULL, 0, dev);
            cuCtxSetCurrent(A);
            printf("[A id %llu, B id %llu] ", id(A), id(B));
            run(k);
            _exit(0);
        }
        int status = 0;
        waitpid(child, &status, 0);
        if (WIFSIGNALED(status))
            printf("case %d: killed by signal %d\n", k, WTERMSIG(status));
    }
    return 0;
}
