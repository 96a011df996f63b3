/* SPDX-License-Identifier: MIT */
/* Simulated graphs: what stream capture recorded, instantiated as a copy, replayed in order by
 * cuGraphLaunch on a stream like any other work. */
#include <stdlib.h>

#include "sim.h"

struct CUgraph_st {
    CUcontext ctx;
    bool destroyed;
    struct sim_node *head, *tail;
};

struct CUgraphExec_st {
    CUcontext ctx;
    bool destroyed;
    struct CUgraph_st nodes; /* a copy: later changes to the graph do not reach it */
};

CUgraph sim_graph_new(CUcontext ctx)
{
    CUgraph g = calloc(1, sizeof *g);
    if (g != NULL) {
        g->ctx = ctx;
        sim_keep(g);
    }
    return g;
}

CUresult sim_graph_append(CUgraph graph, sim_work_fn run, const void *data, size_t size)
{
    struct sim_node *node = malloc(sizeof *node);
    void *copy = sim_copy(data, size);
    if (node == NULL || copy == NULL) {
        free(node);
        free(copy);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    *node = (struct sim_node){run, copy, size, NULL};
    if (graph->tail)
        graph->tail->next = node;
    else
        graph->head = node;
    graph->tail = node;
    return CUDA_SUCCESS;
}

static void free_nodes(struct CUgraph_st *g)
{
    while (g->head != NULL) {
        struct sim_node *next = g->head->next;
        free(g->head->data);
        free(g->head);
        g->head = next;
    }
    g->tail = NULL;
}

CUresult cuGraphCreate(CUgraph *out, unsigned int flags)
{
    CUcontext ctx;
    if (out == NULL || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    *out = sim_graph_new(ctx);
    return *out != NULL ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

CUresult cuGraphDestroy(CUgraph graph)
{
    if (graph == NULL || graph->destroyed)
        return CUDA_ERROR_INVALID_VALUE;
    sim_lock();
    free_nodes(graph);
    graph->destroyed = true;
    sim_unlock();
    return CUDA_SUCCESS;
}

#if CUDA_VERSION >= 12000
CUresult cuGraphInstantiate(CUgraphExec *out, CUgraph graph, unsigned long long flags)
{
    (void)flags;
#else /* 11.x: cuGraphInstantiate_v2 reports a failing node and a log instead of taking flags */
CUresult cuGraphInstantiate(CUgraphExec *out, CUgraph graph, CUgraphNode *error_node, char *log, size_t log_size)
{
    (void)error_node, (void)log, (void)log_size;
#endif
    CUcontext ctx;
    if (out == NULL || graph == NULL || graph->destroyed)
        return CUDA_ERROR_INVALID_VALUE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    CUgraphExec exec = calloc(1, sizeof *exec);
    if (exec == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    exec->ctx = graph->ctx;
    sim_keep(exec);
    sim_lock();
    for (const struct sim_node *n = graph->head; n != NULL && rc == CUDA_SUCCESS; n = n->next)
        rc = sim_graph_append(&exec->nodes, n->run, n->data, n->size);
    sim_unlock();
    if (rc != CUDA_SUCCESS) {
        free_nodes(&exec->nodes);
        free(exec);
        return rc;
    }
    *out = exec;
    return CUDA_SUCCESS;
}

CUresult cuGraphLaunch(CUgraphExec exec, CUstream stream)
{
    CUcontext ctx;
    if (exec == NULL || exec->destroyed || !sim_stream_usable(stream))
        return CUDA_ERROR_INVALID_HANDLE;
    CUresult rc = sim_require_context(&ctx);
    if (rc != CUDA_SUCCESS)
        return rc;
    sim_lock();
    for (const struct sim_node *n = exec->nodes.head; n != NULL && rc == CUDA_SUCCESS; n = n->next)
        rc = sim_submit(exec->ctx, stream, n->run, n->data, n->size);
    sim_unlock();
    return rc;
}

CUresult cuGraphExecDestroy(CUgraphExec exec)
{
    if (exec == NULL || exec->destroyed)
        return CUDA_ERROR_INVALID_VALUE;
    sim_lock();
    free_nodes(&exec->nodes);
    exec->destroyed = true;
    sim_unlock();
    return CUDA_SUCCESS;
}

/* A captured graph's nodes are its pieces of work, in order; their handles are those pieces. */
CUresult cuGraphGetNodes(CUgraph graph, CUgraphNode *nodes, size_t *count)
{
    if (graph == NULL || graph->destroyed || count == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    sim_lock();
    size_t n = 0;
    for (struct sim_node *node = graph->head; node != NULL; node = node->next, n++)
        if (nodes != NULL && n < *count)
            nodes[n] = (CUgraphNode)node;
    sim_unlock();
    if (nodes == NULL || n < *count)
        *count = n;
    return CUDA_SUCCESS;
}
