# SPDX-License-Identifier: MIT
"""What the generator writes: banners, determinism, --verify, and C that compiles cleanly."""
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from codegen import cli, render

ROOT = Path(__file__).resolve().parents[2]


LIBRARIES = ("driver", "cublas", "cublaslt", "cudart", "cudnn", "cufft", "curand", "cusolver", "cusolvermg",
             "cusolverrf", "cusolversp", "cusparse", "nccl", "nvjitlink", "nvrtc")


@pytest.fixture(scope="module")
def files(generated):
    return generated


def test_every_file_has_the_banner_and_no_timestamp(files):
    assert set(files) == {
        *(f"include/cubound/{name}.h" for name in LIBRARIES), *(f"src/{name}.c" for name in LIBRARIES),
        "include/cubound/kinds.h", "include/cubound/version.h", "src/libraries.c", "src/handle_table.h",
        "sim/stubs.c", "tests/link_check.c", "python/cubound/_bindings.py",
    }
    for text in files.values():
        head = "\n".join(text.splitlines()[:4])
        assert render.BANNER_MARK in head and "python3 -m codegen" in head
        assert not re.search(r"\b20\d\d-\d\d-\d\d\b|\d\d:\d\d:\d\d", text)


def test_a_spec_edit_changes_only_the_files_it_affects(files, cuda_include, tmp_path):
    spec_dir = tmp_path / "spec"
    shutil.copytree(ROOT / "spec", spec_dir)
    curand = spec_dir / "curand.toml"
    curand.write_text("# a comment changes nothing\n" + curand.read_text())
    assert cli.generate(cuda_include, spec_dir, ROOT / "templates") == files
    # curandGenerateLongLong no longer noted for hand-off: only cuRAND's two files change.
    lines = curand.read_text().splitlines(keepends=True)
    curand.write_text("".join(line for line in lines if not line.startswith('"curandGenerateLongLong" = {')))
    changed = {name for name, text in cli.generate(cuda_include, spec_dir, ROOT / "templates").items() if files[name] != text}
    assert changed and changed <= {"include/cubound/curand.h", "src/curand.c"}


def test_code_in_function_bodies_is_indented(files):
    for name, text in files.items():
        depth = 0
        for number, line in enumerate(text.splitlines(), start=1):
            if line == "{":
                depth = 1
            elif line.startswith("}"):
                depth = 0
            elif depth and line and not line.startswith((" ", "#")):
                raise AssertionError(f"{name}:{number}: at column 0 inside a function: {line}")


def test_the_version_is_the_generators(files):
    from codegen import __version__
    major, minor, patch = __version__.split(".")
    version = files["include/cubound/version.h"]
    assert f"#define CUBOUND_VERSION_MAJOR {major}\n" in version and f"#define CUBOUND_VERSION_PATCH {patch}\n" in version
    assert f"#define CUBOUND_VERSION_MINOR {minor}\n" in version


def test_generation_is_deterministic(files, cuda_include):
    assert cli.generate(cuda_include, ROOT / "spec", ROOT / "templates") == files


def test_the_version_comes_from_the_headers(headers_like):
    cuda_h = Path(cli.default_cuda_include(), "cuda.h").read_text()
    runtime = Path(cli.default_cuda_include(), "cuda_runtime_api.h").read_text()  # one toolkit's: the same version
    include = headers_like({"cuda.h": cuda_h.replace("#define CUDA_VERSION 13000", "#define CUDA_VERSION 13010"),
                            "cuda_runtime_api.h": runtime.replace("#define CUDART_VERSION  13000", "#define CUDART_VERSION  13010")})
    files = cli.files_of(cli.model_of(include, ROOT / "spec", ("driver",)), include, ROOT / "templates", ("driver",))
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


