import Foundation

/// A scroll indicator: a rounded bar the renderer draws like any view (background colour, corner
/// radius). UIKit's own is `_UIScrollViewScrollIndicator`, a subview of the scroll view.
final class ScrollIndicatorView: UIView {
    enum Axis: Sendable { case vertical, horizontal }
    let axis: Axis

    init(axis: Axis) {
        self.axis = axis
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.cornerRadius = ScrollIndicatorMetrics.thickness / 2
    }

    public required init?(coder: NSCoder) {
        axis = .vertical
        super.init(coder: coder)
    }
}

/// Indicator geometry from a modern iOS `recursiveDescription` dump (uikit-facts §5.2): 3 pt thick,
/// 3 pt from the scroll view's edges, length proportional to the visible fraction of the content.
enum ScrollIndicatorMetrics {
    static let thickness: CGFloat = 3
    static let edgeInset: CGFloat = 3
    /// Shortest bar: 37 pt in JTSScrollIndicator, which was written to match the native one (uikit-facts §5.2).
    static let minimumLength: CGFloat = 37
    /// Colour and alpha are not sourced (uikit-facts §5.2, UNCERTAIN): a translucent black bar on light content
    /// and a translucent white one on dark, like the capture in seed 000.
    static let alpha: CGFloat = 0.35

    static func color(for style: UIScrollView.IndicatorStyle) -> UIColor {
        switch style {
        case .black: return UIColor(white: 0, alpha: alpha)
        case .white: return UIColor(white: 1, alpha: alpha)
        case .default:
            return UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: alpha) : UIColor(white: 0, alpha: alpha)
            }
        }
    }

    /// Length and offset of a bar along a track of `track` points for content of `content` points
    /// (insets included) seen through `visible` points, scrolled `scrolled` points from its start.
    static func bar(track: CGFloat, visible: CGFloat, content: CGFloat, scrolled: CGFloat) -> (
        offset: CGFloat, length: CGFloat
    ) {
        guard content > 0, track > 0 else { return (0, max(track, 0)) }
        let length = min(track, max(minimumLength, track * visible / content))
        let range = content - visible
        let progress = range > 0 ? min(max(scrolled / range, 0), 1) : 0
        return (progress * (track - length), length)
    }
}

extension UIScrollView {
    /// The indicator views currently placed (subviews of this scroll view).
    var scrollIndicators: [ScrollIndicatorView] {
        [verticalIndicator, horizontalIndicator].compactMap { $0 }.filter { $0.superview === self }
    }

    /// Whether this scroll view shows indicators: its own setting, else its window's. UIKit shows them
    /// only while scrolling, so outside a window that asks for them they are off.
    private var showsIndicatorsNow: Bool {
        showsScrollIndicatorsInSnapshot ?? window?.showsScrollIndicatorsInSnapshot ?? false
    }

    /// Places, adds or removes the indicators for the current offset, insets and snapshot option.
    /// Layout calls it, so the option must be set before layout.
    func updateScrollIndicators() {
        let shown = showsIndicatorsNow
        let inset = adjustedContentInset
        let safeAdjustment = UIEdgeInsets(
            top: inset.top - contentInset.top, left: inset.left - contentInset.left,
            bottom: inset.bottom - contentInset.bottom, right: inset.right - contentInset.right)
        func indicatorInsets(_ own: UIEdgeInsets) -> UIEdgeInsets {
            automaticallyAdjustsScrollIndicatorInsets ? own + safeAdjustment : own
        }
        let contentHeight = contentSize.height + inset.top + inset.bottom
        let contentWidth = contentSize.width + inset.left + inset.right
        let e = ScrollIndicatorMetrics.edgeInset
        let t = ScrollIndicatorMetrics.thickness

        let vertical = shown && showsVerticalScrollIndicator && contentHeight > bounds.height
        if vertical {
            let insets = indicatorInsets(verticalScrollIndicatorInsets)
            let track = bounds.height - insets.top - insets.bottom - 2 * e
            let bar = ScrollIndicatorMetrics.bar(
                track: track, visible: bounds.height, content: contentHeight, scrolled: contentOffset.y + inset.top)
            let view = indicator(\.verticalIndicator, axis: .vertical)
            view.frame = CGRect(
                x: bounds.maxX - insets.right - e - t, y: bounds.minY + insets.top + e + bar.offset, width: t,
                height: bar.length)
        } else {
            verticalIndicator?.removeFromSuperview()
        }

        let horizontal = shown && showsHorizontalScrollIndicator && contentWidth > bounds.width
        if horizontal {
            let insets = indicatorInsets(horizontalScrollIndicatorInsets)
            let track = bounds.width - insets.left - insets.right - 2 * e - (vertical ? t + e : 0)
            let bar = ScrollIndicatorMetrics.bar(
                track: track, visible: bounds.width, content: contentWidth, scrolled: contentOffset.x + inset.left)
            let view = indicator(\.horizontalIndicator, axis: .horizontal)
            view.frame = CGRect(
                x: bounds.minX + insets.left + e + bar.offset, y: bounds.maxY - insets.bottom - e - t,
                width: bar.length, height: t)
        } else {
            horizontalIndicator?.removeFromSuperview()
        }
    }

    private func indicator(
        _ keyPath: ReferenceWritableKeyPath<UIScrollView, ScrollIndicatorView?>, axis: ScrollIndicatorView.Axis
    ) -> ScrollIndicatorView {
        let view = self[keyPath: keyPath] ?? ScrollIndicatorView(axis: axis)
        self[keyPath: keyPath] = view
        view.backgroundColor = ScrollIndicatorMetrics.color(for: indicatorStyle)
        // Indicators draw over the content, as UIKit's do.
        if view.superview !== self || subviews.last !== view { addSubview(view) }
        return view
    }
}
