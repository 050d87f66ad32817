import Foundation
import Testing
import TestSupport

/// `notisim open` on an Xcode 16 project (folders, a SwiftUI app) whose content extension is written in SwiftUI and
/// hosted in a `UIHostingController`, driven from tmux as a person would (docs/rules/apple-frameworks.md#swiftui-in-content-extensions).
@Suite("A SwiftUI content extension in an Xcode project, in a terminal (slow)", .serialized, .tags(.e2e), .slowTier)
struct SwiftUIProjectTmuxTests {
    static let fixture = CommandLineTests.root.appendingPathComponent("Tests/Fixtures/AppleFrameworks/PostcardsProject")

    @Test("notisim open on a project whose content extension is SwiftUI: the notification's long look builds it and draws its own view (title, body, picture, divider, button, progress bar); Tab and Enter press its SwiftUI button and its @State redraws the view")
    func swiftUIContentExtensionInAProject() throws {
        let scratch = OpenProjectTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let check = try CommandLineTests.notisim(["import", "--check", Self.fixture.path], stateHome: scratch.appendingPathComponent("state").path,
                                                 environment: ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path])
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.output.contains("content extension PostcardContent: com.example.postcards.PostcardContent"), "\(check.output)")
        #expect(check.output.contains("Apple frameworks: SwiftUI, UIKit, UserNotifications, UserNotificationsUI (notisim's)"), "\(check.output)")
        let tmux = try ProjectExtensionBuildTests.open(Self.fixture, scratch: scratch, cols: 160)
        defer { tmux.kill() }
        let picture = ServiceExtensionSourceTests.helloPNG.path
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: "schedule Lisbon now app=com.example.postcards title=\"Greetings from Lisbon\" "
            + "body=\"Sunny all week, the trams are as yellow as you said.\" category=postcard attach=\(picture)")
        try tmux.send(keys: "Enter")
        _ = try tmux.waitUntil("the banner shows") { OpenProjectTests.deviceRows($0, holding: "Greetings from Lisbon") }
        try tmux.send(keys: "Down")
        try tmux.send(keys: "Space")
        let longLook = try tmux.waitUntil("the long look draws the SwiftUI view", timeout: .seconds(240)) { screen in
            ["Greetings from Lisbon", "♡", "Like", "━━━━━─────", "─────────────"].allSatisfy { OpenProjectTests.deviceRows(screen, holding: $0) }
        }
        #expect(!longLook.contains("does not build"), "\(longLook)")
        #expect(OpenProjectTests.deviceRows(longLook, holding: "Sunny all week, the trams are as yellow as"), "\(longLook)")
        #expect(longLook.components(separatedBy: "▀▀▀▀▀▀▀▀▀▀").count > 3, "the picture is drawn: \(longLook)")
        try tmux.send(keys: "Tab")
        try tmux.send(keys: "Tab")
        try tmux.send(keys: "Enter")
        _ = try tmux.waitUntil("the button's action redraws the view") { screen in
            ["♥ liked", "Unlike", "━━━━━━━━━━"].allSatisfy { OpenProjectTests.deviceRows(screen, holding: $0) }
        }
    }
}
