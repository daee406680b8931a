import Foundation
import SwiftUI

struct Tally: View {
    var count: Int

    var body: some View {
        // Standard error: a scenario program sends standard output to /dev/null, but keeps
        // what goes to standard error for the runtime's messages.
        while count == 12 {
            FileHandle.standardError.write(Data("the tally is twelve\n".utf8))
        }
        return Text("\(count)")
            .padding(8)
            .background(Color.gray)
    }
}
