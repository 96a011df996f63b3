# SPDX-License-Identifier: MIT
"""Every toolkit: each library is decided by its own version (NCCL by nccl.h's NCCL_VERSION_CODE, the
others by cuda.h's CUDA_VERSION), so an NCCL of tests/headers/libraries.toml generates with any CUDA
set of tests/headers/versions.toml. A case lays one NCCL's headers over one CUDA set (links in
tmp_path, as tests/headers/fetch.py --compose does) and generates without compiling
(tests/versions.sh compiles). The sets come from the cache of tests/headers/fetch.py; a case whose
sets are not there is skipped, unless CUBOUND_REQUIRE_HEADERS=1 (tests/versions.sh fetches them
and sets it)."""
import importlib.util
import os
import re
from pathlib import Path

import pytest

from codegen import cli, parse, render, spec

ROOT = Path(__file__).resolve().parents[2]
_loader = importlib.util.spec_from_file_location("fetch", ROOT / "tests" / "headers" / "fetch.py")
fetch = importlib.util.module_from_spec(_loader)
_loader.loader.exec_module(fetch)


def header_set(name: str) -> Path:
    """The include folder of a pinned set ("13.0", "nccl-2.27.7") in the cache."""
    if not fetch.fetched(name, fetch.pinned_sets()[name], fetch.default_cache()):
        if os.environ.get("CUBOUND_REQUIRE_HEADERS") == "1":
            pytest.fail(f"the header set {name} is not in {fetch.default_cache()}: python3 tests/headers/fetch.py")
        pytest.skip(f"the header set {name} is not fetched (python3 tests/headers/fetch.py)")
    return fetch.default_cache() / name / "include"


# The oldest and the newest of each, the combinations that failed before NCCL had versions of its
# own (12.9 with 2.26.5, 13.0 with 2.27.7), and the one release whose ncclParam* forms are its own.
PAIRS = [("11.8", "2.18.3"), ("11.8", "2.32.6"), ("12.4", "2.30.4"), ("12.9", "2.26.5"), ("13.0", "2.27.7"),
         ("13.5", "2.18.3")]


@pytest.mark.parametrize("cuda, nccl", PAIRS)
def test_any_nccl_generates_with_any_cuda(tmp_path, cuda, nccl):
    include = fetch.compose(header_set(cuda), header_set(f"nccl-{nccl}"), tmp_path / "include", "nccl")
    model = cli.model_of(str(include), ROOT / "spec")
    assert render.render(model, ROOT / "templates")
    tables = spec.load_versions(ROOT / "spec")
    versions = {"nccl": spec.version_number(nccl, "NCCL_VERSION_CODE"), "driver": spec.cuda_version_number(cuda)}
    for library in model.libraries:
        if library.name in versions:  # exactly the names the table says this version declares
            declared = {name for name, known in tables[library.name].functions.items() if known.in_version(versions[library.name])}
            assert {f.name for f in library.functions} == declared, library.name


def test_nccl_counts_in_its_own_versions():
    tables = spec.load_versions(ROOT / "spec")
    assert tables["nccl"].version_macro == "NCCL_VERSION_CODE" and tables["driver"].version_macro == "CUDA_VERSION"
    split = tables["nccl"].functions["ncclCommSplit"]
    assert split.since == 21803 and spec.version_text(split.since, "NCCL_VERSION_CODE") == "2.18.3"
    assert spec.version_number("2.8.4", "NCCL_VERSION_CODE") == 2804  # NCCL_VERSION() before 2.9


def test_the_versions_table_is_made_from_the_pinned_sets():
    """A version pinned (or dropped) without running tests/headers/since.py again."""
    tables = spec.load_versions(ROOT / "spec")
    for library in spec.load(ROOT / "spec"):
        pins = fetch.cuda_sets() if library.version_macro == "CUDA_VERSION" else fetch.library_sets()[library.name]
        made_from = [spec.version_text(v, library.version_macro) for v in tables[library.name].made_from]
        if library.optional:  # from the first version that has its header (nvJitLink: CUDA 12.0) on
            pins = list(pins)[len(pins) - len(made_from):] if made_from else ["at least one"]
        assert made_from == list(pins), f"{spec.VERSIONS_FILE} is stale: python3 tests/headers/since.py"


