# SPDX-License-Identifier: MIT
"""Load spec/*.toml: the semantics the headers do not state, as data.

Every mistake is reported as `file:line: what is wrong`, so a spec author can go straight to it.
"""
from __future__ import annotations

import fnmatch
import re
import tomllib
from dataclasses import dataclass, field, make_dataclass, replace
from pathlib import Path
from typing import Callable

from codegen import schema
from codegen.schema import SCHEMA, Entry


class SpecError(Exception):
    """One or more problems of the spec or of what it says about the headers, each one line
    `file:line: what is wrong`, so that a run reports all of them together."""

    def __init__(self, *problems: str):
        super().__init__("\n".join(problems))
        self.problems = problems


def raise_all(errors: list[SpecError]) -> None:
    """Raise every problem collected, in order, as one error; nothing when there are none."""
    if errors:
        raise SpecError(*(problem for error in errors for problem in error.problems))


def collecting(errors: list[SpecError], check, *args):
    """Run check(*args); collect its SpecError instead of stopping the run. Returns its result or None."""
    try:
        return check(*args)
    except SpecError as error:
        errors.append(error)
        return None


CONTEXT_EFFECTS = {
    "none": "acts on the current context, which the wrapper made the binding's",
    "moves_current": "changes the thread's current context: cubound forgets its cache",
    "ends_context": "may end the context it is given: bindings of that context go stale",
    "resets_primary": "resets the device's primary context: its bindings go stale, the device re-retains it",
    "resets_binding_primary": "resets the primary context of the binding's device (the current one): its bindings go "
                              "stale, the device re-retains it",
    "enables_peer": "the binding's context may use the peer context's device memory from now on (debug checks)",
    "disables_peer": "the binding's context may no longer use the peer context's device memory (debug checks)",
    "enables_peer_primary": "the binding's context may use the device memory of the peer device's primary context from now "
                            "on (debug checks)",
    "disables_peer_primary": "the binding's context may no longer use the device memory of the peer device's primary "
                             "context (debug checks)",
}
PEER_EFFECTS = {"enables_peer", "disables_peer", "enables_peer_primary", "disables_peer_primary"}
EFFECTS_WITH_PARAM = {"ends_context", "resets_primary"} | PEER_EFFECTS
EFFECTS_FOR_THE_BINDING = {"resets_binding_primary"} | PEER_EFFECTS  # the runtime's function also takes the binding


class _SpecFile:
    """Where in its file a spec says something: for errors that point there."""

    def line_of(self, needle: str) -> int:
        """First line that names needle as a quoted string or a key: where to point an error."""
        for number, line in enumerate(self.text.splitlines(), start=1):
            stripped = line.lstrip()
            if f'"{needle}"' in line or stripped == needle or stripped.startswith(f"{needle} ") or stripped.startswith(f"{needle}="):
                return number
        return 1

    def error(self, needle: str, message: str) -> SpecError:
        return SpecError(f"{self.path}:{self.line_of(needle)}: {message}")

    def error_in(self, table: str, needle: str, message: str) -> SpecError:
        """An error at the first line that names needle inside [table] (needle may be in other tables too)."""
        lines = self.text.splitlines()
        start = next((n for n, line in enumerate(lines) if line.strip() == f"[{table}]"), 0)
        at = next((n for n in range(start, len(lines)) if f'"{needle}"' in lines[n] or lines[n].startswith(f"{needle} ")),
                  None)
        return SpecError(f"{self.path}:{at + 1 if at is not None else self.line_of(needle)}: {message}")


def _python_type(entry: Entry):
    if entry.field == "context_changing":
        return dict[str, tuple[str, str]]  # name -> (effect, parameter)
    if entry.names:
        return dict[str, tuple[str, ...]] if entry.kind is list else dict[str, entry.kind]
    return tuple[str, ...] if entry.kind is list else entry.kind


# One field per entry of codegen/schema.py, named as its key (or its table), plus the file itself
# and its table's layout (spec/slots/<name>.txt).
LibrarySpec = make_dataclass(
    "LibrarySpec",
    [("path", Path), ("text", str)]
    + [(e.field, _python_type(e), field(default_factory=lambda e=e: schema.empty(e))) for e in SCHEMA]
    + [("slots", tuple[str, ...], field(default=()))],
    bases=(_SpecFile,),
    frozen=True,
)


