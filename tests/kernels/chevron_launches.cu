// SPDX-License-Identifier: MIT
// `<<<>>>` launches are cubound's: a program linked against the cubound CMake target, with no other
// change, gets its triple-chevron kernels noted for hand-off, checked and seen by race detection,
// on the GPU and on the simulated driver (label sim: CUBOUND_DRIVER=sim; label gpu). Built with the
// static runtime (nvcc's default) and the shared one, and with --default-stream per-thread
// (tests/CMakeLists.txt). Each case checks the values it reads back and the reports it gets.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <cuda_runtime.h>

#include "cubound/all.h"
#include "expect.h"


// Spins about `cycles` clocks, then writes: long enough that a reader not ordered after it reads
// the old value on the GPU. The simulation runs it when its stream's work is waited for.
__global__ void write_after_spin(unsigned *out, unsigned value, long long cycles)
{
    long long start = clock64();
    while (clock64() - start < cycles) {
    }
    *out = value;
}

__global__ void fill(unsigned *out, unsigned value, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = value + (unsigned)i;
}

__global__ void copy_from(const unsigned *in, unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[i];
}

__global__ void add_from(unsigned *in, unsigned *out, int n) // reads `in`, though not const
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += in[i];
}

__global__ void never_simulated(unsigned *out)
{
    *out = 1;
}

// Their C versions, for the simulated driver: one under its plain name, one under its entry name.
static void write_after_spin_c(const bd_sim_block_t *b)
{
    *BD_SIM_ARG(b, 0, unsigned *) = BD_SIM_ARG(b, 1, unsigned);
}

static void fill_c(const bd_sim_block_t *b)
{
    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int i = (int)(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 2, int))
            BD_SIM_ARG(b, 0, unsigned *)[i] = BD_SIM_ARG(b, 1, unsigned) + (unsigned)i;
    }
}

static void copy_from_c(const bd_sim_block_t *b)
{
    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int i = (int)(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 2, int))
            BD_SIM_ARG(b, 1, unsigned *)[i] = BD_SIM_ARG(b, 0, const unsigned *)[i];
    }
}

static void add_from_c(const bd_sim_block_t *b)
{
    for (unsigned t = 0; t < b->block_dim.x; t++) {
        int i = (int)(b->block_idx.x * b->block_dim.x + t);
        if (i < BD_SIM_ARG(b, 2, int))
            BD_SIM_ARG(b, 1, unsigned *)[i] += BD_SIM_ARG(b, 0, unsigned *)[i];
    }
}

static std::vector<std::string> reports;

static bd_action_t keep_report(const bd_violation_t *v, void *)
{
    reports.push_back(v->id);
    std::fprintf(stderr, "report %zu: %s\n", reports.size(), v->message);
    return BD_ACTION_RETURN;
}

static unsigned read_back(bound_dev_t *bd, const unsigned *device, cudaStream_t on)
{
    unsigned host = 0xdeadu;
    EXPECT(bd_cudaMemcpyAsync(bd, &host, device, sizeof host, cudaMemcpyDeviceToHost, on) == cudaSuccess);
    EXPECT(bd_cudaStreamSynchronize(bd, on) == cudaSuccess);
    return host;
}

static const long long spin_cycles = 200000000; // about 100 ms at the H200's clock

