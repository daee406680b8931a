extension Double {
    /// A number of seconds for messages: `10` rather than `10.0`, but `1.5` as given.
    package var secondsText: String {
        self == rounded() && self < 1e15 ? String(Int64(self)) : String(self)
    }
}
