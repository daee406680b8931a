import Foundation
import XCTest

/// `@Entry` in learner code, compiled by `learn run` with the runtime's macro plugin.
/// Apple's docs for `Entry()`: the macro "creates an environment values, transaction, container
/// values, or focused values entry"; the property's initial value is the key's default.
final class EntryMacroTests: XCTestCase {
    func testEntryDeclaresAnEnvironmentValueWithItsDefault() throws {
        let learn = try LearnExecutable.built()
        let folder = try LearnerFolder()
        try folder.write("Entry.swift", """
            import SwiftUI

            extension EnvironmentValues {
                @Entry var knobColor: Color? = nil
                @Entry var knobSize: Double = 2
            }

            var values = EnvironmentValues()
            print("default:", values.knobSize, values.knobColor == nil)
            values.knobSize = 5
            values.knobColor = .red
            print("set:", values.knobSize, values.knobColor == .red)
            """)
        let result = try learn.run(["run", "Entry.swift"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "default: 2.0 true\nset: 5.0 true\n")
    }
}
