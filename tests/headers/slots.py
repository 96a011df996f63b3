# SPDX-License-Identifier: MIT
"""Append to spec/slots/<library>.txt the table slots that the pinned header sets declare and the
files do not list yet: each set in turn, in its header order. Lines are never removed or moved, so
a slot keeps its place in every generation (docs/design.md, "The seam").

    python3 tests/headers/slots.py [--cache DIR] [VERSION | INCLUDE_DIR ...]   (after tests/headers/fetch.py)

VERSION defaults to every pinned set (tests/headers/fetch.py's: the CUDA sets oldest first, then
each NCCL set laid over the newest CUDA set, "nccl-2.27.7"); an include folder stands for itself
(the toolkit generated/ was made from came first, so that the slots of cubound 0.3 kept their places).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "tests" / "headers"))

import fetch  # noqa: E402
from codegen import cli, spec  # noqa: E402  (after the path)

HEADER = ("# The slots of this library's table, by the symbol each holds, in the order programs built with\n"
          "# the inline form index them. Append-only: tests/headers/slots.py adds what a new header set\n"
          "# declares; a line is never moved or removed (a slot the headers lack stays, empty).\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cache", type=Path, default=fetch.default_cache())
    parser.add_argument("versions", nargs="*")
    args = parser.parse_args()
    versions = args.versions or list(fetch.pinned_sets())
    newest = list(fetch.cuda_sets())[-1]
    folder = ROOT / "spec" / spec.SLOTS_FOLDER
    folder.mkdir(exist_ok=True)
    for version in versions:
        if Path(version).is_dir():
            include = Path(version)
        elif version in fetch.cuda_sets():
            include = fetch.fetch(version, fetch.cuda_sets()[version], args.cache)
        else:
            include = fetch.composed(newest, version, args.cache)
        model = cli.model_of(str(include), ROOT / "spec")
        for library in model.libraries:
            path = folder / f"{library.name}.txt"
            listed = spec.load_library(ROOT / "spec" / f"{library.name}.toml").slots
            new = [slot.key for slot in library.slots if slot.key not in set(listed)]
            if new:
                text = path.read_text() if path.is_file() else HEADER
                path.write_text(text + "".join(f"{key}\n" for key in new))
                print(f"{path.relative_to(ROOT)}: {len(new)} slots from {version}'s headers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
