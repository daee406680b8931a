import Foundation
import XCTest
@testable import SwiftUI

/// Gradients, materials and hierarchical styles: recorded in the display list and drawn.
final class GradientAndStyleTests: XCTestCase {
    private let environment = EnvironmentValues()

    /// Apple's docs for `LinearGradient`: start and end are unit points of the filled shape's
    /// bounds; the colours run from the first stop to the last. As a view, a gradient fills
    /// the space it is offered.
    func testLinearGradientIsRecordedInTheShapesBounds() {
        let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            .frame(width: 80, height: 16).padding(8)
        let items = host(view, width: 200, height: 100).displayList.items
        XCTAssertEqual(items.count, 1)
        let shading = items[0].shading
        XCTAssertEqual(shading?.geometry, .linear(start: CGPoint(x: 8, y: 16), end: CGPoint(x: 88, y: 16)))
        XCTAssertEqual(shading?.stops.map(\.location), [0, 1])
        XCTAssertEqual(shading?.color(at: CGPoint(x: 8, y: 0)), Color.red.resolve(in: environment))
        XCTAssertEqual(shading?.color(at: CGPoint(x: 88, y: 0)), Color.blue.resolve(in: environment))
        XCTAssertEqual(items[0].color, shading?.middleColor, "compared by its middle colour")
    }

    /// Our rendering: each half of a cell takes the gradient's colour at its centre, so a
    /// vertical gradient changes colour within one cell row.
    func testGradientIsDrawnPerHalfCell() {
        let view = Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom))
            .frame(width: 8, height: 16)
        var painter = CanvasPainter(grid: CellGrid(columns: 1, rows: 1), showsPictures: true)
        for item in host(view, width: 8, height: 16).displayList.items { painter.draw(item) }
        let cell = painter.grid[0, 0]
        XCTAssertEqual(cell.glyph, .quadrants)
        XCTAssertEqual(cell.bits, QuadrantBits.lowerHalf)
        // Upper half at a quarter of the way down, lower half at three quarters.
        XCTAssertEqual(cell.background, CanvasColor(red: 64, green: 64, blue: 64))
        XCTAssertEqual(cell.foreground, CanvasColor(red: 191, green: 191, blue: 191))
        XCTAssertEqual(renderedText(view, width: 8, height: 16), "█", "plain output shows the shape")
    }

    /// Apple's docs: a radial gradient changes with the distance from its centre between the
    /// radii; an elliptical one reaches the bounds' edge at a radius fraction of 0.5; an
    /// angular one turns clockwise from its start angle (0 at the trailing side).
    func testRadialEllipticalAndAngularGeometry() {
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        let radial = RadialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: 10)
            .shading(in: environment, bounds: bounds)
        XCTAssertEqual(radial.location(of: CGPoint(x: 25, y: 10)), 0.5)
        let elliptical = EllipticalGradient(colors: [.black, .white]).shading(in: environment, bounds: bounds)
        XCTAssertEqual(elliptical.location(of: CGPoint(x: 40, y: 10)), 1, accuracy: 1e-9)
        XCTAssertEqual(elliptical.location(of: CGPoint(x: 20, y: 20)), 1, accuracy: 1e-9)
        let angular = AngularGradient(colors: [.black, .white], center: .center, startAngle: .zero, endAngle: .degrees(360))
            .shading(in: environment, bounds: bounds)
        XCTAssertEqual(angular.location(of: CGPoint(x: 20, y: 19)), 0.25, accuracy: 1e-9, "a quarter turn clockwise is below the centre")
    }

    /// Apple's docs for `Gradient.Stop` and `Gradient(colors:)`: colours spaced evenly from 0
    /// to 1; stops at their locations, colours interpolated between them.
    func testStopsInterpolate() {
        let gradient = Gradient(stops: [.init(color: .black, location: 0.5), .init(color: .white, location: 1)])
        let shading = LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)
            .shading(in: environment, bounds: CGRect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(shading.color(at: CGPoint(x: 25, y: 0)).red, 0, "before the first stop")
        XCTAssertEqual(shading.color(at: CGPoint(x: 75, y: 0)).red, 0.5, accuracy: 1e-6)
        XCTAssertEqual(Gradient(colors: [.red, .green, .blue]).stops.map(\.location), [0, 0.5, 1])
    }

    /// Apple's docs for `AnyGradient` (`Color.gradient`): used as a style it runs from top to bottom.
    func testColorGradientRunsTopToBottom() {
        let item = host(Rectangle().fill(Color.blue.gradient).frame(width: 16, height: 32), width: 100, height: 100).displayList.items.first
        XCTAssertEqual(item?.shading?.geometry, .linear(start: CGPoint(x: 8, y: 0), end: CGPoint(x: 8, y: 32)))
        let top = item?.shading?.stops.first?.color, bottom = item?.shading?.stops.last?.color
        XCTAssertGreaterThan(top?.blue ?? 0, bottom?.blue ?? 1, "lighter at the top (our amounts)")
    }

    /// Colour effects reach a gradient's stops (they change every colour drawn).
    func testColorEffectsApplyToGradientStops() {
        let item = host(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).grayscale(1).frame(width: 8, height: 8), width: 50, height: 50).displayList.items.first
        for stop in item?.shading?.stops ?? [] {
            XCTAssertEqual(stop.color.red, stop.color.blue, accuracy: 1e-6)
        }
    }

    /// Apple's docs for HierarchicalShapeStyle: `.secondary` is the second level of the current
    /// foreground style. Without one, the system label colours (UIKit's `secondaryLabel` is
    /// #3C3C43 at 60%, `tertiaryLabel` at 30%); with one, that style at those opacities (ours).
    func testHierarchicalLevels() {
        let secondary = HierarchicalShapeStyle.secondary._resolveColor(in: environment)
        XCTAssertEqual(secondary, Color.secondary.resolve(in: environment))
        XCTAssertEqual(HierarchicalShapeStyle.tertiary._resolveColor(in: environment).opacity, 0.3)
        let text = host(Text("A").foregroundStyle(.secondary).foregroundStyle(.red), width: 50, height: 50).displayList.items.first
        var expected = Color.red.resolve(in: environment)
        expected.opacity = 0.6
        XCTAssertEqual(text?.color, expected)
        let circle = host(Circle().fill(.quaternary).frame(width: 8, height: 8), width: 50, height: 50).displayList.items.first
        XCTAssertEqual(circle?.color.opacity, 0.18)
    }

    /// Materials draw as a translucent white (our rendering: a terminal cannot blur behind),
    /// thicker materials more opaque.
    func testMaterialsAreTranslucentAndThickerIsMoreOpaque() {
        let thin = Material.ultraThin._resolveColor(in: environment)
        let thick = Material.thick._resolveColor(in: environment)
        XCTAssertLessThan(thin.opacity, thick.opacity)
        XCTAssertLessThan(thick.opacity, 1)
        let item = host(Text("A").padding().background(.ultraThinMaterial), width: 100, height: 100).displayList.items.first
        XCTAssertEqual(item?.color, thin)
    }
}
