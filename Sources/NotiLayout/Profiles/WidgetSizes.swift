import NotiCore

/// The sizes in points of an iPhone's widgets in each family (WidgetKit's `WidgetFamily`), as the Human Interface
/// Guidelines' widget dimensions give them for its screen size.
package struct WidgetSizes: Sendable, Hashable {
    /// Home Screen families: a small square, a wide rectangle, a large square.
    package var small, medium, large: PointSize
    /// Lock Screen families: a circle, a rectangle, a line of text above the time.
    package var circular, rectangular, inline: PointSize
    /// The margin the system keeps on each edge of a Home Screen or StandBy widget's content (iOS 17's default
    /// content margins). *Decision:* Apple publishes no figure; 16 points is what iPhone widgets measure. Lock Screen
    /// widgets get none.
    package var contentMargin: Double = 16

    /// A 393-point-wide iPhone's (iPhone 15).
    package static let standard = WidgetSizes(small: .init(158, 158), medium: .init(338, 158), large: .init(338, 354),
                                              circular: .init(72, 72), rectangular: .init(160, 72), inline: .init(234, 26))

    /// The size of `family` (its Swift name, `systemSmall`), nil for one an iPhone does not show (`systemExtraLarge`).
    package func size(of family: String) -> PointSize? {
        switch family {
        case "systemSmall": small
        case "systemMedium": medium
        case "systemLarge": large
        case "accessoryCircular": circular
        case "accessoryRectangular": rectangular
        case "accessoryInline": inline
        default: nil
        }
    }

    /// `family` without its `system` or `accessory` prefix, lower-cased: `small`, `rectangular`.
    package static func shortName(of family: String) -> String {
        let name = family.hasPrefix("system") ? family.dropFirst(6) : family.hasPrefix("accessory") ? family.dropFirst(9) : Substring(family)
        return name.lowercased()
    }

    /// The rows a widget of `family`, `points` high, takes: its height in rows, at least one, and one for
    /// `accessoryInline`, which iOS shows as one line of text above the time.
    package static func rows(of family: String, points: Double, metrics: CellMetrics) -> Int {
        family == "accessoryInline" ? 1 : max(1, metrics.rows(forPoints: points))
    }

    /// The margin on each edge of the content of a widget of `family` on `os`: none before iOS 17 and none on the
    /// Lock Screen.
    package func contentMargin(of family: String, os: OSProfile) -> Double {
        os.supportsWidgetContentMarginsAndStandBy && !Self.isLockScreen(family) ? contentMargin : 0
    }

    /// Whether `family` is drawn on the Lock Screen rather than the Home Screen.
    package static func isLockScreen(_ family: String) -> Bool { family.hasPrefix("accessory") }
}

/// A width and height in points.
package struct PointSize: Sendable, Hashable {
    package var width: Double
    package var height: Double

    package init(_ width: Double, _ height: Double) {
        self.width = width; self.height = height
    }
}
