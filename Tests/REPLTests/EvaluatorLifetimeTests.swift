import Foundation
import LearnTestSupport
import XCTest

/// The evaluator, where learner code runs, never outlives the REPL that started it.
final class EvaluatorLifetimeTests: XCTestCase {
    /// Killed with SIGKILL, the REPL cannot stop its evaluator or close their channel; an
    /// evaluator stuck in learner code would spin on alone without its watch on its parent.
    func testAnEvaluatorStuckInALoopEndsWhenTheREPLIsKilled() throws {
        let session = try ScriptedSession()
        let input = Pipe()
        let learn = Process()
        learn.executableURL = try ScriptedSession.learn()
        learn.arguments = ["chapter4"]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = session.home.path
        environment["XDG_DATA_HOME"] = session.home.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = session.home.appendingPathComponent("state").path
        learn.environment = environment
        learn.standardInput = input
        learn.standardOutput = FileHandle.nullDevice
        learn.standardError = FileHandle.nullDevice
        try learn.run()
        defer { if learn.isRunning { kill(learn.processIdentifier, SIGKILL) } }
        input.fileHandleForWriting.write(Data("while true {}\n".utf8))

        let evaluator = try XCTUnwrap(
            waitFor(seconds: 30) { Self.descendants(of: learn.processIdentifier, named: "learn-evaluator").first },
            "no evaluator started")
        // A second of processor time: the evaluator is in the loop, not waiting for a request.
        XCTAssertNotNil(waitFor(seconds: 30) { (Self.status(of: evaluator)?.cpuTicks ?? 0) > 100 ? true : nil },
                        "the evaluator never ran the loop")

        kill(learn.processIdentifier, SIGKILL)
        let ended = waitFor(seconds: 5) { Self.status(of: evaluator).map { $0.state == "Z" ? true : nil } ?? true }
        if ended == nil { kill(evaluator, SIGKILL) }
        XCTAssertNotNil(ended, "the evaluator \(evaluator) still runs after the REPL was killed")
        learn.waitUntilExit()
    }

    /// Before: the compiler that fills the module cache when a chapter opens (in its sandbox,
    /// which ended with `bwrap`, while `bwrap` did not end with learn) compiled on after learn
    /// had ended, holding learn's terminal open. Now `learn-limits`, which becomes `bwrap`, ends
    /// with learn. Found after learn's end by its home folder, which its command line names.
    func testNothingLearnStartedRunsOnAfterItEnds() throws {
        let session = try ScriptedSession()
        let learn = Process()
        learn.executableURL = try ScriptedSession.learn()
        learn.arguments = ["chapter4"]
        var environment = ProcessInfo.processInfo.environment
        // An empty module cache of its own: the warm-up then compiles for seconds.
        environment["HOME"] = session.home.path
        environment["XDG_CACHE_HOME"] = nil
        environment["XDG_DATA_HOME"] = session.home.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = session.home.appendingPathComponent("state").path
        learn.environment = environment
        let input = Pipe()
        learn.standardInput = input
        learn.standardOutput = FileHandle.nullDevice
        learn.standardError = FileHandle.nullDevice
        try learn.run()
        XCTAssertNotNil(waitFor(seconds: 30) { Self.processes(mentioning: session.home.path).isEmpty ? nil : true },
                        "no warm-up compiler started")
        input.fileHandleForWriting.write(Data(":quit\n".utf8))
        learn.waitUntilExit()
        let ended = waitFor(seconds: 1) { Self.processes(mentioning: session.home.path).isEmpty ? true : nil }
        let left = Self.processes(mentioning: session.home.path)
        left.forEach { kill($0, SIGKILL) }
        XCTAssertNotNil(ended, "still running after learn ended: \(left)")
    }

    /// The running processes whose command line holds `text`, other than zombies.
    private static func processes(mentioning text: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).filter { pid in
            guard let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), status(of: pid)?.state != "Z" else { return false }
            return String(decoding: line, as: UTF8.self).contains(text)
        }
    }

    private func waitFor<T>(seconds: Double, _ value: () -> T?) -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let value = value() { return value }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// From /proc/PID/stat: the state letter and the user and system time in clock ticks;
    /// `nil` once the process is gone.
    private static func status(of pid: pid_t) -> (state: String, parent: pid_t, cpuTicks: Int, name: String)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
        let name = String(stat[stat.index(after: open)..<close])
        // After the name: state, ppid, pgrp, session, tty, tpgid, flags, minflt, cminflt,
        // majflt, cmajflt, utime, stime.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let parent = pid_t(fields[1]), let user = Int(fields[11]), let system = Int(fields[12])
        else { return nil }
        return (String(fields[0]), parent, user + system, name)
    }

    /// The processes named `name` among `ancestor`'s descendants: the evaluator runs in a
    /// sandbox, under the `bwrap` that learn started.
    private static func descendants(of ancestor: pid_t, named name: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let processes = entries.compactMap(pid_t.init).compactMap { pid in status(of: pid).map { (pid, $0) } }
        var family: Set<pid_t> = [ancestor]
        var grew = true
        while grew {
            let before = family.count
            for (pid, status) in processes where family.contains(status.parent) { family.insert(pid) }
            grew = family.count > before
        }
        return processes.filter { family.contains($0.0) && $0.1.name == name && $0.0 != ancestor }.map(\.0)
    }
}
