# SPDX-License-Identifier: MIT
"""Model -> files, through the Jinja2 templates in templates/. No C lives in this module."""
from __future__ import annotations

from pathlib import Path

import jinja2

from codegen.model import Ffi, Library, Model
from codegen.spec import CONTEXT_EFFECTS, EFFECTS_FOR_THE_BINDING

BANNER_MARK = "THIS FILE IS GENERATED - DO NOT EDIT"


def environment(template_dir: Path) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(template_dir)),
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
        undefined=jinja2.StrictUndefined,
        extensions=["jinja2.ext.do"],
    )
    env.globals["context_effects"] = CONTEXT_EFFECTS
    env.globals["effects_for_the_binding"] = EFFECTS_FOR_THE_BINDING
    return env


def render(model: Model, template_dir: Path) -> dict[str, str]:
    """Every generated file, by its path relative to the output folder."""
    env = environment(template_dir)
    files = {}
    for library in model.libraries:
        header, source = library_paths(library)
        files[header] = env.get_template("library.h.j2").render(model=model, library=library)
        files[source] = env.get_template("wrappers.c.j2").render(model=model, library=library)
    files["include/cubound/kinds.h"] = env.get_template("kinds.h.j2").render(model=model)
    files["include/cubound/version.h"] = env.get_template("version.h.j2").render(model=model)
    files["src/libraries.c"] = env.get_template("libraries.c.j2").render(model=model)
    files["src/handle_table.h"] = env.get_template("handle_table.h.j2").render(model=model)
    files["sim/stubs.c"] = env.get_template("sim_stubs.c.j2").render(model=model)
    files["tests/link_check.c"] = env.get_template("link_check.c.j2").render(model=model)
    return files


def library_paths(library: Library) -> tuple[str, str]:
    """A library's own files, its header and its wrappers; the others describe every library."""
    return f"include/cubound/{library.output}", f"src/{library.name}.c"


# The Python package's generated part (its hand-written part: src/python/cubound/).
PYTHON_BINDINGS = "python/cubound/_bindings.py"


def render_python(model: Model, ffi: Ffi, template_dir: Path) -> dict[str, str]:
    """The Python package's ctypes declarations, from what ctypes_types read of the rendered headers."""
    return {PYTHON_BINDINGS: environment(template_dir).get_template("bindings.py.j2").render(model=model, ffi=ffi)}


def write(files: dict[str, str], out: Path, prune: bool = True) -> None:
    """Write what changed; remove generated files that are no longer produced (unless not prune:
    files is a part of them, one library's)."""
    for existing in out.rglob("*") if prune else ():
        if existing.is_file() and existing.relative_to(out).as_posix() not in files:
            if BANNER_MARK in existing.read_text(errors="replace")[:400]:
                existing.unlink()
    for relative, text in files.items():
        target = out / relative
        if target.is_file() and target.read_text() == text:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)


def report(model: Model) -> str:
    """One line per header, `<header> total= wrapped= context_free= excluded=`, then the exclusions."""
    lines = []
    for library in model.libraries:
        header = "/".join(library.declared_in)
        lines.append(
            f"{header} total={len(library.functions)} wrapped={library.count('wrapped')} "
            f"context_free={library.count('context_free')} excluded={library.count('excluded')}"
        )
        lines += [f"  excluded {f.name}: {f.excluded_because}" for f in library.functions if f.role == "excluded"]
        lines += [f"  not a function {name}: {why}" for name, why in library.not_functions]
    lines += [f"{header} left out: not in --cuda-include ({why})" for header, why in model.left_out]
    return "\n".join(lines) + "\n"
