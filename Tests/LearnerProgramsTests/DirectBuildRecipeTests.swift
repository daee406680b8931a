import LearnerFiles
import LearnerPrograms
import Foundation
import XCTest

/// The recipe for calling the frontend and `ld.lld` directly, read from what the installed
/// driver prints for `swiftc -###` (issue 15 §1), and the ELF reader the link relies on.
final class DirectBuildRecipeTests: XCTestCase {
    /// What Swift 6.3's driver printed for the probe on Linux (`swiftc -### -emit-library …`),
    /// shortened; the temporary folder's name differs on every run.
    private let plan = """
        /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /learn-probe/probe.swift -target x86_64-unknown-linux-gnu -disable-objc-interop -swift-version 5 -Onone -module-name LearnProbe -plugin-path '/opt/my toolchain/plugins' -parse-as-library -o /tmp/TemporaryDirectory.zmXJfw/probe-1.o
        /opt/swift/usr/bin/swift-autolink-extract /tmp/TemporaryDirectory.zmXJfw/probe-1.o -o /tmp/TemporaryDirectory.zmXJfw/LearnProbe-1.autolink
        /opt/swift/usr/bin/clang -shared -fuse-ld=lld -Xlinker --build-id /opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o /tmp/TemporaryDirectory.zmXJfw/probe-1.o @/tmp/TemporaryDirectory.zmXJfw/LearnProbe-1.autolink -L /opt/swift/usr/lib/swift/linux -lswiftCore -O0 -o /learn-probe/libprobe.so
        """

    func testTheRecipeIsTheDriversFrontendCommandWithTheInputsNamesPutIn() throws {
        // The recipe needs ld.lld beside the frontend; the plan above names /opt/swift's.
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/opt/swift/usr/bin/ld.lld"))
        let recipe = try XCTUnwrap(DirectBuildRecipe(driverPlan: plan))
        XCTAssertEqual(recipe.frontend, "/opt/swift/usr/bin/swift-frontend")
        XCTAssertEqual(recipe.runtimeObject, "/opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o")
        XCTAssertEqual(recipe.libraryDirectory, "/opt/swift/usr/lib/swift/linux")
        XCTAssertEqual(recipe.linker, "/opt/swift/usr/bin/ld.lld")
        XCTAssertEqual(
            recipe.frontendArguments(source: "/w/input3.swift", module: "Input3", object: "/w/libinput3.so.o"),
            ["-frontend", "-c", "-primary-file", "/w/input3.swift", "-target", "x86_64-unknown-linux-gnu",
             "-disable-objc-interop", "-swift-version", "5", "-Onone", "-module-name", "Input3",
             "-plugin-path", "/opt/my toolchain/plugins", "-parse-as-library", "-o", "/w/libinput3.so.o"])
    }

    /// A plan without a frontend or a link (another driver, an error) gives no recipe, and
    /// learn compiles with swiftc instead.
    func testAPlanWithoutBothCommandsGivesNoRecipe() {
        XCTAssertNil(DirectBuildRecipe(driverPlan: ""))
        XCTAssertNil(DirectBuildRecipe(driverPlan: "error: unknown argument: '-###'"))
        XCTAssertNil(DirectBuildRecipe(driverPlan: String(plan.split(separator: "\n")[0])))
    }

    /// The driver quotes as a POSIX shell reads it.
    func testDriverLinesSplitIntoWordsAsAShellWould() {
        XCTAssertEqual(DirectBuildRecipe.words(#"a 'b c' "d \"e\"" f\ g  'h#i'"#), ["a", "b c", #"d "e""#, "f g", "h#i"])
        XCTAssertEqual(DirectBuildRecipe.words("x ''"), ["x", ""])
    }

    /// The libraries a library needs, read from the built runtime, name the Swift runtime;
    /// a file that is not ELF is refused rather than misread.
    func testTheRuntimesNeededLibrariesAreReadFromItsDynamicSection() throws {
        let runtime = try RuntimeLocation.locate()
        let elf = try XCTUnwrap(ELFFile(path: runtime.directory + "/libSwiftUI.so"))
        XCTAssertTrue(elf.neededLibraries.contains("libswiftCore.so"), "\(elf.neededLibraries)")
        XCTAssertTrue(elf.neededLibraries.contains { $0.hasPrefix("libc.so") })
        XCTAssertNil(ELFFile(bytes: Data("#!/bin/sh\n".utf8 + [UInt8](repeating: 0, count: 64))))
        XCTAssertNil(ELFFile(bytes: Data([0x7f, 0x45, 0x4c, 0x46, 2, 1] + [UInt8](repeating: 0xff, count: 80))))
    }

    /// A program's `main.swift` keeps its top-level code: the frontend is not told to parse it
    /// as a library, and the module is named as `learn run` names it.
    func testAProgramIsNotParsedAsALibrary() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/opt/swift/usr/bin/ld.lld"))
        let recipe = try XCTUnwrap(DirectBuildRecipe(driverPlan: plan))
        let arguments = recipe.programArguments(source: "/w/main.swift", object: "/w/main.o")
        XCTAssertFalse(arguments.contains("-parse-as-library"), "\(arguments)")
        XCTAssertEqual(arguments.suffix(4), ["-plugin-path", "/opt/my toolchain/plugins", "-o", "/w/main.o"])
        let module = try XCTUnwrap(arguments.firstIndex(of: "-module-name"))
        XCTAssertEqual(arguments[module + 1], LearnerCompilation.moduleName)
    }

    /// `LEARN_COMPILE_WITH_SWIFTC=1` asks for no recipe, and says so in the words `learn doctor` shows.
    func testTheDriverCanBeAskedFor() throws {
        XCTAssertThrowsError(try DirectBuildRecipe.read(for: Toolchain.locate(), environment: ["LEARN_COMPILE_WITH_SWIFTC": "1"])) { error in
            XCTAssertEqual("\(error)", "LEARN_COMPILE_WITH_SWIFTC is 1")
        }
    }

    /// Before, a learner's program could rewrite `direct-build-recipe.json` so that every later
    /// compile ran a program of its choosing. Now no learner program reaches the cache, and a
    /// recipe read back that names a program outside the toolchain is read again from the driver.
    func testACachedRecipeNamingAnotherProgramIsReadAgain() throws {
        let toolchain = try Toolchain.locate()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("recipe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let cache = CacheFolder(environment: ["XDG_CACHE_HOME": home.path])
        let real = try DirectBuildRecipe.read(for: toolchain, environment: [:], cache: cache)
        let file = URL(fileURLWithPath: cache.path + "/direct-build-recipe.json")
        let spoiled = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: real.frontend.replacingOccurrences(of: "/", with: "\\/"), with: "\\/bin\\/sh")
        XCTAssertTrue(spoiled.contains("\\/bin\\/sh"), "the test did not manage to spoil the cached recipe")
        try spoiled.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try DirectBuildRecipe.read(for: toolchain, environment: [:], cache: cache), real)
    }
}
