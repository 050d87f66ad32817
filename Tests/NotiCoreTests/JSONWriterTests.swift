import NotiCore
import Testing

@Suite struct JSONWriterTests {
    @Test func escapesQuotesBackslashesControlsAndSeparators() {
        let text = "a\"b\\c\n\r\t\u{1}\u{7F}\u{85}\u{9F}\u{A0}\u{2028}\u{2029}\u{2027}한국어😀"
        #expect(JSONValue.quoted(text) == #""a\"b\\c\n\r\t\u0001\u007f\u0085\u009f"# + "\u{A0}" + #"\u2028\u2029"# + "\u{2027}한국어😀\"")
    }

    @Test func quotedTextParsesBackToTheSameString() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let scalars = (0..<Int.random(in: 0...40, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0...0x2100, using: &generator))
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let parsed = try JSONParser.parse(Array(JSONValue.quoted(text).utf8))
            #expect(parsed == .string(text))
        }
    }

    @Test func escapesWhereverTheyFallInLongPlainText() {
        var generator = SystemRandomNumberGenerator()
        let specials = ["\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "é", "한", "😀", " ", "~"]
        for round in 0..<500 {
            // Every tenth text is long: more escapes than one stack buffer holds, and plain runs longer than it.
            let long = round.isMultiple(of: 10)
            var text = ""
            for _ in 0..<Int.random(in: 0...(long ? 300 : 6), using: &generator) {
                text += String(repeating: "a", count: Int.random(in: 0...(long && Bool.random(using: &generator) ? 900 : 19), using: &generator))
                text += specials.randomElement(using: &generator)!
            }
            #expect(JSONValue.quoted(text) == Self.referenceQuoted(text), "\(text.debugDescription)")
        }
    }

    @Test("A value written escaped for a string is its JSON text escaped: the same bytes, and it parses back to the value")
    func writtenEscapedIsTheEscapedText() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["", "plain", "q\"uote", "back\\slash", "new\nline", "c1\u{85}", "sep\u{2028}", "bell\u{07}\u{7F}", "é漢字🙂"]
        func value(depth: Int) -> JSONValue {
            switch Int.random(in: depth > 2 ? 0...3 : 0...5, using: &generator) {
            case 0: return .null
            case 1: return .bool(Bool.random(using: &generator))
            case 2: return .number(JSONNumber(Double(Int.random(in: -1_000...1_000, using: &generator)) / 8))
            case 3: return .string(pieces.randomElement(using: &generator)! + pieces.randomElement(using: &generator)!)
            case 4: return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in value(depth: depth + 1) })
            default:
                return .object((0..<Int.random(in: 0...3, using: &generator)).map { index in
                    (key: pieces.randomElement(using: &generator)! + "\(index)", value: value(depth: depth + 1))
                })
            }
        }
        for _ in 0..<500 {
            let sample = value(depth: 0)
            var text: [UInt8] = [], escapedText: [UInt8] = [], written: [UInt8] = []
            sample.write(into: &text)
            text.withUnsafeBufferPointer { JSONValue.appendEscaped(utf8: $0, to: &escapedText) }
            sample.writeEscaped(into: &written)
            #expect(written == escapedText, "\(sample.serialized())")
            let holder = try JSONParser.parse(#"""# + String(decoding: written, as: UTF8.self) + #"""#)
            #expect(try holder.stringValue.map { try JSONParser.parse($0).serialized() } == sample.serialized())
        }
    }

    /// Escapes scalar by scalar: what `quoted` must write, however it scans.
    private static func referenceQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test func compactAndPrettyLayouts() {
        let value = JSONValue.object([(key: "a", value: .array([.number(JSONNumber(literal: "1")), .bool(true), .null])),
                                      (key: "b", value: .object([])), (key: "c", value: .array([]))])
        #expect(value.serialized() == #"{"a":[1,true,null],"b":{},"c":[]}"#)
        #expect(value.serialized(pretty: true) == "{\n  \"a\": [\n    1,\n    true,\n    null\n  ],\n  \"b\": {},\n  \"c\": []\n}")
    }

    @Test func decimalDigitsAreWhatStringWrites() {
        var generator = SystemRandomNumberGenerator()
        var values = [0, 7, -7, 10, -10, 1_795_564_936, 1_795_564_936_123, Int.max, Int.min, Int.max - 1, Int.min + 1]
        for _ in 0..<2_000 { values.append(Int.random(in: .min ... .max, using: &generator) >> Int.random(in: 0...63, using: &generator)) }
        for value in values {
            var bytes: [UInt8] = Array("x=".utf8)
            bytes.append(decimal: value)
            #expect(String(decoding: bytes, as: UTF8.self) == "x=\(value)")
        }
    }
}
