# SPDX-License-Identifier: MIT
"""Run bench_overhead under each cubound setting and gather the results in one JSON line.

    python3 bench/run.py BUILD/bench/bench_overhead [--calls N] [--out results.json]

Settings, one process each, pinned to one CPU: the cached policy (which also measures push_pop),
the verified policy, checks on without race detection, and checks on with it (races). Each
process measures its baselines beside cubound: the raw call, a bare cuCtxSetCurrent before each
call, and cudarc's way (cuCtxGetCurrent each call: the floor of the verified policy and the checks,
which must ask the same). Prints a table: ns per call, and what each strategy adds to the raw call
(same device) or to a bare cuCtxSetCurrent (alternating) measured in the same process, taking
turns with it.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys

SETTINGS = {
    "cached": {"CUBOUND_CONTEXT_POLICY": "cached", "CUBOUND_CHECKS": "0"},
    "verified": {"CUBOUND_CONTEXT_POLICY": "verified", "CUBOUND_CHECKS": "0"},
    "checks": {"CUBOUND_CONTEXT_POLICY": "cached", "CUBOUND_CHECKS": "1", "CUBOUND_RACES": "0"},
    "races": {"CUBOUND_CONTEXT_POLICY": "cached", "CUBOUND_CHECKS": "1", "CUBOUND_RACES": "1"},
}


def pin_to_one_cpu() -> None:
    """The last CPU this process may use, for it and the benchmark it starts."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {max(os.sched_getaffinity(0))})


def measure(program: str, calls: int) -> list[dict]:
    pin_to_one_cpu()
    rows = []
    for name, variables in SETTINGS.items():
        result = subprocess.run([program, str(calls)], env={**os.environ, **variables}, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"bench/run.py: {program} with {name} failed:\n{result.stderr}")
        rows += [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    return rows


def table(rows: list[dict]) -> str:
    baseline = {}
    for row in rows:
        if (row["strategy"], row["devices"]) in (("raw", "same"), ("set_current", "alternating")):
            baseline[(row["setting"], row["workload"], row["devices"])] = row["ns"]
    lines = [f"{'workload':26} {'devices':11} {'strategy':24} {'ns':>8} {'adds':>8}"]
    for row in rows:
        if row["setting"] != "cached" and not row["strategy"].startswith(("cubound", "cudarc")):
            continue  # the other settings' baselines serve their own rows only (cudarc: the floor of asking)
        base = baseline.get((row["setting"], row["workload"], row["devices"]))
        adds = f"{row['ns'] - base:+8.2f}" if base is not None else ""
        strategy = row["strategy"] if "/" in row["strategy"] or row["setting"] == "cached" else f"{row['strategy']}/{row['setting']}"
        lines.append(f"{row['workload']:26} {row['devices']:11} {strategy:24} {row['ns']:8.2f} {adds}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("program", help="the built bench_overhead")
    parser.add_argument("--calls", type=int, default=200_000, help="calls per timed run")
    parser.add_argument("--out", help="write the JSON line here too")
    args = parser.parse_args()
    rows = measure(args.program, args.calls)
    print(table(rows))
    record = {"host": platform.node(), "driver": os.environ.get("CUBOUND_DRIVER", "cuda"), "calls": args.calls, "results": rows}
    line = json.dumps(record)
    print(line)
    if args.out:
        with open(args.out, "w") as out:
            out.write(line + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
