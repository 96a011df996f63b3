# SPDX-License-Identifier: MIT
"""The exported bd_ functions as ctypes sees them, for the Python package (templates/bindings.py.j2).

libclang reads cubound's public headers as a program includes them (cubound/all.h and each
library's generated header, as just rendered), so every function libcubound exports, generated or
hand-written, gets its argtypes and restype from its C types under their typedefs: CUdeviceptr is
ctypes.c_uint64, an enum its integer type, a handle (a pointer to an incomplete struct) c_void_p, a
struct held by value a ctypes.Structure of its fields, and a parameter that points at memory
Ptr(target, const), which the package turns into a type that also takes NumPy arrays. No Python
type is guessed from a name.
"""
from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

import clang.cindex as ci

from codegen import parse
from codegen.model import EnumConstant, Ffi, FfiCallback, FfiField, FfiFunction, FfiParam, FfiRecord, Model

K = ci.TypeKind
_FLOATS = {K.FLOAT: "ctypes.c_float", K.DOUBLE: "ctypes.c_double", K.BOOL: "ctypes.c_bool",
           K.CHAR_S: "ctypes.c_char", K.SCHAR: "ctypes.c_char"}
_SIGNED = (K.SHORT, K.INT, K.LONG, K.LONGLONG, K.CHAR_S, K.SCHAR, K.WCHAR)
_UNSIGNED = (K.UCHAR, K.CHAR_U, K.USHORT, K.UINT, K.ULONG, K.ULONGLONG, K.CHAR16, K.CHAR32)
_ARRAYS = (K.CONSTANTARRAY, K.INCOMPLETEARRAY, K.VARIABLEARRAY)
_RECORD_KINDS = (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL)


def _integer(t: ci.Type) -> str:
    """An integer type by its width: unsigned long long and CUdeviceptr are ctypes.c_uint64."""
    return f"ctypes.c_{'' if t.kind in _SIGNED else 'u'}int{t.get_size() * 8}"


def _named(t: ci.Type, unnamed: str = "") -> str:
    """The name a declaration gives a type, under const and elaboration (bd_violation_t, CUhostFn),
    or, for a struct with no name (a member's union { ... } u), the one given."""
    if t.kind == K.ELABORATED:
        t = t.get_named_type()
    if t.kind == K.TYPEDEF:
        return t.get_typedef_name()
    declaration = t.get_declaration()
    return unnamed if declaration.is_anonymous() else declaration.spelling


