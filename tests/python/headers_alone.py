# SPDX-License-Identifier: MIT
"""Every public header, hand-written and generated, compiles alone: included first and only, in a
translation unit of its own, in both forms (CUBOUND_INLINE=0 and 1), as C11 with -pedantic -Werror,
with each compiler given. A header that leans on another one included before it fails here.

    python3 tests/python/headers_alone.py --include include --include generated/include \
        --cuda-include /usr/local/cuda/include --compiler gcc --compiler clang     (ctest: headers_alone)
"""
import argparse
import pathlib
import shutil
import subprocess
import sys
import tempfile

FLAGS = ["-std=c11", "-pedantic", "-Wall", "-Wextra", "-Werror", "-Wstrict-prototypes", "-Wcast-qual", "-c"]


# The headers of the optional libraries' wrappers, each with the toolkit header it needs.
OPTIONAL = {"cubound/nccl.h": "nccl.h", "cubound/nvjitlink.h": "nvJitLink.h", "cubound/cudnn.h": "cudnn.h",
            "cubound/cudnn_handle.h": "cudnn.h", "cubound/cutensor.h": "cutensor.h", "cubound/cutensor_handle.h": "cutensor.h"}


def headers(folders: list[pathlib.Path], cuda_include: pathlib.Path) -> list[str]:
    """cubound/<name>.h of every folder; an optional library's only where the toolkit has its header."""
    names = sorted({f"cubound/{p.name}" for folder in folders for p in (folder / "cubound").glob("*.h")})
    return [n for n in names if n not in OPTIONAL or (cuda_include / OPTIONAL[n]).is_file()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--include", type=pathlib.Path, action="append", required=True)
    parser.add_argument("--cuda-include", type=pathlib.Path, required=True)
    parser.add_argument("--compiler", action="append", required=True)
    args = parser.parse_args()
    compilers = [c for c in args.compiler if shutil.which(c)]
    for missing in sorted(set(args.compiler) - set(compilers)):
        print(f"{missing}: not installed, skipped")
    include_flags = [f"-I{folder}" for folder in args.include] + [f"-isystem{args.cuda_include}"]
    failures = checked = 0
    with tempfile.TemporaryDirectory() as scratch:
        for header in headers(args.include, args.cuda_include):
            unit = pathlib.Path(scratch, header.replace("/", "_") + ".c")
            # a declaration of its own: a header of macros alone would leave the unit empty
            unit.write_text(f'#include "{header}"\ntypedef int bd_test_unit;\n')
            for compiler in compilers:
                for inline in (0, 1):
                    command = [compiler, *FLAGS, f"-DCUBOUND_INLINE={inline}", *include_flags, str(unit),
                               "-o", str(unit.with_suffix(".o"))]
                    result = subprocess.run(command, capture_output=True, text=True)
                    checked += 1
                    if result.returncode != 0:
                        failures += 1
                        print(f"{header} alone, {compiler}, CUBOUND_INLINE={inline}: does not compile")
                        print(result.stderr.strip()[:2000])
    print(f"{checked - failures} of {checked} header compilations passed")
    return 1 if failures or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
