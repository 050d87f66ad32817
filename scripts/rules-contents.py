#!/usr/bin/env python3
"""Writes the contents of the rule book, docs/rules/README.md, from the headings of the files in docs/rules/.

Usage: rules-contents.py [--check]

The contents sit between `<!-- contents:begin -->` and `<!-- contents:end -->`; the text around them is kept. Each
file of the rule book is listed by its title (its `#` heading) with every heading below it, nested by level, in the
order of AREAS (files not named there follow in name order). With --check nothing is written, and the exit status
is 1 when the contents differ from the headings (scripts/test.sh runs it so).
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "docs", "rules")
CONTENTS = os.path.join(FOLDER, "README.md")
BEGIN, END = "<!-- contents:begin -->", "<!-- contents:end -->"

# The areas in reading order: what is shown, what is delivered, what extensions do, the endpoint, projects, and the
# terminal last.
AREAS = [
    "versions.md", "presentation.md", "content-extensions.md", "service-extensions.md", "actions.md", "payload.md",
    "requests.md", "authorization.md", "grouping.md", "focus.md", "summary.md", "endpoint.md", "fcm.md", "live-activities.md", "widgets.md",
    "xcode.md", "extension-sources.md", "apple-frameworks.md", "push-sdks.md", "terminal.md", "recordings.md",
    "known-gaps.md", "apple-documentation.md",
]


def anchor(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces turned into hyphens."""
    return "".join("-" if c == " " else c for c in heading.lower() if c == " " or c.isalnum() or c in "-_")


def headings(path):
    """(level, text) of every heading outside code blocks."""
    found, in_code = [], False
    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.startswith("```"):
                in_code = not in_code
                continue
            match = re.match(r"(#+) (.+)", line)
            if match and not in_code:
                found.append((len(match.group(1)), match.group(2).strip()))
    return found


def contents():
    """The contents' lines: one entry per heading of every file."""
    names = [name for name in os.listdir(FOLDER) if name.endswith(".md") and name != "README.md"]
    ordered = [name for name in AREAS if name in names] + sorted(set(names) - set(AREAS))
    lines = []
    for name in ordered:
        for level, text in headings(os.path.join(FOLDER, name)):
            target = name if level == 1 else f"{name}#{anchor(text)}"
            lines.append(f"{'  ' * (level - 1)}- [{text}]({target})")
    return lines


def main():
    check = sys.argv[1:] == ["--check"]
    with open(CONTENTS, encoding="utf-8") as file:
        text = file.read()
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    updated = text[:start] + "\n\n" + "\n".join(contents()) + "\n\n" + text[end:]
    if check:
        if updated != text:
            print("docs/rules/README.md: the contents differ from the headings; run python3 scripts/rules-contents.py")
            sys.exit(1)
        return
    with open(CONTENTS, "w", encoding="utf-8") as file:
        file.write(updated)


if __name__ == "__main__":
    main()
