import SwiftUI

// Exercise: a weather tag (chapter 1, after step 2).
//
// The tag shows a city and its temperature. Its body is declared with its full type, written
// out by hand. Add a cloud, Image(systemName: "cloud"), to the left of the temperature, as in
// the instructions (`learn exercises weather-tag`). The compiler will complain about the type:
// let `some View` deal with it.
//
// Keep `WeatherTag(city:temperature:)`: the checker builds the tag with it. Check your work with
// `learn check weather-tag` (or `:check` in the REPL); `learn hint weather-tag` gives one hint at
// a time. Keep this file to declarations (no top-level statements).

struct WeatherTag: View {
    var city: String
    var temperature: Int

    var body: VStack<TupleView<(Text, Text)>> {
        VStack(spacing: 16) {
            Text(city)
            Text("\(temperature)°")
        }
    }
}
