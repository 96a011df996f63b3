// SPDX-License-Identifier: MIT
// What the ported cuda-samples share, in place of helper_cuda.h: checkCudaErrors (a failed call
// says where and why, with cubound's explanation, and exits), getLastCudaError, EXIT_WAIVED, and
// the devices a sample drives: each device there is, or where the machine has fewer than a sample
// wants, contexts of their own on device 0 standing for the missing ones (docs/ported.md).
#ifndef CUBOUND_PORTED_H
#define CUBOUND_PORTED_H

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "cubound/all.h"

#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2
#endif

// cudaError_t and CUresult alike: 0 is success.
#define checkCudaErrors(call)                                                                                   \
    do {                                                                                                        \
        int status_ = static_cast<int>(call);                                                                   \
        if (status_ != 0) {                                                                                     \
            std::fprintf(stderr, "%s:%d: %s returned %d: %s\n", __FILE__, __LINE__, #call, status_,             \
                         bd_last_error());                                                                      \
            std::exit(EXIT_FAILURE);                                                                            \
        }                                                                                                       \
    } while (0)

// After a <<<>>> launch: the runtime's last error (a launch cubound refused is reported itself).
#define getLastCudaError(message)                                                                               \
    do {                                                                                                        \
        cudaError_t error_ = bd_cudaGetLastError();                                                             \
        if (error_ != cudaSuccess) {                                                                            \
            std::fprintf(stderr, "%s:%d: %s: %s: %s\n", __FILE__, __LINE__, message, bd_cudaGetErrorString(error_), \
                         bd_last_error());                                                                      \
            std::exit(EXIT_FAILURE);                                                                            \
        }                                                                                                       \
    } while (0)

// helper_string.h's command line, as the samples use it: `--name` or `--name=value` (or one dash).
static inline const char *ported_argument(int argc, const char **argv, const char *name)
{
    size_t length = std::strlen(name);
    for (int i = 1; i < argc; i++) {
        const char *at = argv[i];
        while (*at == '-')
            at++;
        if (std::strncmp(at, name, length) == 0 && (at[length] == '\0' || at[length] == '='))
            return at + length;
    }
    return nullptr;
}

static inline bool checkCmdLineFlag(int argc, const char **argv, const char *name)
{
    return ported_argument(argc, argv, name) != nullptr;
}

// The value of `--name=value`, or 0 where it is not given (as helper_string.h answers).
static inline int getCmdLineArgumentInt(int argc, const char **argv, const char *name)
{
    const char *at = ported_argument(argc, argv, name);
    return at != nullptr && *at == '=' ? std::atoi(at + 1) : 0;
}

// The value of `--name=value` in *value (pointing into argv), as helper_string.h answers; false
// where it is not given.
static inline bool getCmdLineArgumentString(int argc, const char **argv, const char *name, char **value)
{
    const char *at = ported_argument(argc, argv, name);
    if (at == nullptr || *at != '=')
        return false;
    *value = const_cast<char *>(at + 1);
    return true;
}

// helper_cuda.h's cores per multiprocessor, for the samples' printouts and workload scale.
static inline int _ConvertSMVer2Cores(int major, int minor)
{
    static const struct
    {
        int SM, Cores;
    } table[] = {{0x30, 192}, {0x32, 192}, {0x35, 192}, {0x37, 192}, {0x50, 128}, {0x52, 128}, {0x53, 128},
                 {0x60, 64},  {0x61, 128}, {0x62, 128}, {0x70, 64},  {0x72, 64},  {0x75, 64},  {0x80, 64},
                 {0x86, 128}, {0x87, 128}, {0x89, 128}, {0x90, 128}, {0xa0, 128}, {0xa1, 128}, {0xa3, 128},
                 {0xb0, 128}, {0xc0, 128}, {0xc1, 128}};
    for (const auto &entry : table)
        if (entry.SM == (major << 4) + minor)
            return entry.Cores;
    return 128; // as helper_cuda.h: the last one known
}

// Device `d` of a sample that drives `wanted` devices on a machine with `count`: device d itself
// (its primary context, as cudaSetDevice(d) would use), or where there are fewer devices than
// wanted, a context of its own on device 0 (on one GPU, two such contexts stand for two devices).
static inline void ported_open(int d, int count, int wanted, bd_device_t **dev, bound_dev_t **bd)
{
    bool own = count < wanted;
    checkCudaErrors(bd_device_open(own ? 0 : d, own ? BD_OWN_CONTEXT : BD_PRIMARY_CONTEXT, dev));
    checkCudaErrors(bd_bind(*dev, bd));
}

#endif
