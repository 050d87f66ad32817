import NotiActivityKit
import NotiSwiftUI
import NotiWidgetKit

/// One Live Activity's presentations drawn from the app's own views into UIKit view trees, each at the time it is
/// drawn at and with the activity stale or not (docs/rules/widgets.md#live-activity-presentations).
@MainActor
package final class LiveActivityPresenter {
    private let activity: DecodedLiveActivity
    private let activityID: String

    /// The tallest lock-screen presentation, in points (the Human Interface Guidelines' Live Activity
    /// specifications: at most 160 points high on the lock screen).
    package static let lockScreenMaxHeight: CGFloat = 160

    init(activity: DecodedLiveActivity, activityID: String) {
        self.activity = activity
        self.activityID = activityID
    }

    /// What `body` (a pressed button's intent) did to the activity through ActivityKit, the activity listed by
    /// `Activity.activities` while it runs, as in the app's process where iOS performs a `LiveActivityIntent`.
    package func lending(while body: @MainActor () async -> Void) async throws -> ActivityChange? {
        try await activity.lending(activityID, body)
    }

    private func state(isStale: Bool) -> ActivityViewState { ActivityViewState(activityID: activityID, isStale: isStale) }

    /// The lock-screen presentation `width` points wide, as tall as its content at that width (at most
    /// `lockScreenMaxHeight`), as of `date`; its background is its `activityBackgroundTint`, when it sets one.
    package func lockScreen(width: CGFloat, at date: Date, isStale: Bool = false) -> DrawnPresentation {
        let controller = PresentationHosting.host(activity.lockScreen(state(isStale: isStale)), at: date) { controller in
            CGSize(width: width, height: min(Self.lockScreenMaxHeight, controller.sizeThatFits(in: CGSize(width: width, height: .infinity)).height))
        }
        let tint = controller.hostPreference(ActivityBackgroundTintKey.self).flatMap { $0 }
        controller.view.backgroundColor = tint?.uiColor
        return PresentationHosting.drawn(controller, backgroundTint: tint?.uiColor,
                                         systemActionForegroundColor: controller.hostPreference(ActivitySystemActionForegroundColorKey.self).flatMap { $0 }?.uiColor)
    }

    /// One of the Dynamic Island's presentations, as of `date`, at the sizes of `sizes`: a compact view as wide
    /// as its content (at most the compact width) and as high as the island; the minimal view as wide as its
    /// content within the minimal widths; the expanded presentation as wide as the expanded island and as tall as
    /// its regions (at most its greatest height). The margins `contentMargins` sets for the mode are added; the
    /// island's own background and keyline are the drawing's, not the tree's.
    package func island(_ presentation: IslandPresentation, at date: Date, isStale: Bool = false,
                        sizes: DynamicIslandSizes = .standard) -> DrawnPresentation {
        let island = activity.dynamicIsland(state(isStale: isStale))
        let controller: UIHostingController<AnyView>
        switch presentation {
        case .compactLeading, .compactTrailing:
            let view = presentation == .compactLeading ? island.compactLeadingView : island.compactTrailingView
            controller = PresentationHosting.host(Self.margined(view, island.contentMargins(for: .compact)), at: date) { controller in
                CGSize(width: min(sizes.compact.width, Self.idealWidth(of: controller)), height: sizes.compact.height)
            }
        case .minimal:
            controller = PresentationHosting.host(Self.margined(island.minimalView, island.contentMargins(for: .minimal)), at: date) { controller in
                CGSize(width: min(max(Self.idealWidth(of: controller), sizes.minimalWidths.lowerBound), sizes.minimalWidths.upperBound),
                       height: sizes.compact.height)
            }
        case .expanded:
            let layout = AnyView(ExpandedIslandLayout(regions: island.expandedRegions))
            controller = PresentationHosting.host(Self.margined(layout, island.contentMargins(for: .expanded)), at: date) { controller in
                CGSize(width: sizes.expandedWidth,
                       height: min(sizes.expandedMaxHeight, controller.sizeThatFits(in: CGSize(width: sizes.expandedWidth, height: .infinity)).height))
            }
        }
        return PresentationHosting.drawn(controller, widgetURL: island.url, keylineTint: island.keylineTint?.uiColor)
    }

    /// The width `controller`'s view chooses when offered no size.
    private static func idealWidth(of controller: UIHostingController<AnyView>) -> CGFloat {
        controller.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity)).width
    }

    /// `view` inside the margins `contentMargins` set (a nil length keeps the system's, which adds none here).
    private static func margined(_ view: AnyView, _ margins: [(edges: Edge.Set, length: CGFloat?)]) -> AnyView {
        margins.reduce(view) { view, margin in margin.length.map { AnyView(view.padding(margin.edges, $0)) } ?? view }
    }
}

