# SPDX-License-Identifier: MIT
"""Fetch the pinned header sets once, headers only, from NVIDIA's wheels on PyPI.

    python3 tests/headers/fetch.py [SET ...] [--cache DIR]
    python3 tests/headers/fetch.py --compose CUDA_SET LIBRARY_SET [--cache DIR]

A set is a CUDA version of tests/headers/versions.toml ("13.0": its wheels' include/ folders merged
into DIR/13.0/include, which `python3 -m codegen --cuda-include` reads) or a version of a library
of tests/headers/libraries.toml ("nccl-2.27.7": DIR/nccl-2.27.7/include holds only NCCL's headers);
all of them by default, each fetched once. --compose lays a library's set over a CUDA set
(DIR/13.0+nccl-2.27.7/include: links to the CUDA set's entries, the library's own in place of the
CUDA set's): a toolkit with another NCCL. A wheel is a zip whose directory is at its end, so only
that directory and the headers are read, with HTTP range requests (a few MB of a cuBLAS wheel of
450 MB); where the index gives no URL or the server no ranges, pip downloads the whole wheel into
DIR/wheels instead. DIR defaults to $CUBOUND_HEADER_CACHE or ~/.cache/cubound-headers. Nothing of
this runs at build time. Prints each set's include folder.
"""
from __future__ import annotations

import argparse
import io
import os
import re
import subprocess
import sys
import tomllib
import urllib.parse
import urllib.request
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
INDEX = os.environ.get("PIP_INDEX_URL", "https://pypi.org/simple").rstrip("/")
PLATFORM = re.compile(r"manylinux\w*_x86_64")


