# SPDX-License-Identifier: MIT
"""[context_from_handles]: calls that act in the context their handles name skip the switch where
every handle names one; the spec says which handles, and they must be streams or events."""
from pathlib import Path

import pytest

from codegen import kinds, spec
from test_errors import generate

ROOT = Path(__file__).resolve().parents[2]


def slow_path(generated, name, source="src/driver.c"):
    text = generated[source]
    start = text.index(f" bd_gen_slow_{name}(")
    return text[start : text.index("\n}\n", start)]


def test_a_call_on_its_own_stream_validates_and_does_not_switch(generated):
    assert "BD_GEN_OWN_STREAM(hStream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);" in slow_path(generated, "cuStreamQuery")
    assert "hEvent != NULL && BD_GEN_OWN_STREAM(hStream) ? bd_gen_enter_named(bd)" in slow_path(generated, "cuEventRecord")
    assert "bd_gen_enter_named" not in slow_path(generated, "cuMemsetD8")  # no stream: the current context's


def test_the_runtimes_calls_on_their_own_streams_do_not_switch_either(generated):
    cudart = "src/cudart.c"
    for name in ("cudaStreamQuery", "cudaStreamQuery_ptsz", "cudaMemsetAsync", "cudaMemcpyAsync"):
        assert "BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd) : bd_gen_enter(bd);" in slow_path(generated, name, cudart)
    assert "event != NULL && BD_GEN_OWN_STREAM(stream) ? bd_gen_enter_named(bd)" in slow_path(generated, "cudaEventRecord", cudart)
    assert "bd_gen_enter_named" not in slow_path(generated, "cudaMemset", cudart)  # no stream: the current context's
    assert "bd_gen_enter_named" not in slow_path(generated, "cudaLaunchKernel", cudart)  # the current device's stream only


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
