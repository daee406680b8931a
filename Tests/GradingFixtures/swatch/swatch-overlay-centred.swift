// MUST FAIL (every scenario but "offered less room, it keeps its size", which compares only the size): the block is primary, so the size is right, but the overlay has no alignment and centres the name in the block instead of putting it in the bottom-leading corner.
import SwiftUI

struct Swatch: View {
    let color: Color
    let name: String

    var body: some View {
        color
            .frame(width: 96, height: 48)
            .overlay {
                Text(name)
                    .padding(.leading, 8)
            }
    }
}
