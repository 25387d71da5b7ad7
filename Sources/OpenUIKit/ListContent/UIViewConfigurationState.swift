import Foundation

/// The state of a plain view (a header or footer) that configurations are updated for.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.traitCollection == rhs.traitCollection && lhs.isDisabled == rhs.isDisabled
            && lhs.isHighlighted == rhs.isHighlighted && lhs.isSelected == rhs.isSelected
            && lhs.isFocused == rhs.isFocused
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isDisabled)
        hasher.combine(isHighlighted)
        hasher.combine(isSelected)
        hasher.combine(isFocused)
    }
}
