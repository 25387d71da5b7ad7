import Foundation

/// The field inside a search bar: a rounded tertiarySystemFill capsule with a magnifier before the text
/// (`SearchMetrics`). Tokens are not supported.
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        let magnifier = BarGlyphView(glyph: .magnifier, size: SearchMetrics.iconSize)
        magnifier.glyphColor = SearchMetrics.iconColor
        leftView = magnifier
        leftViewMode = .always
        // UIKit's search field clears while editing, which never happens here.
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
    }

    override var placeholderTextColor: UIColor { SearchMetrics.placeholderColor }

    /// As UIKit's search field, a background colour replaces the capsule's fill, keeping its rounded shape.
    override var roundedFill: (color: UIColor, cornerRadius: CGFloat)? {
        (backgroundColor ?? SearchMetrics.fieldFill, SearchMetrics.fieldCornerRadius)
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The magnifier sits `iconInset` from the leading edge, centred vertically.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView, !leftView.isHidden else { return .zero }
        let side = leftView.bounds.size
        let inset = SearchMetrics.iconInset
        let x = isRightToLeft ? bounds.maxX - inset - side.width : bounds.minX + inset
        return CGRect(x: x, y: bounds.midY - side.height / 2, width: side.width, height: side.height)
    }

    /// The right view (the bookmark button) sits as far from the trailing edge as the magnifier from the leading.
    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView, !rightView.isHidden else { return .zero }
        let side = rightView.bounds.size
        let inset = SearchMetrics.iconInset
        let x = isRightToLeft ? bounds.minX + inset : bounds.maxX - inset - side.width
        return CGRect(x: x, y: bounds.midY - side.height / 2, width: side.width, height: side.height)
    }

    /// The text runs from `iconTextGap` after the magnifier to `textTrailingInset` before the trailing edge (or the
    /// right view).
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let icon = leftViewRect(forBounds: bounds)
        let trailingView = rightViewRect(forBounds: bounds)
        var leading = SearchMetrics.iconInset
        if icon.width > 0 { leading += icon.width + SearchMetrics.iconTextGap }
        var trailing = SearchMetrics.textTrailingInset
        if trailingView.width > 0 { trailing += trailingView.width + SearchMetrics.iconTextGap }
        let width = max(0, bounds.width - leading - trailing)
        let x = isRightToLeft ? bounds.minX + trailing : bounds.minX + leading
        return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }
}
