import Foundation

/// Creates a pipe whose ends are closed in programs that learn starts, so that only the
/// process an end is handed to holds it; a reader then sees the end of the pipe when that
/// process dies. (`pipe2`, which would set the flag atomically, is not visible to Swift.)
package func makeCloseOnExecPipe() throws(PipeCreationError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
        throw PipeCreationError(reason: String(cString: strerror(errno)))
    }
    for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
}

/// The system refused a pipe (a process out of file descriptors); `reason` is its word for why.
package struct PipeCreationError: Error {
    package let reason: String
}
