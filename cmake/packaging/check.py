#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The Spack and conda-forge recipes of cmake/packaging/, checked without Spack or conda (nothing builds
them here): each parses, and what it says of cubound is cubound's.

- spack/.../package.py compiles and loads against a stand-in for Spack's package API that has only
  Spack's directives (a misspelt one fails), and its cmake_args() runs with each variant.
- conda/meta.yaml renders with Jinja2 (conda-build's functions stood in for) and parses as YAML; its
  version is cubound's (codegen/__init__.py) and its source is this tree; conda/build.sh passes
  `bash -n`.
- Both: each CUBOUND_* option they set is declared in CMakeLists.txt or cmake/, and their CMake
  minimum is cmake_minimum_required's.

    python3 cmake/packaging/check.py     (tests/packages.sh)
"""
import contextlib
import pathlib
import re
import subprocess
import sys
import types

import jinja2
import yaml

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent  # cmake/packaging -> the source tree
SPACK = HERE / "spack" / "spack_repo" / "cubound" / "packages" / "cubound" / "package.py"
CONDA = HERE / "conda"


def fail(message):
    sys.exit(f"cmake/packaging/check.py: {message}")


def cubound_version():
    return re.search(r'^__version__ = "([^"]+)"', (ROOT / "codegen" / "__init__.py").read_text(), re.M).group(1)


def cmake_minimum():
    return re.search(r"cmake_minimum_required\(VERSION ([0-9.]+)\)", (ROOT / "CMakeLists.txt").read_text()).group(1)


def declared_options():
    """The CUBOUND_* cache variables the build declares: options, find_* results, set(... CACHE)."""
    text = "\n".join(path.read_text() for path in [ROOT / "CMakeLists.txt", *sorted((ROOT / "cmake").glob("*.cmake"))])
    return set(re.findall(r"\b(?:option|find_path|find_program|find_library)\((CUBOUND_\w+)", text)) | set(
        re.findall(r"\bset\((CUBOUND_\w+)\s[^)]*\bCACHE\b", text))


def check_options(recipe, names):
    unknown = sorted(name for name in names if name.startswith("CUBOUND_") and name not in declared_options())
    if unknown:
        fail(f"{recipe} sets {', '.join(unknown)}, which the build does not declare")


def ours(options):
    return ", ".join(sorted(name for name in options if name.startswith("CUBOUND_"))) + ", each declared by the build"


def spack_api():
    """Stand-ins for spack.package and spack_repo.builtin.build_systems.cmake: the directives record
    what they are given; `from spack.package import *` gets only these names."""
    calls = {"version": [], "variant": [], "depends_on": []}

    def directive(name):
        def record(*args, **kwargs):
            calls.setdefault(name, []).append((args, kwargs))
        return record

    package = types.ModuleType("spack.package")
    for name in ["version", "variant", "depends_on", "conflicts", "requires", "provides", "license",
                 "maintainers", "patch", "resource", "extends"]:
        setattr(package, name, directive(name))
    package.when = lambda *args, **kwargs: contextlib.nullcontext()
    package.__all__ = [name for name in vars(package) if not name.startswith("_")]

    class CMakePackage:
        def define(self, name, value):
            kind = "BOOL" if isinstance(value, bool) else "STRING"
            value = {True: "ON", False: "OFF"}.get(value, value) if isinstance(value, bool) else value
            return f"-D{name}:{kind}={value}"

    cmake = types.ModuleType("spack_repo.builtin.build_systems.cmake")
    cmake.CMakePackage = CMakePackage
    modules = {"spack": types.ModuleType("spack"), "spack.package": package, "spack_repo": types.ModuleType("spack_repo"),
               "spack_repo.builtin": types.ModuleType("spack_repo.builtin"),
               "spack_repo.builtin.build_systems": types.ModuleType("spack_repo.builtin.build_systems"),
               "spack_repo.builtin.build_systems.cmake": cmake}
    return modules, CMakePackage, calls


class SpackSpec:
    """The little of a concrete spec that cmake_args() asks: satisfies("+variant"), spec["dep"].prefix."""

    class Prefix(str):
        def __getattr__(self, name):
            return SpackSpec.Prefix(f"{self}/{name}")

    def __init__(self, variants):
        self.variants = variants

    def satisfies(self, constraint):
        if constraint[:1] in "+~" and constraint[1:] in self.variants:
            return (constraint[0] == "+") == self.variants[constraint[1:]]
        fail(f"{SPACK.name}: satisfies({constraint!r}) is more than this check can answer")

    def __getitem__(self, name):
        return types.SimpleNamespace(prefix=SpackSpec.Prefix(f"/spack/opt/{name}"))


def check_spack():
    modules, base, calls = spack_api()
    code = compile(SPACK.read_text(), str(SPACK), "exec")  # what py_compile does, writing no .pyc
    saved = {name: sys.modules.get(name) for name in modules}
    sys.modules.update(modules)
    try:
        namespace = {"__name__": "spack_repo.cubound.packages.cubound.package"}
        exec(code, namespace)
    finally:
        for name, module in saved.items():
            if module is None:
                del sys.modules[name]
            else:
                sys.modules[name] = module
    package = namespace.get("Cubound")  # Spack's class name for the package folder cubound
    if not (isinstance(package, type) and issubclass(package, base)):
        fail(f"{SPACK.name} defines no class Cubound(CMakePackage)")
    variants = [args[0] for args, _ in calls["variant"]]
    options = set()
    for values in range(2 ** len(variants)):
        instance = package()
        instance.spec = SpackSpec({name: bool(values >> i & 1) for i, name in enumerate(variants)})
        options |= {re.match(r"-D(\w+)", argument).group(1) for argument in instance.cmake_args()}
    check_options(SPACK.name, options)
    needs = [args[0] for args, _ in calls["depends_on"]]
    if f"cmake@{cmake_minimum()}:" not in needs:
        fail(f"{SPACK.name} should depend on cmake@{cmake_minimum()}: (CMakeLists.txt's minimum); it has {needs}")
    print(f"spack recipe: loads; {len(needs)} dependencies, variants {variants}; sets {ours(options)}")


def check_conda():
    stubs = {"compiler": lambda language: f"{language}_compiler_stub",
             "stdlib": lambda language: f"{language}_stdlib_stub",
             "pin_subpackage": lambda name, **kwargs: name,
             "pin_compatible": lambda name, **kwargs: name}
    environment = jinja2.Environment(undefined=jinja2.StrictUndefined, loader=jinja2.FileSystemLoader(CONDA))
    recipe = yaml.safe_load(environment.get_template("meta.yaml").render(**stubs))
    for key in ["package", "source", "build", "requirements", "test", "about"]:
        if key not in recipe:
            fail(f"meta.yaml has no {key}")
    if str(recipe["package"]["version"]) != cubound_version():
        fail(f"meta.yaml's version is {recipe['package']['version']}, cubound's {cubound_version()}")
    if not (CONDA / recipe["source"]["path"] / "CMakeLists.txt").resolve().samefile(ROOT / "CMakeLists.txt"):
        fail(f"meta.yaml's source path {recipe['source']['path']} is not this tree")
    if f"cmake >={cmake_minimum()}" not in recipe["requirements"]["build"]:
        fail(f"meta.yaml should build with cmake >={cmake_minimum()} (CMakeLists.txt's minimum)")
    script = CONDA / "build.sh"
    subprocess.run(["bash", "-n", str(script)], check=True)
    options = set(re.findall(r"-D(\w+)=", script.read_text()))
    check_options(script.name, options)
    print(f"conda recipe: {recipe['package']['name']} {recipe['package']['version']} renders and parses; "
          f"build.sh sets {ours(options)}")


def main():
    check_spack()
    check_conda()


if __name__ == "__main__":
    main()
