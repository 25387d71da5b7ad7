import Foundation

extension UITableViewCell {
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// What `willTransition(to:)` and `didTransition(to:)` are told: the edit control shows while editing, the
    /// delete-confirmation button after a swipe (nothing swipes here, so only app code passes it).
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
}

/// What a table decided for a row's editing, from its delegate and data source (`UITableView+Editing`); a cell
/// outside a table keeps these defaults: no edit control (UIKit's `editingStyle` default), indented, movable.
struct TableCellEditing: Equatable {
    var style = UITableViewCell.EditingStyle.none
    var indents = true
    var canMove = true
}

/// A cell's frames in left-to-right coordinates for one size: the content view, the margins its text keeps inside
/// it, and the controls that show (nil when hidden).
struct TableCellSlots {
    var content = CGRect.zero
    var innerLeading: CGFloat = 0
    var innerTrailing: CGFloat = 0
    var editControl: CGRect?
    var reorderControl: CGRect?
    var accessory: CGRect?
}
