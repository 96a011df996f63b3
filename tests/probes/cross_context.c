/* SPDX-License-Identifier: MIT */
/* What the real driver does with memory of one context used through another: copies, memset, a
 * kernel, managed memory, pinned and registered host memory, peer access, VMM and IPC. One GPU
 * holds two contexts A and B here, as cubound's tests emulate two devices; the answers decide
 * the checks' [crossing] rules where cuda.h says nothing (docs/checks.md lists them).
 *
 *   gcc -O2 cross_context.c -o cross_context -I$CUDA_HOME/include -lcuda && ./cross_context
 *
 * Each line: the case, the CUresult, and for copies whether the value read back is right. */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *name(CUresult rc)
{
    const char *text = "?";
    cuGetErrorName(rc, &text);
    return text;
}

#define MUST(call)                                                                                                     \
    do {                                                                                                               \
        CUresult must_rc = (call);                                                                                     \
        if (must_rc != CUDA_SUCCESS) {                                                                                 \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, name(must_rc));                              \
            exit(1);                                                                                                   \
        }                                                                                                              \
    } while (0)

static void report(const char *what, CUresult rc, int checked, unsigned int got, unsigned int want)
{
    if (checked)
        printf("%-64s %-32s value %s (0x%x)\n", what, name(rc), got == want ? "right" : "WRONG", got);
    else
        printf("%-64s %s\n", what, name(rc));
}

static CUcontext a, b;

/* The word at p, read in context ctx once both contexts are idle: work of one context is not
 * ordered with the other's, and "synchronous" device-side copies and memsets return early. */
static unsigned int word(CUcontext ctx, CUdeviceptr p)
{
    unsigned int v = 0xdeadbeef;
    MUST(cuCtxSetCurrent(a));
    MUST(cuCtxSynchronize());
    MUST(cuCtxSetCurrent(b));
    MUST(cuCtxSynchronize());
    MUST(cuCtxSetCurrent(ctx));
    MUST(cuMemcpyDtoH(&v, p, sizeof v));
    return v;
}

/* The word at a host address, once both contexts are idle. */
static unsigned int host_word(const void *p)
{
    MUST(cuCtxSetCurrent(a));
    MUST(cuCtxSynchronize());
    MUST(cuCtxSetCurrent(b));
    MUST(cuCtxSynchronize());
    return *(const volatile unsigned int *)p;
}

/* st.global.u32 [p], v: a kernel that writes one word. */
static const char *store_ptx = ".version 8.0\n.target sm_90\n.address_size 64\n"
                               ".visible .entry store(.param .u64 p, .param .u32 v)\n{\n"
                               "  .reg .b64 %rd<2>;\n  .reg .b32 %r<2>;\n"
                               "  ld.param.u64 %rd1, [p];\n  ld.param.u32 %r1, [v];\n"
                               "  cvta.to.global.u64 %rd1, %rd1;\n  st.global.u32 [%rd1], %r1;\n  ret;\n}\n";

/* The call first, then the value read back: function arguments have no order of evaluation. */
#define CHECKED(what, call, got, want)                                                                                 \
    do {                                                                                                               \
        CUresult checked_rc = (call);                                                                                  \
        report(what, checked_rc, 1, (got), want);                                                                      \
    } while (0)

static CUresult store(CUcontext ctx, CUdeviceptr p, unsigned int v)
{
    CUmodule m;
    CUfunction f;
    MUST(cuCtxSetCurrent(ctx));
    MUST(cuModuleLoadData(&m, store_ptx));
    MUST(cuModuleGetFunction(&f, m, "store"));
    void *args[] = {&p, &v};
    CUresult rc = cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL);
    if (rc == CUDA_SUCCESS)
        rc = cuCtxSynchronize();
    cuModuleUnload(m);
    return rc;
}

