# SPDX-License-Identifier: MIT
"""cubound's generator: CUDA headers + spec/ -> C wrappers taking `bound_dev_t *` first.

Stages, one module each: parse (libclang -> declarations), spec (TOML -> rules), kinds
(spec/kinds.txt -> bd_kind_t's numbers), model (frozen dataclasses the templates see), build
(declarations + rules -> model), render (model -> files through Jinja2), ctypes_types (the public
headers as rendered -> the Python package's ctypes types), cli (generate, --verify).
"""

# cubound's version, in one place: CMakeLists.txt reads it for project(VERSION), so the library, its
# CMake and pkg-config packages and `cubound-gen --version` all say this one.
__version__ = "0.4.0"
