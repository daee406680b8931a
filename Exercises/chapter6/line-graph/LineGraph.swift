import SwiftUI

// Exercise: path animations (chapter 6).
//
// Step 1: `LineGraph` draws its data points, values from 0 (bottom edge) to 1 (top edge), as a
// line from the left edge to the right edge of whatever rectangle it is given.
// Step 2: tapping the demo's "Animate" button draws the graph progressively, from nothing to
// the whole line, with a linear animation of 1 second; tapping it again hides it the same way.
// Step 3: a red dot, 10 points across, rides the tip of the line as it grows and shrinks.
//
// Keep the names and properties: the checker builds scenarios such as
// `LineGraph(dataPoints: [0.1, 0.7, 0.3]).stroke(Color.red, lineWidth: 2)` and
// `LineGraphDemo(dataPoints: sampleData)`.
//
// Check your work with `learn check line-graph`; `learn hint line-graph` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

struct LineGraph: Shape {
    var dataPoints: [CGFloat]

    func path(in rect: CGRect) -> Path {
        // For now the graph draws nothing.
        Path()
    }
}

struct LineGraphDemo: View {
    var dataPoints: [CGFloat]
    @State var visible = false

    var body: some View {
        VStack(spacing: 16) {
            // Step 2: show none of the graph while `visible` is false, all of it when it is
            // true, and animate between the two.
            // Step 3: put a red dot on the tip of the line, over the graph, inside the frame.
            LineGraph(dataPoints: dataPoints)
                .stroke(Color.red, lineWidth: 2)
                .frame(width: 240, height: 100)
                .border(Color.gray)
            Button("Animate") {
                visible.toggle()
            }
        }
    }
}
