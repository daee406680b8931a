import SwiftUI

// Exercise: a battery label (chapter 1, after step 5).
//
// `batteryLabel(level:)` shows a battery's charge as a percentage. When the charge is below 20,
// it should also show a warning sign before the number (`learn exercises battery-label`). Add
// that with an if/else. The compiler will object to a function that returns two different types
// of view: step 5 says what to do about it.
//
// Keep the function's name and parameter, `batteryLabel(level:)`: the checker calls it. Check
// your work with `learn check battery-label` (or `:check` in the REPL); `learn hint
// battery-label` gives one hint at a time. Keep this file to declarations (no top-level
// statements).

func batteryLabel(level: Int) -> some View {
    return Text("\(level)%")
}
