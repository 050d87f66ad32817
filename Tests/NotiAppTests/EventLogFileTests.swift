import Foundation
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore

/// The `--log-json` file, written on a thread of its own (docs/architecture.md#the-event-log-file).
@Suite("The event log file")
struct EventLogFileTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)
    private let photos = "com.example.photos"

    private func runner(logFile: EventLogFile) throws -> AppRunner {
        let clock = ManualClock(start)
        let model = try Session.makeModel(workspace: try Session.loadWorkspace(nil), os: nil, device: nil, theme: "light", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 32), now: clock.now, timeZone: TimeZone(identifier: "UTC")!)
        let runner = AppRunner(model: model, backend: HeadlessTerminal(), clock: clock, logFile: logFile)
        runner.start(restoring: nil)
        return runner
    }

    private func push(_ identifier: String) -> InboundPush {
        InboundPush(bundleID: photos, payload: Array(#"{"aps":{"alert":{"title":"T \#(identifier)","body":"b"}}}"#.utf8), pushType: .alert,
                    collapseID: identifier, apnsID: UUID().uuidString)
    }

    /// The identifiers the answers named, in the order they were given, and a semaphore signalled once per answer.
    private final class Answers: Sendable {
        let names = LockedState<[String]>([])
        let given = DispatchSemaphore(value: 0)

        func record(_ outcomes: [InboundOutcome]) {
            names.withLock { $0 += outcomes.map { (try? $0.get()) ?? "failed" } }
            given.signal()
        }

        /// Waits (at most 30 s in all) for `count` answers.
        func wait(for count: Int) -> Bool {
            (0..<count).allSatisfy { _ in given.wait(timeout: .now() + 30) == .success }
        }
    }

    @Test("A push is answered only once its log lines are in the --log-json file")
    func answerFollowsTheLogLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-log-\(UUID().uuidString).jsonl").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let runner = try runner(logFile: EventLogFile(handle: try #require(FileHandle(forWritingAtPath: path)), name: path))
        let inbox = PushInbox()
        let seenInFile = LockedState<[Bool]>([])
        let answered = DispatchSemaphore(value: 0)
        for identifier in ["first", "second", "third"] {
            inbox.post([push(identifier)]) { outcomes in
                let file = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                let name = (try? outcomes.first?.get()) ?? "?"
                seenInFile.withLock { $0.append(file.contains(#"\"\#(name)\""#) && file.contains(#""notification":"\#(name)""#)) }
                answered.signal()
            }
        }
        runner.deliverInbox(inbox)
        for _ in 0..<3 { #expect(answered.wait(timeout: .now() + 30) == .success) }
        #expect(seenInFile.withLock { $0 } == [true, true, true], "each answer found its delivery's line already in the file")
    }

    @Test("While the log file cannot take more, the app loop goes on: the pushes are delivered, and answered in order once the file catches up",
          .timeLimit(.minutes(1)))
    func loopDoesNotWaitForTheFile() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Fill the pipe: the writer's next write blocks until the test reads.
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        let junk = [UInt8](repeating: UInt8(ascii: "#"), count: 4096)
        var filled = 0
        while true {
            let written = junk.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            filled += written
        }
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) & ~O_NONBLOCK)

        let runner = try runner(logFile: EventLogFile(handle: FileHandle(fileDescriptor: writeEnd, closeOnDealloc: true), name: "pipe"))
        let inbox = PushInbox()
        let answers = Answers()
        let identifiers = (0..<40).map { "p\($0)" }
        for identifier in identifiers { inbox.post([push(identifier)], answer: answers.record) }
        runner.deliverInbox(inbox)
        // deliverInbox returned while the file could take nothing: the pushes are in the centre, none is answered yet.
        #expect(identifiers.allSatisfy { runner.model.system.delivered(photos, $0) != nil })
        #expect(answers.names.withLock { $0 }.isEmpty)

        let log = LockedState<[UInt8]>([])
        let lastLineRead = DispatchSemaphore(value: 0)
        let lastLine = Array(#"delivered \"p39\""#.utf8)
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var signalled = false
            while true {
                let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                let sawLast = log.withLock { log in
                    log += buffer[..<count]
                    return log.suffix(count + lastLine.count).firstRange(of: lastLine) != nil
                }
                if sawLast && !signalled {
                    signalled = true
                    lastLineRead.signal()
                }
            }
            close(readEnd)
        }
        reader.start()
        #expect(answers.wait(for: identifiers.count))
        #expect(answers.names.withLock { $0 } == identifiers)
        #expect(lastLineRead.wait(timeout: .now() + 30) == .success)
        let text = String(decoding: log.withLock { $0 }.dropFirst(filled), as: UTF8.self)
        let delivered = text.split(separator: "\n").compactMap { line in
            identifiers.first { line.contains(#""notification":"\#($0)""#) && line.contains(": delivered") }
        }
        #expect(delivered == identifiers, "every delivery reached the file, in order")
    }

    @Test("A log file that cannot be written is named once in the event log, and pushes are still answered")
    func failedWriteIsNamedOnce() throws {
        let runner = try runner(logFile: EventLogFile(handle: try #require(FileHandle(forWritingAtPath: "/dev/full")), name: "/dev/full"))
        let inbox = PushInbox()
        let answers = Answers()
        for identifier in ["a", "b"] { inbox.post([push(identifier)], answer: answers.record) }
        runner.deliverInbox(inbox)
        #expect(answers.wait(for: 2))
        runner.waitForLog()
        inbox.post([push("c")], answer: answers.record)
        runner.deliverInbox(inbox)
        #expect(answers.wait(for: 1))
        runner.waitForLog()
        runner.tick()
        let named = runner.model.log.entries.filter { $0.text.hasPrefix("/dev/full: cannot write the log: ") }
        #expect(named.count == 1, "\(runner.model.log.entries.map(\.text))")
        #expect(named.first?.kind == .error)
        #expect(answers.names.withLock { $0 } == ["a", "b", "c"])
    }

    @Test("An event's log entry reads as the event's own line, and equals an entry written with that text")
    func eventEntryText() throws {
        let event = CenterEvent.deliveredLimitDropped(bundleID: photos, identifiers: ["old-1", "old-2"])
        let entry = LogEntry(time: start, event: event)
        #expect(entry.text == event.logLine)
        #expect(entry.text == #"com.example.photos: over 100 in Notification Centre: dropped "old-1", "old-2""#)
        #expect(entry == LogEntry(time: start, kind: .system, bundleID: photos, text: event.logLine))
        #expect(entry.bundleID == photos && entry.notificationID == nil)
        let removed = LogEntry(time: start, event: .removedPending(bundleID: photos, identifiers: ["n1"]))
        #expect(removed.text == #"com.example.photos: removed pending "n1""#)
    }

    @Test("An event's JSON line is escaped as it is built: the same bytes as escaping its whole text, whatever the ids hold")
    func eventLineEscaping() throws {
        let odd = ["plain", "q\"uote", "back\\slash", "new\nline", "c1\u{85}x", "sep\u{2028}x", "bell\u{07}del\u{7F}", "é漢字🙂", ""]
        for id in odd {
            var presentation = Presentation()
            presentation.delivered = true
            presentation.banner = true
            presentation.badge = 4
            presentation.reasons = ["why \"\(id)\"", "then \(id)"]
            let request = NotificationRequest(identifier: id, content: NotificationContent(title: "t"), trigger: .push)
            let events: [CenterEvent] = [
                .delivered(DeliveredNotification(bundleID: "com.x\(id)", request: request, date: start), presentation, replacedExisting: true),
                .delivered(DeliveredNotification(bundleID: "com.x", request: request, date: start), Presentation(), replacedExisting: false),
                .deliveredLimitDropped(bundleID: "com.y\(id)", identifiers: [id, "b\(id)"]),
                .removedPending(bundleID: "com.z", identifiers: [id]),
            ]
            for event in events {
                var built: [UInt8] = [], escaped: [UInt8] = []
                var builtStart: LogEntry.LineStart?, escapedStart: LogEntry.LineStart?
                LogEntry(time: start, event: event).appendJSONLine(to: &built, after: &builtStart)
                LogEntry(time: start, kind: event.logKind, bundleID: event.bundleID, notificationID: event.notificationID, text: event.logLine)
                    .appendJSONLine(to: &escaped, after: &escapedStart)
                #expect(String(decoding: built, as: UTF8.self) == String(decoding: escaped, as: UTF8.self), "\(event.logLine)")
                let parsed = try JSONParser.parse(String(decoding: built.dropLast(), as: UTF8.self))
                #expect(parsed["text"]?.stringValue == event.logLine)
            }
            let waiting = LogEntry.bannerWaiting(time: start, bundleID: "com.x", identifier: id, ahead: "a\(id)")
            #expect(waiting.text == "\"\(id)\" banner waiting behind \"a\(id)\"")
            var built: [UInt8] = [], escaped: [UInt8] = []
            var builtStart: LogEntry.LineStart?, escapedStart: LogEntry.LineStart?
            waiting.appendJSONLine(to: &built, after: &builtStart)
            LogEntry(time: start, kind: .system, bundleID: "com.x", notificationID: id, text: waiting.text).appendJSONLine(to: &escaped, after: &escapedStart)
            #expect(String(decoding: built, as: UTF8.self) == String(decoding: escaped, as: UTF8.self), "\(waiting.text)")
        }
    }

    @Test("The log counts every delivered and undelivered notification it recorded, beyond the entries it keeps; serve's last line says how many")
    func deliveriesCountedBeyondCapacity() {
        var log = EventLog()
        #expect(log.deliveries.summary == "this run delivered 0 notifications to Notification Centre")
        let request = NotificationRequest(identifier: "n1", content: NotificationContent(title: "t"), trigger: .push)
        let delivered = CenterEvent.delivered(DeliveredNotification(bundleID: photos, request: request, date: start), Presentation(),
                                              replacedExisting: false)
        log.record([delivered], at: start)
        #expect(log.deliveries.summary == "this run delivered 1 notification to Notification Centre")
        for _ in 0..<EventLog.capacity {
            log.record([delivered, .deliveredLimitDropped(bundleID: photos, identifiers: ["n0"])], at: start)
        }
        log.record([.notDelivered(bundleID: photos, identifier: "n2", reason: "notifications are off")], at: start)
        #expect(log.entries.count == EventLog.capacity)
        #expect(log.deliveries.delivered == EventLog.capacity + 1 && log.deliveries.notDelivered == 1)
        #expect(log.deliveries.summary == "this run delivered \(EventLog.capacity + 1) notifications to Notification Centre (1 not delivered)")
    }

    @Test("A log nothing reads keeps no entries and still counts every delivery and every entry, as serve without --log-json runs")
    func logNothingReadsKeepsOnlyCounts() {
        var log = EventLog()
        log.append(LogEntry(time: start, kind: .system, text: "before"))
        log.keepOnlyCounts()
        #expect(log.entries.isEmpty && !log.keepsEntries)
        let request = NotificationRequest(identifier: "n1", content: NotificationContent(title: "t"), trigger: .push)
        let delivered = CenterEvent.delivered(DeliveredNotification(bundleID: photos, request: request, date: start), Presentation(),
                                              replacedExisting: false)
        log.record([delivered, .deliveredLimitDropped(bundleID: photos, identifiers: ["n0"])], at: start)
        log.record([.notDelivered(bundleID: photos, identifier: "n2", reason: "notifications are off")], at: start)
        log.append(LogEntry(time: start, kind: .system, text: "after"))
        #expect(log.entries.isEmpty)
        #expect(log.totalCount == 5)
        #expect(log.deliveries.summary == "this run delivered 1 notification to Notification Centre (1 not delivered)")
    }

    @Test("Entries written one after another share the opening of their lines only when their time, kind and app agree")
    func linesWrittenTogetherReadAsEachAlone() throws {
        let request = NotificationRequest(identifier: "n1", content: NotificationContent(title: "t"), trigger: .push)
        let delivered = CenterEvent.delivered(DeliveredNotification(bundleID: photos, request: request, date: start), Presentation(),
                                              replacedExisting: false)
        let entries = [
            LogEntry(time: start, event: delivered),
            LogEntry(time: start, event: .deliveredLimitDropped(bundleID: photos, identifiers: ["n0"])),
            LogEntry(time: start, kind: .error, bundleID: photos, text: "refused"),
            LogEntry(time: start, kind: .error, bundleID: "com.example.other", text: "refused too"),
            LogEntry(time: start, kind: .error, text: "no app"),
            LogEntry(time: start + 1, kind: .error, text: "a second later"),
            LogEntry(time: start + 1, event: delivered),
            LogEntry(time: start, kind: .user, bundleID: "com.example.\"quoted\"", text: "back in time"),
        ]
        var together: [UInt8] = []
        var lineStart: LogEntry.LineStart?
        for entry in entries { entry.appendJSONLine(to: &together, after: &lineStart) }
        var alone: [UInt8] = []
        for entry in entries {
            var fresh: LogEntry.LineStart?
            entry.appendJSONLine(to: &alone, after: &fresh)
        }
        #expect(String(decoding: together, as: UTF8.self) == String(decoding: alone, as: UTF8.self))
        let lines = String(decoding: together, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == entries.count)
        for (line, entry) in zip(lines, entries) {
            let parsed = try JSONParser.parse(String(line))
            #expect(parsed["app"]?.stringValue == entry.bundleID)
            #expect(parsed["kind"]?.stringValue == entry.kind.rawValue)
            #expect(parsed["time"]?.stringValue == ISO8601Time.string(entry.time))
            #expect(parsed["text"]?.stringValue == entry.text)
        }
    }
}
