/// Something that fills or colours (Apple's `ShapeStyle`): a colour, the hierarchical styles, the tint, a gradient.
public protocol ShapeStyle {}

/// A style notisim can turn into one UIKit colour in an environment.
protocol ResolvableShapeStyle {
    @MainActor func uiColor(in environment: EnvironmentValues) -> UIColor
}

/// A colour (Apple's `Color`): UIKit's colours underneath, so system colours follow notisim's theme. As a view it
/// fills the space offered.
public struct Color: Hashable, ShapeStyle, @unchecked Sendable {
    /// The UIKit colour drawn.
    package let uiColor: UIColor

    public init(uiColor: UIColor) { self.uiColor = uiColor }
    /// Disfavoured: with an asset catalog's symbol extensions, `Color(.brand)` names both `ColorResource.brand` and
    /// `UIColor.brand`, and the resource is meant.
    @_disfavoredOverload
    public init(_ color: UIColor) { self.uiColor = color }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: red, green: green, blue: blue, alpha: opacity)
    }
    public init(white: Double, opacity: Double = 1) { uiColor = UIColor(white: white, alpha: opacity) }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let c = brightness * saturation, h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        uiColor = UIColor(red: r + m, green: g + m, blue: b + m, alpha: opacity)
    }

    /// A colour of the extension's asset catalog (`NAME.colorset`), else the primary colour.
    public init(_ name: String, bundle: Bundle? = nil) { uiColor = UIColor(named: name) ?? .label }
    /// The colour an asset catalog's generated symbol names (`Color(.brand)`, iOS 17).
    public init(_ resource: ColorResource) { uiColor = UIColor(resource: resource) }

    /// The colour with another opacity.
    public func opacity(_ opacity: Double) -> Color { Color(uiColor: uiColor.withAlphaComponent(uiColor.alphaComponent * opacity)) }

    public static func == (lhs: Color, rhs: Color) -> Bool { lhs.uiColor.isEqual(rhs.uiColor) }
    public func hash(into hasher: inout Hasher) { hasher.combine(uiColor.components.red); hasher.combine(uiColor.components.alpha) }

    public static var primary: Color { Color(uiColor: .label) }
    public static var secondary: Color { Color(uiColor: .secondaryLabel) }
    public static var accentColor: Color { Color(uiColor: .systemBlue) }
    public static var clear: Color { Color(uiColor: .clear) }
    public static var black: Color { Color(uiColor: .black) }
    public static var white: Color { Color(uiColor: .white) }
    public static var gray: Color { Color(uiColor: .systemGray) }
    public static var red: Color { Color(uiColor: .systemRed) }
    public static var orange: Color { Color(uiColor: .systemOrange) }
    public static var yellow: Color { Color(uiColor: .systemYellow) }
    public static var green: Color { Color(uiColor: .systemGreen) }
    public static var mint: Color { Color(uiColor: .systemMint) }
    public static var teal: Color { Color(uiColor: .systemTeal) }
    public static var cyan: Color { Color(uiColor: .systemCyan) }
    public static var blue: Color { Color(uiColor: .systemBlue) }
    public static var indigo: Color { Color(uiColor: .systemIndigo) }
    public static var purple: Color { Color(uiColor: .systemPurple) }
    public static var pink: Color { Color(uiColor: .systemPink) }
    public static var brown: Color { Color(uiColor: .systemBrown) }

}

extension Color: View, PrimitiveView {
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        [ShapeNode(key: context.path + "/Color", shape: .rectangle, fill: uiColor, stroke: nil)]
    }
}

extension Color: ResolvableShapeStyle {
    func uiColor(in environment: EnvironmentValues) -> UIColor { uiColor }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
}

/// The primary, secondary, tertiary and quaternary styles of text and symbols (Apple's `HierarchicalShapeStyle`).
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    func uiColor(in environment: EnvironmentValues) -> UIColor {
        let base = environment.foregroundColor?.uiColor ?? .label
        return level == 0 ? base : (environment.foregroundColor == nil ? .secondaryLabel : base.withAlphaComponent(0.6))
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The overlay fills of thin and small shapes (Apple's `FillShapeStyle`, `.fill`, and its `.secondary`, `.tertiary`
/// and `.quaternary` levels). *Decision:* iOS's fill colours are not published as figures, so every level is drawn
/// as the secondary system background.
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    /// The fill at its first level.
    public init() {}

    /// The fill's second level, drawn as the first.
    public var secondary: FillShapeStyle { self }
    /// The fill's third level, drawn as the first.
    public var tertiary: FillShapeStyle { self }
    /// The fill's fourth level, drawn as the first.
    public var quaternary: FillShapeStyle { self }

    func uiColor(in environment: EnvironmentValues) -> UIColor { .secondarySystemBackground }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The overlay fill.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The view's tint (Apple's `TintShapeStyle`).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func uiColor(in environment: EnvironmentValues) -> UIColor { environment.tint?.uiColor ?? .systemBlue }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A point in a unit square (Apple's `UnitPoint`).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Colours a gradient passes through (Apple's `Gradient`).
public struct Gradient: Hashable, Sendable {
    public var colors: [Color]
    public init(colors: [Color]) { self.colors = colors }
}

/// A linear gradient (Apple's `LinearGradient`). *Decision:* a cell has one background colour, so a gradient is
/// drawn in the colour at its middle (the middle colour of an odd count, the later of the two middle ones otherwise).
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }

    func uiColor(in environment: EnvironmentValues) -> UIColor {
        gradient.colors.isEmpty ? .clear : gradient.colors[gradient.colors.count / 2].uiColor
    }
}

extension LinearGradient: View, PrimitiveView {
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        [ShapeNode(key: context.path + "/LinearGradient", shape: .rectangle, fill: uiColor(in: context.environment), stroke: nil)]
    }
}

/// A style of any type (Apple's `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let style: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { self.style = style }
    func uiColor(in environment: EnvironmentValues) -> UIColor { environment.color(of: style) }
}

/// A translucent background (Apple's `Material`). *Decision:* drawn as nothing: the card under it shows through.
public struct Material: ShapeStyle, ResolvableShapeStyle, Sendable {
    public static let ultraThinMaterial = Material(), thinMaterial = Material(), regularMaterial = Material()
    public static let thickMaterial = Material(), ultraThickMaterial = Material(), bar = Material()
    func uiColor(in environment: EnvironmentValues) -> UIColor { .clear }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension EnvironmentValues {
    /// The UIKit colour a style stands for here (a style notisim cannot resolve draws in the foreground colour).
    @MainActor
    func color(of style: any ShapeStyle) -> UIColor {
        (style as? any ResolvableShapeStyle)?.uiColor(in: self) ?? foregroundColor?.uiColor ?? .label
    }
}