@pytest.mark.parametrize("only", [("nccl",), ("cudart", "cublas")])
def test_one_library_is_its_files_of_the_whole(files, cuda_include, tmp_path, capsys, only):
    """--library: the model of those libraries (cudart's [twins] read the driver's spec all the
    same), their own files as a whole run writes them, and every other file left as it is."""
    paths = {f"include/cubound/{name}.h" for name in only} | {f"src/{name}.c" for name in only}
    model = cli.model_of(cuda_include, ROOT / "spec", only)
    assert [library.name for library in model.libraries] == sorted(only)
    assert cli.files_of(model, cuda_include, ROOT / "templates", only) == {path: files[path] for path in paths}
    libraries = [word for name in only for word in ("--library", name)]
    assert cli.main(["--cuda-include", cuda_include, "--verify", *libraries]) == 0
    out = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", out)
    (out / next(iter(paths))).write_text("stale\n")
    (out / "src" / "libraries.c").write_text("left alone\n")
    assert cli.main(["--cuda-include", cuda_include, "--verify", "--out", str(out), *libraries]) == 1
    assert cli.main(["--cuda-include", cuda_include, "--out", str(out), *libraries]) == 0
    assert (out / "src" / "libraries.c").read_text() == "left alone\n"
    assert all((out / path).read_text() == files[path] for path in paths)
    capsys.readouterr()
    assert cli.main(["--cuda-include", cuda_include, "--report", *libraries]) == 0
    assert [line.split()[0] for line in capsys.readouterr().out.splitlines() if not line.startswith(" ")] == [
        {"nccl": "nccl.h", "cudart": "cuda_runtime_api.h/driver_types.h", "cublas": "cublas_api.h"}[name]
        for name in sorted(only)]
    assert cli.main(["--cuda-include", cuda_include, "--library", "cuda"]) == 2
    assert "--library cuda: no such library" in capsys.readouterr().err


