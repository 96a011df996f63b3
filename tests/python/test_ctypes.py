# SPDX-License-Identifier: MIT
"""Python loads libcubound.so with ctypes, as any FFI would, and drives the simulated driver.

Run by ctest with CUBOUND_LIBRARY naming the built library: `ctypes_sim` with CUBOUND_DRIVER=sim,
`ctypes_gpu` on the real driver (two contexts on device 0 where the machine has one GPU).
"""
import ctypes
import os

import pytest

CUDA_SUCCESS = 0
CU_POINTER_ATTRIBUTE_CONTEXT = 1


@pytest.fixture(scope="module")
def cubound():
    path = os.environ.get("CUBOUND_LIBRARY")
    if not path:
        pytest.skip("CUBOUND_LIBRARY names no built libcubound.so")
    lib = ctypes.CDLL(path)
    lib.bd_last_error.restype = ctypes.c_char_p
    lib.bd_cuInit.argtypes = [ctypes.c_uint]
    lib.bd_cuDeviceGetCount.argtypes = [ctypes.POINTER(ctypes.c_int)]
    lib.bd_device_open.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.POINTER(ctypes.c_void_p)]
    lib.bd_bind.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)]
    lib.bd_unbind.argtypes = [ctypes.c_void_p]
    lib.bd_device_close.argtypes = [ctypes.c_void_p]
    lib.bd_cuMemAlloc.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_ulonglong), ctypes.c_size_t]
    lib.bd_cuMemsetD32.argtypes = [ctypes.c_void_p, ctypes.c_ulonglong, ctypes.c_uint, ctypes.c_size_t]
    lib.bd_cuMemcpyDtoH.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_ulonglong, ctypes.c_size_t]
    lib.bd_cuMemFree.argtypes = [ctypes.c_void_p, ctypes.c_ulonglong]
    return lib


def check(lib, rc):
    assert rc == CUDA_SUCCESS, f"status {rc}: {lib.bd_last_error().decode()}"


def test_two_devices_from_python(cubound):
    count = ctypes.c_int()
    check(cubound, cubound.bd_cuInit(0))
    check(cubound, cubound.bd_cuDeviceGetCount(ctypes.byref(count)))
    distinct = count.value >= 2
    devices, bindings, buffers = [], [], []
    for ordinal in (0, 1):
        device, binding = ctypes.c_void_p(), ctypes.c_void_p()
        # BD_PRIMARY_CONTEXT (0) of each device, or two BD_OWN_CONTEXT (1) on device 0
        check(cubound, cubound.bd_device_open(ordinal if distinct else 0, 0 if distinct else 1, ctypes.byref(device)))
        check(cubound, cubound.bd_bind(device, ctypes.byref(binding)))
        devices.append(device)
        bindings.append(binding)
    for index, binding in enumerate(bindings):  # alternate: each call names its device
        pointer = ctypes.c_ulonglong()
        check(cubound, cubound.bd_cuMemAlloc(binding, ctypes.byref(pointer), 1024))
        check(cubound, cubound.bd_cuMemsetD32(binding, pointer, 0x100 + index, 256))
        buffers.append(pointer)
    for index, binding in enumerate(bindings):
        host = (ctypes.c_uint * 256)()
        check(cubound, cubound.bd_cuMemcpyDtoH(binding, host, buffers[index], 1024))
        assert set(host) == {0x100 + index}
        check(cubound, cubound.bd_cuMemFree(binding, buffers[index]))
    for device, binding in zip(devices, bindings):
        check(cubound, cubound.bd_unbind(binding))
        check(cubound, cubound.bd_device_close(device))


def test_a_null_binding_is_a_status_and_a_message(cubound):
    pointer = ctypes.c_ulonglong()
    assert cubound.bd_cuMemAlloc(None, ctypes.byref(pointer), 64) == 1  # CUDA_ERROR_INVALID_VALUE
    assert b"NULL" in cubound.bd_last_error()
