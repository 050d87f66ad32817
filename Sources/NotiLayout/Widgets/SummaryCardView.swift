import Foundation
import NotiCore

/// What a Scheduled Summary card shows: the summary and the apps it names.
package struct SummaryCardModel: Sendable {
    package var card: SummaryCard
    /// The apps by bundle id, for their names and icons.
    package var apps: [String: SimulatedApp]

    package init(card: SummaryCard, apps: [String: SimulatedApp]) {
        self.card = card; self.apps = apps
    }
}

/// The Scheduled Summary card (docs/rules/summary.md#scheduled-summary): "Your 08:00 Summary" with the count, the featured
/// notification (highest relevance, then newest) with its app, its title and two lines of body, then one row per app:
/// icon, name, how many, and its most relevant title.
package enum SummaryCardView {
    /// Lines of the featured notification's body.
    static let featuredBodyLines = 2

    /// Draws the card `context.bannerColumns` wide, as tall as its content.
    package static func render(_ model: SummaryCardModel, context: RenderContext) -> RenderedView {
        let columns = context.bannerColumns
        let inner = max(0, columns - 4)
        let card = model.card
        let featured = card.featured
        let theme = context.theme
        let title = featured.content.title.isEmpty ? [] : [TextWrapper.truncate(featured.content.title, width: inner)]
        let body = TextWrapper.wrap(featured.content.body, width: inner, maxLines: featuredBodyLines)
        let rows = 1 + 1 + title.count + body.count + card.groups.count
        var grid = CellGrid(width: columns, height: 2 + rows)
        guard columns >= 4 else { return RenderedView(grid: grid, regions: []) }
        let frame = Rect(x: 0, y: 0, width: columns, height: grid.height)
        let area = Card.draw(frame, in: &grid, theme: theme)
        var regions = [LayoutRegion(role: .notification, rect: frame, identifier: nil)]

        let heading = TextWrapper.truncate("Your \(clockText(card.date, timeZone: context.timeZone)) Summary", width: inner)
        let count = TextWrapper.truncate("\(card.count) notification\(card.count == 1 ? "" : "s")", width: max(0, inner - heading.width - 1))
        grid.write(heading.text, x: area.x, y: area.y, style: theme[.title])
        regions.append(LayoutRegion(role: .summary, rect: Rect(x: area.x, y: area.y, width: heading.width, height: 1), text: heading.text, identifier: nil))
        if count.width > 0 { grid.write(count.text, x: area.maxX - count.width, y: area.y, style: theme[.time]) }

        var y = area.y + 1
        let featuredApp = model.apps[featured.bundleID] ?? SimulatedApp(bundleID: featured.bundleID, displayName: featured.bundleID)
        regions += Card.header(in: Rect(x: area.x, y: y, width: inner, height: 1), grid: &grid, theme: theme,
                               icon: HeaderIcon(featuredApp, context: context),
                               name: (Card.appName(featuredApp.displayName, os: context.os), .appName, .appName), mark: nil,
                               trailing: (RelativeTime.describe(featured.date, now: context.now), .time, .time), identifier: featured.id)
        y += 1
        for (lines, role, themeRole) in [(title, LayoutRegion.Role.title, ThemeRole.title), (body, .body, .body)] {
            if let region = Card.lines(lines, at: (area.x, y), width: inner, grid: &grid, style: theme[themeRole], role: role, identifier: featured.id) {
                regions.append(region)
            }
            y += lines.count
        }
        for group in card.groups {
            let app = model.apps[group.bundleID]
            let name = Card.appName(app?.displayName ?? group.bundleID, os: context.os)
            let top = group.notifications.first?.content.title ?? ""
            let line = TextWrapper.truncate("\(app?.iconGlyph ?? "◼") \(name) (\(group.notifications.count))  \(top)", width: inner)
            grid.write(line.text, x: area.x, y: y, style: theme[.body])
            regions.append(LayoutRegion(role: .summary, rect: Rect(x: area.x, y: y, width: line.width, height: 1), text: line.text, identifier: group.bundleID))
            y += 1
        }
        return RenderedView(grid: grid, regions: regions)
    }

    /// `"08:00"`: the summary time in the device's time zone.
    static func clockText(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return SummarySchedule.clockText((parts.hour ?? 0) * 60 + (parts.minute ?? 0))
    }
}
