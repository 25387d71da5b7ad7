import Foundation

/// The numbers of a table cell in editing mode, pre-iOS 26, and the choices made where the sources are silent.
/// Horizontal order from the leading edge: the cell margin, the edit control, the content view (its text
/// `contentEditPadding` inside it); from the trailing edge: the cell margin, the reorder control, the editing
/// accessory, the content view (its text `contentReorderPadding` or the accessory padding inside it).
enum TableEditingMetrics {
    /// Between the edit control and the content's text (uikit-facts-breadth §2.3: edit-control padding 16, DEC
    /// `-defaultContentEditPaddingForCell:inTableView:`).
    static let contentEditPadding: CGFloat = 16
    /// Between the content's text and the reorder control (uikit-facts-breadth §2.3: reorder padding 16, DEC
    /// `-defaultContentReorderPaddingForCell:inTableView:`).
    static let contentReorderPadding: CGFloat = 16
    /// UIKit sizes the edit control to its image, the SF Symbol `minus.circle.fill` (`plus.circle.fill` for insert)
    /// in white on the style's colour (DEC `-defaultEditControlSizeForCell:inTableView:`,
    /// `-defaultDeleteImageWithTintColor:backgroundColor:`). Choice: the symbol's point size is unknown, so the
    /// control is the 22-pt disc list cells draw for their delete and insert accessories.
    static var editControlSize: CGSize { ListAccessoryGlyphView.size(of: .delete) }
    /// UIKit sizes the reorder control to the SF Symbol `line.horizontal.3` (body text style) and adds nothing to it
    /// on modern SDKs, 30 on old ones (DEC `-defaultReorderControlSizeForCell:withAccessoryBaseColor:`). Choice: the
    /// list cells' 18 × 14 grip, tinted with the accessory colour (tertiaryLabel, uikit-facts-breadth §2.3).
    static var reorderControlSize: CGSize { ListAccessoryGlyphView.size(of: .reorder) }
    /// Choice: the edit control's leading edge is where the text starts when not editing (the cell margin), so
    /// the content view moves by the margin and the control's width and its text is `contentEditPadding` past the
    /// control.
    static let editControlLeading = TableMetrics.cellMargin
    /// `UITableViewCell.indentationWidth`'s default (DEC `-defaultIndentationWidthForSidebarStyle:`, 10 outside
    /// sidebars).
    static let indentationWidth: CGFloat = 10
}
