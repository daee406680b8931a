#!/usr/bin/env python3
"""How much of *SwiftUI by Tutorials* (seed 003) the course teaches: writes docs/seed-003-coverage.md.

Usage: python3 docs/seed-coverage/seed003.py [--check [--goal]] [--catalogue PATH]

Reads the catalogue of the book (../shared/reference/seed-003-swiftui-by-tutorials.md beside the
repository), section 1, "Chapter-by-chapter catalogue", and for each of the book's chapters that
the course is measured on takes its concepts: every API name written in code (between backticks)
in that chapter's entry that SwiftUI's API has, that is, that the runtime declares publicly
(Sources/SwiftUI) or the API inventory lists (docs/api-coverage/swiftui-api.tsv). A concept is
taught when a checked lesson block (a `swift` block of Lessons/**/*.md, run by `learn lessons
check`) or a graded reference solution (Solutions/**/*.swift, chapters' exercises and projects'
milestones, run by `learn exercises check`) uses the name as a word of its code.

Names that are not the book's concepts are left out, each with its reason (EXCLUDED below): the
words every view is made of, the book's beta spellings, UIKit.

With --check nothing is written; the script exits with 1 when the committed document is not what
it would write (and, with --goal too, when a chapter is below GOAL). Python 3 standard library only.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CATALOGUE = os.path.join(os.path.dirname(ROOT), "shared", "reference", "seed-003-swiftui-by-tutorials.md")
OUTPUT = os.path.join(ROOT, "docs", "seed-003-coverage.md")
GOAL = 95

# The book's chapters the course is measured on (the issue on the project track), by area.
CHAPTERS = [
    ("6", "text and image"),
    ("7", "state and data flow"),
    ("8", "controls and user input"),
    ("10", "lists and navigation"),
    ("12", "gestures"),
    ("13", "drawing"),
    ("14", "animations"),
]

# Names the catalogue writes in code that are not concepts to teach, and why.
EXCLUDED = {
    "View": "every view is one; not a concept of its own",
    "body": "every view has one",
    "some": "Swift's opaque types, not SwiftUI",
    "SceneDelegate": "UIKit's scene delegate; the course teaches App and WindowGroup instead",
    "UIScreen": "UIKit",
    "UIColor": "UIKit",
    "willChange": "the book's beta name for objectWillChange",
    "navigationBarTitle": "deprecated; the course teaches navigationTitle",
    "foregroundColor": "deprecated in iOS 17; the course teaches foregroundStyle",
    "edgesIgnoringSafeArea": "deprecated; the course teaches ignoresSafeArea",
    "navigationBarItems": "deprecated; the course teaches toolbar",
    "NavigationView": "deprecated; the course teaches NavigationStack",
    "actionSheet": "deprecated; the course teaches confirmationDialog",
    "ActionSheet": "deprecated; the course teaches confirmationDialog",
    "Alert": "the deprecated Alert value; the course teaches alert(_:isPresented:actions:message:)",
    "animation": None,  # a concept: kept (listed here only to document that it is checked)
}
EXCLUDED = {name: why for name, why in EXCLUDED.items() if why}


def catalogue_entries(text):
    """Section 1's entries by chapter number: the text of each `### Ch N:` entry."""
    start = text.index("## 1. Chapter-by-chapter catalogue")
    end = text.index("\n## 2.", start)
    section = text[start:end]
    entries = {}
    for match in re.finditer(r"^### Ch (\d+):(.*?)(?=^### Ch |\Z)", section, re.S | re.M):
        entries[match.group(1)] = match.group(2)
    return entries


def code_names(entry):
    """The identifiers written in code (between backticks) in an entry."""
    names = set()
    for span in re.findall(r"`([^`]+)`", entry):
        names.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", span))
    return names


