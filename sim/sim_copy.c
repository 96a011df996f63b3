/* SPDX-License-Identifier: MIT */
/* Simulated copies and sets: rows of bytes between host and device memory, in stream order (a
 * synchronous one on the legacy default stream). Device ranges must lie inside one live
 * allocation (INVALID_VALUE otherwise), whichever context owns it: the real driver does not check
 * ownership either (measured), and unified addressing lets cuMemcpy and the peer copies reach any
 * device's memory. */
#include <stdint.h>
#include <string.h>

#include "sim.h"
#include "sim_stubs.h"

/* slices of rows of width bytes, rows each pitch apart, slices each slice bytes apart (a 2D copy:
 * one slice; a 1D copy: one row) */
struct copy {
    char *dst;
    const char *src;
    size_t width, rows, dst_pitch, src_pitch;
    size_t slices, dst_slice, src_slice;
};

/* rows of count elements of width bytes (1, 2 or 4), each pitch bytes apart */
struct fill {
    char *dst;
    unsigned int value;
    size_t count, rows, pitch;
    int width;
};

static void run_copy(void *data)
{
    const struct copy *c = data;
    for (size_t slice = 0; slice < c->slices; slice++)
        for (size_t row = 0; row < c->rows; row++)
            memmove(c->dst + slice * c->dst_slice + row * c->dst_pitch,
                    c->src + slice * c->src_slice + row * c->src_pitch, c->width);
}

static void run_fill(void *data)
{
    const struct fill *f = data;
    for (size_t row = 0; row < f->rows; row++) {
        char *at = f->dst + row * f->pitch;
        for (size_t i = 0; i < f->count; i++) {
            if (f->width == 1)
                at[i] = (char)f->value;
            else if (f->width == 2)
                ((uint16_t *)at)[i] = (uint16_t)f->value;
            else
                ((uint32_t *)at)[i] = f->value;
        }
    }
}

/* What every copy checks and how it runs; a synchronous one runs on the legacy default stream. */
static CUresult submit_rows(const struct copy *c, bool dst_device, bool src_device, CUstream stream)
{
    CUcontext ctx;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (c->dst == NULL || c->src == NULL || !sim_stream_usable(stream))
        return c->dst == NULL || c->src == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_ERROR_INVALID_HANDLE;
    if (c->slices == 0 || c->rows == 0 || c->width == 0)
        return CUDA_SUCCESS;
    if (c->rows > 1 && (c->dst_pitch < c->width || c->src_pitch < c->width))
        return CUDA_ERROR_INVALID_VALUE;
    size_t dst_extent = (c->slices - 1) * c->dst_slice + (c->rows - 1) * c->dst_pitch + c->width;
    size_t src_extent = (c->slices - 1) * c->src_slice + (c->rows - 1) * c->src_pitch + c->width;
    if ((dst_device && !sim_device_range_ok(c->dst, dst_extent)) || (src_device && !sim_device_range_ok(c->src, src_extent)))
        return CUDA_ERROR_INVALID_VALUE;
    /* Pageable host memory (in no allocation of the driver's) is copied before an
     * asynchronous call returns, after the stream's earlier work, as CUDA documents: the buffer may
     * be reused at once. Pinned memory is read or written when the stream gets there. */
    bool pageable = (!dst_device && !sim_device_range_ok(c->dst, 1)) || (!src_device && !sim_device_range_ok(c->src, 1));
    if (pageable && !sim_is_default_stream(stream) && !sim_stream_capturing(stream)) {
        sim_lock();
        sim_run_before(ctx, stream);
        run_copy((void *)c); /* run_copy only reads it */
        sim_unlock();
        return CUDA_SUCCESS;
    }
    return sim_submit(ctx, stream, run_copy, c, sizeof *c);
}

static CUresult submit_copy(void *dst, bool dst_device, const void *src, bool src_device, size_t bytes, CUstream stream)
{
    struct copy c = {dst, src, bytes, 1, bytes, bytes, 1, 0, 0};
    return submit_rows(&c, dst_device, src_device, stream);
}

/* A 2D fill: rows of count elements, pitch bytes apart (a 1D fill: one row). Elements must
 * be aligned to their width (measured: cuMemsetD16 at an odd address is INVALID_VALUE). */
