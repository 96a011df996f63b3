"""Load spec/*.toml: the semantics the headers do not state, as data.

Every mistake is reported as `file:line: what is wrong`, so a spec author can go straight to it.
"""
from __future__ import annotations

import fnmatch
import re
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path


class SpecError(Exception):
    pass


CONTEXT_EFFECTS = {
    "none": "acts on the current context, which the wrapper made the binding's",
    "moves_current": "changes the thread's current context: cubound forgets its cache",
    "ends_context": "may end the context it is given: bindings of that context go stale",
    "resets_primary": "resets the device's primary context: its bindings go stale, the device re-retains it",
}


@dataclass(frozen=True)
class LibrarySpec:
    path: Path
    text: str
    name: str = ""
    header: str = ""
    declared_in: tuple[str, ...] = ()
    status_type: str = ""
    output: str = ""
    success_status: str = ""
    unsupported_status: str = ""
    soname: str = ""  # the library cubound opens at run time; {MACRO} is an integer macro of the header
    entry_points: str = ""  # how its functions are found: "cuGetProcAddress" or "dlsym"
    versions_header: str = ""  # cuGetProcAddress: the header of PFN_<name>_v<version> types
    binding_status: dict[str, str] = field(default_factory=dict)  # CUresult -> status; "default"
    context_free: tuple[str, ...] = ()
    excluded: dict[str, str] = field(default_factory=dict)  # name -> why
    not_functions: dict[str, str] = field(default_factory=dict)  # name -> why there is none
    handles: dict[str, str] = field(default_factory=dict)  # C type -> handle kind
    creates: tuple[str, ...] = ()  # name patterns
    destroys: tuple[str, ...] = ()
    neither: dict[str, str] = field(default_factory=dict)  # names the role patterns match wrongly -> why
    context_changing: dict[str, tuple[str, str]] = field(default_factory=dict)  # name -> (effect, parameter)
    pointer_mode: dict[str, tuple[str, ...]] = field(default_factory=dict)  # pattern -> parameters
    generator_outputs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # debug checks
    tracked: tuple[str, ...] = ()  # handle kinds registered and checked
    finds: tuple[str, ...] = ()  # calls that find (not create) a handle of the binding's device
    unchecked: tuple[str, ...] = ()  # calls whose handles may belong to other devices
    device_data: tuple[str, ...] = ()  # calls whose pointer parameters are device memory
    not_device_data: tuple[str, ...] = ()
    host_data: dict[str, tuple[str, ...]] = field(default_factory=dict)  # pattern -> host parameters
    allocation_size: dict[str, str] = field(default_factory=dict)  # call -> C expression
    checked_fields: dict[str, str] = field(default_factory=dict)  # "STRUCT.field" -> C condition
    crossing: dict[str, str] = field(default_factory=dict)  # "function.param" -> the header's words allowing it
    not_handles: dict[str, str] = field(default_factory=dict)  # handle-like types that are not handles -> why

    def line_of(self, needle: str) -> int:
        """First line that names needle as a quoted string or a key: where to point an error."""
        for number, line in enumerate(self.text.splitlines(), start=1):
            stripped = line.lstrip()
            if f'"{needle}"' in line or stripped == needle or stripped.startswith(f"{needle} ") or stripped.startswith(f"{needle}="):
                return number
        return 1

    def error(self, needle: str, message: str) -> SpecError:
        return SpecError(f"{self.path}:{self.line_of(needle)}: {message}")


def matches(pattern: str, name: str) -> bool:
    """A pattern names a family: globs (cublas[SD]rotm) that also cover the _64 variants."""
    return fnmatch.fnmatchcase(name, pattern) or (name.endswith("_64") and fnmatch.fnmatchcase(name[:-3], pattern))


# table -> {key: type}; a table given as a type instead is a map of free keys to that type.
# Keys of _OPTIONAL_KEYS may be left out.
_OPTIONAL_KEYS = {"finds", "unchecked", "device_data", "not_device_data", "versions_header", "neither"}
ENTRY_POINTS = ("cuGetProcAddress", "dlsym")
_SCHEMA: dict[str, dict[str, type] | type] = {
    "library": {
        "name": str, "header": str, "declared_in": list, "status_type": str, "output": str,
        "success_status": str, "unsupported_status": str, "soname": str, "entry_points": str,
        "versions_header": str,
    },
    "binding_status": str,
    "functions": {"context_free": list},
    "excluded": str,
    "not_functions": str,
    "handles": str,
    "roles": {"creates": list, "destroys": list, "neither": dict},
    "context_changing": dict,
    "pointer_mode": list,
    "generator_outputs": list,
    "checks": {"tracked": list, "finds": list, "unchecked": list, "device_data": list, "not_device_data": list},
    "host_data": list,
    "allocation_size": str,
    "checked_fields": str,
    "crossing": str,
    "not_handles": str,
}
_REQUIRED = {"library", "functions", "handles", "roles", "checks"}


