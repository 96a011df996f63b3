# SPDX-License-Identifier: MIT
"""cubound from Python: libcubound's bd_ functions with the argtypes and restype of their C types,
failed statuses and check violations as exceptions, devices and bindings as context managers.

    import cubound
    with cubound.Device(0) as dev, dev.bind() as bd:
        x = bd.alloc(1024)
        bd.cuMemsetD32(x, 7, 256)        # each bd_ function that takes the binding first, as a method
        host = numpy.empty(256, numpy.uint32)  # or a bytearray, a ctypes array, an address
        bd.copy_to_host(host, x)
        bd.free(x)

`cubound.bd_<name>(...)` calls any bd_ function and raises an Error subclass (DriverError,
CublasError, CurandError, NcclError) carrying the status (the library's IntEnum: CUresult, ...),
the function and bd_last_error() where the status is not success, and Violation (with .id, such as
"BD-WRONG-DEVICE") where a check stopped the call. `cubound.lib` is the library itself, every
function typed, answering raw statuses. The declarations are generated from cubound's public headers
(_bindings.py: `python3 -m codegen`); this file is the hand-written rest.

The library: CUBOUND_LIBRARY where set (a build of your own), else the libcubound.so the wheel
bundles (with the simulated driver beside it: CUBOUND_DRIVER=sim), else the system's.
"""
import ctypes
import functools
import os
import sys
import threading
from pathlib import Path

from cubound import _bindings
from cubound._bindings import *  # noqa: F401,F403 (the status enums, cubound's enums, structs, callback types)
from cubound._bindings import FUNCTIONS, LIBRARIES, Ptr, bd_action_t, bd_options_t, bd_violation_handler_t

__version__ = ".".join(map(str, _bindings.VERSION))
_SONAME = f"libcubound.so.{_bindings.VERSION[0]}"


def _load():
    named = os.environ.get("CUBOUND_LIBRARY")
    bundled = Path(__file__).resolve().parent / "lib" / _SONAME
    path = named or (str(bundled) if bundled.is_file() else _SONAME)
    try:
        return ctypes.CDLL(path), path
    except OSError as error:
        where = "CUBOUND_LIBRARY names it" if named else "no libcubound in the package, nor on the system"
        raise ImportError(f"cubound: {path} could not be loaded ({error}); {where}") from error


_cdll, library_path = _load()
for _record, _size in _bindings.RECORD_SIZES:
    if ctypes.sizeof(_record) != _size:
        raise ImportError(f"cubound: ctypes lays {_record.__name__} out in {ctypes.sizeof(_record)} bytes, C in {_size}")


# Pointer parameters: the ctypes pointer type, which also takes an address (int), a NumPy array or
# anything with __array_interface__, a buffer (bytes only where the function reads), and for
# void * any ctypes object. A parameter the function writes refuses read-only memory.
def _dense(shape, strides, itemsize):
    """Whether an array's elements fill one block of memory (C or Fortran order, or any other)."""
    step = itemsize
    for extent, stride in sorted(zip(shape, strides), key=lambda pair: abs(pair[1])):
        if extent > 1 and stride != step:
            return False
        step *= extent
    return True


def _array_address(interface, target, const):
    address, readonly = interface["data"]
    if readonly and not const:
        raise TypeError("a read-only array for memory the function writes")
    kind, itemsize = interface["typestr"][1], int(interface["typestr"][2:])
    if interface.get("strides") and not _dense(interface["shape"], interface["strides"], itemsize):
        raise TypeError("an array that is not one block of memory: pass numpy.ascontiguousarray(a)")
    if isinstance(target, type) and issubclass(target, ctypes._SimpleCData) and target is not ctypes.c_char:
        floating = target in (ctypes.c_float, ctypes.c_double)
        if itemsize != ctypes.sizeof(target) or (kind == "f") != floating:
            raise TypeError(f"an array of {interface['typestr']} for {target.__name__} elements")
    return address


def _pinned(address, keep):
    """The address, holding what keeps it valid until the call returns (ctypes holds the argument):
    a NumPy scalar's __array_interface__ is the only reference to the array it describes."""
    pointer = ctypes.c_void_p(address)
    pointer._keep = keep
    return pointer


