# SPDX-License-Identifier: MIT
"""The typed model that templates see: nothing here knows about libclang or TOML."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Param:
    name: str
    type: str
    declarator: str  # the parameter as C declares it: "const float *alpha", "int dims[3]"
    # What libclang says of the type: the type named under its pointers and arrays ("float",
    # "CUstream", "CUDA_MEMCPY3D") and, for each level down, whether it is const.
    base: str = ""
    consts: tuple[bool, ...] = ()
    pointer: bool = False  # some level is a pointer (not only arrays, as int dims[3])
    handle: str | None = None  # kind of handle it holds or points to: "stream", "device_pointer", ...
    direction: str = "in"  # "in"; "out" (the function writes a handle through it); "array" (reads several)
    written: bool = False  # a non-const pointer: the function writes through it
    pointer_mode: bool = False  # cuBLAS: host or device memory, as the handle's pointer mode says
    pointer_array: bool = False  # cuBLAS: a device array of device pointers
    generator_output: bool = False  # cuRAND: host or device memory, as the generator was made
    embeds: tuple[tuple[str, str], ...] = ()  # (field path, kind) of handles inside the struct it points to
    # Debug builds: the kind it is checked as ("" = not checked), and the struct fields checked inside it.
    check_kind: str = ""
    field_checks: tuple["FieldCheck", ...] = ()
    # Why it may belong to another context or device ("" if it may not): checked to exist, not
    # to be the binding's.
    crossing: str = ""


@dataclass(frozen=True)
class Choice:
    """A count that depends on a parameter's value: `when` if param == constant, else `otherwise`."""

    param: str
    constant: str
    when: str
    otherwise: str


@dataclass(frozen=True)
class Extent:
    """The memory a call writes or reads through one parameter ([writes], [reads]), as the spec types
    it: count elements (the product of counts, or of a choice), |stride| apart, of element bytes,
    times the ranks of a communicator, over batches batch_stride elements apart."""

    param: str
    counts: tuple[str, ...] = ()  # parameters multiplied; none: one element
    choice: Choice | None = None
    element: int = 0  # bytes; 0: the size of what the parameter points to (1 for an address or void *)
    pointee_sized: bool = False  # whether sizeof(*param) is that size
    datatype: str = ""  # a parameter whose value names the element type ([element_sizes])
    stride: str = ""
    ranks: str = ""  # a communicator parameter
    batches: str = ""
    batch_stride: str = ""
    rows: str = ""  # with counts = (ld, columns): the rows used; the whole matrix where rows == ld, else its first column
    copy: str = ""  # "2d" or "3d": a CUDA_MEMCPY2D/3D the parameter points to
    source: bool = False  # with copy: the copy's source, not its destination
    # What a descriptor says at the call (cuSPARSE's, a cuFFT plan's): the library's hand-written
    # bd_gen_<library>_<descriptor> (src/wrapper_runtime.h) is given the binding, the bytes of one
    # element the parameter points to, the parameter and the parameters of `described_with`, and
    # answers `ranges` ranges.
    descriptor: str = ""
    described_with: tuple[str, ...] = ()
    ranges: int = 0

    @property
    def accesses(self) -> int:
        """The ranges it is noted as: a descriptor's, else one."""
        return self.ranges if self.descriptor else 1


@dataclass(frozen=True)
class StreamOf:
    """The stream a call runs on: a parameter (or a field path: config->hStream), the stream the
    library handle in param follows (library_handle), or, with neither, the default stream of the
    variant called."""

    param: str = ""
    library_handle: bool = False


@dataclass(frozen=True)
class Launch:
    """A kernel launch ([launches]): the CUfunction parameter ("" where it is not known and the
    work may write anything), or the runtime's host stub of the kernel (symbol), its kernelParams
    and extra parameters."""

    function: str = ""
    params: str = ""
    extra: str = ""
    symbol: str = ""


