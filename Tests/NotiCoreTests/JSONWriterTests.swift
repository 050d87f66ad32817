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

    @Test func compactAndPrettyLayouts() {
        let value = JSONValue.object([(key: "a", value: .array([.number(JSONNumber(literal: "1")), .bool(true), .null])),
                                      (key: "b", value: .object([])), (key: "c", value: .array([]))])
        #expect(value.serialized() == #"{"a":[1,true,null],"b":{},"c":[]}"#)
        #expect(value.serialized(pretty: true) == "{\n  \"a\": [\n    1,\n    true,\n    null\n  ],\n  \"b\": {},\n  \"c\": []\n}")
    }
}