@pytest.mark.parametrize(
    "defines",
    [[], ["-DCUDA_API_PER_THREAD_DEFAULT_STREAM"], ["-DCUBOUND_INLINE=1"], ["-DCUBOUND_INLINE=1", "-DCUDA_API_PER_THREAD_DEFAULT_STREAM"]],
)
def test_wrappers_compile_without_a_warning(tmp_path, cuda_include, defines):
    compiler = shutil.which("cc") or shutil.which("gcc")
    source = tmp_path / "all.c"
    source.write_text('#include "cubound/all.h"\nint main(void) { return 0; }\n')
    flags = ["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-Wstrict-prototypes", "-fsyntax-only"]
    # The toolkit's own headers warn under these flags (cublasLt.h's "()", cusparse.h's deprecated types):
    # they are system headers, as CMake's SYSTEM and pkg-config's -isystem make them for users.
    includes = [f"-I{ROOT / 'include'}", f"-I{ROOT / 'generated' / 'include'}", "-isystem", cuda_include]
    result = subprocess.run([compiler, *flags, *defines, *includes, str(source)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_report_counts_every_header(cuda_include, capsys):
    assert cli.main(["--cuda-include", cuda_include, "--report"]) == 0
    lines = capsys.readouterr().out.splitlines()
    counts = [l for l in lines if not l.startswith("  ") and " left out: " not in l]
    # cuTENSOR, which no toolkit carries, is counted where its headers were put beside the toolkit's.
    cutensor = ["cutensor.h"] if Path(cuda_include, "cutensor.h").is_file() else []
    assert [l.split()[0] for l in counts] == [
        "cublas_api.h", "cublasLt.h", "cuda_runtime_api.h/driver_types.h",
        "cudnn.h/cudnn_version.h/cudnn_graph.h/cudnn_ops.h/cudnn_cnn.h/cudnn_adv.h/cudnn_subquadratic_ops.h/cudnn_gnn_ops.h",
        "cufft.h/cufftXt.h", "curand.h", "cusolverDn.h/cusolver_common.h", "cusolverMg.h/cusolver_common.h",
        "cusolverRf.h/cusolver_common.h", "cusolverSp.h/cusolver_common.h", "cusparse.h", *cutensor, "cuda.h", "nccl.h",
        "nvJitLink.h", "nvrtc.h"]
    if not cutensor:
        assert any(l.startswith("cutensor.h left out: not in --cuda-include (cuTENSOR is a package of its own") for l in lines)
    for line in counts:
        fields = dict(f.split("=") for f in line.split()[1:])
        assert int(fields["total"]) == sum(int(fields[k]) for k in ("wrapped", "context_free", "excluded"))
    assert "cuda.h total=449 wrapped=377 context_free=72 excluded=0" in lines
    assert "nccl.h total=82 wrapped=29 context_free=11 excluded=42" in lines
    assert "cuda_runtime_api.h/driver_types.h total=310 wrapped=262 context_free=48 excluded=0" in lines
    assert "cusolverMg.h/cusolver_common.h total=21 wrapped=1 context_free=18 excluded=2" in lines
    assert "nvJitLink.h total=14 wrapped=0 context_free=14 excluded=0" in lines


def test_deprecated_wrappers_are_marked(files):
    driver = files["include/cubound/driver.h"]
    assert "BD_API BD_DEPRECATED CUresult bd_cuCtxAttach(" in driver
    assert "BD_API BD_DEPRECATED CUresult bd_cuMemAlloc(" not in driver


def test_context_changing_wrappers_tell_the_runtime(files):
    driver = files["src/driver.c"]
    assert "bd_gen_ends_context(ctx);" in driver and "bd_gen_resets_primary(dev);" in driver
    # cuCtxCreate, Push, Pop, SetCurrent: once, after either path (fast: binding already current)
    assert driver.count("bd_gen_moves_current();") == 4
    assert driver.count("bd_gen_ends_context(ctx);") == 2  # cuCtxDestroy, cuCtxDetach


def test_per_thread_variants_are_exported_and_chosen_by_the_define(files):
    header = files["include/cubound/driver.h"]
    assert "BD_API CUresult bd_cuMemcpyAsync_ptsz(bound_dev_t *bd," in header
    assert "#define bd_cuMemcpyAsync bd_cuMemcpyAsync_ptsz" in header
    assert '{"cuMemcpyAsync_ptsz", "cuMemcpyAsync", 7000, 0, 1, &bd_gen_driver.pfn_cuMemcpyAsync_ptsz,' in files["src/driver.c"]


def test_the_exported_wrapper_is_a_compare_then_a_jump(files):
    text = files["src/driver.c"]
    start = text.index("CUresult bd_cuStreamQuery(bound_dev_t *bd, CUstream hStream)")
    assert text[start : text.index("\n}\n", start)].splitlines()[2:] == [
        "    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuStreamQuery)(hStream)",
        "                                 : BD_UNLIKELY(bd_gen_guarded) ? bd_gen_guarded_cuStreamQuery(hStream, bd, __builtin_return_address(0))",
        "                                                               : bd_gen_slow_cuStreamQuery(hStream, bd);",
    ]


def test_the_guarded_path_asks_inline_then_calls(files):
    """Checks on or the verified policy: the binding entered last calls at once; with checks, a call
    that passes handles needs the memo of them too, one that registers what it made needs the whole
    check, and race detection sends a call that notes accesses to it."""
    text = files["src/driver.c"]
    def guarded(name):
        start = text.index(f"bd_gen_guarded_{name}(")
        start = text.index("\n{\n", start)
        return text[start : text.index("\n}\n", start)]
    assert "if (BD_LIKELY(bd_gen_checked_again(bd)))\n" in guarded("cuCtxGetDevice")
    stream_query = guarded("cuStreamQuery")
    assert 'bd_gen_handles_again("cuStreamQuery", bd, bd_values, 1)' in stream_query
    assert "if (bd_gen_races_on) /* race detection notes every call it makes */\n        return bd_gen_checked_cuStreamQuery(" in stream_query
    assert "if (BD_LIKELY(!bd_gen_checks_on) && BD_LIKELY(bd_gen_checked_again(bd)))" in guarded("cuMemAlloc")
    for name in ("cuCtxGetDevice", "cuStreamQuery", "cuMemAlloc"):
        assert f"return bd_gen_checks_on ? bd_gen_checked_{name}(" in guarded(name)
        assert f": bd_gen_slow_{name}(" in guarded(name)
    # the whole check asks after the binding only where the guarded path did not
    assert "bd_gen_checked_again" not in wrapper(files, "driver.h", "cuCtxGetDevice")
    assert "bd_gen_checked_again(bd) ? CUDA_SUCCESS : bd_gen_enter_checked(bd, &bd_call)" in wrapper(files, "driver.h", "cuMemAlloc")


def test_the_fast_path_is_written_once(files):
    """BD_GEN_IS_CURRENT (cubound/seam.h) is the compare; no generated file spells it out again."""
    seam = (ROOT / "include/cubound/seam.h").read_text()
    assert seam.count("(bd) == bd_thread_binding") == 1
    assert not any("== bd_thread_binding" in text for text in files.values())
    templates = "".join(p.read_text() for p in (ROOT / "templates").glob("*.j2"))
    assert templates.count("BD_GEN_IS_CURRENT") == 1


def body_of(header, signature):
    start = header.index(signature)
    return header[start : header.index("\n}\n", start)].splitlines()[2:]


def test_the_inline_form_calls_the_table_then_the_exported_wrapper(files):
    """Its way out is out of line, taking the arguments where the fast path passes them; the call
    site is noted only with checks on."""
    header = files["include/cubound/driver.h"]
    assert body_of(header, "static inline CUresult bd_inline_cuMemAlloc(") == [
        "    return BD_GEN_IS_CURRENT(bd) ? BD_GEN_ENTRY(bd_gen_driver, pfn_cuMemAlloc)(dptr, bytesize)",
        "                                 : bd_gen_at_cuMemAlloc(dptr, bytesize, bd, bd_file, bd_line);",
    ]
    params = "(CUdeviceptr *dptr, size_t bytesize, bound_dev_t *bd, const char *bd_file, int bd_line)"
    assert body_of(header, f"BD_GEN_OUT_OF_LINE CUresult bd_gen_at_cuMemAlloc{params}") == [
        "    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemAlloc(dptr, bytesize, bd, bd_file, bd_line) : bd_cuMemAlloc(bd, dptr, bytesize);"]
    assert body_of(header, f"BD_GEN_NOTED CUresult bd_gen_noted_cuMemAlloc{params}") == [
        "    bd_gen_call_site(bd_file, bd_line);", "    return bd_cuMemAlloc(bd, dptr, bytesize);"]


def test_the_inline_form_leaves_what_success_tells_cubound_to_the_exported_wrapper(files):
    header = files["include/cubound/driver.h"]
    body = body_of(header, "static inline CUresult bd_inline_cuMemsetD8Async(")
    assert not any("BD_GEN_IS_CURRENT" in line or "bd_gen_wrote" in line for line in body)
    assert body[-1] == ("    return BD_UNLIKELY(bd_gen_checks_on) ? bd_gen_noted_cuMemsetD8Async(dstDevice, uc, N, hStream, bd, "
                        "bd_file, bd_line) : bd_cuMemsetD8Async(bd, dstDevice, uc, N, hStream);")
    assert "bd_gen_at_cuMemsetD8Async(" not in header  # no out-of-line step before the exported wrapper


def wrapper(files, header, name):
    text = files[f"src/{header.replace('.h', '.c')}"]
    start = text.index(f" bd_gen_checked_{name}(")
    return text[start : text.index("\n}\n", start)]


def exported(files, header, name):
    """The exported wrapper's body: the fast path, and what success tells cubound on every path."""
    text = files[f"src/{header.replace('.h', '.c')}"]
    start = text.index(f" bd_{name}(bound_dev_t *bd")
    return text[start : text.index("\n}\n", start)]


def test_debug_wrappers_check_every_tracked_handle(files):
    memset = wrapper(files, "driver.h", "cuMemsetD8Async")
    assert '{"dstDevice", BD_KIND_DEVICE_POINTER, false}' in memset
    assert '{"hStream", BD_KIND_STREAM, false}' in memset
    assert "const unsigned long long bd_values[] = {BD_HANDLE_VALUE(dstDevice), BD_HANDLE_VALUE(hStream)};" in memset
    assert "bd_gen_enter_checked_handles(bd, &bd_call, bd_handles, bd_values, 2)" in memset
    assert "bd_gen_enter_checked(bd" not in memset  # the binding and its handles in one call
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
    assert 'bd_check_handle_alive(bd, &bd_call, "pCopy->srcDevice", BD_KIND_DEVICE_POINTER, BD_HANDLE_VALUE(pCopy->srcDevice))' in copy
    launch = wrapper(files, "driver.h", "cuLaunchKernelEx")
    assert '"config->hStream", BD_KIND_STREAM' in launch


def test_copies_may_name_any_devices_memory_but_not_any_stream(files):
    copy = wrapper(files, "driver.h", "cuMemcpyDtoDAsync")
    assert '{"dstDevice", BD_KIND_DEVICE_POINTER, true}' in copy
    assert '{"srcDevice", BD_KIND_DEVICE_POINTER, true}' in copy
    assert '{"hStream", BD_KIND_STREAM, false}' in copy  # the binding's, strictly
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
    assert '{"hStream", BD_KIND_STREAM, false}' in wait
    assert '{"hEvent", BD_KIND_EVENT, true}' in wait


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
    assert "bd_gen_enables_peer(bd, peerContext);" in exported(files, "driver.h", "cuCtxEnablePeerAccess")
    assert "bd_gen_disables_peer(bd, peerContext);" in exported(files, "driver.h", "cuCtxDisablePeerAccess")
    # the runtime's names a device: its primary context, the runtime's
    assert "bd_gen_enables_peer_primary(bd, peerDevice);" in exported(files, "cudart.h", "cudaDeviceEnablePeerAccess")
    assert "bd_gen_disables_peer_primary(bd, peerDevice);" in exported(files, "cudart.h", "cudaDeviceDisablePeerAccess")


def test_collectives_note_what_they_write_for_hand_off(files):
    assert ('bd_gen_wrote(bd, (CUstream)(stream), BD_HANDLE_VALUE(recvbuff), '
            '(unsigned long long)(count) * bd_gen_nccl_element_size(datatype), "ncclAllReduce");') in exported(files, "nccl.h", "ncclAllReduce")
    assert ('BD_HANDLE_VALUE(recvbuff), (unsigned long long)(sendcount) * bd_gen_nccl_element_size(datatype) * '
            'bd_gen_nccl_ranks(comm), "ncclAllGather");') in exported(files, "nccl.h", "ncclAllGather")
    nccl = files["src/nccl.c"]  # [element_sizes]: one case per value (ncclInt8 and ncclChar are one); 0 notes nothing
    assert "    case ncclInt8: return 1;" in nccl and "case ncclChar:" not in nccl and "case ncclNumTypes: return 0;" in nccl
    assert "    case ncclBfloat16: return 2;" in nccl


def test_extents_are_typed_by_the_headers(files):
    """[writes] counts elements; their size is what the pointer points to, or the spec's bytes."""
    assert ('BD_HANDLE_VALUE(y), (unsigned long long)(trans == CUBLAS_OP_N ? m : n) * '
            '(unsigned long long)(incy < 0 ? -incy : incy) * sizeof(*y), "cublasSgemv");') in exported(files, "cublas.h", "cublasSgemv")
    assert ('bd_gen_wrote(bd, bd_gen_library_stream(bd, (const void *)(uintptr_t)(handle)), BD_HANDLE_VALUE(C), ((unsigned long long)(strideC) * '
            '(unsigned long long)(batchCount - 1) + (n <= 0 ? 0ull : (long long)(m) == (long long)(ldc) ? '
            '(unsigned long long)(ldc) * (unsigned long long)(n) : (unsigned long long)(m))) * sizeof(*C), "cublasSgemmStridedBatched");') in exported(files, "cublas.h", "cublasSgemmStridedBatched")
    assert 'BD_HANDLE_VALUE(result), sizeof(*result), "cublasSdot");' in exported(files, "cublas.h", "cublasSdot")
    assert 'BD_HANDLE_VALUE(dstDevice), (unsigned long long)(N) * 4, "cuMemsetD32Async");' in exported(files, "driver.h", "cuMemsetD32Async")


def test_kernel_launches_note_their_parameters_and_graphs_anything(files):
    assert ('bd_gen_launched(bd, (CUstream)(hStream), f, kernelParams, extra, "cuLaunchKernel");'
            in exported(files, "driver.h", "cuLaunchKernel"))
    assert ('bd_gen_launched(bd, (CUstream)(config->hStream), f, kernelParams, extra, "cuLaunchKernelEx");'
            in exported(files, "driver.h", "cuLaunchKernelEx"))
    assert 'bd_gen_launched(bd, (CUstream)(hStream), NULL, NULL, NULL, "cuGraphLaunch");' in exported(files, "driver.h", "cuGraphLaunch")


def test_2d_and_3d_copies_note_their_destination_struct_field(files):
    assert ("bd_gen_wrote(bd, (CUstream)(hStream), BD_HANDLE_VALUE(pCopy->dstDevice), "
            "bd_gen_copy_extent(pCopy->dstMemoryType, pCopy->dstXInBytes, pCopy->dstY, pCopy->dstZ, "
            "pCopy->WidthInBytes, pCopy->Height, pCopy->Depth, pCopy->dstPitch, pCopy->dstHeight), "
            '"cuMemcpy3DPeerAsync");') in exported(files, "driver.h", "cuMemcpy3DPeerAsync")
    assert "bd_gen_wrote" not in exported(files, "driver.h", "cuMemcpy3DBatchAsync")


def test_a_host_device_address_is_registered_as_the_host_memory_it_aliases(files):
    """cuMemHostGetDevicePointer ([host_memory] alias_of): its output joins the registry as the
    host memory's other address, in the checked path only."""
    body = files["src/driver.c"]
    checked = body[body.index("bd_gen_checked_cuMemHostGetDevicePointer("):]
    checked = checked[:checked.index("\n}\n")]
    assert "bd_register_alias(bd, &bd_call, BD_HANDLE_VALUE(*pdptr), BD_HANDLE_VALUE(p));" in checked
    assert body.count("bd_register_alias(") == 1  # once: the call has no per-thread variant
