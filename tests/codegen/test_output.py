"""What the generator writes: banners, determinism, --verify, and C that compiles cleanly."""
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from codegen import cli, render

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def files(cuda_include):
    return cli.generate(cuda_include, ROOT / "spec", ROOT / "templates")


def test_every_file_has_the_banner_and_no_timestamp(files):
    assert set(files) == {
        "include/cubound/driver.h", "include/cubound/cublas.h", "include/cubound/curand.h", "include/cubound/nccl.h",
        "include/cubound/kinds.h", "src/driver.c", "src/cublas.c", "src/curand.c", "src/nccl.c", "src/libraries.c",
        "sim/stubs.c", "tests/link_check.c",
    }
    for text in files.values():
        head = "\n".join(text.splitlines()[:4])
        assert render.BANNER_MARK in head and "python3 -m codegen" in head
        assert re.search(r"hash: [0-9a-f]{16}", head)
        assert not re.search(r"\b20\d\d-\d\d-\d\d\b|\d\d:\d\d:\d\d", text)


def test_generation_is_deterministic(files, cuda_include):
    assert cli.generate(cuda_include, ROOT / "spec", ROOT / "templates") == files


def test_the_version_comes_from_the_headers(headers_like):
    cuda_h = Path(cli.default_cuda_include(), "cuda.h").read_text()
    runtime = Path(cli.default_cuda_include(), "cuda_runtime_api.h").read_text()  # one toolkit's: the same version
    include = headers_like({"cuda.h": cuda_h.replace("#define CUDA_VERSION 13000", "#define CUDA_VERSION 13010"),
                            "cuda_runtime_api.h": runtime.replace("#define CUDART_VERSION  13000", "#define CUDART_VERSION  13010")})
    files = cli.generate(include, ROOT / "spec", ROOT / "templates")
    assert "from the CUDA 13.1 headers" in files["include/cubound/driver.h"]


def test_committed_generated_folder_is_current(cuda_include, capsys):
    assert cli.main(["--cuda-include", cuda_include, "--verify"]) == 0


def test_verify_shows_drift(cuda_include, tmp_path, capsys):
    stale = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", stale)
    driver = stale / "include" / "cubound" / "driver.h"
    driver.write_text(driver.read_text().replace("bd_cuMemAlloc(", "bd_cuMemAllocEdited("))
    assert cli.main(["--cuda-include", cuda_include, "--verify", "--out", str(stale)]) == 1
    out = capsys.readouterr().out
    assert "-BD_API CUresult bd_cuMemAllocEdited(" in out
    assert "+BD_API CUresult bd_cuMemAlloc(" in out


