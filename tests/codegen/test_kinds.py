# SPDX-License-Identifier: MIT
"""bd_kind_t's numbers (spec/kinds.txt, codegen/kinds.py): programs pass them to bd_adopt and read them
in violation reports, so a kind keeps its number in every version: the list is append-only."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from codegen import cli, kinds, render, spec
from test_ctypes_types import COMMITTED
from test_errors import GOOD, write_spec

ROOT = Path(__file__).resolve().parents[2]
LISTED = kinds.load(ROOT / "spec")

# cubound 0.3.0's bd_kind_t, in its order (generated/include/cubound/kinds.h of its release, 86871ea).
RELEASED_0_3_0 = (
    "array", "async_callback", "checkpoint_operation", "context", "coredump_callback", "cublas_handle",
    "curand_distribution", "curand_generator", "device_pointer", "event", "external_memory", "external_semaphore",
    "function", "graph", "graph_conditional", "graph_exec", "graph_node", "graphics_resource", "green_context",
    "kernel", "library", "link_state", "logs_callback", "memory_handle", "memory_pool", "mipmapped_array", "module",
    "nccl_comm", "nccl_window", "resource_descriptor", "stream", "surface_object", "surface_reference",
    "texture_object", "texture_reference", "user_object",
)


def test_the_kinds_of_0_3_0_keep_their_numbers():
    assert LISTED.names[: len(RELEASED_0_3_0)] == RELEASED_0_3_0


def committed_lists():
    """Every version of spec/kinds.txt committed on this line of history (first parents: a merged
    branch's own commits are not this line's), newest first; none where there is no git history."""
    git = shutil.which("git")
    if git is None or subprocess.run([git, "-C", ROOT, "rev-parse"], capture_output=True).returncode:
        pytest.skip("no git history here")
    path = f"spec/{kinds.FILE}"
    commits = subprocess.run([git, "-C", ROOT, "log", "--first-parent", "--format=%h", "--", path],
                             capture_output=True, text=True, check=True).stdout.split()
    for commit in commits:
        text = subprocess.run([git, "-C", ROOT, "show", f"{commit}:{path}"], capture_output=True, text=True).stdout
        yield commit, [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def test_no_committed_kind_moves_or_goes():
    problems = []
    for commit, names in committed_lists():
        for value, name in enumerate(names):
            now = LISTED.names.index(name) if name in LISTED.names else None
            if now != value:
                problems.append(f"{name} is {value} in {commit}'s spec/{kinds.FILE}, "
                                + ("gone now" if now is None else f"{now} now"))
    assert not problems, "a kind's line never moves or goes; append new ones at the end:\n" + "\n".join(problems)


def test_the_header_and_the_python_package_carry_the_numbers():
    header = (ROOT / "generated" / "include" / "cubound" / "kinds.h").read_text()
    for value, name in enumerate(LISTED.names):
        assert f"    BD_KIND_{name.upper()} = {value}," in header
        assert COMMITTED.bd_kind_t[f"BD_KIND_{name.upper()}"] == value
    assert f"    BD_KIND_COUNT = {len(LISTED.names)} " in header
    assert COMMITTED.bd_kind_t.BD_KIND_STREAM == 30 and COMMITTED.bd_kind_t.BD_KIND_CUTENSOR_PLAN == 49


def test_a_kind_the_list_lacks_stops_generation(tmp_path, cuda_include):
    folder = write_spec(tmp_path, GOOD)
    path = folder / kinds.FILE
    path.write_text("".join(line for line in path.read_text().splitlines(keepends=True)
                            if line not in ("curand_distribution\n", "stream\n")))
    lines = len(path.read_text().splitlines())
    with pytest.raises(spec.SpecError) as raised:
        cli.model_of(cuda_include, folder)
    assert raised.value.problems == (
        f"{path}:{lines + 1}: no number for the kind(s) curand_distribution (lib.toml), stream (driver.toml): "
        "append them (python3 -m codegen.kinds); a line is never moved or removed, its place is the kind's value "
        "in bd_kind_t",)


def test_a_listed_kind_no_spec_declares_keeps_its_number(tmp_path, cuda_include):
    """Only the driver and cuRAND here: cuBLAS's handle and NCCL's communicator stay, at their numbers,
    so that what is after them does not move and a program naming them still compiles."""
    folder = write_spec(tmp_path, GOOD)
    model = cli.model_of(cuda_include, folder)
    assert [(kind.name, kind.value) for kind in model.kinds] == [(name, value) for value, name in enumerate(LISTED.names)]
    undeclared = {kind.name for kind in model.kinds if not kind.declared}
    assert {"cublas_handle", "nccl_comm", "cutensor_plan"} <= undeclared
    assert "curand_generator" not in undeclared and "stream" not in undeclared
    header = render.render(model, ROOT / "templates")["include/cubound/kinds.h"]
    assert "    BD_KIND_NCCL_COMM = 27, /* no spec declares it now: kept, its number never reused */" in header
    assert "    BD_KIND_CURAND_GENERATOR = 7, /* tracked */" in header
    assert 'case BD_KIND_NCCL_COMM: return "nccl comm";' in header


def test_the_tool_appends_what_the_list_lacks_sorted(tmp_path):
    folder = write_spec(tmp_path, GOOD)
    path = folder / kinds.FILE
    kept = "".join(line for line in path.read_text().splitlines(keepends=True) if line not in ("context\n", "curand_generator\n"))
    path.write_text(kept)
    run = subprocess.run([sys.executable, "-m", "codegen.kinds", "--spec", folder], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert path.read_text() == kept + "context\ncurand_generator\n"
    assert run.stdout == f"{path}: 2 kind(s) appended: context, curand_generator\n"
