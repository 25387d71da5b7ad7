import CPangoCairo
import Foundation

extension UISegmentedControl {
    /// The rounded track (tertiarySystemFill), thin separators between unselected segments, and the
    /// selected segment as a raised rounded rectangle; titles are the control's labels.
    func drawTrackAndSelection(in ctx: CGContext, bounds: CGRect) {
        cairo_save(ctx.cairo)
        let painter = ControlPainter(ctx, view: self, enabled: isEnabled)
        let track = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - alignmentRectInsets.bottom)
        painter.fillRoundedRect(track, radius: ControlMetrics.segmentedCornerRadius, .tertiarySystemFill)
        let frames = segmentFrames(in: track)
        let selected = isMomentary ? UISegmentedControl.noSegment : selectedSegmentIndex
        for index in frames.indices.dropFirst() where index != selected && index - 1 != selected {
            let x = frames[index - 1].maxX == frames[index].minX ? frames[index].minX : frames[index].maxX
            painter.line(
                from: CGPoint(x: x, y: track.minY + 8), to: CGPoint(x: x, y: track.maxY - 8), width: 1,
                .separator)
        }
        if frames.indices.contains(selected) {
            let inset = ControlMetrics.segmentedSelectionInset
            let pill = frames[selected].insetBy(dx: inset, dy: inset)
            let radius = ControlMetrics.segmentedCornerRadius - inset
            painter.fillRoundedRect(pill.offsetBy(dx: 0, dy: 1), radius: radius, UIColor(white: 0, alpha: 0.06))
            painter.fillRoundedRect(pill, radius: radius, selectedSegmentFill)
        }
        cairo_restore(ctx.cairo)
    }

    /// The client's colour, else white in light mode and #636366 in dark (`ControlMetrics`).
    private var selectedSegmentFill: UIColor { selectedSegmentTintColor ?? ControlMetrics.selectedSegmentFill }
}
