/// A colour as Core Graphics holds it (the part extension code uses: `UIColor.cgColor`).
public final class CGColor: @unchecked Sendable {
    /// The colour it came from.
    package let color: UIColor
    init(_ color: UIColor) { self.color = color }
}

extension UIColor {
    /// The colour for a layer's `borderColor` or `backgroundColor`.
    public var cgColor: CGColor { CGColor(self) }
    public convenience init(cgColor: CGColor) {
        let c = cgColor.color.components
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}

/// A view's layer (the part of Core Animation's `CALayer` extension code sets). notisim draws a border where
/// `borderWidth` is above 0, with rounded corners when `cornerRadius` is above 0; a corner radius without a border and
/// `masksToBounds` change nothing in the terminal (docs/rules.md#extension-code-against-the-uikit-subset).
@MainActor
open class CALayer {
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = UIColor.black.cgColor
    open var masksToBounds = false
    open var opacity: Float = 1
    open var backgroundColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowColor: CGColor?

    public init() {}
}
