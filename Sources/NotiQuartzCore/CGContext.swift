import Foundation

/// A drawing destination (Core Graphics' `CGContext`), such as the image context `UIGraphicsBeginImageContext`
/// opens. A terminal cell holds one colour, so a context keeps the colour last filled over it: what an image made of
/// it is drawn as when it is a pattern colour (docs/rules/apple-frameworks.md#quartzcore).
public final class CGContext: @unchecked Sendable {
    /// The context's size in points.
    package let size: CGSize
    /// The colour filled over the context last; nil while nothing was, or after `clear(_:)`.
    package private(set) var filledColor: CGColor?
    private var fillColor: CGColor?

    /// A context of `size` points with nothing drawn.
    package init(size: CGSize) { self.size = size }

    /// The colour `fill(_:)` fills with.
    public func setFillColor(_ color: CGColor) { fillColor = color }

    /// Fills `rect` with the fill colour; the context shows it.
    public func fill(_ rect: CGRect) {
        if let fillColor { filledColor = fillColor }
    }

    /// Clears `rect`; the context shows nothing.
    public func clear(_ rect: CGRect) { filledColor = nil }

    /// A layer's colour drawn over the context (`CALayer.render(in:)`).
    package func paint(_ color: CGColor) { filledColor = color }
}
