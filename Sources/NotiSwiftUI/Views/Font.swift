/// A font (Apple's `Font`). A terminal has one size of cell: notisim keeps the size and style for the code that
/// reads them and draws semibold and heavier weights in bold, as the UIKit subset does.
public struct Font: Hashable, Sendable {
    /// A Dynamic Type style (Apple's `Font.TextStyle`).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A weight (Apple's `Font.Weight`).
    public struct Weight: Hashable, Sendable {
        let value: CGFloat
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }

    /// A design (Apple's `Font.Design`); kept, not drawn.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    let style: TextStyle?
    let size: CGFloat
    let weight: Weight
    var isItalic = false

    /// Whether notisim draws text in this font bold.
    var isBold: Bool { weight.value >= Weight.semibold.value }

    /// A Dynamic Type style at the default (Large) content size; headline is semibold (Apple's typography tables).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, size: style.pointSize, weight: weight ?? (style == .headline ? .semibold : .regular))
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(style: nil, size: size, weight: weight ?? .regular)
    }

    /// A font by name; drawn as the system font of its size.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(style: nil, size: size, weight: .regular) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { .custom(name, size: size) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .custom(name, size: fixedSize) }

    public static let largeTitle = system(.largeTitle), title = system(.title), title2 = system(.title2)
    public static let title3 = system(.title3), headline = system(.headline), subheadline = system(.subheadline)
    public static let body = system(.body), callout = system(.callout), footnote = system(.footnote)
    public static let caption = system(.caption), caption2 = system(.caption2)

    public func weight(_ weight: Weight) -> Font { Font(style: style, size: size, weight: weight, isItalic: isItalic) }
    public func bold() -> Font { self.weight(.bold) }
    public func italic() -> Font { Font(style: style, size: size, weight: weight, isItalic: true) }
    public func monospaced() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func smallCaps() -> Font { self }
}

extension Font.TextStyle {
    /// Sizes at the Large content size (Apple's Human Interface Guidelines, Dynamic Type sizes).
    var pointSize: CGFloat {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }
}
