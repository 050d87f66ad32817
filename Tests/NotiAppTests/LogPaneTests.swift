import Foundation
import NotiLayout
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore

/// The event log pane's window: the newest entries that fit, moved forward in steps so a new entry usually lands in
/// free rows.
@Suite("Event log pane")
struct LogPaneTests {
    /// The pane's inner width beside the device at 100 columns.
    static let width = 48

    /// The demo with its log replaced by `count` entries of five rows each at the pane's width (the last of four), one
    /// second apart, at `rows` rows.
    static func model(entries count: Int, rows: Int) throws -> AppModel {
        var model = try demoScript().model
        _ = model.update(.resized(TerminalSize(cols: 100, rows: rows)))
        model.log = EventLog()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 0..<count {
            var text = "entry \(index)"
            while TextWrapper.wrap("00:00:00 \(text) delivered", width: width).count <= (index == count - 1 ? 4 : 5) { text += " delivered" }
            model.log.append(LogEntry(time: start + Double(index), kind: .system, text: text))
        }
        return model
    }

    /// The rows each entry of `model` takes in the pane.
    static func rows(of model: AppModel) -> [Int] {
        model.log.entries.map { TextWrapper.wrap("00:00:00 \($0.text)", width: width).count }
    }

    @Test("9 entries of 44 rows at 100×40, 100×44 and 100×50: the pane shows the newest ones and leaves at most a quarter of it free",
          arguments: [40, 44, 50])
    func nineEntriesAtEachHeight(rows: Int) throws {
        let model = try Self.model(entries: 9, rows: rows)
        #expect(Self.rows(of: model).reduce(0, +) == 44)
        let height = AppView.expandedViewportRows(model.size)
        let shown = AppView.visibleLogLines(model, width: Self.width, height: height)
        #expect(shown.last?.0.hasSuffix("delivered") == true, "the newest entry's last row")
        #expect(shown.contains { $0.0.contains("entry 8") })
        #expect(shown.count <= height && shown.count + height / 4 >= min(44, height - 4), "\(shown.count) of \(height) rows")
        if rows == 50 { #expect(shown.count == 44) }
        let screen = AppView.render(model, attachments: AttachmentReaders(image: { _ in .failure(ImageDecodingError("no images here")) }, mediaDuration: { _ in nil })).text()
        #expect(screen.contains("entry 8"), "the rendered pane at 100×\(rows)")
    }

    @Test("As entries arrive one by one, the window's first entry only moves forward and the pane is never more than a quarter free")
    func windowMovesForward() throws {
        var model = try Self.model(entries: 1, rows: 40)
        let height = AppView.expandedViewportRows(model.size)
        var previousFirst = 0
        for index in 1..<60 {
            model.log.append(LogEntry(time: Date(timeIntervalSince1970: 1_700_000_100 + Double(index)), kind: .system,
                                      text: "entry \(index) " + Array(repeating: "delivered", count: index % 3 == 0 ? 30 : 4).joined(separator: " ")))
            let shown = AppView.visibleLogLines(model, width: Self.width, height: height)
            let first = shown.first.flatMap { line in (0...index).last { line.0.contains("entry \($0) ") } } ?? -1
            let rows = Self.rows(of: model)
            #expect(first >= previousFirst, "after entry \(index)")
            #expect(shown.count + height / 4 >= min(rows.reduce(0, +), height - (rows.max()! - 1)),
                    "after entry \(index): \(shown.count) of \(height) rows")
            previousFirst = first
        }
    }
}
