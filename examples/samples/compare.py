#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run the ported samples (on the simulated driver, as CTest's environment says) and compare what
they print with the H200's output (h200.txt, from `CUBOUND_GPU_TESTS` runs): the same numbers,
except where the GPU's own arithmetic shows (the libraries' rounding: L2 errors and residuals) and for cuRAND,
whose numbers are the real generators' (the shape must hold: 0 outside (0, 1]).

    compare.py SAMPLES_DIR
"""
import pathlib
import re
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
# What may differ from the H200, per sample: a pattern whose matches are left out of the comparison.
MAY_DIFFER = {
    "simple_cublas": r", relative L2 error \S+",
    "curand_host": r"mean \S+|stddev \S+",
    "simple_cufft": r", relative L2 error \S+",
    "conjugate_gradient": r"residual \S+|largest error \S+",
    "cusolver_linear_solver": r"residual \S+",
}


def main():
    folder = pathlib.Path(sys.argv[1])
    wanted = {line.split(":")[0]: line for line in (HERE / "h200.txt").read_text().splitlines() if line}
    failures = 0
    for name, h200 in wanted.items():
        if not (folder / name).exists():  # built only where the headers have its library (CMakeLists.txt)
            print(f"not built here: {name}")
            continue
        run = subprocess.run([str(folder / name)], capture_output=True, text=True)
        got = run.stdout.strip()
        cut = MAY_DIFFER.get(name, r"(?!)")
        same = run.returncode == 0 and re.sub(cut, "", got) == re.sub(cut, "", h200)
        print(f"{'same' if same else 'DIFFERENT'}: {name}\n  H200: {h200}\n  here: {got or run.stderr.strip()}")
        failures += not same
    sys.exit(failures != 0)


if __name__ == "__main__":
    main()
