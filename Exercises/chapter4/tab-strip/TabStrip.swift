import SwiftUI

// Exercise: tabs of equal width (chapter 4, after step 14, sharing space evenly).
//
// Every tab should get the same share of the strip, whatever its title. Here each tab is as wide
// as its own title. Fix it as the instructions (`learn exercises tab-strip`) describe.
//
// Check your work with `learn check tab-strip`; `learn hint tab-strip` gives one hint at a time.
// Keep this file to declarations: the checker adds the code that builds each scenario.

struct TabStrip: View {
    let titles: [String]
    let selected: Int

    var body: some View {
        HStack {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .background(index == selected ? Color.blue : Color.gray)
            }
        }
    }
}
