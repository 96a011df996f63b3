"""libcubound exports its public API and nothing else: every dynamic symbol it defines is bd_*.

    python3 tests/python/exports.py path/to/libcubound.so    (ctest: exports)
"""
import subprocess
import sys

INSTRUMENTATION = ("__odr_asan", "__asan", "__tsan", "__ubsan")  # what sanitizer builds add


def main(library: str) -> int:
    out = subprocess.run(["nm", "-D", "--defined-only", library], capture_output=True, text=True, check=True).stdout
    names = [line.split()[-1].split("@")[0] for line in out.splitlines() if line.strip()]
    stray = sorted(n for n in names if not n.startswith(("bd_", *INSTRUMENTATION)))
    print(f"{len(names)} symbols exported")
    for name in stray:
        print(f"exported but not public: {name}")
    return 1 if stray else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
