import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Snapshotting where Value == URLRequest, Format == String {
    /// The request as HTTP text (`.txt`): method and URL, headers sorted by name, a blank line and the body.
    public static var raw: Snapshotting { raw(pretty: false) }

    /// ``raw``, with a JSON body pretty-printed with sorted keys when `pretty` (other bodies as they are).
    public static func raw(pretty: Bool) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (request: URLRequest) in
            var lines = ["\(request.httpMethod ?? "GET") \(RequestText.url(of: request))"]
            lines += RequestText.headers(of: request).map { "\($0): \($1)" }
            if let body = request.httpBody {
                lines += ["", pretty ? RequestText.prettyJSON(body) ?? RequestText.text(body) : RequestText.text(body)]
            }
            return lines.joined(separator: "\n")
        }
    }

    /// The request as a `curl` command (`.txt`) that sends it again from a terminal.
    public static var curl: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (request: URLRequest) in
            var words = ["curl"]
            let method = request.httpMethod ?? "GET"
            if method == "HEAD" {
                words.append("--head")
            } else if method != "GET" {
                words.append("--request \(method)")
            }
            words += RequestText.headers(of: request).map { "--header \(RequestText.quoted("\($0): \($1)"))" }
            if let body = request.httpBody {
                words.append("--data \(RequestText.quoted(RequestText.text(body)))")
            }
            words.append(RequestText.quoted(RequestText.url(of: request)))
            return words.joined(separator: " \\\n\t")
        }
    }
}

/// The parts of a request as the request strategies print them, in an order that does not change.
private enum RequestText {
    /// The URL with its query items sorted by name, so that building them in another order passes.
    static func url(of request: URLRequest) -> String {
        guard let url = request.url else { return "(no URL)" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.queryItems, !items.isEmpty
        else { return url.absoluteString }
        components.queryItems = items.sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
        return components.url?.absoluteString ?? url.absoluteString
    }

    static func headers(of request: URLRequest) -> [(String, String)] {
        (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    static func text(_ body: Data) -> String {
        String(decoding: body, as: UTF8.self)
    }

    static func prettyJSON(_ body: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        else { return nil }
        return text(data)
    }

    /// One shell word in double quotes, with what the shell would expand escaped.
    static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\"\\$`".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"\(escaped)\""
    }
}
