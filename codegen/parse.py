# SPDX-License-Identifier: MIT
"""Read CUDA headers with libclang: the declarations, the renaming #defines, the enums.

No regular expressions over C: libclang parses, and macro bodies are read as clang tokens.
"""
from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field

import clang.cindex as ci

from codegen.model import EnumConstant, Param


class HeaderError(Exception):
    """A header that libclang cannot read cleanly."""


@dataclass(frozen=True)
class Declaration:
    symbol: str
    return_type: str
    params: tuple[Param, ...]
    header: str
    deprecated: bool
    signature: tuple[str, ...] = ()  # canonical parameter types, to match cudaTypedefs.h's PFN types
    line: int = 0  # where the header declares it
    defined: bool = False  # static in the header (static inline): no library has the symbol


@dataclass
class Header:
    """What one parse of a top-level header yields."""

    functions: dict[str, Declaration] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)  # name users write -> declared symbol
    integer_macros: dict[str, int] = field(default_factory=dict)
    macro_lines: dict[str, int] = field(default_factory=dict)  # where the header defines each integer macro
    enums: dict[str, tuple[EnumConstant, ...]] = field(default_factory=dict)  # by typedef name
    # The fields of every struct and union typedef, nested ones flattened, with the type each names
    # (type_shape): ("hStream", "CUstream"), ("kernel.func", "CUfunction"). Later checks look inside
    # them for handles.
    records: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
    # Typedefs of a pointer to a struct or union (CUcontext, CUstream): handle-like types, by
    # name, with the line that declares them.
    opaque_pointers: dict[str, int] = field(default_factory=dict)
    typedefs: set[str] = field(default_factory=set)  # every typedef the header sees: what the spec may name


@functools.lru_cache(maxsize=1)
def builtin_include_dir() -> str | None:
    """The compiler's own headers (stddef.h, ...): libclang from PyPI ships none."""
    for command in (["clang", "-print-resource-dir"], ["gcc", "-print-file-name=include"]):
        if shutil.which(command[0]) is None:
            continue
        out = subprocess.run(command, capture_output=True, text=True).stdout.strip()
        candidate = out if out.endswith("include") else os.path.join(out, "include")
        if os.path.isfile(os.path.join(candidate, "stddef.h")):
            return candidate
    return None


@functools.lru_cache(maxsize=1)
def c_library_include_dirs() -> tuple[str, ...]:
    """The C library's header folders, in the compiler's search order: those of its default folders
    that hold stdlib.h or sys/cdefs.h (/usr/include and its multiarch folder), and not the others:
    /usr/local/include is where CUDA's headers are sometimes copied to."""
    for compiler in ("clang", "gcc", "cc"):
        if shutil.which(compiler) is None:
            continue
        listing = subprocess.run([compiler, "-xc", "-E", "-v", "-"], input="", capture_output=True, text=True).stderr
        searched = listing.partition("#include <...> search starts here:")[2].partition("End of search list.")[0]
        return tuple(folder for folder in searched.split()
                     if any(os.path.isfile(os.path.join(folder, marker)) for marker in ("stdlib.h", "sys/cdefs.h")))
    return ()


def _nvidia_header(path: str) -> bool:
    """NVIDIA's headers (CUDA's, cuBLAS's, NCCL's) say so in their first lines; the C library's do not."""
    with open(path, "rb") as text:
        return b"NVIDIA" in text.read(2048).upper()


def _only_from(unit: ci.TranslationUnit, include_dir: str, own: tuple[str, ...] = ()) -> None:
    """Every header the parse read comes from include_dir (or the folders in own: cubound's) or is the
    compiler's or the C library's: a CUDA header from anywhere else (a distribution's /usr/include,
    CPATH) is an error, not a stand-in."""
    roots = tuple(os.path.abspath(folder) + os.sep for folder in (include_dir, *own))
    for inclusion in unit.get_includes():
        path = inclusion.include.name
        if not os.path.abspath(path).startswith(roots) and _nvidia_header(path):
            raise HeaderError(f"{inclusion.location.file.name}:{inclusion.location.line}: "
                              f"{os.path.basename(path)} is not in --cuda-include {include_dir}, and {path} is "
                              f"another toolkit's; the generator reads only the headers of the folder it is given")


