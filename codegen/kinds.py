# SPDX-License-Identifier: MIT
"""bd_kind_t's numbers: spec/kinds.txt lists every kind by the spec's name, the first 0, the next 1,
and so on. Programs pass these numbers to bd_adopt and read them in violation reports, so the file is
append-only, as the tables' slots are (docs/spec.md).

    python3 -m codegen.kinds [--spec DIR]   appends, sorted, the kinds the spec declares and the file lacks
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from codegen import spec
from codegen.model import Kind

FILE = "kinds.txt"

HEADER = ("# The handle kinds of bd_kind_t, by the spec's name, in the order of their values: the first name\n"
          "# is 0, the next 1, and so on (comment lines aside). Append-only: a program passes these numbers to\n"
          "# bd_adopt and reads them in violation reports, so a line is never moved or removed (a kind no spec\n"
          "# declares any more keeps its number). python3 -m codegen.kinds appends the kinds the spec declares\n"
          "# and this file lacks.\n")


@dataclass(frozen=True)
class Listed:
    path: Path
    names: tuple[str, ...]  # in the order of their values
    lines: int  # where the next one goes, for messages


def load(spec_dir: Path) -> Listed:
    path = spec_dir / FILE
    if not path.is_file():
        raise spec.SpecError(f"{path}: missing: it numbers bd_kind_t, append-only (git checkout {FILE}, or "
                             f"python3 -m codegen.kinds --spec {spec_dir} to start one)")
    lines = path.read_text().splitlines()
    names = tuple(line.strip() for line in lines if line.strip() and not line.startswith("#"))
    repeated = sorted({name for name in names if names.count(name) > 1})
    if repeated:
        raise spec.SpecError(f"{path}:1: {repeated[0]} is listed twice; a kind has one number, for good")
    return Listed(path, names, len(lines))


def declared(specs: tuple[spec.LibrarySpec, ...]) -> dict[str, spec.LibrarySpec]:
    """Every kind a spec names ([handles], [checks] tracked), with the first spec that names it."""
    found: dict[str, spec.LibrarySpec] = {}
    for library in specs:
        for kind in (*library.handles.values(), *library.tracked):
            found.setdefault(kind, library)
    return found


def numbered(listed: Listed, specs: tuple[spec.LibrarySpec, ...]) -> tuple[Kind, ...]:
    """Every listed kind at its number, those no spec declares now among them: a program built when
    one was declared may still pass it, and its name still compiles."""
    names = declared(specs)
    missing = sorted(set(names) - set(listed.names))
    if missing:
        raise spec.SpecError(f"{listed.path}:{listed.lines + 1}: no number for the kind(s) "
                             + ", ".join(f"{kind} ({names[kind].path.name})" for kind in missing)
                             + ": append them (python3 -m codegen.kinds); a line is never moved or removed, "
                               "its place is the kind's value in bd_kind_t")
    tracked = {kind for library in specs for kind in library.tracked}
    return tuple(Kind(name, name in tracked, value, name in names) for value, name in enumerate(listed.names))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spec", type=Path, default=Path(__file__).resolve().parents[1] / "spec")
    args = parser.parse_args()
    path = args.spec / FILE
    try:
        listed = load(args.spec).names if path.is_file() else ()
        new = sorted(set(declared(spec.load(args.spec))) - set(listed))
    except spec.SpecError as error:
        print("\n".join(error.problems), file=sys.stderr)
        return 2
    if new:
        path.write_text((path.read_text() if path.is_file() else HEADER) + "".join(f"{kind}\n" for kind in new))
    print(f"{path}: {len(new)} kind(s) appended{': ' + ', '.join(new) if new else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
