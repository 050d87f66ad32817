import Foundation

/// A `printf`-style format from a loc key (`"%@ sent %@"`, `"%2$@ by %1$@"`), filled from loc-args the way iOS does:
/// `%@` takes the next argument, `%n$@` the n-th, `%%` is a percent sign. Other conversions (`%d`, `%s`, …) take a
/// string argument as written; a missing argument fills in as empty text (docs/rules/payload.md#localized-alert-text).
struct LocalizedFormat {
    private enum Piece {
        case text(String)
        /// Zero-based argument index.
        case argument(Int)
    }

    private let pieces: [Piece]
    /// How many arguments the format uses: the highest position it reads.
    let argumentCount: Int

    init(_ format: String) {
        var pieces: [Piece] = []
        var literal = ""
        var nextSequential = 0
        var highest = 0
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else { literal.unicodeScalars.append(scalar); index += 1; continue }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                literal.append("%"); index += 2; continue
            }
            guard let (position, end) = Self.placeholder(in: scalars, at: index + 1) else {
                literal.append("%"); index += 1; continue
            }
            let argument: Int
            if let position { argument = position - 1 } else { argument = nextSequential; nextSequential += 1 }
            highest = max(highest, argument + 1)
            if !literal.isEmpty { pieces.append(.text(literal)); literal = "" }
            pieces.append(.argument(argument))
            index = end
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
        self.argumentCount = highest
    }

    /// Reads `[n$][length]conversion` after a `%`; returns the 1-based position (nil for sequential) and the end index.
    private static func placeholder(in scalars: [Unicode.Scalar], at start: Int) -> (Int?, Int)? {
        var index = start
        var digits = 0
        var number = 0
        while index < scalars.count, (48...57).contains(scalars[index].value), digits < 4 {
            number = number * 10 + Int(scalars[index].value - 48); digits += 1; index += 1
        }
        var position: Int?
        if digits > 0 {
            guard index < scalars.count, scalars[index] == "$", number > 0 else { return nil }
            position = number
            index += 1
        }
        while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
        guard index < scalars.count, "@dDiuUxXoOeEfFgGaAcCsSp".unicodeScalars.contains(scalars[index]) else { return nil }
        return (position, index + 1)
    }

    /// The format with its placeholders replaced by `arguments`.
    func filled(with arguments: [String]) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .argument(let index): if index < arguments.count { result += arguments[index] }
            }
        }
        return result
    }

    /// Text shown as-is (a body with no loc key): only `%%` becomes `%`.
    static func reducingPercentEscapes(_ text: String) -> String {
        // A byte scan: Foundation's substring search costs more than the rest of a small payload's decoding.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.replacingOccurrences(of: "%%", with: "%")
    }
}