def declarator(type_spelling: str, name: str) -> str:
    """Put a parameter's name where C wants it: after '(*' for function pointers, before '['."""
    if "(*)" in type_spelling:
        return type_spelling.replace("(*)", f"(*{name})", 1)
    if "[" in type_spelling:
        at = type_spelling.index("[")
        return f"{type_spelling[:at].rstrip()} {name}{type_spelling[at:]}"
    separator = "" if type_spelling.endswith("*") else " "
    return f"{type_spelling}{separator}{name}"


def _function_like(macro: ci.Cursor) -> bool:
    """#define F(x) ... rather than #define NAME ...; the bindings expose it only through conf.lib."""
    return bool(ci.conf.lib.clang_Cursor_isMacroFunctionLike(macro))


_LEVELS = (ci.TypeKind.POINTER, ci.TypeKind.CONSTANTARRAY, ci.TypeKind.INCOMPLETEARRAY, ci.TypeKind.VARIABLEARRAY)
_QUALIFIERS = ("const", "volatile", "restrict", "struct", "union", "enum")


def type_shape(t: ci.Type) -> tuple[str, tuple[bool, ...], bool]:
    """The type named under a type's pointers and arrays, whether each level down is const, and
    whether any level is a pointer, as libclang sees them: `const float *const a[]` -> ("float",
    (True, True), True), `CUstream *` -> ("CUstream", (False,), True) (a handle typedef is not
    looked through), `int dims[3]` -> ("int", (False,), False)."""
    consts, pointer = [], False
    while t.kind in _LEVELS:
        pointer = pointer or t.kind == ci.TypeKind.POINTER
        t = t.get_pointee() if t.kind == ci.TypeKind.POINTER else t.element_type
        consts.append(t.is_const_qualified())
    if t.kind == ci.TypeKind.ELABORATED:
        t = t.get_named_type()
    return " ".join(word for word in t.spelling.split() if word not in _QUALIFIERS), tuple(consts), pointer


def _params(cursor: ci.Cursor) -> tuple[Param, ...]:
    params = []
    for index, arg in enumerate(cursor.get_arguments()):
        name = arg.spelling or f"arg{index}"
        base, consts, pointer = type_shape(arg.type)
        params.append(Param(name=name, type=arg.type.spelling, declarator=declarator(arg.type.spelling, name),
                            base=base, consts=consts, pointer=pointer))
    return tuple(params)


def _enum_constants(typedef: ci.Cursor) -> tuple[EnumConstant, ...] | None:
    target = typedef.underlying_typedef_type.get_canonical().get_declaration()
    if target.kind != ci.CursorKind.ENUM_DECL:
        return None
    return tuple(
        EnumConstant(c.spelling, c.enum_value) for c in target.get_children() if c.kind == ci.CursorKind.ENUM_CONSTANT_DECL
    )


_RECORD_KINDS = (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL)


def _record_fields(record: ci.Cursor, prefix: str = "", depth: int = 0) -> list[tuple[str, str]]:
    """Fields of a struct or union, each with the type it names (type_shape); records held by
    value, and C11 anonymous members, are opened."""
    children = list(record.get_children())
    named_types = {c.type.get_canonical().get_declaration().hash for c in children if c.kind == ci.CursorKind.FIELD_DECL}
    fields = []
    for child in children:
        if child.kind in _RECORD_KINDS and child.is_anonymous() and child.hash not in named_types and depth < 4:
            fields.extend(_record_fields(child, prefix, depth + 1))  # union { ... }; with no name
            continue
        if child.kind != ci.CursorKind.FIELD_DECL:
            continue
        path = f"{prefix}{child.spelling}"
        inner = child.type.get_canonical().get_declaration()
        if inner.kind in _RECORD_KINDS and depth < 4:
            fields.extend(_record_fields(inner, f"{path}.", depth + 1))
        else:
            fields.append((path, type_shape(child.type)[0]))  # the named type: what [handles] classify
    return fields


