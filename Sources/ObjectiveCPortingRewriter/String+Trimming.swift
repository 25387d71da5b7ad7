extension String {
    /// Without leading and trailing spaces and tabs: an attribute's argument as `@objc( tap: )` writes it.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// Without the character at either end: a backticked name as Objective-C sees it.
    func trimming(_ character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
