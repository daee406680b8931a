import Foundation
import XCTest
@testable import SwiftUI

/// `contentTransition(_:)` (accepted: a changed text is drawn with its new content at once).
final class ContentTransitionTests: XCTestCase {
    private final class Score: ObservableObject {
        @Published var value = 9
    }

    private struct ScoreView: View {
        @ObservedObject var score: Score
        var body: some View {
            Text("\(score.value)").contentTransition(.numericText())
        }
    }

    /// Apple's docs: `contentTransition` sets `EnvironmentValues.contentTransition` for the views
    /// inside (`.opacity` by default). The text's new characters are drawn at once, even in the
    /// middle of an animation (our rule: a cell cannot show half a digit).
    func testTheNewTextIsDrawnAtOnce() {
        let score = Score()
        let h = host(ScoreView(score: score), width: 80, height: 16)
        XCTAssertEqual(h.render(), "9")
        withAnimation(.linear(duration: 1)) { score.value = 10 }
        h.update()
        XCTAssertEqual(h.render(), "10")
        XCTAssertEqual(EnvironmentValues().contentTransition, .opacity)
        XCTAssertNotEqual(ContentTransition.numericText(countsDown: true), .identity)
    }
}
