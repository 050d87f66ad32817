/// A key the user pressed, independent of the terminal that read it.
///
/// Control bytes that have a key of their own are always that key: `C-m` and `C-j` are ``enter``, `C-i` is
/// ``tab``, `C-[` is ``escape``, `C-h` and `C-?` are ``backspace``. A typed space is ``space``, never
/// `character(" ")`; build keys from typed text with ``typed(_:)`` to keep to that.
package enum Key: Sendable, Hashable {
    /// A printable character: ASCII, Korean, Japanese, emoji, ...
    case character(Character)
    case up, down, left, right
    case enter, escape, backspace, delete, insert, tab, backTab, space
    case home, end, pageUp, pageDown
    /// The function key F`n`.
    case function(Int)
    /// Ctrl held with a lowercase letter or one of `@ \ ] ^ _`.
    case ctrl(Character)
}

extension Key {
    /// The key a control byte (0x00–0x1F or 0x7F) stands for; nil for any other byte.
    package static func control(byte: UInt8) -> Key? {
        switch byte {
        case 0x08, 0x7F: return .backspace
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x1B: return .escape
        case 0x00, 0x01...0x1A, 0x1C...0x1F:
            let symbol = byte == 0 ? "@" : byte <= 0x1A ? Character(Unicode.Scalar(byte + 0x60)) : Character(Unicode.Scalar(byte + 0x40))
            return .ctrl(symbol)
        default: return nil
        }
    }

    /// The key that types `character`: ``space`` for a space, ``enter`` for a line break, a control key for a
    /// control character, otherwise ``character(_:)``.
    package static func typed(_ character: Character) -> Key {
        if character == " " { return .space }
        if character == "\r\n" { return .enter }
        if let ascii = character.asciiValue, let key = control(byte: ascii) { return key }
        return .character(character)
    }

    /// The keys that type `text`, one per character.
    package static func typing(_ text: String) -> [Key] { text.map(typed) }
}

extension Key {
    /// Fixed names: the canonical spelling, then accepted aliases (tmux's spellings among them) in lowercase.
    private static let namedKeys: [(key: Key, name: String, aliases: [String])] = [
        (.up, "Up", []), (.down, "Down", []), (.left, "Left", []), (.right, "Right", []),
        (.enter, "Enter", ["return"]), (.escape, "Esc", ["escape"]),
        (.backspace, "Backspace", ["bspace"]), (.delete, "Delete", ["del", "dc"]),
        (.insert, "Insert", ["ins", "ic"]), (.tab, "Tab", []), (.backTab, "BTab", ["backtab", "s-tab"]),
        (.space, "Space", []), (.home, "Home", []), (.end, "End", []),
        (.pageUp, "PageUp", ["pgup", "ppage"]), (.pageDown, "PageDown", ["pgdn", "npage"]),
    ]

    /// The highest function key number accepted.
    package static let maxFunctionKey = 63

    /// Parses a key name as scripts and logs write it: `Down`, `Space`, `Enter`, `Esc`, `F5`, `C-c`, `^C`,
    /// or one character (`1`, `x`, `?`, `가`). Named keys ignore case; single characters keep it. Nil for
    /// anything else.
    package init?(name: String) {
        if name.count == 1, let only = name.first {
            self = Key.typed(only)
            return
        }
        let lowered = name.lowercased()
        if let named = Key.namedKeys.first(where: { $0.name.lowercased() == lowered || $0.aliases.contains(lowered) }) {
            self = named.key
            return
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...Key.maxFunctionKey).contains(number),
           lowered.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) {
            self = .function(number)
            return
        }
        let controlled: Substring
        if lowered.hasPrefix("c-") { controlled = name.dropFirst(2) }
        else if lowered.hasPrefix("^") { controlled = name.dropFirst() }
        else { return nil }
        guard controlled.count == 1, let symbol = controlled.first, let key = Key.controlKey(for: symbol) else { return nil }
        self = key
    }

    /// The key Ctrl+`symbol` produces, nil when that is no control byte.
    private static func controlKey(for symbol: Character) -> Key? {
        if symbol == "?" { return .backspace }
        guard let ascii = symbol.asciiValue else { return nil }
        let upper = (0x61...0x7A).contains(ascii) ? ascii - 0x20 : ascii
        guard (0x40...0x5F).contains(upper) else { return nil }
        return control(byte: upper & 0x1F)
    }

    /// The canonical name, which ``init(name:)`` parses back to this key.
    package var name: String {
        switch self {
        case .character(let character): return String(character)
        case .function(let number): return "F\(number)"
        case .ctrl(let symbol): return "C-\(symbol)"
        default: return Key.namedKeys.first(where: { $0.key == self })?.name ?? ""
        }
    }
}