def toolkit_without_nccl(tmp_path, cuda_include) -> Path:
    folder = tmp_path / "without-nccl"
    folder.mkdir()
    for entry in Path(cuda_include).iterdir():
        if not entry.name.startswith("nccl"):
            (folder / entry.name).symlink_to(entry)
    return folder


def test_diff_works_with_or_without_nccl_on_either_side(tmp_path, cuda_include, capsys):
    without = toolkit_without_nccl(tmp_path, cuda_include)
    nccl = spec.version_text(parse.parse_header(cuda_include, "nccl.h", ("nccl.h",)).integer_macros["NCCL_VERSION_CODE"],
                             "NCCL_VERSION_CODE")
    assert cli.main(["--diff", str(without), cuda_include]) == 0
    assert re.search(rf"^nccl\.h: none in {without} -> NCCL {nccl} \(\d+ functions\)$", capsys.readouterr().out, re.M)
    assert cli.main(["--diff", cuda_include, str(without)]) == 0
    assert f"nccl.h: NCCL {nccl} -> none in {without}" in capsys.readouterr().out.splitlines()
    assert cli.main(["--diff", str(without), str(without)]) == 0
    assert f"nccl.h: none in {without} -> none in {without}" in capsys.readouterr().out.splitlines()


def test_diff_leaves_the_aliases_out_and_marks_what_the_spec_has_not_decided(headers_like, cuda_include, capsys):
    nccl_h = Path(cuda_include, "nccl.h").read_text()
    marker = "#ifdef __cplusplus\n} // end extern \"C\""
    extra = "ncclResult_t  ncclCommPause(ncclComm_t comm);\nncclResult_t pncclCommPause(ncclComm_t comm);\n"
    newer = headers_like({"nccl.h": nccl_h.replace(marker, extra + marker, 1)})
    assert cli.main(["--diff", cuda_include, newer]) == 0
    out = capsys.readouterr().out.splitlines()
    reviewed = next(n for n, l in enumerate((ROOT / "spec" / "nccl.toml").read_text().splitlines(), 1) if l.startswith("reviewed_through"))
    nccl = next(n for n, line in enumerate(out) if line.startswith("nccl.h: NCCL "))
    assert out[nccl + 1:nccl + 2] == [f"  added ncclCommPause: ncclResult_t ncclCommPause(ncclComm_t comm) -- not decided: "
                                      f"{ROOT / 'spec' / 'nccl.toml'}:{reviewed}"]
    assert not any(line.startswith("  ") for line in out[nccl + 2:]) and not any("pnccl" in line for line in out)


@pytest.mark.parametrize("cudnn", list(fetch.library_sets()["cudnn"]))
def test_every_pinned_cudnn_generates_over_the_newest_cuda(tmp_path, cudnn):
    newest = list(fetch.cuda_sets())[-1]
    include = fetch.compose(header_set(newest), header_set(f"cudnn-{cudnn}"), tmp_path / "include", "cudnn")
    model = cli.model_of(str(include), ROOT / "spec")
    files = render.render(model, ROOT / "templates")
    assert "src/cudnn.c" in files and "include/cubound/cudnn.h" in files
    table = spec.load_versions(ROOT / "spec")["cudnn"]
    assert table.version_macro == "CUDNN_VERSION"
    library = next(library for library in model.libraries if library.name == "cudnn")
    version = spec.version_number(cudnn, "CUDNN_VERSION")
    assert {f.name for f in library.functions} == {n for n, known in table.functions.items() if known.in_version(version)}
    assert next(f for f in library.functions if f.name == "cudnnCreate").wrapped
    assert not next(f for f in library.functions if f.name == "cudnnCreateTensorDescriptor").wrapped
    # The main routines' outputs are noted for hand-off on the handle's stream: from their first byte
    # where the size is a descriptor's (spec/cudnn.toml), by the parameter that gives it otherwise.
    by_name = {f.name: f for f in library.functions}
    for name, output in (("cudnnConvolutionForward", "y"), ("cudnnActivationForward", "y"), ("cudnnSoftmaxForward", "y"),
                         ("cudnnPoolingForward", "y"), ("cudnnAddTensor", "C"), ("cudnnOpTensor", "C"),
                         ("cudnnConvolutionBackwardData", "dx"), ("cudnnConvolutionBackwardFilter", "dw")):
        f = by_name[name]
        assert [(e.param, e.counts, e.element) for e in f.writes] == [(output, (), 0)] and f.stream.library_handle
        assert (f"bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE({output}), 1, "
                f'"{name}");') in files["src/cudnn.c"]
    assert [(e.param, e.counts) for e in by_name["cudnnReduceTensor"].writes] == [("C", ()), ("indices", ("indicesSizeInBytes",))]
    assert [e.param for e in by_name["cudnnConvolutionForward"].reads] == ["x", "w"]