def matches(pattern: str, name: str) -> bool:
    """A pattern names a family: globs (cublas[SD]rotm) that also cover the _64 variants."""
    return fnmatch.fnmatchcase(name, pattern) or (name.endswith("_64") and fnmatch.fnmatchcase(name[:-3], pattern))


ENTRY_POINTS = ("cuGetProcAddress", "dlsym", "program")


def _check(spec: LibrarySpec, data: dict) -> None:
    """The tables and keys against codegen/schema.py, every mismatch together."""
    errors: list[SpecError] = []
    for table in data:
        if table not in schema.TABLES:
            errors.append(spec.error(f"[{table}]", f"unknown table [{table}] (known: {', '.join(schema.TABLES)})"))
    for table in sorted(schema.REQUIRED_TABLES - set(data)):
        errors.append(SpecError(f"{spec.path}:1: the table [{table}] is missing"))
    for table in schema.TABLES:
        if table in data and not isinstance(data[table], dict):
            errors.append(spec.error(table, f"{table} must be a table"))
    keyed = {entry.table: {e.key for e in SCHEMA if e.table == entry.table} for entry in SCHEMA if entry.key}
    for table, keys in keyed.items():
        for key in data.get(table, {}) if isinstance(data.get(table), dict) else ():
            if key not in keys:
                errors.append(spec.error(key, f"[{table}] has an unknown key '{key}' (known: {', '.join(sorted(keys))})"))
    for entry in SCHEMA:
        table = data.get(entry.table)
        if not isinstance(table, dict):
            continue
        if not entry.key:  # a whole table of names
            for key, value in table.items():
                collecting(errors, _check_value, spec, entry.table, key, value, entry.kind)
        elif entry.key in table:
            value = table[entry.key]
            if entry.names and isinstance(value, dict):
                for key, item in value.items():
                    collecting(errors, _check_value, spec, entry.where, key, item, entry.kind)
            else:
                collecting(errors, _check_value, spec, entry.table, entry.key, value, dict if entry.names else entry.kind)
        elif entry.required:
            errors.append(SpecError(f"{spec.path}:{spec.line_of(f'[{entry.table}]')}: [{entry.table}] needs the key '{entry.key}'"))
    raise_all(errors)


def _check_value(spec: LibrarySpec, table: str, key: str, value, kind: type) -> None:
    if not isinstance(value, kind):
        raise spec.error(key, f"[{table}] {key} must be a {kind.__name__}")
    if kind is list and not all(isinstance(item, str) for item in value):
        raise spec.error(key, f"[{table}] {key} must list strings")


def _value(entry: Entry, data: dict):
    """The entry's value in a checked file, as LibrarySpec holds it: lists as tuples."""
    table = data.get(entry.table, {})
    value = table if not entry.key else table.get(entry.key, schema.empty(entry))
    if entry.names and entry.kind is list:
        return {name: tuple(items) for name, items in value.items()}
    return tuple(value) if entry.kind is list and not entry.names else value


