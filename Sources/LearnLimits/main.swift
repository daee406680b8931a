// learn-limits: starts a learner's program under `ResourceLimits` (ProcessLimits).
//
//     learn-limits MEMORY PROCESSOR PROCESSES FILE OUTPUT shared|isolated -- PROGRAM ARGV0 ARGS...
//
// learn starts its learner programs with `posix_spawn`, which cannot set resource limits; it
// spawns this program instead, which applies them to itself and `exec`s PROGRAM in its place,
// so that the program keeps this process's id, process group and file descriptors, and the
// limits are in force before its first instruction. What could not be applied is said on
// standard error, and the program runs with the rest.
//
// This program links neither the runtime nor Foundation: only the C library.
@preconcurrency import Glibc
import ProcessLimits

let arguments = CommandLine.arguments
guard let separator = arguments.firstIndex(of: "--"), arguments.count >= separator + 3,
      let limits = ResourceLimits(arguments: arguments[1...separator]) else {
    fputs("usage: learn-limits MEMORY PROCESSOR PROCESSES FILE OUTPUT shared|isolated -- PROGRAM ARGV0 ARGS...\n", stderr)
    exit(2)
}
for problem in limits.apply() {
    fputs("learn-limits: \(problem)\n", stderr)
}
let program = arguments[separator + 1]
let argv = arguments[(separator + 2)...].map { strdup($0) } + [nil]
execv(program, argv)
fputs("learn-limits: could not start \(program): \(String(cString: strerror(errno)))\n", stderr)
exit(127)
