// learn-limits: starts a learner's program under `ResourceLimits` (ProcessLimits).
//
//     learn-limits [--cgroup FOLDER]... LIMITS -- PROGRAM ARGV0 ARGS...
//     learn-limits [--cgroup FOLDER]... join -- PROGRAM ARGV0 ARGS...
//
// learn starts its learner programs with `posix_spawn`, which cannot set resource limits; it
// spawns this program instead, which joins the program's control group (`ControlGroup`),
// applies the limits to itself and `exec`s PROGRAM in its place, so that the program keeps
// this process's id, process group and file descriptors, and the limits are in force before
// its first instruction. In a sandbox it runs twice: outside, `join` only joins the group and
// execs `bwrap`, which runs it again inside to apply the limits in the sandbox's namespaces.
// Either way the program starts with no signal blocked. What could not be applied is said on
// standard error, and the program runs with the rest.
//
// This program links neither the runtime nor Foundation: only the C library.
import CProcessControl
@preconcurrency import Glibc
import ProcessLimits

// Ends with learn (with the thread of learn that started it, which waits for it): `bwrap`'s own
// --die-with-parent ties the sandbox to `bwrap`, not `bwrap` to learn. Inside the sandbox that is
// done, and the parent is the namespace's first process, whose id is 1 there.
if !ResourceLimits.isInUserNamespace, learn_end_with_parent() == 1 { exit(1) }
ResourceLimits.resetSignals()
var arguments = CommandLine.arguments.dropFirst()
var groups: [String] = []
while arguments.first == "--cgroup", arguments.count >= 2 {
    groups.append(arguments[arguments.startIndex + 1])
    arguments = arguments.dropFirst(2)
}
let limits: ResourceLimits?
if arguments.first == "join", arguments.dropFirst().first == "--" {
    limits = nil
    arguments = arguments.dropFirst(2)
} else if let separator = arguments.firstIndex(of: "--"), let parsed = ResourceLimits(arguments: arguments[...separator]) {
    limits = parsed
    arguments = arguments[(separator + 1)...]
} else {
    fputs("usage: learn-limits [--cgroup FOLDER]... MEMORY PROCESSOR PROCESSES FILE OUTPUT shared|isolated -- PROGRAM ARGV0 ARGS...\n", stderr)
    exit(2)
}
guard arguments.count >= 2 else {
    fputs("learn-limits: no program to start\n", stderr)
    exit(2)
}
for problem in ControlGroup.join(groups) + (limits?.apply() ?? []) {
    fputs("learn-limits: \(problem)\n", stderr)
}
let program = arguments[arguments.startIndex]
let argv = arguments.dropFirst().map { strdup($0) } + [nil]
execv(program, argv)
fputs("learn-limits: could not start \(program): \(String(cString: strerror(errno)))\n", stderr)
exit(127)
