#!/usr/bin/env python3
"""The inventory of SwiftUI's API against the runtime's: writes docs/api-coverage.md.

Usage: python3 docs/api-coverage/inventory.py [--check]

Reads docs/api-coverage/swiftui-api.tsv (SwiftUI's API, one row per symbol, written from the
topic lists of Apple's documentation) and the runtime's public declarations
(Sources/SwiftUI/**/*.swift, and Sources/SwiftData for SwiftData's part of SwiftUI), and marks each row:

  drawn     declared by the runtime, and a test under Tests/SwiftUITests uses the name
            (the first such test is named; for a macro, its test compiling learner code with
            `learn run`, which loads the macro plugin: Tests/LearnerProgramsTests/*MacroTests.swift);
  untested  declared, but no test under Tests/SwiftUITests uses the name;
  accepted  declared, with no visible effect in a terminal: a line of the declaration's `///`
            comment (or its type's) starts with "Accepted:" and says why, or docs/deviations.md
            names it in backticks before "is accepted" (or "are accepted") in one sentence;
  absent    not declared; the data file's reason column says why.

The data file's columns: family, name (as written in code: `padding(_:_:)` a view modifier,
`Toggle` a type, `Toggle(isOn:label:)` an initializer, `EnvironmentValues.dynamicTypeSize` a
member), page (the documentation page that lists it), reason (why an absent row is absent),
runtime (when the runtime declares it under another spelling, e.g. `ButtonStyle.bordered` for
`PrimitiveButtonStyle.bordered`, or "re-exported from Observation" when a module the runtime
re-exports declares it). The end of the document lists the runtime's public view modifiers,
environment values and top-level types that no row names.

With --check nothing is written; the script exits with 1, naming the rows that differ, when the
committed docs/api-coverage.md is not what it would write. Python 3 standard library only.
"""

import difflib
import os
import re
import sys
from collections import OrderedDict, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "docs", "api-coverage", "swiftui-api.tsv")
OUTPUT = os.path.join(ROOT, "docs", "api-coverage.md")
# SwiftData's SwiftUI API (`Query`, `modelContainer`, `modelContext`) is in Apple's SwiftUI topic lists
SOURCES = [os.path.join(ROOT, "Sources", module) for module in ("SwiftUI", "SwiftData")]
TESTS = os.path.join(ROOT, "Tests", "SwiftUITests")
# Macros expand only where learn loads its macro plugin: their tests compile learner code with `learn run`
MACRO_TESTS = [os.path.join(ROOT, "Tests", "LearnerProgramsTests", name) for name in ("EntryMacroTests.swift", "ModelMacroTests.swift")]
DEVIATIONS = os.path.join(ROOT, "docs", "deviations.md")

# ---------------------------------------------------------------------------------------------
# Reading Swift: comments and string literals are blanked (same length, newlines kept), so that
# braces and keywords are found only in code; `///` comments are read from the original text.


