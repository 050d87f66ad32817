import Foundation
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore

@Suite("Push journal")
struct PushJournalTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)
    private let photos = "com.example.photos"

    private func temporaryStore() -> StateStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-journal-\(UUID().uuidString)")
        return StateStore.forWorkspace(at: URL(fileURLWithPath: "/work/demo"), environment: ["XDG_STATE_HOME": folder.path])
    }

    private func runner(store: StateStore, clock: ManualClock) throws -> AppRunner {
        let model = try Session.makeModel(workspace: try Session.loadWorkspace(nil), os: nil, device: nil, theme: "light", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 32), now: clock.now, timeZone: TimeZone(identifier: "UTC")!)
        return AppRunner(model: model, backend: HeadlessTerminal(), clock: clock, store: store)
    }

    private func push(_ identifier: String, title: String) -> InboundPush {
        InboundPush(bundleID: photos, payload: Array(#"{"aps":{"alert":{"title":"\#(title)","body":"b"}}}"#.utf8), pushType: .alert,
                    collapseID: identifier, apnsID: UUID().uuidString)
    }

    private func entry(_ sequence: Int, _ identifier: String, badge: Int = 0) -> JournalEntry {
        let request = NotificationRequest(identifier: identifier, content: NotificationContent(title: identifier), trigger: .push)
        return JournalEntry(sequence: sequence, bundleID: photos, identifier: identifier,
                            notification: DeliveredNotification(bundleID: photos, request: request, date: start), badge: badge)
    }

    /// Delivers a batch as the inbox does and waits for its answer (the journal writes off the loop thread).
    private func deliver(_ runner: AppRunner, _ pushes: [InboundPush]) -> [InboundOutcome] {
        let answered = LockedState<[InboundOutcome]?>(nil)
        runner.deliverDurably(pushes) { outcomes in answered.withLock { $0 = outcomes } }
        runner.waitForLog()
        return answered.withLock { $0 } ?? []
    }

    /// Appends entries to a journal file and waits until they are on the disk.
    static func append(_ entries: [JournalEntry], to file: URL) throws {
        let failure = LockedState<StateStore.Failure?>(nil)
        let journal = PushJournal(fileURL: file)
        journal.append(entries) { written in failure.withLock { $0 = written } }
        journal.waitUntilWritten()
        if let failure = failure.withLock({ $0 }) { throw failure }
    }

    /// The demo's archive before anything was delivered.
    private func archive() throws -> NotificationArchive {
        try runner(store: temporaryStore(), clock: ManualClock(start)).model.savedState().archive
    }

    @Test("pushes answered by the inbox are in the journal before the answer, and a restart without a save still has them")
    func answeredPushesSurviveWithoutASave() throws {
        let store = temporaryStore()
        let clock = ManualClock(start)
        let first = try runner(store: store, clock: clock)
        first.start(restoring: nil)
        let outcomes = deliver(first, [push("a", title: "First"), push("b", title: "Second")])
        #expect(outcomes.count == 2 && outcomes.allSatisfy { if case .success = $0 { true } else { false } })
        #expect(try PushJournal.read(store.journalURL).map(\.identifier) == ["a", "b"])
        #expect(try store.loadSnapshot()?.archive.apps[photos]?.delivered.isEmpty == true, "the state file was not rewritten per push")

        let saved = try #require(try store.load())
        #expect(saved.archive.apps[photos]?.delivered.map(\.id) == ["b", "a"])
        let second = try runner(store: store, clock: clock)
        second.start(restoring: saved)
        #expect(second.model.system.delivered(photos, "a")?.content.title == "First")
        #expect(try PushJournal.read(store.journalURL).isEmpty, "starting saves the state file, which empties the journal")
    }

    @Test("a push APNs holds for a device that is offline is in the state file before its answer, and a restart delivers it when the network is back")
    func heldPushSurvivesARestart() throws {
        let store = temporaryStore()
        let clock = ManualClock(start)
        let first = try runner(store: store, clock: clock)
        first.start(restoring: nil)
        first.run(.network(false))
        let outcomes = deliver(first, [push("held", title: "While away")])
        #expect(outcomes == [.success("held")], "APNs accepts what it stores")
        #expect(first.model.system.delivered(photos, "held") == nil)
        #expect(try store.loadSnapshot()?.offlinePushes?.all.map(\.push.identifier) == ["held"], "saved before the answer")

        let second = try runner(store: store, clock: clock)
        second.start(restoring: try store.load())
        #expect(second.model.system.device.isOffline)
        second.run(.network(true))
        #expect(second.model.system.delivered(photos, "held")?.content.title == "While away")
        #expect(second.model.offlinePushes.isEmpty)
    }

    @Test("saving the state file empties the journal and records the last entry it holds")
    func snapshotTruncatesJournal() throws {
        let store = temporaryStore()
        let clock = ManualClock(start)
        let runner = try runner(store: store, clock: clock)
        runner.start(restoring: nil)
        _ = deliver(runner, [push("a", title: "One"), push("b", title: "Two"), push("c", title: "Three")])
        #expect(try PushJournal.read(store.journalURL).count == 3)
        runner.saveIfDue(force: true)
        #expect(try PushJournal.read(store.journalURL).isEmpty)
        let snapshot = try #require(try store.loadSnapshot())
        #expect(snapshot.journalSequence == 3)
        #expect(snapshot.archive.apps[photos]?.delivered.map(\.id) == ["c", "b", "a"])
        _ = deliver(runner, [push("d", title: "Four")])
        #expect(try PushJournal.read(store.journalURL).map(\.sequence) == [4], "numbering goes on after a save")
    }

    @Test("a torn last line (a write cut short by a crash) is ignored; the complete lines before it are replayed")
    func tornTailIgnored() throws {
        let store = temporaryStore()
        let clock = ManualClock(start)
        let runner = try runner(store: store, clock: clock)
        runner.start(restoring: nil)
        _ = deliver(runner, [push("a", title: "Kept")])
        let handle = try FileHandle(forWritingTo: store.journalURL)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"badge":0,"bundleID":"com.example.photos","identifier":"torn","notif"#.utf8))
        try handle.close()
        let saved = try #require(try store.load())
        #expect(saved.archive.apps[photos]?.delivered.map(\.id) == ["a"])
        #expect(saved.journalSequence == 1)
    }

    @Test("a damaged complete journal line is one clear error naming the file and line")
    func damagedLineReported() throws {
        let store = temporaryStore()
        let clock = ManualClock(start)
        try runner(store: store, clock: clock).start(restoring: nil)
        try Data("{\"sequence\": 1}\nnot json\n".utf8).write(to: store.journalURL)
        #expect { try store.load() } throws: { error in
            let text = (error as? StateStore.Failure)?.description ?? ""
            return text.contains(store.journalURL.path) && text.contains("line 1") && !text.contains("\n")
        }
    }

    @Test("replaying entries the archive already holds changes nothing (a crash between the save and emptying the journal)")
    func replayIdempotent() throws {
        var once = try archive()
        let entries = [entry(1, "a", badge: 1), entry(2, "b", badge: 2), entry(3, "a", badge: 3)]
        for entry in entries { once.apply(entry) }
        var twice = once
        for entry in entries { twice.apply(entry) }
        #expect(twice == once)
        #expect(once.apps[photos]?.delivered.map(\.id) == ["a", "b"])
        #expect(once.apps[photos]?.badge == 3)
    }

    @Test("a restore replays only entries numbered after the state file's last one")
    func replaySkipsWhatTheSnapshotHolds() throws {
        let store = temporaryStore()
        var state = SavedState(archive: try archive(), os: "18", device: "iphone-15", theme: "light", journalSequence: 2)
        state.archive.apply(entry(1, "a"))
        state.archive.apply(entry(2, "b"))
        var cleared = state
        cleared.archive.apps[photos]?.delivered.removeAll { $0.id == "a" }  // the user cleared "a" after the push
        try store.save(cleared)
        try Self.append([entry(1, "a"), entry(2, "b"), entry(3, "c")], to: store.journalURL)
        let loaded = try #require(try store.load())
        #expect(loaded.archive.apps[photos]?.delivered.map(\.id) == ["c", "b"], "the cleared notification does not come back")
        #expect(loaded.journalSequence == 3)
    }

    @Test("a batch whose journal write fails is answered only once the state file holds it, and the failure is said")
    func failedJournalWriteFallsBackToTheStateFile() throws {
        let store = temporaryStore()
        let clock = ManualClock(start)
        let runner = try runner(store: store, clock: clock)
        runner.start(restoring: nil)
        // A folder where the journal file should be: it cannot be opened for writing.
        try? FileManager.default.removeItem(at: store.journalURL)
        try FileManager.default.createDirectory(at: store.journalURL, withIntermediateDirectories: true)
        let heldWhenAnswered = LockedState<[String]?>(nil)
        runner.deliverDurably([push("a", title: "Kept anyway")]) { _ in
            let saved = try? store.loadSnapshot()
            heldWhenAnswered.withLock { $0 = saved?.archive.apps[photos]?.delivered.map(\.id) ?? [] }
        }
        runner.waitForLog()
        #expect(heldWhenAnswered.withLock { $0 } == ["a"])
        #expect(runner.model.log.entries.contains { $0.text.contains(store.journalURL.path) && $0.text.contains("cannot write the push journal") })
    }

    @Test("batches handed over one after another are all on the disk in order, and each is told once that it is")
    func batchesHandedOverTogetherAreAllWritten() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-journal-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let journal = PushJournal(fileURL: file)
        let told = LockedState<[Int: Int]>([:])
        let batches = (0..<20).map { batch in (0..<3).map { entry(batch * 3 + $0 + 1, "n-\(batch)-\($0)") } }
        for (index, batch) in batches.enumerated() {
            journal.append(batch) { failure in
                #expect(failure == nil)
                told.withLock { $0[index, default: 0] += 1 }
            }
        }
        journal.waitUntilWritten()
        #expect(try PushJournal.read(file) == batches.flatMap { $0 })
        #expect(told.withLock { $0 } == Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, 1) }))
    }

    @Test("an entry JSON cannot hold (a non-finite relevance score) is refused at once, naming the journal file")
    func unencodableEntryRefused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-journal-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        var content = NotificationContent(title: "x")
        content.relevanceScore = .infinity
        let notification = DeliveredNotification(bundleID: photos, request: NotificationRequest(identifier: "x", content: content, trigger: .push), date: start)
        let failure = LockedState<StateStore.Failure?>(nil)
        PushJournal(fileURL: file).append([JournalEntry(sequence: 1, bundleID: photos, identifier: "x", notification: notification, badge: 0)]) { refused in
            failure.withLock { $0 = refused }
        }
        let description = try #require(failure.withLock { $0 }?.description)
        #expect(description.contains(file.path) && description.contains("cannot write the push journal") && !description.contains("\n"))
        #expect(try PushJournal.read(file).isEmpty)
    }

    @Test("a push that changes nothing saved (not presented) writes no journal entry")
    func unchangedPushNotJournalled() throws {
        let store = temporaryStore()
        let clock = ManualClock(start)
        let runner = try runner(store: store, clock: clock)
        runner.start(restoring: nil)
        let background = InboundPush(bundleID: photos, payload: Array(#"{"aps":{"content-available":1}}"#.utf8), pushType: .background,
                                     collapseID: nil, apnsID: "bg-1")
        _ = deliver(runner, [background])
        #expect(try PushJournal.read(store.journalURL).isEmpty)
    }
}

