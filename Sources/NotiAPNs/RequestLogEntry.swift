import Foundation
import NotiCore

/// One line of the request log: when, which token and topic, and how it ended.
public struct RequestLogEntry: Sendable, Hashable {
    /// When the response was sent (from the endpoint's clock).
    public var time: Date
    /// The device token from the path, or "-" when there was none.
    public var token: String
    /// The `apns-topic`, or "-" when omitted.
    public var topic: String
    /// The HTTP status sent.
    public var status: Int
    /// The error reason, or the id of the notification the push became.
    public var detail: String

    /// Creates a log entry.
    public init(time: Date, token: String, topic: String, status: Int, detail: String) {
        self.time = time
        self.token = token
        self.topic = topic
        self.status = status
        self.detail = detail
    }

    /// `TIME TOKEN TOPIC STATUS DETAIL`, with the time in ISO 8601 (UTC, milliseconds).
    public var line: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(48 + token.utf8.count + topic.utf8.count + detail.utf8.count)
        ISO8601Time.append(time, milliseconds: true, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        bytes.append(text: token)
        bytes.append(UInt8(ascii: " "))
        bytes.append(text: topic)
        bytes.append(UInt8(ascii: " "))
        // HTTP statuses have three digits.
        for divisor in [100, 10, 1] { bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: status / divisor % 10)) }
        bytes.append(UInt8(ascii: " "))
        bytes.append(text: detail)
        return String(decoding: bytes, as: UTF8.self)
    }
}
