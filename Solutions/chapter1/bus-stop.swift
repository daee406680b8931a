import SwiftUI

// Reference solution for the bus-stop exercise (chapter 1, after step 4).
//
// A switch over an Int, with a `default` case, works in a view builder like a switch over an
// enum: each case gives its own view, and the cases nest into _ConditionalContent values.

struct BusStop: View {
    var route: String
    var minutes: Int

    var body: some View {
        HStack(spacing: 16) {
            Text(route)
            switch minutes {
            case 0:
                HStack(spacing: 8) {
                    Image(systemName: "bell.fill")
                    Text("Due")
                }
            case 1:
                Text("1 min")
            default:
                Text("\(minutes) mins")
            }
        }
    }
}
