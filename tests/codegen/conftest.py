# SPDX-License-Identifier: MIT
import os
import sys
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from codegen import cli  # noqa: E402


@pytest.fixture(scope="session")
def cuda_include() -> str:
    return os.environ.get("CUBOUND_CUDA_INCLUDE") or cli.default_cuda_include()


@pytest.fixture(scope="session")
def model(cuda_include):
    """The model of spec/ over the toolkit's headers, built once for every test that only reads it."""
    return cli.model_of(cuda_include, ROOT / "spec")


@pytest.fixture(scope="session")
def generated(model, cuda_include):
    """Every file the generator writes from that model, by path; read-only (a test that edits one
    edits a copy)."""
    return types.MappingProxyType(cli.files_of(model, cuda_include, ROOT / "templates"))


@pytest.fixture
def headers_like(tmp_path, cuda_include):
    """A stand-in for the toolkit's include folder in which the headers named are replaced."""

    def make(replaced: dict[str, str]) -> str:
        folder = tmp_path / "include"
        folder.mkdir()
        for entry in os.listdir(cuda_include):
            if entry not in replaced:
                (folder / entry).symlink_to(os.path.join(cuda_include, entry))
        for name, text in replaced.items():
            (folder / name).write_text(text)
        return str(folder)

    return make
