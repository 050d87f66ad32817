/// A Live Activity's presentations in the Dynamic Island (Apple's `DynamicIsland`): expanded, compact leading and
/// trailing either side of the camera, and minimal when another activity shares the island.
@MainActor
public struct DynamicIsland {
    let expanded: @MainActor () -> [DynamicIslandRegion]
    let compactLeading: @MainActor () -> AnyView
    let compactTrailing: @MainActor () -> AnyView
    let minimal: @MainActor () -> AnyView
    /// `keylineTint(_:)`.
    package private(set) var keylineTint: Color?
    /// `widgetURL(_:)`.
    package private(set) var url: URL?
    private var margins: [(mode: DynamicIslandMode, edges: Edge.Set, length: CGFloat?)] = []

    /// The island's views: `expanded` of `DynamicIslandExpandedRegion`s, the compact views either side of the
    /// camera, and the minimal one.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal) {
        self.expanded = { expanded().regions }
        self.compactLeading = { AnyView(compactLeading()) }
        self.compactTrailing = { AnyView(compactTrailing()) }
        self.minimal = { AnyView(minimal()) }
    }

    /// The island's border tinted `color` (Apple's `keylineTint(_:)`).
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var copy = self
        copy.keylineTint = color
        return copy
    }

    /// The URL the island opens when tapped (Apple's `widgetURL(_:)`).
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var copy = self
        copy.url = url
        return copy
    }

    /// Space between the island's edge and its content in `mode` (Apple's `contentMargins(_:_:for:)`); nil keeps
    /// the system's margin.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var copy = self
        copy.margins.append((mode, edges, length))
        return copy
    }

    /// The expanded presentation's regions, in the order the builder met them.
    package var expandedRegions: [DynamicIslandRegion] { expanded() }
    /// The compact view before the camera.
    package var compactLeadingView: AnyView { compactLeading() }
    /// The compact view after the camera.
    package var compactTrailingView: AnyView { compactTrailing() }
    /// The minimal view.
    package var minimalView: AnyView { minimal() }

    /// The margins `contentMargins` set for `mode`, in the order they were set; a nil length keeps the system's.
    package func contentMargins(for mode: DynamicIslandMode) -> [(edges: Edge.Set, length: CGFloat?)] {
        margins.filter { $0.mode == mode }.map { ($0.edges, $0.length) }
    }
}

/// A presentation of the island (Apple's `DynamicIslandMode`), for `contentMargins(_:_:for:)`.
public struct DynamicIslandMode: Hashable, Sendable {
    let id: Int
    /// The compact leading and trailing views.
    public static let compact = DynamicIslandMode(id: 0)
    /// The expanded presentation.
    public static let expanded = DynamicIslandMode(id: 1)
    /// The minimal view.
    public static let minimal = DynamicIslandMode(id: 2)
}

/// Where a region of the expanded presentation goes (Apple's `DynamicIslandExpandedRegionPosition`).
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let id: Int
    /// Along the leading edge, next to the camera.
    public static let leading = DynamicIslandExpandedRegionPosition(id: 0)
    /// Along the trailing edge, next to the camera.
    public static let trailing = DynamicIslandExpandedRegionPosition(id: 1)
    /// Below the camera, between the leading and trailing regions.
    public static let center = DynamicIslandExpandedRegionPosition(id: 2)
    /// Below the leading, center and trailing regions.
    public static let bottom = DynamicIslandExpandedRegionPosition(id: 3)
}

/// One region of the expanded presentation (Apple's `DynamicIslandExpandedRegion`).
@MainActor
public struct DynamicIslandExpandedRegion<Content: View> {
    let region: DynamicIslandRegion

    /// `content` at `position`; of regions side by side, the one of higher `priority` is sized first.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        region = DynamicIslandRegion(position: position, priority: priority, view: AnyView(content()))
    }
}

/// A region of the expanded presentation with its view type erased, as the host places it.
@MainActor
package struct DynamicIslandRegion {
    /// Where it goes.
    package let position: DynamicIslandExpandedRegionPosition
    /// Which is sized first among regions side by side.
    package let priority: Double
    /// What it shows.
    package let view: AnyView
}

/// The regions of an expanded presentation (Apple's `DynamicIslandExpandedContent`), as the builder collects them.
@MainActor
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [DynamicIslandRegion]
}

/// Builds the expanded presentation from its regions (Apple's `DynamicIslandExpandedContentBuilder`).
@resultBuilder @MainActor
public struct DynamicIslandExpandedContentBuilder {
    /// The first region.
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: [first.region])
    }

    /// Regions built before.
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: first.regions)
    }

    /// The regions so far, then more.
    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedContent<C1>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + next.regions)
    }

    /// The regions so far, then one more.
    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedRegion<C1>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>(regions: accumulated.regions + [next.region])
    }
}