def _translation_unit(include_dir: str, header: str, defines: tuple[str, ...] = (), own: tuple[str, ...] = (),
                      includes: tuple[str, ...] = ()) -> ci.TranslationUnit:
    """Parse header (under include_dir, or a path); own: cubound's folders, searched first; includes:
    headers read before it, as with -include."""
    path = os.path.join(include_dir, header)
    if not os.path.isfile(path):
        raise HeaderError(f"{path}: no such header (is --cuda-include the toolkit's include folder?)")
    # Only the folder given, the compiler's own headers and the C library's: never another CUDA.
    args = ["-x", "c", "-std=c11", "-nostdinc"] + [f"-I{folder}" for folder in (*own, include_dir)]
    args += [f"-D{d}" for d in defines] + [word for included in includes for word in ("-include", included)]
    for folder in (builtin_include_dir(), *c_library_include_dirs()):
        if folder:
            args += ["-isystem", folder]
    options = ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD | ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES
    try:
        unit = ci.Index.create().parse(path, args=args, options=options)
    except ci.TranslationUnitLoadError as error:
        raise HeaderError(f"{path}: libclang could not parse it ({error})") from error
    except ci.LibclangError as error:  # the Python bindings without their shared library
        raise HeaderError(f"{path}: libclang.so could not be loaded: python3 -m pip install -r "
                          f"codegen/requirements.txt ({str(error).splitlines()[0]})") from error
    errors = [d for d in unit.diagnostics if d.severity >= ci.Diagnostic.Error]
    missing = next((d for d in errors if d.spelling.endswith("file not found")), None)
    if missing and not c_library_include_dirs():
        raise HeaderError(f"{missing.location.file}:{missing.location.line}: {missing.spelling}: no C compiler (clang, "
                          f"gcc, cc) says where the C library's headers are")
    if missing:
        raise HeaderError(f"{missing.location.file}:{missing.location.line}: {missing.spelling} in --cuda-include "
                          f"{include_dir}, which must be a whole toolkit's include folder: the generator reads only "
                          f"it, the compiler's and the C library's headers")
    if errors:
        listed = "\n".join(f"  {d.location.file}:{d.location.line}: {d.spelling}" for d in errors[:10])
        raise HeaderError(f"{path}: {len(errors)} parse error(s); the generator reads only headers that compile:\n{listed}")
    _only_from(unit, include_dir, own)
    return unit


_PFN = re.compile(r"PFN_(\w+?)_v(\d+)(_ptds|_ptsz)?")
# (name, per-thread) -> the (version, canonical parameter types) of each PFN type
EntryPointVersions = dict[tuple[str, bool], tuple[tuple[int, tuple[str, ...]], ...]]


# What each parse yielded, by what it read: a process parses a header once, however many models it
# builds (the codegen tests build dozens), and again only where a file it read has changed since.
# The most recently used, as many as two or three toolkits' worth: a test reads dozens of folders.
_parsed: dict[tuple, tuple[tuple[tuple[str, int, int], ...], object]] = {}
_PARSED_KEPT = 80


def _stamps(paths) -> tuple[tuple[str, int, int], ...] | None:
    """Each file's path, size and modification time; None where one is gone."""
    try:
        return tuple((path, stat.st_size, stat.st_mtime_ns) for path in paths for stat in (os.stat(path),))
    except OSError:
        return None


def _once(read, include_dir: str, header: str, *key, defines: tuple[str, ...] = ()):
    """read(unit) of include_dir/header parsed with defines, from an earlier parse of the same header,
    folder, defines and key where every file that parse read is unchanged, and the files it read."""
    key = (read.__name__, os.path.abspath(include_dir), header, tuple(defines), *key)
    if key in _parsed and _stamps(path for path, _, _ in _parsed[key][0]) == _parsed[key][0]:
        _parsed[key] = _parsed.pop(key)  # the most recently used last
        return _parsed[key][1], [path for path, _, _ in _parsed[key][0]]
    unit = _translation_unit(include_dir, header, defines)
    # The folder too: a file added to it may be found in place of one read before.
    files = [include_dir, unit.spelling, *(inclusion.include.name for inclusion in unit.get_includes())]
    result = read(unit, include_dir, header, *key[4:])
    stamps = _stamps(dict.fromkeys(files))
    if stamps is not None:
        _parsed.pop(key, None)
        _parsed[key] = (stamps, result)
        while len(_parsed) > _PARSED_KEPT:
            del _parsed[next(iter(_parsed))]
    return result, files


@functools.lru_cache(maxsize=None)
def _mentions(path: str, size: int, modified: int, word: str) -> bool:
    """Whether a file (of that size and time) has word in it: a macro it may test."""
    if os.path.isdir(path):
        return False
    with open(path, "rb") as text:
        return re.search(rb"\b" + re.escape(word.encode()) + rb"\b", text.read()) is not None


