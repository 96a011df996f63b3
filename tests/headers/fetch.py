"""Fetch the pinned CUDA header sets once, headers only, from NVIDIA's wheels on PyPI.

    python3 tests/headers/fetch.py [VERSION ...] [--cache DIR]

For each version of tests/headers/versions.toml (all by default), downloads its wheels with pip
into DIR/wheels and merges their include/ folders into DIR/<version>/include (once), which
`python3 -m codegen --cuda-include` reads. DIR defaults to $CUBOUND_HEADER_CACHE or
~/.cache/cubound-headers. Nothing of this runs at build time. Prints each version's folder.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def download(wheel: str, into: Path) -> Path:
    name, _, version = wheel.partition("==")
    stem = f"{name.replace('-', '_')}-{version}-"
    found = [p for p in into.glob("*.whl") if p.name.startswith(stem)]
    if not found:
        command = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
                   "--platform", "manylinux2014_x86_64", "--platform", "manylinux_2_27_x86_64",
                   "--platform", "manylinux_2_28_x86_64", "--python-version", "3.12", "-d", str(into), wheel]
        subprocess.run(command, check=True)
        found = [p for p in into.glob("*.whl") if p.name.startswith(stem)]
    if not found:
        raise SystemExit(f"fetch.py: pip gave no wheel for {wheel}")
    return found[0]


def extract_headers(wheel: Path, include: Path) -> int:
    count = 0
    with zipfile.ZipFile(wheel) as archive:
        for member in archive.namelist():
            parts = member.split("/")
            if "include" not in parts[:-1] or member.endswith("/"):
                continue
            relative = Path(*parts[parts.index("include") + 1 :])
            target = include / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(archive.read(member))
            count += 1
    return count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("versions", nargs="*", help="versions to fetch (default: all pinned)")
    default = os.environ.get("CUBOUND_HEADER_CACHE", str(Path.home() / ".cache" / "cubound-headers"))
    parser.add_argument("--cache", type=Path, default=Path(default))
    args = parser.parse_args()
    pinned = tomllib.loads((HERE / "versions.toml").read_text())
    unknown = [v for v in args.versions if v not in pinned]
    if unknown:
        print(f"fetch.py: not pinned: {', '.join(unknown)} (pinned: {', '.join(pinned)})", file=sys.stderr)
        return 2
    wheels = args.cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    for version in args.versions or list(pinned):
        include = args.cache / version / "include"
        if not (include / "cuda.h").is_file():
            for wheel in pinned[version]["wheels"]:
                downloaded = download(wheel, wheels)
                extract_headers(downloaded, include)
                downloaded.unlink()  # the libraries inside are large; only the headers are kept
        print(include)
    return 0


if __name__ == "__main__":
    sys.exit(main())
