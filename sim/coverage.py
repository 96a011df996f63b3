#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""What the simulated driver covers: of every function the generated bindings name (the weak
stand-ins of generated/sim/stubs.c), those the built simulation defines itself.

    python3 sim/coverage.py build/release/lib/libcubound_sim.so.0            # counts
    python3 sim/coverage.py LIBRARY --markdown docs/simulation-coverage.md    # write the list
    python3 sim/coverage.py LIBRARY --check docs/simulation-coverage.md       # fail if it is stale
"""
import argparse
import pathlib
import re
import subprocess
import sys
import textwrap

ROOT = pathlib.Path(__file__).resolve().parent.parent
PER_THREAD = ("_ptds", "_ptsz")


def stand_ins(stubs):
    """(library, symbol, API name) of every stand-in, per-thread variants left out: they forward
    to their legacy forms."""
    library, found = None, []
    lines = stubs.read_text().splitlines()
    for i, line in enumerate(lines):
        heading = re.fullmatch(r"/\* (\w+) \*/", line)
        if heading:
            library = heading.group(1)
        weak = re.match(r"__attribute__\(\(weak\)\) .*?(\w+)\(", line)
        if weak and not weak.group(1).endswith(PER_THREAD):
            name = weak.group(1)
            for body in lines[i + 1 : i + 40]:
                said = re.search(r'sim_unsupported\("(\w+)"\)', body)
                if said or body.endswith("}"):  # a body may end on its return's line
                    name = said.group(1) if said else name
                    break
            found.append((library, weak.group(1), name))
    return found


def defined(library_path):
    """The symbols the library defines strongly (nm: T), not as weak stand-ins (W)."""
    out = subprocess.run(["nm", "-D", "--defined-only", str(library_path)], check=True, capture_output=True, text=True)
    return {fields[2] for fields in (line.split() for line in out.stdout.splitlines()) if len(fields) == 3 and fields[1] == "T"}


def markdown(functions, simulated):
    libraries = sorted({library for library, _, _ in functions})
    total = len(functions)
    covered = sum(1 for _, symbol, _ in functions if symbol in simulated)
    out = [
        "# What the simulated driver covers",
        "",
        "Written by `python3 sim/coverage.py LIBRARY --markdown docs/simulation-coverage.md` from the built",
        "simulation; the `sim_coverage` test fails when it is stale. A function not listed answers its",
        "library's \"not supported\" status and names itself once on stderr.",
        "",
        f"{covered} of {total} functions are simulated.",
        "",
        "| library | simulated | functions |",
        "|---|---|---|",
    ]
    for library in libraries:
        mine = [f for f in functions if f[0] == library]
        out.append(f"| {library} | {sum(1 for _, s, _ in mine if s in simulated)} | {len(mine)} |")
    for library in libraries:
        names = sorted(name for lib, symbol, name in functions if lib == library and symbol in simulated)
        out += ["", f"## {library}", ""] + textwrap.wrap(", ".join(f"`{n}`" for n in names), 100, break_on_hyphens=False)
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("library", help="the built libcubound_sim.so")
    parser.add_argument("--stubs", default=ROOT / "generated/sim/stubs.c", type=pathlib.Path)
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--markdown", type=pathlib.Path, help="write the list there")
    action.add_argument("--check", type=pathlib.Path, help="fail if that list is not what --markdown writes")
    args = parser.parse_args()
    functions, simulated = stand_ins(args.stubs), defined(args.library)
    text = markdown(functions, simulated)
    if args.markdown:
        args.markdown.write_text(text)
    elif args.check:
        if not args.check.exists() or args.check.read_text() != text:
            sys.exit(f"{args.check} is stale: run python3 sim/coverage.py {args.library} --markdown {args.check}")
    print(text.splitlines()[6])
    for line in text.splitlines()[10:10 + len({f[0] for f in functions})]:
        print(line)


if __name__ == "__main__":
    main()
