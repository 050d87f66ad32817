import Foundation
import NotiApp
import NotiCore

/// The lines of an asciicast v2 recording (docs/rules.md#recordings-are-asciicast-v2): a header, then one JSON array per
/// event, `[seconds, "o", text]` for bytes written to the terminal and `[seconds, "r", "COLSxROWS"]` for a resize.
///
/// Output events carry text, so a UTF-8 sequence split across two writes waits for its end before it is written.
package struct AsciicastEncoder: Sendable {
    private var pending: [UInt8] = []

    package init() {}

    /// The header line: the terminal's size, when the recording started (Unix seconds), a title and the terminal type.
    package static func header(size: TerminalSize, timestamp: Date, title: String, terminalType: String) -> String {
        "{\"version\": 2, \"width\": \(size.cols), \"height\": \(size.rows), \"timestamp\": \(Int(timestamp.timeIntervalSince1970)), "
            + "\"title\": \(JSONValue.quoted(title)), \"env\": {\"TERM\": \(JSONValue.quoted(terminalType))}}"
    }

    /// The output event for `bytes` written at `time`; nil when they are only the start of a UTF-8 sequence.
    package mutating func output(_ bytes: some Sequence<UInt8>, at time: Duration) -> String? {
        pending.append(contentsOf: bytes)
        let complete = pending.count - Self.incompleteTail(of: pending)
        guard complete > 0 else { return nil }
        let text = String(decoding: pending[..<complete], as: UTF8.self)
        pending.removeFirst(complete)
        return "[\(Self.seconds(time)), \"o\", \(JSONValue.quoted(text))]"
    }

    /// The resize event to `size` at `time`.
    package static func resize(to size: TerminalSize, at time: Duration) -> String {
        "[\(seconds(time)), \"r\", \"\(size.cols)x\(size.rows)\"]"
    }

    /// Seconds with microsecond precision, as asciinema writes them.
    static func seconds(_ time: Duration) -> String {
        let micros = max(0, time.components.seconds * 1_000_000 + time.components.attoseconds / 1_000_000_000_000)
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// How many bytes at the end of `bytes` begin a UTF-8 sequence that has not ended yet.
    static func incompleteTail(of bytes: [UInt8]) -> Int {
        for back in 1...min(3, max(1, bytes.count)) where back <= bytes.count {
            let byte = bytes[bytes.count - back]
            guard byte & 0xC0 == 0x80 else {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return length > back ? back : 0
            }
        }
        return 0
    }
}

/// An asciicast v2 file being written: events are appended as they happen. The header needs the terminal's size and
/// type, known once curses started, so events before ``begin(size:terminalType:)`` wait for it.
package final class AsciicastRecording {
    private let handle: FileHandle
    private let timestamp: Date
    private let title: String
    private var encoder = AsciicastEncoder()
    private var waiting: [String]? = []

    /// Creates (or truncates) `path`; throws a one-line error naming the file. `timestamp` is when the recording starts.
    package init(path: String, timestamp: Date, title: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw TerminalError("\(path): cannot create the recording")
        }
        self.handle = handle
        self.timestamp = timestamp
        self.title = title
    }

    deinit { try? handle.close() }

    /// Writes the header for a `size` terminal of `terminalType`, then the events that waited for it.
    package func begin(size: TerminalSize, terminalType: String) {
        guard let early = waiting else { return }
        waiting = nil
        write(AsciicastEncoder.header(size: size, timestamp: timestamp, title: title, terminalType: terminalType))
        early.forEach(write)
    }

    /// Records bytes written to the terminal at `time` since the recording started.
    package func output(_ bytes: UnsafeRawBufferPointer, at time: Duration) {
        if let line = encoder.output(bytes, at: time) { append(line) }
    }

    /// Records that the terminal became `size` at `time`.
    package func resize(to size: TerminalSize, at time: Duration) {
        append(AsciicastEncoder.resize(to: size, at: time))
    }

    private func append(_ line: String) {
        if waiting != nil { waiting?.append(line) } else { write(line) }
    }

    private func write(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }
}
