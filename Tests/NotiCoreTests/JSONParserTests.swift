import Testing
@testable import NotiCore

@Suite("JSON parser")
struct JSONParserTests {
    @Test("objects keep their keys in written order and numbers as written")
    func keepsOrderAndLiterals() throws {
        let value = try JSONParser.parse(#"{"b": 1, "a": 1.50, "big": 1e400, "s": "x"}"#)
        #expect(value.objectValue?.map(\.key) == ["b", "a", "big", "s"])
        #expect(value["a"]?.intValue == nil)
        #expect(value["b"]?.intValue == 1)
        #expect(value["big"].map { if case .number(let n) = $0 { return n.literal } else { return "" } } == "1e400")
    }

    @Test("nesting deeper than the limit is refused without recursion trouble")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect((try? JSONParser.parse(ok)) != nil)
    }

    @Test("invalid UTF-8 is refused with its position")
    func invalidUTF8() {
        let bytes: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect { try JSONParser.parse(bytes) } throws: { error in
            (error as? JSONParseError)?.description.contains("invalid UTF-8") == true
        }
    }

    @Test("escapes decode, including surrogate pairs, and text round-trips")
    func escapesRoundTrip() throws {
        let value = try JSONParser.parse(#"{"t":"\u00e9\ud83d\udc4d \"q\" \n 기상 알람"}"#)
        #expect(value["t"]?.stringValue == "é👍 \"q\" \n 기상 알람")
        #expect(try JSONParser.parse(value.serialized()) == value)
        #expect(try JSONParser.parse(value.serialized(pretty: true)) == value)
    }

    @Test("trailing text, leading zeros and raw control characters are errors naming line and column")
    func strictness() {
        for bad in ["{} x", "01", "{\"a\":\"\u{01}\"}", "", "[1,]", "{\"a\" 1}", "tru"] {
            #expect(throws: JSONParseError.self, "\(bad)") { try JSONParser.parse(bad) }
        }
        #expect { try JSONParser.parse("{\n  \"a\": tx\n}") } throws: { error in
            (error as? JSONParseError).map { $0.line == 2 && $0.column == 8 } == true
        }
    }

    @Test("a trailing comma is refused at the comma's own line and column, naming it")
    func trailingComma() {
        #expect { try JSONParser.parse("{\n  \"aps\": {\n    \"alert\": \"hi\",\n  }\n}") } throws: { error in
            guard let error = error as? JSONParseError else { return false }
            return error.line == 3 && error.column == 18 && error.reason.hasPrefix("a trailing comma before '}'")
        }
        #expect { try JSONParser.parse("[1, 2 ,\n]") } throws: { error in
            (error as? JSONParseError).map { $0.line == 1 && $0.column == 7 && $0.reason.hasPrefix("a trailing comma before ']'") } == true
        }
    }

    @Test("strings that leave plain ASCII part way (an escape, other UTF-8, a control character, the end) read the same")
    func stringsLeavingPlainASCII() throws {
        let cases: [(json: String, text: String)] = [
            (#""plain""#, "plain"), (#""""#, ""), (#""ab\ncd""#, "ab\ncd"), (#""ab\"cd""#, "ab\"cd"),
            (#""caf\u00e9 ok""#, "café ok"), ("\"abc 기상 def\"", "abc 기상 def"), ("\"x\u{7F}y\"", "x\u{7F}y"),
        ]
        for (json, text) in cases {
            #expect(try JSONParser.parse(json).stringValue == text, "\(json)")
        }
        #expect { try JSONParser.parse("[\"abc\u{01}\"]") } throws: { error in
            (error as? JSONParseError).map { $0.line == 1 && $0.column == 6 && $0.reason.contains("control character") } == true
        }
        #expect { try JSONParser.parse("\"abc") } throws: { error in
            (error as? JSONParseError).map { $0.column == 1 && $0.reason == "unterminated string" } == true
        }
    }
}
