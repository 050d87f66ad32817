import Foundation
import NotiCore
import NotiLayout
import NotiTerminalPort
import NotiWorkspace

/// Draws the whole screen from the model: status line, the device (home or lock screen with banners, Notification
/// Centre, settings), the expanded view, the event log pane, overlays and the key line. Pure.
package enum AppView {
    /// Below this the layout cannot be shown; a notice asks for a larger terminal.
    package static let minimumSize = TerminalSize(cols: 40, rows: 12)
    /// From this width the event log stands beside the device.
    static let sideLogMinimumWidth = 40

    /// The screen for the model at its terminal size.
    package static func render(_ model: AppModel, attachments: AttachmentReaders)
        -> CellGrid {
        frame(model, attachments: attachments).grid
    }

    /// The screen for the model at its terminal size, and the long look's first row on it (the row the model asks for
    /// moved into range and onto the focus; nil without a long look on screen).
    package static func frame(_ model: AppModel, attachments: AttachmentReaders)
        -> (grid: CellGrid, longLookFirstRow: Int?) {
        let size = model.size
        var grid = CellGrid(width: size.cols, height: size.rows)
        guard size.cols >= minimumSize.cols, size.rows >= minimumSize.rows else {
            return (tooSmall(size), nil)
        }
        let theme = model.theme
        let context = renderContext(model, attachments: attachments)
        let longLook = model.expanded.flatMap { scrolledLongLook(model, $0, context: context) }
        let deviceWidth = context.bannerColumns + 2
        drawStatusLine(model, into: &grid)
        let body = Rect(x: 0, y: 1, width: size.cols, height: size.rows - 2)

        if model.screen == .log {
            drawLog(model, into: &grid, area: body, title: "Event log — Esc to return")
        } else {
            let deviceArea = Rect(x: 0, y: body.y, width: min(deviceWidth, size.cols), height: body.height)
            grid.frame(deviceArea, style: theme[.frame])
            grid.write(" \(model.device.displayName) · iOS \(model.os.majorVersion) ", x: 2, y: deviceArea.y, style: theme[.frame])
            let inner = deviceArea.inset(by: 1)
            drawDevice(model, context: context, longLook: longLook?.view, into: &grid, area: inner)
            drawPermissionPrompt(model, into: &grid, area: inner)
            let logWidth = size.cols - deviceArea.width - 1
            if logWidth >= sideLogMinimumWidth {
                drawLog(model, into: &grid, area: Rect(x: deviceArea.maxX + 1, y: body.y, width: logWidth, height: body.height), title: "Event log")
            }
        }
        drawOverlay(model, into: &grid, area: body)
        drawKeyLine(model, scrolls: longLook?.viewport.scrolls ?? false, into: &grid, y: size.rows - 1)
        return (grid, longLook?.viewport.offset)
    }

    /// Lines of the `?` overlay the screen shows: the body less the row above the box and its frame.
    static func helpVisibleLines(_ size: TerminalSize) -> Int { max(1, size.rows - 5) }

    /// Rows the device shows inside its frame (the long look's window): the terminal less the status line, the
    /// frame and the key line.
    static func expandedViewportRows(_ size: TerminalSize) -> Int { size.rows - 4 }

    /// The long look in its window on the device, from the row the model asks for, kept on the focus.
    static func scrolledLongLook(_ model: AppModel, _ expanded: ExpandedState, context: RenderContext)
        -> (view: RenderedView, viewport: ExpandedViewport)? {
        guard let viewModel = expandedModel(model, expanded) else { return nil }
        return ExpandedView.render(viewModel, context: context, rows: expandedViewportRows(model.size), offset: expanded.scrollOffset)
    }

    /// The layout engine's context for the model on its terminal: the width inside the device frame, the rows under
    /// the status line.
    static func renderContext(_ model: AppModel, attachments: AttachmentReaders)
        -> RenderContext {
        let columns = model.size.cols - 2, rows = model.size.rows - 3
        return RenderContext(os: model.os, device: model.device, metrics: model.metrics, theme: model.theme, now: model.now,
                             timeZone: model.system.scheduler.timeZone, availableColumns: max(10, columns), availableRows: max(4, rows),
                             imageCellStyle: model.theme.name == "mono" ? .shading : .halfBlocks, loadImage: attachments.image,
                             mediaDuration: attachments.mediaDuration)
    }

    private static func tooSmall(_ size: TerminalSize) -> CellGrid {
        var grid = CellGrid(width: size.cols, height: size.rows)
        let lines = ["Terminal too small", "(\(size.cols)×\(size.rows))", "need \(minimumSize.cols)×\(minimumSize.rows)", "q quits"]
        for (index, line) in lines.enumerated() where index < size.rows {
            grid.write(line, x: 0, y: index, style: Style(bold: index == 0))
        }
        return grid
    }

    // MARK: - Status line

    private static func drawStatusLine(_ model: AppModel, into grid: inout CellGrid, y: Int = 0) {
        let theme = model.theme
        grid.fill(Rect(x: 0, y: y, width: grid.width, height: 1), with: Cell(" ", style: theme[.selection]))
        let line = PriorityLine.fit(statusParts(model), separator: model.unicode ? "  ·  " : "  |  ", width: grid.width - 1)
        grid.write(" " + line, x: 0, y: y, style: theme[.selection])
    }

    /// What the status line says, most important kept longest: the clock, the lock and Focus, a locale that is not
    /// UTF-8, the banners waiting, the sound playing, the clock's speed, the app in the foreground, the workspace, the program's name.
    static func statusParts(_ model: AppModel) -> [LinePart] {
        let clock = clockText(model)
        var parts = [LinePart("notisim", priority: 1), LinePart(model.workspace.name, priority: 2),
                     LinePart(clock, short: String(clock.suffix(8)), priority: 10)]
        if !model.unicode { parts.append(LinePart("locale not UTF-8: ASCII only, set LANG=C.UTF-8", short: "not UTF-8", priority: 8)) }
        if model.clockStatus.paused {
            parts.append(LinePart("paused", priority: 6))
        } else if model.clockStatus.speed != 1 {
            parts.append(LinePart("×\(formatSpeed(model.clockStatus.speed))", priority: 6))
        }
        if model.system.device.isOffline { parts.append(model.unicode ? LinePart("✈ offline", short: "✈", priority: 9) : LinePart("offline", priority: 9)) }
        if model.system.device.isLocked { parts.append(model.unicode ? LinePart("🔒 locked", short: "🔒", priority: 9) : LinePart("locked", priority: 9)) }
        if let focus = model.focusDisplayName {
            let short = focus == FocusMode.doNotDisturb.name ? "DND" : focus
            parts.append(LinePart(model.unicode ? "☾ \(focus)" : focus, short: model.unicode ? "☾ \(short)" : short, priority: 9))
        }
        // docs/rules/presentation.md#banner-queue: banners held back by the one on screen are counted, not invisible.
        let waiting = model.bannerQueue.waiting.count
        if waiting > 0 {
            parts.append(LinePart("\(waiting) banner\(waiting == 1 ? "" : "s") waiting", short: "+\(waiting) waiting", priority: 8))
        }
        if let foreground = model.appIDs.first(where: { model.system.app($0)?.isForeground == true }) {
            parts.append(LinePart("fg: \(model.system.app(foreground)?.app.displayName ?? foreground)", priority: 5))
        }
        // docs/rules/focus.md#ringtone-sounds: a ringtone is named for as long as the call rings.
        if let sound = model.sound, model.now.timeIntervalSince(sound.at) < (sound.playback.ringtone ? callRingingSeconds : 5) {
            let name = sound.playback.ringtone ? "ringtone" : sound.playback.name ?? "default"
            let mark = sound.playback.critical ? "‼ " : ""
            let volume = sound.playback.critical ? " vol \(Int((sound.playback.volume * 100).rounded()))%" : ""
            let note = model.unicode ? "♪" : "sound:"
            parts.append(LinePart("\(note) \(mark)\(name)\(volume)", short: "\(note) \(mark)\(name)", priority: 7))
        }
        return parts
    }

    static func clockText(_ model: AppModel) -> String {
        CivilTime(model.now, timeZone: model.system.scheduler.timeZone).dateTimeText
    }

    private static func formatSpeed(_ speed: Double) -> String {
        speed.rounded() == speed ? String(Int(speed)) : String(speed)
    }

    // MARK: - Device

    private static func drawDevice(_ model: AppModel, context: RenderContext, longLook: RenderedView?, into grid: inout CellGrid, area: Rect) {
        let theme = model.theme
        var content = CellGrid(width: area.width, height: area.height)
        switch model.screen {
        case .center:
            content.write("Notification Centre", x: 1, y: 0, style: theme[.appName])
            let list = CenterListView.render(centerModel(model), rows: area.height - 1, context: context)
            content.paste(list.grid, x: 0, y: 1)
            if !model.hasCenterRows { content.write("No Older Notifications", x: 1, y: 2, style: theme[.placeholder]) }
        case .settings:
            drawSettings(model, into: &content)
        case .widgets:
            drawWidgetPage(model, context: context, into: &content)
        case .device, .log:
            if model.displayIsDark {
                drawDarkScreen(model, into: &content)
                break
            } else if model.system.device.isLocked {
                content.paste(lockScreenWithLiveActivities(model, rows: area.height, context: context), x: 0, y: 0)
                if model.device.hasDynamicIsland { drawLiveActivityAlert(model, context: context, into: &content) }
            } else {
                drawHome(model, context: context, into: &content)
                drawIsland(model, context: context, into: &content)
                drawLiveActivityAlert(model, context: context, into: &content)
            }
            if let card = model.summary.card, model.visibleBanner == nil {
                content.paste(SummaryCardView.render(summaryCardModel(model, card), context: context).grid, x: 0, y: 0)
            }
            if let banner = model.visibleBanner, let notification = model.system.delivered(banner.bundleID, banner.identifier),
               let record = model.system.app(banner.bundleID) {
                let view = BannerView.render(bannerModel(notification, record: record, isLocked: model.system.device.isLocked), context: context)
                content.paste(view.grid, x: 0, y: 0)
            }
        }
        if let view = longLook {
            var backdrop = content
            backdrop.restyle(backdrop.bounds) { $0.dim = true }
            content = backdrop
            content.paste(view.grid, x: 0, y: 0)
        }
        grid.paste(content, x: area.x, y: area.y)
    }

    /// What a banner shows: with the app's registered categories and its Show Previews setting applied
    /// (docs/rules/presentation.md#hidden-previews-on-every-surface).
    static func bannerModel(_ notification: DeliveredNotification, record: AppRecord, isLocked: Bool) -> BannerModel {
        let hidden = CenterListView.previewsHidden(record.settings, isLocked: isLocked)
        let thread = notification.content.threadIdentifier
        let threadCount = hidden ? record.delivered.reduce(0) { $0 + ($1.content.threadIdentifier == thread ? 1 : 0) } : 1
        return BannerModel(notification: notification, app: shownApp(record), previewsHidden: hidden, threadCount: max(1, threadCount))
    }

    static func summaryCardModel(_ model: AppModel, _ card: SummaryCard) -> SummaryCardModel {
        var apps: [String: SimulatedApp] = [:]
        for group in card.groups { if let record = model.system.app(group.bundleID) { apps[group.bundleID] = shownApp(record) } }
        return SummaryCardModel(card: card, apps: apps)
    }

    /// The app as the system shows it: its name and icon (glyph and image) with the categories it registered.
    private static func shownApp(_ record: AppRecord) -> SimulatedApp {
        var app = record.app
        app.categories = record.registeredCategories
        return app
    }

    static func centerModel(_ model: AppModel) -> CenterListModel {
        var apps: [String: SimulatedApp] = [:], settings: [String: AppNotificationSettings] = [:]
        for id in model.appIDs {
            guard let record = model.system.app(id) else { continue }
            apps[id] = shownApp(record)
            settings[id] = record.settings
        }
        // The centre's rows are selectable in Notification Centre and on the lock screen, which lists the same rows.
        let selectable = model.screen == .center || (model.screen == .device && model.system.device.isLocked)
        let selected = selectable ? model.selectedCenterRow : nil
        let groups = model.centerGroups
        // The list scrolls only as far as the selection needs, so the newest stay in view while there is room
        // (docs/rules/presentation.md#notification-centre-and-lock-screen).
        let keptInView = selected.flatMap { row in groups.firstIndex { $0.id == row.groupID } }
        let controlsSelected = selected?.isStackControls == true
        var center = CenterListModel(groups: groups, apps: apps, settings: settings, expandedGroupID: model.expandedGroup,
                                     selectedNotificationID: controlsSelected ? nil : selected?.notification.id, isLocked: model.system.device.isLocked,
                                     keptInView: keptInView, stackControlsSelected: controlsSelected)
        center.cards = (model.cardMemo, model.system.revision)
        return center
    }

    static func expandedModel(_ model: AppModel, _ expanded: ExpandedState) -> ExpandedViewModel? {
        guard let notification = model.system.delivered(expanded.bundleID, expanded.identifier),
              let record = model.system.app(expanded.bundleID) else { return nil }
        let category = record.category(notification.content.categoryIdentifier)
        let open = expanded.contentExtension
        return ExpandedViewModel(notification: notification, app: record.app, category: category,
                                 extensionAttributes: open?.definition.attributes, extensionState: open?.state,
                                 selectedAction: expanded.selectedAction, textInput: expanded.textInput,
                                 customAreaFocused: open?.customAreaFocused ?? false)
    }

    private static func drawHome(_ model: AppModel, context: RenderContext, into grid: inout CellGrid) {
        let theme = model.theme
        let cellWidth = 12
        let perRow = max(1, grid.width / cellWidth)
        for (index, id) in model.appIDs.enumerated() {
            guard let record = model.system.app(id) else { continue }
            let x = (index % perRow) * cellWidth + 1
            let y = 3 + (index / perRow) * 4
            let selected = index == model.selectedAppIndex
            let iconStyle = selected ? theme[.selection] : theme[.icon]
            // The app's own icon, as its banners and centre rows draw it (docs/rules/xcode.md#app-icon).
            grid.write("    ", x: x + 3, y: y, style: iconStyle)
            _ = HeaderIcon(shownApp(record), context: context).draw(in: Rect(x: x + 4, y: y, width: HeaderIcon.columns, height: 1),
                                                                   grid: &grid, style: iconStyle)
            if record.badge > 0 && record.settings.badges {
                grid.write(record.badge > 99 ? "99+" : String(record.badge), x: x + 7, y: y - 1, style: theme[.critical])
            }
            let name = TextWrapper.truncate(record.app.displayName, width: cellWidth - 1)
            grid.write(name.text, x: x + max(0, (cellWidth - 1 - name.width) / 2), y: y + 1, style: selected ? theme[.selection] : theme[.body])
        }
    }

    private static func drawSettings(_ model: AppModel, into grid: inout CellGrid) {
        let theme = model.theme
        if case .time(let selected)? = model.summary.settingsSelection {
            drawSummaryTimes(model, selected: selected, into: &grid)
            return
        }
        guard let page = model.navigation.settingsPage, let id = model.currentAppID, let record = model.system.app(id) else {
            grid.write("Settings › Notifications", x: 1, y: 0, style: theme[.appName])
            // iOS 15+: the device's Scheduled Summary above the apps (docs/rules/summary.md#scheduled-summary).
            let first = model.system.os.supportsScheduledSummary ? 3 : 2
            if model.system.os.supportsScheduledSummary {
                let style = model.summary.settingsSelection == .entry ? theme[.selection] : theme[.body]
                let times = model.system.summarySchedule.text
                grid.write(" ◷ Scheduled Summary", x: 1, y: 2, style: style)
                grid.write(times, x: max(2, grid.width - times.count - 2), y: 2, style: theme[.time])
            }
            for (index, id) in model.appIDs.enumerated() {
                guard let record = model.system.app(id) else { continue }
                let style = index == model.selectedAppIndex && model.summary.settingsSelection == nil ? theme[.selection] : theme[.body]
                let status = record.settings.allowNotifications ? record.settings.authorizationStatus.rawValue : "off"
                grid.write(" \(record.app.iconGlyph) \(record.app.displayName)", x: 1, y: first + index, style: style)
                grid.write(status, x: max(2, grid.width - status.count - 2), y: first + index, style: theme[.time])
            }
            return
        }
        grid.write("‹ \(record.app.displayName)", x: 1, y: 0, style: theme[.appName])
        grid.write("authorization: \(record.settings.authorizationStatus.rawValue)", x: 1, y: 1, style: theme[.time])
        let rows = SettingsRow.rows(for: record.app, os: model.os)
        let selected = page.index(in: rows)
        for (index, item) in rows.enumerated() {
            let y = 3 + index
            let style = index == selected ? theme[.selection] : theme[.body]
            grid.fill(Rect(x: 1, y: y, width: grid.width - 2, height: 1), with: Cell(" ", style: style))
            grid.write(item.rawValue, x: 2, y: y, style: style)
            let value = item.value(in: record.settings)
            grid.write(value, x: max(2, grid.width - value.count - 2), y: y, style: style)
        }
    }

    /// The Scheduled Summary page: one line per time, "1st Summary … 08:00", the selected one highlighted.
    private static func drawSummaryTimes(_ model: AppModel, selected: Int, into grid: inout CellGrid) {
        let theme = model.theme
        let minutes = model.system.summarySchedule.minutes
        grid.write("‹ Scheduled Summary", x: 1, y: 0, style: theme[.appName])
        grid.write("\(minutes.count) of \(SummarySchedule.maximumTimes) a day", x: 1, y: 1, style: theme[.time])
        for (index, minute) in minutes.enumerated() {
            let y = 3 + index
            let style = index == selected ? theme[.selection] : theme[.body]
            grid.fill(Rect(x: 1, y: y, width: grid.width - 2, height: 1), with: Cell(" ", style: style))
            grid.write("\(ordinal(index + 1)) Summary", x: 2, y: y, style: style)
            let time = SummarySchedule.clockText(minute)
            grid.write(time, x: max(2, grid.width - time.count - 2), y: y, style: style)
        }
    }

    /// "1st", "2nd", "3rd", "4th" … "12th".
    static func ordinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }

    // MARK: - Log

    private static func drawLog(_ model: AppModel, into grid: inout CellGrid, area: Rect, title: String) {
        let theme = model.theme
        grid.frame(area, style: theme[.frame])
        grid.write(" \(title) ", x: area.x + 2, y: area.y, style: theme[.frame])
        let inner = area.inset(by: 1)
        guard inner.height > 0 else { return }
        let styled = visibleLogLines(model, width: inner.width, height: inner.height)
        for (row, line) in styled.enumerated() {
            grid.write(line.0, x: inner.x, y: inner.y + row, style: line.1, clip: inner)
        }
    }

    /// The log lines the pane shows: the newest entries that fit. So that a new entry usually lands in free rows below
    /// instead of scrolling every line (fewer cells to rewrite on the terminal), the window starts at an entry whose
    /// number is a multiple of a quarter pane's rows, else of the largest half, quarter… of that whose step leaves at
    /// most a quarter pane free, and never past the newest entry (docs/rules/terminal.md#the-event-log-pane).
    static func visibleLogLines(_ model: AppModel, width: Int, height: Int) -> [(String, Style)] {
        let theme = model.theme
        let entries = model.log.entries
        let firstIndex = model.log.totalCount - entries.count
        var wrapped: [[(String, Style)]] = []
        var used = 0
        var minimumStart = entries.count
        for entry in entries.reversed() {
            let style: Style = entry.kind == .error ? theme[.critical] : entry.kind == .delegate ? theme[.title] : entry.kind == .user ? theme[.time] : theme[.body]
            let lines = model.logLineMemo.lines(of: entry, width: width, timeZone: model.system.scheduler.timeZone) {
                TextWrapper.wrap("\(timeOfDay(entry.time, model)) \(entry.text)", width: width).map(\.text)
            }.map { ($0, style) }
            // The newest entry alone taller than the pane: its first lines.
            guard used + lines.count <= height else {
                if wrapped.isEmpty { return Array(lines.prefix(height)) }
                break
            }
            used += lines.count
            wrapped.insert(lines, at: 0)
            minimumStart -= 1
        }
        guard minimumStart > 0 || firstIndex > 0 else { return Array(wrapped.joined()) }
        let quarter = max(1, height / 4)
        let absoluteMinimum = firstIndex + minimumStart
        var step = quarter
        var skip = 0
        while step > 1 {
            let candidate = (absoluteMinimum + step - 1) / step * step - absoluteMinimum
            if candidate < wrapped.count, wrapped.prefix(candidate).reduce(0, { $0 + $1.count }) <= quarter {
                skip = candidate
                break
            }
            step /= 2
        }
        return Array(wrapped.dropFirst(skip).joined())
    }

    private static func timeOfDay(_ date: Date, _ model: AppModel) -> String {
        CivilTime(date, timeZone: model.system.scheduler.timeZone).timeText
    }

    // MARK: - Overlays and key line

    /// The permission prompt waiting first, as iOS's alert: the title with the app's name, the message, and the
    /// buttons (side by side when two, stacked when three), the selected one highlighted.
    /// docs/rules/authorization.md#the-permission-prompt.
    private static func drawPermissionPrompt(_ model: AppModel, into grid: inout CellGrid, area: Rect) {
        guard let prompt = model.system.permissionPrompts.first else { return }
        let theme = model.theme
        let appName = model.system.app(prompt.bundleID)?.app.displayName ?? prompt.bundleID
        let width = max(16, min(area.width - 2, 40))
        let inner = width - 4
        let title = TextWrapper.wrap(PermissionPrompt.title(appName: appName), width: inner)
        let message = TextWrapper.wrap(PermissionPrompt.message, width: inner)
        let buttons = prompt.buttons
        let buttonRows = buttons.count == 2 ? 1 : buttons.count
        let height = min(area.height, title.count + message.count + buttonRows + 3)
        let box = Rect(x: area.x + max(0, (area.width - width) / 2), y: area.y + max(0, (area.height - height) / 3), width: width, height: height)
        grid.fill(box, with: Cell(" ", style: theme[.card]))
        grid.frame(box, style: theme[.frame], heavy: true)
        var y = box.y + 1
        for (line, style) in title.map({ ($0, theme[.title]) }) + message.map({ ($0, theme[.body]) }) {
            grid.write(line.text, x: box.x + 2 + max(0, (inner - line.width) / 2), y: y, style: style, clip: box.inset(by: 1))
            y += 1
        }
        y += 1
        let selected = model.permissionPromptSelection
        let cell = buttons.count == 2 ? inner / 2 : inner
        for (index, button) in buttons.enumerated() {
            let x = box.x + 2 + (buttons.count == 2 ? index * cell : 0)
            let row = buttons.count == 2 ? y : y + index
            let label = index == selected ? "› \(button.title) ‹" : button.title
            let left = x + max(0, (cell - TextWidth.columns(of: label)) / 2)
            grid.write(label, x: left, y: row, style: index == selected ? theme[.selection] : theme[.appName], clip: box.inset(by: 1))
        }
    }

    private static func drawOverlay(_ model: AppModel, into grid: inout CellGrid, area: Rect) {
        let theme = model.theme
        let lines: [String]
        let title: String
        switch model.overlay {
        case .help?:
            let all = KeyMap.helpLines
            let visible = helpVisibleLines(model.size)
            let first = min(model.helpScroll, max(0, all.count - visible))
            lines = Array(all.dropFirst(first).prefix(visible))
            title = all.count > visible ? "Keys \(first + 1)–\(first + lines.count) of \(all.count) · ↑↓ scroll" : "Keys — any key closes"
        case .pushMenu(let selected)?:
            title = "Send a sample push — Enter sends, Esc closes"
            lines = model.workspace.samplePushes.enumerated().map { index, push in
                "\(index == selected ? "›" : " ") \(index + 1 < 10 ? String(index + 1) : " ") \(push.name)"
            }
        case .unlock(let request)?:
            title = "Unlock to \(request.title)"
            let app = model.system.app(request.bundleID)?.app.displayName ?? request.bundleID
            lines = [app, "\"\(request.title)\" needs the device unlocked", "l / Enter: unlock · Esc: cancel"]
        default:
            return
        }
        let width = min(area.width - 2, max(title.count + 4, (lines.map { TextWidth.columns(of: $0) }.max() ?? 0) + 4))
        let height = min(area.height - 1, lines.count + 2)
        let box = Rect(x: area.x + max(0, (area.width - width) / 2), y: area.y + 1, width: width, height: height)
        grid.fill(box, with: Cell(" ", style: theme[.card]))
        grid.frame(box, style: theme[.frame], heavy: true)
        grid.write(" \(title) ", x: box.x + 2, y: box.y, style: theme[.appName], clip: box)
        for (index, line) in lines.prefix(height - 2).enumerated() {
            let selected: Bool = { if case .pushMenu(let s)? = model.overlay { return s == index } else { return false } }()
            grid.write(line, x: box.x + 2, y: box.y + 1 + index, style: selected ? theme[.selection] : theme[.body], clip: box.inset(by: 1))
        }
    }

    private static func drawKeyLine(_ model: AppModel, scrolls: Bool, into grid: inout CellGrid, y: Int) {
        let theme = model.theme
        if case .commandLine(let text)? = model.overlay {
            grid.write(":" + text, x: 0, y: y, style: theme[.body])
            return
        }
        if let notice = model.notice {
            grid.write(notice, x: 0, y: y, style: theme[.critical])
            return
        }
        let line = PriorityLine.fit(keyHints(model, scrolls: scrolls), separator: model.unicode ? " · " : " | ", width: grid.width)
        grid.write(line, x: 0, y: y, style: theme[.time])
    }

    /// The keys that do something on the current screen, from the key map; arrows spelled out without UTF-8.
    /// `scrolls`: the open long look is taller than its window.
    static func keyHints(_ model: AppModel, scrolls: Bool = false) -> [LinePart] {
        KeyMap.hints(keyContext(model, scrolls: scrolls), unicode: model.unicode)
    }

    /// Where the key line is offering keys.
    static func keyContext(_ model: AppModel, scrolls: Bool) -> KeyContext {
        if case .unlock? = model.overlay { return .unlockPrompt }
        if !model.system.permissionPrompts.isEmpty { return .permissionPrompt }
        if model.expanded?.textInput != nil { return .textInput }
        if model.expanded != nil { return scrolls ? .longLookScrolling : .longLook }
        if model.visibleBanner != nil { return .banner }
        switch model.screen {
        case .center where model.selectedCenterRow?.isStackControls == true: return .stackControls
        case .center: return .center
        case .device where model.displayIsDark: return .darkScreen
        case .device where model.system.device.isLocked: return .lockScreen
        case .settings:
            if case .time? = model.summary.settingsSelection { return .summaryTimes }
            return .settings
        case .widgets: return .widgets
        default: return .device
        }
    }
}
