/// The view marking an annotation on a map (Apple's `MKAnnotationView`). notisim draws no annotation view itself:
/// the map draws a marker for each annotation, in the colour and with the glyph the delegate's view gives
/// (docs/rules/apple-frameworks.md#mapkit).
@MainActor
open class MKAnnotationView: UIView {
    open var annotation: (any MKAnnotation)?
    public let reuseIdentifier: String?
    open var image: UIImage?
    open var canShowCallout = false
    open var centerOffset: CGPoint = .zero
    open var calloutOffset: CGPoint = .zero
    open var isEnabled = true
    open var isSelected = false
    open var isDraggable = false
    open var clusteringIdentifier: String?
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?

    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        reuseIdentifier = nil
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    /// Called before the map hands the view out again for another annotation.
    open func prepareForReuse() {}

    /// The marker's glyph and colour on the map.
    var marker: (glyph: String, color: UIColor) { ("●", .systemRed) }
}

/// A balloon marker (Apple's `MKMarkerAnnotationView`): its tint colour and glyph text mark the annotation.
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor?
    open var glyphTintColor: UIColor?
    /// Up to the first character is drawn as the marker.
    open var glyphText: String?
    open var glyphImage: UIImage?
    open var animatesWhenAdded = false

    override var marker: (glyph: String, color: UIColor) {
        (glyphText?.first.map(String.init) ?? "●", markerTintColor ?? .systemRed)
    }
}

/// A pin marker (Apple's `MKPinAnnotationView`): its tint colour marks the annotation.
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor! = .systemRed
    open var animatesDrop = false

    override var marker: (glyph: String, color: UIColor) { ("●", pinTintColor ?? .systemRed) }
}
