/// iOS's text styles at the default Dynamic Type size (Large), from Apple's Human Interface Guidelines, Typography,
/// "Dynamic Type sizes" (docs/rules/recordings.md#an-ios-picture): size and leading in points, and the weight.
package enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point size at the Large content size category.
    package var size: Double { Self.table[self]!.size }
    /// Line height (leading) in points.
    package var leading: Double { Self.table[self]!.leading }
    /// CSS font weight: 600 for headline (semibold), 400 for the rest.
    package var weight: Int { self == .headline ? 600 : 400 }

    private static let table: [TextStyle: (size: Double, leading: Double)] = [
        .largeTitle: (34, 41), .title1: (28, 34), .title2: (22, 28), .title3: (20, 25), .headline: (17, 22), .body: (17, 22),
        .callout: (16, 21), .subheadline: (15, 20), .footnote: (13, 18), .caption1: (12, 16), .caption2: (11, 13),
    ]
}