def _check(spec: LibrarySpec, data: dict) -> None:
    for table in data:
        if table not in _SCHEMA:
            raise spec.error(f"[{table}]", f"unknown table [{table}] (known: {', '.join(_SCHEMA)})")
    for table in _REQUIRED - set(data):
        raise SpecError(f"{spec.path}:1: the table [{table}] is missing")
    for table, shape in _SCHEMA.items():
        if table not in data:
            continue
        if not isinstance(data[table], dict):
            raise spec.error(table, f"{table} must be a table")
        if isinstance(shape, dict):
            for key in data[table]:
                if key not in shape:
                    raise spec.error(key, f"[{table}] has an unknown key '{key}' (known: {', '.join(shape)})")
            for key, kind in shape.items():
                if key not in data[table] and key in _OPTIONAL_KEYS:
                    continue
                if key not in data[table]:
                    raise SpecError(f"{spec.path}:{spec.line_of(f'[{table}]')}: [{table}] needs the key '{key}'")
                _check_value(spec, table, key, data[table][key], kind)
        else:
            for key, value in data[table].items():
                _check_value(spec, table, key, value, shape)


def _check_value(spec: LibrarySpec, table: str, key: str, value, kind: type) -> None:
    if not isinstance(value, kind):
        raise spec.error(key, f"[{table}] {key} must be a {kind.__name__}")
    if kind is list and not all(isinstance(item, str) for item in value):
        raise spec.error(key, f"[{table}] {key} must list strings")


def _context_changing(spec: LibrarySpec, table: dict) -> dict[str, tuple[str, str]]:
    result = {}
    for name, entry in table.items():
        effect = entry.get("effect")
        if effect not in CONTEXT_EFFECTS or set(entry) - {"effect", "param"}:
            raise spec.error(name, f"[context_changing] {name} needs effect = one of {', '.join(CONTEXT_EFFECTS)} (and maybe param)")
        if (effect in ("ends_context", "resets_primary")) != ("param" in entry):
            raise spec.error(name, f"[context_changing] {name}: effect '{effect}' {'needs' if 'param' not in entry else 'takes no'} param")
        result[name] = (effect, entry.get("param", ""))
    return result


def _read(path: Path) -> str:
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise SpecError(f"{path}:{line}: not UTF-8 (byte 0x{raw[error.start]:02x}); save the spec as UTF-8") from error


