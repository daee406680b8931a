import SwiftUI
print(TerminalHost(rootView: HStack { Color.red; Color.blue }, proposal: .init(width: 100, height: 20)).layoutTrace())
