import ObjectiveCPortingRewriter
import XCTest

/// Unqualified references resolve against every file of the target, as the compiler resolves them.
final class ResolutionTests: XCTestCase {
    private func portedLine(containing needle: String, of text: String, with others: [String] = []) -> String {
        let lines = Porting.body(text, with: others).split(separator: "\n", omittingEmptySubsequences: false)
        let index = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }!
        return lines[index].trimmingCharacters(in: .whitespaces)
    }

    func testAMethodDeclaredInAnotherFile() {
        let text = "extension ProfileViewController {\n    func install() { _ = #selector(save) }\n}"
        let other =
            "final class ProfileViewController: UIViewController {\n    @objc func save(_ sender: UIBarButtonItem) {}\n}"
        XCTAssertEqual(
            portedLine(containing: "install", of: text, with: [other]),
            #"func install() { _ = ObjectiveC.Selector("save:", ProfileViewController.save(_:)) }"#)
    }

    func testAnInheritedMethodIsNamedOnTheSubclass() {
        let text =
            "class Base { func tap(_ sender: Any) {} }\nclass Screen: Base {\n    func f() { _ = #selector(tap) }\n}"
        XCTAssertEqual(
            portedLine(containing: "func f", of: text), #"func f() { _ = ObjectiveC.Selector("tap:", Screen.tap(_:)) }"#
        )
    }

    func testTheInnermostTypeThatDeclaresTheNameQualifiesIt() {
        let text = """
            class Outer {
                func outerAction(_ sender: Any) {}
                class Inner {
                    func innerAction() {}
                    func f() { _ = (#selector(outerAction), #selector(innerAction), #selector(unknown)) }
                }
            }
            """
        XCTAssertEqual(
            portedLine(containing: "func f", of: text),
            #"func f() { _ = (ObjectiveC.Selector("outerAction:", Outer.outerAction(_:)), "#
                + #"ObjectiveC.Selector("innerAction", Outer.Inner.innerAction), "#
                + #"ObjectiveC.Selector("unknown", Outer.Inner.unknown)) }"#)
    }

    func testGenericTypesAreNamedWithoutTheirParameters() {
        let text =
            "final class ListController<Item: Hashable>: UIViewController {\n    func reload() {}\n    func f() { _ = #selector(reload) }\n}"
        XCTAssertEqual(
            portedLine(containing: "func f", of: text),
            #"func f() { _ = ObjectiveC.Selector("reload", ListController.reload) }"#)
    }

    func testAnExtensionOfANestedTypeAndATypeInsideAFunction() {
        let text = """
            extension Outer.Inner {
                func f() { _ = #selector(g) }
            }
            func make() {
                class Local { func h() { _ = #selector(h) } }
            }
            """
        XCTAssertEqual(
            portedLine(containing: "func f", of: text), #"func f() { _ = ObjectiveC.Selector("g", Outer.Inner.g) }"#)
        XCTAssertEqual(
            portedLine(containing: "func h", of: text),
            #"class Local { func h() { _ = ObjectiveC.Selector("h", Local.h) } }"#)
    }

    func testOfOverloadsTheOneObjectiveCSeesIsMeant() {
        let text = """
            class Player {
                func play(_ item: Int) {}
                @objc(playSong:) func play(_ song: String) {}
                func f() { _ = #selector(play(_:)) }
            }
            """
        XCTAssertEqual(
            portedLine(containing: "func f", of: text),
            #"func f() { _ = ObjectiveC.Selector("playSong:", Player.play(_:)) }"#)
    }

    func testProtocolsAreCheckedAndSelfIsUsedInTheirExtensions() {
        let text = """
            @objc protocol Refreshing {
                func refresh()
                static func reset()
                var isBusy: Bool { get }
            }
            extension Refreshing {
                func install() {
                    _ = #selector(refresh)
                    _ = #selector(Self.reset)
                    _ = #selector(getter: isBusy)
                    _ = #keyPath(isBusy)
                }
            }
            func outside() { _ = #selector(Refreshing.refresh) }
            """
        XCTAssertEqual(
            portedLine(containing: "(refresh)", of: text),
            #"_ = ObjectiveC.Selector("refresh", checking: { _ = { (target: Self) in target.refresh } })"#)
        XCTAssertEqual(
            portedLine(containing: "Self.reset", of: text),
            #"_ = ObjectiveC.Selector("reset", checking: { _ = { (target: Self.Type) in target.reset } })"#)
        XCTAssertEqual(
            portedLine(containing: "getter: isBusy", of: text),
            #"_ = ObjectiveC.Selector("isBusy", checking: { _ = \Self.isBusy })"#)
        XCTAssertEqual(
            portedLine(containing: "#keyPath(isBusy)", of: text),
            #"_ = ObjectiveC.ObjectiveCSyntax.keyPath("isBusy", checking: \Self.isBusy)"#)
        XCTAssertEqual(
            portedLine(containing: "func outside", of: text),
            #"func outside() { _ = ObjectiveC.Selector("refresh", checking: { _ = Refreshing.refresh }) }"#)
    }
}