def swiftui_vocabulary():
    """Every name the runtime declares publicly, and every base name the API inventory lists."""
    names = set()
    declaration = re.compile(
        r"\bpublic\s+(?:(?:static|final|mutating|nonisolated|override|indirect|@\w+)\s+)*"
        r"(?:func|var|let|case|struct|class|enum|protocol|typealias|actor)\s+`?([A-Za-z_][A-Za-z0-9_]*)")
    cases = re.compile(r"^\s*(?:public\s+)?case\s+([^=(\n]+)$", re.M)
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources", "SwiftUI")):
        for name in files:
            if not name.endswith(".swift"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                text = handle.read()
            names.update(declaration.findall(text))
            for listed in cases.findall(text):
                names.update(part.strip() for part in listed.split(",") if re.fullmatch(r"\s*[a-z][A-Za-z0-9_]*\s*", part))
    with open(os.path.join(ROOT, "docs", "api-coverage", "swiftui-api.tsv"), encoding="utf-8") as handle:
        for line in handle.read().splitlines()[1:]:
            columns = line.split("\t")
            if len(columns) > 1:
                base = re.split(r"[(<]", columns[1])[0].split(".")[-1]
                names.add(base)
    return names


def checked_code():
    """The code of every checked lesson block and every graded reference solution."""
    parts = []
    for top in ("Lessons", "Solutions"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in sorted(files):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    text = handle.read()
                if name.endswith(".swift"):
                    parts.append(text)
                elif name.endswith(".md"):
                    parts += re.findall(r"^```swift\n(.*?)^```", text, re.S | re.M)
    return "\n".join(parts)


def document(entries, vocabulary, code):
    used_words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", code))
    rows, details, below = [], [], []
    for number, area in CHAPTERS:
        concepts = sorted((code_names(entries[number]) & vocabulary) - set(EXCLUDED), key=str.lower)
        taught = [name for name in concepts if name in used_words]
        missing = [name for name in concepts if name not in used_words]
        percent = 100 * len(taught) // max(1, len(concepts))
        if percent < GOAL:
            below.append(f"chapter {number} ({area}): {percent}%")
        rows.append(f"| {number} | {area} | {len(taught)} of {len(concepts)} | {percent}% |")
        details.append(f"- **Chapter {number}, {area}**: not yet taught: "
                       + (", ".join(f"`{name}`" for name in missing) if missing else "none") + ".")
    lines = [
        "# *SwiftUI by Tutorials* (seed 003): what the course teaches",
        "",
        "Written by `python3 docs/seed-coverage/seed003.py` (the test suite runs it with `--check`); do not edit.",
        "A concept is an API name the catalogue (`../shared/reference/seed-003-swiftui-by-tutorials.md`, section 1)",
        "writes in code for that chapter of the book; it is taught when a checked lesson block or a graded",
        f"reference solution uses it. The goal is {GOAL}% for each chapter.",
        "",
        "| Book chapter | Area | Concepts taught | Coverage |",
        "|---|---|---|---|",
        *rows,
        "",
        *details,
        "",
        "Left out of the count, with why:",
        "",
        *(f"- `{name}`: {why}." for name, why in sorted(EXCLUDED.items(), key=lambda item: item[0].lower())),
        "",
    ]
    return "\n".join(lines), below


def main(arguments):
    catalogue = CATALOGUE
    if "--catalogue" in arguments:
        catalogue = arguments[arguments.index("--catalogue") + 1]
    with open(catalogue, encoding="utf-8") as handle:
        entries = catalogue_entries(handle.read())
    text, below = document(entries, swiftui_vocabulary(), checked_code())
    if "--check" in arguments:
        committed = open(OUTPUT, encoding="utf-8").read() if os.path.exists(OUTPUT) else ""
        problems = []
        if committed != text:
            problems.append(f"{os.path.relpath(OUTPUT, ROOT)} is not what the script writes; run python3 docs/seed-coverage/seed003.py")
        if "--goal" in arguments:
            problems += [f"below {GOAL}%: {chapter}" for chapter in below]
        for problem in problems:
            print(problem)
        return 1 if problems else 0
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
