import Foundation

/// UIKit's stack view. It draws nothing: it lays out its arranged subviews with ordinary constraints that
/// carry UIKit's identifiers and priorities (uikit-facts-breadth §1.3), so they show in the layout dump,
/// `constraintsAffectingLayout(for:)` and the unsatisfiable-constraints log as UIKit's do. The constraints are
/// rebuilt in `updateConstraints` after any change to the arrangement (`UIStackView+Arrangement.swift`).
open class UIStackView: UIView {
    /// As a custom spacing: use `spacing`. As `spacing` itself it means 0 (UIStackView.h; uikit-facts-breadth §1.1).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system spacing to the neighbour: 8 pt between siblings (uikit-facts-breadth §1.2).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// Layout order; a subset of `subviews`, whose order is the z-order (uikit-facts-breadth §1.1).
    open private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }
    /// Vertical stacks only: gaps run from the last baseline above to the first baseline below (uikit-facts-breadth
    /// §1.1).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }
    /// Edges pin to `layoutMarginsGuide` instead of the bounds (uikit-facts-breadth §1.1).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// What the last rebuild activated; deactivated by the next one.
    var arrangementConstraints: [NSLayoutConstraint] = []
    var arrangementGuides: [UILayoutGuide] = []
    private var arrangementIsStale = true
    /// The scale the gaps were rounded to, so that moving to another screen rebuilds them.
    var arrangedScale: CGFloat = 0
    /// The intrinsic lengths the `fillProportionally` shares were computed from, while they are in use.
    var proportionalLengths: [CGFloat]?

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init(coder: NSCoder) { super.init(frame: .zero) }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged(view) ? 1 : 0))
    }

    /// Adds `view` as a subview too if it is not one; an arranged view moves to `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        var index = stackIndex
        arrangedSubviews.removeAll { $0 === view }
        if index < 0 || index > arrangedSubviews.count {
            // UIKit raises for an index past the end; the view is kept, at the end, and the call is reported.
            UnsatisfiableConstraintLog.emit(
                "UIStackView: insertArrangedSubview index \(stackIndex) is out of bounds (0...\(arrangedSubviews.count)); "
                    + "the view is appended instead.")
            index = arrangedSubviews.count
        }
        arrangedSubviews.insert(view, at: index)
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// The view stays a subview (uikit-facts-breadth §1.1); its custom spacing is forgotten.
    open func removeArrangedSubview(_ view: UIView) {
        guard isArranged(view) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Spacing

    /// Ignored for views that are not arranged (UIStackView.h).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard isArranged(arrangedSubview) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Baselines

    /// Vertical: the first visible view's. Horizontal: the tallest visible view's (UIStackView.h; uikit-facts-breadth
    /// §1.1).
    open override var forFirstBaselineLayout: UIView {
        guard let view = baselineVendor(first: true) else { return self }
        return view.forFirstBaselineLayout
    }

    /// Vertical: the last visible view's. Horizontal: the tallest visible view's.
    open override var forLastBaselineLayout: UIView {
        guard let view = baselineVendor(first: false) else { return self }
        return view.forLastBaselineLayout
    }

    /// The tallest by intrinsic height where there is one, else by the current frame (stable across passes, so
    /// that constraints on the stack's baselines are not re-expressed after every layout); ties go to the first.
    private func baselineVendor(first: Bool) -> UIView? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return nil }
        if axis == .vertical { return first ? visible.first : visible.last }
        func height(_ view: UIView) -> CGFloat {
            let intrinsic = view.intrinsicContentSize.height
            return intrinsic != UIView.noIntrinsicMetric ? intrinsic : view.frame.height
        }
        var tallest = visible[0]
        for view in visible.dropFirst() where height(view) > height(tallest) { tallest = view }
        return tallest
    }

    // MARK: Updates

    func isArranged(_ view: UIView) -> Bool { arrangedSubviews.contains { $0 === view } }

    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if isArranged(view) { arrangementDidChange() }
    }

    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    open override func updateConstraints() {
        if arrangementIsStale {
            arrangementIsStale = false
            rebuildArrangement()
        }
        super.updateConstraints()
    }

    /// An arranged view's new intrinsic size asks its superview for layout: proportional shares follow it.
    open override func layoutSubviews() {
        if let lengths = proportionalLengths, lengths != intrinsicLengths(of: arrangedSubviews.filter { !$0.isHidden })
        {
            arrangementDidChange()
        }
        super.layoutSubviews()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.displayScale != arrangedScale { arrangementDidChange() }
    }

}
