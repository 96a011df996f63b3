/* SPDX-License-Identifier: MIT */
/* Kernels as C functions on the simulated driver (bd_sim_register_kernel): what a program that
 * registers them can rely on. Simulation only: the real driver runs the GPU code. */
#include <string.h>

#include "support.h"

/* A module of one kernel nobody registers a C version of, and one that is. */
static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                          ".visible .entry grid_probe(.param .u64 out)\n{\n\tret;\n}\n"
                          ".visible .entry never_registered(.param .u64 out)\n{\n\tret;\n}\n";

/* out[block] = x + 10 y + 100 (whether the block's shared memory started fresh) */
static void grid_probe(const bd_sim_block_t *b)
{
    unsigned int *out = BD_SIM_ARG(b, 0, unsigned int *);
    unsigned char *shared = b->shared;
    bool fresh = b->shared_bytes == 64 && shared[0] == 0xA5 && shared[63] == 0xA5;
    memset(shared, 0, b->shared_bytes); /* the next block must not see this */
    unsigned int block = b->block_idx.y * b->grid_dim.x + b->block_idx.x;
    out[block] = b->block_idx.x + 10 * b->block_idx.y + 100 * fresh + 1000 * (b->block_dim.x == 32);
}

static void writes_seven(const bd_sim_block_t *b)
{
    BD_SIM_ARG(b, 0, unsigned int *)[0] = 7;
}

static const size_t one_pointer[] = {sizeof(void *)};

static void registration_refuses_what_it_cannot_use(void **state)
{
    (void)state;
    size_t zero = 0;
    assert_true(bd_simulated());
    assert_int_equal(bd_sim_register_kernel(NULL, grid_probe, 1, one_pointer), CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(bd_sim_register_kernel("grid_probe", NULL, 1, one_pointer), CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(bd_sim_register_kernel("grid_probe", grid_probe, BD_SIM_MAX_PARAMS + 1, one_pointer),
                     CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(bd_sim_register_kernel("grid_probe", grid_probe, 1, NULL), CUDA_ERROR_INVALID_VALUE);
    assert_int_equal(bd_sim_register_kernel("grid_probe", grid_probe, 1, &zero), CUDA_ERROR_INVALID_VALUE);
    assert_non_null(strstr(bd_last_error(), "size 0"));
}

static void blocks_see_their_grid_and_fresh_shared_memory(void **state)
{
    (void)state;
    bound_dev_t *bd = test_bds[0];
    CUmodule module;
    CUfunction probe;
    CUdeviceptr out;
    unsigned int got[6];
    CU_OK(bd_sim_register_kernel("grid_probe", grid_probe, 1, one_pointer));
    CU_OK(bd_cuModuleLoadData(bd, &module, ptx));
    CU_OK(bd_cuModuleGetFunction(bd, &probe, module, "grid_probe"));
    CU_OK(bd_cuMemAlloc(bd, &out, sizeof got));
    void *args[] = {&out};
    CU_OK(bd_cuLaunchKernel(bd, probe, 3, 2, 1, 32, 1, 1, 64, NULL, args, NULL));
    CU_OK(bd_cuMemcpyDtoH(bd, got, out, sizeof got));
    for (unsigned int y = 0; y < 2; y++)
        for (unsigned int x = 0; x < 3; x++)
            assert_int_equal(got[y * 3 + x], x + 10 * y + 100 + 1000);
    /* Registered again: the function already found runs the new version. */
    CU_OK(bd_sim_register_kernel("grid_probe", writes_seven, 1, one_pointer));
    CU_OK(bd_cuLaunchKernel(bd, probe, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL));
    CU_OK(bd_cuMemcpyDtoH(bd, got, out, sizeof got[0]));
    assert_int_equal(got[0], 7);
    CU_OK(bd_cuMemFree(bd, out));
    CU_OK(bd_cuModuleUnload(bd, module));
}

static void a_kernel_without_a_c_version_is_not_supported(void **state)
{
    (void)state;
    bound_dev_t *bd = test_bds[0];
    CUmodule module;
    CUfunction f;
    CUdeviceptr out = 0;
    void *args[] = {&out};
    CU_OK(bd_cuModuleLoadData(bd, &module, ptx));
    CU_OK(bd_cuModuleGetFunction(bd, &f, module, "never_registered"));
    assert_int_equal(bd_cuLaunchKernel(bd, f, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL), CUDA_ERROR_NOT_SUPPORTED);
    assert_int_equal(bd_cuModuleGetFunction(bd, &f, module, "not_in_the_module"), CUDA_ERROR_NOT_FOUND);
    CU_OK(bd_cuModuleUnload(bd, module));
    assert_int_equal(bd_cuModuleLoadData(bd, &module, "neither PTX nor an ELF or fatbin image, and long enough"),
                     CUDA_ERROR_INVALID_IMAGE);
}

/* A pointer into another device's memory faults, as on two GPUs, until peer access is enabled. */
static void a_kernel_reaches_another_device_only_through_peer_access(void **state)
{
    (void)state;
    bd_device_t *devs[2];
    bound_dev_t *a, *b;
    CU_OK(bd_device_open(0, BD_PRIMARY_CONTEXT, &devs[0]));
    CU_OK(bd_device_open(1, BD_PRIMARY_CONTEXT, &devs[1]));
    CU_OK(bd_bind(devs[0], &a));
    CU_OK(bd_bind(devs[1], &b));
    CUmodule module;
    CUfunction seven;
    CUdeviceptr theirs;
    unsigned int got = 0;
    CU_OK(bd_sim_register_kernel("grid_probe", writes_seven, 1, one_pointer));
    CU_OK(bd_cuModuleLoadData(a, &module, ptx));
    CU_OK(bd_cuModuleGetFunction(a, &seven, module, "grid_probe"));
    CU_OK(bd_cuMemAlloc(b, &theirs, sizeof got));
    void *args[] = {&theirs};
    assert_int_equal(bd_cuLaunchKernel(a, seven, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL), CUDA_ERROR_ILLEGAL_ADDRESS);
    CU_OK(bd_cuCtxEnablePeerAccess(a, bd_device_context(devs[1]), 0));
    CU_OK(bd_cuLaunchKernel(a, seven, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL));
    CU_OK(bd_cuCtxSynchronize(a));
    CU_OK(bd_cuMemcpyDtoH(b, &got, theirs, sizeof got));
    assert_int_equal(got, 7);
    CU_OK(bd_cuCtxDisablePeerAccess(a, bd_device_context(devs[1])));
    CU_OK(bd_cuMemFree(b, theirs));
    CU_OK(bd_cuModuleUnload(a, module));
    CU_OK(bd_unbind(a));
    CU_OK(bd_unbind(b));
    CU_OK(bd_device_close(devs[0]));
    CU_OK(bd_device_close(devs[1]));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(registration_refuses_what_it_cannot_use),
        cmocka_unit_test(blocks_see_their_grid_and_fresh_shared_memory),
        cmocka_unit_test(a_kernel_without_a_c_version_is_not_supported),
        cmocka_unit_test(a_kernel_reaches_another_device_only_through_peer_access),
    };
    return cmocka_run_group_tests(tests, bind_two_test_devices, unbind_two_test_devices);
}