def _context_changing(spec: LibrarySpec, table: dict, errors: list[SpecError]) -> dict[str, tuple[str, str]]:
    result = {}
    for name, entry in table.items():
        effect = entry.get("effect")
        if effect not in CONTEXT_EFFECTS or set(entry) - {"effect", "param"}:
            errors.append(spec.error(name, f"[context_changing] {name} needs effect = one of {', '.join(CONTEXT_EFFECTS)} (and maybe param)"))
        elif (effect in EFFECTS_WITH_PARAM) != ("param" in entry):
            errors.append(spec.error(name, f"[context_changing] {name}: effect '{effect}' {'needs' if 'param' not in entry else 'takes no'} param"))
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
    errors: list[SpecError] = []
    spec = LibrarySpec(path=path, text=text, **{e.field: _value(e, data) for e in SCHEMA},
                       slots=_slots(path.parent / SLOTS_FOLDER / f"{data['library']['name']}.txt"))
    spec = replace(spec, context_changing=_context_changing(spec, spec.context_changing, errors))
    if spec.entry_points not in ENTRY_POINTS:
        errors.append(spec.error("entry_points", f"[library] entry_points must be one of {', '.join(ENTRY_POINTS)}"))
    if (spec.entry_points == "cuGetProcAddress") != bool(spec.versions_header):
        errors.append(spec.error("entry_points", "[library] versions_header goes with entry_points = \"cuGetProcAddress\", and only there"))
    collecting(errors, version_number, spec.reviewed_through, spec.version_macro, spec, "reviewed_through")
    # device_data pointers are checked as device pointers, whatever their C type.
    for kind in sorted(set(spec.tracked) - set(spec.handles.values()) - ({"device_pointer"} if spec.device_data else set())):
        errors.append(spec.error(kind, f"[checks] tracks '{kind}', which no type in [handles] is"))
    if spec.binding_keeps and spec.binding_keeps not in spec.handles.values():
        errors.append(spec.error("binding_keeps", f"binding_keeps = '{spec.binding_keeps}', which no type in [handles] is"))
    errors += _binding_handle_problems(spec)
    if spec.binding_status and "default" not in spec.binding_status:
        errors.append(spec.error("binding_status", "[binding_status] needs a 'default' for the CUresults it does not list"))
    if not spec.binding_status and spec.status_type != "CUresult":
        errors.append(spec.error("status_type", f"a library whose status is {spec.status_type} needs a [binding_status] table"))
    for name in sorted({n for n in spec.context_free if spec.context_free.count(n) > 1}):
        errors.append(spec.error(name, f"'{name}' is listed twice in context_free"))
    errors += _contradictions(spec)
    for table, entries in (("writes", spec.writes), ("reads", spec.reads)):
        for pattern, extents in entries.items():
            errors += [spec.error_in(table, pattern, f"[{table}] '{pattern}' {param}: {problem}")
                       for param, extent in extents.items() for problem in extent_problems(extent)]
    for type_name, sizes in spec.element_sizes.items():
        if not isinstance(sizes, dict) or not all(isinstance(v, int) and v >= 0 for v in sizes.values()):
            errors.append(spec.error(type_name, f"[element_sizes] {type_name} must map each constant to its bytes "
                                                f"(0: a constant that names no type, such as a count)"))
    raise_all(errors)
    return spec


BINDING_HANDLE_NEEDS = ("getter", "getter_header", "handle_kind", "create", "destroy")


def _binding_handle_problems(spec: LibrarySpec) -> list[SpecError]:
    """[binding_handle] whole; its kind and calls are checked with the headers (build.py), after what
    the headers add that the spec does not classify yet."""
    if not (spec.getter or spec.getter_header or spec.handle_kind or spec.create or spec.destroy or spec.set_stream
            or spec.create_args):
        return []
    errors = [spec.error("[binding_handle]", f"[binding_handle] needs '{key}' ({', '.join(BINDING_HANDLE_NEEDS)}; "
                                             f"set_stream and create_args where the handle has them)")
              for key in BINDING_HANDLE_NEEDS if not getattr(spec, key)]
    if spec.getter and not re.fullmatch(r"bd_[A-Za-z0-9_]+", spec.getter):
        errors.append(spec.error("getter", f"[binding_handle] getter = '{spec.getter}': a getter is a bd_ function"))
    if spec.handle_kind and spec.handle_kind == spec.binding_keeps:
        errors.append(spec.error("handle_kind", f"[binding_handle] handle_kind = '{spec.handle_kind}' is the kind the "
                                                f"binding keeps (binding_keeps): one handle a binding, or many"))
    return errors


EXTENT_KEYS = ("count", "element", "datatype", "stride", "ranks", "batches", "batch_stride", "rows", "copy", "descriptor",
               "with")


