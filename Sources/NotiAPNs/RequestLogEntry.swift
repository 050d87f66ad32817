import Foundation
import NotiCore

/// One line of the request log: when, which token and topic, and how it ended.
package struct RequestLogEntry: Sendable, Hashable {
    /// When the response was sent (from the endpoint's clock).
    package var time: Date
    /// The device token from the path, or "-" when there was none.
    package var token: String
    /// The `apns-topic`, or "-" when omitted.
    package var topic: String
    /// The HTTP status sent.
    package var status: Int
    /// The error reason, or the id of the notification the push became.
    package var detail: String
    /// Why the answer never reached the client, nil when it was sent: the push was delivered all the same.
    package var dropped: DroppedAnswer?

    /// Why an answer was not sent: APNs cannot recall a push it received whole, so the push is delivered and only its
    /// answer goes nowhere.
    package enum DroppedAnswer: String, Sendable, Hashable {
        /// The client reset the stream (RST_STREAM) after sending the whole request.
        case streamReset = "reset-before-answer"
        /// The connection ended (GOAWAY, or the transport went away) before the answer was back.
        case connectionClosed = "closed-before-answer"
    }

    /// Creates a log entry.
    package init(time: Date, token: String, topic: String, status: Int, detail: String, dropped: DroppedAnswer? = nil) {
        self.time = time
        self.token = token
        self.topic = topic
        self.status = status
        self.detail = detail
        self.dropped = dropped
    }

    /// `TIME TOKEN TOPIC STATUS DETAIL`, then `reset-before-answer` or `closed-before-answer` when the answer was
    /// dropped, with the time in ISO 8601 (UTC, milliseconds). Text from the request is
    /// escaped so one entry is always one line of plain text: control characters (C0, DEL, C1), spaces and
    /// backslashes become `\xNN` (`\u{NN}` for C1), so no field can forge a line or reach a terminal as a sequence.
    package var line: String { Self.lines([self])[0] }

    /// The lines of `entries`, in order. A batch answered together mostly shares its millisecond, formatted once.
    package static func lines(_ entries: [RequestLogEntry]) -> [String] {
        var lastTime: (milliseconds: Int, text: [UInt8])?
        return entries.map { entry in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(entry.lineCapacity)
            entry.appendLine(to: &bytes, lastTime: &lastTime)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Appends the lines of `entries` to `bytes`, each ended by a newline: the text of ``lines(_:)`` for a
    /// byte stream, with no string made on the way (the headless endpoint writes one for every request).
    package static func appendLines(_ entries: [RequestLogEntry], to bytes: inout [UInt8]) {
        var lastTime: (milliseconds: Int, text: [UInt8])?
        bytes.reserveCapacity(bytes.count + entries.reduce(0) { $0 + $1.lineCapacity + 1 })
        for entry in entries {
            entry.appendLine(to: &bytes, lastTime: &lastTime)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// About the bytes of its line: what to reserve (escaping may need more).
    private var lineCapacity: Int { 48 + token.utf8.count + topic.utf8.count + detail.utf8.count + (dropped == nil ? 0 : 21) }

    /// Appends `line`, reusing `lastTime`'s text when the previous line had the same millisecond (and updating it).
    private func appendLine(to bytes: inout [UInt8], lastTime: inout (milliseconds: Int, text: [UInt8])?) {
        let milliseconds = Int((time.timeIntervalSince1970 * 1000).rounded(.down))
        if let lastTime, lastTime.milliseconds == milliseconds {
            bytes.append(contentsOf: lastTime.text)
        } else {
            var text: [UInt8] = []
            ISO8601Time.append(time, milliseconds: true, to: &text)
            bytes.append(contentsOf: text)
            lastTime = (milliseconds, text)
        }
        bytes.append(UInt8(ascii: " "))
        Self.appendEscaped(token, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        Self.appendEscaped(topic, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        bytes.append(decimal: status)
        bytes.append(UInt8(ascii: " "))
        Self.appendEscaped(detail, to: &bytes)
        if let dropped {
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: dropped.rawValue.utf8)
        }
    }

    /// `text` escaped as `line` describes (controls, DEL and backslashes as `\xNN`, C1 controls as `\u{NN}`), so what
    /// a client sent never reaches a log or a terminal as control sequences; spaces too unless `keepingSpaces` (for
    /// a log line's free text rather than a space-separated field).
    package static func escaped(_ text: String, keepingSpaces: Bool = false) -> String {
        guard keepingSpaces else {
            var bytes: [UInt8] = []
            appendEscaped(text, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: " ")
    }

    /// Appends `text`, escaped as `line` describes; text with nothing to escape (every real entry) is copied as is.
    private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        // One pass over the bytes in place: this runs for three fields of every answered request.
        let plain = text.withUTF8 { utf8 in
            var index = 0
            while index + 8 <= utf8.count, isPlainASCII(UnsafeRawPointer(utf8.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                index += 8
            }
            var previous: UInt8 = index > 0 ? utf8[index - 1] : 0
            for byte in utf8[index...] {
                if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) {
                    return false
                }
                previous = byte
            }
            bytes.append(contentsOf: utf8)
            return true
        }
        guard !plain else { return }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0...0x20, 0x7F, 0x5C: bytes.append(text: "\\x" + hex(scalar.value))
            case 0x80...0x9F: bytes.append(text: "\\u{" + hex(scalar.value) + "}")
            default: bytes.append(text: String(scalar))
            }
        }
    }

    /// Whether none of eight bytes needs a look: all ASCII, none a control, space, DEL or backslash.
    private static func isPlainASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        guard word & highs == 0 else { return false }
        // With every byte below 0x80, (x - n) & ~x & highs flags exactly the bytes below n (and x ^ b the bytes equal to b).
        func hasByteBelow(_ value: UInt64, _ bound: UInt64) -> Bool { (value &- bound &* ones) & ~value & highs != 0 }
        return !hasByteBelow(word, 0x21) && !hasByteBelow(word ^ (0x7F &* ones), 1) && !hasByteBelow(word ^ (0x5C &* ones), 1)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
