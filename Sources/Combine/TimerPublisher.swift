import Foundation

extension Timer {
    /// A publisher that emits the current date every `interval` seconds once connected, on the
    /// host's `VirtualClock` (`autoconnect()` connects on the first subscriber). The run loop and
    /// mode are accepted for compatibility; the clock decides when timers fire.
    public static func publish(
        every interval: TimeInterval,
        tolerance: TimeInterval? = nil,
        on runLoop: RunLoop,
        in mode: RunLoop.Mode
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, clock: .shared)
    }

    /// Emits dates on a virtual clock; connect it (or `autoconnect()`) to start the timer.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between dates, on the virtual clock.
        public let interval: TimeInterval
        private let clock: VirtualClock
        private let subject = PassthroughSubject<Date, Never>()

        init(interval: TimeInterval, clock: VirtualClock) {
            self.interval = interval
            self.clock = clock
        }

        /// Sends `subscriber` the dates from when the timer is connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer on the virtual clock; cancelling the result stops it.
        public func connect() -> Cancellable {
            let timer = clock.schedule(every: interval) { [subject] date in subject.send(date) }
            return AnyCancellable { timer.cancel() }
        }
    }
}