def extent_problems(extent) -> list[str]:
    """What is wrong with the shape of one extent of [writes] or [reads] (docs/spec.md): its keys
    and their types. Whether its names are parameters is checked against each function."""
    if not isinstance(extent, dict):
        return ["an extent is a table such as { count = \"n\", stride = \"incy\" }, not C"]
    problems = [f"unknown key '{key}' (known: {', '.join(EXTENT_KEYS)})" for key in extent if key not in EXTENT_KEYS]
    count = extent.get("count")
    if isinstance(count, dict):
        constants = set(count) - {"by", "otherwise"}
        if not ({"by", "otherwise"} <= set(count) and len(constants) == 1 and all(isinstance(v, str) for v in count.values())):
            problems.append("a count chosen by a parameter is { by = \"param\", CONSTANT = \"count\", otherwise = \"count\" }")
    elif count is not None and not (isinstance(count, str) or (isinstance(count, list) and all(isinstance(c, str) for c in count))):
        problems.append("count is a parameter, or a list of parameters multiplied")
    if "element" in extent and not (isinstance(extent["element"], int) and extent["element"] > 0):
        problems.append("element is a number of bytes")
    if "element" in extent and "datatype" in extent:
        problems.append("give element or datatype, not both")
    problems += [f"{key} is a parameter" for key in ("datatype", "stride", "ranks", "batches", "batch_stride", "rows")
                 if key in extent and not isinstance(extent[key], str)]
    if "rows" in extent and not (isinstance(count, list) and len(count) == 2 and "stride" not in extent):
        problems.append("rows goes with count = [\"leading dimension\", \"columns\"] (a column-major matrix), "
                        "without stride")
    if ("batches" in extent) != ("batch_stride" in extent):
        problems.append("batches and batch_stride go together")
    if "copy" in extent and (extent["copy"] not in ("destination", "source") or set(extent) != {"copy"}):
        problems.append("copy = \"destination\" (or \"source\") stands alone: that side of the copy the parameter "
                        "describes")
    if "descriptor" in extent and (not isinstance(extent["descriptor"], str) or set(extent) - {"descriptor", "with"}):
        problems.append("descriptor = \"KIND\" stands alone (with `with`, the other parameters its code is given): "
                        "what the descriptor says at the call is the extent")
    if "with" in extent and ("descriptor" not in extent or not isinstance(extent["with"], list)
                             or not all(isinstance(w, str) for w in extent["with"])):
        problems.append("with lists parameters, and goes with descriptor")
    return problems


def _contradictions(spec: LibrarySpec) -> list[SpecError]:
    """A function given two decisions that cannot both hold."""
    # A context-free call may still move the current context (ncclGroupEnd): only that effect.
    changing = {name for name, (effect, _) in spec.context_changing.items() if effect != "moves_current"}
    moving = set(spec.context_changing) - changing
    decisions = (
        ("context-free", set(spec.context_free)),
        ("excluded", set(spec.excluded)),
        ("context-changing", changing),
        ("reviewed as wrapped as is", set(spec.reviewed)),
    )
    errors = [spec.error(name, f"'{name}' cannot be both excluded and context-changing")
              for name in sorted(moving & set(spec.excluded))]
    errors += [spec.error(name, f"'{name}' cannot be both reviewed as wrapped as is and context-changing")
               for name in sorted(moving & set(spec.reviewed))]
    for at, (first, names) in enumerate(decisions):
        for second, others in decisions[at + 1:]:
            errors += [spec.error(name, f"'{name}' cannot be both {first} and {second}") for name in sorted(names & others)]
    # A context-free call runs on no binding: nothing of it can be noted for hand-off or checked.
    orders = {pattern: e for pattern, e in spec.orders.items()
              if not (isinstance(e, dict) and e.get("effect") in ("group_starts", "group_ends"))}
    for table, entries in (("writes", spec.writes), ("reads", spec.reads), ("launches", spec.launches), ("orders", orders),
                           ("allocations", spec.allocations), ("pointer_mode", spec.pointer_mode),
                           ("generator_outputs", spec.generator_outputs), ("post_call", spec.post_call)):
        errors += [spec.error(name, f"'{name}' cannot be both context-free and in [{table}] ('{pattern}'): a "
                                    f"context-free call takes no binding to note or check it with")
                   for name in spec.context_free for pattern in entries if pattern != "*" and matches(pattern, name)]
    # A context-free call's handles belong to no device: it cannot make or end a tracked one.
    for name in spec.context_free:
        if name in spec.neither:
            continue
        for role, patterns in (("makes handles", spec.creates), ("ends handles", spec.destroys)):
            pattern = next((p for p in patterns if matches(p, name)), None)
            if pattern:
                errors.append(spec.error(name, f"'{name}' cannot be both context-free and a call that {role} "
                                               f"('{pattern}' in [roles]); list it in [roles.neither] if it does not"))
    return errors


SLOTS_FOLDER = "slots"


