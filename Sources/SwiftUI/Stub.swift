public struct Probe { public init() {} ; public var value: Int { 42 } }
