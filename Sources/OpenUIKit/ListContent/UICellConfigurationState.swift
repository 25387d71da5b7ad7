import Foundation

/// The state of a cell that configurations are updated for: the view states plus the cell's own.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.traitCollection == rhs.traitCollection && lhs.isDisabled == rhs.isDisabled
            && lhs.isHighlighted == rhs.isHighlighted && lhs.isSelected == rhs.isSelected
            && lhs.isFocused == rhs.isFocused && lhs.isEditing == rhs.isEditing && lhs.isExpanded == rhs.isExpanded
            && lhs.isSwiped == rhs.isSwiped && lhs.isReordering == rhs.isReordering
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isDisabled)
        hasher.combine(isHighlighted)
        hasher.combine(isSelected)
        hasher.combine(isEditing)
    }
}
