/* SPDX-License-Identifier: MIT */
/* The toolkit corpus's program: `differential_toolkit [--expect RECORD]`; without --expect it
 * writes the record (on the H200: the answers the simulation is held to). Each library's part
 * is built where the library is wrapped (CORPUS_<LIBRARY>). */
#include <string.h>

#include "toolkit.h"

const char *fixed(bound_dev_t *bd, CUdeviceptr ptr, char element, int count)
{
    static char text[4096];
    double values[256];
    float floats[256];
    size_t bytes = (size_t)count * (element == 'd' ? sizeof(double) : sizeof(float));
    if (count > 256 || bd_cuMemcpyDtoH(bd, element == 'd' ? (void *)values : (void *)floats, ptr, bytes) != CUDA_SUCCESS)
        return "unreadable";
    size_t used = 0;
    for (int i = 0; i < count && used < sizeof text - 32; i++) {
        double v = element == 'd' ? values[i] : floats[i];
        char one[32];
        snprintf(one, sizeof one, "%.3f", v);
        used += (size_t)snprintf(text + used, sizeof text - used, "%s ", strcmp(one, "-0.000") == 0 ? "0.000" : one);
    }
    return text;
}

CUdeviceptr numbers(bound_dev_t *bd, const double *from, int count, char element)
{
    float floats[64];
    for (int i = 0; i < count && i < 64; i++)
        floats[i] = (float)from[i];
    CUdeviceptr p = 0;
    size_t bytes = (size_t)count * (element == 'd' ? sizeof(double) : sizeof(float));
    bd_cuMemAlloc(bd, &p, bytes);
    bd_cuMemcpyHtoD(bd, p, element == 'd' ? (const void *)from : (const void *)floats, bytes);
    return p;
}

int main(int argc, char **argv)
{
    trace_open(argc, argv);
    bd_device_t *dev;
    bound_dev_t *bd;
    if (bd_device_open(0, BD_PRIMARY_CONTEXT, &dev) != CUDA_SUCCESS || bd_bind(dev, &bd) != CUDA_SUCCESS) {
        fprintf(stderr, "differential_toolkit: no device: %s\n", bd_last_error());
        return 2;
    }
#ifdef CORPUS_CUFFT
    corpus_cufft(bd);
#endif
#ifdef CORPUS_CUSPARSE
    corpus_cusparse(bd);
#endif
#ifdef CORPUS_CUSOLVER
    corpus_cusolver(bd);
#endif
#ifdef CORPUS_CUBLASLT
    corpus_cublaslt(bd);
#endif
#ifdef CORPUS_NVRTC
    corpus_nvrtc(bd);
#endif
    bd_unbind(bd);
    bd_device_close(dev);
    return trace_close();
}
