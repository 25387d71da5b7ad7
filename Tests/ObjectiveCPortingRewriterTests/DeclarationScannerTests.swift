import ObjectiveCPortingRewriter
import XCTest

/// The declaration scan: types, their paths, and the members a `#selector` can name.
final class DeclarationScannerTests: XCTestCase {
    private func scan(_ text: String) -> FileDeclarations { DeclarationScanner.scan(SourceText(text)) }

    func testTypesNestedTypesAndExtensions() {
        let file = scan(
            """
            final class Outer<T: Equatable>: NSObject, UITableViewDelegate where T: Hashable {
                struct Inner { enum Deep {} }
                class func make() {}
                func helper() { class Local {} }
            }
            extension Outer.Inner: CustomStringConvertible {}
            @objc public protocol Delegate: class {}
            actor Store {}
            """)
        XCTAssertEqual(
            file.types.map(\.path),
            ["Outer", "Outer.Inner", "Outer.Inner.Deep", "Local", "Outer.Inner", "Delegate", "Store"])
        XCTAssertEqual(
            file.types.map(\.kind),
            [.classType, .structType, .enumType, .classType, .extensionType, .protocolType, .actorType])
        let outer = file.types[0]
        XCTAssertEqual(outer.inheritedNames, ["NSObject", "UITableViewDelegate"])
        XCTAssertEqual(outer.methods.map(\.baseName), ["make", "helper"])
        XCTAssertTrue(outer.methods[0].isStatic)
        let delegate = file.types[5]
        XCTAssertTrue(delegate.isObjC)
        XCTAssertTrue(delegate.isClassBound)
        XCTAssertEqual(delegate.accessModifier, "public")
    }

    func testMethodsLabelsAndObjectiveCNames() {
        let file = scan(
            """
            class Controller {
                @IBAction func tap(_ sender: UIButton) {}
                @objc(handleDrag:forEvent:) func drag(sender: Any, event: UIEvent) {}
                func perform(with first: Dictionary<String, Int>, and second: (Int, Int) -> Void = { _, _ in }) {}
                init(frame: CGRect) {}
                required init?(coder: NSCoder) {}
                static func `default`() -> Controller { Controller(frame: .zero) }
                func save() throws {}
                func load() async throws(LoadError) -> Data {}
                func reload() {}
                func reload(_ animated: Bool) {}
            }
            """)
        let methods = file.types[0].methods
        XCTAssertEqual(
            methods.map(\.baseName),
            ["tap", "drag", "perform", "init", "init", "default", "save", "load", "reload", "reload"])
        XCTAssertEqual(
            methods.map(\.labels),
            [[""], ["sender", "event"], ["with", "and"], ["frame"], ["coder"], [], [], [], [], [""]])
        XCTAssertEqual(
            methods.map(\.objectiveCName),
            [
                "tap:", "handleDrag:forEvent:", "performWith:and:", "initWithFrame:", "initWithCoder:", "default",
                "saveAndReturnError:", "loadWithCompletionHandler:", "reload", "reload:",
            ])
        XCTAssertEqual(
            methods.map(\.isObjCMarked), [true, true, false, false, false, false, false, false, false, false])
        XCTAssertTrue(methods[5].isStatic)
        XCTAssertFalse(methods[7].returnsVoid)
    }

    func testObjcMembersAndObjcProtocolsMarkTheirMembers() {
        let file = scan(
            """
            @objcMembers class A { func a() {} ; @nonobjc func b() {} }
            @objc protocol P { func p() ; @objc optional func q(_ x: Int) ; @objc optional func r() -> Int }
            """)
        XCTAssertEqual(file.types[0].methods.map(\.isObjCMarked), [true, false])
        let requirements = file.types[1].methods
        XCTAssertEqual(requirements.map(\.isObjCMarked), [true, true, true])
        XCTAssertEqual(requirements.map(\.isOptionalRequirement), [false, true, true])
        XCTAssertEqual(requirements.map(\.returnsVoid), [true, true, false])
        XCTAssertEqual(requirements[1].signature.map { SourceText(file.source.bytes).text($0) }, "func q(_ x: Int)")
    }

    func testPropertiesOnlyInTypeBodies() {
        let file = scan(
            """
            class View {
                @objc(isLit) dynamic var lit = false
                static let shared = View()
                var title: String { get { "" } set { let inner = newValue } }
                lazy var button: UIButton = { let local = UIButton(); return local }()
            }
            """)
        let properties = file.types[0].properties
        XCTAssertEqual(properties.map(\.name), ["lit", "shared", "title", "button"])
        XCTAssertEqual(properties.map(\.getterName), ["isLit", "shared", "title", "button"])
        XCTAssertEqual(properties[0].setterName, "setIsLit:")
        XCTAssertEqual(properties.map(\.isStatic), [false, true, false, false])
    }

    func testClassAsAModifierIsNoType() {
        let file = scan("class A { class var b: Int { 1 } ; class override func c() {} }\nprotocol P: class {}")
        XCTAssertEqual(file.types.map(\.path), ["A", "P"])
        XCTAssertEqual(file.types[0].properties.map(\.isStatic), [true])
        XCTAssertEqual(file.types[0].methods.map(\.isStatic), [true])
    }

    func testEnclosingTypesOfAToken() {
        let file = scan("class A { class B { func f() { x } } }\nlet y = 1")
        let x = file.source.tokens.indices.first { file.source.text(of: $0) == "x" }!
        let y = file.source.tokens.indices.first { file.source.text(of: $0) == "y" }!
        XCTAssertEqual(file.enclosingTypes(of: x).map(\.path), ["A", "A.B"])
        XCTAssertEqual(file.enclosingTypes(of: y).map(\.path), [])
    }

    func testIndexResolvesAcrossFilesAndInheritance() {
        let files = [
            scan("class Base { func tap(_ sender: Any) {} }\nclass Screen: Base { struct Row {} }"),
            scan(
                "extension Screen { func close() {} }\nprotocol Refreshing {}\nextension Refreshing { func refresh() {} }"
            ),
        ]
        let index = DeclarationIndex(files)
        XCTAssertEqual(index.methods(named: "tap", in: "Screen").map(\.labels), [[""]])
        XCTAssertEqual(index.methods(named: "close", in: "Screen").count, 1)
        XCTAssertEqual(index.resolve("Row", in: "Screen"), "Screen.Row")
        XCTAssertEqual(index.resolve("Screen", in: "Screen.Row"), "Screen")
        XCTAssertNil(index.resolve("UIView", in: "Screen"))
        XCTAssertTrue(index.isProtocol("Refreshing"))
        XCTAssertEqual(index.kind(of: "Screen"), .classType)
    }
}
