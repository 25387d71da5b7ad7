import Foundation

/// One section's vertical extent in content coordinates: padding, header, rows, footer.
struct TableSectionGeometry {
    var top: CGFloat
    var headerTopPadding: CGFloat
    var headerHeight: CGFloat
    /// Row tops followed by the end of the last row (count + 1 entries), absolute.
    var rowEdges: [CGFloat]
    var footerHeight: CGFloat

    var headerMinY: CGFloat { top + headerTopPadding }
    var rowsMinY: CGFloat { headerMinY + headerHeight }
    var rowsMaxY: CGFloat { rowEdges.last ?? rowsMinY }
    var bottom: CGFloat { rowsMaxY + footerHeight }
    var rowCount: Int { max(0, rowEdges.count - 1) }

    /// Rows intersecting `minY..<maxY`, found by bisection so 100,000 rows cost a few comparisons.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard rowCount > 0, maxY > rowsMinY, minY < rowsMaxY else { return 0..<0 }
        let first = max(0, lastEdgeIndex(atOrBelow: minY))
        var last = first
        while last < rowCount && rowEdges[last] < maxY { last += 1 }
        return first..<max(first, last)
    }

    private func lastEdgeIndex(atOrBelow y: CGFloat) -> Int {
        var low = 0
        var high = rowCount - 1
        var found = 0
        while low <= high {
            let mid = (low + high) / 2
            if rowEdges[mid] <= y {
                found = mid
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return found
    }
}
