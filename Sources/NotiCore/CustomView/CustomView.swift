/// Text styles a content extension can use in its custom view.
public enum CustomTextStyle: String, Sendable, Hashable, CaseIterable {
    case title, body, caption
}

/// The view vocabulary a content extension draws its custom area with (a static description of its view tree).
public indirect enum CustomView: Sendable, Hashable {
    /// Text, wrapped to the width (or cut to one line with "…" when `wraps` is false).
    case text(String, style: CustomTextStyle, wraps: Bool)
    /// An attachment's image (`attachment` nil = the first image attachment).
    case image(attachment: String?, mode: ImageContentMode)
    /// Children top to bottom; flexible children (images, spacers, dim layers) share the rows text leaves.
    case vstack([CustomView])
    /// Children left to right in equal columns.
    case hstack([CustomView])
    /// Children drawn over each other in the same rectangle, first at the back.
    case overlay([CustomView])
    /// A layer that dims everything under it.
    case dim
    /// Empty, flexible space.
    case spacer
    /// The child with `cells` blank columns and rows on every side.
    case padding(Int, CustomView)
    /// The child in a rectangle of cells measured from the area's top-left corner and cut to the area: a frame from
    /// a laid-out view tree (docs/rules/terminal.md#points-to-cells).
    case placed(Rect, CustomView)
    /// Text in runs of their own colour and weight, lined up in the rectangle; wrapped, or cut to one line.
    case styledText([TextRun], alignment: TextAlignment, wraps: Bool)
    /// The rectangle filled with a background colour.
    case fill(CustomColor)
    /// A line around the rectangle's edge, with rounded or square corners.
    case border(CustomColor, rounded: Bool)
}

/// A colour an extension draws with: a fixed one, or one of the theme's, so system colours follow the theme.
public enum CustomColor: Sendable, Hashable {
    case rgb(UInt8, UInt8, UInt8)
    /// The theme's text colour in the custom area (the `customText` role).
    case text
    /// The theme's secondary text colour (the `placeholder` role).
    case secondaryText
    /// The theme's card background (the `card` role's background).
    case background
}

/// How lines of text sit in their rectangle.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right
}

/// A part of a text drawn in one colour and weight.
public struct TextRun: Sendable, Hashable {
    public var text: String
    /// nil = the theme's custom-area text colour.
    public var color: CustomColor?
    public var bold: Bool
    /// Drawn in reverse video (the control that has keyboard focus).
    public var highlighted: Bool

    public init(_ text: String, color: CustomColor? = nil, bold: Bool = false, highlighted: Bool = false) {
        self.text = text; self.color = color; self.bold = bold; self.highlighted = highlighted
    }
}

/// How an image fills its rectangle.
public enum ImageContentMode: String, Sendable, Hashable, CaseIterable {
    /// Covers the whole rectangle, cropping what overflows (aspect fill).
    case fill
    /// Shows the whole image, leaving bands (aspect fit).
    case fit
}

/// A rectangle of cells, origin top-left.
public struct Rect: Sendable, Hashable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
}
