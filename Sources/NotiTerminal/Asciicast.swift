import Foundation
import NotiTerminalPort
import NotiCore

/// The lines of an asciicast v2 recording (docs/rules/recordings.md#recordings-are-asciicast-v2): a header, then one JSON array per
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
        let micros = time.whole(.microseconds)
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

/// Something that happened to a recorded terminal, on its way to the recording's file.
enum AsciicastEvent: QueuedWrite {
    /// Curses started on a `size` terminal of this type: the header can be written.
    case begin(size: TerminalSize, terminalType: String)
    /// Bytes written to the terminal at a time since the recording started.
    case output([UInt8], at: Duration)
    /// The terminal became `size` at a time since the recording started.
    case resize(to: TerminalSize, at: Duration)

    var cost: Int {
        if case .output(let bytes, _) = self { return 64 + bytes.count }
        return 64
    }
}

/// An asciicast v2 file being written: events are appended as they happen. The header needs the terminal's size and
/// type, known once curses started, so events before ``begin(size:terminalType:)`` wait for it.
///
/// Recording an event only copies it onto a ``WriterQueue``: a thread of the recording's own encodes and
/// writes the events in order, so the frame that recorded them does not wait for either. ``flush()`` waits until
/// they are in the file; dropping the recording writes what is left and closes the file.
package final class AsciicastRecording {
    private let handle: FileHandle
    private let events: WriterQueue<AsciicastEvent>

    /// How much the recorded events not yet written may cost together before recording waits for the writer: about a
    /// hundred full repaints of a large terminal.
    package static let defaultByteBudget = 4 << 20

    /// The writer thread's name (Linux keeps 15 bytes of it).
    static let writerName = "notisim-record"
    /// How much lower than the drawing thread's the writer's scheduling priority is (a nice value).
    static let writerNiceness: Int32 = 10

    /// Creates (or truncates) `path`; throws a one-line error naming the file. `timestamp` is when the recording starts;
    /// `byteBudget` bounds the events waiting for the writer (``WriterQueue/byteBudget``).
    package init(path: String, timestamp: Date, title: String, byteBudget: Int = defaultByteBudget) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw TerminalError("\(path): cannot create the recording")
        }
        self.handle = handle
        let events = WriterQueue<AsciicastEvent>(byteBudget: byteBudget)
        self.events = events
        let lines = LockedState(AsciicastLines(timestamp: timestamp, title: title))
        // Below the thread drawing frames when they compete for a core.
        events.startWriter(name: Self.writerName, niceness: Self.writerNiceness) { batch in
            let text = lines.withLock { lines in
                var text = ""
                for event in batch { lines.append(event, to: &text) }
                return text
            }
            if !text.isEmpty { try? handle.write(contentsOf: Data(text.utf8)) }
        }
    }

    deinit {
        events.close()
        try? handle.close()
    }

    /// Writes the header for a `size` terminal of `terminalType`, then the events that waited for it.
    package func begin(size: TerminalSize, terminalType: String) {
        events.add(.begin(size: size, terminalType: terminalType))
    }

    /// Records bytes written to the terminal at `time` since the recording started.
    package func output(_ bytes: UnsafeRawBufferPointer, at time: Duration) {
        events.add(.output(Array(bytes), at: time))
    }

    /// Records that the terminal became `size` at `time`.
    package func resize(to size: TerminalSize, at time: Duration) {
        events.add(.resize(to: size, at: time))
    }

    /// Returns once every event recorded so far is in the file.
    package func flush() {
        events.waitUntilWritten()
    }
}

/// The writer's side of a recording: turns its events, in order, into the file's lines, holding those before the
/// header until it is known.
private struct AsciicastLines {
    let timestamp: Date
    let title: String
    private var encoder = AsciicastEncoder()
    private var waiting: [String]? = []

    init(timestamp: Date, title: String) {
        self.timestamp = timestamp
        self.title = title
    }

    /// Appends the lines `event` makes (none, one, or the header with the lines that waited for it) to `text`.
    mutating func append(_ event: AsciicastEvent, to text: inout String) {
        switch event {
        case .begin(let size, let terminalType):
            guard let early = waiting else { return }
            waiting = nil
            text += AsciicastEncoder.header(size: size, timestamp: timestamp, title: title, terminalType: terminalType) + "\n"
            for line in early { text += line + "\n" }
        case .output(let bytes, let time):
            if let line = encoder.output(bytes, at: time) { add(line, to: &text) }
        case .resize(let size, let time):
            add(AsciicastEncoder.resize(to: size, at: time), to: &text)
        }
    }

    private mutating func add(_ line: String, to text: inout String) {
        if waiting != nil { waiting?.append(line) } else { text += line + "\n" }
    }
}
