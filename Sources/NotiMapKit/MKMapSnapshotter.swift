/// Makes a picture of a map (Apple's `MKMapSnapshotter`). A terminal has no map tiles: the snapshot's image is a
/// placeholder naming the map and its centre coordinate, drawn as that text where an image view shows it; the
/// snapshot's `point(for:)` projects coordinates onto the image as the map would (docs/rules/apple-frameworks.md#mapkit).
@MainActor
open class MKMapSnapshotter {
    /// What to take a picture of (Apple's `MKMapSnapshotter.Options`).
    open class Options {
        open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
        /// The image's size in points; 256 × 256 by default.
        open var size = CGSize(width: 256, height: 256)
        open var scale: CGFloat = 1
        open var mapType: MKMapType = .standard
        open var showsBuildings = true
        open var traitCollection: UITraitCollection = .current

        public init() {}
    }

    /// A finished picture (Apple's `MKMapSnapshotter.Snapshot`).
    public final class Snapshot {
        /// The placeholder image, of the options' size.
        public let image: UIImage
        private let region: MKCoordinateRegion

        init(options: Options) {
            region = options.region
            let kind = options.mapType.label.map { " (\($0))" } ?? ""
            image = UIImage(placeholder: "Map\(kind) · \(options.region.center.mapText)", size: options.size)
        }

        /// Where `coordinate` falls on the image (Web Mercator over the region).
        public func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { region.point(for: coordinate, in: image.size) }
    }

    private let options: Options
    private var pending = false
    /// Whether a snapshot is being made.
    open var isLoading: Bool { pending }

    public init(options: Options) { self.options = options }

    /// Makes the snapshot; `completionHandler` runs on the main queue at its next turn.
    open func start(completionHandler: @escaping @MainActor (Snapshot?, (any Error)?) -> Void) {
        start(with: .main, completionHandler: completionHandler)
    }

    /// Makes the snapshot; `completionHandler` runs at the next turn of notisim's main queue, whichever queue is named
    /// (every queue of extension code runs there).
    open func start(with queue: DispatchQueue, completionHandler: @escaping @MainActor (Snapshot?, (any Error)?) -> Void) {
        pending = true
        ExtensionRunLoop.current.schedule(after: 0) { [options] in
            guard self.pending else { return }
            self.pending = false
            completionHandler(Snapshot(options: options), nil)
        }
    }

    /// Makes the snapshot.
    open func start() async throws -> Snapshot {
        Snapshot(options: options)
    }

    /// Stops a snapshot being made; its completion handler is not called.
    open func cancel() { pending = false }
}
