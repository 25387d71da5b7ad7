import XCTest

@testable import OpenUIKit

/// `UILabel.textRect(forBounds:limitedToNumberOfLines:)` is what sizing asks, as on iOS: an app's padded label
/// that insets the bounds and outsets the result (and pads `drawText(in:)`) is sized with its padding by every
/// path that sizes a label, without overriding `intrinsicContentSize`.
final class UILabelTextRectTests: XCTestCase {
    /// The padded label apps write.
    private final class PaddedLabel: UILabel {
        var insets = UIEdgeInsets(top: 4, left: 8, bottom: 6, right: 10)
        private(set) var askedBounds: [CGRect] = []

        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            askedBounds.append(bounds)
            let text = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return text.inset(
                by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }

        override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    }

    private let paragraph = String(repeating: "Padding wraps the text inside it. ", count: 6)

    private func pair(_ text: String, lines: Int = 1) -> (plain: UILabel, padded: PaddedLabel) {
        let plain = UILabel()
        let padded = PaddedLabel()
        for label in [plain, padded] {
            label.text = text
            label.numberOfLines = lines
        }
        return (plain, padded)
    }

    func testIntrinsicSizeIsTheTextSizePlusThePadding() {
        let (plain, padded) = pair("Hello, padding")
        XCTAssertEqual(plain.intrinsicContentSize.width, 116)
        XCTAssertEqual(plain.intrinsicContentSize.height, 20.5)
        XCTAssertEqual(padded.intrinsicContentSize, CGSize(width: 116 + 18, height: 20.5 + 10))
        XCTAssertFalse(padded.askedBounds.isEmpty)
        XCTAssertEqual(padded.askedBounds.last?.width, .greatestFiniteMagnitude, "an unlimited width is asked")
    }

    func testTheDefaultIsWhatSizingReturns() {
        let label = UILabel()
        label.text = paragraph
        label.numberOfLines = 0
        let fitted = label.sizeThatFits(CGSize(width: 200, height: 1_000))
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 7, width: 200, height: 10), limitedToNumberOfLines: 0)
        XCTAssertEqual(rect.origin, CGPoint(x: 5, y: 7))
        XCTAssertEqual(rect.size, fitted, "the bounds' height does not cut the text")
        XCTAssertGreaterThan(rect.height, 4 * 20)
        XCTAssertLessThanOrEqual(rect.width, 200)
        let two = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 1_000), limitedToNumberOfLines: 2)
        XCTAssertEqual(two.height, 41, "two lines of 20.287, rounded up to the pixel grid")
        label.text = ""
        XCTAssertEqual(
            label.textRect(forBounds: CGRect(x: 1, y: 2, width: 50, height: 50), limitedToNumberOfLines: 0),
            CGRect(x: 1, y: 2, width: 0, height: 0))
    }

    func testSizeThatFitsAndSizeToFitWrapInsideThePadding() {
        let (plain, padded) = pair(paragraph, lines: 0)
        let plainSize = plain.sizeThatFits(CGSize(width: 200 - 18, height: 0))
        let paddedSize = padded.sizeThatFits(CGSize(width: 200, height: 0))
        XCTAssertEqual(paddedSize, CGSize(width: plainSize.width + 18, height: plainSize.height + 10))
        XCTAssertEqual(padded.askedBounds.last?.width, 200)
        padded.frame = CGRect(x: 0, y: 0, width: 200, height: 0)
        padded.sizeToFit()
        XCTAssertEqual(padded.frame.size, paddedSize)
    }

    func testAutoLayoutSizesThePaddedLabel() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let (plain, padded) = pair("Badge")
        for label in [plain, padded] {
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true
        }
        plain.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        padded.leadingAnchor.constraint(equalTo: plain.trailingAnchor, constant: 10).isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(padded.frame.width, plain.frame.width + 18)
        XCTAssertEqual(padded.frame.height, plain.frame.height + 10)
        // A multi-line padded label pinned to a width wraps inside its padding.
        let (wrappedPlain, wrapped) = pair(paragraph, lines: 0)
        for label in [wrappedPlain, wrapped] {
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
            label.widthAnchor.constraint(equalToConstant: 200).isActive = true
        }
        wrappedPlain.topAnchor.constraint(equalTo: window.topAnchor, constant: 100).isActive = true
        wrapped.topAnchor.constraint(equalTo: wrappedPlain.bottomAnchor).isActive = true
        window.layoutIfNeeded()
        let expected = wrappedPlain.sizeThatFits(CGSize(width: 182, height: 0)).height + 10
        XCTAssertEqual(wrapped.frame.height, expected)
        XCTAssertGreaterThan(wrapped.frame.height, wrappedPlain.frame.height)
    }

    func testSystemLayoutSizeFittingAndSelfSizingCellsSeeThePadding() {
        final class BadgeCell: UITableViewCell {
            let badge = PaddedLabel()
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                badge.numberOfLines = 0
                badge.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: contentView.topAnchor),
                    badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        final class Source: NSObject, UITableViewDataSource {
            let text: String
            init(text: String) { self.text = text }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath) as! BadgeCell
                cell.badge.text = text
                return cell
            }
        }
        let plain = UILabel()
        plain.numberOfLines = 0
        plain.text = paragraph
        let unpadded = plain.sizeThatFits(CGSize(width: 320 - 18, height: 0)).height

        let container = UIView()
        let badge = PaddedLabel()
        badge.numberOfLines = 0
        badge.text = paragraph
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: container.topAnchor),
            badge.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            badge.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        let fitted = container.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(fitted.height, unpadded + 10)

        let source = Source(text: paragraph)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! BadgeCell
        XCTAssertEqual(cell.badge.frame.height, unpadded + 10, accuracy: 1e-9)
        XCTAssertEqual(cell.badge.askedBounds.last?.width, cell.contentView.bounds.width)
    }
}
