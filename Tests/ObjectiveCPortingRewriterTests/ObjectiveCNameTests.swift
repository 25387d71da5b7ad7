import ObjectiveCPortingRewriter
import XCTest

/// Swift's Objective-C names, checked against the selectors UIKit and Foundation methods have.
final class ObjectiveCNameTests: XCTestCase {
    private func name(_ baseName: String, _ labels: [String], throwing: Bool = false, async: Bool = false) -> String {
        ObjectiveCName.method(baseName, labels: labels, throwing: throwing, async: async)
    }

    func testNoParametersIsTheBaseName() {
        XCTAssertEqual(name("layoutSubviews", []), "layoutSubviews")
        XCTAssertEqual(name("init", []), "init")
    }

    func testUnlabelledParametersAddOnlyColons() {
        XCTAssertEqual(name("tap", [""]), "tap:")
        XCTAssertEqual(name("addSubview", [""]), "addSubview:")
        XCTAssertEqual(name("add", ["", ""]), "add::")
    }

    func testFirstLabelIsAppendedWithWithUnlessAPrepositionJoinsThem() {
        XCTAssertEqual(name("perform", ["with", "and"]), "performWith:and:")
        XCTAssertEqual(name("handleDrag", ["sender", "for"]), "handleDragWithSender:for:")
        XCTAssertEqual(name("setTitle", ["", "for"]), "setTitle:for:")
        XCTAssertEqual(name("insertSubview", ["", "at"]), "insertSubview:at:")
        XCTAssertEqual(name("dismiss", ["animated", "completion"]), "dismissWithAnimated:completion:")
        // `UIView.convert(_:to:)` and `touchesBegan(_:with:)`: later labels are pieces as they are.
        XCTAssertEqual(name("convert", ["", "to"]), "convert:to:")
        XCTAssertEqual(name("touchesBegan", ["", "with"]), "touchesBegan:with:")
        // A first label that begins with a preposition: `tableView(didSelectRowAt:)`-style names.
        XCTAssertEqual(name("scroll", ["toRow", "animated"]), "scrollToRow:animated:")
        XCTAssertEqual(name("present", ["from"]), "presentFrom:")
        XCTAssertEqual(name("move", ["inDirection"]), "moveInDirection:")
        // A base name that ends with one.
        XCTAssertEqual(name("dequeueReusableCellWith", ["identifier"]), "dequeueReusableCellWithIdentifier:")
        XCTAssertEqual(name("moveTo", ["point"]), "moveToPoint:")
        XCTAssertEqual(name("keyboardWillShow", ["notification"]), "keyboardWillShowWithNotification:")
    }

    func testInitializersAreInitWith() {
        XCTAssertEqual(name("init", ["frame"]), "initWithFrame:")
        XCTAssertEqual(name("init", ["coder"]), "initWithCoder:")
        XCTAssertEqual(name("init", ["style", "reuseIdentifier"]), "initWithStyle:reuseIdentifier:")
        XCTAssertEqual(name("init", ["for"]), "initFor:")
        XCTAssertEqual(name("init", [""]), "init:")
    }

    func testEveryPrepositionOfSwiftsList() {
        for preposition in ObjectiveCName.prepositions {
            XCTAssertEqual(name("go", [preposition + "Place"]), "go\(ObjectiveCName.sentenceCased(preposition))Place:")
            XCTAssertEqual(
                name("go" + ObjectiveCName.sentenceCased(preposition), ["place"]),
                "go\(ObjectiveCName.sentenceCased(preposition))Place:")
        }
        XCTAssertEqual(ObjectiveCName.prepositions.count, 30)
        // A word that only starts like one is none.
        XCTAssertEqual(name("show", ["information"]), "showWithInformation:")
        XCTAssertEqual(name("show", ["toggle"]), "showWithToggle:")
    }

    func testCamelCaseWordsAndAcronyms() {
        XCTAssertEqual(ObjectiveCName.firstWord(of: "forEvent"), "for")
        XCTAssertEqual(ObjectiveCName.firstWord(of: "URLForKey"), "URL")
        XCTAssertEqual(ObjectiveCName.firstWord(of: "with"), "with")
        XCTAssertEqual(ObjectiveCName.lastWord(of: "moveTo"), "To")
        XCTAssertEqual(ObjectiveCName.lastWord(of: "loadURL"), "URL")
        XCTAssertEqual(ObjectiveCName.lastWord(of: "tap"), "tap")
        XCTAssertEqual(name("load", ["url"]), "loadWithUrl:")
        XCTAssertEqual(name("load", ["URL"]), "loadWithURL:")
    }

    func testThrowingAndAsyncMethodsGainObjectiveCsParameters() {
        XCTAssertEqual(name("save", [], throwing: true), "saveAndReturnError:")
        XCTAssertEqual(name("write", ["to"], throwing: true), "writeTo:error:")
        XCTAssertEqual(name("fetch", [], async: true), "fetchWithCompletionHandler:")
        XCTAssertEqual(name("load", ["from"], throwing: true, async: true), "loadFrom:completionHandler:")
    }

    func testSetters() {
        XCTAssertEqual(ObjectiveCName.setter(forGetter: "title"), "setTitle:")
        XCTAssertEqual(ObjectiveCName.setter(forGetter: "isOn"), "setIsOn:")
        XCTAssertEqual(ObjectiveCName.setter(forGetter: "URL"), "setURL:")
        // UIKit's `@property(getter=isHidden) BOOL hidden` and its kind.
        XCTAssertEqual(ObjectiveCName.setter(forImportedGetter: "isHidden"), "setHidden:")
        XCTAssertEqual(
            ObjectiveCName.setter(forImportedGetter: "isUserInteractionEnabled"), "setUserInteractionEnabled:")
        XCTAssertEqual(ObjectiveCName.setter(forImportedGetter: "alpha"), "setAlpha:")
        XCTAssertEqual(ObjectiveCName.setter(forImportedGetter: "issue"), "setIssue:")
    }
}
