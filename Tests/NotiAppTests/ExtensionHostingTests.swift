import Foundation
@testable import NotiAppCore
import NotiCore
import NotiWorkspace
import Testing

/// The extension switches, service runs and sessions, as `AppModel.extensions` keeps them.
@Suite("The device's extension switches, service runs and sessions")
struct ExtensionHostingTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    static func run(session: Int, deadline: Double) -> ServiceExtensionRun {
        let definition = ExtensionDefinition(name: "Service", kind: .service, bundleID: "com.example.app.Service", appBundleID: "com.example.app",
                                             attributes: nil, infoPlistPath: "/w/Info.plist")
        return ServiceExtensionRun(session: session, definition: definition, bundleID: "com.example.app",
                                   request: NotificationRequest(identifier: "p\(session)", content: NotificationContent(title: "t"), trigger: .push),
                                   startedAt: start, deadline: start + deadline)
    }

    @Test("every extension call gets a session no call had before, content views and service runs alike")
    func sessionsAreUnique() {
        var hosting = ExtensionHosting(serviceBudget: 30)
        let sessions: [Int] = [hosting.newSession(), hosting.newSession(), hosting.newSession()]
        #expect(sessions == [1, 2, 3])
    }

    @Test("a run ends once: its session's answer takes it off, a late second answer finds none")
    func runsEndOnce() {
        var hosting = ExtensionHosting(serviceBudget: 30)
        hosting.start(Self.run(session: 1, deadline: 30))
        hosting.start(Self.run(session: 2, deadline: 30))
        #expect(hosting.finishRun(session: 1)?.request.identifier == "p1")
        #expect(hosting.finishRun(session: 1) == nil)
        #expect(hosting.serviceRuns.map(\.session) == [2])
    }

    @Test("a budget that ran out is announced once, and only for the runs it ran out for")
    func expiriesAnnouncedOnce() {
        var hosting = ExtensionHosting(serviceBudget: 30)
        hosting.start(Self.run(session: 1, deadline: 10))
        hosting.start(Self.run(session: 2, deadline: 30))
        #expect(hosting.announceExpiries(now: Self.start + 9).isEmpty)
        #expect(hosting.announceExpiries(now: Self.start + 10) == [1])
        #expect(hosting.announceExpiries(now: Self.start + 20).isEmpty)
        #expect(hosting.announceExpiries(now: Self.start + 30) == [2])
        #expect(hosting.serviceRuns.count == 2, "an expired run still waits for its best attempt")
    }

    @Test("closing takes every run, oldest first")
    func closingTakesEveryRun() {
        var hosting = ExtensionHosting(serviceBudget: 30)
        for session in 1...3 { hosting.start(Self.run(session: session, deadline: 30)) }
        #expect(hosting.takeAllRuns().map(\.session) == [1, 2, 3])
        #expect(hosting.serviceRuns.isEmpty)
    }

    @Test("a reload keeps the switches and the session count, takes the new workspace's budget and carries no run over")
    func reloadKeepsSwitches() {
        var hosting = ExtensionHosting(serviceBudget: 30)
        hosting.update(.contentExtensionsSupported(false))
        hosting.update(.serviceExtensionsEnabled(false))
        _ = hosting.newSession()
        hosting.start(Self.run(session: 1, deadline: 30))
        var fresh = hosting.reloaded(budget: 5)
        #expect(!fresh.contentExtensionsSupported && !fresh.serviceExtensionsEnabled)
        #expect(fresh.serviceBudget == 5 && fresh.serviceRuns.isEmpty)
        #expect(fresh.newSession() == 2, "sessions go on, so a late answer from before the reload matches no new call")
    }
}
