import Foundation

/// What bar button items and tab bar items share.
open class UIBarItem: NSObject {
    open var title: String? { didSet { itemDidChange() } }
    /// Drawn as a template in the bar's tint unless the image is `.alwaysOriginal`.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image on a phone in landscape (compact bars); `image` when nil.
    open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
    open var isEnabled = true { didSet { itemDidChange() } }
    open var tag = 0
    open var accessibilityIdentifier: String?
    var changeHandlers: [ObjectIdentifier: () -> Void] = [:]
    /// `setTitlePositionAdjustment(_:for:)` and its siblings, by bar metrics (UIBarButtonItem+PositionAdjustment.swift).
    var positionAdjustments = BarItemPositionAdjustments()

    public override init() { super.init() }

    /// Required, as UIKit's NSCoding makes it; archives are not read, so the item has its defaults.
    public required init?(coder: NSCoder) { super.init() }

    /// The image for bars of these traits, as a template unless the app asked for the original colours.
    func displayedImage(compact: Bool) -> UIImage? {
        guard let image = compact ? landscapeImagePhone ?? image : image else { return nil }
        return image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
    }

    /// Tells the bars showing this item to lay it out again.
    func itemDidChange() {
        for handler in changeHandlers.values { handler() }
    }
}
