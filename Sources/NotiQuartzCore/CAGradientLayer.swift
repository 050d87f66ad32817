/// A layer filled with a gradient (Apple's `CAGradientLayer`). A terminal cell holds one colour, so notisim fills the
/// layer with the gradient's colour halfway between its start and end: the two stops around 0.5 mixed
/// (docs/rules/apple-frameworks.md#quartzcore).
open class CAGradientLayer: CALayer {
    /// The gradient's colours, as `CGColor`s; other values are skipped.
    open var colors: [Any]?
    /// Where each colour sits from 0 (start) to 1 (end); evenly spread when nil.
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    /// The colour halfway along the gradient, over the background colour's place; the background colour without colours.
    package override var drawnFill: CGColor? { midColor ?? backgroundColor }

    /// The colour at 0.5 along the gradient.
    package var midColor: CGColor? {
        let stops = (colors ?? []).compactMap { $0 as? CGColor }
        guard let first = stops.first else { return nil }
        let positions = stops.indices.map { index -> CGFloat in
            if let locations, index < locations.count { return CGFloat(locations[index].doubleValue) }
            return stops.count == 1 ? 0 : CGFloat(index) / CGFloat(stops.count - 1)
        }
        guard let after = positions.firstIndex(where: { $0 >= 0.5 }) else { return stops.last }
        guard after > 0 else { return first }
        let span = positions[after] - positions[after - 1]
        return stops[after - 1].mixed(with: stops[after], span > 0 ? (0.5 - positions[after - 1]) / span : 1)
    }
}

/// The shape of a gradient (Apple's `CAGradientLayerType`); every type draws its mid colour.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
