extension AttributeScopes {
    /// The scope of the attributes SwiftUI reads from an `AttributedString` (`attributed.swiftUI.foregroundColor`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes SwiftUI defines for attributed text (Apple's `AttributeScopes.SwiftUIAttributes`): a `Text`
    /// of an attributed string draws each run's foreground colour, font weight and link; the others are kept.
    public struct SwiftUIAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        /// The colour that draws a run.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The colour behind a run (kept; a cell's background is the card's).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// The font of a run: its weight shows (semibold and heavier in bold).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// The line through a run (kept; cells draw none).
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// The line under a run (kept; cells draw none).
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// Extra space between characters (kept; a terminal's cells have one spacing).
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// Extra space between characters (kept; a terminal's cells have one spacing).
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// A run raised or lowered (kept; cells sit on one baseline).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes as properties of an attributed string and its runs (`attributed.foregroundColor = .red`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// How the line under or through text is drawn (Apple's `Text.LineStyle`).
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of a line (Apple's `Text.LineStyle.Pattern`).
        public struct Pattern: Hashable, Sendable {
            let kind: Int
            public static let solid = Pattern(kind: 0), dot = Pattern(kind: 1), dash = Pattern(kind: 2)
            public static let dashDot = Pattern(kind: 3), dashDotDot = Pattern(kind: 4)
        }

        public let pattern: Pattern
        public let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line.
        public static let single = LineStyle()
    }

    /// The runs of an attributed string, each with SwiftUI's attributes it sets.
    static func runs(of attributed: AttributedString) -> [Run] {
        typealias Attributes = AttributeScopes.SwiftUIAttributes
        return attributed.runs.compactMap { run in
            let text = String(attributed[run.range].characters)
            guard !text.isEmpty else { return nil }
            var styled = Run(text: text)
            styled.color = run[Attributes.ForegroundColorAttribute.self]
            styled.font = run[Attributes.FontAttribute.self]
            styled.strikethrough = run[Attributes.StrikethroughStyleAttribute.self] != nil
            styled.underline = run[Attributes.UnderlineStyleAttribute.self] != nil
            styled.isLink = run.link != nil
            return styled
        }
    }
}
