/// Core Foundation's "any object" type, which Core Animation's `CATextLayer.font` is declared with
/// (Foundation on Linux has no Core Foundation types).
public typealias CFTypeRef = AnyObject
