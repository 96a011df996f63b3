# SPDX-License-Identifier: MIT
"""[twins]: a runtime function takes its driver twin's effects ([orders], [reads], [writes],
[crossing]) by reference, its parameters renamed; a twin that does not exist, a name that does not
map and an effect stated twice are errors at the spec's line."""
from pathlib import Path

import pytest

from codegen import spec
from codegen.model import Allocation
from test_errors import generate, write_spec

ROOT = Path(__file__).resolve().parents[2]
CUDART = (ROOT / "spec" / "cudart.toml").read_text()
RECORD = 'cudaEventRecord = { twin = "cuEventRecord", params = { hEvent = "event", hStream = "stream" } }'


@pytest.fixture(scope="module")
def runtime(model):
    driver = {f.name: f for library in model.libraries if library.name == "driver" for f in library.functions}
    cudart = {f.name: f for library in model.libraries if library.name == "cudart" for f in library.functions}
    return driver, cudart


def test_a_runtime_function_orders_as_its_twin(runtime):
    driver, cudart = runtime
    for name, twin in (("cudaEventRecord", "cuEventRecord"), ("cudaStreamWaitEvent", "cuStreamWaitEvent"),
                       ("cudaEventSynchronize", "cuEventSynchronize"), ("cudaEventQuery", "cuEventQuery"),
                       ("cudaStreamSynchronize", "cuStreamSynchronize"), ("cudaStreamQuery", "cuStreamQuery"),
                       ("cudaDeviceSynchronize", "cuCtxSynchronize"), ("cudaMemcpy", "cuMemcpy"),
                       ("cudaMemcpyPeer", "cuMemcpyPeer"), ("cudaStreamBeginCapture", "cuStreamBeginCapture"),
                       ("cudaStreamEndCapture", "cuStreamEndCapture"), ("cudaMemcpy2D", "cuMemcpy2D")):
        assert cudart[name].order.effect == driver[twin].order.effect, name
    assert cudart["cudaEventRecord"].order.event == "event"  # the twin's hEvent, renamed
    assert cudart["cudaMemcpyAsync"].order is None


def test_a_runtime_copy_reads_and_writes_as_its_twin_renamed(runtime):
    _, cudart = runtime
    copy = cudart["cudaMemcpyAsync"]
    assert [(e.param, e.counts) for e in copy.reads] == [("src", ("count",))]
    assert [(e.param, e.counts) for e in copy.writes] == [("dst", ("count",))]
    peer = cudart["cudaMemcpyPeer"]  # cuMemcpyPeer's dstDevice is the pointer; the runtime's, an ordinal
    assert [(e.param, e.counts) for e in peer.reads + peer.writes] == [("src", ("count",)), ("dst", ("count",))]
    memset = cudart["cudaMemset2DAsync"]
    assert [(e.param, e.counts) for e in memset.writes] == [("devPtr", ("pitch", "height"))]
    # a 2D copy's extents are the runtime's own; its order its twin's
    assert [(e.param, e.counts) for e in cudart["cudaMemcpy2D"].reads] == [("src", ("spitch", "height"))]


def test_stream_ordered_memory_is_the_twins_renamed(runtime):
    driver, cudart = runtime
    assert driver["cuMemFreeAsync"].allocation == Allocation("frees", "dptr")
    assert cudart["cudaFreeAsync"].allocation == Allocation("frees", "devPtr")
    assert cudart["cudaMallocAsync"].allocation == Allocation("allocates", "devPtr")
    assert cudart["cudaMallocFromPoolAsync"].allocation == Allocation("allocates", "ptr")
    assert cudart["cudaFree"].allocation == Allocation("host_frees", "devPtr")
    assert cudart["cudaMalloc"].allocation is None  # made at once: nothing in stream order


