import Foundation
import NotiCore
import NotiLayout
import Testing
@testable import NotiApp
@testable import NotiAppCore

/// The log pane's lines kept between frames must be the lines a fresh wrap gives.
@Suite("Log pane lines kept between frames")
struct LogLineMemoTests {
    /// What the pane shows of `model` at `width`, wrapped afresh: every entry's time and text (all fit in 200 rows).
    static func fresh(_ model: AppModel, width: Int) -> [String] {
        model.log.entries.flatMap { entry in
            TextWrapper.wrap("\(CivilTime(entry.time, timeZone: model.system.scheduler.timeZone).timeText) \(entry.text)", width: width).map(\.text)
        }
    }

    @Test("drawn again, at another width and after more entries — two of them with the same text a second apart — the pane's lines are those of a fresh wrap")
    func keptLinesMatchAFreshWrap() throws {
        var model = try demoScript().model
        model.log = EventLog()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 0..<6 { model.log.append(LogEntry(time: start + Double(index), kind: .system, text: "entry \(index) delivered to the centre")) }
        for width in [48, 48, 20, 48] {
            #expect(AppView.visibleLogLines(model, width: width, height: 200).map(\.0) == Self.fresh(model, width: width), "width \(width)")
        }
        model.log.append(LogEntry(time: start + 10, kind: .user, text: "same text"))
        model.log.append(LogEntry(time: start + 11, kind: .user, text: "same text"))
        let lines = AppView.visibleLogLines(model, width: 48, height: 200).map(\.0)
        #expect(lines == Self.fresh(model, width: 48))
        #expect(lines.suffix(2) == ["22:13:30 same text", "22:13:31 same text"])
    }
}
