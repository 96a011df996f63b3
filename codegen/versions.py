# SPDX-License-Identifier: MIT
"""One spec for every version of the headers: which version a library's header is (cuda.h's
CUDA_VERSION, nccl.h's NCCL_VERSION_CODE: each library counts in its own [library] version_macro),
that an include folder holds one toolkit, and what the spec has not decided for that version: new
functions, context functions without an effect, and functions whose form changed.

A function's form is what the spec's decisions about it rest on: its return type, the symbol the
header declares it as (cuCtxCreate is cuCtxCreate_v4 since 13.0) and its parameter types, as the
header spells them (ncclConfig_t *, not the struct ncclConfig_v22700 * each release renames).
spec/versions.toml records each function's forms by the first pinned version of each.
"""
from __future__ import annotations

import os

from codegen import parse
from codegen.spec import (VERSIONS_FILE, LibrarySpec, SpecError, VersionTable, matches, version_number, version_scheme)

CONTEXT_FUNCTIONS = ("cuCtx*", "cuDevicePrimaryCtx*", "cuGreenCtx*")


def form(decl: parse.Declaration) -> str:
    """'CUresult cuCtxCreate_v4(CUcontext *, CUctxCreateParams *, unsigned int, CUdevice)'."""
    return f"{decl.return_type} {decl.symbol}({', '.join(p.type for p in decl.params) or 'void'})"


def library_version(spec: LibrarySpec, header: parse.Header, cuda_version: int) -> int:
    """The version of the library's header, in its version_macro (cuda.h's CUDA_VERSION by default)."""
    if spec.version_macro == "CUDA_VERSION":
        return cuda_version
    if spec.version_macro not in header.integer_macros:
        raise spec.error("version_macro", f"version_macro = \"{spec.version_macro}\", which {spec.header} does not "
                                          f"define as an integer")
    return header.integer_macros[spec.version_macro]


def table_for(spec: LibrarySpec, tables: dict[str, VersionTable]) -> VersionTable:
    """The library's part of spec/versions.toml, counted in the library's version_macro."""
    path = spec.path.parent / VERSIONS_FILE
    table = tables.get(spec.name)
    if table is None:
        raise SpecError(f"{path}:1: no [{spec.name}] tables for {spec.path.name}: pin its headers in "
                        f"tests/headers/versions.toml and regenerate it with tests/headers/since.py")
    if table.version_macro != spec.version_macro:
        raise SpecError(f"{path}:1: [{spec.name}] counts in {table.version_macro}, {spec.path.name} in "
                        f"{spec.version_macro}: regenerate it with tests/headers/since.py")
    return table


def one_toolkit(include_dir: str, cuda_h: parse.Header, entry_points: parse.EntryPointVersions,
                runtime: parse.Header | None = None) -> None:
    """The headers of include_dir are one toolkit's: cuda_runtime_api.h's CUDART_VERSION (runtime:
    its parse, where the caller has one) and the newest cuGetProcAddress version of cudaTypedefs.h
    (entry_points) are not cuda.h's CUDA_VERSION in a folder that mixes two."""
    cuda_version = cuda_h.integer_macros["CUDA_VERSION"]
    cuda = f"{os.path.join(include_dir, 'cuda.h')}:{cuda_h.macro_lines['CUDA_VERSION']}"
    text = version_scheme("CUDA_VERSION").text
    if os.path.isfile(os.path.join(include_dir, "cuda_runtime_api.h")):
        runtime = runtime or parse.parse_header(include_dir, "cuda_runtime_api.h", ("cuda_runtime_api.h",))
        runtime_version = runtime.integer_macros.get("CUDART_VERSION", cuda_version)
        if runtime_version != cuda_version:
            raise parse.HeaderError(
                f"{os.path.join(include_dir, 'cuda_runtime_api.h')}:{runtime.macro_lines['CUDART_VERSION']}: CUDART_VERSION "
                f"{runtime_version} is CUDA {text(runtime_version)}, but {cuda} says {cuda_version} (CUDA "
                f"{text(cuda_version)}): --cuda-include mixes two toolkits' headers")
    newest = max((version for versions in entry_points.values() for version, _ in versions), default=0)
    if newest > cuda_version:
        name = next(f"PFN_{name}_v{version}" for (name, _), versions in entry_points.items()
                    for version, _ in versions if version == newest)
        raise parse.HeaderError(f"{os.path.join(include_dir, 'cudaTypedefs.h')}: {name} is CUDA {text(newest)}'s, but "
                                f"{cuda} says CUDA {text(cuda_version)}: --cuda-include mixes two toolkits' headers")


def _excluded(spec: LibrarySpec, name: str) -> bool:
    return any(matches(pattern, name) for pattern in spec.excluded)


def undecided(spec: LibrarySpec, table: VersionTable,
              functions: dict[str, parse.Declaration]) -> list[tuple[str, str, str]]:
    """What the spec has not decided about these functions (by the names users write), each as
    (function, the spec's key where the decision goes, what to decide): context functions without
    an effect; functions newer than reviewed_through, or unknown to the versions table, that no table
    names; and functions whose form is newer than reviewed_through, or unknown, and not in [changed]."""
    effects = set(spec.context_changing) | set(spec.context_free) | {n for n in functions if _excluded(spec, n)}
    found = [
        (name, "[context_changing]", f"{name} acts on contexts and has no stated effect: add it to [context_changing]")
        for name in functions
        if any(matches(pattern, name) for pattern in CONTEXT_FUNCTIONS) and name not in effects
    ]
    scheme = version_scheme(spec.version_macro)
    reviewed = version_number(spec.reviewed_through, spec.version_macro)
    decided = effects | set(spec.reviewed) | set(spec.neither)
    after = f"after reviewed_through = {spec.reviewed_through}"
    for name, decl in functions.items():
        known = table.functions.get(name)
        if name in decided or (known and known.since <= reviewed):
            continue
        since = f"new in {scheme.product} {scheme.text(known.since)}" if known else f"unknown to spec/{VERSIONS_FILE}"
        found.append((name, "reviewed_through", f"{name} ({decl.header}:{decl.line}) is {since}, {after}: decide how it "
                      f"is wrapped and write it down: [reviewed] (wrapped as is, and why), [functions] context_free, "
                      f"[excluded] or [context_changing]"))
    for name, decl in functions.items():
        known = table.functions.get(name)
        now = form(decl)
        if _excluded(spec, name) or not known or not known.forms or spec.changed.get(name) == now:
            continue
        since = known.form_since(now)
        if now == known.forms[0][1] or (since and since <= reviewed):
            continue  # the form the name was decided with, or one of the versions reviewed
        if since:
            before = next(old for version, old in reversed(known.forms) if version < since)
            what = f"since {scheme.product} {scheme.text(since)}, {after} (before: \"{before}\")"
        else:
            what = f"a form spec/{VERSIONS_FILE} does not know (it knows \"{known.forms[-1][1]}\")"
        where = "[changed]" if spec.changed else "reviewed_through"
        found.append((name, where, f"{name} ({decl.header}:{decl.line}) is declared as \"{now}\", {what}: decide it "
                      f"again and write the form in [changed]"))
    return found
