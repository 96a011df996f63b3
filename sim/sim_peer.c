/* SPDX-License-Identifier: MIT */
/* Simulated peer access between contexts (cuCtxEnablePeerAccess): recorded by context incarnation
 * with the H200's answers: two contexts of one device cannot be peers (measured:
 * CUDA_ERROR_PEER_ACCESS_UNSUPPORTED), enabling twice and disabling what was not enabled are
 * errors (disabling reports NOT_ENABLED, for two contexts of one device too: measured). Simulated memory is host memory, so access itself is not enforced. */
#include "sim.h"

enum { PEER_PAIRS = 1024 };

static struct {
    unsigned long long accessor, peer;
} pairs_[PEER_PAIRS];
static int pair_count_;

static int find_pair(unsigned long long accessor, unsigned long long peer)
{
    for (int i = 0; i < pair_count_; i++)
        if (pairs_[i].accessor == accessor && pairs_[i].peer == peer)
            return i;
    return -1;
}

bool sim_peer_enabled(CUcontext accessor, CUcontext peer)
{
    sim_lock();
    bool enabled = find_pair(accessor->id, peer->id) >= 0;
    sim_unlock();
    return enabled;
}

/* The current context and a live peer of another device, or why not. */
static CUresult peers(CUcontext peer, CUcontext *current)
{
    CUresult rc = sim_require_context(current);
    if (rc != CUDA_SUCCESS)
        return rc;
    if (peer == NULL || peer->destroyed)
        return CUDA_ERROR_INVALID_CONTEXT;
    return peer->device == (*current)->device ? CUDA_ERROR_PEER_ACCESS_UNSUPPORTED : CUDA_SUCCESS;
}

CUresult cuCtxEnablePeerAccess(CUcontext peer, unsigned int flags)
{
    CUcontext current;
    if (flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = peers(peer, &current);
    if (rc != CUDA_SUCCESS)
        return rc;
    sim_lock();
    if (find_pair(current->id, peer->id) >= 0)
        rc = CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED;
    else if (pair_count_ == PEER_PAIRS)
        rc = CUDA_ERROR_TOO_MANY_PEERS;
    else {
        pairs_[pair_count_].accessor = current->id;
        pairs_[pair_count_++].peer = peer->id;
    }
    sim_unlock();
    return rc;
}

CUresult cuCtxDisablePeerAccess(CUcontext peer)
{
    CUcontext current;
    CUresult rc = peers(peer, &current);
    if (rc != CUDA_SUCCESS && rc != CUDA_ERROR_PEER_ACCESS_UNSUPPORTED)
        return rc;
    rc = CUDA_SUCCESS;
    sim_lock();
    int at = find_pair(current->id, peer->id);
    if (at < 0)
        rc = CUDA_ERROR_PEER_ACCESS_NOT_ENABLED;
    else
        pairs_[at] = pairs_[--pair_count_];
    sim_unlock();
    return rc;
}
