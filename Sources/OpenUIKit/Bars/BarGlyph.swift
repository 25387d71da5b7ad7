import Foundation

/// The simple vector shapes bars draw instead of SF Symbols bitmaps. A `BarGlyphView` draws each inside its box.
enum BarGlyph: String, Sendable, CaseIterable {
    case backChevron
    case plus
    case compose
    case share
    case magnifier
    case trash
    case refresh
    case book
    case circle
    case star
    case clock
    case ellipsis
    case person
    case square
}
