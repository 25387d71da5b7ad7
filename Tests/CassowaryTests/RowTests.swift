import TestSupport
import XCTest

@testable import Cassowary

/// A long row that keeps being substituted into gets a symbol index and leaves cancelled cells as
/// holes (see `Row`). Checked here against the plain merge written out naively: after every step
/// the row must show the same cells in the same order with the same sums, whether or not it is
/// indexed, holed or just squeezed.
final class RowTests: XCTestCase {
    /// The plain result: the symbol's cell swapped with the last one and dropped, the replacement
    /// summed in place (cells that cancel close up), its new symbols appended in order.
    private struct PlainRow {
        var cells: [Cell] = []
        var constant = 0.0

        mutating func substitute(_ symbol: Symbol, with row: PlainRow) -> Int? {
            guard let i = cells.firstIndex(where: { $0.symbol == symbol }) else { return nil }
            let multiplier = cells[i].coefficient
            cells.swapAt(i, cells.count - 1)
            cells.removeLast()
            constant += row.constant * multiplier
            var fresh: [Cell] = []
            for cell in row.cells {
                let delta = cell.coefficient * multiplier
                if let p = cells.firstIndex(where: { $0.symbol == cell.symbol }) {
                    let sum = cells[p].coefficient + delta
                    cells[p].coefficient = nearZero(sum) ? 0 : sum
                } else if !nearZero(delta) {
                    fresh.append(Cell(symbol: cell.symbol, coefficient: delta))
                }
            }
            cells.removeAll { $0.coefficient == 0 }
            cells += fresh
            return fresh.count
        }
    }

    private static let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 2]

    func testIndexedSubstitutionMatchesThePlainMerge() {
        for seed in UInt64(1)...SolverSweeps.choose(everyday: 1, full: 4) {
            checkSubstitutions(seed: seed)
        }
    }

    private func checkSubstitutions(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let symbols = 400
        var positions = [Int32](repeating: -1, count: symbols)
        var fresh: [Cell] = []
        var row = Row(constant: 1)
        var plain = PlainRow(constant: 1)
        for symbol in (0..<symbols).shuffled(using: &random).prefix(200) {
            let coefficient = Self.coefficients[random.int(0...5)]
            row.add(symbol, coefficient)
            plain.cells.append(Cell(symbol: symbol, coefficient: coefficient))
        }
        for step in 0..<3_000 {
            let symbol =
                random.int(0...9) < 8 && !plain.cells.isEmpty
                ? plain.cells[random.int(0...(plain.cells.count - 1))].symbol : random.int(0...(symbols - 1))
            // A step now and then that does not keep the index: it must see the holes closed up.
            switch random.int(0...99) {
            case 0:
                row.negate()
                plain.constant = -plain.constant
                for i in plain.cells.indices { plain.cells[i].coefficient = -plain.cells[i].coefficient }
            case 1:
                row.remove(symbol)
                plain.cells.removeAll { $0.symbol == symbol }
            case 2:
                row.add(symbol, 0.5)
                if let i = plain.cells.firstIndex(where: { $0.symbol == symbol }) {
                    let sum = plain.cells[i].coefficient + 0.5
                    if nearZero(sum) { plain.cells.remove(at: i) } else { plain.cells[i].coefficient = sum }
                } else {
                    plain.cells.append(Cell(symbol: symbol, coefficient: 0.5))
                }
            default:
                var replacement = Row(constant: Double(random.int(-3...3)))
                var plainReplacement = PlainRow(constant: replacement.constant)
                var others = Array((0..<symbols).shuffled(using: &random).prefix(random.int(1...6)))
                var cancelling: Cell?
                // Often one cell that cancels, often the last one: holes anywhere, and at the end.
                if let i = plain.cells.firstIndex(where: { $0.symbol == symbol }), random.int(0...1) == 0 {
                    let target = random.int(0...1) == 0 ? plain.cells.last! : plain.cells.randomElement(using: &random)!
                    if target.symbol != symbol {
                        others.removeAll { $0 == target.symbol }
                        let coefficient = -target.coefficient / plain.cells[i].coefficient
                        cancelling = Cell(symbol: target.symbol, coefficient: coefficient)
                    }
                }
                for other in others where other != symbol {
                    let coefficient = Self.coefficients[random.int(0...5)]
                    replacement.add(other, coefficient)
                    plainReplacement.cells.append(Cell(symbol: other, coefficient: coefficient))
                }
                if let cancelling {
                    replacement.add(cancelling.symbol, cancelling.coefficient)
                    plainReplacement.cells.append(cancelling)
                }
                let appended = row.substitute(symbol, with: replacement, positions: &positions, fresh: &fresh)
                let expected = plain.substitute(symbol, with: plainReplacement)
                XCTAssertEqual(appended, expected, "seed \(seed), step \(step)")
                if let appended {
                    XCTAssertEqual(row.lastCells(appended).map(\.symbol), plain.cells.suffix(appended).map(\.symbol))
                }
            }
            XCTAssertTrue(positions.allSatisfy { $0 == -1 })
            XCTAssertEqual(row.constant, plain.constant)
            XCTAssertEqual(row.count, plain.cells.count)
            let values = (0..<symbols).map { Double($0 % 7) - 3 }
            var sum = plain.constant
            for cell in plain.cells { sum += values[cell.symbol] * cell.coefficient }
            XCTAssertEqual(row.evaluated(at: values), sum, "seed \(seed), step \(step)")
            let cells = row.cells
            XCTAssertEqual(cells.map(\.symbol), plain.cells.map(\.symbol), "seed \(seed), step \(step)")
            XCTAssertEqual(cells.map(\.coefficient), plain.cells.map(\.coefficient), "seed \(seed), step \(step)")
            if cells.map(\.symbol) != plain.cells.map(\.symbol) { return }
            let probe = random.int(0...(symbols - 1))
            XCTAssertEqual(
                row.storedCoefficient(of: probe), plain.cells.first { $0.symbol == probe }?.coefficient,
                "seed \(seed), step \(step)")
        }
        // The row stayed long enough for the indexed path throughout most of the run.
        XCTAssertGreaterThan(row.count, 100)
    }
}
