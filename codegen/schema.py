# SPDX-License-Identifier: MIT
"""What a library's spec file may say, declared once: each entry's place in the TOML, the shape of
its value, whether it is required, whether it names things a CUDA version may lack, and what it
means. spec.py builds LibrarySpec's fields, checks every file and keeps a version's names from this
list; docs/spec.md's table of keys is written from it (docs/schema.py, checked by spec_schema_doc).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    where: str  # "library.soname", "roles.creates", or a whole table: "writes"
    kind: type  # the TOML value's type: str, list or dict; for a table of names, each value's
    says: str
    names: bool = False  # a table of names (functions, patterns, types), each to a value of kind
    required: bool = False
    per_name: bool = False  # its names may be a CUDA version's only: a version that lacks one drops it
    default: object = None  # where it is left out, if not the empty value of its kind

    @property
    def table(self) -> str:
        return self.where.partition(".")[0]

    @property
    def key(self) -> str:
        return self.where.partition(".")[2]

    @property
    def field(self) -> str:
        """LibrarySpec's field: the key, or the table's name for a whole table."""
        return self.key or self.table


def _library(key: str, says: str, required: bool = True, default: object = None) -> Entry:
    return Entry(f"library.{key}", str, says, required=required, default=default)


SCHEMA: tuple[Entry, ...] = (
    _library("name", "the library's name: the stem of its generated files and of its table, `bd_gen_<name>`"),
    _library("header", "the header the generated header includes"),
    Entry("library.declared_in", list, "the files whose declarations count", required=True),
    _library("status_type", "the type every wrapped function returns"),
    _library("output", "the generated header's file name under `include/cubound/`"),
    _library("success_status", "the status of success"),
    _library("unsupported_status", "what a function the loaded library lacks answers"),
    _library("soname", "the library opened at run time; `{MACRO}` is an integer macro of the header, else of "
             "cuda.h; `{MACRO/N}` its quotient by N"),
    _library("entry_points", "how its functions are found: `cuGetProcAddress`, `dlsym`, or `program` (the program's "
             "own first: the entry points it registers, else the process's global scope; then `dlsym`)"),
    _library("versions_header", "with `cuGetProcAddress`: the header whose `PFN_<name>_v<version>` types give each "
             "declaration's version", required=False),
    _library("reviewed_through", "the version whose every function, in every form, was decided; newer ones stop "
             "generation until the spec decides them"),
    _library("version_macro", "the header's macro that says its version, which `reviewed_through` and "
             "`spec/versions.toml` count in (`NCCL_VERSION_CODE`)", required=False, default="CUDA_VERSION"),
    _library("optional", "why the header may be missing from a toolkit: then the library is left out", required=False),
    _library("stream_handle", "the handle kind whose stream its calls run on (`cublas_handle`)", required=False),
    _library("binding_keeps", "a handle kind the binding keeps: what its wrappers make follows the binding's stream "
             "and is destroyed with the binding (`cufft_plan`)", required=False),
    _library("ranks", "the function that counts a communicator's ranks, for extents' `ranks`", required=False),
    _library("reads_settled", "why what its calls read ([reads]) must also be settled with checks on: still being "
             "written by this thread on a stream not handed to the call's is BD-PENDING-WRITE", required=False),
    Entry("binding_status", str, "how a bad binding (a `CUresult` of entering it) reads in the library's status type; "
          "`default` for the rest", names=True),
    Entry("binding_handle.getter", str, "the exported function that hands out the library handle each binding owns "
          "(`bd_cublas_handle`): made on first ask in the binding's context, on its stream, destroyed with it"),
    Entry("binding_handle.getter_header", str, "the public header that declares the getter (`cubound/handles.h`)"),
    Entry("binding_handle.handle_kind", str, "the kind of that handle, one of [handles] (`cublas_handle`)"),
    Entry("binding_handle.create", str, "the call that makes it, its first parameter the handle's output "
          "(`cublasCreate`)"),
    Entry("binding_handle.create_args", list, "C expressions for the rest of `create`'s parameters "
          "(`CURAND_RNG_PSEUDO_DEFAULT`)"),
    Entry("binding_handle.destroy", str, "the call that ends it (`cublasDestroy`)"),
    Entry("binding_handle.set_stream", str, "the call that puts it on a stream (`cublasSetStream`), made when the "
          "binding's stream changed; left out where the handle has no stream (cuBLASLt's: each call is given one)"),
    Entry("functions.context_free", list, "functions that act on no context: a pass-through without a binding",
          required=True, per_name=True),
    Entry("excluded", str, "declared functions that must not be called, and why; a key may be a pattern", names=True,
          per_name=True),
    Entry("not_functions", str, "names a user may look for that have no C function, and why", names=True),
    Entry("handles", str, "parameter types that hold handles, by typedef name, and their kind", names=True,
          required=True, per_name=True),
    Entry("roles.creates", list, "name patterns of the calls that make a handle (through an output parameter)",
          required=True, per_name=True),
    Entry("roles.destroys", list, "name patterns of the calls that end one (the first handle parameter)",
          required=True, per_name=True),
    Entry("roles.neither", str, "names the role patterns would take wrongly, and why", names=True, per_name=True),
    Entry("context_changing", dict, "what cubound does after a context function succeeds: `{ effect, param }`",
          names=True, per_name=True),
    Entry("pointer_mode", list, "parameters in host or device memory as the handle's pointer mode says", names=True),
    Entry("generator_outputs", list, "outputs in host or device memory as the generator was made", names=True),
    Entry("checks.tracked", list, "handle kinds registered and checked with checks on", required=True),
    Entry("checks.finds", list, "calls that find (not make) a handle of the binding's device", per_name=True),
    Entry("checks.device_data", list, "name patterns of calls whose pointer parameters are device memory"),
    Entry("checks.not_device_data", list, "exceptions to `device_data`"),
    Entry("host_data", list, "parameters of `device_data` calls that are host memory", names=True, per_name=True),
    Entry("allocation_size", str, "the bytes a call that makes device memory allocates", names=True, per_name=True),
    Entry("checked_fields", str, "handles inside structs that are checked (`STRUCT.field`), and when they are in use",
          names=True),
    Entry("crossing", str, "handle arguments and struct fields that may belong to another context, with the header's "
          "words", names=True, per_name=True),
    Entry("not_handles", str, "handle-like types that are not handles, and why", names=True, per_name=True),
    Entry("reviewed", str, "functions newer than `reviewed_through` wrapped as they are, and why", names=True,
          per_name=True),
    Entry("changed", str, "functions whose newer form was decided again: the form", names=True, per_name=True),
    Entry("any_context", str, "calls whose memory or handle every context may use, with the header's (or a probe's) words", names=True,
          per_name=True),
    Entry("host_memory", dict, "host memory usable as device memory: `{ address, size }` or `{ address, alias_of }`",
          names=True, per_name=True),
    Entry("memory", dict, "device memory a call makes or ends through a `void *` (`cudaMalloc`): `{ address, size }` "
          "or `{ address }`", names=True, per_name=True),
    Entry("writes", dict, "memory a call writes, for hand-off: a typed extent per parameter", names=True, per_name=True),
    Entry("reads", dict, "memory a call reads on its stream, for race detection: a typed extent per parameter",
          names=True, per_name=True),
    Entry("orders", dict, "how a call orders streams and the host, for race detection: `{ effect, event }`",
          names=True, per_name=True),
    Entry("allocations", dict, "how a call begins or ends an allocation, for race detection: `{ effect, param }`, "
          "effect = `allocates` (in stream order, through the output param), `frees` (in stream order) or "
          "`host_frees` (the host frees it at once)", names=True, per_name=True),
    Entry("twins", dict, "functions that take a driver function's effects ([orders], [reads], [writes], [crossing], "
          "[allocations]) "
          "by reference: `{ twin, params = { twin's name = this function's }, takes = [...] }`", names=True,
          per_name=True),
    Entry("launches", dict, "work whose writes the call does not say: `{ function, params, extra, stream }`",
          names=True, per_name=True),
    Entry("element_sizes", dict, "the bytes of each constant of a datatype enum", names=True),
    Entry("post_call", str, "calls whose success hand-written code takes note of (`bd_gen_after_<function>`, given the "
          "binding and the call's arguments: src/), and why", names=True, per_name=True),
    Entry("context_from_handles", dict, "calls that act in the context their handles name whatever context is "
          "current, as measured on the H200: `{ handles = [...], why = \"...\" }`; they skip the switch when every "
          "one names its context (a stream not the default one)", names=True, per_name=True),
)

TABLES: tuple[str, ...] = tuple(dict.fromkeys(entry.table for entry in SCHEMA))
REQUIRED_TABLES = frozenset(entry.table for entry in SCHEMA if entry.required)


def empty(entry: Entry):
    """The value of an entry left out."""
    if entry.default is not None:
        return entry.default
    if entry.names:
        return {}
    return () if entry.kind is list else ""
