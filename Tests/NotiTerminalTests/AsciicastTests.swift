import Foundation
import NotiApp
import NotiCore
import NotiLayout
import Testing
@testable import NotiTerminal

@Suite("asciicast v2 recordings")
struct AsciicastTests {
    @Test("the header names the size, the start, the title and the terminal type")
    func headerFields() throws {
        let line = AsciicastEncoder.header(size: TerminalSize(cols: 100, rows: 32), timestamp: Date(timeIntervalSince1970: 1_700_000_000),
                                           title: "notisim \"demo\"", terminalType: "xterm-256color")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 100 && header["height"] as? Int == 32)
        #expect(header["timestamp"] as? Int == 1_700_000_000)
        #expect(header["title"] as? String == "notisim \"demo\"")
        #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
    }

    @Test("a UTF-8 sequence split across two writes is one output event, escape bytes escaped")
    func splitSequenceWaitsForItsEnd() throws {
        var encoder = AsciicastEncoder()
        let bytes = Array("\u{1B}[1m멋".utf8)
        #expect(encoder.output(bytes[..<5], at: .milliseconds(1500)) == #"[1.500000, "o", "\u001b[1m"]"#)
        #expect(encoder.output(bytes[5...], at: .milliseconds(2000)) == #"[2.000000, "o", "멋"]"#)
        #expect(encoder.output(Array("🇰".utf8).prefix(2), at: .seconds(3)) == nil)
    }

    @Test("a resize is an r event with COLSxROWS")
    func resizeEvent() {
        #expect(AsciicastEncoder.resize(to: TerminalSize(cols: 80, rows: 24), at: .microseconds(250)) == #"[0.000250, "r", "80x24"]"#)
    }
}