def _copy(header: Header) -> Header:
    """A Header of its own for each caller: the parse cache keeps the one it read."""
    return Header(functions=dict(header.functions), aliases=dict(header.aliases), integer_macros=dict(header.integer_macros),
                  macro_lines=dict(header.macro_lines), enums=dict(header.enums), records=dict(header.records),
                  opaque_pointers=dict(header.opaque_pointers), typedefs=set(header.typedefs))


def entry_point_versions(include_dir: str, header: str) -> EntryPointVersions:
    """cudaTypedefs.h's PFN_<name>_v<version>[_ptds|_ptsz] types: for each (name, per-thread),
    the (version, canonical parameter types) of every entry point cuGetProcAddress can return."""
    return dict(_once(_entry_point_versions, include_dir, header)[0])


def _entry_point_versions(unit: ci.TranslationUnit, include_dir: str, header: str) -> EntryPointVersions:
    found: dict[tuple[str, bool], list[tuple[int, tuple[str, ...]]]] = {}
    for cursor in unit.cursor.get_children():
        if cursor.kind != ci.CursorKind.TYPEDEF_DECL or cursor.location.file is None:
            continue
        if os.path.basename(cursor.location.file.name) != header:
            continue
        named = _PFN.fullmatch(cursor.spelling)
        function = cursor.underlying_typedef_type.get_canonical().get_pointee()
        if named is None or function.kind != ci.TypeKind.FUNCTIONPROTO:
            continue
        signature = tuple(t.get_canonical().spelling for t in function.argument_types())
        found.setdefault((named.group(1), bool(named.group(3))), []).append((int(named.group(2)), signature))
    return {key: tuple(sorted(versions)) for key, versions in found.items()}


def parse_header(include_dir: str, header: str, declared_in: tuple[str, ...], defines: tuple[str, ...] = ()) -> Header:
    """Parse include_dir/header as C11; keep what is declared in the files named by declared_in.

    declared_in filters by file: curand.h pulls in cuda_runtime.h, whose declarations are not ours.
    A process parses each header once (per defines).
    """
    return _copy(_once(_read_header, include_dir, header, tuple(declared_in), False, defines=tuple(defines))[0])


def functions_with(include_dir: str, header: str, declared_in: tuple[str, ...], defines: tuple[str, ...]) -> Header:
    """The functions parse_header finds with defines, alone in a Header, read apart from the rest (the
    per-thread names are all the generator asks of a second parse); the plain parse's where no file
    the header reads names a define (nvrtc.h, nvJitLink.h and cusolverRf.h read none that names
    CUDA_API_PER_THREAD_DEFAULT_STREAM)."""
    plain, files = _once(_read_header, include_dir, header, tuple(declared_in), False)
    names = [define.partition("=")[0] for define in defines]
    stamps = _stamps(dict.fromkeys(files))
    if stamps is None or any(_mentions(*stamp, name) for stamp in stamps for name in names):
        plain = _once(_read_header, include_dir, header, tuple(declared_in), True, defines=tuple(defines))[0]
    return Header(functions=dict(plain.functions))


