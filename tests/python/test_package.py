# SPDX-License-Identifier: MIT
"""The Python package (import cubound): two devices from one thread, allocations, a set and a copy
read back, a cuBLAS saxpy and cuRAND numbers read back after bd_handoff, a failed status and a check
violation caught as exceptions; NumPy arrays as host buffers where NumPy is installed.

Run where CUBOUND_PYTHON_PACKAGE says which package to test (else skipped: `pytest tests/python`
runs the ctypes test alone):
    installed  the wheel's (tests/python/package.sh: pip install . into a fresh venv), with its
               bundled libcubound; CUBOUND_DRIVER=sim CUBOUND_SIM_DEVICES=2
    build      the build's (ctest python_package_sim, python_package_gpu): PYTHONPATH names the
               package laid out in the build folder, CUBOUND_LIBRARY the build's libcubound
On the GPU with one device, the two devices are two contexts of their own on device 0.
"""
import ctypes
import os
from pathlib import Path

import pytest

if not os.environ.get("CUBOUND_PYTHON_PACKAGE"):
    pytest.skip("CUBOUND_PYTHON_PACKAGE is unset: tests/python/package.sh and ctest python_package_* run this",
                allow_module_level=True)

import cubound  # noqa: E402 (after the skip: without the package, this file is skipped, not failed)

try:
    import numpy
except ImportError:
    numpy = None

N = 256
cubound.init(checks=True)  # before anything else of cubound: every call is checked


def test_the_library_is_the_one_asked_for():
    if os.environ["CUBOUND_PYTHON_PACKAGE"] == "installed":
        assert Path(cubound.library_path).parent == Path(cubound.__file__).parent / "lib"
    else:
        assert cubound.library_path == os.environ["CUBOUND_LIBRARY"]
    major, minor, patch = cubound._bindings.VERSION  # the headers'
    assert cubound.lib.bd_version() == major * 10000 + minor * 100 + patch and cubound.__version__ == f"{major}.{minor}.{patch}"
    assert cubound.lib.bd_settings().checks == cubound.bd_checks_t.BD_CHECKS_ON


def test_every_function_is_typed_from_its_c_types():
    assert all(hasattr(cubound.lib, name) for name in cubound._bindings.FUNCTIONS)
    memset = cubound.lib.bd_cuMemsetD32  # (bound_dev_t *, CUdeviceptr, unsigned int, size_t)
    assert memset.argtypes == (ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint32, ctypes.c_uint64)
    assert memset.restype is ctypes.c_int32
    assert cubound.lib.bd_last_error.restype is ctypes.c_char_p
    assert cubound.CUresult.CUDA_ERROR_INVALID_VALUE == 1
    assert cubound.cublasStatus_t.CUBLAS_STATUS_INVALID_VALUE == 7


@pytest.fixture(scope="module")
def bindings():
    """Two devices, each bound to this thread: 0 and 1, or two contexts of device 0."""
    count = ctypes.c_int()
    cubound.bd_cuInit(0)
    cubound.bd_cuDeviceGetCount(count)
    if count.value >= 2:
        devices = [cubound.Device(0), cubound.Device(1)]
    else:
        devices = [cubound.Device(0, cubound.bd_context_kind_t.BD_OWN_CONTEXT) for _ in range(2)]
    with devices[0], devices[1], devices[0].bind() as first, devices[1].bind() as second:
        yield first, second


def host_floats(values):
    """A host buffer of float32: a NumPy array where NumPy is installed, else a ctypes array."""
    if numpy is not None:
        return numpy.array(values, dtype=numpy.float32)
    return (ctypes.c_float * len(values))(*values)


def floats(buffer):
    return [float(value) for value in buffer]


def test_allocations_sets_and_copies_on_two_devices(bindings):
    addresses = [bd.alloc(4 * N) for bd in bindings]
    for index, (bd, address) in enumerate(zip(bindings, addresses)):  # alternate: each call names its device
        bd.cuMemsetD32(address, 0x100 + index, N)
    for index, (bd, address) in enumerate(zip(bindings, addresses)):
        host = bytearray(4 * N)
        bd.copy_to_host(host, address)
        assert set(memoryview(host).cast("I")) == {0x100 + index}
        bd.free(address)