@pytest.mark.parametrize(
    "defines",
    [[], ["-DCUDA_API_PER_THREAD_DEFAULT_STREAM"], ["-DCUBOUND_INLINE=1"], ["-DCUBOUND_INLINE=1", "-DCUDA_API_PER_THREAD_DEFAULT_STREAM"]],
)
def test_wrappers_compile_without_a_warning(tmp_path, cuda_include, defines):
    compiler = shutil.which("cc") or shutil.which("gcc")
    source = tmp_path / "all.c"
    source.write_text('#include "cubound/all.h"\nint main(void) { return 0; }\n')
    flags = ["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-Wstrict-prototypes", "-fsyntax-only"]
    includes = [f"-I{ROOT / 'include'}", f"-I{ROOT / 'generated' / 'include'}", f"-I{cuda_include}"]
    result = subprocess.run([compiler, *flags, *defines, *includes, str(source)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_report_counts_every_header(cuda_include, capsys):
    assert cli.main(["--cuda-include", cuda_include, "--report"]) == 0
    lines = capsys.readouterr().out.splitlines()
    counts = [l for l in lines if not l.startswith("  ")]
    assert [l.split()[0] for l in counts] == ["cublas_api.h", "curand.h", "cuda.h", "nccl.h"]
    for line in counts:
        fields = dict(f.split("=") for f in line.split()[1:])
        assert int(fields["total"]) == sum(int(fields[k]) for k in ("wrapped", "context_free", "excluded"))
    assert "cuda.h total=449 wrapped=377 context_free=72 excluded=0" in lines
    assert "nccl.h total=82 wrapped=29 context_free=11 excluded=42" in lines


def test_deprecated_wrappers_are_marked(files):
    driver = files["include/cubound/driver.h"]
    assert "BD_API BD_DEPRECATED CUresult bd_cuCtxAttach(" in driver
    assert "BD_API BD_DEPRECATED CUresult bd_cuMemAlloc(" not in driver


def test_context_changing_wrappers_tell_the_runtime(files):
    driver = files["src/driver.c"]
    assert "bd_gen_ends_context(ctx);" in driver and "bd_gen_resets_primary(dev);" in driver
    # cuCtxCreate, Push, Pop, SetCurrent, on each path: checked, slow, and fast (binding already current)
    assert driver.count("bd_gen_moves_current();") == 3 * 4
    assert driver.count("bd_gen_ends_context(ctx);") == 2 * 3  # cuCtxDestroy, cuCtxDetach


def test_per_thread_variants_are_exported_and_chosen_by_the_define(files):
    header = files["include/cubound/driver.h"]
    assert "BD_API CUresult bd_cuMemcpyAsync_ptsz(bound_dev_t *bd," in header
    assert "#define bd_cuMemcpyAsync bd_cuMemcpyAsync_ptsz" in header
    assert '{"cuMemcpyAsync_ptsz", "cuMemcpyAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyAsync_ptsz,' in files["src/driver.c"]


def test_the_exported_wrapper_is_a_compare_then_a_jump(files):
    text = files["src/driver.c"]
    start = text.index("CUresult bd_cuStreamQuery(bound_dev_t *bd, CUstream hStream)")
    assert text[start : text.index("\n}\n", start)].splitlines()[2:] == [
        "    if (BD_LIKELY(bd == bd_thread_binding && bd != NULL))",
        "        return BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamQuery)(hStream);",
        "    return bd_gen_slow_cuStreamQuery(__builtin_return_address(0), bd, hStream);",
    ]


def test_the_inline_form_calls_the_table_then_the_exported_wrapper(files):
    header = files["include/cubound/driver.h"]
    start = header.index("static inline CUresult bd_inline_cuMemAlloc(")
    body = header[start : header.index("\n}\n", start)]
    assert "bd == bd_thread_binding && bd != NULL" in body
    assert "BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAlloc)(dptr, bytesize)" in body
    assert "bd_gen_call_site(bd_file, bd_line);" in body and "return bd_cuMemAlloc(bd, dptr, bytesize);" in body


def wrapper(files, header, name):
    text = files[f"src/{header.replace('.h', '.c')}"]
    start = text.index(f" bd_gen_checked_{name}(const void *bd_caller")
    return text[start : text.index("\n}\n", start)]


def test_debug_wrappers_check_every_tracked_handle(files):
    memset = wrapper(files, "driver.h", "cuMemsetD8Async")
    assert '{"dstDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dstDevice)}' in memset
    assert '{"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)}' in memset
    assert "bd_check_handles(bd, &bd_call, bd_handles, 2)" in memset
    sgemm = wrapper(files, "cublas.h", "cublasSgemm")
    assert all(f'"{p}", BD_KIND_DEVICE_POINTER' in sgemm for p in ("A", "B", "C"))
    assert '{"alpha"' not in sgemm  # pointer-mode scalars are host or device memory: checked only
    assert 'bd_check_if_device_memory(bd, &bd_call, "alpha", BD_HANDLE_VALUE(alpha));' in sgemm  # where cubound's


def test_debug_wrappers_register_and_unregister(files):
    alloc = wrapper(files, "driver.h", "cuMemAllocPitch")
    assert "bd_register(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(*dptr), (unsigned long long)(*pPitch * Height), false);" in alloc
    free = wrapper(files, "driver.h", "cuMemFree")
    assert "bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(dptr));" in free


def test_debug_wrappers_look_inside_structs_when_the_field_is_in_use(files):
    copy = wrapper(files, "driver.h", "cuMemcpy3DAsync")
    assert "pCopy != NULL && (pCopy->srcMemoryType == CU_MEMORYTYPE_DEVICE)" in copy
    assert '"pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice)' in copy
    launch = wrapper(files, "driver.h", "cuLaunchKernelEx")
    assert '"config->hStream", BD_KIND_STREAM' in launch


def test_copies_may_name_any_devices_memory_but_not_any_stream(files):
    copy = wrapper(files, "driver.h", "cuMemcpyDtoDAsync")
    assert 'bd_check_handle_alive(bd, &bd_call, "dstDevice", BD_KIND_DEVICE_POINTER' in copy
    assert 'bd_check_handle_alive(bd, &bd_call, "srcDevice", BD_KIND_DEVICE_POINTER' in copy
    assert '{"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)}' in copy  # the binding's, strictly
    copy3d = wrapper(files, "driver.h", "cuMemcpy3D")
    assert 'bd_check_handle_alive(bd, &bd_call, "pCopy->srcDevice"' in copy3d
    assert 'bd_check_handle(bd, &bd_call, "pCopy->srcArray"' in copy3d  # arrays are not unified addresses


def test_memory_every_context_may_use_is_registered_as_such(files):
    assert "BD_HANDLE_VALUE(*dptr), (unsigned long long)(bytesize), true);" in wrapper(files, "driver.h", "cuMemAllocManaged")
    assert "BD_HANDLE_VALUE(*pp), (unsigned long long)(bytesize), true);" in wrapper(files, "driver.h", "cuMemAllocHost")
    assert "BD_HANDLE_VALUE(p), (unsigned long long)(bytesize), true);" in wrapper(files, "driver.h", "cuMemHostRegister")
    assert "bd_unregister(bd, &bd_call, BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(p));" in wrapper(files, "driver.h", "cuMemFreeHost")


def test_crossing_arguments_are_checked_alive_not_owned(files):
    wait = wrapper(files, "driver.h", "cuStreamWaitEvent")
    assert '{"hStream", BD_KIND_STREAM, BD_HANDLE_VALUE(hStream)}' in wait
    assert 'bd_check_handle_alive(bd, &bd_call, "hEvent", BD_KIND_EVENT, BD_HANDLE_VALUE(hEvent));' in wait
    assert '{"hEvent"' not in wait


def test_diff_names_what_a_header_set_adds(headers_like, cuda_include, capsys):
    curand_h = Path(cuda_include, "curand.h").read_text()
    extra = "curandStatus_t CURANDAPI curandGenerateSomething_v2(curandGenerator_t generator, float *out, size_t n);\n"
    marker = "#if defined(__cplusplus)\n}"
    newer = headers_like({"curand.h": curand_h.replace(marker, extra + marker, 1)})
    assert cli.main(["--diff", cuda_include, newer]) == 0
    out = capsys.readouterr().out
    assert "  added curandGenerateSomething_v2: curandStatus_t curandGenerateSomething_v2(" in out
    assert "removed" not in out and "changed" not in out


def test_enabling_peer_access_tells_the_checks_for_the_binding(files):
    assert "bd_gen_enables_peer(bd, peerContext);" in wrapper(files, "driver.h", "cuCtxEnablePeerAccess")
    assert "bd_gen_disables_peer(bd, peerContext);" in wrapper(files, "driver.h", "cuCtxDisablePeerAccess")


def test_collectives_note_what_they_write_for_hand_off(files):
    assert ('bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(recvbuff), '
            '(unsigned long long)(count * bd_gen_nccl_type_size((int)datatype)), "ncclAllReduce");') in wrapper(files, "nccl.h", "ncclAllReduce")
    assert ('BD_HANDLE_VALUE(recvbuff), (unsigned long long)(sendcount * bd_gen_nccl_type_size((int)datatype) * '
            'BD_GEN_NCCL_RANKS(comm)), "ncclAllGather");') in wrapper(files, "nccl.h", "ncclAllGather")


def test_kernel_launches_note_their_parameters_and_graphs_anything(files):
    assert ('bd_gen_launched(bd, (CUstream)(hStream), (CUfunction)(f), (void **)(kernelParams), (void **)(extra), '
            '"cuLaunchKernel");') in wrapper(files, "driver.h", "cuLaunchKernel")
    assert ('bd_gen_launched(bd, (CUstream)(config->hStream), (CUfunction)(f), (void **)(kernelParams), '
            '(void **)(extra), "cuLaunchKernelEx");') in wrapper(files, "driver.h", "cuLaunchKernelEx")
    assert ('bd_gen_launched(bd, (CUstream)(hStream), (CUfunction)(NULL), (void **)(NULL), (void **)(NULL), '
            '"cuGraphLaunch");') in wrapper(files, "driver.h", "cuGraphLaunch")


def test_2d_and_3d_copies_note_their_destination_struct_field(files):
    assert ("bd_gen_wrote(bd, (CUstream)(hStream), BD_HANDLE_VALUE(pCopy->dstDevice), (unsigned long long)"
            "(bd_gen_copy_extent(pCopy->dstMemoryType, pCopy->dstXInBytes, pCopy->dstY, pCopy->dstZ, "
            "pCopy->WidthInBytes, pCopy->Height, pCopy->Depth, pCopy->dstPitch, pCopy->dstHeight)), "
            '"cuMemcpy3DPeerAsync");') in wrapper(files, "driver.h", "cuMemcpy3DPeerAsync")
    assert "bd_gen_wrote" not in wrapper(files, "driver.h", "cuMemcpy3DBatchAsync")


def test_a_host_device_address_is_registered_as_the_host_memory_it_aliases(files):
    """cuMemHostGetDevicePointer ([host_memory] alias_of): its output joins the registry as the
    host memory's other address, in the checked path only."""
    body = files["src/driver.c"]
    checked = body[body.index("bd_gen_checked_cuMemHostGetDevicePointer("):]
    checked = checked[:checked.index("\n}\n")]
    assert "bd_register_alias(bd, &bd_call, BD_HANDLE_VALUE(*pdptr), BD_HANDLE_VALUE(p));" in checked
    assert body.count("bd_register_alias(") == 1  # once: the call has no per-thread variant
