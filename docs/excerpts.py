#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The docs' code is compiled code: every ```c block marked `<!-- excerpt: PATH -->` must be a run
of consecutive lines of PATH (indentation aside), a file CI builds. A block that drifts from its
source fails the `doc_excerpts` test, naming the first line not found.

    python3 docs/excerpts.py docs/guide.md docs/simulation.md
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MARK = re.compile(r"<!-- excerpt: (\S+) -->\n```c\n(.*?)```", re.S)


def lines(text):
    return [line.strip() for line in text.splitlines() if line.strip()]


def contained(block, source):
    """The first line of block not found in order, contiguously, in source; None if all are."""
    for start in (i for i, line in enumerate(source) if line == block[0]):
        if source[start : start + len(block)] == block:
            return None
    for i, line in enumerate(block):
        if line not in source:
            return line
    return block[0] + " (the lines are there, but not together)"


def main(documents):
    problems, checked = 0, 0
    for document in documents:
        text = pathlib.Path(document).read_text()
        for match in MARK.finditer(text):
            checked += 1
            missing = contained(lines(match.group(2)), lines((ROOT / match.group(1)).read_text()))
            if missing is not None:
                problems += 1
                print(f"{document}: an excerpt of {match.group(1)} is not in it: {missing}")
    print(f"{checked} excerpts checked")
    return 1 if problems or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
