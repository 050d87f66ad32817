import NotiCore

/// A laid-out part of a view: what it is, where it is, and its text.
package struct LayoutRegion: Sendable, Hashable {
    /// What a region shows.
    package enum Role: String, Sendable, Hashable, CaseIterable {
        case notification, header, icon, appName, time, dismiss, mark
        case title, subtitle, body, attachment, custom, media
        case action, textInput, summary, placeholder, provisional
        case lockTime, lockDate, lockFocus
        /// A Live Activity on the lock screen and the Dynamic Island strip (docs/rules/live-activities.md#live-activities).
        case liveActivity, island
        /// An opened stack's Show Less and Clear buttons.
        case stackControl
        /// The row saying how much of a scrolled long look lies above or below the screen.
        case scrollMarker
        /// A widget on the widgets page (docs/rules/widgets.md#widgets-on-their-pages).
        case widget
    }

    package var role: Role
    package var rect: Rect
    /// The text shown, where there is text.
    package var text: String?
    /// The action identifier, notification id or group id the region belongs to.
    package var identifier: String?

    package init(role: Role, rect: Rect, text: String? = nil, identifier: String? = nil) {
        self.role = role; self.rect = rect; self.text = text; self.identifier = identifier
    }

    /// The region moved by (dx, dy).
    package func offsetBy(dx: Int, dy: Int) -> LayoutRegion {
        var moved = self
        moved.rect.x += dx; moved.rect.y += dy
        return moved
    }
}

/// A drawn view: its cells and its regions.
package struct RenderedView: Sendable, Hashable {
    package var grid: CellGrid
    package var regions: [LayoutRegion]
    package init(grid: CellGrid, regions: [LayoutRegion]) { self.grid = grid; self.regions = regions }
}

extension CellGrid {
    /// Copies `other` into this grid with its top-left corner at (x, y), clipped to this grid.
    package mutating func paste(_ other: CellGrid, x: Int, y: Int) {
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            for column in 0..<other.width where x + column >= 0 && x + column < width {
                self[x + column, y + row] = other[column, row]
            }
        }
        // A wide glyph cut by the left or right edge is blanked.
        for row in max(0, y)..<min(height, y + other.height) {
            if x > 0, x < width, self[x, row].isContinuation { self[x, row] = Cell(" ", style: self[x, row].style) }
            let right = x + other.width
            if right > 0, right < width, self[right, row].isContinuation { self[right, row] = Cell(" ", style: self[right, row].style) }
        }
    }
}
