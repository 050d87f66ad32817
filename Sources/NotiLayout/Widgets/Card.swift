import NotiCore

/// Shared drawing of cards: the framed, filled boxes banners, long looks and centre entries sit in.
enum Card {
    /// Fills `rect` with the card background and frames it; returns the content rectangle (frame and one column of padding removed).
    static func draw(_ rect: Rect, in grid: inout CellGrid, theme: Theme, selected: Bool = false) -> Rect {
        let cardStyle = theme[.card]
        grid.fill(rect, with: Cell(" ", style: Style(foreground: cardStyle.foreground, background: cardStyle.background)))
        var frameStyle = selected ? theme[.selection] : theme[.frame]
        if selected { frameStyle.bold = true }
        grid.frame(rect, style: frameStyle, heavy: selected)
        return Rect(x: rect.x + 2, y: rect.y + 1, width: max(0, rect.width - 4), height: max(0, rect.height - 2))
    }

    /// Numbers `buttons` on the bottom edge of the card framed by `rect`, as the digits press them: 1–9, then 0 for the
    /// tenth (a widget's or a Live Activity's buttons and links, which the keyboard presses as it presses actions).
    static func numberButtons(_ buttons: [String], framedBy rect: Rect, in grid: inout CellGrid, theme: Theme) {
        guard !buttons.isEmpty else { return }
        let numbered = buttons.prefix(10).enumerated().map { "\(($0.offset + 1) % 10) \($0.element)" }
        let width = max(0, rect.width - 2)
        let text = " " + numbered.joined(separator: " ")
        // A space after the last title where it fits, so the frame's line does not run into it.
        let line = TextWrapper.truncate(TextWidth.columns(of: text) < width ? text + " " : text, width: width).text
        grid.write(line, x: rect.x + 1, y: rect.maxY - 1, style: theme[.selection])
    }

    /// Draws a header row: icon (when given), name (the app's, or on iOS 15+ the title), optional mark, and text at
    /// the right (time or dismiss). Returns its regions.
    static func header(in row: Rect, grid: inout CellGrid, theme: Theme, icon: HeaderIcon?, name: (String, ThemeRole, LayoutRegion.Role),
                       mark: (String, ThemeRole)?, trailing: (String, ThemeRole, LayoutRegion.Role), identifier: String?) -> [LayoutRegion] {
        guard row.width > 0, row.height > 0 else { return [] }
        var regions: [LayoutRegion] = []
        let trailingLine = TextWrapper.truncate(trailing.0, width: max(0, row.width / 2))
        let trailingX = row.maxX - trailingLine.width
        var x = row.x
        if let icon {
            let iconDrawn = icon.draw(in: row, grid: &grid, style: theme[.icon])
            regions.append(LayoutRegion(role: .icon, rect: Rect(x: row.x, y: row.y, width: iconDrawn.width, height: 1), text: iconDrawn.text, identifier: identifier))
            x += iconDrawn.width + 1
        }
        if let mark {
            let markLine = TextWrapper.truncate(mark.0, width: max(0, trailingX - x - 1))
            if markLine.width > 0 {
                grid.write(markLine.text, x: x, y: row.y, style: theme[mark.1], clip: row)
                regions.append(LayoutRegion(role: .mark, rect: Rect(x: x, y: row.y, width: markLine.width, height: 1), text: markLine.text, identifier: identifier))
                x += markLine.width + 1
            }
        }
        let nameLine = TextWrapper.truncate(name.0, width: max(0, trailingX - x - 1))
        if nameLine.width > 0 {
            grid.write(nameLine.text, x: x, y: row.y, style: theme[name.1], clip: row)
            regions.append(LayoutRegion(role: name.2, rect: Rect(x: x, y: row.y, width: nameLine.width, height: 1), text: nameLine.text, identifier: identifier))
        }
        if trailingLine.width > 0, trailingX >= x {
            grid.write(trailingLine.text, x: trailingX, y: row.y, style: theme[trailing.1], clip: row)
            regions.append(LayoutRegion(role: trailing.2, rect: Rect(x: trailingX, y: row.y, width: trailingLine.width, height: 1), text: trailingLine.text, identifier: identifier))
        }
        return regions
    }

    /// Writes wrapped lines with a role's style; returns the region (nil when there is nothing).
    static func lines(_ lines: [WrappedLine], at origin: (x: Int, y: Int), width: Int, grid: inout CellGrid, style: Style,
                      role: LayoutRegion.Role, identifier: String?) -> LayoutRegion? {
        guard !lines.isEmpty else { return nil }
        let clip = Rect(x: origin.x, y: origin.y, width: width, height: lines.count)
        for (index, line) in lines.enumerated() {
            grid.write(line.text, x: origin.x, y: origin.y + index, style: style, clip: clip)
        }
        return LayoutRegion(role: role, rect: clip, text: lines.map(\.text).joined(separator: "\n"), identifier: identifier)
    }

    /// The interruption mark shown in a header on profiles with interruption levels: ‼ critical, ⏱ time sensitive.
    static func interruptionMark(_ content: NotificationContent, os: OSProfile) -> (String, ThemeRole)? {
        if content.sound?.isCritical == true || (os.supportsInterruptionLevels && content.interruptionLevel == .critical) {
            return ("‼", .critical)
        }
        guard os.supportsInterruptionLevels, content.interruptionLevel == .timeSensitive else { return nil }
        return ("Time Sensitive", .timeSensitive)
    }

    /// The name a header shows and its style: a communication notification's sender (or group) as its title
    /// (docs/rules/focus.md#communication-notifications), else the app's name as the profile writes it.
    static func headerName(_ app: SimulatedApp, content: NotificationContent, os: OSProfile) -> (String, ThemeRole, LayoutRegion.Role) {
        if let intent = content.communication { return (intent.title, .title, .appName) }
        return (appName(app.displayName, os: os), .appName, .appName)
    }

    /// A call's mark, else the interruption mark.
    static func mark(_ content: NotificationContent, os: OSProfile) -> (String, ThemeRole)? {
        if content.communication?.kind == .call { return ("☎ Call", .timeSensitive) }
        return interruptionMark(content, os: os)
    }

    /// The app name as the profile writes it (capitals on iOS ≤ 14).
    static func appName(_ name: String, os: OSProfile) -> String { os.uppercasesAppName ? name.uppercased() : name }
}
