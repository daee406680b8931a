import Foundation

/// Gives the terminal to a child's process group while it runs, as a shell does for a
/// foreground job, so that Ctrl-C and keyboard input reach the learner's program: a
/// program in a background group that reads the terminal is stopped by the kernel.
///
/// The terminal comes back to learn when this value is destroyed.
package struct TerminalForeground: ~Copyable {
    private let descriptor: Int32

    /// Hands the terminal to `processGroup` if learn is in the terminal's foreground;
    /// `nil` if there is no terminal or learn does not own it (output redirected, or learn
    /// itself running in the background).
    package init?(handingTo processGroup: pid_t) {
        let standardStreams = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        guard let terminal = standardStreams.first(where: { isatty($0) == 1 && tcgetpgrp($0) == getpgrp() }),
              tcsetpgrp(terminal, processGroup) == 0
        else { return nil }
        descriptor = terminal
        // The child may have touched the terminal before it was handed over, and been
        // stopped for it (SIGTTIN or SIGTTOU); wake it. A running process ignores SIGCONT.
        kill(-processGroup, SIGCONT)
    }

    deinit {
        // learn is in a background group now, and taking the terminal back from there
        // raises SIGTTOU unless that is ignored.
        let previous = signal(SIGTTOU, SIG_IGN)
        tcsetpgrp(descriptor, getpgrp())
        signal(SIGTTOU, previous)
    }
}
