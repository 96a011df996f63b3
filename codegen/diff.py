"""python3 -m codegen --diff OLD NEW: what changed between two CUDA header sets, per library of the
spec: functions added and removed, renamed (the name users write now maps to another symbol, such
as a new _vN), changed parameters, and handle-like types that are new and that the spec does not
classify."""
from __future__ import annotations

import re

from codegen import parse
from codegen.spec import LibrarySpec


def _declarations(include: str, library: LibrarySpec) -> tuple[dict[str, parse.Declaration], parse.Header]:
    header = parse.parse_header(include, library.header, library.declared_in)
    users = {symbol: name for name, symbol in header.aliases.items()}
    return {users.get(symbol, symbol): decl for symbol, decl in header.functions.items()}, header


def _signature(decl: parse.Declaration) -> str:
    return f"{decl.return_type} {decl.symbol}({', '.join(p.declarator for p in decl.params) or 'void'})"


def diff(old: str, new: str, specs: tuple[LibrarySpec, ...]) -> str:
    lines = []
    for library in specs:
        before, old_header = _declarations(old, library)
        after, new_header = _declarations(new, library)
        lines.append(f"{library.header}:")
        for name in after:
            if name not in before:
                base = re.sub(r"_v\d+$", "", name)
                version = f" (a new version of {base})" if base != name and base in after else ""
                lines.append(f"  added {name}{version}: {_signature(after[name])}")
        lines += [f"  removed {name}" for name in before if name not in after]
        for name in after:
            if name not in before:
                continue
            was, now = before[name], after[name]
            if was.symbol != now.symbol:
                lines.append(f"  renamed {name}: {was.symbol} -> {now.symbol}")
            if [p.type for p in was.params] != [p.type for p in now.params] or was.return_type != now.return_type:
                lines.append(f"  changed {name}: {_signature(was)} -> {_signature(now)}")
        known = set(library.handles) | set(library.not_handles)
        lines += [
            f"  new type {name} ({library.header}:{line}): not classified in {library.path.name} [handles]"
            for name, line in sorted(new_header.opaque_pointers.items())
            if name not in old_header.opaque_pointers and name not in known
        ]
    return "\n".join(lines) + "\n"
