#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The typed launch checks a kernel's arguments at compile time: wrong_arguments.cpp compiles
# warning-free with g++, clang++ and nvcc in C++17 to C++23 (CASE 0) and is refused for a wrong type,
# a narrowing conversion and a wrong count (each other CASE); wrong_arguments.c compiles
# warning-free with gcc and clang (CASE 0) and is refused for a wrong count or pointer type.
#   tests/launch/rejects.sh INCLUDE_DIR...      (ctest: typed_launch_rejects)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
includes=()
for dir in "$@"; do includes+=(-I"$dir"); done
includes+=(-I"$here")
strict=(-Wall -Wextra -Werror -pedantic)
failed=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

expect() { # outcome (pass|fail), what, command...
  local outcome=$1 what=$2
  shift 2
  if "$@" >"$work/out" 2>&1; then got=pass; else got=fail; fi
  if [ "$got" != "$outcome" ]; then
    echo "FAILED: $what: expected to $outcome, did $got"
    cat "$work/out"
    failed=1
  else
    echo "ok: $what ($outcome)"
  fi
}

compilers=()
newest_clang=$(compgen -c clang++- | grep -E '^clang\+\+-[0-9]+$' | sort -t- -k2 -n | tail -1 || true)
for cxx in g++ clang++ $newest_clang; do command -v "$cxx" >/dev/null && compilers+=("$cxx"); done
for cxx in "${compilers[@]}"; do
  c23=c++23 # C++23 as the compiler names it (clang 14: c++2b)
  echo | "$cxx" -std=$c23 -x c++ -fsyntax-only - 2>/dev/null || c23=c++2b
  for standard in c++17 c++20 $c23; do
    expect pass "$cxx -std=$standard, right arguments" \
      "$cxx" -std=$standard "${strict[@]}" "${includes[@]}" -DCASE=0 -c "$here/wrong_arguments.cpp" -o "$work/o"
  done
  for case in 1 2 3 4; do
    expect fail "$cxx, wrong arguments (case $case)" \
      "$cxx" -std=c++17 "${includes[@]}" -DCASE=$case -c "$here/wrong_arguments.cpp" -o "$work/o"
  done
done
if command -v nvcc >/dev/null; then
  expect pass "nvcc -std=c++17, right arguments" nvcc -std=c++17 -Werror all-warnings -Xcompiler -Wall,-Wextra \
    "${includes[@]}" -DCASE=0 -x cu -c "$here/wrong_arguments.cpp" -o "$work/o"
  for case in 1 2 3 4; do
    expect fail "nvcc, wrong arguments (case $case)" nvcc -std=c++17 "${includes[@]}" -DCASE=$case -x cu \
      -c "$here/wrong_arguments.cpp" -o "$work/o"
  done
fi
for cc in gcc clang; do
  command -v "$cc" >/dev/null || continue
  expect pass "$cc -std=c11, right arguments" "$cc" -std=c11 "${strict[@]}" "${includes[@]}" -DCASE=0 \
    -c "$here/wrong_arguments.c" -o "$work/o"
  for case in 1 2; do
    expect fail "$cc, wrong arguments (case $case)" "$cc" -std=c11 "${strict[@]}" "${includes[@]}" -DCASE=$case \
      -c "$here/wrong_arguments.c" -o "$work/o"
  done
done
exit $failed
