#!/usr/bin/env python3
"""Wall-clock time of `learn check`, in a home folder of its own (so its cache starts empty):

  check-timing.py one [LEARN] [RUNS]    `learn check badge` on a passing copy, start to verdict,
                                        RUNS times after one warm-up run
  check-timing.py class [LEARN] [COUNT] `learn check badge --submissions DIR` on COUNT copies of
                                        the course's badge fixtures: half pass (two files that pass,
                                        written differently), half fail (two that draw something else)
  check-timing.py files [LEARN] [COUNT] the same COUNT files checked as a grader could before
                                        --submissions: `learn check badge --file F --json` for each,
                                        two at a time (this machine has 2 cores)

Several LEARN executables may be given, separated by commas: their runs alternate, so that each
sees the same machine. LEARN defaults to .build/debug/learn. Times come from time.monotonic()
around the whole process; processor time (user + system, of learn and everything it waited for:
the compiler, the scenario programs) from getrusage(RUSAGE_CHILDREN), which depends less on what
else the machine is doing.
"""
import json, os, resource, shutil, statistics, subprocess, sys, tempfile, time

repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
fixtures = os.path.join(repository, "Tests", "GradingFixtures", "badge")
passing = ["badge-alignment-guides.swift", "badge-view-modifier.swift"]
failing = ["badge-inside-corner.swift", "badge-shown-at-zero.swift"]

mode = sys.argv[1]
learns = [os.path.abspath(path) for path in (sys.argv[2] if len(sys.argv) > 2 else ".build/debug/learn").split(",")]
count = int(sys.argv[3]) if len(sys.argv) > 3 else (20 if mode == "one" else 100)

def home_for(learn):
    home = tempfile.mkdtemp(prefix="learn-check-timing-")
    copies = os.path.join(home, "learn-exercises")
    os.makedirs(copies)
    shutil.copy(os.path.join(fixtures, passing[0]), os.path.join(copies, "badge.swift"))
    return home

def processor_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime

def timed(learn, home, arguments):
    environment = dict(os.environ, HOME=home, XDG_CACHE_HOME=os.path.join(home, "cache"),
                       XDG_DATA_HOME=os.path.join(home, "data"), NO_COLOR="1")
    started = time.monotonic()
    done = subprocess.run([learn] + arguments, env=environment, cwd=home, capture_output=True, text=True)
    return time.monotonic() - started, done

if mode == "one":
    homes = {learn: home_for(learn) for learn in learns}
    times = {learn: [] for learn in learns}
    processor = {learn: [] for learn in learns}
    for learn in learns:
        timed(learn, homes[learn], ["check", "badge"])
    for _ in range(count):
        for learn in learns:
            before = processor_seconds()
            seconds, done = timed(learn, homes[learn], ["check", "badge"])
            if done.returncode != 0:
                sys.exit("learn check badge did not pass:\n" + done.stdout + done.stderr)
            times[learn].append(seconds)
            processor[learn].append(processor_seconds() - before)
    for learn in learns:
        values = times[learn]
        print("%s: median %.3f s, mean %.3f s (min %.3f, max %.3f; %d runs); processor time median %.3f s" % (
            learn, statistics.median(values), statistics.mean(values), min(values), max(values), len(values),
            statistics.median(processor[learn])))
elif mode in ("class", "files"):
    for learn in learns:
        home = home_for(learn)
        folder = os.path.join(home, "class")
        os.makedirs(folder)
        files = passing + failing
        submissions = []
        for number in range(count):
            submissions.append(os.path.join(folder, "learner-%03d.swift" % number))
            shutil.copy(os.path.join(fixtures, files[number % len(files)]), submissions[-1])
        before = processor_seconds()
        if mode == "class":
            seconds, done = timed(learn, home, ["check", "badge", "--submissions", folder, "--json"])
            summary = json.loads(done.stdout)["totals"]
        else:
            from concurrent.futures import ThreadPoolExecutor
            started = time.monotonic()
            with ThreadPoolExecutor(2) as pool:
                statuses = list(pool.map(lambda file: timed(learn, home, ["check", "badge", "--file", file, "--json"])[1].returncode, submissions))
            seconds = time.monotonic() - started
            summary = {"passed": statuses.count(0), "not passed": len(statuses) - statuses.count(0)}
        print("%s %s: %.1f s for %d submissions, %.1f s of processor time (%s)" % (
            learn, mode, seconds, count, processor_seconds() - before, summary))
else:
    sys.exit(__doc__)