def test_another_devices_event_may_be_waited_for_as_with_the_twin(runtime):
    _, cudart = runtime
    event = next(p for p in cudart["cudaStreamWaitEvent"].params if p.name == "event")
    assert event.check_kind == "event" and event.crossing.startswith("hEvent may be from a different context")
    assert not next(p for p in cudart["cudaEventRecord"].params if p.name == "event").crossing


def _line(text, needle):
    return text.splitlines().index(needle) + 1


def test_a_twin_that_does_not_exist_names_its_line(tmp_path, cuda_include):
    text = CUDART.replace(RECORD, RECORD.replace('"cuEventRecord"', '"cuEventRecordd"'))
    line = _line(text, RECORD.replace('"cuEventRecord"', '"cuEventRecordd"'))
    with pytest.raises(spec.SpecError, match=rf"cudart\.toml:{line}: \[twins\] cudaEventRecord: its twin "
                                             r"'cuEventRecordd' is not a function of cuda\.h"):
        generate(write_spec(tmp_path, text, name="cudart.toml"), cuda_include)


def test_a_name_the_twins_effect_uses_must_map(tmp_path, cuda_include):
    unmapped = 'cudaEventRecord = { twin = "cuEventRecord", params = { hStream = "stream" } }'
    text = CUDART.replace(RECORD, unmapped)
    with pytest.raises(spec.SpecError, match=rf"cudart\.toml:{_line(text, unmapped)}: \[twins\] cudaEventRecord: "
                                             r"cuEventRecord's \[orders\] names hEvent, which params does not map"):
        generate(write_spec(tmp_path, text, name="cudart.toml"), cuda_include)


def test_params_must_name_parameters_of_both(tmp_path, cuda_include):
    wrong = 'cudaEventRecord = { twin = "cuEventRecord", params = { hEvent = "evt", Stream = "stream" } }'
    text = CUDART.replace(RECORD, wrong)
    with pytest.raises(spec.SpecError) as raised:
        generate(write_spec(tmp_path, text, name="cudart.toml"), cuda_include)
    assert any("params maps 'Stream', which is not a parameter of cuEventRecord" in p for p in raised.value.problems)
    assert any("params maps to 'evt', which is not a parameter of cudaEventRecord" in p for p in raised.value.problems)


def test_an_effect_stated_twice_is_refused(tmp_path, cuda_include):
    text = CUDART.replace("[writes]\n", '[writes]\n"cudaMemsetAsync" = { devPtr = { count = "count" } }\n')
    with pytest.raises(spec.SpecError, match=r"\[twins\] cudaMemsetAsync: takes \[writes\] from cuMemsetD8Async, and "
                                             r"\[writes\] 'cudaMemsetAsync' states it too"):
        generate(write_spec(tmp_path, text, name="cudart.toml"), cuda_include)


def test_a_struct_the_runtime_does_not_take_needs_takes(tmp_path, cuda_include):
    whole = 'cudaMemcpy2D = { twin = "cuMemcpy2D" }'
    text = CUDART.replace('cudaMemcpy2D = { twin = "cuMemcpy2D", takes = ["orders"] }', whole)
    with pytest.raises(spec.SpecError, match=r"cuMemcpy2D's \[(writes|reads)\] names pCopy, which params does not map"):
        generate(write_spec(tmp_path, text, name="cudart.toml"), cuda_include)


def test_a_runtime_function_whose_namesake_has_effects_needs_a_decision(tmp_path, cuda_include):
    """cudaEventRecord without its [twins] entry would order nothing for the checks, as cuEventRecord
    does order: generation stops at [twins], naming both and where a decision goes."""
    text = CUDART.replace(RECORD + "\n", "")
    with pytest.raises(spec.SpecError, match=rf"cudart\.toml:{_line(text, '[twins]')}: cudaEventRecord: its driver "
                                             r"namesake cuEventRecord has \[orders\] and cudaEventRecord no decision"):
        generate(write_spec(tmp_path, text, name="cudart.toml"), cuda_include)
