import NameMatching
import XCTest

final class NameSuggestionTests: XCTestCase {
    func testEditDistanceCountsInsertionsDeletionsAndSubstitutions() {
        XCTAssertEqual(NameSuggestion.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(NameSuggestion.editDistance("", "abc"), 3)
        XCTAssertEqual(NameSuggestion.editDistance("abc", ""), 3)
        XCTAssertEqual(NameSuggestion.editDistance("", ""), 0)
        XCTAssertEqual(NameSuggestion.editDistance("flaw", "lawn"), 2)
        XCTAssertEqual(NameSuggestion.editDistance("iPhone8", "iphone8"), 1, "case counts")
        XCTAssertEqual(NameSuggestion.editDistance("iPadPro129", "iPadPro12_9"), 1)
        XCTAssertEqual(NameSuggestion.editDistance("すし", "すき"), 1, "characters, not bytes")
    }

    func testEditDistanceIsSymmetric() {
        let words = ["scroll-text", "scroll-text-margins", "readable-grid", "section-inset", ""]
        for a in words {
            for b in words { XCTAssertEqual(NameSuggestion.editDistance(a, b), NameSuggestion.editDistance(b, a)) }
        }
    }

    func testClosestIgnoresCaseAndPrefersTheFirstOfEquals() {
        XCTAssertEqual(NameSuggestion.closest(to: "IPHONE8", among: ["iPadPro12_9", "iPhone8"]), "iPhone8")
        XCTAssertEqual(
            NameSuggestion.closest(to: "readable", among: ["readable-grid", "scroll-text"]), "readable-grid")
        XCTAssertEqual(NameSuggestion.closest(to: "ab", among: ["ax", "xb"]), "ax")
        XCTAssertEqual(NameSuggestion.closest(to: "ab", among: ["xb", "ax"]), "xb")
        XCTAssertNil(NameSuggestion.closest(to: "x", among: []))
    }
}
