import Foundation

/// A visual format string that cannot be read: UIKit's message, with a caret under the character where
/// reading stopped.
struct VisualFormatError: Error, CustomStringConvertible, Equatable {
    let reason: String
    let format: String
    let position: Int

    var description: String {
        "Unable to parse constraint format: \n\(reason) \n\(format) \n\(String(repeating: " ", count: position))^"
    }
}

/// Reads Auto Layout's visual format language:
///
///     (H:|V:)? (| connection)? [view(predicates)] (connection [view(predicates)])* (connection |)?
///
/// where a connection is nothing (adjacent), `-` (the standard space), or `-n-` / `-(predicates)-`,
/// and a predicate is `(==|<=|>=)? (number|metric|view) (@priority)?`.
struct VisualFormatParser {
    /// Standard spacing (uikit-facts-breadth §1.2): between siblings, and to the superview's edge.
    static let siblingSpacing: CGFloat = 8
    static let superviewSpacing: CGFloat = 20

    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: LayoutItem?
        var priority = UILayoutPriority.required
    }

    enum Connection {
        case adjacent
        case standard
        case predicates([Predicate])
    }

    let format: String
    let characters: [Character]
    let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0
    var isVertical = false
    var result: [NSLayoutConstraint] = []

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    func constraints() throws(VisualFormatError) -> [NSLayoutConstraint] {
        var parser = self
        try parser.parse()
        return parser.result
    }

    // MARK: Grammar

    private mutating func parse() throws(VisualFormatError) {
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { throw error("Expected 'H' or 'V' before ':'") }
            isVertical = characters[0] == "V"
            index = 2
        }
        var previous: (item: LayoutItem, isSuperview: Bool)?
        var laidOut: [UIView] = []
        var pendingConnection: Connection?
        var leadingBar = -1
        if peek == "|" {
            leadingBar = index
            index += 1
            pendingConnection = try parseConnection()
        }
        repeat {
            let view = try parseView()
            if leadingBar >= 0 {
                guard let superview = view.superview else { throw barError(at: leadingBar) }
                previous = (superview, true)
                leadingBar = -1
            }
            if let previous, let connection = pendingConnection {
                connect(previous.item, to: view, with: connection, superviewAt: previous.isSuperview ? .start : nil)
            }
            laidOut.append(view)
            previous = (view, false)
            pendingConnection = nil
            guard !atEnd else { break }
            let connection = try parseConnection()
            if peek == "|" {
                guard let superview = view.superview else { throw barError(at: index) }
                index += 1
                connect(view, to: superview, with: connection, superviewAt: .end)
                guard atEnd else { throw error("Expected the end of the format after '|'") }
                break
            }
            guard peek == "[" else { throw error("Expected a view") }
            pendingConnection = connection
        } while !atEnd
        if pendingConnection != nil { throw error("Expected a view") }
        try align(laidOut)
    }

    private mutating func parseConnection() throws(VisualFormatError) -> Connection {
        guard peek == "-" else { return .adjacent }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try parsePredicateList(allowingViews: false)
        } else {
            predicates = [Predicate(constant: try parseConstant())]
        }
        guard peek == "-" else { throw error("Expected '-' after the spacing") }
        index += 1
        return .predicates(predicates)
    }

    private mutating func parseView() throws(VisualFormatError) -> UIView {
        guard peek == "[" else { throw error("Expected a view") }
        index += 1
        let nameStart = index
        let name = parseName()
        guard !name.isEmpty else { throw error("Expected a view name") }
        guard let view = views[name] as? UIView else {
            throw VisualFormatError(
                reason: "\(name) is not a key in the views dictionary.", format: format, position: nameStart)
        }
        if peek == "(" {
            for predicate in try parsePredicateList(allowingViews: true) {
                let attribute: NSLayoutConstraint.Attribute = isVertical ? .height : .width
                let constraint = NSLayoutConstraint(
                    item: view, attribute: attribute, relatedBy: predicate.relation, toItem: predicate.view,
                    attribute: predicate.view == nil ? .notAnAttribute : attribute, multiplier: 1,
                    constant: predicate.constant)
                constraint.priority = predicate.priority
                result.append(constraint)
            }
        }
        guard peek == "]" else { throw error("Expected ']'") }
        index += 1
        return view
    }

    private mutating func parsePredicateList(allowingViews: Bool) throws(VisualFormatError) -> [Predicate] {
        index += 1  // "("
        var predicates: [Predicate] = []
        while true {
            var predicate = Predicate()
            for (symbol, relation) in [
                ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual),
                (">=", .greaterThanOrEqual),
            ]
            where matches(symbol) {
                predicate.relation = relation
                index += 2
                break
            }
            let objectStart = index
            if let first = peek, first.isLetter || first == "_" {
                let name = parseName()
                if let value = try metric(name, at: objectStart) {
                    predicate.constant = value
                } else if allowingViews, let view = views[name] as? LayoutItem {
                    predicate.view = view
                } else {
                    throw VisualFormatError(
                        reason: "\(name) is not a key in the \(allowingViews ? "views" : "metrics") dictionary.",
                        format: format, position: objectStart)
                }
            } else {
                predicate.constant = try parseNumber()
            }
            if peek == "@" {
                index += 1
                predicate.priority = UILayoutPriority(Float(try parseConstant()))
            }
            predicates.append(predicate)
            if peek == "," {
                index += 1
                continue
            }
            guard peek == ")" else { throw error("Expected ')' or ','") }
            index += 1
            return predicates
        }
    }

    private mutating func parseConstant() throws(VisualFormatError) -> CGFloat {
        let start = index
        if let first = peek, first.isLetter || first == "_" {
            let name = parseName()
            guard let value = try metric(name, at: start) else {
                throw VisualFormatError(
                    reason: "\(name) is not a key in the metrics dictionary.", format: format, position: start)
            }
            return value
        }
        return try parseNumber()
    }

    private mutating func parseNumber() throws(VisualFormatError) -> CGFloat {
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        while let c = peek, c.isASCII, c.isNumber || c == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])) else {
            index = start
            throw error("Expected a number or a metric name")
        }
        return CGFloat(value)
    }

    private mutating func parseName() -> String {
        let start = index
        while let c = peek, c.isLetter || c.isNumber || c == "_" { index += 1 }
        return String(characters[start..<index])
    }

    private func metric(_ name: String, at position: Int) throws(VisualFormatError) -> CGFloat? {
        guard let value = metrics[name] else { return nil }
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Float: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let number as NSNumber: return CGFloat(number.doubleValue)
        default:
            throw VisualFormatError(
                reason: "The value of metric \(name) is not a number.", format: format, position: position)
        }
    }

    // MARK: Reading

    private var atEnd: Bool { index >= characters.count }
    private var peek: Character? { atEnd ? nil : characters[index] }

    private func matches(_ text: String) -> Bool {
        let symbol = Array(text)
        return index + symbol.count <= characters.count && Array(characters[index..<index + symbol.count]) == symbol
    }

    func error(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: Swift.min(index, characters.count))
    }

    private func barError(at position: Int) -> VisualFormatError {
        VisualFormatError(
            reason: "Unable to interpret '|' character, because the related view doesn't have a superview.",
            format: format, position: position)
    }
}
