// SPDX-License-Identifier: MIT
// What the ported cuda-samples share, in place of helper_cuda.h: checkCudaErrors (a failed call, of the
// runtime or a library, says where and why, with cubound's explanation, and exits), getLastCudaError,
// EXIT_WAIVED, the command line, the few helper_string.h and helper_image.h functions the samples
// call, and the devices a sample drives: each device there is, or where the machine has fewer than a
// sample wants, contexts of their own on device 0 standing for the missing ones (docs/ported.md).
#ifndef CUBOUND_PORTED_H
#define CUBOUND_PORTED_H

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include "cubound/all.h"

#ifndef PORTED_DATA_DIR // set by examples/ported/CMakeLists.txt
#define PORTED_DATA_DIR "data"
#endif

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

// helper_string.h's `--name=value` as a string (pointing into argv), and whether it is given so.
static inline bool getCmdLineArgumentString(int argc, const char **argv, const char *name, char **value)
{
    const char *at = ported_argument(argc, argv, name);
    *value         = at != nullptr && *at == '=' ? const_cast<char *>(at + 1) : nullptr;
    return *value != nullptr;
}

// helper_string.h's search for a sample's data file: beside the executable (where CMake copies what a
// port reads), else in examples/ported/data of the source tree; a path to free, or NULL.
static inline char *sdkFindFilePath(const char *filename, const char *executable_path)
{
    const char *slash = executable_path != nullptr ? std::strrchr(executable_path, '/') : nullptr;
    size_t      dir   = slash != nullptr ? (size_t)(slash - executable_path) + 1 : 0;
    const char *data  = PORTED_DATA_DIR "/";
    size_t      size  = (dir > std::strlen(data) ? dir : std::strlen(data)) + std::strlen(filename) + 1;
    char       *path  = static_cast<char *>(std::malloc(size));
    for (int place = 0; place < 2; place++) {
        if (place == 0)
            std::snprintf(path, size, "%.*s%s", (int)dir, executable_path, filename);
        else
            std::snprintf(path, size, "%s%s", data, filename);
        if (FILE *file = std::fopen(path, "r")) {
            std::fclose(file);
            return path;
        }
    }
    std::free(path);
    return nullptr;
}

// helper_image.h: whether data is within epsilon of reference, relative to reference's L2 norm.
static inline bool sdkCompareL2fe(const float *reference, const float *data, unsigned int len, float epsilon)
{
    float error = 0, ref = 0;
    for (unsigned int i = 0; i < len; ++i) {
        float diff = reference[i] - data[i];
        error += diff * diff;
        ref += reference[i] * reference[i];
    }
    if (std::fabs(ref) < 1e-7)
        return false;
    return std::sqrt(error) / std::sqrt(ref) < epsilon;
}

// helper_cuda.h's name of a cuBLAS status (the simulation has no cublasGetStatusName: NULL there).
static inline const char *_cudaGetErrorEnum(cublasStatus_t error)
{
    const char *name = bd_cublasGetStatusName(error);
    return name != nullptr ? name : "<unknown>";
}

#ifndef MAX
#define MAX(a, b) (a > b ? a : b)
#endif

// helper_image.h's comparison: each element within epsilon; with a threshold, pass while fewer than
// len * threshold elements differ (and say how many did).
template <class T, class S>
static inline bool compareData(const T *reference, const T *data, unsigned int len, S epsilon, float threshold)
{
    unsigned int error_count = 0;
    for (unsigned int i = 0; i < len; ++i) {
        float diff = static_cast<float>(reference[i]) - static_cast<float>(data[i]);
        error_count += !(diff <= epsilon && diff >= -epsilon);
    }
    if (threshold == 0.0f)
        return error_count == 0;
    if (error_count)
        std::printf("%4.2f(%%) of bytes mismatched (count=%u)\n", error_count * 100.0f / len, error_count);
    return len * threshold > error_count;
}

// helper_image.h's data file for regression runs: "# epsilon", then the values on one line.
template <class T, class S>
static inline bool sdkWriteFile(const char *filename, const T *data, unsigned int len, S epsilon, bool verbose)
{
    std::fstream file(filename, std::fstream::out | std::fstream::ate);
    if (!file.good()) {
        if (verbose)
            std::fprintf(stderr, "sdkWriteFile() : Opening file %s failed.\n", filename);
        return false;
    }
    file << "# " << epsilon << "\n";
    for (unsigned int i = 0; i < len && file.good(); ++i)
        file << data[i] << ' ';
    file << std::endl;
    return file.good();
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