def _slots(path: Path) -> tuple[str, ...]:
    """The table's slots, one symbol a line, as tests/headers/slots.py appends them ('#': a comment).
    Missing: none are placed yet, so every slot follows header order."""
    if not path.is_file():
        return ()
    keys = [line.strip() for line in _read(path).splitlines() if line.strip() and not line.startswith("#")]
    repeated = sorted({key for key in keys if keys.count(key) > 1})
    if repeated:
        raise SpecError(f"{path}:1: {repeated[0]} has two slots; a slot is placed once, for good")
    return tuple(keys)


VERSIONS_FILE = "versions.toml"  # not a library: which CUDA versions declare which names


def load(spec_dir: Path) -> tuple[LibrarySpec, ...]:
    paths = sorted(p for p in spec_dir.glob("*.toml") if p.name != VERSIONS_FILE)
    if not paths:
        raise SpecError(f"{spec_dir}: no *.toml spec files")
    errors: list[SpecError] = []
    specs = tuple(collecting(errors, load_library, p) for p in paths)
    raise_all(errors)
    return specs


def _cuda_number(major: int, minor: int) -> int:
    return major * 1000 + minor * 10


def _cuda_parts(number: int) -> tuple[int, ...]:
    return number // 1000, number % 1000 // 10


def _nccl_number(major: int, minor: int, patch: int) -> int:
    # nccl.h: NCCL_VERSION(X,Y,Z) is X*1000 + Y*100 + Z up to 2.8, X*10000 + Y*100 + Z since 2.9
    return major * 1000 + minor * 100 + patch if major <= 2 and minor <= 8 else major * 10000 + minor * 100 + patch


def _nccl_parts(number: int) -> tuple[int, ...]:
    if number < 10000:
        return number // 1000, number % 1000 // 100, number % 100
    return number // 10000, number % 10000 // 100, number % 100


def _cudnn_number(major: int, minor: int, patch: int) -> int:
    # cudnn_version.h: CUDNN_VERSION is CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL (cuDNN 9);
    # cutensor.h's CUTENSOR_VERSION alike (CUTENSOR_MAJOR * 10000 + CUTENSOR_MINOR * 100 + CUTENSOR_PATCH)
    return major * 10000 + minor * 100 + patch


def _cudnn_parts(number: int) -> tuple[int, ...]:
    return number // 10000, number % 10000 // 100, number % 100


@dataclass(frozen=True)
class VersionScheme:
    """How a header's integer macro counts versions: CUDA_VERSION 12040 is CUDA 12.4, NCCL_VERSION_CODE
    22703 is NCCL 2.27.3. reviewed_through and spec/versions.toml write versions as text."""

    product: str  # "CUDA", "NCCL"
    article: str
    example: str
    least_parts: int  # "13" is CUDA 13.0; an NCCL version needs all three numbers
    encode: Callable[..., int]
    decode: Callable[[int], tuple[int, ...]]

    def number(self, text: str) -> int:
        parts = text.split(".")
        most = self.example.count(".") + 1
        if not (self.least_parts <= len(parts) <= most and all(part.isdigit() for part in parts)):
            raise SpecError(f"'{text}' is not {self.article} {self.product} version such as {self.example}")
        return self.encode(*(int(part) for part in parts + ["0"] * (most - len(parts))))

    def text(self, number: int) -> str:
        return ".".join(str(part) for part in self.decode(number))


VERSION_SCHEMES = {
    "CUDA_VERSION": VersionScheme("CUDA", "a", "12.4", 1, _cuda_number, _cuda_parts),
    "NCCL_VERSION_CODE": VersionScheme("NCCL", "an", "2.27.3", 3, _nccl_number, _nccl_parts),
    "CUDNN_VERSION": VersionScheme("cuDNN", "a", "9.19.0", 3, _cudnn_number, _cudnn_parts),
    "CUTENSOR_VERSION": VersionScheme("cuTENSOR", "a", "2.8.0", 3, _cudnn_number, _cudnn_parts),
}


def version_scheme(macro: str, spec: LibrarySpec | None = None) -> VersionScheme:
    if macro not in VERSION_SCHEMES:
        message = f"version_macro: '{macro}' is not one of {', '.join(VERSION_SCHEMES)}"
        raise spec.error("version_macro", message) if spec else SpecError(message)
    return VERSION_SCHEMES[macro]


