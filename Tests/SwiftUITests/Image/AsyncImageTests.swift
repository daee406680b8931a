import XCTest
import TerminalPreview
@testable import SwiftUI

/// `AsyncImage` with `file://` URLs, loading on the host's virtual clock. Apple's AsyncImage
/// docs: "Until the image loads, the view displays a standard placeholder that fills the
/// available space. After the load completes successfully, the view updates to display the
/// image"; `init(url:scale:transaction:content:)` shows "the view to display for the specified
/// phase", changing phase in "the transaction to use when the phase changes".
final class AsyncImageTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-async-\(UUID().uuidString)")
        ImageFiles.reader = ImageFolders([folder.path])
        try PNGWriter.write(PNGWriter.png(width: 24, height: 16) { _, _ in (0, 128, 0, 255) }, named: "leaf.png", in: folder)
    }

    override func tearDownWithError() throws {
        ImageFiles.reader = nil
        try FileManager.default.removeItem(at: folder)
    }

    private var leaf: URL { folder.appendingPathComponent("leaf.png") }

    private func pictureFrame(_ h: TerminalHost) -> CGRect? {
        h.displayList.items.first { if case .image = $0.content { true } else { false } }?.frame
    }

    func testDefaultPlaceholderFillsTheSpaceThenThePictureTakesItsSize() {
        let h = host(AsyncImage(url: leaf), width: 80, height: 48)
        XCTAssertEqual(h.size, CGSize(width: 80, height: 48))
        XCTAssertNil(pictureFrame(h))
        h.advance(by: AsyncImage<Image>.loadingDelay.inSeconds)
        XCTAssertEqual(h.size, CGSize(width: 24, height: 16))
        XCTAssertEqual(pictureFrame(h)?.size, CGSize(width: 24, height: 16))
    }

    func testScaleDividesThePixelSize() {
        // `scale`: "set a value of 2 for an image that you would name with the @2x suffix".
        let h = host(AsyncImage(url: leaf, scale: 2), width: 80, height: 48)
        h.advance(by: AsyncImage<Image>.loadingDelay.inSeconds)
        XCTAssertEqual(h.size, CGSize(width: 12, height: 8))
    }

    func testContentAndPlaceholder() {
        let view = AsyncImage(url: leaf) { image in
            image.resizable()
        } placeholder: {
            Text("wait")
        }
        .frame(width: 48, height: 32)
        let h = host(view, width: nil, height: nil)
        XCTAssertTrue(h.render().contains("wait"))
        h.advance(by: AsyncImage<Image>.loadingDelay.inSeconds / 2)
        XCTAssertTrue(h.render().contains("wait"), "still loading halfway")
        // The rest of the wait and more: two halves of it need not add up exactly on the clock's dates.
        h.advance(by: AsyncImage<Image>.loadingDelay.inSeconds)
        XCTAssertFalse(h.render().contains("wait"))
        XCTAssertEqual(pictureFrame(h)?.size, CGSize(width: 48, height: 32))
    }

    func testPhasesAndTheTransactionsAnimation() {
        let view = AsyncImage(url: leaf, transaction: Transaction(animation: .linear(duration: 1))) { phase in
            switch phase {
            case .empty: Text("empty")
            case .success(let image): image.transition(.opacity)
            case .failure(let error): Text(error.localizedDescription)
            }
        }
        let h = host(view, width: 100, height: 100)
        XCTAssertTrue(h.render().contains("empty"))
        h.advance(by: AsyncImage<Image>.loadingDelay.inSeconds)
        // Half way through the one-second animation the picture is fading in.
        h.advance(by: 0.5)
        let opacity = h.displayList.items.first { if case .image = $0.content { true } else { false } }?.opacity
        XCTAssertEqual(opacity ?? 0, 0.5, accuracy: 0.05)
        h.advance(by: 0.6)
        XCTAssertEqual(pictureFrame(h)?.size, CGSize(width: 24, height: 16))
    }

    func testNetworkURLsFailWithAMessage() {
        var text = ""
        let warnings = collectingWarnings {
            let view = AsyncImage(url: URL(string: "https://example.com/\(UUID().uuidString).png")) { phase in
                if let error = phase.error { Text(error.localizedDescription) } else { Text("waiting") }
            }
            let h = host(view, width: 2000, height: 200)
            h.advance(by: AsyncImage<Image>.loadingDelay.inSeconds)
            text = h.render()
        }
        XCTAssertTrue(text.contains("learn has no network"), text)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("learn has no network") == true, "\(warnings)")
    }

    func testMissingFileFailsNamingIt() {
        let missing = folder.appendingPathComponent("gone.png")
        var phaseError: String?
        let warnings = collectingWarnings {
            let view = AsyncImage(url: missing) { phase in
                if case .failure = phase { Text("failed") } else { Text("waiting") }
            }
            let h = host(view, width: 200, height: 50)
            h.advance(by: AsyncImage<Image>.loadingDelay.inSeconds)
            phaseError = h.render()
        }
        XCTAssertEqual(phaseError, "failed")
        XCTAssertEqual(warnings, ["AsyncImage could not load \(missing.path): there is no file \(missing.path)."])
    }
}

extension Duration {
    var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