def _read_header(unit: ci.TranslationUnit, include_dir: str, header: str, declared_in: tuple[str, ...],
                 functions_only: bool) -> Header:
    result = Header()
    macros = []
    root = os.path.abspath(include_dir)  # as clang names the files it found through -I
    for cursor in unit.cursor.get_children():
        if cursor.location.file is None or (functions_only and cursor.kind != ci.CursorKind.FUNCTION_DECL):
            continue
        source = os.path.basename(cursor.location.file.name)
        if cursor.kind == ci.CursorKind.MACRO_DEFINITION and source in (header, *declared_in):
            if not _function_like(cursor):  # the renames live in the top header (cublas_v2.h)
                macros.append(([t.spelling for t in cursor.get_tokens()], cursor.location.line))
            continue
        if cursor.kind == ci.CursorKind.TYPEDEF_DECL:
            result.typedefs.add(cursor.spelling)  # from any file: cudaStream_t reaches cublas_api.h
            constants = _enum_constants(cursor)
            if constants is not None:  # from any file too: cublasLt.h answers cublas_api.h's cublasStatus_t
                result.enums[cursor.spelling] = constants
        if source not in declared_in:
            continue
        if not os.path.abspath(cursor.location.file.name).startswith(root + os.sep):
            raise HeaderError(f"{cursor.location.file.name}: {source} was found outside --cuda-include {include_dir}; "
                              f"the generator reads only the headers of the folder it is given")
        if cursor.kind == ci.CursorKind.FUNCTION_DECL and cursor.spelling not in result.functions:
            result.functions[cursor.spelling] = Declaration(
                symbol=cursor.spelling,
                return_type=cursor.result_type.spelling,
                params=_params(cursor),
                header=source,
                deprecated=cursor.availability == ci.AvailabilityKind.DEPRECATED,
                signature=tuple(a.type.get_canonical().spelling for a in cursor.get_arguments()),
                line=cursor.location.line,
                defined=cursor.storage_class == ci.StorageClass.STATIC,
            )
        elif cursor.kind == ci.CursorKind.TYPEDEF_DECL:
            canonical = cursor.underlying_typedef_type.get_canonical()
            target = canonical.get_declaration()
            if target.kind in _RECORD_KINDS:
                result.records[cursor.spelling] = tuple(_record_fields(target))
            elif canonical.kind == ci.TypeKind.POINTER and canonical.get_pointee().get_declaration().kind in _RECORD_KINDS:
                result.opaque_pointers[cursor.spelling] = cursor.location.line

    _versioned_inlines(result)
    for tokens, line in macros:
        name, body = tokens[0], tokens[1:]
        named = [t for t in body if t in result.functions]
        if len(named) == 1 and name not in result.functions:
            result.aliases[name] = named[0]
        elif len(body) == 1 and body[0].isdigit():
            result.integer_macros[name] = int(body[0])
            result.macro_lines[name] = line
        elif (value := _arithmetic(body, result.integer_macros)) is not None:
            result.integer_macros[name] = value
            result.macro_lines[name] = line
    return result


def _arithmetic(body: list[str], known: dict[str, int]) -> int | None:
    """The value of a macro body of integers, integer macros defined before it, +, * and parentheses
    (cudnn_version.h's CUDNN_VERSION: CUDNN_MAJOR * 10000 + ...), or None for anything else."""
    words = [str(known[token]) if token in known else token for token in body]
    if not body or not any(token in known for token in body):
        return None

    def sum_at(at: int) -> tuple[int | None, int]:  # a + b + ...: its value and where it ends
        total, at = product_at(at)
        while total is not None and at < len(words) and words[at] == "+":
            term, at = product_at(at + 1)
            total = None if term is None else total + term
        return total, at

    def product_at(at: int) -> tuple[int | None, int]:
        value, at = factor_at(at)
        while value is not None and at < len(words) and words[at] == "*":
            factor, at = factor_at(at + 1)
            value = None if factor is None else value * factor
        return value, at

    def factor_at(at: int) -> tuple[int | None, int]:
        if at < len(words) and words[at].isdigit():
            return int(words[at]), at + 1
        if at < len(words) and words[at] == "(":
            value, at = sum_at(at + 1)
            return (value, at + 1) if at < len(words) and words[at] == ")" else (None, at)
        return None, at

    value, at = sum_at(0)
    return value if at == len(words) else None


_VERSIONED = re.compile(r"__(\w+)_\d+_\d+")


def _versioned_inlines(result: Header) -> None:
    """nvJitLink.h's renames: each function is a static inline one that calls the symbol of its
    version (nvJitLinkCreate calls __nvJitLinkCreate_13_0, with the same parameters), as a #define
    renames elsewhere; the library still exports the plain name, for the old ABI. The name users
    write becomes an alias of the versioned symbol, whose declaration stands for it."""
    for symbol in list(result.functions):
        named = _VERSIONED.fullmatch(symbol)
        inline = named and result.functions.get(named.group(1))
        if inline and inline.defined and len(inline.params) == len(result.functions[symbol].params):
            result.aliases[named.group(1)] = symbol
            del result.functions[named.group(1)]


def public_headers(include_dir: str, own: tuple[str, ...], header: str, includes: tuple[str, ...]) -> ci.TranslationUnit:
    """cubound's public headers as a program sees them: header (a path; cubound/all.h) and includes,
    found in own (cubound's folders: the hand-written headers and the generated ones) and include_dir.
    The caller reads the cursors: what an FFI needs of a type is more than a Declaration says."""
    return _translation_unit(include_dir, header, own=own, includes=includes)
