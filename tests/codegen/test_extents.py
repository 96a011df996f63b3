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


def test_a_descriptor_is_asked_at_the_call(model, generated):
    """descriptor: cuSPARSE's generic API reaches its data through descriptors, whose getters the
    library's hand-written code asks at the call (src/cusparse_extents.c); a sparse matrix answers its
    three arrays, each an access of its own, and a write is noted for hand-off on every path."""
    functions = {f.name: f for library in model.libraries for f in library.functions}
    spmv = functions["cusparseSpMV"]
    assert [(e.param, e.descriptor, e.accesses) for e in spmv.reads] == [("matA", "sparse_matrix", 3),
                                                                          ("vecX", "dense_vector", 1)]
    assert [(e.param, e.descriptor, e.accesses) for e in spmv.writes] == [("vecY", "dense_vector", 1)]
    files = generated
    source = files["src/cusparse.c"]
    assert "const bd_described_t bd_read_matA = bd_gen_cusparse_sparse_matrix(bd, 1, BD_HANDLE_VALUE(matA));" in source
    assert '{"matA", bd_read_matA.range[2].start, bd_read_matA.range[2].bytes, false},' in source
    assert ("bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), bd_written_vecY.range[0].start, "
            'bd_written_vecY.range[0].bytes, "cusparseSpMV");') in source
    assert "bd_accesses, 5, BD_ORDER_NONE, NULL);" in source  # 3 + 1 + 1
    # cuFFT's transforms: the plan's sizes, the first element (sizeof *idata) where it has none.
    exec_c2c = functions["cufftExecC2C"]
    assert [(e.param, e.descriptor, e.described_with) for e in exec_c2c.reads] == [
        ("idata", "transform_input", ("plan", "odata"))]
    assert ("bd_gen_cufft_transform_input(bd, sizeof(*idata), BD_HANDLE_VALUE(idata), BD_HANDLE_VALUE(plan), "
            "BD_HANDLE_VALUE(odata))") in files["src/cufft.c"]


def test_a_descriptor_is_one_its_library_has_code_for(tmp_path, cuda_include):
    text = GOOD.replace(WRITES, '"curandGenerateNormal*" = { outputPtr = { descriptor = "dense_vector" } }')
    with pytest.raises(spec.SpecError, match=r"descriptor 'dense_vector' is not one curand has code for"):
        generate(write_spec(tmp_path, text), cuda_include)


def test_a_descriptor_stands_alone_and_with_goes_with_it(tmp_path):
    text = GOOD.replace(WRITES, '"curandGenerateNormal*" = { outputPtr = { descriptor = "x", count = "n" } }')
    with pytest.raises(spec.SpecError, match=r"outputPtr: descriptor = \"KIND\" stands alone"):
        spec.load(write_spec(tmp_path, text))
    text = GOOD.replace(WRITES, '"curandGenerateNormal*" = { outputPtr = { count = "n", with = ["n"] } }')
    with pytest.raises(spec.SpecError, match=r"outputPtr: with lists parameters, and goes with descriptor"):
        spec.load(write_spec(tmp_path, text))


def test_post_call_gives_hand_written_code_the_arguments(tmp_path, cuda_include, model, generated):
    """[post_call]: after success, on every path, bd_gen_after_<name>(bd, the call's arguments): how a
    cuFFT plan's sizes are kept (src/cufft_plans.c). A name the header does not declare is an error."""
    functions = {f.name: f for library in model.libraries for f in library.functions}
    assert functions["cufftPlan1d"].post_call and functions["cufftPlan1d"].acts_after_success
    assert not functions["cufftExecC2C"].post_call
    files = generated
    assert "bd_gen_after_cufftPlan1d(bd, plan, nx, type, batch);" in files["src/cufft.c"]
    text = GOOD + '\n[post_call]\ncurandMakePlan = "no such function"\n'
    with pytest.raises(spec.SpecError, match=r"'curandMakePlan' \(post_call\) is not declared in curand\.h"):
        generate(write_spec(tmp_path, text), cuda_include)
