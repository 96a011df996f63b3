#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Python package as a user gets it: `pip install .` into a fresh virtual environment builds the
# wheel (scikit-build-core, src/python/CMakeLists.txt: libcubound and the simulated driver in one
# Release build, no tests), then tests/python/test_package.py runs on the simulation with two
# devices against the library the wheel bundles, first without NumPy (the package needs none), then
# with it. Needs PyPI (scikit-build-core, pytest, numpy), a C compiler, CMake and the CUDA headers.
#   tests/python/package.sh        (tests/run.sh)
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
python=$work/venv/bin/python
"$python" -m pip install -q --disable-pip-version-check "$source_dir" pytest
# Outside the source tree, and with nothing pointing elsewhere: the installed package, its library.
cd "$work"
unset CUBOUND_LIBRARY PYTHONPATH
export CUBOUND_PYTHON_PACKAGE=installed CUBOUND_DRIVER=sim CUBOUND_SIM_DEVICES=2
test_package=$source_dir/tests/python/test_package.py
run_test() { # what it runs with
  local said
  if ! said=$("$python" -m pytest -q -p no:cacheprovider "$test_package" 2>&1); then
    echo "$said" >&2
    echo "python package, $1: failed" >&2
    exit 1
  fi
  echo "python package, $1: ${said##*$'\n'}"
}
run_test "without NumPy"
"$python" -m pip install -q --disable-pip-version-check numpy
run_test "with NumPy"