class RemoteFile(io.RawIOBase):
    """A file on a web server that answers range requests, read in blocks as zipfile seeks."""

    BLOCK = 1 << 20

    def __init__(self, url: str):
        super().__init__()
        self.url, self.at, self.blocks = url, 0, {}
        reply = self._get(0, 0)
        self.size = int(reply.headers["Content-Range"].rpartition("/")[2])

    def _get(self, first: int, last: int):
        reply = urllib.request.urlopen(urllib.request.Request(self.url, headers={"Range": f"bytes={first}-{last}"}))
        if reply.status != 206:
            raise OSError(f"{self.url}: no range requests (HTTP {reply.status})")
        return reply

    def _block(self, index: int) -> bytes:
        if index not in self.blocks:
            first = index * self.BLOCK
            self.blocks[index] = self._get(first, min(first + self.BLOCK, self.size) - 1).read()
        return self.blocks[index]

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self.at

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        self.at = {io.SEEK_SET: 0, io.SEEK_CUR: self.at, io.SEEK_END: self.size}[whence] + offset
        return self.at

    def readinto(self, buffer) -> int:
        wanted = min(len(buffer), max(self.size - self.at, 0))
        done = 0
        while done < wanted:
            block = self._block((self.at + done) // self.BLOCK)
            start = (self.at + done) % self.BLOCK
            piece = block[start:start + wanted - done]
            buffer[done:done + len(piece)] = piece
            done += len(piece)
        self.at += done
        return done


def wheel_url(wheel: str) -> str | None:
    """The URL of the pinned wheel for Linux x86_64 in the index's simple page, if it lists one."""
    name, _, version = wheel.partition("==")
    page = f"{INDEX}/{name}/"
    try:
        html = urllib.request.urlopen(page).read().decode()
    except OSError:
        return None
    stem = f"{name.replace('-', '_')}-{version}-"
    for href, filename in re.findall(r'href="([^"]+)"[^>]*>([^<]+)</a>', html):
        if filename.startswith(stem) and filename.endswith(".whl") and PLATFORM.search(filename):
            return urllib.parse.urljoin(page, href).partition("#")[0]
    return None


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


def extract_headers(wheel, include: Path) -> int:
    """Copy every file under an include/ folder of the wheel (a path or an open file) into include."""
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


def default_cache() -> Path:
    return Path(os.environ.get("CUBOUND_HEADER_CACHE", str(Path.home() / ".cache" / "cubound-headers")))


def cuda_sets() -> dict[str, list[str]]:
    """The CUDA sets of versions.toml, oldest first: version -> wheels."""
    return {version: entry["wheels"] for version, entry in tomllib.loads((HERE / "versions.toml").read_text()).items()}


def library_sets() -> dict[str, dict[str, str]]:
    """The libraries of libraries.toml with versions of their own: library -> {version: wheel}, oldest first."""
    return tomllib.loads((HERE / "libraries.toml").read_text())


def pinned_sets() -> dict[str, list[str]]:
    """Every pinned set by its name ("13.0", "nccl-2.27.7") -> its wheels."""
    sets = cuda_sets()
    for library, versions in library_sets().items():
        sets.update({f"{library}-{version}": [wheel] for version, wheel in versions.items()})
    return sets


def fetched(name: str, wheels: list[str], cache: Path) -> bool:
    """Whether cache/<name>/include holds these wheels' headers (wheels.txt says which: pins change)."""
    listed = cache / name / "wheels.txt"
    return listed.is_file() and listed.read_text() == "\n".join(wheels) + "\n"


def fetch(name: str, wheels: list[str], cache: Path) -> Path:
    """The set's include folder, its headers fetched unless they are there already."""
    include = cache / name / "include"
    if fetched(name, wheels, cache):
        return include
    for wheel in wheels:
        url = wheel_url(wheel)
        try:
            if url:
                extract_headers(RemoteFile(url), include)
                continue
        except OSError as error:
            print(f"fetch.py: {error}; downloading the whole wheel", file=sys.stderr)
        (cache / "wheels").mkdir(parents=True, exist_ok=True)
        downloaded = download(wheel, cache / "wheels")
        extract_headers(downloaded, include)
        downloaded.unlink()  # the libraries inside are large; only the headers are kept
    (cache / name / "wheels.txt").write_text("\n".join(wheels) + "\n")
    return include


def compose(base: Path, over: Path, into: Path, stem: str) -> Path:
    """A folder of links to every entry of base but those whose name starts with stem (a library's
    own: nccl.h, nccl_net.h, nccl_device/) or that over has too, and to every entry of over."""
    into.mkdir(parents=True, exist_ok=True)
    for link in into.iterdir():
        link.unlink()
    replaced = {entry.name for entry in over.iterdir()}
    for entry in sorted(base.iterdir()):
        if not entry.name.startswith(stem) and entry.name not in replaced:
            (into / entry.name).symlink_to(entry)
    for entry in sorted(over.iterdir()):
        (into / entry.name).symlink_to(entry)
    return into


def composed(cuda: str, library_set: str, cache: Path) -> Path:
    """cache/<cuda>+<library_set>/include: the CUDA set with the library's set in place of its own."""
    sets = pinned_sets()
    library = library_set.rpartition("-")[0]
    base, over = (fetch(name, sets[name], cache) for name in (cuda, library_set))
    return compose(base, over, cache / f"{cuda}+{library_set}" / "include", library)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets", nargs="*", help="sets to fetch (default: all pinned)")
    parser.add_argument("--cache", type=Path, default=default_cache())
    parser.add_argument("--compose", nargs=2, metavar=("CUDA_SET", "LIBRARY_SET"),
                        help="lay a library's set over a CUDA set and print the folder")
    args = parser.parse_args()
    pinned = pinned_sets()
    if args.compose:
        cuda, library = args.compose
        if cuda not in cuda_sets() or library not in pinned or library in cuda_sets():
            print(f"fetch.py: --compose takes a CUDA set ({', '.join(cuda_sets())}), then a library's "
                  f"({', '.join(name for name in pinned if name not in cuda_sets())})", file=sys.stderr)
            return 2
        print(composed(cuda, library, args.cache))
        return 0
    unknown = [name for name in args.sets if name not in pinned]
    if unknown:
        print(f"fetch.py: not pinned: {', '.join(unknown)} (pinned: {', '.join(pinned)})", file=sys.stderr)
        return 2
    for name in args.sets or pinned:
        print(fetch(name, pinned[name], args.cache))
    return 0


if __name__ == "__main__":
    sys.exit(main())
