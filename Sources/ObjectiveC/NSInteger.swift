// The integer types of `<objc/NSObjCRuntime.h>`, as Swift sees them on Apple's platforms, where code
// ported from Objective-C still spells them.
public typealias NSInteger = Int
public typealias NSUInteger = UInt
