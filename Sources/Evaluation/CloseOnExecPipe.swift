import Foundation

/// Creates a pipe whose ends are closed in programs that learn starts, so that only the
/// process an end is handed to holds it; a reader then sees the end of the pipe when that
/// process dies. (`pipe2`, which would set the flag atomically, is not visible to Swift.)
func makeCloseOnExecPipe() throws(EvaluatorError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
        throw .couldNotCreatePipe(reason: String(cString: strerror(errno)))
    }
    for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
}
