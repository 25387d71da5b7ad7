import Foundation

/// What a measuring or drawing call reports back. Text is never shrunk to fit here, so `actualScaleFactor`
/// stays 1 whatever `minimumScaleFactor` asks.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text the last call measured or drew, in the coordinates it was given.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}
