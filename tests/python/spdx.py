# SPDX-License-Identifier: MIT
"""Every source file says its license (MIT, LICENSE) in an SPDX line near its top: C and CUDA,
Python, shell, CMake and the templates, whose generated files carry it in their banner. A program
ported from NVIDIA's cuda-samples (examples/ported) keeps its BSD-3-Clause license and says so.

    python3 tests/python/spdx.py SOURCE_DIR      (ctest: spdx)
"""
import pathlib
import subprocess
import sys

TAGS = ("SPDX-License-Identifier: MIT", "SPDX-License-Identifier: BSD-3-Clause")
SUFFIXES = {".c", ".h", ".cu", ".py", ".sh", ".cmake", ".j2"}


def sources(root: pathlib.Path) -> list[pathlib.Path]:
    listed = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True, text=True, check=True).stdout
    paths = [root / name for name in listed.split()]
    return [p for p in paths if p.suffix in SUFFIXES or p.name == "CMakeLists.txt" or p.parent.name == ".ci"]


def main() -> int:
    root = pathlib.Path(sys.argv[1])
    missing = [p for p in sources(root) if p.is_file() and not any(tag in p.read_text(errors="replace")[:400] for tag in TAGS)]
    for path in missing:
        print(f"{path.relative_to(root)}: no '{TAGS[0]}' line at its top")
    print(f"{len(sources(root)) - len(missing)} source files say their license")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
