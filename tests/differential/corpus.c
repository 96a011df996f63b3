/* SPDX-License-Identifier: MIT */
/* The differential corpus's program: `corpus [--expect RECORD]` (tests/differential/README.md). */
#include <stdlib.h>
#include <string.h>

#include "corpus.h"

/* The bytes of a file, as cuModuleLoadFatBinary takes them. */
static const char *fatbin_image(const char *path)
{
    static char image[1 << 20];
    FILE *file = fopen(path, "rb");
    size_t bytes = file != NULL ? fread(image, 1, sizeof image, file) : 0;
    if (file != NULL)
        fclose(file);
    if (bytes == 0 || bytes == sizeof image) {
        fprintf(stderr, "differential: cannot read %s\n", path);
        exit(2);
    }
    return image;
}

int main(int argc, char **argv)
{
    trace_open(argc, argv);
    bd_device_t *dev, *other_dev;
    bound_dev_t *bd, *other;
    if (bd_device_open(0, BD_PRIMARY_CONTEXT, &dev) != CUDA_SUCCESS ||
        bd_device_open(0, BD_OWN_CONTEXT, &other_dev) != CUDA_SUCCESS || bd_bind(dev, &bd) != CUDA_SUCCESS ||
        bd_bind(other_dev, &other) != CUDA_SUCCESS) {
        fprintf(stderr, "differential: no device: %s\n", bd_last_error());
        return 2;
    }
    register_test_kernels();
    corpus_driver(bd, other, CORPUS_FATBIN);
    corpus_driver_more(bd, other, fatbin_image(CORPUS_FATBIN));
    corpus_blas(bd);
    corpus_rand(bd);
    bd_unbind(other);
    bd_unbind(bd);
    bd_device_close(other_dev);
    bd_device_close(dev);
    return trace_close();
}
