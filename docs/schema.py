#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""docs/spec.md's table of every key a spec file may hold, written from codegen/schema.py, where
each is declared once (the same list checks every spec file and makes LibrarySpec).

    python3 docs/schema.py --write     # rewrite the table in docs/spec.md
    python3 docs/schema.py --check     # fail if it is stale (ctest: spec_schema_doc)
"""
import argparse
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from codegen.schema import SCHEMA  # noqa: E402  (after the path)

DOC = ROOT / "docs" / "spec.md"
BEGIN = "<!-- every key, from codegen/schema.py: python3 docs/schema.py --write -->"
END = "<!-- end of the keys -->"
SHAPES = {str: "text", list: "list of text", dict: "table"}


def table() -> str:
    rows = ["| key | value | | says |", "|---|---|---|---|"]
    for entry in SCHEMA:
        where = f"`[{entry.table}]` `{entry.key}`" if entry.key else f"`[{entry.table}]`"
        value = f"names -> {SHAPES[entry.kind]}" if entry.names else SHAPES[entry.kind]
        marks = ", ".join(mark for mark, on in (("required", entry.required), ("by version", entry.per_name)) if on)
        rows.append(f"| {where} | {value} | {marks} | {entry.says} |")
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    text = DOC.read_text()
    if BEGIN not in text or END not in text:
        print(f"{DOC}: the markers of the table are missing ({BEGIN} ... {END})")
        return 1
    before, rest = text.split(BEGIN, 1)
    after = rest.split(END, 1)[1]
    fresh = f"{before}{BEGIN}\n{table()}\n{END}{after}"
    if args.write:
        DOC.write_text(fresh)
        return 0
    if fresh != text:
        print(f"{DOC}'s table of keys is not codegen/schema.py's: run python3 docs/schema.py --write")
        return 1
    print(f"{DOC}: {len(SCHEMA)} keys, as codegen/schema.py declares them")
    return 0


if __name__ == "__main__":
    sys.exit(main())
