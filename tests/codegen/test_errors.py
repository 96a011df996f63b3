"""Bad input is rejected with a message that says where: a spec's file and line, a header's errors."""
import shutil
from pathlib import Path

import pytest

from codegen import build, cli, parse, spec

ROOT = Path(__file__).resolve().parents[2]

GOOD = (ROOT / "spec" / "curand.toml").read_text()


def write_spec(tmp_path, text, name="lib.toml"):
    folder = tmp_path / "spec"
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(text)
    return folder


def test_toml_syntax_error_names_file_and_line(tmp_path):
    folder = write_spec(tmp_path, '[library]\nname = "x"\nheader = \n')
    with pytest.raises(spec.SpecError, match=r"lib\.toml:3: not valid TOML"):
        spec.load(folder)


def test_unknown_function_names_its_line(tmp_path, cuda_include):
    text = GOOD.replace('"curandGetVersion",', '"curandGetVersion", "curandNoSuchThing",')
    folder = write_spec(tmp_path, text)
    line = next(n for n, l in enumerate(text.splitlines(), 1) if "curandNoSuchThing" in l)
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line}: 'curandNoSuchThing' \(context_free\) is not declared in curand\.h"):
        build.build(spec.load(folder), cuda_include, "test")


def test_a_family_pattern_that_matches_nothing_names_its_line(tmp_path, cuda_include):
    text = GOOD.replace('"curandGenerateLongLong" = ["outputPtr"]', '"curandGenerateLongLongLong" = ["outputPtr"]')
    folder = write_spec(tmp_path, text)
    line = next(n for n, l in enumerate(text.splitlines(), 1) if "LongLongLong" in l)
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line}: 'curandGenerateLongLongLong' matches no function"):
        build.build(spec.load(folder), cuda_include, "test")


def test_a_family_member_without_the_parameter_is_rejected(tmp_path, cuda_include):
    text = GOOD.replace('"curandGenerate" = ["outputPtr"]', '"curandGenerate" = ["outputPtr", "seed"]')
    with pytest.raises(spec.SpecError, match="'curandGenerate' \\(matched by 'curandGenerate'\\) has no parameter seed"):
        build.build(spec.load(write_spec(tmp_path, text)), cuda_include, "test")


def test_a_creates_pattern_on_a_function_that_makes_nothing_is_rejected(tmp_path, cuda_include):
    text = GOOD.replace('creates = ["curandCreate*"]', 'creates = ["curandCreate*", "curandSetStream"]')
    with pytest.raises(spec.SpecError, match="'curandSetStream' matches creates pattern 'curandSetStream' but writes no handle"):
        build.build(spec.load(write_spec(tmp_path, text)), cuda_include, "test")


def test_a_stale_not_functions_entry_is_rejected(tmp_path, cuda_include):
    text = GOOD + '\n[not_functions]\ncurandSetStream = "pretend it is missing"\n'
    with pytest.raises(spec.SpecError, match="'curandSetStream' is declared now"):
        build.build(spec.load(write_spec(tmp_path, text)), cuda_include, "test")


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


def test_a_crossing_entry_must_name_a_tracked_handle_parameter(tmp_path, cuda_include):
    text = GOOD + '\n[crossing]\n"curandGenerateUniform.num" = "not a handle"\n'
    folder = write_spec(tmp_path, text)
    line = text.splitlines().index('"curandGenerateUniform.num" = "not a handle"') + 1
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line}: 'curandGenerateUniform.num' is not a parameter of a tracked"):
        build.build(spec.load(folder), cuda_include, "0")


def test_new_api_is_loud_all_at_once(tmp_path, cuda_include):
    text = GOOD.replace('curandDiscreteDistribution_t = "curand_distribution"\n', "")
    text = text.replace('curandGenerator_t = "curand_generator"\n', "")
    text = text.replace('tracked = ["curand_generator", "stream"]', 'tracked = ["stream"]')
    with pytest.raises(spec.SpecError) as raised:
        build.build(spec.load(write_spec(tmp_path, text)), cuda_include, "0")
    lines = str(raised.value).splitlines()
    assert lines[0] == "2 decision(s) needed:"
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
