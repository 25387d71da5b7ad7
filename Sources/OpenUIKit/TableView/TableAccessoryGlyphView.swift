import Foundation

/// The standard accessories drawn as vector shapes (UIKit uses SF Symbols, which do not exist here).
/// Sizes are choices: the chevron is 8 × 13 (the legacy dump's 8 × 12.5, uikit-facts-breadth §2.3, rounded to
/// whole points), the checkmark 14 × 12, the detail button a 22-pt circle.
final class TableAccessoryGlyphView: UIView {
    let type: UITableViewCell.AccessoryType
    /// The chevron's colour: tertiaryLabel (uikit-facts-breadth §2.3) unless a list accessory's options set one.
    var chevronColor: UIColor = .tertiaryLabel {
        didSet { setNeedsDisplay() }
    }

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 12)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 22 + 12 + 8, height: 22)
        }
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(in: bounds)
        case .checkmark: drawCheckmark()
        case .detailButton: drawInfo(in: CGRect(x: 0, y: 0, width: 22, height: 22))
        case .detailDisclosureButton:
            drawInfo(in: CGRect(x: 0, y: 0, width: 22, height: 22))
            drawChevron(in: CGRect(x: bounds.width - 8, y: (bounds.height - 13) / 2, width: 8, height: 13))
        }
    }

    /// Tinted tertiaryLabel (uikit-facts-breadth §2.3); mirrored in right-to-left layouts.
    private func drawChevron(in frame: CGRect) {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let path = UIBezierPath()
        let inner = frame.insetBy(dx: 1.25, dy: 1.25)
        path.move(to: CGPoint(x: rtl ? inner.maxX : inner.minX, y: inner.minY))
        path.addLine(to: CGPoint(x: rtl ? inner.minX : inner.maxX, y: inner.midY))
        path.addLine(to: CGPoint(x: rtl ? inner.maxX : inner.minX, y: inner.maxY))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        chevronColor.setStroke()
        path.stroke()
    }

    private func drawCheckmark() {
        let path = UIBezierPath()
        let inner = bounds.insetBy(dx: 1.25, dy: 1.25)
        path.move(to: CGPoint(x: inner.minX, y: inner.midY + 0.5))
        path.addLine(to: CGPoint(x: inner.minX + inner.width * 0.36, y: inner.maxY))
        path.addLine(to: CGPoint(x: inner.maxX, y: inner.minY))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }

    private func drawInfo(in frame: CGRect) {
        tintColor.setStroke()
        tintColor.setFill()
        let circle = UIBezierPath(ovalIn: frame.insetBy(dx: 0.75, dy: 0.75))
        circle.lineWidth = 1.5
        circle.stroke()
        UIBezierPath(ovalIn: CGRect(x: frame.midX - 1.25, y: frame.minY + 5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(roundedRect: CGRect(x: frame.midX - 1, y: frame.minY + 9, width: 2, height: 8), cornerRadius: 1)
            .fill()
    }
}
