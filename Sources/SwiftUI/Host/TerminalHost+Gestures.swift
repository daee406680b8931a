import Foundation

extension TerminalHost {
    /// How many moves a drag is made of: enough that `onChanged` runs several times.
    static let dragSteps = 8

    /// Drags the view marked with `accessibilityIdentifier(name)` (or showing the text `name`)
    /// from `start` to `end`, both in the view's own coordinates, then updates.
    ///
    /// A terminal has no pointer, so the finger is simulated: it touches down at `start`,
    /// moves there in `dragSteps` equal steps, one display frame (1/60 s on the virtual clock)
    /// apart, and lifts at `end`. `end` may lie outside the view, as a finger may leave it.
    /// A view that does not exist or is not shown, a start outside the view, or no gesture
    /// there is reported and returns false.
    @discardableResult
    public func drag(_ name: String, from start: CGPoint, to end: CGPoint) -> Bool {
        guard let frame = gestureTargetFrame(named: name) else { return false }
        guard (0...frame.width).contains(start.x), (0...frame.height).contains(start.y) else {
            RuntimeWarning.reportEachTime("The start \(start.pairDescription) is outside \"\(name)\", whose size is \(frame.size.sizeDescription); give a point from (0, 0) to (\(frame.width.pointDescription), \(frame.height.pointDescription)).")
            return false
        }
        let from = CGPoint(x: frame.minX + start.x, y: frame.minY + start.y)
        let to = CGPoint(x: frame.minX + end.x, y: frame.minY + end.y)
        endWaitingTouch()
        guard let interaction = interaction(at: from, named: name) else { return false }
        let moves = (1...Self.dragSteps).map { step in
            let fraction = CGFloat(step) / CGFloat(Self.dragSteps)
            return (CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction), Self.frameDuration)
        }
        touch(interaction, down: from, moves: moves)
        return true
    }

    /// Presses the middle of the view named `name` for `seconds` on the virtual clock, then
    /// lifts, and updates. The clock moves a display frame at a time, so a long press ends
    /// (and its `onEnded` runs) as soon as its minimum duration has passed, finger still down.
    @discardableResult
    public func longPress(_ name: String, for seconds: Double) -> Bool {
        guard seconds.isFinite, seconds >= 0 else {
            RuntimeWarning.reportEachTime("The duration of a long press must be a number of seconds, 0 or more.")
            return false
        }
        guard let frame = gestureTargetFrame(named: name) else { return false }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        endWaitingTouch()
        guard let interaction = interaction(at: center, named: name) else { return false }
        let frames = Int((seconds / Self.frameDuration).rounded(.up))
        let moves = (0..<frames).map { frame in
            (center, min(Self.frameDuration, seconds - Double(frame) * Self.frameDuration))
        }
        touch(interaction, down: center, moves: moves)
        return true
    }

    /// Taps the view named `name` if a tap there reaches a gesture rather than a button;
    /// nil leaves it to `tap(_:)`'s buttons, and to their messages.
    func tapGesture(named name: String) -> Bool? {
        guard let node = gestureTarget(named: name) else { return nil }
        let frame = node.presentedBehavior.frameAsDrawn(of: node)
        let center = CGPoint(x: frame.midX, y: frame.midY)
        guard let hit = root.hitTest(center), !hit.ancestors.contains(where: { $0.behavior is ButtonBehavior }),
              let interaction = GestureInteraction(at: center, in: root) else { return nil }
        // The next tap of a multiple tap, on the same view, continues the gestures that wait
        // for it; a touch elsewhere or too late ends their wait first.
        if let waiting = waitingInteraction, waiting.reached == interaction.reached,
           let deadline = waiting.deadline, VirtualClock.shared.now < deadline {
            touch(waiting, down: center, moves: [])
            return true
        }
        endWaitingTouch()
        touch(interaction, down: center, moves: [])
        return true
    }

    /// Ends the wait of the gestures that wait for another touch, now: a single tap behind a
    /// double tap that did not come is heard, and the view updates.
    func endWaitingTouch() {
        guard waitingInteraction != nil else { return }
        expireWaitingTouch()
        update()
    }

    /// Ends the wait once the clock has reached its deadline (the update follows in `advance`).
    func expireWaitingTouchIfDue() {
        guard let deadline = waitingInteraction?.deadline, VirtualClock.shared.now >= deadline else { return }
        expireWaitingTouch()
    }

    private func expireWaitingTouch() {
        let waiting = waitingInteraction
        waitingInteraction = nil
        waiting?.expire(at: VirtualClock.shared.now)
    }

    /// One touch: down at `location`, then each move after its interval on the virtual clock,
    /// then up where the last move went, the gestures' end, and an update after each; the
    /// bodies of the whole touch are listed.
    private func touch(_ interaction: GestureInteraction, down location: CGPoint, moves: [(location: CGPoint, interval: TimeInterval)]) {
        var bodies: [String] = []
        interaction.send(GestureEvent(phase: .down, location: location, time: VirtualClock.shared.now))
        update()
        bodies += bodyEvaluations
        for move in moves {
            advance(by: move.interval)
            bodies += bodyEvaluations
            interaction.send(GestureEvent(phase: .moved, location: move.location, time: VirtualClock.shared.now))
            update()
            bodies += bodyEvaluations
        }
        let end = moves.last?.location ?? location
        interaction.send(GestureEvent(phase: .up, location: end, time: VirtualClock.shared.now))
        waitingInteraction = interaction.finish(at: end, time: VirtualClock.shared.now) ? nil : interaction
        update()
        graph.bodyEvaluations = bodies + bodyEvaluations
    }

    /// The gestures a touch at `point` reaches, or a warning that none is there.
    private func interaction(at point: CGPoint, named name: String) -> GestureInteraction? {
        if let interaction = GestureInteraction(at: point, in: root) { return interaction }
        RuntimeWarning.reportEachTime("No gesture reaches that point of \"\(name)\"; attach one with onTapGesture, onLongPressGesture or gesture(_:).")
        return nil
    }

    /// The frame of the view named `name`, or a warning naming the views that have names.
    func gestureTargetFrame(named name: String) -> CGRect? {
        reportedGestureTarget(named: name).map { $0.presentedBehavior.frameAsDrawn(of: $0) }
    }

    /// ``gestureTarget(named:)``, or `nil` with a warning that says why: the view is hidden, or
    /// no view has that name (the names there are listed).
    func reportedGestureTarget(named name: String) -> ViewNode? {
        if let node = gestureTarget(named: name) { return node }
        var hidden = false
        root.forEachNode { if $0.accessibilityIdentifier == name || $0.behavior.textContent == name { hidden = true } }
        if hidden {
            RuntimeWarning.reportEachTime("\"\(name)\" is not shown, so it cannot be reached.")
            return nil
        }
        var names: [String] = []
        root.forEachNode { node in
            guard node.isShown, let identifier = node.accessibilityIdentifier, !names.contains(identifier) else { return }
            names.append(identifier)
        }
        let list = names.isEmpty ? "no view has an accessibilityIdentifier" : "views named: " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        RuntimeWarning.reportEachTime("No view named \"\(name)\" was found; \(list).")
        return nil
    }

    /// The shown view marked with `accessibilityIdentifier(name)`, else the shown text `name`.
    private func gestureTarget(named name: String) -> ViewNode? {
        var identified: ViewNode?
        var text: ViewNode?
        root.forEachNode { node in
            guard node.isShown else { return }
            if identified == nil, node.accessibilityIdentifier == name { identified = node }
            if text == nil, node.behavior.textContent == name { text = node }
        }
        return identified ?? text
    }
}

extension CGPoint {
    /// `(12, 3.5)`: a point as messages show it.
    var pairDescription: String { "(\(x.pointDescription), \(y.pointDescription))" }
}
