import CPangoCairo
import Foundation

/// A row of dots, one per page, the current one in `currentPageIndicatorTintColor`.
open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    open var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    open var hidesForSinglePage = false
    /// nil: tertiaryLabel dots and a label-coloured current dot (UNCERTAIN, choice).
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        return CGSize(width: count * ControlMetrics.pageDotPitch, height: ControlMetrics.pageControlHeight)
    }

    /// Whether the dots are drawn.
    var drawsDots: Bool { numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// A centred row of dots; the current page's dot in `currentPageIndicatorTintColor` (label by
    /// default), the others in `pageIndicatorTintColor` (tertiaryLabel): a choice, see ControlMetrics.
    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) {
        guard drawsDots else { return }
        cairo_save(ctx.cairo)
        let painter = ControlPainter(ctx, view: self, enabled: isEnabled)
        let pitch = ControlMetrics.pageDotPitch
        let start = bounds.midX - CGFloat(numberOfPages) * pitch / 2 + pitch / 2
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for page in 0..<numberOfPages {
            let slot = rightToLeft ? numberOfPages - 1 - page : page
            let color =
                page == currentPage
                ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
            painter.fillCircle(
                center: CGPoint(x: start + CGFloat(slot) * pitch, y: bounds.midY),
                radius: ControlMetrics.pageDotDiameter / 2, color)
        }
        cairo_restore(ctx.cairo)
    }
}
