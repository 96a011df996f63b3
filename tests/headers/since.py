# SPDX-License-Identifier: MIT
"""Derive spec/versions.toml: which pinned versions declare each function and type name, and how.

    python3 tests/headers/since.py [--cache DIR]      (fetches what tests/headers/fetch.py has not)

Each library of spec/ counts in its own versions, those of its header's [library] version_macro:
CUDA_VERSION (cuda.h; the default) for the driver, cuBLAS and cuRAND, read from the CUDA sets of
tests/headers/versions.toml; NCCL_VERSION_CODE for NCCL, read from its versions pinned in
tests/headers/libraries.toml, each laid over the newest CUDA set. For every pinned version: the
functions by the names users write (the header's renames applied), each in its form (return type,
declared symbol, parameter types: codegen/versions.py), and the typedef names. Then for every
function, and each type not declared by every version: the first pinned version that declares it
(since), the last one if the newest does not (until), and for a function its form there and each
later form with the first version that declares it (changed). The generator drops a spec name a
header lacks where this table says that version has none, and asks for a decision on each function
and form newer than the spec's reviewed_through or unknown to the table.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT), str(HERE)]

import fetch  # noqa: E402  (after the path)
from codegen import parse, spec, versions  # noqa: E402

Found = dict[int, tuple[dict[str, str], set[str]]]  # version -> ({function: form}, typedefs)


def declared(include: Path, library: spec.LibrarySpec, cuda_version: int) -> tuple[int, dict[str, str], set[str]]:
    """The library's version in this folder, its functions by the names users write with their
    forms, and its typedef names."""
    header = parse.parse_header(str(include), library.header, library.declared_in)
    users = {symbol: name for name, symbol in header.aliases.items()}
    functions = {users.get(symbol, symbol): versions.form(decl) for symbol, decl in header.functions.items()}
    return versions.library_version(library, header, cuda_version), functions, header.typedefs


def folders(library: spec.LibrarySpec, cache: Path) -> list[Path]:
    """The include folders of the library's pinned versions, oldest first."""
    cuda = fetch.cuda_sets()
    if library.version_macro == "CUDA_VERSION":
        return [fetch.fetch(version, wheels, cache) for version, wheels in cuda.items()]
    pins = fetch.library_sets().get(library.name)
    if not pins:
        raise SystemExit(f"since.py: {library.path.name} counts in {library.version_macro}: pin its versions in "
                         f"tests/headers/libraries.toml [{library.name}]")
    return [fetch.composed(list(cuda)[-1], f"{library.name}-{version}", cache) for version in pins]


def cuda_version_of(include: Path) -> int:
    return parse.parse_header(str(include), "cuda.h", ("cuda.h",)).integer_macros["CUDA_VERSION"]


def entry(name: str, found: Found, text, with_forms: bool) -> str:
    """`name = { since = "...", until = "...", form = "...", changed = { "version" = "form" } }`."""
    having = [version for version, (functions, typedefs) in found.items() if name in (functions if with_forms else typedefs)]
    fields = [f"since = {json.dumps(text(having[0]))}"]
    if having[-1] != list(found)[-1]:
        fields.append(f"until = {json.dumps(text(having[-1]))}")
    if with_forms:
        forms = [(version, found[version][0][name]) for version in having]
        changes = [(version, now) for (_, was), (version, now) in zip(forms, forms[1:]) if now != was]
        fields.append(f"form = {json.dumps(forms[0][1])}")
        if changes:
            fields.append("changed = { " + ", ".join(f"{json.dumps(text(v))} = {json.dumps(f)}" for v, f in changes) + " }")
    return f"{name} = {{ {', '.join(fields)} }}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cache", type=Path, default=fetch.default_cache())
    args = parser.parse_args()
    lines = ["# Which pinned versions declare each name: every function, and the types that not every pinned",
             "# version declares, in the library's own versions (version_macro). since: the first that does;",
             "# until: the last, where the newest no longer does; form: the function's return type, declared",
             "# symbol and parameter types there; changed: each later form, by the first version declaring it.",
             "# Derived by tests/headers/since.py from the header sets of tests/headers/versions.toml and",
             "# libraries.toml; regenerate it after pinning a new version, never edit it."]
    for library in spec.load(ROOT / "spec"):
        found: Found = {}
        for include in folders(library, args.cache):
            if library.optional and not (include / library.header).is_file():
                continue  # a version without it (nvJitLink.h before CUDA 12.0)
            version, functions, typedefs = declared(include, library, cuda_version_of(include))
            found.setdefault(version, (functions, typedefs))
        found = dict(sorted(found.items()))
        text = spec.version_scheme(library.version_macro).text
        all_functions = set().union(*(functions for functions, _ in found.values()))
        all_types = [typedefs for _, typedefs in found.values()]
        lines += ["", f"[{library.name}]", f"version_macro = {json.dumps(library.version_macro)}",
                  f"made_from = [{', '.join(json.dumps(text(version)) for version in found)}]"]
        lines += ["", f"[{library.name}.functions]"]
        lines += [entry(name, found, text, with_forms=True) for name in sorted(all_functions)]
        lines += ["", f"[{library.name}.types]"]
        lines += [entry(name, found, text, with_forms=False) for name in sorted(set.union(*all_types) - set.intersection(*all_types))]
        print(f"{library.name}: {', '.join(text(version) for version in found)}")
    (ROOT / "spec" / spec.VERSIONS_FILE).write_text("\n".join(lines) + "\n")
    print(f"wrote spec/{spec.VERSIONS_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
