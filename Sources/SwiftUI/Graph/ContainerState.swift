/// What a container keeps while it stays, apart from its nodes, which are made anew whenever the
/// view around it runs its body: where a scroll view is scrolled to, a lazy stack's measured rows.
/// The graph keeps one per container identity and lets it go once a placement no longer asks.
protocol ContainerState: AnyObject {
    init()
    /// The last placement pass that asked for it.
    var lastPlacementPass: Int { get set }
}

struct ContainerStates {
    private var states: [Key: any ContainerState] = [:]

    private struct Key: Hashable {
        let identity: ViewIdentity
        let type: ObjectIdentifier
    }

    mutating func state<State: ContainerState>(_ type: State.Type, for identity: ViewIdentity, pass: Int) -> State {
        let key = Key(identity: identity, type: ObjectIdentifier(type))
        let state = states[key] as? State ?? State()
        states[key] = state
        state.lastPlacementPass = pass
        return state
    }

    /// Lets go of the states that the placement numbered `pass` did not ask for.
    mutating func removeStale(pass: Int) {
        states = states.filter { $0.value.lastPlacementPass >= pass }
    }
}
