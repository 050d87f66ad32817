// Foundation comes through NotiDispatch, whose main queue runs on notisim's clock (animations end on it).
@_exported import NotiDispatch

/// A colour as Core Graphics holds it: sRGB components in 0…1. `UIColor.cgColor` resolves a dynamic colour in the
/// current traits when it is read, as on iOS.
public final class CGColor: @unchecked Sendable, Equatable {
    /// Red, green, blue and alpha, each in 0…1.
    package let red: CGFloat, green: CGFloat, blue: CGFloat
    /// The opacity, in 0…1.
    public let alpha: CGFloat

    /// A colour from sRGB components in 0…1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = unit(red); self.green = unit(green); self.blue = unit(blue); self.alpha = unit(alpha)
    }

    /// A grey of `gray` white (0 black, 1 white).
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// Four: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The colour `fraction` of the way from `self` to `other` (0 is `self`, 1 is `other`).
    package func mixed(with other: CGColor, _ fraction: CGFloat) -> CGColor {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        return CGColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }
}

/// Seconds, as Core Foundation counts them (Core Animation's times and durations).
public typealias CFTimeInterval = TimeInterval
