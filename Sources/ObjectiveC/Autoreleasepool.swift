/// Runs `body`. Swift on Linux has no autorelease pools (objects are released as soon as they are no
/// longer referenced), so there is nothing to drain afterwards.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { try body() }