def _address(obj, target, const, base):
    if obj is None:
        return None
    if isinstance(obj, int):
        return ctypes.c_void_p(obj)
    interface = getattr(obj, "__array_interface__", None)
    if interface is not None:
        return _pinned(_array_address(interface, target, const), interface)
    if isinstance(obj, str) and const and target in (None, ctypes.c_char):
        return ctypes.c_char_p(obj.encode())
    if isinstance(obj, bytes):
        if not const:
            raise TypeError("bytes are read-only, and the function writes here: pass a bytearray")
        return ctypes.c_char_p(obj)
    if isinstance(obj, (bytearray, memoryview)):
        view = memoryview(obj)
        if not view.c_contiguous:
            raise TypeError("a buffer that is not one block of memory")
        if view.readonly:
            if not const:
                raise TypeError("a read-only buffer for memory the function writes")
            return ctypes.c_char_p(view.tobytes())
        exported = ctypes.c_char.from_buffer(view)
        return _pinned(ctypes.addressof(exported), exported)
    if target is None and isinstance(obj, (ctypes._SimpleCData, ctypes.Structure, ctypes.Union, ctypes.Array)):
        return ctypes.byref(obj)
    return base.from_param(obj)  # ctypes' own: a target instance (by reference), arrays, pointers, byref()


@functools.lru_cache(maxsize=None)
def _pointer(target, const):
    base = ctypes.c_void_p if target is None else ctypes.POINTER(target)
    name = f"{'const ' if const else ''}{getattr(target, '__name__', 'void')} *"
    return type(name, (base,), {"from_param": classmethod(lambda cls, obj: _address(obj, target, const, base))})


def _typed(cdll):
    """The library with every bd_ function's argtypes and restype set; those it lacks (a libcubound
    older than these declarations) are left out."""
    for name, (_, _, restype, argtypes, _) in FUNCTIONS.items():
        function = getattr(cdll, name, None)
        if function is not None:
            function.restype = restype
            function.argtypes = tuple(_pointer(*t) if isinstance(t, Ptr) else t for t in argtypes)
    return cdll


lib = _typed(_cdll)


def last_error():
    """bd_last_error(): this thread's newest failure that cubound recorded, in one sentence."""
    return (lib.bd_last_error() or b"").decode(errors="replace")


class Error(Exception):
    """A bd_ function answered a status other than success: .status (the library's IntEnum, or the
    int it does not name), .function, and .message: bd_last_error() after the call."""

    def __init__(self, status, function, message=""):
        self.status, self.function, self.message = status, function, message
        name = getattr(status, "name", "unknown status")
        super().__init__(f"{function}: {name} ({int(status)}){': ' + message if message else ''}")


# DriverError, CublasError, CurandError, NcclError: one per library of the declarations.
_ERRORS = {name: type(f"{name.capitalize()}Error", (Error,), {"__doc__": f"A failed status of {name}.", "library": name})
           for name in LIBRARIES}
globals().update((error.__name__, error) for error in _ERRORS.values())


class Violation(Error):
    """A check stopped the call (checks on: CUBOUND_CHECKS=1 or bd_init): .id ("BD-WRONG-DEVICE", ...;
    docs/checks.md), .param (the parameter at fault), .file and .line (where it was called from),
    .status (what the call answered), .function, and .message: the whole report."""

    def __init__(self, status, function, id, param, file, line, message):
        self.id, self.param, self.file, self.line = id, param, file, line
        super().__init__(status, function, message)


# Violations are recorded by the thread that made them and raised when its call returns. With
# BD_ON_VIOLATION=log they are printed and the call goes on, with =abort the process aborts.
_recorded = threading.local()


@bd_violation_handler_t
def _on_violation(violation, user):
    v = violation.contents
    mode = os.environ.get("BD_ON_VIOLATION")
    if mode == "abort":
        return bd_action_t.BD_ACTION_ABORT
    id, param, file, message = ((field or b"").decode(errors="replace") for field in (v.id, v.param, v.file, v.message))
    if mode == "log":
        print(message, file=sys.stderr)
        return bd_action_t.BD_ACTION_CONTINUE
    _recorded.violation = (id, param, file, v.line, message)
    return bd_action_t.BD_ACTION_RETURN


lib.bd_set_violation_handler(_on_violation, None)


def _status(status_type, value):
    try:
        return status_type(value)
    except ValueError:
        return value


@functools.lru_cache(maxsize=None)
def _checked(name):
    """bd_<name> that raises where it fails; one that returns no status is the library's function."""
    library, _, _, _, prototype = FUNCTIONS[name]
    function = getattr(lib, name)
    if library is None:
        return function
    status_type, success = LIBRARIES[library]
    error = _ERRORS[library]

    def call(*args):
        _recorded.violation = None
        status = function(*args)
        violation, _recorded.violation = _recorded.violation, None
        if violation is not None:
            raise Violation(_status(status_type, status), name, *violation)
        if status != success:
            raise error(_status(status_type, status), name, last_error())

    call.__name__ = call.__qualname__ = name
    call.__doc__ = (f"{prototype}\n\nRaises {error.__name__} where the status is not {success.name}, "
                    f"Violation where a check stops the call.")
    return call


