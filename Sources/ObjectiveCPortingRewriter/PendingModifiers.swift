/// The attributes and modifiers read since the last declaration began, which belong to the next one.
struct PendingModifiers {
    /// `objc` with `tap:` for `@objc(tap:)`, `IBAction` with `nil`.
    var attributes: [(name: String, argument: String?)] = []
    /// Each modifier's token index.
    var modifiers: [String: Int] = [:]

    static let objectiveCAttributes: Set<String> = [
        "objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction", "GKInspectable",
    ]
    static let accessModifiers = ["open", "public", "package", "internal", "fileprivate", "private"]

    func has(_ attribute: String) -> Bool { attributes.contains { $0.name == attribute } }

    var isStatic: Bool { modifiers["static"] != nil || modifiers["class"] != nil }

    var marksObjectiveC: Bool { attributes.contains { Self.objectiveCAttributes.contains($0.name) } }

    var customObjectiveCName: String? {
        guard let argument = attributes.first(where: { $0.name == "objc" })?.argument, !argument.isEmpty else {
            return nil
        }
        return argument
    }

    var accessModifier: String? { Self.accessModifiers.first { modifiers[$0] != nil } }
}
