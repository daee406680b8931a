import Foundation

/// A view that animates its content through a sequence of phases (iOS 17), each change of
/// phase an animation of its own: continuously, or once each time a trigger value changes.
///
/// ```swift
/// PhaseAnimator([1.0, 1.5], trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } animation: { _ in .easeOut(duration: 0.2) }
/// ```
///
/// As Apple documents: without a trigger the content starts in the first phase and moves to
/// the next whenever the animation into the current one has completed, round and round; with
/// a trigger it rests in the first phase, and each change of the trigger takes it through
/// every phase and back to the first. `animation` is asked for the animation into each phase
/// (`nil` changes it without animating).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let phases: [Phase]
    private let trigger: EquatableValue?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?
    @State private var index = 0
    /// Counts the runs started, so that a run a newer trigger replaced stops.
    @State private var run = 0

    /// Cycles through `phases` for as long as the view is shown.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Goes through `phases` once, back to the first, each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = EquatableValue(trigger)
        self.content = content
        self.animation = animation
    }

    /// The content for the current phase; with no phases, a warning text and a runtime warning.
    public var body: some View {
        if phases.isEmpty {
            Text("⚠︎ no phases").onAppear {
                RuntimeWarning.report("phaseAnimator was given no phases: give it at least one.")
            }
        } else {
            content(phases[min(index, phases.count - 1)])
                .onAppear { if trigger == nil { start() } }
                .onChange(of: trigger) { if trigger != nil { start() } }
        }
    }

    /// Starts a run from the phase shown now.
    private func start() {
        // One phase has nowhere to go; stepping to itself would never complete.
        guard phases.count > 1 else { return }
        run += 1
        step(from: index, run: run)
    }

    private func step(from current: Int, run: Int) {
        let next = (current + 1) % phases.count
        withAnimation(animation(phases[next])) {
            index = next
        } completion: {
            guard run == self.run else { return }
            // A triggered run ends once it is back in the first phase.
            if trigger != nil, next == 0 { return }
            step(from: next, run: run)
        }
    }
}

extension View {
    /// Animates the effects `content` applies to this view through `phases`, continuously.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases) { phase in
            _PlaceholderFilled<Self, Self, _>(content: self, modified: content(PlaceholderContentView(), phase))
        } animation: { animation($0) }
    }

    /// Animates the effects `content` applies to this view through `phases`, once each time
    /// `trigger` changes.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, trigger: trigger) { phase in
            _PlaceholderFilled<Self, Self, _>(content: self, modified: content(PlaceholderContentView(), phase))
        } animation: { animation($0) }
    }
}

/// A value of any `Equatable` type, compared with values of the same type.
struct EquatableValue: Equatable {
    private let value: Any
    private let isEqual: (Any) -> Bool

    init<Value: Equatable>(_ value: Value) {
        self.value = value
        isEqual = { ($0 as? Value) == value }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.isEqual(rhs.value) }
}
