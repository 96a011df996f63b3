# SPDX-License-Identifier: MIT
"""The wrapper's cost in instructions, counted by callgrind on the simulated driver, against a budget.

    python3 bench/instruction_budget.py BUILD/bench/bench_overhead

For each workload, one device, cached policy, checks off: the instructions per call of the raw
call (the function through cubound's table), the exported wrapper and the inline form, from two
runs of different lengths (so that setup cancels out). And a call that acts in the context its
stream names ([context_from_handles]: the driver's and the runtime's) with the devices
alternating: it validates the binding and makes no context current, so it too is held to the raw
call. And a call that switches, the devices alternating, held to a bare cuCtxSetCurrent before
each call. And the exported wrapper with checks on and under the verified policy, one device: both
ask the simulated driver's cuCtxGetCurrent (about 40 instructions of what they add) each call.
And checks with race detection
(CUBOUND_RACES=1; "checks on" is without it). Fails when a wrapper adds more than its budget to the
raw call. The wrappers' budgets hold for gcc and clang alike; the checks' and the verified
policy's, libcubound's own code, are each compiler's (read from the program's .comment section).
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile

# The exported wrapper: the call into libcubound, the TLS compare, the table load, the jump (+10 to +11
# measured with gcc 12, clang 14 and clang 22). The inline form: the compare, no more (5: the TLS
# offset, compare and branch, NULL test and branch; +4 to +5 measured).
BUDGET = {"cubound": 12, "cubound_inline": 5}  # instructions over the raw call
WORKLOADS = ["cuCtxGetDevice", "cuStreamQuery", "cublasSetStream", "cublasSetPointerMode"]
# Alternating devices, no switch: the slow path's validation of the binding (+35.5 to +36.5 measured,
# the inline form +38 to +39.5; a switch costs about 45 more on the simulation, 26 ns on the H200).
# The runtime's cudaStreamQuery takes the same path (in a Debug build both add +92.5, inline +87).
SWITCH_FREE_BUDGET = {"cuStreamQuery": 40, "cudaStreamQuery": 40}
# Alternating with a switch, the exported wrapper over the same process's bare cuCtxSetCurrent before
# each call (`set_current`): the slow path's validation and the cache of what cubound made current
# (measured 2026-12-05: gcc 12 +46, clang 14 +46, clang 22 +48; +56 to +60 while the verified
# policy's question sat in each wrapper's slow path, the regression this row keeps out). Then the
# cache written before the switch, so that bd_gen_enter saves no register across it, and the thread's
# serial read from TLS: gcc 12 +34, clang 14 +35, clang 22 +37.
SWITCH_BUDGET = {"cuCtxGetDevice": 40}
# Checks on: the binding, then its handles as the call before; and the verified policy. Measured
# 2026-12-05: gcc 12 +122, +183, +247 and +100; clang 14 +133, +204, +274 and +106 (clang 22 +121,
# +198, +267 and +106); the copy then +4: after success it asks whether race detection runs (clang 14
# +281). Then with checks on the binding checked last is asked after inline, in the wrapper
# (bd_gen_entered_again): gcc 12 +108, clang 14 +102, clang 22 +103. Then each wrapper's guarded
# path (checks on or the verified policy: one flag after the compare failed) asks that inline and,
# with checks, the memo of the function's handles, the verified policy remembering its binding too:
# gcc 12 +87, +142, +195 and +87; clang 14 +87, +140, +200 and +87; clang 22 +87, +137, +195, +87.
# And a call whose handle the function was not last called with (cuStreamQuery on two streams in
# turn): the memo misses, the handle is checked whole, and the driver is asked once, not again by
# the whole check (+38 if it were). After the review that followed (the whole check asks only where
# the guarded path did not): gcc 12 +87, +136, +189, +321 and +87; clang 14 +87, +141, +197, +350
# and +87; clang 22 +87, +138, +189, +330 and +87. Then the memo kept by the handle values too (16
# a thread), so that two streams in turn are each remembered: two streams gcc 12 +136, clang 14
# +140, clang 22 +139 (their budget fails if the memo holds one call a function again); the others
# +3 to +5 for the values' key (gcc 12 +139, +194; clang 14 +142, +200; clang 22 +139, +192). A
# copy to a destination that moves each call misses the memo always (1,024 addresses in turn): gcc
# 12 +775, clang 14 +905, clang 22 +882. Then a thread keeps the ranges of the last allocations it
# checked, so a pointer into one at a new offset needs no registry lookup: gcc 12 +504, clang 14
# +617, clang 22 +605; its budget fails if the whole check asks the driver again (+38), or the
# registry is asked again, with all three. Then each value rotated into the key by its place (a
# copy there and back kept apart): gcc 12 +87, +140, +197, two streams +137, moving +509; clang 14
# +87, +143, +203, +141, +623; clang 22 +87, +140, +195, +140, +611. Then the whole check not
# looking the memo up again where the guarded path just missed it: moving gcc 12 +494, clang 14
# +600, clang 22 +593.
CHECKS_BUDGET = {"gcc": {"cuCtxGetDevice": 95, "cublasSetPointerMode": 155, "cuMemcpyDtoDAsync(0 bytes)": 215,
                         "cuStreamQuery(two streams)": 155, "cuMemcpyDtoDAsync(0 bytes, moving)": 520},
                 "clang": {"cuCtxGetDevice": 95, "cublasSetPointerMode": 155, "cuMemcpyDtoDAsync(0 bytes)": 215,
                           "cuStreamQuery(two streams)": 155, "cuMemcpyDtoDAsync(0 bytes, moving)": 625}}
VERIFIED_BUDGET = {"gcc": {"cuCtxGetDevice": 95}, "clang": {"cuCtxGetDevice": 95}}
# Checks with race detection (docs/races.md): its own clock tick, the ranges read and written, one
# lock; measured 2026-12-05 (Release, gcc 12): +667 (checks alone +310), +588 (+299), +376 (+182);
# clang 14: +751, +643, +439. Then its lock a spun flag rather than a mutex: gcc 12 +610, +530, +319;
# clang 14 +669, +561, +356; clang 22 +658, +548, +320. Then the memo kept by the handle values
# (its key in the whole check): gcc 12 +612, +537, +337; clang 14 +684, +580, +387; clang 22 +671,
# +568, +353; rotated: gcc 12 +614, +538, +340; clang 14 +687, +582, +388; clang 22 +674, +570, +354;
# the memo's second look skipped on a miss (a flag tested here too): gcc 12 +617, +541, +342;
# clang 14 +693, +588, +394; clang 22 +681, +577, +361. Then 2026-12-06, a kernel's accesses marked
# as such through the ranges (two kernels' accesses never race each other) and the runtime's twins:
# gcc 12 +632, +553, +349; clang 14 +712, +603, +403 (inlining the note into both callers: gcc +641,
# +561, +344, clang +702, +593, +395, so not). Then the registry's serial read by each whole check,
# so that an end removes only the record it checked (another thread may register the value anew at
# once): gcc 12 +638, +559, +355; clang 14 +718, +609, +409. Then stream-ordered memory and destroyed
# streams let go (the free's note through the one that ticks, so that the tick stays in line): gcc 12
# +633, +554, +353.
RACES_BUDGET = {"gcc": {"cuMemcpyDtoDAsync(4 bytes)": 650, "cuMemsetD8Async(4 bytes)": 570, "cuStreamQuery": 360},
                "clang": {"cuMemcpyDtoDAsync(4 bytes)": 730, "cuMemsetD8Async(4 bytes)": 620, "cuStreamQuery": 420}}
CACHED = {"CUBOUND_CHECKS": "0", "CUBOUND_CONTEXT_POLICY": "cached"}
SETTINGS = {"checks on": {"CUBOUND_CHECKS": "1", "CUBOUND_CONTEXT_POLICY": "cached", "CUBOUND_RACES": "0"},
            "verified": {"CUBOUND_CHECKS": "0", "CUBOUND_CONTEXT_POLICY": "verified"},
            "races": {"CUBOUND_CHECKS": "1", "CUBOUND_CONTEXT_POLICY": "cached", "CUBOUND_RACES": "1"}}
SHORT, LONG = 1_000, 11_000


def instructions(program: str, strategy: str, workload: str, calls: int, devices: str = "same", setting: dict = CACHED) -> int:
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", program, "--only", strategy, workload, devices, str(calls)]
        environment = {**os.environ, "CUBOUND_DRIVER": "sim", **setting}
        subprocess.run(command, env=environment, check=True, capture_output=True)
        with open(out) as text:
            return int(re.search(r"^summary: (\d+)", text.read(), re.M).group(1))


def per_call(program: str, strategy: str, workload: str, devices: str = "same", setting: dict = CACHED) -> float:
    return (instructions(program, strategy, workload, LONG, devices, setting) -
            instructions(program, strategy, workload, SHORT, devices, setting)) / (LONG - SHORT)


def compiler(program: str) -> str:
    """clang or gcc: what built the program (clang's objects name it in .comment, beside crt's gcc)."""
    comment = subprocess.run(["readelf", "-p", ".comment", program], check=True, capture_output=True, text=True).stdout
    return "clang" if "clang version" in comment else "gcc"


def main() -> int:
    program = sys.argv[1]
    built_by = compiler(program)
    over = []
    print(f"{'workload':22} {'raw':>6} {'cubound':>8} {'inline':>8}   instructions per call (budget over raw: {BUDGET})")
    for workload in WORKLOADS:
        raw = per_call(program, "raw", workload)
        costs = {strategy: per_call(program, strategy, workload) for strategy in BUDGET}
        print(f"{workload:22} {raw:6.1f} {costs['cubound']:8.1f} {costs['cubound_inline']:8.1f}")
        over += [f"{strategy} {workload}: {cost - raw:+.1f} > {BUDGET[strategy]}" for strategy, cost in costs.items() if round(cost - raw, 1) > BUDGET[strategy]]
    for workload, budget in SWITCH_FREE_BUDGET.items():
        raw = per_call(program, "raw", workload)
        for strategy in BUDGET:
            cost = per_call(program, strategy, workload, "alternating")
            print(f"{workload:22} {raw:6.1f} {cost:8.1f} ({strategy}, devices alternating, no switch)")
            if round(cost - raw, 1) > budget:
                over.append(f"{strategy} {workload} alternating: {cost - raw:+.1f} > {budget}")
    for workload, budget in SWITCH_BUDGET.items():
        baseline = per_call(program, "set_current", workload, "alternating")
        cost = per_call(program, "cubound", workload, "alternating")
        print(f"{workload:22} {baseline:6.1f} {cost:8.1f} (cubound, devices alternating, a switch: over set_current, budget +{budget})")
        if round(cost - baseline, 1) > budget:
            over.append(f"cubound {workload} alternating, a switch: {cost - baseline:+.1f} > {budget}")
    for name, budgets in (("checks on", CHECKS_BUDGET), ("verified", VERIFIED_BUDGET), ("races", RACES_BUDGET)):
        for workload, budget in budgets[built_by].items():
            raw = per_call(program, "raw", workload)
            cost = per_call(program, "cubound", workload, "same", SETTINGS[name])
            print(f"{workload:22} {raw:6.1f} {cost:8.1f} ({name}, {built_by}'s budget +{budget})")
            if round(cost - raw, 1) > budget:
                over.append(f"cubound {workload} {name}: {cost - raw:+.1f} > {budget}")
    for line in over:
        print("over budget:", line)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
