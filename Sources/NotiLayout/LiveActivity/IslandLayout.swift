import NotiCore

/// Where the Dynamic Island's parts sit in its one row of cells: the pills, the camera in the first, and the
/// activities' views. The terminal and the iOS picture both draw from it
/// (docs/rules/live-activities.md#compact-and-minimal-presentations).
struct IslandLayout {
    /// One pill of the island: the island itself, or a minimal view detached beside it.
    struct Pill {
        var rect: Rect
        /// The activity it shows; nil for the empty island.
        var activityID: String?
    }

    /// A presentation drawn in the island, in its cells.
    struct PlacedView {
        var view: CustomView
        var rect: Rect
    }

    /// The camera as the terminal draws it, three cells wide.
    static let camera = " ● "
    /// The widest minimal view, in columns.
    static let minimalColumns = 3

    var pills: [Pill] = []
    /// The first column of each camera.
    var cameras: [Int] = []
    var views: [PlacedView] = []

    /// The island of `items` (most relevant first) centred in `columns`.
    init(_ items: [LiveActivityItem], columns: Int, context: RenderContext) {
        let cameraWidth = Self.camera.count
        guard let first = items.first else {
            let x = max(0, (columns - cameraWidth - 2) / 2)
            pills = [Pill(rect: Rect(x: x, y: 0, width: cameraWidth + 2, height: 1), activityID: nil)]
            cameras = [x + 1]
            return
        }
        if items.count == 1 {
            let side = min(LiveActivityView.compactColumns, max(1, (columns - 7) / 2))
            let width = 2 + side * 2 + cameraWidth
            let x = max(0, (columns - width) / 2)
            pills = [Pill(rect: Rect(x: x, y: 0, width: width, height: 1), activityID: first.activity.id)]
            cameras = [x + 1 + side]
            views.append(PlacedView(view: first.view(.compactLeading, context: context), rect: Rect(x: x + 1, y: 0, width: side, height: 1)))
            // A trailing view drawn as wide as its content sits against the island's edge, as iOS places it.
            let trailing = first.view(.compactTrailing, context: context)
            let trailingWidth = min(side, CustomViewRenderer.placedWidth(trailing) ?? side)
            views.append(PlacedView(view: trailing, rect: Rect(x: x + 1 + side + cameraWidth + side - trailingWidth, y: 0, width: trailingWidth, height: 1)))
        } else {
            let minimal = Self.minimalColumns
            let attached = 2 + minimal + cameraWidth
            let width = attached + 1 + minimal + 2
            let x = max(0, (columns - width) / 2)
            pills = [Pill(rect: Rect(x: x, y: 0, width: attached, height: 1), activityID: first.activity.id),
                     Pill(rect: Rect(x: x + attached + 1, y: 0, width: minimal + 2, height: 1), activityID: items[1].activity.id)]
            cameras = [x + 1 + minimal]
            views.append(PlacedView(view: first.view(.minimal, context: context), rect: Rect(x: x + 1, y: 0, width: minimal, height: 1)))
            views.append(PlacedView(view: items[1].view(.minimal, context: context), rect: Rect(x: x + attached + 2, y: 0, width: minimal, height: 1)))
        }
    }
}
