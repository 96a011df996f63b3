/* SPDX-License-Identifier: MIT */
/* How fast the simulated driver runs a program: 1,000,000 calls (or argv[1]) of a mixed
 * multi-device workload, on two simulated devices from one thread: small copies and sets, kernel
 * launches of a registered C kernel, cuBLAS and cuRAND calls, events between the devices'
 * streams, and a synchronize every 1,000 calls. Prints one JSON object. */
#include "bench.h"

static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                          ".visible .entry add_one(.param .u64 p, .param .u32 n)\n{\n\tret;\n}\n";

static void add_one(const bd_sim_block_t *b)
{
    float *p = BD_SIM_ARG(b, 0, float *);
    unsigned int n = BD_SIM_ARG(b, 1, unsigned int);
    for (unsigned int t = 0; t < b->block_dim.x; t++) {
        unsigned int i = b->block_idx.x * b->block_dim.x + t;
        if (i < n)
            p[i] += 1.0f;
    }
}

enum { DEVICES = 2, N = 64, STEPS = 10 };

struct device {
    bd_device_t *dev;
    bound_dev_t *bd;
    CUstream stream;
    CUevent done;
    CUfunction kernel;
    CUmodule module;
    CUdeviceptr x, y;
    cublasHandle_t blas;
    curandGenerator_t rand;
};

int main(int argc, char **argv)
{
    long calls = argc > 1 ? atol(argv[1]) : 1000000;
    bd_options_t options = {BD_CHECKS_OFF, BD_POLICY_CACHED, "sim"};
    CHECK(bd_init(&options));
    CHECK(bd_sim_register_kernel("add_one", add_one, 2, (size_t[]){sizeof(float *), sizeof(unsigned int)}));
    struct device d[DEVICES];
    float *host; /* pinned: the copies to and from it are asynchronous */
    for (int i = 0; i < DEVICES; i++) {
        CHECK(bd_device_open(i, BD_PRIMARY_CONTEXT, &d[i].dev));
        CHECK(bd_bind(d[i].dev, &d[i].bd));
        d[i].stream = bd_stream(d[i].bd); /* the stream its cuBLAS handle and cuRAND generator follow */
        CHECK(bd_cuEventCreate(d[i].bd, &d[i].done, CU_EVENT_DISABLE_TIMING));
        CHECK(bd_cuModuleLoadData(d[i].bd, &d[i].module, ptx));
        CHECK(bd_cuModuleGetFunction(d[i].bd, &d[i].kernel, d[i].module, "add_one"));
        CHECK(bd_cuMemAlloc(d[i].bd, &d[i].x, N * sizeof(float)));
        CHECK(bd_cuMemAlloc(d[i].bd, &d[i].y, N * sizeof(float)));
        CHECK(bd_cublas_handle(d[i].bd, &d[i].blas));
        if (i == 0)
            CHECK(bd_cuMemAllocHost(d[i].bd, (void **)&host, N * sizeof(float)));
        CHECK(bd_curand_generator(d[i].bd, &d[i].rand));
    }
    float alpha = 2.0f;
    unsigned int n = N;
    long made = 0;
    double start = now_ns();
    for (long round = 0; made < calls; round++) {
        struct device *a = &d[round % DEVICES], *b = &d[(round + 1) % DEVICES];
        void *args[] = {&a->x, &n};
        CHECK(bd_cuMemcpyHtoDAsync(a->bd, a->x, host, N * sizeof(float), a->stream));
        CHECK(bd_cuMemsetD32Async(a->bd, a->y, 0, N, a->stream));
        CHECK(bd_cuLaunchKernel(a->bd, a->kernel, 1, 1, 1, N, 1, 1, 0, a->stream, args, NULL));
        CHECK(bd_cublasSaxpy(a->bd, a->blas, N, &alpha, (const float *)a->x, 1, (float *)a->y, 1));
        CHECK(bd_curandGenerateUniform(a->bd, a->rand, (float *)a->x, N));
        CHECK(bd_cuEventRecord(a->bd, a->done, a->stream));
        CHECK(bd_cuStreamWaitEvent(b->bd, b->stream, a->done, 0));
        CHECK(bd_cuMemcpyDtoDAsync(a->bd, a->x, a->y, N * sizeof(float), a->stream));
        CHECK(bd_cuMemcpyDtoHAsync(a->bd, host, a->y, N * sizeof(float), a->stream));
        made += STEPS - 1;
        if (round % 100 == 99) {
            CHECK(bd_cuStreamSynchronize(a->bd, a->stream));
            made++;
        } else {
            CUresult rc = bd_cuStreamQuery(a->bd, a->stream);
            CHECK(rc == CUDA_ERROR_NOT_READY ? CUDA_SUCCESS : rc);
            made++;
        }
    }
    for (int i = 0; i < DEVICES; i++)
        CHECK(bd_cuStreamSynchronize(d[i].bd, d[i].stream));
    double seconds = (now_ns() - start) / 1e9;
    printf("{\"calls\": %ld, \"seconds\": %.3f, \"calls_per_second\": %.0f}\n", made, seconds, made / seconds);
    CHECK(bd_cuMemFreeHost(d[0].bd, host));
    for (int i = 0; i < DEVICES; i++) {
        CHECK(bd_cuModuleUnload(d[i].bd, d[i].module));
        CHECK(bd_cuMemFree(d[i].bd, d[i].x));
        CHECK(bd_cuMemFree(d[i].bd, d[i].y));
        CHECK(bd_cuEventDestroy(d[i].bd, d[i].done));
        CHECK(bd_unbind(d[i].bd));
        CHECK(bd_device_close(d[i].dev));
    }
    return 0;
}
