/// Splits a command line into words: white space separates, double quotes group (with `\"` and `\\` escapes).
public enum CommandTokenizer {
    /// Why a line could not be split.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var description: String
    }

    /// The words of `line`; `key="a b"` stays one word `key=a b`.
    public static func words(_ line: String) throws(Failure) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false, inQuotes = false, escaping = false
        for character in line {
            if escaping {
                current.append(character)
                escaping = false
            } else if inQuotes {
                switch character {
                case "\\": escaping = true
                case "\"": inQuotes = false
                default: current.append(character)
                }
            } else if character == "\"" {
                inQuotes = true
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current); current = ""; inWord = false }
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inQuotes { throw Failure(description: "unterminated quote") }
        if inWord { words.append(current) }
        return words
    }
}
