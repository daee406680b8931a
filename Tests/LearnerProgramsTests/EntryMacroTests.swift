import Foundation
import XCTest

/// `@Entry` in learner code, compiled by `learn run` with the runtime's macro plugin.
/// Apple's documentation for `Entry()`: the macro "creates an environment values, transaction,
/// container values, or focused values entry", and the property's initial value is the key's default.
final class EntryMacroTests: XCTestCase {
    func testEntryDeclaresEnvironmentAndTransactionValuesWithTheirDefaults() throws {
        let result = try run("""
            import SwiftUI

            extension EnvironmentValues {
                @Entry var knobColor: Color? = nil
                @Entry var knobSize: Double = 2
                @Entry var knobLabel: String?
            }

            extension Transaction {
                @Entry var fromTap = false
            }

            var values = EnvironmentValues()
            print("default:", values.knobSize, values.knobColor == nil, values.knobLabel == nil)
            values.knobSize = 5
            values.knobColor = .red
            print("set:", values.knobSize, values.knobColor == .red)
            var transaction = Transaction()
            transaction.fromTap = true
            print("transaction:", transaction.fromTap)
            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "default: 2.0 true true\nset: 5.0 true\ntransaction: true\n")
    }

    /// SwiftUI's expansion makes the key's `defaultValue` a getter that evaluates the initial value
    /// (OpenSwiftUI's `EntryMacroTests` spell out the same expansion: `static var defaultValue: String
    /// { get { "Default value" } }`), so an object as the default is a new object at every read.
    func testTheDefaultIsEvaluatedAtEveryRead() throws {
        let result = try run("""
            import SwiftUI

            final class Account {}

            extension EnvironmentValues {
                @Entry var account = Account()
            }

            let values = EnvironmentValues()
            print(values.account === values.account)
            """)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "false\n")
    }

    func testMisplacedEntrySaysWhereItBelongs() throws {
        let result = try run("""
            import SwiftUI

            struct Settings {
                @Entry var size = 1
            }
            """)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            result.standardError.contains("@Entry works inside `extension EnvironmentValues` or `extension Transaction`"),
            result.standardError
        )
    }

    private func run(_ source: String) throws -> LearnExecutable.Result {
        try LearnExecutable.built().run(source: source, named: "Entry.swift")
    }
}
