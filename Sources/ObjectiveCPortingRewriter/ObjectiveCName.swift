/// The Objective-C names Swift gives its declarations, which `#selector` and `#keyPath` evaluate to on
/// Apple's platforms and which UIKit code compares, logs and stores: the rules of the Swift compiler's
/// `getObjCSelector`, so that a ported selector holds the same string as on iOS.
///
/// Source of the rules: `AbstractFunctionDecl::getObjCSelector` in the Swift compiler's lib/AST/Decl.cpp
/// (swiftlang/swift), whose steps and preposition list xamarin/binding-tools-for-swift repeats in
/// SwiftReflector/SwiftInterfaceReflector/ObjCSelectorFactory.cs.
package enum ObjectiveCName {
    /// Swift's prepositions (the compiler's PartsOfSpeech list, directional and not): a first argument
    /// label that begins with one, or a base name that ends with one, gets no "With" between them.
    package static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The selector of a method or initializer (base name `init`) with these argument labels, `""` for `_`.
    ///
    /// ```swift
    /// ObjectiveCName.method("tap", labels: [""])  // "tap:"
    /// ObjectiveCName.method("perform", labels: ["with", "and"])  // "performWith:and:"
    /// ObjectiveCName.method("handleDrag", labels: ["sender", "for"])  // "handleDragWithSender:for:"
    /// ObjectiveCName.method("init", labels: ["frame"])  // "initWithFrame:"
    /// ObjectiveCName.method("save", labels: [], throwing: true)  // "saveAndReturnError:"
    /// ```
    ///
    /// A throwing method gains Objective-C's trailing `NSError **` piece ("error:", or "AndReturnError"
    /// on a method without parameters); an `async` one its completion handler ("completionHandler:"),
    /// which then reports the error too.
    package static func method(_ baseName: String, labels: [String], throwing: Bool = false, async: Bool = false)
        -> String
    {
        var labels = labels
        if async {
            labels.append("completionHandler")
        } else if throwing {
            if labels.isEmpty { return baseName + "AndReturnError:" }
            labels.append("error")
        }
        guard let first = labels.first else { return baseName }
        var firstPiece = baseName
        if !first.isEmpty {
            if !isPreposition(firstWord(of: first)), !isPreposition(lastWord(of: baseName)) {
                firstPiece += "With"
            }
            firstPiece += sentenceCased(first)
        }
        return ([firstPiece] + labels.dropFirst()).map { $0 + ":" }.joined()
    }

    /// A property's setter: `set` and the getter's name with its first letter capitalized, `title` →
    /// "setTitle:", `isOn` → "setIsOn:" (Swift adds no `is` and removes none).
    package static func setter(forGetter getter: String) -> String { "set" + sentenceCased(getter) + ":" }

    /// The setter of a property declared in Objective-C (UIKit, Foundation), whose Boolean properties are
    /// `@property(getter=isHidden) BOOL hidden`: Swift calls it `isHidden`, and its setter is `setHidden:`.
    /// Swift's own `@objc var isValid` has `setIsValid:`, which `setter(forGetter:)` gives.
    package static func setter(forImportedGetter getter: String) -> String {
        let rest = getter.dropFirst(2)
        guard getter.hasPrefix("is"), let first = rest.first, first.isUppercase else {
            return setter(forGetter: getter)
        }
        return "set" + rest + ":"
    }

    package static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    /// The first letter uppercased and the rest as it is, as Swift's `camel_case::toSentencecase`.
    package static func sentenceCased(_ word: String) -> String {
        guard let first = word.first, first.isLowercase else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The first camel-case word: `forEvent` → "for", `URLForKey` → "URL", `with` → "with".
    package static func firstWord(of name: String) -> String {
        let characters = Array(name)
        guard let first = characters.first else { return "" }
        var end = 1
        if first.isUppercase {
            // An acronym runs to the last capital before a lowercase letter: `URLFor` → "URL".
            while end < characters.count, characters[end].isUppercase { end += 1 }
            if end < characters.count, end > 1, characters[end].isLowercase { end -= 1 }
            if end > 1 { return String(characters[..<end]) }
        }
        while end < characters.count, !characters[end].isUppercase, characters[end] != "_" { end += 1 }
        return String(characters[..<end])
    }

    /// The last camel-case word: `moveTo` → "To", `tap` → "tap", `loadURL` → "URL".
    package static func lastWord(of name: String) -> String {
        let characters = Array(name)
        var start = characters.count
        while start > 0, !characters[start - 1].isUppercase, characters[start - 1] != "_" { start -= 1 }
        if start < characters.count {
            // Lowercase letters end the word: it begins at the capital before them, if any.
            if start > 0, characters[start - 1].isUppercase { start -= 1 }
            return String(characters[start...])
        }
        // An acronym: back over every capital.
        while start > 0, characters[start - 1].isUppercase { start -= 1 }
        return String(characters[start...])
    }
}