@Suite("Push journal: service extensions")
struct PushJournalServiceTests {
    @Test("a push answered while its service extension still runs is saved with its original content")
    func pushWithRunningServiceExtensionSurvives() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        var model = try Session.makeModel(workspace: try Session.loadWorkspace(nil), os: nil, device: nil, theme: "light", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 32), now: start, timeZone: TimeZone(identifier: "UTC")!)
        _ = model.update(.launched(at: start))
        let boltz = "com.fenrir-inc.BoltzMessenger"
        let definition = try #require(model.workspace.serviceExtension(of: boltz))
        let request = NotificationRequest(identifier: "m-1", content: NotificationContent(title: "Original", body: "b"), trigger: .push)
        // The extension has the push and has not called its handler yet (a slow download, a child process thinking).
        model.extensions.start(ServiceExtensionRun(session: 99, definition: definition, bundleID: boltz, request: request,
                                                     startedAt: start, deadline: start + 30))
        let entry = try #require(model.journalEntry(bundleID: boltz, identifier: "m-1", before: model.centreMark(bundleID: boltz)))
        #expect(entry.notification?.content.title == "Original")
        #expect(model.system.delivered(boltz, "m-1") == nil, "the centre itself waits for the extension")
        let saved = model.savedState()
        #expect(saved.archive.apps[boltz]?.delivered.first?.content.title == "Original",
                "the state file holds it too, so emptying the journal does not lose it")
    }

    /// The demo's runner after its launch requests and every one of its sample pushes.
    static func demoAfterEverySamplePush() throws -> AppRunner {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_700_000_000))
        let model = try Session.makeModel(workspace: try Session.loadWorkspace(nil), os: nil, device: nil, theme: "light", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 32), now: clock.now, timeZone: TimeZone(identifier: "UTC")!)
        let runner = AppRunner(model: model, backend: HeadlessTerminal(), clock: clock)
        runner.start(restoring: nil)
        for push in runner.model.workspace.samplePushes {
            runner.run(.push(path: push.path, bundleID: push.targetBundleID))
        }
        return runner
    }

    @Test("each journal line is byte for byte what the Codable encoder writes for its entry: the demo's notifications, and one with every optional field, alone and written one after another as a batch is")
    func linesMatchTheCodableEncoding() throws {
        let runner = try Self.demoAfterEverySamplePush()
        var full = NotificationContent(title: "Every \"field\"", subtitle: "sub\u{1B}[31m", body: "한국어 😀")
        full.badge = 7
        full.sound = .critical(name: "alarm.caf", volume: 0.5)
        full.launchImageName = "Launch"
        full.attachments = [NotificationAttachment(identifier: "a", path: "/tmp/a.png", kind: .image, typeHint: "public.png", thumbnailTime: 1.5)]
        full.userInfo = .object([("aps", .object([("badge", .number(.init(literal: "7")))])), ("note", .string("\u{2028}"))])
        full.categoryIdentifier = "MESSAGE"
        full.threadIdentifier = "t-1"
        full.targetContentIdentifier = "scene-2"
        full.summaryArgument = "Ann"
        full.summaryArgumentCount = 3
        full.interruptionLevel = .timeSensitive
        full.relevanceScore = 0.25
        full.filterCriteria = "work"
        full.communication = CommunicationIntent(sender: CommunicationPerson(name: "Ann", handle: "ann@example.com"))
        let triggers: [NotificationTrigger?] = [.push, nil, .timeInterval(seconds: 90, repeats: true)]
        let extra = triggers.enumerated().map { index, trigger in
            DeliveredNotification(bundleID: "com.example.photos",
                                  request: NotificationRequest(identifier: "full-\(index)", content: full, trigger: trigger),
                                  date: Date(timeIntervalSince1970: 1_700_000_000 + 0.123_456 * Double(index)))
        }
        let delivered = runner.model.system.allDelivered + extra
        // A batch's lines share the memo of the date written last: equal dates one after another, then a different one.
        var batchNumbers = JSONNumberMemo()
        for (index, notification) in delivered.enumerated() {
            let entry = JournalEntry(sequence: index + 1, bundleID: notification.bundleID, identifier: notification.id,
                                     notification: index % 4 == 1 ? nil : notification, badge: index, held: index % 3 == 0 ? notification : nil)
            var line: [UInt8] = [], batchLine: [UInt8] = []
            try entry.appendJSON(to: &line)
            try entry.appendJSON(to: &batchLine, numbers: &batchNumbers)
            let codable = try JSONLineEncoder.encode(entry)
            #expect(String(decoding: line, as: UTF8.self) == String(decoding: codable, as: UTF8.self))
            #expect(batchLine == line)
        }
    }

    @Test("every notification the demo delivers — its launch requests and every sample push, attachments, user info, threads, interruption levels and all — reads back from the journal as it was written")
    func richEntriesReadBackAsWritten() throws {
        let runner = try Self.demoAfterEverySamplePush()
        let delivered = runner.model.system.allDelivered
        #expect(delivered.count >= runner.model.workspace.samplePushes.count / 2, "the sample pushes were delivered")
        let entries = delivered.enumerated().map { index, notification in
            JournalEntry(sequence: index + 1, bundleID: notification.bundleID, identifier: notification.id, notification: notification,
                         badge: index, held: index % 3 == 0 ? notification : nil)
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-journal-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try PushJournalTests.append(entries, to: file)
        #expect(try PushJournal.read(file) == entries)
    }
}