@dataclass(frozen=True)
class Order:
    """How a call orders streams and the host ([orders]), for race detection: records (the event
    takes its stream's work so far), waits (its stream waits for the event), host_waits_event,
    host_waits_stream (its own stream, after its own work), host_waits_context (every stream of the
    binding's context), host_waits_all (every stream cubound knows), serialized (after all work before it and before all work after it)."""

    effect: str
    event: str = ""  # the event parameter, for records, waits and host_waits_event


@dataclass(frozen=True)
class Allocation:
    """How a call begins or ends an allocation ([allocations]), for race detection: allocates (in
    stream order on its stream, the address written through param), frees (in stream order on its
    stream, the address param) or host_frees (the host frees the address param at once)."""

    effect: str
    param: str


@dataclass(frozen=True)
class Registration:
    """What a call made, registered after success with checks on: the C expression of the value,
    its kind, a C expression of its size (device memory), whether every context may use it."""

    value: str
    kind: str
    size: str = "0"
    any_context: bool = False


@dataclass(frozen=True)
class Unregistration:
    value: str
    kind: str


@dataclass(frozen=True)
class Alias:
    """Host memory's other address ([host_memory] alias_of): the output, and the host address."""

    address: str
    original: str


@dataclass(frozen=True)
class FieldCheck:
    """A handle inside a struct parameter, checked where the condition (over the struct's fields,
    read through the parameter) holds; crossing: why it may belong to another context, or ""."""

    path: str
    kind: str
    condition: str
    crossing: str = ""


@dataclass(frozen=True)
class Function:
    name: str  # the name users write (a #define in the header may rename it)
    symbol: str  # the function the header declares and the library exports
    return_type: str
    params: tuple[Param, ...]
    header: str  # file the declaration comes from
    deprecated: bool
    role: str  # "wrapped", "context_free" or "excluded"
    excluded_because: str = ""
    per_thread_symbol: str = ""  # what the name becomes under CUDA_API_PER_THREAD_DEFAULT_STREAM, if other
    creates: tuple[str, ...] = ()  # output parameters that receive a new handle
    destroys: tuple[str, ...] = ()  # the handle parameter the call ends
    context_effect: str = ""  # for context-changing functions: what the runtime must do after success
    context_effect_param: str = ""
    # Debug builds: handles registered after success, and handles unregistered.
    registers: tuple[Registration, ...] = ()
    unregisters: tuple[Unregistration, ...] = ()
    # What it makes or ends of the kind the binding keeps ([library] binding_keeps): C expressions.
    keeps: tuple[str, ...] = ()
    lets_go: tuple[str, ...] = ()
    aliases: tuple[Alias, ...] = ()
    # The stream the call runs on: where hand-off notes its writes, and where its reads are read.
    stream: StreamOf = StreamOf()
    # For hand-off (bd_handoff): the memory the call writes; with checks on, what it reads, which
    # must not be still written on another stream (BD-PENDING-WRITE).
    writes: tuple[Extent, ...] = ()
    reads: tuple[Extent, ...] = ()
    launch: Launch | None = None  # a kernel launch: its parameters may be written
    order: Order | None = None  # how it orders streams and the host ([orders])
    allocation: Allocation | None = None  # the allocation it begins or ends ([allocations])
    twin: str = ""  # the driver function whose effects it takes ([twins])
    ends_streams: tuple[str, ...] = ()  # stream parameters it destroys: hand-off stops waiting on their handles
    ends_code: bool = False  # it destroys a module or a context: kernel handles may be reused for others
    post_call: bool = False  # success is noted by hand-written code too ([post_call]: bd_gen_after_<name>)
    # [context_from_handles]: stream and event parameters that name the context the call acts in,
    # whatever is current; where each does (a stream not a default one), the switch is skipped.
    context_from: tuple[Param, ...] = ()
    # How the runtime finds it: cuGetProcAddress(entry_name, entry_version) or dlsym(entry_name);
    # with a per-thread variant, cuGetProcAddress(entry_name, per_thread_version, per-thread flag).
    entry_name: str = ""
    entry_version: int = 0
    per_thread_version: int = 0
    # The version before entry_version among the name's entry points (0: none): a driver that
    # returns the same function for both lacks entry_version (it hands out the newest it has).
    previous_version: int = 0
    per_thread_previous_version: int = 0

    @property
    def has_effect(self) -> bool:
        """Whether success changes what cubound knows of contexts (a context effect to run)."""
        return self.context_effect not in ("", "none")

    @property
    def acts_after_success(self) -> bool:
        """Whether success is followed, on every path, by a hand-off note or a context effect."""
        return bool(self.writes or self.launch or self.ends_streams or self.ends_code or self.has_effect or self.keeps
                    or self.lets_go or self.post_call)

    @property
    def races(self) -> bool:
        """Whether race detection notes anything of it: accesses, a launch, an order."""
        return bool(self.writes or self.reads or self.launch or self.order or self.allocation)

    @property
    def per_thread_suffix(self) -> str:
        """"_ptds" or "_ptsz": the suffix of the exported per-thread variant, "" without one."""
        return self.per_thread_symbol[-5:] if self.per_thread_symbol else ""

    @property
    def variants(self) -> tuple[str, ...]:
        """The suffixes of its exported bd_ functions: "" and the per-thread one, if any."""
        return ("", self.per_thread_suffix) if self.per_thread_suffix else ("",)

    @property
    def checked(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if p.check_kind or p.field_checks)

    @property
    def wrapped(self) -> bool:
        return self.role == "wrapped"

    @property
    def borrowed(self) -> tuple[Param, ...]:
        """Handles the call uses but neither creates nor destroys: they must belong to the binding."""
        return tuple(p for p in self.params if p.handle and p.direction != "out" and p.name not in self.destroys)


