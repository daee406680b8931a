import SwiftUI; print(Probe().value)
