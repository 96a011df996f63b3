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
