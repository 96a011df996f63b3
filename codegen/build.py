"""Declarations from the headers + the spec's rules -> the model templates render."""
from __future__ import annotations

import hashlib
import re
from pathlib import Path

from codegen import parse, versions
from dataclasses import replace

from codegen.model import EnumConstant, Function, Kind, Library, Model, Param, StatusMapping
from codegen.spec import LibrarySpec, SpecError, VersionTable, collecting, for_version, matches, raise_all

PER_THREAD_DEFINE = "CUDA_API_PER_THREAD_DEFAULT_STREAM"


def inputs_hash(*folders: Path) -> str:
    """A hash of every file the output depends on besides the headers (no timestamps, no paths)."""
    digest = hashlib.sha256()
    for folder in folders:
        for path in sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
            digest.update(path.relative_to(folder.parent).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def base_type(spelling: str) -> tuple[str, int]:
    """'const CUstream *' -> ('CUstream', 1): the type named, and how many pointer or array levels."""
    depth = spelling.count("*") + spelling.count("[")
    bare = re.sub(r"\[[^\]]*\]|\*|\bconst\b|\bstruct\b|\bvolatile\b", " ", spelling)
    return " ".join(bare.split()), depth


class _Rules:
    """The spec's family patterns, each checked to name at least one function."""

    def __init__(self, spec: LibrarySpec, names: list[str], errors: list[SpecError]):
        self.spec = spec
        self.names = names
        for pattern in (*spec.creates, *spec.destroys, *spec.pointer_mode, *spec.generator_outputs):
            if not any(matches(pattern, n) for n in names):
                errors.append(spec.error(pattern, f"'{pattern}' matches no function of {spec.header}"))

    def params_for(self, table: dict[str, tuple[str, ...]], name: str) -> set[str]:
        return {p for pattern, params in table.items() if matches(pattern, name) for p in params}


def _param(spec: LibrarySpec, header: parse.Header, raw: Param, pointer_mode: set[str], outputs: set[str]) -> Param:
    base, depth = base_type(raw.type)
    pointee_const = raw.type.lstrip().startswith("const")
    handle = spec.handles.get(base)
    direction = "in"
    if handle and depth == 1:
        direction = "array" if pointee_const else "out"
    elif handle and depth > 1:
        direction = "out"
    embeds = ()
    if base in header.records and depth >= 1:
        embeds = tuple(
            (path, spec.handles[base_type(kind)[0]]) for path, kind in header.records[base] if base_type(kind)[0] in spec.handles
        )
    return Param(
        name=raw.name,
        type=raw.type,
        declarator=raw.declarator,
        handle=handle,
        direction=direction,
        written=depth >= 1 and not pointee_const and direction != "out",
        pointer_mode=raw.name in pointer_mode,
        pointer_array=depth >= 2 and "*const" in raw.type.replace(" ", ""),
        generator_output=raw.name in outputs,
        embeds=embeds,
    )


Versions = dict[tuple[str, bool], tuple[tuple[int, tuple[str, ...]], ...]]


def _entry_version(versions: Versions, entry_name: str, per_thread: bool, decl, fallback: int) -> tuple[int, int]:
    """The newest cuGetProcAddress version whose PFN type has decl's parameters (cuCtxGetDevice is
    2000, cuCtxGetDevice_v2 13000), fallback where cudaTypedefs.h has no such type; and the
    version of the name before it (0: none)."""
    known = versions.get((entry_name, per_thread), ())
    matching = [v for v, signature in known if signature == decl.signature]
    version = matching[-1] if matching else fallback
    return version, max((v for v, _ in known if v < version), default=0)


def _entry(spec: LibrarySpec, versions: Versions, decl, threaded: str, cuda_version: int) -> dict:
    if spec.entry_points == "dlsym":
        return {"entry_name": decl.symbol}
    base = re.sub(r"_v\d+$", "", decl.symbol)
    version, previous = _entry_version(versions, base, False, decl, cuda_version)
    threaded_version, threaded_previous = (
        _entry_version(versions, base, True, decl, cuda_version) if threaded != decl.symbol else (0, 0)
    )
    return {
        "entry_name": base,
        "entry_version": version,
        "previous_version": previous,
        "per_thread_version": threaded_version,
        "per_thread_previous_version": threaded_previous,
    }


def _function(spec: LibrarySpec, rules: _Rules, header: parse.Header, threaded: str, name: str, decl, entry: dict) -> Function:
    pointer_mode = rules.params_for(spec.pointer_mode, name)
    outputs = rules.params_for(spec.generator_outputs, name)
    params = tuple(_param(spec, header, p, pointer_mode, outputs) for p in decl.params)
    excluded_because = next((why for pattern, why in spec.excluded.items() if matches(pattern, name)), "")
    role = "excluded" if excluded_because else "context_free" if name in spec.context_free else "wrapped"
    if role == "wrapped" and decl.return_type != spec.status_type:
        raise spec.error(spec.header, f"'{name}' returns {decl.return_type}: list it as context-free or excluded")
    if role == "wrapped" and any(p.name == "bd" for p in params):
        raise spec.error(spec.header, f"'{name}' has a parameter named 'bd', which the wrapper's binding uses")
    creates = destroys = ()
    if name in spec.neither:
        pass  # a name the role patterns would take wrongly ([roles] neither)
    elif any(matches(pattern, name) for pattern in spec.creates):
        creates = tuple(p.name for p in params if p.handle and p.direction == "out")
        if not creates:
            pattern = next(p for p in spec.creates if matches(p, name))
            raise spec.error(pattern, f"'{name}' matches creates pattern '{pattern}' but writes no handle")
    if name not in spec.neither and any(matches(pattern, name) for pattern in spec.destroys):
        inputs = [p.name for p in params if p.handle and p.direction == "in"]
        if not inputs:
            pattern = next(p for p in spec.destroys if matches(p, name))
            raise spec.error(pattern, f"'{name}' matches destroys pattern '{pattern}' but takes no handle")
        destroys = (inputs[0],)
    effect, effect_param = spec.context_changing.get(name, ("", ""))
    if effect_param and effect_param not in {p.name for p in params}:
        raise spec.error(name, f"'{name}' has no parameter '{effect_param}'")
    symbol = decl.symbol
    return Function(
        name=name,
        symbol=symbol,
        return_type=decl.return_type,
        params=params,
        header=decl.header,
        deprecated=decl.deprecated,
        role=role,
        excluded_because=excluded_because,
        per_thread_symbol=threaded if threaded != symbol else "",
        creates=creates,
        destroys=destroys,
        context_effect=effect,
        context_effect_param=effect_param,
        **entry,
    )


def _per_thread_symbols(spec: LibrarySpec, header: parse.Header, per_thread: parse.Header) -> list[str]:
    """What each declaration is called under the per-thread define, in header order.

    The per-thread parse declares the same functions in the same order, some renamed (_ptds,
    _ptsz), plus a few extra entry points of its own (cuGetProcAddress_v2_ptsz), which are skipped.
    """
    others = list(per_thread.functions.values())
    at = 0
    symbols = []
    for decl in header.functions.values():
        signature = [p.type for p in decl.params]
        while at < len(others) and [p.type for p in others[at].params] != signature:
            at += 1
        if at == len(others):
            raise SpecError(f"{spec.header}: with {PER_THREAD_DEFINE}, {decl.symbol} has no counterpart")
        symbols.append(others[at].symbol)
        at += 1
    return symbols


def _with_checks(spec: LibrarySpec, header: parse.Header, f: Function) -> Function:
    """What debug builds check in a wrapped function, and what they register and unregister."""
    if not f.wrapped:
        return f
    device_data = any(matches(p, f.name) for p in spec.device_data) and not any(
        matches(p, f.name) for p in spec.not_device_data
    )
    host = {name for pattern, names in spec.host_data.items() if matches(pattern, f.name) for name in names}
    params = []
    for p in f.params:
        kind = ""
        if p.handle in spec.tracked and p.direction == "in":
            kind = p.handle
        elif device_data and not p.handle and "*" in p.type and not p.pointer_mode and p.name not in host:
            kind = "device_pointer"
        base = base_type(p.type)[0]
        members = [path for path, _ in header.records.get(base, ())]
        fields = tuple(
            (path, spec.handles[base_type(t)[0]], _condition(spec.checked_fields[f"{base}.{path}"], p.name, members),
             spec.crossing.get(f"{base}.{path}", ""))
            for path, t in header.records.get(base, ())
            if f"{base}.{path}" in spec.checked_fields
        )
        crossing = _crossing(spec, f.name, p.name) if kind else ""
        params.append(replace(p, check_kind=kind, field_checks=fields, crossing=crossing))
    outputs = f.creates or (tuple(p.name for p in f.params if p.handle and p.direction == "out") if f.name in spec.finds else ())
    kinds = {p.name: p.handle for p in f.params}
    any_context = f.name in spec.any_context
    registers = tuple(
        (f"*{name}", kinds[name], spec.allocation_size.get(f.name, "1") if kinds[name] == "device_pointer" else "0", any_context)
        for name in outputs
        if kinds[name] in spec.tracked
    )
    unregisters = tuple((name, kinds[name]) for name in f.destroys if kinds[name] in spec.tracked)
    writes, write_stream = _ranges(spec.writes, f)
    reads, read_stream = _ranges(spec.reads, f)
    launch = spec.launches.get(f.name, {})
    write_stream = launch.get("stream", write_stream)
    host = spec.host_memory.get(f.name)
    aliases = ()
    if host and host.get("alias_of"):
        aliases = ((host["address"], host["alias_of"]),)
    elif host and host.get("size"):
        registers += ((host["address"], "device_pointer", host["size"], any_context),)
    elif host:
        unregisters += ((host["address"], "device_pointer"),)
    ends_streams = tuple(name for name in f.destroys if kinds[name] == "stream")
    ends_code = any(kinds[name] in ("module", "library", "context") for name in f.destroys)
    return replace(f, params=tuple(params), registers=registers, unregisters=unregisters, aliases=aliases, writes=writes,
                   write_stream=write_stream, ends_streams=ends_streams, ends_code=ends_code, reads=reads, read_stream=read_stream,
                   launch=(launch["function"], launch.get("params", "NULL"), launch.get("extra", "NULL")) if launch else ())


def _ranges(table: dict[str, dict], f: Function) -> tuple[tuple[tuple[str, str], ...], str]:
    """What [writes] (or [reads]) says the call writes (reads), and on which stream: the spec's
    expression, else the call's hStream, else ("") the default stream."""
    writes, stream = [], ""
    for pattern, entry in table.items():
        if matches(pattern, f.name):
            writes += [(param, size) for param, size in entry.items() if param != "stream"]
            stream = entry.get("stream", stream)
    names = {p.name for p in f.params}
    if writes and not stream and "hStream" in names:
        stream = "hStream"
    return tuple(writes), stream


def _crossing(spec: LibrarySpec, function: str, param: str) -> str:
    """Why [crossing] lets this parameter belong to another context ("" if it does not): keys are
    FUNCTION_PATTERN.param, or STRUCT.field for the fields of [checked_fields]."""
    return next((why for key, why in spec.crossing.items()
                 if key.rpartition(".")[2] == param and matches(key.rpartition(".")[0], function)), "")


def _condition(expression: str, param: str, members: list[str]) -> str:
    """A spec condition over a struct's fields, rewritten to read them through the parameter."""
    return re.sub(r"\b[A-Za-z_]\w*\b", lambda m: f"{param}->{m.group(0)}" if m.group(0) in members else m.group(0), expression)


def _check_check_tables(spec: LibrarySpec, header: parse.Header, names: list[str]) -> list[SpecError]:
    errors = []
    for name in (*spec.finds, *spec.allocation_size):
        if name not in names:
            errors.append(spec.error(name, f"'{name}' is not declared in {spec.header}"))
    for pattern in (*spec.device_data, *spec.not_device_data, *spec.host_data):
        if not any(matches(pattern, n) for n in names):
            errors.append(spec.error(pattern, f"'{pattern}' matches no function of {spec.header}"))
    declared = dict(zip(names, header.functions.values()))
    for key in spec.crossing:
        if key in spec.checked_fields:
            continue  # a struct field, checked below
        pattern, _, param = key.rpartition(".")
        if not any(matches(pattern, name) and spec.handles.get(base_type(p.type)[0]) in spec.tracked
                   for name, decl in declared.items() for p in decl.params if p.name == param):
            errors.append(spec.error(key, f"'{key}' names no parameter of a tracked handle kind of a function of "
                                          f"{spec.header}, nor a field of [checked_fields]"))
    for table, entries in (("writes", spec.writes), ("reads", spec.reads)):
        for pattern, entry in entries.items():
            matched = [decl for name, decl in declared.items() if matches(pattern, name)]
            if not matched:
                errors.append(spec.error(pattern, f"'{pattern}' ([{table}]) matches no function of {spec.header}"))
            for decl in matched:
                roots = {re.match(r"\w*", key).group(0) for key in entry if key != "stream"}  # pCopy->dstDevice: pCopy
                missing = sorted(roots - {p.name for p in decl.params})
                if missing:
                    errors.append(spec.error(pattern, f"[{table}] '{pattern}': {decl.symbol} has no parameter {missing[0]}"))
    for name, entry in spec.launches.items():
        decl = declared.get(name)
        if decl is None:
            errors.append(spec.error(name, f"'{name}' ([launches]) is not declared in {spec.header}"))
        elif set(entry) - {"function", "params", "extra", "stream"} or "function" not in entry:
            errors.append(spec.error(name, f"[launches] '{name}': give function (the CUfunction, or \"NULL\" for work "
                                           f"that may write anything), and params, extra, stream as needed"))
    for name in spec.any_context:
        if name not in names or not (name in spec.host_memory or name in spec.allocation_size):
            errors.append(spec.error(name, f"'{name}' ([any_context]) is not a function of {spec.header} that makes "
                                           f"memory of a known size ([allocation_size] or [host_memory])"))
    for name, entry in spec.host_memory.items():
        decl = declared.get(name)
        root = re.sub(r"^\*", "", entry.get("address", ""))
        params = {p.name for p in decl.params} if decl else set()
        if (decl is None or root not in params or set(entry) - {"address", "size", "alias_of"} or
                ("alias_of" in entry and ("size" in entry or entry["alias_of"] not in params))):
            errors.append(spec.error(name, f"[host_memory] {name} needs address = a parameter of a function of "
                                           f"{spec.header} (\"*pp\" for an output), and size for the calls that make "
                                           f"memory, or alias_of = the host address parameter for a call that gives "
                                           f"another address of it"))
    for path in spec.checked_fields:
        struct, _, member = path.partition(".")
        fields = dict(header.records.get(struct, ()))
        if member not in fields or spec.handles.get(base_type(fields[member])[0]) not in spec.tracked:
            errors.append(spec.error(path, f"'{path}' is not a field of a tracked handle kind in a struct of {spec.header}"))
    return errors


def _check_names(spec: LibrarySpec, names: list[str], header: parse.Header) -> list[SpecError]:
    known = set(names)
    errors = []
    for listed, table in (("context_free", spec.context_free), ("context_changing", spec.context_changing),
                          ("roles neither", spec.neither), ("reviewed", spec.reviewed)):
        errors += [
            spec.error(name, f"'{name}' ({listed}) is not declared in {spec.header} (files read: {', '.join(spec.declared_in)})")
            for name in table if name not in known
        ]
    errors += [  # [excluded] keys may be patterns (a family of aliases)
        spec.error(pattern, f"'{pattern}' (excluded) matches nothing declared in {spec.header} (files read: {', '.join(spec.declared_in)})")
        for pattern in spec.excluded if not any(matches(pattern, name) for name in known)
    ]
    errors += [spec.error(name, f"'{name}' is declared now: take it out of [not_functions]")
               for name in spec.not_functions if name in known or name in header.functions]
    # A type the spec names that the headers do not declare is a typo (or a version's type the
    # versions table does not know).
    for table, types in (("handles", spec.handles), ("not_handles", spec.not_handles)):
        errors += [spec.error(name, f"'{name}' ([{table}]) is not a type {spec.header} declares")
                   for name in types if name not in header.typedefs]
    return errors


def _family_params_exist(spec: LibrarySpec, functions: list[Function]) -> list[SpecError]:
    errors = []
    for pattern, params in (*spec.pointer_mode.items(), *spec.generator_outputs.items()):
        for f in functions:
            if pattern != "*" and matches(pattern, f.name):
                missing = set(params) - {p.name for p in f.params}
                if missing:
                    errors.append(spec.error(pattern, f"'{f.name}' (matched by '{pattern}') has no parameter {sorted(missing)[0]}"))
    return errors


def _soname(spec: LibrarySpec, header: parse.Header) -> str:
    def value(match: re.Match) -> str:
        if match.group(1) not in header.integer_macros:
            raise spec.error("soname", f"soname names {match.group(1)}, which {spec.header} does not define as an integer")
        return str(header.integer_macros[match.group(1)])

    return re.sub(r"\{(\w+)\}", value, spec.soname)


def _unclassified(spec: LibrarySpec, header: parse.Header, names: list[str], versions_table: VersionTable) -> list[SpecError]:
    """New API that needs a decision, all of it at once: handle-like types the spec does not
    classify, then what it has not decided about functions (codegen/versions.py: context functions
    without a stated effect, functions and forms newer than the spec's review or unknown to the
    versions table)."""
    used = {base_type(p.type)[0] for decl in header.functions.values() for p in decl.params}
    errors = [
        SpecError(f"{spec.path}:{spec.line_of('[handles]')}: {name} ({spec.header}:{line}) is a pointer to a struct "
                  f"the spec does not classify: add it to [handles] (a kind) or to [not_handles] (why not)")
        for name, line in sorted(header.opaque_pointers.items())
        if name in used and name not in spec.handles and name not in spec.not_handles
    ]
    errors += [spec.error(name, f"'{name}' ([changed]) is not declared in {spec.header}") for name in spec.changed if name not in names]
    functions = dict(zip(names, header.functions.values()))
    return errors + [spec.error(where, message) for _, where, message in versions.undecided(spec, versions_table, functions)]


def _library(spec: LibrarySpec, header: parse.Header, per_thread: parse.Header, versions: Versions,
             version_table: VersionTable) -> Library:
    users = {symbol: name for name, symbol in header.aliases.items()}
    names = [users.get(symbol, symbol) for symbol in header.functions]
    # What the spec names wrongly and what it has not decided come first: the rest follows from them.
    errors = _check_names(spec, names, header) + _unclassified(spec, header, names, version_table)
    rules = _Rules(spec, names, errors)
    raise_all(errors)
    threaded = _per_thread_symbols(spec, header, per_thread)
    cuda_version = header.integer_macros.get("CUDA_VERSION", 0)
    functions = [
        collecting(errors, _function, spec, rules, header, t, name, decl, _entry(spec, versions, decl, t, cuda_version))
        for name, t, decl in zip(names, threaded, header.functions.values())
    ]
    raise_all(errors)
    errors = _family_params_exist(spec, functions) + _check_check_tables(spec, header, names)
    raise_all(errors)
    functions = [_with_checks(spec, header, f) for f in functions]
    mappings = tuple(StatusMapping(cuda, status) for cuda, status in spec.binding_status.items() if cuda != "default")
    return Library(
        name=spec.name,
        header=spec.header,
        declared_in=spec.declared_in,
        status_type=spec.status_type,
        output=spec.output,
        soname=_soname(spec, header),
        entry_points=spec.entry_points,
        success_status=spec.success_status,
        unsupported_status=spec.unsupported_status,
        binding_status=mappings,
        binding_status_default=spec.binding_status.get("default", ""),
        functions=tuple(functions),
        not_functions=tuple(spec.not_functions.items()),
    )


def build(specs: tuple[LibrarySpec, ...], include_dir: str, hash_of_inputs: str,
          versions_table: dict[str, VersionTable]) -> Model:
    """The model of every library; versions_table (spec/versions.toml) says which names each pinned
    version of each library declares, counted in the library's version_macro (CUDA_VERSION,
    NCCL_VERSION_CODE), and in which form."""
    # An optional library (NCCL: not in every toolkit) is left out where its header is missing;
    # its handle kinds stay, so that kind numbers do not depend on the toolkit.
    every_spec = specs
    left_out = tuple((s.header, s.optional) for s in specs if s.optional and not Path(include_dir, s.header).is_file())
    specs = tuple(s for s in specs if (s.header, s.optional) not in left_out)
    headers = {spec.name: parse.parse_header(include_dir, spec.header, spec.declared_in) for spec in specs}
    cuda_h = next((headers[spec.name] for spec in specs if spec.header == "cuda.h"), parse.Header())
    # cuda.h's CUDA_VERSION says which names every header of the set declares.
    cuda_version = cuda_h.integer_macros.get("CUDA_VERSION", 0)
    if not cuda_version or not cuda_h.enums.get("CUresult"):
        raise SpecError("no spec reads cuda.h: CUDA_VERSION and CUresult come from it")
    entry_points = {spec.name: parse.entry_point_versions(include_dir, spec.versions_header)
                    for spec in specs if spec.versions_header}
    driver = next(spec for spec in specs if spec.header == "cuda.h")
    versions.one_toolkit(include_dir, cuda_h, entry_points.get(driver.name, {}))
    libraries = []
    errors: list[SpecError] = []
    for spec in specs:
        header = headers[spec.name]
        table = collecting(errors, versions.table_for, spec, versions_table)
        version = collecting(errors, versions.library_version, spec, header, cuda_version)
        if table is None or version is None:
            continue
        users = {symbol: name for name, symbol in header.aliases.items()}
        declared = frozenset({users.get(symbol, symbol) for symbol in header.functions} | header.typedefs)
        spec = for_version(spec, table, version, declared)
        per_thread = parse.parse_header(include_dir, spec.header, spec.declared_in, defines=(PER_THREAD_DEFINE,))
        libraries.append(collecting(errors, _library, spec, header, per_thread, entry_points.get(spec.name, {}), table))
    raise_all(errors)
    first_of_each_value: dict[int, EnumConstant] = {}
    for constant in cuda_h.enums["CUresult"]:
        first_of_each_value.setdefault(constant.value, constant)
    tracked = {kind for spec in every_spec for kind in spec.tracked}
    names = sorted({kind for spec in every_spec for kind in spec.handles.values()} | tracked)
    return Model(
        cuda_version=cuda_version,
        inputs_hash=hash_of_inputs,
        libraries=tuple(libraries),
        cuda_results=tuple(first_of_each_value.values()),
        kinds=tuple(Kind(name, name in tracked) for name in names),
        left_out=left_out,
    )
