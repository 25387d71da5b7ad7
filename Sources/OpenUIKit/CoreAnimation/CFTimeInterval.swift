import Foundation

/// Core Foundation's seconds, which Core Animation's timing speaks in; Foundation on Linux does not declare it.
public typealias CFTimeInterval = Double
