import CPangoCairo
import Foundation
import OpenUIKit

extension UIStepper: RenderableContent {
    /// Two halves on a tertiarySystemFill rounded rectangle with a separator between, a minus and a plus
    /// in label colour, each dimmed when it cannot step.
    func drawContent(on surface: RasterSurface, bounds: CGRect) {
        cairo_save(surface.cairo)
        let size = ControlMetrics.stepperSize
        let box = CGRect(x: 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        ControlPainter(surface: surface, view: self, enabled: isEnabled)
            .fillRoundedRect(box, radius: 8, .tertiarySystemFill)
        ControlPainter(surface: surface, view: self).line(
            from: CGPoint(x: box.midX, y: box.minY + 8), to: CGPoint(x: box.midX, y: box.maxY - 8), width: 1,
            .separator)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let minusX = rightToLeft ? box.maxX - box.width / 4 : box.minX + box.width / 4
        let plusX = rightToLeft ? box.minX + box.width / 4 : box.maxX - box.width / 4
        let arm: CGFloat = 7
        let minus = ControlPainter(surface: surface, view: self, enabled: canDecrement)
        minus.line(
            from: CGPoint(x: minusX - arm, y: box.midY), to: CGPoint(x: minusX + arm, y: box.midY), width: 2, .label,
            round: true)
        let plus = ControlPainter(surface: surface, view: self, enabled: canIncrement)
        plus.line(
            from: CGPoint(x: plusX - arm, y: box.midY), to: CGPoint(x: plusX + arm, y: box.midY), width: 2, .label,
            round: true)
        plus.line(
            from: CGPoint(x: plusX, y: box.midY - arm), to: CGPoint(x: plusX, y: box.midY + arm), width: 2, .label,
            round: true)
        cairo_restore(surface.cairo)
    }
}
