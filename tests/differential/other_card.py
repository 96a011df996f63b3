# SPDX-License-Identifier: MIT
"""The corpus against a record of another card: its facts (attributes, memory, name) are left
uncompared, every other line still is.

    python3 tests/differential/other_card.py BUILD/tests/differential/differential RECORD

Run on the simulation (an H200): the record, renamed to an H100 with one attribute and its memory
changed, must pass and say how many facts it left; the same record with one call's answer changed
as well must fail, naming that call.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile


def run(program: str, lines: list[str]) -> subprocess.CompletedProcess:
    with tempfile.NamedTemporaryFile("w", suffix=".record", delete=False) as record:
        record.writelines(lines)
    try:
        return subprocess.run([program, "--expect", record.name], capture_output=True, text=True,
                              env={**os.environ, "CUBOUND_DRIVER": "sim"}, timeout=120)
    finally:
        os.unlink(record.name)


def main() -> int:
    program, path = sys.argv[1], sys.argv[2]
    with open(path) as f:
        lines = f.readlines()
    other = []
    for line in lines:
        if line.startswith("bd_cuDeviceGetName("):
            line = line.replace("NVIDIA H200", "NVIDIA H100")
        elif line.startswith("bd_cuDeviceTotalMem("):
            line = line.replace(" 139 GiB", " 79 GiB")
        elif line.startswith("cuDeviceGetAttribute 0 16="):  # multiprocessors
            line = "cuDeviceGetAttribute 0 16=114\n"
        other.append(line)
    assert other != lines, "the record names no H200 facts to change"
    passed = run(program, other)
    if passed.returncode != 0 or "facts of the card left uncompared: the record is of an NVIDIA H100" not in passed.stderr:
        print(f"another card's record: rc {passed.returncode}\n{passed.stderr[-2000:]}")
        return 1
    call = next(i for i, line in enumerate(other) if line.startswith("bd_cuMemAlloc("))
    other[call] = other[call].rstrip("\n") + " changed\n"
    failed = run(program, other)
    if failed.returncode == 0 or f"DIFFERENT at line {call + 1}" not in failed.stderr:
        print(f"a changed call in another card's record: rc {failed.returncode}\n{failed.stderr[-2000:]}")
        return 1
    print("another card's facts left uncompared; a changed call still found")
    return 0


if __name__ == "__main__":
    sys.exit(main())
