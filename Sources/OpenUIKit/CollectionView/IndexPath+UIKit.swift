import Foundation

// UIKit's section/item (and row) view of an index path, which Foundation on Linux lacks.
// Built by appending rather than from an array literal: IndexPath stores two indexes inline, and the
// array would cost a heap allocation per index path (a tenth of a microsecond, 100,000 times a layout).
extension IndexPath {
    public init(item: Int, section: Int) {
        self = IndexPath(index: section).appending(item)
    }

    public init(row: Int, section: Int) {
        self = IndexPath(index: section).appending(row)
    }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
