@_exported import Foundation

/// A colour in sRGB components (Apple's `UIColor`); notisim draws it with the terminal's nearest colour.
open class UIColor: NSObject, @unchecked Sendable {
    public let redComponent: CGFloat
    public let greenComponent: CGFloat
    public let blueComponent: CGFloat
    public let alphaComponent: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        redComponent = Self.unit(red); greenComponent = Self.unit(green); blueComponent = Self.unit(blue)
        alphaComponent = Self.unit(alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// The same colour with another opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
    }

    /// Writes the components out, as Apple's method does; always succeeds.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = redComponent; green?.pointee = greenComponent; blue?.pointee = blueComponent; alpha?.pointee = alphaComponent
        return true
    }

    private static func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (redComponent, greenComponent, blueComponent, alphaComponent)
            == (other.redComponent, other.greenComponent, other.blueComponent, other.alphaComponent)
    }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    // System colours in their light appearance (Apple's documented sRGB values).
    open class var systemRed: UIColor { UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1) }
    open class var systemGreen: UIColor { UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1) }
    open class var systemBlue: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
    open class var systemGray: UIColor { UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1) }
    open class var systemBackground: UIColor { .white }
    open class var label: UIColor { .black }
    open class var secondaryLabel: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6) }
}
