#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The API reference (docs/api.md), written from the public headers' own comments: every BD_API
function of include/cubound/*.h but the plumbing the generated code calls (bd_gen_*), with the
comment above it. A public function without a comment is an error, as Doxygen would warn.

    python3 docs/reference.py --write     # write docs/api.md
    python3 docs/reference.py --check     # fail if it is stale or a comment is missing (ctest: api_reference)
"""
import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
HEADERS = ["cubound.h", "streams.h", "handles.h", "cudnn_handle.h", "cutensor_handle.h", "checks.h", "sim.h"]
OUT = ROOT / "docs" / "api.md"


def declarations(text):
    """(name, prototype, comment) of each BD_API declaration; comment is "" where none is above it
    (the comment above a group of declarations belongs to the first)."""
    found = []
    for match in re.finditer(r"^BD_API [^;{]*?\b(bd_\w+)\s*\([^;]*?\);", text, re.M | re.S):
        before = text[: match.start()].rstrip()
        comment = ""
        if before.endswith("*/"):
            start = before.rfind("/*")
            comment = re.sub(r"^\s*\*? ?", "", before[start + 2 : -2], flags=re.M).strip()
        prototype = " ".join(match.group(0).replace("BD_API ", "").split())
        found.append((match.group(1), prototype, comment))
    return found


def reference():
    out = ["# API reference", "",
           "Written by `python3 docs/reference.py --write` from the comments of the public headers; the",
           "`api_reference` test fails when it is stale. The wrappers themselves (`bd_cu*`, `bd_cublas*`,",
           "`bd_curand*`, `bd_nccl*`) are the libraries' functions with a binding first (docs/usage.md);",
           "`bd_gen_*` are plumbing for the generated code, not for programs.", ""]
    missing = []
    for header in HEADERS:
        entries = [d for d in declarations((ROOT / "include" / "cubound" / header).read_text())
                   if not d[0].startswith("bd_gen_")]
        if not entries:
            continue
        out += [f"## cubound/{header}", ""]
        for name, prototype, comment in entries:
            if not comment:
                missing.append(f"include/cubound/{header}: {name} has no comment")
            out += [f"### {name}", "", "```c", prototype, "```", "", comment, ""]
    return "\n".join(out).rstrip() + "\n", missing


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--write", action="store_true")
    action.add_argument("--check", action="store_true")
    args = parser.parse_args()
    text, missing = reference()
    for problem in missing:
        print(problem, file=sys.stderr)
    if args.write:
        OUT.write_text(text)
    elif OUT.read_text() != text:
        print(f"{OUT} is stale: run python3 docs/reference.py --write", file=sys.stderr)
        return 1
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
