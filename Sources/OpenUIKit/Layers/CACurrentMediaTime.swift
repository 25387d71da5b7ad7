import Foundation

/// Core Foundation's interval type, which Foundation on Linux does not export: Core Animation's
/// timestamps are in it.
public typealias CFTimeInterval = TimeInterval

/// Seconds on the system's monotonic clock, as Core Animation's media time counts them (from boot, not
/// affected by changes to the wall clock); what display-link timestamps are in.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