static CUresult submit_fill_2d(CUdeviceptr dst, size_t pitch, unsigned int value, size_t count, size_t rows, int width,
                               CUstream stream)
{
    CUcontext ctx;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (!sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    size_t row_bytes = count * (size_t)width;
    if (dst % (unsigned)width != 0 || (rows > 1 && (pitch < row_bytes || pitch % (unsigned)width != 0)))
        return CUDA_ERROR_INVALID_VALUE;
    if (rows == 0 || count == 0)
        return CUDA_SUCCESS;
    if (!sim_device_range_ok(sim_pointer(dst), (rows - 1) * pitch + row_bytes))
        return CUDA_ERROR_INVALID_VALUE;
    struct fill f = {sim_pointer(dst), value, count, rows, pitch, width};
    return sim_submit(ctx, stream, run_fill, &f, sizeof f);
}

static CUresult submit_fill(CUdeviceptr dst, unsigned int value, size_t count, int width, CUstream stream)
{
    return submit_fill_2d(dst, count * (size_t)width, value, count, 1, width, stream);
}

CUresult cuMemcpyHtoD(CUdeviceptr dst, const void *src, size_t bytes)
{
    return submit_copy(sim_pointer(dst), true, src, false, bytes, NULL);
}

CUresult cuMemcpyDtoH(void *dst, CUdeviceptr src, size_t bytes)
{
    return submit_copy(dst, false, sim_pointer(src), true, bytes, NULL);
}

CUresult cuMemcpyDtoD(CUdeviceptr dst, CUdeviceptr src, size_t bytes)
{
    return submit_copy(sim_pointer(dst), true, sim_pointer(src), true, bytes, NULL);
}

CUresult cuMemcpyHtoDAsync(CUdeviceptr dst, const void *src, size_t bytes, CUstream stream)
{
    return submit_copy(sim_pointer(dst), true, src, false, bytes, stream);
}

CUresult cuMemcpyDtoHAsync(void *dst, CUdeviceptr src, size_t bytes, CUstream stream)
{
    return submit_copy(dst, false, sim_pointer(src), true, bytes, stream);
}

CUresult cuMemcpyDtoDAsync(CUdeviceptr dst, CUdeviceptr src, size_t bytes, CUstream stream)
{
    return submit_copy(sim_pointer(dst), true, sim_pointer(src), true, bytes, stream);
}

#define MEMSETS(BITS, TYPE)                                                                                            \
    CUresult cuMemsetD##BITS(CUdeviceptr dst, TYPE value, size_t count)                                                \
    {                                                                                                                  \
        return submit_fill(dst, value, count, BITS / 8, NULL);                                                         \
    }                                                                                                                  \
    CUresult cuMemsetD##BITS##Async(CUdeviceptr dst, TYPE value, size_t count, CUstream stream)                        \
    {                                                                                                                  \
        return submit_fill(dst, value, count, BITS / 8, stream);                                                       \
    }                                                                                                                  \
    CUresult cuMemsetD2D##BITS(CUdeviceptr dst, size_t pitch, TYPE value, size_t width, size_t height)                 \
    {                                                                                                                  \
        return submit_fill_2d(dst, pitch, value, width, height, BITS / 8, NULL);                                       \
    }                                                                                                                  \
    CUresult cuMemsetD2D##BITS##Async(CUdeviceptr dst, size_t pitch, TYPE value, size_t width, size_t height,          \
                                      CUstream stream)                                                                 \
    {                                                                                                                  \
        return submit_fill_2d(dst, pitch, value, width, height, BITS / 8, stream);                                     \
    }
MEMSETS(8, unsigned char)
MEMSETS(16, unsigned short)
MEMSETS(32, unsigned int)

/* Unified addressing: cuMemcpy copies between any two addresses, device memory or host. */
CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t bytes)
{
    return submit_copy(sim_pointer(dst), sim_device_range_ok(sim_pointer(dst), 1), sim_pointer(src),
                       sim_device_range_ok(sim_pointer(src), 1), bytes, NULL);
}

CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t bytes, CUstream stream)
{
    return submit_copy(sim_pointer(dst), sim_device_range_ok(sim_pointer(dst), 1), sim_pointer(src),
                       sim_device_range_ok(sim_pointer(src), 1), bytes, stream);
}

/* Between contexts: ordered on the current context's stream, as the copy is the caller's. */
CUresult cuMemcpyPeer(CUdeviceptr dst, CUcontext dst_ctx, CUdeviceptr src, CUcontext src_ctx, size_t bytes)
{
    if (dst_ctx == NULL || src_ctx == NULL || dst_ctx->destroyed || src_ctx->destroyed)
        return CUDA_ERROR_INVALID_CONTEXT;
    sim_flush_context(dst_ctx, true);
    sim_flush_context(src_ctx, true);
    return submit_copy(sim_pointer(dst), true, sim_pointer(src), true, bytes, NULL);
}

