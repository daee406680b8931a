extension View {
    /// Starts `action` when this view appears and cancels it when the view leaves the tree.
    ///
    /// The task runs on the host's thread; in it, `Task.sleep` waits for the host's virtual
    /// clock, so `host.advance(by:)` moves it on deterministically.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(action: action))
    }

    /// Starts the task again whenever `id` changes, cancelling the previous one.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(action: action, id: AnyHashable(String(describing: value))))
    }
}

public struct _TaskModifier: ViewModifier {
    let action: @Sendable () async -> Void
    var id: AnyHashable?

    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        let outputs = body(inputs)
        let (attachment, isNew) = inputs.attachment(for: Self.self)
        let running = attachment.storage as? RunningTask
        guard isNew || running?.id != modifier.id else { return outputs }
        running?.task.cancel()
        let action = modifier.action
        inputs.graph.startAfterAppearances {
            let task = Task(executorPreference: HostTaskExecutor.shared) {
                await HostTaskExecutor.$isRunningHostTask.withValue(true) { await action() }
            }
            attachment.storage = RunningTask(task: task, id: modifier.id)
            attachment.onDisappear = { task.cancel() }
            HostTaskExecutor.shared.runPendingJobs()
        }
        return outputs
    }
}

/// A view's running task, and the id it was started for.
final class RunningTask {
    let task: Task<Void, Never>
    let id: AnyHashable?

    init(task: Task<Void, Never>, id: AnyHashable?) {
        self.task = task
        self.id = id
    }
}
