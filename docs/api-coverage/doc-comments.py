#!/usr/bin/env python3
"""Counts the public declarations of the modules learner code sees that have no `///` comment.

Issue 31: every public declaration of the runtime is documented with `///`. A declaration is
public when `public` or `open` is its access modifier, or when it is a requirement of a public
protocol. Not counted: `extension` lines themselves, members whose meaning is their protocol's
(`description`, `hash(into:)`, operators, `encode(to:)`, `init(from:)`, `body`, `Body`, …), and
underscored names and the members of underscored types, which completion hides and which exist
for the code learn generates.

    python3 docs/api-coverage/doc-comments.py           # the table, per module
    python3 docs/api-coverage/doc-comments.py --list    # and every undocumented declaration
    python3 docs/api-coverage/doc-comments.py --check   # fails, naming each undocumented one

Every one is documented (since 2026-11-29), so a new public declaration needs its `///` too.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODULES = ["SwiftUI", "SwiftData", "UniformTypeIdentifiers", "Combine", "PlaygroundSupport", "CoreGraphics", "TerminalPreview", "SnippetSupport",
           "GradingSupport", "ScenarioRecords", "EvaluatorProtocol", "TerminalSupport", "ImageDecoding"]

ATTRIBUTE = r"(?:@[\w.]+(?:\([^)]*\))?\s+)*"
MODIFIERS = r"(?:(?:static|class|final|override|required|convenience|nonisolated|mutating|nonmutating|indirect|lazy|dynamic|optional|prefix|postfix|infix)\s+)*"
DECLARATION = re.compile(
    r"^\s*" + ATTRIBUTE + MODIFIERS + r"(public|open)(?:\s*\(set\))?\s+" + r"(?:private\s*\(set\)\s+|internal\s*\(set\)\s+|package\s*\(set\)\s+)?"
    + MODIFIERS + r"(struct|enum|class|actor|protocol|func|var|let|init|subscript|typealias|associatedtype|case|extension|macro)\b\s*([^\s(:<{=]*)")
REQUIREMENT = re.compile(r"^\s*" + ATTRIBUTE + MODIFIERS + r"(func|var|init|subscript|associatedtype|typealias|static func|static var)\b\s*([^\s(:<{=]*)")
PUBLIC_PROTOCOL = re.compile(r"^\s*" + ATTRIBUTE + r"(public)\s+protocol\s+(\w+)")
PUBLIC_ENUM = re.compile(r"^\s*" + ATTRIBUTE + r"(public)\s+(?:indirect\s+)?enum\s+(\w+)")
TYPE = re.compile(r"^\s*" + ATTRIBUTE + r"(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*(struct|enum|class|actor|protocol|extension)\s+([\w.]+)")
CASE = re.compile(r"^\s*(?:indirect\s+)?case\s+`?(\w+)")
WITNESSES = {"description", "debugDescription", "hash", "==", "<", "encode", "body", "Body", "rawValue", "hashValue",
             "makeIterator", "callAsFunction", "id", "ID", "Output", "Failure", "SchedulerTimeType", "SchedulerOptions",
             "AnimatableData", "animatableData", "Stride", "Element", "Iterator"}


def code_lines(text):
    """The file's lines, with those inside multi-line string literals and block comments blanked."""
    lines = text.split("\n")
    out = []
    in_string = in_block = False
    for line in lines:
        if in_string:
            out.append("")
            if line.count('"""') % 2 == 1:
                in_string = False
            continue
        if in_block:
            out.append("//")
            if "*/" in line:
                in_block = False
            continue
        if line.strip().startswith("/*") and "*/" not in line:
            in_block = True
            out.append("/**" if line.strip().startswith("/**") else "//")
            continue
        out.append(line)
        if line.count('"""') % 2 == 1:
            in_string = True
    return out


def documented(lines, index):
    """Whether the declaration at `index` has a doc comment above it (attributes may sit between)."""
    i = index - 1
    while i >= 0:
        stripped = lines[i].strip()
        if stripped.startswith("///") or stripped.endswith("*/") or stripped == "/**":
            return True
        if stripped.startswith("@") or stripped.startswith("#if") or stripped.startswith("#endif") or stripped.startswith("#else"):
            i -= 1
            continue
        return False
    return False


def declarations(path):
    """(line number, name, documented) for each public declaration of the file."""
    lines = code_lines(open(path, encoding="utf-8").read())
    found = []
    depth = 0
    protocol_depth = None
    enum_depths = []
    types = []  # (depth, name) of the types and extensions the line is in
    for index, line in enumerate(lines):
        stripped = line.strip()
        if not stripped.startswith("//"):
            match = DECLARATION.match(line)
            kind = name = None
            if match:
                kind, name = match.group(2), match.group(3)
            elif protocol_depth is not None and depth == protocol_depth + 1:
                requirement = REQUIREMENT.match(line)
                if requirement:
                    kind, name = requirement.group(1), requirement.group(2) or requirement.group(1)
            elif enum_depths and depth == enum_depths[-1] + 1 and CASE.match(line):
                kind, name = "case", CASE.match(line).group(1)
            hidden = any(type_name.startswith("_") for _, type_name in types)
            if kind and kind != "extension" and not hidden:
                bare = name.split("(")[0] if name else kind
                if kind == "init":
                    bare = "init"
                    if "from decoder" in line:
                        bare = "encode"
                operator = bare and not re.match(r"[\w`]", bare)
                if not bare.startswith("_") and bare not in WITNESSES and not bare.startswith("`_") and not operator:
                    found.append((index + 1, bare if bare else kind, documented(lines, index)))
            if PUBLIC_PROTOCOL.match(line):
                protocol_depth = depth
            if PUBLIC_ENUM.match(line):
                enum_depths.append(depth)
            opened = TYPE.match(line)
            if opened and "{" in line:
                types.append((depth, opened.group(2)))
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line.split("//")[0] if not line.strip().startswith("///") else "")
        depth += code.count("{") - code.count("}")
        if protocol_depth is not None and depth <= protocol_depth and "}" in code:
            protocol_depth = None
        while enum_depths and depth <= enum_depths[-1] and "}" in code:
            enum_depths.pop()
        while types and depth <= types[-1][0] and "}" in code:
            types.pop()
    return found


def survey():
    table = []
    missing = []
    for module in MODULES:
        folder = os.path.join(ROOT, "Sources", module)
        total = done = 0
        for directory, _, files in sorted(os.walk(folder)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                for line, declared, has_doc in declarations(path):
                    total += 1
                    done += has_doc
                    if not has_doc:
                        missing.append(f"{os.path.relpath(path, ROOT)}:{line}: {declared}")
        table.append((module, done, total))
    return table, missing


def main():
    table, missing = survey()
    done = sum(d for _, d, _ in table)
    total = sum(t for _, _, t in table)
    print("| module | documented | public declarations | share |")
    print("|---|---:|---:|---:|")
    for module, d, t in table:
        if t:
            print(f"| {module} | {d} | {t} | {100 * d / t:.0f}% |")
    print(f"| all | {done} | {total} | {100 * done / total:.1f}% |")
    if "--list" in sys.argv:
        print("\n".join(missing))
    if "--check" in sys.argv:
        if missing:
            print(f"{len(missing)} public declaration{'s' if len(missing) > 1 else ''} without a `///` comment: write one above each "
                  "(what it is in SwiftUI's terms, and why where the terminal differs):", file=sys.stderr)
            print("\n".join(missing), file=sys.stderr)
            sys.exit(1)
        print(f"every public declaration is documented ({total})")


if __name__ == "__main__":
    main()
