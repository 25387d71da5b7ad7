import ObjectiveCPortingRewriter
import XCTest

/// `#keyPath` becomes its Objective-C string and, where a type roots it, a checked Swift key path.
final class KeyPathTests: XCTestCase {
    private let members = "    var title = \"\"\n    @objc(isLit) var lit = false\n    let view = UIView()"

    private func keyPath(_ code: String) -> String { Porting.line("_ = \(code)", in: members) }

    func testUnqualifiedPathsAreRootedAtTheEnclosingType() {
        XCTAssertEqual(
            keyPath("#keyPath(title)"),
            #"_ = ObjectiveC.ObjectiveCSyntax.keyPath("title", checking: \ViewController.title)"#)
        XCTAssertEqual(
            keyPath("#keyPath(view.frame.size)"),
            #"_ = ObjectiveC.ObjectiveCSyntax.keyPath("view.frame.size", checking: \ViewController.view)"#)
        XCTAssertEqual(
            keyPath("#keyPath(self.title)"),
            #"_ = ObjectiveC.ObjectiveCSyntax.keyPath("title", checking: \ViewController.title)"#)
    }

    func testQualifiedPathsAndObjectiveCNames() {
        XCTAssertEqual(
            keyPath("#keyPath(UIView.layer.cornerRadius)"),
            #"_ = ObjectiveC.ObjectiveCSyntax.keyPath("layer.cornerRadius", checking: \UIView.layer)"#)
        XCTAssertEqual(
            keyPath("#keyPath(ViewController.lit)"),
            #"_ = ObjectiveC.ObjectiveCSyntax.keyPath("isLit", checking: \ViewController.lit)"#)
    }

    func testAtFileScopeAPathCannotBeChecked() {
        XCTAssertEqual(
            Porting.body("let k = #keyPath(frame.origin)"),
            #"let k = ObjectiveC.ObjectiveCSyntax.keyPath("frame.origin")"#)
    }

    func testFormsThatAreNoKeyPathStay() {
        for code in ["#keyPath(tap(_:))", "#keyPath(UIView)", "#keyPath(a as B)", "#keyPath(getter: a)"] {
            XCTAssertEqual(keyPath(code), "_ = \(code)")
        }
    }
}
