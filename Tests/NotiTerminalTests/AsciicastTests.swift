import Foundation
import NotiApp
import NotiCore
import NotiLayout
import NotiTerminalPort
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

    /// The lines of the recording at `path`: the header's width and height, then each event's type and text.
    static func lines(of path: String) throws -> (header: [String: Any], events: [(kind: String, text: String)]) {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let first = try #require(lines.first)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let events = try lines.dropFirst().map { line in
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            return (try #require(event[1] as? String), try #require(event[2] as? String))
        }
        return (header, events)
    }

    /// Records, on `recording`, output before the header, then frames whose last character is split across two writes
    /// with a resize every hundredth frame; returns the events the file must then hold after its header.
    static func recordFrames(_ count: Int, on recording: AsciicastRecording) -> [(kind: String, text: String)] {
        func output(_ bytes: some Sequence<UInt8>, at time: Duration) {
            Array(bytes).withUnsafeBytes { recording.output($0, at: time) }
        }
        output("before the header".utf8, at: .zero)
        recording.begin(size: TerminalSize(cols: 80, rows: 24), terminalType: "xterm-256color")
        var expected: [(kind: String, text: String)] = [("o", "before the header")]
        for frame in 1...count {
            let bytes = Array("\u{1B}[H frame \(frame) 한".utf8)
            output(bytes.dropLast(2), at: .milliseconds(frame))
            output(bytes.suffix(2), at: .milliseconds(frame))
            expected += [("o", String(decoding: bytes.dropLast(3), as: UTF8.self)), ("o", "한")]
            if frame % 100 == 0 {
                recording.resize(to: TerminalSize(cols: 80 + frame / 100, rows: 24), at: .milliseconds(frame))
                expected.append(("r", "\(80 + frame / 100)x24"))
            }
        }
        return expected
    }

    @Test("after flush the file holds every recorded event in order, even when recording outruns the writer's byte budget")
    func flushWritesEveryEventInOrder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-order-\(getpid()).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recording = try AsciicastRecording(path: path, timestamp: Date(timeIntervalSince1970: 0), title: "order", byteBudget: 512)
        let expected = Self.recordFrames(2_000, on: recording)
        recording.flush()
        let (header, events) = try Self.lines(of: path)
        #expect(header["width"] as? Int == 80 && header["title"] as? String == "order")
        #expect(events.count == expected.count)
        #expect(events.elementsEqual(expected) { $0 == $1 })
        withExtendedLifetime(recording) {}
    }

    @Test("a recording let go without flush still writes every event before its file is closed")
    func droppedRecordingWritesEveryEvent() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-drop-\(getpid()).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var recording: AsciicastRecording? = try AsciicastRecording(path: path, timestamp: Date(timeIntervalSince1970: 0), title: "drop")
        let expected = try Self.recordFrames(300, on: #require(recording))
        recording = nil
        #expect(try Self.lines(of: path).events.elementsEqual(expected) { $0 == $1 })
    }

    @Test("the recording's writer never has more than its byte budget of events unwritten: recording waits for it instead",
          .timeLimit(.minutes(1)))
    func queueKeepsToItsBudget() throws {
        let queue = WriterQueue<AsciicastEvent>(byteBudget: 1_000)
        let sizes = (0..<400).map { $0 == 200 ? 5_000 : 100 + $0 % 7 }
        Thread { for (index, size) in sizes.enumerated() { queue.add(.output([UInt8](repeating: 0, count: size), at: .milliseconds(index))) } }.start()
        var received: [Int] = []
        while received.count < sizes.count, let batch = queue.take() {
            let cost = batch.reduce(0) { $0 + $1.cost }
            #expect(cost <= queue.byteBudget || batch.count == 1, "a batch of \(batch.count) events costing \(cost)")
            for event in batch { if case .output(let bytes, _) = event { received.append(bytes.count) } }
            queue.finished(batch)
        }
        queue.close()
        #expect(received == sizes)
    }

    @Test("while recording, curses writes to a file in memory with a descriptor, so relaying a frame touches no disk")
    func relayFileIsInMemory() throws {
        let file = try #require(CursesSession.relayFile())
        defer { fclose(file) }
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fileno(file))")
        #expect(target.hasPrefix("/memfd:notisim-relay"), "curses' output is \(target)")
        #expect(fputs("frame", file) >= 0 && fflush(file) == 0)
        var read = [UInt8](repeating: 0, count: 16)
        #expect(pread(fileno(file), &read, read.count, 0) == 5)
    }

    /// The nice value of each thread of this process named `name`, from /proc (a thread that ends meanwhile is left out).
    static func niceness(ofThreadsNamed name: String) throws -> [Int] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").compactMap { task in
            guard let comm = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8),
                  comm.trimmingCharacters(in: .newlines) == name,
                  let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
                  let nameEnd = stat.lastIndex(of: ")") else { return nil }
            // After the parenthesised name come the fields from the third (state) on; the nice value is the 19th.
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            return fields.count > 16 ? Int(fields[16]) : nil
        }
    }

    @Test("the recording's writer runs at a lower priority than the thread drawing frames")
    func writerYieldsToTheDrawingThread() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-nice-\(getpid()).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let drawing = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let recording = try AsciicastRecording(path: path, timestamp: Date(timeIntervalSince1970: 0), title: "nice")
        recording.begin(size: TerminalSize(cols: 80, rows: 24), terminalType: "xterm-256color")
        recording.flush()
        let writers = try Self.niceness(ofThreadsNamed: AsciicastRecording.writerName)
        #expect(writers.contains(Int(min(drawing + AsciicastRecording.writerNiceness, 19))),
                "writer threads' nice values \(writers); the drawing thread's \(drawing)")
        #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == drawing)
        withExtendedLifetime(recording) {}
    }
}
