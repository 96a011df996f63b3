# SPDX-License-Identifier: MIT
"""Compile every C source of a configured build with -fsyntax-only: what a build checks (declarations,
types, every warning as an error, the toolkit's headers as system headers) without code, objects or
links, in a fraction of the time. tests/versions.sh checks the middle header sets this way. What it
does not see: a static function or variable left unused (gcc says so only after parsing) and what
the linker would; the oldest and the newest set are built in full for those.

    python3 tests/headers/syntax.py BUILD_DIR [--library NAME ...]
        (BUILD_DIR configured with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON, its generated sources made:
        --target cubound_generated)

Each command of BUILD_DIR/compile_commands.json runs as it is, with -fsyntax-only for -c and -o; a
source in BUILD_DIR that the build would make with another tool (the test kernels' PTX, by nvcc)
and that is not there is left out and counted. Prints the count and every compiler message;
exits 1 if any source fails.

--library NAME (spec/NAME.toml) checks only the sources that read that library: its generated
source, and every source that includes its generated header (cubound/nccl.h) or its own headers
(nccl.h: [library] header and declared_in), itself or through the headers it includes, or that
names the build's CUBOUND_HAVE_NCCL. A header set that differs from another in that library alone
compiles the other sources as that one does.
"""
from __future__ import annotations

import argparse
import functools
import json
import os
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*[<"]([^">]+)[">]', re.MULTILINE)


def syntax_only(command: str) -> list[str]:
    """The compile command with -fsyntax-only in place of -c FILE's output: no -o, no object."""
    words, result = shlex.split(command), []
    skip = False
    for word in words:
        if skip or word == "-c":
            skip = False
            continue
        if word == "-o":
            skip = True
            continue
        result.append(word)
    return result + ["-fsyntax-only"]


@functools.lru_cache(maxsize=None)
def _text(path: str) -> tuple[tuple[str, ...], str]:
    """A file's #include names and its text."""
    text = Path(path).read_text(errors="replace")
    return tuple(INCLUDE.findall(text)), text


@functools.lru_cache(maxsize=None)
def _found(name: str, beside: str, folders: tuple[str, ...]) -> str | None:
    """Where #include name is found: beside the including file, then in the command's folders (the
    compiler's own and the C library's headers are not searched: no CUDA library is there)."""
    for folder in (beside, *folders):
        candidate = os.path.join(folder, name)
        if os.path.isfile(candidate):
            return os.path.normpath(candidate)
    return None


def _folders(words: list[str], directory: str) -> tuple[str, ...]:
    """The -I, -iquote, -isystem and -idirafter folders of a compile command, in order."""
    folders, flags = [], ("-I", "-iquote", "-isystem", "-idirafter")
    for at, word in enumerate(words):
        flag = next((f for f in flags if word.startswith(f)), None)
        if flag is None:
            continue
        folder = word[len(flag):] or (words[at + 1] if at + 1 < len(words) else "")
        folders.append(os.path.join(directory, folder))
    return tuple(folders)


def reads(entry: dict, names: set[str], words: set[str]) -> bool:
    """Whether the source of a compile command includes one of names (as written after #include),
    itself or through what it includes, or has one of words in it or in a file it includes."""
    folders = _folders(shlex.split(entry["command"]), entry["directory"])
    seen, pending = set(), [os.path.normpath(os.path.join(entry["directory"], entry["file"]))]
    while pending:
        path = pending.pop()
        if path in seen:
            continue
        seen.add(path)
        included, text = _text(path)
        if names.intersection(included) or any(word in text for word in words):
            return True
        pending += [found for name in included if (found := _found(name, os.path.dirname(path), folders))]
    return False


def library_sources(entries: list[dict], build: Path, name: str) -> list[dict]:
    """The compile commands of the sources that read the library name (spec/NAME.toml)."""
    sys.path.insert(0, str(ROOT))
    from codegen import spec
    library = next((s for s in spec.load(ROOT / "spec") if s.name == name), None)
    if library is None:
        raise SystemExit(f"syntax.py: --library {name}: no spec/{name}.toml")
    names = {f"cubound/{library.output}", library.header, *library.declared_in}
    words = {f"CUBOUND_HAVE_{name.upper()}"}
    own = {os.path.normpath(build / "generated" / "src" / f"{name}.c")}
    return [e for e in entries if os.path.normpath(os.path.join(e["directory"], e["file"])) in own or reads(e, names, words)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("build", type=Path)
    parser.add_argument("--library", action="append", default=[], metavar="NAME")
    args = parser.parse_args()
    build = args.build.resolve()
    entries = json.loads((build / "compile_commands.json").read_text())
    every = len(entries)
    made_elsewhere = [e for e in entries if Path(e["file"]).is_relative_to(build) and not Path(e["file"]).is_file()]
    checked = [e for e in entries if e not in made_elsewhere]
    if args.library:
        chosen = {id(e) for name in args.library for e in library_sources(checked, build, name)}
        checked, made_elsewhere = [e for e in checked if id(e) in chosen], []

    def check(entry: dict) -> subprocess.CompletedProcess:
        return subprocess.run(syntax_only(entry["command"]), cwd=entry["directory"], capture_output=True, text=True)

    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        results = list(pool.map(check, checked))
    failed = [(entry["file"], result) for entry, result in zip(checked, results) if result.returncode]
    for _, result in failed:
        sys.stderr.write(result.stderr)
    left_out = f", {len(made_elsewhere)} made by other tools left out" if made_elsewhere else ""
    which = f" of {every} (those that read {', '.join(args.library)})" if args.library else ""
    print(f"{len(checked)}{which} sources compiled with -fsyntax-only{left_out}"
          + (f"; {len(failed)} failed: {', '.join(Path(f).name for f, _ in failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
