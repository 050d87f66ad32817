import Foundation
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore

@Suite("State that lasts")
struct PersistenceTests {
    private func temporaryStore() -> StateStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-state-\(UUID().uuidString)")
        return StateStore.forWorkspace(at: URL(fileURLWithPath: "/work/demo"), environment: ["XDG_STATE_HOME": folder.path])
    }

    private func model(now: Date) throws -> AppModel {
        try Session.makeModel(workspace: try Session.loadWorkspace(nil), os: nil, device: nil, theme: "light", environment: [:],
                              size: TerminalSize(cols: 100, rows: 32), now: now, timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test("the state file lives under XDG_STATE_HOME/notisim, one folder per workspace path")
    func location() {
        let a = StateStore.forWorkspace(at: URL(fileURLWithPath: "/w/one"), environment: ["XDG_STATE_HOME": "/tmp/s"])
        let b = StateStore.forWorkspace(at: URL(fileURLWithPath: "/w/two"), environment: ["XDG_STATE_HOME": "/tmp/s"])
        #expect(a.fileURL.path.hasPrefix("/tmp/s/notisim/one-"))
        #expect(a.fileURL != b.fileURL)
        let home = StateStore.forWorkspace(at: URL(fileURLWithPath: "/w/one"), environment: ["HOME": "/home/qa"])
        #expect(home.fileURL.path.hasPrefix("/home/qa/.local/state/notisim/"))
    }

    @Test("pending and delivered notifications, settings and authorization survive a restart")
    func roundTrip() throws {
        let store = temporaryStore()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let clock = ManualClock(start)
        let first = AppRunner(model: try model(now: start), backend: HeadlessTerminal(), clock: clock, store: store)
        first.start(restoring: nil)
        _ = clock.perform(.advance(5))
        first.tick()
        first.handle(.key(.character("s")))
        first.handle(.key(.enter))
        first.handle(.key(.character("d")))
        first.run(.displayAs("count"))
        first.run(.display(asleep: true))
        first.saveIfDue(force: true)
        let saved = try #require(try store.load())
        #expect(saved.archive.apps["com.example.LocalNotificationPractice"]?.delivered.map(\.id) == ["Hello"])

        let second = AppRunner(model: try model(now: clock.now), backend: HeadlessTerminal(), clock: clock, store: store)
        second.start(restoring: saved)
        #expect(second.model.system.delivered("com.example.LocalNotificationPractice", "Hello") != nil)
        #expect(second.model.system.app("com.example.news")?.settings.authorizationStatus == .provisional)
        #expect(second.model.system.device.focusActive)
        #expect(second.model.lockScreen.display == .count, "the lock screen's Display As is a device setting that lasts")
        #expect(second.model.system.device.display.asleep && second.model.displayIsDark, "the display asleep is a device setting that lasts")
        #expect(second.model.system.app("com.example.alarm")?.pending["alarm-0700"] != nil)
        #expect(!second.model.log.entries.contains { $0.text.contains("requestAuthorization") }, "a restored app does not prompt again")
    }

    @Test("triggers that came due while notisim was closed are delivered quietly at the next start")
    func missedTriggersDeliveredQuietly() throws {
        let store = temporaryStore()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let clock = ManualClock(start)
        let first = AppRunner(model: try model(now: start), backend: HeadlessTerminal(), clock: clock, store: store)
        first.start(restoring: nil)
        first.saveIfDue(force: true)
        let saved = try #require(try store.load())

        clock.advance(by: 3600)
        let second = AppRunner(model: try model(now: clock.now), backend: HeadlessTerminal(), clock: clock, store: store)
        second.start(restoring: saved)
        #expect(second.model.system.delivered("com.example.LocalNotificationPractice", "Hello")?.date == start + 5)
        #expect(second.model.banners.isEmpty, "no banner for what came due while closed")
        #expect(second.model.log.entries.contains { $0.text.contains("came due while notisim was closed") })
    }

    @Test("a damaged state file gives one clear line naming the file, not a crash")
    func damagedState() throws {
        let store = temporaryStore()
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"archive\": 7}".utf8).write(to: store.fileURL)
        #expect { try store.load() } throws: { error in
            let text = (error as? StateStore.Failure)?.description ?? ""
            return text.contains(store.fileURL.path) && text.contains("damaged") && !text.contains("\n")
        }
        try Data("{\"version\": 99}".utf8).write(to: store.fileURL)
        #expect { try store.load() } throws: { error in (error as? StateStore.Failure)?.description.contains("newer notisim") == true }
        #expect(try store.reset())
        #expect(try store.load() == nil)
    }
}
