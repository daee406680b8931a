// MUST PASS: keeps an explicit type and spells out the new one in full, VStack<TupleView<(Text, HStack<TupleView<(Image, Text)>>)>>; harder to maintain, but it draws the same tag.
import SwiftUI

struct WeatherTag: View {
    var city: String
    var temperature: Int

    var body: VStack<TupleView<(Text, HStack<TupleView<(Image, Text)>>)>> {
        VStack(spacing: 16) {
            Text(city)
            HStack(spacing: 8) {
                Image(systemName: "cloud")
                Text("\(temperature)°")
            }
        }
    }
}
