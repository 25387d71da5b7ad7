import XCTest

@testable import OpenUIKit

/// A data source and delegate that records what the picker asks.
private final class Choices: UIPickerViewDataSource, UIPickerViewDelegate {
    var components: [[String]]
    var widths: [CGFloat]?
    var rowHeight: CGFloat?
    var attributed = false
    var customViews = false
    var asked: [(row: Int, component: Int)] = []
    var selections: [(row: Int, component: Int)] = []

    init(_ components: [[String]]) { self.components = components }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { components.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        components[component].count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        asked.append((row, component))
        return components[component][row]
    }
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        attributed ? NSAttributedString(string: "«\(components[component][row])»") : nil
    }
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        guard customViews else { return pickerView.titleView(forRow: row, forComponent: component, reusing: view) }
        // A fresh view each time: `view` may be a title label from before the delegate changed its mind.
        let square = UIView()
        square.frame.size = CGSize(width: 20, height: 20)
        return square
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        widths?[component] ?? pickerView.automaticWidth(forComponent: component)
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        rowHeight ?? PickerMetrics.rowHeight
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}

final class UIPickerViewTests: XCTestCase {
    private func picker(_ choices: Choices, frame: CGRect = .zero) -> UIPickerView {
        let picker = UIPickerView(frame: frame)
        picker.dataSource = choices
        picker.delegate = choices
        return picker
    }

    /// A picker made without a size is 320 × 216 (UIKit's log of `initWithFrame:`, markmeretzky.com "Picker").
    func testDefaultSizeIs320By216() {
        let picker = UIPickerView()
        XCTAssertEqual(picker.frame.size, CGSize(width: 320, height: 216))
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
        XCTAssertEqual(UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 180)).frame.size.height, 180)
    }

    /// Rows are 32 tall by default (`PickerMetrics.rowHeight`, a choice); one component takes the width inside the band's
    /// insets (8 + 12 on each side of 320 leaves 280).
    func testRowSizeDefaultsAndDelegateValues() {
        let choices = Choices([["A", "B"], ["C"]])
        let picker = picker(choices)
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 5), 0)
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 137.5, height: 32))
        choices.widths = [100, 60]
        choices.rowHeight = 44
        XCTAssertEqual(picker.rowSize(forComponent: 1), CGSize(width: 60, height: 44))
    }

    func testSelectionIsClampedAndProgrammaticSelectionDoesNotTellTheDelegate() {
        let choices = Choices([["A", "B", "C"], []])
        let picker = picker(choices)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), -1, "a component without rows has no selection")
        picker.selectRow(2, inComponent: 0, animated: true)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        picker.selectRow(9, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2, "clamped to the last row")
        XCTAssertTrue(choices.selections.isEmpty)
    }

    /// Only the rows in sight are asked for: a 216-tall wheel of 32-pt rows shows the selected row and five on
    /// each side (a quarter turn is 108 × π/2 ≈ 169.6 pt of arc, 5.3 rows).
    func testOnlyRowsInSightAreAskedFor() {
        let choices = Choices([(0..<100).map { "Row \($0)" }])
        let picker = picker(choices)
        picker.selectRow(50, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        XCTAssertEqual(Set(choices.asked.map(\.row)), Set(45...55))
        let selected = try? XCTUnwrap(picker.view(forRow: 50, forComponent: 0) as? UILabel)
        XCTAssertEqual(selected?.text, "Row 50")
        XCTAssertNil(picker.view(forRow: 0, forComponent: 0))
    }

    /// The selected row sits in the band across the middle; rows off the centre are squeezed and faded.
    func testSelectedRowIsCentredInTheBand() throws {
        let choices = Choices([["One", "Two", "Three"]])
        let picker = picker(choices)
        picker.selectRow(1, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        XCTAssertEqual(picker.selectionBand.frame, CGRect(x: 8, y: 92, width: 304, height: 32))
        let selected = try XCTUnwrap(picker.view(forRow: 1, forComponent: 0))
        let column = try XCTUnwrap(selected.superview)
        XCTAssertEqual(column.convert(selected.frame, to: picker).midY, 108)
        XCTAssertEqual(selected.alpha, 1)
        XCTAssertTrue(selected.transform.isIdentity)
        let next = try XCTUnwrap(picker.view(forRow: 2, forComponent: 0))
        let angle = 32.0 / 108
        XCTAssertEqual(next.frame.midY, 108 + 108 * sin(angle), accuracy: 1e-9)
        XCTAssertEqual(next.transform.d, cos(angle) / (1 + 0.35 * (1 - cos(angle))), accuracy: 1e-9)
        XCTAssertLessThan(next.alpha, 1)
    }

    func testAttributedTitlesWinOverTitlesAndCustomViewsAreCentred() throws {
        let choices = Choices([["A", "B"]])
        choices.attributed = true
        let picker = picker(choices)
        picker.layoutIfNeeded()
        XCTAssertEqual((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text, "«A»")
        choices.customViews = true
        picker.reloadAllComponents()
        picker.layoutIfNeeded()
        let square = try XCTUnwrap(picker.view(forRow: 0, forComponent: 0))
        XCTAssertFalse(square is UILabel)
        XCTAssertEqual(square.frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(square.frame.midX, picker.rowSize(forComponent: 0).width / 2)
    }

    /// Components keep their widths and are centred as a block; right to left, their order is mirrored.
    func testComponentsAreCentredAndMirroredRightToLeft() throws {
        let choices = Choices([["A"], ["B"]])
        choices.widths = [100, 60]
        let picker = picker(choices)
        picker.layoutIfNeeded()
        let first = try XCTUnwrap(picker.view(forRow: 0, forComponent: 0)?.superview)
        let second = try XCTUnwrap(picker.view(forRow: 0, forComponent: 1)?.superview)
        XCTAssertEqual(first.frame.minX, (320 - 165) / 2)
        XCTAssertEqual(second.frame.minX, first.frame.maxX + 5)

        picker.semanticContentAttribute = .forceRightToLeft
        picker.setNeedsLayout()
        picker.layoutIfNeeded()
        let mirrored = try XCTUnwrap(picker.view(forRow: 0, forComponent: 0)?.superview)
        XCTAssertEqual(mirrored.frame.maxX, 320 - (320 - 165) / 2)
    }
}
