# SPDX-License-Identifier: MIT
"""Bad input is rejected with a message that says where: a spec's file and line, a header's errors."""
import os
import re
from pathlib import Path

import pytest

from codegen import build, cli, kinds, parse, spec

ROOT = Path(__file__).resolve().parents[2]

GOOD = (ROOT / "spec" / "curand.toml").read_text()


def write_spec(tmp_path, text, name="lib.toml", versions=None):
    """A spec folder with one library, the repository's driver spec (cuda.h says which CUDA version
    it is), the repository's versions table (or the one given) and its kinds."""
    folder = tmp_path / "spec"
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(text)
    (folder / "driver.toml").write_text((ROOT / "spec" / "driver.toml").read_text())
    (folder / spec.VERSIONS_FILE).write_text(versions if versions is not None else (ROOT / "spec" / spec.VERSIONS_FILE).read_text())
    (folder / kinds.FILE).write_text((ROOT / "spec" / kinds.FILE).read_text())
    return folder


def generate(folder, cuda_include):
    return build.build(spec.load(folder), cuda_include, spec.load_versions(folder), kinds.load(folder))


def test_toml_syntax_error_names_file_and_line(tmp_path):
    folder = write_spec(tmp_path, '[library]\nname = "x"\nheader = \n')
    with pytest.raises(spec.SpecError, match=r"lib\.toml:3: not valid TOML"):
        spec.load(folder)


def test_unknown_function_names_its_line(tmp_path, cuda_include):
    text = GOOD.replace('"curandGetVersion",', '"curandGetVersion", "curandNoSuchThing",')
    folder = write_spec(tmp_path, text)
    line = next(n for n, l in enumerate(text.splitlines(), 1) if "curandNoSuchThing" in l)
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line}: 'curandNoSuchThing' \(context_free\) is not declared in curand\.h"):
        generate(folder, cuda_include)


def test_a_family_pattern_that_matches_nothing_names_its_line(tmp_path, cuda_include):
    text = GOOD.replace('"curandGenerateLongLong" = ["outputPtr"]', '"curandGenerateLongLongLong" = ["outputPtr"]')
    folder = write_spec(tmp_path, text)
    line = next(n for n, l in enumerate(text.splitlines(), 1) if "LongLongLong" in l)
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line}: 'curandGenerateLongLongLong' matches no function"):
        generate(folder, cuda_include)


def test_a_family_member_without_the_parameter_is_rejected(tmp_path, cuda_include):
    text = GOOD.replace('"curandGenerate" = ["outputPtr"]', '"curandGenerate" = ["outputPtr", "seed"]')
    with pytest.raises(spec.SpecError, match="'curandGenerate' \\(matched by 'curandGenerate'\\) has no parameter seed"):
        generate(write_spec(tmp_path, text), cuda_include)


def test_a_creates_pattern_on_a_function_that_makes_nothing_is_rejected(tmp_path, cuda_include):
    text = GOOD.replace('creates = ["curandCreate*"]', 'creates = ["curandCreate*", "curandSetStream"]')
    with pytest.raises(spec.SpecError, match="'curandSetStream' matches creates pattern 'curandSetStream' but writes no handle"):
        generate(write_spec(tmp_path, text), cuda_include)


def test_a_stale_not_functions_entry_is_rejected(tmp_path, cuda_include):
    text = GOOD + '\n[not_functions]\ncurandSetStream = "pretend it is missing"\n'
    with pytest.raises(spec.SpecError, match="'curandSetStream' is declared now"):
        generate(write_spec(tmp_path, text), cuda_include)


def test_an_unknown_context_effect_is_rejected(tmp_path):
    text = GOOD + '\n[context_changing]\ncurandSetStream = { effect = "teleports" }\n'
    with pytest.raises(spec.SpecError, match="curandSetStream needs effect = one of none, moves_current"):
        spec.load(write_spec(tmp_path, text))


def test_unknown_key_names_its_line(tmp_path):
    text = GOOD.replace('output = "curand.h"', 'output = "curand.h"\nouptut = "typo"')
    folder = write_spec(tmp_path, text)
    line = next(n for n, l in enumerate(text.splitlines(), 1) if l.startswith("ouptut"))
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line}: \[library\] has an unknown key 'ouptut'"):
        spec.load(folder)


