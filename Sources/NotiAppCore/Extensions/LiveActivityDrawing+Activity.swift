import Foundation
import NotiCore
import NotiExtensions
import NotiLayout

extension LiveActivityDrawing {
    /// `activity` as its widget extension draws it at `date`, stale or not, in a card `columns` cells wide on a
    /// screen `screenWidth` points wide: the lock-screen and expanded presentations are the card's inside, two cells
    /// in from each edge, in points (docs/rules/terminal.md#points-to-cells).
    package init(of activity: LiveActivity, at date: Date, isStale: Bool, columns: Int, screenWidth: Double) {
        self.init(attributesType: activity.typeName, activityID: activity.id, attributes: activity.attributes, contentState: activity.contentState,
                  isStale: isStale, date: date, width: Double(max(1, columns - 4)) * CellMetrics.standard.pointsPerColumn, screenWidth: screenWidth)
    }
}