class _Reader:
    """Turns libclang types into ctypes expressions, collecting the records and callbacks they name."""

    def __init__(self, own: tuple[str, ...]):
        self.own = tuple(os.path.abspath(folder) + os.sep for folder in own)
        self.records: dict[int, FfiRecord | None] = {}  # by declaration, in the order ctypes needs them
        self.record_names: dict[int, str] = {}
        self.callbacks: dict[str, FfiCallback] = {}
        self.enums: dict[int, str] = {}  # the integer type of each enum, by declaration

    def is_own(self, cursor: ci.Cursor) -> bool:
        return cursor.location.file is not None and os.path.abspath(cursor.location.file.name).startswith(self.own)

    def scalar(self, t: ci.Type, where: str) -> str:
        c = t.get_canonical()
        if c.kind in _FLOATS:
            return _FLOATS[c.kind]
        if c.kind in _SIGNED or c.kind in _UNSIGNED:
            return _integer(c)
        if c.kind == K.ENUM:
            return self.enum(c.get_declaration())
        raise parse.HeaderError(f"{where}: {t.spelling} has no ctypes type")

    def enum(self, declaration: ci.Cursor) -> str:
        """int, as an enum's constants are, unless one needs a wider or an unsigned type."""
        if declaration.hash not in self.enums:
            values = [constant.enum_value for constant in declaration.get_children()]
            fits = all(-2**31 <= value < 2**31 for value in values)
            self.enums[declaration.hash] = "ctypes.c_int32" if fits else _integer(declaration.enum_type.get_canonical())
        return self.enums[declaration.hash]

    def record(self, t: ci.Type, where: str) -> str:
        """The class of a struct or union held by value, named as C names it, else after where."""
        declaration = t.get_canonical().get_declaration()
        key = declaration.hash
        name = self.record_names.setdefault(key, _named(t, re.sub(r"\W+", "_", where).strip("_")))
        if key in self.records:  # read, or being read: a record holds itself only through pointers
            return name
        self.records[key] = None
        fields, anonymous = [], []
        children = list(declaration.get_children())
        named_types = {c.type.get_canonical().get_declaration().hash for c in children if c.kind == ci.CursorKind.FIELD_DECL}
        for child in children:
            if child.kind in _RECORD_KINDS and child.is_anonymous() and child.hash not in named_types:
                member = f"_{len(anonymous)}"  # C11: struct { union { int a; float b; }; }
                fields.append(FfiField(member, self.record(child.type, f"{name}{member}")))
                anonymous.append(member)
            elif child.kind == ci.CursorKind.FIELD_DECL:
                bits = child.get_bitfield_width() if child.is_bitfield() else 0
                fields.append(FfiField(child.spelling, self.field(child.type, f"{name}_{child.spelling}"), bits))
        del self.records[key]  # again, after the records it holds: ctypes needs those complete first
        self.records[key] = FfiRecord(name, declaration.kind == ci.CursorKind.UNION_DECL, tuple(fields),
                                      t.get_canonical().get_size(), tuple(anonymous))
        return name

    def field(self, t: ci.Type, where: str) -> str:
        """A plain ctypes type: for fields, callback arguments and pointer targets."""
        c = t.get_canonical()
        if c.kind in _ARRAYS:  # a field's array: [N], or [] at the end of a struct
            return f"{self.field(self.pointee(t), where)} * {max(c.element_count, 0)}"
        if c.kind == K.POINTER:
            pointee = c.get_pointee().get_canonical()
            if pointee.kind in (K.CHAR_S, K.SCHAR):
                return "ctypes.c_char_p"
            if pointee.kind in (K.VOID, K.FUNCTIONPROTO, K.FUNCTIONNOPROTO) or not self.laid_out(pointee):
                return "ctypes.c_void_p"
            return f"ctypes.POINTER({self.field(self.pointee(t), where)})"
        if c.kind == K.RECORD:
            return self.record(t, where)
        return self.scalar(t, where)

    def laid_out(self, pointee: ci.Type) -> bool:
        """Whether a pointer's target is data ctypes describes: not a struct cubound's headers do not
        declare (a CUDA struct, an opaque handle's), which stays an address."""
        if pointee.kind != K.RECORD:
            return True
        return pointee.get_size() > 0 and self.is_own(pointee.get_declaration())

    @staticmethod
    def pointee(t: ci.Type) -> ci.Type:
        """What a pointer or an array holds, as declared (through typedefs, to keep their names)."""
        while t.kind not in (K.POINTER, *_ARRAYS):
            t = t.get_named_type() if t.kind == K.ELABORATED else t.get_declaration().underlying_typedef_type
        return t.get_pointee() if t.kind == K.POINTER else t.element_type

    def callback(self, t: ci.Type, where: str) -> str:
        """A function pointer: its CFUNCTYPE, by the typedef's name where it has one."""
        prototype = t.get_canonical().get_pointee()
        declared = self.pointee(t)
        if declared.kind == K.ELABORATED:
            declared = declared.get_named_type()
        restype = "None" if prototype.get_result().kind == K.VOID else self.field(prototype.get_result(), where)
        argtypes = tuple(self.field(a, where) for a in (declared.argument_types()
                         if declared.kind == K.FUNCTIONPROTO else prototype.argument_types()))
        name = _named(t) if t.kind in (K.ELABORATED, K.TYPEDEF) else ""
        if not name:
            return f"ctypes.CFUNCTYPE({', '.join((restype, *argtypes))})"
        self.callbacks.setdefault(name, FfiCallback(name, restype, argtypes))
        return name

    def param(self, t: ci.Type, where: str) -> str:
        c = t.get_canonical()
        if c.kind == K.RECORD:
            return self.record(t, where)
        if c.kind not in _ARRAYS and c.kind != K.POINTER:
            return self.scalar(t, where)
        canonical = (c.element_type if c.kind in _ARRAYS else c.get_pointee()).get_canonical()
        if canonical.kind in (K.FUNCTIONPROTO, K.FUNCTIONNOPROTO):
            return self.callback(t, where)
        if canonical.kind == K.RECORD and canonical.get_size() < 0:
            return "ctypes.c_void_p"  # a handle: CUstream, bound_dev_t *, ...
        const = canonical.is_const_qualified()
        if canonical.kind == K.VOID or not self.laid_out(canonical):
            return f"Ptr(None, {const})"
        return f"Ptr({self.field(self.pointee(t), where)}, {const})"

    def restype(self, t: ci.Type, where: str) -> str:
        c = t.get_canonical()
        if c.kind == K.VOID:
            return "None"
        if c.kind == K.POINTER:
            return self.field(t, where)
        if c.kind == K.RECORD:
            return self.record(t, where)
        return self.scalar(t, where)


