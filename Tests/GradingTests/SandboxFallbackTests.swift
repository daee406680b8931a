import Foundation
import XCTest

/// A machine that cannot make the sandbox (no bubblewrap, or no user namespaces, as in many
/// containers) still grades, with the resource limits alone, and says so once, plainly;
/// `learn doctor` says which applies (issue 24).
final class SandboxFallbackTests: XCTestCase {
    private var learn: LearnCommand!

    override func setUpWithError() throws {
        learn = try LearnCommand()
    }

    private func checkHonestSubmission(environment: [String: String]) throws -> LearnCommand.Result {
        let file = GradingFixtures.folder.appendingPathComponent("learner/correct-written-differently.swift")
        return try learn.run(["check", "tally", "--file", file.path, "--json"], environment: environment)
    }

    private func occurrences(of text: String, in output: String) -> Int {
        output.components(separatedBy: text).count - 1
    }

    func testTurnedOffTheSandboxIsNamedOnceAndGradingGoesOn() throws {
        let result = try checkHonestSubmission(environment: ["LEARN_SANDBOX": "off"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        XCTAssertEqual(report?["status"] as? String, "pass", result.standardOutput)
        XCTAssertEqual(occurrences(of: "learner programs run without a sandbox here, because LEARN_SANDBOX is off", in: result.standardError), 1,
                       result.standardError)
    }

    /// `bwrap` that cannot make namespaces fails at once, as `/bin/false` does.
    func testABubblewrapThatCannotMakeNamespacesIsNamedAndGradingGoesOn() throws {
        let result = try checkHonestSubmission(environment: ["LEARN_BWRAP": "/bin/false"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(occurrences(of: "because this machine does not let /bin/false make namespaces (status 1)", in: result.standardError), 1,
                       result.standardError)
    }

    func testDoctorSaysWhetherProgramsRunInASandbox() throws {
        let off = try learn.run(["doctor"], environment: ["LEARN_SANDBOX": "off"])
        XCTAssertTrue(off.standardOutput.contains("learner programs: run without a sandbox (resource limits only), because LEARN_SANDBOX is off"),
                      off.standardOutput)
        let bubblewrap = ProcessInfo.processInfo.environment["PATH", default: ""].split(separator: ":")
            .map { $0 + "/bwrap" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        try XCTSkipIf(bubblewrap == nil, "bubblewrap is not installed here")
        let on = try learn.run(["doctor"])
        XCTAssertTrue(on.standardOutput.contains("learner programs: run in a sandbox: \(bubblewrap!)"), on.standardOutput)
    }
}
