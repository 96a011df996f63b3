# SPDX-License-Identifier: MIT
"""The Python package's declarations (generated/python/cubound/_bindings.py, codegen/ctypes_types.py):
every exported bd_ function, with ctypes types read from the C types under their typedefs."""
import ctypes
import importlib.util
from pathlib import Path

import clang.cindex as ci

from codegen import ctypes_types, render
from codegen.model import Model

ROOT = Path(__file__).resolve().parents[2]


def load(path: Path, name: str = "bindings"):
    """A generated module, alone: it needs nothing but ctypes."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


COMMITTED = load(ROOT / "generated" / render.PYTHON_BINDINGS)


def test_every_exported_function_is_declared_and_nothing_else():
    # The committed generation is CUDA 13.0's with NCCL, as tests/abi/libcubound.symbols is.
    exported = set((ROOT / "tests" / "abi" / "libcubound.symbols").read_text().split())
    functions = {name for name in exported if not name.startswith("bd_gen_") and name != "bd_thread_binding"}
    assert set(COMMITTED.FUNCTIONS) == functions


def test_types_come_from_the_c_types_under_their_typedefs():
    Ptr = COMMITTED.Ptr
    library, binding, restype, argtypes, prototype = COMMITTED.FUNCTIONS["bd_cuMemAlloc"]
    assert (library, binding, restype) == ("driver", True, ctypes.c_int32)
    assert argtypes == (ctypes.c_void_p, Ptr(ctypes.c_uint64, False), ctypes.c_uint64)  # CUdeviceptr *, size_t
    assert prototype == "CUresult bd_cuMemAlloc(bound_dev_t *bd, CUdeviceptr *dptr, size_t bytesize)"
    # a handle is an address, an enum an int, a host pointer Ptr, a struct by value its Structure
    assert COMMITTED.FUNCTIONS["bd_cublasSaxpy"][3][:4] == (ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int32,
                                                            Ptr(ctypes.c_float, True))
    assert COMMITTED.FUNCTIONS["bd_cublasSgemm"][3][2] is ctypes.c_int32  # cublasOperation_t
    assert COMMITTED.FUNCTIONS["bd_cuMemcpyDtoH"][3][1] == Ptr(None, False)
    assert COMMITTED.FUNCTIONS["bd_ncclCommInitRank"][3][3] is COMMITTED.ncclUniqueId
    assert COMMITTED.FUNCTIONS["bd_cuLaunchHostFunc"][3][2] is COMMITTED.CUhostFn
    # cubound's own functions: no status, a struct returned by value, a callback and its struct
    assert COMMITTED.FUNCTIONS["bd_last_error"][:4] == (None, False, ctypes.c_char_p, ())
    assert COMMITTED.FUNCTIONS["bd_settings"][2] is COMMITTED.bd_options_t
    assert COMMITTED.FUNCTIONS["bd_handoff"][:4] == ("driver", True, ctypes.c_int32,
                                                    (ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64))
    assert COMMITTED.bd_violation_handler_t._argtypes_ == (ctypes.POINTER(COMMITTED.bd_violation_t), ctypes.c_void_p)


def test_statuses_and_enums_are_int_enums():
    assert COMMITTED.CUresult.CUDA_ERROR_INVALID_VALUE == 1
    assert COMMITTED.LIBRARIES["curand"] == (COMMITTED.curandStatus_t, COMMITTED.curandStatus_t.CURAND_STATUS_SUCCESS)
    assert COMMITTED.bd_action_t.BD_ACTION_RETURN == 0 and COMMITTED.bd_kind_t.BD_KIND_STREAM > 0
    assert all(ctypes.sizeof(record) == size for record, size in COMMITTED.RECORD_SIZES)


HEADER = """
typedef struct bound_dev bound_dev_t;
typedef enum { A = -1, B = 1 } small_t;
typedef enum { BIG = 0x80000000u } big_t;
typedef struct {
    union { int i; float f; };
    struct { unsigned x : 3, y : 5; } bits;
    char name[12];
    double d;
    const char *text;
} mixed_t;
typedef int (*visit_t)(const mixed_t *item, void *user);
int bd_take(bound_dev_t *bd, mixed_t by_value, small_t s, big_t b, const double *in, float out[], visit_t visit);
static inline int bd_inline_only(void) { return 0; }
"""


def test_structs_with_unions_and_bit_fields_keep_the_c_layout(tmp_path):
    header = tmp_path / "mixed.h"
    header.write_text(HEADER)
    unit = ci.Index.create().parse(str(header), args=["-x", "c", "-std=c11"])
    ffi = ctypes_types.read(unit, (str(tmp_path),), {"small_t": "small"})
    assert [f.name for f in ffi.functions] == ["bd_take"]
    take = ffi.functions[0]
    assert (take.library, take.binding, take.restype) == ("", True, "ctypes.c_int32")
    assert [p.ctype for p in take.params] == ["ctypes.c_void_p", "mixed_t", "ctypes.c_int32", "ctypes.c_uint32",
                                             "Ptr(ctypes.c_double, True)", "Ptr(ctypes.c_float, False)", "visit_t"]
    text = render.render_python(Model(cuda_version=13000, libraries=(), cuda_results=()), ffi, ROOT / "templates")
    (tmp_path / "bindings.py").write_text(text[render.PYTHON_BINDINGS])
    module = load(tmp_path / "bindings.py", "mixed")
    assert ctypes.sizeof(module.mixed_t) == next(size for record, size in module.RECORD_SIZES if record is module.mixed_t)
    value = module.mixed_t(f=1.5)  # the anonymous union's members are the struct's
    value.bits.y = 31
    assert (value.f, value.bits.x, value.bits.y) == (1.5, 0, 31)
    assert module.visit_t._argtypes_ == (ctypes.POINTER(module.mixed_t), ctypes.c_void_p)
