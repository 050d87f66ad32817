import Testing
@testable import NotiCore

/// What APNs refuses is an error, and an erroneous payload gives no content (docs/rules/endpoint.md#payload-size-and-shape).
@Suite("Payload errors")
struct PayloadErrorTests {
    private func decode(_ text: String, _ pushType: PushType = .alert) -> DecodedPayload {
        PayloadDecoder.decode(Array(text.utf8), pushType: pushType)
    }

    @Test("an empty payload is an error (PayloadEmpty)")
    func empty() {
        for text in ["", "   ", "\n\t\r\n"] {
            let decoded = decode(text)
            #expect(decoded.diagnostics == [.error("", "the payload is empty; APNs refuses it (PayloadEmpty)")])
            #expect(decoded.content == nil && decoded.json == nil)
        }
    }

    @Test("a payload that is not JSON is an error naming line and column")
    func notJSON() {
        let decoded = decode("{\n  \"aps\": {\n    \"alert\": 'hi'\n  }\n}")
        #expect(decoded.diagnostics.map(\.description) == ["error: not valid JSON: unexpected character ''' at line 3, column 14"])
        #expect(decoded.content == nil)
    }

    @Test("a payload that is not a JSON object is an error")
    func notAnObject() {
        for (text, kind) in [("[]", "an array"), ("\"aps\"", "the string \"aps\""), ("3", "the number 3"), ("null", "null")] {
            #expect(decode(text).diagnostics == [.error("", "the payload must be a JSON object, got \(kind)")])
        }
    }

    @Test("a payload without aps is an error at key path aps")
    func missingAPS() {
        let decoded = decode(#"{"alert": "hi"}"#)
        #expect(decoded.diagnostics == [.error("aps", "missing: a push needs an \"aps\" dictionary; APNs refuses it")])
        #expect(decoded.content == nil)
    }

    @Test("an aps that is not a dictionary is an error")
    func apsNotAnObject() {
        #expect(decode(#"{"aps": ["alert"]}"#).diagnostics == [.error("aps", "expected a dictionary, got an array; APNs refuses it")])
    }

    @Test("a payload over 4096 bytes is an error; the limit counts UTF-8 bytes as sent")
    func alertLimit() {
        let frame = #"{"aps":{"alert":""}}"#
        let fits = String(repeating: "a", count: 4096 - frame.utf8.count)
        #expect(decode(#"{"aps":{"alert":"\#(fits)"}}"#).diagnostics.isEmpty)
        // 기 is three bytes in UTF-8: one character more than fits by bytes even though it is short in characters.
        let korean = String(repeating: "기", count: (4096 - frame.utf8.count) / 3 + 1)
        let decoded = decode(#"{"aps":{"alert":"\#(korean)"}}"#)
        #expect(decoded.diagnostics.count == 1)
        #expect(decoded.diagnostics.first?.message.hasPrefix("the payload is \(frame.utf8.count + korean.utf8.count) bytes, over the 4096-byte limit for alert pushes") == true)
        #expect(decoded.content == nil)
    }

    @Test("VoIP payloads may be 5120 bytes; every other push type stops at 4096")
    func voipLimit() {
        let frame = #"{"aps":{},"call":""}"#
        let payload = #"{"aps":{},"call":"\#(String(repeating: "v", count: 5120 - frame.utf8.count))"}"#
        #expect(!PayloadDecoder.decode(Array(payload.utf8), pushType: .voip).diagnostics.hasErrors)
        #expect(PayloadDecoder.decode(Array((payload + " ").utf8), pushType: .voip).diagnostics.hasErrors)
        for type in PushType.allCases where type != .voip {
            #expect(PayloadDecoder.decode(Array(payload.utf8), pushType: type).diagnostics.hasErrors, "\(type)")
        }
    }

    @Test("a too-large payload still reports its other findings and says when dropping white space would fit")
    func tooLargeKeepsOtherFindings() {
        let padding = String(repeating: " ", count: 4100)
        let decoded = decode(#"{"aps": {"alert": "hi", "badge": "3"}\#(padding)}"#)
        #expect(decoded.errors.count == 1)
        #expect(decoded.errors.first?.message.hasSuffix("without white space it would be 34 bytes") == true)
        #expect(decoded.warnings.map(\.path) == ["aps.badge"])
        #expect(decoded.content == nil)
    }

    @Test("inputs far over any limit are refused by size alone, without parsing")
    func hugeInputRefusedBySize() {
        var bytes = Array(#"{"aps": {"alert": "#.utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 100 << 20)
        let decoded = PayloadDecoder.decode(bytes)
        #expect(decoded.json == nil)
        #expect(decoded.diagnostics.count == 1)
        #expect(decoded.diagnostics.first?.message.hasPrefix("the payload is \(bytes.count) bytes") == true)
    }

    @Test("nesting deeper than 64 levels is an error, not a crash")
    func deepNesting() {
        let deep = #"{"aps": {"alert": "x"}, "d": "# + String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000) + "}"
        let decoded = decode(deep)
        #expect(decoded.errors.first?.message.contains("nested deeper than 64 levels") == true)
        #expect(decoded.content == nil)
    }

    @Test("invalid UTF-8 and raw NUL bytes are errors; an escaped NUL is text")
    func invalidBytes() {
        let invalid: [UInt8] = Array(#"{"aps": {"alert": ""#.utf8) + [0xFF, 0xFE] + Array(#""}}"#.utf8)
        #expect(PayloadDecoder.decode(invalid).errors.first?.message.contains("invalid UTF-8") == true)
        let nul: [UInt8] = Array(#"{"aps": {"alert": "a"#.utf8) + [0] + Array(#""}}"#.utf8)
        #expect(PayloadDecoder.decode(nul).diagnostics.hasErrors)
        #expect(decode(#"{"aps": {"alert": "a\u0000b"}}"#).content?.body == "a\u{0}b")
    }

    @Test("an apns-collapse-id over 64 bytes is an error (BadCollapseId)")
    func collapseID() {
        #expect(PayloadDecoder.collapseIDDiagnostic(String(repeating: "c", count: 64)) == nil)
        #expect(PayloadDecoder.collapseIDDiagnostic(String(repeating: "c", count: 65))
            == .error("apns-collapse-id", "65 bytes, over the 64-byte limit; APNs refuses it (BadCollapseId)"))
    }
}
