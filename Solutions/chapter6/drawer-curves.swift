import SwiftUI

// Reference solution for the drawer-curves exercise (chapter 6, after step 10).
//
// The animation is picked from the new value of `open`: opening eases out (it leaves fast
// and arrives softly), closing eases in (it leaves softly and is fastest as it disappears).
// Both are timing curves, so each ends exactly after its 0.4 s.

struct Drawer: View {
    @State private var open = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Menu") {
                open.toggle()
            }
            Color.orange
                .frame(width: open ? 80 : 0, height: 16)
                .animation(open ? .easeOut(duration: 0.4) : .easeIn(duration: 0.4), value: open)
        }
        .frame(width: 96, alignment: .leading)
    }
}
