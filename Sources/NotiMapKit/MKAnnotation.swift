/// Something placed on a map at a coordinate (Apple's `MKAnnotation`); `title` and `subtitle` may be left out.
public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation with a title and subtitle (Apple's `MKShape`).
open class MKShape: NSObject, MKAnnotation, @unchecked Sendable {
    open var title: String?
    open var subtitle: String?
    /// Where the shape sits; a bare shape sits at 0, 0.
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }

    public override init() { super.init() }
}

/// An annotation at a coordinate (Apple's `MKPointAnnotation`).
open class MKPointAnnotation: MKShape, @unchecked Sendable {
    private var storedCoordinate = CLLocationCoordinate2D()

    open override var coordinate: CLLocationCoordinate2D {
        get { storedCoordinate }
        set { storedCoordinate = newValue }
    }

    public override init() { super.init() }

    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }

    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}
