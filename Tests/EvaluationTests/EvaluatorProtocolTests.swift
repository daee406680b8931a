import Evaluation
import EvaluatorProtocol
import Foundation
import XCTest

/// The protocol between the REPL, `learn-evaluator` and the runtime's SnippetSupport, checked
/// against the built runtime library that the evaluator really loads.
final class EvaluatorProtocolTests: XCTestCase {
    /// SnippetSupport's `@_cdecl` names are spelled out by hand (the attribute takes only a
    /// literal); the evaluator looks each command's up by `EvaluatorCommand.entryPoint`, and
    /// refuses every request if one is missing. So each must be in the built library.
    func testTheRuntimeExportsEveryCommandsEntryPoint() throws {
        let runtime = try RuntimeLocation.locate()
        let library = try XCTUnwrap(dlopen(runtime.directory + "/libSwiftUI.so", RTLD_NOW | RTLD_LOCAL),
                                    String(cString: dlerror()))
        for command in EvaluatorCommand.allCases {
            XCTAssertNotNil(dlsym(library, command.entryPoint), "\(command) has no \(command.entryPoint)")
        }
    }

    /// A message's length field is little-endian (byte 0 lowest), and a message is complete only
    /// when all the bytes it announced have arrived.
    func testFramingRoundTripsAndWaitsForTheWholeMessage() {
        let body = [UInt8](repeating: 7, count: 300)
        let framed = MessageFraming.frame(body)
        XCTAssertEqual(Array(framed.prefix(4)), [44, 1, 0, 0]) // 300 = 1 × 256 + 44
        XCTAssertNil(MessageFraming.firstMessage(in: Array(framed.dropLast())))
        let message = MessageFraming.firstMessage(in: framed + [9])
        XCTAssertEqual(message?.body, body)
        XCTAssertEqual(message?.consumed, framed.count)
    }

    /// Records written by SnippetSupport's side read back in order; a kind this reader does not
    /// know is skipped rather than misread.
    func testPresentationRecordsReadBackInOrder() {
        let records = [PresentationRecord(.value, "$R0: Int = 3"), PresentationRecord(.picture, "╭─╮")]
        let unknown: [UInt8] = [0x7A] + MessageFraming.lengthField(2) + [1, 2]
        let bytes = records[0].bytes + unknown + records[1].bytes
        XCTAssertEqual(PresentationRecord.records(in: bytes), records)
    }
}
