/* SPDX-License-Identifier: MIT */
/* A driver-only program: one device, a set, a copy back. It checks the answer, and that nothing
 * of cuBLAS or cuRAND was linked or loaded: cubound opens a library when a program first calls it. */
#include <stdio.h>
#include <string.h>

#include "cubound/cubound.h"
#include "cubound/driver.h"

static int loaded(const char *library)
{
    char line[512];
    int found = 0;
    FILE *maps = fopen("/proc/self/maps", "r");
    while (maps != NULL && fgets(line, sizeof line, maps) != NULL)
        found |= strstr(line, library) != NULL;
    if (maps != NULL)
        fclose(maps);
    return found;
}

int main(void)
{
    bd_device_t *dev;
    bound_dev_t *bd;
    CUdeviceptr p;
    unsigned int back[256] = {0};
    if (bd_device_open(0, BD_PRIMARY_CONTEXT, &dev) != CUDA_SUCCESS || bd_bind(dev, &bd) != CUDA_SUCCESS ||
        bd_cuMemAlloc(bd, &p, sizeof back) != CUDA_SUCCESS || bd_cuMemsetD32(bd, p, 42, 256) != CUDA_SUCCESS ||
        bd_cuMemcpyDtoH(bd, back, p, sizeof back) != CUDA_SUCCESS || bd_cuMemFree(bd, p) != CUDA_SUCCESS) {
        fprintf(stderr, "consumer: %s\n", bd_last_error());
        return 1;
    }
    int extra = loaded("libcublas") + loaded("libcurand");
    printf("consumer: %u %u, cuBLAS or cuRAND loaded: %s\n", back[0], back[255], extra ? "yes" : "no");
    bd_unbind(bd);
    bd_device_close(dev);
    return back[0] == 42 && back[255] == 42 && !extra ? 0 : 1;
}