def test_a_function_both_excluded_and_context_free_is_rejected(tmp_path):
    text = GOOD.replace('"curandGetVersion",', '"curandGetVersion", "curandGenerateBinomial",')
    text += '\n[excluded]\ncurandGenerateBinomial = "pretend"\n'
    with pytest.raises(spec.SpecError, match="'curandGenerateBinomial' cannot be both context-free and excluded"):
        spec.load(write_spec(tmp_path, text))


def test_an_unknown_entry_point_lookup_is_rejected(tmp_path):
    folder = write_spec(tmp_path, GOOD.replace('entry_points = "dlsym"', 'entry_points = "guess"'))
    with pytest.raises(spec.SpecError, match=r"entry_points must be one of cuGetProcAddress, dlsym"):
        spec.load(folder)


def test_missing_binding_status_for_a_non_cuda_library(tmp_path):
    text = GOOD[: GOOD.index("[binding_status]")] + GOOD[GOOD.index("[functions]") :]
    with pytest.raises(spec.SpecError, match="needs a \\[binding_status\\] table"):
        spec.load(write_spec(tmp_path, text))


def test_header_that_does_not_parse(headers_like):
    include = headers_like({"curand.h": "#include <stddef.h>\nint broken = ;\n"})
    with pytest.raises(parse.HeaderError, match=r"(?s)curand\.h: 1 parse error\(s\).*curand\.h:2: expected expression"):
        parse.parse_header(include, "curand.h", ("curand.h",))


def test_missing_header(tmp_path):
    with pytest.raises(parse.HeaderError, match="no such header"):
        parse.parse_header(str(tmp_path), "cuda.h", ("cuda.h",))


def test_cli_reports_errors_without_a_traceback(tmp_path, capsys, cuda_include):
    folder = write_spec(tmp_path, "not toml [")
    status = cli.main(["--cuda-include", cuda_include, "--spec", str(folder), "--out", str(tmp_path / "out")])
    assert status == 2
    assert "lib.toml:1: not valid TOML" in capsys.readouterr().err


def test_a_launches_entry_must_name_a_declared_call_and_its_function(tmp_path, cuda_include):
    text = GOOD + '\n[launches]\ncurandLaunch = { function = "f" }\ncurandGenerate = { stream = "s" }\n'
    with pytest.raises(spec.SpecError) as raised:
        generate(write_spec(tmp_path, text), cuda_include)
    assert any("'curandLaunch' ([launches]) is not declared in curand.h" in p for p in raised.value.problems)
    assert any("[launches] 'curandGenerate': give function" in p for p in raised.value.problems)


def test_a_crossing_entry_must_name_a_tracked_handle_parameter(tmp_path, cuda_include):
    text = GOOD + '\n[crossing]\n"curandGenerateUniform.num" = "not a handle"\n'
    folder = write_spec(tmp_path, text)
    line = text.splitlines().index('"curandGenerateUniform.num" = "not a handle"') + 1
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line}: 'curandGenerateUniform.num' names no parameter of a tracked"):
        generate(folder, cuda_include)


def test_new_api_is_loud_all_at_once(tmp_path, cuda_include):
    text = GOOD.replace('curandDiscreteDistribution_t = "curand_distribution"\n', "")
    text = text.replace('curandGenerator_t = "curand_generator"\n', "")
    text = text.replace('tracked = ["curand_generator", "stream"]', 'tracked = ["stream"]')
    with pytest.raises(spec.SpecError) as raised:
        generate(write_spec(tmp_path, text), cuda_include)
    lines = raised.value.problems
    assert len(lines) == 2
    assert any("curandGenerator_t (curand.h:" in l and "does not classify: add it to [handles]" in l for l in lines)
    assert any("curandDiscreteDistribution_t (curand.h:" in l for l in lines)


def test_a_spec_that_is_not_utf8_names_its_line(tmp_path):
    folder = tmp_path / "spec"
    folder.mkdir()
    (folder / "lib.toml").write_bytes(b'# fine\nname = "caf\xe9"\n')
    with pytest.raises(spec.SpecError, match=r"lib\.toml:2: not UTF-8 \(byte 0xe9\)"):
        spec.load(folder)


