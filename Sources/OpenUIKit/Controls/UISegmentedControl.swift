import Foundation

/// Segments of titles or images, 32 tall (uikit-facts-breadth §4), each as wide as the widest one.
open class UISegmentedControl: UIControl {
    public static let noSegment = -1

    private enum Item {
        case title(String?)
        case image(UIImage?)
    }

    private var items: [Item] = []
    private var enabledSegments: [Bool] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// `setContentPositionAdjustment(_:forSegmentType:barMetrics:)`: kept, not drawn.
    private var contentPositionAdjustments: [Segment: [UIBarMetrics: UIOffset]] = [:]

    /// Which segments a content position adjustment applies to, with UIKit's raw values.
    public enum Segment: Int, Sendable {
        case any, left, center, right, alone
    }

    open func setContentPositionAdjustment(
        _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics
    ) {
        contentPositionAdjustments[leftCenterRightOrAlone, default: [:]][barMetrics] = adjustment
    }

    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics)
        -> UIOffset
    {
        contentPositionAdjustments[leftCenterRightOrAlone]?[barMetrics] ?? .zero
    }

    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex >= items.count || selectedSegmentIndex < 0 {
                selectedSegmentIndex = UISegmentedControl.noSegment
            }
            setNeedsLayout()
        }
    }
    /// nil: white in light mode, #636366 in dark (UNCERTAIN, choice; see `ControlMetrics.selectedSegmentFill`).
    open var selectedSegmentTintColor: UIColor?
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }

    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                self.items.append(.image(image))
            } else {
                self.items.append(.title(item as? String ?? "\(item)"))
            }
            enabledSegments.append(true)
        }
        segmentsDidChange()
        frame.size = intrinsicContentSize
    }

    /// Designated, as UIKit's is, so that a subclass's `override init(frame:)` calls `super.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        segmentsDidChange()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var numberOfSegments: Int { items.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(.title(title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(.image(image), at: segment)
    }

    private func insert(_ item: Item, at segment: Int) {
        let index = min(max(0, segment), items.count)
        items.insert(item, at: index)
        enabledSegments.insert(true, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        segmentsDidChange()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard items.indices.contains(segment) else { return }
        items.remove(at: segment)
        enabledSegments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        segmentsDidChange()
    }

    open func removeAllSegments() {
        items.removeAll()
        enabledSegments.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
        segmentsDidChange()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard items.indices.contains(segment) else { return }
        items[segment] = .title(title)
        segmentsDidChange()
    }

    open func titleForSegment(at segment: Int) -> String? {
        guard items.indices.contains(segment), case .title(let title) = items[segment] else { return nil }
        return title
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard items.indices.contains(segment) else { return }
        items[segment] = .image(image)
        segmentsDidChange()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        guard items.indices.contains(segment), case .image(let image) = items[segment] else { return nil }
        return image
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard enabledSegments.indices.contains(segment) else { return }
        enabledSegments[segment] = enabled
        setNeedsLayout()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        enabledSegments.indices.contains(segment) ? enabledSegments[segment] : false
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange()
    }

    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Measurement and drawing

    /// The font of segment titles: the attributes' font, else system 13 (selected: semibold).
    func titleFont(selected: Bool) -> UIFont {
        let state: State = selected ? .selected : .normal
        if let font = (titleAttributes[state.rawValue]?[.font] ?? titleAttributes[0]?[.font]) as? UIFont {
            return font
        }
        return .systemFont(ofSize: ControlMetrics.segmentedFontSize, weight: selected ? .semibold : .medium)
    }

    func titleColor(selected: Bool) -> UIColor {
        let state: State = selected ? .selected : .normal
        let color = (titleAttributes[state.rawValue]?[.foregroundColor] ?? titleAttributes[0]?[.foregroundColor])
        return color as? UIColor ?? .label
    }

    /// A segment's content: its title or image.
    func segmentContent(at segment: Int) -> (title: String?, image: UIImage?) {
        switch items[segment] {
        case .title(let title): return (title, nil)
        case .image(let image): return (nil, image)
        }
    }

    /// Content widths, measured with a label so that text is measured as everywhere else.
    private func contentWidth(at segment: Int) -> CGFloat {
        switch items[segment] {
        case .image(let image): return image?.size.width ?? 0
        case .title(let title):
            let label = UILabel()
            label.font = titleFont(selected: true)
            label.text = title
            return label.intrinsicContentSize.width
        }
    }

    /// One label or image view per segment, rebuilt when the segments change.
    private var contentViews: [UIView] = []

    private func segmentsDidChange() {
        for view in contentViews { view.removeFromSuperview() }
        contentViews = items.map { item in
            switch item {
            case .title: return UILabel()
            case .image(let image): return UIImageView(image: image)
            }
        }
        for view in contentViews { addSubview(view) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (index, frame) in segmentFrames(in: bounds).enumerated() where contentViews.indices.contains(index) {
            let selected = index == selectedSegmentIndex && !isMomentary
            let dimmed = !isEnabled || !enabledSegments[index]
            switch (items[index], contentViews[index]) {
            case (.title(let title), let label as UILabel):
                label.font = titleFont(selected: selected)
                label.textColor = titleColor(selected: selected)
                label.text = title
                label.textAlignment = .center
                label.isEnabled = !dimmed
                let height = label.intrinsicContentSize.height
                label.frame = CGRect(
                    x: frame.minX + ControlMetrics.segmentedTitlePadding / 2, y: frame.midY - height / 2,
                    width: max(0, frame.width - ControlMetrics.segmentedTitlePadding), height: height)
            case (.image(let image), let imageView as UIImageView):
                imageView.image = image
                let size = image?.size ?? .zero
                imageView.frame = CGRect(
                    x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
                    height: size.height)
                imageView.tintColor = titleColor(selected: selected)
                imageView.alpha = dimmed ? ControlMetrics.disabledAlpha : 1
            default:
                break
            }
        }
    }

    open override var intrinsicContentSize: CGSize {
        guard !items.isEmpty else { return CGSize(width: 0, height: ControlMetrics.segmentedHeight) }
        let widths = items.indices.map { contentWidth(at: $0) + 2 * ControlMetrics.segmentedTitlePadding }
        let width =
            apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(items.count)
        return CGSize(width: width.rounded(.up), height: max(ControlMetrics.segmentedHeight, tallestContent))
    }

    /// A title font taller than the default (a Dynamic Type font in the title attributes) makes the
    /// control taller: the tallest title plus `segmentedContentPadding` (a choice); images do not.
    private var tallestContent: CGFloat {
        let heights = items.map { item -> CGFloat in
            switch item {
            case .image: return 0
            case .title(let title):
                let label = UILabel()
                label.font = titleFont(selected: true)
                label.text = title
                return label.intrinsicContentSize.height
            }
        }
        return ((heights.max() ?? 0) + ControlMetrics.segmentedContentPadding).rounded(.up)
    }

    /// UIKit's alignment rect leaves out the bottom point (uikit-facts-breadth §4: alignment height 31).
    open override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }

    /// Segments' frames in bounds, equal widths, in reading order (right to left in RTL).
    func segmentFrames(in bounds: CGRect) -> [CGRect] {
        guard !items.isEmpty else { return [] }
        let width = bounds.width / CGFloat(items.count)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return items.indices.map { index in
            let slot = rightToLeft ? items.count - 1 - index : index
            return CGRect(x: bounds.minX + CGFloat(slot) * width, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) {
        drawTrackAndSelection(in: ctx, bounds: bounds)
    }
}
