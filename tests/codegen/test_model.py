# SPDX-License-Identifier: MIT
"""The model built from the real CUDA headers and spec/."""

import re
from pathlib import Path

import pytest

from codegen import build, kinds, parse, spec

ROOT = Path(__file__).resolve().parents[2]


def functions(model, library):
    return {f.name: f for lib in model.libraries if lib.name == library for f in lib.functions}


def test_renamed_functions_keep_the_name_users_write(model):
    driver, cublas = functions(model, "driver"), functions(model, "cublas")
    assert driver["cuMemAlloc"].symbol == "cuMemAlloc_v2"
    assert driver["cuStreamDestroy"].symbol == "cuStreamDestroy_v2"
    assert driver["cuMemcpyHtoDAsync"].symbol == "cuMemcpyHtoDAsync_v2"  # through __CUDA_API_PTSZ
    assert driver["cuMemsetD8Async"].symbol == "cuMemsetD8Async"
    assert cublas["cublasSaxpy"].symbol == "cublasSaxpy_v2"
    assert cublas["cublasCreate"].symbol == "cublasCreate_v2"


def test_parameters_come_from_the_declaration(model):
    saxpy = functions(model, "cublas")["cublasSaxpy"]
    assert [p.declarator for p in saxpy.params] == [
        "cublasHandle_t handle",
        "int n",
        "const float *alpha",
        "const float *x",
        "int incx",
        "float *y",
        "int incy",
    ]
    assert functions(model, "driver")["cuCtxSynchronize"].params == ()


def test_context_free_functions_get_no_wrapper(model):
    driver = next(lib for lib in model.libraries if lib.name == "driver")
    assert "cuInit" in {f.name for f in driver.functions}
    assert "cuInit" not in {f.name for f in driver.wrapped}


def test_curand_takes_only_its_own_declarations(cuda_include):
    header = parse.parse_header(cuda_include, "curand.h", ("curand.h",))
    assert "curandGenerateUniform" in header.functions
    assert not any(name.startswith("cuda") for name in header.functions)  # cuda_runtime.h's


def test_version_and_results_come_from_the_headers(model, cuda_include):
    header = parse.parse_header(cuda_include, "cuda.h", ("cuda.h",))
    assert model.cuda_version == header.integer_macros["CUDA_VERSION"]
    names = {c.name for c in model.cuda_results}
    assert {"CUDA_SUCCESS", "CUDA_ERROR_INVALID_CONTEXT", "CUDA_ERROR_NOT_SUPPORTED"} <= names
    assert len({c.value for c in model.cuda_results}) == len(model.cuda_results)


@pytest.mark.parametrize(
    "type_spelling, name, expected",
    [
        ("int", "n", "int n"),
        ("const float *", "alpha", "const float *alpha"),
        ("int[3]", "dims", "int dims[3]"),
        ("void (*)(void *)", "fn", "void (*fn)(void *)"),
    ],
)
def test_declarator_puts_the_name_where_c_wants_it(type_spelling, name, expected):
    assert parse.declarator(type_spelling, name) == expected


def lib(model, name):
    return next(library for library in model.libraries if library.name == name)


def test_every_declaration_is_wrapped_context_free_or_excluded(model):
    total = excluded = 0
    for library in model.libraries:
        counts = [library.count(role) for role in ("wrapped", "context_free", "excluded")]
        assert sum(counts) == len(library.functions)
        total += len(library.functions)
        excluded += counts[2]
        for f in library.functions:
            assert f.role != "excluded" or f.excluded_because
            # NCCL's profiling aliases (pncclAllReduce for ncclAllReduce) are not functions to wrap
            aliases = (
                f.role == "excluded"
                and f.name.startswith("pnccl")
                and f.name[1:] in {g.name for g in library.functions}
            )
            excluded -= aliases
    assert excluded <= 0.02 * total


def readme_function_counts():
    """README's table of functions: {headers of a library: (functions, taking a binding)}."""
    counts = {}
    for row in (ROOT / "README.md").read_text().splitlines():
        cells = [cell.strip() for cell in row.strip("|").split("|")] if row.startswith("| `") else []
        if len(cells) != 3:
            continue
        headers = re.findall(r"`(\w+\.h)`", cells[0])
        functions, binding = ([int(n) for n in cell.split(", ")] for cell in cells[1:])
        if len(functions) == len(headers):  # one library per header: `cublas_api.h`, `cublasLt.h` | 517, 55
            counts.update({(header,): pair for header, pair in zip(headers, zip(functions, binding))})
        else:  # one library of several headers: `cufft.h` and `cufftXt.h` | 56
            counts[tuple(headers)] = (functions[0], binding[0])
    return counts


