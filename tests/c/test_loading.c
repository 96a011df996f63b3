/* SPDX-License-Identifier: MIT */
/* How libcubound loads what it calls: a program that uses only the driver loads neither cuBLAS
 * nor cuRAND until it calls them; a function the loaded driver or library lacks answers its "not supported" status
 * with a message, never a crash; without a driver, bd_device_open says so.
 *
 * One binary, four kinds of runs (CUBOUND_LOADING says which): "normal" on the simulated or the
 * real driver; "old" on tests/c/old_driver.c, a 12.9 driver without cuBLAS or cuRAND; "none" with
 * CUBOUND_DRIVER naming a library that does not exist; "refused" with a setting not understood. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#if CUDA_VERSION >= 12000
#include "cubound/nvjitlink.h" /* nvJitLink came with CUDA 12.0 */
#endif

static bool mapped(const char *library)
{
    FILE *maps = fopen("/proc/self/maps", "r");
    char line[4096];
    bool found = false;
    assert_non_null(maps);
    while (!found && fgets(line, sizeof line, maps) != NULL)
        found = strstr(line, library) != NULL;
    fclose(maps);
    return found;
}

static bool listed(const char *function, const char **names, int count)
{
    for (int i = 0; i < count; i++)
        if (strcmp(names[i], function) == 0)
            return true;
    return false;
}

/* A driver as new as the headers lacks nothing; an older one (bindings from the 13.5 headers on
 * the H200's 13.0 driver) lacks what is newer, and such a function answers "not supported". */
static void a_driver_lacks_only_what_is_newer_than_it(void)
{
    int driver_version = 0;
    CU_OK(bd_cuDriverGetVersion(&driver_version));
    const char *names[1024];
    int missing = bd_unavailable("driver", names, 1024);
    printf("driver %d, bindings from CUDA %d headers: %d entry points missing\n", driver_version, CUDA_VERSION, missing);
    if (driver_version >= CUDA_VERSION) {
        assert_int_equal(missing, 0);
        return;
    }
    assert_true(missing > 0 && missing <= 1024);
#if CUDA_VERSION >= 13050
    if (driver_version < 13050) { /* cuDeviceGetCliqueCount is new in 13.5 */
        size_t count = 0;
        assert_true(listed("cuDeviceGetCliqueCount", names, missing));
        assert_int_equal(bd_cuDeviceGetCliqueCount(&count, 0), CUDA_ERROR_NOT_SUPPORTED);
        assert_non_null(strstr(bd_last_error(), "cuDeviceGetCliqueCount is not in"));
    }
#endif
    assert_false(listed("cuMemAlloc", names, missing) || listed("cuCtxGetDevice", names, missing));
}

static void a_driver_only_program_loads_no_library(void **state)
{
    (void)state;
    bd_device_t *dev;
    bound_dev_t *bd;
    CUdeviceptr p;
    CU_OK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CU_OK(bd_bind(dev, &bd));
    CU_OK(bd_cuMemAlloc(bd, &p, 64));
    CU_OK(bd_cuMemFree(bd, p));
    assert_false(mapped("libcublas"));
    assert_false(mapped("libcurand"));
    a_driver_lacks_only_what_is_newer_than_it();
    cublasHandle_t handle;
    BLAS_OK(bd_cublas_handle(bd, &handle)); /* the first cuBLAS call loads it */
    if (on_real_driver())
        assert_true(mapped("libcublas"));
    assert_false(mapped("libcurand"));
    /* libcurand declares curandGenerateBinomial and ...Method but does not export them (CUDA 13.0):
     * they are found missing, and answer instead of failing to load. */
    const char *names[8];
    int missing = bd_unavailable("curand", names, 8);
    assert_true(missing >= 0 && missing <= 2);
    for (int i = 0; i < missing; i++) {
        printf("libcurand lacks %s\n", names[i]);
        assert_non_null(strstr(names[i], "curandGenerateBinomial"));
    }
    if (missing > 0) {
        curandGenerator_t generator;
        RAND_OK(bd_curand_generator(bd, &generator));
        assert_int_equal(bd_curandGenerateBinomial(bd, generator, NULL, 0, 1, 0.5), CURAND_STATUS_ARCH_MISMATCH);
        assert_non_null(strstr(bd_last_error(), "curandGenerateBinomial is not in"));
    }
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(dev));
}

/* Each toolkit library is opened on first use; one the driver's library does not hold answers its
 * own "not supported" (NVRTC and nvJitLink have none: their internal error), saying which. */
#define NOT_IN(call, status, name)                                                                                     \
    do {                                                                                                               \
        assert_int_equal((call), (status));                                                                            \
        assert_non_null(strstr(bd_last_error(), name " is not in"));                                                   \
    } while (0)