CUresult cuMemcpyPeerAsync(CUdeviceptr dst, CUcontext dst_ctx, CUdeviceptr src, CUcontext src_ctx, size_t bytes,
                           CUstream stream)
{
    if (dst_ctx == NULL || src_ctx == NULL || dst_ctx->destroyed || src_ctx->destroyed)
        return CUDA_ERROR_INVALID_CONTEXT;
    return submit_copy(sim_pointer(dst), true, sim_pointer(src), true, bytes, stream);
}

/* One side of a 2D copy: its first byte, and whether that is device memory (unified addresses are
 * where they are); NULL for arrays, which the simulation does not have. */
static char *side_2d(CUmemorytype type, const void *host, CUdeviceptr device, size_t x, size_t y, size_t pitch,
                     bool *is_device)
{
    char *base = type == CU_MEMORYTYPE_HOST ? (char *)(uintptr_t)host
               : type == CU_MEMORYTYPE_DEVICE || type == CU_MEMORYTYPE_UNIFIED ? sim_pointer(device) : NULL;
    *is_device = type == CU_MEMORYTYPE_DEVICE || (type == CU_MEMORYTYPE_UNIFIED && sim_device_range_ok(base, 1));
    return base == NULL ? NULL : base + y * pitch + x;
}

static CUresult copy_2d(const CUDA_MEMCPY2D *p, CUstream stream)
{
    if (p == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (p->srcMemoryType == CU_MEMORYTYPE_ARRAY || p->dstMemoryType == CU_MEMORYTYPE_ARRAY) {
        sim_unsupported("cuMemcpy2D with a CUarray");
        return CUDA_ERROR_NOT_SUPPORTED;
    }
    bool dst_device, src_device;
    struct copy c = {
        side_2d(p->dstMemoryType, p->dstHost, p->dstDevice, p->dstXInBytes, p->dstY, p->dstPitch, &dst_device),
        side_2d(p->srcMemoryType, p->srcHost, p->srcDevice, p->srcXInBytes, p->srcY, p->srcPitch, &src_device),
        p->WidthInBytes, p->Height, p->dstPitch, p->srcPitch, 1, 0, 0};
    return submit_rows(&c, dst_device, src_device, stream);
}

CUresult cuMemcpy2D(const CUDA_MEMCPY2D *p)
{
    return copy_2d(p, NULL);
}

CUresult cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *p)
{
    return copy_2d(p, NULL);
}

CUresult cuMemcpy2DAsync(const CUDA_MEMCPY2D *p, CUstream stream)
{
    return copy_2d(p, stream);
}

/* A 3D copy: Depth slices of Height rows; each side's slice is its pitch times its height. */
static CUresult copy_3d(const CUDA_MEMCPY3D *p, CUstream stream)
{
    if (p == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (p->srcMemoryType == CU_MEMORYTYPE_ARRAY || p->dstMemoryType == CU_MEMORYTYPE_ARRAY) {
        sim_unsupported("cuMemcpy3D with a CUarray");
        return CUDA_ERROR_NOT_SUPPORTED;
    }
    /* Each side's rows and slices must hold the copy where it starts (measured: dstY + Height above
     * dstHeight is INVALID_VALUE). */
    if (p->WidthInBytes > 0 && p->Height > 0 && p->Depth > 0 &&
        (p->dstXInBytes + p->WidthInBytes > p->dstPitch || p->srcXInBytes + p->WidthInBytes > p->srcPitch ||
         p->dstY + p->Height > p->dstHeight || p->srcY + p->Height > p->srcHeight))
        return CUDA_ERROR_INVALID_VALUE;
    bool dst_device, src_device;
    struct copy c = {
        side_2d(p->dstMemoryType, p->dstHost, p->dstDevice, p->dstXInBytes, p->dstY + p->dstZ * p->dstHeight,
                p->dstPitch, &dst_device),
        side_2d(p->srcMemoryType, p->srcHost, p->srcDevice, p->srcXInBytes, p->srcY + p->srcZ * p->srcHeight,
                p->srcPitch, &src_device),
        p->WidthInBytes, p->Height, p->dstPitch, p->srcPitch, p->Depth, p->dstPitch * p->dstHeight,
        p->srcPitch * p->srcHeight};
    return submit_rows(&c, dst_device, src_device, stream);
}

CUresult cuMemcpy3D(const CUDA_MEMCPY3D *p)
{
    return copy_3d(p, NULL);
}

CUresult cuMemcpy3DAsync(const CUDA_MEMCPY3D *p, CUstream stream)
{
    return copy_3d(p, stream);
}
