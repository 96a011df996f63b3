# SPDX-License-Identifier: MIT
"""python3 -m codegen: generate the wrappers, or --verify that generated/ is current."""
from __future__ import annotations

import argparse
import difflib
import os
import shutil
import sys
import tempfile
from pathlib import Path

from codegen import __version__, build, ctypes_types, diff, kinds, parse, render, spec
from codegen.model import Model

ROOT = Path(__file__).resolve().parent.parent


def default_cuda_include() -> str:
    if os.environ.get("CUDA_HOME"):
        return os.path.join(os.environ["CUDA_HOME"], "include")
    nvcc = shutil.which("nvcc")
    if nvcc:
        return str(Path(nvcc).resolve().parent.parent / "include")
    return "/usr/local/cuda/include"


def model_of(cuda_include: str, spec_dir: Path, only: tuple[str, ...] = ()):
    """The model of every library, or of those named by only (--library)."""
    return build.build(spec.load(spec_dir), cuda_include, spec.load_versions(spec_dir), kinds.load(spec_dir), only)


def files_of(model: Model, cuda_include: str, template_dir: Path, only: tuple[str, ...] = ()) -> dict[str, str]:
    """Every generated file: the C, then the Python package's declarations, which libclang reads from
    the public headers just rendered (cubound's own in include/ with them). With only (a model of
    those libraries), their own files alone: the others describe every library."""
    files = render.render(model, template_dir)
    if only:
        own = {path for library in model.libraries for path in render.library_paths(library)}
        return {path: text for path, text in files.items() if path in own}
    ffi = ctypes_types.ffi(model, cuda_include, ROOT / "include", files)
    return files | render.render_python(model, ffi, template_dir)


def generate(cuda_include: str, spec_dir: Path, template_dir: Path) -> dict[str, str]:
    return files_of(model_of(cuda_include, spec_dir), cuda_include, template_dir)


def verify(files: dict[str, str], out: Path, partial: bool = False) -> int:
    """Regenerate into a temporary folder, diff it against out/; print the diff, and the files out/
    holds that the generator does not write (unless partial: files is one library's), and return 1
    on either."""

    def listing(folder: Path) -> set[str]:
        return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()} if folder.is_dir() else set()

    def lines(folder: Path, relative: str, present: set[str]) -> list[str]:
        return (folder / relative).read_text().splitlines(keepends=True) if relative in present else []

    drift = []
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch)
        render.write(files, fresh)
        committed, regenerated = listing(out), listing(fresh)
        if partial:
            committed &= regenerated
        for relative in sorted(regenerated):
            old, new = lines(out, relative, committed), lines(fresh, relative, regenerated)
            drift.extend(difflib.unified_diff(old, new, f"{out.name}/{relative}", f"regenerated/{relative}"))
        stray = sorted(committed - regenerated)
    # The generator leaves files it did not write alone, so regenerating would not remove these.
    for relative in stray:
        print(f"{out / relative}: not a file the generator writes; delete it (git rm) and commit", file=sys.stderr)
    if drift or stray:
        sys.stdout.writelines(drift)
        if drift:
            print(f"\n{out} is stale: run `python3 -m codegen` and commit the result.", file=sys.stderr)
        return 1
    print(f"{out} is current ({len(files)} files).")
    return 0


def unwritable(out: Path) -> str:
    """Why the generated files cannot be written to out ("" when they can): a file in its place or
    above it, or a folder the user may not write to (root may write anywhere: render.write's own
    error says the rest)."""
    if out.exists() and not out.is_dir():
        return f"--out {out} is a file; it names the folder the generated files go to"
    existing = next(folder for folder in (out, *out.parents) if folder.exists())
    if not existing.is_dir():
        return f"--out {out} is under {existing}, which is a file"
    if not os.access(existing, os.W_OK | os.X_OK):
        return f"--out {out}: {existing} is read-only to this user"
    return ""


