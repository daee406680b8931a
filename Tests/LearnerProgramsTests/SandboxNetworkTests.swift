import LearnerProcesses
import LearnerPrograms
import Foundation
import ProcessLimits
import XCTest

/// A check's program runs in an empty network namespace, which holds even without the seccomp
/// filter that also guards it (issue 24: a secret was sent to a listener on 127.0.0.1 through
/// calls the filter did not see). Driven with bash's `/dev/tcp`, which connects as any
/// program would, to a listener this test opens on 127.0.0.1; the same program with the
/// network shared reaches it, so the listener would hear a program that got through.
final class SandboxNetworkTests: XCTestCase {
    private var folder: LearnerFolder!

    override func setUpWithError() throws {
        try XCTSkipIf(SandboxTool.current.bubblewrap == nil, "no sandbox on this machine: \(SandboxTool.current.summary)")
        folder = try LearnerFolder()
    }

    /// A listening socket on 127.0.0.1 and its port.
    private func listen() throws -> (socket: Int32, port: UInt16) {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        XCTAssertTrue(bound && Glibc.listen(listener, 4) == 0)
        _ = fcntl(listener, F_SETFL, O_NONBLOCK)
        return (listener, UInt16(bigEndian: address.sin_port))
    }

    /// Runs bash sending a secret to `port`, under limits without the seccomp filter, and
    /// says whether the listener got a connection.
    private func sendSecret(to listener: (socket: Int32, port: UInt16), network: Sandbox.Network) throws -> (connected: Bool, ended: ChildProcess.Termination) {
        var child = ChildProcess(
            executable: "/bin/bash", arguments: ["bash", "-c", "echo s3cret > /dev/tcp/127.0.0.1/\(listener.port)"],
            environment: ["PATH": "/usr/bin:/bin"], streams: .captured(inFile: folder.url.appendingPathComponent("out").path))
        var limits = ResourceLimits.learnerProgram
        limits.isolated = false
        child.limits = limits
        child.sandbox = Sandbox(readable: [], network: network, workingDirectory: "/")
        let ended = try child.run(timeout: 10, stopRequest: { nil })
        let connection = accept(listener.socket, nil, nil)
        if connection >= 0 { close(connection) }
        return (connection >= 0, ended)
    }

    func testAClosedNetworkReachesNoListenerOnThisMachine() throws {
        let listener = try listen()
        defer { close(listener.socket) }
        let shared = try sendSecret(to: listener, network: .shared)
        XCTAssertTrue(shared.connected, "with the network shared the program should reach the listener: \(shared.ended)")
        let closed = try sendSecret(to: listener, network: .closed)
        XCTAssertFalse(closed.connected, "a program with the network closed reached the listener")
        XCTAssertNotEqual(closed.ended, .exited(status: 0))
    }
}
