# SPDX-License-Identifier: MIT
"""The runtime's files call each other in one direction: no cycle among src/*.c.

    python3 tests/python/layers.py OBJECT...      (ctest: the objects of libcubound)

Reads each object's defined and undefined symbols with nm, links every undefined symbol to the
src/ object that defines it, and fails on a cycle, printing it. Generated objects are left out:
they call into src/ by design (bd_gen_enter) and src/ reads their tables.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def symbols(obj: str) -> tuple[set[str], set[str]]:
    out = subprocess.run(["nm", "--defined-only", obj], capture_output=True, text=True, check=True).stdout
    defined = {line.split()[-1] for line in out.splitlines() if line.split() and line.split()[-2] in "TDBR"}
    out = subprocess.run(["nm", "--undefined-only", obj], capture_output=True, text=True, check=True).stdout
    return defined, {line.split()[-1] for line in out.splitlines() if line.split()}


def main(objects: list[str]) -> int:
    runtime = {Path(o).name.split(".")[0]: o for o in objects if "/generated/" not in o}
    defined, used = {}, {}
    for name, obj in runtime.items():
        defined[name], used[name] = symbols(obj)
    owner = {symbol: name for name, names in defined.items() for symbol in names}
    calls = {name: sorted({owner[s] for s in used[name] if s in owner} - {name}) for name in runtime}
    state: dict[str, int] = {}  # 1 visiting, 2 done

    def visit(name: str, path: list[str]) -> list[str] | None:
        state[name] = 1
        for callee in calls[name]:
            if state.get(callee) == 1:
                return path + [name, callee]
            if callee not in state and (cycle := visit(callee, path + [name])):
                return cycle
        state[name] = 2
        return None

    for name in sorted(runtime):
        if name not in state and (cycle := visit(name, [])):
            start = cycle.index(cycle[-1])
            print("cycle among src/ files: " + " -> ".join(f"{n}.c" for n in cycle[start:]))
            return 1
    for name in sorted(runtime):
        print(f"{name}.c calls {', '.join(f'{c}.c' for c in calls[name]) or 'nothing of src/'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
