#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The style check of tests/run.sh: the files below keep .clang-format's and ruff.toml's style, and
# codegen/ passes ruff's lint. Only these files: the rest of the code base predates the two configs
# and is not reformatted wholesale. A file formatted with `clang-format -i FILE` or
# `ruff format FILE` joins its list here.
#   tests/style.sh          check (clang-format --dry-run --Werror; ruff check and format --check)
set -euo pipefail
cd "$(dirname "$0")/.."

c_files=(
  tests/c/support.c tests/c/support.h tests/c/workload.c tests/c/workload.h tests/c/test_threads.c
  tests/c/test_clean_use.c tests/c/test_bad_input.c tests/c/test_races_load.c tests/c/test_reuse_under_load.c
  tests/c/test_fork.c
)
python_files=(tests/codegen/test_model.py)

if command -v clang-format >/dev/null; then
  clang-format --dry-run --Werror "${c_files[@]}"
  echo "style: ${#c_files[@]} C files as .clang-format says ($(clang-format --version | grep -o 'version [0-9.]*'))"
else
  echo "style: no clang-format (Debian: clang-format): the C files are not checked" >&2
fi
if python3 -m ruff --version >/dev/null 2>&1; then
  python3 -m ruff check --quiet codegen/ "${python_files[@]}"
  python3 -m ruff format --quiet --check "${python_files[@]}"
  echo "style: codegen/ and ${#python_files[@]} Python file(s) as ruff.toml says ($(python3 -m ruff --version))"
elif python3 -m pyflakes --version >/dev/null 2>&1; then
  python3 -m pyflakes codegen/ "${python_files[@]}"
  echo "style: no ruff: codegen/ checked by pyflakes alone" >&2
else
  echo "style: neither ruff nor pyflakes (pip install ruff): the Python files are not checked" >&2
fi
