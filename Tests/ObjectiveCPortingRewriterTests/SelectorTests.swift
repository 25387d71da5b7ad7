import ObjectiveCPortingRewriter
import XCTest

/// Every form of `#selector`, and the code each becomes.
final class SelectorTests: XCTestCase {
    private let members = """
            func tap(_ sender: UIButton) {}
            func refresh() {}
            func perform(with first: Int, and second: Int) {}
            func handleDrag(sender: Any, for event: Any) {}
            @objc(reloadNow) func reload() {}
            class func make() {}
            static func build(with size: Int) {}
            func update(_ value: Int) {}
            func update(_ value: String) {}
            func zoom() {}
            func zoom(_ factor: Double) {}
            func save() throws {}
            func fetch() async {}
            func five(a: Int, b: Int, c: Int, d: Int, e: Int) {}
            var title: String = ""
            @objc(isLit) var lit = false
            static var shared = 0
        """

    private func selector(_ code: String) -> String { Porting.line("_ = \(code)", in: members) }

    func testInstanceMethodsBecomeANameAndAReference() {
        XCTAssertEqual(selector("#selector(tap)"), #"_ = ObjectiveC.Selector("tap:", ViewController.tap(_:))"#)
        XCTAssertEqual(selector("#selector(tap(_:))"), #"_ = ObjectiveC.Selector("tap:", ViewController.tap(_:))"#)
        XCTAssertEqual(selector("#selector(self.tap)"), #"_ = ObjectiveC.Selector("tap:", ViewController.tap(_:))"#)
        XCTAssertEqual(selector("#selector(Self.tap(_:))"), #"_ = ObjectiveC.Selector("tap:", ViewController.tap(_:))"#)
        XCTAssertEqual(
            selector("#selector(ViewController.tap(_:))"), #"_ = ObjectiveC.Selector("tap:", ViewController.tap(_:))"#)
        XCTAssertEqual(selector("#selector(refresh)"), #"_ = ObjectiveC.Selector("refresh", ViewController.refresh)"#)
        XCTAssertEqual(
            selector("#selector(perform(with:and:))"),
            #"_ = ObjectiveC.Selector("performWith:and:", ViewController.perform(with:and:))"#)
        XCTAssertEqual(
            selector("#selector(handleDrag)"),
            #"_ = ObjectiveC.Selector("handleDragWithSender:for:", ViewController.handleDrag(sender:for:))"#)
        XCTAssertEqual(selector("#selector( tap( _: ) )"), #"_ = ObjectiveC.Selector("tap:", ViewController.tap(_:))"#)
    }

    func testCustomObjectiveCNamesWin() {
        XCTAssertEqual(selector("#selector(reload)"), #"_ = ObjectiveC.Selector("reloadNow", ViewController.reload)"#)
    }

    func testTypesTheTargetDoesNotDeclareAreTakenAsWritten() {
        XCTAssertEqual(
            selector("#selector(UIView.layoutSubviews)"),
            #"_ = ObjectiveC.Selector("layoutSubviews", UIView.layoutSubviews)"#)
        XCTAssertEqual(
            selector("#selector(UIResponder.touchesBegan(_:with:))"),
            #"_ = ObjectiveC.Selector("touchesBegan:with:", UIResponder.touchesBegan(_:with:))"#)
        // Found nowhere, a bare name is a method without parameters of the enclosing type.
        XCTAssertEqual(
            selector("#selector(dismissKeyboard)"),
            #"_ = ObjectiveC.Selector("dismissKeyboard", ViewController.dismissKeyboard)"#)
        XCTAssertEqual(
            selector("#selector(Outer.Inner.foo(bar:))"),
            #"_ = ObjectiveC.Selector("fooWithBar:", Outer.Inner.foo(bar:))"#)
    }

    func testClassMethodsAndUncallableOnesAreChecked() {
        XCTAssertEqual(
            selector("#selector(make)"), #"_ = ObjectiveC.Selector("make", checking: { _ = ViewController.make })"#)
        XCTAssertEqual(
            selector("#selector(ViewController.build(with:))"),
            #"_ = ObjectiveC.Selector("buildWith:", checking: { _ = ViewController.build(with:) })"#)
        XCTAssertEqual(
            selector("#selector(save)"),
            #"_ = ObjectiveC.Selector("saveAndReturnError:", checking: { _ = ViewController.save })"#)
        XCTAssertEqual(
            selector("#selector(fetch)"),
            #"_ = ObjectiveC.Selector("fetchWithCompletionHandler:", checking: { _ = ViewController.fetch })"#)
        XCTAssertEqual(
            selector("#selector(five)"),
            #"_ = ObjectiveC.Selector("fiveWithA:b:c:d:e:", checking: { _ = ViewController.five(a:b:c:d:e:) })"#)
    }

    func testAsDisambiguatesAndIsChecked() {
        XCTAssertEqual(
            selector("#selector(update as (Int) -> Void)"),
            #"_ = ObjectiveC.Selector("update:", checking: { _ = ViewController.update as (ViewController) -> (Int) -> Void })"#
        )
        XCTAssertEqual(
            selector("#selector(ViewController.update as (ViewController) -> (String) -> Void)"),
            #"_ = ObjectiveC.Selector("update:", checking: { _ = ViewController.update as (ViewController) -> (String) -> Void })"#
        )
        XCTAssertEqual(
            selector("#selector(UIView.insert as (UIView) -> (UIView, Int) -> Void)"),
            #"_ = ObjectiveC.Selector("insert::", checking: { _ = UIView.insert as (UIView) -> (UIView, Int) -> Void })"#
        )
        XCTAssertEqual(
            selector("#selector(update(_:) as ((Int)) -> Void)"),
            #"_ = ObjectiveC.Selector("update:", checking: { _ = ViewController.update(_:) as (ViewController) -> ((Int)) -> Void })"#
        )
    }

    func testAZeroParameterOverloadIsPickedByAClosure() {
        XCTAssertEqual(
            selector("#selector(zoom)"),
            #"_ = ObjectiveC.Selector("zoom", { (target: ViewController) in { target.zoom() } })"#)
        XCTAssertEqual(selector("#selector(zoom(_:))"), #"_ = ObjectiveC.Selector("zoom:", ViewController.zoom(_:))"#)
    }

    func testGettersAndSetters() {
        XCTAssertEqual(
            selector("#selector(getter: title)"), #"_ = ObjectiveC.Selector(getter: "title", \ViewController.title)"#)
        XCTAssertEqual(
            selector("#selector(setter: ViewController.title)"),
            #"_ = ObjectiveC.Selector(setter: "setTitle:", \ViewController.title)"#)
        XCTAssertEqual(
            selector("#selector(getter: lit)"), #"_ = ObjectiveC.Selector(getter: "isLit", \ViewController.lit)"#)
        XCTAssertEqual(
            selector("#selector(setter: self.lit)"),
            #"_ = ObjectiveC.Selector(setter: "setIsLit:", \ViewController.lit)"#)
        XCTAssertEqual(
            selector("#selector(getter: shared)"),
            #"_ = ObjectiveC.Selector("shared", checking: { _ = ViewController.shared })"#)
        XCTAssertEqual(
            selector("#selector(getter: UIView.isHidden)"),
            #"_ = ObjectiveC.Selector(getter: "isHidden", \UIView.isHidden)"#)
        XCTAssertEqual(
            selector("#selector(setter: UIView.isHidden)"),
            #"_ = ObjectiveC.Selector(setter: "setHidden:", \UIView.isHidden)"#,
            "a property no ported file declares is UIKit's, declared in Objective-C as `hidden`")
        XCTAssertEqual(
            selector("#selector(getter: view.frame)"),
            #"_ = ObjectiveC.Selector("frame", checking: { _ = view.frame })"#)
    }

    func testValuesAreChecked() {
        XCTAssertEqual(
            selector("#selector(view.endEditing(_:))"),
            #"_ = ObjectiveC.Selector("endEditing:", checking: { _ = view.endEditing(_:) })"#)
        XCTAssertEqual(
            selector("#selector(self.view.layoutIfNeeded)"),
            #"_ = ObjectiveC.Selector("layoutIfNeeded", checking: { _ = self.view.layoutIfNeeded })"#)
    }

    func testNestedParenthesesAroundAndInside() {
        XCTAssertEqual(
            Porting.line("button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)", in: members),
            #"button.addTarget(self, action: ObjectiveC.Selector("tap:", ViewController.tap(_:)), for: .touchUpInside)"#
        )
        XCTAssertEqual(
            Porting.line("f(g(h(#selector(refresh))), (1, 2))", in: members),
            #"f(g(h(ObjectiveC.Selector("refresh", ViewController.refresh))), (1, 2))"#)
    }

    func testAMultiLineSelectorKeepsItsLinesAndTheMemberItsLine() {
        let text = """
            class ViewController {
                func perform(with a: Int, and b: Int) {}
                func setUp() {
                    button.addTarget(
                        self,
                        action: #selector(
                            perform(with:and:)
                        ),
                        for: .touchUpInside)
                }
            }
            """
        let ported = Porting.body(text)
        XCTAssertEqual(
            ported.split(separator: "\n", omittingEmptySubsequences: false).count,
            text.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertEqual(
            ported,
            text.replacingOccurrences(
                of: "#selector(\n                perform(with:and:)\n            )",
                with:
                    "ObjectiveC.Selector(\"performWith:and:\", \n                ViewController.perform(with:and:)\n            )"
            ))
    }

    func testUnknownFormsStayForTheCompilerToReport() {
        for code in ["#selector((tap))", "#selector(tap())", "#selector(1 + 2)", "#selector()", "#selector"] {
            XCTAssertEqual(selector(code), "_ = \(code)")
        }
    }

    func testFileScopeHasNoTypeToQualifyWith() {
        XCTAssertEqual(
            Porting.body("let action = #selector(ViewController.tap(_:))"),
            #"let action = ObjectiveC.Selector("tap:", ViewController.tap(_:))"#)
        XCTAssertEqual(
            Porting.body("let action = #selector(tap)"),
            #"let action = ObjectiveC.Selector("tap", checking: { _ = tap })"#)
    }
}
