# SPDX-License-Identifier: MIT
"""[context_from_handles]: calls that act in the context their handles name skip the switch where
every handle names one; the spec says which handles, and they must be streams or events."""
from pathlib import Path

import pytest

from codegen import cli, kinds, spec
from test_errors import generate

ROOT = Path(__file__).resolve().parents[2]


def slow_path(name, source="src/driver.c"):
    text = cli.generate(cli.default_cuda_include(), ROOT / "spec", ROOT / "templates")[source]
    start = text.index(f" bd_gen_slow_{name}(")
    return text[start : text.index("\n}\n", start)]


def test_a_call_on_its_own_stream_validates_and_does_not_switch():
    assert "BD_GEN_OWN_STREAM(hStream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);" in slow_path("cuStreamQuery")
    assert "hEvent != NULL && BD_GEN_OWN_STREAM(hStream) ? bd_gen_enter_named(bd)" in slow_path("cuEventRecord")
    assert "bd_gen_enter_named" not in slow_path("cuMemsetD8")  # no stream: the current context's


def test_the_runtimes_calls_on_their_own_streams_do_not_switch_either():
    for name in ("cudaStreamQuery", "cudaStreamQuery_ptsz", "cudaMemsetAsync", "cudaMemcpyAsync"):
        assert "BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);" in slow_path(name, "src/cudart.c")
    assert "event != NULL && BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd)" in slow_path("cudaEventRecord", "src/cudart.c")
    assert "bd_gen_enter_named" not in slow_path("cudaMemset", "src/cudart.c")  # no stream: the current context's
    assert "bd_gen_enter_named" not in slow_path("cudaLaunchKernel", "src/cudart.c")  # the current device's stream only


def test_handles_must_be_streams_or_events(tmp_path, cuda_include):
    folder = tmp_path / "spec"
    folder.mkdir()
    for path in (*(ROOT / "spec").glob("*.toml"), ROOT / "spec" / kinds.FILE):
        (folder / path.name).write_text(path.read_text())
    driver = folder / "driver.toml"
    driver.write_text(driver.read_text().replace('cuStreamQuery = { handles = ["hStream"]',
                                                 'cuMemsetD8 = { handles = ["dstDevice"], why = "no" }\n'
                                                 'cuStreamQuery = { handles = ["hStream"]'))
    with pytest.raises(spec.SpecError, match=r"driver\.toml:\d+: \[context_from_handles\] cuMemsetD8 needs handles = "
                                             r"its stream and event parameters"):
        generate(folder, cuda_include)
