import CEditLineShim
#if canImport(Glibc)
import Glibc
#endif

/// Lines from a terminal through libedit: Emacs keys, the history on Up and Down, Tab
/// completion, Ctrl-C to drop the line and Ctrl-D on an empty line to end.
final class EditLineSession: LineSource {
    let history: EditHistory
    /// See ``LineEditor/completer``.
    var completer: ((String) -> [String])?

    private let editLine: OpaquePointer
    private let inputFile: UnsafeMutablePointer<FILE>
    private let outputFile: UnsafeMutablePointer<FILE>
    private let input: Int32
    private let output: Int32
    /// The prompt that libedit shows, kept alive for its prompt function.
    private var prompt: UnsafeMutablePointer<CChar>?
    /// Set by the Ctrl-C key function, so that the line it ends is discarded.
    private var interrupted = false

    /// `nil` when libedit cannot set up the terminal.
    init?(input: Int32, output: Int32, history: EditHistory) {
        guard let inputFile = Self.stream(on: input, mode: "r") else { return nil }
        guard let outputFile = Self.stream(on: output, mode: "w") else {
            fclose(inputFile)
            return nil
        }
        let editLine = withUTF8Locale {
            el_init_fd("learn", inputFile, outputFile, outputFile, fileno(inputFile), fileno(outputFile), fileno(outputFile))
        }
        guard let editLine else {
            fclose(inputFile)
            fclose(outputFile)
            return nil
        }
        self.editLine = editLine
        self.inputFile = inputFile
        self.outputFile = outputFile
        self.input = input
        self.output = output
        self.history = history
        // Choosing the key map marks which characters above 127 are printable (for typing
        // "é"), by the locale in force.
        withUTF8Locale { configure() }
    }

    deinit {
        el_end(editLine)
        fclose(inputFile)
        fclose(outputFile)
        free(prompt)
    }

    /// libedit reads and writes through stdio streams. They get copies of the caller's
    /// descriptors, so that closing them leaves the caller's open, and the copies are
    /// closed on exec, so that child processes (the evaluator) do not hold the terminal.
    private static func stream(on descriptor: Int32, mode: String) -> UnsafeMutablePointer<FILE>? {
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { return nil }
        guard let stream = fdopen(copy, mode) else {
            close(copy)
            return nil
        }
        return stream
    }

    private func configure() {
        shim_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        shim_el_set_editor(editLine, "emacs")
        shim_el_set_prompt(editLine, { editLine in EditLineSession.session(of: editLine)?.prompt },
                           CChar(promptLiteralMarker.asciiValue!))
        shim_el_set_hist(editLine, history.handle)
        shim_el_set_getcfn(editLine, shim_el_read_char)
        // Ctrl-C reaches the editor as a key instead of raising SIGINT for the whole
        // process group, which would hit the REPL's evaluator too.
        shim_el_set_edit_tty_mode(editLine, "-isig")

        shim_el_addfn(editLine, "learn-interrupt", "Discard the input", { editLine, _ in
            EditLineSession.session(of: editLine)?.interrupt() ?? UInt8(CC_ERROR)
        })
        shim_el_bind(editLine, "^C", "learn-interrupt")
        shim_el_addfn(editLine, "learn-complete", "Complete the word before the cursor", { editLine, _ in
            EditLineSession.session(of: editLine)?.complete() ?? UInt8(CC_ERROR)
        })
        shim_el_bind(editLine, "^I", "learn-complete")
        // Ctrl-Left and Ctrl-Right move by words, as in most terminal programs.
        shim_el_bind(editLine, "\\e[1;5D", "ed-prev-word")
        shim_el_bind(editLine, "\\e[1;5C", "em-next-word")
    }

    private static func session(of editLine: OpaquePointer?) -> EditLineSession? {
        guard let editLine, let data = shim_el_get_clientdata(editLine) else { return nil }
        return Unmanaged<EditLineSession>.fromOpaque(data).takeUnretainedValue()
    }

    /// Runs `body` with SIGINT and SIGWINCH caught (see `shim_signals_catch`), and puts
    /// the caller's handlers back afterwards: Ctrl-C outside editing is the caller's.
    func catchingSignals<Result>(_ body: () -> Result) -> Result {
        let caught = shim_signals_catch() == 0
        defer { if caught { shim_signals_restore() } }
        return body()
    }

    func nextLine(prompt: String) -> LineRead {
        free(self.prompt)
        self.prompt = strdup(markingEscapeSequences(in: prompt))
        interrupted = false
        return withUTF8Locale {
            // Keys that arrive once the prompt shows must reach the editor as keys: in the
            // terminal's cooked mode, Ctrl-D would be taken by the terminal driver instead.
            shim_el_prepare_terminal(editLine)
            var count: Int32 = 0
            let line = el_gets(editLine, &count)
            if interrupted { return .interrupted }
            guard let line, count > 0 else {
                // libedit leaves the cursor after "^D"; what the caller prints next
                // belongs on a line of its own.
                fputs("\n", outputFile)
                fflush(outputFile)
                return .end
            }
            var text = String(cString: line)
            if text.hasSuffix("\n") { text.removeLast() }
            return .line(text)
        }
    }

    /// Ctrl-C: shows "^C" at the end of the input and ends the line, which
    /// ``nextLine(prompt:)`` then discards.
    private func interrupt() -> UInt8 {
        interrupted = true
        if let line = el_wline(editLine)?.pointee {
            el_cursor(editLine, Int32(line.lastchar - line.cursor))
        }
        el_insertstr(editLine, "^C")
        // Enter, as if typed next: libedit's own newline moves below a wrapped input.
        el_push(editLine, "\n")
        return UInt8(CC_REFRESH)
    }

    /// Tab: completes the word before the cursor with the completer's candidates.
    private func complete() -> UInt8 {
        guard let line = el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        let beforeCursor = UnsafeRawBufferPointer(start: line.buffer, count: line.cursor - line.buffer)
        let currentLine = String(decoding: beforeCursor, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        // A Tab at the start of a line indents; one with more input right behind it is
        // part of a paste. Both stay as they are.
        guard let completer, !currentLine.allSatisfy(\.isWhitespace), !hasPendingInput else {
            el_insertstr(editLine, "\t")
            return UInt8(CC_REFRESH)
        }
        let candidates = completer(currentLine)
        let completion = Completion(candidates: candidates, lineBeforeCursor: currentLine)
        if !completion.insertion.isEmpty {
            el_insertstr(editLine, completion.insertion)
        }
        guard !completion.listed.isEmpty else {
            return UInt8(candidates.isEmpty ? CC_REFRESH_BEEP : CC_REFRESH)
        }
        // As libedit's own completion does: the list goes below the input, and the input
        // is drawn again under it.
        fputs("\n" + Completion.columns(completion.listed, width: terminalWidth()) + "\n", outputFile)
        return UInt8(CC_REDISPLAY)
    }

    var hasPendingInput: Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    private func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
