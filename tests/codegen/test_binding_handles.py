# SPDX-License-Identifier: MIT
"""[binding_handle]: every library handle a binding owns is one row of the C test, and a spec that
describes one wrongly is stopped with its file and line."""
import re
import tomllib
from pathlib import Path

import pytest

from codegen import spec
from test_errors import GOOD, ROOT, generate, write_spec


def spec_getters() -> set[str]:
    return {data["binding_handle"]["getter"] for path in (ROOT / "spec").glob("*.toml")
            if "binding_handle" in (data := tomllib.loads(path.read_text()))}


def test_every_getter_has_a_row_in_the_c_test():
    rows = set(re.findall(r'\{"(bd_\w+)", get_', (ROOT / "tests" / "c" / "test_binding_handles.c").read_text()))
    assert spec_getters() == rows
    assert len(rows) == 9


def line_of(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


def test_a_binding_handle_without_destroy_names_what_it_needs(tmp_path):
    text = GOOD.replace('destroy = "curandDestroyGenerator"\n', "")
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line_of(text, '[binding_handle]')}: \[binding_handle\] needs "
                                             r"'destroy'"):
        spec.load(write_spec(tmp_path, text))


def test_a_handle_kind_no_type_is_is_rejected(tmp_path, cuda_include):
    text = GOOD.replace('handle_kind = "curand_generator"', 'handle_kind = "curand_generater"')
    with pytest.raises(spec.SpecError, match=rf"lib\.toml:{line_of(text, 'curand_generater')}: .*handle_kind = "
                                             r"'curand_generater', which no type in \[handles\] is"):
        generate(write_spec(tmp_path, text), cuda_include)


def test_create_without_its_arguments_is_rejected(tmp_path, cuda_include):
    text = GOOD.replace('create_args = ["CURAND_RNG_PSEUDO_DEFAULT"]\n', "")
    with pytest.raises(spec.SpecError, match=r"\[binding_handle\] create = 'curandCreateGenerator' must take where to "
                                             r"write a curand_generator first, then create_args \(0\)"):
        generate(write_spec(tmp_path, text), cuda_include)


def test_a_set_stream_that_takes_no_stream_is_rejected(tmp_path, cuda_include):
    text = GOOD.replace('set_stream = "curandSetStream"', 'set_stream = "curandSetPseudoRandomGeneratorSeed"')
    with pytest.raises(spec.SpecError, match=r"set_stream = 'curandSetPseudoRandomGeneratorSeed' must take the "
                                             r"curand_generator, then a stream"):
        generate(write_spec(tmp_path, text), cuda_include)
