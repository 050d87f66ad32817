/// Why a predicate format did not read.
struct PredicateFormatError: Error {
    var reason: String
}

/// Reads the part of Apple's predicate format notisim supports (docs/rules/apple-frameworks.md#coredata): comparisons
/// `==` `=` `!=` `<>` `<` `<=` `>` `>=`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE` and `IN` with `[c]`, `[d]`,
/// `[cd]`; `AND`/`&&`, `OR`/`||`, `NOT`/`!` and parentheses; `ANY`/`SOME` before a key path; `TRUEPREDICATE` and
/// `FALSEPREDICATE`; operands that are key paths, `%K` (a key path argument), `%@`, `%d`, `%i`, `%ld`, `%lld`, `%u`,
/// `%f`, `%lf` (value arguments), quoted strings, numbers, `TRUE`/`YES`, `FALSE`/`NO`, `NIL`/`NULL`, `SELF` and `{…}` lists.
struct PredicateParser {
    private var tokens: [Token]
    private var position = 0
    private var arguments: [Any]
    private var argumentIndex = 0

    enum Token: Equatable {
        case word(String), string(String), number(Double), symbol(String), argument(String), modifier(String)
    }

    init(format: String, arguments: [Any]) throws(PredicateFormatError) {
        tokens = try Self.tokens(Array(format))
        self.arguments = arguments
    }

    mutating func parse() throws(PredicateFormatError) -> PredicateCondition {
        let condition = try disjunction()
        guard position == tokens.count else { throw PredicateFormatError(reason: "unexpected \(tokens[position])") }
        return condition
    }

    private mutating func disjunction() throws(PredicateFormatError) -> PredicateCondition {
        var terms = [try conjunction()]
        while takeKeyword("OR") || take(.symbol("||")) { terms.append(try conjunction()) }
        return terms.count == 1 ? terms[0] : .or(terms)
    }

    private mutating func conjunction() throws(PredicateFormatError) -> PredicateCondition {
        var terms = [try negation()]
        while takeKeyword("AND") || take(.symbol("&&")) { terms.append(try negation()) }
        return terms.count == 1 ? terms[0] : .and(terms)
    }

    private mutating func negation() throws(PredicateFormatError) -> PredicateCondition {
        if takeKeyword("NOT") || take(.symbol("!")) { return .not(try negation()) }
        if take(.symbol("(")) {
            let inner = try disjunction()
            guard take(.symbol(")")) else { throw PredicateFormatError(reason: "missing )") }
            return inner
        }
        if takeKeyword("TRUEPREDICATE") { return .constant(true) }
        if takeKeyword("FALSEPREDICATE") { return .constant(false) }
        return .comparison(try comparison())
    }

    private mutating func comparison() throws(PredicateFormatError) -> PredicateComparison {
        _ = takeKeyword("ANY") || takeKeyword("SOME")
        let left = try operand()
        let op = try comparisonOperator()
        var options: ManagedComparison.Options = []
        if position < tokens.count, case .modifier(let letters) = tokens[position] {
            position += 1
            if letters.contains("c") { options.insert(.caseInsensitive) }
            if letters.contains("d") { options.insert(.diacriticInsensitive) }
        }
        return PredicateComparison(left: left, op: op, right: try operand(), options: options)
    }

    private mutating func comparisonOperator() throws(PredicateFormatError) -> PredicateComparison.Operator {
        guard position < tokens.count else { throw PredicateFormatError(reason: "missing an operator") }
        let token = tokens[position]
        position += 1
        switch token {
        case .symbol("=="), .symbol("="): return .equal
        case .symbol("!="), .symbol("<>"): return .notEqual
        case .symbol("<"): return .less
        case .symbol("<="), .symbol("=<"): return .lessOrEqual
        case .symbol(">"): return .greater
        case .symbol(">="), .symbol("=>"): return .greaterOrEqual
        case .word(let word):
            switch word.uppercased() {
            case "CONTAINS": return .contains
            case "BEGINSWITH": return .beginsWith
            case "ENDSWITH": return .endsWith
            case "LIKE": return .like
            case "IN": return .isIn
            default: break
            }
        default: break
        }
        throw PredicateFormatError(reason: "\(token) is not an operator notisim reads")
    }

