// MUST FAIL: adds the cloud as a third view of the VStack, to match an extended type written by hand, so it sits on a line of its own below the temperature instead of beside it.
import SwiftUI

struct WeatherTag: View {
    var city: String
    var temperature: Int

    var body: VStack<TupleView<(Text, Text, Image)>> {
        VStack(spacing: 16) {
            Text(city)
            Text("\(temperature)°")
            Image(systemName: "cloud")
        }
    }
}