def report_error(error: Exception) -> int:
    """Print what a run found wrong, one line per problem, no traceback; the exit status for bad input."""
    problems = error.problems if isinstance(error, spec.SpecError) else (str(error),)
    for problem in problems:
        print(problem, file=sys.stderr)
    if len(problems) > 1:
        print(f"codegen: {len(problems)} problem(s) in the spec or the headers; nothing was generated", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python3 -m codegen (installed: cubound-gen)", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
        "  python3 -m codegen                                  regenerate generated/ from nvcc's toolkit\n"
        "  python3 -m codegen --cuda-include /opt/cuda-13.5/include --report\n"
        "  python3 -m codegen --diff /opt/cuda-13.0/include /opt/cuda-13.5/include\n"
        "  cubound-gen --cuda-include $CUDA_HOME/include        an installed copy: writes ./generated\n"
        "new API in the headers stops generation until the spec decides it (docs/spec.md); the exit\n"
        "status is 0 on success, 1 when --verify finds generated/ stale, 2 on bad input.")
    parser.add_argument("--cuda-include", default=default_cuda_include(),
                        help="the toolkit's include folder, with cuda.h, cublas_api.h, curand.h and, if present, nccl.h "
                        "(default: $CUDA_HOME/include, else the one beside nvcc, else /usr/local/cuda/include; now %(default)s)")
    parser.add_argument("--out", type=Path, default=ROOT / "generated",
                        help="the folder the generated files go to (default: generated/ of the source tree)")
    parser.add_argument("--spec", type=Path, default=ROOT / "spec",
                        help="the spec folder: what each function means to cubound (default: %(default)s)")
    parser.add_argument("--templates", type=Path, default=ROOT / "templates",
                        help="the Jinja2 templates the files are written from (default: %(default)s)")
    parser.add_argument("--verify", action="store_true", help="regenerate in a temporary folder and diff against --out")
    parser.add_argument("--report", action="store_true", help="count wrapped, context-free and excluded functions per header")
    parser.add_argument("--diff", nargs=2, metavar=("OLD_DIR", "NEW_DIR"),
                        help="what changed between two CUDA include folders: functions added, removed, renamed, "
                        "changed, and new handle-like types the spec does not classify")
    parser.add_argument("--library", action="append", default=[], metavar="NAME",
                        help="only this library (spec/NAME.toml; repeatable): its model, its own files "
                        "(include/cubound/<output>, src/NAME.c) generated, verified or reported; cuda.h is read "
                        "for any. The files every library shares are left as they are: a run without --library "
                        "writes them")
    # Where it runs from, too: an installed cubound-gen says its prefix's share/cubound.
    parser.add_argument("--version", action="version", version=f"cubound-gen {__version__} (from {ROOT})",
                        help="print cubound's version and the folder this generator runs from, and exit")
    args = parser.parse_args(argv)
    # Only generation writes to --out; --verify reads it, --report and --diff leave it alone.
    writes = not (args.diff or args.report or args.verify)
    problem = unwritable(args.out) if writes or (args.out.exists() and not args.out.is_dir()) else ""
    if problem:
        print(f"codegen: {problem}", file=sys.stderr)
        return 2
    if args.diff:
        try:
            sys.stdout.write(diff.diff(args.diff[0], args.diff[1], spec.load(args.spec), spec.load_versions(args.spec)))
        except (spec.SpecError, parse.HeaderError) as error:
            return report_error(error)
        return 0
    only = tuple(dict.fromkeys(args.library))
    try:
        names = [library.name for library in spec.load(args.spec)] if only else []
        unknown = [name for name in only if name not in names]
        if unknown:
            print(f"codegen: --library {unknown[0]}: no such library in {args.spec} (there: {', '.join(names)})",
                  file=sys.stderr)
            return 2
        model = model_of(args.cuda_include, args.spec, only)
        files = files_of(model, args.cuda_include, args.templates, only)
    except (spec.SpecError, parse.HeaderError) as error:
        return report_error(error)
    if args.report:
        sys.stdout.write(render.report(model))
        return 0
    if args.verify:
        return verify(files, args.out, partial=bool(only))
    try:
        render.write(files, args.out, prune=not only)
    except OSError as error:
        print(f"codegen: --out {args.out}: cannot write {error.filename}: {error.strerror}", file=sys.stderr)
        return 2
    print(f"generated {len(files)} files in {args.out}")
    return 0
