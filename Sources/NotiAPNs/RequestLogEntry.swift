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

    /// Creates a log entry.
    package init(time: Date, token: String, topic: String, status: Int, detail: String) {
        self.time = time
        self.token = token
        self.topic = topic
        self.status = status
        self.detail = detail
    }

    /// `TIME TOKEN TOPIC STATUS DETAIL`, with the time in ISO 8601 (UTC, milliseconds). Text from the request is
    /// escaped so one entry is always one line of plain text: control characters (C0, DEL, C1), spaces and
    /// backslashes become `\xNN` (`\u{NN}` for C1), so no field can forge a line or reach a terminal as a sequence.
    package var line: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(48 + token.utf8.count + topic.utf8.count + detail.utf8.count)
        ISO8601Time.append(time, milliseconds: true, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        Self.appendEscaped(token, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        Self.appendEscaped(topic, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        // HTTP statuses have three digits.
        for divisor in [100, 10, 1] { bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: status / divisor % 10)) }
        bytes.append(UInt8(ascii: " "))
        Self.appendEscaped(detail, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, escaped as `line` describes; text with nothing to escape (every real entry) is copied as is.
    private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        let utf8 = text.utf8
        var previous: UInt8 = 0
        let needsEscaping = utf8.contains { byte in
            defer { previous = byte }
            return byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || (previous == 0xC2 && (0x80...0x9F).contains(byte))
        }
        guard needsEscaping else { return bytes.append(text: text) }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0...0x20, 0x7F, 0x5C: bytes.append(text: "\\x" + hex(scalar.value))
            case 0x80...0x9F: bytes.append(text: "\\u{" + hex(scalar.value) + "}")
            default: bytes.append(text: String(scalar))
            }
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
