/// Reads the type of an `as` coercion in `#selector(foo as (Int) -> Void)`, which says which overload is
/// meant by its parameter count.
enum FunctionTypeText {
    /// How many parameters the function a (possibly curried) function type ends with takes: the group
    /// before its last top-level `->`. `(Int, String) -> Void` → 2, `(VC) -> () -> Void` → 0; `nil` for a
    /// type that is not a function type.
    static func parameterCount(of type: String) -> Int? {
        var parts: [[Character]] = [[]]
        var depth = 0
        var previous: Character = " "
        for character in type {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if depth == 0, previous == "-", character == ">" {
                parts[parts.count - 1].removeLast()
                parts.append([])
            } else {
                parts[parts.count - 1].append(character)
            }
            previous = character
        }
        guard parts.count >= 2, let close = parts[parts.count - 2].lastIndex(of: ")") else { return nil }
        let group = parts[parts.count - 2][...close]
        guard let open = matchingOpen(in: Array(group)) else { return nil }
        let inner = Array(group)[(open + 1)..<(group.count - 1)]
        if inner.allSatisfy({ $0 == " " }) { return 0 }
        var commas = 0
        depth = 0
        previous = " "
        for character in inner {
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
            if depth == 0, character == "," { commas += 1 }
            previous = character
        }
        return commas + 1
    }

    /// The index of the `(` that the final `)` closes.
    private static func matchingOpen(in characters: [Character]) -> Int? {
        var depth = 0
        for index in characters.indices.reversed() {
            if characters[index] == ")" { depth += 1 }
            if characters[index] == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
