# SPDX-License-Identifier: MIT
"""libcubound exports its public API and nothing else: every dynamic symbol it defines is bd_*,
and no call inside it goes through its own PLT (a call to a function it defines itself).
With --expect, the list is exactly the committed one, so that no regeneration changes the ABI
unnoticed: a symbol removed or changed needs a new major version (a minor one before 1.0), a
symbol added a new minor version, and either a line in docs/changelog.md.

    python3 tests/python/exports.py path/to/libcubound.so                      (ctest: exports)
    python3 tests/python/exports.py LIBRARY --expect tests/abi/libcubound.symbols (ctest: abi)
    python3 tests/python/exports.py LIBRARY --write tests/abi/libcubound.symbols  (after a deliberate change)
"""
import argparse
import pathlib
import subprocess
import sys

INSTRUMENTATION = ("__odr_asan", "__asan", "__tsan", "__ubsan")  # what sanitizer builds add


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("library")
    parser.add_argument("--expect", type=pathlib.Path, help="fail unless the exported symbols are these")
    parser.add_argument("--write", type=pathlib.Path, help="write the exported symbols there")
    args = parser.parse_args()
    out = subprocess.run(["nm", "-D", "--defined-only", args.library], capture_output=True, text=True, check=True).stdout
    names = sorted({line.split()[-1].split("@")[0] for line in out.splitlines() if line.strip()})
    stray = sorted(n for n in names if not n.startswith(("bd_", *INSTRUMENTATION)))
    print(f"{len(names)} symbols exported")
    for name in stray:
        print(f"exported but not public: {name}")
    public = [n for n in names if n.startswith("bd_")]
    own_plt = own_plt_calls(args.library, set(names))
    for name, count in sorted(own_plt.items()):
        print(f"{count} calls inside the library through its own PLT: {name}")
    if args.write:
        args.write.write_text("".join(f"{n}\n" for n in public))
    if args.expect:
        expected = args.expect.read_text().split()
        removed, added = sorted(set(expected) - set(public)), sorted(set(public) - set(expected))
        for name in removed:
            print(f"removed from the ABI: {name}")
        for name in added:
            print(f"added to the ABI: {name}")
        if removed or added:
            print(f"the exported symbols changed: if that is meant, update the version and docs/changelog.md, "
                  f"and run {sys.argv[0]} {args.library} --write {args.expect}")
            return 1
    return 1 if stray or own_plt else 0


def own_plt_calls(library: str, defined: set[str]) -> dict[str, int]:
    """Calls through the PLT to functions the library defines: each costs an indirect jump."""
    listing = subprocess.run(["objdump", "-d", "--no-show-raw-insn", library], capture_output=True, text=True,
                             check=True).stdout
    counts: dict[str, int] = {}
    for line in listing.splitlines():
        if "call" in line and "@plt>" in line:
            name = line.rsplit("<", 1)[1].split("@plt>")[0]
            if name in defined:
                counts[name] = counts.get(name, 0) + 1
    return counts


if __name__ == "__main__":
    sys.exit(main())