static void a_driver_has_no_toolkit_library(bound_dev_t *bd)
{
    cufftHandle plan;
    cusparseHandle_t sparse;
    cusolverDnHandle_t dense;
    cusolverSpHandle_t sp;
    cusolverRfHandle_t rf;
    cusolverMgHandle_t mg;
    cublasLtHandle_t lt;
    int version[2];
    NOT_IN(bd_cufftPlan1d(bd, &plan, 8, CUFFT_C2C, 1), CUFFT_NOT_SUPPORTED, "cufftPlan1d");
    NOT_IN(bd_cusparse_handle(bd, &sparse), CUSPARSE_STATUS_NOT_SUPPORTED, "cusparseCreate");
    NOT_IN(bd_cusolver_dn_handle(bd, &dense), CUSOLVER_STATUS_NOT_SUPPORTED, "cusolverDnCreate");
    BD_SUPPRESS_DEPRECATED_BEGIN /* CUDA 13 deprecates cuSOLVER's sparse, refactorization and multi-GPU APIs */
    NOT_IN(bd_cusolverSpCreate(bd, &sp), CUSOLVER_STATUS_NOT_SUPPORTED, "cusolverSpCreate");
    NOT_IN(bd_cusolverRfCreate(bd, &rf), CUSOLVER_STATUS_NOT_SUPPORTED, "cusolverRfCreate");
    NOT_IN(bd_cusolverMgCreate(bd, &mg), CUSOLVER_STATUS_NOT_SUPPORTED, "cusolverMgCreate");
    BD_SUPPRESS_DEPRECATED_END
    NOT_IN(bd_cublaslt_handle(bd, &lt), CUBLAS_STATUS_NOT_SUPPORTED, "cublasLtCreate");
    NOT_IN(bd_nvrtcVersion(&version[0], &version[1]), NVRTC_ERROR_INTERNAL_ERROR, "nvrtcVersion");
#if CUDA_VERSION >= 12000
    unsigned int linker[2];
    NOT_IN(bd_nvJitLinkVersion(&linker[0], &linker[1]), NVJITLINK_ERROR_INTERNAL, "nvJitLinkVersion");
#endif
    assert_true(bd_unavailable("cusolversp", NULL, 0) > 50); /* every one of its functions */
}

static void an_older_driver_answers_not_supported(void **state)
{
    (void)state;
#if CUDA_VERSION < 13000
    skip(); /* bindings from headers older than the 12.9 stand-in driver: nothing is newer than it */
#else
    bd_device_t *dev;
    bound_dev_t *bd;
    CUdevice device = -1;
    CU_OK(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev));
    CU_OK(bd_bind(dev, &bd));
    CU_OK(bd_cuCtxGetDevice(bd, &device)); /* in 12.9 */
    assert_int_equal(device, 0);
    /* cuCtxGetDevice_v2 is new in 13.0: a 12.9 driver hands out cuCtxGetDevice for it, which
     * must not be called with the new arguments. */
    assert_int_equal(bd_cuCtxGetDevice_v2(bd, &device, NULL), CUDA_ERROR_NOT_SUPPORTED);
    assert_non_null(strstr(bd_last_error(), "cuCtxGetDevice_v2 is not in"));
    const char *names[1024]; /* room for every driver entry point, whatever headers the bindings came from */
    int missing = bd_unavailable("driver", names, 1024);
    assert_true(missing > 0 && missing <= 1024);
    assert_true(listed("cuCtxGetDevice_v2", names, missing) && listed("cuMemcpyBatchAsync", names, missing));
    assert_false(listed("cuCtxGetDevice", names, missing) || listed("cuMemAlloc", names, missing));
    /* No cuBLAS and no cuRAND in this driver's library at all. */
    cublasHandle_t handle;
    curandGenerator_t generator;
    assert_int_equal(bd_cublasCreate(bd, &handle), CUBLAS_STATUS_NOT_SUPPORTED);
    assert_non_null(strstr(bd_last_error(), "cublasCreate is not in"));
    assert_int_equal(bd_curandCreateGenerator(bd, &generator, CURAND_RNG_PSEUDO_DEFAULT), CURAND_STATUS_ARCH_MISMATCH);
    assert_int_equal(bd_cublas_handle(bd, &handle), CUBLAS_STATUS_NOT_SUPPORTED);
    assert_true(bd_unavailable("cublas", NULL, 0) > 500);
    /* Nor a runtime: each bd_cuda* answers cudaErrorNotSupported and says which function is missing. */
    void *memory = NULL;
    int count = 0;
    assert_int_equal(bd_cudaMalloc(bd, &memory, 16), cudaErrorNotSupported);
    assert_non_null(strstr(bd_last_error(), "cudaMalloc is not in"));
    assert_int_equal(bd_cudaGetDeviceCount(&count), cudaErrorNotSupported);
    assert_true(bd_unavailable("cudart", NULL, 0) > 250);
    assert_int_equal(bd_unavailable("no-such-library", NULL, 0), -1);
    a_driver_has_no_toolkit_library(bd);
    CU_OK(bd_unbind(bd));
    CU_OK(bd_device_close(dev));
