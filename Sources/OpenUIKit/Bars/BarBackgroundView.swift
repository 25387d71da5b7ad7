import Foundation

/// The background of a bar (UIKit's `_UIBarBackground`): the appearance's colour, reaching past the bar's own
/// frame under the status bar or the home indicator, and the one-pixel hairline on the edge facing the content.
final class BarBackgroundView: UIView {
    let shadowView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(shadowView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// `extendsUp` / `extendsDown`: how far the background reaches beyond the bar. The hairline goes on the
    /// bottom edge for a navigation bar, on the top edge for tab bars and toolbars.
    func apply(
        _ appearance: UIBarAppearance, barBounds: CGRect, extendsUp: CGFloat, extendsDown: CGFloat,
        shadowOnTop: Bool
    ) {
        frame = CGRect(
            x: 0, y: -extendsUp, width: barBounds.width, height: barBounds.height + extendsUp + extendsDown)
        backgroundColor = appearance.resolvedBackground(in: traitCollection)
        let scale = traitCollection.displayScale
        let pixel = scale > 0 ? 1 / scale : 1
        shadowView.backgroundColor = appearance.shadowColor
        shadowView.isHidden = appearance.shadowColor == nil
        let y = shadowOnTop ? extendsUp - pixel : extendsUp + barBounds.height
        // The hairline lies just outside the bar, over the content, as UIKit draws it.
        shadowView.frame = CGRect(x: 0, y: y, width: barBounds.width, height: pixel)
    }
}
