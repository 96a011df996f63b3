# SPDX-License-Identifier: MIT
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from codegen import cli  # noqa: E402


@pytest.fixture(scope="session")
def cuda_include() -> str:
    return os.environ.get("CUBOUND_CUDA_INCLUDE") or cli.default_cuda_include()


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
