#if canImport(Glibc)
import Glibc
#endif

/// Called first by the `main.swift` that `learn run` generates around a learner's file.
///
/// Standard output is made line-buffered even when it is a pipe, so that what a program
/// printed before it crashed or was stopped reaches the learner (and the grader) instead of
/// dying in the buffer.
public func _startLearnerProgram() {
    setvbuf(stdout, nil, _IOLBF, 0)
}
