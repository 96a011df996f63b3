# SPDX-License-Identifier: MIT
"""python3 -m codegen --diff OLD NEW: what changed between two header sets, per library of the spec and
in the library's own versions (cuda.h: CUDA 13.0 -> 13.5, nccl.h: NCCL 2.28.9 -> 2.32.3): functions
added and removed, renamed (the name users write maps to another symbol, such as a new _vN), changed
parameters, and handle-like types that are new and that the spec does not classify. Functions the
spec excludes (NCCL's profiling aliases pnccl*) are left out. An addition or a change the spec has
not decided yet, on which generating from NEW stops, ends with where the decision goes. A folder
without an optional library's header (nccl.h) has none of it: one line says so, and lists what NEW
has that the spec has not decided."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from codegen import parse, versions
from codegen.spec import LibrarySpec, SpecError, VersionTable, for_version, matches, version_scheme


@dataclass(frozen=True)
class _Side:
    """One folder's header of a library: its version and its functions by the names users write."""

    version: int
    header: parse.Header
    functions: dict[str, parse.Declaration]


def _side(include: str, library: LibrarySpec, cuda_version: int) -> _Side | None:
    """None where the folder lacks an optional library's header."""
    if library.optional and not Path(include, library.header).is_file():
        return None
    header = parse.parse_header(include, library.header, library.declared_in)
    users = {symbol: name for name, symbol in header.aliases.items()}
    functions = {users.get(symbol, symbol): decl for symbol, decl in header.functions.items()
                 if not any(matches(pattern, users.get(symbol, symbol)) for pattern in library.excluded)}
    return _Side(versions.library_version(library, header, cuda_version), header, functions)


def _cuda_version(include: str) -> int:
    return parse.parse_header(include, "cuda.h", ("cuda.h",)).integer_macros.get("CUDA_VERSION", 0)


def _signature(decl: parse.Declaration) -> str:
    return f"{decl.return_type} {decl.symbol}({', '.join(p.declarator for p in decl.params) or 'void'})"


def _undecided(library: LibrarySpec, table: VersionTable, new: _Side) -> dict[str, str]:
    """Function -> where the spec has to decide it (spec/x.toml:line) before NEW generates."""
    declared = frozenset(new.functions) | frozenset(new.header.typedefs)
    spec = for_version(library, table, new.version, declared)
    return {name: f"{spec.path}:{spec.line_of(where)}" for name, where, _ in versions.undecided(spec, table, new.functions)}


def _changes(library: LibrarySpec, old: _Side, new: _Side, undecided: dict[str, str]) -> list[str]:
    def mark(name: str) -> str:
        return f" -- not decided: {undecided[name]}" if name in undecided else ""

    before, after = old.functions, new.functions
    lines = []
    for name in after:
        if name not in before:
            base = re.sub(r"_v\d+$", "", name)
            version = f" (a new version of {base})" if base != name and base in after else ""
            lines.append(f"  added {name}{version}: {_signature(after[name])}{mark(name)}")
    lines += [f"  removed {name}" for name in before if name not in after]
    for name in after:
        if name not in before:
            continue
        was, now = before[name], after[name]
        if was.symbol != now.symbol:
            lines.append(f"  renamed {name}: {was.symbol} -> {now.symbol}{mark(name)}")
        if [p.type for p in was.params] != [p.type for p in now.params] or was.return_type != now.return_type:
            lines.append(f"  changed {name}: {_signature(was)} -> {_signature(now)}{mark(name)}")
    known = set(library.handles) | set(library.not_handles)
    lines += [
        f"  new type {name} ({library.header}:{line}): not classified in {library.path.name} [handles]"
        for name, line in sorted(new.header.opaque_pointers.items())
        if name not in old.header.opaque_pointers and name not in known
    ]
    return lines


def diff(old: str, new: str, specs: tuple[LibrarySpec, ...], tables: dict[str, VersionTable]) -> str:
    if not any(library.header == "cuda.h" for library in specs):
        raise SpecError("no spec reads cuda.h: CUDA_VERSION comes from it")
    cuda = {folder: _cuda_version(folder) for folder in (old, new)}
    lines = []
    for library in specs:
        table = versions.table_for(library, tables)
        text = version_scheme(library.version_macro).text
        product = version_scheme(library.version_macro).product
        was, now = (_side(folder, library, cuda[folder]) for folder in (old, new))
        named = [f"{product} {text(side.version)}" if side else f"none in {folder}" for side, folder in ((was, old), (now, new))]
        undecided = _undecided(library, table, now) if now else {}
        if was and now:
            lines.append(f"{library.header}: {named[0]} -> {named[1]}")
            lines += _changes(library, was, now, undecided)
            continue
        counted = f" ({len(now.functions)} functions)" if now else ""
        lines.append(f"{library.header}: {named[0]} -> {named[1]}{counted}")
        lines += [f"  not decided {name}: {_signature(now.functions[name])} -- {where}" for name, where in undecided.items()]
    return "\n".join(lines) + "\n"
