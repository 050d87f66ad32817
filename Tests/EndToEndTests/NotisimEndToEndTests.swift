import Foundation
import Testing
import TestSupport

/// The real `notisim` binary in a real terminal (tmux), as a person uses it.
@Suite("notisim in a terminal", .serialized, .tags(.e2e), .slowTier)
struct NotisimEndToEndTests {
    /// The demo workspace's files in this checkout.
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/NotiApp/Resources/DemoWorkspace")

    /// Starts notisim on the demo with no saved state, with `environment` (`NAME=value …`) added, and waits for
    /// `ready` on screen; the pane prints the exit status when it ends.
    private func launch(_ arguments: String = "", cols: Int = 110, rows: Int = 34, environment: String = "",
                        ready: String = "Event log") throws -> Tmux {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-e2e-\(UUID().uuidString)").path
        let tmux = try Tmux(cols: cols, rows: rows, environment: ["XDG_STATE_HOME": state, "TERM": "xterm-256color"])
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        try tmux.start(command: "printf 'shell before\\n'; env \(environment) '\(binary)' --ephemeral \(arguments); echo \"notisim exited $?\"; read line")
        try tmux.waitFor(text: ready)
        return tmux
    }

    /// Types a `:` command and runs it.
    private func command(_ tmux: Tmux, _ text: String) throws {
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: text)
        try tmux.send(keys: "Enter")
    }

    @Test("in a long look :os 13 switches the version without pressing its actions; Ctrl-C then quits as q does")
    func commandLineInLongLookAndControlC() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try tmux.send(keys: "]")
        _ = try tmux.waitFor(text: "Good Evening!")
        try tmux.send(keys: "Down")
        _ = try tmux.waitFor(text: "Like")
        try command(tmux, "os 13")
        let screen = try tmux.waitFor(text: "iOS 13")
        #expect(screen.contains("Like"), "the long look stays open")
        #expect(!screen.contains("ACTION_LIKE"))
        try tmux.send(keys: "C-c")
        _ = try tmux.waitFor(text: "notisim exited 0")
    }

    @Test("a banner arrives: Hello / Good Evening! after the clock jumps to its trigger")
    func bannerArrives() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try tmux.send(keys: "]")
        let screen = try tmux.waitFor(text: "Good Evening!")
        // iOS 15+ (the default is the newest): the title line carries the time; no app-name row above it.
        #expect(screen.split(separator: "\n").contains { $0.contains("Hello") && $0.contains("now") })
    }

    @Test("pulling the banner down on iOS 13 puts the attachment first; on iOS 15 the text comes first")
    func expandedOrderPerVersion() throws {
        for (os, imageFirst) in [("13", true), ("15", false)] {
            let tmux = try launch("--os \(os)")
            defer { tmux.kill() }
            try command(tmux, "schedule p now app=com.example.photos title=\"New Photo\" body=\"Jane Doe posted a new photo\" category=new-photo attach=\(Self.demo.path)/attachments/mountains.png")
            try tmux.waitFor(text: "Jane Doe posted")
            try tmux.send(keys: "Down")
            let screen = try tmux.waitFor(text: "Comment")
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            let title = lines.firstIndex { $0.contains("Jane Doe posted") } ?? -1
            let image = lines.firstIndex { $0.contains("▀▀▀▀▀▀▀▀▀▀") } ?? -1
            #expect(title >= 0 && image >= 0, "iOS \(os)")
            #expect((image < title) == imageFirst, "iOS \(os): image row \(image), title row \(title)")
        }
    }

    @Test("an action key reaches the app delegate and the event log")
    func action() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try command(tmux, "schedule post now app=com.example.LocalNotificationPractice title=Posted body=\"An image\" category=CATEGORY_IMAGE_POSTING")
        try tmux.waitFor(text: "An image")
        try tmux.send(keys: "Down")
        try tmux.waitFor(text: "1 Like")
        try tmux.send(keys: "1")
        try tmux.waitFor(text: "ACTION_LIKE")
    }

    @Test("a text-input action takes Korean text and sends it as userText")
    func koreanTextInput() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try command(tmux, "schedule c now app=com.example.photos title=\"New Photo\" body=\"Jane Doe posted a new photo\" category=new-photo")
        try tmux.waitFor(text: "Jane Doe posted")
        try tmux.send(keys: "Down")
        try tmux.waitFor(text: "Comment")
        try tmux.send(keys: "2")
        try tmux.waitFor(text: "Add a comment")
        try tmux.sendLiteral(text: "멋진 사진")
        try tmux.waitFor(text: "멋진 사진")
        try tmux.send(keys: "Enter")
        try tmux.waitFor(text: "userText \"멋진 사진\"")
    }

    /// Whether `row` holds the scalars of `text` one after another.
    private static func row(_ row: Substring, holds text: String) -> Bool {
        Array(row.unicodeScalars).contains(Array(text.unicodeScalars))
    }

    /// Whether this tmux draws `sequence` as one two-column glyph: where its cursor lands after printing it.
    private static func tmuxJoins(_ sequence: String) throws -> Bool {
        let tmux = try Tmux(cols: 20, rows: 3)
        defer { tmux.kill() }
        try tmux.start(command: "printf '%s|' '\(sequence)'; sleep 60")
        try tmux.waitFor(text: "|")
        return try tmux.format("#{cursor_x}") == "3"
    }

    @Test("whole grapheme clusters in the centre, the log and text input: skin tone, flag, ZWJ sequences, Korean and Japanese")
    func graphemeClustersDrawnWhole() throws {
        // What the terminal cannot join is left out so that the columns hold (tmux 3.3a gives a skin-tone modifier
        // cells of its own); a family longer than a curses cell keeps its first three persons (see CursesGlyph).
        let joinsModifiers = try Self.tmuxJoins("👋🏽"), joinsSequences = try Self.tmuxJoins("👨‍👩‍👧")
        let emoji = "🇰🇷 👨‍👩‍👧‍👦 👩🏽‍💻 👋🏽"
        let drawn = switch (joinsModifiers, joinsSequences) {
        case (true, true): "🇰🇷 👨‍👩‍👧 👩🏽‍💻 👋🏽"
        case (false, true): "🇰🇷 👨‍👩‍👧 👩‍💻 👋"
        case (true, false): "🇰🇷 👨 👩🏽 👋🏽"
        case (false, false): "🇰🇷 👨 👩 👋"
        }
        let tmux = try launch()
        defer { tmux.kill() }
        try command(tmux, "schedule e now app=com.example.photos title=\"회의가 있습니다\" subtitle=\"今日は会議です\" body=\"\(emoji)\" category=new-photo")
        let screen = try tmux.waitUntil("the banner shows the notification") { $0.split(separator: "\n").contains { $0.hasPrefix("││") && $0.contains("今日は会議です") } }
        let rows = screen.split(separator: "\n")
        for line in ["회의가 있습니다", "今日は会議です", drawn] {
            let row = try #require(rows.first { $0.hasPrefix("││ ") && Self.row($0, holds: line) }, "\(line): \(screen)")
            // iOS 15+ rows: the text starts right of the larger icon (docs/rules/presentation.md#card-layout-by-version).
            #expect(Self.row(row, holds: "   \(line) ") && row.contains("││ │"), "the frame after \(line) stays in its column: \(row)")
        }
        for cluster in drawn.split(separator: " ") {
            #expect(rows.filter { Self.row($0, holds: String(cluster)) }.count >= 2, "\(cluster) in the centre and the log: \(screen)")
        }
        try tmux.send(keys: "Down")
        try tmux.waitFor(text: "Comment")
        try tmux.send(keys: "2")
        try tmux.waitFor(text: "Add a comment")
        try tmux.sendLiteral(text: "typed " + emoji)
        let typed = try tmux.waitUntil("the comment field shows the emoji") { screen in
            screen.split(separator: "\n").contains { Self.row($0, holds: "typed " + drawn) }
        }
        let field = try #require(typed.split(separator: "\n").first { Self.row($0, holds: "typed ") })
        #expect(field.contains("Post ││ │"), "the field's row keeps its columns: \(field)")
    }

    @Test("at 80 columns with LANG=C the status line says the locale is not UTF-8, after keys too, and no item is cut")
    func localeNotUTF8At80Columns() throws {
        let tmux = try launch(cols: 80, rows: 24, environment: "LANG=C LC_ALL=C", ready: "q quit")
        defer { tmux.kill() }
        try tmux.send(keys: "l")
        try tmux.send(keys: "d")
        let screen = try tmux.waitUntil("locked with Do Not Disturb") { $0.contains("|  locked  |  Do Not Disturb") }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[0].hasSuffix("  |  not UTF-8  |  locked  |  Do Not Disturb"), "\(rows[0])")
        #expect(rows[23] == "Up/Down select | Space expand | Enter open | x clear | l unlock | ? help")
    }

    @Test("at 80×24 a Photos long look scrolls with PageDown to its actions and shows the text field it opens")
    func longLookScrollsAt80x24() throws {
        let tmux = try launch(cols: 80, rows: 24, ready: "iPhone 15")
        defer { tmux.kill() }
        try command(tmux, "schedule p now app=com.example.photos title=\"New Photo\" body=\"Jane Doe posted a new photo\" category=new-photo attach=\(Self.demo.path)/attachments/mountains.png")
        try tmux.waitFor(text: "Jane Doe posted")
        try tmux.send(keys: "Down")
        let top = try tmux.waitFor(text: "more below")
        #expect(!top.contains("Comment"))
        try tmux.send(keys: "PageDown")
        let bottom = try tmux.waitFor(text: "Comment")
        #expect(bottom.contains("more above"))
        try tmux.send(keys: "Home", "2")
        try tmux.waitFor(text: "Add a comment")
    }

    @Test("a group of three shows as one stack with a summary in Notification Centre")
    func groupOfThree() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        for n in ["first", "second", "third"] {
            try command(tmux, "schedule \(n) now app=com.example.photos title=\"New Photo\" body=\"\(n) beach\" thread=album")
            try tmux.waitFor(text: "\(n) beach")
        }
        try tmux.send(keys: "c")
        let screen = try tmux.waitFor(text: "2 more notifications")
        let device = screen.split(separator: "\n").map { String($0.prefix(48)) }.joined(separator: "\n")
        #expect(device.contains("third beach"))
        #expect(!device.contains("first beach"))
    }

    @Test("with Do Not Disturb on, a critical alert still breaks through with its sound")
    func criticalBreaksThrough() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try tmux.send(keys: "d")
        try tmux.waitFor(text: "Do Not Disturb")
        try command(tmux, "schedule quiet now app=com.example.photos title=Quiet body=\"should stay silent\"")
        try tmux.waitFor(text: "silenced by Do Not Disturb")
        try command(tmux, "push \(Self.demo.path)/pushes/glucose-critical.apns")
        let screen = try tmux.waitFor(text: "LOW BLOOD SUGAR")
        #expect(screen.contains("‼"))
        #expect(!screen.contains("should stay silent") || screen.contains("silenced"))
    }

    @Test("a resize redraws the layout at the new size, and a terminal too small gets a notice")
    func resize() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try tmux.resize(cols: 60, rows: 30)
        try tmux.waitUntil("the log pane leaves a narrow terminal") { !$0.contains("Event log") && $0.contains("iPhone") }
        try tmux.resize(cols: 30, rows: 8)
        try tmux.waitFor(text: "Terminal too small")
        try tmux.resize(cols: 110, rows: 34)
        try tmux.waitFor(text: "Event log")
    }

    @Test("q leaves the terminal as it was and exits 0")
    func quitRestoresTerminal() throws {
        let tmux = try launch()
        defer { tmux.kill() }
        try tmux.send(keys: "q")
        let screen = try tmux.waitFor(text: "notisim exited 0")
        #expect(screen.contains("shell before"))
        #expect(!screen.contains("Event log"))
    }

    @Test("an unknown terminal type gives one clear line and exit 1")
    func unknownTerminal() throws {
        let tmux = try Tmux(cols: 80, rows: 10, environment: ["TERM": "no-such-terminal"])
        defer { tmux.kill() }
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        try tmux.start(command: "TERM=no-such-terminal '\(binary)' --ephemeral; echo \"notisim exited $?\"; read line")
        let screen = try tmux.waitFor(text: "notisim exited 1")
        #expect(screen.contains("no-such-terminal"))
    }

    @Test("display-as on the iOS 16 lock screen: count shows \"2 Notifications\", ↑ lists them, stack piles them, list shows both")
    func lockScreenDisplayAs() throws {
        let tmux = try launch("--os 16")
        defer { tmux.kill() }
        /// The device pane only (the event log at the right repeats the scheduled texts).
        func device(_ screen: String) -> String {
            screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.prefix(49)) }.joined(separator: "\n")
        }
        func waitForDevice(_ description: String, _ condition: @escaping (String) -> Bool) throws -> String {
            device(try tmux.waitUntil(description) { condition(device($0)) })
        }
        // The clock stands still, so none of the demo's own launch-time notifications lands on the lock screen mid-test.
        try command(tmux, "pause")
        try command(tmux, "schedule a now app=com.example.photos title=\"First Photo\" body=\"Jane posted a photo\"")
        try tmux.waitFor(text: "Jane posted a photo")
        try command(tmux, "schedule b now app=com.example.LocalNotificationPractice title=Posted body=\"An image\"")
        try tmux.waitUntil("both delivered") { $0.components(separatedBy: "banner+list").count == 3 }
        try command(tmux, "lock")
        try command(tmux, "display-as count")
        var screen = try waitForDevice("the count line") { $0.contains("2 Notifications") }
        #expect(!screen.contains("An image") && !screen.contains("Jane posted a photo"))
        try tmux.send(keys: "Up")
        screen = try waitForDevice("both notifications listed") { $0.contains("An image") && $0.contains("Jane posted a photo") }
        #expect(!screen.contains("2 Notifications"))
        try command(tmux, "display-as stack")
        screen = try waitForDevice("the stack with one more under it") { $0.contains("1 more notification") }
        #expect(screen.contains("An image") && !screen.contains("Jane posted a photo"))
        try command(tmux, "display-as list")
        _ = try waitForDevice("the list") { $0.contains("An image") && $0.contains("Jane posted a photo") }
        try command(tmux, "display-as grid")
        try tmux.waitFor(text: "display-as: unknown display-as style \"grid\"; valid: count, stack, list")
    }
}
