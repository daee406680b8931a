import Foundation

/// A view that plays keyframes (iOS 17): its content is made for the value of the keyframes at
/// each frame, continuously or each time a trigger changes.
///
/// ```swift
/// Text("🔔").keyframeAnimator(initialValue: 0.0, trigger: rings) { content, angle in
///     content.rotationEffect(.degrees(angle))
/// } keyframes: { _ in
///     LinearKeyframe(20, duration: 0.1)
///     LinearKeyframe(-20, duration: 0.2)
///     SpringKeyframe(0, spring: .bouncy)
/// }
/// ```
///
/// As Apple documents: the keyframes closure is given the animator's current value (the
/// initial value at first, then where the last run ended, or where a run that a new trigger
/// interrupts had got to), and when the keyframes finish the value stays at their end. Without
/// a trigger, they play again and again from the initial value while `repeating` is true.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    private let initialValue: Value
    private let trigger: EquatableValue?
    private let repeating: Bool
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframePath
    @State private var run: KeyframeRun<Value>?

    /// Plays `keyframes` from `initialValue` again and again while `repeating` is true.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = EquatableValue(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// The content for the value the keyframes give now; a new run starts as a new view (repeating, or when `trigger` changes).
    public var body: some View {
        let run = run ?? KeyframeRun(number: 0, timeline: KeyframeTimeline(initialValue: initialValue) {}, start: 0)
        // Each run is a view of its own, which starts its clock when it appears.
        KeyframeRunView(timeline: run.timeline, plays: run.number > 0, content: content, finished: { if repeating { play() } })
            .id(run.number)
            .onAppear { if trigger == nil, repeating { play() } }
            .onChange(of: trigger) { play() }
    }

    /// Starts a run: a repetition from the initial value, a triggered run from the value
    /// shown now.
    private func play() {
        let now = VirtualClock.shared.now.timeIntervalSinceReferenceDate
        let current = trigger == nil ? initialValue : run.map { $0.timeline.value(time: now - $0.start) } ?? initialValue
        let timeline = KeyframeTimeline(initialValue: current) { keyframes(current) }
        // Keyframes that take no time have nothing to play, and would repeat without end.
        guard timeline.duration > 0 else { return }
        run = KeyframeRun(number: (run?.number ?? 0) + 1, timeline: timeline, start: now)
    }
}

/// One playing of the keyframes, and when it started on the host's clock.
struct KeyframeRun<Value> {
    let number: Int
    let timeline: KeyframeTimeline<Value>
    let start: TimeInterval
}

/// A run of keyframes: once shown, its clock goes from 0 to the timeline's duration in a linear
/// animation, which makes the content again at every frame.
struct KeyframeRunView<Value, Content: View>: View {
    let timeline: KeyframeTimeline<Value>
    let plays: Bool
    let content: (Value) -> Content
    let finished: () -> Void
    @State private var elapsed: TimeInterval = 0

    var body: some View {
        KeyframeFrame(elapsed: elapsed, timeline: timeline, content: content)
            .onAppear {
                guard plays else { return }
                withAnimation(.linear(duration: timeline.duration)) { elapsed = timeline.duration } completion: { finished() }
            }
    }
}

/// The content for the keyframes' value at `elapsed`, which animates.
struct KeyframeFrame<Value, Content: View>: View, Animatable {
    var elapsed: TimeInterval
    let timeline: KeyframeTimeline<Value>
    let content: (Value) -> Content

    var animatableData: TimeInterval {
        get { elapsed }
        set { elapsed = newValue }
    }

    var body: some View { content(timeline.value(time: elapsed)) }
}

extension View {
    /// Plays `keyframes` on this view continuously, applying the modifiers of `content` for
    /// the value at each frame.
    public func keyframeAnimator<Value, K: Keyframes>(
        initialValue: Value,
        repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating) { value in
            _PlaceholderFilled<Self, Self, _>(content: self, modified: content(PlaceholderContentView(), value))
        } keyframes: { keyframes($0) }
    }

    /// Plays `keyframes` on this view each time `trigger` changes, applying the modifiers of
    /// `content` for the value at each frame.
    public func keyframeAnimator<Value, K: Keyframes>(
        initialValue: Value,
        trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger) { value in
            _PlaceholderFilled<Self, Self, _>(content: self, modified: content(PlaceholderContentView(), value))
        } keyframes: { keyframes($0) }
    }
}

extension KeyframeRunView: ImplementationDetail {}

extension KeyframeFrame: ImplementationDetail {}
