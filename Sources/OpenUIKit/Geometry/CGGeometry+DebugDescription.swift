import Foundation

// On Apple platforms CoreGraphics makes `print(rect)` show "(16.0, 20.0, 343.0, 647.0)", and UIKit code
// logs geometry that way (seed 000 prints `readableContentGuide.layoutFrame`). Linux Foundation prints
// the memberwise form instead, so OpenUIKit supplies CoreGraphics' format. These conformances are
// retroactive on purpose: standing in for CoreGraphics is this module's job.

// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGPoint: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(x), \(y))" }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGSize: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(width), \(height))" }
}