    private mutating func operand() throws(PredicateFormatError) -> PredicateOperand {
        guard position < tokens.count else { throw PredicateFormatError(reason: "missing an operand") }
        let token = tokens[position]
        position += 1
        switch token {
        case .string(let text): return .value(text)
        case .number(let number): return .value(number)
        case .argument(let specifier):
            guard argumentIndex < arguments.count else { throw PredicateFormatError(reason: "too few arguments") }
            let argument = arguments[argumentIndex]
            argumentIndex += 1
            if specifier == "K" { return .keyPath((argument as? String) ?? (argument as? NSString).map { String($0) } ?? "\(argument)") }
            return .value(Self.argumentValue(argument))
        case .symbol("{"):
            var values: [Any] = []
            while !take(.symbol("}")) {
                guard case .value(let value) = try operand() else { throw PredicateFormatError(reason: "a key path inside { }") }
                values.append(value as Any)
                _ = take(.symbol(","))
            }
            return .value(values)
        case .word(let word):
            switch word.uppercased() {
            case "TRUE", "YES": return .value(true)
            case "FALSE", "NO": return .value(false)
            case "NIL", "NULL": return .value(nil)
            case "SELF": return .keyPath("self")
            default: return .keyPath(word)
            }
        default:
            throw PredicateFormatError(reason: "\(token) is not an operand")
        }
    }

    /// An argument as predicates compare it: Foundation's objects as Swift values.
    static func argumentValue(_ argument: Any) -> Any? {
        switch ManagedValues.unwrapped(argument) {
        case let string as NSString: return String(string)
        case let date as NSDate: return Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case let value: return value
        }
    }

    private mutating func take(_ token: Token) -> Bool {
        guard position < tokens.count, tokens[position] == token else { return false }
        position += 1
        return true
    }

    private mutating func takeKeyword(_ keyword: String) -> Bool {
        guard position < tokens.count, case .word(let word) = tokens[position], word.uppercased() == keyword else { return false }
        position += 1
        return true
    }

    /// The format's tokens.
    private static func tokens(_ characters: [Character]) throws(PredicateFormatError) -> [Token] {
        var tokens: [Token] = [], index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character == "'" || character == "\"" {
                var text = "", end = index + 1
                while end < characters.count, characters[end] != character {
                    if characters[end] == "\\", end + 1 < characters.count { end += 1 }
                    text.append(characters[end]); end += 1
                }
                guard end < characters.count else { throw PredicateFormatError(reason: "an unterminated string") }
                tokens.append(.string(text)); index = end + 1
            } else if character == "%" {
                var end = index + 1
                while end < characters.count, "lhq".contains(characters[end]) { end += 1 }
                guard end < characters.count, "@KdiufgxX".contains(characters[end]) else { throw PredicateFormatError(reason: "an unknown % specifier") }
                tokens.append(.argument(String(characters[end]))); index = end + 1
            } else if character == "[", let close = characters[index...].firstIndex(of: "]"),
                      characters[(index + 1)..<close].allSatisfy({ "cdnCDN".contains($0) }) {
                tokens.append(.modifier(String(characters[(index + 1)..<close]).lowercased())); index = close + 1
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
                var end = index + 1
                while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
                guard let number = Double(String(characters[index..<end])) else { throw PredicateFormatError(reason: "a bad number") }
                tokens.append(.number(number)); index = end
            } else if character.isLetter || character == "_" || character == "$" || character == "@" {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || "_.@$".contains(characters[end]) { end += 1 }
                tokens.append(.word(String(characters[index..<end]))); index = end
            } else {
                let two = index + 1 < characters.count ? String(characters[index...(index + 1)]) : ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two)); index += 2
                } else if "=<>!(){},".contains(character) {
                    tokens.append(.symbol(String(character))); index += 1
                } else {
                    throw PredicateFormatError(reason: "an unexpected \(character)")
                }
            }
        }
        return tokens
    }
}
