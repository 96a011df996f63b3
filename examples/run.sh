#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The main job: set up, generate, build, and run the two-devices example: on the GPU when there
# is one, on the simulated driver otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup

python3 -m codegen
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/release -j"$(nproc)"
if nvidia-smi -L >/dev/null 2>&1; then
  echo "== on the GPU"
  build/release/examples/two_devices
else
  echo "== no GPU here: on the simulated driver"
  CUBOUND_DRIVER=sim build/release/examples/two_devices
fi
