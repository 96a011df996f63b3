"""The model built from the real CUDA headers and spec/."""
from pathlib import Path

import pytest

from codegen import build, parse, spec

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def model(cuda_include):
    specs = spec.load(ROOT / "spec")
    return build.build(specs, cuda_include, "test")


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
        "cublasHandle_t handle", "int n", "const float *alpha", "const float *x", "int incx", "float *y", "int incy",
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
