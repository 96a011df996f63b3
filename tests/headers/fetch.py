"""Fetch the pinned CUDA header sets once, headers only, from NVIDIA's wheels on PyPI.

    python3 tests/headers/fetch.py [VERSION ...] [--cache DIR]

For each version of tests/headers/versions.toml (all by default), merges the include/ folders of
its wheels into DIR/<version>/include (once), which `python3 -m codegen --cuda-include` reads.
A wheel is a zip whose directory is at its end, so only that directory and the headers are read,
with HTTP range requests (a few MB of a cuBLAS wheel of 450 MB); where the index gives no URL or
the server no ranges, pip downloads the whole wheel into DIR/wheels instead. DIR defaults to
$CUBOUND_HEADER_CACHE or ~/.cache/cubound-headers. Nothing of this runs at build time. Prints each
version's folder.
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
        fetched = args.cache / version / "wheels.txt"  # what the folder holds: pins may change
        wanted = "\n".join(pinned[version]["wheels"]) + "\n"
        if not fetched.is_file() or fetched.read_text() != wanted:
            for wheel in pinned[version]["wheels"]:
                url = wheel_url(wheel)
                try:
                    if url:
                        extract_headers(RemoteFile(url), include)
                        continue
                except OSError as error:
                    print(f"fetch.py: {error}; downloading the whole wheel", file=sys.stderr)
                downloaded = download(wheel, wheels)
                extract_headers(downloaded, include)
                downloaded.unlink()  # the libraries inside are large; only the headers are kept
            fetched.write_text(wanted)
        print(include)
    return 0


if __name__ == "__main__":
    sys.exit(main())
