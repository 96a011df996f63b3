# SPDX-License-Identifier: MIT
import sys

if sys.version_info < (3, 11):  # the spec is TOML, read with tomllib
    print(f"codegen: needs Python 3.11 or newer; this is {sys.version.split()[0]} ({sys.executable})", file=sys.stderr)
    sys.exit(2)

try:
    from codegen.cli import main
except ModuleNotFoundError as missing:  # one line, no traceback: what to install
    wanted = {"jinja2": "Jinja2", "clang": "libclang"}.get((missing.name or "").split(".")[0], missing.name)
    print(f"codegen: the Python package {wanted} is not installed: python3 -m pip install -r codegen/requirements.txt",
          file=sys.stderr)
    sys.exit(2)

sys.exit(main())
