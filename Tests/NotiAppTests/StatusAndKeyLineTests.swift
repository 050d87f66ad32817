import Foundation
import NotiLayout
import Testing
@testable import NotiApp
@testable import NotiAppCore

/// The status line (top) and the key hints (bottom) at every width: whole items, the most important kept longest.
@Suite("Status line and key hints")
struct StatusAndKeyLineTests {
    /// The demo at `cols`×24, locked, with Do Not Disturb on.
    static func lockedWithFocus(cols: Int) throws -> AppModel {
        let (runner, outcome) = try runDemo("size \(cols)x24\nlock\nfocus on")
        #expect(outcome.passed, "\(String(describing: outcome.failure))")
        return runner.model
    }

    static func rows(_ model: AppModel) -> [String] {
        AppView.render(model, attachments: AttachmentReaders(image: { _ in .failure(ImageDecodingError("no images here")) }, mediaDuration: { _ in nil })).text()
            .split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    }

    @Test("items are left out or shortened by priority, lowest first, never cut")
    func fitting() {
        let parts = [LinePart("one", priority: 1), LinePart("clock 12:00:00", short: "12:00", priority: 5),
                     LinePart("locked", priority: 4), LinePart("Do Not Disturb", short: "DND", priority: 3)]
        #expect(PriorityLine.fit(parts, separator: " · ", width: 60) == "one · clock 12:00:00 · locked · Do Not Disturb")
        #expect(PriorityLine.fit(parts, separator: " · ", width: 40) == "clock 12:00:00 · locked · Do Not Disturb")
        #expect(PriorityLine.fit(parts, separator: " · ", width: 30) == "clock 12:00:00 · locked · DND")
        #expect(PriorityLine.fit(parts, separator: " · ", width: 20) == "clock 12:00:00")
        #expect(PriorityLine.fit(parts, separator: " · ", width: 10) == "12:00")
        #expect(PriorityLine.fit(parts, separator: " · ", width: 4) == "")
    }

    @Test("at 80 columns the status line keeps the lock and Do Not Disturb whole, and the key line its most useful keys")
    func eightyColumns() throws {
        let rows = Self.rows(try Self.lockedWithFocus(cols: 80))
        #expect(rows[0].trimmingCharacters(in: .whitespaces) == "notisim demo  ·  2023-11-14 22:13:20  ·  🔒 locked  ·  ☾ Do Not Disturb")
        #expect(rows[23].trimmingCharacters(in: .whitespaces) == "↑↓ select · Space expand · Enter open · x clear · l unlock · ? help")
    }

    @Test("from 40 to 160 columns every item of both lines is shown whole or not at all", arguments: [40, 52, 61, 70, 80, 95, 120, 160])
    func wholeItems(cols: Int) throws {
        var model = try Self.lockedWithFocus(cols: cols)
        for unicode in [true, false] {
            _ = model.update(.attached(model.size, unicode: unicode, clock: model.clockStatus))
            let rows = Self.rows(model)
            let lines = [(rows[0], AppView.statusParts(model), unicode ? "  ·  " : "  |  "),
                         (rows[rows.count - 1], AppView.keyHints(model), unicode ? " · " : " | ")]
            for (row, parts, separator) in lines {
                let allowed = Set(parts.flatMap { [$0.text] + ($0.short.map { [$0] } ?? []) })
                let shown = row.trimmingCharacters(in: .whitespaces).components(separatedBy: separator)
                #expect(shown.allSatisfy { allowed.contains($0) }, "\(cols) columns: \(row)")
                #expect(TextWidth.columns(of: row) <= cols)
            }
        }
    }

    @Test("without UTF-8 the status line says so, in ASCII, and keeps saying it")
    func localeNotUTF8() throws {
        var model = try Self.lockedWithFocus(cols: 80)
        _ = model.update(.attached(model.size, unicode: false, clock: model.clockStatus))
        let status = Self.rows(model)[0].trimmingCharacters(in: .whitespaces)
        #expect(status == "2023-11-14 22:13:20  |  not UTF-8  |  locked  |  Do Not Disturb")
        model.system.device.isLocked = false
        model.system.device.focusActive = false
        #expect(Self.rows(model)[0].trimmingCharacters(in: .whitespaces)
            == "2023-11-14 22:13:20  |  locale not UTF-8: ASCII only, set LANG=C.UTF-8")
        let keys = Self.rows(model)[23]
        #expect(keys.allSatisfy { $0.isASCII }, "\(keys)")
    }
}
