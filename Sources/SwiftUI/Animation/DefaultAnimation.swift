import Foundation

extension Animation {
    /// The animation `withAnimation` uses when it is given none.
    ///
    /// SwiftUI documents it as `spring(response:dampingFraction:blendDuration:)` with a response
    /// of 0.55, a damping fraction of 1.0 and a blend duration of 0.0: a critically damped spring.
    /// Before iOS 17 and macOS 14 it was `easeInOut`; this runtime follows the current SDKs.
    public static var `default`: Animation {
        spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0.0)
    }
}