@dataclass(frozen=True)
class Slot:
    """One entry of a library's table, at a place it keeps in every generation
    (spec/slots/<library>.txt): programs built with the inline form index the table by it."""

    key: str  # the symbol it holds: cuMemAlloc_v2, cuMemcpyAsync_ptsz, cublasSgemm_v2
    function: Function | None = None  # None: these headers do not declare it, and the slot stays empty
    suffix: str = ""  # which variant of function: "" or its per-thread suffix

    @property
    def field(self) -> str:
        return f"pfn_{self.function.name}{self.suffix}" if self.function else f"reserved_{self.key}"


@dataclass(frozen=True)
class StatusMapping:
    """How a CUresult from bd_enter (a bad binding) reads in a library's own status type."""

    cuda: str
    status: str


@dataclass(frozen=True)
class ElementSize:
    """Bytes of one element of the type a datatype parameter names ([element_sizes])."""

    constant: str
    bytes: int


@dataclass(frozen=True)
class BindingHandle:
    """The library handle each binding owns ([binding_handle]): made by create on its getter's first
    ask, in the binding's context, put on the binding's stream by set_stream (None: it has none),
    ended by destroy with the binding. src/binding_handles.c walks them all."""

    getter: str  # bd_cublas_handle
    header: str  # the public header that declares the getter
    kind: str  # its handle kind: cublas_handle
    handle_type: str  # the C type of the handle: cublasHandle_t
    create: Function
    create_args: tuple[str, ...]  # C expressions after the output parameter
    destroy: Function
    set_stream: Function | None
    index: int = 0  # its place among every library's, in a binding's handles


