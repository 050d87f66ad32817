/// A map (Apple's `MKMapView`). A terminal has no map tiles: notisim draws the map as a labelled placeholder made of
/// UIKit views — a bordered box whose first line names the map and its centre coordinate, a marker at each annotation's
/// place in the region where it falls inside the box, and below them one line per annotation with its title and
/// coordinate, as many as fit (docs/rules/apple-frameworks.md#mapkit).
@MainActor
open class MKMapView: UIView {
    /// Hears that the map loaded at the main queue's next turn after it is first set.
    public weak var delegate: (any MKMapViewDelegate)? { didSet { tellDelegateMapLoaded() } }
    open var mapType: MKMapType = .standard { didSet { setNeedsLayout() } }
    /// Kept; notisim has no position of its own, so the user's location is never on the map.
    open var showsUserLocation = false
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsBuildings = true
    open var showsTraffic = false
    open private(set) var annotations: [any MKAnnotation] = []
    open private(set) var selectedAnnotations: [any MKAnnotation] = []
    private var storedRegion = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03),
                                                  span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
    /// Annotation views made by the delegate or registered classes, by annotation.
    private var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
    /// The placeholder's own subviews: the header line, the markers and the annotations' lines.
    private let header = UILabel()
    private var markers: [UILabel] = []
    private var lines: [UILabel] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPlaceholder()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPlaceholder()
    }

    private func setUpPlaceholder() {
        layer.borderWidth = 1
        layer.borderColor = UIColor.secondaryLabel.cgColor
        header.font = .boldSystemFont(ofSize: 17)
        addSubview(header)
    }

    /// Whether the delegate has been or will be told the map loaded.
    private var loadingTold = false

    /// Tells the first delegate, at the main queue's next turn, that the map started and finished loading: notisim
    /// has no tiles to fetch.
    private func tellDelegateMapLoaded() {
        guard !loadingTold, delegate != nil else { return }
        loadingTold = true
        ExtensionRunLoop.current.schedule(after: 0) { [weak self] in
            guard let self else { return }
            delegate?.mapViewWillStartLoadingMap(self)
            delegate?.mapViewDidFinishLoadingMap(self)
        }
    }

    /// The part of the map shown.
    open var region: MKCoordinateRegion {
        get { storedRegion }
        set { setRegion(newValue, animated: false) }
    }

    /// Shows `region`; the delegate hears of the change at the main queue's next turn.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        storedRegion = region
        setNeedsLayout()
        ExtensionRunLoop.current.schedule(after: 0) { [weak self] in
            guard let self else { return }
            delegate?.mapView(self, regionDidChangeAnimated: animated)
        }
    }

    /// The centre of the map; setting it keeps the span.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { storedRegion.center }
        set { setCenter(newValue, animated: false) }
    }

    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: storedRegion.span), animated: animated)
    }

    open func addAnnotation(_ annotation: any MKAnnotation) { addAnnotations([annotation]) }

    /// Adds the annotations not on the map yet; the delegate is asked for each one's view.
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations where !contains(annotation) {
            self.annotations.append(annotation)
            let view = delegate?.mapView(self, viewFor: annotation) ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
            view.annotation = annotation
            annotationViews[ObjectIdentifier(annotation)] = view
        }
        setNeedsLayout()
    }

    open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }

    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        let leaving = Set(annotations.map(ObjectIdentifier.init))
        self.annotations.removeAll { leaving.contains(ObjectIdentifier($0)) }
        selectedAnnotations.removeAll { leaving.contains(ObjectIdentifier($0)) }
        leaving.forEach { annotationViews[$0] = nil }
        setNeedsLayout()
    }

    /// Adds the annotations not on the map yet, as iOS does, and shows the smallest region holding them all.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        addAnnotations(annotations)
        if let region = MKCoordinateRegion.enclosing(annotations.map(\.coordinate)) { setRegion(region, animated: animated) }
    }

    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        guard !selectedAnnotations.contains(where: { $0 === annotation }) else { return }
        selectedAnnotations = [annotation]
        if let view = annotationViews[ObjectIdentifier(annotation)] {
            view.isSelected = true
            delegate?.mapView(self, didSelect: view)
        }
    }

    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        selectedAnnotations.removeAll { annotation == nil || $0 === annotation }
        if let annotation, let view = annotationViews[ObjectIdentifier(annotation)] {
            view.isSelected = false
            delegate?.mapView(self, didDeselect: view)
        }
    }

    /// The view marking `annotation`, once it is on the map.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { annotationViews[ObjectIdentifier(annotation)] }

    /// A view for the delegate to reuse; notisim keeps none, so this is always nil.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }

    /// Where `coordinate` falls in `view`'s coordinates (Web Mercator over the region, the view's bounds the map's).
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let point = storedRegion.point(for: coordinate, in: bounds.size)
        guard let view else { return point }
        let mine = Self.originInWindow(of: self), theirs = Self.originInWindow(of: view)
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// A view's top-left corner in the coordinates of the top of its tree.
    private static func originInWindow(of view: UIView) -> CGPoint {
        guard let parent = view.superview else { return .zero }
        let origin = originInWindow(of: parent)
        return CGPoint(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY)
    }

    private func contains(_ annotation: any MKAnnotation) -> Bool { annotations.contains { $0 === annotation } }

    /// Lays the placeholder out: the header, then the annotations' lines from the bottom up, then the markers in the
    /// rows between, each where its coordinate falls.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let column = UILabel.pointsPerColumn, row = UILabel.pointsPerRow
        let inner = bounds.insetBy(dx: column, dy: row)
        guard inner.width > 0, inner.height > 0 else { return }
        let kind = mapType.label.map { " (\($0))" } ?? ""
        update(header, text: "Map\(kind) · \(storedRegion.center.mapText)", color: .label,
               frame: CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: row))
        let marked = annotations.map { annotation in
            (annotation, (annotationViews[ObjectIdentifier(annotation)] ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)).marker)
        }
        let lineCount = min(marked.count, max(0, Int((inner.height - row) / row)))
        lines = resized(lines, to: lineCount)
        for (index, line) in lines.enumerated() {
            let (annotation, marker) = marked[index]
            let title = annotation.title.flatMap { $0 } ?? "Pin"
            update(line, text: "\(marker.glyph) \(title) \(annotation.coordinate.mapText)", color: .label,
                   frame: CGRect(x: inner.minX, y: inner.maxY - CGFloat(lineCount - index) * row, width: inner.width, height: row))
        }
        let plot = CGRect(x: inner.minX, y: inner.minY + row, width: inner.width, height: inner.height - row * CGFloat(1 + lineCount))
        let placed = marked.compactMap { annotation, marker -> (CGPoint, String, UIColor)? in
            let point = storedRegion.point(for: annotation.coordinate, in: plot.size)
            guard plot.height >= row, (0..<plot.width).contains(point.x), (0..<plot.height).contains(point.y) else { return nil }
            return (CGPoint(x: plot.minX + point.x, y: plot.minY + point.y), marker.glyph, marker.color)
        }
        markers = resized(markers, to: placed.count)
        for (marker, (point, glyph, color)) in zip(markers, placed) {
            let x = min((point.x / column).rounded(.down) * column, plot.maxX - column)
            let y = min((point.y / row).rounded(.down) * row, plot.maxY - row)
            update(marker, text: glyph, color: color, frame: CGRect(x: x, y: y, width: column, height: row))
        }
    }

    /// `labels` grown or shrunk to `count`, adding or removing subviews.
    private func resized(_ labels: [UILabel], to count: Int) -> [UILabel] {
        labels.dropFirst(count).forEach { $0.removeFromSuperview() }
        let kept = Array(labels.prefix(count))
        let added = (kept.count..<max(count, kept.count)).map { _ in UILabel() }
        added.forEach(addSubview)
        return kept + added
    }

    /// Sets a label's text, colour and frame where they differ, so a layout pass that changes nothing asks for no other.
    private func update(_ label: UILabel, text: String, color: UIColor, frame: CGRect) {
        if label.text != text { label.text = text }
        if label.textColor != color { label.textColor = color }
        if label.frame != frame { label.frame = frame }
    }
}

/// What a map tells its delegate (Apple's `MKMapViewDelegate`); every method may be left out.
@MainActor
public protocol MKMapViewDelegate: AnyObject {
    /// The view for an annotation being added; nil gives the standard marker.
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The region changed (at the main queue's next turn after the change).
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// The map starts loading (at the main queue's next turn after the delegate is set).
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    /// The map has loaded, straight after it started: notisim has no tiles to fetch.
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
}
