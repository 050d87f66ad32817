import Foundation
import Testing
@testable import NotiAPNs

/// Header injection: fields a request may not carry (RFC 9113 §8.2.1) are refused, and whatever text of a request
/// reaches the request log is escaped so it cannot forge a line or a terminal sequence.
@Suite("Header injection")
struct HeaderInjectionTests {
    @Test("a field value with CR, LF or NUL, or space at either end, or a name with a space, colon or upper case, is malformed: RST_STREAM PROTOCOL_ERROR and nothing delivered",
          arguments: [
            ("apns-topic", "com.example.app\r\n2026-01-01T00:00:00.000Z forged 200 -"), ("apns-topic", "com.example.app\nx"),
            ("apns-topic", "com.example.app\0"), ("apns-topic", " com.example.app"), ("apns-topic", "com.example.app\t"),
            ("x-note", "a\rb"), ("x note", "1"), ("x:note", "1"), ("x-Note", "1"), ("x-nöte", "1"),
          ])
    func forbiddenFieldCharacters(name: String, value: String) throws {
        let connection = try TestConnection()
        try connection.open()
        let headers = connection.requestHeaders().filter { $0.0 != name } + [(name, value)]
        try connection.send(connection.request(stream: 1, headers: headers) + connection.request(stream: 3))
        let frames = try connection.readFrames()
        let resets = frames.filter { $0.type == .rstStream }
        #expect(resets.map(\.stream) == [1])
        #expect(resets.first?.payload.getInteger(at: 0, as: UInt32.self) == HTTP2ErrorCode.protocolError.rawValue)
        #expect(connection.sink.count == 1, "only the well-formed request on stream 3 is delivered")
    }

    @Test("values with inner spaces and tabs stay valid")
    func innerWhitespace() throws {
        let connection = try TestConnection()
        try connection.open()
        try connection.send(connection.request(stream: 1, headers: connection.requestHeaders() + [("x-note", "a b\tc")]))
        #expect(try connection.answer(stream: 1).status == "200")
    }

    @Test("request-log text is escaped: control characters, C1, spaces and backslashes never reach the line as they are")
    func logLineEscaping() {
        let entry = RequestLogEntry(time: Date(timeIntervalSince1970: 0), token: "ab\u{1B}[2J", topic: "com.x\n2026 forged",
                                    status: 400, detail: "a\\b\u{9B}c 済")
        #expect(entry.line == #"1970-01-01T00:00:00.000Z ab\x1B[2J com.x\x0A2026\x20forged 400 a\x5Cb\u{9B}c\x20済"#)
        #expect(!entry.line.contains("\n") && !entry.line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("request-log escaping finds a character to escape at any place in long text, not only in its first bytes")
    func logLineEscapingAnywhere() {
        let specials: [(Unicode.Scalar, String)] = [
            ("\u{0}", #"\x00"#), ("\u{1B}", #"\x1B"#), (" ", #"\x20"#), ("\u{7F}", #"\x7F"#), ("\\", #"\x5C"#), ("\u{85}", #"\u{85}"#),
        ]
        let plain = Array("0123456789abcdefABCDEF.-_~!#$%&'()*+,/:;<=>?@[]^`{|}".unicodeScalars)
        for (special, escaped) in specials {
            for position in 0..<plain.count {
                var scalars = plain
                scalars[position] = special
                let text = String(String.UnicodeScalarView(scalars))
                let expected = String(String.UnicodeScalarView(plain[..<position])) + escaped + String(String.UnicodeScalarView(plain[(position + 1)...]))
                let entry = RequestLogEntry(time: Date(timeIntervalSince1970: 0), token: text, topic: "t", status: 200, detail: "d")
                #expect(entry.line == "1970-01-01T00:00:00.000Z \(expected) t 200 d", "\(escaped) at \(position)")
            }
        }
    }

    @Test("ordinary log text is written as it is")
    func plainLogLine() {
        let entry = RequestLogEntry(time: Date(timeIntervalSince1970: 0), token: "46dfbd72", topic: "com.example.app", status: 200, detail: "4A1B-済")
        #expect(entry.line == "1970-01-01T00:00:00.000Z 46dfbd72 com.example.app 200 4A1B-済")
    }
}
