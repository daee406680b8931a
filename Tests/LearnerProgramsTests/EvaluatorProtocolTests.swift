import LearnerPrograms
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

    /// Each payload is written and read by one type (issue 31: the process boundary written
    /// once), so what the REPL sends is what SnippetSupport reads.
    func testSettingsReadBackAndAnUnknownLineLeavesASettingAsItWas() {
        let settings = PresentationSettings(width: 320, height: nil, colors: .ansi256, colorScheme: .dark,
                                            layoutDirection: .rightToLeft, terminalBackground: .light, columns: 50)
        XCTAssertEqual(PresentationSettings(payload: settings.payload), settings)
        let partial = PresentationSettings(payload: Array("scheme=sepia\nwidth=\nnonsense\n".utf8), over: settings)
        XCTAssertEqual(partial.colorScheme, .dark, "a value it does not know leaves the setting")
        XCTAssertNil(partial.width, "an empty dimension is one left unspecified")
        XCTAssertEqual(partial.columns, 50)
    }

    /// A moment's picture has several lines and tabs of its own; only the first tab separates.
    func testAnimationMomentsReadBack() {
        let moments = AnimationMoments([.init(time: 0, picture: "a\tb\n c"), .init(time: 0.25, picture: "")])
        XCTAssertEqual(AnimationMoments(payload: moments.payload), moments)
    }

    /// A plot asks for a property and, optionally, a view's identifier: one or two words.
    func testPlotRequestsAreOneOrTwoWords() {
        XCTAssertEqual(PlotRequest(arguments: " width  bar ")?.identifier, "bar")
        XCTAssertEqual(PlotRequest(payload: PlotRequest(arguments: "opacity")!.payload), PlotRequest(arguments: "opacity"))
        XCTAssertNil(PlotRequest(arguments: ""))
        XCTAssertNil(PlotRequest(arguments: "width bar extra"))
    }

    /// The names of the bodies that ran travel one per line; none is an empty list, not one
    /// empty name.
    func testBodyEvaluationsReadBack() {
        XCTAssertEqual(PresentationRecord.bodyEvaluations(["ContentView", "Row"]).typeNames, ["ContentView", "Row"])
        XCTAssertEqual(PresentationRecord.bodyEvaluations([]).typeNames, [])
    }
}
