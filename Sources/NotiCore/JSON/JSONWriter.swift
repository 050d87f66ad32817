extension JSONValue {
    /// The value as JSON text: compact, or indented by two spaces per level with `pretty`.
    package func serialized(pretty: Bool = false) -> String {
        var out: [UInt8] = []
        write(into: &out, pretty: pretty)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value as UTF-8 JSON text to `out`: compact, or indented by two spaces per level with `pretty`.
    package func write(into out: inout [UInt8], pretty: Bool = false) {
        write(into: &out, pretty: pretty, indent: 0)
    }

    private func write(into out: inout [UInt8], pretty: Bool, indent: Int) {
        func newline(_ level: Int) {
            guard pretty else { return }
            out.append(UInt8(ascii: "\n"))
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
        }
        switch self {
        case .null: out.append(literal: "null")
        case .bool(let b): b ? out.append(literal: "true") : out.append(literal: "false")
        case .number(let n): out.append(text: n.literal)
        case .string(let s): JSONValue.appendQuoted(s, to: &out)
        case .array(let elements):
            if elements.isEmpty { out.append(literal: "[]"); return }
            out.append(UInt8(ascii: "["))
            // By index here and below: iterating would copy each element (a count per string and container in it).
            for index in elements.indices {
                if index > elements.startIndex { out.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                elements[index].write(into: &out, pretty: pretty, indent: indent + 1)
            }
            newline(indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(literal: "{}"); return }
            out.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > members.startIndex { out.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                JSONValue.appendQuoted(members[index].key, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                members[index].value.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            newline(indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends the value's compact JSON text escaped for the inside of a JSON string, without the quotes around it:
    /// the bytes of ``write(into:pretty:)`` then ``appendEscaped(utf8:to:)``, without the text in between. The
    /// push journal keeps each push's payload so (as `JSONValue`'s Codable conformance does, a string of its JSON).
    package func writeEscaped(into out: inout [UInt8]) {
        switch self {
        case .null, .bool, .number:
            // Their text has nothing to escape.
            write(into: &out)
        case .string(let text):
            Self.writeEscaped(string: text, into: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > elements.startIndex { out.append(UInt8(ascii: ",")) }
                elements[index].writeEscaped(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > members.startIndex { out.append(UInt8(ascii: ",")) }
                Self.writeEscaped(string: members[index].key, into: &out)
                out.append(UInt8(ascii: ":"))
                members[index].value.writeEscaped(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `text` as ``writeEscaped(into:)`` writes a string value: quoted, then escaped again for the string
    /// that holds it.
    private static func writeEscaped(string text: String, into out: inout [UInt8]) {
        out.append(literal: #"\""#)
        var text = text
        text.withUTF8 { bytes in
            guard firstEscape(in: bytes) < bytes.count else { return out.append(contentsOf: bytes) }
            // Escaped once for the payload's JSON, then again for the string that holds it.
            var inner: [UInt8] = []
            appendEscaped(utf8: bytes, to: &inner)
            inner.withUnsafeBufferPointer { appendEscaped(utf8: $0, to: &out) }
        }
        out.append(literal: #"\""#)
    }

    /// A JSON string literal for `text`, escaping quotes, backslashes and control characters.
    package static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal (UTF-8) to `out`. Escapes quotes, backslashes, C0 and C1 controls,
    /// DEL and the line/paragraph separators U+2028/U+2029, so the text is safe on a terminal and in JavaScript.
    package static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted(utf8: $0, to: &out) }
    }

    /// Appends `bytes`, UTF-8 text, as a JSON string (see `appendQuoted(_:to:)`).
    package static func appendQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        appendEscaped(utf8: bytes, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends `bytes`, UTF-8 text, escaped for the inside of a JSON string, without the quotes around it.
    package static func appendEscaped(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        // Most text needs no escape (log text, names): appended at once after a scan of eight bytes at a time.
        var index = firstEscape(in: bytes)
        guard index < bytes.count else { return out.append(contentsOf: bytes) }
        // Text with escapes (a payload's JSON kept as a string has a quote every few bytes) is escaped into a buffer
        // on the stack and appended a buffer at a time: one append per escape cost more than the escaping.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
            let base = buffer.baseAddress!
            var filled = 0
            func flush() {
                out.append(contentsOf: UnsafeBufferPointer(start: base, count: filled))
                filled = 0
            }
            var copied = 0
            while index < bytes.count {
                if index + 8 <= bytes.count,
                   !mayNeedEscape(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                guard let (scalar, length) = escape(bytes, at: index) else {
                    index += 1
                    continue
                }
                // The plain run before the escape, then the escape itself (at most six bytes).
                let run = index - copied
                if filled + run + 6 > buffer.count { flush() }
                if run > buffer.count - 6 {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                } else {
                    (base + filled).update(from: bytes.baseAddress! + copied, count: run)
                    filled += run
                }
                filled += writeEscape(scalar, to: base + filled)
                index += length
                copied = index
            }
            flush()
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<bytes.count]))
        }
    }

    /// Where the first scalar ``appendEscaped(utf8:to:)`` escapes starts in `bytes`; `bytes.count` when none does.
    private static func firstEscape(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while index + 8 <= bytes.count, !mayNeedEscape(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
            index += 8
        }
        while index < bytes.count, !needsEscape(bytes, at: index) { index += 1 }
        return index
    }

    /// Whether the scalar starting at `index` is one ``appendEscaped(utf8:to:)`` escapes.
    private static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        escape(bytes, at: index) != nil
    }

    /// The scalar to escape that starts at `index` and its length in bytes: a C0 control, `"`, `\\`, DEL, a C1
    /// control, U+2028 or U+2029; nil for anything else.
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int)? {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return (UInt32(byte), 1) }
        if byte == 0xC2, index + 1 < bytes.count, (0x80..<0xA0).contains(bytes[index + 1]) { return (UInt32(bytes[index + 1]), 2) }
        if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
            return (0x2000 + UInt32(bytes[index + 2] & 0x3F), 3)
        }
        return nil
    }

    /// Whether any of eight bytes might need an escape: a control, `"`, `\\`, DEL, or a byte of a multi-byte scalar.
    /// Exact for the ASCII checks (no byte is missed); the caller looks at flagged words byte by byte.
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits != 0
        return word & highBits != 0 || belowSpace || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
            || hasZeroByte(word ^ (ones &* 0x7F))
    }

    /// Writes the escape of `scalar` at `target` (room for six bytes) and answers how many bytes it took.
    private static func writeEscape(_ scalar: UInt32, to target: UnsafeMutablePointer<UInt8>) -> Int {
        target[0] = UInt8(ascii: "\\")
        switch scalar {
        case 0x22: target[1] = UInt8(ascii: "\""); return 2
        case 0x5C: target[1] = UInt8(ascii: "\\"); return 2
        case 0x0A: target[1] = UInt8(ascii: "n"); return 2
        case 0x0D: target[1] = UInt8(ascii: "r"); return 2
        case 0x09: target[1] = UInt8(ascii: "t"); return 2
        default:
            let digits: StaticString = "0123456789abcdef"
            target[1] = UInt8(ascii: "u")
            for (offset, shift) in [12, 8, 4, 0].enumerated() {
                target[2 + offset] = digits.utf8Start[Int((scalar >> UInt32(shift)) & 0xF)]
            }
            return 6
        }
    }
}

extension [UInt8] {
    /// Appends the UTF-8 of `text`: a copy of its bytes, not a walk over its UTF-8 view.
    package mutating func append(text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of a literal: unlike a `String`, it has no storage to retain and release.
    package mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `value` in decimal digits (a leading `-` when negative), without making a string of it.
    package mutating func append(decimal value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        // Written from the last digit back into a buffer on the stack, then appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            var rest = value.magnitude
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