def test_the_readme_counts_the_functions_of_the_cuda_13_0_headers(model):
    """README's table is `--report` for CUDA 13.0: each library's functions (every declaration of
    its headers) and those taking a binding; a library the toolkit here lacks is not counted."""
    if model.cuda_version != 13000:
        pytest.skip("README's counts are the CUDA 13.0 headers'")
    counted = {}
    for headers, pair in readme_function_counts().items():
        library = next((library for library in model.libraries if set(headers) <= set(library.declared_in)), None)
        if library is not None:
            counted[headers] = (len(library.functions), library.count("wrapped")), pair
    assert {("cuda.h",), ("cublas_api.h",), ("curand.h",)} <= counted.keys()
    assert {headers: ours for headers, (ours, _) in counted.items()} == {
        headers: readme for headers, (_, readme) in counted.items()
    }


def test_renames_and_per_thread_symbols_are_the_headers(model, cuda_include):
    """A function's symbol differs from its name exactly where its header #defines the name to another
    declared symbol (cuMemAlloc -> cuMemAlloc_v2), and it has a per-thread symbol exactly where cuda.h
    says __CUDA_API_PTDS or __CUDA_API_PTSZ."""
    driver, cublas = lib(model, "driver"), lib(model, "cublas")
    for library, header, own in ((driver, "cuda.h", "cuda.h"), (cublas, "cublas_v2.h", "cublas_api.h")):
        renamed = {f.name: f.symbol for f in library.functions if f.symbol != f.name}
        assert renamed and renamed == parse.parse_header(cuda_include, header, (own,)).aliases
    text = Path(cuda_include, "cuda.h").read_text()
    per_thread = {
        name: f"{symbol}_pt{kind.lower()}"
        for name, kind, symbol in re.findall(r"#define\s+(\w+)\s+__CUDA_API_PT(DS|SZ)\((\w+)\)", text)
    }
    assert per_thread and {f.name: f.per_thread_symbol for f in driver.functions if f.per_thread_symbol} == per_thread


def test_deprecation_is_the_headers(model, cuda_include):
    text = Path(cuda_include, "cuda.h").read_text()
    deprecated = set(re.findall(r"__CUDA_DEPRECATED\s+CUresult\s+CUDAAPI\s+(\w+)", text))
    assert deprecated and {f.name for f in lib(model, "driver").functions if f.deprecated} == deprecated


def test_parameters_are_looked_inside_where_their_struct_holds_a_handle(model, cuda_include):
    driver = next(s for s in spec.load(ROOT / "spec") if s.name == "driver")
    records = parse.parse_header(cuda_include, "cuda.h", ("cuda.h",)).records
    params = [p for f in lib(model, "driver").functions for p in f.params]
    holds_handle = [any(t in driver.handles for _, t in records.get(p.base, ())) for p in params]
    assert any(holds_handle) and [bool(p.embeds) for p in params] == holds_handle


def test_cublas_arrays_of_pointers_and_pointer_mode_scalars(model):
    """An array of device pointers is a parameter declared `T *const name[]`; a scalar the pointer
    mode places on the host or the device is alpha, beta or result, or the rot families' c, s, param
    and rotg's and rotmg's operands."""
    cublas = lib(model, "cublas")
    array_of_pointers = re.compile(r"\*\s*const\s+\w+\[\]$")
    rot = re.compile(r"cublas(?:[SDCZ]|[CZ][sd])?rot[gm]?g?(?:_v2)?(?:_64)?$|cublasRot[gm]?g?Ex(?:_64)?$")
    rot_scalars = {"c", "s", "param", "a", "b", "d1", "d2", "x1", "y1"}
    params = [(f, p) for f in cublas.functions for p in f.params]
    assert any(p.pointer_array for _, p in params) and any(p.pointer_mode for _, p in params)
    for f, p in params:
        assert p.pointer_array == bool(array_of_pointers.search(p.declarator)), (f.name, p.declarator)
        scalar = p.pointer and (p.name in ("alpha", "beta", "result") or (rot.match(f.name) and p.name in rot_scalars))
        assert p.pointer_mode == bool(scalar), (f.name, p.name)