def version_number(text: str, macro: str = "CUDA_VERSION", spec: LibrarySpec | None = None, key: str = "") -> int:
    """'12.4' -> 12040 for CUDA_VERSION, '2.27.3' -> 22703 for NCCL_VERSION_CODE."""
    scheme = version_scheme(macro, spec)
    try:
        return scheme.number(text)
    except SpecError as error:
        raise (spec.error(key, f"{key}: {error}") if spec else error) from None


def cuda_version_number(text: str, spec: LibrarySpec | None = None, key: str = "") -> int:
    """'12.4' -> 12040, as CUDA_VERSION spells it."""
    return version_number(text, "CUDA_VERSION", spec, key)


def version_text(number: int, macro: str = "CUDA_VERSION") -> str:
    """12040 -> '12.4'; 22703 -> '2.27.3' for NCCL_VERSION_CODE."""
    return VERSION_SCHEMES[macro].text(number)


@dataclass(frozen=True)
class Presence:
    """The first pinned version that declares a name, and the last one if a newer pinned version no
    longer does (0: still declared by the newest); for a function, each form it was declared in
    (its return type, target symbol and parameter types) with the first pinned version of it."""

    since: int
    until: int = 0
    forms: tuple[tuple[int, str], ...] = ()  # oldest first

    def in_version(self, version: int) -> bool:
        return self.since <= version and (not self.until or version <= self.until)

    def form_since(self, form: str) -> int:
        """The first pinned version that declares this form (0: none does)."""
        return next((since for since, known in self.forms if known == form), 0)


@dataclass(frozen=True)
class VersionTable:
    """spec/versions.toml for one library: every function name any pinned version declares, and
    the type names that not every pinned version declares, counted in the library's version macro."""

    functions: dict[str, Presence] = field(default_factory=dict)
    types: dict[str, Presence] = field(default_factory=dict)
    version_macro: str = "CUDA_VERSION"
    made_from: tuple[int, ...] = ()  # the pinned versions, oldest first

    def absent_in(self, name: str, version: int) -> bool:
        """Whether the pinned header sets say that this version does not declare name."""
        known = self.functions.get(name) or self.types.get(name)
        return bool(known) and not known.in_version(version)


def load_versions(spec_dir: Path) -> dict[str, VersionTable]:
    """spec/versions.toml, per library (tests/headers/since.py writes it)."""
    path = spec_dir / VERSIONS_FILE
    if not path.is_file():
        raise SpecError(f"{path}: missing: it says which versions declare which names; make it with "
                        f"python3 tests/headers/fetch.py && python3 tests/headers/since.py (or git checkout {VERSIONS_FILE})")

    def table(tables: dict) -> VersionTable:
        macro = tables["version_macro"]
        number = version_scheme(macro).number

        def presence(entry: dict) -> Presence:
            forms = [(number(entry["since"]), entry["form"])] if "form" in entry else []
            forms += [(number(version), form) for version, form in entry.get("changed", {}).items()]
            return Presence(number(entry["since"]), number(entry["until"]) if "until" in entry else 0, tuple(forms))

        return VersionTable(
            functions={name: presence(entry) for name, entry in tables["functions"].items()},
            types={name: presence(entry) for name, entry in tables.get("types", {}).items()},
            version_macro=macro,
            made_from=tuple(number(version) for version in tables["made_from"]),
        )

    try:
        return {library: table(tables) for library, tables in tomllib.loads(_read(path)).items()}
    except (tomllib.TOMLDecodeError, KeyError, TypeError, AttributeError, SpecError) as error:
        raise SpecError(f"{path}:1: not a versions table ({error}); regenerate it with tests/headers/since.py") from error


def for_version(library: LibrarySpec, versions: VersionTable, version: int,
                declared: frozenset[str] = frozenset()) -> LibrarySpec:
    """The spec without the names that this version of the library (in its version_macro) does
    not declare: those the headers (declared) lack and spec/versions.toml says this version has not."""

    def keep(name: str) -> bool:
        name = name.partition(".")[0]
        return name in declared or not versions.absent_in(name, version)

    def kept(entry: Entry):
        value = getattr(library, entry.field)
        if isinstance(value, dict):
            return {name: item for name, item in value.items() if keep(name)}
        return tuple(name for name in value if keep(name))

    return replace(library, **{entry.field: kept(entry) for entry in SCHEMA if entry.per_name})
