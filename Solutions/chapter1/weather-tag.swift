import SwiftUI

// Reference solution for the weather-tag exercise (chapter 1, after step 2).
//
// With the cloud, the body's real type becomes
// VStack<TupleView<(Text, HStack<TupleView<(Image, Text)>>)>>. `some View` lets the compiler
// work that out; the body need not name it, and it can change again without an edit here.

struct WeatherTag: View {
    var city: String
    var temperature: Int

    var body: some View {
        VStack(spacing: 16) {
            Text(city)
            HStack(spacing: 8) {
                Image(systemName: "cloud")
                Text("\(temperature)°")
            }
        }
    }
}