def test_the_driver_cublas_and_curand_exclude_nothing(model):
    # Found at run time, so even the two that libcurand does not export get wrappers.
    libraries = (lib(model, "driver"), lib(model, "cublas"), lib(model, "curand"))
    assert not [f.name for library in libraries for f in library.functions if f.role == "excluded"]


def test_entry_points_are_found_by_version_and_by_versioned_symbol(model):
    driver, cublas, curand = lib(model, "driver"), lib(model, "cublas"), lib(model, "curand")
    entries = {f.name: (f.entry_name, f.entry_version, f.per_thread_version) for f in driver.functions}
    assert entries["cuMemAlloc"] == ("cuMemAlloc", 3020, 0)  # cuMemAlloc_v2, not the 32-bit v1
    assert entries["cuCtxGetDevice"] == ("cuCtxGetDevice", 2000, 0)  # the one-argument form ...
    assert entries["cuCtxGetDevice_v2"] == ("cuCtxGetDevice", 13000, 0)  # ... and the one taking a context
    assert {f.name: f.previous_version for f in driver.functions}["cuCtxGetDevice_v2"] == 2000
    assert entries["cuMemcpyAsync"] == ("cuMemcpyAsync", 4000, 7000)  # legacy, then per-thread (_ptsz)
    assert {f.name: f.entry_name for f in cublas.functions}["cublasSgemm"] == "cublasSgemm_v2"
    assert {f.name: f.entry_name for f in curand.functions}["curandGenerateUniform"] == "curandGenerateUniform"
    assert (driver.soname, cublas.soname, curand.soname) == ("libcuda.so.1", "libcublas.so.13", "libcurand.so.10")


def test_every_context_function_has_a_stated_effect(model):
    prefixes = ("cuCtx", "cuDevicePrimaryCtx", "cuGreenCtx")
    context_functions = [f for f in lib(model, "driver").functions if f.name.startswith(prefixes)]
    assert context_functions and all(f.context_effect and f.wrapped for f in context_functions)
    effects = {f.name: (f.context_effect, f.context_effect_param) for f in context_functions}
    assert effects["cuCtxSetCurrent"] == ("moves_current", "")
    assert effects["cuCtxDestroy"] == ("ends_context", "ctx")
    assert effects["cuDevicePrimaryCtxReset"] == ("resets_primary", "dev")


def test_per_thread_variants_follow_the_header(model):
    driver = functions(model, "driver")
    assert driver["cuMemcpyHtoD"].per_thread_symbol == "cuMemcpyHtoD_v2_ptds"
    assert driver["cuLaunchKernel"].per_thread_symbol == "cuLaunchKernel_ptsz"
    assert driver["cuMemAlloc"].per_thread_symbol == ""


def test_handles_are_classified_by_typedef_name(model):
    driver = functions(model, "driver")
    kinds = lambda name: {p.name: p.handle for p in driver[name].params}  # noqa: E731
    assert kinds("cuMemFree") == {"dptr": "device_pointer"}
    assert kinds("cuTexObjectDestroy") == {"texObject": "texture_object"}
    assert kinds("cuMemRelease") == {"handle": "memory_handle"}
    assert kinds("cuSurfObjectDestroy") == {"surfObject": "surface_object"}


def test_roles(model):
    driver, cublas = functions(model, "driver"), functions(model, "cublas")
    assert driver["cuStreamCreate"].creates == ("phStream",)
    assert driver["cuStreamDestroy"].destroys == ("hStream",)
    assert driver["cuMemFreeAsync"].destroys == ("dptr",)
    assert [p.name for p in driver["cuMemFreeAsync"].borrowed] == ["hStream"]
    get_function = driver["cuModuleGetFunction"]
    assert get_function.creates == () and [p.direction for p in get_function.params][:1] == ["out"]
    assert cublas["cublasCreate"].creates == ("handle",)
    assert {p.name for p in cublas["cublasSgemm"].params if p.written} == {"C"}


def test_structs_that_hold_handles_are_seen_inside(model):
    driver = functions(model, "driver")
    pcopy = next(p for p in driver["cuMemcpy3D"].params if p.name == "pCopy")
    assert ("srcDevice", "device_pointer") in pcopy.embeds and ("dstArray", "array") in pcopy.embeds
    config = next(p for p in driver["cuLaunchKernelEx"].params if p.name == "config")
    assert config.embeds == (("hStream", "stream"),)
    node = next(p for p in driver["cuGraphAddNode"].params if p.name == "nodeParams")
    assert ("kernel.func", "function") in node.embeds


