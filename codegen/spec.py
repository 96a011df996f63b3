"""Load spec/*.toml: the semantics the headers do not state, as data.

Every mistake is reported as `file:line: what is wrong`, so a spec author can go straight to it.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path


class SpecError(Exception):
    pass


@dataclass(frozen=True)
class LibrarySpec:
    path: Path
    text: str
    name: str
    header: str
    declared_in: tuple[str, ...]
    status_type: str
    output: str
    unsupported_status: str
    binding_status: dict[str, str]  # CUresult name -> library status; "default" for the rest
    wrap: tuple[str, ...]
    context_free: tuple[str, ...]

    def line_of(self, needle: str) -> int:
        """First line that mentions needle as a quoted string or key: where to point an error."""
        for number, line in enumerate(self.text.splitlines(), start=1):
            if f'"{needle}"' in line or line.lstrip().startswith(f"{needle} "):
                return number
        return 1

    def error(self, needle: str, message: str) -> SpecError:
        return SpecError(f"{self.path}:{self.line_of(needle)}: {message}")


_SCHEMA = {
    "library": {"name": str, "header": str, "declared_in": list, "status_type": str, "output": str, "unsupported_status": str},
    "binding_status": None,  # free-form table of strings, checked below
    "functions": {"wrap": list, "context_free": list},
}
_OPTIONAL = {"binding_status"}


def _check_table(spec_path: Path, text: str, table: str, data: dict, fields: dict) -> None:
    probe = LibrarySpec(spec_path, text, "", "", (), "", "", "", {}, (), ())
    for key in data:
        if key not in fields:
            raise probe.error(key, f"[{table}] has an unknown key '{key}' (known: {', '.join(fields)})")
    for key, kind in fields.items():
        if key not in data:
            raise SpecError(f"{spec_path}:{probe.line_of(table)}: [{table}] needs the key '{key}'")
        if not isinstance(data[key], kind):
            raise probe.error(key, f"[{table}] {key} must be a {kind.__name__}")
        if kind is list and not all(isinstance(item, str) for item in data[key]):
            raise probe.error(key, f"[{table}] {key} must list strings")


def load_library(path: Path) -> LibrarySpec:
    text = path.read_text()
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        # Python 3.14 has error.lineno; earlier versions only say "(at line N, ...)".
        found = re.search(r"at line (\d+)", str(error))
        line = getattr(error, "lineno", None) or (int(found.group(1)) if found else 1)
        raise SpecError(f"{path}:{line}: not valid TOML: {error}") from error
    for table in data:
        if table not in _SCHEMA:
            raise SpecError(f"{path}:1: unknown table [{table}] (known: {', '.join(_SCHEMA)})")
    for table, fields in _SCHEMA.items():
        if table not in data:
            if table in _OPTIONAL:
                continue
            raise SpecError(f"{path}:1: the table [{table}] is missing")
        if fields is not None:
            _check_table(path, text, table, data[table], fields)
    binding_status = data.get("binding_status", {})
    spec = LibrarySpec(
        path=path,
        text=text,
        name=data["library"]["name"],
        header=data["library"]["header"],
        declared_in=tuple(data["library"]["declared_in"]),
        status_type=data["library"]["status_type"],
        output=data["library"]["output"],
        unsupported_status=data["library"]["unsupported_status"],
        binding_status=binding_status,
        wrap=tuple(data["functions"]["wrap"]),
        context_free=tuple(data["functions"]["context_free"]),
    )
    for key, value in binding_status.items():
        if not isinstance(value, str):
            raise spec.error(key, f"[binding_status] {key} must map to a status name (a string)")
    if binding_status and "default" not in binding_status:
        raise spec.error("binding_status", "[binding_status] needs a 'default' for the CUresults it does not list")
    if not binding_status and spec.status_type != "CUresult":
        raise spec.error("status_type", f"a library whose status is {spec.status_type} needs a [binding_status] table")
    for listed in ("wrap", "context_free"):
        names = getattr(spec, listed)
        repeated = sorted({n for n in names if names.count(n) > 1})
        if repeated:
            raise spec.error(repeated[0], f"'{repeated[0]}' is listed twice in {listed}")
    both = sorted(set(spec.wrap) & set(spec.context_free))
    if both:
        raise spec.error(both[0], f"'{both[0]}' cannot be both wrapped and context-free")
    return spec


def load(spec_dir: Path) -> tuple[LibrarySpec, ...]:
    paths = sorted(spec_dir.glob("*.toml"))
    if not paths:
        raise SpecError(f"{spec_dir}: no *.toml spec files")
    return tuple(load_library(p) for p in paths)
