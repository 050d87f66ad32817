// MapKit brings UIKit and CoreLocation, as Apple's does.
@_exported import NotiCoreLocation
@_exported import NotiUIKit

/// How far a region reaches, in degrees (Apple's `MKCoordinateSpan`).
public struct MKCoordinateSpan: Sendable, Hashable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta; self.longitudeDelta = longitudeDelta
    }
}

/// A part of the map: a centre and a span (Apple's `MKCoordinateRegion`).
public struct MKCoordinateRegion: Sendable, Hashable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    /// Metres along a degree of latitude (and along a degree of longitude at the equator).
    static let metresPerDegree: CLLocationDistance = 111_320

    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { self.center = center; self.span = span }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `center` (degrees from metres over a
    /// spherical Earth).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerLongitude = Self.metresPerDegree * max(cos(center.latitude * .pi / 180), 0.000_001)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / Self.metresPerDegree,
                                                         longitudeDelta: min(360, longitudinalMeters / metresPerLongitude)))
    }

    /// The smallest region holding every coordinate, with a tenth of its span again on each side; nil for none.
    static func enclosing(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion? {
        guard let first = coordinates.first else { return nil }
        let latitudes = coordinates.map(\.latitude), longitudes = coordinates.map(\.longitude)
        let south = latitudes.min() ?? first.latitude, north = latitudes.max() ?? first.latitude
        let west = longitudes.min() ?? first.longitude, east = longitudes.max() ?? first.longitude
        let minimum = 0.01
        return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
                                  span: MKCoordinateSpan(latitudeDelta: max((north - south) * 1.2, minimum),
                                                         longitudeDelta: max((east - west) * 1.2, minimum)))
    }

    /// Where `coordinate` falls in a rectangle of `size` showing this region (Web Mercator, as Apple's maps): (0, 0)
    /// is the region's north-west corner; points outside the region fall outside the rectangle.
    func point(for coordinate: CLLocationCoordinate2D, in size: CGSize) -> CGPoint {
        func mercator(_ latitude: CLLocationDegrees) -> Double {
            let clamped = min(max(latitude, -85), 85) * .pi / 180
            return log(tan(.pi / 4 + clamped / 2))
        }
        let west = center.longitude - span.longitudeDelta / 2
        let top = mercator(center.latitude + span.latitudeDelta / 2), bottom = mercator(center.latitude - span.latitudeDelta / 2)
        let x = span.longitudeDelta > 0 ? (coordinate.longitude - west) / span.longitudeDelta : 0.5
        let y = top > bottom ? (top - mercator(coordinate.latitude)) / (top - bottom) : 0.5
        return CGPoint(x: x * size.width, y: y * size.height)
    }
}

/// The kind of map shown (Apple's `MKMapType`); notisim names it in the map's header.
public enum MKMapType: UInt, Sendable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard

    /// How the map's header names it: nothing for the standard map.
    var label: String? {
        switch self {
        case .standard, .mutedStandard: nil
        case .satellite, .satelliteFlyover: "satellite"
        case .hybrid, .hybridFlyover: "hybrid"
        }
    }
}

extension CLLocationCoordinate2D {
    /// The coordinate as a map's placeholder writes it: five decimals, latitude first.
    var mapText: String { String(format: "%.5f, %.5f", latitude, longitude) }
}
