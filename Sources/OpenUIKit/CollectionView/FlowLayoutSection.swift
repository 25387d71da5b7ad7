import Foundation

/// The lines of one flow-layout section as pure geometry, in line coordinates: `along` runs across a
/// line (x when scrolling vertically), `across` runs in the scroll direction. Origins are relative to
/// the section's first line, inside the section insets.
///
/// Rules (uikit-facts §4.2, §4.3):
/// - items join a line while they fit, allowing `FlowLayoutSection.fitTolerance` of overflow;
/// - a line is as thick as its thickest item and items are centred across it;
/// - a full line is justified: first and last items flush with the insets, leftover shared between gaps;
/// - a line holding one item centres it;
/// - the last line keeps the grid's columns when every item in the section is as long as the others,
///   and otherwise packs its items from the leading edge at the minimum spacing (openradar 20825965).
struct FlowLayoutSection {
    /// Overflow allowed when testing whether an item fits: far below a pixel at any screen scale, far
    /// above the rounding error of expressions like `(343 − 20) / 3`, so three of those with two
    /// 10-pt gaps fit a 343-pt line, as the seed 000 capture shows, while a real overflow wraps.
    static let fitTolerance: CGFloat = 0.001

    struct Line {
        var firstItem: Int
        var count: Int
        var offset: CGFloat
        var thickness: CGFloat
    }

    private enum Storage {
        /// Every item the same size: positions are arithmetic, nothing is stored per item.
        case uniform(along: CGFloat, across: CGFloat, perLine: Int, gap: CGFloat)
        case individual(lines: [Line], along: [CGFloat], across: [CGFloat], positions: [CGFloat])
    }

    let itemCount: Int
    let availableAlong: CGFloat
    let lineSpacing: CGFloat
    private let storage: Storage
    /// Sum of line thicknesses and the spacing between them.
    let thickness: CGFloat

    /// `sizes(i)` gives item `i`'s (along, across) size; it is called once per item.
    init(
        itemCount: Int, availableAlong: CGFloat, interitemSpacing: CGFloat, lineSpacing: CGFloat,
        sizes: (Int) -> (along: CGFloat, across: CGFloat)
    ) {
        self.itemCount = itemCount
        self.availableAlong = availableAlong
        self.lineSpacing = lineSpacing
        // Per-item arrays are only built once two sizes differ: a uniform section stores nothing.
        var first: (along: CGFloat, across: CGFloat) = (0, 0)
        var along = [CGFloat]()
        var across = [CGFloat]()
        var uniform = true
        for index in 0..<itemCount {
            let size = sizes(index)
            if index == 0 {
                first = size
            } else if uniform && (size.along != first.along || size.across != first.across) {
                uniform = false
                along = [CGFloat](repeating: first.along, count: index)
                across = [CGFloat](repeating: first.across, count: index)
                along.reserveCapacity(itemCount)
                across.reserveCapacity(itemCount)
            }
            if !uniform {
                along.append(size.along)
                across.append(size.across)
            }
        }
        if itemCount == 0 {
            storage = .uniform(along: 0, across: 0, perLine: 1, gap: 0)
            thickness = 0
        } else if uniform {
            let perLine = min(
                itemCount, Self.itemsPerLine(along: first.along, available: availableAlong, spacing: interitemSpacing))
            let gap = perLine > 1 ? (availableAlong - CGFloat(perLine) * first.along) / CGFloat(perLine - 1) : 0
            storage = .uniform(along: first.along, across: first.across, perLine: perLine, gap: gap)
            let lines = (itemCount + perLine - 1) / perLine
            thickness = CGFloat(lines) * first.across + CGFloat(lines - 1) * lineSpacing
        } else {
            let built = Self.buildLines(
                along: along, across: across, available: availableAlong, spacing: interitemSpacing,
                lineSpacing: lineSpacing)
            storage = .individual(lines: built.lines, along: along, across: across, positions: built.positions)
            thickness = built.lines.last.map { $0.offset + $0.thickness } ?? 0
        }
    }

    /// How many items of length `along` fit a line: the sum test, with the tolerance above.
    /// A ratio that is NaN gives one item a line; an infinite or huge one is capped before `Int(_:)`
    /// (issue 11: tiny items on a huge line trapped), callers cap it again at the item count.
    static func itemsPerLine(along: CGFloat, available: CGFloat, spacing: CGFloat) -> Int {
        guard along + spacing > 0 else { return 1 }
        let ratio = ((available + spacing + fitTolerance) / (along + spacing)).rounded(.down)
        guard ratio >= 1 else { return 1 }
        return ratio < CGFloat(Int32.max) ? Int(ratio) : Int(Int32.max)
    }

