#if canImport(Glibc)
import Glibc
#endif
import SwiftUI

/// Called first by the `main.swift` that `learn run` generates around a learner's file.
///
/// Standard output is made line-buffered even when it is a pipe, so that what a program
/// printed before it crashed or was stopped reaches the learner (and the grader) instead of
/// dying in the buffer. `Image("name")` finds its pictures in `imageFolder`, the folder of
/// the learner's file, as an app finds its assets in its own bundle. The virtual clock starts
/// at the machine's time.
public func _startLearnerProgram(imageFolder: String) {
    setvbuf(stdout, nil, _IOLBF, 0)
    ImageFiles.reader = ImageFolders([imageFolder])
    // The program's clock starts now, as a device's does, so that `Date()` and the clock
    // agree (the grader's scenario programs keep the fixed start both sides share).
    VirtualClock.shared.advance(to: Date())
}
