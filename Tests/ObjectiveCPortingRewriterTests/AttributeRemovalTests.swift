import ObjectiveCPortingRewriter
import XCTest

/// `@objc`, Interface Builder's attributes and `dynamic` become spaces: the declaration compiles on Linux
/// and every column after them stays where it was.
final class AttributeRemovalTests: XCTestCase {
    func testObjectiveCAndInterfaceBuilderAttributesBecomeSpaces() {
        let cases = [
            ("@objc func tap() {}", "      func tap() {}"),
            ("@objc(handleTap:) func tap(_ s: Any) {}", "                  func tap(_ s: Any) {}"),
            ("@objcMembers final class A {}", "             final class A {}"),
            ("@nonobjc func plain() {}", "         func plain() {}"),
            ("@IBOutlet weak var label: UILabel!", "          weak var label: UILabel!"),
            ("@IBOutlet var stack: [UIView]!", "          var stack: [UIView]!"),
            ("@IBAction func done(_ sender: Any) {}", "          func done(_ sender: Any) {}"),
            (
                "@IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }",
                "               func make(_ coder: NSCoder) -> UIViewController? { nil }"
            ),
            ("@IBInspectable var cornerRadius: CGFloat = 0", "               var cornerRadius: CGFloat = 0"),
            ("@IBDesignable class Badge: UIView {}", "              class Badge: UIView {}"),
            ("@GKInspectable var speed: Float = 1", "               var speed: Float = 1"),
            ("@MainActor @objc private func a() {}", "@MainActor       private func a() {}"),
        ]
        for (original, expected) in cases {
            XCTAssertEqual(Porting.body(original), expected, original)
        }
    }

    func testOtherAttributesAndLookalikesStay() {
        for text in [
            "@available(iOS 13, *) @MainActor func a() {}", "@objcish var wrapped = 1",
            "@discardableResult func b() -> Int { 1 }",
            "@propertyWrapper struct W {}", "@objc_like func c() {}", "let s = \"@objc\" // @IBOutlet",
            "/* @objc */ func d() {}", "@escaping @Sendable () -> Void",
        ] {
            XCTAssertEqual(Porting.body(text), text)
        }
    }

    func testAttributeArgumentsMustTouchTheName() {
        // `@objc (x)` is not `@objc(x)`: only the attribute goes.
        XCTAssertEqual(Porting.body("@objc (x)"), "      (x)")
    }

    func testDynamicAsAModifierBecomesSpaces() {
        let cases = [
            ("@objc dynamic var progress: Float = 0", "              var progress: Float = 0"),
            ("dynamic var count = 0", "        var count = 0"),
            ("public dynamic func reload() {}", "public         func reload() {}"),
            ("override dynamic func layoutSubviews() {}", "override         func layoutSubviews() {}"),
            ("private(set) dynamic var state = 0", "private(set)         var state = 0"),
            ("dynamic @MainActor var x = 0", "        @MainActor var x = 0"),
            ("{\n    dynamic\n    var y = 0\n}", "{\n           \n    var y = 0\n}"),
        ]
        for (original, expected) in cases {
            XCTAssertEqual(Porting.body(original), expected, original)
        }
    }

    func testDynamicAsANameStays() {
        for text in [
            "var dynamic = 1", "let style: Style = .dynamic", "enum Kind { case dynamic, fixed }",
            "let x = dynamic\nvar y = 0",
            "f(dynamic)\nvar z = 0", "switch kind { case .dynamic: break }", "dynamic.count",
            "return dynamic\nvar w = 0",
            "struct S { var dynamic: Bool }", "let s = \"dynamic var\"",
        ] {
            XCTAssertEqual(Porting.body(text), text)
        }
    }
}
