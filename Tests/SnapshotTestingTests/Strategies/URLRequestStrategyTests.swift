import Foundation
import SnapshotTesting
import XCTest

/// `.raw` and `.curl` print a request the same way whatever order it was built in.
final class URLRequestStrategyTests: XCTestCase {
    private func text(_ request: URLRequest, as strategy: Snapshotting<URLRequest, String>) -> String {
        var text: String?
        strategy.snapshot(request).run { text = $0 }
        return text ?? ""
    }

    func testQueryItemsAndHeadersAreSorted() {
        var first = URLRequest(url: URL(string: "https://example.com/search?q=swift&a=1")!)
        first.setValue("1", forHTTPHeaderField: "X-B")
        first.setValue("2", forHTTPHeaderField: "X-A")
        var second = URLRequest(url: URL(string: "https://example.com/search?a=1&q=swift")!)
        second.setValue("2", forHTTPHeaderField: "X-A")
        second.setValue("1", forHTTPHeaderField: "X-B")
        XCTAssertEqual(text(first, as: .raw), "GET https://example.com/search?a=1&q=swift\nX-A: 2\nX-B: 1")
        XCTAssertEqual(text(first, as: .raw), text(second, as: .raw))
        XCTAssertEqual(text(first, as: .curl), text(second, as: .curl))
    }

    func testCurlQuotesWhatTheShellWouldExpand() {
        var request = URLRequest(url: URL(string: "https://example.com/")!)
        request.httpMethod = "HEAD"
        request.httpBody = Data(#"cost: $5 "now" \ `date`"#.utf8)
        XCTAssertEqual(
            text(request, as: .curl),
            "curl \\\n\t--head \\\n\t--data \"cost: \\$5 \\\"now\\\" \\\\ \\`date\\`\" \\\n\t\"https://example.com/\"")
    }

    func testAPrettyBodyThatIsNotJSONIsPrintedAsItIs() {
        var request = URLRequest(url: URL(string: "https://example.com/")!)
        request.httpMethod = "PUT"
        request.httpBody = Data("plain text".utf8)
        XCTAssertEqual(text(request, as: .raw(pretty: true)), "PUT https://example.com/\n\nplain text")
    }
}
