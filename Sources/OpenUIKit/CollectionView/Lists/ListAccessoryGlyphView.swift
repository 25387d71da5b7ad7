import Foundation

/// The list accessories that tables do not have, drawn as vector shapes (UIKit draws SF Symbols, which do not
/// exist here); disclosure indicators, checkmarks and detail buttons are the table's (`TableAccessoryGlyphView`).
/// Sizes are choices: the outline disclosure is the table's 8 × 13 chevron in a 13-pt square (turned down when
/// expanded), the delete, insert and multiselect controls 22-pt discs (the table's detail button size), the
/// reorder grip three bars 18 wide, the pop-up menu glyph two chevrons in 10 × 16.
final class ListAccessoryGlyphView: UIView {
    let type: UICellAccessory.AccessoryType
    var isExpanded = false { didSet { setNeedsDisplay() } }
    var isSelected = false { didSet { setNeedsDisplay() } }
    /// nil: the accessory's standard colour.
    var color: UIColor? { didSet { setNeedsDisplay() } }
    var discColor: UIColor? { didSet { setNeedsDisplay() } }

    init(type: UICellAccessory.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    static func size(of type: UICellAccessory.AccessoryType) -> CGSize {
        switch type {
        case .outlineDisclosure: CGSize(width: 13, height: 13)
        case .delete, .insert, .multiselect: CGSize(width: 22, height: 22)
        case .reorder: CGSize(width: 18, height: 14)
        case .popUpMenu: CGSize(width: 10, height: 16)
        default: .zero
        }
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .outlineDisclosure: drawOutlineChevron()
        case .delete: drawDisc(fill: discColor ?? .systemRed, mark: .minus)
        case .insert: drawDisc(fill: discColor ?? .systemGreen, mark: .plus)
        case .multiselect:
            if isSelected {
                drawDisc(fill: discColor ?? tintColor, mark: .check)
            } else {
                let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 0.75, dy: 0.75))
                ring.lineWidth = 1.5
                (color ?? .tertiaryLabel).setStroke()
                ring.stroke()
            }
        case .reorder: drawGrip()
        case .popUpMenu: drawUpDownChevrons()
        default: break
        }
    }

    private func stroked(_ path: UIBezierPath, width: CGFloat, color: UIColor) {
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }

    /// Points forward (mirrored in right-to-left layouts) when collapsed, down when expanded.
    private func drawOutlineChevron() {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let path = UIBezierPath()
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        if isExpanded {
            path.move(to: CGPoint(x: c.x - 5.25, y: c.y - 2.75))
            path.addLine(to: CGPoint(x: c.x, y: c.y + 2.75))
            path.addLine(to: CGPoint(x: c.x + 5.25, y: c.y - 2.75))
        } else {
            let d: CGFloat = rtl ? -1 : 1
            path.move(to: CGPoint(x: c.x - 2.75 * d, y: c.y - 5.25))
            path.addLine(to: CGPoint(x: c.x + 2.75 * d, y: c.y))
            path.addLine(to: CGPoint(x: c.x - 2.75 * d, y: c.y + 5.25))
        }
        stroked(path, width: 2.5, color: color ?? tintColor)
    }

    private enum Mark { case minus, plus, check }

    private func drawDisc(fill: UIColor, mark: Mark) {
        fill.setFill()
        UIBezierPath(ovalIn: bounds).fill()
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = UIBezierPath()
        switch mark {
        case .minus:
            path.move(to: CGPoint(x: c.x - 5.5, y: c.y))
            path.addLine(to: CGPoint(x: c.x + 5.5, y: c.y))
        case .plus:
            path.move(to: CGPoint(x: c.x - 5.5, y: c.y))
            path.addLine(to: CGPoint(x: c.x + 5.5, y: c.y))
            path.move(to: CGPoint(x: c.x, y: c.y - 5.5))
            path.addLine(to: CGPoint(x: c.x, y: c.y + 5.5))
        case .check:
            path.move(to: CGPoint(x: c.x - 5, y: c.y + 0.5))
            path.addLine(to: CGPoint(x: c.x - 1.5, y: c.y + 4))
            path.addLine(to: CGPoint(x: c.x + 5, y: c.y - 4))
        }
        stroked(path, width: 2, color: color ?? .white)
    }

    private func drawGrip() {
        let path = UIBezierPath()
        for y in [bounds.minY + 1, bounds.midY, bounds.maxY - 1] {
            path.move(to: CGPoint(x: bounds.minX + 1, y: y))
            path.addLine(to: CGPoint(x: bounds.maxX - 1, y: y))
        }
        stroked(path, width: 2, color: color ?? .tertiaryLabel)
    }

    private func drawUpDownChevrons() {
        let path = UIBezierPath()
        let midX = bounds.midX
        path.move(to: CGPoint(x: midX - 4, y: bounds.minY + 5))
        path.addLine(to: CGPoint(x: midX, y: bounds.minY + 1.25))
        path.addLine(to: CGPoint(x: midX + 4, y: bounds.minY + 5))
        path.move(to: CGPoint(x: midX - 4, y: bounds.maxY - 5))
        path.addLine(to: CGPoint(x: midX, y: bounds.maxY - 1.25))
        path.addLine(to: CGPoint(x: midX + 4, y: bounds.maxY - 5))
        stroked(path, width: 2, color: color ?? .tertiaryLabel)
    }
}
