# SPDX-License-Identifier: MIT
"""[writes] and [reads] are typed extents: a parameter, a count of elements, their size from the
header's type or the spec's bytes. What they name is checked against every function they match."""

import pytest

from codegen import spec
from test_errors import GOOD, generate, write_spec

WRITES = '"curandGenerateNormal*" = { outputPtr = { count = "n" } }'


def line_of(text, needle):
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


def test_a_c_expression_is_not_an_extent(tmp_path):
    text = GOOD.replace(WRITES, '"curandGenerateNormal*" = { outputPtr = "n * sizeof(*outputPtr)" }')
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line_of(text, 'sizeof')}: \[writes\] 'curandGenerateNormal\*' "
                                             r"outputPtr: an extent is a table"):
        spec.load(write_spec(tmp_path, text))


def test_an_extent_key_must_be_known(tmp_path):
    text = GOOD.replace(WRITES, '"curandGenerateNormal*" = { outputPtr = { count = "n", bytes = 4 } }')
    with pytest.raises(spec.SpecError, match=r"outputPtr: unknown key 'bytes'"):
        spec.load(write_spec(tmp_path, text))


def test_an_extent_names_parameters_of_every_function_it_matches(tmp_path, cuda_include):
    text = GOOD.replace(WRITES, '"curandGenerateNormal*" = { outputPtr = { count = "num" } }')
    line = line_of(text, '"curandGenerateNormal*" = { outputPtr = { count = "num" } }')
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line}: \[writes\] "
                                             r"'curandGenerateNormal\*': curandGenerateNormal has no parameter num"):
        generate(write_spec(tmp_path, text), cuda_include)


def test_a_choice_names_a_constant_the_header_declares(tmp_path, cuda_include):
    text = GOOD.replace(WRITES, '"curandGenerateNormal*" = { outputPtr = { count = { by = "n", CUBLAS_OP_N = "n", '
                                'otherwise = "n" } } }')
    with pytest.raises(spec.SpecError, match=r"CUBLAS_OP_N is not a constant curand\.h declares"):
        generate(write_spec(tmp_path, text), cuda_include)


def test_a_value_that_is_not_a_pointer_needs_a_count(tmp_path, cuda_include):
    text = GOOD.replace(WRITES, '"curandGenerateNormal*" = { n = {} }')
    with pytest.raises(spec.SpecError, match=r"n is not a pointer to one element: give its count"):
        generate(write_spec(tmp_path, text), cuda_include)


def test_rows_go_with_a_leading_dimension_and_columns(tmp_path):
    text = GOOD.replace(WRITES, '"curandGenerateNormal*" = { outputPtr = { count = "n", rows = "n" } }')
    with pytest.raises(spec.SpecError, match=r"outputPtr: rows goes with count = \["):
        spec.load(write_spec(tmp_path, text))


def test_a_matrix_ends_at_its_last_columns_last_row(model, generated):
    """rows: a column-major matrix counts ld * columns elements where its columns touch (rows == ld),
    else its first column only: the rows between its columns may be another stream's (a row block of
    a larger matrix); nothing when it has no columns."""
    functions = {f.name: f for library in model.libraries for f in library.functions}
    getrf = functions["cusolverDnSgetrf"]
    assert [(e.param, e.counts, e.rows) for e in getrf.writes][0] == ("A", ("lda", "n"), "m")
    files = generated
    assert ('{"A", BD_HANDLE_VALUE(A), (n <= 0 ? 0ull : (long long)(m) == (long long)(lda) ? '
            '(unsigned long long)(lda) * (unsigned long long)(n) : (unsigned long long)(m)) * sizeof(*A), true},') in files["src/cusolver.c"]


def test_a_context_free_call_cannot_be_noted(tmp_path):
    text = GOOD.replace(WRITES, WRITES + '\n"curandGetVersion" = { version = {} }')
    with pytest.raises(spec.SpecError, match=r"'curandGetVersion' cannot be both context-free and in \[writes\]"):
        spec.load(write_spec(tmp_path, text))


def test_cusolver_sp_solutions_are_noted_on_the_handles_stream(model):
    """cuSOLVER Sp's GPU solves write x (m elements) on the stream their handle follows; the *Host
    forms compute in host memory and note nothing (spec/cusolversp.toml)."""
    functions = {f.name: f for library in model.libraries if library.name == "cusolversp" for f in library.functions}
    for t in "SDCZ":
        qr = functions[f"cusolverSp{t}csrlsvqr"]
        assert [(e.param, e.counts, e.pointee_sized) for e in qr.writes] == [("x", ("m",), True)]
        assert qr.stream.library_handle and qr.stream.param == "handle"
        assert [e.param for e in qr.reads] == ["csrVal", "csrRowPtr", "csrColInd", "b"]
        assert not functions[f"cusolverSp{t}csrlsvqrHost"].writes
        assert [(e.param, e.counts) for e in functions[f"cusolverSp{t}csrqrsvBatched"].writes] == [("x", ("n", "batchSize"))]
