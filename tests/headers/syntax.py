# SPDX-License-Identifier: MIT
"""Compile every C source of a configured build with -fsyntax-only: what a build checks (declarations,
types, every warning as an error, the toolkit's headers as system headers) without code, objects or
links, in a fraction of the time. tests/versions.sh checks the middle header sets this way. What it
does not see: a static function or variable left unused (gcc says so only after parsing) and what
the linker would; the oldest and the newest set are built in full for those.

    python3 tests/headers/syntax.py BUILD_DIR      (configured with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON,
                                                    its generated sources made: --target cubound_generated)

Each command of BUILD_DIR/compile_commands.json runs as it is, with -fsyntax-only for -c and -o; a
source in BUILD_DIR that the build would make with another tool (the test kernels' PTX, by nvcc)
and that is not there is left out and counted. Prints the count and every compiler message;
exits 1 if any source fails.
"""
from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path


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


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    build = Path(sys.argv[1]).resolve()
    entries = json.loads((build / "compile_commands.json").read_text())
    made_elsewhere = [e for e in entries if Path(e["file"]).is_relative_to(build) and not Path(e["file"]).is_file()]
    checked = [e for e in entries if e not in made_elsewhere]

    def check(entry: dict) -> subprocess.CompletedProcess:
        return subprocess.run(syntax_only(entry["command"]), cwd=entry["directory"], capture_output=True, text=True)

    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        results = list(pool.map(check, checked))
    failed = [(entry["file"], result) for entry, result in zip(checked, results) if result.returncode]
    for _, result in failed:
        sys.stderr.write(result.stderr)
    left_out = f", {len(made_elsewhere)} made by other tools left out" if made_elsewhere else ""
    print(f"{len(checked)} sources compiled with -fsyntax-only{left_out}"
          + (f"; {len(failed)} failed: {', '.join(Path(f).name for f, _ in failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
