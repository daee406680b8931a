#!/usr/bin/env python3
"""An installed learn against a built one, in alternating runs (issue 30's figures):

  installed-timing.py LEARN,LEARN... [RUNS]

For each learn executable, RUNS times each (after one warm-up round):
  prompt   `learn chapter4` with `:quit` piped in: start to exit, as the first prompt is all it shows
  inputs   `learn chapter4` with 10 one-line views piped in, then `:quit`: the time per input beyond
           `prompt`, the REPL's Enter-to-picture with the evaluator warm after the first
  check    `learn check badge --file F` on a passing copy, start to verdict (its reference cached)
Each in a home folder of its own, so the module cache and reference cache are each one's own.
"""
import os, shutil, statistics, subprocess, sys, tempfile, time

repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
passing = os.path.join(repository, "Tests", "GradingFixtures", "badge", "badge-alignment-guides.swift")
learns = [os.path.abspath(path) for path in sys.argv[1].split(",")]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 10
views = "".join('Text("Input %d").padding()\n' % n for n in range(10))

homes = {learn: tempfile.mkdtemp(prefix="learn-installed-timing-") for learn in learns}

def timed(learn, arguments, text=""):
    home = homes[learn]
    environment = dict(os.environ, HOME=home, XDG_CACHE_HOME=os.path.join(home, "cache"),
                       XDG_DATA_HOME=os.path.join(home, "data"), XDG_STATE_HOME=os.path.join(home, "state"), NO_COLOR="1")
    started = time.monotonic()
    done = subprocess.run([learn] + arguments, env=environment, cwd=home, input=text, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("%s %s failed:\n%s%s" % (learn, arguments, done.stdout[-2000:], done.stderr[-2000:]))
    return time.monotonic() - started

measures = {
    "prompt": lambda learn: timed(learn, ["chapter4"], ":quit\n"),
    "inputs": lambda learn: (timed(learn, ["chapter4"], views + ":quit\n") - timed(learn, ["chapter4"], 'Text("warm")\n:quit\n')) / 9,
    "check": lambda learn: timed(learn, ["check", "badge", "--file", passing]),
}
for learn in learns:
    for measure in measures.values():
        measure(learn)
results = {(learn, name): [] for learn in learns for name in measures}
for _ in range(runs):
    for name, measure in measures.items():
        for learn in learns:
            results[(learn, name)].append(measure(learn))
for name in measures:
    for learn in learns:
        values = results[(learn, name)]
        print("%-7s %s: median %.3f s (min %.3f, max %.3f; %d runs)" % (
            name, learn, statistics.median(values), min(values), max(values), len(values)))
for home in homes.values():
    shutil.rmtree(home, ignore_errors=True)
