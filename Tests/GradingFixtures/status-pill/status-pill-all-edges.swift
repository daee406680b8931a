// MUST FAIL: right order, but .padding(16) pads the top and bottom too, so the pill is 48 points tall instead of 16.
import SwiftUI

struct StatusPill: View {
    var status: String

    var body: some View {
        Text(status)
            .foregroundStyle(.white)
            .padding(16)
            .background(Color.green)
    }
}
