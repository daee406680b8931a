import Foundation
import XCTest
@testable import SwiftUI

/// The text and image settings a modifier writes into the environment, read back in a body with
/// `@Environment(\.…)` as Apple's EnvironmentValues documentation shows ("Read environment values
/// … using the Environment property wrapper"): each value set outside arrives inside, and a
/// view that sets nothing reads SwiftUI's documented default.
final class TextEnvironmentValuesTests: XCTestCase {
    /// Draws what it reads, so that the test checks the picture a learner would see.
    struct Settings: View {
        @Environment(\.font) var font
        @Environment(\.imageScale) var imageScale
        @Environment(\.lineLimit) var lineLimit
        @Environment(\.lineSpacing) var lineSpacing
        @Environment(\.multilineTextAlignment) var alignment
        @Environment(\.truncationMode) var truncation
        @Environment(\.minimumScaleFactor) var scale
        @Environment(\.sizeCategory) var category: ContentSizeCategory

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(font == .headline ? "headline" : font == nil ? "no font" : "other font")
                Text("scale \(imageScale == .large ? "large" : imageScale == .medium ? "medium" : "small")")
                Text("limit \(lineLimit.map(String.init) ?? "none")")
                Text("spacing \(Int(lineSpacing))")
                Text("align \(alignment == .center ? "center" : alignment == .leading ? "leading" : "trailing")")
                Text("trunc \(truncation == .head ? "head" : truncation == .tail ? "tail" : "middle")")
                Text("factor \(scale)")  // a CGFloat in a key is written with %lf, six decimals
                Text(category.isAccessibilityCategory ? "accessibility" : "regular")
            }
        }
    }

    private func lines<V: View>(_ view: V) -> [String] {
        host(view, width: 240, height: 200).renderedLines.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Apple's defaults: font nil, image scale medium, no line limit, line spacing 0, leading
    /// alignment, tail truncation, minimum scale factor 1, the large text size.
    func testDefaults() {
        XCTAssertEqual(lines(Settings()), ["no font", "scale medium", "limit none", "spacing 0", "align leading",
                                           "trunc tail", "factor 1.000000", "regular"])
    }

    /// Each modifier sets the value that its environment key reads.
    func testModifiersSetWhatTheBodyReads() {
        let view = Settings()
            .font(.headline)
            .imageScale(.large)
            .lineLimit(2)
            .lineSpacing(16)
            .multilineTextAlignment(.center)
            .truncationMode(.head)
            .minimumScaleFactor(0.5)
            .environment(\.sizeCategory, ContentSizeCategory.accessibilityLarge)
        XCTAssertEqual(lines(view).map { $0 }, ["headline", "scale large", "limit 2", "spacing 16", "align center",
                                               "trunc head", "factor 0.500000", "accessibility"])
    }

    /// The innermost setting wins (Apple: "the environment value … closest to the view").
    func testInnerSettingWins() {
        let view = Settings().lineLimit(3).lineLimit(1)
        XCTAssertTrue(lines(view).contains("limit 3"))
    }

    /// The terminal draws a symbol in one cell at every image scale (Image.Scale's documentation
    /// in the runtime); the scale does not change the picture.
    func testImageScaleDrawsInTheSameCell() {
        let small = renderedText(Image(systemName: "star.fill").imageScale(.small), width: 80, height: 16)
        let large = renderedText(Image(systemName: "star.fill").imageScale(.large), width: 80, height: 16)
        XCTAssertEqual(small, large)
        XCTAssertFalse(small.trimmingCharacters(in: .whitespaces).isEmpty)
    }
}