    /// `Int(value)` clamped to `bounds`, NaN giving the lower bound: line indices from hostile pitches.
    private static func clampedIndex(_ value: CGFloat, _ bounds: ClosedRange<Int>) -> Int {
        guard value > CGFloat(bounds.lowerBound) else { return bounds.lowerBound }
        guard value < CGFloat(bounds.upperBound) else { return bounds.upperBound }
        return Int(value)
    }

    private static func buildLines(
        along: [CGFloat], across: [CGFloat], available: CGFloat, spacing: CGFloat, lineSpacing: CGFloat
    ) -> (lines: [Line], positions: [CGFloat]) {
        var lines: [Line] = []
        var positions = [CGFloat](repeating: 0, count: along.count)
        var start = 0
        var offset: CGFloat = 0
        while start < along.count {
            var used = along[start]
            var end = start + 1
            var thick = across[start]
            while end < along.count && used + spacing + along[end] <= available + fitTolerance {
                used += spacing + along[end]
                thick = max(thick, across[end])
                end += 1
            }
            lines.append(Line(firstItem: start, count: end - start, offset: offset, thickness: thick))
            offset += thick + lineSpacing
            start = end
        }
        // Items of one length form a grid whose columns the last line keeps, as if the line were full.
        let gridGap: CGFloat? = {
            guard along.allSatisfy({ $0 == along[0] }) else { return nil }
            let perLine = itemsPerLine(along: along[0], available: available, spacing: spacing)
            return perLine > 1 ? (available - CGFloat(perLine) * along[0]) / CGFloat(perLine - 1) : nil
        }()
        for (index, line) in lines.enumerated() {
            let items = line.firstItem..<(line.firstItem + line.count)
            let used = items.reduce(0) { $0 + along[$1] } + CGFloat(line.count - 1) * spacing
            let isLast = index == lines.count - 1
            var x: CGFloat = 0
            var gap = spacing
            if isLast, let gridGap, lines.count > 1 || line.count > 1 {
                gap = gridGap
            } else if line.count == 1 {
                x = (available - along[line.firstItem]) / 2
            } else if !isLast {
                gap = spacing + (available - used) / CGFloat(line.count - 1)
            }
            for item in items {
                positions[item] = x
                x += along[item] + gap
            }
        }
        return (lines, positions)
    }

    var lineCount: Int {
        switch storage {
        case .uniform(_, _, let perLine, _): return (itemCount + perLine - 1) / perLine
        case .individual(let lines, _, _, _): return lines.count
        }
    }

    /// Item `index`'s frame in line coordinates: x = along, y = across.
    func frame(ofItem index: Int) -> CGRect {
        switch storage {
        case .uniform(let along, let across, let perLine, let gap):
            let line = index / perLine
            let column = index % perLine
            let x = perLine == 1 || (itemCount == 1) ? (availableAlong - along) / 2 : CGFloat(column) * (along + gap)
            return CGRect(x: x, y: CGFloat(line) * (across + lineSpacing), width: along, height: across)
        case .individual(let lines, let along, let across, let positions):
            let line = lines[lineIndex(containing: index, in: lines)]
            let y = line.offset + (line.thickness - across[index]) / 2
            return CGRect(x: positions[index], y: y, width: along[index], height: across[index])
        }
    }

    /// Items whose lines overlap `lower..<upper` in the across direction, in index order.
    func items(acrossFrom lower: CGFloat, to upper: CGFloat) -> Range<Int> {
        guard itemCount > 0, upper > lower else { return 0..<0 }
        // Negative line spacing (legal: lines overlap), a zero pitch or values no screen can show break
        // the ordering the fast paths rely on: then every item is a candidate, and callers test frames.
        guard lineSpacing >= 0, lineSpacing.isFinite, thickness.isFinite else { return 0..<itemCount }
        guard upper > 0, lower < thickness else { return 0..<0 }
        switch storage {
        case .uniform(_, let across, let perLine, _):
            let pitch = across + lineSpacing
            guard pitch > 0, pitch.isFinite else { return 0..<itemCount }
            let first = Self.clampedIndex((lower / pitch).rounded(.down), 0...(lineCount - 1))
            let last = Self.clampedIndex((upper / pitch).rounded(.down), 0...(lineCount - 1))
            guard first <= last else { return 0..<0 }
            return (first * perLine)..<min(itemCount, (last + 1) * perLine)
        case .individual(let lines, _, _, _):
            // First line ending after `lower`, then walk until a line starts at or after `upper`.
            var low = 0
            var high = lines.count
            while low < high {
                let mid = (low + high) / 2
                if lines[mid].offset + lines[mid].thickness <= lower { low = mid + 1 } else { high = mid }
            }
            guard low < lines.count else { return 0..<0 }
            var last = low
            while last + 1 < lines.count && lines[last + 1].offset < upper { last += 1 }
            return lines[low].firstItem..<(lines[last].firstItem + lines[last].count)
        }
    }

    private func lineIndex(containing item: Int, in lines: [Line]) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].firstItem <= item { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
