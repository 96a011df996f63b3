# SPDX-License-Identifier: MIT
"""What the checks and race detection cost real programs: the wall time of each ported program
(examples/ported, docs/ported.md), checks off against checks and race detection on, side by side in
one run on one machine.

    python3 bench/ported_cost.py BUILD_DIR [ROUNDS]

BUILD_DIR is a Release tree configured with CUBOUND_GPU_TESTS=ON, its examples built: each
program runs as its `<name>_gpu` test does (ctest's command and arguments), with CUBOUND_CHECKS=0,
then with CUBOUND_CHECKS=1 CUBOUND_RACES=1, the two alternating ROUNDS times (default 5); the
median of each is printed as a Markdown table. A run that fails is reported and left out. Each
wall time includes the process's start and CUDA's initialization, as a user's run does.
"""
import json
import os
import statistics
import subprocess
import sys
import time

MODES = {"checks off": {"CUBOUND_CHECKS": "0"}, "checks and races on": {"CUBOUND_CHECKS": "1", "CUBOUND_RACES": "1"}}


def ported_programs(build):
    """(name, command, working directory) of each `<name>_gpu` test labelled ported."""
    shown = subprocess.run(["ctest", "--show-only=json-v1", "-L", "ported", "-R", "_gpu$"], cwd=build,
                           capture_output=True, text=True, check=True)
    for test in json.loads(shown.stdout)["tests"]:
        if not test.get("command"):  # its executable was not built
            print(f"<!-- {test['name']}: not built -->")
            continue
        properties = {p["name"]: p["value"] for p in test.get("properties", [])}
        yield test["name"][: -len("_gpu")], test["command"], properties.get("WORKING_DIRECTORY", build)


def wall_seconds(command, directory, settings):
    """The run's wall time, or None if it failed."""
    environment = {**os.environ, **settings}
    environment.pop("CUBOUND_DRIVER", None)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=directory, env=environment, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        print(f"<!-- {command[0]} {settings}: exit {done.returncode}: {done.stderr.strip()[-300:]} -->")
        return None
    return seconds


def main():
    build = os.path.abspath(sys.argv[1])
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    print(f"| program | {' | '.join(f'{mode} (ms)' for mode in MODES)} | on / off |")
    print(f"|---|{'---|' * len(MODES)}---|")
    for name, command, directory in ported_programs(build):
        times = {mode: [] for mode in MODES}
        for _ in range(rounds):
            for mode, settings in MODES.items():
                seconds = wall_seconds(command, directory, settings)
                if seconds is not None:
                    times[mode].append(seconds)
        if not all(times.values()):
            print(f"| {name} | failed | | |")
            continue
        medians = [statistics.median(times[mode]) * 1000 for mode in MODES]
        print(f"| {name} | {' | '.join(f'{m:.1f}' for m in medians)} | {medians[-1] / medians[0]:.3f} |")


if __name__ == "__main__":
    main()
