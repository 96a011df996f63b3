"""Derive spec/versions.toml: which pinned CUDA versions declare each function and type name.

    python3 tests/headers/since.py [--cache DIR]      (after tests/headers/fetch.py)

For every library of spec/ and every pinned header set, the function names users write (the
header's renames applied) and the typedef names; then for every function, and for each type not
declared by every set, the first pinned version that declares it (and the last, if the newest
does not). The generator accepts a spec name a header set lacks when this table says that version
has no such name, and asks for a decision on every function newer than the spec's
reviewed_through or unknown to the table.
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


def declared(include: Path, library: spec.LibrarySpec) -> tuple[set[str], set[str]]:
    """The function names users write (the header's renames applied) and the typedef names."""
    header = parse.parse_header(str(include), library.header, library.declared_in)
    users = {symbol: name for name, symbol in header.aliases.items()}
    return {users.get(symbol, symbol) for symbol in header.functions}, header.typedefs


def presence(name: str, pinned: list[str], present: dict[str, set[str]]) -> str:
    having = [v for v in pinned if name in present[v]]
    gone = f', until = "{having[-1]}"' if having[-1] != pinned[-1] else ""
    return f'{name} = {{ since = "{having[0]}"{gone} }}'


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    default = os.environ.get("CUBOUND_HEADER_CACHE", str(Path.home() / ".cache" / "cubound-headers"))
    parser.add_argument("--cache", type=Path, default=Path(default))
    args = parser.parse_args()
    pinned = list(tomllib.loads((ROOT / "tests" / "headers" / "versions.toml").read_text()))
    lines = ["# Which pinned CUDA versions declare each name: every function, and the types that not",
             "# every pinned version declares. since: the first that does; until: the last, where the newest",
             "# no longer does. Derived by tests/headers/since.py from the header sets of",
             "# tests/headers/versions.toml; regenerate it after pinning a new version, never edit it."]
    for library in spec.load(ROOT / "spec"):
        found = {v: declared(args.cache / v / "include", library) for v in pinned}
        functions = {v: f for v, (f, _) in found.items()}
        types = {v: t for v, (_, t) in found.items()}
        lines.append(f"\n[{library.name}.functions]")
        lines += [presence(name, pinned, functions) for name in sorted(set.union(*functions.values()))]
        lines.append(f"\n[{library.name}.types]")
        partial = set.union(*types.values()) - set.intersection(*types.values())
        lines += [presence(name, pinned, types) for name in sorted(partial)]
    (ROOT / "spec" / "versions.toml").write_text("\n".join(lines) + "\n")
    print(f"wrote spec/versions.toml from {', '.join(pinned)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
