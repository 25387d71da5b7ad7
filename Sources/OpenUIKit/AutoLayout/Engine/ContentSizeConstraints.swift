import Foundation

/// A view's intrinsic size as constraints: on each axis that has one, hugging (`<=`) and compression
/// resistance (`>=`) at the view's priorities.
struct ContentSizeConstraints {
    struct Axis {
        let hugging: NSContentSizeLayoutConstraint
        let compressionResistance: NSContentSizeLayoutConstraint
    }

    let horizontal: Axis?
    let vertical: Axis?

    init(view: UIView, size: CGSize) {
        func make(_ axis: NSLayoutConstraint.Axis, _ value: CGFloat) -> Axis? {
            guard value != UIView.noIntrinsicMetric else { return nil }
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let hug = NSContentSizeLayoutConstraint(
                item: view, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: value)
            hug.priority = view.contentHuggingPriority(for: axis)
            hug.role = "Hug"
            let resist = NSContentSizeLayoutConstraint(
                item: view, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: value)
            resist.priority = view.contentCompressionResistancePriority(for: axis)
            resist.role = "CompressionResistance"
            return Axis(hugging: hug, compressionResistance: resist)
        }
        horizontal = make(.horizontal, size.width)
        vertical = make(.vertical, size.height)
    }

    /// Whether the same axes have an intrinsic size in both.
    func hasSameAxes(as other: ContentSizeConstraints) -> Bool {
        (horizontal == nil) == (other.horizontal == nil) && (vertical == nil) == (other.vertical == nil)
    }

    var all: [NSLayoutConstraint] {
        [horizontal, vertical].compactMap { $0 }.flatMap { [$0.hugging, $0.compressionResistance] }
    }
}
