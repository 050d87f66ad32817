import Foundation
import NotiCore

/// The lock screen's Display As setting (iOS 16+; docs/rules/presentation.md#lock-screen-display-as).
package enum LockScreenDisplay: String, Sendable, Hashable, CaseIterable {
    /// Only a line "N Notifications" at the bottom.
    case count
    /// The newest notification with the others piled behind it (the default).
    case stack
    /// Every notification listed, as before iOS 16.
    case list

    /// The setting a device starts with.
    package static let standard = LockScreenDisplay.stack

    /// The setting named `name` ("count", "stack", "list").
    package static func named(_ name: String) throws(ProfileLookupError) -> LockScreenDisplay {
        guard let display = LockScreenDisplay(rawValue: name.lowercased()) else {
            throw ProfileLookupError(kind: "display-as style", name: name, valid: allCases.map(\.rawValue))
        }
        return display
    }
}

/// The lock screen: date, time and the notifications list (previews follow the locked state).
package enum LockScreenView {
    /// Draws the lock screen `context.bannerColumns` wide and `rows` tall (default: the device's screen height in rows,
    /// capped by the terminal). On iOS 16+ the notifications sit at the bottom of the screen, drawn as `display` says
    /// until `revealed` (a key or swipe up shows them as a list). `focus` names the Focus that is on, shown above the
    /// date (docs/rules/focus.md#focus-modes).
    package static func render(_ model: CenterListModel, rows: Int? = nil, focus: String? = nil, display: LockScreenDisplay = .standard,
                              revealed: Bool = false, context: RenderContext) -> RenderedView {
        let columns = context.bannerColumns
        let screenRows = context.metrics.rows(forPoints: context.device.screenHeightPoints)
        let height = max(0, rows ?? min(screenRows, context.availableRows ?? screenRows))
        var grid = CellGrid(width: columns, height: height)
        var regions: [LayoutRegion] = []
        let (date, time) = clockTexts(context.now, timeZone: context.timeZone)
        if let focus, height > 0 {
            let line = TextWrapper.truncate("☾ " + focus, width: columns)
            let x = max(0, (columns - line.width) / 2)
            grid.write(line.text, x: x, y: 0, style: context.theme[.lockDate])
            regions.append(LayoutRegion(role: .lockFocus, rect: Rect(x: x, y: 0, width: line.width, height: 1), text: line.text))
        }
        if height > 1 {
            let line = TextWrapper.truncate(date, width: columns)
            let x = max(0, (columns - line.width) / 2)
            grid.write(line.text, x: x, y: 1, style: context.theme[.lockDate])
            regions.append(LayoutRegion(role: .lockDate, rect: Rect(x: x, y: 1, width: line.width, height: 1), text: line.text))
        }
        let big = BigDigits.lines(time)
        let bigWidth = big.first.map { TextWidth.columns(of: $0) } ?? 0
        let useBig = bigWidth <= columns && height > 8
        let clockLines = useBig ? big : [TextWrapper.truncate(time, width: columns).text]
        let clockWidth = useBig ? bigWidth : TextWidth.columns(of: clockLines[0])
        let clockX = max(0, (columns - clockWidth) / 2)
        for (index, line) in clockLines.enumerated() where 2 + index < height {
            grid.write(line, x: clockX, y: 2 + index, style: context.theme[.lockTime])
        }
        regions.append(LayoutRegion(role: .lockTime, rect: Rect(x: clockX, y: 2, width: clockWidth, height: clockLines.count), text: time))
        let listTop = 3 + clockLines.count
        guard height > listTop else { return RenderedView(grid: grid, regions: regions) }
        var locked = model
        locked.isLocked = true
        let shown = context.os.honoursLockScreenDisplayAs && !revealed ? display : .list
        let list = switch shown {
        case .list: CenterListView.render(locked, rows: height - listTop, context: context)
        case .stack: stack(locked, rows: height - listTop, context: context)
        case .count: count(locked, context: context)
        }
        let used = usedRows(list.grid)
        let offset = context.os.lockScreenListsFromBottom ? listTop + (height - listTop - used) : listTop
        grid.paste(cropped(list.grid, rows: used), x: 0, y: offset)
        regions += list.regions.map { $0.offsetBy(dx: 0, dy: offset) }
        return RenderedView(grid: grid, regions: regions)
    }

    /// Display As Stack: the newest notification leading one pile of all of them, with the count of the others
    /// under it (whatever app they come from, so no category's summary format).
    private static func stack(_ model: CenterListModel, rows: Int, context: RenderContext) -> RenderedView {
        // Newest first; notifications of the same moment keep the centre's order.
        let all = model.groups.flatMap(\.notifications).enumerated()
            .sorted { $0.element.date != $1.element.date ? $0.element.date > $1.element.date : $0.offset < $1.offset }.map(\.element)
        guard let lead = all.first else { return CenterListView.render(model, rows: rows, context: context) }
        let pile = NotificationGroup(id: "lock-stack", bundleID: lead.bundleID, notifications: all)
        let entry = CenterListView.renderEntry(lead, group: pile, collapsed: all.count > 1, model: model, context: context, crossApp: true)
        var grid = CellGrid(width: entry.grid.width, height: max(0, rows))
        grid.paste(entry.grid, x: 0, y: 0)
        return RenderedView(grid: grid, regions: entry.regions.filter { $0.rect.y < grid.height })
    }

    /// Display As Count: the line "N Notifications" centred (nothing when there are none).
    private static func count(_ model: CenterListModel, context: RenderContext) -> RenderedView {
        let total = model.groups.reduce(0) { $0 + $1.notifications.count }
        let columns = context.bannerColumns
        var grid = CellGrid(width: columns, height: 1)
        guard total > 0 else { return RenderedView(grid: grid, regions: []) }
        let line = TextWrapper.truncate(countLine(total), width: columns)
        let x = max(0, (columns - line.width) / 2)
        grid.write(line.text, x: x, y: 0, style: context.theme[.summary])
        return RenderedView(grid: grid, regions: [LayoutRegion(role: .summary, rect: Rect(x: x, y: 0, width: line.width, height: 1), text: line.text)])
    }

    /// "1 Notification", "3 Notifications".
    package static func countLine(_ count: Int) -> String { count == 1 ? "1 Notification" : "\(count) Notifications" }

    /// "Sunday, November 22" and "9:41" for a moment in a time zone.
    package static func clockTexts(_ now: Date, timeZone: TimeZone) -> (date: String, time: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.weekday, .month, .day, .hour, .minute], from: now)
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        let weekday = weekdays[((parts.weekday ?? 1) - 1 + 7) % 7]
        let month = months[((parts.month ?? 1) - 1 + 12) % 12]
        let minute = parts.minute ?? 0
        return ("\(weekday), \(month) \(parts.day ?? 1)", "\(parts.hour ?? 0):\(minute < 10 ? "0" : "")\(minute)")
    }

    /// Rows of a grid down to its last non-blank row.
    private static func usedRows(_ grid: CellGrid) -> Int {
        var last = 0
        for row in 0..<grid.height {
            for column in 0..<grid.width where grid[column, row].grapheme != " " { last = row + 1; break }
        }
        return last
    }

    private static func cropped(_ grid: CellGrid, rows: Int) -> CellGrid {
        var result = CellGrid(width: grid.width, height: rows)
        result.paste(grid, x: 0, y: 0)
        return result
    }
}

/// A three-row block font for the lock-screen clock.
enum BigDigits {
    static let glyphs: [Character: [String]] = [
        "0": ["█▀█", "█ █", "█▄█"], "1": ["▀█ ", " █ ", "▄█▄"], "2": ["▀▀█", "█▀▀", "█▄▄"], "3": ["▀▀█", " ▀█", "▄▄█"],
        "4": ["█ █", "▀▀█", "  █"], "5": ["█▀▀", "▀▀█", "▄▄█"], "6": ["█▀▀", "█▀█", "█▄█"], "7": ["▀▀█", "  █", "  █"],
        "8": ["█▀█", "█▀█", "█▄█"], "9": ["█▀█", "▀▀█", "▄▄█"], ":": [" ", "▀", "▀"],
    ]

    /// The three rows of `text` in the block font, glyphs one column apart (characters without a glyph are left out).
    static func lines(_ text: String) -> [String] {
        let shapes = text.compactMap { glyphs[$0] }
        return (0..<3).map { row in shapes.map { $0[row] }.joined(separator: " ") }
    }
}
