#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One generation against another made from newer headers (the newest pinned set, built by
# tests/versions.sh into build/headers-VERSION): the tables keep every slot in place and type and the
# exports keep every prototype (layout.py), and a program built with the inline form against this
# tree's generated/ runs against the newer libcubound on the simulated driver, calling the right
# functions (inline_program.c).
#   tests/abi/generations.sh [BUILD_OF_THIS_TREE]      (default: build/release; NEWER_BUILD: the other)
set -euo pipefail
cd "$(dirname "$0")/../.."

cache=${CUBOUND_HEADER_CACHE:-$HOME/.cache/cubound-headers}
newest=$(python3 -c 'import tomllib; print(list(tomllib.load(open("tests/headers/versions.toml", "rb")))[-1])')
newer_build=${NEWER_BUILD:-build/headers-$newest}
this_build=${1:-build/release}
cuda_include=$(python3 -c 'from codegen import cli; print(cli.default_cuda_include())')

python3 tests/abi/layout.py "$cuda_include" "$cache/$newest/include"
program=$(mktemp -d)/inline_program
cc -std=c11 -Wall -Wextra -Werror -pedantic -Iinclude -Igenerated/include -isystem "$cuda_include" \
  tests/abi/inline_program.c -L"$this_build/lib" -lcubound -o "$program"
CUBOUND_DRIVER=sim CUBOUND_SIM_DEVICES=2 CUBOUND_CHECKS=0 LD_LIBRARY_PATH="$newer_build/lib" "$program"
echo "generations: built against the tables of $cuda_include, ran against CUDA $newest's libcubound"
