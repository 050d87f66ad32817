import NotiCore

/// Everything the notification-centre list shows.
package struct CenterListModel: Sendable {
    /// Stacks from `NotificationGrouping.group`, newest first.
    package var groups: [NotificationGroup]
    /// Apps by bundle id (name, icon, categories).
    package var apps: [String: SimulatedApp]
    /// Per-app settings by bundle id (show previews, authorization status); missing = defaults.
    package var settings: [String: AppNotificationSettings]
    /// The group shown opened (all its notifications), if any.
    package var expandedGroupID: String?
    /// The selected notification, drawn with a heavy frame.
    package var selectedNotificationID: String?
    /// Whether the device is locked (hides previews set to "when unlocked").
    package var isLocked: Bool
    /// Scroll position: the first group drawn, unless ``keptInView`` needs the list scrolled further.
    package var firstVisibleGroup: Int
    /// The group that must be in view (the selection's): the list scrolls down from ``firstVisibleGroup`` only as
    /// far as it takes to show it whole, so what is above it, the newest first, stays in view while there is room.
    package var keptInView: Int?
    /// Whether the opened stack's Show Less / Clear row is selected (instead of a notification).
    package var stackControlsSelected: Bool
    /// Where cards laid out in earlier frames are kept, with the notification system's revision the groups come
    /// from; nil lays every card out.
    package var cards: (memo: CardMemo, revision: Int)?

    package init(groups: [NotificationGroup], apps: [String: SimulatedApp] = [:], settings: [String: AppNotificationSettings] = [:],
                expandedGroupID: String? = nil, selectedNotificationID: String? = nil, isLocked: Bool = false, firstVisibleGroup: Int = 0,
                keptInView: Int? = nil, stackControlsSelected: Bool = false) {
        self.groups = groups; self.apps = apps; self.settings = settings; self.expandedGroupID = expandedGroupID
        self.selectedNotificationID = selectedNotificationID; self.isLocked = isLocked; self.firstVisibleGroup = firstVisibleGroup
        self.keptInView = keptInView
        self.stackControlsSelected = stackControlsSelected
    }
}

