import CPangoCairo
import Foundation
import OpenUIKit

extension UIPageControl: RenderableContent {
    /// A centred row of dots; the current page's dot in `currentPageIndicatorTintColor` (label by
    /// default), the others in `pageIndicatorTintColor` (tertiaryLabel): a choice, see ControlMetrics.
    func drawContent(on surface: RasterSurface, bounds: CGRect) {
        guard drawsDots else { return }
        cairo_save(surface.cairo)
        let painter = ControlPainter(surface: surface, view: self, enabled: isEnabled)
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
        cairo_restore(surface.cairo)
    }
}