def __getattr__(name):
    """cubound.bd_<name>: every bd_ function, raising on failure."""
    if name in FUNCTIONS:
        return _checked(name)
    raise AttributeError(f"module 'cubound' has no attribute '{name}'")


def init(checks=None, context_policy=None, driver=None):
    """bd_init before anything else of cubound runs: checks True/False, context_policy "cached" or
    "verified", driver "cuda", "sim" or a library's path; None leaves each to the environment."""
    options = bd_options_t()
    if checks is not None:
        options.checks = _bindings.bd_checks_t.BD_CHECKS_ON if checks else _bindings.bd_checks_t.BD_CHECKS_OFF
    if context_policy is not None:
        options.context_policy = _bindings.bd_context_policy_t[f"BD_POLICY_{context_policy.upper()}"]
    options.driver = driver.encode() if driver else None
    _checked("bd_init")(options)


def _nbytes(buffer):
    if hasattr(buffer, "nbytes"):
        return buffer.nbytes
    if isinstance(buffer, (ctypes._SimpleCData, ctypes.Structure, ctypes.Union, ctypes.Array)):
        return ctypes.sizeof(buffer)
    return memoryview(buffer).nbytes


class _Handle:
    """What ctypes passes for the object (_as_parameter_), and closing it once, as a context manager."""

    _close = ""
    _freed = True  # whether closing frees what the handle points to: then it is passed as NULL after

    def __init__(self, opener, *args):
        handle = ctypes.c_void_p()
        _checked(opener)(*args, handle)
        self._as_parameter_, self.closed = handle, False

    def close(self):
        if not self.closed:
            _checked(self._close)(self)
            self.closed = True
            if self._freed:
                self._as_parameter_ = ctypes.c_void_p()

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()


class Device(_Handle):
    """bd_device_open(ordinal, context): the device's primary context (BD_PRIMARY_CONTEXT) or a
    context of its own (BD_OWN_CONTEXT: two on one GPU act as two devices). Closed by close() or
    at the end of a with block (bd_device_close)."""

    _close = "bd_device_close"

    def __init__(self, ordinal=0, context=_bindings.bd_context_kind_t.BD_PRIMARY_CONTEXT):
        super().__init__("bd_device_open", ordinal, context)

    @property
    def ordinal(self):
        return lib.bd_device_ordinal(self)

    @property
    def context(self):
        return lib.bd_device_context(self)

    def bind(self):
        """A binding of this device to the calling thread (bd_bind)."""
        return Binding(self)


class Binding(_Handle):
    """bd_bind(device): the device bound to the calling thread, used on it only; unbound by close()
    or at the end of a with block (bd_unbind). Every bd_ function that takes the binding first is
    a method without the prefix: bd.cuMemAlloc(ptr, n) is cubound.bd_cuMemAlloc(bd, ptr, n)."""

    _close = "bd_unbind"
    _freed = False  # a binding stays safe to pass after bd_unbind: calls answer that it was unbound

    def __init__(self, device):
        super().__init__("bd_bind", device)
        self.device = device

    def __getattr__(self, name):
        entry = FUNCTIONS.get(f"bd_{name}")
        if entry is None or not entry[1]:
            raise AttributeError(f"no bd_{name} takes a binding first")
        return functools.partial(_checked(f"bd_{name}"), self)

    def alloc(self, nbytes):
        """Device memory (bd_cuMemAlloc): its address, an int."""
        address = ctypes.c_uint64()
        self.cuMemAlloc(address, nbytes)
        return address.value

    def free(self, address):
        self.cuMemFree(address)

    def copy_to_host(self, host, address, nbytes=None):
        """bd_cuMemcpyDtoH into host (a NumPy array, a writable buffer, a ctypes object), all of it
        unless nbytes says."""
        self.cuMemcpyDtoH(host, address, _nbytes(host) if nbytes is None else nbytes)

    def copy_to_device(self, address, host, nbytes=None):
        """bd_cuMemcpyHtoD from host, all of it unless nbytes says."""
        self.cuMemcpyHtoD(address, host, _nbytes(host) if nbytes is None else nbytes)

    def cublas_handle(self):
        """The binding's cuBLAS handle (bd_cublas_handle), on its stream."""
        handle = ctypes.c_void_p()
        _checked("bd_cublas_handle")(self, handle)
        return handle.value

    def curand_generator(self):
        """The binding's cuRAND generator (bd_curand_generator), on its stream."""
        generator = ctypes.c_void_p()
        _checked("bd_curand_generator")(self, generator)
        return generator.value
