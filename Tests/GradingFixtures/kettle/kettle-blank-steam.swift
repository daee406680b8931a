// MUST FAIL (cold: just the name; a cold kettle takes no room for steam; cold and boiling side by side): adds the flame but keeps the starter's blank text for the steam, so a cold kettle is still 48 points tall, with an empty line and a gap above its name.
import SwiftUI

struct Kettle: View {
    var isBoiling: Bool

    var body: some View {
        VStack(spacing: 16) {
            Text(isBoiling ? "~ ~ ~" : " ")
            HStack(spacing: 8) {
                Text("Kettle")
                if isBoiling {
                    Image(systemName: "flame")
                }
            }
        }
    }
}
