/// Splits a command line into words: white space separates, double quotes group (with `\"` and `\\` escapes).
package enum CommandTokenizer {
    /// Why a line could not be split.
    package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        package var description: String
    }

    /// The words of `line`; `key="a b"` stays one word `key=a b`.
    /// A NUL character anywhere is refused: no command takes one, and Foundation's substring search on Linux
    /// crashes on a NUL in the text it looks for (`expect "사진\0"`).
    package static func words(_ line: String) throws(Failure) -> [String] {
        if line.utf8.contains(0) { throw Failure(description: "a NUL character (U+0000) is not allowed in a command") }
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

    /// `word` in double quotes, `"` and `\` escaped, so that ``words(_:)`` reads it back as one word whatever it
    /// holds (a path with spaces).
    package static func quoted(_ word: String) -> String {
        "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