def test_out_naming_a_file_is_one_line(tmp_path, capsys):
    target = tmp_path / "a_file"
    target.write_text("")
    assert cli.main(["--out", str(target)]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [f"codegen: --out {target} is a file; it names the folder the generated files go to"]


def test_a_missing_package_is_one_line_and_no_traceback():
    import subprocess
    import sys

    code = "import sys, runpy; sys.modules['jinja2'] = None; sys.argv = ['codegen']; runpy.run_module('codegen', run_name='__main__')"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "codegen: the Python package Jinja2 is not installed: python3 -m pip install -r codegen/requirements.txt"
    ]


def test_every_problem_of_a_run_is_reported_together(tmp_path, capsys, cuda_include):
    text = GOOD.replace('"curandGetVersion",', '"curandGetVersion", "curandNoSuchThing",')
    text = text.replace('"curandGenerateLongLong" = ["outputPtr"]', '"curandGenerateLongLongLong" = ["outputPtr"]')
    text = text.replace('cudaStream_t = "stream"', 'cudaStream_t = "stream"\ncudaStraem_t = "stream"')
    folder = write_spec(tmp_path, text)
    assert cli.main(["--cuda-include", cuda_include, "--spec", str(folder), "--out", str(tmp_path / "out")]) == 2
    lines = capsys.readouterr().err.splitlines()

    def line_of(needle):
        return next(n for n, l in enumerate(text.splitlines(), 1) if needle in l)

    assert lines == [
        f"{folder / 'lib.toml'}:{line_of('curandNoSuchThing')}: 'curandNoSuchThing' (context_free) is not declared in curand.h (files read: curand.h)",
        f"{folder / 'lib.toml'}:{line_of('cudaStraem_t')}: 'cudaStraem_t' ([handles]) is not a type curand.h declares",
        f"{folder / 'lib.toml'}:{line_of('LongLongLong')}: 'curandGenerateLongLongLong' matches no function of curand.h",
        "codegen: 3 problem(s) in the spec or the headers; nothing was generated",
    ]


def test_a_function_newer_than_the_review_needs_a_decision(tmp_path, cuda_include):
    versions = (ROOT / "spec" / spec.VERSIONS_FILE).read_text()
    versions = versions.replace('curandGenerateBinomial = { since = "11.8"', 'curandGenerateBinomial = { since = "13.0"')
    versions = re.sub(r"curandGeneratePoisson = .*\n", "", versions)
    text = GOOD.replace('reviewed_through = "13.0"', 'reviewed_through = "12.9"')
    with pytest.raises(spec.SpecError) as raised:
        generate(write_spec(tmp_path, text, versions=versions), cuda_include)
    line = next(n for n, l in enumerate(text.splitlines(), 1) if l.startswith("reviewed_through"))
    assert [p.split(" is ")[0] for p in raised.value.problems] == [
        f"{tmp_path / 'spec' / 'lib.toml'}:{line}: curandGeneratePoisson (curand.h:{p.split('curand.h:')[1].split(')')[0]})"
        for p in raised.value.problems[:1]
    ] + [f"{tmp_path / 'spec' / 'lib.toml'}:{line}: curandGenerateBinomial (curand.h:{raised.value.problems[1].split('curand.h:')[1].split(')')[0]})"]
    assert "is unknown to spec/versions.toml, after reviewed_through = 12.9" in raised.value.problems[0]
    assert "is new in CUDA 13.0, after reviewed_through = 12.9" in raised.value.problems[1]
    # Written down, both are wrapped as they are.
    text += '\n[reviewed]\ncurandGeneratePoisson = "like the others"\ncurandGenerateBinomial = "like the others"\n'
    model = generate(write_spec(tmp_path, text, versions=versions), cuda_include)
    functions = {f.name: f for f in next(l for l in model.libraries if l.name == "curand").functions}
    assert functions["curandGeneratePoisson"].wrapped and functions["curandGenerateBinomial"].wrapped


