#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# cubound's packages (cmake/Package.cmake). cpack makes the .deb from a Release build; dpkg-deb -x
# unpacks it into a temporary root, and examples/consumer builds against that with find_package
# (shared and static) and pkg-config (with an rpath) and runs on the simulated driver; cubound-gen
# runs from it. The .rpm is built where rpmbuild is (Debian: apt-get install rpm), not installed:
# it must hold the files the .deb holds. Last, the Spack and conda-forge recipes (cmake/packaging/) are
# checked for syntax (cmake/packaging/check.py); nothing builds them here.
#   tests/packages.sh BUILD_DIR        a Release build, built (tests/run.sh: build/release)
set -euo pipefail
build=$(cd "$1" && pwd)
source_dir=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$source_dir/tests/consume.sh" # check, consume, names_none

grep -qx "CMAKE_BUILD_TYPE:STRING=Release" "$build/CMakeCache.txt" ||
  { echo "packages: $build is not a Release build (cmake -DCMAKE_BUILD_TYPE=Release)" >&2; exit 1; }
package() { # generator: cpack's output only where it fails
  cpack --config "$build/CPackConfig.cmake" -G "$1" -B "$work/packages" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log" >&2; exit 1; }
}

package DEB
deb=$(echo "$work"/packages/cubound_*.deb)
# cubound's files only: what cmake/Install.cmake installs, under /usr.
if dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { print $6 }' |
  grep -vE '^\./usr/(bin/cubound-gen|include/cubound/|lib/(.*/)?(libcubound|cmake/cubound/|pkgconfig/cubound-)|share/(cubound|doc/cubound)/)'; then
  echo "the .deb holds these files of no part of cubound" >&2
  exit 1
fi
version=$(dpkg-deb -f "$deb" Version)
echo "deb: $(basename "$deb"), Depends: $(dpkg-deb -f "$deb" Depends)"
dpkg-deb -x "$deb" "$work/root"
prefix=$work/root/usr
consume "$prefix" "$work"
said=$("$prefix/bin/cubound-gen" --version)
test "$said" = "cubound-gen $version (from $(readlink -f "$prefix")/share/cubound)" ||
  { echo "cubound-gen --version: $said (the package's version: $version)" >&2; exit 1; }
echo "$said"
names_none "$work/root" "$source_dir" "$build"

if command -v rpmbuild >/dev/null; then
  package RPM
  rpm=$(echo "$work"/packages/cubound-*.rpm)
  # The files and links of each, folders left out (each package owns the folders of its own kind).
  dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { sub(/^\./, "", $6); print $6 }' | sort >"$work/deb.files"
  rpm -qp --qf '[%{FILEMODES:perms} %{FILENAMES}\n]' "$rpm" | awk '$1 !~ /^d/ { print $2 }' | sort >"$work/rpm.files"
  diff -u "$work/deb.files" "$work/rpm.files" >&2 || { echo "the .rpm and the .deb hold different files" >&2; exit 1; }
  echo "rpm: $(basename "$rpm"), the .deb's $(wc -l <"$work/rpm.files") files"
else
  echo "rpm: skipped, no rpmbuild (Debian, Ubuntu: apt-get install rpm)"
fi

python3 "$source_dir/cmake/packaging/check.py"
