#!/usr/bin/env python3
"""Save-to-picture latency of `learn preview`: saves a file with a #Preview again and again and
measures, for each save, the time until its new picture has been written.

Usage: Benchmarks/preview-save-latency.py [LEARN] [SAVES]   (LEARN defaults to .build/debug/learn)
"""
import os, statistics, subprocess, sys, tempfile, time

learn = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/learn")
saves = int(sys.argv[2]) if len(sys.argv) > 2 else 20
folder = tempfile.mkdtemp(prefix="learn-preview-bench-")
source = os.path.join(folder, "Badge.swift")
output = os.path.join(folder, "output.txt")

def save(number):
    with open(source, "w") as file:
        file.write('import SwiftUI\n\nstruct Badge: View {\n    var count: Int\n'
                   '    var body: some View { Text("<\\(count)>").padding(4).border(Color.red) }\n}\n\n'
                   '#Preview("Badge", traits: .sizeThatFitsLayout) {\n    Badge(count: %d)\n}\n' % number)

def wait_for(text, deadline):
    while time.monotonic() < deadline:
        with open(output) as file:
            if text in file.read():
                return True
        time.sleep(0.002)
    return False

save(0)
with open(output, "w") as out:
    process = subprocess.Popen([learn, "preview", source], stdout=out, stderr=subprocess.STDOUT,
                               env=dict(os.environ, NO_COLOR="1"))
try:
    if not wait_for("<0>", time.monotonic() + 60):
        sys.exit("learn preview drew nothing within 60 s")
    times = []
    for number in range(1, saves + 1):
        time.sleep(0.3)
        started = time.monotonic()
        save(number)
        if not wait_for("<%d>" % number, started + 30):
            sys.exit("save %d was not drawn within 30 s" % number)
        times.append((time.monotonic() - started) * 1000)
    print("save to picture: median %.0f ms, min %.0f ms, max %.0f ms (%d saves)"
          % (statistics.median(times), min(times), max(times), len(times)))
finally:
    process.terminate()
