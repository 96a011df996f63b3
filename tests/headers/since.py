"""Derive spec/versions.toml: which pinned CUDA versions declare each function name.

    python3 tests/headers/since.py [--cache DIR]      (after tests/headers/fetch.py)

For every library of spec/ and every pinned header set, the names users write (the header's
renames applied), then for each name not declared by every set, the first and last pinned
version that declares it. The generator accepts a spec name a header set lacks when this table
says that version has no such name.
"""
from __future__ import annotations

import argparse
import os
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from codegen import parse, spec  # noqa: E402  (after the path)


def names(include: Path, library: spec.LibrarySpec) -> set[str]:
    header = parse.parse_header(str(include), library.header, library.declared_in)
    users = {symbol: name for name, symbol in header.aliases.items()}
    return {users.get(symbol, symbol) for symbol in header.functions}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    default = os.environ.get("CUBOUND_HEADER_CACHE", str(Path.home() / ".cache" / "cubound-headers"))
    parser.add_argument("--cache", type=Path, default=Path(default))
    args = parser.parse_args()
    pinned = list(tomllib.loads((ROOT / "tests" / "headers" / "versions.toml").read_text()))
    lines = ["# Which pinned CUDA versions declare each function that not all of them declare.",
             "# Derived by tests/headers/since.py from the header sets of tests/headers/versions.toml;",
             "# regenerate it after pinning a new version. Names absent here are in every pinned set."]
    for library in spec.load(ROOT / "spec"):
        present = {v: names(args.cache / v / "include", library) for v in pinned}
        everywhere = set.intersection(*present.values())
        lines.append(f"\n[{library.name}]")
        for name in sorted(set.union(*present.values()) - everywhere):
            having = [v for v in pinned if name in present[v]]
            lines.append(f'{name} = {{ since = "{having[0]}", until = "{having[-1]}" }}')
    (ROOT / "spec" / "versions.toml").write_text("\n".join(lines) + "\n")
    print(f"wrote spec/versions.toml from {', '.join(pinned)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
