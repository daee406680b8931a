import LearnerPrograms
import Foundation
import ProcessLimits
import XCTest

/// The compiler works on a learner's file, which may be made to take minutes or gigabytes to
/// compile (before, a 12 MB file compiled for over 240 s at 1.4 GiB, issue 24): it runs under
/// ``ResourceLimits/compiler`` and stops with an error that says which limit. Small limits
/// here, through the same type, keep the tests quick.
final class CompilerLimitsTests: XCTestCase {
    /// Compiles `source` with the toolchain's frontend directly, under `limits`.
    private func compile(_ source: String, limits: ResourceLimits) throws -> ToolInvocation.Result {
        let recipe = try DirectBuildRecipe.read(for: try Toolchain.locate())
        let workspace = try Workspace(prefix: "learn-compiler-limits")
        let file = workspace.file("main.swift")
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        var frontend = ToolInvocation(executable: recipe.frontend, name: "swift-frontend")
        frontend.limits = limits
        return try frontend.run(recipe.programArguments(source: file, object: workspace.file("main.o")), in: workspace, stopRequest: { nil })
    }

    private func output(of result: ToolInvocation.Result) -> String? {
        if case .finished(false, let output) = result { return output }
        return nil
    }

    /// 40,000 declarations take the frontend several seconds of processor time; `RLIMIT_CPU`
    /// stops it after one (setrlimit(2): SIGXCPU at the soft limit).
    func testACompileThatTakesTooLongIsStoppedAndSaysSo() throws {
        var limits = ResourceLimits.compiler
        limits.processorSeconds = 1
        let source = (0..<40_000).map { "let value\($0) = \($0) * 2 + 1" }.joined(separator: "\n")
        let result = try compile(source, limits: limits)
        let said = try XCTUnwrap(output(of: result), "the compile was not stopped: \(result)")
        XCTAssertTrue(said.contains("error: the compiler was stopped after 1 s of processor time: this file takes too long to compile"), said)
    }

    /// The frontend needs far more than 64 MiB to compile anything (Foundation's modules alone).
    func testACompileThatNeedsTooMuchMemoryIsStoppedAndSaysSo() throws {
        var limits = ResourceLimits.compiler
        limits.memoryBytes = 64 << 20
        let result = try compile("import Foundation\nprint(Date())", limits: limits)
        let said = try XCTUnwrap(output(of: result), "the compile was not stopped: \(result)")
        XCTAssertTrue(said.contains("error: the compiler was stopped: compiling this file needed more memory than learn allows"), said)
    }

    /// The same file compiles under the real limits: they stop nothing a learner writes.
    func testAnOrdinaryFileCompilesUnderTheRealLimits() throws {
        let result = try compile("import Foundation\nprint(Date())", limits: .compiler)
        guard case .finished(true, _) = result else { return XCTFail("\(result)") }
    }
}