def _exported(cursor: ci.Cursor) -> bool:
    """A function libcubound exports: bd_*, not static inline (bd_adopt_stream), not the seam's bd_gen_*."""
    return (cursor.kind == ci.CursorKind.FUNCTION_DECL and cursor.spelling.startswith("bd_")
            and not cursor.spelling.startswith("bd_gen_") and cursor.storage_class != ci.StorageClass.STATIC)


def read(unit: ci.TranslationUnit, own: tuple[str, ...], statuses: dict[str, str]) -> Ffi:
    """The exported functions a translation unit declares, and the enum types of the headers in own
    (cubound's folders); statuses: the library whose status each status type is."""
    reader = _Reader(own)
    functions, enums, seen = [], {}, set()
    for cursor in unit.cursor.get_children():
        if cursor.kind == ci.CursorKind.TYPEDEF_DECL and reader.is_own(cursor):
            target = cursor.underlying_typedef_type.get_canonical().get_declaration()
            if target.kind == ci.CursorKind.ENUM_DECL:
                enums[cursor.spelling] = tuple(EnumConstant(c.spelling, c.enum_value) for c in target.get_children())
        if not _exported(cursor) or cursor.spelling in seen:
            continue
        seen.add(cursor.spelling)
        if cursor.type.is_function_variadic():
            raise parse.HeaderError(f"{cursor.location.file}:{cursor.location.line}: {cursor.spelling} is variadic")
        args = list(cursor.get_arguments())
        params = tuple(FfiParam(a.spelling or f"arg{i}", reader.param(a.type, f"{cursor.spelling}_{a.spelling or i}"))
                       for i, a in enumerate(args))
        declarators = ", ".join(parse.declarator(a.type.spelling, a.spelling) for a in args) or "void"
        first = args[0].type.get_canonical() if args else None
        binding = first is not None and first.kind == K.POINTER and first.get_pointee().get_declaration().spelling == "bound_dev"
        functions.append(FfiFunction(
            name=cursor.spelling,
            restype=reader.restype(cursor.result_type, cursor.spelling),
            params=params,
            prototype=f"{cursor.result_type.spelling} {cursor.spelling}({declarators})",
            library=statuses.get(cursor.result_type.spelling, ""),
            binding=binding,
        ))
    return Ffi(functions=tuple(functions), records=tuple(r for r in reader.records.values() if r),
               callbacks=tuple(reader.callbacks.values()), enums=tuple(enums.items()))


def ffi(model: Model, include_dir: str, own_include: Path, files: dict[str, str]) -> Ffi:
    """Read the public headers: own_include's (cubound's hand-written ones) and the generated headers
    in files (render.render's output), over the toolkit's in include_dir."""
    with tempfile.TemporaryDirectory() as scratch:
        for relative, text in files.items():
            if relative.startswith("include/"):
                Path(scratch, relative).parent.mkdir(parents=True, exist_ok=True)
                Path(scratch, relative).write_text(text)
        own = (str(own_include), os.path.join(scratch, "include"))
        # Each hand-written header (all.h includes them and every library's, but a spec may name
        # fewer libraries: a header that includes a library's generated header, as cudnn_handle.h
        # and launch.h do, is read where the model has that library), then the generated header of
        # each library the model has.
        there = {relative.removeprefix("include/") for relative in files if relative.startswith("include/")}
        there |= {f"cubound/{path.name}" for path in (own_include / "cubound").glob("*.h")}

        def readable(path: Path) -> bool:
            included = re.findall(r'^#include "(cubound/[^"]+)"', path.read_text(), re.MULTILINE)
            return all(name in there for name in included)

        headers = [str(path) for path in sorted((own_include / "cubound").glob("*.h"))
                   if path.name != "all.h" and readable(path)]
        headers += [f"cubound/{library.output}" for library in model.libraries]
        unit = parse.public_headers(include_dir, own, headers[0], tuple(headers[1:]))
        return read(unit, own, {library.status_type: library.name for library in model.libraries})