#endif
}

static void no_driver_is_a_status_and_a_message(void **state)
{
    (void)state;
    bd_device_t *dev = NULL;
    CUdevice device;
    assert_int_equal(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev), CUDA_ERROR_NO_DEVICE);
    assert_null(dev);
    assert_non_null(strstr(bd_last_error(), "no CUDA driver"));
    assert_non_null(strstr(bd_last_error(), "could not be loaded"));
    assert_non_null(strstr(bd_last_error(), "(CUDA_ERROR_NO_DEVICE)"));
    assert_int_equal(bd_cuDeviceGet(&device, 0), CUDA_ERROR_NOT_SUPPORTED);
    /* every function, and every per-thread variant: every slot these headers fill */
    assert_int_equal(bd_unavailable("driver", NULL, 0), BD_GEN_DRIVER_ENTRIES);
}

/* Without a driver a status still has a name, and naming it leaves the message about the call
 * that failed alone. */
static void statuses_have_names_without_a_driver(void **state)
{
    (void)state;
    const char *name = NULL;
    assert_int_equal(bd_cuInit(0), CUDA_ERROR_NOT_SUPPORTED);
    assert_non_null(strstr(bd_last_error(), "cuInit is not available"));
    CU_OK(bd_cuGetErrorName(CUDA_ERROR_NOT_SUPPORTED, &name));
    assert_string_equal(name, "CUDA_ERROR_NOT_SUPPORTED");
    CU_OK(bd_cuGetErrorString(CUDA_ERROR_NO_DEVICE, &name));
    assert_string_equal(name, "CUDA_ERROR_NO_DEVICE");
    assert_non_null(strstr(bd_last_error(), "cuInit is not available"));
    assert_int_equal(bd_cuGetErrorName((CUresult)123456, &name), CUDA_ERROR_INVALID_VALUE); /* as cuda.h says */
    /* cubound answers for the driver here: the driver itself still lacks them */
    const char *missing[2048];
    int count = bd_unavailable("driver", missing, 2048);
    bool listed_name = false;
    for (int i = 0; i < count && i < 2048; i++)
        listed_name = listed_name || strcmp(missing[i], "cuGetErrorName") == 0;
    assert_true(listed_name);
}

/* A setting cubound or the simulation does not understand is refused, not replaced by a default:
 * nothing opens, and the message names it (CUBOUND_TEST_REFUSED: what it must say). */
static void a_setting_not_understood_is_refused(void **state)
{
    (void)state;
    const char *expected = getenv("CUBOUND_TEST_REFUSED");
    bd_device_t *dev = NULL;
    assert_non_null(expected);
    assert_int_equal(bd_device_open(0, BD_PRIMARY_CONTEXT, &dev), CUDA_ERROR_INVALID_VALUE);
    assert_null(dev);
    if (strstr(bd_last_error(), expected) == NULL)
        fail_msg("bd_last_error() is \"%s\"; it should say \"%s\"", bd_last_error(), expected);
    assert_int_not_equal(bd_cuInit(0), CUDA_SUCCESS);
}

/* The library that runs says its version, which the headers this test was built with say too; it
 * needs nothing loaded. */
static void the_library_says_its_version(void **state)
{
    (void)state;
    assert_int_equal(bd_version(), CUBOUND_VERSION);
    assert_int_equal(CUBOUND_VERSION, CUBOUND_VERSION_MAJOR * 10000 + CUBOUND_VERSION_MINOR * 100 + CUBOUND_VERSION_PATCH);
    assert_true(CUBOUND_VERSION > 0);
}

int main(void)
{
    const char *run = getenv("CUBOUND_LOADING");
    const struct CMUnitTest normal[] = {cmocka_unit_test(the_library_says_its_version),
                                        cmocka_unit_test(a_driver_only_program_loads_no_library)};
    const struct CMUnitTest old[] = {cmocka_unit_test(an_older_driver_answers_not_supported)};
    const struct CMUnitTest none[] = {cmocka_unit_test(no_driver_is_a_status_and_a_message),
                                      cmocka_unit_test(statuses_have_names_without_a_driver)};
    const struct CMUnitTest refused[] = {cmocka_unit_test(a_setting_not_understood_is_refused)};
    if (run != NULL && strcmp(run, "old") == 0)
        return cmocka_run_group_tests(old, NULL, NULL);
    if (run != NULL && strcmp(run, "none") == 0)
        return cmocka_run_group_tests(none, NULL, NULL);
    if (run != NULL && strcmp(run, "refused") == 0)
        return cmocka_run_group_tests(refused, NULL, NULL);
    return cmocka_run_group_tests(normal, NULL, NULL);
}