@dataclass(frozen=True)
class Library:
    name: str
    header: str  # what the generated header includes
    declared_in: tuple[str, ...]
    status_type: str
    output: str  # generated header's file name under include/cubound/
    success_status: str
    unsupported_status: str
    binding_status: tuple[StatusMapping, ...]  # empty: the status type is CUresult itself
    binding_status_default: str
    soname: str  # what the runtime opens
    entry_points: str  # "cuGetProcAddress" or "dlsym"
    functions: tuple[Function, ...]  # every declaration, in header order
    slots: tuple[Slot, ...]  # the table, in its lasting order
    not_functions: tuple[tuple[str, str], ...]  # names users might expect, and why there is no such function
    # [element_sizes]: per datatype C type, the bytes of each constant these headers declare.
    element_sizes: tuple[tuple[str, tuple[ElementSize, ...]], ...] = ()
    ranks: Function | None = None  # how extents count a communicator's ranks ([library] ranks)
    binding_keeps: str = ""  # the handle kind the binding keeps ([library] binding_keeps)
    reads_settled: str = ""  # why its [reads] are checked to be settled too (BD-PENDING-WRITE), or ""
    statuses: tuple[EnumConstant, ...] = ()  # the status type's constants, one per value: their names
    binding_handle: BindingHandle | None = None  # [binding_handle]: the handle each binding owns

    @property
    def wrapped(self) -> tuple[Function, ...]:
        return tuple(f for f in self.functions if f.wrapped)

    @property
    def exported(self) -> tuple[Function, ...]:
        """Every function with an entry in the library's table and a bd_ function."""
        return tuple(f for f in self.functions if f.role != "excluded")

    def count(self, role: str) -> int:
        return sum(1 for f in self.functions if f.role == role)


@dataclass(frozen=True)
class EnumConstant:
    name: str
    value: int


@dataclass(frozen=True)
class Kind:
    name: str  # "stream", "device_pointer", ...
    tracked: bool  # registered and checked by debug builds
    value: int  # its number in bd_kind_t: its place in spec/kinds.txt, for good
    declared: bool  # some spec names it; one none does now keeps its number
    every_context: bool = False  # its creator is in [any_context]: any binding's, made again counted


@dataclass(frozen=True)
class Model:
    cuda_version: int  # CUDA_VERSION from cuda.h, e.g. 13000
    libraries: tuple[Library, ...]
    cuda_results: tuple[EnumConstant, ...]  # every CUresult, for the simulated driver's names
    kinds: tuple[Kind, ...] = ()  # every handle kind spec/kinds.txt lists, in the order of their values
    left_out: tuple[tuple[str, str], ...] = ()  # optional libraries whose header is missing: (header, why optional)
    version: tuple[int, int, int] = (0, 0, 0)  # cubound's (codegen.__version__)

    @property
    def cuda_version_text(self) -> str:
        return f"{self.cuda_version // 1000}.{self.cuda_version % 1000 // 10}"


# The exported bd_ functions as an FFI sees them (codegen/ctypes_types.py reads them from the public
# headers; templates/bindings.py.j2 writes the Python package's ctypes declarations). A ctype is a
# Python expression: a ctypes type ("ctypes.c_uint64"), a record or callback of the file, or, for a
# parameter that points at memory, "Ptr(target, const)" (target None: void or an opaque struct).
@dataclass(frozen=True)
class FfiParam:
    name: str
    ctype: str


@dataclass(frozen=True)
class FfiFunction:
    name: str  # the exported symbol: bd_cuMemAlloc, bd_device_open
    restype: str
    params: tuple[FfiParam, ...]
    prototype: str  # the C declaration, for help()
    library: str = ""  # the library whose status type it returns ("" where it returns none)
    binding: bool = False  # its first parameter is the binding (bound_dev_t *)


@dataclass(frozen=True)
class FfiField:
    name: str
    ctype: str
    bits: int = 0  # a bit-field's width


@dataclass(frozen=True)
class FfiRecord:
    """A struct or union an exported signature holds by value, or one of cubound's headers declares."""

    name: str
    union: bool
    fields: tuple[FfiField, ...]
    size: int  # sizeof, as the C compiler says it: the package checks ctypes agrees
    anonymous: tuple[str, ...] = ()  # members of C11 anonymous structs and unions


@dataclass(frozen=True)
class FfiCallback:
    """A function pointer type a signature names: a ctypes.CFUNCTYPE."""

    name: str
    restype: str
    argtypes: tuple[str, ...]


@dataclass(frozen=True)
class Ffi:
    functions: tuple[FfiFunction, ...]  # every bd_ function libcubound exports, in header order
    records: tuple[FfiRecord, ...]  # each after the records it holds
    callbacks: tuple[FfiCallback, ...]
    enums: tuple[tuple[str, tuple[EnumConstant, ...]], ...]  # the enum types of cubound's own headers