@pytest.mark.parametrize("cutensor", list(fetch.library_sets()["cutensor"]))
def test_every_pinned_cutensor_generates_over_the_newest_cuda(tmp_path, cutensor):
    """cuTENSOR 2 where its headers are: its handle and plans tracked, its main routines' outputs noted
    on the stream each is given, from their first byte (spec/cutensor.toml)."""
    newest = list(fetch.cuda_sets())[-1]
    include = fetch.compose(header_set(newest), header_set(f"cutensor-{cutensor}"), tmp_path / "include", "cutensor")
    model = cli.model_of(str(include), ROOT / "spec")
    files = render.render(model, ROOT / "templates")
    assert "src/cutensor.c" in files and "include/cubound/cutensor.h" in files
    library = next(library for library in model.libraries if library.name == "cutensor")
    table = spec.load_versions(ROOT / "spec")["cutensor"]
    version = spec.version_number(cutensor, "CUTENSOR_VERSION")
    assert {f.name for f in library.functions} == {n for n, known in table.functions.items() if known.in_version(version)}
    by_name = {f.name: f for f in library.functions}
    assert by_name["cutensorCreate"].wrapped and not by_name["cutensorGetVersion"].wrapped
    for name, output in (("cutensorContract", "D"), ("cutensorReduce", "D"), ("cutensorPermute", "B"),
                         ("cutensorElementwiseBinaryExecute", "D")):
        f = by_name[name]
        assert [(e.param, e.counts) for e in f.writes] == [(output, ())] and f.stream.param == "stream"
        assert f'bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE({output}), 1, "{name}");' in files["src/cutensor.c"]
    assert "BD_KIND_CUTENSOR_PLAN" in files["src/cutensor.c"]


def test_a_toolkit_without_cudnn_or_nvjitlink_leaves_them_out(tmp_path, capsys):
    """cuDNN and nvJitLink are optional (spec [library] optional): 11.8 has neither, and generates."""
    include = header_set("11.8")
    assert not (include / "cudnn.h").exists() and not (include / "nvJitLink.h").exists()
    model = cli.model_of(str(include), ROOT / "spec")
    assert not {"cudnn", "nvjitlink", "cutensor"} & {library.name for library in model.libraries}
    assert cli.main(["--cuda-include", str(include), "--out", str(tmp_path / "out")]) == 0
    files = [path.name for path in (tmp_path / "out").rglob("*")]
    assert "cublas.c" in files and not any(lib in name for name in files for lib in ("cudnn", "nvjitlink", "cutensor"))
    assert "bd_cudnn_handle" not in (tmp_path / "out" / "python" / "cubound" / "_bindings.py").read_text()
    assert cli.main(["--report", "--cuda-include", str(include)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith("cudnn.h left out: not in --cuda-include (cuDNN is a package of its own") for line in lines)
    assert any(line.startswith("nvJitLink.h left out: not in --cuda-include (nvJitLink came with CUDA 12.0") for line in lines)
    assert any(line.startswith("cutensor.h left out: not in --cuda-include (cuTENSOR is a package of its own") for line in lines)


def test_cudnn_counts_in_its_own_versions():
    assert spec.version_number("9.19.0", "CUDNN_VERSION") == 91900
    assert spec.version_text(92801, "CUDNN_VERSION") == "9.28.1"
    assert parse._arithmetic(["(", "CUDNN_MAJOR", "*", "10000", "+", "19", "*", "100", "+", "0", ")"], {"CUDNN_MAJOR": 9}) == 91900
    assert parse._arithmetic(["CUDNN_MAJOR", "-", "1"], {"CUDNN_MAJOR": 9}) is None  # only + and *


def test_nvjitlink_calls_the_versioned_symbols_its_inline_functions_call():
    include = header_set("13.5")
    header = parse.parse_header(str(include), "nvJitLink.h", ("nvJitLink.h",))
    assert header.aliases["nvJitLinkCreate"] == "__nvJitLinkCreate_13_5"
    assert "nvJitLinkCreate" not in header.functions and "nvJitLinkVersion" in header.functions
