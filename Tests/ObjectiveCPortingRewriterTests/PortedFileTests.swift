import ObjectiveCPortingRewriter
import XCTest

/// Whole files: the header, every line where it was, text that only looks like Objective-C syntax left
/// byte for byte, and `@objc protocol`s made to compile.
final class PortedFileTests: XCTestCase {
    private func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    func testTheHeaderImportsObjectiveCAndNamesTheOriginalFile() {
        XCTAssertEqual(
            PortingRewriter(path: "/Users/me/App/View.swift", text: "let a = 1\n").portedText(0),
            "import ObjectiveC\n#sourceLocation(file: \"/Users/me/App/View.swift\", line: 1)\nlet a = 1\n")
        XCTAssertEqual(
            PortingRewriter.header(for: #"/tmp/My "App"\View.swift"#),
            "import ObjectiveC\n#sourceLocation(file: \"/tmp/My \\\"App\\\"\\\\View.swift\", line: 1)\n")
        // A byte order mark may only begin a file, where the header now is.
        let marked = [UInt8]([0xEF, 0xBB, 0xBF]) + Array("let a = 1".utf8)
        XCTAssertEqual(
            PortingRewriter(files: [("/A.swift", marked)]).portedText(0),
            PortingRewriter.header(for: "/A.swift") + "let a = 1")
    }

    func testTextThatOnlyLooksLikeTheSyntaxStaysByteForByte() {
        let text = #####"""
            // @objc #selector(tap) #keyPath(a.b) dynamic var
            /* outer /* @IBOutlet nested */ #selector(tap) still a comment */
            let plain = "@objc #selector(tap(_:)) \"dynamic var\""
            let raw = #"@IBAction "#selector(x)" \(not) "#
            let rawer = ##"ends only here: "# #selector(y)"##
            let block = """
                @objc dynamic var x = #selector(z)
                \"""
                """
            let interpolated = "\(f((1, 2)))#selector(q)\(g("#keyPath(k)"))"
            let regex = #/@objc #selector\(w\)/#
            var dynamic = dynamic + 1
            """#####
        XCTAssertEqual(Porting.body(text), text)
    }

    func testEveryLineStaysWhereItWas() {
        let text = """
            import UIKit

            @objcMembers
            final class TaskListViewController: UIViewController {
                @IBOutlet private weak var tableView: UITableView!
                @objc dynamic var progress: Float = 0 // "#selector(x)"

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(
                        barButtonSystemItem: .add, target: self,
                        action: #selector(
                            add(_:)))
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(keyboardWillShow(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                    observe(#keyPath(progress), "\\(#selector(refresh))")
                }

                @IBAction func add(_ sender: UIBarButtonItem) {}
                @objc private func keyboardWillShow(_ notification: Notification) {}
                @objc func refresh() {}
            }
            """
        let ported = Porting.body(text)
        XCTAssertEqual(lines(ported).count, lines(text).count)
        for (number, (original, new)) in zip(lines(text), lines(ported)).enumerated() where number != 12 {
            let untouched = !["@", "#", "dynamic"].contains { original.contains($0) }
            if untouched { XCTAssertEqual(new, original) }
        }
        XCTAssertEqual(lines(ported)[11].trimmingCharacters(in: .whitespaces), #"action: ObjectiveC.Selector("add:","#)
        XCTAssertEqual(lines(ported)[12].trimmingCharacters(in: .whitespaces), "TaskListViewController.add(_:)))")
        XCTAssertEqual(
            lines(ported)[16].trimmingCharacters(in: .whitespaces),
            #"observe(ObjectiveC.ObjectiveCSyntax.keyPath("progress", checking: \TaskListViewController.progress), "#
                + #""\(ObjectiveC.Selector("refresh", TaskListViewController.refresh))")"#)
        XCTAssertEqual(lines(ported)[4], "              private weak var tableView: UITableView!")
        XCTAssertEqual(lines(ported)[5], ##"                  var progress: Float = 0 // "#selector(x)""##)
    }

    func testObjectiveCProtocolsAreClassBoundAndTheirOptionalRequirementsDefaulted() {
        let text = """
            @objc public protocol CellDelegate {
                func cellDidTap(_ cell: Cell)
                @objc optional func cell(_ cell: Cell, didLongPressAt point: CGPoint)
                @objc optional func height(for cell: Cell) -> CGFloat
            }
            @objc(MYNamed) protocol Named {}
            @objc protocol Bound: NSObjectProtocol {}
            final class Cell {
                func f(_ delegate: CellDelegate?) {
                    delegate?.cell?(self, didLongPressAt: .zero)
                    _ = delegate?.height?(for: self)
                }
            }
            """
        XCTAssertEqual(
            Porting.body(text),
            """
                  public protocol CellDelegate: AnyObject {
                func cellDidTap(_ cell: Cell)
                               func cell(_ cell: Cell, didLongPressAt point: CGPoint)
                      optional func height(for cell: Cell) -> CGFloat
            }
                           protocol Named: AnyObject {}
                  protocol Bound: NSObjectProtocol {}
            final class Cell {
                func f(_ delegate: CellDelegate?) {
                    delegate?.cell (self, didLongPressAt: .zero)
                    _ = delegate?.height?(for: self)
                }
            }
            #sourceLocation()
            extension CellDelegate {
                public func cell(_ cell: Cell, didLongPressAt point: CGPoint) {}
            }

            """)
    }
}
