# SPDX-License-Identifier: MIT
"""[twins]: a function that does what a driver function does takes that function's effects from the
driver's spec ([orders], [reads], [writes], [crossing], [allocations]), its parameters renamed, so that the two
APIs cannot drift apart: cudaEventRecord orders streams as cuEventRecord does because that is
written once, for cuEventRecord (docs/spec.md, "One effect model").
"""
from __future__ import annotations

from dataclasses import replace

from codegen import parse
from codegen.spec import LibrarySpec, SpecError, matches

TAKES = ("orders", "reads", "writes", "crossing", "allocations")
NAMED_BY_EXTENT = ("datatype", "stride", "ranks", "batches", "batch_stride", "rows")  # extent keys whose value is a parameter


def declared(header: parse.Header) -> dict[str, parse.Declaration]:
    """A header's functions by the names users write (cuMemAlloc, not cuMemAlloc_v2)."""
    users = {symbol: name for name, symbol in header.aliases.items()}
    return {users.get(symbol, symbol): decl for symbol, decl in header.functions.items()}


def _shape_problem(entry) -> str:
    if not isinstance(entry, dict) or not isinstance(entry.get("twin"), str) or set(entry) - {"twin", "params", "takes"}:
        return "give twin = the driver function, and params, takes as needed"
    params = entry.get("params", {})
    if not isinstance(params, dict) or not all(isinstance(v, str) for v in params.values()):
        return "params maps the twin's parameter names to this function's: { hEvent = \"event\" }"
    takes = entry.get("takes", list(TAKES))
    if not isinstance(takes, list) or not takes or set(takes) - set(TAKES):
        return f"takes lists some of {', '.join(TAKES)}"
    return ""


def resolve(spec: LibrarySpec, header: parse.Header, driver: LibrarySpec, driver_header: parse.Header) -> LibrarySpec:
    """spec with what [twins] takes from the driver's tables added under each function's own name.
    Every name an effect of the twin uses must map to a parameter of the function; a twin that does
    not exist, a name that does not map, and an effect the spec also states itself are errors."""
    if not spec.twins:
        return spec
    ours, theirs = declared(header), declared(driver_header)
    tables = {table: dict(getattr(spec, table)) for table in TAKES}
    errors: list[SpecError] = []
    for name, entry in spec.twins.items():
        def error(message: str, name=name) -> SpecError:
            return spec.error_in("twins", name, f"[twins] {name}: {message}")

        problem = _shape_problem(entry)
        if problem:
            errors.append(error(problem))
            continue
        decl, twin = ours.get(name), theirs.get(entry["twin"])
        if decl is None or name in spec.context_free:
            errors.append(error(f"not a function of {spec.header} that takes a binding"))
            continue
        if twin is None:
            errors.append(error(f"its twin '{entry['twin']}' is not a function of {driver.header}"))
            continue
        mapping = entry.get("params", {})
        own = {p.name for p in decl.params}
        errors += [error(f"params maps '{key}', which is not a parameter of {entry['twin']}")
                   for key in mapping if key not in {p.name for p in twin.params}]
        errors += [error(f"params maps to '{value}', which is not a parameter of {name}")
                   for value in mapping.values() if value not in own]
        handles = {p.name for p in decl.params if spec.handles.get(p.base) in spec.tracked}
        try:
            taken = _taken(driver, name, entry["twin"], mapping, own, handles, entry.get("takes", TAKES), error)
        except SpecError as failed:
            errors.append(failed)
            continue
        for table, entries in taken.items():
            stated = [key for key in getattr(spec, table) if key in entries or
                      (table != "crossing" and matches(key, name))]
            if stated:
                errors.append(error(f"takes [{table}] from {entry['twin']}, and [{table}] '{stated[0]}' states it too: "
                                    f"keep one (takes = [...] says which tables the twin gives)"))
            tables[table].update(entries)
    errors += _undecided_namesakes(spec, ours, driver, theirs)
    if errors:
        raise SpecError(*(problem for e in errors for problem in e.problems))
    return replace(spec, **tables)


def _taken(driver: LibrarySpec, name: str, twin: str, mapping: dict[str, str], own: set[str], handles: set[str],
           takes, error) -> dict[str, dict]:
    """What each table takes from the twin, keyed as the function's own entries, names renamed."""

    def renamed(param: str, table: str) -> str:
        mine = mapping.get(param, param)
        if mine not in own:
            raise error(f"{twin}'s [{table}] names {param}, which params does not map to a parameter of {name}")
        return mine

    taken: dict[str, dict] = {}
    order = next((e for pattern, e in driver.orders.items() if matches(pattern, twin)), None)
    if "orders" in takes and order is not None:
        taken["orders"] = {name: {key: renamed(value, "orders") if key == "event" else value for key, value in order.items()}}
    allocation = driver.allocations.get(twin)
    if "allocations" in takes and allocation is not None:
        taken["allocations"] = {name: {**allocation, "param": renamed(allocation["param"], "allocations")}}
    for table in ("reads", "writes"):
        extents = {}
        for pattern, entry in getattr(driver, table).items() if table in takes else ():
            if matches(pattern, twin):
                extents.update({renamed(param, table): _extent(extent, lambda p, t=table: renamed(p, t))
                                for param, extent in entry.items()})
        if extents:
            taken[table] = {name: extents}
    # A parameter the twin lets belong to another device does here too, where this function checks
    # it as a handle (the runtime does not check a copy's void * pointers: nothing to let cross).
    crossing = {f"{name}.{mapping.get(param, param)}": why for key, why in driver.crossing.items()
                for pattern, _, param in [key.rpartition(".")]
                if "crossing" in takes and matches(pattern, twin) and mapping.get(param, param) in handles}
    if crossing:
        taken["crossing"] = crossing
    return taken


def _extent(extent: dict, renamed) -> dict:
    """An extent of the twin with the parameters it names renamed: its counts (a choice's `by` and
    counts too) and the keys whose value is a parameter."""
    out = dict(extent)
    count = extent.get("count")
    if isinstance(count, str):
        out["count"] = renamed(count)
    elif isinstance(count, list):
        out["count"] = [renamed(c) for c in count]
    elif isinstance(count, dict):
        out["count"] = {key: renamed(value) for key, value in count.items()}
    out.update({key: renamed(extent[key]) for key in NAMED_BY_EXTENT if key in extent})
    if "with" in extent:
        out["with"] = [renamed(name) for name in extent["with"]]
    return out


def _undecided_namesakes(spec: LibrarySpec, ours: dict, driver: LibrarySpec, theirs: dict) -> list[SpecError]:
    """A runtime function whose driver namesake (cudaX: cuX) orders streams or touches memory, and
    that says nothing of its own effects, would silently order nothing and touch nothing for the
    checks: it must take its twin's ([twins]), state its own, or be work that may write anything
    ([launches] function = "NULL")."""
    errors = []
    for name in sorted(ours):
        namesake = "cu" + name[len("cuda"):] if name.startswith("cuda") else ""
        if namesake not in theirs or name in spec.twins or name in spec.context_free:
            continue
        effects = [t for t in ("orders", "reads", "writes", "allocations")
                   if any(matches(key, namesake) for key in getattr(driver, t))]
        decided = any(matches(key, name) for t in (*TAKES, "launches") for key in getattr(spec, t))
        if effects and not decided:
            errors.append(spec.error("[twins]", f"{name}: its driver namesake {namesake} has "
                                        f"[{'], ['.join(effects)}] and {name} no decision: take them ([twins]), "
                                        f"state its own, or [launches] {name} = {{ function = \"NULL\" }} "
                                        f"for work that may write anything"))
    return errors
