import Foundation

// How an animation names itself where a learner reads it (a plot's label, a message): as the
// code that makes it, so `.easeInOut(duration: 1)` reads "easeInOut(duration: 1)".

extension TimingCurveAnimation: CustomStringConvertible {
    var description: String {
        let named: [(UnitCurve, String)] = [(.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut")]
        let name = named.first { $0.0 == curve }?.1 ?? "timingCurve(\(curve))"
        return "\(name)(duration: \(duration.shortDescription))"
    }
}

extension SpringAnimation: CustomStringConvertible {
    var description: String {
        "spring(duration: \(spring.duration.shortDescription), bounce: \(spring.bounce.shortDescription))"
    }
}

extension InterpolatingSpringAnimation: CustomStringConvertible {
    var description: String {
        "interpolatingSpring(duration: \(spring.duration.shortDescription), bounce: \(spring.bounce.shortDescription))"
    }
}

extension DelayAnimation: CustomStringConvertible {
    var description: String { "\(base).delay(\(delay.shortDescription))" }
}

extension SpeedAnimation: CustomStringConvertible {
    var description: String { "\(base).speed(\(speed.shortDescription))" }
}

extension RepeatAnimation: CustomStringConvertible {
    var description: String {
        guard let repeatCount else { return "\(base).repeatForever(autoreverses: \(autoreverses))" }
        return "\(base).repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
    }
}

extension Double {
    /// At most three decimals, and none for a whole number: 1, 0.35, 0.825.
    var shortDescription: String {
        let rounded = (self * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
