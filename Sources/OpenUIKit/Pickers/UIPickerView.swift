import Foundation

/// Spinning wheels of rows, one per component, shown at rest: each component's selected row sits in the
/// selection band across the middle, the rows above and below curve away on a cylinder, shrinking and
/// fading (`PickerMetrics`). Only the rows in sight are asked of the delegate.
open class UIPickerView: UIView {
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// Has no effect since iOS 7, as in UIKit: the band is always shown.
    open var showsSelectionIndicator = false

    private var selectedRows: [Int: Int] = [:]
    let selectionBand = UIView()
    private var componentViews: [UIView] = []
    /// The row views in sight, per component, by row.
    private var visibleRows: [[Int: UIView]] = []
    private var needsRebuild = true
    private var builtSize = CGSize.zero
    private var builtDirection = UIUserInterfaceLayoutDirection.leftToRight

    public override init(frame: CGRect) {
        super.init(frame: frame)
        if frame.size == .zero { self.frame.size = PickerMetrics.defaultSize }
        clipsToBounds = true
        selectionBand.backgroundColor = PickerMetrics.bandColor
        selectionBand.layer.cornerRadius = PickerMetrics.bandCornerRadius
        addSubview(selectionBand)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize { PickerMetrics.defaultSize }

    // MARK: Components and rows

    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard (0..<numberOfComponents).contains(component) else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The component's width (the delegate's, else an equal share) and row height (the delegate's, else 32).
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: width(ofComponent: component), height: rowHeight(ofComponent: component))
    }

    /// The view showing the row, while it is in sight; nil otherwise.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        layoutIfNeeded()
        guard visibleRows.indices.contains(component) else { return nil }
        return visibleRows[component][row]
    }

    open func reloadAllComponents() {
        needsRebuild = true
        setNeedsLayout()
    }

    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    /// Programmatic selection does not call `didSelectRow`, as in UIKit; at rest, animation changes nothing.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = row
        reloadAllComponents()
    }

    /// The selected row, clamped to the rows there are; -1 for a component without rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(max(0, selectedRows[component] ?? 0), rows - 1)
    }

    // MARK: Defaults behind the delegate

    /// Components share the width inside the band's insets equally, less the spacing between them.
    func automaticWidth(forComponent component: Int) -> CGFloat {
        let count = CGFloat(max(1, numberOfComponents))
        let available =
            bounds.width - 2 * (PickerMetrics.bandInset + PickerMetrics.componentInset)
            - PickerMetrics.componentSpacing * (count - 1)
        return max(0, available / count)
    }

    /// The row view UIKit shows for a title: a centred label in system 21, label colour.
    func titleView(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerTitleLabel) ?? PickerTitleLabel()
        label.font = .systemFont(ofSize: PickerMetrics.rowFontSize)
        label.textColor = .label
        label.textAlignment = .center
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    private func width(ofComponent component: Int) -> CGFloat {
        delegate?.pickerView(self, widthForComponent: component) ?? automaticWidth(forComponent: component)
    }

    private func rowHeight(ofComponent component: Int) -> CGFloat {
        delegate?.pickerView(self, rowHeightForComponent: component) ?? PickerMetrics.rowHeight
    }

    // MARK: Layout

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        reloadAllComponents()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let direction = effectiveUserInterfaceLayoutDirection
        guard needsRebuild || builtSize != bounds.size || builtDirection != direction else { return }
        needsRebuild = false
        builtSize = bounds.size
        builtDirection = direction
        rebuild(rightToLeft: direction == .rightToLeft)
    }

    private func rebuild(rightToLeft: Bool) {
        let count = numberOfComponents
        let sizes = (0..<count).map { rowSize(forComponent: $0) }
        let bandHeight = sizes.map(\.height).max() ?? PickerMetrics.rowHeight
        selectionBand.frame = CGRect(
            x: PickerMetrics.bandInset, y: bounds.midY - bandHeight / 2,
            width: max(0, bounds.width - 2 * PickerMetrics.bandInset), height: bandHeight)

        let previous = visibleRows
        for view in componentViews { view.removeFromSuperview() }
        componentViews = []
        visibleRows = []
        let total = sizes.map(\.width).reduce(0, +) + PickerMetrics.componentSpacing * CGFloat(max(0, count - 1))
        var x = (bounds.width - total) / 2
        var frames: [CGRect] = []
        for size in sizes {
            frames.append(CGRect(x: x, y: 0, width: size.width, height: bounds.height))
            x += size.width + PickerMetrics.componentSpacing
        }
        if rightToLeft {
            frames = frames.map { CGRect(x: bounds.width - $0.maxX, y: 0, width: $0.width, height: $0.height) }
        }
        for component in 0..<count {
            let column = UIView(frame: frames[component])
            addSubview(column)
            componentViews.append(column)
            let reusable = previous.indices.contains(component) ? previous[component] : [:]
            visibleRows.append(
                placeRows(of: component, in: column, rowSize: sizes[component], reusing: reusable))
        }
    }

    /// Puts the rows in sight on the wheel: the selected one centred, the others on the cylinder.
    private func placeRows(
        of component: Int, in column: UIView, rowSize: CGSize, reusing reusable: [Int: UIView]
    ) -> [Int: UIView] {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0, rowSize.height > 0, bounds.height > 0 else { return [:] }
        let selected = selectedRow(inComponent: component)
        let radius = bounds.height / 2
        let reach = Int((radius * .pi / 2 / rowSize.height).rounded(.up))
        var placed: [Int: UIView] = [:]
        for offset in -reach...reach {
            let row = selected + offset
            guard (0..<rows).contains(row) else { continue }
            let angle = CGFloat(offset) * rowSize.height / radius
            guard abs(angle) < .pi / 2 else { continue }
            let view: UIView =
                delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: reusable[row])
                ?? titleView(forRow: row, forComponent: component, reusing: reusable[row])
            view.transform = .identity
            let isTitle = view is PickerTitleLabel
            let size = isTitle || view.frame.size == .zero ? rowSize : view.frame.size
            let centre = CGPoint(x: rowSize.width / 2, y: radius + radius * sin(angle))
            view.frame = CGRect(
                x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
            let squeeze = cos(angle)
            if offset != 0 {
                let distance = 1 / (1 + PickerMetrics.perspective * (1 - squeeze))
                view.transform = CGAffineTransform(scaleX: distance, y: squeeze * distance)
            }
            view.alpha = PickerMetrics.fadeFloor + (1 - PickerMetrics.fadeFloor) * pow(squeeze, 3)
            column.addSubview(view)
            placed[row] = view
        }
        return placed
    }
}

/// The label a picker makes for a row title, told apart from a delegate's own views so that it always
/// takes the whole row.
final class PickerTitleLabel: UILabel {}