def test_families_cover_their_64_bit_variants(model):
    cublas = functions(model, "cublas")
    assert all(p.pointer_mode for p in cublas["cublasSrotm_64"].params if p.name == "param")
    assert [p.name for p in cublas["cublasSgemmBatched_64"].params if p.pointer_array] == ["Aarray", "Barray", "Carray"]
    curand = functions(model, "curand")
    assert [p.name for p in curand["curandGenerateNormal"].params if p.generator_output] == ["outputPtr"]


def test_a_name_a_version_lacks_is_dropped_only_where_the_versions_table_says_so():
    versions = spec.VersionTable(
        functions={
            "cuDeviceGetHostAtomicCapabilities": spec.Presence(13000),
            "cuCtxCreate_v3": spec.Presence(11080, 12090),
        }
    )
    assert versions.absent_in("cuDeviceGetHostAtomicCapabilities", 12090)
    assert not versions.absent_in("cuDeviceGetHostAtomicCapabilities", 13000)
    assert not versions.absent_in("cuDeviceGetHostAtomicCapabilities", 13090)  # newer than any pinned set
    assert versions.absent_in("cuCtxCreate_v3", 13000) and not versions.absent_in("cuCtxCreate_v3", 12040)
    assert not versions.absent_in("cuMemAlloc", 11080)  # unknown: the header decides
    driver = next(s for s in spec.load(ROOT / "spec") if s.name == "driver")
    older = spec.for_version(driver, versions, 12090)
    assert "cuDeviceGetHostAtomicCapabilities" in driver.context_free
    assert "cuDeviceGetHostAtomicCapabilities" not in older.context_free
    assert spec.cuda_version_number("12.4") == 12040


def test_an_optional_library_whose_header_is_missing_is_left_out(tmp_path, cuda_include, model):
    include = tmp_path / "include"
    include.mkdir()
    for entry in Path(cuda_include).iterdir():
        if entry.name not in ("nccl.h", "cudnn.h", "nvJitLink.h"):
            (include / entry.name).symlink_to(entry)
    partial = build.build(
        spec.load(ROOT / "spec"), str(include), spec.load_versions(ROOT / "spec"), kinds.load(ROOT / "spec")
    )
    assert [library.name for library in partial.libraries] == [
        "cublas",
        "cublaslt",
        "cudart",
        "cufft",
        "curand",
        "cusolver",
        "cusolvermg",
        "cusolverrf",
        "cusolversp",
        "cusparse",
        "driver",
        "nvrtc",
    ]
    assert [header for header, _ in partial.left_out] == ["cudnn.h", "cutensor.h", "nccl.h", "nvJitLink.h"]
    numbers = {kind.name: kind.value for kind in partial.kinds}  # kind numbers do not depend on the toolkit
    assert numbers == {name: value for value, name in enumerate(kinds.load(ROOT / "spec").names)}
    assert numbers == {kind.name: kind.value for kind in model.kinds}  # the full toolkit's
    assert {"nccl_comm", "cudnn_handle", "cutensor_plan"} <= numbers.keys()  # left-out libraries' kinds keep theirs


def test_a_function_the_header_defines_is_left_out(headers_like, cuda_include):
    """A function its header defines static (cublasLt.h's *Init) has no library symbol: a wrapper would
    find nothing and a stand-in would redefine it. (One that calls its versioned symbol is a rename.)"""
    cufft_xt = Path(cuda_include, "cufftXt.h").read_text()
    declared = next(line for line in cufft_xt.splitlines() if " cufftXtSetJITCallback(" in line)
    inline = declared.replace("cufftResult CUFFTAPI", "static inline cufftResult").replace(
        ");", ") { return CUFFT_SUCCESS; }"
    )
    include = headers_like({"cufftXt.h": cufft_xt.replace(declared, inline)})
    model = build.build(
        spec.load(ROOT / "spec"), include, spec.load_versions(ROOT / "spec"), kinds.load(ROOT / "spec"), ("cufft",)
    )
    cufft = next(library for library in model.libraries if library.name == "cufft")
    jit = next(f for f in cufft.functions if f.name == "cufftXtSetJITCallback")
    assert jit.role == "excluded" and jit.excluded_because.startswith("defined in cufftXt.h (static inline)")
