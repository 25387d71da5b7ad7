import UIKit

/// A text field with padding, as apps write one by overriding the rectangles UIKit asks for, and an
/// underline drawn under its placeholder.
public final class PaddedTextField: UITextField {
    public var padding = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 16)
    public var underlineColor = UIColor.systemOrange

    public override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    public override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    public override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }

    public override func drawPlaceholder(in rect: CGRect) {
        super.drawPlaceholder(in: rect)
        underlineColor.setFill()
        UIRectFill(CGRect(x: rect.minX, y: rect.maxY - 2, width: rect.width, height: 2))
    }
}
