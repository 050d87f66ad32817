import Foundation
import NotiCore

/// Centre cards laid out in earlier frames, reused while nothing a card shows can have changed: a key that moves the
/// selection lays out the two cards whose frame changes instead of every card on screen.
///
/// A card depends on its notification, its group and app (all fixed for one revision of the notification system),
/// how the device is viewed (``Generation``), whether it is selected, collapsed or opened, and its relative time;
/// the cards are forgotten whenever the generation changes, and when more than 512 are kept.
package final class CardMemo: Sendable {
    /// Everything around the cards that changes how any of them is drawn.
    package struct Generation: Hashable, Sendable {
        /// The notification system's revision the groups were made from.
        var revision: Int
        var os: OSProfile, device: DeviceProfile, metrics: CellMetrics, theme: Theme
        var timeZone: TimeZone, availableColumns: Int?, availableRows: Int?, imageCellStyle: ImageCellStyle
        var isLocked: Bool
    }

    /// One card as drawn.
    struct Key: Hashable, Sendable {
        var notificationID: String, bundleID: String, groupID: String, groupCount: Int
        var collapsed: Bool, selected: Bool
        /// The relative time the card shows ("now", "5m ago"): the one part that changes with the clock.
        var time: String
    }

    /// The cards, a few screens of them at most.
    private let cards = GenerationMemo<Generation, Key, RenderedView>(capacity: 512)

    package init() {}

    /// The card for `key` drawn in `generation`, laying it out with `render` when it is not kept.
    func card(_ key: Key, in generation: Generation, render: () -> RenderedView) -> RenderedView {
        cards.value(for: key, in: generation, make: render)
    }

    /// How many cards are kept (for tests).
    package var count: Int { cards.count }
}