/// The notification-centre list: stacks with summary lines, hidden previews, provisional buttons and interruption marks.
/// Only the entries that fit in the given rows are laid out, so the cost follows the screen, not the number delivered.
package enum CenterListView {
    /// Draws the list `context.bannerColumns` wide and `rows` tall, from `model.firstVisibleGroup` scrolled as
    /// little as keeps `model.keptInView` in view; a `▲ N more` row on top counts the notifications scrolled above.
    package static func render(_ model: CenterListModel, rows: Int, context: RenderContext) -> RenderedView {
        let columns = context.bannerColumns
        var grid = CellGrid(width: columns, height: max(0, rows))
        var regions: [LayoutRegion] = []
        var y = 0
        let cards = model.cards.map { cards in
            (cards.memo, CardMemo.Generation(revision: cards.revision, os: context.os, device: context.device, metrics: context.metrics,
                                             theme: context.theme, timeZone: context.timeZone, availableColumns: context.availableColumns,
                                             availableRows: context.availableRows, imageCellStyle: context.imageCellStyle, isLocked: model.isLocked))
        }
        let (first, measured) = firstGroup(model, rows: grid.height, context: context, cards: cards)
        if first > 0, grid.height > 0 {
            let above = model.groups.prefix(first).reduce(0) { $0 + $1.notifications.count }
            let text = TextWrapper.truncate("▲ \(above) more", width: columns)
            let x = max(0, (columns - text.width) / 2)
            grid.write(text.text, x: x, y: 0, style: context.theme[.summary])
            regions.append(LayoutRegion(role: .summary, rect: Rect(x: x, y: 0, width: text.width, height: 1), text: text.text))
            y = 1
        }
        var index = first
        while y < grid.height, index < model.groups.count {
            // The groups measured to scroll are drawn as measured; the others are laid out as far as the rows go.
            for view in measured[index] ?? views(of: model.groups[index], model: model, context: context, rows: grid.height - y, cards: cards) {
                guard y < grid.height else { break }
                grid.paste(view.grid, x: 0, y: y)
                regions += view.regions.compactMap { region in
                    let moved = region.offsetBy(dx: 0, dy: y)
                    return moved.rect.y < grid.height ? moved : nil
                }
                y += view.grid.height
            }
            index += 1
        }
        if model.groups.isEmpty, grid.height > 0 {
            let text = TextWrapper.truncate("No Older Notifications", width: columns)
            grid.write(text.text, x: max(0, (columns - text.width) / 2), y: 0, style: context.theme[.summary])
            regions.append(LayoutRegion(role: .summary, rect: Rect(x: max(0, (columns - text.width) / 2), y: 0, width: text.width, height: 1), text: text.text))
        }
        return RenderedView(grid: grid, regions: regions)
    }

    /// Whether a group is an opened stack, and whether each of its notifications gets a card of its own.
    private static func shape(of group: NotificationGroup, model: CenterListModel) -> (opened: Bool, expanded: Bool) {
        let opened = group.id == model.expandedGroupID && group.notifications.count > 1
        return (opened, opened || group.notifications.count == 1)
    }

    /// The first group drawn: `model.firstVisibleGroup`, or further down when `model.keptInView` would not fit
    /// between it and the bottom (with the `▲` row above); only the groups from the kept one upwards are measured,
    /// and what measuring them laid out comes back by group index, so a frame lays out each card once.
    static func firstGroup(_ model: CenterListModel, rows: Int, context: RenderContext,
                           cards: (CardMemo, CardMemo.Generation)?) -> (first: Int, measured: [Int: [RenderedView]]) {
        let start = max(0, model.firstVisibleGroup)
        guard let kept = model.keptInView, kept > start, kept < model.groups.count else { return (start, [:]) }
        var measured: [Int: [RenderedView]] = [:]
        func height(_ index: Int) -> Int {
            let views = views(of: model.groups[index], model: model, context: context, rows: nil, cards: cards)
            measured[index] = views
            return views.reduce(0) { $0 + $1.grid.height }
        }
        var first = kept
        var used = height(kept)
        while first > start {
            let above = used + height(first - 1)
            guard above + (first - 1 > 0 ? 1 : 0) <= rows else { break }
            used = above
            first -= 1
        }
        return (first, measured)
    }

    /// What one group draws, top to bottom: an opened stack's controls, then its cards; with `rows`, only as many
    /// cards as start within that many rows.
    private static func views(of group: NotificationGroup, model: CenterListModel, context: RenderContext, rows: Int?,
                              cards: (CardMemo, CardMemo.Generation)?) -> [RenderedView] {
        let (opened, expanded) = shape(of: group, model: model)
        let shown = expanded ? group.notifications[...] : group.notifications.prefix(1)
        var views = opened ? [renderStackControls(group, model: model, context: context)] : []
        var used = views.first?.grid.height ?? 0
        for notification in shown {
            if let rows, used >= rows { break }
            let render = { renderEntry(notification, group: group, collapsed: !expanded, model: model, context: context) }
            let entry = cards.map { memo, generation in
                memo.card(CardMemo.Key(notificationID: notification.id, bundleID: notification.bundleID, groupID: group.id,
                                       groupCount: group.notifications.count, collapsed: !expanded,
                                       selected: notification.id == model.selectedNotificationID,
                                       time: RelativeTime.describe(notification.date, now: context.now)),
                          in: generation, render: render)
            } ?? render()
            used += entry.grid.height
            views.append(entry)
        }
        return views
    }

    /// Whether an app's previews are hidden in this state (never, or when unlocked while locked).
    package static func previewsHidden(_ settings: AppNotificationSettings, isLocked: Bool) -> Bool {
        settings.showPreviews == .never || (settings.showPreviews == .whenUnlocked && isLocked)
    }

    /// One card: a notification, plus the summary line and stack edges when it leads a collapsed stack. A `crossApp`
    /// stack (the lock screen's Display As Stack) counts the others without the category's summary format.
    static func renderEntry(_ notification: DeliveredNotification, group: NotificationGroup, collapsed: Bool,
                            model: CenterListModel, context: RenderContext, crossApp: Bool = false) -> RenderedView {
        let columns = context.bannerColumns
        let theme = context.theme, os = context.os
        let app = model.apps[notification.bundleID] ?? SimulatedApp(bundleID: notification.bundleID, displayName: notification.bundleID)
        let settings = model.settings[notification.bundleID] ?? AppNotificationSettings()
        let category = app.category(notification.content.categoryIdentifier)
        let identifier = notification.id
        let width = max(0, columns - 4)
        let hidden = previewsHidden(settings, isLocked: model.isLocked)
        let preview = PreviewText(notification.content, category: category, hidden: hidden, threadCount: group.notifications.count)
        let inside = CardContent(notification, app: app, preview: preview, hidden: hidden, width: width, context: context)
        let summary = collapsed ? group.summaryLine(categorySummaryFormat: crossApp ? nil : category?.categorySummaryFormat,
                                                    ignoresSummaryArguments: os.ignoresSummaryArguments) : nil
        let provisional = settings.authorizationStatus == .provisional
        let edges = collapsed ? min(2, group.notifications.count - 1) : 0
        let cardHeight = 2 + inside.height + (summary == nil ? 0 : 1) + (provisional ? 1 : 0)
        var grid = CellGrid(width: columns, height: cardHeight + edges)
        guard columns >= 4 else { return RenderedView(grid: grid, regions: []) }
        let card = Rect(x: 0, y: 0, width: columns, height: cardHeight)
        let area = Card.draw(card, in: &grid, theme: theme, selected: identifier == model.selectedNotificationID)
        var regions = [LayoutRegion(role: .notification, rect: card, text: group.id, identifier: identifier)]
        regions += inside.draw(in: area, grid: &grid, context: context)
        var y = area.y + inside.height
        if let summary, let region = Card.lines([TextWrapper.truncate(summary, width: width)], at: (area.x, y), width: width,
                                                grid: &grid, style: theme[.summary], role: .summary, identifier: group.id) {
            regions.append(region)
            y += 1
        }
        if provisional {
            regions += drawProvisionalButtons(row: Rect(x: area.x, y: y, width: width, height: 1), grid: &grid, theme: theme, identifier: identifier)
        }
        for edge in 0..<edges {
            let inset = 2 + edge * 2
            guard columns - 2 * inset >= 2 else { break }
            let line = "╰" + String(repeating: "─", count: columns - 2 * inset - 2) + "╯"
            grid.write(line, x: inset, y: cardHeight + edge, style: theme[.frame])
        }
        return RenderedView(grid: grid, regions: regions)
    }

    /// The row above an opened stack: its app's name, then the Show Less and Clear buttons at the right (iOS draws
    /// them above the stack it opened).
    static func renderStackControls(_ group: NotificationGroup, model: CenterListModel, context: RenderContext) -> RenderedView {
        let theme = context.theme
        var grid = CellGrid(width: context.bannerColumns, height: 1)
        let row = Rect(x: 1, y: 0, width: max(0, grid.width - 2), height: 1)
        let selected = model.stackControlsSelected
        if selected {
            grid.fill(row, with: Cell(" ", style: theme[.selection]))
            grid.write("▸", x: 0, y: 0, style: theme[.selection])
        }
        var regions: [LayoutRegion] = []
        var x = row.maxX
        for title in ["[Clear]", "[Show Less]"] {
            let width = TextWidth.columns(of: title)
            guard x - width >= row.x else { break }
            x -= width
            grid.write(title, x: x, y: 0, style: selected ? theme[.selection] : theme[.action])
            regions.insert(LayoutRegion(role: .stackControl, rect: Rect(x: x, y: 0, width: width, height: 1), text: title, identifier: group.id), at: 0)
            x -= 1
        }
        let name = TextWrapper.truncate(model.apps[group.bundleID]?.displayName ?? group.bundleID, width: max(0, x - row.x - 1))
        grid.write(name.text, x: row.x + 1, y: 0, style: selected ? theme[.selection] : theme[.appName])
        return RenderedView(grid: grid, regions: regions)
    }

    /// The Keep… and Turn Off… buttons of a provisionally delivered notification.
    private static func drawProvisionalButtons(row: Rect, grid: inout CellGrid, theme: Theme, identifier: String) -> [LayoutRegion] {
        var regions: [LayoutRegion] = []
        var x = row.x
        for title in ["[Keep…]", "[Turn Off…]"] {
            let line = TextWrapper.truncate(title, width: max(0, row.maxX - x))
            guard line.width > 0 else { break }
            grid.write(line.text, x: x, y: row.y, style: theme[.provisional], clip: row)
            regions.append(LayoutRegion(role: .provisional, rect: Rect(x: x, y: row.y, width: line.width, height: 1), text: line.text, identifier: identifier))
            x += line.width + 1
        }
        return regions
    }
}