def test_a_function_excluded_and_context_changing_is_rejected(tmp_path):
    text = GOOD + '\n[excluded]\ncurandSetStream = "pretend"\n\n[context_changing]\ncurandSetStream = { effect = "none" }\n'
    with pytest.raises(spec.SpecError, match="'curandSetStream' cannot be both excluded and context-changing"):
        spec.load(write_spec(tmp_path, text))


def test_a_context_free_function_that_makes_handles_is_rejected(tmp_path):
    text = GOOD.replace('"curandGetVersion",', '"curandGetVersion", "curandCreateGenerator",')
    with pytest.raises(spec.SpecError, match="'curandCreateGenerator' cannot be both context-free and a call that makes handles"):
        spec.load(write_spec(tmp_path, text))


def test_a_bad_reviewed_through_is_rejected(tmp_path):
    text = GOOD.replace('reviewed_through = "13.0"', 'reviewed_through = "thirteen"')
    with pytest.raises(spec.SpecError, match="reviewed_through: 'thirteen' is not a CUDA version such as 12.4"):
        spec.load(write_spec(tmp_path, text))


def test_verify_names_a_stray_file_in_generated(tmp_path, capsys, cuda_include):
    out = tmp_path / "generated"
    assert cli.main(["--cuda-include", cuda_include, "--out", str(out)]) == 0
    (out / "src" / "stray.c").write_text("")  # empty: no diff line would show it
    assert cli.main(["--cuda-include", cuda_include, "--out", str(out), "--verify"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err == [f"{out / 'src' / 'stray.c'}: not a file the generator writes; delete it (git rm) and commit"]
    (out / "src" / "stray.c").unlink()
    assert cli.main(["--cuda-include", cuda_include, "--out", str(out), "--verify"]) == 0


def test_a_host_memory_alias_must_name_the_host_address_parameter(tmp_path, cuda_include):
    text = GOOD + '\n[host_memory]\ncurandGenerate = { address = "outputPtr", alias_of = "nothing" }\n'
    with pytest.raises(spec.SpecError) as raised:
        generate(write_spec(tmp_path, text), cuda_include)
    assert any("[host_memory] curandGenerate needs address" in p and "alias_of" in p for p in raised.value.problems)


def line_in(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


def run_cli(capsys, *args) -> tuple[int, list[str]]:
    status = cli.main([str(a) for a in args])
    return status, capsys.readouterr().err.splitlines()


def test_a_changed_signature_stops_generation_until_the_spec_decides_it_again(tmp_path, headers_like, cuda_include, capsys):
    curand_h = Path(cuda_include, "curand.h").read_text()
    declared = "curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset"
    include = headers_like({"curand.h": curand_h.replace(declared + ");", declared + ", int flags);")})
    folder = write_spec(tmp_path, GOOD)
    status, err = run_cli(capsys, "--cuda-include", include, "--spec", folder, "--out", tmp_path / "out")
    now = "curandStatus_t curandSetGeneratorOffset(curandGenerator_t, unsigned long long, int)"
    assert (status, err) == (2, [
        f"{folder / 'lib.toml'}:{line_in(GOOD, 'reviewed_through')}: curandSetGeneratorOffset (curand.h:{line_in(curand_h, declared)}) "
        f"is declared as \"{now}\", a form spec/versions.toml does not know (it knows \"curandStatus_t "
        f"curandSetGeneratorOffset(curandGenerator_t, unsigned long long)\"): decide it again and write the form in [changed]"])
    folder = write_spec(tmp_path, GOOD + f'\n[changed]\ncurandSetGeneratorOffset = "{now}"\n')
    assert run_cli(capsys, "--cuda-include", include, "--spec", folder, "--out", tmp_path / "out")[0] == 0


def test_a_name_remapped_to_a_new_version_stops_generation_until_the_spec_decides_it_again(tmp_path, headers_like, cuda_include):
    curand_h = Path(cuda_include, "curand.h").read_text()
    declared = "curandSetStream(curandGenerator_t generator, cudaStream_t stream);"
    include = headers_like({"curand.h": curand_h.replace(declared, "\n#define curandSetStream curandSetStream_v2\n" + declared)})
    now = "curandStatus_t curandSetStream_v2(curandGenerator_t, cudaStream_t)"
    versions = (ROOT / "spec" / spec.VERSIONS_FILE).read_text()
    old = 'form = "curandStatus_t curandSetStream(curandGenerator_t, cudaStream_t)" }'
    versions = versions.replace(old, old[:-2] + f', changed = {{ "13.5" = "{now}" }} }}')  # as if 13.5 made it _v2
    with pytest.raises(spec.SpecError) as raised:
        generate(write_spec(tmp_path, GOOD, versions=versions), include)
    assert [p.partition(": ")[2] for p in raised.value.problems] == [
        f"curandSetStream (curand.h:{line_in(curand_h, declared) + 2}) is declared as \"{now}\", since CUDA 13.5, after "
        f"reviewed_through = 13.0 (before: \"curandStatus_t curandSetStream(curandGenerator_t, cudaStream_t)\"): decide "
        f"it again and write the form in [changed]"]


def test_an_out_under_a_file_is_one_line(tmp_path, capsys):
    (tmp_path / "a_file").write_text("")
    out = tmp_path / "a_file" / "generated"
    assert run_cli(capsys, "--out", out) == (2, [f"codegen: --out {out} is under {tmp_path / 'a_file'}, which is a file"])


def test_a_read_only_out_is_one_line(tmp_path, capsys, monkeypatch):
    out = tmp_path / "read-only"
    out.mkdir()
    out.chmod(0o555)
    if os.access(out, os.W_OK):  # root may write anyway: let the check see what any other user would
        access = os.access
        monkeypatch.setattr(os, "access", lambda path, mode: Path(path) != out and access(path, mode))
    assert run_cli(capsys, "--out", out / "generated") == (2, [f"codegen: --out {out / 'generated'}: {out} is read-only to this user"])


def test_an_out_that_cannot_be_written_is_one_line(tmp_path, capsys, cuda_include):
    blocked = tmp_path / "out" / "include" / "cubound" / "driver.h"
    blocked.mkdir(parents=True)  # a folder where a file goes
    assert run_cli(capsys, "--cuda-include", cuda_include, "--out", tmp_path / "out") == (
        2, [f"codegen: --out {tmp_path / 'out'}: cannot write {blocked}: Is a directory"])


def without_driver_types_h(tmp_path, cuda_include) -> Path:
    """The toolkit's include folder (as links) but for driver_types.h."""
    include = tmp_path / "include"
    include.mkdir()
    for entry in Path(cuda_include).iterdir():
        if entry.name != "driver_types.h":
            (include / entry.name).symlink_to(entry)
    return include


def test_a_folder_without_driver_types_h_is_refused_never_taken_from_the_system(tmp_path, cuda_include, capsys):
    include = without_driver_types_h(tmp_path, cuda_include)
    cublas_api = (include / "cublas_api.h").read_text()  # the first header read that includes it
    status, err = run_cli(capsys, "--cuda-include", include, "--out", tmp_path / "out")
    assert (status, err) == (2, [
        f"{include / 'cublas_api.h'}:{line_in(cublas_api, 'driver_types.h')}: 'driver_types.h' file not found in "
        f"--cuda-include {include}, which must be a whole toolkit's include folder: the generator reads only it, the "
        f"compiler's and the C library's headers"])


def test_a_cuda_header_found_elsewhere_is_refused(tmp_path, cuda_include, monkeypatch):
    include = without_driver_types_h(tmp_path, cuda_include)
    monkeypatch.setenv("CPATH", cuda_include)  # clang searches it even so
    with pytest.raises(parse.HeaderError) as raised:
        parse.parse_header(str(include), "curand.h", ("curand.h",))
    assert str(raised.value).endswith(f": driver_types.h is not in --cuda-include {include}, and "
                                      f"{Path(cuda_include, 'driver_types.h')} is another toolkit's; the generator reads "
                                      f"only the headers of the folder it is given")


def test_a_folder_mixing_two_toolkits_is_refused(headers_like, cuda_include, capsys, tmp_path):
    cuda_h = Path(cuda_include, "cuda.h").read_text()
    include = headers_like({"cuda.h": cuda_h.replace("#define CUDA_VERSION 13000", "#define CUDA_VERSION 13040")})
    runtime = Path(cuda_include, "cuda_runtime_api.h").read_text()
    assert run_cli(capsys, "--cuda-include", include, "--out", tmp_path / "out") == (2, [
        f"{include}/cuda_runtime_api.h:{line_in(runtime, '#define CUDART_VERSION')}: CUDART_VERSION 13000 is CUDA 13.0, but "
        f"{include}/cuda.h:{line_in(cuda_h, '#define CUDA_VERSION')} says 13040 (CUDA 13.4): --cuda-include mixes two "
        f"toolkits' headers"])


def test_a_cuda_h_older_than_its_cudatypedefs_h_is_refused(headers_like, cuda_include, capsys, tmp_path):
    cuda_h = Path(cuda_include, "cuda.h").read_text().replace("#define CUDA_VERSION 13000", "#define CUDA_VERSION 12090")
    runtime = Path(cuda_include, "cuda_runtime_api.h").read_text().replace("CUDART_VERSION  13000", "CUDART_VERSION  12090")
    include = headers_like({"cuda.h": cuda_h, "cuda_runtime_api.h": runtime})
    status, err = run_cli(capsys, "--cuda-include", include, "--out", tmp_path / "out")
    assert status == 2 and len(err) == 1
    assert re.fullmatch(rf"{include}/cudaTypedefs\.h: PFN_\w+_v13000 is CUDA 13\.0's, but {include}/cuda\.h:\d+ says CUDA "
                        rf"12\.9: --cuda-include mixes two toolkits' headers", err[0])


def test_a_missing_versions_table_is_one_line(tmp_path, capsys, cuda_include):
    folder = write_spec(tmp_path, GOOD)
    (folder / spec.VERSIONS_FILE).unlink()
    assert run_cli(capsys, "--cuda-include", cuda_include, "--spec", folder, "--out", tmp_path / "out") == (2, [
        f"{folder / spec.VERSIONS_FILE}: missing: it says which versions declare which names; make it with python3 "
        f"tests/headers/fetch.py && python3 tests/headers/since.py (or git checkout versions.toml)"])


def test_a_library_the_versions_table_does_not_count_is_one_line(tmp_path, cuda_include):
    versions = (ROOT / "spec" / spec.VERSIONS_FILE).read_text().replace("[curand]", "[curand_renamed]").replace("[curand.", "[curand_renamed.")
    with pytest.raises(spec.SpecError) as raised:
        generate(write_spec(tmp_path, GOOD, versions=versions), cuda_include)
    assert raised.value.problems == (f"{tmp_path / 'spec' / spec.VERSIONS_FILE}:1: no [curand] tables for lib.toml: pin its "
                                     f"headers in tests/headers/versions.toml and regenerate it with tests/headers/since.py",)
    text = GOOD.replace('[library]\n', '[library]\nversion_macro = "NCCL_VERSION_CODE"\n').replace('"13.0"', '"2.28.9"')
    with pytest.raises(spec.SpecError) as raised:
        generate(write_spec(tmp_path, text), cuda_include)
    assert raised.value.problems[0] == (f"{tmp_path / 'spec' / spec.VERSIONS_FILE}:1: [curand] counts in CUDA_VERSION, lib.toml "
                                        f"in NCCL_VERSION_CODE: regenerate it with tests/headers/since.py")


def test_a_version_macro_must_be_known_and_reviewed_through_a_version_of_it(tmp_path):
    text = GOOD.replace('[library]\n', '[library]\nversion_macro = "CURAND_VERSION"\n')
    line = line_in(text, "version_macro")
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line}: version_macro: 'CURAND_VERSION' is not one of CUDA_VERSION, NCCL_VERSION_CODE"):
        spec.load(write_spec(tmp_path, text))
    text = GOOD.replace('[library]\n', '[library]\nversion_macro = "NCCL_VERSION_CODE"\n')
    with pytest.raises(spec.SpecError, match=r"reviewed_through: '13\.0' is not an NCCL version such as 2\.27\.3"):
        spec.load(write_spec(tmp_path, text))