def test_saxpy_and_curand_read_back_after_a_hand_off(bindings):
    for scale, bd in enumerate(bindings, start=2):
        x, y = bd.alloc(4 * N), bd.alloc(4 * N)
        bd.copy_to_device(x, host_floats(range(N)))
        bd.copy_to_device(y, host_floats([1.0] * N))
        handle = bd.cublas_handle()  # on the binding's stream
        bd.cublasSaxpy(handle, N, ctypes.c_float(scale), x, 1, y, 1)
        if cubound.lib.bd_simulated():  # the simulation runs a stream's work when something waits for it
            with pytest.raises(cubound.Violation) as pending:
                bd.assert_idle(y, 4 * N)
            assert pending.value.id == "BD-PENDING-WRITE"
        bd.handoff(y, 4 * N)
        bd.assert_idle(y, 4 * N)
        result = host_floats([0.0] * N)
        bd.copy_to_host(result, y)
        assert floats(result) == [scale * i + 1.0 for i in range(N)]

        generator = bd.curand_generator()
        bd.curandSetPseudoRandomGeneratorSeed(generator, 1234)
        bd.curandGenerateUniform(generator, x, N)
        bd.handoff(x, 4 * N)
        bd.copy_to_host(result, x)
        assert all(0.0 < value <= 1.0 for value in floats(result)) and len(set(floats(result))) > N // 2
        bd.free(x)
        bd.free(y)


def test_a_handle_of_the_other_device_is_a_violation_with_its_id(bindings):
    first, second = bindings
    x = first.alloc(4 * N)
    other = second.cublas_handle()
    with pytest.raises(cubound.Violation) as caught:
        first.cublasSaxpy(other, N, ctypes.c_float(1.0), x, 1, x, 1)
    violation = caught.value
    assert violation.id == "BD-WRONG-DEVICE" and violation.param == "handle"
    assert violation.function == "bd_cublasSaxpy"
    assert isinstance(violation.status, cubound.cublasStatus_t) and violation.status != 0
    assert "BD-WRONG-DEVICE" in str(violation)
    first.free(x)


def test_a_failed_status_is_an_error_of_its_library(bindings):
    first, _ = bindings
    with pytest.raises(cubound.DriverError) as caught:
        first.cuMemAlloc(ctypes.c_uint64(), 0)  # zero bytes: CUDA_ERROR_INVALID_VALUE
    assert caught.value.status == cubound.CUresult.CUDA_ERROR_INVALID_VALUE
    assert caught.value.function == "bd_cuMemAlloc" and not isinstance(caught.value, cubound.Violation)
    with pytest.raises(cubound.Error) as caught:
        cubound.bd_cublasSaxpy(None, None, 0, None, 0, 1, 0, 1)  # no binding
    assert caught.value.status == cubound.cublasStatus_t.CUBLAS_STATUS_INVALID_VALUE
    assert "NULL" in cubound.last_error()


def test_a_closed_binding_is_refused():
    with cubound.Device(0) as device:
        with device.bind() as bd:
            x = bd.alloc(64)
            bd.free(x)
        with pytest.raises(cubound.Error) as caught:
            bd.cuMemAlloc(ctypes.c_uint64(), 64)  # after bd_unbind: still safe to pass
        assert caught.value.status == cubound.CUresult.CUDA_ERROR_CONTEXT_IS_DESTROYED
    assert bd.closed and device.closed


def test_buffers_are_checked_before_the_call(bindings):
    first, _ = bindings
    x = first.alloc(16)
    with pytest.raises(ctypes.ArgumentError, match="read-only"):
        first.cuMemcpyDtoH(bytes(16), x, 16)  # the copy writes its host buffer
    first.cuMemcpyHtoD(x, bytes(range(16)), 16)  # and reads this one: bytes will do
    back = bytearray(16)
    first.copy_to_host(back, x)
    assert back == bytes(range(16))
    first.free(x)


@pytest.mark.skipif(numpy is None, reason="NumPy is not installed")
def test_numpy_arrays_are_host_buffers(bindings):
    first, _ = bindings
    x = first.alloc(4 * N)
    matrix = numpy.asfortranarray(numpy.arange(N, dtype=numpy.float32).reshape(16, 16))  # one block, column-major
    first.copy_to_device(x, matrix)
    back = numpy.zeros(N, dtype=numpy.float32)
    first.copy_to_host(back, x)
    assert (back == matrix.ravel(order="F")).all()
    with pytest.raises(ctypes.ArgumentError, match="one block"):
        first.cuMemcpyDtoH(back[::2], x, 4 * N // 2)
    readonly = back.copy()
    readonly.flags.writeable = False
    with pytest.raises(ctypes.ArgumentError, match="read-only"):
        first.copy_to_host(readonly, x)
    first.cublasSaxpy(first.cublas_handle(), N, numpy.float32(-1.0), x, 1, x, 1)  # alpha: a NumPy scalar
    first.handoff(x, 4 * N)
    first.copy_to_host(back, x)
    assert not back.any()
    with pytest.raises(ctypes.ArgumentError, match="f8"):
        first.cublasSaxpy(first.cublas_handle(), 1, numpy.ones(1), x, 1, x, 1)  # alpha is a const float *
    first.free(x)