int main()
{
    const size_t sizes[] = {sizeof(unsigned *), sizeof(unsigned), sizeof(long long)};
    const size_t fill_sizes[] = {sizeof(unsigned *), sizeof(unsigned), sizeof(int)};
    EXPECT(bd_sim_register_kernel("write_after_spin", write_after_spin_c, 3, sizes) == CUDA_SUCCESS);
    EXPECT(bd_sim_register_kernel("_Z4fillPjji", fill_c, 3, fill_sizes) == CUDA_SUCCESS);
    const size_t copy_sizes[] = {sizeof(const unsigned *), sizeof(unsigned *), sizeof(int)};
    EXPECT(bd_sim_register_kernel("copy_from", copy_from_c, 3, copy_sizes) == CUDA_SUCCESS);
    EXPECT(bd_sim_register_kernel("add_from", add_from_c, 3, copy_sizes) == CUDA_SUCCESS);
    bd_set_violation_handler(keep_report, nullptr);
    const bool checks = bd_settings().checks == BD_CHECKS_ON;

    // Two devices: two GPUs where there are two, else two contexts of device 0 (which confuse calls
    // as two GPUs do).
    int count = 0;
    EXPECT(bd_cudaGetDeviceCount(&count) == cudaSuccess);
    bd_device_t *dev[2];
    bound_dev_t *bd[2];
    for (int i = 0; i < 2; i++) {
        if (bd_device_open(count > 1 ? i : 0, count > 1 ? BD_PRIMARY_CONTEXT : BD_OWN_CONTEXT, &dev[i]) != CUDA_SUCCESS ||
            bd_bind(dev[i], &bd[i]) != CUDA_SUCCESS) {
            std::fprintf(stderr, "no device: %s\n", bd_last_error());
            return 1;
        }
    }
    unsigned *x, *y;
    cudaStream_t writer, reader, third, other_device;
    EXPECT(bd_cudaMalloc(bd[0], (void **)&x, 64 * sizeof(unsigned)) == cudaSuccess);
    EXPECT(bd_cudaMalloc(bd[1], (void **)&y, 64 * sizeof(unsigned)) == cudaSuccess);
    EXPECT(bd_cudaMemset(bd[0], x, 0, 64 * sizeof(unsigned)) == cudaSuccess);
    EXPECT(bd_cudaMemset(bd[1], y, 0, 64 * sizeof(unsigned)) == cudaSuccess);
    EXPECT(bd_cudaStreamCreateWithFlags(bd[0], &writer, cudaStreamNonBlocking) == cudaSuccess);
    EXPECT(bd_cudaStreamCreateWithFlags(bd[0], &reader, cudaStreamNonBlocking) == cudaSuccess);
    EXPECT(bd_cudaStreamCreateWithFlags(bd[0], &third, cudaStreamNonBlocking) == cudaSuccess);
    EXPECT(bd_cudaStreamCreateWithFlags(bd[1], &other_device, cudaStreamNonBlocking) == cudaSuccess);
    for (int i = 0; i < 2; i++) // cudaMemset is asynchronous to the host where it sets device memory
        EXPECT(bd_cuCtxSynchronize(bd[i]) == CUDA_SUCCESS);

    // Hand-off waits for a <<<>>> kernel: a reader on another stream (as MPI's or NCCL's would be)
    // then reads what it wrote.
    EXPECT(bd_enter(bd[0]) == CUDA_SUCCESS);
    write_after_spin<<<1, 1, 0, writer>>>(x, 42u, spin_cycles);
    EXPECT(cudaPeekAtLastError() == cudaSuccess || bd_simulated());
    EXPECT(bd_assert_idle(bd[0], (CUdeviceptr)x, sizeof(unsigned)) == CUDA_ERROR_NOT_READY);
    EXPECT(reports.size() == 1 && reports.back() == "BD-PENDING-WRITE"); // with checks on or off
    reports.clear();
    EXPECT(bd_handoff(bd[0], (CUdeviceptr)x, sizeof(unsigned)) == CUDA_SUCCESS);
    EXPECT(read_back(bd[0], x, reader) == 42u);
    EXPECT(bd_assert_idle(bd[0], (CUdeviceptr)x, sizeof(unsigned)) == CUDA_SUCCESS);

    // The same on the default stream: legacy, or the thread's own under --default-stream per-thread.
    EXPECT(bd_enter(bd[0]) == CUDA_SUCCESS);
    write_after_spin<<<1, 1>>>(x + 1, 43u, spin_cycles);
    EXPECT(bd_handoff(bd[0], (CUdeviceptr)(x + 1), sizeof(unsigned)) == CUDA_SUCCESS);
    EXPECT(read_back(bd[0], x + 1, reader) == 43u);

    // A kernel over a buffer, read back whole: it ran on the binding's device.
    EXPECT(bd_enter(bd[1]) == CUDA_SUCCESS);
    fill<<<2, 16, 0, other_device>>>(y, 100u, 32);
    EXPECT(bd_handoff(bd[1], (CUdeviceptr)y, 32 * sizeof(unsigned)) == CUDA_SUCCESS);
    unsigned host[32];
    EXPECT(bd_cudaMemcpy(bd[1], host, y, sizeof host, cudaMemcpyDeviceToHost) == cudaSuccess);
    for (int i = 0; i < 32; i++)
        EXPECT(host[i] == 100u + (unsigned)i);

    if (checks) {
        // A stream of another device than the binding entered last: refused, the kernel not run.
        EXPECT(bd_enter(bd[0]) == CUDA_SUCCESS);
        fill<<<1, 16, 0, other_device>>>(y + 32, 5u, 16);
        EXPECT(reports.size() == 1 && reports.back() == "BD-WRONG-DEVICE");
        EXPECT(bd_cudaStreamSynchronize(bd[1], other_device) == cudaSuccess);
        EXPECT(read_back(bd[1], y + 32, other_device) == 0u);

        // A stream destroyed: refused.
        cudaStream_t gone;
        EXPECT(bd_cudaStreamCreateWithFlags(bd[0], &gone, cudaStreamNonBlocking) == cudaSuccess);
        EXPECT(bd_cudaStreamDestroy(bd[0], gone) == cudaSuccess);
        EXPECT(bd_enter(bd[0]) == CUDA_SUCCESS);
        fill<<<1, 16, 0, gone>>>(x, 5u, 16);
        EXPECT(reports.size() == 2 && reports.back() == "BD-USE-AFTER-DESTROY");

        // A kernel writing what another stream still writes, nothing ordering the two: a race.
        EXPECT(bd_cudaMemsetAsync(bd[0], x + 16, 0, 16 * sizeof(unsigned), writer) == cudaSuccess);
        EXPECT(bd_enter(bd[0]) == CUDA_SUCCESS);
        fill<<<1, 16, 0, reader>>>(x + 16, 7u, 16);
        EXPECT(reports.size() == 3 && reports.back() == "BD-STREAM-RACE");
        EXPECT(bd_cuCtxSynchronize(bd[0]) == CUDA_SUCCESS);

        // Its fix, an event between them: silent.
        cudaEvent_t written;
        EXPECT(bd_cudaEventCreateWithFlags(bd[0], &written, cudaEventDisableTiming) == cudaSuccess);
        EXPECT(bd_cuMemsetD32Async(bd[0], (CUdeviceptr)(x + 16), 0, 16, (CUstream)writer) == CUDA_SUCCESS);
        EXPECT(bd_cuEventRecord(bd[0], (CUevent)written, (CUstream)writer) == CUDA_SUCCESS);
        EXPECT(bd_cuStreamWaitEvent(bd[0], (CUstream)reader, (CUevent)written, 0) == CUDA_SUCCESS);
        EXPECT(bd_enter(bd[0]) == CUDA_SUCCESS);
        fill<<<1, 16, 0, reader>>>(x + 16, 7u, 16);
        EXPECT(bd_handoff(bd[0], (CUdeviceptr)(x + 16), 16 * sizeof(unsigned)) == CUDA_SUCCESS);
        EXPECT(read_back(bd[0], x + 16, writer) == 7u);
        EXPECT(reports.size() == 3);
        EXPECT(bd_cudaEventDestroy(bd[0], written) == cudaSuccess);

        // Two streams reading one input through a pointer to const (its C++ name says so), or
        // through a plain pointer the kernel only reads (simpleStreams' `int *factor`), while each
        // writes its own output: no race. A kernel may only read what it is said to write, so two
        // kernels' accesses never race each other.
        EXPECT(bd_enter(bd[0]) == CUDA_SUCCESS);
        copy_from<<<1, 16, 0, writer>>>(x + 16, x + 32, 16);
        copy_from<<<1, 16, 0, reader>>>(x + 16, x + 48, 16);
        add_from<<<1, 16, 0, writer>>>(x + 16, x + 32, 16);
        add_from<<<1, 16, 0, reader>>>(x + 16, x + 48, 16);
        EXPECT(reports.size() == 3);
        // A set of that input on a third stream while they read it is one.
        EXPECT(bd_cudaMemsetAsync(bd[0], x + 16, 0, 16 * sizeof(unsigned), third) == cudaSuccess);
        EXPECT(reports.size() == 4 && reports.back() == "BD-STREAM-RACE");
        EXPECT(bd_handoff(bd[0], (CUdeviceptr)x, 64 * sizeof(unsigned)) == CUDA_SUCCESS);
        EXPECT(bd_cuCtxSynchronize(bd[0]) == CUDA_SUCCESS);
    }

    // A <<<>>> launch after a call through another binding that left the current context alone (a
    // set on that binding's own stream acts in the stream's context): it is that binding's.
    EXPECT(bd_enter(bd[0]) == CUDA_SUCCESS);
    EXPECT(bd_cudaMemsetAsync(bd[1], y + 48, 0, 16 * sizeof(unsigned), other_device) == cudaSuccess);
    fill<<<1, 16, 0, other_device>>>(y + 48, 500u, 16);
    EXPECT(bd_handoff(bd[1], (CUdeviceptr)(y + 48), 16 * sizeof(unsigned)) == CUDA_SUCCESS);
    EXPECT(read_back(bd[1], y + 63, other_device) == 515u);

    // A kernel the simulation has no C version of: a clear status there, naming the kernel.
    EXPECT(bd_enter(bd[0]) == CUDA_SUCCESS);
    never_simulated<<<1, 1, 0, writer>>>(x + 2);
    if (bd_simulated())
        EXPECT(std::strstr(bd_last_error(), "never_simulated") != nullptr &&
               std::strstr(bd_last_error(), "bd_sim_register_kernel") != nullptr);
    else
        EXPECT(bd_handoff(bd[0], (CUdeviceptr)(x + 2), sizeof(unsigned)) == CUDA_SUCCESS &&
               read_back(bd[0], x + 2, reader) == 1u);

    EXPECT(reports.size() == (checks ? 4u : 0u));
    for (int i = 0; i < 2; i++) {
        EXPECT(bd_unbind(bd[i]) == CUDA_SUCCESS);
        EXPECT(bd_device_close(dev[i]) == CUDA_SUCCESS);
    }
    std::printf("%s: %d failure(s), %zu report(s)\n", bd_simulated() ? "simulated driver" : "GPU", failures,
                reports.size());
    return failures == 0 ? 0 : 1;
}
