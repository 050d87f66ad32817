import Foundation
import Testing
import TestSupport

/// docs/rules/widgets.md#live-activities-of-the-apps-widget-extension, end to end in tmux: the binary opens a real
/// Xcode project's folder, builds its widget extension and shows the app's own Live Activity views.
@Suite("A project's widget extension in tmux", .serialized, .tags(.e2e), .slowTier)
struct WidgetExtensionTmuxTests {
    static let project = CommandLineTests.root.appendingPathComponent("Tests/WidgetFixtures/LockerProject")

    @Test("in tmux: a push-to-start on an opened project shows its widget extension's lock-screen view and island, its timer counting down; an update redraws it, and 1 presses its Keep button, whose intent extends the hold")
    func projectLiveActivityInTmux() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-widget-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Self.writePush("start", parcels: 3, into: scratch)
        try Self.writePush("update", parcels: 1, into: scratch)
        let tmux = try Self.openLocker(rows: 40, scratch: scratch)
        defer { tmux.kill() }
        for line in ["push \(scratch.appendingPathComponent("start.apns").path)", "lock"] {
            try tmux.send(keys: ":")
            try tmux.sendLiteral(text: line)
            try tmux.send(keys: "Enter")
        }
        let locked = try tmux.waitUntil("the app's own lock-screen view, its timer counting from the hour") {
            $0.contains("Compartment B12: 3 parcels") && $0.contains("─ Locker ")
        }
        #expect(locked.contains("Station Square") && locked.contains("Keep one more day"), "\(locked)")
        #expect(locked.contains("╰ 1 Keep one more day ─"), "the digit that presses the button is on the card's bottom edge: \(locked)")
        #expect(locked.contains("59:") || locked.contains("1:00:00"), "\(locked)")
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: "push \(scratch.appendingPathComponent("update.apns").path)")
        try tmux.send(keys: "Enter")
        try tmux.waitFor(text: "Compartment B12: 1 parcels")
        try tmux.send(keys: "1")
        let kept = try tmux.waitUntil("the Keep button's intent moved the end of the hold a day later") { $0.contains("24:5") }
        #expect(kept.contains("Compartment B12: 1 parcels"), "\(kept)")
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: "unlock")
        try tmux.send(keys: "Enter")
        let island = try tmux.waitFor(text: "(◇")
        #expect(island.contains("● ") && island.contains("1)"), "\(island)")
    }

    @Test("in tmux: W opens the widgets page with the project's widget and its StandBy tile; Enter taps it, opening the app with its widgetURL, and 1 presses its Collected button, whose intent runs and the widget reloads")
    func widgetsPageInTmux() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-widget-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tmux = try Self.openLocker(rows: 44, scratch: scratch)
        defer { tmux.kill() }
        try tmux.send(keys: "W")
        let page = try tmux.waitUntil("the widget drawn by its extension, with its button numbered", timeout: .seconds(240)) {
            $0.contains("2 parcels") && $0.contains("1 Collected")
        }
        #expect(page.contains("Home Screen") && page.contains("StandBy") && page.contains("Enter tap"), "\(page)")
        try tmux.send(keys: "Enter")
        try tmux.send(keys: "1")
        try tmux.waitFor(text: "1 parcel")
        try tmux.send(keys: "L")
        let log = try tmux.waitFor(text: "intent ran")
        #expect(log.contains("Locker opens with locker://lockers/Station-Square"), "\(log)")
    }

    /// notisim on the Locker project in tmux, 110 columns by `rows`, its state under `scratch`, the app's permission
    /// prompt answered.
    static func openLocker(rows: Int, scratch: URL) throws -> Tmux {
        let tmux = try Tmux(cols: 110, rows: rows, environment: ["XDG_STATE_HOME": scratch.path, "TERM": "xterm-256color"])
        do {
            let binary = try TmuxBuiltProducts.path(of: "notisim")
            try tmux.start(command: "'\(binary)' --workspace '\(project.path)' --device iphone-15 --ephemeral; echo \"notisim exited $?\"; read line")
            try tmux.waitFor(text: "Would Like to Send You")
            try tmux.send(keys: "Enter")
            try tmux.waitUntil("the prompt is answered") { !$0.contains("Would Like to Send You") }
            return tmux
        } catch {
            tmux.kill()
            throw error
        }
    }

    /// A Live Activity push for the Locker app dated now (its hold window the hour from now), with its headers file.
    static func writePush(_ name: String, parcels: Int, into folder: URL) throws {
        let now = Date()
        let since2001 = Int(now.timeIntervalSinceReferenceDate)
        let event = name == "start"
            ? #""event": "start", "attributes-type": "LockerAttributes", "attributes": {"lockerName": "Station Square", "compartment": "B12"},"#
            : #""event": "update","#
        let payload = """
            {"Simulator Target Bundle": "com.example.locker", "aps": {"timestamp": \(Int(now.timeIntervalSince1970) + (name == "start" ? 0 : 10)), \(event)
             "content-state": {"parcels": \(parcels), "pickupBefore": \(since2001 + 3600), "holdWindow": [\(since2001), \(since2001 + 3600)]},
             "stale-date": \(Int(now.timeIntervalSince1970) + 1800)}}
            """
        try payload.write(to: folder.appendingPathComponent("\(name).apns"), atomically: true, encoding: .utf8)
        try #"{"apns-push-type": "liveactivity", "apns-topic": "com.example.locker.push-type.liveactivity"}"#
            .write(to: folder.appendingPathComponent("\(name).headers.json"), atomically: true, encoding: .utf8)
    }
}