def blank(text):
    out = list(text)
    i, n = 0, len(text)

    def wipe(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            wipe(i, j)
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            wipe(i, j)
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
            hashes = 0
            while text[i + hashes] == "#":
                hashes += 1
            start = i
            i += hashes
            if text.startswith('"""', i):
                end = text.find('"""' + "#" * hashes, i + 3)
                end = n if end < 0 else end + 3 + hashes
                wipe(start + hashes + 3, end - 3 - hashes)
                i = end
                continue
            j = i + 1
            depth = 0  # interpolations \( ... ) may hold strings of their own
            while j < n:
                if text[j] == "\\" and hashes == 0 and j + 1 < n and text[j + 1] == "(":
                    depth += 1
                    j += 2
                    continue
                if depth and text[j] == ")":
                    depth -= 1
                elif depth and text[j] == "(":
                    depth += 1
                elif text[j] == "\\" and hashes == 0:
                    j += 2
                    continue
                elif text[j] == '"' and not depth and text.startswith("#" * hashes, j + 1):
                    break
                elif text[j] == "\n" and not depth:
                    break
                j += 1
            wipe(i + 1, j)
            i = j + 1 + hashes
        else:
            i += 1
    return "".join(out)


TYPE_KEYWORDS = ("struct", "enum", "class", "protocol", "actor", "extension")
HEADER = re.compile(
    r"\b(?P<kw>struct|enum|class|protocol|actor|extension)\s+(?P<name>[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)")
DECL = re.compile(
    r"(?m)(?:^|(?<=[{;]))[ \t]*(?P<attrs>(?:@[\w.]+(?:\([^()\n]*\))?\s+)*)"
    r"(?P<mods>(?:(?:public|open|package|internal|private|fileprivate|nonisolated|static|class|final|"
    r"mutating|nonmutating|override|convenience|required|indirect|lazy|dynamic|weak|unowned|"
    r"@\w+(?:\([^()\n]*\))?)\s+)*)"
    r"(?P<kw>func|var|let|init|subscript|struct|enum|class|protocol|typealias|actor|case|"
    r"associatedtype|extension|macro)\b(?=(?P<rest>[^\n]*))")


def matching(text, i, open_ch, close_ch):
    depth = 0
    for j in range(i, len(text)):
        if text[j] == open_ch:
            depth += 1
        elif text[j] == close_ch:
            depth -= 1
            if depth == 0:
                return j
    return len(text) - 1


def labels_of(params, required=None):
    """`(_ a: Int, b c: Int = 1, d: () -> Void)` -> `_:b:d:`; adds to `required` the labels a
    call must write (no default value, not a closure that a trailing closure can give)."""
    parts, depth, cur = [], 0, ""
    params = params.replace("->", "  ")
    for ch in params:
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    labels = []
    for part in parts:
        if ":" not in part:
            labels.append("_")  # an enum case's associated value without a label
            continue
        head, _, tail = part.partition(":")
        head = re.sub(r"@\w+(<[^<>]*>)?(\([^)]*\))?", "", head).strip()
        if not head:
            continue
        label = head.split()[0].strip("`")
        labels.append(label)
        if required is not None and label != "_" and not re.search(r"(?<![=!<>])=(?!=)", tail) and "  " not in tail:
            required.add(label)
    return "".join(label + ":" for label in labels)


class Declaration:
    def __init__(self, context, name, kind, accepted, where, required=frozenset()):
        self.context, self.name, self.kind, self.accepted, self.where = context, name, kind, accepted, where
        self.required = required


def doc_comment(lines, line_index):
    """The `///` lines (and attribute lines) directly above a declaration."""
    doc = []
    k = line_index - 1
    while k >= 0:
        stripped = lines[k].strip()
        if stripped.startswith("///"):
            doc.append("\n" + stripped[3:].strip())
        elif stripped.startswith("@") and not doc:
            pass
        else:
            break
        k -= 1
    return "".join(reversed(doc))


# The convention for a declaration that has no visible effect in a terminal: a line of its `///`
# comment (or of its type's) that starts with "Accepted:", and says why, e.g.
#     /// Accepted: a terminal has no haptics, so the feedback is never played.
ACCEPTED_WORD = re.compile(r"(?m)^Accepted:")


def read_runtime():
    """Every public declaration of the runtime: type contexts, names with argument labels."""
    declarations = []
    for folder, _, files in sorted(walk for source in SOURCES for walk in os.walk(source)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(folder, file)
            with open(path, encoding="utf-8") as handle:
                original = handle.read()
            declarations.extend(read_file(original, os.path.relpath(path, ROOT)))
    return declarations


def read_file(original, relpath):
    text = blank(original)
    lines = original.split("\n")
    line_starts = [0]
    for line in lines:
        line_starts.append(line_starts[-1] + len(line) + 1)

    def line_of(pos):
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= pos:
                lo = mid
            else:
                hi = mid - 1
        return lo

    # Brace contexts: each `{` opens a type (its qualified name, whether its members are public
    # by default, whether it was documented as accepted) or a body (members there are not API).
    events = []
    last_boundary = 0
    stack = []
    contexts = {}  # position of `{` -> context
    for i, ch in enumerate(text):
        if ch == "{":
            header = text[last_boundary:i]
            m = None
            for candidate in HEADER.finditer(header):
                m = candidate
            parent = stack[-1] if stack else {"type": "", "body": False, "public": False, "accepted": False}
            if m and not parent["body"] and not re.search(r"\b(func|var|let|init|case)\b", header[:m.start()].split("\n")[-1]):
                name = m.group("name")
                kw = m.group("kw")
                qualified = name if kw == "extension" or not parent["type"] else parent["type"] + "." + name
                mods = header[:m.start()]
                is_public = bool(re.search(r"\b(public|open)\b", mods))
                doc = doc_comment(lines, line_of(last_boundary + m.start()))
                ctx = {"type": qualified, "body": False, "kw": kw,
                       "public": (kw == "protocol" and is_public) or (kw == "extension" and is_public),
                       "enum_public": kw == "enum" and is_public,
                       "accepted": parent["accepted"] or bool(ACCEPTED_WORD.search(doc))}
            else:
                ctx = {"type": parent["type"], "body": True, "public": False, "accepted": False}
            stack.append(ctx)
            contexts[i] = ctx
            events.append((i, "open", ctx))
            last_boundary = i + 1
        elif ch == "}":
            if stack:
                stack.pop()
            events.append((i, "close", None))
            last_boundary = i + 1
        elif ch == ";" or (ch == "\n" and text[last_boundary:i].strip() == ""):
            last_boundary = i + 1
        elif ch == "\n":
            # a declaration line begins a new header unless the previous line continues it
            nxt = text[i + 1:i + 200].lstrip(" \t")
            if re.match(r"(public|open|@|struct|enum|class|protocol|extension|func|var|let|init|private|internal|fileprivate|static|final|nonisolated)\b", nxt):
                last_boundary = i + 1

    declarations = []
    stack = []
    event_index = 0
    top = {"type": "", "body": False, "public": False, "accepted": False}
    for m in DECL.finditer(text):
        while event_index < len(events) and events[event_index][0] < m.start():
            pos, kind, ctx = events[event_index]
            if kind == "open":
                stack.append(ctx)
            elif stack:
                stack.pop()
            event_index += 1
        ctx = stack[-1] if stack else top
        if ctx["body"]:
            continue
        kw = m.group("kw")
        mods = m.group("mods") + " " + m.group("attrs")
        explicitly_public = bool(re.search(r"\b(public|open)\b", mods))
        rest = m.group("rest")
        public = explicitly_public or ctx.get("public") or (kw == "case" and ctx.get("enum_public"))
        if not public or re.search(r"\b(private|fileprivate|internal)\b", mods):
            continue
        line_index = line_of(m.start())
        doc = doc_comment(lines, line_index)
        accepted = ctx["accepted"] or bool(ACCEPTED_WORD.search(doc))
        where = relpath  # the file, not the line: the document is not stale at every edit above it
        context = ctx["type"]
        if kw in ("struct", "enum", "class", "protocol", "actor", "typealias", "associatedtype"):
            name_match = re.match(r"\s*([A-Za-z_]\w*)", rest)
            if name_match:
                qualified = name_match.group(1) if not context else context + "." + name_match.group(1)
                declarations.append(Declaration("", qualified, "type", accepted, where))
        elif kw == "extension":
            continue
        elif kw == "case":
            body = rest
            depth, cur, names = 0, "", []
            for ch in body:
                if ch in "([":
                    depth += 1
                elif ch in ")]":
                    depth -= 1
                if ch == "," and depth == 0:
                    names.append(cur)
                    cur = ""
                else:
                    cur += ch
            names.append(cur)
            for item in names:
                nm = re.match(r"\s*`?([A-Za-z_]\w*)`?\s*(\(([^)]*)\))?", item)
                if not nm or nm.group(1) in ("let", "var"):
                    continue
                declarations.append(Declaration(context, nm.group(1), "case", accepted, where))
                if nm.group(2):
                    declarations.append(Declaration(context, "%s(%s)" % (nm.group(1), labels_of(nm.group(3))), "case", accepted, where))
        elif kw in ("var", "let"):
            nm = re.match(r"\s*`?([A-Za-z_]\w*)`?", rest)
            if nm:
                declarations.append(Declaration(context, nm.group(1), "property", accepted, where))
        elif kw in ("func", "init", "subscript", "macro"):
            start = m.start("rest")
            if kw in ("func", "macro"):
                nm = re.match(r"\s*`?([A-Za-z_]\w*|[^\s(<]+)`?", text[start:])
                if not nm:
                    continue
                name = nm.group(1)
                pos = start + nm.end()
            else:
                name = "init" if kw == "init" else "subscript"
                pos = start
                if text[pos:pos + 1] in "?!":
                    pos += 1
            while pos < len(text) and text[pos] in " \t":
                pos += 1
            if text[pos:pos + 1] == "<":
                pos = matching(text, pos, "<", ">") + 1
            if text[pos:pos + 1] != "(":
                continue
            close = matching(text, pos, "(", ")")
            required = set()
            labels = labels_of(text[pos + 1:close], required)
            if kw == "subscript":
                continue
            declarations.append(Declaration(context, "%s(%s)" % (name, labels), kw, accepted, where,
                                            frozenset(required)))
    return declarations


# ---------------------------------------------------------------------------------------------
# What deviations.md says is accepted: backticked names in a sentence that says "is accepted" or
# "are accepted" (before those words).


def deviations_accepted():
    names = set()
    if not os.path.exists(DEVIATIONS):
        return names
    with open(DEVIATIONS, encoding="utf-8") as handle:
        for line in handle:
            for sentence in re.split(r"(?<=[.;:])\s+", line):
                m = re.search(r"\b(is|are) accepted\b", sentence)
                if m:
                    for name in re.findall(r"`([^`]+)`", sentence[:m.start()]):
                        names.add(name.lstrip("."))
    return names


# ---------------------------------------------------------------------------------------------
# Matching a row of the data file with the runtime's declarations.


def split_name(name):
    """`padding(_:_:)` -> (context, base, labels or None); `EnvironmentValues.font` ->
    ("EnvironmentValues", "font", None); `Toggle` -> ("", "Toggle", None) as a type;
    `Text(_:style:)` -> ("Text", "init", "_:style:")."""
    m = re.match(r"^(?P<path>[\w.]*?)(?P<args>\((?P<labels>[^()]*)\))?$", name)
    path, labels = m.group("path"), m.group("labels")
    parts = path.split(".")
    last = parts[-1]
    if labels is not None and last[:1].isupper():
        return path, "init", labels
    if labels is None and last[:1].isupper():
        return "", path, None
    return ".".join(parts[:-1]), last, labels


class Runtime:
    def __init__(self, declarations):
        self.types = {}
        self.members = defaultdict(list)
        for d in declarations:
            if d.kind == "type":
                self.types.setdefault(d.name, d)
                self.types.setdefault(d.name.split(".")[-1] if "." not in d.name else d.name, d)
            else:
                self.members[(d.context, d.name)].append(d)

    def find(self, name):
        context, base, labels = split_name(name)
        if labels is None and base[:1].isupper() and not context:
            found = self.types.get(base)
            return [found] if found else []
        key = base if labels is None else "%s(%s)" % (base, labels)
        contexts = [context] if context else ["View", ""]
        found = []
        for ctx in contexts:
            found.extend(self.members.get((ctx, key), []))
        if not found and base == "init":
            # `Entry()` is a macro, spelled as an initializer would be
            found.extend(self.members.get(("", "%s(%s)" % (context, labels)), []))
        if not found and labels is None:
            # a property or case may also be written without its labels
            for ctx in contexts:
                for (c, n), ds in self.members.items():
                    if c == ctx and n.split("(")[0] == base:
                        found.extend(ds)
        return found


# ---------------------------------------------------------------------------------------------
# Finding a test that uses a name: the first test file (by path) that uses it as code would.
# A type is used where its name is a word; a property, case or static member where `.name` is;
# a function or initializer where `name(` or `name {` is, the call's argument labels are among
# the declaration's (so `.frame(maxWidth:)` uses the flexible frame, not
# `frame(width:height:alignment:)`), and it writes every label the declaration requires (one
# with no default value that is not a closure). Files named for the API are looked in first, then the rest
# by path. The test named is the function around the use, or, when
# that is a helper, the first test in the file that calls the helper.


def read_tests():
    """Each test file: its path, its text without comments, and the spans of its functions and
    types (found on the text with strings blanked too)."""
    tests = []
    paths = [os.path.join(folder, file) for folder, _, files in sorted(os.walk(TESTS)) for file in sorted(files)]
    for path in paths + MACRO_TESTS:
        if path.endswith(".swift"):
            with open(path, encoding="utf-8") as handle:
                original = handle.read()
            code = blank(original)
            tests.append((os.path.relpath(path, ROOT), strip_comments(original), spans_of(code)))
    return tests


def strip_comments(text):
    """The text with `//` and `/* */` comments blanked, and string literals kept."""
    out = list(text)
    for m in re.finditer(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"', text, re.S):
        if m.group(0).startswith("/"):
            for k in range(m.start(), m.end()):
                if out[k] != "\n":
                    out[k] = " "
    return "".join(out)


def spans_of(code):
    spans = []
    for m in re.finditer(r"\b(func|struct|class|enum|extension)\s+(\w+)", code):
        open_brace = code.find("{", m.end())
        if open_brace < 0:
            continue
        # from the start of the keyword's line, so that a type's attributes and conformances
        # (`@Observable final class Model`, `struct Row: Layout`) are inside it
        line_start = code.rfind("\n", 0, m.start()) + 1
        spans.append((line_start, matching(code, open_brace, "{", "}"), m.group(1), m.group(2)))
    return spans


def usage_pattern(name):
    context, base, labels = split_name(name)
    if labels is None and not context and base[:1].isupper():
        return re.compile(r"\b%s\b" % re.escape(base.split(".")[-1])), None
    if base == "init" and labels == "":
        # `Entry()`, `Observable()`: an initializer without arguments, or a macro used as `@Name`
        type_name = re.escape(context.split(".")[-1])
        return re.compile(r"@%s\b|\b%s\s*\(\s*\)" % (type_name, type_name)), None
    if base == "init":
        return re.compile(r"\b%s\s*(?=[({])" % re.escape(context.split(".")[-1])), labels
    if labels is not None:
        return re.compile(r"(?<![\w])%s\s*(?=[({])" % re.escape(base)), labels
    if re.fullmatch(r"[A-Z]\w*Style", context) and context != "ShapeStyle":
        # a built-in style (`ListStyle.plain`) is used where its modifier takes it: `.listStyle(.plain)`
        modifier = context[0].lower() + context[1:]
        return re.compile(r"\b%s\(\s*\.%s\b" % (modifier, re.escape(base))), None
    return re.compile(r"\.%s\b(?!\s*\()" % re.escape(base)), None


def call_labels(text, pos):
    """The argument labels of the call whose `(` is at pos ([] for a trailing closure)."""
    if text[pos] != "(":
        return []
    close = matching(text, pos, "(", ")")
    inner = text[pos + 1:close]
    parts, depth, cur = [], 0, ""
    for ch in inner:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    labels = []
    for part in parts:
        m = re.match(r"\s*(\w+)\s*:(?!:)", part)
        labels.append(m.group(1) if m else "_")
    return labels


def test_around(text, spans, pos, depth=3):
    """The test whose body holds pos; or, when pos is in a helper function or a helper type, the
    first test that uses the helper (through at most three helpers)."""
    around = [span for span in spans if span[0] < pos <= span[1]]
    if not around:
        return None
    start, end, kind, name = around[-1]
    if kind == "func" and name.startswith("test"):
        return name
    if kind == "class" and name.endswith("Tests") or depth == 0:
        return None
    for use in re.finditer(r"\b%s\b" % re.escape(name), text):
        if start - 200 <= use.start() <= end:
            continue  # the helper's own declaration and body
        test = test_around(text, spans, use.start(), depth - 1)
        if test:
            return test
    return None


def find_test(name, tests, required=frozenset()):
    pattern, labels = usage_pattern(name)
    declared = None if labels is None else [l for l in labels.split(":")[:-1]]
    # a test file named for the API (ToggleTests.swift for `Toggle(isOn:label:)`) comes first
    context, base, _ = split_name(name)
    word = (context.split(".")[-1] if base == "init" else base.split(".")[-1]).lower()
    ordered = sorted(tests, key=lambda test: word not in os.path.basename(test[0]).lower())
    for path, text, spans in ordered:
        for m in pattern.finditer(text):
            if declared is not None:
                used = call_labels(text, m.end())
                if (len(used) > len(declared) or any(l != "_" and l not in declared for l in used)
                        or used.count("_") > declared.count("_")):
                    continue
                if not required <= set(used):
                    continue
            test = test_around(text, spans, m.start())
            if test:
                return "%s `%s`" % (os.path.basename(path), test)
    return None


# ---------------------------------------------------------------------------------------------


def read_data():
    rows = []
    with open(DATA, encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split("\t")
        assert header[:5] == ["family", "name", "page", "reason", "runtime"], header
        for number, line in enumerate(handle, start=2):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cells = line.split("\t") + [""] * 5
            rows.append({"family": cells[0], "name": cells[1], "page": cells[2], "reason": cells[3],
                         "runtime": cells[4], "line": number})
    return rows


def classify(rows):
    declarations = read_runtime()
    runtime = Runtime(declarations)
    tests = read_tests()
    accepted_names = deviations_accepted()
    problems = []
    listed = set()
    for row in rows:
        # the runtime column names the declaration when the runtime spells it otherwise (on
        # another type, or with fewer parameters): code written as SwiftUI's still compiles
        name = row["runtime"] or row["name"]
        if name.startswith("re-exported from "):
            # a module the runtime re-exports (`@_exported import Observation`) declares it
            name = row["name"]
            found = [Declaration("", name, "reexport", False, name and row["runtime"])]
        else:
            found = runtime.find(name)
        listed.update(id(d) for d in found)
        if found:
            short = name.split("(")[0].split(".")[-1]
            note = "" if not row["runtime"] else ("%s; " % row["runtime"] if row["runtime"].startswith("re-exported")
                                                  else "as `%s`; " % row["runtime"])
            if any(d.accepted for d in found) or name in accepted_names or short in accepted_names:
                row["status"] = "accepted"
                row["detail"] = note + "declared in `%s`" % found[0].where
            else:
                test = find_test(name, tests, found[0].required)
                row["status"] = "drawn" if test else "untested"
                declared_in = "declared in `%s`" % found[0].where if found[0].kind != "reexport" else "no test uses it"
                row["detail"] = note + (test or declared_in)
        else:
            row["status"] = "absent"
            row["detail"] = row["reason"] or "not yet"
            if not row["reason"]:
                problems.append("swiftui-api.tsv:%d: %s is absent and has no reason" % (row["line"], row["name"]))
    return problems, unlisted(declarations, listed)


def unlisted(declarations, listed):
    """The runtime's view modifiers, environment values and top-level types that no row names:
    API added to the runtime shows here until a row of the data file names it."""
    names = set()
    for d in declarations:
        if id(d) in listed or d.name.startswith("_") or d.name.startswith("init") and d.context == "View":
            continue
        if d.kind == "type" and "." not in d.name:
            names.add(("types", d.name))
        elif d.context == "View" and d.kind == "func":
            names.add(("view modifiers", d.name))
        elif d.context == "EnvironmentValues" and d.kind == "property" and d.name != "description":
            names.add(("environment values", "EnvironmentValues." + d.name))
    return sorted(names)


STATUSES = ["drawn", "untested", "accepted", "absent"]


def render(rows, extra):
    families = OrderedDict()
    for row in rows:
        families.setdefault(row["family"], []).append(row)
    out = []
    out.append("# SwiftUI's API in `learn`'s runtime")
    out.append("")
    out.append("Written by `python3 docs/api-coverage/inventory.py` from `docs/api-coverage/swiftui-api.tsv` "
               "(SwiftUI's API as the topic lists of Apple's documentation give it, iOS 17) and the runtime's "
               "public declarations in `Sources/SwiftUI`; do not edit it by hand. "
               "`CoverageDocumentTests` fails when it is stale: run the script again and commit.")
    out.append("")
    out.append("- **drawn**: the runtime declares it and a test in `Tests/SwiftUITests` uses it (the first such test is named).")
    out.append("- **untested**: the runtime declares it, and no test in `Tests/SwiftUITests` uses it.")
    out.append("- **accepted**: the runtime declares it so that code compiles, and it has no visible effect in a "
               "terminal: a line of its `///` comment (or its type's) starts with `Accepted:` and says why, or "
               "`docs/deviations.md` names it in backticks before \"is accepted\" in one sentence.")
    out.append("- **absent**: the runtime does not declare it; the reason is the data file's.")
    out.append("")
    out.append("## Summary")
    out.append("")
    out.append("| family | drawn | untested | accepted | absent | rows |")
    out.append("|---|---:|---:|---:|---:|---:|")
    totals = defaultdict(int)
    for family, items in families.items():
        counts = {s: sum(1 for r in items if r["status"] == s) for s in STATUSES}
        for s in STATUSES:
            totals[s] += counts[s]
        totals["rows"] += len(items)
        out.append("| %s | %d | %d | %d | %d | %d |" % (family, counts["drawn"], counts["untested"],
                                                         counts["accepted"], counts["absent"], len(items)))
    out.append("| **all** | %d | %d | %d | %d | %d |" % (totals["drawn"], totals["untested"], totals["accepted"],
                                                           totals["absent"], totals["rows"]))
    for family, items in families.items():
        out.append("")
        out.append("## " + family)
        out.append("")
        out.append("| name | status | test, declaration or reason | documentation |")
        out.append("|---|---|---|---|")
        for row in items:
            page = row["page"]
            title = page.rstrip("/").split("/")[-1]
            out.append("| `%s` | %s | %s | [%s](%s) |" % (row["name"], row["status"],
                                                          row["detail"].replace("|", "\\|"), title, page))
    out.append("")
    out.append("## Declared by the runtime and not in the list")
    out.append("")
    out.append("Public view modifiers, environment values and top-level types of `Sources/SwiftUI` that no row "
               "names (SwiftUI's less common API, or `learn`'s own: the host, previews, the display list). "
               "Add a row to `swiftui-api.tsv` for those that are SwiftUI's.")
    out.append("")
    for group in ("view modifiers", "environment values", "types"):
        items = [name for g, name in extra if g == group]
        out.append("- %s (%d): %s" % (group, len(items), ", ".join("`%s`" % n for n in items) or "none"))
    return "\n".join(out) + "\n"


def main(argv):
    check = "--check" in argv[1:]
    rows = read_data()
    problems, extra = classify(rows)
    for problem in problems:
        print(problem, file=sys.stderr)
    text = render(rows, extra)
    if check:
        try:
            with open(OUTPUT, encoding="utf-8") as handle:
                committed = handle.read()
        except FileNotFoundError:
            committed = ""
        if committed == text and not problems:
            print("docs/api-coverage.md is up to date (%d rows)" % len(rows))
            return 0
        if committed != text:
            print("docs/api-coverage.md is stale: run `python3 docs/api-coverage/inventory.py` and commit it.")
            print("Rows that differ (- committed, + now):")
            for line in difflib.unified_diff(committed.splitlines(), text.splitlines(), lineterm="", n=0):
                if line.startswith(("---", "+++", "@@")):
                    continue
                print("  " + line)
        return 1
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(text)
    print("wrote docs/api-coverage.md (%d rows)" % len(rows))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