int main(void)
{
    CUdevice dev;
    MUST(cuInit(0));
    MUST(cuDeviceGet(&dev, 0));
    int uva = 0, managed = 0, host_ptr = 0;
    MUST(cuDeviceGetAttribute(&uva, CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING, dev));
    MUST(cuDeviceGetAttribute(&managed, CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY, dev));
    MUST(cuDeviceGetAttribute(&host_ptr, CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM, dev));
    int version = 0;
    MUST(cuDriverGetVersion(&version));
    printf("driver %d; unified addressing %d, managed memory %d, host pointer for registered memory %d\n", version,
           uva, managed, host_ptr);
    CUctxCreateParams params = {0};
    MUST(cuCtxCreate(&a, &params, 0, dev));
    MUST(cuCtxCreate(&b, &params, 0, dev));

    CUdeviceptr in_a, in_b;
    MUST(cuCtxSetCurrent(a));
    MUST(cuMemAlloc(&in_a, 4096));
    MUST(cuMemsetD32(in_a, 0xa, 1024));
    MUST(cuCtxSetCurrent(b));
    MUST(cuMemAlloc(&in_b, 4096));
    MUST(cuMemsetD32(in_b, 0xb, 1024));
    MUST(cuCtxSynchronize());

    /* Controls: each context on its own memory. */
    CHECKED("control: cuMemsetD32 in B on B's memory", (cuCtxSetCurrent(b), cuMemsetD32(in_b + 1024, 0x11, 1)),
           word(b, in_b + 1024), 0x11);
    CHECKED("control: kernel in B writes B's memory", store(b, in_b + 1028, 0x12), word(b, in_b + 1028), 0x12);
    CHECKED("control: cuMemcpyDtoD in A, A's memory -> A's", (cuCtxSetCurrent(a), cuMemcpyDtoD(in_a + 1024, in_a, 4)),
           word(a, in_a + 1024), 0xa);

    /* Copies issued in A that name B's memory. */
    MUST(cuCtxSetCurrent(a));
    CHECKED("cuMemcpyDtoD in A, B's memory -> A's", cuMemcpyDtoD(in_a, in_b, 4), word(a, in_a), 0xb);
    MUST(cuCtxSetCurrent(a));
    MUST(cuCtxSetCurrent(a));
    CHECKED("cuMemcpyDtoD in A, A's memory -> B's", cuMemcpyDtoD(in_b + 8, in_a + 8, 4), word(b, in_b + 8), 0xa);
    CUstream sa;
    MUST(cuCtxSetCurrent(a));
    MUST(cuStreamCreate(&sa, CU_STREAM_NON_BLOCKING));
    CUresult rc = cuMemcpyDtoDAsync(in_a + 16, in_b + 16, 4, sa);
    if (rc == CUDA_SUCCESS)
        rc = cuStreamSynchronize(sa);
    report("cuMemcpyDtoDAsync on A's stream, B's memory -> A's", rc, 1, word(a, in_a + 16), 0xb);
    unsigned int host = 0x77;
    MUST(cuCtxSetCurrent(a));
    CHECKED("cuMemcpyHtoD in A into B's memory", cuMemcpyHtoD(in_b + 24, &host, 4), word(b, in_b + 24), 0x77);
    unsigned int back = 0;
    MUST(cuCtxSetCurrent(a));
    rc = cuMemcpyDtoH(&back, in_b + 24, 4);
    report("cuMemcpyDtoH in A from B's memory", rc, 1, back, 0x77);
    CUDA_MEMCPY3D copy = {.srcMemoryType = CU_MEMORYTYPE_DEVICE, .srcDevice = in_b + 32, .dstMemoryType = CU_MEMORYTYPE_DEVICE,
                          .dstDevice = in_a + 32, .WidthInBytes = 4, .Height = 1, .Depth = 1};
    MUST(cuCtxSetCurrent(a));
    CHECKED("cuMemcpy3D (device types) in A, B's memory -> A's", cuMemcpy3D(&copy), word(a, in_a + 32), 0xb);
    CUDA_MEMCPY2D flat = {.srcMemoryType = CU_MEMORYTYPE_DEVICE, .srcDevice = in_b + 40, .dstMemoryType = CU_MEMORYTYPE_DEVICE,
                          .dstDevice = in_a + 40, .WidthInBytes = 4, .Height = 1};
    MUST(cuCtxSetCurrent(a));
    CHECKED("cuMemcpy2D (device types) in A, B's memory -> A's", cuMemcpy2D(&flat), word(a, in_a + 40), 0xb);
    MUST(cuCtxSetCurrent(a));
    CHECKED("cuMemcpyPeer B's memory -> A's", cuMemcpyPeer(in_a + 48, a, in_b + 48, b, 4), word(a, in_a + 48), 0xb);
    MUST(cuCtxSetCurrent(a));
    CHECKED("cuMemsetD32 in A on B's memory", cuMemsetD32(in_b + 56, 0x55, 1), word(b, in_b + 56), 0x55);
    MUST(cuCtxSetCurrent(a));
    rc = cuMemsetD32Async(in_b + 60, 0x56, 1, sa);
    if (rc == CUDA_SUCCESS)
        rc = cuStreamSynchronize(sa);
    report("cuMemsetD32Async on A's stream on B's memory", rc, 1, word(b, in_b + 60), 0x56);

    /* Memory every context may use. */
    CUdeviceptr shared;
    MUST(cuCtxSetCurrent(b));
    MUST(cuMemAllocManaged(&shared, 4096, CU_MEM_ATTACH_GLOBAL));
    CHECKED("control: managed memory of B: kernel in B writes it", store(b, shared + 8, 0x60), word(b, shared + 8), 0x60);
    CHECKED("managed memory of B: kernel in A writes it", store(a, shared, 0x61), word(b, shared), 0x61);
    MUST(cuCtxSetCurrent(a));
    CHECKED("managed memory of B: cuMemsetD32 in A", cuMemsetD32(shared + 4, 0x62, 1), word(b, shared + 4), 0x62);
    void *pinned, *portable;
    MUST(cuCtxSetCurrent(b));
    MUST(cuMemHostAlloc(&pinned, 4096, CU_MEMHOSTALLOC_DEVICEMAP));
    MUST(cuMemHostAlloc(&portable, 4096, CU_MEMHOSTALLOC_DEVICEMAP | CU_MEMHOSTALLOC_PORTABLE));
    CUdeviceptr through;
    MUST(cuCtxSetCurrent(a));
    rc = cuMemHostGetDevicePointer(&through, pinned, 0);
    printf("%-64s %s (device pointer %s the host pointer)\n", "cuMemHostGetDevicePointer in A, B's pinned memory",
           name(rc), rc == CUDA_SUCCESS && through == (CUdeviceptr)pinned ? "==" : "!=");
    rc = cuMemHostGetDevicePointer(&through, portable, 0);
    printf("%-64s %s (device pointer %s the host pointer)\n", "cuMemHostGetDevicePointer in A, B's portable pinned",
           name(rc), rc == CUDA_SUCCESS && through == (CUdeviceptr)portable ? "==" : "!=");
    CHECKED("B's pinned memory: kernel in A writes it", store(a, (CUdeviceptr)pinned, 0x63), host_word(pinned), 0x63);
    MUST(cuCtxSetCurrent(a));
    CHECKED("B's pinned memory: cuMemsetD32 in A", cuMemsetD32((CUdeviceptr)pinned + 4, 0x64, 1),
           host_word((const unsigned int *)pinned + 1), 0x64);
    MUST(cuCtxSetCurrent(a));
    CHECKED("B's pinned memory: cuMemcpyDtoD in A -> A's memory", cuMemcpyDtoD(in_a + 64, (CUdeviceptr)pinned, 4),
           word(a, in_a + 64), 0x63);
    static unsigned int registered[1024] __attribute__((aligned(4096)));
    MUST(cuCtxSetCurrent(b));
    rc = cuMemHostRegister(registered, sizeof registered, CU_MEMHOSTREGISTER_DEVICEMAP);
    printf("%-64s %s\n", "cuMemHostRegister in B", name(rc));
    CHECKED("B's registered memory: cuMemsetD32 in A", (cuCtxSetCurrent(a), cuMemsetD32((CUdeviceptr)registered, 0x65, 1)),
           host_word(registered), 0x65);

    /* Peer access between two contexts of one device. */
    MUST(cuCtxSetCurrent(a));
    report("cuCtxEnablePeerAccess(B) in A (one device)", cuCtxEnablePeerAccess(b, 0), 0, 0, 0);

    /* VMM: memory made once, mapped once, access set for the device: any context of it. */
    CUmemAllocationProp prop = {.type = CU_MEM_ALLOCATION_TYPE_PINNED, .location = {CU_MEM_LOCATION_TYPE_DEVICE, 0}};
    size_t granularity = 0;
    MUST(cuMemGetAllocationGranularity(&granularity, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    CUmemGenericAllocationHandle physical;
    CUdeviceptr va;
    MUST(cuCtxSetCurrent(b));
    MUST(cuMemCreate(&physical, granularity, &prop, 0));
    MUST(cuMemAddressReserve(&va, granularity, 0, 0, 0));
    MUST(cuMemMap(va, granularity, 0, physical, 0));
    CUmemAccessDesc access = {.location = {CU_MEM_LOCATION_TYPE_DEVICE, 0}, .flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE};
    MUST(cuMemSetAccess(va, granularity, &access, 1));
    CHECKED("VMM mapped in B: kernel in A writes it", store(a, va, 0x66), word(b, va), 0x66);
    MUST(cuCtxSetCurrent(a));
    CHECKED("VMM mapped in B: cuMemsetD32 in A", cuMemsetD32(va + 4, 0x67, 1), word(b, va + 4), 0x67);

    /* IPC within one process. */
    CUipcMemHandle ipc;
    CUdeviceptr opened;
    MUST(cuCtxSetCurrent(b));
    MUST(cuIpcGetMemHandle(&ipc, in_b));
    MUST(cuCtxSetCurrent(a));
    report("cuIpcOpenMemHandle in A of B's memory (same process)", cuIpcOpenMemHandle(&opened, ipc, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS), 0, 0, 0);

    /* Last: a kernel in A that writes B's plain device memory may fault and end context A. */
    CHECKED("B's device memory: kernel in A writes it", store(a, in_b + 128, 0x68), word(b, in_b + 128), 0x68);
    return 0;
}
