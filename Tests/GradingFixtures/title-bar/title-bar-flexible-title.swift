// MUST FAIL (a longer back label leaves the title in the middle; a longer action moves nothing either; two bars in a column, titles one above the other; a narrower window; right to left: back on the right, the title still in the middle): the title's frame takes the space between the labels, not the bar, so the title is centred between the labels, as with two spacers, and off the bar's centre when the labels' widths differ.
import SwiftUI

struct TitleBar: View {
    let title: String
    let back: String
    let action: String

    var body: some View {
        HStack {
            Text(back)
            Text(title)
                .frame(maxWidth: .infinity)
            Text(action)
        }
    }
}
