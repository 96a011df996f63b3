/* SPDX-License-Identifier: MIT */
/* One device's share of a multi-device test, cut into steps so that tests can interleave the
 * steps of several devices (each step switches devices) and check every value at the end. The
 * steps check with the WORKER_ macros (support.h): they run on the test's thread or on threads
 * it started with worker_start. */
#ifndef CUBOUND_TEST_WORKLOAD_H
#define CUBOUND_TEST_WORKLOAD_H

#include "support.h"

#define WORK_N 1024 /* vector length */
#define WORK_M 8 /* square matrices, WORK_M x WORK_M */

struct workload {
    bound_dev_t *bd;
    int salt; /* makes each device's inputs, and so its right answers, different */
    CUdeviceptr x, y, sa, sb, sc, da, db, dc, uniform;
};

void workload_start(struct workload *w, bound_dev_t *bd, int salt); /* allocate and upload */
void workload_saxpy(struct workload *w);
void workload_sgemm(struct workload *w);
void workload_dgemm(struct workload *w);
void workload_uniform(struct workload *w);
void workload_check(struct workload *w); /* read everything back and compare */
void workload_finish(struct workload *w);

typedef void (*workload_step)(struct workload *w);
extern const workload_step workload_steps[];
extern const int workload_step_count;

#endif
