// `import CoreGraphics` in SwiftUI code asks for `CGFloat`, `CGPoint`, `CGSize`, `CGRect`,
// `CGVector` and `CGAffineTransform`; on Linux, Foundation declares them, so this module only
// brings Foundation.
@_exported import Foundation
