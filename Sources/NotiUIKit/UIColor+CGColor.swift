// Core Animation's layers and Core Graphics' colours come with UIKit, as Apple's UIKit imports QuartzCore.
@_exported import NotiQuartzCore

extension UIColor {
    /// The colour for a layer's `borderColor` or `backgroundColor`, resolved in the current traits when read.
    public var cgColor: CGColor {
        let c = components
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// A colour of a `CGColor`'s components.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}
