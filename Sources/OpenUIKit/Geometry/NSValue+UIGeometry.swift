import Foundation

/// UIKit's boxing of geometry in `NSValue`, as the keyboard's notifications carry their frames
/// (`userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue`). Foundation on Linux has the
/// same boxes under AppKit's names (`rect`, `point`, `size`); these are UIKit's.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
