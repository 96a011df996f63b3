"""Declarations from the headers + the spec's rules -> the model templates render."""
from __future__ import annotations

import hashlib
from pathlib import Path

from codegen import parse
from codegen.model import Function, Library, Model, StatusMapping
from codegen.spec import LibrarySpec, SpecError


def inputs_hash(*folders: Path) -> str:
    """A hash of every file the output depends on besides the headers (no timestamps, no paths)."""
    digest = hashlib.sha256()
    for folder in folders:
        for path in sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
            digest.update(path.relative_to(folder.parent).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def _library(spec: LibrarySpec, header: parse.Header) -> Library:
    order = {symbol: index for index, symbol in enumerate(header.functions)}
    chosen = []
    for names, context_free in ((spec.wrap, False), (spec.context_free, True)):
        for name in names:
            symbol = header.aliases.get(name, name)
            if symbol not in header.functions:
                raise spec.error(name, f"'{name}' is not declared in {spec.header} (files read: {', '.join(spec.declared_in)})")
            decl = header.functions[symbol]
            if decl.return_type != spec.status_type:
                raise spec.error(name, f"'{name}' returns {decl.return_type}, not the library's {spec.status_type}")
            if not context_free and any(p.name == "bd" for p in decl.params):
                raise spec.error(name, f"'{name}' has a parameter named 'bd', which the wrapper's binding uses")
            chosen.append(
                Function(
                    name=name,
                    symbol=symbol,
                    return_type=decl.return_type,
                    params=decl.params,
                    header=decl.header,
                    deprecated=decl.deprecated,
                    context_free=context_free,
                )
            )
    chosen.sort(key=lambda f: order[f.symbol])
    mappings = tuple(StatusMapping(cuda, status) for cuda, status in spec.binding_status.items() if cuda != "default")
    return Library(
        name=spec.name,
        header=spec.header,
        status_type=spec.status_type,
        output=spec.output,
        unsupported_status=spec.unsupported_status,
        binding_status=mappings,
        binding_status_default=spec.binding_status.get("default", ""),
        functions=tuple(chosen),
    )


def build(specs: tuple[LibrarySpec, ...], include_dir: str, hash_of_inputs: str) -> Model:
    libraries = []
    cuda_version = None
    cuda_results = None
    for spec in specs:
        header = parse.parse_header(include_dir, spec.header, spec.declared_in)
        libraries.append(_library(spec, header))
        cuda_version = cuda_version or header.integer_macros.get("CUDA_VERSION")
        cuda_results = cuda_results or header.enums.get("CUresult")
    if cuda_version is None or cuda_results is None:
        raise SpecError("no spec reads cuda.h: CUDA_VERSION and CUresult come from it")
    first_of_each_value = {}
    for constant in cuda_results:
        first_of_each_value.setdefault(constant.value, constant)
    return Model(
        cuda_version=cuda_version,
        inputs_hash=hash_of_inputs,
        libraries=tuple(libraries),
        cuda_results=tuple(first_of_each_value.values()),
    )
