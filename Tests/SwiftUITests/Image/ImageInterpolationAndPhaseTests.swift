import XCTest
import TerminalPreview
@testable import SwiftUI

/// `Image.interpolation(_:)` (Apple: "Specifies the current level of quality for rendering an
/// image that requires resampling"; `.none` keeps hard pixel edges) and `AsyncImagePhase`, the
/// value an `AsyncImage`'s content closure is given for each stage of loading.
final class ImageInterpolationAndPhaseTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-interpolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        ImageFiles.reader = ImageFolders([folder.path])
        // Two pixels side by side: red, then blue.
        try PNGWriter.write(PNGWriter.png(width: 2, height: 1) { x, _ in x == 0 ? (255, 0, 0, 255) : (0, 0, 255, 255) }, named: "two.png", in: folder)
    }

    override func tearDownWithError() throws {
        ImageFiles.reader = nil
        try FileManager.default.removeItem(at: folder)
    }

    /// The picture's colour over the left three quarters of a 2×1 frame, which covers both
    /// pixels: `.none` takes the nearest pixel (red at 0.75), `.high` averages the two.
    func testNoInterpolationKeepsTheNearestPixel() {
        func colour(_ interpolation: Image.Interpolation) -> (red: Float, green: Float, blue: Float, alpha: Float)? {
            let view = Image("two").resizable().interpolation(interpolation).frame(width: 2, height: 1)
            guard case .image(let drawing, _)? = host(view, width: 100, height: 100).displayList.items.first?.content else { return nil }
            return drawing.color(over: CGRect(x: 0, y: 0, width: 1.5, height: 1), frameSize: CGSize(width: 2, height: 1))
        }
        let sharp = colour(.none), smooth = colour(.high)
        XCTAssertEqual(sharp?.red, 1)
        XCTAssertEqual(sharp?.blue, 0)
        XCTAssertEqual(smooth?.red ?? 0, 0.5, accuracy: 0.01)
        XCTAssertEqual(smooth?.blue ?? 0, 0.5, accuracy: 0.01)
    }

    /// AsyncImagePhase: `.empty` has neither image nor error, `.success` its image, `.failure`
    /// its error (Apple's AsyncImagePhase); with no URL the content stays at `.empty`.
    func testAsyncImagePhases() {
        struct Failure: Error {}
        let empty: AsyncImagePhase = .empty
        XCTAssertNil(empty.image)
        XCTAssertNil(empty.error)
        XCTAssertNotNil(AsyncImagePhase.success(Image(systemName: "star")).image)
        XCTAssertTrue(AsyncImagePhase.failure(Failure()).error is Failure)
        let view = AsyncImage(url: nil) { (phase: AsyncImagePhase) in
            if phase.image != nil { Text("loaded") } else if phase.error != nil { Text("failed") } else { Text("waiting") }
        }
        let h = host(view, width: 200, height: 16)
        h.advance(by: 1)
        XCTAssertEqual(h.render(), "waiting")
    }
}
