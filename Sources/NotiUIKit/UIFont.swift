/// A font (Apple's `UIFont`). A terminal has one size of cell, so notisim keeps the size for the code that reads it
/// and draws weights of semibold and above in bold.
open class UIFont: NSObject, @unchecked Sendable {
    public let pointSize: CGFloat
    /// The weight the font was made with.
    package let weight: Weight

    package init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// Whether notisim draws text in this font bold.
    package var isBold: Bool { weight.rawValue >= Weight.semibold.rawValue }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }

    /// The font of a Dynamic Type style at the default (Large) content size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.defaultPointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }

    /// A font weight (Apple's `UIFont.Weight`, with its raw values).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style (Apple's `UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Sizes at the Large content size (Apple's Human Interface Guidelines, Dynamic Type sizes).
        var defaultPointSize: CGFloat {
            [TextStyle.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
             .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11][self] ?? 17
        }
    }
}
