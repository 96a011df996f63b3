# SPDX-License-Identifier: MIT
"""The tables and exports of one generation against another's, made from newer headers: every slot
of the older keeps its place and its type in the newer (the inline form indexes the table by
position), and every bd_ function of the older is exported by the newer with the same prototype.

    python3 tests/abi/layout.py OLD_INCLUDE NEW_INCLUDE      (tests/abi/generations.sh)
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from codegen import cli  # noqa: E402  (after the path)
from codegen.model import Function, Library  # noqa: E402


def prototype(f: Function) -> str:
    return f"{f.return_type} ({', '.join(p.type for p in f.params)})"


def slot_problems(old: Library, new: Library) -> list[str]:
    problems = []
    for at, (was, now) in enumerate(zip(old.slots, new.slots)):
        if was.key != now.key:
            problems.append(f"{old.name} slot {at}: {was.key} is now {now.key}")
        elif was.function and now.function and prototype(was.function) != prototype(now.function):
            problems.append(f"{old.name} slot {at} ({was.key}): {prototype(was.function)} is now {prototype(now.function)}")
    if len(new.slots) < len(old.slots):
        problems.append(f"{old.name}: {len(old.slots)} slots, now {len(new.slots)}")
    return problems


def export_problems(old: Library, new: Library) -> list[str]:
    exported = {f.name: f for f in new.exported}
    problems = []
    for f in old.exported:
        now = exported.get(f.name)
        if now is None:
            problems.append(f"bd_{f.name}: no longer exported")
        elif prototype(now) != prototype(f):
            problems.append(f"bd_{f.name}: {prototype(f)} is now {prototype(now)}")
    return problems


def main() -> int:
    old_include, new_include = sys.argv[1:3]
    old = {library.name: library for library in cli.model_of(old_include, ROOT / "spec").libraries}
    newer = cli.model_of(new_include, ROOT / "spec")
    new = {library.name: library for library in newer.libraries}
    optional_missing = {header for header, _ in newer.left_out}
    problems = []
    for name, library in old.items():
        if name not in new and library.header in optional_missing:  # cuDNN: a toolkit may lack it
            print(f"{name}: {library.header} is not in {new_include}, so that generation leaves it out")
            continue
        if name not in new:
            problems.append(f"{name}: not generated from {new_include}")
            continue
        problems += slot_problems(library, new[name]) + export_problems(library, new[name])
        added = len(new[name].slots) - len(library.slots)
        print(f"{name}: {len(library.slots)} slots keep their places and types, {added} added; "
              f"{len(library.exported)} functions exported by both")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
