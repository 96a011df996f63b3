#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The docs as HTML: each docs/*.md to OUT/NAME.html (the API reference, docs/api.md, to api.html)
and README.md to OUT/index.html, with Python-Markdown (PyPI `Markdown`; .ci/setup installs it).
A link between them goes to the page it names; an image is copied beside the pages; a link to
another file of the tree goes to that file. A relative link to a file that is not there, or to a
heading (#anchor) the page does not have, is an error: all of them are listed, and it exits 1.

    python3 docs/render_html.py [--out build/docs]        (CI: tests/run.sh)

Heading anchors are GitHub's (lower case, punctuation dropped, spaces to hyphens; a repeated
heading aside), so a link that works here works on GitHub's rendering of the .md too.
"""
import argparse
import html
import os
import pathlib
import re
import shutil
import sys
import urllib.parse

import markdown
from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }}
pre, code {{ font-family: ui-monospace, monospace; font-size: 0.9em; }}
pre {{ background: #f5f5f5; padding: 0.75rem; overflow-x: auto; }}
table {{ border-collapse: collapse; }} th, td {{ border: 1px solid #ccc; padding: 0.2rem 0.5rem; }}
img {{ max-width: 100%; }} nav {{ font-size: 0.9em; border-bottom: 1px solid #ccc; padding-bottom: 0.5rem; }}
</style>
</head>
<body>
<nav>{nav}</nav>
{body}
</body>
</html>
"""


def github_slug(text, separator="-"):
    """The id GitHub gives a heading: lower case, only word characters, hyphens and spaces kept,
    each space a hyphen."""
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", separator)


class Links(Treeprocessor):
    """Collects each relative link and image of a page and points it at what the HTML will be."""

    def __init__(self, md, site):
        super().__init__(md)
        self.site = site

    def run(self, root):
        for element in root.iter():
            attribute = {"a": "href", "img": "src"}.get(element.tag)
            if attribute and element.get(attribute) is not None:
                element.set(attribute, self.site.link(element.get(attribute), element.tag == "img"))


class Site(Extension):
    def __init__(self, sources, out):
        super().__init__()
        self.pages = {source: ("index" if source == ROOT / "README.md" else source.stem) + ".html" for source in sources}
        self.out = out
        self.anchors = {}  # page source: the ids of its headings
        self.wanted = []  # (page, target source, anchor, as written)
        self.images = set()
        self.source = None

    def extendMarkdown(self, md):
        md.treeprocessors.register(Links(md, self), "cubound_links", 1)  # after inline (20) and toc (5)

    def link(self, written, image):
        parts = urllib.parse.urlsplit(written)
        if parts.scheme or parts.netloc or written.startswith("/"):
            return written
        if not parts.path:  # a heading of this page
            self.wanted.append((self.source, self.source, parts.fragment, written))
            return written
        target = (self.source.parent / urllib.parse.unquote(parts.path)).resolve()
        self.wanted.append((self.source, target, parts.fragment, written))
        fragment = "#" + parts.fragment if parts.fragment else ""
        if target in self.pages:
            return self.pages[target] + fragment
        if image:
            self.images.add(target)
            return target.name
        return pathlib.Path(os.path.relpath(target, self.out)).as_posix() + fragment

    def broken(self):
        for page, target, anchor, written in self.wanted:
            where = page.relative_to(ROOT)
            if not target.exists():
                yield f"{where}: ({written}): no such file"
            elif anchor and target in self.anchors and anchor not in self.anchors[target]:
                yield f"{where}: ({written}): {target.name} has no heading #{anchor}"
            elif anchor and target not in self.anchors:
                yield f"{where}: ({written}): #{anchor} of a file that is not a page"


def ids(tokens):
    for token in tokens:
        yield token["id"]
        yield from ids(token["children"])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=pathlib.Path, default=ROOT / "build" / "docs")
    args = parser.parse_args()
    out = args.out.resolve()
    sources = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    site = Site(sources, out)
    md = markdown.Markdown(extensions=["tables", "fenced_code", "toc", site],
                           extension_configs={"toc": {"slugify": github_slug}})
    out.mkdir(parents=True, exist_ok=True)
    rendered = {}
    for source in sources:
        site.source = source
        body = md.reset().convert(source.read_text())
        site.anchors[source] = set(ids(md.toc_tokens))
        title = md.toc_tokens[0]["name"] if md.toc_tokens else source.stem
        rendered[source] = (title, body)
    nav = " · ".join(f'<a href="{site.pages[s]}">{html.escape(rendered[s][0])}</a>' for s in sources)
    for source, (title, body) in rendered.items():
        (out / site.pages[source]).write_text(PAGE.format(title=html.escape(title), nav=nav, body=body))
    for image in site.images:
        if image.exists():
            shutil.copy2(image, out / image.name)
    broken = list(site.broken())
    for line in broken:
        print(f"docs/render_html.py: broken link: {line}", file=sys.stderr)
    if broken:
        return 1
    print(f"docs/render_html.py: {len(sources)} pages in {out}; relative links: {len(site.wanted)}, "
          f"images: {len(site.images)}, broken: none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