/// The Dynamic Island's presentations of one activity.
package enum IslandPresentation: CaseIterable, Sendable {
    /// The view before the camera, when the activity is the island's only one.
    case compactLeading
    /// The view after the camera, when the activity is the island's only one.
    case compactTrailing
    /// The small view when another activity shares the island.
    case minimal
    /// The presentation a long press (or an alert) opens.
    case expanded
}

/// The Dynamic Island's presentation sizes in points, from the Human Interface Guidelines' Live Activity
/// specifications: on a 393-point-wide iPhone (iPhone 15, 15 Pro, 16) a compact leading or trailing view is at most
/// 52.33 × 36.67, the minimal view 36.67 to 45 wide and 36.67 high, the expanded presentation 371 wide and at most
/// 160 high; on a 430-point-wide one (Plus, Pro Max) the compact views are 62.33 wide and the expanded 408.
package struct DynamicIslandSizes: Hashable, Sendable {
    /// The largest compact leading or trailing view.
    package let compact: CGSize
    /// The narrowest and widest minimal view (it is as high as a compact one).
    package let minimalWidths: ClosedRange<CGFloat>
    /// The expanded presentation's width.
    package let expandedWidth: CGFloat
    /// The expanded presentation's greatest height.
    package let expandedMaxHeight: CGFloat

    /// A 393-point-wide iPhone's island.
    package static let standard = DynamicIslandSizes(compact: CGSize(width: 52.33, height: 36.67), minimalWidths: 36.67...45,
                                                     expandedWidth: 371, expandedMaxHeight: 160)
    /// A 430-point-wide iPhone's island.
    package static let large = DynamicIslandSizes(compact: CGSize(width: 62.33, height: 36.67), minimalWidths: 36.67...45,
                                                  expandedWidth: 408, expandedMaxHeight: 160)

    /// The island of an iPhone `width` points wide: the large one from 430 points.
    package static func forScreenWidth(_ width: CGFloat) -> DynamicIslandSizes { width >= 430 ? .large : .standard }
}

/// The expanded presentation's regions placed as iOS places them: leading and trailing along their edges at the
/// top, center between them, bottom below the three. *Decision:* regions of one position stack in the order
/// declared; of the three side by side the one of higher priority is sized first (each takes its own width, as
/// SwiftUI sizes a stack's children by `layoutPriority`, a timer or relative date its text's), and the space left
/// is split evenly either side of the center region.
struct ExpandedIslandLayout: View {
    let regions: [DynamicIslandRegion]

    var body: some View {
        let leading = regions.filter { $0.position == .leading }, center = regions.filter { $0.position == .center }
        let trailing = regions.filter { $0.position == .trailing }, bottom = regions.filter { $0.position == .bottom }
        VStack(spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                Self.column(leading, alignment: .leading)
                Spacer(minLength: 0)
                Self.column(center, alignment: .center)
                Spacer(minLength: 0)
                Self.column(trailing, alignment: .trailing)
            }
            .environment(\.countingTextFillsWidth, false)
            Self.column(bottom, alignment: .center)
        }
    }

    /// The regions of one position, one above the other, sized with the highest priority among them; nothing when
    /// there are none.
    @ViewBuilder
    private static func column(_ regions: [DynamicIslandRegion], alignment: HorizontalAlignment) -> some View {
        if !regions.isEmpty {
            VStack(alignment: alignment, spacing: 0) { ForEach(0..<regions.count) { regions[$0].view } }
                .layoutPriority(regions.map(\.priority).max() ?? 0)
        }
    }
}