def load_library(path: Path) -> LibrarySpec:
    text = _read(path)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        # Python 3.14 has error.lineno; earlier versions only say "(at line N, ...)".
        found = re.search(r"at line (\d+)", str(error))
        line = getattr(error, "lineno", None) or (int(found.group(1)) if found else 1)
        raise SpecError(f"{path}:{line}: not valid TOML: {error}") from error
    spec = LibrarySpec(path=path, text=text)
    _check(spec, data)
    library = data["library"]
    spec = LibrarySpec(
        path=path,
        text=text,
        name=library["name"],
        header=library["header"],
        declared_in=tuple(library["declared_in"]),
        status_type=library["status_type"],
        output=library["output"],
        success_status=library["success_status"],
        unsupported_status=library["unsupported_status"],
        soname=library["soname"],
        entry_points=library["entry_points"],
        versions_header=library.get("versions_header", ""),
        binding_status=data.get("binding_status", {}),
        context_free=tuple(data["functions"]["context_free"]),
        excluded=data.get("excluded", {}),
        not_functions=data.get("not_functions", {}),
        handles=data["handles"],
        creates=tuple(data["roles"]["creates"]),
        destroys=tuple(data["roles"]["destroys"]),
        neither=data["roles"].get("neither", {}),
        context_changing=_context_changing(spec, data.get("context_changing", {})),
        pointer_mode={k: tuple(v) for k, v in data.get("pointer_mode", {}).items()},
        generator_outputs={k: tuple(v) for k, v in data.get("generator_outputs", {}).items()},
        tracked=tuple(data["checks"]["tracked"]),
        finds=tuple(data["checks"].get("finds", ())),
        unchecked=tuple(data["checks"].get("unchecked", ())),
        device_data=tuple(data["checks"].get("device_data", ())),
        not_device_data=tuple(data["checks"].get("not_device_data", ())),
        host_data={k: tuple(v) for k, v in data.get("host_data", {}).items()},
        allocation_size=data.get("allocation_size", {}),
        checked_fields=data.get("checked_fields", {}),
        crossing=data.get("crossing", {}),
        not_handles=data.get("not_handles", {}),
    )
    if spec.entry_points not in ENTRY_POINTS:
        raise spec.error("entry_points", f"[library] entry_points must be one of {', '.join(ENTRY_POINTS)}")
    if (spec.entry_points == "cuGetProcAddress") != bool(spec.versions_header):
        raise spec.error("entry_points", "[library] versions_header goes with entry_points = \"cuGetProcAddress\", and only there")
    # device_data pointers are checked as device pointers, whatever their C type.
    unknown = sorted(set(spec.tracked) - set(spec.handles.values()) - ({"device_pointer"} if spec.device_data else set()))
    if unknown:
        raise spec.error(unknown[0], f"[checks] tracks '{unknown[0]}', which no type in [handles] is")
    if spec.binding_status and "default" not in spec.binding_status:
        raise spec.error("binding_status", "[binding_status] needs a 'default' for the CUresults it does not list")
    if not spec.binding_status and spec.status_type != "CUresult":
        raise spec.error("status_type", f"a library whose status is {spec.status_type} needs a [binding_status] table")
    repeated = sorted({n for n in spec.context_free if spec.context_free.count(n) > 1})
    if repeated:
        raise spec.error(repeated[0], f"'{repeated[0]}' is listed twice in context_free")
    for listed, other in (("excluded", spec.excluded), ("context_changing", spec.context_changing)):
        both = sorted(set(spec.context_free) & set(other))
        if both:
            raise spec.error(both[0], f"'{both[0]}' cannot be both context-free and {listed}")
    return spec


VERSIONS_FILE = "versions.toml"  # not a library: which CUDA versions declare which names


def load(spec_dir: Path) -> tuple[LibrarySpec, ...]:
    paths = sorted(p for p in spec_dir.glob("*.toml") if p.name != VERSIONS_FILE)
    if not paths:
        raise SpecError(f"{spec_dir}: no *.toml spec files")
    return tuple(load_library(p) for p in paths)


def cuda_version_number(text: str) -> int:
    """'12.4' -> 12040, as CUDA_VERSION spells it."""
    major, _, minor = text.partition(".")
    return int(major) * 1000 + int(minor or 0) * 10


def load_versions(spec_dir: Path) -> dict[str, dict[str, tuple[int, int]]]:
    """spec/versions.toml: per library, name -> (first, last) CUDA_VERSION of the pinned sets declaring it."""
    path = spec_dir / VERSIONS_FILE
    if not path.is_file():
        return {}
    try:
        data = tomllib.loads(_read(path))
        return {
            library: {name: (cuda_version_number(r["since"]), cuda_version_number(r["until"])) for name, r in table.items()}
            for library, table in data.items()
        }
    except (tomllib.TOMLDecodeError, KeyError, TypeError, ValueError) as error:
        raise SpecError(f"{path}:1: not a versions table ({error}); regenerate it with tests/headers/since.py") from error


def absent_in(versions: dict[str, tuple[int, int]], name: str, cuda_version: int) -> bool:
    """Whether the versions table says that the headers of cuda_version do not declare name."""
    if name not in versions:
        return False
    since, until = versions[name]
    return not since <= cuda_version <= until


def for_version(library: LibrarySpec, versions: dict[str, tuple[int, int]], cuda_version: int) -> LibrarySpec:
    """The spec without the names that this CUDA version does not declare (spec/versions.toml)."""

    def keep(name: str) -> bool:
        return not absent_in(versions, name.partition(".")[0], cuda_version)

    return replace(
        library,
        context_free=tuple(n for n in library.context_free if keep(n)),
        excluded={n: w for n, w in library.excluded.items() if keep(n)},
        context_changing={n: e for n, e in library.context_changing.items() if keep(n)},
        finds=tuple(n for n in library.finds if keep(n)),
        allocation_size={n: e for n, e in library.allocation_size.items() if keep(n)},
        crossing={n: w for n, w in library.crossing.items() if keep(n)},
        neither={n: w for n, w in library.neither.items() if keep(n)},
    )
