# SPDX-License-Identifier: MIT
"""Declarations from the headers + the spec's rules -> the model templates render."""
from __future__ import annotations

import re
from pathlib import Path

from codegen import __version__, parse, twins, versions
from dataclasses import replace

from codegen.model import (Alias, Allocation, BindingHandle, Choice, ElementSize, EnumConstant, Extent, FieldCheck, Function, Launch, Library, Order,
                           Model, Param, Registration, Slot, StatusMapping, StreamOf, Unregistration)
from codegen.kinds import Listed, numbered
from codegen.spec import LibrarySpec, SpecError, VersionTable, collecting, for_version, matches, raise_all

PER_THREAD_DEFINE = "CUDA_API_PER_THREAD_DEFAULT_STREAM"


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
    base, depth = raw.base, len(raw.consts)
    pointee_const = bool(raw.consts) and raw.consts[-1]  # what the pointers lead to is const
    handle = spec.handles.get(base)
    direction = "in"
    if handle and depth == 1:
        direction = "array" if pointee_const else "out"
    elif handle and depth > 1:
        direction = "out"
    embeds = ()
    if base in header.records and depth >= 1:
        embeds = tuple((path, spec.handles[kind]) for path, kind in header.records[base] if kind in spec.handles)
    return Param(
        name=raw.name,
        type=raw.type,
        declarator=raw.declarator,
        base=base,
        consts=raw.consts,
        pointer=raw.pointer,
        handle=handle,
        direction=direction,
        written=depth >= 1 and not pointee_const and direction != "out",
        pointer_mode=raw.name in pointer_mode,
        pointer_array=depth >= 2 and raw.consts[0],  # const float *const Aarray[]
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
    if spec.entry_points != "cuGetProcAddress":  # by symbol: the per-thread variant is its own (cudaMemcpy_ptds)
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
    if decl.defined and not excluded_because:  # cufftXt.h 12.9's cufftXtSetJITCallback calls a versioned symbol itself
        excluded_because = f"defined in {decl.header} (static inline), no library symbol: call it as it is"
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
        order=_order(spec, name) if role == "context_free" else None,  # wrapped ones: _with_checks
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
        elif device_data and not p.handle and p.pointer and not p.pointer_mode and p.name not in host:
            kind = "device_pointer"
        members = [path for path, _ in header.records.get(p.base, ())]
        fields = tuple(
            FieldCheck(path, spec.handles[t], _condition(spec.checked_fields[f"{p.base}.{path}"], p.name, members),
                       spec.crossing.get(f"{p.base}.{path}", ""))
            for path, t in header.records.get(p.base, ())
            if f"{p.base}.{path}" in spec.checked_fields
        )
        crossing = _crossing(spec, f.name, p.name) if kind else ""
        params.append(replace(p, check_kind=kind, field_checks=fields, crossing=crossing))
    outputs = f.creates or (tuple(p.name for p in f.params if p.handle and p.direction == "out") if f.name in spec.finds else ())
    kinds = {p.name: p.handle for p in f.params}
    any_context = f.name in spec.any_context
    registers = tuple(
        Registration(f"*{name}", kinds[name], spec.allocation_size.get(f.name, "1") if kinds[name] == "device_pointer" else "0",
                     any_context)
        for name in outputs
        if kinds[name] in spec.tracked
    )
    unregisters = tuple(Unregistration(name, kinds[name]) for name in f.destroys if kinds[name] in spec.tracked)
    launch = spec.launches.get(f.name)
    host = spec.host_memory.get(f.name) or spec.memory.get(f.name)  # registered alike: by address, with a size
    aliases = ()
    if host and host.get("alias_of"):
        aliases = (Alias(host["address"], host["alias_of"]),)
    elif host and host.get("size"):
        registers += (Registration(host["address"], "device_pointer", host["size"], any_context),)
    elif host:
        unregisters += (Unregistration(host["address"], "device_pointer"),)
    ends_streams = tuple(name for name in f.destroys if kinds[name] == "stream")
    keeps = tuple(f"*{name}" for name in f.creates if spec.binding_keeps and kinds[name] == spec.binding_keeps)
    lets_go = tuple(name for name in f.destroys if spec.binding_keeps and kinds[name] == spec.binding_keeps)
    ends_code = any(kinds[name] in ("module", "library", "context") for name in f.destroys)
    return replace(f, params=tuple(params), registers=registers, unregisters=unregisters, aliases=aliases,
                   stream=_stream_of(spec, f, launch), writes=_extents(spec, header, spec.writes, f),
                   reads=_extents(spec, header, spec.reads, f), ends_streams=ends_streams, ends_code=ends_code,
                   keeps=keeps, lets_go=lets_go, post_call=f.name in spec.post_call,
                   launch=Launch(launch.get("function", "NULL"), launch.get("params", ""), launch.get("extra", ""),
                                 launch.get("symbol", "")) if launch else None,
                   order=_order(spec, f.name),
                   allocation=Allocation(**spec.allocations[f.name]) if f.name in spec.allocations else None,
                   twin=spec.twins.get(f.name, {}).get("twin", ""),
                   context_from=tuple(p for p in f.params if p.name in spec.context_from_handles.get(f.name, {}).get("handles", ())))


def _stream_of(spec: LibrarySpec, f: Function, launch: dict | None) -> StreamOf:
    """The stream a call runs on: [launches]' stream, else its stream parameter, else the stream of
    its library handle ([library] stream_handle), else the default stream of the variant."""
    if launch and "stream" in launch:
        return StreamOf(param=launch["stream"])
    by_kind = {p.handle: p.name for p in f.params if p.direction == "in"}
    if "stream" in by_kind:
        return StreamOf(param=by_kind["stream"])
    if spec.stream_handle in by_kind:
        return StreamOf(param=by_kind[spec.stream_handle], library_handle=True)
    return StreamOf()


# The descriptors an extent may name (`descriptor = KIND`), per library: each is a hand-written
# function, bd_gen_<library>_<KIND> (src/wrapper_runtime.h), that asks the library (or what cubound
# kept of a plan) at the call and answers this many ranges.
DESCRIPTORS = {
    "cusparse": {"dense_vector": 1, "dense_matrix": 1, "sparse_vector": 2, "sparse_matrix": 3},
    "cufft": {"transform_input": 1, "transform_output": 1},
}


def _extents(spec: LibrarySpec, header: parse.Header, table: dict[str, dict], f: Function) -> tuple[Extent, ...]:
    """What [writes] (or [reads]) says the call writes (reads), one extent per parameter."""
    params = {p.name: p for p in f.params}
    extents = []
    for pattern, entry in table.items():
        if not matches(pattern, f.name):
            continue
        for param, raw in entry.items():
            count = raw.get("count", ())
            choice = None
            if isinstance(count, dict):
                constant = next(key for key in count if key not in ("by", "otherwise"))
                choice, count = Choice(count["by"], constant, count[constant], count["otherwise"]), ()
            base, depth = params[param].base, len(params[param].consts)
            extents.append(Extent(
                param=param,
                counts=(count,) if isinstance(count, str) else tuple(count),
                choice=choice,
                element=raw.get("element", 0),
                pointee_sized=depth == 1 and base != "void" and "element" not in raw and "datatype" not in raw,
                datatype=raw.get("datatype", ""),
                stride=raw.get("stride", ""),
                ranks=raw.get("ranks", ""),
                batches=raw.get("batches", ""),
                batch_stride=raw.get("batch_stride", ""),
                rows=raw.get("rows", ""),
                copy=("3d" if "dstZ" in dict(header.records.get(base, ())) else "2d") if "copy" in raw else "",
                source=raw.get("copy") == "source",
                descriptor=raw.get("descriptor", ""),
                described_with=tuple(raw.get("with", ())),
                ranges=DESCRIPTORS.get(spec.name, {}).get(raw.get("descriptor", ""), 0),
            ))
    return tuple(extents)


ORDER_EFFECTS = {"records": True, "waits": True, "host_waits_event": True, "host_waits_stream": False,
                 "host_waits_context": False, "host_waits_all": False, "serialized": False, "begins_capture": False,
                 "ends_capture": False, "group_starts": False, "group_ends": False}
GROUP_EFFECTS = ("group_starts", "group_ends")  # the only ones a context-free function may have  # effect: whether it names an event


def _order(spec: LibrarySpec, name: str) -> Order | None:
    """How [orders] says the call orders streams and the host (the first pattern that matches)."""
    entry = next((e for pattern, e in spec.orders.items() if matches(pattern, name)), None)
    return Order(entry["effect"], entry.get("event", "")) if entry else None


ALLOCATION_EFFECTS = ("allocates", "frees", "host_frees")


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
        if not any(matches(pattern, name) and spec.handles.get(p.base) in spec.tracked
                   for name, decl in declared.items() for p in decl.params if p.name == param):
            errors.append(spec.error(key, f"'{key}' names no parameter of a tracked handle kind of a function of "
                                          f"{spec.header}, nor a field of [checked_fields]"))
    for table, entries in (("writes", spec.writes), ("reads", spec.reads)):
        for pattern, entry in entries.items():
            matched = [decl for name, decl in declared.items() if matches(pattern, name)]
            if not matched:
                errors.append(spec.error_in(table, pattern, f"'{pattern}' ([{table}]) matches no function of {spec.header}"))
            for decl in matched:
                errors += [spec.error_in(table, pattern, f"[{table}] '{pattern}': {problem}")
                           for param, extent in entry.items() for problem in _extent_problems(spec, header, decl, param, extent)]
    for name, entry in spec.context_from_handles.items():
        decl = declared.get(name)
        kinds = {p.name: spec.handles.get(p.base) for p in decl.params} if decl else {}
        handles = entry.get("handles", [])
        if decl is None or set(entry) != {"handles", "why"} or not handles or not isinstance(entry["why"], str) or \
                any(kinds.get(h) not in ("stream", "event") for h in handles):
            errors.append(spec.error_in("context_from_handles", name,
                                        f"[context_from_handles] {name} needs handles = its stream and event parameters "
                                        f"that name its context, and why = what says so"))
    for pattern, entry in spec.orders.items():
        matched = [decl for name, decl in declared.items() if matches(pattern, name)]
        effect = entry.get("effect") if isinstance(entry, dict) else None
        shape_ok = effect in ORDER_EFFECTS and set(entry) <= {"effect", "event"} and ("event" in entry) == ORDER_EFFECTS[effect]
        grouped = [name for name, decl in declared.items() if matches(pattern, name)
                   if (effect in GROUP_EFFECTS) != (name in spec.context_free)]
        if grouped:
            errors.append(spec.error_in("orders", pattern, f"[orders] '{pattern}': {', '.join(grouped)} "
                                        f"{'is' if len(grouped) == 1 else 'are'} context-free only with group_starts "
                                        f"or group_ends, and those are for context-free functions only"))
        if not matched or not shape_ok or any(entry.get("event") not in {p.name for p in decl.params}
                                              for decl in matched if "event" in entry):
            errors.append(spec.error_in("orders", pattern, f"[orders] '{pattern}' needs to match functions of "
                                        f"{spec.header} and give effect = one of {', '.join(ORDER_EFFECTS)}, with "
                                        f"event = their event parameter for records, waits and host_waits_event"))
    for name, entry in spec.allocations.items():
        decl = declared.get(name)
        if (decl is None or not isinstance(entry, dict) or set(entry) != {"effect", "param"} or
                entry["effect"] not in ALLOCATION_EFFECTS or entry["param"] not in {p.name for p in decl.params}):
            errors.append(spec.error_in("allocations", name, f"[allocations] {name} needs to be a function of "
                                        f"{spec.header} and give effect = one of {', '.join(ALLOCATION_EFFECTS)}, and "
                                        f"param = its parameter of the address (allocates: the output it is written "
                                        f"through)"))
    for name, entry in spec.launches.items():
        decl = declared.get(name)
        if decl is None:
            errors.append(spec.error(name, f"'{name}' ([launches]) is not declared in {spec.header}"))
        elif set(entry) - {"function", "symbol", "params", "extra", "stream"} or ("function" in entry) == ("symbol" in entry):
            errors.append(spec.error(name, f"[launches] '{name}': give function (the CUfunction, or \"NULL\" for work "
                                           f"that may write anything) or symbol (the runtime's host stub of the "
                                           f"kernel), and params, extra, stream as needed"))
    for name in spec.any_context:
        makes = name in spec.host_memory or name in spec.memory or name in spec.allocation_size
        if name not in names or not (makes or any(matches(pattern, name) for pattern in spec.creates)):
            errors.append(spec.error(name, f"'{name}' ([any_context]) is not a function of {spec.header} that makes "
                                           f"memory of a known size ([allocation_size], [host_memory] or [memory]) "
                                           f"or a handle ([roles] creates)"))
    for name in sorted(set(spec.host_memory) & set(spec.memory)):
        errors.append(spec.error(name, f"'{name}' is in both [host_memory] and [memory]: its memory is one or the other"))
    for name, entry in (*spec.host_memory.items(), *spec.memory.items()):
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
        if member not in fields or spec.handles.get(fields[member]) not in spec.tracked:
            errors.append(spec.error(path, f"'{path}' is not a field of a tracked handle kind in a struct of {spec.header}"))
    return errors


def _extent_problems(spec: LibrarySpec, header: parse.Header, decl, param: str, extent: dict) -> list[str]:
    """What an extent names that decl does not have: parameters, constants, sizes, copy fields."""
    types = {p.name: p for p in decl.params}
    count = extent.get("count", [])
    if isinstance(count, str):
        count = [count]
    named = [param, *(count.values() if isinstance(count, dict) else count)]
    named += [extent[key] for key in ("datatype", "stride", "ranks", "batches", "batch_stride", "rows") if key in extent]
    named += extent.get("with", [])
    problems = [f"{decl.symbol} has no parameter {name}" for name in dict.fromkeys(named) if name not in types]
    known = DESCRIPTORS.get(spec.name, {})
    if "descriptor" in extent and extent["descriptor"] not in known:
        problems.append(f"descriptor '{extent['descriptor']}' is not one {spec.name} has code for "
                        f"(codegen/build.py DESCRIPTORS: {', '.join(known) or 'none'})")
    constants = {c.name for values in header.enums.values() for c in values}
    if isinstance(count, dict):
        problems += [f"{key} is not a constant {spec.header} declares" for key in count
                     if key not in ("by", "otherwise") and key not in constants]
    if extent.get("datatype") in types and types[extent["datatype"]].base not in spec.element_sizes:
        problems.append(f"{extent['datatype']}'s type {types[extent['datatype']].base} has no [element_sizes]")
    if "copy" in extent and param in types:
        fields = dict(header.records.get(types[param].base, ()))
        if not {"dstDevice", "dstMemoryType", "dstXInBytes", "dstY", "dstPitch", "srcDevice", "srcMemoryType"} <= set(fields):
            problems.append(f"{param} does not point to a copy's description (CUDA_MEMCPY2D, CUDA_MEMCPY3D)")
    if param in types and not {"count", "copy", "descriptor"} & set(extent) and len(types[param].consts) != 1:
        problems.append(f"{param} is not a pointer to one element: give its count")
    return problems


def _check_names(spec: LibrarySpec, names: list[str], header: parse.Header) -> list[SpecError]:
    known = set(names)
    errors = []
    for listed, table in (("context_free", spec.context_free), ("context_changing", spec.context_changing),
                          ("roles neither", spec.neither), ("reviewed", spec.reviewed), ("post_call", spec.post_call)):
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


def _soname(spec: LibrarySpec, header: parse.Header, cuda_h: parse.Header) -> str:
    """{MACRO} is an integer macro of the header, else of cuda.h (nvrtc.h has no version of its own);
    {MACRO/N}, its quotient by N (CUDA_VERSION/1000: 13 for 13000)."""
    def value(match: re.Match) -> str:
        name, divisor = match.group(1), int(match.group(2) or 1)
        macros = header.integer_macros if name in header.integer_macros else cuda_h.integer_macros
        if name not in macros:
            raise spec.error("soname", f"soname names {name}, which neither {spec.header} nor cuda.h defines as an integer")
        return str(macros[name] // divisor)

    return re.sub(r"\{(\w+)(?:/(\d+))?\}", value, spec.soname)


def _unclassified(spec: LibrarySpec, header: parse.Header, names: list[str], versions_table: VersionTable) -> list[SpecError]:
    """New API that needs a decision, all of it at once: handle-like types the spec does not
    classify, then what it has not decided about functions (codegen/versions.py: context functions
    without a stated effect, functions and forms newer than the spec's review or unknown to the
    versions table)."""
    used = {p.base for decl in header.functions.values() for p in decl.params}
    errors = [
        SpecError(f"{spec.path}:{spec.line_of('[handles]')}: {name} ({spec.header}:{line}) is a pointer to a struct "
                  f"the spec does not classify: add it to [handles] (a kind) or to [not_handles] (why not)")
        for name, line in sorted(header.opaque_pointers.items())
        if name in used and name not in spec.handles and name not in spec.not_handles
    ]
    errors += [spec.error(name, f"'{name}' ([changed]) is not declared in {spec.header}") for name in spec.changed if name not in names]
    functions = dict(zip(names, header.functions.values()))
    return errors + [spec.error(where, message) for _, where, message in versions.undecided(spec, versions_table, functions)]


def _element_sizes(spec: LibrarySpec, header: parse.Header) -> tuple[tuple[str, tuple[ElementSize, ...]], ...]:
    """[element_sizes] for the constants these headers declare; each one needs a size."""
    result = []
    for type_name, sizes in spec.element_sizes.items():
        if type_name not in header.enums:
            raise spec.error(type_name, f"[element_sizes] {type_name} is not an enum {spec.header} declares")
        declared = header.enums[type_name]
        missing = [c.name for c in declared if c.name not in sizes]
        if missing:
            raise spec.error(type_name, f"[element_sizes] {type_name}: {missing[0]} ({spec.header}) has no size")
        first_of_each_value = {}
        for c in declared:  # ncclInt8 and ncclChar are one value: one case
            first_of_each_value.setdefault(c.value, c.name)
        result.append((type_name, tuple(ElementSize(name, sizes[name]) for name in first_of_each_value.values())))
    return tuple(result)


def _slots(spec: LibrarySpec, functions: list[Function]) -> tuple[Slot, ...]:
    """The table: every slot of spec/slots/<library>.txt in its place (empty where these headers do
    not declare its symbol), then the symbols it does not list yet, in header order. So a slot never
    moves from one generation to the next, whatever the headers add, remove or reorder."""
    declared = {}
    for f in functions:
        if f.role != "excluded":
            declared[f.symbol] = Slot(f.symbol, f, "")
            if f.per_thread_suffix:
                declared[f.per_thread_symbol] = Slot(f.per_thread_symbol, f, f.per_thread_suffix)
    placed = tuple(declared.get(key, Slot(key)) for key in spec.slots)
    return placed + tuple(slot for key, slot in declared.items() if key not in set(spec.slots))


def _binding_handle(spec: LibrarySpec, functions: list[Function]) -> BindingHandle | None:
    """[binding_handle] against the headers: create writes a handle of its kind through its first
    parameter and takes create_args for the rest, destroy and set_stream take one first, set_stream
    a stream second."""
    if not spec.getter:
        return None
    by_name = {f.name: f for f in functions if f.role == "wrapped"}
    kind, errors = spec.handle_kind, []
    if kind not in spec.handles.values():
        raise spec.error("handle_kind", f"[binding_handle] handle_kind = '{kind}', which no type in [handles] is")
    if kind not in spec.tracked:
        raise spec.error("handle_kind", f"[binding_handle] handle_kind = '{kind}' must be in [checks] tracked: the "
                                        f"checks know a binding's handle as its own")

    def call(key: str, shape: str, fits) -> Function | None:
        name = getattr(spec, key)
        f = by_name.get(name)
        if f is None:
            errors.append(spec.error(name, f"[binding_handle] {key} = '{name}' is not a function {spec.header} declares "
                                           f"that cubound wraps"))
        elif not fits(f):
            errors.append(spec.error(name, f"[binding_handle] {key} = '{name}' must take {shape}"))
        return f

    def takes_handle(p) -> bool:
        return p.handle == kind and p.direction == "in"

    create = call("create", f"where to write a {kind} first, then create_args ({len(spec.create_args)})",
                  lambda f: len(f.params) == 1 + len(spec.create_args) and f.params[0].handle == kind
                  and f.params[0].direction == "out")
    destroy = call("destroy", f"the {kind} alone", lambda f: len(f.params) == 1 and takes_handle(f.params[0]))
    set_stream = None
    if spec.set_stream:
        set_stream = call("set_stream", f"the {kind}, then a stream",
                          lambda f: len(f.params) == 2 and takes_handle(f.params[0]) and f.params[1].handle == "stream")
    raise_all(errors)
    return BindingHandle(getter=spec.getter, header=spec.getter_header, kind=kind, handle_type=create.params[0].base,
                         create=create, create_args=spec.create_args, destroy=destroy, set_stream=set_stream)


def _library(spec: LibrarySpec, header: parse.Header, per_thread: parse.Header, versions: Versions,
             version_table: VersionTable, cuda_h: parse.Header) -> Library:
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
    element_sizes, ranks = _element_sizes(spec, header), None
    if spec.status_type not in header.enums:
        raise spec.error("status_type", f"status_type {spec.status_type} is not an enum {spec.header} declares")
    statuses = {}
    for constant in header.enums[spec.status_type]:
        statuses.setdefault(constant.value, constant)
    if spec.ranks:
        ranks = next((f for f in functions if f.name == spec.ranks and len(f.params) == 2 and f.params[1].base == "int"), None)
        if ranks is None:
            raise spec.error("ranks", f"[library] ranks = '{spec.ranks}' is not a function of {spec.header} that "
                                      f"takes a communicator and an int * for its number of ranks")
    return Library(
        name=spec.name,
        header=spec.header,
        declared_in=spec.declared_in,
        status_type=spec.status_type,
        output=spec.output,
        soname=_soname(spec, header, cuda_h),
        entry_points=spec.entry_points,
        success_status=spec.success_status,
        unsupported_status=spec.unsupported_status,
        binding_status=mappings,
        binding_status_default=spec.binding_status.get("default", ""),
        functions=tuple(functions),
        slots=_slots(spec, functions),
        element_sizes=element_sizes,
        ranks=ranks,
        binding_keeps=spec.binding_keeps or "",
        reads_settled=spec.reads_settled,
        statuses=tuple(statuses.values()),
        not_functions=tuple(spec.not_functions.items()),
        binding_handle=_binding_handle(spec, functions),
    )


def build(specs: tuple[LibrarySpec, ...], include_dir: str, versions_table: dict[str, VersionTable],
          listed_kinds: Listed, only: tuple[str, ...] = ()) -> Model:
    """The model of every library, or of those named by only; versions_table (spec/versions.toml)
    says which names each pinned version of each library declares, counted in the library's
    version_macro (CUDA_VERSION, NCCL_VERSION_CODE), and in which form; listed_kinds (spec/kinds.txt)
    numbers the handle kinds. cuda.h and the driver's spec are read for any library: CUDA_VERSION,
    CUresult and [twins] come from them."""
    # An optional library (NCCL: not in every toolkit) is left out where its header is missing;
    # its handle kinds stay, numbered as everywhere: kind numbers do not depend on the toolkit.
    numbered_kinds = numbered(listed_kinds, specs)
    specs = tuple(s for s in specs if not only or s.name in only or s.header == "cuda.h")
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
    runtime = next((headers[spec.name] for spec in specs if spec.header == "cuda_runtime_api.h"), None)
    versions.one_toolkit(include_dir, cuda_h, entry_points.get(driver.name, {}), runtime)
    libraries = []
    errors: list[SpecError] = []
    versioned = []
    for spec in specs:
        header = headers[spec.name]
        table = collecting(errors, versions.table_for, spec, versions_table)
        version = collecting(errors, versions.library_version, spec, header, cuda_version)
        if table is None or version is None:
            continue
        users = {symbol: name for name, symbol in header.aliases.items()}
        declared = frozenset({users.get(symbol, symbol) for symbol in header.functions} | header.typedefs)
        versioned.append((for_version(spec, table, version, declared), table))
    # [twins] take the driver's effects as this version of the driver states them.
    driver = next((spec for spec, _ in versioned if spec.header == "cuda.h"), driver)
    for spec, table in versioned:
        if only and spec.name not in only:
            continue  # the driver, read for the others
        header = headers[spec.name]
        spec = collecting(errors, twins.resolve, spec, header, driver, cuda_h)
        if spec is None:
            continue
        per_thread = parse.functions_with(include_dir, spec.header, spec.declared_in, (PER_THREAD_DEFINE,))
        libraries.append(collecting(errors, _library, spec, header, per_thread, entry_points.get(spec.name, {}), table,
                                    cuda_h))
    raise_all(errors)
    # Each binding's handles in one array: their places, in spec order.
    places = iter(range(len(libraries)))
    libraries = [replace(library, binding_handle=replace(library.binding_handle, index=next(places)))
                 if library.binding_handle else library for library in libraries]
    # A kind whose creator is in [any_context] is every context's whoever registers it: cubound's own
    # per-binding handles too.
    every_context = {r.kind for library in libraries for f in library.functions for r in f.registers
                     if r.any_context and r.kind != "device_pointer"}
    numbered_kinds = tuple(replace(kind, every_context=kind.name in every_context) for kind in numbered_kinds)
    first_of_each_value: dict[int, EnumConstant] = {}
    for constant in cuda_h.enums["CUresult"]:
        first_of_each_value.setdefault(constant.value, constant)
    return Model(
        cuda_version=cuda_version,
        libraries=tuple(libraries),
        cuda_results=tuple(first_of_each_value.values()),
        kinds=numbered_kinds,
        left_out=left_out,
        version=tuple(int(part) for part in __version__.split(".")),
    )
